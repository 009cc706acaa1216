/*
 * A measured run beside the model (join.h), for `chains --measured`: a
 * section after a module's table (text), a "measured" object (JSON), and
 * the summary per collective kind of where the model is most wrong.
 */
#include "hloasync/emit.h"
#include "hloasync/join.h"
#include "hloasync/strbuf.h"

#include "instr_text.h"
#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

/* The most exposed in the run first, then the longest, then the model's order. */
static int by_measured(const void *x, const void *y)
{
    const hloa_joined_op *a = *(const hloa_joined_op *const *)x;
    const hloa_joined_op *b = *(const hloa_joined_op *const *)y;
    double ea = hloa_round_ns(a->exposed.median_us), eb = hloa_round_ns(b->exposed.median_us);
    if (ea != eb)
        return ea > eb ? -1 : 1;
    double ta = hloa_round_ns(a->time.median_us), tb = hloa_round_ns(b->time.median_us);
    if (ta != tb)
        return ta > tb ? -1 : 1;
    return (a > b) - (a < b);
}

/* The joined ops with samples, in the order the outputs list them (heap). */
static const hloa_joined_op **measured_ops(const hloa_join *j)
{
    const hloa_joined_op **v = hloa_xmalloc((j->n_ops + 1) * sizeof *v);
    uint32_t n = 0;
    for (uint32_t k = 0; k < j->n_ops; k++)
        if (j->ops[k].time.n)
            v[n++] = &j->ops[k];
    qsort(v, n, sizeof *v, by_measured);
    return v;
}

/* "the model's time x 3.2", "x 0.25", "-" when the model says 0 */
static const char *ratio_text(char *buf, size_t n, double measured, double predicted)
{
    if (predicted <= 0)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%.2gx", measured / predicted);
    return buf;
}

static const char *module_name(const hloa_run *run, uint32_t module, uint32_t *len)
{
    hloa_sym s = run->modules[module].name;
    if (!s) {
        *len = 1;
        return "?";
    }
    return hloa_run_name_str(run, s, len);
}

/* The model's why of an op in words, names alone. */
static void model_why(const hloa_join *j, const hloa_joined_op *o, char *buf, size_t n)
{
    if (!o->op)
        snprintf(buf, n, "synchronous: the compute stream waits for all of it");
    else
        hloa_why_text(NULL, j->t->m, o->tc, o->op, buf, n);
}

void hloa_measured_text(FILE *out, const char *path, const hloa_join *j)
{
    const hloa_run *run = j->run;
    const hloa_module *m = j->t->m;
    uint32_t len;
    const char *name = module_name(run, j->module, &len);
    fprintf(out, "\nmeasured: %s (%s), module %.*s: %u device%s; %llu of %llu events naming an "
                 "instruction matched\n",
            path, run->format, (int)len, name, j->n_devices, j->n_devices == 1 ? "" : "s",
            (unsigned long long)j->matched, (unsigned long long)j->named);
    if (j->n_missing) {
        fprintf(out, "  instructions the module lacks (%u):", j->n_missing);
        for (uint32_t i = 0; i < j->n_missing && i < 10; i++)
            fprintf(out, " '%.*s'", (int)j->missing_len[i], j->missing[i]);
        fputs(j->n_missing > 10 ? " ...\n" : "\n", out);
    }
    if (!j->n_measured) {
        fputs("  no async op or collective of the module ran in the profile\n", out);
        return;
    }
    const hloa_joined_op **v = measured_ops(j);
    fprintf(out, "  %-20s %-24s %5s  %-30s %-10s %-30s %-10s %-10s %s\n", "kind", "op", "runs",
            "time: median [min, max]", "model", "exposed: median [min, max]", "model",
            "measured", "why (model)");
    for (uint32_t k = 0; k < j->n_measured; k++) {
        const hloa_joined_op *o = v[k];
        const char *on = name_of(m, hloa_joined_instr(o), &len);
        char a[32], b[32], c[32], d[32], e[32], f[32], g[32], h[32], why[512];
        char time[128], exposed[128];
        snprintf(time, sizeof time, "%s [%s, %s]", time_text(a, sizeof a, o->time.median_us),
                 time_text(b, sizeof b, o->time.min_us), time_text(c, sizeof c, o->time.max_us));
        snprintf(exposed, sizeof exposed, "%s [%s, %s]",
                 time_text(d, sizeof d, o->exposed.median_us),
                 time_text(e, sizeof e, o->exposed.min_us),
                 time_text(f, sizeof f, o->exposed.max_us));
        model_why(j, o, why, sizeof why);
        fprintf(out, "  %-20s %-24.*s %5u  %-30s %-10s %-30s %-10s %-10s %s\n", hloa_joined_kind(o),
                (int)len, on, o->time.n, time, time_text(g, sizeof g, hloa_joined_predicted_us(o)),
                exposed, time_text(h, sizeof h, hloa_joined_predicted_exposed_us(o)),
                hloa_exposed_from_name((hloa_exposed_from)o->exposed_from), why);
    }
    free(v);
    fputs("  where the model is most wrong, per collective kind:\n", out);
    for (uint32_t r = 0; r < j->n_kinds; r++) {
        const hloa_join_kind *kr = &j->kinds[r];
        char a[32], b[32], c[32], d[32], x[32], y[32], z[32];
        const char *wn = name_of(m, hloa_joined_instr(kr->worst), &len);
        fprintf(out,
                "    %s: %u op%s, time %s measured vs %s model (%s), exposed %s vs %s (%s); most "
                "wrong: '%.*s', %s the model's time\n",
                kr->kind, kr->n, kr->n == 1 ? "" : "s", time_text(a, sizeof a, kr->measured_us),
                time_text(b, sizeof b, kr->predicted_us),
                ratio_text(x, sizeof x, kr->measured_us, kr->predicted_us),
                time_text(c, sizeof c, kr->measured_exposed_us),
                time_text(d, sizeof d, kr->predicted_exposed_us),
                ratio_text(y, sizeof y, kr->measured_exposed_us, kr->predicted_exposed_us),
                (int)len, wn,
                ratio_text(z, sizeof z, kr->worst->time.median_us,
                           hloa_joined_predicted_us(kr->worst)));
    }
}

