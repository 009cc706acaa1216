/*
 * The MLIR front end's pieces (issue 31): a lexer of MLIR's textual form
 * (mlir_lex.c), MLIR types read as the IR's shapes (mlir_types.c) and the
 * syntax of modules, functions and operations (mlir_syntax.c), so that MHLO
 * and StableHLO async ops can be read into the same IR as HLO text. Nothing
 * mlir_build.c builds the IR from them and mlir_check.c checks what only MLIR
 * can get wrong; parse.h's hloa_read_module routes a module here.
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

#include "hloasync/arena.h"
#include "hloasync/diag.h"
#include "hloasync/ir.h"
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
    uint32_t future;         /* a !stablehlo.future: how many types it carries (shape: the one,
                                or a tuple of them); 0 for any other type */
} hloa_mlir_type;

hloa_mlir_type hloa_mlir_read_type(hloa_shape_table *t, const char *text, uint32_t *pos,
                                   uint32_t end, char *why, size_t whylen);

/*
 * The syntax of an MLIR module as written, before it means anything
 * (mlir_syntax.c): its functions, their blocks' operations with results,
 * operands, attributes, types and regions, each a span of the text.
 *
 *   module   ::= ('#' alias '=' ... | '{-#' ... '#-}')* ( 'module' @name? attributes? '{' func* '}' | func* )
 *   func     ::= 'func.func' visibility? @name '(' (arg (',' arg)*)? ')' ('->' results)?
 *                ('attributes' dict)? region?
 *   region   ::= '{' ('^bb' ('(' args ')')? ':')? op* ... '}'
 *   op       ::= (results '=')? ( '"name"' '(' operands ')' ('<' dict '>')? ('(' region, ... ')')?
 *                dict? ':' '(' types ')' '->' types  |  name tokens... ) ('loc' '(' ... ')')?
 * A pretty op (stablehlo.add %a, %b : tensor<f32>) is read as its operands
 * up to ':' and the types after it, its other tokens passed over: it ends
 * where a token starts a line outside brackets.
 */
typedef struct hloa_mlir_span {
    uint32_t off, len;
} hloa_mlir_span;

typedef struct hloa_mlir_attr {
    hloa_mlir_span key;   /* the name as written (a quoted one with its quotes) */
    hloa_mlir_span value; /* the value's text; empty for a unit attribute */
} hloa_mlir_attr;

typedef struct hloa_mlir_op hloa_mlir_op;

typedef struct hloa_mlir_region {
    hloa_mlir_span *args;      /* the first block's arguments (%a) */
    hloa_mlir_span *arg_types; /* and their types */
    uint32_t n_args;
    hloa_mlir_op *ops;         /* every block's operations, in order */
    uint32_t n_ops;
    uint32_t off, end;         /* '{' to after '}' */
} hloa_mlir_region;

struct hloa_mlir_op {
    hloa_mlir_span name;        /* mhlo.async_start, without quotes */
    int generic;                /* written "name"(...) */
    int broken;                 /* a syntax error inside it: its parts are what was read */
    uint32_t off, end;          /* the whole op, results to its last token */
    hloa_mlir_span *results;    /* %x (for %x:2, one entry) */
    uint32_t n_results;
    uint32_t n_result_values;   /* with each %x:N counted N */
    hloa_mlir_span *operands;   /* value uses, %x#1 included */
    uint32_t n_operands;
    hloa_mlir_attr *attrs;      /* properties <{...}>, then the attribute dict */
    uint32_t n_attrs;
    hloa_mlir_span *operand_types; /* generic form: the function type's inputs */
    uint32_t n_operand_types;
    hloa_mlir_span *result_types;  /* its results; a pretty op: the types after ':' */
    uint32_t n_result_types;
    hloa_mlir_region *regions;
    uint32_t n_regions;
};

typedef struct hloa_mlir_func {
    hloa_mlir_span name;        /* the symbol without '@' (a quoted one with its quotes) */
    hloa_mlir_span visibility;  /* public, private, nested, or empty */
    hloa_mlir_span *arg_types;  /* the signature's inputs (the body's args are region.args) */
    uint32_t n_args;
    hloa_mlir_span *result_types;
    uint32_t n_results;
    hloa_mlir_attr *attrs;      /* attributes {...} */
    uint32_t n_attrs;
    int has_body;
    hloa_mlir_region body;
    uint32_t off, end;
} hloa_mlir_func;

typedef struct hloa_mlir_syntax {
    hloa_mlir_span module_name; /* empty without 'module @name' */
    hloa_mlir_func *funcs;
    uint32_t n_funcs;
    uint32_t errors;            /* syntax errors reported */
    int scheduled;              /* module attributes {mhlo.is_scheduled = true}: op order is the schedule */
} hloa_mlir_syntax;

/*
 * Reads text[begin, end) into out (everything in arena). Syntax errors are
 * located diagnostics of rule syntax in d; reading goes on at the next
 * function after one. Returns the number of errors.
 */
uint32_t hloa_mlir_read(const char *text, uint32_t begin, uint32_t end, hloa_arena *arena,
                        hloa_mlir_syntax *out, hloa_diags *d);

/*
 * Does the text [begin, end) read as MLIR: after blanks and // comments, does
 * it start with 'module', 'func.func', a '#alias =' or '{-#'?
 */
int hloa_mlir_sniff(const char *text, uint32_t begin, uint32_t end);

/*
 * Reads m->region of m->src as MLIR into m (initialised with
 * hloa_module_init), as hloa_parse_module reads HLO text: functions are
 * computations, ops instructions, MHLO and StableHLO async ops the IR's
 * async-start/update/done (mlir_build.c). Then the mlir-* rules are checked.
 * Returns the number of syntax and name errors reported to d (not those of
 * the mlir-* rules: a module with only those is well formed).
 */
int hloa_mlir_build_module(hloa_module *m, hloa_diags *d);

/* The mlir-* rules over a module built from MLIR (mlir_check.c): errors reported. */
int hloa_mlir_check_module(hloa_module *m, hloa_diags *d);

#endif
