import Foundation
import Runtime

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
        let folder = PathText.parent(path)
        let parent = folder.isEmpty ? "." : folder
        var parentIsDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory),
            parentIsDirectory.boolValue
        else {
            throw CLIError(.cantCreate, "\(path): folder \(parent) doesn't exist")
        }
    }

    /// Writes `data` to `path` atomically: a temporary file beside it, then a rename. A symlink
    /// is written through to its target.
    static func write(_ text: String, to path: String) throws {
        let staged = StagedFiles(folder: ".", force: true, protecting: nil)
        do {
            try staged.create(path)
            try staged.write(text, to: path)
            try staged.commit()
        } catch {
            staged.abort()
            throw error
        }
    }
}
