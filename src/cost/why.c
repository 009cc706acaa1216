/*
 * Why an async op is exposed as much as it is (timeline.h, hloa_timeline_why).
 *
 * Its start can go no earlier than just after its last operand or control
 * predecessor, its done no later than just before its first user or control
 * successor. Between those two places lies the compute that could cover it
 * (its slack); between its start and its done lies the compute that does.
 * The factor named is the first that holds:
 *
 *   queued    it waited for another async collective (--hw's max_in_flight)
 *   shared    it shared the link with collectives in flight beside it
 *   no-work   nothing but no-op work lies between its start and its done
 *   pinned    no compute lies between its operand and its start, nor between
 *             its done and its first user: only its dependencies could change
 *   schedule  the start could move up, or the done down, over more compute
 *
 * Whether a side is pinned is read from the positions alone, so that verify,
 * which costs only what lies inside spans, names the same factor as chains.
 */
#include "hloasync/timeline.h"

#include "hloasync/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *hloa_why_factor_name(hloa_why_factor f)
{
    static const char *const names[] = {"hidden", "queued", "shared", "no-work", "pinned",
                                         "schedule"};
    return names[f];
}

/* Does in take time on the compute stream (no async link, no free instruction)? */
static int is_work(const hloa_instr *in)
{
    switch (hloa_opcodes[in->opcode].family) {
    case HLOA_FAM_ASYNC_START:
    case HLOA_FAM_ASYNC_UPDATE:
    case HLOA_FAM_ASYNC_DONE:
    case HLOA_FAM_PAIR_START:
    case HLOA_FAM_PAIR_DONE:
        return 0;
    default:
        return hloa_cost_stream(in) != HLOA_STREAM_NONE;
    }
}

/*
 * Whether there is work between two positions, from compute_before (chains)
 * or, where only spans were costed (verify), from a count of the work
 * instructions before each position: either way one subtraction, so asking
 * for every op of a long computation stays linear.
 */
typedef struct work_index {
    const hloa_timeline_comp *tc;
    uint32_t *before; /* per position: work instructions before it (no compute_before) */
} work_index;

static work_index index_work(const hloa_timeline_comp *tc, hloa_arena *arena)
{
    work_index wi = {tc, NULL};
    if (tc->compute_before)
        return wi;
    const hloa_comp *c = tc->comp;
    wi.before = hloa_arena_alloc(arena, (c->n_instrs + 1) * sizeof(uint32_t));
    wi.before[0] = 0;
    for (uint32_t j = 0; j < c->n_instrs; j++)
        wi.before[j + 1] = wi.before[j] + (uint32_t)is_work(c->instrs[j]);
    return wi;
}

/* Is there no work strictly between positions from and to of comp? */
static int no_work_between(const work_index *wi, int64_t from, int64_t to)
{
    if (to - from <= 1)
        return 1;
    if (wi->tc->compute_before)
        return wi->tc->compute_before[to] - wi->tc->compute_before[from + 1] <= 0;
    return wi->before[to] == wi->before[from + 1];
}

/* Per position of tc's computation: the first instruction naming it as a control
   predecessor, + 1 (0: none). */
static uint32_t *first_control_successors(const hloa_positions *p, hloa_cost_model *cm,
                                          const hloa_comp *c, hloa_arena *arena)
{
    uint32_t *first = hloa_arena_calloc(arena, c->n_instrs + 1, sizeof(uint32_t));
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        const hloa_attr *a = hloa_instr_attr(c->instrs[i], HLOA_SYM_CONTROL_PREDECESSORS);
        if (a)
            hloa_cost_read(cm, c->instrs[i]);
        uint32_t pos = 0;
        int64_t pred;
        while (a && hloa_positions_next(p, a, &pos, &pred)) {
            if (pred >= 0 && !first[pred])
                first[pred] = i + 1;
        }
    }
    return first;
}

static void explain_op(const hloa_positions *p, hloa_cost_model *cm, const uint32_t *first_succ,
                       const work_index *wi, hloa_async_op *op)
{
    const hloa_timeline_comp *tc = wi->tc;
    const hloa_comp *c = tc->comp;
    hloa_why *w = &op->why;
    memset(w, 0, sizeof(*w));
    w->slack_us = -1;
    /* the earliest place of the start: after its last operand or control predecessor */
    int64_t after = -1;
    for (uint32_t i = 0; i < op->start->n_operands; i++) {
        const hloa_instr *o = op->start->operands[i];
        if (o && o->parent == c && (int64_t)o->index > after && o->index < op->start->index) {
            after = o->index;
            w->after = o;
        }
    }
    const hloa_attr *preds =
        first_succ ? hloa_instr_attr(op->start, HLOA_SYM_CONTROL_PREDECESSORS) : NULL;
    if (preds)
        hloa_cost_read(cm, op->start);
    uint32_t pos = 0;
    int64_t at;
    while (preds && hloa_positions_next(p, preds, &pos, &at)) {
        if (at > after && at < op->start->index) {
            after = at;
            w->after = c->instrs[at];
            w->after_is_control = 1;
        }
    }
    /* the latest place of the done: before its first user or control successor */
    int64_t done_at = op->done ? (int64_t)op->done->index : (int64_t)c->n_instrs;
    int64_t before = c->n_instrs;
    if (op->done) {
        for (uint32_t u = 0; u < op->done->n_users; u++) {
            const hloa_instr *user = op->done->users[u];
            if (user->parent == c && (int64_t)user->index < before && user->index > op->done->index) {
                before = user->index;
                w->before = user;
            }
        }
        if (first_succ && first_succ[done_at] && (int64_t)first_succ[done_at] - 1 < before) {
            before = first_succ[done_at] - 1;
            w->before = c->instrs[before];
            w->before_is_control = 1;
        }
    }
    w->start_pinned = (uint8_t)no_work_between(wi, after, op->start->index);
    w->done_pinned = (uint8_t)(op->done ? no_work_between(wi, done_at, before) : 1);
    if (tc->compute_before)
        w->slack_us = tc->compute_before[before] - tc->compute_before[after + 1];
    const hloa_estimate *e = &op->est;
    if (hloa_round_ns(e->exposed_us) <= 0)
        w->factor = HLOA_WHY_HIDDEN;
    else if (e->queued_us > 0 && e->queued_behind >= 0)
        w->factor = HLOA_WHY_QUEUED;
    else if (e->shared_us > 0 && e->shared_with >= 0)
        w->factor = HLOA_WHY_SHARED;
    else if (no_work_between(wi, op->start->index, done_at))
        w->factor = HLOA_WHY_NO_WORK;
    else if (w->start_pinned && w->done_pinned)
        w->factor = HLOA_WHY_PINNED;
    else
        w->factor = HLOA_WHY_SCHEDULE;
}

