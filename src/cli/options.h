/*
 * What the commands share: their options and how they are parsed (input.h
 * opens the files they name). Exit codes: 0 clean, 1 problems in the input,
 * 2 usage, I/O or internal error (the policy lives in main.c and cmd_*.c).
 */
#ifndef HLOASYNC_CLI_H
#define HLOASYNC_CLI_H

#include "hloasync/cost.h"
#include "hloasync/diag.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/settings.h"
#include "hloasync/source.h"

typedef enum hloa_format {
    HLOA_FMT_TEXT,
    HLOA_FMT_JSON,
    HLOA_FMT_SARIF,
    HLOA_FMT_GITHUB,
    HLOA_FMT_SVG,   /* chains only */
    HLOA_FMT_TRACE, /* chains only: Chrome Trace Event Format */
    /* chains --format=html (issue 60): one self-contained page, emit/html.c */
    HLOA_FMT_HTML,
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
    HLOA_OPT_REPORT = 1 << 7,    /* --output-file, --fail-on, --max-diagnostics, --severity, --statistics */
    HLOA_OPT_REWRITE = 1 << 8,   /* -i, --check, --diff */
    HLOA_OPT_SVG = 1 << 9,       /* --format=svg and trace, --timeline */
    HLOA_OPT_JOBS = 1 << 10,     /* -j N */
    HLOA_OPT_RULES = 1 << 11,    /* --select, --ignore, --error, --warning, --note, --config, --isolated */
    HLOA_OPT_INPUTS = 1 << 12,   /* --allow-empty, --force-exclude */
    HLOA_OPT_HW = 1 << 13,       /* --hw, --perf-table */
    HLOA_OPT_LANG = 1 << 14,     /* --input=auto|hlo|mlir */
    HLOA_OPT_COMPARE = 1 << 15,  /* --compare (chains) */
    HLOA_OPT_WIDE = 1 << 16,     /* --wide (chains): the text table whatever its width */
    HLOA_OPT_XLA_SCHEDULE = 1 << 24, /* --xla-schedule, --emit-pgle (chains) */
    HLOA_OPT_MEASURED = 1 << 20, /* --measured=FILE (chains): a profile of a run */
};

typedef struct hloa_options {
    hloa_format format;         /* --format */
    int color;                  /* resolved: use ANSI colour on stderr */
    int split;                  /* --split-input-file */
    int quiet;                  /* -q: no summary line */
    const char *stdin_filename; /* --stdin-filename */
    const char *output;         /* -o FILE */
    hloa_verify_options checks;     /* --max-in-flight, --max-exposed-fraction */
    hloa_hw hw;                 /* --hw: the cost model's hardware (and its tables) */
    const char **perf_tables;   /* --perf-table=FILE, in order (n_files + 1 entries) */
    int n_perf_tables;          /* entries of perf_tables */
    struct hloa_perf_tables *tables; /* what they hold for hw's device, read after all options */
    int timeline_positions;     /* --timeline=position: the SVG's x axis is the schedule */
    int timeline_given;         /* --timeline was given */
    long svg_max_ops;           /* --svg-max-ops: more async ops, and the SVG lists the most
                                   exposed instead of drawing each op */
    int compare;                /* --compare: the two files are a module before and after */
    int wide;                   /* --wide: the chains table is not fit to the terminal */
    const char *measured;       /* --measured=FILE: a profile of a run (XSpace, Chrome trace) */
    const char *output_file;    /* --output-file: where the chosen format goes */
    int fail_on_warning;        /* --fail-on=warning */
    long max_diagnostics;       /* --max-diagnostics=N, -1 = all */
    int statistics;             /* --statistics: a count a rule instead of the diagnostics */
    int in_place;               /* -i: rewrite the files */
    int check;                  /* --check: report files that would change */
    int diff;                   /* --diff: print a unified diff */
    int jobs;                   /* -j: threads for the modules of a split file */
    hloa_rule_choice rules;     /* --select, --ignore, --error, --warning, --note */
    const char *config;         /* --config=FILE: the config file of every input */
    int isolated;               /* --isolated: read no config file */
    int allow_empty;            /* --allow-empty: a directory without HLO files is no error */
    int force_exclude;          /* --force-exclude: named files that are not HLO are skipped */
    hloa_input_lang input_lang; /* --input: how every input is read */
    /* XLA's profiles of a module */
    const char *pgle_path;      /* --pgle=FILE: XLA's PGLE profile, the first cost source */
    struct hloa_pgle *pgle;     /* what it holds (hw.pgle points at it) */
    const char *xla_schedule;   /* --xla-schedule=FILE: XLA's ScheduleProto */
    const char *emit_pgle;      /* --emit-pgle=FILE: write a PGLE profile of --measured's run */
    char **files;               /* operands, "-" = standard input */
    int n_files;                /* entries of files */
    int files_owned;            /* files[i] are heap copies (after hloa_expand_inputs) */
} hloa_options;

typedef struct hloa_command_help {
    const char *name;     /* the command */
    const char *synopsis; /* usage line(s) */
    const char *text;     /* what it does and its options */
    const char *more;     /* the rest of text, or NULL (a long text in two literals) */
} hloa_command_help;

/*
 * Parses argv[1..] of a command (argv[0] is the command name). Returns 0 to
 * go on, 1 when --help was printed (exit 0), 2 after a usage error message.
 */
int hloa_options_parse(hloa_options *o, int argc, char **argv, unsigned allowed,
                       const hloa_command_help *help);

void hloa_options_release(hloa_options *o);
/* Frees the file list alone (hloa_collect_inputs replaces it). */
void hloa_options_release_files(hloa_options *o);

/*
 * A usage error of command: "hlo-async COMMAND: message", then where help is;
 * returns 2 (the exit status).
 */
int hloa_usage_error(const char *command, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
