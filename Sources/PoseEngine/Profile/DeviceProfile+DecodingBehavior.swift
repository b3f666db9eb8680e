// MARK: - Loading: the hinge, poses, postures, Split View, the side column and bars

extension DeviceProfile {
    static func decodePoses(_ node: JSONNode) throws -> [PosePreset] {
        let poseNodes = try node.array()
        guard !poseNodes.isEmpty else { throw node.error("needs at least one pose") }
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
        return poses
    }

    static func decodePresentationHalves(_ node: JSONNode) throws -> [PresentationSpec.Kind: VerticalHalf] {
        try node.rejectUnknownKeys(["horizontalFold", "source"])
        try requireSource(node)
        let halves = try node.member("horizontalFold")
        try halves.rejectUnknownKeys(["sheet", "alert"])
        var chosen: [PresentationSpec.Kind: VerticalHalf] = [:]
        for kind in PresentationSpec.Kind.allCases {
            if let half = try halves.optionalMember(kind.rawValue)?.oneOf(VerticalHalf.self) {
                chosen[kind] = half
            }
        }
        return chosen
    }

    static func decodeHinge(_ node: JSONNode) throws -> HingeThresholds {
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

    static func decodePose(_ node: JSONNode) throws -> PosePreset {
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
        if let key = key?.first, let reason = PosePreset.reservedReason(key) {
            throw try node.member("key").error("\(String(reflecting: String(key))) \(reason): a pose can't take it")
        }
        return PosePreset(
            name: name, angle: angle, orientation: try node.member("orientation").oneOf(Orientation.self), key: key)
    }

    static func decodeSplitView(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
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

    static func decodeSideColumn(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
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

    static func decodeBars(_ node: JSONNode) throws -> BarMetrics {
        let keys = [
            "itemHeight", "tabItemHeight", "groupGap", "statusAreaHeight", "horizontalItemWidth",
            "navigationBarHeight", "toolbarHeight", "tabBarHeight",
        ]
        try node.rejectUnknownKeys(Set(keys + ["alertSize", "source"]))
        try requireSource(node)
        func metric(_ key: String) throws -> Double {
            try node.member(key).number(in: key == "groupGap" ? 0...Limits.itemSize.upperBound : Limits.itemSize)
        }
        // In the order of `keys`, so the first complaint is about the first wrong number.
        let itemHeight = try metric("itemHeight"), tabItemHeight = try metric("tabItemHeight")
        let groupGap = try metric("groupGap"), statusAreaHeight = try metric("statusAreaHeight")
        let horizontalItemWidth = try metric("horizontalItemWidth")
        let navigationBarHeight = try metric("navigationBarHeight"), toolbarHeight = try metric("toolbarHeight")
        let tabBarHeight = try metric("tabBarHeight")
        let alert = try node.member("alertSize")
        try alert.rejectUnknownKeys(["width", "height"])
        return BarMetrics(
            itemHeight: itemHeight, tabItemHeight: tabItemHeight, groupGap: groupGap,
            statusAreaHeight: statusAreaHeight, horizontalItemWidth: horizontalItemWidth,
            navigationBarHeight: navigationBarHeight, toolbarHeight: toolbarHeight, tabBarHeight: tabBarHeight,
            alertSize: Size(
                width: try alert.member("width").number(in: Limits.size),
                height: try alert.member("height").number(in: Limits.size)))
    }

    static func decodePostures(_ node: JSONNode) throws -> [PostureRange] {
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
}
