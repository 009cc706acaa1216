/*
 * Fuzz target: the resugar round trip. For input without errors the resugar
 * output parses; and when the input desugars cleanly, so does its resugared
 * form, into text that parses.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_source src;
    hloa_source_init_mem(&src, "fuzz.hlo", (const char *)data, size);
    size_t rlen;
    char *re = fuzz_rewrite(&src, hloa_resugar, &rlen);
    if (re) {
        hloa_source r;
        hloa_source_init_mem(&r, "resugared.hlo", re, rlen);
        FUZZ_CHECK(fuzz_parse_errors(&r) == 0, "resugared text parses");
        size_t dlen, xlen;
        char *dx = fuzz_rewrite(&src, hloa_desugar, &xlen);
        char *de = fuzz_rewrite(&r, hloa_desugar, &dlen);
        FUZZ_CHECK(!dx || de, "resugared text desugars when the input does");
        if (de) {
            hloa_source dsrc;
            hloa_source_init_mem(&dsrc, "desugared.hlo", de, dlen);
            FUZZ_CHECK(fuzz_parse_errors(&dsrc) == 0, "desugar(resugar(x)) parses");
            hloa_source_release(&dsrc);
        }
        free(dx);
        free(de);
        hloa_source_release(&r);
    }
    free(re);
    hloa_source_release(&src);
    return 0;
}
