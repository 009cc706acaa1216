/*
 * The passes. Each reads and changes the IR and reports through diags; none
 * prints, exits or calls another pass. The pipeline of each command is a
 * short list of these calls in its cmd_*.c, except verify's, which the
 * fuzzers run too (hloa_verify_module, verify.c). Each returns the number of
 * errors it reported.
 */
#ifndef HLOASYNC_PASSES_H
#define HLOASYNC_PASSES_H

#include "hloasync/async.h"
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
 * The verification passes over the chains of the desugared module, found once
 * (hloa_chains_find) and shared by all of them. They only read the module
 * (check.h), so they run side by side.
 */
/* SPEC 5.2 and 5.3: chains, users, calls, threads, binding and shapes. */
int hloa_verify_async(hloa_module *m, const hloa_chains *chains, hloa_diags *d);
/* SPEC 5.4: layouts of aliased elements, output_to_operand_aliasing, buffer reuse. */
int hloa_verify_alias(hloa_module *m, const hloa_chains *chains, hloa_diags *d);
/* SPEC 5.5: first-class pairs (copy, all-reduce, all-gather, collective-permute, send/recv). */
int hloa_verify_pairs(hloa_module *m, hloa_diags *d);

typedef struct hloa_schedule_options {
    long max_in_flight; /* --max-in-flight=N, or -1 when not given */
} hloa_schedule_options;
/* SPEC 5.6 for scheduled modules: async-no-overlap notes, async-in-flight limit. */
int hloa_verify_schedule(hloa_module *m, const hloa_chains *chains,
                         const hloa_schedule_options *o, hloa_diags *d);

/*
 * The chains of m (hloa_chains_find) and the four passes above over them, on
 * up to jobs threads, reported as the four one after the other in the order
 * above would report.
 */
void hloa_verify_checks(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d);

/*
 * The whole verify pipeline of one module: parse (a big module on up to jobs
 * threads), desugar in memory, every verification pass, then the module's
 * suppression comments.
 */
void hloa_verify_module(hloa_module *m, const hloa_schedule_options *o, int jobs, hloa_diags *d);

#endif
