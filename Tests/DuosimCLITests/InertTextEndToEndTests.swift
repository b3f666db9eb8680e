import Foundation
import PoseEngine
import TestSupport
import Testing

/// Text from outside, end to end: an app profile whose free text (titles, display names, symbols)
/// holds every character `InertRule` names (C0, DEL, C1, the bidirectional controls, the line
/// separators), a file name holding them, and a profile whose ids hold them. Every output of every
/// command is inert: no such character raw in the terminal's screen, stdout, stderr or any file
/// written (the `.ans` and `.cast` may hold only the escapes duosim writes itself: SGR and cursor
/// moves); the ids are refused at load with 65 and the JSON path.
@Suite("Inert text end to end")
struct InertTextEndToEndTests {
    static let refused: [Unicode.Scalar] = InertRule.escapedRanges.flatMap { range in
        range.compactMap { Unicode.Scalar($0) }
    }

    /// Words that hold the class between them, a few characters each, so every one is in some title.
    static var words: [String] {
        stride(from: 0, to: refused.count, by: 4).map { start in
            "w" + refused[start..<min(start + 4, refused.count)].map { String($0) + "x" }.joined()
        }
    }

    /// The mail sample with every title, display name and symbol laden, in a new folder.
    static func app() throws -> (folder: URL, path: String) {
        let folder = try temporaryFolder()
        let url = repositoryRoot.appendingPathComponent("Profiles/apps/mail.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        var index = 0
        func replace(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                for (key, member) in object {
                    if ["title", "displayName", "symbol"].contains(key), member is String {
                        object[key] = words[index % words.count]
                        index += 1
                    } else {
                        object[key] = replace(member)
                    }
                }
                return object
            }
            if let array = value as? [Any] { return array.map(replace) }
            return value
        }
        json = replace(json) as? [String: Any] ?? json
        let path = folder.appendingPathComponent("laden.json").path
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    /// Each raw character of the class in `text` (after the escapes duosim writes itself when
    /// `ours`: CSI sequences, and the carriage return a cursor move may be), with its neighbours.
    static func raw(_ text: String, ours: Bool = false) -> [String] {
        var text = text
        if ours { text = text.replacing(/\x1B\[[0-9;?]*[@-~]/, with: "").replacing("\r", with: "") }
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.compactMap { index in
            guard InertRule.needsEscape(scalars[index]), scalars[index] != "\n" else { return nil }
            let around = scalars[max(0, index - 12)..<min(scalars.count, index + 12)]
            return
                "U+\(String(scalars[index].value, radix: 16)) in \(String(String.UnicodeScalarView(around)).debugDescription)"
        }
    }

    static func expectInert(_ text: String, ours: Bool = false, _ what: String) {
        let found = raw(text, ours: ours)
        #expect(found.isEmpty, "\(what): \(found.count) raw: \(found.prefix(3))")
    }

    @Test("query, sweep, render in every format, audit in every format, demo: every byte inert")
    func commands() throws {
        let (folder, path) = try Self.app()
        var runs: [([String], Bool)] = [
            (["query", "--app", path], false), (["query", "--app", path, "--vocabulary", "all"], false),
            (["sweep", "--app", path], false), (["sweep", "--app", path, "--json"], false),
            (["render", "--app", path, "--pose", "book", "--split"], false),
            (["render", "--app", path, "--pose", "closed", "--format", "ansi", "--color", "always"], true),
            (["render", "--app", path, "--format", "html"], false),
            (["render", "--app", path, "--format", "svg"], false),
            (["demo", "--app", path, "-o", "-"], false),
        ]
        for format in ["text", "json", "junit", "sarif", "github"] {
            runs.append((["audit", path, "--format", format], false))
        }
        var shown = false
        for (words, ours) in runs {
            let result = try runBinary(words, in: folder)
            #expect(result.status == 0 || (words[0] == "audit" && result.status == 1), "\(words): \(result.stderr)")
            Self.expectInert(result.stdout, ours: ours, "\(words[0]) \(words.dropFirst(3)) stdout")
            Self.expectInert(result.stderr, "\(words[0]) stderr")
            shown = shown || result.stdout.contains("\\u{1B}") || result.stdout.contains("\\u001b")
        }
        #expect(shown, "the laden words show somewhere, in their escape form")
        let query = try runBinary(["query", "--app", path], in: folder)
        #expect((try? JSONSerialization.jsonObject(with: Data(query.stdout.utf8))) != nil, "the JSON stays valid")
    }

    @Test("record: the text, the captures, the .cast's events and header, the page: inert")
    func record() throws {
        let (folder, path) = try Self.app()
        let tape = """
            Output all.txt
            Output session.cast
            Output page.html
            Set Width 100
            Set Height 30
            Set App "\(path)"
            Key Right 3
            Key s
            Capture "one"
            Key Tab
            Screenshot shot.ans
            Screenshot shot.txt
            """
        try tape.write(to: folder.appendingPathComponent("laden.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "laden.tape", "-o", "out", "--color", "always"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        Self.expectInert(result.stdout + result.stderr, "record's report")
        let out = folder.appendingPathComponent("out")
        var files = 0
        for name in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
            guard let text = try? String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            files += 1
            if name.hasSuffix(".cast") {
                for line in text.split(separator: "\n") {
                    let event = try JSONSerialization.jsonObject(with: Data(line.utf8))
                    let data =
                        (event as? [Any])?.last as? String ?? (event as? [String: Any])?["title"] as? String ?? ""
                    Self.expectInert(data, ours: true, "\(name) event")
                }
            }
            Self.expectInert(text, ours: name.hasSuffix(".ans"), name)
        }
        #expect(files >= 5, "the files were read")
    }

    @Test("The live UI: the terminal's screen and its title stay as duosim drew them")
    func live() throws {
        guard TmuxSession.available else {
            print("skipped: tmux is not installed (.ci/run installs it)")
            return
        }
        let (folder, path) = try Self.app()
        let tmux = try TmuxSession(["--app", path, "--no-mouse", "--capture-dir", folder.path], columns: 200, rows: 60)
        let title = try tmux.tmux(["display-message", "-p", "#{pane_title}"])
        for key in ["", "s", "Tab", "3"] {
            if !key.isEmpty { try tmux.send(key) }
            let screen = try tmux.waitFor("q quit")
            Self.expectInert(screen, "the UI after '\(key)'")
        }
        #expect(try tmux.tmux(["display-message", "-p", "#{pane_title}"]) == title, "no title was set")
        try tmux.send("q")
    }

    @Test("Ids holding any of them are refused at load: 65 and the JSON path, in every command that reads one")
    func identifiers() throws {
        let folder = try temporaryFolder()
        let url = repositoryRoot.appendingPathComponent("Profiles/apps/hud.json")
        for (index, scalar) in Self.refused.enumerated() where index % 5 == 0 || scalar.value > 0x7F {
            var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
            var controls = json["controls"] as? [[String: Any]] ?? []
            controls[0]["id"] = "healthBar" + String(scalar) + "X"
            json["controls"] = controls
            try JSONSerialization.data(withJSONObject: json).write(to: folder.appendingPathComponent("evil.json"))
            let command = [
                ["audit", "evil.json"], ["query", "--app", "evil.json"], ["render", "--app", "evil.json"],
            ][
                index % 3]
            let extra = command[0] == "audit" && index % 2 == 1 ? ["--format", "github"] : []
            let result = try runBinary(command + extra, in: folder)
            #expect(result.status == 65, "U+\(String(scalar.value, radix: 16)): \(result.stderr)")
            #expect(result.stderr.contains("$.controls[0].id: an id can't hold"), "\(result.stderr)")
            // With --format github the error is an annotation too, as inert as the message.
            #expect(result.stdout.contains("::error file=evil.json,line=1,") == !extra.isEmpty, "\(result.stdout)")
            #expect(result.stdout.contains("$.controls[0].id: an id can't hold") == !extra.isEmpty)
            Self.expectInert(result.stderr, "the message")
            Self.expectInert(result.stdout, "the annotation")
        }
    }
}
