/*
 * Tuple-shape aliasing. Element {0}[i] of an async tuple is the buffer of
 * bound operand i and of parameter i of the computation; element {1}, and the
 * done, the buffer of its root: where both sides of such a pair write a
 * layout they must agree in layout, tiling and memory space, as XLA's
 * layout-sensitive verifier requires (its default verifier ignores layouts;
 * hlo-async compares them for buffers that alias, docs/xla-parity.md).
 * output_to_operand_aliasing must name indices that exist and pair equal
 * shapes: on an async-start, against the computation's parameters and the
 * whole async shape (a late-bound operand may be named); on an async-update,
 * only the context {2...} of its operand 0.
 */
#include "hloasync/async.h"
#include "hloasync/check.h"

#include "checks.h"

#include <stdlib.h>
#include <string.h>

/* The text of a's layout item with b's tag, or NULL when a writes none. */
static const hloa_layout_item *item_tagged(const hloa_shape *a, const char *tag)
{
    for (uint32_t i = 0; i < a->n_items; i++)
        if (!strcmp(a->items[i].tag, tag)) return &a->items[i];
    return NULL;
}

/*
 * Layouts agree wherever both sides write one (shapes already compatible):
 * the same minor-to-major order and memory space (none written is space 0),
 * and the same tiling and other layout items where both write them. A
 * computation written by hand often leaves the tiling of its parameters to
 * the compiler; it is not a claim that they have none.
 */
static int layouts_agree(const hloa_shape *a, const hloa_shape *b)
{
    if (!a || !b || a == b || a->kind != b->kind || a->n != b->n) return 1;
    if (a->kind != HLOA_SHAPE_ARRAY) {
        for (uint32_t i = 0; i < a->n; i++)
            if (!layouts_agree(a->elems[i], b->elems[i])) return 0;
        return 1;
    }
    if (!a->has_layout || !b->has_layout) return 1;
    if (a->n_minor_to_major != b->n_minor_to_major ||
        (a->n_minor_to_major &&
         memcmp(a->minor_to_major, b->minor_to_major, a->n_minor_to_major * sizeof(int64_t))))
        return 0;
    if (hloa_shape_memory_space(a) != hloa_shape_memory_space(b)) return 0;
    for (uint32_t i = 0; i < a->n_items; i++) {
        const hloa_layout_item *x = &a->items[i], *y = item_tagged(b, x->tag);
        if (y && (x->len != y->len || memcmp(x->text, y->text, x->len))) return 0;
    }
    return 1;
}

/* Two aliased buffers whose layouts differ, x and y (both shapes known). */
static int layouts_differ(const hloa_shape *x, const hloa_shape *y)
{
    return x && y && hloa_shape_compatible(x, y) && !layouts_agree(x, y);
}

/* Reports such a pair at [b, e) of at; the descriptions are arena strings. */
static void report_layouts(hloa_check *c, const hloa_instr *at, uint32_t b, uint32_t e,
                           const hloa_shape *x, const char *xwhat, const hloa_shape *y,
                           const char *ywhat)
{
    hloa_check_report(c, HLOA_RULE_ASYNC_ALIAS_LAYOUT, at, b, e,
                      "%s (%s) and %s (%s) are the same buffer, but their layouts differ", xwhat,
                      hloa_check_shape(c, 0, x), ywhat, hloa_check_shape(c, 1, y));
}

/*
 * Spans and descriptions are only made for a pair that disagrees: finding an
 * operand's span reads the source text again, which a clean dump of 100 MB
 * should not have to do for every bound operand.
 */
