// MARK: - PoseID

/// A preset pose's name as the device profile writes it (`book`, `laptop`): what an action, a
/// key and a tape's `Pose` name a pose by.
///
/// ```swift
/// let laptop: PoseID = "laptop"
/// profile.pose(laptop)?.angle   // 100 on the bundled Duo
/// ```
public struct PoseID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name as the profile writes it.
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    /// The name as the profile writes it.
    public var description: String { rawValue }
}

extension PosePreset {
    /// The pose's name as an id.
    public var id: PoseID { PoseID(rawValue: name) }
}

extension DeviceProfile {
    /// The preset `id` names, if any.
    public func pose(_ id: PoseID) -> PosePreset? {
        pose(named: id.rawValue)
    }
}
