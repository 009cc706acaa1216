/*
 * Reading shapes from HLO text: the shape grammar of reference/hlo-grammar.md,
 * token by token, with the spelling cache (shape_cache.c) asked first.
 */
#include "hloasync/shape.h"

#include "hloasync/shape_cache.h"

#include <stdlib.h>
#include <string.h>

static const hloa_shape *parse_shape(hloa_shape_parser *sp, hloa_token *tok, int depth);

typedef HLOA_VEC(int64_t) i64_vec;
typedef HLOA_VEC(hloa_layout_item) item_vec;

static void next(hloa_shape_parser *sp, hloa_token *tok)
{
    *tok = hloa_lex_next(sp->lx);
}

static int fail(hloa_shape_parser *sp, hloa_token tok, const char *what)
{
    if (tok.kind == HLOA_TK_ERROR)
        return hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, tok.off, tok.off + tok.len, "%s",
                               sp->lx->error);
    return hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, tok.off, tok.off + tok.len,
                           "expected %s, found %s", what, hloa_tok_kind_name(tok.kind));
}

static int expect(hloa_shape_parser *sp, hloa_token *tok, int kind)
{
    if (tok->kind != kind)
        return fail(sp, *tok, hloa_tok_kind_name(kind));
    next(sp, tok);
    return 0;
}

static int is_ident(const hloa_shape_parser *sp, hloa_token tok, const char *word)
{
    size_t n = strlen(word);
    return tok.kind == HLOA_TK_IDENT && tok.len == n && memcmp(sp->lx->text + tok.off, word, n) == 0;
}

int hloa_shape_starts(const hloa_lexer *lx, hloa_token tok)
{
    if (tok.kind == HLOA_TK_LPAREN)
        return 1;
    if (tok.kind != HLOA_TK_IDENT)
        return 0;
    const char *s = lx->text + tok.off;
    char after = s[tok.len];
    if (after == '[')
        return 1;
    if (tok.len == 1 && s[0] == 'b' && after == '(')
        return 1;
    return hloa_elem_lookup(s, tok.len) >= 0;
}

/* Reads one non-negative integer; INT token expected. */
static int parse_int(hloa_shape_parser *sp, hloa_token *tok, int64_t *v)
{
    if (tok->kind != HLOA_TK_INT)
        return fail(sp, *tok, "an integer");
    if (hloa_tok_int(sp->lx->text, *tok, v))
        return hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, tok->off, tok->off + tok->len,
                               "integer %.*s out of range", (int)tok->len,
                               sp->lx->text + tok->off);
    next(sp, tok);
    return 0;
}

/*
 * layout_item ::= tag group+        tag ::= D T L # * E S SC P M
 * group ::= '(' tokens ')'          (kept as canonical text, white space dropped)
 */
static int parse_layout_item(hloa_shape_parser *sp, hloa_token *tok, hloa_layout_item *item,
                             hloa_strbuf *scratch)
{
    const char *text = sp->lx->text;
    if (tok->kind == HLOA_TK_HASH || tok->kind == HLOA_TK_STAR) {
        item->tag[0] = text[tok->off];
        item->tag[1] = 0;
    } else if (tok->kind == HLOA_TK_IDENT && tok->len <= 2 &&
               (strchr("DTLESPM", text[tok->off]) || is_ident(sp, *tok, "SC"))) {
        memcpy(item->tag, text + tok->off, tok->len);
        item->tag[tok->len] = 0;
    } else {
        return fail(sp, *tok, "a layout item (T, S, E, D, L, P, M, SC, # or *)");
    }
    next(sp, tok);
    if (tok->kind != HLOA_TK_LPAREN)
        return fail(sp, *tok, "'(' after the layout tag");
    hloa_strbuf_clear(scratch);
    int groups = item->tag[0] == 'T' || !strcmp(item->tag, "SC") ? 1000 : 1;
    while (groups-- > 0 && tok->kind == HLOA_TK_LPAREN) {
        int depth = 0;
        do {
            if (tok->kind == HLOA_TK_EOF || tok->kind == HLOA_TK_ERROR)
                return fail(sp, *tok, "')'");
            if (tok->kind == HLOA_TK_LPAREN)
                depth++;
            else if (tok->kind == HLOA_TK_RPAREN)
                depth--;
            if (depth > HLOA_MAX_DEPTH)
                return hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, tok->off, tok->off + 1,
                                       "maximum nesting depth exceeded");
            hloa_strbuf_add(scratch, text + hloa_tok_begin(*tok),
                            hloa_tok_end(*tok) - hloa_tok_begin(*tok));
            next(sp, tok);
        } while (depth > 0);
    }
    item->len = (uint32_t)scratch->len;
    item->text = hloa_arena_strndup(sp->table->arena, scratch->buf, scratch->len);
    return 0;
}

