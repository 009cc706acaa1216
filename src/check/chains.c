/*
 * Verification of generic async chains (SPEC 5.2 and 5.3), run after
 * desugaring: chain structure and users, calls=, wrapped opcodes, threads,
 * shared computations, and late binding (left-to-right operand binding,
 * output bound once, output buffers, the async tuple along the chain).
 * Shapes are compared as XLA's layout-insensitive verifier does; layouts of
 * aliased buffers are check/alias.c's business.
 */
#include "hloasync/async.h"
#include "hloasync/check.h"

#include "checks.h"

#include <stdlib.h>
#include <string.h>

static void note_start(hloa_check *c, hloa_diag *dg, const hloa_instr *start)
{
    if (dg && start)
        hloa_diag_related(c->d, dg, start->off, "the chain starts at '%s'",
                          hloa_check_name(c, start->name));
}

static void opcode_span(const hloa_instr *in, uint32_t *b, uint32_t *e)
{
    *b = in->opcode_off;
    *e = in->opcode_off + in->opcode_len;
}

/* ---- operands of updates and dones ---- */

void hloa_check_link_operand(hloa_check *c, const hloa_subject *subject)
{
    const hloa_instr *in = subject->instr;
    if (in->opcode != HLOA_OP_ASYNC_UPDATE && in->opcode != HLOA_OP_ASYNC_DONE) return;
    const char *what = in->opcode == HLOA_OP_ASYNC_UPDATE ? "async-update" : "async-done";
    uint32_t b, e;
    if (in->n_operands == 0) {
        hloa_spans sp;
        hloa_instr_spans(c->m, in, &sp);
        hloa_check_report(
            c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, sp.operands_off, sp.operands_end,
            "%s '%s' has no operand; operand 0 must be the previous link of its chain", what,
            hloa_check_name(c, in->name));
        return;
    }
    const hloa_instr *op = in->operands[0];
    if (op && op->opcode != HLOA_OP_ASYNC_START && op->opcode != HLOA_OP_ASYNC_UPDATE) {
        hloa_instr_operand_span(c->m, in, 0, &b, &e);
        uint32_t n;
        const char *opn = hloa_opcode_name(op, c->m, &n);
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, b, e,
            "operand 0 of %s '%s' must be an async-start or async-update, "
            "found %.*s '%s'",
            what, hloa_check_name(c, in->name), (int)n, opn, hloa_check_name(c, op->name));
        hloa_diag_related(c->d, dg, op->off, "'%s' is defined here", hloa_check_name(c, op->name));
    }
    if (in->opcode == HLOA_OP_ASYNC_DONE && in->n_operands > 1) {
        hloa_instr_operand_span(c->m, in, 1, &b, &e);
        hloa_check_report(
            c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, b, e,
            "async-done '%s' takes one operand, the last link of its chain; it has %u",
            hloa_check_name(c, in->name), in->n_operands);
    }
}

/* ---- structure of a chain ---- */

/* The X a chain wraps: as written on a sugared start, else the called computation's root. */
static uint16_t chain_wrapped_opcode(const hloa_chain *ch)
{
    if (ch->start->wrapped_opcode != HLOA_OP_UNKNOWN) return ch->start->wrapped_opcode;
    if (ch->comp && ch->comp->root) return ch->comp->root->opcode;
    return HLOA_OP_UNKNOWN;
}

/*
 * Threads are compared by their bytes: a check interns nothing (check.h), and
 * interning is by bytes, so this is what comparing symbols would say.
 */
typedef struct text {
    const char *s;
    uint32_t len;
} text;

static int same_text(text a, text b)
{
    return a.len == b.len && !memcmp(a.s, b.s, a.len);
}

/* A string attribute's contents, len 0 when absent, empty or not a string. */
static text string_value(const hloa_attr *a)
{
    text t = {"", 0};
    const char *s = hloa_attr_string(a, &t.len);
    t.s = s ? s : "";
    return t;
}

/* The thread an async op runs on, as hloa_async_thread names it: "main" unless it says. */
static text thread_of(const hloa_module *m, const hloa_instr *in)
{
    text t = string_value(hloa_instr_attr(in, HLOA_SYM_ASYNC_EXECUTION_THREAD));
    if (!t.len)
        t.s = hloa_name(m, HLOA_SYM_MAIN, &t.len);
    return t;
}

