/* Reading a module for chains: desugared, and (one module of a file) its timeline built. */
#include "chains.h"

#include "hloasync/emit.h"
#include "hloasync/mlir.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"

#include "write_file.h"

#include <stdio.h>

int hloa_read_for_chains(hloa_module *m, hloa_diags *d, int jobs, hloa_input_lang lang)
{
    if (!hloa_region_is_mlir(m->src, m->region, lang)) {
        int errors = hloa_parse_module_jobs(m, d, jobs);
        if (!errors)
            hloa_desugar(m, NULL, d);
        return errors;
    }
    hloa_diags found;
    hloa_diags_init(&found);
    int errors = hloa_mlir_build_module(m, &found, jobs);
    if (errors)
        hloa_diags_append(d, &found);
    else
        hloa_diags_release(&found);
    return errors;
}

int hloa_chains_one_module(const hloa_options *o, const char *option, hloa_input *in,
                           hloa_module *m, hloa_timeline *t)
{
    in->n_regions = hloa_source_regions(&in->src, hloa_input_split(in, o), &in->regions);
    size_t n = 0, r0 = 0;
    for (size_t r = 0; r < in->n_regions; r++)
        if (!hloa_input_region_is_blank(in, r) && !n++)
            r0 = r;
    if (n != 1) {
        fprintf(stderr, "hlo-async chains: error: %s reads one module a file, and %s holds %zu\n",
                option, in->src.path, n);
        return 2;
    }
    hloa_module_init(m, &in->src, in->regions[r0]);
    if (hloa_read_for_chains(m, &in->diags, o->jobs, in->lang)) {
        hloa_diags_sort(&in->diags);
        hloa_emit_text(stderr, &in->src, &in->diags, o->color);
        return 1;
    }
    hloa_timeline_build(m, &m->arena, t);
    hloa_timeline_estimate(t, &o->hw, &m->arena);
    hloa_timeline_loops(t, &m->arena);
    return 0;
}


/* text into output atomically, or to standard output: 0, or -1 said on stderr. */
int hloa_chains_write_output(const char *output, const char *text, size_t len)
{
    char err[512];
    if (output ? hloa_write_file_atomic(output, text, len, err, sizeof(err))
               : fwrite(text, 1, len, stdout) != len || fflush(stdout) != 0) {
        fprintf(stderr, "hlo-async: error: %s\n", output ? err : "cannot write to standard output");
        return -1;
    }
    return 0;
}