/* layout ::= '{' minor_to_major? (':' layout_item*)? '}' */
static int parse_layout(hloa_shape_parser *sp, hloa_token *tok, hloa_shape *s, i64_vec *m2m,
                        item_vec *items)
{
    next(sp, tok); /* '{' */
    if (tok->kind == HLOA_TK_INT) {
        for (;;) {
            int64_t v;
            if (parse_int(sp, tok, &v))
                return -1;
            HLOA_VEC_PUSH(*m2m, v);
            if (tok->kind != HLOA_TK_COMMA)
                break;
            next(sp, tok);
        }
    }
    if (tok->kind == HLOA_TK_COLON) {
        next(sp, tok);
        hloa_strbuf scratch = HLOA_STRBUF_INIT;
        while (tok->kind != HLOA_TK_RBRACE) {
            hloa_layout_item item = {{0}, NULL, 0};
            if (parse_layout_item(sp, tok, &item, &scratch)) {
                hloa_strbuf_release(&scratch);
                return -1;
            }
            HLOA_VEC_PUSH(*items, item);
        }
        hloa_strbuf_release(&scratch);
    }
    if (expect(sp, tok, HLOA_TK_RBRACE))
        return -1;
    s->has_layout = 1;
    return 0;
}

/* Is the '{' at the current position a layout? Only if INT or ':' follows (XLA's rule). */
static int layout_follows(hloa_shape_parser *sp, hloa_token tok)
{
    if (tok.kind != HLOA_TK_LBRACE)
        return 0;
    hloa_lexer peek = *sp->lx;
    hloa_token t = hloa_lex_next(&peek);
    return t.kind == HLOA_TK_INT || t.kind == HLOA_TK_COLON;
}

/* array_shape ::= TYPE '[' (dim (',' dim)*)? ']' layout?     dim ::= INT | '<=' INT | '?' */
static const hloa_shape *parse_array(hloa_shape_parser *sp, hloa_token *tok)
{
    hloa_shape s = {.kind = HLOA_SHAPE_ARRAY};
    const char *text = sp->lx->text;
    int e = hloa_elem_lookup(text + tok->off, tok->len);
    if (e < 0) {
        s.elem = HLOA_ELEM_OTHER;
        s.elem_name = text + tok->off;
        s.elem_name_len = tok->len;
    } else {
        s.elem = (uint8_t)e;
    }
    next(sp, tok);
    i64_vec dims = {0}, m2m = {0};
    HLOA_VEC(uint8_t) kinds = {0};
    item_vec items = {0};
    const hloa_shape *result = NULL;
    if (expect(sp, tok, HLOA_TK_LBRACKET))
        goto out;
    while (tok->kind != HLOA_TK_RBRACKET) {
        uint8_t kind = HLOA_DIM_STATIC;
        int64_t v = 0;
        if (tok->kind == HLOA_TK_QUESTION) {
            kind = HLOA_DIM_UNBOUNDED;
            next(sp, tok);
        } else {
            if (tok->kind == HLOA_TK_LEQ) {
                kind = HLOA_DIM_BOUNDED;
                next(sp, tok);
            }
            hloa_token at = *tok;
            if (parse_int(sp, tok, &v))
                goto out;
            if (v < 0 && sp->lx->text[at.off] != '-') { /* past int64, read as XLA bit-casts */
                hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, at.off, at.off + at.len,
                                "dimension size %.*s is out of range (at most 2^63-1)",
                                (int)at.len, sp->lx->text + at.off);
                goto out;
            }
            if (v < 0) {
                hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, at.off, at.off + at.len,
                                "dimension size must not be negative");
                goto out;
            }
        }
        if (kind != HLOA_DIM_STATIC)
            s.dynamic = 1;
        HLOA_VEC_PUSH(dims, v);
        HLOA_VEC_PUSH(kinds, kind);
        if (tok->kind == HLOA_TK_COMMA) {
            next(sp, tok);
            if (tok->kind == HLOA_TK_RBRACKET) {
                fail(sp, *tok, "a dimension");
                goto out;
            }
        } else if (tok->kind != HLOA_TK_RBRACKET) {
            fail(sp, *tok, "',' or ']'");
            goto out;
        }
    }
    next(sp, tok);
    if (layout_follows(sp, *tok) && parse_layout(sp, tok, &s, &m2m, &items))
        goto out;
    if (dims.len > UINT32_MAX / 2) {
        fail(sp, *tok, "fewer dimensions");
        goto out;
    }
    s.n = (uint32_t)dims.len;
    s.dims = dims.items;
    s.dim_kinds = s.dynamic ? kinds.items : NULL;
    s.n_minor_to_major = (uint32_t)m2m.len;
    s.minor_to_major = m2m.items;
    s.n_items = (uint32_t)items.len;
    s.items = items.items;
    result = hloa_shape_intern(sp->table, &s);
