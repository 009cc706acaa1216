/*
 * XLA's PGLE profile (pgle.h): read from protobuf text (support/textproto.c)
 * or the wire format (support/protowire.c) into two arrays of entries, each
 * with a sorted array of keys beside it for lookups by name; and written back
 * in either form. Field numbers: tsl/profiler/protobuf/profiled_instructions.proto.
 */
#include "hloasync/pgle.h"

#include "hloasync/instream.h"
#include "hloasync/protowire.h"
#include "hloasync/textproto.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ProfiledInstructionsProto's fields (profiled_instructions.proto). */
enum { F_COSTS = 1, F_LATENCIES = 2 };          /* ProfiledInstructionsProto */
enum { F_COST_NAME = 1, F_COST_US = 2 };        /* InstructionCost */
enum { F_LAT_SOURCE = 1, F_LAT_TARGET = 2, F_LAT_US = 3 }; /* Latency */

/* The biggest profile read: XLA's own are a few MB; this only guards memory. */
#define MAX_PROFILE ((size_t)1 << 30)

typedef struct hloa_pgle_key {
    const char *a, *b; /* name (a cost), source and target (a latency) */
    uint32_t alen, blen;
    uint32_t idx;      /* index of the entry: of equal keys the greatest sorts first */
} key;

static int bytes_cmp(const char *a, uint32_t alen, const char *b, uint32_t blen)
{
    int c = memcmp(a, b, alen < blen ? alen : blen);
    return c ? c : (alen > blen) - (alen < blen);
}

static int key_cmp(const void *x, const void *y)
{
    const key *p = x, *q = y;
    int c = bytes_cmp(p->a, p->alen, q->a, q->alen);
    if (!c)
        c = bytes_cmp(p->b ? p->b : "", p->blen, q->b ? q->b : "", q->blen);
    return c ? c : (p->idx < q->idx) - (p->idx > q->idx);
}

/* The first key of a sorted array equal to (a, b) in its names: the last entry of them. */
static const key *find(const key *keys, uint32_t n, const char *a, size_t alen, const char *b,
                       size_t blen)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int c = bytes_cmp(keys[mid].a, keys[mid].alen, a, (uint32_t)alen);
        if (!c && b)
            c = bytes_cmp(keys[mid].b, keys[mid].blen, b, (uint32_t)blen);
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == n || bytes_cmp(keys[lo].a, keys[lo].alen, a, (uint32_t)alen) ||
        (b && bytes_cmp(keys[lo].b, keys[lo].blen, b, (uint32_t)blen)))
        return NULL;
    return &keys[lo];
}

static void build_keys(hloa_pgle *p)
{
    p->cost_keys = hloa_arena_calloc(&p->arena, p->n_costs + 1, sizeof(key));
    for (uint32_t i = 0; i < p->n_costs; i++)
        p->cost_keys[i] = (key){p->costs[i].name, NULL, p->costs[i].name_len, 0, i};
    qsort(p->cost_keys, p->n_costs, sizeof(key), key_cmp);
    p->latency_keys = hloa_arena_calloc(&p->arena, p->n_latencies + 1, sizeof(key));
    for (uint32_t i = 0; i < p->n_latencies; i++) {
        const hloa_pgle_latency *l = &p->latencies[i];
        p->latency_keys[i] = (key){l->source, l->target, l->source_len, l->target_len, i};
    }
    qsort(p->latency_keys, p->n_latencies, sizeof(key), key_cmp);
}

/* ---- text ---- */

/* Where a text is read to: the top-level fields come in order, so one walk finds every line. */
typedef struct cursor {
    uint32_t off, line, col;
} cursor;

/* 1-based line and column of byte off (not before the cursor) of text. */
static void line_col(const char *text, cursor *at, uint32_t off, uint32_t *line, uint32_t *col)
{
    for (; at->off < off; at->off++) {
        if (text[at->off] == '\n')
            at->line++, at->col = 1;
        else
            at->col++;
    }
    *line = at->line;
    *col = at->col;
}

/* A string field of m, or "" when it is not there; -1 when it is there but no string. */
static int text_string(hloa_textproto_msg m, const char *field, const char **s, uint32_t *len)
{
    const hloa_textproto_field *f = hloa_textproto_last(m, field);
    *s = "";
    *len = 0;
    if (!f)
        return 0;
    if (f->kind != HLOA_TEXTPROTO_STRING)
        return -1;
    *s = f->value;
    *len = f->value_len;
    return 0;
}

static int text_double(hloa_textproto_msg m, const char *field, double *v)
{
    const hloa_textproto_field *f = hloa_textproto_last(m, field);
    *v = 0;
    return f && hloa_textproto_double(f, v) ? -1 : 0;
}

