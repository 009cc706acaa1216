/* Bump allocation in blocks; see the ownership rule in arena.h. */
#define _GNU_SOURCE /* MAP_ANONYMOUS, MAP_POPULATE, mremap */
#include "hloasync/arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct hloa_arena_block {
    hloa_arena_block *next; /* older block */
    size_t size;            /* usable bytes after the header */
    int mapped;             /* from mmap (faulted in at once), not malloc */
    max_align_t data[];     /* the memory handed out */
};

/*
 * Blocks of MAPPED_BLOCK bytes and more are mapped with their pages faulted
 * in at once: one trip into the kernel per block instead of one per page
 * (a 100 MB module builds some 140 MB of IR). They are capped at
 * MAX_BLOCK (with the header, one huge page) so that the unused end of the
 * last one stays small (it counts in the peak memory).
 */
enum {
    ALIGN = HLOA_ARENA_ALIGN,
    MIN_BLOCK = 64 * 1024,
    MAPPED_BLOCK = 1 << 20,
    HUGE_PAGE = 2 << 20,
    MAX_BLOCK = HUGE_PAGE - sizeof(hloa_arena_block),
};

/*
 * *size bytes (rounded up to whole huge pages, *size set) mapped at a huge
 * page's boundary and asked to be backed by huge pages: where the kernel
 * gives them (transparent huge pages, "madvise" or "always"), it faults in
 * and zeroes 2 MB at a time instead of 4 KB; elsewhere pages come one by one.
 * NULL when nothing can be mapped.
 */
static void *map_block(size_t *size)
{
    size_t n = (*size + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    if (n < *size) /* wrapped */
        return NULL;
    char *raw = mmap(NULL, n + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    char *p = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (p > raw)
        munmap(raw, (size_t)(p - raw));
    munmap(p + n, (size_t)(raw + HUGE_PAGE - p)); /* the rest of the extra huge page */
#ifdef MADV_HUGEPAGE
    madvise(p, n, MADV_HUGEPAGE);
#endif
#ifdef MADV_POPULATE_WRITE
    madvise(p, n, MADV_POPULATE_WRITE); /* an older kernel faults the pages in as they are used */
#endif
    *size = n;
    return p;
}

/* A block of at least want bytes (its size says how many). */
static hloa_arena_block *new_block(size_t want)
{
    hloa_arena_block *b = NULL;
    size_t total = sizeof(hloa_arena_block) + want;
    if (want >= MAPPED_BLOCK && (b = map_block(&total)) != NULL) {
        b->mapped = 1;
    } else {
        b = hloa_xmalloc(total);
        b->mapped = 0;
    }
    b->size = total - sizeof(hloa_arena_block);
    return b;
}

static void free_block(hloa_arena_block *b)
{
    if (b->mapped)
        munmap(b, sizeof(hloa_arena_block) + b->size);
    else
        free(b);
}

/*
 * Blocks of released arenas, kept for the next arena of the process: the
 * modules of a --split-input-file run or of many files are alike in size,
 * and reusing their blocks saves faulting in (and the kernel zeroing) fresh
 * memory for each. Capped, so a huge module's memory is still given back.
 * Per thread, so the threads of a parallel run never share the list.
 */
enum { SPARE_CAP = 64 << 20 };
static _Thread_local hloa_arena_block *spare_blocks;
static _Thread_local size_t spare_bytes;

static void keep_or_free(hloa_arena_block *b)
{
    if (spare_bytes + b->size > SPARE_CAP) {
        free_block(b);
        return;
    }
    b->next = spare_blocks;
    spare_blocks = b;
    spare_bytes += b->size;
}

/* A spare block of at least want bytes and at most twice that, or NULL. */
static hloa_arena_block *take_spare(size_t want)
{
    for (hloa_arena_block **pb = &spare_blocks; *pb; pb = &(*pb)->next) {
        hloa_arena_block *b = *pb;
        if (b->size >= want && b->size / 2 <= want) {
            *pb = b->next;
            spare_bytes -= b->size;
            return b;
        }
    }
    return NULL;
}

static void free_spare_pages(void);

void hloa_arena_free_spares(void)
{
    while (spare_blocks) {
        hloa_arena_block *b = spare_blocks;
        spare_blocks = b->next;
        free_block(b);
    }
    spare_bytes = 0;
    free_spare_pages();
}

void hloa_die_oom(void)
{
    fputs("hlo-async: error: out of memory\n", stderr);
    exit(2);
}

void hloa_bug(const char *file, int line, const char *msg)
{
    fprintf(stderr, "hlo-async: internal error at %s:%d: %s\n", file, line, msg);
    abort();
}

void *hloa_xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        hloa_die_oom();
    return p;
}

char *hloa_xstrndup(const char *s, size_t n)
{
    char *p = hloa_xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *hloa_xstrdup(const char *s)
{
    return hloa_xstrndup(s, strlen(s));
}

void *hloa_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        hloa_die_oom();
    return p;
}

void *hloa_xrealloc(void *p, size_t size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q)
        hloa_die_oom();
    return q;
}