static void check_structure(hloa_check *c, const hloa_chain *ch)
{
    hloa_instr *s = ch->start;
    uint32_t b, e;
    for (uint32_t i = 0; i < ch->n_links; i++) {
        hloa_instr *l = ch->links[i];
        /* A sugared start still sugared was not desugared: desugar said why. */
        if (l->opcode != HLOA_OP_ASYNC_DONE && l->sugar == HLOA_SUGAR_NONE &&
            !hloa_async_tuple_ok(l->shape)) {
            hloa_instr_shape_span(c->m, l, &b, &e);
            hloa_check_report(
                c, HLOA_RULE_ASYNC_START_SHAPE, l, b, e,
                "the shape of %s '%s' must be the async tuple ((operands...), output, "
                "state...), found %s",
                hloa_opcodes[l->opcode].name, hloa_check_name(c, l->name),
                hloa_check_shape(c, 0, l->shape));
        }
    }
    /* A StableHLO start runs its region: mlir-region-op says when it has none. */
    if (!hloa_instr_attr(s, HLOA_SYM_CALLS) && s->sugar == HLOA_SUGAR_NONE && !s->future) {
        opcode_span(s, &b, &e);
        hloa_check_report(c, HLOA_RULE_ASYNC_CALLS, s, b, e,
                          "async-start '%s' needs calls= to name the computation it runs",
                          hloa_check_name(c, s->name));
    }
    /* The walk stopped before a done: no user at all, or not exactly one successor. A
       StableHLO future may be returned or passed on: mlir-future-await checks its awaits. */
    if (!ch->done && !s->future) {
        hloa_instr *last = ch->links[ch->n_links - 1];
        opcode_span(last, &b, &e);
        if (last->n_users == 0) {
            hloa_diag *dg =
                hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_UNTERMINATED, last, b, e,
                                  "the async chain of '%s' ends at '%s' without an async-done",
                                  hloa_check_name(c, s->name), hloa_check_name(c, last->name));
            if (last != s) note_start(c, dg, s);
        } else {
            const hloa_instr *bad = NULL;
            for (uint32_t u = 0; u < last->n_users; u++) {
                const hloa_instr *x = last->users[u];
                if (!((x->opcode == HLOA_OP_ASYNC_UPDATE || x->opcode == HLOA_OP_ASYNC_DONE) &&
                      x->operands[0] == last)) {
                    bad = x;
                    break;
                }
            }
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_CHAIN_USER, last, b, e,
                "%s '%s' must have exactly one user, the next link of its "
                "chain; it has %u",
                hloa_opcodes[last->opcode].name, hloa_check_name(c, last->name), last->n_users);
            for (uint32_t u = 0; u < last->n_users && u < 4; u++)
                hloa_diag_related(c->d, dg, last->users[u]->off, "'%s' uses it%s",
                                  hloa_check_name(c, last->users[u]->name),
                                  last->users[u] == bad ? " (not an async-update or async-done "
                                                          "taking it as operand 0)"
                                                        : "");
        }
    }
    /* Restated calls=, wrapped opcode and thread along the chain. */
    uint16_t x = chain_wrapped_opcode(ch);
    text thread = thread_of(c->m, s);
    for (uint32_t i = 1; i < ch->n_links; i++) {
        hloa_instr *l = ch->links[i];
        const hloa_attr *calls = hloa_instr_attr(l, HLOA_SYM_CALLS);
        if (calls) {
            int k = hloa_attr_called_index(l, calls);
            hloa_comp *named = k >= 0 ? l->called[k] : NULL;
            if (named && named != ch->comp) {
                hloa_diag *dg = hloa_check_report(
                    c, HLOA_RULE_ASYNC_CALLS, l, calls->key_off, calls->val_off + calls->val_len,
                    "calls= on '%s' names '%s', but its chain runs '%s'",
                    hloa_check_name(c, l->name), hloa_check_name(c, named->name),
                    ch->comp ? hloa_check_name(c, ch->comp->name) : "nothing");
                note_start(c, dg, s);
            }
        }
        uint16_t written = l->wrapped_opcode;
        int call_ok = written == HLOA_OP_CALL &&
                      (s->wrapped_opcode == HLOA_OP_UNKNOWN || s->wrapped_opcode == HLOA_OP_CALL);
        if (written != HLOA_OP_UNKNOWN && x != HLOA_OP_UNKNOWN && written != x && !call_ok) {
            opcode_span(l, &b, &e);
            hloa_diag *dg = hloa_check_report(c, HLOA_RULE_ASYNC_WRAPPED_OPCODE, l, b, e,
                                              "'%.*s' does not match its chain, which wraps '%s'",
                                              (int)l->opcode_len, c->m->src->text + l->opcode_off,
                                              hloa_opcodes[x].name);
            note_start(c, dg, s);
        }
        const hloa_attr *t = hloa_instr_attr(l, HLOA_SYM_ASYNC_EXECUTION_THREAD);
        text lt = string_value(t);
        if (t && (!lt.len || !same_text(lt, thread))) {
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_THREAD, l, t->key_off, t->val_off + t->val_len,
                "async_execution_thread of '%s' is \"%.*s\", but its chain runs "
                "on \"%.*s\"",
                hloa_check_name(c, l->name), (int)lt.len, lt.s, (int)thread.len, thread.s);
            note_start(c, dg, s);
        }
    }
    text comp_thread = {NULL, 0};
    if (ch->comp)
        comp_thread.s = hloa_name(c->m, ch->comp->thread, &comp_thread.len);
    /* An inline body cannot write execution_thread: XLA gives it the start's thread (R9). */
    if (ch->comp && !ch->comp->inline_body && !same_text(comp_thread, thread)) {
        const hloa_attr *t = hloa_instr_attr(s, HLOA_SYM_ASYNC_EXECUTION_THREAD);
        if (t) {
            b = t->key_off;
            e = t->val_off + t->val_len;
        } else {
            opcode_span(s, &b, &e);
        }
        hloa_diag *dg = hloa_check_report(c, HLOA_RULE_ASYNC_THREAD, s, b, e,
                                          "'%s' runs on thread \"%.*s\", but computation '%s' has "
                                          "execution_thread=\"%.*s\"",
                                          hloa_check_name(c, s->name), (int)thread.len, thread.s,
                                          hloa_check_name(c, ch->comp->name), (int)comp_thread.len,
                                          comp_thread.s);
        if (!ch->comp->generated)
            hloa_diag_related(c->d, dg, ch->comp->name_off, "'%s' is defined here",
                              hloa_check_name(c, ch->comp->name));
    }
}

