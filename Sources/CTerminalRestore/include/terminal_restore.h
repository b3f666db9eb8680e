#ifndef DUOSIM_TERMINAL_RESTORE_H
#define DUOSIM_TERMINAL_RESTORE_H

// MARK: - The terminal (terminal_restore.c)

/// Remembers the terminal's modes; call before ncurses starts.
void duosim_save_terminal(void);

/// Async-signal-safe: puts the terminal back the way it was found (saved modes, mouse reporting
/// off, normal cursor keys and keypad, main screen, cursor on, plain text).
void duosim_restore_terminal_raw(void);

/// On a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS) restores the terminal,
/// saves the kept staged files (a live recording), removes the other staged files, prints one line
/// on stderr, then dies with the signal (default action, no interactive backtrace).
void duosim_install_crash_handlers(void);

/// SIGTSTP (Ctrl-Z) restores the terminal and stops the process inside the handler, at once, as
/// the rest of its job stops (so a `fg` can't arrive before the stop); when continued it notes it.
void duosim_install_suspend_handler(void);

/// 1 once after the process was stopped by SIGTSTP and continued (the screen must be taken back).
int duosim_take_resumed(void);

/// Holds SIGTSTP back (1) while a frame is written, or lets it through again (0).
void duosim_hold_suspend(int hold);

// MARK: - Signals (staged_files.c)

/// Async-signal-safe: puts `sig`'s default action back, unblocks it and raises it, so the process
/// ends (or stops) as that signal would have it.
void duosim_raise_default(int sig);

/// Installs `handler` for each of the `count` signals, on the alternate signal stack (SA_ONSTACK).
void duosim_install_handler(const int *signals, unsigned count, void (*handler)(int));

/// A crash signal's name and what it means: "SIGSEGV (invalid memory access)".
const char *duosim_crash_name(int sig);

/// The crash signals: SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS.
extern const int duosim_crash_signals[7];

// MARK: - The alternate signal stack (signal_stack.c)

/// Gives the calling thread an alternate signal stack, so a crash handler (installed with
/// SA_ONSTACK, as every handler here is) runs even when the thread's own stack overflowed. Returns
/// the stack to hand to `duosim_signal_stack_leave` when the thread ends, or NULL when the thread
/// has one already (or none could be made).
void *duosim_signal_stack_enter(void);

/// Takes back the alternate stack `duosim_signal_stack_enter` gave this thread. NULL is ignored.
void duosim_signal_stack_leave(void *stack);

/// Overflows the calling thread's stack, for the tests of what a stack overflow does (the
/// internal `DUOSIM_CRASH_TEST=stack`): never returns.
void duosim_crash_test_overflow_stack(void);

// MARK: - Staged files (staged_files.c)

/// A remembered path: what a terminating signal removes (or, for a kept file, saves).
typedef struct duosim_staged duosim_staged;

/// Remembers a temporary file to remove if a signal ends the process. NULL when out of memory.
/// There is no limit on how many are remembered.
duosim_staged *duosim_stage_register(const char *path);

/// Remembers a folder this run created, removed (when empty) if a signal ends the process.
duosim_staged *duosim_stage_register_folder(const char *path);

/// Remembers a staged file that a crash must not lose: it is linked to `target` (never replacing
/// a file there) instead of being removed.
duosim_staged *duosim_stage_register_kept(const char *path, const char *target);

/// The file or folder was renamed into place or removed: forget it. NULL is ignored.
void duosim_stage_forget(duosim_staged *entry);

/// Async-signal-safe: removes every remembered temporary file, then the remembered folders that
/// are empty (deepest first). Kept files are left alone.
void duosim_stage_remove_all(void);

/// Async-signal-safe: links every kept file to its target and says where on stderr.
void duosim_stage_save_kept(void);

/// Gives the calling (main) thread an alternate signal stack; terminating and crash signals remove
/// the remembered files (a crash first says in one line on stderr what stopped duosim), then act
/// as by default; SIGXFSZ and SIGPIPE are ignored, so an over-large write fails with EFBIG and a
/// closed pipe with EPIPE, and both are reported.
void duosim_stage_install_signal_cleanup(void);

/// Holds the terminating signals back (1) while a set of files is renamed into place, so a signal
/// can't leave half of the set renamed; (0) lets them through again.
void duosim_stage_hold_signals(int hold);

/// Renames `from` onto `to` only if nothing is at `to`: -1 with errno EEXIST when something is.
/// Linux: renameat2(RENAME_NOREPLACE); macOS: renamex_np(RENAME_EXCL); a file system that has
/// neither: link(2) then unlink(2) (link never replaces); one without hard links either: a check
/// then rename(2) (the only case with a window, named in Docs/RELIABILITY.md).
int duosim_rename_noreplace(const char *from, const char *to);

#endif
