/* hlo-async desugar: X-start/update/done and call form -> explicit async ops (SPEC 3.2). */
#include "hloasync/commands.h"
#include "hloasync/passes.h"
#include "hloasync/rewrite.h"

static const hloa_command_help help = {
    "desugar",
    "hlo-async desugar [--split-input-file] [-o FILE | -i | --check | --diff]\n"
    "                         [--stdin-filename=NAME] [FILE|DIR...]",
    "Prints FILE (or standard input) with every X-start/X-update/X-done rewritten\n"
    "as async-start/async-update/async-done plus a generated wrapper computation\n"
    "(async_wrapped, async_param, named as XLA names them), and every\n"
    "call-start/update/done as async-start/update/done calling the to_apply\n"
    "computation directly. Only rewritten lines change; comments, CHECK lines and\n"
    "spacing are kept. Nothing is written when the input has errors.\n"
    "\n"
    "  -o, --output=FILE       write the result to FILE (atomically) instead of stdout\n"
    "  -i, --in-place          rewrite each FILE atomically (temporary file, fsync,\n"
    "                          rename, mode kept); untouched when unchanged or on errors\n"
    "      --check             write nothing; list the files that would change (exit 1)\n"
    "      --diff              print a unified diff of the changes (exit 1 if any)\n"
    "      --split-input-file  a line '// -----' separates independent modules\n"
    "      --stdin-filename=N  the name of standard input in diagnostics\n"
    "      --color=WHEN        auto (default), always or never\n"
    "  -h, --help              this text\n"
    "\n"
    "Several FILEs, or a DIR (its *.hlo, *.hlo.txt, *after_optimizations*.txt\n"
    "files), go with -i, --check or --diff.\n"
    "\n"
    "Exit status: 0 written (or nothing to change), 1 errors in the input or, with\n"
    "--check/--diff, files that would change, 2 usage or I/O error.\n",
};

int hloa_cmd_desugar(int argc, char **argv)
{
    return hloa_run_rewrite(argc, argv, &help, hloa_desugar);
}
