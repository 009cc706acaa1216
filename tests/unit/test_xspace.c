/*
 * The XSpace reader (profile/xspace.c), the reader by content (profile/read.c) and the join
 * (profile/join.c) on XSpace bytes written here field by field (xplane.proto's numbers): each
 * stat value type, the lines of a TPU plane, a metadata plane's HloProto, events that are
 * dropped, wrong wire types and truncations; and the join's cases the CLI fixtures do not
 * reach (an async interval without its done, a done without its start, many missing names).
 */
#include "helpers.h"

#include "hloasync/join.h"
#include "hloasync/run.h"
#include "hloasync/strbuf.h"
#include "hloasync/timeline.h"
#include "temp_file.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- writing the wire format ---- */

static void varint(hloa_strbuf *b, uint64_t v)
{
    do {
        uint8_t c = v & 0x7f;
        v >>= 7;
        hloa_strbuf_addc(b, (char)(v ? c | 0x80 : c));
    } while (v);
}

static void vint(hloa_strbuf *b, uint32_t field, uint64_t v)
{
    varint(b, (uint64_t)field << 3);
    varint(b, v);
}

static void bytes(hloa_strbuf *b, uint32_t field, const void *p, size_t n)
{
    varint(b, (uint64_t)field << 3 | 2);
    varint(b, n);
    hloa_strbuf_add(b, p, n);
}

static void str(hloa_strbuf *b, uint32_t field, const char *s)
{
    bytes(b, field, s, strlen(s));
}

/* a nested message: its bytes (released) as field */
static void msg(hloa_strbuf *b, uint32_t field, hloa_strbuf *m)
{
    bytes(b, field, m->buf ? m->buf : "", m->len);
    hloa_strbuf_release(m);
}

static void fixed64(hloa_strbuf *b, uint32_t field, double d)
{
    varint(b, (uint64_t)field << 3 | 1);
    hloa_strbuf_add(b, (const char *)&d, 8);
}

/* stat_metadata entry: id -> name */
static void stat_md(hloa_strbuf *plane, int64_t id, const char *name)
{
    hloa_strbuf v = HLOA_STRBUF_INIT, e = HLOA_STRBUF_INIT;
    vint(&v, 1, (uint64_t)id);
    str(&v, 2, name);
    vint(&e, 1, (uint64_t)id);
    msg(&e, 2, &v);
    msg(plane, 5, &e);
}

/* event_metadata entry: id, name, display name, stats (bytes of XStat fields 5, or NULL) */
static void event_md(hloa_strbuf *plane, int64_t id, const char *name, const char *display,
                     hloa_strbuf *stats)
{
    hloa_strbuf v = HLOA_STRBUF_INIT, e = HLOA_STRBUF_INIT;
    vint(&v, 1, (uint64_t)id);
    if (name)
        str(&v, 2, name);
    if (display)
        str(&v, 4, display);
    if (stats) {
        hloa_strbuf_add(&v, stats->buf ? stats->buf : "", stats->len);
        hloa_strbuf_release(stats);
    }
    vint(&e, 1, (uint64_t)id);
    msg(&e, 2, &v);
    msg(plane, 4, &e);
}

/* An XStat as field `field` of its holder: metadata id, then one value of the wire given. */
static void stat_str(hloa_strbuf *holder, uint32_t field, int64_t md, const char *s)
{
    hloa_strbuf x = HLOA_STRBUF_INIT;
    vint(&x, 1, (uint64_t)md);
    str(&x, 5, s);
    msg(holder, field, &x);
}

static void stat_int(hloa_strbuf *holder, uint32_t field, int64_t md, uint32_t which, uint64_t v)
{
    hloa_strbuf x = HLOA_STRBUF_INIT;
    vint(&x, 1, (uint64_t)md);
    vint(&x, which, v);
    msg(holder, field, &x);
}

static void stat_double(hloa_strbuf *holder, uint32_t field, int64_t md, double d)
{
    hloa_strbuf x = HLOA_STRBUF_INIT;
    vint(&x, 1, (uint64_t)md);
    fixed64(&x, 2, d);
    msg(holder, field, &x);
}

/* An XEvent into a line: metadata id, start and duration in µs, its stats' bytes (or NULL). */
static void event(hloa_strbuf *line, int64_t md, double start_us, double dur_us,
                  hloa_strbuf *stats)
{
    hloa_strbuf e = HLOA_STRBUF_INIT;
    vint(&e, 1, (uint64_t)md);
    vint(&e, 2, (uint64_t)(start_us * 1e6));
    vint(&e, 3, (uint64_t)(dur_us * 1e6));
    if (stats) {
        hloa_strbuf_add(&e, stats->buf ? stats->buf : "", stats->len);
        hloa_strbuf_release(stats);
    }
    msg(line, 4, &e);
}

static void line_head(hloa_strbuf *line, int64_t id, const char *name, int64_t ts_ns)
{
    vint(line, 1, (uint64_t)id);
    str(line, 2, name);
    vint(line, 3, (uint64_t)ts_ns);
}

/* stat metadata ids of the planes below */
enum { S_OP = 1, S_MODULE, S_PROGRAM, S_OPID, S_GROUP, S_ANN, S_PIPE, S_PROTO, S_OTHER, S_NAME };

static void all_stat_md(hloa_strbuf *plane)
{
    static const char *const names[] = {"hlo_op", "hlo_module", "program_id", "unique_hlo_op_id",
                                        "scheduling_group_id", "stream_annotation",
                                        "is_pipelined", "Hlo Proto", "flops", "fusion.9"};
    for (int i = 0; i < 10; i++)
        stat_md(plane, i + 1, names[i]);
}

static int read_bytes(const hloa_strbuf *b, hloa_run *run, char *err, size_t n)
{
    hloa_run_init(run);
    return hloa_read_xspace_mem(b->buf, b->len, run, err, n);
}

