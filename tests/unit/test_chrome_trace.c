/*
 * The Chrome trace reader (profile/chrome_trace.c) on small documents: what
 * each kind of event becomes in the run, the JSON it must read (escapes,
 * numbers, quoted ids, either form of the document) and what it refuses, with
 * the byte it stopped at. Documents longer than the reader's buffer go
 * through files, so that events and values straddle the buffer's end.
 */
#include "hloasync/instream.h"
#include "hloasync/run.h"
#include "hloasync/strbuf.h"
#include "profile/chrome_trace.h"
#include "temp_file.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char err[512];

/* Reads text into run: the reader's return. */
static int read_text(hloa_run *run, const char *text)
{
    hloa_run_init(run);
    hloa_instream *in = hloa_instream_open_mem(text, strlen(text));
    err[0] = 0;
    int rc = hloa_read_chrome_trace_stream(in, "t.json", run, err, sizeof err);
    hloa_instream_close(in);
    return rc;
}

static int same(const hloa_run *run, hloa_sym sym, const char *text)
{
    uint32_t n = 0;
    const char *s = sym ? hloa_run_name_str(run, sym, &n) : "";
    return n == strlen(text) && !memcmp(s, text, n);
}

/* A refusal whose message holds want. */
static void refused(const char *text, const char *want)
{
    hloa_run run;
    cr_assert_eq(read_text(&run, text), -1, "read: %s", text);
    cr_assert(strstr(err, want) && !strncmp(err, "t.json: ", 8), "%s: got '%s'", text, err);
    hloa_run_release(&run);
}

Test(chrome_trace, complete_events_on_named_lines)
{
    hloa_run run;
    cr_assert_eq(read_text(&run,
        "{\"displayTimeUnit\":\"ns\",\"metadata\":{\"highres-ticks\":true},\"traceEvents\":["
        "{\"pid\":7,\"tid\":2,\"name\":\"ar.1\",\"ts\":100.5,\"dur\":2.25,\"ph\":\"X\","
        "\"args\":{\"hlo_op\":\"ar-start.1\",\"hlo_module\":\"jit_f\",\"program_id\":42}},"
        "{\"args\":{\"name\":\"/device:GPU:0\"},\"name\":\"process_name\",\"ph\":\"M\",\"pid\":7},"
        "{\"args\":{\"name\":\"XLA Ops\"},\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":7,\"tid\":2},"
        "{\"args\":{\"name\":\"XLA Modules\"},\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":7,\"tid\":1},"
        "{\"pid\":7,\"tid\":1,\"name\":\"jit_f(42)\",\"ts\":100,\"dur\":50,\"ph\":\"X\"},"
        "{\"pid\":7,\"tid\":2,\"name\":\"fusion.3\",\"ts\":103,\"dur\":1e1,\"ph\":\"X\"},"
        "{\"pid\":7,\"tid\":9,\"name\":\"kernel\",\"ts\":1.03E2,\"dur\":4,\"ph\":\"X\"},"
        "{\"pid\":8,\"tid\":1,\"name\":\"host work\",\"ts\":1,\"dur\":4,\"ph\":\"X\"},"
        "{\"pid\":8,\"tid\":1,\"name\":\"host op\",\"ts\":200,\"dur\":4,\"ph\":\"X\","
        "\"args\":{\"hlo_op\":\"copy.2\"}},"
        "{\"pid\":7,\"name\":\"counter\",\"ph\":\"C\",\"entries\":[[1,2]]}"
        "],\"showCounterMessage\":\"\",\"totalCounterEvents\":0}"), 0, "%s", err);
    cr_assert_str_eq(run.format, "Chrome trace JSON");
    cr_assert_eq(run.n_events, 5, "the host's unnamed work is left out");
    const hloa_run_event *e = run.events;
    cr_assert(same(&run, e[0].op, "ar-start.1") && e[0].kind == HLOA_RUN_OP);
    cr_assert_float_eq(e[0].start_us, 0.5, 1e-12);
    cr_assert_float_eq(e[0].dur_us, 2.25, 1e-12);
    cr_assert_eq(run.n_modules, 1, "the module event is the same module: name and id");
    cr_assert(same(&run, run.modules[0].name, "jit_f") && run.modules[0].program_id == 42);
    cr_assert_eq(e[1].kind, HLOA_RUN_MODULE);
    cr_assert_eq(e[1].module, 0);
    cr_assert_eq(e[1].op, 0);
    cr_assert(same(&run, e[2].op, "fusion.3"), "an XLA Ops event names its op");
    cr_assert_float_eq(e[2].dur_us, 10, 1e-12);
    cr_assert_eq(e[3].kind, HLOA_RUN_KERNEL);
    cr_assert_eq(e[3].op, 0, "a kernel's own name is not an op");
    cr_assert_float_eq(e[3].start_us, 3, 1e-12);
    cr_assert(same(&run, e[4].op, "copy.2") && e[4].kind == HLOA_RUN_HOST);
    cr_assert(same(&run, run.streams[e[0].stream].device, "/device:GPU:0"));
    cr_assert(same(&run, run.streams[e[0].stream].name, "XLA Ops"));
    hloa_run_release(&run);
}

