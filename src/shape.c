/* Shapes: parse, intern (hash-consing), print, compare. */
#include "hloasync/shape.h"

#include "hloasync/hash.h"
#include "hloasync/intern.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#define HAVE_QUICK_SHAPES 1
#endif

static const struct {
    const char *name;
    uint8_t len;
} elem_names[HLOA_ELEM_COUNT] = {
    [HLOA_ELEM_OTHER] = {"?", 1},
#define ELEM(e, name, bits) [HLOA_ELEM_##e] = {name, sizeof(name) - 1},
#include "hloasync/elem_types.def"
#undef ELEM
};

/* Element type names packed into 8 bytes (the longer ones are compared whole). */
static uint64_t elem_keys[128];      /* open addressing by packed name, 0 = empty */
static uint8_t elem_at[128];         /* the element type of each key */

static uint64_t pack8(const char *s, uint32_t n)
{
    uint64_t k = 0;
    for (uint32_t i = 0; i < n && i < 8; i++)
        k |= (uint64_t)(unsigned char)s[i] << (8 * i);
    return k;
}

static uint32_t key_slot(uint64_t k)
{
    return (uint32_t)(hloa_hash_mix(0, k) >> 57);
}

static void init_elem_keys(void)
{
    for (int e = 1; e < HLOA_ELEM_COUNT; e++) {
        if (elem_names[e].len > 8)
            continue;
        uint64_t k = pack8(elem_names[e].name, elem_names[e].len);
        uint32_t i = key_slot(k);
        while (elem_keys[i])
            i = (i + 1) & 127;
        elem_keys[i] = k;
        elem_at[i] = (uint8_t)e;
    }
}

int hloa_elem_lookup(const char *s, uint32_t n)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_elem_keys);
    if (n < 2 || n > 13)
        return -1;
    if (n <= 8) {
        uint64_t k = pack8(s, n);
        for (uint32_t i = key_slot(k); elem_keys[i]; i = (i + 1) & 127)
            if (elem_keys[i] == k)
                return elem_at[i];
        return -1;
    }
    for (int e = 1; e < HLOA_ELEM_COUNT; e++)
        if (elem_names[e].len == n && memcmp(elem_names[e].name, s, n) == 0)
            return e;
    return -1;
}

const char *hloa_elem_name(hloa_elem e)
{
    return elem_names[e].name;
}

/* ---- interning ---- */

static void init_scan_class(void);

void hloa_shape_table_init(hloa_shape_table *t, hloa_arena *arena)
{
    /* The byte scan of plain spellings only runs for a table: its classes are set up here. */
    static pthread_once_t scan_once = PTHREAD_ONCE_INIT;
    pthread_once(&scan_once, init_scan_class);
    memset(t, 0, sizeof(*t));
    t->arena = arena;
    t->mask = 255;
    t->slots = hloa_xzeroed(t->mask + 1, sizeof(*t->slots));
    t->empty_tuple = hloa_shape_tuple(t, NULL, 0);
}

void hloa_shape_table_release(hloa_shape_table *t)
{
    free(t->quick);
    free(t->texts);
    free(t->slots);
    memset(t, 0, sizeof(*t));
}

static uint32_t mix(uint32_t h, uint64_t v)
{
    return (uint32_t)hloa_hash_mix(h, v);
}

static uint32_t shape_hash(const hloa_shape *s)
{
    uint32_t h = mix(s->kind, (uint64_t)s->elem << 8 | s->has_layout << 4 | s->n);
    if (s->kind != HLOA_SHAPE_ARRAY) {
        for (uint32_t i = 0; i < s->n; i++)
            h = mix(h, s->elems[i]->hash);
        return h;
    }
    for (uint32_t i = 0; i < s->n; i++)
        h = mix(h, (uint64_t)s->dims[i] * 4 + (s->dim_kinds ? s->dim_kinds[i] : 0));
    for (uint32_t i = 0; i < s->n_minor_to_major; i++)
        h = mix(h, (uint64_t)s->minor_to_major[i]);
    for (uint32_t i = 0; i < s->n_items; i++)
        h = mix(h, hloa_hash_bytes(s->items[i].text, s->items[i].len) ^ (uint8_t)s->items[i].tag[0]);
    if (s->elem_name)
        h = mix(h, hloa_hash_bytes(s->elem_name, s->elem_name_len));
    return h;
}

