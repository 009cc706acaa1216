/*
 * The async schedule of a module, for `hlo-async chains`: every async op
 * (generic chain, sugared X-start, call form, first-class pair) per
 * computation with its links, where its operands and output were bound, its
 * thread and, in scheduled modules (text order is the schedule), its span,
 * its overlap (instructions in between that belong to no async op) and the
 * peak number of ops in flight. Built from a desugared module; read by the
 * renderers in emit/chains.c.
 */
#ifndef HLOASYNC_TIMELINE_H
#define HLOASYNC_TIMELINE_H

#include "hloasync/async.h"
#include "hloasync/cost.h"
#include "hloasync/ir.h"

typedef enum hloa_op_kind {
    HLOA_KIND_GENERIC, /* async-start/update/done as written */
    HLOA_KIND_SUGARED, /* written X-start/X-update/X-done */
    HLOA_KIND_CALL,    /* written call-start/update/done (late binding) */
    HLOA_KIND_PAIR,    /* copy-start/done, all-reduce-start/done, ..., send/recv */
    HLOA_KIND_CUSTOM,  /* JAX's custom-calls X-start/X-done (ir/custom_collectives.c) */
} hloa_op_kind;

/*
 * An async op in time (estimate.c), microseconds from the start of one run
 * of its computation.
 */
typedef struct hloa_estimate {
    double async_us;   /* its own time on its stream (the called computation's, the pair's) */
    double covered_us; /* compute scheduled between start and done (no async op's link) */
    double exposed_us; /* what the compute stream waits at the done (one clock, estimate.c) */
    double begin_us;   /* when the start is reached */
    double end_us;     /* when the done completes (the end of the computation without one) */
    double finish_us;  /* when its work ends on its stream */
    double queued_us;  /* how long it waited for its kind's place (max_in_flight) */
    double shared_us;  /* how long it shared the link with other collectives */
    int32_t queued_behind; /* index in its computation's ops of the op it waited for, -1 */
    int32_t shared_with;   /* ... of the first op it shared the link with, -1 */
    double bytes;      /* bytes of the buffers its start's shape holds while in flight */
    uint8_t stream;    /* hloa_stream of its work (COMPUTE: an async computation) */
    uint8_t source;    /* hloa_cost_source of async_us */
} hloa_estimate;

/* One run of a computation in time: what its compute stream does and waits for. */
typedef struct hloa_totals {
    double compute_us;       /* instructions that are no async op's links, collectives aside */
    double communication_us; /* async ops and synchronous collectives, send/recv, feeds */
    double exposed_us;       /* communication the compute stream waits for */
    double wall_us;          /* compute + exposed */
    uint32_t untripped;      /* while loops without known_trip_count, counted once */
} hloa_totals;

/* What limits how much of an async op the compute around it hides (why.c), most telling
   first: a wait for its place, a shared link, nothing to overlap, its dependencies, or the
   schedule, which could move its start up or its done down. */
typedef enum hloa_why_factor {
    HLOA_WHY_HIDDEN,   /* nothing is exposed */
    HLOA_WHY_QUEUED,   /* it waited for another collective of its kind (max_in_flight) */
    HLOA_WHY_SHARED,   /* it shared the link with collectives in flight beside it */
    HLOA_WHY_NO_WORK,  /* only no-op work between start and done */
    HLOA_WHY_PINNED,   /* its operand and/or first user (or control edges) hold it in place */
    HLOA_WHY_SCHEDULE, /* its start could move up, or its done down, over more compute */
} hloa_why_factor;

typedef struct hloa_why {
    uint8_t factor;            /* hloa_why_factor */
    uint8_t start_pinned;      /* no compute between `after` and the start */
    uint8_t done_pinned;       /* no compute between the done and `before` */
    uint8_t after_is_control;  /* `after` is a control predecessor, not an operand */
    uint8_t before_is_control; /* `before` is a control successor, not a user */
    const hloa_instr *after;   /* the start's last operand or control predecessor, NULL none */
    const hloa_instr *before;  /* the done's first user or control successor, NULL none */
    double slack_us;           /* compute between `after` and `before` (the op's links aside):
                                  what could cover it; -1 not known (a timeline of spans) */
} hloa_why;

