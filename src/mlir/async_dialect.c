/*
 * MLIR's async dialect (seed 001 became it): async.execute read as an
 * async-start of its region, async.await as the done of the execute it
 * awaits (mlir/build.c), so chains, the cost model's lanes and the trace show
 * them. Here the dialect's own rules: the types its verifier checks
 * (mlir-async-type: the region's arguments are the value operands unwrapped,
 * async.yield gives the values' types, async.await gives what it awaits) and
 * an execute nothing waits for (mlir-async-unawaited).
 *
 *   %t, %v = async.execute [%dep] (%x as %a: !async.value<f32>) -> !async.value<f32> {
 *     ... async.yield %r : f32
 *   }
 *   %r = async.await %v : !async.value<f32>
 *   %g = async.create_group %n : !async.group
 *   %i = async.add_to_group %t, %g : !async.token
 *   async.await_all %g
 */
#include "hloasync/mlir.h"

#include "hloasync/async.h"
#include "hloasync/strbuf.h"

#include <string.h>

static const char *shape_text(hloa_strbuf *sb, const hloa_shape *s)
{
    hloa_strbuf_clear(sb);
    if (s)
        hloa_shape_print(sb, s);
    else
        hloa_strbuf_adds(sb, "nothing");
    return sb->buf;
}

static const char *name_of(const hloa_module *m, const hloa_instr *in, uint32_t *n)
{
    return hloa_name(m, in->name, n);
}

/* () is the shape of an op whose result types are not written (scf.if's '-> (T)'): unknown. */
static int unwritten(const hloa_shape *s)
{
    return s->kind == HLOA_SHAPE_TUPLE && !s->n;
}

/* Where a value is defined: an anonymous element (%t#1, or %v of '%t, %v =') at its op. */
static uint32_t defined_at(const hloa_instr *v)
{
    return v->anonymous && v->n_operands && v->operands[0] ? v->operands[0]->off : v->off;
}

void hloa_mlir_check_execute(hloa_module *m, hloa_diags *d, const hloa_instr *exec, uint32_t n_deps,
                             const hloa_shape *values, hloa_mlir_span yield_at)
{
    const hloa_comp *body = hloa_async_called(exec);
    if (!body)
        return;
    hloa_strbuf a, b;
    hloa_strbuf_init(&a);
    hloa_strbuf_init(&b);
    uint32_t n, on;
    const char *en = name_of(m, exec, &n);
    uint32_t n_values = exec->n_operands > n_deps ? exec->n_operands - n_deps : 0;
    for (uint32_t i = 0; i < n_deps; i++) { /* () where not written: nothing to compare */
        const hloa_instr *dep = exec->operands[i];
        const hloa_shape *s = dep ? dep->shape : NULL;
        if (!s || s->kind != HLOA_SHAPE_ARRAY || s->elem == HLOA_ELEM_TOKEN)
            continue;
        const char *sn = name_of(m, dep, &on);
        hloa_diag *dg = hloa_diag_add(
            d, HLOA_RULE_MLIR_ASYNC_TYPE, exec->opcode_off, exec->opcode_off + exec->opcode_len,
            "'%.*s' waits for '%.*s', which is %s, not an !async.token (MLIR: operand #%u must be "
            "variadic of async token type)",
            (int)n, en, (int)on, sn, shape_text(&a, s), i);
        hloa_diag_related(d, dg, defined_at(dep), "'%.*s' is defined here", (int)on, sn);
    }
    if (body->n_params != n_values) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_TYPE, exec->opcode_off, exec->opcode_off + exec->opcode_len,
                      "the body of '%.*s' takes %u argument%s, but it is given %u value operand%s", (int)n,
                      en, body->n_params, body->n_params == 1 ? "" : "s", n_values,
                      n_values == 1 ? "" : "s");
    } else {
        for (uint32_t i = 0; i < n_values; i++) {
            const hloa_instr *op = exec->operands[n_deps + i], *arg = body->params[i];
            if (!op || !arg || !op->shape || !arg->shape || hloa_shape_compatible(op->shape, arg->shape))
                continue;
            const char *sn = name_of(m, op, &on);
            uint32_t an;
            const char *as = name_of(m, arg, &an);
            hloa_diag *dg = hloa_diag_add(
                d, HLOA_RULE_MLIR_ASYNC_TYPE, arg->off, arg->off + an,
                "the body's argument '%.*s' is %s, but the value '%.*s' it unwraps carries %s (MLIR: "
                "async body region argument types do not match the execute operation arguments types)",
                (int)an, as, shape_text(&a, arg->shape), (int)on, sn, shape_text(&b, op->shape));
            hloa_diag_related(d, dg, defined_at(op), "'%.*s' is defined here", (int)on, sn);
        }
    }
    const hloa_shape *yielded = body->root ? body->root->shape : NULL;
    if (values && yielded && !hloa_shape_compatible(values, yielded)) {
        uint32_t at = yield_at.len ? yield_at.off : body->body_close;
        hloa_diag *dg = hloa_diag_add(
            d, HLOA_RULE_MLIR_ASYNC_TYPE, at, at + (yield_at.len ? yield_at.len : 1),
            "the async.yield of '%.*s' gives %s, but its !async.value results carry %s (MLIR: operand "
            "types do not match the types returned from the parent ExecuteOp)",
            (int)n, en, shape_text(&a, yielded), shape_text(&b, values));
        hloa_diag_related(d, dg, exec->off, "'%.*s' is defined here", (int)n, en);
    }
    hloa_strbuf_release(&a);
    hloa_strbuf_release(&b);
}