static const char *name_of_sym(const hloa_run *run, hloa_sym s)
{
    static char buf[256];
    uint32_t n;
    const char *p = hloa_run_name_str(run, s, &n);
    snprintf(buf, sizeof buf, "%.*s", (int)n, p);
    return buf;
}

/* A GPU plane: every stat value type, the level-1 stats, a dropped event, an aggregated one. */
static void gpu_space(hloa_strbuf *space)
{
    hloa_strbuf plane = HLOA_STRBUF_INIT, line = HLOA_STRBUF_INIT, st = HLOA_STRBUF_INIT;
    vint(&plane, 1, 0);
    str(&plane, 2, "/device:GPU:0");
    line_head(&line, 7, "Stream #7(compute)", 5000);
    stat_int(&st, 4, S_OP, 7, S_NAME); /* ref_value: "fusion.9" */
    stat_str(&st, 4, S_MODULE, "m");
    stat_double(&st, 4, S_PROGRAM, 12.0);
    stat_int(&st, 4, S_OPID, 4, 33);
    stat_int(&st, 4, S_GROUP, 4, 2);
    stat_str(&st, 4, S_ANN, "1");
    stat_int(&st, 4, S_PIPE, 4, 1);
    stat_int(&st, 4, S_OTHER, 4, 5);
    stat_int(&st, 4, 99, 4, 5); /* no metadata: skipped */
    event(&line, 1, 10, 2, &st);
    /* a kernel of no op and no module: dropped */
    event(&line, 2, 20, 1, NULL);
    /* an aggregated event (num_occurrences): no interval, dropped */
    hloa_strbuf agg = HLOA_STRBUF_INIT, e = HLOA_STRBUF_INIT;
    vint(&agg, 1, 1);
    vint(&agg, 5, 3);
    hloa_strbuf_add(&e, agg.buf, agg.len);
    hloa_strbuf_release(&agg);
    msg(&line, 4, &e);
    /* a string program id and a string group: not numbers, none */
    stat_str(&st, 4, S_OP, "fusion.8");
    stat_str(&st, 4, S_MODULE, "m");
    stat_str(&st, 4, S_PROGRAM, "x");
    stat_str(&st, 4, S_GROUP, "x");
    stat_str(&st, 4, S_OPID, "x");
    stat_double(&st, 4, S_GROUP, NAN); /* found by fuzz_xspace: no int64, no group */
    stat_str(&st, 4, S_PIPE, "x");
    stat_int(&st, 4, S_OP, 7, 1234); /* a ref to no stat: no name */
    event(&line, 1, 30, 1, &st);
    /* its stats before its metadata id (protobuf's fields may come in any order) */
    hloa_strbuf late = HLOA_STRBUF_INIT;
    stat_str(&late, 4, S_OP, "fusion.7");
    stat_str(&late, 4, S_MODULE, "m");
    vint(&late, 1, 2);
    vint(&late, 2, 40 * 1000000);
    msg(&line, 4, &late);
    msg(&plane, 3, &line);
    event_md(&plane, 1, "fusion_kernel", NULL, NULL);
    event_md(&plane, 2, "memset", NULL, NULL);
    all_stat_md(&plane);
    msg(space, 1, &plane);
    str(space, 2, "an error the profiler recorded"); /* XSpace.errors: not a plane */
}

Test(xspace, reads_every_stat_value)
{
    hloa_strbuf space = HLOA_STRBUF_INIT;
    gpu_space(&space);
    hloa_run run;
    char err[256] = "";
    cr_assert_eq(read_bytes(&space, &run, err, sizeof err), 0, "%s", err);
    cr_assert_str_eq(run.format, "XSpace");
    cr_assert_eq(run.n_events, 3, "the dropped and the aggregated are not kept");
    cr_assert_str_eq(name_of_sym(&run, run.events[2].op), "fusion.7", "stats before the id");
    const hloa_run_event *e = &run.events[0];
    cr_assert_str_eq(name_of_sym(&run, e->op), "fusion.9");
    cr_assert_eq(e->kind, HLOA_RUN_KERNEL);
    cr_assert_eq(e->start_us, 0);
    cr_assert_eq(e->dur_us, 2);
    cr_assert_eq(e->op_id, 33);
    cr_assert_eq(e->scheduling_group, 2);
    cr_assert_str_eq(name_of_sym(&run, e->stream_annotation), "1");
    cr_assert_eq(e->is_pipelined, 1);
    cr_assert_str_eq(name_of_sym(&run, run.modules[e->module].name), "m");
    cr_assert_eq(run.modules[e->module].program_id, 12);
    const hloa_run_event *f = &run.events[1];
    cr_assert_eq(f->op, 0, "a ref_value naming no stat metadata names nothing");
    cr_assert(f->op_id == -1 && f->scheduling_group == -1 && f->is_pipelined == -1);
    cr_assert_eq(f->start_us, 20);
    cr_assert_str_eq(name_of_sym(&run, run.streams[e->stream].name), "Stream #7(compute)");
    cr_assert_str_eq(name_of_sym(&run, run.streams[e->stream].device), "/device:GPU:0");
    hloa_run_release(&run);
    hloa_strbuf_release(&space);
}

