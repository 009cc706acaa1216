/* Open-addressing string interner over (pointer, length) keys. */
#include "hloasync/intern.h"
#include "lookahead.h"

#include <stdlib.h>
#include <string.h>

/*
 * A name looked up lately: HLO refers to what it defined a few lines above.
 * Direct-mapped by hash, small enough to stay in cache.
 */
struct hloa_intern_recent {
    const char *str;
    uint32_t len, hash;
    hloa_sym sym;
};

enum { HLOA_INTERN_RECENT = 4096 }; /* entries of the recent cache, a power of two */

/* Symbols a new table's slots have room for, in bits (see slot_of). */
enum { MIN_SYM_BITS = 20 };

void hloa_interner_init(hloa_interner *in, hloa_arena *arena)
{
    memset(in, 0, sizeof(*in));
    in->arena = arena;
    in->cap_syms = 256;
    in->syms = hloa_xmalloc(in->cap_syms * sizeof(*in->syms));
    in->syms[0] = (hloa_intern_entry){"", 0, 0};
    in->n_syms = 1;
    in->count = 0;
    in->mask = 511;
    in->sym_mask = (1u << MIN_SYM_BITS) - 1;
    in->slots = hloa_xzeroed(in->mask + 1, sizeof(*in->slots));
    in->recent = hloa_xzeroed(HLOA_INTERN_RECENT, sizeof(*in->recent));
}

void hloa_interner_release(hloa_interner *in)
{
    free(in->syms);
    free(in->slots);
    free(in->recent);
    memset(in, 0, sizeof(*in));
}

/*
 * A slot is 32 bits: the symbol in the low bits (sym_mask), and above it, as a
 * tag, the same high bits of the name's hash, so probing rarely touches
 * syms[]. Half the size of a slot with the whole hash: a big module's table
 * is 4 MB, not 8, and its random probes miss the TLB half as often. The tag
 * narrows as symbols need more bits (none left past 2^31 symbols: then every
 * probe compares names).
 */
static inline uint32_t slot_of(const hloa_interner *in, uint32_t hash, hloa_sym sym)
{
    return (hash & ~in->sym_mask) | sym;
}

/* Moves every symbol to a table of mask + 1 slots whose tags leave room for at least
   syms symbols. */
static void rehash_to(hloa_interner *in, uint32_t mask, uint64_t syms)
{
    while (syms > (uint64_t)in->sym_mask + 1)
        in->sym_mask = in->sym_mask * 2 + 1;
    uint32_t *slots = hloa_xzeroed((size_t)mask + 1, sizeof(*slots));
    for (uint32_t s = 1; s < in->n_syms; s++) {
        if (!in->syms[s].len)
            continue; /* the unused end of a view's range */
        uint32_t i = in->syms[s].hash & mask;
        while (slots[i])
            i = (i + 1) & mask;
        slots[i] = slot_of(in, in->syms[s].hash, s);
    }
    free(in->slots);
    in->slots = slots;
    in->mask = mask;
}

static void rehash(hloa_interner *in)
{
    rehash_to(in, in->mask * 2 + 1, 0);
}

/* Room under the tags for syms symbols: 1 when every slot had to move for it. */
static int fit_symbols(hloa_interner *in, uint64_t syms)
{
    if (syms <= (uint64_t)in->sym_mask + 1)
        return 0;
    rehash_to(in, in->mask, syms);
    return 1;
}