static int read_text(hloa_pgle *p, const char *text, size_t len, char *why, size_t why_size)
{
    hloa_textproto doc;
    char err[256];
    if (hloa_textproto_read(&doc, text, len, err, sizeof(err))) {
        snprintf(why, why_size, "%s:%s", p->path, err);
        hloa_textproto_release(&doc);
        return -1;
    }
    hloa_arena_adopt(&p->arena, &doc.arena); /* the decoded strings outlive the document */
    hloa_textproto_msg top = doc.top;
    cursor at = {0, 1, 1};
    p->costs = hloa_arena_calloc(&p->arena, top.n + 1, sizeof(*p->costs));
    p->latencies = hloa_arena_calloc(&p->arena, top.n + 1, sizeof(*p->latencies));
    for (uint32_t i = 0; i < top.n; i++) {
        const hloa_textproto_field *f = &top.fields[i];
        int is_cost = f->name_len == 5 && !memcmp(f->name, "costs", 5);
        int is_latency = f->name_len == 9 && !memcmp(f->name, "latencies", 9);
        uint32_t line, col;
        line_col(text, &at, f->off, &line, &col);
        if (!is_cost && !is_latency) {
            snprintf(why, why_size, "%s:%u:%u: unknown field '%.*s' (costs or latencies)", p->path,
                     line, col, (int)f->name_len, f->name);
            return -1;
        }
        if (f->kind != HLOA_TEXTPROTO_MESSAGE) {
            snprintf(why, why_size, "%s:%u:%u: '%.*s' is a message", p->path, line, col,
                     (int)f->name_len, f->name);
            return -1;
        }
        int bad;
        if (is_cost) {
            hloa_pgle_cost *c = &p->costs[p->n_costs++];
            bad = text_string(f->msg, "name", &c->name, &c->name_len) ||
                  text_double(f->msg, "cost_us", &c->us);
            c->line = line, c->col = col;
        } else {
            hloa_pgle_latency *l = &p->latencies[p->n_latencies++];
            bad = text_string(f->msg, "source", &l->source, &l->source_len) ||
                  text_string(f->msg, "target", &l->target, &l->target_len) ||
                  text_double(f->msg, "latency_us", &l->us);
            l->line = line, l->col = col;
        }
        if (bad) {
            snprintf(why, why_size, "%s:%u:%u: a field of '%.*s' has a value of the wrong type",
                     p->path, line, col, (int)f->name_len, f->name);
            return -1;
        }
    }
    return 0;
}

/* ---- binary ---- */

/* Reads a Latency's or an InstructionCost's fields: strings into s[0..1], the double into *us. */
static int read_entry(hloa_pb m, const uint32_t *string_fields, int n_strings, uint32_t us_field,
                      const char **s, uint32_t *len, double *us)
{
    hloa_pb_field f;
    int r;
    while ((r = hloa_pb_next(&m, &f)) > 0) {
        for (int k = 0; k < n_strings; k++)
            if (f.number == string_fields[k]) {
                if (f.wire != HLOA_PB_LEN || f.len > UINT32_MAX)
                    return -1;
                s[k] = (const char *)f.data;
                len[k] = (uint32_t)f.len;
            }
        if (f.number == us_field) {
            if (f.wire != HLOA_PB_FIXED64)
                return -1;
            *us = hloa_pb_double(&f);
        }
    }
    return r;
}

static int read_binary(hloa_pgle *p, const uint8_t *bytes, size_t len, char *why, size_t why_size)
{
    size_t n = 0;
    hloa_pb m = hloa_pb_of(bytes, len);
    hloa_pb_field f;
    int r;
    while ((r = hloa_pb_next(&m, &f)) > 0)
        n++;
    if (r < 0) {
        snprintf(why, why_size, "%s: not a ProfiledInstructionsProto (corrupt or truncated)", p->path);
        return -1;
    }
    p->costs = hloa_arena_calloc(&p->arena, n + 1, sizeof(*p->costs));
    p->latencies = hloa_arena_calloc(&p->arena, n + 1, sizeof(*p->latencies));
    m = hloa_pb_of(bytes, len);
    uint64_t at = 0; /* where the field read is */
    while (at = (uint64_t)(m.p - bytes), hloa_pb_next(&m, &f) > 0) {
        static const uint32_t cost_strings[] = {F_COST_NAME};
        static const uint32_t latency_strings[] = {F_LAT_SOURCE, F_LAT_TARGET};
        const char *s[2] = {"", ""};
        uint32_t sl[2] = {0, 0};
        double us = 0;
        if (f.number != F_COSTS && f.number != F_LATENCIES)
            continue; /* a field of a later schema: skipped, as protobuf does */
        int cost = f.number == F_COSTS;
        if (f.wire != HLOA_PB_LEN ||
            read_entry(hloa_pb_of_field(&f), cost ? cost_strings : latency_strings, cost ? 1 : 2,
                       cost ? F_COST_US : F_LAT_US, s, sl, &us)) {
            snprintf(why, why_size, "%s: byte %llu: a corrupt %s entry", p->path,
                     (unsigned long long)at, cost ? "costs" : "latencies");
            return -1;
        }
        if (cost)
            p->costs[p->n_costs++] = (hloa_pgle_cost){s[0], sl[0], us, 0, 0};
        else
            p->latencies[p->n_latencies++] = (hloa_pgle_latency){s[0], s[1], sl[0], sl[1], us, 0, 0};
    }
    return 0;
}

