/*
 * What the commands share: option parsing and opening an input file with
 * its module regions. Exit codes: 0 clean, 1 problems in the input,
 * 2 usage, I/O or internal error (the policy lives in main.c and cmd_*.c).
 */
#ifndef HLOASYNC_CLI_H
#define HLOASYNC_CLI_H

#include "hloasync/diag.h"
#include "hloasync/passes.h"
#include "hloasync/source.h"

typedef enum hloa_format {
    HLOA_FMT_TEXT,
    HLOA_FMT_JSON,
    HLOA_FMT_SARIF,
    HLOA_FMT_GITHUB,
    HLOA_FMT_SVG, /* chains only */
} hloa_format;

/* Which options a command accepts. */
enum {
    HLOA_OPT_FORMAT = 1 << 0, /* --format */
    HLOA_OPT_SPLIT = 1 << 1,  /* --split-input-file */
    HLOA_OPT_OUTPUT = 1 << 2, /* -o FILE */
    HLOA_OPT_COLOR = 1 << 3,  /* --color */
    HLOA_OPT_STDIN = 1 << 4,  /* --stdin-filename */
    HLOA_OPT_QUIET = 1 << 5,  /* -q */
    HLOA_OPT_IN_FLIGHT = 1 << 6, /* --max-in-flight */
    HLOA_OPT_REPORT = 1 << 7,    /* --output-file, --fail-on, --max-diagnostics */
    HLOA_OPT_REWRITE = 1 << 8,   /* -i, --check, --diff */
    HLOA_OPT_SVG = 1 << 9,       /* --format=svg is allowed */
    HLOA_OPT_JOBS = 1 << 10,     /* -j N */
};

typedef struct hloa_options {
    hloa_format format;         /* --format */
    int color;                  /* resolved: use ANSI colour on stderr */
    int split;                  /* --split-input-file */
    int quiet;                  /* -q: no summary line */
    const char *stdin_filename; /* --stdin-filename */
    const char *output;         /* -o FILE */
    hloa_verify_options checks;     /* --max-in-flight */
    const char *output_file;    /* --output-file: where the chosen format goes */
    int fail_on_warning;        /* --fail-on=warning */
    long max_diagnostics;       /* --max-diagnostics=N, -1 = all */
    int in_place;               /* -i: rewrite the files */
    int check;                  /* --check: report files that would change */
    int diff;                   /* --diff: print a unified diff */
    int jobs;                   /* -j: threads for the modules of a split file */
    char **files;               /* operands, "-" = standard input */
    int n_files;                /* entries of files */
    int files_owned;            /* files[i] are heap copies (after hloa_expand_inputs) */
} hloa_options;

typedef struct hloa_command_help {
    const char *name;     /* the command */
    const char *synopsis; /* usage line(s) */
    const char *text;     /* what it does and its options */
} hloa_command_help;

/*
 * Parses argv[1..] of a command (argv[0] is the command name). Returns 0 to
 * go on, 1 when --help was printed (exit 0), 2 after a usage error message.
 */
int hloa_options_parse(hloa_options *o, int argc, char **argv, unsigned allowed,
                       const hloa_command_help *help);

/*
 * Expands the operands: a directory stands for the HLO files below it
 * (*.hlo, *.hlo.txt, *after_optimizations*.txt, sorted, hidden directories
 * skipped); other operands are kept as given. Replaces o->files.
 */
void hloa_expand_inputs(hloa_options *o);
void hloa_options_release(hloa_options *o);

/* One input file and the module regions in it. */
typedef struct hloa_input {
    hloa_source src;       /* the bytes */
    hloa_diags diags;      /* everything found in this file */
    hloa_region *regions;  /* modules (one unless --split-input-file), once found (heap) */
    size_t n_regions;      /* entries of regions */
} hloa_input;

/* Loads path (no regions yet); on failure prints "hlo-async: error: cannot read ..." and
   returns 2. */
int hloa_input_open(hloa_input *in, const char *path, const hloa_options *o);
/* The same, but the message ("cannot read ...") goes to err for the caller to print. */
#define HLOA_INPUT_ERROR_MAX (4096 + 320) /* a path and the reason */
int hloa_input_read(hloa_input *in, const char *path, const hloa_options *o, char *err,
                    size_t errlen);
void hloa_input_close(hloa_input *in);
/* Is region r no module at all: blank text between two '// -----' lines? */
int hloa_input_region_is_blank(const hloa_input *in, size_t r);

/*
 * What a command does with one module: region of in, on jobs threads of its
 * own; returns its results (heap), which hloa_input_each_module collects.
 */
typedef void *(*hloa_module_fn)(const void *ctx, const hloa_input *in, hloa_region region,
                                int jobs);
/*
 * Calls fn for every module of in (split: the regions between '// -----'
 * lines, blank ones skipped; else the whole text) on up to jobs threads, a
 * lone module getting all of them. The regions are found as the threads take
 * them: the first module starts before the last separator is found, and each
 * page is read once, by the thread that parses it. Sets in->regions; *results
 * (heap) gets fn's results in text order, NULL for a blank region. Returns
 * the count of regions.
 */
size_t hloa_input_each_module(hloa_input *in, int split, int jobs, hloa_module_fn fn,
                              const void *ctx, void ***results);

/* Writes data to path atomically (temp file in the same directory, fsync, rename). */
int hloa_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                           size_t errlen);
/* The same, with fn writing the bytes to the file's descriptor (0, or an errno value). */
typedef int (*hloa_write_fn)(void *ctx, int fd);
int hloa_write_file_atomic_with(const char *path, hloa_write_fn fn, void *ctx, char *err,
                                size_t errlen);

#endif
