/*
 * The one hash table of the library: it finds entries by key, and every
 * table of names, shapes, spellings and computations is one of these.
 *
 * Open addressing with linear probing over 32-bit slots. A slot holds an
 * entry's id (1, 2, ...) in its low bits and, above them as a tag, the same
 * high bits of the entry's hash, so a probe rarely reads an entry that is not
 * the one it wants; 0 is an empty slot. The entries, and so the keys, stay in
 * the caller's own array: the table only finds their ids, and asks the caller
 * for an entry's hash when it grows. Up to 3/4 full.
 *
 * A lookup walks the ids whose tag matches the key's hash; the caller says
 * which is the key:
 *
 *     hloa_table_probe pr = hloa_table_probe_start(t, hash);
 *     for (uint32_t id; (id = hloa_table_probe_next(t, &pr)) != 0;)
 *         if (entries[id] is the key)
 *             return id;
 *     hloa_table_add(t, &pr, new_id, hash_of, entries);   -- not there: add it
 *
 * Several threads may fill one table that does not grow (hloa_table_claim:
 * the interner's views); a slot is read with acquire, so an entry another
 * thread published is seen whole.
 */
#ifndef HLOASYNC_TABLE_H
#define HLOASYNC_TABLE_H

#include <stdint.h>

typedef struct hloa_table {
    uint32_t *slots;  /* id | tag, 0 = empty (heap) */
    uint32_t mask;    /* slots - 1 (a power of two, less one) */
    uint32_t id_mask; /* the low bits of a slot that hold the id; the rest is tag */
    uint32_t count;   /* ids in the table */
} hloa_table;

/* Where a walk is: the next slot to read. Once it ends, the empty slot it ended on. */
typedef struct hloa_table_probe {
    uint32_t at;   /* slot index */
    uint32_t hash; /* the key's hash */
} hloa_table_probe;

/* The hash of entry id of owner's entries (asked when the table grows). */
typedef uint32_t hloa_table_hash_fn(const void *owner, uint32_t id);

/* An empty table with room for about ids entries before it grows. */
void hloa_table_init(hloa_table *t, uint32_t ids);
void hloa_table_release(hloa_table *t);
/*
 * Room for ids entries in all without growing, and for ids up to max_id
 * under the tags (the interner knows both ahead of a big module).
 */
void hloa_table_reserve(hloa_table *t, uint64_t ids, uint64_t max_id, hloa_table_hash_fn *hash_of,
                        const void *owner);
/* hloa_table_add's way when the table must grow first. */
void hloa_table_grow_add(hloa_table *t, uint32_t hash, uint32_t id, hloa_table_hash_fn *hash_of,
                         const void *owner);
/*
 * Puts id into the empty slot a walk ended on, unless another thread filled it
 * first: 1 when it did, 0 when it lost (then hloa_table_probe_next reads what
 * won, and goes on). For a table that does not grow while shared: the caller
 * has reserved room, and counts what it adds.
 */
int hloa_table_claim(hloa_table *t, const hloa_table_probe *pr, uint32_t id);

static inline hloa_table_probe hloa_table_probe_start(const hloa_table *t, uint32_t hash)
{
    return (hloa_table_probe){hash & t->mask, hash};
}

/* The next id whose tag matches, or 0 at the empty slot that ends the walk (pr->at). */
static inline uint32_t hloa_table_probe_next(const hloa_table *t, hloa_table_probe *pr)
{
    for (;;) {
        uint32_t v = __atomic_load_n(&t->slots[pr->at], __ATOMIC_ACQUIRE);
        if (!v)
            return 0;
        pr->at = (pr->at + 1) & t->mask;
        if (!((v ^ pr->hash) & ~t->id_mask))
            return v & t->id_mask;
    }
}

/* The end of hash's walk, for a key known to be absent (tables filled once). */
static inline hloa_table_probe hloa_table_probe_end(const hloa_table *t, uint32_t hash)
{
    hloa_table_probe pr = hloa_table_probe_start(t, hash);
    while (hloa_table_probe_next(t, &pr))
        ;
    return pr;
}

/* Up to 3/4 full: with a tag of the hash in each slot, probes stay short. */
static inline int hloa_table_fits(uint64_t ids, uint32_t mask)
{
    return ids * 4 <= ((uint64_t)mask + 1) * 3;
}

/*
 * Adds id at the empty slot where a walk that did not find it ended (pr),
 * under the walk's hash; grows as needed.
 */
static inline void hloa_table_add(hloa_table *t, const hloa_table_probe *pr, uint32_t id,
                                  hloa_table_hash_fn *hash_of, const void *owner)
{
    if (id > t->id_mask || !hloa_table_fits((uint64_t)t->count + 1, t->mask)) {
        hloa_table_grow_add(t, pr->hash, id, hash_of, owner);
        return;
    }
    t->slots[pr->at] = (pr->hash & ~t->id_mask) | id;
    t->count++;
}

#endif