void hloa_timeline_why(hloa_timeline *t, hloa_cost_model *cm, hloa_arena *arena)
{
    const hloa_module *m = t->m;
    hloa_positions p = {0};
    if (hloa_module_may_have_attr(m, HLOA_SYM_CONTROL_PREDECESSORS))
        hloa_positions_init(&p, m);
    for (uint32_t k = 0; k < t->n_comps; k++) {
        hloa_timeline_comp *tc = &t->comps[k];
        uint32_t *first_succ = NULL;
        if (p.at) {
            hloa_positions_set(&p, tc->comp);
            first_succ = first_control_successors(&p, cm, tc->comp, arena);
        }
        work_index wi = index_work(tc, arena);
        for (uint32_t i = 0; i < tc->n_ops; i++)
            explain_op(&p, cm, first_succ, &wi, &tc->ops[i]);
    }
    hloa_positions_release(&p);
}

/* Words appended to buf at *at, as far as they fit. */
static void say(char *buf, size_t size, size_t *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = *at < size ? vsnprintf(buf + *at, size - *at, fmt, ap) : 0;
    va_end(ap);
    *at += n > 0 ? (size_t)n : 0;
}

/* 'name' (line L) of an instruction, into buf at *at; without src, 'name'. */
static void named(hloa_source *src, const hloa_module *m, const hloa_instr *in, char *buf,
                  size_t size, size_t *at)
{
    uint32_t n, line = 0, col;
    const char *s = hloa_name(m, in->name, &n);
    if (src)
        hloa_source_linecol(src, in->off, &line, &col);
    say(buf, size, at, src ? "'%.*s' (line %u)" : "'%.*s'", (int)n, s, line);
}

#define SAY(...) say(buf, size, &at, __VA_ARGS__)

void hloa_why_text(hloa_source *src, const hloa_module *m, const hloa_timeline_comp *tc,
                   const hloa_async_op *op, char *buf, size_t size)
{
    const hloa_why *w = &op->why;
    const hloa_estimate *e = &op->est;
    size_t at = 0;
    buf[0] = '\0';
    switch ((hloa_why_factor)w->factor) {
    case HLOA_WHY_HIDDEN:
        SAY("hidden");
        break;
    case HLOA_WHY_QUEUED:
        SAY("another collective in flight: it waits %.1f us for ", e->queued_us);
        named(src, m, tc->ops[e->queued_behind].start, buf, size, &at);
        break;
    case HLOA_WHY_SHARED:
        SAY("shares the link with ");
        named(src, m, tc->ops[e->shared_with].start, buf, size, &at);
        SAY(" for %.1f us", e->shared_us);
        break;
    case HLOA_WHY_NO_WORK:
        SAY("only no-op work between start and done");
        break;
    case HLOA_WHY_PINNED:
        if (w->after) {
            SAY(w->after_is_control ? "control edge from " : "operand ");
            named(src, m, w->after, buf, size, &at);
            SAY(" just before the start");
        } else {
            SAY("the start is first in its computation");
        }
        if (!op->done)
            break;
        SAY("; ");
        if (w->before) {
            SAY(w->before_is_control ? "control edge to " : "first user ");
            named(src, m, w->before, buf, size, &at);
            SAY(" just after the done");
        } else {
            SAY("the done is last in its computation");
        }
        break;
    case HLOA_WHY_SCHEDULE:
        if (!w->start_pinned) {
            SAY("the start could move up to ");
            if (w->after) {
                SAY("just after ");
                named(src, m, w->after, buf, size, &at);
            } else {
                SAY("the top of its computation");
            }
        }
        if (!w->done_pinned) {
            SAY(w->start_pinned ? "the done could move down to " : "; the done down to ");
            if (w->before) {
                SAY("just before ");
                named(src, m, w->before, buf, size, &at);
            } else {
                SAY("the end of its computation");
            }
        }
        break;
    }
}
