/*
 * Verification of generic async chains, run after desugaring, as XLA's
 * verifier checks them (hlo_verifier.cc, 2026-08): who may use an async op,
 * the pairing of starts, updates and dones (ir/chains.c finds it), calls=,
 * wrapped opcodes and threads along a chain, and the shapes of late binding:
 * each link's {0} and {1} a prefix of the computation's parameters and root,
 * operands bound left to right, the done bound in full. Shapes compare as
 * XLA's default, layout-insensitive verifier compares them; layouts of
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

static const char *opcode_text(hloa_check *c, const hloa_instr *in, uint32_t *n)
{
    return hloa_opcode_name(in, c->m, n);
}

/* ---- who may use an async op (XLA's VerifyAsynchronousInstructionPairs) ---- */

/* May user take an async-start or async-update as operand (not operand 0 of a link)? */
static int may_use_async(const hloa_instr *user)
{
    switch (user->opcode) {
    case HLOA_OP_ASYNC_UPDATE:
    case HLOA_OP_ASYNC_DONE:
    case HLOA_OP_TUPLE:
    case HLOA_OP_GET_TUPLE_ELEMENT:
    case HLOA_OP_WHILE:
    case HLOA_OP_CALL:
    case HLOA_OP_CONDITIONAL:
    case HLOA_OP_OPT_BARRIER:
    case HLOA_OP_DOMAIN:
        return 1;
    default:
        return hloa_is_async_intermediary(user);
    }
}

static void check_uses(hloa_check *c, const hloa_instr *in)
{
    /* MLIR's async.execute: its token and values may go anywhere (mlir-async-unawaited) */
    if (in->execute) return;
    const char *what = hloa_opcodes[in->opcode].name;
    for (uint32_t u = 0; u < in->n_users; u++) {
        const hloa_instr *user = in->users[u];
        if (u && user == in->users[u - 1]) continue; /* a user listed per operand it takes */
        for (uint32_t i = 0; i < user->n_operands; i++) {
            if (user->operands[i] != in) continue;
            int link = user->opcode == HLOA_OP_ASYNC_UPDATE || user->opcode == HLOA_OP_ASYNC_DONE;
            if (link && i == 0) continue;
            if (!link && may_use_async(user)) break;
            /* a future may be passed to a custom_call (StableHLO, VHLO 1.17) */
            if (!link && in->future && user->opcode == HLOA_OP_CUSTOM_CALL) break;
            uint32_t b, e, n;
            hloa_instr_operand_span(c->m, user, i, &b, &e);
            const char *un = opcode_text(c, user, &n);
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_ASYNC_CHAIN_USER, user, b, e,
                link ? "%s '%s' is operand %u of %.*s '%s'; an async op is only operand 0 of the "
                       "async-update or async-done after it"
                     : "%s '%s' is operand %u of %.*s '%s'; an async op may only be used by an "
                       "async-update or async-done, control flow, a tuple or an intermediary",
                what, hloa_check_name(c, in->name), i, (int)n, un, hloa_check_name(c, user->name));
            hloa_diag_related(c->d, dg, in->off, "'%s' is defined here", hloa_check_name(c, in->name));
            if (!link) break;
        }
    }
}

/* Every async op: who uses a start or an update, and the operand of a done. */
void hloa_check_async_uses(hloa_check *c, const hloa_subject *subject)
{
    const hloa_instr *in = subject->instr;
    if (in->opcode == HLOA_OP_ASYNC_START || in->opcode == HLOA_OP_ASYNC_UPDATE)
        check_uses(c, in);
    if (in->opcode != HLOA_OP_ASYNC_UPDATE && in->opcode != HLOA_OP_ASYNC_DONE) return;
    const char *what = in->opcode == HLOA_OP_ASYNC_UPDATE ? "async-update" : "async-done";
    if (in->n_operands == 0) {
        hloa_spans sp;
        hloa_instr_spans(c->m, in, &sp);
        hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, sp.operands_off, sp.operands_end,
                          "%s '%s' has no operand; operand 0 must be the previous link of its "
                          "chain",
                          what, hloa_check_name(c, in->name));
    } else if (in->opcode == HLOA_OP_ASYNC_DONE && in->n_operands > 1) {
        /* XLA's parser drops the others without a word; they are a mistake all the same. */
        uint32_t b, e;
        hloa_instr_operand_span(c->m, in, 1, &b, &e);
        hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, b, e,
                          "async-done '%s' takes one operand, the last link of its chain; it has "
                          "%u (XLA drops the others)",
                          hloa_check_name(c, in->name), in->n_operands);
    }
}

