/*
 * The scheduling requests of a BEFORE module and what an AFTER dump of it
 * kept (compare.h). An instruction of BEFORE is found in AFTER through what
 * XLA's passes made of it: instructions with the same metadata (op_name and
 * source_line: async conversion, fusion, the pipeliner's clones all copy
 * it), else one with the same name. A request is kept when AFTER shows it:
 *
 *   group     every async op of the group is async in AFTER, and the group's
 *             compute found in AFTER is scheduled inside one of them
 *   stream    what it became carries the same _xla_stream_annotation (or the
 *             call or async op that runs it does)
 *   order     the earlier runs first in AFTER's schedule, or stays a control
 *             predecessor of the later
 *   pipeline  what it became is marked "is_pipelined":true, or was peeled out
 *             of its loop (a copy outside the loop's body)
 */
#include "hloasync/compare.h"

#include "match.h"

#include "hloasync/async.h"
#include "hloasync/cost.h"
#include "hloasync/hash.h"
#include "hloasync/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *hloa_request_kind_name(hloa_request_kind k)
{
    static const char *const names[] = {"group", "stream", "order", "pipeline"};
    return names[k];
}

typedef struct comparer {
    const hloa_timeline *before, *after;
    const hloa_timeline_comp **after_of; /* AFTER's timeline by computation index (heap) */
    hloa_finder f;
    hloa_arena names; /* names made C strings for the texts */
    HLOA_VEC(hloa_request) out;
} comparer;

/* A name of BEFORE or AFTER as a C string (names point into the text: no NUL after them). */
static const char *bname(comparer *x, const hloa_instr *in)
{
    uint32_t n;
    const char *s = hloa_name(x->before->m, in->name, &n);
    return hloa_arena_strndup(&x->names, s, n);
}

static const char *aname(comparer *x, const hloa_instr *in)
{
    uint32_t n;
    const char *s = hloa_name(x->after->m, in->name, &n);
    return hloa_arena_strndup(&x->names, s, n);
}

static void say(hloa_request *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(hloa_request *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->why, sizeof(r->why), fmt, ap);
    va_end(ap);
}

/* Is in something XLA runs asynchronously (or makes async: a collective)? */
static int asks_async(const hloa_instr *in)
{
    if (hloa_is_async_producer(in) || hloa_opcodes[in->opcode].family == HLOA_FAM_PAIR_START)
        return 1;
    int done = 1;
    if (hloa_custom_collective(in, &done) != HLOA_OP_UNKNOWN)
        return !done;
    switch (in->opcode) {
    case HLOA_OP_ALL_GATHER:
    case HLOA_OP_ALL_REDUCE:
    case HLOA_OP_REDUCE_SCATTER:
    case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_RAGGED_ALL_TO_ALL:
    case HLOA_OP_COLLECTIVE_PERMUTE:
    case HLOA_OP_COLLECTIVE_BROADCAST:
        return 1;
    default:
        return 0;
    }
}

/* An async op's other links, and what needs no place of its own: neither ops nor compute. */
static int is_link(const hloa_instr *in)
{
    uint8_t f = hloa_opcodes[in->opcode].family;
    int done = 0;
    return f == HLOA_FAM_ASYNC_UPDATE || f == HLOA_FAM_ASYNC_DONE || f == HLOA_FAM_PAIR_DONE ||
           (hloa_custom_collective(in, &done) != HLOA_OP_UNKNOWN && done);
}

/* The group XLA reads on in, or -1 (none, or a value it refuses). */
static int64_t group_of(const hloa_instr *in)
{
    uint32_t n;
    const char *v = hloa_scheduling_group(in, &n);
    hloa_sched_annotation a;
    return v && !hloa_sched_annotation_read(v, n, &a) && a.has_group ? a.group : -1;
}

