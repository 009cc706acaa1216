/* hlo-async desugar: X-start/update/done and call form -> explicit async ops (SPEC 3.2). */
#include "commands.h"
#include "hloasync/passes.h"
#include "rewrite.h"

static const hloa_command_help help = {
    "desugar",
    "hlo-async desugar [--split-input-file] [-j N] [-o FILE | -i | --check | --diff]\n"
    "                         [--allow-empty] [--force-exclude] [--stdin-filename=NAME] [-q]\n"
    "                         [FILE|DIR...]",
    "Prints FILE (or standard input) with every X-start/X-update/X-done rewritten\n"
    "as async-start/async-update/async-done plus a generated wrapper computation\n"
    "(async_wrapped, async_param, named as XLA names them), and every\n"
    "call-start/update/done as async-start/update/done calling the to_apply\n"
    "computation directly. Only rewritten lines change; comments, CHECK lines and\n"
    "spacing are kept. Nothing is written when the input has errors.\n"
    "\n"
    HLOA_REWRITE_OPTIONS_HELP,
    NULL,
};

int hloa_cmd_desugar(int argc, char **argv)
{
    return hloa_run_rewrite(argc, argv, &help, hloa_desugar);
}