/* ---- the pairing of starts, updates and dones ---- */

static void report_pairing(hloa_check *c, const hloa_pairing *p)
{
    hloa_instr *in = p->instr, *other = p->other;
    /* A StableHLO future may be returned or passed on: mlir-future-await checks its awaits. */
    if ((in->future || in->execute) &&
        (p->kind == HLOA_PAIRING_START_NO_DONE || p->kind == HLOA_PAIRING_START_DONES))
        return; /* an async.execute may be awaited through its token, values, a group, twice */
    uint32_t b, e, n;
    opcode_span(in, &b, &e);
    hloa_diag *dg = NULL;
    switch (p->kind) {
    case HLOA_PAIRING_DONE_NO_START: {
        const hloa_instr *op = in->n_operands ? in->operands[0] : NULL;
        if (!op) break;
        hloa_instr_operand_span(c->m, in, 0, &b, &e);
        const char *on = opcode_text(c, op, &n);
        dg = hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, b, e,
                               "async-done '%s' does not trace back to an async-start: followed "
                               "through the intermediaries and updates XLA allows, its operand "
                               "'%s' (%.*s) leads to none",
                               hloa_check_name(c, in->name), hloa_check_name(c, op->name), (int)n,
                               on);
        hloa_diag_related(c->d, dg, op->off, "'%s' is defined here", hloa_check_name(c, op->name));
        break;
    }
    case HLOA_PAIRING_DONE_NOT_START: {
        const char *on = opcode_text(c, other, &n);
        if (in->n_operands) hloa_instr_operand_span(c->m, in, 0, &b, &e);
        dg = hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, b, e,
                               "async-done '%s' traces back to %.*s '%s', not an async-start",
                               hloa_check_name(c, in->name), (int)n, on,
                               hloa_check_name(c, other->name));
        hloa_diag_related(c->d, dg, other->off, "'%s' is defined here",
                          hloa_check_name(c, other->name));
        break;
    }
    case HLOA_PAIRING_UPDATE_SHARED:
        dg = hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_USER, in, b, e,
                               "async-update '%s' is part of two chains, or of a cycle",
                               hloa_check_name(c, in->name));
        hloa_diag_related(c->d, dg, other->off, "'%s' traces back to it again",
                          hloa_check_name(c, other->name));
        break;
    case HLOA_PAIRING_START_DONES: {
        const hloa_instr *first = NULL;
        for (size_t i = 0; i < c->chains->len && !first; i++)
            if (c->chains->items[i].start == in) first = c->chains->items[i].done;
        dg = hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_USER, in, b, e,
                               "async-start '%s' is matched by more than one async-done",
                               hloa_check_name(c, in->name));
        if (first)
            hloa_diag_related(c->d, dg, first->off, "'%s' traces back to it",
                              hloa_check_name(c, first->name));
        hloa_diag_related(c->d, dg, other->off, "'%s' traces back to it too",
                          hloa_check_name(c, other->name));
        break;
    }
    case HLOA_PAIRING_START_NO_DONE:
        hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_UNTERMINATED, in, b, e,
                          "the async chain of '%s' reaches no async-done, and its value is not "
                          "carried across a while loop",
                          hloa_check_name(c, in->name));
        break;
    case HLOA_PAIRING_ORPHAN_UPDATE:
        hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_UNTERMINATED, in, b, e,
                          "no async-done traces back through async-update '%s', and its value is "
                          "not carried across a while loop",
                          hloa_check_name(c, in->name));
        break;
    case HLOA_PAIRING_UPDATE_NO_PRODUCER:
        if (in->n_operands) hloa_instr_operand_span(c->m, in, 0, &b, &e);
        hloa_check_report(c, HLOA_RULE_ASYNC_CHAIN_OPERAND, in, b, e,
                          "operand 0 of async-update '%s' does not trace back to an async-start "
                          "or async-update",
                          hloa_check_name(c, in->name));
        break;
    }
}

