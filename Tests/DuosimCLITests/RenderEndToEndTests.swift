import Foundation
import TestSupport
import Testing

@Suite("duosim render and tui without a terminal")
struct RenderEndToEndTests {
    @Test("render prints the screen: one line per row, no trailing spaces")
    func render() throws {
        let result = try runBinary(["render", "--size", "80x24", "--split"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 25 && lines.last == "")
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(result.stdout.contains("leftOfFold") && result.stdout.contains("rightOfFold"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("render matches the engine: the same pose's query numbers appear in the info panel")
    func renderMatchesQuery() throws {
        let query = try runBinary(["query", "--split", "--rtl", "--partial-regions", "extend"]).json()
        let render = try runBinary(["render", "--split", "--rtl", "--partial-regions", "extend", "--focus", "right"])
            .stdout
        let x = try #require(query.number("windows.1.regions.0.frame.x"))
        #expect(render.contains("x \(x == x.rounded() ? String(Int(x)) : String(x))"))
        #expect(render.contains("right · \(query.string("windows.1.foldSide")!)"))
    }

    @Test("render -o writes the file; an existing file needs --force (exit 73)")
    func output() throws {
        let folder = try temporaryFolder()
        let first = try runBinary(["render", "-o", "screen.txt"], in: folder)
        #expect(first.status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent("screen.txt"), encoding: .utf8)
        #expect(written.contains("hinge 0°"))
        let again = try runBinary(["render", "--pose", "flat", "-o", "screen.txt"], in: folder)
        #expect(again.status == 73)
        #expect(again.stderr.contains("--force"))
        #expect(try String(contentsOf: folder.appendingPathComponent("screen.txt"), encoding: .utf8) == written)
        let forced = try runBinary(["render", "--pose", "flat", "-o", "screen.txt", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("screen.txt"), encoding: .utf8).contains("flat · 180°")
        )
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let missingFolder = try runBinary(["render", "-o", "no/such/dir/x.txt"], in: folder)
        #expect(missingFolder.status == 73)
    }

    @Test(
        "Bad render options: exit 64",
        arguments: [
            ["render", "--size", "80"], ["render", "--size", "0x10"], ["render", "--size", "axb"],
            ["render", "--focus", "middle"], ["render", "--focus", "left"], ["render", "--format", "pdf"],
        ])
    func badOptions(words: [String]) throws {
        let result = try runBinary(words)
        #expect(result.status == 64, "\(words): \(result.stderr)")
        #expect(result.stderr.hasPrefix("duosim: "))
    }

    @Test("The UI without a terminal points to render, exit 64", arguments: [[String](), ["tui"]])
    func notATerminal(words: [String]) throws {
        let result = try runBinary(words)
        #expect(result.status == 64)
        #expect(result.stderr.contains("duosim render"))
        #expect(result.stdout.isEmpty)
    }
}