int hloa_pgle_read(hloa_pgle **out, const char *path, const void *bytes, size_t len, int binary,
                   char *why, size_t why_size)
{
    hloa_pgle *p = hloa_xcalloc(1, sizeof(*p));
    hloa_arena_init(&p->arena);
    p->path = hloa_arena_strndup(&p->arena, path, strlen(path));
    /* the names point into the bytes: keep them (with a NUL after, as the text reader wants) */
    char *copy = hloa_arena_alloc(&p->arena, len + 1);
    memcpy(copy, bytes, len);
    copy[len] = '\0';
    p->binary = binary >= 0 ? binary : hloa_pb_is_binary(NULL, copy, len);
    int rc = p->binary ? read_binary(p, (const uint8_t *)copy, len, why, why_size)
                       : read_text(p, copy, len, why, why_size);
    if (rc) {
        hloa_pgle_free(p);
        return -1;
    }
    build_keys(p);
    *out = p;
    return 0;
}

int hloa_pgle_load(hloa_pgle **p, const char *path, char *why, size_t why_size)
{
    unsigned char *bytes;
    size_t len;
    if (hloa_instream_slurp(path, MAX_PROFILE, &bytes, &len, why, why_size))
        return -1;
    int rc = hloa_pgle_read(p, path, bytes, len, hloa_pb_is_binary(path, bytes, len), why,
                            why_size);
    free(bytes);
    return rc;
}

void hloa_pgle_free(hloa_pgle *p)
{
    if (!p)
        return;
    hloa_arena_release(&p->arena);
    free(p);
}

double hloa_pgle_cost_us(const hloa_pgle *p, const char *name, size_t len)
{
    const key *k = find(p->cost_keys, p->n_costs, name, len, NULL, 0);
    return k ? p->costs[k->idx].us : -1;
}

double hloa_pgle_latency_us(const hloa_pgle *p, const char *source, size_t source_len,
                            const char *target, size_t target_len)
{
    const key *k = find(p->latency_keys, p->n_latencies, source, source_len, target, target_len);
    return k ? p->latencies[k->idx].us : -1;
}

int hloa_pgle_has_source(const hloa_pgle *p, const char *name, size_t len)
{
    return find(p->latency_keys, p->n_latencies, name, len, NULL, 0) != NULL;
}

/* ---- writing ---- */

static uint32_t varint_size(uint64_t v)
{
    uint32_t n = 1;
    while (v >= 0x80)
        v >>= 7, n++;
    return n;
}

static void add_varint(hloa_strbuf *out, uint64_t v)
{
    while (v >= 0x80) {
        hloa_strbuf_addc(out, (char)((v & 0x7f) | 0x80));
        v >>= 7;
    }
    hloa_strbuf_addc(out, (char)v);
}

/* The fewest decimals that read back as v ("120.0", "55.25"), as Python's repr writes a
   float of a profile's range; else (tiny, huge, or more digits than 17 decimals hold) the 17
   significant digits that always do. */
static void add_double_text(hloa_strbuf *out, double v)
{
    char buf[64];
    if (fabs(v) < 1e15 && (v == 0 || fabs(v) >= 1e-4))
        for (int prec = 1; prec <= 17; prec++) {
            snprintf(buf, sizeof(buf), "%.*f", prec, v);
            if (strtod(buf, NULL) == v) {
                hloa_strbuf_adds(out, buf);
                return;
            }
        }
    snprintf(buf, sizeof(buf), "%.17g", v);
    hloa_strbuf_adds(out, buf);
}

void hloa_pgle_write(hloa_strbuf *out, const hloa_pgle_cost *costs, size_t n, int binary)
{
    for (size_t i = 0; i < n; i++) {
        const hloa_pgle_cost *c = &costs[i];
        if (binary) {
            /* costs (1, LEN) { name (1, LEN), cost_us (2, FIXED64) } */
            hloa_strbuf_addc(out, F_COSTS << 3 | HLOA_PB_LEN);
            add_varint(out, 1 + varint_size(c->name_len) + c->name_len + 1 + 8);
            hloa_strbuf_addc(out, F_COST_NAME << 3 | HLOA_PB_LEN);
            add_varint(out, c->name_len);
            hloa_strbuf_add(out, c->name, c->name_len);
            hloa_strbuf_addc(out, F_COST_US << 3 | HLOA_PB_FIXED64);
            uint64_t bits;
            memcpy(&bits, &c->us, 8);
            for (int k = 0; k < 8; k++)
                hloa_strbuf_addc(out, (char)(bits >> (8 * k) & 0xff));
            continue;
        }
        hloa_strbuf_adds(out, "costs { name: \"");
        for (uint32_t k = 0; k < c->name_len; k++) {
            unsigned char ch = (unsigned char)c->name[k];
            if (ch == '"' || ch == '\\')
                hloa_strbuf_addf(out, "\\%c", ch);
            else if (ch < 0x20 || ch >= 0x7f)
                hloa_strbuf_addf(out, "\\%03o", ch);
            else
                hloa_strbuf_addc(out, (char)ch);
        }
        hloa_strbuf_adds(out, "\" cost_us: ");
        add_double_text(out, c->us);
        hloa_strbuf_adds(out, " }\n");
    }
}
