/*
 * Shapes as XLA prints them (Shape::Print, Layout::Print): f32[8,<=4]{1,0:T(8,128)S(1)},
 * tuples in parentheses, token[]; and the small printers every field needs:
 * a quoted string as absl::CEscape writes it, a list of integers.
 *
 * Field numbers: xla/xla_data.proto, ShapeProto (element_type 2, dimensions 3,
 * tuple_shapes 4, layout 5, is_dynamic_dimension 6), LayoutProto (minor_to_major 1,
 * tiles 6 (TileProto: dimensions 1), element_size_in_bits 7, memory_space 8,
 * dynamic_shape_metadata_prefix_bytes 15, tail_padding_alignment_in_elements 16),
 * ProgramShapeProto (parameters 1, result 2), PrimitiveType.
 */
#include "proto.h"

#include "hloasync/arena.h"

#include <stdlib.h>
#include <string.h>

/* PrimitiveType by its number (xla_data.proto), as XLA spells it in text. */
static const char *const elem_names[] = {
    [1] = "pred",  [2] = "s8",   [3] = "s16",  [4] = "s32",  [5] = "s64",
    [6] = "u8",    [7] = "u16",  [8] = "u32",  [9] = "u64",  [10] = "f16",
    [11] = "f32",  [12] = "f64", [13] = "tuple", [14] = "opaque", [15] = "c64",
    [16] = "bf16", [17] = "token", [18] = "c128", [19] = "f8e5m2", [20] = "f8e4m3fn",
    [21] = "s4",   [22] = "u4",  [23] = "f8e4m3b11fnuz", [24] = "f8e5m2fnuz",
    [25] = "f8e4m3fnuz", [26] = "s2", [27] = "u2", [28] = "f8e4m3", [29] = "f8e3m4",
    [30] = "s1",   [31] = "u1",  [32] = "f4e2m1fn", [33] = "f8e8m0fnu", [34] = "buffer",
};
enum { ELEM_TUPLE = 13, ELEM_OPAQUE = 14, ELEM_TOKEN = 17 };

void hloa_hp_quote(hloa_strbuf *out, hp_str s)
{
    static const char hex[] = "0123456789abcdef";
    hloa_strbuf_addc(out, '"');
    for (size_t i = 0; i < s.n; i++) {
        uint8_t b = s.p[i];
        switch (b) {
        case '\n': hloa_strbuf_add(out, "\\n", 2); break;
        case '\r': hloa_strbuf_add(out, "\\r", 2); break;
        case '\t': hloa_strbuf_add(out, "\\t", 2); break;
        case '"': hloa_strbuf_add(out, "\\\"", 2); break;
        case '\'': hloa_strbuf_add(out, "\\'", 2); break;
        case '\\': hloa_strbuf_add(out, "\\\\", 2); break;
        default:
            if (b < 0x20 || b >= 0x7f) { /* CEscape's octal, as three digits */
                char o[4] = {'\\', (char)('0' + (b >> 6)), (char)('0' + ((b >> 3) & 7)),
                             (char)('0' + (b & 7))};
                hloa_strbuf_add(out, o, 4);
                (void)hex;
            } else {
                hloa_strbuf_addc(out, (char)b);
            }
        }
    }
    hloa_strbuf_addc(out, '"');
}

int hloa_hp_ints(hp_ctx *c, hloa_strbuf *out, hp_str msg, uint32_t number, const char *sep)
{
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int k, first = 1;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number != number)
            continue;
        hloa_pb packed = {0};
        uint64_t v;
        int j;
        while ((j = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) {
            if (!first)
                hloa_strbuf_adds(out, sep);
            first = 0;
            hloa_strbuf_addi(out, (long long)(int64_t)v);
        }
        if (j < 0)
            return hloa_hp_fail(c, "corrupt repeated field %u", number);
    }
    return k < 0 ? hloa_hp_fail(c, "corrupt message") : 0;
}

/* What a layout says beyond minor_to_major. */
typedef struct extras {
    int tiles;
    int64_t elem_bits, space, prefix, tail;
} extras;

static int layout_extras(hp_ctx *c, hp_str l, extras *x)
{
    hloa_pb r = hloa_pb_of(l.p, l.n);
    hloa_pb_field f;
    int k;
    memset(x, 0, sizeof(*x));
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.wire != HLOA_PB_VARINT)
            x->tiles |= f.number == 6;
        else if (f.number == 7)
            x->elem_bits = hloa_pb_int64(&f);
        else if (f.number == 8)
            x->space = hloa_pb_int64(&f);
        else if (f.number == 15)
            x->prefix = hloa_pb_int64(&f);
        else if (f.number == 16)
            x->tail = hloa_pb_int64(&f);
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt layout");
    return x->tiles || x->elem_bits || x->space || x->prefix || x->tail > 1;
}

