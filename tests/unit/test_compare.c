/*
 * chains --compare's reading (compare/intent.c): each kind of request of a
 * BEFORE module, found in an AFTER module through metadata or names, kept or
 * dropped, on small pairs written for the case.
 */
#include "hloasync/compare.h"
#include "hloasync/passes.h"

#include "helpers.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

typedef struct side {
    parsed p;
    hloa_timeline t;
} side;

static void read_side(side *s, const char *text)
{
    parse_text(&s->p, text);
    cr_assert_eq(s->p.errors, 0, "%s", text);
    hloa_desugar(&s->p.m, NULL, &s->p.diags);
    hloa_timeline_build(&s->p.m, &s->p.m.arena, &s->t);
    hloa_timeline_loops(&s->t, &s->p.m.arena);
}

/* The requests of before kept or dropped in after, one line each: "kind kept|dropped: why". */
static void compare(const char *before, const char *after, char *out, size_t size)
{
    side b, a;
    read_side(&b, before);
    read_side(&a, after);
    hloa_comparison c;
    hloa_compare_intent(&b.t, &a.t, &c);
    size_t at = 0;
    out[0] = '\0';
    for (size_t i = 0; i < c.n && at < size; i++)
        at += (size_t)snprintf(out + at, size - at, "%s %s: %s\n",
                               hloa_request_kind_name((hloa_request_kind)c.items[i].kind),
                               c.items[i].kept ? "kept" : "dropped", c.items[i].why);
    hloa_comparison_release(&c);
    parsed_release(&b.p);
    parsed_release(&a.p);
}

#define HEAD "HloModule m, num_partitions=2\n"
#define SUM "%sum { %a = f32[] parameter(0)\n %b = f32[] parameter(1)\n ROOT %s = f32[] add(%a, %b) }\n"
#define META(line) ", metadata={op_name=\"jit(f)/op\" source_file=\"f.py\" source_line=" #line "}"

