/*
 * Rendering diagnostics. Renderers only read the diagnostics; they never
 * re-derive anything. Machine formats are built with cJSON.
 */
#ifndef HLOASYNC_EMIT_H
#define HLOASYNC_EMIT_H

#include "hloasync/diag.h"
#include "hloasync/source.h"

#include <stdio.h>

/* GCC style: path:line:col: severity: message [rule], source line, caret; notes. */
void hloa_emit_text(FILE *out, hloa_source *src, const hloa_diags *d, int color);

typedef struct cJSON cJSON;
/* {"name": "hlo-async", "version": ...} as doc's "tool", as every JSON document begins. */
void hloa_json_add_tool(cJSON *doc);
/* The JSON report of SPEC 4: {"tool", "files": [...], "summary"}. */
cJSON *hloa_json_report_new(void);
void hloa_json_report_add_file(cJSON *report, hloa_source *src, const hloa_diags *d,
                               size_t modules);
/*
 * The document as text (heap, caller frees); the report is kept. A run that
 * failed (n_failures > 0: a file not read, an input that changed) has
 * "failures": [its errors] and no "summary".
 */
char *hloa_json_report_finish(cJSON *report, const char *const *failures, size_t n_failures);
/* A JSON document's text (heap), indented or compact (cJSON fails only for want of memory). */
char *hloa_json_print(const cJSON *doc, int compact);

/* SARIF 2.1.0 (GitHub code scanning): rules, results, repository-relative URIs. */
typedef struct hloa_sarif hloa_sarif;
hloa_sarif *hloa_sarif_new(void);
void hloa_sarif_add_file(hloa_sarif *s, hloa_source *src, const hloa_diags *d);
/*
 * The document as text (heap, caller frees); s is freed. The run's
 * invocation says whether it completed: executionSuccessful false, with the
 * errors as toolExecutionNotifications, when n_failures > 0.
 */
char *hloa_sarif_finish(hloa_sarif *s, const char *const *failures, size_t n_failures);

/* GitHub Actions workflow commands (::error file=...::message), one line per diagnostic. */
void hloa_emit_github(FILE *out, hloa_source *src, const hloa_diags *d);

/* verify --statistics: per rule and severity, the diagnostics and the files they are in. */
typedef struct hloa_statistics {
    unsigned long count[HLOA_RULE_COUNT][3]; /* diagnostics, by rule and severity */
    unsigned long files[HLOA_RULE_COUNT][3]; /* files with one or more */
} hloa_statistics;
/* Counts d's diagnostics at show_from and above. */
void hloa_statistics_add_file(hloa_statistics *st, const hloa_diags *d, hloa_severity show_from);
/* "  count  files  severity rule" rows, most frequent first (nothing when nothing fired). */
void hloa_statistics_text(FILE *out, const hloa_statistics *st);
/* The same rows as [{"rule", "severity", "count", "files"}]. */
cJSON *hloa_statistics_json(const hloa_statistics *st);

/*
 * The async schedule of `hlo-async chains` (timeline.h), estimated in time
 * (hloa_timeline_estimate ran): text table, JSON module object, SVG.
 */
struct hloa_timeline;
struct hloa_strbuf;
void hloa_chains_text(FILE *out, hloa_source *src, const struct hloa_timeline *t);
/* The same with its table fit into width columns (0: all of it): the least read columns
   left out, the reason cut, and a line saying so. */
void hloa_chains_text_fit(FILE *out, hloa_source *src, const struct hloa_timeline *t, int width);
cJSON *hloa_chains_json(hloa_source *src, const struct hloa_timeline *t);
/* An op's binding as the chains table writes it: "p0@start p1@update1 out@done" ("-" a pair). */
struct hloa_async_op;
struct hloa_strbuf;
void hloa_chains_binding_text(struct hloa_strbuf *sb, const struct hloa_async_op *op);
struct hloa_comparison;
struct hloa_module;
/* chains --compare (emit/compare.c): each request, "PATH:LINE: kept|dropped KIND: why". */
void hloa_compare_text(FILE *out, hloa_source *before, hloa_source *after,
                       const struct hloa_comparison *c);
cJSON *hloa_compare_json(hloa_source *before, const struct hloa_module *bm, hloa_source *after,
                         const struct hloa_module *am, const struct hloa_comparison *c);
/* chains --compare's exposure (emit/compare.c): the totals before and after, each kind of
   collective, then each collective that changed; the JSON lists every collective. */
