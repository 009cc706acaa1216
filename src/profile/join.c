/*
 * A measured run joined to a module (join.h): events to instructions by name,
 * each execution of an op one sample, and per op the median and spread of
 * its collective time and of the time the compute stream waited for it.
 * The model's side is read from the timeline as the cost model left it
 * (estimate.c, why.c): nothing of the model is computed here.
 */
#include "hloasync/join.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { NOT_AN_INSTR = -1, NOT_TIMED = -2 }; /* targets[] beside an index into j->ops */

/* Where an instruction's events go: which joined op, and as what. */
enum role { AS_START, AS_DONE, AS_WORK };

typedef struct target {
    int32_t op;   /* index into j->ops, or NOT_AN_INSTR / NOT_TIMED */
    uint8_t role; /* enum role */
} target;

/* One execution of an op on a device: its events gathered, then its two figures. */
typedef struct sample {
    double time_us, exposed_us;
} sample;

typedef struct sample_vec {
    sample *v;
    size_t n, cap;
} sample_vec;

static void push(sample_vec *s, double time_us, double exposed_us)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 8;
        s->v = hloa_xreallocarray(s->v, s->cap, sizeof *s->v);
    }
    s->v[s->n++] = (sample){time_us, exposed_us};
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median and spread of n values (sorted here). */
static hloa_measured summarize(double *v, size_t n)
{
    hloa_measured m = {0};
    if (!n)
        return m;
    qsort(v, n, sizeof *v, cmp_double);
    m.n = (uint32_t)n;
    m.median_us = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    m.min_us = v[0];
    m.max_us = v[n - 1];
    return m;
}

const char *hloa_exposed_from_name(hloa_exposed_from f)
{
    static const char *const names[] = {"none", "done-event", "idle", "sync"};
    return names[f];
}

double hloa_joined_predicted_us(const hloa_joined_op *o)
{
    return o->op ? o->op->est.async_us : o->sync->time_us;
}

double hloa_joined_predicted_exposed_us(const hloa_joined_op *o)
{
    return o->op ? o->op->est.exposed_us : o->sync->time_us;
}

const hloa_instr *hloa_joined_instr(const hloa_joined_op *o)
{
    return o->op ? o->op->start : o->sync->in;
}

const char *hloa_joined_kind(const hloa_joined_op *o)
{
    if (o->op && o->op->start && o->op->start->execute)
        return "async.execute";
    uint16_t opcode = o->op ? o->op->opcode : o->sync->opcode;
    return opcode == HLOA_OP_UNKNOWN ? "?" : hloa_opcodes[opcode].name;
}

uint32_t hloa_join_find_module(const hloa_run *run, const char *name, size_t len)
{
    for (uint32_t i = 0; i < run->n_modules; i++) {
        uint32_t n;
        if (!run->modules[i].name)
            continue;
        const char *s = hloa_run_name_str(run, run->modules[i].name, &n);
        if (n == len && !memcmp(s, name, len))
            return i;
    }
    return HLOA_RUN_NONE;
}

static void set_target(target *targets, hloa_sym name, int32_t op, uint8_t role)
{
    if (name) {
        targets[name].op = op;
        targets[name].role = role;
    }
}

/* Every instruction's name a target: the ops' links and work, the rest NOT_TIMED. */
static target *index_names(const hloa_timeline *t, const hloa_join *j)
{
    const hloa_module *m = t->m;
    target *targets = hloa_xmalloc((m->names.n_syms + 1) * sizeof *targets);
    for (uint32_t s = 0; s <= m->names.n_syms; s++)
        targets[s] = (target){NOT_AN_INSTR, AS_WORK};
    for (uint32_t c = 0; c < m->n_comps; c++)
        for (uint32_t i = 0; i < m->comps[c]->n_instrs; i++)
            set_target(targets, m->comps[c]->instrs[i]->name, NOT_TIMED, AS_WORK);
    for (uint32_t k = 0; k < j->n_ops; k++) {
        const hloa_joined_op *o = &j->ops[k];
        if (o->sync) {
            set_target(targets, o->sync->in->name, (int32_t)k, AS_WORK);
            continue;
        }
        const hloa_async_op *op = o->op;
        /* the work of an async computation: its kernels carry the wrapped instruction's name */
        if (op->comp)
            for (uint32_t i = 0; i < op->comp->n_instrs; i++)
                set_target(targets, op->comp->instrs[i]->name, (int32_t)k, AS_WORK);
        for (uint32_t u = 0; u < op->n_updates; u++)
            set_target(targets, op->updates[u]->name, (int32_t)k, AS_WORK);
        set_target(targets, op->start->name, (int32_t)k, AS_START);
        if (op->done)
            set_target(targets, op->done->name, (int32_t)k, AS_DONE);
    }
    return targets;
}