/* ---- binding and shapes (SPEC 3.1, 5.3) ---- */

static const hloa_shape *param_shape(const hloa_comp *comp, uint32_t i)
{
    return i < comp->n_params && comp->params[i] ? comp->params[i]->shape : NULL;
}

static int compatible(const hloa_shape *a, const hloa_shape *b)
{
    return !a || !b || hloa_shape_compatible(a, b);
}

/* Operand k of link binds parameter p, declared as decl in element {0}. */
static void check_bound_operand(hloa_check *c, const hloa_chain *ch, hloa_instr *link, uint32_t k,
                                uint32_t p, const hloa_shape *decl)
{
    /* The operand's span reads the text again: only worked out for a report. */
    uint32_t b, e;
    const hloa_instr *op = link->operands[k];
    const hloa_shape *ps = param_shape(ch->comp, p);
    if (p >= ch->comp->n_params) {
        hloa_instr_operand_span(c->m, link, k, &b, &e);
        hloa_check_report(c, HLOA_RULE_ASYNC_OVERBOUND, link, b, e,
                          "operand %u of '%s' would bind parameter %u, but computation '%s' has %u "
                          "parameter%s",
                          k, hloa_check_name(c, link->name), p, hloa_check_name(c, ch->comp->name),
                          ch->comp->n_params, ch->comp->n_params == 1 ? "" : "s");
        return;
    }
    const hloa_shape *os = op ? op->shape : NULL;
    if (!compatible(os, decl)) {
        hloa_instr_operand_span(c->m, link, k, &b, &e);
        hloa_diag *dg =
            hloa_check_report(c, HLOA_RULE_ASYNC_OPERAND_SHAPE, link, b, e,
                              "operand %u of '%s' has shape %s, but element {0}[%u] of the async "
                              "tuple says %s",
                              k, hloa_check_name(c, link->name), hloa_check_shape(c, 0, os), p,
                              hloa_check_shape(c, 1, decl));
        note_start(c, dg, link == ch->start ? NULL : ch->start);
    } else if (!compatible(decl ? decl : os, ps)) {
        hloa_instr_operand_span(c->m, link, k, &b, &e);
        hloa_check_report(
            c, HLOA_RULE_ASYNC_OPERAND_SHAPE, link, b, e,
            "operand %u of '%s' binds parameter %u of '%s', which has shape %s, not %s", k,
            hloa_check_name(c, link->name), p, hloa_check_name(c, ch->comp->name),
            hloa_check_shape(c, 0, ps), hloa_check_shape(c, 1, decl ? decl : os));
    }
}