/* The group g of computation comp: its members at[0, n), in order. */
static void compare_group(comparer *x, const hloa_comp *comp, int64_t g, const uint32_t *at,
                          size_t n_at)
{
    hloa_request r = {.kind = HLOA_REQ_GROUP, .id = g};
    const hloa_instr *found[HLOA_MATCH_MAX];
    const hloa_async_op *ops[64];
    size_t n_ops = 0;
    int dropped = 0, judged = 0;
    /* its async ops first: each must stay async */
    for (size_t j = 0; j < n_at && !dropped; j++) {
        const hloa_instr *in = comp->instrs[at[j]];
        if (!asks_async(in))
            continue;
        if (!r.at)
            r.at = in;
        size_t n = hloa_match_find(&x->f, x->before->m, in, found);
        const hloa_async_op *op = NULL;
        for (size_t k = 0; k < n && !op; k++)
            op = hloa_match_op_started_by(x->after_of, found[k]);
        r.found |= n > 0;
        if (!op) {
            dropped = 1;
            r.at = in;
            r.evidence = n ? found[0] : NULL;
            if (n)
                say(&r, "'%s' runs synchronously in AFTER (as '%s'): nothing overlaps it",
                    bname(x, in), aname(x, found[0]));
            else
                say(&r, "nothing in AFTER is made from '%s' (no instruction with its metadata "
                        "or name)",
                    bname(x, in));
        } else if (n_ops < 64) {
            ops[n_ops++] = op;
        }
    }
    if (!r.at)
        return; /* a group of compute alone asks nothing of the scheduler (XLA drops it) */
    /* then its compute: inside one of its ops' spans, when AFTER is scheduled */
    for (size_t j = 0; j < n_at && !dropped && x->after->scheduled; j++) {
        const hloa_instr *in = comp->instrs[at[j]];
        if (asks_async(in) || is_link(in))
            continue;
        size_t n = hloa_match_find(&x->f, x->before->m, in, found);
        if (!n)
            continue; /* fused away, or renamed without metadata: not judged */
        int inside = 0;
        for (size_t k = 0; k < n && !inside; k++)
            for (size_t o = 0; o < n_ops && !inside; o++)
                inside = found[k]->parent == ops[o]->start->parent &&
                         (int64_t)found[k]->index > ops[o]->begin &&
                         (int64_t)found[k]->index < ops[o]->end;
        judged++;
        if (!inside) {
            dropped = 1;
            r.evidence = found[0];
            say(&r, "'%s' (AFTER: '%s') is scheduled outside '%s' .. '%s' in AFTER",
                bname(x, in), aname(x, found[0]), aname(x, ops[0]->start), aname(x, ops[0]->done));
        }
    }
    r.found = 1;
    if (!dropped) {
        r.kept = 1;
        r.evidence = ops[0]->start;
        const char *its = n_ops == 1 ? "its async op stays" : "its async ops stay";
        if (judged)
            say(&r, "%s async and cover%s its compute ('%s' .. '%s' in AFTER)", its,
                n_ops == 1 ? "s" : "", aname(x, ops[0]->start), aname(x, ops[0]->done));
        else
            say(&r, "%s async ('%s' in AFTER)%s", its, aname(x, ops[0]->start),
                x->after->scheduled ? "; none of its compute is found in AFTER"
                                    : "; AFTER is not scheduled: the overlap is not judged");
    }
    HLOA_VEC_PUSH(x->out, r);
}

/* A member of a group: its group and position. */
typedef struct grouped {
    int64_t group;
    uint32_t at;
} grouped;

/* By group, then position: each group's members together, in order. */
static int by_group(const void *a, const void *b)
{
    const grouped *x = a, *y = b;
    if (x->group != y->group)
        return x->group < y->group ? -1 : 1;
    return x->at < y->at ? -1 : x->at > y->at;
}

