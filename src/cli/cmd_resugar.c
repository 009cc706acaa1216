/* hlo-async resugar: explicit async chains -> X-start/update/done or call form (SPEC 3.3). */
#include "commands.h"
#include "hloasync/passes.h"
#include "rewrite.h"

static const hloa_command_help help = {
    "resugar",
    "hlo-async resugar [--split-input-file] [-j N] [-o FILE | -i | --check | --diff]\n"
    "                         [--allow-empty] [--force-exclude] [--stdin-filename=NAME] [-q]\n"
    "                         [FILE|DIR...]",
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
    HLOA_REWRITE_OPTIONS_HELP,
    NULL,
};

int hloa_cmd_resugar(int argc, char **argv)
{
    return hloa_run_rewrite(argc, argv, &help, hloa_resugar);
}
