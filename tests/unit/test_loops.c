/*
 * While loops (cost/loops.c): the trip count from known_trip_count or from
 * the loop's counter, and what XLA's collective pipeliner did or could do
 * with each collective of the body.
 */
#include "hloasync/emit.h"
#include "hloasync/passes.h"
#include "hloasync/timeline.h"

#include "helpers.h"

#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct looped {
    parsed p;
    hloa_timeline t;
} looped;

/* A module of one while loop: cond_root compares %i and %n; init is the loop's first
   tuple element, step what the body adds; body holds more instructions and root. */
/* What the body makes of the counter (the step constant is %step). */
static const char *next_counter = "add(%i, %step)";

static void build(looped *x, char *text, size_t size, const char *cond_root, const char *init,
                  const char *step, const char *body, const char *root, const char *loop_attrs)
{
    snprintf(text, size,
             "HloModule m, num_partitions=2\n"
             "%%sum { %%a = f32[] parameter(0)\n %%b = f32[] parameter(1)\n"
             " ROOT %%s = f32[] add(%%a, %%b) }\n"
             "%%body (p: (s32[], f32[4,8], f32[2,8])) -> (s32[], f32[4,8], f32[2,8]) {\n"
             " %%p = (s32[], f32[4,8], f32[2,8]) parameter(0)\n"
             " %%i = s32[] get-tuple-element(%%p), index=0\n"
             " %%buf = f32[4,8] get-tuple-element(%%p), index=1\n"
             " %%in = f32[2,8] get-tuple-element(%%p), index=2\n"
             " %%zero = s32[] constant(0)\n"
             " %%step = s32[] constant(%s)\n"
             " %%next = s32[] %s\n"
             "%s\n"
             " ROOT %%t = (s32[], f32[4,8], f32[2,8]) tuple(%%next, %s, %%in) }\n"
             "%%cond (p: (s32[], f32[4,8], f32[2,8])) -> pred[] {\n"
             " %%p = (s32[], f32[4,8], f32[2,8]) parameter(0)\n"
             " %%i = s32[] get-tuple-element(%%p), index=0\n"
             " %%n = s32[] constant(10)\n"
             " ROOT %%c = pred[] %s }\n"
             "ENTRY %%e (b: f32[4,8], s: f32[2,8]) -> (s32[], f32[4,8], f32[2,8]) {\n"
             " %%b = f32[4,8] parameter(0)\n %%s = f32[2,8] parameter(1)\n"
             " %%c0 = s32[] %s\n"
             " %%init = (s32[], f32[4,8], f32[2,8]) tuple(%%c0, %%b, %%s)\n"
             " ROOT %%w = (s32[], f32[4,8], f32[2,8]) while(%%init), condition=%%cond, body=%%body%s }\n",
             step, next_counter, body, root, cond_root, init, loop_attrs);
    parse_text(&x->p, text);
    cr_assert_eq(x->p.errors, 0, "%s", text);
    hloa_desugar(&x->p.m, NULL, &x->p.diags);
    hloa_timeline_build(&x->p.m, &x->p.m.arena, &x->t);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hloa_timeline_estimate(&x->t, &hw, &x->p.m.arena);
    hloa_timeline_loops(&x->t, &x->p.m.arena);
}

static const char AR[] =
    " %ar = f32[4,8] all-reduce(%buf), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum";

