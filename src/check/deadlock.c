/*
 * Send/recv deadlocks in a scheduled module (XLA's VerifyNoCollectiveDeadlocks,
 * hlo_verifier.cc). Device-to-device send and recv carry the frontend
 * attribute _xla_send_recv_source_target_pairs; a send is matched by the recv
 * with the same pairs, and the program is read in order, the entry
 * computation first and every called computation where it is called, as a
 * small state machine: after an unmatched send only sends that do not clash
 * with it or the matching recv may come, and the other way round; a
 * collective while one is pending, or a send/recv left unmatched at the end,
 * deadlocks. Pairs that form a cycle, or repeat a source or a target, are
 * refused too.
 *
 * XLA runs this when asked; its GPU compiler asks for it in every verifier of
 * its pipeline (gpu_compiler.cc, AddHloVerifier), so a module that fails it
 * does not compile for GPU. That is why it is an error here by default.
 *
 * Skipped as XLA skips them: host transfers and send/recv of a pipelined
 * channel (_xla_send_recv_pipeline). Skipped here and not in XLA: a send/recv
 * without the pairs attribute, which XLA's check refuses outright (hand-written
 * modules rarely carry it; docs/xla-parity.md).
 */
#include "hloasync/check.h"
#include "checks.h"

#include <stdlib.h>
#include <string.h>

static const char PAIRS_KEY[] = "_xla_send_recv_source_target_pairs";

/* Deeper calls than any real module's are not followed (bad input must not blow the stack). */
#define CALL_DEPTH_MAX 256
/* Instructions visited in all, calls counted each time: bounds a call tree built to explode. */
#define VISITS_MAX (1u << 26)

typedef enum { NO_EXPECTATION, EXPECT_SEND, EXPECT_RECV } dfa_state;

/* A send or recv waiting for its match, in the order met (the report lists them so). */
typedef struct pending {
    const hloa_instr *in;
    const char *pairs; /* its attribute's value, compared as text as XLA does */
    uint32_t pairs_len;
} pending;

typedef HLOA_VEC(pending) pending_list;

typedef struct dfa {
    dfa_state state;
    pending_list sends, recvs;
} dfa;

typedef struct pair {
    long long source, target;
} pair;

typedef HLOA_VEC(pair) pair_list;

typedef struct walk {
    hloa_check *c;
    uint8_t *relevant;                  /* per computation: 0 not yet known, 1 no, 2 yes */
    HLOA_VEC(const hloa_instr *) via;   /* the calls the walk is in, outermost first */
    pair_list a, b;                     /* scratch for reading pairs */
    uint32_t visits;
    int done;                           /* a deadlock was reported, or the walk gave up */
} walk;

static const char *op_name(const hloa_instr *in)
{
    return hloa_opcodes[in->opcode].name;
}

/* ---- source-target pairs ---- */

