/*
 * The base protocol's framing, read from a file descriptor with a buffer of
 * its own: a message is whole before it is handed on, and a client that
 * sends a wrong header or a wrong length costs a line in the log, not the
 * session.
 */
#include "transport.h"

#include "hloasync/arena.h"
#include "hloasync/source.h"
#include "hloasync/strbuf.h"

#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

void hloa_lsp_reader_init(hloa_lsp_reader *r, int fd, const char *pre, size_t n, FILE *log)
{
    memset(r, 0, sizeof(*r));
    r->fd = fd;
    r->log = log;
    r->eof = fd < 0;
    if (n) {
        r->buf = hloa_xmalloc(n);
        memcpy(r->buf, pre, n);
        r->len = r->cap = n;
    }
}

void hloa_lsp_reader_release(hloa_lsp_reader *r)
{
    free(r->buf);
    memset(r, 0, sizeof(*r));
}

/* Reads more bytes from the fd, at least want in the buffer if it can: 1 read some, 0 end. */
static int fill(hloa_lsp_reader *r, size_t want)
{
    if (r->eof)
        return 0;
    if (r->pos) { /* what was taken goes: the buffer holds one message at most */
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->len -= r->pos;
        r->pos = 0;
    }
    size_t need = r->len + (want > 65536 ? want : 65536);
    if (need > r->cap) {
        r->cap = need;
        r->buf = hloa_xrealloc(r->buf, r->cap);
    }
    for (;;) {
        ssize_t got = read(r->fd, r->buf + r->len, r->cap - r->len);
        if (got > 0) {
            r->len += (size_t)got;
            return 1;
        }
        if (got < 0 && errno == EINTR)
            continue;
        r->eof = 1;
        return 0;
    }
}

int hloa_lsp_reader_ready(hloa_lsp_reader *r, int timeout_ms)
{
    if (r->pos < r->len || r->eof)
        return 1; /* bytes of a message, or the end to say */
    struct pollfd p = {.fd = r->fd, .events = POLLIN};
    int n;
    while ((n = poll(&p, 1, timeout_ms)) < 0 && errno == EINTR)
        ;
    return n != 0;
}

/* The end of the header block at or after pos: offset after its blank line, 0 if not buffered. */
static size_t header_end(const hloa_lsp_reader *r)
{
    for (size_t i = r->pos; i < r->len; i++) {
        if (r->buf[i] != '\n')
            continue;
        /* "\r\n\r\n" or, leniently, "\n\n" */
        if (i + 1 < r->len && r->buf[i + 1] == '\n')
            return i + 2;
        if (i + 2 < r->len && r->buf[i + 1] == '\r' && r->buf[i + 2] == '\n')
            return i + 3;
    }
    return 0;
}

/* The Content-Length of the header block [b, e): the length, or -1 when none or not a number. */
static int64_t content_length(const char *b, const char *e)
{
    static const char key[] = "content-length:";
    int64_t n = -1;
    for (const char *line = b; line < e;) {
        const char *nl = memchr(line, '\n', (size_t)(e - line));
        const char *end = nl ? nl : e;
        if ((size_t)(end - line) >= sizeof(key) - 1 && !strncasecmp(line, key, sizeof(key) - 1)) {
            const char *p = line + sizeof(key) - 1;
            while (p < end && (*p == ' ' || *p == '\t'))
                p++;
            if (p == end || *p < '0' || *p > '9')
                return -1;
            n = 0;
            for (; p < end && *p >= '0' && *p <= '9'; p++) {
                n = n * 10 + (*p - '0');
                if ((uint64_t)n > HLOA_LSP_MAX_BODY)
                    return -2;
            }
            while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
                p++;
            if (p != end)
                return -1;
        }
        line = end + 1;
    }
    return n;
}

/*
 * Skips to the next "Content-Length:" after pos (a body shorter than its length said leaves
 * the rest of it in front of the next header), or to the end of what is buffered but a piece
 * that may start one.
 */
static void resync(hloa_lsp_reader *r)
{
    for (size_t i = r->pos + 1; i + 15 <= r->len; i++)
        if ((r->buf[i] == 'C' || r->buf[i] == 'c') &&
            !strncasecmp(r->buf + i, "content-length:", 15)) {
            r->pos = i;
            return;
        }
    r->pos = r->len > r->pos + 14 ? r->len - 14 : r->pos + 1;
    if (r->pos > r->len)
        r->pos = r->len;
}

int hloa_lsp_read(hloa_lsp_reader *r, char **body, size_t *n)
{
    for (;;) {
        size_t he;
        while (!(he = header_end(r))) {
            if (r->len - r->pos > HLOA_LSP_MAX_HEADER) {
                fprintf(r->log, "lsp: a header block of over %d bytes: skipped\n",
                        HLOA_LSP_MAX_HEADER);
                resync(r);
                continue;
            }
            if (!fill(r, 0)) {
                /* white space between messages is no message */
                size_t i = r->pos;
                while (i < r->len && strchr(" \t\r\n", r->buf[i]))
                    i++;
                if (i < r->len)
                    fprintf(r->log, "lsp: the input ended inside a header block\n");
                r->pos = r->len;
                return 0;
            }
        }
        int64_t len = content_length(r->buf + r->pos, r->buf + he);
        if (len < 0) {
            fprintf(r->log, "lsp: a header block %s: skipped\n",
                    len == -2 ? "with a Content-Length too big to read"
                              : "without a valid Content-Length");
            resync(r);
            continue;
        }
        r->pos = he;
        while (r->len - r->pos < (size_t)len)
            if (!fill(r, (size_t)len - (r->len - r->pos))) {
                fprintf(r->log, "lsp: the input ended %zu bytes into a body of %lld: dropped\n",
                        r->len - r->pos, (long long)len);
                r->pos = r->len;
                return 0;
            }
        *n = (size_t)len;
        if (len < (1 << 20)) {
            *body = hloa_xmalloc((size_t)len + 1);
            memcpy(*body, r->buf + r->pos, (size_t)len);
            r->pos += (size_t)len;
        } else {
            /* A big body (a whole dump) is handed over in the buffer itself, not copied: the
               bytes after it move to a buffer of their own. */
            size_t rest = r->len - r->pos - (size_t)len;
            char *after = rest ? hloa_xmalloc(rest) : NULL;
            if (rest)
                memcpy(after, r->buf + r->pos + len, rest);
            memmove(r->buf, r->buf + r->pos, (size_t)len);
            *body = hloa_xrealloc(r->buf, (size_t)len + 1);
            r->buf = after;
            r->len = r->cap = rest;
            r->pos = 0;
        }
        (*body)[len] = 0;
        return 1;
    }
}

int hloa_lsp_reader_pending(hloa_lsp_reader *r)
{
    struct pollfd p = {.fd = r->fd, .events = POLLIN};
    if (!r->eof && r->len - r->pos < HLOA_LSP_MAX_HEADER && poll(&p, 1, 0) > 0)
        fill(r, 0); /* what the fd holds now: poll said a read will not wait */
    size_t he = header_end(r);
    if (!he)
        return 0;
    int64_t len = content_length(r->buf + r->pos, r->buf + he);
    return len >= 0 && r->len - he >= (size_t)len;
}

int hloa_lsp_write(int fd, const char *body, size_t n)
{
    char head[64];
    int h = snprintf(head, sizeof(head), "Content-Length: %zu\r\n\r\n", n);
    if (hloa_write_all(fd, head, (size_t)h) || hloa_write_all(fd, body, n))
        return -1;
    return 0;
}
