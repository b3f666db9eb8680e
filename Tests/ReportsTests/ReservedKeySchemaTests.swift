import Foundation
import PoseEngine
import Reports
import Simulator
import TestSupport
import Testing

/// A pose's `key` the terminal UI keeps for itself is refused by the device schema (from the UI's
/// own table) and by duosim, naming the same field; a free key passes both.
@Suite("Reserved keys in the schema")
struct ReservedKeySchemaTests {
    static let schema = repositoryRoot.appendingPathComponent("Schemas/device-profile.schema.json")

    /// The bundled device profile with its third pose's key set to `key`.
    static func profile(key: String) throws -> String {
        let text = try #require(EmbeddedProfiles.devices.first { $0.name == "iphone-duo" }?.json)
        let escaped = key.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }
        return text.replacingOccurrences(of: "\"key\": \"3\"", with: "\"key\": \"\(escaped.joined())\"")
    }

    /// Every key the UI keeps, and control characters (Ctrl-C, ESC, DEL): what `reservedReason` refuses.
    static let refused = KeyMap.reservedKeyList + ["\u{3}", "\u{1B}", "\u{7F}"]

    @Test("The schema lists every key of the UI's table, and the UI's table is what the binary refuses")
    func theListIsTheTable() throws {
        #expect(KeyMap.reservedKeyList.count >= 20)
        let text = try String(contentsOf: Self.schema, encoding: .utf8)
        for key in KeyMap.reservedKeyList {
            #expect(text.contains("\"\(key)\""), "\(key)")
        }
        for key in Self.refused {
            #expect(KeyMap.reservedReason(Character(key)) != nil, "\(key.debugDescription)")
        }
        #expect(KeyMap.reservedReason("7") == nil)
    }

    @Test(
        "Every reserved key: jsonschema and duosim refuse it at $.poses[2].key; a free key passes both",
        .enabled(if: JSONSchemaValidator.available, "needs Python's jsonschema: python3 -m pip install jsonschema"))
    func refusedByBoth() throws {
        let documents = try (Self.refused + ["7"]).map { try Self.profile(key: $0) }
        let results = try JSONSchemaValidator.validate(documents, schema: Self.schema)
        for (key, (document, result)) in zip(Self.refused + ["7"], zip(documents, results)) {
            let decoded = Result {
                try DeviceProfile.decode(Array(document.utf8), file: "k.json", poseKeys: KeyMap.reservedReason)
            }
            guard key != "7" else {
                #expect(result == nil, "\(result?.message ?? "")")
                #expect(throws: Never.self) { try decoded.get() }
                continue
            }
            #expect(result?.path == "$.poses[2].key", "\(key.debugDescription): \(result?.message ?? "taken")")
            switch decoded {
            case .failure(let error as DataError):
                #expect(error.all.map(\.location) == ["$.poses[2].key"], "\(key.debugDescription)")
            default:
                Issue.record("\(key.debugDescription): duosim read it")
            }
        }
    }

    @Test("Each schema in Schemas/ has an $id that names it wherever the file is")
    func ids() throws {
        let folder = repositoryRoot.appendingPathComponent("Schemas")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".schema.json")
        }
        #expect(files.count >= 7)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let name = file.replacingOccurrences(of: ".schema.json", with: "")
            #expect(json?["$id"] as? String == "urn:duosim:schema:\(name)", "\(file)")
        }
    }
}
