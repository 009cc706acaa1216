/*
 * verify --statistics: how often each rule fired and in how many files, as
 * `ruff check --statistics` counts, most frequent first.
 */
#include "hloasync/emit.h"

#include "hloasync/arena.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

void hloa_statistics_add_file(hloa_statistics *st, const hloa_diags *d, hloa_severity show_from)
{
    uint8_t seen[HLOA_RULE_COUNT][3];
    memset(seen, 0, sizeof(seen));
    for (size_t i = 0; i < d->list.len; i++) {
        const hloa_diag *dg = &d->list.items[i];
        if (dg->severity < show_from)
            continue;
        st->count[dg->rule][dg->severity] += 1 + dg->more;
        if (!seen[dg->rule][dg->severity]++)
            st->files[dg->rule][dg->severity]++;
    }
}

typedef struct row {
    int rule;              /* hloa_rule */
    hloa_severity severity; /* as reported (a file's settings may change it) */
    unsigned long count, files;
} row;

static int by_count(const void *a, const void *b)
{
    const row *x = a, *y = b;
    if (x->count != y->count)
        return x->count > y->count ? -1 : 1;
    if (x->severity != y->severity)
        return x->severity > y->severity ? -1 : 1;
    return strcmp(hloa_rules[x->rule].id, hloa_rules[y->rule].id);
}

/* The rows that fired, sorted; *n of them (heap). */
static row *rows(const hloa_statistics *st, size_t *n)
{
    row *r = hloa_xmalloc(sizeof(row) * HLOA_RULE_COUNT * 3);
    *n = 0;
    for (int rule = 0; rule < HLOA_RULE_COUNT; rule++)
        for (int sev = 0; sev < 3; sev++)
            if (st->count[rule][sev])
                r[(*n)++] = (row){rule, (hloa_severity)sev, st->count[rule][sev],
                                  st->files[rule][sev]};
    qsort(r, *n, sizeof(*r), by_count);
    return r;
}

void hloa_statistics_text(FILE *out, const hloa_statistics *st)
{
    size_t n;
    row *r = rows(st, &n);
    if (n)
        fprintf(out, "%7s %6s  %-8s %s\n", "count", "files", "severity", "rule");
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%7lu %6lu  %-8s %s\n", r[i].count, r[i].files,
                hloa_severity_name(r[i].severity), hloa_rules[r[i].rule].id);
    free(r);
}

cJSON *hloa_statistics_json(const hloa_statistics *st)
{
    size_t n;
    row *r = rows(st, &n);
    cJSON *list = cJSON_CreateArray();
    for (size_t i = 0; i < n; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "rule", hloa_rules[r[i].rule].id);
        cJSON_AddStringToObject(o, "severity", hloa_severity_name(r[i].severity));
        cJSON_AddNumberToObject(o, "count", (double)r[i].count);
        cJSON_AddNumberToObject(o, "files", (double)r[i].files);
        cJSON_AddItemToArray(list, o);
    }
    free(r);
    return list;
}
