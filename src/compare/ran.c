/*
 * The requests of BEFORE held to a measured run of AFTER (compare.h,
 * `chains --compare BEFORE AFTER --measured=RUN`): BEFORE -> AFTER -> ran.
 * XLA:GPU puts the level-1 annotations on a kernel's events when the run
 * was profiled with --xla_gpu_trace_annotation_level=1
 * (xla/backends/gpu/runtime/annotation.cc): its scheduling_group_id, its
 * stream_annotation and, for a collective, is_pipelined. What each request
 * asked, checked on the events of AFTER's module, device by device:
 *
 *   group     the events of the group ran together: on each device they form
 *             one stretch of overlapping events per execution of the module
 *   stream    the annotated events ran on streams where none of the
 *             module's other kernels ran (openxla/xla#10640: they did not)
 *   pipeline  each execution of the collective (the instruction of AFTER that
 *             shows the request) overlapped another op's events: the loop
 *             body ran under it
 *   order     not checked: a profile's events do not say what waited for what
 *
 * A request the run's events do not show (no event carries its group or
 * stream, or names its collective) is "not seen", said with what would show it.
 */
#include "hloasync/compare.h"
#include "hloasync/run.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *hloa_ran_name(hloa_ran r)
{
    static const char *const names[] = {"unchecked", "yes", "no", "not seen"};
    return names[r];
}

/* Is event e of the module, on a device's stream or line (not a step, not the host)? */
static int of_module(uint32_t module, const hloa_run_event *e)
{
    return e->module == module && e->kind != HLOA_RUN_HOST && e->kind != HLOA_RUN_MODULE;
}

static int by_start(const void *a, const void *b)
{
    const hloa_run_event *x = *(const hloa_run_event *const *)a;
    const hloa_run_event *y = *(const hloa_run_event *const *)b;
    return (x->start_us > y->start_us) - (x->start_us < y->start_us);
}

static int name_is(const hloa_run *run, hloa_sym sym, const char *s, size_t n)
{
    uint32_t len;
    const char *t = sym ? hloa_run_name_str(run, sym, &len) : NULL;
    return t && len == n && !memcmp(t, s, n);
}

/* The executions of the module on a device: its "XLA Modules" events there, at least 1. */
static size_t executions(const hloa_run *run, uint32_t module, hloa_sym dev)
{
    size_t n = 0;
    for (size_t i = 0; i < run->n_events; i++)
        n += run->events[i].kind == HLOA_RUN_MODULE && run->events[i].module == module &&
             run->streams[run->events[i].stream].device == dev;
    return n ? n : 1;
}

static void say(hloa_request *r, hloa_ran verdict, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void say(hloa_request *r, hloa_ran verdict, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->ran_why, sizeof r->ran_why, fmt, ap);
    va_end(ap);
    r->ran = (uint8_t)verdict;
}

/* The group's events, device by device: one stretch of overlapping events an execution. */
static void group(hloa_request *r, const hloa_run *run, uint32_t module,
                  const hloa_run_event **v)
{
    size_t n = 0;
    for (size_t i = 0; i < run->n_events; i++)
        if (of_module(module, &run->events[i]) &&
            run->events[i].scheduling_group == r->id)
            v[n++] = &run->events[i];
    if (!n) {
        say(r, HLOA_RAN_UNSEEN, "no event of the run carries scheduling_group_id %lld (a profile "
            "taken with --xla_gpu_trace_annotation_level=1 does)", (long long)r->id);
        return;
    }
    qsort(v, n, sizeof *v, by_start);
    size_t stretches = 0, runs = 0, devices = 0;
    for (size_t i = 0; i < n; i++) {
        hloa_sym dev = run->streams[v[i]->stream].device;
        int first = 1;
        for (size_t k = 0; k < i && first; k++)
            first = run->streams[v[k]->stream].device != dev;
        if (!first)
            continue;
        devices++;
        runs += executions(run, module, dev);
        double end = -1;
        for (size_t k = i; k < n; k++) {
            if (run->streams[v[k]->stream].device != dev)
                continue;
            if (v[k]->start_us >= end)
                stretches++;
            if (v[k]->start_us + v[k]->dur_us > end)
                end = v[k]->start_us + v[k]->dur_us;
        }
    }
    if (stretches <= runs)
        say(r, HLOA_RAN_YES, "its %zu events ran together: one stretch an execution (%zu on %zu "
            "device%s)", n, runs, devices, devices == 1 ? "" : "s");
    else
        say(r, HLOA_RAN_NO, "its %zu events ran apart: %zu stretches in %zu execution%s on %zu "
            "device%s, where together is one each", n, stretches, runs, runs == 1 ? "" : "s",
            devices, devices == 1 ? "" : "s");
}

