/* The verify pipeline of one module, shared by `hlo-async verify` and the fuzzers. */
#include "hloasync/async.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/suppress.h"

#include "chain_checks.h"

enum { CHECKS_MIN_BYTES = 1 << 20 }; /* a module this big has its checks run side by side */

/*
 * The checks after desugaring. They only read the module (check.h), so they
 * run side by side: the pairs while the chains are found (they need none),
 * then the rest. The chains are cut into as many ranges as there are
 * threads, and in a range both the async and the alias check of a chain run
 * in turn, while its records are in cache. Every piece reports into a list of
 * its own; appended in the order of the checks, and of the ranges within a
 * check, they read as the four checks one after the other would.
 */
enum { MAX_RANGES = 8 }; /* more ranges than this cost more in lists than they balance */

typedef struct checks {
    hloa_module *m;
    const hloa_schedule_options *o;
    hloa_chains chains; /* found in the first round */
    size_t ranges;      /* of chains, in the second round */
    int aliasing;       /* the alias check looks at output_to_operand_aliasing */
    hloa_diags pairs, links, schedule, buffers;
    hloa_diags async[MAX_RANGES], alias[MAX_RANGES];
    hloa_check async_check[MAX_RANGES]; /* kept for their computation notes */
    hloa_async_notes notes[MAX_RANGES];
} checks;

/* First round: the chains, and the pairs meanwhile. */
static void find_chains_or_check_pairs(void *arg, size_t i)
{
    checks *k = arg;
    if (i == 0)
        hloa_chains_find(k->m, &k->chains);
    else
        hloa_verify_pairs(k->m, &k->pairs);
}

/* Second round: a range of chains each, the longest first, then the rest. */
static void check_chains(void *arg, size_t i)
{
    checks *k = arg;
    if (i < k->ranges) {
        size_t n = k->chains.len, from = n * i / k->ranges, to = n * (i + 1) / k->ranges;
        hloa_check *ca = &k->async_check[i], cl;
        hloa_check_init(&cl, k->m, &k->alias[i]);
        for (size_t c = from; c < to; c++) {
            hloa_chains_prefetch(&k->chains, c);
            hloa_async_check_chain(ca, &k->chains, c, &k->notes[i]);
            hloa_alias_check_chain(&cl, &k->chains.items[c], k->aliasing);
        }
        hloa_check_release(&cl);
        return;
    }
    hloa_check c;
    switch (i - k->ranges) {
    case 0:
        hloa_verify_schedule(k->m, &k->chains, k->o, &k->schedule);
        break;
    case 1:
        hloa_check_init(&c, k->m, &k->links);
        hloa_async_check_links(&c);
        hloa_check_release(&c);
        break;
    default: /* only asked of a scheduled module */
        hloa_check_init(&c, k->m, &k->buffers);
        hloa_alias_check_buffers(&c, &k->chains);
        hloa_check_release(&c);
        break;
    }
}

void hloa_verify_checks(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d)
{
    checks k = {.m = m, .o = o};
    k.ranges = jobs < 1 ? 1 : jobs > MAX_RANGES ? MAX_RANGES : (size_t)jobs;
    k.aliasing = hloa_alias_check_aliasing(m);
    hloa_diags *lists[] = {&k.pairs, &k.links, &k.schedule, &k.buffers};
    for (size_t i = 0; i < sizeof(lists) / sizeof(lists[0]); i++)
        hloa_diags_init(lists[i]);
    for (size_t r = 0; r < k.ranges; r++) {
        hloa_diags_init(&k.async[r]);
        hloa_diags_init(&k.alias[r]);
        hloa_check_init(&k.async_check[r], m, &k.async[r]);
        hloa_async_notes_init(&k.notes[r], &k.async_check[r]);
    }
    hloa_parallel_for(2, jobs, find_chains_or_check_pairs, &k);
    hloa_parallel_for(k.ranges + 2 + (m->is_scheduled != 0), jobs, check_chains, &k);
    /* The computations the ranges noted, reported after the last range's chains. */
    hloa_check *last = &k.async_check[k.ranges - 1];
    hloa_async_check_computations(last, &k.chains, k.notes, k.ranges);
    for (size_t r = 0; r < k.ranges; r++)
        hloa_check_release(&k.async_check[r]);
    hloa_chains_release(&k.chains);
    /* In the order of the checks, as if one thread ran them: equal locations keep it. */
    hloa_diags_append(d, &k.links);
    for (size_t r = 0; r < k.ranges; r++)
        hloa_diags_append(d, &k.async[r]);
    hloa_diags_append(d, &k.pairs);
    for (size_t r = 0; r < k.ranges; r++)
        hloa_diags_append(d, &k.alias[r]);
    hloa_diags_append(d, &k.buffers);
    hloa_diags_append(d, &k.schedule);
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
