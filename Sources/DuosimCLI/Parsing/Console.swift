import Runtime

// MARK: - Console

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error, unbuffered.
    public static let standard = Console(
        out: { text in writeAll(text, to: 1) },
        err: { text in writeAll(text, to: 2) })
}
