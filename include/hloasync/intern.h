/*
 * Interned names. A symbol is a small dense integer; equal strings get equal
 * symbols, so names, opcodes and attribute keys are compared as integers.
 * The bytes are not copied when they come from the source buffer (the source
 * outlives the module); generated names are copied into the arena.
 */
#ifndef HLOASYNC_INTERN_H
#define HLOASYNC_INTERN_H

#include "hloasync/arena.h"
#include "hloasync/hash.h"

#include <stdint.h>
#include <string.h>

typedef uint32_t hloa_sym; /* 0 means "no name" */

typedef struct hloa_intern_entry {
    const char *str; /* not NUL-terminated when it points into the source */
    uint32_t len;    /* bytes of str */
    uint32_t hash;   /* full hash, to skip most string compares */
} hloa_intern_entry;

/* A name looked up lately: HLO refers to what it defined a few lines above. */
typedef struct hloa_intern_recent {
    const char *str;
    uint32_t len, hash;
    hloa_sym sym;
} hloa_intern_recent;

enum { HLOA_INTERN_RECENT = 4096 }; /* entries of the recent cache, a power of two */

typedef struct hloa_interner hloa_interner;
struct hloa_interner {
    hloa_arena *arena;         /* where copied strings live */
    hloa_intern_recent *recent; /* direct-mapped by hash: small enough to stay in cache (heap) */
    hloa_intern_entry *syms;   /* indexed by symbol; syms[0] is the empty name */
    uint32_t n_syms, cap_syms; /* used and allocated entries; a view's range of them */
    uint32_t count;            /* names in the table: n_syms less the empty ends of ranges */
    uint32_t *slots;           /* open addressing: a symbol under a tag, 0 = empty (intern.c) */
    uint32_t mask;             /* slot count - 1 (a power of two) */
    uint32_t sym_mask;         /* the low bits of a slot that hold its symbol */
    int full;                  /* shared: some view ran out of symbols (read and set atomically) */
    hloa_interner *shared;     /* a view: the interner whose table it fills (see below) */
};

void hloa_interner_init(hloa_interner *in, hloa_arena *arena);
void hloa_interner_release(hloa_interner *in);
/* Room for about names symbols without growing (a growing table is rehashed at each step). */
void hloa_interner_reserve(hloa_interner *in, uint32_t names);

/* s must stay valid as long as the interner (source text or arena). */
hloa_sym hloa_intern(hloa_interner *in, const char *s, size_t n);
/* Same, but copies s into the arena when it is new. */
hloa_sym hloa_intern_copy(hloa_interner *in, const char *s, size_t n);
/*
 * A new name misses the cache in a big module: start loading its slot now and
 * intern it a little later with the hash this returns. hloa_intern_new_hashed
 * is hloa_intern_copy for a name that is most likely new (a definition): it
 * neither reads nor fills the recent-name cache.
 */
uint32_t hloa_intern_prefetch(const hloa_interner *in, const char *s, size_t n);
hloa_sym hloa_intern_new_hashed(hloa_interner *in, const char *s, size_t n, uint32_t hash);
/*
 * Names known some time before they are needed (references read along the
 * way, looked up in a batch): a lookup in a big table waits for three
 * loads in turn, the slot, the entry it points to and that entry's bytes.
 * Step 0 asks for the slot of a name of this hash, step 1 (its slot in cache
 * by then) for the entry, step 2 (the entry in cache) for the bytes; taken a
 * few names apart, hloa_intern_copy_hashed finds them all in cache.
 */
void hloa_intern_prefetch_step(const hloa_interner *in, uint32_t hash, int step);
/* hloa_intern_copy of a name whose hash is known. */
hloa_sym hloa_intern_copy_hashed(hloa_interner *in, const char *s, size_t n, uint32_t hash);
/*
 * Several threads interning at once (a big module parsed in parts). Share
 * fixes the table for about `names` more symbols: it never grows while
 * shared. It returns how many symbols the views may hand out in all, from
 * in->n_syms on; the caller splits them into ranges. Each thread interns
 * through its own view, which hands out the symbols of its own range
 * [first, first + count), copies names into its own arena and keeps its own
 * recent-name cache. A view that runs out of symbols marks the interner
 * full, and from then on every view returns 0 for a name it does not find:
 * the caller drops what the views made and starts over on one thread. Once
 * every view is released (all views are made before the first is released)
 * the interner is whole again, and the unused ends of the ranges below the
 * last are empty names.
 */
uint32_t hloa_interner_share(hloa_interner *in, uint32_t names);
void hloa_interner_view(hloa_interner *view, hloa_interner *in, uint32_t first, uint32_t count,
                        hloa_arena *arena);
void hloa_interner_view_release(hloa_interner *view);
/* Did a view run out of symbols? (given the shared interner or a view; inline: the
   parser asks at every instruction) */
static inline int hloa_interner_full(const hloa_interner *in)
{
    return __atomic_load_n(in->shared ? &in->shared->full : &in->full, __ATOMIC_RELAXED);
}

/* Lookup without inserting; 0 when absent. */
hloa_sym hloa_intern_find(const hloa_interner *in, const char *s, size_t n);

static inline const char *hloa_sym_str(const hloa_interner *in, hloa_sym s, uint32_t *len)
{
    *len = in->syms[s].len;
    return in->syms[s].str;
}

/*
 * A name's bytes in two words, its first and last 8 (with its length, the
 * whole name up to 16 bytes), and a mix of them whose top bits pick a slot
 * of a small cache: cheaper than hloa_hash_bytes where that is enough.
 */
static inline uint64_t hloa_name_key(const char *s, uint32_t n, uint64_t *head, uint64_t *tail)
{
    uint64_t a = 0, b = 0;
    if (n >= 8) {
        memcpy(&a, s, 8);
        memcpy(&b, s + n - 8, 8);
    } else if (n >= 4) {
        uint32_t x, y;
        memcpy(&x, s, 4);
        memcpy(&y, s + n - 4, 4);
        a = x | (uint64_t)y << 32;
    } else if (n) {
        a = (unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << 8 |
            (uint64_t)(unsigned char)s[n - 1] << 16;
    }
    *head = a;
    *tail = b;
    return hloa_hash_mix(hloa_hash_mix(n, a), b);
}

/* Are a and b, n bytes each and of equal hloa_name_key words, the same? Only the bytes
   between the first and last 8 are left to compare. */
static inline int hloa_name_rest_equal(const char *a, const char *b, uint32_t n)
{
    return n <= 16 || hloa_bytes_equal(a + 8, b + 8, n - 16);
}

#endif
