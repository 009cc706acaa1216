/*
 * The blocks of a region and their dominators (see cfg.h). The builder
 * tells the blocks and branches as it reads them; at the region's end the
 * labels are matched with the branches and the dominator tree is found by
 * Lengauer and Tarjan's algorithm with path compression: O(E log V), every
 * walk an explicit stack, so that no input nests the C stack.
 */
#include "cfg.h"

#include <stdlib.h>
#include <string.h>

enum { NONE = UINT32_MAX };

static void add_block(hloa_mlir_cfg *g, uint32_t off, hloa_sym label, hloa_mlir_span label_at)
{
    HLOA_VEC_PUSH(g->starts, off);
    HLOA_VEC_PUSH(g->labels, label);
    HLOA_VEC_PUSH(g->label_at, label_at);
}

void hloa_mlir_cfg_init(hloa_mlir_cfg *g, uint32_t off, hloa_sym label, hloa_mlir_span label_at)
{
    memset(g, 0, sizeof(*g));
    add_block(g, off, label, label_at);
}

void hloa_mlir_cfg_release(hloa_mlir_cfg *g)
{
    free(g->starts.items);
    free(g->labels.items);
    free(g->label_at.items);
    free(g->edges.items);
    free(g->checks.items);
    free(g->pre);
    free(g->post);
    memset(g, 0, sizeof(*g));
}

void hloa_mlir_cfg_block(hloa_mlir_cfg *g, hloa_sym label, hloa_mlir_span label_at)
{
    add_block(g, label_at.off, label, label_at);
}

void hloa_mlir_cfg_branch(hloa_mlir_cfg *g, hloa_sym label, hloa_mlir_span at)
{
    mlir_cfg_edge e = {hloa_mlir_cfg_current(g), label, at};
    HLOA_VEC_PUSH(g->edges, e);
}

void hloa_mlir_cfg_check(hloa_mlir_cfg *g, mlir_dom_check k)
{
    HLOA_VEC_PUSH(g->checks, k);
}

void hloa_mlir_not_dominated(const hloa_module *m, hloa_diags *d, const hloa_comp *c,
                             const hloa_instr *user, const hloa_instr *def, hloa_mlir_span use,
                             int same_block)
{
    const char *text = m->src->text;
    uint32_t cn, n = 0;
    const char *cs = hloa_name(m, c->name, &cn);
    const char *is = user ? hloa_name(m, user->name, &n) : NULL;
    hloa_diags_set_context(d, cs, cn, is, n);
    hloa_diag *dg = hloa_diag_add(d, HLOA_RULE_UNDEFINED_NAME, use.off, use.off + use.len,
                                  same_block ? "value '%.*s' is defined after this use in its block"
                                             : "value '%.*s' is defined in a block that does not "
                                               "dominate this use",
                                  (int)use.len, text + use.off);
    hloa_diag_related(d, dg, def->off, "'%.*s' is defined here", (int)use.len, text + use.off);
}

uint32_t hloa_mlir_cfg_current(const hloa_mlir_cfg *g)
{
    return (uint32_t)g->starts.len - 1;
}

uint32_t hloa_mlir_cfg_block_at(const hloa_mlir_cfg *g, uint32_t off)
{
    /* the last block starting at or before off (block 0 for what is before the region,
       a function's arguments) */
    size_t lo = 1, hi = g->starts.len;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (g->starts.items[mid] <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (uint32_t)lo - 1;
}

/* A label and its block, sorted by label to match the branches. */
typedef struct label_slot {
    hloa_sym label;
    uint32_t block;
} label_slot;

static int by_label(const void *a, const void *b)
{
    const label_slot *x = a, *y = b;
    if (x->label != y->label)
        return x->label < y->label ? -1 : 1;
    return (x->block > y->block) - (x->block < y->block);
}

/* The block of label, or NONE. */
static uint32_t find_label(const label_slot *slots, size_t n, hloa_sym label)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (slots[mid].label < label)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && slots[lo].label == label ? slots[lo].block : NONE;
}

/* Adjacency as offsets into one array (n + 1 offsets): the successors or predecessors. */
typedef struct adjacency {
    uint32_t *first, *to;
} adjacency;

static adjacency adjacency_of(uint32_t n, const uint32_t *from, const uint32_t *to, size_t m)
{
    adjacency a = {hloa_xcalloc(n + 1, sizeof(uint32_t)),
                   hloa_xcalloc(m ? m : 1, sizeof(uint32_t))};
    for (size_t i = 0; i < m; i++)
        a.first[from[i] + 1]++;
    for (uint32_t v = 0; v < n; v++)
        a.first[v + 1] += a.first[v];
    uint32_t *fill = hloa_xcalloc(n + 1, sizeof(uint32_t));
    memcpy(fill, a.first, (n + 1) * sizeof(uint32_t));
    for (size_t i = 0; i < m; i++)
        a.to[fill[from[i]]++] = to[i];
    free(fill);
    return a;
}

