/* The subcommands; each returns the process exit status (see cli/options.h). */
#ifndef HLOASYNC_COMMANDS_H
#define HLOASYNC_COMMANDS_H

#include "hloasync/check.h"
#include "hloasync/lsp.h"
#include "hloasync/parse.h"

int hloa_cmd_verify(int argc, char **argv);
int hloa_cmd_desugar(int argc, char **argv);
int hloa_cmd_resugar(int argc, char **argv);
int hloa_cmd_chains(int argc, char **argv);
int hloa_cmd_rules(int argc, char **argv);
int hloa_cmd_explain(int argc, char **argv);
int hloa_cmd_lsp(int argc, char **argv);

/*
 * verify's pipeline on one module m (initialised on its region): read with the
 * front end lang asks, desugar, every check, the suppression comments, the rule
 * settings of checks->rules; diagnostics into diags (fresh). m stays for the
 * caller (the language server navigates it). Returns the front end's errors.
 */
int hloa_verify_read(hloa_module *m, const hloa_verify_options *checks, hloa_input_lang lang,
                     int jobs, hloa_diags *diags);
/* What `hlo-async lsp` checks a document with (cmd_lsp.c): verify's pipeline, jobs threads. */
const hloa_lsp_pipeline *hloa_lsp_verify_pipeline(int jobs);

#endif
