/*
 * The protobuf text format reader (textproto.h): a scan of the bytes by
 * character classes and recursive descent for messages, one byte of lookahead
 * past the spaces and comments. The fields of the messages being read wait on
 * one stack and move into the arena, a message at a time, when it closes.
 */
#include "hloasync/textproto.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAX_DEPTH = 100, /* messages in one another: protobuf's own limit, and the C stack's guard */
    MAX_SCALAR = 64, /* bytes of a number worth reading (longer ones are no int64 or double) */
};

/* Character classes, as SQLite's tokenizer keeps them; bytes past ASCII are none. */
enum { S = 1 /* space */, I = 2 /* starts or continues a name */, D = 4 /* a digit */ };
static const unsigned char cls[128] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, S, S, S, S, S, 0, 0, /* \t \n \v \f \r */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* */
    S, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* space ! " # ... / */
    D, D, D, D, D, D, D, D, D, D, 0, 0, 0, 0, 0, 0, /* 0-9 : ; < = > ? */
    0, I, I, I, I, I, I, I, I, I, I, I, I, I, I, I, /* @ A-O */
    I, I, I, I, I, I, I, I, I, I, I, 0, 0, 0, 0, I, /* P-Z [ \ ] ^ _ */
    0, I, I, I, I, I, I, I, I, I, I, I, I, I, I, I, /* ` a-o */
    I, I, I, I, I, I, I, I, I, I, I, 0, 0, 0, 0, 0, /* p-z { | } ~ DEL */
};
#define CLS(c) ((c) >= 0 && (c) < 128 ? cls[(c)] : 0)

typedef struct reader {
    const char *t;                        /* the text */
    size_t n, i;                          /* its length; the next byte */
    hloa_arena *arena;                    /* the document's */
    HLOA_VEC(hloa_textproto_field) stack; /* fields of the open messages, innermost last */
    HLOA_VEC(char) buf;                   /* a string being decoded */
    int depth;                            /* messages open */
    char *why;
    size_t why_size;
} reader;

/* 1-based line and column (bytes) of off: worked out for an error only, reading never counts. */
static void linecol(const reader *r, size_t off, size_t *line, size_t *col)
{
    size_t line_start = 0;
    *line = 1;
    for (size_t i = 0; i < off && i < r->n; i++)
        if (r->t[i] == '\n')
            ++*line, line_start = i + 1;
    *col = off - line_start + 1;
}