static int items_equal(const hloa_layout_item *a, const hloa_layout_item *b)
{
    return strcmp(a->tag, b->tag) == 0 && a->len == b->len && memcmp(a->text, b->text, a->len) == 0;
}

/* Structural equality; tuple elements compared with elem_eq. */
static int same_structure(const hloa_shape *a, const hloa_shape *b,
                          int (*elem_eq)(const hloa_shape *, const hloa_shape *))
{
    if (a->kind != b->kind || a->n != b->n)
        return 0;
    if (a->kind != HLOA_SHAPE_ARRAY) {
        for (uint32_t i = 0; i < a->n; i++)
            if (!elem_eq(a->elems[i], b->elems[i]))
                return 0;
        return 1;
    }
    if (a->elem != b->elem || a->has_layout != b->has_layout || a->dynamic != b->dynamic ||
        a->n_minor_to_major != b->n_minor_to_major || a->n_items != b->n_items)
        return 0;
    if (a->elem == HLOA_ELEM_OTHER && (a->elem_name_len != b->elem_name_len ||
                                       memcmp(a->elem_name, b->elem_name, a->elem_name_len)))
        return 0;
    if (a->n && memcmp(a->dims, b->dims, a->n * sizeof(int64_t)) != 0)
        return 0;
    if (a->dynamic && memcmp(a->dim_kinds, b->dim_kinds, a->n) != 0)
        return 0;
    if (a->n_minor_to_major &&
        memcmp(a->minor_to_major, b->minor_to_major, a->n_minor_to_major * sizeof(int64_t)))
        return 0;
    for (uint32_t i = 0; i < a->n_items; i++)
        if (!items_equal(&a->items[i], &b->items[i]))
            return 0;
    return 1;
}

static int pointer_eq(const hloa_shape *a, const hloa_shape *b)
{
    return a == b;
}

static void grow(hloa_shape_table *t)
{
    uint32_t mask = t->mask * 2 + 1;
    const hloa_shape **slots = hloa_xzeroed((size_t)mask + 1, sizeof(*slots));
    for (uint32_t i = 0; i <= t->mask; i++) {
        const hloa_shape *s = t->slots[i];
        if (!s)
            continue;
        uint32_t j = s->hash & mask;
        while (slots[j])
            j = (j + 1) & mask;
        slots[j] = s;
    }
    free(t->slots);
    t->slots = slots;
    t->mask = mask;
}

void hloa_shape_table_view(hloa_shape_table *view, hloa_shape_table *t, hloa_arena *arena,
                           pthread_mutex_t *lock)
{
    memset(view, 0, sizeof(*view));
    view->arena = arena;
    view->empty_tuple = t->empty_tuple;
    view->shared = t;
    view->lock = lock;
}

const hloa_shape *hloa_shape_intern(hloa_shape_table *t, const hloa_shape *tmpl)
{
    if (t->shared) {
        pthread_mutex_lock(t->lock);
        const hloa_shape *s = hloa_shape_intern(t->shared, tmpl);
        pthread_mutex_unlock(t->lock);
        return s;
    }
    hloa_shape key = *tmpl;
    key.hash = shape_hash(&key);
    uint32_t i = key.hash & t->mask;
    for (const hloa_shape *s; (s = t->slots[i]) != NULL; i = (i + 1) & t->mask)
        if (s->hash == key.hash && same_structure(s, &key, pointer_eq))
            return s;
    hloa_arena *a = t->arena;
    hloa_shape *s = hloa_arena_alloc(a, sizeof(*s));
    *s = key;
    if (key.kind == HLOA_SHAPE_ARRAY) {
        s->dims = hloa_arena_memdup(a, key.dims, key.n, sizeof(int64_t));
        s->dim_kinds = key.dynamic ? hloa_arena_memdup(a, key.dim_kinds, key.n, 1) : NULL;
        s->minor_to_major =
            hloa_arena_memdup(a, key.minor_to_major, key.n_minor_to_major, sizeof(int64_t));
        s->items = hloa_arena_memdup(a, key.items, key.n_items, sizeof(hloa_layout_item));
    } else {
        s->elems = hloa_arena_memdup(a, key.elems, key.n, sizeof(hloa_shape *));
    }
    t->slots[i] = s;
    if (++t->count * 2 > t->mask)
        grow(t);
    return s;
}

