import Foundation
import PoseEngine
import TestSupport
import Testing

/// Issue 38, strict JSON: a key given twice in one object is refused (65) naming the key, its
/// JSON path and both places, in every profile and at every depth. The documents are written
/// here with a repeated key put in a random object, so the places are known independently.
@Suite("JSON: a key appears once")
struct RepeatedKeyTests {
    /// Writes JSON text, noting where each key starts (its quote) as a byte offset.
    struct Writer {
        var text: [UInt8] = []
        var keyOffsets: [String: [Int]] = [:]  // "path\tkey" → offsets

        mutating func emit(_ value: Any, path: String, indent: Int, repeat target: (path: String, key: String)?) {
            let pad = String(repeating: "  ", count: indent)
            if let object = value as? [String: Any] {
                var keys = object.keys.sorted()
                if let target, target.path == path, let at = keys.firstIndex(of: target.key) {
                    keys.insert(target.key, at: at + 1 + (keys.count - at - 1) / 2)
                }
                append("{\n")
                for (index, key) in keys.enumerated() {
                    append(pad + "  ")
                    keyOffsets["\(path)\t\(key)", default: []].append(text.count)
                    append(Self.quoted(key) + ": ")
                    emit(object[key] as Any, path: Self.child(path, key), indent: indent + 1, repeat: target)
                    append(index == keys.count - 1 ? "\n" : ",\n")
                }
                append(pad + "}")
            } else if let array = value as? [Any] {
                append("[\n")
                for (index, element) in array.enumerated() {
                    append(pad + "  ")
                    emit(element, path: "\(path)[\(index)]", indent: indent + 1, repeat: target)
                    append(index == array.count - 1 ? "\n" : ",\n")
                }
                append(pad + "]")
            } else {
                let data = try? JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed])
                append(String(decoding: (data ?? Data("[null]".utf8)).dropFirst().dropLast(), as: UTF8.self))
            }
        }

        mutating func append(_ string: String) { text += Array(string.utf8) }

        static func quoted(_ key: String) -> String {
            let data = (try? JSONSerialization.data(withJSONObject: [key], options: [.fragmentsAllowed])) ?? Data()
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }

        /// A path as messages write it: `.key` for a plain name, `["key"]` otherwise.
        static func child(_ path: String, _ key: String) -> String {
            let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            return plain ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
        }

        /// `line L, column C` of a byte offset: columns count characters (UTF-8 lead bytes).
        func place(_ offset: Int) -> String {
            let before = text[..<offset]
            let line = before.filter { $0 == 0x0A }.count + 1
            let start = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = text[start..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            return "line \(line), column \(column)"
        }
    }

    /// Every object in `value` with its path and its keys (not the ignored `$` ones).
    static func objects(_ value: Any, path: String = "$") -> [(path: String, keys: [String])] {
        if let object = value as? [String: Any] {
            let keys = object.keys.filter { !$0.hasPrefix("$") }.sorted()
            return [(path, keys)] + keys.flatMap { objects(object[$0] as Any, path: Writer.child(path, $0)) }
        }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { objects($1, path: "\(path)[\($0)]") }
        }
        return []
    }

    /// The bundled profiles, each with the decoder that reads it.
    static let profiles: [(String, @Sendable (Data, String) throws -> Void)] = [
        ("Profiles/iphone-duo.json", { _ = try DeviceProfile.decode($0, file: $1) }),
        ("Profiles/apps/mail.json", { _ = try AppProfile.decode($0, file: $1) }),
        ("Profiles/apps/files.json", { _ = try AppProfile.decode($0, file: $1) }),
        ("Profiles/apps/hud.json", { _ = try AppProfile.decode($0, file: $1) }),
    ]

    @Test(
        "A key given twice in any object of any profile is 65 naming the key, its path and both places",
        arguments: 0..<4)
    func anyObjectOfAnyProfile(profile: Int) throws {
        let (file, decode) = Self.profiles[profile]
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(file))
        let tree = try JSONSerialization.jsonObject(with: data)
        var clean = Writer()
        clean.emit(tree, path: "$", indent: 0, repeat: nil)
        try decode(Data(clean.text), file)  // written back without a repeat, it reads
        var generator = SeededGenerator(seed: UInt64(38 + profile))
        let objects = Self.objects(tree).filter { !$0.keys.isEmpty }
        #expect(objects.count > 3)
        for _ in 0..<40 {
            let object = objects.randomElement(using: &generator)!
            let key = object.keys.randomElement(using: &generator)!
            var writer = Writer()
            writer.emit(tree, path: "$", indent: 0, repeat: (object.path, key))
            let offsets = writer.keyOffsets["\(object.path)\t\(key)"] ?? []
            try #require(offsets.count == 2)
            let error = try #require(throws: DataError.self) { try decode(Data(writer.text), file) }
            #expect(error.location == Writer.child(object.path, key), "\(error)")
            #expect(
                error.reason.hasPrefix(
                    "the key \"\(key)\" is given twice (\(writer.place(offsets[0])) and \(writer.place(offsets[1])))"),
                "\(error)")
        }
    }

    @Test("Any key, at any depth in arrays and objects: the path writes it as the other messages do")
    func anyKeyAnyDepth() throws {
        var generator = SeededGenerator(seed: 3838)
        let names = ["a", "id", "two words", "ünï", "漢字", "quote\"d", "x_1", "", "tab\there"]
        for _ in 0..<200 {
            // A chain of objects and arrays, the repeat in the innermost object.
            var path = "$"
            var steps: [Any] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                if Bool.random(using: &generator) {
                    let key = names.randomElement(using: &generator)!
                    steps.append(key)
                    path = Writer.child(path, key)
                } else {
                    let index = Int.random(in: 0...2, using: &generator)
                    steps.append(index)
                    path += "[\(index)]"
                }
            }
            let key = names.randomElement(using: &generator)!
            var value: Any = [key: 1, "other": [1, 2]] as [String: Any]
            for step in steps.reversed() {
                if let key = step as? String {
                    value = [key: value, "z": true] as [String: Any]
                } else if let index = step as? Int {
                    value = Array(repeating: "pad" as Any, count: index) + [value]
                }
            }
            var writer = Writer()
            writer.emit(value, path: "$", indent: 0, repeat: (path, key))
            let offsets = try #require(writer.keyOffsets["\(path)\t\(key)"])
            try #require(offsets.count == 2, "\(path) \(key)")
            let error = try #require(throws: DataError.self) { _ = try JSONNode.parse(writer.text, file: "x.json") }
            #expect(error.location == Writer.child(path, key))
            #expect(error.reason.contains("(\(writer.place(offsets[0])) and \(writer.place(offsets[1])))"), "\(error)")
        }
    }

    @Test("Keys starting with $ are ignored anywhere, so they may repeat; the same text without a repeat reads")
    func dollarKeysRepeat() throws {
        let text = #"{"$comment": "one", "a": {"$comment": "x", "$comment": "y", "b": 1}, "$comment": "two"}"#
        let node = try JSONNode.parse(Array(text.utf8), file: "x.json")
        #expect(node.isObject)
    }
}

/// A seeded generator (SplitMix64): the same documents every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