typedef struct hloa_async_op {
    hloa_op_kind kind;          /* how it is written */
    uint16_t opcode;            /* the wrapped X, or the pair's start opcode */
    const hloa_instr *start;    /* the start */
    const hloa_instr *const *updates; /* async-updates in chain order */
    uint32_t n_updates;         /* entries of updates */
    const hloa_instr *done;     /* the done, or NULL */
    const char *thread;         /* async_execution_thread ("main" when not written) */
    uint32_t thread_len;        /* bytes of thread */
    const hloa_comp *comp;      /* the computation a chain runs, NULL for pairs */
    uint32_t n_params;          /* parameters of the called computation (0 for pairs) */
    int32_t *param_bound_at;    /* per parameter: link that binds it (0 start, k update k,
                                   n_updates + 1 done), -1 never */
    int32_t output_bound_at;    /* link that binds the output, -1 never */
    int64_t begin, end;         /* schedule positions of start and done (-1 if none) */
    int64_t overlap;            /* instructions between them that are no async op's, -1 unknown */
    uint32_t lane;              /* timeline lane: ops in one lane never overlap */
    const hloa_instr *collective; /* HLOA_KIND_CUSTOM: the collective XLA makes of it (outside
                                     the module), which the cost model costs; else NULL */
    hloa_estimate est;          /* in time, once hloa_timeline_estimate ran */
    hloa_why why;               /* what limits est's cover, once hloa_timeline_estimate ran */
} hloa_async_op;

/*
 * A synchronous transfer: a collective, feed or transfer that is no async op's
 * link, which the compute stream waits for whole. The estimate (estimate.c)
 * fills its figures where it adds them to its computation's totals, so that
 * what is listed and what is summed are one.
 */
typedef struct hloa_sync_op {
    const hloa_instr *in;       /* the instruction */
    uint16_t opcode;            /* what it runs (Shardy's collectives: the one they become) */
    uint8_t stream;             /* hloa_stream of its work */
    double time_us;             /* its time: communication, all of it waited for */
    double begin_us;            /* when the compute stream reaches it */
} hloa_sync_op;

typedef struct hloa_timeline_comp {
    const hloa_comp *comp;      /* the computation */
    hloa_async_op *ops;         /* in schedule order */
    uint32_t n_ops;             /* entries of ops */
    hloa_sync_op *syncs;        /* its synchronous transfers in text order (HLOA_TIMELINE_FULL) */
    uint32_t n_syncs;           /* entries of syncs */
    uint32_t n_lanes;           /* lanes used by the packing */
    uint32_t peak;              /* most ops in flight at one point (scheduled modules) */
    int64_t peak_at;            /* position where the peak is first reached, -1 none */
    uint32_t *in_flight;        /* ops in flight at each position, n_instrs entries (scheduled) */
    /* In time (hloa_timeline_estimate): */
    hloa_totals totals;         /* one run of the computation */
    double *at_us;              /* per instruction: when it begins; [n_instrs]: the end */
    double *compute_before;     /* per position: compute (no async link) before it; [n]: all */
    double bytes_peak;          /* most bytes held by ops in flight at one point */
    int64_t bytes_peak_at;      /* position where that peak is first reached, -1 none */
} hloa_timeline_comp;

/* How much of the timeline to build: chains shows all of it, verify reads spans. */
typedef enum hloa_timeline_detail {
    HLOA_TIMELINE_FULL,  /* bindings, lanes, overlap, in-flight counts; in time: everything */
    HLOA_TIMELINE_SPANS, /* the ops and their spans (overlap -1, thread "main"); in time:
                            each op's estimate */
} hloa_timeline_detail;

