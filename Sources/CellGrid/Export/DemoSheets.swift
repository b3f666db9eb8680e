import PoseEngine
import Reports
import Simulator

// MARK: - DemoSheets

/// What the page knows about a frame besides its cells, for the stretch of degrees where it holds
/// (the engine's scene is the same but for the angle): where the displays, windows and slider
/// are in cells, what each drawn thing is and its frame in points (`DemoItems`), each window's
/// reserved geometry in points for a designer's mock-up (`mockUp`), and what the state means in
/// plain words. Sheets and items are written once and named by their index.
struct DemoSheets {
    /// Strings written once each, named by their index.
    struct Table {
        private(set) var entries: [String] = []
        private var index: [String: Int] = [:]

        mutating func index(of entry: String) -> Int {
            if let known = index[entry] { return known }
            entries.append(entry)
            index[entry] = entries.count - 1
            return entries.count - 1
        }
    }

    /// `[displays, windows, elements, slider, mock-up, sentences, drawing]`, the last four by index.
    private(set) var sheets = Table()
    /// What a pointed-at thing is (`DemoItems`).
    private(set) var items = Table()
    /// The slider drawn in the picture: `[row, first column, [angle of each column]]`.
    private(set) var sliders = Table()
    /// Each window's reserved geometry (`mockUp`).
    private(set) var mocks = Table()
    /// The state in plain words (`sentences`).
    private(set) var says = Table()
    /// What the drawing in points shows (`DemoDrawing`), and the shapes in its windows.
    private(set) var drawings = Table()
    private(set) var shapes = Table()

    /// A sheet before its parts are named by index: worked out beside the frames, one a thread.
    struct Draft: Sendable {
        var displays: String
        var windows: String
        /// Each element's cells and its item.
        var elements: [(cells: String, item: String)]
        var slider: String?
        var mock: String
        var say: String
        var drawing: DemoDrawing
    }

    /// The draft of the sheet of `screen` (rendered with its elements) for `state`, whose scene is `scene`.
    static func draft(for screen: RenderedScreen, state: SimState, scene: PoseScene) -> Draft {
        let layout = screen.layout
        let describe = DemoItems(scene: scene)
        let displays = layout.displays.map { display in
            let inUse = display.id == scene.displayInUse ? 1 : 0
            return "[\(display.id == .outer ? 0 : 1),\(cells(display.rect)),\(inUse)]"
        }
        let windows = layout.windows.map { window in
            "[\(cells(window.rect)),\(scene.windows.firstIndex { $0.id == window.id } ?? 0)]"
        }
        var elements: [(cells: String, item: String)] = []
        for element in layout.elements.enumerated().sorted(by: {
            ($0.element.kind.layer, $0.offset) < ($1.element.kind.layer, $1.offset)
        }).map(\.element) {
            guard let rect = element.cells, !element.isHidden else { continue }
            let display = layout.displays.first { $0.rect.contains(column: rect.column, row: rect.row) }?.id
            guard let item = describe.item(for: element, display: display) else { continue }
            elements.append((cells(rect), item))
        }
        let slider = layout.slider.map { slider in
            let columns = (slider.start - 2)...(slider.end + 2)
            let angles = columns.map { slider.angle(atColumn: $0, row: slider.row).map { Int(checked: $0) } ?? 0 }
            return "[\(slider.row),\(columns.lowerBound),[" + angles.map(String.init).joined(separator: ",") + "]]"
        }
        return Draft(
            displays: "[" + displays.joined(separator: ",") + "]", windows: "[" + windows.joined(separator: ",") + "]",
            elements: elements, slider: slider, mock: "[" + mockUp(state).joined(separator: ",") + "]",
            say: "[" + sentences(scene).map(DemoPage.quote).joined(separator: ",") + "]",
            drawing: DemoDrawing(scene: scene, windows: describe.windows.map(\.json)))
    }