const hloa_shape *hloa_shape_tuple(hloa_shape_table *t, const hloa_shape *const *elems,
                                   uint32_t n)
{
    hloa_shape s = {.kind = HLOA_SHAPE_TUPLE, .n = n, .elems = elems};
    return hloa_shape_intern(t, &s);
}

/* ---- parsing ---- */

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
                               "integer out of range");
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

/* ---- the shape-text cache ---- */

static const unsigned char *scan_shape(const unsigned char *p, const unsigned char *end, int depth);

/* Byte classes of the plain spellings scan_array accepts. */
enum { SC_TYPE = 1, SC_DIM = 2, SC_LAYOUT = 4 };

static uint8_t scan_class[256];

static void init_scan_class(void)
{
    for (int c = 0; c < 256; c++) {
        uint8_t k = 0;
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            k |= SC_TYPE;
        if ((c >= '0' && c <= '9') || (c && strchr(",<=?", c)))
            k |= SC_DIM;
        if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c && strchr(",:()*#+~", c)))
            k |= SC_LAYOUT;
        scan_class[c] = k;
    }
}

/* array ::= [a-z][a-z0-9]* '[' [0-9,<=?]* ']' ('{' [0-9,:A-Z()*#+~]* '}')? -- plain spellings only */
static const unsigned char *scan_array(const unsigned char *p, const unsigned char *end)
{
    if (p >= end || *p < 'a' || *p > 'z')
        return NULL;
    while (p < end && (scan_class[*p] & SC_TYPE))
        p++;
    if (p >= end || *p++ != '[')
        return NULL;
    while (p < end && (scan_class[*p] & SC_DIM))
        p++;
    if (p >= end || *p++ != ']')
        return NULL;
    /* A '{' is a layout only when a digit or ':' follows (XLA's rule). */
    if (p + 1 < end && *p == '{' && ((p[1] >= '0' && p[1] <= '9') || p[1] == ':')) {
        p++;
        while (p < end && (scan_class[*p] & SC_LAYOUT))
            p++;
        if (p >= end || *p++ != '}')
            return NULL;
    }
    return p;
}

/* XLA numbers every fifth element of a long tuple with a comment, index=5 between slash-stars:
   skipped here as the lexer skips it. */
static const unsigned char *skip_index_comment(const unsigned char *p, const unsigned char *end)
{
    if (end - p < 11 || memcmp(p, "/*index=", 8) != 0)
        return p;
    const unsigned char *q = p + 8;
    while (q < end && *q >= '0' && *q <= '9')
        q++;
    if (q == p + 8 || end - q < 2 || q[0] != '*' || q[1] != '/')
        return p;
    return q + 2;
}

static const unsigned char *scan_shape(const unsigned char *p, const unsigned char *end, int depth)
{
    if (p < end && *p == '(') {
        if (depth > 8)
            return NULL;
        p++;
        if (p < end && *p == ')')
            return p + 1;
        for (;;) {
            p = scan_shape(p, end, depth + 1);
            if (!p || p >= end)
                return NULL;
            if (*p == ')')
                return p + 1;
            if (*p++ != ',')
                return NULL;
            if (p < end && *p == ' ')
                p++;
            p = skip_index_comment(p, end);
        }
    }
    if (p + 1 < end && p[0] == 'b' && p[1] == '(')
        return NULL; /* buffers take the full parser */
    return scan_array(p, end);
}

static struct hloa_shape_text *text_slot(const hloa_shape_table *t, const char *s, uint32_t n,
                                         uint32_t h)
{
    uint32_t i = h & t->texts_mask;
    for (;; i = (i + 1) & t->texts_mask) {
        struct hloa_shape_text *e = &t->texts[i];
        if (!e->text || (e->hash == h && e->len == n && hloa_bytes_equal(e->text, s, n)))
            return e;
    }
}

