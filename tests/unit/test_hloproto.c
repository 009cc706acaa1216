/*
 * The HloProto front end (hloproto.h): protos built here field by field
 * (xla/service/hlo.proto, xla/xla_data.proto numbers) rendered to the text
 * XLA prints, an HloProto and a bare HloModuleProto alike, and every way a
 * proto can be wrong refused with its reason, never read past its end.
 */
#include "hloasync/hloproto.h"
#include "hloasync/arena.h"
#include "hloasync/instream.h"
#include "hloasync/protowire.h"

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- a writer of the wire format, enough for these tests ---- */

static void varint(hloa_strbuf *b, uint64_t v)
{
    do {
        hloa_strbuf_addc(b, (char)((v & 0x7f) | (v > 0x7f ? 0x80 : 0)));
        v >>= 7;
    } while (v);
}

static void f_int(hloa_strbuf *b, uint32_t n, int64_t v)
{
    varint(b, (uint64_t)n << 3);
    varint(b, (uint64_t)v);
}

static void f_bytes(hloa_strbuf *b, uint32_t n, const void *p, size_t len)
{
    varint(b, (uint64_t)n << 3 | 2);
    varint(b, len);
    hloa_strbuf_add(b, p, len);
}

static void f_str(hloa_strbuf *b, uint32_t n, const char *s) { f_bytes(b, n, s, strlen(s)); }

/* Appends field n holding the message inner, and releases inner. */
static void f_msg(hloa_strbuf *b, uint32_t n, hloa_strbuf *inner)
{
    f_bytes(b, n, inner->buf ? inner->buf : "", inner->len);
    hloa_strbuf_release(inner);
}

/* A ShapeProto of an array: element type, dims, layout minor_to_major descending. */
static hloa_strbuf array_shape(int type, int rank, const int64_t *dims)
{
    hloa_strbuf s = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT;
    f_int(&s, 2, type);
    for (int i = 0; i < rank; i++)
        f_int(&s, 3, dims[i]);
    for (int i = rank - 1; i >= 0; i--)
        f_int(&l, 1, i);
    if (rank)
        f_msg(&s, 5, &l);
    else
        hloa_strbuf_release(&l);
    return s;
}

enum { F32 = 11, S32 = 4, PRED = 1 };

/* An HloInstructionProto: name 1, opcode 2, shape 3, id 35, operand_ids 36 (up to 2). */
static hloa_strbuf instr(const char *name, const char *opcode, int type, int64_t dim, int64_t id,
                         int64_t op0, int64_t op1)
{
    hloa_strbuf in = HLOA_STRBUF_INIT;
    f_str(&in, 1, name);
    f_str(&in, 2, opcode);
    hloa_strbuf shape = array_shape(type, dim ? 1 : 0, &dim);
    f_msg(&in, 3, &shape);
    f_int(&in, 35, id);
    if (op0)
        f_int(&in, 36, op0);
    if (op1)
        f_int(&in, 36, op1);
    return in;
}

static char err[512];

/* The rendering of the bytes, or NULL with err set. */
static char *render(const hloa_strbuf *b)
{
    hloa_strbuf out = HLOA_STRBUF_INIT;
    err[0] = 0;
    if (hloa_hloproto_to_text((const uint8_t *)b->buf, b->len, &out, err, sizeof(err))) {
        hloa_strbuf_release(&out);
        return NULL;
    }
    return hloa_strbuf_detach(&out, NULL);
}

/* The computation "e" (id 7): p = parameter(0), n = negate(p), root n (unless no_root). */
static void entry_comp(hloa_strbuf *module, int no_root)
{
    hloa_strbuf c = HLOA_STRBUF_INIT, p = instr("p", "parameter", F32, 2, 1, 0, 0),
                n = instr("n", "negate", F32, 2, 2, 1, 0);
    f_str(&c, 1, "e");
    f_msg(&c, 2, &p);
    f_msg(&c, 2, &n);
    f_int(&c, 5, 7);
    if (!no_root)
        f_int(&c, 6, 2);
    f_msg(module, 3, &c);
}

