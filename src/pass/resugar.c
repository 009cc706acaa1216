/*
 * Re-sugaring, as text edits on the original file: the inverse of desugar
 * for what desugar writes, and the short form of a generic chain where one
 * says the same. For each chain whose start is a generic async-start:
 *   1. its computation is a one-op wrapper (parameters p0..pn-1 and one
 *      ROOT X(p0, ..., pn-1)) that nothing else calls, on the chain's
 *      thread, exactly the one desugar would make of X-start sugar
 *      (wrapper.c: parameters and root as XLA's parser grows them): the
 *      chain becomes X-start/X-update/X-done with X's attributes back on the
 *      start, and the wrapper goes; a wrapper whose X is a call becomes
 *      call-start ... to_apply= the computation the call names;
 *   2. else, where desugar would write call-start ... to_apply=%c back as
 *      this very chain (the call made directly: wrapper.c), the chain is
 *      written in that call form, and %c stays;
 *   3. else it stays generic.
 * A computation a user wrote is never deleted unless it is exactly such a
 * wrapper. Links of a sugared chain that are written generic are given the
 * chain's spelling.
 */
#include "hloasync/async.h"
#include "hloasync/passes.h"

#include "wrapper.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* None of X-start, X-update, X-done re-parses as another op (call: its -start is the call form). */
static int sugar_spelling_is_free(uint16_t x)
{
    if (x == HLOA_OP_CALL)
        return 1;
    if (x == HLOA_OP_UNKNOWN || x == HLOA_OP_PARAMETER)
        return 0;
    static const char *const suffixes[] = {"-start", "-update", "-done"};
    char buf[64];
    for (size_t i = 0; i < 3; i++) {
        size_t n = (size_t)snprintf(buf, sizeof(buf), "%s%s", hloa_opcodes[x].name, suffixes[i]);
        if (hloa_opcode_lookup(buf, (uint32_t)n) >= 0)
            return 0;
    }
    return 1;
}

static int same_text(const hloa_attr *a, const hloa_attr *b)
{
    return a->val_len == b->val_len && !memcmp(a->val, b->val, a->val_len);
}

/*
 * The attributes the sugared start will carry must say the same as the two
 * instructions did: the root's shared attributes equal the start's, and the
 * root has none that only a start may carry.
 */
static int attributes_fold(const hloa_instr *s, const hloa_instr *root)
{
    for (uint32_t i = 0; i < root->n_attrs; i++) {
        const hloa_attr *a = &root->attrs[i];
        hloa_placement pl = hloa_attr_placement(a->key, root->opcode);
        if (pl == HLOA_ON_START)
            return 0;
        if (pl == HLOA_ON_WRAPPED && a->key != HLOA_SYM_CALLS && hloa_instr_attr(s, a->key))
            return 0; /* both would claim the same key (the start's calls= is replaced) */
        if (pl == HLOA_ON_BOTH) {
            const hloa_attr *b = hloa_instr_attr(s, a->key);
            if (!b || !same_text(a, b))
                return 0;
        }
    }
    for (uint32_t i = 0; i < s->n_attrs; i++) {
        const hloa_attr *a = &s->attrs[i];
        if (hloa_attr_placement(a->key, root->opcode) == HLOA_ON_BOTH &&
            !hloa_instr_attr(root, a->key))
            return 0;
        if (a->key != HLOA_SYM_CALLS &&
            hloa_attr_placement(a->key, root->opcode) == HLOA_ON_WRAPPED)
            return 0; /* e.g. output_to_operand_aliasing of the async-start itself */
    }
    return 1;
}

/* The wrapper is the one desugar would make of the sugar: parameters and root as XLA grows them. */
static int wrapper_is_desugars(hloa_module *m, const hloa_chain *ch, hloa_arena *a)
{
    const hloa_comp *w = ch->comp;
    uint16_t x = w->root->opcode;
    hloa_comp *target = x == HLOA_OP_CALL     ? hloa_called_by(w->root, HLOA_SYM_TO_APPLY)
                        : x == HLOA_OP_FUSION ? hloa_called_by(w->root, HLOA_SYM_CALLS)
                                              : NULL;
    wrapper_sig sig;
    if (wrapper_signature(m, ch->start, x, target, ch, a, &sig) || sig.n != w->n_params ||
        sig.root != w->root->shape)
        return 0;
    for (uint32_t i = 0; i < sig.n; i++)
        if (sig.params[i] != w->params[i]->shape)
            return 0;
    return 1;
}

static int restates_calls(const hloa_chain *ch)
{
    for (uint32_t i = 1; i < ch->n_links; i++)
        if (hloa_instr_attr(ch->links[i], HLOA_SYM_CALLS))
            return 1;
    return 0;
}

