import CellGrid

// MARK: - CursorMark

/// The terminal's cursor: a block on a cell (VHS's xterm.js draws a block), shown or blinked off.
public struct CursorMark: Hashable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A rectangle of pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func union(_ other: PixelRect?) -> PixelRect {
        guard let other else { return self }
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

// MARK: - TerminalCanvas

/// The picture of a terminal, kept between frames: the window around it drawn once, and each
/// frame only the cells that changed, each from a tile drawn once per character, style and
/// cursor (`CellTiles`). Pixels are words `0x00rrggbb`, row after row.
public final class TerminalCanvas {
    public let style: PictureStyle
    public let layout: PictureLayout
    public private(set) var pixels: [UInt32]
    let tiles: CellTiles
    private var drawn: Grid?
    private var drawnCursor: CursorMark?
    /// The corners' mask over the window, where the margin shows through (none when square).
    private let corners: [(index: Int, alpha: UInt8, fill: UInt32)]

    /// - Throws: `FontError` when the font can't be drawn, `PictureError` for a margin's picture.
    /// - Parameters:
    ///   - coverageLevels: the steps of a glyph's edge kept: 256 for a PNG, 16 for a GIF
    ///     (so that a frame's colours fit its 256; the eye doesn't see the difference).
    ///   - fonts: the tape's fonts (found from the style when not given).
    public convenience init(style: PictureStyle, fonts: PictureFonts? = nil, coverageLevels: Int = 256) throws {
        let fonts = try fonts ?? PictureFonts(style: style)
        try self.init(style: style, fonts: fonts.set, mapping: .theme, coverageLevels: coverageLevels)
    }

    init(
        style: PictureStyle, fonts: FontSet, mapping: PicturePalette.Mapping, coverageLevels: Int = 256,
        margin: MarginPicture? = nil
    ) throws {
        let cell = CellMetrics(
            advance: fonts.regular.advance, line: fonts.regular.line, descent: fonts.regular.descent,
            size: style.fontSize, letterSpacing: style.letterSpacing, lineHeight: style.lineHeight)
        let layout = PictureLayout(style: style, cell: cell)
        self.style = style
        self.layout = layout
        tiles = CellTiles(
            fonts: fonts, cell: cell, palette: PicturePalette(theme: style.theme, mapping: mapping),
            coverageLevels: coverageLevels)
        var pixels = [UInt32](repeating: style.theme.background.word, count: layout.width * layout.height)
        let fill = try Self.fillMargin(&pixels, layout: layout, style: style, picture: margin)
        // The window: the theme's background, the bar's dots, then the corners' mask.
        let background = style.theme.background
        WindowChrome.bar(&pixels, stride: layout.width, layout: layout, style: style, background: background)
        var corners: [(Int, UInt8, UInt32)] = []
        if style.borderRadius > 0, fill != nil {
            for y in 0..<layout.windowHeight {
                for x in 0..<layout.windowWidth {
                    let alpha = WindowChrome.cornerAlpha(
                        x: x, y: y, width: layout.windowWidth, height: layout.windowHeight, radius: style.borderRadius)
                    let px = layout.windowX + x
                    let py = layout.windowY + y
                    guard alpha < 255, px >= 0, py >= 0, px < layout.width, py < layout.height else { continue }
                    let index = py * layout.width + px
                    corners.append((index, alpha, fill?(px, py) ?? 0))
                    pixels[index] = blend(pixels[index], corners[corners.count - 1].2, UInt32(alpha))
                }
            }
        }
        self.corners = corners
        self.pixels = pixels
    }

    /// The margin filled (everything outside the window), and what fills each pixel (nil: none).
    private static func fillMargin(
        _ pixels: inout [UInt32], layout: PictureLayout, style: PictureStyle, picture: MarginPicture?
    ) throws -> ((Int, Int) -> UInt32)? {
        let fill: ((Int, Int) -> UInt32)?
        switch style.marginFill {
        case .color(let color)?: fill = { _, _ in color.word }
        case .picture(let path)?:
            let margin = try picture ?? MarginPicture(path: path, width: layout.width, height: layout.height)
            fill = { x, y in margin.pixels[y * margin.width + x] }
        case nil: fill = nil
        }
        guard let fill else { return nil }
        for y in 0..<layout.height {
            for x in 0..<layout.width {
                let inWindow =
                    x >= layout.windowX && x < layout.windowX + layout.windowWidth && y >= layout.windowY
                    && y < layout.windowY + layout.windowHeight
                if !inWindow { pixels[y * layout.width + x] = fill(x, y) }
            }
        }
        return fill
    }

    // MARK: Drawing a frame

    /// Draws `grid` (its cells up to the canvas's columns and rows) with the cursor, if shown,
    /// and returns the pixels that changed since the last frame (nil: none).
    @discardableResult
    public func draw(_ grid: Grid, cursor: CursorMark?) -> PixelRect? {
        var changed: PixelRect?
        let columns = min(grid.width, layout.columns)
        let rows = min(grid.height, layout.rows)
        let previous = drawn.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        if previous == nil, drawn != nil { changed = clearCanvas() }
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = grid[column, row]
                let isCursor = cursor?.column == column && cursor?.row == row
                let wasCursor = drawnCursor?.column == column && drawnCursor?.row == row
                if let previous, previous[column, row] == cell, isCursor == wasCursor { continue }
                changed = drawCell(cell, column: column, row: row, cursor: isCursor).union(changed)
            }
        }
        drawn = grid
        drawnCursor = cursor
        return changed
    }

    /// A grid of another size: the canvas back to the background.
    private func clearCanvas() -> PixelRect {
        let rect = PixelRect(
            x: layout.canvasX, y: layout.canvasY, width: layout.canvasWidth, height: layout.canvasHeight)
        let background = style.theme.background.word
        for y in rect.y..<(rect.y + rect.height) where y >= 0 && y < layout.height {
            for x in rect.x..<(rect.x + rect.width) where x >= 0 && x < layout.width {
                pixels[y * layout.width + x] = background
            }
        }
        return rect
    }

    private func drawCell(_ cell: Cell, column: Int, row: Int, cursor: Bool) -> PixelRect {
        let metrics = layout.cell
        let x0 = layout.canvasX + column * metrics.width
        let y0 = layout.canvasY + row * metrics.height
        let tile = tiles.tile(cell, cursor: cursor, phase: (column * metrics.width & 3, row * metrics.height & 3))
        let stride = layout.width
        let visibleWidth = max(0, min(metrics.width, stride - x0))
        tile.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<metrics.height where y0 + y >= 0 && y0 + y < layout.height && x0 >= 0 {
                    let from = y * metrics.width
                    let to = (y0 + y) * stride + x0
                    for x in 0..<visibleWidth { target[to + x] = source[from + x] }
                }
            }
        }
        let rect = PixelRect(x: x0, y: y0, width: metrics.width, height: metrics.height)
        if !corners.isEmpty { applyCorners(in: rect) }
        return rect
    }

    private func applyCorners(in rect: PixelRect) {
        for corner in corners {
            let x = corner.index % layout.width
            let y = corner.index / layout.width
            guard x >= rect.x, x < rect.x + rect.width, y >= rect.y, y < rect.y + rect.height else { continue }
            pixels[corner.index] = blend(pixels[corner.index], corner.fill, UInt32(corner.alpha))
        }
    }
}