Test(chrome_trace, begin_end_instants_and_annotations)
{
    hloa_run run;
    cr_assert_eq(read_text(&run,
        "[{\"ph\":\"B\",\"pid\":1,\"tid\":1,\"ts\":10,\"name\":\"outer\","
        "\"args\":{\"hlo_op\":\"a\",\"scheduling_group_id\":3,\"is_pipelined\":true}},"
        "{\"ph\":\"B\",\"pid\":1,\"tid\":2,\"ts\":11,\"args\":{\"hlo_op\":\"b\","
        "\"stream_annotation\":\"1\",\"is_pipelined\":0,\"unique_hlo_op_id\":\"77\"}},"
        "{\"ph\":\"E\",\"pid\":1,\"tid\":1,\"ts\":15},"
        "{\"ph\":\"E\",\"pid\":1,\"tid\":3,\"ts\":15},"
        "{\"ph\":\"E\",\"pid\":1,\"tid\":2,\"ts\":9},"
        "{\"ph\":\"i\",\"pid\":1,\"tid\":1,\"ts\":12,\"s\":\"t\",\"args\":{\"hlo_op\":\"c\","
        "\"is_pipelined\":false}},"
        "{\"ph\":\"B\",\"pid\":1,\"tid\":1,\"ts\":20,\"args\":{\"hlo_op\":\"never-ends\"}},"
        "{\"ph\":\"s\",\"id\":1,\"pid\":1,\"tid\":1,\"ts\":12}]"), 0, "%s", err);
    cr_assert_eq(run.n_events, 3);
    const hloa_run_event *e = run.events;
    cr_assert(same(&run, e[0].op, "a"));
    cr_assert_float_eq(e[0].dur_us, 5, 1e-12);
    cr_assert_eq(e[0].scheduling_group, 3);
    cr_assert_eq(e[0].is_pipelined, 1);
    cr_assert(same(&run, e[1].op, "b"));
    cr_assert_float_eq(e[1].dur_us, 0, 0, "an E before its B ends it at once");
    cr_assert(same(&run, e[1].stream_annotation, "1"));
    cr_assert_eq(e[1].is_pipelined, 0);
    cr_assert_eq(e[1].op_id, 77);
    cr_assert_eq(e[1].scheduling_group, -1);
    cr_assert(same(&run, e[2].op, "c") && e[2].dur_us == 0 && e[2].is_pipelined == 0);
    hloa_run_release(&run);
}

