/*
 * hlo-async chains: parse -> desugar in memory -> timeline -> text table,
 * JSON or SVG. Modules with syntax errors are reported and left out.
 */
#include "chains.h"
#include "input.h"
#include "measured.h"
#include "pictures.h"
#include "write_file.h"
#include "commands.h"
#include "hloasync/compare.h"
#include "hloasync/emit.h"
#include "hloasync/mlir.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/strbuf.h"
#include "hloasync/suppress.h"
#include "hloasync/timeline.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static const hloa_command_help help = {
    "chains",
    "hlo-async chains [--format=text|json|svg|trace|html] [--hw=PROFILE[,KEY=VALUE...]]\n"
    "                        [--compare BEFORE AFTER] [--wide] [--svg-max-ops=N]\n"
    "                        [--perf-table=FILE...] [--timeline=time|position]\n"
    "                        [--measured=PROFILE] [--pgle=FILE] [--xla-schedule=FILE]\n"
    "                        [--emit-pgle=FILE]\n"
    "                        [--split-input-file] [-j N] [-o FILE|DIR/]\n"
    "                        [--allow-empty] [--force-exclude] [--input=auto|hlo|mlir]\n"
    "                        [--stdin-filename=NAME] [FILE|DIR...]",
    "Lists, for each FILE (a DIR: the HLO dumps below it), every async op of each\n"
    "computation: generic chains, sugared X-start, call form and first-class pairs\n"
    "(copy, all-reduce, all-gather, collective-permute, send/recv), with the names\n"
    "and lines of start, updates and done, where each operand and the output were\n"
    "bound (late binding) and the thread. In scheduled modules (is_scheduled=true:\n"
    "text order is the schedule) also the span (positions from start to done), the\n"
    "overlap (instructions in between that belong to no async op) and the peak\n"
    "number of ops in flight.\n"
    "\n"
    "Each op and computation is also estimated in time by a cost model\n"
    "(docs/cost-model.md), the schedule run once on one clock: an op's time, the\n"
    "compute scheduled between its start and done that covers it, what stays\n"
    "exposed (the wait at its done), the compute its dependencies would let cover\n"
    "it (slack) and why it is exposed (another collective in flight, a shared\n"
    "link, its operand and first user, or a start or done that could move); each\n"
    "computation's compute, communication and exposed time and the peak bytes\n"
    "held by ops in flight. The ops with the most exposed time come first. Then\n"
    "each while loop with collectives: its trip count, one iteration in time,\n"
    "and what XLA's collective pipeliner did or could do with each collective.\n"
    "\n"
    "With --compare, the two FILEs are one module before and after XLA's passes\n"
    "(or two schedules of it): each scheduling request of BEFORE (groups,\n"
    "streams, orders, pipelining), and whether AFTER kept it; then exposed time\n"
    "before and after, per kind and per collective that changed, with why.\n"
    "Instructions are followed through their metadata, else their names.\n"
    "\n"
    "  -f, --format=FMT        text (an aligned table, default), json, svg (an\n"
    "                          overview and a timeline to open in a browser, one a\n"
    "                          module with async ops), trace (Chrome Trace\n"
    "                          Event JSON for ui.perfetto.dev) or html (one\n"
    "                          self-contained page: docs/report.md)\n"
    "      --hw=SPEC           hardware of the cost model: h100 (default), h200,\n"
    "                          b200, a100, tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e or cpu,\n"
    "                          then KEY=VALUE overrides (h100,link_gbps=400);\n"
    "                          --hw=list shows them\n"
    "      --perf-table=FILE   XLA's measured collective or GEMM table (protobuf\n"
    "                          text), looked up before the model (repeatable)\n"
    "      --pgle=FILE         XLA's PGLE profile (text or binary): its times\n"
    "                          before the tables and the model\n"
    "      --xla-schedule=FILE XLA's ScheduleProto (text or binary) beside ours\n"
    "      --emit-pgle=FILE    write --measured's PGLE profile (*.pb: binary)\n"
    "      --timeline=AXIS     the SVG's x axis: time (default for scheduled\n"
    "                          modules) or position in the schedule\n"
    "      --svg-max-ops=N     more async ops: the SVG lists the 50 most exposed\n"
    "                          instead of drawing each (default 5000)\n"
    "      --compare           BEFORE AFTER: what AFTER kept of BEFORE's requests\n"
    "                          (text, json or html)\n"
    "      --measured=PROFILE  a run's profile (XSpace, Chrome trace) beside the\n"
    "                          model; no FILE: its modules (docs/measured.md)\n"
    "      --wide              the text table with every column and the whole reason,\n"
    "                          however wide (default: fit $COLUMNS, the terminal, or\n"
    "                          100 columns where the output is no terminal)\n",
    /* the rest: one literal stays within the 4095 bytes C guarantees */
    "  -o, --output=FILE       write to FILE (atomically) instead of stdout; with\n"
    "                          --format=svg, a DIR/ (or an existing directory) gets\n"
    "                          one picture per module\n"
    "  -j, --jobs=N            render up to N modules of a split file at once (default:\n"
    "                          one per processor)\n"
    "      --split-input-file  a line '// -----' separates independent modules\n"
    "                          (automatic in files under 16 MB that have such lines)\n"
    "      --allow-empty       a DIR without HLO files is no error\n"
    "      --force-exclude     skip named files that are not HLO dumps, as in a DIR\n"
    "      --input=LANG        auto (default), hlo or mlir: how each FILE is read\n"
    "      --stdin-filename=N  the name of standard input\n"
    "  -h, --help              this text\n"
    "\n"
    "Exit status: 0 written, 1 a module had syntax errors (left out) or, with\n"
    "--compare, a request was dropped (--measured: a module did not match), 2 usage\n"
    "or I/O error.\n",
};

