import Foundation
import TestSupport

// MARK: - Wide and zero-width text (issue 38)

extension FuzzGenerator {
    /// Text a terminal draws wider or narrower than its scalars: CJK, Hangul, kana, fullwidth
    /// Latin, emoji alone, with a skin tone, joined (ZWJ) and as flags, combining marks, Thai,
    /// and the zero-width and format characters (ZWSP, ZWJ, BOM, word joiner, soft hyphen).
    static let wide = [
        "邮件箱子", "받은편지함", "メールボックス", "Ｍａｉｌ", "中文标题很长很长很长", "漢字とかな", "ｶﾀｶﾅ", "👍🏽", "👍🏿 Like",
        "👨‍👩‍👧‍👦", "👩🏽‍💻 Dev", "🏳️‍🌈", "🇫🇷🇯🇵", "🙂", "❤️", "cafe\u{301}", "e\u{301}\u{302}\u{303}", "ภาษาไทย",
        "a\u{200B}b", "\u{FEFF}BOM", "x\u{200D}y", "\u{2060}join", "soft\u{AD}hyphen", "\u{200B}\u{200B}\u{200B}",
        "\u{FE0F}", "\u{1F3FD}", "한\u{1160}", "😀😀😀😀😀😀😀😀😀😀", "Ａ\u{200B}Ｂ\u{FEFF}Ｃ",
    ]

    /// One to three wide pieces, sometimes around plain words.
    mutating func wideWord() -> String {
        let pieces = (0..<(1 + below(3))).map { _ in chance(75) ? pick(Self.wide) : pick(["Inbox", "x", " ", "ok"]) }
        return pieces.joined(separator: chance(50) ? " " : "")
    }

    /// `tree` with every `title` and `displayName` made by `word` (the n-th one for the n-th key met).
    static func retitled(_ tree: Any, _ word: (Int) -> String) -> Any {
        var index = 0
        func replace(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                for key in object.keys.sorted() {
                    guard let member = object[key] else { continue }
                    if key == "title" || key == "displayName", member is String {
                        object[key] = word(index)
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
        return replace(tree)
    }

    static func json(_ tree: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A bundled app whose titles are wide words (sometimes with an escape in them), drawn by
    /// `render` or captured by `record` at a random size; with a twin, the same app with each
    /// word as ASCII letters of its width, which must draw every frame and border in the same
    /// columns (a row of the wrong width moves them).
    mutating func wideTextCase(_ index: Int) -> FuzzTests.Case {
        let words = (0..<40).map { _ in chance(10) ? laden(wideWord()) : wideWord() }
        let hostile = words.contains { TerminalWidth.of($0) == nil }
        let app = pick(apps)
        let files = ["app.json": Self.json(Self.retitled(app) { words[$0 % words.count] })]
        let twin = [
            "app.json": Self.json(
                Self.retitled(app) { String(repeating: "x", count: TerminalWidth.of(words[$0 % words.count]) ?? 0) })
        ]
        let (columns, rows) = pick([(60, 16), (80, 24), (61, 17), (120, 40), (200, 60), (97, 31)])
        let pose = pick(["book", "laptop", "flat", "tent", "closed"])
        let options = (chance(50) ? ["--split"] : []) + (chance(30) ? ["--rtl"] : [])
        var input: FuzzTests.Case
        if chance(60) {
            let arguments = ["render", "--app", "app.json", "--size", "\(columns)x\(rows)", "--pose", pose] + options
            input = FuzzTests.Case(name: "wide text #\(index)", arguments: arguments, files: files, expect: nil)
        } else {
            let keys = (0..<(1 + below(4))).map { _ in
                "\(pick(["Key Right 7", "Key s", "Key Tab", "Key r", "Key PgDn", "Key 3", "Key i", "Key z"]))\nCapture \"c\(below(1000))\""
            }
            let tape =
                "Set Width \(columns)\nSet Height \(rows)\nSet App \"app.json\"\nPose \(pose)\n"
                + keys.joined(separator: "\n") + "\n"
            input = FuzzTests.Case(
                name: "wide text #\(index)", arguments: ["record", "t.tape", "-o", "out"],
                files: files.merging(["t.tape": tape]) { $1 }, expect: nil)
            if !hostile { input.twin = twin.merging(["t.tape": tape]) { $1 } }
        }
        input.picture = [columns, rows]
        if !hostile, input.twin == nil { input.twin = twin }
        return input
    }
}
