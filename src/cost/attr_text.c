/*
 * Reading words out of attribute text as written (the cost model finds
 * backend_config keys and window sizes this way, without parsing the
 * attribute's grammar; its numbers are hloa_read_ints', ir.h).
 */
#include "attr_text.h"

#include <string.h>

/* The first occurrence of word in [s, s + n), or NULL. */
const char *hloa_find_word(const char *s, size_t n, const char *word)
{
    size_t w = strlen(word);
    for (size_t i = 0; i + w <= n; i++)
        if (s[i] == word[0] && !memcmp(s + i, word, w))
            return s + i;
    return NULL;
}

