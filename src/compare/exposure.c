/*
 * What a change did to exposure (compare.h): each collective of BEFORE (an
 * async op or a synchronous transfer of its timeline) is looked for in AFTER
 * as the intent check looks (match.h: metadata, else name), and what the
 * compute stream waits for on each side is set side by side. The text and
 * JSON of emit/compare.c and the HTML page read the same rows.
 */
#include "hloasync/compare.h"

#include "match.h"

#include "hloasync/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *hloa_exposure_change_name(hloa_exposure_change c)
{
    static const char *const names[] = {"worse", "new", "better", "gone", "same"};
    return names[c];
}

/* A side of a row from an op or a transfer of tc. */
static hloa_exposure_side side_of(const hloa_timeline_comp *tc, const hloa_async_op *op,
                                  const hloa_sync_op *so)
{
    hloa_exposure_side s = {.tc = tc, .op = op, .sync = so};
    if (op) {
        s.in = op->start;
        s.time_us = op->est.async_us;
        s.covered_us = op->est.covered_us;
        s.exposed_us = op->est.exposed_us;
    } else {
        s.in = so->in;
        s.time_us = so->time_us;
        s.exposed_us = so->time_us; /* synchronous: the compute stream waits for all of it */
    }
    return s;
}

/* The collective kind a side runs: a pair's start counts as its collective. */
static uint16_t kind_of(const hloa_exposure_side *s)
{
    uint16_t op = s->op ? s->op->opcode : s->sync->opcode;
    uint16_t c = hloa_opcode_collective(op);
    return c != HLOA_OP_UNKNOWN ? c : op;
}

typedef HLOA_VEC(hloa_exposure_row) row_vec;

/* AFTER's collectives, each taken at most once. */
typedef struct after_index {
    const hloa_timeline *t;
    const hloa_timeline_comp **tc_of; /* by computation index (heap) */
    size_t *base;                     /* per timeline computation: its first slot (heap) */
    uint8_t *taken;                   /* per slot: ops, then transfers, of each computation */
} after_index;

static void index_after(after_index *x, const hloa_timeline *t)
{
    x->t = t;
    x->tc_of = hloa_match_index_timeline(t);
    x->base = hloa_xcalloc(t->n_comps + 1, sizeof(size_t));
    for (uint32_t c = 0; c < t->n_comps; c++)
        x->base[c + 1] = x->base[c] + t->comps[c].n_ops + t->comps[c].n_syncs;
    x->taken = hloa_xcalloc(x->base[t->n_comps] + 1, 1);
}

/* The transfer of tc that is in, or NULL: transfers are in text order. */
static const hloa_sync_op *sync_at(const hloa_timeline_comp *tc, const hloa_instr *in)
{
    uint32_t lo = 0, hi = tc->n_syncs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (tc->syncs[mid].in->index < in->index)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < tc->n_syncs && tc->syncs[lo].in == in ? &tc->syncs[lo] : NULL;
}

/* AFTER's collective that in is (an op's start or a transfer), not taken yet: its slot and
   side, or -1. */
static long take(after_index *x, const hloa_instr *in, hloa_exposure_side *out)
{
    const hloa_timeline_comp *tc = x->tc_of[in->parent->index];
    if (!tc)
        return -1;
    size_t c = (size_t)(tc - x->t->comps);
    const hloa_async_op *op = hloa_match_op_started_by(x->tc_of, in);
    const hloa_sync_op *so = op ? NULL : sync_at(tc, in);
    if (!op && !so)
        return -1;
    size_t slot = x->base[c] + (op ? (size_t)(op - tc->ops) : tc->n_ops + (size_t)(so - tc->syncs));
    if (x->taken[slot])
        return -1;
    x->taken[slot] = 1;
    *out = side_of(tc, op, so);
    return (long)slot;
}

/* Rows: BEFORE's collectives in text order, each with what it became. */
static void match_before(hloa_exposure *e, row_vec *rows, const hloa_timeline *before,
                         after_index *x, const hloa_finder *f)
{
    const hloa_instr *found[HLOA_MATCH_MAX];
    for (uint32_t c = 0; c < before->n_comps; c++) {
        const hloa_timeline_comp *tc = &before->comps[c];
        uint32_t i = 0, k = 0; /* ops by their starts, transfers: both in text order */
        while (i < tc->n_ops || k < tc->n_syncs) {
            int take_op = k >= tc->n_syncs ||
                          (i < tc->n_ops && tc->ops[i].start->index < tc->syncs[k].in->index);
            hloa_exposure_row r = {.before = side_of(tc, take_op ? &tc->ops[i] : NULL,
                                                     take_op ? NULL : &tc->syncs[k])};
            take_op ? i++ : k++;
            size_t n = hloa_match_find(f, before->m, r.before.in, found);
            for (size_t j = 0; j < n && !r.after.tc; j++)
                take(x, found[j], &r.after);
            /* what its metadata names is taken (two ops of one source line): its name */
            const hloa_instr *named =
                n && !r.after.tc ? hloa_match_named(f, before->m, r.before.in) : NULL;
            if (named)
                take(x, named, &r.after);
            e->n_before++;
            e->found += r.after.tc != NULL;
            HLOA_VEC_PUSH(*rows, r);
        }
    }
}

/* Rows of AFTER's collectives that nothing of BEFORE became. */
static void add_new(row_vec *rows, after_index *x)
{
    const hloa_timeline *t = x->t;
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        for (uint32_t i = 0; i < tc->n_ops + tc->n_syncs; i++)
            if (!x->taken[x->base[c] + i]) {
                hloa_exposure_row r = {
                    .after = side_of(tc, i < tc->n_ops ? &tc->ops[i] : NULL,
                                     i < tc->n_ops ? NULL : &tc->syncs[i - tc->n_ops])};
                HLOA_VEC_PUSH(*rows, r);
            }
    }
}