/* An event's instruction in the module: its target, or NULL when it names none. */
static const target *target_of(const hloa_run *run, const hloa_module *m, const target *targets,
                               hloa_sym op)
{
    uint32_t len;
    const char *s = hloa_run_name_str(run, op, &len);
    hloa_sym sym = hloa_intern_find(&m->names, s, len);
    return sym && targets[sym].op != NOT_AN_INSTR ? &targets[sym] : NULL;
}

/* The events of one device, as the join reads them. */
typedef struct dev_event {
    double start, end;
    int32_t op;   /* joined op, or NOT_TIMED (compute) */
    uint8_t role; /* enum role */
    uint8_t kind; /* hloa_run_event_kind */
    hloa_sym done; /* HLOA_RUN_ASYNC: the done's name */
} dev_event;

static int cmp_dev_event(const void *a, const void *b)
{
    const dev_event *x = a, *y = b;
    return (x->start > y->start) - (x->start < y->start);
}

/* A device's compute kernels merged into disjoint intervals, in time order. */
typedef struct busy {
    double *from, *to;
    size_t n;
} busy;

static void busy_build(const dev_event *ev, size_t n, busy *b)
{
    b->from = hloa_xmalloc((n + 1) * sizeof(double));
    b->to = hloa_xmalloc((n + 1) * sizeof(double));
    b->n = 0;
    for (size_t i = 0; i < n; i++) {
        if (ev[i].op != NOT_TIMED || ev[i].kind != HLOA_RUN_KERNEL)
            continue;
        if (b->n && ev[i].start <= b->to[b->n - 1]) {
            if (ev[i].end > b->to[b->n - 1])
                b->to[b->n - 1] = ev[i].end;
        } else {
            b->from[b->n] = ev[i].start;
            b->to[b->n++] = ev[i].end;
        }
    }
}

/* How much of [s, e] no compute interval covers. */
static double idle_in(const busy *b, double s, double e)
{
    size_t lo = 0, hi = b->n; /* the first interval ending after s */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (b->to[mid] <= s)
            lo = mid + 1;
        else
            hi = mid;
    }
    double covered = 0;
    for (size_t i = lo; i < b->n && b->from[i] < e; i++) {
        double a = b->from[i] > s ? b->from[i] : s;
        double z = b->to[i] < e ? b->to[i] : e;
        if (z > a)
            covered += z - a;
    }
    return e - s - covered;
}

/*
 * The samples of one device: events of each op in time order. An op's
 * executions there, by what the device recorded:
 *   an async interval (Async XLA Ops): its time; exposed, the first done event from its start on
 *   a start's event and a done's: from the start to the end of the done; exposed, the done's
 *   kernels naming its start, its work or its updates: each one's time; exposed, its idle part
 *   a synchronous collective's event: its time, all of it exposed
 */
static void device_samples(hloa_join *j, dev_event *ev, size_t n, sample_vec *samples,
                           uint8_t *from)
{
    qsort(ev, n, sizeof *ev, cmp_dev_event);
    busy b;
    busy_build(ev, n, &b);
    /* the start of each op waiting for its done (OP lines), by joined op */
    double *open = hloa_xmalloc((j->n_ops + 1) * sizeof(double));
    uint8_t *has_async = hloa_xcalloc(j->n_ops + 1, 1);
    for (uint32_t k = 0; k < j->n_ops; k++)
        open[k] = -1;
    for (size_t i = 0; i < n; i++)
        if (ev[i].kind == HLOA_RUN_ASYNC && ev[i].op >= 0)
            has_async[ev[i].op] = 1;
    for (size_t i = 0; i < n; i++) {
        const dev_event *e = &ev[i];
        if (e->op < 0)
            continue;
        int32_t k = e->op;
        if (j->ops[k].sync) {
            push(&samples[k], e->end - e->start, e->end - e->start);
            from[k] = HLOA_EXPOSED_SYNC;
        } else if (e->kind == HLOA_RUN_ASYNC) {
            double wait = 0;
            int found = 0;
            for (size_t d = i + 1; d < n && !found; d++)
                if (ev[d].op == k && ev[d].role == AS_DONE && ev[d].kind == HLOA_RUN_OP) {
                    wait = ev[d].end - ev[d].start;
                    found = 1;
                }
            push(&samples[k], e->end - e->start, found ? wait : idle_in(&b, e->start, e->end));
            from[k] = found ? HLOA_EXPOSED_DONE_EVENT : HLOA_EXPOSED_IDLE;
        } else if (e->kind == HLOA_RUN_OP && !has_async[k]) {
            if (e->role == AS_START) {
                open[k] = e->start;
            } else if (e->role == AS_DONE && open[k] >= 0) {
                push(&samples[k], e->end - open[k], e->end - e->start);
                from[k] = HLOA_EXPOSED_DONE_EVENT;
                open[k] = -1;
            }
        } else if (e->kind == HLOA_RUN_KERNEL && e->role != AS_DONE) {
            push(&samples[k], e->end - e->start, idle_in(&b, e->start, e->end));
            from[k] = HLOA_EXPOSED_IDLE;
        }
    }
    free(open);
    free(has_async);
    free(b.from);
    free(b.to);
}

