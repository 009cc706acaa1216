/*
 * MLIR types read as the IR's shapes (see mlir.h for the forms). Types are
 * dense text (4x8xf32 is one MLIR token run), so they are read byte by byte
 * rather than from the lexer's tokens.
 */
#include "hloasync/mlir.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { MAX_RANK = 64, MAX_ELEMS = 256 };

typedef struct reader {
    hloa_shape_table *table;
    const char *t;
    uint32_t i, end;
    int depth;
    char *why;
    size_t whylen;
    int failed;
    uint32_t carried; /* the type just read is a future: how many types it carries */
    uint32_t not_tensor; /* where a future's first type that is no ranked tensor starts, + 1 */
    int tensor;          /* the type just read is a tensor */
    uint32_t past_int64; /* where a dimension past int64 starts, + 1 (MLIR refuses it) */
    uint8_t async_kind;  /* the type just read is one of MLIR's async dialect (hloa_mlir_type) */
    const hloa_mlir_aliases *aliases; /* !name = type at the module's top (or NULL) */
} reader;

static const hloa_shape *fail(reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static const hloa_shape *fail(reader *r, const char *fmt, ...)
{
    if (!r->failed) { /* the first reason is the one that explains */
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->why, r->whylen, fmt, ap);
        va_end(ap);
        r->failed = 1;
    }
    return NULL;
}

static void skip_blanks(reader *r)
{
    while (r->i < r->end && (r->t[r->i] == ' ' || r->t[r->i] == '\t' || r->t[r->i] == '\n' ||
                             r->t[r->i] == '\r'))
        r->i++;
}

/* Takes the text s at the current position (after blanks). */
static int take(reader *r, const char *s)
{
    skip_blanks(r);
    size_t n = strlen(s);
    if (r->end - r->i < n || memcmp(r->t + r->i, s, n))
        return 0;
    r->i += (uint32_t)n;
    return 1;
}

/* What stands at the current position, for a message: up to 12 bytes of it. */
static const char *here(reader *r, char *buf, size_t n)
{
    uint32_t k = 0;
    while (k + 1 < n && k < 12 && r->i + k < r->end && r->t[r->i + k] != '\n')
        k++;
    if (!k)
        return "the end";
    snprintf(buf, n, "'%.*s'", (int)k, r->t + r->i);
    return buf;
}

static uint32_t word_len(reader *r)
{
    uint32_t k = 0;
    while (r->i + k < r->end && (isalnum((unsigned char)r->t[r->i + k]) || r->t[r->i + k] == '_'))
        k++;
    return k;
}

/* An element type's HLO spelling: i32 -> s32, ui8 -> u8, i1 -> pred, index -> s64, f8E4M3FN ... */
static int element_of(const char *w, uint32_t n)
{
    char name[32];
    if (n == 0 || n >= sizeof(name))
        return -1;
    if (n == 2 && !memcmp(w, "i1", 2))
        return HLOA_ELEM_PRED;
    if (n == 5 && !memcmp(w, "index", 5))
        return HLOA_ELEM_S64;
    uint32_t k = 0;
    if (w[0] == 'i' && n > 1 && isdigit((unsigned char)w[1])) {
        name[k++] = 's'; /* signless integers are HLO's signed ones */
        w++, n--;
    } else if (n > 2 && !memcmp(w, "si", 2) && isdigit((unsigned char)w[2])) {
        name[k++] = 's';
        w += 2, n -= 2;
    } else if (n > 2 && !memcmp(w, "ui", 2) && isdigit((unsigned char)w[2])) {
        name[k++] = 'u';
        w += 2, n -= 2;
    }
    for (uint32_t j = 0; j < n; j++)
        name[k++] = (char)tolower((unsigned char)w[j]);
    name[k] = '\0';
    return hloa_elem_lookup(name, k);
}

