/*
 * The MLIR front end's pieces (issue 31): a lexer of MLIR's textual form
 * (mlir/lex.c), MLIR types read as the IR's shapes (mlir/types.c) and the
 * syntax of modules, functions and operations (mlir/syntax.c), so that MHLO
 * and StableHLO async ops can be read into the same IR as HLO text. Nothing
 * mlir/build.c builds the IR from them and mlir/async_rules.c checks what only MLIR
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
#include "hloasync/lex.h"
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
    hloa_offsets *directives; /* where the // comments that mention "hlo-async:" go (or NULL) */
} hloa_mlir_lexer;

void hloa_mlir_lex_init(hloa_mlir_lexer *lx, const char *text, uint32_t begin, uint32_t end);
/* The next token into *tok (its kind returned); comments and blanks between tokens are
   skipped. (Filled in place: a returned token went through the stack in pieces, and the
   load of it stalled on them.) */
hloa_mlir_kind hloa_mlir_lex_next(hloa_mlir_lexer *lx, hloa_mlir_token *tok);
/* The bytes of the value token (%name, %0, %x#1) at text[i], or 0 when none is there. */
uint32_t hloa_mlir_value_len(const char *text, uint32_t i, uint32_t end);
/* What a token kind is called in a diagnostic. */
const char *hloa_mlir_kind_name(hloa_mlir_kind kind);

/*
 * An MLIR type read as a shape (mlir/types.c), interned in t:
 *   tensor<4x8xf32> -> f32[4,8]     tensor<f32> -> f32[]     tensor<?x4xi32> -> s32[?,4]
 *   i1 -> pred, ui8 -> u8, index -> s64, complex<f32> -> c64, f8E4M3FN -> f8e4m3fn
 *   tuple<A, B> -> (A, B)           !mhlo.token, !stablehlo.token -> token[]
 *   !mhlo.async_bundle<tuple<A, B>, O, S...> -> ((A, B), O, S...)
 *   !mhlo.async_bundle<A, O> -> ((A), O)   (the short form: one operand)
 *   !stablehlo.future<T, ...> -> the types the future carries: T, or (T, ...)
 *   !async.value<T> -> T    !async.token, !async.group -> token[]   (MLIR's async dialect)
 * A tensor's encoding (bounds of dynamic dims) is read past. text[*pos] is
 * where the type starts (blanks before it skipped); on success *pos is past
 * it. On failure NULL, and why says what was expected where.
 */
typedef struct hloa_mlir_type {
    const hloa_shape *shape; /* the shape, or NULL */
    uint32_t future;         /* a !stablehlo.future: how many types it carries (shape: the one,
                                or a tuple of them); 0 for any other type */
    uint32_t not_tensor;     /* a future in it carries a type that is no ranked tensor
                                (StableHLO refuses it): where that type starts, + 1; else 0 */
    uint8_t async_kind;      /* MLIR's async dialect: !async.token (token[]), !async.value<T>
                                (T), !async.group (token[]); 0 for any other type */
    uint32_t past_int64;     /* no shape: a dimension past int64 starts there, + 1; else 0 */
} hloa_mlir_type;

enum { HLOA_MLIR_ASYNC_TOKEN = 1, HLOA_MLIR_ASYNC_VALUE = 2, HLOA_MLIR_ASYNC_GROUP = 3 };

hloa_mlir_type hloa_mlir_read_type(hloa_shape_table *t, const char *text, uint32_t *pos,
                                   uint32_t end, char *why, size_t whylen);

/* The bytes of the type spelled at text[i] (to its ',' or closing bracket at depth 0). */
uint32_t hloa_mlir_type_len(const char *text, uint32_t i, uint32_t end);

/* Span arrays are declared below; the type aliases of a module ('!t = tensor<4xf32>'). */
typedef struct hloa_mlir_aliases hloa_mlir_aliases;
/* The same, a '!name' of aliases read as its value (both in text). */
hloa_mlir_type hloa_mlir_read_type_in(hloa_shape_table *t, const hloa_mlir_aliases *aliases,
                                      const char *text, uint32_t *pos, uint32_t end, char *why,
                                      size_t whylen);

