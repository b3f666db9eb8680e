// MARK: - PoseState as JSON

extension PoseState {
    enum CodingKeys: String, CodingKey {
        case angle, innerOrientation, outerOrientation, splitView, layoutDirection, innerCameraInUse, liveActivity
        case hingeUnknown
    }

    /// A state as `JSONEncoder` wrote it. The angle and both orientations are required; a setting
    /// left out is its default (off, left to right), so a state stored by an earlier duosim, before
    /// a setting existed, still reads.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            angle: try values.decode(Double.self, forKey: .angle),
            innerOrientation: try values.decode(Orientation.self, forKey: .innerOrientation),
            outerOrientation: try values.decode(Orientation.self, forKey: .outerOrientation),
            splitView: try values.decodeIfPresent(Bool.self, forKey: .splitView) ?? false,
            layoutDirection: try values.decodeIfPresent(UserInterfaceLayoutDirection.self, forKey: .layoutDirection)
                ?? .leftToRight,
            innerCameraInUse: try values.decodeIfPresent(Bool.self, forKey: .innerCameraInUse) ?? false,
            liveActivity: try values.decodeIfPresent(Bool.self, forKey: .liveActivity) ?? false)
        hingeUnknown = try values.decodeIfPresent(Bool.self, forKey: .hingeUnknown) ?? false
    }
}
