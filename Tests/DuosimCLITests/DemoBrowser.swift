import Foundation
import TestSupport

/// Headless Chromium driven through the DevTools protocol by `cdp.py` (Python's standard library
/// alone): real mouse, touch, key and drop events, and what the page shows after them. Tests
/// that need it are skipped, and say so, without Chromium or `python3`.
enum DemoBrowser {
    static let python: String? =
        ["/usr/bin/python3", "/usr/local/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    static var available: Bool { Chromium.available && python != nil }

    /// One browser session: the steps in order (see `cdp.py`), each step's result.
    static func run(_ steps: [[String: Any]]) throws -> [Any] {
        guard let python, let chromium = Chromium.binary else { return [] }
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("steps.json")
        try JSONSerialization.data(withJSONObject: steps).write(to: file)
        let script = repositoryRoot.appendingPathComponent("Tests/DuosimCLITests/cdp.py").path
        let output = try spawn([python, script, chromium, file.path], capture: true)
        let document = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let errors = document?["errors"] as? [String] ?? []
        if !errors.isEmpty { throw BrowserError(message: "the page threw: \(errors.joined(separator: "; "))") }
        let results = document?["results"] as? [Any] ?? []
        for (index, result) in results.enumerated() {
            if let failed = (result as? [String: Any])?["error"] as? String {
                throw BrowserError(message: "step \(index + 1) (\(steps[index].keys.sorted())) failed: \(failed)")
            }
        }
        return results
    }

    struct BrowserError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    // MARK: Steps

    static func open(
        _ url: String, width: Int, height: Int, mobile: Bool = false, touch: Bool = false, reducedMotion: Bool = false
    ) -> [String: Any] {
        [
            "open": url, "width": width, "height": height, "mobile": mobile, "touch": touch,
            "reducedMotion": reducedMotion,
        ]
    }

    static func eval(_ expression: String) -> [String: Any] { ["eval": expression] }

    static func key(_ key: String, shift: Bool = false) -> [String: Any] { ["key": key, "shift": shift] }

    static func mouse(_ type: String, _ x: Double, _ y: Double, button: String = "none", deltaY: Double = 0)
        -> [String: Any]
    {
        var event: [String: Any] = ["type": type, "x": x, "y": y, "button": button, "deltaX": 0, "deltaY": deltaY]
        if button != "none" {
            event["clickCount"] = 1
            event["buttons"] = 1
        }
        return ["mouse": event]
    }

    /// A real mouse click in the middle of the element `selector` names, scrolled into view.
    static func click(_ selector: String) -> [String: Any] { ["click": selector] }

    static func touch(_ type: String, _ points: [(Double, Double)]) -> [String: Any] {
        ["touch": ["type": type, "points": points.map { [$0.0, $0.1] }]]
    }

    /// Defines `cellPoint(text, nth)` in the page: the viewport point at the middle of the `nth`
    /// place the picture shows `text` (in the cells it shows, whatever it crops), and that place's
    /// column and row; null when it doesn't.
    static var cellPoint: [String: Any] {
        eval(
            """
            window.cellPoint = (text, nth = 0) => {
              const s = document.getElementById("screen"), r = s.getBoundingClientRect(), cs = getComputedStyle(s);
              const lines = s.textContent.split("\\n"); if (lines[lines.length - 1] === "") lines.pop();
              const columns = Array.from(lines[0]).length, rows = lines.length, want = Array.from(text);
              const left = r.left + s.clientLeft + parseFloat(cs.paddingLeft), top = r.top + s.clientTop + parseFloat(cs.paddingTop);
              const cw = (s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)) / columns;
              const ch = (s.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom)) / rows;
              let seen = 0;
              for (let row = 0; row < rows; row++) {
                const chars = Array.from(lines[row]);
                for (let column = 0; column + want.length <= chars.length; column++) {
                  if (chars.slice(column, column + want.length).join("") === text && seen++ === nth)
                    return [left + (column + 0.5) * cw, top + (row + 0.5) * ch, column, row];
                }
              }
              return null;
            }; true
            """)
    }

    /// The page's state: its address and whether the help is open.
    static var state: [String: Any] { eval("location.hash + (document.getElementById('help').open ? ' help' : '')") }

    /// The text the picture shows, each row right-trimmed, as a text capture writes it.
    static var screenText: [String: Any] {
        eval("document.getElementById('screen').textContent.split('\\n').map(r => r.replace(/ +$/, '')).join('\\n')")
    }

    /// A row without its trailing blanks.
    static func trimmed(_ row: some StringProtocol) -> String {
        String(row.reversed().drop { $0 == " " }.reversed())
    }
}

// MARK: - A PNG for the tests

/// An RGBA image written as a PNG with stored (uncompressed) deflate blocks: what a test drops on
/// the page, whose pixels it knows.
struct TestImage {
    var width: Int
    var height: Int
    /// Alpha of each pixel, row by row (the colour is a fixed red).
    var alpha: [UInt8]

    func png() -> Data {
        var raw = Data()
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw.append(contentsOf: [200, 40, 40, alpha[y * width + x]]) }
        }
        var zlib = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib.append(final)
            zlib.append(contentsOf: [
                UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff),
            ])
            zlib.append(raw[offset..<(offset + count)])
            offset += count
        } while offset < raw.count
        zlib.append(contentsOf: Self.bigEndian(Self.adler32(raw)))
        var header = Data()
        header.append(contentsOf: Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Self.chunk("IHDR", header)
            + Self.chunk("IDAT", zlib) + Self.chunk("IEND", Data())
    }

    static func chunk(_ type: String, _ data: Data) -> Data {
        let body = Data(type.utf8) + data
        return Data(bigEndian(UInt32(data.count))) + body + Data(bigEndian(crc32(body)))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xff) } }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ data: Data) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