Test(chrome_trace, json_it_must_read)
{
    hloa_run run;
    cr_assert_eq(read_text(&run,
        " \n[ {\"ph\" : \"X\", \"pid\": \"host\", \"tid\": -1, \"ts\": 0.000001, \"dur\": 0,"
        " \"name\": \"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\u4e2d\\ud83d\\ude00\\ud800x\","
        " \"cat\": [1, -2.5e-3, true, false, null, {\"k\": []}, {}], \"args\": {\"hlo_op\":"
        " \"op\\u002e1\", \"program_id\": \"-5\", \"hlo_module\": 3, \"other\": [[[]]]}},"
        " {\"ph\": \"X\", \"pid\": \"host\", \"tid\": -1, \"ts\": 12345678901234567890,"
        " \"dur\": 1, \"args\": {\"hlo_op\": \"x\"}} ] \n"), 0, "%s", err);
    cr_assert_eq(run.n_events, 2);
    cr_assert(same(&run, run.events[0].op, "op.1"));
    cr_assert_float_eq(run.events[1].start_us, 12345678901234567890.0, 1e4,
                       "long numbers go to strtod");
    cr_assert_eq(run.n_streams, 1, "a named pid is one id");
    cr_assert_eq(run.streams[0].line_id, -1);
    hloa_run_release(&run);

    cr_assert_eq(read_text(&run, "{}"), -1);
    cr_assert_str_eq(err, "t.json: the trace has no events");
    hloa_run_release(&run);
    cr_assert_eq(read_text(&run, "[{\"ph\":\"X\",\"ts\":1,\"dur\":1,\"pid\":1,\"tid\":1,"
                                 "\"args\":{\"hlo_op\":\"q\"}}"), 0, "a bare array may end early");
    hloa_run_release(&run);
    cr_assert_eq(read_text(&run, "{\"traceEvents\":[{\"ph\":\"M\",\"name\":\"thread_name\","
                                 "\"pid\":1,\"tid\":1,\"args\":{\"name\":7}}]}"), 0, "%s", err);
    cr_assert_eq(run.n_events, 0);
    hloa_run_release(&run);
}

