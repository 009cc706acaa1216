/*
 * Scheduling groups and the scheduler's hints (frontend attributes
 * _scheduling_group_id, keep_original_sequence_order_in_group,
 * scheduler_hint, scheduler_delay_priority), as XLA:GPU's latency-hiding
 * scheduler takes them (legalize_scheduling_annotations.cc,
 * scheduling_annotations_util.cc, latency_hiding_scheduler.cc):
 *
 *   scheduling-group-value    a value XLA refuses, or one its scheduler aborts on
 *   scheduling-group-done     a done not in its start's group
 *   scheduling-group-no-async a group without an async op XLA:GPU keeps: XLA drops it
 *   scheduling-group-gap      a group with work outside it between its members
 *   scheduling-group-order    keep_original_sequence_order_in_group on some members only
 *   scheduling-group-inner    a group inside a _collectives_group: XLA erases it
 *   scheduling-group-fusion   two groups inside a Triton GEMM fusion: XLA fails
 *   scheduler-delay-priority  a priority XLA's CHECK aborts on
 *   scheduler-hint            a hint XLA ignores
 *
 * XLA:GPU keeps a group only on async ops (all-gather, all-reduce and
 * collective-permute starts and dones, async-start/done, send, recv and their
 * dones), cuBLAS GEMMs (__cublas$gemm; a dot becomes one) and Triton GEMM
 * fusions; it drops the others' annotations unread, so only those are held
 * to the value's syntax. Before its scheduler, every XLA:GPU compile makes
 * the synchronous collectives async (AsyncCollectiveCreator), both halves
 * carrying the collective's frontend attributes: a group on one of those is
 * kept too. An async op that only copies (ContainsOnlyFormattingOps) loses
 * its group. Groups are per non-fused computation: a Triton GEMM fusion
 * without a group of its own takes the one group of its fused instructions
 * (HaulAnnotationToFusionInstruction); other fusions' are ignored.
 *
 * All warnings: the legalizer that refuses these runs only with XLA:GPU's
 * latency-hiding scheduler, never on a module that is already scheduled, and
 * what it drops it drops without a word (docs/xla-parity.md).
 */
#include "hloasync/check.h"

#include "checks.h"
#include "hloasync/strbuf.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const char GROUP[] = "_scheduling_group_id";

typedef hloa_sched_annotation annotation;

/* One annotated instruction of the module. */
typedef struct member {
    const hloa_instr *in;
    annotation a;
    uint8_t ok;   /* parsed, with a group id XLA's scheduler reads */
    uint8_t kept; /* XLA:GPU keeps its annotation */
    uint8_t async; /* kept, as an async op (what makes a group worth keeping) */
    uint8_t copies; /* an async op that only copies: XLA:GPU drops its annotation */
} member;

/* The same annotation, iteration included? (parse zeroes what is not written, padding too) */
static int same(const annotation *x, const annotation *y)
{
    return !memcmp(x, y, sizeof(*x));
}

/* An async op XLA's legalizer keeps a group on (IsSupportedAsyncOp), whatever it runs. */
static int async_op(const hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_ALL_GATHER_START:
    case HLOA_OP_ALL_GATHER_DONE:
    case HLOA_OP_ALL_REDUCE_START:
    case HLOA_OP_ALL_REDUCE_DONE:
    case HLOA_OP_COLLECTIVE_PERMUTE_START:
    case HLOA_OP_COLLECTIVE_PERMUTE_DONE:
    case HLOA_OP_ASYNC_START:
    case HLOA_OP_ASYNC_DONE:
    case HLOA_OP_SEND:
    case HLOA_OP_SEND_DONE:
    case HLOA_OP_RECV:
    case HLOA_OP_RECV_DONE:
        return 1;
    case HLOA_OP_CALL: /* a _collectives_group becomes an async op, the call's group on it */
        return hloa_instr_has_frontend_attr(in, "_collectives_group");
    default:
        return 0;
    }
}

