/*
 * chains --xla-schedule (emit.h): XLA's ScheduleProto beside the tool's clock
 * (xla_schedule.h), as text and as JSON. The ops whose predicted spans
 * disagree most come first.
 */
#include "hloasync/emit.h"
#include "hloasync/timeline.h"
#include "hloasync/xla_schedule.h"

#include "instr_text.h"
#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

/* Rows of the text table: the ops that disagree most (the JSON has them all). */
enum { MAX_ROWS = 40 };

static const char *label_of(const hloa_xs_op *o)
{
    return hloa_async_op_label(o->op);
}

/* A name of the module as a JSON string member. */
static void add_name(cJSON *o, const char *key, const hloa_module *m, hloa_sym name)
{
    uint32_t n;
    const char *s = hloa_name(m, name, &n);
    char *c = hloa_xstrndup(s, n);
    cJSON_AddStringToObject(o, key, c);
    free(c);
}

void hloa_xla_schedule_text(FILE *out, hloa_source *src, const hloa_timeline *t,
                            const hloa_xla_schedule *s, const hloa_xs_beside *b)
{
    const hloa_module *m = t->m;
    fprintf(out, "%s: XLA's schedule %s (%s, module '%.*s'): %u computation%s, %u of them in the "
                 "module; on %s\n",
            src->path, s->path, s->binary ? "binary" : "text", (int)s->module_name_len,
            s->module_name ? s->module_name : "", s->n_comps, s->n_comps == 1 ? "" : "s",
            b->n_comps_matched, t->hw.name);
    fprintf(out, "  %u async op%s timed by both, %u not in XLA's schedule\n", b->n_ops,
            b->n_ops == 1 ? "" : "s", b->n_unmatched);
    if (b->n_ops) {
        fprintf(out, "\nasync ops, the largest disagreement first (XLA: cycles / cycles_per_microsecond)\n");
        fprintf(out, "  %-20s %-20s %6s %12s %12s %12s %12s %12s\n", "op", "start", "line",
                "xla start", "start", "xla end", "end", "disagree");
        for (uint32_t i = 0; i < b->n_ops && i < MAX_ROWS; i++) {
            const hloa_xs_op *o = &b->ops[i];
            uint32_t n;
            const char *name = name_of(m, o->op->start, &n);
            char t1[32], t2[32], t3[32], t4[32], t5[32];
            fprintf(out, "  %-20s %-20.*s %6u %12s %12s %12s %12s %12s\n", label_of(o), (int)n,
                    name, line_of(src, o->op->start), time_text(t1, sizeof(t1), o->xla_start_us),
                    time_text(t2, sizeof(t2), o->start_us), time_text(t3, sizeof(t3), o->xla_end_us),
                    time_text(t4, sizeof(t4), o->end_us),
                    time_text(t5, sizeof(t5), o->disagreement_us));
        }
        if (b->n_ops > MAX_ROWS)
            fprintf(out, "  (%u more; --format=json lists them all)\n", b->n_ops - MAX_ROWS);
    }
    if (b->n_kinds) {
        fprintf(out, "\nper collective kind: XLA's wasted cycles beside the exposed time here\n");
        fprintf(out, "  %-16s %-20s %14s %12s %12s\n", "computation", "kind", "xla cycles",
                "xla wasted", "exposed");
        for (uint32_t k = 0; k < b->n_kinds; k++) {
            const hloa_xs_kind *x = &b->kinds[k];
            uint32_t n;
            const char *cname = hloa_name(m, x->tc->comp->name, &n);
            char t1[32], t2[32];
            fprintf(out, "  %-16.*s %-20s %14.0f %12s %12s\n", (int)n, cname,
                    hloa_xs_kind_name(x->kind), x->xc->wasted_cycles[x->kind],
                    time_text(t1, sizeof(t1), x->xla_wasted_us),
                    time_text(t2, sizeof(t2), x->exposed_us));
        }
    }
}

cJSON *hloa_xla_schedule_json(hloa_source *src, const hloa_timeline *t,
                              const hloa_xla_schedule *s, const hloa_xs_beside *b)
{
    const hloa_module *m = t->m;
    cJSON *doc = cJSON_CreateObject();
    cJSON_AddStringToObject(doc, "file", src->path);
    cJSON_AddStringToObject(doc, "xla_schedule", s->path);
    cJSON_AddStringToObject(doc, "encoding", s->binary ? "binary" : "text");
    char *mn = hloa_xstrndup(s->module_name ? s->module_name : "", s->module_name_len);
    cJSON_AddStringToObject(doc, "xla_module", mn);
    free(mn);
    cJSON_AddStringToObject(doc, "hw", t->hw.name);
    cJSON_AddNumberToObject(doc, "computations", s->n_comps);
    cJSON_AddNumberToObject(doc, "computations_matched", b->n_comps_matched);
    cJSON_AddNumberToObject(doc, "unmatched_ops", b->n_unmatched);
    cJSON *ops = cJSON_AddArrayToObject(doc, "ops");
    for (uint32_t i = 0; i < b->n_ops; i++) {
        const hloa_xs_op *o = &b->ops[i];
        cJSON *jo = cJSON_CreateObject();
        add_name(jo, "computation", m, o->tc->comp->name);
        cJSON_AddStringToObject(jo, "op", label_of(o));
        add_name(jo, "start", m, o->op->start->name);
        cJSON_AddNumberToObject(jo, "line", line_of(src, o->op->start));
        cJSON_AddNumberToObject(jo, "xla_start_us", hloa_round_figure(o->xla_start_us));
        cJSON_AddNumberToObject(jo, "start_us", hloa_round_figure(o->start_us));
        cJSON_AddNumberToObject(jo, "xla_end_us", hloa_round_figure(o->xla_end_us));
        cJSON_AddNumberToObject(jo, "end_us", hloa_round_figure(o->end_us));
        cJSON_AddNumberToObject(jo, "disagreement_us", hloa_round_figure(o->disagreement_us));
        cJSON_AddItemToArray(ops, jo);
    }
    cJSON *kinds = cJSON_AddArrayToObject(doc, "kinds");
    for (uint32_t k = 0; k < b->n_kinds; k++) {
        const hloa_xs_kind *x = &b->kinds[k];
        cJSON *jk = cJSON_CreateObject();
        add_name(jk, "computation", m, x->tc->comp->name);
        cJSON_AddStringToObject(jk, "kind", hloa_xs_kind_name(x->kind));
        cJSON_AddNumberToObject(jk, "xla_wasted_cycles", x->xc->wasted_cycles[x->kind]);
        cJSON_AddNumberToObject(jk, "xla_wasted_us", hloa_round_figure(x->xla_wasted_us));
        cJSON_AddNumberToObject(jk, "exposed_us", hloa_round_figure(x->exposed_us));
        cJSON_AddItemToArray(kinds, jk);
    }
    return doc;
}
