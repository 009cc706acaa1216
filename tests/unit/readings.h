/*
 * A module read twice, by the grammar alone and with the byte readers of the
 * fast path (src/hlo/quick.c), must come out the same: the same module, the
 * same diagnostics, the same spans. Shared by the unit tests (testdata/) and
 * the corpus suite (tests/corpus/).
 */
#ifndef HLOA_TEST_READINGS_H
#define HLOA_TEST_READINGS_H

#include "helpers.h"

#include "hloasync/parse.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct reading {
    hloa_diags diags;
    hloa_module m;
    int errors;
} reading;

static void read_region(reading *r, const hloa_source *src, hloa_region region, int quick)
{
    hloa_diags_init(&r->diags);
    hloa_module_init(&r->m, src, region);
    r->errors = quick ? hloa_parse_module(&r->m, &r->diags)
                      : hloa_parse_module_by_grammar(&r->m, &r->diags);
    hloa_diags_sort(&r->diags);
}

static void reading_release(reading *r)
{
    hloa_module_release(&r->m);
    hloa_diags_release(&r->diags);
}

static void same_reading(const reading *a, const reading *b, const char *where)
{
    cr_assert_eq(a->errors, b->errors, "%s: %d vs %d errors", where, a->errors, b->errors);
    cr_assert_eq(a->diags.list.len, b->diags.list.len, "%s: diagnostics", where);
    for (size_t i = 0; i < a->diags.list.len; i++) {
        const hloa_diag *x = &a->diags.list.items[i], *y = &b->diags.list.items[i];
        cr_assert(x->rule == y->rule && x->off == y->off && x->end == y->end,
                  "%s: diagnostic %zu", where, i);
        cr_assert_str_eq(x->message, y->message, "%s", where);
    }
    char why[256] = "";
    /* Module equality wants every operand defined; with errors the diagnostics tell. */
    cr_assert(a->errors || hloa_module_equal(&a->m, &b->m, why, sizeof(why)), "%s: %s", where, why);
    cr_assert_eq(a->m.n_comps, b->m.n_comps, "%s", where);
    for (uint32_t c = 0; c < a->m.n_comps; c++) {
        const hloa_comp *ca = a->m.comps[c], *cb = b->m.comps[c];
        cr_assert_eq(ca->n_instrs, cb->n_instrs, "%s: computation %u", where, c);
        cr_assert(ca->off == cb->off && ca->body_open == cb->body_open &&
                      (ca->result_shape == NULL) == (cb->result_shape == NULL),
                  "%s: computation %u", where, c);
        for (uint32_t i = 0; i < ca->n_instrs; i++) {
            const hloa_instr *x = ca->instrs[i], *y = cb->instrs[i];
            hloa_spans sx, sy;
            hloa_instr_spans(&a->m, x, &sx);
            hloa_instr_spans(&b->m, y, &sy);
            cr_assert(x->off == y->off && x->end == y->end && x->opcode_off == y->opcode_off &&
                          x->opcode_len == y->opcode_len && !memcmp(&sx, &sy, sizeof(sx)),
                      "%s: spans of instruction %u of computation %u", where, i, c);
        }
    }
}

static long modules_compared;

/* Every module of path, split at "// -----" as verify --split-input-file does. */
static int compare_file(const char *path)
{
    hloa_source src;
    char err[256];
    cr_assert_eq(hloa_source_load(&src, path, NULL, err, sizeof(err)), 0, "%s: %s", path, err);
    hloa_region *regions;
    size_t n = hloa_source_regions(&src, 1, &regions);
    for (size_t r = 0; r < n; r++) {
        if (n > 1 && hloa_region_is_blank(&src, regions[r]))
            continue;
        reading quick, grammar;
        read_region(&quick, &src, regions[r], 1);
        read_region(&grammar, &src, regions[r], 0);
        char where[4200];
        snprintf(where, sizeof(where), "%s module %zu", path, r);
        same_reading(&quick, &grammar, where);
        reading_release(&quick);
        reading_release(&grammar);
        modules_compared++;
    }
    free(regions);
    hloa_source_release(&src);
    return 1;
}

static int compare_dir(const char *dir)
{
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "cannot open %s", dir);
    closedir(d);
    return walk_files(dir, is_text_dump, compare_file);
}

#endif
