/*
 * Inlay hints: after each async op's done (the start, for an op without
 * one), in the range asked, the time it leaves exposed and what limits its
 * cover (the factor's name; the chains table's "why" words as the tooltip),
 * in scheduled modules (text order is their schedule). Off with the
 * inlayHints setting.
 */
#include "features.h"
#include "protocol.h"

#include <stdio.h>

cJSON *hloa_lsp_inlay_hints(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    cJSON *list = cJSON_CreateArray();
    uint32_t b, e;
    if (!r->config->inlay_hints || !an->timed || !an->t.scheduled ||
        hloa_lsp_read_range(r->doc, cJSON_GetObjectItemCaseSensitive(r->params, "range"),
                            r->config->utf8, &b, &e))
        return list;
    for (uint32_t c = 0; c < an->t.n_comps; c++)
        for (uint32_t k = 0; k < an->t.comps[c].n_ops; k++) {
            const hloa_async_op *op = &an->t.comps[c].ops[k];
            const hloa_instr *at = op->done && !op->done->generated ? op->done : op->start;
            if (at->generated || at->anonymous || at->off < b || at->off > e)
                continue;
            uint32_t nb, ne;
            hloa_lsp_instr_name_span(&an->m, at, &nb, &ne);
            char label[160];
            snprintf(label, sizeof(label), "exposed %.1f µs: %s", op->est.exposed_us,
                     hloa_why_factor_name((hloa_why_factor)op->why.factor));
            cJSON *h = cJSON_CreateObject();
            cJSON_AddItemToObject(h, "position",
                                  hloa_lsp_position_json(r->doc, ne, r->config->utf8));
            cJSON_AddStringToObject(h, "label", label);
            cJSON_AddBoolToObject(h, "paddingLeft", 1);
            char why[1024];
            hloa_why_text(&r->doc->src, &an->m, &an->t.comps[c], op, why, sizeof(why));
            cJSON_AddStringToObject(h, "tooltip", why);
            cJSON_AddItemToArray(list, h);
        }
    return list;
}
