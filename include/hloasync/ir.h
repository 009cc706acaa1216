/*
 * The IR: a module of computations of instructions, owned by the module's
 * arena (see arena.h). Every instruction keeps the byte spans of its text so
 * that diagnostics point into the user's file and rewrites can replace
 * exactly the bytes they change.
 */
#ifndef HLOASYNC_IR_H
#define HLOASYNC_IR_H

#include "hloasync/arena.h"
#include "hloasync/diag.h"
#include "hloasync/intern.h"
#include "hloasync/shape.h"
#include "hloasync/table.h"
#include "hloasync/source.h"

#include <stdint.h>

typedef enum hloa_opcode {
#define OP(e, name, arity, family, flags) HLOA_OP_##e,
#include "hloasync/opcodes.def"
#undef OP
    HLOA_OP_UNKNOWN, /* kept as written; see instr->opcode_off */
    HLOA_OP_COUNT
} hloa_opcode;

typedef enum hloa_family {
    HLOA_FAM_PLAIN,
    HLOA_FAM_ASYNC_START,  /* async-start */
    HLOA_FAM_ASYNC_UPDATE, /* async-update */
    HLOA_FAM_ASYNC_DONE,   /* async-done */
    HLOA_FAM_PAIR_START,   /* copy-start, all-reduce-start, ..., send, recv */
    HLOA_FAM_PAIR_DONE,    /* copy-done, all-reduce-done, ..., send-done, recv-done */
    HLOA_FAM_PARAMETER,
    HLOA_FAM_CONSTANT,
} hloa_family;

enum { HLOA_OPF_NEEDS_SHAPE = 1 };

typedef struct hloa_opcode_info {
    const char *name; /* XLA's spelling */
    int8_t arity;     /* operand count, -1 variadic */
    uint8_t family;   /* hloa_family */
    uint8_t flags;    /* HLOA_OPF_* */
} hloa_opcode_info;

extern const hloa_opcode_info hloa_opcodes[HLOA_OP_COUNT];
/* The opcode spelled s[0, n), or -1. */
int hloa_opcode_lookup(const char *s, uint32_t n);
/* The other half of a first-class pair (copy-start <-> copy-done ...), else HLOA_OP_UNKNOWN. */
uint16_t hloa_opcode_pair(uint16_t op);
/* The collective op is or starts (all-reduce for all-reduce-start), else HLOA_OP_UNKNOWN
   (send and recv, point to point, are none). */
uint16_t hloa_opcode_collective(uint16_t op);

/* Well-known symbols: opcode spellings are symbols 1..HLOA_OP_UNKNOWN, then these. */
enum {
    HLOA_SYM_OPCODES_END = HLOA_OP_UNKNOWN,
#define SYM(e, s) HLOA_SYM_##e,
#include "hloasync/syms.def"
#undef SYM
    HLOA_SYM_WELL_KNOWN_END
};
static inline hloa_sym hloa_opcode_sym(hloa_opcode op)
{
    return (hloa_sym)op + 1;
}

/* How an async op was written. */
typedef enum hloa_sugar {
    HLOA_SUGAR_NONE, /* generic async-start/update/done, or not async */
    HLOA_SUGAR_OP,   /* X-start/X-update/X-done: wrapper computation implied */
    HLOA_SUGAR_CALL, /* call-start/update/done: calls the to_apply computation directly */
} hloa_sugar;

typedef struct hloa_attr {
    hloa_sym key;     /* interned attribute name */
    uint32_t key_off; /* offset of the attribute name in the source */
    uint32_t val_off; /* offset of the value in the source (of the original, if generated) */
    uint32_t val_len; /* bytes of val */
    const char *val;  /* the value text: in the source, or in the arena when generated */
} hloa_attr;

typedef struct hloa_comp hloa_comp;
typedef struct hloa_instr hloa_instr;

/*
 * Where the pieces of an instruction's text are. An instruction record does
 * not hold them all (see hloa_instr_spans): a big dump has hundreds of
 * thousands of instructions, and every byte of the record is a megabyte.
 */
typedef struct hloa_spans {
    uint32_t name_off;                   /* the name token, '%' included */
    uint32_t shape_off, shape_end;       /* the written result shape, empty if none */
    uint32_t opcode_off;                 /* the opcode token as written (opcode_len bytes) */
    uint32_t operands_off, operands_end; /* '(' ... ')' inclusive */
} hloa_spans;

/* Attributes and called computations an instruction may have (n_attrs, n_called). */
enum { HLOA_MAX_ATTRS = 60000 };