static int fail(reader *r, size_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(reader *r, size_t off, const char *fmt, ...)
{
    size_t line, col;
    linecol(r, off, &line, &col);
    int k = snprintf(r->why, r->why_size, "%zu:%zu: ", line, col);
    va_list ap;
    va_start(ap, fmt);
    if (k >= 0 && (size_t)k < r->why_size)
        vsnprintf(r->why + k, r->why_size - (size_t)k, fmt, ap);
    va_end(ap);
    return -1;
}

/* The byte at i as an error quotes it: 'x', byte 0x01, or end of input. */
static const char *found(const reader *r, char buf[16])
{
    if (r->i >= r->n)
        return "end of input";
    unsigned char c = (unsigned char)r->t[r->i];
    if (c >= 0x20 && c < 0x7f)
        snprintf(buf, 16, "'%c'", c);
    else
        snprintf(buf, 16, "byte 0x%02x", c);
    return buf;
}

/* Skips spaces and '#' comments; the next byte, or -1 at the end. */
static int skip(reader *r)
{
    while (r->i < r->n) {
        int c = (unsigned char)r->t[r->i];
        if (CLS(c) & S) {
            r->i++;
        } else if (c == '#') {
            const char *nl = memchr(r->t + r->i, '\n', r->n - r->i);
            r->i = nl ? (size_t)(nl - r->t) : r->n;
        } else {
            return c;
        }
    }
    return -1;
}

static int at(const reader *r, size_t i)
{
    return i < r->n ? (unsigned char)r->t[i] : -1;
}

static int hex_digit(int c)
{
    return c >= '0' && c <= '9' ? c - '0'
           : (c | 32) >= 'a' && (c | 32) <= 'f' ? (c | 32) - 'a' + 10
                                                : -1;
}

static void put_utf8(reader *r, uint32_t cp)
{
    char u[4];
    int n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    static const unsigned char lead[5] = {0, 0, 0xc0, 0xe0, 0xf0};
    for (int j = n - 1; j > 0; j--, cp >>= 6)
        u[j] = (char)(0x80 | (cp & 0x3f));
    u[0] = (char)(lead[n] | cp);
    HLOA_VEC_APPEND(r->buf, u, (size_t)n);
}

/* escape ::= '\' ([abfnrtv\\'"?] | [0-7]{1,3} | 'x' hex{1,2} | 'u' hex{4} | 'U' hex{8}) */
static int read_escape(reader *r)
{
    size_t start = r->i++;
    int c = at(r, r->i++);
    static const char from[] = "abfnrtv\\'\"?", to[] = "\a\b\f\n\r\t\v\\'\"?";
    const char *p = c > 0 ? strchr(from, c) : NULL;
    if (p) {
        HLOA_VEC_PUSH(r->buf, to[p - from]);
        return 0;
    }
    if (c >= '0' && c <= '7') {
        /* As protobuf's tokenizer: up to three digits, the byte their value's low 8 bits. */
        int v = c - '0';
        for (int j = 0; j < 2 && at(r, r->i) >= '0' && at(r, r->i) <= '7'; j++)
            v = v * 8 + (r->t[r->i++] - '0');
        HLOA_VEC_PUSH(r->buf, (char)(v & 0xff));
        return 0;
    }
    int digits = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
    uint32_t v = 0;
    int got = 0;
    for (; got < digits && hex_digit(at(r, r->i)) >= 0; got++)
        v = v * 16 + (uint32_t)hex_digit(r->t[r->i++]);
    if (c == 'x' && got > 0) {
        HLOA_VEC_PUSH(r->buf, (char)v);
        return 0;
    }
    if (digits > 2 && got == digits && v <= 0x10ffff && (v < 0xd800 || v > 0xdfff)) {
        put_utf8(r, v);
        return 0;
    }
    if (digits)
        return fail(r, start, "bad escape '\\%c' in a string", c);
    if (c < 0x20 || c >= 0x7f)
        return fail(r, start, "bad escape in a string");
    return fail(r, start, "unknown escape '\\%c' in a string", c);
}

/*
 * string ::= quoted+ ; quoted ::= '"' char* '"' | '\'' char* '\''
 * Adjacent strings make one. A string of one piece without escapes stays in
 * the text; any other is decoded into the arena.
 */
static int read_string(reader *r, hloa_textproto_field *f)
{
    r->buf.len = 0;
    int pieces = 0, decoded = 0;
    size_t first = r->i;
    for (int q; (q = skip(r)) == '"' || q == '\'';) {
        size_t open = r->i++, from = r->i;
        for (int c; (c = at(r, r->i)) != q;) {
            if (c < 0 || c == '\n')
                return fail(r, open, "string not closed on its line");
            if (c == '\\') {
                HLOA_VEC_APPEND(r->buf, r->t + from, r->i - from);
                if (read_escape(r))
                    return -1;
                decoded = 1;
                from = r->i;
            } else {
                r->i++;
            }
        }
        HLOA_VEC_APPEND(r->buf, r->t + from, r->i - from);
        r->i++;
        pieces++;
    }
    f->kind = HLOA_TEXTPROTO_STRING;
    f->value_len = (uint32_t)r->buf.len;
    if (pieces == 1 && !decoded)
        f->value = r->t + first + 1;
    else
        f->value = r->buf.len ? hloa_arena_strndup(r->arena, r->buf.items, r->buf.len) : "";
    return 0;
}

/*
 * scalar ::= '-'? (number | identifier) | string
 * A number is read as a word (digits, letters, '_', '.', a sign after an
 * exponent's 'e'); whether it is a valid one is for hloa_textproto_int64 and
 * hloa_textproto_double to say when it is read.
 */
static int read_scalar(reader *r, hloa_textproto_field *f, const char *name, uint32_t name_len)
{
    int c = skip(r);
    if (c == '"' || c == '\'')
        return read_string(r, f);
    size_t start = r->i;
    if (c == '-')
        c = at(r, ++r->i);
    int number = (CLS(c) & D) || (c == '.' && (CLS(at(r, r->i + 1)) & D));
    if (!number && !(CLS(c) & I)) {
        char b[16];
        if (r->i > start)
            return fail(r, start, "expected a number after '-', found %s", found(r, b));
        return fail(r, start, "expected a value for '%.*s', found %s", (int)name_len, name,
                    found(r, b));
    }
    int hex = c == '0' && (at(r, r->i + 1) | 32) == 'x';
    for (;;) {
        c = at(r, r->i);
        int prev = r->i > start ? r->t[r->i - 1] | 32 : 0;
        if ((CLS(c) & (I | D)) || (number && c == '.') ||
            (number && !hex && prev == 'e' && (c == '+' || c == '-')))
            r->i++;
        else
            break;
    }
    f->kind = HLOA_TEXTPROTO_SCALAR;
    f->value = r->t + start;
    f->value_len = (uint32_t)(r->i - start);
    return 0;
}

static int read_message(reader *r, int close, size_t open);

/*
 * The message opened by the '{' or '<' at i, into the field stack[slot]: its
 * fields are pushed above the slot while it is read, then moved to the arena.
 */
static int read_nested(reader *r, size_t slot)
{
    size_t open = r->i, base = r->stack.len;
    int close = r->t[r->i++] == '{' ? '}' : '>';
    if (++r->depth > MAX_DEPTH)
        return fail(r, open, "messages nested deeper than %d", MAX_DEPTH);
    if (read_message(r, close, open))
        return -1;
    r->depth--;
    hloa_textproto_field *f = &r->stack.items[slot];
    f->kind = HLOA_TEXTPROTO_MESSAGE;
    f->msg.n = (uint32_t)(r->stack.len - base);
    f->msg.fields = hloa_arena_memdup(r->arena, r->stack.items + base, f->msg.n, sizeof(*f));
    r->stack.len = base;
    return 0;
}

/* One value of the field at stack[slot]: value ::= scalar | '{' message '}' | '<' message '>' */
static int read_value(reader *r, size_t slot)
{
    int c = skip(r);
    if (c == '{' || c == '<')
        return read_nested(r, slot);
    hloa_textproto_field *f = &r->stack.items[slot];
    return read_scalar(r, f, f->name, f->name_len);
}

/*
 * field ::= name (':' value | ':'? ('{' message '}' | '<' message '>' | list)) (',' | ';')?
 * list  ::= '[' (value (',' value)*)? ']'   (a field of the same name for each value)
 */
static int read_field(reader *r)
{
    size_t off = r->i, line, col;
    char b[16];
    if (!(CLS(at(r, r->i)) & I))
        return fail(r, off, "expected a field name, found %s", found(r, b));
    while (CLS(at(r, r->i)) & (I | D))
        r->i++;
    hloa_textproto_field f = {.name = r->t + off, .name_len = (uint32_t)(r->i - off),
                              .off = (uint32_t)off};
    int c = skip(r), colon = c == ':';
    if (colon) {
        r->i++;
        c = skip(r);
    }
    if (!colon && c != '{' && c != '<' && c != '[')
        return fail(r, r->i, "expected ':' or '{' after '%.*s', found %s", (int)f.name_len,
                    f.name, found(r, b));
    if (c != '[') {
        HLOA_VEC_PUSH(r->stack, f);
        if (read_value(r, r->stack.len - 1))
            return -1;
    } else {
        size_t open = r->i++;
        for (int first = 1;; first = 0) {
            if (first && skip(r) == ']')
                break;
            HLOA_VEC_PUSH(r->stack, f);
            if (read_value(r, r->stack.len - 1))
                return -1;
            if ((c = skip(r)) == ']')
                break;
            if (c != ',') {
                linecol(r, open, &line, &col);
                return fail(r, r->i, "expected ',' or ']' in the list opened at %zu:%zu, found %s",
                            line, col, found(r, b));
            }
            r->i++;
        }
        r->i++;
    }
    c = skip(r);
    if (c == ',' || c == ';')
        r->i++;
    return 0;
}

/* message ::= field* (up to close, or to the end of the text when close is -1) */
static int read_message(reader *r, int close, size_t open)
{
    for (int c; (c = skip(r)) != close;) {
        if (close >= 0 && (c < 0 || c == '}' || c == '>')) {
            size_t line, col;
            char b[16];
            linecol(r, open, &line, &col);
            return fail(r, r->i, "expected '%c' to close the message opened at %zu:%zu, found %s",
                        close, line, col, found(r, b));
        }
        if (read_field(r))
            return -1;
    }
    if (close >= 0)
        r->i++;
    return 0;
}

int hloa_textproto_read(hloa_textproto *doc, const char *text, size_t len, char *why,
                        size_t why_size)
{
    hloa_arena_init(&doc->arena);
    doc->top = (hloa_textproto_msg){0};
    reader r = {.t = text, .n = len, .arena = &doc->arena, .why = why, .why_size = why_size};
    int rc = -1;
    if (len >= UINT32_MAX)
        snprintf(why, why_size, "1:1: text of %zu bytes is too long (4 GiB at most)", len);
    else if (read_message(&r, -1, 0) == 0)
        rc = 0;
    if (rc == 0) {
        doc->top.n = (uint32_t)r.stack.len;
        doc->top.fields = hloa_arena_memdup(r.arena, r.stack.items, r.stack.len,
                                            sizeof(*r.stack.items));
    }
    free(r.stack.items);
    free(r.buf.items);
    return rc;
}

void hloa_textproto_release(hloa_textproto *doc)
{
    hloa_arena_release(&doc->arena);
    doc->top = (hloa_textproto_msg){0};
}

static int named(const hloa_textproto_field *f, const char *name)
{
    return strlen(name) == f->name_len && !memcmp(f->name, name, f->name_len);
}

const hloa_textproto_field *hloa_textproto_find(hloa_textproto_msg m, const char *name)
{
    for (uint32_t i = 0; i < m.n; i++)
        if (named(&m.fields[i], name))
            return &m.fields[i];
    return NULL;
}

const hloa_textproto_field *hloa_textproto_next(hloa_textproto_msg m,
                                                const hloa_textproto_field *f, const char *name)
{
    for (f++; f < m.fields + m.n; f++)
        if (named(f, name))
            return f;
    return NULL;
}

const hloa_textproto_field *hloa_textproto_last(hloa_textproto_msg m, const char *name)
{
    for (uint32_t i = m.n; i-- > 0;)
        if (named(&m.fields[i], name))
            return &m.fields[i];
    return NULL;
}

int hloa_textproto_is(const hloa_textproto_field *f, const char *s)
{
    return f->kind != HLOA_TEXTPROTO_MESSAGE && strlen(s) == f->value_len &&
           !memcmp(f->value, s, f->value_len);
}

/* The scalar f as a NUL-terminated copy in buf (MAX_SCALAR bytes), or NULL. */
static const char *scalar_text(const hloa_textproto_field *f, char *buf)
{
    if (!f || f->kind != HLOA_TEXTPROTO_SCALAR || f->value_len == 0 || f->value_len >= MAX_SCALAR)
        return NULL;
    memcpy(buf, f->value, f->value_len);
    buf[f->value_len] = '\0';
    return buf;
}

int hloa_textproto_int64(const hloa_textproto_field *f, int64_t *out)
{
    char buf[MAX_SCALAR], *end;
    const char *s = scalar_text(f, buf);
    if (!s)
        return -1;
    errno = 0;
    long long v = strtoll(s, &end, 0);
    if (errno || *end || !(CLS((unsigned char)s[s[0] == '-']) & D))
        return -1;
    *out = v;
    return 0;
}

int hloa_textproto_double(const hloa_textproto_field *f, double *out)
{
    char buf[MAX_SCALAR], *end;
    const char *s = scalar_text(f, buf);
    if (!s)
        return -1;
    size_t n = strlen(buf);
    int hex = s[s[0] == '-'] == '0' && (s[(s[0] == '-') + 1] | 32) == 'x';
    if (n > 1 && !hex && (buf[n - 1] | 32) == 'f' && (CLS((unsigned char)buf[n - 2]) & D))
        buf[n - 1] = '\0'; /* the float suffix of "1.5f" */
    double v = strtod(s, &end);
    if (*end)
        return -1;
    *out = v;
    return 0;
}

int hloa_textproto_bool(const hloa_textproto_field *f, int *out)
{
    static const char *const words[] = {"false", "true", "False", "True", "f", "t", "0", "1"};
    for (int j = 0; f && f->kind == HLOA_TEXTPROTO_SCALAR && j < 8; j++)
        if (hloa_textproto_is(f, words[j])) {
            *out = j & 1;
            return 0;
        }
    return -1;
}
