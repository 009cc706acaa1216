/*
 * The value of a constant, read against its shape as XLA's ParseLiteral reads
 * it: a tuple of literals, a scalar, nested braces of the shape's rank (or
 * `{...}`), or one scalar for an array (scalar_fill). Values are checked to
 * fit their element type; nothing of them is kept (the printer copies the
 * text).
 */
#include "parser.h"
#include "tokens.h"

#include "hloasync/shape.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Range of finite values an element type can hold, for literal checks: iv is the value of
   an integer literal (the only kind an integer type is given: a decimal one is refused
   before), v that of any. */
static int value_fits(hloa_elem e, double v, int64_t iv)
{
    switch (e) {
    case HLOA_ELEM_S8:
        return iv >= -128 && iv <= 127;
    case HLOA_ELEM_S16:
        return iv >= -32768 && iv <= 32767;
    case HLOA_ELEM_S32:
        return iv >= INT32_MIN && iv <= INT32_MAX;
    case HLOA_ELEM_U8:
        return iv >= 0 && iv <= 255;
    case HLOA_ELEM_U16:
        return iv >= 0 && iv <= 65535;
    case HLOA_ELEM_U32:
        return iv >= 0 && iv <= (int64_t)UINT32_MAX;
    case HLOA_ELEM_F16:
        return !isfinite(v) || fabs(v) < 65520.0;
    case HLOA_ELEM_F32:
    case HLOA_ELEM_BF16:
        return !isfinite(v) || fabs(v) <= 3.4028235677973366e38;
    default:
        return 1;
    }
}

/* scalar ::= INT | DECIMAL | 'inf' | '-inf' | 'true' | 'false' | '(' real ',' real ')' */
static int parse_scalar(parser *p, const hloa_shape *shape)
{
    hloa_token t = p->tok;
    hloa_elem e = shape ? (hloa_elem)shape->elem : HLOA_ELEM_OTHER;
    if ((e == HLOA_ELEM_C64 || e == HLOA_ELEM_C128) && t.kind == HLOA_TK_LPAREN) {
        advance(p);
        if (parse_scalar(p, NULL) || expect(p, HLOA_TK_COMMA, "','") || parse_scalar(p, NULL))
            return -1;
        return expect(p, HLOA_TK_RPAREN, "')'");
    }
    if (t.kind == HLOA_TK_INT) {
        int64_t iv;
        if (hloa_tok_int(text(p), t, &iv))
            return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX, "integer out of range");
        double v = strtod(text(p) + t.off, NULL);
        if (!value_fits(e, v, iv))
            return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                            "value %.*s is out of range for literal's primitive type %s",
                            (int)t.len, text(p) + t.off, hloa_elem_name(e));
        advance(p);
        return 0;
    }
    if (t.kind == HLOA_TK_DECIMAL) {
        double v = strtod(text(p) + t.off, NULL);
        if (e != HLOA_ELEM_OTHER && (e < HLOA_ELEM_F16 || e > HLOA_ELEM_C128))
            return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                            "expected an integer for a literal of type %s", hloa_elem_name(e));
        if (!value_fits(e, v, 0))
            return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                            "value %.*s is out of range for literal's primitive type %s",
                            (int)t.len, text(p) + t.off, hloa_elem_name(e));
        advance(p);
        return 0;
    }
    if (tok_is(p, t, "true") || tok_is(p, t, "false") || tok_is(p, t, "inf")) {
        advance(p);
        return 0;
    }
    return unexpected(p, "a literal value");
}

/* nested ::= '{' (nested | scalar) (',' ...)* '}'  with dims[level] elements, or '{' '...' '}' */
static int parse_nested(parser *p, const hloa_shape *shape, uint32_t level)
{
    if (++p->depth > HLOA_MAX_DEPTH)
        return error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX,
                        "maximum nesting depth exceeded");
    uint32_t open = p->tok.off;
    if (expect(p, HLOA_TK_LBRACE, "'{'"))
        return -1;
    if (p->tok.kind == HLOA_TK_DOTS && level == 0) {
        advance(p);
        p->depth--;
        return expect(p, HLOA_TK_RBRACE, "'}'");
    }
    uint64_t count = 0;
    while (p->tok.kind != HLOA_TK_RBRACE) {
        if (p->tok.kind == HLOA_TK_COMMA) { /* XLA skips commas loosely */
            advance(p);
            continue;
        }
        int rc = level + 1 < shape->n ? parse_nested(p, shape, level + 1) : parse_scalar(p, shape);
        if (rc)
            return -1;
        count++;
    }
    if (!shape->dynamic && count != (uint64_t)shape->dims[level])
        return error_at(p, open, p->tok.off + 1, HLOA_RULE_SYNTAX,
                        "expected %lld elements in dimension %u of the literal, found %llu",
                        (long long)shape->dims[level], level, (unsigned long long)count);
    advance(p);
    p->depth--;
    return 0;
}

