/* hlo-async verify: parse every module, then report everything found. */
#include "hloasync/cli.h"
#include "hloasync/commands.h"
#include "hloasync/emit.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

static const hloa_command_help help = {
    "verify",
    "hlo-async verify [--format=text|json] [--split-input-file] [--color=WHEN]\n"
    "                        [--max-in-flight=N] [--stdin-filename=NAME] [-q] FILE...",
    "Parses each FILE ('-' for standard input), desugars it in memory and checks\n"
    "it: syntax, names, operand shapes, async chains (users, calls, threads, late\n"
    "binding, async tuple shapes), aliasing, first-class pairs and, in scheduled\n"
    "modules, overlap. Every problem of a file is reported in one run, sorted by\n"
    "location, each with a rule id ('hlo-async rules' lists them).\n"
    "\n"
    "  -f, --format=FMT       text (default, on stderr) or json (on stdout)\n"
    "      --split-input-file  a line '// -----' separates independent modules\n"
    "      --color=WHEN        auto (default), always or never; NO_COLOR is honoured\n"
    "      --stdin-filename=N  the name of standard input in diagnostics\n"
    "      --max-in-flight=N   in scheduled modules, at most N async ops in flight at once\n"
    "  -q, --quiet             no summary line\n"
    "  -h, --help              this text\n"
    "\n"
    "Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O error.\n",
};

/* Parses every module of one file, collecting diagnostics in in->diags. */
static void verify_input(hloa_input *in, const hloa_options *o)
{
    for (size_t r = 0; r < in->n_regions; r++) {
        if (o->split && in->n_regions > 1 && hloa_region_is_blank(&in->src, in->regions[r]))
            continue;
        hloa_module m;
        hloa_module_init(&m, &in->src, in->regions[r]);
        hloa_parse_module(&m, &in->diags);
        hloa_desugar(&m, NULL, &in->diags);
        hloa_verify_async(&m, &in->diags);
        hloa_verify_pairs(&m, &in->diags);
        hloa_verify_alias(&m, &in->diags);
        hloa_verify_schedule(&m, &o->schedule, &in->diags);
        hloa_module_release(&m);
    }
    hloa_diags_sort(&in->diags);
}

int hloa_cmd_verify(int argc, char **argv)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv,
                                HLOA_OPT_FORMAT | HLOA_OPT_SPLIT | HLOA_OPT_COLOR |
                                    HLOA_OPT_STDIN | HLOA_OPT_QUIET | HLOA_OPT_IN_FLIGHT,
                                &help);
    if (rc) {
        free(o.files);
        return rc == 1 ? 0 : 2;
    }
    if (o.n_files == 0) {
        free(o.files);
        fprintf(stderr, "hlo-async verify: no input files\nusage: %s\n", help.synopsis);
        return 2;
    }
    cJSON *report = o.format == HLOA_FMT_JSON ? hloa_json_report_new() : NULL;
    int io_error = 0;
    unsigned long totals[3] = {0, 0, 0}, files = 0;
    for (int i = 0; i < o.n_files; i++) {
        hloa_input in;
        if (hloa_input_open(&in, o.files[i], &o)) {
            io_error = 1;
            continue;
        }
        verify_input(&in, &o);
        if (report)
            hloa_json_report_add_file(report, &in.src, &in.diags);
        else
            hloa_emit_text(stderr, &in.src, &in.diags, o.color);
        for (int s = 0; s < 3; s++)
            totals[s] += in.diags.counts[s];
        files++;
        hloa_input_close(&in);
    }
    if (report) {
        char *doc = hloa_json_report_finish(report);
        puts(doc);
        free(doc);
        cJSON_Delete(report);
    } else if (!o.quiet) {
        fprintf(stderr, "%lu file%s checked: %lu error%s, %lu warning%s", files,
                files == 1 ? "" : "s", totals[HLOA_SEV_ERROR], totals[HLOA_SEV_ERROR] == 1 ? "" : "s",
                totals[HLOA_SEV_WARNING], totals[HLOA_SEV_WARNING] == 1 ? "" : "s");
        if (totals[HLOA_SEV_NOTE])
            fprintf(stderr, ", %lu note%s", totals[HLOA_SEV_NOTE],
                    totals[HLOA_SEV_NOTE] == 1 ? "" : "s");
        fputc('\n', stderr);
    }
    free(o.files);
    if (fflush(stdout) != 0)
        return 2;
    return io_error ? 2 : totals[HLOA_SEV_ERROR] ? 1 : 0;
}
