import Foundation
import Synchronization

// Running programs from tests: the built binary, any command on PATH, temporary folders.

/// What a run of the command line printed and returned.
public struct RunResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// The signal that ended the process, if one did (`status` is then the signal's number).
    public var signal: Int32?

    public init(status: Int32, stdout: String, stderr: String, signal: Int32? = nil) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.signal = signal
    }

    /// stdout as a JSON object.
    public func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
            throw TestSupportError("standard output is not a JSON object: \(stdout.prefix(200))")
        }
        return object
    }
}

/// A helper's failure, with what went wrong in words.
public struct TestSupportError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The built `duosim` binary: `DUOSIM_BINARY` when set (the long fuzz run points it at the release
/// build, Docs/FUZZING.md), else the one built beside the tests.
public let duosimBinary: URL = {
    if let path = ProcessInfo.processInfo.environment["DUOSIM_BINARY"], !path.isEmpty {
        let binary = URL(fileURLWithPath: path)
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            fatalError("DUOSIM_BINARY=\(path) isn't an executable file")
        }
        return binary
    }
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
public func runBinary(
    _ words: [String], in directory: URL? = nil, environment: [String: String] = [:], stdin: String? = nil
)
    throws -> RunResult
{
    let process = Process()
    process.executableURL = duosimBinary
    process.arguments = words
    process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
    var env = ProcessInfo.processInfo.environment
    // The colour conventions as a plain shell has them: the test runner may set NO_COLOR, which
    // would turn every colour off (a test that wants it passes it).
    for name in ["NO_COLOR", "CLICOLOR_FORCE", "CLICOLOR"] { env[name] = nil }
    env.merge(environment) { $1 }
    process.environment = env
    return try runToEnd(process, stdin: stdin ?? "")
}

/// Runs `process` (its executable, arguments and folder set) with pipes for its output and
/// error and waits for it to end; its input is a pipe holding `stdin` (nil: the input the
/// caller gave it).
public func runToEnd(_ process: Process, stdin: String?) throws -> RunResult {
    let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    if stdin != nil { process.standardInput = inPipe }
    try process.run()
    if let stdin {
        inPipe.fileHandleForWriting.write(Data(stdin.utf8))
        try inPipe.fileHandleForWriting.close()
    }
    // Read both pipes to the end before waiting, so a large output can't block the child.
    let errHandle = errPipe.fileHandleForReading
    let errData = OwnThread { errHandle.readDataToEndOfFile() }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData.wait(), as: UTF8.self),
        signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
}

/// Work done on a thread of its own, its result waited for.
///
/// Not `DispatchQueue.global()`: on Linux that pool is the one Swift Testing runs the tests on,
/// as wide as the machine has cores, and the tests block in it (waiting for the binary, tmux,
/// Chromium). Work queued there while they do waits for libdispatch's monitor to add a thread,
/// about a second each time; a thread of its own starts at once.
public final class OwnThread<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let result = work()
            condition.lock()
            value = result
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// The result, once the work has given it.
    public func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }

    /// The result, or nil when the work hasn't given it within `seconds`.
    public func wait(seconds: Double) -> Value? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while value == nil, condition.wait(until: deadline) {}
        return value
    }
}

/// Runs blocking `work` (a child that takes minutes) on a thread of its own, so the test that
/// awaits it doesn't hold one of the few threads every other test runs on meanwhile.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// A fresh temporary folder.
public func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("duosim-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

public func shellQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Starts a command found on PATH with a clean signal state (nothing blocked, every action the
/// default: the test runner's must not reach tmux, the UI or a signal test), standard input from
/// /dev/null, standard output to `stdout` (or /dev/null) and standard error to /dev/null; the
/// descriptors in `closing` closed in the child.
/// - Returns: its process id; the caller waits for it.
public func startProcess(_ arguments: [String], stdout: Int32? = nil, closing: [Int32] = []) throws -> pid_t {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdout {
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addclose(&actions, stdout)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    for fd in closing { posix_spawn_file_actions_addclose(&actions, fd) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptySet = sigset_t(), defaults = sigset_t()
    sigemptyset(&emptySet)
    sigfillset(&defaults)
    posix_spawnattr_setsigmask(&attributes, &emptySet)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOENT) }
    return pid
}

/// Runs a command found on PATH, waits for it, and returns its standard output when `capture`.
public func spawn(_ arguments: [String], capture: Bool) throws -> String {
    var fds: [Int32] = [-1, -1]
    if capture, pipe(&fds) != 0 { throw POSIXError(.EMFILE) }
    let pid: pid_t
    do {
        pid = try startProcess(arguments, stdout: capture ? fds[1] : nil, closing: capture ? [fds[0]] : [])
    } catch {
        if capture { fds.forEach { close($0) } }
        throw error
    }
    var output = Data()
    if capture {
        close(fds[1])
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        close(fds[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
}
