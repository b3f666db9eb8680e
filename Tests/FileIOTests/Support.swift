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

/// How many descriptors this process has open on files in `folder` (other tests run beside this one).
func openDescriptors(in folder: String) -> Int {
    names(in: "/proc/self/fd").filter { fd in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)"))?.hasPrefix(folder) == true
    }.count
}
