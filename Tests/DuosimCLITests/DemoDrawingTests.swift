import Foundation
import TestSupport
import Testing

/// The demo page's drawing in points, in headless Chromium: every thing `duosim query` places in a
/// window is a named group drawn at its frame (to half a point), and nothing else is; its text is
/// never under 12 CSS px; the terminal's picture is one click away.
@Suite("The demo page's drawing in points against duosim query (headless Chromium)")
struct DemoDrawingTests {
    struct Case: CustomStringConvertible, Sendable {
        var fragment: String
        var query: [String]
        var width: Int
        var height: Int
        var description: String { "\(fragment) at \(width) × \(height)" }
    }

    static let cases: [Case] = [
        Case(fragment: "#angle=127&split=1", query: ["--angle", "127", "--split"], width: 1280, height: 720),
        Case(fragment: "#angle=0", query: ["--angle", "0"], width: 1280, height: 720),
        Case(fragment: "#angle=180&rtl=1", query: ["--angle", "180", "--rtl"], width: 390, height: 844),
        Case(
            fragment: "#angle=127&split=1&rtl=1", query: ["--angle", "127", "--split", "--rtl"], width: 390, height: 844
        ),
        Case(fragment: "#angle=60", query: ["--angle", "60"], width: 1920, height: 1080),
        Case(fragment: "#angle=100&split=1", query: ["--angle", "100", "--split"], width: 820, height: 1180),
    ]

    /// Each drawn group inside a window, measured where the browser drew its box: `[window,
    /// kind, id, x, y, w, h]` in the window's points (a window itself in its display's); the
    /// smallest text in CSS px; the orientation the status names.
    static func measure(_ selector: String = "#drawing svg") -> [String: Any] {
        DemoBrowser.eval(
            """
            (() => {
              const svg = document.querySelector(\"\(selector)\"), out = [];
              const inPoints = (box, g) => { const m = g.getScreenCTM(), r = box.getBoundingClientRect();
                return [(r.left - m.e) / m.a, (r.top - m.f) / m.d, r.width / m.a, r.height / m.d].map(v => Math.round(v * 100) / 100); };
              for (const g of svg.querySelectorAll("g[data-kind]")) {
                const box = g.querySelector(":scope > rect.box"), win = g.parentElement.closest("g[data-kind=window]");
                if (g.dataset.kind === "window") out.push([g.dataset.name.slice(7), "window", g.dataset.name.slice(7), ...inPoints(box, g.parentElement)]);
                else if (win) out.push([win.dataset.name.slice(7), g.dataset.kind, g.dataset.name.slice(g.dataset.kind.length + 1), ...inPoints(box, win)]);
              }
              const texts = [...svg.querySelectorAll("text")].map(t => parseFloat(getComputedStyle(t).fontSize) * svg.getScreenCTM().a);
              return { shapes: out, smallest: Math.min(...texts), texts: texts.length,
                       orientation: /landscape/.test(document.getElementById("status")?.textContent) ? "landscape" : "portrait" };
            })()
            """)
    }

