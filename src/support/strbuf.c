/* Growable output buffer. */
#include "hloasync/strbuf.h"

#include "hloasync/arena.h"

#include <errno.h>
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

void hloa_strbuf_add_xml(hloa_strbuf *sb, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '&':
            hloa_strbuf_adds(sb, "&amp;");
            break;
        case '<':
            hloa_strbuf_adds(sb, "&lt;");
            break;
        case '>':
            hloa_strbuf_adds(sb, "&gt;");
            break;
        case '"':
            hloa_strbuf_adds(sb, "&quot;");
            break;
        default:
            if ((unsigned char)s[i] >= 0x20 && (unsigned char)s[i] < 0x7f)
                hloa_strbuf_addc(sb, s[i]);
        }
    }
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

/* Edit distance of a and b (insertions, deletions, substitutions, transpositions), capped. */
static size_t distance(const char *a, const char *b)
{
    enum { CAP = 64 };
    size_t n = strlen(a), m = strlen(b);
    if (n >= CAP || m >= CAP)
        return CAP;
    size_t d[CAP + 1][CAP + 1];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[n][m];
}

const char *hloa_closest(const char *word, const char *const *names, size_t n)
{
    const char *best = NULL;
    size_t best_d = strlen(word) / 4 + 1; /* farther than this is a guess, not a typo */
    for (size_t i = 0; i < n; i++) {
        size_t d = distance(word, names[i]);
        if (d <= best_d && (!best || d < best_d)) {
            best = names[i];
            best_d = d;
        }
    }
    return best;
}

FILE *hloa_memstream(char **buf, size_t *len)
{
    FILE *f = open_memstream(buf, len);
    if (!f) /* it fails only for want of memory */
        hloa_die_oom();
    return f;
}

char *hloa_read_whole_file(const char *path, size_t max, size_t *len, const char **why)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        *why = strerror(errno);
        return NULL;
    }
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    size_t got;
    do {
        hloa_strbuf_grow(&sb, 1 << 16);
        got = fread(sb.buf + sb.len, 1, sb.cap - sb.len - 1, f);
        sb.len += got;
    } while (got && sb.len <= max);
    int failed = ferror(f);
    fclose(f);
    if (failed || sb.len > max) {
        *why = failed ? "read error" : "too large";
        hloa_strbuf_release(&sb);
        return NULL;
    }
    hloa_strbuf_addc(&sb, '\0');
    sb.len--; /* the NUL is not counted */
    return hloa_strbuf_detach(&sb, len);
}
