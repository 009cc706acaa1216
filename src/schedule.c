/*
 * Schedule rules (SPEC 5.6) for modules with is_scheduled=true, where the
 * text order of a computation is its schedule: a note where an async op
 * hides no latency (nothing scheduled between its start and done), and,
 * with --max-in-flight=N, an error where more than N ops are in flight.
 * An "op" is a generic chain or a first-class pair.
 */
#include "hloasync/async.h"
#include "hloasync/passes.h"

#include <stdlib.h>
#include <string.h>

typedef struct span {
    const hloa_instr *start; /* the start of the op */
    const hloa_instr *done;  /* its done, or NULL (in flight to the end) */
    uint32_t begin, end;     /* schedule positions of start and done */
} span;

static int by_begin(const void *x, const void *y)
{
    const span *a = x, *b = y;
    return a->begin < b->begin ? -1 : a->begin > b->begin;
}

/* The async ops of one computation, from chains and pairs. */
static size_t collect(const hloa_comp *comp, const hloa_chains *chains, span **out)
{
    HLOA_VEC(span) v = {0};
    for (size_t i = 0; i < chains->len; i++) {
        const hloa_chain *ch = &chains->items[i];
        if (ch->start->parent != comp)
            continue;
        span s = {ch->start, ch->done, ch->start->index,
                  ch->done ? ch->done->index : comp->n_instrs};
        HLOA_VEC_PUSH(v, s);
    }
    for (uint32_t i = 0; i < comp->n_instrs; i++) {
        const hloa_instr *in = comp->instrs[i];
        if (hloa_opcodes[in->opcode].family != HLOA_FAM_PAIR_START)
            continue;
        const hloa_instr *done = NULL;
        for (uint32_t u = 0; u < in->n_users; u++)
            if (in->users[u]->opcode == hloa_opcode_pair(in->opcode))
                done = in->users[u];
        span s = {in, done, in->index, done ? done->index : comp->n_instrs};
        HLOA_VEC_PUSH(v, s);
    }
    if (v.len > 1)
        qsort(v.items, v.len, sizeof(span), by_begin);
    *out = v.items;
    return v.len;
}

/* Is everything scheduled between start and done part of the same chain? */
static int hides_nothing(const hloa_comp *comp, const span *s, const hloa_chains *chains)
{
    if (!s->done)
        return 0;
    for (uint32_t i = s->begin + 1; i < s->end; i++) {
        const hloa_instr *in = comp->instrs[i];
        int link = 0;
        for (size_t k = 0; k < chains->len && !link; k++)
            if (chains->items[k].start == s->start)
                for (uint32_t j = 0; j < chains->items[k].n_links; j++)
                    link |= chains->items[k].links[j] == in;
        if (!link)
            return 0;
    }
    return 1;
}

int hloa_verify_schedule(hloa_module *m, const hloa_schedule_options *o, hloa_diags *d)
{
    if (!m->is_scheduled)
        return 0;
    int errors = 0;
    hloa_chains chains;
    hloa_chains_find(m, &chains);
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        span *spans;
        size_t n = collect(comp, &chains, &spans);
        uint32_t cn;
        const char *cs = hloa_name(m, comp->name, &cn);
        for (size_t i = 0; i < n; i++) {
            const span *s = &spans[i];
            uint32_t sn;
            const char *ss = hloa_name(m, s->start->name, &sn);
            hloa_diags_set_context(d, cs, cn, ss, sn);
            if (hides_nothing(comp, s, &chains)) {
                hloa_diag *dg = hloa_diag_add(
                    d, HLOA_RULE_ASYNC_NO_OVERLAP, s->start->opcode_off,
                    s->start->opcode_off + s->start->opcode_len,
                    "'%.*s' is followed by its done with nothing scheduled in between: it hides "
                    "no latency",
                    (int)sn, ss);
                hloa_diag_related(d, dg, s->done->off, "the done '%s' is here",
                                  hloa_name_z(m, s->done->name));
            }
            if (o->max_in_flight < 0)
                continue;
            /* Ops in flight when this one starts: those begun earlier and not yet done. */
            long in_flight = 1;
            for (size_t k = 0; k < i; k++)
                in_flight += spans[k].end > s->begin;
            if (in_flight > o->max_in_flight) {
                hloa_diag *dg = hloa_diag_add(
                    d, HLOA_RULE_ASYNC_IN_FLIGHT, s->start->opcode_off,
                    s->start->opcode_off + s->start->opcode_len,
                    "%ld async ops are in flight once '%.*s' starts; --max-in-flight=%ld", in_flight,
                    (int)sn, ss, o->max_in_flight);
                for (size_t k = 0; k < i; k++)
                    if (spans[k].end > s->begin)
                        hloa_diag_related(d, dg, spans[k].start->off, "'%s' is in flight",
                                          hloa_name_z(m, spans[k].start->name));
                errors++;
            }
        }
        free(spans);
    }
    hloa_chains_release(&chains);
    hloa_diags_set_context(d, NULL, 0, NULL, 0);
    return errors;
}
