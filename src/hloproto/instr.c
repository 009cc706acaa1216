/*
 * One instruction as XLA's HloInstruction::ToString prints it in a dump:
 *
 *   [ROOT ]%name = shape opcode(shape %operand, ...), <its own attributes>,
 *       <called computations>, sharding=, frontend_attributes=,
 *       control-predecessors={...}, metadata={...}, backend_config=...
 *
 * Field numbers: HloInstructionProto of xla/service/hlo.proto; the messages
 * it holds (OpMetadata, ReplicaGroup, CollectiveDeviceListProto,
 * IotaReplicaGroupListProto, SourceTarget, FrontendAttributes, LiteralProto,
 * DotDimensionNumbers, PaddingConfig, OpSharding) of xla/xla_data.proto.
 */
#include "proto.h"

#include "hloasync/arena.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The fields of one instruction read once; repeated ones are read again where printed. */
typedef struct fields {
    hp_str metadata, literal, fusion_kind, custom_call_target, backend_config, frontend_attributes,
        comparison_direction, comparison_type, thread, device_list, sharding, dot, padding;
    int64_t tuple_index, channel_id, cross_program_prefetch, k, api_version, schedule,
        feature_group_count, batch_group_count;
    int has_tuple_index, has_cross_program_prefetch, has_dims, has_groups, has_pairs,
        has_side_effect, use_global_ids, host_transfer, is_stable, largest, has_slice,
        has_dyn_sizes, has_aliasing, has_operand_layouts;
} fields;

static hp_str str_of(const hloa_pb_field *f)
{
    hp_str s = {f->data, f->len};
    return s;
}

static int read_fields(hp_ctx *c, hp_str msg, fields *x)
{
    memset(x, 0, sizeof(*x));
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int k;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        int64_t v = hloa_pb_int64(&f);
        if (f.wire == HLOA_PB_LEN) {
            hp_str s = str_of(&f);
            switch (f.number) {
            case 7: x->metadata = s; break;
            case 8: x->literal = s; break;
            case 11: x->fusion_kind = s; break;
            case 14: x->has_dims = 1; break;
            case 17: x->has_slice = 1; break;
            case 20: x->has_dyn_sizes = 1; break;
            case 21: x->padding = s; break;
            case 28: x->custom_call_target = s; break;
            case 30: x->dot = s; break;
            case 40: x->sharding = s; break;
            case 43: x->backend_config = s; break;
            case 49: x->has_groups = 1; break;
            case 52: x->has_pairs = 1; break;
            case 57: x->has_operand_layouts = 1; break;
            case 63: x->comparison_direction = s; break;
            case 68: x->frontend_attributes = s; break;
            case 72: x->comparison_type = s; break;
            case 74: x->has_aliasing = 1; break;
            case 79: x->thread = s; break;
            case 87: x->device_list = s; break;
            default: break;
            }
            continue;
        }
        switch (f.number) {
        case 13: x->tuple_index = v; x->has_tuple_index = 1; break;
        case 14: x->has_dims = 1; break;
        case 20: x->has_dyn_sizes = 1; break;
        case 26: x->channel_id = v; break;
        case 47: x->host_transfer = v != 0; break;
        case 50: x->feature_group_count = v; break;
        case 58: x->batch_group_count = v; break;
        case 60: x->is_stable = v != 0; break;
        case 65: x->has_side_effect = v != 0; break;
        case 71: x->use_global_ids = v != 0; break;
        case 76: x->schedule = v; break;
        case 77: x->api_version = v; break;
        case 80: x->cross_program_prefetch = v; x->has_cross_program_prefetch = 1; break;
        case 81: x->k = v; break;
        case 85: x->largest = v != 0; break;
        default: break;
        }
    }
    return k < 0 ? hloa_hp_fail(c, "corrupt instruction message") : 0;
}

static int op_is(const hp_instr *in, const char *name)
{
    return hloa_hp_is(in->opcode, name);
}

