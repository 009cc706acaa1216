/*
 * The schedule in time as rules (scheduled modules): a note where more than
 * half of an async op's estimated time is exposed (async-exposed), and with
 * --max-exposed-fraction=F an error where more than F is (async-exposed-budget).
 * The estimate is estimate.c's, built here in the check's scratch arena.
 */
#include "hloasync/check.h"
#include "hloasync/timeline.h"

#include "checks.h"

#include <stdio.h>

/* The share of its own time above which an op is worth a note, and the least wait that is. */
static const double NOTE_FRACTION = 0.5;
static const double NOTE_MIN_US = 1.0;

static const char *op_name(const hloa_async_op *op)
{
    return op->opcode == HLOA_OP_UNKNOWN ? "async op" : hloa_opcodes[op->opcode].name;
}

void hloa_check_exposure(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    hloa_timeline t;
    hloa_timeline_build(c->m, &c->scratch, &t);
    if (!t.n_ops)
        return;
    hloa_hw hw;
    if (c->options && c->options->hw)
        hw = *c->options->hw;
    else
        hloa_hw_default(&hw);
    hloa_timeline_estimate(&t, &hw, &c->scratch);
    double budget = c->options ? c->options->max_exposed_fraction : -1;
    for (uint32_t k = 0; k < t.n_comps; k++)
        for (uint32_t i = 0; i < t.comps[k].n_ops; i++) {
            const hloa_async_op *op = &t.comps[k].ops[i];
            const hloa_estimate *e = &op->est;
            if (!op->done || e->async_us <= 0)
                continue;
            double fraction = e->exposed_us / e->async_us;
            int over_budget = budget >= 0 && fraction > budget;
            /* Nothing scheduled in between: async-no-overlap says so already. */
            int hides_nothing = op->end - op->begin - 1 == (int64_t)op->n_updates;
            if (!over_budget &&
                (fraction <= NOTE_FRACTION || e->exposed_us < NOTE_MIN_US || hides_nothing))
                continue;
            uint32_t sn, dn;
            const char *ss = hloa_name(c->m, op->start->name, &sn);
            const char *ds = hloa_name(c->m, op->done->name, &dn);
            char limit[64] = "";
            if (over_budget)
                snprintf(limit, sizeof(limit), " (--max-exposed-fraction=%g)", budget);
            hloa_diag *dg = hloa_check_report(
                c, over_budget ? HLOA_RULE_ASYNC_EXPOSED_BUDGET : HLOA_RULE_ASYNC_EXPOSED,
                op->start, op->start->opcode_off, op->start->opcode_off + op->start->opcode_len,
                "%.0f%% of '%.*s' is exposed%s: its %s takes %.1f us on %s, the compute "
                "scheduled before its done covers %.1f us",
                100 * fraction, (int)sn, ss, limit, op_name(op), e->async_us, hw.name,
                e->covered_us);
            hloa_diag_related(c->d, dg, op->done->off, "the compute stream waits %.1f us at '%.*s'",
                              e->exposed_us, (int)dn, ds);
        }
}
