#ifndef DUOSIM_TERMINAL_RESTORE_H
#define DUOSIM_TERMINAL_RESTORE_H

/// Remembers the terminal's modes; call before ncurses starts.
void duosim_save_terminal(void);

/// Async-signal-safe: puts the terminal back the way it was found
/// (saved modes, mouse reporting off, main screen, cursor on, plain text).
void duosim_restore_terminal_raw(void);

/// On a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) restores the terminal, prints
/// one line on stderr, then dies with the signal (default action, no interactive backtrace).
void duosim_install_crash_handlers(void);

/// Remembers a temporary file to remove if a signal ends the process; returns a slot (or -1).
int duosim_stage_register(const char *path);

/// The file of `slot` was renamed into place or removed: forget it.
void duosim_stage_forget(int slot);

/// Removes every remembered temporary file (async-signal-safe).
void duosim_stage_remove_all(void);

/// Terminating and crash signals remove the remembered temporary files, then act as by default;
/// SIGXFSZ is ignored so an over-large write fails with EFBIG and is reported.
void duosim_stage_install_signal_cleanup(void);

#endif
