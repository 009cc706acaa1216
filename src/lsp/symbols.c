/*
 * Outline and folding: each computation written in the text (a while body,
 * a condition, an async computation, an MLIR function) is a symbol with its
 * async ops as children; each body of several lines folds. Workspace symbols
 * are the same over every open document, matched by a case-insensitive
 * substring of the query, as clangd matches a fuzzy one loosely.
 */
#include "features.h"
#include "protocol.h"

#include "hloasync/async.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { KIND_FUNCTION = 12, KIND_EVENT = 24 }; /* LSP's SymbolKind */

/* What calls c, as its detail says: "ENTRY", "while body", "async", ... */
static const char *comp_role(const hloa_lsp_analysis *an, const hloa_comp *c, const hloa_callers *k)
{
    if (c->is_entry)
        return "ENTRY";
    const hloa_caller *caller = hloa_callers_of(k, c);
    if (!caller)
        return an->m.is_mlir ? "function" : "computation";
    const hloa_instr *in = caller->instr;
    if (in->opcode == HLOA_OP_WHILE)
        return hloa_called_by(in, HLOA_SYM_BODY) == c ? "while body" : "while condition";
    uint32_t n;
    const char *op = hloa_opcode_name(in, &an->m, &n);
    (void)n;
    return op;
}

static cJSON *symbol(hloa_lsp_doc *doc, const char *name, uint32_t n, int kind, const char *detail,
                     uint32_t b, uint32_t e, uint32_t nb, uint32_t ne, int utf8)
{
    cJSON *s = cJSON_CreateObject();
    char *copy = hloa_utf8_repair(hloa_xstrndup(name, n));
    cJSON_AddStringToObject(s, "name", copy);
    free(copy);
    cJSON_AddStringToObject(s, "detail", detail);
    cJSON_AddNumberToObject(s, "kind", kind);
    cJSON_AddItemToObject(s, "range", hloa_lsp_range_json(doc, b, e, utf8));
    cJSON_AddItemToObject(s, "selectionRange", hloa_lsp_range_json(doc, nb, ne, utf8));
    return s;
}

cJSON *hloa_lsp_document_symbols(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    int utf8 = r->config->utf8;
    hloa_callers callers;
    hloa_callers_find(&an->m, &callers);
    cJSON *list = cJSON_CreateArray();
    cJSON **of = hloa_xcalloc(an->m.n_comps + 1, sizeof(*of)); /* by index: its symbol */
    for (uint32_t k = 0; k < an->n_comps; k++) {
        const hloa_comp *c = an->comps[k];
        uint32_t n, nb, ne;
        const char *name = hloa_name(&an->m, c->name, &n);
        hloa_lsp_comp_name_span(&an->m, c, &nb, &ne);
        cJSON *s = symbol(r->doc, name, n, KIND_FUNCTION, comp_role(an, c, &callers), c->off,
                          c->end, nb, ne, utf8);
        of[c->index] = s;
        /* an inline body is its outer computation's child */
        if (c->outer != c && c->outer && of[c->outer->index])
            cJSON_AddItemToArray(
                cJSON_GetObjectItemCaseSensitive(of[c->outer->index], "children")
                    ? cJSON_GetObjectItemCaseSensitive(of[c->outer->index], "children")
                    : cJSON_AddArrayToObject(of[c->outer->index], "children"),
                s);
        else
            cJSON_AddItemToArray(list, s);
    }
    for (uint32_t c = 0; an->timed && c < an->t.n_comps; c++)
        for (uint32_t k = 0; k < an->t.comps[c].n_ops; k++) {
            const hloa_async_op *op = &an->t.comps[c].ops[k];
            const hloa_instr *in = op->start;
            if (in->generated || in->anonymous || !of[in->parent->index])
                continue;
            uint32_t n, nb, ne;
            const char *name = hloa_name(&an->m, in->name, &n);
            hloa_lsp_instr_name_span(&an->m, in, &nb, &ne);
            const hloa_instr *last = op->done && !op->done->generated &&
                                             op->done->parent == in->parent &&
                                             op->done->end > in->end
                                         ? op->done
                                         : in;
            cJSON *parent = of[in->parent->index];
            cJSON *children = cJSON_GetObjectItemCaseSensitive(parent, "children");
            if (!children)
                children = cJSON_AddArrayToObject(parent, "children");
            cJSON_AddItemToArray(children,
                                 symbol(r->doc, name, n, KIND_EVENT, hloa_async_op_label(op),
                                        in->off, last->end, nb, ne, utf8));
        }
    free(of);
    hloa_callers_release(&callers);
    return list;
}

