/*
 * The language server (`hlo-async lsp`, src/lsp/): LSP over a pair of file
 * descriptors, JSON-RPC 2.0 with Content-Length framing. What a document is
 * checked with comes from the command line's room (cli/), handed over as a
 * pipeline of calls, so that the server checks a document exactly as
 * `verify` checks a file and never reaches up into cli/.
 */
#ifndef HLOASYNC_LSP_H
#define HLOASYNC_LSP_H

#include "hloasync/check.h"
#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/parse.h"
#include "hloasync/settings.h"

#include <stdio.h>

/* Longest message of a pipeline's refusal (a config file that is wrong). */
#define HLOA_LSP_ERROR_MAX 1024

typedef struct hloa_lsp_pipeline {
    /*
     * The rule settings of the document at path (NULL: not a file; the
     * current directory's config applies), from config when it is given, else
     * from the config file above it: 0, or -1 with a located message in err.
     */
    int (*settings_for)(const char *path, const char *config, hloa_rule_settings *out, char *err,
                        size_t err_size);
    /* verify's pipeline on m (initialised on its text): read, desugar, check, suppress, apply
       the rule settings of checks->rules; m is kept for the server to navigate. Returns the
       front end's errors. */
    int (*verify)(hloa_module *m, const hloa_verify_options *checks, hloa_input_lang lang,
                   hloa_diags *diags);
    /* The front end alone (a fresh copy for a rewrite): the errors it found. */
    int (*read)(hloa_module *m, hloa_diags *diags, hloa_input_lang lang);
} hloa_lsp_pipeline;

/*
 * Serves one client: reads messages from in_fd (after the first pre_len
 * bytes of pre, when given: the fuzzer's input) until `exit` or the end of
 * input, writes to out_fd, logs to log. Returns the exit status: 0 after
 * shutdown then exit, 1 otherwise (as the protocol asks).
 */
int hloa_lsp_serve(const hloa_lsp_pipeline *p, int in_fd, int out_fd, FILE *log, const char *pre,
                   size_t pre_len);

#endif
