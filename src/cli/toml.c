/*
 * The TOML reader (toml.h): one pass over the bytes, recursive descent for
 * values. Strings and arrays are built in an arena that lives for one read.
 */
#include "toml.h"

#include "hloasync/arena.h"
#include "hloasync/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum {
    MAX_PATH = 64,    /* segments of a table's and a key's path together */
    MAX_NESTING = 64, /* arrays and inline tables inside one another */
};

typedef struct reader {
    const char *t;           /* the text */
    size_t n, i;             /* its length; the next byte */
    uint32_t line;           /* line of t[i], 1-based */
    size_t line_start;       /* offset of that line */
    hloa_arena arena;        /* strings, arrays and paths of this read */
    hloa_strbuf sb;          /* a string being unescaped */
    const char *path[MAX_PATH]; /* the current table's segments, then a key's */
    int table_depth;         /* segments of the current table */
    hloa_toml_visit *visit;
    void *ctx;
    hloa_toml_error *err;
} reader;

static hloa_toml_pos here(const reader *r)
{
    return (hloa_toml_pos){r->line, (uint32_t)(r->i - r->line_start + 1)};
}

static int fail(reader *r, hloa_toml_pos at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(reader *r, hloa_toml_pos at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err->message, sizeof(r->err->message), fmt, ap);
    va_end(ap);
    r->err->pos = at;
    return -1;
}

static int peek(const reader *r, size_t ahead)
{
    return r->i + ahead < r->n ? (unsigned char)r->t[r->i + ahead] : -1;
}

static int at_newline(const reader *r)
{
    return peek(r, 0) == '\n' || (peek(r, 0) == '\r' && peek(r, 1) == '\n');
}

static void skip_newline(reader *r)
{
    r->i += r->t[r->i] == '\r' ? 2 : 1;
    r->line++;
    r->line_start = r->i;
}

static void skip_blank(reader *r)
{
    while (peek(r, 0) == ' ' || peek(r, 0) == '\t')
        r->i++;
}

static void skip_comment(reader *r)
{
    if (peek(r, 0) == '#')
        while (r->i < r->n && !at_newline(r))
            r->i++;
}

/* Blanks, comments and newlines, as between the items of an array. */
static void skip_space(reader *r)
{
    for (;;) {
        skip_blank(r);
        skip_comment(r);
        if (!at_newline(r))
            return;
        skip_newline(r);
    }
}

/* The rest of a line after a value or header: blanks, a comment, then a newline or the end. */
static int end_of_line(reader *r)
{
    skip_blank(r);
    skip_comment(r);
    if (r->i >= r->n)
        return 0;
    unsigned char c = (unsigned char)r->t[r->i];
    if (at_newline(r)) {
        skip_newline(r);
        return 0;
    }
    if (c >= 0x20 && c < 0x7f)
        return fail(r, here(r), "expected the end of the line, found '%c'", c);
    return fail(r, here(r), "expected the end of the line, found byte 0x%02x", c);
}

