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

/* ---- exposure before and after ---- */

/* "+2.0 µs", "-850 ns", "0.0 µs" */
static const char *delta_text(char *buf, size_t n, double us)
{
    buf[0] = us > 0 ? '+' : '-';
    time_text(buf + (us != 0), n - 1, us < 0 ? -us : us);
    return buf;
}

/* Why a side's collective is exposed, in the words of `chains`. */
static void side_why(hloa_source *src, const hloa_module *m, const hloa_exposure_side *s, char *buf,
                     size_t size)
{
    if (s->op)
        hloa_why_text(src, m, s->tc, s->op, buf, size);
    else
        snprintf(buf, size, "%s", HLOA_SYNC_WHY);
}

/* "'name' (PATH:LINE)" of a side. */
static void side_text(FILE *out, hloa_source *src, const hloa_module *m,
                      const hloa_exposure_side *s)
{
    uint32_t n;
    const char *name = name_of(m, s->in, &n);
    fprintf(out, "'%.*s' (%s:%u)", (int)n, name, src->path, line_of(src, s->in));
}

static void module_totals_text(FILE *out, const char *side, const hloa_totals *t, int scheduled)
{
    fprintf(out, "  %s: ", side);
    totals_text(out, t, 1);
    if (!scheduled)
        fputs(" (not scheduled: its text order run as written)", out);
    fputc('\n', out);
}

void hloa_compare_exposure_text(FILE *out, hloa_source *before, const hloa_module *bm,
                                hloa_source *after, const hloa_module *am, const hloa_exposure *e)
{
    char a[32], b[32], d[32], why[512];
    fprintf(out, "exposed %s -> %s (%s)\n", time_text(a, sizeof(a), e->before.exposed_us),
            time_text(b, sizeof(b), e->after.exposed_us),
            delta_text(d, sizeof(d),
                       hloa_round_ns(e->after.exposed_us) - hloa_round_ns(e->before.exposed_us)));
    if (e->other_module)
        fprintf(out, "  warning: %s: two modules, not one before and after a change\n",
                e->other_why);
    module_totals_text(out, "before", &e->before, e->before_scheduled);
    module_totals_text(out, "after", &e->after, e->after_scheduled);
    fprintf(out,
            "  %zu of BEFORE's %zu collectives found in AFTER: %zu worse, %zu better, %zu same, "
            "%zu gone, %zu new; %zu moved\n",
            e->found, e->n_before, e->counts[HLOA_EXPOSURE_WORSE], e->counts[HLOA_EXPOSURE_BETTER],
            e->counts[HLOA_EXPOSURE_SAME], e->counts[HLOA_EXPOSURE_GONE],
            e->counts[HLOA_EXPOSURE_NEW], e->moved);
    for (size_t k = 0; k < e->n_kinds; k++) {
        const hloa_exposure_kind *kd = &e->kinds[k];
        fprintf(
            out, "  %-20s %u -> %u, exposed %s -> %s (%s)\n", hloa_opcodes[kd->opcode].name,
            kd->n_before, kd->n_after, time_text(a, sizeof(a), kd->before_us),
            time_text(b, sizeof(b), kd->after_us),
            delta_text(d, sizeof(d), hloa_round_ns(kd->after_us) - hloa_round_ns(kd->before_us)));
    }
    for (size_t i = 0; i < e->n; i++) {
        const hloa_exposure_row *r = &e->rows[i];
        if (r->change == HLOA_EXPOSURE_SAME && !r->moved)
            continue; /* counted above; the JSON lists every row */
        fprintf(out, "%-6s %s ", hloa_exposure_change_name((hloa_exposure_change)r->change),
                hloa_opcodes[r->opcode].name);
        if (r->before.tc)
            side_text(out, before, bm, &r->before);
        if (r->before.tc && r->after.tc)
            fputs(" -> ", out);
        if (r->after.tc)
            side_text(out, after, am, &r->after);
        fprintf(out, ": exposed %s -> %s (%s)%s",
                r->before.tc ? time_text(a, sizeof(a), r->before.exposed_us) : "-",
                r->after.tc ? time_text(b, sizeof(b), r->after.exposed_us) : "-",
                delta_text(d, sizeof(d), r->delta_us), r->moved ? ", moved" : "");
        if (r->after.tc)
            side_why(after, am, &r->after, why, sizeof(why));
        else
            side_why(before, bm, &r->before, why, sizeof(why));
        fprintf(out, "; %s%s\n", r->after.tc ? "" : "was: ", why);
    }
}