static void remember_text(hloa_shape_table *t, const char *s, uint32_t n, uint32_t h,
                          const hloa_shape *shape)
{
    if (!t->texts || (t->n_texts + 1) * 2 > t->texts_mask) {
        uint32_t mask = t->texts ? t->texts_mask * 2 + 1 : 255;
        struct hloa_shape_text *old = t->texts;
        uint32_t old_mask = t->texts_mask;
        t->texts = hloa_xzeroed((size_t)mask + 1, sizeof(*t->texts));
        t->texts_mask = mask;
        for (uint32_t i = 0; old && i <= old_mask; i++)
            if (old[i].text)
                *text_slot(t, old[i].text, old[i].len, old[i].hash) = old[i];
        free(old);
    }
    struct hloa_shape_text *e = text_slot(t, s, n, h);
    if (!e->text) {
        /* A copy: the source text behind the parser is handed back, and a compare
           with it would fault the page in again. */
        *e = (struct hloa_shape_text){hloa_arena_strndup(t->arena, s, n), n, h, shape};
        t->n_texts++;
    }
}

static const hloa_shape *parse_shape(hloa_shape_parser *sp, hloa_token *tok, int depth);

/*
 * Most shapes of a module are spelled the same way many times (in dumps, once
 * per operand). A plain spelling found by a byte scan is looked up by its text
 * and parsed only the first time; anything else takes the full parser.
 *
 * find_text: the shape of the plain spelling at text[off, end) when it was
 * parsed before, else NULL. *n is the spelling's length (0 when the byte scan
 * cannot take it: the parser must) and *h its hash, for remember_text.
 */
static const hloa_shape *find_text(const hloa_shape_table *t, const char *text, uint32_t off,
                                   uint32_t end, uint32_t *n, uint32_t *h)
{
    const unsigned char *b = (const unsigned char *)text + off;
    const unsigned char *e = scan_shape(b, (const unsigned char *)text + end, 0);
    *n = e ? (uint32_t)(e - b) : 0;
    if (!e)
        return NULL;
    *h = hloa_hash_bytes((const char *)b, *n);
    if (!t->texts)
        return NULL;
    const struct hloa_shape_text *hit = text_slot(t, (const char *)b, *n, *h);
    return hit->text ? hit->shape : NULL;
}

const hloa_shape *hloa_shape_parse(hloa_shape_parser *sp, hloa_token *tok, int depth)
{
    /* Only a token the parser below takes as a shape's start may be looked up: a name's
       text starts after its '%', and "%f32[8]" is no shape even when "f32[8]" was one. */
    if (tok->kind != HLOA_TK_IDENT && tok->kind != HLOA_TK_LPAREN)
        return parse_shape(sp, tok, depth);
    uint32_t off = tok->off, n, h;
    const hloa_shape *cached = find_text(sp->table, sp->lx->text, off, sp->lx->end, &n, &h);
    if (cached) {
        sp->lx->pos = off + n;
        *tok = hloa_lex_next(sp->lx);
        return cached;
    }
    const hloa_shape *s = parse_shape(sp, tok, depth);
    if (s && n && sp->lx->last_end == off + n)
        remember_text(sp->table, sp->lx->text + off, n, h, s);
    return s;
}

enum { WORD_SHAPE_MAX = 128, TUPLE_SHAPE_MAX = 4096 }; /* longest spellings the quick ends try */

/* Just past the ')' that closes the '(' at text[off], before last and on its line; else 0. */
static uint32_t matching_paren_end(const char *text, uint32_t off, uint32_t last)
{
    uint32_t depth = 1;
#ifdef HAVE_QUICK_SHAPES
    /* 16 bytes at a time, stopping only at parentheses and newlines. The loads may
       read 15 bytes past last: last is inside the text, and padding follows it. */
    const __m128i open_paren = _mm_set1_epi8('('), close_paren = _mm_set1_epi8(')'),
                  newline = _mm_set1_epi8('\n');
    for (uint32_t i = off + 1; i < last; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(text + i));
        uint32_t opens = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, open_paren));
        uint32_t closes = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, close_paren));
        uint32_t newlines = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, newline));
        uint32_t stops = opens | closes | newlines;
        if (last - i < 16)
            stops &= (1u << (last - i)) - 1;
        for (; stops; stops &= stops - 1) {
            uint32_t at = (uint32_t)__builtin_ctz(stops);
            if (newlines >> at & 1)
                return 0;
            if (opens >> at & 1)
                depth++;
            else if (--depth == 0)
                return i + at + 1;
        }
    }
