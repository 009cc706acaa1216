/*
 * The one hash of the library: a multiply-xorshift mixer for words and
 * symbols, and a hash of byte strings built on it. Every table (names,
 * computations, shapes, the parser's definitions) picks its slots with these.
 */
#ifndef HLOASYNC_HASH_H
#define HLOASYNC_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Mixes word v into h; the high bits of the result depend on every bit of both. */
static inline uint64_t hloa_hash_mix(uint64_t h, uint64_t v)
{
    uint64_t x = (h ^ v) * 0x9E3779B97F4A7C15ull;
    return x ^ (x >> 32);
}

/* A hash of a word: the mixer's high half, where every bit counts. */
static inline uint32_t hloa_hash_word(uint64_t key)
{
    return (uint32_t)(hloa_hash_mix(0, key) >> 32);
}

/* A hash of a symbol (a small integer key). */
static inline uint32_t hloa_hash_sym(uint32_t key)
{
    return hloa_hash_word(key);
}

/* A hash of n bytes. */
uint32_t hloa_hash_bytes(const char *s, size_t n);

/* Equal bytes? Names are short: whole words instead of a call to memcmp, the last
   word overlapping the one before rather than a loop over the bytes left. */
static inline int hloa_bytes_equal(const char *a, const char *b, size_t n)
{
    if (n >= 8) {
        uint64_t x, y;
        for (size_t i = 0; n - i > 8; i += 8) {
            memcpy(&x, a + i, 8);
            memcpy(&y, b + i, 8);
            if (x != y)
                return 0;
        }
        memcpy(&x, a + n - 8, 8);
        memcpy(&y, b + n - 8, 8);
        return x == y;
    }
    if (n >= 4) {
        uint32_t x0, y0, x1, y1;
        memcpy(&x0, a, 4);
        memcpy(&y0, b, 4);
        memcpy(&x1, a + n - 4, 4);
        memcpy(&y1, b + n - 4, 4);
        return ((x0 ^ y0) | (x1 ^ y1)) == 0;
    }
    while (n--)
        if (*a++ != *b++)
            return 0;
    return 1;
}

#endif
