import CellGrid
import Foundation
import Simulator
import TestSupport
import Testing

/// Docs/UI.md's glyph table is the glyph table's legend.
@Suite("Glyph table in the README")
struct ReadmeGlyphTableTests {
    static let start =
        "<!-- glyphs: Glyphs.legend; a test keeps this table current (DUOSIM_RECORD=all rewrites it) -->"
    static let end = "<!-- /glyphs -->"

    static var markdown: String {
        var lines = ["| glyph | meaning |", "|---|---|"]
        for entry in Glyphs.unicode.legend {
            let glyphs = entry.glyphs.map { "`\(entry.shown([$0]))`" }.joined(separator: " ")
            lines.append("| \(glyphs) | \(entry.meaning) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test("Docs/UI.md's glyph table is Glyphs.legend (DUOSIM_RECORD=all rewrites it)")
    func readme() throws {
        let url = repositoryRoot.appendingPathComponent("Docs/UI.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let fresh = try #require(
            replacingSection(of: text, between: Self.start, and: Self.end, with: Self.markdown),
            "Docs/UI.md has no glyph table between \(Self.start) and \(Self.end)")
        if let message = compareWithFile(fresh, at: url, named: "Docs/UI.md's glyph table") {
            Issue.record(Comment(rawValue: message))
        }
    }
}