static const char minimal_text[] = "HloModule m\n\n"
                                   "ENTRY %e (p: f32[2]) -> f32[2] {\n"
                                   "  %p = f32[2]{0} parameter(0)\n"
                                   "  ROOT %n = f32[2]{0} negate(f32[2]{0} %p)\n"
                                   "}\n\n";

/* The module "m" of entry_comp renders as minimal_text; the bytes written in *m. */
static void expect_minimal(hloa_strbuf *m, int no_root)
{
    f_str(m, 1, "m");
    entry_comp(m, no_root);
    char *t = render(m);
    cr_assert(t, "%s", err);
    cr_assert_str_eq(t, minimal_text);
    free(t);
}

Test(hloproto, renders_a_module_and_its_hloproto_alike)
{
    hloa_strbuf m = HLOA_STRBUF_INIT;
    expect_minimal(&m, 0);
    hloa_strbuf wrapper = HLOA_STRBUF_INIT;
    f_bytes(&wrapper, 1, m.buf, m.len);
    char *wrapped = render(&wrapper);
    cr_assert(wrapped, "%s", err);
    cr_assert_str_eq(wrapped, minimal_text);

    hloa_source src;
    hloa_module mod;
    hloa_diags d;
    hloa_diags_init(&d);
    cr_assert_eq(hloa_hloproto_read((const uint8_t *)wrapper.buf, wrapper.len, "m.hlo.pb", &src,
                                    &mod, &d, err, sizeof(err)), 0, "%s", err);
    cr_assert_eq(d.list.len, 0);
    cr_assert_eq(mod.n_comps, 1);
    cr_assert_str_eq(src.path, "m.hlo.pb");
    uint32_t len;
    cr_assert_str_eq(hloa_name(&mod, mod.name, &len), "m");
    hloa_module_release(&mod);
    hloa_source_release(&src);
    hloa_diags_release(&d);
    free(wrapped);
    hloa_strbuf_release(&m);
    hloa_strbuf_release(&wrapper);
}

Test(hloproto, the_last_instruction_is_the_root_without_a_root_id)
{
    hloa_strbuf m = HLOA_STRBUF_INIT;
    expect_minimal(&m, 1);
    hloa_strbuf_release(&m);
}

/* A module of one computation holding the instructions of build, to check one error. */
typedef void (*build_fn)(hloa_strbuf *module);

