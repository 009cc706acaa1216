/*
 * What a module asked XLA's scheduler for, and whether a later dump of it
 * kept it (src/compare/): `hlo-async chains --compare BEFORE AFTER` on a
 * before_optimizations and an after_optimizations dump. The requests are read
 * from BEFORE: scheduling groups, stream annotations, orders (control
 * predecessors, JAX's control_dep) and collectives in while loops that XLA's
 * collective pipeliner can move. Each is looked for in AFTER through the
 * instructions made from its own: the same metadata (op_name and
 * source_line, which XLA's passes copy to what they make), else the same name.
 */
#ifndef HLOASYNC_COMPARE_H
#define HLOASYNC_COMPARE_H

#include "hloasync/ir.h"
#include "hloasync/run.h"
#include "hloasync/timeline.h"

typedef enum hloa_request_kind {
    HLOA_REQ_GROUP,    /* _scheduling_group_id: its async ops overlap its compute */
    HLOA_REQ_STREAM,   /* _xla_stream_annotation: the work runs on that stream */
    HLOA_REQ_ORDER,    /* control-predecessors, control_dep: one runs before the other */
    HLOA_REQ_PIPELINE, /* a collective in a while loop the pipeliner can move */
} hloa_request_kind;

/* What a measured run of AFTER says of a request (compare/ran.c). */
typedef enum hloa_ran {
    HLOA_RAN_UNCHECKED, /* no run given, or nothing a profile can tell (an order) */
    HLOA_RAN_YES,       /* the run did what was asked */
    HLOA_RAN_NO,        /* it did not */
    HLOA_RAN_UNSEEN,    /* its events do not show it (no level-1 annotations, no event) */
} hloa_ran;

typedef struct hloa_request {
    uint8_t kind;               /* hloa_request_kind */
    uint8_t kept;               /* AFTER shows it */
    uint8_t found;              /* AFTER holds instructions made from BEFORE's */
    int64_t id;                 /* the group or stream */
    const hloa_instr *at;       /* BEFORE: the instruction that asks (a group's first async
                                   member, the annotated one, the later of an order, the
                                   collective) */
    const hloa_instr *other;    /* BEFORE: an order's earlier instruction, or NULL */
    const hloa_instr *evidence; /* AFTER: the instruction that shows it kept or dropped, or NULL */
    char why[240];              /* how it was kept or dropped, names of both modules */
    uint8_t ran;                /* hloa_ran: what a measured run of AFTER says */
    char ran_why[240];          /* how, when ran is not HLOA_RAN_UNCHECKED */
} hloa_request;

typedef struct hloa_comparison {
    hloa_request *items; /* in BEFORE's text order (heap) */
    size_t n;            /* entries of items */
    size_t kept;         /* requests kept */
    const char *measured; /* the profile of AFTER's run the requests were held to, or NULL */
    size_t ran_no;       /* requests the run did not do (HLOA_RAN_NO) */
} hloa_comparison;

/*
 * Compares the requests of before (its timeline built, for its loops) with
 * after (its timeline built: its async ops and their spans).
 */
void hloa_compare_intent(const hloa_timeline *before, const hloa_timeline *after,
                         hloa_comparison *out);
void hloa_comparison_release(hloa_comparison *c);
const char *hloa_request_kind_name(hloa_request_kind k);

/*
 * Holds each request to the run's module `module` (AFTER's, HLOA_RUN_NONE
 * when it did not run): the ran and ran_why of each item.
 */
void hloa_compare_ran(hloa_comparison *c, const hloa_module *after, const hloa_run *run,
                      uint32_t module);
/* "yes", "no", "not seen", "unchecked". */
const char *hloa_ran_name(hloa_ran r);

/* ---- exposure before and after (exposure.c) ---- */

/* How a collective's exposed time changed from BEFORE to AFTER. */
typedef enum hloa_exposure_change {
    HLOA_EXPOSURE_WORSE,  /* more exposed in AFTER (to the nanosecond the outputs print) */
    HLOA_EXPOSURE_NEW,    /* only in AFTER: made from nothing of BEFORE's */
    HLOA_EXPOSURE_BETTER, /* less exposed in AFTER */
    HLOA_EXPOSURE_GONE,   /* nothing of AFTER's collectives is made from it */
    HLOA_EXPOSURE_SAME,   /* as exposed in both */
} hloa_exposure_change;

/* A collective on one side: an async op or a synchronous transfer of that module's timeline. */
typedef struct hloa_exposure_side {
    const hloa_timeline_comp *tc; /* its computation's timeline; NULL: not on this side */
    const hloa_async_op *op;      /* the async op, or NULL */
    const hloa_sync_op *sync;     /* the synchronous transfer (the compute stream waits for all
                                     of it), or NULL */
    const hloa_instr *in;         /* the op's start, or the transfer */
    double time_us;               /* its own time */
    double covered_us;            /* compute scheduled under it (0: synchronous) */
    double exposed_us;            /* what the compute stream waits for: one run of its
                                     computation, as `chains` lists it */
} hloa_exposure_side;

typedef struct hloa_exposure_row {
    hloa_exposure_side before, after;
    uint16_t opcode;   /* what it runs (AFTER's when both) */
    uint8_t change;    /* hloa_exposure_change */
    uint8_t moved;     /* on both sides, and the schedule around it changed: it became async
                          or synchronous, or the compute under it changed */
    double delta_us;   /* exposed in AFTER - in BEFORE, to the nanosecond */
} hloa_exposure_row;

/* The rows of one kind of collective (all-reduce, all-gather, ...), summed. */
typedef struct hloa_exposure_kind {
    uint16_t opcode;
    uint32_t n_before, n_after; /* collectives of the kind on each side */
    double before_us, after_us; /* their exposed time, summed over their rows */
} hloa_exposure_kind;

typedef struct hloa_exposure {
    hloa_exposure_row *rows;    /* the worst change first: delta_us down, then BEFORE's text
                                   order, then AFTER's (heap) */
    size_t n;                   /* entries of rows */
    hloa_exposure_kind *kinds;  /* by exposed time in AFTER, most first (heap) */
    size_t n_kinds;
    size_t counts[HLOA_EXPOSURE_SAME + 1]; /* rows of each change */
    size_t moved;               /* rows marked moved */
    hloa_totals before, after;  /* each module's totals: one run of its entry computation */
    int before_scheduled, after_scheduled; /* is_scheduled=true: the text order is the schedule */
    size_t n_before, found;     /* BEFORE's collectives, and those found in AFTER */
    int other_module;           /* BEFORE and AFTER look like two modules: other_why says why */
    char other_why[256];
} hloa_exposure;

/*
 * Matches the collectives of before and after (both estimated in time,
 * hloa_timeline_estimate) as the intent check matches instructions (metadata,
 * else names) and compares what each leaves exposed. BEFORE's collective
 * takes the first collective made from it that no other took. BEFORE and AFTER
 * are said to be two modules when their HloModule names differ, or when fewer
 * than half of BEFORE's collectives (two or more) are found in AFTER.
 */
void hloa_compare_exposure(const hloa_timeline *before, const hloa_timeline *after,
                           hloa_exposure *out);
void hloa_exposure_release(hloa_exposure *e);
/* "worse", "new", "better", "gone", "same". */
const char *hloa_exposure_change_name(hloa_exposure_change c);

#endif