/* Does in's backend_config name fusion kind `kind` (quoted)? */
static int fusion_kind(const hloa_instr *in, const char *kind)
{
    const hloa_attr *b = hloa_instr_attr(in, HLOA_SYM_BACKEND_CONFIG);
    return in->opcode == HLOA_OP_FUSION && b && hloa_find(b->val, b->val_len, kind, strlen(kind));
}

/*
 * A synchronous collective XLA:GPU makes an async-start/async-done pair of
 * before it schedules, copying its frontend attributes to both
 * (AsyncCollectiveCreator with use_generic_async_start_done, run by
 * RunAsyncCollectivesConversionPasses in every GPU compile): the seven
 * collectives and Triton collective fusions, in a computation neither fused
 * nor run by an async op.
 */
static int becomes_async(hloa_check *c, const hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_ALL_GATHER:
    case HLOA_OP_ALL_REDUCE:
    case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_COLLECTIVE_BROADCAST:
    case HLOA_OP_COLLECTIVE_PERMUTE:
    case HLOA_OP_RAGGED_ALL_TO_ALL:
    case HLOA_OP_REDUCE_SCATTER:
        break;
    default:
        if (!fusion_kind(in, "\"__triton_collective\""))
            return 0;
    }
    return !hloa_comp_is_fused(hloa_check_callers(c), in->parent) &&
           !hloa_check_runs_async(c, in->parent);
}

/* The walk of only_copies, its storage kept from one async op to the next. */
typedef struct copy_walk {
    uint8_t *seen;                          /* per computation: looked at (heap; NULL: none yet) */
    HLOA_VEC(uint32_t) touched;             /* the computations seen marks, to clear */
    HLOA_VEC(const hloa_instr *) work;      /* async ops whose computations are still to look at */
} copy_walk;

/*
 * Does the async-start or async-done in run only copies (XLA's
 * ContainsOnlyFormattingOps)? Its computation, or the one that computation's
 * root calls, holds only parameters, copies and async ops that themselves
 * only copy. Each computation is looked at once, so a cycle ends.
 */
static int only_copies(hloa_check *c, copy_walk *cw, const hloa_instr *in)
{
    if (!cw->seen)
        cw->seen = hloa_xcalloc(c->m->n_comps + 1, 1);
    HLOA_VEC_PUSH(cw->work, in);
    int copies = 1;
    while (copies && cw->work.len) {
        const hloa_instr *op = cw->work.items[--cw->work.len];
        if (op->opcode == HLOA_OP_ASYNC_DONE)
            op = hloa_trace_start(hloa_check_trace(c), (hloa_instr *)op);
        const hloa_comp *w = op ? hloa_async_called(op) : NULL;
        if (w && w->root && w->root->n_called && w->root->called[0])
            w = w->root->called[0]; /* a wrapped fusion or call: what it runs */
        if (!w || cw->seen[w->index]) {
            copies = w != NULL;
            continue;
        }
        cw->seen[w->index] = 1;
        HLOA_VEC_PUSH(cw->touched, w->index);
        for (uint32_t k = 0; k < w->n_instrs && copies; k++) {
            const hloa_instr *x = w->instrs[k];
            if (x->opcode == HLOA_OP_ASYNC_START || x->opcode == HLOA_OP_ASYNC_DONE)
                HLOA_VEC_PUSH(cw->work, x);
            else
                copies = x->opcode == HLOA_OP_COPY || x->opcode == HLOA_OP_PARAMETER;
        }
    }
    for (size_t k = 0; k < cw->touched.len; k++)
        cw->seen[cw->touched.items[k]] = 0;
    cw->touched.len = cw->work.len = 0;
    return copies;
}

/* Does XLA:GPU keep the scheduling group of e->in (SchedulingAnnotationsConfig,
   KeepSchedulingAnnotation), and as an async op? Fills e->kept, e->async, e->copies. */