/* A TPU plane's lines, a metadata plane's HloProto, a host plane. */
static void tpu_space(hloa_strbuf *space)
{
    hloa_strbuf plane = HLOA_STRBUF_INIT, line = HLOA_STRBUF_INIT, st = HLOA_STRBUF_INIT;
    vint(&plane, 1, 2);
    str(&plane, 2, "/device:TPU:0");
    all_stat_md(&plane);
    stat_int(&st, 5, S_PROGRAM, 3, 77);
    event_md(&plane, 1, "%copy-start.1 = (f32[4], f32[4], u32[]) copy-start(f32[4] %p)",
             "async-copy", &st);
    stat_int(&st, 5, S_PROGRAM, 3, 77);
    event_md(&plane, 2, "%add.3 = f32[4] add(f32[4] %p, f32[4] %p)", NULL, &st);
    stat_int(&st, 5, S_PROGRAM, 3, 77);
    event_md(&plane, 3, "%mul.4 = f32[4] multiply(f32[4] %p, f32[4] %p)", "mul.4", &st);
    event_md(&plane, 4, "jit_g(77)", NULL, NULL);
    event_md(&plane, 5, "jit_h", NULL, NULL);
    event_md(&plane, 6, "jit_k(x1)", NULL, NULL);
    line_head(&line, 2, "XLA Modules", 0);
    event(&line, 4, 0, 50, NULL);
    event(&line, 5, 60, 5, NULL);
    event(&line, 6, 70, 5, NULL);
    msg(&plane, 3, &line);
    line_head(&line, 3, "XLA Ops", 0);
    event(&line, 2, 1, 2, NULL);
    event(&line, 3, 4, 2, NULL);
    event(&line, 9, 7, 1, NULL); /* no metadata */
    msg(&plane, 3, &line);
    line_head(&line, 4, "Async XLA Ops", 0);
    stat_str(&st, 4, S_OP, "copy-done.1");
    event(&line, 1, 3, 10, &st);
    msg(&plane, 3, &line);
    msg(space, 1, &plane);

    hloa_strbuf meta = HLOA_STRBUF_INIT;
    str(&meta, 2, "/host:metadata");
    stat_md(&meta, 1, "Hlo Proto");
    hloa_strbuf proto = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&proto, "proto bytes");
    hloa_strbuf x = HLOA_STRBUF_INIT;
    vint(&x, 1, 1);
    bytes(&x, 6, proto.buf, proto.len);
    hloa_strbuf_release(&proto);
    msg(&st, 5, &x);
    event_md(&meta, 77, "jit_g(77)", NULL, &st);
    event_md(&meta, 78, "no proto", NULL, NULL);
    msg(space, 1, &meta);

    hloa_strbuf host = HLOA_STRBUF_INIT;
    str(&host, 2, "/host:CPU");
    all_stat_md(&host);
    event_md(&host, 1, "launch", NULL, NULL);
    line_head(&line, 9, "python", 0);
    stat_str(&st, 4, S_OP, "add.3");
    event(&line, 1, 0, 1, &st);
    event(&line, 1, 2, 1, NULL); /* a host event of nothing: dropped */
    msg(&host, 3, &line);
    msg(space, 1, &host);
}

Test(xspace, tpu_lines_and_the_metadata_plane)
{
    hloa_strbuf space = HLOA_STRBUF_INIT;
    tpu_space(&space);
    hloa_run run;
    char err[256] = "";
    cr_assert_eq(read_bytes(&space, &run, err, sizeof err), 0, "%s", err);
    uint32_t g = hloa_join_find_module(&run, "jit_g", 5);
    cr_assert_neq(g, HLOA_RUN_NONE);
    cr_assert_eq(run.modules[g].program_id, 77);
    cr_assert_eq(run.modules[g].hlo_proto_len, 11);
    cr_assert(!memcmp(run.modules[g].hlo_proto, "proto bytes", 11));
    cr_assert_neq(hloa_join_find_module(&run, "jit_h", 5), HLOA_RUN_NONE, "a name without an id");
    cr_assert_neq(hloa_join_find_module(&run, "jit_k(x1)", 9), HLOA_RUN_NONE,
                  "a parenthesis of no number is part of the name");
    cr_assert_eq(hloa_join_find_module(&run, "jit_z", 5), HLOA_RUN_NONE);
    int kinds[8] = {0}, ops = 0;
    for (size_t i = 0; i < run.n_events; i++) {
        const hloa_run_event *e = &run.events[i];
        kinds[e->kind]++;
        if (e->kind == HLOA_RUN_OP && e->op) {
            const char *n = name_of_sym(&run, e->op);
            cr_assert(!strcmp(n, "add.3") || !strcmp(n, "mul.4"), "%s", n);
            cr_assert_eq(e->module, g);
            ops++;
        }
        if (e->kind == HLOA_RUN_ASYNC) {
            cr_assert_str_eq(name_of_sym(&run, e->op), "copy-start.1");
            cr_assert_str_eq(name_of_sym(&run, e->op_done), "copy-done.1");
        }
    }
    cr_assert_eq(kinds[HLOA_RUN_MODULE], 3);
    cr_assert_eq(ops, 2, "the HLO text's name, the display name; an event of no metadata dropped");
    cr_assert_eq(kinds[HLOA_RUN_ASYNC], 1);
    cr_assert_eq(kinds[HLOA_RUN_HOST], 1);
    hloa_run_release(&run);
    hloa_strbuf_release(&space);
}

