/*
 * The blocks of one region as the builder reads them (mlir/cfg.c): where each
 * starts, its label, the branches its ops name, and, once the region is
 * whole, which block dominates which. Internal to src/mlir/.
 *
 * MLIR scopes a value by dominance, not by text order: a value of block A
 * may be used in block B when A dominates B (every path from the entry to B
 * goes through A), wherever B is written; a block no path reaches is
 * dominated by every block (as LLVM's and MLIR's dominator trees say).
 */
#ifndef HLOASYNC_SRC_MLIR_CFG_H
#define HLOASYNC_SRC_MLIR_CFG_H

#include "hloasync/diag.h"
#include "hloasync/mlir.h"

/* A use in another block than its value's, checked once the region's blocks are known. */
typedef struct mlir_dom_check {
    const hloa_instr *user; /* for the diagnostic (NULL: a return) */
    const hloa_instr *def;
    hloa_mlir_span use;
    uint32_t def_block, use_block;
} mlir_dom_check;

typedef struct mlir_cfg_edge {
    uint32_t from;        /* the block whose op branches */
    hloa_sym label;       /* to the block of this label */
    hloa_mlir_span at;    /* the label where the op names it */
} mlir_cfg_edge;

typedef struct hloa_mlir_cfg {
    HLOA_VEC(uint32_t) starts;          /* where each block starts (block 0: the region's '{') */
    HLOA_VEC(hloa_sym) labels;          /* each block's label (0: block 0 written without one) */
    HLOA_VEC(hloa_mlir_span) label_at;  /* and where it is written */
    HLOA_VEC(mlir_cfg_edge) edges;      /* the branches, in text order */
    HLOA_VEC(mlir_dom_check) checks;    /* the uses to check at the end */
    uint32_t *pre, *post;               /* at the end: each block's place in the dominator
                                           tree (pre order from 1, post order); 0: unreachable */
} hloa_mlir_cfg;

/* A region opening at off, its first block labelled label (0: none) at label_at. */
void hloa_mlir_cfg_init(hloa_mlir_cfg *g, uint32_t off, hloa_sym label, hloa_mlir_span label_at);
void hloa_mlir_cfg_release(hloa_mlir_cfg *g);
/* A block labelled label starts at label_at. */
void hloa_mlir_cfg_block(hloa_mlir_cfg *g, hloa_sym label, hloa_mlir_span label_at);
/* The block read now branches to label (named at at). */
void hloa_mlir_cfg_branch(hloa_mlir_cfg *g, hloa_sym label, hloa_mlir_span at);
/* The block read now. */
uint32_t hloa_mlir_cfg_current(const hloa_mlir_cfg *g);
/* The block that holds the text at off. */
uint32_t hloa_mlir_cfg_block_at(const hloa_mlir_cfg *g, uint32_t off);
/* A use (by user, in block use_block) of def, of block def_block, to check at the end. */
void hloa_mlir_cfg_check(hloa_mlir_cfg *g, mlir_dom_check k);
/*
 * The region (computation c of m) is whole: its labels are matched with the
 * branches (a label defined twice and a branch to no label of the region are
 * errors, as MLIR's parser says), its dominator tree found (Lengauer and
 * Tarjan's, O(E log V), no recursion), and the uses kept checked. Returns
 * the errors reported to d.
 */
int hloa_mlir_cfg_finish(hloa_mlir_cfg *g, const hloa_module *m, const hloa_comp *c, hloa_diags *d);
/* A use of def (in c, by user, NULL for a return) that def does not dominate, as MLIR's
   verifier refuses it: an undefined-name error, with a note where def is. */
void hloa_mlir_not_dominated(const hloa_module *m, hloa_diags *d, const hloa_comp *c,
                             const hloa_instr *user, const hloa_instr *def, hloa_mlir_span use,
                             int same_block);
/* After the finish: does block a dominate block b (a == b included)? */
int hloa_mlir_cfg_dominates(const hloa_mlir_cfg *g, uint32_t a, uint32_t b);

#endif