struct hloa_instr {
    hloa_sym name;              /* interned, without '%' */
    uint8_t opcode;             /* hloa_opcode; for sugar, the async opcode */
    uint8_t wrapped_opcode;     /* the X of X-start/X-update/X-done */
    unsigned sugar : 2;         /* hloa_sugar */
    unsigned is_root : 1;       /* written with ROOT, or last without one */
    unsigned generated : 1;     /* made by a pass; its spans are those of the line it came from */
    unsigned anonymous : 1;     /* a nested operand instruction */
    unsigned broken : 1;        /* had a syntax error after its name */
    unsigned spans_apart : 1;   /* spans too far apart for the gaps: kept in the module */
    unsigned future : 1;        /* a StableHLO async_start: the mlir-* rules check its awaits */
    uint8_t name_gap;           /* name_off - off */
    uint32_t index;             /* position in parent->instrs */
    uint16_t opcode_len;        /* the opcode token as written: opcode_off + opcode_len */
    uint16_t operands_len;      /* operands_end - operands_off */
    int32_t param_number;       /* parameter(N), N <= INT32_MAX */
    uint32_t n_operands;        /* operands as written */
    uint32_t n_users;           /* filled as the parser reads (see hloa_instr_fill_users) */
    uint16_t n_attrs;           /* entries of attrs, at most HLOA_MAX_ATTRS */
    uint16_t n_called;          /* entries of called, at most HLOA_MAX_ATTRS */
    uint8_t shape_gap;          /* shape_off - off (MLIR: shape_off - operands_end) */
    uint8_t opcode_gap;         /* opcode_off - shape_end (MLIR: shape_end - shape_off) */
    uint8_t operands_gap;       /* operands_off - (opcode_off + opcode_len) */
    unsigned bundle : 1;        /* an MHLO async op: the mlir-* rules check its bundle type */
    unsigned future_ok : 1;     /* a future whose type and region the builder found right */
    unsigned holds_future : 1;  /* MLIR: a !stablehlo.future this module does not start (a
                                   function's argument, a custom_call's result): awaited here,
                                   started where the text does not show */
    unsigned region_captures : 1; /* MLIR: a StableHLO start whose region uses values from outside
                                     it (mlir-region-op said so; its binding is not checked) */
    unsigned execute : 1;       /* MLIR's async.execute (an async-start of its region) and its
                                   async.await (a done): the async dialect's rules, not HLO's
                                   binding, check them (mlir/async_dialect.c) */
    unsigned used_in_region : 1; /* MLIR: used inside a nested region, where the use is not
                                    followed (an execute awaited in another's body) */
    uint32_t off;               /* the whole instruction text [off, end) */
    /* The pointers after the counts and gaps (2 bits are spare, before off): no padding. */
    const hloa_shape *shape;    /* NULL when not written (inferred by XLA) */
    hloa_instr **operands;      /* n_operands entries */
    hloa_instr **users;         /* instructions using this one as an operand */
    hloa_attr *attrs;           /* attributes in written order */
    hloa_comp **called;         /* resolved computation references, attribute order */
    hloa_comp *parent;          /* owning computation */
    uint32_t end;               /* see off */
    uint32_t opcode_off;        /* the opcode token as written */
};

struct hloa_comp {
    hloa_sym name;          /* interned, without '%' */
    hloa_sym thread;        /* execution_thread, HLOA_SYM_MAIN by default */
    uint8_t is_entry;       /* written with ENTRY, or the last computation */
    uint8_t generated;      /* made by a pass */
    uint8_t inline_body;    /* an inline to_apply={...} body */
    uint8_t kinds;          /* HLOA_HAS_* of its instructions: passes skip the rest */
    /* References to it from instructions' called lists, or more (never fewer): when no
       more than its async chain's own, nothing else calls it (see check/chains.c). */
    uint32_t n_callers;
    hloa_comp *outer;       /* the top-level computation whose text holds it (itself if top) */
    uint32_t index;         /* position in module->comps */
    hloa_instr **instrs;    /* in text order (the schedule when scheduled) */
    uint32_t n_instrs;      /* entries of instrs */
    uint32_t n_marked;      /* entries of marked */
    hloa_instr **marked;    /* the instructions with kinds (below), in text order */
    uint8_t *marked_kinds;  /* the kinds of each, or more (a pass may drop one, not add it) */
    hloa_instr *root;       /* the ROOT instruction */
    hloa_instr **params;    /* by parameter number; NULL holes in bad input */
    uint32_t n_params;      /* highest parameter number + 1 */
    const hloa_shape *result_shape; /* from the header `(...) -> shape`, or NULL */
    uint32_t off, end;      /* from ENTRY/name to after the closing '}' (and thread) */
    uint32_t name_off;      /* the name token, '%' included */
    uint32_t body_open, body_close; /* offsets of '{' and '}' */
};

