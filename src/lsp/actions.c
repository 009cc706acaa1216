/*
 * Code actions: a suppression comment for a diagnostic's rule on the line
 * before its instruction (what diag/suppress.c reads), and desugar or
 * resugar of the async chain under the cursor: the pass of pass/ run on a
 * fresh read of the text, as the CLI's rewrite runs it, its edits kept where
 * they touch the chain's lines (and the computation it inserts or removes for
 * it).
 */
#include "diagnostics.h"
#include "features.h"
#include "protocol.h"

#include "hloasync/edit.h"
#include "hloasync/passes.h"
#include "hloasync/strbuf.h"

#include <stdlib.h>
#include <string.h>

/* {"changes": {uri: [TextEdit...]}} taking edits (offsets into doc's text). */
static cJSON *workspace_edit(hloa_lsp_doc *doc, const hloa_edit *edits, size_t n, int utf8)
{
    cJSON *we = cJSON_CreateObject();
    cJSON *list = cJSON_AddArrayToObject(cJSON_AddObjectToObject(we, "changes"), doc->uri);
    for (size_t i = 0; i < n; i++) {
        cJSON *te = cJSON_CreateObject();
        cJSON_AddItemToObject(
            te, "range", hloa_lsp_range_json(doc, edits[i].off, edits[i].off + edits[i].len, utf8));
        char *text = hloa_xstrndup(edits[i].text, edits[i].text_len);
        cJSON_AddStringToObject(te, "newText", text);
        free(text);
        cJSON_AddItemToArray(list, te);
    }
    return we;
}

static cJSON *action(const char *title, const char *kind, cJSON *edit)
{
    cJSON *a = cJSON_CreateObject();
    cJSON_AddStringToObject(a, "title", title);
    cJSON_AddStringToObject(a, "kind", kind);
    cJSON_AddItemToObject(a, "edit", edit);
    return a;
}

/* "// hlo-async: ignore[RULE]" on its own line before the instruction that holds diagnostic i. */
static cJSON *suppression(const hloa_lsp_request *r, const hloa_diag *d)
{
    const hloa_lsp_analysis *an = r->doc->an;
    const char *text = r->doc->src.text;
    const hloa_instr *in = hloa_lsp_instr_at(an, d->off);
    uint32_t at = in ? in->off : d->off;
    while (at > 0 && text[at - 1] != '\n')
        at--;
    uint32_t indent = at;
    while (text[indent] == ' ' || text[indent] == '\t')
        indent++;
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_strbuf_add(&sb, text + at, indent - at);
    hloa_strbuf_addf(&sb, "// hlo-async: ignore[%s]\n", hloa_rules[d->rule].id);
    hloa_edit e = {at, 0, sb.buf, (uint32_t)sb.len, 0};
    cJSON *we = workspace_edit(r->doc, &e, 1, r->config->utf8);
    hloa_strbuf_release(&sb);
    char title[160];
    snprintf(title, sizeof(title), "Suppress %s on this line", hloa_rules[d->rule].id);
    cJSON *a = action(title, "quickfix", we);
    cJSON *diags = cJSON_AddArrayToObject(a, "diagnostics");
    cJSON *dj = cJSON_CreateObject();
    cJSON_AddItemToObject(dj, "range",
                          hloa_lsp_range_json(r->doc, d->off, d->end, r->config->utf8));
    cJSON_AddStringToObject(dj, "code", hloa_rules[d->rule].id);
    cJSON_AddStringToObject(dj, "source", "hlo-async");
    cJSON_AddStringToObject(dj, "message", d->message);
    cJSON_AddItemToArray(diags, dj);
    return a;
}

/* Is the edit on a line of one of the op's links? */
static int on_links(const hloa_lsp_doc *doc, const hloa_async_op *op, const hloa_edit *e)
{
    const hloa_instr *links[2] = {op->start, op->done};
    for (int k = 0; k < 2; k++)
        if (links[k] && links[k]->off <= e->off && e->off + e->len <= links[k]->end)
            return 1;
    for (uint32_t u = 0; u < op->n_updates; u++)
        if (op->updates[u]->off <= e->off && e->off + e->len <= op->updates[u]->end)
            return 1;
    (void)doc;
    return 0;
}

/* The name a computation's text (an inserted one) starts with, after white space and '%'. */
static void header_name(const char *s, uint32_t n, const char **name, uint32_t *len)
{
    uint32_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '%'))
        i++;
    uint32_t b = i;
    while (i < n && s[i] != ' ' && s[i] != '(' && s[i] != '{' && s[i] != '\n')
        i++;
    *name = s + b;
    *len = i - b;
}

