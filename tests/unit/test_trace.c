/*
 * Following an async value through the intermediaries XLA allows
 * (ir/trace.c), and pairing dones with their starts (ir/chains.c): each
 * intermediary on its own, get-tuple-element taking exactly its index, a loop
 * carrying a start, and each pairing problem in XLA's terms.
 */
#include "helpers.h"

#include "hloasync/async.h"

/* A wrapped computation and a while condition every module below may use. */
#define PRELUDE                                                                                    \
    "HloModule m\n"                                                                                \
    "w { p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p) }\n"

#define HANDLE "((f32[4]), f32[4], s32[])"

/* Parses text, which must parse cleanly, and traces the done named done back to its start. */
static const char *start_of(parsed *p, hloa_trace *t, const char *text, const char *done)
{
    parse_text(p, text);
    cr_assert_eq(p->errors, 0, "the module does not parse");
    hloa_trace_init(t, &p->m);
    hloa_instr *d = find_instr(p, done);
    cr_assert_not_null(d);
    hloa_instr *s = hloa_trace_start(t, d);
    if (!s)
        return NULL;
    uint32_t n;
    const char *name = hloa_name(&p->m, s->name, &n);
    static char buf[64];
    snprintf(buf, sizeof(buf), "%.*s", (int)n, name);
    return buf;
}

static void release(parsed *p, hloa_trace *t)
{
    hloa_trace_release(t);
    parsed_release(p);
}

/* Expects the done named done of the entry below the prelude to trace back to want. */
static void expect_traced_to(const char *entry, const char *done, const char *want)
{
    char text[4096];
    snprintf(text, sizeof(text), "%s%s", PRELUDE, entry);
    parsed p;
    hloa_trace t;
    const char *s = start_of(&p, &t, text, done);
    cr_expect(s && !strcmp(s, want), "'%s' traced to %s, not to '%s':\n%s", done,
              s ? s : "nothing", want, entry);
    release(&p, &t);
}

static void expect_traced(const char *entry)
{
    expect_traced_to(entry, "d", "s");
}

Test(trace, through_a_tuple_and_its_element)
{
    expect_traced("ENTRY e { x = f32[4] parameter(0)\n"
                  "  s = " HANDLE " async-start(x), calls=w\n"
                  "  t = (f32[4], " HANDLE ") tuple(x, s)\n"
                  "  g = " HANDLE " get-tuple-element(t), index=1\n"
                  "  ROOT d = f32[4] async-done(g) }\n");
}

Test(trace, through_opt_barrier)
{
    expect_traced("ENTRY e { x = f32[4] parameter(0)\n"
                  "  s = " HANDLE " async-start(x), calls=w\n"
                  "  t = (" HANDLE ") tuple(s)\n"
                  "  b = (" HANDLE ") opt-barrier(t)\n"
                  "  g = " HANDLE " get-tuple-element(b), index=0\n"
                  "  ROOT d = f32[4] async-done(g) }\n");
}

Test(trace, through_copy)
{
    expect_traced("ENTRY e { x = f32[4] parameter(0)\n"
                  "  s = " HANDLE " async-start(x), calls=w\n"
                  "  c = " HANDLE " copy(s)\n"
                  "  ROOT d = f32[4] async-done(c) }\n");
}

Test(trace, through_a_metadata_custom_call)
{
    expect_traced("ENTRY e { x = f32[4] parameter(0)\n"
                  "  s = " HANDLE " async-start(x), calls=w\n"
                  "  c = " HANDLE " custom-call(s), custom_call_target=\"Sharding\"\n"
                  "  ROOT d = f32[4] async-done(c) }\n");
}

Test(trace, through_updates_to_the_start)
{
    expect_traced("ENTRY e { x = f32[4] parameter(0)\n"
                  "  s = " HANDLE " async-start(x), calls=w\n"
                  "  u = " HANDLE " async-update(s)\n"
                  "  c = " HANDLE " copy(u)\n"
                  "  uu = " HANDLE " async-update(c)\n"
                  "  ROOT d = f32[4] async-done(uu) }\n");
}

