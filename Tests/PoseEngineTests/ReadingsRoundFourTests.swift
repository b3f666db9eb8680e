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
        let known = profile.setReading(name, to: value)
        #expect(known)
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
}