/* Each way bytes are not an XSpace: refused with a message, at every truncation. */
Test(xspace, refuses_what_is_not_one)
{
    hloa_strbuf space = HLOA_STRBUF_INIT;
    tpu_space(&space);
    char err[256];
    for (size_t n = 1; n < space.len; n++) {
        hloa_run run;
        hloa_run_init(&run);
        err[0] = 0;
        int r = hloa_read_xspace_mem(space.buf, n, &run, err, sizeof err);
        cr_assert(r == 0 || strstr(err, "<memory>"), "cut at %zu: %s", n, err);
        hloa_run_release(&run);
    }
    hloa_strbuf_release(&space);

    /* a known field of the wrong wire type, at each level */
    static const char *const what[] = {"plane", "plane name", "line", "line name", "event",
                                       "event stat", "stat string", "event metadata value",
                                       "event metadata name", "stat metadata name"};
    for (int k = 0; k < 10; k++) {
        hloa_strbuf b = HLOA_STRBUF_INIT, p = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT;
        all_stat_md(&p);
        if (k == 0) {
            vint(&b, 1, 3);
        } else {
            if (k == 1)
                vint(&p, 2, 1);
            if (k == 2)
                vint(&p, 3, 1);
            if (k >= 3 && k <= 6) {
                line_head(&l, 1, "Stream #1", 0);
                if (k == 3)
                    vint(&l, 2, 1);
                if (k == 4)
                    vint(&l, 4, 1);
                if (k == 5) {
                    hloa_strbuf e = HLOA_STRBUF_INIT;
                    vint(&e, 1, 1);
                    vint(&e, 4, 1);
                    msg(&l, 4, &e);
                }
                if (k == 6) {
                    hloa_strbuf s = HLOA_STRBUF_INIT, x = HLOA_STRBUF_INIT;
                    vint(&x, 1, S_OP);
                    vint(&x, 5, 1);
                    msg(&s, 4, &x);
                    event(&l, 1, 0, 1, &s);
                }
                msg(&p, 3, &l);
                event_md(&p, 1, "k", NULL, NULL);
            }
            if (k == 7) {
                hloa_strbuf e = HLOA_STRBUF_INIT;
                vint(&e, 1, 1);
                vint(&e, 2, 1);
                msg(&p, 4, &e);
            }
            if (k == 8) {
                hloa_strbuf v = HLOA_STRBUF_INIT, e = HLOA_STRBUF_INIT;
                vint(&v, 2, 1);
                msg(&e, 2, &v);
                msg(&p, 4, &e);
            }
            if (k == 9) {
                hloa_strbuf v = HLOA_STRBUF_INIT, e = HLOA_STRBUF_INIT;
                vint(&v, 2, 1);
                msg(&e, 2, &v);
                msg(&p, 5, &e);
            }
            str(&p, 2, "/device:GPU:0");
            msg(&b, 1, &p);
        }
        hloa_strbuf_release(&p);
        hloa_run run;
        hloa_run_init(&run);
        err[0] = 0;
        cr_assert_eq(hloa_read_xspace_mem(b.buf, b.len, &run, err, sizeof err), -1, "%s", what[k]);
        cr_assert(strstr(err, "a field of the wrong type"), "%s: %s", what[k], err);
        hloa_run_release(&run);
        hloa_strbuf_release(&b);
    }
}

/* The reader by content: a file, gzip'd or not; JSON told apart; what cannot be read. */
Test(xspace, read_by_content)
{
    hloa_strbuf space = HLOA_STRBUF_INIT;
    gpu_space(&space);
    char path[512];
    write_temp_file(path, sizeof path, "xspace", space.buf, space.len);
    hloa_run run;
    char err[512];
    hloa_run_init(&run);
    cr_assert_eq(hloa_read_run(path, &run, err, sizeof err), 0, "%s", err);
    cr_assert_eq(run.n_events, 3);
    hloa_run_release(&run);

    FILE *f = fopen(path, "w");
    fputs(" \n\t{\"traceEvents\": []}", f);
    fclose(f);
    hloa_run_init(&run);
    cr_assert_eq(hloa_read_run(path, &run, err, sizeof err), -1);
    cr_assert(strstr(err, "trace") && !strstr(err, "XSpace"), "JSON goes to the trace reader: %s",
              err);
    hloa_run_release(&run);

    unlink(path);
    hloa_run_init(&run);
    cr_assert_eq(hloa_read_run(path, &run, err, sizeof err), -1);
    cr_assert(strstr(err, path), "%s", err);
    cr_assert_eq(hloa_read_xspace(path, &run, err, sizeof err), -1);
    cr_assert_eq(hloa_read_run("-", &run, err, sizeof err), -1);
    cr_assert(strstr(err, "standard input"), "%s", err);
    hloa_run_release(&run);
    hloa_strbuf_release(&space);
}

/* A file read a plane at a time: the top level's other fields skipped, its corruptions said
   with their offset in the file. */
static int read_file_bytes(const void *b, size_t n, hloa_run *run, char *err, size_t errlen)
{
    char path[512];
    write_temp_file(path, sizeof path, "xspace", b, n);
    hloa_run_init(run);
    int r = hloa_read_xspace(path, run, err, errlen);
    unlink(path);
    return r;
}

Test(xspace, file_read_plane_by_plane)
{
    hloa_strbuf space = HLOA_STRBUF_INIT;
    vint(&space, 9, 300);         /* a varint field of no meaning here */
    fixed64(&space, 10, 1.0);     /* a fixed64 */
    varint(&space, 11 << 3 | 5);  /* a fixed32 */
    hloa_strbuf_add(&space, "abcd", 4);
    str(&space, 3, "a warning");  /* XSpace.warnings */
    gpu_space(&space);
    hloa_run run;
    char err[512];
    cr_assert_eq(read_file_bytes(space.buf, space.len, &run, err, sizeof err), 0, "%s", err);
    cr_assert_eq(run.n_events, 3);
    hloa_run_release(&run);
    for (size_t n = 1; n < space.len; n++) {
        int r = read_file_bytes(space.buf, n, &run, err, sizeof err);
        /* a cut just after the plane is a whole XSpace (the errors field is not needed) */
        cr_assert(r == 0 || strstr(err, "at byte") || strstr(err, "no planes"), "cut at %zu: %s",
                  n, err);
        hloa_run_release(&run);
    }
    static const struct {
        const char *bytes;
        size_t n;
        const char *says;
    } bad[] = {
        {"\x08\x01", 2, "a field of the wrong type at byte 0"},      /* a plane as a varint */
        {"\x00", 1, "corrupt protobuf at byte 0"},                    /* field number 0 */
        {"\x0b", 1, "corrupt protobuf at byte 0"},                    /* a group */
        {"\x48\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", 12, "corrupt protobuf at byte 1"},
        {"\x0a\x05\x12\x01", 4, "corrupt protobuf at byte 2"}, /* a plane longer than the file */
        {"\x0a\x02\x12\x05", 4, "corrupt protobuf at byte 2"}, /* its name longer than it */
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        cr_assert_eq(read_file_bytes(bad[k].bytes, bad[k].n, &run, err, sizeof err), -1);
        cr_assert(strstr(err, bad[k].says), "%zu: %s", k, err);
        hloa_run_release(&run);
    }
    hloa_strbuf_release(&space);
}