Test(trace, not_through_other_instructions)
{
    parsed p;
    hloa_trace t;
    const char *s = start_of(&p, &t,
                             PRELUDE "ENTRY e { x = f32[4] parameter(0)\n"
                                     "  s = " HANDLE " async-start(x), calls=w\n"
                                     "  c = " HANDLE " custom-call(s), custom_call_target=\"foo\"\n"
                                     "  ROOT d = f32[4] async-done(c) }\n",
                             "d");
    cr_expect_null(s, "a custom-call that is not metadata carried the handle to %s", s);
    release(&p, &t);
}

Test(trace, get_tuple_element_takes_exactly_its_index)
{
    /* Element 1 of the tuple is the second start: the done is its, not the first's. */
    expect_traced_to("ENTRY e { x = f32[4] parameter(0)\n"
                     "  sa = " HANDLE " async-start(x), calls=w\n"
                     "  sb = " HANDLE " async-start(x), calls=w\n"
                     "  t = (" HANDLE ", " HANDLE ") tuple(sa, sb)\n"
                     "  g = " HANDLE " get-tuple-element(t), index=1\n"
                     "  d = f32[4] async-done(g)\n"
                     "  g0 = " HANDLE " get-tuple-element(t), index=0\n"
                     "  ROOT d0 = f32[4] async-done(g0) }\n",
                     "d", "sb");
}

Test(trace, nested_tuples_keep_every_index)
{
    expect_traced_to("ENTRY e { x = f32[4] parameter(0)\n"
                     "  sa = " HANDLE " async-start(x), calls=w\n"
                     "  sb = " HANDLE " async-start(x), calls=w\n"
                     "  a = (f32[4], " HANDLE ") tuple(x, sb)\n"
                     "  b = (" HANDLE ", (f32[4], " HANDLE ")) tuple(sa, a)\n"
                     "  g = (f32[4], " HANDLE ") get-tuple-element(b), index=1\n"
                     "  h = " HANDLE " get-tuple-element(g), index=1\n"
                     "  d = f32[4] async-done(h)\n"
                     "  g0 = " HANDLE " get-tuple-element(b), index=0\n"
                     "  ROOT d0 = f32[4] async-done(g0) }\n",
                     "d", "sb");
}

/* A start carried into a loop: its done is in the body, after the body's parameter. */
static const char *LOOP =
    PRELUDE
    "cond { p = (f32[4], " HANDLE ") parameter(0)\n  ROOT c = pred[] constant(false) }\n"
    "body { p = (f32[4], " HANDLE ") parameter(0)\n"
    "  h = " HANDLE " get-tuple-element(p), index=1\n"
    "  d = f32[4] async-done(h)\n"
    "  sn = " HANDLE " async-start(d), calls=w\n"
    "  ROOT r = (f32[4], " HANDLE ") tuple(d, sn) }\n"
    "ENTRY e { x = f32[4] parameter(0)\n"
    "  s = " HANDLE " async-start(x), calls=w\n"
    "  i = (f32[4], " HANDLE ") tuple(x, s)\n"
    "  l = (f32[4], " HANDLE ") while(i), condition=cond, body=body\n"
    "  g = " HANDLE " get-tuple-element(l), index=1\n"
    "  ROOT d9 = f32[4] async-done(g) }\n";

Test(trace, through_a_loop_parameter_to_the_loops_initial_value)
{
    parsed p;
    hloa_trace t;
    const char *s = start_of(&p, &t, LOOP, "d");
    cr_expect(s && !strcmp(s, "s"), "the body's done traced to %s", s ? s : "nothing");
    cr_expect(t.via_parameter, "the way went through the body's parameter");
    release(&p, &t);
}

Test(trace, through_a_loops_result_to_what_its_body_carries_out)
{
    parsed p;
    hloa_trace t;
    const char *s = start_of(&p, &t, LOOP, "d9");
    cr_expect(s && !strcmp(s, "sn"), "the done after the loop traced to %s", s ? s : "nothing");
    cr_expect(!t.via_parameter, "the way did not go through a parameter");
    release(&p, &t);
}

