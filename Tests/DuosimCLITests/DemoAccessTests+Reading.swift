import Foundation
import TestSupport
import Testing

extension DemoAccessTests {
    /// Every visible piece of text on the page with its contrast, worked out from computed styles:
    /// its colour (with the opacity of it and its ancestors) over the backgrounds under it, as
    /// WCAG 2 counts it. Returns those under AA (4.5:1, or 3:1 for large text), and how many were
    /// read.
    static var contrastScript: [String: Any] {
        DemoBrowser.eval(
            """
                (() => {
              const parse = c => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
                const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
              const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
              const lum = rgb => rgb.map(v => v / 255).map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
                .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
              const ground = e => { const chain = []; for (let x = e; x; x = x.parentElement) chain.push(x);
                let rgb = [255, 255, 255];
                for (const x of chain.reverse()) { const b = parse(getComputedStyle(x).backgroundColor); if (b && b[3] > 0) rgb = over(b, rgb); }
                return rgb; };
              // Text in the drawing: its fill over the painted shapes under its middle, lowest first.
              const drawnGround = e => { const r = e.getBoundingClientRect();
                let rgb = ground(e.ownerSVGElement);
                const under = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
              .filter(x => x instanceof SVGGeometryElement && e.ownerSVGElement.contains(x)).reverse();
                for (const x of under) { const f = parse(getComputedStyle(x).fill); if (!f) continue;
              let a = f[3] * parseFloat(getComputedStyle(x).fillOpacity); for (let y = x; y; y = y.parentElement) a *= parseFloat(getComputedStyle(y).opacity);
              rgb = over([f[0], f[1], f[2], a], rgb); }
                return rgb; };
              const failures = []; let read = 0;
              const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
              for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                const e = n.parentElement;
                if (!n.textContent.trim() || !e || e.closest("[hidden], dialog:not([open]), [aria-hidden=true] ~ x, .sr-only, script, style")) continue;
                const range = document.createRange(); range.selectNodeContents(n);
                if (range.getClientRects().length === 0) continue;
                const s = getComputedStyle(e);
                if (s.visibility === "hidden") continue;
                let opacity = 1; for (let x = e; x; x = x.parentElement) opacity *= parseFloat(getComputedStyle(x).opacity);
                const drawn = e instanceof SVGElement, bg = drawn ? drawnGround(e) : ground(e), c = parse(drawn ? s.fill : s.color); c[3] *= opacity;
                const fg = over(c, bg), [a, b] = [lum(fg), lum(bg)].sort((p, q) => q - p), ratio = (a + 0.05) / (b + 0.05);
                const size = parseFloat(s.fontSize), large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
                read++;
                if (ratio < (large ? 3 : 4.5)) failures.push([n.textContent.trim().slice(0, 30), Math.round(ratio * 100) / 100]);
              }
              return { read, failures: failures.slice(0, 20), count: failures.length };
                })()
            """)
    }

    @Test(
        "All text reads at WCAG AA contrast, the picture's too, worked out from computed styles in several states",
        .enabled(if: DemoBrowser.available), arguments: screens)
    func contrast(screen: DemoBrowserTests.Screen) throws {
        var steps: [[String: Any]] = []
        for fragment in ["", "#angle=0", "#angle=127&split=1&rtl=1", "#angle=180&inactive=1&rotate=1", "#angle=100"] {
            steps += [Self.open(screen, fragment), Self.contrastScript]
        }
        let results = try DemoBrowser.run(steps)
        for (index, result) in results.enumerated() where index % 2 == 1 {
            let m = try #require(result as? [String: Any])
            #expect((m["read"] as? Int ?? 0) > 50, "\(m)")
            #expect(m["count"] as? Int == 0, "under AA in \(screen), state \(index / 2): \(m["failures"] ?? "")")
        }
    }

    /// The places of the things a finger or a pointer is on while the hinge turns, in the document.
    static var places: [String: Any] {
        DemoBrowser.eval(
            """
            ["hinge", "frame", "poses", "toggles", "controls", "grip", "fold3d"].map(id => {
              const e = document.getElementById(id); if (!e || e.hidden) return [id];
              const r = e.getBoundingClientRect(); return [id, r.left + scrollX, r.top + scrollY, r.width, r.height]; })
            """)
    }

    @Test(
        "Dragging the hinge from 0° to 180° moves nothing on the page: the slider stays under the finger",
        .enabled(if: DemoBrowser.available), arguments: screens)
    func noLayoutShift(screen: DemoBrowserTests.Screen) throws {
        let hinge = try DemoBrowser.run([
            Self.open(screen, "#angle=0"),
            DemoBrowser.eval(
                """
                (() => { const e = document.getElementById("hinge"); e.scrollIntoView({ block: "center" });
                  const r = e.getBoundingClientRect(); return [r.left, r.right, r.top + r.height / 2, scrollY]; })()
                """),
        ])
        let track = try #require(hinge[1] as? [Double])
        let (left, right, y) = (track[0] + 2, track[1] - 2, track[2])
        var steps: [[String: Any]] = [
            Self.open(screen, "#angle=0"), DemoBrowser.eval("scrollTo(0, \(track[3])); true"), Self.places,
        ]
        steps +=
            screen.phone
            ? [DemoBrowser.touch("touchStart", [(left, y)])]
            : [DemoBrowser.mouse("mousePressed", left, y, button: "left")]
        for step in 1...30 {
            let x = left + (right - left) * Double(step) / 30
            steps.append(
                screen.phone
                    ? DemoBrowser.touch("touchMove", [(x, y)]) : DemoBrowser.mouse("mouseMoved", x, y, button: "left"))
            steps.append(Self.places)
        }
        steps += [
            screen.phone
                ? DemoBrowser.touch("touchEnd", []) : DemoBrowser.mouse("mouseReleased", right, y, button: "left"),
            DemoBrowser.eval("document.getElementById('angle').textContent"),
        ]
        let results = try DemoBrowser.run(steps)
        #expect(results.last as? String == "180°", "the drag reached \(results.last ?? "")")
        let first = try #require(results[2] as? [Any]).description
        for (index, result) in results.enumerated() where index > 2 && result is [Any] {
            #expect((result as? [Any])?.description == first, "moved at step \(index) in \(screen)")
        }
    }
}
