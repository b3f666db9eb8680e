import PoseEngine
import Reports

// MARK: - DemoItems

/// What the demo page says about a thing drawn on the screen when a person points at it: its
/// name in plain words, its name in Apple's, and its frame in points exactly as `duosim query`
/// reports it (the numbers are read from the query's own document for the same state).
struct DemoItems {
    let scene: PoseScene
    /// The query document's windows, by id.
    let windows: [(id: String, json: JSONValue)]

    init(scene: PoseScene) {
        self.scene = scene
        windows = (scene.json["windows"]?.items ?? []).map { ($0["id"]?.text ?? "", $0) }
    }

    /// The item of an element as the page's JSON (`[name, api, [[place, x, y, w, h], …], [note, …]]`),
    /// or nil for what the page doesn't describe (labels, panel lines, an element without cells).
    func item(for element: DrawnElement, display: DisplayID?) -> String? {
        let words = DemoWords.element(element.kind)
        let window = element.window.flatMap { id in windows.first { $0.id == id.rawValue } }
        var name = words.plain, api = words.api
        var frames: [(String, JSONValue?)] = []
        var notes: [String] = []
        switch element.kind {
        case .label, .panelLine:
            return nil
        case .window:
            guard let window, let id = element.window else { return nil }
            name = DemoWords.window(id).capitalizedFirst + " (\(id.rawValue))"
            frames = [("in the \(window.json["display"]?.text ?? "") display", window.json["frameInDisplay"])]
            if let side = window.json["foldSide"]?.text, let foldSide = FoldSide(rawValue: side) {
                api += " · foldSide .\(side)"
                notes.append(DemoWords.foldSide(foldSide))
            }
        case .region, .margins:
            return region(element, display: display, words: words)
        case .bar, .sideBarItem, .overflow, .tab:
            (name, api, frames) = bar(element, in: window, words: words)
        case .presentation:
            let found = window?.json["presentations"]?.item(id: element.id)
            name = "\(found?["kind"]?.text ?? words.plain) “\(element.id)”".capitalizedFirst
            api = ".\(found?["kind"]?.text ?? "sheet") · placement .\(found?["placement"]?.text ?? "")"
            frames = [(place(window), found?["frame"])]
        case .pane:
            let found =
                window?.json["arrangement"]?["panes"]?.item(id: element.id)
                ?? window?.json["columns"]?.item(id: element.id)
            name = "\(words.plain) “\(element.id)”"
            frames = [(place(window), found?["frame"])]
        case .gridColumn:
            let index = Int(element.id.split(separator: " ").last ?? "") ?? 0
            let columns = window?.json["grid"]?["columns"]?.items ?? []
            frames = [(place(window), index >= 1 && index <= columns.count ? columns[index - 1] : nil)]
            name = "Grid \(element.id)"
        case .control, .collision, .suggestion:
            let id = element.kind == .collision ? String(element.id.split(separator: " ").first ?? "") : element.id
            let control = window?.json["controls"]?.item(id: id)
            name = "\(words.plain) “\(id)”"
            api = "\(words.api) “\(id)”" + (control?["group"]?.text.map { " · group \($0)" } ?? "")
            frames = [(place(window), control?[element.kind == .suggestion ? "suggestedFrame" : "frame"])]
            for collision in window?.json["collisions"]?.items ?? [] where collision["control"]?.text == id {
                notes.append("\(collision["severity"]?.text ?? ""): \(collision["message"]?.text ?? "")")
            }
        }
        let shown = frames.compactMap { place, frame in frame.flatMap { Self.rect($0, place: place) } }
        guard !shown.isEmpty else { return nil }
        return Self.json(name: name, api: api, frames: shown, notes: notes)
    }

