import PoseEngine

// MARK: - Limits for input files

extension Limits {
    /// The largest tape, from a file or standard input alike, in bytes.
    public static let tapeBytes = 64 << 20
    /// The longest line of a tape, in bytes.
    public static let tapeLine = 1 << 20
    /// The largest file `record --check` compares with what the tape writes, in bytes.
    public static let comparedFileBytes = 1 << 30
    /// How long an input that isn't a regular file (a FIFO, a device, `<(…)`) may stay silent before
    /// it is given up as unreadable, and how long an output FIFO may wait for a reader, in seconds.
    public static let streamWait = 10
}
