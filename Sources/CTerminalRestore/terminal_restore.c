#include "terminal_restore.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static int have_saved_termios = 0;
static struct sigaction previous_actions[32];

static const char reset_sequence[] =
    "\033[?1002l\033[?1000l\033[?1006l\033[?1049l\033[?25h\033[0m\r\n";

void duosim_save_terminal(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_saved_termios = 1;
}

void duosim_restore_terminal_raw(void) {
    if (have_saved_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
    ssize_t ignored = write(STDOUT_FILENO, reset_sequence, sizeof(reset_sequence) - 1);
    (void)ignored;
}

static const char *crash_name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV (invalid memory access)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGILL: return "SIGILL (a trap: an internal error)";
    case SIGFPE: return "SIGFPE (arithmetic error)";
    case SIGABRT: return "SIGABRT (aborted)";
    case SIGTRAP: return "SIGTRAP (a trap: an internal error)";
    default: return "a crash signal";
    }
}

static void write_text(int fd, const char *text) {
    ssize_t ignored = write(fd, text, strlen(text));
    (void)ignored;
}

/// Restores the terminal, says in one line what happened, and dies with the signal.
/// The default action is put back first: handing the signal to the Swift runtime's backtracer
/// would prompt on the terminal and keep the process alive behind the shell.
static void crash_handler(int sig) {
    duosim_restore_terminal_raw();
    write_text(STDERR_FILENO, "duosim: stopped by ");
    write_text(STDERR_FILENO, crash_name(sig));
    write_text(STDERR_FILENO, "; the terminal was restored\n");
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    raise(sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
}

void duosim_install_crash_handlers(void) {
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = crash_handler;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

// MARK: - Staged files

#define DUOSIM_MAX_STAGED 64
#define DUOSIM_MAX_PATH 4096
static char staged_paths[DUOSIM_MAX_STAGED][DUOSIM_MAX_PATH];
static volatile sig_atomic_t staged_used[DUOSIM_MAX_STAGED];

int duosim_stage_register(const char *path) {
    if (strlen(path) >= DUOSIM_MAX_PATH) return -1;
    for (int i = 0; i < DUOSIM_MAX_STAGED; i++) {
        if (!staged_used[i]) {
            strcpy(staged_paths[i], path);
            staged_used[i] = 1;
            return i;
        }
    }
    return -1;
}

void duosim_stage_forget(int slot) {
    if (slot >= 0 && slot < DUOSIM_MAX_STAGED) staged_used[slot] = 0;
}

void duosim_stage_remove_all(void) {
    for (int i = 0; i < DUOSIM_MAX_STAGED; i++) {
        if (staged_used[i]) {
            unlink(staged_paths[i]);
            staged_used[i] = 0;
        }
    }
}

static void staged_signal_handler(int sig) {
    duosim_stage_remove_all();
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
    raise(sig);
}

void duosim_stage_install_signal_cleanup(void) {
    int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGPIPE,
                      SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = staged_signal_handler;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
    // A file-size limit makes write() fail with EFBIG instead of killing the process,
    // so the staged files are removed and the error is reported.
    signal(SIGXFSZ, SIG_IGN);
}
