/* Applying byte-range edits to the original text. */
#include "hloasync/edit.h"

#include "hloasync/source.h"

#include <stdlib.h>
#include <string.h>

void hloa_editor_init(hloa_editor *ed)
{
    memset(ed, 0, sizeof(*ed));
    hloa_arena_init(&ed->arena);
}

void hloa_editor_release(hloa_editor *ed)
{
    hloa_arena_release(&ed->arena);
    free(ed->edits.items);
    memset(ed, 0, sizeof(*ed));
}

void hloa_editor_replace(hloa_editor *ed, uint32_t off, uint32_t len, const char *text,
                         size_t text_len)
{
    hloa_edit e = {off, len, hloa_arena_strndup(&ed->arena, text, text_len), (uint32_t)text_len,
                   (uint32_t)ed->edits.len};
    HLOA_VEC_PUSH(ed->edits, e);
}

void hloa_editor_insert(hloa_editor *ed, uint32_t off, const char *text, size_t text_len)
{
    hloa_editor_replace(ed, off, 0, text, text_len);
}

void hloa_editor_append(hloa_editor *ed, hloa_editor *from)
{
    for (size_t i = 0; i < from->edits.len; i++) {
        hloa_edit e = from->edits.items[i];
        e.seq = (uint32_t)ed->edits.len;
        HLOA_VEC_PUSH(ed->edits, e);
    }
    hloa_arena_adopt(&ed->arena, &from->arena);
    hloa_editor_release(from);
}

