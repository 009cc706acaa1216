/* The verify pipeline of one module, shared by `hlo-async verify` and the fuzzers. */
#include "hloasync/async.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/suppress.h"

/*
 * The checks after desugaring. They only read the module (check.h), so they
 * run side by side; the longest first, so a thread that ends early takes the
 * next one.
 */
enum { CHECK_ASYNC, CHECK_PAIRS, CHECK_ALIAS, CHECK_SCHEDULE, N_CHECKS };

typedef struct checks {
    hloa_module *m;
    const hloa_chains *chains;
    const hloa_schedule_options *o;
    hloa_diags diags[N_CHECKS]; /* each check's own, appended in this order afterwards */
} checks;

static void run_check(void *arg, size_t i)
{
    checks *k = arg;
    switch (i) {
    case CHECK_ASYNC:
        hloa_verify_async(k->m, k->chains, &k->diags[i]);
        break;
    case CHECK_PAIRS:
        hloa_verify_pairs(k->m, &k->diags[i]);
        break;
    case CHECK_ALIAS:
        hloa_verify_alias(k->m, k->chains, &k->diags[i]);
        break;
    default:
        hloa_verify_schedule(k->m, k->chains, k->o, &k->diags[i]);
        break;
    }
}

void hloa_verify_checks(hloa_module *m, const hloa_chains *chains, const hloa_schedule_options *o,
                        int jobs, hloa_diags *d)
{
    checks k = {.m = m, .chains = chains, .o = o};
    for (int i = 0; i < N_CHECKS; i++)
        hloa_diags_init(&k.diags[i]);
    hloa_parallel_for(N_CHECKS, jobs, run_check, &k);
    /* In the order of the checks, as if one thread ran them: equal locations keep it. */
    for (int i = 0; i < N_CHECKS; i++)
        hloa_diags_append(d, &k.diags[i]);
}

void hloa_verify_module(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d)
{
    size_t first = d->list.len;
    hloa_parse_module_jobs(m, d, jobs);
    hloa_desugar(m, NULL, d);
    hloa_chains chains;
    hloa_chains_find(m, &chains);
    /* A small module is checked faster than threads start. */
    hloa_verify_checks(m, &chains, o, chains.len >= 1024 ? jobs : 1, d);
    hloa_chains_release(&chains);
    hloa_apply_suppressions(m, d, first);
}
