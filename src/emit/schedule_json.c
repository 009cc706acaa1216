/* Pieces of the schedule's JSON that chains.c and loops.c share (schedule_json.h). */
#include "schedule_json.h"

#include "instr_text.h"

#include <stdlib.h>
#include <string.h>

cJSON *hloa_instr_json(hloa_source *src, const hloa_module *m, const hloa_instr *in)
{
    if (!in)
        return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    uint32_t n;
    const char *s = name_of(m, in, &n);
    char *name = strndup(s, n);
    cJSON_AddStringToObject(o, "name", name);
    free(name);
    cJSON_AddNumberToObject(o, "line", line_of(src, in));
    cJSON_AddNumberToObject(o, "position", in->index);
    return o;
}

/* A number, or null when unknown (< 0, or not scheduled). */
void hloa_add_number_or_null(cJSON *o, const char *key, double v, int known)
{
    if (known && v >= 0)
        cJSON_AddNumberToObject(o, key, v);
    else
        cJSON_AddNullToObject(o, key);
}

/* {"compute_us", "communication_us", "exposed_us", "hidden_fraction"}: exposure needs a schedule. */
cJSON *hloa_totals_json(const hloa_totals *t, int scheduled)
{
    cJSON *o = cJSON_CreateObject();
    double hidden = hloa_hidden_fraction(t);
    cJSON_AddNumberToObject(o, "compute_us", hloa_round_figure(t->compute_us));
    cJSON_AddNumberToObject(o, "communication_us", hloa_round_figure(t->communication_us));
    hloa_add_number_or_null(o, "exposed_us", hloa_round_figure(t->exposed_us), scheduled);
    hloa_add_number_or_null(o, "hidden_fraction", hloa_round_figure(hidden), scheduled);
    return o;
}
