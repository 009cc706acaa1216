/* Words out of attribute text (attr_text.c), for the cost model's readers. */
#include "hloasync/ir.h" /* hloa_read_ints */
#ifndef HLOASYNC_COST_ATTR_TEXT_H
#define HLOASYNC_COST_ATTR_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* The first occurrence of word in [s, s + n), or NULL. */
const char *hloa_find_word(const char *s, size_t n, const char *word);

#endif
