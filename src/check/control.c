/*
 * Control edges (control-predecessors={...}). An instruction runs after its
 * operands and after its control predecessors. XLA's parser reads names in
 * order, so a control predecessor, like an operand, must be written before
 * its user ("instruction 'b' is not defined"); in a scheduled module, where
 * the text order is the schedule, that is also HloSchedule::Verify's "is not
 * scheduled after its control predecessor". Written later, it may close a
 * cycle (XLA's post-order walk: "A cycle is detected while visiting
 * instruction"), reported as the cycle, with its path, and not also as an
 * order.
 */
#include "hloasync/check.h"
#include "checks.h"

#include <stdlib.h>
#include <string.h>

/* A computation's dependency graph: node i is comp->instrs[i]. */
typedef struct graph {
    const hloa_comp *comp;
    uint32_t n;
    uint32_t *ctrl_start; /* control predecessors of i: ctrl[ctrl_start[i] .. ctrl_start[i+1]) */
    uint32_t *ctrl;
    uint32_t *scc;        /* the strongly connected component of each node */
} graph;

/*
 * Reads comp's control edges into g when one of them names an instruction
 * written further down than its user (else the order is the text's and there
 * is nothing to check: 0). A name not in comp was reported as undefined.
 */
static int read_graph(const hloa_comp *comp, hloa_positions *at, graph *g)
{
    uint32_t n = comp->n_instrs;
    int forward = 0;
    memset(g, 0, sizeof(*g));
    hloa_positions_set(at, comp);
    for (uint32_t i = 0; i < n && !forward; i++) {
        const hloa_attr *a = hloa_instr_attr(comp->instrs[i], HLOA_SYM_CONTROL_PREDECESSORS);
        uint32_t pos = 0;
        int64_t p;
        while (a && hloa_positions_next(at, a, &pos, &p))
            forward |= p < 0 || p >= i;
    }
    if (!forward)
        return 0;
    HLOA_VEC(uint32_t) ctrl = {0};
    g->ctrl_start = hloa_xcalloc((size_t)n + 1, sizeof(uint32_t));
    forward = 0;
    for (uint32_t i = 0; i < n; i++) {
        g->ctrl_start[i] = (uint32_t)ctrl.len;
        const hloa_attr *a = hloa_instr_attr(comp->instrs[i], HLOA_SYM_CONTROL_PREDECESSORS);
        uint32_t pos = 0;
        int64_t p;
        while (a && hloa_positions_next(at, a, &pos, &p)) {
            if (p >= 0) {
                HLOA_VEC_PUSH(ctrl, (uint32_t)p);
                forward |= p >= i;
            }
        }
    }
    g->ctrl_start[n] = (uint32_t)ctrl.len;
    g->ctrl = ctrl.items;
    g->comp = comp;
    g->n = n;
    if (!forward) {
        free(g->ctrl_start);
        free(g->ctrl);
        memset(g, 0, sizeof(*g));
    }
    return forward;
}

static void release_graph(graph *g)
{
    free(g->ctrl_start);
    free(g->ctrl);
    free(g->scc);
}

/* Dependency k of node v: its operands first, then its control predecessors; -1 past the end. */
static long dependency(const graph *g, uint32_t v, uint32_t k)
{
    const hloa_instr *in = g->comp->instrs[v];
    if (k < in->n_operands) {
        const hloa_instr *op = in->operands[k];
        return op && op->parent == g->comp && op->index < g->n ? (long)op->index : -2;
    }
    k -= in->n_operands;
    uint32_t b = g->ctrl_start[v], e = g->ctrl_start[v + 1];
    return k < e - b ? (long)g->ctrl[b + k] : -1;
}