void hloa_interner_reserve(hloa_interner *in, uint32_t names)
{
    uint64_t slots = (uint64_t)in->mask + 1;
    while (slots * 3 < (uint64_t)names * 4 && slots < (1ull << 31))
        slots *= 2;
    /* Tags narrowed now, for the symbols to come, rather than with every slot moving again
       when they come. */
    if (slots > (uint64_t)in->mask + 1)
        rehash_to(in, (uint32_t)(slots - 1), names);
    else
        fit_symbols(in, names);
    if (names > in->cap_syms) {
        in->cap_syms = names;
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
}

/* Acquire: a slot another thread filled is read after the entry it points to. */
static inline uint32_t load_slot(const uint32_t *slot)
{
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

/* Does the filled slot v hold s[0, n) of hash h? The tag in the slot spares most compares. */
static inline int slot_holds(const hloa_interner *in, uint32_t v, const char *s, size_t n,
                             uint32_t h)
{
    if ((v ^ h) & ~in->sym_mask)
        return 0;
    const hloa_intern_entry *e = &in->syms[v & in->sym_mask];
    return e->hash == h && e->len == n && hloa_bytes_equal(e->str, s, n);
}

static uint32_t *find_slot(const hloa_interner *in, const char *s, size_t n, uint32_t h)
{
    uint32_t i = h & in->mask;
    for (;;) {
        uint32_t v = load_slot(&in->slots[i]);
        if (!v || slot_holds(in, v, s, n, h))
            return &in->slots[i];
        i = (i + 1) & in->mask;
    }
}

/* One thread owns the interner: insert in place, grow as needed. */
static inline hloa_sym intern_alone(hloa_interner *in, const char *s, size_t n, int copy, uint32_t h)
{
    uint32_t *slot = find_slot(in, s, n, h);
    if (*slot)
        return *slot & in->sym_mask;
    if (fit_symbols(in, (uint64_t)in->n_syms + 1))
        slot = find_slot(in, s, n, h);
    if (in->n_syms == in->cap_syms) {
        in->cap_syms += in->cap_syms / 2; /* 1.5x: at 500 000 names, doubling wastes 8 MB */
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
    hloa_sym sym = in->n_syms++;
    in->syms[sym] = (hloa_intern_entry){copy ? hloa_arena_strndup(in->arena, s, n) : s,
                                        (uint32_t)n, h};
    *slot = slot_of(in, h, sym);
    in->count++;
    /* Up to 3/4 full: with a tag of the hash in each slot, probes stay short. */
    if ((uint64_t)in->count * 4 > (uint64_t)in->mask * 3)
        rehash(in);
    return sym;
}

/*
 * A view: other threads insert into the same slots. A new name's entry is
 * written in the view's range first and published by a compare-and-swap on
 * the empty slot; a thread that loses the race reads what won (maybe the
 * same name) and goes on probing.
 */
static hloa_sym intern_shared(hloa_interner *view, const char *s, size_t n, int copy, uint32_t h)
{
    const char *str = NULL;
    for (uint32_t i = h & view->mask;; i = (i + 1) & view->mask) {
        uint32_t *slot = &view->slots[i];
        uint32_t v = load_slot(slot);
        while (!v) {
            if (view->n_syms == view->cap_syms || hloa_interner_full(view)) {
                __atomic_store_n(&view->shared->full, 1, __ATOMIC_RELAXED);
                return 0;
            }
            if (!str)
                str = copy ? hloa_arena_strndup(view->arena, s, n) : s;
            hloa_sym sym = view->n_syms;
            view->syms[sym] = (hloa_intern_entry){str, (uint32_t)n, h};
            if (__atomic_compare_exchange_n(slot, &v, slot_of(view, h, sym), 0, __ATOMIC_RELEASE,
                                            __ATOMIC_ACQUIRE)) {
                view->n_syms++;
                view->count++;
                return sym;
            }
        }
        if (slot_holds(view, v, s, n, h))
            return v & view->sym_mask;
    }
}

/* recent: use the recent-name cache (a definition, most likely new, skips it). */
static hloa_sym intern(hloa_interner *in, const char *s, size_t n, int copy, uint32_t h, int recent)
{
    if (n == 0)
        return 0;
    if (n > UINT32_MAX)
        hloa_die_oom();
    /* The big table does not fit in cache in a large module; most lookups are of a
       name seen lately, which this small table answers without touching it. */
    hloa_intern_recent *r = &in->recent[h & (HLOA_INTERN_RECENT - 1)];
    if (recent && r->hash == h && r->len == n && r->sym && hloa_bytes_equal(r->str, s, n))
        return r->sym;
    hloa_sym sym = in->shared ? intern_shared(in, s, n, copy, h) : intern_alone(in, s, n, copy, h);
    if (recent && sym)
        *r = (hloa_intern_recent){in->syms[sym].str, (uint32_t)n, h, sym};
    return sym;
}

hloa_sym hloa_intern(hloa_interner *in, const char *s, size_t n)
{
    return intern(in, s, n, 0, hloa_hash_bytes(s, n), 1);
}

hloa_sym hloa_intern_copy(hloa_interner *in, const char *s, size_t n)
{
    return intern(in, s, n, 1, hloa_hash_bytes(s, n), 1);
}

uint32_t hloa_intern_prefetch(const hloa_interner *in, const char *s, size_t n)
{
    uint32_t h = hloa_hash_bytes(s, n);
    __builtin_prefetch(&in->slots[h & in->mask], 1);
    return h;
}

hloa_sym hloa_intern_new_hashed(hloa_interner *in, const char *s, size_t n, uint32_t hash)
{
    return intern(in, s, n, 1, hash, 0);
}

void hloa_intern_prefetch_step(const hloa_interner *in, uint32_t hash, int step)
{
    const uint32_t *slot = &in->slots[hash & in->mask];
    if (step == 0) {
        __builtin_prefetch(slot);
        return;
    }
    /* Only a slot of the same tag points to the name's entry (a new name has none). */
    uint32_t v = load_slot(slot);
    if (!v || ((v ^ hash) & ~in->sym_mask))
        return;
    const hloa_intern_entry *e = &in->syms[v & in->sym_mask];
    if (step == 1)
        __builtin_prefetch(e);
    else
        __builtin_prefetch(e->str);
}

hloa_sym hloa_intern_copy_hashed(hloa_interner *in, const char *s, size_t n, uint32_t hash)
{
    return intern(in, s, n, 1, hash, 1);
}

hloa_sym hloa_intern_find(const hloa_interner *in, const char *s, size_t n)
{
    if (n == 0)
        return 0;
    return load_slot(find_slot(in, s, n, hloa_hash_bytes(s, n))) & in->sym_mask;
}

uint32_t hloa_interner_share(hloa_interner *in, uint32_t names)
{
    hloa_interner_reserve(in, in->count + names);
    /* The views may fill the table up to 3/4 full, like one thread would (probes stay
       short); a part much denser in names than its range allows runs out. */
    uint32_t room = (uint32_t)(((uint64_t)in->mask + 1) / 4 * 3 - in->count);
    uint64_t total = (uint64_t)in->n_syms + room;
    fit_symbols(in, total); /* the views' symbols must fit under the tags */
    /* Exactly the ranges: nothing grows while shared. Zeroed by calloc, which leaves
       untouched pages unmapped: what the views do not use is empty names for free. */
    hloa_intern_entry *syms = calloc(total, sizeof(*syms));
    if (!syms)
        hloa_die_oom();
    memcpy(syms, in->syms, in->n_syms * sizeof(*syms));
    free(in->syms);
    in->syms = syms;
    in->cap_syms = (uint32_t)total;
    in->full = 0;
    return room;
}

void hloa_interner_view(hloa_interner *view, hloa_interner *in, uint32_t first, uint32_t count,
                        hloa_arena *arena)
{
    *view = *in;
    view->arena = arena;
    view->recent = hloa_xzeroed(HLOA_INTERN_RECENT, sizeof(*view->recent));
    view->shared = in;
    view->n_syms = first;
    view->cap_syms = first + count;
    view->count = 0;
}

void hloa_interner_view_release(hloa_interner *view)
{
    hloa_interner *in = view->shared;
    /* Below another view's range, what this one did not use stays empty names. */
    uint32_t end = view->cap_syms < in->cap_syms ? view->cap_syms : view->n_syms;
    if (end > in->n_syms)
        in->n_syms = end;
    in->count += view->count;
    free(view->recent);
    memset(view, 0, sizeof(*view));
}
