/*
 * The builder's names, values and types (mlir/build.c's, and mlir/parts.c's at
 * the join): names interned as the text writes them, the values a name
 * stands for in the body read now (defined, and forgotten as a region
 * closes), the diagnostics' context, and each type's text read once into a
 * shape.
 */
#include "builder.h"

#include <stdlib.h>
#include <string.h>


hloa_sym mlir_builder_intern(mlir_builder *b, uint32_t off, uint32_t len)
{
    return hloa_intern(&b->m->names, b->t + off, len);
}

/* Are the n bytes of s ASCII without NUL (and so UTF-8 as they are)? */
int mlir_builder_plain_ascii(const char *s, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80 || !s[i])
            return 0;
    return 1;
}

/* A copy of the n bytes of s in the module's arena, made valid UTF-8 ('?' for the rest). */
const char *mlir_builder_repaired_copy(mlir_builder *b, const char *s, uint32_t n)
{
    char *copy = hloa_arena_strndup(&b->m->arena, s, n);
    for (uint32_t i = 0; i < n; i++)
        copy[i] = copy[i] ? copy[i] : '?';
    return hloa_utf8_repair(copy);
}

/* A name without its sigil and, quoted, without its quotes: %x -> x, @"a b" -> a b. */
hloa_sym mlir_builder_intern_name(mlir_builder *b, hloa_mlir_span s, int sigil)
{
    uint32_t off = s.off + (uint32_t)sigil, len = s.len - (uint32_t)sigil;
    if (len >= 2 && b->t[off] == '"') {
        off++, len -= 2;
        /* A quoted name may hold any byte: names go into JSON, which is UTF-8. */
        if (!mlir_builder_plain_ascii(b->t + off, len))
            return hloa_intern(&b->m->names, mlir_builder_repaired_copy(b, b->t + off, len), len);
    }
    return mlir_builder_intern(b, off, len);
}

mlir_value *mlir_builder_value(mlir_builder *b, hloa_sym s)
{
    uint32_t page = s >> MLIR_VALUE_PAGE_BITS;
    if (page >= b->n_value_pages) {
        uint32_t n = b->n_value_pages ? b->n_value_pages : 16;
        while (n <= page)
            n *= 2;
        b->value_pages = hloa_xreallocarray(b->value_pages, n, sizeof(mlir_value *));
        memset(b->value_pages + b->n_value_pages, 0, (n - b->n_value_pages) * sizeof(mlir_value *));
        b->n_value_pages = n;
    }
    if (!b->value_pages[page])
        b->value_pages[page] =
            hloa_arena_calloc(&b->value_arena, (size_t)1 << MLIR_VALUE_PAGE_BITS, sizeof(mlir_value));
    return &b->value_pages[page][s & ((1u << MLIR_VALUE_PAGE_BITS) - 1)];
}

const mlir_value *mlir_builder_find_value(const mlir_builder *b, hloa_sym s)
{
    uint32_t page = s >> MLIR_VALUE_PAGE_BITS;
    if (page >= b->n_value_pages || !b->value_pages[page])
        return NULL;
    const mlir_value *v = &b->value_pages[page][s & ((1u << MLIR_VALUE_PAGE_BITS) - 1)];
    return v->instr && v->body == b->body ? v : NULL;
}

hloa_sym mlir_builder_use_name(mlir_builder *b, hloa_mlir_span s, int32_t *index)
{
    *index = -1;
    for (uint32_t i = 1; i < s.len; i++)
        if (b->t[s.off + i] == '#') {
            int32_t k = 0;
            for (uint32_t j = i + 1; j < s.len && k < 1000000; j++)
                k = k * 10 + (b->t[s.off + j] - '0');
            *index = k;
            return mlir_builder_intern(b, s.off, i);
        }
    return mlir_builder_intern(b, s.off, s.len);
}

void mlir_builder_set_context(mlir_builder *b, const hloa_comp *c, const hloa_instr *in)
{
    uint32_t cn = 0, n = 0;
    const char *cs = c ? hloa_name(b->m, c->name, &cn) : NULL;
    const char *is = in ? hloa_name(b->m, in->name, &n) : NULL;
    hloa_diags_set_context(b->d, cs, cn, is, n);
}

/* The same for an op being ended, whose name may not be interned yet (its text then). */
void mlir_builder_set_op_context(mlir_builder *b, const hloa_comp *c, const mlir_open_op *o)
{
    if (!o->name_len) {
        mlir_builder_set_context(b, c, o->in);
        return;
    }
    uint32_t cn;
    const char *cs = hloa_name(b->m, c->name, &cn);
    hloa_diags_set_context(b->d, cs, cn, b->t + o->name_off, o->name_len);
}

/* name (its symbol s, or 0 when not interned yet) is defined as in's result index. */
void mlir_builder_define(mlir_builder *b, hloa_mlir_span name, hloa_sym s, hloa_instr *in, int32_t index)
{
    if (!s)
        s = mlir_builder_intern_name(b, name, 0);
    mlir_value *v = mlir_builder_value(b, s);
    if (v->instr && v->body == b->body) {
        uint32_t n;
        const char *str = hloa_name(b->m, s, &n);
        hloa_diag *dg = hloa_diag_add(b->d, HLOA_RULE_DUPLICATE_NAME, name.off, name.off + name.len,
                                      "value '%.*s' is already defined", (int)n, str);
        hloa_diag_related(b->d, dg, v->instr->off, "previous definition of '%.*s' is here",
                          (int)n, str);
        b->errors++;
        return;
    }
    *v = (mlir_value){in, index, b->body, in->parent};
    if (b->frames.len > 1) /* a region inside the body: forgotten as it closes */
        HLOA_VEC_PUSH(b->defined, s);
    if (b->head_open)
        HLOA_VEC_PUSH(b->head_defs, s);
    hloa_module_note_instr_name(b->m, s);
}

