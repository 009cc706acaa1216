/*
 * The parser's state, shared by parse.c (reading a module, or a part of one),
 * hlo/literal.c (the values of constants) and hlo/parts.c (reading a big
 * module in parts on several threads and joining them). Internal to the
 * library: not a public header.
 */
#ifndef HLOASYNC_SRC_PARSER_H
#define HLOASYNC_SRC_PARSER_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/hash.h"
#include "hloasync/lex.h"
#include "hloasync/shape.h"
#include "hloasync/strbuf.h"

#include "hloasync/lookahead.h"
#include "names.h"

#include <stdint.h>

typedef struct comp_ref {
    hloa_instr *instr; /* instruction with the reference */
    uint32_t slot;     /* index into instr->called */
    hloa_sym name;     /* computation named; 0 until interned (see intern_comp_refs) */
    uint32_t off, end; /* where the name is written */
    uint32_t name_off, len, hash; /* the name's bytes (no '%') and their hash */
} comp_ref;

/* Control predecessors are checked to exist; no pass orders by them, so they are not kept. */
typedef struct pred_ref {
    hloa_sym name;     /* instruction named */
    uint32_t off, end; /* where the name is written */
} pred_ref;

/* The instructions of the computation being parsed, in text order. */
typedef HLOA_VEC(hloa_instr *) instr_vec;

/*
 * An operand a part could not find because the part starts inside its
 * computation: it is looked for in the parts before once they are joined.
 */
typedef struct pending_operand {
    hloa_instr *user;          /* NULL while its operand list is being read */
    uint32_t slot;             /* in p->ops until the list is read, then in user->operands */
    hloa_sym name;             /* the operand named */
    const hloa_shape *written; /* the shape written before it, or NULL */
} pending_operand;

/*
 * What a part holds of a top-level computation that a cut goes through (see
 * hlo/parts.c): its instructions on this side of the cut, and what their
 * names can only be checked against once the sides are joined.
 */
typedef struct segment {
    hloa_comp *comp;                 /* the computation; in a head, a stand-in until joined */
    instr_vec list;                  /* its instructions in this part, in text order */
    uint32_t gen;                    /* the generation its names are defined with here */
    HLOA_VEC(pred_ref) preds;        /* control predecessors not defined in this part */
    HLOA_VEC(pending_operand) pending; /* operands not defined in this part (a head's) */
    HLOA_VEC(def_entry) shadowed;    /* a closed head's names that later computations took */
    int closed;                      /* a head: its '}' is in this part */
} segment;

/*
 * What a parser reading one part of a big module keeps for the join
 * (hlo/parts.c); all zero when it reads a whole module.
 */
typedef struct part_state {
    int missing_comps;  /* references to computations not found */
    int unindexed;      /* computations are not indexed by name: not the first part */
    int continues;      /* it starts inside a body: the head is the rest of it */
    int may_end_open;   /* it ends inside a body: that body may meet the end */
    int ended_open;     /* it did: the tail holds the body (the head's, if tail_is_head) */
    int tail_is_head;   /* the part lies inside one body */
    int cut_unsafe;     /* the head made a name that depends on the parts before */
    segment head, tail; /* the computations cut at the start and at the end */
} part_state;

typedef struct parser {
    hloa_module *m;        /* the module being built */
    hloa_diags *d;         /* where problems go */
    hloa_lexer lx;         /* token source */
    hloa_token tok;        /* the current (lookahead) token */
    hloa_shape_parser sp;  /* shape parsing shares lx and tok */
    name_scopes names;     /* instruction names in scope (names.h) */
    int inline_depth;      /* > 0 inside an inline computation body */
    hloa_comp *top;        /* the top-level computation being parsed */
    int depth;             /* nesting of operands and literals */
    HLOA_VEC(hloa_instr *) ops;  /* operand stack shared by nested operand lists */
    HLOA_VEC(hloa_attr) attrs;   /* attribute stack */
    HLOA_VEC(hloa_comp *) called; /* called computations of the current instruction */
    HLOA_VEC(hloa_instr *) marked; /* the computation's instructions with kinds */
    HLOA_VEC(uint8_t) marked_kinds; /* and their kinds */
    HLOA_VEC(hloa_instr *) params; /* the computation's parameter instructions, in text order */
    instr_vec spare_list;        /* a body's list storage kept for the next body (empty) */
    HLOA_VEC(comp_ref) comp_refs; /* references resolved after the module */
    size_t comp_refs_named;       /* entries of comp_refs with their name interned */
    HLOA_VEC(pred_ref) pred_refs; /* control predecessors, resolved per computation */
    hloa_strbuf scratch;         /* temporary text */
    uint32_t handed_back;        /* text before this offset was handed back to the source */
    int errors;                  /* errors reported by this parser */
    int refused;                 /* the instruction being read has an opcode XLA refuses */
    int told_percent;            /* the first instruction set m->percent_names */
    part_state part;             /* when this parser reads one part of a module (hlo/parts.c) */
    struct quick_caches *quick;  /* the byte readers' (hlo/quick.c); NULL: tokens only */
} parser;

/* A parser of m's region: problems go to diags, "hlo-async:" comments to directives. */
void hloa_parser_init(parser *p, hloa_module *m, hloa_diags *diags, hloa_offsets *directives);
void hloa_parser_release(parser *p);
/* module ::= header? (computation | stack_frame_index)*   (of p->m->region; counts ENTRY) */
void hloa_parser_read_region(parser *p, int *seen_entry);
/* Finishes a computation whose instructions are all read: users, kinds, root, parameters. */
void hloa_parser_settle_computation(parser *p, hloa_comp *c);
/*
 * Points the instructions at the computations they refer to, looked up in all
 * of p->m; returns how many names were not found. Those are reported by
 * hloa_parser_report_missing_comps, apart: it reads the instructions' parents,
 * which may still be settling on another thread (hlo/parts.c).
 */
int hloa_parser_link_comp_refs(parser *p);
void hloa_parser_report_missing_comps(parser *p);
/* The entry computation: the one written ENTRY, else the last top-level one. */
int hloa_parser_find_entry(hloa_module *m, int seen_entry, hloa_diags *d);
/* literal ::= the value of a constant of that shape, the token after it current (literal.c) */
int hloa_literal_parse(parser *p, const hloa_shape *shape);

#endif
