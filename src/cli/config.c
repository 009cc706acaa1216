/*
 * Config files (config.h): finding the one that applies to an input, and
 * reading our keys out of it with the TOML reader.
 */
#include "config.h"

#include "hloasync/strbuf.h"
#include "toml.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_CONFIG_BYTES = 16 << 20 }; /* a config file is small; this is not one */

/* A config file read (or, with path NULL, none), and what it makes of the rules. */
struct hloa_config_file {
    char *path;                   /* as found, or NULL for no file */
    int is_pyproject;             /* read [tool.hlo-async] */
    int found;                    /* pyproject.toml: it has that table */
    char *error;                  /* why it cannot be used, or NULL */
    hloa_rule_settings settings;  /* default, then the file's, then the command line's */
};

/* A directory inputs were found in, and the config file that applies to it. */
struct hloa_config_dir {
    char *dir;                    /* as derived from the input's path */
    hloa_config_file *file;       /* what applies */
};

void hloa_configs_init(hloa_configs *c, const hloa_rule_choice *cli, const char *forced,
                       int isolated)
{
    memset(c, 0, sizeof(*c));
    c->cli = cli;
    c->forced = forced;
    c->isolated = isolated;
}

void hloa_configs_release(hloa_configs *c)
{
    for (size_t i = 0; i < c->dirs.len; i++) {
        free(c->dirs.items[i]->dir);
        free(c->dirs.items[i]);
    }
    for (size_t i = 0; i < c->files.len; i++) {
        free(c->files.items[i]->path);
        free(c->files.items[i]->error);
        free(c->files.items[i]);
    }
    free(c->dirs.items);
    free(c->files.items);
    memset(c, 0, sizeof(*c));
}

/* ---- reading one file ---- */

typedef struct reading {
    const char *path;          /* for messages */
    int is_pyproject;          /* our keys are in [tool.hlo-async] */
    hloa_rule_choice *choice;  /* what the keys ask */
    int found;                 /* [tool.hlo-async] seen */
    uint8_t given[HLOA_LIST_COUNT]; /* keys seen, to refuse one given twice */
    char *err;
    size_t err_size;
} reading;

