/*
 * Following an async value through the instructions XLA lets it pass
 * (XLA's TraceAsyncDataflow and IsCarriedAcrossWhileLoop, hlo_instruction_utils
 * and hlo_verifier at 2026-08): a start's handle may be put in a tuple, taken
 * out with get-tuple-element, passed through opt-barrier, copy, a metadata
 * custom-call, or carried around a while loop, and still be the chain's. The
 * walk goes backwards, from a use to the producer; a stack of tuple indices
 * keeps get-tuple-element and tuple exact, and the instructions on the current
 * path are remembered so that a loop is not walked twice.
 */
#include "hloasync/async.h"

#include "hloasync/hash.h"

#include <stdlib.h>
#include <string.h>

/* Deeper than any real module's path; an input built to be deeper is a dead end. */
enum { TRACE_DEPTH_MAX = 4096 };

void hloa_trace_init(hloa_trace *t, const hloa_module *m)
{
    memset(t, 0, sizeof(*t));
    t->m = m;
}

void hloa_trace_release(hloa_trace *t)
{
    if (t->have_callers)
        hloa_callers_release(&t->callers);
    free(t->path.items);
    free(t->index.items);
    free(t->links.items);
    if (t->link_at.slots)
        hloa_table_release(&t->link_at);
    memset(t, 0, sizeof(*t));
}

static const hloa_caller *callers_of(hloa_trace *t, const hloa_comp *c)
{
    if (!t->have_callers) {
        hloa_callers_find(t->m, &t->callers);
        t->have_callers = 1;
    }
    return hloa_callers_of(&t->callers, c);
}

int hloa_is_async_intermediary(const hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_TUPLE:
    case HLOA_OP_GET_TUPLE_ELEMENT:
    case HLOA_OP_OPT_BARRIER:
    case HLOA_OP_COPY:
    case HLOA_OP_PARAMETER:
    case HLOA_OP_WHILE:
        return 1;
    default: {
        int intermediary;
        return hloa_metadata_custom_call(in, &intermediary) && intermediary;
    }
    }
}

int hloa_is_async_producer(const hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_ASYNC_START:
    case HLOA_OP_ASYNC_UPDATE:
    case HLOA_OP_ALL_GATHER_START:
    case HLOA_OP_ALL_REDUCE_START:
    case HLOA_OP_COLLECTIVE_PERMUTE_START:
        return 1;
    default:
        return 0;
    }
}

/* The while loop whose body c is, when c is the body of exactly one while. */
static const hloa_instr *while_of_body(hloa_trace *t, const hloa_comp *c)
{
    const hloa_instr *found = NULL;
    for (const hloa_caller *k = callers_of(t, c); k; k = k->next)
        if (k->instr->opcode == HLOA_OP_WHILE) {
            if (hloa_called_by(k->instr, HLOA_SYM_BODY) != c || found)
                return NULL; /* a condition, or a body of two loops */
            found = k->instr;
        }
    return found;
}

static int on_path(const hloa_trace *t, const hloa_instr *in)
{
    for (size_t i = 0; i < t->path.len; i++)
        if (t->path.items[i] == in)
            return 1;
    return 0;
}

/* Every walk leaves the index stack as it found it: each step of XLA's walk has its own copy. */
static hloa_instr *trace(hloa_trace *t, hloa_instr *in);

static hloa_instr *operand0(const hloa_instr *in)
{
    return in->n_operands ? in->operands[0] : NULL;
}

/*
 * MLIR: a function's argument that its one caller, a func.call, passes: what
 * that operand traces to (a future started in the caller and awaited in the
 * callee). XLA's HLO has no such path: a call's parameter ends a walk there.
 */
static hloa_instr *trace_call_argument(hloa_trace *t, const hloa_instr *param)
{
    const hloa_caller *k = param->parent ? callers_of(t, param->parent) : NULL;
    if (!k || k->next || k->instr->opcode != HLOA_OP_CALL || param->param_number < 0 ||
        (uint32_t)param->param_number >= k->instr->n_operands)
        return NULL;
    return trace(t, k->instr->operands[param->param_number]);
}