void hloa_mlir_check_await(hloa_module *m, hloa_diags *d, const hloa_instr *await,
                           hloa_mlir_type declared, hloa_mlir_span declared_at, uint32_t n_results,
                           const hloa_shape *result)
{
    hloa_strbuf a, b;
    hloa_strbuf_init(&a);
    hloa_strbuf_init(&b);
    uint32_t at = declared_at.off, end = declared_at.off + declared_at.len;
    const hloa_instr *v = await->n_operands ? await->operands[0] : NULL;
    if (declared.async_kind == HLOA_MLIR_ASYNC_TOKEN && n_results) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_TYPE, at, end,
                      "an async.await of a token has no result (MLIR: awaiting on a token must have "
                      "empty result)");
    } else if (declared.async_kind == HLOA_MLIR_ASYNC_VALUE && n_results && result && declared.shape &&
               !hloa_shape_compatible(result, declared.shape)) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_TYPE, at, end,
                      "the async.await gives %s, but the value it awaits carries %s (MLIR: result type "
                      "does not match async value type)",
                      shape_text(&a, result), shape_text(&b, declared.shape));
    } else if (declared.async_kind != HLOA_MLIR_ASYNC_TOKEN && declared.async_kind != HLOA_MLIR_ASYNC_VALUE) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_TYPE, at, end,
                      "an async.await awaits an !async.token or an !async.value (MLIR: operand #0 "
                      "must be async value type or async token type)");
    } else if (v && v->execute && v->opcode == HLOA_OP_ASYNC_START) { /* the execute's only result */
        if (declared.async_kind != HLOA_MLIR_ASYNC_TOKEN) {
            uint32_t vn;
            const char *vs = name_of(m, v, &vn);
            hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_TYPE, at, end,
                          "'%.*s' is awaited as a value, but it is the token of an async.execute",
                          (int)vn, vs);
        }
    } else if (v && v->shape && declared.shape && !unwritten(v->shape) &&
               !hloa_shape_compatible(v->shape, declared.shape)) {
        uint32_t vn;
        const char *vs = name_of(m, v, &vn);
        hloa_diag *dg = hloa_diag_add(
            d, HLOA_RULE_MLIR_ASYNC_TYPE, at, end,
            "'%.*s' is awaited as %s, but it is %s", (int)vn, vs, shape_text(&a, declared.shape),
            shape_text(&b, v->shape));
        hloa_diag_related(d, dg, defined_at(v), "'%.*s' is defined here", (int)vn, vs);
    }
    hloa_strbuf_release(&a);
    hloa_strbuf_release(&b);
}

/* Is in the op named name (an op this tool keeps by name: async.add_to_group ...)? */
static int op_named(const hloa_module *m, const hloa_instr *in, const char *name)
{
    size_t n = strlen(name);
    return in->opcode == HLOA_OP_UNKNOWN && in->opcode_len == n &&
           !memcmp(m->src->text + in->opcode_off, name, n);
}

/* Does anything wait for what in stands for (an execute, its token or value, a group)? */
static int waited_for(const hloa_module *m, const hloa_instr *in, int depth)
{
    if (in->is_root || depth > 8)
        return 1; /* returned: the caller waits */
    for (uint32_t u = 0; u < in->n_users; u++) {
        const hloa_instr *user = in->users[u];
        if (user->opcode == HLOA_OP_GET_TUPLE_ELEMENT && user->anonymous) {
            if (waited_for(m, user, depth + 1))
                return 1;
        } else if (op_named(m, user, "async.add_to_group")) {
            /* waited for when the group is: operand 1 */
            if (user->n_operands > 1 && user->operands[1] && user->operands[1] != in &&
                waited_for(m, user->operands[1], depth + 1))
                return 1;
        } else {
            return 1; /* awaited, passed on to another execute, a call, an op */
        }
    }
    return 0;
}

