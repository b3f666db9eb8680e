import Foundation
import PoseEngine
import TestSupport
import Testing

/// duosim reads JSON with its own parser (no Foundation in the binary). It must read what Foundation
/// reads, the same way, and refuse what isn't JSON with a line and a column.
@Suite("JSON parser")
struct JSONParserTests {
    /// A parsed value as canonical text, so duosim's reader and Foundation's can be compared: `b:` a
    /// boolean, `n:` a number, `s:` a string, `null`, arrays in order and objects by sorted key.
    static func canonical(_ value: Any) -> String {
        if value is JSONNull || value is NSNull { return "null" }
        if type(of: value) == Bool.self { return "b:\(value as! Bool)" }
        if type(of: value) == Double.self { return "n:\(value as! Double)" }
        if let number = value as? NSNumber {
            // Foundation's numbers: a boolean is an NSNumber whose type's name says so.
            let isBool = String(describing: type(of: number)).contains("Bool")
            return isBool ? "b:\(number.boolValue)" : "n:\(number.doubleValue)"
        }
        if let string = value as? String { return "s:\(string)" }
        if let array = value as? [Any] { return "[" + array.map(canonical).joined(separator: ",") + "]" }
        if let object = value as? [String: Any] {
            return "{" + object.keys.sorted().map { "\($0)=\(canonical(object[$0]!))" }.joined(separator: ",") + "}"
        }
        return "unknown \(type(of: value))"
    }