/* The annotated events' streams, and whether the module's other kernels ran there too. */
static void stream(hloa_request *r, const hloa_run *run, uint32_t module)
{
    char id[24];
    int idn = snprintf(id, sizeof id, "%lld", (long long)r->id);
    uint8_t *mine = hloa_xcalloc(run->n_streams + 1, 1);
    size_t n = 0;
    for (size_t i = 0; i < run->n_events; i++) {
        const hloa_run_event *e = &run->events[i];
        if (of_module(module, e) && name_is(run, e->stream_annotation, id, (size_t)idn)) {
            mine[e->stream] = 1;
            n++;
        }
    }
    const hloa_run_event *shared = NULL;
    for (size_t i = 0; i < run->n_events && n && !shared; i++) {
        const hloa_run_event *e = &run->events[i];
        if (of_module(module, e) && e->kind == HLOA_RUN_KERNEL && !e->stream_annotation &&
            mine[e->stream])
            shared = e;
    }
    uint32_t len = 0;
    const char *name = "";
    if (n) {
        uint32_t s = 0;
        while (!mine[s])
            s++;
        hloa_sym sn = run->streams[shared ? shared->stream : s].name;
        name = sn ? hloa_run_name_str(run, sn, &len) : "";
    }
    if (!n)
        say(r, HLOA_RAN_UNSEEN, "no event of the run carries stream_annotation %s (a profile "
            "taken with --xla_gpu_trace_annotation_level=1 does)", id);
    else if (shared)
        say(r, HLOA_RAN_NO, "its %zu event%s ran on '%.*s', where the module's other kernels ran "
            "too", n, n == 1 ? "" : "s", (int)len, name);
    else
        say(r, HLOA_RAN_YES, "its %zu event%s ran on streams of their own ('%.*s')", n,
            n == 1 ? "" : "s", (int)len, name);
    free(mine);
}

/* Each execution of the collective overlapped another op's events on its device. */
static void pipeline(hloa_request *r, const hloa_module *after, const hloa_run *run,
                     uint32_t module)
{
    const hloa_instr *in = r->evidence;
    uint32_t len = 0;
    const char *name = in ? hloa_name(after, in->name, &len) : "";
    size_t n = 0, overlapped = 0, flagged = 0;
    for (size_t i = 0; in && i < run->n_events; i++) {
        const hloa_run_event *e = &run->events[i];
        if (!of_module(module, e) || !name_is(run, e->op, name, len))
            continue;
        n++;
        flagged += e->is_pipelined == 1;
        hloa_sym dev = run->streams[e->stream].device;
        int covered = 0;
        for (size_t k = 0; k < run->n_events && !covered; k++) {
            const hloa_run_event *o = &run->events[k];
            covered = of_module(module, o) && o->op != e->op &&
                      run->streams[o->stream].device == dev && o->start_us < e->start_us + e->dur_us &&
                      o->start_us + o->dur_us > e->start_us;
        }
        overlapped += covered;
    }
    if (!n)
        say(r, HLOA_RAN_UNSEEN, "no event of the run names %s'%.*s'", in ? "" : "its collective ",
            (int)len, name);
    else
        say(r, overlapped == n ? HLOA_RAN_YES : HLOA_RAN_NO,
            "%zu of %zu executions of '%.*s' overlapped other ops (is_pipelined on %zu)",
            overlapped, n, (int)len, name, flagged);
}

void hloa_compare_ran(hloa_comparison *c, const hloa_module *after, const hloa_run *run,
                      uint32_t module)
{
    const hloa_run_event **v = hloa_xmalloc((run->n_events + 1) * sizeof *v);
    for (size_t i = 0; i < c->n; i++) {
        hloa_request *r = &c->items[i];
        if (module == HLOA_RUN_NONE)
            say(r, HLOA_RAN_UNSEEN, "AFTER's module did not run in the profile");
        else if (r->kind == HLOA_REQ_GROUP)
            group(r, run, module, v);
        else if (r->kind == HLOA_REQ_STREAM)
            stream(r, run, module);
        else if (r->kind == HLOA_REQ_PIPELINE)
            pipeline(r, after, run, module);
        else
            say(r, HLOA_RAN_UNCHECKED, "a profile does not say what waited for what");
        c->ran_no += r->ran == HLOA_RAN_NO;
    }
    free(v);
}