static void classify(hloa_check *c, copy_walk *cw, member *e)
{
    const hloa_instr *in = e->in;
    int wraps = in->opcode == HLOA_OP_ASYNC_START || in->opcode == HLOA_OP_ASYNC_DONE;
    e->copies = (uint8_t)(wraps && only_copies(c, cw, in));
    e->async = (uint8_t)((async_op(in) && !e->copies) || becomes_async(c, in));
    uint32_t n;
    const hloa_attr *t = hloa_instr_attr(in, HLOA_SYM_CUSTOM_CALL_TARGET);
    const char *s = t ? hloa_attr_string(t, &n) : NULL;
    int gemm = in->opcode == HLOA_OP_DOT ||
               (in->opcode == HLOA_OP_CUSTOM_CALL && s && n == 13 && !memcmp(s, "__cublas$gemm", 13)) ||
               fusion_kind(in, "\"__triton_gemm\"");
    e->kept = (uint8_t)(e->async || gemm);
}

/* The offset of a frontend attribute's value v of in, for a diagnostic. */
static uint32_t offset_of(const hloa_instr *in, const char *v)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES);
    return a->val_off + (uint32_t)(v - a->val);
}

#define ORDER(x, y) (((x) > (y)) - ((x) < (y)))

/* By group id, then computation, then position. */
static int by_group(const void *x, const void *y)
{
    const member *a = x, *b = y;
    int r = ORDER(a->a.group, b->a.group);
    r = r ? r : ORDER(a->in->parent->index, b->in->parent->index);
    return r ? r : ORDER(a->in->index, b->in->index);
}

/* ---- one instruction ---- */

static void check_value(hloa_check *c, member *e, const char *v, uint32_t n)
{
    const char *why = hloa_sched_annotation_read(v, n, &e->a);
    uint32_t at = offset_of(e->in, v);
    const char *name = hloa_check_name(c, e->in->name);
    /* a synchronous collective: say why its annotation is read at all */
    const char *made = e->async && !async_op(e->in) ? ", which XLA:GPU makes an async pair," : "";
    if (why) {
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_VALUE, e->in, at, at + n,
                          "'%s'%s has %s '%.*s': XLA refuses it", name, made, why,
                          (int)(n < 40 ? n : 40), v);
    } else if (!e->a.has_group) {
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_VALUE, e->in, at, at + n,
                          "'%s'%s has a scheduling group without a group id ('%.*s'): XLA's "
                          "scheduler reads the id with std::stoi and aborts",
                          name, made, (int)(n < 40 ? n : 40), v);
    } else if (e->a.group > INT_MAX) {
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_VALUE, e->in, at, at + n,
                          "'%s'%s has scheduling group %lld, past an int: XLA's scheduler reads "
                          "it with std::stoi and aborts",
                          name, made, (long long)e->a.group);
    } else {
        e->ok = 1;
    }
}

