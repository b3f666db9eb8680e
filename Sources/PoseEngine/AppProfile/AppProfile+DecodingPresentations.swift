// MARK: - Loading presentations

extension AppProfile {
    /// An anchor naming an item, kept with its node until every id is known.
    struct PendingAnchor {
        var id: String
        var node: JSONNode
    }

    /// `presentations`: sheets, alerts, popovers and context menus, each with what it presents.
    /// - Returns: the anchors that name an item, to check once every id is known.
    mutating func decodePresentations(_ root: JSONNode, ids: inout UniqueIDs) throws -> [PendingAnchor] {
        var anchors: [PendingAnchor] = []
        for node in try root.optionalMember("presentations")?.array() ?? [] {
            presentations.append(try Self.presentation(node, depth: 1, ids: &ids, anchors: &anchors))
        }
        return anchors
    }

    /// One presentation and, depth first, those it presents.
    private static func presentation(
        _ node: JSONNode, depth: Int, ids: inout UniqueIDs, anchors: inout [PendingAnchor]
    ) throws -> PresentationSpec {
        try node.rejectUnknownKeys([
            "id", "kind", "size", "presentationPlacement", "verticalBars", "anchor", "toolbar", "presents", "source",
        ])
        let kind = try node.member("kind").oneOf(PresentationSpec.Kind.self)
        var size: Size?
        if let sizeNode = try node.optionalMember("size") {
            try DeviceProfile.requireSource(node)
            try sizeNode.rejectUnknownKeys(["width", "height"])
            size = Size(
                width: try sizeNode.member("width").number(in: Limits.size),
                height: try sizeNode.member("height").number(in: Limits.size))
        } else if kind != .alert {
            throw node.error("missing key \"size\": a \(kind.rawValue) needs its preferred size")
        }
        let id = try node.optionalMember("id")?.string() ?? kind.rawValue
        try ids.claim(id, node)
        var spec = PresentationSpec(
            id: id, kind: kind, size: size,
            placement: try node.optionalMember("presentationPlacement")?.oneOf(PresentationSpec.Placement.self)
                ?? .leading,
            allowsVerticalBars: try node.optionalMember("verticalBars")?.bool() ?? true,
            anchor: try anchor(node, kind: kind, anchors: &anchors))
        if let toolbar = try node.optionalMember("toolbar") {
            guard kind == .sheet else { throw toolbar.error("only a sheet has a toolbar of its own") }
            spec.toolbarItems = try toolbar.array().map { try toolbarItem($0, ids: &ids) }
        }
        if let presents = try node.optionalMember("presents") {
            guard depth < Limits.presentationDepth else {
                throw presents.error("at most \(Limits.presentationDepth) presentations over one another")
            }
            spec.presents = try presents.array().map {
                try presentation($0, depth: depth + 1, ids: &ids, anchors: &anchors)
            }
        }
        return spec
    }

    /// `anchor`: an item's id or `{"x": 0…1, "y": 0…1}`; a popover and a context menu need one.
    private static func anchor(_ node: JSONNode, kind: PresentationSpec.Kind, anchors: inout [PendingAnchor]) throws
        -> PresentationSpec.Anchor?
    {
        guard let anchor = try node.optionalMember("anchor") else {
            if kind == .popover || kind == .contextMenu {
                throw node.error(
                    "missing key \"anchor\": a \(kind.rawValue) points at an item's id or {\"x\": 0…1, \"y\": 0…1}")
            }
            return nil
        }
        guard kind == .popover || kind == .contextMenu else {
            throw anchor.error("only a popover or a context menu has an anchor")
        }
        if anchor.isObject {
            try anchor.rejectUnknownKeys(["x", "y"])
            return .fraction(x: try anchor.member("x").number(in: 0...1), y: try anchor.member("y").number(in: 0...1))
        }
        let id = try anchor.string()
        anchors.append(PendingAnchor(id: id, node: anchor))
        return .item(id)
    }

    /// Every anchor names a toolbar item (the app's or a sheet's), a tab or a control.
    func checkAnchors(_ anchors: [PendingAnchor]) throws {
        guard !anchors.isEmpty else { return }
        var known = Set(toolbarItems.map(\.id) + tabItems.map(\.id) + controls.map(\.id))
        var stack = presentations
        while let next = stack.popLast() {
            known.formUnion(next.toolbarItems.map(\.id))
            stack += next.presents
        }
        for anchor in anchors where !known.contains(anchor.id) {
            throw anchor.node.error("no toolbar item, tab or control \"\(anchor.id)\" to point at")
        }
    }
}