/* How a collective in a while body stands to XLA's collective pipeliner (loops.c). */
typedef enum hloa_pipelining {
    HLOA_PIPE_NONE,     /* not a form the pipeliner moves */
    HLOA_PIPE_DONE,     /* pipelined already: "is_pipelined":true, or a pipelined send/recv */
    HLOA_PIPE_FORWARD,  /* could be: its result is written into a loop output (all-reduce,
                           reduce-scatter: sent on in the next iteration, the last after it) */
    HLOA_PIPE_BACKWARD, /* could be: it reads a loop input (all-gather: done for the next
                           iteration in this one, the first before the loop) */
} hloa_pipelining;

typedef struct hloa_loop_collective {
    const hloa_instr *in;  /* the collective, or the start of its async op */
    uint16_t opcode;       /* what it does (the wrapped collective of an async-start) */
    uint8_t pipelining;    /* hloa_pipelining */
} hloa_loop_collective;

/* A while loop and the collectives of its body (loops.c). */
typedef struct hloa_loop {
    const hloa_instr *loop;         /* the while */
    const hloa_comp *body;          /* its body, NULL when it names none */
    int64_t trip_count;             /* iterations, -1 not known */
    uint8_t trip_from;              /* 1 known_trip_count, 2 read from the loop's counter */
    uint8_t timed;                  /* per_iteration holds figures (the module was estimated) */
    hloa_loop_collective *colls;    /* the body's collectives, in text order */
    uint32_t n_colls;               /* entries of colls */
    hloa_totals per_iteration;      /* one run of the body and its condition */
} hloa_loop;

typedef struct hloa_timeline {
    const hloa_module *m;       /* the module described */
    hloa_timeline_detail detail; /* what was built */
    int scheduled;              /* is_scheduled=true */
    hloa_timeline_comp *comps;  /* computations with async ops or (HLOA_TIMELINE_FULL) synchronous
                                   transfers the compute stream runs, in text order */
    uint32_t n_comps;           /* entries of comps */
    uint32_t n_ops;             /* all ops */
    uint32_t n_syncs;           /* all synchronous transfers */
    hloa_hw hw;                 /* the hardware it estimated for */
    hloa_totals totals;         /* the module: one run of the entry computation */
    const hloa_totals *runs;    /* per computation index: one run of it, when run_known */
    const uint8_t *run_known;   /* per computation index: 2 when runs holds it (estimated) */
    hloa_loop *loops;           /* while loops with collectives (hloa_timeline_loops) */
    uint32_t n_loops;           /* entries of loops */
} hloa_timeline;

/* Builds the timeline of a desugared module; everything lives in arena. */
void hloa_timeline_build(hloa_module *m, hloa_arena *arena, hloa_timeline *t);
/* The same, or only its spans, from the module's chains, found already (hloa_chains_find). */
void hloa_timeline_build_from(hloa_module *m, const hloa_chains *chains,
                              hloa_timeline_detail detail, hloa_arena *arena, hloa_timeline *t);

/*
 * The timeline in time, on hardware hw (estimate.c): each op's estimate, each
 * computation's totals, instruction times and bytes in flight, and the
 * module's totals. A computation's instructions run one after another in
 * text order (the schedule, when the module is scheduled); a done waits for
 * what the instructions since its start did not cover.
 *
 * A timeline of HLOA_TIMELINE_SPANS gets only each op's async_us, covered_us,
 * exposed_us, bytes and stream (the same figures): instructions outside every
 * span are not costed, and nothing is kept per instruction.
 */
void hloa_timeline_estimate(hloa_timeline *t, const hloa_hw *hw, hloa_arena *arena);
/*
 * Why each op of a timeline in time is exposed as much as it is (why.c): the
 * earliest place its start could go, the latest place its done could go, and
 * the limiting factor. hloa_timeline_estimate calls it (cm notes the text it
 * reads again).
 */
