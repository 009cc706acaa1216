/*
 * The protobuf wire format reader (protowire.h): each wire type, packed and
 * unpacked repeated fields, and corrupt bytes (truncations at every length,
 * bad keys), which must come back as -1 and never read past the buffer.
 */
#include "hloasync/protowire.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

/* message { 1: 150 (varint), 2: "hi" (bytes), 3: 2.5 (double), 4: 1.5f (float),
 *           5: packed [1, 300], 5: 7 (unpacked), 6: { 1: -1 (int64) }, 7: 5 } */
static const uint8_t example[] = {
    0x08, 0x96, 0x01,                               /* 1: 150 */
    0x12, 0x02, 'h', 'i',                           /* 2: "hi" */
    0x19, 0, 0, 0, 0, 0, 0, 0x04, 0x40,             /* 3: 2.5 */
    0x25, 0, 0, 0xc0, 0x3f,                         /* 4: 1.5f */
    0x2a, 0x03, 0x01, 0xac, 0x02,                   /* 5: packed [1, 300] */
    0x28, 0x07,                                     /* 5: 7 */
    0x32, 0x0b, 0x08, 0xff, 0xff, 0xff, 0xff, 0xff, /* 6: { 1: -1 } */
    0xff, 0xff, 0xff, 0xff, 0x01,
    0x38, 0x05,                                     /* 7: 5 */
};

Test(protowire, reads_every_wire_type)
{
    hloa_pb m = hloa_pb_of(example, sizeof example);
    hloa_pb_field f;
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    cr_assert(f.number == 1 && f.wire == HLOA_PB_VARINT && f.u == 150);
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    cr_assert(f.number == 2 && f.wire == HLOA_PB_LEN && f.len == 2 && !memcmp(f.data, "hi", 2));
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    cr_assert(f.number == 3 && hloa_pb_double(&f) == 2.5);
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    cr_assert(f.number == 4 && f.wire == HLOA_PB_FIXED32 && hloa_pb_double(&f) == 1.5);

    uint64_t v, seen[4];
    int n = 0;
    for (int field = 0; field < 2; field++) {
        cr_assert_eq(hloa_pb_next(&m, &f), 1);
        cr_assert_eq(f.number, 5);
        hloa_pb packed = {0};
        while (hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v) > 0)
            seen[n++] = v;
    }
    cr_assert(n == 3 && seen[0] == 1 && seen[1] == 300 && seen[2] == 7);

    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    hloa_pb sub = hloa_pb_of_field(&f);
    hloa_pb_field g;
    cr_assert_eq(hloa_pb_next(&sub, &g), 1);
    cr_assert_eq(hloa_pb_int64(&g), -1);
    cr_assert_eq(hloa_pb_next(&sub, &g), 0);

    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    cr_assert(f.number == 7 && f.u == 5);
    cr_assert_eq(hloa_pb_next(&m, &f), 0);
    cr_assert_eq(hloa_pb_next(&m, &f), 0, "the end stays the end");
}

/* Every prefix of the example that cuts a field is corrupt; the reader never reads past it. */
Test(protowire, every_truncation_is_an_error_or_a_clean_end)
{
    static const size_t field_ends[] = {3, 7, 16, 21, 26, 28, 41, 43};
    for (size_t len = 0; len <= sizeof example; len++) {
        uint8_t *copy = malloc(len ? len : 1); /* exactly len bytes: ASan sees any overread */
        memcpy(copy, example, len);
        hloa_pb m = hloa_pb_of(copy, len);
        hloa_pb_field f;
        int r, fields = 0;
        while ((r = hloa_pb_next(&m, &f)) > 0)
            fields++;
        int at_field_end = len == 0;
        for (size_t i = 0; i < sizeof field_ends / sizeof *field_ends; i++)
            at_field_end |= len == field_ends[i];
        cr_assert_eq(r, at_field_end ? 0 : -1, "prefix of %zu bytes", len);
        free(copy);
    }
}

