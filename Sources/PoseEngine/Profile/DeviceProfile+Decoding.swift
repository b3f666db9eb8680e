// MARK: - Loading

extension DeviceProfile {
    /// The words a `source` must start with (Docs/DOMAIN.md).
    package static let sourceKinds = ["measured", "documented", "assumed", "derived"]

    /// Reads and validates a device profile.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the file's name as the user gave it, for messages.
    /// - Returns: the profile.
    /// - Throws: `DataError` naming the JSON path and what is wrong.
    ///
    /// The bytes are the file's, however the caller reads them (`Data`, `[UInt8]`, a `String`'s
    /// `utf8`): the engine itself reads no files.
    ///
    /// ```swift
    /// let text = #"{"name": "mine", …}"#   // Profiles/mine.json
    /// let profile = try DeviceProfile.decode(Array(text.utf8), file: "Profiles/mine.json")
    /// ```
    public static func decode(_ data: some Collection<UInt8>, file: String) throws -> DeviceProfile {
        try decode(data, file: file, poseKeys: { _ in nil })
    }

    /// Reads and validates a device profile whose poses' keys `poseKeys` may refuse (the terminal
    /// UI's own keys: it says why a key can't be a pose's, or `nil`).
    /// - Throws: `DataError` with every mistake found, each at its JSON path, line and column.
    package static func decode(
        _ data: some Collection<UInt8>, file: String, poseKeys: (Character) -> String?
    ) throws -> DeviceProfile {
        let root = try JSONNode.parse(data, file: file)
        return try root.collectingErrors {
            guard !root.isAppProfile else {
                throw root.error(
                    "an app profile, not a device profile: it has no \"displays\" (an app is given with --app)")
            }
            return try decode(root, poseKeys: poseKeys)
        }
    }

    /// Reads every part; a part or an entry that is wrong is recorded (`recover`) and the next
    /// one read. A part that needs another (the features need the displays) is read when it is there.
    private static func decode(_ root: JSONNode, poseKeys: (Character) -> String?) throws -> DeviceProfile? {
        try root.checkKeys(Keys.root)
        let name = try root.recover { try root.read(Keys.name) }
        let displayName = try root.recover { try root.read(Keys.displayName) }
        let displays = try root.recover { () -> (DisplaySpec?, DisplaySpec?) in
            let node = try root.read(Keys.displays)
            try node.checkKeys(Keys.displays.object)
            return (
                try node.recover { try decodeDisplay(node.read(Keys.outer)) },
                try node.recover { try decodeDisplay(node.read(Keys.inner)) }
            )
        }
        let outer = displays?.0, inner = displays?.1
        let both = outer.flatMap { outer in inner.map { (outer, $0) } }
        let features = try both.flatMap { outer, inner in
            try root.recover { try decodeFeatures(root.read(Keys.features), outer: outer, inner: inner) }
        }
        let hinge = try root.recover { try decodeHinge(root.read(Keys.hinge)) }
        let poses = try root.recover { try decodePoses(root.read(Keys.poses), poseKeys: poseKeys) }
        let splitView = try both.flatMap { outer, inner in
            try root.recover { try decodeSplitView(root.read(Keys.splitView), outer: outer, inner: inner) }
        }
        let sideColumn = try both.flatMap { outer, inner in
            try root.recover { try decodeSideColumn(root.read(Keys.sideColumn), outer: outer, inner: inner) }
        }
        let bars = try root.recover { try decodeBars(root.read(Keys.bars)) }
        let postures = try root.recover { () -> ([PostureRange], FoldType) in
            let node = try root.readIfPresent(Keys.postures)
            return (try node.map(decodePostures) ?? PostureRange.assumedDefault, try node?.read(Keys.foldType) ?? .fold)
        }
        let halves = try root.recover { try root.readIfPresent(Keys.presentations).map(decodePresentationHalves) }
        guard let name, let displayName, let outer, let inner, let features, let hinge, let poses, let splitView,
            let sideColumn, let bars, let postures, let halves
        else { return nil }  // each part's complaint is recorded
        var profile = DeviceProfile(
            name: name, displayName: displayName, outer: outer, inner: inner, features: features, hinge: hinge,
            poses: poses, splitView: splitView, sideColumn: sideColumn, bars: bars, postures: postures.0,
            foldType: postures.1)
        // What the profile names replaces the default; a kind it leaves out keeps it.
        if let halves { profile.presentationHalves.merge(halves) { _, named in named } }
        return profile
    }

