/* Shared async analysis: attributes, async tuples, callers (chains: chains.c). */
#include "hloasync/async.h"

#include <stdlib.h>
#include <string.h>

const char *hloa_attr_string(const hloa_attr *a, uint32_t *len)
{
    *len = 0;
    if (!a || a->val_len < 2 || (a->val[0] != '"' && a->val[0] != '\''))
        return NULL;
    *len = a->val_len - 2;
    return a->val + 1;
}

hloa_sym hloa_attr_string_sym(hloa_module *m, const hloa_attr *a)
{
    uint32_t n;
    const char *s = hloa_attr_string(a, &n);
    return s ? hloa_intern_copy(&m->names, s, n) : 0;
}

int hloa_attr_int(const hloa_attr *a, int64_t *value)
{
    if (!a || a->val_len == 0 || a->val_len > 20)
        return -1;
    char buf[24];
    memcpy(buf, a->val, a->val_len);
    buf[a->val_len] = 0;
    char *end;
    long long v = strtoll(buf, &end, 10);
    if (*end)
        return -1;
    *value = v;
    return 0;
}

int hloa_attr_bool(const hloa_attr *a)
{
    if (!a)
        return -1;
    if (a->val_len == 4 && !memcmp(a->val, "true", 4))
        return 1;
    if (a->val_len == 5 && !memcmp(a->val, "false", 5))
        return 0;
    return -1;
}

hloa_sym hloa_async_thread(hloa_module *m, const hloa_instr *in)
{
    hloa_sym t = hloa_attr_string_sym(m, hloa_instr_attr(in, HLOA_SYM_ASYNC_EXECUTION_THREAD));
    return t ? t : HLOA_SYM_MAIN;
}

int hloa_async_tuple_ok(const hloa_shape *s)
{
    return s && s->kind == HLOA_SHAPE_TUPLE && s->n >= 2 && s->elems[0]->kind == HLOA_SHAPE_TUPLE;
}

int hloa_shape_is_unit(const hloa_shape *s)
{
    return s && s->kind == HLOA_SHAPE_TUPLE && s->n == 0;
}

/* How many entries of instr->called an attribute contributes (parse order). */
static uint32_t refs_of(const hloa_attr *a)
{
    hloa_sym key = a->key;
    if ((key >= HLOA_SYM_CALLS && key <= HLOA_SYM_FALSE_COMPUTATION) ||
        key == hloa_opcode_sym(HLOA_OP_SELECT) || key == hloa_opcode_sym(HLOA_OP_SCATTER))
        return 1;
    if (key != HLOA_SYM_BRANCH_COMPUTATIONS && key != HLOA_SYM_CALLED_COMPUTATIONS)
        return 0;
    uint32_t n = 0, names = 0;
    for (uint32_t i = 0; i < a->val_len; i++) {
        char c = a->val[i];
        if (c == ',')
            n++;
        else if (c != '{' && c != '}' && c != ' ' && c != '\t' && c != '\n' && c != '\r')
            names = 1;
    }
    return names ? n + 1 : 0;
}

int hloa_attr_called_index(const hloa_instr *in, const hloa_attr *a)
{
    uint32_t k = 0;
    for (const hloa_attr *x = in->attrs; x < a; x++)
        k += refs_of(x);
    return refs_of(a) && k < in->n_called ? (int)k : -1;
}

hloa_comp *hloa_called_by(const hloa_instr *in, hloa_sym key)
{
    const hloa_attr *a = hloa_instr_attr(in, key);
    int k = a ? hloa_attr_called_index(in, a) : -1;
    return k >= 0 ? in->called[k] : NULL;
}

hloa_comp *hloa_async_called(const hloa_instr *start)
{
    return hloa_called_by(start, HLOA_SYM_CALLS);
}

