/*
 * Definition and references: of a value (its defining instruction and the
 * instructions that use it), of a computation (its header and the calls=,
 * to_apply=, body=, ... and MLIR symbol uses that name it), and along an
 * async op's links. Definition on a link's own name goes to the next link
 * (start -> updates -> done, and the done back to the start; a JAX
 * custom-call start to its done); references of a link list the whole chain.
 */
#include "features.h"
#include "protocol.h"

#include <stdlib.h>
#include <string.h>

typedef HLOA_VEC(uint32_t) spans; /* begin, end, begin, end, ... */

static int name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '-' || c == '$';
}

/* The name [nb, ne) of the text, its sigil aside: *s and *n. */
static void bare(const char *text, uint32_t nb, uint32_t ne, const char **s, uint32_t *n)
{
    if (nb < ne && (text[nb] == '%' || text[nb] == '@'))
        nb++;
    *s = text + nb;
    *n = ne - nb;
}

/* Adds every whole-word use of name[0, n) in text[b, e) (with its sigil) to out; a word
   before '=' is an attribute's key (body=), not a use. */
static void find_word(const char *text, uint32_t b, uint32_t e, const char *name, uint32_t n,
                      spans *out)
{
    if (!n)
        return;
    for (uint32_t i = b; i + n <= e;) {
        const char *hit = memchr(text + i, name[0], e - i - n + 1);
        if (!hit)
            break;
        uint32_t at = (uint32_t)(hit - text);
        if (!memcmp(hit, name, n) && (at == 0 || !name_char(text[at - 1])) &&
            (at + n >= e || (!name_char(text[at + n]) && text[at + n] != '='))) {
            uint32_t s = at > 0 && (text[at - 1] == '%' || text[at - 1] == '@') ? at - 1 : at;
            HLOA_VEC_PUSH(*out, s);
            HLOA_VEC_PUSH(*out, at + n);
        }
        i = at + 1;
    }
}

static void add_span(spans *out, uint32_t b, uint32_t e)
{
    HLOA_VEC_PUSH(*out, b);
    HLOA_VEC_PUSH(*out, e);
}

static int by_begin(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* The spans as an array of Locations, in text order, each once. */
static cJSON *locations(hloa_lsp_doc *doc, spans *s, int utf8)
{
    if (s->len) /* none: items is NULL, which qsort may not be given */
        qsort(s->items, s->len / 2, 2 * sizeof(uint32_t), by_begin);
    cJSON *a = cJSON_CreateArray();
    for (size_t i = 0; i < s->len; i += 2)
        if (i == 0 || s->items[i] != s->items[i - 2])
            cJSON_AddItemToArray(a,
                                 hloa_lsp_location_json(doc, s->items[i], s->items[i + 1], utf8));
    free(s->items);
    return a;
}

/* The link after in in its async op: start -> updates -> done -> start; NULL when none. */
static const hloa_instr *next_link(const hloa_async_op *op, const hloa_instr *in)
{
    const hloa_instr *after = NULL;
    if (in == op->start)
        after = op->n_updates ? op->updates[0] : op->done;
    for (uint32_t u = 0; u < op->n_updates && !after; u++)
        if (op->updates[u] == in)
            after = u + 1 < op->n_updates ? op->updates[u + 1] : op->done;
    if (in == op->done)
        after = op->start;
    return after;
}

cJSON *hloa_lsp_definition(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    hloa_lsp_target t;
    if (!hloa_lsp_target_at(an, r->off, &t))
        return NULL;
    spans out = {0};
    uint32_t b = t.def_b, e = t.def_e;
    if (t.instr) {
        const hloa_lsp_op_ref *ref = t.at_definition ? hloa_lsp_op_of(an, t.instr) : NULL;
        const hloa_instr *next = ref ? next_link(hloa_lsp_op(an, ref), t.instr) : NULL;
        if (next && !next->generated)
            hloa_lsp_instr_name_span(&an->m, next, &b, &e);
    }
    add_span(&out, b, e);
    return locations(r->doc, &out, r->config->utf8);
}

/* Where the instruction of t is named (by the result t names): its definition (with decl),
   each user's text, and, for a link of an async op, every link of it. */
static void instr_references(const hloa_lsp_analysis *an, const hloa_lsp_target *t, int decl,
                             spans *out)
{
    const char *text = an->m.src->text;
    const hloa_instr *in = t->instr;
    uint32_t nb = t->def_b, ne = t->def_e, n;
    const char *name;
    bare(text, nb, ne, &name, &n);
    if (decl)
        add_span(out, nb, ne);
    for (uint32_t u = 0; u < in->n_users; u++) {
        const hloa_instr *user = in->users[u];
        if (!user->generated)
            find_word(text, user->off, user->end, name, n, out);
    }
    const hloa_lsp_op_ref *ref = hloa_lsp_op_of(an, in);
    if (!ref)
        return;
    const hloa_async_op *op = hloa_lsp_op(an, ref);
    const hloa_instr *links[2] = {op->start, op->done};
    for (int k = 0; k < 2; k++)
        if (links[k] && links[k] != in && !links[k]->generated) {
            hloa_lsp_instr_name_span(&an->m, links[k], &nb, &ne);
            add_span(out, nb, ne);
        }
    for (uint32_t u = 0; u < op->n_updates; u++)
        if (op->updates[u] != in && !op->updates[u]->generated) {
            hloa_lsp_instr_name_span(&an->m, op->updates[u], &nb, &ne);
            add_span(out, nb, ne);
        }
}

/* Where the computation c is named: its header (with decl) and each instruction calling it. */
static void comp_references(const hloa_lsp_analysis *an, const hloa_comp *c, int decl, spans *out)
{
    const char *text = an->m.src->text;
    uint32_t nb, ne, n;
    const char *name;
    hloa_lsp_comp_name_span(&an->m, c, &nb, &ne);
    bare(text, nb, ne, &name, &n);
    if (decl)
        add_span(out, nb, ne);
    for (uint32_t k = 0; k < an->n_comps; k++) {
        hloa_scan s = hloa_comp_scan(an->comps[k], HLOA_HAS_CALLS);
        for (uint32_t i = 0; i < s.n; i++) {
            const hloa_instr *in = hloa_scan_at(&s, i);
            if (!in || in->generated)
                continue;
            for (uint32_t j = 0; j < in->n_called; j++)
                if (in->called[j] == c) {
                    /* the attribute values only: the instruction's own name may be the same */
                    uint32_t from = in->opcode_off + in->opcode_len;
                    find_word(text, from, in->end, name, n, out);
                    break;
                }
        }
    }
}

cJSON *hloa_lsp_references(const hloa_lsp_request *r)
{
    const hloa_lsp_analysis *an = r->doc->an;
    hloa_lsp_target t;
    if (!hloa_lsp_target_at(an, r->off, &t))
        return NULL;
    const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(r->params, "context");
    int decl = !cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(ctx, "includeDeclaration"));
    spans out = {0};
    if (t.comp)
        comp_references(an, t.comp, decl, &out);
    else
        instr_references(an, &t, decl, &out);
    return locations(r->doc, &out, r->config->utf8);
}
