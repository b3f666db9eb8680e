import FileIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - ChildProcess

/// A program duosim runs for a picture (`ffmpeg`, `fc-match`): found on PATH, started with
/// pipes to its standard input and from its output and errors, its signals as the defaults.
final class ChildProcess {
    let name: String
    let pid: pid_t
    /// Our ends of its standard input (nil once closed), output and error.
    private(set) var input: Int32?
    let output: Int32
    let errors: Int32

    /// The path of an executable called `name` on PATH, if there is one.
    static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Starts `executable` with `arguments` (the first is its name).
    init(executable: String, arguments: [String]) throws {
        var fds = [Int32](repeating: -1, count: 6)
        for pair in 0..<3 {
            var two: [Int32] = [-1, -1]
            guard pipe(&two) == 0 else {
                fds.filter { $0 >= 0 }.forEach { _ = close($0) }
                throw PictureError(reason: "\(arguments.first ?? executable) couldn't be started (no pipes left)")
            }
            fds[pair * 2] = two[0]
            fds[pair * 2 + 1] = two[1]
        }
        // Our ends aren't inherited by later children.
        for fd in [fds[1], fds[2], fds[4]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fds[3], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[5], 2)
        for fd in fds { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        var all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        for fd in [fds[0], fds[3], fds[5]] { _ = close(fd) }
        guard result == 0 else {
            for fd in [fds[1], fds[2], fds[4]] { _ = close(fd) }
            throw PictureError(
                reason: "\(arguments.first ?? executable) couldn't be started (\(String(cString: strerror(result))))")
        }
        name = arguments.first ?? executable
        self.pid = pid
        input = fds[1]
        output = fds[2]
        errors = fds[4]
    }

    deinit {
        if let input { _ = close(input) }
        _ = close(output)
        _ = close(errors)
    }

    /// Writes all of `bytes` to its standard input; false when it stopped reading (it ended).
    func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let input else { return false }
        return writeAll(bytes, to: input) == 0
    }

    func closeInput() {
        if let input { _ = close(input) }
        input = nil
    }

    /// Everything left on a descriptor of ours, at most `limit` bytes kept.
    static func readAll(_ fd: Int32, limit: Int = 1 << 20) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            if bytes.count < limit { bytes.append(contentsOf: buffer[0..<min(count, limit - bytes.count)]) }
        }
    }

    /// Waits for it to end: its exit status, or 128 + the signal that ended it.
    func wait() -> Int32 {
        closeInput()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7F == 0 { return (status >> 8) & 0xFF }
        return 128 + (status & 0x7F)
    }
}