static int op_any(const hp_instr *in, const char *const *names)
{
    for (; *names; names++)
        if (op_is(in, *names))
            return 1;
    return 0;
}

static void add_str(hloa_strbuf *out, hp_str s)
{
    hloa_strbuf_add(out, (const char *)s.p, s.n);
}

static void add_name(hloa_strbuf *out, hp_str s)
{
    hloa_strbuf_addc(out, '%');
    add_str(out, s);
}

/* A float as the shortest text that reads back to it (XLA's RoundTripFpToString). */
static void add_float(hloa_strbuf *out, double v, int is_f32)
{
    if (isnan(v)) {
        hloa_strbuf_adds(out, signbit(v) ? "-nan" : "nan");
        return;
    }
    if (isinf(v)) {
        hloa_strbuf_adds(out, v < 0 ? "-inf" : "inf");
        return;
    }
    char buf[40];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof(buf), "%.*g", prec, v);
        if (is_f32 ? (float)strtod(buf, NULL) == (float)v : strtod(buf, NULL) == v)
            break;
    }
    hloa_strbuf_adds(out, buf);
}

/* A 16-bit float's value (bf16: the top half of an f32; f16: IEEE half). */
static double half_value(uint16_t h, int bf16)
{
    if (bf16) {
        uint32_t bits = (uint32_t)h << 16;
        float f;
        memcpy(&f, &bits, sizeof(f));
        return f;
    }
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m + 1024, e - 25);
    return (h & 0x8000) ? -v : v;
}

/*
 * literal ::= scalar | '{' scalar (', ' scalar)* '}' | '{...}' | '(' literal, ... ')'
 * XLA prints '{...}' for an array of more than 10 elements (print_large_constants off).
 * LiteralProto: shape 1, preds 2, u8s 3, s32s 4, s64s 5, u32s 6, u64s 7, f32s 8, f64s 9,
 * tuple_literals 10, f16s 11, bf16s 13, s8s 15, u16s 16, s16s 17.
 */