/*
 * The syntax of an MLIR module as written, before it means anything
 * (mlir/syntax.c): functions, regions and operations, each handed to a
 * visitor as it is read, its parts as spans of the text. Nothing is kept:
 * the IR is built from the visits (mlir/build.c), so a 50 MB module is not
 * held twice.
 *
 *   module   ::= ('#' alias '=' ... | '{-#' ... '#-}')* ( 'module' @name? attributes? '{' func* '}' | func* )
 *                (a module inside it, or after other ops at the top, told as nested_module)
 *   func     ::= 'func.func' visibility? @name '(' (arg (',' arg)*)? ')' ('->' results)?
 *                ('attributes' dict)? region?
 *   region   ::= '{' (('^bb' ('(' args ')')? ':')? op*)* '}'   (a block a label and its ops)
 *   op       ::= (results '=')? ( '"name"' '(' operands ')' ('<' dict '>')? ('(' region, ... ')')?
 *                dict? ':' '(' types ')' '->' types  |  name tokens... ) ('loc' '(' ... ')')?
 * A pretty op (stablehlo.add %a, %b : tensor<f32>) is read as its operands
 * up to ':' and the types after it, its other tokens passed over: it ends
 * where a token starts a line outside brackets.
 */
typedef struct hloa_mlir_span {
    uint32_t off, len;
} hloa_mlir_span;

/* The type aliases of a module, as read ('!t' names, their types' text); the latest counts. */
struct hloa_mlir_aliases {
    const hloa_mlir_span *names, *values;
    uint32_t n;
};

typedef struct hloa_mlir_attr {
    hloa_mlir_span key;   /* the name as written (a quoted one with its quotes) */
    hloa_mlir_span value; /* the value's text; empty for a unit attribute */
} hloa_mlir_attr;

/* A region as its visits see it: at region_begin its first block's arguments, at
   region_end its end. The arrays are valid during the visit only. */
typedef struct hloa_mlir_region {
    const hloa_mlir_span *args;      /* the first block's arguments (%a); a function body
                                        without a ^bb label: the signature's */
    const hloa_mlir_span *arg_types; /* and their types */
    uint32_t n_args;
    int of_func;                     /* a function's body (else an op's region) */
    uint32_t off, end;               /* '{' to after '}' (end: at region_end) */
    hloa_mlir_span label;            /* the first block's label (^bb0), or empty */
} hloa_mlir_region;

/* A block after a region's first, as block_begin sees it (the arrays valid during the visit). */
typedef struct hloa_mlir_block {
    hloa_mlir_span label;            /* ^bb1 */
    const hloa_mlir_span *args;      /* its arguments (%a) */
    const hloa_mlir_span *arg_types; /* and their types */
    uint32_t n_args;
} hloa_mlir_block;

/* An op as its visits see it: at op_begin its results and name, at op_end all of it.
   The arrays are valid during the visit only. */
typedef struct hloa_mlir_op {
    hloa_mlir_span name;        /* mhlo.async_start, without quotes */
    int generic;                /* written "name"(...) */
    int broken;                 /* a syntax error inside it: its parts are what was read */
    uint32_t off, end;          /* the whole op, results to its last token (end: at op_end) */
    const hloa_mlir_span *results; /* %x (for %x:2, one entry) */
    uint32_t n_results;
    uint32_t n_result_values;   /* with each %x:N counted N */
    const hloa_mlir_span *operands; /* value uses, %x#1 included */
    uint32_t n_operands;
    const hloa_mlir_attr *attrs; /* properties <{...}>, then the attribute dict */
    uint32_t n_attrs;
    const hloa_mlir_span *operand_types; /* generic form: the function type's inputs */
    uint32_t n_operand_types;
    const hloa_mlir_span *result_types;  /* its results; a pretty op: the types after ':' */
    uint32_t n_result_types;
    uint32_t n_regions;
    uint32_t region_off[2];     /* where its first two regions open */
    uint32_t n_dependencies;    /* a pretty async.execute: how many of its operands are the
                                   tokens in '[...]' (the rest its value operands) */
    const hloa_mlir_span *successors; /* the blocks it branches to (^bb1), outside its regions;
                                   a pretty op's successor operands ^bb1(%a : T) are operands */
    uint32_t n_successors;
} hloa_mlir_op;

/* A function as its visits see it: at func_begin its signature, at func_end its end. */
typedef struct hloa_mlir_func {
    hloa_mlir_span name;        /* the symbol without '@' (a quoted one with its quotes) */
    hloa_mlir_span visibility;  /* public, private, nested, or empty */
    const hloa_mlir_span *arg_types; /* the signature's inputs */
    uint32_t n_args;
    const hloa_mlir_span *result_types;
    uint32_t n_results;
    const hloa_mlir_attr *attrs; /* attributes {...} */
    uint32_t n_attrs;
    int has_body;
    uint32_t off, end;          /* end: at func_end */
    uint32_t body_off, body_end; /* the body's '{' and after its '}' (body_end: at func_end) */
} hloa_mlir_func;

