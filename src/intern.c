/* Open-addressing string interner over (pointer, length) keys. */
#include "hloasync/intern.h"

#include <stdlib.h>
#include <string.h>

uint32_t hloa_hash_bytes(const char *s, size_t n)
{
    /* FNV-style over 8-byte words: names are short, and this is branch-light. */
    uint64_t h = 0xcbf29ce484222325ull ^ n, w;
    const char *end = s + n;
    if (n >= 8) {
        for (; end - s > 8; s += 8) {
            memcpy(&w, s, 8);
            h = (h ^ w) * 0x100000001b3ull;
            h ^= h >> 29;
        }
        memcpy(&w, end - 8, 8); /* the last word, overlapping the one before */
    } else if (n >= 4) {
        uint32_t a, b;
        memcpy(&a, s, 4);
        memcpy(&b, end - 4, 4);
        w = a | (uint64_t)b << 32;
    } else {
        w = n ? (unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << 8 |
                    (uint64_t)(unsigned char)s[n - 1] << 16
              : 0;
    }
    h = (h ^ w) * 0x100000001b3ull;
    /* Final avalanche (murmur3's fmix64): names differ in their last bytes, and
       without it those differences never reach the low bits that pick a slot. */
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return (uint32_t)h;
}

void hloa_interner_init(hloa_interner *in, hloa_arena *arena)
{
    memset(in, 0, sizeof(*in));
    in->arena = arena;
    in->cap_syms = 256;
    in->syms = hloa_xmalloc(in->cap_syms * sizeof(*in->syms));
    in->syms[0] = (hloa_intern_entry){"", 0, 0};
    in->n_syms = 1;
    in->mask = 511;
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

/* A slot holds the full hash above the symbol, so probing rarely touches syms[]. */
static inline uint64_t slot_of(uint32_t hash, hloa_sym sym)
{
    return (uint64_t)hash << 32 | sym;
}

/* Moves every symbol to a table of mask + 1 slots. */
static void rehash_to(hloa_interner *in, uint32_t mask)
{
    uint64_t *slots = hloa_xzeroed((size_t)mask + 1, sizeof(*slots));
    for (uint32_t s = 1; s < in->n_syms; s++) {
        uint32_t i = in->syms[s].hash & mask;
        while (slots[i])
            i = (i + 1) & mask;
        slots[i] = slot_of(in->syms[s].hash, s);
    }
    free(in->slots);
    in->slots = slots;
    in->mask = mask;
}

static void rehash(hloa_interner *in)
{
    rehash_to(in, in->mask * 2 + 1);
}

void hloa_interner_reserve(hloa_interner *in, uint32_t names)
{
    uint64_t slots = (uint64_t)in->mask + 1;
    while (slots * 3 < (uint64_t)names * 4 && slots < (1ull << 31))
        slots *= 2;
    if (slots > (uint64_t)in->mask + 1)
        rehash_to(in, (uint32_t)(slots - 1));
    if (names > in->cap_syms) {
        in->cap_syms = names;
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
}

static uint64_t *find_slot(const hloa_interner *in, const char *s, size_t n, uint32_t h)
{
    uint32_t i = h & in->mask;
    for (;;) {
        uint64_t v = in->slots[i];
        if (!v)
            return &in->slots[i];
        if ((uint32_t)(v >> 32) == h) {
            const hloa_intern_entry *e = &in->syms[(uint32_t)v];
            if (e->len == n && hloa_bytes_equal(e->str, s, n))
                return &in->slots[i];
        }
        i = (i + 1) & in->mask;
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
    uint64_t *slot = find_slot(in, s, n, h);
    if (*slot) {
        hloa_sym found = (hloa_sym)*slot;
        if (recent)
            *r = (hloa_intern_recent){in->syms[found].str, (uint32_t)n, h, found};
        return found;
    }
    if (in->n_syms == in->cap_syms) {
        in->cap_syms += in->cap_syms / 2; /* 1.5x: at 500 000 names, doubling wastes 8 MB */
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
    hloa_sym sym = in->n_syms++;
    in->syms[sym] = (hloa_intern_entry){copy ? hloa_arena_strndup(in->arena, s, n) : s,
                                        (uint32_t)n, h};
    *slot = slot_of(h, sym);
    if (recent)
        *r = (hloa_intern_recent){in->syms[sym].str, (uint32_t)n, h, sym};
    /* Up to 3/4 full: with the full hash in each slot, probes stay short. */
    if ((uint64_t)in->n_syms * 4 > (uint64_t)in->mask * 3)
        rehash(in);
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

hloa_sym hloa_intern_find(const hloa_interner *in, const char *s, size_t n)
{
    if (n == 0)
        return 0;
    return (hloa_sym)*find_slot(in, s, n, hloa_hash_bytes(s, n));
}