static int literal(hp_ctx *c, hloa_strbuf *out, hp_str lit, int depth)
{
    if (depth > HLOA_PROTO_MAX_DEPTH)
        return hloa_hp_fail(c, "literal nested more than %d deep", HLOA_PROTO_MAX_DEPTH);
    hloa_pb r = hloa_pb_of(lit.p, lit.n);
    hloa_pb_field f;
    int k, rank = 0, tuple = 0;
    int64_t elems = 1;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number == 10)
            tuple = 1;
        if (f.number != 1 || f.wire != HLOA_PB_LEN)
            continue;
        hloa_pb s = hloa_pb_of_field(&f);
        hloa_pb_field g;
        while (hloa_pb_next(&s, &g) > 0) {
            if (g.number != 3)
                continue;
            hloa_pb packed = {0};
            uint64_t v;
            while (hloa_pb_repeated(&g, HLOA_PB_VARINT, &packed, &v) > 0) {
                rank++;
                elems = (int64_t)v > 0 && elems < (1 << 20) ? elems * (int64_t)v : 0;
            }
        }
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt literal");
    if (tuple) {
        hloa_strbuf_addc(out, '(');
        int first = 1;
        r = hloa_pb_of(lit.p, lit.n);
        while (hloa_pb_next(&r, &f) > 0)
            if (f.number == 10 && f.wire == HLOA_PB_LEN) {
                if (!first)
                    hloa_strbuf_adds(out, ", ");
                first = 0;
                if (literal(c, out, str_of(&f), depth + 1))
                    return -1;
            }
        hloa_strbuf_addc(out, ')');
        return 0;
    }
    if (rank > 1 || elems > 10 || (rank == 1 && elems == 0)) {
        hloa_strbuf_adds(out, "{...}");
        return 0;
    }
    if (rank)
        hloa_strbuf_addc(out, '{');
    int n = 0;
    r = hloa_pb_of(lit.p, lit.n);
    while (hloa_pb_next(&r, &f) > 0) {
        uint64_t v;
        hloa_pb packed = {0};
        int w = f.number == 8 ? HLOA_PB_FIXED32 : f.number == 9 ? HLOA_PB_FIXED64 : HLOA_PB_VARINT;
        if (f.number == 2 || (f.number >= 4 && f.number <= 9)) {
            while (hloa_pb_repeated(&f, (hloa_pb_wire)w, &packed, &v) > 0 && n < elems) {
                if (n++)
                    hloa_strbuf_adds(out, ", ");
                if (f.number == 2)
                    hloa_strbuf_adds(out, v ? "true" : "false");
                else if (f.number == 4)
                    hloa_strbuf_addi(out, (int32_t)(uint32_t)v);
                else if (f.number == 5)
                    hloa_strbuf_addi(out, (long long)(int64_t)v);
                else if (f.number == 6 || f.number == 7)
                    hloa_strbuf_addf(out, "%llu", (unsigned long long)v);
                else {
                    hloa_pb_field e = {.wire = (uint8_t)w, .u = v};
                    add_float(out, hloa_pb_double(&e), f.number == 8);
                }
            }
        } else if (f.wire == HLOA_PB_LEN && (f.number == 3 || f.number == 15 || f.number == 11 ||
                                             f.number == 13 || f.number == 16 || f.number == 17)) {
            int wide = f.number != 3 && f.number != 15;
            for (size_t i = 0; i + (size_t)wide < f.len && n < elems; i += 1 + (size_t)wide) {
                if (n++)
                    hloa_strbuf_adds(out, ", ");
                uint16_t h = (uint16_t)(f.data[i] | (wide ? f.data[i + 1] << 8 : 0));
                if (f.number == 3)
                    hloa_strbuf_addi(out, h);
                else if (f.number == 15)
                    hloa_strbuf_addi(out, (int8_t)h);
                else if (f.number == 16)
                    hloa_strbuf_addi(out, h);
                else if (f.number == 17)
                    hloa_strbuf_addi(out, (int16_t)h);
                else
                    add_float(out, half_value(h, f.number == 13), 1);
            }
        }
    }
    if (!rank && !n)
        hloa_strbuf_addc(out, '0'); /* a value the proto leaves out is zero */
    if (rank)
        hloa_strbuf_addc(out, '}');
    return 0;
}

/* operands ::= (shape ' ' %name (', ' shape ' ' %name)*)?  (operand_ids 36) */
static int operands(hp_ctx *c, hloa_strbuf *out, const hp_comp *comp, const hp_instr *in,
                    const fields *x)
{
    if (op_is(in, "parameter")) {
        hloa_strbuf_addi(out, in->parameter_number);
        return 0;
    }
    if (op_is(in, "constant") && x->literal.p)
        return literal(c, out, x->literal, 0);
    hloa_pb r = hloa_pb_of(in->msg.p, in->msg.n);
    hloa_pb_field f;
    int first = 1;
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != 36)
            continue;
        hloa_pb packed = {0};
        uint64_t v;
        int j;
        while ((j = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) {
            const hp_instr *op = hloa_hp_instr_by_id(comp, (int64_t)v);
            if (!op)
                return hloa_hp_fail(c, "'%.*s' has operand id %lld, which names no instruction "
                                       "of its computation",
                                    (int)in->name.n, (const char *)in->name.p, (long long)v);
            if (!first)
                hloa_strbuf_adds(out, ", ");
            first = 0;
            if (hloa_hp_shape(c, out, op->shape, 1, 0))
                return -1;
            hloa_strbuf_addc(out, ' ');
            add_name(out, op->name);
        }
        if (j < 0)
            return hloa_hp_fail(c, "corrupt operand ids");
    }
    return 0;
}