void hloa_mlir_check_unawaited(hloa_module *m, hloa_diags *d, hloa_instr *const *executes, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const hloa_instr *e = executes[i];
        if (e->broken || e->used_in_region || waited_for(m, e, 0))
            continue; /* used in a region (another execute's body awaits it): waited for there */
        uint32_t en;
        const char *es = name_of(m, e, &en);
        hloa_diags_set_context(d, NULL, 0, es, en);
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_UNAWAITED, e->off, e->off + en,
                      "nothing awaits '%.*s': no async.await of its token or values, no "
                      "async.await_all of a group it was added to, and it is not passed on or "
                      "returned",
                      (int)en, es);
    }
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
}

/* Two types of the dialect the same: the same kind (token, value, other) carrying the same
   (two this tool does not read are taken for the same). */
static int same_type(const hloa_mlir_type *a, const hloa_mlir_type *b)
{
    return a->async_kind == b->async_kind && hloa_shape_compatible(a->shape, b->shape);
}

/* "(A, B)" of the shapes of n types (or of n shapes) into sb. */
static const char *types_text(hloa_strbuf *sb, const hloa_mlir_type *types, const hloa_shape *const *shapes,
                              uint32_t n)
{
    hloa_strbuf_clear(sb);
    hloa_strbuf_addc(sb, '(');
    for (uint32_t i = 0; i < n; i++) {
        const hloa_shape *s = types ? types[i].shape : shapes[i];
        if (i)
            hloa_strbuf_adds(sb, ", ");
        if (s)
            hloa_shape_print(sb, s);
        else
            hloa_strbuf_addc(sb, '?');
    }
    hloa_strbuf_addc(sb, ')');
    return sb->buf;
}

void hloa_mlir_check_async_func(const hloa_module *m, hloa_diags *d, const hloa_mlir_async_sig *f)
{
    if (!f->n_results) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_FUNC, f->name.off - 1, f->name.off + f->name.len,
                      "an async.func returns an !async.token or !async.value, but '@%.*s' returns "
                      "nothing (MLIR: result is expected to be at least of size 1, but got 0)",
                      (int)f->name.len, m->src->text + f->name.off);
        return;
    }
    for (uint32_t i = 0; i < f->n_results; i++) {
        hloa_mlir_span at = f->result_at[i];
        uint8_t k = f->results[i].async_kind;
        if (k != HLOA_MLIR_ASYNC_TOKEN && k != HLOA_MLIR_ASYNC_VALUE) {
            hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_FUNC, at.off, at.off + at.len,
                          "result #%u of an async.func is '%.*s', not an !async.token or "
                          "!async.value (MLIR: result type must be async value type or async token "
                          "type)",
                          i, (int)at.len, m->src->text + at.off);
            break;
        }
        if (k == HLOA_MLIR_ASYNC_TOKEN && i) {
            hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_FUNC, at.off, at.off + at.len,
                          "an async.func's !async.token is its first result, but here it is result "
                          "#%u (MLIR: results' (optional) async token type is expected to appear "
                          "as the 1st return value, but got %u)",
                          i, i + 1);
            break;
        }
    }
}

void hloa_mlir_check_async_return(const hloa_module *m, hloa_diags *d, const hloa_mlir_async_sig *f,
                                  hloa_mlir_span op, const hloa_shape *const *given,
                                  const hloa_mlir_span *given_at, uint32_t n)
{
    /* The signature is checked first (MLIR verifies the function before its body's ops):
       a wrong one says nothing of its return. */
    if (!f->n_results)
        return;
    for (uint32_t i = 0; i < f->n_results; i++)
        if (f->results[i].async_kind != HLOA_MLIR_ASYNC_VALUE &&
            (i || f->results[i].async_kind != HLOA_MLIR_ASYNC_TOKEN))
            return;
    uint32_t first = f->results[0].async_kind == HLOA_MLIR_ASYNC_TOKEN; /* the token: no value */
    const hloa_mlir_type *values = f->results + first;
    uint32_t n_values = f->n_results - first, bad = n_values != n ? n : UINT32_MAX;
    for (uint32_t i = 0; bad == UINT32_MAX && i < n; i++)
        if (!hloa_shape_compatible(given[i], values[i].shape))
            bad = i;
    if (bad == UINT32_MAX)
        return;
    hloa_strbuf a, b;
    hloa_strbuf_init(&a);
    hloa_strbuf_init(&b);
    hloa_mlir_span at = bad < n ? given_at[bad] : op;
    types_text(&a, NULL, given, n);
    hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_FUNC, at.off, at.off + at.len,
                  "the return of '@%.*s' gives %s, but its !async.value results carry %s (MLIR: "
                  "operand types do not match the types returned from the parent FuncOp)",
                  (int)f->name.len, m->src->text + f->name.off, a.buf,
                  types_text(&b, values, NULL, n_values));
    hloa_strbuf_release(&a);
    hloa_strbuf_release(&b);
}