/* Blanks, and the escaped ones of a quoted value (XLA unescapes the string before reading). */
static size_t skip_blanks(const char *s, size_t i, size_t n)
{
    for (;;) {
        if (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
            i++;
        else if (i + 1 < n && s[i] == '\\' && (s[i + 1] == 't' || s[i + 1] == 'n' || s[i + 1] == 'r'))
            i += 2;
        else
            return i;
    }
}

static int read_number(const char *s, size_t *i, size_t n, long long *out)
{
    size_t k = *i;
    int negative = k < n && s[k] == '-';
    k += negative;
    if (k >= n || s[k] < '0' || s[k] > '9')
        return -1;
    long long v = 0;
    for (; k < n && s[k] >= '0' && s[k] <= '9'; k++) {
        if (v > (0x7fffffffffffffffLL - 9) / 10)
            return -1;
        v = v * 10 + (s[k] - '0');
    }
    *out = negative ? -v : v;
    *i = k;
    return 0;
}

/* Appends the pairs of "{{0,1},{1,2}}" to out; -1 when it is not that (XLA's FromString fails). */
static int read_pairs(const char *s, size_t n, pair_list *out)
{
    size_t i = skip_blanks(s, 0, n);
    if (i >= n || s[i] != '{')
        return -1;
    i = skip_blanks(s, i + 1, n);
    if (i < n && s[i] == '}')
        return skip_blanks(s, i + 1, n) == n ? 0 : -1;
    for (;;) {
        if (i >= n || s[i] != '{')
            return -1;
        long long v[2];
        int count = 0;
        i = skip_blanks(s, i + 1, n);
        while (i < n && s[i] != '}') {
            long long x;
            if (count && s[i++] != ',')
                return -1;
            i = skip_blanks(s, i, n);
            if (read_number(s, &i, n, &x))
                return -1;
            if (count < 2)
                v[count] = x;
            count++;
            i = skip_blanks(s, i, n);
        }
        if (i >= n || count != 2) /* a group of any other size: "Incorrect element size" */
            return -1;
        pair p = {v[0], v[1]};
        HLOA_VEC_PUSH(*out, p);
        i = skip_blanks(s, i + 1, n);
        if (i < n && s[i] == ',') {
            i = skip_blanks(s, i + 1, n);
            continue;
        }
        if (i < n && s[i] == '}')
            return skip_blanks(s, i + 1, n) == n ? 0 : -1;
        return -1;
    }
}

static int by_source(const void *x, const void *y)
{
    const pair *a = x, *b = y;
    return (a->source > b->source) - (a->source < b->source);
}

/* The target a source sends to (the last pair naming it wins, as in XLA's map), or -1. */
static long long target_of(const pair *sorted, size_t n, long long source)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (sorted[mid].source < source)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && sorted[lo].source == source ? sorted[lo].target : -1;
}

/*
 * Do the pairs, as a map from source to target, hold a cycle (XLA's
 * collective_permute_cycle::HasCycles)? Each source sends to one target, so
 * following targets from every source finds any cycle.
 */
static int has_cycle(const pair_list *l)
{
    size_t n = l->len;
    if (n < 2 && !(n == 1 && l->items[0].source == l->items[0].target))
        return 0;
    pair *sorted = hloa_xmalloc(n * sizeof(*sorted));
    /* Keep the last pair of each source: a stable sort, then the last of each run. */
    for (size_t i = 0; i < n; i++)
        sorted[i] = l->items[i];
    for (size_t i = 1; i < n; i++) /* insertion sort keeps order; pairs lists are short */
        for (size_t k = i; k > 0 && by_source(&sorted[k - 1], &sorted[k]) > 0; k--) {
            pair t = sorted[k];
            sorted[k] = sorted[k - 1];
            sorted[k - 1] = t;
        }
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (m && sorted[m - 1].source == sorted[i].source)
            sorted[m - 1] = sorted[i];
        else
            sorted[m++] = sorted[i];
    }
    int cycle = 0;
    /* Any path longer than the number of sources has revisited one. */
    for (size_t i = 0; i < m && !cycle; i++) {
        long long at = sorted[i].source;
        for (size_t steps = 0; at >= 0; steps++) {
            if (steps > m) {
                cycle = 1;
                break;
            }
            at = target_of(sorted, m, at);
        }
    }
    free(sorted);
    return cycle;
}

static int cmp_ll(const void *x, const void *y)
{
    long long a = *(const long long *)x, b = *(const long long *)y;
    return (a > b) - (a < b);
}

/* Does a source or a target appear twice (XLA's HasDuplicateSourcesOrTargets)? */
static int has_duplicate(const pair_list *l)
{
    size_t n = l->len;
    if (n < 2)
        return 0;
    long long *v = hloa_xmalloc(n * sizeof(*v));
    int dup = 0;
    for (int side = 0; side < 2 && !dup; side++) {
        for (size_t i = 0; i < n; i++)
            v[i] = side ? l->items[i].target : l->items[i].source;
        qsort(v, n, sizeof(*v), cmp_ll);
        for (size_t i = 1; i < n && !dup; i++)
            dup = v[i] == v[i - 1];
    }
    free(v);
    return dup;
}

