import CFreeType
import CPixels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - FontFace

/// One font face through FreeType, at one pixel size: its metrics and its glyphs as coverage
/// (0–255 a pixel). FreeType does all the font work; nothing here reads a font's tables.
///
/// A face isn't shared between threads (FreeType's objects aren't): each picture has its own.
final class FontFace {
    /// A glyph as FreeType rasterised it: coverage rows, and where they sit from the pen on the baseline.
    struct Bitmap {
        var width: Int
        var height: Int
        /// From the pen to the bitmap's left edge, and from the baseline up to its top row.
        var left: Int
        var top: Int
        var coverage: [UInt8]
    }

    let name: String
    private let library: FT_Library
    private let face: FT_Face
    /// The file's bytes when they were read (FreeType reads the face from them for its lifetime).
    private let owned: UnsafeMutableBufferPointer<UInt8>?
    /// Emboldened by FreeType (a face with no bold of its own drawing bold text).
    let synthesiseBold: Bool

    /// The face in `bytes`, which must outlive it when `copy` is false (the embedded fonts).
    init(name: String, bytes: UnsafeBufferPointer<UInt8>, copy: Bool, synthesiseBold: Bool = false) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError(reason: "FreeType didn't start") }
        var base = bytes.baseAddress
        var owned: UnsafeMutableBufferPointer<UInt8>?
        if copy {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
            _ = buffer.initialize(from: bytes)
            owned = buffer
            base = UnsafePointer(buffer.baseAddress)
        }
        var face: FT_Face?
        guard let base, FT_New_Memory_Face(library, base, FT_Long(bytes.count), 0, &face) == 0, let face else {
            owned?.deallocate()
            FT_Done_FreeType(library)
            throw FontError(reason: "\(name) is not a font FreeType reads")
        }
        self.name = name
        self.library = library
        self.face = face
        self.owned = owned
        self.synthesiseBold = synthesiseBold
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        owned?.deallocate()
    }

    /// An embedded font (`duosim_embedded_font`).
    static func embedded(_ which: EmbeddedFont) throws -> FontFace {
        var size: UInt = 0
        guard let start = duosim_embedded_font(which.rawValue, &size) else {
            throw FontError(reason: "no embedded font \(which)")
        }
        return try FontFace(
            name: which.familyName, bytes: UnsafeBufferPointer(start: start, count: Int(size)), copy: false,
            synthesiseBold: which == .dejaVuSansMono)
    }

    var familyName: String { face.pointee.family_name.map { String(cString: $0) } ?? name }
    var isBold: Bool { face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 }

    // MARK: Metrics

    /// Sets the size glyphs are drawn at, in pixels (VHS's `FontSize`).
    func setSize(_ pixels: Int) throws {
        guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(max(1, pixels))) == 0 else {
            throw FontError(reason: "\(name) can't be drawn at \(pixels) pixels")
        }
    }

    private var unitsPerEm: Double { Double(max(1, face.pointee.units_per_EM)) }

    /// The advance of `W` in ems, as xterm.js measures a character's width.
    var advance: Double {
        var advance: FT_Fixed = 0
        let index = FT_Get_Char_Index(face, FT_ULong(UInt8(ascii: "W")))
        guard FT_Get_Advance(face, index, duosim_ft_load_no_scale(), &advance) == 0 else { return 0.6 }
        return Double(advance) / unitsPerEm
    }

    /// A line's height in ems (ascent, descent and line gap: a browser's `line-height: normal`).
    var line: Double { Double(face.pointee.height) / unitsPerEm }
    /// The descent below the baseline, in ems (positive).
    var descent: Double { -Double(face.pointee.descender) / unitsPerEm }

    // MARK: Glyphs

    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0 }

    /// The glyph for `scalar` (the face's missing-glyph box when it has none), bold if asked
    /// and the face has no bold of its own to use.
    func bitmap(_ scalar: Unicode.Scalar, embolden: Bool) -> Bitmap? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        // Light hinting: outlines snapped to the pixel grid up and down only, as browsers draw text on Linux.
        guard FT_Load_Glyph(face, index, duosim_ft_load_light()) == 0, let slot = face.pointee.glyph else { return nil }
        if embolden { FT_GlyphSlot_Embolden(slot) }
        guard FT_Render_Glyph(slot, FT_Render_Mode(rawValue: UInt32(duosim_ft_render_normal()))) == 0 else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0 {
            let pitch = Int(bitmap.pitch)
            for row in 0..<height {
                let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        return Bitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage)
    }
}

/// The fonts built into the binary, as `duosim_embedded_font` numbers them.
enum EmbeddedFont: Int32 {
    case jetBrainsMonoRegular = 0
    case jetBrainsMonoBold = 1
    case dejaVuSansMono = 2

    var familyName: String { self == .dejaVuSansMono ? "DejaVu Sans Mono" : "JetBrains Mono" }
}

/// A font that can't be used: what and why.
public struct FontError: Error, Hashable, Sendable {
    public var reason: String
}
