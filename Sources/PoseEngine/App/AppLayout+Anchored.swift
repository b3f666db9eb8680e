// MARK: - Popovers, context menus and a sheet's own bars

extension AppLayout {
    /// Where an anchor is in the window: an item's frame (the overflow button's when it overflowed),
    /// a tab's, a control's, an item of a sheet placed before, or a point of `content` (its x from
    /// the leading edge, so right to left mirrors it unless `rightToLeft` reads `physical`); an id
    /// shown nowhere leaves the content's centre, `hidden`.
    func anchorFrame(
        _ anchor: PresentationSpec.Anchor?, content: Rect, presented: [PlacedPresentation], mirrored: Bool = false
    )
        -> (frame: Rect, hidden: Bool)
    {
        let centre = Rect(x: content.midX, y: content.midY, width: 0, height: 0)
        guard case .item(let id) = anchor else {
            if case .fraction(let x, let y) = anchor {
                let fromLeading = x * content.width
                return (
                    Rect(
                        x: mirrored ? content.maxX - fromLeading : content.minX + fromLeading,
                        y: content.minY + y * content.height, width: 0, height: 0),
                    false
                )
            }
            return (centre, true)
        }
        var items = bars.items + (bars.tabBar?.items ?? [])
        for sheet in presented { items += sheet.bars?.items ?? [] }
        if let item = items.first(where: { $0.id == id && !$0.isOverflowButton }) { return (item.frame, false) }
        if let control = controls.first(where: { $0.spec.id == id }) { return (control.frame, false) }
        let overflowed = bars.overflowed.contains(id) || bars.tabBar?.overflowed.contains(id) == true
        if overflowed, let button = items.first(where: { $0.isOverflowButton }) { return (button.frame, true) }
        return (centre, true)
    }

    /// A popover or a context menu beside its anchor, on the anchor's side of an active fold,
    /// clear of occlusions: below it, else above, else beside, else centred on that side; shrunk
    /// to the side when too big (Docs/DOMAIN.md §6: they move around the fold like sheets and alerts).
    /// Off an occlusion's frame, moved the least way out of it (`anchoredOcclusions: frameOnly`), or
    /// in the largest part of the side beside it (`largestSide`, and wherever no move clears it).
    static func placeAnchored(
        _ spec: PresentationSpec, anchor: Rect, area content: Rect, regions: [PoseRegion],
        direction: UserInterfaceLayoutDirection, occlusions: Readings.AnchoredOcclusions = .frameOnly
    ) -> PlacedPresentation {
        let side = anchorSide(anchor, content: content, regions: regions)
        guard occlusions == .frameOnly else { return placeAnchored(spec, anchor: anchor, in: side, regions: regions) }
        var placed = placeAnchored(spec, anchor: anchor, in: side, regions: [])
        guard let clear = outOfOcclusions(placed.frame, within: side, regions) else {
            return placeAnchored(spec, anchor: anchor, in: side, regions: regions)
        }
        placed.frame = clear
        return placed
    }

    /// `frame` moved the least way (down, up, right or left) out of every active occlusion it
    /// overlaps, staying in `area`; itself when it overlaps none, nil when no such move clears it.
    static func outOfOcclusions(_ frame: Rect, within area: Rect, _ regions: [PoseRegion]) -> Rect? {
        func overlaps(_ r: Rect, _ o: Rect) -> Bool {
            let across: Bool = r.minX < o.maxX && o.minX < r.maxX
            let down: Bool = r.minY < o.maxY && o.minY < r.maxY
            let solid: Bool = o.width > 0 && o.height > 0
            return across && down && solid
        }
        let occlusions = regions.filter { $0.kind == .occlusion && $0.isActive }.map(\.frame)
        let hit = occlusions.filter { overlaps(frame, $0) }
        guard !hit.isEmpty else { return frame }
        var moves: [Rect] = []
        for o in hit {
            let up: Double = o.maxY - frame.minY, down: Double = o.minY - frame.maxY
            let right: Double = o.maxX - frame.minX, left: Double = o.minX - frame.maxX
            moves += [
                frame.offsetBy(dx: 0, dy: up), frame.offsetBy(dx: 0, dy: down),
                frame.offsetBy(dx: right, dy: 0), frame.offsetBy(dx: left, dy: 0),
            ]
        }
        let slack: Double = 0.001
        func inside(_ moved: Rect) -> Bool {
            let across: Bool = moved.minX >= area.minX - slack && moved.maxX <= area.maxX + slack
            let down: Bool = moved.minY >= area.minY - slack && moved.maxY <= area.maxY + slack
            return across && down
        }
        func distance(_ moved: Rect) -> Double {
            let dx: Double = abs(moved.minX - frame.minX)
            let dy: Double = abs(moved.minY - frame.minY)
            return dx + dy
        }
        let clear = moves.filter { moved in inside(moved) && !occlusions.contains { overlaps(moved, $0) } }
        return clear.min { distance($0) < distance($1) }
    }