void hloa_callers_find(const hloa_module *m, hloa_callers *out)
{
    /* One visit of each calling instruction (they are scattered over the IR): the calls
       in text order, then grouped by callee with a counting sort, which keeps the order. */
    typedef struct call {
        hloa_instr *instr;
        uint32_t callee; /* its index */
    } call;
    HLOA_VEC(call) calls = {0};
    /* first[c + 1] counts the calls of computation c; summed, first[c] is where they go. */
    uint32_t *first = hloa_xcalloc((size_t)m->n_comps + 1, sizeof(*first));
    for (uint32_t c = 0; c < m->n_comps; c++) {
        hloa_scan scan = hloa_comp_scan(m->comps[c], HLOA_HAS_CALLS);
        hloa_instr *const *at = scan.instrs;
        uint32_t n = scan.n;
        for (uint32_t i = 0; i < n; i++) {
            if (!(scan.kinds[i] & HLOA_HAS_CALLS))
                continue;
            hloa_instr *in = at[i];
            for (uint32_t j = 0; j < in->n_called; j++) {
                hloa_comp *callee = in->called[j];
                if (!callee)
                    continue;
                call e = {in, callee->index};
                HLOA_VEC_PUSH(calls, e);
                first[callee->index + 1]++;
            }
        }
    }
    for (uint32_t c = 0; c < m->n_comps; c++)
        first[c + 1] += first[c];
    out->n_comps = m->n_comps;
    out->of = hloa_xcalloc(m->n_comps, sizeof(*out->of));
    out->pool = hloa_xcalloc(calls.len, sizeof(*out->pool));
    for (size_t k = 0; k < calls.len; k++) {
        uint32_t callee = calls.items[k].callee;
        hloa_caller *e = &out->pool[first[callee]++];
        e->instr = calls.items[k].instr;
        e->next = NULL;
        if (out->of[callee])
            e[-1].next = e; /* the callee's entries are consecutive */
        else
            out->of[callee] = e;
    }
    free(first);
    free(calls.items);
}

void hloa_callers_release(hloa_callers *c)
{
    free(c->of);
    free(c->pool);
    memset(c, 0, sizeof(*c));
}

void hloa_comps_callees_first(const hloa_comp *c, uint8_t *seen,
                              int (*follow)(const hloa_instr *in), hloa_comp_list *order)
{
    /* A frame: a computation and where its walk is (instruction i, its call k). */
    typedef struct frame {
        const hloa_comp *comp;
        uint32_t i;
        uint16_t k;
    } frame;
    HLOA_VEC(frame) stack = {0};
    if (!c || seen[c->index])
        return;
    seen[c->index] = 1;
    frame first = {c, 0, 0};
    HLOA_VEC_PUSH(stack, first);
    while (stack.len) {
        frame *f = &stack.items[stack.len - 1];
        const hloa_comp *next = NULL;
        for (; f->i < f->comp->n_instrs && !next; f->i++, f->k = 0) {
            const hloa_instr *in = f->comp->instrs[f->i];
            if (follow && in->n_called && !follow(in))
                continue;
            while (f->k < in->n_called && !next) {
                const hloa_comp *callee = in->called[f->k++];
                if (callee && !seen[callee->index])
                    next = callee;
            }
            if (next)
                break; /* the same instruction's other calls when this frame resumes */
        }
        if (!next) {
            HLOA_VEC_PUSH(*order, f->comp);
            stack.len--;
            continue;
        }
        seen[next->index] = 1;
        frame down = {next, 0, 0};
        HLOA_VEC_PUSH(stack, down);
    }
    free(stack.items);
}

hloa_placement hloa_attr_placement(hloa_sym key, uint16_t wrapped)
{
    switch (key) {
    case HLOA_SYM_SHARDING:
    case HLOA_SYM_CONTROL_PREDECESSORS:
    case HLOA_SYM_ASYNC_EXECUTION_THREAD:
        return HLOA_ON_START;
    case HLOA_SYM_METADATA:
    case HLOA_SYM_BACKEND_CONFIG:
    case HLOA_SYM_FRONTEND_ATTRIBUTES:
    case HLOA_SYM_STATISTICS:
    case HLOA_SYM_ORIGIN:
        return HLOA_ON_BOTH;
    case HLOA_SYM_OUTPUT_TO_OPERAND_ALIASING:
        /* XLA gives it to the wrapped op when that op owns such an attribute (gap 10). */
        return wrapped == HLOA_OP_CUSTOM_CALL || wrapped == HLOA_OP_FUSION ? HLOA_ON_WRAPPED
                                                                           : HLOA_ON_START;
    default:
        return HLOA_ON_WRAPPED;
    }
}

