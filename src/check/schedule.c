/*
 * Schedule rules (SPEC 5.6) for modules with is_scheduled=true, where the
 * text order of a computation is its schedule: a note where an async op
 * hides no latency (nothing scheduled between its start and done), a note
 * where XLA:GPU will run an async collective synchronously (only no-op work
 * between, or is_sync in its backend config), and, with --max-in-flight=N,
 * an error where more than N ops are in flight. An "op" is a generic chain or
 * a first-class pair.
 */
#define _GNU_SOURCE /* memmem */
#include "hloasync/async.h"
#include "hloasync/check.h"

#include "checks.h"

#include <stdlib.h>
#include <string.h>

typedef struct span {
    const hloa_instr *start; /* the start of the op */
    const hloa_instr *done;  /* its done, or NULL (in flight to the end) */
    uint32_t comp;           /* index of the computation whose schedule holds the op */
    uint32_t begin, end;     /* schedule positions of start and done */
    uint32_t inner_links;    /* links of the op strictly between start and done */
} span;

static int by_comp_and_begin(const void *x, const void *y)
{
    const span *a = x, *b = y;
    if (a->comp != b->comp)
        return a->comp < b->comp ? -1 : 1;
    return a->begin < b->begin ? -1 : a->begin > b->begin;
}

/*
 * Every async op of the module, chains and pairs, grouped by computation in
 * schedule order. Both are found in that order (computations in turn, each in
 * text order): merged, not sorted; a sort only if that ever stops holding.
 */
static size_t collect(const hloa_module *m, const hloa_chains *chains, span **out)
{
    HLOA_VEC(span) pairs = {0};
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        hloa_scan scan = hloa_comp_scan(comp, HLOA_HAS_PAIR);
        for (uint32_t i = 0; i < scan.n; i++) {
            const hloa_instr *in = hloa_scan_at(&scan, i);
            if (!in || hloa_opcodes[in->opcode].family != HLOA_FAM_PAIR_START)
                continue;
            const hloa_instr *done = NULL;
            for (uint32_t u = 0; u < in->n_users; u++)
                if (in->users[u]->opcode == hloa_opcode_pair(in->opcode))
                    done = in->users[u];
            span s = {in, done, c, in->index, done ? done->index : comp->n_instrs, 0};
            HLOA_VEC_PUSH(pairs, s);
        }
    }
    size_t n_chains = chains->len, n = n_chains + pairs.len;
    span *all = hloa_xreallocarray(NULL, n ? n : 1, sizeof(span));
    span *ops = all + pairs.len; /* the chains' spans at the end, merged forward into all */
    for (size_t i = 0; i < n_chains; i++) {
        const hloa_chain *ch = &chains->items[i];
        const hloa_comp *comp = ch->start->parent;
        const hloa_instr *done = hloa_chain_done_here(ch); /* in a loop body: not this schedule */
        ops[i] = (span){ch->start, done, comp->index, ch->start->index,
                        done ? done->index : comp->n_instrs, ch->n_links > 2 ? ch->n_links - 2 : 0};
    }
    if (hloa_in_order(ops, n_chains, sizeof(span), by_comp_and_begin) &&
        hloa_in_order(pairs.items, pairs.len, sizeof(span), by_comp_and_begin)) {
        /* The write position never passes the chains not yet read: no overlap. */
        size_t a = 0, b = 0, w = 0;
        while (a < n_chains || b < pairs.len) {
            int chain_first = b == pairs.len ||
                              (a < n_chains && by_comp_and_begin(&ops[a], &pairs.items[b]) < 0);
            all[w++] = chain_first ? ops[a++] : pairs.items[b++];
        }
    } else {
        memcpy(all, pairs.items, pairs.len * sizeof(span));
        qsort(all, n, sizeof(span), by_comp_and_begin);
    }
    free(pairs.items);
    *out = all;
    return n;
}

/* Is everything scheduled between start and done a link of the same op? (links are in order) */
static int hides_nothing(const span *s)
{
    return s->done && s->end - s->begin - 1 == s->inner_links;
}

/* A binary min-heap of the ops in flight, keyed by the schedule position where they end. */
typedef struct flight {
    uint32_t end;  /* position of the done */
    uint32_t span; /* index into the computation's spans */
} flight;
typedef HLOA_VEC(flight) heap;

static void heap_swap(heap *h, size_t a, size_t b)
{
    flight t = h->items[a];
    h->items[a] = h->items[b];
    h->items[b] = t;
}

static void heap_push(heap *h, flight f)
{
    HLOA_VEC_PUSH(*h, f);
    for (size_t i = h->len - 1; i > 0 && h->items[(i - 1) / 2].end > h->items[i].end; i = (i - 1) / 2)
        heap_swap(h, i, (i - 1) / 2);
}

