/*
 * One clock for a computation's async ops (clock.h). The streams are run
 * lazily: only when the compute stream reaches a start or a done do they
 * catch up with it, from one finish to the next, since between finishes
 * every running op progresses at a constant rate.
 */
#include "clock.h"

#include <stdlib.h>
#include <string.h>

enum { NOT_STARTED, QUEUED, RUNNING, FINISHED };

/* Work left below this (microseconds) is done: rounding of shared rates. */
static const double EPSILON_US = 1e-9;

void hloa_clock_init(hloa_clock *k, uint32_t n_ops, uint32_t max_in_flight)
{
    memset(k, 0, sizeof(*k));
    k->n_ops = n_ops;
    k->max_in_flight = max_in_flight;
    k->ops = hloa_xcalloc(n_ops + 1, sizeof(hloa_clock_op));
    k->running = hloa_xmalloc((n_ops + 1) * sizeof(uint32_t));
    for (int kind = 0; kind < 256; kind++)
        k->queue_head[kind] = k->queue_tail[kind] = HLOA_CLOCK_NONE;
}

void hloa_clock_release(hloa_clock *k)
{
    free(k->ops);
    free(k->running);
    memset(k, 0, sizeof(*k));
}

/* Does op i have to wait for a place of its kind? (Counted, not searched: a long queue
   of collectives costs each start and finish the same.) */
static int must_queue(const hloa_clock *k, const hloa_clock_op *o)
{
    return o->kind && k->max_in_flight && k->running_kind[o->kind] >= k->max_in_flight;
}

static void run(hloa_clock *k, uint32_t i)
{
    hloa_clock_op *o = &k->ops[i];
    o->state = RUNNING;
    o->began_us = k->t;
    k->running[k->n_running++] = i;
    k->running_kind[o->kind]++;
}

/* The first queued op of kind gets the place its kind has free, at the streams' time. */
static void promote(hloa_clock *k, uint8_t kind)
{
    uint32_t i = k->queue_head[kind];
    if (i == HLOA_CLOCK_NONE || must_queue(k, &k->ops[i]))
        return;
    hloa_clock_op *o = &k->ops[i];
    k->queue_head[kind] = o->next_queued;
    if (k->queue_tail[kind] == i)
        k->queue_tail[kind] = HLOA_CLOCK_NONE;
    o->queued_us = k->t - o->began_us; /* began_us held the time it was queued */
    run(k, i);
}

/* The streams run for dt at their current rates. */
static void progress(hloa_clock *k, double dt, uint32_t n_link)
{
    uint32_t first_link = HLOA_CLOCK_NONE;
    for (uint32_t r = 0; r < k->n_running && n_link > 1; r++)
        if (k->ops[k->running[r]].link) {
            first_link = k->running[r];
            break;
        }
    for (uint32_t r = 0; r < k->n_running; r++) {
        uint32_t i = k->running[r];
        hloa_clock_op *o = &k->ops[i];
        if (o->link && n_link > 1) {
            o->left_us -= dt / n_link;
            o->shared_us += dt;
            if (o->shared_with == HLOA_CLOCK_NONE) {
                uint32_t other = first_link;
                for (uint32_t s = 0; other == i && s < k->n_running; s++)
                    if (k->running[s] != i && k->ops[k->running[s]].link)
                        other = k->running[s];
                o->shared_with = other;
            }
        } else {
            o->left_us -= dt;
        }
    }
    k->t += dt;
}

/* Runs the streams to the next finish, or to `until` if none comes before it.
   1 when an op finished. */
static int step(hloa_clock *k, double until)
{
    uint32_t n_link = 0;
    for (uint32_t r = 0; r < k->n_running; r++)
        n_link += k->ops[k->running[r]].link;
    double next = -1;
    for (uint32_t r = 0; r < k->n_running; r++) {
        const hloa_clock_op *o = &k->ops[k->running[r]];
        double rate = o->link && n_link > 1 ? 1.0 / n_link : 1.0;
        double dt = o->left_us > 0 ? o->left_us / rate : 0;
        if (next < 0 || dt < next)
            next = dt;
    }
    if (next < 0 || k->t + next > until) {
        if (until > k->t && k->n_running)
            progress(k, until - k->t, n_link);
        if (until > k->t)
            k->t = until;
        return 0;
    }
    progress(k, next, n_link);
    /* Every op done by now leaves; each frees its kind's place for the next in line. */
    for (uint32_t r = 0; r < k->n_running;) {
        uint32_t i = k->running[r];
        hloa_clock_op *o = &k->ops[i];
        if (o->left_us > EPSILON_US) {
            r++;
            continue;
        }
        o->left_us = 0;
        o->state = FINISHED;
        o->finish_us = k->t;
        k->running[r] = k->running[--k->n_running];
        k->running_kind[o->kind]--;
        promote(k, o->kind);
    }
    return 1;
}

/* The streams catch up with the compute stream at now. */
static void catch_up(hloa_clock *k, double now)
{
    while (k->t < now && step(k, now))
        ;
    if (k->t < now)
        k->t = now;
}

void hloa_clock_start(hloa_clock *k, uint32_t i, double now, double work_us, uint8_t kind,
                      int link)
{
    catch_up(k, now);
    hloa_clock_op *o = &k->ops[i];
    o->left_us = work_us > 0 ? work_us : 0;
    o->kind = kind;
    o->link = (uint8_t)(link != 0);
    o->queued_behind = o->shared_with = o->next_queued = HLOA_CLOCK_NONE;
    if (must_queue(k, o)) {
        /* behind the op of its kind that started last: the last queued, else a running one
           (searched only when none of its kind waits) */
        o->queued_behind = k->queue_tail[kind];
        for (uint32_t r = 0; r < k->n_running && k->queue_tail[kind] == HLOA_CLOCK_NONE; r++)
            if (k->ops[k->running[r]].kind == kind)
                o->queued_behind = k->running[r];
        o->state = QUEUED;
        o->began_us = k->t;
        if (k->queue_tail[kind] != HLOA_CLOCK_NONE)
            k->ops[k->queue_tail[kind]].next_queued = i;
        else
            k->queue_head[kind] = i;
        k->queue_tail[kind] = i;
        return;
    }
    run(k, i);
}

double hloa_clock_finish(hloa_clock *k, uint32_t i, double now)
{
    catch_up(k, now);
    hloa_clock_op *o = &k->ops[i];
    if (o->state == NOT_STARTED) /* a done before its start: bad input */
        return now;
    while (o->state != FINISHED)
        if (!step(k, k->t + 1e300))
            break; /* nothing runs: cannot happen, as a queued op's kind runs */
    return o->state == FINISHED && o->finish_us > now ? o->finish_us : now;
}
