/*
 * The collective a StableHLO async_start runs, checked as StableHLO's own
 * verifier checks it (its type inference of all_gather, reduce_scatter,
 * all_to_all, all_reduce, collective_permute and collective_broadcast, read,
 * not copied): dimension attributes that index the operand, and a result
 * shape the op can make from its operand. mlir/async_rules.c reports what
 * this finds under mlir-region-op: an async region whose op would not verify
 * is not one StableHLO accepts.
 */
#include "hloasync/mlir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The integer attribute key of op (MLIR: "2 : i64"), or -1 when absent or unreadable. */
static int attr_int(const hloa_module *m, const hloa_instr *op, const char *key, int64_t *v)
{
    hloa_sym s = hloa_intern_find(&m->names, key, strlen(key));
    const hloa_attr *a = s ? hloa_instr_attr(op, s) : NULL;
    if (!a || !a->val_len)
        return -1;
    char buf[32];
    uint32_t n = a->val_len < sizeof(buf) - 1 ? a->val_len : sizeof(buf) - 1;
    memcpy(buf, a->val, n);
    buf[n] = 0;
    char *end;
    long long x = strtoll(buf, &end, 10);
    if (end == buf)
        return -1;
    *v = x;
    return 0;
}

static int is_array(const hloa_shape *s)
{
    return s && s->kind == HLOA_SHAPE_ARRAY;
}

static int dim_static(const hloa_shape *s, uint32_t i)
{
    return !s->dim_kinds || s->dim_kinds[i] == HLOA_DIM_STATIC;
}

/* Do a and b agree in every dim but skip (static dims equal; a dynamic dim agrees with any)? */
static int same_but(const hloa_shape *a, const hloa_shape *b, int64_t skip, uint32_t *where)
{
    for (uint32_t i = 0; i < a->n; i++)
        if ((int64_t)i != skip && dim_static(a, i) && dim_static(b, i) && a->dims[i] != b->dims[i])
            return *where = i, 0;
    return 1;
}

/* Is the name of op (after its dialect) op_name? */
static int named(const hloa_module *m, const hloa_instr *op, const char *op_name)
{
    const char *s = m->src->text + op->opcode_off;
    const char *dot = memchr(s, '.', op->opcode_len);
    size_t n = strlen(op_name);
    return dot && (size_t)(s + op->opcode_len - dot - 1) == n && !memcmp(dot + 1, op_name, n);
}

/* A dimension attribute: present, and an index of the operand. */
static int dim_attr(const hloa_module *m, const hloa_instr *op, const hloa_shape *in, const char *key,
                    int64_t *d, char *msg, size_t n)
{
    if (attr_int(m, op, key, d))
        return snprintf(msg, n, "%s is missing or not an integer", key), 0;
    if (*d < 0)
        return snprintf(msg, n, "%s cannot be negative (it is %lld)", key, (long long)*d), 0;
    if (*d >= (int64_t)in->n)
        return snprintf(msg, n, "%s must be a valid index of operand: it is %lld, the operand has %u "
                                "dimension%s",
                        key, (long long)*d, in->n, in->n == 1 ? "" : "s"),
               0;
    return 1;
}

int hloa_mlir_collective_problem(const hloa_module *m, const hloa_instr *op, char *msg, size_t n)
{
    const hloa_shape *in = op->n_operands && op->operands[0] ? op->operands[0]->shape : NULL;
    const hloa_shape *out = op->shape;
    if (!is_array(in) || !is_array(out) || op->n_operands != 1)
        return 0; /* variadic and tuple forms: not read here */
    uint32_t at;
    int64_t d, k;
    if (named(m, op, "all_gather") || named(m, op, "reduce_scatter")) {
        int gather = named(m, op, "all_gather");
        if (!dim_attr(m, op, in, gather ? "all_gather_dim" : "scatter_dimension", &d, msg, n))
            return 1;
        if (out->n != in->n)
            return snprintf(msg, n, "the result has %u dimensions, the operand %u", out->n, in->n), 1;
        if (!same_but(in, out, d, &at))
            return snprintf(msg, n, "operand and result differ in dimension %u (%lld and %lld); only "
                                    "dimension %lld may differ",
                            at, (long long)in->dims[at], (long long)out->dims[at], (long long)d),
                   1;
        const hloa_shape *big = gather ? out : in, *small = gather ? in : out;
        if (dim_static(in, (uint32_t)d) && dim_static(out, (uint32_t)d) && small->dims[d] &&
            big->dims[d] % small->dims[d])
            return snprintf(msg, n, "%s dimension %lld has size %lld, not a multiple of the %s's "
                                    "%lld",
                            gather ? "the result's gather" : "the operand's scatter", (long long)d,
                            (long long)big->dims[d], gather ? "operand" : "result",
                            (long long)small->dims[d]),
                   1;
        return 0;
    }
    if (named(m, op, "all_to_all")) {
        int64_t c;
        if (!dim_attr(m, op, in, "split_dimension", &d, msg, n) ||
            !dim_attr(m, op, in, "concat_dimension", &c, msg, n))
            return 1;
        if (attr_int(m, op, "split_count", &k) || k <= 0)
            return snprintf(msg, n, "split_count must be a positive integer"), 1;
        if (dim_static(in, (uint32_t)d) && in->dims[d] % k)
            return snprintf(msg, n, "split dimension %lld has size %lld, not a multiple of "
                                    "split_count %lld",
                            (long long)d, (long long)in->dims[d], (long long)k),
                   1;
        if (out->n != in->n)
            return snprintf(msg, n, "the result has %u dimensions, the operand %u", out->n, in->n), 1;
        for (uint32_t i = 0; i < in->n; i++) {
            int64_t want = in->dims[i];
            if ((int64_t)i == d)
                want /= k;
            if ((int64_t)i == c)
                want *= k;
            if (dim_static(in, i) && dim_static(out, i) && out->dims[i] != want)
                return snprintf(msg, n, "the result's dimension %u is %lld; all_to_all makes %lld",
                                i, (long long)out->dims[i], (long long)want),
                       1;
        }
        return 0;
    }
    if (named(m, op, "all_reduce") || named(m, op, "collective_permute") ||
        named(m, op, "collective_broadcast")) {
        if (out->n != in->n || !same_but(in, out, -1, &at) || out->elem != in->elem)
            return snprintf(msg, n, "the result's type differs from the operand's: this op keeps "
                                    "its operand's shape"),
                   1;
    }
    return 0;
}