    /// Beside its anchor in `side`, in the largest part of it clear of `regions`' active occlusions.
    private static func placeAnchored(_ spec: PresentationSpec, anchor: Rect, in side: Rect, regions: [PoseRegion])
        -> PlacedPresentation
    {
        let wanted = spec.size ?? Size(width: 0, height: 0)
        let area = clearOfOcclusions(side, regions)
        let w = min(wanted.width, area.width), h = min(wanted.height, area.height)
        func clampX(_ x: Double) -> Double { min(max(x, area.minX), area.maxX - w) }
        func clampY(_ y: Double) -> Double { min(max(y, area.minY), area.maxY - h) }
        var frame = Rect(x: area.midX - w / 2, y: area.midY - h / 2, width: w, height: h)
        var placement = PlacedPresentation.Placement.centered
        let below = max(anchor.maxY, area.minY), above = min(anchor.minY, area.maxY) - h
        let after = max(anchor.maxX, area.minX), before = min(anchor.minX, area.maxX) - w
        if below + h <= area.maxY {
            (frame.x, frame.y, placement) = (clampX(anchor.midX - w / 2), below, .belowAnchor)
        } else if above >= area.minY {
            (frame.x, frame.y, placement) = (clampX(anchor.midX - w / 2), above, .aboveAnchor)
        } else if after + w <= area.maxX {
            (frame.x, frame.y, placement) = (after, clampY(anchor.midY - h / 2), .besideAnchor)
        } else if before >= area.minX {
            (frame.x, frame.y, placement) = (before, clampY(anchor.midY - h / 2), .besideAnchor)
        }
        return PlacedPresentation(
            id: spec.id, kind: spec.kind, frame: frame, placement: placement, preferredSize: wanted,
            constrained: w != wanted.width || h != wanted.height)
    }

    /// The part of `content` on the anchor's side of an active fold crossing it (off a sliver at
    /// its edge); the whole content when no fold crosses.
    private static func anchorSide(_ anchor: Rect, content: Rect, regions: [PoseRegion]) -> Rect {
        let fold = regions.first { $0.kind == .division && $0.isActive && $0.frame.meets(content) }
        let (area, crossing) = areaOffFold(content, fold: fold)
        guard let f = crossing?.frame else { return area }
        if f.isVertical {
            return anchor.midX < f.midX
                ? Rect(x: area.minX, y: area.minY, width: f.minX - area.minX, height: area.height)
                : Rect(x: f.maxX, y: area.minY, width: area.maxX - f.maxX, height: area.height)
        }
        return anchor.midY < f.midY
            ? Rect(x: area.minX, y: area.minY, width: area.width, height: f.minY - area.minY)
            : Rect(x: area.minX, y: f.maxY, width: area.width, height: area.maxY - f.maxY)
    }

    /// A sheet's own toolbar in its frame: a column at the edge where the window's column stands
    /// when the sheet's bars are vertical, else a navigation bar along its top and a bottom bar.
    static func sheetBars(
        _ spec: PresentationSpec, app: AppProfile, device: DeviceProfile, presented sheet: PlacedPresentation,
        edge: PhysicalEdge, direction: UserInterfaceLayoutDirection
    ) -> BarLayout {
        var own = AppProfile(name: spec.id, displayName: spec.id, compression: app.compression)
        own.groupPriorities = app.groupPriorities
        own.readings = app.readings
        own.toolbarItems = spec.toolbarItems
        let frame = sheet.frame
        guard sheet.verticalBars else {
            let area = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            return horizontalBars(app: own, tabs: [], metrics: device.bars, area: area, top: 0, direction: direction)
                .offsetBy(dx: frame.minX, dy: frame.minY)
        }
        let width = min(device.sideColumn.width, frame.width)
        let column = Rect(
            x: edge == .left ? frame.minX : frame.maxX - width, y: frame.minY, width: width, height: frame.height)
        var bars = verticalBars(app: own, tabs: [], metrics: device.bars, column: column, top: 0)
        bars.edge = edge
        return bars
    }
}

extension BarLayout {
    /// The same bars moved by `dx`, `dy` (from a sheet's own coordinates into the window's).
    func offsetBy(dx: Double, dy: Double) -> BarLayout {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.statusFrame = statusFrame?.offsetBy(dx: dx, dy: dy)
        moved.items = items.map { item in
            var item = item
            item.frame = item.frame.offsetBy(dx: dx, dy: dy)
            return item
        }
        moved.tabBar = tabBar.map { bar in
            var bar = bar
            bar.frame = bar.frame.offsetBy(dx: dx, dy: dy)
            return bar
        }
        return moved
    }
}
