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
    /// `legendCandidates()`, so the legend a frame draws fits the rows planned for it.
    func steadyLegendCandidates() -> UInt32 {
        var bits: UInt32 = 0
        func add(_ entry: Int) { bits |= 1 << entry }
        let overlays = state.overlays, inactive = state.query.includeInactive
        for feature in state.profile.features {
            switch feature.kind {
            case .division:
                add(0)
                if overlays.contains(.margins) { add(1) }
                if inactive { add(2) }
            case .occlusion:
                guard overlays.contains(.occlusions) else { continue }
                add(3)
                add(4)
                if inactive { add(5) }
            case .systemControls: continue  // never a device feature
            }
        }
        if state.pose.splitView { add(6) }
        guard let app = state.app else {
            if overlays.contains(.sideBars) { add(7) }
            return bits | legendCandidates()
        }
        if app.grid != nil, overlays.contains(.grid) { add(8) }
        if !app.controls.isEmpty || !app.presentations.isEmpty {
            add(9)
            add(10)
            add(11)
        }
        if overlays.contains(.controls), !app.controls.isEmpty {
            add(12)
            add(13)
            add(14)
        }
        if overlays.contains(.sideBars) {
            if !app.toolbarItems.isEmpty { add(15) }
            if !app.tabItems.isEmpty, app.allowsVerticalBars { add(17) }
            if app.toolbarItems.contains(where: { ($0.badge ?? 0) > 0 })
                || app.tabItems.contains(where: { ($0.badge ?? 0) > 0 })
            {
                add(16)
            }
        }
        // What this frame shows is in the plan too, whatever the rule above missed.
        return bits | legendCandidates()
    }
}