/* "{{0,1},{2,3}}" from ReplicaGroup messages (replica_ids 1) in field number of msg. */
static int groups_list(hp_ctx *c, hloa_strbuf *out, hp_str msg, uint32_t number)
{
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int first = 1;
    hloa_strbuf_addc(out, '{');
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != number || f.wire != HLOA_PB_LEN)
            continue;
        if (!first)
            hloa_strbuf_addc(out, ',');
        first = 0;
        hloa_strbuf_addc(out, '{');
        if (hloa_hp_ints(c, out, str_of(&f), 1, ","))
            return -1;
        hloa_strbuf_addc(out, '}');
    }
    hloa_strbuf_addc(out, '}');
    return 0;
}

/*
 * replica_groups ::= '{' groups '}' | '[' groups ',' size ']<=[' dims ']' ('T(' perm ')')?
 * CollectiveDeviceListProto: replica_groups 1, iota_replica_group_list 2
 * (IotaReplicaGroupListProto: num_replica_groups 1, num_devices_per_group 2,
 * iota_reshape_dims 3, iota_transpose_perm 4); else the older replica_groups 49.
 */
static int replica_groups(hp_ctx *c, hloa_strbuf *out, const hp_instr *in, const fields *x)
{
    hloa_strbuf_adds(out, ", replica_groups=");
    if (!x->device_list.p)
        return groups_list(c, out, in->msg, 49);
    hloa_pb r = hloa_pb_of(x->device_list.p, x->device_list.n);
    hloa_pb_field f;
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != 2 || f.wire != HLOA_PB_LEN)
            continue;
        hp_str iota = str_of(&f);
        int64_t groups = 0, per = 0;
        hloa_pb s = hloa_pb_of(iota.p, iota.n);
        hloa_pb_field g;
        int perm = 0;
        while (hloa_pb_next(&s, &g) > 0) {
            if (g.number == 1 && g.wire == HLOA_PB_VARINT)
                groups = hloa_pb_int64(&g);
            else if (g.number == 2 && g.wire == HLOA_PB_VARINT)
                per = hloa_pb_int64(&g);
            else if (g.number == 4)
                perm = 1;
        }
        hloa_strbuf_addf(out, "[%lld,%lld]<=[", (long long)groups, (long long)per);
        if (hloa_hp_ints(c, out, iota, 3, ","))
            return -1;
        hloa_strbuf_addc(out, ']');
        if (perm) {
            hloa_strbuf_adds(out, "T(");
            if (hloa_hp_ints(c, out, iota, 4, ","))
                return -1;
            hloa_strbuf_addc(out, ')');
        }
        return 0;
    }
    return groups_list(c, out, x->device_list, 1);
}

/* ", key={ints}" of a repeated integer field */
static int ints_attr(hp_ctx *c, hloa_strbuf *out, const char *key, hp_str msg, uint32_t number)
{
    hloa_strbuf_addf(out, ", %s={", key);
    if (hloa_hp_ints(c, out, msg, number, ","))
        return -1;
    hloa_strbuf_addc(out, '}');
    return 0;
}

/* slice={[0:8], [0:4:2]}: SliceDimensions (start 1, limit 2, stride 3) in field 17 */
static void slices(hloa_strbuf *out, hp_str msg)
{
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int first = 1;
    hloa_strbuf_adds(out, ", slice={");
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != 17 || f.wire != HLOA_PB_LEN)
            continue;
        int64_t v[4] = {0, 0, 0, 1};
        hloa_pb s = hloa_pb_of_field(&f);
        hloa_pb_field g;
        while (hloa_pb_next(&s, &g) > 0)
            if (g.number >= 1 && g.number <= 3 && g.wire == HLOA_PB_VARINT)
                v[g.number] = hloa_pb_int64(&g);
        hloa_strbuf_addf(out, "%s[%lld:%lld", first ? "" : ", ", (long long)v[1], (long long)v[2]);
        if (v[3] != 1)
            hloa_strbuf_addf(out, ":%lld", (long long)v[3]);
        hloa_strbuf_addc(out, ']');
        first = 0;
    }
    hloa_strbuf_addc(out, '}');
}

