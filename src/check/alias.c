/*
 * Tuple-shape aliasing (SPEC 5.4). Element {0}[i] of an async tuple is the
 * buffer of bound operand i, element {1} is the buffer of the done's result
 * (and of the output buffers that bind it): where both sides of such a pair
 * carry a layout they must agree in layout, tiling and memory space.
 * output_to_operand_aliasing must name existing indices of equal shapes, and
 * in a scheduled module an output buffer belongs to one chain while it is in
 * flight.
 */
#include "hloasync/async.h"
#include "hloasync/check.h"

#include "checks.h"

#include <stdlib.h>
#include <string.h>

/* Layouts agree wherever both sides write one (shapes already compatible). */
static int layouts_agree(const hloa_shape *a, const hloa_shape *b)
{
    if (!a || !b || a == b || a->kind != b->kind || a->n != b->n) return 1;
    if (a->kind != HLOA_SHAPE_ARRAY) {
        for (uint32_t i = 0; i < a->n; i++)
            if (!layouts_agree(a->elems[i], b->elems[i])) return 0;
        return 1;
    }
    if (!a->has_layout || !b->has_layout) return 1;
    return hloa_shape_equal_deep(a, b);
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
    uint32_t b, e;
    for (uint32_t i = 0; i < ch->n_links; i++) {
        hloa_instr *l = ch->links[i];
        if (l->opcode == HLOA_OP_ASYNC_DONE) {
            hloa_instr *prev = ch->links[i - 1];
            if (!hloa_async_tuple_ok(prev->shape) || hloa_shape_is_unit(prev->shape->elems[1]))
                continue;
            if (!layouts_differ(l->shape, prev->shape->elems[1])) continue;
            hloa_instr_shape_span(c->m, l, &b, &e);
            report_layouts(
                c, l, b, e, l->shape,
                hloa_arena_printf(a, "the result of '%s'", hloa_check_name(c, l->name)),
                prev->shape->elems[1],
                hloa_arena_printf(a, "element {1} of '%s'", hloa_check_name(c, prev->name)));
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
        const hloa_shape *leaves[64];
        uint32_t nl = hloa_shape_leaves(e1, leaves, 64);
        for (uint32_t k = 0; bd.binds_output && k < bd.n_buffers && k < nl && k < 64; k++) {
            const hloa_instr *buf = l->operands[bd.first_buffer + k];
            if (!buf || !layouts_differ(buf->shape, leaves[k])) continue;
            hloa_instr_operand_span(c->m, l, bd.first_buffer + k, &b, &e);
            report_layouts(c, l, b, e, buf->shape,
                           hloa_arena_printf(a, "output buffer '%s'", hloa_check_name(c, buf->name)),
                           leaves[k],
                           hloa_arena_printf(a, "leaf %u of element {1} of '%s'", k,
                                             hloa_check_name(c, l->name)));
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

static void check_aliasing(hloa_check *c, const hloa_instr *in)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_OUTPUT_TO_OPERAND_ALIASING);
    if (!a || !in->shape) return;
    reader r = {a->val, a->val + a->val_len};
    uint32_t b = a->key_off, e = a->val_off + a->val_len;
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
        const hloa_shape *os = subshape(in->shape, out, nout);
        if (!os) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' names an output index that the shape "
                "does not have",
                hloa_check_name(c, in->name));
            continue;
        }
        if (operand < 0 || operand >= in->n_operands) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' names operand %lld, but it has %u operand%s",
                hloa_check_name(c, in->name), operand, in->n_operands,
                in->n_operands == 1 ? "" : "s");
            continue;
        }
        const hloa_instr *op = in->operands[operand];
        if (!op || !op->shape) continue;
        const hloa_shape *ps = subshape(op->shape, opi, nop);
        if (!ps) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' names an index that operand %lld '%s' "
                "does not have",
                hloa_check_name(c, in->name), operand, hloa_check_name(c, op->name));
            continue;
        }
        if (!hloa_shape_compatible(os, ps)) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
                "output_to_operand_aliasing of '%s' pairs different shapes: %s and %s",
                hloa_check_name(c, in->name), hloa_check_shape(c, 0, os),
                hloa_check_shape(c, 1, ps));
        }
    } while (take(&r, ','));
    if (take(&r, '}')) return;
malformed:
    hloa_check_report(
        c, HLOA_RULE_ASYNC_ALIAS_INDEX, in, b, e,
        "output_to_operand_aliasing of '%s' is not {{index}: (operand, {index}), ...}",
        hloa_check_name(c, in->name));
}