/* ---- the join ---- */

static const char join_module[] =
    "HloModule jm, is_scheduled=true\n"
    "%add (a: f32[], b: f32[]) -> f32[] {\n"
    "  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n"
    "ENTRY %main (p: f32[256]) -> (f32[256], f32[256], f32[256]) {\n"
    "  %p = f32[256]{0} parameter(0)\n"
    "  %f1 = f32[256]{0} add(%p, %p)\n"
    "  %ar-start = f32[256]{0} all-reduce-start(%f1), replica_groups={{0,1}}, to_apply=%add\n"
    "  %cp-start = (f32[256]{0}, f32[256]{0}, u32[]) copy-start(%p)\n"
    "  %ag-start = (f32[256]{0}, f32[512]{0}) all-gather-start(%p), replica_groups={{0,1}}, "
    "dimensions={0}\n"
    "  %f2 = f32[256]{0} multiply(%p, %p)\n"
    "  %ar-done = f32[256]{0} all-reduce-done(%ar-start)\n"
    "  %cp-done = f32[256]{0} copy-done(%cp-start)\n"
    "  %ag-done = f32[512]{0} all-gather-done(%ag-start)\n"
    "  %s2 = f32[256]{0} slice(%ag-done), slice={[0:256]}\n"
    "  ROOT %t = (f32[256]{0}, f32[256]{0}, f32[256]{0}) tuple(%ar-done, %cp-done, %s2)\n}\n";

typedef struct joined {
    parsed p;
    hloa_timeline t;
} joined;

static void build_module(joined *x)
{
    parse_and_estimate(&x->p, &x->t, join_module);
}

static void add(hloa_run *run, uint32_t stream, uint32_t module, const char *op, double start,
                double dur, uint8_t kind)
{
    hloa_run_event e = {.start_us = start, .dur_us = dur, .module = module, .stream = stream,
                        .scheduling_group = -1, .op_id = -1, .is_pipelined = -1, .kind = kind};
    e.op = op ? hloa_run_name(run, op, strlen(op)) : 0;
    hloa_run_add_event(run, &e);
}

static const hloa_joined_op *joined_named(const hloa_join *j, const char *name)
{
    for (uint32_t k = 0; k < j->n_ops; k++) {
        uint32_t n;
        const char *s = hloa_name(j->t->m, hloa_joined_instr(&j->ops[k])->name, &n);
        if (n == strlen(name) && !memcmp(s, name, n))
            return &j->ops[k];
    }
    return NULL;
}

Test(join, the_ways_an_op_is_measured)
{
    joined x;
    build_module(&x);
    hloa_run run;
    hloa_run_init(&run);
    uint32_t mod = hloa_run_module_of(&run, hloa_run_name(&run, "jm", 2), 5);
    uint32_t other = hloa_run_module_of(&run, hloa_run_name(&run, "other", 5), 6);
    uint32_t ops = hloa_run_stream_of(&run, 0, 3), async = hloa_run_stream_of(&run, 0, 4);
    uint32_t k1 = hloa_run_stream_of(&run, 1, 1), k2 = hloa_run_stream_of(&run, 1, 2);
    run.streams[ops].device = run.streams[async].device = hloa_run_name(&run, "tpu", 3);
    run.streams[k1].device = run.streams[k2].device = hloa_run_name(&run, "gpu", 3);
    /* device tpu: an async interval of the copy without its done event (idle measured), a done
       of the all-reduce without its start (no sample), then start and done */
    add(&run, async, mod, "cp-start", 10, 10, HLOA_RUN_ASYNC);
    add(&run, ops, mod, "f1", 0, 12, HLOA_RUN_OP);
    add(&run, ops, mod, "ar-done", 1, 1, HLOA_RUN_OP);
    add(&run, ops, mod, "ar-start", 30, 1, HLOA_RUN_OP);
    add(&run, ops, mod, "ar-done", 40, 4, HLOA_RUN_OP);
    /* device gpu: compute on two streams overlapping, the all-gather's kernel over them, a
       kernel naming the done (not the collective's time) */
    add(&run, k1, mod, "f1", 0, 10, HLOA_RUN_KERNEL);
    add(&run, k2, mod, "f2", 5, 10, HLOA_RUN_KERNEL);
    add(&run, k2, mod, "ag-start", 8, 12, HLOA_RUN_KERNEL);
    add(&run, k2, mod, "ag-done", 20, 1, HLOA_RUN_KERNEL);
    add(&run, k1, mod, NULL, 30, 1, HLOA_RUN_KERNEL); /* the module's, naming nothing */
    add(&run, k1, other, "f1", 0, 100, HLOA_RUN_KERNEL); /* another module's */
    hloa_join j;
    hloa_join_build(&run, mod, &x.t, &x.p.m.arena, &j);
    cr_assert_eq(j.n_devices, 2);
    cr_assert_eq(j.named, 9);
    cr_assert_eq(j.matched, 9);
    cr_assert_eq(j.n_missing, 0);
    const hloa_joined_op *cp = joined_named(&j, "cp-start");
    cr_assert_eq(cp->time.n, 1);
    cr_assert_eq(cp->time.median_us, 10);
    cr_assert_eq(cp->exposed_from, HLOA_EXPOSED_IDLE);
    /* [10, 20] against the tpu's compute: OP events are not kernels, none counts */
    cr_assert_eq(cp->exposed.median_us, 10);
    const hloa_joined_op *ar = joined_named(&j, "ar-start");
    cr_assert_eq(ar->time.n, 1);
    cr_assert_eq(ar->time.median_us, 14);
    cr_assert_eq(ar->exposed.median_us, 4);
    cr_assert_eq(ar->exposed_from, HLOA_EXPOSED_DONE_EVENT);
    const hloa_joined_op *ag = joined_named(&j, "ag-start");
    cr_assert_eq(ag->time.median_us, 12);
    cr_assert_eq(ag->exposed.median_us, 5, "[8, 20] less the compute [0, 15]");
    cr_assert_eq(ag->devices, 1);
    cr_assert_str_eq(hloa_exposed_from_name(HLOA_EXPOSED_NONE), "none");
    cr_assert_eq(j.n_kinds, 3);
    for (uint32_t k = 0; k + 1 < j.n_kinds; k++)
        cr_assert(j.kinds[k].worst != NULL);
    hloa_run_release(&run);
    parsed_release(&x.p);
}

