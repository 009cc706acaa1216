/*
 * The shape model: arrays (element type, dims, layout), tuples and buffers.
 * Shapes are hash-consed per module: two shapes are equal exactly (layout
 * included) iff they are the same pointer. Parsing reads tokens from the
 * parser's lexer; printing writes XLA's canonical spelling.
 */
#ifndef HLOASYNC_SHAPE_H
#define HLOASYNC_SHAPE_H

#include "hloasync/arena.h"
#include "hloasync/diag.h"
#include "hloasync/lex.h"
#include "hloasync/strbuf.h"
#include "hloasync/table.h"

#include <pthread.h>
#include <stdint.h>

typedef enum hloa_elem {
    HLOA_ELEM_OTHER, /* a type name this tool does not know (kept by name) */
#define ELEM(e, name, bits) HLOA_ELEM_##e,
#include "hloasync/elem_types.def"
#undef ELEM
    HLOA_ELEM_COUNT
} hloa_elem;

typedef enum hloa_shape_kind { HLOA_SHAPE_ARRAY, HLOA_SHAPE_TUPLE, HLOA_SHAPE_BUFFER } hloa_shape_kind;
typedef enum hloa_dim_kind { HLOA_DIM_STATIC, HLOA_DIM_BOUNDED, HLOA_DIM_UNBOUNDED } hloa_dim_kind;

/* One item of a layout's tail, e.g. tag "T" with text "(8,128)(2,1)". */
typedef struct hloa_layout_item {
    char tag[4];      /* D T L # * E S SC P M */
    const char *text; /* canonical text after the tag (arena) */
    uint32_t len;     /* bytes of text */
} hloa_layout_item;

typedef struct hloa_shape hloa_shape;
struct hloa_shape {
    uint8_t kind;                   /* hloa_shape_kind */
    uint8_t elem;                   /* hloa_elem of an array */
    uint8_t has_layout;             /* a {...} layout was written */
    uint8_t dynamic;                /* some dim is <=N or ? */
    uint32_t n;                     /* rank of an array; element count of a tuple; 1 for a buffer */
    uint32_t hash;                  /* structural hash for hash-consing */
    const int64_t *dims;            /* array: sizes (the bound for <=N, 0 for ?) */
    const uint8_t *dim_kinds;       /* array: hloa_dim_kind per dim, NULL when all static */
    const int64_t *minor_to_major;  /* layout: n_minor_to_major entries */
    uint32_t n_minor_to_major;      /* may differ from n in invalid input */
    uint32_t n_items;               /* layout tail items */
    const hloa_layout_item *items;  /* layout tail, in written order */
    const char *elem_name;          /* spelling when elem is HLOA_ELEM_OTHER */
    uint32_t elem_name_len;         /* bytes of elem_name */
    const hloa_shape *const *elems; /* tuple elements; the buffer's array shape */
    uint64_t bytes;                 /* hloa_shape_byte_size, set when interned */
};

/* The per-module table of interned shapes. */
typedef struct hloa_shape_table {
    hloa_arena *arena;    /* owner of every shape */
    HLOA_VEC(const hloa_shape *) shapes; /* every shape interned, in order */
    hloa_table by_structure; /* index + 1 in shapes by structure */
    const hloa_shape *empty_tuple; /* () */
    struct hloa_shape_cache *cache; /* shapes by their spelling (shape_cache.c), or NULL */
    struct hloa_shape_table *shared; /* a view: where its shapes are interned, under lock */
    pthread_mutex_t *lock;           /* a view: guards shared */
} hloa_shape_table;

void hloa_shape_table_init(hloa_shape_table *t, hloa_arena *arena);
void hloa_shape_table_release(hloa_shape_table *t);
/*
 * A table for one of several threads parsing at once: shapes are interned in
 * t under lock (new shapes are rare: most are found by their text, which each
 * view remembers on its own in arena). Released with hloa_shape_table_release.
 */
void hloa_shape_table_view(hloa_shape_table *view, hloa_shape_table *t, hloa_arena *arena,
                           pthread_mutex_t *lock);

/* Interns a shape built by the caller (pointers it holds may be temporary). */
const hloa_shape *hloa_shape_intern(hloa_shape_table *t, const hloa_shape *tmpl);
const hloa_shape *hloa_shape_tuple(hloa_shape_table *t, const hloa_shape *const *elems,
                                   uint32_t n);

/*
 * Parsing. *tok is the current (lookahead) token; on success it is the token
 * after the shape. On failure a syntax diagnostic is reported and NULL is
 * returned. depth counts nesting against HLOA_MAX_DEPTH.
 */
#define HLOA_MAX_DEPTH 500
typedef struct hloa_shape_parser {
    hloa_shape_table *table; /* where shapes are interned */
    hloa_lexer *lx;          /* token source, shared with the parser */
    hloa_diags *diags;       /* where syntax errors go */
} hloa_shape_parser;

const hloa_shape *hloa_shape_parse(hloa_shape_parser *sp, hloa_token *tok, int depth);
/* Does the current token start a shape (an element type followed by '[', '(' or 'b(')? */
int hloa_shape_starts(const hloa_lexer *lx, hloa_token tok);
/* Element type of a spelling; -1 when it is not one. */
int hloa_elem_lookup(const char *s, uint32_t n);
const char *hloa_elem_name(hloa_elem e);
/* Elements of an array shape (a dynamic dim counts its bound, ? counts 0); 0 for a tuple. */
uint64_t hloa_shape_elements(const hloa_shape *s);
/* Bytes of a shape's buffers: an array's elements packed, a tuple's leaves summed. */
uint64_t hloa_shape_byte_size(const hloa_shape *s);

void hloa_shape_print(hloa_strbuf *sb, const hloa_shape *s);
/* As XLA prints computation signatures: without layouts. */
void hloa_shape_print_no_layout(hloa_strbuf *sb, const hloa_shape *s);
/* Same dims and element types, ignoring layouts (XLA's "compatible"). */
int hloa_shape_compatible(const hloa_shape *a, const hloa_shape *b);
/* Equal including layouts, but ignoring the memory space S(n) of every array. */
int hloa_shape_equal_ignoring_memory_space(const hloa_shape *a, const hloa_shape *b);
/* Equal in structure across two tables (hash-consing only holds within one). */
int hloa_shape_equal_deep(const hloa_shape *a, const hloa_shape *b);
/* Memory space S(n) of an array shape; 0 when none is written. */
int64_t hloa_shape_memory_space(const hloa_shape *s);
static inline int hloa_shape_is_tuple(const hloa_shape *s)
{
    return s && s->kind == HLOA_SHAPE_TUPLE;
}

#endif
