/* The async schedule of a module (see timeline.h). */
#include "hloasync/timeline.h"

#include "hloasync/async.h"
#include "hloasync/cost.h"

#include <stdlib.h>
#include <string.h>

const char *hloa_op_kind_name(hloa_op_kind k)
{
    static const char *const names[] = {"generic", "sugared", "call", "pair", "custom"};
    return names[k];
}

const char *hloa_async_op_label(const hloa_async_op *op)
{
    if (op->start && op->start->execute)
        return "async.execute";
    return op->opcode == HLOA_OP_UNKNOWN ? "?" : hloa_opcodes[op->opcode].name;
}

static hloa_op_kind kind_of(const hloa_instr *start)
{
    if (start->wrapped_opcode == HLOA_OP_CALL)
        return HLOA_KIND_CALL;
    return start->wrapped_opcode != HLOA_OP_UNKNOWN ? HLOA_KIND_SUGARED : HLOA_KIND_GENERIC;
}

/* Where each parameter and the output of a chain are bound (SPEC 3.1). */
static void bindings(hloa_arena *arena, const hloa_chain *ch, hloa_async_op *op)
{
    op->n_params = ch->comp ? ch->comp->n_params : 0;
    op->param_bound_at = hloa_arena_alloc(arena, (op->n_params + 1) * sizeof(int32_t));
    for (uint32_t i = 0; i < op->n_params; i++)
        op->param_bound_at[i] = -1;
    op->output_bound_at = -1;
    for (uint32_t k = 0; k < ch->n_links; k++) {
        const hloa_instr *l = ch->links[k];
        if (l->opcode == HLOA_OP_ASYNC_DONE) {
            if (op->output_bound_at < 0)
                op->output_bound_at = (int32_t)k;
            break;
        }
        hloa_binding bd;
        if (hloa_link_binding(k ? ch->links[k - 1] : NULL, l, &bd))
            break;
        uint32_t from = k ? bd.params_before : 0;
        for (uint32_t j = 0; j < bd.n_binding && from + j < op->n_params; j++)
            op->param_bound_at[from + j] = (int32_t)k;
        if (bd.binds_output && op->output_bound_at < 0)
            op->output_bound_at = (int32_t)k;
    }
}

/* Is instruction a before b in the schedule (its computation's, in module order)? */
static int before(const hloa_instr *a, const hloa_instr *b)
{
    if (a->parent != b->parent)
        return a->parent->index < b->parent->index;
    return a->index < b->index;
}

static int by_begin(const void *x, const void *y)
{
    const hloa_async_op *a = x, *b = y;
    return before(a->start, b->start) ? -1 : before(b->start, a->start);
}

/* Greedy interval packing: each op takes the first lane free at its start. */
static uint32_t pack_lanes(hloa_async_op *ops, uint32_t n, uint32_t n_instrs)
{
    HLOA_VEC(int64_t) lane_end = {0};
    for (uint32_t i = 0; i < n; i++) {
        int64_t end = ops[i].end >= 0 ? ops[i].end : (int64_t)n_instrs;
        uint32_t lane = 0;
        while (lane < lane_end.len && lane_end.items[lane] >= ops[i].begin)
            lane++;
        if (lane == lane_end.len)
            HLOA_VEC_PUSH(lane_end, end);
        else
            lane_end.items[lane] = end;
        ops[i].lane = lane;
    }
    uint32_t lanes = (uint32_t)lane_end.len;
    free(lane_end.items);
    return lanes;
}

/* Overlap, in-flight counts and the peak of one computation (scheduled modules). */
static void schedule_figures(hloa_arena *arena, hloa_timeline_comp *tc)
{
    const hloa_comp *c = tc->comp;
    uint32_t n = c->n_instrs;
    /* prefix[i]: instructions before position i that belong to no async op */
    uint8_t *async = hloa_arena_calloc(arena, n + 1, 1);
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        const hloa_async_op *op = &tc->ops[i];
        async[op->start->index] = 1;
        for (uint32_t k = 0; k < op->n_updates; k++)
            async[op->updates[k]->index] = 1;
        if (op->done)
            async[op->done->index] = 1;
    }
    uint32_t *prefix = hloa_arena_alloc(arena, (n + 1) * sizeof(uint32_t));
    prefix[0] = 0;
    for (uint32_t i = 0; i < n; i++)
        prefix[i + 1] = prefix[i] + !async[i];
    int32_t *delta = hloa_arena_calloc(arena, n + 2, sizeof(int32_t));
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        hloa_async_op *op = &tc->ops[i];
        int64_t end = op->done ? op->end : (int64_t)n;
        op->overlap = op->done ? (int64_t)(prefix[op->end] - prefix[op->begin + 1]) : -1;
        delta[op->begin]++;
        delta[end]--;
    }
    tc->in_flight = hloa_arena_alloc(arena, (n + 1) * sizeof(uint32_t));
    int64_t cur = 0;
    tc->peak = 0;
    tc->peak_at = -1;
    for (uint32_t i = 0; i < n; i++) {
        cur += delta[i];
        tc->in_flight[i] = (uint32_t)cur;
        if (cur > (int64_t)tc->peak) {
            tc->peak = (uint32_t)cur;
            tc->peak_at = i;
        }
    }
}