static int located(reading *rd, hloa_toml_pos at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int located(reading *rd, hloa_toml_pos at, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    snprintf(rd->err, rd->err_size, "%s:%u:%u: error: %s", rd->path, at.line, at.col, what);
    return 1;
}

static const char keys_read[] = "select, ignore, error, warning, note and severity";

/* severity = "warning": the lowest severity shown (shellcheck's -S); v NULL: a table. */
static int read_show_from(reading *rd, const hloa_toml_value *v, hloa_toml_pos at)
{
    char why[128];
    if (!v || v->kind != HLOA_TOML_STRING)
        return located(rd, v ? v->pos : at,
                       "'severity' must be a string: \"note\", \"warning\" or \"error\"");
    if (rd->choice->show_from)
        return located(rd, at, "'severity' is given twice");
    if (hloa_rule_choice_show_from(rd->choice, v->string, strlen(v->string), why, sizeof(why)))
        return located(rd, v->pos, "%s", why);
    return 0;
}

/* key = [ "rule", ... ] of our table: one of the lists (v NULL: key is a table, not a list). */
static int read_list(reading *rd, const char *key, const hloa_toml_value *v, hloa_toml_pos at)
{
    int l = 0;
    while (l < HLOA_LIST_COUNT && strcmp(hloa_rule_list_name((hloa_rule_list)l), key))
        l++;
    if (!strcmp(key, "severity"))
        return read_show_from(rd, v, at);
    if (l == HLOA_LIST_COUNT) {
        const char *names[HLOA_LIST_COUNT + 1];
        for (int k = 0; k < HLOA_LIST_COUNT; k++)
            names[k] = hloa_rule_list_name((hloa_rule_list)k);
        names[HLOA_LIST_COUNT] = "severity";
        const char *near = hloa_closest(key, names, HLOA_LIST_COUNT + 1);
        if (near)
            return located(rd, at, "unknown key '%s' (did you mean '%s'?)", key, near);
        return located(rd, at, "unknown key '%s' (hlo-async reads %s)", key, keys_read);
    }
    if (!v || v->kind != HLOA_TOML_ARRAY)
        return located(rd, v ? v->pos : at,
                       "'%s' must be an array of rule names, like [\"async-thread\"]", key);
    if (rd->given[l]++)
        return located(rd, at, "'%s' is given twice", key);
    for (uint32_t k = 0; k < v->n_items; k++) {
        const hloa_toml_value *item = &v->items[k];
        if (item->kind != HLOA_TOML_STRING)
            return located(rd, item->pos, "'%s' must list rule names as strings", key);
        char why[256];
        if (hloa_rule_choice_add(rd->choice, (hloa_rule_list)l, item->string,
                                 strlen(item->string), why, sizeof(why)))
            return located(rd, item->pos, "%s", why);
    }
    return 0;
}

static int visit(void *ctx, const char *const *path, int depth, const hloa_toml_value *v,
                 hloa_toml_pos at)
{
    reading *rd = ctx;
    const char *const *rel = path;
    int rel_depth = depth;
    if (rd->is_pyproject) {
        if (depth < 2 || strcmp(path[0], "tool") || strcmp(path[1], "hlo-async"))
            return 0; /* another tool's */
        rel += 2;
        rel_depth -= 2;
        if (rel_depth == 0) {
            if (v->kind == HLOA_TOML_TABLE_ARRAY)
                return located(rd, at, "[[tool.hlo-async]] must be a table: write [tool.hlo-async]");
            if (v->kind != HLOA_TOML_TABLE)
                return located(rd, at, "tool.hlo-async must be a table");
            rd->found = 1;
            return 0;
        }
    }
    /* A table or dotted key below ours is reported at its first segment, a key of ours or not. */
    return read_list(rd, rel[0], rel_depth > 1 ? NULL : v, at);
}

int hloa_config_parse(const char *path, const char *text, size_t len, int is_pyproject,
                      hloa_rule_choice *choice, int *found, char *err, size_t err_size)
{
    hloa_rule_choice_init(choice);
    reading rd = {.path = path, .is_pyproject = is_pyproject, .choice = choice,
                  .err = err, .err_size = err_size};
    hloa_toml_error te;
    int rc = hloa_toml_read(text, len, visit, &rd, &te);
    if (rc < 0)
        snprintf(err, err_size, "%s:%u:%u: error: %s", path, te.pos.line, te.pos.col, te.message);
    *found = rd.found || !is_pyproject;
    return rc ? -1 : 0;
}

int hloa_config_read(const char *path, int is_pyproject, hloa_rule_choice *choice, int *found,
                     char *err, size_t err_size)
{
    hloa_rule_choice_init(choice);
    *found = 0; /* and stays so when the file cannot be read */
    size_t len;
    const char *why;
    char *text = hloa_read_whole_file(path, MAX_CONFIG_BYTES, &len, &why);
    if (!text) {
        snprintf(err, err_size, "%s: error: cannot read this config file: %s", path,
                 strcmp(why, "too large") ? why : "larger than 16 MB");
        return -1;
    }
    int rc = hloa_config_parse(path, text, len, is_pyproject, choice, found, err, err_size);
    free(text);
    return rc;
}

/* ---- finding the file that applies ---- */

static hloa_config_file *file_entry(hloa_configs *c, const char *path, int is_pyproject)
{
    for (size_t i = 0; i < c->files.len; i++) {
        hloa_config_file *f = c->files.items[i];
        if (path ? f->path && !strcmp(f->path, path) : !f->path)
            return f;
    }
    hloa_config_file *f = hloa_xzeroed(1, sizeof(*f));
    f->is_pyproject = is_pyproject;
    hloa_rule_choice file_choice;
    hloa_rule_choice_init(&file_choice);
    if (path) {
        f->path = hloa_xstrdup(path);
        char err[HLOA_CONFIG_ERROR_MAX];
        if (hloa_config_read(path, is_pyproject, &file_choice, &f->found, err, sizeof(err)))
            f->error = hloa_xstrdup(err);
    }
    hloa_rule_settings_resolve(&f->settings, f->found ? &file_choice : NULL, c->cli);
    f->settings.config = f->found ? f->path : NULL;
    HLOA_VEC_PUSH(c->files, f);
    return f;
}

static int is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/*
 * abs (an absolute path) as it reads from cwd (absolute, real): "a/b.toml" below
 * it, "../b.toml" beside it; diagnostics name the file as the user would.
 */
static void relative_to(const char *cwd, const char *abs, char *out, size_t size)
{
    size_t common = 0; /* length of the longest common directory prefix */
    for (size_t i = 0; cwd[i] && cwd[i] == abs[i]; i++)
        if (cwd[i] == '/')
            common = i;
    size_t n = strlen(cwd);
    if (!strncmp(cwd, abs, n) && (abs[n] == '/' || !strcmp(cwd, "/"))) {
        common = !strcmp(cwd, "/") ? 0 : n;
        snprintf(out, size, "%s", abs + common + 1);
        return;
    }
    size_t len = 0;
    out[0] = '\0';
    for (const char *p = cwd + common; *p && len + 4 < size; p++)
        if (*p == '/')
            len += (size_t)snprintf(out + len, size - len, "../");
    snprintf(out + len, size - len, "%s", abs + common + 1);
}

/* The config file that applies in directory dir (absolute), or the no-file entry. */
static hloa_config_file *search_up(hloa_configs *c, const char *dir)
{
    char d[PATH_MAX + 32], candidate[PATH_MAX + 64], shown[2 * PATH_MAX], cwd[PATH_MAX];
    if (!realpath(".", cwd))
        snprintf(cwd, sizeof(cwd), "/");
    snprintf(d, sizeof(d), "%s", dir);
    for (;;) {
        const char *sep = strcmp(d, "/") ? "/" : "";
        snprintf(candidate, sizeof(candidate), "%s%s.hlo-async.toml", d, sep);
        if (is_file(candidate)) {
            relative_to(cwd, candidate, shown, sizeof(shown));
            return file_entry(c, shown, 0);
        }
        snprintf(candidate, sizeof(candidate), "%s%spyproject.toml", d, sep);
        if (is_file(candidate)) {
            relative_to(cwd, candidate, shown, sizeof(shown));
            hloa_config_file *f = file_entry(c, shown, 1);
            if (f->found || f->error)
                return f;
        }
        char *slash = strrchr(d, '/');
        if (!slash || !strcmp(d, "/"))
            return file_entry(c, NULL, 0);
        slash[slash == d] = '\0'; /* "/a" -> "/" */
    }
}

/* The directory part of path: "." when it has none, "/" for "/x". */
static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? hloa_xstrndup(path, slash == path ? 1 : (size_t)(slash - path))
                 : hloa_xstrdup(".");
}

