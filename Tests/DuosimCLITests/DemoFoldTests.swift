import Foundation
import TestSupport
import Testing

/// The demo page's phone in 3-D, in headless Chromium: its turning half stands at the hinge's
/// angle about the line the engine puts the fold on (`duosim query`), turns without animation
/// for people who ask for reduced motion, and a drag on either half turns the hinge.
@Suite("The demo page's phone in 3-D (headless Chromium)")
struct DemoFoldTests {
    struct Case: CustomStringConvertible, Sendable {
        var fragment: String
        var angle: Int
        var query: [String]
        var description: String { fragment }
    }

    static let cases = [
        Case(fragment: "#angle=127", angle: 127, query: ["--angle", "127"]),
        Case(fragment: "#angle=127&split=1&rtl=1", angle: 127, query: ["--angle", "127"]),
        Case(fragment: "#angle=100&rotate=1", angle: 100, query: ["--angle", "100", "--orientation", "portrait"]),
        Case(fragment: "#angle=35", angle: 35, query: ["--angle", "35"]),
        Case(fragment: "#angle=180", angle: 180, query: ["--angle", "180"]),
    ]

    /// The turning half's rotation (degrees, from its computed matrix) and axis, and both halves'
    /// sizes in CSS px (their layout boxes, which the transforms leave alone).
    static var pose: [String: Any] {
        DemoBrowser.eval(
            """
            (() => { const t = document.getElementById("fold-turning"), s = document.getElementById("fold-still");
              const m = new DOMMatrix(getComputedStyle(t).transform), size = e => [e.offsetWidth, e.offsetHeight];
              const aboutY = Math.abs(m.m22 - 1) < 1e-6, turn = aboutY ? Math.atan2(-m.m13, m.m11) : Math.atan2(-m.m23, m.m22);
              return [aboutY ? "y" : "x", Math.abs(turn * 180 / Math.PI), ...size(t), ...size(s),
                      document.getElementById("fold3d").getAttribute("aria-label")]; })()
            """)
    }

