/* Fuzz target: XLA's ScheduleProto (--xla-schedule), text and binary, read and set beside a
   module's timeline. */
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/timeline.h"
#include "hloasync/xla_schedule.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char module[] =
    "HloModule m, is_scheduled=true\n"
    "ENTRY %main (p: f32[1024]) -> f32[1024] {\n"
    "  %p = f32[1024]{0} parameter(0)\n"
    "  %s = (f32[1024]{0}, f32[1024]{0}) all-gather-start(%p), replica_groups={}, dimensions={0}\n"
    "  %n = f32[1024]{0} negate(%p)\n"
    "  ROOT %d = f32[1024]{0} all-gather-done(%s)\n}\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_source src;
    hloa_source_init_mem(&src, "m.hlo", module, sizeof(module) - 1);
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_module m;
    hloa_module_init(&m, &src, (hloa_region){0, src.len});
    if (hloa_parse_module(&m, &d))
        __builtin_trap();
    hloa_desugar(&m, NULL, &d);
    hloa_timeline t;
    hloa_timeline_build(&m, &m.arena, &t);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hloa_timeline_estimate(&t, &hw, &m.arena);
    for (int binary = 0; binary <= 1; binary++) {
        hloa_xla_schedule *s = NULL;
        char why[512];
        if (hloa_xla_schedule_read(&s, "fuzz.pb", data, size, binary, why, sizeof(why))) {
            if (!strstr(why, "fuzz.pb"))
                __builtin_trap(); /* every refusal names the file */
            continue;
        }
        hloa_arena a;
        hloa_arena_init(&a);
        hloa_xs_beside b;
        hloa_xs_beside_build(s, &t, &a, &b);
        if (b.n_ops + b.n_unmatched != t.n_ops)
            __builtin_trap(); /* every op is set beside XLA's, or counted */
        hloa_arena_release(&a);
        hloa_xla_schedule_free(s);
    }
    hloa_module_release(&m);
    hloa_diags_release(&d);
    hloa_source_release(&src);
    return 0;
}
