/* Input files: whole-file reads, the line table, split-input-file regions. */
#define _GNU_SOURCE /* MAP_ANONYMOUS, memrchr */
#include "hloasync/source.h"

#include "hloasync/arena.h"

#include "bus_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <poll.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Does the text look binary? A NUL byte in its first 8 KB, as git and grep judge. */
enum { SNIFF_BYTES = 8192 };
static int looks_binary(const char *text, size_t len)
{
    return memchr(text, '\0', len < SNIFF_BYTES ? len : SNIFF_BYTES) != NULL;
}

/* Reads block again after a FIFO's writer came (a device's nonblocking open is undone too). */
static void read_blocking(int fd)
{
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
}

/*
 * A FIFO opened without blocking read 0 bytes: no writer has it open. 0 when
 * one came and went (POLLHUP: the text ends there), 1 when one may still come
 * (after a pause of WAIT_STEP_MS), -1 when none came in HLOA_FIFO_WAIT_MS.
 */
enum { WAIT_STEP_MS = 20 };
static int writer_may_come(int fd, unsigned *waited)
{
    struct pollfd p = {.fd = fd, .events = POLLIN};
    if (poll(&p, 1, 0) > 0 && (p.revents & POLLHUP))
        return 0;
    if (*waited >= HLOA_FIFO_WAIT_MS)
        return -1;
    poll(&p, 1, WAIT_STEP_MS); /* wakes early when a writer writes */
    *waited += WAIT_STEP_MS;
    return 1;
}

/*
 * Reads a stream whole (standard input, a pipe, a FIFO opened without
 * blocking when fifo is set, a device), judging it binary from its first
 * bytes as soon as they are in.
 */
static int read_all(int fd, int fifo, char **out, size_t *outlen, char *err, size_t errlen)
{
    size_t cap = 1 << 16;
    char *buf = hloa_xmalloc(cap + HLOA_SOURCE_PADDING);
    size_t len = 0;
    int writer = !fifo, sniffed = 0;
    unsigned waited = 0;
    for (;;) {
        if (len == cap) {
            if (cap > HLOA_SOURCE_MAX) {
                snprintf(err, errlen, "file is larger than 4 GiB");
                goto fail;
            }
            cap *= 2;
            buf = hloa_xrealloc(buf, cap + HLOA_SOURCE_PADDING);
        }
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN && !writer) { /* a writer, nothing written yet */
            writer = 1;
            read_blocking(fd);
            continue;
        }
        if (n < 0) {
            snprintf(err, errlen, "%s", strerror(errno));
            goto fail;
        }
        if (n == 0 && !writer) {
            int wait = writer_may_come(fd, &waited);
            if (wait < 0) {
                snprintf(err, errlen, "a FIFO no process opened for writing within %d s",
                         HLOA_FIFO_WAIT_MS / 1000);
                goto fail;
            }
            if (wait)
                continue;
        }
        if (n == 0)
            break;
        if (!writer) {
            writer = 1;
            read_blocking(fd);
        }
        len += (size_t)n;
        if (!sniffed && len >= SNIFF_BYTES) {
            sniffed = 1;
            if (looks_binary(buf, len)) /* /dev/zero: said now, not after 4 GB */
                break;
        }
    }
    if (len > HLOA_SOURCE_MAX) {
        snprintf(err, errlen, "file is larger than 4 GiB");
        goto fail;
    }
    memset(buf + len, 0, HLOA_SOURCE_PADDING);
    *out = buf;
    *outlen = len;
    return 0;
fail:
    free(buf);
    return -1;
}

/*
 * Maps a regular file read-only with zero padding after it: the file over an
 * anonymous mapping one page longer, so the padding needs no copy of the text.
 * The file's part is guarded (bus_guard.h) before anything reads it.
 * Returns 0, or -1 when mapping is not possible (the caller reads instead).
 */
static int map_file(int fd, size_t len, hloa_source *src)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (len == 0)
        return -1;
    size_t total = (len + HLOA_SOURCE_PADDING + page - 1) / page * page;
    char *base = mmap(NULL, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED)
        return -1;
    int guard = hloa_bus_guard_add(base, len);
    if (!guard || mmap(base, len, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
        hloa_bus_guard_remove(guard);
        munmap(base, total);
        return -1;
    }
    posix_madvise(base, len, POSIX_MADV_SEQUENTIAL);
    src->text = base;
    src->len = (uint32_t)len;
    src->mapped = total;
    src->guard = guard;
    return 0;
}

