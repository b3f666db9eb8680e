import Foundation
import PoseEngine
import TestSupport
import Testing

/// Docs/DOMAIN.md §5 and §6, with app profiles.
@Suite("App layout: bars, presentations, arrangement, grid")
struct AppLayoutTests {
    static func app(_ name: String) -> AppProfile {
        guard let app = AppProfile.bundled(name) else { fatalError("no bundled app \(name)") }
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
}
