import Foundation
import TestSupport
import Testing

/// `duosim demo`'s page driven as a person drives it, with the DevTools protocol's real input
/// events: three screen sizes, every key it advertises, the slider drawn in the picture (mouse and
/// touch), the wheel, pointing at things, links.
@Suite("The demo page in headless Chromium: screens, keys, dragging, pointing, links")
struct DemoBrowserTests {
    /// The page showing the terminal's picture (the drawing in points is `DemoDrawingTests`').
    static var page: String { DemoTests.page.absoluteString + "?picture=text" }

    struct Screen: CustomStringConvertible, Sendable {
        var width: Int
        var height: Int
        var phone: Bool
        var description: String { "\(width) × \(height)" }
    }

    static let screens = [
        Screen(width: 390, height: 844, phone: true), Screen(width: 1280, height: 720, phone: false),
        Screen(width: 1920, height: 1080, phone: false),
    ]

    /// What the layout test reads off the page.
    static var measure: [String: Any] {
        DemoBrowser.eval(
            """
            (() => {
              const visible = e => e.offsetParent !== null && getComputedStyle(e).visibility !== "hidden";
              const small = [...document.querySelectorAll("button, .button, input[type=range]")].filter(visible)
                .map(e => { const r = e.getBoundingClientRect(); return [(e.textContent.trim() || e.id).slice(0, 24), r.width, r.height]; })
                .filter(([, w, h]) => w < 44 || h < 44);
              const s = document.getElementById("screen"), f = document.getElementById("frame");
              const rows = s.textContent.split("\\n").filter((r, i, all) => i < all.length - 1 || r !== "");
              return { page: document.documentElement.scrollWidth, width: innerWidth, height: innerHeight, small,
                       font: parseFloat(getComputedStyle(s).fontSize), frame: f.scrollWidth - f.clientWidth,
                       rows: rows.length, columns: Array.from(rows[0]).length, first: rows[0],
                       views: !document.getElementById("views").hidden,
                       pictureBottom: f.getBoundingClientRect().bottom, infoTop: document.getElementById("info").getBoundingClientRect().top,
                       viewport: document.querySelector("meta[name=viewport]")?.content ?? "" };
            })()
            """)
    }

    @Test(
        "Nothing overflows sideways, every control is 44 px or more, the picture fits its column at a legible size",
        .enabled(if: DemoBrowser.available), arguments: screens)
    func layout(screen: Screen) throws {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent(
            "duosim-demo-\(screen.width)x\(screen.height).png")
        let results = try DemoBrowser.run([
            DemoBrowser.open(Self.page, width: screen.width, height: screen.height, mobile: screen.phone),
            Self.measure, ["screenshot": shot.path],
        ])
        let m = try #require(results[1] as? [String: Any])
        let number = { (key: String) in (m[key] as? Double) ?? Double((m[key] as? Int) ?? -1) }
        #expect(number("page") <= number("width"), "the page is \(number("page")) px wide in \(screen)")
        #expect((m["small"] as? [Any])?.isEmpty == true, "controls under 44 px: \(m["small"] ?? "")")
        #expect(number("font") >= 6, "the picture's text is \(number("font")) px")
        #expect((m["viewport"] as? String)?.contains("width=device-width") == true)
        if screen.phone {
            // One display at a time: the picture starts at the display's frame, and fits the column.
            #expect(m["views"] as? Bool == true)
            #expect((m["first"] as? String)?.hasPrefix("┌") == true, "\(m["first"] ?? "")")
            #expect(number("frame") <= 0, "the picture overflows its column by \(number("frame")) px")
        } else {
            // The whole screen, all of it in the first screenful, with what was pointed at beside it.
            #expect(number("rows") == 48 && number("columns") == 160)
            #expect(number("frame") <= 0 && number("pictureBottom") <= number("height"))
            #expect(number("infoTop") < number("height"))
        }
    }