void hloa_check_chain_pairing(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    for (size_t i = 0; i < c->chains->n_problems; i++)
        report_pairing(c, &c->chains->problems[i]);
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

static int same_attrs(const hloa_instr *a, const hloa_instr *b)
{
    if (a->n_attrs != b->n_attrs) return 0;
    for (uint32_t i = 0; i < a->n_attrs; i++) {
        const hloa_attr *x = &a->attrs[i], *y = &b->attrs[i];
        if (x->key != y->key) return 0;
        /* a reference to a computation is compared by what it names, below */
        if (hloa_is_comp_ref_key(x->key) || hloa_is_comp_list_key(x->key)) continue;
        if (x->val_len != y->val_len || memcmp(x->val, y->val, x->val_len)) return 0;
    }
    return 1;
}

/*
 * Are two computations the same, instruction for instruction (XLA compares the
 * computation a restated calls= names structurally: a copy of the chain's
 * computation is the chain's)? depth bounds nested calls.
 */
static int same_computation(const hloa_comp *a, const hloa_comp *b, int depth)
{
    if (a == b) return 1;
    if (!a || !b || depth > 8 || a->n_instrs != b->n_instrs || a->thread != b->thread ||
        !a->root || !b->root || a->root->index != b->root->index)
        return 0;
    for (uint32_t i = 0; i < a->n_instrs; i++) {
        const hloa_instr *x = a->instrs[i], *y = b->instrs[i];
        if (x->opcode != y->opcode || x->param_number != y->param_number ||
            x->n_operands != y->n_operands || x->n_called != y->n_called ||
            !((x->shape == y->shape) || (x->shape && y->shape && hloa_shape_equal_deep(x->shape, y->shape))) ||
            !same_attrs(x, y))
            return 0;
        for (uint32_t k = 0; k < x->n_operands; k++)
            if (!x->operands[k] || !y->operands[k] || x->operands[k]->parent != a ||
                y->operands[k]->parent != b || x->operands[k]->index != y->operands[k]->index)
                return 0;
        for (uint32_t k = 0; k < x->n_called; k++)
            if (!same_computation(x->called[k], y->called[k], depth + 1)) return 0;
    }
    return 1;
}

/*
 * XLA's parser holds a restated calls= to the very computation of the link's
 * chain when it can find the chain's start, which it can unless the way goes
 * through a loop body's parameter (the body is parsed before its while). Past
 * a parameter only the verifier compares, and it compares computations by
 * content (HloComputation::Equal), so a copy of the computation is accepted.
 */
static int restated_alike(hloa_check *c, hloa_instr *link, const hloa_comp *named,
                          const hloa_comp *runs)
{
    hloa_trace *t = hloa_check_trace(c);
    hloa_instr *p = link->n_operands ? hloa_trace_producer(t, link->operands[0]) : NULL;
    int via_parameter = t->via_parameter;
    /* The parser asks the producer for its chain's start, found the same way. */
    for (uint32_t steps = 0; p && p->opcode == HLOA_OP_ASYNC_UPDATE && steps < 1u << 16; steps++) {
        p = p->n_operands ? hloa_trace_producer(t, p->operands[0]) : NULL;
        via_parameter |= t->via_parameter;
    }
    if (p && !via_parameter)
        return 0;
    return same_computation(named, runs, 0);
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
    if (!hloa_instr_attr(s, HLOA_SYM_CALLS) && s->sugar == HLOA_SUGAR_NONE && !s->future &&
        !s->execute) {
        opcode_span(s, &b, &e);
        hloa_check_report(c, HLOA_RULE_ASYNC_CALLS, s, b, e,
                          "async-start '%s' needs calls= to name the computation it runs",
                          hloa_check_name(c, s->name));
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
            if (named && named != ch->comp && !restated_alike(c, l, named, ch->comp)) {
                hloa_diag *dg = hloa_check_report(
                    c, HLOA_RULE_ASYNC_CALLS, l, calls->key_off, calls->val_off + calls->val_len,
                    "calls= on '%s' names '%s', but its chain runs %s, which is not the same "
                    "computation",
                    hloa_check_name(c, l->name), hloa_check_name(c, named->name),
                    ch->comp ? hloa_check_comp_label(c, ch) : "nothing");
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
    /* The start's thread is its computation's (desugar gave it, as XLA's parser does); a
       computation two starts of different threads run keeps the later one's. */
    text comp_thread = {NULL, 0};
    if (ch->comp)
        comp_thread.s = hloa_name(c->m, ch->comp->thread, &comp_thread.len);
    if (ch->comp && !same_text(comp_thread, thread)) {
        const hloa_attr *t = hloa_instr_attr(s, HLOA_SYM_ASYNC_EXECUTION_THREAD);
        if (t) {
            b = t->key_off;
            e = t->val_off + t->val_len;
        } else {
            opcode_span(s, &b, &e);
        }
        hloa_diag *dg = hloa_check_report(c, HLOA_RULE_ASYNC_THREAD, s, b, e,
                                          "'%s' runs on thread \"%.*s\", but computation %s "
                                          "runs on \"%.*s\" for another async op",
                                          hloa_check_name(c, s->name), (int)thread.len, thread.s,
                                          hloa_check_comp_label(c, ch), (int)comp_thread.len,
                                          comp_thread.s);
        if (!ch->comp->generated)
            hloa_diag_related(c->d, dg, ch->comp->name_off, "'%s' is defined here",
                              hloa_check_name(c, ch->comp->name));
    }
}

/* ---- binding and shapes (XLA's CheckAsyncOp*) ---- */

static int compatible(const hloa_shape *a, const hloa_shape *b)
{
    return !a || !b || hloa_shape_compatible(a, b);
}

/*
 * Is p a prefix of s (XLA's ShapeUtil::IsPrefix): the same shape, (), or a
 * tuple no longer than s whose elements are prefixes of s's?
 */
static int is_prefix(const hloa_shape *p, const hloa_shape *s)
{
    if (!p || !s || hloa_shape_compatible(p, s) || hloa_shape_is_unit(p)) return 1;
    if (!hloa_shape_is_tuple(p) || !hloa_shape_is_tuple(s) || p->n > s->n) return 0;
    for (uint32_t i = 0; i < p->n; i++)
        if (!is_prefix(p->elems[i], s->elems[i])) return 0;
    return 1;
}

/* Is element {0} of a link a prefix of the computation's parameters, one by one? */
static int params_prefix(const hloa_shape *bound, const hloa_comp *comp)
{
    if (bound->n > comp->n_params) return 0;
    for (uint32_t i = 0; i < bound->n; i++)
        if (comp->params[i] && !is_prefix(bound->elems[i], comp->params[i]->shape)) return 0;
    return 1;
}

/* The index of the first element of {0} that is no prefix of its parameter. */
static uint32_t first_unlike_param(const hloa_shape *bound, const hloa_comp *comp)
{
    for (uint32_t i = 0; i < bound->n && i < comp->n_params; i++)
        if (comp->params[i] && !is_prefix(bound->elems[i], comp->params[i]->shape)) return i;
    return bound->n;
}

/* Both halves of a link against the computation: {0} against its parameters (unless its
   binding was found wrong already), {1} its root. */
static void check_link_vs_computation(hloa_check *c, const hloa_chain *ch, hloa_instr *l,
                                      int check_bound)
{
    const hloa_comp *w = ch->comp;
    const hloa_shape *e0 = l->shape->elems[0], *e1 = l->shape->elems[1];
    uint32_t b, e;
    hloa_instr_shape_span(c->m, l, &b, &e);
    if (!check_bound || ch->start->region_captures) {
        /* said at the binding, or where the region takes values from outside it */
    } else if (e0->n > w->n_params) {
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_OVERBOUND, l, b, e,
            "element {0} of '%s' binds %u operand%s, but computation %s has %u parameter%s",
            hloa_check_name(c, l->name), e0->n, e0->n == 1 ? "" : "s", hloa_check_comp_label(c, ch),
            w->n_params, w->n_params == 1 ? "" : "s");
        note_start(c, dg, l == ch->start ? NULL : ch->start);
    } else if (!params_prefix(e0, w)) {
        uint32_t i = first_unlike_param(e0, w);
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_OPERAND_SHAPE, l, b, e,
            "element {0}[%u] of '%s' is %s, but parameter %u of %s has shape %s", i,
            hloa_check_name(c, l->name), hloa_check_shape(c, 0, e0->elems[i]), i,
            hloa_check_comp_label(c, ch), hloa_check_shape(c, 1, w->params[i]->shape));
        note_start(c, dg, l == ch->start ? NULL : ch->start);
    }
    const hloa_shape *root = w->root ? w->root->shape : NULL;
    if (!is_prefix(e1, root)) {
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_OUTPUT_SHAPE, l, b, e,
            "element {1} of '%s' is %s, which does not begin the root of %s, %s",
            hloa_check_name(c, l->name), hloa_check_shape(c, 0, e1), hloa_check_comp_label(c, ch),
            hloa_check_shape(c, 1, root));
        note_start(c, dg, l == ch->start ? NULL : ch->start);
    }
}

