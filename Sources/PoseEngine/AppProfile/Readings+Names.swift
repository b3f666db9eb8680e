// MARK: - Readings by name

extension Readings {
    /// One reading as a profile's `readings` and `--reading NAME=VALUE` name it.
    struct Entry {
        let name: String
        /// Its values, the default first.
        let values: [String]
        let get: (Readings) -> String
        let set: (inout Readings, String) -> Bool
    }

    private static func entry<E: RawRepresentable & CaseIterable>(
        _ name: String, _ path: WritableKeyPath<Readings, E>
    ) -> Entry where E.RawValue == String {
        Entry(
            name: name, values: E.allCases.map(\.rawValue), get: { $0[keyPath: path].rawValue },
            set: { readings, text in
                guard let value = E(rawValue: text) else { return false }
                readings[keyPath: path] = value
                return true
            })
    }

    /// Every reading, in the order Docs/DOMAIN.md lists them.
    static var entries: [Entry] {
        [
            entry("foldedColumns", \.foldedColumns), entry("splitViewContent", \.splitViewContent),
            entry("splitViewBarsInRightToLeft", \.splitViewBarsInRightToLeft),
            entry("itemPriority", \.itemPriority), entry("badges", \.badges),
            entry("tabBarOverflow", \.tabBarOverflow),
            entry("trailingSheetBarsInPortrait", \.trailingSheetBarsInPortrait),
            entry("compactSplit", \.compactSplit), entry("statusArea", \.statusArea),
            entry("nestedPresentations", \.nestedPresentations),
            entry("pinnedActions", \.pinnedActions), entry("rightToLeft", \.rightToLeft),
            entry("detailAloneBars", \.detailAloneBars), entry("adaptedPopoverBars", \.adaptedPopoverBars),
            entry("anchoredOcclusions", \.anchoredOcclusions), entry("customTabBars", \.customTabBars),
        ]
    }

    /// Each reading's name and its values, the default first.
    public static var choices: [Choice] { entries.map { Choice(name: $0.name, values: $0.values) } }

    /// Each reading's name and the value in force.
    public var settings: [Setting] { Self.entries.map { Setting(name: $0.name, value: $0.get(self)) } }

    /// Sets the reading `name` to `value`.
    /// - Throws: `ChoiceError` when no reading has that name or it has no such value.
    public mutating func set(_ name: String, to value: String) throws(ChoiceError) {
        guard let entry = Self.entries.first(where: { $0.name == name }) else { throw .unknownName(name) }
        guard entry.set(&self, value) else { throw .unknownValue(name: name, value: value, values: entry.values) }
    }
}

// MARK: - A reading's name, values and setting

extension Readings {
    /// A reading as a profile's `readings` and `--reading NAME=VALUE` name it, with its values.
    public struct Choice: Hashable, Sendable, Codable {
        /// `badges`, `pinnedActions`, …
        public var name: String
        /// Its values, the default first.
        public var values: [String]
        /// The value in force when nothing chooses another.
        public var defaultValue: String { values.first ?? "" }

        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// A reading's name and a value: the one in force, or one `--reading NAME=VALUE` sets.
    public struct Setting: Hashable, Sendable, Codable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A reading that doesn't exist, or a value it doesn't have.
    public enum ChoiceError: Error, Hashable, Sendable {
        /// No reading has this name.
        case unknownName(String)
        /// The reading has no such value; `values` are the ones it has, the default first.
        case unknownValue(name: String, value: String, values: [String])
    }
}