/* Tarjan's strongly connected components, without recursion (a computation may be long). */
static void find_components(graph *g)
{
    uint32_t n = g->n, next_index = 1, n_scc = 0;
    uint32_t *index = hloa_xcalloc(n, sizeof(uint32_t)); /* 0: not yet visited */
    uint32_t *low = hloa_xmalloc((size_t)n * sizeof(uint32_t));
    uint32_t *edge = hloa_xcalloc(n, sizeof(uint32_t));
    uint8_t *on_stack = hloa_xcalloc(n, 1);
    uint32_t *stack = hloa_xmalloc((size_t)n * sizeof(uint32_t)), sp = 0;
    uint32_t *call = hloa_xmalloc((size_t)n * sizeof(uint32_t)), cp = 0;
    g->scc = hloa_xmalloc((size_t)n * sizeof(uint32_t));
    for (uint32_t root = 0; root < n; root++) {
        if (index[root])
            continue;
        call[cp++] = root;
        index[root] = low[root] = next_index++;
        stack[sp++] = root;
        on_stack[root] = 1;
        while (cp) {
            uint32_t v = call[cp - 1];
            long w = dependency(g, v, edge[v]);
            if (w != -1) {
                edge[v]++;
                if (w < 0)
                    continue;
                if (!index[w]) {
                    index[w] = low[w] = next_index++;
                    stack[sp++] = (uint32_t)w;
                    on_stack[w] = 1;
                    call[cp++] = (uint32_t)w;
                } else if (on_stack[w] && index[w] < low[v]) {
                    low[v] = index[w];
                }
                continue;
            }
            cp--;
            if (cp && low[v] < low[call[cp - 1]])
                low[call[cp - 1]] = low[v];
            if (low[v] == index[v]) {
                uint32_t w2;
                do {
                    w2 = stack[--sp];
                    on_stack[w2] = 0;
                    g->scc[w2] = n_scc;
                } while (w2 != v);
                n_scc++;
            }
        }
    }
    free(index);
    free(low);
    free(edge);
    free(on_stack);
    free(stack);
    free(call);
}

/* The written control-predecessors attribute of node v, for the report's place. */
static const hloa_attr *ctrl_attr(const graph *g, uint32_t v)
{
    return hloa_instr_attr(g->comp->instrs[v], HLOA_SYM_CONTROL_PREDECESSORS);
}

/*
 * A path of dependencies from node from back to node to inside one component
 * (breadth first, so the shortest), as "a, b, c" in the scratch arena.
 */
static const char *path_text(hloa_check *c, const graph *g, uint32_t from, uint32_t to)
{
    uint32_t n = g->n;
    uint32_t *prev = hloa_xmalloc((size_t)n * sizeof(uint32_t));
    uint32_t *queue = hloa_xmalloc((size_t)n * sizeof(uint32_t)), qb = 0, qe = 0;
    for (uint32_t i = 0; i < n; i++)
        prev[i] = UINT32_MAX;
    prev[from] = from;
    queue[qe++] = from;
    while (qb < qe && prev[to] == UINT32_MAX) {
        uint32_t v = queue[qb++];
        long w;
        for (uint32_t k = 0; (w = dependency(g, v, k)) != -1; k++)
            if (w >= 0 && g->scc[w] == g->scc[from] && prev[w] == UINT32_MAX) {
                prev[w] = v;
                queue[qe++] = (uint32_t)w;
            }
    }
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    /* Walk back from to; the names then read from to's side: reverse them as written. */
    uint32_t len = 0;
    for (uint32_t v = to; prev[v] != UINT32_MAX && v != from; v = prev[v])
        queue[len++] = v;
    hloa_strbuf_adds(&sb, "'");
    hloa_strbuf_adds(&sb, hloa_check_name(c, g->comp->instrs[from]->name));
    hloa_strbuf_adds(&sb, "'");
    for (uint32_t i = len; i-- > 0;) {
        if (len - i > 8 && i > 0) {
            hloa_strbuf_adds(&sb, " -> ...");
            i = 0;
        }
        hloa_strbuf_adds(&sb, " -> '");
        hloa_strbuf_adds(&sb, hloa_check_name(c, g->comp->instrs[queue[i]]->name));
        hloa_strbuf_adds(&sb, "'");
    }
    const char *text = hloa_arena_strndup(&c->scratch, sb.buf, sb.len);
    hloa_strbuf_release(&sb);
    free(prev);
    free(queue);
    return text;
}

