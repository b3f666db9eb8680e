import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 42's judgement calls: each a named reading with its default, tested both ways with the
/// sentences each side rests on (Docs/DOMAIN.md §10).
@Suite("Readings, round four: each judgement call both ways")
struct ReadingsRoundFourTests {
    func layout(
        _ app: AppProfile, _ pose: String, window: WindowID = .main, _ change: (inout PoseState) -> Void = { _ in }
    ) throws -> AppLayout {
        try #require(Engine(profile: duo, app: app).scene(for: state(pose, change)).window(window)?.app)
    }

    static func reading(_ app: String, _ name: String, _ value: String) -> AppProfile {
        var profile = AppLayoutTests.app(app)
        do { try profile.setReading(name, to: value) } catch { Issue.record("\(name)=\(value): \(error)") }
        return profile
    }

    @Test(
        "pinnedActions: the placement is named `topBarPinnedTrailing` (trailingEnd, default) / \"custom Back/Close (cancellationAction), then pinned prominent actions (topBarPinnedTrailing)\" (besideNavigation)"
    )
    func pinnedActions() throws {
        // Laptop: horizontal bars 669 pt wide, 15 slots of 44 pt. Files' top bar: back, cancel, done, share, tag.
        let trailing = try layout(AppLayoutTests.app("files"), "laptop").bars.items.filter { $0.frame.minY == 44 }
        #expect(trailing.first { $0.id == "done" }?.frame.minX == 625)
        #expect(trailing.map(\.id) == ["back", "cancel", "done", "share", "tag"])
        #expect(trailing.filter { $0.id != "done" }.map(\.frame.minX) == [0, 44, 88, 132])
        let beside = try layout(Self.reading("files", "pinnedActions", "besideNavigation"), "laptop").bars.items
            .filter { $0.frame.minY == 44 }
        #expect(beside.map(\.frame.minX) == [0, 44, 88, 132, 176])
        // Overflowing, the overflow button stands just before the pinned item.
        var narrow = AppLayoutTests.app("files")
        narrow.toolbarItems += (0..<14).map {
            ToolbarItemSpec(id: "x\($0)", title: "X", symbol: "x", placement: .topBar, group: "x")
        }
        let full = try layout(narrow, "laptop").bars.items.filter { $0.frame.minY == 44 }
        #expect(full.last?.isOverflowButton == true && full.last?.frame.minX == 581)
        #expect(full.first { $0.id == "done" }?.frame.minX == 625)
    }

    @Test(
        "rightToLeft: \"LayoutDirectionBehavior.mirrors (default): frames flip for right-to-left\" (mirrors, default) / \"side controls keep the same physical side in right-to-left languages\" (physical)"
    )
    func rightToLeft() throws {
        let rtl: (inout PoseState) -> Void = { $0.layoutDirection = .rightToLeft }
        let mirrored = try layout(AppLayoutTests.app("player"), "laptop", rtl).bars.items
        #expect(mirrored.first { $0.id == "close" }?.frame.minX == 625)
        #expect(mirrored.first { $0.id == "airplay" }?.frame.minX == 581)
        let physical = try layout(Self.reading("player", "rightToLeft", "physical"), "laptop", rtl).bars.items
        #expect(physical.first { $0.id == "close" }?.frame.minX == 0)
        // A context menu at {"x": 0.2, "y": 0.3} of the content: 0.2 × 669 = 133.8 from the leading edge.
        let ltrMenu = try layout(AppLayoutTests.app("notes"), "laptop").presentations.first { $0.id == "noteActions" }
        #expect(ltrMenu?.anchorFrame?.minX == 133.8)
        let rtlMenu = try layout(AppLayoutTests.app("notes"), "laptop", rtl).presentations.first {
            $0.id == "noteActions"
        }
        #expect(abs((rtlMenu?.anchorFrame?.minX ?? 0) - (669 - 133.8)) < 0.001)
        let fixedMenu = try layout(Self.reading("notes", "rightToLeft", "physical"), "laptop", rtl).presentations
            .first { $0.id == "noteActions" }
        #expect(fixedMenu?.anchorFrame?.minX == 133.8)
        // Side columns keep their physical side under either reading.
        let book = try layout(Self.reading("mail", "rightToLeft", "physical"), "book", rtl)
        #expect(book.bars.edge == .right)
        #expect(try layout(AppLayoutTests.app("mail"), "book", rtl).bars.edge == .right)
    }

    static func decode(_ text: String) throws -> AppProfile { try AppProfile.decode(Array(text.utf8), file: "t.json") }

