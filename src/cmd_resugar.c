/* hlo-async resugar: explicit async chains -> X-start/update/done or call form (SPEC 3.3). */
#include "hloasync/commands.h"
#include "hloasync/passes.h"
#include "hloasync/rewrite.h"

static const hloa_command_help help = {
    "resugar",
    "hlo-async resugar [--split-input-file] [-o FILE | -i | --check | --diff]\n"
    "                         [--stdin-filename=NAME] [FILE|DIR...]",
    "Prints FILE (or standard input) with generic async chains in their short\n"
    "form where that is exact: X-start/X-update/X-done when the wrapped computation\n"
    "is just ROOT X(p0, ..., pn-1), everything is bound at the start, no\n"
    "X-start/-update/-done is an opcode of its own (copy, all-reduce, all-gather,\n"
    "collective-permute, send, recv stay generic), the computation has no other\n"
    "caller and runs on the chain's thread; the wrapper computation is then\n"
    "dropped. A late-bound chain (operands or output bound after the start) is\n"
    "written in call form (call-start ... to_apply=%c). Everything else stays as\n"
    "it is.\n"
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

int hloa_cmd_resugar(int argc, char **argv)
{
    return hloa_run_rewrite(argc, argv, &help, hloa_resugar);
}
