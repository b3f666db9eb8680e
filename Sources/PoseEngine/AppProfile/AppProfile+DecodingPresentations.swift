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
        for node in try root.readIfPresent(Keys.presentations)?.array(atMost: Limits.items, of: "presentations") ?? [] {
            if let spec = try node.recover({ try Self.presentation(node, depth: 1, ids: &ids, anchors: &anchors) }) {
                presentations.append(spec)
            }
        }
        return anchors
    }

    /// One presentation and, depth first, those it presents.
    private static func presentation(
        _ node: JSONNode, depth: Int, ids: inout UniqueIDs, anchors: inout [PendingAnchor]
    ) throws -> PresentationSpec {
        let level = Keys.presentationLevels[depth - 1]
        if depth == Limits.presentationDepth, let presents = try node.optionalMember("presents") {
            throw presents.error("at most \(Limits.presentationDepth) presentations over one another")
        }
        try node.checkKeys(level)
        let kind = try node.read(Keys.presentationKind)
        var size: Size?
        if let sizeNode = try node.readIfPresent(Keys.presentationSize) {
            try DeviceProfile.requireSource(node)
            try sizeNode.checkKeys(Keys.presentationSize.object)
            size = try DeviceProfile.size(sizeNode)
        } else if kind != .alert {
            throw node.error("missing key \"size\": a \(kind.rawValue) needs its preferred size")
        } else {
            try DeviceProfile.checkSourceIfPresent(node)
        }
        let id = try node.readIfPresent(Keys.presentationID) ?? kind.rawValue
        try ids.claim(id, node)
        var spec = PresentationSpec(
            id: id, kind: kind, size: size, placement: try node.read(Keys.presentationPlacement),
            allowsVerticalBars: try node.read(Keys.presentationBars),
            anchor: try anchor(node, kind: kind, anchors: &anchors))
        if let toolbar = try node.readIfPresent(Keys.sheetToolbar) {
            guard kind == .sheet || kind == .popover else {
                throw toolbar.error("only a sheet or a popover has a toolbar of its own")
            }
            spec.toolbarItems = try toolbarItems(toolbar, ids: &ids)
        }
        if let presents = try node.optionalMember("presents") {
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
        let anchored = kind == .popover || kind == .contextMenu
        guard let anchor = try node.readIfPresent(Keys.presentationAnchor) else {
            if anchored {
                throw node.error(
                    "missing key \"anchor\": a \(kind.rawValue) points at an item's id or {\"x\": 0…1, \"y\": 0…1}")
            }
            return nil
        }
        guard anchored else { throw anchor.error("only a popover or a context menu has an anchor") }
        if anchor.isObject {
            try anchor.checkKeys(Keys.anchorPoint)
            return .fraction(x: try anchor.read(Keys.fractionX), y: try anchor.read(Keys.fractionY))
        }
        let id = try anchor.identifier()
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