void hloa_timeline_why(hloa_timeline *t, hloa_cost_model *cm, hloa_arena *arena);
/* The factor of op in words, with names and lines ("first user 'y' (line 12) just after
   the done"), into buf; without src, names alone (a check: lines are the renderer's). */
void hloa_why_text(hloa_source *src, const hloa_module *m, const hloa_timeline_comp *tc,
                   const hloa_async_op *op, char *buf, size_t size);
/* The factor's short name (JSON, trace): hidden, queued, shared, no-work, pinned, schedule. */
const char *hloa_why_factor_name(hloa_why_factor f);

/*
 * The time XLA's PGLE profile p gives an async op of m, as XLA's
 * ProfileGuidedLatencyEstimator::GetLatencyBetween reads it from the start to
 * the done: the entry of the start's name, or (an async-start, which wraps an
 * instruction) of the wrapped instruction's; its latency to the done's name (or
 * the wrapped one's), else its cost. -1 when the profile says nothing of it.
 */
struct hloa_pgle;
double hloa_pgle_op_us(const struct hloa_pgle *p, const hloa_module *m, const hloa_async_op *op);

/* Ops and bytes in flight from one time on (in_flight.c). */
typedef struct hloa_flight_step {
    double at_us;   /* from when */
    uint32_t ops;   /* ops in flight: begun (start reached) and not ended (done completed) */
    double bytes;   /* the bytes they hold (under half a byte: 0) */
} hloa_flight_step;
/* The steps of ops in flight over one run of tc, a computation of a timeline in time: one a
   time an op begins or ends (an end before a begin at one time), in time order, the last
   back at 0 ops (heap; *n entries, 0 without ops). The trace's counters and the SVG draw it. */
hloa_flight_step *hloa_in_flight_steps(const hloa_timeline_comp *tc, size_t *n);

/* Iterations of a while loop: its known_trip_count (*from 1), else read from its counter as
   XLA's trip count annotator reads a counted loop (*from 2), else -1 (*from 0). */
int64_t hloa_while_trip_count(const hloa_module *m, const hloa_instr *w, uint8_t *from);
/*
 * The module's while loops whose bodies hold collectives (loops.c): trip
 * count, what XLA's collective pipeliner did or could do with each
 * collective, and one iteration in time when the timeline was estimated.
 */
void hloa_timeline_loops(hloa_timeline *t, hloa_arena *arena);

/* Microseconds kept to the nanosecond, as the outputs write them. */
static inline double hloa_round_ns(double us)
{
    return (double)(int64_t)(us * 1000 + (us >= 0 ? 0.5 : -0.5)) / 1000;
}
/* A figure kept to 6 significant digits, as the JSON writes them (a picosecond copy stays > 0). */
double hloa_round_figure(double v);
/*
 * Is a more exposed than b (the order chains lists and verify reports)? To
 * the nanosecond the outputs print, so that the rounding of long sums orders
 * nothing; then the earlier.
 */
int hloa_more_exposed(const hloa_async_op *a, const hloa_async_op *b);
/* The hidden fraction of totals: 1 - exposed / communication, or -1 without communication. */
double hloa_hidden_fraction(const hloa_totals *t);

const char *hloa_op_kind_name(hloa_op_kind k);
/* A pair of two instructions, no computation of its own (HLOA_KIND_PAIR, HLOA_KIND_CUSTOM)? */
static inline int hloa_op_is_pair(const hloa_async_op *op)
{
    return op->kind == HLOA_KIND_PAIR || op->kind == HLOA_KIND_CUSTOM;
}
/* What an op runs, as outputs name it: its opcode, "async.execute" for MLIR's async dialect
   (whatever its body holds), "?" when unknown. */
const char *hloa_async_op_label(const hloa_async_op *op);

#endif