static void check_chain_layouts(hloa_check *c, const hloa_chain *ch)
{
    hloa_arena *a = &c->scratch;
    const hloa_comp *w = ch->comp;
    const hloa_shape *root = w && w->root ? w->root->shape : NULL;
    uint32_t b, e;
    for (uint32_t i = 0; i < ch->n_links; i++) {
        hloa_instr *l = ch->links[i];
        if (l->opcode == HLOA_OP_ASYNC_DONE) {
            if (!layouts_differ(l->shape, root)) continue;
            hloa_instr_shape_span(c->m, l, &b, &e);
            report_layouts(c, l, b, e, l->shape,
                           hloa_arena_printf(a, "the result of '%s'", hloa_check_name(c, l->name)),
                           root,
                           hloa_arena_printf(a, "the root of %s", hloa_check_comp_label(c, ch)));
            continue;
        }
        hloa_binding bd;
        if (hloa_link_binding(i ? ch->links[i - 1] : NULL, l, &bd)) return;
        const hloa_shape *e0 = l->shape->elems[0], *e1 = l->shape->elems[1];
        for (uint32_t k = 0; k < bd.n_binding; k++) {
            uint32_t p = bd.params_before + k, op = bd.first_operand + k;
            if (p >= e0->n || !l->operands[op]) break;
            const hloa_instr *o = l->operands[op];
            if (!layouts_differ(o->shape, e0->elems[p])) continue;
            hloa_instr_operand_span(c->m, l, op, &b, &e);
            report_layouts(
                c, l, b, e, o->shape,
                hloa_arena_printf(a, "operand %u '%s'", op, hloa_check_name(c, o->name)),
                e0->elems[p],
                hloa_arena_printf(a, "element {0}[%u] of '%s'", p, hloa_check_name(c, l->name)));
        }
        /* What a link says of the computation's buffers: each bound parameter, the output. */
        for (uint32_t p = bd.params_before; w && p < e0->n && p < w->n_params; p++) {
            if (!w->params[p] || !layouts_differ(e0->elems[p], w->params[p]->shape)) continue;
            hloa_instr_shape_span(c->m, l, &b, &e);
            report_layouts(c, l, b, e, e0->elems[p],
                           hloa_arena_printf(a, "element {0}[%u] of '%s'", p,
                                             hloa_check_name(c, l->name)),
                           w->params[p]->shape,
                           hloa_arena_printf(a, "parameter %u of %s", p,
                                             hloa_check_comp_label(c, ch)));
        }
        if (!hloa_shape_is_unit(e1) && (i == 0 || bd.binds_output) && layouts_differ(e1, root)) {
            hloa_instr_shape_span(c->m, l, &b, &e);
            report_layouts(c, l, b, e, e1,
                           hloa_arena_printf(a, "element {1} of '%s'", hloa_check_name(c, l->name)),
                           root,
                           hloa_arena_printf(a, "the root of %s", hloa_check_comp_label(c, ch)));
        }
    }
}

/* ---- output_to_operand_aliasing={ {out...}: (operand, {in...}), ... } ---- */

typedef struct reader {
    const char *p, *end; /* the attribute value being read */
} reader;

static void skip_space(reader *r)
{
    while (r->p < r->end && strchr(" \t\r\n", *r->p))
        r->p++;
}

static int take(reader *r, char ch)
{
    skip_space(r);
    if (r->p < r->end && *r->p == ch) {
        r->p++;
        return 1;
    }
    return 0;
}

static int read_int(reader *r, long long *v)
{
    skip_space(r);
    char *end;
    if (r->p >= r->end || !((*r->p >= '0' && *r->p <= '9') || *r->p == '-')) return 0;
    *v = strtoll(r->p, &end, 10);
    r->p = end;
    return 1;
}

/* shape_index ::= '{' (INT (',' INT)*)? '}' */
static int read_index(reader *r, long long *idx, uint32_t *n)
{
    *n = 0;
    if (!take(r, '{')) return 0;
    if (take(r, '}')) return 1;
    do {
        if (*n == 32 || !read_int(r, &idx[*n])) return 0;
        (*n)++;
    } while (take(r, ','));
    return take(r, '}');
}

/* The subshape at an index path, or NULL when the path leaves the shape. */
static const hloa_shape *subshape(const hloa_shape *s, const long long *idx, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (!s || s->kind != HLOA_SHAPE_TUPLE || idx[i] < 0 || idx[i] >= s->n) return NULL;
        s = s->elems[idx[i]];
    }
    return s;
}

/*
 * What the indices of output_to_operand_aliasing name. XLA reads an
 * async-start's against the computation it runs: operand n is parameter n
 * (bound now or later), the output is ((parameters...), root, context...).
 * An async-update's may only alias the context {2...} of its operand 0.
 */
typedef struct alias_model {
    const hloa_shape *out;       /* the shape output indices name; NULL: the instruction's */
    const hloa_comp *params;     /* operand n is parameter n of this computation, or NULL */
    int context_only;            /* an async-update: operand 0, indices {2, ...} on both sides */
} alias_model;

