/*
 * Streams of bytes, decompressed as they are read (instream.h): zlib for gzip,
 * liblzma for xz, each given the file's bytes a block at a time.
 */
#include "hloasync/instream.h"

#include <errno.h>
#include <fcntl.h>
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

enum { BLOCK = 1 << 16 };

struct hloa_instream {
    int fd;                   /* -1 for memory */
    const uint8_t *mem, *mem_end;
    uint8_t *in;              /* compressed bytes read from fd, BLOCK of them */
    const uint8_t *next_in;   /* unread bytes of in (or of mem) ... */
    size_t avail_in;          /* ... and their count */
    int eof;                  /* the file has no more bytes */
    hloa_compression kind;
    z_stream z;
    lzma_stream x;
    int codec_open;
    int member_done;          /* gzip: a member ended; another may follow */
    char error[256];
};

/* "what", or "what (detail)" when there is one. */
static void set_error(hloa_instream *s, const char *what, const char *detail)
{
    snprintf(s->error, sizeof s->error, detail ? "%s (%s)" : "%s", what, detail);
}

/* More compressed bytes into next_in/avail_in: 1, 0 at the end, -1 on an error. */
static int fill(hloa_instream *s)
{
    if (s->avail_in)
        return 1;
    if (s->fd < 0) {
        if (s->mem == s->mem_end)
            return 0;
        s->next_in = s->mem;
        s->avail_in = (size_t)(s->mem_end - s->mem);
        s->mem = s->mem_end;
        return 1;
    }
    if (s->eof)
        return 0;
    for (;;) {
        ssize_t n = read(s->fd, s->in, BLOCK);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            set_error(s, strerror(errno), NULL);
            return -1;
        }
        if (n == 0) {
            s->eof = 1;
            return 0;
        }
        s->next_in = s->in;
        s->avail_in = (size_t)n;
        return 1;
    }
}

static void detect(hloa_instream *s)
{
    static const uint8_t xz_magic[6] = {0xfd, '7', 'z', 'X', 'Z', 0};
    /* The magic numbers are at most 6 bytes: a first read shorter than that
       (a pipe's) is simply taken as plain only if it is the whole input. */
    while (fill(s) > 0 && s->avail_in < 6 && s->fd >= 0 && !s->eof) {
        ssize_t n = read(s->fd, s->in + s->avail_in, BLOCK - s->avail_in);
        if (n <= 0) {
            if (n == 0)
                s->eof = 1;
            break;
        }
        s->avail_in += (size_t)n;
    }
    if (s->avail_in >= 2 && s->next_in[0] == 0x1f && s->next_in[1] == 0x8b) {
        s->kind = HLOA_GZIP;
        s->codec_open = inflateInit2(&s->z, 16 + MAX_WBITS) == Z_OK;
    } else if (s->avail_in >= 6 && !memcmp(s->next_in, xz_magic, 6)) {
        s->kind = HLOA_XZ;
        s->codec_open =
            lzma_stream_decoder(&s->x, UINT64_MAX, LZMA_CONCATENATED) == LZMA_OK;
    }
}

static hloa_instream *make(void)
{
    hloa_instream *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->fd = -1;
    lzma_stream init = LZMA_STREAM_INIT;
    s->x = init;
    return s;
}

hloa_instream *hloa_instream_open(const char *path, char *err, size_t errlen)
{
    int is_stdin = !strcmp(path, "-");
    int fd = is_stdin ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s: %s", path, strerror(EISDIR));
        close(fd);
        return NULL;
    }
    if (!is_stdin) /* opened without waiting for a FIFO's writer; reads block again */
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    hloa_instream *s = make();
    if (s)
        s->in = malloc(BLOCK);
    if (!s || !s->in) {
        snprintf(err, errlen, "%s: out of memory", path);
        if (s)
            free(s);
        close(fd);
        return NULL;
    }
    s->fd = fd;
    detect(s);
    return s;
}

hloa_instream *hloa_instream_open_mem(const void *bytes, size_t len)
{
    hloa_instream *s = make();
    if (!s)
        return NULL;
    s->mem = bytes;
    s->mem_end = s->mem + len;
    detect(s);
    return s;
}

static ssize_t read_plain(hloa_instream *s, uint8_t *buf, size_t n)
{
    size_t got = 0;
    while (got < n) {
        int r = fill(s);
        if (r < 0)
            return -1;
        if (r == 0)
            break;
        size_t take = s->avail_in < n - got ? s->avail_in : n - got;
        memcpy(buf + got, s->next_in, take);
        s->next_in += take;
        s->avail_in -= take;
        got += take;
    }
    return (ssize_t)got;
}