/* padding=0_1_0x2_2: PaddingConfig dimensions 1 (low 1, high 2, interior 3) */
static void padding(hloa_strbuf *out, hp_str pc)
{
    hloa_pb r = hloa_pb_of(pc.p, pc.n);
    hloa_pb_field f;
    int first = 1;
    hloa_strbuf_adds(out, ", padding=");
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != 1 || f.wire != HLOA_PB_LEN)
            continue;
        int64_t v[4] = {0};
        hloa_pb s = hloa_pb_of_field(&f);
        hloa_pb_field g;
        while (hloa_pb_next(&s, &g) > 0)
            if (g.number >= 1 && g.number <= 3 && g.wire == HLOA_PB_VARINT)
                v[g.number] = hloa_pb_int64(&g);
        hloa_strbuf_addf(out, "%s%lld_%lld", first ? "" : "x", (long long)v[1], (long long)v[2]);
        if (v[3])
            hloa_strbuf_addf(out, "_%lld", (long long)v[3]);
        first = 0;
    }
}

/* The attributes of the instruction's own kind, in the order XLA prints them. */
static int own_attrs(hp_ctx *c, hloa_strbuf *out, const hp_instr *in, const fields *x)
{
    static const char *const grouped[] = {"all-reduce", "all-reduce-start", "all-gather",
                                          "all-gather-start", "reduce-scatter", "all-to-all",
                                          "ragged-all-to-all", "collective-broadcast", NULL};
    static const char *const gathers[] = {"all-gather", "all-gather-start", "all-to-all", NULL};
    static const char *const reducers[] = {"all-reduce", "all-reduce-start", "reduce-scatter",
                                           NULL};
    if (x->has_tuple_index || op_is(in, "get-tuple-element"))
        hloa_strbuf_addf(out, ", index=%lld", (long long)x->tuple_index);
    if (x->has_slice)
        slices(out, in->msg);
    if (x->has_dyn_sizes && ints_attr(c, out, "dynamic_slice_sizes", in->msg, 20))
        return -1;
    if (x->padding.p)
        padding(out, x->padding);
    if (x->fusion_kind.p) {
        hloa_strbuf_adds(out, ", kind=");
        add_str(out, x->fusion_kind);
    }
    if (x->comparison_direction.p) {
        hloa_strbuf_adds(out, ", direction=");
        add_str(out, x->comparison_direction);
    }
    if (x->comparison_type.p) {
        hloa_strbuf_adds(out, ", type=");
        add_str(out, x->comparison_type);
    }
    if (x->channel_id > 0)
        hloa_strbuf_addf(out, ", channel_id=%lld", (long long)x->channel_id);
    if (op_any(in, grouped) || x->has_groups || x->device_list.p)
        if (replica_groups(c, out, in, x))
            return -1;
    if (x->has_pairs) {
        hloa_strbuf_adds(out, ", source_target_pairs=");
        if (groups_list(c, out, in->msg, 52))
            return -1;
    }
    int reducer = op_any(in, reducers);
    if (reducer && x->use_global_ids)
        hloa_strbuf_adds(out, ", use_global_device_ids=true");
    if (x->has_dims && !op_is(in, "iota") &&
        ints_attr(c, out, "dimensions", in->msg, 14))
        return -1;
    if (x->has_dims && op_is(in, "iota")) {
        hloa_strbuf_adds(out, ", iota_dimension=");
        if (hloa_hp_ints(c, out, in->msg, 14, ","))
            return -1;
    }
    if (!reducer && x->use_global_ids && op_any(in, gathers))
        hloa_strbuf_adds(out, ", use_global_device_ids=true");
    if (x->is_stable)
        hloa_strbuf_adds(out, ", is_stable=true");
    if (x->host_transfer)
        hloa_strbuf_adds(out, ", is_host_transfer=true");
    if (x->has_cross_program_prefetch)
        hloa_strbuf_addf(out, ", cross_program_prefetch_index=%lld",
                         (long long)x->cross_program_prefetch);
    if (x->dot.p) { /* DotDimensionNumbers: lhs_contracting 1, rhs_contracting 2, lhs_batch 3,
                       rhs_batch 4; printed batch first, only when not empty */
        static const struct { uint32_t n; const char *key; } dd[] = {
            {3, "lhs_batch_dims"}, {1, "lhs_contracting_dims"},
            {4, "rhs_batch_dims"}, {2, "rhs_contracting_dims"}};
        for (size_t i = 0; i < 4; i++) {
            size_t at = out->len;
            if (ints_attr(c, out, dd[i].key, x->dot, dd[i].n))
                return -1;
            if (out->buf[out->len - 2] == '{') { /* empty: not printed */
                out->len = at;
                out->buf[at] = 0;
            }
        }
    }
    if (x->custom_call_target.p) {
        hloa_strbuf_adds(out, ", custom_call_target=");
        hloa_hp_quote(out, x->custom_call_target);
    }
    if (x->feature_group_count > 1)
        hloa_strbuf_addf(out, ", feature_group_count=%lld", (long long)x->feature_group_count);
    if (x->batch_group_count > 1)
        hloa_strbuf_addf(out, ", batch_group_count=%lld", (long long)x->batch_group_count);
    if (x->has_side_effect)
        hloa_strbuf_adds(out, ", custom_call_has_side_effect=true");
    if (x->schedule == 1 || x->schedule == 2)
        hloa_strbuf_adds(out, x->schedule == 1 ? ", schedule=SCHEDULE_LATEST"
                                               : ", schedule=SCHEDULE_EARLIEST");
    if (x->custom_call_target.p && x->api_version >= 2 && x->api_version <= 4) {
        static const char *const versions[] = {"API_VERSION_STATUS_RETURNING",
                                               "API_VERSION_STATUS_RETURNING_UNIFIED",
                                               "API_VERSION_TYPED_FFI"};
        hloa_strbuf_addf(out, ", api_version=%s", versions[x->api_version - 2]);
    }
    if (x->k)
        hloa_strbuf_addf(out, ", k=%lld", (long long)x->k);
    if (x->largest)
        hloa_strbuf_adds(out, ", largest=true");
    return 0;
}