/* scheduler_hint and scheduler_delay_priority as latency_hiding_scheduler.cc reads them. */
static void check_hints(hloa_check *c, const hloa_instr *in)
{
    uint32_t n, pn;
    const char *hint = hloa_instr_frontend_attr(in, "scheduler_hint", &n);
    const char *prio = hloa_instr_frontend_attr(in, "scheduler_delay_priority", &pn);
    const char *name = hloa_check_name(c, in->name);
    int custom = in->opcode == HLOA_OP_CUSTOM_CALL;
    /* a collective XLA:GPU makes async is an async-start and an async-done by then */
    int converted = becomes_async(c, in);
    /* XLA's code reads force_delay on async-start and async-done; its test
       ForceDelayOnAsyncOpDelaysBothStartAndDone has it delay an all-gather-start pair too */
    int async = converted || (hloa_opcodes[in->opcode].family >= HLOA_FAM_ASYNC_START &&
                              hloa_opcodes[in->opcode].family <= HLOA_FAM_PAIR_DONE);
    int start = converted || (async_op(in) && hloa_opcodes[in->opcode].family != HLOA_FAM_PAIR_DONE &&
                              in->opcode != HLOA_OP_ASYNC_DONE);
    int reads_priority = 0;
    if (hint) {
        const char *ignored = NULL;
        if (n == 11 && !memcmp(hint, "force_early", 11))
            ignored = custom ? NULL : "force_early is read on custom-calls only";
        else if (n == 11 && !memcmp(hint, "force_delay", 11))
            ignored = custom || async ? NULL : "force_delay is read on custom-calls and async ops only";
        else if (n == 17 && !memcmp(hint, "force_delay_async", 17))
            ignored = async_op(in) || converted ? NULL : "force_delay_async is read on async ops only";
        else
            ignored = "XLA knows force_early, force_delay and force_delay_async";
        if (ignored) {
            uint32_t at = offset_of(in, hint);
            hloa_check_report(c, HLOA_RULE_SCHEDULER_HINT, in, at, at + n,
                              "XLA's scheduler ignores scheduler_hint '%.*s' of '%s': %s",
                              (int)(n < 40 ? n : 40), hint, name, ignored);
        }
        reads_priority = !ignored && (n == 11 ? !memcmp(hint, "force_delay", 11) : start);
    }
    int64_t p;
    if (prio && reads_priority && (!hloa_simple_atoi(prio, pn, &p) || p < INT_MIN || p > INT_MAX)) {
        uint32_t at = offset_of(in, prio);
        hloa_check_report(c, HLOA_RULE_SCHEDULER_DELAY_PRIORITY, in, at, at + pn,
                          "scheduler_delay_priority '%.*s' of '%s' is no int: XLA's scheduler "
                          "CHECK-fails (\"Failed to parse scheduler_delay_priority attribute\")",
                          (int)(pn < 40 ? pn : 40), prio, name);
    }
}

/* Is comp run by a call or async-start marked _collectives_group? */
static int in_collectives_group(hloa_check *c, const hloa_comp *comp)
{
    const hloa_callers *callers = hloa_check_callers(c);
    for (const hloa_caller *k = hloa_callers_of(callers, comp); k;
         k = k->next)
        if (hloa_instr_has_frontend_attr(k->instr, "_collectives_group"))
            return 1;
    return 0;
}

/* ---- a done and its start ---- */

static int is_done(const hloa_instr *in)
{
    return in->opcode == HLOA_OP_ALL_GATHER_DONE || in->opcode == HLOA_OP_ALL_REDUCE_DONE ||
           in->opcode == HLOA_OP_COLLECTIVE_PERMUTE_DONE || in->opcode == HLOA_OP_ASYNC_DONE;
}

/* all[at] of n is a done; all holds the members in computation and position order. */
static void check_done(hloa_check *c, const member *all, size_t n, size_t at)
{
    const member *done = &all[at];
    const hloa_instr *op = done->in->n_operands ? done->in->operands[0] : NULL;
    if (!op)
        return;
    /* its operand's member: the first at or after op's place (a fusion's hauled group
       shares its place with nothing else) */
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const hloa_instr *x = all[mid].in;
        if (x->parent->index < op->parent->index ||
            (x->parent == op->parent && x->index < op->index))
            lo = mid + 1;
        else
            hi = mid;
    }
    const member *start = lo < n && all[lo].in == op ? &all[lo] : NULL;
    if (!done->ok || (start && !start->ok) || (start && same(&start->a, &done->a)))
        return; /* a value XLA refuses is scheduling-group-value's */
    hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_DONE, done->in, done->in->opcode_off,
                      done->in->opcode_off + done->in->opcode_len,
                      "'%s' is in a scheduling group its operand '%s' is not in: XLA refuses it "
                      "(\"Done instruction's operand is not annotated with the same id\")",
                      hloa_check_name(c, done->in->name), hloa_check_name(c, op->name));
}

/* ---- a group of one computation ---- */

