/*
 * A reader of the protobuf wire format (binary protobuf) that knows no
 * schema: a message is read field by field, each field its number, its wire
 * type and either a number or the bytes of a length-delimited value (a
 * string, bytes, a nested message or a packed repeated field). What a field
 * number means is the caller's business: the field numbers of the schemas
 * this tool reads (xplane.proto, hlo.proto, xla.proto, ...) are written
 * beside the code that reads them.
 *
 * Nothing is copied: a field's bytes point into the buffer being read, so the
 * buffer must outlive what is read from it. Every length is checked against
 * the bytes left before it is used: a truncated or corrupt buffer is an error
 * (-1), never a read past its end.
 *
 *   hloa_pb m = hloa_pb_of(bytes, len);
 *   hloa_pb_field f;
 *   int r;
 *   while ((r = hloa_pb_next(&m, &f)) > 0)
 *       switch (f.number) { case 1: ... hloa_pb_of_field(&f) ... }
 *   if (r < 0) ... corrupt ...
 */
#ifndef HLOASYNC_PROTOWIRE_H
#define HLOASYNC_PROTOWIRE_H

#include <stddef.h>
#include <stdint.h>

/* The wire types protobuf writes today (3 and 4, the deprecated groups, are refused). */
typedef enum hloa_pb_wire {
    HLOA_PB_VARINT = 0,  /* int32, int64, uint32, uint64, sint32, sint64, bool, enum */
    HLOA_PB_FIXED64 = 1, /* fixed64, sfixed64, double */
    HLOA_PB_LEN = 2,     /* string, bytes, a message, a packed repeated field */
    HLOA_PB_FIXED32 = 5, /* fixed32, sfixed32, float */
} hloa_pb_wire;

/* The bytes of one message (or of a packed field) still to be read. */
typedef struct hloa_pb {
    const uint8_t *p, *end;
} hloa_pb;

typedef struct hloa_pb_field {
    uint32_t number;   /* the field's number (1 .. 2^29-1) */
    uint8_t wire;      /* hloa_pb_wire */
    uint64_t u;        /* a VARINT's, FIXED64's or FIXED32's value, as its bits */
    const uint8_t *data; /* a LEN field's bytes ... */
    size_t len;          /* ... and their count */
} hloa_pb_field;

static inline hloa_pb hloa_pb_of(const void *bytes, size_t len)
{
    /* no bytes may be NULL (an empty file, an empty fuzz input): NULL + 0 is undefined in C */
    hloa_pb m = {(const uint8_t *)bytes, len ? (const uint8_t *)bytes + len : (const uint8_t *)bytes};
    return m;
}

/* The bytes of a LEN field as a message to read (empty for any other wire type). */
hloa_pb hloa_pb_of_field(const hloa_pb_field *f);

/*
 * Reads the next field of m into *f: 1 when one was read, 0 at the end of m,
 * -1 when m is corrupt (a field number 0 or past 2^29-1, a wire type 3, 4, 6
 * or 7, a varint of more than 10 bytes, a value or length past the end of m).
 * After -1, m is left at its end.
 */
int hloa_pb_next(hloa_pb *m, hloa_pb_field *f);

/* A field's value as the types of the schema read it (the caller knows which; no schema read
   here has a sint field, so zigzag is not decoded). */
static inline int64_t hloa_pb_int64(const hloa_pb_field *f) { return (int64_t)f->u; }
double hloa_pb_double(const hloa_pb_field *f); /* a FIXED64 double, or a FIXED32 float */

/*
 * The next element of a repeated scalar field, packed (one LEN field holding
 * the elements; *packed is that field's bytes) or not (f itself): call with
 * the field; returns 1 and the element's bits in *v, 0 when none is left, -1
 * when corrupt. elem is the element's wire type (VARINT, FIXED32, FIXED64).
 *
 *   hloa_pb packed = {0};  uint64_t v;
 *   while ((r = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) ...
 */
int hloa_pb_repeated(const hloa_pb_field *f, hloa_pb_wire elem, hloa_pb *packed, uint64_t *v);

/*
 * Is a file the wire format rather than protobuf text? By its name (*.pb,
 * *.binpb), else by its bytes: the wire format writes tags and lengths below
 * 0x20 (every double field's tag is one), text holds none but spaces.
 */
int hloa_pb_is_binary(const char *path, const void *bytes, size_t len);

#endif
