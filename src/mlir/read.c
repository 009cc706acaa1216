/*
 * Reading an MLIR module into the IR: in parts on the threads when it is big
 * enough (mlir/parts.c), else whole by one builder (mlir/build.c). The one
 * place that decides between the two, so that neither calls the other back.
 */
#include "builder.h"

int hloa_mlir_build_module(hloa_module *m, hloa_diags *d, int jobs)
{
    return hloa_mlir_build_module_in_parts(m, d, mlir_parts_for(m, jobs), NULL);
}

int hloa_mlir_build_module_in_parts(hloa_module *m, hloa_diags *d, int parts, int *parts_used)
{
    m->is_mlir = 1;
    m->percent_names = 1;
    int errors = 0, used = mlir_read_in_parts(m, d, parts, &errors);
    if (parts_used)
        *parts_used = used ? used : 1;
    if (!used) {
        mlir_builder b;
        mlir_builder_init(&b, m, d);
        hloa_mlir_visitor v = mlir_builder_visitor(&b);
        b.errors += (int)hloa_mlir_read(b.t, m->region.begin, m->region.end, HLOA_MLIR_AT_TOP, 0, &v,
                                       d, NULL);
        mlir_builder_finish_module(&b);
        errors = b.errors;
        mlir_builder_release(&b);
    }
    return errors;
}