/* The edits of the pass that belong to op: on its lines, or the computation its start calls. */
static size_t chain_edits(const hloa_lsp_request *r, const hloa_async_op *op, hloa_editor *ed,
                          hloa_edit *kept)
{
    size_t n = 0;
    for (size_t i = 0; i < ed->edits.len; i++)
        if (on_links(r->doc, op, &ed->edits.items[i]))
            kept[n++] = ed->edits.items[i];
    size_t on_lines = n;
    for (size_t i = 0; i < ed->edits.len; i++) {
        const hloa_edit *e = &ed->edits.items[i];
        if (on_links(r->doc, op, e))
            continue;
        if (e->len && op->comp && !op->comp->generated && e->off <= op->comp->name_off &&
            op->comp->name_off < e->off + e->len) {
            kept[n++] = *e; /* resugar removes the computation the chain ran */
            continue;
        }
        const char *name;
        uint32_t len;
        header_name(e->text, e->text_len, &name, &len);
        for (size_t k = 0; len && !e->len && k < on_lines; k++)
            if (hloa_find(kept[k].text, kept[k].text_len, name, len)) {
                kept[n++] = *e; /* desugar inserts the computation the chain's start now calls */
                break;
            }
    }
    return n;
}

/* Desugar or resugar of the op under the cursor, when the pass changes it. */
static cJSON *rewrite(const hloa_lsp_request *r, const hloa_async_op *op, int desugar)
{
    hloa_module m;
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_module_init(&m, &r->doc->src, (hloa_region){0, r->doc->src.len});
    cJSON *a = NULL;
    hloa_editor ed;
    hloa_editor_init(&ed);
    if (!r->p->read(&m, &d, HLOA_LANG_HLO)) {
        if (desugar)
            hloa_desugar(&m, &ed, &d);
        else
            hloa_resugar(&m, &ed, &d);
        hloa_edit *kept = hloa_xmalloc((ed.edits.len + 1) * sizeof(*kept));
        size_t n = chain_edits(r, op, &ed, kept);
        int changes = 0;
        for (size_t i = 0; i < n; i++)
            changes |= kept[i].len != kept[i].text_len ||
                       memcmp(r->doc->src.text + kept[i].off, kept[i].text, kept[i].len);
        if (changes) {
            uint32_t len;
            const char *name = hloa_name(&r->doc->an->m, op->start->name, &len);
            char title[200];
            snprintf(title, sizeof(title), "%s the chain of '%.*s'",
                     desugar ? "Desugar" : "Resugar", (int)(len < 120 ? len : 120), name);
            a = action(title, "refactor.rewrite", workspace_edit(r->doc, kept, n, r->config->utf8));
        }
        free(kept);
    }
    hloa_editor_release(&ed);
    hloa_module_release(&m);
    hloa_diags_release(&d);
    return a;
}

cJSON *hloa_lsp_code_actions(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    uint32_t b, e;
    if (hloa_lsp_read_range(r->doc, cJSON_GetObjectItemCaseSensitive(r->params, "range"),
                            r->config->utf8, &b, &e))
        return cJSON_CreateArray();
    uint32_t cursor = b;
    /* a diagnostic on the lines of the range: a cursor on a line offers its suppressions */
    const char *text = r->doc->src.text;
    while (b > 0 && text[b - 1] != '\n')
        b--;
    while (e < r->doc->src.len && text[e] != '\n')
        e++;
    cJSON *list = cJSON_CreateArray();
    uint8_t offered[HLOA_RULE_COUNT] = {0};
    for (long i = -1; (i = hloa_lsp_diagnostic_at(an, b, e, (size_t)(i + 1))) >= 0;) {
        const hloa_diag *d = &an->diags.list.items[i];
        /* a syntax error is no finding a comment can take back */
        if (offered[d->rule] || d->rule == HLOA_RULE_SYNTAX)
            continue;
        offered[d->rule] = 1;
        cJSON_AddItemToArray(list, suppression(r, d));
    }
    const hloa_instr *in = hloa_lsp_instr_at(an, cursor);
    const hloa_lsp_op_ref *ref = in && !an->m.is_mlir ? hloa_lsp_op_of(an, in) : NULL;
    if (ref) {
        const hloa_async_op *op = hloa_lsp_op(an, ref);
        cJSON *a = NULL;
        if (op->kind == HLOA_KIND_SUGARED || op->kind == HLOA_KIND_CALL)
            a = rewrite(r, op, 1);
        else if (op->kind == HLOA_KIND_GENERIC)
            a = rewrite(r, op, 0);
        if (a)
            cJSON_AddItemToArray(list, a);
    }
    return list;
}