static void add_utf8(hloa_strbuf *sb, uint32_t cp)
{
    if (cp < 0x80) {
        hloa_strbuf_addc(sb, (char)cp);
    } else if (cp < 0x800) {
        hloa_strbuf_addc(sb, (char)(0xC0 | cp >> 6));
        hloa_strbuf_addc(sb, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        hloa_strbuf_addc(sb, (char)(0xE0 | cp >> 12));
        hloa_strbuf_addc(sb, (char)(0x80 | (cp >> 6 & 0x3F)));
        hloa_strbuf_addc(sb, (char)(0x80 | (cp & 0x3F)));
    } else {
        hloa_strbuf_addc(sb, (char)(0xF0 | cp >> 18));
        hloa_strbuf_addc(sb, (char)(0x80 | (cp >> 12 & 0x3F)));
        hloa_strbuf_addc(sb, (char)(0x80 | (cp >> 6 & 0x3F)));
        hloa_strbuf_addc(sb, (char)(0x80 | (cp & 0x3F)));
    }
}

/* escape ::= '\' ( [btnfre"\\] | 'u' hex{4} | 'U' hex{8} ), at the backslash */
static int read_escape(reader *r)
{
    hloa_toml_pos at = here(r);
    int c = peek(r, 1);
    static const char from[] = "btnfre\"\\", to[] = "\b\t\n\f\r\033\"\\";
    const char *k = c > 0 ? strchr(from, c) : NULL;
    if (k) {
        hloa_strbuf_addc(&r->sb, to[k - from]);
        r->i += 2;
        return 0;
    }
    int digits = c == 'u' ? 4 : c == 'U' ? 8 : 0;
    if (!digits)
        return fail(r, at, "unknown escape in a string");
    uint32_t cp = 0;
    for (int d = 0; d < digits; d++) {
        int h = peek(r, 2 + (size_t)d);
        int v = h >= '0' && h <= '9' ? h - '0'
              : h >= 'a' && h <= 'f' ? h - 'a' + 10
              : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
        if (v < 0)
            return fail(r, at, "\\%c needs %d hexadecimal digits", c, digits);
        cp = cp << 4 | (uint32_t)v;
    }
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return fail(r, at, "escape names no Unicode scalar value");
    add_utf8(&r->sb, cp);
    r->i += 2 + (size_t)digits;
    return 0;
}

/*
 * string ::= '"' basic* '"' | "'" literal* "'"
 *          | '"""' basic-or-newline* '"""' | "'''" literal-or-newline* "'''"
 * at the opening quote; *out is the text, escapes resolved.
 */
static int read_string(reader *r, const char **out)
{
    hloa_toml_pos at = here(r);
    char q = r->t[r->i];
    int multi = peek(r, 1) == q && peek(r, 2) == q;
    r->i += multi ? 3 : 1;
    if (multi && at_newline(r))
        skip_newline(r); /* a newline right after the opening quotes is not part of it */
    hloa_strbuf_clear(&r->sb);
    for (;;) {
        if (r->i >= r->n)
            return fail(r, at, "string is not closed");
        int c = peek(r, 0);
        if (c == q && (!multi || (peek(r, 1) == q && peek(r, 2) == q))) {
            /* Up to two more quotes before the closing three belong to the string. */
            for (int extra = 0; multi && extra < 2 && peek(r, 3) == q; extra++) {
                hloa_strbuf_addc(&r->sb, q);
                r->i++;
            }
            r->i += multi ? 3 : 1;
            break;
        }
        if (at_newline(r)) {
            if (!multi)
                return fail(r, at, "string is not closed on its line");
            hloa_strbuf_addc(&r->sb, '\n');
            skip_newline(r);
        } else if (c == '\\' && q == '"') {
            if (multi) {
                /* A backslash at the end of a line trims the line break and the blanks after it. */
                size_t j = r->i + 1;
                while (j < r->n && (r->t[j] == ' ' || r->t[j] == '\t'))
                    j++;
                if (j < r->n && (r->t[j] == '\n' || r->t[j] == '\r')) {
                    r->i = j;
                    skip_space(r);
                    continue;
                }
            }
            if (read_escape(r))
                return -1;
        } else {
            hloa_strbuf_addc(&r->sb, (char)c);
            r->i++;
        }
    }
    *out = hloa_arena_strndup(&r->arena, r->sb.buf ? r->sb.buf : "", r->sb.len);
    return 0;
}

static int is_bare_key_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-';
}

