import CTerminalRestore
import CellGrid
import FileIO
import Runtime
import Simulator

// MARK: - CrashTest

/// The internal hook the tests use to overflow the stack for real (`DUOSIM_CRASH_TEST`; not an
/// option of duosim's, named in Docs/RELIABILITY.md): no input of duosim's nests deep enough any
/// more (the JSON reader stops at `JSONParser.maximumDepth`), yet what a stack overflow does must
/// be tested. `stack`: the UI overflows its stack once its first frame is on the screen;
/// `stack-at-start`: any command overflows it before it runs; `stack-in-worker`: any command
/// overflows the stack of a worker thread (the threads `inParallel` starts for `demo`) first.
enum CrashTest {
    static var asked: String? { FileSystem.environment("DUOSIM_CRASH_TEST") }

    /// Overflows the stack now when `stack-at-start` is asked for.
    static func atStart() {
        if asked == "stack-at-start" { duosim_crash_test_overflow_stack() }
        if asked == "stack-in-worker" {
            // Two threads however many cores: index 1 is never on the main thread.
            _ = inParallel(2, threads: 2) { index in
                if index == 1 { duosim_crash_test_overflow_stack() }
                return index
            }
        }
    }

    /// `source`, or (when `stack` is asked for) one that overflows the stack on the loop's second
    /// turn: after the first frame was drawn, with the terminal in the UI's modes.
    static func wrap(_ source: ActionSource?) -> ActionSource? {
        asked == "stack" ? OverflowingSource(inner: source) : source
    }

    final class OverflowingSource: ActionSource {
        let inner: ActionSource?
        var turns = 0

        init(inner: ActionSource?) { self.inner = inner }

        func poll() -> Action? {
            turns += 1
            if turns == 2 { duosim_crash_test_overflow_stack() }
            return inner?.poll()
        }
    }
}
