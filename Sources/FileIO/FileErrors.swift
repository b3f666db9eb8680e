// MARK: - FileFault

/// What went wrong with a file, as Docs/CONTRACT.md's table of faults sorts it: one fault, one
/// exit code, whichever command or line met it.
public enum FileFault: Sendable, Equatable {
    /// The content is wrong: too large, a line too long, a name with control characters (65).
    case badData
    /// An input is missing, a folder, unreadable, or a stream that stays silent (66).
    case noInput
    /// An output can't be created: it exists (without `--force`), leads outside its folder, or its
    /// folder can't be made (73).
    case cantCreate
    /// A read or write failed on the way: a full disk, a file-size limit, a closed pipe (74).
    case ioError
}

// MARK: - FileError

/// An input that is missing, can't be read or is more than its bound, or an output that can't be
/// created or written: the path (or `standard input`/`standard output`), why, and the fault.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path as given.
    public var path: String
    /// What went wrong.
    public var reason: String
    /// Its place in the table of faults (`noInput` unless given).
    public var fault: FileFault

    public init(path: String, reason: String, fault: FileFault = .noInput) {
        self.path = path
        self.reason = reason
        self.fault = fault
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// An input file's error (the name the tape parser and the loaders use).
public typealias InputFileError = FileError
/// An output file's error.
public typealias OutputFileError = FileError