static hloa_file_id file_id(const struct stat *st)
{
    return (hloa_file_id){(uint64_t)st->st_dev, (uint64_t)st->st_ino, (int64_t)st->st_size,
                          (int64_t)st->st_mtim.tv_sec, (int64_t)st->st_mtim.tv_nsec};
}

char *hloa_display_path(const char *path)
{
    char cwd[4096];
    const char *p = path;
    if (path[0] == '/' && getcwd(cwd, sizeof(cwd)) && strcmp(cwd, "/")) {
        size_t n = strlen(cwd);
        if (!strncmp(path, cwd, n) && path[n] == '/')
            p = path + n + 1; /* below the working directory: relative, as SARIF shows it */
    }
    size_t len = strlen(p);
    char *out = hloa_xmalloc(len + 2);
    size_t k = 0;
    for (size_t i = 0; i < len;) {
        if (p[i] == '/' && k > 0 && out[k - 1] == '/') {
            i++; /* "a//b" */
        } else if (p[i] == '.' && (k == 0 || out[k - 1] == '/') && p[i + 1] == '/') {
            i += 2; /* "./a", "a/./b" */
        } else {
            out[k++] = p[i++];
        }
    }
    if (k == 0)
        out[k++] = '.';
    out[k] = '\0';
    return out;
}

/* Reads a regular file: mapped and kept open (src->fd), or read when it cannot be mapped
   (an empty file). */
static int load_file(hloa_source *src, int fd, const struct stat *st, char *err, size_t errlen)
{
    src->fd = fd;
    src->id = file_id(st);
    if ((unsigned long long)st->st_size > HLOA_SOURCE_MAX) {
        snprintf(err, errlen, "file is larger than 4 GiB");
        return -1;
    }
    if (map_file(fd, (size_t)st->st_size, src) == 0)
        return 0;
    size_t len = 0;
    int rc = read_all(fd, 0, &src->text, &len, err, errlen);
    src->len = (uint32_t)len;
    return rc;
}

int hloa_source_load(hloa_source *src, const char *path, const char *display, char *err,
                     size_t errlen)
{
    memset(src, 0, sizeof(*src));
    int is_stdin = !strcmp(path, "-"), fd = STDIN_FILENO;
    if (!is_stdin) {
        /* without blocking: a FIFO opens with no writer yet (read_all waits, a bounded time) */
        fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            snprintf(err, errlen, "%s", strerror(errno));
            return -1;
        }
    }
    struct stat st;
    int rc = -1;
    if (fstat(fd, &st) != 0) {
        snprintf(err, errlen, "%s", strerror(errno));
    } else if (S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "is a directory");
    } else if (!is_stdin && S_ISREG(st.st_mode)) {
        rc = load_file(src, fd, &st, err, errlen);
        fd = -1; /* src holds it */
    } else {
        if (!is_stdin && !S_ISFIFO(st.st_mode))
            read_blocking(fd); /* a device, a socket */
        size_t len = 0;
        rc = read_all(fd, !is_stdin && S_ISFIFO(st.st_mode), &src->text, &len, err, errlen);
        src->len = (uint32_t)len;
    }
    if (!is_stdin && fd >= 0)
        close(fd);
    if (rc == 0 && looks_binary(src->text, src->len)) {
        /* a mapped file cut short while sniffed reads as zeros past its new end (bus_guard.h):
           what happened is the change, not binary text */
        snprintf(err, errlen, "%s", hloa_source_changed(src) ? "file changed while it was read"
                                                             : "binary file, not HLO text");
        rc = -1;
    }
    if (rc) {
        hloa_source_release(src);
        return -1;
    }
    src->path = display ? hloa_display_path(display)
              : is_stdin ? hloa_xstrdup("<stdin>") : hloa_display_path(path);
    return 0;
}

int hloa_source_changed(const hloa_source *src)
{
    struct stat st = {0};
    if (hloa_bus_guard_hit(src->guard))
        return 1;
    if (src->fd <= 0)
        return 0;
    fstat(src->fd, &st);
    hloa_file_id now = file_id(&st);
    return memcmp(&now, &src->id, sizeof(now)) != 0;
}

int hloa_source_is_at(const hloa_source *src, const char *path, struct stat *st)
{
    memset(st, 0, sizeof(*st));
    stat(path, st);
    hloa_file_id now = file_id(st);
    return !memcmp(&now, &src->id, sizeof(now)) && !hloa_source_changed(src);
}

