/* Fuzz target: XLA's ScheduleProto (--xla-schedule), text and binary, read and set beside a
   module's timeline. */
#include "fuzz_common.h"
#include "hloasync/xla_schedule.h"

#include <stdint.h>

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
    hloa_module m;
    hloa_diags d;
    hloa_timeline t;
    fuzz_timed_module(&src, "m.hlo", module, &m, &d, &t);
    for (int binary = 0; binary <= 1; binary++) {
        hloa_xla_schedule *s = NULL;
        char why[512];
        if (hloa_xla_schedule_read(&s, "fuzz.pb", data, size, binary, why, sizeof(why))) {
            FUZZ_CHECK(strstr(why, "fuzz.pb"), "every refusal names the file");
            continue;
        }
        hloa_arena a;
        hloa_arena_init(&a);
        hloa_xs_beside b;
        hloa_xs_beside_build(s, &t, &a, &b);
        FUZZ_CHECK(b.n_ops + b.n_unmatched == t.n_ops, "every op is set beside XLA's, or counted");
        hloa_arena_release(&a);
        hloa_xla_schedule_free(s);
    }
    hloa_module_release(&m);
    hloa_diags_release(&d);
    hloa_source_release(&src);
    return 0;
}