void hloa_timeline_build(hloa_module *m, hloa_arena *arena, hloa_timeline *t)
{
    hloa_chains chains;
    hloa_chains_find(m, &chains);
    hloa_timeline_build_from(m, &chains, HLOA_TIMELINE_FULL, arena, t);
    hloa_chains_release(&chains);
}

/* The pair starts of a computation (copy-start, all-reduce-start, send, ...). */
static int is_pair_start(const hloa_instr *in)
{
    return in && hloa_opcodes[in->opcode].family == HLOA_FAM_PAIR_START;
}

static hloa_async_op chain_op(hloa_module *m, const hloa_chain *ch, int full, hloa_arena *arena)
{
    hloa_async_op op = {0};
    op.kind = kind_of(ch->start);
    op.start = ch->start;
    op.done = hloa_chain_done_here(ch); /* a done in a loop body is not on this schedule */
    op.opcode = ch->start->wrapped_opcode != HLOA_OP_UNKNOWN ? ch->start->wrapped_opcode
                : ch->comp && ch->comp->root ? ch->comp->root->opcode
                                             : HLOA_OP_UNKNOWN;
    op.n_updates = ch->n_links - 1 - (ch->done != NULL);
    op.updates = (const hloa_instr *const *)ch->links + 1;
    /* Read, not interned: a check builds timelines while others read the names. Spans need
       none (its text would be read again after the parser handed it back). */
    if (full)
        op.thread = hloa_attr_string(
            hloa_instr_attr(ch->start, HLOA_SYM_ASYNC_EXECUTION_THREAD), &op.thread_len);
    if (!op.thread || !op.thread_len)
        op.thread = hloa_name(m, HLOA_SYM_MAIN, &op.thread_len);
    op.comp = ch->comp && !ch->comp->generated ? ch->comp : NULL; /* a wrapper is not in the text */
    if (ch->comp && ch->comp->generated && ch->comp->root && ch->comp->root->n_called &&
        (ch->comp->root->opcode == HLOA_OP_CALL || ch->comp->root->opcode == HLOA_OP_FUSION))
        op.comp = ch->comp->root->called[0]; /* the wrapper of a call-start: what it calls */
    op.begin = ch->start->index;
    op.end = op.done ? (int64_t)op.done->index : -1;
    op.output_bound_at = -1;
    if (full)
        bindings(arena, ch, &op);
    return op;
}

static hloa_async_op pair_op(hloa_module *m, const hloa_instr *in)
{
    hloa_async_op op = {0};
    op.kind = HLOA_KIND_PAIR;
    op.opcode = in->opcode;
    op.start = in;
    for (uint32_t u = 0; u < in->n_users; u++)
        if (in->users[u]->opcode == hloa_opcode_pair(in->opcode) && !op.done)
            op.done = in->users[u];
    op.thread = hloa_name(m, HLOA_SYM_MAIN, &op.thread_len);
    op.output_bound_at = -1;
    op.begin = in->index;
    op.end = op.done ? (int64_t)op.done->index : -1;
    return op;
}

/* The pair starts of a module in module and text order; only marked instructions are read. */
typedef struct pair_cursor {
    const hloa_module *m;
    uint32_t comp;  /* the computation scanned */
    uint32_t i;     /* the next of its marked instructions */
    hloa_scan scan; /* its marked instructions */
} pair_cursor;

static pair_cursor pairs_of(const hloa_module *m)
{
    pair_cursor pc = {.m = m};
    if (m->n_comps)
        pc.scan = hloa_comp_scan(m->comps[0], HLOA_HAS_PAIR);
    return pc;
}

static const hloa_instr *next_pair(pair_cursor *pc)
{
    for (;;) {
        while (pc->i < pc->scan.n) {
            const hloa_instr *in = hloa_scan_at(&pc->scan, pc->i++);
            if (is_pair_start(in))
                return in;
        }
        if (pc->comp + 1 >= pc->m->n_comps)
            return NULL;
        pc->scan = hloa_comp_scan(pc->m->comps[++pc->comp], HLOA_HAS_PAIR);
        pc->i = 0;
    }
}

/*
 * JAX's async collectives written as custom-calls, paired as XLA pairs them
 * (a pair through a while loop XLA cannot rewrite is left out), each with the
 * collective XLA makes of it; into ops (heap), how many.
 */