/* Per position of comp: its control successors, comp's instructions that name it. */
typedef struct edges {
    uint32_t *start; /* successors of i: succ[start[i] .. start[i + 1]) */
    uint32_t *succ;
} edges;

static void control_successors(hloa_check *c, const hloa_comp *comp, hloa_positions *at,
                               edges *e)
{
    uint32_t n = comp->n_instrs;
    e->start = hloa_arena_calloc(&c->scratch, n + 2, sizeof(uint32_t));
    e->succ = NULL;
    if (!hloa_module_may_have_attr(c->m, HLOA_SYM_CONTROL_PREDECESSORS))
        return;
    if (!at->at)
        hloa_positions_init(at, c->m);
    hloa_positions_set(at, comp);
    HLOA_VEC(uint32_t) pairs = {0}; /* (predecessor, successor) */
    for (uint32_t i = 0; i < n; i++) {
        const hloa_attr *a = hloa_instr_attr(comp->instrs[i], HLOA_SYM_CONTROL_PREDECESSORS);
        uint32_t pos = 0;
        int64_t j;
        while (a && hloa_positions_next(at, a, &pos, &j)) {
            if (j >= 0 && j < i) {
                HLOA_VEC_PUSH(pairs, (uint32_t)j);
                HLOA_VEC_PUSH(pairs, i);
                e->start[j + 1]++;
            }
        }
    }
    for (uint32_t i = 0; i < n; i++)
        e->start[i + 1] += e->start[i];
    e->succ = hloa_arena_alloc(&c->scratch, (pairs.len / 2 + 1) * sizeof(uint32_t));
    uint32_t *fill = hloa_arena_alloc(&c->scratch, (n + 1) * sizeof(uint32_t));
    memcpy(fill, e->start, n * sizeof(uint32_t));
    for (size_t k = 0; k + 1 < pairs.len; k += 2)
        e->succ[fill[pairs.items[k]]++] = pairs.items[k + 1];
    free(pairs.items);
}

/* The search of check_gap: where it has been, and from which member. */
typedef struct search {
    const hloa_comp *comp;
    const uint8_t *in_group;
    uint32_t *origin; /* per position: 1 + the member it was reached from, 0 not yet */
    uint32_t last;    /* the last member's position: nothing after it leads back */
    HLOA_VEC(uint32_t) work;
} search;

/* Position y reached from member `from` (1-based): 1 when it is in the group. */
static int reach(search *q, uint32_t y, uint32_t from)
{
    if (q->in_group[y])
        return 1;
    if (!q->origin[y] && y < q->last) {
        q->origin[y] = from;
        HLOA_VEC_PUSH(q->work, y);
    }
    return 0;
}

/* Is in_group[y] for some successor y of x in comp (users, control successors), each other
   one reached from `from`? */
static int successors(search *q, const edges *e, const hloa_instr *x, uint32_t from, int *to)
{
    for (uint32_t u = 0; u < x->n_users; u++)
        if (x->users[u]->parent == q->comp && reach(q, x->users[u]->index, from))
            return *to = (int)x->users[u]->index, 1;
    for (uint32_t k = e->start[x->index]; k < e->start[x->index + 1]; k++)
        if (reach(q, e->succ[k], from))
            return *to = (int)e->succ[k], 1;
    return 0;
}

/*
 * XLA's gap check (CheckGapBetweenAnnotatedInstructions) for the members
 * m[0, n) of one group of one computation: no member may reach another
 * through users or control successors outside the group, but for the chains
 * of single-operand, single-user instructions XLA fills in first
 * (FillSimpleGaps).
 */
