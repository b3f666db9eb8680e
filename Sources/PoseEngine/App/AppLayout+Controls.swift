// MARK: - Placing controls

extension AppLayout {
    // MARK: Controls

    /// Places the controls, finds their collisions, and a move for each group that needs one.
    mutating func placeControls(
        _ specs: [ControlSpec], size: Size, regions: [ReservedRegion], content: Rect, fold: ReservedRegion?,
        direction: LayoutDirection
    ) {
        guard !specs.isEmpty else { return }
        let frames = specs.map { $0.frame(in: size, direction: direction) }
        // Groups by index, in first-appearance order (no hashing: a handful of short names).
        var groupNames: [String] = []
        var groupOf = [Int](repeating: 0, count: specs.count)
        for index in specs.indices {
            if let at = groupNames.firstIndex(of: specs[index].group) {
                groupOf[index] = at
            } else {
                groupOf[index] = groupNames.count
                groupNames.append(specs[index].group)
            }
        }
        var needsMove = [Bool](repeating: false, count: groupNames.count)
        let sideColumn = bars.axis == .vertical ? bars.frame : nil
        var found: [Collision] = []
        for index in specs.indices {
            found.removeAll(keepingCapacity: true)
            specs[index].appendCollisions(
                to: &found, frame: frames[index], size: size, regions: regions, sideColumn: sideColumn,
                safeArea: safeArea)
            guard !found.isEmpty else { continue }
            if found.contains(where: { $0.severity >= .warning }) { needsMove[groupOf[index]] = true }
            if found.count > 1 { found.sort { $0.severity > $1.severity } }
            collisions += found
        }
        controls = specs.indices.map { PlacedControl(spec: specs[$0], frame: frames[$0], suggestedFrame: nil) }
        guard needsMove.contains(true) else { return }
        let occlusions = regions.filter { $0.kind == .occlusion && $0.isActive }.map(\.frame)
        var membersOf = [[Int]](repeating: [], count: groupNames.count)
        for index in specs.indices where needsMove[groupOf[index]] { membersOf[groupOf[index]].append(index) }
        for (group, name) in groupNames.enumerated() where needsMove[group] {
            let indices = membersOf[group]
            let move = MoveFinder.move(
                group: name, ids: indices.map { specs[$0].id }, frames: indices.map { frames[$0] },
                foldApplies: indices.map { !specs[$0].scrollsWithContent }, safe: content, fold: fold,
                occlusions: occlusions, direction: direction)
            moves.append(move)
            if move.noRoom == nil {
                for index in indices {
                    controls[index].suggestedFrame = frames[index].offsetBy(dx: move.dx, dy: move.dy)
                }
            }
        }
    }
}