/*
 * What a computation holds. Most computations of a big dump (fusions,
 * reductions) have no async op; a pass looking for one kind of instruction
 * skips them instead of reading every instruction of the module.
 */
enum {
    HLOA_HAS_ASYNC = 1, /* async-start/update/done, sugared or not */
    HLOA_HAS_SUGAR = 2, /* X-start/update/done or call-start/update/done */
    HLOA_HAS_PAIR = 4,  /* first-class pairs: copy-start, send, ... */
    HLOA_HAS_CALLS = 8, /* an instruction that calls a computation */
};
uint8_t hloa_instr_kinds(const hloa_instr *in);
/* Sets c->kinds and c->marked from its instructions; whoever changes them calls it again. */
void hloa_comp_note_kinds(hloa_comp *c, hloa_arena *arena);
/* The same, and each instruction's index set to its place and its parent to c (a reader that
   made them elsewhere); a big computation on up to jobs threads. */
void hloa_comp_settle(hloa_comp *c, hloa_arena *arena, int jobs);

/*
 * The instructions of a computation a pass looking for some kinds must read:
 * the marked ones with a kind it wants. The kinds are listed beside them, so
 * a big computation's other instructions, and marked ones of other kinds,
 * stay unread.
 */
typedef struct hloa_scan {
    hloa_instr *const *instrs; /* the computation's marked instructions */
    const uint8_t *kinds;      /* their kinds */
    uint32_t n;                /* entries, 0 when the computation has none of the kinds */
    uint8_t wanted;            /* HLOA_HAS_* */
} hloa_scan;

static inline hloa_scan hloa_comp_scan(const hloa_comp *c, uint8_t wanted)
{
    hloa_scan s = {c->marked, c->marked_kinds, (c->kinds & wanted) ? c->n_marked : 0, wanted};
    return s;
}

/* Entry i of a scan, or NULL when it has none of the kinds wanted. */
static inline hloa_instr *hloa_scan_at(const hloa_scan *s, uint32_t i)
{
    return (s->kinds[i] & s->wanted) ? s->instrs[i] : NULL;
}

typedef struct hloa_module {
    hloa_arena arena;         /* owns everything below */
    hloa_interner names;      /* instruction, computation and attribute names */
    hloa_shape_table shapes;  /* interned shapes */
    const hloa_source *src;   /* the file this module was read from */
    hloa_region region;       /* bytes of the file that hold this module */
    hloa_sym name;            /* from the HloModule header, 0 when headerless */
    uint8_t has_header;       /* HloModule line present */
    uint8_t is_scheduled;     /* is_scheduled=true: text order is the schedule */
    uint8_t percent_names;    /* the text writes names with '%' */
    uint8_t operand_shapes;   /* the text writes shapes before operands */
    uint8_t is_mlir;          /* read from MLIR text (mlir/build.c), not HLO text */
    hloa_comp **comps;        /* in text order (heap) */
    uint32_t n_comps;         /* entries of comps */
    uint32_t cap_comps;       /* allocated entries of comps */
    uint32_t sugared_starts;  /* X-start read (not call-start): a wrapper each when desugared */
    uint64_t attr_keys;       /* bit k: some attribute may be named HLOA_SYM_CALLS + k */
    hloa_comp *entry;         /* the entry computation */
    hloa_table comps_by_name; /* index + 1 in comps by name; empty in a part but the first */
    uint32_t header_off;      /* where the HloModule keyword is */
    uint32_t header_end;      /* end of the HloModule line's attributes */
    hloa_attr *attrs;         /* HloModule attributes */
    uint32_t *directives;     /* offsets of `//` comments mentioning "hlo-async:" */
    uint32_t n_directives;    /* entries of directives */
    uint8_t *instr_names;     /* a bit per symbol: some instruction has this name (heap) */
    uint32_t n_instr_names;   /* symbols instr_names covers */
    uint32_t n_attrs;         /* entries of attrs */
    /* The spans of the instructions with spans_apart set, by off (heap). */
    HLOA_VEC(struct hloa_spans_apart {
        uint32_t off; /* of the instruction (its copies made by passes share it) */
        hloa_spans spans;
    }) spans_apart;
} hloa_module;