/* The groups of each computation, in the order of their first members. */
static void compare_groups(comparer *x, const hloa_callers *callers)
{
    const hloa_module *m = x->before->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_FRONTEND_ATTRIBUTES))
        return;
    HLOA_VEC(grouped) members = {0};
    HLOA_VEC(uint32_t) at = {0};
    HLOA_VEC(grouped) firsts = {0}; /* per group: its first place, where its run begins */
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        if (hloa_comp_is_fused(callers, comp) || comp->generated)
            continue;
        members.len = firsts.len = 0;
        for (uint32_t j = 0; j < comp->n_instrs; j++) {
            int64_t g = group_of(comp->instrs[j]);
            if (g >= 0) {
                grouped e = {g, j};
                HLOA_VEC_PUSH(members, e);
            }
        }
        if (members.len > 1)
            qsort(members.items, members.len, sizeof(grouped), by_group);
        at.len = 0;
        for (size_t i = 0; i < members.len; i++) {
            HLOA_VEC_PUSH(at, members.items[i].at);
            if (i == 0 || members.items[i].group != members.items[i - 1].group) {
                grouped run = {members.items[i].at, (uint32_t)i}; /* its first place, its run */
                HLOA_VEC_PUSH(firsts, run);
            }
        }
        if (firsts.len > 1)
            qsort(firsts.items, firsts.len, sizeof(grouped), by_group);
        for (size_t i = 0; i < firsts.len; i++) {
            size_t b = firsts.items[i].at, e = b;
            while (e < members.len && members.items[e].group == members.items[b].group)
                e++;
            compare_group(x, comp, members.items[b].group, at.items + b, e - b);
        }
    }
    free(members.items);
    free(at.items);
    free(firsts.items);
}

/* Does AFTER's in, or a call or async op that runs its computation, carry stream v? */
static int on_stream(comparer *x, const hloa_instr *in, const char *v, uint32_t n, int depth)
{
    uint32_t len;
    const char *s = hloa_instr_frontend_attr(in, "_xla_stream_annotation", &len);
    if (s && len == n && !memcmp(s, v, n))
        return 1;
    for (const hloa_caller *k = hloa_callers_of(&x->f.callers, in->parent); k && depth < 8; k = k->next)
        if (on_stream(x, k->instr, v, n, depth + 1))
            return 1;
    return 0;
}

static void compare_streams(comparer *x, const hloa_callers *callers)
{
    const hloa_module *m = x->before->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_FRONTEND_ATTRIBUTES))
        return;
    const hloa_instr *found[HLOA_MATCH_MAX];
    for (uint32_t c = 0; c < m->n_comps; c++) {
        if (hloa_comp_is_fused(callers, m->comps[c]) || m->comps[c]->generated)
            continue; /* a desugared wrapper's instruction is its start's line again */
        for (uint32_t j = 0; j < m->comps[c]->n_instrs; j++) {
            const hloa_instr *in = m->comps[c]->instrs[j];
            uint32_t n;
            const char *v = hloa_instr_frontend_attr(in, "_xla_stream_annotation", &n);
            if (!v || is_link(in))
                continue; /* an async op's done repeats its start's annotation */
            hloa_request r = {.kind = HLOA_REQ_STREAM, .at = in, .id = -1};
            hloa_simple_atoi(v, n, &r.id);
            size_t nf = hloa_match_find(&x->f, m, in, found);
            r.found = nf > 0;
            for (size_t k = 0; k < nf && !r.kept; k++)
                if (on_stream(x, found[k], v, n, 0)) {
                    r.kept = 1;
                    r.evidence = found[k];
                }
            if (r.kept)
                say(&r, "'%s' runs on stream %.*s in AFTER (as '%s')", bname(x, in), (int)n, v,
                    aname(x, r.evidence));
            else if (nf)
                say(&r, "'%s' became '%s' in AFTER, which no stream annotation puts on stream %.*s",
                    bname(x, in), aname(x, found[0]), (int)n, v), r.evidence = found[0];
            else
                say(&r, "nothing in AFTER is made from '%s' (no instruction with its metadata or "
                        "name)",
                    bname(x, in));
            HLOA_VEC_PUSH(x->out, r);
        }
    }
}

/* Does AFTER's later list earlier among its control predecessors? */
static int lists_predecessor(comparer *x, const hloa_instr *later, const hloa_instr *earlier)
{
    const hloa_attr *a = hloa_instr_attr(later, HLOA_SYM_CONTROL_PREDECESSORS);
    const char *name;
    uint32_t len, pos = 0, en;
    const char *es = hloa_name(x->after->m, earlier->name, &en);
    while (a && hloa_attr_next_name(a, &pos, &name, &len))
        if (len == en && !memcmp(name, es, en))
            return 1;
    return 0;
}

