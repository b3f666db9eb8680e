import CellGrid
import Foundation
import Simulator
import TestSupport
import Testing

@testable import Pixels

/// A PNG of a known screen beside the same screen drawn independently: the SVG export (its own
/// font, DejaVu Sans Mono in Chromium, and its own layout) stretched by Chromium so that its cells
/// fall on the PNG's cells.
@Suite("Pixels beside the SVG export in headless Chromium")
struct PixelsBrowserTests {
    static let columns = 80
    static let rows = 24

    /// Each cell's most common colour and its mean colour (r, g, b), for a picture whose cells are `cell`.
    static func cells(_ pixels: [UInt32], width: Int, cell: (Int, Int)) -> [(mode: UInt32, mean: [Double])] {
        var out: [(UInt32, [Double])] = []
        for row in 0..<rows {
            for column in 0..<columns {
                var counts: [UInt32: Int] = [:]
                var sums = [0.0, 0.0, 0.0]
                for y in (row * cell.1)..<((row + 1) * cell.1) {
                    for x in (column * cell.0)..<((column + 1) * cell.0) {
                        let word = pixels[y * width + x] & 0xFF_FFFF
                        counts[word, default: 0] += 1
                        for (index, shift) in [16, 8, 0].enumerated() {
                            sums[index] += Double(word >> UInt32(shift) & 0xFF)
                        }
                    }
                }
                let mode = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 0
                out.append((mode, sums.map { $0 / Double(cell.0 * cell.1) }))
            }
        }
        return out
    }

    @Test(
        "A screen's PNG and Chromium's drawing of its SVG agree: each cell's colour and ink within tolerance",
        .enabled(if: Chromium.available, "skipped: Chromium isn't installed"))
    func besideTheSVG() throws {
        let grid = ScreenRenderer.render(simState("book", split: true), columns: Self.columns, rows: Self.rows).grid
        // duosim's picture in the SVG's own colours (its 256-colour palette on #121212), no frame.
        var style = PictureStyle()
        style.padding = 0
        style.marginFill = nil
        style.width = Self.columns * 14
        style.height = Self.rows * 30
        style.theme = Theme(name: "svg", colors: ["#121212", PaletteColor.text.hex])
        let canvas = try TerminalCanvas(style: style, fonts: FontSet.builtIn(size: 22), mapping: .xterm256)
        #expect(canvas.layout.columns == Self.columns && canvas.layout.rows == Self.rows)
        canvas.draw(grid, cursor: nil)

        // The SVG, its padding cut by the view box and stretched onto 14 × 30 cells.
        let svg = SVGExporter.picture(grid, title: "known screen")
        let width = Self.columns * 14
        let height = Self.rows * 30
        guard let open = svg.range(of: "<svg "), let close = svg.range(of: ">", range: open.upperBound..<svg.endIndex)
        else {
            Issue.record("no <svg> element")
            return
        }
        let root =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"12 12 672 408\" preserveAspectRatio=\"none\" style=\"background:#121212\">"
        let stretched = svg.replacingCharacters(in: open.lowerBound..<close.upperBound, with: root)
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("screen.svg")
        try stretched.write(to: file, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("shot.png")
        _ = try spawn(
            [
                try #require(Chromium.binary), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--window-size=\(width),\(height)", "--screenshot=\(shot.path)",
                "--user-data-dir=\(folder.path)/profile", file.absoluteString,
            ], capture: false)
        let decoded = try PNGFile.decode(Array(try Data(contentsOf: shot)))
        #expect(decoded.width == width && decoded.height >= height)
        let chromium = (0..<(decoded.width * decoded.height)).map { index -> UInt32 in
            let p = index * 4
            return UInt32(decoded.rgba[p]) << 16 | UInt32(decoded.rgba[p + 1]) << 8 | UInt32(decoded.rgba[p + 2])
        }
        let ours = Self.cells(canvas.pixels, width: width, cell: (14, 30))
        let theirs = Self.cells(chromium, width: decoded.width, cell: (14, 30))
        // The tolerance: the colour most of a cell shows (its background, or a block's ink) is the
        // same in 99 % of the cells that aren't dim (the SVG draws dim at 60 %, xterm.js at 50 %),
        // and a cell's mean colour is within 6 levels on average and 40 at most (two fonts ink a
        // character differently).
        let bright = (0..<ours.count).filter { !grid[$0 % Self.columns, $0 / Self.columns].style.dim }
        let sameMode = bright.filter { ours[$0].mode == theirs[$0].mode }.count
        let differences = zip(ours, theirs).map { a, b in zip(a.mean, b.mean).map { abs($0 - $1) }.max() ?? 0 }
        let mean = differences.reduce(0, +) / Double(differences.count)
        print(
            "pixels vs SVG: \(sameMode) of \(bright.count) cells the same colour; mean difference \(mean), most \(differences.max() ?? 0)"
        )
        #expect(Double(sameMode) >= 0.99 * Double(bright.count))
        #expect(mean <= 6)
        #expect((differences.max() ?? 0) <= 40)
    }
}
