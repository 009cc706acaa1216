/* Option parsing, shared by every command. */
#include "options.h"

#include "hloasync/emit.h"
#include "hloasync/parallel.h"
#include "hloasync/perf_table.h"
#include "hloasync/pgle.h"

#include <errno.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct option_row {
    const char *name; /* long name without dashes */
    char short_name;  /* or 0 */
    int takes_value;  /* needs an argument */
    unsigned mask;    /* HLOA_OPT_* that enables it */
    size_t flag;      /* an on/off option: FLAG(its int in hloa_options), else 0 */
} option_row;

#define FLAG(field) (offsetof(hloa_options, field) + 1)

static const option_row option_table[] = {
    {"format", 'f', 1, HLOA_OPT_FORMAT, 0},
    {"split-input-file", 0, 0, HLOA_OPT_SPLIT, FLAG(split)},
    {"output", 'o', 1, HLOA_OPT_OUTPUT, 0},
    {"color", 0, 1, HLOA_OPT_COLOR, 0},
    {"stdin-filename", 0, 1, HLOA_OPT_STDIN, 0},
    {"quiet", 'q', 0, HLOA_OPT_QUIET, FLAG(quiet)},
    {"max-in-flight", 0, 1, HLOA_OPT_IN_FLIGHT, 0},
    {"max-exposed-fraction", 0, 1, HLOA_OPT_IN_FLIGHT, 0},
    {"hw", 0, 1, HLOA_OPT_HW, 0},
    {"perf-table", 0, 1, HLOA_OPT_HW, 0},
    {"timeline", 0, 1, HLOA_OPT_SVG, 0},
    /* chains --format=svg: where a picture summarises */
    {"svg-max-ops", 0, 1, HLOA_OPT_SVG, 0},
    {"compare", 0, 0, HLOA_OPT_COMPARE, FLAG(compare)},
    {"wide", 0, 0, HLOA_OPT_WIDE, FLAG(wide)},
    {"output-file", 0, 1, HLOA_OPT_REPORT, 0},
    {"fail-on", 0, 1, HLOA_OPT_REPORT, 0},
    {"max-diagnostics", 0, 1, HLOA_OPT_REPORT, 0},
    {"severity", 'S', 1, HLOA_OPT_REPORT, 0},
    {"statistics", 0, 0, HLOA_OPT_REPORT, FLAG(statistics)},
    {"in-place", 'i', 0, HLOA_OPT_REWRITE, FLAG(in_place)},
    {"check", 0, 0, HLOA_OPT_REWRITE, FLAG(check)},
    {"diff", 0, 0, HLOA_OPT_REWRITE, FLAG(diff)},
    {"jobs", 'j', 1, HLOA_OPT_JOBS, 0},
    {"select", 0, 1, HLOA_OPT_RULES, 0},
    {"ignore", 0, 1, HLOA_OPT_RULES, 0},
    {"error", 0, 1, HLOA_OPT_RULES, 0},
    {"warning", 0, 1, HLOA_OPT_RULES, 0},
    {"note", 0, 1, HLOA_OPT_RULES, 0},
    {"config", 0, 1, HLOA_OPT_RULES, 0},
    {"isolated", 0, 0, HLOA_OPT_RULES, FLAG(isolated)},
    {"allow-empty", 0, 0, HLOA_OPT_INPUTS, FLAG(allow_empty)},
    {"force-exclude", 0, 0, HLOA_OPT_INPUTS, FLAG(force_exclude)},
    {"input", 0, 1, HLOA_OPT_LANG, 0},
    /* XLA's profiles of a module (issue 58): PGLE in and out, XLA's own schedule */
    {"pgle", 0, 1, HLOA_OPT_HW, 0},
    {"xla-schedule", 0, 1, HLOA_OPT_XLA_SCHEDULE, 0},
    {"emit-pgle", 0, 1, HLOA_OPT_XLA_SCHEDULE, 0},
    /* --measured (chains): a measured run beside the model */
    {"measured", 0, 1, HLOA_OPT_MEASURED, 0},
    {"help", 'h', 0, 0, 0},
};

int hloa_usage_error(const char *command, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "hlo-async %s: ", command);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'hlo-async %s --help'.\n", command);
    return 2;
}

static int usage_error(const hloa_command_help *help, const char *what, const char *arg)
{
    return hloa_usage_error(help->name, "%s '%s'", what, arg);
}

