// MARK: - Placing controls

extension AppLayout {
    // MARK: Controls

    /// Places the controls, finds their collisions, and a move for each group that needs one.
    mutating func placeControls(
        _ specs: [ControlSpec], size: Size, regions: [ReservedRegion], content: Rect, fold: ReservedRegion?,
        direction: LayoutDirection
    ) {
        guard !specs.isEmpty else { return }
        var frames: [Rect] = []
        frames.reserveCapacity(specs.count)
        for index in specs.indices {
            frames.append(ControlSpec.frame(specs[index].placement, specs[index].size, in: size, direction: direction))
        }
        // Groups by index, in first-appearance order (no hashing: a handful of short names, and
        // a control is most often in its predecessor's group).
        var groupNames: [String] = []
        groupNames.reserveCapacity(specs.count)
        var groupOf = [Int](filled: 0, count: specs.count)
        for index in specs.indices {
            if index > 0, specs[index].group == groupNames[groupOf[index - 1]] {
                groupOf[index] = groupOf[index - 1]
            } else if let at = groupNames.firstIndex(of: specs[index].group) {
                groupOf[index] = at
            } else {
                groupOf[index] = groupNames.count
                groupNames.append(specs[index].group)
            }
        }
        var needsMove = [Bool](filled: false, count: groupNames.count)
        let sideColumn = bars.axis == .vertical ? bars.frame : nil
        collisions.reserveCapacity(specs.count)
        for index in specs.indices {
            // Each control's collisions go straight to the end of `collisions`, then are ordered there.
            let start = collisions.count
            ControlSpec.appendCollisions(
                to: &collisions, id: specs[index].id, interactive: specs[index].interactive,
                scrollsWithContent: specs[index].scrollsWithContent, frame: frames[index], size: size, regions: regions,
                sideColumn: sideColumn, safeArea: safeArea)
            guard collisions.count > start else { continue }
            for found in start..<collisions.count where collisions[found].severity >= .warning {
                needsMove[groupOf[index]] = true
            }
            if collisions.count - start > 1 { collisions[start...].sort { $0.severity > $1.severity } }
        }
        controls.reserveCapacity(specs.count)
        for index in specs.indices {
            // Field by field: the compiler's whole-value copy goes through a slower outlined routine.
            let spec = ControlSpec(
                id: specs[index].id, group: specs[index].group, placement: specs[index].placement,
                size: specs[index].size, interactive: specs[index].interactive,
                scrollsWithContent: specs[index].scrollsWithContent)
            controls.append(PlacedControl(spec: spec, frame: frames[index], suggestedFrame: nil))
        }
        guard needsMove.contains(true) else { return }
        var finder = MoveFinder(
            safe: content, fold: fold?.frame,
            occlusions: regions.compactMap { $0.kind == .occlusion && $0.isActive ? $0.frame : nil },
            direction: direction)
        var members: [Int] = []
        members.reserveCapacity(specs.count)
        moves.reserveCapacity(needsMove.count { $0 })
        for (group, name) in groupNames.enumerated() where needsMove[group] {
            members.removeAll(keepingCapacity: true)
            for index in groupOf.indices where groupOf[index] == group { members.append(index) }
            let move = finder.move(group: name, members: members, specs: specs, frames: frames)
            if move.noRoom == nil {
                for index in members {
                    controls[index].suggestedFrame = frames[index].offsetBy(dx: move.dx, dy: move.dy)
                }
            }
            moves.append(move)
        }
    }
}
