/* Option parsing and input files, shared by every command. */
#include "hloasync/cli.h"

#include "hloasync/parallel.h"
#include "hloasync/parse.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct option_row {
    const char *name; /* long name without dashes */
    char short_name;  /* or 0 */
    int takes_value;  /* needs an argument */
    unsigned mask;    /* HLOA_OPT_* that enables it */
} option_row;

static const option_row option_table[] = {
    {"format", 'f', 1, HLOA_OPT_FORMAT},
    {"split-input-file", 0, 0, HLOA_OPT_SPLIT},
    {"output", 'o', 1, HLOA_OPT_OUTPUT},
    {"color", 0, 1, HLOA_OPT_COLOR},
    {"stdin-filename", 0, 1, HLOA_OPT_STDIN},
    {"quiet", 'q', 0, HLOA_OPT_QUIET},
    {"max-in-flight", 0, 1, HLOA_OPT_IN_FLIGHT},
    {"output-file", 0, 1, HLOA_OPT_REPORT},
    {"fail-on", 0, 1, HLOA_OPT_REPORT},
    {"max-diagnostics", 0, 1, HLOA_OPT_REPORT},
    {"in-place", 'i', 0, HLOA_OPT_REWRITE},
    {"check", 0, 0, HLOA_OPT_REWRITE},
    {"diff", 0, 0, HLOA_OPT_REWRITE},
    {"jobs", 'j', 1, HLOA_OPT_JOBS},
    {"help", 'h', 0, 0},
};

static int usage_error(const hloa_command_help *help, const char *what, const char *arg)
{
    fprintf(stderr, "hlo-async %s: %s '%s'", help->name, what, arg);
    fprintf(stderr, "\nusage: %s\nTry 'hlo-async %s --help'.\n", help->synopsis, help->name);
    return 2;
}

/* A non-negative decimal count, as -j, --max-diagnostics and --max-in-flight take; 0 or -1. */
static int parse_count(const char *value, long *n)
{
    char *end;
    *n = strtol(value, &end, 10);
    return *end || *n < 0 || end == value ? -1 : 0;
}

static int apply(hloa_options *o, const option_row *row, const char *value, unsigned allowed,
                 const hloa_command_help *help, const char **color)
{
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
        else
            return usage_error(help, "unknown format (text, json, sarif or github):", value);
    } else if (!strcmp(row->name, "split-input-file")) {
        o->split = 1;
    } else if (!strcmp(row->name, "output")) {
        o->output = value;
    } else if (!strcmp(row->name, "color")) {
        if (strcmp(value, "auto") && strcmp(value, "always") && strcmp(value, "never"))
            return usage_error(help, "unknown --color value (auto, always or never):", value);
        *color = value;
    } else if (!strcmp(row->name, "stdin-filename")) {
        o->stdin_filename = value;
    } else if (!strcmp(row->name, "max-in-flight")) {
        long n;
        if (parse_count(value, &n))
            return usage_error(help, "--max-in-flight needs a non-negative number:", value);
        o->checks.max_in_flight = n;
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
    } else if (!strcmp(row->name, "jobs")) {
        long n;
        if (parse_count(value, &n))
            return usage_error(help, "--jobs needs a non-negative number:", value);
        o->jobs = n == 0 ? hloa_online_jobs() : (int)(n < HLOA_MAX_JOBS ? n : HLOA_MAX_JOBS);
    } else if (!strcmp(row->name, "in-place")) {
        o->in_place = 1;
    } else if (!strcmp(row->name, "check")) {
        o->check = 1;
    } else if (!strcmp(row->name, "diff")) {
        o->diff = 1;
    } else if (!strcmp(row->name, "quiet")) {
        o->quiet = 1;
    } else if (!strcmp(row->name, "help")) {
        printf("usage: %s\n\n%s", help->synopsis, help->text);
        return 1;
    }
    return 0;
}

int hloa_options_parse(hloa_options *o, int argc, char **argv, unsigned allowed,
                       const hloa_command_help *help)
{
    memset(o, 0, sizeof(*o));
    o->checks.max_in_flight = -1;
    o->max_diagnostics = -1;
    o->jobs = hloa_online_jobs();
    o->files = calloc((size_t)argc + 1, sizeof(char *));
    if (!o->files)
        hloa_die_oom();
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
            return usage_error(help, "unknown option", arg);
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
    if (!strcmp(color, "always"))
        o->color = 1;
    else if (!strcmp(color, "auto"))
        o->color = isatty(2) && !getenv("NO_COLOR") && getenv("TERM") &&
                   strcmp(getenv("TERM"), "dumb") != 0;
    return 0;
}

