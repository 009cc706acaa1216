/*
 * The rewriting commands' pipeline: parse -> pass (edits) -> apply the edits
 * to the original text -> write. Only rewritten bytes change. Output modes:
 * stdout (default), -o FILE, -i (in place, atomically, untouched when
 * unchanged or on errors), --check (list files that would change), --diff
 * (unified diff).
 */
#include "rewrite.h"
#include "write_file.h"

#include "hloasync/emit.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Says so when writing to standard output failed (failed != 0); 0 or -1. */
static int stdout_written(int failed)
{
    if (!failed)
        return 0;
    fprintf(stderr, "hlo-async: error: cannot write to standard output\n");
    return -1;
}

/* What rewriting one module gave. */
typedef struct rewritten {
    hloa_editor ed;    /* its edits */
    hloa_diags diags;  /* what was found */
    int mlir;          /* MLIR text: not rewritten (desugar and resugar rewrite HLO text) */
} rewritten;

/* One module of an input, rewritten on its own (possibly on another thread). */
static void *rewrite_module(const void *ctx, const hloa_input *in, hloa_region region, int jobs)
{
    const hloa_rewrite_pass *pass = ctx;
    rewritten *out = hloa_xmalloc(sizeof(*out));
    hloa_editor_init(&out->ed);
    hloa_diags_init(&out->diags);
    out->mlir = hloa_region_is_mlir(&in->src, region, in->lang);
    if (out->mlir)
        return out;
    hloa_module m;
    hloa_module_init(&m, &in->src, region);
    if (hloa_parse_module_jobs(&m, &out->diags, jobs) == 0)
        (*pass)(&m, &out->ed, &out->diags);
    hloa_module_release(&m);
    return out;
}

/* The rewritten text, written where it goes straight from the input and the edits. */
typedef struct output {
    hloa_editor *ed;         /* the edits, maybe none (the output is the input) */
    const hloa_source *src;  /* the input */
} output;

static int write_output(void *ctx, int fd)
{
    output *o = ctx;
    return hloa_editor_write(o->ed, o->src, fd);
}

/* The errors verify finds in src, split as the command splits it, with them in d. */
static unsigned verify_errors(const hloa_source *src, int split, hloa_diags *d)
{
    hloa_region *regions;
    size_t n = hloa_source_regions(src, split, &regions);
    hloa_verify_options defaults = {.max_in_flight = -1, .max_exposed_fraction = -1};
    for (size_t r = 0; r < n; r++) {
        if (n > 1 && hloa_region_is_blank(src, regions[r])) continue;
        hloa_module m;
        hloa_module_init(&m, src, regions[r]);
        if (hloa_parse_module(&m, d) == 0) {
            hloa_desugar(&m, NULL, d);
            hloa_verify_checks(&m, &defaults, 1, d);
        }
        hloa_module_release(&m);
    }
    free(regions);
    return d->counts[HLOA_SEV_ERROR];
}

/*
 * With HLOA_CHECK_PASSES=1 in the environment (the test suite and CI set it),
 * what a rewriting pass wrote is verified: an input that verifies clean gives
 * an output that does too, or the pass has a bug. A user's run pays nothing.
 */
static void check_rewrite(const hloa_input *in, hloa_editor *ed, int split)
{
    hloa_diags before, after;
    hloa_diags_init(&before);
    hloa_diags_init(&after);
    if (verify_errors(&in->src, split, &before) == 0) {
        hloa_strbuf text = HLOA_STRBUF_INIT;
        hloa_editor_apply(ed, in->src.text, in->src.len, &text);
        hloa_source out;
        hloa_source_init_mem(&out, in->src.path, text.buf ? text.buf : "", text.len);
        if (verify_errors(&out, split, &after)) {
            hloa_diags_sort(&after);
            hloa_emit_text(stderr, &out, &after, 0);
            BUG("the rewrite of a module that verified clean does not verify");
        }
        hloa_source_release(&out);
        hloa_strbuf_release(&text);
    }
    hloa_diags_release(&before);
    hloa_diags_release(&after);
}