Test(join, names_the_module_lacks)
{
    joined x;
    build_module(&x);
    hloa_run run;
    hloa_run_init(&run);
    uint32_t mod = hloa_run_module_of(&run, hloa_run_name(&run, "jm", 2), -1);
    uint32_t s = hloa_run_stream_of(&run, 0, 1);
    char name[32];
    for (int i = 0; i < 40; i++) {
        snprintf(name, sizeof name, "gone.%d", i % 20);
        add(&run, s, mod, name, i, 1, HLOA_RUN_KERNEL);
    }
    add(&run, s, mod, "ar-start", 100, 0, HLOA_RUN_KERNEL); /* measured 0: no ratio */
    hloa_join j;
    hloa_join_build(&run, mod, &x.t, &x.p.m.arena, &j);
    cr_assert_eq(j.named, 41);
    cr_assert_eq(j.matched, 1);
    cr_assert_eq(j.n_missing, 20, "each name once");
    cr_assert_eq(j.missing_len[19], 7);
    cr_assert(!memcmp(j.missing[19], "gone.19", 7));
    cr_assert_eq(j.n_kinds, 1);
    cr_assert_eq(j.kinds[0].worst_ratio, 0);
    hloa_run_release(&run);
    parsed_release(&x.p);
}

/* A varint that does not end within its message: what a corrupt byte inside one looks like. */
static const char broken[] = "\xff";

/* A space of one plane (the metadata plane in case 8, else a GPU's) with the stat metadata of
   all_stat_md and what case k writes, one part corrupt inside its own (well-delimited)
   message. */
static void corrupt_case(hloa_strbuf *space, int k)
{
    hloa_strbuf p = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT, s = HLOA_STRBUF_INIT;
    hloa_strbuf v = HLOA_STRBUF_INIT, e = HLOA_STRBUF_INIT;
    str(&p, 2, k == 8 ? "/host:metadata" : "/device:GPU:0");
    all_stat_md(&p);
    switch (k) {
    case 0: /* a stat metadata map entry */
        bytes(&p, 5, broken, 1);
        break;
    case 1: /* a stat metadata value */
        vint(&e, 1, 50);
        bytes(&e, 2, broken, 1);
        msg(&p, 5, &e);
        break;
    case 2: /* an event metadata map entry */
        bytes(&p, 4, broken, 1);
        break;
    case 3: /* an event metadata value */
        vint(&e, 1, 1);
        bytes(&e, 2, broken, 1);
        msg(&p, 4, &e);
        break;
    case 4: /* a stat of an event, after its metadata id */
        event_md(&p, 1, "k", NULL, NULL);
        bytes(&s, 4, broken, 1);
        event(&l, 1, 0, 1, &s);
        break;
    case 5: /* a stat of an event, before its metadata id */
        event_md(&p, 1, "k", NULL, NULL);
        bytes(&e, 4, broken, 1);
        vint(&e, 1, 1);
        msg(&l, 4, &e);
        break;
    case 6: /* a stat of the event metadata an event names (an event without stats) */
        bytes(&s, 5, broken, 1);
        event_md(&p, 1, "k", NULL, &s);
        event(&l, 1, 0, 1, NULL);
        break;
    case 7: /* the same, read when the event's first stat is */
        bytes(&s, 5, broken, 1);
        event_md(&p, 1, "k", NULL, &s);
        stat_str(&v, 4, S_OP, "fusion.1");
        event(&l, 1, 0, 1, &v);
        break;
    case 8: /* a stat of a module's metadata on the metadata plane */
        bytes(&s, 5, broken, 1);
        event_md(&p, 1, "jit_f(1)", NULL, &s);
        break;
    case 9: /* an event */
        event_md(&p, 1, "k", NULL, NULL);
        bytes(&l, 4, broken, 1);
        break;
    case 10: /* a line */
        bytes(&p, 3, broken, 1);
        break;
    }
    if (k >= 4 && k != 8 && k != 10) {
        hloa_strbuf head = HLOA_STRBUF_INIT;
        line_head(&head, 1, "Stream #1", 0);
        hloa_strbuf_add(&head, l.buf ? l.buf : "", l.len);
        hloa_strbuf_release(&l);
        msg(&p, 3, &head);
    }
    hloa_strbuf_release(&l);
    hloa_strbuf_release(&s);
    hloa_strbuf_release(&v);
    hloa_strbuf_release(&e);
    msg(space, 1, &p);
}

Test(xspace, corrupt_bytes_inside_each_message_are_located)
{
    static const char *const what[] = {
        "stat metadata entry", "stat metadata value", "event metadata entry",
        "event metadata value", "event stat", "early event stat", "metadata stat",
        "metadata stat beside an event stat", "module metadata stat", "event", "line"};
    for (int k = 0; k < 11; k++) {
        hloa_strbuf b = HLOA_STRBUF_INIT;
        corrupt_case(&b, k);
        hloa_run run;
        char err[256] = "";
        cr_expect_eq(read_bytes(&b, &run, err, sizeof err), -1, "%s", what[k]);
        /* the varint's first byte is where it goes wrong: it is in the file */
        const char *at = strstr(err, "<memory>: not a readable XSpace: corrupt protobuf at byte ");
        cr_expect(at, "%s: %s", what[k], err);
        if (at) {
            size_t off = strtoul(at + strlen("<memory>: not a readable XSpace: corrupt protobuf at byte "),
                                 NULL, 10);
            cr_expect_lt(off, b.len, "%s", what[k]);
        }
        hloa_run_release(&run);
        hloa_strbuf_release(&b);
    }
}

