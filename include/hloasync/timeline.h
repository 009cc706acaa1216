/*
 * The async schedule of a module, for `hlo-async chains`: every async op
 * (generic chain, sugared X-start, call form, first-class pair) per
 * computation with its links, where its operands and output were bound, its
 * thread and, in scheduled modules (text order is the schedule), its span,
 * its overlap (instructions in between that belong to no async op) and the
 * peak number of ops in flight. Built from a desugared module; read by the
 * renderers in emit_chains.c.
 */
#ifndef HLOASYNC_TIMELINE_H
#define HLOASYNC_TIMELINE_H

#include "hloasync/ir.h"

typedef enum hloa_op_kind {
    HLOA_KIND_GENERIC, /* async-start/update/done as written */
    HLOA_KIND_SUGARED, /* written X-start/X-update/X-done */
    HLOA_KIND_CALL,    /* written call-start/update/done (late binding) */
    HLOA_KIND_PAIR,    /* copy-start/done, all-reduce-start/done, ..., send/recv */
} hloa_op_kind;

typedef struct hloa_async_op {
    hloa_op_kind kind;          /* how it is written */
    uint16_t opcode;            /* the wrapped X, or the pair's start opcode */
    const hloa_instr *start;    /* the start */
    const hloa_instr *const *updates; /* async-updates in chain order */
    uint32_t n_updates;         /* entries of updates */
    const hloa_instr *done;     /* the done, or NULL */
    hloa_sym thread;            /* async_execution_thread */
    const hloa_comp *comp;      /* the computation a chain runs, NULL for pairs */
    uint32_t n_params;          /* parameters of the called computation (0 for pairs) */
    int32_t *param_bound_at;    /* per parameter: link that binds it (0 start, k update k,
                                   n_updates + 1 done), -1 never */
    int32_t output_bound_at;    /* link that binds the output, -1 never */
    int64_t begin, end;         /* schedule positions of start and done (-1 if none) */
    int64_t overlap;            /* instructions between them that are no async op's, -1 unknown */
    uint32_t lane;              /* timeline lane: ops in one lane never overlap */
} hloa_async_op;

typedef struct hloa_timeline_comp {
    const hloa_comp *comp;      /* the computation */
    hloa_async_op *ops;         /* in schedule order */
    uint32_t n_ops;             /* entries of ops */
    uint32_t n_lanes;           /* lanes used by the packing */
    uint32_t peak;              /* most ops in flight at one point (scheduled modules) */
    int64_t peak_at;            /* position where the peak is first reached, -1 none */
    uint32_t *in_flight;        /* ops in flight at each position, n_instrs entries (scheduled) */
} hloa_timeline_comp;

typedef struct hloa_timeline {
    const hloa_module *m;       /* the module described */
    int scheduled;              /* is_scheduled=true */
    hloa_timeline_comp *comps;  /* computations with async ops, in text order */
    uint32_t n_comps;           /* entries of comps */
    uint32_t n_ops;             /* all ops */
} hloa_timeline;

/* Builds the timeline of a desugared module; everything lives in the module's arena. */
void hloa_timeline_build(hloa_module *m, hloa_timeline *t);

const char *hloa_op_kind_name(hloa_op_kind k);

#endif
