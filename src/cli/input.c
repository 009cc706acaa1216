/* The files a command reads: discovery, loading, and the modules of each (see input.h). */
#include "input.h"

#include "hloasync/hash.h"
#include "hloasync/hloproto.h"
#include "hloasync/instream.h"
#include "hloasync/parallel.h"
#include "hloasync/parse.h"
#include "hloasync/table.h"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
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
    /* without blocking: a FIFO named x.txt is for the reading to judge, not to hang here */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return 1; /* let the reading say why it cannot be read */
    struct stat st = {0};
    fstat(fd, &st);
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        return 1;
    }
    char head[4096];
    ssize_t got = read(fd, head, sizeof(head));
    close(fd);
    size_t n = got > 0 ? (size_t)got : 0;
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

/* A directory read once: by device and inode, as find -L and ripgrep know one. */
typedef struct seen_dir {
    dev_t dev;
    ino_t ino;
    char *path; /* where it was first read (heap) */
    int open;   /* still being read: an ancestor of what is read now */
} seen_dir;

/* The directories of one walk, so that each is read at most once, symlinks or not. */
typedef struct walk {
    HLOA_VEC(seen_dir) dirs; /* every directory entered */
    hloa_table by_id;        /* dirs by (dev, ino): ids 1, 2, ... */
    path_vec *out;           /* the files found */
    int mlir;                /* *.mlir files too */
    const char *command;     /* for the warnings */
} walk;

static uint32_t dir_hash(dev_t dev, ino_t ino)
{
    return hloa_hash_word(hloa_hash_mix((uint64_t)dev, (uint64_t)ino));
}

static uint32_t seen_hash(const void *owner, uint32_t id)
{
    const seen_dir *d = &((const walk *)owner)->dirs.items[id - 1];
    return dir_hash(d->dev, d->ino);
}

/*
 * Enters dir (whose stat is st) unless the walk has read it: then says why
 * it is skipped, a symlink back to a directory being read (a loop) or to
 * one read before, and returns 0. Else its index in w->dirs, plus one.
 */
static size_t enter_dir(walk *w, const char *dir, const struct stat *st)
{
    uint32_t h = dir_hash(st->st_dev, st->st_ino);
    hloa_table_probe pr = hloa_table_probe_start(&w->by_id, h);
    for (uint32_t id; (id = hloa_table_probe_next(&w->by_id, &pr)) != 0;) {
        const seen_dir *d = &w->dirs.items[id - 1];
        if (d->dev != st->st_dev || d->ino != st->st_ino)
            continue;
        fprintf(stderr, "hlo-async %s: warning: skipping '%s': %s '%s'%s\n", w->command, dir,
                d->open ? "a symlink loop back to" : "the same directory as", d->path,
                d->open ? "" : ", read already");
        return 0;
    }
    seen_dir d = {st->st_dev, st->st_ino, hloa_xstrdup(dir), 1};
    HLOA_VEC_PUSH(w->dirs, d);
    hloa_table_add(&w->by_id, &pr, (uint32_t)w->dirs.len, seen_hash, w);
    return w->dirs.len;
}

static void walk_dir(walk *w, const char *dir, const struct stat *dir_st, int depth)
{
    size_t entered;
    DIR *d;
    if (depth > 64 || !(entered = enter_dir(w, dir, dir_st)) || !(d = opendir(dir)))
        return; /* (a directory that cannot be opened stays "being read": nothing below it) */
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
        /* stat follows symlinks; only regular files are read (a FIFO or a device is skipped) */
        struct stat st;
        int found = stat(here.items[i], &st) == 0; /* not: a dangling symlink */
        if (found && S_ISDIR(st.st_mode)) {
            walk_dir(w, here.items[i], &st, depth + 1);
            free(here.items[i]);
        } else if (found && S_ISREG(st.st_mode) && hloa_is_input_file(here.items[i], w->mlir)) {
            HLOA_VEC_PUSH(*w->out, here.items[i]);
        } else {
            free(here.items[i]);
        }
    }
    free(here.items);
    w->dirs.items[entered - 1].open = 0;
}

/* The input files below the directory f (stat st) into out. */
static void walk_operand(const char *f, const struct stat *st, path_vec *out, int mlir,
                         const char *command)
{
    walk w = {.out = out, .mlir = mlir, .command = command};
    hloa_table_init(&w.by_id, 16);
    walk_dir(&w, f, st, 0);
    for (size_t i = 0; i < w.dirs.len; i++)
        free(w.dirs.items[i].path);
    free(w.dirs.items);
    hloa_table_release(&w.by_id);
}