typedef struct loaded {
    hloa_module m;       /* a module of the file */
    hloa_timeline t;     /* its async schedule */
} loaded;

/* What one module gives the text, JSON and trace formats, made on a thread of its own. */
typedef struct rendered {
    hloa_diags diags; /* its syntax errors */
    char *text;       /* the text table (heap), or NULL */
    size_t len;       /* bytes of text */
    cJSON *item;      /* its JSON object, or its trace events numbered from pid 1 and flow 1 */
    char *problem;    /* --measured: how the module does not match the run (heap), or NULL */
    int pids, flows;  /* processes and flows its trace events use */
    uint32_t n_ops;   /* async ops of the module */
    hloa_diags found; /* --format=html: what verify finds in it, suppressions applied */
} rendered;

enum { NOT_A_TERMINAL_WIDTH = 100 }; /* a log or a pipe: about what a CI page shows */

/* The width the text table fits: $COLUMNS, else the terminal's, else a log's. */
static int table_width(const hloa_options *o)
{
    const char *env = getenv("COLUMNS");
    char *end;
    long n = env ? strtol(env, &end, 10) : 0;
    if (env && *env && !*end && n > 0)
        return n < 100000 ? (int)n : 100000;
    struct winsize ws;
    if (!o->output && isatty(1) && ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    return NOT_A_TERMINAL_WIDTH;
}

/* What every module of an input is rendered with. */
typedef struct chains_ctx {
    const hloa_options *o;
    const hloa_run *run; /* --measured: the run, or NULL */
    uint32_t run_module; /* the run's module the input is (its embedded module), or
                            HLOA_RUN_NONE: the one of the module's name */
} chains_ctx;

/* verify's rules on a module read for chains, its suppression comments applied (the page
   shows what `hlo-async verify` shows, bar the settings of a config file). */
static void verify_for_report(const hloa_options *o, hloa_module *m, int jobs, hloa_diags *found)
{
    hloa_verify_options checks = o->checks;
    checks.hw = &o->hw;
    hloa_verify_checks(m, &checks, m->region.end - m->region.begin >= 1 << 20 ? jobs : 1, found);
    hloa_apply_suppressions(m, found, 0, NULL);
}

static void *chains_module(const void *ctx, const hloa_input *in, hloa_region region, int jobs)
{
    const chains_ctx *c = ctx;
    const hloa_options *o = c->o;
    rendered *r = hloa_xmalloc(sizeof(*r));
    memset(r, 0, sizeof(*r));
    hloa_diags_init(&r->diags);
    hloa_diags_init(&r->found);
    hloa_module m;
    hloa_module_init(&m, &in->src, region);
    if (hloa_read_for_chains(&m, &r->diags, jobs, in->lang)) {
        hloa_module_release(&m); /* the errors are shown from the text: it stays */
        return r;
    }
    if (o->format == HLOA_FMT_HTML) /* the page links verify's findings to their ops */
        verify_for_report(o, &m, jobs, &r->found);
    hloa_timeline t;
    hloa_timeline_build(&m, &m.arena, &t);
    hloa_timeline_estimate(&t, &o->hw, &m.arena);
    hloa_timeline_loops(&t, &m.arena);
    r->n_ops = t.n_ops;
    /* The renderers only read the source (its line table is built once, under a lock). */
    hloa_source *src = (hloa_source *)&in->src;
    hloa_join j = {0};
    if (c->run)
        r->problem = hloa_measured_join(c->run, o->measured, c->run_module, &t, &m.arena, &j);
    if (o->format == HLOA_FMT_TEXT) {
        FILE *out = hloa_memstream(&r->text, &r->len);
        hloa_chains_text_fit(out, src, &t, o->wide ? 0 : table_width(o));
        if (j.t)
            hloa_measured_text(out, o->measured, &j);
        fclose(out);
    } else if (o->format == HLOA_FMT_JSON) {
        r->item = hloa_chains_json(src, &t);
        if (j.t)
            cJSON_AddItemToObject(r->item, "measured", hloa_measured_json(src, o->measured, &j));
    } else if (o->format == HLOA_FMT_HTML) {
        r->item = hloa_chains_json(src, &t);
        hloa_report_add_clock(r->item, &t);
        if (j.t)
            cJSON_AddItemToObject(r->item, "measured", hloa_measured_json(src, o->measured, &j));
    } else {
        r->item = cJSON_CreateArray();
        int pid = 1;
        hloa_chains_trace(r->item, src, &t, j.t ? &j : NULL, &pid, &r->flows);
        if (j.t)
            hloa_chains_trace_measured(r->item, &j, &pid, &r->flows);
        r->pids = pid - 1;
    }
    hloa_module_release(&m);
    /* Rendered: its pages of a mapped file may go (a later line number reads them again). */
    hloa_source_done_with(&in->src, region.begin, region.end);
    return r;
}

/* --measured: the run beside the model under a module's picture; a module that does not match
   said (status 1). */
static void measured_picture(const chains_ctx *c, const hloa_timeline *t, hloa_arena *arena,
                             hloa_strbuf *sb, int *status)
{
    hloa_join j;
    char *problem = hloa_measured_join(c->run, c->o->measured, c->run_module, t, arena, &j);
    if (problem) {
        fprintf(stderr, "hlo-async chains: error: %s\n", problem);
        free(problem);
        if (*status < 1)
            *status = 1;
    }
    if (!j.t)
        return;
    hloa_strbuf both = HLOA_STRBUF_INIT;
    hloa_measured_svg(&both, sb->buf, sb->len, c->o->measured, &j);
    hloa_strbuf_release(sb);
    *sb = both;
}

/* The page's "profile": the hardware the estimate is for and where its figures come from. */
static void add_profile(cJSON *doc, const hloa_options *o)
{
    cJSON *p = cJSON_AddObjectToObject(doc, "profile");
    cJSON_AddStringToObject(p, "hardware", o->hw.name);
    cJSON *tables = cJSON_AddArrayToObject(p, "perf_tables");
    for (int i = 0; i < o->n_perf_tables; i++)
        cJSON_AddItemToArray(tables, cJSON_CreateString(o->perf_tables[i]));
    cJSON_AddStringToObject(p, "source", o->n_perf_tables ? "XLA's measured tables (--perf-table), "
                                                            "the cost model where they hold no row"
                                                          : "the cost model (docs/cost-model.md)");
}

/* A file's verify findings, sorted, as the JSON report writes them, into its object jf. */
static void add_findings(cJSON *jf, hloa_source *src, hloa_diags *found)
{
    hloa_diags_sort(found);
    cJSON *report = hloa_json_report_new();
    hloa_json_report_add_file(report, src, found, 0);
    cJSON *file = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(report, "files"), 0);
    cJSON_AddItemToObject(jf, "diagnostics", cJSON_DetachItemFromObject(file, "diagnostics"));
    cJSON_Delete(report);
}

