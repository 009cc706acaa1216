/* Open-addressing string interner over (pointer, length) keys. */
#include "hloasync/intern.h"

#include <stdlib.h>
#include <string.h>

uint32_t hloa_hash_bytes(const char *s, size_t n)
{
    /* FNV-1a over 8-byte words: names are short, and this is branch-light. */
    uint64_t h = 0xcbf29ce484222325ull ^ n;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * 0x100000001b3ull;
        h ^= h >> 29;
        s += 8;
        n -= 8;
    }
    uint64_t w = 0;
    memcpy(&w, s, n);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 32;
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
    in->slots = calloc(in->mask + 1, sizeof(uint32_t));
    if (!in->slots)
        hloa_die_oom();
}

void hloa_interner_release(hloa_interner *in)
{
    free(in->syms);
    free(in->slots);
    memset(in, 0, sizeof(*in));
}

static void rehash(hloa_interner *in)
{
    uint32_t mask = in->mask * 2 + 1;
    uint32_t *slots = calloc((size_t)mask + 1, sizeof(uint32_t));
    if (!slots)
        hloa_die_oom();
    for (uint32_t s = 1; s < in->n_syms; s++) {
        uint32_t i = in->syms[s].hash & mask;
        while (slots[i])
            i = (i + 1) & mask;
        slots[i] = s;
    }
    free(in->slots);
    in->slots = slots;
    in->mask = mask;
}

static uint32_t *find_slot(const hloa_interner *in, const char *s, size_t n, uint32_t h)
{
    uint32_t i = h & in->mask;
    for (;;) {
        uint32_t sym = in->slots[i];
        if (!sym)
            return &in->slots[i];
        const hloa_intern_entry *e = &in->syms[sym];
        if (e->hash == h && e->len == n && memcmp(e->str, s, n) == 0)
            return &in->slots[i];
        i = (i + 1) & in->mask;
    }
}

static hloa_sym intern(hloa_interner *in, const char *s, size_t n, int copy)
{
    if (n == 0)
        return 0;
    if (n > UINT32_MAX)
        hloa_die_oom();
    uint32_t h = hloa_hash_bytes(s, n);
    uint32_t *slot = find_slot(in, s, n, h);
    if (*slot)
        return *slot;
    if (in->n_syms == in->cap_syms) {
        in->cap_syms *= 2;
        in->syms = hloa_xreallocarray(in->syms, in->cap_syms, sizeof(*in->syms));
    }
    hloa_sym sym = in->n_syms++;
    in->syms[sym] = (hloa_intern_entry){copy ? hloa_arena_strndup(in->arena, s, n) : s,
                                        (uint32_t)n, h};
    *slot = sym;
    if (in->n_syms * 2 > in->mask)
        rehash(in);
    return sym;
}

hloa_sym hloa_intern(hloa_interner *in, const char *s, size_t n)
{
    return intern(in, s, n, 0);
}

hloa_sym hloa_intern_copy(hloa_interner *in, const char *s, size_t n)
{
    return intern(in, s, n, 1);
}

hloa_sym hloa_intern_find(const hloa_interner *in, const char *s, size_t n)
{
    if (n == 0)
        return 0;
    return *find_slot(in, s, n, hloa_hash_bytes(s, n));
}
