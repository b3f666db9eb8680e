// MARK: - PictureStyle

/// Everything a tape's `Set` lines say about its pictures, with VHS's defaults (`vhs.go`,
/// `style.go`, `video.go`): the picture's size, the font, the window around the terminal, the
/// theme and the cursor, and how frames become an animation.
public struct PictureStyle: Hashable, Sendable {
    public enum WindowBar: String, Hashable, Sendable, CaseIterable {
        case colorful = "Colorful"
        case colorfulRight = "ColorfulRight"
        case rings = "Rings"
        case ringsRight = "RingsRight"
    }

    /// What fills the margin: a colour, or a picture (a PNG file) stretched over the whole picture.
    public enum MarginFill: Hashable, Sendable {
        case color(RGB)
        case picture(path: String)
    }

    public var width = 1200
    public var height = 600
    public var fontSize = 22
    /// `Set FontFamily`: the families to try in order (VHS's comma-separated list); empty: the built-in font.
    public var fontFamily: [String] = []
    public var letterSpacing = 1.0
    public var lineHeight = 1.0
    public var padding = 60
    public var margin = 0
    /// VHS fills the margin with its default theme's background unless told otherwise (even
    /// after `Set Theme`); `Set MarginFill ""` leaves none, and then the margin isn't kept either.
    public var marginFill: MarginFill? = .color(Theme.vhs.background)
    public var windowBar: WindowBar?
    public var windowBarSize = 30
    public var borderRadius = 0
    public var theme = Theme.vhs
    public var cursorBlink = true
    public var framerate = 50
    public var playbackSpeed = 1.0
    /// `Set LoopOffset`: the percentage of the frames moved from the start to the end.
    public var loopOffset = 0.0

    public init() {}
}

// MARK: - PictureLayout

/// Where everything goes in the picture, as VHS composes it (ffmpeg's filters in `ffmpeg.go`):
/// the terminal's canvas (its cells) centred in the window, the window padded in the theme's
/// background, the bar above it, the corners rounded, all centred on the margin's fill.
public struct PictureLayout: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var cell: CellMetrics
    public var columns: Int
    public var rows: Int
    /// The window (the terminal, its padding and the bar): its place in the picture and size.
    public var windowX: Int
    public var windowY: Int
    public var windowWidth: Int
    public var windowHeight: Int
    public var barHeight: Int
    /// The canvas of cells, in the picture.
    public var canvasX: Int
    public var canvasY: Int
    public var canvasWidth: Int { columns * cell.width }
    public var canvasHeight: Int { rows * cell.height }

    public init(style: PictureStyle, cell: CellMetrics) {
        width = max(1, style.width)
        height = max(1, style.height)
        self.cell = cell
        let margin = style.marginFill == nil ? 0 : style.margin
        barHeight = style.windowBar == nil ? 0 : style.windowBarSize
        // VHS's `calcTermDimensions`, then the viewport xterm.js fits its cells into.
        let termWidth = max(1, width - 2 * margin)
        let termHeight = max(1, height - 2 * margin - barHeight)
        let viewportWidth = termWidth - 2 * style.padding
        let viewportHeight = termHeight - 2 * style.padding
        columns = max(1, min(1000, viewportWidth / max(1, cell.width)))
        rows = max(1, min(1000, viewportHeight / max(1, cell.height)))
        windowWidth = termWidth
        windowHeight = termHeight + barHeight
        windowX = (width - windowWidth) / 2
        windowY = (height - windowHeight) / 2
        let canvasWidth = columns * cell.width
        let canvasHeight = rows * cell.height
        // ffmpeg pads the canvas to the window centred: (ow-iw)/2.
        canvasX = windowX + (termWidth - canvasWidth) / 2
        canvasY = windowY + barHeight + (termHeight - canvasHeight) / 2
    }
}

// MARK: - A picture of a terminal in cells

extension PictureStyle {
    /// The style with `Set Width`/`Height` made the picture that holds exactly `columns` × `rows`
    /// cells of `fonts` (a terminal sized in cells: duosim's dialect, `render --size`), its
    /// padding, margin and bar around them.
    public func holding(columns: Int, rows: Int, fonts: PictureFonts) -> PictureStyle {
        let face = fonts.set.regular
        let cell = CellMetrics(
            advance: face.advance, line: face.line, descent: face.descent, size: fontSize,
            letterSpacing: letterSpacing, lineHeight: lineHeight)
        var style = self
        let margin = marginFill == nil ? 0 : margin
        style.width = max(1, columns) * cell.width + 2 * padding + 2 * margin
        style.height = max(1, rows) * cell.height + 2 * padding + 2 * margin + (windowBar == nil ? 0 : windowBarSize)
        return style
    }
}