/* The called computations (38): calls=, to_apply=, condition= body=, branch_computations= ... */
static int called(hp_ctx *c, hloa_strbuf *out, const hp_module *m, const hp_instr *in,
                  const fields *x)
{
    const hp_comp *callees[2];
    int n = 0;
    hloa_pb r = hloa_pb_of(in->msg.p, in->msg.n);
    hloa_pb_field f;
    size_t list_at = 0;
    int is_async = in->opcode.n > 6 && !memcmp(in->opcode.p, "async-", 6);
    if (x->thread.n && !hloa_hp_is(x->thread, "main") && is_async) {
        hloa_strbuf_adds(out, ", async_execution_thread=");
        hloa_hp_quote(out, x->thread);
    }
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != 38)
            continue;
        hloa_pb packed = {0};
        uint64_t v;
        int j;
        while ((j = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) {
            const hp_comp *callee = hloa_hp_comp_by_id(m, (int64_t)v);
            if (!callee)
                return hloa_hp_fail(c, "'%.*s' calls computation id %lld, which the module "
                                       "does not have",
                                    (int)in->name.n, (const char *)in->name.p, (long long)v);
            if (n < 2)
                callees[n] = callee;
            if (op_is(in, "conditional") || op_is(in, "custom-call")) {
                if (!n) {
                    hloa_strbuf_adds(out, op_is(in, "custom-call") ? ", called_computations={"
                                                                    : ", branch_computations={");
                    list_at = out->len;
                } else {
                    hloa_strbuf_adds(out, ", ");
                }
                add_name(out, callee->name);
            }
            n++;
        }
        if (j < 0)
            return hloa_hp_fail(c, "corrupt called computation ids");
    }
    if (list_at) {
        hloa_strbuf_addc(out, '}');
        return 0;
    }
    if (!n)
        return 0;
    if (op_is(in, "while") && n == 2) { /* body first, condition second (kBodyComputationIndex) */
        hloa_strbuf_adds(out, ", condition=");
        add_name(out, callees[1]->name);
        hloa_strbuf_adds(out, ", body=");
        add_name(out, callees[0]->name);
    } else if (op_is(in, "select-and-scatter") && n == 2) {
        hloa_strbuf_adds(out, ", select=");
        add_name(out, callees[0]->name);
        hloa_strbuf_adds(out, ", scatter=");
        add_name(out, callees[1]->name);
    } else {
        hloa_strbuf_adds(out, op_is(in, "fusion") || is_async ? ", calls=" : ", to_apply=");
        add_name(out, callees[0]->name);
    }
    return 0;
}