Test(trace, a_start_carried_across_a_loop_needs_no_done)
{
    parsed p;
    parse_text(&p, LOOP);
    cr_assert_eq(p.errors, 0);
    hloa_trace t;
    hloa_trace_init(&t, &p.m);
    cr_expect(hloa_carried_across_while(&t, find_instr(&p, "s")), "s reaches the while");
    cr_expect(hloa_carried_across_while(&t, find_instr(&p, "sn")), "sn is carried by the body's root");
    hloa_chains chains;
    hloa_chains_find(&p.m, &chains);
    cr_expect_eq(chains.n_problems, 0, "a loop-carried chain is no pairing problem (%zu found)",
                 chains.n_problems);
    hloa_chains_release(&chains);
    release(&p, &t);
}

/* ---- pairing ---- */

/* Finds the chains of the entry below the prelude; the kinds of problems, in order. */
static void pair(const char *entry, const uint8_t *kinds, size_t n)
{
    char text[4096];
    snprintf(text, sizeof(text), "%s%s", PRELUDE, entry);
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0, "the module does not parse:\n%s", entry);
    hloa_chains chains;
    hloa_chains_find(&p.m, &chains);
    cr_expect_eq(chains.n_problems, n, "%zu problems, not %zu:\n%s", chains.n_problems, n, entry);
    for (size_t i = 0; i < n && i < chains.n_problems; i++)
        cr_expect_eq(chains.problems[i].kind, kinds[i], "problem %zu is of kind %d, not %d", i,
                     chains.problems[i].kind, kinds[i]);
    hloa_chains_release(&chains);
    parsed_release(&p);
}

Test(pairing, a_well_formed_chain_has_none)
{
    pair("ENTRY e { x = f32[4] parameter(0)\n"
         "  s = " HANDLE " async-start(x), calls=w\n"
         "  u = " HANDLE " async-update(s)\n"
         "  ROOT d = f32[4] async-done(u) }\n",
         NULL, 0);
}

Test(pairing, a_start_without_a_done)
{
    static const uint8_t k[] = {HLOA_PAIRING_START_NO_DONE};
    pair("ENTRY e { x = f32[4] parameter(0)\n"
         "  s = " HANDLE " async-start(x), calls=w\n"
         "  ROOT n = f32[4] negate(x) }\n",
         k, 1);
}

Test(pairing, a_start_with_two_dones)
{
    static const uint8_t k[] = {HLOA_PAIRING_START_DONES};
    pair("ENTRY e { x = f32[4] parameter(0)\n"
         "  s = " HANDLE " async-start(x), calls=w\n"
         "  c = " HANDLE " copy(s)\n"
         "  d0 = f32[4] async-done(s)\n"
         "  d1 = f32[4] async-done(c)\n"
         "  ROOT r = (f32[4], f32[4]) tuple(d0, d1) }\n",
         k, 1);
}

Test(pairing, a_done_tracing_to_no_start)
{
    static const uint8_t k[] = {HLOA_PAIRING_DONE_NO_START};
    pair("ENTRY e { x = " HANDLE " parameter(0)\n"
         "  ROOT d = f32[4] async-done(x) }\n",
         k, 1);
}

Test(pairing, a_done_tracing_to_a_producer_that_is_no_start)
{
    static const uint8_t k[] = {HLOA_PAIRING_DONE_NOT_START};
    pair("ENTRY e { x = f32[4] parameter(0)\n"
         "  a = f32[4] all-reduce-start(x), replica_groups={}, to_apply=w\n"
         "  ROOT d = f32[4] async-done(a) }\n",
         k, 1);
}

Test(pairing, an_update_no_done_reaches)
{
    static const uint8_t k[] = {HLOA_PAIRING_ORPHAN_UPDATE};
    pair("ENTRY e { x = f32[4] parameter(0)\n"
         "  s = " HANDLE " async-start(x), calls=w\n"
         "  u = " HANDLE " async-update(s)\n"
         "  uu = " HANDLE " async-update(s)\n"
         "  ROOT d = f32[4] async-done(u) }\n",
         k, 1);
}