/* The output {1} bound at link must be the computation's root shape. */
static void check_output_vs_root(hloa_check *c, const hloa_chain *ch, hloa_instr *link,
                                 const hloa_shape *out)
{
    const hloa_shape *root = ch->comp->root ? ch->comp->root->shape : NULL;
    if (compatible(out, root)) return;
    uint32_t b, e;
    hloa_instr_shape_span(c->m, link, &b, &e);
    hloa_diag *dg =
        hloa_check_report(c, HLOA_RULE_ASYNC_OUTPUT_SHAPE, link, b, e,
                          "the output bound by '%s' is %s, but the root of '%s' has shape %s",
                          hloa_check_name(c, link->name), hloa_check_shape(c, 0, out),
                          hloa_check_name(c, ch->comp->name), hloa_check_shape(c, 1, root));
    note_start(c, dg, link == ch->start ? NULL : ch->start);
}

static void check_start_binding(hloa_check *c, const hloa_chain *ch)
{
    hloa_instr *s = ch->start;
    const hloa_shape *e0 = s->shape->elems[0], *e1 = s->shape->elems[1];
    uint32_t b, e;
    if (e0->n != s->n_operands) {
        hloa_instr_shape_span(c->m, s, &b, &e);
        hloa_check_report(
            c, HLOA_RULE_ASYNC_BINDING_ORDER, s, b, e,
            "element {0} of '%s' lists %u shape%s, but it binds %u operand%s: {0} must be "
            "exactly the operands bound so far",
            hloa_check_name(c, s->name), e0->n, e0->n == 1 ? "" : "s", s->n_operands,
            s->n_operands == 1 ? "" : "s");
    }
    for (uint32_t k = 0; k < s->n_operands; k++) {
        check_bound_operand(c, ch, s, k, k, k < e0->n ? e0->elems[k] : NULL);
        if (k >= ch->comp->n_params) break;
    }
    /* Declared parameters beyond the operands still have to match the computation. */
    for (uint32_t k = s->n_operands; k < e0->n && k < ch->comp->n_params; k++)
        if (!compatible(e0->elems[k], param_shape(ch->comp, k))) {
            hloa_instr_shape_span(c->m, s, &b, &e);
            hloa_check_report(
                c, HLOA_RULE_ASYNC_OPERAND_SHAPE, s, b, e,
                "element {0}[%u] of '%s' is %s, but parameter %u of '%s' has shape %s", k,
                hloa_check_name(c, s->name), hloa_check_shape(c, 0, e0->elems[k]), k,
                hloa_check_name(c, ch->comp->name),
                hloa_check_shape(c, 1, param_shape(ch->comp, k)));
        }
    if (!hloa_shape_is_unit(e1)) check_output_vs_root(c, ch, s, e1);
}