/* Moves a module's trace events into events, its pids and flow ids after those used so far. */
static void append_trace(cJSON *events, rendered *r, int *pids, int *flows)
{
    cJSON *e;
    while ((e = cJSON_DetachItemFromArray(r->item, 0)) != NULL) {
        cJSON *pid = cJSON_GetObjectItemCaseSensitive(e, "pid");
        cJSON_SetNumberValue(pid, pid->valuedouble + *pids);
        cJSON *id = cJSON_GetObjectItemCaseSensitive(e, "id");
        if (id)
            cJSON_SetNumberValue(id, id->valuedouble + *flows);
        cJSON_AddItemToArray(events, e);
    }
    *pids += r->pids;
    *flows += r->flows;
}

/* 0 when in's file is as it was read, else 2 said on stderr. */
static int said_if_changed(const hloa_input *in)
{
    char err[HLOA_INPUT_ERROR_MAX];
    if (!hloa_input_changed(in, err, sizeof(err)))
        return 0;
    fprintf(stderr, "hlo-async: error: %s\n", err);
    return 2;
}

/* --format=svg of a module without async ops: no picture, this line instead. */
static void said_no_picture(const hloa_input *in, const hloa_timeline *t, size_t k, size_t n_mods)
{
    const hloa_module *m = t->m;
    uint32_t n = 0;
    const char *name = m->name ? hloa_name(m, m->name, &n) : "";
    fprintf(stderr, "hlo-async chains: %s", in->src.path);
    if (n_mods > 1)
        fprintf(stderr, " (module %zu of %zu)", k, n_mods);
    fprintf(stderr, ": %s%.*s%s has no async ops: no picture", n ? "module '" : "the module",
            (int)n, name, n ? "'" : "");
    if (t->n_syncs) /* what the compute stream waits for whole: the text table lists them */
        fprintf(stderr, " (%u synchronous transfer%s: chains --format=text lists them)", t->n_syncs,
                t->n_syncs == 1 ? "" : "s");
    fputc('\n', stderr);
}