    /// The CDP key (and Shift) for a key as the page writes it (`←`, `Shift+→`, `PgUp`, `1-5`).
    static func keys(_ label: String) -> [(key: String, shift: Bool)] {
        let named = [
            "←": "ArrowLeft", "→": "ArrowRight", "PgUp": "PageUp", "PgDn": "PageDown", "Home": "Home", "End": "End",
            "Tab": "Tab", "Esc": "Escape", "F1": "F1",
        ]
        let shift = label.hasPrefix("Shift+")
        let key = shift ? String(label.dropFirst(6)) : label
        if let name = named[key] { return [(name, shift)] }
        let bounds = key.split(separator: "-")
        if bounds.count == 2, let low = bounds[0].first, let high = bounds[1].first, bounds[0].count == 1 {
            return (low.asciiValue!...high.asciiValue!).map { (String(UnicodeScalar($0)), false) }
        }
        return key.count == 1 ? [(key, shift)] : []
    }

    @Test(
        "Every key the page lists changes what it shows, and the picture's own key line lists only those keys",
        .enabled(if: DemoBrowser.available))
    func everyKey() throws {
        let start = Self.page + "#angle=90&split=1"
        let listed = try DemoBrowser.run([
            DemoBrowser.open(start, width: 1280, height: 720),
            DemoBrowser.eval("[...document.querySelectorAll('#keys dt')].map(d => d.textContent)"),
            DemoBrowser.screenText,
        ])
        let labels = (listed[1] as? [String] ?? []).flatMap { $0.split(separator: " ").map(String.init) }
        #expect(labels.count >= 10, "\(labels)")
        // The hint line's keys (each hint's words but its last) are among the listed ones.
        let hintRow = (listed[2] as? String ?? "").split(separator: "\n").last.map(String.init) ?? ""
        for hint in hintRow.split(separator: "  ").map({ $0.trimmingCharacters(in: .whitespaces) }) where !hint.isEmpty
        {
            let words = hint.split(separator: " ").dropLast().map(String.init)
            for word in words {
                let parts = Self.keys(word).isEmpty ? word.map(String.init) : [word]
                for part in parts {
                    #expect(labels.contains(part), "the picture names \(part) (\(hint)); the page lists \(labels)")
                }
            }
        }
        var steps: [[String: Any]] = []
        var pressed: [String] = []
        for label in labels {
            let keys = Self.keys(label)
            #expect(!keys.isEmpty, "the page lists a key nobody can press: \(label)")
            for key in keys {
                steps += [DemoBrowser.open(start, width: 1280, height: 720)]
                // Esc closes the help: open it first.
                if key.key == "Escape" { steps.append(DemoBrowser.key("?")) }
                steps += [DemoBrowser.state, DemoBrowser.key(key.key, shift: key.shift), DemoBrowser.state]
                pressed.append(label + (key.shift ? "" : " (\(key.key))"))
            }
        }
        let results = try DemoBrowser.run(steps)
        var index = 0
        for label in pressed {
            index += 1
            if label.hasPrefix("Esc") { index += 1 }
            let before = results[index] as? String, after = results[index + 2] as? String
            #expect(before != nil && before != after, "\(label) changed nothing: \(before ?? "?")")
            index += 3
        }
    }

    @Test(
        "s, →, Shift+→ and x do on the page what they do in the terminal, cell for cell",
        .enabled(if: DemoBrowser.available))
    func keysAsInTheTerminal() throws {
        let results = try DemoBrowser.run([
            DemoBrowser.open(Self.page, width: 1920, height: 1080), DemoBrowser.key("s"),
            DemoBrowser.key("ArrowRight"), DemoBrowser.key("ArrowRight", shift: true), DemoBrowser.key("x"),
            DemoBrowser.state, DemoBrowser.screenText,
        ])
        let address = try #require(results[5] as? String)
        #expect(address.contains("angle=138") && address.contains("split=1") && address.contains("presentations=0"))
        let work = try temporaryFolder()
        try "Set Width 160\nSet Height 48\nSet App \"mail\"\nKey s\nKey Right\nKey Shift+Right\nKey x\nCapture \"c\"\n"
            .write(to: work.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        #expect(try runBinary(["record", "t.tape"], in: work).status == 0)
        let expected = try String(contentsOf: work.appendingPathComponent("c.txt"), encoding: .utf8)
        let shown = try #require(results[6] as? String)
        #expect(
            DemoTests.withoutHints(shown) == DemoTests.withoutHints(expected),
            "\(lineDiff(expected, shown))")
    }

