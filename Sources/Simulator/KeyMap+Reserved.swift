import PoseEngine

// MARK: - The UI's own keys

extension KeyMap {
    /// The letters the UI keeps for itself, from its table: every character the fixed groups bind
    /// (`q` quits, `?` opens the help, `s` Split View…), with the help's words for what it does. A
    /// pose bound to one would take that away, so a device profile can't give a pose one of these,
    /// nor a control character (Ctrl-C quits; the UI reads the others as its own keys).
    public static let reservedKeys: [Character: String] = {
        var reserved: [Character: String] = [:]
        for binding in (hingeGroups + otherGroups).flatMap(\.bindings) {
            for case .character(let key) in binding.keys where reserved[key] == nil { reserved[key] = binding.help }
        }
        return reserved
    }()

    /// The UI's own keys as a profile's schema lists them (`ProfileSchema.reserving(_:)`), in
    /// Unicode order.
    package static var reservedKeyList: [String] {
        reservedKeys.keys.map(String.init).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Why a pose can't take `key`, or nil when it can.
    public static func reservedReason(_ key: Character) -> String? {
        if key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "is a control character (Ctrl-C quits; the UI reads the others as its own keys)"
        }
        return reservedKeys[key].map { "is the UI's key for \($0)" }
    }

    /// Checks that no pose of `profile` takes one of the UI's own keys.
    /// - Parameter file: the profile's file as the user named it, for the message.
    /// - Throws: `DataError` naming `$.poses[n].key` (bad data: exit 65).
    public static func checkPoseKeys(of profile: DeviceProfile, file: String) throws {
        for (index, pose) in profile.poses.enumerated() {
            guard let key = pose.key?.first, let reason = reservedReason(key) else { continue }
            throw DataError(
                file: file, location: "$.poses[\(index)].key",
                reason: "\(String(reflecting: String(key))) \(reason): a pose can't take it")
        }
    }
}
