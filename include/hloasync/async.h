/*
 * What the async passes share: reading the attributes they interpret, the
 * async tuple shape, chain discovery (start -> update* -> done) and the
 * callers of each computation. Pure analysis: nothing here reports or edits.
 */
#ifndef HLOASYNC_ASYNC_H
#define HLOASYNC_ASYNC_H

#include "hloasync/ir.h"
#include "hloasync/table.h"

/* ---- attributes ---- */

/* A string attribute's contents (quotes removed), *len bytes; NULL if absent or not a string. */
const char *hloa_attr_string(const hloa_attr *a, uint32_t *len);
/* The symbol of a string attribute's contents (intern-copied); 0 if absent or empty. */
hloa_sym hloa_attr_string_sym(hloa_module *m, const hloa_attr *a);
/* An integer attribute's value; -1 when absent or not an integer. */
int hloa_attr_int(const hloa_attr *a, int64_t *value);
/* true/false attribute: 1, 0, or -1 when absent or malformed. */
int hloa_attr_bool(const hloa_attr *a);
/* Index into in->called of the computation a reference attribute names; -1 if none. */
int hloa_attr_called_index(const hloa_instr *in, const hloa_attr *a);
/* The computation a reference attribute (calls=, body=, ...) of in names, or NULL. */
hloa_comp *hloa_called_by(const hloa_instr *in, hloa_sym key);
/* async_execution_thread of an instruction, HLOA_SYM_MAIN when not written. */
hloa_sym hloa_async_thread(hloa_module *m, const hloa_instr *in);

/*
 * Where an attribute of X-start belongs once the op is split into async-start
 * and the wrapped X (SPEC 3.2): the start only (sharding, control-predecessors,
 * async_execution_thread), both (metadata, backend_config, frontend_attributes,
 * statistics, origin), or the wrapped X (everything else).
 */
typedef enum hloa_placement { HLOA_ON_START, HLOA_ON_BOTH, HLOA_ON_WRAPPED } hloa_placement;
hloa_placement hloa_attr_placement(hloa_sym key, uint16_t wrapped_opcode);

/*
 * Gives each async-start's thread to the computation it runs and to all that
 * one calls, in text order, as XLA's parser does (the last start wins where
 * two share a computation). Desugaring ends with it.
 */
void hloa_async_threads_settle(hloa_module *m);

/* ---- the async tuple ((operands...), output, state...) ---- */

/* Is s a tuple of >= 2 elements whose element {0} is a tuple? */
int hloa_async_tuple_ok(const hloa_shape *s);
/* Is s the empty tuple ()? */
int hloa_shape_is_unit(const hloa_shape *s);

/* What one link of a chain binds, read from its shape and the previous link's (SPEC 3.1). */
typedef struct hloa_binding {
    uint32_t params_before; /* size of element {0} before this link (0 at a start) */
    uint32_t params_after;  /* size of element {0} of this link */
    uint32_t first_operand; /* operand index of the first operand that binds (0 start, 1 update) */
    uint32_t n_binding;     /* operands that bind parameters (what {0} grew by, capped) */
    uint32_t first_buffer;  /* operand index of the first output buffer */
    uint32_t n_buffers;     /* operands after the binding ones: output buffers */
    int binds_output;       /* {1} goes from () to a shape here */
} hloa_binding;

/* Fills b for link (start or update) after prev (NULL for a start); -1 if a shape is not an async tuple. */
int hloa_link_binding(const hloa_instr *prev, const hloa_instr *link, hloa_binding *b);

/* ---- chains (ir/chains.c) ---- */

typedef struct hloa_chain {
    hloa_instr *start;    /* the async-start */
    hloa_instr **links;   /* start, updates..., done; without a done, the updates after start */
    uint32_t n_links;     /* entries of links */
    hloa_instr *done;     /* the async-done that traces back to start, or NULL; maybe elsewhere */
    hloa_comp *comp;      /* the called computation (calls=), or NULL */
    uint8_t first_run;    /* the first chain, in text order, that runs comp */
    uint8_t carried;      /* no done, but its value is carried across a while loop */
} hloa_chain;

