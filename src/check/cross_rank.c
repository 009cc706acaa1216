/*
 * Collectives in flight together across ranks (rule async-cross-rank), in
 * scheduled modules: two async collectives whose spans overlap and some of
 * whose device groups share two devices or more. XLA:GPU's scheduler never
 * puts them in flight together (GpuScheduleCrossesOverlapLimit, openxla/xla
 * PRs 40656 and 47467: "More than one shared device can create a cyclic
 * launch dependency"): on separate streams their NCCL launches can wait for
 * each other across ranks. Send and recv, and collectives that run on the
 * "collective" custom stream, are left out, as XLA leaves them out.
 */
#include "hloasync/check.h"
#include "hloasync/timeline.h"

#include "checks.h"

#include <stdlib.h>
#include <string.h>

/* Ops in flight at once that are compared, and reports a computation gets (the rest are
   counted and said in one more report, as async-exposed does). */
enum { MAX_IN_FLIGHT = 64, MAX_REPORTS = 20 };

/* The collective an async op runs (its wrapped root, or the pair's start), or NULL. */
static const hloa_instr *collective_of(const hloa_async_op *op)
{
    const hloa_instr *in = op->start;
    uint32_t n;
    const char *v = hloa_instr_frontend_attr(in, "_xla_stream_annotation", &n);
    if (v && hloa_stream_is_collective(v, n))
        return NULL; /* a custom collective: XLA's check passes over it */
    if (op->collective) {
        in = op->collective; /* a JAX custom-call pair: the collective XLA makes of it */
    } else if (op->kind != HLOA_KIND_PAIR) {
        const hloa_comp *c = hloa_async_called(in);
        in = c ? c->root : NULL;
    }
    if (!in)
        return NULL;
    return hloa_opcode_collective(in->opcode) != HLOA_OP_UNKNOWN ? in : NULL;
}

typedef struct active {
    const hloa_async_op *op;
    hloa_device_groups groups;
} active;

static void check_comp(hloa_check *c, const hloa_timeline_comp *tc)
{
    active live[MAX_IN_FLIGHT];
    uint32_t n_live = 0, reports = 0;
    const hloa_instr *first_unshown = NULL;
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        const hloa_async_op *op = &tc->ops[i];
        /* the ops done by this start leave */
        for (uint32_t k = 0; k < n_live;) {
            if (live[k].op->end >= 0 && live[k].op->end < op->begin) {
                hloa_device_groups_release(&live[k].groups);
                live[k] = live[--n_live];
            } else {
                k++;
            }
        }
        const hloa_instr *coll = collective_of(op);
        active a = {.op = op};
        if (!coll || hloa_device_groups_of(c->m, coll, &a.groups))
            continue;
        for (uint32_t k = 0; k < n_live; k++) {
            int64_t shared = hloa_device_groups_overlap(&live[k].groups, &a.groups);
            if (shared < 2)
                continue;
            if (reports++ >= MAX_REPORTS) {
                if (!first_unshown)
                    first_unshown = op->start;
                continue;
            }
            const hloa_instr *other = live[k].op->start;
            hloa_diag *d = hloa_check_report(
                c, HLOA_RULE_ASYNC_CROSS_RANK, op->start, op->start->opcode_off,
                op->start->opcode_off + op->start->opcode_len,
                "'%s' starts while '%s' is in flight, and their groups share %lld devices: "
                "XLA:GPU never overlaps them (their launches can wait for each other across "
                "ranks)",
                hloa_check_name(c, op->start->name), hloa_check_name(c, other->name),
                (long long)shared);
            hloa_diag_related(c->d, d, other->off, "'%s' starts here",
                              hloa_check_name(c, other->name));
        }
        if (n_live < MAX_IN_FLIGHT)
            live[n_live++] = a;
        else
            hloa_device_groups_release(&a.groups);
    }
    for (uint32_t k = 0; k < n_live; k++)
        hloa_device_groups_release(&live[k].groups);
    if (first_unshown) {
        uint32_t cn;
        const char *cs = hloa_name(c->m, tc->comp->name, &cn);
        hloa_diag *d = hloa_check_report(
            c, HLOA_RULE_ASYNC_CROSS_RANK, first_unshown, first_unshown->opcode_off,
            first_unshown->opcode_off + first_unshown->opcode_len,
            "%u more pairs of collectives of '%.*s' are in flight together with devices in "
            "common, from this one on; the first %d are reported",
            reports - MAX_REPORTS, (int)cn, cs, MAX_REPORTS);
        hloa_diag_stands_for(c->d, d, reports - MAX_REPORTS - 1); /* the summary counts them all */
    }
}

void hloa_check_cross_rank(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    if (!hloa_rule_on(c->options ? c->options->rules : NULL, HLOA_RULE_ASYNC_CROSS_RANK))
        return;
    const hloa_timeline *t = hloa_check_timeline(c);
    for (uint32_t k = 0; k < t->n_comps; k++)
        check_comp(c, &t->comps[k]);
}
