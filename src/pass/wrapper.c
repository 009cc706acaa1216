/* The wrapper computations of sugared chains, as XLA's parser makes them (see wrapper.h). */
#include "wrapper.h"

#include <string.h>

static int compatible(const hloa_shape *a, const hloa_shape *b)
{
    return a == b || (a && b && hloa_shape_compatible(a, b));
}

/* Where a shape of {0} or {1} differs from the wrapper's, the later op's wins (XLA's
   UpdateAsyncWrappedComputation); a parameter it adds is appended. */
static void grow(wrapper_sig *w, const hloa_shape *bound, const hloa_shape *result,
                 const hloa_shape **room)
{
    for (uint32_t i = 0; bound && i < bound->n; i++) {
        if (i < w->n) {
            if (!compatible(w->params[i], bound->elems[i]))
                w->params[i] = bound->elems[i];
        } else {
            room[w->n++] = bound->elems[i];
        }
    }
    if (result && !compatible(w->root, result))
        w->root = result;
}

int wrapper_signature(hloa_module *m, const hloa_instr *s, uint16_t x, hloa_comp *target,
                      const hloa_chain *ch, hloa_arena *a, wrapper_sig *out)
{
    memset(out, 0, sizeof(*out));
    if (x == HLOA_OP_CALL || x == HLOA_OP_FUSION) {
        if (!target || !target->root)
            return -1;
        out->n = target->n_params;
        out->params = hloa_arena_alloc(a, (out->n + 1) * sizeof(*out->params));
        for (uint32_t i = 0; i < out->n; i++) {
            if (!target->params[i] || !target->params[i]->shape)
                return -1;
            out->params[i] = target->params[i]->shape;
        }
        /* A root XLA infers the shape of (written without one) is left so in the wrapper too. */
        out->root = target->root->shape;
        return 0;
    }
    if (!hloa_async_tuple_ok(s->shape))
        return -1;
    const hloa_shape *bound = s->shape->elems[0];
    int arity = hloa_opcodes[x].arity;
    uint32_t most = bound->n + (arity > 0 ? (uint32_t)arity : 0);
    for (uint32_t i = 1; ch && i < ch->n_links; i++)
        if (hloa_async_tuple_ok(ch->links[i]->shape))
            most += ch->links[i]->shape->elems[0]->n;
    out->params = hloa_arena_alloc(a, (most + 1) * sizeof(*out->params));
    for (uint32_t i = 0; i < bound->n; i++) {
        const hloa_instr *op = i < s->n_operands ? s->operands[i] : NULL;
        out->params[i] = op && op->shape ? op->shape : bound->elems[i];
    }
    out->n = bound->n;
    if (arity > 0 && (uint32_t)arity > out->n) { /* a fixed arity: stand-ins bound later */
        hloa_shape one = {.kind = HLOA_SHAPE_ARRAY, .elem = HLOA_ELEM_F32, .n = 1};
        int64_t dim = 1;
        one.dims = &dim;
        const hloa_shape *f32_1 = hloa_shape_intern(&m->shapes, &one);
        while (out->n < (uint32_t)arity)
            out->params[out->n++] = f32_1;
    }
    out->root = s->shape->elems[1];
    for (uint32_t i = 1; ch && i < ch->n_links; i++) {
        const hloa_instr *l = ch->links[i];
        if (l->opcode == HLOA_OP_ASYNC_DONE)
            grow(out, bound, l->shape, out->params); /* the done: the start's {0}, its result */
        else if (hloa_async_tuple_ok(l->shape))
            grow(out, l->shape->elems[0], l->shape->elems[1], out->params);
    }
    return 0;
}

int single_op_wrapper(const hloa_comp *c)
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

int direct_call_ok(const hloa_module *m, const hloa_instr *s, const hloa_comp *c)
{
    (void)m;
    if (!c || c->n_callers != 1 || single_op_wrapper(c) || !c->root)
        return 0;
    uint32_t n;
    const char *t = hloa_attr_string(hloa_instr_attr(s, HLOA_SYM_ASYNC_EXECUTION_THREAD), &n);
    int main_thread = !t || (n == 4 && !memcmp(t, "main", 4));
    return hloa_comp_is_async_plain(c) || !main_thread || hloa_instr_has_frontend_attr(s, "_collectives_group");
}