int hloa_collect_inputs(hloa_options *o, const char *command, char *err, size_t errlen)
{
    path_vec out = {0};
    /* verify and chains read MLIR too; the rewriting commands refuse it */
    int mlir = !strcmp(command, "verify") || !strcmp(command, "chains");
    if (o->n_files == 0) {
        if (isatty(0)) {
            snprintf(err, errlen,
                     "hlo-async %s: no input files: give FILE, DIR, or - for standard input\n"
                     "Try 'hlo-async %s --help'.", command, command);
            return 2;
        }
        HLOA_VEC_PUSH(out, hloa_xstrdup("-"));
    }
    for (int i = 0; i < o->n_files; i++) {
        struct stat st;
        const char *f = o->files[i];
        if (strcmp(f, "-") != 0 && stat(f, &st) == 0 && S_ISDIR(st.st_mode)) {
            size_t before = out.len;
            walk_operand(f, &st, &out, mlir, command);
            if (out.len == before && !o->allow_empty) {
                snprintf(err, errlen,
                         "hlo-async %s: no HLO files in '%s' (--allow-empty accepts that)",
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

int hloa_input_of_hloproto(hloa_input *in, const uint8_t *bytes, size_t len, const char *display,
                           char *why, size_t whylen)
{
    char err[512];
    hloa_strbuf text = HLOA_STRBUF_INIT;
    if (hloa_hloproto_to_text(bytes, len, &text, err, sizeof(err))) {
        snprintf(why, whylen, "not a readable HloProto: %.200s", err);
        hloa_strbuf_release(&text);
        return -1;
    }
    hloa_source_init_mem(&in->src, display, text.buf, text.len);
    hloa_strbuf_release(&text);
    in->hloproto = 1;
    return 0;
}

/*
 * An HloProto (*.pb, *.pb.xz, ...): read whole through gzip or xz, and its
 * module rendered as HLO text (hloproto.h), which becomes the input's text.
 */
static int read_hloproto(hloa_input *in, const char *path, const char *display, char *why,
                         size_t whylen)
{
    unsigned char *bytes;
    size_t len;
    char err[PATH_MAX + 256];
    if (hloa_instream_slurp(path, HLOA_SOURCE_MAX, &bytes, &len, err, sizeof(err))) {
        /* "path: why": the caller names the path */
        const char *colon = strstr(err, ": ");
        snprintf(why, whylen, "%.200s", colon ? colon + 2 : err);
        return -1;
    }
    char *shown = hloa_display_path(display ? display : path);
    int r = hloa_input_of_hloproto(in, bytes, len, shown, why, whylen);
    free(shown);
    free(bytes);
    return r;
}

int hloa_input_read(hloa_input *in, const char *path, const hloa_options *o, char *err,
                    size_t errlen)
{
    memset(in, 0, sizeof(*in));
    char why[256];
    const char *display = !strcmp(path, "-") ? o->stdin_filename : NULL;
    if (hloa_hloproto_name(display ? display : path)) {
        if (read_hloproto(in, path, display, why, sizeof(why))) {
            snprintf(err, errlen, "cannot read '%s': %s", path, why);
            return 2;
        }
    } else if (hloa_source_load(&in->src, path, display, why, sizeof(why))) {
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
    void (*fold)(void *acc, void *result); /* NULL: results kept in jobs_made to the end */
    void *acc;                     /* fold's */
    size_t folded;                 /* jobs_made[0, folded) are folded (and freed) */
} module_queue;

typedef struct module_job {
    hloa_region region; /* the module's text */
    int jobs;           /* threads for it; 0 for a blank region */
    void *result;       /* fn's */
    int done;           /* result is set (atomic: read under the queue's lock, set outside) */
} module_job;

/* Folds the jobs done at the front, in text order. (Under the stream's lock, or after it.) */
static void fold_done(module_queue *q)
{
    while (q->fold && q->folded < q->jobs_made.len) {
        module_job *job = q->jobs_made.items[q->folded];
        if (!__atomic_load_n(&job->done, __ATOMIC_ACQUIRE))
            return;
        q->fold(q->acc, job->result);
        free(job);
        q->jobs_made.items[q->folded++] = NULL;
    }
}

/* The next region as a job; NULL when none is left. (Called under the stream's lock.) */
static void *take_module(void *arg)
{
    module_queue *q = arg;
    fold_done(q);
    if (!q->next && q->regions.len) return NULL;
    module_job *job = hloa_xmalloc(sizeof(*job));
    job->region.begin = q->next;
    job->region.end = q->split ? hloa_source_region_from(&q->in->src, q->next, &q->next)
                               : (q->next = 0, q->in->src.len);
    job->result = NULL;
    job->done = 0;
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
    __atomic_store_n(&job->done, 1, __ATOMIC_RELEASE);
}

size_t hloa_input_fold_modules(hloa_input *in, int split, int jobs, hloa_module_fn fn,
                               const void *ctx, void (*fold)(void *acc, void *result), void *acc)
{
    module_queue q = {.in = in, .split = split, .jobs = jobs, .fn = fn, .ctx = ctx,
                      .fold = fold, .acc = acc};
    hloa_parallel_stream(jobs, take_module, work_on_module, &q);
    fold_done(&q); /* what was done after the last take */
    size_t n = q.jobs_made.len;
    free(q.jobs_made.items);
    in->regions = q.regions.items;
    in->n_regions = q.regions.len;
    return n;
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

int hloa_input_changed(const hloa_input *in, char *err, size_t errlen)
{
    if (!hloa_source_changed(&in->src))
        return 0;
    snprintf(err, errlen, "cannot read '%s': file changed while it was read", in->src.path);
    return 2;
}

void hloa_input_close(hloa_input *in)
{
    free(in->regions);
    hloa_diags_release(&in->diags);
    hloa_source_release(&in->src);
    memset(in, 0, sizeof(*in));
}
