/*
 * JAX's async collective custom-calls (ir/custom_collectives.c): which
 * custom-call is which, the config as XLA's ParseAsyncCollectiveConfig reads
 * it (frontend attribute, else backend_config), and the collective XLA makes
 * of a pair.
 */
#include "hloasync/async.h"

#include "helpers.h"

#include <criterion/criterion.h>
#include <stdio.h>

/* A module whose instruction %c is `op`; parsed into p. */
static const hloa_instr *one(parsed *p, const char *op)
{
    char text[2048];
    snprintf(text, sizeof(text),
             "HloModule m, num_partitions=4\n%%add { %%a = f32[] parameter(0)\n %%b = f32[] parameter(1)\n"
             " ROOT %%s = f32[] add(%%a, %%b) }\nENTRY %%e { %%p = f32[8,16] parameter(0)\n"
             " %%c = f32[32,16] %s\n ROOT %%d = f32[32,16] custom-call(%%c), custom_call_target=\"all-gather-done\" }\n",
             op);
    parse_text(p, text);
    cr_assert_eq(p->errors, 0, "%s", text);
    return find_instr(p, "c");
}

Test(custom_collectives, kinds_by_target)
{
    static const struct {
        const char *target;
        uint16_t op;
        int done;
    } cases[] = {
        {"all-gather-start", HLOA_OP_ALL_GATHER, 0},   {"all-reduce-done", HLOA_OP_ALL_REDUCE, 1},
        {"reduce-scatter-start", HLOA_OP_REDUCE_SCATTER, 0}, {"all-to-all-done", HLOA_OP_ALL_TO_ALL, 1},
        {"collective-permute-start", HLOA_OP_COLLECTIVE_PERMUTE, 0},
        {"all-gather", HLOA_OP_UNKNOWN, 0},            {"send-start", HLOA_OP_UNKNOWN, 0},
        {"-start", HLOA_OP_UNKNOWN, 0},                {"__cublas$gemm", HLOA_OP_UNKNOWN, 0},
    };
    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        parsed p;
        char op[128];
        snprintf(op, sizeof(op), "custom-call(%%p), custom_call_target=\"%s\"", cases[k].target);
        const hloa_instr *c = one(&p, op);
        int done = -1;
        cr_expect_eq(hloa_custom_collective(c, &done), cases[k].op, "%s", cases[k].target);
        if (cases[k].op != HLOA_OP_UNKNOWN)
            cr_expect_eq(done, cases[k].done, "%s", cases[k].target);
        parsed_release(&p);
    }
    parsed p;
    cr_expect_eq(hloa_custom_collective(one(&p, "negate(%p)"), NULL), HLOA_OP_UNKNOWN);
    parsed_release(&p);
}

/* The config of %c, read: 0 or -1; its error into why. */
static int config(const char *op, hloa_collective_config *cfg, parsed *p)
{
    const hloa_instr *c = one(p, op);
    return hloa_collective_config_read(&p->m, c, cfg);
}

