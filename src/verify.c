/* The verify pipeline of one module, shared by `hlo-async verify` and the fuzzers. */
#include "hloasync/async.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/suppress.h"

void hloa_verify_module(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d)
{
    size_t first = d->list.len;
    hloa_parse_module_jobs(m, d, jobs);
    hloa_desugar(m, NULL, d);
    hloa_chains chains;
    hloa_chains_find(m, &chains);
    hloa_verify_async(m, &chains, d);
    hloa_verify_pairs(m, d);
    hloa_verify_alias(m, &chains, d);
    hloa_verify_schedule(m, &chains, o, d);
    hloa_chains_release(&chains);
    hloa_apply_suppressions(m, d, first);
}