void hloa_module_init(hloa_module *m, const hloa_source *src, hloa_region region);
void hloa_module_release(hloa_module *m);

static inline const char *hloa_name(const hloa_module *m, hloa_sym s, uint32_t *len)
{
    return hloa_sym_str(&m->names, s, len);
}
const char *hloa_opcode_name(const hloa_instr *in, const hloa_module *m, uint32_t *len);

/* Keys whose value names computations (calls=, to_apply=, body=, ...). */
static inline int hloa_is_comp_ref_key(hloa_sym key)
{
    return (key >= HLOA_SYM_CALLS && key <= HLOA_SYM_FALSE_COMPUTATION) ||
           key == hloa_opcode_sym(HLOA_OP_SELECT) || key == hloa_opcode_sym(HLOA_OP_SCATTER);
}
/* Keys whose value is a list of computation names. */
static inline int hloa_is_comp_list_key(hloa_sym key)
{
    return key == HLOA_SYM_BRANCH_COMPUTATIONS || key == HLOA_SYM_CALLED_COMPUTATIONS;
}
hloa_attr *hloa_instr_attr(const hloa_instr *in, hloa_sym key);
/*
 * Does word stand whole in a's value: after '{', ',', '%', white space or the
 * start, before '=', ',', '}', white space or the end? (A key of a dict value,
 * a name in a list of names.)
 */
int hloa_attr_has_word(const hloa_attr *a, const char *word, size_t n);
/* Up to max integers of an attribute's text, in order ("{1,2}", "[\"1\"]", "3x3"); how many. */
uint32_t hloa_read_ints(const char *s, size_t n, int64_t *out, uint32_t max);
/* Does absl::SimpleAtoi read s[0, n) as an int64 (blanks around it, a sign), into *out? */
int hloa_simple_atoi(const char *s, size_t n, int64_t *out);
/* The names of a name list ("{a, %b}": control-predecessors), one a call from *pos on: 0 at
   its end. */
int hloa_attr_next_name(const hloa_attr *a, uint32_t *pos, const char **name, uint32_t *len);

/*
 * Names to positions in one computation at a time (ir/positions.c): control
 * edges name instructions of their own computation, and the checks, the cost
 * model and the comparison all turn those names into positions through this
 * one index. One entry per name symbol of the module, set for the computation
 * given last: setting one costs its length (the previous one's entries are
 * cleared), so a walk over every computation stays linear.
 */
typedef struct hloa_positions {
    const hloa_module *m;
    const hloa_comp *comp; /* the computation set, or NULL */
    uint32_t *at;          /* per name symbol: its first position + 1 in comp, 0 none (heap) */
    uint32_t n;            /* entries of at */
} hloa_positions;

void hloa_positions_init(hloa_positions *p, const hloa_module *m);
/* Index comp's names (the previous computation's are forgotten). */
void hloa_positions_set(hloa_positions *p, const hloa_comp *comp);
/* The position of the instruction named name[0, len) in the computation set, or -1. */
int64_t hloa_position_of(const hloa_positions *p, const char *name, uint32_t len);
/* Each name of a's list {a, %b, ...} in turn: its position, or -1 (not in the computation). */
int hloa_positions_next(const hloa_positions *p, const hloa_attr *a, uint32_t *pos, int64_t *at);
void hloa_positions_release(hloa_positions *p);
/* Does in's frontend_attributes={...} have the key key (the keys XLA reads, _xla_...)? */
int hloa_instr_has_frontend_attr(const hloa_instr *in, const char *key);
/*
 * The value of in's frontend attribute key, as written between its quotes
 * (escapes left as they are), or NULL when in has no such attribute.
 */
const char *hloa_instr_frontend_attr(const hloa_instr *in, const char *key, uint32_t *len);
/* End of the text before attribute i of attrs: the previous value, or the operand list. */
static inline uint32_t hloa_attr_text_begin(const hloa_attr *attrs, uint32_t i,
                                            uint32_t operands_end)
{
    return i ? attrs[i - 1].val_off + attrs[i - 1].val_len : operands_end;
}
/* Instruction names in use, for a pass naming new ones: whoever names an instruction notes it. */
void hloa_module_note_instr_name(hloa_module *m, hloa_sym s);

/*
 * Attribute names of the tool's own (syms.def) a module uses, so that a check
 * looking for one most modules never write skips every instruction at once.
 * Whatever makes an attribute notes its key; a key not noted is on no
 * instruction. Other keys always "may" be there.
 */
