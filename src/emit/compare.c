/*
 * `chains --compare BEFORE AFTER` (compare.h) in words and in JSON: each
 * request of BEFORE, located in its text, kept or dropped, and the
 * instruction of AFTER that shows it.
 */
#include "hloasync/compare.h"
#include "hloasync/emit.h"

#include "instr_text.h"
#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

void hloa_compare_text(FILE *out, hloa_source *before, hloa_source *after, const hloa_comparison *c)
{
    fprintf(out, "%s -> %s: %zu of %zu scheduling request%s kept", before->path, after->path,
            c->kept, c->n, c->n == 1 ? "" : "s");
    if (c->measured)
        fprintf(out, "; ran (%s): %zu not as asked", c->measured, c->ran_no);
    fputc('\n', out);
    for (size_t i = 0; i < c->n; i++) {
        const hloa_request *r = &c->items[i];
        fprintf(out, "%s:%u: %-7s %s", before->path, line_of(before, r->at),
                r->kept ? "kept" : "dropped", hloa_request_kind_name((hloa_request_kind)r->kind));
        if (r->id >= 0)
            fprintf(out, " %lld", (long long)r->id);
        fprintf(out, ": %s", r->why);
        if (r->evidence)
            fprintf(out, " (%s:%u)", after->path, line_of(after, r->evidence));
        fputc('\n', out);
        if (r->ran != HLOA_RAN_UNCHECKED || c->measured)
            fprintf(out, "    ran: %s: %s\n", hloa_ran_name((hloa_ran)r->ran), r->ran_why);
    }
}

cJSON *hloa_compare_json(hloa_source *before, const hloa_module *bm, hloa_source *after,
                         const hloa_module *am, const hloa_comparison *c)
{
    cJSON *doc = cJSON_CreateObject();
    hloa_json_add_tool(doc);
    cJSON_AddStringToObject(doc, "before", before->path);
    cJSON_AddStringToObject(doc, "after", after->path);
    cJSON_AddNumberToObject(doc, "kept", (double)c->kept);
    cJSON_AddNumberToObject(doc, "dropped", (double)(c->n - c->kept));
    if (c->measured) {
        cJSON_AddStringToObject(doc, "measured", c->measured);
        cJSON_AddNumberToObject(doc, "ran_no", (double)c->ran_no);
    }
    cJSON *reqs = cJSON_AddArrayToObject(doc, "requests");
    for (size_t i = 0; i < c->n; i++) {
        const hloa_request *r = &c->items[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kind", hloa_request_kind_name((hloa_request_kind)r->kind));
        if (r->id >= 0)
            cJSON_AddNumberToObject(o, "id", (double)r->id);
        else
            cJSON_AddNullToObject(o, "id");
        cJSON_AddBoolToObject(o, "kept", r->kept);
        cJSON_AddItemToObject(o, "at", hloa_instr_json(before, bm, r->at));
        cJSON_AddItemToObject(o, "other", hloa_instr_json(before, bm, r->other));
        cJSON_AddItemToObject(o, "in_after", hloa_instr_json(after, am, r->evidence));
        cJSON_AddStringToObject(o, "why", r->why);
        if (c->measured) {
            cJSON *ran = cJSON_AddObjectToObject(o, "ran");
            cJSON_AddStringToObject(ran, "verdict", hloa_ran_name((hloa_ran)r->ran));
            cJSON_AddStringToObject(ran, "why", r->ran_why);
        }
        cJSON_AddItemToArray(reqs, o);
    }
    return doc;
}
