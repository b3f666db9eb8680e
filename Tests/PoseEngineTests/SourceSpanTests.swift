import PoseEngine
import TestSupport
import Testing

/// Where each entry of an app profile is in its file: what `audit --format sarif|github` points at.
@Suite("Source spans")
struct SourceSpanTests {
    /// A profile laid out by hand: a control on one line after a multi-byte name, one over three lines.
    static let text = """
        {"name": "spans", "source": "assumed: a test", "displayName": "日本語のアプリ",
          "toolbar": [{"id": "share", "placement": "topBar"}],
          "controls": [
            {"id": "fire", "anchor": "center", "size": {"width": 10, "height": 10}},
        \t{"id": "stick", "anchor": "top",
              "size": {"width": 10, "height": 10}
            }
          ]
        }
        """

    @Test("Each entry with an id: its first character and the place after its last, columns in scalars")
    func controls() throws {
        let app = try AppProfile.decode(Array(Self.text.utf8), file: "spans.json")
        #expect(app.sourceSpans["share"] == SourceSpan(line: 2, column: 15, endLine: 2, endColumn: 53))
        #expect(app.sourceSpans["fire"] == SourceSpan(line: 4, column: 5, endLine: 4, endColumn: 76))
        // A tab is one column, and the object ends on its own line.
        #expect(app.sourceSpans["stick"] == SourceSpan(line: 5, column: 2, endLine: 7, endColumn: 6))
        #expect(app.sourceSpans.count == 3)
    }

    @Test("Columns after multi-byte characters count characters, not bytes")
    func multiByte() throws {
        let text =
            #"{"name": "日本", "source": "assumed: x", "controls": [{"id": "é", "anchor": "top", "size": {"width": 1, "height": 1}}]}"#
        let app = try AppProfile.decode(Array(text.utf8), file: "x.json")
        // `{"name": "日本", "source": "assumed: x", "controls": [` is 52 characters (56 bytes).
        #expect(app.sourceSpans["é"]?.column == 53)
        #expect(app.sourceSpans["é"]?.line == 1)
    }

    @Test("A profile made in code has no spans; a bundled one has its embedded text's")
    func made() throws {
        #expect(AppProfile(name: "code", displayName: "code").sourceSpans.isEmpty)
        let hud = bundledApp("hud")
        #expect(hud.sourceSpans["fireButton"]?.line == profileLine(of: "fireButton"))
    }
}
