/* What the fuzz targets share: running the pipelines on a byte buffer. */
#ifndef HLOA_FUZZ_COMMON_H
#define HLOA_FUZZ_COMMON_H

#include "hloasync/diag.h"
#include "hloasync/edit.h"
#include "hloasync/emit.h"
#include "hloasync/timeline.h"
#include "hloasync/ir.h"
#include "hloasync/parse.h"
#include "hloasync/passes.h"
#include "hloasync/source.h"
#include "hloasync/suppress.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Fails the run loudly: libFuzzer records the input as a crash. */
#define FUZZ_CHECK(cond, what)                                                                     \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "fuzz property failed: %s\n", what);                                   \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

typedef int (*fuzz_pass)(hloa_module *, hloa_editor *, hloa_diags *);

/* Parses every module of src (split at // -----) and returns the syntax/name error count. */
static inline int fuzz_parse_errors(const hloa_source *src)
{
    hloa_region *regions;
    size_t n = hloa_source_regions(src, 1, &regions);
    int errors = 0;
    for (size_t r = 0; r < n; r++) {
        hloa_diags d;
        hloa_diags_init(&d);
        hloa_module m;
        hloa_module_init(&m, src, regions[r]);
        if (!hloa_region_is_blank(src, regions[r]))
            errors += hloa_parse_module(&m, &d);
        hloa_module_release(&m);
        hloa_diags_release(&d);
    }
    free(regions);
    return errors;
}

/* The full verify pipeline; returns the error count. */
static inline unsigned fuzz_verify(const hloa_source *src, hloa_input_lang lang)
{
    hloa_region *regions;
    size_t n = hloa_source_regions(src, 1, &regions);
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_verify_options so = {.max_in_flight = 2, .max_exposed_fraction = 0.3};
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(src, regions[r]))
            continue;
        /* As `hlo-async verify` does (cmd_verify.c): parse, desugar, check, suppress. */
        size_t first = d.list.len;
        hloa_module m;
        hloa_module_init(&m, src, regions[r]);
        hloa_read_module(&m, &d, 1, lang);
        if (!m.is_mlir)
            hloa_desugar(&m, NULL, &d);
        hloa_verify_checks(&m, &so, 1, &d);
        hloa_apply_suppressions(&m, &d, first, NULL);
        hloa_module_release(&m);
    }
    hloa_diags_sort(&d);
    unsigned errors = d.counts[HLOA_SEV_ERROR];
    hloa_diags_release(&d);
    free(regions);
    return errors;
}

/* `hlo-async chains` in every format but SVG: the timeline, the cost model and the renderers. */
static inline void fuzz_chains(hloa_source *src, hloa_input_lang lang)
{
    hloa_region *regions;
    size_t n = hloa_source_regions(src, 1, &regions);
    hloa_hw hw;
    hloa_hw_default(&hw);
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(src, regions[r]))
            continue;
        hloa_diags d;
        hloa_diags_init(&d);
        hloa_module m;
        hloa_module_init(&m, src, regions[r]);
        if (!hloa_read_module(&m, &d, 1, lang)) {
            if (!m.is_mlir)
                hloa_desugar(&m, NULL, &d);
            hloa_timeline t;
            hloa_timeline_build(&m, &m.arena, &t);
            hloa_timeline_estimate(&t, &hw, &m.arena);
            char *text = NULL;
            size_t len = 0;
            FILE *out = open_memstream(&text, &len);
            if (out) {
                hloa_chains_text(out, src, &t);
                fclose(out);
            }
            free(text);
            cJSON_Delete(hloa_chains_json(src, &t));
            cJSON *events = cJSON_CreateArray();
            int pid = 0, flow = 0;
            hloa_chains_trace(events, src, &t, NULL, &pid, &flow);
            cJSON_Delete(events);
        }
        hloa_module_release(&m);
        hloa_diags_release(&d);
    }
    free(regions);
}

/*
 * Runs a rewriting pass over every module; returns the rewritten text (heap,
 * NUL-terminated, *len bytes), or NULL when the input has errors.
 */
static inline char *fuzz_rewrite(const hloa_source *src, fuzz_pass pass, size_t *len)
{
    hloa_region *regions;
    size_t n = hloa_source_regions(src, 1, &regions);
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_editor ed;
    hloa_editor_init(&ed);
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(src, regions[r]))
            continue;
        hloa_module m;
        hloa_module_init(&m, src, regions[r]);
        if (hloa_parse_module(&m, &d) == 0)
            pass(&m, &ed, &d);
        hloa_module_release(&m);
    }
    char *out = NULL;
    if (!d.counts[HLOA_SEV_ERROR]) {
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_editor_apply(&ed, src->text, src->len, &sb);
        out = hloa_strbuf_detach(&sb, len);
    }
    hloa_editor_release(&ed);
    hloa_diags_release(&d);
    free(regions);
    return out;
}

/* A fixed module the target sets its input beside, in time: parsed (it must), desugared, its
   timeline built and estimated on the default hardware. Released with m (t lives in its arena). */
static inline void fuzz_timed_module(hloa_source *src, const char *name, const char *text,
                                     hloa_module *m, hloa_diags *d, hloa_timeline *t)
{
    hloa_source_init_mem(src, name, text, strlen(text));
    hloa_diags_init(d);
    hloa_module_init(m, src, (hloa_region){0, src->len});
    FUZZ_CHECK(!hloa_parse_module(m, d), "the fixed module parses");
    hloa_desugar(m, NULL, d);
    hloa_timeline_build(m, &m->arena, t);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hloa_timeline_estimate(t, &hw, &m->arena);
}

#endif
