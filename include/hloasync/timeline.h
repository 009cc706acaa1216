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
} hloa_op_kind;

/*
 * An async op in time (estimate.c), microseconds from the start of one run
 * of its computation.
 */
typedef struct hloa_estimate {
    double async_us;   /* its own time on its stream (the called computation's, the pair's) */
    double covered_us; /* time of what is scheduled between start and done (no async op's link) */
    double exposed_us; /* max(0, async - covered): what the compute stream waits at the done */
    double begin_us;   /* when the start is reached */
    double end_us;     /* when the done completes (the end of the computation without one) */
    double bytes;      /* bytes of the buffers its start's shape holds while in flight */
    uint8_t stream;    /* hloa_stream of its work (COMPUTE: an async computation) */
} hloa_estimate;

/* One run of a computation in time: what its compute stream does and waits for. */
typedef struct hloa_totals {
    double compute_us;       /* instructions that are no async op's links, collectives aside */
    double communication_us; /* async ops and synchronous collectives, send/recv, feeds */
    double exposed_us;       /* communication the compute stream waits for */
    double wall_us;          /* compute + exposed */
    uint32_t untripped;      /* while loops without known_trip_count, counted once */
} hloa_totals;

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
    hloa_estimate est;          /* in time, once hloa_timeline_estimate ran */
} hloa_async_op;

typedef struct hloa_timeline_comp {
    const hloa_comp *comp;      /* the computation */
    hloa_async_op *ops;         /* in schedule order */
    uint32_t n_ops;             /* entries of ops */
    uint32_t n_lanes;           /* lanes used by the packing */
    uint32_t peak;              /* most ops in flight at one point (scheduled modules) */
    int64_t peak_at;            /* position where the peak is first reached, -1 none */
    uint32_t *in_flight;        /* ops in flight at each position, n_instrs entries (scheduled) */
    /* In time (hloa_timeline_estimate): */
    hloa_totals totals;         /* one run of the computation */
    double *at_us;              /* per instruction: when it begins; [n_instrs]: the end */
    double bytes_peak;          /* most bytes held by ops in flight at one point */
    int64_t bytes_peak_at;      /* position where that peak is first reached, -1 none */
} hloa_timeline_comp;

/* How much of the timeline to build: chains shows all of it, verify reads spans. */
typedef enum hloa_timeline_detail {
    HLOA_TIMELINE_FULL,  /* bindings, lanes, overlap, in-flight counts; in time: everything */
    HLOA_TIMELINE_SPANS, /* the ops and their spans (overlap -1, thread "main"); in time:
                            each op's estimate */
} hloa_timeline_detail;

typedef struct hloa_timeline {
    const hloa_module *m;       /* the module described */
    hloa_timeline_detail detail; /* what was built */
    int scheduled;              /* is_scheduled=true */
    hloa_timeline_comp *comps;  /* computations with async ops, in text order */
    uint32_t n_comps;           /* entries of comps */
    uint32_t n_ops;             /* all ops */
    hloa_hw hw;                 /* the hardware it estimated for */
    hloa_totals totals;         /* the module: one run of the entry computation */
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
/* What an op runs, as outputs name it: its opcode, "async.execute" for MLIR's async dialect
   (whatever its body holds), "?" when unknown. */
const char *hloa_async_op_label(const hloa_async_op *op);

#endif
