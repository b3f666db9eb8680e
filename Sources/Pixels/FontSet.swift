// MARK: - FontSet

/// The faces a picture draws with, as a browser falls back through VHS's font list: the family's
/// regular and bold faces, then DejaVu Sans Mono (built in) for characters they lack.
final class FontSet {
    let regular: FontFace
    let bold: FontFace?
    let fallback: FontFace?
    let size: Int

    init(regular: FontFace, bold: FontFace?, fallback: FontFace?, size: Int) throws {
        self.regular = regular
        self.bold = bold
        self.fallback = fallback
        self.size = size
        for face in [regular, bold, fallback].compactMap({ $0 }) { try face.setSize(size) }
    }

    /// JetBrains Mono, VHS's default, and the fallback: all built in.
    static func builtIn(size: Int) throws -> FontSet {
        try FontSet(
            regular: .embedded(.jetBrainsMonoRegular), bold: .embedded(.jetBrainsMonoBold),
            fallback: .embedded(.dejaVuSansMono), size: size)
    }

    /// The face that draws `scalar` (bold or not) and whether FreeType must embolden it.
    func face(for scalar: Unicode.Scalar, bold wantsBold: Bool) -> (FontFace, embolden: Bool) {
        let primary = wantsBold ? (bold ?? regular) : regular
        if primary.hasGlyph(scalar) || fallback == nil { return (primary, wantsBold && bold == nil) }
        if let fallback, fallback.hasGlyph(scalar) { return (fallback, wantsBold) }
        return (primary, wantsBold && bold == nil)
    }

    /// A character's glyph as FreeType draws it.
    func bitmap(_ scalar: Unicode.Scalar, bold: Bool) -> FontFace.Bitmap? {
        let (face, embolden) = face(for: scalar, bold: bold)
        return face.bitmap(scalar, embolden: embolden)
    }
}

// MARK: - CellMetrics

/// A cell in pixels, as xterm.js sizes it from its font (VHS's terminal): the character's width
/// rounded down plus the letter spacing, its line height rounded up times `LineHeight` rounded
/// down; the character's box centred in the cell, its baseline above the font's descent.
public struct CellMetrics: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// The character box's offsets in the cell, and the baseline's row from the cell's top.
    public var charLeft: Int
    public var charTop: Int
    public var baseline: Int
    /// The light line of box drawing (xterm.js's 1 pixel), and the underline's row and thickness.
    public var line: Int
    public var underline: Int

    /// - Parameters: advance, line and descent in ems (the font's), size in pixels.
    public init(advance: Double, line: Double, descent: Double, size: Int, letterSpacing: Double, lineHeight: Double) {
        let size = Double(size)
        let charWidth = (advance * size).rounded(.down)
        let charHeight = (line * size).rounded(.up)
        width = max(1, Int(charWidth + letterSpacing.rounded()))
        height = max(1, Int((charHeight * lineHeight).rounded(.down)))
        charLeft = Int((letterSpacing / 2).rounded(.down))
        charTop = lineHeight == 1 ? 0 : Int(((Double(height) - charHeight) / 2).rounded())
        baseline = charTop + Int(charHeight) - Int((descent * size).rounded())
        self.line = 1
        underline = min(height - self.line, baseline + max(1, Int((size / 11).rounded(.down))))
    }

    /// The built-in font's cell (JetBrains Mono: 0.6 em wide, 1.32 em lines, 0.3 em of descent).
    public static func jetBrainsMono(size: Int, letterSpacing: Double, lineHeight: Double) -> CellMetrics {
        CellMetrics(
            advance: 0.6, line: 1.32, descent: 0.3, size: size, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }
}