static cJSON *side_json(hloa_source *src, const hloa_module *m, const hloa_exposure_side *s)
{
    if (!s->tc)
        return cJSON_CreateNull();
    cJSON *o = hloa_instr_json(src, m, s->in);
    uint32_t n;
    const char *cn = hloa_name(m, s->tc->comp->name, &n);
    char *comp = strndup(cn, n);
    cJSON_AddStringToObject(o, "in_computation", comp);
    free(comp);
    cJSON_AddBoolToObject(o, "async", s->op != NULL);
    cJSON_AddNumberToObject(o, "time_us", hloa_round_figure(s->time_us));
    cJSON_AddNumberToObject(o, "covered_us", hloa_round_figure(s->covered_us));
    cJSON_AddNumberToObject(o, "exposed_us", hloa_round_figure(s->exposed_us));
    cJSON_AddStringToObject(o, "why_factor",
                            s->op ? hloa_why_factor_name((hloa_why_factor)s->op->why.factor)
                                  : "synchronous");
    char why[512];
    side_why(src, m, s, why, sizeof(why));
    cJSON_AddStringToObject(o, "why", why);
    return o;
}

cJSON *hloa_compare_exposure_json(hloa_source *before, const hloa_module *bm, hloa_source *after,
                                  const hloa_module *am, const hloa_exposure *e)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "before", hloa_totals_json(&e->before, 1));
    cJSON_AddItemToObject(o, "after", hloa_totals_json(&e->after, 1));
    cJSON_AddBoolToObject(o, "before_scheduled", e->before_scheduled);
    cJSON_AddBoolToObject(o, "after_scheduled", e->after_scheduled);
    cJSON_AddNumberToObject(o, "delta_us",
                            hloa_round_figure(hloa_round_ns(e->after.exposed_us) -
                                              hloa_round_ns(e->before.exposed_us)));
    if (e->other_module)
        cJSON_AddStringToObject(o, "other_module", e->other_why);
    else
        cJSON_AddNullToObject(o, "other_module");
    cJSON_AddNumberToObject(o, "collectives_before", (double)e->n_before);
    cJSON_AddNumberToObject(o, "found", (double)e->found);
    cJSON *counts = cJSON_AddObjectToObject(o, "changes");
    for (int c = 0; c <= HLOA_EXPOSURE_SAME; c++)
        cJSON_AddNumberToObject(counts, hloa_exposure_change_name((hloa_exposure_change)c),
                                (double)e->counts[c]);
    cJSON_AddNumberToObject(o, "moved", (double)e->moved);
    cJSON *kinds = cJSON_AddArrayToObject(o, "kinds");
    for (size_t k = 0; k < e->n_kinds; k++) {
        const hloa_exposure_kind *kd = &e->kinds[k];
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "kind", hloa_opcodes[kd->opcode].name);
        cJSON_AddNumberToObject(j, "before", kd->n_before);
        cJSON_AddNumberToObject(j, "after", kd->n_after);
        cJSON_AddNumberToObject(j, "before_exposed_us", hloa_round_figure(kd->before_us));
        cJSON_AddNumberToObject(j, "after_exposed_us", hloa_round_figure(kd->after_us));
        cJSON_AddItemToArray(kinds, j);
    }
    cJSON *rows = cJSON_AddArrayToObject(o, "collectives");
    for (size_t i = 0; i < e->n; i++) {
        const hloa_exposure_row *r = &e->rows[i];
        cJSON *j = cJSON_CreateObject();
        cJSON_AddStringToObject(j, "change",
                                hloa_exposure_change_name((hloa_exposure_change)r->change));
        cJSON_AddStringToObject(j, "kind", hloa_opcodes[r->opcode].name);
        cJSON_AddBoolToObject(j, "moved", r->moved);
        cJSON_AddNumberToObject(j, "delta_us", hloa_round_figure(r->delta_us));
        cJSON_AddItemToObject(j, "before", side_json(before, bm, &r->before));
        cJSON_AddItemToObject(j, "after", side_json(after, am, &r->after));
        cJSON_AddItemToArray(rows, j);
    }
    return o;
}
