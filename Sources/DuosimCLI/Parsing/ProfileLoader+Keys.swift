import FileIO
import PoseEngine
import Simulator

// MARK: - Device profiles for the UI

extension ProfileLoader {
    /// A device profile by bundled name or file path, as every command reads one: its poses' keys
    /// checked against the UI's own (`KeyMap.checkPoseKeys`), which the library doesn't know.
    /// - Throws: what `device(_:)` throws; `DataError` naming `$.poses[n].key`.
    static func uiDevice(_ nameOrPath: String) throws -> DeviceProfile {
        let profile = try device(nameOrPath, poseKeys: KeyMap.reservedReason)
        try KeyMap.checkPoseKeys(of: profile, file: nameOrPath)  // a bundled one
        return profile
    }
}
