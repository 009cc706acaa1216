/*
 * hlo-async verify: for each module of each input, load -> parse -> desugar
 * in memory -> check every rule -> apply suppression comments; then emit the
 * diagnostics of each file in the chosen format. Files, modules of a split
 * file and parts of a big module run side by side (parallel.h, cli/options.h,
 * parse.h); the results are joined in text order.
 */
#include "config.h"
#include "input.h"
#include "write_file.h"
#include "commands.h"
#include "hloasync/emit.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/suppress.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const hloa_command_help help = {
    "verify",
    "hlo-async verify [--format=text|json|sarif|github] [--output-file=F] [--split-input-file]\n"
    "                        [--fail-on=error|warning] [--max-diagnostics=N] [--max-in-flight=N]\n"
    "                        [--severity=LEVEL] [--statistics]\n"
    "                        [--max-exposed-fraction=F] [--hw=PROFILE[,KEY=VALUE...]]\n"
    "                        [--perf-table=FILE...]\n"
    "                        [--select=RULES] [--ignore=RULES] [--error|--warning|--note=RULES]\n"
    "                        [--config=FILE | --isolated] [--allow-empty] [--force-exclude]\n"
    "                        [--input=auto|hlo|mlir] [--color=WHEN] [--stdin-filename=NAME] [-j N] [-q]\n"
    "                        [FILE|DIR...]",
    "Parses each FILE ('-', or no FILE when piped: standard input; a directory\n"
    "stands for the HLO dumps below it: *.hlo, *.hlo.txt, and *.txt files that start\n"
    "with HloModule, and *.mlir), desugars it in memory and checks it: syntax, names, operand\n"
    "shapes, async chains (users, calls, threads, late binding, async tuple shapes),\n"
    "aliasing, first-class pairs and, in scheduled modules, overlap and the time\n"
    "an op's done waits (a cost model, docs/cost-model.md). Every problem\n"
    "of a file is reported in one run, sorted by location, each with a rule id\n"
    "('hlo-async rules' lists them).\n"
    "A comment '// hlo-async: ignore[rule, ...]' on the line before an instruction,\n"
    "or at the end of its line, suppresses those rules there. Rule settings come\n"
    "from the nearest .hlo-async.toml, or pyproject.toml with [tool.hlo-async],\n"
    "above each FILE (keys select, ignore, error, warning, note: arrays of rule\n"
    "names), then from the options below, which win.\n"
    "\n"
    "  -f, --format=FMT        text (default, on stderr), json, sarif (SARIF 2.1.0) or\n"
    "                          github (workflow commands), the last three on stdout\n"
    "      --output-file=F     write the chosen format to F; text still goes to stderr\n"
    "      --split-input-file  a line '// -----' separates independent modules\n"
    "                          (automatic in files under 16 MB that have such lines)\n"
    "      --allow-empty       a directory without HLO files is no error\n"
    "      --force-exclude     skip named files that are not HLO dumps, as in directories\n"
    "      --input=LANG        auto (default: MLIR when a file starts like MLIR, else\n"
    "                          HLO text), hlo or mlir (MHLO/StableHLO, docs/mlir.md)\n"
    "  -j, --jobs=N            verify up to N files, or modules of one split file, at\n"
    "                          once (default: one per processor; 0 means that too)\n"
    "      --fail-on=LEVEL     error (default) or warning: what makes the exit status 1\n"
    "      --max-diagnostics=N show at most N diagnostics in the whole run (all are counted)\n"
    "  -S, --severity=LEVEL    show only diagnostics at LEVEL (note, warning, error) or\n"
    "                          above; the rest are counted (config key 'severity')\n"
    "      --statistics        a table of each rule's count and files instead of the\n"
    "                          diagnostics (text: on stdout; json: \"statistics\")\n"
    "      --max-in-flight=N   in scheduled modules, at most N async ops in flight at once\n"
    "      --max-exposed-fraction=F\n"
    "                          an error where more than F (0 to 1) of a scheduled\n"
    "                          async op's estimated time is exposed\n"
    "      --hw=SPEC           hardware of the cost model: h100 (default), h200,\n"
    "                          b200, a100, tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e or cpu,\n"
    "                          then KEY=VALUE overrides; --hw=list shows them\n"
    "      --perf-table=FILE   XLA's measured collective or GEMM table (protobuf\n"
    "                          text), looked up before the model (repeatable)\n"
    "      --select=RULES      check only these rules (comma-separated ids, 'all', or a\n"
    "                          prefix ending in '*' such as 'async-*')\n"
    "      --ignore=RULES      do not check these rules\n"
    "      --error=RULES, --warning=RULES, --note=RULES\n"
    "                          report these rules at that severity\n"
    "      --config=FILE       take rule settings from FILE for every input\n"
    "      --isolated          read no config file\n"
    "      --color=WHEN        auto (default), always or never; NO_COLOR, FORCE_COLOR\n"
    "                          and CLICOLOR_FORCE are honoured\n"
    "      --stdin-filename=N  the name of standard input in diagnostics\n"
    "  -q, --quiet             no summary line\n"
    "  -h, --help              this text\n"
    "\n"
    "Exit status: 0 no errors (warnings allowed unless --fail-on=warning), 1 errors\n"
    "found, 2 usage or I/O error.\n",
};

