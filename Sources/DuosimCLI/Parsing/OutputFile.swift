import Foundation

// MARK: - OutputFile

/// Writes output files whole or not at all: a temporary file beside the target, then a rename.
enum OutputFile {
    /// Fails with exit 73 when `path` exists and `force` is off, before anything is written.
    static func checkWritable(_ path: String, force: Bool) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw CLIError(.cantCreate, "\(path): is a directory") }
            if !force { throw CLIError(.cantCreate, "\(path): already exists (use --force to overwrite)") }
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        var parentIsDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory), parentIsDirectory.boolValue else {
            throw CLIError(.cantCreate, "\(path): folder \(parent) doesn't exist")
        }
    }

    /// Writes `data` to `path` atomically: a temporary file beside it, then a rename.
    static func write(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        let temporary = "\(parent)/.\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CLIError(.cantCreate, "\(path): can't be created (\(String(cString: strerror(errno))))")
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw CLIError(.ioError, "\(path): \(String(cString: strerror(failure)))")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CLIError(.ioError, "\(path): \(reason)")
        }
    }
}
