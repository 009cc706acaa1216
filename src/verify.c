/*
 * The verify driver: runs the check of every rule of rules.def over the
 * subjects of its scope, each subject once, and reports as if one thread ran
 * the scopes one after the other in the order of hloa_scope.
 *
 * The checks only read the module (check.h), so they run side by side in two
 * rounds: the scopes that need no chains while the chains are found, then the
 * chains cut into ranges beside the other scopes that need them. Every scope
 * (and every range of chains) reports into a list of its own; appended in
 * scope order, and ranges in chain order, they read the same on 1 or 8 threads.
 */
#include "hloasync/parallel.h"
#include "hloasync/passes.h"

#include "checks.h"

#include <stdlib.h>

enum {
    MAX_RANGES = 8,             /* more ranges of chains cost more in lists than they balance */
    MAX_CHECKS = 16,            /* distinct checks of one scope */
};

/* The scope and check columns of rules.def. */
static const struct row {
    hloa_scope scope;
    hloa_check_fn *check;
} rows[HLOA_RULE_COUNT] = {
#define RULE(e, id, sev, scope, check, summary, explanation) {HLOA_SCOPE_##scope, check},
#include "hloasync/rules.def"
#undef RULE
};

/* The distinct checks of a scope, in the order of their first rows. */
typedef struct check_list {
    hloa_check_fn *fn[MAX_CHECKS];
    size_t n;
} check_list;

static check_list checks_of(hloa_scope scope)
{
    check_list l = {.n = 0};
    for (size_t r = 0; r < HLOA_RULE_COUNT; r++) {
        if (rows[r].scope != scope || !rows[r].check) continue;
        size_t k = 0;
        while (k < l.n && l.fn[k] != rows[r].check)
            k++;
        if (k == l.n && l.n < MAX_CHECKS) l.fn[l.n++] = rows[r].check;
    }
    return l;
}

static void run_checks(const check_list *l, hloa_check *c, const hloa_subject *s)
{
    for (size_t k = 0; k < l->n; k++)
        l->fn[k](c, s);
}

static int is_async_op(const hloa_instr *in)
{
    uint8_t f = hloa_opcodes[in->opcode].family;
    return f == HLOA_FAM_ASYNC_START || f == HLOA_FAM_ASYNC_UPDATE || f == HLOA_FAM_ASYNC_DONE;
}

static int is_pair_op(const hloa_instr *in)
{
    uint8_t f = hloa_opcodes[in->opcode].family;
    return f == HLOA_FAM_PAIR_START || f == HLOA_FAM_PAIR_DONE;
}

/* The subjects of an INSTRUCTION or PAIR check: the instructions of these kinds that are. */
static void each_instruction(hloa_check *c, const check_list *l, uint8_t kinds,
                             int (*is_subject)(const hloa_instr *))
{
    hloa_module *m = c->m;
    for (uint32_t k = 0; k < m->n_comps; k++) {
        hloa_scan scan = hloa_comp_scan(m->comps[k], kinds);
        for (uint32_t i = 0; i < scan.n; i++) {
            const hloa_instr *in = hloa_scan_at(&scan, i);
            /* A broken instruction was reported as written; its checks would guess. */
            if (!in || in->broken || !is_subject(in)) continue;
            hloa_subject s = {.instr = in};
            run_checks(l, c, &s);
        }
    }
}

/*
 * Asks for the records the checks of chain i will read a few chains ahead: a
 * check of 70 000 chains otherwise waits for each chain's scattered records
 * in turn.
 */
static inline void prefetch_chain(const hloa_chains *c, size_t i)
{
    if (i + 16 < c->len) {
        const hloa_chain *f = &c->items[i + 16];
        __builtin_prefetch(f->start);
        __builtin_prefetch(f->done);
        __builtin_prefetch(f->comp);
    }
    if (i + 8 < c->len) {
        const hloa_chain *n = &c->items[i + 8];
        __builtin_prefetch(n->start->shape);
        __builtin_prefetch(n->start->attrs);
        if (n->start->n_operands) __builtin_prefetch(n->start->operands);
        if (n->comp) __builtin_prefetch(n->comp->root);
        if (n->done) __builtin_prefetch(n->done->operands);
    }
}

/* Chains [from, to): every check of a chain in turn, while its records are in cache. */
static void each_chain(hloa_check *c, const check_list *l, size_t from, size_t to)
{
    for (size_t i = from; i < to; i++) {
        prefetch_chain(c->chains, i);
        const hloa_chain *ch = &c->chains->items[i];
        if (ch->start->broken) continue;
        hloa_subject s = {.chain = ch};
        run_checks(l, c, &s);
    }
}

