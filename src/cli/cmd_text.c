/*
 * hlo-async text: the HLO text a command reads of each input. For an HloProto
 * (*.pb, *.pb.xz, ...) that is its rendering as XLA's HloModule::ToString
 * prints it, the text the line:column of its diagnostics point into; HLO
 * text is printed as it is.
 */
#include "commands.h"
#include "input.h"
#include "options.h"

#include <stdio.h>

static const hloa_command_help help = {
    "text",
    "hlo-async text [-o FILE] [--stdin-filename=NAME] [FILE...]",
    "Prints each FILE as the HLO text the other commands read: an HloProto or\n"
    "HloModuleProto (*.pb, *.hlo.pb, *.pb.xz, *.pb.gz; XLA's\n"
    "--xla_dump_hlo_as_proto) rendered as XLA prints the module in a text dump,\n"
    "the text file itself otherwise. The line:column of a diagnostic on an\n"
    "HloProto points into this text:\n"
    "\n"
    "  hlo-async text step.hlo.pb.xz > step.hlo\n"
    "\n"
    "  -o, --output=FILE       write to FILE instead of standard output\n"
    "      --stdin-filename=NAME  the name of standard input (*.pb reads it as an HloProto)\n"
    "  -h, --help              this text\n",
    NULL,
};

int hloa_cmd_text(int argc, char **argv)
{
    hloa_options o;
    int r = hloa_options_parse(&o, argc, argv, HLOA_OPT_OUTPUT | HLOA_OPT_STDIN, &help);
    if (r) {
        hloa_options_release(&o);
        return r == 1 ? 0 : r;
    }
    FILE *out = stdout;
    if (o.output && !(out = fopen(o.output, "w"))) {
        perror(o.output);
        hloa_options_release(&o);
        return 2;
    }
    int status = 0, write_failed = 0;
    for (int i = 0; i < (o.n_files ? o.n_files : 1) && !status && !write_failed; i++) {
        hloa_input in;
        if (hloa_input_open(&in, o.n_files ? o.files[i] : "-", &o)) {
            status = 2;
            break;
        }
        if (in.src.len && fwrite(in.src.text, 1, in.src.len, out) != in.src.len)
            write_failed = 1;
        hloa_input_close(&in);
    }
    /* the file is closed even when what is buffered cannot be written */
    write_failed |= fflush(out) != 0;
    write_failed |= out != stdout && fclose(out) != 0;
    if (write_failed) { /* a full disk or a closed pipe: said, as the other commands say it */
        if (o.output)
            fprintf(stderr, "hlo-async: error: cannot write '%s'\n", o.output);
        else
            fprintf(stderr, "hlo-async: error: cannot write to standard output\n");
        status = 2;
    }
    hloa_options_release(&o);
    return status;
}
