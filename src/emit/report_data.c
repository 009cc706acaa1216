/*
 * What the HTML report (html.c) reads beyond a module's chains JSON: each op's
 * place on the one clock of the estimate, from which the page draws its
 * timeline and counts the ops in flight (an op is in flight from its start to
 * the end of its done, as the trace's counter reads it), and the source file
 * and line its metadata names, the Python line a person edits.
 */
#include "hloasync/emit.h"
#include "hloasync/strbuf.h"
#include "hloasync/timeline.h"

#include <cjson/cJSON.h>
#include <stdlib.h>

/* [a, b, ...] of n figures, as the JSON writes them. */
static cJSON *figures(const double *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber(hloa_round_figure(v[i])));
    return a;
}

/* metadata={... source_file="f.py" source_line=12}: "f.py:12", or nothing when it names no file. */
static void add_source(cJSON *o, const hloa_instr *in)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_METADATA);
    const char *f = a ? hloa_find(a->val, a->val_len, "source_file=\"", 13) : NULL;
    if (!f)
        return;
    f += 13;
    const char *end = a->val + a->val_len, *q = f;
    while (q < end && *q != '"')
        q += *q == '\\' && q + 1 < end ? 2 : 1;
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_add(&sb, f, (size_t)(q - f));
    const char *l = hloa_find(a->val, a->val_len, "source_line=", 12);
    if (l && l + 12 < end && l[12] >= '0' && l[12] <= '9') {
        hloa_strbuf_addc(&sb, ':');
        for (l += 12; l < end && *l >= '0' && *l <= '9'; l++)
            hloa_strbuf_addc(&sb, *l);
    }
    hloa_strbuf_addc(&sb, '\0');
    cJSON_AddStringToObject(o, "source", sb.buf);
    hloa_strbuf_release(&sb);
}

void hloa_report_add_clock(cJSON *mod, const hloa_timeline *t)
{
    cJSON *jc = cJSON_GetObjectItemCaseSensitive(mod, "computations")->child;
    for (uint32_t c = 0; c < t->n_comps; c++, jc = jc->next) {
        const hloa_timeline_comp *tc = &t->comps[c];
        cJSON *jo = cJSON_GetObjectItemCaseSensitive(jc, "ops")->child;
        for (uint32_t i = 0; i < tc->n_ops; i++, jo = jo->next) {
            const hloa_estimate *e = &tc->ops[i].est;
            const double clock[3] = {e->begin_us, e->end_us, e->finish_us};
            cJSON_AddItemToObject(jo, "clock", figures(clock, 3));
            add_source(jo, tc->ops[i].start);
        }
        cJSON *js = cJSON_GetObjectItemCaseSensitive(jc, "sync_ops")->child;
        for (uint32_t i = 0; i < tc->n_syncs; i++, js = js->next) {
            const hloa_sync_op *so = &tc->syncs[i];
            const double clock[2] = {so->begin_us, so->begin_us + so->time_us};
            cJSON_AddItemToObject(js, "clock", figures(clock, 2));
            add_source(js, so->in);
        }
    }
}
