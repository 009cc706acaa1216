/*
 * The instruction names in scope while a module is read: define, look up,
 * the scope of each computation and of inline bodies inside it, and undoing
 * what an inline body hid. Internal to the parser (parse.c, hlo/parts.c).
 *
 * Instruction names are scoped to their computation. Instead of a table per
 * computation, each symbol's definition is kept with the generation of the
 * computation that made it; a lookup is valid only when that generation is
 * the current one, so opening a computation is one increment. Definitions
 * sit in arrays indexed by symbol for the symbols of [base, limit) (all of
 * them when one thread reads the module; a part's own range when parts are
 * read at once, see hloa_interner_view) and in a small side table for the
 * others.
 */
#ifndef HLOASYNC_SRC_NAMES_H
#define HLOASYNC_SRC_NAMES_H

#include "hloasync/hash.h"
#include "hloasync/intern.h"
#include "hloasync/ir.h"
#include "hloasync/table.h"

#include <stddef.h>
#include <stdint.h>

/* A definition as kept: 0 in gen when there is none. */
typedef struct def_entry {
    hloa_sym sym;      /* 0 = empty slot */
    uint32_t gen;      /* generation of the defining computation */
    hloa_instr *instr; /* the definition */
} def_entry;

typedef struct undo_entry {
    hloa_sym sym;      /* name redefined inside an inline computation */
    hloa_instr *instr; /* its outer definition */
    uint32_t gen;      /* the outer generation */
} undo_entry;

typedef struct name_scopes {
    uint32_t gen;                 /* generation of the computation being read (0: none) */
    uint32_t next_gen;            /* generation counter */
    hloa_instr **def_instr;       /* defining instruction per symbol from base (pages) */
    uint32_t *def_gen;            /* its generation per symbol from base (pages) */
    uint32_t def_cap;             /* entries of def_instr and def_gen */
    size_t def_instr_bytes, def_gen_bytes; /* their sizes (see hloa_pages_grow) */
    uint32_t base, limit;         /* the symbols the arrays are for */
    HLOA_VEC(def_entry) side;     /* definitions of the other symbols */
    hloa_table side_by_sym;       /* index + 1 in side by symbol (empty: no side definitions) */
    HLOA_VEC(undo_entry) undo;    /* outer names hidden by inline bodies being read */
} name_scopes;

/* Scopes for the names of interner in (a view's range, when it is one). */
void hloa_names_init(name_scopes *ns, const hloa_interner *in);
/* Frees the definitions: not needed once the text is read. */
void hloa_names_drop(name_scopes *ns);
void hloa_names_release(name_scopes *ns);

/* Opens the scope of a top-level computation's body; returns the generation it replaces. */
static inline uint32_t hloa_names_open(name_scopes *ns)
{
    uint32_t outer = ns->gen;
    ns->gen = ++ns->next_gen;
    return outer;
}
/* Closes it: the names of generation outer are in scope again. */
static inline void hloa_names_close(name_scopes *ns, uint32_t outer)
{
    ns->gen = outer;
}
/* An inline body's scope inside the current one: its definitions are undone when it closes. */
size_t hloa_names_open_inline(name_scopes *ns);
void hloa_names_close_inline(name_scopes *ns, size_t mark);

/* The definition of s as kept, in whatever generation (gen 0: none). */
def_entry hloa_names_get(const name_scopes *ns, hloa_sym s);
/* Sets the definition of s (in generation gen). */
void hloa_names_set(name_scopes *ns, hloa_sym s, hloa_instr *in, uint32_t gen);
/* An inline body hides the outer definition of s: it comes back when the body closes. */
void hloa_names_hide(name_scopes *ns, hloa_sym s);

/* Defines s as in in the current scope; inline_body: an inline body is being read.
   (Inline: every instruction is defined, most into room the arrays have.) */
static inline void hloa_names_define(name_scopes *ns, hloa_sym s, hloa_instr *in, int inline_body)
{
    if (inline_body)
        hloa_names_hide(ns, s);
    uint32_t i = s - ns->base; /* wraps for s < base */
    if (i < ns->def_cap) {
        ns->def_instr[i] = in;
        ns->def_gen[i] = ns->gen;
        return;
    }
    hloa_names_set(ns, s, in, ns->gen);
}

/* The definition of s in the current scope, or NULL. (Inline: every operand asks.) */
static inline hloa_instr *hloa_names_lookup(const name_scopes *ns, hloa_sym s)
{
    uint32_t i = s - ns->base; /* wraps for s < base */
    if (i < ns->def_cap)
        return ns->def_gen[i] == ns->gen ? ns->def_instr[i] : NULL;
    if (!ns->side.len)
        return NULL; /* in the arrays' range but past their end, or no side definitions */
    def_entry e = hloa_names_get(ns, s);
    return e.gen == ns->gen ? e.instr : NULL;
}

#endif
