/*
 * The rewriting commands' pipeline: parse -> pass (edits) -> apply the
 * edits to the original text -> write. Only rewritten bytes change.
 */
#include "hloasync/rewrite.h"

#include "hloasync/emit.h"
#include "hloasync/parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int hloa_run_rewrite(int argc, char **argv, const hloa_command_help *help, hloa_rewrite_pass pass)
{
    hloa_options o;
    int rc = hloa_options_parse(&o, argc, argv,
                                HLOA_OPT_SPLIT | HLOA_OPT_OUTPUT | HLOA_OPT_STDIN | HLOA_OPT_COLOR,
                                help);
    if (rc) {
        free(o.files);
        return rc == 1 ? 0 : 2;
    }
    if (o.n_files > 1) {
        free(o.files);
        fprintf(stderr, "hlo-async %s: one input file at a time\nusage: %s\n", help->name,
                help->synopsis);
        return 2;
    }
    const char *path = o.n_files ? o.files[0] : "-";
    hloa_input in;
    if (hloa_input_open(&in, path, &o)) {
        free(o.files);
        return 2;
    }
    hloa_editor ed;
    hloa_editor_init(&ed);
    for (size_t r = 0; r < in.n_regions; r++) {
        if (o.split && in.n_regions > 1 && hloa_region_is_blank(&in.src, in.regions[r]))
            continue;
        hloa_module m;
        hloa_module_init(&m, &in.src, in.regions[r]);
        if (hloa_parse_module(&m, &in.diags) == 0)
            pass(&m, &ed, &in.diags);
        hloa_module_release(&m);
    }
    int status = 0;
    if (in.diags.counts[HLOA_SEV_ERROR]) {
        hloa_diags_sort(&in.diags);
        hloa_emit_text(stderr, &in.src, &in.diags, o.color);
        status = 1;
    } else {
        hloa_strbuf out = HLOA_STRBUF_INIT;
        hloa_editor_apply(&ed, in.src.text, 0, in.src.len, &out);
        if (o.output) {
            char err[512];
            if (hloa_write_file_atomic(o.output, out.buf ? out.buf : "", out.len, err,
                                       sizeof(err))) {
                fprintf(stderr, "hlo-async: error: %s\n", err);
                status = 2;
            }
        } else if (fwrite(out.buf ? out.buf : "", 1, out.len, stdout) != out.len ||
                   fflush(stdout) != 0) {
            fprintf(stderr, "hlo-async: error: cannot write to standard output\n");
            status = 2;
        }
        hloa_strbuf_release(&out);
    }
    hloa_editor_release(&ed);
    hloa_input_close(&in);
    free(o.files);
    return status;
}