static void empty(hloa_strbuf *m) { (void)m; }
static void garbage(hloa_strbuf *m) { hloa_strbuf_add(m, "\xff\xff", 2); }
static void truncated(hloa_strbuf *m)
{
    entry_comp(m, 0);
    m->len -= 3;
}
static void duplicate_ids(hloa_strbuf *m)
{
    hloa_strbuf c = HLOA_STRBUF_INIT, a = instr("a", "parameter", F32, 2, 1, 0, 0),
                b = instr("b", "parameter", F32, 2, 1, 0, 0);
    f_str(&c, 1, "e");
    f_msg(&c, 2, &a);
    f_msg(&c, 2, &b);
    f_msg(m, 3, &c);
}
static void duplicate_comps(hloa_strbuf *m)
{
    entry_comp(m, 0);
    entry_comp(m, 0);
}
static void schedule(hloa_strbuf *m, int64_t comp, int64_t id)
{
    hloa_strbuf seq = HLOA_STRBUF_INIT, entry = HLOA_STRBUF_INIT, sched = HLOA_STRBUF_INIT;
    f_int(&seq, 1, id);
    f_int(&entry, 1, comp);
    f_msg(&entry, 2, &seq);
    f_msg(&sched, 1, &entry);
    f_msg(m, 7, &sched);
}
static void schedule_of_no_computation(hloa_strbuf *m)
{
    entry_comp(m, 0);
    schedule(m, 99, 1);
}
static void schedule_of_no_instruction(hloa_strbuf *m)
{
    entry_comp(m, 0);
    schedule(m, 7, 99);
}
static void one_instr(hloa_strbuf *m, hloa_strbuf *in)
{
    hloa_strbuf c = HLOA_STRBUF_INIT;
    f_str(&c, 1, "e");
    f_msg(&c, 2, in);
    f_int(&c, 5, 7);
    f_msg(m, 3, &c);
}
static void calls_nothing(hloa_strbuf *m)
{
    hloa_strbuf in = instr("c", "call", F32, 2, 1, 0, 0);
    f_int(&in, 38, 42);
    one_instr(m, &in);
}
static void control_of_nothing(hloa_strbuf *m)
{
    hloa_strbuf in = instr("c", "negate", F32, 2, 1, 0, 0);
    f_int(&in, 37, 42);
    one_instr(m, &in);
}
static void operand_of_nothing(hloa_strbuf *m)
{
    hloa_strbuf in = instr("c", "negate", F32, 2, 1, 42, 0);
    one_instr(m, &in);
}
static void nameless_instr(hloa_strbuf *m)
{
    hloa_strbuf in = HLOA_STRBUF_INIT;
    f_str(&in, 2, "negate");
    one_instr(m, &in);
}
static void nameless_comp(hloa_strbuf *m)
{
    hloa_strbuf c = HLOA_STRBUF_INIT;
    f_int(&c, 5, 1);
    f_msg(m, 3, &c);
}
static void unknown_type(hloa_strbuf *m)
{
    hloa_strbuf in = instr("c", "negate", 99, 2, 1, 0, 0);
    one_instr(m, &in);
}
static void deep_tuple(hloa_strbuf *m)
{
    hloa_strbuf s = array_shape(F32, 0, NULL);
    for (int i = 0; i < 150; i++) {
        hloa_strbuf t = HLOA_STRBUF_INIT;
        f_int(&t, 2, 13);
        f_msg(&t, 4, &s);
        s = t;
    }
    hloa_strbuf in = HLOA_STRBUF_INIT;
    f_str(&in, 1, "c");
    f_str(&in, 2, "tuple");
    f_msg(&in, 3, &s);
    one_instr(m, &in);
}
static void deep_literal(hloa_strbuf *m)
{
    hloa_strbuf lit = HLOA_STRBUF_INIT;
    f_int(&lit, 4, 1);
    for (int i = 0; i < 150; i++) {
        hloa_strbuf t = HLOA_STRBUF_INIT;
        f_msg(&t, 10, &lit);
        lit = t;
    }
    hloa_strbuf in = instr("c", "constant", S32, 0, 1, 0, 0);
    f_msg(&in, 8, &lit);
    one_instr(m, &in);
}
static void no_instruction(hloa_strbuf *m)
{
    hloa_strbuf c = HLOA_STRBUF_INIT;
    f_str(&c, 1, "e");
    f_msg(m, 3, &c);
}
static void corrupt_instruction(hloa_strbuf *m)
{
    hloa_strbuf c = HLOA_STRBUF_INIT;
    f_str(&c, 1, "e");
    f_bytes(&c, 2, "\x0a\x05x", 3); /* name of 5 bytes, 1 there */
    f_msg(m, 3, &c);
}

static void corrupt_computation(hloa_strbuf *m) { f_bytes(m, 3, "\x0a\x09e", 3); }

