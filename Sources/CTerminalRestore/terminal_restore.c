#include "terminal_restore.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static int have_saved_termios = 0;

// Mouse reporting off (button motion, clicks, SGR), normal cursor keys (DECCKM) and a numeric
// keypad (DECKPNM): what ncurses' keypad mode turned on, else arrows type `^[OA` in the shell.
// Then the main screen, the cursor shown, plain text.
static const char reset_sequence[] =
    "\033[?1002l\033[?1000l\033[?1006l\033[?1l\033>\033[?1049l\033[?25h\033[0m\r\n";

void duosim_save_terminal(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_saved_termios = 1;
}

void duosim_restore_terminal_raw(void) {
    int saved_errno = errno;
    // The shell may hold the terminal already (a wrapper such as `bash -c` stopped at Ctrl-Z
    // before this handler ran): setting the modes from the background would stop the process with
    // SIGTTOU, and the shell's `fg` would then only end that stop, not the suspend's.
    struct sigaction ignore, previous;
    memset(&ignore, 0, sizeof(ignore));
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGTTOU, &ignore, &previous);
    if (have_saved_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
    sigaction(SIGTTOU, &previous, NULL);
    ssize_t ignored = write(STDOUT_FILENO, reset_sequence, sizeof(reset_sequence) - 1);
    (void)ignored;
    errno = saved_errno;
}

const char *duosim_crash_name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV (invalid memory access)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGILL: return "SIGILL (a trap: an internal error)";
    case SIGFPE: return "SIGFPE (arithmetic error)";
    case SIGABRT: return "SIGABRT (aborted)";
    case SIGTRAP: return "SIGTRAP (a trap: an internal error)";
    case SIGSYS: return "SIGSYS (a bad system call)";
    default: return "a crash signal";
    }
}

static void write_text(int fd, const char *text) {
    ssize_t ignored = write(fd, text, strlen(text));
    (void)ignored;
}

/// Restores the terminal, keeps what a crash must not lose, says in one line what happened, and
/// dies with the signal. The default action is put back first: handing the signal to the Swift
/// runtime's backtracer would prompt on the terminal and keep the process alive behind the shell.
static void crash_handler(int sig) {
    duosim_restore_terminal_raw();
    write_text(STDERR_FILENO, "duosim: stopped by ");
    write_text(STDERR_FILENO, duosim_crash_name(sig));
    write_text(STDERR_FILENO, "; the terminal was restored\n");
    duosim_stage_save_kept();
    duosim_stage_remove_all();
    duosim_raise_default(sig);
}

void duosim_install_crash_handlers(void) {
    duosim_signal_stack_enter();
    duosim_install_handler(duosim_crash_signals, 7, crash_handler);
}

// MARK: - Suspend (Ctrl-Z)

static volatile sig_atomic_t resumed = 0;

/// Stops now, in the handler: when duosim runs under another process of the same job (`bash -c`,
/// a script, `swift run`), the tty stops them all at once, and the shell's `fg` continues them all
/// at once. Stopping later, from the loop, could come after that `fg`: duosim would stay stopped.
static void suspend_handler(int sig) {
    (void)sig;
    int saved_errno = errno;
    duosim_restore_terminal_raw();
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof(stop));
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    sigset_t unblock, mask;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &unblock, &mask);
    raise(SIGTSTP);
    // Continued (SIGCONT).
    sigprocmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
    resumed = 1;
    errno = saved_errno;
}

void duosim_install_suspend_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = suspend_handler;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
}

int duosim_take_resumed(void) {
    if (!resumed) return 0;
    resumed = 0;
    return 1;
}

void duosim_hold_suspend(int hold) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(hold ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}
