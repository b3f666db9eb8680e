import Foundation
import TestSupport

// MARK: - FuzzGenerator

/// Deterministic inputs from a seed (SplitMix64).
struct FuzzGenerator {
    var numbers: SplitMix64
    let device: Any
    let apps: [Any]

    init(seed: UInt64) {
        numbers = SplitMix64(seed: seed)
        func load(_ path: String) -> Any {
            let data = (try? Data(contentsOf: repositoryRoot.appendingPathComponent(path))) ?? Data("{}".utf8)
            return (try? JSONSerialization.jsonObject(with: data)) ?? [:]
        }
        device = load("Profiles/iphone-duo.json")
        apps = ["mail", "notes", "reader", "player", "hud", "sketch", "scrubber", "files"].map {
            load("Profiles/apps/\($0).json")
        }
    }

    mutating func random() -> UInt64 { numbers.next() }

    mutating func below(_ n: Int) -> Int { numbers.below(n) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    nonisolated(unsafe) static let extremeNumbers: [Any] = [
        1e308, -1e308, 5e-324, -5e-324, 0, -0.0, -1, 1e-9, 1e9, 1e15, 9_007_199_254_740_993, 0.5, 0.1, 179.99, 180.01,
        1e-300, 65_536, 2_147_483_648,
        1, 13.5, 37, 100, 300, 469, 951, 10_000, 10_000.5,
    ]
    nonisolated(unsafe) static let strangeValues: [Any] = [
        "", "x", "🙂", "automatic", "vertical", true, false, NSNull(), [Any](), [String: Any](), "1e308", "-",
        "邮件箱子", "👍🏽", "👨‍👩‍👧‍👦", "a\u{200B}b", "\u{FEFF}", "\u{1B}[2J", "\u{9B}31m", "\u{202E}txt", "\u{7}",
    ]
    static let words = [
        "1e308", "-1e308", "5e-324", "0", "-1", "nan", "inf", "-inf", "1e-300", "0.1", "180", "181", "127", "", "x",
        "🙂", "99999999999999999999",
        "book", "laptop", "closed", "flat", "tent", "portrait", "landscape", "extend", "clip", "division", "occlusion",
        "mail", "hud", "80x24", "0x0",
        "1000x1000", "1001x5", "3x2", "left", "right", "main", "--", "-o", "--force",
    ]

    mutating func next(index: Int) -> FuzzTests.Case {
        switch below(9) {
        case 0: return deviceCase(index)
        case 1: return appCase(index)
        case 2: return tapeCase(index)
        case 3: return argumentCase(index)
        case 4: return outputNameCase(index)
        case 5: return standardInputCase(index)
        case 6: return waitCase(index)
        case 7: return wideTextCase(index)
        default: return escapeCase(index)
        }
    }

    // MARK: Profiles

    mutating func mutate(_ value: Any, depth: Int = 0) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            let keys = object.keys.sorted()
            let key = pick(keys)
            switch below(24) {
            case 0: object[key] = nil
            case 1: object["unknownKey\(below(9))"] = pick(Self.extremeNumbers)
            case 2: object[key] = pick(Self.strangeValues)
            default: object[key] = mutate(object[key]!, depth: depth + 1)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let position = below(array.count)
            switch below(8) {
            case 0: array.remove(at: position)
            case 1: array.append(array[position])
            default: array[position] = mutate(array[position], depth: depth + 1)
            }
            return array
        }
        if value is NSNumber, !(value is Bool) {
            return chance(85) ? pick(Self.extremeNumbers) : pick(Self.strangeValues)
        }
        return chance(50) ? pick(Self.strangeValues) : pick(Self.extremeNumbers)
    }

    mutating func mutated(_ tree: Any) -> String {
        var value = tree
        for _ in 0..<(1 + below(3)) { value = mutate(value) }
        guard let data = try? JSONSerialization.data(withJSONObject: value) else { return "{" }
        var text = String(decoding: data, as: UTF8.self)
        if chance(3) { text = String(text.prefix(below(text.count))) }  // a file cut short
        return text
    }

    mutating func deviceCase(_ index: Int) -> FuzzTests.Case {
        let commands: [[String]] = [
            ["query"], ["query", "--split", "--include-inactive"], ["render", "--size", "80x24"],
            ["render", "--pose", "laptop", "--app", "mail"],
            ["sweep", "--step", "7", "--json"], ["audit", "hud", "--json"], ["record", "t.tape", "-o", "out"],
        ]
        let command = pick(commands)
        var files = ["device.json": mutated(device)]
        if command[0] == "record" {
            files["t.tape"] = "Set Profile \"device.json\"\nOutput \"a.txt\"\nSweep 0 180 1s\nKey s\nCapture \"c\"\n"
        }
        let arguments = command[0] == "record" ? command : command + ["--profile", "device.json"]
        return FuzzTests.Case(name: "device #\(index)", arguments: arguments, files: files, expect: nil)
    }

    mutating func appCase(_ index: Int) -> FuzzTests.Case {
        let commands: [[String]] = [
            ["query", "--app", "app.json"], ["query", "--app", "app.json", "--split", "--rtl"],
            ["audit", "app.json", "--json"], ["audit", "app.json"],
            ["render", "--app", "app.json", "--pose", pick(["book", "laptop", "closed", "flat", "tent"])],
            ["sweep", "--app", "app.json", "--json", "--step", "10"],
            ["record", "t.tape", "-o", "out"],
        ]
        let command = pick(commands)
        var files = ["app.json": mutated(pick(apps))]
        if command[0] == "record" {
            files["t.tape"] = "Set App \"app.json\"\nOutput \"a.cast\"\nKey s\nSweep 180 0 1s\nCapture \"c.svg\"\n"
        }
        return FuzzTests.Case(name: "app #\(index)", arguments: command, files: files, expect: nil)
    }

