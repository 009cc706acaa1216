/*
 * XLA's profiles of a module: the PGLE profile (pgle.h) read in text and in
 * the wire format, looked up as XLA's estimator looks it up, written back and
 * read again; a measured run's PGLE costs (join.h, profile/pgle_costs.c) from
 * a run built here; XLA's ScheduleProto (xla_schedule.h) read in both forms
 * and set beside the tool's clock. Every file is written by the test, the
 * wire format by hand.
 */
#include "hloasync/join.h"
#include "hloasync/pgle.h"
#include "hloasync/run.h"
#include "hloasync/timeline.h"
#include "hloasync/xla_schedule.h"

#include "helpers.h"
#include "temp_file.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- the wire format, by hand ---- */

typedef struct wire {
    uint8_t b[4096];
    size_t n;
} wire;

static void put_varint(wire *w, uint64_t v)
{
    while (v >= 0x80) {
        w->b[w->n++] = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    w->b[w->n++] = (uint8_t)v;
}

static void put_tag(wire *w, uint32_t number, int type)
{
    put_varint(w, (uint64_t)number << 3 | (uint64_t)type);
}

static void put_bytes(wire *w, uint32_t number, const void *p, size_t n)
{
    put_tag(w, number, 2);
    put_varint(w, n);
    memcpy(w->b + w->n, p, n);
    w->n += n;
}

static void put_str(wire *w, uint32_t number, const char *s)
{
    put_bytes(w, number, s, strlen(s));
}

static void put_msg(wire *w, uint32_t number, const wire *inner)
{
    put_bytes(w, number, inner->b, inner->n);
}

static void put_double(wire *w, uint32_t number, double v)
{
    put_tag(w, number, 1);
    memcpy(w->b + w->n, &v, 8);
    w->n += 8;
}

static void put_int(wire *w, uint32_t number, int64_t v)
{
    put_tag(w, number, 0);
    put_varint(w, (uint64_t)v);
}

static hloa_pgle *read_text(const char *text)
{
    hloa_pgle *p = NULL;
    char why[256];
    int rc = hloa_pgle_read(&p, "p.pbtxt", text, strlen(text), -1, why, sizeof(why));
    cr_assert_eq(rc, 0, "%s", why);
    return p;
}

static double cost(const hloa_pgle *p, const char *name)
{
    return hloa_pgle_cost_us(p, name, strlen(name));
}

static double latency(const hloa_pgle *p, const char *s, const char *t)
{
    return hloa_pgle_latency_us(p, s, strlen(s), t, strlen(t));
}

Test(pgle, text_costs_and_latencies_the_last_entry_of_a_name_counts)
{
    hloa_pgle *p = read_text("# a profile\n"
                             "costs { name: \"c0\" cost_us: 10.0 }\n"
                             "costs { name: \"b\" cost_us: 1 } costs { name: \"c0\" cost_us: 12.5 }\n"
                             "latencies { source: \"s\" target: \"d\" latency_us: 40 }\n"
                             "latencies { source: \"s\" target: \"d\" latency_us: 41 }\n"
                             "latencies { source: \"s\" target: \"e\" latency_us: 7 }\n");
    cr_assert_eq(p->binary, 0);
    cr_assert_eq(p->n_costs, 3);
    cr_assert_eq(p->n_latencies, 3);
    cr_assert_eq(cost(p, "c0"), 12.5);
    cr_assert_eq(cost(p, "b"), 1);
    cr_assert_eq(cost(p, "c"), -1);
    cr_assert_eq(cost(p, "c00"), -1);
    cr_assert_eq(latency(p, "s", "d"), 41);
    cr_assert_eq(latency(p, "s", "e"), 7);
    cr_assert_eq(latency(p, "s", "f"), -1);
    cr_assert_eq(latency(p, "d", "s"), -1);
    cr_assert(hloa_pgle_has_source(p, "s", 1));
    cr_assert(!hloa_pgle_has_source(p, "d", 1));
    /* where each entry is written */
    cr_assert_eq(p->costs[0].line, 2);
    cr_assert_eq(p->costs[2].line, 3);
    cr_assert_eq(p->costs[2].col, 32);
    cr_assert_eq(p->latencies[2].line, 6);
    hloa_pgle_free(p);
}

Test(pgle, an_empty_profile_and_absent_fields)
{
    hloa_pgle *p = read_text("");
    cr_assert_eq(p->n_costs + p->n_latencies, 0);
    cr_assert_eq(cost(p, "x"), -1);
    hloa_pgle_free(p);
    p = read_text("costs { cost_us: 3 } costs { name: \"n\" }");
    cr_assert_eq(cost(p, ""), 3);
    cr_assert_eq(cost(p, "n"), 0);
    hloa_pgle_free(p);
    /* a singular field written twice: the last counts, as protobuf reads it */
    p = read_text("costs { name: \"a\" cost_us: 1 name: \"b\" cost_us: 2 }");
    cr_assert_eq(cost(p, "a"), -1);
    cr_assert_eq(cost(p, "b"), 2);
    hloa_pgle_free(p);
}

static void refused(const char *text, int binary, size_t len, const char *expect)
{
    hloa_pgle *p = NULL;
    char why[256] = "";
    cr_assert_eq(hloa_pgle_read(&p, "p", text, len, binary, why, sizeof(why)), -1, "%s", text);
    cr_assert_null(p);
    cr_assert(strstr(why, expect), "'%s' lacks '%s'", why, expect);
}

Test(pgle, text_errors_are_located)
{
    refused("costs { name: \"x\" cost_us: 1 ", 0, strlen("costs { name: \"x\" cost_us: 1 "), "p:1:");
    refused("cost { name: \"x\" }", 0, strlen("cost { name: \"x\" }"), "p:1:1: unknown field 'cost'");
    refused("costs: 3", 0, strlen("costs: 3"), "'costs' is a message");
    refused("\ncosts { name: 3 }", 0, strlen("\ncosts { name: 3 }"), "p:2:1: a field of 'costs'");
    refused("latencies { latency_us: \"x\" }", 0, strlen("latencies { latency_us: \"x\" }"), "a field of 'latencies'");
}

/* The binary of costs {name, cost_us} and latencies {source, target, latency_us}. */
static void pgle_wire(wire *w)
{
    wire c = {0}, l = {0};
    put_str(&c, 1, "ag-start");
    put_double(&c, 2, 120);
    put_msg(w, 1, &c);
    put_str(&l, 1, "rs.7");
    put_str(&l, 2, "rs-done");
    put_double(&l, 3, 55.25);
    put_int(&l, 9, 1); /* a field of a later schema */
    put_msg(w, 2, &l);
    put_int(w, 7, 1); /* skipped as protobuf skips it */
}

Test(pgle, binary_by_its_bytes)
{
    wire w = {0};
    pgle_wire(&w);
    hloa_pgle *p = NULL;
    char why[256];
    cr_assert_eq(hloa_pgle_read(&p, "p", w.b, w.n, -1, why, sizeof(why)), 0, "%s", why);
    cr_assert_eq(p->binary, 1);
    cr_assert_eq(cost(p, "ag-start"), 120);
    cr_assert_eq(latency(p, "rs.7", "rs-done"), 55.25);
    cr_assert_eq(p->costs[0].line, 0);
    hloa_pgle_free(p);
}

Test(pgle, binary_errors)
{
    wire w = {0};
    pgle_wire(&w);
    refused((const char *)w.b, 1, w.n - 3, "corrupt or truncated");
    wire bad = {0}, c = {0};
    put_str(&c, 1, "x");
    put_int(&c, 2, 5); /* cost_us as a varint */
    put_msg(&bad, 1, &c);
    refused((const char *)bad.b, 1, bad.n, "byte 0: a corrupt costs entry");
    wire bad2 = {0};
    put_int(&bad2, 2, 5); /* latencies not a message */
    refused((const char *)bad2.b, 1, bad2.n, "a corrupt latencies entry");
    wire bad3 = {0}, l = {0};
    put_int(&l, 1, 3); /* a source that is no string */
    put_msg(&bad3, 2, &l);
    refused((const char *)bad3.b, 1, bad3.n, "latencies");
}

Test(pgle, written_and_read_back_the_same_in_both_forms)
{
    static const char long_name[] = "a name of more than one hundred and twenty-eight bytes, so that its "
                                    "length takes two bytes of a varint in the binary form, and more";
    hloa_pgle_cost costs[] = {
        {"fusion.3", 8, 28.0, 0, 0},
        {"q\"uote\\d\n", 9, 0.1, 0, 0},
        {long_name, sizeof(long_name) - 1, 1e-7, 0, 0},
        {"big", 3, 3.5e20, 0, 0},
        {"zero", 4, 0, 0, 0},
        {"odd", 3, -0.035156250000000444, 0, 0}, /* more digits than 17 decimals hold */
        {"nan", 3, NAN, 0, 0},
        {"inf", 3, -INFINITY, 0, 0},
    };
    size_t n = sizeof(costs) / sizeof(costs[0]);
    for (int binary = 0; binary <= 1; binary++) {
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_pgle_write(&sb, costs, n, binary);
        hloa_pgle *p = NULL;
        char why[256];
        cr_assert_eq(hloa_pgle_read(&p, "w", sb.buf, sb.len, -1, why, sizeof(why)), 0, "%s", why);
        cr_assert_eq(p->binary, binary);
        cr_assert_eq(p->n_costs, n);
        for (size_t i = 0; i < n; i++) {
            cr_assert_eq(p->costs[i].name_len, costs[i].name_len);
            cr_assert(!memcmp(p->costs[i].name, costs[i].name, costs[i].name_len));
            cr_assert(p->costs[i].us == costs[i].us || (isnan(p->costs[i].us) && isnan(costs[i].us)),
                      "%zu: %.17g != %.17g", i, p->costs[i].us, costs[i].us);
        }
        if (!binary)
            cr_assert(strstr(sb.buf, "costs { name: \"fusion.3\" cost_us: 28.0 }\n"), "%s", sb.buf);
        hloa_pgle_free(p);
        hloa_strbuf_release(&sb);
    }
}

Test(pgle, load_tells_the_form_by_name_and_says_why_not)
{
    char path[512], why[256];
    write_temp_file(path, sizeof path, "pgle", "costs { name: \"x\" cost_us: 2 }\n", 31);
    hloa_pgle *p = NULL;
    cr_assert_eq(hloa_pgle_load(&p, path, why, sizeof(why)), 0, "%s", why);
    cr_assert_eq(cost(p, "x"), 2);
    hloa_pgle_free(p);
    /* a *.pb name is the wire format, whatever the bytes */
    char pb[600];
    snprintf(pb, sizeof(pb), "%s.pb", path);
    cr_assert_eq(rename(path, pb), 0);
    cr_assert_eq(hloa_pgle_load(&p, pb, why, sizeof(why)), -1);
    cr_assert(strstr(why, "corrupt or truncated"), "%s", why);
    unlink(pb);
    cr_assert_eq(hloa_pgle_load(&p, pb, why, sizeof(why)), -1);
    cr_assert(strstr(why, pb), "%s", why);
    hloa_pgle_free(NULL);
}

/* ---- as the estimator reads it ---- */

static const char *const step =
    "HloModule s, is_scheduled=true, num_partitions=8\n"
    "%add (a: f32[], b: f32[]) -> f32[] {\n"
    "  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n"
    "%rs_body (x: f32[4096,1024]) -> f32[512,1024] {\n"
    "  %x = f32[4096,1024]{1,0} parameter(0)\n"
    "  ROOT %rs.7 = f32[512,1024]{1,0} reduce-scatter(%x), replica_groups=[1,8]<=[8], dimensions={0}, to_apply=%add\n}\n"
    "ENTRY %main (p: f32[512,1024], g: f32[4096,1024]) -> (f32[4096,1024], f32[512,1024], f32[4096,1024]) {\n"
    "  %p = f32[512,1024]{1,0} parameter(0)\n"
    "  %g = f32[4096,1024]{1,0} parameter(1)\n"
    "  %ag-start = (f32[512,1024]{1,0}, f32[4096,1024]{1,0}) all-gather-start(%p), replica_groups=[1,8]<=[8], dimensions={0}\n"
    "  %rs-start = ((f32[4096,1024]{1,0}), f32[512,1024]{1,0}) async-start(%g), calls=%rs_body\n"
    "  %n = f32[4096,1024]{1,0} negate(%g)\n"
    "  %ag-done = f32[4096,1024]{1,0} all-gather-done(%ag-start)\n"
    "  %rs-done = f32[512,1024]{1,0} async-done(%rs-start)\n"
    "  ROOT %t = (f32[4096,1024]{1,0}, f32[512,1024]{1,0}, f32[4096,1024]{1,0}) tuple(%ag-done, %rs-done, %n)\n}\n";

typedef struct timed {
    parsed p;
    hloa_arena arena;
    hloa_timeline t;
} timed;

static void time_it(timed *x, const char *text, const hloa_pgle *pgle)
{
    parse_text(&x->p, text);
    cr_assert_eq(x->p.errors, 0);
    hloa_desugar(&x->p.m, NULL, &x->p.diags);
    hloa_arena_init(&x->arena);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hw.pgle = pgle;
    hloa_timeline_build(&x->p.m, &x->arena, &x->t);
    hloa_timeline_estimate(&x->t, &hw, &x->arena);
}

static void timed_release(timed *x)
{
    hloa_arena_release(&x->arena);
    parsed_release(&x->p);
}

static const hloa_async_op *op_named(const timed *x, const char *start)
{
    for (uint32_t c = 0; c < x->t.n_comps; c++)
        for (uint32_t i = 0; i < x->t.comps[c].n_ops; i++) {
            uint32_t n;
            const char *s = hloa_name(&x->p.m, x->t.comps[c].ops[i].start->name, &n);
            if (n == strlen(start) && !memcmp(s, start, n))
                return &x->t.comps[c].ops[i];
        }
    cr_assert_fail("no op %s", start);
    return NULL;
}

Test(pgle, ops_by_latency_by_cost_and_by_the_wrapped_name)
{
    hloa_pgle *p = read_text("costs { name: \"ag-start\" cost_us: 120 }\n"
                             "costs { name: \"n\" cost_us: 30 }\n"
                             "latencies { source: \"rs.7\" target: \"rs-done\" latency_us: 55 }\n");
    timed x;
    time_it(&x, step, p);
    const hloa_async_op *ag = op_named(&x, "ag-start"), *rs = op_named(&x, "rs-start");
    cr_assert_eq(ag->est.async_us, 120);
    cr_assert_eq(ag->est.source, HLOA_SOURCE_PGLE);
    cr_assert_eq(rs->est.async_us, 55);
    cr_assert_eq(rs->est.source, HLOA_SOURCE_PGLE);
    cr_assert_eq(x.t.comps[0].totals.compute_us, 30); /* the negate, by its cost */
    cr_assert_str_eq(hloa_cost_source_name(HLOA_SOURCE_PGLE), "pgle");
    timed_release(&x);
    hloa_pgle_free(p);
    /* the start's own entry wins over the wrapped one's; a latency to the wrapped name counts;
       without either the model answers */
    p = read_text("costs { name: \"rs-start\" cost_us: 9 }\n"
                  "latencies { source: \"rs-start\" target: \"rs.7\" latency_us: 11 }\n"
                  "costs { name: \"rs.7\" cost_us: 99 }\n");
    time_it(&x, step, p);
    rs = op_named(&x, "rs-start");
    ag = op_named(&x, "ag-start");
    cr_assert_eq(rs->est.async_us, 11);
    cr_assert_eq(ag->est.source, HLOA_SOURCE_MODEL);
    cr_assert_str_eq(hloa_cost_source_name(ag->est.source), "model");
    timed_release(&x);
    hloa_pgle_free(p);
    p = read_text("costs { name: \"rs-start\" cost_us: 9 }\n");
    time_it(&x, step, p);
    cr_assert_eq(op_named(&x, "rs-start")->est.async_us, 9);
    cr_assert_eq(hloa_pgle_op_us(NULL, &x.p.m, op_named(&x, "rs-start")), -1);
    timed_release(&x);
    hloa_pgle_free(p);
}

/* ---- a measured run's PGLE costs ---- */

static void event(hloa_run *run, uint32_t module, uint32_t stream, const char *op, double start,
                  double dur)
{
    hloa_run_event ev = {0};
    ev.start_us = start;
    ev.dur_us = dur;
    ev.op = hloa_run_name(run, op, strlen(op));
    ev.module = module;
    ev.stream = stream;
    ev.scheduling_group = -1;
    ev.op_id = -1;
    ev.is_pipelined = -1;
    ev.kind = HLOA_RUN_KERNEL;
    hloa_run_add_event(run, &ev);
}

Test(pgle, costs_of_a_run_slowest_communication_fastest_compute)
{
    timed x;
    time_it(&x, step, NULL);
    hloa_run run;
    hloa_run_init(&run);
    uint32_t mod = hloa_run_module_of(&run, hloa_run_name(&run, "s", 1), 7);
    uint32_t s0 = hloa_run_stream_of(&run, 1, 13), s1 = hloa_run_stream_of(&run, 1, 14);
    /* two steps; the negate is two kernels back to back; a kernel of another op and of no
       instruction break nothing */
    event(&run, mod, s0, "ag-start", 0, 100);
    event(&run, mod, s1, "n", 1, 14);
    event(&run, mod, s1, "n", 15, 16);
    event(&run, mod, s1, "not-here", 40, 1);
    event(&run, mod, s0, "rs.7", 120, 50);
    event(&run, mod, s0, "ag-start", 1000, 120);
    event(&run, mod, s1, "n", 1001, 13);
    event(&run, mod, s1, "n", 1014, 15);
    event(&run, mod, s0, "rs.7", 1130, 45);
    event(&run, HLOA_RUN_NONE, s1, "n", 2000, 1); /* another module's: not counted */
    hloa_join j;
    hloa_join_build(&run, mod, &x.t, &x.arena, &j);
    hloa_pgle_cost *costs;
    size_t n = hloa_pgle_costs_of_run(&j, &x.arena, &costs);
    double ag = -1, rs = -1, neg = -1;
    for (size_t i = 0; i < n; i++) {
        if (!strncmp(costs[i].name, "ag-start", costs[i].name_len))
            ag = costs[i].us;
        else if (!strncmp(costs[i].name, "rs-start", costs[i].name_len))
            rs = costs[i].us;
        else if (!strncmp(costs[i].name, "n", costs[i].name_len))
            neg = costs[i].us;
    }
    cr_assert_eq(n, 3);
    cr_assert_eq(ag, 120);
    cr_assert_eq(rs, 50);
    cr_assert_eq(neg, 28);
    /* written and read back, the costs time the same module the same */
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_pgle_write(&sb, costs, n, 1);
    hloa_pgle *p = NULL;
    char why[256];
    cr_assert_eq(hloa_pgle_read(&p, "run.pb", sb.buf, sb.len, 1, why, sizeof(why)), 0, "%s", why);
    timed y;
    time_it(&y, step, p);
    cr_assert_eq(op_named(&y, "ag-start")->est.async_us, 120);
    cr_assert_eq(op_named(&y, "rs-start")->est.async_us, 50);
    cr_assert_eq(y.t.comps[0].totals.compute_us, 28);
    timed_release(&y);
    hloa_pgle_free(p);
    hloa_strbuf_release(&sb);
    hloa_run_release(&run);
    timed_release(&x);
}

/* ---- XLA's ScheduleProto ---- */

/* A ScheduleProto of the step: ids 1.. for p, g, ag-start, rs-start, n, ag-done, rs-done, t. */
static void schedule_wire(wire *w, int64_t cpu)
{
    static const char *const names[] = {"p", "g", "ag-start", "rs-start", "n", "ag-done", "rs-done", "t"};
    static const double at[][2] = {{0, 0}, {0, 0}, {0, 1000}, {1000, 2000}, {2000, 30000},
                                   {100000, 101000}, {150000, 151000}, {151000, 151000}};
    wire comp = {0}, module = {0}, sched = {0}, stats = {0};
    put_str(&comp, 1, "main");
    for (int i = 0; i < 8; i++) {
        wire in = {0};
        put_str(&in, 1, names[i]);
        put_str(&in, 2, "op");
        put_int(&in, 35, i + 1);
        put_msg(&comp, 2, &in);
    }
    put_int(&comp, 5, 10);
    put_str(&module, 1, "s");
    put_msg(&module, 3, &comp);
    put_int(&module, 6, 10);
    put_int(&sched, 1, 10);
    for (int i = 0; i < 8; i++) {
        wire in = {0};
        put_int(&in, 1, i + 1);
        put_double(&in, 2, at[i][0]);
        put_double(&in, 3, at[i][1]);
        put_int(&in, 5, 100);
        put_int(&in, 6, 200);
        put_int(&in, 9, 1); /* a later field */
        put_msg(&sched, 2, &in);
    }
    put_double(&stats, 1, 50000); /* all-gather */
    put_double(&stats, 7, 20000); /* reduce-scatter */
    put_double(&stats, 11, 70000);
    put_double(&stats, 12, 151000);
    put_int(&stats, 13, 4096);
    put_double(&stats, 14, 1); /* a later field */
    put_msg(&sched, 3, &stats);
    put_int(&sched, 4, cpu);
    put_msg(w, 1, &module);
    put_msg(w, 2, &sched);
}

static const char *const schedule_text =
    "hlo_module { name: \"s\" computations { name: \"main\" id: 10\n"
    "  instructions { name: \"p\" id: 1 } instructions { name: \"g\" id: 2 }\n"
    "  instructions { name: \"ag-start\" id: 3 } instructions { name: \"rs-start\" id: 4 }\n"
    "  instructions { name: \"n\" id: 5 } instructions { name: \"ag-done\" id: 6 }\n"
    "  instructions { name: \"rs-done\" id: 7 } instructions { name: \"t\" id: 8 } } }\n"
    "computation_schedules { computation_id: 10 cycles_per_microsecond: 1000\n"
    "  instructions { id: 3 start_timestamp_cycles: 0 end_timestamp_cycles: 1000 }\n"
    "  instructions { id: 4 start_timestamp_cycles: 1000 end_timestamp_cycles: 2000 }\n"
    "  instructions { id: 6 start_timestamp_cycles: 100000 end_timestamp_cycles: 101000 }\n"
    "  instructions { id: 7 start_timestamp_cycles: 150000 end_timestamp_cycles: 151000 }\n"
    "  instructions { id: 99 }\n"
    "  scheduler_statistics { all_gather_wasted_cycles: 50000 reduce_scatter_wasted_cycles: 20000\n"
    "    total_wasted_cycles: 70000 total_cycles: 151000 memory_pressure_peak: 4096 } }\n";

static void check_beside(const hloa_xla_schedule *s)
{
    cr_assert_eq(s->n_comps, 1);
    cr_assert_eq(s->comps[0].id, 10);
    cr_assert_eq(s->comps[0].name_len, 4);
    cr_assert(!memcmp(s->comps[0].name, "main", 4));
    cr_assert_eq(s->comps[0].cycles_per_us, 1000);
    cr_assert_eq(s->comps[0].wasted_cycles[HLOA_XS_ALL_GATHER], 50000);
    cr_assert_eq(s->comps[0].total_cycles, 151000);
    cr_assert_eq(s->comps[0].memory_pressure_peak, 4096);
    timed x;
    time_it(&x, step, NULL);
    hloa_xs_beside b;
    hloa_xs_beside_build(s, &x.t, &x.arena, &b);
    cr_assert_eq(b.n_comps_matched, 1);
    cr_assert_eq(b.n_ops, 2);
    cr_assert_eq(b.n_unmatched, 0);
    const hloa_xs_op *first = &b.ops[0];
    cr_assert(first->disagreement_us >= b.ops[1].disagreement_us);
    for (uint32_t i = 0; i < 2; i++) {
        const hloa_xs_op *o = &b.ops[i];
        uint32_t n;
        const char *name = hloa_name(&x.p.m, o->op->start->name, &n);
        int ag = n == 8 && !memcmp(name, "ag-start", 8);
        cr_assert_eq(o->xla_start_us, ag ? 0 : 1);
        cr_assert_eq(o->xla_end_us, ag ? 101 : 151);
        cr_assert_eq(o->start_us, o->op->est.begin_us);
        cr_assert_eq(o->end_us, o->op->est.end_us);
        cr_assert_eq(o->disagreement_us,
                     fmax(fabs(o->start_us - o->xla_start_us), fabs(o->end_us - o->xla_end_us)));
    }
    int kinds = 0;
    for (uint32_t k = 0; k < b.n_kinds; k++) {
        if (b.kinds[k].kind == HLOA_XS_ALL_GATHER) {
            cr_assert_eq(b.kinds[k].xla_wasted_us, 50);
            cr_assert_eq(b.kinds[k].exposed_us, op_named(&x, "ag-start")->est.exposed_us);
            kinds++;
        }
        if (b.kinds[k].kind == HLOA_XS_REDUCE_SCATTER) {
            cr_assert_eq(b.kinds[k].xla_wasted_us, 20);
            kinds++;
        }
    }
    cr_assert_eq(kinds, 2);
    cr_assert_str_eq(hloa_xs_kind_name(HLOA_XS_CALL), "call");
    timed_release(&x);
}

Test(xla_schedule, binary_and_text_the_same)
{
    wire w = {0};
    schedule_wire(&w, 1000);
    hloa_xla_schedule *s = NULL;
    char why[256];
    cr_assert_eq(hloa_xla_schedule_read(&s, "s.pb", w.b, w.n, -1, why, sizeof(why)), 0, "%s", why);
    cr_assert_eq(s->binary, 1);
    cr_assert_eq(s->comps[0].n_instrs, 8);
    cr_assert_eq(s->comps[0].instrs[0].memory_usage_after, 100);
    cr_assert_eq(s->comps[0].instrs[0].peak_memory_after, 200);
    cr_assert_eq(s->module_name_len, 1);
    check_beside(s);
    hloa_xla_schedule_free(s);
    cr_assert_eq(hloa_xla_schedule_read(&s, "s.pbtxt", schedule_text, strlen(schedule_text), -1,
                                        why, sizeof(why)),
                 0, "%s", why);
    cr_assert_eq(s->binary, 0);
    cr_assert_null(s->comps[0].instrs[4].name); /* id 99 names nothing */
    check_beside(s);
    hloa_xla_schedule_free(s);
}

Test(xla_schedule, another_module_matches_nothing)
{
    const char *text = "computation_schedules { computation_id: 3 instructions { id: 1 } }";
    hloa_xla_schedule *s = NULL;
    char why[256];
    cr_assert_eq(hloa_xla_schedule_read(&s, "s", text, strlen(text), 0, why, sizeof(why)), 0, "%s", why);
    timed x;
    time_it(&x, step, NULL);
    hloa_xs_beside b;
    hloa_xs_beside_build(s, &x.t, &x.arena, &b);
    cr_assert_eq(b.n_comps_matched, 0);
    cr_assert_eq(b.n_ops, 0);
    cr_assert_eq(b.n_unmatched, 2);
    timed_release(&x);
    hloa_xla_schedule_free(s);
}

static void schedule_refused(const void *bytes, size_t len, int binary, const char *expect)
{
    hloa_xla_schedule *s = NULL;
    char why[256] = "";
    cr_assert_eq(hloa_xla_schedule_read(&s, "s", bytes, len, binary, why, sizeof(why)), -1);
    cr_assert(strstr(why, expect), "'%s' lacks '%s'", why, expect);
}

Test(xla_schedule, corrupt_files)
{
    wire w = {0};
    schedule_wire(&w, 1000);
    schedule_refused(w.b, w.n / 2, 1, "corrupt or truncated");
    static const struct {
        uint32_t inner, number;
        int type;
    } wrong[] = {
        {2, 1, 2}, /* an instruction's id as bytes */
        {2, 2, 0}, /* a timestamp as a varint */
        {3, 1, 0}, /* wasted cycles as a varint */
        {3, 13, 1}, /* memory_pressure_peak as a double */
        {0, 1, 2}, /* computation_id as bytes */
    };
    for (size_t k = 0; k < sizeof(wrong) / sizeof(wrong[0]); k++) {
        wire inner = {0}, sched = {0}, top = {0};
        if (wrong[k].type == 2)
            put_str(&inner, wrong[k].number, "x");
        else if (wrong[k].type == 1)
            put_double(&inner, wrong[k].number, 1);
        else
            put_int(&inner, wrong[k].number, 1);
        if (wrong[k].inner)
            put_msg(&sched, wrong[k].inner, &inner);
        else
            sched = inner;
        put_msg(&top, 2, &sched);
        schedule_refused(top.b, top.n, 1, "computation_schedules entry 1 is corrupt");
    }
    wire top = {0};
    put_int(&top, 2, 1);
    schedule_refused(top.b, top.n, 1, "is corrupt");
    wire bad_module = {0}, m = {0};
    put_int(&m, 3, 1); /* computations as a varint */
    put_msg(&bad_module, 1, &m);
    schedule_refused(bad_module.b, bad_module.n, 1, "its hlo_module");
    schedule_refused("computation_schedules { computation_id: \"x\" }", strlen("computation_schedules { computation_id: \"x\" }"), 0, "wrong type");
    schedule_refused("computation_schedules { instructions { id: 1.5 } }", strlen("computation_schedules { instructions { id: 1.5 } }"), 0, "wrong type");
    schedule_refused("computation_schedules { scheduler_statistics: 3 }", strlen("computation_schedules { scheduler_statistics: 3 }"), 0, "wrong type");
    schedule_refused("computation_schedules { scheduler_statistics { total_cycles: \"x\" } }", strlen("computation_schedules { scheduler_statistics { total_cycles: \"x\" } }"), 0,
                     "wrong type");
    schedule_refused("hlo_module { computations { id: \"x\" } }", strlen("hlo_module { computations { id: \"x\" } }"), 0, "wrong type");
    schedule_refused("hlo_module { computations { id: 1 instructions { id: \"y\" } } }", strlen("hlo_module { computations { id: 1 instructions { id: \"y\" } } }"), 0,
                     "wrong type");
    schedule_refused("hlo_module: 3", strlen("hlo_module: 3"), 0, "wrong type");
    schedule_refused("computation_schedules: 3", strlen("computation_schedules: 3"), 0, "wrong type");
    /* a part of the wrong type ends its list, good parts after it or not */
    static const char *const later[] = {
        "computation_schedules { instructions: 3 instructions { id: 1 } }",
        "computation_schedules { instructions { id: \"y\" } scheduler_statistics { total_cycles: 1 } }",
        "computation_schedules: 3 computation_schedules { computation_id: 1 }",
        "hlo_module { computations: 3 computations { id: 1 } }",
        "hlo_module { computations { id: 1 instructions: 3 instructions { id: 2 } } }",
    };
    for (size_t k = 0; k < sizeof later / sizeof later[0]; k++)
        schedule_refused(later[k], strlen(later[k]), 0, "wrong type");
    schedule_refused("computation_schedules {", strlen("computation_schedules {"), 0, "s:1:");
    char why[256];
    hloa_xla_schedule *s = NULL;
    cr_assert_eq(hloa_xla_schedule_load(&s, "/nonexistent/s.pb", why, sizeof(why)), -1);
    hloa_xla_schedule_free(NULL);
}

/* ---- a synchronous collective, a copy pair, a schedule that times part of them ---- */

static const char *const sync_step =
    "HloModule s2, is_scheduled=true, num_partitions=8\n"
    "%add (a: f32[], b: f32[]) -> f32[] {\n"
    "  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n"
    "ENTRY %main (p: f32[1048576], q: f32[1048576]) -> (f32[1048576], f32[1048576], f32[1048576]) {\n"
    "  %p = f32[1048576]{0} parameter(0)\n"
    "  %q = f32[1048576]{0} parameter(1)\n"
    "  %ar = f32[1048576]{0} all-reduce(%p), replica_groups=[1,8]<=[8], to_apply=%add\n"
    "  %cp-start = (f32[1048576]{0}, f32[1048576]{0}, u32[]) copy-start(%q)\n"
    "  %m = f32[1048576]{0} multiply(%q, %q)\n"
    "  %cp-done = f32[1048576]{0} copy-done(%cp-start)\n"
    "  ROOT %t = (f32[1048576]{0}, f32[1048576]{0}, f32[1048576]{0}) tuple(%ar, %cp-done, %m)\n}\n";

static double cost_in(const hloa_pgle_cost *costs, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (costs[i].name_len == strlen(name) && !memcmp(costs[i].name, name, costs[i].name_len))
            return costs[i].us;
    return -1;
}

Test(pgle, costs_of_a_run_with_a_synchronous_collective)
{
    timed x;
    time_it(&x, sync_step, NULL);
    hloa_run run;
    hloa_run_init(&run);
    uint32_t mod = hloa_run_module_of(&run, hloa_run_name(&run, "s2", 2), 1);
    uint32_t s0 = hloa_run_stream_of(&run, 1, 1), s1 = hloa_run_stream_of(&run, 1, 2);
    /* events of two streams at the same times, in no order */
    event(&run, mod, s1, "m", 10, 4);
    event(&run, mod, s0, "m", 10, 6);
    event(&run, mod, s0, "ar", 0, 30);
    event(&run, mod, s1, "ar", 0, 35);
    event(&run, mod, s0, "cp-start", 20, 2);
    hloa_run_event op = {0};
    op.start_us = 50;
    op.dur_us = 3;
    op.op = hloa_run_name(&run, "m", 1);
    op.module = mod;
    op.stream = s0;
    op.scheduling_group = -1;
    op.op_id = -1;
    op.is_pipelined = -1;
    op.kind = HLOA_RUN_OP; /* an op as the runtime saw it counts as an execution too */
    hloa_run_add_event(&run, &op);
    hloa_join j;
    hloa_join_build(&run, mod, &x.t, &x.arena, &j);
    hloa_pgle_cost *costs;
    size_t n = hloa_pgle_costs_of_run(&j, &x.arena, &costs);
    cr_assert_eq(cost_in(costs, n, "ar"), 35, "%g", cost_in(costs, n, "ar"));
    cr_assert_eq(cost_in(costs, n, "m"), 3);
    cr_assert_eq(cost_in(costs, n, "cp-start"), 2);
    hloa_run_release(&run);
    timed_release(&x);
}

Test(xla_schedule, a_schedule_of_part_of_the_ops)
{
    /* cp-done is not in XLA's schedule; an instruction of it has no name; a computation is no
       computation of the module */
    const char *text =
        "hlo_module { name: \"s2\" computations { name: \"main\" id: 1\n"
        "  instructions { name: \"ar\" id: 3 } instructions { name: \"cp-start\" id: 4 } } }\n"
        "computation_schedules { computation_id: 1 cycles_per_microsecond: 2\n"
        "  instructions { id: 3 start_timestamp_cycles: 0 end_timestamp_cycles: 20 }\n"
        "  instructions { id: 4 start_timestamp_cycles: 20 end_timestamp_cycles: 22 }\n"
        "  instructions { id: 5 }\n"
        "  scheduler_statistics { all_reduce_wasted_cycles: 20 } }\n"
        "computation_schedules { computation_id: 77 }\n";
    hloa_xla_schedule *s = NULL;
    char why[256];
    cr_assert_eq(hloa_xla_schedule_read(&s, "s", text, strlen(text), -1, why, sizeof(why)), 0, "%s", why);
    cr_assert_null(s->comps[1].name);
    timed x;
    time_it(&x, sync_step, NULL);
    hloa_xs_beside b;
    hloa_xs_beside_build(s, &x.t, &x.arena, &b);
    cr_assert_eq(b.n_comps_matched, 1);
    cr_assert_eq(b.n_ops, 0);
    cr_assert_eq(b.n_unmatched, 1);
    cr_assert_eq(b.n_kinds, 1);
    cr_assert_eq(b.kinds[0].kind, HLOA_XS_ALL_REDUCE);
    cr_assert_eq(b.kinds[0].xla_wasted_us, 10);
    cr_assert_eq(b.kinds[0].exposed_us, x.t.comps[0].syncs[0].time_us); /* all of it waited for */
    timed_release(&x);
    hloa_xla_schedule_free(s);
}
