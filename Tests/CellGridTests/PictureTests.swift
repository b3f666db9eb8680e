import CellGrid
import FileIO
import Foundation
import PoseEngine
import Simulator
import TestSupport
import Testing

/// The picture never lies: every element the engine placed is on the screen or listed as hidden
/// with a reason; nothing is drawn over an element's outline, title or label except by an element
/// of a higher layer (and then the lower one says it is covered); suggested places lie outside
/// their controls; a control marked clear stays off the fold's cells; the fold's line shows, next
/// to the divider too; the info panel says how many regions it leaves out. Checked over every
/// pose × Split View × direction × bundled app × size.
@Suite("The picture holds to the engine")
struct PictureTests {
    static let apps: [AppProfile?] = [nil] + bundledApps
    static let sizes = [(80, 24), (120, 40), (160, 48), (240, 70)]

    /// Every combination of the matrix, as (name, state).
    static var matrix: [(String, SimState)] {
        var out: [(String, SimState)] = []
        for pose in duo.poses.map(\.name) {
            for split in [false, true] {
                for rtl in [false, true] {
                    for app in apps {
                        out.append(
                            (
                                "\(pose) \(split ? "split" : "full") \(rtl ? "rtl" : "ltr") \(app?.name ?? "no app")",
                                simState(pose, split: split, rtl: rtl) { $0.app = app }
                            ))
                    }
                }
            }
        }
        return out
    }

    /// The problems with one screen, as sentences.
    static func problems(_ state: SimState, columns: Int, rows: Int) -> [String] {
        let screen = ScreenRenderer.render(state, columns: columns, rows: rows)
        guard !screen.layout.tooSmall else { return [] }
        var check = PictureCheck(state: state, screen: screen)
        check.everythingPlaced()
        check.appElementsPlaced()
        check.textNotDrawnOver()
        check.foldVisible()
        check.panelComplete()
        check.outlinesWhole()
        check.suggestionsOutside()
        check.clearControlsOffTheFold()
        check.windowNamesWhole()
        check.accounted()
        check.labelsByTheRule()
        return check.problems
    }

    @Test(
        "Every element is drawn or listed as hidden; no label is drawn over; the fold is never hidden; the panel says what it leaves out",
        arguments: sizes.map { "\($0.0)x\($0.1)" })
    func invariants(size: String) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        var failures: [String] = []
        for (name, state) in Self.matrix {
            for problem in Self.problems(state, columns: parts[0], rows: parts[1]) {
                failures.append("\(name) at \(size): \(problem)")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) problems, first ones:\n\(failures.prefix(25).joined(separator: "\n"))")
    }

    @Test("At 120 × 40 and up, every region of the focused window is listed, in every pose, zoomed or not")
    func panelListsEverything() {
        var failures: [String] = []
        for (name, base) in Self.matrix where base.app == nil {
            for zoomed in [false, true] {
                var state = base
                state.zoomed = zoomed
                for (columns, rows) in Self.sizes where columns >= 120 {
                    let screen = ScreenRenderer.render(state, columns: columns, rows: rows)
                    let hidden = screen.layout.elements.filter { $0.kind == .panelLine && $0.isHidden }
                    if !hidden.isEmpty {
                        failures.append("\(name)\(zoomed ? " zoomed" : "") at \(columns)x\(rows): \(hidden.map(\.id))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}