/* chains --compare BEFORE AFTER: the requests of BEFORE, kept or dropped in AFTER. */
static int compare_files(hloa_options *o)
{
    if (o->n_files != 2)
        return hloa_usage_error("chains", "--compare takes two files, BEFORE and AFTER (%d given)",
                                o->n_files);
    if (o->format != HLOA_FMT_TEXT && o->format != HLOA_FMT_JSON && o->format != HLOA_FMT_HTML)
        return hloa_usage_error("chains", "--compare writes text, json or html");
    hloa_input in[2];
    hloa_module m[2];
    hloa_timeline t[2];
    int is_open[2] = {0}, has_module[2] = {0}, status = 0;
    for (int i = 0; i < 2 && !status; i++) {
        if (hloa_input_open(&in[i], o->files[i], o)) {
            status = 2;
            break;
        }
        is_open[i] = 1;
        status = hloa_chains_one_module(o, "--compare", &in[i], &m[i], &t[i]);
        has_module[i] = status != 2;
    }
    for (int i = 0; i < 2 && !status; i++)
        status = said_if_changed(&in[i]);
    char *text = NULL;
    size_t len = 0;
    hloa_run run;
    int has_run = 0;
    if (!status && o->measured) { /* BEFORE -> AFTER -> ran: AFTER's run */
        has_run = 1;
        status = hloa_measured_load(o, &run);
    }
    if (!status) {
        hloa_comparison c;
        hloa_compare_intent(&t[0], &t[1], &c);
        if (has_run) {
            uint32_t name_len = 0;
            const char *name = m[1].has_header ? hloa_name(&m[1], m[1].name, &name_len) : "";
            hloa_compare_ran(&c, &m[1], &run, hloa_join_find_module(&run, name, name_len));
            c.measured = o->measured;
        }
        hloa_exposure e;
        hloa_compare_exposure(&t[0], &t[1], &e);
        /* Two modules compare to nothing: said where a person reads it, and in the output */
        if (e.other_module)
            fprintf(stderr,
                    "hlo-async chains: warning: %s: --compare reads one module before and after "
                    "a change (as JAX hands it to XLA and as XLA leaves it, or two schedules of "
                    "it)\n",
                    e.other_why);
        FILE *out = hloa_memstream(&text, &len);
        if (o->format != HLOA_FMT_TEXT) {
            cJSON *doc = hloa_compare_json(&in[0].src, &m[0], &in[1].src, &m[1], &c);
            cJSON_AddItemToObject(
                doc, "exposure", hloa_compare_exposure_json(&in[0].src, &m[0], &in[1].src, &m[1], &e));
            if (o->format == HLOA_FMT_HTML) { /* the page draws the same document */
                cJSON *page_doc = cJSON_CreateObject();
                hloa_json_add_tool(page_doc);
                cJSON_AddItemToObject(page_doc, "compare", doc);
                hloa_strbuf page = HLOA_STRBUF_INIT;
                hloa_report_html(&page, page_doc, "hlo-async chains --compare");
                fwrite(page.buf, 1, page.len, out);
                hloa_strbuf_release(&page);
                doc = page_doc;
            } else {
                char *s = hloa_json_print(doc, 0);
                fputs(s, out);
                fputc('\n', out);
                free(s);
            }
            cJSON_Delete(doc);
        } else {
            hloa_compare_text(out, &in[0].src, &in[1].src, &c);
            hloa_compare_exposure_text(out, &in[0].src, &m[0], &in[1].src, &m[1], &e);
        }
        hloa_exposure_release(&e);
        fclose(out);
        status = c.kept < c.n || c.ran_no > 0;
        hloa_comparison_release(&c);
        if (hloa_chains_write_output(o->output, text, len))
            status = 2;
        free(text);
    }
    if (has_run)
        hloa_run_release(&run);
    for (int i = 0; i < 2; i++) {
        if (has_module[i])
            hloa_module_release(&m[i]);
        if (is_open[i])
            hloa_input_close(&in[i]);
    }
    return status;
}

