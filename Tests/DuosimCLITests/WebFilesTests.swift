import DemoWeb
import Foundation
import TestSupport
import Testing

/// The web pages' code lives in `Sources/DemoWeb/web` as real `.js` and `.css` files; the
/// `EmbedWeb` plugin embeds them at build time. What the binary carries is each file as it is, and
/// every script parses, alone and as the page puts them together (node's syntax check).
@Suite("The web pages' files: embedded as they are, and each script parses")
struct WebFilesTests {
    static let folder = repositoryRoot.appendingPathComponent("Sources/DemoWeb/web")

    static let node: String? =
        ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("The binary's scripts and styles are the files, byte for byte")
    func embedded() throws {
        #expect(DemoWeb.common == (try Self.text("common.js")))
        #expect(DemoWeb.playerScript == (try Self.text("player.js")))
        let demo = try [
            "demo-picture.js", "demo-pointer.js", "demo-drawing.js", "demo-fold.js", "demo-sheet.js", "demo-export.js",
            "demo-design.js", "demo-start.js",
        ]
        .map(Self.text).joined()
        #expect(DemoWeb.demoScript == demo)
        // The styles, with no `$name` left once the palette is put in.
        let palette = [
            PaletteEntry(name: "fontStack", value: "F"), PaletteEntry(name: "background", value: "B"),
            PaletteEntry(name: "foreground", value: "G"), PaletteEntry(name: "lineHeight", value: "L"),
        ]
        for style in [DemoWeb.demoStyle(palette: palette), DemoWeb.playerStyle(palette: palette)] {
            #expect(!style.contains("$"), "\(style.prefix(80))")
        }
    }

    @Test(
        "Every script parses (node --check), and so do the pages' whole scripts",
        .enabled(if: node != nil, "skipped: no node (apt-get install nodejs)"))
    func parses() throws {
        let node = try #require(Self.node)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".js") }
        #expect(files.count >= 3)
        for file in files.sorted() {
            let run = try runProcess([node, "--check", Self.folder.appendingPathComponent(file).path])
            #expect(run.status == 0, "\(file): \(run.stderr)")
        }
        // The demo page's script as the page holds it (its data, then the files one after the other):
        // two files that declare the same name would fail here and in the browser alike.
        let page = try String(contentsOf: DemoTests.page, encoding: .utf8)
        let start = try #require(page.range(of: "<script>\n"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let script = try temporaryFolder().appendingPathComponent("page.js")
        try String(page[start.upperBound..<end.lowerBound]).write(to: script, atomically: true, encoding: .utf8)
        let whole = try runProcess([node, "--check", script.path])
        #expect(whole.status == 0, "the demo page's script: \(whole.stderr)")
    }
}

/// Runs a program with its arguments to its end.
private func runProcess(_ arguments: [String]) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    return try runToEnd(process, stdin: "")
}