int hloa_verify_read(hloa_module *m, const hloa_verify_options *checks, hloa_input_lang lang,
                     int jobs, hloa_diags *diags)
{
    int errors = hloa_read_module(m, diags, jobs, lang);
    if (!m->is_mlir)
        hloa_desugar(m, NULL, diags);
    /* A module under 1 MB is checked faster than threads start. */
    int big = m->region.end - m->region.begin >= 1 << 20;
    hloa_verify_checks(m, checks, big ? jobs : 1, diags);
    hloa_apply_suppressions(m, diags, 0, checks->rules);
    hloa_rule_settings_apply(checks->rules, diags, 0);
    return errors;
}

/*
 * One module of an input, verified on its own (possibly on another thread)
 * with the options ctx (hloa_verify_options: the input's rule settings in
 * them): its diagnostics.
 */
static void *verify_module(const void *ctx, const hloa_input *in, hloa_region region, int jobs)
{
    const hloa_verify_options *checks = ctx;
    hloa_diags *diags = hloa_xmalloc(sizeof(*diags));
    hloa_diags_init(diags);
    hloa_module m;
    hloa_module_init(&m, &in->src, region);
    hloa_verify_read(&m, checks, in->lang, jobs, diags);
    hloa_module_release(&m);
    hloa_source_done_with(&in->src, region.begin, region.end);
    return diags;
}

/* A module's diagnostics (NULL: a blank region) after those of the modules before it. */
static void fold_module(void *acc, void *result)
{
    hloa_input *in = acc;
    hloa_diags *d = result;
    if (!d)
        return;
    hloa_diags_append(&in->diags, d);
    in->n_modules++;
    free(d);
}

/* The input's diagnostics: those of its modules, in text order, then sorted. */
static void verify_input(hloa_input *in, const hloa_options *o, const hloa_rule_settings *rules,
                         int jobs)
{
    hloa_verify_options checks = o->checks;
    checks.rules = rules;
    checks.hw = &o->hw;
    hloa_input_fold_modules(in, hloa_input_split(in, o), jobs, verify_module, &checks,
                            fold_module, in);
    hloa_diags_sort(&in->diags);
}

/*
 * Several files are checked side by side, a batch at a time (each holds its
 * mapping until it is reported), and reported in the order given.
 */
enum { FILES_AT_ONCE = 64 };

typedef struct file_work {
    const hloa_options *o; /* what to check */
    char **paths;          /* the batch's operands */
    const hloa_rule_settings **rules; /* per file: its rule settings */
    hloa_input *inputs;    /* per file: loaded and checked */
    char (*errors)[HLOA_INPUT_ERROR_MAX]; /* per file: why it could not be read (heap) */
    int *failed;           /* per file: not read */
    int module_jobs;       /* threads for one file's modules: all of them for a lone file */
} file_work;

static void verify_file(void *arg, size_t i)
{
    file_work *w = arg;
    w->failed[i] = hloa_input_read(&w->inputs[i], w->paths[i], w->o, w->errors[i],
                                   sizeof(w->errors[i])) != 0;
    if (w->failed[i])
        return;
    verify_input(&w->inputs[i], w->o, w->rules[i], w->module_jobs);
    /* what was checked is no file if the file changed under the reading */
    w->failed[i] = hloa_input_changed(&w->inputs[i], w->errors[i], sizeof(w->errors[i])) != 0;
    if (w->failed[i])
        hloa_input_close(&w->inputs[i]);
}

