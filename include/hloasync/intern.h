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
#include "hloasync/table.h"

#include <stdint.h>
#include <string.h>

typedef uint32_t hloa_sym; /* 0 means "no name" */

typedef struct hloa_intern_entry {
    const char *str; /* not NUL-terminated when it points into the source */
    uint32_t len;    /* bytes of str */
    uint32_t hash;   /* full hash, to skip most string compares */
} hloa_intern_entry;

/* The interner's cache of names looked up lately (intern.c). */
typedef struct hloa_intern_recent hloa_intern_recent;

typedef struct hloa_interner hloa_interner;
struct hloa_interner {
    hloa_arena *arena;         /* where copied strings live */
    hloa_intern_recent *recent; /* names looked up lately (heap) */
    hloa_intern_entry *syms;   /* indexed by symbol; syms[0] is the empty name */
    uint32_t n_syms, cap_syms; /* used and allocated entries; a view's range of them */
    hloa_table table;          /* symbols by name (its count: names a view added) */
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

#endif
