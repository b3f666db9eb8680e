import Foundation
import TestSupport
import Testing

/// Issue 24 through the binary: `query`, `audit`, `--reading` and the screen in tmux agree on the
/// new answers (containers, readings, popovers, context menus, nested presentations, a sheet's bars).
@Suite("Containers, readings and presentations (binary)")
struct RoundThreeEndToEndTests {
    /// An app profile of its own, written to a folder.
    static func gallery() throws -> URL {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("gallery.json")
        try #"""
        {"name": "gallery", "source": "assumed: a test profile", "container": "navigationSplitView",
         "splitView": {"sidebarWidth": 200, "inspectorWidth": 160, "source": "assumed: a test profile"},
         "toolbar": [{"id": "back", "title": "Back", "symbol": "chevron.left", "placement": "navigation"},
                     {"id": "filters", "title": "Filters", "symbol": "slider.horizontal.3", "placement": "topBar"}],
         "presentations": [
           {"id": "filterPop", "kind": "popover", "anchor": "filters", "size": {"width": 240, "height": 200},
            "source": "assumed: a test profile"},
           {"id": "share", "kind": "sheet", "size": {"width": 360, "height": 400}, "source": "assumed: a test profile",
            "toolbar": [{"id": "send", "title": "Send", "symbol": "paperplane", "placement": "topBarPinnedTrailing"}],
            "presents": [{"id": "sent", "kind": "alert"}]}]}
        """#.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("query --app: columns and the hidden ones, readings, popovers, nesting and a sheet's bars")
    func query() throws {
        let file = try Self.gallery()
        let json = try runBinary(["query", "--app", file.path]).json()
        #expect(
            (json[path: "windows.0.columns"] as? [[String: Any]])?.map { $0["id"] as? String } == ["sidebar", "detail"])
        #expect(json.string("windows.0.hiddenColumns.0.id") == "inspector")
        #expect(json.string("windows.0.hiddenColumns.0.reason") == "folded")
        #expect(json.string("windows.0.readings.foldedColumns") == "equalPanes")
        #expect(json.string("windows.0.presentations.0.kind") == "popover")
        #expect(json.string("windows.0.presentations.0.placement") == "belowAnchor")
        #expect(json.string("windows.0.presentations.2.parent") == "share")
        #expect(json.string("windows.0.presentations.1.bars.items.0.id") == "send")
        let other = try runBinary(["query", "--app", file.path, "--reading", "foldedColumns=fillSides"]).json()
        #expect(other.string("windows.0.readings.foldedColumns") == "fillSides")
        #expect(other.number("windows.0.columns.0.frame.x") == 0)
    }

    @Test("--reading: 64 for an unknown name or value, or without --app; a profile's bad reading is 65")
    func readings() throws {
        let file = try Self.gallery()
        let unknown = try runBinary(["query", "--app", file.path, "--reading", "colour=blue"])
        #expect(unknown.status == 64 && unknown.stderr.contains("NAME one of"))
        let value = try runBinary(["query", "--app", file.path, "--reading", "badges=sometimes"])
        #expect(value.status == 64 && value.stderr.contains("promoteAutomatic, promoteAlways"))
        #expect(try runBinary(["query", "--reading", "badges=promoteAlways"]).status == 64)
        let folder = try temporaryFolder()
        try #"{"name": "r", "source": "assumed: t", "readings": {"statusArea": "sometimes"}}"#
            .write(to: folder.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        let bad = try runBinary(["query", "--app", "r.json"], in: folder)
        #expect(bad.status == 65 && bad.stderr.contains("$.readings.statusArea"))
    }

    @Test("audit lists every presentation with what it found; notes don't fail it")
    func audit() throws {
        let file = try Self.gallery()
        let text = try runBinary(["audit", file.path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("filterPop (popover)"))
        #expect(text.stdout.contains("shown as a sheet: a compact width adapts a popover"))
        #expect(text.stdout.contains("sent (alert, over share)"))
        let json = try runBinary(["audit", file.path, "--json"]).json()
        let presentations = try #require(json["presentations"] as? [[String: Any]])
        #expect(presentations.map { $0["id"] as? String } == ["filterPop", "share", "sent"])
        #expect(presentations[2]["parent"] as? String == "share")
    }

    @Test(
        "The screen shows a popover by its anchor, a sheet with its own bar and what it presents, and a popover as a sheet when closed",
        .enabled(if: TmuxSession.available, "tmux is not installed (.ci/run installs it): skipped"))
    func screen() throws {
        let file = try Self.gallery()
        let tmux = try TmuxSession(["--no-mouse", "--app", file.path], columns: 200, rows: 50)
        // The boxes' titles (as wide as the boxes allow) and the panel's summary of the focused window.
        let book = try tmux.waitForAll([
            "┌ sheet · leadingEdge", "┌ alert · trailingSide", "popover belowAnchor", "alert trailingSide over share",
        ])
        #expect(book.contains("hidden inspector (folded)"))
        // Send is pinned (`topBarPinnedTrailing`): at the trailing end of the sheet's own bar, inside its outline.
        #expect(book.contains(/Send *│/), "the sheet's own bar inside its outline")
        try tmux.send("1")
        _ = try tmux.waitFor("popover as a sheet")
        try tmux.send("q")
        _ = try tmux.waitFor("EXIT=0")
    }
}
