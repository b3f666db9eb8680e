import CellGrid
import Foundation
import PoseEngine
import Reports
import Simulator
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Exporters")
struct ExporterTests {
    let grid = ScreenRenderer.render(simState("book", split: true), columns: 80, rows: 24).grid

    @Test("ANSI keeps the text and adds 256-colour SGR codes")
    func ansi() {
        let ansi = ANSIEncoder.text(grid)
        #expect(ansi.contains("\u{1B}[0;1;38;5;45m"))
        let stripped = ansi.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(
            stripped.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                == grid.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test("A frame diff sends only the changed cells")
    func diff() {
        let next = ScreenRenderer.render(reduce(simState("book", split: true), .hingeBy(1)), columns: 80, rows: 24).grid
        let full = ANSIEncoder.frame(from: nil, to: next)
        let change = ANSIEncoder.frame(from: grid, to: next)
        #expect(change.utf8.count * 4 < full.utf8.count)
        #expect(ANSIEncoder.frame(from: next, to: next).isEmpty)
        #expect(change.contains("128°"))
    }

    @Test("HTML is one self-contained page with the palette; SVG is well-formed XML")
    func documents() throws {
        let html = HTMLExporter.page(grid, title: "t <1>")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>t &lt;1&gt;</title>"))
        #expect(html.contains(PaletteColor.fold.hex))
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("src="))
        let svg = SVGExporter.picture(grid, title: "t")
        let document = try XMLDocument(data: Data(svg.utf8))
        #expect(document.rootElement()?.name == "svg")
        #expect(svg.contains(">leftOfFold</text>"))
        // Every <text> is a stretch without spaces, with an x for each of its characters, and no stretching.
        #expect(!svg.contains("textLength"))
        let texts = try NSRegularExpression(pattern: #"<text x="([^"]*)"[^>]*>([^<]*)</text>"#)
        let matches = texts.matches(in: svg, range: NSRange(svg.startIndex..., in: svg))
        #expect(matches.count > 20)
        for match in matches {
            let xs = String(svg[Range(match.range(at: 1), in: svg)!]).split(separator: " ")
            let text = String(svg[Range(match.range(at: 2), in: svg)!])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            #expect(!text.contains(" "))
            #expect(xs.count == text.count, "\(text)")
        }
    }

    @Test("Palette hex colours follow the xterm 256-colour cube")
    func hex() {
        #expect(PaletteColor.frame.hex == "#00d7ff")  // 45
        #expect(PaletteColor.panel.hex == "#303030")  // 236
    }
}