Test(chrome_trace, refusals_say_where)
{
    refused("", "byte 0: the file is empty");
    refused("  \n", "byte 3: the file is empty");
    refused("{\"traceEvents\":[", "byte 16: the trace ends early");
    refused("{\"traceEvents\":[{\"ph\":\"X\",\"ts\":1", "the trace ends early");
    refused("{\"traceEvents\":[{\"ph\":\"X\",\"ts\":1.", "the trace ends early");
    refused("{\"traceEvents\":[{\"ph\":\"X\",\"ts\":1e", "the trace ends early");
    refused("{\"traceEvents\":[{\"ph\":\"X\",\"x\":tr", "the trace ends early");
    refused("{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"ab\\", "the trace ends early");
    refused("[{\"ph\":\"X\"},", "without \"ts\"");
    refused("[{\"ph\":\"X\",\"ts\":1,\"dur\":-1}]", "a negative \"dur\"");
    refused("'", "byte 0: a trace is a JSON object or array");
    refused("{\"traceEvents\":{}}", "byte 15: \"traceEvents\" is not an array");
    refused("{\"a\" 1}", "':' expected after a key");
    refused("{\"a\":1 \"b\":2}", "',' or '}' expected after a member");
    refused("{3:1}", "a key (a string) expected");
    refused("{\"a\":1,}", "a key (a string) expected");
    refused("[1]", "an event (a JSON object) expected");
    refused("[{} {}]", "',' or ']' expected after an event");
    refused("[{}] x", "bytes after the end of the trace");
    refused("[{\"ts\":01}]", "a leading zero");
    refused("[{\"ts\":-}]", "a number expected");
    refused("[{\"ts\":1.e3}]", "digits expected after '.'");
    refused("[{\"ts\":1e+}]", "digits expected in an exponent");
    refused("[{\"ts\":1111111111111111111111111111111111111111111111111111111111111111111}]",
            "a number of more than 63 characters");
    refused("[{\"x\":nul}]", "a JSON value expected");
    refused("[{\"x\":nope}]", "a JSON value expected");
    refused("[{\"x\":[1 2]}]", "',' or ']' expected in an array");
    refused("[{\"x\":{\"a\":1 \"b\"}}]", "',' or '}' expected in an object");
    refused("[{\"x\":{\"a\" 1}}]", "':' expected after a key");
    refused("[{\"x\":{1:1}}]", "a key (a string) expected");
    refused("[{\"name\":\"a\tb\"}]", "a control character inside a string");
    refused("[{\"name\":\"\\x\"}]", "a bad escape");
    refused("[{\"name\":\"\\u12g4\"}]", "a bad escape");
    refused("[{\"pid\":1.5}]", "an integer expected");
    refused("[{\"args\":{\"program_id\":\"1a\"}}]", "an integer expected in a string");
    refused("[{\"args\":{\"program_id\":\"-\"}}]", "an integer expected in a string");
    refused("[{\"args\":{\"program_id\":\"99999999999999999999\"}}]", "an integer out of range");
    char deep[1000] = "[{\"x\":";
    for (int i = 0; i < 300; i++)
        strcat(deep, "[");
    refused(deep, "nested more than 200 deep");
    char deep_obj[2000] = "[{\"x\":";
    for (int i = 0; i < 300; i++)
        strcat(deep_obj, "{\"k\":");
    refused(deep_obj, "nested more than 200 deep");
}

/* Writes text to a temporary file: its name (static). */
static const char *temp_file(const char *text, size_t len)
{
    static char path[512];
    write_temp_file(path, sizeof path, "chrome", text, len);
    return path;
}

Test(chrome_trace, events_across_the_buffer)
{
    /* 40 000 events of about 100 bytes: the 1 MB buffer ends inside several,
       and one name of 3 MB makes it grow */
    size_t cap = 8u << 20, len = 0;
    char *doc = malloc(cap);
    len += (size_t)sprintf(doc, "{\"traceEvents\":[");
    for (int i = 0; i < 40000; i++)
        len += (size_t)sprintf(doc + len,
                               "%s{\"ph\":\"X\",\"pid\":1,\"tid\":%d,\"ts\":%d.25,\"dur\":1,"
                               "\"args\":{\"hlo_op\":\"op\\u002e%d\"}}",
                               i ? ",\n" : "", i % 3, i, i);
    len += (size_t)sprintf(doc + len, ",{\"ph\":\"X\",\"pid\":1,\"tid\":0,\"ts\":0,\"args\":"
                                      "{\"hlo_op\":\"long\",\"long_name\":\"");
    memset(doc + len, 'n', 3u << 20);
    len += 3u << 20;
    len += (size_t)sprintf(doc + len, "\"}}],\"after\":{\"k\":[1,2,3]}}");
    const char *path = temp_file(doc, len);
    hloa_run run;
    hloa_run_init(&run);
    cr_assert_eq(hloa_read_chrome_trace(path, &run, err, sizeof err), 0, "%s", err);
    cr_assert_eq(run.n_events, 40001);
    for (size_t i = 0; i < 40000; i++) {
        char want[32];
        snprintf(want, sizeof want, "op.%zu", i);
        cr_assert(same(&run, run.events[i].op, want), "event %zu", i);
        cr_assert_float_eq(run.events[i].start_us, (double)i + 0.25, 1e-9);
    }
    hloa_run_release(&run);
    unlink(path);
    free(doc);
}

Test(chrome_trace, one_event_longer_than_the_limit)
{
    hloa_chrome_trace_limit = 2u << 20; /* as 64 MB is, without writing them */
    size_t n = (2u << 20) + 16;
    char *doc = malloc(n + 64);
    size_t len = (size_t)sprintf(doc, "[{\"name\":\"");
    memset(doc + len, 'n', n);
    len += n;
    len += (size_t)sprintf(doc + len, "\"}]");
    const char *path = temp_file(doc, len);
    free(doc);
    hloa_run run;
    hloa_run_init(&run);
    int rc = hloa_read_chrome_trace(path, &run, err, sizeof err);
    hloa_chrome_trace_limit = 64u << 20;
    cr_assert_eq(rc, -1);
    cr_assert(strstr(err, "an event or key longer than 2 MB"), "%s", err);
    hloa_run_release(&run);
    unlink(path);
    hloa_run_init(&run);
    cr_assert_eq(hloa_read_chrome_trace("/nonexistent/t.json", &run, err, sizeof err), -1);
    cr_assert(strstr(err, "/nonexistent/t.json: "), "%s", err);
    hloa_run_release(&run);
}

Test(chrome_trace, corrupt_gzip)
{
    static const unsigned char gz[] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff, 0xff, 0xff};
    hloa_run run;
    hloa_run_init(&run);
    hloa_instream *in = hloa_instream_open_mem(gz, sizeof gz);
    cr_assert_eq(hloa_read_chrome_trace_stream(in, "t.json.gz", &run, err, sizeof err), -1);
    cr_assert(!strncmp(err, "t.json.gz: ", 11), "%s", err);
    hloa_instream_close(in);
    hloa_run_release(&run);
}