/* Returns 1 when it reported that the update's shape differs from its operand's. */
static int check_update_binding(hloa_check *c, const hloa_chain *ch, hloa_instr *prev,
                                hloa_instr *u)
{
    int before = c->errors;
    hloa_binding bd;
    if (hloa_link_binding(prev, u, &bd)) return 0;
    const hloa_shape *p0 = prev->shape->elems[0], *p1 = prev->shape->elems[1];
    const hloa_shape *e0 = u->shape->elems[0], *e1 = u->shape->elems[1];
    uint32_t b, e;
    hloa_instr_shape_span(c->m, u, &b, &e);
    uint32_t extras = u->n_operands ? u->n_operands - 1 : 0;
    int order_ok = 1;
    if (e0->n < p0->n) {
        hloa_check_report(
            c, HLOA_RULE_ASYNC_BINDING_ORDER, u, b, e,
            "element {0} of '%s' shrinks from %u to %u shapes; bound operands stay bound",
            hloa_check_name(c, u->name), p0->n, e0->n);
        order_ok = 0;
    } else {
        for (uint32_t j = 0; j < p0->n; j++)
            if (!compatible(e0->elems[j], p0->elems[j])) {
                hloa_diag *dg = hloa_check_report(
                    c, HLOA_RULE_ASYNC_BINDING_ORDER, u, b, e,
                    "element {0} of '%s' must start with the previous link's {0}, but {0}[%u] is "
                    "%s instead of %s: operands are bound left to right",
                    hloa_check_name(c, u->name), j, hloa_check_shape(c, 0, e0->elems[j]),
                    hloa_check_shape(c, 1, p0->elems[j]));
                hloa_diag_related(c->d, dg, prev->off, "the previous link is '%s'",
                                  hloa_check_name(c, prev->name));
                order_ok = 0;
                break;
            }
        if (order_ok && e0->n - p0->n > extras) {
            hloa_check_report(c, HLOA_RULE_ASYNC_BINDING_ORDER, u, b, e,
                              "element {0} of '%s' grows by %u, but it binds %u operand%s",
                              hloa_check_name(c, u->name), e0->n - p0->n, extras,
                              extras == 1 ? "" : "s");
            order_ok = 0;
        }
    }
    if (order_ok)
        for (uint32_t j = 0; j < bd.n_binding; j++) {
            check_bound_operand(c, ch, u, 1 + j, p0->n + j, e0->elems[p0->n + j]);
            if (p0->n + j >= ch->comp->n_params) break;
        }
    /* The output slot {1}: bound once, never changed, never unbound. */
    if (!hloa_shape_is_unit(p1)) {
        if (e1 != p1 && !hloa_shape_compatible(e1, p1)) {
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_OUTPUT_REBOUND, u, b, e,
                hloa_shape_is_unit(e1) ? "element {1} of '%s' goes back to () after the output "
                                         "was bound as %s"
                                       : "element {1} of '%s' changes after the output was bound "
                                         "as %s",
                hloa_check_name(c, u->name), hloa_check_shape(c, 0, p1));
            hloa_diag_related(c->d, dg, prev->off, "the previous link is '%s'",
                              hloa_check_name(c, prev->name));
        }
    } else if (bd.binds_output) {
        check_output_vs_root(c, ch, u, e1);
    }
    if (order_ok && bd.n_buffers) {
        const hloa_shape *leaves[64];
        uint32_t nl = hloa_shape_leaves(e1, leaves, 64);
        if (!bd.binds_output || nl != bd.n_buffers)
            hloa_instr_operand_span(c->m, u, bd.first_buffer, &b, &e);
        if (!bd.binds_output) {
            hloa_check_report(
                c, HLOA_RULE_ASYNC_OUTPUT_BUFFER, u, b, e,
                "'%s' passes %u operand%s after those that bind parameters; such output "
                "buffers are only allowed where the output is bound",
                hloa_check_name(c, u->name), bd.n_buffers, bd.n_buffers == 1 ? "" : "s");
        } else if (nl != bd.n_buffers) {
            hloa_check_report(c, HLOA_RULE_ASYNC_OUTPUT_BUFFER, u, b, e,
                              "'%s' binds the output %s with %u buffer%s, but it has %u lea%s",
                              hloa_check_name(c, u->name), hloa_check_shape(c, 0, e1), bd.n_buffers,
                              bd.n_buffers == 1 ? "" : "s", nl, nl == 1 ? "f" : "ves");
        } else {
            for (uint32_t j = 0; j < nl && j < 64; j++) {
                const hloa_instr *buf = u->operands[bd.first_buffer + j];
                if (buf && !compatible(buf->shape, leaves[j])) {
                    hloa_instr_operand_span(c->m, u, bd.first_buffer + j, &b, &e);
                    hloa_check_report(
                        c, HLOA_RULE_ASYNC_OUTPUT_BUFFER, u, b, e,
                        "output buffer '%s' has shape %s, but leaf %u of the output is %s",
                        hloa_check_name(c, buf->name), hloa_check_shape(c, 0, buf->shape), j,
                        hloa_check_shape(c, 1, leaves[j]));
                }
            }
        }
    }
    /* An update that binds nothing keeps the tuple as it is (R6), unless already explained. */
    if (c->errors == before && bd.n_binding == 0 && extras == 0 && e0->n == p0->n &&
        !bd.binds_output && u->shape != prev->shape &&
        !hloa_shape_compatible(u->shape, prev->shape)) {
        hloa_instr_shape_span(c->m, u, &b, &e);
        hloa_diag *dg =
            hloa_check_report(c, HLOA_RULE_ASYNC_UPDATE_SHAPE, u, b, e,
                              "'%s' binds nothing, so its shape must be its operand's, %s",
                              hloa_check_name(c, u->name), hloa_check_shape(c, 0, prev->shape));
        hloa_diag_related(c->d, dg, prev->off, "the operand is '%s'",
                          hloa_check_name(c, prev->name));
        return 1;
    }
    return 0;
}