/*
 * What the reader tells as it reads, in text order. Regions nest inside ops
 * (op_begin, region_begin ... region_end, op_end) and a function's body is a
 * region between func_begin and func_end. Every begin has its end, also
 * after a syntax error (the op then broken), except where a part of a text
 * ends inside a body (see hloa_mlir_read).
 */
typedef struct hloa_mlir_visitor {
    void *ctx;
    void (*module_header)(void *ctx, hloa_mlir_span name, int scheduled);
    void (*func_begin)(void *ctx, const hloa_mlir_func *f);
    void (*func_end)(void *ctx, const hloa_mlir_func *f);
    void (*op_begin)(void *ctx, const hloa_mlir_op *op);
    void (*op_end)(void *ctx, const hloa_mlir_op *op);
    void (*region_begin)(void *ctx, const hloa_mlir_region *r);
    void (*region_end)(void *ctx, const hloa_mlir_region *r);
    hloa_offsets *directives; /* the "hlo-async:" comments read go here (may be NULL) */
    /* '!name = type' (type set) or '#name = attribute' at the top (may be NULL) */
    void (*alias)(void *ctx, hloa_mlir_span name, hloa_mlir_span value, int type);
    /* a region's second and later blocks, between its region_begin and region_end, before
       their ops (may be NULL) */
    void (*block_begin)(void *ctx, const hloa_mlir_block *b);
    /* a module inside the module (or after other ops at the top, in the module MLIR makes
       around them): its own symbol table; told at its '{' (open) and '}' (may be NULL) */
    void (*nested_module)(void *ctx, hloa_mlir_span name, int open);
} hloa_mlir_visitor;

/*
 * Where in a module's grammar a text (or a part of one) starts and ends:
 * outside 'module {', inside it between functions, or in a function's body
 * between two of its top-level ops (the function in 'module {', or not).
 */
typedef enum hloa_mlir_place {
    HLOA_MLIR_AT_TOP,
    HLOA_MLIR_IN_MODULE,
    HLOA_MLIR_IN_BODY,
    HLOA_MLIR_IN_TOP_BODY,
} hloa_mlir_place;

/*
 * Reads text[begin, end) and tells v. Syntax errors are located diagnostics
 * of rule syntax in d; reading goes on at the next function after one.
 * Returns the number of errors. start is where the text starts (a part of a
 * module cut in pieces: IN_BODY and IN_TOP_BODY continue a function whose
 * func_begin is not in the text, so its region_end and func_end come without
 * a begin). With may_end_open, the text may end inside the module or inside
 * a function's body between ops without an error; *ended says where it
 * ended (NULL: not wanted).
 */
uint32_t hloa_mlir_read(const char *text, uint32_t begin, uint32_t end, hloa_mlir_place start,
                        int may_end_open, const hloa_mlir_visitor *v, hloa_diags *d,
                        hloa_mlir_place *ended);

/*
 * Does the text [begin, end) read as MLIR: after blanks and // comments, does
 * it start with 'module', 'func.func', a '#alias =' or '!alias =', '{-#', a
 * generic op '"d.name"(' or a dotted op with a symbol, maybe after keywords and strings
 * on its line ('sdy.mesh @mesh', 'memref.global "private" @g', 'util.global private @x')?
 */
int hloa_mlir_sniff(const char *text, uint32_t begin, uint32_t end);

/*
 * Reads m->region of m->src as MLIR into m (initialised with
 * hloa_module_init), as hloa_parse_module reads HLO text: functions are
 * computations, ops instructions, MHLO and StableHLO async ops the IR's
 * async-start/update/done (mlir/build.c). Then the mlir-* rules are checked.
 * Returns the number of syntax and name errors reported to d (not those of
 * the mlir-* rules: a module with only those is well formed). A big module
 * is read in parts on up to jobs threads (mlir/parts.c); the result is the
 * same as on one.
 */
int hloa_mlir_build_module(hloa_module *m, hloa_diags *d, int jobs);
/*
 * Same, in up to `parts` parts whatever the size (tests use it on small
 * modules); *parts_used (may be NULL) is how many were kept, 1 when the
 * module was read whole after all.
 */
