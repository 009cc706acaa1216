/*
 * What every verification pass needs to report: the module, the diagnostics,
 * an error count, scratch memory, and a reporter that names the instruction's
 * computation and itself in the diagnostic.
 *
 * A check only reads the module: what it allocates comes from its own scratch
 * arena, never the module's, so the checks of one module run side by side
 * (hloa_verify_module).
 */
#ifndef HLOASYNC_CHECK_H
#define HLOASYNC_CHECK_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/strbuf.h"

typedef struct hloa_check {
    hloa_module *m;    /* the module checked */
    hloa_diags *d;     /* where problems go */
    int errors;        /* errors reported through hloa_check_report */
    hloa_strbuf sb[2]; /* scratch for printing shapes */
    hloa_arena scratch; /* what the check allocates; freed by hloa_check_release */
} hloa_check;

void hloa_check_init(hloa_check *c, hloa_module *m, hloa_diags *d);
/* Releases the scratch memory and clears the diagnostics' context; returns c->errors. */
int hloa_check_release(hloa_check *c);

/* Reports rule at [b, e), in the context of instruction in (its computation and name). */
hloa_diag *hloa_check_report(hloa_check *c, hloa_rule rule, const hloa_instr *in, uint32_t b,
                             uint32_t e, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* A name as a NUL-terminated string (in the scratch arena). */
const char *hloa_check_name(hloa_check *c, hloa_sym s);
/* A shape as text in scratch buffer slot (0 or 1), valid until that slot is used again. */
const char *hloa_check_shape(hloa_check *c, int slot, const hloa_shape *s);

#endif