void *hloa_vec_grow(void *items, size_t *cap, size_t need, size_t size)
{
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n = n > SIZE_MAX / 2 ? need : n * 2; /* need that large fails in the allocation */
    *cap = n;
    return hloa_xreallocarray(items, n, size);
}

void *hloa_xreallocarray(void *p, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        hloa_die_oom();
    return hloa_xrealloc(p, n * size);
}

void *hloa_xzeroed(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        hloa_die_oom();
    void *p = hloa_xmalloc(n * size);
    memset(p, 0, n * size);
    return p;
}

/* Unmaps (or frees) a page array of the given size. */
static void unmap_pages(void *p, size_t bytes)
{
#ifdef MREMAP_MAYMOVE
    munmap(p, bytes);
#else
    (void)bytes;
    free(p);
#endif
}

/*
 * Page arrays freed on this thread, kept for the next to start, as the arena's
 * spare blocks are: the modules of a split file each build definition arrays
 * as big as the last one's, and fresh pages cost a fault each (and unmapping
 * them a TLB flush on every core the process runs on). Only small ones: a
 * big module's arrays, kept, would add to its peak memory what its other
 * passes allocate after the parse.
 */
enum { SPARE_PAGE_ARRAYS = 2, SPARE_PAGE_ARRAY_MAX = 1 << 20 };
static _Thread_local struct {
    void *p;
    size_t bytes; /* 0 for a free place */
} spare_pages[SPARE_PAGE_ARRAYS];

/* The smallest spare array of at least size (> 0) bytes (its size in *bytes), or NULL. */
static void *take_spare_pages(size_t size, size_t *bytes)
{
    int best = -1;
    for (int i = 0; i < SPARE_PAGE_ARRAYS; i++)
        if (spare_pages[i].bytes >= size &&
            (best < 0 || spare_pages[i].bytes < spare_pages[best].bytes))
            best = i;
    if (best < 0)
        return NULL;
    void *p = spare_pages[best].p;
    *bytes = spare_pages[best].bytes;
    spare_pages[best].p = NULL, spare_pages[best].bytes = 0;
    return p;
}

static void free_spare_pages(void)
{
    for (int i = 0; i < SPARE_PAGE_ARRAYS; i++)
        if (spare_pages[i].p)
            unmap_pages(spare_pages[i].p, spare_pages[i].bytes);
    memset(spare_pages, 0, sizeof(spare_pages));
}

void *hloa_huge_zeroed(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        hloa_die_oom();
    size_t bytes = n * size;
    if (bytes < HLOA_HUGE_ZEROED_MIN)
        return hloa_xzeroed(n, size);
    void *p = map_block(&bytes); /* zeroed by the kernel */
    if (!p)
        hloa_die_oom();
    return p;
}

void hloa_huge_free(void *p, size_t n, size_t size)
{
    size_t bytes = n * size;
    if (!p || bytes < HLOA_HUGE_ZEROED_MIN) {
        free(p);
        return;
    }
    munmap(p, (bytes + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1));
}

void *hloa_pages_grow(void *p, size_t *bytes, size_t size)
{
    size_t old = *bytes;
    /* Big enough already: taken from the spares, it can hold more than its partner
       array, and the pair's next growth then asks it for less than it has. */
    if (p && size <= old)
        return p;
    if (!p && (p = take_spare_pages(size, bytes)) != NULL) {
        memset(p, 0, *bytes); /* its pages are in: zeroing them is all it costs */
        return p;
    }
    void *q = NULL;
#ifdef MREMAP_MAYMOVE
    q = p ? mremap(p, old, size, MREMAP_MAYMOVE)
          : mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (q == MAP_FAILED)
        hloa_die_oom();
#else
    q = hloa_xrealloc(p, size);
#endif
    memset((char *)q + old, 0, size - old);
    *bytes = size;
    return q;
}

