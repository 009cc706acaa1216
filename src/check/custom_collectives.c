/*
 * JAX's explicit async collectives, custom-calls "X-start"/"X-done" with an
 * async_collective_config (ir/custom_collectives.c), as XLA's
 * AsyncCollectiveCustomCallRewriter takes them (the first pass of XLA:GPU;
 * async_collective_custom_call_rewriter.cc, collective_ops_utils.cc):
 *
 *   async-collective-config    a config the rewriter refuses (RET_CHECKs, JSON),
 *                              or a dimension outside the operand
 *   async-collective-unpaired  a done no start of its kind reaches, or a start no
 *                              done takes: XLA leaves both as custom-calls
 *   async-collective-loop      a pair whose value crosses a while loop: the
 *                              rewriter fails ("Unsupported forward step")
 *
 * XLA's verifier takes every custom-call, but the rewriter runs in every GPU and
 * CPU compile and fails it (or leaves custom-calls no backend emits), so these
 * are errors (docs/xla-parity.md).
 */
#include "hloasync/check.h"

#include "checks.h"

#include <stdlib.h>
#include <string.h>

/* Where to point at a start's config: its value, else the custom_call_target (which a
   custom-call X-start always has). */
static void config_span(const hloa_instr *in, uint32_t *b, uint32_t *e)
{
    uint32_t n;
    const char *v = hloa_instr_frontend_attr(in, "async_collective_config", &n);
    const hloa_attr *a = v ? hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES)
                           : hloa_instr_attr(in, HLOA_SYM_CUSTOM_CALL_TARGET);
    *b = v ? a->val_off + (uint32_t)(v - a->val) : a->val_off;
    *e = v ? *b + n : a->val_off + a->val_len;
}

/* The operand's shape when it is an array, else NULL (none, a name that resolved to nothing,
   a tuple): the checks of its dimensions are then left out. */
static const hloa_shape *operand_array(const hloa_instr *in)
{
    const hloa_instr *o = in->n_operands ? in->operands[0] : NULL;
    const hloa_shape *s = o ? o->shape : NULL;
    return s && s->kind == HLOA_SHAPE_ARRAY ? s : NULL;
}

/* What the rewriter refuses in start's config for its kind, into buf; 0 when nothing. */
static int refused(const hloa_instr *in, uint16_t kind, const hloa_collective_config *cfg,
                   char *buf, size_t size)
{
    int need[4] = {-1, -1, -1, -1}, n_need = 0;
    if (kind == HLOA_OP_ALL_GATHER)
        need[n_need++] = HLOA_CFG_ALL_GATHER_DIM;
    if (kind == HLOA_OP_REDUCE_SCATTER)
        need[n_need++] = HLOA_CFG_SCATTER_DIM;
    if (kind == HLOA_OP_ALL_TO_ALL) {
        need[n_need++] = HLOA_CFG_SPLIT_DIM;
        need[n_need++] = HLOA_CFG_CONCAT_DIM;
        need[n_need++] = HLOA_CFG_SPLIT_COUNT;
    }
    for (int k = 0; k < n_need; k++)
        if (!cfg->has[need[k]])
            return snprintf(buf, size, "it has no %s (XLA: RET_CHECK)", hloa_collective_config_keys[need[k]]);
    if (kind == HLOA_OP_REDUCE_SCATTER && cfg->tiled < 0)
        return snprintf(buf, size, "it has no tiled (XLA: RET_CHECK)");
    if ((kind == HLOA_OP_ALL_REDUCE || kind == HLOA_OP_REDUCE_SCATTER) && in->n_called != 1)
        return snprintf(buf, size,
                        "it has %u reduction computations, not 1 (XLA: \"Expected 1 called "
                        "computation\")",
                        in->n_called);
    if (kind != HLOA_OP_ALL_REDUCE && kind != HLOA_OP_COLLECTIVE_PERMUTE && in->n_operands < 1)
        return snprintf(buf, size, "the start has no operand to read the shape of");
    /* hlo-async's own: a dimension outside the operand, which XLA reads unchecked */
    const hloa_shape *s = operand_array(in);
    for (int k = 0; k < n_need && s; k++) {
        int64_t d = cfg->value[need[k]];
        if (need[k] != HLOA_CFG_SPLIT_COUNT && (d < 0 || d >= s->n))
            return snprintf(buf, size,
                            "%s %lld is outside the operand's %u dimensions (XLA's rewriter "
                            "does not check it)",
                            hloa_collective_config_keys[need[k]], (long long)d, s->n);
    }
    if (kind == HLOA_OP_REDUCE_SCATTER) {
        int64_t axis = cfg->groups.n_groups ? cfg->groups.start.items[1] - cfg->groups.start.items[0]
                                            : 1;
        int64_t dim = cfg->value[HLOA_CFG_SCATTER_DIM];
        if (axis <= 0)
            return snprintf(buf, size,
                            "its first replica group is empty (XLA: \"ReduceScatter axis size "
                            "must be positive\")");
        if (cfg->tiled == 0 && s && s->dims[dim] % axis)
            return snprintf(buf, size,
                            "untiled, dimension %lld (%lld) is not divisible by the group size %lld "
                            "(XLA: \"must be divisible by axis size\")",
                            (long long)dim, (long long)s->dims[dim], (long long)axis);
    }
    if (kind == HLOA_OP_ALL_TO_ALL) {
        int64_t count = cfg->value[HLOA_CFG_SPLIT_COUNT], split = cfg->value[HLOA_CFG_SPLIT_DIM];
        if (count <= 0)
            return snprintf(buf, size,
                            "split_count %lld is not positive (XLA: \"AllToAll split count must "
                            "be positive\")",
                            (long long)count);
        if (s && s->dynamic)
            return snprintf(buf, size,
                            "its operand's shape is dynamic (XLA: \"Dynamic shape AllToAll "
                            "decomposition not supported yet\")");
        if (s && split != cfg->value[HLOA_CFG_CONCAT_DIM] && s->dims[split] % count)
            return snprintf(buf, size,
                            "split dimension %lld (%lld) is not divisible by split_count %lld "
                            "(XLA: \"must be divisible by split count\")",
                            (long long)split, (long long)s->dims[split], (long long)count);
    }
    return 0;
}

