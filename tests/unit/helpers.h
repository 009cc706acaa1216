/* Shared fixtures for the unit tests: parse a string or each module of a file. */
#ifndef HLOA_TEST_HELPERS_H
#define HLOA_TEST_HELPERS_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/source.h"
#include "hloasync/timeline.h"

#include <criterion/criterion.h>
#include <stdlib.h>

#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

typedef struct parsed {
    hloa_source src;
    hloa_diags diags;
    hloa_module m;
    int errors; /* returned by the parser */
} parsed;

static inline void parse_text(parsed *p, const char *text)
{
    hloa_source_init_mem(&p->src, "t.hlo", text, strlen(text));
    hloa_diags_init(&p->diags);
    hloa_module_init(&p->m, &p->src, (hloa_region){0, p->src.len});
    p->errors = hloa_parse_module(&p->m, &p->diags);
    hloa_diags_sort(&p->diags);
}

/* Parses text, desugars it and estimates its timeline on the default hardware. */
static inline void parse_and_estimate(parsed *p, hloa_timeline *t, const char *text)
{
    parse_text(p, text);
    cr_assert_eq(p->errors, 0);
    hloa_desugar(&p->m, NULL, &p->diags);
    hloa_timeline_build(&p->m, &p->m.arena, t);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hloa_timeline_estimate(t, &hw, &p->m.arena);
}

static inline void parsed_release(parsed *p)
{
    hloa_module_release(&p->m);
    hloa_diags_release(&p->diags);
    hloa_source_release(&p->src);
}

/* Count of diagnostics of a rule. */
static inline int count_rule(const parsed *p, hloa_rule r)
{
    int n = 0;
    for (size_t i = 0; i < p->diags.list.len; i++)
        n += p->diags.list.items[i].rule == r;
    return n;
}

static inline hloa_instr *find_instr(const parsed *p, const char *name)
{
    for (uint32_t c = 0; c < p->m.n_comps; c++)
        for (uint32_t i = 0; i < p->m.comps[c]->n_instrs; i++) {
            hloa_instr *in = p->m.comps[c]->instrs[i];
            uint32_t n;
            const char *s = hloa_name(&p->m, in->name, &n);
            if (n == strlen(name) && !memcmp(s, name, n))
                return in;
        }
    return NULL;
}

static inline int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && !strcmp(s + n - k, suffix);
}

/* Calls fn on every file below dir whose name accept takes; returns the sum of fn's results. */
static inline int walk_files(const char *dir, int (*accept)(const char *name),
                             int (*fn)(const char *path))
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int total = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        if (snprintf(path, sizeof(path), "%s/%s", dir, e->d_name) >= (int)sizeof(path))
            continue; /* no test file lies that deep */
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            total += walk_files(path, accept, fn);
        else if (accept(e->d_name))
            total += fn(path);
    }
    closedir(d);
    return total;
}

static inline int is_hlo_file(const char *name)
{
    return ends_with(name, ".hlo");
}

/* HLO text dumps: *.hlo, and *.txt but the corpora's notes. */
static inline int is_text_dump(const char *name)
{
    return ends_with(name, ".hlo") || (ends_with(name, ".txt") && strcmp(name, "README.txt") != 0);
}

/* Calls fn on every .hlo file below dir; returns the sum of what fn returned. */
static inline int walk_hlo_files(const char *dir, int (*fn)(const char *path))
{
    return walk_files(dir, is_hlo_file, fn);
}

/* Parses region r of text and desugars it (every pass after the parser reads desugared modules). */
static inline void load(parsed *p, const char *text, hloa_region r)
{
    hloa_source_init_mem(&p->src, "t.hlo", text, strlen(text));
    hloa_diags_init(&p->diags);
    hloa_module_init(&p->m, &p->src, r);
    p->errors = hloa_parse_module(&p->m, &p->diags);
    hloa_desugar(&p->m, NULL, &p->diags);
}

/* Loads path into src; returns its text NUL-terminated (heap). */
static inline char *load_file(const char *path, hloa_source *src)
{
    char err[256];
    cr_assert_eq(hloa_source_load(src, path, NULL, err, sizeof(err)), 0, "%s: %s", path, err);
    char *text = malloc((size_t)src->len + 1);
    cr_assert_not_null(text);
    memcpy(text, src->text, src->len);
    text[src->len] = 0;
    return text;
}

/* Calls fn on each module of the file at path, desugared; returns fn's results or-ed. */
static inline int each_module(const char *path, int (*fn)(parsed *p, const char *path, size_t r))
{
    hloa_source src;
    char *text = load_file(path, &src);
    hloa_region *regions;
    size_t n = hloa_source_regions(&src, 1, &regions);
    int found = 0;
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(&src, regions[r]))
            continue;
        parsed p;
        load(&p, text, regions[r]);
        found |= fn(&p, path, r);
        parsed_release(&p);
    }
    free(regions);
    free(text);
    hloa_source_release(&src);
    return found;
}

#endif
