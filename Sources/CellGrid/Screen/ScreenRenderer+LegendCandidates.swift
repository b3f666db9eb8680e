import PoseEngine
import Simulator

// MARK: - What the legend keeps rows for

extension ScreenRenderer {
    /// The legend entries this frame may show, worked out from the state before anything is drawn
    /// (so the legend's rows can be kept for them): a set of `legend` indices, as bits.
    func legendCandidates() -> UInt32 {
        var bits: UInt32 = 0
        func add(_ entry: Int) { bits |= 1 << entry }
        let displays = state.zoomed ? [scene.display(scene.displayInUse)] : scene.displays
        let overlays = state.overlays, inactive = state.query.includeInactive
        for region in displays.flatMap(\.regions) {
            switch (region.kind, region.isActive) {
            case (.division, true):
                add(0)
                if overlays.contains(.margins) { add(1) }
            case (.division, false): if inactive { add(2) }
            case (.occlusion, true):
                if overlays.contains(.occlusions) {
                    add(3)
                    add(4)
                }
            case (.occlusion, false):
                if inactive && overlays.contains(.occlusions) {
                    add(5)
                    add(4)
                }
            case (.systemControls, _): continue  // never a display's feature
            }
        }
        if scene.windows.count == 2 { add(6) }
        for window in scene.windows { bits |= appCandidates(window) }
        return bits
    }

    /// The legend entries a window's app may show: its side-bar column or grid, its controls'
    /// marks and suggested places, a sheet across the fold, its bars' overflow and badges.
    private func appCandidates(_ window: WindowScene) -> UInt32 {
        var bits: UInt32 = 0
        func add(_ entry: Int) { bits |= 1 << entry }
        let overlays = state.overlays
        guard let app = window.app else {
            if overlays.contains(.sideBars), window.sideBarPhysicalEdge != nil { add(7) }
            return bits
        }
        if app.grid != nil, overlays.contains(.grid) { add(8) }
        // Collision marks show on controls, in the panel and on a sheet across the fold.
        for collision in app.collisions {
            add(collision.severity == .error ? 9 : collision.severity == .warning ? 10 : 11)
        }
        let folds = scene.display(scene.displayInUse).regions.filter { $0.kind == .division && $0.isActive }
        let sheets = app.presentations.map {
            $0.frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
        }
        if overlays.contains(.presentations),
            sheets.contains(where: { sheet in folds.contains { $0.frame.intersection(sheet) != nil } })
        {
            add(9)
        }
        if overlays.contains(.controls), !app.controls.isEmpty {
            add(12)
            add(13)
            if app.controls.contains(where: { $0.suggestedFrame != nil }) { add(14) }
        }
        if overlays.contains(.sideBars) {
            if !app.bars.overflowed.isEmpty { add(15) }
            if let tabs = app.bars.tabBar, tabs.style != .sidebar, app.bars.axis == .vertical { add(17) }
            if app.bars.items.contains(where: { ($0.badge ?? 0) > 0 })
                || app.bars.tabBar?.items.contains(where: { ($0.badge ?? 0) > 0 }) == true
            {
                add(16)
            }
        }
        return bits
    }
}
