/*
 * Finding a BEFORE module's instructions in an AFTER dump of it (src/compare/):
 * through what XLA's passes made of them, the instructions with the same
 * metadata (op_name and source_line: async conversion, fusion, the
 * pipeliner's clones all copy it), else the one with the same name. The
 * intent check (intent.c) and the exposure comparison (exposure.c) both ask.
 */
#ifndef HLOASYNC_COMPARE_MATCH_H
#define HLOASYNC_COMPARE_MATCH_H

#include "hloasync/async.h"
#include "hloasync/ir.h"
#include "hloasync/timeline.h"

#include <stddef.h>

typedef struct hloa_match_keyed {
    uint32_t hash;
    const hloa_instr *in;
} hloa_match_keyed;

typedef struct hloa_finder {
    const hloa_module *m;       /* AFTER */
    const hloa_instr **by_name; /* per name symbol: the instruction (heap) */
    hloa_match_keyed *by_meta;  /* sorted by hash (heap) */
    size_t n_meta;
    hloa_callers callers; /* AFTER's */
} hloa_finder;

enum { HLOA_MATCH_MAX = 16 };

void hloa_finder_init(hloa_finder *f, const hloa_module *after);
void hloa_finder_release(hloa_finder *f);
/* What AFTER made of BEFORE's in (up to HLOA_MATCH_MAX, into out); how many. */
size_t hloa_match_find(const hloa_finder *f, const hloa_module *before, const hloa_instr *in,
                       const hloa_instr **out);
/* BEFORE's in found in AFTER by its name alone, when it still does what it did (or became
   an async op's start), or NULL. */
const hloa_instr *hloa_match_named(const hloa_finder *f, const hloa_module *before,
                                   const hloa_instr *in);
/* A timeline's entry of each computation, by index (NULL: none with async ops or transfers;
   heap, n_comps + 1 entries). */
const hloa_timeline_comp **hloa_match_index_timeline(const hloa_timeline *t);
/* The op in starts in its timeline, with a done, or NULL. */
const hloa_async_op *hloa_match_op_started_by(const hloa_timeline_comp *const *tc_of,
                                              const hloa_instr *in);

#endif
