import PoseEngine
import TestSupport

/// The scene at a named pose of the bundled device, with a bundled app when named, changed by `change`.
func scene(
    _ pose: String, app: String? = nil, query: RegionQuery = RegionQuery(),
    _ change: (inout PoseState) -> Void = { _ in }
) -> PoseScene {
    var state = poseState(pose)
    change(&state)
    return Engine(profile: duo, app: app.map(bundledApp)).scene(for: state, query: query)
}