static int by_offset(const void *a, const void *b)
{
    const hloa_edit *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    /* At one offset, insertions go before a replacement, in the order made. */
    if ((x->len == 0) != (y->len == 0))
        return x->len == 0 ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void sort_edits(hloa_editor *ed)
{
    if (ed->edits.len > 1)
        qsort(ed->edits.items, ed->edits.len, sizeof(hloa_edit), by_offset);
}

/* Does e put other bytes in place of those it covers? */
static int edit_changes(const hloa_edit *e, const char *text)
{
    return e->len != e->text_len || memcmp(text + e->off, e->text, e->len) != 0;
}

int hloa_editor_changes(hloa_editor *ed, const char *text)
{
    for (size_t i = 0; i < ed->edits.len; i++)
        if (edit_changes(&ed->edits.items[i], text))
            return 1;
    return 0;
}

/* Where the edited text goes: runs of the original, and edit texts, in order. */
typedef struct sink {
    void (*original)(struct sink *s, uint32_t from, uint32_t to);
    void (*insert)(struct sink *s, const char *text, size_t n);
} sink;

/* The text [0, len) with the edits applied, piece by piece into out. */
static void walk(hloa_editor *ed, uint32_t len, sink *out)
{
    sort_edits(ed);
    uint32_t pos = 0;
    for (size_t i = 0; i < ed->edits.len; i++) {
        const hloa_edit *e = &ed->edits.items[i];
        if (e->off < pos || e->off + e->len > len)
            BUG("overlapping edits");
        out->original(out, pos, e->off);
        out->insert(out, e->text, e->text_len);
        pos = e->off + e->len;
    }
    out->original(out, pos, len);
}

/* ---- into a string ---- */

typedef struct string_sink {
    sink base;
    const char *text; /* the original */
    hloa_strbuf *out; /* the result */
} string_sink;

static void string_original(sink *s, uint32_t from, uint32_t to)
{
    string_sink *ss = (string_sink *)s;
    hloa_strbuf_add(ss->out, ss->text + from, to - from);
}

static void string_insert(sink *s, const char *text, size_t n)
{
    hloa_strbuf_add(((string_sink *)s)->out, text, n);
}

void hloa_editor_apply(hloa_editor *ed, const char *text, uint32_t len, hloa_strbuf *out)
{
    string_sink ss = {{string_original, string_insert}, text, out};
    walk(ed, len, &ss.base);
}

/* ---- into a file ---- */

/*
 * Output staged in one buffer: a big dump gets thousands of small edits
 * between long runs. The source behind what is written is handed back every
 * WINDOW bytes, so that writing a 100 MB dump does not map all of it again.
 */
enum { STAGE = 256 << 10, WINDOW = 4 << 20 };

typedef struct file_sink {
    sink base;
    int fd;                 /* where the bytes go */
    const hloa_source *src; /* the text the edits apply to */
    uint32_t handed;        /* src is handed back up to here */
    char *buf;              /* STAGE bytes (heap) */
    size_t len;             /* bytes staged */
    int error;              /* errno of the first failed write, or 0 */
} file_sink;

static void stage_flush(file_sink *fs)
{
    if (fs->len && !fs->error)
        fs->error = hloa_write_all(fs->fd, fs->buf, fs->len);
    fs->len = 0;
}

/* Bytes of at most STAGE go through the stage. */
static void stage_add(file_sink *fs, const char *p, size_t n)
{
    if (fs->len + n > STAGE)
        stage_flush(fs);
    memcpy(fs->buf + fs->len, p, n);
    fs->len += n;
}

static void file_insert(sink *s, const char *text, size_t n)
{
    for (size_t k = 0; k < n; k += STAGE)
        stage_add((file_sink *)s, text + k, n - k < STAGE ? n - k : STAGE);
}

/* A short run of the original through the stage, a long one as it is, by windows. */
static void file_original(sink *s, uint32_t from, uint32_t to)
{
    file_sink *fs = (file_sink *)s;
    if (to - from < STAGE) {
        stage_add(fs, fs->src->text + from, to - from);
    } else {
        stage_flush(fs);
        for (uint32_t w = from; w < to && !fs->error; w += WINDOW) {
            uint32_t e = to - w > WINDOW ? w + WINDOW : to;
            fs->error = hloa_write_all(fs->fd, fs->src->text + w, e - w);
            hloa_source_done_with(fs->src, w, e);
        }
    }
    /* What is staged is a copy: the text behind to is no longer needed. */
    if (to - fs->handed >= WINDOW) {
        hloa_source_done_with(fs->src, fs->handed, to);
        fs->handed = to;
    }
}

int hloa_editor_write(hloa_editor *ed, const hloa_source *src, int fd)
{
    file_sink fs = {{file_original, file_insert}, fd, src, 0, hloa_xmalloc(STAGE), 0, 0};
    walk(ed, src->len, &fs.base);
    stage_flush(&fs);
    free(fs.buf);
    return fs.error;
}

/* ---- unified diff of the edits ---- */

typedef struct group {
    uint32_t la, lb;       /* original lines [la, lb) that the edits touch (0-based) */
    size_t first, last;    /* edits [first, last] in sorted order */
} group;

/* Index of the line holding off (line_starts ascending). */
static uint32_t line_of(const uint32_t *starts, uint32_t n, uint32_t off)
{
    uint32_t lo = 0, hi = n;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (starts[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* Emits text as diff lines with prefix (one per line), marking a missing final newline. */
static void emit_lines(hloa_strbuf *out, char prefix, const char *text, size_t len)
{
    size_t i = 0;
    while (i < len) {
        const char *nl = memchr(text + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (text + i)) + 1 : len - i;
        hloa_strbuf_addc(out, prefix);
        hloa_strbuf_add(out, text + i, n);
        if (!nl)
            hloa_strbuf_adds(out, "\n\\ No newline at end of file\n");
        i += n;
    }
}

static size_t count_lines(const char *text, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += text[i] == '\n';
    return n + (len && text[len - 1] != '\n');
}

int hloa_editor_diff(hloa_editor *ed, const char *text, uint32_t len, const char *old_name,
                     const char *new_name, hloa_strbuf *out)
{
    sort_edits(ed);
    HLOA_VEC(uint32_t) starts = {0};
    HLOA_VEC_PUSH(starts, 0);
    for (uint32_t i = 0; i < len; i++)
        if (text[i] == '\n' && i + 1 < len)
            HLOA_VEC_PUSH(starts, i + 1);
    uint32_t nlines = len ? (uint32_t)starts.len : 0;
    HLOA_VEC_PUSH(starts, len); /* sentinel: start of the line after the last */
    HLOA_VEC(group) groups = {0};
    for (size_t i = 0; i < ed->edits.len; i++) {
        const hloa_edit *e = &ed->edits.items[i];
        /* An edit that changes nothing is no difference. */
        if (!edit_changes(e, text))
            continue;
        uint32_t la = e->off < len ? line_of(starts.items, nlines, e->off) : nlines;
        uint32_t lb;
        int insert_before_line = e->len == 0 && (e->off == len || e->off == starts.items[la]) &&
                                 e->text_len && e->text[e->text_len - 1] == '\n';
        if (insert_before_line)
            lb = la;
        else
            lb = (e->off + (e->len ? e->len : 1) - 1 < len
                      ? line_of(starts.items, nlines, e->off + (e->len ? e->len : 1) - 1)
                      : nlines - 1) +
                 1;
        if (groups.len && la <= groups.items[groups.len - 1].lb) {
            group *g = &groups.items[groups.len - 1];
            if (lb > g->lb)
                g->lb = lb;
            g->last = i;
        } else {
            group g = {la, lb, i, i};
            HLOA_VEC_PUSH(groups, g);
        }
    }
    if (!groups.len) {
        free(starts.items);
        return 0;
    }
    hloa_strbuf_addf(out, "--- %s\n+++ %s\n", old_name, new_name);
    enum { CONTEXT = 3 };
    long delta = 0; /* new line number minus old line number so far */
    hloa_strbuf newtext = HLOA_STRBUF_INIT;
    for (size_t g = 0; g < groups.len;) {
        /* A hunk: groups whose context lines touch. */
        size_t h = g;
        while (h + 1 < groups.len && groups.items[h + 1].la <= groups.items[h].lb + 2 * CONTEXT)
            h++;
        uint32_t from = groups.items[g].la > CONTEXT ? groups.items[g].la - CONTEXT : 0;
        uint32_t to = groups.items[h].lb + CONTEXT < nlines ? groups.items[h].lb + CONTEXT : nlines;
        hloa_strbuf body = HLOA_STRBUF_INIT;
        size_t old_count = 0, new_count = 0;
        uint32_t line = from;
        long hunk_delta = delta;
        for (size_t k = g; k <= h; k++) {
            const group *gr = &groups.items[k];
            for (; line < gr->la; line++) {
                emit_lines(&body, ' ', text + starts.items[line],
                           starts.items[line + 1] - starts.items[line]);
                old_count++, new_count++;
            }
            uint32_t b = starts.items[gr->la], e = starts.items[gr->lb];
            hloa_strbuf_clear(&newtext);
            uint32_t pos = b;
            for (size_t x = gr->first; x <= gr->last; x++) {
                const hloa_edit *ex = &ed->edits.items[x];
                hloa_strbuf_add(&newtext, text + pos, ex->off - pos);
                hloa_strbuf_add(&newtext, ex->text, ex->text_len);
                pos = ex->off + ex->len;
            }
            if (pos < e)
                hloa_strbuf_add(&newtext, text + pos, e - pos);
            emit_lines(&body, '-', text + b, e - b);
            emit_lines(&body, '+', newtext.buf ? newtext.buf : "", newtext.len);
            size_t o = count_lines(text + b, e - b), n = count_lines(newtext.buf, newtext.len);
            old_count += o;
            new_count += n;
            delta += (long)n - (long)o;
            line = gr->lb;
        }
        for (; line < to; line++) {
            emit_lines(&body, ' ', text + starts.items[line],
                       starts.items[line + 1] - starts.items[line]);
            old_count++, new_count++;
        }
        long old_start = old_count ? (long)from + 1 : (long)from;
        long new_start = new_count ? (long)from + 1 + hunk_delta : (long)from + hunk_delta;
        hloa_strbuf_addf(out, "@@ -%ld,%zu +%ld,%zu @@\n", old_start, old_count, new_start,
                         new_count);
        hloa_strbuf_add(out, body.buf ? body.buf : "", body.len);
        hloa_strbuf_release(&body);
        g = h + 1;
    }
    hloa_strbuf_release(&newtext);
    free(groups.items);
    free(starts.items);
    return 1;
}