/* Forgets the names defined since mark (a region inside a body closes). */
void mlir_builder_forget(mlir_builder *b, size_t mark)
{
    while (b->defined.len > mark)
        mlir_builder_value(b, b->defined.items[--b->defined.len])->instr = NULL;
}

int mlir_builder_span_is(const mlir_builder *b, hloa_mlir_span s, const char *word)
{
    size_t n = strlen(word);
    return s.len == n && !memcmp(b->t + s.off, word, n);
}

/* The types of a module are few, each spelled the same way many times: each is read once. */
static mlir_type_entry *type_slot(mlir_builder *b, const char *text, uint32_t len, uint32_t hash)
{
    uint32_t mask = b->types_cap - 1;
    for (uint32_t i = hash & mask;; i = (i + 1) & mask) {
        mlir_type_entry *e = &b->types[i];
        if (!e->text || (e->hash == hash && e->len == len && !memcmp(e->text, text, len)))
            return e;
    }
}

static void remember_type(mlir_builder *b, const char *text, uint32_t len, uint32_t hash,
                          hloa_mlir_type type)
{
    if (2 * (b->types_len + 1) > b->types_cap) {
        mlir_type_entry *old = b->types;
        uint32_t old_cap = b->types_cap;
        b->types_cap = old_cap ? old_cap * 2 : 256;
        b->types = hloa_xzeroed(b->types_cap, sizeof(*b->types));
        for (uint32_t i = 0; i < old_cap; i++)
            if (old[i].text)
                *type_slot(b, old[i].text, old[i].len, old[i].hash) = old[i];
        free(old);
    }
    *type_slot(b, text, len, hash) = (mlir_type_entry){text, len, hash, type};
    b->types_len++;
}

/* The type at span s as a shape (NULL when this tool does not read it; why says so). */
hloa_mlir_type mlir_builder_type_at(mlir_builder *b, hloa_mlir_span s, char *why, size_t whylen)
{
    const char *text = b->t + s.off;
    uint32_t hash = hloa_hash_bytes(text, s.len);
    if (b->types_cap) {
        const mlir_type_entry *e = type_slot(b, text, s.len, hash);
        if (e->text) {
            hloa_mlir_type t = e->type;
            t.not_tensor += t.not_tensor ? s.off : 0; /* kept from the type's start */
            return t;
        }
    }
    uint32_t pos = s.off;
    hloa_mlir_type type =
        hloa_mlir_read_type_in(&b->m->shapes, &b->aliases, b->t, &pos, s.off + s.len, why, whylen);
    if (!type.shape && b->in_part)
        b->errors++; /* maybe an alias the part did not see: the whole reading tells */
    if (type.past_int64 && type.past_int64 != b->past_int64_reported) { /* once, though read again */
        b->past_int64_reported = type.past_int64;
        hloa_diag_add(b->d, HLOA_RULE_SYNTAX, type.past_int64 - 1, s.off + s.len, "%s", why);
    }
    if (type.shape) { /* what failed is read again, for its reason */
        hloa_mlir_type kept = type;
        kept.not_tensor -= kept.not_tensor ? s.off : 0;
        remember_type(b, text, s.len, hash, kept);
    }
    return type;
}

/*
 * mlir-future-type for each of the n types at spans that holds a future of
 * something other than ranked tensors (StableHLO: "future element type must
 * be a ranked tensor"); 1 when the only type is a future.
 */
int mlir_builder_check_future_types(mlir_builder *b, const hloa_mlir_span *types, uint32_t n)
{
    char why[128];
    int one_future = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *t = b->t + types[i].off;
        if (!memchr(t, '!', types[i].len)) /* no future, no alias: most types */
            continue;
        hloa_mlir_type ty = mlir_builder_type_at(b, types[i], why, sizeof(why));
        one_future = n == 1 && ty.future;
        if (!ty.not_tensor)
            continue;
        uint32_t at = ty.not_tensor - 1, len = hloa_mlir_type_len(b->t, at, types[i].off + types[i].len);
        hloa_diag_add(b->d, HLOA_RULE_MLIR_FUTURE_TYPE, at, at + len,
                      "a future carries ranked tensors (StableHLO: future element type must be a "
                      "ranked tensor), but got '%.*s'",
                      (int)len, b->t + at);
    }
    return one_future;
}

/* One type, or a tuple of several (results of an op, inputs of a function); () for none. */
const hloa_shape *mlir_builder_types_shape(mlir_builder *b, const hloa_mlir_span *types, uint32_t n)
{
    char why[128];
    if (n == 1)
        return mlir_builder_type_at(b, types[0], why, sizeof(why)).shape;
    const hloa_shape *stack[16], **elems = n <= 16 ? stack : hloa_xcalloc(n, sizeof(*elems));
    const hloa_shape *s = NULL;
    uint32_t i = 0;
    for (; i < n && (elems[i] = mlir_builder_type_at(b, types[i], why, sizeof(why)).shape); i++)
        ;
    if (i == n)
        s = hloa_shape_tuple(&b->m->shapes, elems, n);
    if (elems != stack)
        free(elems);
    return s;
}
