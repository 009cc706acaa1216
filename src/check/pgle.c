/*
 * XLA's PGLE profile against the module (--pgle): what XLA's accuracy checker
 * (PGLEAccuracyChecker, xla/backends/gpu/transforms/pgle_accuracy_checker.cc,
 * which runs ProfileGuidedLatencyEstimator::CheckAccuracy) finds missing
 * (pgle-missing-instruction), and the entries that name no instruction of the
 * module, which XLA passes over without a word (pgle-unknown-instruction).
 */
#include "hloasync/check.h"
#include "hloasync/pgle.h"
#include "hloasync/timeline.h"

#include "checks.h"

#include <stdio.h>

/* Reports per rule and module: a profile of another module says the rest once. */
enum { MAX_REPORTS = 10 };

static const hloa_pgle *profile_of(const hloa_check *c)
{
    return c->options->hw ? c->options->hw->pgle : NULL;
}

/*
 * What XLA's GPU statistics take for no work (gpu_latency_hiding_scheduler.cc
 * IsNopInstruction), and the while and copy its aggregator does not count
 * (HandleMissingInstructionCost).
 */
static int never_missing(uint16_t opcode)
{
    switch (opcode) {
    case HLOA_OP_GET_TUPLE_ELEMENT:
    case HLOA_OP_BITCAST:
    case HLOA_OP_CONSTANT:
    case HLOA_OP_PARAMETER:
    case HLOA_OP_TUPLE:
    case HLOA_OP_PARTITION_ID:
    case HLOA_OP_REPLICA_ID:
    case HLOA_OP_OPT_BARRIER:
    case HLOA_OP_WHILE:
    case HLOA_OP_COPY:
        return 1;
    default:
        return 0;
    }
}

/* Does CheckAccuracy look at comp: the entry, or a computation whose one caller is a while? */
static int checked_comp(hloa_check *c, const hloa_comp *comp)
{
    if (comp == c->m->entry)
        return 1;
    const hloa_caller *k = hloa_callers_of(hloa_check_callers(c), comp);
    return k && !k->next && k->instr->opcode == HLOA_OP_WHILE;
}

typedef struct counter {
    uint32_t reports;
    const hloa_instr *first_unshown;
} counter;

/* One more missing instruction: reported while under the cap, else counted. */
static void missing(hloa_check *c, counter *n, const hloa_instr *in, const char *what)
{
    if (n->reports++ >= MAX_REPORTS) {
        if (!n->first_unshown)
            n->first_unshown = in;
        return;
    }
    const hloa_pgle *p = profile_of(c);
    hloa_check_report(c, HLOA_RULE_PGLE_MISSING_INSTRUCTION, in, in->opcode_off,
                      in->opcode_off + in->opcode_len,
                      "the PGLE profile '%s' has no %s for '%s': XLA's accuracy checker counts it "
                      "missing",
                      p->path, what, hloa_check_name(c, in->name));
}

void hloa_check_pgle_missing(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    const hloa_pgle *p = profile_of(c);
    if (!p)
        return;
    const hloa_module *m = c->m;
    counter n = {0, NULL};
    /* async ops: a latency from start to done, or the start's cost (GetLatencyBetween) */
    const hloa_timeline *t = hloa_check_timeline(c);
    for (uint32_t k = 0; k < t->n_comps; k++) {
        const hloa_timeline_comp *tc = &t->comps[k];
        if (!checked_comp(c, tc->comp))
            continue;
        for (uint32_t i = 0; i < tc->n_ops; i++)
            if (tc->ops[i].done && hloa_pgle_op_us(p, m, &tc->ops[i]) < 0)
                missing(c, &n, tc->ops[i].start, "latency or cost");
    }
    /* the rest: a cost by name (NodeCost); an async op's links are the ops above */
    for (uint32_t k = 0; k < m->n_comps; k++) {
        const hloa_comp *comp = m->comps[k];
        if (!checked_comp(c, comp))
            continue;
        for (uint32_t i = 0; i < comp->n_instrs; i++) {
            const hloa_instr *in = comp->instrs[i];
            uint8_t family = hloa_opcodes[in->opcode].family;
            if (never_missing(in->opcode) || family != HLOA_FAM_PLAIN)
                continue;
            uint32_t len;
            const char *name = hloa_name(m, in->name, &len);
            if (hloa_pgle_cost_us(p, name, len) < 0)
                missing(c, &n, in, "cost");
        }
    }
    if (n.first_unshown) {
        const hloa_instr *in = n.first_unshown;
        hloa_diag *d = hloa_check_report(
            c, HLOA_RULE_PGLE_MISSING_INSTRUCTION, in, in->opcode_off,
            in->opcode_off + in->opcode_len,
            "%u more instructions are missing from the PGLE profile '%s', from this one on; the "
            "first %d are reported",
            n.reports - MAX_REPORTS, p->path, MAX_REPORTS);
        hloa_diag_stands_for(c->d, d, n.reports - MAX_REPORTS - 1);
    }
}

