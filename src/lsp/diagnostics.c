/*
 * verify's diagnostics in LSP's words: the rule id as the code, its
 * documentation (the link SARIF's helpUri gives) as codeDescription, the
 * related locations as relatedInformation. A wrong config file is one more
 * diagnostic at the top of the document.
 */
#include "diagnostics.h"
#include "protocol.h"

#include <stdlib.h>

static int lsp_severity(hloa_severity s)
{
    return s == HLOA_SEV_ERROR     ? 1
           : s == HLOA_SEV_WARNING ? 2
                                   : 3; /* Error, Warning, Information */
}

static cJSON *one(hloa_lsp_doc *doc, const hloa_diag *d, int utf8)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddItemToObject(j, "range", hloa_lsp_range_json(doc, d->off, d->end, utf8));
    cJSON_AddNumberToObject(j, "severity", lsp_severity(d->severity));
    cJSON_AddStringToObject(j, "code", hloa_rules[d->rule].id);
    char url[512];
    hloa_rule_url(d->rule, url, sizeof(url));
    cJSON_AddStringToObject(cJSON_AddObjectToObject(j, "codeDescription"), "href", url);
    cJSON_AddStringToObject(j, "source", "hlo-async");
    char *msg = hloa_utf8_repair(hloa_xstrdup(d->message));
    cJSON_AddStringToObject(j, "message", msg);
    free(msg);
    if (d->n_related) {
        cJSON *rel = cJSON_AddArrayToObject(j, "relatedInformation");
        for (uint32_t k = 0; k < d->n_related; k++) {
            cJSON *r = cJSON_CreateObject();
            uint32_t e = hloa_lsp_word_end(doc->src.text, doc->src.len, d->related[k].off);
            cJSON_AddItemToObject(r, "location",
                                  hloa_lsp_location_json(doc, d->related[k].off, e, utf8));
            char *rm = hloa_utf8_repair(hloa_xstrdup(d->related[k].message));
            cJSON_AddStringToObject(r, "message", rm);
            free(rm);
            cJSON_AddItemToArray(rel, r);
        }
    }
    return j;
}

cJSON *hloa_lsp_diagnostics_json(hloa_lsp_doc *doc, int utf8)
{
    cJSON *p = cJSON_CreateObject();
    cJSON_AddStringToObject(p, "uri", doc->uri);
    cJSON_AddNumberToObject(p, "version", (double)doc->version);
    cJSON *list = cJSON_AddArrayToObject(p, "diagnostics");
    const hloa_lsp_analysis *an = doc->an;
    if (an->config_error) {
        cJSON *j = cJSON_CreateObject();
        cJSON_AddItemToObject(j, "range", hloa_lsp_range_json(doc, 0, 0, utf8));
        cJSON_AddNumberToObject(j, "severity", 1);
        cJSON_AddStringToObject(j, "source", "hlo-async");
        char *msg = hloa_utf8_repair(hloa_xstrdup(an->config_error));
        cJSON_AddStringToObject(j, "message", msg);
        free(msg);
        cJSON_AddItemToArray(list, j);
    }
    for (size_t i = 0; i < an->diags.list.len; i++) {
        const hloa_diag *d = &an->diags.list.items[i];
        if (d->severity >= an->rules.show_from)
            cJSON_AddItemToArray(list, one(doc, d, utf8));
    }
    return p;
}

long hloa_lsp_diagnostic_at(const hloa_lsp_analysis *an, uint32_t b, uint32_t e, size_t from)
{
    for (size_t i = from; i < an->diags.list.len; i++) {
        const hloa_diag *d = &an->diags.list.items[i];
        if (d->off <= e && b <= d->end && d->severity >= an->rules.show_from)
            return (long)i;
    }
    return -1;
}
