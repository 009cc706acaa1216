/* The driver shared by the rewriting commands (desugar, resugar). */
#ifndef HLOASYNC_REWRITE_H
#define HLOASYNC_REWRITE_H

#include "input.h"
#include "hloasync/diag.h"
#include "hloasync/edit.h"
#include "hloasync/ir.h"

/* The options and exit status every rewriting command shares, for the end of its --help. */
#define HLOA_REWRITE_OPTIONS_HELP                                                                  \
    "  -o, --output=FILE       write the result to FILE (atomically) instead of stdout\n"          \
    "  -i, --in-place          rewrite each FILE atomically (temporary file, fsync,\n"             \
    "                          rename; owner, mode, xattrs, ACLs kept), naming it on\n"           \
    "                          stderr ('rewrote F'); untouched when unchanged or on\n"           \
    "                          errors; refused (exit 2) for a file with other hard\n"             \
    "                          links, one changed since it was read, or a FIFO\n"                \
    "      --check             write nothing; list the files that would change (exit 1)\n"         \
    "      --diff              print a unified diff of the changes (exit 1 if any)\n"              \
    "      --split-input-file  a line '// -----' separates independent modules\n"                  \
    "                          (automatic in files under 16 MB that have such lines)\n"            \
    "  -j, --jobs=N            rewrite up to N of those modules at once (default: one\n"            \
    "                          per processor; 0 means that too)\n"                                  \
    "      --allow-empty       a DIR without HLO files is no error\n"                               \
    "      --force-exclude     skip named files that are not HLO dumps, as in a DIR\n"              \
    "      --stdin-filename=N  the name of standard input in diagnostics\n"                        \
    "      --color=WHEN        auto (default), always or never\n"                                  \
    "  -q, --quiet             with -i, do not name the files rewritten\n"                        \
    "  -h, --help              this text\n"                                                        \
    "\n"                                                                                           \
    "Several FILEs, or a DIR (the HLO dumps below it: *.hlo, *.hlo.txt, and *.txt\n"             \
    "files that start with HloModule), go with -i, --check or --diff.\n"                          \
    "\n"                                                                                           \
    "Exit status: 0 written (or nothing to change), 1 errors in the input or, with\n"              \
    "--check/--diff, files that would change, 2 usage or I/O error.\n"

typedef int (*hloa_rewrite_pass)(hloa_module *m, hloa_editor *ed, hloa_diags *d);

/*
 * Parses each module of the input, runs pass over it collecting edits, and
 * writes the edited text (stdout or -o). Nothing is written when the input
 * has errors; they are reported instead. Returns the exit status.
 */
int hloa_run_rewrite(int argc, char **argv, const hloa_command_help *help, hloa_rewrite_pass pass);

#endif