static int checking_passes(void)
{
    const char *v = getenv("HLOA_CHECK_PASSES");
    return v && *v && strcmp(v, "0") != 0;
}

/* Rewrites one input; returns 0 unchanged, 1 changed (or errors found), 2 I/O error. */
static int rewrite_one(const char *path, const hloa_options *o, hloa_rewrite_pass pass,
                       const char *command, int *changed)
{
    *changed = 0;
    struct stat st;
    if (o->in_place && stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        /* never read (a FIFO may have no writer) nor replaced (a device is no file) */
        fprintf(stderr, "hlo-async: error: -i rewrites regular files: '%s' is %s\n", path,
                S_ISFIFO(st.st_mode) ? "a FIFO" : "not a regular file");
        return 2;
    }
    hloa_input in;
    if (hloa_input_open(&in, path, o))
        return 2;
    if (in.hloproto) { /* its text is a rendering: there are no bytes of it to edit */
        fprintf(stderr,
                "hlo-async: error: %s is an HloProto: %s rewrites HLO text only; "
                "'hlo-async text %s' prints its text\n",
                in.src.path, command, in.src.path);
        hloa_input_close(&in);
        return 2;
    }
    hloa_editor ed;
    hloa_editor_init(&ed);
    void **modules;
    int split = hloa_input_split(&in, o);
    size_t n = hloa_input_each_module(&in, split, o->jobs, rewrite_module, &pass, &modules);
    int mlir = 0;
    for (size_t r = 0; r < n; r++) {
        rewritten *mod = modules[r];
        if (!mod)
            continue;
        mlir |= mod->mlir;
        hloa_editor_append(&ed, &mod->ed);
        hloa_diags_append(&in.diags, &mod->diags);
        free(mod);
    }
    free(modules);
    int status = 0;
    char err[PATH_MAX + HLOA_INPUT_ERROR_MAX];
    if (hloa_input_changed(&in, err, sizeof(err))) { /* what was read may be a mix */
        fprintf(stderr, "hlo-async: error: %s\n", err);
        status = 2;
        goto out;
    }
    if (mlir) {
        fprintf(stderr,
                "hlo-async: error: %s is MLIR text: %s rewrites HLO text only; "
                "'hlo-async verify' and 'hlo-async chains' read MLIR\n",
                in.src.path, command);
        status = 2;
        goto out;
    }
    if (in.diags.counts[HLOA_SEV_ERROR]) {
        /*
         * Never write a rewrite of input with errors; say what they are. --check
         * (the pre-commit hook beside 'verify') says so in one line, not twice.
         */
        hloa_diags_sort(&in.diags);
        if (o->check) {
            /* These are the errors that stop the rewrite, not all verify finds: say which. */
            const hloa_diag *first = NULL;
            for (size_t i = 0; i < in.diags.list.len && !first; i++)
                if (in.diags.list.items[i].severity == HLOA_SEV_ERROR)
                    first = &in.diags.list.items[i];
            uint32_t line = 0, col = 0, errors = in.diags.counts[HLOA_SEV_ERROR];
            if (first)
                hloa_source_linecol(&in.src, first->off, &line, &col);
            fprintf(stderr,
                    "%s:%u:%u: cannot check: %s [%s] (%u error%s stop%s %s; "
                    "'hlo-async verify %s' shows every problem)\n",
                    in.src.path, line, col, first ? first->message : "",
                    first ? hloa_rules[first->rule].id : "", errors, errors == 1 ? "" : "s",
                    errors == 1 ? "s" : "", command, in.src.path);
        } else
            hloa_emit_text(stderr, &in.src, &in.diags, o->color);
        status = 1;
        goto out;
    }
    *changed = hloa_editor_changes(&ed, in.src.text);
    if (*changed && checking_passes())
        check_rewrite(&in, &ed, split);
    output out = {&ed, &in.src};
    if (o->diff && *changed) {
        hloa_strbuf d = HLOA_STRBUF_INIT;
        /* a/ and b/ prefixes (for patch -p1 and git apply) on relative paths only */
        int rel = in.src.path[0] != '/';
        char *a = hloa_arena_printf(&ed.arena, "%s%s", rel ? "a/" : "", in.src.path);
        char *b = hloa_arena_printf(&ed.arena, "%s%s", rel ? "b/" : "", in.src.path);
        hloa_editor_diff(&ed, in.src.text, in.src.len, a, b, &d);
        int failed = fflush(stdout) != 0 || hloa_write_all(STDOUT_FILENO, d.buf, d.len) != 0;
        if (stdout_written(failed))
            status = 2;
        hloa_strbuf_release(&d);
    }
    if (o->check && *changed)
        fprintf(stderr, "would rewrite: %s (run 'hlo-async %s -i %s')\n", in.src.path, command,
                in.src.path);
    if (o->in_place && *changed) {
        /* Rewrite the file a symbolic link points to, not the link. */
        char real[PATH_MAX];
        const char *target = realpath(path, real) ? real : path;
        if (hloa_write_file_in_place(target, &in.src, write_output, &out, err, sizeof(err))) {
            fprintf(stderr, "hlo-async: error: %s\n", err);
            status = 2;
        } else if (!o->quiet) { /* as formatters do: which files changed */
            fprintf(stderr, "rewrote %s\n", in.src.path);
        }
    } else if (!o->in_place && !o->check && !o->diff) {
        if (o->output) {
            if (hloa_write_file_atomic_with(o->output, write_output, &out, err, sizeof(err))) {
                fprintf(stderr, "hlo-async: error: %s\n", err);
                status = 2;
            }
        } else if (stdout_written(fflush(stdout) != 0 || write_output(&out, STDOUT_FILENO) != 0)) {
            status = 2;
        }
    }
out:
    hloa_editor_release(&ed);
    hloa_input_close(&in);
    return status;
}

