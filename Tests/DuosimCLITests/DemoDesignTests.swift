import Foundation
import TestSupport
import Testing

/// What the demo page says about the engine's answers, checked against the engine's own commands:
/// pointing at a thing shows `duosim query`'s frame, every pose at once shows `duosim render`'s
/// cells, the exports are `render --format svg`'s picture, and a dropped mock-up's cover of each
/// region is counted here from `query`'s frames and the image's own pixels.
@Suite("The demo page against query and render: pointing, every pose, exports, a dropped design")
struct DemoDesignTests {
    /// The page showing the terminal's picture, whose cells the drops aim at.
    static var page: String { DemoTests.page.absoluteString + "?picture=text" }

    static func query(_ options: [String]) throws -> [String: Any] {
        let result = try runBinary(["query", "--app", "mail"] + options)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func window(_ document: [String: Any], _ id: String) -> [String: Any]? {
        (document["windows"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }

    static func numbers(_ frame: Any?) -> [Double] {
        guard let frame = frame as? [String: Any] else { return [] }
        return ["x", "y", "width", "height"].compactMap { (frame[$0] as? NSNumber)?.doubleValue }
    }

    /// The frames a tip lists: `x 455.5 · y 0 · w 40 · h 669 pt, in the main window`.
    static func frames(_ tip: String) -> [(numbers: [Double], place: String)] {
        tip.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("x "), let comma = line.range(of: " pt, ") else { return nil }
            let values = line[..<comma.lowerBound].split(separator: "·").compactMap {
                Double($0.split(separator: " ").last ?? "")
            }
            return (values, String(line[comma.upperBound...]))
        }
    }

    @Test(
        "Pointing at the fold, a tab, a window or a camera shows its frame in points as duosim query reports it",
        .enabled(if: DemoBrowser.available),
        arguments: [
            ("angle=127", ["--angle", "127"], ["┃", "Inbox", "main", "▓"]),
            ("angle=127&split=1", ["--angle", "127", "--split"], ["┃", "Inbox", "left", "right"]),
            ("angle=0", ["--angle", "0"], ["▓", "main", "sheet"]),
        ])
    func pointing(address: String, options: [String], probes: [String]) throws {
        var steps = [DemoBrowser.open(Self.page + "#" + address, width: 1920, height: 1080), DemoBrowser.cellPoint]
        for probe in probes {
            // Inside the fold's line or a camera, a few rows down; on a word, on its first letter.
            steps.append(DemoBrowser.eval("cellPoint('\(probe)', \(probe.count == 1 ? 4 : 0))"))
        }
        let places = try DemoBrowser.run(steps)
        steps = [DemoBrowser.open(Self.page + "#" + address, width: 1920, height: 1080)]
        for place in places.dropFirst(2) {
            let point = try #require(place as? [Double], "\(address): a probe isn't in the picture")
            steps += [
                DemoBrowser.mouse("mouseMoved", point[0], point[1]),
                DemoBrowser.eval(
                    "document.getElementById('tip').hidden ? '' : document.getElementById('tip').innerText"),
            ]
        }
        let tips = try DemoBrowser.run(steps).dropFirst().compactMap { $0 as? String }
        let query = try Self.query(options)
        #expect(tips.count == probes.count)
        for (probe, tip) in zip(probes, tips) {
            let shown = Self.frames(tip)
            #expect(!shown.isEmpty, "\(address): pointing at \(probe) showed \(tip)")
            for (numbers, place) in shown {
                let expected = try Self.expected(probe: probe, tip: tip, place: place, query: query)
                #expect(
                    numbers == expected, "\(address): \(probe), \(place): the page says \(numbers), query \(expected)")
            }
        }
    }

    /// Where query reports what the tip names, at `place` (`in the main window`, `in the outer display`).
    static func expected(probe: String, tip: String, place: String, query: [String: Any]) throws -> [Double] {
        let words = place.split(separator: " ")
        let quoted = tip.split(separator: "“").dropFirst().first?.split(separator: "”").first.map(String.init) ?? ""
        if tip.contains("UIWindowScene") {
            // A window's frame in its display; the window's id closes its name: `… (left)`.
            let id = tip.split(separator: "(").last?.split(separator: ")").first.map(String.init) ?? ""
            return numbers(window(query, id)?["frameInDisplay"])
        }
        if place.hasSuffix("display") {
            // A camera on a display that is off: where it is when that display is in use (closed).
            let closed = try Self.query(["--angle", "0"])
            let regions = window(closed, "main")?["regions"] as? [[String: Any]] ?? []
            return numbers(regions.first { $0["id"] as? String == quoted }?["frame"])
        }
        let owner = try #require(window(query, String(words[words.count - 2])), "\(place)")
        if tip.hasPrefix("Fold") || tip.hasPrefix("Camera") {
            return numbers((owner["regions"] as? [[String: Any]])?.first { $0["id"] as? String == quoted }?["frame"])
        }
        if tip.hasPrefix("Sheet") || tip.hasPrefix("Alert") {
            return numbers(
                (owner["presentations"] as? [[String: Any]])?.first { $0["id"] as? String == quoted }?["frame"])
        }
        let bars = owner["sideBar"] as? [String: Any]
        let items =
            (bars?["items"] as? [[String: Any]] ?? [])
            + ((bars?["tabBar"] as? [String: Any])?["items"] as? [[String: Any]] ?? [])
        return numbers(items.first { $0["title"] as? String == probe }?["frame"])
    }

    @Test(
        "Every pose at once: each tile shows the display in use as duosim render shows it for that pose",
        .enabled(if: DemoBrowser.available))
    func everyPose() throws {
        let results = try DemoBrowser.run([
            DemoBrowser.open(Self.page, width: 1920, height: 1080),
            DemoBrowser.eval(
                "[...document.querySelectorAll('#tiles button')].map(b => [b.dataset.pose, b.dataset.split, b.dataset.crop, b.querySelector('pre').textContent])"
            ),
        ])
        let tiles = try #require(results[1] as? [[String]])
        #expect(tiles.filter { $0[1] == "0" }.map { $0[0] } == ["closed", "book", "flat", "laptop", "tent"])
        #expect(tiles.filter { $0[1] == "1" }.count == 4, "Split View at every pose but closed")
        for tile in tiles {
            let crop = tile[2].split(separator: ",").compactMap { Int($0) }
            let render = try runBinary(
                ["render", "--size", "160x48", "--app", "mail", "--pose", tile[0]] + (tile[1] == "1" ? ["--split"] : [])
            )
            let rows = render.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            let cut = rows[crop[1]..<(crop[1] + crop[3])].map { row in
                DemoBrowser.trimmed(String(row.dropFirst(crop[0]).prefix(crop[2])))
            }
            let corners: [Character?] = [cut.first?.first, cut.first?.last, cut.last?.first, cut.last?.last]
            #expect(corners == ["┌", "┐", "└", "┘"], "the tile is a display's box")
            let shown = tile[3].split(separator: "\n").map { DemoBrowser.trimmed($0) }
            #expect(
                shown == cut,
                "\(tile[0]) \(tile[1] == "1" ? "in Split View" : ""):\n\(lineDiff(cut.joined(separator: "\n"), shown.joined(separator: "\n")))"
            )
        }
    }

