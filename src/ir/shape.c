/*
 * The shape model: element types, interning (hash-consing), printing and
 * comparing. Reading shapes from text is shape_parse.c's; the cache of
 * shapes by their spelling is shape_cache.c's.
 */
#include "hloasync/shape.h"

#include "hloasync/hash.h"
#include "hloasync/intern.h"

#include "hloasync/shape_cache.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    uint8_t len;
} elem_names[HLOA_ELEM_COUNT] = {
    [HLOA_ELEM_OTHER] = {"?", 1},
#define ELEM(e, name, bits) [HLOA_ELEM_##e] = {name, sizeof(name) - 1},
#include "hloasync/elem_types.def"
#undef ELEM
};

static const uint8_t elem_bits[HLOA_ELEM_COUNT] = {
#define ELEM(e, name, bits) [HLOA_ELEM_##e] = bits,
#include "hloasync/elem_types.def"
#undef ELEM
};

uint64_t hloa_shape_elements(const hloa_shape *s)
{
    if (!s || s->kind != HLOA_SHAPE_ARRAY)
        return 0;
    uint64_t n = 1;
    for (uint32_t i = 0; i < s->n; i++)
        n *= s->dims[i] > 0 ? (uint64_t)s->dims[i] : 0;
    return n;
}

/* The bytes of a shape being interned: its elements are interned already. */
static uint64_t byte_size_of(const hloa_shape *s)
{
    if (s->kind == HLOA_SHAPE_ARRAY)
        return (hloa_shape_elements(s) * elem_bits[s->elem] + 7) / 8;
    uint64_t sum = 0;
    for (uint32_t i = 0; i < s->n; i++)
        sum += s->elems[i] ? s->elems[i]->bytes : 0;
    return sum;
}

uint64_t hloa_shape_byte_size(const hloa_shape *s)
{
    return s ? s->bytes : 0;
}

/* Element type names up to 8 bytes, packed into a word each (the longer ones are compared
   whole); the table's ids are element types. */
static uint64_t elem_keys[HLOA_ELEM_COUNT];
static hloa_table elems_by_name;

static uint64_t pack8(const char *s, uint32_t n)
{
    uint64_t k = 0;
    for (uint32_t i = 0; i < n && i < 8; i++)
        k |= (uint64_t)(unsigned char)s[i] << (8 * i);
    return k;
}

static uint32_t elem_hash(const void *owner, uint32_t e)
{
    (void)owner;
    return hloa_hash_word(elem_keys[e]);
}

static void init_elems_by_name(void)
{
    hloa_table_init(&elems_by_name, HLOA_ELEM_COUNT);
    for (int e = 1; e < HLOA_ELEM_COUNT; e++) {
        if (elem_names[e].len > 8)
            continue;
        elem_keys[e] = pack8(elem_names[e].name, elem_names[e].len);
        hloa_table_probe pr = hloa_table_probe_end(&elems_by_name, elem_hash(NULL, (uint32_t)e));
        hloa_table_add(&elems_by_name, &pr, (uint32_t)e, elem_hash, NULL);
    }
}

int hloa_elem_lookup(const char *s, uint32_t n)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_elems_by_name);
    if (n < 2 || n > 13)
        return -1;
    if (n <= 8) {
        uint64_t k = pack8(s, n);
        hloa_table_probe pr = hloa_table_probe_start(&elems_by_name, hloa_hash_word(k));
        for (uint32_t e; (e = hloa_table_probe_next(&elems_by_name, &pr)) != 0;)
            if (elem_keys[e] == k)
                return (int)e;
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

void hloa_shape_table_init(hloa_shape_table *t, hloa_arena *arena)
{
    hloa_shape_cache_setup();
    memset(t, 0, sizeof(*t));
    t->arena = arena;
    hloa_table_init(&t->by_structure, 192);
    t->empty_tuple = hloa_shape_tuple(t, NULL, 0);
}

void hloa_shape_table_release(hloa_shape_table *t)
{
    hloa_shape_cache_release(t);
    free(t->shapes.items);
    hloa_table_release(&t->by_structure);
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

static uint32_t shape_hash_of(const void *owner, uint32_t id)
{
    return ((const hloa_shape_table *)owner)->shapes.items[id - 1]->hash;
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
    hloa_table_probe pr = hloa_table_probe_start(&t->by_structure, key.hash);
    for (uint32_t id; (id = hloa_table_probe_next(&t->by_structure, &pr)) != 0;) {
        const hloa_shape *s = t->shapes.items[id - 1];
        if (s->hash == key.hash && same_structure(s, &key, pointer_eq))
            return s;
    }
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
    s->bytes = byte_size_of(s);
    HLOA_VEC_PUSH(t->shapes, s);
    hloa_table_add(&t->by_structure, &pr, (uint32_t)t->shapes.len, shape_hash_of, t);
    return s;
}

const hloa_shape *hloa_shape_tuple(hloa_shape_table *t, const hloa_shape *const *elems,
                                   uint32_t n)
{
    hloa_shape s = {.kind = HLOA_SHAPE_TUPLE, .n = n, .elems = elems};
    return hloa_shape_intern(t, &s);
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