Test(pairing, an_update_of_nothing)
{
    static const uint8_t k[] = {HLOA_PAIRING_UPDATE_NO_PRODUCER};
    pair("ENTRY e { x = " HANDLE " parameter(0)\n"
         "  u = " HANDLE " async-update(x)\n"
         "  ROOT n = " HANDLE " copy(u) }\n",
         k, 1);
}

/* ---- the less trodden ways ---- */

Test(trace, through_other_metadata_custom_calls)
{
    static const char *const targets[] = {"LocalToGlobalShape", "GlobalToLocalShape",
                                          "xla.sdy.FuncResultSharding"};
    for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
        char entry[1024];
        snprintf(entry, sizeof(entry),
                 "ENTRY e { x = f32[4] parameter(0)\n"
                 "  s = " HANDLE " async-start(x), calls=w\n"
                 "  c = " HANDLE " custom-call(s), custom_call_target=\"%s\"\n"
                 "  ROOT d = f32[4] async-done(c) }\n",
                 targets[i]);
        expect_traced(entry);
    }
}

Test(trace, a_tuple_read_whole_offers_each_operand_in_turn)
{
    /* An opt-barrier of a tuple and a get-tuple-element of it: the first operand leads
       nowhere, the second to the start. */
    expect_traced("ENTRY e { x = f32[4] parameter(0)\n"
                  "  s = " HANDLE " async-start(x), calls=w\n"
                  "  b = f32[4] opt-barrier(x)\n"
                  "  t = (f32[4], " HANDLE ") tuple(b, s)\n"
                  "  c = (f32[4], " HANDLE ") copy(t)\n"
                  "  g = " HANDLE " get-tuple-element(c), index=1\n"
                  "  ROOT d = f32[4] async-done(g) }\n");
}

Test(trace, an_index_past_the_tuple_leads_nowhere)
{
    parsed p;
    hloa_trace t;
    const char *s = start_of(&p, &t,
                             PRELUDE "ENTRY e { x = f32[4] parameter(0)\n"
                                     "  s = " HANDLE " async-start(x), calls=w\n"
                                     "  t = (" HANDLE ") tuple(s)\n"
                                     "  a = (" HANDLE ") tuple(s)\n"
                                     "  u = ((" HANDLE "), (" HANDLE ")) tuple(t, a)\n"
                                     "  g = (" HANDLE ") get-tuple-element(u), index=0\n"
                                     "  h = " HANDLE " get-tuple-element(g), index=3\n"
                                     "  ROOT d = f32[4] async-done(h) }\n",
                             "d");
    cr_expect_null(s, "index 3 of a one-element tuple traced to %s", s);
    release(&p, &t);
}

/* A loop body shared by two whiles is no one loop's: its parameter leads nowhere. */
Test(trace, a_body_of_two_loops_is_not_followed)
{
    parsed p;
    hloa_trace t;
    const char *s = start_of(
        &p, &t,
        PRELUDE "cond { p = " HANDLE " parameter(0)\n  ROOT c = pred[] constant(false) }\n"
                "body { p = " HANDLE " parameter(0)\n"
                "  d = f32[4] async-done(p)\n"
                "  ROOT sn = " HANDLE " async-start(d), calls=w }\n"
                "ENTRY e { x = f32[4] parameter(0)\n"
                "  s = " HANDLE " async-start(x), calls=w\n"
                "  l1 = " HANDLE " while(s), condition=cond, body=body\n"
                "  l2 = " HANDLE " while(l1), condition=cond, body=body\n"
                "  ROOT dd = f32[4] async-done(l2) }\n",
        "d");
    cr_expect_null(s, "the parameter of a body two loops share traced to %s", s);
    release(&p, &t);
}