static void check_aliasing(hloa_check *c, const hloa_instr *in, const alias_model *mo)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_OUTPUT_TO_OPERAND_ALIASING);
    if (!a || !in->shape) return;
    reader r = {a->val, a->val + a->val_len};
    uint32_t b = a->key_off, e = a->val_off + a->val_len;
    const hloa_shape *out_shape = mo->out ? mo->out : in->shape;
    uint32_t n_operands = mo->params ? mo->params->n_params : in->n_operands;
    if (!take(&r, '{')) goto malformed;
    if (take(&r, '}')) return;
    do {
        long long out[32], opi[32], operand;
        uint32_t nout, nop;
        if (!read_index(&r, out, &nout) || !take(&r, ':') || !take(&r, '(') ||
            !read_int(&r, &operand) || !take(&r, ',') || !read_index(&r, opi, &nop))
            goto malformed;
        while (r.p < r.end && *r.p != ')')
            r.p++; /* an optional alias kind */
        if (!take(&r, ')')) goto malformed;
        if (mo->context_only && (operand != 0 || !nop || opi[0] != 2 || !nout || out[0] != 2)) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of async-update '%s' may only pair context elements "
                "{2, ...} of its result with those of operand 0, the link before it",
                hloa_check_name(c, in->name));
            continue;
        }
        /* XLA refuses an empty output index of an async-start: {} would be the whole tuple. */
        const hloa_shape *os = nout || !mo->params ? subshape(out_shape, out, nout) : NULL;
        if (!os) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' names an output index that %s does not have",
                hloa_check_name(c, in->name),
                nout ? (mo->params ? "the async shape of its computation" : "the shape")
                     : "nothing (it is empty)");
            continue;
        }
        if (operand < 0 || operand >= n_operands) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' names operand %lld, but %s %u %s",
                hloa_check_name(c, in->name), operand,
                mo->params ? "its computation has" : "it has", n_operands,
                mo->params ? (n_operands == 1 ? "parameter" : "parameters")
                           : (n_operands == 1 ? "operand" : "operands"));
            continue;
        }
        const hloa_instr *op = mo->params ? mo->params->params[operand] : in->operands[operand];
        if (!op || !op->shape) continue;
        const hloa_shape *ps = subshape(op->shape, opi, nop);
        if (!ps) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' names an index that %s %lld '%s' "
                "does not have",
                hloa_check_name(c, in->name), mo->params ? "parameter" : "operand", operand,
                hloa_check_name(c, op->name));
            continue;
        }
        if (!hloa_shape_compatible(os, ps)) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' pairs different shapes: %s and %s",
                hloa_check_name(c, in->name), hloa_check_shape(c, 0, os),
                hloa_check_shape(c, 1, ps));
        } else if (layouts_differ(os, ps)) {
            report_layouts(c, in, b, e, os, "the aliased output", ps, "its operand");
        }
    } while (take(&r, ','));
    if (take(&r, '}')) return;
malformed:
    hloa_check_report(
        c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
        "output_to_operand_aliasing of '%s' is not {{index}: (operand, {index}), ...}",
        hloa_check_name(c, in->name));
}

/* The async shape XLA checks a start's aliasing against: ((parameters...), root, context...). */
static const hloa_shape *start_alias_shape(hloa_check *c, const hloa_chain *ch)
{
    const hloa_comp *w = ch->comp;
    const hloa_shape *s = ch->start->shape;
    if (!w || !w->root || !w->root->shape || !hloa_async_tuple_ok(s)) return NULL;
    hloa_shape_table *t = hloa_check_shapes(c);
    const hloa_shape **params = hloa_arena_alloc(&c->scratch, (w->n_params + 1) * sizeof(*params));
    for (uint32_t i = 0; i < w->n_params; i++) {
        if (!w->params[i] || !w->params[i]->shape) return NULL;
        params[i] = w->params[i]->shape;
    }
    const hloa_shape **elems = hloa_arena_alloc(&c->scratch, s->n * sizeof(*elems));
    elems[0] = hloa_shape_tuple(t, params, w->n_params);
    elems[1] = w->root->shape;
    for (uint32_t i = 2; i < s->n; i++)
        elems[i] = s->elems[i];
    return hloa_shape_tuple(t, elems, s->n);
}

void hloa_check_chain_layouts(hloa_check *c, const hloa_subject *s)
{
    check_chain_layouts(c, s->chain);
}

void hloa_check_chain_aliasing(hloa_check *c, const hloa_subject *s)
{
    /* Most modules write no output_to_operand_aliasing: then no chain reads its attributes. */
    if (!hloa_module_may_have_attr(c->m, HLOA_SYM_OUTPUT_TO_OPERAND_ALIASING)) return;
    const hloa_chain *ch = s->chain;
    if (hloa_instr_attr(ch->start, HLOA_SYM_OUTPUT_TO_OPERAND_ALIASING)) {
        const hloa_shape *as = start_alias_shape(c, ch);
        alias_model mo = {as, as ? ch->comp : NULL, 0};
        check_aliasing(c, ch->start, &mo);
    }
    alias_model update = {NULL, NULL, 1}, plain = {NULL, NULL, 0};
    for (uint32_t i = 1; i < ch->n_links; i++)
        if (ch->links[i]->opcode == HLOA_OP_ASYNC_UPDATE)
            check_aliasing(c, ch->links[i], &update);
    if (ch->comp && ch->comp->root) check_aliasing(c, ch->comp->root, &plain);
}
