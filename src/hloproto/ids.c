/*
 * The names of an HloModuleProto's computations and instructions by id
 * (hloproto.h, hloa_hloproto_ids): what a file naming instructions by id
 * (XLA's ScheduleProto) needs to speak of them by name. The index of
 * index.c, handed over as plain rows.
 */
#include "hloasync/hloproto.h"

#include "proto.h"

#include <stdlib.h>
#include <string.h>

int hloa_hloproto_ids(const uint8_t *bytes, size_t len, hloa_hloproto_id **ids, size_t *n,
                      char *err, size_t errlen)
{
    hp_ctx c = {err, errlen, 0};
    hp_module m;
    *ids = NULL;
    *n = 0;
    if (hloa_hp_index(&c, bytes, len, &m)) {
        hloa_hp_module_free(&m);
        return -1;
    }
    size_t count = 0;
    for (uint32_t k = 0; k < m.n_comps; k++)
        count += m.comps[k].n_instrs;
    hloa_hloproto_id *out = hloa_xcalloc(count + 1, sizeof(*out));
    for (uint32_t k = 0; k < m.n_comps; k++) {
        const hp_comp *comp = &m.comps[k];
        for (uint32_t i = 0; i < comp->n_instrs; i++)
            out[(*n)++] = (hloa_hloproto_id){
                comp->id, comp->instrs[i].id, (const char *)comp->name.p, comp->name.n,
                (const char *)comp->instrs[i].name.p, comp->instrs[i].name.n};
    }
    hloa_hp_module_free(&m);
    *ids = out;
    return 0;
}