/* ---- reports ---- */

/* The walk stops at the first deadlock, as XLA's does: what follows depends on it. */
#define REPORT(w, in, ...)                                                                         \
    ((w)->done = 1, hloa_check_report((w)->c, HLOA_RULE_SEND_RECV_DEADLOCK, (in),                 \
                                      (in)->opcode_off, (in)->opcode_off + (in)->opcode_len,      \
                                      __VA_ARGS__))

/* The send/recv still waiting, and the calls the walk came through, as notes. */
static void note_context(walk *w, hloa_diag *dg, const dfa *s)
{
    hloa_check *c = w->c;
    for (int side = 0; side < 2; side++) {
        const pending_list *l = side ? &s->recvs : &s->sends;
        for (size_t i = 0; i < l->len; i++)
            hloa_diag_related(c->d, dg, l->items[i].in->off,
                              "%s '%s' (pairs %.*s) is still waiting for its %s",
                              side ? "recv" : "send", hloa_check_name(c, l->items[i].in->name),
                              (int)l->items[i].pairs_len, l->items[i].pairs,
                              side ? "send" : "recv");
    }
    for (size_t i = 0; i < w->via.len; i++) {
        const hloa_instr *call = w->via.items[i];
        hloa_diag_related(c->d, dg, call->off, "reached through %s '%s'", op_name(call),
                          hloa_check_name(c, call->name));
    }
}

/* ---- the state machine ---- */

static const char *pairs_of(const hloa_instr *in, uint32_t *len)
{
    return hloa_instr_frontend_attr(in, PAIRS_KEY, len);
}

/* Is in outside the check (XLA's ShouldSkipDeadlockCheck, and a send/recv without pairs)? */
static int skipped(const hloa_instr *in)
{
    uint32_t len;
    return hloa_attr_bool(hloa_instr_attr(in, HLOA_SYM_IS_HOST_TRANSFER)) == 1 ||
           hloa_instr_has_frontend_attr(in, "_xla_send_recv_pipeline") || !pairs_of(in, &len);
}

/* Reads in's pairs into l (emptied first); reports when they cannot be read. */
static int read_own_pairs(walk *w, const hloa_instr *in, pair_list *l, const dfa *s)
{
    uint32_t len;
    const char *text = pairs_of(in, &len);
    l->len = 0;
    if (read_pairs(text, len, l) == 0)
        return 0;
    hloa_diag *dg = REPORT(w, in,
                           "%s '%s' has _xla_send_recv_source_target_pairs=\"%.*s\", which is "
                           "not a list of {source,target} pairs",
                           op_name(in), hloa_check_name(w->c, in->name), (int)len, text);
    note_context(w, dg, s);
    return -1;
}

/* XLA's check of one send or recv's own pairs: no cycle, no source or target twice. */
static int own_pairs_ok(walk *w, const hloa_instr *in, const dfa *s)
{
    if (read_own_pairs(w, in, &w->a, s))
        return 0;
    const char *why = has_cycle(&w->a)       ? "form a cycle"
                      : has_duplicate(&w->a) ? "name a source or a target twice"
                                             : NULL;
    if (!why)
        return 1;
    uint32_t len;
    const char *text = pairs_of(in, &len);
    hloa_diag *dg = REPORT(w, in,
                           "the source-target pairs %.*s of %s '%s' %s: XLA's deadlock check "
                           "wants every device to send to and receive from at most one other, "
                           "in no cycle",
                           (int)len, text, op_name(in), hloa_check_name(w->c, in->name), why);
    note_context(w, dg, s);
    return 0;
}

