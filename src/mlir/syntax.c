/*
 * The syntax of an MLIR module (see mlir.h): functions, regions and
 * operations read from mlir/lex.c's tokens and handed to a visitor as they
 * are read. The parts of what is open (an op's results and operands, a
 * function's signature, a region's arguments) sit on three stacks; a visit
 * sees them as arrays, and they are popped when what holds them ends.
 * Meaning (which op is an async start, what a type is) comes later, from the
 * spans, in the visitor.
 */
#include "hloasync/mlir.h"

#include <stdlib.h>
#include <string.h>

typedef HLOA_VEC(hloa_mlir_span) span_vec;
typedef HLOA_VEC(hloa_mlir_attr) attr_vec;

typedef struct parser {
    hloa_mlir_lexer lx;
    hloa_mlir_token tok;   /* the current token */
    uint32_t prev_end;     /* where the token before it ended */
    const char *t;
    const hloa_mlir_visitor *v;
    hloa_diags *d;
    uint32_t errors;
    int depth;             /* regions nested */
    int may_end_open;      /* the text may end inside a body (a part of a module) */
    int ended_open;        /* and it did */
    span_vec vals;         /* value names: results, operands, arguments */
    span_vec types;        /* types: of arguments, operands and results */
    attr_vec attrs;        /* attributes */
    span_vec succs;        /* the blocks ops branch to */
} parser;

static void advance(parser *p)
{
    p->prev_end = p->tok.off + p->tok.len;
    hloa_mlir_lex_next(&p->lx, &p->tok);
}

/* Does the current token begin a line (a newline since the token before it)? */
static int starts_line(const parser *p)
{
    return p->tok.off > p->prev_end && memchr(p->t + p->prev_end, '\n', p->tok.off - p->prev_end);
}

static int is(const parser *p, hloa_mlir_kind kind, const char *text)
{
    if (p->tok.kind != kind)
        return 0;
    if (!text)
        return 1;
    size_t n = strlen(text);
    return p->tok.len == n && !memcmp(p->t + p->tok.off, text, n);
}

/* Is the current token the one-byte punctuation c? */
static int punct1(const parser *p, char c)
{
    return p->tok.kind == HLOA_MLIR_PUNCT && p->tok.len == 1 && p->t[p->tok.off] == c;
}

static int punct(const parser *p, const char *text)
{
    return text[1] ? is(p, HLOA_MLIR_PUNCT, text) : punct1(p, text[0]);
}

static int span_is(const parser *p, hloa_mlir_span s, const char *text)
{
    size_t n = strlen(text);
    return s.len == n && !memcmp(p->t + s.off, text, n);
}

static hloa_mlir_span span_of(hloa_mlir_token t)
{
    return (hloa_mlir_span){t.off, t.len};
}

static int error(parser *p, const char *expected)
{
    hloa_mlir_token t = p->tok;
    unsigned char c = (unsigned char)p->t[t.off];
    if (t.kind == HLOA_MLIR_EOF)
        hloa_diag_add(p->d, HLOA_RULE_SYNTAX, t.off, t.off, "expected %s, found the end of the input",
                      expected);
    else if (t.len == 1 && (c < 0x20 || c >= 0x7f))
        hloa_diag_add(p->d, HLOA_RULE_SYNTAX, t.off, t.off + 1, "expected %s, found byte 0x%02x",
                      expected, c);
    else
        hloa_diag_add(p->d, HLOA_RULE_SYNTAX, t.off, t.off + t.len, "expected %s, found '%.*s'",
                      expected, (int)(t.len < 40 ? t.len : 40), p->t + t.off);
    p->errors++;
    return -1;
}

static int expect(parser *p, const char *text, const char *what)
{
    if (!punct(p, text))
        return error(p, what);
    advance(p);
    return 0;
}

/* Bytes of brackets: 1 opens, 2 closes. */
static const unsigned char brackets[256] = {
    ['('] = 1, ['['] = 1, ['{'] = 1, ['<'] = 1, [')'] = 2, [']'] = 2, ['}'] = 2, ['>'] = 2,
};

static int is_open(const parser *p)
{
    return p->tok.kind == HLOA_MLIR_PUNCT && p->tok.len == 1 &&
           brackets[(unsigned char)p->t[p->tok.off]] == 1;
}

static int is_close(const parser *p)
{
    return p->tok.kind == HLOA_MLIR_PUNCT && p->tok.len == 1 &&
           brackets[(unsigned char)p->t[p->tok.off]] == 2;
}

/*
 * Passes over tokens, brackets balanced, until (at depth 0) a token stop
 * accepts; the tokens passed are [*from, p->prev_end). Returns -1 at the end
 * of the input or at a closing bracket nothing opened.
 */
static int skip_until(parser *p, int (*stop)(const parser *), uint32_t *from)
{
    int depth = 0;
    *from = p->tok.off;
    for (;;) {
        if (p->tok.kind == HLOA_MLIR_EOF)
            return depth ? error(p, "a closing bracket") : 0;
        if (depth == 0 && stop(p))
            return 0;
        if (is_open(p)) {
            if (++depth > HLOA_MAX_DEPTH)
                return error(p, "less deep nesting");
        } else if (is_close(p)) {
            if (depth == 0)
                return 0;
            depth--;
        }
        advance(p);
    }
}

static int at_comma_or_close(const parser *p)
{
    return punct1(p, ',') || is_close(p);
}

