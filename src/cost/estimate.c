/*
 * The schedule in time (timeline.h, hloa_timeline_estimate): each
 * computation runs its instructions one after another, each taking the cost
 * model's time (a while, call or conditional: the time of what it runs). An
 * async op's work runs beside them from its start; its done waits for what
 * the instructions scheduled since the start did not cover:
 *
 *   covered = time of the instructions between start and done that are no async op's links
 *   exposed = max(0, async - covered)
 *
 * Waits are not shared: two ops done one after the other each wait their own
 * exposed time (a conservative model, docs/cost-model.md).
 */
#include "hloasync/timeline.h"

#include "hloasync/async.h"
#include "hloasync/pgle.h"

#include "clock.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The places async collectives have in flight (--hw's max_in_flight; 0: no limit). */
static uint32_t max_in_flight(const hloa_hw *hw)
{
    return hw->max_in_flight >= 1 ? (uint32_t)hw->max_in_flight : 0;
}

/* What an instruction of a computation is to the async ops of its timeline. */
enum { PLAIN, START, UPDATE, DONE, SYNC };

typedef struct estimator {
    hloa_cost_model cm;
    hloa_arena *arena;
    hloa_totals *memo;           /* per computation index: one run of it */
    uint8_t *state;              /* per computation index: 0 not yet, 1 under way, 2 known */
    hloa_timeline_comp **tc_of;  /* per computation index: its timeline entry, or NULL */
} estimator;

static hloa_totals comp_totals(estimator *e, const hloa_comp *c);

static void add_scaled(hloa_totals *to, const hloa_totals *t, double k)
{
    to->compute_us += k * t->compute_us;
    to->communication_us += k * t->communication_us;
    to->exposed_us += k * t->exposed_us;
    to->wall_us += k * t->wall_us;
    to->untripped += t->untripped;
}

/* One run of an instruction that is no async op's link. */
static void instr_totals(estimator *e, const hloa_instr *in, hloa_totals *t)
{
    *t = (hloa_totals){0};
    hloa_cost c;
    hloa_cost_instr(&e->cm, in, &c);
    switch ((hloa_stream)c.stream) {
    case HLOA_STREAM_NONE:
        break;
    case HLOA_STREAM_COMPUTE:
        t->compute_us = t->wall_us = c.us;
        break;
    case HLOA_STREAM_COLLECTIVE:
    case HLOA_STREAM_COPY:
    case HLOA_STREAM_SEND_RECV:
        /* synchronous: the compute stream waits for all of it */
        t->communication_us = t->exposed_us = t->wall_us = c.us;
        break;
    case HLOA_STREAM_CONTROL:
        if (in->opcode == HLOA_OP_WHILE) {
            const hloa_comp *body = hloa_called_by(in, HLOA_SYM_BODY);
            const hloa_comp *cond = hloa_called_by(in, HLOA_SYM_CONDITION);
            hloa_cost_read(&e->cm, in);
            uint8_t from;
            int64_t trip = hloa_while_trip_count(e->cm.m, in, &from);
            double k = trip >= 0 ? (double)trip : 1;
            if (body) {
                hloa_totals b = comp_totals(e, body);
                add_scaled(t, &b, k);
            }
            if (cond) {
                hloa_totals b = comp_totals(e, cond);
                add_scaled(t, &b, k);
            }
            t->untripped += trip < 0;
        } else if (in->opcode == HLOA_OP_CONDITIONAL) {
            /* the branch that takes longest */
            for (uint32_t k = 0; k < in->n_called; k++) {
                hloa_totals b = comp_totals(e, in->called[k]);
                if (k == 0 || b.wall_us > t->wall_us)
                    *t = b;
            }
        } else if (in->n_called && in->opcode == HLOA_OP_CALL) {
            *t = comp_totals(e, in->called[0]);
        }
        break;
    }
}

/* As XLA's GetLatencyBetween reads its profile from the start to the done (timeline.h). */
double hloa_pgle_op_us(const hloa_pgle *p, const hloa_module *m, const hloa_async_op *op)
{
    if (!p || !op->done)
        return -1;
    const hloa_comp *runs = hloa_op_is_pair(op) ? NULL : hloa_async_called(op->start);
    uint32_t sl, dl, wl = 0;
    const char *s = hloa_name(m, op->start->name, &sl), *d = hloa_name(m, op->done->name, &dl);
    const char *w = runs && runs->root ? hloa_name(m, runs->root->name, &wl) : NULL;
    if (w && hloa_pgle_cost_us(p, s, sl) < 0 && !hloa_pgle_has_source(p, s, sl))
        s = w, sl = wl; /* XLA looks up the wrapped name when the start's is not there */
    double us = hloa_pgle_latency_us(p, s, sl, d, dl);
    if (us < 0 && w)
        us = hloa_pgle_latency_us(p, s, sl, w, wl);
    return us >= 0 ? us : hloa_pgle_cost_us(p, s, sl);
}

