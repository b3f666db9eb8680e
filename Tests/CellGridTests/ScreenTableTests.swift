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
        let characters = Glyphs.asciiPairs.map(\.0)
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

/// The screen's words for keys come from the key table.
@Suite("Key table on the screen")
struct ScreenKeyTableTests {
    @Test("The hint line shows the key map's hints, in its order, when the screen is wide enough")
    func hints() throws {
        let screen = ScreenRenderer.render(simState(), columns: 240, rows: 40)
        let line = screen.grid.line(39)
        var from = line.startIndex
        for hint in KeyMap.hints(for: duo) {
            let found = try #require(line.range(of: hint.text, range: from..<line.endIndex), "\(hint.text) in \(line)")
            from = found.upperBound
        }
    }

    @Test("What a hidden element says names the key that shows it, from the table")
    func hiddenNamesKeys() throws {
        let cases: [(OverlayKind, DrawnElement.Kind, String)] = [
            (.controls, .control, "hud"), (.presentations, .presentation, "mail"), (.grid, .gridColumn, "reader"),
            (.sideBars, .sideBarItem, "mail"),
        ]
        for (overlay, kind, app) in cases {
            let key = try #require(KeyMap.key(for: .toggleOverlay(overlay)))
            let state = simState("book", app: bundledApp(app)) { $0.overlays.remove(overlay) }
            let hidden = ScreenRenderer.render(state, columns: 120, rows: 40).layout.elements.filter { $0.kind == kind }
            #expect(!hidden.isEmpty, "\(app) has no \(kind)")
            for element in hidden {
                guard case .hidden(let why) = element.shown else {
                    Issue.record("\(element.id) is drawn with the \(overlay) overlay off")
                    continue
                }
                #expect(why.hasSuffix("(\(key))"), "\(element.id): \(why)")
            }
        }
    }
}

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