struct hloa_exposure;
void hloa_compare_exposure_text(FILE *out, hloa_source *before, const struct hloa_module *bm,
                                hloa_source *after, const struct hloa_module *am,
                                const struct hloa_exposure *e);
cJSON *hloa_compare_exposure_json(hloa_source *before, const struct hloa_module *bm,
                                  hloa_source *after, const struct hloa_module *am,
                                  const struct hloa_exposure *e);
/* Its while loops with collectives (emit/loops.c): a section after the tables, an array. */
void hloa_loops_text(FILE *out, hloa_source *src, const struct hloa_timeline *t);
cJSON *hloa_loops_json(hloa_source *src, const struct hloa_timeline *t);
/* One module's timeline as an SVG picture (emit/svg.c): an overview (totals, the most
   exposed and why), then each computation's lanes; by_time: 1 by estimated time, 0 by
   schedule position, -1 by time when the module is scheduled. A module of more than
   max_ops async ops gets the overview alone, listing its 50 most exposed. */
enum { HLOA_SVG_MAX_OPS = 5000 }; /* max_ops unless --svg-max-ops says otherwise */
void hloa_chains_svg(struct hloa_strbuf *sb, hloa_source *src, const struct hloa_timeline *t,
                     int by_time, long max_ops);
/* "collectives", "copies", ...: an hloa_stream as the outputs name it. */
const char *hloa_stream_name(uint8_t stream);
/*
 * The estimated timeline as Chrome Trace Event Format events (emit/trace.c),
 * appended to the traceEvents array events: a process per computation with
 * async ops, numbered from *next_pid on; flow ids from *next_flow on.
 */
struct hloa_join;
void hloa_chains_trace(cJSON *events, hloa_source *src, const struct hloa_timeline *t,
                       const struct hloa_join *j, int *next_pid, int *next_flow);
/*
 * With a measured run (j, or NULL): the predicted slices of its ops carry the
 * measured figures too, and emit/trace_measured.c adds the run's tracks, a
 * process per device, with flows from start to done to first user.
 */
void hloa_chains_trace_measured(cJSON *events, const struct hloa_join *j, int *next_pid,
                                int *next_flow);
/* The measured figures of op (if j measured it) into a slice's args. */
struct hloa_async_op;
void hloa_trace_measured_args(cJSON *args, const struct hloa_join *j,
                              const struct hloa_async_op *op);

/*
 * chains --measured (emit/measured.c): a run joined to a module (join.h) beside
 * the model; path names the profile. Text: a section after the module's table,
 * each measured op's time and exposure (median [min, max]) beside the model's,
 * then where the model is most wrong per collective kind. JSON: the module's
 * "measured" object.
 */
struct hloa_join;
void hloa_measured_text(FILE *out, const char *path, const struct hloa_join *j);
cJSON *hloa_measured_json(hloa_source *src, const char *path, const struct hloa_join *j);
/* The module's SVG picture (chains_svg[0, len), hloa_chains_svg's) with, under it, a row per
   measured op: the model's time and the measured median, [min, max] and exposed part. */
void hloa_measured_svg(struct hloa_strbuf *sb, const char *chains_svg, size_t len, const char *path,
                       const struct hloa_join *j);

/*
 * chains --xla-schedule (emit/xla_schedule.c): XLA's ScheduleProto beside the
 * tool's clock (xla_schedule.h): each async op's predicted start and end in
 * both, the largest disagreement first, and per collective kind XLA's wasted
 * cycles beside the exposed time here. Text, and a JSON document.
 */
struct hloa_xla_schedule;
struct hloa_xs_beside;
void hloa_xla_schedule_text(FILE *out, hloa_source *src, const struct hloa_timeline *t,
                            const struct hloa_xla_schedule *s, const struct hloa_xs_beside *b);
cJSON *hloa_xla_schedule_json(hloa_source *src, const struct hloa_timeline *t,
                              const struct hloa_xla_schedule *s, const struct hloa_xs_beside *b);

/*
 * chains --format=html (issue 60): one self-contained page (emit/html.c) around doc, the
 * report's data as one JSON document, which its script (emit/report/report.js) draws.
 * hloa_report_add_clock (emit/report_data.c) adds to a module's chains JSON (mod, from
 * hloa_chains_json of t) what the page draws beyond it: each op's begin, end and finish on
 * the estimate's clock and the source file and line of its metadata. title is plain text
 * (no &, <, >), the page's <title>.
 */
void hloa_report_html(struct hloa_strbuf *sb, const cJSON *doc, const char *title);
void hloa_report_add_clock(cJSON *mod, const struct hloa_timeline *t);

#endif
