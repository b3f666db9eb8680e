import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Signals

/// The last signal received and not yet handled (0 when none). Set by the handler, read by the loop.
let pendingSignal = Atomic<Int32>(0)

/// Signals the UI handles itself: quitting ones restore the terminal and exit 128 + n;
/// SIGTSTP leaves the screen, stops, and comes back. Crash signals are the C handler's.
enum Signals {
    static let quitting: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXFSZ, SIGXCPU,
    ]

    /// Installs the handlers (before ncurses starts, so ncurses leaves SIGTSTP to us).
    static func install() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in quitting + [SIGTSTP] {
            installHandler(signal)
            sigaddset(&unblock, signal)
        }
        // A parent may have started us with these blocked; the UI must hear them.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    static func installHandler(_ number: Int32) {
        _ = signal(number) { received in
            pendingSignal.store(received, ordering: .sequentiallyConsistent)
        }
    }

    /// Takes the pending signal, if any.
    static func take() -> Int32 {
        pendingSignal.exchange(0, ordering: .sequentiallyConsistent)
    }
}
