/*
 * XLA's PGLE profile of a measured run (pgle.h, hloa_pgle_costs_of_run), as
 * nsys-jax's pgle_costs.py makes one from its thunk table: per instruction its
 * time over the run's executions, the slowest for communication and the
 * fastest for compute ("Slowest-seen communication kernel time, fastest-seen
 * compute kernel time"). Communication is what the join measured (join.h):
 * each async op's collective time, written as its start's cost (XLA takes an
 * async pair's cost for its latency), and each synchronous collective's. An
 * execution of a compute instruction is the run of its events back to back on
 * one stream of the module (a fusion of several kernels: their sum).
 */
#include "hloasync/join.h"
#include "hloasync/pgle.h"

#include <stdlib.h>
#include <string.h>

typedef struct event_ref {
    uint32_t stream;
    double start_us;
    size_t index; /* into run->events */
} event_ref;

static int by_stream_then_start(const void *x, const void *y)
{
    const event_ref *a = x, *b = y;
    if (a->stream != b->stream)
        return a->stream < b->stream ? -1 : 1;
    if (a->start_us != b->start_us)
        return a->start_us < b->start_us ? -1 : 1;
    return (a->index > b->index) - (a->index < b->index);
}

/* Per symbol of the module: the fastest execution seen so far (-1: none), or NOT_COMPUTE. */
#define NOT_COMPUTE (-2.0)

/* The instruction of m an event names: its symbol in m, or 0. */
static hloa_sym instr_of(const hloa_run *run, const hloa_module *m, hloa_sym op)
{
    uint32_t len;
    const char *name = hloa_run_name_str(run, op, &len);
    hloa_sym s = hloa_intern_find(&m->names, name, len);
    return s && hloa_module_names_instr(m, s) ? s : 0;
}

static void add_cost(hloa_pgle_cost *out, size_t *n, hloa_arena *arena, const hloa_module *m,
                     hloa_sym name, double us)
{
    uint32_t len;
    const char *s = hloa_name(m, name, &len);
    out[(*n)++] = (hloa_pgle_cost){hloa_arena_strndup(arena, s, len), len, us, 0, 0};
}

size_t hloa_pgle_costs_of_run(const hloa_join *j, hloa_arena *arena, hloa_pgle_cost **costs)
{
    const hloa_run *run = j->run;
    const hloa_module *m = j->t->m;
    uint32_t n_syms = m->names.n_syms + 1;
    double *fastest = hloa_xcalloc(n_syms, sizeof(double));
    for (uint32_t s = 0; s < n_syms; s++)
        fastest[s] = -1;
    /* what the join times is communication: none of its links is costed as compute */
    for (uint32_t k = 0; k < j->n_ops; k++) {
        const hloa_joined_op *o = &j->ops[k];
        if (o->sync) {
            fastest[o->sync->in->name] = NOT_COMPUTE;
            continue;
        }
        fastest[o->op->start->name] = NOT_COMPUTE;
        for (uint32_t u = 0; u < o->op->n_updates; u++)
            fastest[o->op->updates[u]->name] = NOT_COMPUTE;
        if (o->op->done)
            fastest[o->op->done->name] = NOT_COMPUTE;
        if (o->op->comp)
            for (uint32_t i = 0; i < o->op->comp->n_instrs; i++)
                fastest[o->op->comp->instrs[i]->name] = NOT_COMPUTE;
    }
    /* the module's compute events, stream by stream in time */
    event_ref *refs = hloa_xcalloc(run->n_events + 1, sizeof(*refs));
    size_t n_refs = 0;
    for (size_t i = 0; i < run->n_events; i++) {
        const hloa_run_event *ev = &run->events[i];
        if (ev->module == j->module && ev->op &&
            (ev->kind == HLOA_RUN_KERNEL || ev->kind == HLOA_RUN_OP))
            refs[n_refs++] = (event_ref){ev->stream, ev->start_us, i};
    }
    qsort(refs, n_refs, sizeof(*refs), by_stream_then_start);
    hloa_sym cur = 0;
    double sum = 0;
    for (size_t r = 0; r <= n_refs; r++) {
        const hloa_run_event *ev = r < n_refs ? &run->events[refs[r].index] : NULL;
        hloa_sym s = ev ? instr_of(run, m, ev->op) : 0;
        int same = ev && s && s == cur && refs[r].stream == refs[r - 1].stream;
        if (!same && cur) { /* an execution ends */
            if (fastest[cur] != NOT_COMPUTE && (fastest[cur] < 0 || sum < fastest[cur]))
                fastest[cur] = sum;
            cur = 0;
        }
        if (!s)
            continue;
        if (!same) {
            cur = s;
            sum = 0;
        }
        sum += ev->dur_us;
    }
    free(refs);
    /* communication first, in the join's order; then compute, in the module's text order */
    size_t n = 0, cap = j->n_ops + 1;
    for (uint32_t c = 0; c < m->n_comps; c++)
        cap += m->comps[c]->n_instrs;
    hloa_pgle_cost *out = hloa_arena_calloc(arena, cap, sizeof(*out));
    for (uint32_t k = 0; k < j->n_ops; k++) {
        const hloa_joined_op *o = &j->ops[k];
        if (o->time.n)
            add_cost(out, &n, arena, m, hloa_joined_instr(o)->name, o->time.max_us);
    }
    for (uint32_t c = 0; c < m->n_comps; c++)
        for (uint32_t i = 0; i < m->comps[c]->n_instrs; i++) {
            hloa_sym s = m->comps[c]->instrs[i]->name;
            if (fastest[s] >= 0) {
                add_cost(out, &n, arena, m, s, fastest[s]);
                fastest[s] = -1; /* once, whatever copies of the name a pass made */
            }
        }
    free(fastest);
    *costs = out;
    return n;
}
