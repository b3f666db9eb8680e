import PoseEngine

// MARK: - SceneElement

/// One thing the engine places in a window, as `duosim query` reports it: its kind, its id, its
/// title from the profile, its frame in points in the window's coordinates, and where it stands
/// in the picture's z-order. Inspect mode moves between these, never between cells.
public struct SceneElement: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case window, region, bar, statusArea, toolbarItem, overflowButton, tabBar, tab, tabSidebar, presentation
        case presentationItem, pane, column, gridColumn, control
    }

    public var kind: Kind
    /// The id `query` prints for it (a window's, a region's, an item's, a control's), or a name
    /// for what has none (`toolbar`, `tab bar`, `grid 2`); unique in its window.
    public var id: String
    public var window: WindowID
    /// What the profile calls it, when it names it (an item's or a tab's title): profile text.
    public var title: String?
    /// For a bar's item, what it is: the app's, or a button the engine adds (the overflow button,
    /// the More tab), which has no `title` (its words are Reports').
    public var itemRole: PlacedItem.Role?
    /// Its frame as `query` prints it, in the window's coordinates.
    public var frame: Rect
    /// Its frame in the window's physical coordinates (a region's frame is mirrored in
    /// right-to-left with `.mirrors`; every other frame is physical already).
    public var physical: Rect
    /// Its place in the z-order, bottom to top (`DrawnElement.Kind.layer`'s order; a
    /// presentation over the one it is presented over).
    public var layer: Int
    /// The presentation it belongs to (an item of a sheet's own toolbar), or the bar an item is in.
    public var parent: String?

    /// How a person names it: `trash`, or `left:trash` for an element of a Split View window.
    public func reference(in scene: PoseScene) -> String {
        scene.windows.count > 1 ? "\(window.rawValue):\(id)" : id
    }
}

// MARK: - SceneElements

/// Every element the engine places in the scene's windows, each window's in reading order
/// (the window, then top to bottom, then along the layout direction).
public struct SceneElements: Hashable, Sendable {
    public var elements: [SceneElement]

    public init(scene: PoseScene) {
        elements = scene.windows.flatMap { Self.elements(of: $0, in: scene) }
    }

    /// The elements of `window`, in reading order.
    public func elements(in window: WindowID) -> [SceneElement] {
        elements.filter { $0.window == window }
    }

    /// The element with `id` in `window`.
    public func element(_ id: String, in window: WindowID) -> SceneElement? {
        elements.first { $0.window == window && $0.id == id }
    }

    /// One window's elements: the window, its regions and its app's, in reading order.
    static func elements(of window: WindowScene, in scene: PoseScene) -> [SceneElement] {
        let bounds = Rect(x: 0, y: 0, width: window.size.width, height: window.size.height)
        var found = [SceneElement(window, .window, window.id.rawValue, bounds)]
        let mirrored = scene.layoutDirection == .rightToLeft && scene.query.appliedBehavior == .mirrors
        for region in window.regions {
            var element = SceneElement(window, .region, region.id.rawValue, region.frame)
            if mirrored { element.physical = region.frame.mirrored(inWidth: window.size.width) }
            found.append(element)
        }
        if let app = window.app { found += appElements(app, in: window) }
        var seen: [String: Int] = [:]
        for index in found.indices {
            let count = seen[found[index].id, default: 0] + 1
            seen[found[index].id] = count
            if count > 1 { found[index].id += "#\(count)" }
        }
        let first = found.removeFirst()
        let rightToLeft = scene.layoutDirection == .rightToLeft
        found.sort { a, b in
            let ay = (a.physical.minY * 2).rounded(), by = (b.physical.minY * 2).rounded()
            if ay != by { return ay < by }
            if a.physical.minX != b.physical.minX {
                return rightToLeft ? a.physical.maxX > b.physical.maxX : a.physical.minX < b.physical.minX
            }
            return a.layer < b.layer
        }
        return [first] + found
    }

    /// An app's elements in one window: bars and their items, tabs, panes, columns, the grid,
    /// controls and presentations with their own items.
    static func appElements(_ app: AppLayout, in window: WindowScene) -> [SceneElement] {
        var found: [SceneElement] = []
        let bars = app.bars
        if !bars.isEmpty, bars.frame.width > 0, bars.frame.height > 0 {
            found.append(SceneElement(window, .bar, "toolbar", bars.frame))
        }
        if let status = bars.statusFrame, status.width > 0, status.height > 0 {
            found.append(SceneElement(window, .statusArea, "status area", status))
        }
        found += items(bars.items, in: window, parent: "toolbar", layer: 5)
        if let tabs = bars.tabBar {
            found.append(SceneElement(window, .tabBar, "tab bar", tabs.frame))
            found += items(tabs.items, in: window, parent: "tab bar", layer: 5, kind: .tab)
        }
        if let sidebar = app.tabSidebar { found.append(SceneElement(window, .tabSidebar, "tab sidebar", sidebar)) }
        for column in app.columns { found.append(SceneElement(window, .column, column.id, column.frame)) }
        for pane in app.arrangement?.panes ?? [] { found.append(SceneElement(window, .pane, pane.id, pane.frame)) }
        for (index, column) in (app.grid?.columns ?? []).enumerated() {
            found.append(SceneElement(window, .gridColumn, "grid \(index + 1)", column))
        }
        for control in app.controls { found.append(SceneElement(window, .control, control.spec.id, control.frame)) }
        for (index, presentation) in app.presentations.enumerated() {
            let layer = 10 + 2 * index
            var element = SceneElement(window, .presentation, presentation.id, presentation.frame)
            element.layer = layer
            element.parent = presentation.parent
            found.append(element)
            found += items(
                presentation.bars?.items ?? [], in: window, parent: presentation.id, layer: layer + 1,
                kind: .presentationItem)
        }
        return found
    }

    /// A bar's items (the overflow button as its own kind).
    private static func items(
        _ items: [PlacedItem], in window: WindowScene, parent: String, layer: Int,
        kind: SceneElement.Kind = .toolbarItem
    ) -> [SceneElement] {
        items.map { item in
            var element = SceneElement(
                window, item.isOverflowButton && kind == .toolbarItem ? .overflowButton : kind, item.id, item.frame)
            element.title = item.isOverflowButton ? nil : item.title
            element.itemRole = item.role
            element.layer = layer
            element.parent = parent
            return element
        }
    }
}

extension SceneElement {
    /// An element whose frame is physical, at its kind's layer.
    init(_ window: WindowScene, _ kind: Kind, _ id: String, _ frame: Rect) {
        self.init(
            kind: kind, id: id, window: window.id, title: nil, frame: frame, physical: frame, layer: kind.layer,
            parent: nil)
    }
}

extension SceneElement.Kind {
    /// The z-order the picture draws in (Docs/ARCHITECTURE.md, "The screen"): the window, the
    /// grid, panes and columns, controls, bars, presentations (10 and up), the regions over all.
    public var layer: Int {
        switch self {
        case .window: return 0
        case .gridColumn: return 1
        case .pane, .column: return 2
        case .control: return 3
        case .bar, .statusArea, .tabBar, .tabSidebar: return 4
        case .toolbarItem, .overflowButton, .tab: return 5
        case .presentation, .presentationItem: return 10
        case .region: return 100
        }
    }
}