static void check_gap(hloa_check *c, const member *m, size_t n, const uint8_t *annotated,
                      const edges *e, uint8_t *in_group, uint32_t *origin)
{
    const hloa_comp *comp = m[0].in->parent;
    /* in_group and origin are the computation's, all 0: what this group marks it clears, so
       a computation of many groups costs what its groups touch, not its length each */
    search q = {comp, in_group, origin, 0, {0}};
    HLOA_VEC(uint32_t) joined = {0}; /* positions FillSimpleGaps adds */
    for (size_t i = 0; i < n; i++) {
        in_group[m[i].in->index] = 1;
        if (m[i].in->index > q.last)
            q.last = m[i].in->index;
    }
    /* FillSimpleGaps: a member's one user, unannotated with one operand, and on through such
       with one user each, up to an instruction of the group: all of them join it */
    for (size_t i = 0; i < n; i++) {
        const hloa_instr *u = m[i].in->n_users == 1 ? m[i].in->users[0] : NULL;
        if (!u || u->parent != comp || in_group[u->index] || annotated[u->index] || u->n_operands != 1)
            continue;
        for (const hloa_instr *at = u; at->n_users == 1;) {
            const hloa_instr *next = at->users[0];
            if (next->parent != comp || (!in_group[next->index] &&
                                         (annotated[next->index] || next->n_operands != 1)))
                break;
            if (in_group[next->index]) {
                for (const hloa_instr *f = u;; f = f->users[0]) {
                    in_group[f->index] = 1;
                    HLOA_VEC_PUSH(joined, f->index);
                    if (f == at)
                        break;
                }
                break;
            }
            at = next;
        }
    }
    int to = -1;
    for (size_t i = 0; i < n; i++)
        for (uint32_t u = 0; u < m[i].in->n_users; u++)
            if (m[i].in->users[u]->parent == comp)
                reach(&q, m[i].in->users[u]->index, (uint32_t)i + 1);
    for (size_t i = 0; i < n; i++)
        for (uint32_t k = e->start[m[i].in->index]; k < e->start[m[i].in->index + 1]; k++)
            reach(&q, e->succ[k], (uint32_t)i + 1);
    size_t w = 0;
    for (; w < q.work.len; w++) {
        const hloa_instr *x = comp->instrs[q.work.items[w]];
        if (successors(&q, e, x, q.origin[x->index], &to))
            break;
    }
    if (to >= 0) {
        const hloa_instr *via = comp->instrs[q.work.items[w]], *dest = comp->instrs[to];
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_GAP, dest, dest->opcode_off,
                          dest->opcode_off + dest->opcode_len,
                          "scheduling group %lld has a gap: '%s' depends on '%s' of the group "
                          "through '%s', which is not in it: XLA refuses it (\"Support for "
                          "annotation groups with gaps doesn't exist yet\")",
                          (long long)m[0].a.group, hloa_check_name(c, dest->name),
                          hloa_check_name(c, m[q.origin[via->index] - 1].in->name),
                          hloa_check_name(c, via->name));
    }
    for (size_t k = 0; k < q.work.len; k++)
        origin[q.work.items[k]] = 0;
    for (size_t i = 0; i < n; i++)
        in_group[m[i].in->index] = 0;
    for (size_t k = 0; k < joined.len; k++)
        in_group[joined.items[k]] = 0;
    free(joined.items);
    free(q.work.items);
}

/* keep_original_sequence_order_in_group: on every member of the group or none. */
static void check_order(hloa_check *c, const member *m, size_t n)
{
    size_t with = 0;
    const hloa_instr *without = NULL;
    for (size_t i = 0; i < n; i++) {
        uint32_t len;
        const char *v = hloa_instr_frontend_attr(m[i].in, "keep_original_sequence_order_in_group", &len);
        if (v && len == 4 && !memcmp(v, "true", 4))
            with++;
        else if (!without)
            without = m[i].in;
    }
    if (with && without)
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_ORDER, without, without->opcode_off,
                          without->opcode_off + without->opcode_len,
                          "scheduling group %lld keeps its original order on %zu of its %zu "
                          "members, not on '%s': XLA's scheduler CHECK-fails or ignores it",
                          (long long)m[0].a.group, with, n, hloa_check_name(c, without->name));
}

