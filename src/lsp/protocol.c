/* LSP's positions, ranges and locations, and the params members read everywhere. */
#include "protocol.h"

#include <math.h>

cJSON *hloa_lsp_position_json(hloa_lsp_doc *doc, uint32_t off, int utf8)
{
    uint32_t line, ch;
    hloa_lsp_position(hloa_lsp_doc_lines(doc), doc->src.text, doc->src.len, off, &line, &ch, utf8);
    cJSON *p = cJSON_CreateObject();
    cJSON_AddNumberToObject(p, "line", line);
    cJSON_AddNumberToObject(p, "character", ch);
    return p;
}

cJSON *hloa_lsp_range_json(hloa_lsp_doc *doc, uint32_t b, uint32_t e, int utf8)
{
    cJSON *r = cJSON_CreateObject();
    cJSON_AddItemToObject(r, "start", hloa_lsp_position_json(doc, b, utf8));
    cJSON_AddItemToObject(r, "end", hloa_lsp_position_json(doc, e < b ? b : e, utf8));
    return r;
}

cJSON *hloa_lsp_location_json(hloa_lsp_doc *doc, uint32_t b, uint32_t e, int utf8)
{
    cJSON *l = cJSON_CreateObject();
    cJSON_AddStringToObject(l, "uri", doc->uri);
    cJSON_AddItemToObject(l, "range", hloa_lsp_range_json(doc, b, e, utf8));
    return l;
}

int hloa_lsp_uint(const cJSON *obj, const char *key, uint32_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0) || v->valuedouble >= 2147483648.0 ||
        v->valuedouble != floor(v->valuedouble))
        return -1;
    *out = (uint32_t)v->valuedouble;
    return 0;
}

const char *hloa_lsp_string(const cJSON *obj, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

int hloa_lsp_read_position(hloa_lsp_doc *doc, const cJSON *pos, int utf8, uint32_t *off)
{
    uint32_t line, ch;
    if (!cJSON_IsObject(pos) || hloa_lsp_uint(pos, "line", &line) ||
        hloa_lsp_uint(pos, "character", &ch))
        return -1;
    *off = hloa_lsp_offset(hloa_lsp_doc_lines(doc), doc->src.text, doc->src.len, line, ch, utf8);
    return 0;
}

int hloa_lsp_read_range(hloa_lsp_doc *doc, const cJSON *range, int utf8, uint32_t *b, uint32_t *e)
{
    if (!cJSON_IsObject(range) ||
        hloa_lsp_read_position(doc, cJSON_GetObjectItemCaseSensitive(range, "start"), utf8, b) ||
        hloa_lsp_read_position(doc, cJSON_GetObjectItemCaseSensitive(range, "end"), utf8, e))
        return -1;
    if (*e < *b) { /* a range written backwards: the same bytes */
        uint32_t t = *b;
        *b = *e;
        *e = t;
    }
    return 0;
}