/* The stream an async op's work runs on and how long it takes. */
static void op_work(estimator *e, hloa_async_op *op)
{
    hloa_estimate *est = &op->est;
    est->bytes = (double)hloa_shape_byte_size(op->start->shape);
    const hloa_comp *runs = hloa_op_is_pair(op) ? NULL : hloa_async_called(op->start);
    if (hloa_op_is_pair(op)) {
        hloa_cost c;
        hloa_cost_instr(&e->cm, op->collective ? op->collective : op->start, &c);
        est->async_us = c.us;
        est->stream = c.stream;
        est->source = c.source;
    } else if (runs) {
        hloa_totals w = comp_totals(e, runs);
        est->async_us = w.wall_us;
        hloa_stream root = runs->root ? hloa_cost_stream(runs->root) : HLOA_STREAM_NONE;
        est->stream =
            root == HLOA_STREAM_NONE || root == HLOA_STREAM_CONTROL ? HLOA_STREAM_COMPUTE : root;
        if (runs->root) {
            hloa_cost c;
            hloa_cost_instr(&e->cm, runs->root, &c);
            est->source = c.source; /* where the time of what it wraps came from */
        }
    }
    double us = hloa_pgle_op_us(e->cm.hw.pgle, e->cm.m, op);
    if (us >= 0) {
        est->async_us = us;
        est->source = HLOA_SOURCE_PGLE;
    }
}

/* Does op take one of the places XLA:GPU's scheduler gives async collectives (max_in_flight)?
   One resource for every kind (gpu_latency_hiding_scheduler.cc: kGpuAsyncStreamCollectives);
   send and recv, copies and async computations have streams of their own. */
static uint8_t limited_kind(const hloa_async_op *op)
{
    switch (op->opcode) {
    case HLOA_OP_ALL_GATHER:
    case HLOA_OP_ALL_GATHER_START:
    case HLOA_OP_ALL_REDUCE:
    case HLOA_OP_ALL_REDUCE_START:
    case HLOA_OP_REDUCE_SCATTER:
    case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_RAGGED_ALL_TO_ALL:
    case HLOA_OP_COLLECTIVE_PERMUTE:
    case HLOA_OP_COLLECTIVE_PERMUTE_START:
    case HLOA_OP_COLLECTIVE_BROADCAST:
        return 1;
    default:
        return 0;
    }
}

/* Op k of tc starts on the clock at the compute stream's time now. */
static void clock_start(hloa_clock *clk, const hloa_timeline_comp *tc, uint32_t k, double now)
{
    const hloa_async_op *op = &tc->ops[k];
    int link = op->est.stream == HLOA_STREAM_COLLECTIVE || op->est.stream == HLOA_STREAM_SEND_RECV;
    hloa_clock_start(clk, k, now, op->est.async_us, limited_kind(op), link);
}

/* The compute stream reaches op k's done at t->wall_us, covered_us of compute after its
   start: it waits until the clock says the op's work is over. */
static void wait_for(hloa_clock *clk, hloa_timeline_comp *tc, uint32_t k, hloa_totals *t,
                     double covered_us)
{
    hloa_estimate *est = &tc->ops[k].est;
    const hloa_clock_op *co = &clk->ops[k];
    double finish = hloa_clock_finish(clk, k, t->wall_us);
    est->covered_us = covered_us;
    est->exposed_us = finish - t->wall_us;
    est->finish_us = co->finish_us; /* 0 for an op never started (bad input) */
    est->queued_us = co->queued_us;
    est->shared_us = co->shared_us;
    est->queued_behind = co->queued_behind == HLOA_CLOCK_NONE ? -1 : (int32_t)co->queued_behind;
    est->shared_with = co->shared_with == HLOA_CLOCK_NONE ? -1 : (int32_t)co->shared_with;
    t->communication_us += est->async_us;
    t->exposed_us += est->exposed_us;
    t->wall_us += est->exposed_us;
    est->end_us = t->wall_us;
}

/* What a computation's instructions are to its ops (one sweep's state); each op's work. */
typedef struct links {
    uint8_t *role;            /* per instruction: PLAIN, START, UPDATE, DONE or SYNC */
    uint32_t *op_at;          /* per link: the index of its op (written only at links) */
    double *covered_at_start; /* per op: the covered time when its start was reached */
} links;