static size_t custom_ops(hloa_module *m, hloa_arena *arena, hloa_async_op **ops)
{
    HLOA_VEC(hloa_async_op) found = {0};
    hloa_trace t;
    int traced = 0;
    *ops = NULL;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_CUSTOM_CALL_TARGET))
        return 0; /* no custom-call at all: most modules */
    for (uint32_t c = 0; c < m->n_comps; c++)
        for (uint32_t j = 0; j < m->comps[c]->n_instrs; j++) {
            hloa_instr *done = m->comps[c]->instrs[j];
            int is_done = 0, via_loop;
            uint16_t kind = hloa_custom_collective(done, &is_done);
            if (kind == HLOA_OP_UNKNOWN || !is_done)
                continue;
            if (!traced)
                hloa_trace_init(&t, m);
            traced = 1;
            const hloa_instr *start = hloa_custom_collective_start(&t, done, &via_loop);
            if (!start || via_loop)
                continue;
            hloa_async_op op = {.kind = HLOA_KIND_CUSTOM, .opcode = kind, .start = start,
                                .done = done, .output_bound_at = -1};
            op.thread = hloa_name(m, HLOA_SYM_MAIN, &op.thread_len);
            op.begin = start->index;
            op.end = done->index;
            hloa_collective_config cfg;
            hloa_collective_config_read(m, start, &cfg); /* what it reads of a bad one, as XLA */
            op.collective = hloa_custom_collective_as_xla(start, done, kind, &cfg, arena);
            hloa_collective_config_release(&cfg);
            HLOA_VEC_PUSH(found, op);
        }
    if (traced)
        hloa_trace_release(&t);
    *ops = found.items;
    return found.len;
}

/*
 * Every async op of the module in schedule order, in one array of arena,
 * merged from the chains and the pairs (each found in text order) as they
 * are made; sorted instead only if either list is ever out of order.
 */
static hloa_async_op *collect_ops(hloa_module *m, const hloa_chains *chains, int full,
                                  hloa_arena *arena, size_t *n_ops)
{
    size_t n_chains = chains->len, n_pairs = 0;
    int in_order = 1;
    for (size_t i = 1; i < n_chains; i++)
        in_order &= !before(chains->items[i].start, chains->items[i - 1].start);
    pair_cursor pc = pairs_of(m);
    for (const hloa_instr *in = next_pair(&pc), *last = NULL; in; last = in, in = next_pair(&pc)) {
        in_order &= !last || !before(in, last);
        n_pairs++;
    }
    hloa_async_op *custom;
    size_t n_custom = custom_ops(m, arena, &custom);
    in_order &= !n_custom;
    size_t n = n_chains + n_pairs;
    hloa_async_op *all = hloa_arena_alloc(arena, (n + n_custom + 1) * sizeof(hloa_async_op));
    pc = pairs_of(m);
    const hloa_instr *pair = next_pair(&pc);
    for (size_t i = 0, w = 0; w < n; w++) {
        /* a chain first at equal places: as the sort by place would leave them */
        if (pair && (i == n_chains || (in_order && before(pair, chains->items[i].start)))) {
            all[w] = pair_op(m, pair);
            pair = next_pair(&pc);
        } else {
            all[w] = chain_op(m, &chains->items[i++], full, arena);
        }
    }
    if (n_custom)
        memcpy(all + n, custom, n_custom * sizeof(hloa_async_op));
    free(custom);
    n += n_custom;
    if (!in_order)
        qsort(all, n, sizeof(hloa_async_op), by_begin);
    *n_ops = n;
    return all;
}

/* The computations the compute stream runs: the entry's and those of the timeline, and what
   they run through while, call and conditional (as estimate.c runs them); per index, 1. */
typedef struct reach {
    uint8_t *runs;           /* per computation index: 1 once found */
    const hloa_comp **todo;  /* found, not yet read: each computation once */
    uint32_t n_todo;
} reach;

static void reach_comp(reach *r, const hloa_comp *c)
{
    if (c && !r->runs[c->index])
        r->runs[c->index] = 1, r->todo[r->n_todo++] = c;
}

static uint8_t *compute_stream_comps(const hloa_module *m, const hloa_timeline_comp *tcs,
                                     size_t n_tcs)
{
    reach r = {hloa_xcalloc(m->n_comps + 1, 1), hloa_xcalloc(m->n_comps + 1, sizeof(void *)), 0};
    reach_comp(&r, m->entry);
    for (size_t k = 0; k < n_tcs; k++)
        reach_comp(&r, tcs[k].comp);
    while (r.n_todo) {
        const hloa_comp *c = r.todo[--r.n_todo];
        for (uint32_t i = 0; i < c->n_instrs; i++) {
            const hloa_instr *in = c->instrs[i];
            if (in->opcode == HLOA_OP_WHILE || in->opcode == HLOA_OP_CALL ||
                in->opcode == HLOA_OP_CONDITIONAL)
                for (uint32_t k = 0; k < in->n_called; k++)
                    reach_comp(&r, in->called[k]);
        }
    }
    free(r.todo);
    return r.runs;
}

