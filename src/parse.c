/*
 * Recursive-descent parser for HLO text (reference/hlo-grammar.md). Each
 * function starts with the grammar rule it reads. Errors are reported and
 * the parser resynchronises at the next line that starts an instruction or
 * a computation; it never stops at the first error.
 *
 * Names: instruction names are scoped to their computation. Instead of a
 * table per computation, def_instr[sym] holds the instruction that defines
 * sym and def_gen[sym] the computation generation it belongs to; a lookup
 * is valid only when the generation is the current one.
 *
 * Byte readers: most lines of a dump have one shape, `name = shape
 * opcode(operands), key=value, ...` with single spaces. The read_plain_*
 * functions read such pieces straight from the bytes and make the token
 * that follows; anything they are not sure of (and every error) they leave
 * untouched to the token-by-token reading, so both give the same module and
 * the same diagnostics (tests/unit/test_parse.c checks it line by line).
 */
#define _GNU_SOURCE /* memrchr */
#include "hloasync/parse.h"

#include "hloasync/lex.h"
#include "hloasync/parallel.h"

#include <ctype.h>
#ifdef __GLIBC__
#include <malloc.h> /* malloc_trim */
#endif
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HAND_BACK_EVERY = 2 << 20 }; /* bytes read before the text behind is handed back */

typedef struct undo_entry {
    hloa_sym sym;      /* name redefined inside an inline computation */
    hloa_instr *instr; /* its outer definition */
    uint32_t gen;      /* the outer generation */
} undo_entry;

/* A definition kept on the side (see get_def). */
typedef struct def_entry {
    hloa_sym sym;      /* 0 = empty slot */
    uint32_t gen;      /* generation of the defining computation */
    hloa_instr *instr; /* the definition */
} def_entry;

typedef struct comp_ref {
    hloa_instr *instr; /* instruction with the reference */
    uint32_t slot;     /* index into instr->called */
    hloa_sym name;     /* computation named */
    uint32_t off, end; /* where the name is written */
} comp_ref;

/* Control predecessors are checked to exist; no pass orders by them, so they are not kept. */
typedef struct pred_ref {
    hloa_sym name;     /* instruction named */
    uint32_t off, end; /* where the name is written */
} pred_ref;

/* The instructions of the computation being parsed, in text order. */
typedef HLOA_VEC(hloa_instr *) instr_vec;

/*
 * An operand a part could not find because the part starts inside its
 * computation: it is looked for in the parts before once they are joined.
 */
typedef struct pending_operand {
    hloa_instr *user;          /* NULL while its operand list is being read */
    uint32_t slot;             /* in p->ops until the list is read, then in user->operands */
    hloa_sym name;             /* the operand named */
    const hloa_shape *written; /* the shape written before it, or NULL */
} pending_operand;

/*
 * What a part holds of a top-level computation that a cut goes through (see
 * "a module in parts"): its instructions on this side of the cut, and what
 * their names can only be checked against once the sides are joined.
 */
typedef struct segment {
    hloa_comp *comp;                 /* the computation; in a head, a stand-in until joined */
    instr_vec list;                  /* its instructions in this part, in text order */
    uint32_t gen;                    /* the generation its names are defined with here */
    HLOA_VEC(pred_ref) preds;        /* control predecessors not defined in this part */
    HLOA_VEC(pending_operand) pending; /* operands not defined in this part (a head's) */
    HLOA_VEC(def_entry) shadowed;    /* a closed head's names that later computations took */
    int closed;                      /* a head: its '}' is in this part */
} segment;

/*
 * A name as the small caches below keep it: its length and first and last 8
 * bytes (hloa_name_key), which are the whole name up to 16 bytes; longer
 * names are compared whole.
 */
typedef struct cached_name {
    uint64_t head, tail; /* hloa_name_key() words */
    const char *name;    /* the bytes (an interned copy, or the text looked up) */
    uint32_t len;        /* bytes of the name */
} cached_name;

/*
 * Operands mostly name what a few lines above defined. A small cache from a
 * name's bytes to its definition answers them from L1, where the name table
 * costs a hash and misses.
 */
enum { RECENT_DEFS = 256 }; /* a power of two */

typedef struct recent_def {
    cached_name key;   /* the defined name */
    uint32_t gen;      /* generation of the defining computation; 0 = empty */
    hloa_instr *instr; /* its definition */
} recent_def;

/* Attribute keys are a few dozen names used over and over: their symbols. */
enum { KEY_CACHE = 64 }; /* a power of two */

typedef struct key_entry {
    cached_name key; /* the key; len 0 = empty */
    hloa_sym sym;    /* its symbol */
} key_entry;

typedef struct parser {
    hloa_module *m;        /* the module being built */
    hloa_diags *d;         /* where problems go */
    hloa_lexer lx;         /* token source */
    hloa_token tok;        /* the current (lookahead) token */
    hloa_shape_parser sp;  /* shape parsing shares lx and tok */
    hloa_instr **def_instr; /* defining instruction per symbol from def_base (heap) */
    uint32_t *def_gen;     /* computation generation per symbol from def_base (heap) */
    uint32_t def_cap;      /* entries of def_instr and def_gen */
    uint32_t def_base, def_limit; /* the symbols the arrays are for (see get_def) */
    def_entry *side;       /* definitions of the other symbols, by symbol (heap) */
    uint32_t side_mask, n_side; /* slots - 1 and entries used of side */
    uint32_t gen;          /* generation of the computation being parsed */
    uint32_t next_gen;     /* generation counter */
    int inline_depth;      /* > 0 inside an inline computation body */
    hloa_comp *top;        /* the top-level computation being parsed */
    int depth;             /* nesting of operands and literals */
    HLOA_VEC(undo_entry) undo;   /* outer names shadowed by inline bodies */
    HLOA_VEC(hloa_instr *) ops;  /* operand stack shared by nested operand lists */
    HLOA_VEC(hloa_attr) attrs;   /* attribute stack */
    HLOA_VEC(hloa_comp *) called; /* called computations of the current instruction */
    HLOA_VEC(hloa_instr *) marked; /* the computation's instructions with kinds */
    HLOA_VEC(comp_ref) comp_refs; /* references resolved after the module */
    HLOA_VEC(pred_ref) pred_refs; /* control predecessors, resolved per computation */
    hloa_strbuf scratch;         /* temporary text */
    uint32_t handed_back;        /* text before this offset was handed back to the source */
    int errors;                  /* errors reported by this parser */
    /* A part cut inside a top-level computation (see "a module in parts"). */
    int continues;               /* it starts inside a body: the head is the rest of it */
    int may_end_open;            /* it ends inside a body: that body may meet the end */
    int ended_open;              /* it did: the tail holds the body (the head's, if tail_is_head) */
    int tail_is_head;            /* the part lies inside one body */
    int cut_unsafe;              /* the head made a name that depends on the parts before */
    segment head, tail;          /* the computations cut at the start and at the end */
    recent_def recent[RECENT_DEFS]; /* see recent_def */
    key_entry keys[KEY_CACHE];      /* see key_entry */
} parser;

/* ---- tokens ---- */

static void advance(parser *p)
{
    p->tok = hloa_lex_next(&p->lx);
}

static const char *text(const parser *p)
{
    return p->m->src->text;
}