/* The joined ops of t: each computation's async ops, then its synchronous transfers. */
static void list_ops(const hloa_timeline *t, hloa_arena *arena, hloa_join *j)
{
    j->n_ops = 0;
    for (uint32_t c = 0; c < t->n_comps; c++)
        j->n_ops += t->comps[c].n_ops + t->comps[c].n_syncs;
    j->ops = hloa_arena_alloc(arena, (j->n_ops + 1) * sizeof *j->ops);
    uint32_t k = 0;
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        for (uint32_t i = 0; i < tc->n_ops; i++)
            j->ops[k++] = (hloa_joined_op){.tc = tc, .op = &tc->ops[i]};
        for (uint32_t i = 0; i < tc->n_syncs; i++)
            j->ops[k++] = (hloa_joined_op){.tc = tc, .sync = &tc->syncs[i]};
    }
}

/* Remembers a name no instruction has (once). */
static void note_missing(hloa_join *j, const hloa_run *run, hloa_sym op, uint8_t *seen,
                         hloa_arena *arena, uint32_t *cap)
{
    if (seen[op])
        return;
    seen[op] = 1;
    if (j->n_missing == *cap) {
        uint32_t ncap = *cap ? 2 * *cap : 16;
        const char **names = hloa_arena_alloc(arena, ncap * sizeof *names);
        uint32_t *lens = hloa_arena_alloc(arena, ncap * sizeof *lens);
        if (j->n_missing) {
            memcpy(names, j->missing, j->n_missing * sizeof *names);
            memcpy(lens, j->missing_len, j->n_missing * sizeof *lens);
        }
        j->missing = names;
        j->missing_len = lens;
        *cap = ncap;
    }
    j->missing[j->n_missing] = hloa_run_name_str(run, op, &j->missing_len[j->n_missing]);
    j->n_missing++;
}

static double log_ratio(double measured, double predicted)
{
    return measured > 0 && predicted > 0 ? fabs(log(measured / predicted)) : INFINITY;
}

/* Per collective kind, where the model is most wrong; the kinds most wrong first. */
static void kinds(hloa_join *j, hloa_arena *arena)
{
    j->kinds = hloa_arena_alloc(arena, (j->n_ops + 1) * sizeof *j->kinds);
    j->n_kinds = 0;
    for (uint32_t k = 0; k < j->n_ops; k++) {
        const hloa_joined_op *o = &j->ops[k];
        if (!o->time.n)
            continue;
        const char *kind = hloa_joined_kind(o);
        hloa_join_kind *row = NULL;
        for (uint32_t r = 0; r < j->n_kinds && !row; r++)
            if (!strcmp(j->kinds[r].kind, kind))
                row = &j->kinds[r];
        if (!row) {
            row = &j->kinds[j->n_kinds++];
            *row = (hloa_join_kind){.kind = kind};
        }
        double pred = hloa_joined_predicted_us(o);
        row->n++;
        row->measured_us += o->time.median_us;
        row->predicted_us += pred;
        row->measured_exposed_us += o->exposed.median_us;
        row->predicted_exposed_us += hloa_joined_predicted_exposed_us(o);
        if (!row->worst || log_ratio(o->time.median_us, pred) >
                               log_ratio(row->worst->time.median_us,
                                         hloa_joined_predicted_us(row->worst))) {
            row->worst = o;
            row->worst_ratio = pred > 0 ? o->time.median_us / pred : 0;
        }
    }
    /* most wrong first: insertion sort (a handful of kinds) */
    for (uint32_t a = 1; a < j->n_kinds; a++) {
        hloa_join_kind x = j->kinds[a];
        double lx = log_ratio(x.worst->time.median_us, hloa_joined_predicted_us(x.worst));
        uint32_t b = a;
        while (b > 0 && log_ratio(j->kinds[b - 1].worst->time.median_us,
                                  hloa_joined_predicted_us(j->kinds[b - 1].worst)) < lx) {
            j->kinds[b] = j->kinds[b - 1];
            b--;
        }
        j->kinds[b] = x;
    }
}