_Static_assert(HLOA_SYM_WELL_KNOWN_END - HLOA_SYM_CALLS <= 64, "attr_keys has 64 bits");
static inline void hloa_module_note_attr_key(hloa_module *m, hloa_sym key)
{
    if (key >= HLOA_SYM_CALLS && key < HLOA_SYM_WELL_KNOWN_END)
        m->attr_keys |= 1ull << (key - HLOA_SYM_CALLS);
}
static inline int hloa_module_may_have_attr(const hloa_module *m, hloa_sym key)
{
    return key < HLOA_SYM_CALLS || key >= HLOA_SYM_WELL_KNOWN_END ||
           (m->attr_keys >> (key - HLOA_SYM_CALLS) & 1);
}
int hloa_module_names_instr(const hloa_module *m, hloa_sym s);
/* Notes every name of a bitmap of n bits (a multiple of 8) like hloa_module_note_instr_name. */
void hloa_module_note_instr_names(hloa_module *m, const uint8_t *bits, uint32_t n);
hloa_comp *hloa_module_find_comp(const hloa_module *m, hloa_sym name);
/* Room for n computations in all, so that adding them grows nothing. */
void hloa_module_reserve_comps(hloa_module *m, uint32_t n);
/* Appends a computation and indexes its name. */
void hloa_module_add_comp(hloa_module *m, hloa_comp *c);
/* Appends it without indexing its name (hloa_module_find_comp will not find it). */
void hloa_module_append_comp(hloa_module *m, hloa_comp *c);
/*
 * Moves comps[i] to just before before[i], all in one pass (a pass that adds
 * thousands of computations must not shift the list for each); those moved
 * before the same computation keep their order. No before[i] may be moved.
 */
void hloa_module_move_comps(hloa_module *m, hloa_comp *const *comps, hloa_comp *const *before,
                            uint32_t n);

/*
 * Byte span of operand i as written (its inline shape included), found by
 * re-reading the operand list; the whole list when it cannot be found.
 */
void hloa_instr_operand_span(const hloa_module *m, const hloa_instr *in, uint32_t i, uint32_t *b,
                             uint32_t *e);
/* Byte span of the written result shape, or of the opcode when none is written. */
void hloa_instr_shape_span(const hloa_module *m, const hloa_instr *in, uint32_t *b, uint32_t *e);

/* The spans of an instruction's text (those of the line it came from, if generated). */
void hloa_instr_spans(const hloa_module *m, const hloa_instr *in, hloa_spans *s);
/*
 * Records them (the parser does, once per instruction, after setting off,
 * opcode_off and opcode_len, which s->opcode_off is not read for): as gaps in
 * the record when they fit, else in m->spans_apart.
 */
void hloa_instr_set_spans(hloa_module *m, hloa_instr *in, const hloa_spans *s);
/* Gives to, made by a pass from from, the spans of from (and its off, end and opcode). */
void hloa_instr_copy_spans(hloa_instr *to, const hloa_instr *from);
/* Appends the spans_apart of from, all after m's in the text, to m's. */
void hloa_module_take_spans_apart(hloa_module *m, hloa_module *from);

/*
 * Fills users[] of one instruction and appends it to its operands' users,
 * called on a computation's instructions in order, when n_users of each
 * already counts the operand slots that name it and operands precede their
 * users: as the parser builds a computation (it counts while reading each
 * operand list), which then visits each instruction once for everything it
 * settles.
 */
void hloa_instr_fill_users(hloa_instr *in, hloa_arena *arena);
/*
 * Appends user to operand's users (once: an instruction using the same
 * operand twice is one user), for a reader that resolves operands in the
 * order of the instructions that use them (the MLIR reader). The array grows
 * in powers of two in the arena; users made by hloa_instr_fill_users cannot
 * grow this way.
 */
void hloa_instr_add_user(hloa_instr *operand, hloa_instr *user, hloa_arena *arena);
/*
 * The users of each of the n instructions of ins (which may repeat; the array is sorted) in
 * the order of the text: those written before it first, each part kept in its order. For a
 * reader that resolves some uses after their value (MLIR's uses before their value, in a
 * block their value's dominates) and appends those users last.
 */
void hloa_instrs_users_in_text_order(hloa_instr **ins, size_t n);

/*
 * Structural equality of two modules (each with its own interner): names,
 * opcodes, shapes, operands, attributes (values compared with white space
 * outside strings ignored), called computations and threads; a computation's
 * signature without its layouts, which XLA does not print there.
 */
int hloa_module_equal(const hloa_module *a, const hloa_module *b, char *why, size_t whylen);

#endif
