/*
 * The verify driver: runs the check of every rule of rules.def over the
 * subjects of its scope, each subject once, and reports as if one thread ran
 * the scopes one after the other in the order of hloa_scope.
 *
 * The checks only read the module (check.h), so they run side by side in two
 * rounds: the pairs (which need no chains) while the chains are found, then
 * the chains cut into ranges beside the async instructions and each module
 * and schedule check. Every item reports into a list of its own; appended in
 * scope order (ranges in chain order, checks in row order) they read the same
 * on 1 or 8 threads.
 */
#include "hloasync/parallel.h"
#include "hloasync/passes.h"

#include "checks.h"

#include <stdlib.h>

enum {
    MAX_RANGES = 8,             /* more ranges of chains cost more in lists than they balance */
    MAX_CHECKS = 16,            /* distinct checks of the scopes run as one list */
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
        if (k < l.n) continue;
        if (l.n == MAX_CHECKS) BUG("more distinct checks in one scope than MAX_CHECKS");
        l.fn[l.n++] = rows[r].check;
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
 * Chains [from, to): every check of a chain in turn, while its records are in
 * cache, and the computation checks of the chain that runs a computation
 * first (chains come in text order, so appended by range these read as one
 * pass over the chains, then one over the computations, would).
 */
static void each_chain(hloa_check *chain_c, hloa_check *comp_c, size_t from, size_t to)
{
    check_list chain_l = checks_of(HLOA_SCOPE_CHAIN), comp_l = checks_of(HLOA_SCOPE_COMPUTATION);
    const hloa_chains *chains = chain_c->chains;
    for (size_t i = from; i < to; i++) {
        const hloa_chain *ch = &chains->items[i];
        if (!ch->start->broken) {
            hloa_subject s = {.chain = ch};
            run_checks(&chain_l, chain_c, &s);
        }
        if (ch->first_run) { /* a broken start's computation too */
            hloa_subject s = {.chain = ch, .comp = ch->comp};
            run_checks(&comp_l, comp_c, &s);
        }
    }
}

typedef struct run {
    hloa_module *m;
    const hloa_verify_options *o;
    hloa_chains chains;             /* found in the first round */
    size_t ranges;                  /* of chains, in the second round */
    hloa_diags scope[HLOA_SCOPE_COUNT]; /* what INSTRUCTION and PAIR reported */
    hloa_diags chain[MAX_RANGES];   /* what each range of chains reported */
    hloa_diags comp[MAX_RANGES];    /* what the computations first run in each range reported */
    check_list whole;               /* the MODULE checks, then the SCHEDULE ones */
    size_t n_module;                /* how many of whole are MODULE checks */
    hloa_diags whole_diags[MAX_CHECKS]; /* what each of those reported */
} run;

/* The checks of a range of chains and of the computations they run first. */
static void run_chains(run *r, size_t range)
{
    hloa_check chain_c, comp_c;
    hloa_check_init(&chain_c, r->m, &r->chains, r->o, &r->chain[range]);
    hloa_check_init(&comp_c, r->m, &r->chains, r->o, &r->comp[range]);
    size_t n = r->chains.len;
    each_chain(&chain_c, &comp_c, n * range / r->ranges, n * (range + 1) / r->ranges);
    hloa_check_release(&chain_c);
    hloa_check_release(&comp_c);
}

/* The INSTRUCTION or PAIR checks over their instructions (they need no chains). */
static void run_instructions(run *r, hloa_scope scope)
{
    check_list l = checks_of(scope);
    hloa_check c;
    hloa_check_init(&c, r->m, NULL, r->o, &r->scope[scope]);
    if (scope == HLOA_SCOPE_INSTRUCTION)
        each_instruction(&c, &l, HLOA_HAS_ASYNC, is_async_op);
    else
        each_instruction(&c, &l, HLOA_HAS_PAIR, is_pair_op);
    hloa_check_release(&c);
}

/* MODULE or SCHEDULE check k, once, on its own: each may take a pass over the module. */
static void run_whole(run *r, size_t k)
{
    hloa_check c;
    hloa_check_init(&c, r->m, &r->chains, r->o, &r->whole_diags[k]);
    hloa_subject whole = {0};
    r->whole.fn[k](&c, &whole);
    hloa_check_release(&c);
}

/* First round: the chains, and the pairs (which need none) meanwhile. */
static void first_round(void *arg, size_t i)
{
    run *r = arg;
    if (i == 0)
        hloa_chains_find(r->m, &r->chains);
    else
        run_instructions(r, HLOA_SCOPE_PAIR);
}

/*
 * Second round, the longest items first so that the last to finish is short:
 * the SCHEDULE checks (each a pass over the schedules, one of them in time),
 * the ranges of chains, then the INSTRUCTION checks and each MODULE check.
 */
static void second_round(void *arg, size_t i)
{
    run *r = arg;
    size_t n_schedule = r->whole.n - r->n_module;
    if (i < n_schedule)
        run_whole(r, r->n_module + i);
    else if ((i -= n_schedule) < r->ranges)
        run_chains(r, i);
    else if (i == r->ranges)
        run_instructions(r, HLOA_SCOPE_INSTRUCTION);
    else
        run_whole(r, i - r->ranges - 1);
}

void hloa_verify_checks(hloa_module *m, const hloa_verify_options *o, int jobs, hloa_diags *d)
{
    run r = {.m = m, .o = o};
    r.ranges = jobs < 1 ? 1 : jobs > MAX_RANGES ? MAX_RANGES : (size_t)jobs;
    r.whole = checks_of(HLOA_SCOPE_MODULE);
    r.n_module = r.whole.n;
    if (m->is_scheduled) {
        check_list sched = checks_of(HLOA_SCOPE_SCHEDULE);
        if (r.whole.n + sched.n > MAX_CHECKS) BUG("more module and schedule checks than MAX_CHECKS");
        for (size_t k = 0; k < sched.n; k++)
            r.whole.fn[r.whole.n++] = sched.fn[k];
    }
    for (size_t s = 0; s < HLOA_SCOPE_COUNT; s++)
        hloa_diags_init(&r.scope[s]);
    for (size_t k = 0; k < r.ranges; k++) {
        hloa_diags_init(&r.chain[k]);
        hloa_diags_init(&r.comp[k]);
    }
    for (size_t k = 0; k < r.whole.n; k++)
        hloa_diags_init(&r.whole_diags[k]);
    hloa_parallel_for(2, jobs, first_round, &r);
    hloa_parallel_for(r.ranges + 1 + r.whole.n, jobs, second_round, &r);
    hloa_chains_release(&r.chains);
    /* In scope order, as one thread running the scopes in turn would report. */
    hloa_diags_append(d, &r.scope[HLOA_SCOPE_INSTRUCTION]);
    for (size_t k = 0; k < r.ranges; k++)
        hloa_diags_append(d, &r.chain[k]);
    for (size_t k = 0; k < r.ranges; k++)
        hloa_diags_append(d, &r.comp[k]);
    hloa_diags_append(d, &r.scope[HLOA_SCOPE_PAIR]);
    for (size_t k = 0; k < r.whole.n; k++)
        hloa_diags_append(d, &r.whole_diags[k]);
}
