/* Fuzz target: a table of XLA's in protobuf text (--perf-table), read and looked up. */
#include "hloasync/ir.h"
#include "hloasync/perf_table.h"
#include "hloasync/shape.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_perf_tables *t = NULL;
    char why[512];
    if (hloa_perf_tables_read(&t, "fuzz.txtpb", (const char *)data, size, "sm_90", why,
                              sizeof(why))) {
        if (!strstr(why, "fuzz.txtpb"))
            __builtin_trap(); /* every refusal names the file */
    } else {
        static const int ops[] = {HLOA_OP_ALL_REDUCE, HLOA_OP_ALL_GATHER_START,
                                  HLOA_OP_REDUCE_SCATTER, HLOA_OP_ALL_TO_ALL,
                                  HLOA_OP_COLLECTIVE_PERMUTE};
        for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
            for (double bytes = 1; bytes < 1e13; bytes *= 37) {
                double us = hloa_perf_tables_collective_us(t, ops[i], 1, 8, (int)i % 3,
                                                           HLOA_ELEM_F32, bytes);
                if (us != -1 && !(us >= 0 && isfinite(us)))
                    __builtin_trap(); /* a time or no answer */
            }
        for (int64_t n = 1; n < (int64_t)1 << 40; n *= 13) {
            double us = hloa_perf_tables_gemm_us(t, 1 + n % 5, n, 256, 512, HLOA_ELEM_BF16,
                                                 HLOA_ELEM_BF16, HLOA_ELEM_BF16);
            if (us != -1 && !(us >= 0 && isfinite(us)))
                __builtin_trap();
        }
    }
    hloa_perf_tables_free(t);
    return 0;
}
