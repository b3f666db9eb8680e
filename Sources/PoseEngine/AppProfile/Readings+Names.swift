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
    public static var names: [(name: String, values: [String])] { entries.map { ($0.name, $0.values) } }

    /// Each reading's name and the value in force.
    public var values: [(name: String, value: String)] { Self.entries.map { ($0.name, $0.get(self)) } }

    /// Sets the reading `name` to `value`.
    /// - Returns: false when no reading has that name or it has no such value.
    public mutating func set(_ name: String, to value: String) -> Bool {
        Self.entries.first { $0.name == name }?.set(&self, value) ?? false
    }
}
