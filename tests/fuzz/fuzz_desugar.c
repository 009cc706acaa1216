/*
 * Fuzz target: desugar -> re-parse. The desugared text of input without
 * errors parses without errors, desugaring it again changes nothing, and
 * when the input verified clean, the desugared module verifies clean too.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_source src;
    hloa_source_init_mem(&src, "fuzz.hlo", (const char *)data, size);
    size_t len;
    char *once = fuzz_rewrite(&src, hloa_desugar, &len);
    if (once) {
        unsigned before = fuzz_verify(&src, HLOA_LANG_HLO);
        hloa_source out;
        hloa_source_init_mem(&out, "desugared.hlo", once, len);
        FUZZ_CHECK(fuzz_parse_errors(&out) == 0, "desugared text parses");
        FUZZ_CHECK(before != 0 || fuzz_verify(&out, HLOA_LANG_HLO) == 0, "clean input desugars to clean output");
        size_t len2;
        char *twice = fuzz_rewrite(&out, hloa_desugar, &len2);
        FUZZ_CHECK(twice && len2 == len && !memcmp(once, twice, len), "desugar is idempotent");
        free(twice);
        hloa_source_release(&out);
    }
    free(once);
    hloa_source_release(&src);
    return 0;
}