static void check_computation(hloa_check *c, const hloa_comp *comp, hloa_positions *at)
{
    graph g;
    if (!read_graph(comp, at, &g))
        return;
    find_components(&g);
    uint8_t *reported = hloa_xcalloc(g.n, 1); /* per component */
    for (uint32_t v = 0; v < g.n; v++) {
        const hloa_instr *in = comp->instrs[v];
        for (uint32_t k = g.ctrl_start[v]; k < g.ctrl_start[v + 1]; k++) {
            uint32_t p = g.ctrl[k];
            if (p < v)
                continue; /* written above: neither a cycle nor out of order */
            const hloa_attr *a = ctrl_attr(&g, v);
            const hloa_instr *pred = comp->instrs[p];
            if (p == v) {
                hloa_check_report(c, HLOA_RULE_CONTROL_CYCLE, in, a->key_off,
                                  a->val_off + a->val_len,
                                  "'%s' is its own control predecessor: it waits for itself",
                                  hloa_check_name(c, in->name));
            } else if (g.scc[p] == g.scc[v]) {
                if (reported[g.scc[v]]++)
                    continue;
                hloa_diag *dg = hloa_check_report(
                    c, HLOA_RULE_CONTROL_CYCLE, in, a->key_off, a->val_off + a->val_len,
                    "'%s' has control predecessor '%s', which depends on it in turn (%s, each "
                    "depending on the next): "
                    "the instructions wait for each other",
                    hloa_check_name(c, in->name), hloa_check_name(c, pred->name),
                    path_text(c, &g, p, v));
                hloa_diag_related(c->d, dg, pred->off, "'%s' is defined here",
                                  hloa_check_name(c, pred->name));
            } else {
                hloa_diag *dg;
                if (c->m->is_scheduled)
                    dg = hloa_check_report(
                        c, HLOA_RULE_CONTROL_ORDER, in, a->key_off, a->val_off + a->val_len,
                        "'%s' is scheduled before its control predecessor '%s': in a scheduled "
                        "module the text order is the schedule, and a control predecessor must "
                        "come first",
                        hloa_check_name(c, in->name), hloa_check_name(c, pred->name));
                else
                    dg = hloa_check_report(
                        c, HLOA_RULE_CONTROL_ORDER, in, a->key_off, a->val_off + a->val_len,
                        "control predecessor '%s' of '%s' is written after it: XLA's parser "
                        "reads names in order and refuses a name not defined yet",
                        hloa_check_name(c, pred->name), hloa_check_name(c, in->name));
                hloa_diag_related(c->d, dg, pred->off, "'%s' is written here, later",
                                  hloa_check_name(c, pred->name));
            }
        }
    }
    free(reported);
    release_graph(&g);
}

static int has_control_edge(const hloa_comp *comp)
{
    for (uint32_t i = 0; i < comp->n_instrs; i++)
        if (hloa_instr_attr(comp->instrs[i], HLOA_SYM_CONTROL_PREDECESSORS))
            return 1;
    return 0;
}

void hloa_check_control(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    const hloa_module *m = c->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_CONTROL_PREDECESSORS))
        return;
    hloa_positions at = {0};
    for (uint32_t i = 0; i < m->n_comps; i++) {
        const hloa_comp *comp = m->comps[i];
        if (!comp->n_instrs || !has_control_edge(comp))
            continue;
        if (!at.at)
            hloa_positions_init(&at, m);
        check_computation(c, comp, &at);
    }
    hloa_positions_release(&at);
}