/* The body's own root carries the value the loop started with: the parameter leads there. */
Test(trace, a_loop_parameter_leads_to_the_bodys_root_when_the_initial_value_does_not)
{
    parsed p;
    hloa_trace t;
    const char *s = start_of(
        &p, &t,
        PRELUDE "cond { p = (f32[4], " HANDLE ") parameter(0)\n  ROOT c = pred[] constant(false) }\n"
                "body { p = (f32[4], " HANDLE ") parameter(0)\n"
                "  x = f32[4] get-tuple-element(p), index=0\n"
                "  h = " HANDLE " get-tuple-element(p), index=1\n"
                "  d = f32[4] async-done(h)\n"
                "  sn = " HANDLE " async-start(x), calls=w\n"
                "  ROOT r = (f32[4], " HANDLE ") tuple(d, sn) }\n"
                "ENTRY e { x = f32[4] parameter(0)\n"
                "  h0 = " HANDLE " parameter(1)\n"
                "  i = (f32[4], " HANDLE ") tuple(x, h0)\n"
                "  l = (f32[4], " HANDLE ") while(i), condition=cond, body=body\n"
                "  ROOT o = f32[4] get-tuple-element(l), index=0 }\n",
        "d");
    cr_expect(s && !strcmp(s, "sn"), "the body's done traced to %s", s ? s : "nothing");
    release(&p, &t);
}

Test(trace, carried_through_a_call_whose_result_reaches_a_loop)
{
    parsed p;
    parse_text(&p, PRELUDE
               "cond { p = " HANDLE " parameter(0)\n  ROOT c = pred[] constant(false) }\n"
               "body { p = " HANDLE " parameter(0)\n  ROOT q = " HANDLE " copy(p) }\n"
               "make { x = f32[4] parameter(0)\n"
               "  ROOT s = " HANDLE " async-start(x), calls=w }\n"
               "ENTRY e { x = f32[4] parameter(0)\n"
               "  k = " HANDLE " call(x), to_apply=make\n"
               "  t = (" HANDLE ") tuple(k)\n"
               "  g = " HANDLE " get-tuple-element(t), index=0\n"
               "  ROOT l = " HANDLE " while(g), condition=cond, body=body }\n");
    cr_assert_eq(p.errors, 0);
    hloa_trace t;
    hloa_trace_init(&t, &p.m);
    cr_expect(hloa_carried_across_while(&t, find_instr(&p, "s")),
              "a start that is a called computation's root, the call's value reaching a while");
    hloa_trace_release(&t);
    parsed_release(&p);
}

Test(trace, not_carried_when_nothing_reaches_a_loop)
{
    parsed p;
    parse_text(&p, PRELUDE
               "make { x = f32[4] parameter(0)\n"
               "  ROOT s = " HANDLE " async-start(x), calls=w }\n"
               "ENTRY e { x = f32[4] parameter(0)\n"
               "  k = " HANDLE " call(x), to_apply=make\n"
               "  t = (" HANDLE ", " HANDLE ") tuple(k, k)\n"
               "  ROOT g = " HANDLE " get-tuple-element(t), index=0 }\n");
    cr_assert_eq(p.errors, 0);
    hloa_trace t;
    hloa_trace_init(&t, &p.m);
    cr_expect(!hloa_carried_across_while(&t, find_instr(&p, "s")), "no while on the way");
    hloa_trace_release(&t);
    parsed_release(&p);
}

/* An update in a loop body whose handle comes back to itself is a cycle: no start. */
Test(pairing, an_update_that_is_its_own_producer_is_a_cycle)
{
    static const uint8_t k[] = {HLOA_PAIRING_UPDATE_SHARED};
    pair("cond { p = " HANDLE " parameter(0)\n  ROOT c = pred[] constant(false) }\n"
         "body { p = " HANDLE " parameter(0)\n"
         "  ROOT u = " HANDLE " async-update(p) }\n"
         "ENTRY e { x = " HANDLE " parameter(0)\n"
         "  l = " HANDLE " while(x), condition=cond, body=body\n"
         "  ROOT d = f32[4] async-done(l) }\n",
         k, 1);
}