Test(loops, trip_count_from_known_trip_count_or_the_counter)
{
    static const struct {
        const char *cond, *init, *step, *attrs;
        int64_t trips;
        uint8_t from;
    } cases[] = {
        {"compare(%i, %n), direction=LT", "constant(0)", "1", "", 10, 2},
        {"compare(%n, %i), direction=GT", "constant(1)", "4", "", 3, 2},     /* ceil(9/4) */
        {"compare(%i, %n), direction=LT", "constant(12)", "1", "", 0, 2},    /* never runs */
        {"compare(%i, %n), direction=LE", "constant(0)", "1", "", 11, 2},    /* 0..10 */
        {"compare(%n, %i), direction=GE", "constant(0)", "5", "", 3, 2},     /* 0, 5, 10 */
        {"compare(%i, %n), direction=NE", "constant(0)", "1", "", -1, 0},    /* not the form */
        {"compare(%i, %n), direction=LT", "constant(0)", "-1", "", -1, 0},   /* counts down */
        {"compare(%i, %n), direction=LT", "custom-call(), custom_call_target=\"f\"", "1", "", -1, 0},
        {"compare(%i, %n), direction=LT", "constant(0)", "1",
         ", backend_config={\"known_trip_count\":{\"n\":\"7\"}}", 7, 1},
        {"compare(%i, %i), direction=LT", "constant(0)", "1", "", -1, 0},      /* no limit */
        {"compare(%n, %n), direction=LT", "constant(0)", "1", "", -1, 0},      /* no counter */
    };
    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        looped x;
        char text[4096];
        build(&x, text, sizeof(text), cases[k].cond, cases[k].init, cases[k].step, AR, "%ar",
              cases[k].attrs);
        cr_assert_eq(x.t.n_loops, 1, "%s", text);
        cr_expect_eq(x.t.loops[0].trip_count, cases[k].trips, "case %zu: %lld", k,
                     (long long)x.t.loops[0].trip_count);
        cr_expect_eq(x.t.loops[0].trip_from, cases[k].from, "case %zu", k);
        cr_expect(x.t.loops[0].timed);
        parsed_release(&x.p);
    }
}

/* The pipelining of the one collective of a body. */
static uint8_t pipelining_of(const char *body, const char *root)
{
    looped x;
    char text[4096];
    build(&x, text, sizeof(text), "compare(%i, %n), direction=LT", "constant(0)", "1", body, root, "");
    cr_assert_eq(x.t.n_loops, 1, "%s", text);
    cr_assert_eq(x.t.loops[0].n_colls, 1, "%s", text);
    uint8_t p = x.t.loops[0].colls[0].pipelining;
    parsed_release(&x.p);
    return p;
}