/* What the gap check reads of a computation, found on first need and kept for every group. */
typedef struct comp_facts {
    uint8_t *annotated; /* per position: carries a group (NULL: not found yet) */
    uint8_t *in_group;  /* per position: in the group checked (all 0 between groups) */
    uint32_t *origin;   /* per position: the gap search's (all 0 between groups) */
    edges e;
} comp_facts;

static comp_facts *facts_of(hloa_check *c, comp_facts *facts, hloa_positions *at,
                            const hloa_comp *comp)
{
    comp_facts *f = &facts[comp->index];
    if (!f->annotated) {
        f->annotated = hloa_arena_calloc(&c->scratch, comp->n_instrs + 1, 1);
        for (uint32_t k = 0; k < comp->n_instrs; k++)
            f->annotated[k] = hloa_instr_has_frontend_attr(comp->instrs[k], GROUP);
        f->in_group = hloa_arena_calloc(&c->scratch, comp->n_instrs + 1, 1);
        f->origin = hloa_arena_calloc(&c->scratch, comp->n_instrs + 1, sizeof(uint32_t));
        control_successors(c, comp, at, &f->e);
    }
    return f;
}

/* The members of one group id across the module, sorted by computation and position. */
static void check_group(hloa_check *c, member *m, size_t n, comp_facts *facts,
                        hloa_positions *at)
{
    int has_async = 0;
    const member *copy = NULL; /* the first async op that only copies */
    for (size_t i = 0; i < n; i++) {
        has_async |= m[i].async;
        if (m[i].copies && !copy)
            copy = &m[i];
    }
    if (!has_async && copy) {
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_NO_ASYNC, copy->in, copy->in->opcode_off,
                          copy->in->opcode_off + copy->in->opcode_len,
                          "the async ops of scheduling group %lld ('%s' first) only copy: XLA:GPU "
                          "drops the group of an async op that only formats "
                          "(ContainsOnlyFormattingOps), then the whole group, without a word",
                          (long long)m[0].a.group, hloa_check_name(c, copy->in->name));
        return;
    }
    if (!has_async) {
        hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_NO_ASYNC, m[0].in, m[0].in->opcode_off,
                          m[0].in->opcode_off + m[0].in->opcode_len,
                          "scheduling group %lld (%zu instruction%s, '%s' first) holds no async "
                          "op: XLA drops it without a word",
                          (long long)m[0].a.group, n, n == 1 ? "" : "s",
                          hloa_check_name(c, m[0].in->name));
        return;
    }
    for (size_t i = 0, j; i < n; i = j) {
        for (j = i + 1; j < n && m[j].in->parent == m[i].in->parent; j++)
            ;
        /* one computation's members */
        comp_facts *f = facts_of(c, facts, at, m[i].in->parent);
        check_gap(c, m + i, j - i, f->annotated, &f->e, f->in_group, f->origin);
        check_order(c, m + i, j - i);
    }
}


/* A Triton GEMM fusion without a group takes the one group of its fused instructions,
   "noop" aside: into *e when it does, 1; two there are XLA's Internal error. */