Test(chrome_trace, a_few_bytes_at_a_time)
{
    /* the fixtures read a byte, two, ... at a time give the run read at once */
    static const char *const names[] = {"step.trace.json", "step4.trace.json.gz",
                                        "step_bare.trace.json", "step_tpu.trace.json"};
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir, "HLOA_TESTDATA is not set");
    for (size_t f = 0; f < sizeof names / sizeof *names; f++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/profile/%s", dir, names[f]);
        hloa_run whole;
        hloa_run_init(&whole);
        cr_assert_eq(hloa_read_chrome_trace(path, &whole, err, sizeof err), 0, "%s", err);
        cr_assert_gt(whole.n_events, 8);
        for (size_t chunk = 1; chunk <= 7; chunk += 3) {
            hloa_chrome_trace_chunk = chunk;
            hloa_run run;
            hloa_run_init(&run);
            int rc = hloa_read_chrome_trace(path, &run, err, sizeof err);
            hloa_chrome_trace_chunk = 1u << 20;
            cr_assert_eq(rc, 0, "%s", err);
            cr_assert_eq(run.n_events, whole.n_events, "%s by %zu", names[f], chunk);
            cr_assert_eq(run.n_streams, whole.n_streams);
            for (size_t i = 0; i < run.n_events; i++) {
                const hloa_run_event *a = &run.events[i], *b = &whole.events[i];
                cr_assert(a->start_us == b->start_us && a->dur_us == b->dur_us &&
                              a->kind == b->kind && a->module == b->module &&
                              a->stream == b->stream && a->op == b->op,
                          "%s by %zu: event %zu", names[f], chunk, i);
            }
            hloa_run_release(&run);
        }
        hloa_run_release(&whole);
    }
}

Test(chrome_trace, xprof_tpu_lines)
{
    /* XProf's TPU lines: modules named "name(id)", ops by their HLO text, an async line whose
       events are named by the start and carry the done as hlo_op */
    hloa_run run;
    cr_assert_eq(read_text(&run,
        "{\"traceEvents\":[\r\n"
        "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"args\":{\"name\":\"/device:TPU:0\"}},\n"
        "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":1,\"args\":{\"name\":\"XLA Modules\"}},\n"
        "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":2,\"args\":{\"name\":\"XLA Ops\"}},\n"
        "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":3,"
        "\"args\":{\"name\":\"Async XLA Ops\"}},\n"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"name\":\"jit_g(77)\",\"ts\":0,\"dur\":100},\n"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":2,\"name\":\"%fusion.3 = f32[8] fusion(%p), kind=kLoop\","
        "\"ts\":1,\"dur\":2,\"args\":{\"hlo_module\":\"jit_g(77)\"}},\n"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":3,\"name\":\"%copy-start.1 = (f32[8], u32[]) copy-start(%p)\","
        "\"ts\":1,\"dur\":20,\"args\":{\"hlo_op\":\"copy-done.1\",\"hlo_module\":\"jit_g\","
        "\"program_id\":77}},\n"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":2,\"name\":\"plain\",\"ts\":1E0,\"dur\":0.5e+1,"
        "\"args\":{\"hlo_module\":\"jit_g\",\"scheduling_group_id\":4294967296}},\n"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":2,\"name\":\"x\",\"ts\":2,\"dur\":1,"
        "\"args\":{\"hlo_op\":\"y\",\"is_pipelined\":1,\"scheduling_group_id\":\"7\"}}\n"
        "]}\r\n\t"), 0, "%s", err);
    cr_assert_eq(run.n_modules, 1, "jit_g(77) and jit_g with id 77 are one module");
    cr_assert(same(&run, run.modules[0].name, "jit_g") && run.modules[0].program_id == 77);
    const hloa_run_event *e = run.events;
    cr_assert_eq(run.n_events, 5);
    cr_assert(e[0].kind == HLOA_RUN_MODULE && e[0].module == 0 && !e[0].op);
    cr_assert(e[1].kind == HLOA_RUN_OP && same(&run, e[1].op, "fusion.3") && e[1].module == 0);
    cr_assert(e[2].kind == HLOA_RUN_ASYNC && same(&run, e[2].op, "copy-start.1") &&
              same(&run, e[2].op_done, "copy-done.1"));
    cr_assert(same(&run, e[3].op, "plain") && e[3].scheduling_group == -1,
              "a group id beyond 32 bits is none");
    cr_assert_float_eq(e[3].dur_us, 5, 1e-12);
    cr_assert(same(&run, e[4].op, "y") && e[4].is_pipelined == 1 && e[4].scheduling_group == 7);
    hloa_run_release(&run);
}