/* "unknown option '--formt' (did you mean '--format'?)", among the options the command takes. */
static int unknown_option(const hloa_command_help *help, const char *arg, unsigned allowed)
{
    char spelled[64];
    const char *names[sizeof(option_table) / sizeof(option_table[0])];
    size_t n = 0;
    for (size_t k = 0; k < sizeof(option_table) / sizeof(option_table[0]); k++)
        if (!option_table[k].mask || (option_table[k].mask & allowed))
            names[n++] = option_table[k].name;
    snprintf(spelled, sizeof(spelled), "%s", arg + strspn(arg, "-"));
    spelled[strcspn(spelled, "=")] = '\0';
    const char *near = arg[1] == '-' ? hloa_closest(spelled, names, n) : NULL;
    /* What ruff calls an option of ours. */
    static const char *const theirs[][2] = {{"output-format", "format"}, {"output", "output-file"}};
    for (size_t k = 0; !near && arg[1] == '-' && k < sizeof(theirs) / sizeof(theirs[0]); k++)
        for (size_t j = 0; j < n; j++)
            if (!strcmp(spelled, theirs[k][0]) && !strcmp(names[j], theirs[k][1]))
                near = names[j];
    if (near)
        return hloa_usage_error(help->name, "unknown option '%s' (did you mean '--%s'?)", arg, near);
    return usage_error(help, "unknown option", arg);
}

/* A non-negative decimal count, as -j, --max-diagnostics and --max-in-flight take; 0 or -1. */
static int parse_count(const char *value, long *n)
{
    char *end;
    *n = strtol(value, &end, 10);
    return *end || *n < 0 || end == value ? -1 : 0;
}

/* --select=a,b and the like: each comma-separated name goes to list l of the command line's choice. */
static int add_rule_names(hloa_options *o, hloa_rule_list l, const char *value,
                          const hloa_command_help *help)
{
    if (l == HLOA_LIST_SELECT)
        o->rules.has_select = 1; /* even empty: --select= runs no rule but syntax */
    for (const char *p = value; *p;) {
        size_t n = strcspn(p, ",");
        size_t b = 0, e = n;
        while (b < e && p[b] == ' ')
            b++;
        while (e > b && p[e - 1] == ' ')
            e--;
        char why[256];
        if (e > b && hloa_rule_choice_add(&o->rules, l, p + b, e - b, why, sizeof(why))) {
            return hloa_usage_error(help->name, "--%s: %s", hloa_rule_list_name(l), why);
        }
        p += n + (p[n] == ',');
    }
    return 0;
}

