import Foundation
import Pixels
import TestSupport
import Testing

/// `record --check` with pictures (issue 39): a PNG or GIF is compared by its decoded pixels, so
/// the same picture packed another way passes and a changed one names its frames and the region.
@Suite("record --check: pictures by their pixels (binary)")
struct PictureCheckTests {
    static func tape(_ text: String) -> String {
        """
        Output demo.gif
        Set Width 600
        Set Height 300
        Set Framerate 10
        Type "\(text)"
        Sleep 300ms
        Screenshot shot.png
        Sleep 200ms

        """
    }

    func recorded(_ text: String) throws -> URL {
        let work = try temporaryFolder()
        try Self.tape(text).write(to: work.appendingPathComponent("a.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "a.tape", "-o", "out"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        return work
    }

    func check(_ work: URL, tape text: String) throws -> RunResult {
        try Self.tape(text).write(to: work.appendingPathComponent("b.tape"), atomically: true, encoding: .utf8)
        return try runBinary(["record", "b.tape", "-o", "out", "--check"], in: work)
    }

    @Test("The same pixels packed another way (another zlib level and filter) are the same picture")
    func samePixelsPass() throws {
        let work = try recorded("echo hi")
        let url = work.appendingPathComponent("out/shot.png")
        let original = [UInt8](try Data(contentsOf: url))
        let image = try PNGFile.decode(original)
        let repacked = try PNGFile.encode(
            bytes: image.rgba, width: image.width, height: image.height, channels: 4, level: 9, filters: 0)
        #expect(repacked != original, "the repacked file must differ in its bytes")
        try Data(repacked).write(to: url)
        let result = try check(work, tape: "echo hi")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("all identical"), "\(result.stdout)")
    }

    @Test("A changed pixel is found, with the region it is in")
    func changedPixelIsNamed() throws {
        let work = try recorded("echo hi")
        let url = work.appendingPathComponent("out/shot.png")
        var image = try PNGFile.decode([UInt8](try Data(contentsOf: url)))
        let (x, y) = (image.width / 3, image.height / 2)
        image.rgba[(y * image.width + x) * 4] ^= 0xFF
        try Data(try PNGFile.encode(bytes: image.rgba, width: image.width, height: image.height, channels: 4))
            .write(to: url)
        let result = try check(work, tape: "echo hi")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("out/shot.png (decoded pixels)"), "\(result.stdout)")
        #expect(result.stdout.contains("1 pixel differ in x \(x)…\(x), y \(y)…\(y) (1 × 1 px)"), "\(result.stdout)")
        #expect(result.stderr.contains("1 of 2 files differ"), "\(result.stderr)")
    }

    @Test("Another tape's GIF: the differing frames are named, with where they differ")
    func gifFramesAreNamed() throws {
        let work = try recorded("echo hi")
        let result = try check(work, tape: "echo ho")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("out/demo.gif (decoded pixels)"), "\(result.stdout)")
        #expect(result.stdout.contains("@@ frame "), "\(result.stdout)")
        #expect(result.stdout.contains("pixels differ in x "), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{FFFD}"), "no bytes shown as text")
    }

    @Test("A file on disk that isn't a picture says so, and the run fails")
    func notAPicture() throws {
        let work = try recorded("echo hi")
        for name in ["shot.png", "demo.gif"] {
            try Data("not a picture\n".utf8).write(to: work.appendingPathComponent("out/\(name)"))
        }
        let result = try check(work, tape: "echo hi")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("on disk: not a PNG"), "\(result.stdout)")
        #expect(result.stdout.contains("on disk: not a GIF file"), "\(result.stdout)")
    }
}
