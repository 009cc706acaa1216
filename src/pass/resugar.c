/*
 * Re-sugaring (SPEC 3.3), as text edits on the original file. A generic
 * chain becomes X-start/X-update/X-done, and its wrapper computation is
 * dropped, only when all hold:
 *   1. the computation is parameters p0..pn-1 plus one ROOT X whose operands
 *      are exactly (p0, ..., pn-1) in order;
 *   2. the start binds all n operands and the output (no late binding);
 *   3. X-start, X-update and X-done are not opcodes themselves (and X is not
 *      call, whose -start spelling means the call form);
 *   4. the computation has no other caller and runs on the chain's thread;
 *   5. desugaring would rebuild the same wrapper (parameter shapes are the
 *      operands', the root's is element {1}), so nothing is lost.
 * A late-bound chain is written in call form (call-start ... to_apply=%c):
 * it cannot be X-start sugar, and the call form names the computation it
 * runs, so it is exact for one-op wrappers too (the design's own call-start
 * examples call such a wrapper). Everything else stays generic. XLA's
 * printer checks only a weaker form of 1 (gaps 1 and 2).
 */
#include "hloasync/async.h"
#include "hloasync/passes.h"

#include <stdio.h>
#include <string.h>

/* Condition 1. */
static int is_single_op_wrapper(const hloa_comp *c)
{
    const hloa_instr *root = c->root;
    if (!root || root->opcode == HLOA_OP_PARAMETER || c->n_instrs != c->n_params + 1 ||
        root->n_operands != c->n_params)
        return 0;
    for (uint32_t i = 0; i < c->n_params; i++)
        if (!c->params[i] || root->operands[i] != c->params[i])
            return 0;
    return 1;
}

/* Condition 3: none of X-start, X-update, X-done re-parses as another op. */
static int sugar_spelling_is_free(uint16_t x)
{
    if (x == HLOA_OP_UNKNOWN || x == HLOA_OP_CALL || x == HLOA_OP_PARAMETER)
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

/*
 * Desugaring rebuilds the wrapper from the start: parameter i takes operand
 * i's shape and the root takes element {1}. Sugar only what comes back the same.
 */
static int wrapper_shapes_follow_start(const hloa_chain *ch)
{
    const hloa_instr *s = ch->start;
    for (uint32_t i = 0; i < s->n_operands; i++)
        if (!s->operands[i] || s->operands[i]->shape != ch->comp->params[i]->shape)
            return 0;
    return ch->comp->root->shape == s->shape->elems[1];
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

static void rename_links(const hloa_chain *ch, const char *x, hloa_editor *ed, hloa_arena *a)
{
    for (uint32_t i = 0; i < ch->n_links; i++) {
        const hloa_instr *in = ch->links[i];
        const char *suffix = in->opcode == HLOA_OP_ASYNC_START    ? "-start"
                             : in->opcode == HLOA_OP_ASYNC_UPDATE ? "-update"
                                                                  : "-done";
        char *name = hloa_arena_printf(a, "%s%s", x, suffix);
        hloa_editor_replace(ed, in->opcode_off, in->opcode_len, name, strlen(name));
    }
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
    while (b > m->region.begin && (t[b - 1] == ' ' || t[b - 1] == '\t'))
        b--;
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

static void to_sugar(hloa_module *m, const hloa_chain *ch, hloa_editor *ed)
{
    const hloa_instr *s = ch->start, *root = ch->comp->root;
    const char *x = hloa_opcodes[root->opcode].name;
    rename_links(ch, x, ed, &m->arena);
    /* calls=%W gives way to X's own attributes, in the root's order. */
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    for (uint32_t i = 0; i < root->n_attrs; i++) {
        const hloa_attr *a = &root->attrs[i];
        if (hloa_attr_placement(a->key, root->opcode) != HLOA_ON_WRAPPED)
            continue;
        uint32_t n;
        const char *k = hloa_name(m, a->key, &n);
        hloa_strbuf_add(&sb, ", ", 2);
        hloa_strbuf_add(&sb, k, n);
        hloa_strbuf_addc(&sb, '=');
        hloa_strbuf_add(&sb, a->val, a->val_len);
    }
    const hloa_attr *calls = hloa_instr_attr(s, HLOA_SYM_CALLS);
    hloa_spans sp;
    hloa_instr_spans(m, s, &sp);
    uint32_t b = hloa_attr_text_begin(s->attrs, attr_index(s, calls), sp.operands_end);
    uint32_t e = calls->val_off + calls->val_len;
    hloa_editor_replace(ed, b, e - b, sb.buf ? sb.buf : "", sb.len);
    hloa_strbuf_release(&sb);
    drop_computation(m, ch->comp, ed);
}

static void to_call_form(const hloa_chain *ch, hloa_editor *ed, hloa_arena *a)
{
    rename_links(ch, "call", ed, a);
    const hloa_attr *calls = hloa_instr_attr(ch->start, HLOA_SYM_CALLS);
    hloa_editor_replace(ed, calls->key_off, 5, "to_apply", 8);
}

int hloa_resugar(hloa_module *m, hloa_editor *ed, hloa_diags *d)
{
    (void)d;
    hloa_chains chains;
    hloa_chains_find(m, &chains);
    for (size_t i = 0; i < chains.len; i++) {
        const hloa_chain *ch = &chains.items[i];
        const hloa_instr *s = ch->start;
        if (s->sugar != HLOA_SUGAR_NONE || !ch->comp || ch->comp->generated ||
            !hloa_instr_attr(s, HLOA_SYM_CALLS) || ch->comp->inline_body)
            continue;
        if (hloa_chain_late_bound(ch)) {
            if (hloa_async_tuple_ok(s->shape))
                to_call_form(ch, ed, &m->arena);
            continue;
        }
        int wrapper = is_single_op_wrapper(ch->comp) && hloa_async_tuple_ok(s->shape) &&
                      !hloa_shape_is_unit(s->shape->elems[1]) && s->n_operands == ch->comp->n_params;
        /* s names the computation (calls=): a count of one is s alone. The count may say
           more than there are (never fewer): then the chain stays as it is. */
        int only_caller = ch->comp->n_callers == 1;
        if (wrapper && only_caller && ch->done && !restates_calls(ch) &&
            wrapper_shapes_follow_start(ch) &&
            sugar_spelling_is_free(ch->comp->root->opcode) &&
            ch->comp->thread == hloa_async_thread(m, s) && attributes_fold(s, ch->comp->root))
            to_sugar(m, ch, ed);
    }
    hloa_chains_release(&chains);
    return 0;
}
