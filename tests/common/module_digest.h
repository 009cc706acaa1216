/*
 * A module as text, for tests that compare two readings of the same input:
 * the unit tests and the fuzz target that read a module whole and in parts.
 */
#ifndef HLOA_TEST_MODULE_DIGEST_H
#define HLOA_TEST_MODULE_DIGEST_H

#include "hloasync/diag.h"
#include "hloasync/ir.h"
#include "hloasync/print.h"
#include "hloasync/strbuf.h"

#include <stdlib.h>
#include <string.h>

static inline int digest_by_string(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Everything a reader of m can see, as text (symbol numbers are not seen):
 * the printed module, the parser's error count and sorted diagnostics,
 * computations, instructions with their users (in order) and callees, and the set of
 * instruction names. Heap; the caller frees it.
 */
static inline char *module_digest(const hloa_module *m, int errors, const hloa_diags *diags)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    if (!errors) {
        hloa_print_style st = hloa_print_style_of(m);
        hloa_print_module(&sb, m, &st);
    }
    hloa_strbuf_addf(&sb, "errors %d entry %d header %d scheduled %d percent %d shapes %d "
                          "directives %u\n",
                     errors, m->entry ? (int)m->entry->index : -1, m->has_header,
                     m->is_scheduled, m->percent_names, m->operand_shapes, m->n_directives);
    for (uint32_t i = 0; i < m->n_directives; i++)
        hloa_strbuf_addf(&sb, "directive at %u\n", m->directives[i]);
    for (size_t i = 0; i < diags->list.len; i++) {
        const hloa_diag *g = &diags->list.items[i];
        hloa_strbuf_addf(&sb, "diag %d [%u, %u) %s in %s/%s\n", (int)g->rule, g->off, g->end,
                         g->message, g->computation ? g->computation : "-",
                         g->instruction ? g->instruction : "-");
    }
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        hloa_strbuf_addf(&sb, "comp %u [%u, %u) instrs %u params %u kinds %u marked %u entry %u\n",
                         comp->index, comp->off, comp->end, comp->n_instrs, comp->n_params,
                         comp->kinds, comp->n_marked, comp->is_entry);
        for (uint32_t i = 0; i < comp->n_instrs; i++) {
            const hloa_instr *in = comp->instrs[i];
            hloa_spans sp;
            hloa_instr_spans(m, in, &sp);
            hloa_strbuf_addf(&sb, " %u:%u-%u users %u spans %u %u %u %u %u %u", in->index, in->off,
                             in->end, in->n_users, sp.name_off, sp.shape_off, sp.shape_end,
                             sp.opcode_off, sp.operands_off, sp.operands_end);
            for (uint32_t k = 0; k < in->n_users; k++)
                hloa_strbuf_addf(&sb, " used by %u", in->users[k]->index);
            for (uint32_t k = 0; k < in->n_called; k++)
                hloa_strbuf_addf(&sb, " calls %d", in->called[k] ? (int)in->called[k]->index : -1);
        }
        hloa_strbuf_adds(&sb, "\n");
    }
    /* Instruction names in use, in string order. */
    char **names = malloc((m->names.n_syms + 1) * sizeof(*names));
    size_t n = 0;
    for (hloa_sym s = 0; s < m->names.n_syms; s++)
        if (hloa_module_names_instr(m, s)) {
            uint32_t len;
            const char *name = hloa_name(m, s, &len);
            names[n++] = strndup(name, len);
        }
    qsort(names, n, sizeof(*names), digest_by_string);
    for (size_t i = 0; i < n; i++) {
        hloa_strbuf_addf(&sb, "%s,", names[i]);
        free(names[i]);
    }
    free(names);
    return hloa_strbuf_detach(&sb, NULL);
}

#endif