void hloa_mlir_check_async_call(hloa_module *m, hloa_diags *d, const hloa_mlir_async_call *call,
                                const hloa_mlir_async_sig *callee, int other_symbol)
{
    const hloa_instr *in = call->call;
    const char *t = m->src->text;
    uint32_t at = in->opcode_off, end = in->opcode_off + in->opcode_len, cn = call->callee.len;
    const char *cs = t + call->callee.off;
    uint32_t n;
    const char *is = name_of(m, in, &n);
    uint32_t pn;
    const char *ps = hloa_name(m, in->parent->name, &pn);
    hloa_diags_set_context(d, ps, pn, is, n);
    hloa_strbuf a, b;
    hloa_strbuf_init(&a);
    hloa_strbuf_init(&b);
    if (!cn) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_CALL, at, end,
                      "an async.call names its callee (MLIR: requires a 'callee' symbol reference "
                      "attribute)");
    } else if (!callee) {
        hloa_diag_add(d, other_symbol ? HLOA_RULE_MLIR_ASYNC_CALL : HLOA_RULE_UNDEFINED_NAME,
                      call->callee.off - 1, call->callee.off + cn,
                      other_symbol ? "'@%.*s' is not an async.func (MLIR: does not reference a valid "
                                     "async function)"
                                   : "function '@%.*s' is not defined in this module",
                      (int)cn, cs);
    } else if (in->n_operands != callee->n_args) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_CALL, at, end,
                      "'@%.*s' takes %u operand%s, but the async.call passes %u (MLIR: incorrect "
                      "number of operands for callee)",
                      (int)cn, cs, callee->n_args, callee->n_args == 1 ? "" : "s", in->n_operands);
    } else if (call->n_results != callee->n_results) {
        hloa_diag_add(d, HLOA_RULE_MLIR_ASYNC_CALL, at, end,
                      "'@%.*s' returns %u result%s, but the async.call declares %u (MLIR: incorrect "
                      "number of results for callee)",
                      (int)cn, cs, callee->n_results, callee->n_results == 1 ? "" : "s",
                      call->n_results);
    } else {
        uint32_t i = 0;
        for (; i < in->n_operands; i++) {
            const hloa_instr *o = in->operands[i]; /* NULL: from an enclosing region */
            if (o && o->shape && !unwritten(o->shape) &&
                !hloa_shape_compatible(o->shape, callee->args[i].shape))
                break;
        }
        if (i < in->n_operands) {
            uint32_t on;
            const char *os = name_of(m, in->operands[i], &on);
            hloa_diag *dg = hloa_diag_add(
                d, HLOA_RULE_MLIR_ASYNC_CALL, at, end,
                "operand #%u '%.*s' is %s, but '@%.*s' takes %s (MLIR: operand type mismatch)", i,
                (int)on, os, shape_text(&a, in->operands[i]->shape), (int)cn, cs,
                shape_text(&b, callee->args[i].shape));
            hloa_diag_related(d, dg, defined_at(in->operands[i]), "'%.*s' is defined here", (int)on, os);
        }
        for (uint32_t r = 0; i == in->n_operands && r < call->n_results; r++) {
            if (same_type(&call->results[r], &callee->results[r]))
                continue;
            hloa_mlir_span ra = call->result_at[r], fa = callee->result_at[r];
            hloa_diag *dg = hloa_diag_add(
                d, HLOA_RULE_MLIR_ASYNC_CALL, ra.off, ra.off + ra.len,
                "result #%u of the async.call is declared '%.*s', but '@%.*s' returns '%.*s' (MLIR: "
                "result type mismatch at index %u)",
                r, (int)ra.len, t + ra.off, (int)cn, cs, (int)fa.len, t + fa.off, r);
            hloa_diag_related(d, dg, callee->result_at[r].off, "'@%.*s' returns this", (int)cn, cs);
            break;
        }
    }
    hloa_strbuf_release(&a);
    hloa_strbuf_release(&b);
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
}
