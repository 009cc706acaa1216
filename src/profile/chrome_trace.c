/*
 * Chrome trace JSON into a measured run (run.h), read as a stream: a trace of
 * hundreds of MB is never held whole. The format is the Trace Event Format
 * that XProf's trace viewer writes (xprof/convert/trace_viewer/
 * trace_events_to_json.h: `{"displayTimeUnit":..,"metadata":..,
 * "traceEvents":[...],...}`, complete events `{"pid","tid","name","ts","dur",
 * "ph":"X","args":{...}}` with times in microseconds, process_name and
 * thread_name metadata events, integers above 2^53 quoted) and that
 * Perfetto's JSON importer reads (src/trace_processor/importers/json/
 * json_trace_tokenizer.cc): the object form or a bare array, whose closing
 * `]` may be missing, B/E pairs per thread, instant events.
 *
 * The bytes are read a buffer at a time; each step of the reader (a key, a
 * skipped value, one event) is parsed from contiguous bytes and, when it runs
 * off the end of the buffer, is parsed again once more bytes are there. Only
 * an event longer than the buffer can be makes the buffer grow (to a limit),
 * so the memory is the run's events, not the document.
 */
#include "chrome_trace.h"
#include "hloasync/instream.h"
#include "hloasync/run.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    BUF_INITIAL = 1 << 20,
    BUF_LIMIT = 64 << 20, /* the longest single event (or key) read */
    MAX_DEPTH = 200,      /* nesting of a value skipped or inside an event */
};

size_t hloa_chrome_trace_chunk = BUF_INITIAL;
size_t hloa_chrome_trace_limit = BUF_LIMIT;

/* A piece of the document (or of the scratch buffer, for decoded escapes). */
typedef struct span {
    const char *s;
    size_t n;
} span;

/* One event as written, before it joins the run. */
typedef struct raw_event {
    char ph;
    int has_ts, has_dur;
    double ts, dur;
    int64_t pid, tid;
    span name, hlo_op, hlo_module, arg_name, stream_annotation;
    int64_t program_id, op_id, group;
    int has_program_id;
    int8_t pipelined;
} raw_event;

/* A process's name (process_name metadata). */
typedef struct process {
    int64_t pid;
    hloa_sym name;
} process;

/* A B event waiting for its E on the same thread. */
typedef struct open_slice {
    hloa_run_event ev;
    uint32_t stream;
    uint8_t named; /* op came from the event's name, not hlo_op */
} open_slice;

typedef enum state {
    S_START,
    S_KEY_FIRST, /* after '{': a key or '}' */
    S_KEY,       /* after ',': a key */
    S_KEY_AFTER, /* after a value: ',' or '}' */
    S_SKIP,      /* a value that is not traceEvents */
    S_EVENT_FIRST,
    S_EVENT_AFTER,
    S_END,
} state;

typedef enum outcome {
    OK,
    MORE,  /* ran off the buffer: read more and parse the step again */
    AGAIN, /* the scratch buffer grew: parse the step again */
    FAIL,  /* the message is in r->err */
} outcome;

typedef struct reader {
    hloa_instream *in;
    const char *path;
    hloa_run *run;
    char *err;
    size_t errlen;
    char *buf;            /* document bytes [base, base+len) */
    size_t cap, pos, len; /* pos: the next unread byte */
    uint64_t base;
    int eof, failed;
    int bare;             /* the document is a bare array */
    state st;
    /* a value being skipped */
    int skip_depth, skip_in_string, skip_escape, skip_scalar;
    uint8_t skip_stack[MAX_DEPTH]; /* '{' or '[' */
    /* per parse of one step */
    const char *p, *end;
    char *scratch;        /* decoded escapes of the step being parsed */
    size_t scratch_len, scratch_cap;
    /* what was read */
    uint8_t *named;       /* per run event: op taken from its name (no hlo_op) */
    size_t cap_named;
    open_slice *open;
    size_t n_open, cap_open;
    size_t n_seen;        /* events in the document, kept or not */
    process *procs;
    size_t n_procs, cap_procs;
    uint8_t *async_line;  /* per stream: named "Async XLA Ops" (its events join start and done) */
    size_t cap_async;
    int done;             /* the document is read to its end */
} reader;

