/* Fuzz target: bytes read as an HloProto (hloproto.h): rendered to HLO text and parsed. */
#include "hloasync/hloproto.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hloa_source src;
    hloa_module m;
    hloa_diags d;
    char err[256] = "";
    hloa_diags_init(&d);
    if (hloa_hloproto_read(data, size, "fuzz.pb", &src, &m, &d, err, sizeof(err)) == 0) {
        if (m.src != &src)
            __builtin_trap(); /* the module reads the rendering it was given */
        hloa_module_release(&m);
        hloa_source_release(&src);
    } else if (!err[0]) {
        __builtin_trap(); /* every refusal says why */
    }
    hloa_diags_release(&d);
    return 0;
}
