/*
 * A measured run joined to a module (profile/join.c): for every async op and
 * synchronous collective of the module's timeline, what the run measured
 * beside what the model predicted (the timeline's estimate and its why).
 *
 * Events join instructions by module (hlo_module / program_id: the run's
 * module the caller chose) and by name (hlo_op, the event's HLO text or
 * display name: the instruction's name). An op runs many times in a run
 * (steps, devices, loop iterations): each execution is one sample, and the
 * figures are the median and the spread (min, max) of the samples.
 *
 * What is measured (docs/measured.md says it in full):
 *   time     an async op's collective time: its own event from start to done
 *            (a line "Async XLA Ops"), else from its start's event to the end
 *            of its done's, else the time of the kernels that name it on a
 *            device stream; a synchronous collective's event.
 *   exposed  the time the compute stream waited for it: the done's own event
 *            where the runtime records one (TPU: the core sits in the done),
 *            else the part of the collective's kernels' time during which no
 *            other kernel of the module ran on that device (GPU: the done is a
 *            stream wait, which no event records); a synchronous collective:
 *            all of its time.
 */
#ifndef HLOASYNC_JOIN_H
#define HLOASYNC_JOIN_H

#include "hloasync/run.h"
#include "hloasync/timeline.h"

/* A figure over the samples of an op: their count, median and spread. */
typedef struct hloa_measured {
    uint32_t n;        /* samples (0: not measured; then the rest is 0) */
    double median_us;
    double min_us;
    double max_us;
} hloa_measured;

/* Where an op's exposed figure comes from. */
typedef enum hloa_exposed_from {
    HLOA_EXPOSED_NONE,       /* no sample */
    HLOA_EXPOSED_DONE_EVENT, /* the done's own event: the wait the runtime recorded */
    HLOA_EXPOSED_IDLE,       /* the collective's time when the device ran no compute kernel */
    HLOA_EXPOSED_SYNC,       /* a synchronous collective: all of its time */
} hloa_exposed_from;

typedef struct hloa_joined_op {
    const hloa_timeline_comp *tc; /* its computation in the timeline */
    const hloa_async_op *op;      /* the async op, or NULL ... */
    const hloa_sync_op *sync;     /* ... the synchronous collective */
    hloa_measured time;           /* measured collective time */
    hloa_measured exposed;        /* measured time the compute stream waited for it */
    uint8_t exposed_from;         /* hloa_exposed_from */
    uint32_t devices;             /* devices it ran on */
} hloa_joined_op;

/* Per collective kind: how far the model is from the run, and where it is most wrong. */
typedef struct hloa_join_kind {
    const char *kind;              /* what the ops run: "all-reduce", "copy", ... */
    uint32_t n;                    /* measured ops of the kind */
    double measured_us;            /* sums over them of the medians ... */
    double predicted_us;           /* ... and of the model's times */
    double measured_exposed_us;    /* the same for the exposed time */
    double predicted_exposed_us;
    const hloa_joined_op *worst;   /* the op whose time is most wrong (measured/predicted or
                                      its inverse, largest) */
    double worst_ratio;            /* measured / predicted time of worst (0: predicted 0) */
} hloa_join_kind;

typedef struct hloa_join {
    const hloa_run *run;      /* the run */
    uint32_t module;          /* the run's module joined */
    const hloa_timeline *t;   /* the module's timeline, estimated */
    hloa_joined_op *ops;      /* every async op, then every synchronous collective, of each
                                 computation of t in order */
    uint32_t n_ops;           /* entries of ops */
    uint32_t n_measured;      /* of them with samples */
    uint64_t named;           /* the module's events that name an instruction (hlo_op) ... */
    uint64_t matched;         /* ... and of them those naming one the module has */
    const char **missing;     /* distinct names of events naming no instruction of the module */
    uint32_t *missing_len;    /* their lengths */
    uint32_t n_missing;       /* entries of missing (all of them) */
    uint32_t n_devices;       /* devices with events of the module */
    hloa_join_kind *kinds;    /* per collective kind, the most wrong first */
    uint32_t n_kinds;         /* entries of kinds */
} hloa_join;

/*
 * The run's module that a module named name (len bytes) is: matched by name
 * (hlo_module; XProf's "name(program id)" is read as name), HLOA_RUN_NONE when
 * the run ran no module of that name.
 */
uint32_t hloa_join_find_module(const hloa_run *run, const char *name, size_t len);

/*
 * Joins the run's module `module` to the module of timeline t (built
 * HLOA_TIMELINE_FULL and estimated): fills *j, everything in arena. A join
 * with named > 0 and matched == 0, or n_missing > 0, is a module that does
 * not match; the caller says so.
 */
void hloa_join_build(const hloa_run *run, uint32_t module, const hloa_timeline *t,
                     hloa_arena *arena, hloa_join *j);

/* The model's time and exposed time of a joined op (its estimate; a synchronous one: its
   time, all of it exposed). */
double hloa_joined_predicted_us(const hloa_joined_op *o);
double hloa_joined_predicted_exposed_us(const hloa_joined_op *o);
/* The joined op's start (or synchronous collective) instruction. */
const hloa_instr *hloa_joined_instr(const hloa_joined_op *o);
/* What a joined op runs, as the outputs name it ("all-reduce", "copy", ...). */
const char *hloa_joined_kind(const hloa_joined_op *o);
/*
 * XLA's PGLE profile of the joined run (profile/pgle_costs.c), as nsys-jax's
 * pgle_costs.py makes one: the slowest execution of each async op (its start's
 * name) and synchronous collective the join measured, the fastest of each
 * compute instruction the run names; *costs in arena, their count returned.
 */
struct hloa_pgle_cost;
size_t hloa_pgle_costs_of_run(const hloa_join *j, hloa_arena *arena, struct hloa_pgle_cost **costs);

/* hloa_exposed_from's short name (JSON): none, done-event, idle, sync. */
const char *hloa_exposed_from_name(hloa_exposed_from f);

#endif
