import Foundation
import PoseEngine
import TestSupport
import Testing

/// The decoders go on past a mistake: one pass finds every one, each at its line and column.
@Suite("Profile errors in one pass")
struct ProfileErrorsTests {
    static func errors(_ text: String) -> [DataError] {
        do {
            _ = try AppProfile.decode(Array(text.utf8), file: "p.json")
        } catch let error as DataError {
            return error.all
        } catch {
            Issue.record("\(error)")
        }
        return []
    }

    @Test("Three mistakes of three kinds: three errors, in the file's order, at the value or the key")
    func three() throws {
        let text = """
            {"name": "three", "source": "assumed: a test",
             "toolbar": [{"id": "a", "symbol": "x", "placement": "sideways"}],
             "controls": [{"id": "a", "anchor": "top", "size": {"width": 10, "height": 10}},
              {"id": "b", "anchor": "top", "size": {"width": 10, "height": 10}, "\\u0063olour": 1}]}
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.location) == ["$.toolbar[0].placement", "$.controls[0].id", "$.controls[1].colour"])
        #expect(errors.map(\.line) == [2, 3, 4])
        #expect(errors[0].column == textPosition(of: "\"sideways\"", in: text).column)
        #expect(errors[1].column == textPosition(of: "\"a\", \"anchor\"", in: text).column)
        // An escaped key is found by what it says, and the column is its key's.
        #expect(errors[2].column == textPosition(of: "\"\\u0063olour\"", in: text).column)
        #expect(errors[2].reason.hasPrefix("unknown key"))
        let thrown = try #require(errors.first)
        #expect(thrown.description.hasPrefix("p.json:2:\(errors[0].column ?? 0): $.toolbar[0].placement: "))
    }

    @Test("Text that isn't JSON is one error: nothing after it can be read")
    func syntax() {
        let errors = Self.errors("{\"name\": \"x\",\n  \"controls\": [1, ]}")
        #expect(errors.count == 1)
        #expect(errors.first?.location == "$" && errors.first?.line == 2)
    }

    @Test("A well-formed profile has none; a device profile given as an app is named as one")
    func kinds() throws {
        #expect(Self.errors(#"{"name": "ok", "source": "assumed", "toolbar": []}"#).isEmpty)
        let device = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        let named = Self.errors(device)
        #expect(named.count == 1)
        #expect(named.first?.reason.hasPrefix("a device profile, not an app profile") == true)
        #expect(named.first?.line == 1 && named.first?.column == 1)
    }

    @Test("A device profile: a pose key the caller refuses is one more error beside the others")
    func poseKeys() throws {
        var text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Profiles/iphone-duo.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"key\": \"3\"", with: "\"key\": \"q\"")
        text = text.replacingOccurrences(of: "\"closedAtMost\": 5", with: "\"closedAtMost\": 500")
        do {
            _ = try DeviceProfile.decode(Array(text.utf8), file: "d.json") { $0 == "q" ? "is taken" : nil }
            Issue.record("read")
        } catch let error as DataError {
            #expect(error.all.map(\.location) == ["$.hinge.closedAtMost", "$.poses[2].key"])
            #expect(error.all.last?.reason == "\"q\" is taken: a pose can't take it")
            #expect(error.all.last?.line == textPosition(of: "\"q\"", in: text).line)
        }
        // Without the rule, only the range.
        #expect(throws: DataError.self) { try DeviceProfile.decode(Array(text.utf8), file: "d.json") }
    }
}
