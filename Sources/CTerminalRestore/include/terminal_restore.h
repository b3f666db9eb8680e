#ifndef DUOSIM_TERMINAL_RESTORE_H
#define DUOSIM_TERMINAL_RESTORE_H

/// Remembers the terminal's modes; call before ncurses starts.
void duosim_save_terminal(void);

/// Async-signal-safe: puts the terminal back the way it was found
/// (saved modes, mouse reporting off, main screen, cursor on, plain text).
void duosim_restore_terminal_raw(void);

/// On a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) restores the terminal,
/// then hands the signal to whoever had it before (the Swift runtime's backtracer, or the default).
void duosim_install_crash_handlers(void);

#endif
