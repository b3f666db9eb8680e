// MARK: - systemControls regions

extension AppLayout {
    /// The window's systemControls regions (001: custom chrome asks for them with
    /// `.reservedRegion(.systemControls)` and is padded by their insets) [derived]: the side column
    /// (`sideColumn`, full height, the island and the status area at its head) while the bars are
    /// vertical; else the band along the top that the status area and the navigation bar take
    /// (`topBars`, down to the safe area's top) and the band of the bottom and tab bars
    /// (`bottomBars`, from the safe area's bottom). An app without bars has none. Physical, active,
    /// without margins.
    static func systemControlsRegions(bars: BarLayout, safeArea: PhysicalInsets, size: Size) -> [PoseRegion] {
        func region(_ id: RegionID, _ frame: Rect) -> PoseRegion {
            PoseRegion(
                id: id, kind: .systemControls, frame: frame,
                margins: DirectionalMargins(top: 0, leading: 0, bottom: 0, trailing: 0), isActive: true)
        }
        guard !bars.isEmpty else { return [] }
        if bars.axis == .vertical {
            return [region("sideColumn", bars.frame)]
        }
        var found: [PoseRegion] = []
        if safeArea.top > 0 {
            found.append(region("topBars", Rect(x: 0, y: 0, width: size.width, height: safeArea.top)))
        }
        if safeArea.bottom > 0 {
            found.append(
                region(
                    "bottomBars",
                    Rect(x: 0, y: size.height - safeArea.bottom, width: size.width, height: safeArea.bottom)))
        }
        return found
    }

    /// The insets `regions` take from a window of `size`, per side of their frames' coordinates: a
    /// region standing the window's full height takes the side it touches up to its far edge, one
    /// along its full width the top or the bottom; the largest per side (Docs/DOMAIN.md §3).
    public static func insets(of regions: [PoseRegion], in size: Size) -> PhysicalInsets {
        var insets = PhysicalInsets.zero
        let t = pointTolerance
        for region in regions {
            let frame = region.frame
            if frame.height >= size.height - t, frame.width < size.width - t {
                if frame.minX <= t { insets.left = max(insets.left, frame.maxX) }
                if frame.maxX >= size.width - t { insets.right = max(insets.right, size.width - frame.minX) }
            } else if frame.width >= size.width - t {
                if frame.minY <= t { insets.top = max(insets.top, frame.maxY) }
                if frame.maxY >= size.height - t { insets.bottom = max(insets.bottom, size.height - frame.minY) }
            }
        }
        return insets
    }
}

extension ControlSpec {
    /// The frame of a control that asks for systemControls regions: placed as `frame(…)` places it
    /// in the window less `padding` (their insets), as `.reservedRegion(.systemControls)` pads a
    /// view, and no larger than that rectangle; an anchor still keeps inside the safe area.
    static func paddedFrame(
        _ placement: ControlPlacement, _ controlSize: Size, in size: Size, safeArea: PhysicalInsets,
        padding: PhysicalInsets, direction: UserInterfaceLayoutDirection
    ) -> Rect {
        let inner = Size(
            width: max(0, size.width - padding.left - padding.right),
            height: max(0, size.height - padding.top - padding.bottom))
        let safe = PhysicalInsets(
            top: max(0, safeArea.top - padding.top), left: max(0, safeArea.left - padding.left),
            bottom: max(0, safeArea.bottom - padding.bottom), right: max(0, safeArea.right - padding.right))
        let capped = Size(width: min(controlSize.width, inner.width), height: min(controlSize.height, inner.height))
        return frame(placement, capped, in: inner, safeArea: safe, direction: direction)
            .offsetBy(dx: padding.left, dy: padding.top)
    }
}
