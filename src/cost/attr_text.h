/* Numbers and words out of attribute text (attr_text.c), for the cost model's readers. */
#ifndef HLOASYNC_COST_ATTR_TEXT_H
#define HLOASYNC_COST_ATTR_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* Up to max integers of a text, in order ("{1,2}", "[\"1\"]", "3x3"); returns how many. */
uint32_t hloa_read_ints(const char *s, size_t n, int64_t *out, uint32_t max);
/* The first occurrence of word in [s, s + n), or NULL. */
const char *hloa_find_word(const char *s, size_t n, const char *word);

#endif