static int usage(const hloa_command_help *help, const char *msg)
{
    return hloa_usage_error(help->name, "%s", msg);
}

int hloa_run_rewrite(int argc, char **argv, const hloa_command_help *help, hloa_rewrite_pass pass)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv,
                                HLOA_OPT_SPLIT | HLOA_OPT_OUTPUT | HLOA_OPT_STDIN |
                                    HLOA_OPT_COLOR | HLOA_OPT_REWRITE | HLOA_OPT_JOBS |
                                    HLOA_OPT_INPUTS | HLOA_OPT_QUIET,
                                help);
    char err[HLOA_COLLECT_ERROR_MAX];
    if (!rc && hloa_collect_inputs(&o, help->name, err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        rc = 2;
    }
    if (rc) {
        hloa_options_release(&o);
        return rc == 1 ? 0 : 2;
    }
    const char *problem = NULL;
    int many = o.in_place || o.check || o.diff;
    if (o.in_place && (o.check || o.diff))
        problem = "-i rewrites files; --check and --diff only report";
    else if (o.output && many)
        problem = "-o writes one result; it does not go with -i, --check or --diff";
    else if (!many && o.n_files > 1)
        problem = "one input file at a time, unless -i, --check or --diff";
    for (int i = 0; i < o.n_files && !problem; i++)
        if (o.in_place && !strcmp(o.files[i], "-"))
            problem = "-i cannot rewrite standard input";
    if (problem) {
        hloa_options_release(&o);
        return usage(help, problem);
    }
    int io_error = 0, errors = 0, changes = 0;
    for (int i = 0; i < o.n_files; i++) {
        int changed;
        int st = rewrite_one(o.files[i], &o, pass, help->name, &changed);
        io_error |= st == 2;
        errors |= st == 1;
        changes |= changed;
    }
    hloa_options_release(&o);
    if (io_error)
        return 2;
    if (errors || ((o.check || o.diff) && changes))
        return 1;
    return 0;
}
