import FileIO
import Foundation
import PoseEngine
import Reports
import TestSupport
import Testing

/// Docs/DOMAIN.md §5 and §6, with app profiles.
@Suite("App layout: bars, presentations, arrangement, grid")
struct AppLayoutTests {
    static func app(_ name: String) -> AppProfile {
        guard let app = ProfileLoader.bundledApp(named: name) else { fatalError("no bundled app \(name)") }
        return app
    }

    func scene(_ pose: String, app: AppProfile, _ change: (inout PoseState) -> Void = { _ in }) -> PoseScene {
        Engine(profile: duo, app: app).scene(for: state(pose, change))
    }

    func layout(
        _ pose: String, _ app: AppProfile, window: WindowID = .main, _ change: (inout PoseState) -> Void = { _ in }
    ) -> AppLayout {
        scene(pose, app: app, change).window(window)!.app!
    }

    func item(_ id: String, _ placement: BarItemPlacement, _ group: String, _ priority: VisibilityPriority = .standard)
        -> ToolbarItemSpec
    {
        ToolbarItemSpec(
            id: id, title: id, symbol: "circle", placement: placement, group: group, visibilityPriority: priority)
    }

    // MARK: Side column

    @Test(
        "The column: island and status area at the top, navigation, prominent, top-bar items, a space, bottom-bar items, the tab bar"
    )
    func columnOrder() throws {
        let app = AppProfile(
            name: "t", displayName: "t",
            toolbarItems: [
                item("share", .bottomBar, "b"), item("edit", .topBar, "a"), item("done", .prominent, "d"),
                item("back", .navigation, "n"),
            ],
            tabItems: [
                TabItemSpec(id: "one", title: "One", symbol: "1.circle"),
                TabItemSpec(id: "two", title: "Two", symbol: "2.circle"),
            ])
        let bars = layout("book", app).bars
        #expect(bars.axis == .vertical)
        #expect(bars.edge == .right)
        #expect(bars.frame == rect(951 - 84, 0, 84, 669))
        #expect(bars.statusFrame == rect(867, 0, 84, 170), "the island tops the column")
        #expect(bars.items.map(\.id) == ["back", "done", "edit", "share"])
        let m = duo.bars
        #expect(bars.items[0].frame.minY == 170)
        #expect(bars.items[2].frame.minY == 170 + 2 * m.itemHeight)
        #expect(
            bars.items[3].frame.minY == bars.items[2].frame.maxY + m.groupGap,
            "a space between top-bar and bottom-bar items")
        let tabs = try #require(bars.tabBar)
        #expect(tabs.frame.maxY == 669 && tabs.frame.height == 2 * m.tabItemHeight)
        #expect(!tabs.minimized)
        #expect(bars.overflowed.isEmpty)
    }

    @Test("Split View: bars on each window's outer edge, the same physical side in right-to-left")
    func splitBars() {
        let mail = Self.app("mail")
        for rtl in [false, true] {
            let split = scene("book", app: mail) {
                $0.splitView = true
                $0.layoutDirection = rtl ? .rightToLeft : .leftToRight
            }
            #expect(split.window(.left)!.app!.bars.edge == .left)
            #expect(split.window(.left)!.app!.bars.frame.minX == 0)
            #expect(split.window(.right)!.app!.bars.edge == .right)
            #expect(split.window(.right)!.app!.bars.frame.maxX == 469)
        }
        let left = scene("book", app: mail) { $0.splitView = true }.window(.left)!.app!
        #expect(
            left.bars.statusFrame?.height == duo.bars.statusAreaHeight, "no island on the left edge: the status area")
    }

    @Test("Safe area: the column's side; named by layout direction")
    func safeArea() {
        let mail = Self.app("mail")
        #expect(layout("book", mail).safeArea == PhysicalInsets(right: 84))
        let rtl = scene("book", app: mail) { $0.layoutDirection = .rightToLeft }.window(.main)!
        #expect(rtl.app!.safeArea.directional(.rightToLeft).leading == 84)
        let portrait = layout("laptop", mail)
        #expect(portrait.safeArea.top == portrait.bars.frame.maxY)
        #expect(portrait.safeArea.bottom == duo.bars.tabBarHeight + duo.bars.toolbarHeight)
    }

    // MARK: Overflow

    @Test("Overflow: the lowest priority first, bottom to top among equals; an item's own priority over its group's")
    func overflowOrder() {
        let items = [
            item("back", .navigation, "nav", .low),
            item("a1", .topBar, "A", .high), item("a2", .topBar, "A", .low),
            item("b1", .topBar, "B", .standard), item("b2", .topBar, "B", .standard),
            item("c1", .bottomBar, "C", .low), item("c2", .bottomBar, "C", .high),
            item("c3", .bottomBar, "C", .standard),
            item("d1", .bottomBar, "D", .standard),
        ]
        var order: [[String]] = []
        for keep in stride(from: items.count, through: 1, by: -1) {
            let (_, overflowed) = AppLayout.overflow(items) { $0.count <= keep }
            order.append(overflowed)
        }
        // Low first (c1 is lower in the bar than a2), then standard bottom to top (d1, c3, b2, b1), then high (c2, a1).
        let removal = ["c1", "a2", "d1", "c3", "b2", "b1", "c2", "a1"]
        for (step, overflowed) in order.enumerated() where step > 0 {
            #expect(Set(overflowed) == Set(removal.prefix(step)), "step \(step): \(overflowed)")
        }
        #expect(!order.last!.contains("back"), "navigation never overflows")
    }

    @Test(
        "Priority is given to whole groups, then to items; badges and frequent actions stay longest; higher/lower than another item"
    )
    func overflowPriorities() throws {
        // "Frequent actions (Compose, New Note) and status-bearing items (badges) stay visible longest."
        var app = AppProfile(
            name: "t", displayName: "t",
            toolbarItems: [
                ToolbarItemSpec(
                    id: "compose", title: "Compose", symbol: "pencil", placement: .topBar, group: "respond",
                    hasOwnPriority: false),
                ToolbarItemSpec(
                    id: "inbox", title: "Inbox", symbol: "tray", placement: .topBar, group: "other", badge: 3,
                    hasOwnPriority: false),
                ToolbarItemSpec(
                    id: "flag", title: "Flag", symbol: "flag", placement: .bottomBar, group: "triage",
                    hasOwnPriority: false),
                ToolbarItemSpec(
                    id: "move", title: "Move", symbol: "folder", placement: .bottomBar, group: "triage",
                    hasOwnPriority: false),
                ToolbarItemSpec(
                    id: "note", title: "Note", symbol: "note", placement: .bottomBar, group: "misc",
                    hasOwnPriority: false,
                    relativePriority: RelativePriority(higher: true, other: "compose")),
            ])
        app.groupPriorities = ["respond": .high, "triage": .low]
        let ranks = AppLayout.overflowRanks(app.toolbarItems, groups: app.groupPriorities)
        #expect(ranks == [2, 2, 0, 0, 2.5], "group high; badge → high; group low; higher than compose")
        let (_, first) = AppLayout.overflow(app.toolbarItems, ranks: ranks) { $0.count <= 4 }
        #expect(first == ["move"], "the lowest group goes first, bottom to top")
        let (_, three) = AppLayout.overflow(app.toolbarItems, ranks: ranks) { $0.count <= 2 }
        #expect(Set(three) == ["move", "flag", "inbox"])
        // The invariant, at every squeeze: no item overflows while a lower-ranked item of another group stays.
        for keep in 0...app.toolbarItems.count {
            let (kept, overflowed) = AppLayout.overflow(app.toolbarItems, ranks: ranks) { $0.count <= keep }
            for gone in overflowed {
                let goneRank = ranks[app.toolbarItems.firstIndex { $0.id == gone }!]
                for stays in kept {
                    let staysRank = ranks[app.toolbarItems.firstIndex { $0.id == stays.id }!]
                    #expect(!(staysRank < goneRank), "\(gone) overflowed while \(stays.id) (lower) stays")
                }
            }
        }
    }

    @Test(
        "Axis behaviour: automatic puts symbols in the column and keeps title-only items and custom views horizontal; verticalPreferred opts them in"
    )
    func axisBehaviour() {
        let app = AppProfile(
            name: "t", displayName: "t",
            toolbarItems: [
                ToolbarItemSpec(id: "symbol", title: "S", symbol: "star", placement: .topBar, group: "a"),
                ToolbarItemSpec(id: "title", title: "Title", symbol: nil, placement: .topBar, group: "a"),
                ToolbarItemSpec(
                    id: "custom", title: "Custom", symbol: "slider", placement: .topBar, group: "a", kind: .customView),
                ToolbarItemSpec(
                    id: "titleIn", title: "Title", symbol: nil, placement: .topBar, group: "a",
                    axisBehavior: .verticalPreferred),
                ToolbarItemSpec(
                    id: "customIn", title: "C", symbol: nil, placement: .topBar, group: "a",
                    axisBehavior: .verticalPreferred, kind: .customView),
                ToolbarItemSpec(
                    id: "words", title: "Words", symbol: "textformat", placement: .topBar, group: "a",
                    axisBehavior: .horizontalOnly),
            ])
        let bars = layout("book", app).bars
        #expect(bars.items.map(\.id) == ["symbol", "titleIn", "customIn"])
        #expect(bars.horizontalItems == ["title", "custom", "words"])
    }

    @Test(
        "The top of the column: cancellationAction and navigation, then topBarPinnedTrailing and prominent; flexible spacers take no height, fixed ones keep theirs"
    )
    func columnTopAndSpacers() {
        let app = AppProfile(
            name: "t", displayName: "t",
            toolbarItems: [
                ToolbarItemSpec(id: "edit", title: "Edit", symbol: "pencil", placement: .topBar, group: "e"),
                ToolbarItemSpec(
                    id: "done", title: "Done", symbol: "checkmark", placement: .topBarPinnedTrailing, group: "d"),
                ToolbarItemSpec(
                    id: "close", title: "Close", symbol: "xmark", placement: .cancellationAction, group: "c"),
                ToolbarItemSpec(
                    id: "flex", title: "", symbol: nil, placement: .topBar, group: "e", kind: .flexibleSpacer),
                ToolbarItemSpec(
                    id: "share", title: "Share", symbol: "square.and.arrow.up", placement: .topBar, group: "e"),
                ToolbarItemSpec(
                    id: "fixed", title: "", symbol: nil, placement: .topBar, group: "e", kind: .fixedSpacer,
                    spacerHeight: 20),
                ToolbarItemSpec(id: "more", title: "More", symbol: "ellipsis", placement: .topBar, group: "e"),
            ])
        let bars = layout("book", app).bars
        #expect(bars.items.map(\.id) == ["close", "done", "edit", "share", "more"])
        let y = bars.items.map(\.frame.minY), h = duo.bars.itemHeight
        #expect(y[3] == y[2] + h, "a flexible spacer is zero-size vertically")
        #expect(y[4] == y[3] + h + 20, "a fixed spacer keeps its size")
    }

    @Test("The overflow menu holds what overflowed; an overflow button shows its count")
    func overflowButton() {
        let bars = layout("book", Self.app("mail")).bars
        // Compose, a frequent action, ranks above Reply: it stays longest of the bottom bar.
        #expect(bars.overflowed == ["search", "filter", "archive", "flag", "move", "reply"])
        #expect(bars.items.last?.isOverflowButton == true)
        #expect(bars.items.filter { !$0.isOverflowButton }.map(\.id) == ["back", "trash", "compose"])
        let total = bars.items.map(\.frame.height).reduce(0, +) + duo.bars.groupGap
        #expect(170 + total <= bars.tabBar!.frame.minY, "the items fit above the tab bar")
    }

    @Test(
        "Compression on the outer display in landscape: automatic (navigation-focused) keeps the tab bar, prefersToolbarItems keeps the toolbar"
    )
    func compression() {
        var focused = Self.app("notes")
        focused.compression = .automatic
        #expect(Self.app("notes").compression == .prefersToolbarItems)
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
        #expect(folded.placement == .leadingEdge && folded.frame.minX == 0)
        let rtl = try #require(
            layout("book", Self.app("mail")) { $0.layoutDirection = .rightToLeft }.presentations.first)
        #expect(rtl.frame.maxX == 951 - 84, "right-to-left: the leading edge is on the right, inside the safe area")
        let flat = try #require(layout("flat", Self.app("mail")).presentations.first)
        #expect(flat.placement == .centered)
        #expect(abs(flat.frame.midX - (951 - 84) / 2) < 0.001)

        let alert = try #require(layout("book", Self.app("reader")).presentations.first)
        #expect(alert.placement == .trailingSide)
        #expect(alert.frame.minX >= 495.5, "clear of the fold's frame")
        #expect(alert.frame.size == duo.bars.alertSize)
        #expect(try #require(layout("flat", Self.app("reader")).presentations.first).placement == .centered)
    }

    // MARK: Arrangement

    @Test("Overlay: primary over secondary; partially folded, to opposite sides of the fold")
    func overlay() throws {
        let player = Self.app("player")
        let flat = try #require(layout("flat", player).arrangement)
        #expect(flat.panes.count == 2 && flat.panes[0].frame == flat.panes[1].frame)
        let book = try #require(layout("book", player).arrangement)
        let primary = try #require(book.panes.first { $0.id == "primary" }),
            secondary = try #require(book.panes.first { $0.id == "secondary" })
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
        // Laptop: the content is taller than wide, so the natural axis is vertical, which notes doesn't
        // allow: one view, never the other axis.
        let laptop = try #require(layout("laptop", Self.app("notes")).arrangement)
        #expect(laptop.axis == nil && laptop.panes.count == 1)
        #expect(laptop.reason.contains("natural axis (vertical) isn't allowed"), "\(laptop.reason)")
        let outer = try #require(layout("closed", Self.app("notes")).arrangement)
        #expect(
            outer.axis == nil && outer.panes.map(\.id) == ["secondary"],
            "outer: 382 pt of content can't hold two 300 pt panes; vertical isn't allowed")
        var equal = Self.app("notes")
        equal.arrangement?.secondaryLayoutPriority = 0
        equal.arrangement?.minimumPaneSize = Size(width: 1000, height: 1000)
        #expect(
            try #require(layout("book", equal).arrangement).panes.map(\.id) == ["primary"],
            "equal priorities: the primary")
    }

    // MARK: Grid

    /// columns = max(1, ⌊(width + 24) / (145 + 24)⌋); odd and > 1 with a division: rounded down (default) or one added.
    @Test(
        "The even-column rule, both readings",
        arguments: [
            (621.0, false, 3, 3), (621, true, 2, 4), (145, true, 1, 1), (313, true, 1, 1), (314, true, 2, 2),
            (507, true, 2, 4), (507, false, 3, 3),
            (10, true, 1, 1), (820, true, 4, 4), (841, true, 4, 6),
        ])
    func evenColumns(width: Double, division: Bool, roundDown: Int, addOne: Int) {
        let down = AdaptiveGridSpec(minimumItemWidth: 145, spacing: 24, padding: 24)
        let up = AdaptiveGridSpec(minimumItemWidth: 145, spacing: 24, padding: 24, evenColumns: .addOne)
        #expect(AppLayout.evenColumnCount(width: width, spec: down, divisionExists: division) == roundDown)
        #expect(AppLayout.evenColumnCount(width: width, spec: up, divisionExists: division) == addOne)
        // Rounding down never makes an item narrower than its minimum.
        let count = AppLayout.evenColumnCount(width: width, spec: down, divisionExists: division)
        if width >= 145 { #expect((width - Double(count - 1) * 24) / Double(count) >= 145) }
    }

    @Test("The grid names the reading it used; a vertically scrolling grid ignores a horizontal fold")
    func evenColumnsNamed() throws {
        let flat = try #require(layout("flat", Self.app("reader")).grid)
        #expect(flat.evenColumns == .roundDown)
        var addOne = Self.app("reader")
        addOne.grid?.evenColumns = .addOne
        let more = try #require(layout("flat", addOne).grid)
        #expect(more.evenColumns == .addOne && more.columns.count >= flat.columns.count)
        // Laptop: the fold is horizontal; a vertically scrolling grid needs no even count and no gap for it.
        let laptop = try #require(layout("laptop", Self.app("reader")).grid)
        #expect(laptop.mode == "even" && laptop.evenColumns == nil)
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
        // Flat: the fold is inactive but exists, so the even rule makes the count even.
        let flat = try #require(layout("flat", reader).grid)
        #expect(flat.mode == "even" && flat.columns.count % 2 == 0)
        let outer = try #require(layout("closed", reader).grid)
        #expect(outer.mode == "even")
    }

    // MARK: Validation

    @Test(
        "App profile errors name the JSON path",
        arguments: [
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a"}]}"#, "$.toolbar[0]",
                "missing key \"placement\""
            ),
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "middle"}]}"#,
                "$.toolbar[0].placement", "is not one of"
            ),
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "topBar"}, {"id": "a", "placement": "topBar"}]}"#,
                "$.toolbar[1].id", "already used"
            ),
            (
                #"{"name": "x", "source": "assumed", "presentations": [{"kind": "sheet"}]}"#, "$.presentations[0]",
                "needs its preferred size"
            ),
            (#"{"name": "x"}"#, "$", "missing key \"source\""),
            (
                #"{"name": "x", "source": "assumed", "grid": {"minimumItemWidth": 0, "spacing": 1, "padding": 1, "source": "assumed"}}"#,
                "$.grid.minimumItemWidth", "must be within 1…10000"
            ),
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
        #expect(
            EmbeddedProfiles.apps.map(\.name).sorted() == [
                "files", "hud", "mail", "notes", "player", "reader", "scrubber", "sketch",
            ])
        for entry in EmbeddedProfiles.apps {
            #expect(ProfileLoader.bundledApp(named: entry.name) != nil, "\(entry.name)")
        }
    }
}
