// MARK: - Loading controls and readings

extension AppProfile {
    /// `controls`: collected, then set once (setting the controls works out their groups).
    mutating func decodeControls(_ root: JSONNode, ids: inout UniqueIDs) throws {
        var controls: [ControlSpec] = []
        for node in try root.optionalMember("controls")?.array() ?? [] {
            try node.rejectUnknownKeys([
                "id", "group", "anchor", "offset", "frame", "fraction", "size", "interactive", "scrollsWithContent",
            ])
            let id = try node.member("id").string()
            try ids.claim(id, node)
            let (placement, size) = try Self.controlPlacement(node)
            controls.append(
                ControlSpec(
                    id: id, group: try node.optionalMember("group")?.string() ?? id, placement: placement, size: size,
                    interactive: try node.optionalMember("interactive")?.bool() ?? true,
                    scrollsWithContent: try node.optionalMember("scrollsWithContent")?.bool() ?? false))
        }
        self.controls = controls
    }

    /// A control's one placement (`anchor` with an optional `offset`, `frame` or `fraction`) and its size.
    static func controlPlacement(_ node: JSONNode) throws -> (ControlPlacement, Size) {
        let members = try node.members()
        let placements = ["anchor", "frame", "fraction"].filter { members[$0] != nil }
        guard placements.count == 1, let chosen = placements.first else {
            throw node.error(
                placements.isEmpty
                    ? "needs a placement: \"anchor\" (with an optional \"offset\"), \"frame\" or \"fraction\""
                    : "has more than one placement (\(placements.joined(separator: ", "))): give one")
        }
        switch chosen {
        case "frame":
            let frame = try node.member("frame")
            try frame.rejectUnknownKeys(["x", "y", "width", "height"])
            let size = Size(
                width: try frame.member("width").number(in: Limits.size),
                height: try frame.member("height").number(in: Limits.size))
            let placement = ControlPlacement.frame(
                x: try frame.member("x").number(in: Limits.coordinate),
                y: try frame.member("y").number(in: Limits.coordinate))
            if try node.optionalMember("size") != nil {
                throw try node.member("size").error("a frame has its own size")
            }
            return (placement, size)
        case "fraction":
            let fraction = try node.member("fraction")
            try fraction.rejectUnknownKeys(["x", "y"])
            let x = try fraction.member("x").number(in: 0...1), y = try fraction.member("y").number(in: 0...1)
            return (.fraction(x: x, y: y), try controlSize(node))
        default:
            var offset = Size(width: 0, height: 0)
            if let offsetNode = try node.optionalMember("offset") {
                try offsetNode.rejectUnknownKeys(["x", "y"])
                offset = Size(
                    width: try offsetNode.member("x").number(in: Limits.coordinate),
                    height: try offsetNode.member("y").number(in: Limits.coordinate))
            }
            let placement = ControlPlacement.anchor(try node.member("anchor").oneOf(ControlAnchor.self), offset: offset)
            return (placement, try controlSize(node))
        }
    }

    static func controlSize(_ node: JSONNode) throws -> Size {
        let size = try node.member("size")
        try size.rejectUnknownKeys(["width", "height"])
        return Size(
            width: try size.member("width").number(in: Limits.size),
            height: try size.member("height").number(in: Limits.size))
    }

    /// `readings`: the reading to simulate wherever the documents leave room, by name (Docs/DOMAIN.md §10).
    mutating func decodeReadings(_ root: JSONNode) throws {
        guard let node = try root.optionalMember("readings") else { return }
        try node.rejectUnknownKeys(Set(Readings.names.map(\.name)))
        for (name, values) in Readings.names {
            guard let member = try node.optionalMember(name) else { continue }
            let value = try member.string()
            guard readings.set(name, to: value) else {
                throw member.error(
                    "\"\(value)\" is not one of " + values.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
    }
}
