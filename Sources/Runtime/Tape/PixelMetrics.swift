import Simulator

// MARK: - PixelMetrics

/// VHS's picture in pixels, and the terminal in cells it holds: the rule that turns `Set Width` and
/// `Set Height` in a VHS tape into columns and rows, so a tape gives the terminal size it had in
/// VHS (Docs/TAPES.md, "Sizes").
///
/// VHS sizes its terminal as the picture less twice the padding, less twice the margin when the
/// margin is filled, less the window bar when there is one (`vhs.go`, `Setup`); xterm.js then
/// fits cells of its font into that: a cell is the font's advance rounded down plus the letter
/// spacing wide, and its line height rounded up times `LineHeight` (rounded down) tall. VHS's
/// font is JetBrains Mono, whose advance is 0.6 em and whose line is 1.32 em (its ascent 1020
/// and descent 300 units of 1000).
public struct PixelMetrics: Hashable, Sendable {
    public var width = 1200.0
    public var height = 600.0
    public var fontSize = 22.0
    public var padding = 60.0
    public var letterSpacing = 1.0
    public var lineHeight = 1.0
    public var margin = 0.0
    public var windowBarSize = 30.0
    public var marginFill = false
    public var windowBar = false

    /// JetBrains Mono's advance and line, in ems.
    public static let advance = 0.6
    public static let line = 1.32

    public init() {}

    public mutating func apply(_ setting: PixelSetting) {
        switch setting {
        case .fontSize(let value): fontSize = value
        case .padding(let value): padding = value
        case .letterSpacing(let value): letterSpacing = value
        case .lineHeight(let value): lineHeight = value
        case .margin(let value): margin = value
        case .windowBarSize(let value): windowBarSize = value
        case .marginFill(let fill): marginFill = !fill.isEmpty
        case .windowBar(let style): windowBar = !style.isEmpty
        }
    }

    /// A cell's size in pixels.
    public var cellWidth: Double { (fontSize * Self.advance).rounded(.down) + letterSpacing.rounded() }
    public var cellHeight: Double { ((fontSize * Self.line).rounded(.up) * lineHeight).rounded(.down) }

    /// The pixels around the terminal, across and down (VHS refuses a picture smaller than these).
    public var frameWidth: Double { 2 * padding + (marginFill ? 2 * margin : 0) }
    public var frameHeight: Double { frameWidth + (windowBar ? windowBarSize : 0) }

    /// The terminal's size in cells (at least one of each).
    public var columns: Int { Self.count(width - frameWidth, cellWidth) }
    public var rows: Int { Self.count(height - frameHeight, cellHeight) }

    static func count(_ pixels: Double, _ cell: Double) -> Int {
        guard cell > 0, pixels > 0 else { return 1 }
        return max(1, min(1000, Int((pixels / cell).rounded(.down))))
    }
}
