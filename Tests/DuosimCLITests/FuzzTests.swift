import Foundation
import Synchronization
import TestSupport
import Testing

/// A seeded, bounded fuzz run through the real binary: mutated device and app profiles, random
/// tapes (from files and from standard input) and argument lists, hostile output names, `Wait`
/// patterns and text laden with escapes. Every run must end, within a time bound, with a
/// documented exit code (never a signal); say `duosim: ` before any complaint, with no raw control
/// character on stderr; print valid JSON where JSON is promised; and leave no staged file behind
/// (and, when it fails, nothing at all). Inputs that once failed live in `FuzzCorpus/` and run
/// first, each with the exit code it must give. The long run is in Docs/FUZZING.md.
@Suite("Fuzz (seeded, bounded)")
struct FuzzTests {
    static let documentedCodes: Set<Int32> = [0, 1, 64, 65, 66, 73, 74]
    static let corpus = repositoryRoot.appendingPathComponent("Tests/DuosimCLITests/FuzzCorpus")
    /// How many generated cases (`DUOSIM_FUZZ_COUNT` to change it) and the seed (`DUOSIM_FUZZ_SEED`).
    /// 400 in every `swift test` (about 50 of each kind, some 10 s on 2 cores); the long runs that
    /// look deeper are in Docs/FUZZING.md.
    static let count = ProcessInfo.processInfo.environment["DUOSIM_FUZZ_COUNT"].flatMap { Int($0) } ?? 400
    static let seed = ProcessInfo.processInfo.environment["DUOSIM_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_130
    /// A run that takes longer has hung.
    static let timeLimit = 60.0

    /// One input: files to lay down, the command line, and (for the corpus) the exit code it must give.
    struct Case: Sendable {
        var name: String
        var arguments: [String]
        var files: [String: String]
        var expect: Int32?
        /// What standard input holds (a tape for `record -`).
        var stdin: String? = nil
        /// Symlinks laid down first: path → destination.
        var links: [String: String] = [:]
        /// The terminal's columns and rows when the run draws pictures whose rows are checked
        /// (`render`'s text, `record`'s text captures): `rowProblem`.
        var picture: [Int]? = nil
        /// The files of the same input with every wide word as ASCII letters of its width: its
        /// pictures must put every frame and border in the same columns.
        var twin: [String: String]? = nil
        /// Whether stdout must be JSON when the run succeeds.
        var json: Bool {
            let command = arguments.first ?? ""
            return command == "query" || ((command == "sweep" || command == "audit") && arguments.contains("--json"))
        }
    }

    /// What is wrong with one run, or nil.
    static func check(_ input: Case) throws -> String? {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try lay(input, in: folder)
        return try judge(input, in: folder, before: listing(folder))
    }

    /// Lays down an input's files and symlinks in `folder`.
    static func lay(_ input: Case, in folder: URL) throws {
        for (name, text) in input.files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for (path, destination) in input.links {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(path).path, withDestinationPath: destination)
        }
    }

    /// What a check does after laying the files: run, then judge.
    static func judge(_ input: Case, in folder: URL, before: [String]) throws -> String? {
        let result = try runBinaryChecked(input.arguments, in: folder, stdin: input.stdin, timeLimit: timeLimit)
        let shown = "\(input.name): duosim \(input.arguments.map(\.debugDescription).joined(separator: " "))"
        if result.hung { return "\(shown): still running after \(Int(timeLimit)) s" }
        if let signal = result.signal { return "\(shown): killed by signal \(signal)\n\(result.stderr.prefix(400))" }
        if let problem = exitProblem(input, result) ?? messageProblem(result) ?? jsonProblem(input, result) {
            return "\(shown): \(problem)"
        }
        let after = listing(folder)
        if let problem = outputProblem(input, result, folder: folder, after: after) { return "\(shown): \(problem)" }
        if let problem = try rowProblem(input, result, folder: folder, after: after) { return "\(shown): \(problem)" }
        return leftoverProblem(after, before: before, status: result.status).map { "\(shown): \($0)" }
    }

    static func exitProblem(_ input: Case, _ result: CheckedRun) -> String? {
        if !documentedCodes.contains(result.status) {
            return "exit \(result.status) is not documented\n\(result.stderr.prefix(400))"
        }
        if let expect = input.expect, result.status != expect {
            return "exit \(result.status), expected \(expect)\n\(result.stderr.prefix(400))"
        }
        if result.status > 1, result.stderr.isEmpty { return "exit \(result.status) with no message" }
        return nil
    }