static void check_config(hloa_check *c, const hloa_instr *start, uint16_t kind)
{
    hloa_collective_config cfg;
    char why[256];
    int bad = hloa_collective_config_read(c->m, start, &cfg);
    if (bad)
        snprintf(why, sizeof(why), "%s", cfg.error);
    else
        bad = refused(start, kind, &cfg, why, sizeof(why));
    if (bad) {
        uint32_t b, e;
        config_span(start, &b, &e);
        hloa_check_report(c, HLOA_RULE_ASYNC_COLLECTIVE_CONFIG, start, b, e,
                          "XLA cannot rewrite '%s' into an async %s: %s",
                          hloa_check_name(c, start->name), hloa_opcodes[kind].name, why);
    }
    hloa_collective_config_release(&cfg);
}

static int by_address(const void *a, const void *b)
{
    const hloa_instr *const *x = a, *const *y = b;
    uintptr_t p = (uintptr_t)*x, q = (uintptr_t)*y;
    return (p > q) - (p < q);
}

void hloa_check_custom_collectives(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    const hloa_module *m = c->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_CUSTOM_CALL_TARGET))
        return; /* no custom-call at all: most modules */
    HLOA_VEC(hloa_instr *) starts = {0};
    HLOA_VEC(const hloa_instr *) taken = {0};
    for (uint32_t i = 0; i < m->n_comps; i++)
        for (uint32_t j = 0; j < m->comps[i]->n_instrs; j++) {
            hloa_instr *in = m->comps[i]->instrs[j];
            int is_done;
            uint16_t kind = hloa_custom_collective(in, &is_done);
            if (kind == HLOA_OP_UNKNOWN)
                continue;
            if (!is_done) {
                check_config(c, in, kind);
                HLOA_VEC_PUSH(starts, in);
                continue;
            }
            int via_loop;
            const hloa_instr *start = hloa_custom_collective_start(hloa_check_trace(c), in, &via_loop);
            const char *name = hloa_check_name(c, in->name);
            if (!start) {
                hloa_check_report(c, HLOA_RULE_ASYNC_COLLECTIVE_UNPAIRED, in, in->opcode_off,
                                  in->opcode_off + in->opcode_len,
                                  "'%s' leads back to no %s-start custom-call in its computation: "
                                  "XLA leaves it a custom-call no backend implements, and the "
                                  "compile fails when it emits it",
                                  name, hloa_opcodes[kind].name);
                continue;
            }
            HLOA_VEC_PUSH(taken, start);
            if (via_loop)
                hloa_check_report(c, HLOA_RULE_ASYNC_COLLECTIVE_LOOP, in, in->opcode_off,
                                  in->opcode_off + in->opcode_len,
                                  "'%s' reaches its start '%s' through a while loop: XLA's "
                                  "rewriter fails (\"Unsupported forward step\")",
                                  name, hloa_check_name(c, start->name));
        }
    if (taken.len > 1) /* (qsort must not be given no array) */
        qsort(taken.items, taken.len, sizeof(taken.items[0]), by_address);
    for (size_t i = 0; i < starts.len; i++) {
        const hloa_instr *in = starts.items[i];
        if (!taken.len || !bsearch(&in, taken.items, taken.len, sizeof(taken.items[0]), by_address))
            hloa_check_report(c, HLOA_RULE_ASYNC_COLLECTIVE_UNPAIRED, in, in->opcode_off,
                              in->opcode_off + in->opcode_len,
                              "no %s-done custom-call takes '%s': XLA leaves it a custom-call no "
                              "backend implements, and the compile fails when it emits it",
                              hloa_opcodes[hloa_custom_collective(in, NULL)].name,
                              hloa_check_name(c, in->name));
    }
    free(starts.items);
    free(taken.items);
}
