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

    /// Writes `data` to `path` atomically.
    static func write(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        let temporary = "\(parent)/.\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CLIError(.cantCreate, "\(path): can't be created (permission denied?)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CLIError(.ioError, "\(path): \(reason)")
        }
    }
}
