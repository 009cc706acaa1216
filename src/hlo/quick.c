/*
 * The byte readers: the parser's fast path, beside the grammar (parse.c).
 *
 * Most lines of a dump have one shape, `name = shape opcode(operands),
 * key=value, ...` with single spaces. Each hloa_quick_* call reads such a
 * piece straight from the bytes and makes the token that follows; anything
 * it is not sure of (and every error) it leaves untouched, returning 0, and
 * the grammar reads it token by token. Both give the same module and the
 * same diagnostics: with p->quick NULL (hloa_parse_module_by_grammar) every
 * call returns 0 and the parser is the plain grammar, slower
 * (tests/unit/test_parse.c compares the two over the corpora).
 *
 * Two small caches serve the readers: recent definitions by their bytes, and
 * attribute keys' symbols.
 */
#include "quick.h"

#include "hloasync/lex.h"
#include "hloasync/shape.h"

#include "hloasync/shape_cache.h"

#include <stdlib.h>
#include <string.h>

/* The source text (the lexer's copy of the pointer: one load, not three). */
static const char *text(const parser *p)
{
    return p->lx.text;
}

/* A word starting like "nan" may lex as a number: the byte readers leave it to the tokens. */
static int may_be_nan(const char *s, uint32_t n)
{
    return n >= 3 && memcmp(s, "nan", 3) == 0;
}

/* The next token, made by hloa_quick_next when it can. */
static void next_token(parser *p)
{
    if (!hloa_quick_next(p))
        p->tok = hloa_lex_next(&p->lx);
}


/* The definition of s[0, n) in the current computation if the cache has it, else NULL. */
static hloa_instr *recent_lookup(const parser *p, const char *s, uint32_t n)
{
    cached_name want;
    const recent_def *r = &p->quick->recent[hloa_quick_cache_key(s, n, &want)];
    return r->gen == p->names.gen && hloa_quick_same_name(&r->key, &want) ? r->instr : NULL;
}

/* The symbol of the attribute key s[0, n), through p->keys. */
static hloa_sym key_sym(parser *p, const char *s, uint32_t n)
{
    cached_name want;
    key_entry *k = &p->quick->keys[hloa_quick_cache_key(s, n, &want) & (KEY_CACHE - 1)];
    if (k->key.len && hloa_quick_same_name(&k->key, &want))
        return k->sym; /* noted when it came into the cache, in the same module */
    hloa_sym sym = hloa_intern_copy(&p->m->names, s, n);
    hloa_module_note_attr_key(p->m, sym);
    want.name = hloa_name(p->m, sym, &want.len); /* the copy: s may be handed back */
    *k = (key_entry){want, sym};
    return sym;
}


/* Keys whose values parse_attr_value reads its own way. */
static int is_special_key(hloa_sym key)
{
    return hloa_is_comp_ref_key(key) || hloa_is_comp_list_key(key) || key == HLOA_SYM_CONTROL_PREDECESSORS ||
           key == HLOA_SYM_ASYNC_EXECUTION_THREAD || key == HLOA_SYM_BACKEND_CONFIG ||
           key == HLOA_SYM_LITERAL;
}

/* Does a value at the end-of-value byte t[i] (i <= end) end there, as parse_attr_value sees it? */
static int value_ends_at(const char *t, uint32_t i, uint32_t end)
{
    return i >= end || t[i] == ',' || t[i] == '\n';
}

/*
 * The end of an attribute value at i that a byte scan can read as
 * parse_attr_value would, or 0: atoms with nothing between them (bracket
 * groups of plain tokens, words that lex as one IDENT, digits, `<=`), then
 * ',' or the end of the line. `[2,8]<=[16]T(1,0)` is one value.
 */
static uint32_t plain_value_end(const parser *p, uint32_t i)
{
    const unsigned char *t = (const unsigned char *)text(p);
    uint32_t end = p->lx.end;
    for (;;) {
        unsigned char c = t[i];
        uint32_t e;
        if (c == '{' || c == '(' || c == '[') {
            e = hloa_lex_skip_plain_group(&p->lx, i);
        } else if (hloa_ident_start(c)) {
            e = hloa_lex_ident_end(&p->lx, i);
            if (may_be_nan((const char *)t + i, e - i))
                return 0;
        } else if (c >= '0' && c <= '9') {
            e = hloa_lex_ident_end(&p->lx, i);
            for (uint32_t k = i; k < e; k++)
                if (t[k] < '0' || t[k] > '9')
                    return 0; /* 1x1, 1e3, 0_0: other number-like tokens */
        } else if (c == '<' && i + 1 < end && t[i + 1] == '=') {
            e = i + 2;
        } else {
            return 0;
        }
        if (!e)
            return 0;
        if (value_ends_at((const char *)t, e, end))
            return e;
        i = e;
    }
}

/*
 * The value of a special key a byte scan can read: a computation name
 * (`to_apply=%add.1`, its '%' included; the grammar records the reference,
 * hloa_quick_attr says so) or a raw backend_config dict. Its end, or 0
 * having changed nothing (always for a literal=, which the grammar reads
 * against its shape).
 */