static hloa_instr *trace_step(hloa_trace *t, hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_GET_TUPLE_ELEMENT: {
        int64_t k;
        if (hloa_attr_int(hloa_instr_attr(in, HLOA_SYM_INDEX), &k) || k < 0 || k > UINT32_MAX)
            return NULL;
        HLOA_VEC_PUSH(t->index, (uint32_t)k);
        hloa_instr *found = trace(t, operand0(in));
        t->index.len--;
        return found;
    }
    case HLOA_OP_OPT_BARRIER:
    case HLOA_OP_TUPLE: {
        if (in->opcode == HLOA_OP_OPT_BARRIER && in->n_operands == 1) /* passes its value on */
            return trace(t, operand0(in));
        if (!t->index.len) { /* no index asked for: the first operand that leads to a producer */
            for (uint32_t i = 0; i < in->n_operands; i++) {
                hloa_instr *found = trace(t, in->operands[i]);
                if (found)
                    return found;
            }
            return NULL;
        }
        uint32_t k = t->index.items[--t->index.len];
        hloa_instr *found = k < in->n_operands ? trace(t, in->operands[k]) : NULL;
        t->index.items[t->index.len++] = k;
        return found;
    }
    case HLOA_OP_COPY:
        return trace(t, operand0(in));
    case HLOA_OP_CUSTOM_CALL:
        return hloa_is_async_intermediary(in) ? trace(t, operand0(in)) : NULL;
    case HLOA_OP_PARAMETER: {
        /* A loop body's parameter: the loop's initial value, or what the body carries around. */
        const hloa_instr *loop = in->parent ? while_of_body(t, in->parent) : NULL;
        if (!loop)
            return t->m->is_mlir ? trace_call_argument(t, in) : NULL;
        hloa_instr *found = trace(t, operand0(loop));
        found = found ? found : trace(t, in->parent->root);
        if (found)
            t->via_parameter = 1;
        return found;
    }
    case HLOA_OP_CALL: {
        /* MLIR: a future a function returns (a chain may cross a call) */
        const hloa_comp *callee = t->m->is_mlir && in->n_called ? in->called[0] : NULL;
        return callee ? trace(t, callee->root) : NULL;
    }
    case HLOA_OP_WHILE: {
        /* A loop's result: what its body carries out, or what went in. */
        const hloa_comp *body = hloa_called_by(in, HLOA_SYM_BODY);
        hloa_instr *found = body ? trace(t, body->root) : NULL;
        found = found ? found : trace(t, operand0(in));
        if (found)
            t->via_while = 1;
        return found;
    }
    default:
        return NULL;
    }
}

static hloa_instr *trace(hloa_trace *t, hloa_instr *in)
{
    if (!in || on_path(t, in) || t->path.len >= TRACE_DEPTH_MAX)
        return NULL;
    /* A producer is found whatever index is still asked for, as XLA matches it. */
    if (t->is_target ? t->is_target(in, t->target) : hloa_is_async_producer(in))
        return in;
    HLOA_VEC_PUSH(t->path, in);
    hloa_instr *found = trace_step(t, in);
    t->path.len--;
    /* an MLIR future from where the module does not show ends the walk as its producer */
    return found ? found : in->holds_future ? in : NULL;
}

hloa_instr *hloa_trace_producer(hloa_trace *t, hloa_instr *in)
{
    t->path.len = 0;
    t->index.len = 0;
    t->via_parameter = t->via_while = 0;
    return trace(t, in);
}

hloa_instr *hloa_trace_to(hloa_trace *t, hloa_instr *in,
                          int (*is_target)(const hloa_instr *in, const void *target),
                          const void *target)
{
    t->is_target = is_target;
    t->target = target;
    hloa_instr *found = hloa_trace_producer(t, in);
    t->is_target = NULL;
    t->target = NULL;
    return found;
}

static uint32_t link_hash(const void *owner, uint32_t id)
{
    const hloa_trace *t = owner;
    return hloa_hash_word((uint64_t)(uintptr_t)t->links.items[id - 1].update);
}