static cJSON *figure_json(const hloa_measured *f)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "median_us", hloa_round_figure(f->median_us));
    cJSON_AddNumberToObject(o, "min_us", hloa_round_figure(f->min_us));
    cJSON_AddNumberToObject(o, "max_us", hloa_round_figure(f->max_us));
    return o;
}

static void add_name(cJSON *o, const char *key, const char *s, uint32_t len)
{
    char *copy = strndup(s, len);
    cJSON_AddStringToObject(o, key, copy);
    free(copy);
}

cJSON *hloa_measured_json(hloa_source *src, const char *path, const hloa_join *j)
{
    const hloa_run *run = j->run;
    const hloa_module *m = j->t->m;
    cJSON *o = cJSON_CreateObject();
    uint32_t len;
    cJSON_AddStringToObject(o, "file", path);
    cJSON_AddStringToObject(o, "format", run->format);
    const char *name = module_name(run, j->module, &len);
    add_name(o, "module", name, len);
    int64_t pid = run->modules[j->module].program_id;
    char id[32];
    snprintf(id, sizeof id, "%llu", (unsigned long long)pid);
    if (pid == -1)
        cJSON_AddNullToObject(o, "program_id");
    else
        cJSON_AddStringToObject(o, "program_id", id); /* 64 bits: more than a JSON number holds */
    cJSON_AddNumberToObject(o, "devices", j->n_devices);
    cJSON_AddNumberToObject(o, "events_naming_an_instruction", (double)j->named);
    cJSON_AddNumberToObject(o, "events_matched", (double)j->matched);
    cJSON *missing = cJSON_AddArrayToObject(o, "instructions_missing");
    for (uint32_t i = 0; i < j->n_missing; i++) {
        char *s = strndup(j->missing[i], j->missing_len[i]);
        cJSON_AddItemToArray(missing, cJSON_CreateString(s));
        free(s);
    }
    cJSON *ops = cJSON_AddArrayToObject(o, "ops");
    const hloa_joined_op **v = measured_ops(j);
    for (uint32_t k = 0; k < j->n_measured; k++) {
        const hloa_joined_op *jo = v[k];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "kind", hloa_joined_kind(jo));
        cJSON_AddItemToObject(e, "instruction", hloa_instr_json(src, m, hloa_joined_instr(jo)));
        cJSON_AddBoolToObject(e, "async", jo->op != NULL);
        cJSON_AddNumberToObject(e, "runs", jo->time.n);
        cJSON_AddNumberToObject(e, "devices", jo->devices);
        cJSON_AddItemToObject(e, "time", figure_json(&jo->time));
        cJSON_AddItemToObject(e, "exposed", figure_json(&jo->exposed));
        cJSON_AddStringToObject(e, "exposed_from",
                                hloa_exposed_from_name((hloa_exposed_from)jo->exposed_from));
        cJSON *model = cJSON_AddObjectToObject(e, "model");
        cJSON_AddNumberToObject(model, "time_us", hloa_round_figure(hloa_joined_predicted_us(jo)));
        cJSON_AddNumberToObject(model, "exposed_us",
                                hloa_round_figure(hloa_joined_predicted_exposed_us(jo)));
        if (jo->op) {
            const hloa_why *w = &jo->op->why;
            char text[512];
            model_why(j, jo, text, sizeof text);
            cJSON_AddStringToObject(model, "factor", hloa_why_factor_name((hloa_why_factor)w->factor));
            cJSON_AddStringToObject(model, "why", text);
            cJSON_AddItemToObject(model, "start_after", hloa_instr_json(src, m, w->after));
            cJSON_AddItemToObject(model, "done_before", hloa_instr_json(src, m, w->before));
        }
        cJSON_AddItemToArray(ops, e);
    }
    free(v);
    cJSON *kinds = cJSON_AddArrayToObject(o, "most_wrong_per_kind");
    for (uint32_t r = 0; r < j->n_kinds; r++) {
        const hloa_join_kind *kr = &j->kinds[r];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "kind", kr->kind);
        cJSON_AddNumberToObject(e, "ops", kr->n);
        cJSON_AddNumberToObject(e, "measured_us", hloa_round_figure(kr->measured_us));
        cJSON_AddNumberToObject(e, "model_us", hloa_round_figure(kr->predicted_us));
        cJSON_AddNumberToObject(e, "measured_exposed_us", hloa_round_figure(kr->measured_exposed_us));
        cJSON_AddNumberToObject(e, "model_exposed_us", hloa_round_figure(kr->predicted_exposed_us));
        const char *wn = name_of(m, hloa_joined_instr(kr->worst), &len);
        add_name(e, "most_wrong", wn, len);
        hloa_add_number_or_null(e, "most_wrong_ratio", hloa_round_figure(kr->worst_ratio),
                                kr->worst_ratio > 0);
        cJSON_AddItemToArray(kinds, e);
    }
    return o;
}
