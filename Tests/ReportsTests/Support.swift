import PoseEngine
import Testing

/// The bundled iPhone Duo: what every report here is made from.
let duo: DeviceProfile = {
    guard let profile = DeviceProfile.bundled() else { fatalError("the bundled profile doesn't decode") }
    return profile
}()

/// The scene at a named pose, with an app when given one, changed by `change`.
func scene(
    _ pose: String, app: String? = nil, query: RegionQuery = RegionQuery(),
    _ change: (inout PoseState) -> Void = { _ in }
) -> PoseScene {
    guard let preset = duo.pose(named: pose) else { fatalError("no pose \(pose)") }
    var state = duo.state(at: preset)
    change(&state)
    return Engine(profile: duo, app: app.flatMap { AppProfile.bundled($0) }).scene(for: state, query: query)
}
