/*
 * UTF-16 positions over UTF-8 text. A byte that starts no well-formed
 * sequence counts as one code unit, as a client that decoded it with
 * replacement characters counts it; a code point past U+FFFF counts two.
 */
#include "position.h"

#include "hloasync/arena.h"

#include <stdlib.h>
#include <string.h>

void hloa_lsp_lines_build(hloa_lsp_lines *l, const char *text, uint32_t len)
{
    uint32_t n = 1;
    for (const char *p = text, *e = text + len; (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++)
        n++;
    l->start = hloa_xreallocarray(l->start, n, sizeof(uint32_t));
    l->n = n;
    l->start[0] = 0;
    uint32_t i = 1;
    for (const char *p = text, *e = text + len; (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++)
        l->start[i++] = (uint32_t)(p - text) + 1;
}

void hloa_lsp_lines_release(hloa_lsp_lines *l)
{
    free(l->start);
    l->start = NULL;
    l->n = 0;
}

/* The bytes of the well-formed UTF-8 sequence at p (before e), or 0 when it is none. */
static uint32_t utf8_len(const unsigned char *p, const unsigned char *e)
{
    uint32_t n = *p < 0x80             ? 1
                 : (*p & 0xe0) == 0xc0 ? 2
                 : (*p & 0xf0) == 0xe0 ? 3
                 : (*p & 0xf8) == 0xf0 ? 4
                                       : 0;
    if (n == 0 || (n == 2 && *p < 0xc2) || (n == 4 && *p > 0xf4) || (uint32_t)(e - p) < n)
        return 0;
    for (uint32_t k = 1; k < n; k++)
        if ((p[k] & 0xc0) != 0x80)
            return 0;
    if ((n == 3 && *p == 0xe0 && p[1] < 0xa0) || (n == 4 && *p == 0xf0 && p[1] < 0x90) ||
        (n == 4 && *p == 0xf4 && p[1] > 0x8f))
        return 0; /* overlong, or past U+10FFFF */
    return n;
}

/* The end of line's text: before its '\n' (and a '\r' before that). */
static uint32_t line_end(const hloa_lsp_lines *l, const char *text, uint32_t len, uint32_t line)
{
    uint32_t e = line + 1 < l->n ? l->start[line + 1] - 1 : len;
    if (e > l->start[line] && line + 1 < l->n && text[e - 1] == '\r')
        e--;
    return e;
}

uint32_t hloa_lsp_offset(const hloa_lsp_lines *l, const char *text, uint32_t len, uint32_t line,
                         uint32_t character, int utf8)
{
    if (line >= l->n)
        return len;
    uint32_t b = l->start[line], e = line_end(l, text, len, line);
    if (utf8)
        return character < e - b ? b + character : e;
    const unsigned char *p = (const unsigned char *)text + b,
                        *end = (const unsigned char *)text + e;
    uint32_t units = 0;
    while (p < end && units < character) {
        uint32_t n = utf8_len(p, end);
        uint32_t u = n == 4 ? 2 : 1;
        if (units + u > character)
            break; /* inside a surrogate pair: before it */
        units += u;
        p += n ? n : 1;
    }
    return (uint32_t)(p - (const unsigned char *)text);
}

void hloa_lsp_position(const hloa_lsp_lines *l, const char *text, uint32_t len, uint32_t off,
                       uint32_t *line, uint32_t *character, int utf8)
{
    if (off > len)
        off = len;
    uint32_t lo = 0, hi = l->n - 1;
    while (lo < hi) { /* the last line starting at or before off */
        uint32_t mid = lo + (hi - lo + 1) / 2;
        if (l->start[mid] <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    *line = lo;
    uint32_t b = l->start[lo];
    if (utf8) {
        *character = off - b;
        return;
    }
    const unsigned char *p = (const unsigned char *)text + b,
                        *end = (const unsigned char *)text + off;
    uint32_t units = 0;
    while (p < end) {
        uint32_t n = utf8_len(p, (const unsigned char *)text + len);
        units += n == 4 ? 2 : 1;
        p += n ? n : 1;
    }
    *character = units;
}
