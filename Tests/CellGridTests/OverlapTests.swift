import CellGrid
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The overlaps issue 28 found on the screen, each as a person sees it in the text: nothing
/// drawn over anything, suggested places outside their control, clear controls clear of the
/// fold, the fold next to the divider.
@Suite("Nothing drawn over anything")
struct OverlapTests {
    func screen(_ state: SimState, _ columns: Int = 120, _ rows: Int = 40) -> [String] {
        ScreenRenderer.render(state, columns: columns, rows: rows).grid.text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A box's bottom edge with anything but its line on it (`└M──T──R┘`).
    func brokenBottomEdges(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            guard let start = line.firstIndex(of: "└"), let end = line[start...].firstIndex(of: "┘") else { return nil }
            let edge = line[line.index(after: start)..<end]
            return edge.allSatisfy { "─┃║━".contains($0) } ? nil : String(edge)
        }
    }

    @Test("Laptop, Split View, mail: each sheet whole with its title, no item on its edge, both labels whole")
    func laptopSplitMail() {
        let lines = screen(simState("laptop", split: true, app: bundledApp("mail")))
        let text = lines.joined(separator: "\n")
        #expect(text.components(separatedBy: "sheet · centered").count == 3, "two sheets with their titles:\n\(text)")
        #expect(brokenBottomEdges(lines).isEmpty, "items on a sheet's edge: \(brokenBottomEdges(lines))")
        #expect(text.contains("top · aboveFold") && text.contains("bottom · belowFold"), "\(text)")
    }

    @Test("Reader in the laptop pose: the toolbar's words, and the window's label whole beside the alert")
    func readerLaptop() {
        let text = screen(simState("laptop", app: bundledApp("reader"))).joined(separator: "\n")
        #expect(text.contains("Add Book"), "\(text)")
        #expect(text.contains("main · acrossFold"), "\(text)")
    }

    @Test("hud: the suggested place is drawn outside the control it is for")
    func hudSuggestion() throws {
        let lines = screen(simState("book", app: bundledApp("hud")))
        let row = try #require(lines.first { $0.contains("healthBar") && $0.contains("→healthBar") })
        let original = try #require(row.range(of: "healthBar"))
        // The control's end: its outline's corner, or the last cell of a small control's fill.
        let end = try #require(row[original.upperBound...].firstIndex { "┐▪".contains($0) })
        let suggestion = try #require(row.range(of: "→healthBar"))
        #expect(suggestion.lowerBound > end, "the suggested place's name is inside the control: \(row)")
    }

    @Test("hud, Split View at 112°: a control marked clear doesn't touch the fold's cells")
    func hudSplit112() throws {
        let all = screen(simState("book", split: true, app: bundledApp("hud")) { $0.pose.angle = 112 })
        // The displays' rows: down to the slider.
        let lines = all.prefix { !$0.contains(" hinge 0°") }.map(Array.init)
        // The fold's cells (margins, line, divider) on a row with nothing else near them.
        let plain = try #require(
            lines.first { String($0).contains("░") && !String($0).contains("✓") && String($0).contains("┃") })
        let fold = plain.indices.filter { "░║┃".contains(plain[$0]) }
        for line in lines where line.contains("✓") && fold.allSatisfy({ $0 < line.count }) {
            let cells = String(fold.map { line[$0] }), expected = String(fold.map { plain[$0] })
            #expect(cells == expected, "a clear control on the fold's cells: \(String(line))")
        }
    }

    @Test("Split View with sheets: each sheet keeps both vertical edges")
    func sheetEdges() {
        let lines = screen(simState("book", split: true, app: bundledApp("mail")))
        let rows = lines.filter { $0.contains("│") && !$0.contains("┌ sheet") && !$0.contains("└") }
        let sheetRows = rows.filter { $0.components(separatedBy: "│").count >= 7 }
        #expect(!sheetRows.isEmpty, "\(lines.joined(separator: "\n"))")
    }

    @Test("Book, Split View: the fold's line shows beside the divider")
    func bookSplitFold() {
        let text = screen(simState("book", split: true)).joined(separator: "\n")
        #expect(text.contains("║┃║"), "\(text)")
    }
}