static void adjacency_free(adjacency *a)
{
    free(a->first);
    free(a->to);
}

/* Lengauer and Tarjan's working arrays, by block, dfs numbers from 1 (0: not reached). */
typedef struct lt {
    uint32_t *dfnum, *vertex, *parent, *semi, *ancestor, *label, *idom, *stack;
} lt;

/* Path compression of v's forest path, as the recursive COMPRESS does, from the top down. */
static void compress(lt *s, uint32_t v)
{
    uint32_t n = 0;
    for (uint32_t x = v; s->ancestor[s->ancestor[x]] != NONE; x = s->ancestor[x])
        s->stack[n++] = x;
    while (n--) {
        uint32_t x = s->stack[n], a = s->ancestor[x];
        if (s->semi[s->label[a]] < s->semi[s->label[x]])
            s->label[x] = s->label[a];
        s->ancestor[x] = s->ancestor[a];
    }
}

static uint32_t eval(lt *s, uint32_t v)
{
    if (s->ancestor[v] == NONE)
        return v;
    compress(s, v);
    return s->label[v];
}

/* idom[v] of every block reached from block 0 (NONE for block 0 and the unreached). */
static void dominators(lt *s, uint32_t n, const adjacency *succ, const adjacency *pred)
{
    /* depth-first numbering, iterative: stack of blocks with the next successor to visit */
    uint32_t *next = hloa_xcalloc(n, sizeof(uint32_t)), top = 0, count = 0;
    s->dfnum[0] = ++count;
    s->vertex[count] = 0;
    s->parent[0] = NONE;
    s->stack[top++] = 0;
    next[0] = succ->first[0];
    while (top) {
        uint32_t v = s->stack[top - 1];
        if (next[v] == succ->first[v + 1]) {
            top--;
            continue;
        }
        uint32_t w = succ->to[next[v]++];
        if (s->dfnum[w])
            continue;
        s->dfnum[w] = ++count;
        s->vertex[count] = w;
        s->parent[w] = v;
        next[w] = succ->first[w];
        s->stack[top++] = w;
    }
    free(next);
    /* buckets as linked lists: the blocks whose semidominator is a block */
    uint32_t *bucket = hloa_xcalloc(n, sizeof(uint32_t));
    uint32_t *bucket_next = hloa_xcalloc(n, sizeof(uint32_t));
    for (uint32_t v = 0; v < n; v++) {
        s->semi[v] = s->dfnum[v];
        s->label[v] = v;
        s->ancestor[v] = NONE;
        s->idom[v] = NONE;
        bucket[v] = NONE;
    }
    for (uint32_t i = count; i >= 2; i--) {
        uint32_t w = s->vertex[i], p = s->parent[w];
        for (uint32_t k = pred->first[w]; k < pred->first[w + 1]; k++) {
            uint32_t v = pred->to[k];
            if (!s->dfnum[v])
                continue; /* a branch from a block not reached */
            uint32_t u = eval(s, v);
            if (s->semi[u] < s->semi[w])
                s->semi[w] = s->semi[u];
        }
        uint32_t sd = s->vertex[s->semi[w]];
        bucket_next[w] = bucket[sd];
        bucket[sd] = w;
        s->ancestor[w] = p;
        for (uint32_t v = bucket[p]; v != NONE; v = bucket_next[v]) {
            uint32_t u = eval(s, v);
            s->idom[v] = s->semi[u] < s->semi[v] ? u : p;
        }
        bucket[p] = NONE;
    }
    for (uint32_t i = 2; i <= count; i++) {
        uint32_t w = s->vertex[i];
        if (s->idom[w] != s->vertex[s->semi[w]])
            s->idom[w] = s->idom[s->idom[w]];
    }
    free(bucket);
    free(bucket_next);
}

