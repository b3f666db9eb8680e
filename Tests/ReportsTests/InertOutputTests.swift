import Foundation
import PoseEngine
import Reports
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The rule for text from outside at the reports' seams: every character `InertRule` names (C0,
/// DEL, C1, the bidirectional controls, the line separators) comes out of every format of
/// `audit` in a form that does nothing, and the documents stay valid: JSON and SARIF hold the very
/// string, JUnit's XML parses, the text and GitHub's workflow commands show the escape form.
@Suite("Inert text in reports")
struct InertOutputTests {
    static let refused: [Unicode.Scalar] = InertRule.escapedRanges.flatMap { range in
        range.compactMap { Unicode.Scalar($0) }
    }

    /// A raw character of the class in `text`, or nil (`allowing` the document's own line feeds).
    static func raw(_ text: String, allowing: Set<Unicode.Scalar> = ["\n"]) -> Unicode.Scalar? {
        text.unicodeScalars.first { InertRule.needsEscape($0) && !allowing.contains($0) }
    }

    @Test("Each seam alone, for every such character: JSON literals, XML text, workflow commands")
    func eachSeam() throws {
        for scalar in Self.refused {
            let text = "a" + String(scalar) + "b"
            let quoted = JSONValue.quote(text)
            #expect(Self.raw(quoted, allowing: []) == nil, "JSON U+\(String(scalar.value, radix: 16))")
            #expect(try JSONNode.parse(Array(quoted.utf8), file: "q").string() == text, "JSON reads back")
            let xml = XMLText.escape(text)
            #expect(Self.raw(xml) == nil, "XML U+\(String(scalar.value, radix: 16))")
            _ = try XMLDocument(xmlString: "<a b=\"\(xml)\">\(xml)</a>")
            let data = AuditReport.escapeData(text), property = AuditReport.escapeProperty(text)
            #expect(Self.raw(data, allowing: []) == nil && Self.raw(property, allowing: []) == nil)
        }
    }

    @Test("A profile's path holding every such character: every format of audit inert, and valid")
    func everyFormat() throws {
        let path = "apps/h" + String(String.UnicodeScalarView(Self.refused)) + ".json"
        let url = repositoryRoot.appendingPathComponent("Profiles/apps/hud.json")
        let hud = try AppProfile.decode(Array(try Data(contentsOf: url)), file: path)
        let report = AuditReport(
            entries: [AuditReport.Entry(audit: Audit(profile: duo, app: hud), file: path)], strict: false,
            isBatch: false)
        for format in AuditFormat.allCases {
            for color in [false, true] {
                let out = report.render(format, color: color, toolVersion: "1")
                // The paint's own escapes are the one ESC a coloured text may hold: each opens an SGR.
                let unpainted = color ? out.replacing(/\x1B\[[0-9;]*m/, with: "") : out
                #expect(Self.raw(unpainted) == nil, "\(format) \(color): \(Self.raw(unpainted).map { $0.value } ?? 0)")
            }
        }
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.render(.json, toolVersion: "1").utf8)) as? [String: Any])
        #expect(json["file"] as? String == path, "the JSON holds the very path")
        _ = try JSONSerialization.jsonObject(with: Data(report.render(.sarif, toolVersion: "1").utf8))
        _ = try XMLDocument(xmlString: report.render(.junit, toolVersion: "1"))
        let github = report.render(.github, toolVersion: "1")
        #expect(github.contains("\\u{1B}") && github.contains("\\u{202E}") && github.contains("\\u{9B}"))
    }
}
