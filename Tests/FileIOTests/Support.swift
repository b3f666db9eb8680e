import Foundation

/// A fresh temporary folder, removed by the caller when it likes.
func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-fileio-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Whether the tests run as root (device nodes can be made with `mknod`; permissions don't hold).
let runningAsRoot = getuid() == 0

func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}

/// How many descriptors this process has open.
func openDescriptors() -> Int { names(in: "/proc/self/fd").count }
