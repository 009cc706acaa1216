/*
 * `hlo-async chains --format=trace`: the estimated schedule (estimate.c) as
 * a Chrome Trace Event Format document, which Perfetto UI and XLA's trace
 * viewer open. One process per computation with async ops or synchronous transfers:
 *
 *   tid 1        "compute": a slice per instruction that takes time, the
 *                waits at dones ("wait") and the synchronous transfers (their
 *                stream: "collectives", ...)
 *   tid 2...     one track per stream of async work (collectives, copies,
 *                send/recv, each async execution thread), a lane more where
 *                ops of one stream overlap: a slice per op from its start to
 *                its done, with its own work nested at the front
 *   flows        from each op's slice to where the compute stream reaches its done
 *   counters     "in flight" (ops) and "bytes in flight"
 *
 * Times are microseconds from the start of one run of the computation.
 */
#include "hloasync/emit.h"
#include "hloasync/timeline.h"

#include "instr_text.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { COMPUTE_TID = 1, MAX_TRACKS = 64 };

/* An async track: ops of one stream (and thread), in lanes that never overlap in time. */
typedef struct track {
    uint8_t stream;     /* hloa_stream */
    const char *thread; /* the async execution thread when not main, else NULL */
    uint32_t thread_len;
    double lane_end[8]; /* when each lane's last op ends */
    int tid[8];         /* each lane's tid, 0 before its first op */
    int n_lanes;
} track;

typedef struct trace_ctx {
    cJSON *events;
    const struct hloa_join *join; /* a measured run, or NULL */
    int pid;
    int next_tid;
    int *next_flow;
    track tracks[MAX_TRACKS];
    int n_tracks;
} trace_ctx;

/*
 * The duration of a slice from begin_us, as the difference of its two ends
 * each rounded to the nanosecond: a slice rounded on its own could end a
 * nanosecond after the next one begins, and Perfetto drops a slice that
 * overlaps another on its track.
 */
static double rounded_dur(double begin_us, double dur_us)
{
    if (dur_us <= 0)
        return 0;
    int64_t b = llround(begin_us * 1000), e = llround((begin_us + dur_us) * 1000);
    return (double)(e > b ? e - b : 0) / 1000;
}

static cJSON *event(trace_ctx *x, const char *ph, const char *name, int tid, double ts)
{
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "ph", ph);
    if (name)
        cJSON_AddStringToObject(e, "name", name);
    cJSON_AddNumberToObject(e, "ts", hloa_round_ns(ts));
    cJSON_AddNumberToObject(e, "pid", x->pid);
    cJSON_AddNumberToObject(e, "tid", tid);
    cJSON_AddItemToArray(x->events, e);
    return e;
}

/* A metadata event: process_name, thread_name, *_sort_index. */
static void metadata(trace_ctx *x, const char *what, int tid, const char *name, int sort)
{
    cJSON *args = cJSON_AddObjectToObject(event(x, "M", what, tid, 0), "args");
    if (name)
        cJSON_AddStringToObject(args, "name", name);
    else
        cJSON_AddNumberToObject(args, "sort_index", sort);
}

static char *dup_name(const hloa_module *m, hloa_sym s)
{
    uint32_t n;
    const char *p = hloa_name(m, s, &n);
    return hloa_xstrndup(p, n);
}

/* The tid of the lane of op's track that is free at its start (a new lane or track if none). */
static int track_tid(trace_ctx *x, const hloa_async_op *op)
{
    int main_thread = op->thread_len == 4 && !memcmp(op->thread, "main", 4);
    const char *thread = hloa_op_is_pair(op) || main_thread ? NULL : op->thread;
    track *t = NULL;
    for (int i = 0; i < x->n_tracks && !t; i++) {
        track *c = &x->tracks[i];
        if (c->stream == op->est.stream && (thread == NULL) == (c->thread == NULL) &&
            (!thread || (c->thread_len == op->thread_len && !memcmp(c->thread, thread, c->thread_len))))
            t = c;
    }
    if (!t && x->n_tracks < MAX_TRACKS) {
        t = &x->tracks[x->n_tracks++];
        memset(t, 0, sizeof(*t));
        t->stream = op->est.stream;
        t->thread = thread;
        t->thread_len = thread ? op->thread_len : 0;
    }
    if (!t) /* more streams than tracks: the last takes the rest */
        t = &x->tracks[MAX_TRACKS - 1];
    int lane = 0;
    while (lane < t->n_lanes && t->lane_end[lane] > op->est.begin_us)
        lane++;
    if (lane == 8) /* more than 8 at once on one stream: they share the last lane */
        lane = 7;
    if (lane == t->n_lanes) {
        t->n_lanes++;
        t->tid[lane] = x->next_tid++;
        char name[96];
        /* async work that is no transfer runs beside the compute track, not on it */
        const char *what = thread                                ? "thread"
                           : t->stream == HLOA_STREAM_COMPUTE ? "async compute"
                                                                : hloa_stream_name(t->stream);
        if (thread)
            snprintf(name, sizeof(name), "%s %.*s", what, (int)(t->thread_len < 60 ? t->thread_len : 60),
                     t->thread);
        else
            snprintf(name, sizeof(name), "%s", what);
        if (lane)
            snprintf(name + strlen(name), sizeof(name) - strlen(name), " #%d", lane + 1);
        metadata(x, "thread_name", t->tid[lane], name, 0);
        metadata(x, "thread_sort_index", t->tid[lane], NULL, t->tid[lane]);
    }
    if (op->est.end_us > t->lane_end[lane])
        t->lane_end[lane] = op->est.end_us;
    return t->tid[lane];
}

