/*
 * Arena allocation.
 *
 * Ownership rule of the whole code base: everything reachable from an
 * hloa_module (computations, instructions, shapes, operand arrays, generated
 * names) is allocated from that module's arena and is freed at once by
 * hloa_arena_release(). Nothing in the IR is ever free()d on its own, and no
 * pointer into an arena outlives the arena. Diagnostics own a separate arena
 * (see diag.h) because they outlive the module they describe.
 *
 * Words, as git uses them: init prepares a struct, release frees what it
 * holds (the struct itself stays usable after another init), clear empties it
 * for reuse, free releases and frees a heap-allocated struct.
 */
#ifndef HLOASYNC_ARENA_H
#define HLOASYNC_ARENA_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct hloa_arena_block hloa_arena_block;

typedef struct hloa_arena {
    hloa_arena_block *blocks; /* newest first */
    char *cur;                /* next free byte of the newest block */
    char *end;                /* one past the newest block's free bytes (strings above) */
    size_t allocated;         /* bytes of its blocks */
    size_t expected;          /* bytes it is expected to grow to (see hloa_arena_expect) */
} hloa_arena;

void hloa_arena_init(hloa_arena *a);
/* The arena will likely hold about bytes: its blocks start as big as they would be at
   that size (a big module's first ones then come whole from huge pages, too). */
void hloa_arena_expect(hloa_arena *a, size_t bytes);
void hloa_arena_release(hloa_arena *a);
/* The same, its blocks given back to the system rather than kept for the next arena: for a
   scratch arena that no arena like it follows (a reader's table of names in flight). */
void hloa_arena_free(hloa_arena *a);
/* Moves everything allocated in from into a (which then owns it); from is left empty. */
void hloa_arena_adopt(hloa_arena *a, hloa_arena *from);
/* Frees the calling thread's spare blocks and page arrays (kept for reuse). */
void hloa_arena_free_spares(void);

