/* The one hash table of the library (table.h). */
#include "hloasync/table.h"

#include "hloasync/arena.h"

#include <stdlib.h>

/* Ids a new table's tags leave room for, in bits: a million before any slot moves. */
enum { MIN_ID_BITS = 20 };

void hloa_table_init(hloa_table *t, uint32_t ids)
{
    uint32_t mask = 15;
    while (!hloa_table_fits(ids, mask))
        mask = mask * 2 + 1;
    *t = (hloa_table){hloa_huge_zeroed((size_t)mask + 1, sizeof(uint32_t)), mask,
                      (1u << MIN_ID_BITS) - 1, 0};
}

void hloa_table_release(hloa_table *t)
{
    hloa_huge_free(t->slots, (size_t)t->mask + 1, sizeof(uint32_t));
    *t = (hloa_table){0};
}

/* The first empty slot of hash's walk (the table has one: it is never full). */
static uint32_t *empty_slot(const hloa_table *t, uint32_t hash)
{
    uint32_t i = hash & t->mask;
    while (t->slots[i])
        i = (i + 1) & t->mask;
    return &t->slots[i];
}

/*
 * Moves every id to a table of mask + 1 slots whose tags leave room for ids up
 * to max_id. A tag narrows as ids need more bits (none is left past 2^31 ids:
 * then every probe compares entries).
 */
static void rehash_to(hloa_table *t, uint32_t mask, uint64_t max_id, hloa_table_hash_fn *hash_of,
                      const void *owner)
{
    uint32_t id_mask = t->id_mask;
    while (max_id > id_mask)
        id_mask = id_mask * 2 + 1;
    hloa_table old = *t;
    t->slots = hloa_huge_zeroed((size_t)mask + 1, sizeof(uint32_t));
    t->mask = mask;
    t->id_mask = id_mask;
    for (uint32_t i = 0; i <= old.mask; i++) {
        uint32_t id = old.slots[i] & old.id_mask;
        if (!id)
            continue;
        uint32_t hash = hash_of(owner, id);
        *empty_slot(t, hash) = (hash & ~id_mask) | id;
    }
    hloa_huge_free(old.slots, (size_t)old.mask + 1, sizeof(uint32_t));
}

void hloa_table_reserve(hloa_table *t, uint64_t ids, uint64_t max_id, hloa_table_hash_fn *hash_of,
                        const void *owner)
{
    uint32_t mask = t->mask;
    while (!hloa_table_fits(ids, mask) && mask < UINT32_MAX / 2)
        mask = mask * 2 + 1;
    /* Tags narrowed now, for the ids to come, rather than with every slot moving again
       when they come. */
    if (mask != t->mask || max_id > t->id_mask)
        rehash_to(t, mask, max_id, hash_of, owner);
}

void hloa_table_grow_add(hloa_table *t, uint32_t hash, uint32_t id, hloa_table_hash_fn *hash_of,
                         const void *owner)
{
    hloa_table_reserve(t, (uint64_t)t->count + 1, id, hash_of, owner);
    *empty_slot(t, hash) = (hash & ~t->id_mask) | id;
    t->count++;
}

int hloa_table_claim(hloa_table *t, const hloa_table_probe *pr, uint32_t id)
{
    uint32_t empty = 0;
    return __atomic_compare_exchange_n(&t->slots[pr->at], &empty, (pr->hash & ~t->id_mask) | id, 0,
                                       __ATOMIC_RELEASE, __ATOMIC_ACQUIRE);
}
