/*
 * The grammar's steps over tokens and its reports, shared by the files that
 * read HLO text token by token: parse.c (instructions, computations, the
 * module) and literal.c (the values of constants). Internal to hlo/.
 */
#ifndef HLOASYNC_SRC_HLO_TOKENS_H
#define HLOASYNC_SRC_HLO_TOKENS_H

#include "parser.h"

#include "hloasync/lex.h"

#include <stdarg.h>
#include <string.h>

static inline void advance(parser *p)
{
    p->tok = hloa_lex_next(&p->lx);
}

/* The source text (the lexer's copy of the pointer: one load, not three). */
static inline const char *text(const parser *p)
{
    return p->lx.text;
}

static inline int tok_is(const parser *p, hloa_token t, const char *word)
{
    size_t n = strlen(word);
    return t.kind == HLOA_TK_IDENT && t.len == n && memcmp(text(p) + t.off, word, n) == 0;
}

static inline int error_at(parser *p, uint32_t off, uint32_t end, hloa_rule rule, const char *fmt,
                           ...) __attribute__((format(printf, 5, 6)));

/* Reports a problem of a rule at [off, end); -1, for `return error_at(...)`. */
static inline int error_at(parser *p, uint32_t off, uint32_t end, hloa_rule rule, const char *fmt,
                           ...)
{
    va_list ap;
    va_start(ap, fmt);
    hloa_diag_addv(p->d, rule, off, end, fmt, ap);
    va_end(ap);
    if (hloa_rules[rule].severity == HLOA_SEV_ERROR)
        p->errors++;
    return -1;
}

/* Reports the current token as unexpected ("expected X, found Y"). */
static inline int unexpected(parser *p, const char *expected)
{
    hloa_token t = p->tok;
    if (t.kind == HLOA_TK_ERROR)
        return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX, "%s", p->lx.error);
    if (t.kind == HLOA_TK_EOF)
        return error_at(p, t.off, t.off, HLOA_RULE_SYNTAX, "expected %s, found end of input",
                        expected);
    uint32_t b = hloa_tok_begin(t), e = hloa_tok_end(t);
    if (e - b <= 40)
        return error_at(p, b, e, HLOA_RULE_SYNTAX, "expected %s, found '%.*s'", expected,
                        (int)(e - b), text(p) + b);
    return error_at(p, b, e, HLOA_RULE_SYNTAX, "expected %s, found %s", expected,
                    hloa_tok_kind_name(t.kind));
}

static inline int expect(parser *p, int kind, const char *what)
{
    if (p->tok.kind != kind)
        return unexpected(p, what);
    advance(p);
    return 0;
}

/* Any balanced token sequence; used where no shape says what to expect. */
static inline int skip_balanced(parser *p, int close)
{
    int depth = 0;
    for (;;) {
        int k = p->tok.kind;
        if (k == HLOA_TK_ERROR || k == HLOA_TK_EOF)
            return unexpected(p, "a closing bracket");
        if (depth == 0 && k == close)
            return 0;
        depth += hloa_tok_bracket(k);
        if (depth > HLOA_MAX_DEPTH)
            return error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX,
                            "maximum nesting depth exceeded");
        if (depth < 0)
            return unexpected(p, "a literal");
        advance(p);
    }
}

#endif
