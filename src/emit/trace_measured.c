/*
 * `chains --format=trace --measured=FILE`: the run's tracks beside the
 * predicted ones (emit/trace.c), in one Chrome Trace Event Format document.
 * A process per device of the run, "measured: DEVICE", a thread per stream
 * or line of it, holding one execution of the module (the device's first
 * "XLA Modules" event of it; without those, its events from the first, at
 * most MAX_EVENTS), moved to start at 0 as the predicted timeline does, so
 * the two line up. Each slice naming an async op's start or done carries the
 * joined figures in its args (measured median time and exposure, the
 * model's); flows go from each start to its done (where the run records the
 * done: TPU) and from the done, or the start's work when no done is recorded
 * (GPU: a stream wait), to the done's first user.
 */
#include "hloasync/emit.h"
#include "hloasync/join.h"
#include "hloasync/run.h"
#include "hloasync/timeline.h"

#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_EVENTS = 200000 }; /* per device: a trace one opens in a browser */

/* An event of the window, and what it names. */
typedef struct shown {
    const hloa_run_event *e;
    int32_t op;   /* joined op it names (start or done), or -1 */
    uint8_t role; /* 1 start, 2 done, 3 the done's first user, 0 other */
} shown;

static char *run_str(const hloa_run *run, hloa_sym sym, const char *none)
{
    if (!sym)
        return hloa_xstrdup(none);
    uint32_t n;
    const char *s = hloa_run_name_str(run, sym, &n);
    return hloa_xstrndup(s, n);
}

static int same_name(const hloa_run *run, hloa_sym sym, const hloa_module *m, hloa_sym name)
{
    uint32_t a, b;
    const char *s = hloa_run_name_str(run, sym, &a);
    const char *t = hloa_name(m, name, &b);
    return a == b && !memcmp(s, t, a);
}

/* What an event names: a joined op's start (1), done (2) or the done's first user (3). */
static void classify(const hloa_join *j, shown *s)
{
    s->op = -1;
    s->role = 0;
    if (!s->e->op)
        return;
    const hloa_module *m = j->t->m;
    for (uint32_t k = 0; k < j->n_ops; k++) {
        const hloa_joined_op *o = &j->ops[k];
        const hloa_instr *start = hloa_joined_instr(o);
        const hloa_instr *done = o->op ? o->op->done : NULL;
        const hloa_instr *user = o->op && !o->op->why.before_is_control ? o->op->why.before : NULL;
        uint8_t role = same_name(j->run, s->e->op, m, start->name)          ? 1
                       : done && same_name(j->run, s->e->op, m, done->name) ? 2
                       : user && same_name(j->run, s->e->op, m, user->name) ? 3
                                                                            : 0;
        if (role) {
            s->op = (int32_t)k;
            s->role = role;
            if (role != 3)
                return; /* a start or done before a user */
        }
    }
}

static void figures(cJSON *args, const hloa_joined_op *o)
{
    cJSON_AddNumberToObject(args, "measured_time_us", hloa_round_figure(o->time.median_us));
    cJSON_AddNumberToObject(args, "measured_exposed_us", hloa_round_figure(o->exposed.median_us));
    cJSON_AddNumberToObject(args, "measured_runs", o->time.n);
    cJSON_AddStringToObject(args, "measured_by",
                            hloa_exposed_from_name((hloa_exposed_from)o->exposed_from));
    cJSON_AddNumberToObject(args, "model_time_us", hloa_round_figure(hloa_joined_predicted_us(o)));
    cJSON_AddNumberToObject(args, "model_exposed_us",
                            hloa_round_figure(hloa_joined_predicted_exposed_us(o)));
}

static cJSON *flow(cJSON *events, const char *ph, int pid, int tid, double ts, int id)
{
    cJSON *f = cJSON_CreateObject();
    cJSON_AddStringToObject(f, "ph", ph);
    cJSON_AddStringToObject(f, "name", "measured");
    cJSON_AddStringToObject(f, "cat", "measured");
    cJSON_AddNumberToObject(f, "ts", hloa_round_ns(ts));
    cJSON_AddNumberToObject(f, "pid", pid);
    cJSON_AddNumberToObject(f, "tid", tid);
    cJSON_AddNumberToObject(f, "id", id);
    if (*ph == 'f')
        cJSON_AddStringToObject(f, "bp", "e"); /* the slice it lands in */
    cJSON_AddItemToArray(events, f);
    return f;
}

static void metadata(cJSON *events, const char *what, int pid, int tid, const char *name)
{
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "ph", "M");
    cJSON_AddStringToObject(e, "name", what);
    cJSON_AddNumberToObject(e, "ts", 0);
    cJSON_AddNumberToObject(e, "pid", pid);
    cJSON_AddNumberToObject(e, "tid", tid);
    cJSON_AddStringToObject(cJSON_AddObjectToObject(e, "args"), "name", name);
    cJSON_AddItemToArray(events, e);
}

