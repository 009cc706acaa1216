/*
 * The MLIR front end's first two pieces (issue 31): a lexer of MLIR's
 * textual form (mlir_lex.c) and MLIR types read as the IR's shapes
 * (mlir_types.c), so that MHLO and StableHLO async ops can later be read
 * into the same IR as HLO text. Nothing routes input here yet.
 *
 * Forms (MLIR's LangRef, and what XLA's translator and StableHLO print):
 *   %name %0 %x#1      value ids, a result index after '#' included
 *   @name @"quoted"    symbol refs        ^bb0     block ids
 *   #alias #mhlo.x     attribute ids      !mhlo.t  type ids
 *   "..."              strings (\" \\ \n \t \XX escapes)
 *   42 -7 0x1F 1.5e-3  numbers            bare ids: func.func, tensor, f32, x
 *   ( ) { } [ ] < > , : = -> ? * + -       and {-# #-} around dialect resources
 *   // comments to the end of the line
 */
#ifndef HLOASYNC_MLIR_H
#define HLOASYNC_MLIR_H

#include "hloasync/shape.h"

#include <stddef.h>
#include <stdint.h>

typedef enum hloa_mlir_kind {
    HLOA_MLIR_EOF,
    HLOA_MLIR_ERROR,     /* a byte or form MLIR does not have; an unterminated string */
    HLOA_MLIR_VALUE,     /* %name, %0, %x#1 */
    HLOA_MLIR_SYMBOL,    /* @name, @"quoted name" */
    HLOA_MLIR_BLOCK,     /* ^bb0 */
    HLOA_MLIR_ATTR_ID,   /* #name, #dialect.name */
    HLOA_MLIR_TYPE_ID,   /* !name, !dialect.name */
    HLOA_MLIR_BARE,      /* identifiers, keywords and dotted op names */
    HLOA_MLIR_INTEGER,   /* 42, 0x1F (a '-' before it is its own token) */
    HLOA_MLIR_FLOAT,     /* 1.5, 1e-3, 2.0E+10 */
    HLOA_MLIR_STRING,    /* "..." with its quotes */
    HLOA_MLIR_PUNCT,     /* one of ( ) { } [ ] < > , : = ? * + - | and -> (two bytes) */
    HLOA_MLIR_RESOURCE_OPEN,  /* {-# */
    HLOA_MLIR_RESOURCE_CLOSE, /* #-} */
} hloa_mlir_kind;

typedef struct hloa_mlir_token {
    hloa_mlir_kind kind;
    uint32_t off, len; /* the bytes of the token in the text */
} hloa_mlir_token;

typedef struct hloa_mlir_lexer {
    const char *text; /* the whole source text */
    uint32_t pos;     /* the next byte to read */
    uint32_t end;     /* the end of the region read */
} hloa_mlir_lexer;

void hloa_mlir_lex_init(hloa_mlir_lexer *lx, const char *text, uint32_t begin, uint32_t end);
/* The next token; comments and blanks between tokens are skipped. */
hloa_mlir_token hloa_mlir_lex_next(hloa_mlir_lexer *lx);
/* What a token kind is called in a diagnostic. */
const char *hloa_mlir_kind_name(hloa_mlir_kind kind);

/*
 * An MLIR type read as a shape (mlir_types.c), interned in t:
 *   tensor<4x8xf32> -> f32[4,8]     tensor<f32> -> f32[]     tensor<?x4xi32> -> s32[?,4]
 *   i1 -> pred, ui8 -> u8, index -> s64, complex<f32> -> c64, f8E4M3FN -> f8e4m3fn
 *   tuple<A, B> -> (A, B)           !mhlo.token, !stablehlo.token -> token[]
 *   !mhlo.async_bundle<tuple<A, B>, O, S...> -> ((A, B), O, S...)
 *   !mhlo.async_bundle<A, O> -> ((A), O)   (the short form: one operand)
 *   !stablehlo.future<T, ...> -> the types the future carries: T, or (T, ...)
 * A tensor's encoding (bounds of dynamic dims) is read past. text[*pos] is
 * where the type starts (blanks before it skipped); on success *pos is past
 * it. On failure NULL, and why says what was expected where.
 */
typedef struct hloa_mlir_type {
    const hloa_shape *shape; /* the shape, or NULL */
    int future;              /* a !stablehlo.future: shape is what it carries */
} hloa_mlir_type;

hloa_mlir_type hloa_mlir_read_type(hloa_shape_table *t, const char *text, uint32_t *pos,
                                   uint32_t end, char *why, size_t whylen);

#endif