    /// Every complaint starts `duosim: `; nothing on stderr could move the cursor or set a title.
    static func messageProblem(_ result: CheckedRun) -> String? {
        if !result.stderr.isEmpty, !result.stderr.hasPrefix("duosim: ") {
            return "a message without 'duosim: ': \(result.stderr.prefix(400).debugDescription)"
        }
        let raw = result.stderr.unicodeScalars.first {
            ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
        }
        if let raw {
            return
                "a raw control character (U+\(String(raw.value, radix: 16))) on stderr: \(result.stderr.prefix(400).debugDescription)"
        }
        return nil
    }

    static func jsonProblem(_ input: Case, _ result: CheckedRun) -> String? {
        guard input.json, result.status <= 1 else { return nil }
        if (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) == nil {
            return "stdout is not JSON: \(result.stdout.prefix(200))"
        }
        if result.stdout.contains("inf")
            && result.stdout.range(of: #"[:\[,] *-?inf"#, options: .regularExpression) != nil
        {
            return "inf in JSON"
        }
        return nil
    }

    /// No staged file is ever left; a run that failed leaves the folder as it found it.
    static func leftoverProblem(_ after: [String], before: [String], status: Int32) -> String? {
        if let staged = after.first(where: { $0.split(separator: "/").last?.hasPrefix(".duosim-") == true }) {
            return "left a staged file: \(staged)"
        }
        if status != 0, after != before {
            return "failed (\(status)) but changed the folder: \(Set(after).subtracting(before).sorted().prefix(5))"
        }
        return nil
    }

    /// Runs the cases on threads of their own (two a core: each spends much of a case waiting for
    /// the binary), not `concurrentPerform`, whose pool the other tests hold while they wait.
    static func run(_ cases: [Case]) throws -> [String] {
        let failures = Mutex<[String]>([])
        let next = Atomic<Int>(0)
        let lanes = (0..<max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)).map { _ in
            OwnThread {
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < cases.count {
                    do {
                        if let failure = try check(cases[index]) { failures.withLock { $0.append(failure) } }
                    } catch {
                        failures.withLock { $0.append("\(cases[index].name): \(error)") }
                    }
                }
            }
        }
        lanes.forEach { $0.wait() }
        return failures.withLock { $0 }
    }

    @Test("Every input that once failed now gives its documented exit code")
    func corpusCases() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        #expect(names.count >= 10)
        let cases = try names.map { name -> Case in
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return Case(
                name: name, arguments: try #require(object["args"] as? [String]),
                files: object["files"] as? [String: String] ?? [:],
                expect: (object["expect"] as? NSNumber).map { $0.int32Value }, stdin: object["stdin"] as? String,
                links: object["links"] as? [String: String] ?? [:])
        }
        for failure in try Self.run(cases) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test("Generated inputs: documented exits in time, inert messages, JSON where promised, nothing left behind")
    func generated() throws {
        var generator = FuzzGenerator(seed: Self.seed)
        let cases = (0..<Self.count).map { generator.next(index: $0) }
        let start = Date()
        let failures = try Self.run(cases)
        let seconds = Date().timeIntervalSince(start)
        print("fuzz: \(cases.count) inputs, seed \(Self.seed), \(Int(seconds)) s, \(failures.count) failing")
        for failure in failures.prefix(20) {
            Issue.record(
                Comment(rawValue: "\(failure)\n(seed \(Self.seed); add the input to Tests/DuosimCLITests/FuzzCorpus)"))
        }
    }
}

// MARK: - Running with the signal seen

struct CheckedRun {
    var status: Int32
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// It didn't end within the time limit (it was killed).
    var hung = false
}

/// Runs the binary with colours off, `stdin` on standard input, killed after `timeLimit` seconds;
/// a signal's exit reads as the shell's 128 + n.
func runBinaryChecked(_ words: [String], in directory: URL, stdin: String? = nil, timeLimit: Double = 60) throws
    -> CheckedRun
{
    let process = Process()
    process.executableURL = duosimBinary
    process.arguments = words
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = inPipe
    try process.run()
    let outHandle = outPipe.fileHandleForReading, errHandle = errPipe.fileHandleForReading
    let out = OwnThread { outHandle.readDataToEndOfFile() }, err = OwnThread { errHandle.readDataToEndOfFile() }
    // The child may end without reading: a closed pipe is an error here, not a signal.
    signal(SIGPIPE, SIG_IGN)
    if let stdin { try? inPipe.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
    try? inPipe.fileHandleForWriting.close()
    let ended = OwnThread { process.waitUntilExit() }
    let hung = ended.wait(seconds: timeLimit) == nil
    if hung {
        process.terminate()
        if ended.wait(seconds: 5) == nil { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return CheckedRun(
        status: signal.map { 128 + $0 } ?? process.terminationStatus, signal: hung ? nil : signal,
        stdout: String(decoding: out.wait(), as: UTF8.self), stderr: String(decoding: err.wait(), as: UTF8.self),
        hung: hung)
}
