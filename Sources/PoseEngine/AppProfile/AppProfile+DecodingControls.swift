// MARK: - Loading controls and readings

extension AppProfile {
    /// `controls`: collected, then set once (setting the controls works out their groups).
    mutating func decodeControls(_ root: JSONNode, ids: inout UniqueIDs) throws {
        var controls: [ControlSpec] = []
        for node in try root.readIfPresent(Keys.controls)?.array(atMost: Limits.controls, of: "controls") ?? [] {
            try node.recover {
                try node.checkKeys(Keys.control)
                let id = try node.read(Keys.controlID)
                try ids.claim(id, node)
                let (placement, size) = try Self.controlPlacement(node)
                controls.append(
                    ControlSpec(
                        id: id, group: try node.readIfPresent(Keys.controlGroup) ?? id, placement: placement,
                        size: size, interactive: try node.read(Keys.interactive),
                        scrollsWithContent: try node.read(Keys.scrollsWithContent),
                        reservedRegion: try node.readIfPresent(Keys.reservedRegion)))
            }
        }
        self.controls = controls
    }

    /// A control's one placement (`anchor` with an optional `offset`, `frame` or `fraction`) and its size.
    private static func controlPlacement(_ node: JSONNode) throws -> (ControlPlacement, Size) {
        let placements = try Keys.placements.filter { try node.optionalMember($0) != nil }
        guard placements.count == 1, let chosen = placements.first else {
            throw node.error(
                placements.isEmpty
                    ? "needs a placement: \"anchor\" (with an optional \"offset\"), \"frame\" or \"fraction\""
                    : "has more than one placement (\(placements.joined(separator: ", "))): give one")
        }
        switch chosen {
        case Keys.controlFrame.name:
            let frame = try node.member(Keys.controlFrame.name)
            try frame.checkKeys(Keys.controlFrame.object)
            let size = try DeviceProfile.size(frame)
            let placement = ControlPlacement.frame(x: try frame.read(Keys.frameX), y: try frame.read(Keys.frameY))
            if try node.readIfPresent(Keys.controlSize) != nil {
                throw try node.member("size").error("a frame has its own size")
            }
            _ = try offset(node)  // only an anchor has an offset, but a key given is a key read
            return (placement, size)
        case Keys.controlFraction.name:
            let fraction = try node.member(Keys.controlFraction.name)
            try fraction.checkKeys(Keys.controlFraction.object)
            let x = try fraction.read(Keys.fractionX), y = try fraction.read(Keys.fractionY)
            let size = try controlSize(node)
            _ = try offset(node)
            return (.fraction(x: x, y: y), size)
        default:
            let offset = try offset(node)
            let placement = ControlPlacement.anchor(
                try node.member(Keys.anchor.name).oneOf(ControlAnchor.self), offset: offset)
            return (placement, try controlSize(node))
        }
    }

    /// An anchored control's `offset`, zero when it gives none.
    private static func offset(_ node: JSONNode) throws -> Size {
        guard let offsetNode = try node.readIfPresent(Keys.offset) else { return Size(width: 0, height: 0) }
        try offsetNode.checkKeys(Keys.offset.object)
        return Size(width: try offsetNode.read(Keys.offsetX), height: try offsetNode.read(Keys.offsetY))
    }

    private static func controlSize(_ node: JSONNode) throws -> Size {
        let size = try node.member(Keys.controlSize.name)
        try size.checkKeys(Keys.controlSize.object)
        return try DeviceProfile.size(size)
    }

    /// `readings`: the reading to simulate wherever the documents leave room, by name (Docs/DOMAIN.md §10).
    mutating func decodeReadings(_ root: JSONNode) throws {
        guard let node = try root.readIfPresent(Keys.readings) else { return }
        try node.checkKeys(Keys.readings.object)
        for key in Keys.readingKeys {
            if let value = try node.readIfPresent(key) { try? readings.set(key.name, to: value) }
        }
    }
}
