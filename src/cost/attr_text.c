/*
 * Reading numbers and words out of attribute text as written (the cost
 * model reads dims, windows, groups and backend_config keys this way, without
 * parsing the attribute's grammar).
 */
#include "attr_text.h"

#include <string.h>

/* Up to max integers of a text, in order ("{1,2}", "[\"1\"]", "3x3"); returns how many. */
uint32_t hloa_read_ints(const char *s, size_t n, int64_t *out, uint32_t max)
{
    uint32_t k = 0;
    for (size_t i = 0; i < n && k < max;) {
        if (s[i] < '0' || s[i] > '9') {
            i++;
            continue;
        }
        int64_t v = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            v = v < INT64_MAX / 10 ? v * 10 + (s[i] - '0') : INT64_MAX;
            i++;
        }
        out[k++] = v;
    }
    return k;
}

/* The first occurrence of word in [s, s + n), or NULL. */
const char *hloa_find_word(const char *s, size_t n, const char *word)
{
    size_t w = strlen(word);
    for (size_t i = 0; i + w <= n; i++)
        if (s[i] == word[0] && !memcmp(s + i, word, w))
            return s + i;
    return NULL;
}