/* Every computation a chain runs, with the first chain that runs it (a broken one too). */
static void each_computation(hloa_check *c, const check_list *l)
{
    if (!l->n) return;
    uint8_t *seen = hloa_arena_calloc(&c->scratch, c->m->n_comps + 1, 1);
    for (size_t i = 0; i < c->chains->len; i++) {
        const hloa_chain *ch = &c->chains->items[i];
        if (!ch->comp || seen[ch->comp->index]) continue;
        seen[ch->comp->index] = 1;
        hloa_subject s = {.chain = ch, .comp = ch->comp};
        run_checks(l, c, &s);
    }
}

typedef struct run {
    hloa_module *m;
    const hloa_verify_options *o;
    hloa_chains chains;             /* found in the first round */
    size_t ranges;                  /* of chains, in the second round */
    hloa_diags scope[HLOA_SCOPE_COUNT]; /* what each scope reported (CHAIN: unused) */
    hloa_diags chain[MAX_RANGES];   /* what each range of chains reported */
} run;

/* Runs the checks of scope (range: which range of chains) into its list. */
static void run_scope(run *r, hloa_scope scope, size_t range)
{
    check_list l = checks_of(scope);
    hloa_check c;
    /* The first round's scopes run while the chains are found: they get none. */
    int needs_chains = scope != HLOA_SCOPE_INSTRUCTION && scope != HLOA_SCOPE_PAIR;
    hloa_check_init(&c, r->m, needs_chains ? &r->chains : NULL, r->o,
                    scope == HLOA_SCOPE_CHAIN ? &r->chain[range] : &r->scope[scope]);
    hloa_subject whole = {0};
    size_t n = r->chains.len;
    switch (scope) {
    case HLOA_SCOPE_INSTRUCTION:
        each_instruction(&c, &l, HLOA_HAS_ASYNC, is_async_op);
        break;
    case HLOA_SCOPE_PAIR:
        each_instruction(&c, &l, HLOA_HAS_PAIR, is_pair_op);
        break;
    case HLOA_SCOPE_CHAIN:
        each_chain(&c, &l, n * range / r->ranges, n * (range + 1) / r->ranges);
        break;
    case HLOA_SCOPE_COMPUTATION:
        each_computation(&c, &l);
        break;
    case HLOA_SCOPE_MODULE:
        run_checks(&l, &c, &whole);
        break;
    case HLOA_SCOPE_SCHEDULE:
        if (r->m->is_scheduled) run_checks(&l, &c, &whole);
        break;
    default:
        break;
    }
    hloa_check_release(&c);
}

/* First round: the chains, and the scopes that need none meanwhile. */
static void first_round(void *arg, size_t i)
{
    run *r = arg;
    if (i == 0)
        hloa_chains_find(r->m, &r->chains);
    else
        run_scope(r, i == 1 ? HLOA_SCOPE_INSTRUCTION : HLOA_SCOPE_PAIR, 0);
}

/* Second round: the ranges of chains first (the longest items), then the other scopes. */
static const hloa_scope second_scopes[] = {HLOA_SCOPE_COMPUTATION, HLOA_SCOPE_MODULE,
                                           HLOA_SCOPE_SCHEDULE};

static void second_round(void *arg, size_t i)
{
    run *r = arg;
    if (i < r->ranges)
        run_scope(r, HLOA_SCOPE_CHAIN, i);
    else
        run_scope(r, second_scopes[i - r->ranges], 0);
}

void hloa_verify_checks(hloa_module *m, const hloa_verify_options *o, int jobs, hloa_diags *d)
{
    run r = {.m = m, .o = o};
    r.ranges = jobs < 1 ? 1 : jobs > MAX_RANGES ? MAX_RANGES : (size_t)jobs;
    for (size_t s = 0; s < HLOA_SCOPE_COUNT; s++)
        hloa_diags_init(&r.scope[s]);
    for (size_t k = 0; k < r.ranges; k++)
        hloa_diags_init(&r.chain[k]);
    hloa_parallel_for(3, jobs, first_round, &r);
    hloa_parallel_for(r.ranges + sizeof(second_scopes) / sizeof(second_scopes[0]), jobs,
                      second_round, &r);
    hloa_chains_release(&r.chains);
    for (size_t s = 0; s < HLOA_SCOPE_COUNT; s++) {
        if (s == HLOA_SCOPE_CHAIN)
            for (size_t k = 0; k < r.ranges; k++)
                hloa_diags_append(d, &r.chain[k]);
        else
            hloa_diags_append(d, &r.scope[s]);
    }
}
