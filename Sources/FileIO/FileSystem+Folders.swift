#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// The names in the folder at `path` (not `.` and `..`), sorted by their bytes.
    /// - Throws: `FileError` (66) when it can't be read.
    public static func entries(of path: String) throws -> [String] {
        guard let folder = opendir(path) else {
            throw FileError(path: path, reason: "can't read the folder (\(describe(errno)))")
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