#else
    for (uint32_t i = off + 1; i < last && text[i] != '\n'; i++) {
        depth += (text[i] == '(') - (text[i] == ')');
        if (depth == 0)
            return i + 1;
    }
#endif
    return 0;
}

/*
 * Where a spelling read before would end, found without a scan: an array
 * spelling followed by a space (`f32[8]{0} add(`, `f32[8]{0} %x`) ends at
 * the space, a tuple at its matching ')'. 0 when neither applies.
 */
static uint32_t quick_end(const char *text, uint32_t off, uint32_t end)
{
    if (text[off] >= 'a' && text[off] <= 'z') {
        uint32_t most = end - off < WORD_SHAPE_MAX ? end - off : WORD_SHAPE_MAX;
        const char *space = memchr(text + off, ' ', most);
        return space ? (uint32_t)(space - text) : 0;
    }
    if (text[off] == '(')
        return matching_paren_end(text, off,
                                  end - off < TUPLE_SHAPE_MAX ? end : off + TUPLE_SHAPE_MAX);
    return 0;
}

#ifdef HAVE_QUICK_SHAPES
/*
 * The first level of the cache. Most spellings are short and end at a space
 * (`f32[8]{0} add(`, `f32[8]{0} %x`); such a spelling, read before, is found
 * with two vector loads and compares instead of a search for the space, a
 * hash of the bytes and a compare with the copy. Direct-mapped: a clash
 * replaces the entry. Only spellings the text table knows are put here, so a
 * hit means what a quick_end hit there would.
 */
enum { QUICK_SLOTS = 256, QUICK_MAX = 32 };

struct hloa_shape_quick {
    __m128i lo, hi; /* the spelling (at most QUICK_MAX bytes), zero after its end */
    const hloa_shape *shape;
    uint32_t len; /* 0 = empty */
};

typedef struct quick_key {
    __m128i lo, hi; /* as in an entry */
    uint32_t len;   /* 0 = no key: no space in the first QUICK_MAX + 1 bytes */
    uint32_t slot;
} quick_key;

/* Do the first n (< 32) bytes of the 32 in lo, hi open as many '(' as they close? */
static int parens_balanced(__m128i lo, __m128i hi, uint32_t n)
{
    uint32_t opens = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lo, _mm_set1_epi8('('))) |
                     (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hi, _mm_set1_epi8('('))) << 16;
    uint32_t closes = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lo, _mm_set1_epi8(')'))) |
                      (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hi, _mm_set1_epi8(')'))) << 16;
    uint32_t first = (1u << n) - 1;
    return __builtin_popcount(opens & first) == __builtin_popcount(closes & first);
}

static quick_key quick_key_at(const char *text, uint32_t off, uint32_t end)
{
    quick_key k = {.len = 0};
    if (end - off <= QUICK_MAX) /* the loads, and the byte after them, stay inside the region */
        return k;
    const __m128i space = _mm_set1_epi8(' ');
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)(text + off));
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(text + off + 16));
    uint32_t spaces = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lo, space)) |
                      (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hi, space)) << 16;
    uint32_t n = spaces ? (uint32_t)__builtin_ctz(spaces) : QUICK_MAX;
    if (n == QUICK_MAX && text[off + QUICK_MAX] != ' ')
        return k;
    /* A parameter's shape in a computation's signature ends at ',' or ')' before the space
       (`p: f32[], q: f32[])`): not part of the spelling, unless the ')' closes a '('. */
    char last = n > 1 ? text[off + n - 1] : 0;
    if (last == ',' || (last == ')' && parens_balanced(lo, hi, n - 1)))
        n--;
    const __m128i len = _mm_set1_epi8((char)n); /* at most 32: the compares below are signed */
    const __m128i first = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m128i second = _mm_add_epi8(first, _mm_set1_epi8(16));
    k.lo = _mm_and_si128(lo, _mm_cmpgt_epi8(len, first));
    k.hi = _mm_and_si128(hi, _mm_cmpgt_epi8(len, second));
    __m128i folded = _mm_xor_si128(k.lo, _mm_slli_epi64(k.hi, 3));
    uint64_t a = (uint64_t)_mm_cvtsi128_si64(folded);
    uint64_t b = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(folded, folded));
    uint64_t h = hloa_hash_mix(hloa_hash_mix(n, a), b);
    k.len = n;
    k.slot = (uint32_t)(h >> 56); /* 8 bits: QUICK_SLOTS */
    return k;
}