/* Elements of an array shape, UINT64_MAX when they do not fit (a ? dim counts 0). */
static uint64_t element_count(const hloa_shape *shape)
{
    uint64_t n = 1;
    for (uint32_t i = 0; i < shape->n; i++)
        if (__builtin_mul_overflow(n, shape->dims[i] > 0 ? (uint64_t)shape->dims[i] : 0, &n))
            return UINT64_MAX;
    return n;
}

/* Is the scalar token t zero (+0 for a float: XLA reads an integer token as a double)? */
static int is_zero_scalar(const parser *p, hloa_token t)
{
    int64_t iv;
    if (t.kind == HLOA_TK_INT)
        return !hloa_tok_int(text(p), t, &iv) && iv == 0;
    if (t.kind == HLOA_TK_DECIMAL) {
        double v = strtod(text(p) + t.off, NULL);
        return v == 0 && !signbit(v);
    }
    return tok_is(p, t, "false");
}

/*
 * scalar_fill ::= scalar   (the literal of an array shape, written without braces)
 * XLA's ParseDenseLiteral drops the error of its rank check here and sets the
 * value at linear index 0 of a zeroed literal: element 0 holds it, the others
 * are zero. Not a broadcast, so a warning says what XLA builds, unless that is
 * what a broadcast would be (one element, or a zero). A complex value is
 * refused (XLA checks the rank before a '('), and so is a shape of no elements.
 */
static int parse_scalar_fill(parser *p, const hloa_shape *shape)
{
    hloa_token t = p->tok;
    hloa_elem e = (hloa_elem)shape->elem;
    int scalar = t.kind == HLOA_TK_INT || t.kind == HLOA_TK_DECIMAL || tok_is(p, t, "true") ||
                 tok_is(p, t, "false") || tok_is(p, t, "inf");
    if (!scalar && !(t.kind == HLOA_TK_LPAREN && (e == HLOA_ELEM_C64 || e == HLOA_ELEM_C128)))
        return unexpected(p, "'{'");
    uint64_t n = element_count(shape);
    hloa_strbuf_clear(&p->scratch);
    hloa_shape_print(&p->scratch, shape);
    if (e == HLOA_ELEM_C64 || e == HLOA_ELEM_C128)
        return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                        "expected '{': XLA reads the values of the complex array %s only inside "
                        "braces, never one scalar for it",
                        p->scratch.buf);
    if (n == 0)
        return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                        "XLA sets element 0 of %s to %.*s, but %s has no elements", p->scratch.buf,
                        (int)t.len, text(p) + t.off, p->scratch.buf);
    if (parse_scalar(p, shape))
        return -1;
    if (n == 1 || is_zero_scalar(p, t))
        return 0;
    char rest[48];
    if (n == UINT64_MAX)
        snprintf(rest, sizeof(rest), "all the others");
    else if (n == 2)
        snprintf(rest, sizeof(rest), "element 1");
    else
        snprintf(rest, sizeof(rest), "the other %llu", (unsigned long long)(n - 1));
    error_at(p, t.off, t.off + t.len, HLOA_RULE_CONSTANT_SCALAR_FILL,
             "XLA fills element 0 of %s with %.*s and %s with zero; write {...} or a broadcast",
             p->scratch.buf, (int)t.len, text(p) + t.off, rest);
    return 0;
}

/* literal_for(shape): a tuple of literals, a scalar, or nested braces of rank depth */
int hloa_literal_parse(parser *p, const hloa_shape *shape)
{
    if (!shape)
        return skip_balanced(p, HLOA_TK_RPAREN);
    if (shape->kind == HLOA_SHAPE_TUPLE) {
        if (++p->depth > HLOA_MAX_DEPTH)
            return error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX,
                            "maximum nesting depth exceeded");
        if (expect(p, HLOA_TK_LPAREN, "'(' of a tuple literal"))
            return -1;
        for (uint32_t i = 0; i < shape->n; i++) {
            if (i && expect(p, HLOA_TK_COMMA, "','"))
                return -1;
            if (hloa_literal_parse(p, shape->elems[i]))
                return -1;
        }
        p->depth--;
        return expect(p, HLOA_TK_RPAREN, "')'");
    }
    if (shape->kind != HLOA_SHAPE_ARRAY)
        return skip_balanced(p, HLOA_TK_RPAREN);
    if (shape->n == 0)
        return parse_scalar(p, shape);
    if (p->tok.kind != HLOA_TK_LBRACE)
        return parse_scalar_fill(p, shape);
    return parse_nested(p, shape, 0);
}