    /// What `query` says is in each window: `[window, kind, id] → [x, y, w, h]`.
    static func expected(_ document: [String: Any]) -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        func rect(_ value: Any?) -> [Double]? {
            guard let r = value as? [String: Any] else { return nil }
            let numbers = ["x", "y", "width", "height"].compactMap { (r[$0] as? NSNumber)?.doubleValue }
            return numbers.count == 4 ? numbers : nil
        }
        let rightToLeft = document["layoutDirection"] as? String == "rightToLeft"
        for window in document["windows"] as? [[String: Any]] ?? [] {
            let id = window["id"] as? String ?? ""
            func add(_ kind: String, _ name: String, _ frame: Any?) {
                if let r = rect(frame) { out["\(id)|\(kind)|\(name)"] = r }
            }
            add("window", id, window["frameInDisplay"])
            for region in window["regions"] as? [[String: Any]] ?? [] {
                add("region", region["id"] as? String ?? "", region["frame"])
            }
            if let bar = window["sideBar"] as? [String: Any] {
                add("bar", bar["axis"] as? String == "vertical" ? "side column" : "toolbar", bar["frame"])
                add("status", "status area", bar["statusArea"])
                for item in bar["items"] as? [[String: Any]] ?? [] {
                    add("item", item["id"] as? String ?? "", item["frame"])
                }
                if let tabs = bar["tabBar"] as? [String: Any] {
                    add("tabbar", "tab bar", tabs["frame"])
                    for tab in tabs["items"] as? [[String: Any]] ?? [] {
                        add("tab", tab["id"] as? String ?? "", tab["frame"])
                    }
                }
            }
            for p in window["presentations"] as? [[String: Any]] ?? [] {
                add("presentation", p["id"] as? String ?? "", p["frame"])
            }
            for c in window["controls"] as? [[String: Any]] ?? [] {
                add("control", c["id"] as? String ?? "", c["frame"])
                add("suggested", c["id"] as? String ?? "", c["suggestedFrame"])
            }
            let panes = (window["arrangement"] as? [String: Any])?["panes"] as? [[String: Any]] ?? []
            for pane in panes { add("pane", pane["id"] as? String ?? "", pane["frame"]) }
            for column in window["columns"] as? [[String: Any]] ?? [] {
                add("column", column["id"] as? String ?? "", column["frame"])
            }
            let grid = (window["grid"] as? [String: Any])?["columns"] as? [Any] ?? []
            for (index, column) in grid.enumerated() { add("grid", "column \(index + 1)", column) }
            if let size = rect(window["frameInDisplay"]), let safe = window["safeArea"] as? [String: Any] {
                let inset = { (side: String) in (safe[side] as? NSNumber)?.doubleValue ?? 0 }
                let left = inset(rightToLeft ? "trailing" : "leading"),
                    right = inset(rightToLeft ? "leading" : "trailing")
                out["\(id)|safe|safe area"] = [
                    left, inset("top"), size[2] - left - right, size[3] - inset("top") - inset("bottom"),
                ]
            }
        }
        return out
    }

    @Test(
        "Each thing query places in a window is a named group drawn at its frame (±0.5 pt), and nothing else is drawn",
        .enabled(if: DemoBrowser.available), arguments: cases)
    func framesAsQuery(_ test: Case) throws {
        let results = try DemoBrowser.run([
            DemoBrowser.open(
                DemoTests.page.absoluteString + test.fragment, width: test.width, height: test.height,
                mobile: test.width < 600),
            Self.measure(),
        ])
        let m = try #require(results[1] as? [String: Any])
        let orientation = m["orientation"] as? String ?? "portrait"
        let query = try runBinary(["query", "--app", "mail", "--orientation", orientation] + test.query)
        #expect(query.status == 0, "\(query.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [String: Any])
        let expected = Self.expected(document)
        #expect(expected.count >= 10, "query placed only \(expected.count) things")
        Self.compare(Self.drawnFrames(m), expected, "the drawing (\(test))")
        #expect(
            (m["smallest"] as? Double ?? 0) >= 11.99 && (m["texts"] as? Int ?? 0) >= 3, "text: \(m["smallest"] ?? "")")
    }

    @Test(
        "The wheel over the drawing turns the hinge, up to open; a click on a Split View window looks at it",
        .enabled(if: DemoBrowser.available))
    func wheelAndClick() throws {
        let middle = DemoBrowser.eval(
            """
            (() => { const r = document.querySelector("#drawing g[data-name='window right'] > rect.box").getBoundingClientRect();
              return [r.left + r.width / 2, r.top + r.height - 4]; })()
            """)
        let open = DemoBrowser.open(DemoTests.page.absoluteString + "#angle=127&split=1", width: 1280, height: 720)
        let point = try #require(try DemoBrowser.run([open, middle])[1] as? [Double])
        let after = try DemoBrowser.run([
            open, DemoBrowser.mouse("mouseWheel", point[0], point[1], deltaY: -100), DemoBrowser.state,
            DemoBrowser.mouse("mousePressed", point[0], point[1], button: "left"),
            DemoBrowser.mouse("mouseReleased", point[0], point[1], button: "left"), DemoBrowser.state,
            DemoBrowser.eval("document.getElementById('details').textContent"),
        ])
        #expect((after[2] as? String)?.contains("angle=129") == true, "\(after[2])")
        #expect((after[5] as? String)?.contains("focus=1") == true, "\(after[5])")
        #expect((after[6] as? String)?.contains("x ") == true, "\(after[6])")
    }

    @Test(
        "The terminal's picture is one click away, and the drawing one click back", .enabled(if: DemoBrowser.available))
    func terminalPicture() throws {
        let shown = DemoBrowser.eval(
            "[document.getElementById('drawing').checkVisibility(), document.getElementById('screen').checkVisibility()]"
        )
        let results = try DemoBrowser.run([
            DemoBrowser.open(DemoTests.page.absoluteString, width: 1280, height: 720), shown,
            DemoBrowser.click("#as-text"), shown, DemoBrowser.screenText, DemoBrowser.click("#as-points"), shown,
        ])
        #expect(results[1] as? [Bool] == [true, false])
        #expect(results[3] as? [Bool] == [false, true])
        #expect((results[4] as? String)?.contains("inner · in use") == true)
        #expect(results[6] as? [Bool] == [true, false])
    }
}
