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
/*
 * Same, by the grammar alone: none of the byte readers of the fast path
 * (src/hlo/quick.c). The module and the diagnostics are the same, only
 * slower; tests compare the two.
 */
int hloa_parse_module_by_grammar(hloa_module *m, hloa_diags *diags);
/*
 * Same, with up to jobs threads: a module of many MB is read in parts at
 * once. The module and the diagnostics are the same as hloa_parse_module's.
 */
int hloa_parse_module_jobs(hloa_module *m, hloa_diags *diags, int jobs);
/*
 * Same, in up to `parts` parts of whatever size (tests use it on small
 * modules); *parts_used (may be NULL) is how many were kept, 1 when the
 * module was read alone after all.
 */
int hloa_parse_module_in_parts(hloa_module *m, hloa_diags *diags, int parts, int *parts_used);

/* Which front end reads a module: by its first bytes (auto), or as --input says. */
typedef enum hloa_input_lang {
    HLOA_LANG_AUTO, /* MLIR when it starts like MLIR (hloa_mlir_sniff) or is a *.mlir file
                       that does not start with HloModule, else HLO text */
    HLOA_LANG_HLO,
    HLOA_LANG_MLIR,
} hloa_input_lang;

/* Is region r of src MLIR text, for a command told lang? */
int hloa_region_is_mlir(const hloa_source *src, hloa_region r, hloa_input_lang lang);
/*
 * Reads m->region with the front end it needs (frontend.c): MLIR into the
 * same IR (mlir.h), or HLO text on up to jobs threads (hloa_parse_module_jobs).
 * Returns the number of errors.
 */
int hloa_read_module(hloa_module *m, hloa_diags *diags, int jobs, hloa_input_lang lang);

/* Does the region hold nothing but white space and comments? */
int hloa_region_is_blank(const hloa_source *src, hloa_region r);

#endif
