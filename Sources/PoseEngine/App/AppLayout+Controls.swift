// MARK: - Placing controls

extension AppLayout {
    // MARK: Controls

    /// Places the controls, finds their collisions, and a move for each group that needs one.
    mutating func placeControls(
        _ specs: [ControlSpec], groups: ControlGroups, size: Size, regions: [PoseRegion], content: Rect,
        fold: PoseRegion?, direction: UserInterfaceLayoutDirection
    ) {
        guard !specs.isEmpty else { return }
        var frames: [Rect] = []
        frames.reserveCapacity(specs.count)
        for index in specs.indices {
            frames.append(
                specs[index].reservedRegion == .systemControls
                    ? ControlSpec.paddedFrame(
                        specs[index].placement, specs[index].size, in: size, safeArea: safeArea,
                        padding: Self.insets(of: systemControls, in: size), direction: direction)
                    : ControlSpec.frame(
                        specs[index].placement, specs[index].size, in: size, safeArea: safeArea, direction: direction))
        }
        var needsMove = [Bool](filled: false, count: groups.names.count)
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
                needsMove[groups.groupOf[index]] = true
            }
            if collisions.count - start > 1 { collisions[start...].sort { $0.severity > $1.severity } }
        }
        controls.reserveCapacity(specs.count)
        for index in specs.indices {
            // Field by field: the compiler's whole-value copy goes through a slower outlined routine.
            let spec = ControlSpec(
                id: specs[index].id, group: specs[index].group, placement: specs[index].placement,
                size: specs[index].size, interactive: specs[index].interactive,
                scrollsWithContent: specs[index].scrollsWithContent, reservedRegion: specs[index].reservedRegion)
            controls.append(PlacedControl(spec: spec, frame: frames[index], suggestedFrame: nil))
        }
        guard needsMove.contains(true) else { return }
        let finder = MoveFinder(
            safe: content, fold: fold?.frame,
            occlusions: regions.compactMap { $0.kind == .occlusion && $0.isActive ? $0.frame : nil },
            direction: direction)
        moves.reserveCapacity(needsMove.count { $0 })
        for group in groups.names.indices where needsMove[group] {
            let members = groups.members[group].map {
                GroupMember(index: $0, scrolls: groups.scrolls[$0], frame: frames[$0])
            }
            let move = finder.move(group: groups.names[group], ids: groups.ids[group], members: members)
            if move.noRoom == nil {
                for member in members {
                    controls[member.index].suggestedFrame = member.frame.offsetBy(dx: move.dx, dy: move.dy)
                }
            }
            moves.append(move)
        }
    }
}
