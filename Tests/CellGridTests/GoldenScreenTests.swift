import CellGrid
import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

struct GoldenCase: CustomTestStringConvertible, Sendable {
    var pose: String
    var split: Bool
    var rtl: Bool
    var columns: Int
    var rows: Int

    var name: String {
        "\(pose)-\(split ? "split" : "full")-\(rtl ? "rtl" : "ltr")-\(columns)x\(rows).txt"
    }
    var testDescription: String { name }

    static let all: [GoldenCase] = ["closed", "book", "flat", "laptop", "tent"].flatMap { pose in
        [false, true].flatMap { split in
            [false, true].flatMap { rtl in
                [(120, 40), (80, 24)].map { GoldenCase(pose: pose, split: split, rtl: rtl, columns: $0.0, rows: $0.1) }
            }
        }
    }
}

/// Golden text captures of the renderer (regenerate with DUOSIM_RECORD=all and review the diff).
@Suite("Golden screens")
struct GoldenScreenTests {
    @Test("Named poses × full screen / Split View × LTR / RTL × 120×40 / 80×24", arguments: GoldenCase.all)
    func pose(_ golden: GoldenCase) {
        let screen = ScreenRenderer.render(
            simState(golden.pose, split: golden.split, rtl: golden.rtl), columns: golden.columns, rows: golden.rows)
        expectGolden(screen.grid.text, named: golden.name)
    }

    @Test("The minimum-size screen names both sizes")
    func tooSmall() {
        let screen = ScreenRenderer.render(simState("book"), columns: 40, rows: 10)
        #expect(screen.layout.tooSmall)
        #expect(screen.grid.text.contains("40 × 10"))
        #expect(screen.grid.text.contains("60 × 16"))
        #expect(screen.grid.text.contains("q quits"))
        expectGolden(screen.grid.text, named: "too-small-40x10.txt")
    }

    @Test("The help overlay")
    func help() {
        let screen = ScreenRenderer.render(simState("book") { $0.showHelp = true }, columns: 120, rows: 40)
        expectGolden(screen.grid.text, named: "help-120x40.txt")
    }

    @Test("Flat with .includeInactive: the dotted fold and the inactive camera")
    func inactive() {
        let state = simState("flat", split: true) { $0.query.includeInactive = true }
        expectGolden(
            ScreenRenderer.render(state, columns: 120, rows: 40).grid.text, named: "flat-split-inactive-120x40.txt")
    }

    @Test("Zoomed, with the inner camera and a Live Activity")
    func zoom() {
        let state = simState("book") {
            $0.zoomed = true
            $0.pose.innerCameraInUse = true
            $0.pose.liveActivity = true
        }
        expectGolden(
            ScreenRenderer.render(state, columns: 120, rows: 40).grid.text, named: "book-zoom-camera-live-120x40.txt")
    }

    @Test("ASCII, for a locale that isn't UTF-8")
    func ascii() {
        let screen = ScreenRenderer.render(
            simState("book", split: true), columns: 100, rows: 30, options: RenderOptions(unicode: false))
        let allASCII = screen.grid.text.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(allASCII)
        expectGolden(screen.grid.text, named: "book-split-ascii-100x30.txt")
    }
}
