/* What chains' pipelines share: a module read for chains, one module of a file with its timeline. */
#ifndef HLOASYNC_CLI_CHAINS_H
#define HLOASYNC_CLI_CHAINS_H

#include "input.h"
#include "options.h"

#include "hloasync/timeline.h"

/*
 * Reads a module and desugars it (HLO text); errors only of syntax and names.
 * What verify's rules find is verify's to say: an MLIR module's mlir-* findings
 * are not chains' (the IR is mended where they fire). Returns the errors.
 */
int hloa_read_for_chains(hloa_module *m, hloa_diags *d, int jobs, hloa_input_lang lang);

/* The one module of a file that option reads, desugared, its timeline built and estimated
   on o's hardware, its loops found: 0, 1 syntax errors (shown), 2 not one module (said). */
int hloa_chains_one_module(const hloa_options *o, const char *option, hloa_input *in,
                           hloa_module *m, hloa_timeline *t);

/* text into output atomically, or to standard output: 0, or -1 said on stderr. */
int hloa_chains_write_output(const char *output, const char *text, size_t len);

/* chains --xla-schedule / --emit-pgle (chains_xla.c): XLA's profiles of one module. */
int hloa_chains_xla(hloa_options *o);

#endif
