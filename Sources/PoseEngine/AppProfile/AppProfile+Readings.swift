// MARK: - Readings by name, the grid's included

extension AppProfile {
    /// Every reading a profile's `readings` or `--reading NAME=VALUE` names, with its values (the
    /// default first): `Readings`' and the grid's own (`evenColumns`, `activeFold`), in the order
    /// Docs/DOMAIN.md lists them.
    public static var readingNames: [(name: String, values: [String])] {
        [
            ("evenColumns", EvenColumnRule.allCases.map(\.rawValue)),
            ("activeFold", AdaptiveGridSpec.ActiveFoldRule.allCases.map(\.rawValue)),
        ] + Readings.names
    }

    /// Sets the reading `name` to `value` (the grid's readings only change a grid the app has).
    /// - Returns: false when no reading has that name or it has no such value.
    public mutating func setReading(_ name: String, to value: String) -> Bool {
        switch name {
        case "evenColumns":
            guard let rule = EvenColumnRule(rawValue: value) else { return false }
            grid?.evenColumns = rule
            return true
        case "activeFold":
            guard let rule = AdaptiveGridSpec.ActiveFoldRule(rawValue: value) else { return false }
            grid?.activeFold = rule
            return true
        default:
            return readings.set(name, to: value)
        }
    }
}