/* Blanks within a line from text[i]. */
static uint32_t skip_spaces(const char *t, uint32_t i, uint32_t end)
{
    while (i < end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    return i;
}

/* Blanks, newlines and // comments from text[i]: the first byte of the next token. */
static uint32_t skip_blank_lines(const char *t, uint32_t i, uint32_t end)
{
    for (;;) {
        while (i < end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
            i++;
        if (end - i < 2 || t[i] != '/' || t[i + 1] != '/')
            return i;
        while (i < end && t[i] != '\n')
            i++;
    }
}

static int is_word_byte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '$';
}

/*
 * Does an operation start at text[i], the first token of a line? A pretty op
 * may go on over lines (its types, attributes, regions or operands on the
 * next), so a line ends an op only when the next one starts another: its
 * results '%a, %b:2 =', a generic '"name"', a dotted op name or one of the
 * func dialect's own (return, call), a block label, a '}', or the end.
 * Anything else (':', '{', '->', '(', a keyword like 'cond' or 'window', an
 * operand list) continues the op.
 */
static int op_starts_at(const char *t, uint32_t i, uint32_t end)
{
    if (i >= end)
        return 1;
    unsigned char c = (unsigned char)t[i];
    if (c == '}' || c == '^' || c == '"')
        return 1;
    if (c == '%') { /* results: values apart by ',' (each maybe ':N'), then '=' */
        for (uint32_t n; (n = hloa_mlir_value_len(t, i, end)) != 0;) {
            i = skip_spaces(t, i + n, end);
            if (i < end && t[i] == ':') {
                i = skip_spaces(t, i + 1, end);
                while (i < end && t[i] >= '0' && t[i] <= '9')
                    i++;
                i = skip_spaces(t, i, end);
            }
            if (i < end && t[i] == '=')
                return 1;
            if (i >= end || t[i] != ',')
                return 0;
            i = skip_blank_lines(t, i + 1, end);
        }
        return 0;
    }
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
        return 0;
    uint32_t j = i;
    int dotted = 0;
    while (j < end && is_word_byte((unsigned char)t[j]))
        dotted |= t[j++] == '.';
    static const char *const undotted[] = {"return", "call", "call_indirect", "module"};
    for (size_t k = 0; !dotted && k < sizeof(undotted) / sizeof(undotted[0]); k++)
        dotted = j - i == strlen(undotted[k]) && !memcmp(t + i, undotted[k], j - i);
    return dotted;
}

/*
 * The end of a plain type spelled at text[i] (a name, and '<' ... '>' of
 * names, numbers, 'x', '?', ',' and blanks on one line), or 0 when it is
 * spelled otherwise: the tokens then tell. Most types are plain, and passing
 * over them byte by byte costs a fraction of their tokens.
 */
static uint32_t plain_type_end(const char *t, uint32_t i, uint32_t end)
{
    /* 1: a name's byte; 2: one between <...> too */
    static const unsigned char plain[256] = {
#define LETTERS(b)                                                                                 \
    [b + 0] = 1, [b + 1] = 1, [b + 2] = 1, [b + 3] = 1, [b + 4] = 1, [b + 5] = 1, [b + 6] = 1,     \
    [b + 7] = 1, [b + 8] = 1, [b + 9] = 1, [b + 10] = 1, [b + 11] = 1, [b + 12] = 1, [b + 13] = 1, \
    [b + 14] = 1, [b + 15] = 1, [b + 16] = 1, [b + 17] = 1, [b + 18] = 1, [b + 19] = 1,            \
    [b + 20] = 1, [b + 21] = 1, [b + 22] = 1, [b + 23] = 1, [b + 24] = 1, [b + 25] = 1
        LETTERS('a'), LETTERS('A'),
#undef LETTERS
        ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1,
        ['8'] = 1, ['9'] = 1, ['_'] = 1, ['.'] = 1, [','] = 2, [' '] = 2, ['?'] = 2,
    };
    uint32_t j = i + (t[i] == '!');
    if (j >= end)
        return 0;
    unsigned char first = (unsigned char)t[j];
    if (plain[first] != 1 || (first >= '0' && first <= '9') || first == '.')
        return 0;
    while (j < end && plain[(unsigned char)t[j]] == 1)
        j++;
    if (j >= end || t[j] != '<')
        return j;
    int depth = 0;
    for (; j < end; j++) {
        unsigned char c = (unsigned char)t[j];
        if (c == '<') {
            if (++depth > HLOA_MAX_DEPTH)
                return 0;
        } else if (c == '>') {
            if (--depth == 0)
                return j + 1;
        } else if (c == '!' ? !(j + 1 < end && plain[(unsigned char)t[j + 1]] == 1) : !plain[c]) {
            return 0;
        }
    }
    return 0;
}

/* A type: a name or type id with its balanced <...>, as a span. */
static int read_type(parser *p, hloa_mlir_span *out)
{
    if (p->tok.kind != HLOA_MLIR_BARE && p->tok.kind != HLOA_MLIR_TYPE_ID)
        return error(p, "a type");
    uint32_t b = p->tok.off, plain = plain_type_end(p->t, b, p->lx.end);
    if (plain > b + p->tok.len) { /* a plain '<...>' follows: on after it */
        p->lx.pos = plain;
        p->tok.len = plain - b;
        advance(p);
        *out = (hloa_mlir_span){b, plain - b};
        return 0;
    }
    advance(p);
    if (punct1(p, '<')) {
        int depth = 0;
        do {
            if (p->tok.kind == HLOA_MLIR_EOF)
                return error(p, "'>' to close the type");
            depth += punct1(p, '<') - punct1(p, '>');
            if (depth > HLOA_MAX_DEPTH)
                return error(p, "less deep nesting");
            advance(p);
        } while (depth > 0);
    }
    *out = (hloa_mlir_span){b, p->prev_end - b};
    return 0;
}

/* The closing quote of a string without escapes on one line opened at text[i], or 0. */
static uint32_t plain_string_close(const char *t, uint32_t i, uint32_t end)
{
    for (i++; i < end && t[i] != '"'; i++)
        if (t[i] == '\\' || t[i] == '\n' || !t[i])
            return 0;
    return i < end ? i : 0;
}

/*
 * The end of an attribute value spelled plainly at text[i], on one line up to
 * a ',' or a closing bracket at depth 0: brackets balanced, strings without
 * escapes, no comment or resource marker. Returns the end of its last byte
 * that is not blank, or 0 when it is spelled otherwise (the tokens then tell).
 * Most values are plain, and long (dense<[[0, 1, ...]]>, #mhlo.channel_handle<...>).
 */
static uint32_t plain_value_end(const char *t, uint32_t i, uint32_t end)
{
    int depth = 0;
    uint32_t last = 0;
    for (; i < end; i++) {
        unsigned char c = (unsigned char)t[i];
        if (c == ' ' || c == '\t')
            continue;
        if (c == '"') {
            if (!(i = plain_string_close(t, i, end)))
                return 0;
        } else if (c == '-' && i + 1 < end && t[i + 1] == '>') {
            i++; /* '->' of a function type: no bracket */
        } else if (brackets[c] == 1) {
            if ((c == '{' && i + 1 < end && t[i + 1] == '-') || ++depth > HLOA_MAX_DEPTH)
                return 0;
        } else if (brackets[c] == 2 || (c == ',' && depth == 0)) {
            if (depth == 0)
                return last;
            depth -= c != ',';
        } else if (c < 0x20 || c >= 0x7f || c == '/' || (c == '#' && i + 1 < end && t[i + 1] == '-')) {
            return 0; /* a newline, a comment, '#-}' or a byte of no token */
        }
        last = i + 1;
    }
    return 0;
}

/* dict ::= '{' (key ('=' value)? (',' ...)*)? '}'   (pushed on p->attrs) */
static int read_dict(parser *p)
{
    if (expect(p, "{", "'{'"))
        return -1;
    while (!punct1(p, '}')) {
        if (p->tok.kind != HLOA_MLIR_BARE && p->tok.kind != HLOA_MLIR_STRING)
            return error(p, "an attribute name");
        hloa_mlir_attr a = {span_of(p->tok), {p->tok.off + p->tok.len, 0}};
        advance(p);
        if (punct1(p, '=')) {
            advance(p);
            uint32_t from = p->tok.off, plain = plain_value_end(p->t, from, p->lx.end);
            if (plain) { /* on after it at once, as if it were the token just read */
                p->tok = (hloa_mlir_token){HLOA_MLIR_BARE, from, plain - from};
                p->lx.pos = plain;
                advance(p);
            } else if (skip_until(p, at_comma_or_close, &from)) {
                return -1;
            }
            a.value = (hloa_mlir_span){from, p->prev_end > from ? p->prev_end - from : 0};
            if (!a.value.len)
                return error(p, "an attribute value");
        }
        HLOA_VEC_PUSH(p->attrs, a);
        if (!punct1(p, ','))
            break;
        advance(p);
    }
    return expect(p, "}", "',' or '}' in an attribute dictionary");
}

/* A dict read and dropped (attributes of an argument or a result). */
static int skip_dict(parser *p)
{
    size_t mark = p->attrs.len;
    int rc = read_dict(p);
    p->attrs.len = mark;
    return rc;
}

/*
 * The end of a plain location's '(' ... ')' at text[i] (brackets, names,
 * numbers and strings without escapes, on one line), or 0 when it is written
 * otherwise: the tokens then tell. A location trails most ops of a dump.
 */
static uint32_t plain_loc_end(const char *t, uint32_t i, uint32_t end)
{
    int depth = 0;
    for (; i < end; i++) {
        unsigned char c = (unsigned char)t[i];
        if (c == '"') {
            if (!(i = plain_string_close(t, i, end)))
                return 0;
        } else if (brackets[c] == 1) {
            depth++;
        } else if (brackets[c] == 2) {
            if (--depth == 0)
                return c == ')' ? i + 1 : 0;
        } else if (c == '\n' || c == '-' || c == '/' || c == '\\' || !c) {
            return 0;
        }
    }
    return 0;
}

/* Does a location start here: 'loc' '('? */
static int at_loc(const parser *p)
{
    return p->tok.kind == HLOA_MLIR_BARE && p->tok.len == 3 && !memcmp(p->t + p->tok.off, "loc", 3) &&
           p->tok.off + 3 < p->lx.end && p->t[p->tok.off + 3] == '(';
}

/* ('loc' '(' ... ')')? after an op, an argument or a function */
static int skip_loc(parser *p)
{
    if (!is(p, HLOA_MLIR_BARE, "loc"))
        return 0;
    uint32_t open = p->tok.off + p->tok.len;
    uint32_t close = p->t[open] == '(' ? plain_loc_end(p->t, open, p->lx.end) : 0;
    if (close) {
        p->lx.pos = close;
        p->tok = (hloa_mlir_token){HLOA_MLIR_PUNCT, close - 1, 1}; /* its ')' */
        advance(p);
        return 0;
    }
    advance(p);
    if (expect(p, "(", "'(' after loc"))
        return -1;
    uint32_t from;
    if (skip_until(p, is_close, &from))
        return -1;
    return expect(p, ")", "')' to close loc(...)");
}

/* types ::= type (',' type)* , or '(' types ')'   (pushed on p->types) */
static int read_types(parser *p)
{
    int paren = punct1(p, '(');
    if (paren) {
        advance(p);
        if (punct1(p, ')')) {
            advance(p);
            return 0;
        }
    }
    for (;;) {
        hloa_mlir_span s;
        if (read_type(p, &s))
            return -1;
        HLOA_VEC_PUSH(p->types, s);
        if (paren && punct1(p, '{') && skip_dict(p)) /* a result's attributes */
            return -1;
        if (!punct1(p, ','))
            break;
        advance(p);
    }
    return paren ? expect(p, ")", "',' or ')' in a list of types") : 0;
}

/*
 * '(' (%arg ':' type dict? loc? (',' ...)*)? ')' of a block label or a function
 * (types alone: a declaration); names pushed on p->vals, types on p->types.
 */
static int read_args(parser *p)
{
    if (expect(p, "(", "'(' and the arguments"))
        return -1;
    while (!punct1(p, ')')) {
        if (p->tok.kind == HLOA_MLIR_VALUE) {
            HLOA_VEC_PUSH(p->vals, span_of(p->tok));
            advance(p);
            if (expect(p, ":", "':' and the argument's type"))
                return -1;
        }
        hloa_mlir_span ty;
        if (read_type(p, &ty))
            return -1;
        HLOA_VEC_PUSH(p->types, ty);
        if (punct1(p, '{') && skip_dict(p)) /* argument attributes */
            return -1;
        if (skip_loc(p))
            return -1;
        if (!punct1(p, ','))
            break;
        advance(p);
    }
    return expect(p, ")", "',' or ')' after an argument");
}

/* A region being read: where its arguments are on the stacks, and whether they were told. */
typedef struct region_reading {
    hloa_mlir_region r;
    int begun;                /* region_begin was told */
    size_t vals, types;       /* the stacks' heights when it opened */
    size_t label_vals, label_types; /* the first block's arguments: from these heights */
    uint32_t n_label_args;    /* how many */
    uint32_t labels;          /* block labels read */
    size_t sig_vals, sig_types; /* a function body: the signature's names and types */
    uint32_t n_sig_names;     /* 0: none to take */
} region_reading;

/* Tells region_begin, once, before its first op or at its end. */
static void begin_region(parser *p, region_reading *rr)
{
    if (rr->begun)
        return;
    rr->begun = 1;
    if (rr->n_label_args) {
        rr->r.args = HLOA_VEC_AT(p->vals, rr->label_vals);
        rr->r.arg_types = HLOA_VEC_AT(p->types, rr->label_types);
        rr->r.n_args = rr->n_label_args;
    } else if (rr->n_sig_names) {
        rr->r.args = HLOA_VEC_AT(p->vals, rr->sig_vals);
        rr->r.arg_types = HLOA_VEC_AT(p->types, rr->sig_types);
        rr->r.n_args = rr->n_sig_names;
    }
    p->v->region_begin(p->v->ctx, &rr->r);
}

static int read_op(parser *p);

/*
 * The blocks of a region after its '{' up to and with its '}': labels, ops.
 * Returns 1 when the text ends between two ops of a function's body and may
 * (p->may_end_open): the region is left open, region_end not told.
 */
static int read_blocks(parser *p, region_reading *rr)
{
    int rc = 0;
    while (!rc && !punct1(p, '}')) {
        if (p->tok.kind == HLOA_MLIR_BLOCK) { /* ^bb0(%a: t): */
            int first = !rr->begun && rr->labels++ == 0;
            hloa_mlir_block blk = {span_of(p->tok), NULL, NULL, 0};
            size_t vals = p->vals.len, types = p->types.len;
            advance(p);
            if (punct1(p, '('))
                rc = read_args(p);
            if (!rc)
                rc = expect(p, ":", "':' after a block label");
            if (first && rc) {
                p->vals.len = vals;
                p->types.len = types;
                continue;
            }
            if (first) { /* the region's: told at region_begin */
                rr->r.label = blk.label;
                rr->n_label_args = (uint32_t)(p->vals.len - vals);
                rr->label_vals = vals;
                rr->label_types = types;
                continue;
            }
            begin_region(p, rr);
            blk.args = HLOA_VEC_AT(p->vals, vals);
            blk.arg_types = HLOA_VEC_AT(p->types, types);
            blk.n_args = (uint32_t)(p->vals.len - vals);
            if (!rc && p->v->block_begin && blk.n_args == p->types.len - types)
                p->v->block_begin(p->v->ctx, &blk);
            p->vals.len = vals;
            p->types.len = types;
            continue;
        }
        if (p->tok.kind == HLOA_MLIR_EOF) {
            /* Between two ops of a body (not before its first: a label may follow). */
            if (p->may_end_open && p->depth == 1 && rr->r.of_func && rr->begun) {
                p->ended_open = 1;
                return 1;
            }
            rc = error(p, "'}' to close the region");
            break;
        }
        begin_region(p, rr);
        rc = read_op(p);
    }
    if (!rc)
        rc = expect(p, "}", "'}' to close the region");
    begin_region(p, rr);
    rr->r.end = p->prev_end;
    p->v->region_end(p->v->ctx, &rr->r);
    return rc;
}

/* region ::= '{' blocks '}'; rr set up by the caller (a function body's signature). */
static int read_region(parser *p, region_reading *rr)
{
    rr->r.off = p->tok.off;
    rr->vals = p->vals.len;
    rr->types = p->types.len;
    int rc = expect(p, "{", "'{' to open a region");
    if (!rc && ++p->depth > HLOA_MAX_DEPTH) {
        p->depth--;
        rc = error(p, "regions nested less deep");
    }
    if (rc) { /* told all the same: every begin has its end */
        begin_region(p, rr);
        rr->r.end = p->prev_end;
        p->v->region_end(p->v->ctx, &rr->r);
        return rc;
    }
    rc = read_blocks(p, rr);
    if (rc <= 0)
        p->depth--;
    p->vals.len = rr->vals;
    p->types.len = rr->types;
    return rc;
}

/* Where an op's parts start on the stacks. */
typedef struct op_marks {
    size_t results, operands, attrs, types, result_types, succs;
} op_marks;

/* The op's arrays from the stacks (valid until they move). */
static void point_at_parts(parser *p, hloa_mlir_op *op, const op_marks *m)
{
    op->results = HLOA_VEC_AT(p->vals, m->results);
    op->n_results = (uint32_t)(m->operands - m->results);
    op->operands = HLOA_VEC_AT(p->vals, m->operands);
    op->n_operands = (uint32_t)(p->vals.len - m->operands);
    op->attrs = HLOA_VEC_AT(p->attrs, m->attrs);
    op->n_attrs = (uint32_t)(p->attrs.len - m->attrs);
    op->operand_types = HLOA_VEC_AT(p->types, m->types);
    op->n_operand_types = (uint32_t)(m->result_types - m->types);
    op->result_types = HLOA_VEC_AT(p->types, m->result_types);
    op->n_result_types = (uint32_t)(p->types.len - m->result_types);
    op->successors = HLOA_VEC_AT(p->succs, m->succs);
    op->n_successors = (uint32_t)(p->succs.len - m->succs);
}

/* Values apart by ', ' on one line from text[i], pushed on p->vals: where they end. */
static uint32_t plain_values(parser *p, uint32_t i)
{
    const char *t = p->t;
    uint32_t end = p->lx.end, n;
    while ((n = hloa_mlir_value_len(t, i, end)) != 0) {
        HLOA_VEC_PUSH(p->vals, ((hloa_mlir_span){i, n}));
        i = skip_spaces(t, i + n, end);
        if (i >= end || t[i] != ',')
            break;
        i = skip_spaces(t, i + 1, end);
    }
    return i;
}

/*
 * Plain types apart by ',' from text[i] to a closing ')' (a '(' before them
 * passed): pushed on p->types; the byte after the ')', or 0 when written
 * otherwise (then nothing is left pushed).
 */
static uint32_t plain_type_list(parser *p, uint32_t i, uint32_t end)
{
    const char *t = p->t;
    size_t mark = p->types.len;
    i = skip_spaces(t, i, end);
    if (i < end && t[i] == ')')
        return i + 1;
    for (;;) {
        uint32_t e = plain_type_end(t, i, end);
        if (!e)
            break;
        HLOA_VEC_PUSH(p->types, ((hloa_mlir_span){i, e - i}));
        i = skip_spaces(t, e, end);
        if (i < end && t[i] == ')')
            return i + 1;
        if (i >= end || t[i] != ',')
            break;
        i = skip_spaces(t, i + 1, end);
    }
    p->types.len = mark;
    return 0;
}

/*
 * A generic op written plainly, as most of mlir-opt --mlir-print-op-generic's
 * are: '(' values ')' ':' '(' plain types ')' '->' (a plain type | '(' plain
 * types ')'), then its location, the end of its line or a '}'. Read byte by
 * byte; 0 (nothing pushed, the tokens untouched) when it has more (successors,
 * properties, regions, attributes) or is written otherwise. The current
 * token is its '('.
 */
static int read_plain_generic(parser *p, op_marks *m)
{
    const char *t = p->t;
    uint32_t i = p->tok.off + 1, end = p->lx.end;
    size_t vals = p->vals.len, types = p->types.len;
    i = plain_values(p, skip_spaces(t, i, end));
    uint32_t results = 0, after = 0;
    if (i < end && t[i] == ')') {
        i = skip_spaces(t, i + 1, end);
        if (end - i > 2 && t[i] == ':') {
            i = skip_spaces(t, i + 1, end);
            if (i < end && t[i] == '(' && (i = plain_type_list(p, i + 1, end)) != 0) {
                results = (uint32_t)p->types.len;
                i = skip_spaces(t, i, end);
                if (end - i > 2 && t[i] == '-' && t[i + 1] == '>') {
                    i = skip_spaces(t, i + 2, end);
                    if (i < end && t[i] == '(') {
                        after = plain_type_list(p, i + 1, end);
                    } else if ((after = plain_type_end(t, i, end)) != 0) {
                        HLOA_VEC_PUSH(p->types, ((hloa_mlir_span){i, after - i}));
                    }
                }
            }
        }
    }
    /* Ended where the tokens would end it: a newline before another op, a '}' or 'loc('. */
    uint32_t j = after ? skip_spaces(t, after, end) : 0;
    int ends = after && (j >= end || t[j] == '}' || (end - j > 4 && !memcmp(t + j, "loc(", 4)) ||
                         (t[j] == '\n' && op_starts_at(t, skip_blank_lines(t, j, end), end)));
    if (!ends) {
        p->vals.len = vals;
        p->types.len = types;
        return 0;
    }
    m->types = types;
    m->result_types = results;
    p->tok = (hloa_mlir_token){HLOA_MLIR_BARE, after, 0};
    p->lx.pos = after;
    advance(p);
    return 1;
}

/* values ::= (%v (',' %v)*)?   (pushed on p->vals) */
static void read_values(parser *p)
{
    while (p->tok.kind == HLOA_MLIR_VALUE) {
        HLOA_VEC_PUSH(p->vals, span_of(p->tok));
        advance(p);
        if (!punct1(p, ','))
            break;
        advance(p);
    }
}

static int read_generic(parser *p, hloa_mlir_op *op, op_marks *m)
{
    if (punct1(p, '(') && read_plain_generic(p, m))
        return 0;
    if (expect(p, "(", "'(' and the operands"))
        return -1;
    read_values(p);
    if (expect(p, ")", "an operand or ')'"))
        return -1;
    if (punct1(p, '[')) { /* successors: ^bb1, ^bb2 */
        advance(p);
        while (p->tok.kind == HLOA_MLIR_BLOCK) {
            HLOA_VEC_PUSH(p->succs, span_of(p->tok));
            advance(p);
            if (!punct1(p, ','))
                break;
            advance(p);
        }
        if (expect(p, "]", "a block or ']' after the successors"))
            return -1;
    }
    if (punct1(p, '<')) { /* properties */
        advance(p);
        if (read_dict(p) || expect(p, ">", "'>' to close the properties"))
            return -1;
    }
    if (punct1(p, '(')) { /* regions */
        advance(p);
        for (;;) {
            if (op->n_regions < 2)
                op->region_off[op->n_regions] = p->tok.off;
            op->n_regions++;
            region_reading rr = {0};
            if (read_region(p, &rr))
                return -1;
            if (!punct1(p, ','))
                break;
            advance(p);
        }
        if (expect(p, ")", "',' or ')' after a region"))
            return -1;
    }
    if (punct1(p, '{') && read_dict(p))
        return -1;
    if (expect(p, ":", "':' and the op's function type"))
        return -1;
    m->types = p->types.len;
    m->result_types = p->types.len;
    if (!punct1(p, '('))
        return error(p, "'(' and the operand types");
    int rc = read_types(p);
    m->result_types = p->types.len;
    if (!rc)
        rc = expect(p, "->", "'->' and the result types");
    if (!rc)
        rc = read_types(p);
    return rc;
}

/*
 * A pretty op written plainly, as most ops of a dump are: values '%a, %b' (or
 * none), ':' and plain types apart by ',', then its location, the end of its
 * line or a '}'. Read byte by byte, not token by token; 0 (nothing pushed,
 * the tokens untouched) when it is written otherwise: read_pretty then reads
 * the tokens. The current token is the op's first after its name.
 */
static int read_plain_pretty(parser *p)
{
    const char *t = p->t;
    uint32_t i = p->tok.off, end = p->lx.end;
    size_t vals = p->vals.len, types = p->types.len;
    i = plain_values(p, i);
    uint32_t type_end = 0;
    if (i < end && t[i] == ':') {
        for (i = skip_spaces(t, i + 1, end);; i = skip_spaces(t, i + 1, end)) {
            if (!(type_end = plain_type_end(t, i, end)))
                break;
            HLOA_VEC_PUSH(p->types, ((hloa_mlir_span){i, type_end - i}));
            i = skip_spaces(t, type_end, end);
            if (i >= end || t[i] != ',')
                break;
        }
    }
    /* Ended where the tokens would end it: a newline before another op, a '}' or 'loc('
       (the caller's). */
    int ends = type_end && (i >= end || t[i] == '}' || (end - i > 4 && !memcmp(t + i, "loc(", 4)) ||
                            (t[i] == '\n' && op_starts_at(t, skip_blank_lines(t, i, end), end)));
    if (!ends) {
        p->vals.len = vals;
        p->types.len = types;
        return 0;
    }
    /* On from the last type's end, as if it were the token just read. */
    p->tok = (hloa_mlir_token){HLOA_MLIR_BARE, type_end, 0};
    p->lx.pos = type_end;
    advance(p);
    return 1;
}

/*
 * A pretty op: its operands up to ':' and its types after, the rest passed
 * over; but a custom_call's attribute dict, right after @target( ... ), which
 * is read (dicts: 1). (After another op's @f( ... ), a '{' may open a region:
 * llvm.func @f() { ... }.)
 */
static int read_pretty(parser *p, op_marks *m, int dicts)
{
    size_t types = p->types.len;
    m->types = m->result_types = types;
    if (read_plain_pretty(p))
        return 0;
    int depth = 0, after_colon = 0, call_args = 0; /* inside ( ... ) of operands */
    int called = 0; /* the token before closed @f( ... ) */
    int braces = 0;         /* of depth, '{'s: a block named inside is no successor */
    int succ_args = 0, succ_types = 0; /* the depth inside ^bb1( ... ): its operands, then
                                          after its ':' its types */
    int goes_on = 0; /* the token before wants more: ',' '=' ':' '->' */
    uint32_t type_from = 0;
    hloa_mlir_kind prev = HLOA_MLIR_EOF;
    for (;;) {
        /* The op ends at a line that starts another, a '}' or its location (read by the
           caller). */
        int end = p->tok.kind == HLOA_MLIR_EOF ||
                  (depth == 0 && ((starts_line(p) && !goes_on && op_starts_at(p->t, p->tok.off, p->lx.end)) ||
                                  punct1(p, '}') || at_loc(p)));
        if (depth == 0 && after_colon && (end || punct1(p, ',') || punct(p, "->"))) {
            if (p->prev_end > type_from)
                HLOA_VEC_PUSH(p->types, ((hloa_mlir_span){type_from, p->prev_end - type_from}));
            if (punct(p, "->"))
                p->types.len = types; /* a function type: the results are what count */
            type_from = p->tok.off + p->tok.len;
        }
        /* The input ending inside its brackets is no end: a part cut there must not
           take it for one between two ops. */
        if (end && depth)
            return error(p, "a closing bracket");
        if (end)
            break;
        if (called && punct1(p, '{')) {
            if (read_dict(p))
                return -1;
            called = goes_on = 0;
            prev = HLOA_MLIR_PUNCT;
            continue;
        }
        called = 0;
        goes_on = depth == 0 && (punct1(p, ',') || punct1(p, '=') || punct1(p, ':') || punct(p, "->"));
        if (depth == 0 && after_colon && punct(p, "->")) {
            advance(p);
            if (punct1(p, '(')) { /* '(' results ')': each its own type */
                if (read_types(p))
                    return -1;
                type_from = p->prev_end;
                goes_on = 0;
            }
            prev = HLOA_MLIR_PUNCT;
            continue;
        }
        uint32_t plain;
        if (depth == 0 && after_colon &&
            (p->tok.kind == HLOA_MLIR_BARE || p->tok.kind == HLOA_MLIR_TYPE_ID) &&
            (plain = plain_type_end(p->t, p->tok.off, p->lx.end)) > p->tok.off + p->tok.len) {
            /* a plain type: on after its '<...>' at once (as read_type) */
            p->lx.pos = plain;
            p->tok.len = plain - p->tok.off;
        } else if (p->tok.kind == HLOA_MLIR_BLOCK && !braces) {
            HLOA_VEC_PUSH(p->succs, span_of(p->tok)); /* a successor, ^bb1 or ^bb1(%a : T) */
        } else if (succ_args && depth == succ_args && !succ_types &&
                   (punct1(p, ':') || p->tok.kind == HLOA_MLIR_VALUE)) {
            if (punct1(p, ':'))
                succ_types = 1;
            else
                HLOA_VEC_PUSH(p->vals, span_of(p->tok));
        } else if (depth == 0 && punct1(p, ':') && !after_colon) {
            after_colon = 1;
            type_from = p->tok.off + 1;
        } else if ((depth == 0 || (depth == 1 && call_args)) && !after_colon &&
                   p->tok.kind == HLOA_MLIR_VALUE) {
            /* '%i = ...' defines (scf.for's induction variable): no use */
            uint32_t next = skip_spaces(p->t, p->tok.off + p->tok.len, p->lx.end);
            if (next >= p->lx.end || p->t[next] != '=')
                HLOA_VEC_PUSH(p->vals, span_of(p->tok));
        } else if (is_open(p)) {
            /* @f( ... ) of a call, and name( ... ) right after the op's name (convolution,
               reduce, while): the operands are inside */
            call_args = depth == 0 && punct1(p, '(') &&
                        (prev == HLOA_MLIR_SYMBOL || (prev == HLOA_MLIR_EOF && p->tok.off == p->prev_end));
            braces += punct1(p, '{');
            if (++depth > HLOA_MAX_DEPTH)
                return error(p, "less deep nesting");
            if (prev == HLOA_MLIR_BLOCK && !braces && punct1(p, '(') && p->tok.off == p->prev_end)
                succ_args = depth, succ_types = 0;
        } else if (is_close(p) && depth > 0) {
            braces -= punct1(p, '}');
            if (depth == succ_args)
                succ_args = 0;
            called = --depth == 0 && call_args && dicts;
        }
        prev = p->tok.kind;
        advance(p);
    }
    /* spans cut at blanks: from the first to the last byte of each type */
    for (size_t i = types; i < p->types.len; i++) {
        hloa_mlir_span *s = &p->types.items[i];
        while (s->len && (p->t[s->off] == ' ' || p->t[s->off] == '(' || p->t[s->off] == '\t'))
            s->off++, s->len--;
        while (s->len && strchr(" \t\n\r)", p->t[s->off + s->len - 1]))
            s->len--;
    }
    return 0;
}

/* ('->' types)? ('attributes' dict)? after a signature (a function's, an async.execute's) */
static int read_results_and_attributes(parser *p)
{
    int rc = 0;
    if (punct(p, "->")) {
        advance(p);
        rc = read_types(p);
    }
    if (!rc && is(p, HLOA_MLIR_BARE, "attributes")) {
        advance(p);
        rc = read_dict(p);
    }
    return rc;
}

/*
 * MLIR's async.execute in its pretty form (the async dialect):
 *   async.execute ('[' %token, ... ']')? ('(' %value 'as' %arg ':' type, ... ')')?
 *                 ('->' types)? ('attributes' dict)? region
 * Its operands are the tokens, then the values; the region's arguments are
 * the '%arg's; its result types the values' (the token before them is
 * implied).
 */
static int read_async_execute(parser *p, hloa_mlir_op *op, op_marks *m)
{
    m->types = m->result_types = p->types.len;
    if (punct1(p, '[')) {
        advance(p);
        read_values(p);
        if (expect(p, "]", "',' or ']' after a dependency token"))
            return -1;
    }
    op->n_dependencies = (uint32_t)(p->vals.len - m->operands);
    span_vec args = {0}, arg_types = {0};
    int rc = 0;
    if (punct1(p, '(')) {
        advance(p);
        while (p->tok.kind == HLOA_MLIR_VALUE) { /* each error breaks out */
            HLOA_VEC_PUSH(p->vals, span_of(p->tok));
            advance(p);
            hloa_mlir_span ty;
            if (!is(p, HLOA_MLIR_BARE, "as")) {
                rc = error(p, "'as' and the region's argument");
                break;
            }
            advance(p);
            if (p->tok.kind != HLOA_MLIR_VALUE) {
                rc = error(p, "the region's argument");
                break;
            }
            HLOA_VEC_PUSH(args, span_of(p->tok));
            advance(p);
            rc = expect(p, ":", "':' and the argument's type");
            if (!rc && !(rc = read_type(p, &ty)))
                HLOA_VEC_PUSH(arg_types, ty);
            if (rc || !punct1(p, ','))
                break;
            advance(p);
        }
        if (!rc)
            rc = expect(p, ")", "',' or ')' after an operand");
    }
    m->types = m->result_types = p->types.len;
    if (!rc)
        rc = read_results_and_attributes(p);
    if (!rc && !punct1(p, '{'))
        rc = error(p, "'{' and the body of the async.execute");
    if (!rc) { /* the arguments on the stacks above the op's parts while the region is read */
        size_t vals = p->vals.len, types = p->types.len;
        HLOA_VEC_APPEND(p->vals, args.items, args.len);
        HLOA_VEC_APPEND(p->types, arg_types.items, arg_types.len);
        region_reading rr = {0};
        rr.sig_vals = vals;
        rr.sig_types = types;
        rr.n_sig_names = (uint32_t)args.len;
        op->region_off[0] = p->tok.off;
        op->n_regions = 1;
        rc = read_region(p, &rr);
        p->vals.len = vals;
        p->types.len = types;
    }
    free(args.items);
    free(arg_types.items);
    return rc;
}

static int read_op(parser *p)
{
    hloa_mlir_op op = {.off = p->tok.off};
    op_marks m = {p->vals.len, 0, p->attrs.len, p->types.len, p->types.len, p->succs.len};
    int rc = 0;
    while (p->tok.kind == HLOA_MLIR_VALUE) {
        HLOA_VEC_PUSH(p->vals, span_of(p->tok));
        advance(p);
        uint32_t count = 1;
        if (punct1(p, ':')) { /* %x:2 */
            advance(p);
            if (p->tok.kind != HLOA_MLIR_INTEGER) {
                rc = error(p, "the number of results after ':'");
                break;
            }
            count = 0;
            for (uint32_t i = 0; i < p->tok.len && count < 1000000; i++)
                count = count * 10 + (uint32_t)(p->t[p->tok.off + i] - '0');
            advance(p);
        }
        op.n_result_values += count;
        if (!punct1(p, ','))
            break;
        advance(p);
    }
    m.operands = p->vals.len;
    if (!rc && m.operands > m.results)
        rc = expect(p, "=", "'=' after the results");
    int generic = 0;
    if (!rc) {
        if (p->tok.kind == HLOA_MLIR_STRING) {
            generic = op.generic = 1;
            op.name = (hloa_mlir_span){p->tok.off + 1, p->tok.len - 2};
            advance(p);
        } else if (p->tok.kind == HLOA_MLIR_BARE) {
            op.name = span_of(p->tok);
            advance(p);
        } else {
            rc = error(p, "an operation");
        }
    }
    point_at_parts(p, &op, &m);
    p->v->op_begin(p->v->ctx, &op);
    if (!rc && generic)
        rc = read_generic(p, &op, &m);
    else if (!rc && span_is(p, op.name, "async.execute"))
        rc = read_async_execute(p, &op, &m);
    else if (!rc)
        rc = read_pretty(p, &m, op.name.len > 12 && !memcmp(p->t + op.name.off + op.name.len - 12,
                                                          ".custom_call", 12));
    if (!rc)
        rc = skip_loc(p);
    op.broken = rc != 0;
    op.end = p->prev_end;
    point_at_parts(p, &op, &m);
    p->v->op_end(p->v->ctx, &op);
    p->vals.len = m.results;
    p->attrs.len = m.attrs;
    p->types.len = m.types;
    p->succs.len = m.succs;
    return rc;
}

/* func ::= ('func.func' | 'async.func') visibility? @name args ('->' types)? ('attributes' dict)?
 *          region? */
static int read_func(parser *p)
{
    hloa_mlir_func f;
    memset(&f, 0, sizeof(f));
    f.off = p->tok.off;
    size_t vals = p->vals.len, types = p->types.len, attrs = p->attrs.len, results = types;
    int rc = 0;
    advance(p); /* func.func */
    if (is(p, HLOA_MLIR_BARE, "public") || is(p, HLOA_MLIR_BARE, "private") ||
        is(p, HLOA_MLIR_BARE, "nested")) {
        f.visibility = span_of(p->tok);
        advance(p);
    }
    if (p->tok.kind != HLOA_MLIR_SYMBOL) {
        rc = error(p, "the function's @name");
    } else {
        f.name = (hloa_mlir_span){p->tok.off + 1, p->tok.len - 1};
        advance(p);
        rc = read_args(p);
        results = p->types.len;
        if (!rc)
            rc = read_results_and_attributes(p);
    }
    f.has_body = !rc && punct1(p, '{');
    f.arg_types = HLOA_VEC_AT(p->types, types);
    f.n_args = (uint32_t)(results - types);
    f.result_types = HLOA_VEC_AT(p->types, results);
    f.n_results = (uint32_t)(p->types.len - results);
    f.attrs = HLOA_VEC_AT(p->attrs, attrs);
    f.n_attrs = (uint32_t)(p->attrs.len - attrs);
    f.body_off = f.has_body ? p->tok.off : 0;
    uint32_t names = (uint32_t)(p->vals.len - vals);
    p->v->func_begin(p->v->ctx, &f);
    if (f.has_body) {
        /* The body's entry block takes its arguments from the signature (no ^bb0 label written). */
        region_reading rr = {0};
        rr.r.of_func = 1;
        if (names && names <= f.n_args) {
            rr.sig_vals = vals;
            rr.sig_types = types;
            rr.n_sig_names = names;
        }
        rc = read_region(p, &rr);
        if (rc > 0)
            return rc; /* the text ends inside the body */
        f.body_end = p->prev_end;
    }
    if (!rc)
        rc = skip_loc(p);
    f.end = p->prev_end;
    f.arg_types = HLOA_VEC_AT(p->types, types);
    f.result_types = HLOA_VEC_AT(p->types, results);
    f.attrs = HLOA_VEC_AT(p->attrs, attrs);
    p->v->func_end(p->v->ctx, &f);
    p->vals.len = vals;
    p->types.len = types;
    p->attrs.len = attrs;
    return rc;
}

/* Pops types pushed since mark, for a function type read and dropped. */
static int read_fn_type_dropped(parser *p)
{
    size_t mark = p->types.len;
    int rc = read_types(p);
    if (!rc)
        rc = expect(p, "->", "'->' and the result types");
    if (!rc)
        rc = read_types(p);
    p->types.len = mark;
    return rc;
}

/* The value of attribute key among attrs[from, len), or an empty span. */
static hloa_mlir_span attr_value(const parser *p, size_t from, const char *key)
{
    for (size_t i = from; i < p->attrs.len; i++)
        if (span_is(p, p->attrs.items[i].key, key))
            return p->attrs.items[i].value;
    return (hloa_mlir_span){0, 0};
}

/*
 * What follows a generic op's regions, ')' ('{' dict '}')? ':' '(' ')' '->' '(' ')'
 * loc?, of "builtin.module" and "func.func", whose op type is () -> ();
 * its attributes pushed on p->attrs.
 */
static int read_generic_tail(parser *p)
{
    if (expect(p, ")", "')' after the region"))
        return -1;
    if (punct1(p, '{') && read_dict(p))
        return -1;
    if (expect(p, ":", "':' and the op's function type") || read_fn_type_dropped(p))
        return -1;
    return skip_loc(p);
}

/*
 * Where the bracket opened at text[i] closes, + 1, passing over strings and
 * comments; end when it does not. Bytes, not tokens: a generic function of
 * MLIR 16 and before writes its name after its body, which is looked ahead.
 */
static uint32_t skip_bracketed_bytes(const char *t, uint32_t i, uint32_t end)
{
    int depth = 0;
    for (; i < end; i++) {
        char c = t[i];
        if (c == '"') {
            for (i++; i < end && t[i] != '"'; i++)
                i += t[i] == '\\';
        } else if (c == '/' && i + 1 < end && t[i + 1] == '/') {
            while (i < end && t[i] != '\n')
                i++;
        } else if (c == '(' || c == '[' || c == '{') {
            depth++;
        } else if ((c == ')' || c == ']' || c == '}') && --depth == 0) {
            return i + 1;
        }
    }
    return end;
}

/* The attribute dict at text[i] (blanks before it passed), read onto p->attrs; the
   reading's place kept. 0 when there is none. */
static int read_dict_at(parser *p, uint32_t i)
{
    while (i < p->lx.end && (p->t[i] == ' ' || p->t[i] == '\t' || p->t[i] == '\n' || p->t[i] == '\r'))
        i++;
    if (i >= p->lx.end || p->t[i] != '{')
        return 0;
    hloa_mlir_lexer saved_lx = p->lx;
    hloa_mlir_token saved_tok = p->tok;
    uint32_t saved_prev = p->prev_end, saved_errors = p->errors;
    p->lx.pos = i;
    p->lx.directives = NULL;
    hloa_mlir_lex_next(&p->lx, &p->tok);
    hloa_diags *d = p->d;
    hloa_diags quiet;
    hloa_diags_init(&quiet);
    p->d = &quiet; /* told when the dict is read in its place */
    int rc = read_dict(p);
    p->d = d;
    hloa_diags_release(&quiet);
    p->errors = saved_errors;
    p->lx = saved_lx;
    p->tok = saved_tok;
    p->prev_end = saved_prev;
    return rc ? 0 : 1;
}

/* '"name"' '(' ')' ('<' properties '>')? of an op without operands (properties pushed). */
static int read_generic_head(parser *p, const char *no_operands)
{
    advance(p); /* its name */
    int rc = expect(p, "(", "'()'");
    if (!rc)
        rc = expect(p, ")", no_operands);
    if (!rc && punct1(p, '<')) {
        advance(p);
        rc = read_dict(p);
        if (!rc)
            rc = expect(p, ">", "'>' to close the properties");
    }
    return rc;
}

/*
 * The generic form of a function, as mlir-opt --mlir-print-op-generic prints it:
 *   "func.func"() <{function_type = (T) -> U, sym_name = "f", sym_visibility = "private"}>
 *       ({ ^bb0(%a: T): ... }) {execution_thread = "x"} : () -> ()
 * told as read_func tells the pretty form; the body's arguments are its label's.
 */
static int read_generic_func(parser *p)
{
    hloa_mlir_func f;
    memset(&f, 0, sizeof(f));
    f.off = p->tok.off;
    size_t types = p->types.len, attrs = p->attrs.len, results = types;
    int rc = read_generic_head(p, "')': a function has no operands");
    /* MLIR 16 and before: no properties, the name and type in the dict after the body */
    if (!rc && !attr_value(p, attrs, "sym_name").len && punct1(p, '('))
        read_dict_at(p, skip_bracketed_bytes(p->t, p->tok.off, p->lx.end));
    hloa_mlir_span name = rc ? (hloa_mlir_span){0, 0} : attr_value(p, attrs, "sym_name");
    hloa_mlir_span fty = rc ? name : attr_value(p, attrs, "function_type");
    f.visibility = attr_value(p, attrs, "sym_visibility");
    if (!rc && (name.len < 2 || p->t[name.off] != '"'))
        rc = error(p, "a func.func's sym_name property");
    if (!rc && fty.len) { /* its types, read from the property's text */
        hloa_mlir_lexer saved_lx = p->lx;
        hloa_mlir_token saved_tok = p->tok;
        uint32_t saved_prev = p->prev_end;
        hloa_mlir_lex_init(&p->lx, p->t, fty.off, fty.off + fty.len);
        p->lx.directives = NULL;
        hloa_mlir_lex_next(&p->lx, &p->tok);
        rc = read_types(p);
        results = p->types.len;
        if (!rc)
            rc = expect(p, "->", "'->' in the function type");
        if (!rc)
            rc = read_types(p);
        if (!rc && p->tok.kind != HLOA_MLIR_EOF)
            rc = error(p, "the end of the function type");
        p->lx = saved_lx;
        p->tok = saved_tok;
        p->prev_end = saved_prev;
    }
    if (!rc)
        rc = expect(p, "(", "'(' and the function's region");
    f.name = name;
    f.has_body = !rc && punct1(p, '{');
    f.arg_types = HLOA_VEC_AT(p->types, types);
    f.n_args = (uint32_t)(results - types);
    f.result_types = HLOA_VEC_AT(p->types, results);
    f.n_results = (uint32_t)(p->types.len - results);
    f.body_off = f.has_body ? p->tok.off : 0;
    if (rc) {
        p->types.len = types;
        p->attrs.len = attrs;
        return rc;
    }
    p->v->func_begin(p->v->ctx, &f);
    if (f.has_body) {
        region_reading rr = {0};
        rr.r.of_func = 1;
        rc = read_region(p, &rr);
        if (rc > 0)
            return rc; /* the text ends inside the body */
        f.body_end = p->prev_end;
    }
    size_t tail = p->attrs.len;
    if (!rc)
        rc = read_generic_tail(p);
    f.end = p->prev_end;
    f.arg_types = HLOA_VEC_AT(p->types, types);
    f.result_types = HLOA_VEC_AT(p->types, results);
    f.attrs = HLOA_VEC_AT(p->attrs, tail); /* the discardable attributes, after the region */
    f.n_attrs = (uint32_t)(p->attrs.len - tail);
    p->v->func_end(p->v->ctx, &f);
    p->types.len = types;
    p->attrs.len = attrs;
    return rc;
}

/*
 * The rest of a body a part of a module starts inside (mlir.h's IN_BODY):
 * its ops, then its '}' and what may follow a function.
 */
static int continue_body(parser *p)
{
    region_reading rr = {0};
    rr.r.of_func = 1;
    rr.r.off = p->tok.off;
    rr.begun = 1; /* told in the part before */
    p->depth = 1;
    int rc = read_blocks(p, &rr);
    if (rc > 0)
        return rc;
    p->depth = 0;
    hloa_mlir_func f;
    memset(&f, 0, sizeof(f));
    f.off = f.body_off = rr.r.off;
    f.body_end = p->prev_end;
    f.has_body = 1;
    size_t attrs = p->attrs.len;
    if (!rc) /* a pretty body's '}' is followed by a location at most; a generic one's by ')' */
        rc = punct1(p, ')') ? read_generic_tail(p) : skip_loc(p);
    f.end = p->prev_end;
    f.attrs = HLOA_VEC_AT(p->attrs, attrs);
    f.n_attrs = (uint32_t)(p->attrs.len - attrs);
    p->v->func_end(p->v->ctx, &f);
    p->attrs.len = attrs;
    return rc;
}

/* After an error: on at the next func.func that starts a line, or the end. */
static void recover(parser *p)
{
    do
        advance(p);
    while (p->tok.kind != HLOA_MLIR_EOF &&
           !(starts_line(p) && (is(p, HLOA_MLIR_BARE, "func.func") || is(p, HLOA_MLIR_STRING, "\"func.func\""))));
}

/* The end of an alias's value: a line that starts with something other than punctuation
   (a value's ': type' may go on the next line, as a long dense<...> is written). */
static int at_alias_end(const parser *p)
{
    return starts_line(p) && (p->tok.kind != HLOA_MLIR_PUNCT || punct1(p, '}'));
}

/* 'module' @name? ('attributes' dict)? '{'; a nested one is told as such */
static int read_module_header(parser *p, int nested)
{
    hloa_mlir_span name = {0, 0};
    advance(p);
    if (p->tok.kind == HLOA_MLIR_SYMBOL) {
        name = (hloa_mlir_span){p->tok.off + 1, p->tok.len - 1};
        advance(p);
    }
    int rc = 0, scheduled = 0;
    if (is(p, HLOA_MLIR_BARE, "attributes")) {
        size_t mark = p->attrs.len;
        advance(p);
        rc = read_dict(p);
        for (size_t i = mark; i < p->attrs.len; i++)
            scheduled |= span_is(p, p->attrs.items[i].key, "mhlo.is_scheduled") &&
                         span_is(p, p->attrs.items[i].value, "true");
        p->attrs.len = mark;
    }
    if (!rc)
        rc = expect(p, "{", "'{' to open the module");
    if (nested && !rc && p->v->nested_module)
        p->v->nested_module(p->v->ctx, name, 1);
    else if (!nested)
        p->v->module_header(p->v->ctx, name, scheduled);
    return rc;
}

/* '"builtin.module"' '(' ')' ('<' props '>')? '(' '{' ('^bb0' ':')? -- its ops follow */
static int read_generic_module_header(parser *p, int nested)
{
    size_t attrs = p->attrs.len;
    int rc = read_generic_head(p, "')': a module has no operands");
    hloa_mlir_span name = attr_value(p, attrs, "sym_name");
    p->attrs.len = attrs;
    if (!rc)
        rc = expect(p, "(", "'(' and the module's region");
    if (!rc)
        rc = expect(p, "{", "'{' to open the module's region");
    if (!rc && p->tok.kind == HLOA_MLIR_BLOCK) {
        advance(p);
        rc = expect(p, ":", "':' after the block label");
    }
    name = name.len >= 2 ? name : (hloa_mlir_span){0, 0};
    if (!rc && nested && p->v->nested_module)
        p->v->nested_module(p->v->ctx, name, 1);
    else if (!rc && !nested)
        p->v->module_header(p->v->ctx, name, 0);
    return rc;
}

/* The end of a generic module, after its region's '}': ')' {attrs}? ': () -> ()'. */
static int read_generic_module_end(parser *p, int nested)
{
    size_t mark = p->attrs.len;
    int rc = read_generic_tail(p);
    int scheduled = 0;
    for (size_t i = mark; i < p->attrs.len; i++)
        scheduled |= span_is(p, p->attrs.items[i].key, "mhlo.is_scheduled") &&
                     span_is(p, p->attrs.items[i].value, "true");
    p->attrs.len = mark;
    if (scheduled && !nested)
        p->v->module_header(p->v->ctx, (hloa_mlir_span){0, 0}, 1);
    return rc;
}

/* !alias = type, #alias = attribute: to the end of its line, told to the visitor. */
static int read_alias(parser *p)
{
    hloa_mlir_span name = span_of(p->tok);
    int type = p->tok.kind == HLOA_MLIR_TYPE_ID;
    advance(p);
    uint32_t from;
    if (expect(p, "=", type ? "'=' after a type alias" : "'=' after an attribute alias") ||
        skip_until(p, at_alias_end, &from))
        return -1;
    if (p->prev_end <= from) { /* what follows is read on: it is not the value */
        error(p, "the alias's value");
        return 0;
    }
    if (p->v->alias)
        p->v->alias(p->v->ctx, name, (hloa_mlir_span){from, p->prev_end - from}, type);
    return 0;
}

uint32_t hloa_mlir_read(const char *text, uint32_t begin, uint32_t end, hloa_mlir_place start,
                        int may_end_open, const hloa_mlir_visitor *v, hloa_diags *d,
                        hloa_mlir_place *ended)
{
    parser p = {.t = text, .v = v, .d = d, .may_end_open = may_end_open};
    hloa_mlir_lex_init(&p.lx, text, begin, end);
    p.lx.directives = v->directives;
    /* A part starts at a line: its first token starts one, as in the whole text. */
    p.prev_end = begin && text[begin - 1] == '\n' ? begin - 1 : begin;
    hloa_mlir_lex_next(&p.lx, &p.tok);
    int in_module = start == HLOA_MLIR_IN_MODULE || start == HLOA_MLIR_IN_BODY;
    /* Modules inside the module, or after other ops at the top (MLIR makes a module around
       the ops at the top unless the text is one module): each its own symbol table. */
    uint32_t nested = 0;
    int read_top = start != HLOA_MLIR_AT_TOP; /* an op, function or module read at the top */
    if (start == HLOA_MLIR_IN_BODY || start == HLOA_MLIR_IN_TOP_BODY) {
        int rc = continue_body(&p);
        if (rc < 0)
            recover(&p);
    }
    while (!p.ended_open && p.tok.kind != HLOA_MLIR_EOF) {
        int module =
            is(&p, HLOA_MLIR_BARE, "module") || is(&p, HLOA_MLIR_STRING, "\"builtin.module\"");
        int inner = module && (in_module || nested || read_top);
        if (!module && !in_module && !nested && p.tok.kind != HLOA_MLIR_ATTR_ID &&
            p.tok.kind != HLOA_MLIR_TYPE_ID && p.tok.kind != HLOA_MLIR_RESOURCE_OPEN)
            read_top = 1;
        if (p.tok.kind == HLOA_MLIR_ATTR_ID || p.tok.kind == HLOA_MLIR_TYPE_ID) {
            if (read_alias(&p))
                recover(&p);
        } else if (p.tok.kind == HLOA_MLIR_RESOURCE_OPEN) {
            while (p.tok.kind != HLOA_MLIR_EOF && p.tok.kind != HLOA_MLIR_RESOURCE_CLOSE)
                advance(&p);
            if (p.tok.kind == HLOA_MLIR_EOF)
                error(&p, "'#-}' to close the dialect resources");
            else
                advance(&p);
        } else if (module) {
            int rc = p.tok.kind == HLOA_MLIR_STRING ? read_generic_module_header(&p, inner)
                                                    : read_module_header(&p, inner);
            read_top = 1;
            if (rc)
                recover(&p);
            else if (inner)
                nested++;
            else
                in_module = 1;
        } else if ((in_module || nested) && punct1(&p, '}')) {
            int inner_end = nested > 0;
            if (nested)
                nested--;
            else
                in_module = 0;
            if (inner_end && p.v->nested_module)
                p.v->nested_module(p.v->ctx, (hloa_mlir_span){0, 0}, 0);
            advance(&p);
            if (punct1(&p, ')') ? read_generic_module_end(&p, inner_end) : skip_loc(&p))
                recover(&p);
        } else if (is(&p, HLOA_MLIR_BARE, "func.func") || is(&p, HLOA_MLIR_BARE, "async.func")) {
            if (read_func(&p) < 0)
                recover(&p);
        } else if (is(&p, HLOA_MLIR_STRING, "\"func.func\"")) {
            if (read_generic_func(&p) < 0)
                recover(&p);
        } else if (p.tok.kind == HLOA_MLIR_STRING || (p.tok.kind == HLOA_MLIR_BARE &&
                                                      op_starts_at(p.t, p.tok.off, p.lx.end))) {
            /* another op at the top (sdy.mesh @mesh = <...>, gpu.module): read, kept by name */
            if (read_op(&p) < 0)
                recover(&p);
        } else {
            error(&p, "func.func, module or an operation");
            recover(&p);
        }
    }
    if ((in_module || nested) && !p.ended_open && !may_end_open)
        error(&p, "'}' to close the module");
    if (ended)
        *ended = p.ended_open ? (in_module ? HLOA_MLIR_IN_BODY : HLOA_MLIR_IN_TOP_BODY)
                 : in_module  ? HLOA_MLIR_IN_MODULE
                              : HLOA_MLIR_AT_TOP;
    free(p.vals.items);
    free(p.types.items);
    free(p.attrs.items);
    free(p.succs.items);
    return p.errors;
}