static void check_start_operands(hloa_check *c, hloa_instr *s)
{
    const hloa_shape *e0 = s->shape->elems[0];
    uint32_t b, e;
    if (e0->n != s->n_operands) {
        hloa_instr_shape_span(c->m, s, &b, &e);
        hloa_check_report(
            c, HLOA_RULE_ASYNC_BINDING_ORDER, s, b, e,
            "element {0} of '%s' lists %u shape%s, but it has %u operand%s: {0} is exactly the "
            "operands bound so far",
            hloa_check_name(c, s->name), e0->n, e0->n == 1 ? "" : "s", s->n_operands,
            s->n_operands == 1 ? "" : "s");
        return;
    }
    for (uint32_t k = 0; k < s->n_operands; k++) {
        const hloa_instr *op = s->operands[k];
        if (op && !compatible(op->shape, e0->elems[k])) {
            hloa_instr_operand_span(c->m, s, k, &b, &e);
            hloa_check_report(c, HLOA_RULE_ASYNC_OPERAND_SHAPE, s, b, e,
                              "operand %u of '%s' has shape %s, but element {0}[%u] of the async "
                              "tuple says %s",
                              k, hloa_check_name(c, s->name), hloa_check_shape(c, 0, op->shape), k,
                              hloa_check_shape(c, 1, e0->elems[k]));
        }
    }
}

