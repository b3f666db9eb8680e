import Foundation
import PoseEngine
import Testing

/// Docs/DOMAIN.md §5 and §6, with app profiles.
@Suite("App layout: bars, presentations, arrangement, grid")
struct AppLayoutTests {
    static func app(_ name: String) -> AppProfile {
        guard let app = ProfileLoader.bundledApp(named: name) else { fatalError("no bundled app \(name)") }
        return app
    }

    func scene(_ pose: String, app: AppProfile, _ change: (inout PoseState) -> Void = { _ in }) -> Scene {
        Engine(profile: duo, app: app).scene(for: state(pose, change))
    }

    func layout(_ pose: String, _ app: AppProfile, window: WindowID = .main, _ change: (inout PoseState) -> Void = { _ in }) -> AppLayout {
        scene(pose, app: app, change).window(window).app!
    }

    func item(_ id: String, _ placement: ToolbarPlacement, _ group: String, _ priority: VisibilityPriority = .standard) -> ToolbarItemSpec {
        ToolbarItemSpec(id: id, title: id, symbol: "circle", placement: placement, group: group, visibilityPriority: priority)
    }

    // MARK: Side column

    @Test("The column: island and status area at the top, navigation, prominent, top-bar items, a space, bottom-bar items, the tab bar")
    func columnOrder() throws {
        let app = AppProfile(name: "t", displayName: "t", toolbarItems: [
            item("share", .bottomBar, "b"), item("edit", .topBar, "a"), item("done", .prominent, "d"), item("back", .navigation, "n"),
        ], tabItems: [TabItemSpec(id: "one", title: "One", symbol: "1.circle"), TabItemSpec(id: "two", title: "Two", symbol: "2.circle")])
        let bars = layout("book", app).bars
        #expect(bars.axis == .vertical)
        #expect(bars.edge == .right)
        #expect(bars.frame == rect(951 - 84, 0, 84, 669))
        #expect(bars.statusFrame == rect(867, 0, 84, 170), "the island tops the column")
        #expect(bars.items.map(\.id) == ["back", "done", "edit", "share"])
        let m = duo.bars
        #expect(bars.items[0].frame.minY == 170)
        #expect(bars.items[2].frame.minY == 170 + 2 * m.itemHeight)
        #expect(bars.items[3].frame.minY == bars.items[2].frame.maxY + m.groupGap, "a space between top-bar and bottom-bar items")
        let tabs = try #require(bars.tabBar)
        #expect(tabs.frame.maxY == 669 && tabs.frame.height == 2 * m.tabItemHeight)
        #expect(!tabs.minimized)
        #expect(bars.overflowed.isEmpty)
    }

    @Test("Split View: bars on each window's outer edge, the same physical side in right-to-left")
    func splitBars() {
        let mail = Self.app("mail")
        for rtl in [false, true] {
            let split = scene("book", app: mail) { $0.splitView = true; $0.layoutDirection = rtl ? .rightToLeft : .leftToRight }
            #expect(split.window(.left).app!.bars.edge == .left)
            #expect(split.window(.left).app!.bars.frame.minX == 0)
            #expect(split.window(.right).app!.bars.edge == .right)
            #expect(split.window(.right).app!.bars.frame.maxX == 469)
        }
        let left = scene("book", app: mail) { $0.splitView = true }.window(.left).app!
        #expect(left.bars.statusFrame?.height == duo.bars.statusAreaHeight, "no island on the left edge: the status area")
    }

    @Test("Safe area: the column's side; named by layout direction")
    func safeArea() {
        let mail = Self.app("mail")
        #expect(layout("book", mail).safeArea == PhysicalInsets(right: 84))
        let rtl = scene("book", app: mail) { $0.layoutDirection = .rightToLeft }.window(.main)
        #expect(rtl.app!.safeArea.directional(.rightToLeft).leading == 84)
        let portrait = layout("laptop", mail)
        #expect(portrait.safeArea.top == portrait.bars.frame.maxY)
        #expect(portrait.safeArea.bottom == duo.bars.tabBarHeight + duo.bars.toolbarHeight)
    }

    // MARK: Overflow

    @Test("Overflow: bottom to top, by group priority, then by item priority")
    func overflowOrder() {
        let items = [
            item("back", .navigation, "nav", .low),
            item("a1", .topBar, "A", .high), item("a2", .topBar, "A", .low),
            item("b1", .topBar, "B", .standard), item("b2", .topBar, "B", .standard),
            item("c1", .bottomBar, "C", .low), item("c2", .bottomBar, "C", .high), item("c3", .bottomBar, "C", .standard),
            item("d1", .bottomBar, "D", .standard),
        ]
        var order: [[String]] = []
        for keep in stride(from: items.count, through: 1, by: -1) {
            let (_, overflowed) = AppLayout.overflow(items) { $0.count <= keep }
            order.append(overflowed)
        }
        // Group B (standard, above D) and D (standard, lowest): D first (bottom to top), then B
        // bottom to top; then the high groups, C (lower) before A, each item by priority.
        #expect(order.last == ["a1", "a2", "b1", "b2", "c1", "c2", "c3", "d1"])
        #expect(order[1] == ["d1"])
        #expect(order[2] == ["b2", "d1"])
        #expect(order[3] == ["b1", "b2", "d1"])
        #expect(order[4] == ["b1", "b2", "c1", "d1"])
        #expect(order[5] == ["b1", "b2", "c1", "c3", "d1"])
        #expect(order[6] == ["b1", "b2", "c1", "c2", "c3", "d1"])
        #expect(order[7] == ["a2", "b1", "b2", "c1", "c2", "c3", "d1"])
        #expect(!order.last!.contains("back"), "navigation never overflows")
    }

