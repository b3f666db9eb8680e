import PoseEngine
import Simulator

// MARK: - Captures

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
