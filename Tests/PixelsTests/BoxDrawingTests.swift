import CellGrid
import Testing

@testable import Pixels

@Suite("Pixels: box drawing on the cell grid")
struct BoxDrawingTests {
    /// Cell sizes from the default (14 × 30), odd widths and heights, and a large font.
    static let sizes = [(14, 30), (13, 29), (7, 15), (27, 57)]

    /// The rows (or columns) covered on one edge of a character's cell.
    func edge(_ cover: [UInt8], width: Int, height: Int, side: Character) -> [Int] {
        switch side {
        case "l": return (0..<height).filter { cover[$0 * width] > 127 }
        case "r": return (0..<height).filter { cover[$0 * width + width - 1] > 127 }
        case "t": return (0..<width).filter { cover[$0] > 127 }
        default: return (0..<width).filter { cover[(height - 1) * width + $0] > 127 }
        }
    }

    @Test(
        "Every line meets its neighbour's at the cell's edge: the same pixels for the same weight, none without an arm")
    func edgesMeet() {
        for (width, height) in Self.sizes {
            // What a light, heavy and double arm covers on an edge, from the plain lines.
            func covered(_ scalar: Unicode.Scalar, _ side: Character) -> [Int] {
                edge(
                    BoxDrawing.coverage(scalar, width: width, height: height, light: 1), width: width, height: height,
                    side: side)
            }
            let across = ["1": covered("─", "r"), "2": covered("━", "r"), "3": covered("═", "r")]
            let down = ["1": covered("│", "b"), "2": covered("┃", "b"), "3": covered("║", "b")]
            #expect(across["1"]?.count == 1 && across["2"]?.count == 3 && across["3"]?.count == 2)
            for value in 0x2500...0x257F {
                let index = value - 0x2500
                let shape = BoxDrawing.shapes[index]
                guard shape.count == 4, shape.allSatisfy(\.isNumber), let scalar = Unicode.Scalar(value) else {
                    continue
                }
                let weights = shape.map { String($0) }
                let cover = BoxDrawing.coverage(scalar, width: width, height: height, light: 1)
                for (side, weight) in zip(["t", "r", "b", "l"] as [Character], weights) {
                    let seen = edge(cover, width: width, height: height, side: side)
                    let wanted =
                        weight == "0" ? [] : ((side == "l" || side == "r") ? across[weight] : down[weight]) ?? []
                    #expect(
                        seen == wanted, "U+\(String(value, radix: 16)) \(scalar) at \(width)×\(height), side \(side)")
                }
            }
        }
    }

    @Test("Lines, blocks and shades drawn in a row of cells leave no gap between cells")
    func noGaps() throws {
        var style = PictureStyle()
        style.padding = 0
        style.width = 14 * 20
        style.height = 30 * 6
        let canvas = try TerminalCanvas(style: style)
        var grid = Grid(width: 20, height: 6)
        grid.put(String(repeating: "─", count: 20), column: 0, row: 0)
        grid.put(String(repeating: "█", count: 20), column: 0, row: 1)
        grid.put(String(repeating: "═", count: 20), column: 0, row: 2)
        for row in 3..<6 { grid.put("│", column: 5, row: row) }
        canvas.draw(grid, cursor: nil)
        let layout = canvas.layout
        let foreground = Theme.vhs.foreground.word
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            canvas.pixels[(layout.canvasY + y) * layout.width + layout.canvasX + x]
        }
        // The light line's row is covered across every column, cell edges included.
        let lineRow = (0..<30).first { pixel(0, $0) == foreground }
        let row = try #require(lineRow)
        #expect((0..<layout.canvasWidth).allSatisfy { pixel($0, row) == foreground })
        // A row of full blocks is all foreground; the vertical line runs through three rows unbroken.
        #expect((0..<layout.canvasWidth).allSatisfy { x in (30..<60).allSatisfy { pixel(x, $0) == foreground } })
        let column = try #require((0..<14).first { pixel(5 * 14 + $0, 100) == foreground })
        #expect((90..<180).allSatisfy { pixel(5 * 14 + column, $0) == foreground })
        // The double line's two strokes run across every column.
        let strokes = (60..<90).filter { pixel(0, $0) == foreground }
        #expect(strokes.count == 2)
        #expect(strokes.allSatisfy { y in (0..<layout.canvasWidth).allSatisfy { pixel($0, y) == foreground } })
    }

    @Test("Shades are xterm.js's patterns, laid from the canvas's corner, so they join across cells")
    func shades() {
        for (scalar, share) in [("░", 2.0 / 16), ("▒", 0.25), ("▓", 0.75)] as [(Unicode.Scalar, Double)] {
            // Two cells of odd width side by side: the second continues the first's pattern.
            let first = BoxDrawing.coverage(scalar, width: 13, height: 29, light: 1, phase: (0, 0))
            let second = BoxDrawing.coverage(scalar, width: 13, height: 29, light: 1, phase: (13 & 3, 0))
            let whole = BoxDrawing.coverage(scalar, width: 26, height: 29, light: 1, phase: (0, 0))
            for y in 0..<29 {
                for x in 0..<26 {
                    let joined = x < 13 ? first[y * 13 + x] : second[y * 13 + x - 13]
                    #expect(joined == whole[y * 26 + x], "\(scalar) at \(x),\(y)")
                }
            }
            let on = Double(whole.filter { $0 > 0 }.count) / Double(whole.count)
            #expect(abs(on - share) < 0.05, "\(scalar): \(on)")
        }
    }
}
