/*
 * The builder of the IR from MLIR's syntax (mlir/build.c), shared with
 * mlir/parts.c, which reads a big module in parts on several threads, a
 * builder each, and joins them; mlir/read.c chooses between the two readings.
 * Internal to the library: not a public header.
 *
 * A builder reading the whole module (or its first part) names everything as
 * it goes. One reading a part makes what cannot be known inside the part,
 * and records it for the join: names counted over the module (ops without a
 * result, regions), operands defined before the part in the body it starts
 * inside, and the order of its computations.
 */
#ifndef HLOASYNC_SRC_MLIR_BUILDER_H
#define HLOASYNC_SRC_MLIR_BUILDER_H

#include "cfg.h"

#include "hloasync/mlir.h"
#include "hloasync/strbuf.h"

enum { MLIR_VALUE_PAGE_BITS = 12 }; /* 4096 values a page of mlir_builder's table */

/* What a value name stands for: an instruction, or result k of a multi-result one. */
typedef struct mlir_value {
    hloa_instr *instr; /* NULL: not defined (yet) */
    int32_t index;     /* the result's index; -1 for an op's only result, -2 for %x of %x:N
                          (the whole op; %x#k names its results) */
    uint32_t body;     /* the function body it was defined in (mlir_builder.body then) */
    hloa_comp *comp;   /* where it was defined */
} mlir_value;

/* A reference from an instruction to a function by symbol, resolved once all are read. */
typedef struct mlir_symbol_ref {
    hloa_instr *instr;
    uint32_t slot;     /* in instr->called */
    uint32_t off, len; /* the symbol in the text, '@' excluded */
    hloa_sym scope;    /* the nested module it is written in (see mlir_builder.scope), or 0 */
} mlir_symbol_ref;

typedef HLOA_VEC(hloa_instr *) mlir_instr_vec;

/* A region (a function's body, or an op's) whose ops are being built. */
typedef struct mlir_frame {
    hloa_comp *comp;       /* NULL: a region not built (a StableHLO start's second) */
    mlir_instr_vec list;   /* its instructions so far */
    hloa_instr *root;      /* what its return returns */
    size_t mark;           /* the builder's defined names when it opened */
    uint32_t n_params;
    uint32_t off;          /* its '{' */
    hloa_mlir_span label;  /* its first block's label, or empty */
    hloa_mlir_cfg *cfg;    /* its blocks (cfg.h); NULL while it has one and no branch (heap) */
} mlir_frame;

/* A use of a name not defined before it, waiting for the end of a region that may define it
   in a block that dominates the use's (MLIR scopes by dominance, not by text order). */
typedef struct mlir_forward_use {
    hloa_instr *user;      /* NULL: a return's only value (the region's root) */
    hloa_mlir_span use;
    hloa_sym name;
    int32_t index;         /* as mlir_builder_use_name gives it */
    uint32_t slot;         /* in user->operands */
    uint32_t depth;        /* the region it waits for: frames[depth - 1] */
    uint32_t block;        /* the block of that region that holds the use */
    uint32_t at;           /* that region's instructions before the user (a tuple element
                              made for it goes there) */
    int direct;            /* used in that region itself (else in one inside it: only checked) */
} mlir_forward_use;

/* An op whose regions are being read. */
typedef struct mlir_open_op {
    hloa_instr *in;        /* NULL: not an instruction (a return; inside a region not built) */
    uint8_t kind;          /* its async_kind (mlir/build.c) */
    uint32_t regions_seen;
    size_t regions_mark;   /* its region computations: region_comps from here */
    /* Its name, interned when first needed (its slot in the names table asked for meanwhile):
       name_len 0 when interned already or none. */
    uint32_t name_off, name_len, name_hash;
} mlir_open_op;

/* A computation of a part, in the order the whole reading would add it to the module. */
typedef struct mlir_made_comp {
    hloa_comp *comp;
    uint8_t declared;      /* a function without a body: not a computation */
    uint8_t region;        /* a region: named at the join, after its op */
    const hloa_instr *owner; /* the op whose region it is */
    uint32_t k;            /* which region of the op */
} mlir_made_comp;

