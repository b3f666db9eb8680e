import PoseEngine
import Simulator

// MARK: - CaptureFormat

/// The forms a capture (one frame) can take: plain text (the contract's captures), or coloured
/// for demos. Which extension asks for which is `OutputFormat`'s table.
public enum CaptureFormat: String, Sendable, CaseIterable {
    case text
    case ansi
    case html
    case svg

    /// The file extension for this format.
    public var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .ansi: return "ans"
        case .html: return "html"
        case .svg: return "svg"
        }
    }

    /// The format a file name's extension asks for, if any (`OutputFormat`'s table says).
    public init?(fileExtension: String) {
        guard let format = OutputFormat.named(fileExtension)?.capture else { return nil }
        self = format
    }

    /// The grid in this format.
    public func encode(_ grid: Grid, title: String) -> String {
        switch self {
        case .text: return grid.text
        case .ansi: return ANSIEncoder.text(grid)
        case .html: return HTMLExporter.page(grid, title: title)
        case .svg: return SVGExporter.picture(grid, title: title)
        }
    }
}

extension SimState {
    /// A title for captures: `duosim · book · 127° · Split View`.
    public var captureTitle: String {
        let scene = self.scene
        var parts = ["duosim", scene.poseName, "\(formatPoints(scene.angle))°"]
        if pose.splitView { parts.append("Split View") }
        if pose.layoutDirection == .rightToLeft { parts.append("RTL") }
        return parts.joined(separator: " · ")
    }

    /// A file name for a capture of this state: `book-127-split-rtl`.
    public var captureBaseName: String {
        let scene = self.scene
        var parts = [scene.poseName, formatPoints(scene.angle)]
        if pose.splitView { parts.append("split") }
        if pose.layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }
}
