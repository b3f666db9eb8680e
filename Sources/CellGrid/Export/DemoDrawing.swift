import PoseEngine
import Reports

// MARK: - DemoDrawing

/// What the page's drawing in points shows for a state: both displays at their size with every
/// region (the fold with its margins, the cameras, the island), and each window of the display in
/// use with what `duosim query` places in it, each thing with its frame in the window's points,
/// read from the query's own document for the same state. `[displays, windows]`, where a display
/// is `[0 outer | 1 inner, width, height, in use, [[kind, id, active, x, y, w, h, core x, y, w, h], …]]`
/// and a window `[id, display, x, y, w, h, [shape, …]]`; a shape (`shape(…)`, written once in the
/// page's `shapes` table and named by its index) is `[kind, id, x, y, w, h, label, note]`.
struct DemoDrawing {
    var displays: String
    var windows: [(head: String, shapes: [String])]

    /// The drawing of `scene`, whose query document's windows are `windows`.
    init(scene: PoseScene, windows queried: [JSONValue]) {
        displays =
            "["
            + scene.displays.map { display in
                let regions = display.regions.map { region in
                    "[\(DemoPage.quote(region.kind.rawValue)),\(DemoPage.quote(region.id.rawValue)),\(region.isActive ? 1 : 0),"
                        + Self.numbers(region.frame) + "," + Self.numbers(region.core) + "]"
                }
                return "[\(display.id == .outer ? 0 : 1),\(Self.number(display.size.width)),"
                    + "\(Self.number(display.size.height)),\(display.inUse ? 1 : 0),[" + regions.joined(separator: ",")
                    + "]]"
            }.joined(separator: ",") + "]"
        let rightToLeft = scene.layoutDirection == .rightToLeft
        windows = queried.map { window in
            let id = window["id"]?.text ?? ""
            let head =
                "[\(DemoPage.quote(id)),\(window["display"]?.text == "outer" ? 0 : 1),"
                + (window["frameInDisplay"].flatMap(Self.numbers) ?? "0,0,0,0")
            return (head, Self.shapes(of: window, rightToLeft: rightToLeft))
        }
    }

    /// The things `query` places in a window, lowest first.
    static func shapes(of window: JSONValue, rightToLeft: Bool) -> [String] {
        var shapes: [String] = []
        func add(_ kind: String, _ id: String, _ frame: JSONValue?, label: String = "", note: String = "") {
            guard let frame, let numbers = numbers(frame) else { return }
            shapes.append(
                "[\(DemoPage.quote(kind)),\(DemoPage.quote(id)),\(numbers),\(DemoPage.quote(label)),"
                    + "\(DemoPage.quote(note))]")
        }
        if let size = window["size"], let safe = window["safeArea"], let width = size["width"]?.number,
            let height = size["height"]?.number
        {
            let inset = { (side: String) in safe[side]?.number ?? 0 }
            let left = inset(rightToLeft ? "trailing" : "leading"), right = inset(rightToLeft ? "leading" : "trailing")
            let rect = Rect(
                x: left, y: inset("top"), width: width - left - right, height: height - inset("top") - inset("bottom"))
            add("safe", "safe area", rect.json)
        }
        for pane in window["arrangement"]?["panes"]?.items ?? [] { add("pane", pane["id"]?.text ?? "", pane["frame"]) }
        for column in window["columns"]?.items ?? [] { add("column", column["id"]?.text ?? "", column["frame"]) }
        for (index, column) in (window["grid"]?["columns"]?.items ?? []).enumerated() {
            add("grid", "column \(index + 1)", column)
        }
        if let bar = window["sideBar"], !bar.isNull {
            let vertical = bar["axis"]?.text == "vertical"
            add("bar", vertical ? "side column" : "toolbar", bar["frame"])
            add("status", "status area", bar["statusArea"])
            for item in bar["items"]?.items ?? [] {
                add("item", item["id"]?.text ?? "", item["frame"], label: item["title"]?.text ?? "")
            }
            if let tabs = bar["tabBar"], !tabs.isNull {
                add("tabbar", "tab bar", tabs["frame"])
                for tab in tabs["items"]?.items ?? [] {
                    let badge = tab["badge"].map { $0.isNull ? "" : $0.render(pretty: false) } ?? ""
                    add("tab", tab["id"]?.text ?? "", tab["frame"], label: tab["title"]?.text ?? "", note: badge)
                }
            }
        }
        let collisions = window["collisions"]?.items ?? []
        for control in window["controls"]?.items ?? [] {
            let id = control["id"]?.text ?? ""
            let found = collisions.filter { $0["control"]?.text == id }.map {
                "\($0["severity"]?.text ?? ""): \($0["message"]?.text ?? "")"
            }
            add("control", id, control["frame"], label: id, note: found.joined(separator: "; "))
            if let suggested = control["suggestedFrame"], !suggested.isNull {
                add("suggested", id, suggested, label: id)
            }
        }
        for presentation in window["presentations"]?.items ?? [] {
            let anchor = presentation["anchor"].flatMap { $0.isNull ? nil : numbers($0) } ?? ""
            add(
                "presentation", presentation["id"]?.text ?? "", presentation["frame"],
                label: presentation["kind"]?.text ?? "", note: anchor)
        }
        for region in window["regions"]?.items ?? [] {
            add("region", region["id"]?.text ?? "", region["frame"], label: region["kind"]?.text ?? "")
        }
        return shapes
    }

    static func number(_ value: Double) -> String { JSONValue.formatNumber(value) }

    static func numbers(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ",")
    }

    /// A query rectangle's numbers as the query writes them, or nil.
    static func numbers(_ frame: JSONValue) -> String? {
        let numbers = ["x", "y", "width", "height"].compactMap { frame[$0]?.render(pretty: false) }
        return numbers.count == 4 ? numbers.joined(separator: ",") : nil
    }
}

extension JSONValue {
    /// A number's value.
    var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// Whether this is JSON's null.
    var isNull: Bool {
        guard case .null = self else { return false }
        return true
    }
}