Test(protowire, refuses_bad_keys_and_lengths)
{
    static const struct {
        const char *what;
        uint8_t bytes[12];
        size_t len;
    } bad[] = {
        {"field number 0", {0x00, 0x01}, 2},
        {"wire type 3 (a group)", {0x0b}, 1},
        {"wire type 7", {0x0f, 0x00}, 2},
        {"an 11-byte varint", {0x08, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, 12},
        {"a length past the end", {0x12, 0x05, 'a'}, 3},
        {"a length of 2^63", {0x12, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, 11},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        hloa_pb m = hloa_pb_of(bad[i].bytes, bad[i].len);
        hloa_pb_field f;
        cr_assert_eq(hloa_pb_next(&m, &f), -1, "%s", bad[i].what);
        cr_assert_eq(m.p, m.end, "%s: the message is left at its end", bad[i].what);
    }
}

Test(protowire, repeated_fixed_and_corrupt_packed)
{
    /* packed fixed32 [1.0f, 2.0f], then a packed varint cut short */
    static const uint8_t bytes[] = {0x0a, 0x08, 0, 0, 0x80, 0x3f, 0, 0, 0, 0x40,
                                    0x12, 0x01, 0x80};
    hloa_pb m = hloa_pb_of(bytes, sizeof bytes);
    hloa_pb_field f;
    uint64_t v;
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    hloa_pb packed = {0};
    float x[2];
    for (int i = 0; i < 2; i++) {
        cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_FIXED32, &packed, &v), 1);
        uint32_t bits = (uint32_t)v;
        memcpy(&x[i], &bits, 4);
    }
    cr_assert(x[0] == 1.0f && x[1] == 2.0f);
    cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_FIXED32, &packed, &v), 0);
    hloa_pb odd = {0};
    cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_FIXED64, &odd, &v), 1, "8 bytes are one fixed64");
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    hloa_pb cut = {0};
    cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_VARINT, &cut, &v), -1);
    /* an unpacked element of the wrong wire type */
    hloa_pb_field fixed = {.number = 1, .wire = HLOA_PB_FIXED32, .u = 1};
    hloa_pb none = {0};
    cr_assert_eq(hloa_pb_repeated(&fixed, HLOA_PB_VARINT, &none, &v), -1);
}

/* A packed run whose bytes do not divide into its elements, and one asked for an element
   type that cannot be packed, are corrupt; a field that is no message reads as an empty one. */
Test(protowire, packed_runs_that_do_not_divide_and_fields_that_are_no_message)
{
    static const uint8_t bytes[] = {0x0a, 0x06, 0, 0, 0x80, 0x3f, 0, 0};
    hloa_pb m = hloa_pb_of(bytes, sizeof bytes);
    hloa_pb_field f, g;
    uint64_t v;
    cr_assert_eq(hloa_pb_next(&m, &f), 1);
    hloa_pb packed = {0};
    cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_FIXED32, &packed, &v), 1);
    cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_FIXED32, &packed, &v), -1, "2 bytes left of 4");
    hloa_pb as_len = {0};
    cr_assert_eq(hloa_pb_repeated(&f, HLOA_PB_LEN, &as_len, &v), -1, "bytes are never packed");
    hloa_pb_field number = {.number = 1, .wire = HLOA_PB_VARINT, .u = 5};
    hloa_pb none = hloa_pb_of_field(&number);
    cr_assert_eq(hloa_pb_next(&none, &g), 0, "a varint holds no fields");
}

/* Binary by its name (.pb, .binpb) or by a control byte no text holds; text may hold
   tabs, line and form feeds. */
Test(protowire, binary_by_name_or_bytes)
{
    cr_assert(hloa_pb_is_binary("m.pb", "HloModule m", 11));
    cr_assert(hloa_pb_is_binary("dir/m.binpb", "HloModule m", 11));
    cr_assert_not(hloa_pb_is_binary("m.hlo", "a\tb\r\n\v\fc", 8));
    cr_assert_not(hloa_pb_is_binary(NULL, "plain", 5));
    cr_assert(hloa_pb_is_binary("m.hlo", "a\0b", 3));
    cr_assert(hloa_pb_is_binary("b", "\x08\x96\x01", 3));
}