static void heap_pop(heap *h)
{
    h->items[0] = h->items[--h->len];
    for (size_t i = 0;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->len && h->items[l].end < h->items[m].end)
            m = l;
        if (r < h->len && h->items[r].end < h->items[m].end)
            m = r;
        if (m == i)
            break;
        heap_swap(h, i, m);
        i = m;
    }
}

static int by_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* ---- what XLA:GPU runs synchronously (ConvertAsyncCollectivesToSync) ---- */

static int is_collective(uint8_t opcode)
{
    switch (opcode) {
    case HLOA_OP_ALL_REDUCE:
    case HLOA_OP_ALL_GATHER:
    case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_RAGGED_ALL_TO_ALL:
    case HLOA_OP_COLLECTIVE_PERMUTE:
    case HLOA_OP_COLLECTIVE_BROADCAST:
    case HLOA_OP_REDUCE_SCATTER:
    case HLOA_OP_ALL_REDUCE_START:
    case HLOA_OP_ALL_GATHER_START:
    case HLOA_OP_COLLECTIVE_PERMUTE_START:
        return 1;
    default:
        return 0;
    }
}

/* XLA's hlo_query::IsAsyncCollectiveStartOp (send and recv not counted) and its done. */
static int collective_start(const hloa_instr *in)
{
    if (in->opcode == HLOA_OP_ASYNC_START) {
        const hloa_comp *w = hloa_async_called(in);
        return w && w->root && is_collective(w->root->opcode);
    }
    return in->opcode == HLOA_OP_ALL_REDUCE_START || in->opcode == HLOA_OP_ALL_GATHER_START ||
           in->opcode == HLOA_OP_COLLECTIVE_PERMUTE_START;
}

/* The start a collective done ends (XLA's FindAsyncStart), or NULL when in is none. */
static const hloa_instr *collective_done_of(hloa_trace *t, const hloa_instr *in)
{
    if (in->opcode == HLOA_OP_ASYNC_DONE) {
        const hloa_instr *start = hloa_trace_start(t, (hloa_instr *)in);
        return start && collective_start(start) ? start : NULL;
    }
    if (in->opcode == HLOA_OP_ALL_REDUCE_DONE || in->opcode == HLOA_OP_ALL_GATHER_DONE ||
        in->opcode == HLOA_OP_COLLECTIVE_PERMUTE_DONE)
        return in->n_operands ? in->operands[0] : NULL;
    return NULL;
}

/* XLA:GPU's no-ops, which do not keep a collective asynchronous. */
static int is_nop(const hloa_instr *in)
{
    return in->opcode == HLOA_OP_PARAMETER || in->opcode == HLOA_OP_CONSTANT ||
           in->opcode == HLOA_OP_BITCAST || in->opcode == HLOA_OP_GET_TUPLE_ELEMENT;
}

/* Its backend config says is_sync: true (a collective the annotator made synchronous). */
static int marked_sync(const hloa_instr *in)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_BACKEND_CONFIG);
    const char *k = a ? memmem(a->val, a->val_len, "\"is_sync\"", 9) : NULL;
    if (!k)
        return 0;
    const char *e = a->val + a->val_len, *v = k + 9;
    while (v < e && (*v == ' ' || *v == ':' || *v == '\\'))
        v++;
    return e - v >= 4 && !memcmp(v, "true", 4);
}

enum { RUNS_ASYNC, RUNS_SYNC_NOPS, RUNS_SYNC_MARKED };

/*
 * XLA:GPU's walk of a schedule (ConvertAsyncCollectivesToSync with its GPU
 * no-ops): the collectives in flight are forgotten at any other instruction;
 * one whose done comes while it is still remembered runs synchronously, as
 * does one whose backend config says is_sync. sync[i] for the start at i.
 */
static void find_sync(const hloa_module *m, const hloa_comp *comp, uint8_t *sync)
{
    /* in flight: a flag per position (a done finds its start at once, however many are in
       flight), and the positions flagged, to forget them all at once */
    uint8_t *flying = hloa_xcalloc(comp->n_instrs + 1, 1);
    HLOA_VEC(uint32_t) in_flight = {0};
    hloa_trace t;
    hloa_trace_init(&t, m);
    for (uint32_t i = 0; i < comp->n_instrs; i++) {
        const hloa_instr *in = comp->instrs[i], *start;
        if (collective_start(in)) {
            flying[i] = 1;
            HLOA_VEC_PUSH(in_flight, i);
            if (marked_sync(in))
                sync[i] = RUNS_SYNC_MARKED;
        } else if ((start = collective_done_of(&t, in)) != NULL) {
            if (start->parent == comp && flying[start->index]) {
                if (!sync[start->index])
                    sync[start->index] = RUNS_SYNC_NOPS;
                flying[start->index] = 0;
            }
        } else if (!is_nop(in)) {
            for (size_t k = 0; k < in_flight.len; k++)
                flying[in_flight.items[k]] = 0;
            in_flight.len = 0;
        }
    }
    free(in_flight.items);
    free(flying);
    hloa_trace_release(&t);
}