Test(xspace, a_space_without_planes_is_none)
{
    hloa_strbuf b = HLOA_STRBUF_INIT;
    str(&b, 2, "an error the profiler recorded");
    hloa_run run;
    char err[256] = "";
    cr_expect_eq(read_bytes(&b, &run, err, sizeof err), -1);
    cr_expect_str_eq(err, "<memory>: not an XSpace: it holds no planes");
    hloa_run_release(&run);
    hloa_strbuf_release(&b);
}

Test(xspace, a_plane_without_metadata_names_nothing)
{
    /* an event whose metadata and stat the plane does not hold: neither op nor module */
    hloa_strbuf b = HLOA_STRBUF_INIT, p = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT,
                s = HLOA_STRBUF_INIT;
    str(&p, 2, "/device:GPU:0");
    line_head(&l, 1, "Stream #1", 0);
    stat_str(&s, 4, S_OP, "fusion.1");
    event(&l, 1, 0, 1, &s);
    msg(&p, 3, &l);
    msg(&b, 1, &p);
    hloa_run run;
    char err[256] = "";
    cr_expect_eq(read_bytes(&b, &run, err, sizeof err), 0, "%s", err);
    cr_expect_eq(run.n_events, 0);
    hloa_run_release(&run);
    hloa_strbuf_release(&b);
}

Test(xspace, lines_whose_metadata_says_little)
{
    hloa_strbuf space = HLOA_STRBUF_INIT, p = HLOA_STRBUF_INIT, l = HLOA_STRBUF_INIT,
                st = HLOA_STRBUF_INIT, x = HLOA_STRBUF_INIT, v = HLOA_STRBUF_INIT;
    str(&p, 2, "/device:TPU:0");
    all_stat_md(&p);
    /* stat metadata with a description beside its name: read as its name */
    vint(&v, 1, 50);
    str(&v, 2, "extra");
    str(&v, 3, "what it means");
    vint(&x, 1, 50);
    msg(&x, 2, &v);
    msg(&p, 5, &x);
    /* event metadata 1: no name, no display name, a field the reader does not use */
    vint(&st, 6, 1);
    event_md(&p, 1, NULL, NULL, &st);
    /* modules by their stats alone: no metadata, and metadata of no name */
    line_head(&l, 1, "XLA Modules", 0);
    stat_str(&st, 4, S_MODULE, "m");
    event(&l, 9, 0, 10, &st);
    stat_str(&st, 4, S_MODULE, "m");
    event(&l, 1, 20, 10, &st);
    msg(&p, 3, &l);
    /* async ops named by their hlo_op alone */
    line_head(&l, 2, "Async XLA Ops", 0);
    stat_str(&st, 4, S_OP, "done.1");
    event(&l, 9, 1, 2, &st);
    stat_str(&st, 4, S_OP, "done.1");
    event(&l, 1, 3, 2, &st);
    msg(&p, 3, &l);
    /* ops of no metadata and of metadata naming nothing: dropped; one named by its stats, with
       fields the reader skips (an event's 7, a stat's 8), a stat of no value, a program id
       past int64 */
    line_head(&l, 3, "XLA Ops", 0);
    event(&l, 9, 5, 1, NULL);
    event(&l, 1, 6, 1, NULL);
    hloa_strbuf e = HLOA_STRBUF_INIT;
    vint(&e, 1, 9);
    vint(&e, 2, 7000000);
    vint(&e, 3, 1000000);
    vint(&e, 7, 1);
    vint(&x, 1, S_OP);
    str(&x, 5, "op.5");
    vint(&x, 8, 1);
    msg(&e, 4, &x);
    vint(&x, 1, S_GROUP);
    msg(&e, 4, &x);
    stat_double(&e, 4, S_PROGRAM, 1e30);
    msg(&l, 4, &e);
    msg(&p, 3, &l);
    /* a second line of the same id: its events join the first's stream, named as it was */
    line_head(&l, 3, "Other", 0);
    stat_str(&st, 4, S_OP, "k.1");
    event(&l, 9, 8, 1, &st);
    msg(&p, 3, &l);
    msg(&space, 1, &p);
    /* a plane whose name is shorter than "/device:": a host's */
    str(&p, 2, "/x");
    all_stat_md(&p);
    line_head(&l, 1, "python", 0);
    stat_str(&st, 4, S_OP, "h.1");
    event(&l, 9, 0, 1, &st);
    msg(&p, 3, &l);
    msg(&space, 1, &p);
    /* the metadata plane: a module named without its id (the metadata's id is), and a proto
       of a module of no name (skipped) */
    str(&p, 2, "/host:metadata");
    stat_md(&p, 1, "Hlo Proto");
    for (int k = 0; k < 2; k++) {
        vint(&x, 1, 1);
        str(&x, 6, "proto");
        msg(&st, 5, &x);
        event_md(&p, 40 + k, k ? NULL : "jit_q", NULL, &st);
    }
    msg(&space, 1, &p);

    hloa_run run;
    char err[256] = "";
    cr_assert_eq(read_bytes(&space, &run, err, sizeof err), 0, "%s", err);
    uint32_t q = hloa_join_find_module(&run, "jit_q", 5);
    cr_assert_neq(q, HLOA_RUN_NONE);
    cr_expect_eq(run.modules[q].program_id, 40);
    cr_expect_eq(run.modules[q].hlo_proto_len, 5);
    int kinds[8] = {0};
    for (size_t i = 0; i < run.n_events; i++) {
        const hloa_run_event *ev = &run.events[i];
        kinds[ev->kind]++;
        hloa_sym stream = run.streams[ev->stream].name; /* name_of_sym's buffer is one */
        switch (ev->kind) {
        case HLOA_RUN_MODULE:
            cr_expect_str_eq(name_of_sym(&run, run.modules[ev->module].name), "m");
            break;
        case HLOA_RUN_ASYNC:
            cr_expect_str_eq(name_of_sym(&run, ev->op), "done.1");
            cr_expect_eq(ev->op_done, 0, "the op is the done's own name");
            break;
        case HLOA_RUN_OP:
            cr_expect_str_eq(name_of_sym(&run, ev->op), "op.5");
            cr_expect_eq(ev->scheduling_group, -1);
            cr_expect_eq(ev->module, HLOA_RUN_NONE, "a program id of no int64 names none");
            cr_expect_eq(ev->start_us, 7);
            break;
        case HLOA_RUN_KERNEL:
            cr_expect_str_eq(name_of_sym(&run, ev->op), "k.1");
            cr_expect_str_eq(name_of_sym(&run, stream), "XLA Ops");
            break;
        case HLOA_RUN_HOST:
            cr_expect_str_eq(name_of_sym(&run, ev->op), "h.1");
            cr_expect_str_eq(name_of_sym(&run, stream), "python");
            break;
        }
    }
    cr_expect_eq(kinds[HLOA_RUN_MODULE], 2);
    cr_expect_eq(kinds[HLOA_RUN_ASYNC], 2);
    cr_expect_eq(kinds[HLOA_RUN_OP], 1);
    cr_expect_eq(kinds[HLOA_RUN_KERNEL], 1);
    cr_expect_eq(kinds[HLOA_RUN_HOST], 1);
    hloa_run_release(&run);
    hloa_strbuf_release(&space);
}