/* An operand a part could not find, used in the body the part starts inside. */
typedef struct mlir_pending_use {
    hloa_instr *user;      /* NULL: a return's only value (it is only looked for) */
    hloa_mlir_span use;
    hloa_sym name;         /* the use's name, interned as the part read it (not again at the join) */
    int32_t index;         /* and its result index, as mlir_builder_use_name gives it */
    uint32_t slot : 31;    /* in user->operands */
    uint32_t in_region : 1; /* used in a region inside the body: only looked for */
    uint32_t at;           /* the body: its instructions before the user's (a tuple element
                              made at the join goes there) */
} mlir_pending_use;

/* A return of the body a part starts inside naming values of the parts before. */
typedef struct mlir_late_return {
    hloa_mlir_op op;       /* its operands copied */
    const mlir_value *found; /* per operand: the value found in the part, if any */
    uint32_t at;           /* its place in the body's instructions */
} mlir_late_return;

typedef struct mlir_type_entry {
    const char *text;      /* NULL: empty slot */
    uint32_t len, hash;
    hloa_mlir_type type;
} mlir_type_entry;

/* What an op's name means to the builder: worked out once per name, as the names are few. */
typedef struct mlir_op_name {
    const char *text;      /* NULL: empty slot */
    uint32_t len;
    uint8_t opcode;        /* hloa_opcode */
    uint8_t kind;          /* its async_kind (mlir/build.c) */
    uint8_t is_return;     /* a return: no instruction, its values the region's root */
} mlir_op_name;

enum { MLIR_OP_NAMES = 64 }; /* slots of mlir_builder's op_names, a power of two */