    @Test(
        "The turning half stands at the hinge's angle, about the fold's middle line as query places it",
        .enabled(if: DemoBrowser.available), arguments: cases)
    func standsAtTheAngle(test: Case) throws {
        let results = try DemoBrowser.run([
            DemoBrowser.open(
                DemoTests.page.absoluteString + test.fragment, width: 1280, height: 720, reducedMotion: true),
            Self.pose,
        ])
        let shown = try #require(results[1] as? [Any])
        // The fold where the display has it: full screen, left to right, active or not.
        let query = try runBinary(["query", "--app", "mail", "--include-inactive"] + test.query)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [String: Any])
        let window = try #require((document["windows"] as? [[String: Any]])?.first)
        let fold = try #require(
            (window["regions"] as? [[String: Any]])?.first { $0["kind"] as? String == "division" }?["frame"])
        let (frame, origin) = (DemoDesignTests.numbers(fold), DemoDesignTests.numbers(window["frameInDisplay"]))
        let vertical = frame[3] > frame[2]
        #expect(shown[0] as? String == (vertical ? "y" : "x"), "the hinge's axis in \(test): \(shown)")
        let turn = try #require(shown[1] as? Double)
        #expect(abs(turn - Double(180 - test.angle)) < 0.5, "turned \(turn)° at \(test.angle)° in \(test)")
        // The halves meet at the fold's middle: the turning half's share of the display's width
        // (or height) is the middle's share of it in points. A window's frame is in its display's.
        let sizes = shown[2...5].compactMap { ($0 as? NSNumber)?.doubleValue }
        try #require(sizes.count == 4)
        let (turning, still) = vertical ? (sizes[0], sizes[2]) : (sizes[1], sizes[3])
        let middle = vertical ? origin[0] + frame[0] + frame[2] / 2 : origin[1] + frame[1] + frame[3] / 2
        let span = try #require(
            (document["windows"] as? [[String: Any]])?.map(\.["frameInDisplay"]).map(DemoDesignTests.numbers)
                .map { vertical ? $0[0] + $0[2] : $0[1] + $0[3] }.max())
        #expect(abs(turning / (turning + still) - middle / span) < 0.01, "halves \(turning) and \(still) px in \(test)")
        #expect((shown[6] as? String)?.contains("open at \(test.angle)°") == true, "\(shown[6])")
    }

    @Test(
        "The half turns with a short animation, and with none for people who ask for reduced motion",
        .enabled(if: DemoBrowser.available))
    func reducedMotion() throws {
        let page = DemoTests.page.absoluteString + "#angle=90"
        let duration = DemoBrowser.eval("getComputedStyle(document.getElementById('fold-turning')).transitionDuration")
        let results = try DemoBrowser.run([
            DemoBrowser.open(page, width: 1280, height: 720), duration,
            DemoBrowser.open(page, width: 1280, height: 720, reducedMotion: true), duration,
        ])
        #expect(results[1] as? String != "0s", "moves: \(results[1])")
        #expect(results[3] as? String == "0s", "reduced: \(results[3])")
    }

    /// The middle of a half on screen (where the transforms put it), with the fold's box scrolled in.
    static func middle(_ id: String) -> [String: Any] {
        DemoBrowser.eval(
            """
            (() => { document.getElementById("fold3d").scrollIntoView({ block: "center" });
              const r = document.getElementById("\(id)").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
            """)
    }

    static var angle: [String: Any] {
        DemoBrowser.eval(
            "[document.getElementById('angle').textContent, Number(document.getElementById('hinge').value)]")
    }

    /// A drag of `dx` CSS px from `from` (a point the results hold at `index`), by mouse or finger.
    static func drag(_ at: [Double], _ dx: Double, touch: Bool) -> [[String: Any]] {
        let (x, y) = (at[0], at[1])
        if touch {
            return [
                DemoBrowser.touch("touchStart", [(x, y)]), DemoBrowser.touch("touchMove", [(x + dx / 2, y)]),
                DemoBrowser.touch("touchMove", [(x + dx, y)]), DemoBrowser.touch("touchEnd", []),
            ]
        }
        return [
            DemoBrowser.mouse("mouseMoved", x, y), DemoBrowser.mouse("mousePressed", x, y, button: "left"),
            DemoBrowser.mouse("mouseMoved", x + dx / 2, y, button: "left"),
            DemoBrowser.mouse("mouseMoved", x + dx, y, button: "left"),
            DemoBrowser.mouse("mouseReleased", x + dx, y, button: "left"),
        ]
    }

    @Test(
        "Dragging either half turns the hinge: away from the fold opens it, toward the fold closes it",
        .enabled(if: DemoBrowser.available), arguments: DemoBrowserTests.screens)
    func dragTurns(screen: DemoBrowserTests.Screen) throws {
        let open = DemoBrowser.open(
            DemoTests.page.absoluteString + "#angle=90", width: screen.width, height: screen.height,
            mobile: screen.phone)
        let places = try DemoBrowser.run([open, Self.middle("fold-still"), Self.middle("fold-turning")])
        let still = try #require(places[1] as? [Double]), turning = try #require(places[2] as? [Double])
        #expect(turning[0] < still[0], "the turning half is left of the fold: \(turning) \(still)")
        // Each drag from 90°: the still half outward, inward; the turning half outward.
        for (from, dx, opens) in [(still, 24.0, true), (still, -24.0, false), (turning, -24.0, true)] {
            let results = try DemoBrowser.run(
                [open, Self.middle("fold-still")] + Self.drag(from, dx, touch: screen.phone) + [Self.angle])
            let shown = try #require(results.last as? [Any])
            let degrees = try #require(shown[1] as? Int)
            #expect(opens ? degrees > 90 : degrees < 90, "a drag of \(dx) px from \(from) in \(screen) left \(shown)")
            #expect(shown[0] as? String == "\(degrees)°", "the slider and the angle agree: \(shown)")
        }
    }
}
