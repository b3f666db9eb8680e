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

static void crash_handler(int sig) {
    duosim_restore_terminal_raw();
    if (sig > 0 && sig < 32) sigaction(sig, &previous_actions[sig], NULL);
    raise(sig);
}

void duosim_install_crash_handlers(void) {
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = crash_handler;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, &previous_actions[signals[i]]);
    }
}