int hloa_mlir_build_module_in_parts(hloa_module *m, hloa_diags *d, int parts, int *parts_used);

/*
 * The mlir-* rules (mlir/async_rules.c) over the async ops of a module built from
 * MLIR: its StableHLO async_starts and its MHLO async_starts and updates, n
 * of them in ops (the builder lists them as it makes them). Errors reported.
 */
int hloa_mlir_check_ops(hloa_module *m, const hloa_mlir_aliases *aliases, hloa_diags *d,
                        hloa_instr *const *ops, size_t n);
/*
 * MLIR's async dialect (mlir/async_dialect.c), mlir-async-type as the builder
 * ends each op: an async.execute's body arguments against its value operands
 * (after its n_deps tokens) and its yield (the op at yield_at) against the
 * values it makes (values: one, or a tuple); an async.await's result (n_results of them, the
 * first's shape result) and operand against the type it declares.
 */
void hloa_mlir_check_execute(hloa_module *m, hloa_diags *d, const hloa_instr *exec, uint32_t n_deps,
                             const hloa_shape *values, hloa_mlir_span yield_at);
void hloa_mlir_check_await(hloa_module *m, hloa_diags *d, const hloa_instr *await,
                           hloa_mlir_type declared, hloa_mlir_span declared_at, uint32_t n_results,
                           const hloa_shape *result);
/*
 * MLIR's async.func and async.call (mlir/async_dialect.c): a function's
 * signature as its types, and a call as the builder read it.
 */
typedef struct hloa_mlir_async_sig {
    hloa_mlir_span name;              /* the symbol without '@' */
    const hloa_mlir_type *args, *results;
    const hloa_mlir_span *result_at;  /* where each result type is written */
    uint32_t n_args, n_results;
} hloa_mlir_async_sig;
typedef struct hloa_mlir_async_call {
    const hloa_instr *call;
    hloa_mlir_span callee;            /* @f as written, empty when none */
    const hloa_mlir_type *results;    /* the types it declares */
    const hloa_mlir_span *result_at;
    uint32_t n_results;
} hloa_mlir_async_call;
/* mlir-async-func: an async.func's results, when its signature is read. */
void hloa_mlir_check_async_func(const hloa_module *m, hloa_diags *d, const hloa_mlir_async_sig *f);
/*
 * mlir-async-func: a return of an async.func's body (f) giving n values of
 * the types given (NULL where not known) at spans given_at, the op at op.
 */
void hloa_mlir_check_async_return(const hloa_module *m, hloa_diags *d, const hloa_mlir_async_sig *f,
                                  hloa_mlir_span op, const hloa_shape *const *given,
                                  const hloa_mlir_span *given_at, uint32_t n);
/*
 * mlir-async-call: a call against its callee, the async.func of that name
 * among funcs (none: other_symbol says whether the symbol names something
 * else, a func.func, or nothing).
 */
void hloa_mlir_check_async_call(hloa_module *m, hloa_diags *d, const hloa_mlir_async_call *call,
                                const hloa_mlir_async_sig *callee, int other_symbol);
/* mlir-async-unawaited over the module's n executes, once it is whole. */
void hloa_mlir_check_unawaited(hloa_module *m, hloa_diags *d, hloa_instr *const *executes, size_t n);

/*
 * The collective op runs in a StableHLO async region, checked as StableHLO
 * checks it (mlir/region_collective.c): its dimension attributes index its
 * operand and its result is a shape it can make. 1 and a message when not.
 */
int hloa_mlir_collective_problem(const hloa_module *m, const hloa_instr *op, char *msg, size_t n);
/*
 * The rules of a StableHLO async_start's own type and region, as the builder
 * ends it (region and spans made), reporting nothing: start->future_ok when
 * they find nothing (hloa_mlir_check_ops then only gives it its async tuple),
 * else hloa_mlir_check_ops checks and reports it.
 */
void hloa_mlir_check_future(hloa_module *m, const hloa_mlir_aliases *aliases, hloa_instr *start);
/* mlir-future-type of a stablehlo.async_done as the builder ends it: the future type at the
   span future (its operand's) carries exactly one type (StableHLO's AsyncDoneOp). */
void hloa_mlir_check_done(hloa_module *m, const hloa_mlir_aliases *aliases, hloa_diags *d,
                          hloa_mlir_span future);

#endif
