/*
 * hlo-async: argv -> command table -> hloa_cmd_*. The exit-code policy:
 * 0 no errors, 1 errors found in the input, 2 usage, I/O or internal error.
 */
#include "options.h"
#include "commands.h"

#include "hloasync/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

typedef struct command {
    const char *name;               /* as typed */
    int (*run)(int argc, char **argv); /* argv[0] is the command name */
    const char *summary;            /* one line for --help */
} command;

static const command commands[] = {
    {"verify", hloa_cmd_verify, "check HLO files: syntax, names, async chains"},
    {"desugar", hloa_cmd_desugar, "print the explicit async-start/update/done form"},
    {"resugar", hloa_cmd_resugar, "print async chains in their short X-start/done form again"},
    {"chains", hloa_cmd_chains, "list async ops, their binding, span, overlap and in-flight peak"},
    {"rules", hloa_cmd_rules, "list every rule with its severity and summary"},
    {"explain", hloa_cmd_explain, "explain one rule with a bad and a good example"},
    {"lsp", hloa_cmd_lsp, "serve editors: a language server over standard input and output"},
};

static void usage(FILE *out)
{
    fputs("usage: hlo-async <command> [options] [FILE...]\n"
          "       hlo-async --help | --version\n\ncommands:\n",
          out);
    for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
        fprintf(out, "  %-9s %s\n", commands[i].name, commands[i].summary);
    fputs("\n'hlo-async <command> --help' describes a command and its options.\n"
          "Exit status: 0 no errors, 1 errors in the input, 2 usage or I/O error.\n",
          out);
    fprintf(out, "Documentation: %s (docs/ beside it)\n", hloa_doc_url());
}

int main(int argc, char **argv)
{
#ifdef __GLIBC__
    /* Module arenas are freed and rebuilt per module (--split-input-file): keep the
       memory in the heap for the next one instead of unmapping and faulting it in again. */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
    /* The main thread's spare arena blocks go back at exit, as a worker's do when it ends:
       a leak checker does not count a thread-local list among what is still in use. */
    atexit(hloa_arena_free_spares);
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *name = argv[1];
    if (!strcmp(name, "help") && argc == 3) { /* `hlo-async help verify`: verify --help */
        char help_flag[] = "--help";
        char *help_argv[] = {argv[2], help_flag, NULL};
        for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
            if (!strcmp(argv[2], commands[i].name))
                return commands[i].run(2, help_argv);
        name = argv[2]; /* an unknown command: said below */
    } else if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(name, "--version") || !strcmp(name, "-V")) {
        printf("hlo-async %s\n", HLOA_VERSION);
        return 0;
    }
    for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
        if (!strcmp(name, commands[i].name))
            return commands[i].run(argc - 1, argv + 1);
    const char *names[sizeof(commands) / sizeof(commands[0])];
    for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
        names[i] = commands[i].name;
    const char *near = hloa_closest(name, names, sizeof(names) / sizeof(names[0]));
    /* What other linters call the same job: ruff check, a lint step. */
    static const char *const theirs[][2] = {{"check", "verify"}, {"lint", "verify"}};
    for (size_t i = 0; !near && i < sizeof(theirs) / sizeof(theirs[0]); i++)
        if (!strcmp(name, theirs[i][0]))
            near = theirs[i][1];
    if (near)
        fprintf(stderr, "hlo-async: unknown command '%s' (did you mean '%s'?)\n", name, near);
    else
        fprintf(stderr, "hlo-async: unknown command '%s'\n", name);
    fputs("Try 'hlo-async --help'.\n", stderr);
    return 2;
}
