import FileIO
import PoseEngine

// MARK: - PictureFonts

/// The fonts a tape's pictures draw with (`Set FontFamily`, `Set FontSize`), found once and
/// shared by its outputs, and what the run should say when a family wasn't found.
public final class PictureFonts {
    let set: FontSet
    public let note: String?

    public init(style: PictureStyle) throws {
        (set, note) = try FontSet.resolve(families: style.fontFamily, size: style.fontSize)
    }

    init(_ set: FontSet) {
        self.set = set
        note = nil
    }
}

// MARK: - Set FontFamily

extension FontSet {
    /// The faces for VHS's `Set FontFamily` list, tried in order as a browser does: JetBrains Mono
    /// and DejaVu Sans Mono are built in; any other family is looked up with fontconfig's
    /// `fc-match` (when installed) and taken only when the face it finds is that family (a
    /// generic name, `monospace`, takes what fontconfig gives). Returns the faces and, when a
    /// family wasn't found, a note for the run's messages.
    static func resolve(families: [String], size: Int, fcMatch: String? = ChildProcess.find("fc-match")) throws
        -> (fonts: FontSet, note: String?)
    {
        var missing: [String] = []
        for family in families.map({ $0.trimmingCharacters(in: " \"'") }) where !family.isEmpty {
            let lower = family.lowercased()
            if lower == "jetbrains mono" { return (try builtIn(size: size), note(missing)) }
            if lower == "dejavu sans mono" {
                let regular = try FontFace.embedded(.dejaVuSansMono)
                return (try FontSet(regular: regular, bold: nil, fallback: nil, size: size), note(missing))
            }
            if let fcMatch,
                let fonts = try lookUp(family, generic: genericFamilies.contains(lower), fcMatch: fcMatch, size: size)
            {
                return (fonts, note(missing))
            }
            missing.append(family)
        }
        let fonts = try builtIn(size: size)
        guard !missing.isEmpty else { return (fonts, nil) }
        let why = fcMatch == nil ? "fontconfig's fc-match isn't installed" : "not on this machine"
        return (fonts, "Set FontFamily: \(missing.joined(separator: ", ")): \(why); drawn in JetBrains Mono")
    }

    /// CSS's generic families, which fontconfig answers with whatever stands for them.
    static let genericFamilies: Set<String> = ["monospace", "ui-monospace", "sans-serif", "serif", "system-ui"]

    private static func note(_ missing: [String]) -> String? {
        missing.isEmpty ? nil : "Set FontFamily: \(missing.joined(separator: ", ")) not found; the next family drew"
    }

    /// A family through fc-match: its regular face, and its bold one when fontconfig has one.
    private static func lookUp(_ family: String, generic: Bool, fcMatch: String, size: Int) throws -> FontSet? {
        guard let regular = try match(family, bold: false, generic: generic, fcMatch: fcMatch) else { return nil }
        let bold = try match(family, bold: true, generic: generic, fcMatch: fcMatch)
        return try FontSet(
            regular: regular, bold: bold.flatMap { $0.isBold ? $0 : nil }, fallback: .embedded(.dejaVuSansMono),
            size: size)
    }

    private static func match(_ family: String, bold: Bool, generic: Bool, fcMatch: String) throws -> FontFace? {
        // A pattern of the name alone: fontconfig's own syntax would read `:` and `-` in it.
        let escaped = family.replacingAll([("\\", "\\\\"), ("-", "\\-"), (":", "\\:"), (",", "\\,")])
        let process = try ChildProcess(
            executable: fcMatch,
            arguments: ["fc-match", "-f", "%{file}\n%{family}\n", escaped + (bold ? ":bold" : "")])
        process.closeInput()
        let output = String(decoding: ChildProcess.readAll(process.output, limit: 65536), as: UTF8.self)
        _ = ChildProcess.readAll(process.errors, limit: 65536)
        guard process.wait() == 0 else { return nil }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2, !lines[0].isEmpty else { return nil }
        let families = lines[1].split(separator: ",").map { $0.lowercased() }
        guard generic || families.contains(family.lowercased()) else { return nil }
        let bytes = try InputFile.read(lines[0], limit: Limits.pictureFileBytes, what: "a font")
        return try bytes.withUnsafeBufferPointer { try FontFace(name: family, bytes: $0, copy: true) }
    }
}

extension String {
    func replacingAll(_ pairs: [(String, String)]) -> String {
        var out = ""
        for character in self {
            if let pair = pairs.first(where: { $0.0 == String(character) }) {
                out += pair.1
            } else {
                out.append(character)
            }
        }
        return out
    }

    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

extension PictureFonts {
    /// What finding fonts depends on: the families and the size.
    public struct Key: Hashable, Sendable {
        var families: [String]
        var size: Int

        public init(_ style: PictureStyle) {
            families = style.fontFamily
            size = style.fontSize
        }
    }
}