/* What pairing the async ops of a module found wrong, in XLA's terms. */
typedef enum hloa_pairing_kind {
    HLOA_PAIRING_DONE_NO_START,  /* instr: a done that traces back to no async producer */
    HLOA_PAIRING_DONE_NOT_START, /* instr: a done; other: the producer it traces to, not a start */
    HLOA_PAIRING_UPDATE_SHARED,  /* instr: an update in two chains or a cycle; other: the done */
    HLOA_PAIRING_START_DONES,    /* instr: a start; other: a done beyond the chain's own */
    HLOA_PAIRING_START_NO_DONE,  /* instr: a start no done reaches, not carried across a loop */
    HLOA_PAIRING_ORPHAN_UPDATE,  /* instr: an update no done reaches, not carried across a loop */
    HLOA_PAIRING_UPDATE_NO_PRODUCER, /* instr: an update whose operand 0 traces to no producer */
} hloa_pairing_kind;

typedef struct hloa_pairing {
    uint8_t kind;        /* hloa_pairing_kind */
    hloa_instr *instr;   /* what is wrong */
    hloa_instr *other;   /* the instruction that shows it, or NULL */
} hloa_pairing;

typedef struct hloa_chains {
    hloa_chain *items;      /* one per async-start, in text order (heap) */
    size_t len;             /* entries of items */
    hloa_pairing *problems; /* what the pairing found wrong (heap) */
    size_t n_problems;      /* entries of problems */
} hloa_chains;

/*
 * Finds every chain of m as XLA pairs them: each async-done traced back
 * (hloa_trace_producer) through its updates to its start.
 */
void hloa_chains_find(hloa_module *m, hloa_chains *out);
void hloa_chains_release(hloa_chains *c);
/* The chain's done when it is in the start's computation (a schedule can place it), or NULL. */
hloa_instr *hloa_chain_done_here(const hloa_chain *ch);
/*
 * Does the chain bind late: fewer operands at the start than the computation
 * has parameters, the output slot () at the start, or an update that binds?
 */
int hloa_chain_late_bound(const hloa_chain *ch);
/*
 * Does c hold only parameters, get-tuple-elements and its root? What XLA's
 * verifier lets a main-thread async computation be (CanExpandIntoSingleInstruction,
 * or a barrier of get-tuple-elements: IsAsyncBarrierComputation).
 */
int hloa_comp_is_async_plain(const hloa_comp *c);
/* The called computation of an async-start (its calls= target), or NULL. */
hloa_comp *hloa_async_called(const hloa_instr *start);

/* ---- scheduling annotations (_scheduling_group_id) ---- */

/* "group", "group:iteration", either part may be empty. */
typedef struct hloa_sched_annotation {
    int64_t group, iteration;
    uint8_t has_group, has_iteration;
} hloa_sched_annotation;

/* in's _scheduling_group_id as written, or NULL: none, or "noop" (no group, said so). */
const char *hloa_scheduling_group(const hloa_instr *in, uint32_t *n);
/* XLA's ParseAnnotation and VerifyAnnotation of v[0, n): NULL, or why XLA refuses it (*a is
   zeroed first, padding too: annotations compare with memcmp). */
const char *hloa_sched_annotation_read(const char *v, uint32_t n, hloa_sched_annotation *a);

/* ---- callers ---- */

typedef struct hloa_caller {
    hloa_instr *instr; /* an instruction naming the computation */
    struct hloa_caller *next; /* the next caller of the same computation */
} hloa_caller;

typedef struct hloa_callers {
    hloa_caller **of;    /* first caller per computation index (heap) */
    hloa_caller *pool;   /* storage of all entries (heap) */
    uint32_t n_comps;    /* entries of of */
} hloa_callers;

void hloa_callers_find(const hloa_module *m, hloa_callers *out);
void hloa_callers_release(hloa_callers *c);
/* The first caller of comp, or NULL (none, or a computation past what was found). */
static inline const hloa_caller *hloa_callers_of(const hloa_callers *c, const hloa_comp *comp)
{
    return comp->index < c->n_comps ? c->of[comp->index] : NULL;
}
/* Is comp a fused computation (its caller a fusion)? */
static inline int hloa_comp_is_fused(const hloa_callers *c, const hloa_comp *comp)
{
    const hloa_caller *k = hloa_callers_of(c, comp);
    return k && k->instr->opcode == HLOA_OP_FUSION;
}