const hloa_rule_settings *hloa_configs_for(hloa_configs *c, const char *path,
                                           const char *stdin_name, char *err, size_t err_size)
{
    hloa_config_file *f = NULL;
    if (c->isolated) {
        f = file_entry(c, NULL, 0);
    } else if (c->forced) {
        const char *base = strrchr(c->forced, '/');
        f = file_entry(c, c->forced, !strcmp(base ? base + 1 : c->forced, "pyproject.toml"));
        if (!f->found && !f->error) {
            snprintf(err, err_size, "%s: error: this config file has no [tool.hlo-async] table",
                     c->forced);
            return NULL;
        }
    } else {
        char *dir = dir_of(strcmp(path, "-") ? path : stdin_name ? stdin_name : "x");
        for (size_t i = 0; i < c->dirs.len && !f; i++)
            if (!strcmp(c->dirs.items[i]->dir, dir))
                f = c->dirs.items[i]->file;
        if (f) {
            free(dir);
        } else {
            /* A directory that does not exist has no config; reading the input will say why. */
            char real[PATH_MAX];
            f = realpath(dir, real) ? search_up(c, real) : file_entry(c, NULL, 0);
            hloa_config_dir *entry = hloa_xmalloc(sizeof(*entry));
            entry->dir = dir;
            entry->file = f;
            HLOA_VEC_PUSH(c->dirs, entry);
        }
    }
    if (f->error) {
        snprintf(err, err_size, "%s", f->error);
        return NULL;
    }
    return &f->settings;
}
