import PoseEngine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - OutputFile

/// One output file, written whole or not at all, by `OutputPolicy`'s rules: a regular file
/// through a temporary file beside it and a rename; a device or FIFO in place; `-` to standard
/// output. Every write and close is checked.
public enum OutputFile {
    /// Fails as `write` would, before any work is done: a bad name (65), a file that exists
    /// without `force`, a folder, a missing folder (73).
    public static func check(_ path: String, force: Bool) throws {
        guard case .replace(let target) = try OutputPolicy(force: force).decide(path) else { return }
        let parent = PathText.parent(target)
        let folder = parent.isEmpty ? "." : parent
        guard FileSystem.isDirectory(folder) else {
            throw OutputFileError(path: path, reason: "folder \(folder) doesn't exist", fault: .cantCreate)
        }
    }

    /// Writes `text` to `path`.
    /// - Throws: `OutputFileError` (see `check`; a failed write or close is 74).
    public static func write(_ text: String, to path: String, force: Bool) throws {
        var text = text
        try text.withUTF8 { try write($0, to: path, force: force) }
    }

    /// Writes `bytes` to `path`, as `write(_:to:force:)` does text.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, force: Bool) throws {
        try check(path, force: force)
        switch try OutputPolicy(force: force).decide(path) {
        case .standardOutput:
            StandardOutput.write(bytes)
            if let failure = StandardOutput.failure { throw failure }
        case .inPlace(let target):
            try InPlace.write(bytes, to: target, display: path)
        case .replace:
            let staged = StagedFiles(folder: ".", force: force)
            try staged.create(path)
            try staged.write(bytes: Array(bytes), to: path)
            try staged.commit()
        }
    }
}

// MARK: - InPlace

/// Devices, FIFOs and sockets: opened and written, never replaced.
enum InPlace {
    /// Opens `path` to write; a FIFO waits for a reader at most `Limits.streamWait` seconds.
    static func open(_ path: String, display: String) throws -> Int32 {
        var waited = 0
        while true {
            let fd = systemOpen(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                return fd
            }
            let code = errno
            if code == EINTR { continue }
            if code == ENXIO, FileSystem.isFIFO(path), waited < Limits.streamWait * 50 {
                usleep(20_000)  // no reader yet
                waited += 1
                continue
            }
            let reason =
                code == ENXIO && FileSystem.isFIFO(path)
                ? "no program reads this FIFO (waited \(Limits.streamWait) s)"
                : "can't be opened (\(FileSystem.describe(code)))"
            throw OutputFileError(path: display, reason: reason, fault: .cantCreate)
        }
    }

    /// Writes `bytes` into `path` and closes it; a failed write or close is 74.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, display: String) throws {
        let fd = try open(path, display: display)
        let failure = writeAll(bytes, to: fd)
        let closed = close(fd) == 0 ? 0 : errno
        if failure != 0 || closed != 0 {
            throw OutputFileError(
                path: display, reason: FileSystem.describe(failure != 0 ? failure : closed), fault: .ioError)
        }
    }
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

// MARK: - StandardOutput

/// The process's standard output, written unbuffered and checked: the first failure (a full disk,
/// a closed pipe, a closed descriptor) is remembered and later writes are skipped.
public enum StandardOutput {
    private static let firstFailure = Atomic<Int32>(0)

    /// Writes `text`, unless an earlier write failed.
    public static func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes `bytes`, unless an earlier write failed.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard firstFailure.load(ordering: .relaxed) == 0 else { return }
        let failure = writeAll(bytes, to: STDOUT_FILENO)
        if failure != 0 { firstFailure.store(failure, ordering: .relaxed) }
    }

    /// The first failed write, as the error a command ends with (74), or nil.
    public static var failure: OutputFileError? {
        let code = firstFailure.load(ordering: .relaxed)
        guard code != 0 else { return nil }
        return OutputFileError(path: "standard output", reason: FileSystem.describe(code), fault: .ioError)
    }
}