/*
 * What an update binds, against the link before it (XLA reads its operand 0's
 * shape; when that is no async tuple, as through a custom-call of another
 * shape, the chain's link before is read). 0 when {0} does not extend the
 * link before's.
 */
static int check_update(hloa_check *c, const hloa_chain *ch, const hloa_instr *prev, hloa_instr *u)
{
    const hloa_instr *op = u->operands[0];
    const hloa_shape *before = op && hloa_async_tuple_ok(op->shape) ? op->shape : prev->shape;
    const hloa_shape *p0 = before->elems[0], *p1 = before->elems[1];
    const hloa_shape *e0 = u->shape->elems[0], *e1 = u->shape->elems[1];
    uint32_t b, e;
    hloa_instr_shape_span(c->m, u, &b, &e);
    if (!is_prefix(p0, e0)) {
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_BINDING_ORDER, u, b, e,
            "element {0} of '%s', %s, does not begin with its operand's, %s: operands are bound "
            "left to right and stay bound",
            hloa_check_name(c, u->name), hloa_check_shape(c, 0, e0), hloa_check_shape(c, 1, p0));
        note_start(c, dg, ch->start);
        return 0;
    }
    if (!is_prefix(p1, e1)) {
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_OUTPUT_REBOUND, u, b, e,
            "element {1} of '%s', %s, does not extend its operand's, %s: the output is bound once",
            hloa_check_name(c, u->name), hloa_check_shape(c, 0, e1), hloa_check_shape(c, 1, p1));
        note_start(c, dg, ch->start);
    }
    uint32_t added = u->n_operands - 1, grew = e0->n > p0->n ? e0->n - p0->n : 0;
    if (added != grew) {
        hloa_check_report(c, HLOA_RULE_ASYNC_BINDING_ORDER, u, b, e,
                          "'%s' has %u new operand%s, but its element {0} grows by %u",
                          hloa_check_name(c, u->name), added, added == 1 ? "" : "s", grew);
        return 1;
    }
    for (uint32_t j = 0; j < added; j++) {
        const hloa_instr *x = u->operands[1 + j];
        const hloa_shape *decl = e0->elems[p0->n + j];
        if (x && !compatible(x->shape, decl)) {
            hloa_instr_operand_span(c->m, u, 1 + j, &b, &e);
            hloa_check_report(c, HLOA_RULE_ASYNC_OPERAND_SHAPE, u, b, e,
                              "operand %u of '%s' has shape %s, but element {0}[%u] of the async "
                              "tuple says %s",
                              1 + j, hloa_check_name(c, u->name), hloa_check_shape(c, 0, x->shape),
                              p0->n + j, hloa_check_shape(c, 1, decl));
        }
    }
    return 1;
}

