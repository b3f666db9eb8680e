// MARK: - Collecting findings

extension Audit {
    /// The findings as the audit collects them, in time linear in the collisions. A collision
    /// finds its control by walking the layout's controls beside its collisions (which come in the
    /// controls' order), its finding among that control's few, and its move by its control's
    /// group: no search of all the findings or all the moves, which made the audit quadratic in
    /// the controls. What a collision reads is in flat arrays of plain numbers, in about the order
    /// the collisions come (a list per control or per finding cost a cache miss each: the most of
    /// an audit of 10,000 controls); where each finding was seen goes to one list of pairs, sorted
    /// out by finding at the end.
    struct Findings {
        /// What tells a control's findings apart: the kind, the severity and what it collides
        /// with (a number in `obstacles`).
        private struct Key: Equatable {
            var kind: Collision.Kind
            var severity: Collision.Severity
            var with: Int32
        }

        private var keys: [Key] = []
        /// Each finding's control, obstacle and numbers (of its first collision).
        private var controls: [String] = []
        private var withs: [String] = []
        private var amounts: [Double] = []
        private var overlaps: [Size?] = []
        /// What collisions collide with, each once (a few edges and regions): `Key.with` indexes it.
        private var obstacles: [String] = []
        private var obstacleNumbers: [String: Int32] = [:]
        /// Each sighting: the finding, and the configuration (an index into the audit's).
        private var seenFinding: [Int] = []
        private var seenIn: [Int] = []
        /// Each finding's moves, each with the configuration it was first suggested in.
        private var moves: [[(move: GroupMove, configuration: Int)]] = []
        /// Each distinct move (its offsets and why there is none, `MoveKey`) as a number.
        private var moveNumbers: [MoveKey: Int] = [:]
        /// The move numbers of each finding's moves, and the last one met (most windows repeat it).
        private var described: [Set<Int>] = []
        private var lastDescribed: [Int] = []
        /// The app's controls by group.
        private let groups: ControlGroups
        /// For each control (its index in the app), the first control with its id: findings go by id.
        private let canonical: [Int]
        /// The app's control ids, in order: a layout places every control, in this order.
        private let ids: [String]
        /// Each control's first finding, and each finding's next of the same control (-1: none).
        private var firstOfControl: [Int]
        private var nextOfControl: [Int] = []

        init(_ app: AppProfile) {
            groups = app.controlGroups
            var first: [String: Int] = [:]
            first.reserveCapacity(app.controls.count)
            canonical = app.controls.indices.map { index in
                if let known = first[app.controls[index].id] { return known }
                first[app.controls[index].id] = index
                return index
            }
            firstOfControl = Array(repeating: -1, count: app.controls.count)
            ids = app.controls.map(\.id)
        }

        /// The findings, in the order they were first met; `all`: the audit's configurations.
        func list(_ all: [Configuration]) -> [Finding] {
            // A counting sort of the sightings by finding, each finding's in the order seen.
            var start = [Int](repeating: 0, count: keys.count + 1)
            for finding in seenFinding { start[finding + 1] += 1 }
            for at in keys.indices { start[at + 1] += start[at] }
            var next = start
            var sorted = [Int](repeating: 0, count: seenIn.count)
            for (sighting, finding) in seenFinding.enumerated() {
                sorted[next[finding]] = seenIn[sighting]
                next[finding] += 1
            }
            return keys.indices.map { at in
                Finding(
                    control: controls[at], kind: keys[at].kind, severity: keys[at].severity, with: withs[at],
                    amount: amounts[at], overlap: overlaps[at],
                    configurations: sorted[start[at]..<start[at + 1]].map { all[$0] },
                    moves: moves[at].map { SuggestedMove(move: $0.move, configuration: all[$0.configuration]) })
            }
        }

        /// Every collision of a window's layout, each with its group's move; `configuration`: the
        /// window's, an index into the audit's.
        mutating func add(_ layout: AppLayout, in configuration: Int) {
            guard !layout.collisions.isEmpty else { return }
            let owners = Audit.owners(layout.collisions, ids: ids)
            let moveOfGroup = Audit.moveOfGroup(layout, groups: groups)
            // A move's number is found once a window, whichever of its controls meets it first.
            var numbers = [Int?](repeating: nil, count: layout.moves.count)
            for index in layout.collisions.indices {
                let owner = owners[index].flatMap { $0 < canonical.count ? canonical[$0] : nil }
                let key = Key(
                    kind: layout.collisions[index].kind, severity: layout.collisions[index].severity,
                    with: obstacle(layout.collisions[index].with))
                let found = find(key, owner: owner, control: layout.collisions[index].control)
                let move = owner.flatMap { moveOfGroup[groups.groupOf[$0]] }
                if let move, numbers[move] == nil { numbers[move] = moveNumber(layout.moves[move]) }
                let number = move.flatMap { numbers[$0] }
                guard let at = found else {
                    start(key, layout.collisions[index], owner: owner, in: configuration)
                    moves.append(move.map { [(layout.moves[$0], configuration)] } ?? [])
                    described.append(number.map { [$0] } ?? [])
                    lastDescribed.append(number ?? -1)
                    continue
                }
                seenFinding.append(at)
                seenIn.append(configuration)
                // A move is kept once per value; the one met last is among them already.
                guard let move, let number, number != lastDescribed[at] else { continue }
                lastDescribed[at] = number
                if described[at].insert(number).inserted { moves[at].append((layout.moves[move], configuration)) }
            }
        }

