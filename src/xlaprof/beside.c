/*
 * XLA's schedule beside the tool's clock (xla_schedule.h, hloa_xs_beside_build):
 * each async op's predicted span in XLA's ScheduleProto (its start's start,
 * its done's end, in microseconds at the computation's cycles_per_microsecond)
 * beside when the tool's clock reaches the start and ends the done, and per
 * collective kind XLA's wasted cycles beside the tool's exposed time.
 */
#include "hloasync/xla_schedule.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The schedule of the computation named like tc's, or NULL. */
static const hloa_xs_comp *comp_of(const hloa_xla_schedule *s, const hloa_module *m,
                                   const hloa_comp *comp)
{
    uint32_t n;
    const char *name = hloa_name(m, comp->name, &n);
    for (uint32_t c = 0; c < s->n_comps; c++)
        if (s->comps[c].name && s->comps[c].name_len == n && !memcmp(s->comps[c].name, name, n))
            return &s->comps[c];
    return NULL;
}

static const hloa_xs_instr *instr_of(const hloa_xs_comp *xc, const hloa_module *m,
                                     const hloa_instr *in)
{
    uint32_t n;
    const char *name = hloa_name(m, in->name, &n);
    for (uint32_t i = 0; i < xc->n_instrs; i++)
        if (xc->instrs[i].name && xc->instrs[i].name_len == n &&
            !memcmp(xc->instrs[i].name, name, n))
            return &xc->instrs[i];
    return NULL;
}

/* The kind of SchedulerStatisticsProto an op (or synchronous transfer) of this opcode counts
   in, or -1: the collective its start runs, by its name's stem. */
static int kind_of(const char *label)
{
    int best = -1;
    size_t best_len = 0;
    for (int k = 0; k < HLOA_XS_KINDS; k++) {
        const char *name = hloa_xs_kind_name(k);
        size_t n = strlen(name);
        if (!strncmp(label, name, n) && (label[n] == '\0' || label[n] == '-') && n > best_len)
            best = k, best_len = n;
    }
    return best;
}

static int by_disagreement(const void *x, const void *y)
{
    const hloa_xs_op *a = x, *b = y;
    if (a->disagreement_us != b->disagreement_us)
        return a->disagreement_us > b->disagreement_us ? -1 : 1;
    return (a->op > b->op) - (a->op < b->op);
}

void hloa_xs_beside_build(const hloa_xla_schedule *s, const hloa_timeline *t, hloa_arena *arena,
                          hloa_xs_beside *b)
{
    memset(b, 0, sizeof(*b));
    const hloa_module *m = t->m;
    b->ops = hloa_arena_calloc(arena, t->n_ops + 1, sizeof(*b->ops));
    b->kinds = hloa_arena_calloc(arena, (size_t)t->n_comps * HLOA_XS_KINDS + 1, sizeof(*b->kinds));
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        const hloa_xs_comp *xc = comp_of(s, m, tc->comp);
        if (!xc) {
            b->n_unmatched += tc->n_ops;
            continue;
        }
        b->n_comps_matched++;
        double cpu = xc->cycles_per_us > 0 ? (double)xc->cycles_per_us : 1;
        double exposed[HLOA_XS_KINDS] = {0};
        for (uint32_t i = 0; i < tc->n_ops; i++) {
            const hloa_async_op *op = &tc->ops[i];
            int k = kind_of(hloa_async_op_label(op));
            if (k >= 0)
                exposed[k] += op->est.exposed_us;
            const hloa_xs_instr *xs = instr_of(xc, m, op->start);
            const hloa_xs_instr *xd = op->done ? instr_of(xc, m, op->done) : NULL;
            if (!xs || !xd) {
                b->n_unmatched++;
                continue;
            }
            hloa_xs_op *o = &b->ops[b->n_ops++];
            o->tc = tc;
            o->op = op;
            o->xla_start_us = xs->start_cycles / cpu;
            o->xla_end_us = xd->end_cycles / cpu;
            o->start_us = op->est.begin_us;
            o->end_us = op->est.end_us;
            o->disagreement_us = fmax(fabs(o->start_us - o->xla_start_us),
                                      fabs(o->end_us - o->xla_end_us));
        }
        for (uint32_t i = 0; i < tc->n_syncs; i++) {
            int k = kind_of(hloa_opcodes[tc->syncs[i].opcode].name);
            if (k >= 0)
                exposed[k] += tc->syncs[i].time_us;
        }
        for (int k = 0; k < HLOA_XS_KINDS; k++)
            if (exposed[k] > 0 || xc->wasted_cycles[k] > 0)
                b->kinds[b->n_kinds++] =
                    (hloa_xs_kind){tc, xc, k, xc->wasted_cycles[k] / cpu, exposed[k]};
    }
    qsort(b->ops, b->n_ops, sizeof(*b->ops), by_disagreement);
}
