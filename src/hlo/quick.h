/*
 * The byte readers (hlo/quick.c): each reads a plain piece of a line from
 * the bytes and returns nonzero, or returns 0 having changed nothing and the
 * grammar (parse.c) reads it token by token. With p->quick NULL every call
 * returns 0.
 */
#ifndef HLOASYNC_SRC_PARSE_QUICK_H
#define HLOASYNC_SRC_PARSE_QUICK_H

#include "parser.h"

#include <string.h>

/* The readers' caches for p (hloa_parser_init); released with hloa_quick_release. */
void hloa_quick_init(parser *p);
void hloa_quick_release(parser *p);

/* ` = shape opcode(` after an instruction's name: the shape and opcode span set, '(' current. */
int hloa_quick_prefix(parser *p, hloa_token name, hloa_instr *in, hloa_spans *sp);
/* `(a, b, ...)` of defined names: the operands pushed on p->ops, ')' current; its offset. */
uint32_t hloa_quick_operands(parser *p);
/* `(N)` of a parameter: its number set, the token after ')' current. */
int hloa_quick_parameter_number(parser *p, hloa_instr *in, hloa_spans *sp);
/* `, key=value` (the ',' current): *a filled, the token after the value current. A
   computation's name (to_apply=%f) is only read: the grammar records the reference. */
int hloa_quick_attr(parser *p, hloa_instr *in, size_t base, hloa_attr *a);
/* A computation signature `(a: f32[], ...) -> shape {`: the result shape set, '{' current. */
int hloa_quick_signature(parser *p, hloa_comp *c);
/*
 * The two readers the grammar asks at every instruction are inline (with the
 * caches they share with the others): a call each cost more than they save.
 */
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
 * costs a hash and misses. Its entries are valid in their generation only.
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

struct quick_caches {
    recent_def recent[RECENT_DEFS]; /* see recent_def */
    key_entry keys[KEY_CACHE];      /* see key_entry */
};



/* The readers' caches. */
/* Makes the one-byte token at lx.pos current without the lexer: the caller knows
   the byte and that nothing (no space) comes before it. */
static inline void hloa_quick_take_punct(parser *p, int kind)
{
    uint32_t i = p->lx.pos;
    p->lx.last_end = i;
    p->lx.pos = i + 1;
    p->tok = (hloa_token){.kind = (uint8_t)kind, .off = i, .len = 1};
}

/*
 * hloa_quick_next: the token after an instruction's operands or one of its attributes, when
 * it is a ',' right here or the next instruction's `\n  %name ` as dumps
 * write it: made without the lexer. 0 having changed nothing.
 */
static inline int hloa_quick_next(parser *p)
{
    if (!p->quick)
        return 0;
    const char *t = p->lx.text;
    uint32_t i = p->lx.pos, end = p->lx.end;
    if (i < end && t[i] == ',') {
        hloa_quick_take_punct(p, HLOA_TK_COMMA);
        return 1;
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
            return 1;
        }
    }
    return 0;
}

/* s[0, n) as a cached_name, and its slot in p->recent (p->keys takes the low bits). */
static inline uint32_t hloa_quick_cache_key(const char *s, uint32_t n, cached_name *c)
{
    c->name = s;
    c->len = n;
    return (uint32_t)(hloa_name_key(s, n, &c->head, &c->tail) >> 56) & (RECENT_DEFS - 1);
}

static inline int hloa_quick_same_name(const cached_name *a, const cached_name *b)
{
    return a->len == b->len && a->head == b->head && a->tail == b->tail &&
           hloa_name_rest_equal(a->name, b->name, a->len);
}

/* The grammar defined s as in. */
/* spelled: s's bytes in the text, or NULL. The key words are read from there when given:
   the copy was just written, and reading it back waits for the stores to land. */
static inline void hloa_quick_defined(parser *p, hloa_sym s, hloa_instr *in, const char *spelled)
{
    if (!p->quick)
        return;
    uint32_t n;
    const char *name = hloa_name(p->m, s, &n);
    cached_name key;
    recent_def *r = &p->quick->recent[hloa_quick_cache_key(spelled ? spelled : name, n, &key)];
    key.name = name; /* the copy: the text may be handed back */
    *r = (recent_def){key, p->names.gen, in};
}


#endif
