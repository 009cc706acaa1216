/*
 * The passes. Each reads (and the rewriting ones change) the IR of a parsed
 * module and reports through diags; none prints, exits or calls another pass.
 * The pipeline of each command is a short list of these calls in its
 * cmd_*.c. Each returns the number of errors it reported.
 */
#ifndef HLOASYNC_PASSES_H
#define HLOASYNC_PASSES_H

#include "hloasync/check.h"
#include "hloasync/diag.h"
#include "hloasync/edit.h"
#include "hloasync/ir.h"

/*
 * X-start/X-update/X-done and call-start/update/done -> async-start/update/done
 * (SPEC 3.2). The IR is rewritten in place (generated wrapper computations are
 * inserted before their user); with ed, the matching minimal text edits are
 * recorded too.
 */
int hloa_desugar(hloa_module *m, hloa_editor *ed, hloa_diags *d);

/* Generic chains -> X-start/update/done or call form where SPEC 3.3 allows (text edits). */
int hloa_resugar(hloa_module *m, hloa_editor *ed, hloa_diags *d);

/*
 * Every rule's check (rules.def) over the desugared module, on up to jobs
 * threads for a big module, reported as one thread running the scopes in
 * turn would report (verify.c).
 */
void hloa_verify_checks(hloa_module *m, const hloa_verify_options *o, int jobs, hloa_diags *d);

#endif