/* The synchronous transfers of c (tc: its async ops, or NULL) into tc's syncs. */
static void find_syncs(const hloa_module *m, hloa_arena *arena, hloa_timeline_comp *tc)
{
    const hloa_comp *c = tc->comp;
    uint8_t *link = hloa_xcalloc(c->n_instrs + 1, 1);
    for (uint32_t k = 0; k < tc->n_ops; k++) {
        const hloa_async_op *op = &tc->ops[k];
        link[op->start->index] = 1;
        for (uint32_t u = 0; u < op->n_updates; u++)
            link[op->updates[u]->index] = 1;
        if (op->done)
            link[op->done->index] = 1;
    }
    HLOA_VEC(hloa_sync_op) found = {0};
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        const hloa_instr *in = c->instrs[i];
        hloa_stream s = hloa_cost_stream_in(m, in);
        if (link[i] || !hloa_stream_is_transfer(s))
            continue;
        uint16_t as = hloa_sdy_collective(m, in);
        hloa_sync_op so = {.in = in, .opcode = as != HLOA_OP_UNKNOWN ? as : in->opcode,
                           .stream = (uint8_t)s};
        HLOA_VEC_PUSH(found, so);
    }
    tc->syncs = hloa_arena_memdup(arena, found.items, found.len, sizeof(hloa_sync_op));
    tc->n_syncs = (uint32_t)found.len;
    free(found.items);
    free(link);
}

/*
 * The synchronous transfers of every computation the compute stream runs: the
 * computations of comps get theirs, and one that has no async op but some is
 * added in its place (by module order); the rest are left out.
 */
static void add_syncs(hloa_module *m, hloa_arena *arena, hloa_timeline *t)
{
    uint8_t *runs = compute_stream_comps(m, t->comps, t->n_comps);
    HLOA_VEC(hloa_timeline_comp) all = {0};
    uint32_t k = 0;
    for (uint32_t c = 0; c < m->n_comps; c++) {
        int has_ops = k < t->n_comps && t->comps[k].comp == m->comps[c];
        hloa_timeline_comp tc = has_ops ? t->comps[k++]
                                        : (hloa_timeline_comp){.comp = m->comps[c], .peak_at = -1,
                                                               .bytes_peak_at = -1};
        if (runs[c])
            find_syncs(m, arena, &tc);
        if (has_ops || tc.n_syncs)
            HLOA_VEC_PUSH(all, tc);
        t->n_syncs += tc.n_syncs;
    }
    t->comps = hloa_arena_memdup(arena, all.items, all.len, sizeof(hloa_timeline_comp));
    t->n_comps = (uint32_t)all.len;
    free(all.items);
    free(runs);
}

void hloa_timeline_build_from(hloa_module *m, const hloa_chains *chains,
                              hloa_timeline_detail detail, hloa_arena *arena, hloa_timeline *t)
{
    memset(t, 0, sizeof(*t));
    t->m = m;
    t->scheduled = m->is_scheduled;
    t->detail = detail;
    int full = detail == HLOA_TIMELINE_FULL;
    size_t n_ops;
    hloa_async_op *all = collect_ops(m, chains, full, arena, &n_ops);
    t->n_ops = (uint32_t)n_ops;
    HLOA_VEC(hloa_timeline_comp) comps = {0};
    for (uint32_t i = 0, j; i < t->n_ops; i = j) {
        for (j = i + 1; j < t->n_ops && all[j].start->parent == all[i].start->parent; j++)
            ;
        hloa_timeline_comp tc = {.comp = all[i].start->parent, .ops = all + i, .n_ops = j - i,
                                 .peak_at = -1, .bytes_peak_at = -1};
        if (full)
            tc.n_lanes = pack_lanes(tc.ops, tc.n_ops, tc.comp->n_instrs);
        if (full && t->scheduled)
            schedule_figures(arena, &tc);
        else
            for (uint32_t k = 0; k < tc.n_ops; k++)
                tc.ops[k].overlap = -1;
        HLOA_VEC_PUSH(comps, tc);
    }
    t->comps = hloa_arena_memdup(arena, comps.items, comps.len, sizeof(hloa_timeline_comp));
    t->n_comps = (uint32_t)comps.len;
    free(comps.items);
    if (full)
        add_syncs(m, arena, t);
}