/* Takes the diagnostics below show_from out of what is shown (they stay counted), by severity. */
static void apply_floor(hloa_diags *d, hloa_severity show_from, unsigned long below[3])
{
    size_t kept = 0;
    for (size_t i = 0; i < d->list.len; i++) {
        if (d->list.items[i].severity < show_from)
            below[d->list.items[i].severity] += 1 + d->list.items[i].more;
        else
            d->list.items[kept++] = d->list.items[i];
    }
    d->list.len = kept;
}

/* Keeps at most *budget diagnostics shown (the whole run's); the rest are counted as dropped. */
static void apply_budget(hloa_diags *d, long *budget)
{
    if (*budget < 0)
        return;
    if ((size_t)*budget < d->list.len) {
        d->dropped += (uint32_t)(d->list.len - (size_t)*budget);
        d->list.len = (size_t)*budget;
    }
    *budget -= (long)d->list.len;
}

/* Where each rendering goes. */
typedef struct sinks {
    FILE *text;         /* human text, or NULL */
    FILE *machine;      /* json/sarif/github text, or NULL */
    char *machine_buf;  /* backing memory of machine when it goes to a file */
    size_t machine_len; /* bytes in machine_buf */
    cJSON *json;        /* the JSON report being built */
    hloa_sarif *sarif;  /* the SARIF log being built */
    int color;          /* ANSI colour in the text */
    HLOA_VEC(char *) failures; /* why the run did not complete (heap), for the reports */
    hloa_statistics *stats; /* --statistics: counted here, shown instead of the diagnostics */
    unsigned long not_shown; /* diagnostics cut by --max-diagnostics (or the per-file limit) */
    unsigned long below[3];  /* by severity: diagnostics under a file's severity floor */
    uint8_t shown[HLOA_RULE_COUNT]; /* rules with a diagnostic shown: their links at the end */
} sinks;

/* The run failed (it will exit 2): says why on stderr, and keeps it for the reports. */
static void run_failed(sinks *out, const char *prefix, const char *why)
{
    fprintf(stderr, "%s%s\n", prefix, why);
    HLOA_VEC_PUSH(out->failures, hloa_xstrdup(why));
}

/* The chosen format goes to the output file (or stdout); text to stderr. */
static void open_sinks(sinks *out, const hloa_options *o)
{
    memset(out, 0, sizeof(*out));
    int machine = o->format != HLOA_FMT_TEXT;
    if (o->output_file) {
        out->machine = hloa_memstream(&out->machine_buf, &out->machine_len);
        out->text = stderr;
    } else {
        out->machine = machine ? stdout : NULL;
        out->text = machine ? NULL : stderr;
    }
    out->color = o->color && !(o->output_file && !machine);
    if (o->statistics)
        out->stats = hloa_xcalloc(1, sizeof(*out->stats));
    if (o->format == HLOA_FMT_JSON)
        out->json = hloa_json_report_new();
    else if (o->format == HLOA_FMT_SARIF)
        out->sarif = hloa_sarif_new();
}

/* The diagnostics of one file, in every rendering asked for. */
static void emit_file(sinks *out, const hloa_options *o, hloa_input *in)
{
    /* Text says what it did not show once, at the end of the run (say_not_shown). */
    uint32_t dropped = in->diags.dropped;
    out->not_shown += dropped;
    in->diags.dropped = 0;
    if (o->format == HLOA_FMT_TEXT && o->output_file && !out->stats)
        hloa_emit_text(out->machine, &in->src, &in->diags, 0);
    if (out->text && !out->stats)
        hloa_emit_text(out->text, &in->src, &in->diags, out->color);
    in->diags.dropped = dropped;
    for (size_t i = 0; i < in->diags.list.len; i++)
        out->shown[in->diags.list.items[i].rule] = 1;
    if (out->json)
        hloa_json_report_add_file(out->json, &in->src, &in->diags, in->n_modules);
    if (out->sarif)
        hloa_sarif_add_file(out->sarif, &in->src, &in->diags);
    if (o->format == HLOA_FMT_GITHUB)
        hloa_emit_github(out->machine, &in->src, &in->diags);
}

/*
 * One line for all the run did not show, as ruff and shellcheck end: "276 more
 * diagnostics not shown (--max-diagnostics=3)", "664 notes below the severity
 * floor not shown".
 */
