/*
 * Shardy's collectives (openxla/shardy, sdy/ir/ops.td): sdy.all_gather,
 * sdy.all_reduce, sdy.reduce_scatter, sdy.all_to_all, sdy.collective_permute
 * and sdy.all_slice, written on the global tensor with the mesh axes they run
 * over. Shardy's export (sdy/transforms/export/convert_global_to_local.cc)
 * makes each the StableHLO op of its name on the local tensors, its replica
 * groups the devices along those axes; sdy.all_slice becomes a
 * dynamic_slice, with no communication. Here: which op an sdy one becomes,
 * and that op (outside the module) for the cost model:
 *
 *   local result  the global result over the shards of out_sharding's dims
 *   its operand   all_gather: the result over the gathering axes;
 *                 reduce_scatter, all_slice: the result times the scattered
 *                 or sliced axes; the others: the result
 *   groups        [G,S]<=[N]: S devices, the product of the op's axes' sizes
 *                 (a sub-axis "y":(p)s counts s), N those of the mesh
 *
 * The mesh is the module's sdy.mesh @name = <["x"=2, ...]> that out_sharding
 * names, or one written in it (mesh<[...]>). An axis the mesh does not size
 * counts 1. The groups are read as XLA's iota lists are: the first group is
 * devices 0 .. S-1, on one host when S fits (docs/cost-model.md).
 */
#include "hloasync/cost.h"

#include "hloasync/strbuf.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *name;
    uint16_t becomes;
} sdy_ops[] = {
    {"sdy.all_gather", HLOA_OP_ALL_GATHER},
    {"sdy.all_reduce", HLOA_OP_ALL_REDUCE},
    {"sdy.reduce_scatter", HLOA_OP_REDUCE_SCATTER},
    {"sdy.all_to_all", HLOA_OP_ALL_TO_ALL},
    {"sdy.collective_permute", HLOA_OP_COLLECTIVE_PERMUTE},
    {"sdy.all_slice", HLOA_OP_DYNAMIC_SLICE},
};

uint16_t hloa_sdy_collective(const hloa_module *m, const hloa_instr *in)
{
    if (in->opcode != HLOA_OP_UNKNOWN || !m->is_mlir)
        return HLOA_OP_UNKNOWN;
    uint32_t n;
    const char *s = hloa_opcode_name(in, m, &n); /* the generic form's too, without quotes */
    for (size_t k = 0; k < sizeof(sdy_ops) / sizeof(sdy_ops[0]); k++)
        if (strlen(sdy_ops[k].name) == n && !memcmp(sdy_ops[k].name, s, n))
            return sdy_ops[k].becomes;
    return HLOA_OP_UNKNOWN;
}

/* The text [at, end) of a module's source; at NULL: none. */
typedef struct span {
    const char *at, *end;
} span;

static const span NONE = {NULL, NULL};

/* Device counts stop here: a product of axes stays an int64. */
enum { MAX_DEVICES = 1 << 20 };

/* The decimal number at p, MAX_DEVICES at most; 0 when none is written there. *after: where
   it ends. (The text ends in NUL padding: a number stops there.) */
static int64_t number_at(const char *p, const char **after)
{
    int64_t v = 0;
    for (; *p >= '0' && *p <= '9'; p++)
        v = v * 10 + (*p - '0') < MAX_DEVICES ? v * 10 + (*p - '0') : MAX_DEVICES;
    *after = p;
    return v;
}

/* The bracketed text from open (one of "[{<") to its closing match; NONE when open is NULL or
   the text ends first. */
static span bracketed(const char *open, const char *end)
{
    if (!open)
        return NONE;
    int depth = 0;
    for (const char *p = open; p < end; p++) {
        depth += *p == '[' || *p == '{' || *p == '<';
        depth -= *p == ']' || *p == '}' || *p == '>';
        if (!depth)
            return (span){open, p + 1};
    }
    return NONE;
}

/* The size of axis "name" (quotes included) in mesh text <["x"=2, "y"=4], ...>; 0 if not there. */
static int64_t axis_size(span mesh, const char *name, size_t len)
{
    const char *at = mesh.at ? hloa_find(mesh.at, (size_t)(mesh.end - mesh.at), name, len) : NULL;
    const char *after;
    return at ? number_at(at + len + 1, &after) : 0; /* past "x"= */
}

/* The product of the sizes of the axes in s ("x", "y":(2)2: a sub-axis counts its own size) of
   mesh; an axis not sized counts 1. */