static int is_hlo_name(const char *name)
{
    size_t n = strlen(name);
    return (n > 4 && !strcmp(name + n - 4, ".hlo")) || (n > 8 && !strcmp(name + n - 8, ".hlo.txt")) ||
           (n > 4 && !strcmp(name + n - 4, ".txt") && strstr(name, "after_optimizations"));
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

typedef HLOA_VEC(char *) path_vec;

static void walk_dir(const char *dir, path_vec *out, int depth)
{
    DIR *d = opendir(dir);
    if (!d || depth > 64) {
        if (d)
            closedir(d);
        return;
    }
    path_vec here = {0};
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(dir) + strlen(e->d_name) + 2;
        char *path = hloa_xmalloc(n);
        snprintf(path, n, "%s/%s", dir, e->d_name);
        HLOA_VEC_PUSH(here, path);
    }
    closedir(d);
    if (here.len > 1)
        qsort(here.items, here.len, sizeof(char *), by_name);
    for (size_t i = 0; i < here.len; i++) {
        struct stat st;
        const char *base = strrchr(here.items[i], '/') + 1;
        if (stat(here.items[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            walk_dir(here.items[i], out, depth + 1);
            free(here.items[i]);
        } else if (is_hlo_name(base)) {
            HLOA_VEC_PUSH(*out, here.items[i]);
        } else {
            free(here.items[i]);
        }
    }
    free(here.items);
}

void hloa_expand_inputs(hloa_options *o)
{
    path_vec out = {0};
    for (int i = 0; i < o->n_files; i++) {
        struct stat st;
        const char *f = o->files[i];
        if (strcmp(f, "-") != 0 && stat(f, &st) == 0 && S_ISDIR(st.st_mode)) {
            walk_dir(f, &out, 0);
        } else {
            size_t n = strlen(f) + 1;
            char *copy = hloa_xmalloc(n);
            memcpy(copy, f, n);
            HLOA_VEC_PUSH(out, copy);
        }
    }
    free(o->files);
    HLOA_VEC_PUSH(out, NULL);
    o->files = out.items;
    o->n_files = (int)out.len - 1;
    o->files_owned = 1;
}

void hloa_options_release(hloa_options *o)
{
    if (o->files_owned)
        for (int i = 0; i < o->n_files; i++)
            free(o->files[i]);
    free(o->files);
    o->files = NULL;
    o->n_files = 0;
}

int hloa_input_open(hloa_input *in, const char *path, const hloa_options *o)
{
    char err[HLOA_INPUT_ERROR_MAX];
    if (hloa_input_read(in, path, o, err, sizeof(err))) {
        fprintf(stderr, "hlo-async: error: %s\n", err);
        return 2;
    }
    return 0;
}

int hloa_input_read(hloa_input *in, const char *path, const hloa_options *o, char *err,
                    size_t errlen)
{
    memset(in, 0, sizeof(*in));
    char why[256];
    const char *display = !strcmp(path, "-") ? o->stdin_filename : NULL;
    if (hloa_source_load(&in->src, path, display, why, sizeof(why))) {
        snprintf(err, errlen, "cannot read '%s': %s", path, why);
        return 2;
    }
    hloa_diags_init(&in->diags);
    return 0;
}

/* Is r no module at all? Only a file of several regions has blank ones: a lone blank
   file is still a (bad) module. */
static int skipped_region(const hloa_source *src, hloa_region r, int several)
{
    return several && hloa_region_is_blank(src, r);
}

int hloa_input_region_is_blank(const hloa_input *in, size_t r)
{
    return skipped_region(&in->src, in->regions[r], in->n_regions > 1);
}

/* The modules of an input handed out in text order to the threads of hloa_input_each_module. */
typedef struct module_queue {
    hloa_input *in;
    int split;                     /* regions between '// -----' lines, else the whole text */
    int jobs;                      /* threads, all of them for a module found to be the only one */
    hloa_module_fn fn;             /* what to do with a module */
    const void *ctx;               /* fn's */
    pthread_mutex_t lock;          /* guards what follows */
    uint32_t next;                 /* where the next region starts; 0 once all are handed out */
    HLOA_VEC(hloa_region) regions; /* handed out so far */
    HLOA_VEC(void *) results;      /* fn's result for each region, NULL until it is in */
} module_queue;

/* The next region, its index and the threads for it (0: a blank one); 0 when none is left. */
static int take_region(module_queue *q, size_t *r, hloa_region *region, int *jobs)
{
    pthread_mutex_lock(&q->lock);
    int found = q->next || q->regions.len == 0;
    if (found) {
        region->begin = q->next;
        region->end = q->split ? hloa_source_region_from(&q->in->src, q->next, &q->next)
                               : (q->next = 0, q->in->src.len);
        *r = q->regions.len;
        HLOA_VEC_PUSH(q->regions, *region);
        HLOA_VEC_PUSH(q->results, NULL);
        int lone = *r == 0 && !q->next;
        *jobs = skipped_region(&q->in->src, *region, !lone) ? 0 : lone ? q->jobs : 1;
    }
    pthread_mutex_unlock(&q->lock);
    return found;
}

static void work_on_modules(void *arg, size_t thread)
{
    (void)thread;
    module_queue *q = arg;
    size_t r;
    hloa_region region;
    for (int jobs; take_region(q, &r, &region, &jobs);) {
        if (!jobs)
            continue;
        void *result = q->fn(q->ctx, q->in, region, jobs);
        pthread_mutex_lock(&q->lock);
        q->results.items[r] = result;
        pthread_mutex_unlock(&q->lock);
    }
}

size_t hloa_input_each_module(hloa_input *in, int split, int jobs, hloa_module_fn fn,
                              const void *ctx, void ***results)
{
    module_queue q = {.in = in, .split = split, .jobs = jobs, .fn = fn, .ctx = ctx};
    pthread_mutex_init(&q.lock, NULL);
    hloa_parallel_for((size_t)jobs, jobs, work_on_modules, &q);
    pthread_mutex_destroy(&q.lock);
    in->regions = q.regions.items;
    in->n_regions = q.regions.len;
    *results = q.results.items;
    return q.results.len;
}

void hloa_input_close(hloa_input *in)
{
    free(in->regions);
    hloa_diags_release(&in->diags);
    hloa_source_release(&in->src);
    memset(in, 0, sizeof(*in));
}

/* Writes to something that is not a regular file (a terminal, a pipe, /dev/full) in place. */
static int write_special(const char *path, hloa_write_fn fn, void *ctx, char *err, size_t errlen)
{
    int fd = open(path, O_WRONLY | O_TRUNC);
    if (fd < 0) {
        snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
        return -1;
    }
    int e = fn(ctx, fd);
    if (close(fd) != 0 && !e)
        e = errno;
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
        return -1;
    }
    return 0;
}

int hloa_write_file_atomic_with(const char *path, hloa_write_fn fn, void *ctx, char *err,
                                size_t errlen)
{
    struct stat target;
    if (stat(path, &target) == 0 && !S_ISREG(target.st_mode))
        return write_special(path, fn, ctx, err, errlen); /* never replace a device or pipe */
    size_t n = strlen(path);
    char *tmp = hloa_xmalloc(n + 32);
    snprintf(tmp, n + 32, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "cannot create a temporary file beside '%s': %s", path,
                 strerror(errno));
        free(tmp);
        return -1;
    }
    struct stat st;
    if (stat(path, &st) == 0)
        fchmod(fd, st.st_mode & 07777);
    else
        fchmod(fd, 0644);
    int e = fn(ctx, fd);
    if (e) {
        snprintf(err, errlen, "cannot write '%s': %s", tmp, strerror(e));
        goto fail;
    }
    if (fsync(fd) != 0) {
        snprintf(err, errlen, "cannot sync '%s': %s", tmp, strerror(errno));
        goto fail;
    }
    if (close(fd) != 0) {
        fd = -1;
        snprintf(err, errlen, "cannot close '%s': %s", tmp, strerror(errno));
        goto fail;
    }
    fd = -1;
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot replace '%s': %s", path, strerror(errno));
        goto fail;
    }
    free(tmp);
    return 0;
fail:
    if (fd >= 0)
        close(fd);
    unlink(tmp);
    free(tmp);
    return -1;
}

typedef struct bytes {
    const char *data; /* what to write */
    size_t len;       /* bytes of data */
} bytes;

static int write_bytes(void *ctx, int fd)
{
    const bytes *b = ctx;
    return hloa_write_all(fd, b->data, b->len);
}

int hloa_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                           size_t errlen)
{
    bytes b = {data, len};
    return hloa_write_file_atomic_with(path, write_bytes, &b, err, errlen);
}
