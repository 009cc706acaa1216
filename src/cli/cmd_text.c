/*
 * hlo-async text: the HLO text a command reads of each input. For an HloProto
 * (*.pb, *.pb.xz, ...) that is its rendering as XLA's HloModule::ToString
 * prints it, the text the line:column of its diagnostics point into; HLO
 * text is printed as it is.
 */
#include "commands.h"
#include "input.h"
#include "options.h"
#include "write_file.h"

#include "hloasync/source.h"

#include <errno.h>
#include <stdio.h>
#include <unistd.h>

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

/* What text writes: each input's text in turn, until one cannot be read. */
typedef struct texts {
    const hloa_options *o;
    int unreadable; /* an input could not be read (said): nothing is kept of -o */
} texts;

/* Each input's text to fd (hloa_write_fn): 0, or an errno value. */
static int write_texts(void *ctx, int fd)
{
    texts *t = ctx;
    const hloa_options *o = t->o;
    for (int i = 0; i < (o->n_files ? o->n_files : 1); i++) {
        hloa_input in;
        if (hloa_input_open(&in, o->n_files ? o->files[i] : "-", o)) {
            t->unreadable = 1;
            return ECANCELED;
        }
        int e = hloa_write_all(fd, in.src.text, in.src.len);
        hloa_input_close(&in);
        if (e)
            return e;
    }
    return 0;
}

int hloa_cmd_text(int argc, char **argv)
{
    hloa_options o;
    int r = hloa_options_parse(&o, argc, argv, HLOA_OPT_OUTPUT | HLOA_OPT_STDIN, &help);
    if (r) {
        hloa_options_release(&o);
        return r == 1 ? 0 : r;
    }
    /* -o as every command writes it: whole or not at all (an input that cannot be read, a
       full disk), never half a file */
    texts t = {&o, 0};
    char err[512];
    int failed = o.output ? hloa_write_file_atomic_with(o.output, write_texts, &t, err, sizeof(err))
                          : write_texts(&t, STDOUT_FILENO);
    if (failed && !t.unreadable) /* a full disk or a closed pipe */
        fprintf(stderr, "hlo-async: error: %s\n", o.output ? err : "cannot write to standard output");
    hloa_options_release(&o);
    return failed ? 2 : 0;
}
