import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 24's decisions where the documents leave room, each with its default and the other
/// reading, and the outer display turned sideways (Docs/DOMAIN.md §5, §9, §10).
@Suite("Readings: each decision both ways")
struct ReadingsTests {
    static func decode(_ text: String) throws -> AppProfile {
        try AppProfile.decode(Array(text.utf8), file: "t.json")
    }

    func layout(
        _ app: AppProfile, _ pose: String, window: WindowID = .main, _ change: (inout PoseState) -> Void = { _ in }
    )
        -> AppLayout?
    {
        Engine(profile: duo, app: app).scene(for: state(pose, change)).window(window)?.app
    }

    static let bars = try! decode(
        #"""
        {"name": "bars", "source": "assumed: a test profile",
         "toolbar": [{"id": "close", "symbol": "xmark", "placement": "cancellationAction"},
                     {"id": "pin", "symbol": "pin", "placement": "topBar"},
                     {"id": "tag", "symbol": "tag", "placement": "topBar"}],
         "tabBar": {"items": [{"id": "t1", "symbol": "1.circle"}, {"id": "t2", "symbol": "2.circle"},
                              {"id": "t3", "symbol": "3.circle"}, {"id": "t4", "symbol": "4.circle"},
                              {"id": "t5", "symbol": "5.circle"}, {"id": "t6", "symbol": "6.circle"},
                              {"id": "t7", "symbol": "7.circle"}]}}
        """#)

    @Test("The outer display in landscape: the phone turned counterclockwise, the island heads the column")
    func outerLandscape() throws {
        let scene = Engine(profile: duo, app: Self.bars).scene(
            for: state("closed") { $0.outerOrientation = .landscape })
        let window = try #require(scene.window(.main))
        #expect(window.sideBarPhysicalEdge == .left)
        let island = try #require(scene.display(.outer).regions.first(where: { $0.id == "island" })).frame
        let camera = try #require(scene.display(.outer).regions.first(where: { $0.id == "outerCamera" })).frame
        let bars = try #require(window.app?.bars)
        #expect(bars.frame == rect(0, 0, 84, 466))
        // Top to bottom: the island (with the status area it holds), then the toolbar, the tab bar at the foot.
        #expect(island.minY == 0 && island.minX == 0)
        #expect(bars.statusFrame == rect(0, 0, 84, island.maxY))
        #expect(try #require(bars.items.first).frame.minY == island.maxY)
        #expect(try #require(bars.tabBar).frame.maxY == 466)
        // The outer camera is aligned with the side controls: within the column's width.
        #expect(camera.minX >= bars.frame.minX && camera.maxX <= bars.frame.maxX)
    }

    @Test("A navigation-focused tab bar that can't fit: the tabs that fit and a More tab (default), or minimized")
    func tabBarOverflow() throws {
        var app = Self.bars
        app.readings.tabBarOverflow = .minimize
        let minimized = try #require(layout(app, "closed") { $0.outerOrientation = .landscape }?.bars.tabBar)
        #expect(minimized.minimized && minimized.items.count == 1 && minimized.overflowed.isEmpty)
        let bars = try #require(layout(Self.bars, "closed") { $0.outerOrientation = .landscape }?.bars)
        let tabs = try #require(bars.tabBar)
        // Room 466 − 84 = 382; Close and the overflow button 88; ⌊294 / 56⌋ = 5 slots: four tabs and More.
        #expect(!tabs.minimized)
        #expect(tabs.items.map(\.id) == ["t1", "t2", "t3", "t4", "more"])
        #expect(tabs.overflowed == ["t5", "t6", "t7"])
        let last = try #require(bars.items.last)
        #expect(tabs.frame.maxY == 466 && tabs.frame.minY >= last.frame.maxY)
    }

    @Test("An item's own priority overrides its group's (default) or orders it within its group")
    func itemPriority() {
        let items = [
            ToolbarItemSpec(
                id: "a", title: "a", symbol: "a", placement: .topBar, group: "quiet", visibilityPriority: .high),
            ToolbarItemSpec(id: "b", title: "b", symbol: "b", placement: .topBar, group: "busy", hasOwnPriority: false),
        ]
        let groups: [String: VisibilityPriority] = ["quiet": .low]
        let overrides = AppLayout.overflowRanks(items, groups: groups)
        #expect(overrides[0] > overrides[1], "a's own high beats b's standard")
        var readings = Readings()
        readings.itemPriority = .refinesGroup
        let refines = AppLayout.overflowRanks(items, groups: groups, readings: readings)
        #expect(refines[0] < refines[1], "a's group is low: it overflows first whatever a's own priority")
    }

    @Test("A badge keeps an item high where nobody set a priority (default), or always")
    func badges() {
        let items = [
            ToolbarItemSpec(
                id: "low", title: "l", symbol: "l", placement: .topBar, group: "l", visibilityPriority: .low, badge: 4),
            ToolbarItemSpec(
                id: "auto", title: "a", symbol: "a", placement: .topBar, group: "a", badge: 2, hasOwnPriority: false),
        ]
        let automatic = AppLayout.overflowRanks(items, groups: [:])
        #expect(automatic == [0, 2])
        var readings = Readings()
        readings.badges = .promoteAlways
        #expect(AppLayout.overflowRanks(items, groups: [:], readings: readings) == [2, 2])
    }

    @Test("A trailing sheet in the laptop pose keeps horizontal bars (default) or goes vertical")
    func trailingSheetInPortrait() throws {
        var app = try Self.decode(
            #"""
            {"name": "s", "source": "assumed: a test profile", "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"}],
             "presentations": [{"id": "inspect", "kind": "sheet", "presentationPlacement": "trailing",
                                "size": {"width": 300, "height": 300}, "source": "assumed: a test profile"}]}
            """#)
        #expect(try #require(layout(app, "book")?.presentations.first).verticalBars)
        #expect(try #require(layout(app, "laptop")?.presentations.first).verticalBars == false)
        app.readings.trailingSheetBarsInPortrait = .vertical
        #expect(try #require(layout(app, "laptop")?.presentations.first).verticalBars)
    }

    @Test("A split on the outer display in portrait: compact only along its axis matters (default), or any compact")
    func compactSplit() throws {
        var app = try Self.decode(
            #"""
            {"name": "s", "source": "assumed: a test profile", "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"}],
             "arrangement": {"style": "split", "axes": ["vertical"], "minimumPaneSize": {"width": 50, "height": 50},
                             "source": "assumed: a test profile"}}
            """#)
        #expect(try #require(layout(app, "closed")?.arrangement).panes.count == 2)
        app.readings.compactSplit = .anyCompact
        let one = try #require(layout(app, "closed")?.arrangement)
        #expect(one.panes.map(\.id) == ["primary"] && one.axis == nil)
    }

    @Test(
        "Horizontal bars start under the status bar, or under an active occlusion; the other reading counts inactive ones"
    )
    func statusArea() throws {
        var app = Self.bars
        app.container = .custom
        #expect(try #require(layout(app, "book")?.bars.frame.minY) == duo.bars.statusAreaHeight)
        #expect(try #require(layout(app, "book") { $0.innerCameraInUse = true }?.bars.frame.minY) == 170)
        app.readings.statusArea = .anyOcclusion
        #expect(try #require(layout(app, "book")?.bars.frame.minY) == 170)
        // Split View's left window meets no island: the status bar either way.
        #expect(try #require(layout(app, "book", window: .left) { $0.splitView = true }?.bars.frame.minY) == 44)
    }
}
