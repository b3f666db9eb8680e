// MARK: - Loading: the hinge, poses, postures, Split View, the side column and bars

extension DeviceProfile {
    /// `poses`, each pose's `key` refused when `poseKeys` says why it can't be one.
    static func decodePoses(_ node: JSONNode, poseKeys: (Character) -> String?) throws -> [PosePreset] {
        let poseNodes = try node.array()
        guard !poseNodes.isEmpty else { throw node.error("needs at least one pose") }
        var poses: [PosePreset] = []
        for node in poseNodes {
            try node.recover {
                let pose = try decodePose(node)
                if poses.contains(where: { $0.name == pose.name }) {
                    throw try node.member("name").error("pose \"\(pose.name)\" is defined twice")
                }
                if let key = pose.key, poses.contains(where: { $0.key == key }) {
                    throw try node.member("key").error("key \"\(key)\" is already used by another pose")
                }
                if let key = pose.key?.first, let reason = poseKeys(key) {
                    throw try node.member("key").error(
                        "\(String(reflecting: String(key))) \(reason): a pose can't take it")
                }
                poses.append(pose)
            }
        }
        return poses
    }

    static func decodePresentationHalves(_ node: JSONNode) throws -> [PresentationSpec.Kind: VerticalHalf] {
        try node.checkKeys(Keys.presentations.object)
        try requireSource(node)
        let halves = try node.read(Keys.horizontalFold)
        try halves.checkKeys(Keys.horizontalFold.object)
        var chosen: [PresentationSpec.Kind: VerticalHalf] = [:]
        for (kind, key) in zip(Keys.halfKinds, Keys.halves) {
            if let half = try halves.readIfPresent(key) { chosen[kind] = half }
        }
        return chosen
    }

    static func decodeHinge(_ node: JSONNode) throws -> HingeThresholds {
        try node.checkKeys(Keys.hinge.object)
        try requireSource(node)
        let closed = try node.read(Keys.closedAtMost)
        let openNode = try node.member(Keys.fullyOpenAtLeast.name)
        let open = try Keys.fullyOpenAtLeast.decode(openNode)
        guard closed < open else {
            throw openNode.error(
                "thresholds out of order: fullyOpenAtLeast (\(formatPoints(open))) must be greater than closedAtMost (\(formatPoints(closed)))"
            )
        }
        return HingeThresholds(closedAtMost: closed, fullyOpenAtLeast: open)
    }

    static func decodePose(_ node: JSONNode) throws -> PosePreset {
        try node.checkKeys(Keys.pose)
        try requireSource(node)
        let name = try node.read(Keys.poseName)
        let angle = try node.read(Keys.angle)
        let key = try node.readIfPresent(Keys.poseKey)
        return PosePreset(name: name, angle: angle, orientation: try node.read(Keys.orientation), key: key)
    }

    static func decodeSplitView(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> SplitViewSpec
    {
        try node.checkKeys(Keys.splitView.object)
        try requireSource(node)
        let displayID = try node.read(Keys.splitDisplay)
        let display = displayID == .outer ? outer : inner
        let dividerNode = try node.member(Keys.dividerWidth.name)
        let divider = try Keys.dividerWidth.decode(dividerNode)
        let shortest = min(display.nativeSize.width, display.nativeSize.height)
        guard divider < shortest else {
            throw dividerNode.error(
                "\(formatPoints(divider)) leaves no room for windows on the \(displayID.rawValue) display")
        }
        let fraction = try node.read(Keys.fraction)
        let tall = try node.read(Keys.tallOrientation)
        return SplitViewSpec(
            display: displayID, dividerWidth: divider, fraction: fraction, tallOrientationStacks: tall == "stacked")
    }

    static func decodeSideColumn(_ node: JSONNode, outer: DisplaySpec, inner: DisplaySpec) throws
        -> SideColumnSpec
    {
        try node.checkKeys(Keys.sideColumn.object)
        try requireSource(node)
        let widthNode = try node.member(Keys.columnWidth.name)
        let width = try Keys.columnWidth.decode(widthNode)
        let narrowest = min(
            outer.nativeSize.width, outer.nativeSize.height, inner.nativeSize.width, inner.nativeSize.height)
        guard width < narrowest else {
            throw widthNode.error("\(formatPoints(width)) is wider than a display (\(formatPoints(narrowest)))")
        }
        return SideColumnSpec(width: width, fullScreenEdge: try node.read(Keys.fullScreenEdge))
    }

    static func decodeBars(_ node: JSONNode) throws -> BarMetrics {
        try node.checkKeys(Keys.bars.object)
        try requireSource(node)
        // In the table's order, so the first complaint is about the first wrong number.
        let metrics = try Keys.barMetrics.map { try node.read($0) }
        let alert = try node.read(Keys.alertSize)
        try alert.checkKeys(Keys.size)
        return BarMetrics(
            itemHeight: metrics[0], tabItemHeight: metrics[1], groupGap: metrics[2], statusAreaHeight: metrics[3],
            horizontalItemWidth: metrics[4], navigationBarHeight: metrics[5], toolbarHeight: metrics[6],
            tabBarHeight: metrics[7], alertSize: try size(alert))
    }

    /// A `width` and `height` that must be positive (an alert, a sheet, a control).
    static func size(_ node: JSONNode) throws -> Size {
        Size(width: try node.read(Keys.sizeWidth), height: try node.read(Keys.sizeHeight))
    }

    static func decodePostures(_ node: JSONNode) throws -> [PostureRange] {
        try node.checkKeys(Keys.postures.object)
        try requireSource(node)
        let rangesNode = try node.read(Keys.ranges)
        var ranges: [PostureRange] = []
        for entry in try rangesNode.array() {
            try entry.checkKeys(Keys.postureRange)
            let from = try entry.read(Keys.rangeFrom)
            let toNode = try entry.member(Keys.rangeTo.name)
            let to = try Keys.rangeTo.decode(toNode)
            guard from <= to else { throw toNode.error("must not be below from (\(formatPoints(from)))") }
            ranges.append(PostureRange(posture: try entry.read(Keys.posture), from: from, to: to))
        }
        // Together the ranges must hold every angle of `Limits.angle`, 0 to 180.
        let lowest = Limits.angle.lowerBound
        var reached = lowest - 1
        for range in ranges.sorted(by: { $0.from < $1.from }) {
            if range.from > max(reached, lowest) || (reached < lowest && range.from > lowest) {
                throw rangesNode.error(
                    "no posture holds the angles between \(formatPoints(max(reached, lowest)))° and \(formatPoints(range.from))°"
                )
            }
            reached = max(reached, range.to)
        }
        guard reached >= Limits.angle.upperBound else {
            throw rangesNode.error("no posture holds the angles above \(formatPoints(max(reached, lowest)))°")
        }
        return ranges
    }
}
