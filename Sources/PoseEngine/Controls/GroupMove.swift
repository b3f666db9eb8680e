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
    /// `nil` when a move was found; else why not.
    public var noRoom: NoRoom?

    /// Why a group has no move.
    public enum NoRoom: Hashable, Sendable {
        /// The group's box (its size in points) is larger than the safe area.
        case largerThanSafeArea(Size)
        /// No place in the safe area keeps the group together clear of the fold, cameras and bars.
        case noPlace
    }
}

// MARK: - Finding moves

/// One control of a group a move is sought for: where it is in the app's controls, whether it
/// scrolls with content (the fold doesn't apply to it) and its frame before the move.
struct GroupMember {
    /// The control's index in the app's `controls`.
    var index: Int
    /// Whether the control scrolls with content.
    var scrolls: Bool
    /// The control's frame, where it is placed.
    var frame: Rect
}

/// Finds group moves in one window.
struct MoveFinder {
    /// The area a group must stay in.
    let safe: Rect
    /// The active fold's frame, if any (it applies to controls that don't scroll with content).
    let fold: Rect?
    /// Active occlusions' frames.
    let occlusions: [Rect]
    /// The layout direction (the preferred side of a vertical fold is the trailing one).
    let direction: UserInterfaceLayoutDirection

    private struct Candidate {
        var dx: Double
        var dy: Double
        var cost: Double

        /// Cheaper, or as cheap with a smaller dx, or the same dx and a smaller dy.
        func precedes(_ other: Candidate) -> Bool {
            cost != other.cost ? cost < other.cost : (dx, dy) < (other.dx, other.dy)
        }
    }

    /// Offsets in order of size (what the search's early stops rely on), then of value (so an
    /// offset offered twice meets itself), each once: kept in the caller's memory, as a group
    /// has a dozen at most.
    private struct Offsets {
        let storage: UnsafeMutableBufferPointer<Double>
        private(set) var count = 0

        init(_ storage: UnsafeMutableBufferPointer<Double>) { self.storage = storage }

        /// Puts `value` in its place, unless it is there already.
        mutating func insert(_ value: Double) {
            var at = count
            while at > 0 {
                let other = storage[at - 1]
                if other == value { return }
                guard abs(other) > abs(value) || (abs(other) == abs(value) && other > value) else { break }
                at -= 1
            }
            var index = count
            while index > at {
                storage[index] = storage[index - 1]
                index -= 1
            }
            storage[at] = value
            count += 1
        }

        subscript(index: Int) -> Double { storage[index] }
    }

    init(safe: Rect, fold: Rect?, occlusions: [Rect], direction: UserInterfaceLayoutDirection) {
        self.safe = safe
        self.fold = fold
        self.occlusions = occlusions
        self.direction = direction
    }

