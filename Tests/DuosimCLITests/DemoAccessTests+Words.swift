import Foundation
import TestSupport
import Testing

extension DemoAccessTests {
    @Test(
        "A sweep of 60 degrees is announced when it settles (not at each degree), with the angle it settled at",
        .enabled(if: DemoBrowser.available))
    func settledAnnouncement() throws {
        var steps: [[String: Any]] = [
            DemoBrowser.open(Self.page + "#angle=60", width: 1280, height: 720),
            DemoBrowser.eval(
                """
                window.spoken = [];
                for (const region of document.querySelectorAll("[aria-live], [role=status], [role=alert]"))
                  new MutationObserver(() => spoken.push(region.textContent)).observe(region, { childList: true, subtree: true, characterData: true });
                document.querySelectorAll("[aria-live], [role=status], [role=alert]").length
                """),
        ]
        for _ in 0..<60 { steps.append(DemoBrowser.key("ArrowRight")) }
        steps += [
            ["wait": "spoken.length > 0 && document.getElementById('angle').textContent === '120°'", "timeout": 5],
            DemoBrowser.eval("new Promise(r => setTimeout(() => r(spoken), 1500))"),
        ]
        let results = try DemoBrowser.run(steps)
        #expect((results[1] as? Int ?? 0) >= 1, "the page has a live region")
        let spoken = try #require(results.last as? [String])
        // Once when it settles; a busy machine may leave more than the settling time between two
        // of the 60 key presses, and the page then speaks once more (every degree was 60 times).
        #expect(spoken.count >= 1 && spoken.count <= 3, "announced \(spoken.count) times: \(spoken.prefix(3))")
        #expect(spoken.last?.contains("120°") == true, "\(spoken)")
    }

    /// The picture's and the tiles' names as a screen reader reads them (aria-hidden parts left out).
    static var names: [String: Any] {
        DemoBrowser.eval(
            """
            (() => {
              const name = e => e.getAttribute("aria-label") || [...e.childNodes].filter(n => !(n.nodeType === 1 && n.getAttribute("aria-hidden") === "true"))
                .map(n => n.textContent).join("").trim();
              const s = document.querySelector("#drawing svg");
              return [s.getAttribute("role"), name(s), ...[...document.querySelectorAll("#tiles button")].map(name)];
            })()
            """)
    }

    @Test(
        "The picture has short words for each state (pose, angle, windows), each tile a name of a few words",
        .enabled(if: DemoBrowser.available))
    func textAlternatives() throws {
        let results = try DemoBrowser.run([
            DemoBrowser.open(Self.page + "#angle=127&split=1", width: 1280, height: 720), Self.names,
            DemoBrowser.key("Home"), Self.names,
        ])
        let book = try #require(results[1] as? [String]), closed = try #require(results[3] as? [String])
        #expect(book[0] == "img" && closed[0] == "img")
        #expect(book[1].contains("book") && book[1].contains("127°") && book[1].contains("Split View"), "\(book[1])")
        #expect(closed[1].contains("closed") && closed[1].contains("0°") && closed[1] != book[1], "\(closed[1])")
        for words in [book[1], closed[1]] { #expect(words.count < 400, "\(words.count) characters: \(words)") }
        let tiles = book.dropFirst(2)
        #expect(tiles.count >= 5)
        for tile in tiles { #expect(tile.count < 40 && tile.contains("°"), "a tile is named \(tile)") }
    }

    @Test(
        "A switch that can't be used now looks and says so: Second window without Split View",
        .enabled(if: DemoBrowser.available))
    func disabledSwitch() throws {
        let read = DemoBrowser.eval(
            """
            (() => { const all = [...document.querySelectorAll("#toggles button")];
              const b = all.find(x => x.firstChild.textContent === "Second window"), other = all[0];
              const s = getComputedStyle(b), o = getComputedStyle(other);
              return [b.disabled, b.innerText, s.color !== o.color || s.borderStyle !== o.borderStyle, s.cursor]; })()
            """)
        let results = try DemoBrowser.run([
            DemoBrowser.open(Self.page + "#split=0", width: 1280, height: 720), read,
            DemoBrowser.open(Self.page + "#split=1", width: 1280, height: 720), read,
            DemoBrowser.open(Self.page + "#split=0", width: 390, height: 844, mobile: true), read,
        ])
        let off = try #require(results[1] as? [Any]), on = try #require(results[3] as? [Any])
        let phone = try #require(results[5] as? [Any])
        #expect(off[0] as? Bool == true && (off[1] as? String)?.contains("needs Split View") == true, "\(off)")
        #expect(off[2] as? Bool == true && off[3] as? String == "not-allowed", "it looks like the others: \(off)")
        #expect(on[0] as? Bool == false && (on[1] as? String)?.contains("needs") == false, "\(on)")
        #expect(phone[0] as? Bool == true && (phone[1] as? String)?.contains("needs Split View") == true, "\(phone)")
    }
}