static int apply(hloa_options *o, const option_row *row, const char *value, unsigned allowed,
                 const hloa_command_help *help, const char **color)
{
    if (row->flag) {
        *(int *)(void *)((char *)o + row->flag - 1) = 1;
        return 0;
    }
    for (int l = 0; l < HLOA_LIST_COUNT; l++)
        if (!strcmp(row->name, hloa_rule_list_name((hloa_rule_list)l)))
            return add_rule_names(o, (hloa_rule_list)l, value, help);
    if (!strcmp(row->name, "format")) {
        if (!strcmp(value, "text"))
            o->format = HLOA_FMT_TEXT;
        else if (!strcmp(value, "json"))
            o->format = HLOA_FMT_JSON;
        else if (!strcmp(value, "sarif"))
            o->format = HLOA_FMT_SARIF;
        else if (!strcmp(value, "github"))
            o->format = HLOA_FMT_GITHUB;
        else if (!strcmp(value, "svg") && (allowed & HLOA_OPT_SVG))
            o->format = HLOA_FMT_SVG;
        else if (!strcmp(value, "trace") && (allowed & HLOA_OPT_SVG))
            o->format = HLOA_FMT_TRACE;
        else if (!strcmp(value, "html") && (allowed & HLOA_OPT_SVG))
            o->format = HLOA_FMT_HTML;
        else if (allowed & HLOA_OPT_SVG)
            return usage_error(help, "unknown format (text, json, svg, trace or html):", value);
        else
            return usage_error(help, "unknown format (text, json, sarif or github):", value);
    } else if (!strcmp(row->name, "output")) {
        o->output = value;
    } else if (!strcmp(row->name, "color")) {
        if (strcmp(value, "auto") && strcmp(value, "always") && strcmp(value, "never"))
            return usage_error(help, "unknown --color value (auto, always or never):", value);
        *color = value;
    } else if (!strcmp(row->name, "stdin-filename")) {
        o->stdin_filename = value;
    } else if (!strcmp(row->name, "input")) {
        static const char *const langs[] = {"auto", "hlo", "mlir"};
        size_t k = 0;
        while (k < 3 && strcmp(value, langs[k]))
            k++;
        if (k == 3)
            return usage_error(help, "unknown --input value (auto, hlo or mlir):", value);
        o->input_lang = (hloa_input_lang)k;
    } else if (!strcmp(row->name, "max-in-flight")) {
        long n;
        if (parse_count(value, &n))
            return usage_error(help, "--max-in-flight needs a non-negative number:", value);
        o->checks.max_in_flight = n;
    } else if (!strcmp(row->name, "max-exposed-fraction")) {
        char *end;
        double f = strtod(value, &end);
        if (end == value || *end || !(f >= 0 && f <= 1))
            return usage_error(help, "--max-exposed-fraction needs a number from 0 to 1:", value);
        o->checks.max_exposed_fraction = f;
    } else if (!strcmp(row->name, "hw")) {
        char why[256];
        if (!strcmp(value, "list")) {
            hloa_hw_list(stdout);
            return 1;
        }
        if (hloa_hw_parse(value, &o->hw, why, sizeof(why)))
            return hloa_usage_error(help->name, "--hw: %s", why);
    } else if (!strcmp(row->name, "perf-table")) {
        o->perf_tables[o->n_perf_tables++] = value;
    } else if (!strcmp(row->name, "pgle")) {
        o->pgle_path = value;
    } else if (!strcmp(row->name, "xla-schedule")) {
        o->xla_schedule = value;
    } else if (!strcmp(row->name, "emit-pgle")) {
        o->emit_pgle = value;
    } else if (!strcmp(row->name, "timeline")) {
        if (strcmp(value, "time") && strcmp(value, "position"))
            return usage_error(help, "unknown --timeline axis (time or position):", value);
        o->timeline_positions = !strcmp(value, "position");
        o->timeline_given = 1;
    } else if (!strcmp(row->name, "svg-max-ops")) {
        long n;
        if (parse_count(value, &n))
            return usage_error(help, "--svg-max-ops needs a non-negative number:", value);
        o->svg_max_ops = n;
    } else if (!strcmp(row->name, "output-file")) {
        o->output_file = value;
    } else if (!strcmp(row->name, "fail-on")) {
        if (strcmp(value, "error") && strcmp(value, "warning"))
            return usage_error(help, "unknown --fail-on level (error or warning):", value);
        o->fail_on_warning = !strcmp(value, "warning");
    } else if (!strcmp(row->name, "max-diagnostics")) {
        long n;
        if (parse_count(value, &n))
            return usage_error(help, "--max-diagnostics needs a non-negative number:", value);
        o->max_diagnostics = n;
    } else if (!strcmp(row->name, "severity")) {
        char why[128];
        if (hloa_rule_choice_show_from(&o->rules, value, strlen(value), why, sizeof(why)))
            return hloa_usage_error(help->name, "--severity: %s", why);
    } else if (!strcmp(row->name, "jobs")) {
        long n;
        if (parse_count(value, &n))
            return usage_error(help, "--jobs needs a non-negative number:", value);
        o->jobs = n == 0 ? hloa_online_jobs() : (int)(n < HLOA_MAX_JOBS ? n : HLOA_MAX_JOBS);
    } else if (!strcmp(row->name, "config")) {
        o->config = value;
    } else if (!strcmp(row->name, "measured")) {
        o->measured = value;
    } else if (!strcmp(row->name, "help")) {
        /* The docs the text names (docs/cost-model.md, ...) are installed beside the README. */
        printf("usage: %s\n\n%s%s\nDocumentation: %s (docs/ beside it)\n", help->synopsis, help->text,
               help->more ? help->more : "", hloa_doc_url());
        return 1;
    }
    return 0;
}

/* Reads the --perf-table files for the device of --hw's profile (after every option: --hw may
   come later); the cost model takes them through hw. */
static int load_perf_tables(hloa_options *o, const hloa_command_help *help)
{
    if (!o->hw.xla_device) {
        hloa_usage_error(help->name,
                         "--perf-table: XLA's tables measure GPUs, and profile '%s' names none of "
                         "theirs (h100, h200 and b200 do)",
                         o->hw.name);
        return -1;
    }
    for (int i = 0; i < o->n_perf_tables; i++) {
        char why[512];
        if (hloa_perf_tables_load(&o->tables, o->perf_tables[i], o->hw.xla_device, why,
                                  sizeof(why))) {
            fprintf(stderr, "hlo-async %s: error: --perf-table: %s\n", help->name, why);
            return -1;
        }
    }
    o->hw.tables = o->tables;
    return 0;
}