/* Can c start a word the lexer reads as an identifier ([A-Za-z_])? For the byte readers. */
static int word_start(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* A word starting like "nan" may lex as a number: the byte readers leave it to the tokens. */
static int may_be_nan(const char *s, uint32_t n)
{
    return n >= 3 && memcmp(s, "nan", 3) == 0;
}

/* Makes the one-byte token at lx.pos current without the lexer: the caller knows
   the byte and that nothing (no space) comes before it. */
static void take_punct(parser *p, int kind)
{
    uint32_t i = p->lx.pos;
    p->lx.last_end = i;
    p->lx.pos = i + 1;
    p->tok = (hloa_token){.kind = (uint8_t)kind, .off = i, .len = 1};
}

/*
 * advance(), after an instruction's operands or one of its attributes: a ','
 * right here, or the next instruction's `\n  %name ` as dumps write it, is
 * made without the lexer.
 */
static void advance_after_item(parser *p)
{
    const char *t = text(p);
    uint32_t i = p->lx.pos, end = p->lx.end;
    if (i < end && t[i] == ',') {
        take_punct(p, HLOA_TK_COMMA);
        return;
    }
    if (end - i > 4 && t[i] == '\n' && t[i + 1] == ' ' && t[i + 2] == ' ' && t[i + 3] == '%') {
        uint32_t e = hloa_lex_ident_end(&p->lx, i + 4);
        if (e > i + 4 && e < end && t[e] == ' ') {
            p->lx.last_end = i;
            p->lx.pos = e;
            p->tok = (hloa_token){.kind = HLOA_TK_NAME,
                                  .flags = HLOA_TF_NEWLINE | HLOA_TF_SPACE | HLOA_TF_PERCENT,
                                  .off = i + 4,
                                  .len = e - i - 4};
            return;
        }
    }
    advance(p);
}

static int tok_is(const parser *p, hloa_token t, const char *word)
{
    size_t n = strlen(word);
    return t.kind == HLOA_TK_IDENT && t.len == n && memcmp(text(p) + t.off, word, n) == 0;
}

static hloa_token peek(const parser *p)
{
    hloa_lexer copy = p->lx;
    return hloa_lex_next(&copy);
}

/*
 * The kind of the next token, cheaply: '=', '(' and '{' right after the
 * current token on the same line are read from the bytes; anything else
 * takes a full peek.
 */
static int peek_kind(const parser *p)
{
    const char *t = text(p);
    uint32_t i = p->lx.pos;
    while (i < p->lx.end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (i < p->lx.end) {
        if (t[i] == '=')
            return HLOA_TK_EQ;
        if (t[i] == '(')
            return HLOA_TK_LPAREN;
        if (t[i] == '{')
            return HLOA_TK_LBRACE;
    }
    return peek(p).kind;
}

static int error_at(parser *p, uint32_t off, uint32_t end, hloa_rule rule, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static int error_at(parser *p, uint32_t off, uint32_t end, hloa_rule rule, const char *fmt, ...)
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
static int unexpected(parser *p, const char *expected)
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

static int expect(parser *p, int kind, const char *what)
{
    if (p->tok.kind != kind)
        return unexpected(p, what);
    advance(p);
    return 0;
}

/* A syntax error inside the shape parser counts as ours. */
static const hloa_shape *parse_shape(parser *p)
{
    uint32_t before = p->d->counts[HLOA_SEV_ERROR];
    const hloa_shape *s = hloa_shape_parse(&p->sp, &p->tok, p->depth);
    p->errors += (int)(p->d->counts[HLOA_SEV_ERROR] - before);
    return s;
}

/*
 * Recovery: skip to the next token that starts a line and can start an
 * instruction or computation (or closes one), outside any bracket opened
 * after the error.
 */
static void synchronize(parser *p)
{
    int depth = 0;
    for (;;) {
        hloa_token t = p->tok;
        if (t.kind == HLOA_TK_EOF)
            return;
        if ((t.flags & HLOA_TF_NEWLINE) && depth <= 0 &&
            (t.kind == HLOA_TK_NAME || t.kind == HLOA_TK_IDENT || t.kind == HLOA_TK_ATTR_NAME ||
             t.kind == HLOA_TK_RBRACE))
            return;
        depth += hloa_tok_bracket(t.kind);
        advance(p);
    }
}

/* ---- names ---- */

/* Names the computation (and instruction, when name.len) in diagnostics reported next. */
static void set_context(parser *p, const hloa_comp *c, hloa_token name)
{
    uint32_t n = 0;
    const char *s = c ? hloa_name(p->m, c->name, &n) : NULL;
    hloa_diags_set_context(p->d, s, n, name.len ? text(p) + name.off : NULL, name.len);
}

/*
 * Names are copied into the arena when first seen: the source text can then be
 * handed back while the module is built (see hloa_source_done_with) without
 * every later lookup of an early name reading the text again.
 */
static hloa_sym name_sym(parser *p, hloa_token t)
{
    return hloa_intern_copy(&p->m->names, text(p) + t.off, t.len);
}

/*
 * Definitions by symbol: in def_instr/def_gen at s - def_base for the symbols
 * of [def_base, def_limit), the rest in a side table. A module read on one
 * thread keeps them all in the arrays; a part keeps its own range of symbols
 * there (see hloa_interner_view) and the few names other parts made first,
 * or that were well known, on the side.
 */
static def_entry *side_slot(const parser *p, hloa_sym s)
{
    uint32_t i = (uint32_t)(s * 0x9e3779b1u) & p->side_mask;
    while (p->side[i].sym && p->side[i].sym != s)
        i = (i + 1) & p->side_mask;
    return &p->side[i];
}

static void side_grow(parser *p)
{
    def_entry *old = p->side;
    uint32_t old_n = old ? p->side_mask + 1 : 0;
    p->side_mask = old ? p->side_mask * 2 + 1 : 255;
    p->side = hloa_xzeroed((size_t)p->side_mask + 1, sizeof(*p->side));
    for (uint32_t i = 0; i < old_n; i++)
        if (old[i].sym)
            *side_slot(p, old[i].sym) = old[i];
    free(old);
}

/* Bytes of pages that hold n entries of size bytes. */
static size_t def_bytes(uint32_t n, size_t size)
{
    return ((size_t)n * size + 4095) & ~(size_t)4095;
}

static void grow_defs(parser *p, uint32_t i)
{
    if (i < p->def_cap)
        return;
    /* Half again, from 64K names: zeroed as they come, not all the names reserved. */
    uint32_t n = p->def_cap < 65536 ? 65536 : p->def_cap + p->def_cap / 2;
    if (n <= i)
        n = i + 1024;
    /* Never past the symbols the arrays are for: lookup takes any index below def_cap
       for one of them. */
    if (n > p->def_limit - p->def_base)
        n = p->def_limit - p->def_base;
    p->def_instr = hloa_pages_grow(p->def_instr, def_bytes(p->def_cap, sizeof(*p->def_instr)),
                                   def_bytes(n, sizeof(*p->def_instr)));
    p->def_gen = hloa_pages_grow(p->def_gen, def_bytes(p->def_cap, sizeof(*p->def_gen)),
                                 def_bytes(n, sizeof(*p->def_gen)));
    p->def_cap = n;
}

/* The definition of s as kept: its instruction and generation (0 = none). */
static def_entry get_def(const parser *p, hloa_sym s)
{
    uint32_t i = s - p->def_base; /* wraps for s < def_base */
    if (i < p->def_limit - p->def_base)
        return i < p->def_cap ? (def_entry){s, p->def_gen[i], p->def_instr[i]}
                              : (def_entry){s, 0, NULL};
    if (!p->side)
        return (def_entry){s, 0, NULL};
    def_entry e = *side_slot(p, s);
    return e.sym ? e : (def_entry){s, 0, NULL};
}

static inline void set_def(parser *p, hloa_sym s, hloa_instr *in, uint32_t gen)
{
    uint32_t i = s - p->def_base;
    if (i < p->def_limit - p->def_base) {
        if (i >= p->def_cap)
            grow_defs(p, i);
        p->def_instr[i] = in;
        p->def_gen[i] = gen;
        return;
    }
    if (!p->side || (p->n_side + 1) * 2 > p->side_mask)
        side_grow(p);
    def_entry *e = side_slot(p, s);
    p->n_side += !e->sym;
    *e = (def_entry){s, gen, in};
}

static inline hloa_instr *lookup(parser *p, hloa_sym s)
{
    uint32_t i = s - p->def_base;
    if (i < p->def_cap)
        return p->def_gen[i] == p->gen ? p->def_instr[i] : NULL;
    if (!p->side)
        return NULL; /* in the arrays' range but past their end, or no side table */
    def_entry e = get_def(p, s);
    return e.gen == p->gen ? e.instr : NULL;
}

/*
 * In the head of a part that starts inside a computation's body, names the
 * parts before define are not known yet (outside it, in inline bodies and
 * once the body is closed, they are never needed).
 */
static inline int in_head(const parser *p)
{
    return p->continues && !p->head.closed && p->gen == p->head.gen;
}

/* s[0, n) as a cached_name, and its slot in p->recent (p->keys takes the low bits). */
static inline uint32_t cache_key(const char *s, uint32_t n, cached_name *c)
{
    c->name = s;
    c->len = n;
    return (uint32_t)(hloa_name_key(s, n, &c->head, &c->tail) >> 56) & (RECENT_DEFS - 1);
}

static inline int same_cached_name(const cached_name *a, const cached_name *b)
{
    return a->len == b->len && a->head == b->head && a->tail == b->tail &&
           (a->len <= 16 || hloa_bytes_equal(a->name + 8, b->name + 8, a->len - 16));
}

/* The definition of s[0, n) in the current computation if the cache has it, else NULL. */
static hloa_instr *recent_lookup(const parser *p, const char *s, uint32_t n)
{
    cached_name want;
    const recent_def *r = &p->recent[cache_key(s, n, &want)];
    return r->gen == p->gen && same_cached_name(&r->key, &want) ? r->instr : NULL;
}

static void recent_remember(parser *p, hloa_sym s, hloa_instr *in)
{
    uint32_t n;
    const char *name = hloa_name(p->m, s, &n);
    cached_name key;
    recent_def *r = &p->recent[cache_key(name, n, &key)];
    *r = (recent_def){key, p->gen, in};
}

/* The symbol of the attribute key s[0, n), through p->keys. */
static hloa_sym key_sym(parser *p, const char *s, uint32_t n)
{
    cached_name want;
    key_entry *k = &p->keys[cache_key(s, n, &want) & (KEY_CACHE - 1)];
    if (k->key.len && same_cached_name(&k->key, &want))
        return k->sym;
    hloa_sym sym = hloa_intern_copy(&p->m->names, s, n);
    want.name = hloa_name(p->m, sym, &want.len); /* the copy: s may be handed back */
    *k = (key_entry){want, sym};
    return sym;
}

static void define(parser *p, hloa_sym s, hloa_instr *in)
{
    if (p->continues && p->head.closed) {
        /* The join asks what the head defined: keep what this definition hides. */
        def_entry old = get_def(p, s);
        if (old.gen == p->head.gen)
            HLOA_VEC_PUSH(p->head.shadowed, old);
    }
    recent_remember(p, s, in);
    hloa_module_note_instr_name(p->m, s);
    if (p->inline_depth) {
        def_entry outer = get_def(p, s);
        if (outer.gen && outer.gen != p->gen) {
            undo_entry u = {s, outer.instr, outer.gen};
            HLOA_VEC_PUSH(p->undo, u);
        }
    }
    set_def(p, s, in, p->gen);
}

/* A fresh name "base", "base.1", ... not defined in the current computation. */
static hloa_sym unique_name(parser *p, const char *base)
{
    hloa_sym s = hloa_intern_copy(&p->m->names, base, strlen(base));
    for (int k = 1; lookup(p, s); k++) {
        hloa_strbuf_clear(&p->scratch);
        hloa_strbuf_addf(&p->scratch, "%s.%d", base, k);
        s = hloa_intern_copy(&p->m->names, p->scratch.buf, p->scratch.len);
    }
    return s;
}

/* ---- literals ---- */

static int parse_literal(parser *p, const hloa_shape *shape);

/* Range of finite values an element type can hold, for literal checks. */
static int value_fits(hloa_elem e, double v, int is_int, int64_t iv)
{
    switch (e) {
    case HLOA_ELEM_S8:
        return is_int && iv >= -128 && iv <= 127;
    case HLOA_ELEM_S16:
        return is_int && iv >= -32768 && iv <= 32767;
    case HLOA_ELEM_S32:
        return is_int && iv >= INT32_MIN && iv <= INT32_MAX;
    case HLOA_ELEM_U8:
        return is_int && iv >= 0 && iv <= 255;
    case HLOA_ELEM_U16:
        return is_int && iv >= 0 && iv <= 65535;
    case HLOA_ELEM_U32:
        return is_int && iv >= 0 && iv <= (int64_t)UINT32_MAX;
    case HLOA_ELEM_S64:
    case HLOA_ELEM_U64:
        return is_int;
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
        int is_float = e >= HLOA_ELEM_F16 && e <= HLOA_ELEM_F8E8M0FNU;
        double v = strtod(text(p) + t.off, NULL);
        if (!value_fits(e, v, !is_float, iv))
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
        if (!value_fits(e, v, 0, 0))
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

/* Any balanced token sequence; used where no shape says what to expect. */
static int skip_balanced(parser *p, int close)
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

/* literal_for(shape): a tuple of literals, a scalar, or nested braces of rank depth */
static int parse_literal(parser *p, const hloa_shape *shape)
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
            if (parse_literal(p, shape->elems[i]))
                return -1;
        }
        p->depth--;
        return expect(p, HLOA_TK_RPAREN, "')'");
    }
    if (shape->kind != HLOA_SHAPE_ARRAY)
        return skip_balanced(p, HLOA_TK_RPAREN);
    if (shape->n == 0)
        return parse_scalar(p, shape);
    return parse_nested(p, shape, 0);
}

/* ---- instructions ---- */

static void append_instr(hloa_comp *comp, instr_vec *list, hloa_instr *in)
{
    in->parent = comp;
    in->index = (uint32_t)list->len;
    HLOA_VEC_PUSH(*list, in);
}

static int parse_instruction_body(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in);
static hloa_comp *parse_inline_computation(parser *p);

static int is_comp_ref_key(hloa_sym key)
{
    return (key >= HLOA_SYM_CALLS && key <= HLOA_SYM_FALSE_COMPUTATION) ||
           key == hloa_opcode_sym(HLOA_OP_SELECT) || key == hloa_opcode_sym(HLOA_OP_SCATTER);
}

static void add_comp_ref(parser *p, hloa_instr *in, hloa_token t)
{
    comp_ref r = {in, (uint32_t)p->called.len, name_sym(p, t), hloa_tok_begin(t), hloa_tok_end(t)};
    HLOA_VEC_PUSH(p->comp_refs, r);
    HLOA_VEC_PUSH(p->called, NULL);
}

/* name_list ::= '{' (name (',' name)*)? '}'   (computation or instruction names) */
static int parse_name_list(parser *p, hloa_instr *in, int computations)
{
    if (expect(p, HLOA_TK_LBRACE, "'{'"))
        return -1;
    uint32_t count = 0;
    size_t preds = p->pred_refs.len;
    const char *want = computations ? "a computation name" : "an instruction name";
    while (p->tok.kind != HLOA_TK_RBRACE) {
        if (count) {
            if (p->tok.kind != HLOA_TK_COMMA) {
                want = "',' or '}'";
                goto fail;
            }
            advance(p);
        }
        hloa_token t = p->tok;
        if (t.kind != HLOA_TK_NAME && t.kind != HLOA_TK_IDENT)
            goto fail;
        if (computations) {
            add_comp_ref(p, in, t);
        } else {
            pred_ref r = {name_sym(p, t), hloa_tok_begin(t), hloa_tok_end(t)};
            HLOA_VEC_PUSH(p->pred_refs, r);
        }
        count++;
        advance(p);
    }
    advance(p);
    return 0;
fail:
    p->pred_refs.len = preds; /* an instruction with a broken list gets no predecessors */
    return unexpected(p, want);
}

/*
 * attr_value ::= atom+   an atom is a token or a balanced bracket group; the
 * value ends at a top-level ',' or closing bracket, or at a token that starts
 * a new line. backend_config dicts are read in raw mode.
 */
static int parse_attr_value(parser *p, hloa_instr *in, hloa_attr *a)
{
    a->val_off = hloa_tok_begin(p->tok);
    a->val = text(p) + a->val_off;
    if (in && is_comp_ref_key(a->key)) {
        hloa_token t = p->tok;
        if (t.kind == HLOA_TK_NAME || t.kind == HLOA_TK_IDENT) {
            add_comp_ref(p, in, t);
            advance(p);
            a->val_len = p->lx.last_end - a->val_off;
            return 0;
        }
        if (t.kind == HLOA_TK_LBRACE) {
            hloa_comp *c = parse_inline_computation(p);
            if (!c)
                return -1;
            HLOA_VEC_PUSH(p->called, c);
            a->val_len = p->lx.last_end - a->val_off;
            return 0;
        }
        return unexpected(p, "a computation name");
    }
    if (in && (a->key == HLOA_SYM_BRANCH_COMPUTATIONS || a->key == HLOA_SYM_CALLED_COMPUTATIONS ||
               a->key == HLOA_SYM_CONTROL_PREDECESSORS)) {
        if (parse_name_list(p, in, a->key != HLOA_SYM_CONTROL_PREDECESSORS))
            return -1;
        a->val_len = p->lx.last_end - a->val_off;
        return 0;
    }
    /* A thread is a string, as XLA reads it: the passes copy it into generated text. */
    if (a->key == HLOA_SYM_ASYNC_EXECUTION_THREAD && p->tok.kind != HLOA_TK_STRING)
        return unexpected(p, "a thread name string");
    if (a->key == HLOA_SYM_BACKEND_CONFIG && p->tok.kind == HLOA_TK_LBRACE) {
        p->lx.pos = p->tok.off;
        p->tok = hloa_lex_raw_dict(&p->lx);
        if (p->tok.kind == HLOA_TK_ERROR)
            return unexpected(p, "a dict");
        advance(p);
        a->val_len = p->lx.last_end - a->val_off;
        return 0;
    }
    char stack[HLOA_MAX_DEPTH + 1];
    int depth = 0, atoms = 0, after_key = 0;
    for (;;) {
        hloa_token t = p->tok;
        int k = t.kind;
        /* `key={...}` inside a value (frontend attributes) is a JSON-ish dict: raw mode. */
        if (after_key && k == HLOA_TK_LBRACE) {
            p->lx.pos = t.off;
            p->tok = t = hloa_lex_raw_dict(&p->lx);
            k = t.kind;
        }
        after_key = k == HLOA_TK_ATTR_NAME;
        int closer = hloa_tok_bracket(k) < 0;
        /* After the first atom, a value goes on with no space in between ([2,4]<=[8],
           b01f_01io->b01f) or with a bracket group (literal=s32[2]{0} {1, 2},
           replica_groups=mesh['a'=4] {'a'}); a plain token after a space ends it. */
        int opener = hloa_tok_bracket(k) > 0;
        if (depth == 0 && (k == HLOA_TK_COMMA || closer || k == HLOA_TK_EOF ||
                           (atoms && (t.flags & HLOA_TF_NEWLINE)) ||
                           (atoms && (t.flags & HLOA_TF_SPACE) && !opener))) {
            if (!atoms)
                return unexpected(p, "an attribute value");
            break;
        }
        if (k == HLOA_TK_ERROR)
            return unexpected(p, "an attribute value");
        if (k == HLOA_TK_EOF)
            return error_at(p, a->val_off, a->val_off + 1, HLOA_RULE_SYNTAX,
                            "unclosed bracket in the value of an attribute");
        if (depth == 0 && opener) {
            /* Most groups (metadata, sharding, dimensions) hold only plain tokens: skip the bytes. */
            uint32_t after = hloa_lex_skip_plain_group(&p->lx, t.off);
            if (after) {
                atoms++;
                p->lx.pos = after;
                advance(p);
                continue;
            }
        }
        if (opener) {
            if (depth == HLOA_MAX_DEPTH)
                return error_at(p, t.off, t.off + 1, HLOA_RULE_SYNTAX,
                                "maximum nesting depth exceeded");
            stack[depth++] = k == HLOA_TK_LBRACE   ? HLOA_TK_RBRACE
                             : k == HLOA_TK_LPAREN ? HLOA_TK_RPAREN
                                                   : HLOA_TK_RBRACKET;
        } else if (closer) {
            if (stack[depth - 1] != k)
                return unexpected(p, hloa_tok_kind_name(stack[depth - 1]));
            depth--;
        }
        if (depth == 0)
            atoms++;
        advance(p);
        /* Nothing continues a string outside brackets: "a"b is a string and a stray word. */
        if (depth == 0 && k == HLOA_TK_STRING)
            break;
    }
    a->val_len = p->lx.last_end - a->val_off;
    return 0;
}

/* Text an MLIR printer writes: `module @name ...` or `func.func ...` at the start of a line. */
static int at_mlir_text(const parser *p)
{
    if (!(p->tok.flags & HLOA_TF_NEWLINE) && p->tok.off != p->m->region.begin)
        return 0;
    const char *s = text(p) + p->tok.off;
    size_t left = p->m->region.end - p->tok.off;
    return (left > 8 && (!memcmp(s, "module @", 8) || !memcmp(s, "module {", 8))) ||
           (left > 10 && !memcmp(s, "func.func ", 10));
}

/* Keys whose values parse_attr_value reads its own way. */
static int is_special_key(hloa_sym key)
{
    return is_comp_ref_key(key) || key == HLOA_SYM_BRANCH_COMPUTATIONS ||
           key == HLOA_SYM_CALLED_COMPUTATIONS || key == HLOA_SYM_CONTROL_PREDECESSORS ||
           key == HLOA_SYM_ASYNC_EXECUTION_THREAD || key == HLOA_SYM_BACKEND_CONFIG;
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
        } else if (word_start(c)) {
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
 * (`to_apply=%add.1`), recorded as parse_attr_value records it, or a raw
 * backend_config dict. Its end, or 0 having changed nothing.
 */
static uint32_t read_special_value(parser *p, hloa_instr *in, hloa_sym key, uint32_t val)
{
    const char *t = text(p);
    uint32_t end = p->lx.end;
    if (in && is_comp_ref_key(key)) {
        int percent = t[val] == '%';
        uint32_t name = val + (uint32_t)percent;
        if (!percent && !word_start((unsigned char)t[name]))
            return 0;
        uint32_t e = hloa_lex_ident_end(&p->lx, name);
        if (e == name || !value_ends_at(t, e, end) || (!percent && may_be_nan(t + name, e - name)))
            return 0;
        add_comp_ref(p, in, (hloa_token){.kind = percent ? HLOA_TK_NAME : HLOA_TK_IDENT,
                                         .flags = percent ? HLOA_TF_PERCENT : 0,
                                         .off = name,
                                         .len = e - name});
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
static int read_plain_attr(parser *p, hloa_instr *in, size_t base, hloa_attr *a)
{
    const char *t = text(p);
    uint32_t end = p->lx.end, i = p->tok.off + 1;
    while (i < end && t[i] == ' ')
        i++;
    if (i >= end || !word_start((unsigned char)t[i]))
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
    advance_after_item(p);
    return 1;
}

/* attributes ::= (',' ATTR_NAME attr_value)* */
static int parse_attributes(parser *p, hloa_instr *in)
{
    size_t base = p->attrs.len;
    while (p->tok.kind == HLOA_TK_COMMA) {
        hloa_attr fast;
        if (read_plain_attr(p, in, base, &fast)) {
            HLOA_VEC_PUSH(p->attrs, fast);
            continue;
        }
        advance(p);
        hloa_token t = p->tok;
        if (t.kind != HLOA_TK_ATTR_NAME)
            return unexpected(p, "an attribute (name=value)");
        hloa_attr a = {key_sym(p, text(p) + t.off, t.len), t.off, 0, 0, NULL};
        for (size_t i = base; i < p->attrs.len; i++)
            if (p->attrs.items[i].key == a.key)
                return error_at(p, t.off, t.off + t.len, HLOA_RULE_SYNTAX,
                                "attribute '%.*s' already exists", (int)t.len, text(p) + t.off);
        advance(p);
        if (parse_attr_value(p, in, &a))
            return -1;
        HLOA_VEC_PUSH(p->attrs, a);
    }
    return 0;
}

/* Resolves an opcode token; handles X-start/X-update/X-done sugar (rules R1, R2). */
static void resolve_opcode(parser *p, hloa_instr *in, hloa_token t)
{
    const char *s = text(p) + t.off;
    in->wrapped_opcode = HLOA_OP_UNKNOWN;
    int op = hloa_opcode_lookup(s, t.len);
    if (op >= 0) {
        in->opcode = (uint16_t)op;
        return;
    }
    static const struct {
        const char *suffix;
        uint16_t opcode;
    } suffixes[] = {
        {"-start", HLOA_OP_ASYNC_START},
        {"-update", HLOA_OP_ASYNC_UPDATE},
        {"-done", HLOA_OP_ASYNC_DONE},
    };
    for (size_t i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
        size_t n = strlen(suffixes[i].suffix);
        if (t.len <= n || memcmp(s + t.len - n, suffixes[i].suffix, n) != 0)
            continue;
        int base = hloa_opcode_lookup(s, t.len - (uint32_t)n);
        if (base >= 0) {
            in->opcode = suffixes[i].opcode;
            in->wrapped_opcode = (uint16_t)base;
            in->sugar = in->wrapped_opcode == HLOA_OP_CALL ? HLOA_SUGAR_CALL : HLOA_SUGAR_OP;
            return;
        }
    }
    in->opcode = HLOA_OP_UNKNOWN;
    error_at(p, t.off, t.off + t.len, HLOA_RULE_UNKNOWN_OPCODE, "unknown opcode '%.*s'",
             (int)t.len, s);
}

/* Does the current token start the next instruction (`name =` or ROOT at a line start)? */
static int at_instruction_start(const parser *p)
{
    if (!(p->tok.flags & HLOA_TF_NEWLINE))
        return 0;
    if (p->tok.kind == HLOA_TK_ATTR_NAME || tok_is(p, p->tok, "ROOT"))
        return 1;
    return (p->tok.kind == HLOA_TK_NAME || p->tok.kind == HLOA_TK_IDENT) &&
           peek_kind(p) == HLOA_TK_EQ;
}

/* operand ::= shape? name | shape? opcode operands   (nested, no attributes) */
static int parse_operand(parser *p, hloa_comp *comp, instr_vec *list)
{
    if (at_instruction_start(p))
        return error_at(p, p->lx.last_end, p->lx.last_end + 1, HLOA_RULE_SYNTAX,
                        "expected ')' to close the operand list before the next instruction");
    const hloa_shape *written = NULL;
    uint32_t shape_off = hloa_tok_begin(p->tok);
    if (hloa_shape_starts(&p->lx, p->tok)) {
        written = parse_shape(p);
        if (!written)
            return -1;
        p->m->operand_shapes = 1;
    }
    hloa_token t = p->tok;
    if (t.kind == HLOA_TK_IDENT && peek_kind(p) == HLOA_TK_LPAREN) {
        /* A nested instruction: it is placed before the one that uses it. */
        hloa_instr *nested = hloa_arena_calloc(&p->m->arena, 1, sizeof(*nested));
        nested->anonymous = 1;
        nested->shape = written;
        nested->off = shape_off;
        nested->name_off = t.off;
        nested->shape_off = shape_off;
        nested->shape_end = written ? p->lx.last_end : shape_off;
        if (parse_instruction_body(p, comp, list, nested))
            return -1;
        nested->end = p->lx.last_end;
        hloa_strbuf_clear(&p->scratch);
        uint32_t n;
        const char *op = hloa_opcode_name(nested, p->m, &n);
        char base[128];
        snprintf(base, sizeof(base), "%.*s.anon", (int)(n < 100 ? n : 100), op);
        nested->name = unique_name(p, base);
        p->cut_unsafe |= in_head(p); /* unique in this part, maybe not in the whole */
        define(p, nested->name, nested);
        append_instr(comp, list, nested);
        HLOA_VEC_PUSH(p->ops, nested);
        return 0;
    }
    if (t.kind != HLOA_TK_NAME && t.kind != HLOA_TK_IDENT)
        return unexpected(p, "an operand name");
    hloa_sym s = name_sym(p, t);
    hloa_instr *def = lookup(p, s);
    uint32_t b = hloa_tok_begin(t), e = hloa_tok_end(t);
    if (!def && in_head(p)) {
        pending_operand u = {NULL, (uint32_t)p->ops.len, s, written};
        HLOA_VEC_PUSH(p->head.pending, u);
    } else if (!def) {
        error_at(p, b, e, HLOA_RULE_UNDEFINED_NAME, "operand '%.*s' is not defined%s", (int)t.len,
                 text(p) + t.off, " in this computation");
    } else if (written && def->shape && !hloa_shape_compatible(written, def->shape)) {
        hloa_strbuf_clear(&p->scratch);
        hloa_shape_print(&p->scratch, written);
        hloa_strbuf_adds(&p->scratch, " vs ");
        hloa_shape_print(&p->scratch, def->shape);
        hloa_diag *dg = hloa_diag_add(
            p->d, HLOA_RULE_OPERAND_SHAPE, shape_off, e,
            "declared operand shape is not compatible with the shape of '%.*s' (%s)", (int)t.len,
            text(p) + t.off, p->scratch.buf);
        hloa_diag_related(p->d, dg, def->off, "'%.*s' is defined here", (int)t.len,
                          text(p) + t.off);
        p->errors++;
    }
    HLOA_VEC_PUSH(p->ops, def);
    advance(p);
    return 0;
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
        if (c != '%' && !word_start(c))
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
            if ((def = lookup(p, sym)) != NULL)
                recent_remember(p, sym, def);
        }
        if (!def || (written && def->shape && !hloa_shape_compatible(written, def->shape)))
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

/* operands ::= '(' (operand (',' operand)*)? ')' */
static int parse_operands(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in)
{
    size_t base = p->ops.len;
    in->operands_off = p->tok.off;
    if (++p->depth > HLOA_MAX_DEPTH)
        return error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX,
                        "maximum nesting depth exceeded");
    uint32_t close = p->tok.kind == HLOA_TK_LPAREN ? read_plain_operands(p) : 0;
    if (close) {
        p->lx.pos = close;
        take_punct(p, HLOA_TK_RPAREN);
    } else {
        if (expect(p, HLOA_TK_LPAREN, "'('"))
            return -1;
        while (p->tok.kind != HLOA_TK_RPAREN) {
            if (p->ops.len > base && expect(p, HLOA_TK_COMMA, "',' or ')'"))
                return -1;
            if (parse_operand(p, comp, list))
                return -1;
        }
    }
    in->operands_end = p->tok.off + 1;
    advance_after_item(p);
    p->depth--;
    size_t n = p->ops.len - base;
    if (n > UINT32_MAX / 2)
        return unexpected(p, "fewer operands");
    in->n_operands = (uint32_t)n;
    in->operands = hloa_arena_memdup(&p->m->arena, HLOA_VEC_AT(p->ops, base), n, sizeof(hloa_instr *));
    for (size_t k = 0; k < n; k++)
        if (in->operands[k])
            in->operands[k]->n_users++; /* counted for hloa_comp_fill_users */
    /* The operands left for the join are found in this list (nested lists took theirs). */
    for (size_t i = p->head.pending.len;
         i-- > 0 && !p->head.pending.items[i].user && p->head.pending.items[i].slot >= base;) {
        p->head.pending.items[i].user = in;
        p->head.pending.items[i].slot -= (uint32_t)base;
    }
    p->ops.len = base;
    return 0;
}

/*
 * instruction_body ::= opcode operands attribute*
 *   parameter takes '(' INT ')', constant '(' literal ')'
 */
static int parse_after_opcode(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in);

static int parse_instruction_body(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in)
{
    hloa_token op = p->tok;
    if (op.kind != HLOA_TK_IDENT)
        return unexpected(p, "an opcode");
    if (op.len > UINT16_MAX)
        return error_at(p, op.off, op.off + op.len, HLOA_RULE_SYNTAX,
                        "an opcode of %u bytes: no opcode is longer than %u", op.len,
                        (unsigned)UINT16_MAX);
    in->opcode_off = op.off;
    in->opcode_len = (uint16_t)op.len;
    resolve_opcode(p, in, op);
    advance(p);
    return parse_after_opcode(p, comp, list, in);
}

/*
 * `(N)` of a parameter as dumps write it, digits right inside the
 * parentheses, read from the bytes: returns 1 with the number set and the
 * token after the ')' current; 0 having changed nothing.
 */
static int read_plain_parameter_number(parser *p, hloa_instr *in)
{
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
    in->operands_end = e + 1;
    p->lx.pos = e + 1;
    advance_after_item(p);
    return 1;
}

/* What follows the opcode (current token: the one after it). */
static int parse_after_opcode(parser *p, hloa_comp *comp, instr_vec *list, hloa_instr *in)
{
    if (in->opcode == HLOA_OP_PARAMETER) {
        in->operands_off = p->tok.off;
        if (read_plain_parameter_number(p, in))
            return 0;
        if (expect(p, HLOA_TK_LPAREN, "'('"))
            return -1;
        hloa_token n = p->tok;
        int64_t number;
        if (n.kind != HLOA_TK_INT || hloa_tok_int(text(p), n, &number) || number < 0 ||
            number > INT32_MAX)
            return unexpected(p, "a parameter number");
        in->param_number = (int32_t)number;
        advance(p);
        in->operands_end = p->tok.off + 1;
        if (expect(p, HLOA_TK_RPAREN, "')'"))
            return -1;
    } else if (in->opcode == HLOA_OP_CONSTANT) {
        in->operands_off = p->tok.off;
        if (expect(p, HLOA_TK_LPAREN, "'('") || parse_literal(p, in->shape))
            return -1;
        in->operands_end = p->tok.off + 1;
        if (expect(p, HLOA_TK_RPAREN, "')'"))
            return -1;
    } else if (parse_operands(p, comp, list, in)) {
        return -1;
    }
    return 0;
}

/* Checks made once the whole instruction is read. */
static void check_instruction(parser *p, hloa_instr *in)
{
    const hloa_opcode_info *info = &hloa_opcodes[in->opcode];
    uint32_t ol = in->opcode_len;
    const char *os = text(p) + in->opcode_off;
    if (!in->shape && (info->flags & HLOA_OPF_NEEDS_SHAPE))
        error_at(p, in->opcode_off, in->opcode_off + ol, HLOA_RULE_MISSING_SHAPE,
                 "'%.*s' needs an explicit result shape", (int)ol, os);
    int arity = info->arity;
    if (in->sugar == HLOA_SUGAR_OP && in->opcode == HLOA_OP_ASYNC_START)
        arity = hloa_opcodes[in->wrapped_opcode].arity;
    if (in->opcode != HLOA_OP_PARAMETER && in->opcode != HLOA_OP_CONSTANT && arity >= 0 &&
        in->n_operands != (uint32_t)arity)
        error_at(p, in->operands_off, in->operands_end, HLOA_RULE_SYNTAX,
                 "'%.*s' expects %d operand%s, but has %u", (int)ol, os, arity,
                 arity == 1 ? "" : "s", in->n_operands);
}

/*
 * The common start of an instruction after its name, ` = shape opcode(`, read
 * from the bytes: single spaces, a shape spelled as one read before, an
 * opcode word right before the '('. Returns 1 with the shape and the opcode's
 * span set (resolve_opcode is left to the caller) and the '(' current; 0
 * having changed nothing, for the token-by-token reading.
 */
static int read_plain_prefix(parser *p, hloa_token name, hloa_instr *in)
{
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
    if (!word_start((unsigned char)t[op]))
        return 0;
    uint32_t op_end = hloa_lex_ident_end(&p->lx, op);
    if (op_end >= end || t[op_end] != '(' || op_end - op > UINT16_MAX ||
        may_be_nan(t + op, op_end - op))
        return 0;
    in->shape = shape;
    in->shape_off = i;
    in->shape_end = shape_end;
    in->opcode_off = op;
    in->opcode_len = (uint16_t)(op_end - op);
    p->lx.pos = op_end;
    take_punct(p, HLOA_TK_LPAREN);
    return 1;
}

/*
 * instruction ::= 'ROOT'? name '=' shape? instruction_body
 * An instruction with an error after its name is still defined and kept
 * (marked broken) so that its users do not report it as undefined.
 */
static int parse_instruction(parser *p, hloa_comp *comp, instr_vec *list)
{
    hloa_instr *in = hloa_arena_calloc(&p->m->arena, 1, sizeof(*in));
    in->off = hloa_tok_begin(p->tok);
    if (tok_is(p, p->tok, "ROOT")) {
        in->is_root = 1;
        advance(p);
    }
    hloa_token name = p->tok;
    int plain = 0;
    if (name.kind == HLOA_TK_ATTR_NAME) {
        advance(p);
    } else if (name.kind == HLOA_TK_NAME || name.kind == HLOA_TK_IDENT) {
        plain = read_plain_prefix(p, name, in);
        if (!plain) {
            advance(p);
            if (expect(p, HLOA_TK_EQ, "'=' after the instruction name"))
                return -1;
        }
    } else {
        return unexpected(p, "an instruction");
    }
    /* Interned after the body: by then the slot of this (new) name is in cache. */
    uint32_t name_hash = hloa_intern_prefetch(&p->m->names, text(p) + name.off, name.len);
    in->name_off = hloa_tok_begin(name);
    set_context(p, comp, name);
    /* The first instruction of the first computation tells; in a part that starts inside a
       body, the head's first may be it (see join_parts). */
    if (list->len == 0 && p->m->n_comps <= 1 && !(p->continues && comp != p->head.comp))
        p->m->percent_names = (name.flags & HLOA_TF_PERCENT) != 0;
    size_t attr_base = p->attrs.len, called_base = p->called.len, ref_base = p->comp_refs.len;
    int rc = 0;
    if (plain) {
        resolve_opcode(p, in, (hloa_token){.kind = HLOA_TK_IDENT, .off = in->opcode_off,
                                          .len = in->opcode_len});
        rc = parse_after_opcode(p, comp, list, in);
    } else {
        in->shape_off = in->shape_end = hloa_tok_begin(p->tok);
        if (hloa_shape_starts(&p->lx, p->tok)) {
            in->shape = parse_shape(p);
            in->shape_end = p->lx.last_end;
            rc = in->shape ? 0 : -1;
        }
        if (!rc)
            rc = parse_instruction_body(p, comp, list, in);
    }
    if (!rc)
        rc = parse_attributes(p, in);
    if (!rc && !(p->tok.flags & HLOA_TF_NEWLINE) && p->tok.kind != HLOA_TK_EOF &&
        p->tok.kind != HLOA_TK_RBRACE)
        rc = unexpected(p, "',' and an attribute, or the end of the instruction");
    in->broken = rc != 0;
    in->end = p->lx.last_end;
    size_t na = p->attrs.len - attr_base, nc = p->called.len - called_base;
    in->n_attrs = (uint32_t)na;
    in->attrs = hloa_arena_memdup(&p->m->arena, HLOA_VEC_AT(p->attrs, attr_base), na,
                                  sizeof(hloa_attr));
    in->n_called = (uint32_t)nc;
    in->called = hloa_arena_memdup(&p->m->arena, HLOA_VEC_AT(p->called, called_base), nc,
                                   sizeof(hloa_comp *));
    p->attrs.len = attr_base;
    p->called.len = called_base;
    /* Pending references hold stack positions; make them relative to this instruction. */
    for (size_t i = ref_base; i < p->comp_refs.len; i++)
        if (p->comp_refs.items[i].instr == in)
            p->comp_refs.items[i].slot -= (uint32_t)called_base;
    in->name = hloa_intern_new_hashed(&p->m->names, text(p) + name.off, name.len, name_hash);
    hloa_instr *prev = lookup(p, in->name);
    if (prev) {
        uint32_t n;
        const char *s = hloa_name(p->m, in->name, &n);
        hloa_diag *dg = hloa_diag_add(p->d, HLOA_RULE_DUPLICATE_NAME, in->name_off,
                                      hloa_tok_end(name),
                                      "instruction '%.*s' is already defined in this computation",
                                      (int)n, s);
        hloa_diag_related(p->d, dg, prev->name_off, "previous definition of '%.*s' is here",
                          (int)n, s);
        p->errors++;
    } else {
        define(p, in->name, in);
    }
    if (!rc)
        check_instruction(p, in);
    append_instr(comp, list, in);
    set_context(p, comp, (hloa_token){0});
    return rc;
}

/* Does the current token start a computation (ENTRY, or a name followed by '(' or '{')? */
static int at_computation_start(const parser *p)
{
    if (!(p->tok.flags & HLOA_TF_NEWLINE))
        return 0;
    if (tok_is(p, p->tok, "ENTRY"))
        return 1;
    if (p->tok.kind != HLOA_TK_NAME && p->tok.kind != HLOA_TK_IDENT)
        return 0;
    int next = peek_kind(p);
    return next == HLOA_TK_LPAREN || next == HLOA_TK_LBRACE;
}

/* ---- computations ---- */

static void resolve_control_preds(parser *p, size_t base)
{
    for (size_t i = base; i < p->pred_refs.len; i++) {
        pred_ref *r = &p->pred_refs.items[i];
        if (!lookup(p, r->name)) {
            uint32_t n;
            const char *s = hloa_name(p->m, r->name, &n);
            error_at(p, r->off, r->end, HLOA_RULE_UNDEFINED_NAME,
                     "control predecessor '%.*s' is not defined in this computation", (int)n, s);
        }
    }
    p->pred_refs.len = base;
}

/* Checks and freezes a computation whose instructions are in c->instrs. */
static void settle_computation(parser *p, hloa_comp *c)
{
    hloa_comp_fill_users(c, &p->m->arena);
    hloa_instr *root = NULL;
    int64_t max_param = -1;
    c->kinds = 0;
    p->marked.len = 0;
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        hloa_instr *in = c->instrs[i];
        uint8_t kinds = hloa_instr_kinds(in);
        c->kinds |= kinds;
        if (kinds)
            HLOA_VEC_PUSH(p->marked, in);
        if (in->is_root) {
            if (root) {
                hloa_diag *dg =
                    hloa_diag_add(p->d, HLOA_RULE_SYNTAX, in->off, in->off + 4,
                                  "one computation should have only one ROOT");
                hloa_diag_related(p->d, dg, root->off, "the first ROOT is here");
                p->errors++;
                in->is_root = 0;
            } else {
                root = in;
            }
        }
        if (in->opcode == HLOA_OP_PARAMETER && !in->broken && in->param_number > max_param)
            max_param = in->param_number;
    }
    if (!root && c->n_instrs) {
        root = c->instrs[c->n_instrs - 1];
        root->is_root = 1;
    }
    c->root = root;
    c->n_marked = (uint32_t)p->marked.len;
    c->marked =
        hloa_arena_memdup(&p->m->arena, p->marked.items, p->marked.len, sizeof(hloa_instr *));
    if (max_param >= (int64_t)c->n_instrs) {
        /* A parameter number no list of this size can reach: leave params empty. */
        hloa_instr *in = NULL;
        for (uint32_t i = 0; i < c->n_instrs; i++)
            if (c->instrs[i]->opcode == HLOA_OP_PARAMETER &&
                c->instrs[i]->param_number == max_param)
                in = c->instrs[i];
        error_at(p, in->operands_off, in->operands_end, HLOA_RULE_SYNTAX,
                 "parameter number %lld leaves gaps: the computation has only %u instructions",
                 (long long)max_param, c->n_instrs);
        max_param = -1;
    }
    c->n_params = (uint32_t)(max_param + 1);
    c->params = hloa_arena_calloc(&p->m->arena, c->n_params, sizeof(hloa_instr *));
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        hloa_instr *in = c->instrs[i];
        if (in->opcode != HLOA_OP_PARAMETER || in->broken || max_param < 0)
            continue;
        hloa_instr **slot = &c->params[in->param_number];
        if (*slot) {
            hloa_diag *dg =
                hloa_diag_add(p->d, HLOA_RULE_SYNTAX, in->operands_off, in->operands_end,
                              "duplicate parameter number %lld", (long long)in->param_number);
            hloa_diag_related(p->d, dg, (*slot)->operands_off, "parameter %lld is also here",
                              (long long)in->param_number);
            p->errors++;
            continue;
        }
        *slot = in;
    }
    for (uint32_t i = 0; i < c->n_params; i++)
        if (!c->params[i]) {
            error_at(p, c->name_off, c->body_open, HLOA_RULE_SYNTAX,
                     "parameter number %u is missing from this computation", i);
            break;
        }
    if (c->result_shape && root && root->shape &&
        !hloa_shape_compatible(c->result_shape, root->shape)) {
        hloa_strbuf_clear(&p->scratch);
        hloa_shape_print(&p->scratch, c->result_shape);
        hloa_strbuf_adds(&p->scratch, ", is not compatible with that of its root instruction, ");
        hloa_shape_print(&p->scratch, root->shape);
        uint32_t n;
        const char *s = hloa_name(p->m, c->name, &n);
        error_at(p, c->name_off, c->body_open, HLOA_RULE_SYNTAX, "shape of computation '%.*s', %s",
                 (int)n, s, p->scratch.buf);
    }
}

static void finish_computation(parser *p, hloa_comp *c, instr_vec *list)
{
    c->n_instrs = (uint32_t)list->len;
    c->instrs = hloa_arena_memdup(&p->m->arena, list->items, list->len, sizeof(hloa_instr *));
    settle_computation(p, c);
}

/* Moves the control predecessors from base on that this part does not define to preds. */
static void keep_preds(parser *p, size_t base, segment *seg)
{
    for (size_t i = base; i < p->pred_refs.len; i++)
        if (!lookup(p, p->pred_refs.items[i].name))
            HLOA_VEC_PUSH(seg->preds, p->pred_refs.items[i]);
    p->pred_refs.len = base;
}

/*
 * Reads instructions into list up to the '}' that closes the body, or the end
 * of the text. `continued`: the body started before the text does, so it is
 * not empty however few instructions list has.
 */
static void read_instructions(parser *p, hloa_comp *c, instr_vec *list, int continued)
{
    while (p->tok.kind != HLOA_TK_RBRACE && p->tok.kind != HLOA_TK_EOF &&
           !((list->len || continued) && at_computation_start(p))) {
        hloa_token start = p->tok;
        /* Every few MB, let the source drop the text already read (a big dump need not
           stay resident while its IR is built; what a pass reads again comes back), and
           stop a part whose names ran out (it is read again: see parse_parts). */
        if (start.off - p->handed_back >= HAND_BACK_EVERY) {
            uint32_t upto = start.off - HAND_BACK_EVERY / 2;
            hloa_source_done_with(p->m->src, p->handed_back, upto);
            p->handed_back = upto;
            if (hloa_interner_full(&p->m->names))
                break;
        }
        if (parse_instruction(p, c, list)) {
            synchronize(p);
            if (start.off == p->tok.off)
                advance(p);
        }
    }
}

/*
 * After read_instructions: the '}' closes the body of c, whose instructions
 * are in list and whose control predecessors are pred_refs from pred_base.
 * A body cut by the part's end or start is kept for the join instead of
 * being finished here (seg: the part's head, when c is its stand-in).
 */
static int close_body(parser *p, hloa_comp *c, instr_vec *list, size_t pred_base, segment *seg)
{
    if (p->tok.kind == HLOA_TK_EOF && p->may_end_open && !p->inline_depth && c == p->top) {
        p->ended_open = 1;
        p->tail_is_head = seg != NULL;
        if (!seg) {
            seg = &p->tail;
            *seg = (segment){.comp = c, .list = *list, .gen = p->gen};
        }
        keep_preds(p, pred_base, seg);
        return 0;
    }
    c->body_close = p->tok.off;
    int rc = 0;
    if (p->tok.kind != HLOA_TK_RBRACE)
        rc = unexpected(p, "'}' to close the computation");
    else
        advance(p);
    if (seg) {
        keep_preds(p, pred_base, seg);
        seg->closed = 1;
        return rc;
    }
    resolve_control_preds(p, pred_base);
    if (!list->len && !rc)
        error_at(p, c->body_open, c->body_close + 1, HLOA_RULE_SYNTAX,
                 "a computation needs at least one instruction");
    finish_computation(p, c, list);
    free(list->items);
    return rc;
}

/* instruction_list ::= '{' instruction+ '}'   (the '{' is current) */
static int parse_body(parser *p, hloa_comp *c)
{
    uint32_t saved_gen = p->gen;
    size_t pred_base = p->pred_refs.len;
    p->gen = ++p->next_gen;
    c->body_open = p->tok.off;
    set_context(p, c, (hloa_token){0});
    advance(p);
    instr_vec list = {0};
    read_instructions(p, c, &list, 0);
    int rc = close_body(p, c, &list, pred_base, NULL);
    p->gen = saved_gen;
    set_context(p, NULL, (hloa_token){0});
    return rc;
}

static hloa_comp *new_comp(parser *p, hloa_sym name, uint32_t off)
{
    hloa_comp *c = hloa_arena_calloc(&p->m->arena, 1, sizeof(*c));
    c->name = name;
    c->thread = HLOA_SYM_MAIN;
    c->off = off;
    c->name_off = off;
    return c;
}

static void register_comp(parser *p, hloa_comp *c)
{
    hloa_comp *prev = hloa_module_find_comp(p->m, c->name);
    if (prev && !c->inline_body) {
        uint32_t n;
        const char *s = hloa_name(p->m, c->name, &n);
        hloa_diag *dg = hloa_diag_add(p->d, HLOA_RULE_DUPLICATE_NAME, c->name_off,
                                      c->name_off + n, "computation '%.*s' is already defined",
                                      (int)n, s);
        hloa_diag_related(p->d, dg, prev->name_off, "previous definition of '%.*s' is here",
                          (int)n, s);
        p->errors++;
    }
    hloa_module_add_comp(p->m, c);
}

/* inline_computation ::= '{' instruction+ '}'   named "_", "_.1", ... */
static hloa_comp *parse_inline_computation(parser *p)
{
    hloa_sym name = hloa_intern_copy(&p->m->names, "_", 1);
    for (int k = 1; hloa_module_find_comp(p->m, name); k++) {
        char buf[32];
        snprintf(buf, sizeof(buf), "_.%d", k);
        name = hloa_intern_copy(&p->m->names, buf, strlen(buf));
    }
    if (p->depth + 1 > HLOA_MAX_DEPTH) {
        error_at(p, p->tok.off, p->tok.off + 1, HLOA_RULE_SYNTAX, "maximum nesting depth exceeded");
        return NULL;
    }
    hloa_comp *c = new_comp(p, name, p->tok.off);
    c->inline_body = 1;
    c->outer = p->top;
    size_t undo_base = p->undo.len;
    p->inline_depth++;
    p->depth++;
    int rc = parse_body(p, c);
    p->depth--;
    p->inline_depth--;
    while (p->undo.len > undo_base) {
        undo_entry u = p->undo.items[--p->undo.len];
        set_def(p, u.sym, u.instr, u.gen);
    }
    c->end = p->lx.last_end;
    /* Listed after the computation that holds it; printers skip it (it is in the attribute). */
    register_comp(p, c);
    return rc ? NULL : c;
}

/* param_list_to_shape ::= '(' (param (',' param)*)? ')' '->' shape     param ::= NAME ':' shape */
static int parse_signature(parser *p, hloa_comp *c)
{
    advance(p); /* '(' */
    int count = 0;
    while (p->tok.kind != HLOA_TK_RPAREN) {
        if (count++ && expect(p, HLOA_TK_COMMA, "',' or ')'"))
            return -1;
        if (p->tok.kind != HLOA_TK_COLON_NAME)
            return unexpected(p, "a parameter 'name: shape'");
        advance(p);
        if (!parse_shape(p))
            return -1;
    }
    advance(p);
    if (expect(p, HLOA_TK_ARROW, "'->'"))
        return -1;
    c->result_shape = parse_shape(p);
    return c->result_shape ? 0 : -1;
}

static int parse_computation_end(parser *p, hloa_comp *c, int rc);

/* computation ::= 'ENTRY'? name param_list_to_shape? instruction_list computation_end */
static int parse_computation(parser *p, int *seen_entry)
{
    uint32_t off = hloa_tok_begin(p->tok);
    int is_entry = 0;
    if (tok_is(p, p->tok, "ENTRY")) {
        is_entry = 1;
        advance(p);
    }
    hloa_token name = p->tok;
    if (name.kind != HLOA_TK_NAME && name.kind != HLOA_TK_IDENT)
        return unexpected(p, "a computation name");
    advance(p);
    hloa_comp *c = new_comp(p, name_sym(p, name), off);
    c->name_off = hloa_tok_begin(name);
    c->outer = c;
    p->top = c;
    c->is_entry = (uint8_t)is_entry;
    if (is_entry && (*seen_entry)++) {
        error_at(p, off, off + 5, HLOA_RULE_SYNTAX, "expects only one ENTRY");
        c->is_entry = 0;
    }
    if (p->tok.kind == HLOA_TK_LPAREN && parse_signature(p, c))
        return -1;
    if (p->tok.kind != HLOA_TK_LBRACE)
        return unexpected(p, "'{' to open the computation body");
    /* Register first so later references and duplicates see it in text order. */
    register_comp(p, c);
    return parse_computation_end(p, c, parse_body(p, c));
}

/*
 * The rest of a computation (its instructions of this part are read):
 * computation_end ::= (',' 'execution_thread=' STRING)?
 */
static int parse_computation_end(parser *p, hloa_comp *c, int rc)
{
    if (!rc && p->tok.kind == HLOA_TK_COMMA) {
        advance(p);
        hloa_token k = p->tok;
        if (k.kind != HLOA_TK_ATTR_NAME || name_sym(p, k) != HLOA_SYM_EXECUTION_THREAD)
            return unexpected(p, "execution_thread=");
        advance(p);
        if (p->tok.kind != HLOA_TK_STRING)
            return unexpected(p, "a thread name string");
        c->thread = hloa_intern(&p->m->names, text(p) + p->tok.off + 1, p->tok.len - 2);
        if (!c->thread)
            c->thread = hloa_intern_copy(&p->m->names, "\"\"", 2);
        advance(p);
    }
    c->end = p->lx.last_end;
    return rc;
}

/*
 * A part that starts inside a top-level computation's body reads the rest of
 * it into its head, under a stand-in computation that the join replaces
 * with the one the parts before began.
 */
static int parse_continued_computation(parser *p)
{
    hloa_comp *c = new_comp(p, 0, p->tok.off);
    c->outer = c;
    p->top = c;
    p->gen = ++p->next_gen;
    p->head = (segment){.comp = c, .gen = p->gen};
    read_instructions(p, c, &p->head.list, 1);
    int rc = close_body(p, c, &p->head.list, 0, &p->head);
    p->gen = 0;
    return p->ended_open ? rc : parse_computation_end(p, c, rc);
}

/* ---- module ---- */

/*
 * stack_frame_index ::= ('FileNames' | 'FunctionNames' | 'FileLocations' | 'StackFrames')
 *                       (INT (STRING | '{' sub_attrs '}'))*
 */
static int parse_stack_frames(parser *p)
{
    advance(p);
    while (p->tok.kind == HLOA_TK_INT) {
        advance(p);
        if (p->tok.kind == HLOA_TK_STRING) {
            advance(p);
        } else if (p->tok.kind == HLOA_TK_LBRACE) {
            advance(p);
            if (skip_balanced(p, HLOA_TK_RBRACE))
                return -1;
            advance(p);
        } else {
            return unexpected(p, "a string or '{'");
        }
    }
    return 0;
}

static int is_stack_frame_keyword(const parser *p)
{
    return tok_is(p, p->tok, "FileNames") || tok_is(p, p->tok, "FunctionNames") ||
           tok_is(p, p->tok, "FileLocations") || tok_is(p, p->tok, "StackFrames");
}

/* module ::= 'HloModule' name (',' ATTR_NAME attr_value)* */
static int parse_header(parser *p)
{
    advance(p);
    hloa_token name = p->tok;
    if (name.kind != HLOA_TK_NAME && name.kind != HLOA_TK_IDENT &&
        name.kind != HLOA_TK_COLON_NAME)
        return unexpected(p, "a module name");
    p->m->name = name_sym(p, name);
    p->m->has_header = 1;
    advance(p);
    if (parse_attributes(p, NULL))
        return -1;
    for (size_t i = 0; i < p->attrs.len; i++) {
        const hloa_attr *a = &p->attrs.items[i];
        if (a->key == HLOA_SYM_IS_SCHEDULED)
            p->m->is_scheduled = a->val_len == 4 && !memcmp(a->val, "true", 4);
    }
    p->m->header_end = p->lx.last_end;
    p->m->n_attrs = (uint32_t)p->attrs.len;
    p->m->attrs = hloa_arena_memdup(&p->m->arena, p->attrs.items, p->attrs.len, sizeof(hloa_attr));
    p->attrs.len = 0;
    return 0;
}

static void resolve_comp_refs(parser *p)
{
    for (size_t i = 0; i < p->comp_refs.len; i++) {
        comp_ref *r = &p->comp_refs.items[i];
        hloa_comp *c = hloa_module_find_comp(p->m, r->name);
        if (!c) {
            uint32_t cn = 0, in = 0;
            const char *cs = r->instr->parent ? hloa_name(p->m, r->instr->parent->name, &cn) : NULL;
            const char *is = hloa_name(p->m, r->instr->name, &in);
            hloa_diags_set_context(p->d, cs, cn, is, in);
            uint32_t n;
            const char *s = hloa_name(p->m, r->name, &n);
            error_at(p, r->off, r->end, HLOA_RULE_UNDEFINED_NAME,
                     "computation '%.*s' is not defined in this module", (int)n, s);
        }
        if (r->slot < r->instr->n_called)
            r->instr->called[r->slot] = c;
    }
    hloa_diags_set_context(p->d, NULL, 0, NULL, 0);
}

static void parser_init(parser *p, hloa_module *m, hloa_diags *diags, hloa_offsets *directives)
{
    memset(p, 0, sizeof(*p));
    p->m = m;
    p->d = diags;
    p->handed_back = m->region.begin;
    hloa_lex_init(&p->lx, m->src->text, m->region.begin, m->region.end);
    p->lx.directives = directives;
    p->sp = (hloa_shape_parser){&m->shapes, &p->lx, diags};
    hloa_strbuf_init(&p->scratch);
    p->def_limit = UINT32_MAX;
    if (m->names.shared) {
        p->def_base = m->names.n_syms;
        p->def_limit = m->names.cap_syms;
    }
}

/* The definitions by symbol: not needed once the text is read. */
static void drop_defs(parser *p)
{
    hloa_pages_free(p->def_instr, def_bytes(p->def_cap, sizeof(*p->def_instr)));
    hloa_pages_free(p->def_gen, def_bytes(p->def_cap, sizeof(*p->def_gen)));
    free(p->side);
    p->def_instr = NULL, p->def_gen = NULL, p->side = NULL;
    p->def_cap = p->side_mask = p->n_side = 0;
}

static void segment_release(segment *seg)
{
    free(seg->list.items);
    free(seg->preds.items);
    free(seg->pending.items);
    free(seg->shadowed.items);
    memset(seg, 0, sizeof(*seg));
}

static void parser_release(parser *p)
{
    drop_defs(p);
    segment_release(&p->head);
    segment_release(&p->tail);
    free(p->undo.items);
    free(p->ops.items);
    free(p->attrs.items);
    free(p->called.items);
    free(p->marked.items);
    free(p->comp_refs.items);
    free(p->pred_refs.items);
    hloa_strbuf_release(&p->scratch);
}

/* module ::= header? (computation | stack_frame_index)*   (of p->m->region; counts ENTRY) */
static void parse_region(parser *p, int *seen_entry)
{
    hloa_module *m = p->m;
    advance(p);
    if (p->continues && parse_continued_computation(p)) {
        synchronize(p);
        if (p->tok.kind == HLOA_TK_RBRACE)
            advance(p);
    }
    if (tok_is(p, p->tok, "HloModule") && parse_header(p))
        synchronize(p);
    if (p->tok.kind == HLOA_TK_EOF && !m->has_header && !p->continues)
        error_at(p, p->tok.off, p->tok.off, HLOA_RULE_SYNTAX,
                 "expected 'HloModule' or a computation, found end of input");
    while (p->tok.kind != HLOA_TK_EOF && !hloa_interner_full(&m->names)) {
        uint32_t at = p->tok.off;
        if ((m->n_comps || m->has_header) && tok_is(p, p->tok, "HloModule")) {
            error_at(p, at, at + p->tok.len, HLOA_RULE_SYNTAX,
                     "a second 'HloModule' header; files with several modules separated by "
                     "'// -----' need --split-input-file");
            break;
        }
        if (m->n_comps && at_mlir_text(p)) {
            error_at(p, at, at + 6, HLOA_RULE_MLIR_TEXT,
                     "an MLIR module follows the HLO module; it is not checked");
            break;
        }
        int rc = is_stack_frame_keyword(p) ? parse_stack_frames(p)
                                           : parse_computation(p, seen_entry);
        if (rc) {
            synchronize(p);
            if (p->tok.kind == HLOA_TK_RBRACE || p->tok.off == at)
                advance(p);
        }
    }
}

/* The entry computation: the one written ENTRY, else the last top-level one. */
static void find_entry(hloa_module *m, int seen_entry)
{
    for (uint32_t i = 0; i < m->n_comps && !seen_entry; i++)
        m->comps[i]->is_entry = 0;
    for (uint32_t i = m->n_comps; i-- > 0;) {
        hloa_comp *c = m->comps[i];
        if (c->is_entry || (!seen_entry && !c->inline_body)) {
            c->is_entry = 1;
            m->entry = c;
            break;
        }
    }
    if (!m->has_header && m->entry)
        m->name = 0;
}

int hloa_parse_module(hloa_module *m, hloa_diags *diags)
{
    parser p;
    hloa_offsets directives = {0};
    parser_init(&p, m, diags, &directives);
    int seen_entry = 0;
    parse_region(&p, &seen_entry);
    resolve_comp_refs(&p);
    find_entry(m, seen_entry);
    m->n_directives = (uint32_t)directives.len;
    m->directives = hloa_arena_memdup(&m->arena, directives.items, directives.len, sizeof(uint32_t));
    free(directives.items);
    parser_release(&p);
    return p.errors;
}

/* ---- a module in parts ---- */

/*
 * A big module is read in parts on several threads, each into a module of its
 * own that shares the names and shapes of the whole (see
 * hloa_interner_share, hloa_shape_table_view). The parts are then joined in
 * text order and the computation references resolved across them.
 *
 * A cut goes between two top-level computations when one is near where the
 * parts would be even; else (a module most of which is one computation, as
 * ENTRY often is) between two instruction lines of a body. The part after
 * such a cut starts with the rest of the body (its head) and the part before
 * ends with the start of it (its tail). Operands a head names but does not
 * define, control predecessors a segment does not define, and names two
 * segments both define are settled when the segments are joined, and the
 * computation is finished then.
 *
 * A part is read exactly as the whole would read those bytes, provided
 * nothing crosses a cut: no error recovery, no header or inline computation
 * (named after the computations before it) after the first cut, no ENTRY
 * seen twice, no computation defined twice, and a cut inside a body indeed
 * inside one, with the names of its segments meeting as in the whole. When
 * any of that fails, or the names outgrow what was reserved, the parts are
 * dropped and the module is read again on one thread: the result never
 * depends on the parts.
 */
enum { PART_MIN_BYTES = 4 << 20 }; /* smaller parts cost more in threads than they save */

typedef struct part {
    hloa_module m;           /* the part's computations; arena, names and shapes are views */
    parser p;                /* reads the part */
    hloa_diags diags;        /* anything here means the part does not stand on its own */
    hloa_offsets directives; /* "hlo-async:" comments of the part */
    int seen_entry;          /* ENTRY computations in the part */
} part;

/* The end of the name-like word at text[i] (letters, digits, '_', '.', '-'). */
static uint32_t word_end(const char *t, uint32_t i, uint32_t end)
{
    while (i < end && (isalnum((unsigned char)t[i]) || t[i] == '_' || t[i] == '.' || t[i] == '-'))
        i++;
    return i;
}

/* Can a part start at text[i]: a line that starts a top-level computation? */
static int starts_computation_line(const char *t, uint32_t i, uint32_t end)
{
    if (t[i] == '%')
        return 1;
    if (end - i > 6 && memcmp(t + i, "ENTRY ", 6) == 0)
        return 1;
    if (!word_start((unsigned char)t[i]))
        return 0;
    uint32_t j = word_end(t, i, end);
    if (j - i == 6 && memcmp(t + i, "module", 6) == 0)
        return 0; /* MLIR text */
    return j + 1 < end && t[j] == ' ' && (t[j + 1] == '(' || t[j + 1] == '{');
}

/*
 * A cut is just after a '}' alone on its line (the '\n' that ends it goes to
 * the next part, whose first token then starts a line) followed, past blank
 * lines, by a line that starts a computation. Is the '}' at text[brace] one?
 */
static int cut_at(const char *t, uint32_t brace, uint32_t end)
{
    uint32_t i = brace + 1;
    while (i < end && (t[i] == '\n' || t[i] == ' ' || t[i] == '\t'))
        i++;
    return i < end && t[i - 1] == '\n' && starts_computation_line(t, i, end);
}

/* The first cut at or after from and before to, or 0. */
static uint32_t cut_after(const char *t, uint32_t from, uint32_t to, uint32_t end)
{
    for (const char *q = t + from; (q = hloa_find(q, (size_t)(t + to - q), "\n}\n", 3)); q += 2)
        if (cut_at(t, (uint32_t)(q - t) + 1, end))
            return (uint32_t)(q - t) + 2;
    return 0;
}

/* The last cut after from and before to, found backwards line by line, or 0. */
static uint32_t cut_before(const char *t, uint32_t from, uint32_t to, uint32_t end)
{
    while (to > from + 2) {
        const char *nl = memrchr(t + from, '\n', to - from);
        if (!nl)
            return 0;
        uint32_t i = (uint32_t)(nl - t);
        if (i >= from + 2 && t[i - 1] == '}' && t[i - 2] == '\n' && cut_at(t, i - 1, end))
            return i;
        to = i;
    }
    return 0;
}

/* The cut between computations in [lo, hi) nearest to at, or 0. */
static uint32_t nearest_cut(const char *t, uint32_t at, uint32_t lo, uint32_t hi, uint32_t end)
{
    uint32_t after = cut_after(t, at, hi, end), before = cut_before(t, lo, at, end);
    return !after || (before && at - before < after - at) ? before : after;
}

/*
 * The lines of a text, estimated from samples (a count would cost a read of
 * the whole text): most lines are instructions, so the lines tell how many
 * names a part makes, and what it costs to read (each costs about as much as
 * LINE_COST bytes, so a stretch of short lines costs more than its size says).
 */
enum { SAMPLES = 64, SAMPLE_BYTES = 16 << 10, LINE_COST = 110 };

typedef struct text_sample {
    uint32_t begin, end;
    double lines[SAMPLES + 1]; /* estimated lines before stretch i, of SAMPLES even ones */
} text_sample;

static uint32_t stretch_start(const text_sample *s, uint32_t i)
{
    return s->begin + (uint32_t)((uint64_t)(s->end - s->begin) * i / SAMPLES);
}

static void sample_text(text_sample *s, const char *t, uint32_t begin, uint32_t end)
{
    s->begin = begin;
    s->end = end;
    s->lines[0] = 0;
    for (uint32_t i = 0; i < SAMPLES; i++) {
        uint32_t b = stretch_start(s, i), e = stretch_start(s, i + 1);
        uint32_t probe = e - b < SAMPLE_BYTES ? e - b : SAMPLE_BYTES, lines = 0;
        for (const char *q = t + b; (q = memchr(q, '\n', (size_t)(t + b + probe - q))); q++)
            lines++;
        s->lines[i + 1] = s->lines[i] + (probe ? (double)lines * (e - b) / probe : 0.0);
    }
}

/* Estimated lines in [s->begin, at). */
static double lines_before(const text_sample *s, uint32_t at)
{
    uint32_t i = (uint32_t)((uint64_t)(at - s->begin) * SAMPLES / (s->end - s->begin + 1));
    uint32_t b = stretch_start(s, i), e = stretch_start(s, i + 1);
    return s->lines[i] + (e > b ? (s->lines[i + 1] - s->lines[i]) * (at - b) / (e - b) : 0.0);
}

/* Where the reading cost of [s->begin, at) is the fraction f of the whole text's. */
static uint32_t even_cost_point(const text_sample *s, double f)
{
#define COST(i) ((double)(stretch_start(s, i) - s->begin) + LINE_COST * s->lines[i])
    double want = COST(SAMPLES) * f;
    uint32_t i = 0;
    while (i + 1 < SAMPLES && COST(i + 1) < want)
        i++;
    double stretch = COST(i + 1) - COST(i), into = stretch > 0 ? (want - COST(i)) / stretch : 0;
#undef COST
    uint32_t b = stretch_start(s, i), e = stretch_start(s, i + 1);
    return b + (uint32_t)(into * (e - b));
}

/* Can a part start at text[i], a line's start: an instruction line `  ROOT? name = `? */
static int starts_instruction_line(const char *t, uint32_t i, uint32_t end)
{
    if (i >= end || (t[i] != ' ' && t[i] != '\t'))
        return 0;
    while (i < end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    if (end - i > 5 && memcmp(t + i, "ROOT ", 5) == 0)
        i += 5;
    i += i < end && t[i] == '%';
    uint32_t j = word_end(t, i, end);
    return j > i && end - j > 3 && memcmp(t + j, " = ", 3) == 0;
}

/* The first cut inside a body after from: the start of an instruction line, or 0. */
static uint32_t body_cut_after(const char *t, uint32_t from, uint32_t end)
{
    for (const char *q = t + from; (q = memchr(q, '\n', (size_t)(t + end - q))); q++)
        if (starts_instruction_line(t, (uint32_t)(q - t) + 1, end))
            return (uint32_t)(q - t) + 1;
    return 0;
}

static void parse_part(void *ctx, size_t k)
{
    part *pt = &((part *)ctx)[k];
    parser *p = &pt->p;
    parse_region(p, &pt->seen_entry);
    /* What the part needs no more goes now, not when the slowest part is done
       (a cut body's names are looked up when it is joined). */
    if (!p->continues && !p->ended_open)
        drop_defs(p);
    hloa_source_done_with(p->m->src, p->handed_back, p->m->region.end);
}

/* Did every part read as the whole would? */
static int parts_stand_alone(part *parts, uint32_t n)
{
    int entries = 0;
    for (uint32_t k = 0; k < n; k++) {
        const hloa_module *pm = &parts[k].m;
        if (parts[k].diags.list.len || parts[k].p.errors || (k && pm->has_header))
            return 0;
        /* A cut meant to be inside a body must have been inside one. */
        if (parts[k].p.cut_unsafe || (k && parts[k].p.continues != parts[k - 1].p.ended_open))
            return 0;
        entries += parts[k].seen_entry;
        for (uint32_t i = 0; k && i < pm->n_comps; i++)
            if (pm->comps[i]->inline_body)
                return 0;
    }
    return entries <= 1 && !hloa_interner_full(&parts[0].m.names);
}

/* Moves the parts into m, in text order; 0 when a computation name repeats across parts. */
static int join_parts(hloa_module *m, part *parts, uint32_t n)
{
    const hloa_module *first = &parts[0].m;
    m->name = first->name;
    m->has_header = first->has_header;
    m->is_scheduled = first->is_scheduled;
    m->percent_names = first->percent_names;
    /* The first instruction tells; a first computation cut before it has it in part 1. */
    if (first->n_comps == 1 && parts[0].p.ended_open && !parts[0].p.tail.list.len && n > 1)
        m->percent_names = parts[1].m.percent_names;
    m->header_end = first->header_end;
    m->attrs = first->attrs;
    m->n_attrs = first->n_attrs;
    uint32_t comps = 0;
    for (uint32_t k = 0; k < n; k++)
        comps += parts[k].m.n_comps;
    hloa_module_reserve_comps(m, comps);
    for (uint32_t k = 0; k < n; k++) {
        hloa_module *pm = &parts[k].m;
        m->operand_shapes |= pm->operand_shapes;
        for (uint32_t i = 0; i < pm->n_comps; i++) {
            hloa_comp *c = pm->comps[i];
            if (k && hloa_module_find_comp(m, c->name))
                return 0;
            hloa_module_add_comp(m, c);
        }
        hloa_module_note_instr_names(m, pm->instr_names, pm->n_instr_names);
    }
    return 1;
}

/* The segment of part k of the computation cut after part first. */
static segment *segment_of(part *parts, uint32_t first, uint32_t k)
{
    return k == first ? &parts[k].p.tail : &parts[k].p.head;
}

static int by_sym(const void *a, const void *b)
{
    hloa_sym x = ((const def_entry *)a)->sym, y = ((const def_entry *)b)->sym;
    return (x > y) - (x < y);
}

/* The instruction the segment of part k defines as s, or NULL. */
static hloa_instr *segment_def(part *parts, uint32_t first, uint32_t k, hloa_sym s)
{
    const segment *seg = segment_of(parts, first, k);
    def_entry e = get_def(&parts[k].p, s);
    if (e.gen == seg->gen)
        return e.instr;
    /* A later computation of the part may have defined the name again (sorted by sym). */
    def_entry key = {s, 0, NULL};
    const def_entry *hit =
        seg->shadowed.len ? bsearch(&key, seg->shadowed.items, seg->shadowed.len,
                                    sizeof(def_entry), by_sym)
                          : NULL;
    return hit ? hit->instr : NULL;
}

/* Do the segments of parts i and j both define some name? (Only names of both parts can.) */
static int defined_twice(part *parts, uint32_t first, uint32_t i, uint32_t j)
{
    const hloa_module *a = &parts[i].m, *b = &parts[j].m;
    uint32_t bytes = (a->n_instr_names < b->n_instr_names ? a->n_instr_names : b->n_instr_names) / 8;
    for (uint32_t w = 0; w < bytes; w++)
        for (unsigned both = a->instr_names[w] & b->instr_names[w]; both; both &= both - 1) {
            hloa_sym s = w * 8 + (hloa_sym)__builtin_ctz(both);
            if (segment_def(parts, first, i, s) && segment_def(parts, first, j, s))
                return 1;
        }
    return 0;
}

/*
 * Joins the segments of the computation cut after part first and closed in
 * part last: its operands and control predecessors are found across them,
 * and it is finished as the whole would finish it. 0 when the whole would
 * report anything about it (the module is then read again).
 */
static int join_cut_computation(hloa_module *m, part *parts, uint32_t first, uint32_t last)
{
    /* segment_def searches the hidden definitions of any segment: all sorted first. */
    for (uint32_t i = first; i <= last; i++) {
        segment *seg = segment_of(parts, first, i);
        if (seg->shadowed.len > 1)
            qsort(seg->shadowed.items, seg->shadowed.len, sizeof(def_entry), by_sym);
    }
    for (uint32_t i = first; i <= last; i++)
        for (uint32_t j = i + 1; j <= last; j++)
            if (defined_twice(parts, first, i, j))
                return 0;
    size_t total = 0;
    for (uint32_t j = first; j <= last; j++) {
        segment *seg = segment_of(parts, first, j);
        total += seg->list.len;
        for (size_t k = 0; k < seg->pending.len; k++) {
            pending_operand *u = &seg->pending.items[k];
            hloa_instr *def = NULL;
            for (uint32_t i = j; !def && i-- > first;)
                def = segment_def(parts, first, i, u->name);
            if (!def || !u->user ||
                (u->written && def->shape && !hloa_shape_compatible(u->written, def->shape)))
                return 0;
            u->user->operands[u->slot] = def;
            def->n_users++;
        }
        for (size_t k = 0; k < seg->preds.len; k++) {
            hloa_instr *def = NULL;
            for (uint32_t i = first; !def && i <= last; i++)
                def = i == j ? NULL : segment_def(parts, first, i, seg->preds.items[k].name);
            if (!def)
                return 0;
        }
    }
    hloa_comp *c = parts[first].p.tail.comp, *stand_in = parts[last].p.head.comp;
    if (!total || total > UINT32_MAX)
        return 0;
    c->n_instrs = (uint32_t)total;
    c->instrs = hloa_arena_alloc(&m->arena, total * sizeof(hloa_instr *));
    uint32_t at = 0;
    for (uint32_t j = first; j <= last; j++) {
        segment *seg = segment_of(parts, first, j);
        for (size_t k = 0; k < seg->list.len; k++) {
            hloa_instr *in = seg->list.items[k];
            if (j > first) {
                in->parent = c;
                in->index = at;
            }
            c->instrs[at++] = in;
        }
    }
    c->body_close = stand_in->body_close;
    c->end = stand_in->end;
    c->thread = stand_in->thread;
    parser *p = &parts[last].p;
    p->m = m;
    settle_computation(p, c);
    return parts[last].diags.list.len == 0;
}

/* Joins every computation a cut goes through; 0 when one of them does not join. */
static int join_cut_computations(hloa_module *m, part *parts, uint32_t n)
{
    for (uint32_t first = 0; first < n; first++) {
        if (!parts[first].p.ended_open)
            continue;
        uint32_t last = first + 1;
        while (last < n && parts[last].p.tail_is_head)
            last++;
        if (last >= n || !parts[last].p.head.closed ||
            !join_cut_computation(m, parts, first, last))
            return 0;
        first = last - 1; /* the part that closed it may end inside another body */
    }
    return 1;
}

static void release_part(part *pt)
{
    parser_release(&pt->p);
    free(pt->directives.items);
    hloa_diags_release(&pt->diags);
    hloa_interner_view_release(&pt->m.names);
    hloa_shape_table_release(&pt->m.shapes);
    free(pt->m.instr_names);
    free(pt->m.comps);
    free(pt->m.comp_table);
    hloa_arena_release(&pt->m.arena);
}

/*
 * Reads m in the n parts that ends[] end; 0 when they do not stand alone (m is
 * then to be read again: it holds names and shapes the parts made).
 */
static int parse_parts(hloa_module *m, hloa_diags *diags, const text_sample *sample,
                       const uint32_t *ends, const uint8_t *in_body, uint32_t n, int *errors)
{
    pthread_mutex_t shapes_lock = PTHREAD_MUTEX_INITIALIZER;
    /* A name for about every line (an instruction, or a computation), with some to spare;
       at least what hloa_module_init reserved. A part with more names than its range of
       symbols is read again alone. */
    double lines[HLOA_MAX_JOBS], all_lines = 0;
    for (uint32_t k = 0; k < n; k++) {
        lines[k] = lines_before(sample, ends[k]) - (k ? lines_before(sample, ends[k - 1]) : 0);
        all_lines += lines[k];
    }
    uint32_t size = m->region.end - m->region.begin, names = (uint32_t)(all_lines * 9 / 8) + 4096;
    uint32_t room = hloa_interner_share(&m->names, names > size / 128 ? names : size / 128);
    part *parts = hloa_xzeroed(n, sizeof(*parts));
    uint32_t first = m->names.n_syms;
    for (uint32_t k = 0; k < n; k++) {
        hloa_module *pm = &parts[k].m;
        hloa_arena_init(&pm->arena);
        /* Ranges as the parts' lines; the last takes what is left. */
        uint32_t range = k + 1 == n ? m->names.n_syms + room - first
                                    : (uint32_t)(room * (all_lines > 0 ? lines[k] / all_lines
                                                                       : 1.0 / n));
        hloa_interner_view(&pm->names, &m->names, first, range, &pm->arena);
        first += range;
        hloa_shape_table_view(&pm->shapes, &m->shapes, &pm->arena, &shapes_lock);
        pm->src = m->src;
        pm->region = (hloa_region){k ? ends[k - 1] : m->region.begin, ends[k]};
        hloa_diags_init(&parts[k].diags);
        parser_init(&parts[k].p, pm, &parts[k].diags, &parts[k].directives);
        if (k && in_body[k - 1]) {
            parts[k - 1].p.may_end_open = 1;
            parts[k].p.continues = 1;
            parts[k].p.lx.pos--; /* from the '\n' before: the first token starts a line */
        }
    }
    hloa_parallel_for(n, (int)n, parse_part, parts);
    int ok = parts_stand_alone(parts, n) && join_parts(m, parts, n) &&
             join_cut_computations(m, parts, n);
    if (ok) {
        int seen_entry = 0;
        hloa_offsets directives = {0};
        for (uint32_t k = 0; k < n; k++) {
            parser *p = &parts[k].p;
            seen_entry += parts[k].seen_entry;
            for (size_t i = 0; i < parts[k].directives.len; i++)
                HLOA_VEC_PUSH(directives, parts[k].directives.items[i]);
            /* References are resolved against the whole module, in text order. */
            p->m = m;
            p->d = diags;
            resolve_comp_refs(p);
            *errors += p->errors;
            hloa_arena_adopt(&m->arena, &parts[k].m.arena);
        }
        find_entry(m, seen_entry);
        m->n_directives = (uint32_t)directives.len;
        m->directives =
            hloa_arena_memdup(&m->arena, directives.items, directives.len, sizeof(uint32_t));
        free(directives.items);
    }
    for (uint32_t k = 0; k < n; k++)
        release_part(&parts[k]);
    free(parts);
    pthread_mutex_destroy(&shapes_lock);
#ifdef __GLIBC__
    /* The freed memory of the other threads' malloc arenas would count in the peak. */
    malloc_trim(0);
#endif
    return ok;
}

int hloa_parse_module_jobs(hloa_module *m, hloa_diags *diags, int jobs)
{
    uint32_t size = m->region.end - m->region.begin;
    uint32_t n = jobs > 1 ? size / PART_MIN_BYTES : 0;
    return hloa_parse_module_in_parts(m, diags, n < (uint32_t)jobs ? (int)n : jobs, NULL);
}

int hloa_parse_module_in_parts(hloa_module *m, hloa_diags *diags, int parts, int *parts_used)
{
    int unused;
    if (!parts_used)
        parts_used = &unused;
    *parts_used = 1;
    uint32_t ends[HLOA_MAX_JOBS], n = 0;
    uint8_t in_body[HLOA_MAX_JOBS];
    const char *t = m->src->text;
    uint32_t begin = m->region.begin, end = m->region.end, size = end - begin;
    if (parts > HLOA_MAX_JOBS)
        parts = HLOA_MAX_JOBS;
    /* Parts this much uneven cost less than joining a cut body (and looking farther for a
       cut between computations costs a scan of the text). */
    uint32_t slack = parts > 1 ? size / (uint32_t)parts / 8 : 0;
    text_sample sample;
    sample_text(&sample, t, begin, end);
    for (int k = 1; k < parts; k++) {
        uint32_t from = even_cost_point(&sample, (double)k / parts);
        uint32_t lo = n ? ends[n - 1] : begin;
        if (from < lo)
            from = lo;
        uint32_t cut = nearest_cut(t, from, from - lo > slack ? from - slack : lo,
                                   end - from > slack ? from + slack : end, end);
        in_body[n] = !cut;
        if (!cut)
            cut = body_cut_after(t, from, end);
        if (!cut) {
            in_body[n] = 0;
            cut = nearest_cut(t, from, lo, end, end);
        }
        if (!cut)
            break;
        ends[n++] = cut;
    }
    if (n == 0)
        return hloa_parse_module(m, diags);
    ends[n++] = end;
    int errors = 0;
    if (parse_parts(m, diags, &sample, ends, in_body, n, &errors)) {
        *parts_used = (int)n;
        return errors;
    }
    /* Read again from scratch: the parts left names and shapes behind. */
    const hloa_source *src = m->src;
    hloa_region region = m->region;
    hloa_module_release(m);
    hloa_module_init(m, src, region);
    return hloa_parse_module(m, diags);
}

int hloa_region_is_blank(const hloa_source *src, hloa_region r)
{
    hloa_lexer lx;
    hloa_lex_init(&lx, src->text, r.begin, r.end);
    return hloa_lex_next(&lx).kind == HLOA_TK_EOF;
}