/*
 * The one waiting whose pairs clash with in's (XLA's
 * VerifyNoConflictingSendOrRecv): together they form a cycle or name a source
 * or a target twice. NULL when none does.
 */
static const pending *clash(walk *w, const hloa_instr *in, const pending_list *waiting,
                            const dfa *s)
{
    for (size_t i = 0; i < waiting->len; i++) {
        if (read_own_pairs(w, in, &w->a, s))
            return NULL;
        w->b.len = 0;
        if (read_pairs(waiting->items[i].pairs, waiting->items[i].pairs_len, &w->b))
            continue; /* cannot happen: it was read when it was met */
        for (size_t k = 0; k < w->b.len; k++)
            HLOA_VEC_PUSH(w->a, w->b.items[k]);
        if (has_cycle(&w->a) || has_duplicate(&w->a))
            return &waiting->items[i];
    }
    return NULL;
}

static void add_pending(pending_list *l, const hloa_instr *in)
{
    pending p = {in, NULL, 0};
    p.pairs = pairs_of(in, &p.pairs_len);
    HLOA_VEC_PUSH(*l, p);
}

/* The one of l with in's pairs, compared as text (XLA's FindMatchingInstruction), or -1. */
static long find_match(const pending_list *l, const char *pairs, uint32_t len)
{
    for (size_t i = 0; i < l->len; i++)
        if (l->items[i].pairs_len == len && !memcmp(l->items[i].pairs, pairs, len))
            return (long)i;
    return -1;
}

static void remove_at(pending_list *l, size_t i)
{
    memmove(l->items + i, l->items + i + 1, (l->len - i - 1) * sizeof(*l->items));
    l->len--;
}

/* A send or recv met in order (XLA's CheckDeadlocksForSend and CheckDeadlocksForRecv). */
static void meet_send_recv(walk *w, dfa *s, const hloa_instr *in)
{
    if (skipped(in) || !own_pairs_ok(w, in, s))
        return;
    int is_send = in->opcode == HLOA_OP_SEND;
    pending_list *mine = is_send ? &s->sends : &s->recvs;
    pending_list *theirs = is_send ? &s->recvs : &s->sends;
    if (s->state == NO_EXPECTATION) {
        add_pending(mine, in);
        s->state = is_send ? EXPECT_RECV : EXPECT_SEND;
    } else if (s->state == (is_send ? EXPECT_RECV : EXPECT_SEND)) {
        /* Another of its kind while those wait: it may not clash with them. */
        const pending *other = clash(w, in, mine, s);
        if (w->done)
            return;
        if (other) {
            hloa_diag *dg = REPORT(
                w, in,
                "%s '%s' comes while %s '%s' waits for its %s, and their source-target pairs "
                "clash (together they form a cycle or name a source or a target twice): the "
                "next send/recv here must be a %s",
                op_name(in), hloa_check_name(w->c, in->name), op_name(other->in),
                hloa_check_name(w->c, other->in->name), is_send ? "recv" : "send",
                is_send ? "recv" : "send");
            note_context(w, dg, s);
            return;
        }
        add_pending(mine, in);
    } else {
        uint32_t len;
        const char *pairs = pairs_of(in, &len);
        long k = find_match(theirs, pairs, len);
        if (k >= 0) {
            remove_at(theirs, (size_t)k);
            if (!theirs->len)
                s->state = NO_EXPECTATION;
        } else {
            add_pending(mine, in); /* unmatched: it waits too */
        }
    }
}

/* A collective met in order while a send/recv waits (XLA's CheckDeadlocksForOtherCollectives). */
static void meet_collective(walk *w, dfa *s, const hloa_instr *in)
{
    if (s->state == NO_EXPECTATION)
        return;
    hloa_diag *dg;
    if (s->sends.len || s->recvs.len)
        dg = REPORT(w, in,
                    "%s '%s' is scheduled while a send/recv still waits for its match: the "
                    "devices blocked in the send/recv never reach this collective, and those "
                    "in the collective never post the matching send/recv",
                    op_name(in), hloa_check_name(w->c, in->name));
    else
        dg = REPORT(w, in, "%s '%s' is scheduled where a send or recv was expected",
                    op_name(in), hloa_check_name(w->c, in->name));
    note_context(w, dg, s);
}