static const hloa_shape *array(reader *r, int elem, const int64_t *dims, const uint8_t *kinds,
                               uint32_t rank, int dynamic)
{
    hloa_shape s = {0};
    s.kind = HLOA_SHAPE_ARRAY;
    s.elem = (uint8_t)elem;
    s.n = rank;
    s.dims = dims;
    s.dim_kinds = dynamic ? kinds : NULL;
    s.dynamic = (uint8_t)dynamic;
    return hloa_shape_intern(r->table, &s);
}

/* element ::= word | complex<f32|f64> ; as a rank-0 array when it stands alone */
static int read_element(reader *r)
{
    char buf[32];
    skip_blanks(r);
    if (take(r, "complex<")) {
        uint32_t n = word_len(r);
        int c64 = n == 3 && !memcmp(r->t + r->i, "f32", 3);
        int c128 = n == 3 && !memcmp(r->t + r->i, "f64", 3);
        r->i += n;
        if (!(c64 || c128) || !take(r, ">"))
            return fail(r, "expected complex<f32> or complex<f64>"), -1;
        return c64 ? HLOA_ELEM_C64 : HLOA_ELEM_C128;
    }
    if (take(r, "!mhlo.token") || take(r, "!stablehlo.token"))
        return HLOA_ELEM_TOKEN;
    uint32_t n = word_len(r);
    int e = element_of(r->t + r->i, n);
    if (e < 0)
        return fail(r, "expected an element type (f32, i32, ui8, i1, ...), found %s",
                    here(r, buf, sizeof(buf))),
               -1;
    r->i += n;
    return e;
}

/* Skips a tensor's encoding (#mhlo.type_extensions<bounds = [...]> ...) up to its '>'. */
static int skip_encoding(reader *r)
{
    int depth = 0;
    for (; r->i < r->end; r->i++) {
        char c = r->t[r->i];
        if (c == '<' || c == '[' || c == '(' || c == '{')
            depth++;
        else if ((c == '>' || c == ']' || c == ')' || c == '}') && depth-- == 0)
            return c == '>';
        if (depth > HLOA_MAX_DEPTH)
            return 0;
    }
    return 0;
}

/* tensor< (dim 'x')* element (',' encoding)? > after "tensor<" */
static const hloa_shape *read_tensor(reader *r)
{
    char buf[32];
    int64_t dims[MAX_RANK];
    uint8_t kinds[MAX_RANK];
    uint32_t rank = 0;
    int dynamic = 0;
    skip_blanks(r);
    if (r->i < r->end && r->t[r->i] == '*')
        return fail(r, "an unranked tensor has no HLO shape");
    for (;;) {
        uint32_t b = r->i;
        int64_t d = 0;
        if (rank == MAX_RANK)
            return fail(r, "a tensor of more than %d dims", MAX_RANK);
        if (r->i < r->end && r->t[r->i] == '?') {
            r->i++;
            kinds[rank] = HLOA_DIM_UNBOUNDED;
            dynamic = 1;
        } else {
            uint32_t nb, ne; /* MLIR refuses a dimension past int64 ("invalid dimension") */
            while (r->i < r->end && isdigit((unsigned char)r->t[r->i]))
                r->i++;
            if (hloa_past_int64(r->t + b, r->i - b, &nb, &ne) && (r->past_int64 = b + nb + 1))
                return fail(r, "dimension size %.*s is out of range (at most 2^63-1)", (int)(ne - nb),
                            r->t + b + nb);
            for (uint32_t k = b; k < r->i && d < ((int64_t)1 << 50); k++)
                d = d * 10 + (r->t[k] - '0'); /* the shape table caps sizes far below */
            kinds[rank] = HLOA_DIM_STATIC;
        }
        if (r->i == b || r->i >= r->end || r->t[r->i] != 'x') {
            r->i = b; /* not a dim: the element type */
            break;
        }
        dims[rank++] = d;
        r->i++; /* the 'x' */
    }
    int e = read_element(r);
    if (e < 0)
        return NULL;
    if (take(r, ",") && !skip_encoding(r))
        return fail(r, "the tensor's encoding is not closed");
    if (!take(r, ">"))
        return fail(r, "expected '>' to close the tensor, found %s", here(r, buf, sizeof(buf)));
    return array(r, e, dims, kinds, rank, dynamic);
}

