/* The SIGBUS guard of mapped input files (bus_guard.h). */
#define _GNU_SOURCE /* MAP_ANONYMOUS */
#include "bus_guard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* More than the files any command holds mapped at once (verify: 64 at a time). */
enum { GUARD_SLOTS = 256 };

typedef struct guard_slot {
    uintptr_t begin, len; /* the mapping; begin 0 when the slot is free (read atomically) */
    int hit;              /* a page of it faulted and was replaced by zeros */
} guard_slot;

static guard_slot slots[GUARD_SLOTS];
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static struct sigaction previous; /* what SIGBUS did before: a fault not ours goes there */
static long page_size;

/* Async-signal-safe: reads the slots, maps a zero page (a system call) and returns. */
static void on_sigbus(int sig, siginfo_t *info, void *context)
{
    (void)sig;
    (void)context;
    int saved = errno;
    uintptr_t at = (uintptr_t)info->si_addr;
    for (int i = 0; i < GUARD_SLOTS; i++) {
        uintptr_t begin = __atomic_load_n(&slots[i].begin, __ATOMIC_ACQUIRE);
        if (!begin || at - begin >= __atomic_load_n(&slots[i].len, __ATOMIC_ACQUIRE))
            continue; /* (below begin, at - begin wraps round to a huge distance) */
        /* zeros from the page that faulted to the end: the file ends before it, and one
           fault, not one a page, says so */
        uintptr_t mask = (uintptr_t)page_size - 1;
        uintptr_t page = at & ~mask;
        uintptr_t end = (begin + slots[i].len + mask) & ~mask;
        if (mmap((void *)page, end - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1,
                 0) == MAP_FAILED)
            break; /* cannot mend it: die of the signal as before */
        __atomic_store_n(&slots[i].hit, 1, __ATOMIC_RELEASE);
        errno = saved;
        return; /* the read is done again, of zeros */
    }
    /* Not a guarded mapping, or not mended: SIGBUS does what it did before, when the faulting
       read runs again (a synchronous fault comes back at once). */
    sigaction(SIGBUS, &previous, NULL);
    errno = saved;
}

static void install(void)
{
    page_size = sysconf(_SC_PAGESIZE);
    struct sigaction sa;
    memset(&sa, 0, sizeof(sa));
    sa.sa_sigaction = on_sigbus;
    sa.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGBUS, &sa, &previous);
}

int hloa_bus_guard_add(const void *base, size_t len)
{
    pthread_once(&installed, install);
    pthread_mutex_lock(&slots_lock);
    int slot = 0;
    for (int i = 0; i < GUARD_SLOTS && !slot; i++) {
        if (slots[i].begin)
            continue;
        slots[i].hit = 0;
        __atomic_store_n(&slots[i].len, (uintptr_t)len, __ATOMIC_RELEASE);
        __atomic_store_n(&slots[i].begin, (uintptr_t)base, __ATOMIC_RELEASE);
        slot = i + 1;
    }
    pthread_mutex_unlock(&slots_lock);
    return slot;
}

int hloa_bus_guard_hit(int slot)
{
    return slot > 0 && __atomic_load_n(&slots[slot - 1].hit, __ATOMIC_ACQUIRE);
}

void hloa_bus_guard_remove(int slot)
{
    if (slot <= 0)
        return;
    pthread_mutex_lock(&slots_lock);
    __atomic_store_n(&slots[slot - 1].begin, 0, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&slots_lock);
}
