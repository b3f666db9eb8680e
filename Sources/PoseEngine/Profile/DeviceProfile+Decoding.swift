// MARK: - Loading

extension DeviceProfile {
    /// The words a `source` must start with (Docs/DOMAIN.md).
    public static let sourceKinds = ["measured", "documented", "assumed", "derived"]

    /// Reads and validates a device profile.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the file's name as the user gave it, for messages.
    /// - Returns: the profile.
    /// - Throws: `DataError` naming the JSON path and what is wrong.
    ///
    /// ```swift
    /// let url = URL(fileURLWithPath: "Profiles/mine.json")
    /// let profile = try DeviceProfile.decode(Data(contentsOf: url), file: url.path)
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

        let featureNodes = try root.member("features").array()
        var features: [HardwareFeature] = []
        for node in featureNodes {
            let feature = try decodeFeature(node, outer: outer, inner: inner)
            if features.contains(where: { $0.id == feature.id && $0.display == feature.display }) {
                throw try node.member("id").error(
                    "\"\(feature.id)\" is already used on the \(feature.display.rawValue) display")
            }
            features.append(feature)
        }

        let hinge = try decodeHinge(root.member("hinge"))
        let poseNodes = try root.member("poses").array()
        guard !poseNodes.isEmpty else { throw try root.member("poses").error("needs at least one pose") }
        var poses: [PosePreset] = []
        for node in poseNodes {
            let pose = try decodePose(node)
            if poses.contains(where: { $0.name == pose.name }) {
                throw try node.member("name").error("pose \"\(pose.name)\" is defined twice")
            }
            if let key = pose.key, poses.contains(where: { $0.key == key }) {
                throw try node.member("key").error("key \"\(key)\" is already used by another pose")
            }
            poses.append(pose)
        }

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
            try node.rejectUnknownKeys(["horizontalFold", "source"])
            try requireSource(node)
            let halves = try node.member("horizontalFold")
            try halves.rejectUnknownKeys(["sheet", "alert"])
            for kind in PresentationSpec.Kind.allCases {
                if let half = try halves.optionalMember(kind.rawValue)?.oneOf(VerticalHalf.self) {
                    profile.presentationHalves[kind] = half
                }
            }
        }
        return profile
    }

    // MARK: Parts

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
        var classes: [Orientation: SizeClasses] = [:]
        for orientation in Orientation.allCases {
            let entry = try classesNode.member(orientation.rawValue)
            try entry.rejectUnknownKeys(["horizontal", "vertical"])
            classes[orientation] = SizeClasses(
                horizontal: try entry.member("horizontal").oneOf(SizeClass.self),
                vertical: try entry.member("vertical").oneOf(SizeClass.self))
        }
        return DisplaySpec(
            nativeSize: size, rotation: try rotation.member("direction").oneOf(QuarterTurn.self), sizeClasses: classes)
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
                id: id, kind: kind, display: displayID, frame: frame, margin: margin, activeWhen: activeWhen)

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

    private static func decodeHinge(_ node: JSONNode) throws -> HingeThresholds {
        try node.rejectUnknownKeys(["closedAtMost", "fullyOpenAtLeast", "source"])
        try requireSource(node)
        let closedNode = try node.member("closedAtMost")
        let closed = try closedNode.number(in: Limits.angle)
        let openNode = try node.member("fullyOpenAtLeast")
        let open = try openNode.number(in: Limits.angle)
        guard closed < open else {
            throw openNode.error(
                "thresholds out of order: fullyOpenAtLeast (\(formatPoints(open))) must be greater than closedAtMost (\(formatPoints(closed)))"
            )
        }
        return HingeThresholds(closedAtMost: closed, fullyOpenAtLeast: open)
    }

    private static func decodePose(_ node: JSONNode) throws -> PosePreset {
        try node.rejectUnknownKeys(["name", "angle", "orientation", "key", "source"])
        try requireSource(node)
        let name = try node.member("name").string()
        guard !name.isEmpty else { throw try node.member("name").error("must not be empty") }
        let angleNode = try node.member("angle")
        let angle = try angleNode.number(in: Limits.angle)
        let key = try node.optionalMember("key")?.string()
        if let key, key.count != 1 {
            throw try node.member("key").error("must be a single character (found \"\(key)\")")
        }
        return PosePreset(
            name: name, angle: angle, orientation: try node.member("orientation").oneOf(Orientation.self), key: key)
    }

    private static func decodeSplitView(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> SplitViewSpec
    {
        try node.rejectUnknownKeys(["display", "dividerWidth", "fraction", "tallOrientation", "source"])
        try requireSource(node)
        let displayID = try node.member("display").oneOf(DisplayID.self)
        let display = displayID == .outer ? outer : inner
        let dividerNode = try node.member("dividerWidth")
        let divider = try dividerNode.number(in: Limits.length)
        let shortest = min(display.nativeSize.width, display.nativeSize.height)
        guard divider < shortest else {
            throw dividerNode.error(
                "\(formatPoints(divider)) leaves no room for windows on the \(displayID.rawValue) display")
        }
        let fractionNode = try node.member("fraction")
        let fraction = try fractionNode.number()
        guard fraction > 0, fraction < 1 else {
            throw fractionNode.error("must be between 0 and 1, exclusive (found \(formatPoints(fraction)))")
        }
        let tall = try node.member("tallOrientation").string()
        guard tall == "stacked" || tall == "sideBySide" else {
            throw try node.member("tallOrientation").error("\"\(tall)\" is not one of \"stacked\", \"sideBySide\"")
        }
        return SplitViewSpec(
            display: displayID, dividerWidth: divider, fraction: fraction, tallOrientationStacks: tall == "stacked")
    }

    private static func decodeSideColumn(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> SideColumnSpec
    {
        try node.rejectUnknownKeys(["width", "fullScreenEdge", "source"])
        try requireSource(node)
        let widthNode = try node.member("width")
        let width = try widthNode.number(in: Limits.itemSize)
        let narrowest = min(
            outer.nativeSize.width, outer.nativeSize.height, inner.nativeSize.width, inner.nativeSize.height)
        guard width < narrowest else {
            throw widthNode.error("\(formatPoints(width)) is wider than a display (\(formatPoints(narrowest)))")
        }
        return SideColumnSpec(width: width, fullScreenEdge: try node.member("fullScreenEdge").oneOf(PhysicalEdge.self))
    }

    private static func decodeBars(_ node: JSONNode) throws -> BarMetrics {
        let keys = [
            "itemHeight", "tabItemHeight", "groupGap", "statusAreaHeight", "horizontalItemWidth",
            "navigationBarHeight", "toolbarHeight", "tabBarHeight",
        ]
        try node.rejectUnknownKeys(Set(keys + ["alertSize", "source"]))
        try requireSource(node)
        var values: [String: Double] = [:]
        for key in keys {
            values[key] = try node.member(key).number(
                in: key == "groupGap" ? 0...Limits.itemSize.upperBound : Limits.itemSize)
        }
        let alert = try node.member("alertSize")
        try alert.rejectUnknownKeys(["width", "height"])
        return BarMetrics(
            itemHeight: values["itemHeight"]!, tabItemHeight: values["tabItemHeight"]!, groupGap: values["groupGap"]!,
            statusAreaHeight: values["statusAreaHeight"]!, horizontalItemWidth: values["horizontalItemWidth"]!,
            navigationBarHeight: values["navigationBarHeight"]!, toolbarHeight: values["toolbarHeight"]!,
            tabBarHeight: values["tabBarHeight"]!,
            alertSize: Size(
                width: try alert.member("width").number(in: Limits.size),
                height: try alert.member("height").number(in: Limits.size)))
    }

    private static func decodePostures(_ node: JSONNode) throws -> [PostureRange] {
        try node.rejectUnknownKeys(["ranges", "foldType", "source"])
        try requireSource(node)
        let rangesNode = try node.member("ranges")
        var ranges: [PostureRange] = []
        for entry in try rangesNode.array() {
            try entry.rejectUnknownKeys(["posture", "from", "to"])
            let from = try entry.member("from").number(in: Limits.angle)
            let toNode = try entry.member("to")
            let to = try toNode.number(in: Limits.angle)
            guard from <= to else { throw toNode.error("must not be below from (\(formatPoints(from)))") }
            ranges.append(
                PostureRange(posture: try entry.member("posture").oneOf(DevicePosture.self), from: from, to: to))
        }
        // Together the ranges must hold every angle from 0 to 180.
        var reached = -1.0
        for range in ranges.sorted(by: { $0.from < $1.from }) {
            if range.from > max(reached, 0) || (reached < 0 && range.from > 0) {
                throw rangesNode.error(
                    "no posture holds the angles between \(formatPoints(max(reached, 0)))° and \(formatPoints(range.from))°"
                )
            }
            reached = max(reached, range.to)
        }
        guard reached >= 180 else {
            throw rangesNode.error("no posture holds the angles above \(formatPoints(max(reached, 0)))°")
        }
        return ranges
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