void hloa_source_init_mem(hloa_source *src, const char *display, const char *text, size_t len)
{
    memset(src, 0, sizeof(*src));
    if (len > HLOA_SOURCE_MAX)
        len = HLOA_SOURCE_MAX;
    src->text = hloa_xmalloc(len + HLOA_SOURCE_PADDING);
    if (len)
        memcpy(src->text, text, len);
    memset(src->text + len, 0, HLOA_SOURCE_PADDING);
    src->len = (uint32_t)len;
    src->path = hloa_xstrdup(display);
}

void hloa_source_done_with(const hloa_source *src, uint32_t from, uint32_t to)
{
    long page = sysconf(_SC_PAGESIZE);
    if (!src->mapped || page <= 0 || to > src->len)
        return;
    uint32_t size = (uint32_t)page;
    from = from / size * size + (from % size ? size : 0);
    to = to / size * size;
    if (to > from)
        madvise(src->text + from, to - from, MADV_DONTNEED);
}

void hloa_rereads_init(hloa_rereads *r, const hloa_source *src, hloa_arena *arena)
{
    memset(r, 0, sizeof(*r));
    r->src = src;
    long page = sysconf(_SC_PAGESIZE);
    if (!src->mapped || page <= 0)
        return;
    r->page_size = (uint32_t)page;
    size_t words = (size_t)src->len / r->page_size / 64 + 1;
    r->pages = hloa_arena_calloc(arena, words, sizeof(uint64_t));
}

void hloa_rereads_note(hloa_rereads *r, uint32_t from, uint32_t to)
{
    if (!r->pages || to <= from || to > r->src->len)
        return;
    for (uint32_t p = from / r->page_size, last = (to - 1) / r->page_size; p <= last; p++) {
        r->pages[p / 64] |= 1ull << (p % 64);
        r->n_noted++;
    }
    if (r->n_noted >= HLOA_REREAD_BATCH)
        hloa_rereads_hand_back(r);
}

void hloa_rereads_hand_back(hloa_rereads *r)
{
    if (!r->pages)
        return;
    uint32_t n_pages = r->src->len / r->page_size + 1;
    /* Runs of noted pages, one madvise each; the bits go as they are read. */
    for (uint32_t p = 0; p < n_pages;) {
        if (!(r->pages[p / 64] >> (p % 64) & 1)) {
            p = r->pages[p / 64] >> (p % 64) ? p + 1 : (p / 64 + 1) * 64;
            continue;
        }
        uint32_t run = p;
        for (; p < n_pages && (r->pages[p / 64] >> (p % 64) & 1); p++)
            r->pages[p / 64] &= ~(1ull << (p % 64));
        uint64_t to = (uint64_t)p * r->page_size;
        hloa_source_done_with(r->src, run * r->page_size, to > r->src->len ? r->src->len : (uint32_t)to);
    }
    r->n_noted = 0;
}

int hloa_write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return w < 0 ? errno : EIO;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

void hloa_source_release(hloa_source *src)
{
    free(src->path);
    hloa_bus_guard_remove(src->guard);
    if (src->fd > 0)
        close(src->fd);
    if (src->mapped)
        munmap(src->text, src->mapped);
    else
        free(src->text);
    free(src->newlines_before);
    memset(src, 0, sizeof(*src));
}

/*
 * Lines are found only for diagnostics, which are few and often deep in a
 * big file whose pages the parser handed back: a count of '\n' per block of
 * text, extended only as far as the furthest offset asked about, instead of
 * a table of every line start (8 MB for a 100 MB dump, and every page read
 * again).
 */
enum { LINE_BLOCK = 4096 };

