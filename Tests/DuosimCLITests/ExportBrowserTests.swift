import Foundation
import TestSupport
import Testing

/// The gallery's HTML and SVG captures, as a browser draws them: every row exactly as wide as
/// its cells, no space lost, no glyph stretched or moved, rows joined without gaps.
@Suite("Exports in a real browser (headless Chromium)")
struct ExportBrowserTests {
    static let screenshots = repositoryRoot.appendingPathComponent("Screenshots")
    static var captures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: screenshots.path)) ?? [])
            .filter { ($0.hasSuffix(".html") || $0.hasSuffix(".svg")) }.sorted()
    }

    @Test("Every HTML and SVG capture in Screenshots/ measures true in Chromium", .enabled(if: Chromium.available))
    func measured() throws {
        #expect(Self.captures.count >= 6)
        let checker = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/DuosimCLITests/export-check.html"), encoding: .utf8
        )
        let folder = try temporaryFolder()
        for capture in Self.captures {
            try FileManager.default.copyItem(
                at: Self.screenshots.appendingPathComponent(capture), to: folder.appendingPathComponent(capture))
            let page = folder.appendingPathComponent("check-\(capture).html")
            // A page with a drawing besides its cells (the demo page) is checked showing its cells.
            let source = capture.hasSuffix(".html") ? capture + "?picture=text" : capture
            try checker.replacingOccurrences(of: "CAPTURE", with: source).write(
                to: page, atomically: true, encoding: .utf8)
            let dom = try Chromium.dumpDOM(
                page.absoluteString, extra: ["--allow-file-access-from-files", "--virtual-time-budget=5000"])
            guard let checked = Self.attribute("data-checked", in: dom),
                let problems = Self.attribute("data-problems", in: dom)
            else {
                Issue.record("\(capture): the checker didn't run")
                continue
            }
            #expect((Int(checked) ?? 0) > 0, "\(capture): nothing measured")
            #expect(problems == "[]", "\(capture): \(problems.prefix(600))")
        }
    }

    static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "\(name)=\"") else { return nil }
        let rest = dom[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&amp;", with: "&")
    }

    @Test("The README shows the screen first, Docs/UI.md all four pictures, and each exists")
    func pictures() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let ui = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/UI.md"), encoding: .utf8)
        #expect(readme.contains("(Screenshots/book-full-ltr.png)"))
        for picture in ["book-full-ltr.png", "book-split-ltr.png", "laptop-full-ltr.png", "hud-book.png"] {
            #expect(ui.contains("(../Screenshots/\(picture))"), "\(picture)")
            #expect(FileManager.default.fileExists(atPath: Self.screenshots.appendingPathComponent(picture).path))
        }
    }
}
