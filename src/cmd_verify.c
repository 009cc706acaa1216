/*
 * hlo-async verify: parse -> desugar in memory -> every rule -> suppressions
 * -> render. The pipeline per module is hloa_verify_module() (verify.c).
 */
#include "hloasync/cli.h"
#include "hloasync/commands.h"
#include "hloasync/emit.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"

#include <cjson/cJSON.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static const hloa_command_help help = {
    "verify",
    "hlo-async verify [--format=text|json|sarif|github] [--output-file=F] [--split-input-file]\n"
    "                        [--fail-on=error|warning] [--max-diagnostics=N] [--max-in-flight=N]\n"
    "                        [--color=WHEN] [--stdin-filename=NAME] [-j N] [-q] FILE|DIR...",
    "Parses each FILE ('-' for standard input; a directory stands for the *.hlo,\n"
    "*.hlo.txt and *after_optimizations*.txt files below it), desugars it in memory\n"
    "and checks it: syntax, names, operand shapes, async chains (users, calls,\n"
    "threads, late binding, async tuple shapes), aliasing, first-class pairs and, in\n"
    "scheduled modules, overlap. Every problem of a file is reported in one run,\n"
    "sorted by location, each with a rule id ('hlo-async rules' lists them).\n"
    "A comment '// hlo-async: ignore[rule, ...]' on the line before an instruction,\n"
    "or at the end of its line, suppresses those rules there.\n"
    "\n"
    "  -f, --format=FMT        text (default, on stderr), json, sarif (SARIF 2.1.0) or\n"
    "                          github (workflow commands), the last three on stdout\n"
    "      --output-file=F     write the chosen format to F; text still goes to stderr\n"
    "      --split-input-file  a line '// -----' separates independent modules\n"
    "  -j, --jobs=N            verify up to N files, or modules of one split file, at\n"
    "                          once (default: one per processor; 0 means that too)\n"
    "      --fail-on=LEVEL     error (default) or warning: what makes the exit status 1\n"
    "      --max-diagnostics=N show at most N diagnostics (all are counted)\n"
    "      --max-in-flight=N   in scheduled modules, at most N async ops in flight at once\n"
    "      --color=WHEN        auto (default), always or never; NO_COLOR is honoured\n"
    "      --stdin-filename=N  the name of standard input in diagnostics\n"
    "  -q, --quiet             no summary line\n"
    "  -h, --help              this text\n"
    "\n"
    "Exit status: 0 no errors (warnings allowed unless --fail-on=warning), 1 errors\n"
    "found, 2 usage or I/O error.\n",
};

/* One module of an input, verified on its own (possibly on another thread). */
static void verify_one(hloa_input *in, hloa_region region, const hloa_options *o, int jobs,
                       hloa_diags *diags)
{
    hloa_module m;
    hloa_module_init(&m, &in->src, region);
    hloa_verify_module(&m, &o->schedule, jobs, diags);
    hloa_module_release(&m);
    hloa_source_done_with(&in->src, region.begin, region.end);
}

/* The input's diagnostics: those of its modules, in text order, then sorted. */
static void join_diags(hloa_input *in, hloa_diags **diags, size_t n)
{
    for (size_t r = 0; r < n; r++) {
        hloa_diags_append(&in->diags, diags[r]);
        free(diags[r]);
    }
    hloa_diags_sort(&in->diags);
}

/*
 * The modules of a split file, found one at a time by the threads that
 * verify them: the first is read before the last separator is found, and
 * each page is read once, by the thread that parses it (a scan for the
 * separators first would read the whole file before any module starts).
 */
typedef struct split_work {
    hloa_input *in;
    const hloa_options *o;
    int jobs;                      /* threads, all of them for a module found to be the only one */
    pthread_mutex_t lock;          /* guards what follows */
    uint32_t next;                 /* where the next region starts; 0 once all are handed out */
    HLOA_VEC(hloa_region) regions; /* handed out so far, in text order */
    HLOA_VEC(hloa_diags *) diags;  /* each region's */
} split_work;