/* ---- computations in call order ---- */

typedef HLOA_VEC(const hloa_comp *) hloa_comp_list;

/*
 * Appends to order the computations reachable from c (c too) through the
 * calls follow admits (NULL: every call) whose seen[index] is 0, each callee
 * before its callers, and marks them seen. A cycle (bad input) is cut where it
 * closes: the computation it returns to comes after. The walk keeps its own
 * stack, so a call graph as deep as the input likes never reaches the C stack;
 * a caller that works on computations in this order needs no recursion.
 */
void hloa_comps_callees_first(const hloa_comp *c, uint8_t *seen,
                              int (*follow)(const hloa_instr *in), hloa_comp_list *order);

/* ---- the devices of a collective's groups (ir/devices.c) ---- */

/* Groups of device ids: group g is ids[start[g] .. start[g + 1]). */
typedef struct hloa_device_groups {
    HLOA_VEC(int64_t) ids;
    HLOA_VEC(uint32_t) start; /* n_groups + 1 entries */
    uint32_t n_groups;
} hloa_device_groups;

/* replica_count and num_partitions of the HloModule line (1 when absent; past 2^20 read as 2^20 + 1). */
void hloa_module_device_counts(const hloa_module *m, int64_t *replicas, int64_t *partitions);
/*
 * The device groups of a collective as XLA's GetParticipatingDevicesGroups
 * finds them with the default device assignment; -1 when they cannot be
 * read (mesh groups, past a million devices).
 */
int hloa_device_groups_of(const hloa_module *m, const hloa_instr *in, hloa_device_groups *g);
/* Groups as written (lists {{0,1},{2,3}} or iota [G,S]<=[dims]T(perm)), ids not read in any
   mode and each at most 2^20; none for "{}"; -1 for mesh groups or past a million ids. */
int hloa_device_groups_written(const hloa_attr *a, hloa_device_groups *w);
void hloa_device_groups_release(hloa_device_groups *g);
/* The most devices a group of a shares with a group of b (XLA's CountOverlappingDevices). */
int64_t hloa_device_groups_overlap(const hloa_device_groups *a, const hloa_device_groups *b);

/* ---- an async value's way through intermediaries (ir/trace.c) ---- */

/*
 * XLA lets an async handle pass through tuple, get-tuple-element,
 * opt-barrier, copy, metadata custom-calls (Sharding, LocalToGlobalShape,
 * ...), loop parameters and while: the chain is the producer's still.
 */
/* An update and the start it leads back to (NULL: none), as hloa_trace_start found it. */
typedef struct hloa_trace_link {
    const hloa_instr *update;
    hloa_instr *start;
} hloa_trace_link;

typedef struct hloa_trace {
    const hloa_module *m;
    hloa_callers callers;            /* of each computation, found on first need */
    int have_callers;                /* callers is filled */
    HLOA_VEC(hloa_instr *) path;     /* the instructions of the walk so far */
    HLOA_VEC(uint32_t) index;        /* tuple indices asked for, innermost last */
    int via_parameter;               /* the last producer found was reached through a loop
                                        body's parameter, which XLA's parser cannot follow */
    int via_while;                   /* ... through a while loop's result */
    int (*is_target)(const hloa_instr *in, const void *target); /* hloa_trace_to's, or NULL */
    const void *target;              /* what is_target is given */
    HLOA_VEC(hloa_trace_link) links; /* the updates hloa_trace_start went through */
    hloa_table link_at;              /* links by update: id = entry + 1 (slots NULL: none yet) */
} hloa_trace;