static void report_sync(hloa_check *c, const span *s, int how)
{
    uint32_t sn, dn;
    const char *ss = hloa_name(c->m, s->start->name, &sn);
    hloa_diag *dg = hloa_check_report(
        c, HLOA_RULE_ASYNC_RUNS_SYNC, s->start, s->start->opcode_off,
        s->start->opcode_off + s->start->opcode_len,
        how == RUNS_SYNC_MARKED
            ? "XLA:GPU runs '%.*s' synchronously: its backend config says is_sync"
            : "XLA:GPU runs '%.*s' synchronously: only parameters, constants, bitcasts and "
              "get-tuple-elements are scheduled between its start and done, nothing to overlap",
        (int)sn, ss);
    if (s->done) {
        const char *ds = hloa_name(c->m, s->done->name, &dn);
        hloa_diag_related(c->d, dg, s->done->off, "the done '%.*s' is here", (int)dn, ds);
    }
}

/* One computation's ops (spans[0..n), in schedule order): overlap notes and the in-flight limit. */
static void check_computation(hloa_check *c, const span *spans, size_t n)
{
    const hloa_module *m = c->m;
    const hloa_comp *comp = m->comps[spans[0].comp];
    uint8_t *sync = hloa_xcalloc(comp->n_instrs + 1, 1);
    find_sync(m, comp, sync);
    long max_in_flight = c->options ? c->options->max_in_flight : -1;
    heap ends = {0}; /* the ops begun so far and not done yet */
    for (size_t i = 0; i < n; i++) {
        const span *s = &spans[i];
        int runs_sync = s->start->parent == comp ? sync[s->start->index] : RUNS_ASYNC;
        /* nothing at all between: async-no-overlap says it (and has for longer), unless the
           backend config says is_sync, which says more */
        int no_overlap = hides_nothing(s) && runs_sync != RUNS_SYNC_MARKED;
        if (runs_sync == RUNS_SYNC_MARKED || (runs_sync == RUNS_SYNC_NOPS && !no_overlap))
            report_sync(c, s, runs_sync);
        while (ends.len && ends.items[0].end <= s->begin)
            heap_pop(&ends);
        long in_flight = (long)ends.len + 1;
        heap_push(&ends, (flight){s->end, (uint32_t)i});
        int too_many = max_in_flight >= 0 && in_flight > max_in_flight;
        if (!no_overlap && !too_many)
            continue;
        /* Names only for a report: looking them up for every op costs a cache miss each. */
        uint32_t sn;
        const char *ss = hloa_name(m, s->start->name, &sn);
        if (no_overlap) {
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_NO_OVERLAP, s->start, s->start->opcode_off,
                s->start->opcode_off + s->start->opcode_len,
                "'%.*s' is followed by its done with nothing scheduled in between: it hides no "
                "latency",
                (int)sn, ss);
            uint32_t dn;
            const char *ds = hloa_name(m, s->done->name, &dn);
            hloa_diag_related(c->d, dg, s->done->off, "the done '%.*s' is here", (int)dn, ds);
        }
        if (!too_many)
            continue;
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_IN_FLIGHT, s->start, s->start->opcode_off,
            s->start->opcode_off + s->start->opcode_len,
            "%ld async ops are in flight once '%.*s' starts; --max-in-flight=%ld", in_flight,
            (int)sn, ss, max_in_flight);
        /* Name up to 8 of the others, in schedule order. */
        uint32_t named[8], n_named = 0;
        for (size_t k = 0; k < ends.len && n_named < 8; k++)
            if (ends.items[k].span != i)
                named[n_named++] = ends.items[k].span;
        qsort(named, n_named, sizeof(uint32_t), by_u32);
        for (uint32_t k = 0; k < n_named; k++) {
            uint32_t on;
            const char *os = hloa_name(m, spans[named[k]].start->name, &on);
            hloa_diag_related(c->d, dg, spans[named[k]].start->off, "'%.*s' is in flight", (int)on,
                              os);
        }
    }
    free(ends.items);
    free(sync);
}

void hloa_check_schedule(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    span *spans;
    size_t n = collect(c->m, c->chains, &spans);
    for (size_t i = 0, j; i < n; i = j) {
        for (j = i + 1; j < n && spans[j].comp == spans[i].comp; j++)
            ;
        check_computation(c, spans + i, j - i);
    }
    free(spans);
}
