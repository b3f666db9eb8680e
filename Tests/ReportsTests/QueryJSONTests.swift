import PoseEngine
import Reports
import TestSupport
import Testing

/// The query document's app members (Docs/CONTRACT.md).
@Suite("Query JSON")
struct QueryJSONTests {
    @Test("splitArrangementAxis is reported per window: the axis when both views show, null when one does")
    func reportedAxis() {
        // Notes splits horizontally in book and shows one view in laptop.
        let book = scene("book", app: "notes").json.render()
        let laptop = scene("laptop", app: "notes").json.render()
        #expect(book.contains("\"splitArrangementAxis\": \"horizontal\""))
        #expect(laptop.contains("\"splitArrangementAxis\": null"))
    }

    @Test("toolbarVerticalEdge is null in the JSON wherever the bars aren't vertical: a game, inner portrait")
    func verticalEdgeSignal() {
        #expect(scene("book", app: "mail").json.render().contains("\"toolbarVerticalEdge\": \"trailing\""))
        for (pose, app) in [("book", "hud"), ("laptop", "mail")] {
            #expect(
                !scene(pose, app: app).json.render().contains("\"toolbarVerticalEdge\": \"trailing\""), "\(pose) \(app)"
            )
        }
    }

    @Test("The settings in words, in the screen's order and in sweep's")
    func settingsWords() {
        let pose = PoseState(
            angle: 127, innerOrientation: .landscape, outerOrientation: .portrait, splitView: true,
            layoutDirection: .rightToLeft)
        let words = SettingsWords(pose: pose, query: RegionQuery(includeInactive: true, behavior: .fixed))
        #expect(words.sweepHeader == ["Split View", "RTL", ".fixed", "clip", ".includeInactive"])
        #expect(words.optionsLine.suffix(2) == ["camera off", "live activity off"])
    }
}
