#include "terminal_restore.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Every remembered path is a node of one list that only grows: a node that is forgotten goes on a
// free list and is used again, so the list is as long as the most paths remembered at once. A
// signal handler walks it without locks: a node is published (`live`) only once it is complete.

enum { STAGED_FILE = 0, STAGED_FOLDER = 1, STAGED_KEPT = 2 };

struct duosim_staged {
    struct duosim_staged *next;
    struct duosim_staged *next_free;
    char *path;
    char *target;
    int kind;
    volatile sig_atomic_t live;
};

static struct duosim_staged *volatile staged_head = NULL;
static struct duosim_staged *free_nodes = NULL;

static struct duosim_staged *take_node(void) {
    if (free_nodes) {
        struct duosim_staged *node = free_nodes;
        free_nodes = node->next_free;
        return node;
    }
    struct duosim_staged *node = calloc(1, sizeof(*node));
    if (!node) return NULL;
    node->next = staged_head;
    __atomic_store_n(&staged_head, node, __ATOMIC_RELEASE);
    return node;
}

static duosim_staged *remember(const char *path, const char *target, int kind) {
    char *path_copy = strdup(path);
    char *target_copy = target ? strdup(target) : NULL;
    struct duosim_staged *node = path_copy && (!target || target_copy) ? take_node() : NULL;
    if (!node) {
        free(path_copy);
        free(target_copy);
        return NULL;
    }
    // The node isn't live: a handler skips it while its strings change.
    free(node->path);
    free(node->target);
    node->path = path_copy;
    node->target = target_copy;
    node->kind = kind;
    __atomic_thread_fence(__ATOMIC_RELEASE);
    node->live = 1;
    return node;
}

duosim_staged *duosim_stage_register(const char *path) { return remember(path, NULL, STAGED_FILE); }

duosim_staged *duosim_stage_register_folder(const char *path) { return remember(path, NULL, STAGED_FOLDER); }

duosim_staged *duosim_stage_register_kept(const char *path, const char *target) {
    return remember(path, target, STAGED_KEPT);
}

void duosim_stage_forget(duosim_staged *entry) {
    if (!entry) return;
    entry->live = 0;
    entry->next_free = free_nodes;
    free_nodes = entry;
}

void duosim_stage_remove_all(void) {
    int saved_errno = errno;
    struct duosim_staged *head = __atomic_load_n(&staged_head, __ATOMIC_ACQUIRE);
    for (struct duosim_staged *node = head; node; node = node->next) {
        if (node->live && node->kind == STAGED_FILE) {
            unlink(node->path);
            node->live = 0;
        }
    }
    // Folders: a parent empties only once its children are gone, so repeat while any goes.
    int removed = 1;
    while (removed) {
        removed = 0;
        for (struct duosim_staged *node = head; node; node = node->next) {
            if (node->live && node->kind == STAGED_FOLDER && rmdir(node->path) == 0) {
                node->live = 0;
                removed = 1;
            }
        }
    }
    errno = saved_errno;
}

static void say(const char *text) {
    ssize_t ignored = write(STDERR_FILENO, text, strlen(text));
    (void)ignored;
}

void duosim_stage_save_kept(void) {
    int saved_errno = errno;
    for (struct duosim_staged *node = __atomic_load_n(&staged_head, __ATOMIC_ACQUIRE); node; node = node->next) {
        if (!node->live || node->kind != STAGED_KEPT) continue;
        node->live = 0;
        const char *where = node->path;
        if (link(node->path, node->target) == 0) {
            unlink(node->path);
            where = node->target;
        }
        say("duosim: the recording so far is saved as ");
        say(where);
        say("\n");
    }
    errno = saved_errno;
}

static const int terminating_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF,
};
const int duosim_crash_signals[7] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };

void duosim_raise_default(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
}

void duosim_install_handler(const int *signals, unsigned count, void (*handler)(int)) {
    for (unsigned i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = handler;
        action.sa_flags = SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

static void staged_signal_handler(int sig) {
    duosim_stage_remove_all();
    duosim_raise_default(sig);
}

/// A crash outside the UI: one line on stderr, the staged files removed, the signal's death.
static void staged_crash_handler(int sig) {
    say("duosim: stopped by ");
    say(duosim_crash_name(sig));
    say("\n");
    duosim_stage_remove_all();
    duosim_raise_default(sig);
}

void duosim_stage_install_signal_cleanup(void) {
    // The main thread's alternate stack: a stack overflow still reaches the handlers.
    duosim_signal_stack_enter();
    duosim_install_handler(
        terminating_signals, sizeof(terminating_signals) / sizeof(terminating_signals[0]), staged_signal_handler);
    duosim_install_handler(duosim_crash_signals, 7, staged_crash_handler);
    // A file-size limit makes write() fail with EFBIG instead of killing the process, and a reader
    // that went away makes it fail with EPIPE: both are reported, and the staged files removed.
    signal(SIGXFSZ, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
}

static sigset_t mask_before_hold;

void duosim_stage_hold_signals(int hold) {
    if (!hold) {
        // Back to the mask from before: a signal that arrived meanwhile is delivered now.
        pthread_sigmask(SIG_SETMASK, &mask_before_hold, NULL);
        return;
    }
    sigset_t set;
    sigemptyset(&set);
    for (unsigned i = 0; i < sizeof(terminating_signals) / sizeof(terminating_signals[0]); i++) {
        sigaddset(&set, terminating_signals[i]);
    }
    pthread_sigmask(SIG_BLOCK, &set, &mask_before_hold);
}
