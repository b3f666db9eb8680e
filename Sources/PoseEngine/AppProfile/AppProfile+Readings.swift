// MARK: - Readings by name, the grid's included

extension AppProfile {
    /// Every reading a profile's `readings` or `--reading NAME=VALUE` names, with its values (the
    /// default first): `Readings`' and the grid's own (`evenColumns`, `activeFold`), in the order
    /// Docs/DOMAIN.md lists them.
    public static var readingChoices: [Readings.Choice] {
        [
            Readings.Choice(name: "evenColumns", values: EvenColumnRule.allCases.map(\.rawValue)),
            Readings.Choice(name: "activeFold", values: AdaptiveGridSpec.ActiveFoldRule.allCases.map(\.rawValue)),
        ] + Readings.choices
    }

    /// Sets the reading `name` to `value` (the grid's readings only change a grid the app has).
    /// - Throws: `Readings.ChoiceError` when no reading has that name or it has no such value.
    public mutating func setReading(_ name: String, to value: String) throws(Readings.ChoiceError) {
        switch name {
        case "evenColumns":
            guard let rule = EvenColumnRule(rawValue: value) else { throw Self.unknown(name, value) }
            grid?.evenColumns = rule
        case "activeFold":
            guard let rule = AdaptiveGridSpec.ActiveFoldRule(rawValue: value) else { throw Self.unknown(name, value) }
            grid?.activeFold = rule
        default:
            try readings.set(name, to: value)
        }
    }

    private static func unknown(_ name: String, _ value: String) -> Readings.ChoiceError {
        .unknownValue(name: name, value: value, values: readingChoices.first { $0.name == name }?.values ?? [])
    }
}
