import CellGrid
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The legend explains what is on the screen now: every glyph of the table that shows, and only
/// those, each with plain words.
@Suite("Legend")
struct LegendTests {
    static let legend = Glyphs.unicode.legend

    @Test("The set of kinds the legend plans for holds each kind apart from the others")
    func kindsAsBits() {
        #expect(LegendKinds.holdsEveryKind)
        for kind in LegendEntry.Kind.allCases {
            var kinds: LegendKinds = [kind]
            #expect(LegendEntry.Kind.allCases.filter { kinds.contains($0) } == [kind], "\(kind)")
            kinds.formUnion([.fold, .box])
            #expect(kinds.contains(kind) && kinds.contains(.fold) && kinds.contains(.box))
            #expect(LegendEntry.Kind.allCases.filter { kinds.contains($0) }.count == Set([kind, .fold, .box]).count)
        }
    }

    /// The legend glyphs a screen shows outside its legend rows (a `·` counts in the grid's colour only).
    static func shown(_ screen: RenderedScreen) -> Set<Character> {
        let table = Set(legend.flatMap(\.glyphs))
        var found: Set<Character> = []
        let legendRows = screen.layout.legend.map { $0.row..<$0.maxRow } ?? 0..<0
        for row in 0..<screen.grid.height where !legendRows.contains(row) {
            for column in 0..<screen.grid.width {
                let cell = screen.grid[column, row]
                guard table.contains(cell.character) else { continue }
                if cell.character == "·" && cell.style.foreground != .slider { continue }
                found.insert(cell.character)
            }
        }
        return found
    }

    /// The glyphs the legend rows list.
    static func listed(_ screen: RenderedScreen) -> Set<Character> {
        guard let rows = screen.layout.legend else { return [] }
        let table = Set(legend.flatMap(\.glyphs))
        return Set((rows.row..<rows.maxRow).flatMap { screen.grid.line($0) }.filter { table.contains($0) })
    }

    @Test(
        "At every size, the legend lists every glyph on the screen and only those",
        arguments: PictureTests.sizes.map { "\($0.0)x\($0.1)" })
    func exact(size: String) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        var failures: [String] = []
        for (name, base) in PictureTests.matrix {
            for inactive in [false, true] {
                var state = base
                state.query.includeInactive = inactive
                let screen = ScreenRenderer.render(state, columns: parts[0], rows: parts[1])
                let shown = Self.shown(screen), listed = Self.listed(screen)
                if shown != listed {
                    failures.append(
                        "\(name)\(inactive ? " inactive" : ""): shows \(String(shown.sorted())), lists \(String(listed.sorted()))"
                    )
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) screens, first:\n\(failures.prefix(15).joined(separator: "\n"))")
    }

    @Test(
        "Each legend glyph has its own plain words; the inactive fold, the side-bar column and a suggested place look apart"
    )
    func words() {
        let glyphs = Self.legend.flatMap(\.glyphs)
        #expect(Set(glyphs).count == glyphs.count, "a glyph in two entries")
        for entry in Self.legend {
            #expect(
                entry.meaning.split(separator: " ").allSatisfy { $0.allSatisfy { $0.isLetter || ",:-".contains($0) } })
        }
        let g = Glyphs.unicode
        #expect(Set([g.inactiveVertical, g.sideBar, g.suggestedVertical]).count == 3)
        #expect(g.sideBar != "┆" && g.sideBar != "┊", "the side-bar column reads as a dotted fold")
    }

    @Test("The legend is LegendEntry.Kind's cases in their order, each entry its kind's, of 1 to 8 glyphs")
    func kinds() {
        #expect(Self.legend.map(\.kind) == LegendEntry.Kind.allCases)
        for kind in LegendEntry.Kind.allCases {
            let entry = Glyphs.unicode.entry(kind)
            #expect(entry.kind == kind)
            // A glyph's slot is its entry's place × 8 + its own (ScreenRenderer.legendSlots).
            #expect((1...8).contains(entry.glyphs.count), "\(kind): \(entry.glyphs.count) glyphs")
        }
    }

    @Test("The default screen's legend names the side-bar column and its fold; Split View names the divider")
    func defaults() {
        let book = ScreenRenderer.render(simState("book"), columns: 120, rows: 40)
        let line = (book.layout.legend.map { ($0.row..<$0.maxRow).map { book.grid.line($0) } } ?? []).joined()
        #expect(line.contains("┃ fold") && line.contains("side-bar column"), "\(line)")
        let split = ScreenRenderer.render(simState("book", split: true), columns: 120, rows: 40)
        let splitLine = (split.layout.legend.map { ($0.row..<$0.maxRow).map { split.grid.line($0) } } ?? []).joined()
        #expect(splitLine.contains("║ Split View divider"), "\(splitLine)")
    }

    @Test("In right-to-left, a window whose fold side is mirrored says so")
    func mirrored() {
        let text = ScreenRenderer.render(simState("book", split: true, rtl: true), columns: 120, rows: 40).grid.text
        #expect(text.contains("left · rightOfFold") && text.contains("mirrored, RTL"), "\(text)")
        let fixed = ScreenRenderer.render(
            simState("book", split: true, rtl: true) { $0.query.behavior = .fixed }, columns: 120, rows: 40)
        #expect(!fixed.grid.text.contains("mirrored"))
    }
}