/* Reads --pgle's profile; the cost model takes it through hw. */
static int load_pgle(hloa_options *o, const hloa_command_help *help)
{
    char why[512];
    if (hloa_pgle_load(&o->pgle, o->pgle_path, why, sizeof(why))) {
        fprintf(stderr, "hlo-async %s: error: --pgle: %s\n", help->name, why);
        return -1;
    }
    o->hw.pgle = o->pgle;
    return 0;
}

/* Set to something other than "" and "0" (FORCE_COLOR=0 means no, as CLICOLOR_FORCE=0 does). */
static int env_says_yes(const char *name)
{
    const char *v = getenv(name);
    return v && *v && strcmp(v, "0") != 0;
}

/*
 * --color=auto, as ruff and the conventions of no-color.org and
 * force-color.org have it: NO_COLOR (not empty) wins, then FORCE_COLOR or
 * CLICOLOR_FORCE colour a pipe (CI logs render ANSI), else a terminal that
 * is not 'dumb'.
 */
static int auto_color(void)
{
    const char *no = getenv("NO_COLOR");
    if (no && *no)
        return 0;
    if (env_says_yes("FORCE_COLOR") || env_says_yes("CLICOLOR_FORCE"))
        return 1;
    const char *term = getenv("TERM");
    return isatty(2) && term && strcmp(term, "dumb") != 0;
}

int hloa_options_parse(hloa_options *o, int argc, char **argv, unsigned allowed,
                       const hloa_command_help *help)
{
    memset(o, 0, sizeof(*o));
    hloa_rule_choice_init(&o->rules);
    o->checks.max_in_flight = -1;
    o->checks.max_exposed_fraction = -1;
    hloa_hw_default(&o->hw);
    o->max_diagnostics = -1;
    o->svg_max_ops = HLOA_SVG_MAX_OPS;
    o->jobs = hloa_online_jobs();
    o->files = hloa_xcalloc((size_t)argc + 1, sizeof(char *));
    o->perf_tables = hloa_xcalloc((size_t)argc + 1, sizeof(char *));
    const char *color = "auto";
    int only_files = 0;
    for (int i = 1; i < argc; i++) {
        char *arg = argv[i];
        if (only_files || arg[0] != '-' || !strcmp(arg, "-")) {
            o->files[o->n_files++] = arg;
            continue;
        }
        if (!strcmp(arg, "--")) {
            only_files = 1;
            continue;
        }
        const option_row *row = NULL;
        const char *value = NULL;
        if (arg[1] == '-') {
            const char *eq = strchr(arg + 2, '=');
            size_t n = eq ? (size_t)(eq - arg - 2) : strlen(arg + 2);
            for (size_t k = 0; k < sizeof(option_table) / sizeof(option_table[0]); k++)
                if (strlen(option_table[k].name) == n && !memcmp(option_table[k].name, arg + 2, n))
                    row = &option_table[k];
            if (eq)
                value = eq + 1;
        } else {
            for (size_t k = 0; k < sizeof(option_table) / sizeof(option_table[0]); k++)
                if (option_table[k].short_name == arg[1])
                    row = &option_table[k];
            if (arg[2])
                value = arg + 2;
        }
        if (!row || (row->mask && !(row->mask & allowed)))
            return unknown_option(help, arg, allowed);
        if (row->takes_value && !value) {
            if (i + 1 >= argc)
                return usage_error(help, "missing value for option", arg);
            value = argv[++i];
        } else if (!row->takes_value && value) {
            return usage_error(help, "no value allowed for option", arg);
        }
        int rc = apply(o, row, value, allowed, help, &color);
        if (rc)
            return rc;
    }
    if (o->config && o->isolated)
        return hloa_usage_error(help->name, "--config and --isolated exclude each other: "
                                            "--isolated reads no config file");
    if (o->n_perf_tables && load_perf_tables(o, help))
        return 2;
    if (o->pgle_path && load_pgle(o, help))
        return 2;
    if (!strcmp(color, "always"))
        o->color = 1;
    else if (!strcmp(color, "auto"))
        o->color = auto_color();
    return 0;
}

void hloa_options_release_files(hloa_options *o)
{
    if (o->files_owned)
        for (int i = 0; i < o->n_files; i++)
            free(o->files[i]);
    free(o->files);
    o->files = NULL;
    o->n_files = 0;
}

void hloa_options_release(hloa_options *o)
{
    hloa_options_release_files(o);
    hloa_perf_tables_free(o->tables);
    o->tables = NULL;
    o->hw.tables = NULL;
    free(o->perf_tables);
    o->perf_tables = NULL;
    hloa_pgle_free(o->pgle);
    o->pgle = NULL;
    o->hw.pgle = NULL;
}
