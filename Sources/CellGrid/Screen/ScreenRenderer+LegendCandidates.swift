import PoseEngine
import Simulator

// MARK: - LegendKinds

/// A set of legend entries' kinds, as bits: a frame's plan asks for one many times.
package struct LegendKinds: ExpressibleByArrayLiteral, Equatable {
    private var bits: UInt64 = 0

    /// Whether every kind has a bit of its own.
    package static let holdsEveryKind = LegendEntry.Kind.allCases.allSatisfy { $0.rawValue >= 0 && $0.rawValue < 64 }

    package init(arrayLiteral kinds: LegendEntry.Kind...) {
        for kind in kinds { insert(kind) }
    }

    package mutating func insert(_ kind: LegendEntry.Kind) { bits |= 1 << UInt64(kind.rawValue) }
    package mutating func formUnion(_ other: LegendKinds) { bits |= other.bits }
    package func contains(_ kind: LegendEntry.Kind) -> Bool { bits & 1 << UInt64(kind.rawValue) != 0 }
}

// MARK: - What the legend keeps rows for

extension ScreenRenderer {
    /// The legend entries this frame may show, worked out from the state before anything is drawn
    /// (so the legend's rows can be kept for them).
    func legendCandidates() -> LegendKinds {
        // Not `.box`: every display is outlined, so every frame's legend names it, in the rows the
        // panel and the legend share (keeping a row for it would draw the displays smaller).
        var kinds: LegendKinds = []
        let displays = state.zoomed ? [scene.display(scene.displayInUse)] : scene.displays
        for region in displays.flatMap(\.regions) {
            kinds.formUnion(regionCandidates(region.kind, isActive: region.isActive))
        }
        if scene.windows.count == 2 { kinds.insert(.divider) }
        for window in scene.windows { kinds.formUnion(appCandidates(window)) }
        return kinds
    }

    /// The entries a region of `kind` may show, active or not, with the overlays on now: the
    /// one rule of what a fold or a camera draws, for this frame and for any pose's plan.
    func regionCandidates(_ kind: ReservedRegionKind, isActive: Bool) -> LegendKinds {
        let overlays = state.overlays, inactive = state.query.includeInactive
        switch (kind, isActive) {
        case (.division, true): return overlays.contains(.margins) ? [.fold, .foldMargin] : [.fold]
        case (.division, false): return inactive ? [.inactiveFold] : []
        case (.occlusion, true): return overlays.contains(.occlusions) ? [.occlusion, .nestedOcclusion] : []
        case (.occlusion, false):
            return inactive && overlays.contains(.occlusions) ? [.inactiveOcclusion, .nestedOcclusion] : []
        case (.systemControls, _): return []  // never a display's feature
        }
    }

    /// The legend entries a window's app may show: its side-bar column or grid, its controls'
    /// marks and suggested places, a sheet across the fold, its bars' overflow and badges.
    private func appCandidates(_ window: WindowScene) -> LegendKinds {
        var kinds: LegendKinds = []
        let overlays = state.overlays
        guard let app = window.app else {
            if overlays.contains(.sideBars), window.sideBarPhysicalEdge != nil { kinds.insert(.sideBar) }
            return kinds
        }
        if app.grid != nil, overlays.contains(.grid) { kinds.insert(.gridColumn) }
        // Collision marks show on controls, in the panel and on a sheet across the fold.
        for collision in app.collisions {
            kinds.insert(collision.severity == .error ? .error : collision.severity == .warning ? .warning : .note)
        }
        let folds = scene.display(scene.displayInUse).regions.filter { $0.kind == .division && $0.isActive }
        let sheets = app.presentations.map {
            $0.frame.offsetBy(dx: window.frameInDisplay.minX, dy: window.frameInDisplay.minY)
        }
        if overlays.contains(.presentations),
            sheets.contains(where: { sheet in folds.contains { $0.frame.intersection(sheet) != nil } })
        {
            kinds.insert(.error)
        }
        if overlays.contains(.controls), !app.controls.isEmpty {
            kinds.formUnion([.clear, .smallControl])
            if app.controls.contains(where: { $0.suggestedFrame != nil }) { kinds.insert(.suggested) }
        }
        if overlays.contains(.sideBars) {
            if !app.bars.overflowed.isEmpty { kinds.insert(.overflow) }
            if let tabs = app.bars.tabBar, tabs.style != .sidebar, app.bars.axis == .vertical {
                kinds.insert(.tabsRule)
            }
            if app.bars.items.contains(where: { ($0.badge ?? 0) > 0 })
                || app.bars.tabBar?.items.contains(where: { ($0.badge ?? 0) > 0 }) == true
            {
                kinds.insert(.badge)
            }
        }
        return kinds
    }
}