/* The done: the computation's result in full, every parameter bound by the link before it. */
static void check_done(hloa_check *c, const hloa_chain *ch, const hloa_instr *last)
{
    hloa_instr *d = ch->done;
    const hloa_comp *w = ch->comp;
    uint32_t b, e;
    const hloa_shape *root = w->root ? w->root->shape : NULL;
    if (!compatible(d->shape, root)) {
        hloa_instr_shape_span(c->m, d, &b, &e);
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_OUTPUT_SHAPE, d, b, e,
            "the shape of '%s' is %s, but the root of %s has shape %s",
            hloa_check_name(c, d->name), hloa_check_shape(c, 0, d->shape), hloa_check_comp_label(c, ch),
            hloa_check_shape(c, 1, root));
        note_start(c, dg, ch->start);
    }
    /* More bound than there are parameters, or of other shapes, is said at the link; here,
       parameters still unbound. */
    const hloa_shape *e0 = last->shape->elems[0];
    uint32_t placeholders = 0; /* () in {0}: a prefix of any parameter, bound by none */
    for (uint32_t i = 0; i < e0->n && i < w->n_params; i++)
        placeholders += hloa_shape_is_unit(e0->elems[i]) && w->params[i] &&
                        !hloa_shape_is_unit(w->params[i]->shape);
    if (e0->n < w->n_params || placeholders) {
        opcode_span(d, &b, &e);
        hloa_diag *dg = hloa_check_report(c, HLOA_RULE_ASYNC_UNDERBOUND, d, b, e,
                                          "'%s' is reached with %u of the %u parameters of %s "
                                          "bound",
                                          hloa_check_name(c, d->name),
                                          (e0->n < w->n_params ? e0->n : w->n_params) -
                                              placeholders,
                                          w->n_params, hloa_check_comp_label(c, ch));
        note_start(c, dg, ch->start);
    }
}

/* The dims an attribute {a,b,...} lists, up to max; how many. */
static uint32_t dims_of(const hloa_attr *a, int64_t *out, uint32_t max)
{
    uint32_t n = 0;
    for (uint32_t i = 0; a && i < a->val_len && n < max;) {
        char ch = a->val[i];
        if (ch >= '0' && ch <= '9') {
            int64_t v = 0;
            while (i < a->val_len && a->val[i] >= '0' && a->val[i] <= '9')
                v = v * 10 + (a->val[i++] - '0');
            out[n++] = v;
        } else {
            i++;
        }
    }
    return n;
}

