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

#endif
