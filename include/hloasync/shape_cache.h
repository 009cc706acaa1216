/*
 * The cache of shapes by their spelling (shape_cache.c): internal to the
 * library, asked by the shape parser and the parser's byte readers.
 */
#ifndef HLOASYNC_SRC_SHAPE_CACHE_H
#define HLOASYNC_SRC_SHAPE_CACHE_H

#include "hloasync/shape.h"

/* Sets up the byte classes of the scan (once per process; hloa_shape_table_init calls it). */
void hloa_shape_cache_setup(void);
/* Frees t's cache (hloa_shape_table_release calls it). */
void hloa_shape_cache_release(hloa_shape_table *t);
/*
 * The shape of the plain spelling at text[off, end) when it was read before,
 * else NULL. *n is the spelling's length (0 when the byte scan cannot take
 * it: the parser must) and *h its hash, for hloa_shape_cache_remember.
 */
const hloa_shape *hloa_shape_cache_find(const hloa_shape_table *t, const char *text, uint32_t off,
                                        uint32_t end, uint32_t *n, uint32_t *h);
/* Remembers shape as the one spelled s[0, n) (hash h). */
void hloa_shape_cache_remember(hloa_shape_table *t, const char *s, uint32_t n, uint32_t h,
                               const hloa_shape *shape);
/*
 * The shape spelled at text[off, ...) when the shape parser has read that
 * very spelling before, with *after set just past it; otherwise NULL.
 * Reports nothing: a caller falls back to the parser.
 */
const hloa_shape *hloa_shape_cached(hloa_shape_table *t, const char *text, uint32_t off,
                                    uint32_t end, uint32_t *after);

#endif
