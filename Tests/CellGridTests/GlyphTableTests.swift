import CellGrid
import Foundation
import Simulator
import TestSupport
import Testing

/// The glyph table is the one place a glyph is named: the legend, the help and the ASCII
/// fallback read it, and the renderer writes no glyph of its own.
@Suite("Glyph table")
struct GlyphTableTests {
    /// Every glyph of the table, by field name.
    static let fields: [(name: String, glyph: Character)] = Mirror(reflecting: Glyphs.unicode).children.compactMap {
        guard let name = $0.label, let glyph = $0.value as? Character else { return nil }
        return (name, glyph)
    }

    @Test("Every glyph has an ASCII stand-in, and no character has two")
    func ascii() {
        #expect(Self.fields.count >= 30)
        for (name, glyph) in Self.fields {
            let stand = Glyphs.asciiFallback(glyph)
            #expect(!glyph.isASCII && stand.isASCII && stand != "?", "\(name) '\(glyph)' → '\(stand)'")
        }
        let characters = Glyphs.asciiPairs.map(\.key)
        #expect(Set(characters).count == characters.count, "a character with two stand-ins")
    }

    @Test("The legend's glyphs are the table's, each with words")
    func legend() {
        let table = Set(Self.fields.map(\.glyph))
        for entry in Glyphs.unicode.legend {
            #expect(!entry.glyphs.isEmpty && !entry.meaning.isEmpty)
            for glyph in entry.glyphs {
                #expect(table.contains(glyph), "legend glyph '\(glyph)' isn't in the table")
                #expect(
                    entry.shown([glyph]).hasPrefix(String(glyph)), "'\(entry.shown([glyph]))' doesn't show '\(glyph)'")
            }
        }
    }

    @Test("The screen's widgets write no glyph of their own: each comes from the table")
    func noLiterals() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/CellGrid/Screen")
        // `·` is also the labels' separator (`main · acrossFold`); the rest are glyphs only.
        let glyphs = Set(Self.fields.map(\.glyph)).subtracting(["·"])
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                let found = code.filter { glyphs.contains($0) }
                #expect(found.isEmpty, "\(file):\(number + 1) writes '\(found)' instead of reading Glyphs")
            }
        }
    }
}