/* Pre and post order numbers of the dominator tree (from 1), by an explicit stack. */
static void number_tree(hloa_mlir_cfg *g, lt *s, uint32_t n)
{
    uint32_t *from = hloa_xcalloc(n, sizeof(uint32_t)); /* (n >= 1: block 0 is the entry) */
    uint32_t *to = hloa_xcalloc(n, sizeof(uint32_t));
    size_t m = 0;
    for (uint32_t v = 1; v < n; v++)
        if (s->idom[v] != NONE)
            from[m] = s->idom[v], to[m++] = v;
    adjacency kids = adjacency_of(n, from, to, m);
    free(from);
    free(to);
    g->pre = hloa_xcalloc(n, sizeof(uint32_t));
    g->post = hloa_xcalloc(n, sizeof(uint32_t));
    uint32_t *next = hloa_xcalloc(n, sizeof(uint32_t)), top = 0, pre = 0, post = 0;
    s->stack[top++] = 0;
    g->pre[0] = ++pre;
    next[0] = kids.first[0];
    while (top) {
        uint32_t v = s->stack[top - 1];
        if (next[v] == kids.first[v + 1]) {
            g->post[v] = ++post;
            top--;
            continue;
        }
        uint32_t w = kids.to[next[v]++];
        g->pre[w] = ++pre;
        next[w] = kids.first[w];
        s->stack[top++] = w;
    }
    free(next);
    adjacency_free(&kids);
}

int hloa_mlir_cfg_finish(hloa_mlir_cfg *g, const hloa_module *mod, const hloa_comp *c,
                         hloa_diags *d)
{
    const char *text = mod->src->text;
    uint32_t n = (uint32_t)g->starts.len, cn;
    int errors = 0;
    const char *cs = hloa_name(mod, c->name, &cn);
    hloa_diags_set_context(d, cs, cn, NULL, 0);
    label_slot *slots = hloa_xcalloc(n, sizeof(label_slot));
    size_t n_slots = 0;
    for (uint32_t v = 0; v < n; v++)
        if (g->labels.items[v])
            slots[n_slots++] = (label_slot){g->labels.items[v], v};
    qsort(slots, n_slots, sizeof(label_slot), by_label);
    for (size_t i = 1; i < n_slots; i++)
        if (slots[i].label == slots[i - 1].label) {
            hloa_mlir_span at = g->label_at.items[slots[i].block];
            hloa_diag *dg = hloa_diag_add(d, HLOA_RULE_DUPLICATE_NAME, at.off, at.off + at.len,
                                          "block '%.*s' is already defined in this region",
                                          (int)at.len, text + at.off);
            hloa_diag_related(d, dg, g->label_at.items[slots[i - 1].block].off,
                              "previous definition of '%.*s' is here", (int)at.len, text + at.off);
            errors++;
        }
    uint32_t *from = hloa_xcalloc(g->edges.len ? g->edges.len : 1, sizeof(uint32_t));
    uint32_t *to = hloa_xcalloc(g->edges.len ? g->edges.len : 1, sizeof(uint32_t));
    size_t m = 0;
    for (size_t i = 0; i < g->edges.len; i++) {
        const mlir_cfg_edge *e = &g->edges.items[i];
        uint32_t target = find_label(slots, n_slots, e->label);
        if (target == NONE) {
            hloa_diag_add(d, HLOA_RULE_UNDEFINED_NAME, e->at.off, e->at.off + e->at.len,
                          "block '%.*s' is not defined in this region", (int)e->at.len,
                          text + e->at.off);
            errors++;
            continue;
        }
        from[m] = e->from, to[m++] = target;
    }
    free(slots);
    adjacency succ = adjacency_of(n, from, to, m), pred = adjacency_of(n, to, from, m);
    free(from);
    free(to);
    lt s;
    uint32_t **arrays[] = {&s.dfnum,    &s.vertex, &s.parent, &s.semi,
                           &s.ancestor, &s.label,  &s.idom,   &s.stack};
    for (size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); i++)
        *arrays[i] = hloa_xcalloc(n + 1, sizeof(uint32_t));
    dominators(&s, n, &succ, &pred);
    number_tree(g, &s, n);
    for (size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); i++)
        free(*arrays[i]);
    adjacency_free(&succ);
    adjacency_free(&pred);
    for (size_t i = 0; i < g->checks.len; i++) {
        const mlir_dom_check *k = &g->checks.items[i];
        if (!hloa_mlir_cfg_dominates(g, k->def_block, k->use_block)) {
            hloa_mlir_not_dominated(mod, d, c, k->user, k->def, k->use, 0);
            errors++;
        }
    }
    return errors;
}

int hloa_mlir_cfg_dominates(const hloa_mlir_cfg *g, uint32_t a, uint32_t b)
{
    if (!g->pre[b])
        return 1; /* a block no path reaches is dominated by any (a block dominates itself) */
    return g->pre[a] && g->pre[a] <= g->pre[b] && g->post[b] <= g->post[a];
}