/* Uninitialised memory aligned for any object; never NULL (dies on OOM). */
void *hloa_arena_alloc_block(hloa_arena *a, size_t size); /* when the newest block is full */
enum { HLOA_ARENA_ALIGN = 8 };
/* Inline: the parser allocates several times per instruction. */
static inline void *hloa_arena_alloc(hloa_arena *a, size_t size)
{
    size_t rounded = (size + (HLOA_ARENA_ALIGN - 1)) & ~(size_t)(HLOA_ARENA_ALIGN - 1);
    if (rounded < size || (size_t)(a->end - a->cur) < rounded)
        return hloa_arena_alloc_block(a, size);
    void *p = a->cur;
    a->cur += rounded;
    return p;
}
char *hloa_arena_printf(hloa_arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *hloa_arena_vprintf(hloa_arena *a, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/* Heap helpers that die with exit status 2 instead of returning NULL. */
void *hloa_xmalloc(size_t size);
/* n zeroed elements of size bytes (at least one: never NULL). */
void *hloa_xcalloc(size_t n, size_t size);
void *hloa_xrealloc(void *p, size_t size);
void *hloa_xreallocarray(void *p, size_t n, size_t size);
/* A heap copy of the first n bytes of s, NUL-terminated (hloa_xstrdup: all of s). */
char *hloa_xstrndup(const char *s, size_t n);
char *hloa_xstrdup(const char *s);
/*
 * n zeroed elements for a hash table, zeroed by stores: calloc's fresh pages
 * would be mapped to the shared zero page by the first probe and copied on
 * the first insert, two faults per page and a TLB flush on every CPU the
 * process runs on.
 */
void *hloa_xzeroed(size_t n, size_t size);
/*
 * An array of pages that grows in place where the system allows (mremap):
 * growing copies nothing. *bytes is its size, at least size on return; bytes
 * past the old size are zeroed (by stores, as hloa_xzeroed). p NULL and
 * *bytes 0 start one, possibly with an array this thread freed, bigger than
 * asked. hloa_pages_free(p, *bytes) frees it (or keeps it for the next:
 * hloa_arena_free_spares gives those back).
 */
void *hloa_pages_grow(void *p, size_t *bytes, size_t size);
void hloa_pages_free(void *p, size_t bytes);
/*
 * n zeroed entries of size bytes for a big table read at random (a hash
 * table's slots): of HLOA_HUGE_ZEROED_MIN bytes and more, mapped in huge
 * pages where the system has them (few faults and TLB misses), else from
 * malloc. hloa_huge_free(p, n, size) frees it.
 */
enum { HLOA_HUGE_ZEROED_MIN = 1 << 20 };
void *hloa_huge_zeroed(size_t n, size_t size);
void hloa_huge_free(void *p, size_t n, size_t size);
_Noreturn void hloa_die_oom(void);

/* Internal invariant failure: a bug in hlo-async, never bad input. */
_Noreturn void hloa_bug(const char *file, int line, const char *msg);
#define BUG(msg) hloa_bug(__FILE__, __LINE__, (msg))

/* Inline, as hloa_arena_alloc: where the size is known at the call, the clearing or
   the copy is a few moves instead of a call into the C library. */

/* Zeroed array of n objects; the multiplication is overflow checked. */
static inline void *hloa_arena_calloc(hloa_arena *a, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        hloa_die_oom();
    void *p = hloa_arena_alloc(a, n * size);
    memset(p, 0, n * size);
    return p;
}

/* Copy of n objects of size bytes; NULL for none. */
static inline void *hloa_arena_memdup(hloa_arena *a, const void *p, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        hloa_die_oom();
    if (n == 0)
        return NULL;
    void *q = hloa_arena_alloc(a, n * size);
    memcpy(q, p, n * size);
    return q;
}

/*
 * NUL-terminated copy of s[0..n). Strings need no alignment: they are packed
 * down from the end of the newest block while aligned objects grow up from
 * its start (a big module's names would lose about 2 MB to alignment).
 */
static inline char *hloa_arena_strndup(hloa_arena *a, const char *s, size_t n)
{
    char *p;
    if (n < (size_t)(a->end - a->cur)) {
        a->end -= n + 1;
        p = a->end;
    } else {
        p = hloa_arena_alloc(a, n + 1);
    }
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

/*
 * A growable array of T backed by the heap while it is being built:
 *   HLOA_VEC(int) v = {0}; HLOA_VEC_PUSH(v, 3); ... free(v.items);
 */
#define HLOA_VEC(T)                                                                                \
    struct {                                                                                       \
        T *items;                                                                                  \
        size_t len, cap;                                                                           \
    }
/* The vector's room for n more (doubling, from 16), grown in one function for every vector. */
#define HLOA_VEC_GROW(v, n)                                                                        \
    do {                                                                                           \
        if ((v).len + (size_t)(n) > (v).cap)                                                       \
            (v).items = hloa_vec_grow((v).items, &(v).cap, (v).len + (size_t)(n),                  \
                                      sizeof(*(v).items));                                         \
    } while (0)
/* Items resized to hold at least need of size bytes; *cap becomes the new capacity. */
void *hloa_vec_grow(void *items, size_t *cap, size_t need, size_t size);
/* &items[i], or NULL while nothing was pushed (no arithmetic on a NULL pointer). */
#define HLOA_VEC_AT(v, i) ((v).items ? (v).items + (i) : NULL)
#define HLOA_VEC_PUSH(v, x)                                                                        \
    do {                                                                                           \
        HLOA_VEC_GROW(v, 1);                                                                       \
        (v).items[(v).len++] = (x);                                                                \
    } while (0)
/*
 * Sorting a list that is most likely in order already (the passes build theirs
 * in text order): hloa_in_order says whether cmp finds base[0, n) of size-byte
 * items non-decreasing; hloa_sort_unless_in_order runs qsort only when not, so
 * a list in order costs one pass of compares and keeps its equal items' order.
 */
int hloa_in_order(const void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void hloa_sort_unless_in_order(void *base, size_t n, size_t size,
                               int (*cmp)(const void *, const void *));

/* Appends the n items at p (plain data: copied bytewise). */
#define HLOA_VEC_APPEND(v, p, n)                                                                   \
    do {                                                                                           \
        if ((n) > 0) {                                                                             \
            HLOA_VEC_GROW(v, n);                                                                   \
            memcpy((v).items + (v).len, (p), (size_t)(n) * sizeof(*(v).items));                   \
            (v).len += (size_t)(n);                                                                \
        }                                                                                          \
    } while (0)

#endif