/* The next region, with its diagnostics and the threads for it; 0 when none is left. */
static int claim_region(split_work *w, hloa_region *region, hloa_diags **diags, int *jobs)
{
    pthread_mutex_lock(&w->lock);
    int found = w->next || w->regions.len == 0;
    if (found) {
        uint32_t begin = w->next;
        region->begin = begin;
        region->end = hloa_source_region_from(&w->in->src, begin, &w->next);
        *diags = hloa_xmalloc(sizeof(**diags));
        hloa_diags_init(*diags);
        HLOA_VEC_PUSH(w->regions, *region);
        HLOA_VEC_PUSH(w->diags, *diags);
        /* Only a split file has several regions; a lone blank file is still a (bad) module. */
        int lone = w->regions.len == 1 && !w->next;
        if (!lone && hloa_region_is_blank(&w->in->src, *region))
            *jobs = 0;
        else
            *jobs = lone ? w->jobs : 1;
    }
    pthread_mutex_unlock(&w->lock);
    return found;
}

static void verify_split_regions(void *arg, size_t thread)
{
    (void)thread;
    split_work *w = arg;
    hloa_region region;
    hloa_diags *diags;
    for (int jobs; claim_region(w, &region, &diags, &jobs);)
        if (jobs)
            verify_one(w->in, region, w->o, jobs, diags);
}

static void verify_split_input(hloa_input *in, const hloa_options *o, int jobs)
{
    split_work w = {.in = in, .o = o, .jobs = jobs};
    pthread_mutex_init(&w.lock, NULL);
    hloa_parallel_for((size_t)(jobs > 0 ? jobs : 1), jobs, verify_split_regions, &w);
    pthread_mutex_destroy(&w.lock);
    in->regions = w.regions.items;
    in->n_regions = w.regions.len;
    join_diags(in, w.diags.items, w.diags.len);
    free(w.diags.items);
}

/* The modules of an input whose regions are known, each verified on its own. */
typedef struct region_work {
    hloa_input *in;        /* the file */
    const hloa_options *o; /* --max-in-flight */
    hloa_diags **diags;    /* per region, joined in text order afterwards */
    int module_jobs;       /* threads for one module: all of them for a lone module */
} region_work;

static void verify_region(void *arg, size_t r)
{
    region_work *w = arg;
    if (!hloa_input_region_is_blank(w->in, r))
        verify_one(w->in, w->in->regions[r], w->o, w->module_jobs, w->diags[r]);
}

static void verify_input(hloa_input *in, const hloa_options *o, int jobs)
{
    region_work w = {in, o, hloa_xmalloc(in->n_regions * sizeof(hloa_diags *)),
                     in->n_regions == 1 ? jobs : 1};
    for (size_t r = 0; r < in->n_regions; r++) {
        w.diags[r] = hloa_xmalloc(sizeof(hloa_diags));
        hloa_diags_init(w.diags[r]);
    }
    hloa_parallel_for(in->n_regions, jobs, verify_region, &w);
    join_diags(in, w.diags, in->n_regions);
    free(w.diags);
}

/*
 * Several files are checked side by side, a batch at a time (each holds its
 * mapping until it is reported), and reported in the order given.
 */
enum { FILES_AT_ONCE = 64 };

typedef struct file_work {
    const hloa_options *o; /* what to check */
    char **paths;          /* the batch's operands */
    hloa_input *inputs;    /* per file: loaded and checked */
    char (*errors)[HLOA_INPUT_ERROR_MAX]; /* per file: why it could not be read (heap) */
    int *failed;           /* per file: not read */
    int module_jobs;       /* threads for one file's modules: all of them for a lone file */
} file_work;

static void verify_file(void *arg, size_t i)
{
    file_work *w = arg;
    if (w->o->split) {
        w->failed[i] = hloa_input_read(&w->inputs[i], w->paths[i], w->o, w->errors[i],
                                       sizeof(w->errors[i])) != 0;
        if (!w->failed[i])
            verify_split_input(&w->inputs[i], w->o, w->module_jobs);
        return;
    }
    w->failed[i] = hloa_input_load(&w->inputs[i], w->paths[i], w->o, w->module_jobs,
                                   w->errors[i], sizeof(w->errors[i])) != 0;
    if (!w->failed[i])
        verify_input(&w->inputs[i], w->o, w->module_jobs);
}

/* Keeps at most *budget diagnostics shown; the rest are counted as dropped. */
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
} sinks;

