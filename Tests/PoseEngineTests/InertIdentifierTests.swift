import Foundation
import PoseEngine
import TestSupport
import Testing

/// The rule for text from outside, at load: an identifier (an id, a name, a group, a reference to
/// one) holding any character `InertRule` writes as an escape is refused with the JSON path, in
/// every identifier of both kinds of profile and for every such character; free text (a title)
/// holding them reads, to be shown inert wherever it goes.
@Suite("Inert identifiers")
struct InertIdentifierTests {
    /// Every character the rule names: C0, DEL, C1, the bidirectional controls, the separators.
    static let refused: [Unicode.Scalar] = InertRule.escapedRanges.flatMap { range in
        range.compactMap { Unicode.Scalar($0) }
    }

    /// An app that has every kind of identifier, each at its path.
    static let app = #"""
        {"name": "app", "source": "assumed",
         "groups": [{"id": "g", "visibilityPriority": "low"}],
         "toolbar": [{"id": "a", "placement": "topBar", "symbol": "star", "group": "g"},
                     {"id": "b", "placement": "topBar", "symbol": "star", "visibilityPriority": {"higherThan": "a"}},
                     {"id": "c", "placement": "topBar", "symbol": "star", "visibilityPriority": {"lowerThan": "a"}}],
         "tabBar": {"items": [{"id": "t", "symbol": "house"}]},
         "presentations": [{"id": "p", "kind": "popover", "size": {"width": 300, "height": 200}, "anchor": "a", "source": "assumed"}],
         "controls": [{"id": "k", "group": "kg", "anchor": "top", "size": {"width": 10, "height": 10}}]}
        """#

    static var appIdentifiers: [(path: [Any], shown: String)] {
        [
            (["name"], "$.name"), (["groups", 0, "id"], "$.groups[0].id"), (["toolbar", 0, "id"], "$.toolbar[0].id"),
            (["toolbar", 0, "group"], "$.toolbar[0].group"),
            (["toolbar", 1, "visibilityPriority", "higherThan"], "$.toolbar[1].visibilityPriority.higherThan"),
            (["toolbar", 2, "visibilityPriority", "lowerThan"], "$.toolbar[2].visibilityPriority.lowerThan"),
            (["tabBar", "items", 0, "id"], "$.tabBar.items[0].id"),
            (["presentations", 0, "id"], "$.presentations[0].id"),
            (["presentations", 0, "anchor"], "$.presentations[0].anchor"), (["controls", 0, "id"], "$.controls[0].id"),
            (["controls", 0, "group"], "$.controls[0].group"),
        ]
    }

    static var deviceIdentifiers: [(path: [Any], shown: String)] {
        [
            (["features", 0, "id"], "$.features[0].id"), (["poses", 0, "name"], "$.poses[0].name"),
        ]
    }

    /// `json` with the string at `path` given `character` in its middle.
    static func laden(_ json: Any, at path: ArraySlice<Any>, with character: Unicode.Scalar) -> Any {
        guard let step = path.first else {
            var text = (json as? String) ?? ""
            text.insert(Character(character), at: text.index(text.startIndex, offsetBy: min(1, text.count)))
            return text + "x"
        }
        if let key = step as? String, var object = json as? [String: Any] {
            object[key] = laden(object[key] as Any, at: path.dropFirst(), with: character)
            return object
        }
        if let index = step as? Int, var array = json as? [Any] {
            array[index] = laden(array[index], at: path.dropFirst(), with: character)
            return array
        }
        return json
    }

    static func refusal(_ decode: (Data) throws -> Void, _ json: Any) -> DataError? {
        do {
            try decode(try JSONSerialization.data(withJSONObject: json))
            return nil
        } catch {
            return error as? DataError
        }
    }

    @Test("Every identifier of an app profile refuses every such character, naming its path")
    func appIdentifiers() throws {
        let base = try JSONSerialization.jsonObject(with: Data(Self.app.utf8))
        _ = try AppProfile.decode(try JSONSerialization.data(withJSONObject: base), file: "app.json")
        for (path, shown) in Self.appIdentifiers {
            for character in Self.refused {
                let error = Self.refusal(
                    { _ = try AppProfile.decode($0, file: "app.json") },
                    Self.laden(base, at: path[...], with: character))
                #expect(error?.location == shown, "\(shown) with U+\(String(character.value, radix: 16))")
                #expect(error?.reason.contains("an id can't hold") == true, "\(error?.reason ?? "decoded")")
                #expect(error.map { !InertRule.needsEscape($0.reason) } == true, "the reason is inert")
            }
        }
    }

    @Test("Every identifier of a device profile refuses every such character, naming its path")
    func deviceIdentifiers() throws {
        let url = repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json")
        let base = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        for (path, shown) in Self.deviceIdentifiers {
            for character in Self.refused {
                let error = Self.refusal(
                    { _ = try DeviceProfile.decode($0, file: "d.json") },
                    Self.laden(base, at: path[...], with: character))
                #expect(error?.location == shown, "\(shown) with U+\(String(character.value, radix: 16))")
                #expect(error?.reason.contains("an id can't hold") == true)
            }
        }
    }

    @Test("Free text (titles, display names, sources) reads with any of them: outputs show it inert")
    func freeTextReads() throws {
        let base = try JSONSerialization.jsonObject(with: Data(Self.app.utf8))
        for character in Self.refused {
            let json = Self.laden(
                Self.laden(base, at: ["toolbar", 0, "title"], with: character), at: ["displayName"], with: character)
            let app = try AppProfile.decode(try JSONSerialization.data(withJSONObject: json), file: "app.json")
            #expect(app.toolbarItems.first?.title.unicodeScalars.contains(character) == true)
        }
    }

    @Test("The rule's table, its test, its escapes and the schema's pattern agree on every code point")
    func ruleAgrees() throws {
        let pattern = try NSRegularExpression(pattern: InertRule.escapedClass)
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let inTable = InertRule.escapedRanges.contains { $0.contains(value) }
            if InertRule.needsEscape(scalar) != inTable { disagreements.append("needsEscape U+\(value)") }
            // The pattern is checked where a regular expression is cheap enough: around the ranges.
            if value < 0x2100 || (0x2060...0x2070).contains(value) {
                let text = "a" + String(scalar)
                let matched = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                if matched != inTable { disagreements.append("pattern U+\(String(value, radix: 16))") }
            }
            let escaped = InertRule.escaped(String(scalar))
            if inTable == (escaped == String(scalar)) { disagreements.append("escaped U+\(value)") }
            if inTable && escaped.unicodeScalars.contains(where: InertRule.needsEscape) {
                disagreements.append("escape form U+\(value)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect(InertIdentifierTests.refused.count == 32 + 1 + 32 + 1 + 2 + 7 + 4)
    }
}