int hloa_cmd_chains(int argc, char **argv)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv,
                                HLOA_OPT_FORMAT | HLOA_OPT_SPLIT | HLOA_OPT_OUTPUT | HLOA_OPT_STDIN |
                                    HLOA_OPT_COLOR | HLOA_OPT_SVG | HLOA_OPT_INPUTS | HLOA_OPT_HW | HLOA_OPT_LANG |
                                    HLOA_OPT_JOBS | HLOA_OPT_COMPARE | HLOA_OPT_WIDE | HLOA_OPT_XLA_SCHEDULE |
                                    HLOA_OPT_MEASURED,
                                &help);
    char err[HLOA_COLLECT_ERROR_MAX];
    /* --measured without files: the modules the profile embeds */
    int embedded = !rc && o.measured && o.n_files == 0;
    if (!rc && !embedded && hloa_collect_inputs(&o, "chains", err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        rc = 2;
    }
    if (rc) {
        hloa_options_release(&o);
        return rc == 1 ? 0 : 2;
    }
    if (o.format == HLOA_FMT_SARIF || o.format == HLOA_FMT_GITHUB) {
        hloa_options_release(&o);
        return hloa_usage_error("chains", "--format is text, json, svg, trace or html");
    }
    if (o.compare) {
        rc = compare_files(&o);
        hloa_options_release(&o);
        return rc;
    }
    if (o.xla_schedule || o.emit_pgle) { /* XLA's profiles of one module (chains_xla.c) */
        rc = hloa_chains_xla(&o);
        hloa_options_release(&o);
        return rc;
    }
    hloa_run run;
    chains_ctx ctx = {&o, NULL, HLOA_RUN_NONE};
    uint32_t *run_modules = NULL;
    if (o.measured) {
        if (hloa_measured_load(&o, &run)) {
            hloa_run_release(&run);
            hloa_options_release(&o);
            return 2;
        }
        ctx.run = &run;
    }
    int n = embedded ? (int)hloa_measured_embedded(&run, &run_modules) : o.n_files;
    if (embedded && !n) {
        fprintf(stderr, "hlo-async chains: error: --measured: %s embeds no module that ran: give "
                        "the module's HLO file\n", o.measured);
        hloa_run_release(&run);
        free(run_modules);
        hloa_options_release(&o);
        return 2;
    }
    int status = 0;
    char *text = NULL;
    size_t text_len = 0;
    FILE *out = hloa_memstream(&text, &text_len);
    cJSON *doc = NULL, *files = NULL, *events = NULL;
    int next_pid = 0, next_flow = 0; /* used so far */
    unsigned long n_ops = 0;         /* async ops of every module read */
    hloa_pictures pictures = {0};    /* --format=svg: one per module */
    if (o.format == HLOA_FMT_JSON || o.format == HLOA_FMT_HTML) {
        doc = cJSON_CreateObject();
        hloa_json_add_tool(doc);
        if (o.format == HLOA_FMT_HTML)
            add_profile(doc, &o);
        files = cJSON_AddArrayToObject(doc, "files");
    } else if (o.format == HLOA_FMT_TRACE) {
        doc = cJSON_CreateObject();
        events = cJSON_AddArrayToObject(doc, "traceEvents");
        cJSON_AddStringToObject(doc, "displayTimeUnit", "ns");
        cJSON *other = cJSON_AddObjectToObject(doc, "otherData");
        cJSON_AddStringToObject(other, "tool", "hlo-async " HLOA_VERSION);
        cJSON_AddStringToObject(other, "hardware", o.hw.name);
    }
    for (int i = 0; i < n; i++) {
        hloa_input in;
        if (embedded ? hloa_measured_input(&run, run_modules[i], &o, &in)
                     : hloa_input_open(&in, o.files[i], &o)) {
            status = 2;
            continue;
        }
        ctx.run_module = embedded ? run_modules[i] : HLOA_RUN_NONE;
        cJSON *jmods = NULL;
        if (files) {
            cJSON *jf = cJSON_CreateObject();
            cJSON_AddStringToObject(jf, "path", in.src.path);
            cJSON_AddItemToArray(files, jf);
            jmods = cJSON_AddArrayToObject(jf, "modules");
        }
        hloa_diags found; /* --format=html: verify's findings in its modules */
        hloa_diags_init(&found);
        /* An SVG draws the modules' timelines together; the other formats take each module
           on a thread of its own and keep only what it renders. */
        loaded *mods = NULL;
        const hloa_timeline **views = NULL;
        size_t n_mods = 0;
        if (o.format == HLOA_FMT_SVG) {
            in.n_regions = hloa_source_regions(&in.src, hloa_input_split(&in, &o), &in.regions);
            mods = hloa_xmalloc((in.n_regions ? in.n_regions : 1) * sizeof(loaded));
            views = hloa_xmalloc((in.n_regions ? in.n_regions : 1) * sizeof(void *));
            for (size_t r = 0; r < in.n_regions; r++) {
                if (hloa_input_region_is_blank(&in, r))
                    continue;
                loaded *l = &mods[n_mods];
                hloa_module_init(&l->m, &in.src, in.regions[r]);
                if (hloa_read_for_chains(&l->m, &in.diags, 1, in.lang)) {
                    hloa_module_release(&l->m);
                    continue;
                }
                hloa_timeline_build(&l->m, &l->m.arena, &l->t);
                hloa_timeline_estimate(&l->t, &o.hw, &l->m.arena);
                n_ops += l->t.n_ops;
                views[n_mods++] = &l->t;
            }
        } else {
            void **results;
            size_t nr = hloa_input_each_module(&in, hloa_input_split(&in, &o), o.jobs,
                                               chains_module, &ctx, &results);
            for (size_t r = 0; r < nr; r++) {
                rendered *x = results[r];
                if (!x)
                    continue;
                if (x->problem) {
                    fprintf(stderr, "hlo-async chains: error: %s\n", x->problem);
                    free(x->problem);
                    if (status < 1)
                        status = 1;
                }
                hloa_diags_append(&in.diags, &x->diags);
                hloa_diags_append(&found, &x->found);
                n_ops += x->n_ops;
                if (x->text)
                    fwrite(x->text, 1, x->len, out);
                else if (x->item && jmods)
                    cJSON_AddItemToArray(jmods, x->item);
                else if (x->item)
                    append_trace(events, x, &next_pid, &next_flow);
                if (x->item && !jmods)
                    cJSON_Delete(x->item);
                free(x->text);
                free(x);
            }
            free(results);
        }
        if (said_if_changed(&in)) { /* its syntax errors may be of a mix: not shown */
            status = 2;
        } else if (in.diags.counts[HLOA_SEV_ERROR]) {
            hloa_diags_sort(&in.diags);
            hloa_emit_text(stderr, &in.src, &in.diags, o.color);
            if (status < 1)
                status = 1;
        }
        for (size_t k = 0; k < n_mods; k++) {
            if (!views[k]->n_ops) { /* a blank picture says less than a line */
                said_no_picture(&in, views[k], k + 1, n_mods);
                continue;
            }
            hloa_strbuf sb = HLOA_STRBUF_INIT;
            hloa_chains_svg(&sb, &in.src, views[k], o.timeline_given ? !o.timeline_positions : -1,
                            o.svg_max_ops);
            if (ctx.run)
                measured_picture(&ctx, views[k], &mods[k].m.arena, &sb, &status);
            hloa_pictures_add(&pictures, in.src.path, k + 1, n_mods, sb.buf, sb.len);
        }
        if (o.format == HLOA_FMT_HTML)
            add_findings(cJSON_GetArrayItem(files, cJSON_GetArraySize(files) - 1), &in.src, &found);
        hloa_diags_release(&found);
        for (size_t k = 0; k < n_mods; k++)
            hloa_module_release(&mods[k].m);
        free(mods);
        free(views);
        hloa_input_close(&in);
    }
    if (!n_ops && !status && o.format == HLOA_FMT_TRACE)
        fprintf(stderr, "hlo-async chains: no async ops in the input: the trace shows none\n");
    if (doc && o.format == HLOA_FMT_HTML) {
        hloa_strbuf page = HLOA_STRBUF_INIT;
        hloa_report_html(&page, doc, "hlo-async chains");
        fwrite(page.buf, 1, page.len, out);
        hloa_strbuf_release(&page);
        cJSON_Delete(doc);
    } else if (doc) {
        /* A trace is read by programs and may be large: compact. */
        char *s = hloa_json_print(doc, events != NULL);
        fputs(s, out);
        fputc('\n', out);
        free(s);
        cJSON_Delete(doc);
    }
    /* Pictures: into the directory -o names, else the one picture where any output goes; of
       several, none (no partial output). After a failure, nothing: a trace or a picture
       cannot say that a file is missing from it. */
    int failed = status == 2;
    int to_dir = !failed && o.format == HLOA_FMT_SVG && hloa_pictures_to_dir(o.output);
    int refused = !failed && !to_dir && pictures.n > 1;
    if (failed) {
        fprintf(stderr, "hlo-async chains: error: nothing written%s%s: an input could not be read\n",
                o.output ? " to " : "", o.output ? o.output : "");
    } else if (refused) {
        fprintf(stderr,
                "hlo-async chains: error: --format=svg draws one module a picture, and the input "
                "holds %zu: give -o DIR to write one SVG each into DIR\n",
                pictures.n);
        status = 2;
    } else if (!to_dir && pictures.n == 1) {
        fwrite(pictures.items[0].data, 1, pictures.items[0].len, out);
    }
    fclose(out);
    if (to_dir) {
        int w = hloa_pictures_write_dir(&pictures, o.output);
        status = w > status ? w : status;
    } else if (refused || failed || (o.format == HLOA_FMT_SVG && !pictures.n)) {
        /* nothing written (no picture: each module without async ops was said) */
    } else if (hloa_chains_write_output(o.output, text, text_len)) {
        status = 2;
    }
    free(text);
    hloa_pictures_release(&pictures);
    if (ctx.run)
        hloa_run_release(&run);
    free(run_modules);
    hloa_options_release(&o);
    return status;
}
