/*
 * What a rule's check is given (verify.c runs the checks of rules.def): the
 * module with its chains and the options, where to report, scratch memory,
 * and the one subject of its scope it looks at now.
 *
 * A check only reads the module: what it allocates comes from its own scratch
 * arena, never the module's, so the checks of one module run side by side.
 */
#ifndef HLOASYNC_CHECK_H
#define HLOASYNC_CHECK_H

#include "hloasync/async.h"
#include "hloasync/cost.h"
#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/settings.h"
#include "hloasync/strbuf.h"

/* What the user asked of the checks. */
typedef struct hloa_verify_options {
    long max_in_flight;               /* --max-in-flight=N, or -1 when not given */
    double max_exposed_fraction;      /* --max-exposed-fraction=F, or -1 when not given */
    const hloa_hw *hw;                /* --hw: the cost model's hardware (NULL: the default) */
    const hloa_rule_settings *rules;  /* rules that are off are not reported (NULL: all on) */
} hloa_verify_options;

typedef struct hloa_check {
    hloa_module *m;                /* the module checked */
    const hloa_chains *chains;     /* its chains (NULL for a check that needs none) */
    const hloa_verify_options *options;
    hloa_diags *d;                 /* where problems go */
    int errors;                    /* errors reported through hloa_check_report */
    hloa_strbuf sb[2];             /* scratch for printing shapes */
    hloa_arena scratch;            /* what the check allocates; freed by hloa_check_release */
    /* Facts about the module that some checks need, built by the first that asks. */
    hloa_shape_table *built_shapes; /* shapes a check builds to compare against (hloa_check_shapes) */
    uint8_t *async_run;            /* per computation: run by an async-start (hloa_check_runs_async) */
    hloa_callers *callers;         /* every computation's callers (hloa_check_callers) */
    hloa_trace *trace;             /* for following async values (hloa_check_trace) */
    struct hloa_timeline *timeline; /* the async ops' spans (hloa_check_timeline) */
} hloa_check;

/* The one thing of its scope a check looks at; the fields of other scopes are NULL. */
typedef struct hloa_subject {
    const hloa_instr *instr; /* INSTRUCTION, PAIR */
    const hloa_chain *chain; /* CHAIN; COMPUTATION: the first chain that runs it */
    const hloa_comp *comp;   /* COMPUTATION */
} hloa_subject;

/* A rule's check (the check column of rules.def; src/checks.h declares them). */
typedef void hloa_check_fn(hloa_check *c, const hloa_subject *s);

void hloa_check_init(hloa_check *c, hloa_module *m, const hloa_chains *chains,
                     const hloa_verify_options *o, hloa_diags *d);
/* Releases the scratch memory and the facts, clears the diagnostics' context; returns c->errors. */
int hloa_check_release(hloa_check *c);

/*
 * Reports rule at [b, e), in the context of instruction in (its computation
 * and name). NULL when the rule is off: it still counts in c->errors, so a
 * check goes on as if it had reported.
 */
hloa_diag *hloa_check_report(hloa_check *c, hloa_rule rule, const hloa_instr *in, uint32_t b,
                             uint32_t e, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* A name as a NUL-terminated string (in the scratch arena). */
const char *hloa_check_name(hloa_check *c, hloa_sym s);
/* A shape as text in scratch buffer slot (0 or 1), valid until that slot is used again. */
const char *hloa_check_shape(hloa_check *c, int slot, const hloa_shape *s);

/* A table for the shapes a check builds (compared by value with the module's). */
hloa_shape_table *hloa_check_shapes(hloa_check *c);
/* Is comp run by an async-start of the module? */
int hloa_check_runs_async(hloa_check *c, const hloa_comp *comp);
/* Is stream annotation v[0, n) "collective" (XLA compares it ignoring case; streams.c)? */
int hloa_stream_is_collective(const char *v, uint32_t n);
/* The callers of every computation of the module. */
const hloa_callers *hloa_check_callers(hloa_check *c);
/*
 * A chain's computation as the user knows it, quoted: its name, or for a
 * wrapper desugar made, the computation its call or fusion names, else "the
 * X that 's' runs" (in the scratch arena).
 */
const char *hloa_check_comp_label(hloa_check *c, const hloa_chain *ch);
/* A tracer of async values through intermediaries, for this check's use. */
hloa_trace *hloa_check_trace(hloa_check *c);
/* The module's async ops and their spans (HLOA_TIMELINE_SPANS), built once for the checks
   that read the schedule; one may estimate its times. */
struct hloa_timeline *hloa_check_timeline(hloa_check *c);

#endif