static links mark_links(estimator *e, hloa_timeline_comp *tc)
{
    uint32_t n = tc->comp->n_instrs;
    links l = {hloa_arena_calloc(e->arena, n + 1, 1),
               hloa_arena_alloc(e->arena, (n + 1) * sizeof(uint32_t)),
               hloa_arena_calloc(e->arena, tc->n_ops + 1, sizeof(double))};
    for (uint32_t k = 0; k < tc->n_ops; k++) {
        hloa_async_op *op = &tc->ops[k];
        op_work(e, op);
        for (uint32_t u = 0; u < op->n_updates; u++)
            l.role[op->updates[u]->index] = UPDATE, l.op_at[op->updates[u]->index] = k;
        if (op->done)
            l.role[op->done->index] = DONE, l.op_at[op->done->index] = k;
        l.role[op->start->index] = START, l.op_at[op->start->index] = k;
    }
    for (uint32_t k = 0; k < tc->n_syncs; k++)
        l.role[tc->syncs[k].in->index] = SYNC, l.op_at[tc->syncs[k].in->index] = k;
    return l;
}

/* One run of a computation with async ops: the instructions in order, the ops in time. */
static hloa_totals schedule_totals(estimator *e, hloa_timeline_comp *tc)
{
    const hloa_comp *c = tc->comp;
    uint32_t n = c->n_instrs;
    links l = mark_links(e, tc);
    hloa_clock clk;
    hloa_clock_init(&clk, tc->n_ops, max_in_flight(&e->cm.hw));
    tc->at_us = hloa_arena_alloc(e->arena, (n + 1) * sizeof(double));
    tc->compute_before = hloa_arena_alloc(e->arena, (n + 1) * sizeof(double));
    hloa_totals t = {0};
    double covered = 0, bytes = 0;
    tc->bytes_peak = 0;
    tc->bytes_peak_at = -1;
    for (uint32_t i = 0; i < n; i++) {
        tc->at_us[i] = t.wall_us;
        tc->compute_before[i] = covered;
        /* a SYNC row indexes tc->syncs, not tc->ops (NULL in a computation with no async op) */
        hloa_async_op *op = l.role[i] == START || l.role[i] == DONE ? &tc->ops[l.op_at[i]] : NULL;
        if (l.role[i] == START) {
            op->est.begin_us = t.wall_us;
            l.covered_at_start[l.op_at[i]] = covered;
            clock_start(&clk, tc, l.op_at[i], t.wall_us);
            bytes += op->est.bytes;
            if (bytes > tc->bytes_peak) {
                tc->bytes_peak = bytes;
                tc->bytes_peak_at = i;
            }
        } else if (l.role[i] == DONE) {
            wait_for(&clk, tc, l.op_at[i], &t, covered - l.covered_at_start[l.op_at[i]]);
            bytes -= op->est.bytes;
        } else if (l.role[i] == PLAIN || l.role[i] == SYNC) {
            hloa_totals it;
            instr_totals(e, c->instrs[i], &it);
            if (l.role[i] == SYNC) /* listed with what it adds to the totals */
                tc->syncs[l.op_at[i]].time_us = it.communication_us,
                tc->syncs[l.op_at[i]].begin_us = t.wall_us;
            add_scaled(&t, &it, 1);
            covered += it.wall_us;
        }
    }
    /* An op without a done is in flight to the end, and waited for there. */
    for (uint32_t k = 0; k < tc->n_ops; k++)
        if (!tc->ops[k].done)
            wait_for(&clk, tc, k, &t, covered - l.covered_at_start[k]);
    tc->at_us[n] = t.wall_us;
    tc->compute_before[n] = covered;
    hloa_clock_release(&clk);
    return t;
}

/* The calls whose computations an instruction's time reads (instr_totals, op_work). */
static int runs_comp(const hloa_instr *in)
{
    return in->opcode == HLOA_OP_WHILE || in->opcode == HLOA_OP_CONDITIONAL ||
           in->opcode == HLOA_OP_CALL || hloa_async_called(in) != NULL;
}

/* One run of c alone, every computation it runs known already (or a cycle: counted 0). */
static void run_comp(estimator *e, const hloa_comp *c)
{
    hloa_totals t = {0};
    hloa_timeline_comp *tc = e->tc_of[c->index];
    if (tc) {
        t = schedule_totals(e, tc);
    } else {
        for (uint32_t i = 0; i < c->n_instrs; i++) {
            hloa_totals it;
            instr_totals(e, c->instrs[i], &it);
            add_scaled(&t, &it, 1);
        }
    }
    e->state[c->index] = 2;
    e->memo[c->index] = t;
}

/*
 * One run of c. The computations it runs are run first, callees before
 * callers (hloa_comps_callees_first), so each finds what it calls known and
 * nesting as deep as the input likes takes no stack. A computation asked for
 * while that order runs is one a cycle (bad input) returns to: counted once.
 */