/* The counters: ops and bytes in flight at each time they change. */
static void counters(trace_ctx *x, const hloa_timeline_comp *tc)
{
    size_t n;
    hloa_flight_step *steps = hloa_in_flight_steps(tc, &n);
    for (size_t i = 0; i < n; i++) {
        double at = steps[i].at_us;
        cJSON *a = cJSON_AddObjectToObject(event(x, "C", "in flight", COMPUTE_TID, at), "args");
        cJSON_AddNumberToObject(a, "ops", steps[i].ops);
        a = cJSON_AddObjectToObject(event(x, "C", "bytes in flight", COMPUTE_TID, at), "args");
        cJSON_AddNumberToObject(a, "bytes", steps[i].bytes);
    }
    free(steps);
}

/*
 * A flow from the wait at a done (position i, dur long) to the done's first
 * user, when both are slices of the compute track: what the wait held back.
 */
static void done_to_user(trace_ctx *x, const hloa_timeline_comp *tc, const hloa_async_op *op,
                         uint32_t i, double dur)
{
    const hloa_instr *user = op ? op->why.before : NULL;
    if (!user || op->why.before_is_control || dur <= 0 || user->index <= i ||
        user->index >= tc->comp->n_instrs || tc->comp->instrs[user->index] != user ||
        tc->at_us[user->index + 1] <= tc->at_us[user->index])
        return;
    int id = ++*x->next_flow;
    cJSON *f = event(x, "s", "first user", COMPUTE_TID, tc->at_us[i]);
    cJSON_AddStringToObject(f, "cat", "first user");
    cJSON_AddNumberToObject(f, "id", id);
    f = event(x, "f", "first user", COMPUTE_TID, tc->at_us[user->index]);
    cJSON_AddStringToObject(f, "cat", "first user");
    cJSON_AddNumberToObject(f, "id", id);
    cJSON_AddStringToObject(f, "bp", "e");
}

