/* Pieces of the schedule's JSON (schedule_json.c) that chains.c and loops.c share. */
#ifndef HLOASYNC_EMIT_SCHEDULE_JSON_H
#define HLOASYNC_EMIT_SCHEDULE_JSON_H

#include "hloasync/ir.h"
#include "hloasync/source.h"
#include "hloasync/timeline.h"

#include <cjson/cJSON.h>

/* {"name", "line", "position"}, or null for NULL. */
cJSON *hloa_instr_json(hloa_source *src, const hloa_module *m, const hloa_instr *in);
/* o[key] = v, or null when unknown (v < 0, or not known). */
void hloa_add_number_or_null(cJSON *o, const char *key, double v, int known);
/* {"compute_us", "communication_us", "exposed_us", "hidden_fraction"}: exposure needs a schedule. */
cJSON *hloa_totals_json(const hloa_totals *t, int scheduled);

#endif
