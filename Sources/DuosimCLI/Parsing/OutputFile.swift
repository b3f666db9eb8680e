import PoseEngine
import Runtime

// MARK: - OutputFile

/// Writes output files whole or not at all: a temporary file beside the target, then a rename.
enum OutputFile {
    /// Fails with exit 73 when `path` exists and `force` is off, before anything is written.
    static func checkWritable(_ path: String, force: Bool) throws {
        if let kind = FileSystem.kind(of: path) {
            if kind == .directory { throw CLIError(.cantCreate, "\(path): is a directory") }
            if !force { throw CLIError(.cantCreate, "\(path): already exists (use --force to overwrite)") }
        }
        let folder = PathText.parent(path)
        let parent = folder.isEmpty ? "." : folder
        guard FileSystem.isDirectory(parent) else {
            throw CLIError(.cantCreate, "\(path): folder \(parent) doesn't exist")
        }
    }

    /// Writes `data` to `path` atomically: a temporary file beside it, then a rename. A symlink
    /// is written through to its target.
    static func write(_ text: String, to path: String) throws {
        let staged = StagedFiles(folder: ".", force: true)
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
