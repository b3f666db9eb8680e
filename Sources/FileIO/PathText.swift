// MARK: - PathText

/// Paths as text, without `NSString`: the folder part, the last part, joining.
public enum PathText {
    /// `a/b/c.txt` → `a/b`; `c.txt` → ``; `/c.txt` → `/`.
    public static func parent(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var end = trimmedEnd(bytes, bytes.count)
        guard let slash = bytes[..<end].lastIndex(of: slashByte) else { return "" }
        if slash == 0 { return "/" }
        end = trimmedEnd(bytes, slash)
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `a/b/c.txt` → `c.txt`.
    public static func lastComponent(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let end = trimmedEnd(bytes, bytes.count)
        let start = bytes[..<end].lastIndex(of: slashByte).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static let slashByte = UInt8(ascii: "/")

    /// `end` moved back over trailing slashes, keeping at least one byte. (A `/` byte is always
    /// a slash in UTF-8, so byte positions are safe to cut at.)
    private static func trimmedEnd(_ bytes: [UInt8], _ end: Int) -> Int {
        var end = end
        while end > 1, bytes[end - 1] == slashByte { end -= 1 }
        return end
    }

    /// `folder` + `/` + `name` (an absolute `name` stays as it is).
    public static func join(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The extension after the last dot of the last component (`a.tar.gz` → `gz`), or ``.
    public static func pathExtension(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }
}