/* sharding= for the shardings a dump shows most (OpSharding type 1 ... ); others left out */
static void sharding(hloa_strbuf *out, hp_str s)
{
    hloa_pb r = hloa_pb_of(s.p, s.n);
    hloa_pb_field f;
    int64_t type = 0, device = -1;
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number == 1 && f.wire == HLOA_PB_VARINT)
            type = hloa_pb_int64(&f);
        else if (f.number == 4 && f.wire == HLOA_PB_VARINT)
            device = hloa_pb_int64(&f);
    }
    if (type == 0)
        hloa_strbuf_adds(out, ", sharding={replicated}");
    else if (type == 1 && device >= 0)
        hloa_strbuf_addf(out, ", sharding={maximal device=%lld}", (long long)device);
    else if (type == 4)
        hloa_strbuf_adds(out, ", sharding={manual}");
}

typedef struct kv {
    hp_str key, value;
} kv;

static int by_key(const void *a, const void *b)
{
    const hp_str *x = &((const kv *)a)->key, *y = &((const kv *)b)->key;
    size_t n = x->n < y->n ? x->n : y->n;
    int d = n ? memcmp(x->p, y->p, n) : 0;
    return d ? d : (x->n > y->n) - (x->n < y->n);
}

/* frontend_attributes={k="v",...}: FrontendAttributes map 1 (key 1, value 2), keys sorted */
int hloa_hp_frontend_attributes(hp_ctx *c, hloa_strbuf *out, hp_str fa)
{
    HLOA_VEC(kv) all = {0};
    hloa_pb r = hloa_pb_of(fa.p, fa.n);
    hloa_pb_field f;
    int k;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number != 1 || f.wire != HLOA_PB_LEN)
            continue;
        kv e = {{0}, {0}};
        hloa_pb m = hloa_pb_of_field(&f);
        hloa_pb_field g;
        while (hloa_pb_next(&m, &g) > 0)
            if (g.wire == HLOA_PB_LEN && (g.number == 1 || g.number == 2))
                *(g.number == 1 ? &e.key : &e.value) = str_of(&g);
        HLOA_VEC_PUSH(all, e);
    }
    if (k < 0) {
        free(all.items);
        return hloa_hp_fail(c, "corrupt frontend attributes");
    }
    if (all.len)
        qsort(all.items, all.len, sizeof(kv), by_key);
    for (size_t i = 0; i < all.len; i++) {
        hp_str v = all.items[i].value;
        hloa_strbuf_adds(out, i ? "," : ", frontend_attributes={");
        add_str(out, all.items[i].key);
        hloa_strbuf_addc(out, '=');
        if (v.n && v.p[0] == '{' && v.p[v.n - 1] == '}')
            add_str(out, v); /* a dictionary value stands as it is */
        else
            hloa_hp_quote(out, v);
    }
    if (all.len)
        hloa_strbuf_addc(out, '}');
    free(all.items);
    return 0;
}

