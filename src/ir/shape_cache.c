/*
 * The cache of shapes by their spelling. Most shapes of a module are spelled
 * the same way many times (in dumps, once per operand): a plain spelling
 * found by a byte scan is looked up by its text and parsed only the first
 * time. A first level keyed by the first 32 bytes (SSE2) answers short
 * spellings without hashing. Speed only: with every lookup missing, the
 * parser reads every shape (shape_parse.c) and the module is the same.
 */
#include "hloasync/shape_cache.h"

#include "hloasync/hash.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#define HAVE_QUICK_SHAPES 1
#endif

/* A spelling read before and its shape. */
struct hloa_shape_text {
    const char *text; /* a copy in the arena */
    uint32_t len;     /* bytes of text */
    uint32_t hash;    /* of text */
    const hloa_shape *shape;
};

struct hloa_shape_cache {
    HLOA_VEC(struct hloa_shape_text) texts; /* every spelling remembered */
    hloa_table by_text;             /* index + 1 in texts by spelling */
    struct hloa_shape_quick *quick; /* a first level for short spellings (below) */
};

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
    /* A '{' is a layout only when its next token is a number or ':' (XLA's rule). White
       space or a comment may come first, which only the tokens can look past, and a
       number may start with a sign: any '{' but a plain layout's is the parser's. */
    if (p < end && *p == '{' && !(p + 1 < end && ((p[1] >= '0' && p[1] <= '9') || p[1] == ':')))
        return NULL;
    if (p < end && *p == '{') {
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

/* The spelling s[0, n) (hash h) as remembered, or NULL with *pr at the end of the walk. */
static const struct hloa_shape_text *text_walk(const hloa_shape_table *t, const char *s,
                                               uint32_t n, uint32_t h, hloa_table_probe *pr)
{
    const struct hloa_shape_cache *c = t->cache;
    *pr = hloa_table_probe_start(&c->by_text, h);
    for (uint32_t id; (id = hloa_table_probe_next(&c->by_text, pr)) != 0;) {
        const struct hloa_shape_text *e = &c->texts.items[id - 1];
        if (e->hash == h && e->len == n && hloa_bytes_equal(e->text, s, n))
            return e;
    }
    return NULL;
}

static const struct hloa_shape_text *text_find(const hloa_shape_table *t, const char *s,
                                               uint32_t n, uint32_t h)
{
    hloa_table_probe pr;
    return text_walk(t, s, n, h, &pr);
}

static uint32_t text_hash_of(const void *owner, uint32_t id)
{
    return ((const struct hloa_shape_cache *)owner)->texts.items[id - 1].hash;
}

void hloa_shape_cache_remember(hloa_shape_table *t, const char *s, uint32_t n, uint32_t h,
                               const hloa_shape *shape)
{
    if (!t->cache) {
        t->cache = hloa_xzeroed(1, sizeof(*t->cache));
        hloa_table_init(&t->cache->by_text, 192);
    }
    hloa_table_probe pr;
    if (text_walk(t, s, n, h, &pr))
        return;
    /* A copy: the source text behind the parser is handed back, and a compare with it
       would fault the page in again. */
    struct hloa_shape_text e = {hloa_arena_strndup(t->arena, s, n), n, h, shape};
    HLOA_VEC_PUSH(t->cache->texts, e);
    hloa_table_add(&t->cache->by_text, &pr, (uint32_t)t->cache->texts.len, text_hash_of, t->cache);
}

/*
 * Most shapes of a module are spelled the same way many times (in dumps, once
 * per operand). A plain spelling found by a byte scan is looked up by its text
 * and parsed only the first time; anything else takes the full parser.
 *
 * hloa_shape_cache_find: the shape of the plain spelling at text[off, end) when it was
 * parsed before, else NULL. *n is the spelling's length (0 when the byte scan
 * cannot take it: the parser must) and *h its hash, for hloa_shape_cache_remember.
 */
const hloa_shape *hloa_shape_cache_find(const hloa_shape_table *t, const char *text, uint32_t off,
                                        uint32_t end, uint32_t *n, uint32_t *h)
{
    const unsigned char *b = (const unsigned char *)text + off;
    const unsigned char *e = scan_shape(b, (const unsigned char *)text + end, 0);
    *n = e ? (uint32_t)(e - b) : 0;
    if (!e)
        return NULL;
    *h = hloa_hash_bytes((const char *)b, *n);
    if (!t->cache)
        return NULL;
    const struct hloa_shape_text *hit = text_find(t, (const char *)b, *n, *h);
    return hit ? hit->shape : NULL;
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
    const struct hloa_shape_quick *q = &t->cache->quick[k->slot];
    __m128i same = _mm_and_si128(_mm_cmpeq_epi8(q->lo, k->lo), _mm_cmpeq_epi8(q->hi, k->hi));
    return q->len == k->len && _mm_movemask_epi8(same) == 0xFFFF ? q->shape : NULL;
}

static void quick_remember(hloa_shape_table *t, const quick_key *k, const hloa_shape *shape)
{
    if (!t->cache->quick)
        t->cache->quick = hloa_xzeroed(QUICK_SLOTS, sizeof(*t->cache->quick));
    t->cache->quick[k->slot] = (struct hloa_shape_quick){k->lo, k->hi, shape, k->len};
}
#endif

const hloa_shape *hloa_shape_cached(hloa_shape_table *t, const char *text, uint32_t off,
                                    uint32_t end, uint32_t *after)
{
#ifdef HAVE_QUICK_SHAPES
    quick_key k = quick_key_at(text, off, end);
    if (k.len && t->cache && t->cache->quick) {
        const hloa_shape *s = quick_find(t, &k);
        if (s) {
            *after = off + k.len;
            return s;
        }
    }
#endif
    /* The bytes up to the quick end, when read before, need no scan: the parser
       read exactly these and stopped where they stop. */
    uint32_t e = t->cache ? quick_end(text, off, end) : 0;
    if (e) {
        uint32_t len = e - off;
        const struct hloa_shape_text *hit =
            text_find(t, text + off, len, hloa_hash_bytes(text + off, len));
        if (hit) {
            *after = e;
#ifdef HAVE_QUICK_SHAPES
            if (k.len == len)
                quick_remember(t, &k, hit->shape);
#endif
            return hit->shape;
        }
    }
    uint32_t n, h;
    const hloa_shape *cached = hloa_shape_cache_find(t, text, off, end, &n, &h);
    if (cached) {
        *after = off + n;
#ifdef HAVE_QUICK_SHAPES
        if (k.len == n)
            quick_remember(t, &k, cached);
#endif
    }
    return cached;
}


void hloa_shape_cache_setup(void)
{
    /* The byte scan of plain spellings only runs for a table: its classes are set up here. */
    static pthread_once_t scan_once = PTHREAD_ONCE_INIT;
    pthread_once(&scan_once, init_scan_class);
}

void hloa_shape_cache_release(hloa_shape_table *t)
{
    if (!t->cache)
        return;
    free(t->cache->quick);
    free(t->cache->texts.items);
    hloa_table_release(&t->cache->by_text);
    free(t->cache);
    t->cache = NULL;
}
