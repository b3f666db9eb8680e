// MARK: - GroupMove

/// The smallest move that clears a group's collisions, or why there is none.
public struct GroupMove: Hashable, Sendable {
    public var group: String
    public var controls: [String]
    /// Points to move (physical): positive x is right, positive y is down.
    public var dx: Double
    public var dy: Double
    /// `nil` when a move was found; else why not ("no room").
    public var noRoom: String?

    /// "move 120 pt right and 16 pt up", or the reason there's no room.
    public var description: String {
        if let noRoom { return "no room: \(noRoom)" }
        var parts: [String] = []
        if dx != 0 { parts.append("\(formatPoints(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        if dy != 0 { parts.append("\(formatPoints(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        return parts.isEmpty ? "stay" : "move " + parts.joined(separator: " and ")
    }
}

// MARK: - Finding moves

enum MoveFinder {
    /// The smallest translation that puts every frame of a group inside `safe`, clear of
    /// `obstacles` (the fold only for controls it applies to), preferring, when the group
    /// crossed an active fold, the trailing half (vertical fold) or below it (horizontal).
    static func move(
        group: String, controls: [(spec: ControlSpec, frame: Rect)], safe: Rect, fold: ReservedRegion?,
        occlusions: [Rect], direction: LayoutDirection
    ) -> GroupMove {
        let ids = controls.map(\.spec.id)
        guard let first = controls.first else { return GroupMove(group: group, controls: [], dx: 0, dy: 0, noRoom: nil) }
        let box = controls.dropFirst().reduce(first.frame) { union($0, $1.frame) }
        let foldApplies = controls.contains { !$0.spec.scrollsWithContent }
        let foldFrame = fold.flatMap { foldApplies ? $0.frame : nil }
        var obstacles = occlusions
        if let foldFrame { obstacles.append(foldFrame) }
        guard box.width <= safe.width, box.height <= safe.height else {
            return GroupMove(group: group, controls: ids, dx: 0, dy: 0, noRoom: "the group (\(formatPoints(box.width)) × \(formatPoints(box.height)) pt) is larger than the safe area")
        }
        // Candidate offsets: stay, or line an edge of the group up with an edge of the safe area or an obstacle.
        var xs: Set<Double> = [0, safe.minX - box.minX, safe.maxX - box.maxX]
        var ys: Set<Double> = [0, safe.minY - box.minY, safe.maxY - box.maxY]
        for obstacle in obstacles {
            xs.insert(obstacle.maxX - box.minX)
            xs.insert(obstacle.minX - box.maxX)
            ys.insert(obstacle.maxY - box.minY)
            ys.insert(obstacle.minY - box.maxY)
        }
        func valid(_ dx: Double, _ dy: Double) -> Bool {
            controls.allSatisfy { control in
                let moved = control.frame.offsetBy(dx: dx, dy: dy)
                guard moved.minX >= safe.minX - 0.0001, moved.maxX <= safe.maxX + 0.0001,
                      moved.minY >= safe.minY - 0.0001, moved.maxY <= safe.maxY + 0.0001 else { return false }
                for obstacle in occlusions where overlaps(moved, obstacle) { return false }
                if let foldFrame, !control.spec.scrollsWithContent, overlaps(moved, foldFrame) { return false }
                return true
            }
        }
        let crossedFold = foldFrame.map { f in controls.contains { !$0.spec.scrollsWithContent && overlaps($0.frame, f) } } ?? false
        func preferred(_ dx: Double, _ dy: Double) -> Bool {
            guard crossedFold, let f = foldFrame else { return true }
            let moved = box.offsetBy(dx: dx, dy: dy)
            if f.height >= f.width {
                return direction == .leftToRight ? moved.minX >= f.maxX - 0.0001 : moved.maxX <= f.minX + 0.0001
            }
            return moved.minY >= f.maxY - 0.0001
        }
        var best: (dx: Double, dy: Double, cost: Double)?
        var fallback: (dx: Double, dy: Double, cost: Double)?
        for dx in xs {
            for dy in ys where valid(dx, dy) {
                let cost = abs(dx) + abs(dy)
                if preferred(dx, dy) {
                    if best == nil || cost < best!.cost || (cost == best!.cost && (dx, dy) < (best!.dx, best!.dy)) { best = (dx, dy, cost) }
                } else if fallback == nil || cost < fallback!.cost || (cost == fallback!.cost && (dx, dy) < (fallback!.dx, fallback!.dy)) {
                    fallback = (dx, dy, cost)
                }
            }
        }
        if let chosen = best ?? fallback {
            return GroupMove(group: group, controls: ids, dx: chosen.dx, dy: chosen.dy, noRoom: nil)
        }
        return GroupMove(group: group, controls: ids, dx: 0, dy: 0, noRoom: "no place in the safe area keeps the group together clear of the fold, cameras and bars")
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 0.0001 && b.minX < a.maxX - 0.0001 && a.minY < b.maxY - 0.0001 && b.minY < a.maxY - 0.0001
    }
}