/* The chain of a start carried into a loop holds the updates on its way there. */
Test(pairing, a_carried_chain_keeps_its_updates_before_the_loop)
{
    parsed p;
    parse_text(&p, PRELUDE
               "cond { p = (" HANDLE ") parameter(0)\n  ROOT c = pred[] constant(false) }\n"
               "body { p = (" HANDLE ") parameter(0)\n  ROOT q = (" HANDLE ") copy(p) }\n"
               "ENTRY e { x = f32[4] parameter(0)\n"
               "  s = " HANDLE " async-start(x), calls=w\n"
               "  t = (" HANDLE ") tuple(s)\n"
               "  g = " HANDLE " get-tuple-element(t), index=0\n"
               "  u = " HANDLE " async-update(g)\n"
               "  uu = " HANDLE " async-update(u)\n"
               "  i = (" HANDLE ") tuple(uu)\n"
               "  ROOT l = (" HANDLE ") while(i), condition=cond, body=body }\n");
    cr_assert_eq(p.errors, 0);
    hloa_chains chains;
    hloa_chains_find(&p.m, &chains);
    cr_assert_eq(chains.len, 1);
    const hloa_chain *ch = &chains.items[0];
    cr_expect(ch->carried && !ch->done, "the chain is carried, with no done");
    cr_expect_eq(ch->n_links, 3, "start and two updates, not %u links", ch->n_links);
    cr_expect_eq(chains.n_problems, 0, "%zu problems", chains.n_problems);
    hloa_chains_release(&chains);
    parsed_release(&p);
}

/* Late binding, read from the chain: fewer operands, the output still (), or an update binding. */
Test(pairing, late_bound_chains_are_told_apart)
{
    static const struct {
        const char *entry;
        int late;
    } cases[] = {
        {"ENTRY e { x = f32[4] parameter(0)\n"
         "  s = " HANDLE " async-start(x), calls=w\n"
         "  ROOT d = f32[4] async-done(s) }\n",
         0},
        {"ENTRY e { x = f32[4] parameter(0)\n"
         "  s = ((), (), s32[]) async-start(), calls=w\n"
         "  u = ((f32[4]), f32[4], s32[]) async-update(s, x)\n"
         "  ROOT d = f32[4] async-done(u) }\n",
         1},
        {"ENTRY e { x = f32[4] parameter(0)\n"
         "  s = ((f32[4]), (), s32[]) async-start(x), calls=w\n"
         "  ROOT d = f32[4] async-done(s) }\n",
         1},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char text[2048];
        snprintf(text, sizeof(text), "%s%s", PRELUDE, cases[i].entry);
        parsed p;
        parse_text(&p, text);
        cr_assert_eq(p.errors, 0, "case %zu does not parse", i);
        hloa_chains chains;
        hloa_chains_find(&p.m, &chains);
        cr_assert_eq(chains.len, 1);
        cr_expect_eq(hloa_chain_late_bound(&chains.items[0]), cases[i].late,
                     "case %zu: late bound %d", i, cases[i].late);
        hloa_chains_release(&chains);
        parsed_release(&p);
    }
}

Test(trace, carried_through_a_conditional_and_an_update)
{
    parsed p;
    parse_text(&p, PRELUDE
               "cond { p = " HANDLE " parameter(0)\n  ROOT c = pred[] constant(false) }\n"
               "body { p = " HANDLE " parameter(0)\n  ROOT q = " HANDLE " copy(p) }\n"
               "yes { x = f32[4] parameter(0)\n"
               "  ROOT s = " HANDLE " async-start(x), calls=w }\n"
               "no { x = f32[4] parameter(0)\n"
               "  ROOT sn = " HANDLE " async-start(x), calls=w }\n"
               "ENTRY e { x = f32[4] parameter(0)\n"
               "  b = pred[] parameter(1)\n"
               "  k = " HANDLE " conditional(b, x, x), true_computation=yes, false_computation=no\n"
               "  u = " HANDLE " async-update(k)\n"
               "  ROOT l = " HANDLE " while(u), condition=cond, body=body }\n");
    cr_assert_eq(p.errors, 0);
    hloa_trace t;
    hloa_trace_init(&t, &p.m);
    cr_expect(hloa_carried_across_while(&t, find_instr(&p, "s")),
              "a branch's root start, through the conditional and an update, reaches a while");
    cr_expect(hloa_carried_across_while(&t, find_instr(&p, "u")), "the update reaches the while");
    hloa_trace_release(&t);
    parsed_release(&p);
}
