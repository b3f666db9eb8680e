import Foundation
import TestSupport
import Testing

/// The recording player keeps real time: which frame shows comes from the clock, so a slow
/// redraw skips frames instead of making the whole recording play slower.
@Suite("Player page in a browser", .enabled(if: Chromium.available, "Chromium is not installed: skipped"))
struct PlayerClockTests {
    /// A clock the test drives, installed before the page's own script: timers run when it
    /// passes their time, and every redraw of the screen costs `redraw` milliseconds of it.
    static func fakeClock(redraw: Int) -> String {
        """
        <script>
        let fakeNow = 0; const timers = [];
        performance.now = () => fakeNow;
        window.setTimeout = (f, ms) => { timers.push({ at: fakeNow + Math.max(0, ms || 0), f: f }); return timers.length; };
        window.clearTimeout = id => { if (timers[id - 1]) timers[id - 1].f = null; };
        const inner = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
        Object.defineProperty(document.getElementById("screen"), "innerHTML", {
          get() { return inner.get.call(this); },
          set(v) { inner.set.call(this, v); fakeNow += \(redraw); }
        });
        function runUntil(end) {
          for (;;) {
            let next = null;
            for (const t of timers) if (t.f && t.at <= end && (!next || t.at < next.at)) next = t;
            if (!next) break;
            const f = next.f; next.f = null; if (next.at > fakeNow) fakeNow = next.at; f();
          }
          if (fakeNow < end) fakeNow = end;
        }
        </script>

        """
    }

    /// Presses play, lets `seconds` pass on the clock, and notes the frame shown and the frame due.
    static func driver(seconds: Double) -> String {
        """
        <script>
        document.getElementById("play").click();
        const start = fakeNow;
        runUntil(start + \(Int(seconds * 1000)));
        const elapsed = (fakeNow - start) / 1000;
        let due = 0;
        while (due + 1 < D.frames.length && D.frames[due + 1][0] <= elapsed) due++;
        document.body.setAttribute("data-result", current + " " + due);
        </script>

        """
    }

    @Test("After 3 s of playing with 40 ms redraws, the frame shown is the one due at 3 s")
    func realTime() throws {
        let page = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Screenshots/hinge-sweep.html"), encoding: .utf8)
        let screen = try #require(page.range(of: "id=\"screen\""))
        let script = try #require(page.range(of: "<script>\n", range: screen.upperBound..<page.endIndex))
        var driven = page
        driven.insert(contentsOf: Self.fakeClock(redraw: 40), at: script.lowerBound)
        let end = try #require(driven.range(of: "</body>", options: .backwards))
        driven.insert(contentsOf: Self.driver(seconds: 3), at: end.lowerBound)
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("player.html")
        try driven.write(to: file, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(file.absoluteString)
        let result = try #require(
            dom.range(of: #"data-result="(\d+) (\d+)""#, options: .regularExpression).map { String(dom[$0]) })
        let numbers = result.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        try #require(numbers.count == 2, "\(result)")
        #expect(numbers[1] > 100, "the recording has frames past 3 s: \(result)")
        #expect(abs(numbers[0] - numbers[1]) <= 3, "shows frame \(numbers[0]), due \(numbers[1])")
    }
}