static void check_done(hloa_check *c, const hloa_chain *ch)
{
    hloa_instr *d = ch->done, *last = ch->links[ch->n_links - 2];
    if (!hloa_async_tuple_ok(last->shape)) return;
    const hloa_shape *e0 = last->shape->elems[0], *e1 = last->shape->elems[1];
    uint32_t b, e;
    opcode_span(d, &b, &e);
    if (e0->n < ch->comp->n_params) {
        hloa_diag *dg =
            hloa_check_report(c, HLOA_RULE_ASYNC_UNDERBOUND, d, b, e,
                              "'%s' is reached with %u of the %u parameters of '%s' bound",
                              hloa_check_name(c, d->name), e0->n, ch->comp->n_params,
                              hloa_check_name(c, ch->comp->name));
        note_start(c, dg, ch->start);
    }
    hloa_instr_shape_span(c->m, d, &b, &e);
    if (hloa_shape_is_unit(e1)) {
        check_output_vs_root(c, ch, d, d->shape);
    } else if (!compatible(d->shape, e1)) {
        hloa_diag *dg =
            hloa_check_report(c, HLOA_RULE_ASYNC_OUTPUT_SHAPE, d, b, e,
                              "the shape of '%s' is %s, but the output bound in its chain is %s",
                              hloa_check_name(c, d->name), hloa_check_shape(c, 0, d->shape),
                              hloa_check_shape(c, 1, e1));
        note_start(c, dg, ch->start);
    }
}

/* State elements {2..} are opaque; they should not change along the chain (gap 4). */
static void check_state(hloa_check *c, const hloa_chain *ch, const hloa_instr *skip)
{
    const hloa_shape *s0 = ch->start->shape;
    for (uint32_t i = 1; i < ch->n_links; i++) {
        hloa_instr *l = ch->links[i];
        if (l == skip) continue; /* its whole shape was reported already */
        const hloa_shape *t = l->opcode == HLOA_OP_ASYNC_DONE ? NULL : l->shape;
        if (!t || !hloa_async_tuple_ok(t)) continue;
        int same = t->n == s0->n;
        for (uint32_t k = 2; same && k < t->n; k++)
            same = hloa_shape_compatible(t->elems[k], s0->elems[k]);
        if (!same) {
            uint32_t b, e;
            hloa_instr_shape_span(c->m, l, &b, &e);
            hloa_diag *dg =
                hloa_check_report(c, HLOA_RULE_ASYNC_STATE, l, b, e,
                                  "the state elements {2..} of '%s' differ from those of its "
                                  "chain's start",
                                  hloa_check_name(c, l->name));
            note_start(c, dg, ch->start);
            return;
        }
    }
}

static void check_binding(hloa_check *c, const hloa_chain *ch)
{
    if (!ch->comp) return;
    for (uint32_t i = 0; i + 1 < ch->n_links || (i < ch->n_links && !ch->done); i++)
        if (!hloa_async_tuple_ok(ch->links[i]->shape))
            return; /* already reported as async-start-shape */
    check_start_binding(c, ch);
    const hloa_instr *shape_reported = NULL;
    for (uint32_t i = 1; i < ch->n_links; i++)
        if (ch->links[i]->opcode == HLOA_OP_ASYNC_UPDATE &&
            check_update_binding(c, ch, ch->links[i - 1], ch->links[i]))
            shape_reported = ch->links[i];
    if (ch->done && ch->n_links >= 2) check_done(c, ch);
    check_state(c, ch, shape_reported);
}

/* ---- the called computations ---- */

