import PoseEngine
import Simulator

// MARK: - InspectPanel

/// What the info panel says about the inspected element: its kind, id and title, Apple's name
/// for it, its frame in points in its window's coordinates, its side of the fold, what covers
/// it and what it covers (in points, by the z-order), and its findings with the suggested move.
/// The live UI, `render --inspect` and a tape's `Inspect` all show these lines.
public struct InspectPanel {
    let scene: PoseScene
    let elements: SceneElements
    let glyphs: Glyphs

    public init(scene: PoseScene, glyphs: Glyphs = .unicode) {
        self.scene = scene
        self.elements = SceneElements(scene: scene)
        self.glyphs = glyphs
    }

    /// The panel's lines for `inspected`, or the one line saying it is no longer placed.
    public func lines(for inspected: Inspected) -> [String] {
        guard let element = elements.find(inspected) else {
            let key = KeyMap.key(for: .toggleInspect) ?? "Enter"
            return [" \(glyphs.barRight) inspect: \(inspected.id) isn't placed in this state (\(key) leaves)"]
        }
        return lines(for: element)
    }

    /// The panel's lines for an element of the scene.
    public func lines(for element: SceneElement) -> [String] {
        let title = (element.title ?? element.itemRole?.title).map { " “\(InertRule.escaped($0))”" } ?? ""
        var lines = [
            " \(glyphs.barRight) inspect \(element.kind.words) \(element.reference(in: scene))\(title) · \(apiName(element))"
        ]
        let f = element.frame
        lines.append(
            "   frame x \(formatPoints(f.x)) y \(formatPoints(f.y)) w \(formatPoints(f.width)) h \(formatPoints(f.height)) pt"
                + " in the \(element.window.rawValue) window · fold side \(foldSide(of: element).rawValue)")
        let (over, under) = covering(element)
        if !over.isEmpty { lines.append("   covered by " + Self.list(over)) }
        if !under.isEmpty { lines.append("   covers " + Self.list(under)) }
        let found = findings(of: element)
        lines += found.isEmpty ? ["   no findings"] : found.map { "   " + $0 }
        return lines
    }

    /// Apple's name for the element (or the platform's where Apple's API has none).
    func apiName(_ element: SceneElement) -> String {
        let window = scene.window(element.window)
        switch element.kind {
        case .window: return "UIWindowScene"
        case .region:
            let kind = window?.regions.first { $0.id.rawValue == element.id }?.kind.rawValue ?? "division"
            return "ReservedRegion .\(kind)"
        case .bar: return ".toolbar (\(window?.app?.bars.axis.rawValue ?? "") bars)"
        case .statusArea: return "status bar area"
        case .toolbarItem: return "ToolbarItem"
        case .overflowButton: return "ToolbarItem overflow menu"
        case .tabBar: return "TabView tab bar"
        case .tab: return "Tab"
        case .tabSidebar: return "TabView .sidebarAdaptable sidebar"
        case .presentation:
            let kind = window?.app?.presentations.first { $0.id == element.id }?.kind.rawValue ?? "sheet"
            return ".\(kind)"
        case .presentationItem: return "ToolbarItem in \(element.parent ?? "a sheet")'s toolbar"
        case .pane: return "arrangement view pane"
        case .column: return "NavigationSplitView column"
        case .gridColumn: return "LazyVGrid column (GridItem)"
        case .control:
            let group = window?.app?.controls.first { $0.spec.id == element.id }?.spec.group
            return "custom control" + (group.map { " · group \($0)" } ?? "")
        }
    }

    /// The element's side of the fold in its window, physically: the first division of the
    /// display (inactive included), as a window's own fold side is read.
    func foldSide(of element: SceneElement) -> FoldSide {
        guard let window = scene.window(element.window),
            let fold = scene.display(window.display).regions.first(where: { $0.kind == .division })
        else { return .noFold }
        let f = fold.frame.offsetBy(dx: -window.frameInDisplay.x, dy: -window.frameInDisplay.y)
        let e = element.physical, t = 0.5
        if f.isVertical {
            if e.maxX <= f.minX + t { return .leftOfFold }
            if e.minX >= f.maxX - t { return .rightOfFold }
        } else {
            if e.maxY <= f.minY + t { return .aboveFold }
            if e.minY >= f.maxY - t { return .belowFold }
        }
        return .acrossFold
    }