/* control-predecessors={%a, %b} (37) */
static int control(hp_ctx *c, hloa_strbuf *out, const hp_comp *comp, const hp_instr *in)
{
    hloa_pb r = hloa_pb_of(in->msg.p, in->msg.n);
    hloa_pb_field f;
    int first = 1;
    while (hloa_pb_next(&r, &f) > 0) {
        if (f.number != 37)
            continue;
        hloa_pb packed = {0};
        uint64_t v;
        int j;
        while ((j = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) {
            const hp_instr *p = hloa_hp_instr_by_id(comp, (int64_t)v);
            if (!p)
                return hloa_hp_fail(c, "'%.*s' has control predecessor id %lld, which names "
                                       "no instruction of its computation",
                                    (int)in->name.n, (const char *)in->name.p, (long long)v);
            hloa_strbuf_adds(out, first ? ", control-predecessors={" : ", ");
            add_name(out, p->name);
            first = 0;
        }
        if (j < 0)
            return hloa_hp_fail(c, "corrupt control predecessor ids");
    }
    if (!first)
        hloa_strbuf_addc(out, '}');
    return 0;
}

/* metadata={op_type="" op_name="" source_file="" source_line=N ...}: OpMetadata op_type 1,
   op_name 2, source_file 3, source_line 4, deduplicated_name 12, scheduling_name 16,
   source_end_line 17, source_column 18, source_end_column 19 */
static void metadata(hloa_strbuf *out, hp_str md)
{
    static const struct { uint32_t n; const char *key; int text; } keys[] = {
        {1, "op_type", 1}, {2, "op_name", 1}, {3, "source_file", 1}, {4, "source_line", 0},
        {17, "source_end_line", 0}, {18, "source_column", 0}, {19, "source_end_column", 0},
        {12, "deduplicated_name", 1}, {16, "scheduling_name", 1}};
    size_t at = out->len;
    hloa_strbuf_adds(out, ", metadata={");
    size_t start = out->len;
    for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
        hloa_pb r = hloa_pb_of(md.p, md.n);
        hloa_pb_field f;
        while (hloa_pb_next(&r, &f) > 0) {
            if (f.number != keys[i].n)
                continue;
            if (keys[i].text ? f.wire != HLOA_PB_LEN || !f.len
                             : f.wire != HLOA_PB_VARINT || !f.u)
                continue;
            if (out->len > start)
                hloa_strbuf_addc(out, ' ');
            hloa_strbuf_adds(out, keys[i].key);
            hloa_strbuf_addc(out, '=');
            if (keys[i].text)
                hloa_hp_quote(out, str_of(&f));
            else
                hloa_strbuf_addi(out, (int32_t)(uint32_t)f.u);
        }
    }
    if (out->len == start) { /* empty metadata: not printed */
        out->len = at;
        out->buf[at] = 0;
        return;
    }
    hloa_strbuf_addc(out, '}');
}

int hloa_hp_instr(hp_ctx *c, hloa_strbuf *out, const hp_module *m, const hp_comp *comp,
                  const hp_instr *in)
{
    fields x;
    if (read_fields(c, in->msg, &x))
        return -1;
    if (comp->has_root && in->id == comp->root_id)
        hloa_strbuf_adds(out, "ROOT ");
    add_name(out, in->name);
    hloa_strbuf_adds(out, " = ");
    if (hloa_hp_shape(c, out, in->shape, 1, 0))
        return -1;
    hloa_strbuf_addc(out, ' ');
    add_str(out, in->opcode);
    hloa_strbuf_addc(out, '(');
    if (operands(c, out, comp, in, &x))
        return -1;
    hloa_strbuf_addc(out, ')');
    if (own_attrs(c, out, in, &x) || called(c, out, m, in, &x))
        return -1;
    if (x.sharding.p)
        sharding(out, x.sharding);
    if (x.frontend_attributes.p && hloa_hp_frontend_attributes(c, out, x.frontend_attributes))
        return -1;
    if (control(c, out, comp, in))
        return -1;
    if (x.metadata.p)
        metadata(out, x.metadata);
    if (x.backend_config.n) {
        hloa_strbuf_adds(out, ", backend_config=");
        if (x.backend_config.p[0] == '{')
            add_str(out, x.backend_config);
        else
            hloa_hp_quote(out, x.backend_config);
    }
    return 0;
}