Test(hloproto, refuses_what_is_not_a_readable_module)
{
    static const struct {
        build_fn build;
        const char *why;
    } cases[] = {
        {empty, "no computation"},
        {garbage, "corrupt or truncated protobuf"},
        {truncated, "corrupt or truncated protobuf"},
        {duplicate_ids, "two instructions have the id 1"},
        {duplicate_comps, "two computations have the id 7"},
        {schedule_of_no_computation, "the schedule names computation id 99"},
        {schedule_of_no_instruction, "the schedule of 'e' names instruction id 99"},
        {calls_nothing, "'c' calls computation id 42"},
        {control_of_nothing, "'c' has control predecessor id 42"},
        {operand_of_nothing, "'c' has operand id 42"},
        {nameless_instr, "an instruction without a name or an opcode"},
        {nameless_comp, "a computation without a name"},
        {unknown_type, "unknown element type 99"},
        {deep_tuple, "shape nested more than 100 deep"},
        {deep_literal, "literal nested more than 100 deep"},
        {no_instruction, "computation 'e' has no instruction"},
        {corrupt_instruction, "corrupt instruction message"},
        {corrupt_computation, "corrupt computation message"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        hloa_strbuf m = HLOA_STRBUF_INIT;
        cases[i].build(&m);
        char *t = render(&m);
        cr_expect_null(t, "case %zu rendered", i);
        cr_expect(strstr(err, cases[i].why), "case %zu: '%s', want '%s'", i, err, cases[i].why);
        free(t);
        hloa_source src;
        hloa_module mod;
        hloa_diags d;
        hloa_diags_init(&d);
        cr_expect_eq(hloa_hloproto_read((const uint8_t *)m.buf, m.len, "x.pb", &src, &mod, &d, err,
                                        sizeof(err)), -1);
        hloa_diags_release(&d);
        hloa_strbuf_release(&m);
    }
}

/* One instruction of the entry, its rendered line: what XLA prints of the fields given. */
static char *line_of(hloa_strbuf *in)
{
    hloa_strbuf m = HLOA_STRBUF_INIT;
    f_str(&m, 1, "m");
    one_instr(&m, in);
    char *t = render(&m);
    hloa_strbuf_release(&m);
    cr_assert(t, "%s", err);
    return t;
}

static void expect_line(hloa_strbuf *in, const char *want)
{
    char *t = line_of(in);
    cr_expect(strstr(t, want), "want '%s' in:\n%s", want, t);
    free(t);
}

static hloa_strbuf literal_of(int type, uint32_t field, const void *bytes, size_t len, int n)
{
    hloa_strbuf lit = HLOA_STRBUF_INIT;
    int64_t dim = n;
    hloa_strbuf shape = array_shape(type, n ? 1 : 0, &dim);
    f_msg(&lit, 1, &shape);
    if (len)
        f_bytes(&lit, field, bytes, len);
    return lit;
}

static void expect_constant(int type, uint32_t field, const void *bytes, size_t len, int n,
                            const char *want)
{
    hloa_strbuf lit = literal_of(type, field, bytes, len, n);
    hloa_strbuf in = instr("c", "constant", type, n, 1, 0, 0);
    f_msg(&in, 8, &lit);
    expect_line(&in, want);
}

Test(hloproto, prints_constants_as_xla_does)
{
    static const uint8_t f16_one[] = {0x00, 0x3c, 0x00, 0xfc}; /* 1, -inf */
    expect_constant(10, 11, f16_one, 4, 2, "constant({1, -inf})");
    static const uint8_t bf16[] = {0xc0, 0x7f}; /* nan */
    expect_constant(16, 13, bf16, 2, 0, "constant(nan)");
    static const uint8_t u8s[] = {7, 200};
    expect_constant(6, 3, u8s, 2, 2, "constant({7, 200})");
    static const uint8_t s8s[] = {0xff};
    expect_constant(2, 15, s8s, 1, 0, "constant(-1)");
    static const uint8_t u16s[] = {0xff, 0xff};
    expect_constant(7, 16, u16s, 2, 0, "constant(65535)");
    static const uint8_t s16s[] = {0x00, 0x80};
    expect_constant(3, 17, s16s, 2, 0, "constant(-32768)");
    static const uint8_t u64s[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01};
    expect_constant(9, 7, u64s, sizeof u64s, 0, "constant(9223372036854775808)");
    static const uint8_t f64_nan[] = {0, 0, 0, 0, 0, 0, 0xf8, 0xff}; /* -nan */
    expect_constant(12, 9, f64_nan, 8, 0, "constant(-nan)");
    static const uint8_t f32s[] = {0, 0, 0x80, 0x7f, 0xcd, 0xcc, 0xcc, 0x3d}; /* inf, 0.1 */
    expect_constant(F32, 8, f32s, 8, 2, "constant({inf, 0.1})");
    expect_constant(F32, 8, NULL, 0, 0, "constant(0)"); /* a value left out is zero */
    /* a tuple of literals */
    hloa_strbuf lit = HLOA_STRBUF_INIT, a = literal_of(S32, 4, "\x05", 1, 0),
                b = literal_of(PRED, 2, "\x01", 1, 0);
    f_msg(&lit, 10, &a);
    f_msg(&lit, 10, &b);
    hloa_strbuf in = instr("c", "constant", S32, 0, 1, 0, 0);
    f_msg(&in, 8, &lit);
    expect_line(&in, "constant((5, true))");
}

Test(hloproto, prints_layouts_tiles_and_dynamic_dimensions)
{
    hloa_strbuf s = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT, t = HLOA_STRBUF_INIT;
    f_int(&s, 2, F32);
    f_int(&s, 3, 8);
    f_int(&s, 3, INT64_MIN); /* an unbounded dynamic dimension */
    f_int(&s, 6, 0);
    f_int(&s, 6, 1);
    f_int(&l, 1, 0);
    f_int(&l, 1, 1);
    f_int(&t, 1, INT64_MIN);
    f_int(&t, 1, 128);
    f_msg(&l, 6, &t);
    f_int(&l, 16, 2);
    f_int(&l, 15, 8);
    f_msg(&s, 5, &l);
    hloa_strbuf in = HLOA_STRBUF_INIT;
    f_str(&in, 1, "c");
    f_str(&in, 2, "parameter");
    f_msg(&in, 3, &s);
    expect_line(&in, "%c = f32[8,?]{0,1:T(*,128)L(2)M(8)} parameter(0)");
}

Test(hloproto, prints_loops_threads_aliases_and_the_module_config)
{
    hloa_strbuf m = HLOA_STRBUF_INIT, body = HLOA_STRBUF_INIT, cond = HLOA_STRBUF_INIT,
                entry = HLOA_STRBUF_INIT;
    hloa_strbuf bp = instr("bp", "parameter", S32, 0, 1, 0, 0);
    f_str(&body, 1, "body");
    f_msg(&body, 2, &bp);
    f_int(&body, 5, 1);
    f_str(&body, 8, "loop_thread");
    f_msg(&m, 3, &body);
    hloa_strbuf cp = instr("cp", "parameter", S32, 0, 1, 0, 0);
    hloa_strbuf cr = instr("lt", "compare", PRED, 0, 2, 1, 1);
    f_str(&cr, 63, "LT");
    f_str(&cond, 1, "cond");
    f_msg(&cond, 2, &cp);
    f_msg(&cond, 2, &cr);
    f_int(&cond, 5, 2);
    f_int(&cond, 6, 2);
    f_msg(&m, 3, &cond);
    hloa_strbuf ep = instr("ep", "parameter", S32, 0, 1, 0, 0);
    hloa_strbuf w = instr("w", "while", S32, 0, 2, 1, 0);
    f_int(&w, 38, 1);
    f_int(&w, 38, 2);
    hloa_strbuf ss = instr("ss", "select-and-scatter", S32, 0, 3, 1, 1);
    f_int(&ss, 38, 2);
    f_int(&ss, 38, 1);
    f_str(&entry, 1, "main");
    f_msg(&entry, 2, &ep);
    f_msg(&entry, 2, &w);
    f_msg(&entry, 2, &ss);
    f_int(&entry, 5, 3);
    f_int(&entry, 6, 2);
    f_msg(&m, 3, &entry);
    f_str(&m, 1, "loop");
    f_str(&m, 2, "main"); /* the entry by name: no entry_computation_id */
    hloa_strbuf alias = HLOA_STRBUF_INIT, a = HLOA_STRBUF_INIT, da = HLOA_STRBUF_INIT;
    f_int(&a, 2, 0);
    f_int(&a, 4, 2);
    f_msg(&alias, 1, &a);
    f_msg(&m, 8, &alias);
    f_int(&da, 1, 2);
    f_int(&da, 2, 4);
    f_msg(&m, 15, &da);
    char *t = render(&m);
    cr_assert(t, "%s", err);
    cr_expect(strstr(t, "HloModule loop, input_output_alias={ {}: (0, {}, must-alias) }, "
                        "replica_count=2, num_partitions=4\n"), "%s", t);
    cr_expect(strstr(t, "}, execution_thread=\"loop_thread\"\n"), "%s", t);
    cr_expect(strstr(t, "condition=%cond, body=%body"), "%s", t);
    cr_expect(strstr(t, "select=%cond, scatter=%body"), "%s", t);
    cr_expect(strstr(t, "ENTRY %main"), "%s", t);
    free(t);
    hloa_strbuf_release(&m);
}

Test(hloproto, prints_a_schedule_and_what_it_leaves_out_after_it)
{
    hloa_strbuf m = HLOA_STRBUF_INIT;
    f_str(&m, 1, "m");
    entry_comp(&m, 0);
    schedule(&m, 7, 2); /* n first, p left out */
    char *t = render(&m);
    cr_assert(t, "%s", err);
    cr_expect(strstr(t, "HloModule m, is_scheduled=true\n"), "%s", t);
    cr_expect(strstr(t, "  ROOT %n = f32[2]{0} negate(f32[2]{0} %p)\n  %p = "), "%s", t);
    free(t);
    hloa_strbuf_release(&m);
}

/* Each file of the fuzz target's seeds and regressions: read, or refused with a reason. */
Test(hloproto, reads_the_fuzz_seeds_and_regressions)
{
    const char *testdata = getenv("HLOA_TESTDATA");
    cr_assert(testdata);
    static const char *const dirs[] = {"../tests/fuzz/hloproto-seeds",
                                       "../tests/fuzz/hloproto-regressions"};
    int read = 0;
    for (size_t i = 0; i < 2; i++) {
        char dir[4096];
        snprintf(dir, sizeof(dir), "%s/%s", testdata, dirs[i]);
        DIR *d = opendir(dir);
        cr_assert(d, "%s", dir);
        for (struct dirent *e; (e = readdir(d));) {
            if (e->d_name[0] == '.')
                continue;
            char path[8192];
            snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
            unsigned char *bytes;
            size_t len;
            cr_assert_eq(hloa_instream_slurp(path, 1 << 24, &bytes, &len, err, sizeof(err)), 0);
            hloa_source src;
            hloa_module mod;
            hloa_diags diags;
            hloa_diags_init(&diags);
            if (hloa_hloproto_read(bytes, len, e->d_name, &src, &mod, &diags, err,
                                   sizeof(err)) == 0) {
                hloa_module_release(&mod);
                hloa_source_release(&src);
                read++;
            } else {
                cr_expect(err[0], "%s: refused without a reason", path);
            }
            hloa_diags_release(&diags);
            free(bytes);
        }
        closedir(d);
    }
    cr_expect_geq(read, 3);
}

Test(hloproto, knows_a_proto_by_its_name)
{
    cr_expect(hloa_hloproto_name("a/module_0016.jit_step.hlo.pb.xz"));
    cr_expect(hloa_hloproto_name("m.pb"));
    cr_expect(hloa_hloproto_name("m.pb.gz"));
    cr_expect(hloa_hloproto_name("m.pbz"));
    cr_expect(!hloa_hloproto_name("m.hlo"));
    cr_expect(!hloa_hloproto_name(".pb"));
}

/* ---- every key of a real proto given each other wire type, every truncation ---- */

typedef HLOA_VEC(size_t) offsets;

/* The offset of every field key in msg and, recursively, in each LEN field that reads whole
   as a message (a string may too: then its "keys" are mutated as well, no harm). */
static void keys_of(const uint8_t *base, const uint8_t *p, size_t n, offsets *out, int depth)
{
    hloa_pb m = hloa_pb_of(p, n);
    hloa_pb_field f;
    const uint8_t *at = m.p;
    while (hloa_pb_next(&m, &f) > 0) {
        HLOA_VEC_PUSH(*out, (size_t)(at - base));
        if (f.wire == HLOA_PB_LEN && depth < 12) {
            hloa_pb inner = hloa_pb_of(f.data, f.len);
            hloa_pb_field g;
            int k;
            while ((k = hloa_pb_next(&inner, &g)) > 0)
                ;
            if (k == 0 && f.len)
                keys_of(base, f.data, f.len, out, depth + 1);
        }
        at = m.p;
    }
}

/* Rendered, or refused with a reason: never a crash, a read past the end or a leak (ASan). */
static int render_or_refuse(const uint8_t *p, size_t n)
{
    hloa_strbuf out = HLOA_STRBUF_INIT;
    err[0] = 0;
    int r = hloa_hloproto_to_text(p, n, &out, err, sizeof(err));
    hloa_strbuf_release(&out);
    cr_assert(r == 0 || err[0], "refused without a reason");
    return r;
}

Test(hloproto, survives_every_wrong_wire_type_and_every_truncation, .timeout = 120)
{
    const char *testdata = getenv("HLOA_TESTDATA");
    cr_assert(testdata);
    static const char *const seeds[] = {"fsdp_step.pb", "loop_pipelined.pb", "tpu_offload-bare.pb",
                                        "gpu_conv.pb"};
    for (size_t s = 0; s < sizeof(seeds) / sizeof(seeds[0]); s++) {
        char path[4096];
        snprintf(path, sizeof(path), "%s/../tests/fuzz/hloproto-seeds/%s", testdata, seeds[s]);
        unsigned char *bytes;
        size_t len;
        cr_assert_eq(hloa_instream_slurp(path, 1 << 24, &bytes, &len, err, sizeof(err)), 0, "%s",
                     err);
        cr_assert_eq(render_or_refuse(bytes, len), 0, "%s: %s", path, err);
        offsets keys = {0};
        keys_of(bytes, bytes, len, &keys, 0);
        cr_assert_gt(keys.len, 50);
        int refused = 0;
        for (size_t i = 0; i < keys.len; i++) {
            uint8_t key = bytes[keys.items[i]];
            static const uint8_t wires[] = {0, 1, 2, 5};
            for (size_t w = 0; w < 4; w++) {
                if ((key & 7) == wires[w])
                    continue;
                bytes[keys.items[i]] = (uint8_t)((key & ~7) | wires[w]);
                refused += render_or_refuse(bytes, len) != 0;
            }
            bytes[keys.items[i]] = key;
        }
        cr_expect_gt(refused, 0);
        for (size_t n = 0; n < len; n++)
            render_or_refuse(bytes, n);
        free(keys.items);
        free(bytes);
    }
}

Test(hloproto, prints_the_rarer_fields_as_xla_does)
{
    /* a string escaped as absl::CEscape does */
    hloa_strbuf in = instr("c", "custom-call", F32, 2, 1, 0, 0);
    f_str(&in, 28, "a\r\t'\\\x01\xc3");
    f_int(&in, 76, 2);
    f_int(&in, 58, 3);
    expect_line(&in, "batch_group_count=3, custom_call_target=\"a\\r\\t\\'\\\\\\001\\303\", "
                     "schedule=SCHEDULE_EARLIEST");
    /* f16: a subnormal (3 digits read back to it in f16) and a NaN */
    static const uint8_t f16s[] = {0x01, 0x00, 0x01, 0x7e};
    expect_constant(10, 11, f16s, 4, 2, "constant({5.96e-08, nan})");
    /* a token and an opaque value keep no layout */
    hloa_strbuf tok = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT;
    f_int(&tok, 2, 17);
    f_int(&l, 8, 1);
    f_msg(&tok, 5, &l);
    hloa_strbuf t = HLOA_STRBUF_INIT;
    f_str(&t, 1, "t");
    f_str(&t, 2, "after-all");
    f_msg(&t, 3, &tok);
    expect_line(&t, "%t = token[] after-all()");
    /* an operand precision past the enum reads as default */
    hloa_strbuf d = instr("d", "dot", F32, 2, 1, 0, 0), pc = HLOA_STRBUF_INIT;
    f_int(&pc, 1, 2);
    f_int(&pc, 1, 7);
    f_msg(&d, 51, &pc);
    expect_line(&d, "operand_precision={highest,default}");
}

Test(hloproto, prints_aliases_of_tuple_elements)
{
    hloa_strbuf m = HLOA_STRBUF_INIT, alias = HLOA_STRBUF_INIT, a = HLOA_STRBUF_INIT;
    f_str(&m, 1, "m");
    entry_comp(&m, 0);
    f_int(&a, 1, 1);
    f_int(&a, 2, 0);
    f_int(&a, 3, 2);
    f_int(&a, 4, 1);
    f_msg(&alias, 1, &a);
    f_msg(&m, 8, &alias);
    char *t = render(&m);
    cr_assert(t, "%s", err);
    cr_expect(strstr(t, "HloModule m, input_output_alias={ {1}: (0, {2}, may-alias) }\n"), "%s", t);
    free(t);
    hloa_strbuf_release(&m);
}
