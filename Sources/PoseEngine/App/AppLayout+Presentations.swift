// MARK: - Presentations

extension AppLayout {
    // MARK: Presentations

    /// What a presentation's placement depends on beyond the content and its regions.
    struct PresentationWindow {
        var display: DisplayID
        /// The window's bars may stand in a side column (not on the inner display in portrait).
        var barsCanBeVertical: Bool
        /// Where a sheet's own column stands: the window's column's physical edge.
        var columnEdge: PhysicalEdge
        /// A horizontally compact window adapts a popover to a sheet.
        var compactWidth: Bool
    }

    /// The app's presentations, each where the system puts it, and depth first those each
    /// presents: by its own kind's rule in the window, or inside the presentation it is presented
    /// from (`nestedPresentations: overParent`, Docs/DOMAIN.md §10). Anchors are looked up in the
    /// bars, the controls and the sheets placed before.
    mutating func placePresentations(
        _ app: AppProfile, device: DeviceProfile, content: Rect, regions: [PoseRegion],
        direction: UserInterfaceLayoutDirection, window: PresentationWindow
    ) {
        var placed: [PlacedPresentation] = []
        func place(_ specs: [PresentationSpec], parent: PlacedPresentation?) {
            for spec in specs {
                let area = (app.readings.nestedPresentations == .overParent ? parent?.frame : nil) ?? content
                var one: PlacedPresentation
                if spec.isAnchored && !(spec.kind == .popover && window.compactWidth) {
                    let anchor = anchorFrame(
                        spec.anchor, content: area, presented: placed,
                        mirrored: direction == .rightToLeft && app.readings.rightToLeft == .mirrors)
                    one = Self.placeAnchored(
                        spec, anchor: anchor.frame, area: area, regions: regions, direction: direction,
                        occlusions: app.readings.anchoredOcclusions)
                    one.anchorFrame = anchor.frame
                    one.anchorHidden = anchor.hidden
                } else {
                    one = Self.placePresentation(
                        spec, device: device, content: area, regions: regions, direction: direction, window: window,
                        readings: app.readings)
                    one.adaptedToSheet = spec.kind == .popover
                }
                one.parent = parent?.id
                if !spec.toolbarItems.isEmpty {
                    one.bars = Self.sheetBars(
                        spec, app: app, device: device, presented: one, edge: window.columnEdge, direction: direction)
                }
                placed.append(one)
                place(spec.presents, parent: one)
            }
        }
        place(app.presentations, parent: nil)
        presentations = placed
    }

