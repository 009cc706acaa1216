/*
 * LSP's structures from and to ours: a Position, a Range, a Location of a
 * document's bytes, read from a request's params and written into a reply.
 */
#ifndef HLOASYNC_LSP_PROTOCOL_H
#define HLOASYNC_LSP_PROTOCOL_H

#include "analysis.h"
#include "document.h"

#include <cjson/cJSON.h>

/* {"line": L, "character": C} of offset off. */
cJSON *hloa_lsp_position_json(hloa_lsp_doc *doc, uint32_t off, int utf8);
/* {"start": ..., "end": ...} of [b, e). */
cJSON *hloa_lsp_range_json(hloa_lsp_doc *doc, uint32_t b, uint32_t e, int utf8);
/* {"uri": ..., "range": ...}. */
cJSON *hloa_lsp_location_json(hloa_lsp_doc *doc, uint32_t b, uint32_t e, int utf8);
/* The offset of a Position object: 0, or -1 when it is no Position. */
int hloa_lsp_read_position(hloa_lsp_doc *doc, const cJSON *pos, int utf8, uint32_t *off);
/* The offsets of a Range object: 0, or -1. */
int hloa_lsp_read_range(hloa_lsp_doc *doc, const cJSON *range, int utf8, uint32_t *b, uint32_t *e);
/* A string member, or NULL. */
const char *hloa_lsp_string(const cJSON *obj, const char *key);
/* A member that is a whole number in [0, 2^31): 0, or -1. */
int hloa_lsp_uint(const cJSON *obj, const char *key, uint32_t *out);

#endif
