import CellGrid
import Foundation
import PoseEngine
import TestSupport
import Testing

@testable import Pixels

@Suite("Pixels: the canvas")
struct CanvasTests {
    @Test("A screen draws into the picture's size, in the theme's colours")
    func screen() throws {
        let style = PictureStyle()
        let canvas = try TerminalCanvas(style: style)
        #expect(canvas.layout.columns == 77 && canvas.layout.rows == 16)
        let grid = ScreenRenderer.render(simState("book", split: true), columns: 77, rows: 16).grid
        let changed = canvas.draw(grid, cursor: CursorMark(column: 3, row: 15))
        #expect(changed != nil)
        let png = try PNGFile.encode(canvas.pixels, width: 1200, height: 600)
        try Data(png).write(to: URL(fileURLWithPath: "/tmp/pixels-screen.png"))
        let decoded = try PNGFile.decode(png)
        #expect(decoded.width == 1200 && decoded.height == 600)
    }
}