/* XLA's exemptions from "only parameters and the root" (R30). */
static int trivial_enough(const hloa_comp *comp)
{
    int only_send_recv = 1, barrier = 1, plain = 1;
    for (uint32_t i = 0; i < comp->n_instrs; i++) {
        const hloa_instr *in = comp->instrs[i];
        if (in == comp->root || in->opcode == HLOA_OP_PARAMETER) continue;
        plain = 0;
        if (in->opcode != HLOA_OP_SEND && in->opcode != HLOA_OP_RECV &&
            in->opcode != HLOA_OP_SEND_DONE && in->opcode != HLOA_OP_RECV_DONE)
            only_send_recv = 0;
        if (in->opcode != HLOA_OP_GET_TUPLE_ELEMENT) barrier = 0;
    }
    return plain || only_send_recv || barrier;
}

/* Entries of the chain's own called lists naming comp (an update or done may restate calls=). */
static uint32_t own_calls(const hloa_chain *ch, const hloa_comp *comp)
{
    uint32_t n = 0;
    for (uint32_t j = 0; j < ch->n_links; j++)
        for (uint32_t k = 0; k < ch->links[j]->n_called; k++)
            n += ch->links[j]->called[k] == comp;
    return n;
}

/* Every caller of the chain's computation that is not one of the chain's links. */
static void report_other_callers(hloa_check *c, const hloa_chain *ch, const hloa_caller *callers)
{
    for (const hloa_caller *k = callers; k; k = k->next) {
        int own_link = 0;
        for (uint32_t j = 0; j < ch->n_links; j++)
            own_link |= ch->links[j] == k->instr;
        if (own_link) continue;
        uint32_t b, e;
        opcode_span(k->instr, &b, &e);
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_COMPUTATION_SHARED, k->instr, b, e,
            "computation '%s' is run by async-start '%s' and must have no "
            "other caller, but '%s' calls it too",
            hloa_check_name(c, ch->comp->name), hloa_check_name(c, ch->start->name),
            hloa_check_name(c, k->instr->name));
        hloa_diag_related(c->d, dg, ch->start->off, "'%s' runs it asynchronously",
                          hloa_check_name(c, ch->start->name));
    }
}

/* ---- the computations the chains run ---- */

void hloa_check_chain_structure(hloa_check *c, const hloa_subject *s)
{
    check_structure(c, s->chain);
}

void hloa_check_chain_binding(hloa_check *c, const hloa_subject *s)
{
    check_binding(c, s->chain);
}

/* Every caller of the chain's computation that is not one of its first chain's links. */
void hloa_check_computation_callers(hloa_check *c, const hloa_subject *s)
{
    /* The chain's start is one caller: only a computation with more can be shared (rare). */
    if (s->comp->n_callers <= 1 || s->comp->n_callers <= own_calls(s->chain, s->comp)) return;
    report_other_callers(c, s->chain, hloa_check_callers(c)->of[s->comp->index]);
}

void hloa_check_computation_trivial(hloa_check *c, const hloa_subject *s)
{
    const hloa_comp *comp = s->comp;
    /* Late-bound (call-form) chains exist to run whole computations. */
    /* A StableHLO async region: mlir-region-op checks it. */
    if (trivial_enough(comp) || hloa_chain_late_bound(s->chain) || s->chain->start->future ||
        /* collectives XLA launches together, outlined into one computation */
        hloa_instr_has_frontend_attr(s->chain->start, "_collectives_group"))
        return;
    uint32_t b = comp->name_off,
             e = comp->body_open > comp->name_off ? comp->body_open : comp->name_off + 1;
    hloa_diags_set_context(c->d, NULL, 0, NULL, 0);
    hloa_diag *dg = hloa_diag_add(
        c->d, HLOA_RULE_ASYNC_COMPUTATION_NOT_TRIVIAL, b, e,
        "async computation '%s' holds %u instruction%s besides its parameters and "
        "root; XLA's verifier accepts only parameters and one root",
        hloa_check_name(c, comp->name), comp->n_instrs - comp->n_params - 1,
        comp->n_instrs - comp->n_params - 1 == 1 ? "" : "s");
    hloa_diag_related(c->d, dg, s->chain->start->off, "'%s' runs it asynchronously",
                      hloa_check_name(c, s->chain->start->name));
}
