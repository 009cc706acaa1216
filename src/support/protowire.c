/*
 * The protobuf wire format reader (protowire.h). A field is a key (a varint:
 * number << 3 | wire type) and a value whose size the wire type gives; see
 * https://protobuf.dev/programming-guides/encoding/.
 */
#include "hloasync/protowire.h"

#include <string.h>

enum { MAX_VARINT = 10, MAX_FIELD_NUMBER = (1 << 29) - 1 };

/* A varint of at most 10 bytes, all before end: 0, or -1. */
static int varint(const uint8_t **pp, const uint8_t *end, uint64_t *v)
{
    const uint8_t *p = *pp;
    uint64_t x = 0;
    for (int i = 0; i < MAX_VARINT; i++) {
        if (p == end)
            return -1;
        uint8_t b = *p++;
        x |= (uint64_t)(b & 0x7f) << (7 * i);
        if (!(b & 0x80)) {
            *v = x;
            *pp = p;
            return 0;
        }
    }
    return -1;
}

static uint64_t little_endian(const uint8_t *p, int n)
{
    uint64_t x = 0;
    for (int i = n - 1; i >= 0; i--)
        x = x << 8 | p[i];
    return x;
}

static int corrupt(hloa_pb *m)
{
    m->p = m->end;
    return -1;
}

int hloa_pb_next(hloa_pb *m, hloa_pb_field *f)
{
    if (m->p >= m->end)
        return 0;
    uint64_t key;
    if (varint(&m->p, m->end, &key) < 0 || key >> 3 == 0 || key >> 3 > MAX_FIELD_NUMBER)
        return corrupt(m);
    memset(f, 0, sizeof *f);
    f->number = (uint32_t)(key >> 3);
    f->wire = (uint8_t)(key & 7);
    size_t left;
    switch (f->wire) {
    case HLOA_PB_VARINT:
        if (varint(&m->p, m->end, &f->u) < 0)
            return corrupt(m);
        return 1;
    case HLOA_PB_FIXED64:
    case HLOA_PB_FIXED32: {
        int n = f->wire == HLOA_PB_FIXED64 ? 8 : 4;
        if (m->end - m->p < n)
            return corrupt(m);
        f->u = little_endian(m->p, n);
        m->p += n;
        return 1;
    }
    case HLOA_PB_LEN:
        if (varint(&m->p, m->end, &f->u) < 0)
            return corrupt(m);
        left = (size_t)(m->end - m->p);
        if (f->u > left)
            return corrupt(m);
        f->data = m->p;
        f->len = (size_t)f->u;
        m->p += f->len;
        return 1;
    default:
        return corrupt(m);
    }
}

hloa_pb hloa_pb_of_field(const hloa_pb_field *f)
{
    if (f->wire != HLOA_PB_LEN)
        return hloa_pb_of(NULL, 0);
    return hloa_pb_of(f->data, f->len);
}

double hloa_pb_double(const hloa_pb_field *f)
{
    if (f->wire == HLOA_PB_FIXED32) {
        uint32_t bits = (uint32_t)f->u;
        float x;
        memcpy(&x, &bits, sizeof x);
        return x;
    }
    double x;
    memcpy(&x, &f->u, sizeof x);
    return x;
}

int hloa_pb_repeated(const hloa_pb_field *f, hloa_pb_wire elem, hloa_pb *packed, uint64_t *v)
{
    if (f->wire != HLOA_PB_LEN) { /* one unpacked element: f itself, once */
        if (packed->end == (const uint8_t *)f)
            return 0;
        if (f->wire != elem)
            return -1;
        packed->p = packed->end = (const uint8_t *)f; /* marks it as given */
        *v = f->u;
        return 1;
    }
    if (!packed->end) /* first call: the field's bytes */
        *packed = hloa_pb_of(f->data, f->len);
    if (packed->p >= packed->end)
        return 0;
    if (elem == HLOA_PB_VARINT)
        return varint(&packed->p, packed->end, v) < 0 ? corrupt(packed) : 1;
    int n = elem == HLOA_PB_FIXED64 ? 8 : 4;
    if (elem != HLOA_PB_FIXED64 && elem != HLOA_PB_FIXED32)
        return corrupt(packed);
    if (packed->end - packed->p < n)
        return corrupt(packed);
    *v = little_endian(packed->p, n);
    packed->p += n;
    return 1;
}

/* Bytes no text holds: NUL and the control characters but the spaces. */
static int holds_control_bytes(const uint8_t *b, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (b[i] < 0x20 && b[i] != '\t' && b[i] != '\n' && b[i] != '\r' && b[i] != '\v' &&
            b[i] != '\f')
            return 1;
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcmp(s + n - m, suffix);
}

int hloa_pb_is_binary(const char *path, const void *bytes, size_t len)
{
    if (path && (ends_with(path, ".pb") || ends_with(path, ".binpb")))
        return 1;
    return holds_control_bytes(bytes, len);
}