/* ---- output buffers in flight (scheduled modules) ---- */

typedef struct buffer_use {
    const hloa_instr *buffer; /* the output buffer */
    const hloa_instr *bind;   /* the update that binds it */
    const hloa_instr *done;   /* the chain's done (or the end of the computation) */
} buffer_use;

static int by_bind(const void *x, const void *y)
{
    const buffer_use *a = x, *b = y;
    if (a->bind->parent != b->bind->parent)
        return a->bind->parent->index < b->bind->parent->index ? -1 : 1;
    return a->bind->index < b->bind->index ? -1 : a->bind->index > b->bind->index;
}

static uint32_t end_of(const buffer_use *u)
{
    return u->done ? u->done->index : u->bind->parent->n_instrs;
}

void hloa_check_buffer_reuse(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    const hloa_chains *chains = c->chains;
    HLOA_VEC(buffer_use) uses = {0};
    for (size_t i = 0; i < chains->len; i++) {
        const hloa_chain *ch = &chains->items[i];
        for (uint32_t k = 1; k < ch->n_links; k++) {
            hloa_binding bd;
            const hloa_instr *l = ch->links[k];
            if (l->opcode != HLOA_OP_ASYNC_UPDATE || hloa_link_binding(ch->links[k - 1], l, &bd) ||
                !bd.binds_output)
                continue;
            for (uint32_t j = 0; j < bd.n_buffers; j++)
                if (l->operands[bd.first_buffer + j]) {
                    buffer_use u = {l->operands[bd.first_buffer + j], l, ch->done};
                    HLOA_VEC_PUSH(uses, u);
                }
        }
    }
    /* Chains come in text order, so their binds mostly do too. */
    hloa_sort_unless_in_order(uses.items, uses.len, sizeof(buffer_use), by_bind);
    for (size_t i = 0; i < uses.len; i++) {
        const buffer_use *u = &uses.items[i];
        /* Another chain binding the same buffer while this one is in flight. */
        for (size_t j = i + 1; j < uses.len && uses.items[j].bind->parent == u->bind->parent &&
                               uses.items[j].bind->index < end_of(u);
             j++) {
            const buffer_use *v = &uses.items[j];
            if (v->buffer != u->buffer) continue;
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_BUFFER_REUSE, v->bind, v->bind->opcode_off,
                v->bind->opcode_off + v->bind->opcode_len,
                "output buffer '%s' is bound by '%s' while the chain that "
                "bound it at '%s' is still in flight",
                hloa_check_name(c, u->buffer->name), hloa_check_name(c, v->bind->name),
                hloa_check_name(c, u->bind->name));
            hloa_diag_related(c->d, dg, u->bind->off, "'%s' binds it first",
                              hloa_check_name(c, u->bind->name));
        }
        /* Any other use of the buffer between its binding and the done. */
        for (uint32_t k = 0; k < u->buffer->n_users; k++) {
            const hloa_instr *x = u->buffer->users[k];
            if (x == u->bind || x->parent != u->bind->parent || x->index <= u->bind->index ||
                x->index >= end_of(u) || x->opcode == HLOA_OP_ASYNC_UPDATE)
                continue;
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_BUFFER_REUSE, x, x->opcode_off, x->opcode_off + x->opcode_len,
                "'%s' uses output buffer '%s' while the async chain it was "
                "bound to is in flight",
                hloa_check_name(c, x->name), hloa_check_name(c, u->buffer->name));
            hloa_diag_related(c->d, dg, u->bind->off, "'%s' binds it",
                              hloa_check_name(c, u->bind->name));
            if (u->done)
                hloa_diag_related(c->d, dg, u->done->off, "the chain ends at '%s'",
                                  hloa_check_name(c, u->done->name));
        }
    }
    free(uses.items);
}

void hloa_check_chain_layouts(hloa_check *c, const hloa_subject *s)
{
    check_chain_layouts(c, s->chain);
}

void hloa_check_chain_aliasing(hloa_check *c, const hloa_subject *s)
{
    /* Most modules write no output_to_operand_aliasing: then no chain reads its attributes. */
    if (!hloa_module_may_have_attr(c->m, HLOA_SYM_OUTPUT_TO_OPERAND_ALIASING)) return;
    check_aliasing(c, s->chain->start);
    if (s->chain->comp && s->chain->comp->root) check_aliasing(c, s->chain->comp->root);
}
