/*
 * What desugar and resugar agree on (wrapper.c): the computation XLA's parser
 * makes a sugared chain run, and when a call-start may call its computation
 * directly. desugar writes these; resugar re-sugars only what desugar would
 * write back the same.
 */
#ifndef HLOASYNC_PASS_WRAPPER_H
#define HLOASYNC_PASS_WRAPPER_H

#include "hloasync/async.h"

/* The parameters and root shape of a wrapper computation. */
typedef struct wrapper_sig {
    const hloa_shape **params; /* n entries, in the arena given */
    uint32_t n;                /* parameters */
    const hloa_shape *root;    /* the root's shape */
} wrapper_sig;

/*
 * The signature of the computation XLA's parser makes for the chain of a
 * sugared X-start s (ch its chain, NULL when none was found): for call and
 * fusion, that of the computation they call; else one parameter per operand
 * bound at the start (up to X's fixed arity, with f32[1] stand-ins), then
 * grown and changed by each update and the done, whose result is the root.
 * -1 when it cannot be known (a computation missing).
 */
int wrapper_signature(hloa_module *m, const hloa_instr *s, uint16_t x, hloa_comp *target,
                      const hloa_chain *ch, hloa_arena *a, wrapper_sig *out);

/* Parameters p0..pn-1 and one ROOT X(p0, ..., pn-1): what a sugared start is made into. */
int single_op_wrapper(const hloa_comp *c);

/*
 * May call-start s run its computation c directly (async-start ... calls=c)?
 * XLA accepts that when s alone calls c and c is what an async computation
 * may be (parameters and a root, or off the main thread, or a
 * _collectives_group); and resugar can only tell it from X-start sugar when
 * c is not itself a one-op wrapper.
 */
int direct_call_ok(const hloa_module *m, const hloa_instr *s, const hloa_comp *c);

#endif