void hloa_pages_free(void *p, size_t bytes)
{
    if (!p)
        return;
    /* Kept in place of the smallest spare (a free place first), if it holds more. */
    int at = 0;
    for (int i = 1; i < SPARE_PAGE_ARRAYS; i++)
        if (spare_pages[i].bytes < spare_pages[at].bytes)
            at = i;
    if (bytes > SPARE_PAGE_ARRAY_MAX || spare_pages[at].bytes >= bytes) {
        unmap_pages(p, bytes);
        return;
    }
    if (spare_pages[at].p)
        unmap_pages(spare_pages[at].p, spare_pages[at].bytes);
    spare_pages[at].p = p;
    spare_pages[at].bytes = bytes;
}

void hloa_arena_init(hloa_arena *a)
{
    memset(a, 0, sizeof(*a));
}

void hloa_arena_expect(hloa_arena *a, size_t bytes)
{
    a->expected = bytes;
}

/* Every block of a to dispose, and a empty again. */
static void drop_blocks(hloa_arena *a, void (*dispose)(hloa_arena_block *))
{
    hloa_arena_block *b = a->blocks;
    while (b) {
        hloa_arena_block *next = b->next;
        dispose(b);
        b = next;
    }
    hloa_arena_init(a);
}

void hloa_arena_release(hloa_arena *a)
{
    drop_blocks(a, keep_or_free);
}

void hloa_arena_free(hloa_arena *a)
{
    drop_blocks(a, free_block);
}

void hloa_arena_adopt(hloa_arena *a, hloa_arena *from)
{
    if (!from->blocks)
        return;
    /* Allocation goes on in whichever newest block has more room left. */
    if (a->blocks && from->end - from->cur > a->end - a->cur) {
        hloa_arena swap = *a;
        *a = *from;
        *from = swap;
    }
    /* from's newest block is never allocated from again: its unused end, faulted in
       at once when mapped, is handed back to the kernel. */
    long page_size = sysconf(_SC_PAGESIZE);
    if (from->blocks->mapped && page_size > 0) {
        uintptr_t page = (uintptr_t)page_size, lo = ((uintptr_t)from->cur + page - 1) & ~(page - 1);
        uintptr_t hi = (uintptr_t)from->end & ~(page - 1);
        if (hi > lo)
            madvise((void *)lo, hi - lo, MADV_DONTNEED);
    }
    /* Behind a's newest block, so a->cur and a->end stay where they are. */
    hloa_arena_block *last = from->blocks;
    while (last->next)
        last = last->next;
    if (a->blocks) {
        last->next = a->blocks->next;
        a->blocks->next = from->blocks;
    } else {
        a->blocks = from->blocks;
        a->cur = from->cur;
        a->end = from->end;
    }
    a->allocated += from->allocated;
    hloa_arena_init(from);
}

void *hloa_arena_alloc_block(hloa_arena *a, size_t size)
{
    if (size > SIZE_MAX - ALIGN)
        hloa_die_oom();
    size = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    if ((size_t)(a->end - a->cur) < size) {
        /* Blocks grow with the arena so a big module needs few mallocs. */
        size_t want = (a->allocated > a->expected ? a->allocated : a->expected) / 4;
        if (want < MIN_BLOCK)
            want = MIN_BLOCK;
        if (want > MAX_BLOCK)
            want = MAX_BLOCK;
        if (want < size)
            want = size;
        if (want > SIZE_MAX - sizeof(hloa_arena_block))
            hloa_die_oom();
        hloa_arena_block *b = take_spare(want);
        if (!b)
            b = new_block(want);
        want = b->size;
        b->next = a->blocks;
        a->blocks = b;
        a->cur = (char *)b->data;
        a->end = a->cur + want;
        a->allocated += want;
    }
    void *p = a->cur;
    a->cur += size;
    return p;
}

char *hloa_arena_vprintf(hloa_arena *a, const char *fmt, va_list ap)
{
    if (!fmt) /* never; says so to GCC, whose sanitizer build warns otherwise */
        BUG("no format");
    char probe[1];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(probe, sizeof(probe), fmt, ap2);
    va_end(ap2);
    if (n < 0)
        BUG("bad format");
    char *p = hloa_arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *hloa_arena_printf(hloa_arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = hloa_arena_vprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

int hloa_in_order(const void *base, size_t n, size_t size, int (*cmp)(const void *, const void *))
{
    const char *p = base;
    for (size_t i = 1; i < n; i++)
        if (cmp(p + (i - 1) * size, p + i * size) > 0)
            return 0;
    return 1;
}

void hloa_sort_unless_in_order(void *base, size_t n, size_t size,
                               int (*cmp)(const void *, const void *))
{
    if (!hloa_in_order(base, n, size, cmp))
        qsort(base, n, size, cmp);
}
