/* Fuzz target: parse, the whole verify pipeline and chains' renderers, split modules included. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_source src;
    hloa_source_init_mem(&src, "fuzz.hlo", (const char *)data, size);
    fuzz_verify(&src, HLOA_LANG_AUTO);
    fuzz_chains(&src, HLOA_LANG_AUTO);
    hloa_source_release(&src);
    return 0;
}
