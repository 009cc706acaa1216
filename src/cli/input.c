/* The files a command reads: discovery, loading, and the modules of each (see input.h). */
#include "input.h"

#include "hloasync/parallel.h"
#include "hloasync/parse.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Does the name end in suffix? */
static int ends_with(const char *name, const char *suffix)
{
    size_t n = strlen(name), k = strlen(suffix);
    return n > k && !strcmp(name + n - k, suffix);
}

/*
 * Does the text start, after blank lines and // comments, with "HloModule"?
 * XLA's HLO dumps do; their companions (buffer assignment, memory usage
 * report) do not.
 */
static int starts_as_hlo(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 1; /* let the reading say why it cannot be read */
    char head[4096];
    size_t n = fread(head, 1, sizeof(head), f);
    fclose(f);
    size_t i = 0;
    for (;;) {
        while (i < n && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r'))
            i++;
        if (i + 1 < n && head[i] == '/' && head[i + 1] == '/') {
            while (i < n && head[i] != '\n')
                i++;
            continue;
        }
        return n - i >= 9 && !memcmp(head + i, "HloModule", 9);
    }
}

int hloa_is_hlo_file(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    if (ends_with(base, ".hlo") || ends_with(base, ".hlo.txt"))
        return 1;
    return ends_with(base, ".txt") && starts_as_hlo(path);
}

int hloa_is_input_file(const char *path, int mlir)
{
    return hloa_is_hlo_file(path) || (mlir && ends_with(path, ".mlir"));
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

typedef HLOA_VEC(char *) path_vec;

static void walk_dir(const char *dir, path_vec *out, int depth, int mlir)
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
        snprintf(path, n, "%s%s%s", dir, ends_with(dir, "/") ? "" : "/", e->d_name);
        HLOA_VEC_PUSH(here, path);
    }
    closedir(d);
    if (here.len > 1)
        qsort(here.items, here.len, sizeof(char *), by_name);
    for (size_t i = 0; i < here.len; i++) {
        struct stat st;
        if (stat(here.items[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            walk_dir(here.items[i], out, depth + 1, mlir);
            free(here.items[i]);
        } else if (S_ISREG(st.st_mode) && hloa_is_input_file(here.items[i], mlir)) {
            HLOA_VEC_PUSH(*out, here.items[i]);
        } else {
            free(here.items[i]);
        }
    }
    free(here.items);
}

int hloa_collect_inputs(hloa_options *o, const char *command)
{
    path_vec out = {0};
    /* verify and chains read MLIR too; the rewriting commands refuse it */
    int mlir = !strcmp(command, "verify") || !strcmp(command, "chains");
    if (o->n_files == 0) {
        if (isatty(0)) {
            fprintf(stderr,
                    "hlo-async %s: no input files: give FILE, DIR, or - for standard input\n"
                    "Try 'hlo-async %s --help'.\n", command, command);
            return 2;
        }
        HLOA_VEC_PUSH(out, hloa_xstrdup("-"));
    }
    for (int i = 0; i < o->n_files; i++) {
        struct stat st;
        const char *f = o->files[i];
        if (strcmp(f, "-") != 0 && stat(f, &st) == 0 && S_ISDIR(st.st_mode)) {
            size_t before = out.len;
            walk_dir(f, &out, 0, mlir);
            if (out.len == before && !o->allow_empty) {
                fprintf(stderr,
                        "hlo-async %s: no HLO files in '%s' (--allow-empty accepts that)\n",
                        command, f);
                for (size_t k = 0; k < out.len; k++)
                    free(out.items[k]);
                free(out.items);
                return 2;
            }
        } else if (!o->force_exclude || !strcmp(f, "-") || stat(f, &st) != 0 ||
                   hloa_is_input_file(f, mlir)) {
            HLOA_VEC_PUSH(out, hloa_xstrdup(f));
        }
    }
    hloa_options_release_files(o);
    HLOA_VEC_PUSH(out, NULL);
    o->files = out.items;
    o->n_files = (int)out.len - 1;
    o->files_owned = 1;
    return 0;
}

int hloa_input_split(const hloa_input *in, const hloa_options *o)
{
    return o->split || hloa_source_has_separators(&in->src);
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
    in->lang = o->input_lang;
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

/* The modules of an input, found in text order as the threads of hloa_parallel_stream ask. */
typedef struct module_queue {
    hloa_input *in;
    int split;                     /* regions between '// -----' lines, else the whole text */
    int jobs;                      /* threads, all of them for a module found to be the only one */
    hloa_module_fn fn;             /* what to do with a module */
    const void *ctx;               /* fn's */
    uint32_t next;                 /* where the next region starts; 0 once all are handed out */
    HLOA_VEC(hloa_region) regions; /* handed out so far */
    HLOA_VEC(struct module_job *) jobs_made; /* one per region, in text order */
} module_queue;

typedef struct module_job {
    hloa_region region; /* the module's text */
    int jobs;           /* threads for it; 0 for a blank region */
    void *result;       /* fn's */
} module_job;

/* The next region as a job; NULL when none is left. (Called under the stream's lock.) */
static void *take_module(void *arg)
{
    module_queue *q = arg;
    if (!q->next && q->regions.len) return NULL;
    module_job *job = hloa_xmalloc(sizeof(*job));
    job->region.begin = q->next;
    job->region.end = q->split ? hloa_source_region_from(&q->in->src, q->next, &q->next)
                               : (q->next = 0, q->in->src.len);
    job->result = NULL;
    int lone = q->regions.len == 0 && !q->next;
    job->jobs = skipped_region(&q->in->src, job->region, !lone) ? 0 : lone ? q->jobs : 1;
    HLOA_VEC_PUSH(q->regions, job->region);
    HLOA_VEC_PUSH(q->jobs_made, job);
    return job;
}

static void work_on_module(void *arg, void *item)
{
    const module_queue *q = arg;
    module_job *job = item;
    if (job->jobs) job->result = q->fn(q->ctx, q->in, job->region, job->jobs);
}

size_t hloa_input_each_module(hloa_input *in, int split, int jobs, hloa_module_fn fn,
                              const void *ctx, void ***results)
{
    module_queue q = {.in = in, .split = split, .jobs = jobs, .fn = fn, .ctx = ctx};
    hloa_parallel_stream(jobs, take_module, work_on_module, &q);
    size_t n = q.jobs_made.len;
    void **out = hloa_xmalloc((n ? n : 1) * sizeof(void *));
    for (size_t r = 0; r < n; r++) {
        out[r] = q.jobs_made.items[r]->result;
        free(q.jobs_made.items[r]);
    }
    free(q.jobs_made.items);
    in->regions = q.regions.items;
    in->n_regions = q.regions.len;
    *results = out;
    return n;
}

void hloa_input_close(hloa_input *in)
{
    free(in->regions);
    hloa_diags_release(&in->diags);
    hloa_source_release(&in->src);
    memset(in, 0, sizeof(*in));
}