/* layout ::= '{' minor_to_major (':' T(..)... L(n) E(n) S(n) M(n))? '}' */
static int layout(hp_ctx *c, hloa_strbuf *out, hp_str l, const extras *x, int more)
{
    hloa_strbuf_addc(out, '{');
    if (hloa_hp_ints(c, out, l, 1, ","))
        return -1;
    if (more)
        hloa_strbuf_addc(out, ':');
    hloa_pb r = hloa_pb_of(l.p, l.n);
    hloa_pb_field f;
    while (x->tiles && hloa_pb_next(&r, &f) > 0) {
        if (f.number != 6 || f.wire != HLOA_PB_LEN)
            continue;
        hp_str t = {f.data, f.len};
        hloa_strbuf_adds(out, "T(");
        size_t at = out->len;
        if (hloa_hp_ints(c, out, t, 1, ","))
            return -1;
        /* a combined dimension (INT64_MIN) prints as '*' */
        for (char *p; (p = strstr(out->buf + at, "-9223372036854775808"));) {
            *p = '*';
            memmove(p + 1, p + 20, strlen(p + 20) + 1);
            out->len -= 19;
        }
        hloa_strbuf_addc(out, ')');
    }
    if (x->tail > 1)
        hloa_strbuf_addf(out, "L(%lld)", (long long)x->tail);
    if (x->elem_bits)
        hloa_strbuf_addf(out, "E(%lld)", (long long)x->elem_bits);
    if (x->space)
        hloa_strbuf_addf(out, "S(%lld)", (long long)x->space);
    if (x->prefix)
        hloa_strbuf_addf(out, "M(%lld)", (long long)x->prefix);
    hloa_strbuf_addc(out, '}');
    return 0;
}

/* shape ::= type '[' dims ']' layout? | '(' shape (', ' shape)* ')' | token[] */
int hloa_hp_shape(hp_ctx *c, hloa_strbuf *out, hp_str shape, int with_layout, int depth)
{
    if (depth > HLOA_PROTO_MAX_DEPTH)
        return hloa_hp_fail(c, "shape nested more than %d deep", HLOA_PROTO_MAX_DEPTH);
    hloa_pb r = hloa_pb_of(shape.p, shape.n);
    hloa_pb_field f;
    int k, n_dims = 0;
    uint64_t type = 0;
    hp_str lay = {0};
    int has_layout = 0;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number == 2 && f.wire == HLOA_PB_VARINT)
            type = f.u;
        else if (f.number == 5 && f.wire == HLOA_PB_LEN) {
            lay.p = f.data;
            lay.n = f.len;
            has_layout = 1;
        } else if (f.number == 3)
            n_dims++;
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt shape");
    if (type == ELEM_TUPLE) {
        hloa_strbuf_addc(out, '(');
        int first = 1;
        r = hloa_pb_of(shape.p, shape.n);
        while (hloa_pb_next(&r, &f) > 0) {
            if (f.number != 4 || f.wire != HLOA_PB_LEN)
                continue;
            if (!first)
                hloa_strbuf_adds(out, ", ");
            first = 0;
            hp_str e = {f.data, f.len};
            if (hloa_hp_shape(c, out, e, with_layout, depth + 1))
                return -1;
        }
        hloa_strbuf_addc(out, ')');
        return 0;
    }
    if (type >= sizeof(elem_names) / sizeof(elem_names[0]) || !elem_names[type])
        return hloa_hp_fail(c, "unknown element type %llu", (unsigned long long)type);
    hloa_strbuf_adds(out, elem_names[type]);
    hloa_strbuf_addc(out, '[');
    if (type != ELEM_TOKEN && type != ELEM_OPAQUE) {
        /* dimensions, each "<=" when is_dynamic_dimension says so (the bound is the size) */
        HLOA_VEC(uint8_t) dyn = {0};
        r = hloa_pb_of(shape.p, shape.n);
        while (hloa_pb_next(&r, &f) > 0) {
            if (f.number != 6)
                continue;
            hloa_pb packed = {0};
            uint64_t v;
            while (hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v) > 0)
                HLOA_VEC_PUSH(dyn, (uint8_t)(v != 0));
        }
        size_t i = 0;
        r = hloa_pb_of(shape.p, shape.n);
        while (hloa_pb_next(&r, &f) > 0) {
            if (f.number != 3)
                continue;
            hloa_pb packed = {0};
            uint64_t v;
            int j;
            while ((j = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) {
                if (i)
                    hloa_strbuf_addc(out, ',');
                if (i < dyn.len && dyn.items[i])
                    hloa_strbuf_adds(out, (int64_t)v == INT64_MIN ? "?" : "<=");
                if (!(i < dyn.len && dyn.items[i] && (int64_t)v == INT64_MIN))
                    hloa_strbuf_addi(out, (long long)(int64_t)v);
                i++;
            }
            if (j < 0) {
                free(dyn.items);
                return hloa_hp_fail(c, "corrupt dimensions");
            }
        }
        free(dyn.items);
        n_dims = (int)i;
    }
    hloa_strbuf_addc(out, ']');
    if (!with_layout || !has_layout || type == ELEM_TOKEN || type == ELEM_OPAQUE)
        return 0;
    extras x;
    int more = layout_extras(c, lay, &x);
    if (more < 0)
        return -1;
    /* a scalar's layout is printed only when it says more than its empty order */
    return n_dims || more ? layout(c, out, lay, &x, more) : 0;
}

/* program_shape ::= '(' shape (', ' shape)* ')' '->' shape, with layouts */
int hloa_hp_program_shape(hp_ctx *c, hloa_strbuf *out, hp_str ps)
{
    hloa_pb r = hloa_pb_of(ps.p, ps.n);
    hloa_pb_field f;
    int k, first = 1;
    hp_str result = {0};
    hloa_strbuf_addc(out, '(');
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.wire != HLOA_PB_LEN)
            continue;
        hp_str s = {f.data, f.len};
        if (f.number == 2)
            result = s;
        if (f.number != 1)
            continue;
        if (!first)
            hloa_strbuf_adds(out, ", ");
        first = 0;
        if (hloa_hp_shape(c, out, s, 1, 0))
            return -1;
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt program shape");
    hloa_strbuf_adds(out, ")->");
    return result.p ? hloa_hp_shape(c, out, result, 1, 0) : (hloa_strbuf_adds(out, "()"), 0);
}