typedef struct mlir_builder {
    hloa_module *m;        /* the module, or the part's (its names and shapes views) */
    hloa_diags *d;
    const char *t;
    int errors;
    int jobs;              /* threads a finished computation may be settled on (1 in a part) */
    /* By symbol of the name, in pages of 2^MLIR_VALUE_PAGE_BITS allocated when a name of theirs
       is first defined: a part's names are a range of the module's symbols, far from 0. */
    mlir_value **value_pages;
    uint32_t n_value_pages;
    hloa_arena value_arena; /* the pages (a big module's in whole huge pages, not faulted one by one) */
    HLOA_VEC(hloa_sym) defined;       /* names defined in the regions open inside the body */
    HLOA_VEC(mlir_forward_use) forward; /* uses waiting for their region's end, by depth */
    hloa_offsets directives;          /* the "hlo-async:" comments read, in text order */
    HLOA_VEC(mlir_symbol_ref) refs;
    HLOA_VEC(hloa_attr) attrs;        /* scratch for one op */
    HLOA_VEC(hloa_comp *) declared;   /* functions without a body: not computations */
    HLOA_VEC(mlir_frame) frames;      /* the regions open now, innermost last */
    HLOA_VEC(mlir_open_op) ops;       /* the ops open now, innermost last */
    HLOA_VEC(hloa_comp *) region_comps; /* the region computations of the open ops */
    HLOA_VEC(mlir_instr_vec) spare_lists; /* list storage of closed regions, for the next */
    mlir_instr_vec async_ops; /* the async ops the mlir-* rules check, in text order */
    hloa_comp *top;        /* the function being built */
    hloa_comp *func;       /* the function whose body opens next */
    uint32_t unnamed;      /* ops without results named so far */
    /* The function bodies read so far, from 1: a value of a body closed is forgotten by
       this moving on, not one by one (a body's names can be half the module's). */
    uint32_t body;
    uint32_t regions;      /* region computations named with a number so far */
    hloa_strbuf scratch;
    mlir_type_entry *types; /* types read so far, by their text (open addressing) */
    uint32_t types_cap, types_len;
    mlir_op_name op_names[MLIR_OP_NAMES]; /* op names met lately, direct-mapped by name key */
    HLOA_VEC(hloa_mlir_span) alias_names, alias_values; /* '!t = type' at the top */
    hloa_mlir_aliases aliases;        /* a view of them, for the type reader */
    HLOA_VEC(hloa_mlir_span) attr_alias_names, attr_alias_values; /* '#a = attribute' */
    HLOA_VEC(hloa_sym) top_symbols;   /* symbols of other ops at the top (sdy.mesh @mesh) */
    /* Nested modules open: their symbols are theirs, named after them ('@a::@f' for @f of
       module @a, as MLIR refers to it from outside). */
    hloa_strbuf scope;                /* the prefix of names in the module open now ("a::@") */
    HLOA_VEC(uint32_t) scope_marks;   /* its length outside each nested module open */
    hloa_sym scope_sym;               /* the prefix interned; 0 in the outermost module */
    uint32_t unnamed_modules;         /* nested modules without a name so far */
    HLOA_VEC(hloa_comp *) nested_comps; /* functions of nested modules */
    mlir_instr_vec executes;          /* MLIR's async.execute ops, for mlir-async-unawaited */
    hloa_mlir_span last_yield;        /* the last async.yield read: its execute's, at its end */
    /* MLIR's async.func signatures and async.call ops, checked when the module is whole */
    HLOA_VEC(hloa_mlir_async_sig) async_funcs;
    HLOA_VEC(hloa_mlir_async_call) async_calls;
    uint32_t async_func;   /* the async.func whose body is read: its index in async_funcs + 1 */
    uint32_t past_int64_reported; /* the last type's dimension past int64 reported, + 1 */

    /* A part (mlir/parts.c); all zero for the whole module. */
    int in_part;
    int head_open;         /* frames[0] is the body the part starts inside */
    hloa_comp *head;       /* that body's stand-in computation (its instructions' parent) */
    mlir_instr_vec head_list; /* its instructions in this part, once its '}' is read */
    hloa_instr *head_root;
    int head_late_root;    /* its last return is the last of late_returns */
    int head_closed;       /* its '}' is in this part */
    uint32_t head_end, head_body_end; /* its function's end and its body's '}' + 1 */
    HLOA_VEC(mlir_made_comp) comps;   /* in order */
    HLOA_VEC(hloa_instr *) unnamed_instrs; /* ops without results, named at the join */
    HLOA_VEC(mlir_pending_use) pending;
    HLOA_VEC(hloa_sym) head_defs;     /* names the head defines (any depth) */
    HLOA_VEC(mlir_late_return) late_returns;
} mlir_builder;

void mlir_builder_init(mlir_builder *b, hloa_module *m, hloa_diags *d);
void mlir_builder_release(mlir_builder *b);
/* The visitor that builds with b. */
hloa_mlir_visitor mlir_builder_visitor(mlir_builder *b);
/* A part starting inside a body: its ops go to a stand-in computation until the join. */
void mlir_builder_start_in_body(mlir_builder *b);

/*
 * After the reading (or the join): symbols resolved to functions, the entry
 * found, the suppression comments found (b->directives) listed, and the
 * mlir-* rules checked over b->async_ops (their errors counted apart: a
 * module with only those is well formed, chains draws it).
 */
void mlir_builder_finish_module(mlir_builder *b);

/* Sets c's instructions, parameters and root from list (as a region's end does), and
   settles it: its instructions numbered, made its, their kinds noted (hloa_comp_settle,
   on b->jobs threads). A part settles what closes in it, while it is in cache. */
void mlir_builder_finish_comp(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                              uint32_t n_params, hloa_instr *root);
/* The same with c's instructions made already, in the module's arena (n of them). */
void mlir_builder_settle_comp(mlir_builder *b, hloa_comp *c, hloa_instr **instrs, uint32_t n,
                              uint32_t n_params, hloa_instr *root);