        /// A new finding (its moves are the caller's to add).
        private mutating func start(_ key: Key, _ collision: Collision, owner: Int?, in configuration: Int) {
            seenFinding.append(keys.count)
            seenIn.append(configuration)
            nextOfControl.append(-1)
            if let owner {
                // At the end of its control's findings.
                if firstOfControl[owner] < 0 {
                    firstOfControl[owner] = keys.count
                } else {
                    var last = firstOfControl[owner]
                    while nextOfControl[last] >= 0 { last = nextOfControl[last] }
                    nextOfControl[last] = keys.count
                }
            }
            keys.append(key)
            controls.append(collision.control)
            withs.append(collision.with)
            amounts.append(collision.amount)
            overlaps.append(collision.overlap)
        }

        /// The number of what a collision collides with: looked for among the few met so far, or
        /// by name once there are more than a handful (a device with many regions).
        private mutating func obstacle(_ with: String) -> Int32 {
            if obstacles.count <= 16, let known = obstacles.firstIndex(of: with) { return Int32(known) }
            if let known = obstacleNumbers[with] { return known }
            let number = Int32(obstacles.count)
            obstacles.append(with)
            obstacleNumbers[with] = number
            return number
        }

        /// The number of a move: the same offsets and reason (to the hundredth of a point), the same number.
        private mutating func moveNumber(_ move: GroupMove) -> Int {
            let key = MoveKey(move)
            if let known = moveNumbers[key] { return known }
            let number = moveNumbers.count
            moveNumbers[key] = number
            return number
        }

        /// The finding with `key` among its control's, or among all for a control the app doesn't
        /// have (a layout made otherwise, where `control` is compared too).
        private func find(_ key: Key, owner: Int?, control: String) -> Int? {
            guard let owner else { return keys.indices.first { keys[$0] == key && controls[$0] == control } }
            var at = firstOfControl[owner]
            while at >= 0 {
                if keys[at] == key { return at }
                at = nextOfControl[at]
            }
            return nil
        }
    }

    /// What tells moves apart: their offsets and why there is none, each number to the hundredth
    /// of a point it is given in (`shownPoints`), so two moves are one when they say the same.
    package struct MoveKey: Hashable {
        var dx: Double
        var dy: Double
        var noRoom: GroupMove.NoRoom?

        package init(_ move: GroupMove) {
            dx = shownPoints(move.dx)
            dy = shownPoints(move.dy)
            switch move.noRoom {
            case .largerThanSafeArea(let box)?:
                noRoom = .largerThanSafeArea(Size(width: shownPoints(box.width), height: shownPoints(box.height)))
            case let other: noRoom = other
            }
        }
    }

    /// The index in `ids` (the app's control ids, which a layout places in order) of each
    /// collision's control. Collisions come in the controls' order (`placeControls`), so one walk
    /// finds them all; a collision out of that order (a layout made otherwise) is looked up by id.
    static func owners(_ collisions: [Collision], ids controls: [String]) -> [Int?] {
        var owners: [Int?] = []
        owners.reserveCapacity(collisions.count)
        var control = 0
        var byID: [String: Int]?
        for collision in collisions {
            while control < controls.count, controls[control] != collision.control {
                control += 1
            }
            if control < controls.count {
                owners.append(control)
                continue
            }
            if byID == nil {
                var ids: [String: Int] = [:]
                for (index, id) in controls.enumerated() where ids[id] == nil {
                    ids[id] = index
                }
                byID = ids
            }
            let known = byID?[collision.control]
            owners.append(known)
            control = known ?? 0
        }
        return owners
    }

    /// The index in `layout.moves` of each group's move, if it has one. Moves come in the
    /// groups' order (`placeControls`), so one walk finds them; a move out of that order is
    /// looked up by name.
    static func moveOfGroup(_ layout: AppLayout, groups: ControlGroups) -> [Int?] {
        var moves = [Int?](repeating: nil, count: groups.names.count)
        var group = 0
        for (at, move) in layout.moves.enumerated() {
            while group < groups.names.count, groups.names[group] != move.group { group += 1 }
            if group < groups.names.count {
                if moves[group] == nil { moves[group] = at }
                continue
            }
            group = 0
            if let named = groups.names.firstIndex(of: move.group), moves[named] == nil { moves[named] = at }
        }
        return moves
    }
}