    @Test("Every profile in the repository reads as Foundation reads it")
    func profilesMatchFoundation() throws {
        let folders = ["Profiles", "Profiles/apps"]
        var checked = 0
        for folder in folders {
            let url = repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".json") {
                let data = try Data(contentsOf: url.appendingPathComponent(name))
                let ours = try JSONNode.parse(data, file: name).value
                let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                #expect(Self.canonical(ours) == Self.canonical(theirs), "\(folder)/\(name)")
                checked += 1
            }
        }
        #expect(checked >= 8)
    }

    @Test(
        "Scalars, escapes and surrogate pairs",
        arguments: [
            (#"  "plain"  "#, "plain" as any Sendable),
            (#""tab\tquote\"slash\/back\\""#, "tab\tquote\"slash/back\\"),
            (#""\u00e9\u4e2d\ud83d\ude00""#, "é中😀"),
            (#""naïve ✖""#, "naïve ✖"),
            ("-12.5e2", -1250.0),
            ("0", 0.0),
            ("1E-3", 0.001),
            ("true", true),
            ("false", false),
        ])
    func scalars(text: String, expected: any Sendable) throws {
        let value = try JSONNode.parse(Array(text.utf8), file: "x.json").value
        #expect(Self.canonical(value) == Self.canonical(expected))
        if expected is Bool { #expect(value is Bool) } else { #expect(!(value is Bool)) }
    }

    @Test("Objects and arrays keep every member; null is JSONNull; booleans aren't numbers")
    func containers() throws {
        let node = try JSONNode.parse(Array(#"{"a": [1, {"b": null}], "c": {}, "d": [], "e": true}"#.utf8), file: "x")
        let object = try node.object()
        #expect(object.keys.sorted() == ["a", "c", "d", "e"])
        #expect(try node.optionalMember("e")?.bool() == true)
        #expect(throws: DataError.self) { try node.member("e").number() }
        let nested = try node.member("a").array()
        #expect(try nested[0].number() == 1)
        #expect(try nested[1].optionalMember("b") == nil)
        #expect(try nested[1].member("b").value is JSONNull)
    }

    @Test(
        "Not JSON: a reason, a line and a column",
        arguments: [
            ("{\"a\": [1, 2,, 3]}", "unexpected \",\" (line 1, column 13)"),
            ("{\n  \"name\": \"x\\q\"\n}", "unknown escape \"\\q\" (line 2, column 13)"),
            ("[[[[", "unexpected end of input (line 1, column 5)"),
            ("", "unexpected end of input (line 1, column 1)"),
            ("{\"a\": 1} x", "unexpected text after the JSON value (line 1, column 10)"),
            ("{\"a\": 01}", "a number can't start with 0 (line 1, column 8)"),
            ("{\"a\" 1}", "expected \":\" after a key (line 1, column 6)"),
            ("{a: 1}", "expected a key in quotes (line 1, column 2)"),
            ("[1 2]", "expected \",\" or \"]\" in an array (line 1, column 4)"),
            ("\"open", "unterminated string (line 1, column 1)"),
            ("\"a\nb\"", "a control character inside a string must be escaped (line 1, column 3)"),
            ("\"\\ud800\"", "a lone surrogate in \\u escape (line 1, column 2)"),
            ("\"\\u12\"", "expected four hex digits after \\u (line 1, column 6)"),
            ("-", "expected a digit (line 1, column 2)"),
            ("1.", "expected a digit after \".\" (line 1, column 3)"),
            ("nul", "unexpected \"n\" (line 1, column 1)"),
            ("é", "unexpected byte 0xC3 (line 1, column 1)"),
        ])
    func errors(text: String, reason: String) {
        #expect {
            _ = try JSONNode.parse(Array(text.utf8), file: "bad.json")
        } throws: { error in
            guard let error = error as? DataError else { return false }
            return error.location == "$" && error.reason == "not valid JSON (\(reason))"
        }
    }

    @Test("Invalid UTF-8 and absurd nesting are refused, not crashed on")
    func hostileInput() {
        #expect(throws: DataError.self) { try JSONNode.parse([0x22, 0xFF, 0xFE, 0x22], file: "x") }
        let deep =
            Array(repeating: UInt8(ascii: "["), count: 100_000) + Array(repeating: UInt8(ascii: "]"), count: 100_000)
        #expect {
            _ = try JSONNode.parse(deep, file: "deep.json")
        } throws: { error in
            (error as? DataError)?.reason.contains("nested deeper than 32 levels") == true
        }
        let over = Array(repeating: UInt8(ascii: "["), count: 33) + Array(repeating: UInt8(ascii: "]"), count: 33)
        #expect(throws: DataError.self) { try JSONNode.parse(over, file: "over.json") }
        let fine = Array(repeating: UInt8(ascii: "["), count: 32) + Array(repeating: UInt8(ascii: "]"), count: 32)
        #expect(throws: Never.self) { try JSONNode.parse(fine, file: "ok.json") }
    }

    /// What a thread found, read once the thread has signalled (the semaphore orders the two).
    final class Outcome: @unchecked Sendable { var words = "not run" }

    @Test("A file at the depth limit (32) reads on a thread with the smallest stack it may get (512 KiB)")
    func smallStack() {
        // 16 objects each holding an array: 32 levels.
        let text = String(repeating: #"{"a":["#, count: 16) + "1" + String(repeating: "]}", count: 16)
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let thread = Thread {
            do {
                _ = try JSONNode.parse(Array(text.utf8), file: "deep.json")
                outcome.words = "read"
            } catch {
                outcome.words = "\(error)"
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.words == "read")
    }

    @Test(
        "A string is read when its bytes are valid UTF-8 and refused otherwise, as Foundation decides, escaped or not")
    func utf8Validity() throws {
        // Overlong, surrogate, truncated and out-of-range sequences, and valid ones of every length.
        let samples: [[UInt8]] = [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xF0, 0x9F, 0x98],
            [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xC3, 0xA9], [0xEF, 0xBF, 0xBD], [0x61, 0xFF, 0x62],
        ]
        var generator = SystemRandomNumberGenerator()
        var random: [[UInt8]] = []
        for _ in 0..<500 {
            // Bytes that need no JSON escape: printable ASCII but quote and backslash, and any byte ≥ 0x80.
            let pool = (0x20...0xFF).map(UInt8.init).filter { $0 != 0x22 && $0 != 0x5C && $0 != 0x7F }
            random.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pool.randomElement()! })
        }
        for bytes in samples + random {
            let valid = String(data: Data(bytes), encoding: .utf8) != nil
            for document in [[0x22] + bytes + [0x22], [0x22, 0x5C, 0x6E] + bytes + [0x22]] {
                let read = try? JSONNode.parse(document, file: "s.json").string()
                #expect((read != nil) == valid, "\(bytes)")
                if valid, let read { #expect(Array(read.utf8).suffix(bytes.count) == bytes[...], "\(bytes)") }
            }
        }
    }

    @Test("A UTF-8 byte order mark is skipped")
    func byteOrderMark() throws {
        let value = try JSONNode.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "x").array()
        #expect(try value.first?.number() == 1)
    }
}