    @Test(
        "The slider drawn in the picture drags with a mouse and with a finger; the wheel turns the hinge",
        .enabled(if: DemoBrowser.available), arguments: [false, true])
    func slider(touch: Bool) throws {
        let open = DemoBrowser.open(Self.page, width: 1280, height: 720, touch: touch)
        let places = try DemoBrowser.run([
            open, DemoBrowser.cellPoint, DemoBrowser.eval("[cellPoint('├'), cellPoint('┤'), cellPoint('●')]"),
        ])
        let points = try #require(places[2] as? [[Double]])
        let (start, end, knob) = (points[0], points[1], points[2])
        // The middle of the column halfway along the track (a point between two columns would
        // be either's, by a rounding).
        let cellWidth = (end[0] - start[0]) / (end[2] - start[2])
        let middleColumn = start[2] + ((end[2] - start[2]) / 2).rounded(.down)
        let middle = start[0] + (middleColumn - start[2]) * cellWidth
        let middleAngle = Int(((middleColumn - start[2]) / (end[2] - start[2]) * 180).rounded())
        func drag(from: [Double], to x: Double, y: Double) -> [[String: Any]] {
            touch
                ? [
                    DemoBrowser.touch("touchStart", [(from[0], from[1])]),
                    DemoBrowser.touch("touchMove", [((from[0] + x) / 2, from[1])]),
                    DemoBrowser.touch("touchMove", [(x, y)]), DemoBrowser.touch("touchEnd", []),
                ]
                : [
                    DemoBrowser.mouse("mousePressed", from[0], from[1], button: "left"),
                    DemoBrowser.mouse("mouseMoved", (from[0] + x) / 2, from[1], button: "left"),
                    DemoBrowser.mouse("mouseMoved", x, y, button: "left"),
                    DemoBrowser.mouse("mouseReleased", x, y, button: "left"),
                ]
        }
        let angle = DemoBrowser.eval("document.getElementById('angle').textContent")
        var steps = [open] + drag(from: knob, to: start[0] - 40, y: start[1] + 30) + [angle]
        steps += [open] + drag(from: knob, to: end[0] + 40, y: end[1]) + [angle]
        steps += [open] + drag(from: knob, to: middle, y: knob[1]) + [angle]
        if !touch {
            let over = [knob[0], knob[1] - 200]
            steps += [
                open, DemoBrowser.mouse("mouseWheel", over[0], over[1], deltaY: -100), angle,
                DemoBrowser.mouse("mouseWheel", over[0], over[1], deltaY: 150), angle,
            ]
        }
        let results = try DemoBrowser.run(steps).compactMap { $0 as? String }
        #expect(
            Array(results.prefix(3)) == ["0°", "180°", "\(middleAngle)°"], "dragged \(touch ? "by touch" : "by mouse")")
        if !touch {
            // Up opens and down closes, as the terminal's wheel does: 127° → 129° → 126°.
            #expect(Array(results.suffix(2)) == ["129°", "126°"])
        }
    }

    @Test(
        "A link sets every switch it names, and what it leaves out goes back to the default, in a tab showing the page",
        .enabled(if: DemoBrowser.available))
    func links() throws {
        let pressed = DemoBrowser.eval(
            "[...document.querySelectorAll('#toggles button')].filter(b => b.getAttribute('aria-pressed') === 'true').map(b => b.firstChild.textContent)"
        )
        let results = try DemoBrowser.run([
            DemoBrowser.open(Self.page + "#angle=100&rtl=1&split=1&presentations=0", width: 1280, height: 720), pressed,
            DemoBrowser.eval("location.hash = '#angle=90'; true"),
            ["wait": "document.getElementById('angle').textContent === '90°'"], pressed,
        ])
        #expect(results[1] as? [String] == ["Split View", "Right to left"])
        #expect(results[4] as? [String] == ["Sheets"], "the defaults: only the sheets overlay on")
        let shared = try DemoBrowser.run([
            DemoBrowser.open(Self.page + "#angle=60&rotate=1", width: 1280, height: 720), DemoBrowser.click("#copy"),
            ["wait": "document.getElementById('shared').textContent.startsWith('Copied')"],
            DemoBrowser.eval("document.getElementById('shared').textContent"),
            DemoBrowser.eval("navigator.clipboard.readText()"),
        ])
        let link = Self.page + "#angle=60&split=0&rtl=0&inactive=0&rotate=1&presentations=1&focus=0"
        #expect(shared[3] as? String == "Copied: " + link)
        #expect(shared[4] as? String == link, "the clipboard holds the link")
    }
}