static int hauled_group(hloa_check *c, const hloa_instr *fusion, member *e)
{
    uint32_t n;
    if (fusion->opcode != HLOA_OP_FUSION || !fusion->n_called || !fusion->called[0] ||
        !fusion_kind(fusion, "\"__triton_gemm\"") || hloa_instr_frontend_attr(fusion, GROUP, &n))
        return 0; /* called[0] is NULL when the module names a computation it lacks */
    const hloa_comp *body = fusion->called[0];
    const hloa_instr *first = NULL;
    const char *fv = NULL;
    uint32_t fn = 0;
    for (uint32_t k = 0; k < body->n_instrs; k++) {
        const hloa_instr *in = body->instrs[k];
        const char *v = hloa_scheduling_group(in, &n);
        if (!v)
            continue;
        if (!first) {
            first = in, fv = v, fn = n;
            continue;
        }
        if (n != fn || memcmp(v, fv, n)) { /* as written: "1" and "01" are XLA's one group too,
                                               a difference no one writes */
            uint32_t at = offset_of(in, v);
            hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_FUSION, in, at, at + n,
                              "fusion '%s' holds scheduling groups '%.*s' ('%s') and '%.*s' "
                              "('%s'): XLA:GPU fails with \"Found a fusion with multiple "
                              "annotations in the fused computation\"",
                              hloa_check_name(c, fusion->name), (int)(fn < 20 ? fn : 20), fv,
                              hloa_check_name(c, first->name), (int)(n < 20 ? n : 20), v,
                              hloa_check_name(c, in->name));
            return 0;
        }
    }
    if (!first)
        return 0;
    member inner = {.in = first, .kept = 1}; /* XLA reads the value it hauls */
    check_value(c, &inner, fv, fn);
    *e = (member){.in = fusion, .a = inner.a, .ok = inner.ok, .kept = 1};
    return e->ok;
}

void hloa_check_groups(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    const hloa_module *m = c->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_FRONTEND_ATTRIBUTES))
        return;
    HLOA_VEC(member) all = {0};
    copy_walk cw = {0};
    for (uint32_t i = 0; i < m->n_comps; i++) {
        const hloa_comp *comp = m->comps[i];
        int inner = -1; /* in a _collectives_group: found on first need */
        /* a fused computation's groups are its fusion's business */
        int in_fusion = hloa_comp_is_fused(hloa_check_callers(c), comp);
        for (uint32_t j = 0; j < comp->n_instrs; j++) {
            const hloa_instr *in = comp->instrs[j];
            member hauled;
            if (!in_fusion && hauled_group(c, in, &hauled))
                HLOA_VEC_PUSH(all, hauled);
            if (!hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES))
                continue;
            check_hints(c, in);
            uint32_t n;
            const char *v = hloa_scheduling_group(in, &n);
            if (!v || in_fusion)
                continue;
            if (inner < 0)
                inner = in_collectives_group(c, comp);
            if (inner) {
                uint32_t at = offset_of(in, v);
                hloa_check_report(c, HLOA_RULE_SCHEDULING_GROUP_INNER, in, at, at + n,
                                  "XLA erases the scheduling group of '%s': it is inside a "
                                  "_collectives_group, whose call holds the group",
                                  hloa_check_name(c, in->name));
                continue;
            }
            member e = {.in = in};
            classify(c, &cw, &e);
            if (e.kept)
                check_value(c, &e, v, n);
            else if (!hloa_sched_annotation_read(v, n, &e.a) && e.a.has_group && e.a.group <= INT_MAX)
                e.ok = 1; /* dropped by XLA, but a member of its group still */
            HLOA_VEC_PUSH(all, e);
        }
    }
    for (size_t i = 0; i < all.len; i++)
        if (all.items[i].kept && is_done(all.items[i].in))
            check_done(c, all.items, all.len, i);
    /* the groups: members that parse, by group id */
    size_t w = 0;
    for (size_t i = 0; i < all.len; i++)
        if (all.items[i].ok)
            all.items[w++] = all.items[i];
    if (w > 1) /* (no items: no array to sort, which qsort must not be given) */
        qsort(all.items, w, sizeof(member), by_group);
    comp_facts *facts = hloa_xcalloc(m->n_comps + 1, sizeof(comp_facts));
    hloa_positions at = {0};
    for (size_t i = 0, j; i < w; i = j) {
        for (j = i + 1; j < w && all.items[j].a.group == all.items[i].a.group; j++)
            ;
        check_group(c, all.items + i, j - i, facts, &at);
    }
    hloa_positions_release(&at);
    free(facts);
    free(all.items);
    free(cw.seen);
    free(cw.touched.items);
    free(cw.work.items);
}