/* Reads len bytes of text (NULs and all) into run: the reader's return. */
static int read_mem(hloa_run *run, const char *text, size_t len)
{
    hloa_run_init(run);
    hloa_instream *in = hloa_instream_open_mem(text, len);
    err[0] = 0;
    int rc = hloa_read_chrome_trace_stream(in, "t.json", run, err, sizeof err);
    hloa_instream_close(in);
    return rc;
}

/* The op of a trace of one host event whose hlo_op is written as json. */
static void op_decodes_to(const char *json, const char *want, size_t want_len)
{
    char text[512];
    snprintf(text, sizeof text,
             "[{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":1,\"args\":{\"hlo_op\":\"%s\"}}]",
             json);
    hloa_run run;
    cr_assert_eq(read_text(&run, text), 0, "%s: %s", json, err);
    cr_assert_eq(run.n_events, 1, "%s", json);
    uint32_t n = 0;
    const char *s = hloa_run_name_str(&run, run.events[0].op, &n);
    cr_expect(n == want_len && !memcmp(s, want, n), "%s: got %u bytes '%.*s'", json, n, (int)n, s);
    hloa_run_release(&run);
}

Test(chrome_trace, escapes_and_lone_surrogates)
{
    op_decodes_to("\\u00C9\\u00e9", "\xc3\x89\xc3\xa9", 4);
    /* a surrogate not in a pair is encoded as it stands (3 bytes), as lenient decoders do */
    op_decodes_to("\\ud800\\u0041", "\xed\xa0\x80" "A", 4);
    op_decodes_to("\\ud800\\ue000", "\xed\xa0\x80\xee\x80\x80", 6);
    op_decodes_to("\\udc00", "\xed\xb0\x80", 3);
    op_decodes_to("\\ud800abcdef", "\xed\xa0\x80" "abcdef", 9);
    op_decodes_to("\\ud800\\nabcd", "\xed\xa0\x80\nabcd", 8);
    refused("[{\"name\":\"\\u00!0\"}]", "a bad escape");
    refused("[{\"name\":\"\\u00G0\"}]", "a bad escape");
    refused("[{\"name\":\"\\u12\"}]", "a bad escape");
    /* a backslash before a NUL byte */
    static const char nul[] = "[{\"name\":\"\\\0\"}]";
    hloa_run run;
    cr_assert_eq(read_mem(&run, nul, sizeof nul - 1), -1);
    cr_expect(strstr(err, "a bad escape in a string"), "%s", err);
    hloa_run_release(&run);
}

Test(chrome_trace, long_escaped_strings_grow_the_buffer)
{
    /* names of 1000 and then 5000 bytes, each with an escape: decoded whole */
    static char text[32768], want[16384];
    for (int round = 0; round < 2; round++) {
        size_t n = round ? 5000 : 1000;
        memset(want, 'a', 2 * n);
        strcpy(text, "[{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":1,\"args\":{\"hlo_op\":\"\\u0061");
        size_t at = strlen(text);
        memset(text + at, 'a', n - 1);
        strcpy(text + at + n - 1, "\"}},{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":1,"
                                  "\"args\":{\"hlo_op\":\"\\u0062");
        at = strlen(text);
        memset(text + at, 'a', 2 * n - 1);
        strcpy(text + at + 2 * n - 1, "\"}}]");
        hloa_run run;
        cr_assert_eq(read_text(&run, text), 0, "%s", err);
        cr_assert_eq(run.n_events, 2);
        uint32_t len = 0, len2 = 0;
        const char *s = hloa_run_name_str(&run, run.events[0].op, &len);
        const char *s2 = hloa_run_name_str(&run, run.events[1].op, &len2);
        if (len > len2) { /* the two start together: either may come first */
            const char *ts = s;
            uint32_t tl = len;
            s = s2, len = len2, s2 = ts, len2 = tl;
        }
        cr_expect(len == n && !memcmp(s, want, n), "%zu: %u", n, len);
        cr_expect(len2 == 2 * n && s2[0] == 'b' && !memcmp(s2 + 1, want, 2 * n - 1), "%zu: %u",
                  n, len2);
        hloa_run_release(&run);
    }
}