/* The instruction a use names in c (an anonymous get-tuple-element of it made in list). */
hloa_instr *mlir_builder_resolve_use(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                     hloa_mlir_span use, hloa_instr *user, uint32_t slot);
/* The root of c from a return (a tuple made in list for several values). */
hloa_instr *mlir_builder_root_of(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                 const hloa_mlir_op *ret);
/* The instruction a use of v (its result index, -1 without '#') at use stands for in c: v's
   instruction, or a get-tuple-element of it made in list; user (if any) is appended to its
   users. */
hloa_instr *mlir_builder_use_value(mlir_builder *b, hloa_comp *c, mlir_instr_vec *list,
                                   const mlir_value *v, int32_t index, hloa_mlir_span use,
                                   hloa_instr *user);
/* Names, values and types (mlir/names.c). */
hloa_sym mlir_builder_intern(mlir_builder *b, uint32_t off, uint32_t len);
/* Are the n bytes of s ASCII without NUL (and so UTF-8 as they are)? */
int mlir_builder_plain_ascii(const char *s, uint32_t n);
/* A copy of the n bytes of s in the module's arena, made valid UTF-8. */
const char *mlir_builder_repaired_copy(mlir_builder *b, const char *s, uint32_t n);
/* A name without its sigil (when sigil) and, quoted, without its quotes: %x -> x. */
hloa_sym mlir_builder_intern_name(mlir_builder *b, hloa_mlir_span s, int sigil);
/* The diagnostics' context: computation c and instruction in (or the open op o's text). */
void mlir_builder_set_context(mlir_builder *b, const hloa_comp *c, const hloa_instr *in);
void mlir_builder_set_op_context(mlir_builder *b, const hloa_comp *c, const mlir_open_op *o);
/* name (its symbol s, or 0) is defined as in's result index (duplicate-name if it is). */
void mlir_builder_define(mlir_builder *b, hloa_mlir_span name, hloa_sym s, hloa_instr *in,
                         int32_t index);
/* Forgets the names defined since mark (a region inside a body closes). */
void mlir_builder_forget(mlir_builder *b, size_t mark);
int mlir_builder_span_is(const mlir_builder *b, hloa_mlir_span s, const char *word);
/* The type at span s as a shape (NULL when not read; why says so), each text read once. */
hloa_mlir_type mlir_builder_type_at(mlir_builder *b, hloa_mlir_span s, char *why, size_t whylen);
/* mlir-future-type for the n types at spans; 1 when the only type is a future. */
int mlir_builder_check_future_types(mlir_builder *b, const hloa_mlir_span *types, uint32_t n);
/* One type, or a tuple of several; () for none. */
const hloa_shape *mlir_builder_types_shape(mlir_builder *b, const hloa_mlir_span *types, uint32_t n);
/* The value name of a use (%x#1 -> x) and its result index (1; -1 without '#'). */
hloa_sym mlir_builder_use_name(mlir_builder *b, hloa_mlir_span s, int32_t *index);
mlir_value *mlir_builder_value(mlir_builder *b, hloa_sym s);
/* The value a name stands for here, or NULL when none is defined. */
const mlir_value *mlir_builder_find_value(const mlir_builder *b, hloa_sym s);
/* Names a region computation of in (its region k), as the whole reading does, counting on b;
   first (or 0) is the first name to try, interned already: in.region, or in.region.k. */
hloa_sym mlir_builder_region_name(mlir_builder *b, const hloa_instr *in, uint32_t k, hloa_sym first);
/* Names an op without results (opcode as written, a number counted on b). */
hloa_sym mlir_builder_unnamed_name(mlir_builder *b, const hloa_instr *in);

/* How many parts a module is worth reading in on jobs threads (mlir/parts.c). */
int mlir_parts_for(const hloa_module *m, int jobs);
/*
 * Reads a module in up to `parts` parts (mlir/parts.c): how many were read,
 * 0 when it is to be read whole (m then as initialised); *errors as
 * hloa_mlir_build_module counts them.
 */
int mlir_read_in_parts(hloa_module *m, hloa_diags *d, int parts, int *errors);

#endif