static void compare_order(comparer *x, const hloa_instr *earlier, const hloa_instr *later)
{
    hloa_request r = {.kind = HLOA_REQ_ORDER, .at = later, .other = earlier, .id = -1};
    const hloa_instr *fe[HLOA_MATCH_MAX], *fl[HLOA_MATCH_MAX];
    size_t ne = hloa_match_find(&x->f, x->before->m, earlier, fe);
    size_t nl = hloa_match_find(&x->f, x->before->m, later, fl);
    r.found = ne && nl;
    /* kept: a control edge between what they became, or the schedule runs every copy of the
       earlier before the later's first in their computation */
    for (size_t i = 0; i < ne && !r.kept; i++)
        for (size_t k = 0; k < nl && !r.kept; k++)
            if (lists_predecessor(x, fl[k], fe[i]))
                r.kept = 1, r.evidence = fl[k];
    const hloa_instr *wrong = NULL, *wrong_e = NULL;
    int compared = 0;
    for (size_t i = 0; i < ne && !r.kept && x->after->scheduled; i++)
        for (size_t k = 0; k < nl; k++)
            if (fe[i]->parent == fl[k]->parent) {
                compared = 1;
                if (fe[i]->index > fl[k]->index && !wrong)
                    wrong = fl[k], wrong_e = fe[i];
            }
    if (!r.kept && compared && !wrong)
        r.kept = 1, r.evidence = fl[0];
    if (r.kept)
        say(&r, "'%s' runs after '%s' in AFTER", bname(x, later), bname(x, earlier));
    else if (wrong)
        r.evidence = wrong, say(&r, "AFTER runs '%s' (from '%s') before '%s' (from '%s')",
                                aname(x, wrong), bname(x, later), aname(x, wrong_e),
                                bname(x, earlier));
    else if (!r.found)
        say(&r, "nothing in AFTER is made from '%s'", bname(x, ne ? later : earlier));
    else
        say(&r, "AFTER keeps no edge from '%s' to '%s'%s", bname(x, earlier), bname(x, later),
            x->after->scheduled ? " and runs them in different computations"
                                : " (AFTER is not scheduled)");
    HLOA_VEC_PUSH(x->out, r);
}

static void compare_orders(comparer *x)
{
    const hloa_module *m = x->before->m;
    hloa_positions at = {0};
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        for (uint32_t j = 0; j < comp->n_instrs; j++) {
            const hloa_instr *in = comp->instrs[j];
            uint32_t tn;
            const char *t = in->opcode == HLOA_OP_CUSTOM_CALL
                                ? hloa_attr_string(hloa_instr_attr(in, HLOA_SYM_CUSTOM_CALL_TARGET), &tn)
                                : NULL;
            if (t && tn == 11 && !memcmp(t, "control_dep", 11) && in->n_operands == 2) {
                compare_order(x, in->operands[0], in->operands[1]); /* JAX's control_dep(src, dst) */
                continue;
            }
            const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_CONTROL_PREDECESSORS);
            if (a && !at.at)
                hloa_positions_init(&at, m);
            if (a)
                hloa_positions_set(&at, comp);
            uint32_t pos = 0;
            int64_t k;
            while (a && hloa_positions_next(&at, a, &pos, &k))
                if (k >= 0)
                    compare_order(x, comp->instrs[k], in);
        }
    }
    hloa_positions_release(&at);
}

/* Is is_pipelineable="true" (what absl::SimpleAtob takes as true) on in? */
static int asks_pipelining(const hloa_instr *in)
{
    static const char *const yes[] = {"1", "true", "t", "yes", "y"};
    uint32_t n;
    const char *v = hloa_instr_frontend_attr(in, "is_pipelineable", &n);
    for (size_t k = 0; v && k < sizeof(yes) / sizeof(yes[0]); k++)
        if (strlen(yes[k]) == n && !strncasecmp(v, yes[k], n))
            return 1;
    return 0;
}

