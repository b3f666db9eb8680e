import Foundation
import TestSupport
import Testing

/// PoseEngine builds for the Apple minimums Package.swift declares. This machine compiles for
/// Linux only, where the compiler ignores Apple availability, so the check is a list: the
/// standard-library APIs newer than some minimum a team may still ship to, each with the
/// versions it needs. A source of PoseEngine using one above the declared minimums fails here;
/// each version in the list is checked against the toolchain's own `@available` where the
/// toolchain's interface files are present.
@Suite("Apple platforms: nothing newer than the declared minimums")
struct AvailabilityTests {
    /// A version as `@available` and `.v16` write it.
    struct Version: Comparable, CustomStringConvertible {
        var major: Int
        var minor = 0
        static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        var description: String { "\(major).\(minor)" }
    }

    /// An API that needs at least `macOS` and `iOS`: how a source uses it (`use`, a regular
    /// expression over code without comments or strings), and where its toolchain declares it.
    struct Gated {
        var api: String
        var use: String
        var macOS: Version
        var iOS: Version
        var module: String
        var declaration: String
    }

    /// The maintained list. Add an API here when PoseEngine might reach for it.
    static let gated: [Gated] = [
        Gated(
            api: "import Synchronization", use: #"\bimport\s+Synchronization\b"#, macOS: .init(major: 15),
            iOS: .init(major: 18), module: "Synchronization", declaration: "public struct Mutex<"),
        Gated(
            api: "Mutex", use: #"\bMutex\b"#, macOS: .init(major: 15), iOS: .init(major: 18),
            module: "Synchronization", declaration: "public struct Mutex<"),
        Gated(
            api: "Atomic", use: #"\bAtomic\b"#, macOS: .init(major: 15), iOS: .init(major: 18),
            module: "Synchronization", declaration: "public struct Atomic<"),
        Gated(
            api: "String(validating:as:)", use: #"String\s*\(\s*validating\s*:"#, macOS: .init(major: 15),
            iOS: .init(major: 18), module: "Swift",
            declaration: "init?<Encoding>(validating codeUnits: some Sequence<Encoding.CodeUnit>"),
        Gated(
            api: "Int128, UInt128", use: #"\bU?Int128\b"#, macOS: .init(major: 15), iOS: .init(major: 18),
            module: "Swift", declaration: "public struct Int128 "),
        Gated(
            api: "RangeSet", use: #"\bRangeSet\b"#, macOS: .init(major: 15), iOS: .init(major: 18), module: "Swift",
            declaration: "public struct RangeSet<"),
        Gated(
            api: "withTaskExecutorPreference", use: #"\bwithTaskExecutorPreference\b"#, macOS: .init(major: 15),
            iOS: .init(major: 18), module: "_Concurrency", declaration: "public func withTaskExecutorPreference<"),
        Gated(
            api: "InlineArray", use: #"\bInlineArray\b|\[\d+\s+of\s+"#, macOS: .init(major: 26),
            iOS: .init(major: 26), module: "Swift", declaration: "public struct InlineArray<"),
        Gated(
            api: "UTF8Span", use: #"\bUTF8Span\b|\.utf8Span\b"#, macOS: .init(major: 26), iOS: .init(major: 26),
            module: "Swift", declaration: "public struct UTF8Span "),
        Gated(
            api: "Observation", use: #"\bimport\s+Observation\b|@Observable\b|\bwithObservationTracking\b"#,
            macOS: .init(major: 14), iOS: .init(major: 17), module: "Observation",
            declaration: "public func withObservationTracking<"),
        Gated(
            api: "withDiscardingTaskGroup", use: #"\bwith(Throwing)?DiscardingTaskGroup\b"#, macOS: .init(major: 14),
            iOS: .init(major: 17), module: "_Concurrency", declaration: "public func withDiscardingTaskGroup<"),
        Gated(
            api: "Duration", use: #"\bDuration\b"#, macOS: .init(major: 13), iOS: .init(major: 16), module: "Swift",
            declaration: "public struct Duration "),
        Gated(
            api: "ContinuousClock", use: #"\bContinuousClock\b"#, macOS: .init(major: 13), iOS: .init(major: 16),
            module: "_Concurrency", declaration: "public struct ContinuousClock "),
        Gated(
            api: "SuspendingClock", use: #"\bSuspendingClock\b"#, macOS: .init(major: 13), iOS: .init(major: 16),
            module: "_Concurrency", declaration: "public struct SuspendingClock "),
        Gated(
            api: "Regex", use: #"\bRegex\b|#/"#, macOS: .init(major: 13), iOS: .init(major: 16),
            module: "_StringProcessing", declaration: "public struct Regex<"),
    ]

    /// The minimums `platforms:` declares in Package.swift, by platform (`iOS`, `macOS`).
    static func declaredMinimums() throws -> [String: Version] {
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var found: [String: Version] = [:]
        for match in manifest.matches(of: #/\.(iOS|macOS)\(\.v(\d+)(?:_(\d+))?\)/#) {
            found[String(match.1)] = Version(major: Int(match.2) ?? 0, minor: match.3.flatMap { Int($0) } ?? 0)
        }
        return found
    }