static ssize_t read_gzip(hloa_instream *s, uint8_t *buf, size_t n)
{
    s->z.next_out = buf;
    s->z.avail_out = (uInt)(n > UINT32_MAX ? UINT32_MAX : n);
    while (s->z.avail_out) {
        int r = fill(s);
        if (r < 0)
            return -1;
        if (r == 0) {
            if (!s->member_done) {
                set_error(s, "truncated gzip data", NULL);
                return -1;
            }
            break;
        }
        if (s->member_done) { /* another member follows the one that ended */
            inflateReset(&s->z);
            s->member_done = 0;
        }
        s->z.next_in = (Bytef *)s->next_in;
        s->z.avail_in = (uInt)(s->avail_in > UINT32_MAX ? UINT32_MAX : s->avail_in);
        uInt before = s->z.avail_in;
        int zr = inflate(&s->z, Z_NO_FLUSH);
        size_t used = before - s->z.avail_in;
        s->next_in += used;
        s->avail_in -= used;
        if (zr == Z_STREAM_END)
            s->member_done = 1;
        else if (zr != Z_OK && zr != Z_BUF_ERROR) {
            set_error(s, "corrupt gzip data", s->z.msg);
            return -1;
        }
    }
    return (ssize_t)((size_t)(s->z.next_out - buf));
}

static ssize_t read_xz(hloa_instream *s, uint8_t *buf, size_t n)
{
    s->x.next_out = buf;
    s->x.avail_out = n;
    while (s->x.avail_out) {
        int r = fill(s);
        if (r < 0)
            return -1;
        s->x.next_in = s->next_in;
        s->x.avail_in = s->avail_in;
        lzma_ret xr = lzma_code(&s->x, r == 0 ? LZMA_FINISH : LZMA_RUN);
        size_t used = s->avail_in - s->x.avail_in;
        s->next_in += used;
        s->avail_in -= used;
        if (xr == LZMA_STREAM_END)
            break;
        if (xr != LZMA_OK) {
            set_error(s, xr == LZMA_BUF_ERROR ? "truncated xz data" : "corrupt xz data", NULL);
            return -1;
        }
    }
    return (ssize_t)(n - s->x.avail_out);
}

ssize_t hloa_instream_read(hloa_instream *s, void *buf, size_t n)
{
    if (s->error[0])
        return -1;
    if (s->kind != HLOA_PLAIN && !s->codec_open) {
        set_error(s, "out of memory for the decompressor", NULL);
        return -1;
    }
    switch (s->kind) {
    case HLOA_GZIP:
        return read_gzip(s, buf, n);
    case HLOA_XZ:
        return read_xz(s, buf, n);
    default:
        return read_plain(s, buf, n);
    }
}

const char *hloa_instream_error(const hloa_instream *s) { return s->error; }
hloa_compression hloa_instream_compression(const hloa_instream *s) { return s->kind; }

void hloa_instream_close(hloa_instream *s)
{
    if (!s)
        return;
    if (s->codec_open && s->kind == HLOA_GZIP)
        inflateEnd(&s->z);
    if (s->codec_open && s->kind == HLOA_XZ)
        lzma_end(&s->x);
    if (s->fd >= 0)
        close(s->fd);
    free(s->in);
    free(s);
}

int hloa_instream_slurp(const char *path, size_t limit, unsigned char **bytes, size_t *len,
                        char *err, size_t errlen)
{
    *bytes = NULL;
    *len = 0;
    hloa_instream *s = hloa_instream_open(path, err, errlen);
    if (!s)
        return -1;
    size_t cap = 1 << 20, n = 0;
    unsigned char *b = malloc(cap + 1);
    int rc = -1;
    if (!b) {
        snprintf(err, errlen, "%s: out of memory", path);
        goto out;
    }
    for (;;) {
        if (n == cap) {
            if (cap > limit) {
                snprintf(err, errlen, "%s: more than %zu bytes", path, limit);
                goto out;
            }
            size_t grown = cap * 2 <= limit ? cap * 2 : limit + 1; /* one past: tells a file of limit bytes from a longer one */
            unsigned char *nb = realloc(b, grown + 1);
            if (!nb) {
                snprintf(err, errlen, "%s: out of memory", path);
                goto out;
            }
            b = nb;
            cap = grown;
        }
        ssize_t got = hloa_instream_read(s, b + n, cap - n);
        if (got < 0) {
            snprintf(err, errlen, "%s: %s", path, hloa_instream_error(s));
            goto out;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    if (n > limit) {
        snprintf(err, errlen, "%s: more than %zu bytes", path, limit);
        goto out;
    }
    b[n] = 0;
    *bytes = b;
    *len = n;
    b = NULL;
    rc = 0;
out:
    free(b);
    hloa_instream_close(s);
    return rc;
}
