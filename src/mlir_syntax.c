/*
 * The syntax of an MLIR module (see mlir.h): functions, blocks and
 * operations as spans of the text, read from mlir_lex.c's tokens. Meaning
 * (which op is an async start, what a type is) comes later, from the spans.
 */
#include "hloasync/mlir.h"

#include <stdlib.h>
#include <string.h>

typedef struct parser {
    hloa_mlir_lexer lx;
    hloa_mlir_token tok;   /* the current token */
    uint32_t prev_end;     /* where the token before it ended */
    const char *t;
    hloa_arena *arena;
    hloa_diags *d;
    uint32_t errors;
    int depth;             /* regions nested */
} parser;

static void advance(parser *p)
{
    p->prev_end = p->tok.off + p->tok.len;
    p->tok = hloa_mlir_lex_next(&p->lx);
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

static int punct(const parser *p, const char *text)
{
    return is(p, HLOA_MLIR_PUNCT, text);
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

static int is_open(const parser *p)
{
    return punct(p, "(") || punct(p, "[") || punct(p, "{") || punct(p, "<");
}

static int is_close(const parser *p)
{
    return punct(p, ")") || punct(p, "]") || punct(p, "}") || punct(p, ">");
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
    return punct(p, ",") || is_close(p);
}

/* A type: a name or type id with its balanced <...>, as a span. */
static int read_type(parser *p, hloa_mlir_span *out)
{
    if (p->tok.kind != HLOA_MLIR_BARE && p->tok.kind != HLOA_MLIR_TYPE_ID)
        return error(p, "a type");
    uint32_t b = p->tok.off;
    advance(p);
    if (punct(p, "<")) {
        int depth = 0;
        do {
            if (p->tok.kind == HLOA_MLIR_EOF)
                return error(p, "'>' to close the type");
            depth += punct(p, "<") - punct(p, ">");
            if (depth > HLOA_MAX_DEPTH)
                return error(p, "less deep nesting");
            advance(p);
        } while (depth > 0);
    }
    *out = (hloa_mlir_span){b, p->prev_end - b};
    return 0;
}

typedef HLOA_VEC(hloa_mlir_span) span_vec;
typedef HLOA_VEC(hloa_mlir_attr) attr_vec;

static void *keep(parser *p, void *items, size_t n, size_t size)
{
    void *out = n ? hloa_arena_memdup(p->arena, items, n, size) : NULL;
    free(items);
    return out;
}

/* Vector v's items kept in the arena as array (count its length); v is freed. */
#define KEEP(p, v, array, count)                                                                   \
    ((count) = (uint32_t)(v).len, (array) = keep((p), (v).items, (v).len, sizeof(*(v).items)))

/* dict ::= '{' (key ('=' value)? (',' ...)*)? '}' */
static int read_dict(parser *p, attr_vec *attrs)
{
    if (expect(p, "{", "'{'"))
        return -1;
    while (!punct(p, "}")) {
        if (p->tok.kind != HLOA_MLIR_BARE && p->tok.kind != HLOA_MLIR_STRING)
            return error(p, "an attribute name");
        hloa_mlir_attr a = {span_of(p->tok), {p->tok.off + p->tok.len, 0}};
        advance(p);
        if (punct(p, "=")) {
            advance(p);
            uint32_t from;
            if (skip_until(p, at_comma_or_close, &from))
                return -1;
            a.value = (hloa_mlir_span){from, p->prev_end > from ? p->prev_end - from : 0};
            if (!a.value.len)
                return error(p, "an attribute value");
        }
        HLOA_VEC_PUSH(*attrs, a);
        if (!punct(p, ","))
            break;
        advance(p);
    }
    return expect(p, "}", "',' or '}' in an attribute dictionary");
}

/* ('loc' '(' ... ')')? after an op, an argument or a function */
static int skip_loc(parser *p)
{
    if (!is(p, HLOA_MLIR_BARE, "loc"))
        return 0;
    advance(p);
    if (expect(p, "(", "'(' after loc"))
        return -1;
    uint32_t from;
    if (skip_until(p, is_close, &from))
        return -1;
    return expect(p, ")", "')' to close loc(...)");
}

static int read_region(parser *p, hloa_mlir_region *r);

/* types ::= type (',' type)* , or '(' types ')' */
static int read_types(parser *p, span_vec *out)
{
    int paren = punct(p, "(");
    if (paren) {
        advance(p);
        if (punct(p, ")")) {
            advance(p);
            return 0;
        }
    }
    for (;;) {
        hloa_mlir_span s;
        if (read_type(p, &s))
            return -1;
        HLOA_VEC_PUSH(*out, s);
        if (paren && punct(p, "{")) { /* a result's attributes: read, not kept */
            attr_vec ignored = {0};
            int rc = read_dict(p, &ignored);
            free(ignored.items);
            if (rc)
                return -1;
        }
        if (!punct(p, ","))
            break;
        advance(p);
    }
    return paren ? expect(p, ")", "',' or ')' in a list of types") : 0;
}

static int read_generic(parser *p, hloa_mlir_op *op, span_vec *operands, attr_vec *attrs)
{
    op->generic = 1;
    op->name = (hloa_mlir_span){p->tok.off + 1, p->tok.len - 2};
    advance(p);
    if (expect(p, "(", "'(' and the operands"))
        return -1;
    while (p->tok.kind == HLOA_MLIR_VALUE) {
        HLOA_VEC_PUSH(*operands, span_of(p->tok));
        advance(p);
        if (!punct(p, ","))
            break;
        advance(p);
    }
    if (expect(p, ")", "an operand or ')'"))
        return -1;
    if (punct(p, "[")) { /* successors */
        uint32_t from;
        advance(p);
        if (skip_until(p, is_close, &from) || expect(p, "]", "']'"))
            return -1;
    }
    if (punct(p, "<")) { /* properties */
        advance(p);
        if (read_dict(p, attrs) || expect(p, ">", "'>' to close the properties"))
            return -1;
    }
    if (punct(p, "(")) { /* regions */
        HLOA_VEC(hloa_mlir_region) regions = {0};
        advance(p);
        for (;;) {
            hloa_mlir_region r;
            if (read_region(p, &r)) {
                free(regions.items);
                return -1;
            }
            HLOA_VEC_PUSH(regions, r);
            if (!punct(p, ","))
                break;
            advance(p);
        }
        KEEP(p, regions, op->regions, op->n_regions);
        if (expect(p, ")", "',' or ')' after a region"))
            return -1;
    }
    if (punct(p, "{") && read_dict(p, attrs))
        return -1;
    if (expect(p, ":", "':' and the op's function type"))
        return -1;
    span_vec in = {0}, out = {0};
    int rc = punct(p, "(") ? read_types(p, &in) : error(p, "'(' and the operand types");
    if (!rc)
        rc = expect(p, "->", "'->' and the result types");
    if (!rc)
        rc = read_types(p, &out);
    KEEP(p, in, op->operand_types, op->n_operand_types);
    KEEP(p, out, op->result_types, op->n_result_types);
    return rc;
}

/* A pretty op: its operands up to ':' and its types after, the rest passed over. */
static int read_pretty(parser *p, hloa_mlir_op *op, span_vec *operands)
{
    op->name = span_of(p->tok);
    advance(p);
    span_vec types = {0};
    int depth = 0, after_colon = 0, call_args = 0; /* inside @f( ... ): a call's operands */
    uint32_t type_from = 0;
    hloa_mlir_kind prev = HLOA_MLIR_EOF;
    for (;;) {
        int end = p->tok.kind == HLOA_MLIR_EOF || (depth == 0 && (starts_line(p) || punct(p, "}")));
        if (depth == 0 && after_colon && (end || punct(p, ",") || punct(p, "->"))) {
            if (p->prev_end > type_from)
                HLOA_VEC_PUSH(types, ((hloa_mlir_span){type_from, p->prev_end - type_from}));
            if (punct(p, "->"))
                types.len = 0; /* a function type: the results are what count */
            type_from = p->tok.off + p->tok.len;
        }
        if (end)
            break;
        if (depth == 0 && punct(p, ":") && !after_colon) {
            after_colon = 1;
            type_from = p->tok.off + 1;
        } else if ((depth == 0 || (depth == 1 && call_args)) && !after_colon &&
                   p->tok.kind == HLOA_MLIR_VALUE) {
            HLOA_VEC_PUSH(*operands, span_of(p->tok));
        } else if (is_open(p)) {
            call_args = depth == 0 && prev == HLOA_MLIR_SYMBOL && punct(p, "(");
            if (++depth > HLOA_MAX_DEPTH) {
                free(types.items);
                return error(p, "less deep nesting");
            }
        } else if (is_close(p) && depth > 0) {
            depth--;
        }
        prev = p->tok.kind;
        advance(p);
    }
    /* spans cut at blanks: from the first to the last byte of each type */
    for (size_t i = 0; i < types.len; i++) {
        hloa_mlir_span *s = &types.items[i];
        while (s->len && (p->t[s->off] == ' ' || p->t[s->off] == '(' || p->t[s->off] == '\t'))
            s->off++, s->len--;
        while (s->len && strchr(" \t\n\r)", p->t[s->off + s->len - 1]))
            s->len--;
    }
    KEEP(p, types, op->result_types, op->n_result_types);
    return 0;
}

static int read_op(parser *p, hloa_mlir_op *op)
{
    memset(op, 0, sizeof(*op));
    op->off = p->tok.off;
    span_vec results = {0}, operands = {0};
    attr_vec attrs = {0};
    int rc = 0;
    while (p->tok.kind == HLOA_MLIR_VALUE) {
        HLOA_VEC_PUSH(results, span_of(p->tok));
        advance(p);
        uint32_t count = 1;
        if (punct(p, ":")) { /* %x:2 */
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
        op->n_result_values += count;
        if (!punct(p, ","))
            break;
        advance(p);
    }
    if (!rc && results.len)
        rc = expect(p, "=", "'=' after the results");
    if (!rc) {
        if (p->tok.kind == HLOA_MLIR_STRING)
            rc = read_generic(p, op, &operands, &attrs);
        else if (p->tok.kind == HLOA_MLIR_BARE)
            rc = read_pretty(p, op, &operands);
        else
            rc = error(p, "an operation");
    }
    if (!rc)
        rc = skip_loc(p);
    op->broken = rc != 0;
    op->end = p->prev_end;
    KEEP(p, results, op->results, op->n_results);
    KEEP(p, operands, op->operands, op->n_operands);
    KEEP(p, attrs, op->attrs, op->n_attrs);
    return rc;
}

/* '(' (%arg ':' type dict? loc? (',' ...)*)? ')' of a block label or a function (types alone: a declaration) */
static int read_args(parser *p, span_vec *names, span_vec *types)
{
    if (expect(p, "(", "'(' and the arguments"))
        return -1;
    while (!punct(p, ")")) {
        if (p->tok.kind == HLOA_MLIR_VALUE) {
            HLOA_VEC_PUSH(*names, span_of(p->tok));
            advance(p);
            if (expect(p, ":", "':' and the argument's type"))
                return -1;
        }
        hloa_mlir_span ty;
        if (read_type(p, &ty))
            return -1;
        HLOA_VEC_PUSH(*types, ty);
        if (punct(p, "{")) { /* argument attributes: read, not kept */
            attr_vec ignored = {0};
            int rc = read_dict(p, &ignored);
            free(ignored.items);
            if (rc)
                return -1;
        }
        if (skip_loc(p))
            return -1;
        if (!punct(p, ","))
            break;
        advance(p);
    }
    return expect(p, ")", "',' or ')' after an argument");
}

static int read_region(parser *p, hloa_mlir_region *r)
{
    memset(r, 0, sizeof(*r));
    r->off = p->tok.off;
    if (expect(p, "{", "'{' to open a region"))
        return -1;
    if (++p->depth > HLOA_MAX_DEPTH)
        return error(p, "regions nested less deep");
    HLOA_VEC(hloa_mlir_op) ops = {0};
    span_vec args = {0}, types = {0};
    int rc = 0;
    while (!rc && !punct(p, "}")) {
        if (p->tok.kind == HLOA_MLIR_BLOCK) { /* ^bb0(%a: t): */
            int first = ops.len == 0 && args.len == 0;
            advance(p);
            span_vec n = {0}, ty = {0};
            if (punct(p, "("))
                rc = read_args(p, &n, &ty);
            if (!rc && first) {
                args = n, types = ty;
            } else {
                free(n.items);
                free(ty.items);
            }
            if (!rc)
                rc = expect(p, ":", "':' after a block label");
            continue;
        }
        if (p->tok.kind == HLOA_MLIR_EOF) {
            rc = error(p, "'}' to close the region");
            break;
        }
        hloa_mlir_op op;
        rc = read_op(p, &op);
        HLOA_VEC_PUSH(ops, op);
    }
    if (!rc)
        rc = expect(p, "}", "'}' to close the region");
    p->depth--;
    r->end = p->prev_end;
    KEEP(p, args, r->args, r->n_args);
    r->arg_types = keep(p, types.items, types.len, sizeof(hloa_mlir_span));
    KEEP(p, ops, r->ops, r->n_ops);
    return rc;
}

/* func ::= 'func.func' visibility? @name args ('->' types)? ('attributes' dict)? region? */
static int read_func(parser *p, hloa_mlir_func *f)
{
    memset(f, 0, sizeof(*f));
    f->off = p->tok.off;
    advance(p); /* func.func */
    if (is(p, HLOA_MLIR_BARE, "public") || is(p, HLOA_MLIR_BARE, "private") ||
        is(p, HLOA_MLIR_BARE, "nested")) {
        f->visibility = span_of(p->tok);
        advance(p);
    }
    if (p->tok.kind != HLOA_MLIR_SYMBOL) {
        f->end = p->prev_end;
        return error(p, "the function's @name");
    }
    f->name = (hloa_mlir_span){p->tok.off + 1, p->tok.len - 1};
    advance(p);
    span_vec names = {0}, args = {0}, results = {0};
    attr_vec attrs = {0};
    int rc = read_args(p, &names, &args);
    if (!rc && punct(p, "->")) {
        advance(p);
        rc = read_types(p, &results);
    }
    if (!rc && is(p, HLOA_MLIR_BARE, "attributes")) {
        advance(p);
        rc = read_dict(p, &attrs);
    }
    if (!rc && punct(p, "{")) {
        f->has_body = 1;
        rc = read_region(p, &f->body);
    }
    if (!rc)
        rc = skip_loc(p);
    /* The body's entry block takes its arguments from the signature (no ^bb0 label written). */
    if (f->has_body && !f->body.n_args && names.len && names.len <= args.len) {
        f->body.n_args = (uint32_t)names.len;
        f->body.arg_types = hloa_arena_memdup(p->arena, args.items, names.len, sizeof(hloa_mlir_span));
        f->body.args = keep(p, names.items, names.len, sizeof(hloa_mlir_span));
    } else {
        free(names.items);
    }
    f->end = p->prev_end;
    KEEP(p, args, f->arg_types, f->n_args);
    KEEP(p, results, f->result_types, f->n_results);
    KEEP(p, attrs, f->attrs, f->n_attrs);
    return rc;
}

/* After an error: on at the next func.func that starts a line, or the end. */
static void recover(parser *p)
{
    do
        advance(p);
    while (p->tok.kind != HLOA_MLIR_EOF && !(starts_line(p) && is(p, HLOA_MLIR_BARE, "func.func")));
}

static int at_line_start(const parser *p)
{
    return starts_line(p);
}

uint32_t hloa_mlir_read(const char *text, uint32_t begin, uint32_t end, hloa_arena *arena,
                        hloa_mlir_syntax *out, hloa_diags *d)
{
    parser p = {.t = text, .arena = arena, .d = d};
    hloa_mlir_lex_init(&p.lx, text, begin, end);
    p.prev_end = begin;
    p.tok = hloa_mlir_lex_next(&p.lx);
    memset(out, 0, sizeof(*out));
    HLOA_VEC(hloa_mlir_func) funcs = {0};
    int in_module = 0;
    while (p.tok.kind != HLOA_MLIR_EOF) {
        uint32_t from;
        if (p.tok.kind == HLOA_MLIR_ATTR_ID) { /* #alias = value, to the end of its line */
            advance(&p);
            if (expect(&p, "=", "'=' after an attribute alias") ||
                skip_until(&p, at_line_start, &from))
                recover(&p);
        } else if (p.tok.kind == HLOA_MLIR_RESOURCE_OPEN) {
            while (p.tok.kind != HLOA_MLIR_EOF && p.tok.kind != HLOA_MLIR_RESOURCE_CLOSE)
                advance(&p);
            if (p.tok.kind == HLOA_MLIR_EOF)
                error(&p, "'#-}' to close the dialect resources");
            else
                advance(&p);
        } else if (is(&p, HLOA_MLIR_BARE, "module") && !in_module) {
            advance(&p);
            if (p.tok.kind == HLOA_MLIR_SYMBOL) {
                out->module_name = (hloa_mlir_span){p.tok.off + 1, p.tok.len - 1};
                advance(&p);
            }
            int rc = 0;
            if (is(&p, HLOA_MLIR_BARE, "attributes")) {
                attr_vec attrs = {0};
                advance(&p);
                rc = read_dict(&p, &attrs);
                for (size_t i = 0; i < attrs.len; i++)
                    out->scheduled |= span_is(&p, attrs.items[i].key, "mhlo.is_scheduled") &&
                                      span_is(&p, attrs.items[i].value, "true");
                free(attrs.items);
            }
            if (rc || expect(&p, "{", "'{' to open the module"))
                recover(&p);
            else
                in_module = 1;
        } else if (in_module && punct(&p, "}")) {
            in_module = 0;
            advance(&p);
            skip_loc(&p);
        } else if (is(&p, HLOA_MLIR_BARE, "func.func")) {
            hloa_mlir_func f;
            int rc = read_func(&p, &f);
            HLOA_VEC_PUSH(funcs, f);
            if (rc)
                recover(&p);
        } else {
            error(&p, "func.func or module");
            recover(&p);
        }
    }
    if (in_module)
        error(&p, "'}' to close the module");
    KEEP(&p, funcs, out->funcs, out->n_funcs);
    out->errors = p.errors;
    return p.errors;
}