static uint32_t attr_index(const hloa_instr *in, const hloa_attr *a)
{
    return (uint32_t)(a - in->attrs);
}

/* Writes in's opcode as spelling + suffix (the generic async-update/done when spelling is NULL). */
static void spell(const hloa_module *m, const hloa_instr *in, const char *spelling,
                  hloa_editor *ed, hloa_arena *a)
{
    const char *suffix = in->opcode == HLOA_OP_ASYNC_START    ? "-start"
                         : in->opcode == HLOA_OP_ASYNC_UPDATE ? "-update"
                                                              : "-done";
    const char *name = hloa_arena_printf(a, "%s%s", spelling ? spelling : "async", suffix);
    size_t n = strlen(name);
    if (n != in->opcode_len || memcmp(m->src->text + in->opcode_off, name, n))
        hloa_editor_replace(ed, in->opcode_off, in->opcode_len, name, n);
}

/*
 * Deletes a computation's text with the rest of its last line (when that is
 * only blanks or a comment: the next computation may start on the same line)
 * and one blank line after it.
 */
static void drop_computation(const hloa_module *m, const hloa_comp *c, hloa_editor *ed)
{
    const char *t = m->src->text;
    uint32_t b = c->off, e = c->end, end = m->region.end;
    /* Its indentation goes with it, when it starts its line (not after another's '}'). */
    uint32_t line = b;
    while (line > m->region.begin && (t[line - 1] == ' ' || t[line - 1] == '\t'))
        line--;
    if (line == m->region.begin || t[line - 1] == '\n')
        b = line;
    uint32_t rest = e;
    while (rest < end && (t[rest] == ' ' || t[rest] == '\t' || t[rest] == '\r'))
        rest++;
    int line_is_done = rest >= end || t[rest] == '\n' ||
                       (rest + 1 < end && t[rest] == '/' && t[rest + 1] == '/');
    if (!line_is_done) { /* the next computation starts where this one started */
        hloa_editor_replace(ed, b, rest - b, "", 0);
        return;
    }
    while (e < end && t[e] != '\n')
        e++;
    if (e < end)
        e++;
    uint32_t blank = e;
    while (blank < end && (t[blank] == ' ' || t[blank] == '\t' || t[blank] == '\r'))
        blank++;
    if (blank < end && t[blank] == '\n')
        e = blank + 1;
    hloa_editor_replace(ed, b, e - b, "", 0);
}

/* X's own attributes written out, ", " between them, in the root's order. */
static void wrapped_text_apart(hloa_module *m, const hloa_instr *root, hloa_strbuf *sb)
{
    for (uint32_t i = 0; i < root->n_attrs; i++) {
        const hloa_attr *a = &root->attrs[i];
        if (hloa_attr_placement(a->key, root->opcode) != HLOA_ON_WRAPPED)
            continue;
        uint32_t n;
        const char *k = hloa_name(m, a->key, &n);
        if (sb->len)
            hloa_strbuf_add(sb, ", ", 2);
        hloa_strbuf_add(sb, k, n);
        hloa_strbuf_addc(sb, '=');
        hloa_strbuf_add(sb, a->val, a->val_len);
    }
}

/*
 * X's own attributes on the wrapper's root, as the text for the start: byte
 * for byte from the first to the last where they stand together in the
 * text (what desugar copied there, line breaks and all), else written out.
 */
static void wrapped_text(hloa_module *m, const hloa_instr *root, hloa_strbuf *sb)
{
    int first = -1, last = -1, together = 1;
    for (uint32_t i = 0; i < root->n_attrs; i++) {
        if (hloa_attr_placement(root->attrs[i].key, root->opcode) != HLOA_ON_WRAPPED) {
            if (first >= 0) together = 0;
            continue;
        }
        if (first >= 0 && !together) {
            wrapped_text_apart(m, root, sb);
            return;
        }
        if (first < 0) first = (int)i;
        last = (int)i;
    }
    if (first < 0) return;
    const hloa_attr *f = &root->attrs[first], *l = &root->attrs[last];
    if (root->generated || l->val_off + l->val_len < f->key_off) {
        wrapped_text_apart(m, root, sb);
        return;
    }
    hloa_strbuf_add(sb, m->src->text + f->key_off, l->val_off + l->val_len - f->key_off);
}

