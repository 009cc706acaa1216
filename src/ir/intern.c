/* Open-addressing string interner over (pointer, length) keys. */
#include "hloasync/intern.h"
#include "hloasync/lookahead.h"

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

void hloa_interner_init(hloa_interner *in, hloa_arena *arena)
{
    memset(in, 0, sizeof(*in));
    in->arena = arena;
    in->cap_syms = 256;
    in->syms = hloa_xmalloc(in->cap_syms * sizeof(*in->syms));
    in->syms[0] = (hloa_intern_entry){"", 0, 0};
    in->n_syms = 1;
    hloa_table_init(&in->table, 384);
    in->recent = hloa_xzeroed(HLOA_INTERN_RECENT, sizeof(*in->recent));
}

void hloa_interner_release(hloa_interner *in)
{
    free(in->syms);
    hloa_table_release(&in->table);
    free(in->recent);
    memset(in, 0, sizeof(*in));
}

/* The table's question when it grows: a symbol's hash. */
static uint32_t sym_hash(const void *owner, uint32_t sym)
{
    return ((const hloa_interner *)owner)->syms[sym].hash;
}

void hloa_interner_reserve(hloa_interner *in, uint32_t names)
{
    /* Tags narrowed now for the symbols to come, rather than with every slot moving again
       when they come. */
    hloa_table_reserve(&in->table, names, names, sym_hash, in);
    if (names > in->cap_syms) {
        in->cap_syms = names;
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
}

/* The symbol of s[0, n) (hash h), or 0; *pr ends on the empty slot where it would go. */
static inline hloa_sym find(const hloa_interner *in, const char *s, size_t n, uint32_t h,
                            hloa_table_probe *pr)
{
    for (hloa_sym sym; (sym = hloa_table_probe_next(&in->table, pr)) != 0;) {
        const hloa_intern_entry *e = &in->syms[sym];
        if (e->hash == h && e->len == n && hloa_bytes_equal(e->str, s, n))
            return sym;
    }
    return 0;
}

/* One thread owns the interner: insert in place, grow as needed. */
static inline hloa_sym intern_alone(hloa_interner *in, const char *s, size_t n, int copy, uint32_t h)
{
    hloa_table_probe pr = hloa_table_probe_start(&in->table, h);
    hloa_sym sym = find(in, s, n, h, &pr);
    if (sym)
        return sym;
    if (in->n_syms == in->cap_syms) {
        in->cap_syms += in->cap_syms / 2; /* 1.5x: at 500 000 names, doubling wastes 8 MB */
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
    sym = in->n_syms++;
    in->syms[sym] = (hloa_intern_entry){copy ? hloa_arena_strndup(in->arena, s, n) : s,
                                        (uint32_t)n, h};
    hloa_table_add(&in->table, &pr, sym, sym_hash, in);
    return sym;
}

/*
 * A view: other threads insert into the same slots. A new name's entry is
 * written in the view's range first and published by claiming the empty
 * slot; a thread that loses the race reads what won (maybe the same name)
 * and goes on probing.
 */
static hloa_sym intern_shared(hloa_interner *view, const char *s, size_t n, int copy, uint32_t h)
{
    const char *str = NULL;
    hloa_table_probe pr = hloa_table_probe_start(&view->table, h);
    for (;;) {
        hloa_sym sym = find(view, s, n, h, &pr);
        if (sym)
            return sym;
        if (view->n_syms == view->cap_syms || hloa_interner_full(view)) {
            __atomic_store_n(&view->shared->full, 1, __ATOMIC_RELAXED);
            return 0;
        }
        if (!str)
            str = copy ? hloa_arena_strndup(view->arena, s, n) : s;
        sym = view->n_syms;
        view->syms[sym] = (hloa_intern_entry){str, (uint32_t)n, h};
        if (hloa_table_claim(&view->table, &pr, sym)) {
            view->n_syms++;
            view->table.count++;
            return sym;
        }
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
    __builtin_prefetch(&in->table.slots[h & in->table.mask], 1);
    return h;
}

hloa_sym hloa_intern_new_hashed(hloa_interner *in, const char *s, size_t n, uint32_t hash)
{
    return intern(in, s, n, 1, hash, 0);
}

hloa_sym hloa_intern_new_hashed_in_place(hloa_interner *in, const char *s, size_t n, uint32_t hash)
{
    return intern(in, s, n, 0, hash, 0);
}

void hloa_intern_prefetch_step(const hloa_interner *in, uint32_t hash, int step)
{
    if (step == 0) {
        __builtin_prefetch(&in->table.slots[hash & in->table.mask]);
        return;
    }
    hloa_sym sym = hloa_table_home_id(&in->table, hash);
    if (!sym)
        return; /* a new name, most likely */
    const hloa_intern_entry *e = &in->syms[sym];
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
    uint32_t h = hloa_hash_bytes(s, n);
    hloa_table_probe pr = hloa_table_probe_start(&in->table, h);
    return find(in, s, n, h, &pr);
}

uint32_t hloa_interner_share(hloa_interner *in, uint32_t names)
{
    hloa_interner_reserve(in, in->table.count + names);
    /* The views may fill the table up to 3/4 full, like one thread would (probes stay
       short); a part much denser in names than its range allows runs out. */
    uint32_t room = (uint32_t)(((uint64_t)in->table.mask + 1) / 4 * 3 - in->table.count);
    uint64_t total = (uint64_t)in->n_syms + room;
    /* the views' symbols must fit under the tags */
    hloa_table_reserve(&in->table, in->table.count, total, sym_hash, in);
    /* Exactly the ranges: nothing grows while shared. Zeroed by calloc, which leaves
       untouched pages unmapped: what the views do not use is empty names for free. */
    hloa_intern_entry *syms = hloa_xcalloc(total, sizeof(*syms));
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
    view->table.count = 0;
}

void hloa_interner_view_release(hloa_interner *view)
{
    hloa_interner *in = view->shared;
    /* Below another view's range, what this one did not use stays empty names. */
    uint32_t end = view->cap_syms < in->cap_syms ? view->cap_syms : view->n_syms;
    if (end > in->n_syms)
        in->n_syms = end;
    in->table.count += view->table.count;
    free(view->recent);
    memset(view, 0, sizeof(*view));
}