static uint32_t read_special_value(parser *p, hloa_instr *in, hloa_sym key, uint32_t val)
{
    const char *t = text(p);
    uint32_t end = p->lx.end;
    if (in && hloa_is_comp_ref_key(key)) {
        int percent = t[val] == '%';
        uint32_t name = val + (uint32_t)percent;
        if (!percent && !hloa_ident_start((unsigned char)t[name]))
            return 0;
        uint32_t e = hloa_lex_ident_end(&p->lx, name);
        if (e == name || !value_ends_at(t, e, end) || (!percent && may_be_nan(t + name, e - name)))
            return 0;
        return e;
    }
    if (key == HLOA_SYM_BACKEND_CONFIG && t[val] == '{') {
        hloa_lexer saved = p->lx;
        p->lx.pos = val;
        hloa_token dict = hloa_lex_raw_dict(&p->lx);
        uint32_t e = dict.off + dict.len;
        if (dict.kind == HLOA_TK_RAW_DICT && value_ends_at(t, e, end))
            return e;
        p->lx = saved;
    }
    return 0;
}

/*
 * `, key=value` read from the bytes when the current token is the ',', the
 * key is not already used, and the value is plain (above) or a special one
 * read_special_value takes. Returns 1 with *a filled and the token after the
 * value current; 0 having changed nothing, for the token-by-token reading
 * (which reports errors).
 */
int hloa_quick_attr(parser *p, hloa_instr *in, size_t base, hloa_attr *a)
{
    if (!p->quick)
        return 0;
    const char *t = text(p);
    uint32_t end = p->lx.end, i = p->tok.off + 1;
    while (i < end && t[i] == ' ')
        i++;
    if (i >= end || !hloa_ident_start((unsigned char)t[i]))
        return 0;
    uint32_t key_end = hloa_lex_ident_end(&p->lx, i), val = key_end + 1;
    if (val >= end || t[key_end] != '=')
        return 0;
    hloa_sym key = key_sym(p, t + i, key_end - i);
    for (size_t k = base; k < p->attrs.len; k++)
        if (p->attrs.items[k].key == key)
            return 0;
    uint32_t val_end = is_special_key(key) ? read_special_value(p, in, key, val)
                                           : plain_value_end(p, val);
    if (!val_end)
        return 0;
    *a = (hloa_attr){key, i, val, val_end - val, t + val};
    p->lx.pos = val_end;
    next_token(p);
    return 1;
}


/*
 * The common operand list, read from the bytes: every operand a defined name
 * (`%x` or `x`), maybe after a shape spelled as one read before, with commas
 * and spaces between them on one line. Returns the offset of the ')' with the
 * operands pushed, or 0 having changed nothing: anything else (and every
 * error) is left to the token-by-token reading, which reports it.
 */
static uint32_t read_plain_operands(parser *p)
{
    const char *t = text(p);
    uint32_t end = p->lx.end, i = p->tok.off + 1;
    size_t base = p->ops.len;
    for (int first = 1;; first = 0) {
        while (i < end && t[i] == ' ')
            i++;
        if (i < end && t[i] == ')' && first)
            return i;
        const hloa_shape *written = NULL;
        unsigned char c = i < end ? (unsigned char)t[i] : 0;
        uint32_t word_end = c >= 'a' && c <= 'z' ? hloa_lex_ident_end(&p->lx, i) : i;
        if (c == '(' || (word_end < end && t[word_end] == '[')) {
            written = hloa_shape_cached(&p->m->shapes, t, i, end, &i);
            if (!written)
                break;
            while (i < end && t[i] == ' ')
                i++;
            c = i < end ? (unsigned char)t[i] : 0;
        }
        uint32_t name = i + (c == '%');
        if (c != '%' && !hloa_ident_start(c))
            break;
        uint32_t name_end = hloa_lex_ident_end(&p->lx, name);
        uint32_t n = name_end - name;
        /* A bare word that is an element type, or may be a nan, is not read as a name. */
        if (n == 0 ||
            (c != '%' && (hloa_elem_lookup(t + name, n) >= 0 || may_be_nan(t + name, n))))
            break;
        i = name_end;
        while (i < end && t[i] == ' ')
            i++;
        if (i >= end || (t[i] != ',' && t[i] != ')'))
            break;
        hloa_instr *def = recent_lookup(p, t + name, n);
        if (!def) {
            hloa_sym sym = hloa_intern_copy(&p->m->names, t + name, n);
            if ((def = hloa_names_lookup(&p->names, sym)) != NULL)
                hloa_quick_defined(p, sym, def, t + name);
        }
        /* A generated get-tuple-element (`x#i`, parse.c) is not a name the text can use. */
        if (!def || def->generated ||
            (written && def->shape && !hloa_shape_compatible(written, def->shape)))
            break;
        if (written)
            p->m->operand_shapes = 1;
        HLOA_VEC_PUSH(p->ops, def);
        if (t[i++] == ')')
            return i - 1;
    }
    p->ops.len = base;
    return 0;
}


