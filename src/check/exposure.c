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
#include <stdlib.h>

/* The share of its own time above which an op is worth a note, and the least wait that is. */
static const double NOTE_FRACTION = 0.5;
static const double NOTE_MIN_US = 1.0;
/* Notes per computation, the most exposed ops: a schedule of thousands says the rest once. */
enum { MAX_NOTES = 20 };

static const char *op_name(const hloa_async_op *op)
{
    return op->opcode == HLOA_OP_UNKNOWN ? "async op" : hloa_opcodes[op->opcode].name;
}

/* One op's report: async-exposed-budget above the budget, else async-exposed. */
static void report(hloa_check *c, const hloa_timeline_comp *tc, const hloa_async_op *op,
                   const hloa_hw *hw, double budget)
{
    const hloa_estimate *e = &op->est;
    double fraction = e->exposed_us / e->async_us;
    int over_budget = budget >= 0 && fraction > budget;
    uint32_t sn, dn;
    const char *ss = hloa_name(c->m, op->start->name, &sn);
    const char *ds = hloa_name(c->m, op->done->name, &dn);
    char limit[64] = "", why[384];
    hloa_why_text(NULL, c->m, tc, op, why, sizeof(why));
    if (over_budget)
        snprintf(limit, sizeof(limit), " (--max-exposed-fraction=%g)", budget);
    hloa_diag *dg = hloa_check_report(
        c, over_budget ? HLOA_RULE_ASYNC_EXPOSED_BUDGET : HLOA_RULE_ASYNC_EXPOSED, op->start,
        op->start->opcode_off, op->start->opcode_off + op->start->opcode_len,
        "%.0f%% of '%.*s' is exposed%s: its %s takes %.1f us on %s, the compute "
        "scheduled before its done covers %.1f us; %s",
        100 * fraction, (int)sn, ss, limit, op_name(op), e->async_us, hw->name, e->covered_us, why);
    hloa_diag_related(c->d, dg, op->done->off, "the compute stream waits %.1f us at '%.*s'",
                      e->exposed_us, (int)dn, ds);
}

/* Keeps the MAX_NOTES + 1 most exposed ops of those offered, in order, in top. */
static void keep_most_exposed(const hloa_async_op **top, uint32_t *n_top, const hloa_async_op *op)
{
    uint32_t n = *n_top;
    if (n == MAX_NOTES + 1 && !hloa_more_exposed(op, top[n - 1]))
        return;
    uint32_t at = n < MAX_NOTES + 1 ? n++ : n - 1;
    for (; at > 0 && hloa_more_exposed(op, top[at - 1]); at--)
        top[at] = top[at - 1];
    top[at] = op;
    *n_top = n;
}

void hloa_check_exposure(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    /* Nothing to report: no estimate (the check runs on every scheduled module). */
    double budget = c->options ? c->options->max_exposed_fraction : -1;
    const hloa_rule_settings *rules = c->options ? c->options->rules : NULL;
    if (!hloa_rule_on(rules, HLOA_RULE_ASYNC_EXPOSED) &&
        (budget < 0 || !hloa_rule_on(rules, HLOA_RULE_ASYNC_EXPOSED_BUDGET)))
        return;
    hloa_timeline *t = hloa_check_timeline(c);
    if (!t->n_ops)
        return;
    hloa_hw hw;
    if (c->options && c->options->hw)
        hw = *c->options->hw;
    else
        hloa_hw_default(&hw);
    hloa_timeline_estimate(t, &hw, &c->scratch);
    for (uint32_t k = 0; k < t->n_comps; k++) {
        const hloa_timeline_comp *tc = &t->comps[k];
        /* The notes of a computation, the most exposed first, up to MAX_NOTES; the rest counted. */
        const hloa_async_op *notes[MAX_NOTES + 1];
        uint32_t n_notes = 0, n_kept = 0;
        for (uint32_t i = 0; i < tc->n_ops; i++) {
            const hloa_async_op *op = &tc->ops[i];
            const hloa_estimate *e = &op->est;
            if (!op->done || e->async_us <= 0)
                continue;
            double fraction = e->exposed_us / e->async_us;
            /* Nothing scheduled in between: async-no-overlap says so already. */
            int hides_nothing = op->end - op->begin - 1 == (int64_t)op->n_updates;
            if (budget >= 0 && fraction > budget) {
                report(c, tc, op, &hw, budget);
            } else if (fraction > NOTE_FRACTION && e->exposed_us >= NOTE_MIN_US && !hides_nothing) {
                n_notes++;
                keep_most_exposed(notes, &n_kept, op);
            }
        }
        for (uint32_t i = 0; i < n_kept && i < MAX_NOTES; i++)
            report(c, tc, notes[i], &hw, budget);
        if (n_notes > MAX_NOTES) {
            uint32_t cn;
            const char *cs = hloa_name(c->m, tc->comp->name, &cn);
            const hloa_instr *next = notes[MAX_NOTES]->start;
            hloa_diag *d = hloa_check_report(
                c, HLOA_RULE_ASYNC_EXPOSED, next, next->opcode_off,
                next->opcode_off + next->opcode_len,
                "%u more async ops of '%.*s' are more than half exposed, this one and those less "
                "exposed; 'hlo-async chains' lists them all",
                n_notes - MAX_NOTES, (int)cn, cs);
            hloa_diag_stands_for(c->d, d, n_notes - MAX_NOTES - 1); /* counted, all of them */
        }
    }
}