/* The '\n's in [p, end). */
static uint32_t count_newlines(const char *p, const char *end)
{
    uint32_t n = 0;
#if defined(__SSE2__)
    /* Each byte lane counts down by one per '\n' (cmpeq gives -1), summed before it wraps. */
    const __m128i newline = _mm_set1_epi8('\n'), zero = _mm_setzero_si128();
    while (end - p >= 16) {
        __m128i lanes = zero;
        for (int k = 0; k < 255 && end - p >= 16; k++, p += 16) {
            __m128i at = _mm_loadu_si128((const __m128i *)(const void *)p);
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(at, newline));
        }
        __m128i sums = _mm_sad_epu8(lanes, zero);
        n += (uint32_t)_mm_cvtsi128_si32(sums) + (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    for (; p < end; p++)
        n += *p == '\n';
    return n;
}

/* Modules of one file are rendered on several threads: counting is done under a lock. */
static pthread_mutex_t lines_lock = PTHREAD_MUTEX_INITIALIZER;

/* The block counts up to the one holding off, counted if not yet. */
static const uint32_t *counted_through(hloa_source *src, uint32_t off)
{
    uint32_t block = off / LINE_BLOCK;
    if (block < __atomic_load_n(&src->n_counted, __ATOMIC_ACQUIRE))
        return src->newlines_before;
    pthread_mutex_lock(&lines_lock);
    if (!src->newlines_before) /* all blocks' room at once: readers never see it move */
        src->newlines_before =
            hloa_xmalloc(((size_t)src->len / LINE_BLOCK + 1) * sizeof(uint32_t));
    uint32_t *before = src->newlines_before;
    uint32_t k = src->n_counted;
    if (k == 0)
        before[k++] = 0;
    for (; k <= block; k++) {
        const char *from = src->text + (size_t)(k - 1) * LINE_BLOCK;
        before[k] = before[k - 1] + count_newlines(from, from + LINE_BLOCK);
    }
    if (k > src->n_counted)
        __atomic_store_n(&src->n_counted, k, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&lines_lock);
    return before;
}

/* The first byte of the line holding off. */
static uint32_t line_begin(const hloa_source *src, uint32_t off)
{
    const char *nl = memrchr(src->text, '\n', off);
    return nl ? (uint32_t)(nl - src->text) + 1 : 0;
}

void hloa_source_linecol(hloa_source *src, uint32_t off, uint32_t *line, uint32_t *col)
{
    if (off > src->len)
        off = src->len;
    const uint32_t *before = counted_through(src, off);
    uint32_t block = off / LINE_BLOCK;
    const char *from = src->text + (size_t)block * LINE_BLOCK;
    *line = before[block] + count_newlines(from, src->text + off) + 1;
    *col = off - line_begin(src, off) + 1;
}

void hloa_source_line_span(hloa_source *src, uint32_t off, uint32_t *begin, uint32_t *end)
{
    if (off > src->len)
        off = src->len;
    uint32_t b = line_begin(src, off);
    const char *nl = memchr(src->text + off, '\n', src->len - off);
    uint32_t e = nl ? (uint32_t)(nl - src->text) : src->len;
    if (e > b && src->text[e - 1] == '\r')
        e--;
    *begin = b;
    *end = e;
}

static int is_separator(const char *p, const char *end)
{
    static const char sep[] = "// -----";
    return (size_t)(end - p) >= sizeof(sep) - 1 && memcmp(p, sep, sizeof(sep) - 1) == 0;
}

/* The start of the line after the one holding p (end if there is none). */
static const char *next_line(const char *p, const char *end)
{
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    return nl ? nl + 1 : end;
}

/*
 * The first separator line that starts after a '\n' in [p, to - 1), or NULL.
 * 16 bytes at a time: only a '\n' followed by '/' (rare) is looked at. The
 * second load reads one byte further than the first; both stay before to.
 */
static const char *find_separator_line(const char *p, const char *to, const char *end)
{
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n'), slash = _mm_set1_epi8('/');
    for (; to - p > 16; p += 16) {
        __m128i at = _mm_loadu_si128((const __m128i *)(const void *)p);
        __m128i next = _mm_loadu_si128((const __m128i *)(const void *)(p + 1));
        unsigned hits = (unsigned)_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(at, newline), _mm_cmpeq_epi8(next, slash)));
        for (; hits; hits &= hits - 1) {
            const char *line = p + __builtin_ctz(hits) + 1;
            if (is_separator(line, end))
                return line;
        }
    }
#endif
    for (; p + 1 < to; p++)
        if (*p == '\n' && is_separator(p + 1, end))
            return p + 1;
    return NULL;
}

uint32_t hloa_source_region_from(const hloa_source *src, uint32_t begin, uint32_t *next)
{
    const char *text = src->text, *end = text + src->len;
    const char *sep = is_separator(text + begin, end)
                          ? text + begin
                          : find_separator_line(text + begin, end, end);
    if (!sep) {
        *next = 0;
        return src->len;
    }
    *next = (uint32_t)(next_line(sep, end) - text);
    return (uint32_t)(sep - text);
}

int hloa_source_has_separators(const hloa_source *src)
{
    if (src->len >= HLOA_SPLIT_LOOKS_UNDER)
        return 0;
    const char *end = src->text + src->len;
    return is_separator(src->text, end) || find_separator_line(src->text, end, end) != NULL;
}

size_t hloa_source_regions(const hloa_source *src, int split, hloa_region **regions)
{
    HLOA_VEC(hloa_region) v = {0};
    uint32_t begin = 0, next;
    for (;; begin = next) {
        hloa_region r = {begin, split ? hloa_source_region_from(src, begin, &next) : src->len};
        HLOA_VEC_PUSH(v, r);
        if (!split || !next)
            break;
    }
    *regions = v.items;
    return v.len;
}