/* The flows of one device: start -> done -> first user, in time order, one execution each. */
static void flows(cJSON *events, const shown *v, size_t n, const uint32_t *tid, int pid,
                  double origin, int *next_flow)
{
    for (size_t i = 0; i < n; i++) {
        if (v[i].role != 1)
            continue;
        const shown *done = NULL, *user = NULL;
        size_t d = i + 1;
        for (; d < n && !done; d++)
            if (v[d].op == v[i].op && v[d].role == 2)
                done = &v[d];
        /* from the done, or from the end of the start's work when no done is recorded */
        const shown *from = done ? done : &v[i];
        /* (a picosecond's tolerance: times are differences of large timestamps) */
        double after = from->e->start_us + (done ? 0 : from->e->dur_us);
        for (size_t u = i + 1; u < n && !user; u++)
            if (v[u].op == v[i].op && v[u].role == 3 && v[u].e->start_us >= after - 1e-6)
                user = &v[u];
        if (done) {
            int id = ++*next_flow;
            flow(events, "s", pid, (int)tid[v[i].e->stream], v[i].e->start_us - origin, id);
            flow(events, "f", pid, (int)tid[done->e->stream], done->e->start_us - origin, id);
        }
        if (user) {
            int id = ++*next_flow;
            flow(events, "s", pid, (int)tid[from->e->stream], from->e->start_us - origin, id);
            flow(events, "f", pid, (int)tid[user->e->stream], user->e->start_us - origin, id);
        }
    }
}

static int by_start(const void *a, const void *b)
{
    const shown *x = a, *y = b;
    if (x->e->start_us != y->e->start_us)
        return x->e->start_us < y->e->start_us ? -1 : 1;
    return (x->e > y->e) - (x->e < y->e);
}

/* One device's process: its window of the module's execution. */
static void device(cJSON *events, const hloa_join *j, hloa_sym dev, int pid, int *next_flow)
{
    const hloa_run *run = j->run;
    double from = -1, to = -1;
    for (size_t i = 0; i < run->n_events && from < 0; i++) {
        const hloa_run_event *e = &run->events[i];
        if (e->kind == HLOA_RUN_MODULE && e->module == j->module &&
            run->streams[e->stream].device == dev)
            from = e->start_us, to = e->start_us + e->dur_us;
    }
    shown *v = hloa_xmalloc(sizeof *v * MAX_EVENTS);
    size_t n = 0;
    for (size_t i = 0; i < run->n_events && n < MAX_EVENTS; i++) {
        const hloa_run_event *e = &run->events[i];
        if (e->module != j->module || e->kind == HLOA_RUN_HOST || run->streams[e->stream].device != dev)
            continue;
        if (from >= 0 && (e->start_us < from || e->start_us > to))
            continue;
        v[n].e = e;
        classify(j, &v[n]);
        n++;
    }
    qsort(v, n, sizeof *v, by_start);
    double origin = from >= 0 ? from : n ? v[0].e->start_us : 0;
    char *dname = run_str(run, dev, "device");
    char title[512];
    snprintf(title, sizeof title, "measured: %s", dname);
    free(dname);
    metadata(events, "process_name", pid, 0, title);
    /* a thread per stream of the device, numbered as the run numbers its streams */
    uint32_t *tid = hloa_xcalloc(run->n_streams + 1, sizeof *tid);
    for (size_t i = 0; i < n; i++) {
        uint32_t s = v[i].e->stream;
        if (!tid[s]) {
            tid[s] = s + 1;
            char *sname = run_str(run, run->streams[s].name, "events");
            metadata(events, "thread_name", pid, (int)tid[s], sname);
            free(sname);
        }
        cJSON *x = cJSON_CreateObject();
        char *name = run_str(run, v[i].e->op, v[i].e->kind == HLOA_RUN_MODULE ? "module" : "kernel");
        cJSON_AddStringToObject(x, "ph", "X");
        cJSON_AddStringToObject(x, "name", name);
        cJSON_AddStringToObject(x, "cat", "measured");
        cJSON_AddNumberToObject(x, "ts", hloa_round_ns(v[i].e->start_us - origin));
        cJSON_AddNumberToObject(x, "dur", hloa_round_ns(v[i].e->dur_us));
        cJSON_AddNumberToObject(x, "pid", pid);
        cJSON_AddNumberToObject(x, "tid", tid[s]);
        cJSON *args = cJSON_AddObjectToObject(x, "args");
        cJSON_AddStringToObject(args, "op", name);
        free(name);
        if (v[i].op >= 0 && v[i].role != 3) {
            cJSON_AddStringToObject(args, "role", v[i].role == 1 ? "start" : "done");
            figures(args, &j->ops[v[i].op]);
        }
        cJSON_AddItemToArray(events, x);
    }
    flows(events, v, n, tid, pid, origin, next_flow);
    free(tid);
    free(v);
}

void hloa_chains_trace_measured(cJSON *events, const hloa_join *j, int *next_pid, int *next_flow)
{
    const hloa_run *run = j->run;
    /* the devices that ran the module, in the order of the run's streams */
    hloa_sym *devs = hloa_xmalloc((run->n_streams + 1) * sizeof *devs);
    uint32_t n_devs = 0;
    for (size_t i = 0; i < run->n_events; i++) {
        const hloa_run_event *e = &run->events[i];
        if (e->module != j->module || e->kind == HLOA_RUN_HOST)
            continue;
        hloa_sym d = run->streams[e->stream].device;
        uint32_t k = 0;
        while (k < n_devs && devs[k] != d)
            k++;
        if (k == n_devs)
            devs[n_devs++] = d;
    }
    for (uint32_t k = 0; k < n_devs; k++)
        device(events, j, devs[k], (*next_pid)++, next_flow);
    free(devs);
}

void hloa_trace_measured_args(cJSON *args, const hloa_join *j, const hloa_async_op *op)
{
    for (uint32_t k = 0; j && k < j->n_ops; k++)
        if (j->ops[k].op == op && j->ops[k].time.n)
            figures(args, &j->ops[k]);
}