    /// What lies over the element and what it lies over in its window, in points: elements
    /// whose frames share an area with it, above or below it in the z-order (the window, its
    /// own bar or sheet and its own items left out).
    func covering(_ element: SceneElement) -> (over: [String], under: [String]) {
        var over: [String] = [], under: [String] = []
        for other in elements.elements(in: element.window) where other != element && other.kind != .window {
            guard element.kind != .window, other.parent != element.id, element.parent != other.id,
                let common = other.physical.intersection(element.physical), common.width > 0, common.height > 0
            else { continue }
            let name = "\(other.id) (\(other.kind.words))"
            if other.layer > element.layer {
                over.append(name)
            } else if other.layer < element.layer {
                under.append(name)
            }
        }
        return (over, under)
    }

    /// The element's findings: a control's collisions and its group's move, a presentation's
    /// audit findings, a region's margins, an overflow button's items, a window's size classes.
    func findings(of element: SceneElement) -> [String] {
        guard let window = scene.window(element.window) else { return [] }
        let app = window.app
        switch element.kind {
        case .control:
            guard let app else { return [] }
            var found = app.collisions.filter { $0.control == element.id }.map {
                "\(glyphs.mark($0.severity)) \($0.severity.rawValue): \($0.message)"
            }
            if let move = app.moves.first(where: { $0.controls.contains(element.id) }) {
                found.append("\(glyphs.suggestedArrow) suggested move: \(move.description)")
            }
            return found
        case .presentation:
            guard let app else { return [] }
            return Audit.presentationIssues(app, regions: Audit.physicalRegions(scene, window))
                .filter { $0.id == element.id }
                .map { "\(glyphs.mark($0.severity)) \($0.severity.rawValue): \($0.message)" }
        case .region:
            guard let region = window.regions.first(where: { $0.id.rawValue == element.id }) else { return [] }
            let m = region.margins
            return [
                (region.isActive ? "active" : "inactive")
                    + " · margins top \(formatPoints(m.top)) leading \(formatPoints(m.leading))"
                    + " bottom \(formatPoints(m.bottom)) trailing \(formatPoints(m.trailing)) pt"
            ]
        case .overflowButton:
            guard let bars = app?.bars else { return [] }
            guard bars.hasAdditionalOverflowItems else {
                return bars.overflowed.isEmpty ? [] : ["its menu holds " + bars.overflowed.joined(separator: ", ")]
            }
            // A menu row shows the symbol and the title; the column shows an item's symbol alone.
            let rows = bars.overflowMenu.map { entry in
                entry.id + (entry.origin == .additional ? " (the app's own)" : "")
            }
            return ["its menu holds " + rows.joined(separator: ", "), "each row a symbol and a title"]
        case .window:
            let sizes = window.sizeClasses
            return [
                "\(formatPoints(window.size.width)) × \(formatPoints(window.size.height)) pt"
                    + " · \(sizes.horizontal.rawValue)/\(sizes.vertical.rawValue)"
            ]
        default:
            return []
        }
    }

    /// Names, at most six, then how many more.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(6).joined(separator: ", ")
        return names.count > 6 ? shown + ", +\(names.count - 6) more" : shown
    }
}

extension SceneElement.Kind {
    /// The kind in the panel's words.
    public var words: String {
        switch self {
        case .window: return "window"
        case .region: return "region"
        case .bar: return "toolbar"
        case .statusArea: return "status area"
        case .toolbarItem: return "toolbar item"
        case .overflowButton: return "overflow button"
        case .tabBar: return "tab bar"
        case .tab: return "tab"
        case .tabSidebar: return "tab sidebar"
        case .presentation: return "presentation"
        case .presentationItem: return "sheet item"
        case .pane: return "pane"
        case .column: return "column"
        case .gridColumn: return "grid column"
        case .control: return "control"
        }
    }
}
