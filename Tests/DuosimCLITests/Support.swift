import DuosimCLI
import Foundation
import Synchronization
import TestSupport
import Testing

/// What a run of the command line printed and returned.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The signal that ended the process, if one did (`status` is then the signal's number).
    var signal: Int32? = nil

    /// stdout as JSON.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }
}

/// Runs the command line in this process.
func runInProcess(_ words: [String]) -> RunResult {
    let out = Mutex(""), err = Mutex("")
    let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } })
    let status = Duosim.run(words, console: console)
    return RunResult(status: status, stdout: out.withLock { $0 }, stderr: err.withLock { $0 })
}

/// The built `duosim` binary.
let duosimBinary: URL = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL,
        Bundle.main.bundleURL.deletingLastPathComponent(),
        repositoryRoot.appendingPathComponent(".build/debug"),
    ]
    for folder in candidates {
        let binary = folder.appendingPathComponent("duosim")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    fatalError("the duosim binary wasn't found next to the tests (\(candidates.map(\.path)))")
}()

/// Runs the built binary with `words` in `directory`.
func runBinary(_ words: [String], in directory: URL? = nil, environment: [String: String] = [:], stdin: String? = nil)
    throws -> RunResult
{
    let process = Process()
    process.executableURL = duosimBinary
    process.arguments = words
    process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = inPipe
    try process.run()
    if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
    try inPipe.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large output can't block the child.
    let errData = Mutex(Data())
    let done = DispatchSemaphore(value: 0)
    let errHandle = errPipe.fileHandleForReading
    DispatchQueue.global().async {
        let data = errHandle.readDataToEndOfFile()
        errData.withLock { $0 = data }
        done.signal()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData.withLock { $0 }, as: UTF8.self),
        signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension Dictionary where Key == String, Value == Any {
    subscript(path path: String) -> Any? {
        var current: Any? = self
        for part in path.split(separator: ".") {
            if let index = Int(part) {
                current = (current as? [Any]).flatMap { index < $0.count ? $0[index] : nil }
            } else {
                current = (current as? [String: Any])?[String(part)]
            }
        }
        return current
    }

    func number(_ path: String) -> Double? { (self[path: path] as? NSNumber)?.doubleValue }
    func string(_ path: String) -> String? { self[path: path] as? String }
}