Test(chrome_trace, ids_and_numbers_at_their_edges)
{
    refused("[{\"args\":{\"program_id\":\"\"}}]", "an integer expected in a string");
    refused("[{\"args\":{\"program_id\":\"1-\"}}]", "an integer expected in a string");
    refused("[{\"args\":{\"is_pipelined\":\"x\"}}]", "an integer expected in a string");
    refused("[{\"pid\":\"a\\x\"}]", "a bad escape");
    refused("[{\"pid\":99999999999999999999}]", "an integer expected");
    refused("[{\"ts\":-", "the trace ends early");
    refused("[{\"x\":fals", "the trace ends early");
    hloa_run run;
    cr_assert_eq(read_text(&run,
        "[{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":1e-999999,\"args\":{\"hlo_op\":\"a\"}},"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":1e23,\"dur\":1e-30,\"args\":{\"hlo_op\":\"b\"}},"
        "{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":5,\"dur\":1,\"args\":3}]"), 0, "%s", err);
    cr_assert_eq(run.n_events, 2, "the event whose args are no object names nothing");
    cr_expect_eq(run.events[0].dur_us, 0, "an exponent past any double's: 0");
    cr_expect_float_eq(run.events[1].start_us, 1e23, 1e8);
    cr_expect_float_eq(run.events[1].dur_us, 1e-30, 1e-40);
    hloa_run_release(&run);
}

Test(chrome_trace, many_processes_and_open_slices)
{
    /* 20 processes named (one more metadata event of another kind), and 20 slices open at
       once on one thread, closed innermost first */
    hloa_strbuf t = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&t, "[{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":1,"
                         "\"args\":{\"sort_index\":1}}");
    for (int p = 0; p < 20; p++)
        hloa_strbuf_addf(&t, ",{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":%d,"
                             "\"args\":{\"name\":\"/device:GPU:%d\"}}", p, p);
    for (int k = 0; k < 20; k++)
        hloa_strbuf_addf(&t, ",{\"ph\":\"B\",\"pid\":19,\"tid\":1,\"ts\":%d,"
                             "\"args\":{\"hlo_op\":\"op.%d\"}}", k, k);
    for (int k = 0; k < 20; k++)
        hloa_strbuf_addf(&t, ",{\"ph\":\"E\",\"pid\":19,\"tid\":1,\"ts\":%d}", 100 + k);
    hloa_strbuf_adds(&t, "]");
    hloa_run run;
    cr_assert_eq(read_text(&run, t.buf), 0, "%s", err);
    cr_assert_eq(run.n_events, 20);
    for (size_t i = 0; i < run.n_events; i++) {
        const hloa_run_event *e = &run.events[i];
        char want[16];
        uint32_t n;
        const char *s = hloa_run_name_str(&run, e->op, &n);
        int k = atoi(s + 3);
        snprintf(want, sizeof want, "op.%d", k);
        cr_expect(same(&run, e->op, want));
        /* slice k opened at k, closed by the (20 - k)th E, at 100 + 19 - k */
        cr_expect_float_eq(e->dur_us, 100 + 19 - k - k, 1e-9, "op.%d", k);
        cr_expect_eq(e->kind, HLOA_RUN_KERNEL);
        cr_expect(same(&run, run.streams[e->stream].device, "/device:GPU:19"));
    }
    hloa_run_release(&run);
    hloa_strbuf_release(&t);
}
