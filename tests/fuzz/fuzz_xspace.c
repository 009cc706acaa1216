/*
 * Fuzz target: an XSpace (profile/xspace.c) read from bytes, and each of its modules joined
 * (profile/join.c) to a small module with an async all-reduce, an async copy and a synchronous
 * all-reduce (testdata/measured/pair.hlo's shape). Properties: a refusal says why; a join never
 * matches more events than name an instruction, and its figures are ordered and finite.
 */
#include "fuzz_common.h"
#include "hloasync/join.h"

#include <math.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char module_text[] =
    "HloModule measured_pair, is_scheduled=true\n"
    "%add (a: f32[], b: f32[]) -> f32[] {\n"
    "  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n"
    "ENTRY %main (p: f32[64]) -> (f32[64], f32[64], f32[64]) {\n"
    "  %p = f32[64]{0} parameter(0)\n"
    "  %fusion.1 = f32[64]{0} add(%p, %p)\n"
    "  %all-reduce-start = f32[64]{0} all-reduce-start(%fusion.1), replica_groups={{0,1}}, "
    "to_apply=%add\n"
    "  %fusion.2 = f32[64]{0} multiply(%p, %p)\n"
    "  %all-reduce-done = f32[64]{0} all-reduce-done(%all-reduce-start)\n"
    "  %copy-start = (f32[64]{0}, f32[64]{0}, u32[]) copy-start(%fusion.2)\n"
    "  %copy-done = f32[64]{0} copy-done(%copy-start)\n"
    "  %all-reduce.1 = f32[64]{0} all-reduce(%fusion.2), replica_groups={{0,1}}, to_apply=%add\n"
    "  ROOT %t = (f32[64]{0}, f32[64]{0}, f32[64]{0}) tuple(%all-reduce-done, %copy-done, "
    "%all-reduce.1)\n}\n";

static int ordered(const hloa_measured *f)
{
    return !f->n || (isfinite(f->median_us) && f->min_us <= f->median_us && f->median_us <= f->max_us);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_run run;
    hloa_run_init(&run);
    char err[512];
    if (hloa_read_xspace_mem(data, size, &run, err, sizeof err)) {
        FUZZ_CHECK(err[0], "a refusal says why");
        hloa_run_release(&run);
        return 0;
    }
    hloa_source src;
    hloa_module m;
    hloa_diags d;
    hloa_timeline t;
    fuzz_timed_module(&src, "pair.hlo", module_text, &m, &d, &t);
    for (uint32_t k = 0; k < run.n_modules; k++) {
        hloa_join j;
        hloa_join_build(&run, k, &t, &m.arena, &j);
        FUZZ_CHECK(j.matched <= j.named, "no more matched than named");
        for (uint32_t i = 0; i < j.n_ops; i++)
            FUZZ_CHECK(ordered(&j.ops[i].time) && ordered(&j.ops[i].exposed),
                       "figures finite and ordered");
    }
    hloa_module_release(&m);
    hloa_diags_release(&d);
    hloa_source_release(&src);
    hloa_run_release(&run);
    return 0;
}
