/*
 * hlo-async lsp: the language server (src/lsp/) on standard input and
 * output, given verify's pipeline: the config file of each document as
 * verify finds it (config.c), and verify's read, desugar, check, suppress
 * and settings (cmd_verify.c).
 */
#include "commands.h"
#include "config.h"
#include "options.h"

#include "hloasync/lsp.h"
#include "hloasync/parallel.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const hloa_command_help help = {
    "lsp",
    "hlo-async lsp [--log=FILE]",
    "A Language Server Protocol server for editors, on standard input and output\n"
    "(JSON-RPC 2.0, Content-Length framing), for HLO text (languageId 'hlo') and\n"
    "MLIR ('mlir'; anything else is told apart by its first bytes, as verify does).\n"
    "It publishes verify's diagnostics on open, change and save (each with its rule\n"
    "id and a link to the rule), honouring the config file above each document and\n"
    "its suppression comments; answers definition and references (values,\n"
    "computations, and along async chains: start, updates, done), hover (shape;\n"
    "an async op's binding, span, estimated and exposed time and why; a rule's\n"
    "explanation on its diagnostic), document and workspace symbols, folding\n"
    "ranges, code actions (a suppression comment; desugar or resugar a chain) and\n"
    "inlay hints (exposed time at each done). docs/lsp.md has the details.\n"
    "\n"
    "Settings (initializationOptions, or workspace/didChangeConfiguration's\n"
    "settings, either as they are or under \"hlo-async\"): profile (hardware, as\n"
    "--hw takes it: h100, tpu-v5e, ...), perfTable (a file of XLA's measured\n"
    "table), inlayHints (true or false), config (a config file for every document).\n"
    "\n"
    "      --log=FILE          write the log there: what could not be read, and when\n"
    "                          each check begins and ends (default: standard error)\n"
    "  -h, --help              this text\n"
    "\n"
    "Exit status: 0 after shutdown and exit, 1 when the input ends or exit comes\n"
    "without shutdown, 2 usage error.\n",
    NULL,
};

/* The settings verify would find for a file at path (NULL: standard input). */
static int settings_for(const char *path, const char *config, hloa_rule_settings *out, char *err,
                        size_t err_size)
{
    hloa_configs configs;
    hloa_configs_init(&configs, NULL, config, 0);
    const hloa_rule_settings *s =
        hloa_configs_for(&configs, path ? path : "-", NULL, err, err_size);
    if (s)
        *out = *s;
    hloa_configs_release(&configs);
    return s ? 0 : -1;
}

static int lsp_jobs; /* threads for one document: one per processor */

static int verify(hloa_module *m, const hloa_verify_options *checks, hloa_input_lang lang,
                  hloa_diags *diags)
{
    return hloa_verify_read(m, checks, lang, lsp_jobs, diags);
}

static int read_only(hloa_module *m, hloa_diags *diags, hloa_input_lang lang)
{
    return hloa_read_module(m, diags, lsp_jobs, lang);
}

const hloa_lsp_pipeline *hloa_lsp_verify_pipeline(int jobs)
{
    static const hloa_lsp_pipeline p = {settings_for, verify, read_only};
    lsp_jobs = jobs;
    return &p;
}

int hloa_cmd_lsp(int argc, char **argv)
{
    const char *log_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: %s\n\n%s\nDocumentation: %s (docs/ beside it)\n", help.synopsis,
                   help.text, hloa_doc_url());
            return 0;
        }
        if (!strncmp(argv[i], "--log=", 6) && argv[i][6])
            log_path = argv[i] + 6;
        else if (!strcmp(argv[i], "--stdio"))
            continue; /* what vscode-languageclient adds for a server it starts on stdio */
        else
            return hloa_usage_error("lsp", "unknown argument '%s'", argv[i]);
    }
    FILE *log = stderr;
    if (log_path && !(log = fopen(log_path, "a"))) {
        fprintf(stderr, "hlo-async: error: cannot open '%s': %s\n", log_path, strerror(errno));
        return 2;
    }
    setvbuf(log, NULL, _IOLBF, 0);
    /* a client that closed its end is said in the log (a write fails), not a signal's death */
    signal(SIGPIPE, SIG_IGN);
    int status = hloa_lsp_serve(hloa_lsp_verify_pipeline(hloa_online_jobs()), STDIN_FILENO,
                                STDOUT_FILENO, log, NULL, 0);
    if (log != stderr)
        fclose(log);
    return status;
}
