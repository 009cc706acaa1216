/*
 * Hover: on a diagnostic, its rule and the rule's explanation (explain's
 * text); on a value, its instruction's shape and opcode, and for a link of an
 * async op what chains says of it: its links, binding, span, time, exposed
 * time and why; on a computation, what it is.
 */
#include "diagnostics.h"
#include "features.h"
#include "protocol.h"

#include <stdlib.h>

#include "hloasync/emit.h"
#include "hloasync/strbuf.h"

#include <string.h>

static uint32_t line_of(hloa_lsp_doc *doc, uint32_t off)
{
    uint32_t line, ch;
    hloa_lsp_position(hloa_lsp_doc_lines(doc), doc->src.text, doc->src.len, off, &line, &ch, 1);
    return line + 1;
}

/* "`name` (line N)" of an instruction. */
static void link_text(hloa_strbuf *sb, hloa_lsp_doc *doc, const hloa_lsp_analysis *an,
                      const hloa_instr *in)
{
    uint32_t n;
    const char *name = hloa_name(&an->m, in->name, &n);
    hloa_strbuf_addf(sb, "`%.*s` (line %u)", (int)n, name, line_of(doc, in->off));
}

static void async_text(hloa_strbuf *sb, hloa_lsp_doc *doc, const hloa_lsp_analysis *an,
                       const hloa_lsp_op_ref *ref)
{
    const hloa_async_op *op = hloa_lsp_op(an, ref);
    hloa_strbuf_addf(sb, "\n\n**async %s** (%s)", hloa_async_op_label(op),
                     hloa_op_kind_name(op->kind));
    hloa_strbuf_adds(sb, ": start ");
    link_text(sb, doc, an, op->start);
    for (uint32_t u = 0; u < op->n_updates; u++) {
        hloa_strbuf_adds(sb, ", update ");
        link_text(sb, doc, an, op->updates[u]);
    }
    if (op->done) {
        hloa_strbuf_adds(sb, ", done ");
        link_text(sb, doc, an, op->done);
    } else
        hloa_strbuf_adds(sb, ", no done");
    hloa_strbuf_addf(sb, "\n\n- thread: %.*s", (int)op->thread_len, op->thread);
    if (!hloa_op_is_pair(op)) {
        hloa_strbuf_adds(sb, "\n- binding: ");
        hloa_chains_binding_text(sb, op);
    }
    if (an->t.scheduled && op->begin >= 0 && op->end >= 0)
        hloa_strbuf_addf(sb, "\n- span: %lld..%lld, overlap %lld", (long long)op->begin,
                         (long long)op->end, (long long)op->overlap);
    const hloa_estimate *e = &op->est;
    if (!an->t.scheduled) { /* text order is no schedule: nothing is known to cover it */
        hloa_strbuf_addf(sb, "\n- estimated (%s): %.3f us (not scheduled: no exposure estimate)",
                         an->t.hw.name, e->async_us);
        return;
    }
    hloa_strbuf_addf(sb, "\n- estimated (%s): %.3f us, covered %.3f us, exposed %.3f us",
                     an->t.hw.name, e->async_us, e->covered_us, e->exposed_us);
    char why[1024];
    hloa_why_text(&doc->src, &an->m, &an->t.comps[ref->comp], op, why, sizeof(why));
    hloa_strbuf_addf(sb, "\n- why: %s", why);
}

static void instr_text(hloa_strbuf *sb, hloa_lsp_doc *doc, const hloa_lsp_analysis *an,
                       const hloa_instr *in)
{
    uint32_t nb, ne, sb_, se;
    hloa_lsp_instr_name_span(&an->m, in, &nb, &ne);
    hloa_instr_shape_span(&an->m, in, &sb_, &se);
    uint32_t on;
    const char *opcode = hloa_opcode_name(in, &an->m, &on);
    hloa_strbuf_adds(sb, "```\n");
    hloa_strbuf_add(sb, doc->src.text + nb, ne - nb);
    hloa_strbuf_adds(sb, " = ");
    if (in->shape && se > sb_ && se - sb_ < 4096)
        hloa_strbuf_add(sb, doc->src.text + sb_, se - sb_);
    hloa_strbuf_addf(sb, " %.*s\n```\n", (int)on, opcode);
    uint32_t cn;
    const char *comp = hloa_name(&an->m, in->parent->name, &cn);
    hloa_strbuf_addf(sb, "in `%.*s`, %u user%s", (int)cn, comp, in->n_users,
                     in->n_users == 1 ? "" : "s");
    const hloa_lsp_op_ref *ref = hloa_lsp_op_of(an, in);
    if (ref)
        async_text(sb, doc, an, ref);
}

static void comp_text(hloa_strbuf *sb, const hloa_lsp_analysis *an, const hloa_comp *c)
{
    uint32_t n;
    const char *name = hloa_name(&an->m, c->name, &n);
    hloa_strbuf_addf(sb, "```\n%s%.*s\n```\n%u instruction%s", c->is_entry ? "ENTRY " : "", (int)n,
                     name, c->n_instrs, c->n_instrs == 1 ? "" : "s");
    uint32_t tn;
    const char *thread = hloa_name(&an->m, c->thread, &tn);
    hloa_strbuf_addf(sb, ", thread %.*s", (int)tn, thread);
    if (an->timed && an->t.run_known && an->t.run_known[c->index] == 2) {
        const hloa_totals *t = &an->t.runs[c->index];
        hloa_strbuf_addf(sb,
                         "\n\none run (%s): compute %.3f us, communication %.3f us, exposed "
                         "%.3f us",
                         an->t.hw.name, t->compute_us, t->communication_us, t->exposed_us);
    }
}

cJSON *hloa_lsp_hover(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    uint32_t rb = r->off, re = r->off;
    for (long i = -1; (i = hloa_lsp_diagnostic_at(an, r->off, r->off, (size_t)(i + 1))) >= 0;) {
        const hloa_diag *d = &an->diags.list.items[i];
        const hloa_rule_info *rule = &hloa_rules[d->rule];
        hloa_strbuf_addf(&sb, "%s**%s** (%s): %s\n\n```\n%s```\n", sb.len ? "\n---\n\n" : "",
                         rule->id, hloa_severity_name(d->severity), d->message, rule->explanation);
        rb = d->off;
        re = d->end;
    }
    hloa_lsp_target t;
    if (hloa_lsp_target_at(an, r->off, &t)) {
        if (sb.len)
            hloa_strbuf_adds(&sb, "\n---\n\n");
        if (t.instr)
            instr_text(&sb, r->doc, an, t.instr);
        else
            comp_text(&sb, an, t.comp);
        rb = t.b;
        re = t.e;
    }
    if (!sb.len)
        return NULL;
    cJSON *h = cJSON_CreateObject();
    cJSON *c = cJSON_AddObjectToObject(h, "contents");
    cJSON_AddStringToObject(c, "kind", "markdown");
    char *text = hloa_utf8_repair(hloa_strbuf_detach(&sb, NULL));
    cJSON_AddStringToObject(c, "value", text);
    free(text);
    cJSON_AddItemToObject(h, "range", hloa_lsp_range_json(r->doc, rb, re, r->config->utf8));
    return h;
}