/* Is name an instruction of the module? */
static int names_instr(const hloa_module *m, const char *name, uint32_t len)
{
    hloa_sym s = hloa_intern_find(&m->names, name, len);
    return s && hloa_module_names_instr(m, s);
}

/* Where an entry is: "FILE:LINE:COL" in a text profile, "FILE (costs entry N)" in a binary one. */
static const char *entry_place(hloa_check *c, const hloa_pgle *p, uint32_t line, uint32_t col,
                               const char *field, uint32_t index)
{
    if (line)
        return hloa_arena_printf(&c->scratch, "%s:%u:%u", p->path, line, col);
    return hloa_arena_printf(&c->scratch, "%s (%s entry %u)", p->path, field, index + 1);
}

static void unknown(hloa_check *c, uint32_t *reports, const char *place, const char *field,
                    const char *name, uint32_t len)
{
    const hloa_module *m = c->m;
    if ((*reports)++ >= MAX_REPORTS)
        return;
    uint32_t at = m->has_header ? m->header_off : m->region.begin;
    hloa_check_report(c, HLOA_RULE_PGLE_UNKNOWN_INSTRUCTION, NULL, at,
                      at + (m->has_header ? 9 : 0),
                      "%s: %s '%.*s' names no instruction of this module: XLA passes it over",
                      place, field, (int)len, name);
}

void hloa_check_pgle_unknown(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    const hloa_pgle *p = profile_of(c);
    if (!p)
        return;
    const hloa_module *m = c->m;
    uint32_t reports = 0;
    for (uint32_t i = 0; i < p->n_costs; i++) {
        const hloa_pgle_cost *e = &p->costs[i];
        if (!names_instr(m, e->name, e->name_len))
            unknown(c, &reports, entry_place(c, p, e->line, e->col, "costs", i), "costs",
                    e->name, e->name_len);
    }
    for (uint32_t i = 0; i < p->n_latencies; i++) {
        const hloa_pgle_latency *e = &p->latencies[i];
        const char *place = entry_place(c, p, e->line, e->col, "latencies", i);
        if (!names_instr(m, e->source, e->source_len))
            unknown(c, &reports, place, "latencies source", e->source, e->source_len);
        if (!names_instr(m, e->target, e->target_len))
            unknown(c, &reports, place, "latencies target", e->target, e->target_len);
    }
    if (reports > MAX_REPORTS) {
        uint32_t at = m->has_header ? m->header_off : m->region.begin;
        hloa_diag *d = hloa_check_report(
            c, HLOA_RULE_PGLE_UNKNOWN_INSTRUCTION, NULL, at, at + (m->has_header ? 9 : 0),
            "%u more entries of the PGLE profile '%s' name no instruction of this module; the "
            "first %d are reported",
            reports - MAX_REPORTS, p->path, MAX_REPORTS);
        hloa_diag_stands_for(c->d, d, reports - MAX_REPORTS - 1);
    }
}