    // MARK: Tapes

    mutating func tapeLine() -> String {
        if chance(55) {
            // Mostly valid lines, so replays get far enough to render, capture and write.
            return pick([
                "Key Right \(1 + below(5))", "Key s", "Key r", "Key i", "Key z", "Key Tab", "Key p",
                "Hinge \(below(181))", "Pose \(pick(["book", "laptop", "tent", "flat", "closed"]))",
                "Sweep \(below(181)) \(below(181)) 1s", "Resize \(20 + below(300)) \(5 + below(100))",
                "Capture \"c\(below(9)).\(pick(["txt", "svg", "html", "ans"]))\"",
                "Click \(below(120)) \(below(40))", "Drag \(below(120)) \(below(40)) \(below(120)) \(below(40))",
                "Set App \"\(pick(["mail", "hud", "sketch", "reader"]))\"", "Sleep 2s",
            ])
        }
        let number = pick(Self.words)
        let small = String(below(300))
        switch below(23) {
        case 0: return "Set Width \(pick([number, small, "20", "1000"]))"
        case 1: return "Set Height \(pick([number, small, "5"]))"
        case 2:
            return
                "Output \"\(pick(["a.txt", "./a.txt", "../a.txt", "/tmp/a.txt", "d/a.cast", "a.png", "", "a/../b.txt"]))\""
        case 3: return "Pose \(pick(["book", "laptop", "pretzel", "closed", number]))"
        case 4: return "Hinge \(pick([number, small]))"
        case 5: return pick(["Open", "Close", "Half", "Hide", "Show", "Open 3"])
        case 6:
            return
                "Sweep \(pick([number, small])) \(pick([number, small])) \(pick(["1s", "0s", "500ms", "9999s", "-1s", "x"]))"
        case 7:
            return
                "Key \(pick(["Right", "Left", "s", "r", "i", "z", "p", "Tab", "Shift+Right", "q", "Ctrl+C", "F10", "Nope"])) \(pick(["", "3", "0", "1001", number]))"
        case 8: return "Type \"\(pick(["sr", "q", "zzz", "p", "", "🙂"]))\""
        case 9: return "Click \(pick([number, small])) \(pick([number, small]))"
        case 10: return "Drag \(small) \(below(40)) \(pick([number, small])) \(below(40))"
        case 11: return "Resize \(pick([number, small, "0", "1"])) \(pick([number, small, "1"]))"
        case 12: return "Sleep \(pick(["500ms", "1s", "3601s", "-1", "x", number]))"
        case 13:
            return "Capture \"\(pick(["c", "c.svg", "c.html", "c.ans", "c.pdf", "../c", "", ".hidden", "c.txt"]))\""
        case 14: return "Set TypingSpeed \(pick(["10ms", "0", "x", number]))"
        case 15: return "Set App \"\(pick(["mail", "hud", "nope.json", ""]))\""
        case 16: return "Set Profile \"\(pick(["iphone-duo", "nope", ""]))\""
        case 17: return pick(["# comment", "", "   ", "\"unterminated", "Unknown verb", "key right"])
        case 18:
            return pick([
                "Right@\(pick(["10ms", "x", "-1s"])) \(pick([small, number]))",
                "Wait /\(pick(["127°", "(", "", "Split View"]))/", "Wait+Screen@1s /duosim/",
                "Screenshot \(pick(["x.png", "x.svg", "../x.txt", "x", "d/x.html"]))", "Source \"t.tape\"",
                "Source \"nope.tape\"", "Env NO_COLOR \"1\"",
                "Env LANG \"C\"", "Require \(pick(["sh", "no-such-program"]))", "Set FontSize 14",
                "Ctrl+\(pick(["c", "l", "🙂"]))", "Alt+x 2", "Sleep 1m",
            ])
        default: return pick(["Key Right", "Key s", "Hinge 127", "Pose laptop", "Capture \"x\(below(5))\""])
        }
    }

    mutating func tapeCase(_ index: Int) -> FuzzTests.Case {
        let outputs = chance(50) ? ["Output \"\(pick(["a.txt", "a.cast", "d/a.txt"]))\""] : []
        let lines = outputs + (0..<(1 + below(8))).map { _ in tapeLine() }
        return FuzzTests.Case(
            name: "tape #\(index)", arguments: ["record", "t.tape", "-o", "out"] + (chance(30) ? ["--force"] : []),
            files: ["t.tape": lines.joined(separator: "\n") + "\n"], expect: nil)
    }

    // MARK: Argument lists

    mutating func argumentCase(_ index: Int) -> FuzzTests.Case {
        let commands = [
            "query", "render", "sweep", "audit", "record", "profiles", "bench", "tui", "nope", "--pose", "help", "",
        ]
        var arguments = [pick(commands)]
        let options = [
            "--pose", "--angle", "--orientation", "--split", "--rtl", "--inner-camera", "--live-activity",
            "--include-inactive", "--fixed",
            "--partial-regions", "--kind", "--app", "--profile", "--size", "--format", "--focus", "--zoom", "--from",
            "--to", "--step", "--json",
            "--strict", "--only", "--quick", "-o", "--force", "--ascii", "--bogus",
        ]
        for _ in 0..<below(5) {
            let option = pick(options)
            arguments.append(option)
            if chance(75) { arguments.append(pick(Self.words)) }
        }
        // `bench` without --quick would measure for seconds; `tui` needs a terminal and says so.
        if arguments[0] == "bench" { arguments += ["--quick", "--only", "scene"] }
        return FuzzTests.Case(name: "args #\(index)", arguments: arguments, files: [:], expect: nil)
    }
}