void hloa_join_build(const hloa_run *run, uint32_t module, const hloa_timeline *t,
                     hloa_arena *arena, hloa_join *j)
{
    memset(j, 0, sizeof *j);
    j->run = run;
    j->module = module;
    j->t = t;
    list_ops(t, arena, j);
    target *targets = index_names(t, j);
    uint8_t *seen = hloa_xcalloc(run->names.n_syms + 1, 1);
    uint32_t missing_cap = 0;
    /* the module's events by device (the stream's plane), in the order of the run's streams */
    uint32_t n_dev = 0;
    hloa_sym *devs = hloa_xmalloc((run->n_streams + 1) * sizeof *devs);
    uint32_t *dev_of_stream = hloa_xmalloc((run->n_streams + 1) * sizeof *dev_of_stream);
    for (uint32_t s = 0; s < run->n_streams; s++) {
        uint32_t d = 0;
        while (d < n_dev && devs[d] != run->streams[s].device)
            d++;
        if (d == n_dev)
            devs[n_dev++] = run->streams[s].device;
        dev_of_stream[s] = d;
    }
    size_t *count = hloa_xcalloc(n_dev + 1, sizeof *count);
    for (size_t i = 0; i < run->n_events; i++) {
        const hloa_run_event *e = &run->events[i];
        if (e->module == module && e->kind != HLOA_RUN_HOST && e->kind != HLOA_RUN_MODULE)
            count[dev_of_stream[e->stream]]++;
    }
    sample_vec *samples = hloa_xcalloc(j->n_ops + 1, sizeof *samples);
    uint8_t *from = hloa_xcalloc(j->n_ops + 1, 1);
    size_t *before = hloa_xmalloc((j->n_ops + 1) * sizeof *before);
    dev_event *ev = NULL;
    for (uint32_t d = 0; d < n_dev; d++) {
        if (!count[d])
            continue;
        j->n_devices++;
        ev = hloa_xreallocarray(ev, count[d], sizeof *ev);
        size_t n = 0;
        for (size_t i = 0; i < run->n_events; i++) {
            const hloa_run_event *e = &run->events[i];
            if (e->module != module || e->kind == HLOA_RUN_HOST || e->kind == HLOA_RUN_MODULE ||
                dev_of_stream[e->stream] != d)
                continue;
            const target *tg = NULL;
            if (e->op) {
                j->named++;
                tg = target_of(run, t->m, targets, e->op);
                if (tg)
                    j->matched++;
                else
                    note_missing(j, run, e->op, seen, arena, &missing_cap);
            }
            ev[n++] = (dev_event){e->start_us, e->start_us + e->dur_us,
                                  tg ? tg->op : NOT_TIMED, tg ? tg->role : AS_WORK, e->kind,
                                  e->op_done};
        }
        for (uint32_t k = 0; k < j->n_ops; k++)
            before[k] = samples[k].n;
        device_samples(j, ev, n, samples, from);
        for (uint32_t k = 0; k < j->n_ops; k++)
            j->ops[k].devices += samples[k].n > before[k];
    }
    for (uint32_t k = 0; k < j->n_ops; k++) {
        sample_vec *s = &samples[k];
        double *v = hloa_xmalloc((s->n + 1) * sizeof *v);
        for (size_t i = 0; i < s->n; i++)
            v[i] = s->v[i].time_us;
        j->ops[k].time = summarize(v, s->n);
        for (size_t i = 0; i < s->n; i++)
            v[i] = s->v[i].exposed_us;
        j->ops[k].exposed = summarize(v, s->n);
        j->ops[k].exposed_from = from[k];
        j->n_measured += s->n > 0;
        free(v);
        free(s->v);
    }
    kinds(j, arena);
    free(samples);
    free(from);
    free(ev);
    free(before);
    free(count);
    free(devs);
    free(dev_of_stream);
    free(seen);
    free(targets);
}