void hloa_trace_init(hloa_trace *t, const hloa_module *m);
void hloa_trace_release(hloa_trace *t);
/* async-start, async-update, all-gather-start, all-reduce-start, collective-permute-start. */
int hloa_is_async_producer(const hloa_instr *in);
/* May an async handle pass through in (XLA's IsAllowedAsyncIntermediary)? */
int hloa_is_async_intermediary(const hloa_instr *in);
/* Is in a custom-call that only carries metadata (Sharding, SPMDFullToShardShape, xla.sdy.*, ...;
   metadata_calls.c), for which no kernel runs? *intermediary: may an async value pass through it
   (XLA's IsAllowedAsyncIntermediaryCustomCall)? */
int hloa_metadata_custom_call(const hloa_instr *in, int *intermediary);
/* The async producer whose value in is, through intermediaries (in itself if one); NULL if none. */
hloa_instr *hloa_trace_producer(hloa_trace *t, hloa_instr *in);
/* The same walk to the first instruction is_target takes (XLA's TraceDataflowPath). */
hloa_instr *hloa_trace_to(hloa_trace *t, hloa_instr *in,
                          int (*is_target)(const hloa_instr *in, const void *target),
                          const void *target);
/* The async-start an update's or done's operand 0 leads back to through updates, or NULL. */
hloa_instr *hloa_trace_start(hloa_trace *t, hloa_instr *link);
/* Does op's value reach a while loop, or a loop body's root (XLA's IsCarriedAcrossWhileLoop)? */
int hloa_carried_across_while(hloa_trace *t, const hloa_instr *op);

/* ---- JAX's explicit async collectives (ir/custom_collectives.c) ---- */

/*
 * The collective a custom-call "X-start" or "X-done" stands for (X:
 * all-gather, all-reduce, reduce-scatter, all-to-all, collective-permute; the
 * sync opcode), *is_done set when given; HLOA_OP_UNKNOWN for anything else.
 */
uint16_t hloa_custom_collective(const hloa_instr *in, int *is_done);
/* The start of done's kind in done's computation that done's operand leads back to through the
   allowed intermediaries, as XLA's rewriter pairs them, or NULL; *via_loop: through a while. */
hloa_instr *hloa_custom_collective_start(hloa_trace *t, hloa_instr *done, int *via_loop);

enum {
    HLOA_CFG_ALL_GATHER_DIM,
    HLOA_CFG_SCATTER_DIM,
    HLOA_CFG_SPLIT_DIM,
    HLOA_CFG_CONCAT_DIM,
    HLOA_CFG_SPLIT_COUNT,
    HLOA_CFG_CHANNEL_ID,
    HLOA_CFG_N
};
/* The JSON keys of the integers, by HLOA_CFG_ index. */
extern const char *const hloa_collective_config_keys[HLOA_CFG_N];

/* A start's async_collective_config as XLA's ParseAsyncCollectiveConfig reads it. */
typedef struct hloa_collective_config {
    int64_t value[HLOA_CFG_N];     /* the integer keys */
    uint8_t has[HLOA_CFG_N];       /* ... written */
    int8_t tiled;                  /* -1 not written */
    uint8_t use_global_device_ids; /* written true */
    uint8_t written;               /* a config is written (frontend attribute or backend_config) */
    uint8_t has_groups;            /* replica_groups written (else: every device) */
    uint8_t has_pairs;             /* permutation written */
    hloa_device_groups groups;     /* replica_groups */
    HLOA_VEC(int64_t) pairs;       /* permutation: source, target, ... */
    const char *error;             /* what XLA refuses in it, or NULL */
} hloa_collective_config;

/* Reads start's config into cfg (release it after): 0, or -1 with cfg->error set. The
   config is a string written as m's text writes strings (HLO's escapes, or MLIR's). */
int hloa_collective_config_read(const hloa_module *m, const hloa_instr *start,
                                hloa_collective_config *cfg);
void hloa_collective_config_release(hloa_collective_config *cfg);
/* The collective XLA's rewriter makes of a pair (opcode, the done's shape, the config's groups,
   dimension, pairs, channel), a copy outside the module in arena, for the cost model. */
hloa_instr *hloa_custom_collective_as_xla(const hloa_instr *start, const hloa_instr *done,
                                          uint16_t opcode, const hloa_collective_config *cfg,
                                          hloa_arena *arena);

#endif
