import PoseEngine

// MARK: - What an overlay shows

extension OverlayKind {
    /// Whether the overlay draws anything with `app` (or without one): the fold's margins, the
    /// cameras, the side-bar column and the labels always do; the rest only what the app has —
    /// its grid, its arrangement or split columns, its sheets and alerts, its controls.
    public func shows(something app: AppProfile?) -> Bool {
        switch self {
        case .margins, .occlusions, .sideBars, .labels: return true
        case .grid: return app?.grid != nil
        case .arrangement: return app?.arrangement != nil || app?.splitColumns != nil
        case .presentations: return app?.presentations.isEmpty == false
        case .controls: return app?.controls.isEmpty == false
        }
    }
}
