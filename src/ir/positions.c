/*
 * Names to positions in one computation (ir.h, hloa_positions). Control
 * edges name their predecessors; four readers (the control-edge check, the
 * scheduling-group check, the cost model's why and the comparison) each once
 * searched a computation's instructions for every name, which made a
 * computation of n edges cost n^2. The index is one array by name symbol,
 * allocated once a module and filled for one computation at a time.
 */
#include "hloasync/ir.h"

#include "hloasync/arena.h"

#include <stdlib.h>
#include <string.h>

void hloa_positions_init(hloa_positions *p, const hloa_module *m)
{
    memset(p, 0, sizeof(*p));
    p->m = m;
    /* names interned later (a pass's new ones) are never asked for: they are past n */
    p->n = m->names.n_syms > m->names.cap_syms ? m->names.n_syms : m->names.cap_syms;
    p->at = hloa_xcalloc((size_t)p->n + 1, sizeof(uint32_t));
}

static void forget(hloa_positions *p)
{
    const hloa_comp *c = p->comp;
    for (uint32_t i = 0; c && i < c->n_instrs; i++)
        if (c->instrs[i]->name < p->n)
            p->at[c->instrs[i]->name] = 0;
    p->comp = NULL;
}

void hloa_positions_set(hloa_positions *p, const hloa_comp *comp)
{
    if (p->comp == comp)
        return;
    forget(p);
    p->comp = comp;
    for (uint32_t i = 0; i < comp->n_instrs; i++) {
        hloa_sym s = comp->instrs[i]->name;
        if (s < p->n && !p->at[s]) /* a name written twice (bad input): its first place */
            p->at[s] = i + 1;
    }
}

int64_t hloa_position_of(const hloa_positions *p, const char *name, uint32_t len)
{
    hloa_sym s = hloa_intern_find(&p->m->names, name, len);
    return s && s < p->n && p->at[s] ? (int64_t)p->at[s] - 1 : -1;
}

int hloa_positions_next(const hloa_positions *p, const hloa_attr *a, uint32_t *pos, int64_t *at)
{
    const char *name;
    uint32_t len;
    if (!hloa_attr_next_name(a, pos, &name, &len))
        return 0;
    *at = hloa_position_of(p, name, len);
    return 1;
}

void hloa_positions_release(hloa_positions *p)
{
    free(p->at);
    memset(p, 0, sizeof(*p));
}