static int listed(const int64_t *dims, uint32_t n, uint32_t d)
{
    for (uint32_t i = 0; i < n; i++)
        if (dims[i] == (int64_t)d) return 1;
    return 0;
}

/*
 * The op an async chain runs is one XLA infers the shape of, as of any op:
 * a dot's result is its batch dims, then the lhs's and the rhs's other dims
 * (XLA's parser gives a sugared dot-start's wrapper the output its text
 * claims; the verifier then infers the dot's own and compares).
 */
static void check_wrapped_dot(hloa_check *c, const hloa_chain *ch)
{
    const hloa_instr *dot = ch->comp->root;
    if (dot->opcode != HLOA_OP_DOT || dot->n_operands != 2 || !dot->operands[0] ||
        !dot->operands[1])
        return;
    const hloa_shape *l = dot->operands[0]->shape, *r = dot->operands[1]->shape, *out = dot->shape;
    if (!l || !r || !out || l->kind != HLOA_SHAPE_ARRAY || r->kind != HLOA_SHAPE_ARRAY ||
        out->kind != HLOA_SHAPE_ARRAY)
        return;
    enum { MAX = 32 };
    int64_t lb[MAX], lc[MAX], rb[MAX], rc[MAX], want[3 * MAX];
    uint32_t nlb = dims_of(hloa_instr_attr(dot, HLOA_SYM_LHS_BATCH_DIMS), lb, MAX),
             nlc = dims_of(hloa_instr_attr(dot, HLOA_SYM_LHS_CONTRACTING_DIMS), lc, MAX),
             nrb = dims_of(hloa_instr_attr(dot, HLOA_SYM_RHS_BATCH_DIMS), rb, MAX),
             nrc = dims_of(hloa_instr_attr(dot, HLOA_SYM_RHS_CONTRACTING_DIMS), rc, MAX), n = 0;
    if (l->n > MAX || r->n > MAX) return;
    for (uint32_t i = 0; i < nlb; i++)
        if (lb[i] >= 0 && (uint64_t)lb[i] < l->n) want[n++] = l->dims[lb[i]];
    for (uint32_t d = 0; d < l->n; d++)
        if (!listed(lb, nlb, d) && !listed(lc, nlc, d)) want[n++] = l->dims[d];
    for (uint32_t d = 0; d < r->n; d++)
        if (!listed(rb, nrb, d) && !listed(rc, nrc, d)) want[n++] = r->dims[d];
    int same = n == out->n;
    for (uint32_t i = 0; same && i < n; i++)
        same = want[i] == out->dims[i];
    if (same) return;
    hloa_strbuf dims = HLOA_STRBUF_INIT;
    for (uint32_t i = 0; i < n; i++)
        hloa_strbuf_addf(&dims, "%s%lld", i ? "," : "", (long long)want[i]);
    uint32_t b, e;
    hloa_instr_shape_span(c->m, ch->start, &b, &e);
    hloa_strbuf lhs = HLOA_STRBUF_INIT;
    hloa_shape_print(&lhs, l);
    hloa_check_report(
        c, HLOA_RULE_ASYNC_OUTPUT_SHAPE, ch->start, b, e,
        "the dot '%s' runs has shape %s, but XLA infers dims [%s] from its operands %s and %s "
        "and its dimension numbers",
        hloa_check_name(c, ch->start->name), hloa_check_shape(c, 0, out), dims.buf ? dims.buf : "",
        lhs.buf, hloa_check_shape(c, 1, r));
    hloa_strbuf_release(&lhs);
    hloa_strbuf_release(&dims);
}

static void check_binding(hloa_check *c, const hloa_chain *ch)
{
    /* MLIR's async.execute binds tokens and values as its dialect says: mlir-async-type */
    if (!ch->comp || ch->start->execute) return;
    for (uint32_t i = 0; i < ch->n_links; i++)
        if (ch->links[i]->opcode != HLOA_OP_ASYNC_DONE && !hloa_async_tuple_ok(ch->links[i]->shape))
            return; /* already reported as async-start-shape */
    for (uint32_t i = 0; i < ch->n_links; i++) {
        hloa_instr *l = ch->links[i];
        if (l->opcode == HLOA_OP_ASYNC_DONE) {
            check_done(c, ch, ch->links[i - 1]);
            continue;
        }
        if (i == 0) {
            check_link_vs_computation(c, ch, l, 1);
            check_start_operands(c, l);
        } else {
            int extends = check_update(c, ch, ch->links[i - 1], l);
            check_link_vs_computation(c, ch, l, extends);
        }
    }
    if (ch->comp->root) check_wrapped_dot(c, ch);
}