    // MARK: Parts

    private static func decodeFeatures(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> [HardwareFeature]
    {
        var features: [HardwareFeature] = []
        for node in try node.array() {
            try node.recover {
                let feature = try decodeFeature(node, outer: outer, inner: inner)
                if features.contains(where: { $0.id == feature.id && $0.display == feature.display }) {
                    throw try node.member("id").error(
                        "\"\(feature.id)\" is already used on the \(feature.display.rawValue) display")
                }
                features.append(feature)
            }
        }
        return features
    }

    private static func decodeDisplay(_ node: JSONNode) throws -> DisplaySpec {
        try node.checkKeys(Keys.display)
        try requireSource(node)
        let size = Size(width: try node.read(Keys.displayWidth), height: try node.read(Keys.displayHeight))
        _ = try node.readIfPresent(Keys.diagonalInches)
        let rotation = try node.read(Keys.rotation)
        try rotation.checkKeys(Keys.rotation.object)
        try requireSource(rotation)
        let classesNode = try node.read(Keys.sizeClasses)
        try classesNode.checkKeys(Keys.sizeClasses.object)
        try requireSource(classesNode)
        // Portrait, then landscape (`Orientation.allCases`), as a reader meets them.
        var classes: [SizeClasses] = []
        for key in Keys.orientationClasses {
            let entry = try classesNode.read(key)
            try entry.checkKeys(key.object)
            classes.append(
                SizeClasses(
                    horizontal: try entry.read(Keys.horizontalClass), vertical: try entry.read(Keys.verticalClass)))
        }
        var display = DisplaySpec(
            nativeSize: size, rotation: try rotation.read(Keys.direction), portrait: classes[0], landscape: classes[1])
        if let scale = try node.readIfPresent(Keys.scale) {
            try scale.checkKeys(Keys.scale.object)
            try requireSource(scale)
            display.pixelsPerPoint = try scale.read(Keys.pixelsPerPoint)
        }
        return display
    }

    private static func decodeFeature(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> HardwareFeature
    {
        try node.checkKeys(Keys.feature)
        try requireSource(node)
        let id = try node.read(Keys.featureID)
        let kind = try node.read(Keys.kind)
        let displayID = try node.read(Keys.featureDisplay)
        let display = displayID == .outer ? outer : inner
        let activeWhen = try node.read(Keys.activeWhen)

        switch kind {
        case .division:
            let division = try decodeDivision(
                node, id: id, display: display, displayID: displayID, activeWhen: activeWhen)
            // Checked though a fold doesn't grow: a key given is a key read.
            _ = try decodeLiveFrame(node, display: display, displayID: displayID)
            return division

        case .systemControls:  // refused by the key's choices: the system's controls are no feature
            throw try node.member(Keys.kind.name).error("\"systemControls\" is not a hardware feature")

        case .occlusion:
            let frame = try decodeFrame(node.member(Keys.frame.name), inside: display, displayID: displayID)
            let liveFrame = try decodeLiveFrame(node, display: display, displayID: displayID)
            _ = try node.read(Keys.margin)  // checked though an occlusion has no margin
            if try node.readIfPresent(Keys.line) != nil {
                throw try node.member("line").error("an occlusion is given by \"frame\", not a line")
            }
            return HardwareFeature(
                id: RegionID(rawValue: id), kind: kind, display: displayID, frame: frame, activeWhen: activeWhen,
                liveActivityFrame: liveFrame)
        }
    }

    /// The frame an occlusion grows to while a Live Activity runs, if the feature gives one.
    private static func decodeLiveFrame(_ node: JSONNode, display: DisplaySpec, displayID: DisplayID) throws -> Rect? {
        guard let live = try node.readIfPresent(Keys.liveActivity) else { return nil }
        try live.checkKeys(Keys.liveActivity.object)
        try requireSource(live)
        return try decodeFrame(live.read(Keys.liveFrame), inside: display, displayID: displayID)
    }

    /// A fold: a line on its display, and the margin Apple recommends each side of it.
    private static func decodeDivision(
        _ node: JSONNode, id: String, display: DisplaySpec, displayID: DisplayID,
        activeWhen: HardwareFeature.ActivationRule
    ) throws -> HardwareFeature {
        let lineNode = try node.member(Keys.line.name)
        try lineNode.checkKeys(Keys.line.object)
        let axisNode = try lineNode.member(Keys.axis.name)
        let axis = try axisNode.string()
        let positionNode = try lineNode.member(Keys.position.name)
        let position = try Keys.position.decode(positionNode)
        let margin = try node.read(Keys.margin)
        let frame: Rect
        let extent: Double
        if axis == "vertical" {
            frame = Rect(x: position, y: 0, width: 0, height: display.nativeSize.height)
            extent = display.nativeSize.width
        } else {
            _ = try Keys.axis.decode(axisNode)  // "horizontal", or the complaint naming both
            frame = Rect(x: 0, y: position, width: display.nativeSize.width, height: 0)
            extent = display.nativeSize.height
        }
        guard position <= extent else {
            throw positionNode.error(
                "\(formatPoints(position)) lies outside the \(displayID.rawValue) display (0 to \(formatPoints(extent)))"
            )
        }
        guard position - margin >= 0, position + margin <= extent else {
            throw try node.member("margin").error(
                "\(formatPoints(margin)) pt each side of \(formatPoints(position)) reaches outside the \(displayID.rawValue) display (0 to \(formatPoints(extent)))"
            )
        }
        if try node.readIfPresent(Keys.frame) != nil {
            throw try node.member("frame").error("a division is given by \"line\" and \"margin\", not a frame")
        }
        return HardwareFeature(
            id: RegionID(rawValue: id), kind: .division, display: displayID, frame: frame, margin: margin,
            activeWhen: activeWhen)
    }

    private static func decodeFrame(_ node: JSONNode, inside display: DisplaySpec, displayID: DisplayID) throws -> Rect
    {
        try node.checkKeys(Keys.rect)
        let rect = Rect(
            x: try node.read(Keys.rectX), y: try node.read(Keys.rectY), width: try node.read(Keys.rectWidth),
            height: try node.read(Keys.rectHeight))
        guard rect.isInside(display.nativeSize) else {
            throw node.error(
                "\(rect) lies outside the \(displayID.rawValue) display (\(formatPoints(display.nativeSize.width)) × \(formatPoints(display.nativeSize.height)))"
            )
        }
        return rect
    }

    /// Every object holding numbers says where they come from.
    static func requireSource(_ node: JSONNode) throws {
        guard let source = try node.optionalMember("source") else {
            throw node.error(
                "missing key \"source\": every number in a profile names its source (\(sourceKinds.joined(separator: ", ")))"
            )
        }
        let text = try source.string()
        guard sourceKinds.contains(where: { text.hasPrefix($0) }) else {
            throw source.error(
                "must start with one of \(sourceKinds.joined(separator: ", ")) (found \"\(text.prefix(40))\")")
        }
    }

    /// A `source` where only some values need one is checked when it is given.
    static func checkSourceIfPresent(_ node: JSONNode) throws {
        if try node.optionalMember("source") != nil { try requireSource(node) }
    }
}