    /// A bar, or an item in one: its words and its frame.
    private func bar(
        _ element: DrawnElement, in window: (id: String, json: JSONValue)?, words: (plain: String, api: String)
    ) -> (String, String, [(String, JSONValue?)]) {
        let bars = window?.json["sideBar"]
        guard element.kind != .bar else {
            let bar = element.id == "tab bar" ? bars?["tabBar"] : bars
            let name = element.id == "side column" ? "Side-bar column" : element.id.capitalizedFirst
            let api = element.id == "tab bar" ? "tab bar" : "toolbar, \(bars?["axis"]?.text ?? "")"
            return (name, api, [(place(window), bar?["frame"])])
        }
        let found = bars?["items"]?.item(id: element.id) ?? bars?["tabBar"]?["items"]?.item(id: element.id)
        return (
            "\(words.plain) “\(found?["title"]?.text ?? element.id)”", "\(words.api) “\(element.id)”",
            [(place(window), found?["frame"])]
        )
    }

    /// A reserved region or its margins: its frame in each window the query reports it to, or
    /// on a display no window is on, its place there.
    private func region(_ element: DrawnElement, display: DisplayID?, words: (plain: String, api: String)) -> String? {
        var frames: [String] = []
        var notes: [String] = []
        var kind: ReservedRegionKind?
        var active = true
        for window in windows where display == nil || window.json["display"]?.text == display?.rawValue {
            guard let region = window.json["regions"]?.item(id: element.id), let frame = region["frame"] else {
                continue
            }
            kind = region["kind"]?.text.flatMap(ReservedRegionKind.init(rawValue:))
            active = region["isActive"] != .bool(false)
            frames += Self.rect(frame, place: "in the \(window.id) window").map { [$0] } ?? []
            if element.kind == .margins, let margins = region["margins"] {
                let sides = ["top", "leading", "bottom", "trailing"].map {
                    "\($0) \(margins[$0].map { $0.render(pretty: false) } ?? "0")"
                }
                notes.append("margins in the \(window.id) window: " + sides.joined(separator: " · ") + " pt")
            }
        }
        if frames.isEmpty {
            let displays = scene.displays.filter { display == nil || $0.id == display }
            guard
                let (scene, physical) = displays.lazy.compactMap({ d in
                    d.regions.first { $0.id.rawValue == element.id }.map { (d, $0) }
                }).first
            else { return nil }
            kind = physical.kind
            active = physical.isActive
            frames = Self.rect(physical.frame.json, place: "in the \(scene.id.rawValue) display").map { [$0] } ?? []
            notes.append(
                scene.inUse
                    ? "no window is told about it with these query options"
                    : "the \(scene.id.rawValue) display is off: no window is told about it")
        }
        let kindWords = kind.map(DemoWords.regionKind) ?? words.plain
        let named = "\(kindWords) “\(element.id)”"
        let name = element.kind == .margins ? "Margins of the " + named : named.capitalizedFirst
        let api = ".\(kind?.rawValue ?? "region") region" + (active ? "" : " (inactive)")
        return Self.json(name: name, api: api, frames: frames, notes: notes)
    }

    private func place(_ window: (id: String, json: JSONValue)?) -> String {
        window.map { "in the \($0.id) window" } ?? ""
    }

    /// `[place, x, y, w, h]` from a query rectangle, its numbers as the query writes them.
    static func rect(_ frame: JSONValue, place: String) -> String? {
        let numbers = ["x", "y", "width", "height"].compactMap { frame[$0]?.render(pretty: false) }
        guard numbers.count == 4 else { return nil }
        return "[" + DemoPage.quote(place) + "," + numbers.joined(separator: ",") + "]"
    }

    static func json(name: String, api: String, frames: [String], notes: [String]) -> String {
        "[" + DemoPage.quote(name) + "," + DemoPage.quote(api) + ",[" + frames.joined(separator: ",") + "],["
            + notes.map(DemoPage.quote).joined(separator: ",") + "]]"
    }
}

// MARK: - Reading the query document

extension JSONValue {
    /// An object's member.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// An array's items (none for anything else).
    var items: [JSONValue] {
        guard case .array(let items) = self else { return [] }
        return items
    }

    /// A string's text.
    var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The item of an array whose `id` is `id`.
    func item(id: String) -> JSONValue? {
        items.first { $0["id"]?.text == id }
    }
}
