/*
 * The mlir-* rules: what only MLIR text can get wrong about async ops,
 * checked on a module mlir/build.c made (rules.def explains each).
 *
 *   mlir-bundle-signature  an !mhlo.async_bundle that is not (callee inputs, callee results, ...)
 *   mlir-future-type       a !stablehlo.future that does not carry the region's ranked tensors,
 *                          or a done's that carries more than one type
 *   mlir-region-op         an async region without exactly one op of the kinds StableHLO allows
 *   mlir-future-await      a future never awaited, or awaited twice
 *
 * Where a rule fires, the IR is mended to what the text should have said (the
 * bundle the callee implies, the async tuple of the region's result), so that
 * the HLO rules, which see the same mistake from another side, do not report
 * it a second time.
 *
 * A StableHLO start's type and region are its own: the builder looks at them
 * as it ends the op, while they are in cache (hloa_mlir_check_future), and
 * what it finds right is not looked at again. What it finds wrong, and what
 * needs the whole module (callees, users), is checked once the module is.
 */
#include "hloasync/mlir.h"

#include "hloasync/async.h"
#include "hloasync/ir.h"
#include "hloasync/strbuf.h"

#include <stdarg.h>
#include <string.h>

typedef struct checker {
    hloa_module *m;
    hloa_diags *d;    /* NULL: the builder's look, which only counts what it finds */
    int errors;
    hloa_strbuf a, b; /* shapes printed for messages */
    const hloa_mlir_aliases *aliases; /* the module's type aliases */
} checker;