/* ---- the computations the chains run ---- */

static int is_async(const hloa_instr *in)
{
    return in->opcode == HLOA_OP_ASYNC_START || in->opcode == HLOA_OP_ASYNC_UPDATE ||
           in->opcode == HLOA_OP_ASYNC_DONE;
}

void hloa_check_chain_structure(hloa_check *c, const hloa_subject *s)
{
    check_structure(c, s->chain);
}

void hloa_check_chain_binding(hloa_check *c, const hloa_subject *s)
{
    check_binding(c, s->chain);
}

/* An async computation is called by async ops only (XLA's parser refuses the module else). */
void hloa_check_computation_callers(hloa_check *c, const hloa_subject *s)
{
    if (s->comp->n_callers <= 1) return; /* its chain's start alone */
    for (const hloa_caller *k = hloa_check_callers(c)->of[s->comp->index]; k; k = k->next) {
        if (is_async(k->instr)) continue;
        uint32_t b, e;
        opcode_span(k->instr, &b, &e);
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_ASYNC_COMPUTATION_SHARED, k->instr, b, e,
            "computation '%s' is run by async-start '%s', so only async ops may call it, but "
            "'%s' calls it too",
            hloa_check_name(c, s->comp->name), hloa_check_name(c, s->chain->start->name),
            hloa_check_name(c, k->instr->name));
        hloa_diag_related(c->d, dg, s->chain->start->off, "'%s' runs it asynchronously",
                          hloa_check_name(c, s->chain->start->name));
    }
}

/* The one async-start that runs comp, or NULL when none or several do. */
static const hloa_instr *unique_start(hloa_check *c, const hloa_comp *comp)
{
    const hloa_instr *found = NULL;
    for (const hloa_caller *k = hloa_check_callers(c)->of[comp->index]; k; k = k->next)
        if (k->instr->opcode == HLOA_OP_ASYNC_START) {
            if (found && found != k->instr) return NULL;
            found = k->instr;
        }
    return found;
}

void hloa_check_computation_trivial(hloa_check *c, const hloa_subject *s)
{
    const hloa_comp *comp = s->comp;
    /* XLA asks it of computations on the main thread only; a StableHLO async region is
       mlir-region-op's concern. */
    if (comp->thread != HLOA_SYM_MAIN || hloa_comp_is_async_plain(comp) || s->chain->start->future ||
        s->chain->start->execute)
        return;
    /* collectives XLA launches together, outlined into one computation by its one start */
    const hloa_instr *start = unique_start(c, comp);
    if (start && hloa_instr_has_frontend_attr(start, "_collectives_group"))
        return;
    uint32_t b = comp->name_off,
             e = comp->body_open > comp->name_off ? comp->body_open : comp->name_off + 1;
    hloa_diags_set_context(c->d, NULL, 0, NULL, 0);
    hloa_diag *dg = hloa_diag_add(
        c->d, HLOA_RULE_ASYNC_COMPUTATION_NOT_TRIVIAL, b, e,
        "async computation '%s' holds %u instruction%s besides its parameters and "
        "root; on the main thread XLA's verifier accepts only parameters and one root, unless "
        "its one async-start has the frontend attribute _collectives_group",
        hloa_check_name(c, comp->name), comp->n_instrs - comp->n_params - 1,
        comp->n_instrs - comp->n_params - 1 == 1 ? "" : "s");
    hloa_diag_related(c->d, dg, s->chain->start->off, "'%s' runs it asynchronously",
                      hloa_check_name(c, s->chain->start->name));
}
