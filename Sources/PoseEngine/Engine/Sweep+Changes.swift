// MARK: - What changes

extension Sweep {
    /// One thing that changed, with its values before and after.
    package enum Change: Hashable, Sendable {
        /// The hinge status.
        case status(from: HingeStatus, to: HingeStatus)
        /// The display in use.
        case display(from: DisplayID, to: DisplayID)
        /// The fold of the display in use.
        case fold(from: FoldState, to: FoldState)
        /// A window appears (Split View starts) or leaves.
        case window(WindowID, appears: Bool)
        /// A window's fold side; `from` is nil for a window that just appeared.
        case foldSide(WindowID, from: FoldSide?, to: FoldSide)
        /// Where a window's vertical bars stand; nil: horizontal (or a window that just appeared).
        case toolbarVerticalEdge(WindowID, from: ToolbarVerticalEdge?, to: ToolbarVerticalEdge?)
        /// A window's active regions, by id.
        case regions(WindowID, added: [String], removed: [String])
        /// What a platform says of a window; `from` is nil for a window that just appeared.
        case vocabulary(WindowID, PlatformVocabulary, from: Words?, to: Words)
        /// Where the app's bars are.
        case bars(WindowID, from: AppFacts.Bars, to: AppFacts.Bars)
        /// The items in the overflow menu.
        case overflow(WindowID, added: [String], removed: [String])
        /// The controls' collisions.
        case collisions(WindowID, added: [AppFacts.CollisionFact], removed: [AppFacts.CollisionFact])
        /// The presentations' placements.
        case presentations(WindowID, added: [AppFacts.PresentationFact], removed: [AppFacts.PresentationFact])
        /// The arrangement; nil: none.
        case arrangement(WindowID, from: AppFacts.Arrangement?, to: AppFacts.Arrangement?)
        /// A NavigationSplitView's columns shown.
        case columns(WindowID, from: [String], to: [String])
        /// The grid's columns; nil: none.
        case grid(WindowID, from: AppFacts.GridFact?, to: AppFacts.GridFact?)

        /// What changed, without the values.
        package var property: Property {
            switch self {
            case .status: return .status
            case .display: return .display
            case .fold: return .fold
            case .window: return .window
            case .foldSide: return .foldSide
            case .toolbarVerticalEdge: return .toolbarVerticalEdge
            case .regions: return .regions
            case .vocabulary(_, let vocabulary, _, _): return .vocabulary(vocabulary)
            case .bars: return .bars
            case .overflow: return .overflow
            case .collisions: return .collisions
            case .presentations: return .presentations
            case .arrangement: return .arrangement
            case .columns: return .columns
            case .grid: return .grid
            }
        }

        /// The window it happened in; nil for the whole device.
        package var window: WindowID? {
            switch self {
            case .status, .display, .fold: return nil
            case .window(let id, _), .foldSide(let id, _, _), .toolbarVerticalEdge(let id, _, _),
                .regions(let id, _, _), .vocabulary(let id, _, _, _), .bars(let id, _, _), .overflow(let id, _, _),
                .collisions(let id, _, _), .presentations(let id, _, _), .arrangement(let id, _, _),
                .columns(let id, _, _), .grid(let id, _, _):
                return id
            }
        }
    }

    /// What a change is about.
    package enum Property: Hashable, Sendable {
        case status, display, fold, window, foldSide, toolbarVerticalEdge, regions
        case bars, overflow, collisions, presentations, arrangement, columns, grid
        /// What a platform says (`sweep --vocabulary`).
        case vocabulary(PlatformVocabulary)

        /// Whether the property is a list, whose changes are what joined it and what left it.
        package var isList: Bool {
            switch self {
            case .regions, .overflow, .collisions, .presentations: return true
            default: return false
            }
        }
    }

    /// Everything that differs from `a` to `b`: the device's changes first, then each window's.
    static func differences(_ a: Snapshot, _ b: Snapshot, vocabularies: [PlatformVocabulary] = []) -> [Change] {
        var changes: [Change] = []
        if a.status != b.status { changes.append(.status(from: a.status, to: b.status)) }
        if a.display != b.display { changes.append(.display(from: a.display, to: b.display)) }
        if a.fold != b.fold { changes.append(.fold(from: a.fold, to: b.fold)) }
        // Another display's regions are other regions, whatever their ids.
        let sameDisplay = a.display == b.display
        for window in b.windows {
            if let old = a.windows.first(where: { $0.id == window.id }) {
                changes += windowChanges(old, window, vocabularies: vocabularies, sameDisplay: sameDisplay)
            } else {
                changes += arrival(window, vocabularies: vocabularies)
            }
        }
        for window in a.windows where !b.windows.contains(where: { $0.id == window.id }) {
            changes.append(.window(window.id, appears: false))
        }
        return changes
    }