    @Test(
        "tabBarOverflow: navigation-focused: \"toolbar items go to the overflow menu, the tab bar stays\" (moreTab, default) / task-oriented: \"tab bar minimized\" read for a tab bar that can't stay (minimize)"
    )
    func nineTabsWhereEightFit() throws {
        let tabs = (1...9).map { #"{"id": "t\#($0)", "symbol": "\#($0).circle"}"# }.joined(separator: ", ")
        var app = try Self.decode(
            #"{"name": "tabs", "source": "assumed: t", "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"}], "tabBar": {"items": ["#
                + tabs + "]}}")
        // Closed: the column x 382…466 under the island (y 0…170); 662 − 170 − Back's 44 = 448 pt: eight 56 pt slots.
        let more = try #require(try layout(app, "closed").bars.tabBar)
        #expect(!more.minimized)
        #expect(more.items.map(\.id) == ["t1", "t2", "t3", "t4", "t5", "t6", "t7", "more"])
        #expect(more.overflowed == ["t8", "t9"])
        #expect(more.frame == rect(382, 214, 84, 448))
        #expect(more.items.last?.frame == rect(382, 606, 84, 56))
        app.readings.tabBarOverflow = .minimize
        let one = try #require(try layout(app, "closed").bars.tabBar)
        #expect(one.minimized && one.items.map(\.id) == ["t1"] && one.overflowed.isEmpty)
        #expect(one.frame == rect(382, 606, 84, 56))
    }

    static let splitter = #"""
        {"name": "splitter", "source": "assumed: t", "container": "navigationSplitView",
         "splitView": {"sidebarWidth": 320, "detailMinimumWidth": 200, "source": "assumed: t"},
         "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"},
                     {"id": "share", "symbol": "square.and.arrow.up", "placement": "topBar"}]}
        """#

    @Test(
        "detailAloneBars: \"In Split View each app's controls sit on its outer edge\" and \"only the detail column's bars go vertical\" (windowColumn, default) / the detail's bars go vertical \"only when the window's column stands on the detail's side\" (detailSide)"
    )
    func navigationSplitViewInASplitViewWindow() throws {
        let split: (inout PoseState) -> Void = { $0.splitView = true }
        // Book, left window (469 × 669, its sliver x 455.5…469): the 320 pt sidebar and the detail's
        // 200 pt minimum don't fit in 455.5 pt, so the detail shows alone.
        let column = try layout(Self.decode(Self.splitter), "book", window: .left, split)
        #expect(column.bars.axis == .vertical && column.bars.frame == rect(0, 0, 84, 669))
        #expect(column.columns.map(\.id) == ["detail"] && column.columns.first?.frame == rect(84, 0, 371.5, 669))
        #expect(column.columns.first?.verticalBars == true)
        #expect(column.hiddenColumns.map(\.id) == ["sidebar"])
        var app = try Self.decode(Self.splitter)
        app.readings.detailAloneBars = .detailSide
        let horizontal = try layout(app, "book", window: .left, split)
        #expect(horizontal.bars.axis == .horizontal && horizontal.bars.frame == rect(0, 44, 455.5, 50))
        #expect(horizontal.columns.first?.frame == rect(0, 94, 455.5, 575))
        // The right window's column stands on the detail's side: vertical under both.
        #expect(try layout(app, "book", window: .right, split).bars.frame == rect(385, 0, 84, 669))
        // Right to left, the two windows change places.
        let rtl: (inout PoseState) -> Void = {
            $0.splitView = true
            $0.layoutDirection = .rightToLeft
        }
        #expect(try layout(Self.decode(Self.splitter), "book", window: .right, rtl).bars.frame == rect(385, 0, 84, 669))
        #expect(try layout(app, "book", window: .right, rtl).bars.axis == .horizontal)
        // Full screen, folded, the sidebar and the detail stand either side of the fold: not alone.
        let book = try layout(Self.decode(Self.splitter), "book")
        #expect(book.columns.count == 2 && book.columns.first?.verticalBars == false)
    }

    static let popover = #"""
        {"name": "pop", "source": "assumed: t",
         "toolbar": [{"id": "filter", "symbol": "line.3.horizontal.decrease", "placement": "topBar"}],
         "presentations": [
           {"id": "filters", "kind": "popover", "anchor": "filter", "size": {"width": 320, "height": 400},
            "source": "assumed: t",
            "toolbar": [{"id": "filtersDone", "symbol": "checkmark", "placement": "prominent"},
                        {"id": "filtersReset", "symbol": "arrow.counterclockwise", "placement": "topBar"}]},
           {"id": "menu", "kind": "contextMenu", "anchor": {"x": 0.8, "y": 0.05},
            "size": {"width": 250, "height": 220}, "source": "assumed: t"}]}
        """#

    @Test(
        "adaptedPopoverBars: \"a popover as a sheet in a compact width\" and \"Sheets on the outer display go vertical by default\" (asSheet, default) / only \"sheets\" are named, a popover's bars stay horizontal (horizontal)"
    )
    func popoverAdaptedToASheet() throws {
        // Closed: the outer display is compact in width, so the popover is a sheet centred in the
        // content (x 0…382 beside the column, y 0…662): 320 × 400 at (31, 131).
        let sheet = try #require(try layout(Self.decode(Self.popover), "closed").presentations.first)
        #expect(sheet.adaptedToSheet && sheet.frame == rect(31, 131, 320, 400))
        #expect(sheet.verticalBars)
        #expect(sheet.bars?.axis == .vertical && sheet.bars?.frame == rect(267, 131, 84, 400))
        #expect(sheet.bars?.items.first?.frame == rect(267, 131, 84, 44))
        var app = try Self.decode(Self.popover)
        app.readings.adaptedPopoverBars = .horizontal
        let kept = try #require(try layout(app, "closed").presentations.first)
        #expect(!kept.verticalBars && kept.bars?.axis == .horizontal)
        #expect(kept.bars?.frame == rect(31, 131, 320, 50))
        // Done pinned at the bar's trailing end.
        #expect(kept.bars?.items.first { $0.id == "filtersDone" }?.frame == rect(307, 131, 44, 50))
        // A regular width keeps the popover a popover, its bars horizontal under both.
        let book = try #require(try layout(Self.decode(Self.popover), "book").presentations.first)
        #expect(!book.adaptedToSheet && book.bars?.axis == .horizontal)
    }

    @Test(
        "anchoredOcclusions: a presentation \"never overlaps … an active occlusion\", the pixels a camera or the island covers (frameOnly, default) / \"system containers that already avoid reserved regions\" read as the side beside the region (largestSide)"
    )
    func menuUnderALiveActivity() throws {
        let live: (inout PoseState) -> Void = {
            $0.outerOrientation = .landscape
            $0.liveActivity = true
        }
        // Closed landscape with a Live Activity: the island 250 × 84 at (0, 0), the column x 0…84;
        // the menu's anchor 0.8 × 578 + 84 = 546.4, 0.05 × 466 = 23.3.
        let scene = Engine(profile: duo, app: try Self.decode(Self.popover)).scene(for: state("closed", live))
        let island = try #require(scene.display(.outer).regions.first { $0.id == "island" })
        #expect(island.frame == rect(0, 0, 250, 84))
        let beside = try #require(try layout(Self.decode(Self.popover), "closed", live).presentations.last)
        let anchor = try #require(beside.anchorFrame)
        #expect(abs(anchor.minX - 546.4) < 0.001 && abs(anchor.minY - 23.3) < 0.001)
        #expect(
            beside.frame.minX == 412 && beside.frame.minY == anchor.minY
                && beside.frame.size == Size(width: 250, height: 220))
        var app = try Self.decode(Self.popover)
        app.readings.anchoredOcclusions = .largestSide
        let below = try #require(try layout(app, "closed", live).presentations.last)
        #expect(below.frame == rect(412, 84, 250, 220))
        #expect(below.anchorFrame == beside.anchorFrame)
        // A menu that does meet the island moves the least way out of it: down, below y 84.
        app = try Self.decode(Self.popover.replacingOccurrences(of: #""x": 0.8"#, with: #""x": 0.1"#))
        let moved = try #require(try layout(app, "closed", live).presentations.last)
        #expect(moved.frame.minY == 84 && moved.frame.minX == 84)
    }

    @Test("Docs/DOMAIN.md §9–§10 name every reading and each of its values")
    func domainNamesEveryReading() throws {
        let domain = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Docs/DOMAIN.md"), encoding: .utf8)
        let sections = try #require(domain.range(of: "## 9. ")).lowerBound
        let text = domain[sections...]
        for reading in AppProfile.readingChoices {
            #expect(text.contains(reading.name), "\(reading.name)")
            for value in reading.values {
                let named = ["`\(value)`", "\"\(value)\"", "`\(reading.name): \(value)`"]
                #expect(named.contains { text.contains($0) }, "\(reading.name)=\(value)")
            }
        }
        // A reading of §10 names its default as `name: default`.
        let table = try #require(domain.range(of: "## 10. ")).lowerBound
        for reading in Readings.choices where reading.name != "splitViewContent" {
            #expect(domain[table...].contains("`\(reading.name): \(reading.values[0])`"), "\(reading.name)")
        }
    }
}
