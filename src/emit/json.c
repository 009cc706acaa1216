/* The JSON report (SPEC 4), built with cJSON. Columns are 1-based; end_column is exclusive. */
#include "hloasync/emit.h"

#include <cjson/cJSON.h>
#include <stdlib.h>

void hloa_json_add_tool(cJSON *doc)
{
    cJSON *tool = cJSON_AddObjectToObject(doc, "tool");
    cJSON_AddStringToObject(tool, "name", "hlo-async");
    cJSON_AddStringToObject(tool, "version", HLOA_VERSION);
}

cJSON *hloa_json_report_new(void)
{
    cJSON *root = cJSON_CreateObject();
    hloa_json_add_tool(root);
    cJSON_AddArrayToObject(root, "files");
    cJSON *totals = cJSON_AddObjectToObject(root, "summary");
    static const char *const keys[] = {"files", "modules", "errors", "warnings", "notes"};
    for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
        cJSON_AddNumberToObject(totals, keys[i], 0);
    return root;
}

static void add_position(cJSON *obj, hloa_source *src, uint32_t off, uint32_t end)
{
    uint32_t line, col, eline, ecol;
    hloa_source_linecol(src, off, &line, &col);
    hloa_source_linecol(src, end, &eline, &ecol);
    cJSON_AddNumberToObject(obj, "line", line);
    cJSON_AddNumberToObject(obj, "column", col);
    if (end != (uint32_t)-1) {
        cJSON_AddNumberToObject(obj, "end_line", eline);
        cJSON_AddNumberToObject(obj, "end_column", ecol);
    }
}

void hloa_json_report_add_file(cJSON *report, hloa_source *src, const hloa_diags *d,
                               size_t modules)
{
    cJSON *file = cJSON_CreateObject();
    cJSON_AddStringToObject(file, "path", src->path);
    cJSON_AddNumberToObject(file, "modules", (double)modules);
    cJSON *list = cJSON_AddArrayToObject(file, "diagnostics");
    for (size_t i = 0; i < d->list.len; i++) {
        const hloa_diag *dg = &d->list.items[i];
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "rule", hloa_rules[dg->rule].id);
        cJSON_AddStringToObject(j, "severity", hloa_severity_name(dg->severity));
        cJSON_AddStringToObject(j, "message", dg->message);
        add_position(j, src, dg->off, dg->end);
        if (dg->computation)
            cJSON_AddStringToObject(j, "computation", dg->computation);
        else
            cJSON_AddNullToObject(j, "computation");
        if (dg->instruction)
            cJSON_AddStringToObject(j, "instruction", dg->instruction);
        else
            cJSON_AddNullToObject(j, "instruction");
        if (dg->more) /* a capped rule's last report: the findings it stands for beyond itself */
            cJSON_AddNumberToObject(j, "more", dg->more);
        cJSON *rel = cJSON_AddArrayToObject(j, "related");
        for (uint32_t k = 0; k < dg->n_related; k++) {
            cJSON *r = cJSON_CreateObject();
            cJSON_AddStringToObject(r, "message", dg->related[k].message);
            uint32_t line, col;
            hloa_source_linecol(src, dg->related[k].off, &line, &col);
            cJSON_AddNumberToObject(r, "line", line);
            cJSON_AddNumberToObject(r, "column", col);
            cJSON_AddItemToArray(rel, r);
        }
        cJSON_AddItemToArray(list, j);
    }
    if (d->dropped)
        cJSON_AddNumberToObject(file, "dropped", d->dropped);
    cJSON_AddItemToArray(cJSON_GetObjectItem(report, "files"), file);
    cJSON *totals = cJSON_GetObjectItem(report, "summary");
    static const char *const keys[3] = {"notes", "warnings", "errors"};
    cJSON *files = cJSON_GetObjectItem(totals, "files");
    cJSON_SetNumberValue(files, files->valuedouble + 1);
    cJSON *mods = cJSON_GetObjectItem(totals, "modules");
    cJSON_SetNumberValue(mods, mods->valuedouble + (double)modules);
    for (int s = 0; s < 3; s++) {
        cJSON *n = cJSON_GetObjectItem(totals, keys[s]);
        cJSON_SetNumberValue(n, n->valuedouble + d->counts[s]);
    }
}

char *hloa_json_print(const cJSON *doc, int compact)
{
    char *s = compact ? cJSON_PrintUnformatted(doc) : cJSON_Print(doc);
    if (!s)
        hloa_die_oom();
    return s;
}

char *hloa_json_report_finish(cJSON *report, const char *const *failures, size_t n_failures)
{
    if (n_failures) { /* the run did not complete: its errors, and no summary to read as clean */
        cJSON_DeleteItemFromObject(report, "summary");
        cJSON *list = cJSON_AddArrayToObject(report, "failures");
        for (size_t i = 0; i < n_failures; i++)
            cJSON_AddItemToArray(list, cJSON_CreateString(failures[i]));
    }
    return hloa_json_print(report, 0);
}