Test(xspace, metadata_entries_of_the_wrong_type)
{
    /* an event or stat metadata entry, or the plane's name, written as a number */
    for (int k = 0; k < 3; k++) {
        hloa_strbuf b = HLOA_STRBUF_INIT, p = HLOA_STRBUF_INIT;
        if (k < 2)
            vint(&p, 4 + (uint32_t)k, 1);
        else
            fixed64(&p, 2, 1.0);
        msg(&b, 1, &p);
        hloa_run run;
        char err[256] = "";
        cr_expect_eq(read_bytes(&b, &run, err, sizeof err), -1, "%d", k);
        cr_expect(strstr(err, "<memory>: not a readable XSpace: a field of the wrong type at byte "),
                  "%d: %s", k, err);
        hloa_run_release(&run);
        hloa_strbuf_release(&b);
    }
}

/* bytes as a gzip member of stored deflate blocks (no compression), cut to its first `keep`
   bytes: a gzip file zlib reads without any compressor in the test */
static void gzip_stored(hloa_strbuf *gz, const hloa_strbuf *bytes_in)
{
    hloa_strbuf_add(gz, "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
    size_t at = 0;
    do {
        size_t n = bytes_in->len - at > 65535 ? 65535 : bytes_in->len - at;
        int last = at + n == bytes_in->len;
        unsigned char h[5] = {(unsigned char)last, (unsigned char)(n & 0xff),
                              (unsigned char)(n >> 8), (unsigned char)(~n & 0xff),
                              (unsigned char)((~n >> 8) & 0xff)};
        hloa_strbuf_add(gz, (const char *)h, 5);
        hloa_strbuf_add(gz, bytes_in->buf + at, n);
        at += n;
    } while (at < bytes_in->len);
    /* no trailer: every case here is cut before it */
}

Test(xspace, a_truncated_gzip_file_is_said)
{
    /* one plane whose name is 100 000 bytes: more than the reader's buffer of 64 KiB */
    hloa_strbuf space = HLOA_STRBUF_INIT, p = HLOA_STRBUF_INIT, gz = HLOA_STRBUF_INIT;
    char *name = malloc(100000);
    memset(name, 'n', 100000);
    bytes(&p, 2, name, 100000);
    free(name);
    msg(&space, 1, &p);
    gzip_stored(&gz, &space);
    /* cut in the gzip header, at its first stored block's start, and in the plane's middle */
    static const size_t keep[] = {5, 15, 80000};
    for (size_t k = 0; k < sizeof keep / sizeof keep[0]; k++) {
        hloa_run run;
        char err[512] = "";
        cr_expect_eq(read_file_bytes(gz.buf, keep[k], &run, err, sizeof err), -1);
        cr_expect(strstr(err, ": truncated gzip data"), "%zu: %s", keep[k], err);
        hloa_run_release(&run);
    }
    hloa_strbuf_release(&gz);
    hloa_strbuf_release(&space);
}

Test(join, module_names_and_their_program_ids)
{
    /* XProf names a module's execution "name(program id)"; anything else is all name */
    static const struct {
        const char *s;
        size_t name_len;
        int64_t id;
    } cases[] = {{"jit_f(12)", 5, 12}, {"jit_f", 5, -1}, {"123)", 4, -1},
                 {"f()", 3, -1},       {"f12)", 4, -1}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t n;
        int64_t id;
        hloa_run_split_module_name(cases[k].s, strlen(cases[k].s), &n, &id);
        cr_expect_eq(n, cases[k].name_len, "%s", cases[k].s);
        cr_expect_eq(id, cases[k].id, "%s", cases[k].s);
    }
    /* an op's HLO text names it before its first space, without its '%' */
    size_t n = 9;
    hloa_run_hlo_text_name("", 0, &n);
    cr_expect_eq(n, 0);
    const char *s = hloa_run_hlo_text_name("%add.3 = f32[] add()", 20, &n);
    cr_expect(n == 5 && !memcmp(s, "add.3", 5));
}