Test(loops, what_the_pipeliner_did_or_could_do)
{
    /* forward: all-reduce -> reshape -> dynamic-update-slice into a loop output */
    cr_expect_eq(pipelining_of(" %x = f32[1,8] slice(%buf), slice={[0:1], [0:8]}\n"
                               " %ar = f32[1,8] all-reduce(%x), channel_id=1, replica_groups={{0,1}}, to_apply=%sum\n"
                               " %r = f32[1,8] copy(%ar)\n"
                               " %u = f32[4,8] dynamic-update-slice(%buf, %r, %i, %zero)",
                               "%u"),
                 HLOA_PIPE_FORWARD);
    /* the same, the result also used elsewhere: not the form */
    cr_expect_eq(pipelining_of(" %x = f32[1,8] slice(%buf), slice={[0:1], [0:8]}\n"
                               " %ar = f32[1,8] all-reduce(%x), channel_id=1, replica_groups={{0,1}}, to_apply=%sum\n"
                               " %u = f32[4,8] dynamic-update-slice(%buf, %ar, %i, %zero)\n"
                               " %v = f32[1,8] negate(%ar)",
                               "%u"),
                 HLOA_PIPE_NONE);
    /* written as the update's buffer, not its update */
    cr_expect_eq(pipelining_of(AR, "%ar"), HLOA_PIPE_NONE);
    /* an async all-reduce written into a loop output through its done */
    cr_expect_eq(pipelining_of(" %x = f32[1,8] slice(%buf), slice={[0:1], [0:8]}\n"
                               " %ars = f32[1,8] all-reduce-start(%x), channel_id=1, replica_groups={{0,1}}, to_apply=%sum\n"
                               " %ard = f32[1,8] all-reduce-done(%ars)\n"
                               " %u = f32[4,8] dynamic-update-slice(%buf, %ard, %i, %zero)",
                               "%u"),
                 HLOA_PIPE_FORWARD);
    /* backward: an all-gather of a dynamic slice of a loop input, sync and async */
    cr_expect_eq(pipelining_of(" %ds = f32[1,8] dynamic-slice(%in, %i, %zero), dynamic_slice_sizes={1,8}\n"
                               " %ag = f32[2,8] all-gather(%ds), channel_id=2, replica_groups={{0,1}}, dimensions={0}\n"
                               " %zf = f32[] constant(0)\n %g = f32[4,8] pad(%ag, %zf), padding=0_2x0_0",
                               "%g"),
                 HLOA_PIPE_BACKWARD);
    cr_expect_eq(pipelining_of(" %b = f32[2,8] bitcast(%in)\n"
                               " %ags = (f32[2,8], f32[4,8]) all-gather-start(%b), channel_id=2, replica_groups={{0,1}}, dimensions={0}\n"
                               " %agd = f32[4,8] all-gather-done(%ags)",
                               "%agd"),
                 HLOA_PIPE_BACKWARD);
    /* ... unless XLA:GPU's analyzer said it is pipelineable */
    cr_expect_eq(pipelining_of(" %n = f32[2,8] negate(%in)\n"
                               " %ag = f32[4,8] all-gather(%n), channel_id=2, replica_groups={{0,1}}, dimensions={0}, "
                               "frontend_attributes={trivially_pipelineable=\"\"}",
                               "%ag"),
                 HLOA_PIPE_BACKWARD);
    /* an all-gather of computed data: not the form */
    cr_expect_eq(pipelining_of(" %n = f32[2,8] negate(%in)\n"
                               " %ag = f32[4,8] all-gather(%n), channel_id=2, replica_groups={{0,1}}, dimensions={0}",
                               "%ag"),
                 HLOA_PIPE_NONE);
    /* a sugared reduce-scatter-start (an async-start of its reduce-scatter once desugared),
       written into a loop output through its done */
    cr_expect_eq(pipelining_of(" %rss = ((f32[4,8]), f32[2,8]) reduce-scatter-start(%buf), channel_id=5, "
                               "replica_groups={{0,1}}, dimensions={0}, to_apply=%sum\n"
                               " %rsd = f32[2,8] reduce-scatter-done(%rss)\n"
                               " %u = f32[4,8] dynamic-update-slice(%buf, %rsd, %zero, %zero)",
                               "%u"),
                 HLOA_PIPE_FORWARD);
    /* an update that is not the collective's result, a second user: not the form */
    cr_expect_eq(pipelining_of(" %x = f32[1,8] slice(%buf), slice={[0:1], [0:8]}\n"
                               " %ar = f32[1,8] all-reduce(%x), channel_id=1, replica_groups={{0,1}}, to_apply=%sum\n"
                               " %c = f32[1,8] convert(%ar)\n"
                               " %u = f32[4,8] dynamic-update-slice(%buf, %c, %i, %zero)\n"
                               " %v = f32[4,8] negate(%u)",
                               "%v"),
                 HLOA_PIPE_NONE);
    /* an async all-reduce without its done, an all-gather of a parameter not a loop input */
    cr_expect_eq(pipelining_of(" %ars = f32[4,8] all-reduce-start(%buf), channel_id=1, replica_groups={{0,1}}, to_apply=%sum",
                               "%buf"),
                 HLOA_PIPE_NONE);
    cr_expect_eq(pipelining_of(" %ag = f32[4,8] all-gather(%p), channel_id=2, replica_groups={{0,1}}, dimensions={0}",
                               "%buf"),
                 HLOA_PIPE_NONE);
    /* pipelined already, by the backend config or a send/recv pipeline */
    cr_expect_eq(pipelining_of(" %ar = f32[4,8] all-reduce(%buf), channel_id=1, replica_groups={{0,1}}, to_apply=%sum, "
                               "backend_config={\"collective_backend_config\":{\"is_sync\":true,\"is_pipelined\":true}}",
                               "%ar"),
                 HLOA_PIPE_DONE);
    cr_expect_eq(pipelining_of(" %tok = token[] after-all()\n"
                               " %rv = (f32[4,8], u32[], token[]) recv(%tok), channel_id=3, "
                               "frontend_attributes={_xla_send_recv_source_target_pairs={{0,1}},_xla_send_recv_pipeline=\"0\"}\n"
                               " %rd = (f32[4,8], token[]) recv-done(%rv), channel_id=3\n"
                               " %d = f32[4,8] get-tuple-element(%rd), index=0",
                               "%d"),
                 HLOA_PIPE_DONE);
}

