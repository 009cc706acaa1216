/*
 * Chains: which async-start, async-updates and async-done are one operation,
 * paired as XLA's verifier pairs them (VerifyAsynchronousInstructionPairs,
 * 2026-08). Each done is traced back (trace.c) to the update before it, each
 * update to the one before, to the start; the handle may pass through tuples,
 * copies, opt-barriers and while loops on the way, so a chain may start in
 * one computation and end in a loop body. A start that no done reaches needs
 * none when its value is carried across a while loop, nor does an update.
 * What the pairing finds wrong is listed, in XLA's terms, for the checks to
 * report (check/chains.c): nothing here reports.
 */
#include "hloasync/async.h"
#include "hloasync/hash.h"
#include "hloasync/table.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef HLOA_VEC(hloa_instr *) instr_vec;

/* A set of instructions: a table of ids into items, keyed by the pointer. */
typedef struct instr_set {
    instr_vec items;
    hloa_table table;
} instr_set;

static uint32_t pointer_hash(const void *p)
{
    return hloa_hash_word((uint64_t)(uintptr_t)p);
}

static uint32_t set_entry_hash(const void *owner, uint32_t id)
{
    return pointer_hash(((const instr_set *)owner)->items.items[id - 1]);
}

/* The id (1, 2, ...) of in in s, 0 when it is not there; with add, it is put there. */
static uint32_t set_find(instr_set *s, hloa_instr *in, int add)
{
    uint32_t h = pointer_hash(in);
    hloa_table_probe pr = hloa_table_probe_start(&s->table, h);
    for (uint32_t id; (id = hloa_table_probe_next(&s->table, &pr)) != 0;)
        if (s->items.items[id - 1] == in)
            return id;
    if (!add)
        return 0;
    HLOA_VEC_PUSH(s->items, in);
    hloa_table_add(&s->table, &pr, (uint32_t)s->items.len, set_entry_hash, s);
    return (uint32_t)s->items.len;
}

static void set_release(instr_set *s)
{
    free(s->items.items);
    hloa_table_release(&s->table);
}

typedef struct finder {
    hloa_module *m;
    hloa_trace trace;
    HLOA_VEC(hloa_chain) chains;     /* one per start, in text order */
    instr_set starts;                /* the starts: id k is chains[k - 1]'s */
    instr_set updates;               /* the updates some done traced back through */
    HLOA_VEC(hloa_pairing) problems; /* in the order XLA finds them */
    instr_vec links;                 /* scratch: the links of the chain being paired */
} finder;

static void problem(finder *f, hloa_pairing_kind kind, hloa_instr *in, hloa_instr *other)
{
    hloa_pairing p = {(uint8_t)kind, in, other};
    HLOA_VEC_PUSH(f->problems, p);
}

/* Calls fn on every async op of the module of the given opcode, in module and text order. */
static void each_async(finder *f, uint8_t opcode, void (*fn)(finder *f, hloa_instr *in))
{
    hloa_module *m = f->m;
    for (uint32_t c = 0; c < m->n_comps; c++) {
        hloa_scan scan = hloa_comp_scan(m->comps[c], HLOA_HAS_ASYNC);
        for (uint32_t i = 0; i < scan.n; i++) {
            hloa_instr *in = hloa_scan_at(&scan, i);
            if (in && in->opcode == opcode)
                fn(f, in);
        }
    }
}

static void add_start(finder *f, hloa_instr *s)
{
    hloa_chain ch = {.start = s, .comp = hloa_async_called(s)};
    HLOA_VEC_PUSH(f->chains, ch);
    set_find(&f->starts, s, 1);
}

/* A done: back through its updates to the start, as XLA pairs them. */
static void pair_done(finder *f, hloa_instr *d)
{
    if (!d->n_operands) /* nothing to trace (the parser said so) */
        return;
    f->links.len = 0;
    hloa_instr *p = hloa_trace_producer(&f->trace, d->operands[0]);
    while (p && p->opcode == HLOA_OP_ASYNC_UPDATE) {
        if (set_find(&f->updates, p, 0)) {
            problem(f, HLOA_PAIRING_UPDATE_SHARED, p, d);
            return;
        }
        set_find(&f->updates, p, 1);
        HLOA_VEC_PUSH(f->links, p);
        p = p->n_operands ? hloa_trace_producer(&f->trace, p->operands[0]) : NULL;
    }
    if (!p) {
        problem(f, HLOA_PAIRING_DONE_NO_START, d, NULL);
        return;
    }
    if (p->holds_future && !f->links.len)
        return; /* an MLIR future started where this module does not show: nothing to pair */
    if (p->opcode != HLOA_OP_ASYNC_START) {
        problem(f, HLOA_PAIRING_DONE_NOT_START, d, p);
        return;
    }
    hloa_chain *ch = &f->chains.items[set_find(&f->starts, p, 0) - 1];
    if (ch->done) {
        problem(f, HLOA_PAIRING_START_DONES, p, d);
        return;
    }
    ch->done = d;
    /* start, the updates in chain order (they were met backwards), done */
    uint32_t n = (uint32_t)f->links.len + 2;
    ch->links = hloa_arena_alloc(&f->m->arena, n * sizeof(hloa_instr *));
    ch->links[0] = p;
    for (uint32_t i = 0; i < f->links.len; i++)
        ch->links[1 + i] = f->links.items[f->links.len - 1 - i];
    ch->links[n - 1] = d;
    ch->n_links = n;
}

