/*
 * What a check of a document found: its module (verify's pipeline, kept to
 * navigate), its diagnostics, and its async ops in time (the timeline chains
 * shows), with the lookups every request makes: the computation, the
 * instruction and the word at an offset, and the async op of an instruction.
 */
#ifndef HLOASYNC_LSP_ANALYSIS_H
#define HLOASYNC_LSP_ANALYSIS_H

#include "document.h"

#include "hloasync/cost.h"
#include "hloasync/lsp.h"
#include "hloasync/timeline.h"

/* The settings a client gives (initializationOptions, workspace/didChangeConfiguration). */
typedef struct hloa_lsp_config {
    hloa_hw hw;                      /* `profile`, with `perfTable`'s tables */
    struct hloa_perf_tables *tables; /* loaded from perf_table for hw (or NULL) */
    char *profile;                   /* as given (heap), NULL: the default */
    char *perf_table;                /* `perfTable` (heap), or NULL */
    char *config;    /* `config`: the config file of every document (heap), or NULL */
    int inlay_hints; /* `inlayHints` */
    int utf8;        /* positions count bytes (the client chose utf-8) */
    char *problem;   /* what was wrong with the settings (heap), or NULL */
} hloa_lsp_config;

/* An async op of the timeline, by one of its instructions. */
typedef struct hloa_lsp_op_ref {
    const hloa_instr *in; /* the start, an update or the done */
    uint32_t comp, op;    /* t.comps[comp].ops[op] */
} hloa_lsp_op_ref;

typedef struct hloa_lsp_analysis {
    hloa_module m;            /* verify's module, desugared */
    hloa_diags diags;         /* sorted by location */
    int read_errors;          /* the front end's errors: no timeline when any */
    hloa_timeline t;          /* the async ops in time, when timed */
    int timed;                /* t was built and estimated */
    hloa_comp **comps;        /* the computations written in the text, by offset (heap) */
    uint32_t n_comps;         /* entries of comps */
    hloa_lsp_op_ref *ops;     /* every instruction of an async op, by address (heap) */
    uint32_t n_ops;           /* entries of ops */
    hloa_rule_settings rules; /* what the document was checked with */
    char *config_error;       /* the config file that applies is wrong (heap), or NULL */
} hloa_lsp_analysis;

/* Checks doc's text as verify would, with config's settings. */
hloa_lsp_analysis *hloa_lsp_analyze(hloa_lsp_doc *doc, const hloa_lsp_pipeline *p,
                                    const hloa_lsp_config *config);
void hloa_lsp_analysis_free(hloa_lsp_analysis *an);

/* The innermost computation written around off, or NULL. */
const hloa_comp *hloa_lsp_comp_at(const hloa_lsp_analysis *an, uint32_t off);
/* The written instruction whose text holds off, or NULL. */
const hloa_instr *hloa_lsp_instr_at(const hloa_lsp_analysis *an, uint32_t off);
/* The async op in is a link of, or NULL. */
const hloa_lsp_op_ref *hloa_lsp_op_of(const hloa_lsp_analysis *an, const hloa_instr *in);
static inline const hloa_async_op *hloa_lsp_op(const hloa_lsp_analysis *an,
                                               const hloa_lsp_op_ref *r)
{
    return &an->t.comps[r->comp].ops[r->op];
}

/* What a word of the text names. */
typedef struct hloa_lsp_target {
    const hloa_instr *instr; /* an instruction, or NULL */
    const hloa_comp *comp;   /* a computation, or NULL */
    int at_definition;       /* the word is the definition's own name */
    uint32_t b, e;           /* the word's bytes, sigil ('%', '@') included */
    uint32_t def_b, def_e;   /* where the name it is defined by is written */
} hloa_lsp_target;
/* The instruction or computation the word at off names: 1, or 0 when none. */
int hloa_lsp_target_at(const hloa_lsp_analysis *an, uint32_t off, hloa_lsp_target *t);
/* Where an instruction's or computation's name is written: [*b, *e). */
void hloa_lsp_instr_name_span(const hloa_module *m, const hloa_instr *in, uint32_t *b, uint32_t *e);
void hloa_lsp_comp_name_span(const hloa_module *m, const hloa_comp *c, uint32_t *b, uint32_t *e);
/* The bytes of a name token at off (sigils % @ included): its end. */
uint32_t hloa_lsp_word_end(const char *text, uint32_t len, uint32_t off);

#endif
