/*
 * The byte readers (parse_quick.c): each reads a plain piece of a line from
 * the bytes and returns nonzero, or returns 0 having changed nothing and the
 * grammar (parse.c) reads it token by token. With p->quick NULL every call
 * returns 0.
 */
#ifndef HLOASYNC_SRC_PARSE_QUICK_H
#define HLOASYNC_SRC_PARSE_QUICK_H

#include "parser.h"

/* The readers' caches for p (hloa_parser_init); released with hloa_quick_release. */
void hloa_quick_init(parser *p);
void hloa_quick_release(parser *p);

/* ` = shape opcode(` after an instruction's name: the shape and opcode span set, '(' current. */
int hloa_quick_prefix(parser *p, hloa_token name, hloa_instr *in, hloa_spans *sp);
/* `(a, b, ...)` of defined names: the operands pushed on p->ops, ')' current; its offset. */
uint32_t hloa_quick_operands(parser *p);
/* `(N)` of a parameter: its number set, the token after ')' current. */
int hloa_quick_parameter_number(parser *p, hloa_instr *in, hloa_spans *sp);
/* `, key=value` (the ',' current): *a filled, the token after the value current. */
int hloa_quick_attr(parser *p, hloa_instr *in, size_t base, hloa_attr *a);
/* A computation signature `(a: f32[], ...) -> shape {`: the result shape set, '{' current. */
int hloa_quick_signature(parser *p, hloa_comp *c);
/* The token after an operand list or an attribute, when it is a ',' or a new instruction. */
int hloa_quick_next(parser *p);
/* The grammar defined s as in (spelled: its bytes in the text, or NULL). */
void hloa_quick_defined(parser *p, hloa_sym s, hloa_instr *in, const char *spelled);

#endif
