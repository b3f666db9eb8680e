import CTerminalRestore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Signals

/// The last signal received and not yet handled (0 when none). Set by the handler, read by the loop.
let pendingSignal = Atomic<Int32>(0)

/// Signals the UI handles itself. Quitting ones restore the terminal and exit 128 + n (the loop
/// sees them within its 100 ms poll). SIGTSTP is the C handler's: it restores the terminal and
/// stops at once, and the loop takes the screen back when the process is continued. Crash
/// signals (SEGV, BUS, ILL, FPE, ABRT, TRAP, SYS) are the C crash handler's. SIGXFSZ is ignored:
/// a capture over a file-size limit says so on the status line instead of ending the UI.
enum Signals {
    static let quitting: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF,
    ]

    /// Installs the handlers (before ncurses starts, so ncurses leaves SIGTSTP to us).
    static func install() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in quitting {
            installHandler(signal)
            sigaddset(&unblock, signal)
        }
        // A parent may have started us with these blocked; the UI must hear them.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        signal(SIGXFSZ, SIG_IGN)
        duosim_install_suspend_handler()
        duosim_install_crash_handlers()
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

    /// Whether the process was stopped (Ctrl-Z) and continued since the last call.
    static func takeResumed() -> Bool { duosim_take_resumed() != 0 }
}
