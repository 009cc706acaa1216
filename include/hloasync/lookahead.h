/*
 * Speed behind the parser's and the passes' lookups, kept out of the public
 * headers: hashing a name ahead of its lookup, asking for the memory a lookup
 * will read before it does, and the short name keys of the parser's small
 * caches. Internal to the library: a correct program needs none of it.
 */
#ifndef HLOASYNC_SRC_LOOKAHEAD_H
#define HLOASYNC_SRC_LOOKAHEAD_H

#include "hloasync/intern.h"
#include "hloasync/ir.h"

/*
 * A new name misses the cache in a big module: start loading its slot now and
 * intern it a little later with the hash this returns. hloa_intern_new_hashed
 * is hloa_intern_copy for a name that is most likely new (a definition): it
 * neither reads nor fills the recent-name cache.
 */
uint32_t hloa_intern_prefetch(const hloa_interner *in, const char *s, size_t n);
hloa_sym hloa_intern_new_hashed(hloa_interner *in, const char *s, size_t n, uint32_t hash);
/* Same for a name that stays valid as long as the interner (the source text): not copied. */
hloa_sym hloa_intern_new_hashed_in_place(hloa_interner *in, const char *s, size_t n, uint32_t hash);
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
/* The id in hash's home slot when its tag is hash's: the entry a lookup will most
   likely read (0: none there, a new key most likely). */
static inline uint32_t hloa_table_home_id(const hloa_table *t, uint32_t hash)
{
    uint32_t v = __atomic_load_n(&t->slots[hash & t->mask], __ATOMIC_RELAXED);
    return v && !((v ^ hash) & ~t->id_mask) ? v & t->id_mask : 0;
}
/* Asks for the slot where name's computation would be found: a lookup of it comes soon. */
void hloa_module_prefetch_comp(const hloa_module *m, hloa_sym name);

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
