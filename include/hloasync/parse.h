/*
 * HLO text -> IR. The parser reads one module (a region of a source file),
 * reports every problem it finds through diags and recovers at the next
 * instruction or computation, so one run reports all errors of a file.
 */
#ifndef HLOASYNC_PARSE_H
#define HLOASYNC_PARSE_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"

/*
 * Parses m->region of m->src into m (initialised with hloa_module_init).
 * Returns the number of errors reported (0 = the module is well formed as
 * far as the grammar and names go). Operands that name nothing are NULL.
 */
int hloa_parse_module(hloa_module *m, hloa_diags *diags);

/* Does the region hold nothing but white space and comments? */
int hloa_region_is_blank(const hloa_source *src, hloa_region r);

#endif
