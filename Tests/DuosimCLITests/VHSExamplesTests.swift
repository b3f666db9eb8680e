import Foundation
import Pixels
import TestSupport
import Testing

/// VHS's own example tapes, run unchanged. They aren't in this repository (their licence is
/// VHS's): point `DUOSIM_VHS_EXAMPLES` at a copy of VHS's `examples/` folder to run them.
@Suite("VHS's example tapes (DUOSIM_VHS_EXAMPLES)")
struct VHSExamplesTests {
    static let folder = ProcessInfo.processInfo.environment["DUOSIM_VHS_EXAMPLES"].map(URL.init(fileURLWithPath:))

    /// The examples that are errors in VHS too: a parse error, a picture too small, a missing program.
    static let failingInVHS = ["errors/parser.tape", "errors/dimensions.tape", "errors/require.tape"]

    @Test(
        "Every example runs unchanged: exit 0 (or VHS's own errors), its GIFs written and decoding, no file it didn't ask for",
        .enabled(if: folder != nil, "DUOSIM_VHS_EXAMPLES isn't set: VHS's examples were not run"))
    func examples() throws {
        let root = try #require(Self.folder)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        let tapes = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tape") }.sorted()
        #expect(tapes.count >= 100, "\(tapes.count) tapes in \(root.path)")
        var passed = 0
        for tape in tapes {
            let out = try temporaryFolder()
            // Run from the examples' parent, as VHS's own README runs them (`vhs examples/…`).
            let result = try runBinary(
                ["record", root.appendingPathComponent(tape).path, "-o", out.path], in: root.deletingLastPathComponent()
            )
            if Self.failingInVHS.contains(tape) {
                #expect(result.status == 65 || result.status == 1, "\(tape): \(result.stderr)")
                continue
            }
            #expect(result.status == 0, "\(tape): \(result.stderr)")
            if result.status == 0 { passed += 1 }
            let written = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? [])
                .filter { !$0.hasSuffix("/") && !FileManager.default.isDirectory(out.appendingPathComponent($0)) }
            let text = try String(contentsOf: root.appendingPathComponent(tape), encoding: .utf8)
            let outputs = text.split(separator: "\n").filter { $0.hasPrefix("Output ") }.map {
                $0.dropFirst(7).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            for file in written {
                let inFolder = outputs.contains { $0.hasSuffix("/") && file.hasPrefix($0) }
                #expect(
                    inFolder || text.contains(URL(fileURLWithPath: file).lastPathComponent), "\(tape) wrote \(file)")
            }
            guard result.status == 0 else { continue }
            // Every picture it names is written: a GIF that decodes at the tape's size.
            for name in outputs where name.hasSuffix(".gif") && !name.hasPrefix("/") && !name.contains("..") {
                let gif = try DecodedGIF([UInt8](try Data(contentsOf: out.appendingPathComponent(name))))
                #expect(gif.width > 0 && gif.height > 0 && gif.loops && gif.duration > 0, "\(tape): \(name)")
            }
        }
        #expect(passed >= 100, "\(passed) of \(tapes.count) ran")
    }
}

extension FileManager {
    func isDirectory(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
