import Foundation
import TestSupport
import Testing

/// The demo page for every hand and screen reader, in headless Chromium at a phone's size (touch),
/// a tablet's in portrait, a laptop's and a desktop's: Tab reaches every control in reading order
/// with a visible focus, the help is a modal dialog, the picture and the tiles have short words,
/// the live region speaks once the hinge settles, every target is 44 px or more, text reads at
/// WCAG AA, and nothing moves while the hinge is dragged.
@Suite("The demo page with a keyboard, a finger and a screen reader (headless Chromium)")
struct DemoAccessTests {
    static var page: String { DemoTests.page.absoluteString }

    static let screens = [
        DemoBrowserTests.Screen(width: 390, height: 844, phone: true),
        DemoBrowserTests.Screen(width: 820, height: 1180, phone: false),
        DemoBrowserTests.Screen(width: 1280, height: 720, phone: false),
        DemoBrowserTests.Screen(width: 1920, height: 1080, phone: false),
    ]

    static func open(_ screen: DemoBrowserTests.Screen, _ fragment: String = "") -> [String: Any] {
        DemoBrowser.open(page + fragment, width: screen.width, height: screen.height, mobile: screen.phone)
    }

    /// Defines `focusables()` (what Tab should reach, in the document's order) and `focused()`
    /// (the focused one's index among them, -1 for the page itself, and how its focus shows).
    static var focusScript: [String: Any] {
        DemoBrowser.eval(
            """
            window.focusables = () => [...document.querySelectorAll("button, input, select, textarea, a[href], [tabindex]")]
              .filter(e => !e.disabled && e.tabIndex >= 0 && !e.closest("[hidden], dialog:not([open])")
                      && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden");
            window.focused = () => {
              const e = document.activeElement, s = getComputedStyle(e.matches("input[type=file]") ? e.closest(".button") || e : e);
              const r = e.getBoundingClientRect();
              return [focusables().indexOf(e), s.outlineStyle !== "none" ? parseFloat(s.outlineWidth) : 0,
                      r.top + scrollY, r.left, r.right];
            }; focusables().length
            """)
    }

    @Test(
        "Tab goes through every control in the document's order, never to the page itself, each with a visible focus",
        .enabled(if: DemoBrowser.available), arguments: screens)
    func tabOrder(screen: DemoBrowserTests.Screen) throws {
        let count = try #require(try DemoBrowser.run([Self.open(screen), Self.focusScript])[1] as? Int)
        #expect(count >= 20, "only \(count) controls to reach")
        var steps = [Self.open(screen), Self.focusScript]
        for _ in 0..<count { steps += [DemoBrowser.key("Tab"), DemoBrowser.eval("focused()")] }
        let stops = try DemoBrowser.run(steps).dropFirst(2).enumerated().filter { $0.offset % 2 == 1 }
            .map { $0.element as? [Double] ?? [] }
        #expect(stops.map { Int($0.first ?? -2) } == Array(0..<count), "Tab's stops in \(screen)")
        for (index, stop) in stops.enumerated() where stop.count == 5 {
            #expect(stop[1] >= 2, "control \(index) shows no focus in \(screen)")
            // Reading order: each stop below the last, or beside it to the right.
            if index > 0, stops[index - 1].count == 5 {
                let last = stops[index - 1]
                #expect(stop[2] >= last[2] - 1 || stop[3] >= last[4] - 1, "stop \(index) goes back up in \(screen)")
            }
        }
    }