/*
 * `(N)` of a parameter as dumps write it, digits right inside the
 * parentheses, read from the bytes: returns 1 with the number set and the
 * token after the ')' current; 0 having changed nothing.
 */
int hloa_quick_parameter_number(parser *p, hloa_instr *in, hloa_spans *sp)
{
    if (!p->quick)
        return 0;
    const char *t = text(p);
    uint32_t d = p->tok.off + 1, e = d;
    while (e < p->lx.end && t[e] >= '0' && t[e] <= '9')
        e++;
    int64_t number;
    if (p->tok.kind != HLOA_TK_LPAREN || e == d || e >= p->lx.end || t[e] != ')' ||
        hloa_tok_int(t, (hloa_token){.kind = HLOA_TK_INT, .off = d, .len = e - d}, &number) ||
        number < 0 || number > INT32_MAX)
        return 0;
    in->param_number = (int32_t)number;
    sp->operands_end = e + 1;
    p->lx.pos = e + 1;
    next_token(p);
    return 1;
}


/*
 * The common start of an instruction after its name, ` = shape opcode(`, read
 * from the bytes: single spaces, a shape spelled as one read before, an
 * opcode word right before the '('. Returns 1 with the shape and the opcode's
 * span set (resolve_opcode is left to the caller) and the '(' current; 0
 * having changed nothing, for the token-by-token reading.
 */
int hloa_quick_prefix(parser *p, hloa_token name, hloa_instr *in, hloa_spans *sp)
{
    if (!p->quick)
        return 0;
    const char *t = text(p);
    uint32_t end = p->lx.end, i = name.off + name.len;
    if (end - i < 4 || memcmp(t + i, " = ", 3) != 0)
        return 0;
    i += 3;
    uint32_t shape_end;
    const hloa_shape *shape = hloa_shape_cached(&p->m->shapes, t, i, end, &shape_end);
    if (!shape || shape_end + 1 >= end || t[shape_end] != ' ')
        return 0;
    uint32_t op = shape_end + 1;
    if (!hloa_ident_start((unsigned char)t[op]))
        return 0;
    uint32_t op_end = hloa_lex_ident_end(&p->lx, op);
    if (op_end >= end || t[op_end] != '(' || op_end - op > UINT16_MAX ||
        may_be_nan(t + op, op_end - op))
        return 0;
    in->shape = shape;
    sp->shape_off = i;
    sp->shape_end = shape_end;
    in->opcode_off = op;
    in->opcode_len = (uint16_t)(op_end - op);
    p->lx.pos = op_end;
    hloa_quick_take_punct(p, HLOA_TK_LPAREN);
    return 1;
}


/*
 * The signature as dumps write it, `(a: f32[8]{0}, b: s32[]) -> f32[8]{0} {`,
 * read from the bytes: single spaces, parameter names without '%' or with
 * one, every shape spelled as one read before. Returns 1 with the result
 * shape set and the '{' current; 0 having changed nothing, for the
 * token-by-token reading (which reports errors).
 */
int hloa_quick_signature(parser *p, hloa_comp *c)
{
    if (!p->quick)
        return 0;
    const char *t = text(p);
    uint32_t end = p->lx.end, i = p->tok.off + 1;
    if (i < end && t[i] == ')') {
        i++;
    } else {
        for (;;) {
            i += i < end && t[i] == '%';
            if (i >= end || !hloa_ident_start((unsigned char)t[i]))
                return 0;
            uint32_t name_end = hloa_lex_ident_end(&p->lx, i);
            if (end - name_end < 2 || t[name_end] != ':' || t[name_end + 1] != ' ')
                return 0;
            if (!hloa_shape_cached(&p->m->shapes, t, name_end + 2, end, &i) || i + 2 >= end)
                return 0;
            if (t[i] == ')') {
                i++;
                break;
            }
            if (t[i] != ',' || t[i + 1] != ' ')
                return 0;
            i += 2;
        }
    }
    if (end - i < 5 || memcmp(t + i, " -> ", 4) != 0)
        return 0;
    uint32_t after;
    const hloa_shape *result = hloa_shape_cached(&p->m->shapes, t, i + 4, end, &after);
    if (!result || end - after < 2 || t[after] != ' ' || t[after + 1] != '{')
        return 0;
    c->result_shape = result;
    p->lx.pos = after + 1;
    hloa_quick_take_punct(p, HLOA_TK_LBRACE);
    p->tok.flags = HLOA_TF_SPACE; /* as the lexer makes it */
    p->lx.last_end = after;
    return 1;
}


uint32_t hloa_quick_operands(parser *p)
{
    if (!p->quick || p->tok.kind != HLOA_TK_LPAREN)
        return 0;
    uint32_t close = read_plain_operands(p);
    if (close) {
        p->lx.pos = close;
        hloa_quick_take_punct(p, HLOA_TK_RPAREN);
    }
    return close;
}

void hloa_quick_init(parser *p)
{
    p->quick = hloa_xzeroed(1, sizeof(*p->quick));
}

void hloa_quick_release(parser *p)
{
    free(p->quick);
    p->quick = NULL;
}
