/* The hash of byte strings (hash.h). */
#include "hloasync/hash.h"

uint32_t hloa_hash_bytes(const char *s, size_t n)
{
    /* Over 8-byte words: names are short, and this is branch-light. */
    uint64_t h = n, w;
    const char *end = s + n;
    if (n >= 8) {
        for (; end - s > 8; s += 8) {
            memcpy(&w, s, 8);
            h = hloa_hash_mix(h, w);
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
    h = hloa_hash_mix(h, w);
    /* Final avalanche (murmur3's fmix64): names differ in their last bytes, and
       without it those differences never reach the low bits that pick a slot. */
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return (uint32_t)h;
}