static const hloa_shape *quick_find(const hloa_shape_table *t, const quick_key *k)
{
    const struct hloa_shape_quick *q = &t->quick[k->slot];
    __m128i same = _mm_and_si128(_mm_cmpeq_epi8(q->lo, k->lo), _mm_cmpeq_epi8(q->hi, k->hi));
    return q->len == k->len && _mm_movemask_epi8(same) == 0xFFFF ? q->shape : NULL;
}

static void quick_remember(hloa_shape_table *t, const quick_key *k, const hloa_shape *shape)
{
    if (!t->quick)
        t->quick = hloa_xzeroed(QUICK_SLOTS, sizeof(*t->quick));
    t->quick[k->slot] = (struct hloa_shape_quick){k->lo, k->hi, shape, k->len};
}
#endif

const hloa_shape *hloa_shape_cached(hloa_shape_table *t, const char *text, uint32_t off,
                                    uint32_t end, uint32_t *after)
{
#ifdef HAVE_QUICK_SHAPES
    quick_key k = quick_key_at(text, off, end);
    if (k.len && t->quick) {
        const hloa_shape *s = quick_find(t, &k);
        if (s) {
            *after = off + k.len;
            return s;
        }
    }
#endif
    /* The bytes up to the quick end, when read before, need no scan: the parser
       read exactly these and stopped where they stop. */
    uint32_t e = t->texts ? quick_end(text, off, end) : 0;
    if (e) {
        uint32_t len = e - off;
        const struct hloa_shape_text *hit =
            text_slot(t, text + off, len, hloa_hash_bytes(text + off, len));
        if (hit->text) {
            *after = e;
#ifdef HAVE_QUICK_SHAPES
            if (k.len == len)
                quick_remember(t, &k, hit->shape);
#endif
            return hit->shape;
        }
    }
    uint32_t n, h;
    const hloa_shape *cached = find_text(t, text, off, end, &n, &h);
    if (cached) {
        *after = off + n;
#ifdef HAVE_QUICK_SHAPES
        if (k.len == n)
            quick_remember(t, &k, cached);
#endif
    }
    return cached;
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

/* ---- printing and comparing ---- */

static void print_shape(hloa_strbuf *sb, const hloa_shape *s, int layouts)
{
    if (!s)
        return;
    if (s->kind == HLOA_SHAPE_TUPLE) {
        hloa_strbuf_addc(sb, '(');
        for (uint32_t i = 0; i < s->n; i++) {
            if (i)
                hloa_strbuf_add(sb, ", ", 2);
            print_shape(sb, s->elems[i], layouts);
        }
        hloa_strbuf_addc(sb, ')');
        return;
    }
    if (s->kind == HLOA_SHAPE_BUFFER) {
        hloa_strbuf_add(sb, "b(", 2);
        print_shape(sb, s->elems[0], layouts);
        hloa_strbuf_addc(sb, ')');
        return;
    }
    if (s->elem == HLOA_ELEM_OTHER)
        hloa_strbuf_add(sb, s->elem_name, s->elem_name_len);
    else
        hloa_strbuf_adds(sb, elem_names[s->elem].name);
    hloa_strbuf_addc(sb, '[');
    for (uint32_t i = 0; i < s->n; i++) {
        if (i)
            hloa_strbuf_addc(sb, ',');
        uint8_t k = s->dim_kinds ? s->dim_kinds[i] : HLOA_DIM_STATIC;
        if (k == HLOA_DIM_UNBOUNDED)
            hloa_strbuf_addc(sb, '?');
        else {
            if (k == HLOA_DIM_BOUNDED)
                hloa_strbuf_add(sb, "<=", 2);
            hloa_strbuf_addi(sb, (long long)s->dims[i]);
        }
    }
    hloa_strbuf_addc(sb, ']');
    if (!s->has_layout || !layouts)
        return;
    hloa_strbuf_addc(sb, '{');
    for (uint32_t i = 0; i < s->n_minor_to_major; i++) {
        if (i)
            hloa_strbuf_addc(sb, ',');
        hloa_strbuf_addi(sb, (long long)s->minor_to_major[i]);
    }
    /* A '{' is read as a layout only when a digit or ':' follows: {:} stays {:}, not {}. */
    if (s->n_items || !s->n_minor_to_major) {
        hloa_strbuf_addc(sb, ':');
        for (uint32_t i = 0; i < s->n_items; i++) {
            hloa_strbuf_adds(sb, s->items[i].tag);
            hloa_strbuf_add(sb, s->items[i].text, s->items[i].len);
        }
    }
    hloa_strbuf_addc(sb, '}');
}

void hloa_shape_print(hloa_strbuf *sb, const hloa_shape *s)
{
    print_shape(sb, s, 1);
}

void hloa_shape_print_no_layout(hloa_strbuf *sb, const hloa_shape *s)
{
    print_shape(sb, s, 0);
}

/* Tuples and buffers element by element; arrays (both non-NULL) by same_arrays. */
static int zip(const hloa_shape *a, const hloa_shape *b,
               int (*same_arrays)(const hloa_shape *, const hloa_shape *))
{
    if (a == b)
        return 1;
    if (!a || !b || a->kind != b->kind || a->n != b->n)
        return 0;
    if (a->kind != HLOA_SHAPE_ARRAY) {
        for (uint32_t i = 0; i < a->n; i++)
            if (!zip(a->elems[i], b->elems[i], same_arrays))
                return 0;
        return 1;
    }
    return same_arrays(a, b);
}

/* Same element type and dims. */
static int arrays_compatible(const hloa_shape *a, const hloa_shape *b)
{
    if (a->elem != b->elem)
        return 0;
    if (a->elem == HLOA_ELEM_OTHER && (a->elem_name_len != b->elem_name_len ||
                                       memcmp(a->elem_name, b->elem_name, a->elem_name_len)))
        return 0;
    for (uint32_t i = 0; i < a->n; i++) {
        uint8_t ka = a->dim_kinds ? a->dim_kinds[i] : 0, kb = b->dim_kinds ? b->dim_kinds[i] : 0;
        if (ka != kb || a->dims[i] != b->dims[i])
            return 0;
    }
    return 1;
}

/* Compatible, with the same layout except for the memory space items S(n). */
static int arrays_equal_but_memory_space(const hloa_shape *a, const hloa_shape *b)
{
    if (!arrays_compatible(a, b) || a->has_layout != b->has_layout ||
        a->n_minor_to_major != b->n_minor_to_major)
        return 0;
    if (a->n_minor_to_major &&
        memcmp(a->minor_to_major, b->minor_to_major, a->n_minor_to_major * sizeof(int64_t)))
        return 0;
    uint32_t i = 0, j = 0;
    for (;;) {
        while (i < a->n_items && !strcmp(a->items[i].tag, "S"))
            i++;
        while (j < b->n_items && !strcmp(b->items[j].tag, "S"))
            j++;
        if (i == a->n_items || j == b->n_items)
            return i == a->n_items && j == b->n_items;
        if (!items_equal(&a->items[i], &b->items[j]))
            return 0;
        i++, j++;
    }
}

int hloa_shape_compatible(const hloa_shape *a, const hloa_shape *b)
{
    return zip(a, b, arrays_compatible);
}

int hloa_shape_equal_ignoring_memory_space(const hloa_shape *a, const hloa_shape *b)
{
    return zip(a, b, arrays_equal_but_memory_space);
}

int hloa_shape_equal_deep(const hloa_shape *a, const hloa_shape *b)
{
    if (a == b)
        return 1;
    if (!a || !b)
        return 0;
    return same_structure(a, b, hloa_shape_equal_deep);
}

int64_t hloa_shape_memory_space(const hloa_shape *s)
{
    if (!s || s->kind != HLOA_SHAPE_ARRAY)
        return 0;
    for (uint32_t i = 0; i < s->n_items; i++)
        if (!strcmp(s->items[i].tag, "S") && s->items[i].len > 2)
            return strtoll(s->items[i].text + 1, NULL, 10);
    return 0;
}