    /// The smallest translation that puts every control of a group (`members`) inside the safe
    /// area, clear of the occlusions and of the fold (for controls it applies to), preferring, when
    /// the group crossed an active fold, the trailing half (vertical fold) or below it (horizontal).
    /// - Parameter ids: the group's control ids, which the move lists (shared, not copied).
    func move(group: String, ids: [String], members: [GroupMember]) -> GroupMove {
        guard let first = members.first else { return GroupMove(group: group, controls: [], dx: 0, dy: 0, noRoom: nil) }
        var box = first.frame
        for member in members.dropFirst() { box = Self.union(box, member.frame) }
        let foldFrame = fold.flatMap { fold in members.contains { !$0.scrolls } ? fold : nil }
        guard box.width <= safe.width, box.height <= safe.height else {
            return GroupMove(
                group: group, controls: ids, dx: 0, dy: 0,
                noRoom: .largerThanSafeArea(Size(width: box.width, height: box.height)))
        }
        // At most: stay, two safe-area edges and two edges per obstacle (the fold one too), per axis.
        let most = 3 + 2 * (occlusions.count + 1)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * most) { memory in
            search(
                group: group, ids: ids, members: members, box: box, foldFrame: foldFrame,
                xs: Offsets(UnsafeMutableBufferPointer(rebasing: memory[..<most])),
                ys: Offsets(UnsafeMutableBufferPointer(rebasing: memory[most...])))
        }
    }

    /// `move`'s search, over offsets kept in `xs` and `ys` (empty).
    private func search(
        group: String, ids: [String], members: [GroupMember], box: Rect, foldFrame: Rect?, xs: Offsets, ys: Offsets
    ) -> GroupMove {
        var xs = xs, ys = ys
        offerOffsets(box: box, foldFrame: foldFrame, xs: &xs, ys: &ys)
        let occlusions = occlusions
        func valid(_ dx: Double, _ dy: Double) -> Bool {
            for member in members {
                let moved = member.frame.offsetBy(dx: dx, dy: dy)
                for obstacle in occlusions where Self.overlaps(moved, obstacle) { return false }
                if let foldFrame, !member.scrolls, Self.overlaps(moved, foldFrame) { return false }
            }
            return true
        }
        let crossedFold =
            foldFrame.map { f in members.contains { !$0.scrolls && Self.overlaps($0.frame, f) } }
            ?? false
        let direction = direction
        func preferred(_ dx: Double, _ dy: Double) -> Bool {
            guard crossedFold, let f = foldFrame else { return true }
            let moved = box.offsetBy(dx: dx, dy: dy)
            if f.isVertical {
                return direction == .leftToRight
                    ? moved.minX >= f.maxX - pointTolerance : moved.maxX <= f.minX + pointTolerance
            }
            return moved.minY >= f.maxY - pointTolerance
        }
        // The cheapest valid offset that lands on the preferred side, else the cheapest valid one;
        // cheapest by |dx| + |dy|, then the smaller dx, then dy, so ties always break the same way.
        // Offsets are tried from the smallest |dx| and |dy|, and only those that could still win
        // are checked against the obstacles.
        var best: Candidate?
        var fallback: Candidate?
        for x in 0..<xs.count {
            let dx = xs[x]
            if let best, abs(dx) > best.cost { break }
            for y in 0..<ys.count {
                let dy = ys[y]
                let candidate = Candidate(dx: dx, dy: dy, cost: abs(dx) + abs(dy))
                if let best {
                    // The rest of this row costs at least as much (ys go by size).
                    if candidate.cost > best.cost { break }
                    if !candidate.precedes(best) { continue }
                }
                let isPreferred = preferred(dx, dy)
                if !isPreferred, let fallback, !candidate.precedes(fallback) { continue }
                guard valid(dx, dy) else { continue }
                if isPreferred { best = candidate }
                if fallback.map({ candidate.precedes($0) }) ?? true { fallback = candidate }
            }
        }
        if let chosen = best ?? fallback {
            return GroupMove(group: group, controls: ids, dx: chosen.dx, dy: chosen.dy, noRoom: nil)
        }
        return GroupMove(
            group: group, controls: ids, dx: 0, dy: 0,
            noRoom: .noPlace)
    }

    /// The candidate offsets: stay, or line an edge of the group's box up with an edge of the safe
    /// area or of an obstacle; only those that keep the box inside the safe area, per axis.
    private func offerOffsets(box: Rect, foldFrame: Rect?, xs: inout Offsets, ys: inout Offsets) {
        let safe = safe
        func offer(_ dx: Double, _ dy: Double) {
            if box.minX + dx >= safe.minX - pointTolerance && box.maxX + dx <= safe.maxX + pointTolerance {
                xs.insert(dx)
            }
            if box.minY + dy >= safe.minY - pointTolerance && box.maxY + dy <= safe.maxY + pointTolerance {
                ys.insert(dy)
            }
        }
        offer(0, 0)
        offer(safe.minX - box.minX, safe.minY - box.minY)
        offer(safe.maxX - box.maxX, safe.maxY - box.maxY)
        for obstacle in occlusions {
            offer(obstacle.maxX - box.minX, obstacle.maxY - box.minY)
            offer(obstacle.minX - box.maxX, obstacle.minY - box.maxY)
        }
        if let foldFrame {
            offer(foldFrame.maxX - box.minX, foldFrame.maxY - box.minY)
            offer(foldFrame.minX - box.maxX, foldFrame.minY - box.maxY)
        }
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