Test(compare, groups)
{
    char out[4096];
    /* an async pair and its dot, kept async; AFTER not scheduled: the overlap is not judged */
    const char *before =
        HEAD SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %s = f32[8] all-reduce-start(%p), to_apply=%sum, frontend_attributes={_scheduling_group_id=\"3:1\"}" META(1) "\n"
        " %m = f32[8] multiply(%p, %p), frontend_attributes={_scheduling_group_id=\"3\"}" META(2) "\n"
        " %d = f32[8] all-reduce-done(%s), frontend_attributes={_scheduling_group_id=\"3:1\"}" META(1) "\n"
        " %n = f32[8] negate(%p), frontend_attributes={_scheduling_group_id=\"noop\"}\n"
        " %x = f32[8] exponential(%p), frontend_attributes={_scheduling_group_id=\"x\"}\n"
        " %c = f32[8] abs(%p), frontend_attributes={_scheduling_group_id=\"9\"}\n"
        " ROOT %t = (f32[8], f32[8], f32[8], f32[8], f32[8]) tuple(%d, %m, %n, %x, %c) }\n";
    compare(before, before, out, sizeof(out));
    cr_expect(strstr(out, "group kept: its async op stays async ('s' in AFTER); AFTER is not scheduled"), "%s", out);
    cr_expect(!strstr(out, "group dropped"), "%s", out); /* noop, x and a compute-only group ask nothing */
    /* scheduled, its compute renamed and without metadata in AFTER: not judged */
    const char *after =
        HEAD SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %s.1 = f32[8] all-reduce-start(%p), to_apply=%sum" META(1) "\n"
        " %d.1 = f32[8] all-reduce-done(%s.1)" META(1) "\n"
        " %f = f32[8] multiply(%p, %p)\n"
        " ROOT %t = (f32[8], f32[8]) tuple(%d.1, %f) }\n";
    char sched[2048];
    snprintf(sched, sizeof(sched), "HloModule m, is_scheduled=true\n%s", strchr(after, '\n') + 1);
    compare(before, sched, out, sizeof(out));
    cr_expect(strstr(out, "group kept: its async op stays async ('s.1' in AFTER); none of its compute is found"), "%s", out);
    /* its compute found outside the op: dropped */
    const char *moved =
        "HloModule m, is_scheduled=true\n" SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %s.1 = f32[8] all-reduce-start(%p), to_apply=%sum" META(1) "\n"
        " %d.1 = f32[8] all-reduce-done(%s.1)" META(1) "\n"
        " %f = f32[8] multiply(%p, %p)" META(2) "\n"
        " ROOT %t = (f32[8], f32[8]) tuple(%d.1, %f) }\n";
    compare(before, moved, out, sizeof(out));
    cr_expect(strstr(out, "group dropped: 'm' (AFTER: 'f') is scheduled outside 's.1' .. 'd.1' in AFTER"), "%s", out);
    /* its async op gone from AFTER */
    compare(before, HEAD "ENTRY %e { ROOT %p = f32[8] parameter(0) }\n", out, sizeof(out));
    cr_expect(strstr(out, "group dropped: nothing in AFTER is made from 's'"), "%s", out);
}

Test(compare, streams)
{
    char out[4096];
    const char *before =
        HEAD "%w { %x = f32[8] parameter(0)\n ROOT %e = f32[8] exponential(%x)" META(5) " }\n"
        "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %c = f32[8] call(%p), to_apply=%w, frontend_attributes={_xla_stream_annotation=\"1\",inlineable=\"false\"}" META(4) "\n"
        " %g = f32[8] negate(%c), frontend_attributes={_xla_stream_annotation=\"2\"}" META(9) "\n"
        " ROOT %h = f32[8] abs(%g), frontend_attributes={_xla_stream_annotation=\"3\"}" META(10) " }\n";
    /* the call lost its stream; the negate runs inside a call AFTER puts on stream 2; abs gone */
    const char *after =
        HEAD "%w.1 { %x = f32[8] parameter(0)\n ROOT %e.1 = f32[8] exponential(%x)" META(5) " }\n"
        "%wrap { %y = f32[8] parameter(0)\n ROOT %g.1 = f32[8] negate(%y)" META(9) " }\n"
        "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %c.1 = f32[8] call(%p), to_apply=%w.1" META(4) "\n"
        " ROOT %on2 = f32[8] call(%c.1), to_apply=%wrap, frontend_attributes={_xla_stream_annotation=\"2\"} }\n";
    compare(before, after, out, sizeof(out));
    cr_expect(strstr(out, "stream dropped: 'c' became 'c.1' in AFTER, which no stream annotation puts on stream 1"), "%s", out);
    cr_expect(strstr(out, "stream kept: 'g' runs on stream 2 in AFTER (as 'g.1')"), "%s", out);
    cr_expect(strstr(out, "stream dropped: nothing in AFTER is made from 'h'"), "%s", out);
}

Test(compare, orders)
{
    char out[4096];
    const char *before =
        HEAD "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %a = f32[8] negate(%p)\n"
        " %b = f32[8] abs(%p), control-predecessors={%a}\n"
        " %z = f32[8] sqrt(%p), control-predecessors={%a}\n"
        " ROOT %t = (f32[8], f32[8], f32[8]) tuple(%a, %b, %z) }\n";
    /* AFTER unscheduled: b keeps its edge; z lost it */
    const char *after =
        HEAD "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %a = f32[8] negate(%p)\n"
        " %b = f32[8] abs(%p), control-predecessors={%a}\n"
        " %z = f32[8] sqrt(%p)\n"
        " ROOT %t = (f32[8], f32[8], f32[8]) tuple(%a, %b, %z) }\n";
    compare(before, after, out, sizeof(out));
    cr_expect(strstr(out, "order kept: 'b' runs after 'a' in AFTER"), "%s", out);
    cr_expect(strstr(out, "order dropped: AFTER keeps no edge from 'a' to 'z' (AFTER is not scheduled)"), "%s", out);
    /* scheduled, the two in different computations */
    const char *apart =
        "HloModule m, is_scheduled=true\n%w { %q = f32[8] parameter(0)\n ROOT %z = f32[8] sqrt(%q) }\n"
        "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %a = f32[8] negate(%p)\n"
        " %b = f32[8] abs(%a)\n"
        " %c = f32[8] call(%p), to_apply=%w\n"
        " ROOT %t = (f32[8], f32[8], f32[8]) tuple(%a, %b, %c) }\n";
    compare(before, apart, out, sizeof(out));
    cr_expect(strstr(out, "order kept: 'b' runs after 'a' in AFTER"), "%s", out);
    cr_expect(strstr(out, "order dropped: AFTER keeps no edge from 'a' to 'z' and runs them in different computations"), "%s", out);
    compare(before, "HloModule m\nENTRY %e { ROOT %q = f32[8] parameter(0) }\n", out, sizeof(out));
    cr_expect(strstr(out, "order dropped: nothing in AFTER is made from 'a'"), "%s", out);
}

/* A loop whose body all-reduces x (is_pipelineable when asked) into its output. */
static void loop_module(char *out, size_t size, const char *attrs, const char *extra_entry)
{
    snprintf(out, size,
             "%s%s"
             "%%body (p: (s32[], f32[8])) -> (s32[], f32[8]) { %%p = (s32[], f32[8]) parameter(0)\n"
             " %%i = s32[] get-tuple-element(%%p), index=0\n %%x = f32[8] get-tuple-element(%%p), index=1\n"
             " %%r = f32[8] all-reduce(%%x), channel_id=1, replica_groups={{0,1}}, to_apply=%%sum%s" META(7) "\n"
             " %%one = s32[] constant(1)\n %%n = s32[] add(%%i, %%one)\n"
             " ROOT %%t = (s32[], f32[8]) tuple(%%n, %%r) }\n"
             "%%cond (p: (s32[], f32[8])) -> pred[] { %%p = (s32[], f32[8]) parameter(0)\n"
             " %%i = s32[] get-tuple-element(%%p), index=0\n %%k = s32[] constant(4)\n"
             " ROOT %%lt = pred[] compare(%%i, %%k), direction=LT }\n"
             "ENTRY %%e { %%p = f32[8] parameter(0)\n %%z = s32[] constant(0)\n"
             " %%init = (s32[], f32[8]) tuple(%%z, %%p)\n"
             " %%w = (s32[], f32[8]) while(%%init), condition=%%cond, body=%%body\n%s"
             " ROOT %%o = f32[8] get-tuple-element(%%w), index=1 }\n",
             HEAD, SUM, attrs, extra_entry);
}

Test(compare, pipelining)
{
    char before[4096], after[4096], out[4096];
    /* asked for, not a form the pipeliner moves: read from is_pipelineable */
    loop_module(before, sizeof(before), ", frontend_attributes={is_pipelineable=\"true\"}", "");
    loop_module(after, sizeof(after), "", "");
    compare(before, after, out, sizeof(out));
    cr_expect(strstr(out, "pipeline dropped: 'r' (is_pipelineable) is not pipelined in AFTER ('r' is not marked"), "%s", out);
    /* peeled: a copy outside the loop besides the one inside */
    loop_module(after, sizeof(after), "",
                " %peeled = f32[8] all-reduce(%p), channel_id=2, replica_groups={{0,1}}, to_apply=%sum" META(7) "\n");
    compare(before, after, out, sizeof(out));
    cr_expect(strstr(out, "pipeline kept: 'r' (is_pipelineable) is pipelined in AFTER ('peeled')"), "%s", out);
    /* "no" asks nothing; gone from AFTER */
    loop_module(before, sizeof(before), ", frontend_attributes={is_pipelineable=\"no\"}", "");
    compare(before, after, out, sizeof(out));
    cr_expect(!strstr(out, "pipeline"), "%s", out);
    loop_module(before, sizeof(before), ", frontend_attributes={is_pipelineable=\"Y\"}", "");
    compare(before, HEAD "ENTRY %e { ROOT %q = f32[8] parameter(0) }\n", out, sizeof(out));
    cr_expect(strstr(out, "pipeline dropped: nothing in AFTER is made from 'r' (is_pipelineable)"), "%s", out);
}

Test(compare, metadata_without_a_line_and_with_escapes)
{
    char out[4096];
    const char *before =
        HEAD "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %a = f32[8] negate(%p), metadata={op_name=\"jit(f)/\\\"neg\\\"\"}\n"
        " %b = f32[8] abs(%p), control-predecessors={%a}, metadata={op_name=\"jit(f)/abs\"}\n"
        " ROOT %t = (f32[8], f32[8]) tuple(%a, %b) }\n";
    const char *after =
        "HloModule m, is_scheduled=true\nENTRY %e { %p = f32[8] parameter(0)\n"
        " %y = f32[8] abs(%p), metadata={op_name=\"jit(f)/abs\"}\n"
        " %x = f32[8] negate(%p), metadata={op_name=\"jit(f)/\\\"neg\\\"\"}\n"
        " ROOT %t = (f32[8], f32[8]) tuple(%x, %y) }\n";
    compare(before, after, out, sizeof(out));
    cr_expect(strstr(out, "order dropped: AFTER runs 'y' (from 'b') before 'x' (from 'a')"), "%s", out);
}

Test(compare, jax_custom_calls_and_ties)
{
    char out[4096];
    /* a JAX async collective in a group, also on a stream; an instruction after two others */
    const char *before =
        HEAD "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %s = f32[16] custom-call(%p), custom_call_target=\"all-gather-start\", frontend_attributes="
        "{async_collective_config=\"{\\\"all_gather_dimension\\\": 0}\",_scheduling_group_id=\"2\",_xla_stream_annotation=\"1\"}" META(3) "\n"
        " %d = f32[16] custom-call(%s), custom_call_target=\"all-gather-done\"" META(3) "\n"
        " %a = f32[8] negate(%p)" META(4) "\n"
        " %z = f32[8] sqrt(%p)" META(5) "\n"
        " %b = f32[8] abs(%p), control-predecessors={%z, %a}" META(6) "\n"
        " ROOT %t = (f32[16], f32[8], f32[8], f32[8]) tuple(%d, %a, %z, %b) }\n";
    const char *after =
        "HloModule m, is_scheduled=true\nENTRY %e { %p = f32[8] parameter(0)\n"
        " %a.1 = f32[8] negate(%p)" META(4) "\n"
        " %ags = (f32[8], f32[16]) all-gather-start(%p), dimensions={0}, replica_groups={{0,1}}, "
        "frontend_attributes={_xla_stream_annotation=\"1\"}" META(3) "\n"
        " %agd = f32[16] all-gather-done(%ags)" META(3) "\n"
        " %b.1 = f32[8] abs(%p)" META(6) "\n"
        " %z.1 = f32[8] sqrt(%p)" META(5) "\n"
        " ROOT %t = (f32[16], f32[8], f32[8], f32[8]) tuple(%agd, %a.1, %z.1, %b.1) }\n";
    compare(before, after, out, sizeof(out));
    const char *want =
        "group kept: its async op stays async ('ags' in AFTER); none of its compute is found in AFTER\n"
        "stream kept: 's' runs on stream 1 in AFTER (as 'ags')\n"
        "order kept: 'b' runs after 'a' in AFTER\n" /* ties in BEFORE's order of the earlier */
        "order dropped: AFTER runs 'b.1' (from 'b') before 'z.1' (from 'z')\n";
    cr_expect_str_eq(out, want);
}

Test(compare, two_ops_a_group_and_partial_finds)
{
    char out[4096];
    const char *before =
        HEAD SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %s1 = f32[8] all-reduce-start(%p), to_apply=%sum, frontend_attributes={_scheduling_group_id=\"4\"}" META(1) "\n"
        " %s2 = f32[8] all-reduce-start(%p), to_apply=%sum, frontend_attributes={_scheduling_group_id=\"4\"}" META(2) "\n"
        " %m = f32[8] multiply(%p, %p), frontend_attributes={_scheduling_group_id=\"4\"}" META(3) "\n"
        " %d1 = f32[8] all-reduce-done(%s1)" META(1) "\n"
        " %d2 = f32[8] all-reduce-done(%s2)" META(2) "\n"
        " %a = f32[8] negate(%p), frontend_attributes={_xla_stream_annotation=\"1\"}" META(7) "\n"
        " %b = f32[8] abs(%p), control-predecessors={%a}" META(8) "\n"
        " %dep = () custom-call(%a), custom_call_target=\"control_dep\"\n"
        " ROOT %t = (f32[8], f32[8], f32[8], f32[8], f32[8]) tuple(%d1, %d2, %m, %a, %b) }\n";
    const char *after =
        "HloModule m, is_scheduled=true\n" SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %x1 = f32[8] all-reduce-start(%p), to_apply=%sum" META(1) "\n"
        " %x2 = f32[8] all-reduce-start(%p), to_apply=%sum" META(2) "\n"
        " %f = f32[8] multiply(%p, %p)" META(3) "\n"
        " %y1 = f32[8] all-reduce-done(%x1)" META(1) "\n"
        " %y2 = f32[8] all-reduce-done(%x2)" META(2) "\n"
        " %g = f32[8] negate(%p), frontend_attributes={_xla_stream_annotation=\"7\"}" META(7) "\n"
        " ROOT %t = (f32[8], f32[8], f32[8], f32[8]) tuple(%y1, %y2, %f, %g) }\n";
    compare(before, after, out, sizeof(out));
    const char *want =
        "group kept: its async ops stay async and cover its compute ('x1' .. 'y1' in AFTER)\n"
        "stream dropped: 'a' became 'g' in AFTER, which no stream annotation puts on stream 1\n"
        "order dropped: nothing in AFTER is made from 'b'\n";
    cr_expect_str_eq(out, want); /* a control_dep of one operand: no order */
}

Test(compare, found_by_name)
{
    char out[4096];
    /* no metadata: by name, when the instruction still does what it did or became a start */
    const char *before =
        HEAD SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %ar = f32[8] all-reduce(%p), to_apply=%sum, frontend_attributes={_scheduling_group_id=\"1\"}\n"
        " %n = f32[8] negate(%p), frontend_attributes={_xla_stream_annotation=\"1\"}\n"
        " %x = f32[8] exponential(%p), frontend_attributes={_xla_stream_annotation=\"2\"}\n"
        " ROOT %t = (f32[8], f32[8], f32[8]) tuple(%ar, %n, %x) }\n";
    const char *after =
        HEAD SUM "ENTRY %e { %p = f32[8] parameter(0)\n"
        " %ar = f32[8] all-reduce-start(%p), to_apply=%sum\n"
        " %ard = f32[8] all-reduce-done(%ar)\n"
        " %n = f32[8] negate(%p), frontend_attributes={_xla_stream_annotation=\"1\"}\n"
        " %x = f32[8] abs(%p), frontend_attributes={_xla_stream_annotation=\"2\"}\n"
        " ROOT %t = (f32[8], f32[8], f32[8]) tuple(%ard, %n, %x) }\n";
    compare(before, after, out, sizeof(out));
    const char *want =
        "group kept: its async op stays async ('ar' in AFTER); AFTER is not scheduled: the overlap is not judged\n"
        "stream kept: 'n' runs on stream 1 in AFTER (as 'n')\n"
        "stream dropped: nothing in AFTER is made from 'x' (no instruction with its metadata or name)\n";
    cr_expect_str_eq(out, want);
}
