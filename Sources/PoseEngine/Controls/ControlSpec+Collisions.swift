// MARK: - Detection

extension ControlSpec {
    /// Everything this control collides with in a window.
    /// - Parameters:
    ///   - frame: the control's frame (physical, window coordinates).
    ///   - size: the window's size.
    ///   - regions: the window's reserved regions, physical, inactive included.
    ///   - bars: the app's bar layout (its side column, if vertical).
    ///   - safeArea: the window's safe-area insets.
    package func collisions(
        frame: Rect, size: Size, regions: [PoseRegion], bars: BarLayout?, safeArea: PhysicalInsets
    ) -> [Collision] {
        var found: [Collision] = []
        Self.appendCollisions(
            to: &found, id: id, interactive: interactive, scrollsWithContent: scrollsWithContent, frame: frame,
            size: size, regions: regions, sideColumn: bars.flatMap { $0.axis == .vertical ? $0.frame : nil },
            safeArea: safeArea)
        return found
    }

    /// Appends the collisions of the control `id` to `found` (no array of its own: the audit
    /// places thousands; static: a layout passes an array element's fields, copying no control).
    /// - Parameter sideColumn: the side column's frame, when the bars are vertical.
    static func appendCollisions(
        to found: inout [Collision], id: String, interactive: Bool, scrollsWithContent: Bool, frame: Rect, size: Size,
        regions: [PoseRegion], sideColumn: Rect?, safeArea: PhysicalInsets
    ) {
        func add(
            _ kind: Collision.Kind, _ severity: Collision.Severity, _ with: String, _ amount: Double,
            overlap: Size? = nil
        ) {
            found.append(
                Collision(control: id, kind: kind, severity: severity, with: with, amount: amount, overlap: overlap))
        }
        // Off the window.
        if frame.minX < -pointTolerance { add(.offWindow, .error, "left", -frame.minX) }
        if frame.minY < -pointTolerance { add(.offWindow, .error, "top", -frame.minY) }
        if frame.maxX > size.width + pointTolerance { add(.offWindow, .error, "right", frame.maxX - size.width) }
        if frame.maxY > size.height + pointTolerance { add(.offWindow, .error, "bottom", frame.maxY - size.height) }
        for index in regions.indices {
            // Read in place: a region is 96 bytes and an id, copied only into a collision.
            let regionFrame = regions[index].frame, isActive = regions[index].isActive
            switch regions[index].kind {
            case .division:
                let vertical = regionFrame.isVertical
                if isActive {
                    guard !scrollsWithContent, let overlap = frame.intersection(regionFrame), overlap.width > 0,
                        overlap.height > 0
                    else { continue }
                    let across = vertical ? overlap.width : overlap.height
                    add(.fold, interactive ? .error : .warning, regions[index].id.rawValue, across)
                } else if !scrollsWithContent {
                    let line = regionFrame  // inactive: zero-width, its margins are zero
                    let straddles =
                        vertical
                        ? frame.minX < line.midX && frame.maxX > line.midX
                        : frame.minY < line.midY && frame.maxY > line.midY
                    if straddles { add(.inactiveFold, .note, regions[index].id.rawValue, 0) }
                }
            case .occlusion:
                guard isActive, let overlap = frame.intersection(regionFrame), overlap.width > 0, overlap.height > 0
                else { continue }
                let id = regions[index].id.rawValue
                add(.occlusion, .error, id, min(overlap.width, overlap.height), overlap: overlap.size)
            case .systemControls: continue  // the side column and the safe area are checked below
            }
        }
        if let sideColumn, let overlap = frame.intersection(sideColumn), overlap.width > 0, overlap.height > 0 {
            add(.sideBar, .error, "sideBar", overlap.width)
        } else {
            let safe = Rect(
                x: safeArea.left, y: safeArea.top, width: size.width - safeArea.left - safeArea.right,
                height: size.height - safeArea.top - safeArea.bottom)
            let beyond = max(
                safe.minY - frame.minY, frame.maxY - safe.maxY, safe.minX - frame.minX, frame.maxX - safe.maxX)
            // Only inside the window: off-window is its own error.
            if beyond > pointTolerance, frame.minY >= 0, frame.maxY <= size.height, frame.minX >= 0,
                frame.maxX <= size.width
            {
                add(.safeArea, .error, "safeArea", beyond)
            }
        }
    }
}