    /// A new window: what it shows counts as changes from nothing.
    static func arrival(_ window: WindowSnapshot, vocabularies: [PlatformVocabulary]) -> [Change] {
        var changes: [Change] = [.window(window.id, appears: true)]
        if window.foldSide != .noFold { changes.append(.foldSide(window.id, from: nil, to: window.foldSide)) }
        changes.append(.toolbarVerticalEdge(window.id, from: nil, to: window.toolbarVerticalEdge))
        if !window.regions.isEmpty { changes.append(.regions(window.id, added: window.regions, removed: [])) }
        for vocabulary in vocabularies {
            if let words = window.vocabulary[vocabulary] {
                changes.append(.vocabulary(window.id, vocabulary, from: nil, to: words))
            }
        }
        return changes
    }

    /// What changed in a window that was there before.
    static func windowChanges(
        _ old: WindowSnapshot, _ window: WindowSnapshot, vocabularies: [PlatformVocabulary], sameDisplay: Bool
    ) -> [Change] {
        var changes: [Change] = []
        if old.foldSide != window.foldSide {
            changes.append(.foldSide(window.id, from: old.foldSide, to: window.foldSide))
        }
        if old.toolbarVerticalEdge != window.toolbarVerticalEdge {
            changes.append(
                .toolbarVerticalEdge(window.id, from: old.toolbarVerticalEdge, to: window.toolbarVerticalEdge))
        }
        for vocabulary in vocabularies {
            if let before = old.vocabulary[vocabulary], let after = window.vocabulary[vocabulary], before != after {
                changes.append(.vocabulary(window.id, vocabulary, from: before, to: after))
            }
        }
        if let before = old.app, let after = window.app {
            changes += appChanges(before, after, window: window.id)
        }
        // Another display's regions all change, whatever their ids.
        let regions =
            sameDisplay
            ? Sweep.listChanges(old.regions, window.regions)
            : ListChanges(added: window.regions, removed: old.regions)
        if !regions.isEmpty {
            changes.append(.regions(window.id, added: regions.added, removed: regions.removed))
        }
        return changes
    }

    /// The app's layout changes between two looks: bars, overflow, collisions, presentations,
    /// arrangement, a NavigationSplitView's columns, the grid.
    static func appChanges(_ a: AppFacts, _ b: AppFacts, window: WindowID) -> [Change] {
        var changes: [Change] = []
        if a.bars != b.bars { changes.append(.bars(window, from: a.bars, to: b.bars)) }
        func list<Item: Hashable>(_ old: [Item], _ new: [Item]) -> ListChanges<Item>? {
            // Equal lists (most looks, as the hinge moves within a status) cost one comparison.
            guard old != new else { return nil }
            let changes = Sweep.listChanges(old, new)
            return changes.isEmpty ? nil : changes
        }
        if let overflow = list(a.overflowed, b.overflowed) {
            changes.append(.overflow(window, added: overflow.added, removed: overflow.removed))
        }
        if let collisions = list(a.collisions, b.collisions) {
            changes.append(.collisions(window, added: collisions.added, removed: collisions.removed))
        }
        if let presentations = list(a.presentations, b.presentations) {
            changes.append(.presentations(window, added: presentations.added, removed: presentations.removed))
        }
        if a.arrangement != b.arrangement {
            changes.append(.arrangement(window, from: a.arrangement, to: b.arrangement))
        }
        if a.columns != b.columns { changes.append(.columns(window, from: a.columns, to: b.columns)) }
        if a.grid != b.grid { changes.append(.grid(window, from: a.grid, to: b.grid)) }
        return changes
    }

    /// What joined a list and what left it, each in its list's order: `new.filter { !old.contains($0) }`
    /// and `old.filter { !new.contains($0) }`, with each list's members looked up in a set of the
    /// other's (linear, where the filters were quadratic in the controls' collisions).
    package static func listChanges<Item: Hashable>(_ old: [Item], _ new: [Item]) -> ListChanges<Item> {
        let before = Set(old), after = Set(new)
        return ListChanges(added: new.filter { !before.contains($0) }, removed: old.filter { !after.contains($0) })
    }
}

// MARK: - ListChanges

/// What joined a list and what left it, each in its list's order (`Sweep.listChanges`).
package struct ListChanges<Item: Hashable>: Hashable {
    package var added: [Item]
    package var removed: [Item]

    package init(added: [Item], removed: [Item]) {
        self.added = added
        self.removed = removed
    }

    /// Whether nothing joined and nothing left.
    package var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}

extension ListChanges: Sendable where Item: Sendable {}