    /// `source` without comments and without the contents of string literals.
    static func code(_ source: String) -> String {
        var out = ""
        var inLine = false, inBlock = false, inString = false, inMultiline = false
        let chars = Array(source)
        var index = 0
        func at(_ text: String) -> Bool { chars[index...].starts(with: text) }
        while index < chars.count {
            let c = chars[index]
            if inLine {
                if c == "\n" {
                    inLine = false
                    out.append(c)
                }
            } else if inBlock {
                if at("*/") {
                    inBlock = false
                    index += 1
                }
            } else if inMultiline {
                if at("\"\"\"") {
                    inMultiline = false
                    index += 2
                }
            } else if inString {
                if c == "\\" { index += 1 } else if c == "\"" || c == "\n" { inString = false }
            } else if at("//") {
                inLine = true
            } else if at("/*") {
                inBlock = true
            } else if at("\"\"\"") {
                inMultiline = true
                index += 2
            } else if c == "\"" {
                inString = true
            } else {
                out.append(c)
            }
            index += 1
        }
        return out
    }

    /// The gated APIs `code` uses above `minimums`, as `API (needs macOS X, iOS Y)`.
    static func breaches(in code: String, minimums: [String: Version]) throws -> [String] {
        var found: [String] = []
        for entry in gated where try Regex(entry.use).firstMatch(in: code) != nil {
            let macOS = minimums["macOS"] ?? Version(major: 0), iOS = minimums["iOS"] ?? Version(major: 0)
            if entry.macOS > macOS || entry.iOS > iOS {
                found.append("\(entry.api) (needs macOS \(entry.macOS), iOS \(entry.iOS))")
            }
        }
        return found
    }

    @Test("Package.swift declares iOS and macOS minimums")
    func declared() throws {
        let minimums = try Self.declaredMinimums()
        #expect(minimums["iOS"] != nil && minimums["macOS"] != nil, "platforms: \(minimums)")
    }

    @Test(
        "No source of the library products uses an API newer than the declared minimums",
        arguments: [("PoseEngine", 40), ("PoseEngineTesting", 3), ("PoseEngineSnapshotTesting", 3)])
    func libraryWithinMinimums(module: String, atLeast: Int) throws {
        let minimums = try Self.declaredMinimums()
        let folder = repositoryRoot.appendingPathComponent("Sources/\(module)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > atLeast)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for breach in try Self.breaches(in: Self.code(source), minimums: minimums) {
                Issue.record("Sources/\(module)/\(file) uses \(breach), above \(minimums)")
            }
        }
    }

    @Test("The check finds what it is for, in code only: a Mutex in a comment or a string is no use")
    func checkFindsUses() throws {
        let minimums = ["iOS": Version(major: 16), "macOS": Version(major: 13)]
        let uses = "import Synchronization\nlet lock = Mutex(0)\nlet s = String(validating: b, as: UTF8.self)\n"
        #expect(
            try Self.breaches(in: Self.code(uses), minimums: minimums) == [
                "import Synchronization (needs macOS 15.0, iOS 18.0)", "Mutex (needs macOS 15.0, iOS 18.0)",
                "String(validating:as:) (needs macOS 15.0, iOS 18.0)",
            ])
        let mentions =
            "// a Mutex would do\nlet text = \"Atomic\" /* Regex */\nlet ok = String(decoding: b, as: UTF8.self)\n"
        #expect(try Self.breaches(in: Self.code(mentions), minimums: minimums).isEmpty)
        let newer = ["iOS": Version(major: 18), "macOS": Version(major: 15)]
        #expect(try Self.breaches(in: Self.code(uses), minimums: newer).isEmpty)
    }

    /// The toolchain's folder of Linux module interfaces, when a `swift` on the PATH leads to one.
    static let interfaces: URL? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: "\(folder)/swift").resolvingSymlinksInPath()
            let lib = swift.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux")
            if FileManager.default.fileExists(atPath: lib.appendingPathComponent("Swift.swiftmodule").path) {
                return lib
            }
        }
        return nil
    }()

    @Test(
        "Each version in the list is the one the toolchain's interface declares",
        .enabled(if: interfaces != nil, "skipped: no toolchain interface files next to a swift on the PATH"))
    func listMatchesToolchain() throws {
        let lib = try #require(Self.interfaces)
        for entry in Self.gated {
            let folder = lib.appendingPathComponent("\(entry.module).swiftmodule")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swiftinterface") && !$0.contains("private") }
            let file = try #require(files.first, "no interface for \(entry.module)")
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let at = try #require(lines.firstIndex { $0.contains(entry.declaration) }, "\(entry.declaration)")
            let attribute = lines[max(0, at - 4)..<at].last { $0.contains("@available(macOS") }
            let match = try #require(attribute?.firstMatch(of: #/@available\(macOS (\d+)\.(\d+), iOS (\d+)\.(\d+)/#))
            #expect(
                Version(major: Int(match.1) ?? 0, minor: Int(match.2) ?? 0) == entry.macOS
                    && Version(major: Int(match.3) ?? 0, minor: Int(match.4) ?? 0) == entry.iOS,
                "\(entry.api): the toolchain says \(match.0)")
        }
    }
}
