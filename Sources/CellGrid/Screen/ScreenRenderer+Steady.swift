import PoseEngine
import Simulator

// MARK: - A steady frame

/// What the rows under the displays are planned for. The displays keep their size as the hinge
/// turns (at a terminal's size, for the inner display's orientation), so the plan takes what
/// the device and the app may need in any pose, never what this pose needs: the most regions a
/// display lists, the app's lines, the legend entries the device and the app can show. Rows a
/// frame doesn't need go to the panel.
extension ScreenRenderer {
    /// The panel's lines planned for, and those that list regions (the displays give way for these).
    func steadyPanelNeeds() -> (panel: Int, regions: Int) {
        // Inspecting: the element's name, frame, what covers it and what it covers, a finding.
        let inspecting = state.inspected == nil ? 0 : 5
        // The regions a display lists in some pose: the hinge decides a fold's; the camera's
        // switch (not a pose) decides the inner camera's, unless inactive regions are listed.
        var outer = 0, inner = 0
        for feature in state.profile.features
        where feature.activeWhen != .innerCameraInUse || state.pose.innerCameraInUse || state.query.includeInactive {
            if feature.display == .outer { outer += 1 } else { inner += 1 }
        }
        let regions = max(1, outer, inner) + (state.vocabulary != .apple ? 3 : 0) + inspecting
        // An app's summary, and the accounting's line.
        let app = state.app == nil ? 0 : 2
        return (regions + app, regions + (state.app == nil ? 0 : 1))
    }

    /// The legend entries any pose may show with this device, app and overlays: a superset of
    /// `legendCandidates()`, so the legend a frame draws fits the rows planned for it. A region
    /// takes what it shows active and inactive (`regionCandidates`), as some pose has it each way.
    func steadyLegendCandidates() -> LegendKinds {
        var kinds = legendCandidates()
        for feature in state.profile.features {
            kinds.formUnion(regionCandidates(feature.kind, isActive: true))
            kinds.formUnion(regionCandidates(feature.kind, isActive: false))
        }
        if state.pose.splitView { kinds.insert(.divider) }
        let overlays = state.overlays
        guard let app = state.app else {
            if overlays.contains(.sideBars) { kinds.insert(.sideBar) }
            return kinds
        }
        if app.grid != nil, overlays.contains(.grid) { kinds.insert(.gridColumn) }
        if !app.controls.isEmpty || !app.presentations.isEmpty { kinds.formUnion([.error, .warning, .note]) }
        if overlays.contains(.controls), !app.controls.isEmpty { kinds.formUnion([.clear, .smallControl, .suggested]) }
        if overlays.contains(.sideBars) {
            if !app.toolbarItems.isEmpty { kinds.insert(.overflow) }
            if !app.tabItems.isEmpty, app.allowsVerticalBars { kinds.insert(.tabsRule) }
            if app.toolbarItems.contains(where: { ($0.badge ?? 0) > 0 })
                || app.tabItems.contains(where: { ($0.badge ?? 0) > 0 })
            {
                kinds.insert(.badge)
            }
        }
        return kinds
    }
}
