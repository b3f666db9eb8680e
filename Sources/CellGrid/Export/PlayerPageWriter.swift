import DemoWeb
import PoseEngine

// MARK: - PlayerPageWriter

/// A recorded session as a player page, written as frames arrive (`Output "demo.html"` in a tape):
/// the page's head once the first frame is known, a line per frame, the styles and the player at the end.
public struct PlayerPageWriter: Sendable {
    private let title: String
    private var codec: FrameCodec?
    private var previous: Grid?
    private var pending = ""
    private var headTaken = false
    private var first: Grid?

    public init(title: String) {
        self.title = title
    }

    /// Adds a frame shown from `time` seconds on.
    public mutating func add(_ grid: Grid, at time: Double) {
        if codec == nil { codec = FrameCodec(width: grid.width, height: grid.height) }
        if first == nil { first = grid }
        let runs = codec?.diff(from: previous, to: grid) ?? ""
        previous = grid
        let stamp = formatPoints((time * 1000).rounded() / 1000)
        pending +=
            "[\(stamp),\(grid.width),\(grid.height),\(DemoPage.quote(runs).replacing("</", with: "<\\/"))],\n"
    }

    /// What is ready to be written: the head (once a frame exists), then the frames since.
    public mutating func take() -> String {
        guard first != nil else { return "" }
        var out = ""
        if !headTaken {
            headTaken = true
            out =
                DemoPage.pageParts(title: title, first: first, controls: DemoPage.playerControls).head
                + "const D = {\"frames\": [\n"
        }
        out += pending
        pending = ""
        return out
    }

    /// The rest of the page: the styles, the scripts, the end.
    public mutating func finish() -> String {
        var out = take()
        if !headTaken {
            headTaken = true
            out =
                DemoPage.pageParts(title: title, first: nil, controls: DemoPage.playerControls).head
                + "const D = {\"frames\": [\n"
        }
        let styles = (codec ?? FrameCodec(width: 0, height: 0)).css
        out += "]};\nD.styles = \(DemoPage.jsonArray(styles).replacing("</", with: "<\\/"));\n"
        out += DemoWeb.common + DemoWeb.playerScript
        out += "</script>\n</body>\n</html>\n"
        return out
    }
}