/* Something found: reported, or only counted when k reports nothing (then NULL). */
static hloa_diag *finding(checker *k, hloa_rule rule, uint32_t off, uint32_t end, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static hloa_diag *finding(checker *k, hloa_rule rule, uint32_t off, uint32_t end, const char *fmt, ...)
{
    k->errors++;
    if (!k->d)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    hloa_diag *dg = hloa_diag_addv(k->d, rule, off, end, fmt, ap);
    va_end(ap);
    return dg;
}

static const char *shape_text(hloa_strbuf *sb, const hloa_shape *s)
{
    hloa_strbuf_clear(sb);
    if (s)
        hloa_shape_print(sb, s);
    else
        hloa_strbuf_adds(sb, "an unknown type");
    return sb->buf;
}

static const char *name_of(const checker *k, hloa_sym s, uint32_t *n)
{
    return hloa_name(k->m, s, n);
}

static void context(checker *k, const hloa_instr *in)
{
    if (!k->d)
        return;
    uint32_t cn, n;
    const char *cs = name_of(k, in->parent->name, &cn), *is = name_of(k, in->name, &n);
    hloa_diags_set_context(k->d, cs, cn, is, n);
}

/* The tuple of a computation's parameter shapes; NULL when one is unknown. */
static const hloa_shape *inputs_of(checker *k, const hloa_comp *c)
{
    const hloa_shape *elems[256];
    if (c->n_params > 256)
        return NULL;
    for (uint32_t i = 0; i < c->n_params; i++)
        if (!c->params[i] || !(elems[i] = c->params[i]->shape))
            return NULL;
    return hloa_shape_tuple(&k->m->shapes, elems, c->n_params);
}

/* What a computation returns: its declared results, else its root's shape. */
static const hloa_shape *results_of(const hloa_comp *c)
{
    return c->result_shape ? c->result_shape : c->root ? c->root->shape : NULL;
}

/* The start of the chain link belongs to (following operand 0), or NULL. */
static hloa_instr *chain_start(hloa_instr *link)
{
    for (uint32_t steps = 0; link && steps < 1u << 20; steps++) {
        if (link->opcode == HLOA_OP_ASYNC_START)
            return link;
        if (link->opcode != HLOA_OP_ASYNC_UPDATE || !link->n_operands)
            return NULL;
        link = link->operands[0];
    }
    return NULL;
}

/*
 * mlir-bundle-signature: component 0 of an MHLO start's or update's bundle is
 * the callee's inputs (a tuple of them; XLA's older form, one input alone, is
 * read as that tuple too), component 1 its results (one type, or a tuple).
 */
static void check_bundle(checker *k, hloa_instr *link)
{
    hloa_instr *start = chain_start(link);
    hloa_comp *callee = start ? hloa_async_called(start) : NULL;
    const hloa_shape *s = link->shape;
    if (!callee || !s || s->kind != HLOA_SHAPE_TUPLE || s->n < 2)
        return; /* async-calls, async-start-shape */
    const hloa_shape *in = inputs_of(k, callee), *out = results_of(callee);
    if (!in || !out)
        return;
    int ok0 = hloa_shape_compatible(s->elems[0], in) ||
              (callee->n_params == 1 && hloa_shape_compatible(s->elems[0], in->elems[0]));
    int ok1 = hloa_shape_compatible(s->elems[1], out);
    /* XLA's translator writes one result as a tuple of it too (tuple<tuple<A, B>> for a
       function returning tuple<A, B>): the same output, taken as the result itself. */
    const hloa_shape *o = s->elems[1];
    int wrapped = !ok1 && o->kind == HLOA_SHAPE_TUPLE && o->n == 1 &&
                  hloa_shape_compatible(o->elems[0], out);
    if (ok0 && ok1)
        return;
    if (ok0 && wrapped) {
        const hloa_shape *elems[64];
        uint32_t m = s->n < 64 ? s->n : 64;
        memcpy(elems, s->elems, m * sizeof(*elems));
        elems[1] = out;
        link->shape = hloa_shape_tuple(&k->m->shapes, elems, m);
        return;
    }
    uint32_t n, cn;
    const char *ln = name_of(k, link->name, &n), *fname = name_of(k, callee->name, &cn);
    hloa_spans sp;
    hloa_instr_spans(k->m, link, &sp);
    context(k, link);
    hloa_diag *dg = finding(
        k, HLOA_RULE_MLIR_BUNDLE_SIGNATURE, sp.shape_off, sp.shape_end,
        "component #%d of the async bundle of '%.*s' is %s, but @%.*s %s %s", ok0 ? 1 : 0,
        (int)n, ln, shape_text(&k->a, s->elems[ok0 ? 1 : 0]), (int)cn, fname,
        ok0 ? "returns" : "takes", shape_text(&k->b, ok0 ? out : in));
    hloa_diag_related(k->d, dg, callee->name_off, "@%.*s is defined here", (int)cn, fname);
    /* The bundle the callee implies, with the state as written. */
    const hloa_shape *elems[64];
    uint32_t m = s->n < 64 ? s->n : 64;
    memcpy(elems, s->elems, m * sizeof(*elems));
    elems[0] = in;
    elems[1] = out;
    link->shape = hloa_shape_tuple(&k->m->shapes, elems, m);
}

/* mlir-future-type: what the start's future carries (as its text says), and whether that
   is right; *bad set when not. */
static const hloa_shape *check_future_type(checker *k, const hloa_instr *start,
                                           const hloa_shape *result, int *bad)
{
    hloa_spans sp;
    hloa_instr_spans(k->m, start, &sp);
    char why[128];
    uint32_t pos = sp.shape_off;
    hloa_mlir_type t = sp.shape_end > sp.shape_off
                           ? hloa_mlir_read_type_in(&k->m->shapes, k->aliases, k->m->src->text, &pos,
                                                    sp.shape_end, why, sizeof(why))
                           : (hloa_mlir_type){0};
    uint32_t n;
    const char *sn = name_of(k, start->name, &n);
    const hloa_shape *carried = t.shape;
    context(k, start);
    *bad = 0;
    if (!t.future) {
        finding(k, HLOA_RULE_MLIR_FUTURE_TYPE, sp.shape_off, sp.shape_end,
                "'%.*s' is a stablehlo.async_start: its result is a !stablehlo.future, found %s",
                (int)n, sn, shape_text(&k->a, t.shape));
        *bad = 1;
    } else {
        if (t.not_tensor) { /* f32, a tuple, a token: as written */
            uint32_t at = t.not_tensor - 1, len = hloa_mlir_type_len(k->m->src->text, at, sp.shape_end);
            finding(k, HLOA_RULE_MLIR_FUTURE_TYPE, at, at + len,
                    "the future of '%.*s' carries '%.*s'; a future carries ranked tensors",
                    (int)n, sn, (int)len, k->m->src->text + at);
            *bad = 1;
        }
        if (!*bad && result && !hloa_shape_compatible(carried, result)) {
            finding(k, HLOA_RULE_MLIR_FUTURE_TYPE, sp.shape_off, sp.shape_end,
                    "the future of '%.*s' carries %s, but its region returns %s", (int)n, sn,
                    shape_text(&k->a, carried), shape_text(&k->b, result));
            *bad = 1;
        }
    }
    return carried;
}

/* The start's shape becomes its async tuple: the operands bound, the region's result (else
   what the future carries) as the output. bad: the future's type was reported wrong. */
static void give_async_tuple(checker *k, hloa_instr *start, const hloa_shape *result,
                             const hloa_shape *carried, int bad)
{
    const hloa_shape *ops[256];
    uint32_t m = start->n_operands < 256 ? start->n_operands : 256;
    const hloa_comp *region = hloa_async_called(start);
    for (uint32_t i = 0; i < m; i++) {
        const hloa_instr *o = start->operands[i];
        ops[i] = o && o->shape ? o->shape
                 : region && i < region->n_params && region->params[i] ? region->params[i]->shape
                                                                          : NULL;
        if (!ops[i])
            return;
    }
    const hloa_shape *output = result ? result : carried;
    if (!output)
        return;
    const hloa_shape *tuple[2] = {hloa_shape_tuple(&k->m->shapes, ops, m), output};
    start->shape = hloa_shape_tuple(&k->m->shapes, tuple, 2);
    /* A done typed as the wrong future was reported here, not again as the chain's output. */
    for (uint32_t u = 0; bad && u < start->n_users; u++) {
        hloa_instr *d = start->users[u];
        if (d->opcode == HLOA_OP_ASYNC_DONE && carried && d->shape &&
            hloa_shape_compatible(d->shape, carried))
            d->shape = output;
    }
}

/* The ops StableHLO lets an async region hold (its one op), by name after "stablehlo.": the
   ones AsyncStartOp::inferReturnTypes lists (StablehloOps.cpp at 3c9301c1), no other dialect's. */
static const char *const region_ops[] = {
    "all_gather",         "all_reduce",    "all_to_all",           "collective_broadcast",
    "collective_permute", "collective_reduce", "dynamic_slice", "dynamic_update_slice",
    "reduce_scatter",     "slice",
};

static int allowed_in_region(const char *s, uint32_t n)
{
    if (n < 10 || memcmp(s, "stablehlo.", 10))
        return 0;
    for (size_t i = 0; i < sizeof(region_ops) / sizeof(region_ops[0]); i++)
        if (strlen(region_ops[i]) == n - 10 && !memcmp(region_ops[i], s + 10, n - 10))
            return 1;
    return 0;
}

/* mlir-region-op: the region of a StableHLO start holds one op, of a kind StableHLO allows. */
static void check_region(checker *k, const hloa_instr *start, const hloa_comp *region)
{
    const hloa_instr *first = NULL;
    uint32_t ops = 0;
    const char *t = k->m->src->text;
    for (uint32_t i = 0; i < region->n_instrs; i++) {
        const hloa_instr *in = region->instrs[i];
        if (in->opcode == HLOA_OP_PARAMETER || in->anonymous || in->generated)
            continue;
        if (!first)
            first = in;
        if (++ops == 2) {
            context(k, in);
            hloa_diag *dg = finding(
                k, HLOA_RULE_MLIR_REGION_OP, in->opcode_off, in->opcode_off + in->opcode_len,
                "the region of a stablehlo.async_start holds exactly one operation; this is a "
                "second one");
            hloa_diag_related(k->d, dg, first->off, "the first is here");
        }
    }
    uint32_t n;
    const char *sn = name_of(k, start->name, &n);
    /* Fewer operands than arguments: async-underbound says so at a done, if there is one. */
    int awaited = 0;
    for (uint32_t u = 0; u < start->n_users; u++)
        awaited |= start->users[u]->opcode == HLOA_OP_ASYNC_DONE;
    if (start->n_operands < region->n_params && !awaited) {
        context(k, start);
        finding(k, HLOA_RULE_MLIR_REGION_OP, region->body_open, region->body_open + 1,
                "the region of '%.*s' takes %u arguments, but the async_start gives it %u "
                "operand%s",
                (int)n, sn, region->n_params, start->n_operands, start->n_operands == 1 ? "" : "s");
    }
    if (!first) {
        context(k, start);
        finding(k, HLOA_RULE_MLIR_REGION_OP, region->body_open, region->body_open + 1,
                "the region of '%.*s' holds no operation: it has nothing to run", (int)n, sn);
    } else if (!allowed_in_region(t + first->opcode_off, first->opcode_len)) {
        context(k, first);
        finding(k, HLOA_RULE_MLIR_REGION_OP, first->opcode_off, first->opcode_off + first->opcode_len,
                "'%.*s' cannot run in a stablehlo.async_start; its region holds one of StableHLO's "
                "collectives or slices ('hlo-async explain mlir-region-op')",
                (int)first->opcode_len, t + first->opcode_off);
    } else {
        char msg[200];
        if (hloa_mlir_collective_problem(k->m, first, msg, sizeof(msg))) {
            context(k, first);
            finding(k, HLOA_RULE_MLIR_REGION_OP, first->opcode_off,
                    first->opcode_off + first->opcode_len,
                    "'%.*s' in the region of '%.*s' would not verify: %s", (int)first->opcode_len,
                    t + first->opcode_off, (int)n, sn, msg);
        }
    }
}

/* mlir-future-await: one stablehlo.async_done per future. */
static void check_awaits(checker *k, const hloa_instr *start)
{
    uint32_t dones = 0;
    for (uint32_t u = 0; u < start->n_users; u++)
        dones += start->users[u]->opcode == HLOA_OP_ASYNC_DONE;
    int never = !start->n_users && !start->is_root; /* returned: the caller awaits it */
    if (!never && dones <= 1)
        return;
    uint32_t n;
    const char *sn = name_of(k, start->name, &n);
    hloa_spans sp;
    hloa_instr_spans(k->m, start, &sp);
    context(k, start);
    if (never) {
        finding(k, HLOA_RULE_MLIR_FUTURE_AWAIT, sp.name_off, sp.name_off + n,
                "the future '%.*s' is never awaited: no stablehlo.async_done takes it", (int)n, sn);
        return;
    }
    hloa_diag *dg = finding(k, HLOA_RULE_MLIR_FUTURE_AWAIT, sp.name_off, sp.name_off + n,
                            "the future '%.*s' is awaited %u times; a future is awaited once",
                            (int)n, sn, dones);
    for (uint32_t u = 0; u < start->n_users && u < 4; u++)
        if (start->users[u]->opcode == HLOA_OP_ASYNC_DONE)
            hloa_diag_related(k->d, dg, start->users[u]->off, "awaited here");
}

static const hloa_shape *region_result(const hloa_comp *region)
{
    return region && region->root ? region->root->shape : NULL;
}

/* A StableHLO start's own rules, its region's op and its future's type; the carried type. */
static const hloa_shape *check_future(checker *k, hloa_instr *start, int *bad)
{
    const hloa_comp *region = hloa_async_called(start);
    if (region)
        check_region(k, start, region);
    return check_future_type(k, start, region_result(region), bad);
}

void hloa_mlir_check_future(hloa_module *m, const hloa_mlir_aliases *aliases, hloa_instr *start)
{
    checker k = {m, NULL, 0, {0}, {0}, aliases};
    int bad;
    const hloa_shape *carried = check_future(&k, start, &bad);
    hloa_strbuf_release(&k.a);
    hloa_strbuf_release(&k.b);
    /* Its shape is what its future carries (one result type): the async tuple is made of
       it once the operands are all known. */
    start->future_ok = !k.errors && carried && carried == start->shape;
}

void hloa_mlir_check_done(hloa_module *m, const hloa_mlir_aliases *aliases, hloa_diags *d,
                          hloa_mlir_span future)
{
    char why[128];
    uint32_t pos = future.off;
    hloa_mlir_type t = hloa_mlir_read_type_in(&m->shapes, aliases, m->src->text, &pos,
                                              future.off + future.len, why, sizeof(why));
    if (t.future > 1)
        hloa_diag_add(d, HLOA_RULE_MLIR_FUTURE_TYPE, future.off, future.off + future.len,
                      "a stablehlo.async_done awaits a future of one type; this one carries %u "
                      "(StableHLO: future must have exactly one type parameter)",
                      t.future);
}

int hloa_mlir_check_ops(hloa_module *m, const hloa_mlir_aliases *aliases, hloa_diags *d,
                        hloa_instr *const *ops, size_t n)
{
    checker k = {m, d, 0, {0}, {0}, aliases};
    hloa_strbuf_init(&k.a);
    hloa_strbuf_init(&k.b);
    for (size_t i = 0; i < n; i++) {
        hloa_instr *in = ops[i];
        if (in->broken) /* its syntax error was reported */
            continue;
        if (in->future) {
            int bad = 0;
            const hloa_comp *region = hloa_async_called(in);
            /* What the builder found right is made the async tuple without looking again. */
            const hloa_shape *carried = in->future_ok ? in->shape : check_future(&k, in, &bad);
            give_async_tuple(&k, in, region_result(region), carried, bad);
            check_awaits(&k, in);
        } else if (in->opcode != HLOA_OP_ASYNC_DONE && in->bundle) {
            check_bundle(&k, in);
        }
    }
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
    hloa_strbuf_release(&k.a);
    hloa_strbuf_release(&k.b);
    return k.errors;
}