static int64_t axes_size(span s, span mesh)
{
    int64_t n = 1;
    for (const char *p = s.at; p && p < s.end; p++) {
        if (*p != '"')
            continue;
        const char *q = memchr(p + 1, '"', (size_t)(s.end - p - 1));
        if (!q)
            break;
        int64_t size = axis_size(mesh, p, (size_t)(q - p + 1));
        if (q[1] == ':') { /* a sub-axis "y":(pre)size */
            const char *close;
            number_at(q + 3, &close);
            size = number_at(close + 1, &close);
        }
        n = size > 0 ? n * size : n;
        n = n < MAX_DEVICES ? n : MAX_DEVICES;
        p = q;
    }
    return n;
}

/* The mesh out_sharding names: <@name, [...]> through the module's sdy.mesh @name = <...>, or
   one written in it (<mesh<[...]>, [...]>: *inside 1); NONE when neither is found. */
static span mesh_of(const hloa_module *m, span sharding, int *inside)
{
    const char *p = sharding.at + 1;
    *inside = *p != '@';
    if (*inside)
        return bracketed(memchr(p, '<', (size_t)(sharding.end - p)), sharding.end);
    const char *name = p;
    while (*p != ',' && *p != '>')
        p++;
    size_t len = (size_t)(p - name);
    const char *text = m->src->text + m->region.begin, *end = m->src->text + m->region.end;
    static const char def[] = "sdy.mesh ";
    for (const char *d = text; (d = hloa_find(d, (size_t)(end - d), def, sizeof(def) - 1)); d++) {
        const char *at = d + sizeof(def) - 1;
        if (at + len < end && !memcmp(at, name, len) && at[len] == ' ')
            return bracketed(memchr(at + len, '<', (size_t)(end - at - len)), end);
    }
    return NONE;
}

int hloa_sdy_lower(const hloa_module *m, const hloa_instr *in, hloa_sdy_lowering *out)
{
    uint16_t becomes = hloa_sdy_collective(m, in);
    if (becomes == HLOA_OP_UNKNOWN || !in->shape)
        return 0;
    const char *text = m->src->text;
    span op = {text + in->opcode_off + in->opcode_len, text + in->end};
    op.at += *op.at == '"'; /* the generic form's name ends in a quote */
    static const char key[] = "out_sharding";
    const char *k = hloa_find(op.at, (size_t)(op.end - op.at), key, sizeof(key) - 1);
    span sharding = bracketed(k ? memchr(k, '<', (size_t)(op.end - k)) : NULL, op.end);
    int inside = 0;
    span mesh = sharding.at ? mesh_of(m, sharding, &inside) : NONE;
    /* out_sharding's dims: [{"x"}, {}] after the mesh (one written in it has brackets too) */
    const char *after = inside && mesh.at ? mesh.end : sharding.at;
    span dims = bracketed(after ? memchr(after, '[', (size_t)(sharding.end - after)) : NULL,
                          sharding.end);
    /* the op's own axes: what is written before out_sharding */
    span axes = {op.at, k ? k : op.end};
    int64_t shards = axes_size(dims, mesh), n = axes_size(axes, mesh);
    int64_t devices = axes_size(mesh, mesh); /* every axis of the mesh */
    memset(out, 0, sizeof(*out));
    double global = (double)hloa_shape_byte_size(in->shape);
    out->result = *in->shape;
    out->result.bytes = (uint64_t)(global / (double)shards);
    out->operand_shape = out->result;
    if (becomes == HLOA_OP_ALL_GATHER)
        out->operand_shape.bytes = out->result.bytes / (uint64_t)n;
    else if (becomes == HLOA_OP_REDUCE_SCATTER || becomes == HLOA_OP_DYNAMIC_SLICE)
        out->operand_shape.bytes = out->result.bytes * (uint64_t)n;
    out->operand.shape = &out->operand_shape;
    out->operands[0] = &out->operand;
    out->instr = *in;
    out->instr.opcode = (uint8_t)becomes;
    out->instr.shape = &out->result;
    out->instr.operands = out->operands;
    out->instr.n_operands = 1;
    out->instr.n_attrs = 0;
    if (becomes != HLOA_OP_COLLECTIVE_PERMUTE && becomes != HLOA_OP_DYNAMIC_SLICE) {
        int64_t groups = (devices + n - 1) / n; /* one at least: axes the mesh may not size */
        snprintf(out->groups_text, sizeof(out->groups_text), "[%lld,%lld]<=[%lld]",
                 (long long)groups, (long long)n, (long long)(groups * n));
        out->groups = (hloa_attr){.key = HLOA_SYM_REPLICA_GROUPS, .val = out->groups_text,
                                  .val_len = (uint32_t)strlen(out->groups_text)};
        out->instr.attrs = &out->groups;
        out->instr.n_attrs = 1;
    }
    return 1;
}