    @Test("The overflow menu holds what overflowed; an overflow button shows its count")
    func overflowButton() {
        let bars = layout("book", Self.app("mail")).bars
        #expect(bars.overflowed == ["search", "filter", "flag", "move", "reply", "compose"])
        #expect(bars.items.last?.isOverflowButton == true)
        #expect(bars.items.filter { !$0.isOverflowButton }.map(\.id) == ["back", "archive", "trash"])
        let total = bars.items.map(\.frame.height).reduce(0, +) + duo.bars.groupGap
        #expect(170 + total <= bars.tabBar!.frame.minY, "the items fit above the tab bar")
    }

    @Test("Compression on the outer display in landscape: navigation-focused keeps the tab bar, task-oriented keeps the toolbar")
    func compression() {
        var focused = Self.app("notes")
        focused.compression = .navigationFocused
        let task = Self.app("notes")
        func outerLandscape(_ app: AppProfile) -> BarLayout {
            layout("closed", app) { $0.outerOrientation = .landscape }.bars
        }
        let a = outerLandscape(focused), b = outerLandscape(task)
        #expect(a.tabBar?.minimized == false)
        #expect(a.tabBar?.items.count == 3)
        #expect(b.tabBar?.minimized == true)
        #expect(b.tabBar?.items.count == 1)
        #expect(b.overflowed.count < a.overflowed.count, "task-oriented keeps more toolbar items")
        for bars in [a, b] {
            let bottom = bars.items.last!.frame.maxY
            #expect(bottom <= bars.tabBar!.frame.minY)
        }
    }

    @Test("Text-only and horizontal-only items stay horizontal")
    func staysHorizontal() {
        #expect(layout("book", Self.app("mail")).bars.horizontalItems == ["select"])
        #expect(layout("book", Self.app("reader")).bars.horizontalItems == ["edit"])
        #expect(!layout("book", Self.app("reader")).bars.items.contains { $0.id == "edit" })
    }

    @Test("Horizontal bars in the inner display's portrait, and for an app that opts out")
    func horizontalBars() {
        let laptop = layout("laptop", Self.app("mail")).bars
        #expect(laptop.axis == .horizontal)
        #expect(laptop.frame.minY >= 37 && laptop.frame.width == 669)
        #expect(laptop.tabBar?.frame.maxY == 951)
        let player = layout("book", Self.app("player")).bars
        #expect(player.axis == .horizontal, "verticalBars: false")
    }

    // MARK: Presentations

    @Test("Sheets: folded to the leading edge, flat centred; alerts in book pose on the trailing side")
    func presentations() throws {
        let folded = try #require(layout("book", Self.app("mail")).presentations.first)
        #expect(folded.placement == "leadingEdge" && folded.frame.minX == 0)
        let rtl = try #require(layout("book", Self.app("mail")) { $0.layoutDirection = .rightToLeft }.presentations.first)
        #expect(rtl.frame.maxX == 951 - 84, "right-to-left: the leading edge is on the right, inside the safe area")
        let flat = try #require(layout("flat", Self.app("mail")).presentations.first)
        #expect(flat.placement == "centered")
        #expect(abs(flat.frame.midX - (951 - 84) / 2) < 0.001)

        let alert = try #require(layout("book", Self.app("reader")).presentations.first)
        #expect(alert.placement == "trailingSide")
        #expect(alert.frame.minX >= 495.5, "clear of the fold's frame")
        #expect(alert.frame.size == duo.bars.alertSize)
        #expect(try #require(layout("flat", Self.app("reader")).presentations.first).placement == "centered")
    }

    // MARK: Arrangement

    @Test("Overlay: primary over secondary; partially folded, to opposite sides of the fold")
    func overlay() throws {
        let player = Self.app("player")
        let flat = try #require(layout("flat", player).arrangement)
        #expect(flat.panes.count == 2 && flat.panes[0].frame == flat.panes[1].frame)
        let book = try #require(layout("book", player).arrangement)
        let primary = try #require(book.panes.first { $0.id == "primary" }), secondary = try #require(book.panes.first { $0.id == "secondary" })
        #expect(primary.frame.minX >= 495.5 && secondary.frame.maxX <= 455.5, "primary trailing, secondary leading")
        let rtl = try #require(layout("book", player) { $0.layoutDirection = .rightToLeft }.arrangement)
        #expect(rtl.panes.first { $0.id == "primary" }!.frame.maxX <= 455.5)
        let laptop = try #require(layout("laptop", player).arrangement)
        #expect(laptop.panes.first { $0.id == "primary" }!.frame.minY >= 495.5, "primary to the bottom")
    }

