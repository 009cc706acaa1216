/* The instruction names in scope while a module is read (names.h). */
#include "names.h"

#include "hloasync/arena.h"

#include <stdlib.h>
#include <string.h>

void hloa_names_init(name_scopes *ns, const hloa_interner *in)
{
    memset(ns, 0, sizeof(*ns));
    ns->limit = UINT32_MAX;
    if (in->shared) {
        ns->base = in->n_syms;
        ns->limit = in->cap_syms;
    }
}

void hloa_names_drop(name_scopes *ns)
{
    hloa_pages_free(ns->def_instr, ns->def_instr_bytes);
    hloa_pages_free(ns->def_gen, ns->def_gen_bytes);
    free(ns->side);
    ns->def_instr = NULL, ns->def_gen = NULL, ns->side = NULL;
    ns->def_cap = ns->side_mask = ns->n_side = 0;
    ns->def_instr_bytes = ns->def_gen_bytes = 0;
}

void hloa_names_release(name_scopes *ns)
{
    hloa_names_drop(ns);
    free(ns->undo.items);
    memset(&ns->undo, 0, sizeof(ns->undo));
}

static def_entry *side_slot(const name_scopes *ns, hloa_sym s)
{
    uint32_t i = hloa_hash_slot(s, ns->side_mask);
    while (ns->side[i].sym && ns->side[i].sym != s)
        i = (i + 1) & ns->side_mask;
    return &ns->side[i];
}

def_entry hloa_names_get(const name_scopes *ns, hloa_sym s)
{
    uint32_t i = s - ns->base; /* wraps for s < base */
    if (i < ns->limit - ns->base)
        return i < ns->def_cap ? (def_entry){s, ns->def_gen[i], ns->def_instr[i]}
                               : (def_entry){s, 0, NULL};
    if (!ns->side)
        return (def_entry){s, 0, NULL};
    def_entry e = *side_slot(ns, s);
    return e.sym ? e : (def_entry){s, 0, NULL};
}

static void side_grow(name_scopes *ns)
{
    def_entry *old = ns->side;
    uint32_t old_n = old ? ns->side_mask + 1 : 0;
    ns->side_mask = old ? ns->side_mask * 2 + 1 : 255;
    ns->side = hloa_xzeroed((size_t)ns->side_mask + 1, sizeof(*ns->side));
    for (uint32_t i = 0; i < old_n; i++)
        if (old[i].sym)
            *side_slot(ns, old[i].sym) = old[i];
    free(old);
}

/* Bytes of pages that hold n entries of size bytes. */
static size_t def_bytes(uint32_t n, size_t size)
{
    return ((size_t)n * size + 4095) & ~(size_t)4095;
}

static void grow_defs(name_scopes *ns, uint32_t i)
{
    if (i < ns->def_cap)
        return;
    /* Half again, from 64K names: zeroed as they come, not all the names reserved. */
    uint32_t n = ns->def_cap < 65536 ? 65536 : ns->def_cap + ns->def_cap / 2;
    if (n <= i)
        n = i + 1024;
    /* Never past the symbols the arrays are for: lookup takes any index below def_cap
       for one of them. */
    if (n > ns->limit - ns->base)
        n = ns->limit - ns->base;
    ns->def_instr = hloa_pages_grow(ns->def_instr, &ns->def_instr_bytes,
                                    def_bytes(n, sizeof(*ns->def_instr)));
    ns->def_gen =
        hloa_pages_grow(ns->def_gen, &ns->def_gen_bytes, def_bytes(n, sizeof(*ns->def_gen)));
    /* Arrays kept from an earlier module can be bigger than asked, and than each other:
       as many entries as both hold are used. */
    size_t fit = ns->def_instr_bytes / sizeof(*ns->def_instr);
    if (fit > ns->def_gen_bytes / sizeof(*ns->def_gen))
        fit = ns->def_gen_bytes / sizeof(*ns->def_gen);
    ns->def_cap = fit < ns->limit - ns->base ? (uint32_t)fit : ns->limit - ns->base;
}

void hloa_names_set(name_scopes *ns, hloa_sym s, hloa_instr *in, uint32_t gen)
{
    uint32_t i = s - ns->base;
    if (i < ns->limit - ns->base) {
        if (i >= ns->def_cap)
            grow_defs(ns, i);
        ns->def_instr[i] = in;
        ns->def_gen[i] = gen;
        return;
    }
    if (!ns->side || (ns->n_side + 1) * 2 > ns->side_mask)
        side_grow(ns);
    def_entry *e = side_slot(ns, s);
    ns->n_side += !e->sym;
    *e = (def_entry){s, gen, in};
}

void hloa_names_hide(name_scopes *ns, hloa_sym s)
{
    def_entry outer = hloa_names_get(ns, s);
    if (outer.gen && outer.gen != ns->gen) {
        undo_entry u = {s, outer.instr, outer.gen};
        HLOA_VEC_PUSH(ns->undo, u);
    }
}

size_t hloa_names_open_inline(name_scopes *ns)
{
    return ns->undo.len;
}

void hloa_names_close_inline(name_scopes *ns, size_t mark)
{
    while (ns->undo.len > mark) {
        undo_entry u = ns->undo.items[--ns->undo.len];
        hloa_names_set(ns, u.sym, u.instr, u.gen);
    }
}
