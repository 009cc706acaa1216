/*
 * A document checked: verify's pipeline (handed over by cli/), then the
 * timeline of its async ops in time, and the indexes the requests ask: the
 * computations by offset, the links of each async op by instruction.
 */
#include "analysis.h"

#include "hloasync/async.h"

#include <stdlib.h>
#include <string.h>

static int by_off(const void *a, const void *b)
{
    const hloa_comp *x = *(hloa_comp *const *)a, *y = *(hloa_comp *const *)b;
    return x->off < y->off ? -1 : x->off > y->off ? 1 : x->index < y->index ? -1 : 1;
}

static int by_instr(const void *a, const void *b)
{
    const hloa_lsp_op_ref *x = a, *y = b;
    return x->in < y->in ? -1 : x->in > y->in;
}

/* The indexes: written computations by offset, and every link of every op. */
static void index_module(hloa_lsp_analysis *an)
{
    hloa_module *m = &an->m;
    an->comps = hloa_xmalloc((m->n_comps + 1) * sizeof(*an->comps));
    for (uint32_t i = 0; i < m->n_comps; i++)
        if (!m->comps[i]->generated)
            an->comps[an->n_comps++] = m->comps[i];
    qsort(an->comps, an->n_comps, sizeof(*an->comps), by_off);
    if (!an->timed)
        return;
    uint32_t n = 0;
    for (uint32_t c = 0; c < an->t.n_comps; c++)
        for (uint32_t k = 0; k < an->t.comps[c].n_ops; k++)
            n += 2 + an->t.comps[c].ops[k].n_updates;
    an->ops = hloa_xmalloc((n + 1) * sizeof(*an->ops));
    for (uint32_t c = 0; c < an->t.n_comps; c++)
        for (uint32_t k = 0; k < an->t.comps[c].n_ops; k++) {
            const hloa_async_op *op = &an->t.comps[c].ops[k];
            an->ops[an->n_ops++] = (hloa_lsp_op_ref){op->start, c, k};
            for (uint32_t u = 0; u < op->n_updates; u++)
                an->ops[an->n_ops++] = (hloa_lsp_op_ref){op->updates[u], c, k};
            if (op->done)
                an->ops[an->n_ops++] = (hloa_lsp_op_ref){op->done, c, k};
        }
    qsort(an->ops, an->n_ops, sizeof(*an->ops), by_instr);
}

hloa_lsp_analysis *hloa_lsp_analyze(hloa_lsp_doc *doc, const hloa_lsp_pipeline *p,
                                    const hloa_lsp_config *config)
{
    hloa_lsp_analysis *an = hloa_xcalloc(1, sizeof(*an));
    hloa_diags_init(&an->diags);
    char err[HLOA_LSP_ERROR_MAX];
    if (p->settings_for(doc->path, config->config, &an->rules, err, sizeof(err))) {
        /* verify stops at a wrong config file; the editor shows why and checks with defaults */
        an->config_error = hloa_xstrdup(err);
        hloa_rule_settings_default(&an->rules);
    }
    hloa_verify_options checks = {
        .max_in_flight = -1, .max_exposed_fraction = -1, .hw = &config->hw, .rules = &an->rules};
    hloa_region whole = {0, doc->src.len};
    hloa_module_init(&an->m, &doc->src, whole);
    an->read_errors = p->verify(&an->m, &checks, doc->lang, &an->diags);
    hloa_diags_sort(&an->diags);
    if (!an->read_errors) {
        hloa_timeline_build(&an->m, &an->m.arena, &an->t);
        hloa_timeline_estimate(&an->t, &config->hw, &an->m.arena);
        an->timed = 1;
    }
    index_module(an);
    return an;
}

void hloa_lsp_analysis_free(hloa_lsp_analysis *an)
{
    if (!an)
        return;
    hloa_module_release(&an->m);
    hloa_diags_release(&an->diags);
    free(an->comps);
    free(an->ops);
    free(an->config_error);
    free(an);
}

