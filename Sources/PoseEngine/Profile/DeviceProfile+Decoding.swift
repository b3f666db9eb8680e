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
        let root = try JSONNode.parse(data, file: file)
        try root.rejectUnknownKeys([
            "name", "displayName", "displays", "features", "hinge", "poses", "splitView", "sideColumn", "bars",
            "postures", "presentations",
        ])
        let name = try root.member("name").string()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw try root.member("name").error(
                "must be a short name of letters, digits and dashes (found \"\(name)\")")
        }
        let displays = try root.member("displays")
        try displays.rejectUnknownKeys(["outer", "inner"])
        let outer = try decodeDisplay(displays.member("outer"))
        let inner = try decodeDisplay(displays.member("inner"))

        let features = try decodeFeatures(root.member("features"), outer: outer, inner: inner)
        let hinge = try decodeHinge(root.member("hinge"))
        let poses = try decodePoses(root.member("poses"))
        let splitView = try decodeSplitView(root.member("splitView"), outer: outer, inner: inner)
        let sideColumn = try decodeSideColumn(root.member("sideColumn"), outer: outer, inner: inner)
        let bars = try decodeBars(root.member("bars"))
        let postureNode = try root.optionalMember("postures")
        let postures = try postureNode.map(decodePostures) ?? PostureRange.assumedDefault
        let foldType = try postureNode?.optionalMember("foldType")?.oneOf(FoldType.self) ?? .fold

        var profile = DeviceProfile(
            name: name,
            displayName: try root.member("displayName").string(),
            outer: outer, inner: inner, features: features, hinge: hinge, poses: poses,
            splitView: splitView, sideColumn: sideColumn, bars: bars, postures: postures, foldType: foldType)
        if let node = try root.optionalMember("presentations") {
            // What the profile names replaces the default; a kind it leaves out keeps it.
            profile.presentationHalves.merge(try decodePresentationHalves(node)) { _, named in named }
        }
        return profile
    }

    // MARK: Parts

    private static func decodeFeatures(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> [HardwareFeature]
    {
        var features: [HardwareFeature] = []
        for node in try node.array() {
            let feature = try decodeFeature(node, outer: outer, inner: inner)
            if features.contains(where: { $0.id == feature.id && $0.display == feature.display }) {
                throw try node.member("id").error(
                    "\"\(feature.id)\" is already used on the \(feature.display.rawValue) display")
            }
            features.append(feature)
        }
        return features
    }

    private static func decodeDisplay(_ node: JSONNode) throws -> DisplaySpec {
        try node.rejectUnknownKeys(["width", "height", "diagonalInches", "source", "rotation", "sizeClasses"])
        try requireSource(node)
        let size = Size(
            width: try node.member("width").number(in: Limits.displaySide),
            height: try node.member("height").number(in: Limits.displaySide))
        if let diagonal = try node.optionalMember("diagonalInches") { _ = try diagonal.number(in: 0.1...100) }
        let rotation = try node.member("rotation")
        try rotation.rejectUnknownKeys(["direction", "source"])
        try requireSource(rotation)
        let classesNode = try node.member("sizeClasses")
        try classesNode.rejectUnknownKeys(["portrait", "landscape", "source"])
        try requireSource(classesNode)
        // Portrait, then landscape (`Orientation.allCases`), as a reader meets them.
        func classes(_ orientation: Orientation) throws -> SizeClasses {
            let entry = try classesNode.member(orientation.rawValue)
            try entry.rejectUnknownKeys(["horizontal", "vertical"])
            return SizeClasses(
                horizontal: try entry.member("horizontal").oneOf(SizeClass.self),
                vertical: try entry.member("vertical").oneOf(SizeClass.self))
        }
        let portrait = try classes(.portrait), landscape = try classes(.landscape)
        return DisplaySpec(
            nativeSize: size, rotation: try rotation.member("direction").oneOf(QuarterTurn.self), portrait: portrait,
            landscape: landscape)
    }

    private static func decodeFeature(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> HardwareFeature
    {
        try node.rejectUnknownKeys([
            "id", "kind", "display", "frame", "line", "margin", "activeWhen", "source", "liveActivity",
        ])
        try requireSource(node)
        let id = try node.member("id").string()
        guard !id.isEmpty else { throw try node.member("id").error("must not be empty") }
        let kind = try node.member("kind").oneOf(ReservedRegionKind.self)
        let displayID = try node.member("display").oneOf(DisplayID.self)
        let display = displayID == .outer ? outer : inner
        let activeWhen = try node.member("activeWhen").oneOf(HardwareFeature.ActivationRule.self)

        switch kind {
        case .division:
            return try decodeDivision(node, id: id, display: display, displayID: displayID, activeWhen: activeWhen)

        case .occlusion:
            let frame = try decodeFrame(node.member("frame"), inside: display, displayID: displayID)
            var liveFrame: Rect?
            if let live = try node.optionalMember("liveActivity") {
                try live.rejectUnknownKeys(["frame", "source"])
                try requireSource(live)
                liveFrame = try decodeFrame(live.member("frame"), inside: display, displayID: displayID)
            }
            if try node.optionalMember("line") != nil {
                throw try node.member("line").error("an occlusion is given by \"frame\", not a line")
            }
            return HardwareFeature(
                id: id, kind: kind, display: displayID, frame: frame, activeWhen: activeWhen,
                liveActivityFrame: liveFrame)
        }
    }

    /// A fold: a line on its display, and the margin Apple recommends each side of it.
    private static func decodeDivision(
        _ node: JSONNode, id: String, display: DisplaySpec, displayID: DisplayID,
        activeWhen: HardwareFeature.ActivationRule
    ) throws -> HardwareFeature {
        let lineNode = try node.member("line")
        try lineNode.rejectUnknownKeys(["axis", "position"])
        let axis = try lineNode.member("axis").string()
        let positionNode = try lineNode.member("position")
        let position = try positionNode.number(in: Limits.length)
        let margin = try node.optionalMember("margin")?.number(in: Limits.length) ?? 0
        let frame: Rect
        let extent: Double
        switch axis {
        case "vertical":
            frame = Rect(x: position, y: 0, width: 0, height: display.nativeSize.height)
            extent = display.nativeSize.width
        case "horizontal":
            frame = Rect(x: 0, y: position, width: display.nativeSize.width, height: 0)
            extent = display.nativeSize.height
        default:
            throw try lineNode.member("axis").error("\"\(axis)\" is not one of \"vertical\", \"horizontal\"")
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
        if try node.optionalMember("frame") != nil {
            throw try node.member("frame").error("a division is given by \"line\" and \"margin\", not a frame")
        }
        return HardwareFeature(
            id: id, kind: .division, display: displayID, frame: frame, margin: margin, activeWhen: activeWhen)
    }

    private static func decodeFrame(_ node: JSONNode, inside display: DisplaySpec, displayID: DisplayID) throws -> Rect
    {
        try node.rejectUnknownKeys(["x", "y", "width", "height"])
        let rect = Rect(
            x: try node.member("x").number(in: Limits.coordinate),
            y: try node.member("y").number(in: Limits.coordinate),
            width: try node.member("width").number(in: Limits.length),
            height: try node.member("height").number(in: Limits.length))
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
}
