import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 24's grids: off the fold's sliver in Split View under every reading, counted exactly as
/// each source's code counts (002's vertical-only round down, 003's sketch adding one for any
/// division), and the DTS answer beside 002's four columns (Docs/DOMAIN.md §6, §9).
@Suite("Grids: the sliver, each reading's count, the fold readings")
struct GridReadingTests {
    /// A grid of its own: minimum 70, spacing 10, padding 8.
    static func tiles(_ even: EvenColumnRule = .roundDown, fold: AdaptiveGridSpec.ActiveFoldRule = .fourColumns)
        -> AppProfile
    {
        var app = try! AppProfile.decode(
            Array(
                #"""
                {"name": "tiles", "source": "assumed: a test profile",
                 "toolbar": [{"id": "back", "symbol": "chevron.left", "placement": "navigation"}],
                 "grid": {"minimumItemWidth": 70, "spacing": 10, "padding": 8, "source": "assumed: a test profile"}}
                """#.utf8), file: "tiles.json")
        app.grid?.evenColumns = even
        app.grid?.activeFold = fold
        return app
    }

    func windows(_ app: AppProfile, _ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> [WindowScene] {
        Engine(profile: duo, app: app).scene(for: state(pose, change)).windows
    }

    @Test("In Split View the columns keep off the fold's sliver: both windows, LTR and RTL, every reading")
    func offTheSliver() throws {
        for even in EvenColumnRule.allCases {
            for fold in AdaptiveGridSpec.ActiveFoldRule.allCases {
                for direction in UserInterfaceLayoutDirection.allCases {
                    let split = windows(Self.tiles(even, fold: fold), "book") {
                        $0.splitView = true
                        $0.layoutDirection = direction
                    }
                    for window in split {
                        let sliver = try #require(window.regions.first(where: { $0.kind == .division })).frame
                        // The regions are in the window's layout-direction coordinates; the grid's are physical.
                        let physical = direction == .rightToLeft ? sliver.mirrored(inWidth: window.size.width) : sliver
                        let grid = try #require(window.app?.grid)
                        #expect(grid.columns.count >= 2)
                        for column in grid.columns {
                            let overlap = column.intersection(physical).map { $0.width } ?? 0
                            #expect(overlap == 0, "\(even) \(fold) \(direction) \(window.id): \(column) on \(physical)")
                        }
                    }
                }
            }
        }
    }

    @Test(
        "002 (the default) counts ⌊width / minimum⌋ and rounds down only for a vertical division; with none it returns GridItem(.adaptive(minimum:))"
    )
    func roundDownCounts() throws {
        // Flat, full screen: content 867 − 16 = 851; ⌊851 / 70⌋ = 12, already even (inactive vertical line seen).
        let flat = try #require(windows(Self.tiles(), "flat").first?.app?.grid)
        #expect(flat.columns.count == 12 && flat.evenColumns == .roundDown)
        // Laptop: 669 − 16 = 653; the fold is horizontal, so 002's code doesn't see it and returns the
        // adaptive item: ⌊(653 + 10) / (70 + 10)⌋ = 8 columns of 73.9 pt, none under 70.
        let laptop = try #require(windows(Self.tiles(), "laptop").first?.app?.grid)
        #expect(laptop.columns.count == 8 && laptop.evenColumns == nil && laptop.mode == .adaptive)
        #expect(laptop.columns.allSatisfy { $0.width >= 70 })
        // Outer display, portrait: no division; 382 − 16 = 366, ⌊376 / 80⌋ = 4.
        let outer = try #require(windows(Self.tiles(), "closed").first?.app?.grid)
        #expect(outer.columns.count == 4 && outer.evenColumns == nil)
    }

    @Test("003's sketch counts ⌊(width + spacing) / (minimum + spacing)⌋ and adds one for any division")
    func addOneCounts() throws {
        // Laptop: ⌊663 / 80⌋ = 8, even: 8. Flat portrait (an inactive horizontal line): the same.
        let laptop = try #require(windows(Self.tiles(.addOne), "laptop").first?.app?.grid)
        #expect(laptop.columns.count == 8 && laptop.evenColumns == .addOne)
        // Tent, partially open: portrait, a horizontal fold; the sketch counts it (⌊663 / 80⌋ = 8).
        var narrow = Self.tiles(.addOne)
        narrow.grid?.minimumItemWidth = 120  // ⌊663 / 130⌋ = 5, odd: one added for the horizontal fold.
        let tent = try #require(windows(narrow, "tent").first?.app?.grid)
        #expect(tent.columns.count == 6)
        var down = narrow
        down.grid?.evenColumns = .roundDown  // 002 doesn't see a horizontal fold: adaptive, ⌊663 / 130⌋ = 5.
        #expect(try #require(windows(down, "tent").first?.app?.grid).columns.count == 5)
        // Flat portrait: the inactive line runs across; the sketch sees it, 002 doesn't.
        let portrait = windows(narrow, "flat") { $0.innerOrientation = .portrait }
        #expect(try #require(portrait.first?.app?.grid).columns.count == 6)
    }

    @Test("Contradiction 6: 002's four columns around an active fold, or the DTS answer's even columns")
    func activeFoldReadings() throws {
        let around = try #require(windows(Self.tiles(), "book").first?.app?.grid)
        #expect(around.mode == .aroundFold && around.columns.count == 4 && around.activeFold == .fourColumns)
        let dts = try #require(windows(Self.tiles(fold: .evenColumnsSuffice), "book").first?.app?.grid)
        #expect(dts.mode == .even && dts.activeFold == .evenColumnsSuffice)
        // Book, full screen: 851 pt, ⌊851 / 70⌋ = 12 columns spread over the fold, which it needn't avoid.
        #expect(dts.columns.count == 12)
        #expect(dts.columns.contains { $0.intersection(rect(455.5, 0, 40, 669)).map { $0.width > 0 } ?? false })
    }
}
