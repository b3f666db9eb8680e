import Foundation
import TestSupport
import Testing

extension DemoDrawingTests {
    /// The drawn frames of a measure (`measure(_:)`), by `window|kind|id`.
    static func drawnFrames(_ m: [String: Any]) -> [String: [Double]] {
        var drawn: [String: [Double]] = [:]
        for shape in m["shapes"] as? [[Any]] ?? [] where shape.count == 7 {
            drawn[shape.prefix(3).map { "\($0)" }.joined(separator: "|")] = shape.suffix(4).compactMap {
                ($0 as? NSNumber)?.doubleValue
            }
        }
        return drawn
    }

    /// Records where `drawn` and `expected` differ: a thing missing, misplaced by more than half a
    /// point, or drawn without `query` placing it.
    static func compare(_ drawn: [String: [Double]], _ expected: [String: [Double]], _ what: String) {
        for (key, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let shown = drawn[key] else {
                Issue.record("\(key) isn't in \(what)")
                continue
            }
            // A box of no width or height is drawn half a point wide, so it shows.
            #expect(
                zip(frame, shown).allSatisfy { abs($0 - $1) <= 0.5 + 1e-6 }, "\(key): query \(frame), \(what) \(shown)")
        }
        let extra = Set(drawn.keys).subtracting(expected.keys)
        #expect(extra.isEmpty, "in \(what) but not in query: \(extra)")
    }

    @Test(
        "Export: the drawing as SVG in points (viewBox and groups as query's frames) and as JSON of rectangles",
        .enabled(if: DemoBrowser.available))
    func exports() throws {
        let folder = try temporaryFolder()
        var open = DemoBrowser.open(DemoTests.page.absoluteString + "#angle=127&split=1", width: 390, height: 844)
        open["download"] = folder.path
        let svg = folder.appendingPathComponent("book-127-split-points.svg")
        let json = folder.appendingPathComponent("book-127-split-frames.json")
        let saved = try DemoBrowser.run([
            open, DemoBrowser.click("#svg-points"), ["file": svg.path], DemoBrowser.click("#json-frames"),
            ["file": json.path],
        ])
        #expect(saved[2] is Int && saved[4] is Int, "saved: \(saved)")
        let query = try runBinary(["query", "--app", "mail", "--angle", "127", "--split", "--orientation", "landscape"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [String: Any])
        let expected = Self.expected(document)
        // The SVG alone in the browser: its groups measured where they are drawn, in points.
        let results = try DemoBrowser.run([
            DemoBrowser.open(svg.absoluteString, width: 1600, height: 900), Self.measure("svg"),
            DemoBrowser.eval(
                "[document.documentElement.getAttribute('viewBox'), document.documentElement.getAttribute('width'), document.querySelectorAll('g[id]').length, !!document.querySelector('g[id=\"left · item back\"]')]"
            ),
            Self.absolute,
        ])
        let m = try #require(results[1] as? [String: Any])
        let placed = try #require(results[3] as? [String: Any])
        Self.compare(Self.drawnFrames(placed), expected, "the exported SVG")
        let root = try #require(results[2] as? [Any])
        // Both displays side by side, 48 pt apart, under a 26 pt heading: 466 + 48 + 951 by 669 + 26.
        #expect(root[0] as? String == "0 0 1465 695" && root[1] as? String == "1465pt", "\(root)")
        #expect((root[2] as? Int ?? 0) >= expected.count && root[3] as? Bool == true, "\(root)")
        #expect((m["smallest"] as? Double ?? 0) >= 11.99)
        let frames = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect(frames["units"] as? String == "points")
        var listed: [String: [Double]] = [:]
        for r in frames["rectangles"] as? [[String: Any]] ?? [] where r["space"] as? String == "window" {
            let name = r["name"] as? String ?? "", kind = r["kind"] as? String ?? ""
            listed["\(r["window"] as? String ?? "")|\(kind)|\(name.dropFirst(kind.count + 1))"] =
                ["x", "y", "width", "height"].compactMap { (r[$0] as? NSNumber)?.doubleValue }
        }
        let windows = (frames["rectangles"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "window" }
        for w in windows {
            listed["\((w["name"] as? String ?? "").dropFirst(7))|window|\((w["name"] as? String ?? "").dropFirst(7))"] =
                ["x", "y", "width", "height"].compactMap { (w[$0] as? NSNumber)?.doubleValue }
        }
        Self.compare(listed, expected, "the exported JSON")
    }
}
