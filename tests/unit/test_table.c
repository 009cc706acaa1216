/*
 * The library's one hash table (table.h): what is added is found, what is not
 * is not, through growth, through tags that narrow past a million ids, with
 * hashes that collide, and with a claim that loses its slot.
 */
#include "hloasync/hash.h"
#include "hloasync/table.h"

#include <criterion/criterion.h>
#include <stdlib.h>

/* Entries of a test: keys by id (id 0 unused). */
typedef struct keys {
    uint64_t *key;
    uint32_t (*hash)(uint64_t);
} keys;

static uint32_t good_hash(uint64_t k)
{
    return hloa_hash_word(k);
}

/* Every key in one of four slots, with one of four tags: probes must compare entries. */
static uint32_t bad_hash(uint64_t k)
{
    return (uint32_t)(k % 4) * 0x40000001u;
}

static uint32_t hash_of(const void *owner, uint32_t id)
{
    const keys *k = owner;
    return k->hash(k->key[id]);
}

static uint32_t find(const hloa_table *t, const keys *k, uint64_t key)
{
    hloa_table_probe pr = hloa_table_probe_start(t, k->hash(key));
    for (uint32_t id; (id = hloa_table_probe_next(t, &pr)) != 0;)
        if (k->key[id] == key)
            return id;
    return 0;
}

/* Adds keys 1000, 1003, 1006, ... as ids 1..n and checks them and their neighbours. */
static void add_and_find(uint32_t n, uint32_t (*hash)(uint64_t))
{
    keys k = {calloc(n + 1, sizeof(uint64_t)), hash};
    hloa_table t;
    hloa_table_init(&t, 4);
    for (uint32_t id = 1; id <= n; id++) {
        k.key[id] = 1000 + 3 * (uint64_t)id;
        cr_assert_eq(find(&t, &k, k.key[id]), 0);
        hloa_table_probe pr = hloa_table_probe_end(&t, hash(k.key[id]));
        hloa_table_add(&t, &pr, id, hash_of, &k);
    }
    cr_assert_eq(t.count, n);
    cr_assert((uint64_t)t.count * 4 <= ((uint64_t)t.mask + 1) * 3, "more than 3/4 full");
    for (uint32_t id = 1; id <= n; id++) {
        cr_assert_eq(find(&t, &k, k.key[id]), id, "key of id %u", id);
        cr_assert_eq(find(&t, &k, k.key[id] + 1), 0);
    }
    hloa_table_release(&t);
    free(k.key);
}

Test(table, finds_what_was_added_through_growth)
{
    add_and_find(50000, good_hash);
}

Test(table, finds_through_colliding_hashes)
{
    add_and_find(2000, bad_hash);
}

Test(table, ids_past_a_million_narrow_the_tags)
{
    /* Ids from 2^20 on do not fit the first tags: every slot moves to wider ids. */
    uint32_t n = (1u << 20) + 5000;
    add_and_find(n, good_hash);
}

Test(table, reserve_makes_room_without_losing_entries)
{
    keys k = {calloc(101, sizeof(uint64_t)), good_hash};
    hloa_table t;
    hloa_table_init(&t, 4);
    for (uint32_t id = 1; id <= 100; id++) {
        k.key[id] = id * 7919u;
        hloa_table_probe pr = hloa_table_probe_end(&t, good_hash(k.key[id]));
        hloa_table_add(&t, &pr, id, hash_of, &k);
    }
    hloa_table_reserve(&t, 100000, 3u << 20, hash_of, &k);
    cr_assert_geq(t.mask + 1, 100000u * 4 / 3);
    cr_assert_geq(t.id_mask, 3u << 20);
    for (uint32_t id = 1; id <= 100; id++)
        cr_assert_eq(find(&t, &k, k.key[id]), id);
    hloa_table_release(&t);
    free(k.key);
}

Test(table, a_lost_claim_reads_what_won)
{
    keys k = {calloc(3, sizeof(uint64_t)), bad_hash};
    k.key[1] = 8, k.key[2] = 12; /* the same hash */
    hloa_table t;
    hloa_table_init(&t, 16);
    hloa_table_probe mine = hloa_table_probe_start(&t, bad_hash(12));
    cr_assert_eq(hloa_table_probe_next(&t, &mine), 0);
    /* Another thread takes the empty slot first. */
    hloa_table_probe theirs = hloa_table_probe_start(&t, bad_hash(8));
    cr_assert_eq(hloa_table_probe_next(&t, &theirs), 0);
    cr_assert(hloa_table_claim(&t, &theirs, 1));
    cr_assert_not(hloa_table_claim(&t, &mine, 2));
    /* The walk goes on from the slot it lost: first what won, then an empty slot. */
    cr_assert_eq(hloa_table_probe_next(&t, &mine), 1);
    cr_assert_eq(hloa_table_probe_next(&t, &mine), 0);
    cr_assert(hloa_table_claim(&t, &mine, 2));
    t.count = 2;
    cr_assert_eq(find(&t, &k, 8), 1);
    cr_assert_eq(find(&t, &k, 12), 2);
    hloa_table_release(&t);
    free(k.key);
}