static const hloa_shape *read_type(reader *r);

/* type (',' type)* '>' after an opening '<' ("tuple<", "!...<"); n of them, at most max */
static uint32_t read_list(reader *r, const hloa_shape **out, uint32_t max)
{
    char buf[32];
    uint32_t n = 0;
    if (take(r, ">"))
        return 0;
    do {
        if (n == max)
            return fail(r, "more than %u types in one list", max), 0;
        if (!(out[n++] = read_type(r)))
            return 0;
    } while (take(r, ","));
    if (!take(r, ">"))
        return fail(r, "expected ',' or '>' in a list of types, found %s", here(r, buf, sizeof(buf))), 0;
    return n;
}

static const hloa_shape *tuple_of(reader *r, const hloa_shape *const *elems, uint32_t n)
{
    return hloa_shape_tuple(r->table, elems, n);
}

/* The bytes of a type alias's name after its '!' at text[i]. */
static uint32_t word_len_at(const char *t, uint32_t i, uint32_t end)
{
    uint32_t k = 0;
    while (i + k < end && (isalnum((unsigned char)t[i + k]) || t[i + k] == '_' || t[i + k] == '.' ||
                           t[i + k] == '$' || t[i + k] == '-'))
        k++;
    return k;
}

/* The value of the alias named at the current '!', or NULL. */
static const hloa_mlir_span *alias_of(const reader *r)
{
    if (!r->aliases)
        return NULL;
    uint32_t n = word_len_at(r->t, r->i + 1, r->end) + 1;
    for (uint32_t k = r->aliases->n; k-- > 0;) { /* the latest definition */
        hloa_mlir_span name = r->aliases->names[k];
        if (name.len == n && !memcmp(r->t + name.off, r->t + r->i, n))
            return &r->aliases->values[k];
    }
    return NULL;
}

