import Foundation
import TestSupport
import Testing

/// The designer's screens inside the drawing: a portrait and a landscape design dropped apart,
/// each drawn in the windows of its shape at their frames, at every pose; the coverage table's
/// columns naming their window; the fold's own row; the layer switches; the hinge kept in view.
@Suite("The demo page: dropped designs inside the drawing's windows, by shape")
struct DemoDesignSlotsTests {
    /// Opaque in its top half, so what crosses the fold is half the window's height.
    static func half(width: Int, height: Int) -> TestImage {
        TestImage(
            width: width, height: height,
            alpha: (0..<(width * height)).map { $0 / width < height / 2 ? 255 : 0 })
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Whether the hinge slider and the drawing each cross the viewport.
    static var inView: [String: Any] {
        DemoBrowser.eval(
            "['hinge', 'drawing'].map(id => { const r = document.getElementById(id).getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0 })"
        )
    }

    /// Every pose's windows in the drawing: [pose, [[window, frame, slot or "none", image frame]]].
    static var poses: [String: Any] {
        DemoBrowser.eval(
            """
            D.poses.map(([name, angle], i) => { goTo(withPose(state.bits, i), angle); return [name,
              [...document.querySelectorAll('#drawing g[data-kind=window]')].map(g => { const im = g.querySelector(':scope > image.design');
                return [g.dataset.window, g.dataset.frame, im ? im.dataset.slot : (g.querySelector(':scope > text.design.none') ? 'none' : ''),
                  im ? [im.getAttribute('x'), im.getAttribute('y'), im.getAttribute('width'), im.getAttribute('height')].join(' ') : '',
                  g.querySelector(':scope > rect.box').nextElementSibling === (im || g.querySelector(':scope > text.design'))]; })]; })
            """)
    }

    @Test(
        "A portrait and a landscape PNG dropped: each window of the drawing shows the one of its shape at its frame, at every pose; the table names its windows and the fold's crossing; layers hide their regions; the hinge and drawing stay in view",
        .enabled(if: DemoBrowser.available), arguments: [(1280, 720), (390, 844)])
    func slots(width: Int, height: Int) throws {
        let folder = try temporaryFolder()
        let portrait = folder.appendingPathComponent("portrait.png")
        let landscape = folder.appendingPathComponent("landscape.png")
        try Self.half(width: 100, height: 200).png().write(to: portrait)
        try Self.half(width: 200, height: 100).png().write(to: landscape)
        let onWindow =
            "(() => { const r = document.querySelector('#drawing g[data-kind=window]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"
        let results = try DemoBrowser.run([
            DemoBrowser.open(
                DemoTests.page.absoluteString + "#angle=127", width: width, height: height, touch: width < 500),
            Self.inView, ["drop": ["files": [landscape.path]], "at": onWindow],
            ["wait": "document.querySelector('#drawing image.design') !== null"], Self.inView,
            ["drop": ["files": [portrait.path]], "at": onWindow],
            ["wait": "design.slots.portrait !== null && design.slots.landscape !== null"], Self.inView,
            DemoBrowser.eval("[...document.querySelectorAll('#crossing thead th')].map(th => th.textContent)"),
            DemoBrowser.eval(
                "[...document.querySelectorAll('#crossing tr[data-region=crosses-fold] td[data-when]')].map(td => [td.dataset.when, td.dataset.box || '', td.textContent])"
            ),
            ["click": "#layers button:last-child"],
            DemoBrowser.eval(
                "[document.querySelector('#drawing svg').classList.contains('no-bars'), [...document.querySelectorAll('#drawing g[data-kind=tabbar], #drawing g[data-kind=status], #drawing g[data-kind=bar]')].map(g => getComputedStyle(g).display), document.querySelectorAll('#drawing image.design').length]"
            ),
            ["click": "#layers button:last-child"],
            DemoBrowser.eval(
                "[...document.querySelectorAll('#drawing g[data-kind=tabbar], #drawing g[data-kind=status], #drawing g[data-kind=bar]')].map(g => getComputedStyle(g).display)"
            ),
            Self.poses,
        ])
        // What was in view before the drops stays in view (the page doesn't scroll): the drawing
        // always, the hinge too where it fits the first screenful (not a phone's: it is under the drawing).
        let before = try #require(results[1] as? [Bool])
        #expect(before[1] && (before[0] || width < 500), "\(width)×\(height): before the drops \(before)")
        #expect(results[4] as? [Bool] == before, "\(width)×\(height): after the first drop \(results[4])")
        #expect(results[7] as? [Bool] == before, "\(width)×\(height): after the second drop \(results[7])")

        try Self.checkTable(headerCells: results[8], foldCells: results[9])

        let hidden = try #require(results[11] as? [Any])
        #expect(hidden[0] as? Bool == true)
        let off = hidden[1] as? [String] ?? []
        #expect(!off.isEmpty && off.allSatisfy { $0 == "none" }, "Bars off: \(off)")
        #expect((hidden[2] as? NSNumber)?.intValue ?? 0 > 0, "the design stays drawn")
        let on = results[13] as? [String] ?? []
        #expect(!on.isEmpty && on.allSatisfy { $0 != "none" }, "Bars on: \(on)")

        try Self.checkPoses(try #require(results[14] as? [[Any]]))
    }

    /// The table at 127°: its columns name their windows; the fold's row is the landscape design's
    /// opaque top half inside the fold's frame.
    static func checkTable(headerCells: Any, foldCells: Any) throws {
        let book = try DemoDesignTests.query(["--angle", "127"])
        let main = try #require(DemoDesignTests.window(book, "main"))
        let size = DemoDesignTests.numbers(
            [
                "x": 0, "y": 0, "width": (main["size"] as? [String: Any])?["width"] ?? 0,
                "height": (main["size"] as? [String: Any])?["height"] ?? 0,
            ] as [String: Any])
        let headers = try #require(headerCells as? [String])
        let now = "Now, 127° — main window \(Self.number(size[2])) × \(Self.number(size[3])) pt"
        #expect(headers.contains(now), "\(headers)")
        #expect(headers.count == 7 && headers.dropFirst().allSatisfy { $0.contains(" window ") && $0.hasSuffix(" pt") })

        // The fold's row now: the opaque top half of the landscape design inside the fold's frame.
        let regions = main["regions"] as? [[String: Any]] ?? []
        let fold = DemoDesignTests.numbers(regions.first { $0["kind"] as? String == "division" }?["frame"])
        let row = try #require(foldCells as? [[String]])
        let nowCell = try #require(row.first { $0[0] == "now" })
        let box = nowCell[1].split(separator: " ").compactMap { Double($0) }
        #expect(box.count == 2 && fold.count == 4, "\(nowCell)")
        if box.count == 2, fold.count == 4 {
            #expect(abs(box[0] - fold[2]) <= 0.5, "fold width \(fold[2]), page \(box[0])")
            #expect(abs(box[1] - size[3] / 2) <= 0.5, "half the window's height \(size[3] / 2), page \(box[1])")
            #expect(nowCell[2] == "crosses the fold: \(nowCell[1].replacingOccurrences(of: " ", with: " × ")) pt")
        }
    }

    /// Every pose: each window shows the design of its shape, at its frame, under the regions.
    static func checkPoses(_ poses: [[Any]]) throws {
        #expect(poses.count == 5)
        var shapes: Set<String> = []
        for pose in poses {
            let name = pose[0] as? String ?? ""
            let document = try DemoDesignTests.query(["--pose", name])
            for window in pose[1] as? [[Any]] ?? [] {
                let id = window[0] as? String ?? "", frame = (window[1] as? String ?? "").split(separator: " ")
                let expected = try #require(DemoDesignTests.window(document, id), "\(name): \(id)")
                let w = (expected["size"] as? [String: Any])?["width"] as? NSNumber
                let h = (expected["size"] as? [String: Any])?["height"] as? NSNumber
                let shape = (w?.doubleValue ?? 0) > (h?.doubleValue ?? 0) ? "landscape" : "portrait"
                shapes.insert(shape)
                #expect(window[2] as? String == shape, "\(name), \(id): \(window)")
                #expect(
                    window[3] as? String == "0 0 \(frame.dropFirst(2).joined(separator: " "))",
                    "\(name), \(id): \(window)")
                #expect(window[4] as? Bool == true, "\(name), \(id): the design is under the regions")
            }
        }
        #expect(shapes == ["portrait", "landscape"], "the poses have both shapes: \(shapes)")
    }
}