static void say_not_shown(FILE *f, const sinks *out, const hloa_options *o)
{
    if (out->not_shown && !out->stats) {
        fprintf(f, "hlo-async: %lu more diagnostic%s not shown", out->not_shown,
                out->not_shown == 1 ? "" : "s");
        if (o->max_diagnostics >= 0)
            fprintf(f, " (--max-diagnostics=%ld)", o->max_diagnostics);
        fputc('\n', f);
    }
    unsigned long n = out->below[HLOA_SEV_NOTE] + out->below[HLOA_SEV_WARNING];
    if (n) {
        fprintf(f, "hlo-async: ");
        if (out->below[HLOA_SEV_WARNING])
            fprintf(f, "%lu warning%s%s", out->below[HLOA_SEV_WARNING],
                    out->below[HLOA_SEV_WARNING] == 1 ? "" : "s",
                    out->below[HLOA_SEV_NOTE] ? " and " : "");
        if (out->below[HLOA_SEV_NOTE])
            fprintf(f, "%lu note%s", out->below[HLOA_SEV_NOTE],
                    out->below[HLOA_SEV_NOTE] == 1 ? "" : "s");
        fprintf(f, " below the severity floor not shown\n");
    }
}

/*
 * Where each rule shown is explained, once, after the diagnostics, as shellcheck
 * ends with its wiki links: "For more information:", then "  RULE: URL".
 */
static void say_where_documented(FILE *f, const sinks *out)
{
    int any = 0;
    for (int r = 0; r < HLOA_RULE_COUNT; r++) {
        if (!out->shown[r])
            continue;
        char url[512];
        hloa_rule_url((hloa_rule)r, url, sizeof(url));
        fprintf(f, "%s  %s: %s\n", any++ ? "" : "For more information:\n", hloa_rules[r].id, url);
    }
}

/* Finishes the JSON or SARIF document and writes the output file; 0, or 1 on an I/O error. */
static int close_sinks(sinks *out, const hloa_options *o)
{
    char *doc = NULL;
    const char *const *failures = (const char *const *)out->failures.items;
    if (out->stats && out->json)
        cJSON_AddItemToObject(out->json, "statistics", hloa_statistics_json(out->stats));
    else if (out->stats)
        hloa_statistics_text(out->machine ? out->machine : stdout, out->stats);
    if (o->format == HLOA_FMT_TEXT && o->output_file && !out->stats && !o->quiet)
        say_where_documented(out->machine, out);
    if (out->text && !out->stats && !o->quiet)
        say_where_documented(out->text, out);
    if (o->format == HLOA_FMT_TEXT && o->output_file)
        say_not_shown(out->machine, out, o);
    if (out->text)
        say_not_shown(out->text, out, o);
    free(out->stats);
    if (out->json) {
        doc = hloa_json_report_finish(out->json, failures, out->failures.len);
        cJSON_Delete(out->json);
    } else if (out->sarif) {
        doc = hloa_sarif_finish(out->sarif, failures, out->failures.len);
    }
    for (size_t i = 0; i < out->failures.len; i++)
        free(out->failures.items[i]);
    free(out->failures.items);
    if (doc) {
        fputs(doc, out->machine);
        fputc('\n', out->machine);
        free(doc);
    }
    int io_error = 0;
    if (o->output_file) {
        fclose(out->machine);
        char err[512];
        if (hloa_write_file_atomic(o->output_file, out->machine_buf, out->machine_len, err,
                                   sizeof(err))) {
            fprintf(stderr, "hlo-async: error: %s\n", err);
            io_error = 1;
        }
        free(out->machine_buf);
    }
    return io_error;
}

static void print_summary(unsigned long files, unsigned long unread, unsigned long modules,
                          const unsigned long totals[3])
{
    fprintf(stderr, "%lu file%s", files, files == 1 ? "" : "s");
    if (modules != files)
        fprintf(stderr, " (%lu module%s)", modules, modules == 1 ? "" : "s");
    fprintf(stderr, " checked: %lu error%s, %lu warning%s",
            totals[HLOA_SEV_ERROR], totals[HLOA_SEV_ERROR] == 1 ? "" : "s",
            totals[HLOA_SEV_WARNING], totals[HLOA_SEV_WARNING] == 1 ? "" : "s");
    if (totals[HLOA_SEV_NOTE])
        fprintf(stderr, ", %lu note%s", totals[HLOA_SEV_NOTE],
                totals[HLOA_SEV_NOTE] == 1 ? "" : "s");
    if (unread) /* said above, one line each; the count keeps the summary honest */
        fprintf(stderr, "; %lu file%s could not be read", unread, unread == 1 ? "" : "s");
    fputc('\n', stderr);
}

