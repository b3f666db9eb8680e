import Foundation
import TestSupport
import Testing

@Suite("duosim record and sweep (binary)")
struct RecordEndToEndTests {
    func folderContents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("record writes every output; a second run is byte-identical; existing files need --force")
    func record() throws {
        let folder = try temporaryFolder()
        let script =
            "Set Width 100\nSet Height 30\nOutput \"demo.txt\"\nOutput \"demo.cast\"\nKey s\nSweep 127 180 1s\nCapture \"flat\"\nCapture \"flat.svg\"\n"
        try script.write(to: folder.appendingPathComponent("demo.tape"), atomically: true, encoding: .utf8)
        let first = try runBinary(["record", "demo.tape", "-o", "out"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote out/demo.cast"))
        let out = folder.appendingPathComponent("out")
        #expect(try folderContents(out) == ["demo.cast", "demo.txt", "flat.svg", "flat.txt"])
        let before = try folderContents(out).map { try Data(contentsOf: out.appendingPathComponent($0)) }

        let again = try runBinary(["record", "demo.tape", "-o", "out"], in: folder)
        #expect(again.status == 73)
        #expect(again.stderr.contains("already exists (use --force to overwrite)"))

        let forced = try runBinary(["record", "demo.tape", "-o", "out", "--force"], in: folder)
        #expect(forced.status == 0)
        let after = try folderContents(out).map { try Data(contentsOf: out.appendingPathComponent($0)) }
        #expect(before == after, "the same script gives byte-identical files")
        #expect(try folderContents(out).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test("A bad script fails before anything is written: FILE:LINE: message, exit 65")
    func badScript() throws {
        let folder = try temporaryFolder()
        try "Output \"x.cast\"\nKey Right\nCapture \"ok\"\nHinge 400\n".write(
            to: folder.appendingPathComponent("bad.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "bad.tape", "-o", "out"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr == "duosim: bad.tape:4:7: Hinge: 400 is outside 0…180\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))

        try "Key Right\nPose pretzel\n".write(
            to: folder.appendingPathComponent("late.tape"), atomically: true, encoding: .utf8)
        let late = try runBinary(["record", "late.tape"], in: folder)
        #expect(late.status == 65)
        #expect(late.stderr.hasPrefix("duosim: late.tape:2:1: unknown pose 'pretzel'"))
        #expect(try folderContents(folder) == ["bad.tape", "late.tape"])
    }

    @Test("Missing script 66; no script or two scripts 64")
    func arguments() throws {
        #expect(try runBinary(["record", "/nonexistent.tape"]).status == 66)
        #expect(try runBinary(["record"]).status == 64)
        #expect(try runBinary(["record", "a.tape", "b.tape"]).status == 64)
    }

    @Test("sweep: one line per change with its angle; --json for scripts")
    func sweep() throws {
        let text = try runBinary(["sweep"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("     6°") && $0.contains("status closed → partiallyOpen")
                    && $0.contains("display outer → inner")
            })
        #expect(lines.contains { $0.hasPrefix("   175°") && $0.contains("fold active → inactive") })

        let json = try runBinary(["sweep", "--split", "--from", "180", "--to", "0", "--json"]).json()
        let changes = try #require(json["changes"] as? [[String: Any]])
        let angles = changes.compactMap { ($0["angle"] as? NSNumber)?.doubleValue }
        #expect(angles == [174, 5])
        let first = try #require(changes.first?["changes"] as? [[String: Any]])
        #expect(
            first.contains {
                $0["property"] as? String == "foldSide" && $0["window"] as? String == "left"
                    && $0["to"] as? String == "leftOfFold"
            })
        #expect(try runBinary(["sweep", "--step", "0"]).status == 64)
        #expect(try runBinary(["sweep", "--to", "200"]).status == 64)
    }

    @Test("render --format ansi, html and svg keep the colours")
    func formats() throws {
        let ansi = try runBinary(["render", "--format", "ansi"]).stdout
        #expect(ansi.contains("\u{1B}[0;1;38;5;45m"))
        let folder = try temporaryFolder()
        #expect(try runBinary(["render", "-o", "a.html"], in: folder).status == 0)
        let html = try String(contentsOf: folder.appendingPathComponent("a.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("#5fd7ff"))
        #expect(try runBinary(["render", "--format", "svg", "-o", "a.svg"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8).hasPrefix("<svg "))
    }
}