static const hloa_shape *read_type(reader *r)
{
    char buf[32];
    if (++r->depth > HLOA_MAX_DEPTH)
        return fail(r, "types nested more than %d deep", HLOA_MAX_DEPTH);
    const hloa_shape *s = NULL, *elems[MAX_ELEMS];
    uint32_t carried = 0;
    int aliased = 0, is_tensor = 0; /* an alias: what its value's reading said */
    uint8_t async_kind = 0;
    skip_blanks(r);
    if (take(r, "tensor<")) {
        s = read_tensor(r);
        is_tensor = 1;
    } else if (take(r, "tuple<")) {
        uint32_t n = read_list(r, elems, MAX_ELEMS);
        s = r->failed ? NULL : tuple_of(r, elems, n);
    } else if (take(r, "!mhlo.async_bundle<")) {
        uint32_t n = read_list(r, elems, MAX_ELEMS);
        if (!r->failed && n < 2)
            return fail(r, "an async bundle holds operands, an output and state: at least 2 types");
        if (!r->failed && elems[0]->kind != HLOA_SHAPE_TUPLE)
            elems[0] = tuple_of(r, elems, 1); /* the short form: one operand */
        s = r->failed ? NULL : tuple_of(r, elems, n);
    } else if (take(r, "!stablehlo.future<")) {
        /* StableHLO: each a ranked tensor (tensor<f32> is one; f32, a tuple, a token are not) */
        uint32_t n = 0;
        if (!take(r, ">")) {
            do {
                skip_blanks(r);
                uint32_t at = r->i;
                if (n == MAX_ELEMS)
                    return fail(r, "more than %u types in one list", MAX_ELEMS);
                if (!(elems[n++] = read_type(r)))
                    return NULL;
                if (!r->tensor && !r->not_tensor)
                    r->not_tensor = at + 1;
            } while (take(r, ","));
            if (!take(r, ">"))
                return fail(r, "expected ',' or '>' in a list of types, found %s",
                            here(r, buf, sizeof(buf)));
        }
        if (!n)
            return fail(r, "a future carries at least one type");
        s = n == 1 ? elems[0] : tuple_of(r, elems, n);
        carried = n;
    } else if (take(r, "!mhlo.token") || take(r, "!stablehlo.token")) {
        s = array(r, HLOA_ELEM_TOKEN, NULL, NULL, 0, 0);
    } else if (take(r, "!async.value<")) { /* MLIR's async dialect: what it carries */
        uint32_t n = read_list(r, elems, 1);
        if (!r->failed && n != 1)
            return fail(r, "an !async.value carries one type");
        s = r->failed ? NULL : elems[0];
        async_kind = HLOA_MLIR_ASYNC_VALUE;
    } else if (take(r, "!async.token")) {
        s = array(r, HLOA_ELEM_TOKEN, NULL, NULL, 0, 0);
        async_kind = HLOA_MLIR_ASYNC_TOKEN;
    } else if (take(r, "!async.group")) {
        s = array(r, HLOA_ELEM_TOKEN, NULL, NULL, 0, 0);
        async_kind = HLOA_MLIR_ASYNC_GROUP;
    } else if (r->i < r->end && r->t[r->i] == '!') {
        const hloa_mlir_span *value = alias_of(r);
        if (!value)
            return fail(r, "type %s is not one this tool reads", here(r, buf, sizeof(buf)));
        uint32_t after = r->i + word_len_at(r->t, r->i + 1, r->end) + 1, end = r->end;
        r->i = value->off;
        r->end = value->off + value->len;
        s = read_type(r);
        r->i = after;
        r->end = end;
        aliased = 1;
    } else { /* an element type standing alone: a scalar */
        int e = read_element(r);
        s = e < 0 ? NULL : array(r, e, NULL, NULL, 0, 0);
    }
    r->depth--;
    if (!aliased) {
        r->carried = carried;
        r->tensor = is_tensor;
        r->async_kind = async_kind;
    }
    return s;
}

hloa_mlir_type hloa_mlir_read_type_in(hloa_shape_table *t, const hloa_mlir_aliases *aliases,
                                      const char *text, uint32_t *pos, uint32_t end, char *why,
                                      size_t whylen)
{
    reader r = {.table = t, .t = text, .i = *pos, .end = end, .why = why, .whylen = whylen,
                .aliases = aliases};
    skip_blanks(&r);
    hloa_mlir_type out = {0};
    out.shape = read_type(&r);
    /* a future, written or through an alias: the outermost type read is one */
    out.future = out.shape ? r.carried : 0;
    out.not_tensor = out.shape ? r.not_tensor : 0;
    out.async_kind = out.shape ? r.async_kind : 0;
    out.past_int64 = r.past_int64;
    if (out.shape)
        *pos = r.i;
    return out;
}

hloa_mlir_type hloa_mlir_read_type(hloa_shape_table *t, const char *text, uint32_t *pos,
                                   uint32_t end, char *why, size_t whylen)
{
    return hloa_mlir_read_type_in(t, NULL, text, pos, end, why, whylen);
}

uint32_t hloa_mlir_type_len(const char *t, uint32_t i, uint32_t end)
{
    int depth = 0;
    uint32_t k = i;
    for (; k < end; k++) {
        char c = t[k];
        if (c == '<' || c == '(' || c == '[' || c == '{')
            depth++;
        else if ((c == '>' || c == ')' || c == ']' || c == '}') && depth-- == 0)
            break;
        else if ((c == ',' || c == '\n') && depth == 0)
            break;
    }
    while (k > i && (t[k - 1] == ' ' || t[k - 1] == '\t'))
        k--;
    return k - i;
}