    @Test(
        "? opens the help as a modal dialog in the viewport, Tab stays in it, the page behind doesn't act, Esc goes back",
        .enabled(if: DemoBrowser.available), arguments: screens)
    func helpDialog(screen: DemoBrowserTests.Screen) throws {
        let inside = DemoBrowser.eval("document.getElementById('help').contains(document.activeElement)")
        let results = try DemoBrowser.run(
            [
                Self.open(screen, "#angle=90"),
                DemoBrowser.eval("document.querySelector('#toggles button').focus(); true"),
                DemoBrowser.key("?"),
                DemoBrowser.eval(
                    """
                    (() => { const d = document.getElementById("help"), t = document.getElementById("help-title");
                      const r = d.getBoundingClientRect(), h = t.getBoundingClientRect();
                      return [d.open, d.matches(":modal"), r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
                              h.top >= r.top && h.bottom <= innerHeight]; })()
                    """),
                inside, DemoBrowser.key("Tab"), inside, DemoBrowser.key("Tab"), DemoBrowser.key("Tab", shift: true),
                inside,
                DemoBrowser.key("s"), DemoBrowser.key("ArrowRight"), DemoBrowser.state, DemoBrowser.key("Escape"),
                DemoBrowser.state,
                DemoBrowser.eval("document.activeElement === document.querySelector('#toggles button')"),
                DemoBrowser.click("#help-open"), ["wait": "document.getElementById('help').open"],
                DemoBrowser.click("#help-close"),
                DemoBrowser.eval("[document.getElementById('help').open, document.activeElement.id]"),
            ])
        #expect(results[3] as? [Bool] == [true, true, true, true], "open, modal, in the viewport, its title shown")
        #expect(results[4] as? Bool == true && results[6] as? Bool == true && results[9] as? Bool == true)
        #expect(results[12] as? String == "#angle=90 help", "the page behind the dialog took keys")
        #expect(results[14] as? String == "#angle=90")
        #expect(results[15] as? Bool == true, "Esc gives the focus back to the switch it came from")
        #expect(results[17] as? Bool == true)
        let closed = try #require(results[19] as? [Any])
        #expect(closed[0] as? Bool == false && closed[1] as? String == "help-open", "\(closed)")
    }

    /// Every visible control's size, the grip over the slider drawn in the picture among them.
    static var targets: [String: Any] {
        DemoBrowser.eval(
            """
            (() => {
              const visible = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden" && !e.closest("[hidden]");
              const all = [...document.querySelectorAll("button, .button, input[type=range], #grip, #tiles button")].filter(visible);
              const small = all.map(e => { const r = e.getBoundingClientRect(); return [(e.id || e.textContent.trim()).slice(0, 24), r.width, r.height]; })
                .filter(([, w, h]) => w < 44 || h < 44);
              const rows = document.getElementById("screen").textContent.split("\\n");
              const slider = rows.findIndex(r => /hinge 0°.*180°/.test(r));
              const grip = document.getElementById("grip"), g = grip.getBoundingClientRect(), s = document.getElementById("screen");
              const cs = getComputedStyle(s), top = s.getBoundingClientRect().top + s.clientTop + parseFloat(cs.paddingTop);
              const rowHeight = (s.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom)) / (rows.length - (rows.at(-1) === "" ? 1 : 0));
              const middle = top + (slider + 0.5) * rowHeight;
              return { small, slider, grip: !grip.hidden, covers: !grip.hidden && g.top <= middle && g.bottom >= middle && g.height >= 44 };
            })()
            """)
    }

    @Test(
        "Every control, tile and the grip on the drawn slider is at least 44 × 44 px; the grip covers the slider's row",
        .enabled(if: DemoBrowser.available), arguments: screens)
    func targetSizes(screen: DemoBrowserTests.Screen) throws {
        // The grip is the terminal picture's; the drawing's controls are the page's own.
        let text = DemoBrowser.open(
            Self.page + "?picture=text#split=1", width: screen.width, height: screen.height, mobile: screen.phone)
        let results = try DemoBrowser.run([
            text, Self.targets, DemoBrowser.key("s"), Self.targets, Self.open(screen, "#split=1"), Self.targets,
        ])
        let drawing = try #require(results[5] as? [String: Any])
        #expect((drawing["small"] as? [Any])?.isEmpty == true, "under 44 px in \(screen): \(drawing["small"] ?? "")")
        for result in [results[1], results[3]] {
            let m = try #require(result as? [String: Any])
            #expect((m["small"] as? [Any])?.isEmpty == true, "under 44 px in \(screen): \(m["small"] ?? "")")
            let slider = m["slider"] as? Int ?? -1
            #expect((slider >= 0) == (m["grip"] as? Bool), "the slider is shown: \(slider >= 0); its grip: \(m)")
            if slider >= 0 { #expect(m["covers"] as? Bool == true, "\(m)") }
        }
        if !screen.phone { #expect((results[1] as? [String: Any])?["grip"] as? Bool == true) }
    }
}