/* Is c the body of a while loop of AFTER? */
static int loop_body(comparer *x, const hloa_comp *c)
{
    for (const hloa_caller *k = hloa_callers_of(&x->f.callers, c); k; k = k->next)
        if (k->instr->opcode == HLOA_OP_WHILE)
            return 1;
    return 0;
}

static void compare_pipelining(comparer *x)
{
    const hloa_instr *found[HLOA_MATCH_MAX];
    for (uint32_t i = 0; i < x->before->n_loops; i++) {
        const hloa_loop *l = &x->before->loops[i];
        for (uint32_t k = 0; k < l->n_colls; k++) {
            const hloa_loop_collective *c = &l->colls[k];
            int asked = asks_pipelining(c->in);
            if (c->pipelining == HLOA_PIPE_DONE ||
                (!asked && c->pipelining != HLOA_PIPE_FORWARD && c->pipelining != HLOA_PIPE_BACKWARD))
                continue;
            hloa_request r = {.kind = HLOA_REQ_PIPELINE, .at = c->in, .id = -1};
            size_t n = hloa_match_find(&x->f, x->before->m, c->in, found);
            r.found = n > 0;
            int inside = 0, outside = 0;
            for (size_t j = 0; j < n && !r.kept; j++) {
                if (hloa_backend_config_flag(found[j], "is_pipelined") == 1)
                    r.kept = 1, r.evidence = found[j];
                if (loop_body(x, found[j]->parent))
                    inside = 1;
                else if (!outside)
                    outside = 1, r.evidence = r.evidence ? r.evidence : found[j];
            }
            const char *why = asked ? "is_pipelineable" : "a form the pipeliner moves";
            if (!r.kept && inside && outside)
                r.kept = 1;
            if (r.kept)
                say(&r, "'%s' (%s) is pipelined in AFTER ('%s')", bname(x, c->in), why,
                    aname(x, r.evidence));
            else if (n)
                r.evidence = found[0], say(&r, "'%s' (%s) is not pipelined in AFTER ('%s' is not "
                                               "marked is_pipelined, nor peeled out of its loop)",
                                           bname(x, c->in), why, aname(x, found[0]));
            else
                say(&r, "nothing in AFTER is made from '%s' (%s)", bname(x, c->in), why);
            HLOA_VEC_PUSH(x->out, r);
        }
    }
}

/* BEFORE's text order, then kind, then an order's earlier instruction: one order, always. */
static int by_place(const void *a, const void *b)
{
    const hloa_request *x = a, *y = b;
    if (x->at->off != y->at->off)
        return x->at->off < y->at->off ? -1 : 1;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    uint32_t xo = x->other ? x->other->off : 0, yo = y->other ? y->other->off : 0;
    return xo < yo ? -1 : xo > yo;
}

void hloa_compare_intent(const hloa_timeline *before, const hloa_timeline *after,
                         hloa_comparison *out)
{
    comparer x = {.before = before, .after = after, .after_of = hloa_match_index_timeline(after)};
    hloa_arena_init(&x.names);
    hloa_finder_init(&x.f, after->m);
    hloa_callers callers;
    hloa_callers_find(before->m, &callers);
    compare_groups(&x, &callers);
    compare_streams(&x, &callers);
    compare_orders(&x);
    compare_pipelining(&x);
    hloa_callers_release(&callers);
    hloa_finder_release(&x.f);
    free(x.after_of);
    hloa_arena_release(&x.names);
    if (x.out.len > 1) /* stable enough: one request an instruction and kind, mostly */
        qsort(x.out.items, x.out.len, sizeof(hloa_request), by_place);
    out->items = x.out.items;
    out->n = x.out.len;
    out->kept = 0;
    out->measured = NULL;
    out->ran_no = 0;
    for (size_t i = 0; i < out->n; i++)
        out->kept += out->items[i].kept;
}

void hloa_comparison_release(hloa_comparison *c)
{
    free(c->items);
    memset(c, 0, sizeof(*c));
}