    @Test(
        "Export SVG writes render --format svg's picture (its key line the page's); Export PNG a PNG of the frame",
        .enabled(if: DemoBrowser.available))
    func exports() throws {
        let downloads = try temporaryFolder()
        var open = DemoBrowser.open(Self.page, width: 1920, height: 1080)
        open["download"] = downloads.path
        _ = try DemoBrowser.run([
            open, DemoBrowser.click("#svg"), ["file": downloads.appendingPathComponent("book-127.svg").path],
            DemoBrowser.click("#png"), ["file": downloads.appendingPathComponent("book-127.png").path],
        ])
        let page = try String(contentsOf: downloads.appendingPathComponent("book-127.svg"), encoding: .utf8)
        let render = try runBinary(["render", "--size", "160x48", "--app", "mail", "--format", "svg"]).stdout
        // The last row (y = 12 + 47 × 17) is the key line: the page names only its own keys.
        let keyLine = { (line: Substring) in line.contains("y=\"811\"") || line.contains("y=\"824.26\"") }
        #expect(
            page.split(separator: "\n").filter { !keyLine($0) } == render.split(separator: "\n").filter { !keyLine($0) }
        )
        #expect(page.split(separator: "\n").count > 100)
        let image = try Data(contentsOf: downloads.appendingPathComponent("book-127.png"))
        #expect(image.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width: Int = image.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let height: Int = image.dropFirst(20).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 2736 && height == 1680, "twice the SVG's 1368 × 840: \(width) × \(height)")
    }

    /// A design whose every pixel the test knows: opaque stripes, and alphas either side of 128.
    static let design: TestImage = {
        let width = 317, height = 229
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let stripe = (x / 23 + y / 17) % 3 == 0
                alpha[y * width + x] = stripe ? 255 : (x + y) % 5 == 0 ? 128 : (x * y) % 7 == 0 ? 127 : 0
            }
        }
        return TestImage(width: width, height: height, alpha: alpha)
    }()

    /// The strips `insets` (top, left, bottom, right) cut off `frame`, apart from each other.
    static func bands(_ frame: [Double], _ insets: [Double]) -> [[Double]] {
        let (x, y, w, h) = (frame[0], frame[1], frame[2], frame[3]),
            (t, l, b, r) = (insets[0], insets[1], insets[2], insets[3])
        return [[x, y, w, t], [x, y + h - b, w, b], [x, y + t, l, h - t - b], [x + w - r, y + t, r, h - t - b]]
            .filter { $0[2] > 0 && $0[3] > 0 }
    }

    /// How much of each region of a query window (left to right: its frames are where the pixels
    /// are) the design covers: "part|name" → [opaque samples, samples], a sample a point, at its
    /// centre, from the design stretched to the window; opaque from alpha 128.
    static func cover(_ window: [String: Any], image: TestImage) -> [String: [Int]] {
        let size = numbers([
            "x": 0, "y": 0, "width": (window["size"] as? [String: Any])?["width"] ?? 0,
            "height": (window["size"] as? [String: Any])?["height"] ?? 0,
        ])
        let value = { (object: Any?, key: String) in ((object as? [String: Any])?[key] as? NSNumber)?.doubleValue ?? 0 }
        var parts: [String: [[Double]]] = [:]
        for region in window["regions"] as? [[String: Any]] ?? [] {
            let frame = numbers(region["frame"]), margins = region["margins"]
            let name = (region["id"] as? String ?? "") + (region["isActive"] as? Bool == false ? " (inactive)" : "")
            let (t, l, b, r) = (
                value(margins, "top"), value(margins, "leading"), value(margins, "bottom"), value(margins, "trailing")
            )
            if region["kind"] as? String == "division" {
                parts["fold|\(name)"] = [[frame[0] + l, frame[1] + t, frame[2] - l - r, frame[3] - t - b]]
                parts["margin|\(name)"] = bands(frame, [t, l, b, r])
            } else {
                parts["camera|\(name)", default: []].append(frame)
            }
        }
        if let bars = window["sideBar"] as? [String: Any], bars["axis"] as? String == "vertical" {
            parts["sidebar|side-bar column"] = [numbers(bars["frame"])]
        }
        let safe = window["safeArea"]
        parts["safe|outside the safe area"] = bands(
            size, [value(safe, "top"), value(safe, "leading"), value(safe, "bottom"), value(safe, "trailing")])
        let (width, height) = (size[2], size[3])
        let columns = Int((width - 0.5).rounded(.up)), rows = Int((height - 0.5).rounded(.up))
        var found: [String: [Int]] = [:]
        for (key, rects) in parts {
            var counts = [0, 0]
            for j in 0..<rows {
                let y = Double(j) + 0.5
                let py = min(image.height - 1, Int((y * Double(image.height) / height).rounded(.down)))
                for i in 0..<columns {
                    let x = Double(i) + 0.5
                    guard rects.contains(where: { x >= $0[0] && x < $0[0] + $0[2] && y >= $0[1] && y < $0[1] + $0[3] })
                    else { continue }
                    let px = min(image.width - 1, Int((x * Double(image.width) / width).rounded(.down)))
                    counts[0] += image.alpha[py * image.width + px] >= 128 ? 1 : 0
                    counts[1] += 1
                }
            }
            if counts[1] > 0 { found[key] = counts }
        }
        return found
    }

    @Test(
        "A PNG dropped on a window: each region's cover, now, after the hinge moves and at every pose, is what query's frames and the PNG's pixels give",
        .enabled(if: DemoBrowser.available),
        arguments: [("angle=127", "main", [String]()), ("angle=127&split=1", "right", ["--split"])])
    func droppedDesign(address: String, target: String, options: [String]) throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("mock-up.png")
        try Self.design.png().write(to: file)
        let open = DemoBrowser.open(Self.page + "#" + address, width: 1280, height: 720)
        let place = try DemoBrowser.run([open, DemoBrowser.cellPoint, DemoBrowser.eval("cellPoint('\(target)')")])
        let point = try #require(place[2] as? [Double])
        let table = DemoBrowser.eval(
            "[...document.querySelectorAll('#crossing tbody tr[data-region]:not([data-region=crosses-fold])')].map(r => [r.dataset.region, [...r.querySelectorAll('td[data-when]')].map(c => [c.dataset.when, +c.dataset.opaque, +c.dataset.samples])])"
        )
        let results = try DemoBrowser.run([
            open, ["drop": ["x": point[0], "y": point[1], "files": [file.path]]],
            ["wait": "!document.getElementById('crossing').hidden"],
            // The table is whole once every pose's column is there (the design decodes first).
            ["wait": "document.querySelector('#crossing td[data-when=\"tent\"]') !== null"], table,
            DemoBrowser.key("Home"), table,
        ])
        let poses = ["closed", "book", "flat", "laptop", "tent"]
        var expected: [String: [String: [Int]]] = [:]
        for pose in poses {
            let document = try Self.query(["--pose", pose] + options)
            let windows = document["windows"] as? [[String: Any]] ?? []
            let index = min(target == "right" ? 1 : 0, windows.count - 1)
            // The design is landscape: a portrait window shows none, and its cells say so.
            let size = windows[index]["size"] as? [String: Any]
            let wide =
                (size?["width"] as? NSNumber)?.doubleValue ?? 0 > (size?["height"] as? NSNumber)?.doubleValue ?? 0
            expected[pose] = wide ? Self.cover(windows[index], image: Self.design) : [:]
        }
        for (step, now) in [(4, "book"), (6, "closed")] {
            let rows = try #require(results[step] as? [[Any]])
            var shown: [String: [String: [Int]]] = [:]
            for row in rows {
                let key = try #require(row[0] as? String)
                for cell in row[1] as? [[Any]] ?? [] {
                    let when = (cell[0] as? String) == "now" ? now : (cell[0] as? String ?? "")
                    let counts = [(cell[1] as? NSNumber)?.intValue ?? -1, (cell[2] as? NSNumber)?.intValue ?? -1]
                    if (cell[0] as? String) == "now" { #expect(expected[now]?[key] == counts, "now (\(now)), \(key)") }
                    shown[when, default: [:]][key] = counts
                }
            }
            for pose in poses {
                #expect((shown[pose] ?? [:]) == (expected[pose] ?? [:]), "\(address) on \(target), \(pose)")
            }
        }
        #expect(expected.values.contains { !$0.isEmpty }, "a pose whose window takes the landscape design")
        #expect(
            target != "main" || expected["book"]?["margin|fold"].map { $0[0] > 0 && $0[0] < $0[1] } == true,
            "the design crosses the fold in part")
    }
}