/*
 * The send/recv left waiting where a walk ends (XLA's
 * CheckPendingSendRecvDeadlocks): each must find its match among the others.
 * at is the instruction the walk ends at (the entry's root, or the async-start
 * whose computation was walked apart), for the report's place.
 */
static void settle_pending(walk *w, dfa *s, const hloa_instr *at)
{
    const pending *first = NULL;
    const char *want = NULL;
    if (!s->recvs.len && s->sends.len) {
        first = &s->sends.items[0];
        want = "recv";
    } else if (!s->sends.len && s->recvs.len) {
        first = &s->recvs.items[0];
        want = "send";
    } else {
        /* Match sends to recvs; a send without one, then a recv without one, is reported. */
        for (size_t i = 0; i < s->sends.len && !first; i++) {
            long k = find_match(&s->recvs, s->sends.items[i].pairs, s->sends.items[i].pairs_len);
            if (k >= 0)
                remove_at(&s->recvs, (size_t)k);
            else
                first = &s->sends.items[i], want = "recv";
        }
        for (size_t i = 0; i < s->recvs.len && !first; i++)
            if (find_match(&s->sends, s->recvs.items[i].pairs, s->recvs.items[i].pairs_len) < 0)
                first = &s->recvs.items[i], want = "send";
    }
    if (!first)
        return;
    int group = at->opcode == HLOA_OP_ASYNC_START;
    hloa_diag *dg = REPORT(w, first->in,
                           "%s '%s' (pairs %.*s) is never matched by a %s with the same "
                           "source-target pairs %s '%s'",
                           op_name(first->in), hloa_check_name(w->c, first->in->name),
                           (int)first->pairs_len, first->pairs, want,
                           group ? "within the group of send/recv run by async-start"
                                 : "before the program ends at its root",
                           hloa_check_name(w->c, at->name));
    note_context(w, dg, s);
}

/* ---- the walk ---- */

static int is_other_collective(uint16_t op)
{
    switch (op) {
    case HLOA_OP_ALL_GATHER: case HLOA_OP_ALL_REDUCE: case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_RAGGED_ALL_TO_ALL: case HLOA_OP_COLLECTIVE_PERMUTE:
    case HLOA_OP_REDUCE_SCATTER: case HLOA_OP_COLLECTIVE_BROADCAST:
        return 1;
    default:
        return 0;
    }
}

/*
 * Does a walk of comp meet anything the state machine reads (remembered per
 * computation)? What comp calls is answered first, callees before callers, so
 * calls nested as deep as the input likes take no stack; a computation a cycle
 * (bad input) returns to is not followed again.
 */
static int relevant(walk *w, const hloa_comp *comp)
{
    uint8_t *r = w->relevant;
    if (!r[comp->index]) {
        hloa_comp_list order = {0};
        hloa_comps_callees_first(comp, r, NULL, &order); /* each 1 (no) until found */
        for (size_t o = 0; o < order.len; o++) {
            const hloa_comp *d = order.items[o];
            int yes = 0;
            for (uint32_t i = 0; i < d->n_instrs && !yes; i++) {
                const hloa_instr *in = d->instrs[i];
                if (!in->n_called)
                    yes = in->opcode == HLOA_OP_SEND || in->opcode == HLOA_OP_RECV ||
                          is_other_collective(in->opcode);
                for (uint16_t k = 0; k < in->n_called && !yes; k++)
                    yes = in->called[k] && r[in->called[k]->index] == 2;
            }
            r[d->index] = yes ? 2 : 1;
        }
        free(order.items);
    }
    return r[comp->index] == 2;
}

