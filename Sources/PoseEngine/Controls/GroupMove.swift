// MARK: - GroupMove

/// The smallest move that clears a group's collisions, or why there is none.
public struct GroupMove: Hashable, Sendable {
    /// The group that moves together.
    public var group: String
    /// The controls in it.
    public var controls: [String]
    /// Points to move (physical): positive x is right, positive y is down.
    public var dx: Double
    /// Points to move vertically (positive is down).
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
        group: String, ids: [String], frames: [Rect], foldApplies foldFor: [Bool], safe: Rect, fold: ReservedRegion?,
        occlusions: [Rect], direction: LayoutDirection
    ) -> GroupMove {
        guard let first = frames.first else { return GroupMove(group: group, controls: [], dx: 0, dy: 0, noRoom: nil) }
        let box = frames.dropFirst().reduce(first) { union($0, $1) }
        let foldFrame = fold.flatMap { foldFor.contains(true) ? $0.frame : nil }
        var obstacles = occlusions
        if let foldFrame { obstacles.append(foldFrame) }
        guard box.width <= safe.width, box.height <= safe.height else {
            return GroupMove(
                group: group, controls: ids, dx: 0, dy: 0,
                noRoom:
                    "the group (\(formatPoints(box.width)) × \(formatPoints(box.height)) pt) is larger than the safe area"
            )
        }
        // Candidate offsets: stay, or line an edge of the group up with an edge of the safe area or an obstacle.
        var xs: [Double] = [0, safe.minX - box.minX, safe.maxX - box.maxX]
        var ys: [Double] = [0, safe.minY - box.minY, safe.maxY - box.maxY]
        for obstacle in obstacles {
            xs.append(obstacle.maxX - box.minX)
            xs.append(obstacle.minX - box.maxX)
            ys.append(obstacle.maxY - box.minY)
            ys.append(obstacle.minY - box.maxY)
        }
        // Only offsets that keep the group's box inside the safe area can work.
        xs = xs.filter { box.minX + $0 >= safe.minX - pointTolerance && box.maxX + $0 <= safe.maxX + pointTolerance }
        ys = ys.filter { box.minY + $0 >= safe.minY - pointTolerance && box.maxY + $0 <= safe.maxY + pointTolerance }
        func valid(_ dx: Double, _ dy: Double) -> Bool {
            for (index, frame) in frames.enumerated() {
                let moved = frame.offsetBy(dx: dx, dy: dy)
                for obstacle in occlusions where overlaps(moved, obstacle) { return false }
                if let foldFrame, foldFor[index], overlaps(moved, foldFrame) { return false }
            }
            return true
        }
        let crossedFold =
            foldFrame.map { f in frames.indices.contains { foldFor[$0] && overlaps(frames[$0], f) } } ?? false
        func preferred(_ dx: Double, _ dy: Double) -> Bool {
            guard crossedFold, let f = foldFrame else { return true }
            let moved = box.offsetBy(dx: dx, dy: dy)
            if f.isVertical {
                return direction == .leftToRight
                    ? moved.minX >= f.maxX - pointTolerance : moved.maxX <= f.minX + pointTolerance
            }
            return moved.minY >= f.maxY - pointTolerance
        }
        // Cheapest first (then the smaller dx, then dy, so ties always break the same way).
        var candidates: [(dx: Double, dy: Double, cost: Double)] = []
        candidates.reserveCapacity(xs.count * ys.count)
        for dx in xs { for dy in ys { candidates.append((dx, dy, abs(dx) + abs(dy))) } }
        candidates.sort { a, b in a.cost != b.cost ? a.cost < b.cost : (a.dx, a.dy) < (b.dx, b.dy) }
        var fallback: (dx: Double, dy: Double)?
        for candidate in candidates where valid(candidate.dx, candidate.dy) {
            if preferred(candidate.dx, candidate.dy) {
                return GroupMove(group: group, controls: ids, dx: candidate.dx, dy: candidate.dy, noRoom: nil)
            }
            if fallback == nil { fallback = (candidate.dx, candidate.dy) }
        }
        if let fallback {
            return GroupMove(group: group, controls: ids, dx: fallback.dx, dy: fallback.dy, noRoom: nil)
        }
        return GroupMove(
            group: group, controls: ids, dx: 0, dy: 0,
            noRoom: "no place in the safe area keeps the group together clear of the fold, cameras and bars")
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - pointTolerance && b.minX < a.maxX - pointTolerance && a.minY < b.maxY - pointTolerance
            && b.minY < a.maxY - pointTolerance
    }
}