/*
 * The link after cur, for a chain no done reaches: its first user that is an
 * update taking it as operand 0, else one reached through intermediaries
 * whose operand 0 traces back to cur (XLA's FindAsyncConsumer).
 */
static hloa_instr *next_update(finder *f, hloa_instr *cur)
{
    for (uint32_t u = 0; u < cur->n_users; u++) {
        hloa_instr *x = cur->users[u];
        if (x->opcode == HLOA_OP_ASYNC_UPDATE && x->n_operands && x->operands[0] == cur)
            return x;
    }
    instr_vec stack = {0};
    instr_set seen = {0};
    hloa_table_init(&seen.table, 8);
    hloa_instr *found = NULL;
    for (uint32_t u = 0; u < cur->n_users; u++)
        HLOA_VEC_PUSH(stack, cur->users[u]);
    while (stack.len && !found) {
        hloa_instr *x = stack.items[--stack.len];
        if (set_find(&seen, x, 0))
            continue;
        set_find(&seen, x, 1);
        if (x->opcode == HLOA_OP_ASYNC_UPDATE || x->opcode == HLOA_OP_ASYNC_DONE) {
            if (x->opcode == HLOA_OP_ASYNC_UPDATE && x->n_operands &&
                hloa_trace_producer(&f->trace, x->operands[0]) == cur)
                found = x;
        } else if (hloa_is_async_intermediary(x)) {
            for (uint32_t u = 0; u < x->n_users; u++)
                HLOA_VEC_PUSH(stack, x->users[u]);
        }
    }
    free(stack.items);
    set_release(&seen);
    return found;
}

/* A start no done reaches: fine when carried across a loop; its updates listed either way. */
static void settle_undone(finder *f, hloa_chain *ch)
{
    ch->carried = (uint8_t)hloa_carried_across_while(&f->trace, ch->start);
    if (!ch->carried)
        problem(f, HLOA_PAIRING_START_NO_DONE, ch->start, NULL);
    f->links.len = 0;
    hloa_instr *cur = ch->start;
    HLOA_VEC_PUSH(f->links, cur);
    /* A start's updates come after it; a loop of them ends where it meets one listed. */
    while ((cur = next_update(f, cur)) != NULL) {
        int again = 0;
        for (size_t i = 0; i < f->links.len && !again; i++)
            again = f->links.items[i] == cur;
        if (again)
            break;
        HLOA_VEC_PUSH(f->links, cur);
        set_find(&f->updates, cur, 1); /* its start's problem, not an orphan of its own */
    }
    ch->n_links = (uint32_t)f->links.len;
    ch->links = hloa_arena_memdup(&f->m->arena, f->links.items, f->links.len, sizeof(hloa_instr *));
}

/* An update no done traced back through: said once, the way XLA first finds it. */
static void check_orphan(finder *f, hloa_instr *u)
{
    if (set_find(&f->updates, u, 0))
        return;
    hloa_instr *p = u->n_operands ? hloa_trace_producer(&f->trace, u->operands[0]) : NULL;
    if (!p && u->n_operands)
        problem(f, HLOA_PAIRING_UPDATE_NO_PRODUCER, u, NULL);
    else if (p && !hloa_carried_across_while(&f->trace, u))
        problem(f, HLOA_PAIRING_ORPHAN_UPDATE, u, NULL);
}

void hloa_chains_find(hloa_module *m, hloa_chains *out)
{
    finder f = {.m = m};
    hloa_trace_init(&f.trace, m);
    hloa_table_init(&f.starts.table, 64);
    hloa_table_init(&f.updates.table, 64);
    each_async(&f, HLOA_OP_ASYNC_START, add_start);
    each_async(&f, HLOA_OP_ASYNC_DONE, pair_done);
    uint8_t *runs = hloa_xzeroed((size_t)m->n_comps + 1, 1); /* by computation: a chain runs it */
    for (size_t i = 0; i < f.chains.len; i++) {
        hloa_chain *ch = &f.chains.items[i];
        if (!ch->done)
            settle_undone(&f, ch);
        if (ch->comp && !runs[ch->comp->index])
            ch->first_run = runs[ch->comp->index] = 1;
    }
    each_async(&f, HLOA_OP_ASYNC_UPDATE, check_orphan);
    free(runs);
    free(f.links.items);
    set_release(&f.starts);
    set_release(&f.updates);
    hloa_trace_release(&f.trace);
    out->items = f.chains.items;
    out->len = f.chains.len;
    out->problems = f.problems.items;
    out->n_problems = f.problems.len;
}

void hloa_chains_release(hloa_chains *c)
{
    free(c->items);
    free(c->problems);
    memset(c, 0, sizeof(*c));
}

hloa_instr *hloa_chain_done_here(const hloa_chain *ch)
{
    return ch->done && ch->done->parent == ch->start->parent ? ch->done : NULL;
}

int hloa_chain_late_bound(const hloa_chain *ch)
{
    const hloa_instr *s = ch->start;
    if (!ch->comp || !hloa_async_tuple_ok(s->shape))
        return 0;
    if (hloa_shape_is_unit(s->shape->elems[1]) || s->n_operands < ch->comp->n_params)
        return 1;
    for (uint32_t i = 1; i < ch->n_links; i++)
        if (ch->links[i]->opcode == HLOA_OP_ASYNC_UPDATE && ch->links[i]->n_operands > 1)
            return 1;
    return 0;
}
