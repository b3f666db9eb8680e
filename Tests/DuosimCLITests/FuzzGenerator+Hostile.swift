import Foundation
import TestSupport

// MARK: - Hostile inputs (issue 30)

extension FuzzGenerator {
    /// Text that a terminal would act on, or that could split a line or mislead a reader.
    static let escapes = [
        "\u{1B}]0;pwned\u{7}", "\u{1B}]52;c;cHduZWQ=\u{7}", "\u{1B}[2J\u{1B}[H", "\u{1B}[31m", "\u{9B}6n", "\r\u{1B}[K",
        "\u{202E}txt.exe", "\u{7}", "\u{8}\u{8}", "\u{0}", "\u{7F}", "\u{2028}", "\u{85}", "\u{1B}P+q\u{1B}\\", "\t",
        "\u{2067}lbl\u{2069}", "\u{200F}", "\u{61C}", "\u{1B}]8;;http://x\u{1B}\\link", "\u{9D}2;t\u{9C}", "\u{2029}",
    ]

    /// An escape put somewhere in `text`.
    mutating func laden(_ text: String) -> String {
        let escape = pick(Self.escapes)
        let position = below(text.count + 1)
        var result = text
        result.insert(contentsOf: escape, at: result.index(result.startIndex, offsetBy: position))
        return result
    }

    /// Output and capture names: control characters, names that fit only when staged well,
    /// names that climb, names of what is already there.
    static let names = [
        "a.txt", "a\u{0}b.txt", "a\u{1B}[2Jb.txt", "a\tb.txt", "a\u{7}.cast",
        String(repeating: "漢", count: 80) + ".txt",
        String(repeating: "x", count: 251) + ".txt", String(repeating: "x", count: 300) + ".txt", "-", ".", "..",
        "../x.txt", "a/../../x.txt", "/tmp/x.txt", "x.txt/", ".hidden.txt", "d/e/f/g.txt", "link/a.txt", "dangling.txt",
        "file.txt", "file.txt/x.txt", "t.tape", "sub", "é/ü.txt", "\u{202E}txt.cast", "a b.html", "a.svg", "a.ans",
    ]

    /// What the folder holds before the run, for names to meet: a tape, a file, a folder, symlinks.
    static let surroundings: [String: String] = ["file.txt": "old", "sub/keep.txt": "keep"]
    static let links = [
        "link": "sub", "dangling.txt": "nowhere/x", "out/link": "../sub", "out/dangling.txt": "nowhere",
    ]

    mutating func outputNameCase(_ index: Int) -> FuzzTests.Case {
        let name = pick(Self.names)
        var files = Self.surroundings
        let arguments: [String]
        switch below(4) {
        case 0:
            // The command line can't carry a NUL.
            arguments =
                ["render", "-o", name.replacingOccurrences(of: "\u{0}", with: "")] + (chance(40) ? ["--force"] : [])
        case 1:
            files["t.tape"] = "Output \"\(name)\"\nKey Right\n"
            arguments =
                ["record", "t.tape", "-o", pick(["out", ".", "file.txt", "sub"])] + (chance(40) ? ["--force"] : [])
        case 2:
            files["t.tape"] = "Key Right\nScreenshot \"\(name)\"\n"
            arguments = ["record", "t.tape", "-o", "out"] + (chance(40) ? ["--force"] : [])
        default:
            files["t.tape"] = "Key Right\nCapture \"\(name)\"\n"
            arguments = ["record", "t.tape", "-o", "out"]
        }
        return FuzzTests.Case(
            name: "output name #\(index)", arguments: arguments, files: files, expect: nil, links: Self.links)
    }

    mutating func standardInputCase(_ index: Int) -> FuzzTests.Case {
        let outputs = chance(60) ? ["Output \"\(pick(["a.txt", "a.cast", "a.html", "d/a.txt"]))\""] : []
        var lines = outputs + (0..<(1 + below(8))).map { _ in tapeLine() }
        if chance(20) { lines[below(lines.count)] = laden(lines[below(lines.count)]) }
        let arguments = chance(50) ? ["record", "-", "--stdout"] : ["record", "-", "-o", "out"]
        return FuzzTests.Case(
            name: "stdin tape #\(index)", arguments: arguments + (chance(20) ? ["--validate"] : []), files: [:],
            expect: nil, stdin: lines.joined(separator: "\n") + "\n")
    }