Test(custom_collectives, config_where_and_what)
{
    parsed p;
    hloa_collective_config cfg;
    /* JAX's frontend attribute, json.dumps' spacing */
    cr_assert_eq(config("custom-call(%p), custom_call_target=\"all-gather-start\", frontend_attributes="
                        "{async_collective_config=\"{\\\"all_gather_dimension\\\": 0, \\\"replica_groups\\\": "
                        "[[0, 1], [2, 3]], \\\"channel_id\\\": 7, \\\"use_global_device_ids\\\": true}\"}",
                        &cfg, &p),
                 0, "%s", cfg.error ? cfg.error : "");
    cr_expect(cfg.written && cfg.has[HLOA_CFG_ALL_GATHER_DIM] && cfg.value[HLOA_CFG_ALL_GATHER_DIM] == 0);
    cr_expect(cfg.has[HLOA_CFG_CHANNEL_ID] && cfg.value[HLOA_CFG_CHANNEL_ID] == 7);
    cr_expect(cfg.use_global_device_ids && cfg.tiled == -1);
    cr_expect(cfg.has_groups && cfg.groups.n_groups == 2 && cfg.groups.ids.len == 4);
    /* the collective XLA makes of it */
    hloa_arena a;
    hloa_arena_init(&a);
    const hloa_instr *c = find_instr(&p, "c"), *d = find_instr(&p, "d");
    hloa_instr *x = hloa_custom_collective_as_xla(c, d, HLOA_OP_ALL_GATHER, &cfg, &a);
    cr_expect_eq(x->opcode, HLOA_OP_ALL_GATHER);
    const hloa_attr *g = hloa_instr_attr(x, HLOA_SYM_REPLICA_GROUPS);
    cr_assert(g);
    cr_expect(g->val_len == 13 && !memcmp(g->val, "{{0,1},{2,3}}", 13), "%.*s", (int)g->val_len, g->val);
    const hloa_attr *dims = hloa_instr_attr(x, HLOA_SYM_DIMENSIONS);
    cr_expect(dims && dims->val_len == 3 && !memcmp(dims->val, "{0}", 3));
    cr_expect(hloa_instr_attr(x, HLOA_SYM_USE_GLOBAL_DEVICE_IDS) && hloa_instr_attr(x, HLOA_SYM_CHANNEL_ID));
    hloa_arena_release(&a);
    hloa_collective_config_release(&cfg);
    parsed_release(&p);

    /* backend_config when there is no frontend attribute: a string, or JSON written bare */
    cr_expect_eq(config("custom-call(%p), custom_call_target=\"reduce-scatter-start\", "
                        "backend_config=\"{\\\"scatter_dimension\\\":1,\\\"tiled\\\":true}\"",
                        &cfg, &p),
                 0);
    cr_expect(cfg.has[HLOA_CFG_SCATTER_DIM] && cfg.value[HLOA_CFG_SCATTER_DIM] == 1 && cfg.tiled == 1);
    hloa_collective_config_release(&cfg);
    parsed_release(&p);
    cr_expect_eq(config("custom-call(%p), custom_call_target=\"all-to-all-start\", "
                        "backend_config={\"split_count\":2,\"tiled\":false}",
                        &cfg, &p),
                 0);
    cr_expect(cfg.has[HLOA_CFG_SPLIT_COUNT] && cfg.value[HLOA_CFG_SPLIT_COUNT] == 2 && cfg.tiled == 0);
    hloa_collective_config_release(&cfg);
    parsed_release(&p);

    /* none, or empty: every default, as XLA */
    cr_expect_eq(config("custom-call(%p), custom_call_target=\"all-reduce-start\"", &cfg, &p), 0);
    cr_expect(!cfg.written && !cfg.has_groups);
    hloa_collective_config_release(&cfg);
    parsed_release(&p);
    cr_expect_eq(config("custom-call(%p), custom_call_target=\"all-reduce-start\", "
                        "frontend_attributes={async_collective_config=\" \"}",
                        &cfg, &p),
                 0);
    cr_expect(cfg.written);
    hloa_collective_config_release(&cfg);
    parsed_release(&p);

    /* what XLA refuses, and what it cannot read as an integer */
    static const char *const bad[] = {
        "[1, 2]",
        "{\\\"replica_groups\\\": 3}",
        "{\\\"replica_groups\\\": [3]}",
        "{\\\"replica_groups\\\": [[0, \\\"a\\\"]]}",
        "{\\\"permutation\\\": {}}",
        "{\\\"permutation\\\": [[0, 1.5]]}",
        "{\\\"all_gather_dimension\\\": \\\"0\\\"}",
        "{\\\"channel_id\\\": true}",
    };
    for (size_t k = 0; k < sizeof(bad) / sizeof(bad[0]); k++) {
        char op[512];
        snprintf(op, sizeof(op),
                 "custom-call(%%p), custom_call_target=\"all-gather-start\", "
                 "frontend_attributes={async_collective_config=\"%s\"}",
                 bad[k]);
        cr_expect_eq(config(op, &cfg, &p), -1, "%s", bad[k]);
        cr_expect(cfg.error != NULL, "%s", bad[k]);
        hloa_collective_config_release(&cfg);
        parsed_release(&p);
    }
}