    /// Where the system puts a sheet or an alert: never over an active division's frame (margins
    /// included) or an active occlusion (Docs/DOMAIN.md §6). Book: sheets on the leading side of
    /// the fold (or the trailing one, by `presentationPlacement`), alerts on the trailing side;
    /// a horizontal fold: the half the device profile names per component; flat: centred. One
    /// larger than its side is shrunk to it (`constrained`). In Split View it stays in its window,
    /// off the window's sliver.
    static func placePresentation(
        _ spec: PresentationSpec, device: DeviceProfile, content: Rect, regions: [PoseRegion],
        direction: UserInterfaceLayoutDirection, window: PresentationWindow, readings: Readings
    ) -> PlacedPresentation {
        let metrics = device.bars
        let wanted = spec.kind == .alert ? metrics.alertSize : (spec.size ?? metrics.alertSize)
        // A popover a compact width shows as a sheet takes a sheet's side.
        let leadingSide = spec.placement == .leading || spec.kind == .popover
        let (side, placement) = presentationSide(
            spec, device: device, content: content, regions: regions, direction: direction)
        let area = clearOfOcclusions(side, regions)
        let size = Size(width: min(wanted.width, area.width), height: min(wanted.height, area.height))
        let constrained = size != wanted
        var frame = Rect(
            x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        if placement == .leadingEdge || placement == .trailingEdge {
            let atLeft = (placement == .leadingEdge) == (direction == .leftToRight)
            frame.x = atLeft ? area.minX : area.maxX - size.width
        }
        // Sheets go vertical on the outer display; on the inner display only trailing sheets do, and
        // in portrait (the laptop pose) not even they, unless `trailingSheetBarsInPortrait` reads `vertical`.
        let trailingVertical =
            !leadingSide && (window.barsCanBeVertical || readings.trailingSheetBarsInPortrait == .vertical)
        // A popover adapted to a sheet has a sheet's bars, unless `adaptedPopoverBars` reads `horizontal`.
        let asSheet = spec.kind == .sheet || (spec.kind == .popover && readings.adaptedPopoverBars == .asSheet)
        let vertical = asSheet && spec.allowsVerticalBars && (window.display == .outer || trailingVertical)
        return PlacedPresentation(
            id: spec.id, kind: spec.kind, frame: frame, placement: placement,
            preferredSize: wanted, constrained: constrained, verticalBars: vertical)
    }

    /// The side of an active fold that crosses the window where the presentation goes, and how:
    /// a vertical fold's leading or trailing side, a horizontal fold's half; flat, the whole content.
    private static func presentationSide(
        _ spec: PresentationSpec, device: DeviceProfile, content: Rect, regions: [PoseRegion],
        direction: UserInterfaceLayoutDirection
    ) -> (Rect, PlacedPresentation.Placement) {
        guard let fold = regions.first(where: { $0.kind == .division && $0.isActive && $0.frame.meets(content) })
        else { return (content, .centered) }
        let f = fold.frame
        if f.isVertical {
            let left = Rect(
                x: content.minX, y: content.minY, width: max(0, f.minX - content.minX), height: content.height)
            let right = Rect(x: f.maxX, y: content.minY, width: max(0, content.maxX - f.maxX), height: content.height)
            // A sliver at the window's edge: the rest of the window.
            guard left.width > 0 && right.width > 0 else { return (left.width > 0 ? left : right, .centered) }
            // The fold crosses the window: the component's side of it.
            let leading = direction == .leftToRight ? left : right,
                trailing = direction == .leftToRight ? right : left
            if spec.kind == .alert { return (trailing, .trailingSide) }
            return spec.placement == .leading ? (leading, .leadingEdge) : (trailing, .trailingEdge)
        }
        let top = Rect(x: content.minX, y: content.minY, width: content.width, height: max(0, f.minY - content.minY))
        let bottom = Rect(x: content.minX, y: f.maxY, width: content.width, height: max(0, content.maxY - f.maxY))
        guard top.height > 0 && bottom.height > 0 else { return (top.height > 0 ? top : bottom, .centered) }
        let half = device.presentationHalves[spec.kind == .popover ? .sheet : spec.kind] ?? .bottom
        return half == .top ? (top, .topHalf) : (bottom, .bottomHalf)
    }

    /// `area` clear of every active occlusion: the largest part of it beside each.
    static func clearOfOcclusions(_ area: Rect, _ regions: [PoseRegion]) -> Rect {
        var area = area
        for occlusion in regions where occlusion.kind == .occlusion && occlusion.isActive {
            let o = occlusion.frame
            guard o.width > 0, o.height > 0, let common = o.intersection(area), common.width > 0, common.height > 0
            else { continue }
            let below = Rect(x: area.minX, y: o.maxY, width: area.width, height: area.maxY - o.maxY)
            let above = Rect(x: area.minX, y: area.minY, width: area.width, height: o.minY - area.minY)
            let before = Rect(x: area.minX, y: area.minY, width: o.minX - area.minX, height: area.height)
            let after = Rect(x: o.maxX, y: area.minY, width: area.maxX - o.maxX, height: area.height)
            var best = Rect(x: area.minX, y: area.minY, width: 0, height: 0)
            var bestArea: Double = 0
            for candidate in [below, above, before, after] where candidate.width > 0 && candidate.height > 0 {
                let size: Double = candidate.width * candidate.height
                if size > bestArea {
                    best = candidate
                    bestArea = size
                }
            }
            area = best
        }
        return area
    }
}
