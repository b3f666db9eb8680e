import FileIO

// MARK: - ColorChoice

/// `--color auto|always|never`, read with the environment's conventions: `NO_COLOR` (any
/// non-empty value) turns colour off, `CLICOLOR_FORCE` (non-empty, not `0`) turns it on, and
/// `CLICOLOR=0` off, for `auto` alone; `--color always` and `--color never` win over them all.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour an output.
    /// - Parameter terminal: whether the output is a terminal; `nil` for an output whose format
    ///   is colour (an `.ans` file, a `.cast`), coloured in `auto` unless the environment says no.
    func isOn(terminal: Bool?, environment: (String) -> String? = FileSystem.environment) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let value = environment("NO_COLOR"), !value.isEmpty { return false }
            if let value = environment("CLICOLOR_FORCE"), !value.isEmpty, value != "0" { return true }
            if environment("CLICOLOR") == "0" { return false }
            return terminal ?? true
        }
    }
}
