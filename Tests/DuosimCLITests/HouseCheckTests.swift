import Foundation
import TestSupport
import Testing

/// `.ci/house-check.py` finds what it says it finds: a long function, computed property,
/// subscript, closure, trailing closure and property observer, a script in a Swift string, a long
/// file; and nothing in short ones.
@Suite("The house check")
struct HouseCheckTests {
    /// `lines` lines of body.
    static func body(_ lines: Int, indent: String = "        ") -> String {
        (0..<lines).map { "\(indent)let v\($0) = \($0)" }.joined(separator: "\n")
    }

    static let breaches: [String: String] = [
        "Function": "func f() {\n\(body(60))\n}\n",
        "Computed": "struct A {\n    var big: Int {\n\(body(60))\n        return 1\n    }\n}\n",
        "Subscript": "struct A {\n    subscript(i: Int) -> Int {\n\(body(60))\n        return i\n    }\n}\n",
        "Closure": "let big: () -> Int = {\n\(body(60))\n    return 1\n}\n",
        "Trailing": "let big = [1].map { x in\n\(body(60))\n    return x\n}\n",
        "TrailingBare": "let run = make {\n\(body(60))\n}\n",
        "Observer": "struct A {\n    var x = 0 {\n        didSet {\n\(body(60))\n        }\n    }\n}\n",
        "Script": "let page = \"\"\"\n    <script>\n\(body(11, indent: "    "))\n    </script>\n    \"\"\"\n",
        "Long": (0..<351).map { "let v\($0) = \($0)" }.joined(separator: "\n") + "\n",
    ]

    static let fine: [String: String] = [
        "ShortFunction": "func f() {\n\(body(57))\n}\n",
        "LongType": "struct A {\n" + (0..<70).map { "    var v\($0) = \($0)" }.joined(separator: "\n") + "\n}\n",
        "ShortScript": "let page = \"\"\"\n    <style>\n\(body(10, indent: "    "))\n    </style>\n    \"\"\"\n",
        "Comment": "/// A page up to its `<style>`.\nlet x = 1\n"
            + (0..<20).map { "// line \($0)" }.joined(separator: "\n"),
    ]

    @Test("Each breach is found, at its file, and nothing in the files that keep the rules")
    func findsBreaches() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            return print("skipped: /usr/bin/python3 isn't here, so the house check couldn't run")
        }
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("Sources/X")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in Self.breaches.merging(Self.fine, uniquingKeysWith: { $1 }) {
            try text.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [repositoryRoot.appendingPathComponent(".ci/house-check.py").path, root.path]
        let result = try runToEnd(process, stdin: nil)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        for name in Self.breaches.keys.sorted() {
            #expect(lines.contains { $0.contains("/\(name).swift:") }, "\(name) not found:\n\(result.stdout)")
        }
        for name in Self.fine.keys.sorted() {
            #expect(!lines.contains { $0.contains("/\(name).swift:") }, "\(name) found:\n\(result.stdout)")
        }
        #expect(result.stderr.contains("house-check: \(lines.count) breaches"), "\(result.stderr)")
    }
}