/* A computation run by an async op that holds more than its parameters and root. */
static int walked_apart(const hloa_instr *call, const hloa_comp *comp)
{
    if (call->opcode != HLOA_OP_ASYNC_START)
        return 0;
    for (uint32_t i = 0; i < comp->n_instrs; i++)
        if (comp->instrs[i] != comp->root && comp->instrs[i]->opcode != HLOA_OP_PARAMETER)
            return 1;
    return 0;
}

static void walk_computation(walk *w, const hloa_comp *comp, dfa *s);

static void free_dfa(dfa *s)
{
    free(s->sends.items);
    free(s->recvs.items);
}

/* Into a computation in is calling, as XLA's walk goes into it where it is called. */
static void enter(walk *w, const hloa_instr *in, const hloa_comp *comp, dfa *s)
{
    if (!comp || !relevant(w, comp) || w->via.len >= CALL_DEPTH_MAX)
        return;
    HLOA_VEC_PUSH(w->via, in);
    if (walked_apart(in, comp)) {
        /* A group of async send/recv between pipelined ones: a state machine of its own. */
        dfa own = {NO_EXPECTATION, {0}, {0}};
        walk_computation(w, comp, &own);
        if (!w->done && s->state != NO_EXPECTATION)
            settle_pending(w, &own, in);
        free_dfa(&own);
    } else {
        walk_computation(w, comp, s);
    }
    w->via.len--;
}

static void walk_computation(walk *w, const hloa_comp *comp, dfa *s)
{
    for (uint32_t i = 0; i < comp->n_instrs && !w->done; i++) {
        const hloa_instr *in = comp->instrs[i];
        if (++w->visits > VISITS_MAX) {
            w->done = 1; /* a call tree built to explode: what was read so far is all */
            return;
        }
        if (!in->n_called) {
            if (in->opcode == HLOA_OP_SEND || in->opcode == HLOA_OP_RECV)
                meet_send_recv(w, s, in);
            else if (is_other_collective(in->opcode))
                meet_collective(w, s, in);
        } else if (in->opcode == HLOA_OP_WHILE) {
            /* XLA lists a while's body before its condition. */
            enter(w, in, hloa_called_by(in, HLOA_SYM_BODY), s);
            if (!w->done)
                enter(w, in, hloa_called_by(in, HLOA_SYM_CONDITION), s);
        } else {
            for (uint16_t k = 0; k < in->n_called && !w->done; k++)
                enter(w, in, in->called[k], s);
        }
    }
}

/* Does the module hold a send or recv the check reads? Most hold none: nothing to walk. */
static int any_send_recv(const hloa_module *m)
{
    for (uint32_t i = 0; i < m->n_comps; i++) {
        hloa_scan sc = hloa_comp_scan(m->comps[i], HLOA_HAS_PAIR);
        for (uint32_t k = 0; k < sc.n; k++) {
            const hloa_instr *in = hloa_scan_at(&sc, k);
            if (in && (in->opcode == HLOA_OP_SEND || in->opcode == HLOA_OP_RECV) && !skipped(in))
                return 1;
        }
    }
    return 0;
}

void hloa_check_deadlocks(hloa_check *c, const hloa_subject *subject)
{
    (void)subject;
    hloa_module *m = c->m;
    if (!m->entry || !any_send_recv(m))
        return;
    walk w = {.c = c};
    w.relevant = hloa_xcalloc(m->n_comps ? m->n_comps : 1, 1);
    dfa s = {NO_EXPECTATION, {0}, {0}};
    walk_computation(&w, m->entry, &s);
    if (!w.done && s.state != NO_EXPECTATION && m->entry->root)
        settle_pending(&w, &s, m->entry->root);
    free_dfa(&s);
    free(w.via.items);
    free(w.a.items);
    free(w.b.items);
    free(w.relevant);
}
