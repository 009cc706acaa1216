/* The driver shared by the rewriting commands (desugar, resugar). */
#ifndef HLOASYNC_REWRITE_H
#define HLOASYNC_REWRITE_H

#include "hloasync/cli.h"
#include "hloasync/diag.h"
#include "hloasync/edit.h"
#include "hloasync/ir.h"

typedef int (*hloa_rewrite_pass)(hloa_module *m, hloa_editor *ed, hloa_diags *d);

/*
 * Parses each module of the input, runs pass over it collecting edits, and
 * writes the edited text (stdout or -o). Nothing is written when the input
 * has errors; they are reported instead. Returns the exit status.
 */
int hloa_run_rewrite(int argc, char **argv, const hloa_command_help *help, hloa_rewrite_pass pass);

#endif
