/*
 * One clock for a computation's async ops (clock.c): the compute stream's
 * time drives it; each op's work runs on its own stream from its start, at
 * most max_in_flight collectives of a kind at once (the rest wait in start
 * order, as XLA's scheduler keeps them), and collectives in flight at once
 * share the link, each progressing at 1/k of it while k do. A done asks when
 * its op finishes; the compute stream waits until then.
 */
#ifndef HLOASYNC_COST_CLOCK_H
#define HLOASYNC_COST_CLOCK_H

#include "hloasync/arena.h"

#include <stdint.h>

/* No op (a field of hloa_clock_op). */
#define HLOA_CLOCK_NONE UINT32_MAX

typedef struct hloa_clock_op {
    double left_us;     /* own work still to run, at the whole link */
    double began_us;    /* when its work began (after a queue) */
    double finish_us;   /* when its work ended (state FINISHED) */
    double queued_us;   /* how long it waited behind another of its kind */
    uint32_t queued_behind; /* the op that held its kind's last place when it started */
    uint32_t shared_with;   /* the first op it shared the link with, or NONE */
    double shared_us;       /* how long it shared the link */
    uint8_t state;      /* 0 not started, 1 queued, 2 running, 3 finished */
    uint8_t kind;       /* its collective kind (limited), 0 none */
    uint8_t link;       /* shares the link with other link users */
    uint32_t next_queued;   /* the op queued after it, of its kind, or NONE */
} hloa_clock_op;

typedef struct hloa_clock {
    hloa_clock_op *ops;  /* per op of the computation */
    uint32_t n_ops;
    uint32_t *running;   /* ops whose work runs now */
    uint32_t n_running;
    uint32_t queue_head[256]; /* per kind: the first op waiting for its place, or NONE */
    uint32_t queue_tail[256]; /* per kind: the last (next_queued links them in start order) */
    uint32_t running_kind[256]; /* per kind: its ops running */
    double t;            /* how far the streams have run */
    uint32_t max_in_flight; /* per kind, 0: no limit */
} hloa_clock;

/* Its state is on the heap for one computation's sweep: hloa_clock_release frees it (a
   module of 100 000 ops would otherwise hold it in its arena to the end). */
void hloa_clock_init(hloa_clock *k, uint32_t n_ops, uint32_t max_in_flight);
void hloa_clock_release(hloa_clock *k);
/* Op i starts at now (the compute stream's time): work_us of work on a stream of kind
   (0: none, no limit) that shares the link or not. */
void hloa_clock_start(hloa_clock *k, uint32_t i, double now, double work_us, uint8_t kind,
                      int link);
/* When op i's work finishes, now or later (the streams run on until it does). */
double hloa_clock_finish(hloa_clock *k, uint32_t i, double now);

#endif
