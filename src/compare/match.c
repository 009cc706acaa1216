/*
 * Finding BEFORE's instructions in AFTER (match.h): AFTER's instructions by
 * name symbol and by a hash of their metadata, sorted, so that each lookup
 * is a search by halves.
 */
#include "match.h"

#include "hloasync/hash.h"
#include "hloasync/strbuf.h"

#include <stdlib.h>
#include <string.h>

/* The op_name and source_line of in's metadata, or 0: [*name, +*name_len), [*line, ...). */
static int metadata_of(const hloa_instr *in, const char **name, uint32_t *name_len,
                       const char **line, uint32_t *line_len)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_METADATA);
    const char *at = a ? hloa_find(a->val, a->val_len, "op_name=\"", 9) : NULL;
    if (!at)
        return 0;
    at += 9;
    const char *end = a->val + a->val_len, *q = at;
    while (q < end && *q != '"')
        q += *q == '\\' && q + 1 < end ? 2 : 1;
    *name = at;
    *name_len = (uint32_t)(q - at);
    const char *l = hloa_find(a->val, a->val_len, "source_line=", 12);
    *line = l ? l + 12 : end; /* none: an empty line number */
    *line_len = 0;
    while (*line + *line_len < end && (*line)[*line_len] >= '0' && (*line)[*line_len] <= '9')
        ++*line_len;
    return *name_len > 0;
}

static uint32_t meta_hash(const char *name, uint32_t nl, const char *line, uint32_t ll)
{
    return hloa_hash_bytes(name, nl) * 31u + hloa_hash_bytes(line, ll);
}

static int by_hash(const void *x, const void *y)
{
    const hloa_match_keyed *a = x, *b = y;
    return a->hash < b->hash ? -1 : a->hash > b->hash;
}

void hloa_finder_init(hloa_finder *f, const hloa_module *m)
{
    memset(f, 0, sizeof(*f));
    f->m = m;
    f->by_name = hloa_xcalloc(m->names.n_syms + 1, sizeof(*f->by_name));
    HLOA_VEC(hloa_match_keyed) meta = {0};
    for (uint32_t c = 0; c < m->n_comps; c++)
        for (uint32_t j = 0; j < m->comps[c]->n_instrs; j++) {
            const hloa_instr *in = m->comps[c]->instrs[j];
            if (in->generated || m->comps[c]->generated)
                continue; /* desugar's wrappers: their instructions are not in the text */
            if (!f->by_name[in->name]) /* names are symbols of m: below n_syms */
                f->by_name[in->name] = in;
            const char *n, *l;
            uint32_t nl, ll;
            if (metadata_of(in, &n, &nl, &l, &ll))
                HLOA_VEC_PUSH(meta, ((hloa_match_keyed){meta_hash(n, nl, l, ll), in}));
        }
    if (meta.len > 1)
        qsort(meta.items, meta.len, sizeof(hloa_match_keyed), by_hash);
    f->by_meta = meta.items;
    f->n_meta = meta.len;
    hloa_callers_find(m, &f->callers);
}

void hloa_finder_release(hloa_finder *f)
{
    free(f->by_name);
    free(f->by_meta);
    hloa_callers_release(&f->callers);
}

size_t hloa_match_find(const hloa_finder *f, const hloa_module *before, const hloa_instr *in,
                       const hloa_instr **out)
{
    size_t n = 0;
    const char *name, *line;
    uint32_t nl, ll;
    if (metadata_of(in, &name, &nl, &line, &ll)) {
        uint32_t h = meta_hash(name, nl, line, ll);
        size_t lo = 0, hi = f->n_meta;
        while (lo < hi) { /* the first entry of hash h */
            size_t mid = (lo + hi) / 2;
            if (f->by_meta[mid].hash < h)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (size_t k = lo; k < f->n_meta && f->by_meta[k].hash == h && n < HLOA_MATCH_MAX; k++) {
            const char *n2, *l2;
            uint32_t nl2, ll2;
            const hloa_instr *c = f->by_meta[k].in;
            if (metadata_of(c, &n2, &nl2, &l2, &ll2) && nl2 == nl && ll2 == ll &&
                !memcmp(n2, name, nl) && !memcmp(l2, line, ll))
                out[n++] = c;
        }
        if (n)
            return n;
    }
    const hloa_instr *c = hloa_match_named(f, before, in);
    if (c)
        out[n++] = c;
    return n;
}

const hloa_instr *hloa_match_named(const hloa_finder *f, const hloa_module *before,
                                   const hloa_instr *in)
{
    uint32_t len;
    const char *s = hloa_name(before, in->name, &len);
    hloa_sym sym = hloa_intern_find(&f->m->names, s, len);
    /* by name, when it still does what it did (or became an async op's start) */
    const hloa_instr *c = sym ? f->by_name[sym] : NULL;
    if (c && (c->opcode == in->opcode || hloa_opcodes[c->opcode].family == HLOA_FAM_ASYNC_START ||
              hloa_opcodes[c->opcode].family == HLOA_FAM_PAIR_START))
        return c;
    return NULL;
}

const hloa_timeline_comp **hloa_match_index_timeline(const hloa_timeline *t)
{
    const hloa_timeline_comp **of = hloa_xcalloc(t->m->n_comps + 1, sizeof(*of));
    for (uint32_t c = 0; c < t->n_comps; c++)
        of[t->comps[c].comp->index] = &t->comps[c];
    return of;
}

/* Its computation's ops are in schedule order (by their starts' places): a search by halves. */
const hloa_async_op *hloa_match_op_started_by(const hloa_timeline_comp *const *tc_of,
                                              const hloa_instr *in)
{
    const hloa_timeline_comp *tc = tc_of[in->parent->index];
    if (!tc)
        return NULL;
    uint32_t lo = 0, hi = tc->n_ops;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (tc->ops[mid].begin < (int64_t)in->index)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < tc->n_ops && tc->ops[lo].begin == (int64_t)in->index; lo++)
        if (tc->ops[lo].start == in && tc->ops[lo].done)
            return &tc->ops[lo];
    return NULL;
}
