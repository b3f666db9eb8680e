import CellGrid
import FileIO
import PoseEngine
import Simulator

// The fixtures every test target shares: the bundled device, its apps, and states at its poses.

/// The bundled device profile (iPhone Duo).
public let duo: DeviceProfile = {
    guard let profile = ProfileLoader.bundledDevice() else { fatalError("the bundled device profile doesn't decode") }
    return profile
}()

/// Every bundled app profile, by name.
public let bundledApps: [AppProfile] = EmbeddedProfiles.apps.compactMap { ProfileLoader.bundledApp(named: $0.name) }

/// A bundled app profile by name (`mail`, `hud` …); a missing one stops the tests.
public func bundledApp(_ name: String) -> AppProfile {
    guard let app = ProfileLoader.bundledApp(named: name) else { fatalError("no bundled app named \(name)") }
    return app
}

/// The device's pose state at a named preset (the default pose when nil).
public func poseState(_ pose: String? = nil) -> PoseState {
    guard let pose else { return duo.state(at: duo.defaultPose) }
    guard let preset = duo.pose(named: pose) else { fatalError("the bundled device has no pose named \(pose)") }
    return duo.state(at: preset)
}

/// A simulator state at a named pose (the default pose when nil) with the given settings, changed by `change`.
public func simState(
    _ pose: String? = nil, split: Bool = false, rtl: Bool = false, app: AppProfile? = nil,
    _ change: (inout SimState) -> Void = { _ in }
) -> SimState {
    var pose = poseState(pose)
    pose.splitView = split
    pose.layoutDirection = rtl ? .rightToLeft : .leftToRight
    var state = SimState(profile: duo, pose: pose, app: app)
    change(&state)
    return state
}

/// A screen's text without its legend lines (each names glyphs it explains: `┃ fold  ░ fold margin`).
public func withoutLegend(_ text: String) -> String {
    let entries = Glyphs.unicode.legend.flatMap { entry in
        entry.glyphs.map { " \(entry.shown([$0])) \(entry.meaning) " }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { line in !entries.contains { (line + " ").contains($0) } }
        .joined(separator: "\n")
}