static hloa_totals comp_totals(estimator *e, const hloa_comp *c)
{
    hloa_totals t = {0};
    if (!c) /* a reference that names nothing (bad input) */
        return t;
    if (e->state[c->index] == 2)
        return e->memo[c->index];
    if (e->state[c->index] == 1)
        return t;
    hloa_comp_list order = {0};
    hloa_comps_callees_first(c, e->state, runs_comp, &order);
    for (size_t k = 0; k < order.len; k++)
        run_comp(e, order.items[k]);
    free(order.items);
    return e->memo[c->index];
}

/*
 * The op estimates of a computation without the rest (HLOA_TIMELINE_SPANS):
 * the same sweep as schedule_totals, but only through positions where some op
 * is in flight, the only instructions that cover anything.
 */
static void sweep_spans(estimator *e, hloa_timeline_comp *tc)
{
    const hloa_comp *c = tc->comp;
    uint32_t n = c->n_instrs;
    links l = mark_links(e, tc);
    hloa_clock clk;
    hloa_clock_init(&clk, tc->n_ops, max_in_flight(&e->cm.hw));
    /* The compute stream's time: instructions outside every span are skipped, which shifts
       every later time alike, and only differences are read. */
    hloa_totals now = {0};
    double covered = 0;
    uint32_t in_flight = 0, next = 0; /* ops in flight; the next op to start (by position) */
    for (uint32_t i = 0; i < n; i++) {
        if (!in_flight) { /* jump ahead to the next start (ops are in schedule order) */
            while (next < tc->n_ops && tc->ops[next].begin < (int64_t)i)
                next++;
            if (next == tc->n_ops)
                break;
            i = (uint32_t)tc->ops[next].begin;
        }
        if (l.role[i] == START) {
            l.covered_at_start[l.op_at[i]] = covered;
            clock_start(&clk, tc, l.op_at[i], now.wall_us);
            in_flight++;
            if (l.op_at[i] >= next)
                next = l.op_at[i] + 1;
        } else if (l.role[i] == DONE) {
            wait_for(&clk, tc, l.op_at[i], &now, covered - l.covered_at_start[l.op_at[i]]);
            in_flight -= in_flight > 0; /* a done before its start: bad input */
        } else if (l.role[i] == PLAIN) {
            hloa_totals it;
            instr_totals(e, c->instrs[i], &it);
            covered += it.wall_us;
            now.wall_us += it.wall_us;
        }
    }
    for (uint32_t k = 0; k < tc->n_ops; k++)
        if (!tc->ops[k].done)
            wait_for(&clk, tc, k, &now, covered - l.covered_at_start[k]);
    hloa_clock_release(&clk);
}

void hloa_timeline_estimate(hloa_timeline *t, const hloa_hw *hw, hloa_arena *arena)
{
    const hloa_module *m = t->m;
    estimator e = {.arena = arena};
    hloa_cost_model_init(&e.cm, m, hw, arena);
    uint32_t nc = m->n_comps + 1;
    e.memo = hloa_arena_calloc(arena, nc, sizeof(hloa_totals));
    e.state = hloa_arena_calloc(arena, nc, 1);
    e.tc_of = hloa_arena_calloc(arena, nc, sizeof(hloa_timeline_comp *));
    for (uint32_t k = 0; k < t->n_comps; k++)
        e.tc_of[t->comps[k].comp->index] = &t->comps[k];
    t->hw = *hw;
    if (t->detail == HLOA_TIMELINE_SPANS) {
        for (uint32_t k = 0; k < t->n_comps; k++)
            if (e.state[t->comps[k].comp->index] != 2) /* not estimated on the way already */
                sweep_spans(&e, &t->comps[k]);
    } else {
        if (m->entry)
            t->totals = comp_totals(&e, m->entry);
        /* Computations with async ops that the entry does not run still get their figures. */
        for (uint32_t k = 0; k < t->n_comps; k++)
            t->comps[k].totals = comp_totals(&e, t->comps[k].comp);
    }
    t->runs = e.memo;
    t->run_known = e.state;
    hloa_timeline_why(t, &e.cm, arena);
    hloa_cost_model_done(&e.cm);
}

int hloa_more_exposed(const hloa_async_op *a, const hloa_async_op *b)
{
    double ea = hloa_round_ns(a->est.exposed_us), eb = hloa_round_ns(b->est.exposed_us);
    return ea != eb ? ea > eb : a->begin < b->begin;
}

double hloa_hidden_fraction(const hloa_totals *t)
{
    if (t->communication_us <= 0)
        return -1;
    return 1 - t->exposed_us / t->communication_us;
}

double hloa_round_figure(double v)
{
    if (v == 0 || !isfinite(v))
        return v;
    double scale = pow(10, 6 - ceil(log10(fabs(v))));
    return round(v * scale) / scale;
}