static void judge(hloa_exposure_row *r)
{
    const hloa_exposure_side *b = &r->before, *a = &r->after;
    r->opcode = kind_of(a->tc ? a : b);
    r->delta_us = hloa_round_ns(a->exposed_us) - hloa_round_ns(b->exposed_us);
    if (!a->tc)
        r->change = HLOA_EXPOSURE_GONE;
    else if (!b->tc)
        r->change = HLOA_EXPOSURE_NEW;
    else
        r->change = r->delta_us > 0   ? HLOA_EXPOSURE_WORSE
                    : r->delta_us < 0 ? HLOA_EXPOSURE_BETTER
                                      : HLOA_EXPOSURE_SAME;
    r->moved = a->tc && b->tc &&
               ((a->op == NULL) != (b->op == NULL) ||
                hloa_round_ns(a->covered_us) != hloa_round_ns(b->covered_us));
}

/* The worst change first; then BEFORE's text order, then AFTER's (new rows). */
static int by_change(const void *x, const void *y)
{
    const hloa_exposure_row *a = x, *b = y;
    if (a->delta_us != b->delta_us)
        return a->delta_us > b->delta_us ? -1 : 1;
    if ((a->before.in != NULL) != (b->before.in != NULL))
        return a->before.in ? -1 : 1;
    const hloa_instr *ia = a->before.in ? a->before.in : a->after.in;
    const hloa_instr *ib = b->before.in ? b->before.in : b->after.in;
    return ia->off < ib->off ? -1 : ia->off > ib->off;
}

static int by_after_exposed(const void *x, const void *y)
{
    const hloa_exposure_kind *a = x, *b = y;
    if (a->after_us != b->after_us)
        return a->after_us > b->after_us ? -1 : 1;
    if (a->before_us != b->before_us)
        return a->before_us > b->before_us ? -1 : 1;
    return a->opcode < b->opcode ? -1 : a->opcode > b->opcode;
}

static void sum_kinds(hloa_exposure *e)
{
    HLOA_VEC(hloa_exposure_kind) kinds = {0};
    for (size_t i = 0; i < e->n; i++) {
        const hloa_exposure_row *r = &e->rows[i];
        size_t k = 0;
        while (k < kinds.len && kinds.items[k].opcode != r->opcode)
            k++;
        if (k == kinds.len)
            HLOA_VEC_PUSH(kinds, ((hloa_exposure_kind){.opcode = r->opcode}));
        hloa_exposure_kind *kd = &kinds.items[k];
        kd->n_before += r->before.tc != NULL;
        kd->n_after += r->after.tc != NULL;
        kd->before_us += r->before.exposed_us;
        kd->after_us += r->after.exposed_us;
    }
    if (kinds.len > 1)
        qsort(kinds.items, kinds.len, sizeof(hloa_exposure_kind), by_after_exposed);
    e->kinds = kinds.items;
    e->n_kinds = kinds.len;
}

/*
 * Two modules, or one before and after a change? XLA's passes keep the
 * HloModule name, and what they make of a collective keeps its metadata or its
 * name: a name that differs, or most of BEFORE's collectives found nowhere in
 * AFTER, says these are two programs, whose exposure compared says nothing.
 * (The entry computation's name is no sign: XLA renames it, main to main.1.)
 */
static void judge_module(hloa_exposure *e, const hloa_module *b, const hloa_module *a)
{
    uint32_t nb, na;
    const char *sb = b->name ? hloa_name(b, b->name, &nb) : NULL;
    const char *sa = a->name ? hloa_name(a, a->name, &na) : NULL;
    if (sb && sa && (nb != na || memcmp(sb, sa, nb))) {
        e->other_module = 1;
        snprintf(e->other_why, sizeof(e->other_why), "BEFORE is module '%.*s' and AFTER is '%.*s'",
                 (int)(nb < 80 ? nb : 80), sb, (int)(na < 80 ? na : 80), sa);
    } else if (e->n_before >= 2 && e->found * 2 < e->n_before) {
        e->other_module = 1;
        snprintf(e->other_why, sizeof(e->other_why),
                 "only %zu of BEFORE's %zu collectives are found in AFTER (by metadata or name)",
                 e->found, e->n_before);
    }
}

void hloa_compare_exposure(const hloa_timeline *before, const hloa_timeline *after,
                           hloa_exposure *out)
{
    memset(out, 0, sizeof(*out));
    hloa_finder f;
    hloa_finder_init(&f, after->m);
    after_index x;
    index_after(&x, after);
    row_vec rows = {0};
    match_before(out, &rows, before, &x, &f);
    add_new(&rows, &x);
    free(x.tc_of);
    free(x.base);
    free(x.taken);
    hloa_finder_release(&f);
    for (size_t i = 0; i < rows.len; i++) {
        judge(&rows.items[i]);
        out->counts[rows.items[i].change]++;
        out->moved += rows.items[i].moved;
    }
    if (rows.len > 1)
        qsort(rows.items, rows.len, sizeof(hloa_exposure_row), by_change);
    out->rows = rows.items;
    out->n = rows.len;
    sum_kinds(out);
    out->before = before->totals;
    out->after = after->totals;
    out->before_scheduled = before->scheduled;
    out->after_scheduled = after->scheduled;
    judge_module(out, before->m, after->m);
}

void hloa_exposure_release(hloa_exposure *e)
{
    free(e->rows);
    free(e->kinds);
    memset(e, 0, sizeof(*e));
}