static outcome fail(reader *r, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static outcome fail(reader *r, const char *at, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    uint64_t off = r->base + (uint64_t)(at - r->buf);
    snprintf(r->err, r->errlen, "%s: byte %llu: %s", r->path, (unsigned long long)off, what);
    r->failed = 1;
    return FAIL;
}

/* The step ran off the buffer: more bytes, or the document is cut short. */
static outcome need(reader *r)
{
    if (!r->eof)
        return MORE;
    return fail(r, r->end, "the trace ends early (truncated file)");
}

static void skip_ws(reader *r)
{
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\n' || *r->p == '\r' || *r->p == '\t'))
        r->p++;
}

/* Reads more bytes after keeping [pos, len); 0, or -1 with the message set. */
static int more(reader *r)
{
    if (r->pos) {
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->base += r->pos;
        r->len -= r->pos;
        r->pos = 0;
    }
    if (r->len == r->cap) {
        if (r->cap >= hloa_chrome_trace_limit) {
            fail(r, r->buf, "an event or key longer than %zu MB", hloa_chrome_trace_limit >> 20);
            return -1;
        }
        r->cap *= 2;
        r->buf = hloa_xreallocarray(r->buf, r->cap, 1);
    }
    size_t room = r->cap - r->len;
    ssize_t n = hloa_instream_read(r->in, r->buf + r->len,
                                   room < hloa_chrome_trace_chunk ? room : hloa_chrome_trace_chunk);
    if (n < 0) {
        snprintf(r->err, r->errlen, "%s: %s", r->path, hloa_instream_error(r->in));
        r->failed = 1;
        return -1;
    }
    if (n == 0)
        r->eof = 1;
    r->len += (size_t)n;
    return 0;
}

/* ---- values of one step, parsed from r->p up to r->end ---- */

static char *scratch_room(reader *r, size_t n)
{
    if (r->scratch_len + n > r->scratch_cap) {
        size_t cap = r->scratch_cap ? r->scratch_cap : 256;
        while (cap < r->scratch_len + n)
            cap *= 2;
        /* Spans already decoded point into the old block: a step that needs
           to grow it starts again (AGAIN) with the larger block. */
        r->scratch = hloa_xreallocarray(r->scratch, cap, 1);
        r->scratch_cap = cap;
        return NULL;
    }
    char *at = r->scratch + r->scratch_len;
    r->scratch_len += n;
    return at;
}

static int hex4(const char *p, unsigned *v)
{
    *v = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        unsigned d = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                     : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10)
                                            : 16u;
        if (d == 16)
            return -1;
        *v = *v << 4 | d;
    }
    return 0;
}