Test(loops, rendered_without_a_schedule_or_a_trip_count)
{
    looped x;
    char text[4096];
    build(&x, text, sizeof(text), "compare(%i, %n), direction=EQ", "constant(0)", "1", AR, "%ar", "");
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    hloa_loops_text(f, &x.p.src, &x.t);
    fclose(f);
    cr_expect(strstr(out, "trip count not known"), "%s", out);
    cr_expect(strstr(out, "(not scheduled: no exposure estimate)"), "%s", out);
    cr_expect(strstr(out, "all-reduce 'ar' (line 13): not a form XLA's collective pipeliner moves"), "%s", out);
    free(out);
    cJSON *j = hloa_loops_json(&x.p.src, &x.t);
    cJSON *l = cJSON_GetArrayItem(j, 0);
    cr_expect(cJSON_IsNull(cJSON_GetObjectItem(l, "trip_count")));
    cr_expect(cJSON_IsNull(cJSON_GetObjectItem(cJSON_GetObjectItem(l, "per_iteration"), "exposed_us")));
    cr_expect_str_eq(cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(l, "collectives"), 0), "pipelining")->valuestring,
                     "none");
    cJSON_Delete(j);
    parsed_release(&x.p);
}

Test(loops, counters_not_counted)
{
    static const char *const nexts[] = {
        "add(%step, %i)",   /* the constant first: counted (10 trips) */
        "subtract(%i, %step)",
        "add(%i, %i)",
        "add(%zero, %step)",
    };
    static const int64_t trips[] = {10, -1, -1, -1};
    for (size_t k = 0; k < sizeof(nexts) / sizeof(nexts[0]); k++) {
        looped x;
        char text[4096];
        next_counter = nexts[k];
        build(&x, text, sizeof(text), "compare(%i, %n), direction=LT", "constant(0)", "1", AR, "%ar", "");
        next_counter = "add(%i, %step)";
        cr_expect_eq(x.t.loops[0].trip_count, trips[k], "%s: %lld", nexts[k], (long long)x.t.loops[0].trip_count);
        parsed_release(&x.p);
    }
}

/* A loop over (s64 counter, s64 other) written whole: cond_root compares (%i or %x, its
   negation, and %n = limit), the body's root is body_root over %next = next and %j, and the
   loop runs on operand (%init = tuple(begin, 0), or the entry's parameter %a). */
static void counted_loop(looped *x, char *text, size_t size, const char *cond_root,
                         const char *limit, const char *begin, const char *next,
                         const char *body_root, const char *operand)
{
    snprintf(text, size,
             "HloModule m, num_partitions=2\n"
             "%%sum { %%a = s64[] parameter(0)\n %%b = s64[] parameter(1)\n"
             " ROOT %%s = s64[] add(%%a, %%b) }\n"
             "%%body (p: (s64[], s64[])) -> (s64[], s64[]) {\n"
             " %%p = (s64[], s64[]) parameter(0)\n"
             " %%i = s64[] get-tuple-element(%%p), index=0\n"
             " %%j = s64[] get-tuple-element(%%p), index=1\n"
             " %%step = s64[] constant(1)\n"
             " %%next = s64[] %s\n"
             " %%ar = s64[] all-reduce(%%j), channel_id=1, replica_groups={{0,1}}, to_apply=%%sum\n"
             " %%q = (s64[], s64[]) tuple(%%next, %%ar)\n"
             " ROOT %%t = (s64[], s64[]) %s }\n"
             "%%cond (p: (s64[], s64[])) -> pred[] {\n"
             " %%p = (s64[], s64[]) parameter(0)\n"
             " %%i = s64[] get-tuple-element(%%p), index=0\n"
             " %%x = s64[] negate(%%i)\n"
             " %%n = s64[] constant(%s)\n"
             " ROOT %%c = pred[] %s }\n"
             "ENTRY %%e (a: (s64[], s64[])) -> (s64[], s64[]) {\n"
             " %%a = (s64[], s64[]) parameter(0)\n"
             " %%c0 = s64[] constant(%s)\n %%c1 = s64[] constant(0)\n"
             " %%init = (s64[], s64[]) tuple(%%c0, %%c1)\n"
             " ROOT %%w = (s64[], s64[]) while(%s), condition=%%cond, body=%%body }\n",
             next, body_root, limit, cond_root, begin, operand);
    parse_text(&x->p, text);
    cr_assert_eq(x->p.errors, 0, "%s", text);
    hloa_desugar(&x->p.m, NULL, &x->p.diags);
}

