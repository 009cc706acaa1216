/*
 * Fuzz target: a module read in parts on several threads is the module read
 * whole (hloa_parse_module_in_parts): the same printed module, diagnostics,
 * computations, users, callees and names, whatever the cuts fall on.
 */
#include "fuzz_common.h"
#include "module_digest.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The digest of the module in region r read in `parts` parts (1: whole). */
static char *read_in_parts(const hloa_source *src, hloa_region r, int parts)
{
    hloa_module m;
    hloa_module_init(&m, src, r);
    hloa_diags d;
    hloa_diags_init(&d);
    int errors = parts > 1 ? hloa_parse_module_in_parts(&m, &d, parts, NULL)
                           : hloa_parse_module(&m, &d);
    hloa_diags_sort(&d);
    char *digest = module_digest(&m, errors, &d);
    hloa_module_release(&m);
    hloa_diags_release(&d);
    return digest;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_source src;
    hloa_source_init_mem(&src, "fuzz.hlo", (const char *)data, size);
    hloa_region *regions;
    size_t n = hloa_source_regions(&src, 1, &regions);
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(&src, regions[r]))
            continue;
        char *whole = read_in_parts(&src, regions[r], 1);
        for (int parts = 2; parts <= 4; parts++) {
            char *split = read_in_parts(&src, regions[r], parts);
            FUZZ_CHECK(!strcmp(whole, split), "read in parts, the module differs from the whole");
            free(split);
        }
        free(whole);
    }
    free(regions);
    hloa_source_release(&src);
    return 0;
}
