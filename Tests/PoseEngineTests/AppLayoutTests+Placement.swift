import PoseEngine
import TestSupport
import Testing

/// Docs/DOMAIN.md §6: presentations, arrangements and the grid, with app profiles.
extension AppLayoutTests {
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
        #expect(laptop.reason == .oneView("secondary", because: .naturalAxisNotAllowed(.vertical)), "\(laptop.reason)")
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

    /// Each reading's own code: with no division both return `GridItem(.adaptive(minimum: 145))`,
    /// max(1, ⌊(width + 24) / (145 + 24)⌋); with one, 002 (`roundDown`) counts max(1, ⌊width / 145⌋)
    /// and rounds an odd count above one down, 003's sketch (`addOne`) adds one to the adaptive count.
    @Test(
        "The even-column rule, both readings",
        arguments: [
            (621.0, false, 3, 3), (621, true, 4, 4), (145, true, 1, 1), (313, true, 2, 1), (314, true, 2, 2),
            (507, true, 2, 4), (507, false, 3, 3),
            (10, true, 1, 1), (820, true, 4, 4), (841, true, 4, 6),
        ])
    func evenColumns(width: Double, division: Bool, roundDown: Int, addOne: Int) {
        let down = AdaptiveGridSpec(minimumItemWidth: 145, spacing: 24, padding: 24)
        let up = AdaptiveGridSpec(minimumItemWidth: 145, spacing: 24, padding: 24, evenColumns: .addOne)
        #expect(AppLayout.evenColumnCount(width: width, spec: down, divisionExists: division) == roundDown)
        #expect(AppLayout.evenColumnCount(width: width, spec: up, divisionExists: division) == addOne)
        // The sketch's count keeps every item at its minimum before it adds one.
        let fit = AppLayout.evenColumnCount(width: width, spec: up, divisionExists: false)
        if width >= 145 { #expect((width - Double(fit - 1) * 24) / Double(fit) >= 145) }
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
        #expect(laptop.mode == .adaptive && laptop.evenColumns == nil)
    }

    @Test("Four equal columns around an active fold, the gap between 2 and 3 over it, never overlapping it")
    func aroundFold() throws {
        let reader = Self.app("reader")
        let placed = try #require(layout("book", reader).grid)
        #expect(placed.mode == .aroundFold)
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
        #expect(flat.mode == .even && flat.columns.count % 2 == 0)
        let outer = try #require(layout("closed", reader).grid)
        #expect(outer.mode == .adaptive)
    }
}
