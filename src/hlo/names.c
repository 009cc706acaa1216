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
    free(ns->side.items);
    memset(&ns->side, 0, sizeof(ns->side));
    hloa_table_release(&ns->side_by_sym);
    ns->def_instr = NULL, ns->def_gen = NULL;
    ns->def_cap = 0;
    ns->def_instr_bytes = ns->def_gen_bytes = 0;
}

void hloa_names_release(name_scopes *ns)
{
    hloa_names_drop(ns);
    free(ns->undo.items);
    memset(&ns->undo, 0, sizeof(ns->undo));
}

static uint32_t side_hash(const void *owner, uint32_t id)
{
    return hloa_hash_sym(((const name_scopes *)owner)->side.items[id - 1].sym);
}

/* The side definition of s, or NULL with *pr at the end of the walk (a table there). */
static def_entry *side_find(const name_scopes *ns, hloa_sym s, hloa_table_probe *pr)
{
    if (!ns->side.len)
        return NULL;
    *pr = hloa_table_probe_start(&ns->side_by_sym, hloa_hash_sym(s));
    for (uint32_t id; (id = hloa_table_probe_next(&ns->side_by_sym, pr)) != 0;)
        if (ns->side.items[id - 1].sym == s)
            return &ns->side.items[id - 1];
    return NULL;
}

def_entry hloa_names_get(const name_scopes *ns, hloa_sym s)
{
    uint32_t i = s - ns->base; /* wraps for s < base */
    if (i < ns->limit - ns->base)
        return i < ns->def_cap ? (def_entry){s, ns->def_gen[i], ns->def_instr[i]}
                               : (def_entry){s, 0, NULL};
    hloa_table_probe pr;
    const def_entry *e = side_find(ns, s, &pr);
    return e ? *e : (def_entry){s, 0, NULL};
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
    hloa_table_probe pr;
    def_entry *e = side_find(ns, s, &pr);
    if (e) {
        *e = (def_entry){s, gen, in};
        return;
    }
    if (!ns->side.len) {
        hloa_table_init(&ns->side_by_sym, 256);
        pr = hloa_table_probe_end(&ns->side_by_sym, hloa_hash_sym(s));
    }
    def_entry d = {s, gen, in};
    HLOA_VEC_PUSH(ns->side, d);
    hloa_table_add(&ns->side_by_sym, &pr, (uint32_t)ns->side.len, side_hash, ns);
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
