/*
 * The canonical HLO printer, for IR that a pass created or changed, and for
 * printing a whole module (round-trip tests). It follows the style of the
 * file it prints into: names with or without '%', operand shapes or not.
 */
#ifndef HLOASYNC_PRINT_H
#define HLOASYNC_PRINT_H

#include "hloasync/ir.h"
#include "hloasync/strbuf.h"

typedef struct hloa_print_style {
    int percent;        /* write '%' before names */
    int operand_shapes; /* write the shape before each operand */
    int signatures;     /* write `(p: shape, ...) -> shape` computation headers */
    const char *indent; /* before each instruction, e.g. "  " */
} hloa_print_style;

/* The style of the module's own text. */
hloa_print_style hloa_print_style_of(const hloa_module *m);

/* One instruction, without indentation or newline. */
void hloa_print_instr(hloa_strbuf *sb, const hloa_module *m, const hloa_instr *in,
                      const hloa_print_style *st);
/* One computation, from its header to the closing '}' (and thread), with a final newline. */
void hloa_print_comp(hloa_strbuf *sb, const hloa_module *m, const hloa_comp *c,
                     const hloa_print_style *st);
/* The whole module: header, then every computation that is not an inline body. */
void hloa_print_module(hloa_strbuf *sb, const hloa_module *m, const hloa_print_style *st);

#endif