    /// Patterns that backtrack exponentially in a backtracking engine, and odd or broken ones.
    static let patterns = [
        "(a+)+$", "(.*)*x", "(\\w+\\s?)+$", "(a|aa)+$", "((a*)*)*b", "(.+)+\\d", "([ -~]+)+\u{1}", "(x+x+)+y",
        "x{1000}", "x{1,100000}", "[", "(", "\\", ")", "(?<=a)b", "(a)\\1", "(?P<n>x)", "\\p{L}+", ".*.*.*.*.*=.*",
        "127°", "^ duosim", "(?i)BOOK", "partiallyOpen", "", "[^\\x00-\\x7F]+", "(?s).*", "a**", "a{2,1}", "\\C",
    ]

    mutating func waitCase(_ index: Int) -> FuzzTests.Case {
        var pattern = pick(Self.patterns)
        if chance(30) { pattern = pick(Self.patterns) + pick(Self.patterns) }
        if chance(10) { pattern = laden(pattern) }
        let verb = pick(["Wait", "Wait+Screen", "Wait+Line", "Wait+Screen@1s", "Wait@100ms"])
        let size = pick(["", "Set Width 1200\nSet Height 800\n", "Set Width 300\nSet Height 90\n"])
        let tape = "\(size)Output \"a.txt\"\nKey Right\n\(verb) /\(pattern)/\nCapture \"c\"\n"
        return FuzzTests.Case(
            name: "wait #\(index)", arguments: ["record", "t.tape", "-o", "out"], files: ["t.tape": tape], expect: nil)
    }

    mutating func escapeCase(_ index: Int) -> FuzzTests.Case {
        let word = laden(pick(["book", "mail", "x", "120x40", "iphone-duo", "a.txt", "apple", ""]))
        switch below(5) {
        case 4:
            return ladenTextCase(index, word)
        case 0:
            let option = pick(["--pose", "--profile", "--app", "--size", "--vocabulary", "--orientation", "--angle"])
            return FuzzTests.Case(
                name: "escape #\(index)", arguments: [pick(["query", "render", "sweep"]), option, word], files: [:],
                expect: nil)
        case 1:
            return FuzzTests.Case(name: "escape #\(index)", arguments: [word], files: [:], expect: nil)
        case 2:
            let line = pick([
                "Pose \(word)", "Set Theme \"\(word)\"", "Type \"\(word)\"", "Env \(word) \"1\"", "Require \(word)",
                "Set Profile \"\(word)\"", "\(word)", "Key \(word)", "Source \"\(word)\"",
            ])
            return FuzzTests.Case(
                name: "escape #\(index)", arguments: ["record", "t.tape", "-o", "out"],
                files: ["t.tape": "Output \"a.txt\"\n\(line)\nKey Right\n"], expect: nil)
        default:
            let escaped = word.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
            let app =
                #"{"name": "\#(escaped)", "source": "\#(escaped)", "controls": [{"id": "\#(escaped)", "anchor": "nowhere"}]}"#
            let command = pick([
                ["query", "--app", "app.json"], ["render", "--app", "app.json"], ["audit", "app.json"],
            ])
            return FuzzTests.Case(name: "escape #\(index)", arguments: command, files: ["app.json": app], expect: nil)
        }
    }

    /// An app whose ids are plain and whose free text (display name, a title, a symbol) holds
    /// `word`: it reads, and every output must show it inert.
    mutating func ladenTextCase(_ index: Int, _ word: String) -> FuzzTests.Case {
        let escaped = word.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
        let app =
            #"{"name": "x", "displayName": "\#(escaped)", "source": "assumed", "toolbar": [{"id": "a", "title": "\#(escaped)", "symbol": "\#(escaped)", "placement": "topBar"}], "controls": [{"id": "c", "anchor": "top", "size": {"width": 10, "height": 10}}]}"#
        let tape =
            "Output \"a.txt\"\nOutput \"a.cast\"\nOutput \"a.html\"\nSet App \"app.json\"\nKey Right\nScreenshot \"s.ans\"\n"
        let command = pick([
            ["query", "--app", "app.json"], ["render", "--app", "app.json"], ["audit", "app.json"],
            ["audit", "app.json", "--format", pick(["github", "junit", "sarif", "json"])],
            ["sweep", "--app", "app.json"],
            ["render", "--app", "app.json", "--format", pick(["ansi", "html", "svg"])],
            ["demo", "--app", "app.json", "--size", "80x24", "-o", "page.html"], ["record", "t.tape", "-o", "out"],
        ])
        return FuzzTests.Case(
            name: "laden text #\(index)", arguments: command, files: ["app.json": app, "t.tape": tape], expect: nil)
    }
}