int hloa_cmd_verify(int argc, char **argv)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv,
                                HLOA_OPT_FORMAT | HLOA_OPT_SPLIT | HLOA_OPT_COLOR |
                                    HLOA_OPT_STDIN | HLOA_OPT_QUIET | HLOA_OPT_IN_FLIGHT |
                                    HLOA_OPT_REPORT | HLOA_OPT_JOBS,
                                &help);
    if (rc) {
        hloa_options_release(&o);
        return rc == 1 ? 0 : 2;
    }
    if (o.n_files == 0) {
        hloa_options_release(&o);
        fprintf(stderr, "hlo-async verify: no input files\nusage: %s\n", help.synopsis);
        return 2;
    }
    hloa_expand_inputs(&o);
    sinks out = {0};
    int machine = o.format != HLOA_FMT_TEXT;
    /* The chosen format goes to the output file (or stdout); text to stderr. */
    if (o.output_file) {
        out.machine = open_memstream(&out.machine_buf, &out.machine_len);
        if (!out.machine)
            hloa_die_oom();
        out.text = stderr;
    } else {
        out.machine = machine ? stdout : NULL;
        out.text = machine ? NULL : stderr;
    }
    int color = o.color && !(o.output_file && !machine);
    if (o.format == HLOA_FMT_JSON)
        out.json = hloa_json_report_new();
    else if (o.format == HLOA_FMT_SARIF)
        out.sarif = hloa_sarif_new();

    int io_error = 0;
    long budget = o.max_diagnostics;
    unsigned long totals[3] = {0, 0, 0}, files = 0;
    hloa_input inputs[FILES_AT_ONCE];
    char (*errors)[HLOA_INPUT_ERROR_MAX] = hloa_xmalloc(FILES_AT_ONCE * sizeof(*errors));
    int failed[FILES_AT_ONCE];
    for (int first = 0; first < o.n_files; first += FILES_AT_ONCE) {
        int n = o.n_files - first < FILES_AT_ONCE ? o.n_files - first : FILES_AT_ONCE;
        file_work w = {&o, o.files + first, inputs, errors, failed, n == 1 ? o.jobs : 1};
        hloa_parallel_for((size_t)n, o.jobs, verify_file, &w);
        for (int k = 0; k < n; k++) {
            hloa_input *in = &inputs[k];
            if (failed[k]) {
                fprintf(stderr, "hlo-async: error: %s\n", errors[k]);
                io_error = 1;
                continue;
            }
            for (int s = 0; s < 3; s++)
                totals[s] += in->diags.counts[s];
            files++;
            apply_budget(&in->diags, &budget);
            if (o.format == HLOA_FMT_TEXT && o.output_file)
                hloa_emit_text(out.machine, &in->src, &in->diags, 0);
            if (out.text)
                hloa_emit_text(out.text, &in->src, &in->diags, color);
            if (out.json)
                hloa_json_report_add_file(out.json, &in->src, &in->diags);
            if (out.sarif)
                hloa_sarif_add_file(out.sarif, &in->src, &in->diags);
            if (o.format == HLOA_FMT_GITHUB)
                hloa_emit_github(out.machine, &in->src, &in->diags);
            hloa_input_close(in);
        }
    }
    free(errors);
    char *doc = NULL;
    if (out.json) {
        doc = hloa_json_report_finish(out.json);
        cJSON_Delete(out.json);
    } else if (out.sarif) {
        doc = hloa_sarif_finish(out.sarif);
    }
    if (doc) {
        fputs(doc, out.machine);
        fputc('\n', out.machine);
        free(doc);
    }
    if (o.output_file) {
        fclose(out.machine);
        char err[512];
        if (hloa_write_file_atomic(o.output_file, out.machine_buf, out.machine_len, err,
                                   sizeof(err))) {
            fprintf(stderr, "hlo-async: error: %s\n", err);
            io_error = 1;
        }
        free(out.machine_buf);
    }
    if (out.text == stderr && !o.quiet) {
        fprintf(stderr, "%lu file%s checked: %lu error%s, %lu warning%s", files,
                files == 1 ? "" : "s", totals[HLOA_SEV_ERROR], totals[HLOA_SEV_ERROR] == 1 ? "" : "s",
                totals[HLOA_SEV_WARNING], totals[HLOA_SEV_WARNING] == 1 ? "" : "s");
        if (totals[HLOA_SEV_NOTE])
            fprintf(stderr, ", %lu note%s", totals[HLOA_SEV_NOTE],
                    totals[HLOA_SEV_NOTE] == 1 ? "" : "s");
        fputc('\n', stderr);
    }
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