Test(loops, counted_loops_of_other_shapes)
{
    static const struct {
        const char *cond, *limit, *begin, *next, *root, *operand;
        int64_t trips;
    } cases[] = {
        /* the plain form: 0..9 */
        {"compare(%i, %n), direction=LT", "10", "0", "add(%i, %step)", "tuple(%next, %ar)",
         "%init", 10},
        /* the compare's counter is computed, not a loop input */
        {"compare(%x, %n), direction=LT", "10", "0", "add(%i, %step)", "tuple(%next, %ar)",
         "%init", -1},
        /* the loop starts from its caller's parameter, not a tuple of constants */
        {"compare(%i, %n), direction=LT", "10", "0", "add(%i, %step)", "tuple(%next, %ar)", "%a",
         -1},
        /* the body's root is no tuple */
        {"compare(%i, %n), direction=LT", "10", "0", "add(%i, %step)", "copy(%q)", "%init", -1},
        /* the body steps another element */
        {"compare(%i, %n), direction=LT", "10", "0", "add(%j, %step)", "tuple(%next, %ar)",
         "%init", -1},
        /* from the least int64 to the largest: more trips than an int64 holds */
        {"compare(%i, %n), direction=LT", "9223372036854775807", "-9223372036854775808",
         "add(%i, %step)", "tuple(%next, %ar)", "%init", -1},
        /* up to and including the largest int64 from 1: as many as it holds */
        {"compare(%i, %n), direction=LE", "9223372036854775807", "1", "add(%i, %step)",
         "tuple(%next, %ar)", "%init", INT64_MAX - 1},
    };
    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        looped x;
        char text[4096];
        counted_loop(&x, text, sizeof(text), cases[k].cond, cases[k].limit, cases[k].begin,
                     cases[k].next, cases[k].root, cases[k].operand);
        uint8_t from = 9;
        int64_t n = hloa_while_trip_count(&x.p.m, find_instr(&x.p, "w"), &from);
        cr_expect_eq(n, cases[k].trips, "case %zu: %lld", k, (long long)n);
        cr_expect_eq(from, n >= 0 ? 2 : 0, "case %zu", k);
        parsed_release(&x.p);
    }
}

Test(loops, a_loop_not_estimated_has_no_time)
{
    looped x;
    char text[4096];
    counted_loop(&x, text, sizeof(text), "compare(%i, %n), direction=LT", "10", "0",
                 "add(%i, %step)", "tuple(%next, %ar)", "%init");
    hloa_timeline_build(&x.p.m, &x.p.m.arena, &x.t);
    hloa_timeline_loops(&x.t, &x.p.m.arena);
    cr_assert_eq(x.t.n_loops, 1);
    cr_expect_eq(x.t.loops[0].trip_count, 10);
    cr_expect_eq(x.t.loops[0].n_colls, 1);
    cr_expect(!x.t.loops[0].timed);
    parsed_release(&x.p);
}
