import Foundation
import TestSupport
import Testing

extension DemoDrawingTests {
    /// Each drawn group of the exported SVG measured in the drawing's own points (whatever groups
    /// and translations it sits in), then put in its window's points (a window in its display's):
    /// `[window, kind, id, x, y, w, h]`; and each top-level layer's name with its groups' kinds.
    static var absolute: [String: Any] {
        DemoBrowser.eval(
            """
            (() => {
              const svg = document.documentElement, m = svg.getScreenCTM(), out = [], layers = {};
              const at = g => { const r = g.querySelector(":scope > rect.box").getBoundingClientRect();
                return [(r.left - m.e) / m.a, (r.top - m.f) / m.d, r.width / m.a, r.height / m.d]; };
              const display = svg.querySelector("g[data-kind=display].in-use");
              const windows = Object.fromEntries([...svg.querySelectorAll("g[data-kind=window]")].map(g => [g.dataset.name.slice(7), at(g)]));
              const round = v => Math.round(v * 100) / 100;
              for (const g of svg.querySelectorAll("g[data-kind]")) {
                const [x, y, w, h] = at(g), kind = g.dataset.kind, id = g.dataset.name.slice(kind.length + 1);
                if (kind === "window") { const [dx, dy] = at(display); out.push([id, kind, id, ...[x - dx, y - dy, w, h].map(round)]); }
                else if (g.dataset.window) { const [wx, wy] = windows[g.dataset.window]; out.push([g.dataset.window, kind, id, ...[x - wx, y - wy, w, h].map(round)]); }
              }
              for (const l of svg.querySelectorAll(":scope > g[id]")) layers[l.id] = [...new Set([...l.querySelectorAll("g[data-kind]")].map(g => g.dataset.kind))];
              return { shapes: out, layers, top: [...svg.children].map(e => e.id), frames: svg.querySelectorAll("g[data-frame]").length };
            })()
            """)
    }

    @Test(
        "Export: the SVG's top-level layers are named groups (fold, margins, cameras, …) with every frame where query puts it; the JSON names each rectangle's layer; PNGs at 1×, 2×, 3×",
        .enabled(if: DemoBrowser.available))
    func layers() throws {
        let folder = try temporaryFolder()
        var open = DemoBrowser.open(
            DemoTests.page.absoluteString + "#angle=127&split=1&controls=1", width: 1280, height: 720)
        open["download"] = folder.path
        let stem = folder.appendingPathComponent("book-127-split-points").path
        let saved = try DemoBrowser.run([
            open, DemoBrowser.click("#svg-points"), ["file": stem + ".svg"], DemoBrowser.click("#json-frames"),
            ["file": folder.appendingPathComponent("book-127-split-frames.json").path],
            DemoBrowser.click("#png-1x"), ["file": stem + "@1x.png"], DemoBrowser.click("#png-2x"),
            ["file": stem + "@2x.png"], DemoBrowser.click("#png-3x"), ["file": stem + "@3x.png"],
        ])
        #expect(saved.count == 11 && [2, 4, 6, 8, 10].allSatisfy { saved[$0] is Int }, "saved: \(saved)")
        let query = try runBinary(["query", "--app", "mail", "--angle", "127", "--split", "--orientation", "landscape"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [String: Any])
        let results = try DemoBrowser.run([
            DemoBrowser.open(URL(fileURLWithPath: stem + ".svg").absoluteString, width: 1600, height: 900),
            Self.absolute,
        ])
        let m = try #require(results[1] as? [String: Any])
        Self.compare(Self.drawnFrames(m), Self.expected(document), "the exported SVG's layers")
        let layers = try #require(m["layers"] as? [String: [String]])
        let wanted: [String: String] = [
            "fold": "fold", "margins": "region", "cameras": "camera", "side column": "item", "bars": "tabbar",
            "safe area": "safe", "controls": "control", "windows": "window", "displays": "display",
        ]
        // Each layer there where the state has such things (query's in its windows; the fold and cameras always).
        let placed = Set(Self.expected(document).keys.map { String($0.split(separator: "|")[1]) })
        for (layer, kind) in wanted where placed.contains(kind) || ["fold", "camera", "display"].contains(kind) {
            #expect(layers[layer]?.contains(kind) == true, "\(layer): \(layers)")
        }
        #expect(layers["island"] == ["camera"] && layers["cameras"]?.contains("camera") == true, "\(layers)")
        #expect(placed.isSuperset(of: ["region", "item", "tabbar", "safe", "window"]), "\(placed)")
        #expect(
            (m["top"] as? [String])?.allSatisfy { $0 == "ground" || layers[$0] != nil } == true, "\(m["top"] ?? "")")
        let frames = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("book-127-split-frames.json")))
                as? [String: Any])
        let rectangles = frames["rectangles"] as? [[String: Any]] ?? []
        #expect(!rectangles.isEmpty && rectangles.allSatisfy { layers[$0["layer"] as? String ?? ""] != nil })
        #expect(rectangles.contains { $0["kind"] as? String == "fold" && $0["layer"] as? String == "fold" })
        // 1465 × 695 pt (both displays under their heading) at each scale, and not one colour.
        for scale in 1...3 {
            let png = try Data(contentsOf: URL(fileURLWithPath: stem + "@\(scale)x.png"))
            let size = [16, 20].map { at in png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            #expect(size == [1465 * scale, 695 * scale], "@\(scale)x is \(size)")
            let colours = try DemoBrowser.run([
                DemoBrowser.open(DemoTests.page.absoluteString, width: 800, height: 600),
                DemoBrowser.eval(
                    """
                    (async () => { const i = new Image(); i.src = "data:image/png;base64,\(png.base64EncodedString())"; await i.decode();
                      const c = document.createElement("canvas"); c.width = i.width; c.height = i.height;
                      const x = c.getContext("2d"); x.drawImage(i, 0, 0); const d = x.getImageData(0, 0, c.width, c.height).data, seen = new Set();
                      for (let k = 0; k < d.length; k += 4 * 7) seen.add(d[k] << 16 | d[k + 1] << 8 | d[k + 2]); return seen.size; })()
                    """),
            ])
            #expect((colours[1] as? Int ?? 0) >= 8, "@\(scale)x has \(colours[1]) colours")
        }
    }
}
