/* The verify pipeline of one module, shared by `hlo-async verify` and the fuzzers. */
#include "hloasync/async.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/suppress.h"

enum { CHECKS_MIN_BYTES = 1 << 20 }; /* a module this big has its checks run side by side */

/*
 * The checks after desugaring. They only read the module (check.h), so they
 * run side by side: the pairs while the chains are found (they need none),
 * then the other three, the longest first so that a thread that ends early
 * takes the next one.
 */
enum { CHECK_ASYNC, CHECK_PAIRS, CHECK_ALIAS, CHECK_SCHEDULE, N_CHECKS };

typedef struct checks {
    hloa_module *m;
    hloa_chains chains; /* found in the first round */
    const hloa_schedule_options *o;
    hloa_diags diags[N_CHECKS]; /* each check's own, appended in this order afterwards */
} checks;

/* First round: the chains, and the pairs meanwhile. */
static void find_chains_or_check_pairs(void *arg, size_t i)
{
    checks *k = arg;
    if (i == 0)
        hloa_chains_find(k->m, &k->chains);
    else
        hloa_verify_pairs(k->m, &k->diags[CHECK_PAIRS]);
}

/* Second round: the checks that follow the chains. */
static void check_chains(void *arg, size_t i)
{
    checks *k = arg;
    static const int order[] = {CHECK_ASYNC, CHECK_SCHEDULE, CHECK_ALIAS};
    hloa_diags *d = &k->diags[order[i]];
    switch (order[i]) {
    case CHECK_ASYNC:
        hloa_verify_async(k->m, &k->chains, d);
        break;
    case CHECK_SCHEDULE:
        hloa_verify_schedule(k->m, &k->chains, k->o, d);
        break;
    default:
        hloa_verify_alias(k->m, &k->chains, d);
        break;
    }
}

void hloa_verify_checks(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d)
{
    checks k = {.m = m, .o = o};
    for (int i = 0; i < N_CHECKS; i++)
        hloa_diags_init(&k.diags[i]);
    hloa_parallel_for(2, jobs, find_chains_or_check_pairs, &k);
    hloa_parallel_for(3, jobs, check_chains, &k);
    hloa_chains_release(&k.chains);
    /* In the order of the checks, as if one thread ran them: equal locations keep it. */
    for (int i = 0; i < N_CHECKS; i++)
        hloa_diags_append(d, &k.diags[i]);
}

void hloa_verify_module(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d)
{
    size_t first = d->list.len;
    hloa_parse_module_jobs(m, d, jobs);
    hloa_desugar(m, NULL, d);
    /* A small module is checked faster than threads start. */
    int big = m->region.end - m->region.begin >= CHECKS_MIN_BYTES;
    hloa_verify_checks(m, o, big ? jobs : 1, d);
    hloa_apply_suppressions(m, d, first);
}