out:
    free(dims.items);
    free(kinds.items);
    free(m2m.items);
    free(items.items);
    return result;
}

const hloa_shape *hloa_shape_parse(hloa_shape_parser *sp, hloa_token *tok, int depth)
{
    /* Only a token the parser below takes as a shape's start may be looked up: a name's
       text starts after its '%', and "%f32[8]" is no shape even when "f32[8]" was one. */
    if (tok->kind != HLOA_TK_IDENT && tok->kind != HLOA_TK_LPAREN)
        return parse_shape(sp, tok, depth);
    uint32_t off = tok->off, n, h;
    const hloa_shape *cached = hloa_shape_cache_find(sp->table, sp->lx->text, off, sp->lx->end, &n, &h);
    if (cached) {
        sp->lx->pos = off + n;
        *tok = hloa_lex_next(sp->lx);
        return cached;
    }
    const hloa_shape *s = parse_shape(sp, tok, depth);
    if (s && n && sp->lx->last_end == off + n)
        hloa_shape_cache_remember(sp->table, sp->lx->text + off, n, h, s);
    return s;
}

/* Is tok the 'b' of a buffer shape b(...)? */
static int is_buffer_start(const hloa_shape_parser *sp, const hloa_token *tok)
{
    return tok->kind == HLOA_TK_IDENT && tok->len == 1 && sp->lx->text[tok->off] == 'b' &&
           sp->lx->text[tok->off + 1] == '(';
}

/* shape ::= array_shape | '(' (shape (',' shape)*)? ')' | 'b' '(' shape ')' */
static const hloa_shape *parse_shape(hloa_shape_parser *sp, hloa_token *tok, int depth)
{
    if (depth > HLOA_MAX_DEPTH) {
        hloa_diag_error(sp->diags, HLOA_RULE_SYNTAX, tok->off, tok->off + tok->len,
                        "maximum nesting depth exceeded");
        return NULL;
    }
    if (is_buffer_start(sp, tok)) {
        next(sp, tok);
        next(sp, tok);
        const hloa_shape *inner = parse_shape(sp, tok, depth + 1);
        if (!inner || expect(sp, tok, HLOA_TK_RPAREN))
            return NULL;
        hloa_shape s = {.kind = HLOA_SHAPE_BUFFER, .n = 1, .elems = &inner};
        return hloa_shape_intern(sp->table, &s);
    }
    if (tok->kind == HLOA_TK_IDENT)
        return parse_array(sp, tok);
    if (tok->kind != HLOA_TK_LPAREN) {
        fail(sp, *tok, "a shape");
        return NULL;
    }
    next(sp, tok);
    HLOA_VEC(const hloa_shape *) elems = {0};
    const hloa_shape *result = NULL;
    while (tok->kind != HLOA_TK_RPAREN) {
        /* An array element is most often spelled as one read before (a while loop's state
           is a tuple of the module's parameters): the text cache spares parsing it. */
        int array = tok->kind == HLOA_TK_IDENT && !is_buffer_start(sp, tok);
        const hloa_shape *e =
            array ? hloa_shape_parse(sp, tok, depth + 1) : parse_shape(sp, tok, depth + 1);
        if (!e)
            goto out;
        HLOA_VEC_PUSH(elems, e);
        if (tok->kind == HLOA_TK_COMMA) {
            next(sp, tok);
        } else if (tok->kind != HLOA_TK_RPAREN) {
            fail(sp, *tok, "',' or ')' in a tuple shape");
            goto out;
        }
    }
    next(sp, tok);
    result = hloa_shape_tuple(sp->table, elems.items, (uint32_t)elems.len);
out:
    free(elems.items);
    return result;
}
