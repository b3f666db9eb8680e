import CellGrid
import Foundation
import PoseEngine
import TestSupport
import Testing

@testable import Pixels

@Suite("Pixels: the canvas")
struct CanvasTests {
    @Test(
        "VHS's default picture: 1200 × 600, 77 × 16 cells of 14 × 30 centred, the theme's colours, the PNG decodes to it"
    )
    func screen() throws {
        let canvas = try TerminalCanvas(style: PictureStyle())
        let layout = canvas.layout
        #expect(layout.columns == 77 && layout.rows == 16)
        #expect(layout.cell.width == 14 && layout.cell.height == 30)
        #expect(layout.canvasX == 61 && layout.canvasY == 60)
        let grid = ScreenRenderer.render(simState("book", split: true), columns: 77, rows: 16).grid
        #expect(canvas.draw(grid, cursor: CursorMark(column: 3, row: 15)) != nil)
        #expect(canvas.draw(grid, cursor: CursorMark(column: 3, row: 15)) == nil)
        func pixel(_ x: Int, _ y: Int) -> UInt32 { canvas.pixels[y * layout.width + x] }
        #expect(pixel(0, 0) == Theme.vhs.background.word)
        // The header row's panel is ANSI black in the theme; the cursor's cell is the cursor's colour.
        #expect(pixel(layout.canvasX + 1, layout.canvasY + 1) == Theme.vhs.ansi[0].word)
        #expect(pixel(layout.canvasX + 3 * 14 + 1, layout.canvasY + 15 * 30 + 1) == Theme.vhs.cursor.word)
        let png = try PNGFile.encode(canvas.pixels, width: 1200, height: 600)
        #expect(try PNGFile.encode(canvas.pixels, width: 1200, height: 600) == png)
        let decoded = try PNGFile.decode(png)
        #expect(decoded.width == 1200 && decoded.height == 600)
        let words = (0..<(1200 * 600)).map { i in
            UInt32(decoded.rgba[i * 4]) << 16 | UInt32(decoded.rgba[i * 4 + 1]) << 8 | UInt32(decoded.rgba[i * 4 + 2])
        }
        #expect(words == canvas.pixels)
    }

    @Test("The window: a bar's dots, rounded corners on the margin's colour, as VHS draws them")
    func window() throws {
        var style = PictureStyle()
        style.windowBar = .colorful
        style.borderRadius = 10
        style.margin = 20
        style.marginFill = .color(RGB(0x67, 0x4E, 0xFF))
        let canvas = try TerminalCanvas(style: style)
        let layout = canvas.layout
        func pixel(_ x: Int, _ y: Int) -> UInt32 { canvas.pixels[y * layout.width + x] }
        #expect(layout.windowX == 20 && layout.windowY == 20 && layout.barHeight == 30)
        #expect(layout.columns == 74 && layout.rows == 13)
        // The margin, a corner outside the radius, the bar's dots of radius 30 / 6 at (gap + r, r + gap)
        // and 2r + 30 / 6 apart, and the bar's own colour between them.
        #expect(pixel(5, 5) == 0x674EFF)
        #expect(pixel(20, 20) == 0x674EFF)
        #expect(pixel(20 + 15, 20 + 15) == 0xFF4F4D)
        #expect(pixel(20 + 30, 20 + 15) == 0xFEBB00)
        #expect(pixel(20 + 45, 20 + 15) == 0x00CC1D)
        #expect(pixel(20 + 100, 20 + 15) == Theme.vhs.background.word)
    }

    @Test("Picture errors: a margin's picture that isn't a PNG is refused with its reason")
    func marginPicture() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("margin.jpg")
        try Data("not a png".utf8).write(to: file)
        var style = PictureStyle()
        style.marginFill = .picture(path: file.path)
        style.margin = 10
        #expect(throws: PictureError.self) { try TerminalCanvas(style: style) }
        // A PNG is stretched over the picture.
        let png = try PNGFile.encode([0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF], width: 2, height: 2)
        let picture = folder.appendingPathComponent("margin.png")
        try Data(png).write(to: picture)
        style.marginFill = .picture(path: picture.path)
        let canvas = try TerminalCanvas(style: style)
        #expect(canvas.pixels[0] == 0xFF0000)
        #expect(canvas.pixels[599 * 1200 + 1199] == 0xFFFFFF)
    }
}