static void to_sugar(hloa_module *m, const hloa_chain *ch, hloa_editor *ed)
{
    const hloa_instr *s = ch->start, *root = ch->comp->root;
    spell(m, s, hloa_opcodes[root->opcode].name, ed, &m->arena);
    /* calls=%W gives way to X's own attributes. */
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    wrapped_text(m, root, &sb);
    const hloa_attr *calls = hloa_instr_attr(s, HLOA_SYM_CALLS);
    uint32_t e = calls->val_off + calls->val_len;
    if (sb.len) {
        hloa_editor_replace(ed, calls->key_off, e - calls->key_off, sb.buf, sb.len);
    } else { /* X has none: calls= goes with the separator before it */
        hloa_spans sp;
        hloa_instr_spans(m, s, &sp);
        uint32_t b = hloa_attr_text_begin(s->attrs, attr_index(s, calls), sp.operands_end);
        hloa_editor_replace(ed, b, e - b, "", 0);
    }
    hloa_strbuf_release(&sb);
    drop_computation(m, ch->comp, ed);
}

static void to_call_form(const hloa_module *m, const hloa_chain *ch, hloa_editor *ed, hloa_arena *a)
{
    spell(m, ch->start, "call", ed, a);
    const hloa_attr *calls = hloa_instr_attr(ch->start, HLOA_SYM_CALLS);
    hloa_editor_replace(ed, calls->key_off, 5, "to_apply", 8);
}

/* Rule 1's conditions: the chain's computation is exactly a wrapper desugar would make. */
static int sugars(hloa_module *m, const hloa_chain *ch)
{
    const hloa_instr *s = ch->start;
    const hloa_comp *w = ch->comp;
    /* s names the computation (calls=): a count of one is s alone. The count may say
       more than there are (never fewer): then the chain stays as it is. */
    return single_op_wrapper(w) && hloa_async_tuple_ok(s->shape) && w->n_callers == 1 &&
           !restates_calls(ch) && sugar_spelling_is_free(w->root->opcode) &&
           w->thread == hloa_async_thread(m, s) && attributes_fold(s, w->root) &&
           wrapper_is_desugars(m, ch, &m->arena);
}

/* How a start will be written: its X (or call), or NULL for the generic async-start. */
static const char *spelling_of(const hloa_instr *s)
{
    if (s->sugar == HLOA_SUGAR_CALL) return "call";
    if (s->sugar == HLOA_SUGAR_OP) return hloa_opcodes[s->wrapped_opcode].name;
    return NULL;
}

/*
 * Every update and done is spelled as the start it leads back to will be
 * (through intermediaries and loops: a chain's links may be far apart), so a
 * chain reads one way; a link that leads back to no start stays as written.
 */
static void spell_links(hloa_module *m, const char **start_spelling, const hloa_chains *chains,
                        hloa_editor *ed)
{
    hloa_trace t;
    hloa_trace_init(&t, m);
    for (uint32_t c = 0; c < m->n_comps; c++) {
        hloa_scan scan = hloa_comp_scan(m->comps[c], HLOA_HAS_ASYNC);
        for (uint32_t i = 0; i < scan.n; i++) {
            hloa_instr *in = hloa_scan_at(&scan, i);
            if (!in || (in->opcode != HLOA_OP_ASYNC_UPDATE && in->opcode != HLOA_OP_ASYNC_DONE))
                continue;
            hloa_instr *s = hloa_trace_start(&t, in);
            /* Chains come one per start in text order: a search by halves finds it. */
            size_t lo = 0, hi = chains->len;
            while (s && lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                const hloa_instr *x = chains->items[mid].start;
                if (x == s) {
                    spell(m, in, start_spelling[mid], ed, &m->arena);
                    break;
                }
                if (x->parent->index < s->parent->index ||
                    (x->parent == s->parent && x->index < s->index))
                    lo = mid + 1;
                else
                    hi = mid;
            }
        }
    }
    hloa_trace_release(&t);
}

int hloa_resugar(hloa_module *m, hloa_editor *ed, hloa_diags *d)
{
    (void)d;
    hloa_chains chains;
    hloa_chains_find(m, &chains);
    const char **spelling = hloa_xcalloc(chains.len + 1, sizeof(*spelling));
    for (size_t i = 0; i < chains.len; i++) {
        const hloa_chain *ch = &chains.items[i];
        const hloa_instr *s = ch->start;
        spelling[i] = spelling_of(s);
        if (s->sugar != HLOA_SUGAR_NONE || !ch->comp || ch->comp->generated ||
            !hloa_instr_attr(s, HLOA_SYM_CALLS))
            continue;
        if (sugars(m, ch)) {
            to_sugar(m, ch, ed);
            spelling[i] = hloa_opcodes[ch->comp->root->opcode].name;
        } else if (direct_call_ok(m, s, ch->comp) && hloa_async_tuple_ok(s->shape)) {
            to_call_form(m, ch, ed, &m->arena);
            spelling[i] = "call";
        }
    }
    spell_links(m, spelling, &chains, ed);
    free(spelling);
    hloa_chains_release(&chains);
    return 0;
}
