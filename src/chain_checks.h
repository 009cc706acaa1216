/*
 * The async and alias checks in pieces, for hloa_verify_checks (verify.c),
 * which runs them over ranges of the chains side by side: both checks of a
 * chain in turn, while its records are in cache. hloa_verify_async and
 * hloa_verify_alias are the same pieces over all chains on one thread.
 *
 * Each piece reports through the hloa_check it is given; run in the order
 * below (ranges in chain order), the reports are those of the whole check.
 */
#ifndef HLOASYNC_CHAIN_CHECKS_H
#define HLOASYNC_CHAIN_CHECKS_H

#include "hloasync/async.h"
#include "hloasync/check.h"

/* What a range of chains found out about the computations the chains run. */
typedef struct first_run {
    uint32_t chain;      /* the first chain of the range to run a computation */
    uint8_t not_trivial; /* it holds more than XLA's verifier accepts */
} first_run;

typedef struct hloa_async_notes {
    uint8_t *seen;              /* per computation: a chain of the range runs it */
    HLOA_VEC(first_run) firsts; /* in chain order */
    int shared;                 /* some computation has callers besides its chain */
} hloa_async_notes;

/* Operand 0 of every async-update and async-done (chains or not). */
void hloa_async_check_links(hloa_check *c);
/* Notes for a range of chains, in c's scratch memory; released with c. */
void hloa_async_notes_init(hloa_async_notes *n, hloa_check *c);
/* Chain i: structure, calls, threads, binding and shapes; its computation noted. */
void hloa_async_check_chain(hloa_check *c, const hloa_chains *chains, size_t i,
                            hloa_async_notes *n);
/* The computations of the n ranges' notes (in chain order): shared, or not trivial. */
void hloa_async_check_computations(hloa_check *c, const hloa_chains *chains,
                                   hloa_async_notes *notes, size_t n);

/* Does the alias check look at output_to_operand_aliasing (does m write it)? */
int hloa_alias_check_aliasing(const hloa_module *m);
/* Chain ch: layouts of aliased elements, and output_to_operand_aliasing when asked. */
void hloa_alias_check_chain(hloa_check *c, const hloa_chain *ch, int aliasing);
/* Output buffers bound by two chains in flight at once (scheduled modules only). */
void hloa_alias_check_buffers(hloa_check *c, const hloa_chains *chains);

#endif