/* The entry of update in t->links, or NULL; *pr where a new one goes. */
static hloa_trace_link *link_found(hloa_trace *t, const hloa_instr *update, hloa_table_probe *pr)
{
    if (!t->link_at.slots)
        hloa_table_init(&t->link_at, 64);
    *pr = hloa_table_probe_start(&t->link_at, hloa_hash_word((uint64_t)(uintptr_t)update));
    for (uint32_t id; (id = hloa_table_probe_next(&t->link_at, pr)) != 0;)
        if (t->links.items[id - 1].update == update)
            return &t->links.items[id - 1];
    return NULL;
}

/*
 * Each update the walk goes through is remembered with the start it leads to,
 * so the links of a chain of n updates, asked one after another, cost n steps
 * in all rather than n^2 / 2.
 */
hloa_instr *hloa_trace_start(hloa_trace *t, hloa_instr *link)
{
    hloa_instr *p = link->n_operands ? hloa_trace_producer(t, link->operands[0]) : NULL;
    HLOA_VEC(hloa_instr *) through = {0}; /* the updates met, not remembered yet */
    hloa_instr *start = NULL;
    int known = 0;
    /* An update in a loop of updates is met again: as many steps as there are is enough. */
    for (uint32_t steps = 0; p && p->opcode == HLOA_OP_ASYNC_UPDATE && steps < 1u << 16; steps++) {
        hloa_table_probe pr;
        const hloa_trace_link *l = link_found(t, p, &pr);
        if (l) {
            start = l->start;
            known = 1;
            break;
        }
        HLOA_VEC_PUSH(through, p);
        hloa_instr *next = p->n_operands ? hloa_trace_producer(t, p->operands[0]) : NULL;
        if (next == p) {
            p = NULL;
            break;
        }
        p = next;
    }
    if (!known)
        start = p && p->opcode == HLOA_OP_ASYNC_START ? p : NULL;
    for (size_t k = 0; k < through.len; k++) {
        hloa_table_probe pr;
        if (link_found(t, through.items[k], &pr))
            continue; /* met twice in a loop of updates */
        hloa_trace_link l = {through.items[k], start};
        HLOA_VEC_PUSH(t->links, l);
        hloa_table_add(&t->link_at, &pr, (uint32_t)t->links.len, link_hash, t);
    }
    free(through.items);
    return start;
}

int hloa_carried_across_while(hloa_trace *t, const hloa_instr *op)
{
    HLOA_VEC(const hloa_instr *) work = {0}, seen = {0};
    int carried = 0;
    HLOA_VEC_PUSH(work, op);
    while (work.len && !carried) {
        const hloa_instr *in = work.items[--work.len];
        int known = 0;
        for (size_t i = 0; i < seen.len && !known; i++)
            known = seen.items[i] == in;
        if (known)
            continue;
        HLOA_VEC_PUSH(seen, in);
        const hloa_comp *c = in->parent;
        if (c && c->root == in)
            for (const hloa_caller *k = callers_of(t, c); k && !carried; k = k->next) {
                const hloa_instr *caller = k->instr;
                if (caller->opcode == HLOA_OP_WHILE && hloa_called_by(caller, HLOA_SYM_BODY) == c)
                    carried = 1;
                else if (caller->opcode == HLOA_OP_CALL || caller->opcode == HLOA_OP_CONDITIONAL)
                    HLOA_VEC_PUSH(work, caller);
            }
        for (uint32_t u = 0; u < in->n_users && !carried; u++) {
            const hloa_instr *user = in->users[u];
            switch (user->opcode) {
            case HLOA_OP_WHILE:
                carried = 1;
                break;
            case HLOA_OP_ASYNC_UPDATE:
            case HLOA_OP_TUPLE:
            case HLOA_OP_GET_TUPLE_ELEMENT:
            case HLOA_OP_OPT_BARRIER:
            case HLOA_OP_DOMAIN:
            case HLOA_OP_CALL:
            case HLOA_OP_CONDITIONAL:
                HLOA_VEC_PUSH(work, user);
                break;
            default:
                break;
            }
        }
    }
    free(work.items);
    free(seen.items);
    return carried;
}