static void trace_comp(trace_ctx *x, hloa_source *src, const hloa_timeline *t,
                       const hloa_timeline_comp *tc, const char *module_name)
{
    const hloa_module *m = t->m;
    const hloa_comp *c = tc->comp;
    char *cname = dup_name(m, c->name);
    char title[512];
    snprintf(title, sizeof(title), "%s / %s%s", module_name, cname,
             t->scheduled ? "" : " (text order: not scheduled)");
    free(cname);
    metadata(x, "process_name", 0, title, 0);
    metadata(x, "process_sort_index", 0, NULL, x->pid);
    metadata(x, "thread_name", COMPUTE_TID, "compute", 0);
    metadata(x, "thread_sort_index", COMPUTE_TID, NULL, COMPUTE_TID);
    /* The waits at dones and their ops, by instruction. */
    const hloa_async_op **done_of = hloa_xcalloc(c->n_instrs + 1, sizeof(void *));
    for (uint32_t i = 0; i < tc->n_ops; i++)
        if (tc->ops[i].done)
            done_of[tc->ops[i].done->index] = &tc->ops[i];
    int *flow_of = hloa_xcalloc(tc->n_ops + 1, sizeof(int));
    /* The synchronous transfers: on the compute track, as what they wait for. */
    const hloa_sync_op **sync_of = hloa_xcalloc(c->n_instrs + 1, sizeof(void *));
    for (uint32_t i = 0; i < tc->n_syncs; i++)
        sync_of[tc->syncs[i].in->index] = &tc->syncs[i];
    /* The async tracks first: an op's flow starts on its slice. */
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        const hloa_async_op *op = &tc->ops[i];
        const hloa_estimate *e = &op->est;
        int tid = track_tid(x, op);
        char *sname = dup_name(m, op->start->name);
        double dur = e->end_us - e->begin_us;
        cJSON *s = event(x, "X", sname, tid, e->begin_us);
        cJSON_AddStringToObject(s, "cat", hloa_stream_name(e->stream));
        cJSON_AddNumberToObject(s, "dur", rounded_dur(e->begin_us, dur));
        cJSON *args = cJSON_AddObjectToObject(s, "args");
        cJSON_AddStringToObject(args, "op", hloa_async_op_label(op));
        cJSON_AddStringToObject(args, "kind", hloa_op_kind_name(op->kind));
        cJSON_AddNumberToObject(args, "line", line_of(src, op->start));
        if (op->done) {
            char *dname = dup_name(m, op->done->name);
            cJSON_AddStringToObject(args, "done", dname);
            free(dname);
        }
        cJSON_AddNumberToObject(args, "async_us", hloa_round_figure(e->async_us));
        cJSON_AddNumberToObject(args, "covered_us", hloa_round_figure(e->covered_us));
        cJSON_AddNumberToObject(args, "exposed_us", hloa_round_figure(e->exposed_us));
        cJSON_AddNumberToObject(args, "bytes", e->bytes);
        char why[512];
        hloa_why_text(src, m, tc, op, why, sizeof(why));
        cJSON_AddStringToObject(args, "why", hloa_why_factor_name((hloa_why_factor)op->why.factor));
        cJSON_AddStringToObject(args, "why_text", why);
        if (op->why.slack_us >= 0) /* null when not known, as in --format=json */
            cJSON_AddNumberToObject(args, "slack_us", hloa_round_figure(op->why.slack_us));
        else
            cJSON_AddNullToObject(args, "slack_us");
        hloa_trace_measured_args(args, x->join, op);
        /* its own work, nested in the slice: from when its place came (after a queue) to when
           the clock says it ended */
        double work_at = e->begin_us + e->queued_us;
        double work_end = fmin(fmax(e->finish_us, work_at), e->end_us);
        if (work_end > work_at) {
            cJSON *w = event(x, "X", op->opcode == HLOA_OP_UNKNOWN ? "work" : hloa_opcodes[op->opcode].name,
                             tid, work_at);
            cJSON_AddStringToObject(w, "cat", hloa_stream_name(e->stream));
            cJSON_AddNumberToObject(w, "dur", rounded_dur(work_at, work_end - work_at));
        }
        if (op->done && dur > 0) {
            flow_of[i] = ++*x->next_flow;
            cJSON *f = event(x, "s", sname, tid, e->begin_us);
            cJSON_AddStringToObject(f, "cat", "async");
            cJSON_AddNumberToObject(f, "id", flow_of[i]);
        }
        free(sname);
    }
    /* The compute stream: each instruction that takes time, and each wait. */
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        double dur = tc->at_us[i + 1] - tc->at_us[i];
        const hloa_async_op *waits = done_of[i];
        if (dur > 0) {
            char *name = dup_name(m, c->instrs[i]->name);
            cJSON *e = event(x, "X", name, COMPUTE_TID, tc->at_us[i]);
            free(name);
            cJSON_AddStringToObject(e, "cat", waits          ? "wait"
                                              : sync_of[i] ? hloa_stream_name(sync_of[i]->stream)
                                                           : "compute");
            cJSON_AddNumberToObject(e, "dur", rounded_dur(tc->at_us[i], dur));
            cJSON *args = cJSON_AddObjectToObject(e, "args");
            uint32_t on;
            const char *op = hloa_opcode_name(c->instrs[i], m, &on);
            char *ops = strndup(op, on);
            cJSON_AddStringToObject(args, "op", ops);
            free(ops);
            cJSON_AddNumberToObject(args, "line", line_of(src, c->instrs[i]));
        }
        done_to_user(x, tc, waits, i, dur);
        if (waits && flow_of[waits - tc->ops]) {
            char *sname = dup_name(m, waits->start->name);
            cJSON *f = event(x, "f", sname, COMPUTE_TID, tc->at_us[i]);
            free(sname);
            cJSON_AddStringToObject(f, "cat", "async");
            cJSON_AddNumberToObject(f, "id", flow_of[waits - tc->ops]);
            if (dur > 0) /* the wait encloses it; else the next slice takes it */
                cJSON_AddStringToObject(f, "bp", "e");
        }
    }
    counters(x, tc);
    free(done_of);
    free(flow_of);
    free(sync_of);
}

void hloa_chains_trace(cJSON *events, hloa_source *src, const hloa_timeline *t,
                       const struct hloa_join *j, int *next_pid, int *next_flow)
{
    const hloa_module *m = t->m;
    char *mname = m->has_header ? dup_name(m, m->name) : hloa_xstrdup(src->path);
    for (uint32_t c = 0; c < t->n_comps; c++) {
        if (!t->comps[c].at_us)
            continue;
        trace_ctx x = {.events = events, .join = j, .pid = (*next_pid)++,
                       .next_tid = COMPUTE_TID + 1, .next_flow = next_flow};
        trace_comp(&x, src, t, &t->comps[c], mname);
    }
    free(mname);
}