static size_t put_utf8(char *o, unsigned cp)
{
    if (cp < 0x80) {
        o[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (char)(0xc0 | cp >> 6);
        o[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (char)(0xe0 | cp >> 12);
        o[1] = (char)(0x80 | (cp >> 6 & 0x3f));
        o[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    o[0] = (char)(0xf0 | cp >> 18);
    o[1] = (char)(0x80 | (cp >> 12 & 0x3f));
    o[2] = (char)(0x80 | (cp >> 6 & 0x3f));
    o[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* The escapes of a string's raw bytes decoded into the scratch buffer. */
static outcome unescape(reader *r, const char *s, size_t n, span *out)
{
    char *o = scratch_room(r, n);
    if (!o)
        return AGAIN;
    out->s = o;
    const char *e = s + n;
    while (s < e) {
        if (*s != '\\') {
            *o++ = *s++;
            continue;
        }
        static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
        const char *k = strchr(from, s[1]);
        if (s[1] && k) {
            *o++ = to[k - from];
            s += 2;
            continue;
        }
        unsigned cp, lo;
        if (s[1] != 'u' || e - s < 6 || hex4(s + 2, &cp))
            return fail(r, s, "a bad escape in a string");
        s += 6;
        if (cp >= 0xd800 && cp < 0xdc00 && e - s >= 6 && s[0] == '\\' && s[1] == 'u' &&
            !hex4(s + 2, &lo) && lo >= 0xdc00 && lo < 0xe000) {
            cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
            s += 6;
        }
        /* 6 escaped bytes give at most 4 (a pair of 12 gives 4): it fits */
        o += put_utf8(o, cp);
    }
    out->n = (size_t)(o - out->s);
    return OK;
}

/* The bytes that end a run of plain characters in a string: '"', '\\', controls. */
static const uint8_t string_stop[256] = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x00-0x1f */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    ['"'] = 1,
    ['\\'] = 1,
};

/* string ::= '"' chars '"', its bytes decoded into *out */
static outcome parse_string(reader *r, span *out)
{
    const char *q = r->p + 1; /* past the quote the caller saw */
    int escapes = 0;
    for (;;) {
        const char *stop = q;
        while (stop < r->end && !string_stop[(unsigned char)*stop])
            stop++;
        if (stop == r->end)
            return need(r);
        if (*stop == '"') {
            q = stop;
            break;
        }
        if (*stop != '\\')
            return fail(r, stop, "a control character inside a string");
        if (stop + 1 == r->end)
            return need(r);
        escapes = 1;
        q = stop + 2;
    }
    const char *s = r->p + 1;
    r->p = q + 1;
    if (!escapes) {
        *out = (span){s, (size_t)(q - s)};
        return OK;
    }
    return unescape(r, s, (size_t)(q - s), out);
}

static const double pow10_exact[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                     1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                     1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/*
 * number ::= '-'? int ('.' digits)? ([eE] [+-]? digits)?
 * Most timestamps have few digits: the mantissa and the power of ten are then
 * both exact doubles and one division or product rounds correctly (Clinger's
 * fast path); longer ones go to strtod.
 */
static outcome parse_number(reader *r, double *v, int64_t *integer, int *is_integer)
{
    const char *s = r->p, *q = s;
    int neg = 0;
    if (*q == '-') /* the callers saw a byte at r->p */
        neg = 1, q++;
    uint64_t mant = 0;
    int digits = 0, frac = 0, exp = 0, exp_neg = 0, integral = 1, wide = 0;
    const char *int_start = q;
    while (q < r->end && *q >= '0' && *q <= '9') {
        unsigned d = (unsigned)(*q++ - '0');
        wide |= mant > (UINT64_MAX - d) / 10;
        mant = mant * 10 + d, digits++;
    }
    if (q == int_start)
        return q == r->end ? need(r) : fail(r, q, "a number expected");
    if (*int_start == '0' && q - int_start > 1)
        return fail(r, int_start, "a number with a leading zero");
    if (q < r->end && *q == '.') {
        integral = 0;
        const char *f = ++q;
        while (q < r->end && *q >= '0' && *q <= '9')
            mant = mant * 10 + (uint64_t)(*q++ - '0'), digits++, frac++;
        if (q == f)
            return q == r->end ? need(r) : fail(r, q, "digits expected after '.'");
    }
    if (q < r->end && (*q == 'e' || *q == 'E')) {
        integral = 0;
        q++;
        if (q < r->end && (*q == '+' || *q == '-'))
            exp_neg = *q++ == '-';
        const char *d = q;
        while (q < r->end && *q >= '0' && *q <= '9') {
            if (exp < 10000)
                exp = exp * 10 + (*q - '0');
            q++;
        }
        if (q == d)
            return q == r->end ? need(r) : fail(r, q, "digits expected in an exponent");
    }
    if (q == r->end)
        return need(r); /* the number may go on in the next bytes */
    r->p = q;
    int e10 = (exp_neg ? -exp : exp) - frac;
    if (digits <= 15 && e10 >= -22 && e10 <= 22) {
        double m = (double)mant;
        *v = e10 < 0 ? m / pow10_exact[-e10] : m * pow10_exact[e10];
    } else {
        char tmp[64];
        size_t n = (size_t)(q - s);
        if (n >= sizeof tmp)
            return fail(r, s, "a number of more than %zu characters", sizeof tmp - 1);
        memcpy(tmp, s, n);
        tmp[n] = 0;
        *v = strtod(tmp, NULL);
    }
    if (neg)
        *v = -*v;
    /* an id (a program id is a 64-bit fingerprint) keeps its 64 bits */
    *is_integer = integral && !wide;
    *integer = (int64_t)(neg ? 0 - mant : mant);
    return OK;
}

/* The literal word at r->p (true, false, null), or a failure. */
static outcome parse_word(reader *r, int *truth)
{
    static const char *const words[] = {"true", "false", "null"};
    for (int i = 0; i < 3; i++) {
        size_t n = strlen(words[i]);
        if (*r->p != words[i][0])
            continue;
        if ((size_t)(r->end - r->p) < n)
            return memcmp(r->p, words[i], (size_t)(r->end - r->p)) ? fail(r, r->p, "a bad word")
                                                                   : need(r);
        if (memcmp(r->p, words[i], n))
            break;
        r->p += n;
        *truth = i == 0 ? 1 : i == 1 ? 0 : -1;
        return OK;
    }
    return fail(r, r->p, "a JSON value expected");
}

static outcome skip_value(reader *r, int depth);

/* Blanks, then a byte to read: OK, or MORE/FAIL when the step runs off the buffer. */
static outcome blanks(reader *r)
{
    skip_ws(r);
    return r->p == r->end ? need(r) : OK;
}

/* An object's or array's opening byte and blanks: *closed when close follows at once. */
static outcome open_value(reader *r, int depth, char close, int *closed)
{
    if (depth > MAX_DEPTH)
        return fail(r, r->p, "values nested more than %d deep", MAX_DEPTH);
    r->p++;
    outcome o = blanks(r);
    *closed = o == OK && *r->p == close;
    r->p += *closed;
    return o;
}

/* After a member or an element: close (*closed), or ',' and blanks before the next. */
static outcome separator(reader *r, char close, const char *in, int *closed)
{
    outcome o = blanks(r);
    if (o != OK)
        return o;
    *closed = *r->p == close;
    if (!*closed && *r->p != ',')
        return fail(r, r->p, "',' or '%c' expected in %s", close, in);
    r->p++;
    return *closed ? OK : blanks(r);
}

/* object ::= '{' (string ':' value (',' string ':' value)*)? '}', each member to fn */
static outcome parse_object(reader *r, int depth,
                            outcome (*member)(reader *r, span key, void *ctx, int depth),
                            void *ctx)
{
    int closed = 0;
    outcome o = open_value(r, depth, '}', &closed);
    while (o == OK && !closed) {
        if (*r->p != '"')
            return fail(r, r->p, "a key (a string) expected");
        span key;
        if ((o = parse_string(r, &key)) != OK || (o = blanks(r)) != OK)
            return o;
        if (*r->p != ':')
            return fail(r, r->p, "':' expected after a key");
        r->p++;
        if ((o = blanks(r)) != OK)
            return o;
        o = member ? member(r, key, ctx, depth + 1) : skip_value(r, depth + 1);
        if (o == OK)
            o = separator(r, '}', "an object", &closed);
    }
    return o;
}

/* value ::= object | array | string | number | true | false | null, read past */
static outcome skip_value(reader *r, int depth)
{
    double d;
    int64_t i;
    int flag, closed = 0;
    span s;
    outcome o;
    switch (*r->p) {
    case '{':
        return parse_object(r, depth, NULL, NULL);
    case '[':
        o = open_value(r, depth, ']', &closed);
        while (o == OK && !closed) {
            o = skip_value(r, depth + 1);
            if (o == OK)
                o = separator(r, ']', "an array", &closed);
        }
        return o;
    case '"':
        return parse_string(r, &s);
    default:
        if (*r->p == '-' || (*r->p >= '0' && *r->p <= '9'))
            return parse_number(r, &d, &i, &flag);
        return parse_word(r, &flag);
    }
}

/* An integer field: a number or, as XProf writes those above 2^53, a quoted one. */
static outcome parse_id(reader *r, int64_t *out)
{
    if (*r->p == '"') {
        span s;
        outcome o = parse_string(r, &s);
        if (o != OK)
            return o;
        uint64_t v = 0;
        size_t k = s.n && s.s[0] == '-';
        if (k == s.n)
            return fail(r, r->p - 1, "an integer expected in a string");
        for (size_t j = k; j < s.n; j++) {
            if (s.s[j] < '0' || s.s[j] > '9')
                return fail(r, r->p - 1, "an integer expected in a string");
            unsigned d = (unsigned)(s.s[j] - '0');
            if (v > (UINT64_MAX - d) / 10)
                return fail(r, r->p - 1, "an integer out of range");
            v = v * 10 + d;
        }
        *out = (int64_t)(k ? 0 - v : v);
        return OK;
    }
    double d;
    int is_int;
    outcome o = parse_number(r, &d, out, &is_int);
    if (o == OK && !is_int)
        return fail(r, r->p - 1, "an integer expected");
    return o;
}

static int key_is(span k, const char *name)
{
    size_t n = strlen(name);
    return k.n == n && !memcmp(k.s, name, n);
}

static outcome string_member(reader *r, span *out)
{
    if (*r->p != '"')
        return skip_value(r, 1);
    return parse_string(r, out);
}

static outcome arg_member(reader *r, span key, void *ctx, int depth)
{
    /* the string args XLA:GPU's annotations and XProf write, and where they go */
    static const struct {
        const char *key;
        size_t at;
    } strings[] = {
        {"hlo_op", offsetof(raw_event, hlo_op)},
        {"hlo_module", offsetof(raw_event, hlo_module)},
        {"name", offsetof(raw_event, arg_name)}, /* process_name, thread_name */
        {"stream_annotation", offsetof(raw_event, stream_annotation)},
    };
    raw_event *e = ctx;
    for (size_t i = 0; i < sizeof strings / sizeof *strings; i++)
        if (key_is(key, strings[i].key))
            return string_member(r, (span *)((char *)e + strings[i].at));
    if (key_is(key, "program_id")) {
        e->has_program_id = 1;
        return parse_id(r, &e->program_id);
    }
    if (key_is(key, "unique_hlo_op_id"))
        return parse_id(r, &e->op_id);
    if (key_is(key, "scheduling_group_id"))
        return parse_id(r, &e->group);
    if (key_is(key, "is_pipelined")) {
        int64_t v = 0;
        int truth = 0, word = *r->p == 't' || *r->p == 'f';
        outcome o = word ? parse_word(r, &truth) : parse_id(r, &v);
        if (o == OK)
            e->pipelined = (int8_t)(word ? truth : v != 0);
        return o;
    }
    return skip_value(r, depth);
}

/* A pid or tid: a number, or a name (Perfetto accepts both) kept as a negative id. */
static outcome thread_id(reader *r, int64_t *out)
{
    if (*r->p != '"')
        return parse_id(r, out);
    span s;
    outcome o = parse_string(r, &s);
    if (o == OK)
        *out = -1 - (int64_t)hloa_run_name(r->run, s.s, s.n);
    return o;
}

static outcome event_member(reader *r, span key, void *ctx, int depth)
{
    raw_event *e = ctx;
    double d;
    int64_t i;
    int is_int;
    if (key_is(key, "ph")) {
        span s = {0};
        outcome o = string_member(r, &s);
        e->ph = s.n == 1 ? s.s[0] : '?';
        return o;
    }
    if (key_is(key, "ts") || key_is(key, "dur")) {
        int ts = key.s[0] == 't';
        outcome o = parse_number(r, &d, &i, &is_int);
        if (o != OK)
            return o;
        if (ts)
            e->ts = d, e->has_ts = 1;
        else
            e->dur = d, e->has_dur = 1;
        return OK;
    }
    if (key_is(key, "pid"))
        return thread_id(r, &e->pid);
    if (key_is(key, "tid"))
        return thread_id(r, &e->tid);
    if (key_is(key, "name"))
        return string_member(r, &e->name);
    if (key_is(key, "args") && *r->p == '{')
        return parse_object(r, depth, arg_member, e);
    return skip_value(r, depth);
}

/* ---- events into the run ---- */

static void keep(reader *r, const hloa_run_event *ev, int named)
{
    hloa_run_add_event(r->run, ev);
    if (r->run->n_events > r->cap_named) {
        r->cap_named = r->run->cap_events;
        r->named = hloa_xreallocarray(r->named, r->cap_named, 1);
    }
    r->named[r->run->n_events - 1] = (uint8_t)named;
}

static int span_is(span s, const char *text)
{
    return key_is(s, text);
}

static outcome take_event(reader *r, const raw_event *e)
{
    hloa_run *run = r->run;
    r->n_seen++;
    if (e->ph == 'M') {
        hloa_sym name = hloa_run_name(run, e->arg_name.s, e->arg_name.n);
        if (span_is(e->name, "thread_name")) {
            uint32_t stream = hloa_run_stream_of(run, e->pid, e->tid); /* may move streams */
            run->streams[stream].name = name;
            if (stream >= r->cap_async) {
                size_t cap = 2 * (size_t)stream + 16;
                r->async_line = hloa_xreallocarray(r->async_line, cap, 1);
                memset(r->async_line + r->cap_async, 0, cap - r->cap_async);
                r->cap_async = cap;
            }
            r->async_line[stream] = span_is(e->arg_name, "Async XLA Ops");
        }
        else if (span_is(e->name, "process_name")) {
            /* given to the process's streams at the end: threads come later */
            if (r->n_procs == r->cap_procs) {
                r->cap_procs = r->cap_procs ? 2 * r->cap_procs : 16;
                r->procs = hloa_xreallocarray(r->procs, r->cap_procs, sizeof *r->procs);
            }
            r->procs[r->n_procs++] = (process){e->pid, name};
        }
        return OK;
    }
    if (!strchr("XBEiI", e->ph) || !e->ph)
        return OK; /* counters, flows, async and object events say nothing of an op */
    if (!e->has_ts)
        return fail(r, r->p - 1, "an event of phase '%c' without \"ts\"", e->ph);
    if (e->dur < 0)
        return fail(r, r->p - 1, "an event with a negative \"dur\"");
    uint32_t stream = hloa_run_stream_of(run, e->pid, e->tid);
    if (e->ph == 'E') {
        for (size_t i = r->n_open; i-- > 0;) {
            if (r->open[i].stream != stream)
                continue;
            open_slice s = r->open[i];
            memmove(&r->open[i], &r->open[i + 1], (r->n_open - i - 1) * sizeof *r->open);
            r->n_open--;
            s.ev.dur_us = e->ts > s.ev.start_us ? e->ts - s.ev.start_us : 0;
            keep(r, &s.ev, s.named);
            break;
        }
        return OK; /* an E without its B ends nothing */
    }
    int named = e->hlo_op.n == 0;
    span op = named ? e->name : e->hlo_op, done = {0};
    if (stream < r->cap_async && r->async_line[stream]) {
        /* XProf's async line: named by the start (its HLO text), hlo_op the done */
        done = e->hlo_op;
        op.s = hloa_run_hlo_text_name(e->name.s, e->name.n, &op.n);
        named = 0;
    }
    hloa_run_event ev = {
        .start_us = e->ts,
        .dur_us = e->ph == 'X' ? e->dur : 0,
        .op = hloa_run_name(run, op.s, op.n),
        .op_done = hloa_run_name(run, done.s, done.n),
        .module = HLOA_RUN_NONE,
        .stream = stream,
        .scheduling_group = (int32_t)(e->group >= 0 && e->group <= INT32_MAX ? e->group : -1),
        .stream_annotation = hloa_run_name(run, e->stream_annotation.s, e->stream_annotation.n),
        .op_id = e->op_id,
        .is_pipelined = e->pipelined,
        .kind = HLOA_RUN_KERNEL,
    };
    if (e->hlo_module.n || e->has_program_id) {
        size_t n;
        int64_t id;
        hloa_run_split_module_name(e->hlo_module.s, e->hlo_module.n, &n, &id);
        ev.module = hloa_run_module_of(run, hloa_run_name(run, e->hlo_module.s, n),
                                       e->has_program_id ? e->program_id : id);
    }
    if (e->ph != 'B') {
        keep(r, &ev, named);
        return OK;
    }
    if (r->n_open == r->cap_open) {
        r->cap_open = r->cap_open ? 2 * r->cap_open : 16;
        r->open = hloa_xreallocarray(r->open, r->cap_open, sizeof *r->open);
    }
    r->open[r->n_open++] = (open_slice){ev, stream, (uint8_t)named};
    return OK;
}

/* event ::= object, the members XProf and Perfetto write; the rest read past */
static outcome parse_event(reader *r)
{
    if (*r->p != '{')
        return fail(r, r->p, "an event (a JSON object) expected");
    raw_event e = {.op_id = -1, .group = -1, .pipelined = -1};
    outcome o = parse_object(r, 1, event_member, &e);
    return o == OK ? take_event(r, &e) : o;
}

/*
 * One step of the document from r->pos: the structure around the events,
 * one key, one value read past, or one event. OK moves pos past it.
 */
static outcome step(reader *r)
{
    r->p = r->buf + r->pos;
    r->end = r->buf + r->len;
    r->scratch_len = 0;
    skip_ws(r);
    if (r->p == r->end) {
        r->pos = r->len; /* whitespace is never read twice */
        if (!r->eof)
            return MORE;
        if (r->st == S_START)
            return fail(r, r->p, "the file is empty: no trace");
        if (r->st == S_END || (r->bare && (r->st == S_EVENT_FIRST || r->st == S_EVENT_AFTER))) {
            /* the Trace Event Format lets an array's closing ']' be missing */
            r->done = 1;
            return OK;
        }
        return need(r);
    }
    char c = *r->p;
    outcome o = OK;
    switch (r->st) {
    case S_START:
        if (c != '{' && c != '[')
            return fail(r, r->p, "a trace is a JSON object or array");
        r->p++;
        r->bare = c == '[';
        r->st = r->bare ? S_EVENT_FIRST : S_KEY_FIRST;
        break;
    case S_KEY_FIRST:
    case S_KEY: {
        if (c == '}' && r->st == S_KEY_FIRST) {
            r->p++;
            r->st = S_END;
            break;
        }
        if (c != '"')
            return fail(r, r->p, "a key (a string) expected");
        span key;
        if ((o = parse_string(r, &key)) != OK)
            return o;
        skip_ws(r);
        if (r->p == r->end)
            return need(r);
        if (*r->p != ':')
            return fail(r, r->p, "':' expected after a key");
        r->p++;
        skip_ws(r);
        if (r->p == r->end)
            return need(r);
        if (!key_is(key, "traceEvents")) {
            r->st = S_SKIP;
            break;
        }
        if (*r->p != '[')
            return fail(r, r->p, "\"traceEvents\" is not an array");
        r->p++;
        r->st = S_EVENT_FIRST;
        break;
    }
    case S_SKIP:
        if ((o = skip_value(r, 1)) != OK)
            return o;
        r->st = S_KEY_AFTER;
        break;
    case S_KEY_AFTER:
        if (c != ',' && c != '}')
            return fail(r, r->p, "',' or '}' expected after a member of the trace");
        r->p++;
        r->st = c == ',' ? S_KEY : S_END;
        break;
    case S_EVENT_AFTER:
        if (c == ']')
            goto close;
        if (c != ',')
            return fail(r, r->p, "',' or ']' expected after an event");
        r->p++;
        skip_ws(r);
        if (r->p == r->end)
            return r->eof && r->bare ? (r->done = 1, OK) : need(r);
        /* fallthrough */
    case S_EVENT_FIRST:
        if (*r->p == ']' && r->st == S_EVENT_FIRST)
            goto close;
        if ((o = parse_event(r)) != OK)
            return o;
        r->st = S_EVENT_AFTER;
        break;
    case S_END:
        return fail(r, r->p, "bytes after the end of the trace");
    }
    r->pos = (size_t)(r->p - r->buf);
    return OK;
close:
    r->p++;
    r->st = r->bare ? S_END : S_KEY_AFTER;
    r->pos = (size_t)(r->p - r->buf);
    return OK;
}

/* ---- the run, once every event is read ---- */

static int sym_is(const hloa_run *run, hloa_sym sym, const char *text, int prefix)
{
    if (!sym)
        return 0;
    uint32_t n;
    const char *s = hloa_run_name_str(run, sym, &n);
    size_t k = strlen(text);
    return prefix ? n >= k && !memcmp(s, text, k) : n == k && !memcmp(s, text, k);
}

/* What a stream's events stand for, from its names (XProf's line names). */
static uint8_t kind_of(const hloa_run *run, const hloa_run_stream *s)
{
    if (sym_is(run, s->name, "XLA Modules", 0))
        return HLOA_RUN_MODULE;
    if (sym_is(run, s->name, "XLA Ops", 0))
        return HLOA_RUN_OP;
    if (sym_is(run, s->name, "Async XLA Ops", 0))
        return HLOA_RUN_ASYNC;
    if (sym_is(run, s->device, "/device:", 1))
        return HLOA_RUN_KERNEL;
    return HLOA_RUN_HOST;
}

/* A module event named "name(program id)", as XProf names them, without hlo_module. */
static uint32_t module_of_name(hloa_run *run, hloa_sym sym)
{
    uint32_t n;
    const char *s = hloa_run_name_str(run, sym, &n);
    size_t name_len;
    int64_t id;
    hloa_run_split_module_name(s, n, &name_len, &id);
    return hloa_run_module_of(run, hloa_run_name(run, s, name_len), id);
}

/* An XLA Ops event's name: the op's, or its HLO text (TPU), whose name it takes. */
static hloa_sym op_of_name(hloa_run *run, hloa_sym sym)
{
    uint32_t n;
    const char *s = hloa_run_name_str(run, sym, &n);
    size_t len;
    const char *name = hloa_run_hlo_text_name(s, n, &len);
    return len == n ? sym : hloa_run_name(run, name, len);
}

/*
 * Names the streams, tells each event's kind from its stream, keeps an
 * event's own name as its op only on the XLA op lines (elsewhere it names a
 * kernel or a host activity), drops host events that name neither an op nor
 * a module, and counts time from the earliest event.
 */
static void finish(reader *r)
{
    hloa_run *run = r->run;
    for (uint32_t i = 0; i < run->n_streams; i++)
        for (size_t k = 0; k < r->n_procs; k++)
            if (r->procs[k].pid == run->streams[i].device_id)
                run->streams[i].device = r->procs[k].name;
    size_t out = 0;
    double first = 0;
    for (size_t i = 0; i < run->n_events; i++) {
        hloa_run_event ev = run->events[i];
        ev.kind = kind_of(run, &run->streams[ev.stream]);
        if (r->named[i] && ev.kind == HLOA_RUN_MODULE && ev.module == HLOA_RUN_NONE && ev.op)
            ev.module = module_of_name(run, ev.op);
        if (r->named[i] && ev.kind == HLOA_RUN_OP && ev.op)
            ev.op = op_of_name(run, ev.op);
        else if (r->named[i])
            ev.op = 0;
        if (ev.kind == HLOA_RUN_HOST && !ev.op && ev.module == HLOA_RUN_NONE)
            continue;
        if (out == 0 || ev.start_us < first)
            first = ev.start_us;
        run->events[out++] = ev;
    }
    run->n_events = out;
    for (size_t i = 0; i < out; i++)
        run->events[i].start_us -= first;
}

int hloa_read_chrome_trace_stream(hloa_instream *in, const char *path, hloa_run *run, char *err,
                                  size_t errlen)
{
    reader r = {.in = in, .path = path, .run = run, .err = err, .errlen = errlen};
    r.cap = BUF_INITIAL;
    r.buf = hloa_xmalloc(r.cap);
    run->format = "Chrome trace JSON";
    while (!r.done && !r.failed) {
        outcome o = step(&r);
        if (o == MORE)
            more(&r);
    }
    if (!r.failed && r.n_seen == 0) {
        snprintf(err, errlen, "%s: the trace has no events", path);
        r.failed = 1;
    }
    if (!r.failed)
        finish(&r);
    free(r.buf);
    free(r.scratch);
    free(r.named);
    free(r.open);
    free(r.procs);
    free(r.async_line);
    return r.failed ? -1 : 0;
}

int hloa_read_chrome_trace(const char *path, hloa_run *run, char *err, size_t errlen)
{
    hloa_instream *in = hloa_instream_open(path, err, errlen);
    if (!in)
        return -1;
    int rc = hloa_read_chrome_trace_stream(in, path, run, err, errlen);
    hloa_instream_close(in);
    return rc;
}