    @Test("Split: along the natural axis; one view, the higher layout priority, when no allowed axis fits")
    func split() throws {
        var wide = Self.app("notes")
        wide.arrangement?.minimumPaneSize = Size(width: 200, height: 200)
        let book = try #require(layout("book", wide).arrangement)
        #expect(book.axis == .horizontal && book.panes.count == 2)
        #expect(book.panes[0].frame.maxX <= 455.5 && book.panes[1].frame.minX >= 495.5, "split at the fold")
        let laptop = try #require(layout("laptop", Self.app("notes")).arrangement)
        #expect(laptop.axis == .horizontal, "portrait 669 wide: two 334.5 pt panes fit the 300 pt minimum")
        let outer = try #require(layout("closed", Self.app("notes")).arrangement)
        #expect(outer.axis == nil && outer.panes.map(\.id) == ["secondary"], "outer: 382 pt of content can't hold two 300 pt panes; vertical isn't allowed")
        var equal = Self.app("notes")
        equal.arrangement?.secondaryLayoutPriority = 0
        equal.arrangement?.minimumPaneSize = Size(width: 1000, height: 1000)
        #expect(try #require(layout("book", equal).arrangement).panes.map(\.id) == ["primary"], "equal priorities: the primary")
    }

    // MARK: Grid

    @Test("The even-column rule", arguments: [
        (621.0, false, 3), (621, true, 4), (145, true, 1), (313, true, 1), (314, true, 2), (507, true, 4), (507, false, 3), (10, true, 1),
    ])
    func evenColumns(width: Double, division: Bool, expected: Int) {
        #expect(AppLayout.evenColumnCount(width: width, spec: GridSpec(minimumItemWidth: 145, spacing: 24, padding: 24), divisionExists: division) == expected)
    }

    @Test("Four equal columns around an active fold, the gap between 2 and 3 over it, never overlapping it")
    func aroundFold() throws {
        let reader = Self.app("reader")
        let placed = try #require(layout("book", reader).grid)
        #expect(placed.mode == "aroundFold")
        #expect(placed.columns.count == 4)
        let fold = rect(455.5, 0, 40, 669)
        for column in placed.columns {
            #expect(column.intersection(fold).map { $0.width == 0 } ?? true, "\(column) overlaps the fold")
            #expect(column.width == placed.columns[0].width)
            #expect(column.minX >= 24 && column.maxX <= 951 - 84 - 24)
        }
        #expect(placed.columns[1].maxX == fold.minX && placed.columns[2].minX == fold.maxX)
        // Flat: the fold is inactive but exists, so the even rule rounds up to an even count.
        let flat = try #require(layout("flat", reader).grid)
        #expect(flat.mode == "even" && flat.columns.count % 2 == 0)
        let outer = try #require(layout("closed", reader).grid)
        #expect(outer.mode == "even")
    }

    // MARK: Validation

    @Test("App profile errors name the JSON path", arguments: [
        (#"{"name": "x", "source": "assumed", "toolbar": [{"id": "a"}]}"#, "$.toolbar[0]", "missing key \"placement\""),
        (#"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "middle"}]}"#, "$.toolbar[0].placement", "is not one of"),
        (#"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "topBar"}, {"id": "a", "placement": "topBar"}]}"#, "$.toolbar[1].id", "already used"),
        (#"{"name": "x", "source": "assumed", "presentations": [{"kind": "sheet"}]}"#, "$.presentations[0]", "needs its preferred size"),
        (#"{"name": "x"}"#, "$", "missing key \"source\""),
        (#"{"name": "x", "source": "assumed", "grid": {"minimumItemWidth": 0, "spacing": 1, "padding": 1, "source": "assumed"}}"#, "$.grid.minimumItemWidth", "must be within 1…10000"),
        (#"{"name": "x", "source": "assumed", "compression": "squeeze"}"#, "$.compression", "is not one of"),
    ])
    func validation(json: String, path: String, reason: String) {
        do {
            _ = try AppProfile.decode(Data(json.utf8), file: "app.json")
            Issue.record("decoded")
        } catch let error as DataError {
            #expect(error.location == path)
            #expect(error.reason.contains(reason), "\(error.reason)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("Every bundled sample app decodes")
    func samples() {
        #expect(EmbeddedProfiles.apps.map(\.name).sorted() == ["hud", "mail", "notes", "player", "reader", "scrubber", "sketch"])
        for entry in EmbeddedProfiles.apps { #expect(ProfileLoader.bundledApp(named: entry.name) != nil, "\(entry.name)") }
    }
}