int hloa_link_binding(const hloa_instr *prev, const hloa_instr *link, hloa_binding *b)
{
    memset(b, 0, sizeof(*b));
    if (!hloa_async_tuple_ok(link->shape) || (prev && !hloa_async_tuple_ok(prev->shape)))
        return -1;
    const hloa_shape *e0 = link->shape->elems[0], *e1 = link->shape->elems[1];
    b->params_after = e0->n;
    if (!prev) {
        /* A start binds all its operands to parameters and may bind the output by its shape. */
        b->first_operand = 0;
        b->n_binding = link->n_operands;
        b->first_buffer = link->n_operands;
        b->binds_output = !hloa_shape_is_unit(e1);
        return 0;
    }
    const hloa_shape *p0 = prev->shape->elems[0], *p1 = prev->shape->elems[1];
    b->params_before = p0->n;
    b->first_operand = 1;
    uint32_t extras = link->n_operands > 0 ? link->n_operands - 1 : 0;
    uint32_t grew = e0->n > p0->n ? e0->n - p0->n : 0;
    b->n_binding = grew < extras ? grew : extras;
    b->first_buffer = 1 + b->n_binding;
    b->n_buffers = extras - b->n_binding;
    b->binds_output = hloa_shape_is_unit(p1) && !hloa_shape_is_unit(e1);
    return 0;
}

/*
 * XLA's SetThreadName: the thread of an async-start is given to the computation
 * it runs, to every computation that one calls, and to async ops inside, as
 * deep as they go (hloa_comps_callees_first: no recursion). seen marks what
 * this start's walk has been to, and is cleared after it.
 */
static void give_thread(hloa_comp *w, hloa_sym thread, uint8_t *seen, hloa_comp_list *reached)
{
    reached->len = 0;
    hloa_comps_callees_first(w, seen, NULL, reached);
    for (size_t k = 0; k < reached->len; k++) {
        hloa_comp *c = (hloa_comp *)reached->items[k]; /* the module's own: it may change them */
        c->thread = thread;
        seen[c->index] = 0;
    }
}

void hloa_async_threads_settle(hloa_module *m)
{
    uint8_t *seen = NULL;
    hloa_comp_list reached = {0};
    for (uint32_t c = 0; c < m->n_comps; c++) {
        hloa_scan scan = hloa_comp_scan(m->comps[c], HLOA_HAS_ASYNC);
        for (uint32_t i = 0; i < scan.n; i++) {
            hloa_instr *s = hloa_scan_at(&scan, i);
            hloa_comp *w = s && s->opcode == HLOA_OP_ASYNC_START ? hloa_async_called(s) : NULL;
            if (!w)
                continue;
            if (!seen)
                seen = hloa_xcalloc(m->n_comps + 1, 1);
            give_thread(w, hloa_async_thread(m, s), seen, &reached);
        }
    }
    free(reached.items);
    free(seen);
}

int hloa_comp_is_async_plain(const hloa_comp *c)
{
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        const hloa_instr *in = c->instrs[i];
        if (in != c->root && in->opcode != HLOA_OP_PARAMETER &&
            in->opcode != HLOA_OP_GET_TUPLE_ELEMENT)
            return 0;
    }
    return 1;
}

const char *hloa_scheduling_group(const hloa_instr *in, uint32_t *n)
{
    const char *v = hloa_instr_frontend_attr(in, "_scheduling_group_id", n);
    return v && !(*n == 4 && !memcmp(v, "noop", 4)) ? v : NULL;
}

const char *hloa_sched_annotation_read(const char *v, uint32_t n, hloa_sched_annotation *a)
{
    memset(a, 0, sizeof(*a));
    const char *colon = memchr(v, ':', n);
    if (colon && memchr(colon + 1, ':', n - (size_t)(colon - v) - 1))
        return "more than 2 scheduling annotation fields";
    size_t gn = colon ? (size_t)(colon - v) : n;
    if (gn && !hloa_simple_atoi(v, gn, &a->group))
        return "a non-integer scheduling annotation group id";
    a->has_group = gn > 0;
    if (a->has_group && a->group < 0)
        return "a negative scheduling annotation group id";
    size_t it = colon ? n - gn - 1 : 0;
    if (it && !hloa_simple_atoi(colon + 1, it, &a->iteration))
        return "a non-integer scheduling annotation iteration id";
    a->has_iteration = it > 0;
    return NULL;
}
