#include "terminal_restore.h"

#include <signal.h>
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

// A stack overflow raises SIGSEGV with the thread's own stack used up: the kernel can deliver the
// signal only onto a stack of its own (sigaltstack), and only to a handler installed with
// SA_ONSTACK. Without one the process dies by SIGSEGV at once: no line said, the terminal left in
// the UI's modes, staged files left behind.

/// Bytes of each alternate stack: the handlers are small (a few writes, unlink, link), but the
/// minimum a system asks for (SIGSTKSZ, MINSIGSTKSZ) grows with its registers' save area.
static size_t alternate_size(void) {
    size_t size = 64 * 1024;
#ifdef _SC_SIGSTKSZ
    long asked = sysconf(_SC_SIGSTKSZ);
    if (asked > 0 && (size_t)asked * 4 > size) size = (size_t)asked * 4;
#endif
    return size;
}

void *duosim_signal_stack_enter(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return NULL;
    size_t size = alternate_size();
    void *memory = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return NULL;
    stack_t alternate = { .ss_sp = memory, .ss_size = size, .ss_flags = 0 };
    if (sigaltstack(&alternate, NULL) != 0) {
        munmap(memory, size);
        return NULL;
    }
    return memory;
}

void duosim_signal_stack_leave(void *stack) {
    if (!stack) return;
    stack_t off = { .ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE };
    sigaltstack(&off, NULL);
    munmap(stack, alternate_size());
}

// MARK: - The crash test (DUOSIM_CRASH_TEST=stack)

/// Recurses until the stack is gone: each frame holds 4 KiB the compiler must keep (volatile) and
/// uses the deeper call's result, so it can't become a loop.
static int overflow_from(volatile char *previous) {
    volatile char frame[4096];
    frame[0] = previous ? (char)(previous[0] + 1) : 0;
    frame[sizeof(frame) - 1] = frame[0];
    return overflow_from(frame) + frame[sizeof(frame) - 1];
}

void duosim_crash_test_overflow_stack(void) {
    volatile int result = overflow_from(NULL);
    (void)result;
}
