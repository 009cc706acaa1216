/* Growable output buffer. */
#include "hloasync/strbuf.h"

#include "hloasync/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hloa_strbuf_init(hloa_strbuf *sb)
{
    memset(sb, 0, sizeof(*sb));
}

void hloa_strbuf_release(hloa_strbuf *sb)
{
    free(sb->buf);
    hloa_strbuf_init(sb);
}

void hloa_strbuf_clear(hloa_strbuf *sb)
{
    sb->len = 0;
    if (sb->buf)
        sb->buf[0] = '\0';
}

void hloa_strbuf_grow(hloa_strbuf *sb, size_t extra)
{
    if (extra > (size_t)-1 - sb->len - 1)
        hloa_die_oom();
    size_t need = sb->len + extra + 1;
    if (need <= sb->cap)
        return;
    size_t cap = sb->cap ? sb->cap : 256;
    while (cap < need)
        cap = cap > ((size_t)-1) / 2 ? need : cap * 2;
    sb->buf = hloa_xrealloc(sb->buf, cap);
    sb->cap = cap;
}

void hloa_strbuf_add(hloa_strbuf *sb, const char *s, size_t n)
{
    hloa_strbuf_grow(sb, n);
    if (n)
        memcpy(sb->buf + sb->len, s, n);
    sb->len += n;
    sb->buf[sb->len] = '\0';
}

void hloa_strbuf_adds(hloa_strbuf *sb, const char *s)
{
    hloa_strbuf_add(sb, s, strlen(s));
}

void hloa_strbuf_addc(hloa_strbuf *sb, char c)
{
    hloa_strbuf_grow(sb, 1);
    sb->buf[sb->len++] = c;
    sb->buf[sb->len] = '\0';
}

void hloa_strbuf_addf(hloa_strbuf *sb, const char *fmt, ...)
{
    char probe[1];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(probe, sizeof(probe), fmt, ap);
    va_end(ap);
    if (n < 0)
        BUG("bad format");
    hloa_strbuf_grow(sb, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sb->len += (size_t)n;
}

char *hloa_strbuf_detach(hloa_strbuf *sb, size_t *len)
{
    if (!sb->buf)
        hloa_strbuf_grow(sb, 0), sb->buf[0] = '\0';
    char *p = sb->buf;
    if (len)
        *len = sb->len;
    hloa_strbuf_init(sb);
    return p;
}

void hloa_strbuf_addi(hloa_strbuf *sb, long long v)
{
    char digits[24];
    int n = 0;
    /* In unsigned arithmetic, so that LLONG_MIN needs no special case. */
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        digits[n++] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        digits[n++] = '-';
    hloa_strbuf_grow(sb, (size_t)n);
    while (n)
        sb->buf[sb->len++] = digits[--n];
    sb->buf[sb->len] = '\0';
}

const char *hloa_find(const char *hay, size_t n, const char *needle, size_t m)
{
    if (m == 0)
        return hay;
    while (n >= m) {
        const char *p = memchr(hay, needle[0], n - m + 1);
        if (!p)
            return NULL;
        if (!memcmp(p, needle, m))
            return p;
        n -= (size_t)(p - hay) + 1;
        hay = p + 1;
    }
    return NULL;
}