const hloa_comp *hloa_lsp_comp_at(const hloa_lsp_analysis *an, uint32_t off)
{
    uint32_t lo = 0, hi = an->n_comps;
    while (lo < hi) { /* the first computation starting after off */
        uint32_t mid = lo + (hi - lo) / 2;
        if (an->comps[mid]->off <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    /* the last one starting at or before off that holds it: an inline body before its outer */
    for (uint32_t i = lo; i-- > 0;)
        if (an->comps[i]->end > off)
            return an->comps[i];
        else if (an->comps[i]->outer == an->comps[i])
            break; /* a top-level computation that ended: nothing before holds off */
    return NULL;
}

const hloa_instr *hloa_lsp_instr_at(const hloa_lsp_analysis *an, uint32_t off)
{
    const hloa_comp *c = hloa_lsp_comp_at(an, off);
    if (!c)
        return NULL;
    uint32_t lo = 0, hi = c->n_instrs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c->instrs[mid]->off <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    /* a pass may have put generated instructions (with their origin's offsets) among them */
    for (uint32_t i = lo; i-- > 0;) {
        const hloa_instr *in = c->instrs[i];
        if (in->off <= off && off < in->end && !in->anonymous)
            return in;
        if (in->end <= off && !in->generated)
            break;
    }
    return NULL;
}

const hloa_lsp_op_ref *hloa_lsp_op_of(const hloa_lsp_analysis *an, const hloa_instr *in)
{
    hloa_lsp_op_ref key = {in, 0, 0};
    return an->n_ops ? bsearch(&key, an->ops, an->n_ops, sizeof(key), by_instr) : NULL;
}

static int name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '-' || c == '$';
}

uint32_t hloa_lsp_word_end(const char *text, uint32_t len, uint32_t off)
{
    if (off < len && (text[off] == '%' || text[off] == '@'))
        off++;
    while (off < len && name_char(text[off]))
        off++;
    return off;
}

/* The word around off: [*b, *e), its sigil included; 0 when off is on no name. */
static int word_at(const char *text, uint32_t len, uint32_t off, uint32_t *b, uint32_t *e)
{
    if (off < len && (text[off] == '%' || text[off] == '@'))
        off++;
    uint32_t s = off;
    while (s > 0 && name_char(text[s - 1]))
        s--;
    uint32_t end = hloa_lsp_word_end(text, len, s);
    if (end == s)
        return 0;
    if (s > 0 && (text[s - 1] == '%' || text[s - 1] == '@'))
        s--;
    *b = s;
    *e = end;
    return 1;
}

void hloa_lsp_instr_name_span(const hloa_module *m, const hloa_instr *in, uint32_t *b, uint32_t *e)
{
    hloa_spans sp;
    hloa_instr_spans(m, in, &sp);
    *b = sp.name_off;
    *e = hloa_lsp_word_end(m->src->text, m->src->len, sp.name_off);
    if (*e == *b)
        *e = *b + 1;
}

void hloa_lsp_comp_name_span(const hloa_module *m, const hloa_comp *c, uint32_t *b, uint32_t *e)
{
    *b = c->name_off;
    *e = hloa_lsp_word_end(m->src->text, m->src->len, c->name_off);
}

/* Does the word [b, e) (a sigil aside) spell s[0, n)? */
static int spells(const char *text, uint32_t b, uint32_t e, const char *s, uint32_t n)
{
    if (text[b] == '%' || text[b] == '@')
        b++;
    return e - b == n && !memcmp(text + b, s, n);
}

static int comp_named(const hloa_module *m, const hloa_comp *c, const char *text, uint32_t b,
                      uint32_t e)
{
    uint32_t nb, ne;
    hloa_lsp_comp_name_span(m, c, &nb, &ne);
    return ne > nb && spells(text, b, e, text + nb + (text[nb] == '%' || text[nb] == '@'),
                             ne - nb - (text[nb] == '%' || text[nb] == '@'));
}

enum { NOWHERE = UINT32_MAX };

/*
 * Where in names the word [b, e): the offset of its name, or NOWHERE. An MLIR
 * operation may define several results (%t, %v = async.execute ...; %r:2 = ...):
 * the IR names it by the first, the text may use any.
 */
static uint32_t instr_named(const hloa_module *m, const hloa_instr *in, const char *text,
                            uint32_t b, uint32_t e)
{
    if (!in || in->generated || in->anonymous)
        return NOWHERE;
    uint32_t nb, ne;
    hloa_lsp_instr_name_span(m, in, &nb, &ne);
    int sig = text[nb] == '%';
    if (spells(text, b, e, text + nb + sig, ne - nb - (uint32_t)sig))
        return nb;
    if (!m->is_mlir || text[nb] != '%')
        return NOWHERE;
    for (uint32_t p = ne; p < in->end;) { /* ", %v" ... up to the '=' */
        while (p < in->end && (text[p] == ' ' || text[p] == ',' || text[p] == ':' ||
                               (text[p] >= '0' && text[p] <= '9')))
            p++;
        if (p >= in->end || text[p] != '%')
            break;
        uint32_t we = hloa_lsp_word_end(text, in->end, p);
        if (spells(text, b, e, text + p + 1, we - p - 1))
            return p;
        p = we;
    }
    return NOWHERE;
}

/* The target is instruction in, its name written at name. */
static int found_instr(const hloa_module *m, hloa_lsp_target *t, const hloa_instr *in,
                       uint32_t name, int at_definition)
{
    t->instr = in;
    t->at_definition = at_definition;
    t->def_b = name;
    t->def_e = hloa_lsp_word_end(m->src->text, m->src->len, name);
    return 1;
}

static int found_comp(const hloa_module *m, hloa_lsp_target *t, const hloa_comp *c,
                      int at_definition)
{
    t->comp = c;
    t->at_definition = at_definition;
    hloa_lsp_comp_name_span(m, c, &t->def_b, &t->def_e);
    return 1;
}

int hloa_lsp_target_at(const hloa_lsp_analysis *an, uint32_t off, hloa_lsp_target *t)
{
    const hloa_module *m = &an->m;
    const char *text = m->src->text;
    memset(t, 0, sizeof(*t));
    if (!word_at(text, m->src->len, off, &t->b, &t->e))
        return 0;
    const hloa_comp *c = hloa_lsp_comp_at(an, off);
    const hloa_instr *in = hloa_lsp_instr_at(an, off);
    if (in) {
        uint32_t at = instr_named(m, in, text, t->b, t->e);
        if (at == t->b)
            return found_instr(m, t, in, at, 1);
        for (uint32_t i = 0; i < in->n_operands; i++)
            if ((at = instr_named(m, in->operands[i], text, t->b, t->e)) != NOWHERE)
                return found_instr(m, t, in->operands[i], at, 0);
        for (uint32_t k = 0; k < in->n_called; k++)
            if (in->called[k] && comp_named(m, in->called[k], text, t->b, t->e))
                return found_comp(m, t, in->called[k], 0);
    }
    if (c) {
        uint32_t nb, ne;
        hloa_lsp_comp_name_span(m, c, &nb, &ne);
        if (t->b == nb)
            return found_comp(m, t, c, 1);
        /* a name elsewhere in the computation: control-predecessors={...}, a nested operand */
        for (uint32_t i = 0; i < c->n_instrs; i++) {
            uint32_t at = instr_named(m, c->instrs[i], text, t->b, t->e);
            if (at != NOWHERE)
                return found_instr(m, t, c->instrs[i], at, 0);
        }
    }
    for (uint32_t k = 0; k < an->n_comps; k++) /* a computation named anywhere */
        if (comp_named(m, an->comps[k], text, t->b, t->e))
            return found_comp(m, t, an->comps[k], 0);
    return 0;
}