cJSON *hloa_lsp_folding_ranges(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    const hloa_lsp_lines *lines = hloa_lsp_doc_lines(r->doc);
    cJSON *list = cJSON_CreateArray();
    for (uint32_t k = 0; k < an->n_comps; k++) {
        const hloa_comp *c = an->comps[k];
        uint32_t b, e, ch;
        hloa_lsp_position(lines, r->doc->src.text, r->doc->src.len, c->off, &b, &ch, 1);
        hloa_lsp_position(lines, r->doc->src.text, r->doc->src.len, c->body_close, &e, &ch, 1);
        if (e <= b)
            continue;
        cJSON *f = cJSON_CreateObject();
        cJSON_AddNumberToObject(f, "startLine", b);
        cJSON_AddNumberToObject(f, "endLine", e);
        cJSON_AddStringToObject(f, "kind", "region");
        cJSON_AddItemToArray(list, f);
    }
    return list;
}

/* Does name[0, n) hold query, letter case aside? */
static int matches(const char *name, uint32_t n, const char *query)
{
    size_t q = strlen(query);
    for (size_t i = 0; i + q <= n; i++) {
        size_t j = 0;
        while (j < q && tolower((unsigned char)name[i + j]) == tolower((unsigned char)query[j]))
            j++;
        if (j == q)
            return 1;
    }
    return 0;
}

static cJSON *information(hloa_lsp_doc *doc, const char *name, uint32_t n, int kind, uint32_t b,
                          uint32_t e, const char *container, uint32_t cn, int utf8)
{
    cJSON *s = cJSON_CreateObject();
    char *copy = hloa_utf8_repair(hloa_xstrndup(name, n));
    cJSON_AddStringToObject(s, "name", copy);
    free(copy);
    cJSON_AddNumberToObject(s, "kind", kind);
    cJSON_AddItemToObject(s, "location", hloa_lsp_location_json(doc, b, e, utf8));
    if (container) {
        copy = hloa_utf8_repair(hloa_xstrndup(container, cn));
        cJSON_AddStringToObject(s, "containerName", copy);
        free(copy);
    }
    return s;
}

/* At most this many answers: a query of one letter over a big dump is no list to read. */
enum { MAX_WORKSPACE_SYMBOLS = 1000 };

cJSON *hloa_lsp_workspace_symbols(hloa_lsp_doc *const *docs, size_t n_docs, const char *query,
                                  int utf8)
{
    cJSON *list = cJSON_CreateArray();
    int count = 0;
    for (size_t d = 0; d < n_docs; d++) {
        const hloa_lsp_analysis *an = docs[d]->an;
        for (uint32_t k = 0; k < an->n_comps && count < MAX_WORKSPACE_SYMBOLS; k++) {
            const hloa_comp *c = an->comps[k];
            uint32_t n, nb, ne;
            const char *name = hloa_name(&an->m, c->name, &n);
            if (!matches(name, n, query))
                continue;
            hloa_lsp_comp_name_span(&an->m, c, &nb, &ne);
            cJSON_AddItemToArray(
                list, information(docs[d], name, n, KIND_FUNCTION, nb, ne, NULL, 0, utf8));
            count++;
        }
        for (uint32_t c = 0; an->timed && c < an->t.n_comps; c++)
            for (uint32_t k = 0; k < an->t.comps[c].n_ops && count < MAX_WORKSPACE_SYMBOLS; k++) {
                const hloa_instr *in = an->t.comps[c].ops[k].start;
                uint32_t n, nb, ne, cn;
                const char *name = hloa_name(&an->m, in->name, &n);
                if (in->generated || in->anonymous || !matches(name, n, query))
                    continue;
                const char *cname = hloa_name(&an->m, in->parent->name, &cn);
                hloa_lsp_instr_name_span(&an->m, in, &nb, &ne);
                cJSON_AddItemToArray(
                    list, information(docs[d], name, n, KIND_EVENT, nb, ne, cname, cn, utf8));
                count++;
            }
    }
    return list;
}
