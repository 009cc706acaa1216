/*
 * The byte scans of src/scan.h without SSE2 (their scalar twins, compiled
 * here) give the offsets the library's SSE2 scans give, at every length.
 */
#undef __SSE2__
#define hloa_scan_find_any scalar_find_any
#define hloa_scan_ident_end scalar_ident_end
#define hloa_scan_plain_end scalar_plain_end
#include "text/scan.h"

#include "hloasync/lex.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

/* A text of n random bytes from set, padded with NULs as a source's is. */
static char *random_text(unsigned *seed, size_t n, const char *set)
{
    char *t = calloc(n + 64, 1);
    size_t k = strlen(set);
    for (size_t i = 0; i < n; i++)
        t[i] = set[rand_r(seed) % k];
    return t;
}

Test(scan, scalar_ident_end_is_the_library_s)
{
    unsigned seed = 7;
    for (int round = 0; round < 2000; round++) {
        size_t n = (size_t)(rand_r(&seed) % 80);
        char *t = random_text(&seed, n, "aZ_09.-%( ,\n\"x");
        for (uint32_t i = 0; i <= n; i++)
            cr_assert_eq(scalar_ident_end((const unsigned char *)t, i),
                         hloa_ident_end(t, i, (uint32_t)n + 64), "round %d at %u", round, i);
        free(t);
    }
}

Test(scan, scalar_find_any_finds_the_first_of_four)
{
    unsigned seed = 11;
    for (int round = 0; round < 2000; round++) {
        size_t n = (size_t)(rand_r(&seed) % 100);
        char *t = random_text(&seed, n, "abc\"\\{}xyz      ");
        for (uint32_t i = 0; i <= n; i++) {
            uint32_t want = i;
            while (want < n && t[want] != '"' && t[want] != '\\' && t[want] != '{')
                want++;
            cr_assert_eq(scalar_find_any(t, i, (uint32_t)n, '"', '\\', '{', '{'), want);
        }
        free(t);
    }
}

Test(scan, scalar_plain_end_stops_at_the_first_other_byte)
{
    unsigned seed = 13;
    for (int round = 0; round < 2000; round++) {
        size_t n = (size_t)(rand_r(&seed) % 100);
        char *t = random_text(&seed, n, "aZ_09 ,:\t\r\n{}=<\"-.");
        for (uint32_t i = 0; i <= n; i++) {
            uint32_t want = i;
            while (want < n && strchr("aZ_09 ,:\t\r\n", t[want]))
                want++;
            cr_assert_eq(scalar_plain_end((const unsigned char *)t, i), want, "round %d", round);
        }
        free(t);
    }
}