/* key ::= segment ( '.' segment )*   segment ::= bare | '"' ... '"' | "'" ... "'" */
static int read_key(reader *r, int *depth)
{
    for (;;) {
        skip_blank(r);
        if (*depth == MAX_PATH)
            return fail(r, here(r), "key has more than %d parts", MAX_PATH);
        int c = peek(r, 0);
        if (c == '"' || c == '\'') {
            if (peek(r, 1) == c && peek(r, 2) == c)
                return fail(r, here(r), "a key cannot be a multi-line string");
            if (read_string(r, &r->path[*depth]))
                return -1;
        } else if (is_bare_key_char(c)) {
            size_t b = r->i;
            while (is_bare_key_char(peek(r, 0)))
                r->i++;
            r->path[*depth] = hloa_arena_strndup(&r->arena, r->t + b, r->i - b);
        } else {
            return fail(r, here(r), "expected a key");
        }
        (*depth)++;
        skip_blank(r);
        if (peek(r, 0) != '.')
            return 0;
        r->i++;
    }
}

static int read_key_value(reader *r, int depth, int nesting, int quiet);
static int read_value(reader *r, hloa_toml_value *v, int depth, int nesting, int quiet,
                      hloa_toml_pos key_pos);

/*
 * array ::= '[' ( value ( ',' value )* ','? )? ']', blanks, comments and newlines
 * anywhere. The keys of inline tables in it are not visited: they name no table.
 */
static int read_array(reader *r, hloa_toml_value *v, int depth, int nesting)
{
    r->i++;
    hloa_toml_value *items = NULL;
    uint32_t n = 0, cap = 0;
    for (;;) {
        skip_space(r);
        if (peek(r, 0) == ']') {
            r->i++;
            break;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 8;
            hloa_toml_value *grown = hloa_arena_alloc(&r->arena, cap * sizeof(*grown));
            if (n)
                memcpy(grown, items, n * sizeof(*grown));
            items = grown;
        }
        if (read_value(r, &items[n], depth, nesting + 1, 1, here(r)))
            return -1;
        n++;
        skip_space(r);
        if (peek(r, 0) == ',')
            r->i++;
        else if (peek(r, 0) != ']')
            return fail(r, here(r), "expected ',' or ']' in an array");
    }
    v->items = items;
    v->n_items = n;
    return 0;
}

/*
 * inline-table ::= '{' ( key '=' value ( ',' key '=' value )* )? '}'
 * Its keys are visited (unless quiet) under the path[0..depth) of the key it
 * is the value of.
 */
static int read_inline_table(reader *r, int depth, int nesting, int quiet)
{
    r->i++;
    for (int first = 1;; first = 0) {
        skip_space(r);
        if (peek(r, 0) == '}') {
            r->i++;
            return 0;
        }
        if (!first) {
            if (peek(r, 0) != ',')
                return fail(r, here(r), "expected ',' or '}' in an inline table");
            r->i++;
            skip_space(r);
        }
        int rc = read_key_value(r, depth, nesting + 1, quiet);
        if (rc)
            return rc;
    }
}

/* Is t[b, e) a date, yyyy-mm-dd, that a time may follow after a blank? */
static int is_date(const char *t, size_t b, size_t e)
{
    static const char form[] = "dddd-dd-dd";
    if (e - b != sizeof(form) - 1)
        return 0;
    for (size_t k = 0; k < e - b; k++)
        if (form[k] == 'd' ? t[b + k] < '0' || t[b + k] > '9' : t[b + k] != form[k])
            return 0;
    return 1;
}

/*
 * A number, boolean or date: the bytes up to the next blank, ',', ']', '}',
 * '#' or line end (a date's blank before its time is part of it).
 */
static int read_word(reader *r)
{
    size_t b = r->i;
    for (;;) {
        while (r->i < r->n && !at_newline(r) && !strchr(" \t,]}#", r->t[r->i]))
            r->i++;
        if (peek(r, 0) != ' ' || !is_date(r->t, b, r->i) || peek(r, 1) < '0' || peek(r, 1) > '9')
            break;
        r->i++;
    }
    return r->i > b ? 0 : fail(r, here(r), "expected a value");
}