int hloa_cmd_verify(int argc, char **argv)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv,
                                HLOA_OPT_FORMAT | HLOA_OPT_SPLIT | HLOA_OPT_COLOR |
                                    HLOA_OPT_STDIN | HLOA_OPT_QUIET | HLOA_OPT_IN_FLIGHT | HLOA_OPT_HW |
                                    HLOA_OPT_REPORT | HLOA_OPT_JOBS | HLOA_OPT_RULES | HLOA_OPT_INPUTS | HLOA_OPT_LANG,
                                &help);
    if (rc) {
        hloa_options_release(&o);
        return rc == 1 ? 0 : 2;
    }
    if (o.statistics && o.format != HLOA_FMT_TEXT && o.format != HLOA_FMT_JSON) {
        hloa_options_release(&o);
        return hloa_usage_error("verify", "--statistics is a text or json table");
    }
    /* From here a failure is said in the report too: one that read as clean would lie. */
    sinks out;
    open_sinks(&out, &o);
    char err[HLOA_CONFIG_ERROR_MAX > HLOA_COLLECT_ERROR_MAX ? HLOA_CONFIG_ERROR_MAX
                                                            : HLOA_COLLECT_ERROR_MAX];
    if (hloa_collect_inputs(&o, "verify", err, sizeof(err))) {
        run_failed(&out, "", err);
        close_sinks(&out, &o);
        hloa_options_release(&o);
        return 2;
    }
    /* Every file's settings first: a config file that is wrong stops the run before any check. */
    hloa_configs configs;
    hloa_configs_init(&configs, &o.rules, o.config, o.isolated);
    const hloa_rule_settings **rules = hloa_xmalloc((size_t)o.n_files * sizeof(*rules) + 1);
    for (int i = 0; i < o.n_files; i++) {
        rules[i] = hloa_configs_for(&configs, o.files[i], o.stdin_filename, err, sizeof(err));
        if (!rules[i]) {
            run_failed(&out, "", err);
            close_sinks(&out, &o);
            free(rules);
            hloa_configs_release(&configs);
            hloa_options_release(&o);
            return 2;
        }
    }
    int io_error = 0;
    long budget = o.max_diagnostics;
    unsigned long totals[3] = {0, 0, 0}, files = 0, unread = 0, modules = 0;
    hloa_input inputs[FILES_AT_ONCE];
    char (*errors)[HLOA_INPUT_ERROR_MAX] = hloa_xmalloc(FILES_AT_ONCE * sizeof(*errors));
    int failed[FILES_AT_ONCE];
    for (int first = 0; first < o.n_files; first += FILES_AT_ONCE) {
        int n = o.n_files - first < FILES_AT_ONCE ? o.n_files - first : FILES_AT_ONCE;
        /* Load, parse, desugar, check and suppress each file of the batch (verify_file)... */
        file_work w = {&o, o.files + first, rules + first, inputs, errors, failed,
                       n == 1 ? o.jobs : 1};
        hloa_parallel_for((size_t)n, o.jobs, verify_file, &w);
        /* ...then emit them in the order given. */
        for (int k = 0; k < n; k++) {
            hloa_input *in = &inputs[k];
            if (failed[k]) {
                run_failed(&out, "hlo-async: error: ", errors[k]);
                io_error = 1;
                unread++;
                continue;
            }
            for (int s = 0; s < 3; s++)
                totals[s] += in->diags.counts[s];
            files++;
            modules += in->n_modules;
            if (out.stats)
                hloa_statistics_add_file(out.stats, &in->diags, rules[first + k]->show_from);
            apply_floor(&in->diags, rules[first + k]->show_from, out.below);
            apply_budget(&in->diags, &budget);
            emit_file(&out, &o, in);
            /* rendering read the text again (lines of diagnostics): the same text? */
            if (hloa_input_changed(in, errors[k], sizeof(errors[k]))) {
                run_failed(&out, "hlo-async: error: ", errors[k]);
                io_error = 1;
            }
            hloa_input_close(in);
        }
    }
    free(errors);
    io_error |= close_sinks(&out, &o);
    free(rules);
    hloa_configs_release(&configs);
    if (out.text == stderr && !o.quiet)
        print_summary(files, unread, modules, totals);
    hloa_options_release(&o);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "hlo-async: error: cannot write to standard output\n");
        return 2;
    }
    if (io_error)
        return 2;
    if (totals[HLOA_SEV_ERROR] || (o.fail_on_warning && totals[HLOA_SEV_WARNING]))
        return 1;
    return 0;
}
