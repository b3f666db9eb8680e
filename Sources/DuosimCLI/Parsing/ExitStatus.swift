// MARK: - ExitStatus

/// How the process ends, given back through `Duosim.run` to the one `exit` in `main`: one of
/// Docs/CONTRACT.md's exit codes, or a terminating signal the UI caught and ended on, which exits
/// with 128 + its number, as a shell reports a process the signal killed.
public enum ExitStatus: Hashable, Sendable {
    case code(ExitCode)
    /// The signal's number (`SIGTERM` is 15: the status is 143).
    case signal(Int32)

    public static let success = ExitStatus.code(.success)
    public static let findings = ExitStatus.code(.findings)

    /// The process's exit status: the code's, or 128 + the signal's number.
    public var rawValue: Int32 {
        switch self {
        case .code(let code): code.rawValue
        case .signal(let number): 128 + number
        }
    }
}
