import CellGrid
import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

/// What the screen must show, checked against the engine rather than against a picture.
@Suite("Renderer")
struct RendererTests {
    func render(_ state: SimState, _ columns: Int = 120, _ rows: Int = 40) -> RenderedScreen {
        ScreenRenderer.render(state, columns: columns, rows: rows)
    }

    @Test(
        "Both displays stay visible side by side at every size from the minimum up",
        arguments: [(60, 16), (80, 24), (120, 40), (200, 60), (61, 50)])
    func bothDisplays(columns: Int, rows: Int) {
        for pose in ["closed", "book", "laptop"] {
            let screen = render(simState(pose), columns, rows)
            #expect(!screen.layout.tooSmall)
            #expect(screen.layout.displays.map(\.id) == [.outer, .inner], "\(pose) \(columns)x\(rows)")
            for display in screen.layout.displays {
                #expect(display.rect.column >= 1 && display.rect.maxColumn <= columns - 1)
                #expect(display.rect.row >= 2 && display.rect.maxRow <= rows - 1)
                #expect(display.rect.width >= 1 && display.rect.height >= 1)
            }
            let text = screen.grid.text
            #expect(text.contains("hinge 0°"), "\(pose) \(columns)x\(rows)")
            #expect(text.contains("q quit"), "\(pose) \(columns)x\(rows)")
        }
    }

    @Test("Proportions: cells about twice as tall as wide, within a cell of rounding")
    func proportions() {
        let screen = render(simState("book"), 200, 60)
        let inner = screen.layout.displays.first { $0.id == .inner }!.rect
        let ratio = Double(inner.width) / Double(inner.height) / 2
        #expect(abs(ratio - 951.0 / 669.0) < 0.1)
        let outer = screen.layout.displays.first { $0.id == .outer }!.rect
        #expect(abs(Double(outer.width) / Double(inner.width) - 466.0 / 951.0) < 0.03)
    }

    @Test("The fold's line sits at the display's centre and runs its full height in the book pose")
    func foldLine() {
        let screen = render(simState("book"))
        let inner = screen.layout.displays.first { $0.id == .inner }!.rect
        let column = inner.column + Int((475.5 * Double(inner.width) / 951).rounded(.down))
        for row in inner.row..<inner.maxRow {
            #expect(screen.grid[column, row].character == "┃", "row \(row)")
            #expect(screen.grid[column - 1, row].character == "░")
            #expect(screen.grid[column + 1, row].character == "░")
        }
    }

    @Test("Flat: no fold unless .includeInactive, then a dotted one")
    func flatFold() {
        let flat = withoutLegend(render(simState("flat")).grid.text)
        #expect(!flat.contains("┃") && !flat.contains("┊") && !flat.contains("░"))
        let inactive = withoutLegend(render(simState("flat") { $0.query.includeInactive = true }).grid.text)
        #expect(inactive.contains("┊"))
    }

    @Test("Laptop: a horizontal fold")
    func laptop() {
        let screen = render(simState("laptop"))
        #expect(screen.grid.text.contains("━━━━━━━━━━"))
    }

    @Test("Occlusions are filled; the overlay key hides them")
    func occlusions() {
        #expect(withoutLegend(render(simState("closed")).grid.text).contains("▓"))
        #expect(!withoutLegend(render(simState("closed") { $0.overlays.remove(.occlusions) }).grid.text).contains("▓"))
        let camera = render(
            simState("book") {
                $0.pose.innerCameraInUse = true
                $0.pose.liveActivity = true
            })
        #expect(camera.grid.text.contains("camera on"))
    }

    @Test("Labels show each window's FoldSide and bar edge, and follow the query")
    func labels() {
        let text = render(simState("book", split: true)).grid.text
        #expect(text.contains("left · leftOfFold"))
        // The focused window says so in words, under its name; the other doesn't.
        #expect(text.components(separatedBy: "(focused)").count == 2, "\(text)")
        #expect(!render(simState("book")).grid.text.contains("(focused)"))
        #expect(text.contains("right · rightOfFold"))
        #expect(text.contains("◂ bars leading"))
        #expect(text.contains("bars trailing ▸"))
        let rtl = render(simState("book", split: true, rtl: true)).grid.text
        #expect(rtl.contains("left · rightOfFold"))
        #expect(rtl.contains("◂ bars trailing"))
        let fixed = render(simState("book", split: true, rtl: true) { $0.query.behavior = .fixed }).grid.text
        #expect(fixed.contains("left · leftOfFold"))
    }

    @Test("The info panel lists the focused window's regions with their frames in points")
    func infoPanel() {
        let split = simState("book", split: true) { $0.focus = 1 }
        let text = render(split).grid.text
        #expect(text.contains(" right  469 × 669 pt"))
        #expect(text.contains("fold          division    active    x 0       y 0      w 13.5"))
        let extend = render(
            simState("book", split: true) {
                $0.focus = 1
                $0.query.partialRegions = .extend
            }
        ).grid.text
        #expect(extend.contains("x -26.5"))
        #expect(extend.contains("extend"))
    }

    @Test("The slider shows the angle and maps columns back to angles")
    func slider() throws {
        for angle in [0.0, 45, 127, 180] {
            let screen = render(simState("book") { $0.pose.angle = angle })
            let slider = try #require(screen.layout.slider)
            #expect(screen.grid[slider.column(for: angle), slider.row].character == "●")
            #expect(
                slider.angle(atColumn: slider.column(for: angle), row: slider.row).map { abs($0 - angle) <= 2 } == true)
        }
    }

    @Test("Clicks: the slider sets the angle, a window takes the focus")
    func clicks() throws {
        let screen = render(simState("book", split: true))
        let slider = try #require(screen.layout.slider)
        #expect(screen.layout.actionForPress(column: slider.start, row: slider.row) == .setAngle(0))
        #expect(screen.layout.actionForPress(column: slider.end, row: slider.row) == .setAngle(180))
        #expect(screen.layout.actionForDrag(column: slider.end + 30) == .setAngle(180))
        let right = try #require(screen.layout.windows.first { $0.id == .right })
        #expect(
            screen.layout.actionForPress(column: right.rect.column + 2, row: right.rect.row + 2) == .focusWindow(.right)
        )
        #expect(screen.layout.actionForPress(column: 0, row: 0) == nil)
    }

    @Test("Split View shows a divider between the windows, never covered")
    func divider() throws {
        let screen = render(simState("flat", split: true))
        let left = try #require(screen.layout.windows.first { $0.id == .left }).rect
        let right = try #require(screen.layout.windows.first { $0.id == .right }).rect
        #expect(right.column > left.maxColumn - 1)
        #expect(screen.grid[left.maxColumn, left.row].character == "║")
    }

    @Test("Rendering is deterministic")
    func deterministic() {
        let a = render(simState("tent", split: true)), b = render(simState("tent", split: true))
        #expect(a == b)
    }
}