    /// The index of a draft's sheet, its parts named by index.
    mutating func sheet(for draft: Draft) -> Int {
        let elements = draft.elements.map { "[\($0.cells),\(items.index(of: $0.item))]" }
        let slider = draft.slider.map { String(sliders.index(of: $0)) } ?? "null"
        let windows = draft.drawing.windows.map { window in
            window.head + ",[" + window.shapes.map { String(shapes.index(of: $0)) }.joined(separator: ",") + "]]"
        }
        let drawing = drawings.index(of: "[" + draft.drawing.displays + ",[" + windows.joined(separator: ",") + "]]")
        return sheets.index(
            of: "[" + draft.displays + "," + draft.windows + ",[" + elements.joined(separator: ",") + "],\(slider),"
                + "\(mocks.index(of: draft.mock)),\(says.index(of: draft.say)),\(drawing)]")
    }

    static func cells(_ rect: CellRect) -> String { "\(rect.column),\(rect.row),\(rect.width),\(rect.height)" }

    /// The state in plain words, Apple's in brackets: the hinge, then each window's place.
    static func sentences(_ scene: PoseScene) -> [String] {
        var lines = [
            "The hinge is \(DemoWords.status(scene.status)) (.\(scene.status.rawValue)); the \(scene.displayInUse.rawValue) display is in use, \(scene.orientation.rawValue)."
        ]
        for window in scene.windows {
            let size = "\(formatPoints(window.size.width)) × \(formatPoints(window.size.height)) pt"
            lines.append(
                "\(DemoWords.window(window.id).capitalizedFirst) (\(window.id.rawValue), \(size)) is \(DemoWords.foldSide(window.foldSide)) (.\(window.foldSide.rawValue))."
            )
        }
        return lines
    }

    /// Each window of the display in use with what a mock-up must keep clear of, physical, in
    /// the window's points: `[id, width, height, [[part, name, x, y, w, h], …]]`, where a part is
    /// `fold`, `margin`, `camera`, `sidebar` or `safe`. The engine's answer read with
    /// `LayoutDirectionBehavior.fixed`, so right-to-left frames stay where the pixels are.
    static func mockUp(_ state: SimState) -> [String] {
        var physical = state
        physical.query.behavior = .fixed
        let scene = physical.scene
        return scene.windows.map { window in
            var parts: [String] = []
            func add(_ part: String, _ name: String, _ rect: Rect) {
                guard rect.width >= 0, rect.height >= 0 else { return }
                let numbers = [rect.x, rect.y, rect.width, rect.height].map(JSONValue.formatNumber)
                parts.append("[\"\(part)\",\(DemoPage.quote(name)),\(numbers.joined(separator: ","))]")
            }
            for region in window.regions {
                let name = region.id.rawValue + (region.isActive ? "" : " (inactive)")
                guard region.kind == .division else {
                    add("camera", name, region.frame)
                    continue
                }
                let margins = region.margins.physical(scene.layoutDirection)
                let frame = region.frame
                let core = PhysicalRegion(
                    id: region.id, kind: region.kind, frame: frame, margins: margins, isActive: region.isActive
                ).core
                add("fold", name, core)
                for band in Self.bands(of: frame, inside: margins) { add("margin", name, band) }
            }
            if let app = window.app {
                if app.bars.axis == .vertical { add("sidebar", "side-bar column", app.bars.frame) }
                let whole = Rect(x: 0, y: 0, width: window.size.width, height: window.size.height)
                for band in Self.bands(of: whole, inside: app.safeArea) { add("safe", "outside the safe area", band) }
            }
            return "[\"\(window.id.rawValue)\",\(JSONValue.formatNumber(window.size.width)),"
                + "\(JSONValue.formatNumber(window.size.height)),[" + parts.joined(separator: ",") + "]]"
        }
    }

    /// The strips of `frame` that `insets` cut off, apart from each other: the top and bottom
    /// the whole width, the left and right between them.
    static func bands(of frame: Rect, inside insets: PhysicalInsets) -> [Rect] {
        let middle = max(0, frame.height - insets.top - insets.bottom)
        return [
            Rect(x: frame.x, y: frame.y, width: frame.width, height: insets.top),
            Rect(x: frame.x, y: frame.maxY - insets.bottom, width: frame.width, height: insets.bottom),
            Rect(x: frame.x, y: frame.y + insets.top, width: insets.left, height: middle),
            Rect(x: frame.maxX - insets.right, y: frame.y + insets.top, width: insets.right, height: middle),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