/*
 * value ::= string | array | inline-table | word. path[0..depth) is the key it
 * is the value of: an inline table is visited there, then its keys below it
 * (unless quiet).
 */
static int read_value(reader *r, hloa_toml_value *v, int depth, int nesting, int quiet,
                      hloa_toml_pos key_pos)
{
    memset(v, 0, sizeof(*v));
    v->pos = here(r);
    if (nesting > MAX_NESTING)
        return fail(r, v->pos, "values nested more than %d deep", MAX_NESTING);
    int c = peek(r, 0);
    if (c == '"' || c == '\'') {
        v->kind = HLOA_TOML_STRING;
        return read_string(r, &v->string);
    }
    if (c == '[') {
        v->kind = HLOA_TOML_ARRAY;
        return read_array(r, v, depth, nesting);
    }
    if (c == '{') {
        v->kind = HLOA_TOML_TABLE;
        int rc = quiet ? 0 : r->visit(r->ctx, r->path, depth, v, key_pos);
        return rc ? rc : read_inline_table(r, depth, nesting, quiet);
    }
    v->kind = HLOA_TOML_OTHER;
    return read_word(r);
}

/*
 * key-value ::= key '=' value, the key below path[0..depth); visited (unless
 * quiet) with its full path, an inline table before its keys. Returns 0, -1
 * on a syntax error, or the visitor's non-zero return.
 */
static int read_key_value(reader *r, int depth, int nesting, int quiet)
{
    hloa_toml_pos key_pos = here(r);
    if (read_key(r, &depth))
        return -1;
    if (peek(r, 0) != '=')
        return fail(r, here(r), "expected '=' after a key");
    r->i++;
    skip_blank(r);
    hloa_toml_value v;
    int rc = read_value(r, &v, depth, nesting, quiet, key_pos);
    if (!rc && !quiet && v.kind != HLOA_TOML_TABLE)
        rc = r->visit(r->ctx, r->path, depth, &v, key_pos);
    return rc;
}

/* header ::= '[' key ']' | '[[' key ']]', at the first '[' */
static int read_header(reader *r)
{
    hloa_toml_value v = {.kind = HLOA_TOML_TABLE, .pos = here(r)};
    r->i++;
    if (peek(r, 0) == '[') {
        v.kind = HLOA_TOML_TABLE_ARRAY;
        r->i++;
    }
    int depth = 0;
    if (read_key(r, &depth))
        return -1;
    for (int k = v.kind == HLOA_TOML_TABLE_ARRAY ? 2 : 1; k > 0; k--) {
        if (peek(r, 0) != ']')
            return fail(r, here(r), "expected ']' to close a table header");
        r->i++;
    }
    r->table_depth = depth;
    int rc = r->visit(r->ctx, r->path, depth, &v, v.pos);
    return rc ? rc : end_of_line(r);
}

/* line ::= blank* ( header | key '=' value )? blank* comment? newline */
static int read_line(reader *r)
{
    skip_blank(r);
    skip_comment(r);
    if (r->i >= r->n)
        return 0;
    if (at_newline(r)) {
        skip_newline(r);
        return 0;
    }
    if (peek(r, 0) == '[')
        return read_header(r);
    int rc = read_key_value(r, r->table_depth, 0, 0);
    return rc ? rc : end_of_line(r);
}

int hloa_toml_read(const char *text, size_t len, hloa_toml_visit *visit, void *ctx,
                   hloa_toml_error *err)
{
    reader r = {.t = text, .n = len, .line = 1, .visit = visit, .ctx = ctx, .err = err};
    hloa_arena_init(&r.arena);
    hloa_strbuf_init(&r.sb);
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
        r.i = r.line_start = 3; /* a byte-order mark */
    int rc = 0;
    while (!rc && r.i < r.n)
        rc = read_line(&r);
    hloa_strbuf_release(&r.sb);
    hloa_arena_release(&r.arena);
    return rc;
}
