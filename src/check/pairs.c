/*
 * First-class async pairs: copy-start/done, all-reduce-start/done,
 * all-gather-start/done, collective-permute-start/done, send/send-done and
 * recv/recv-done, as XLA's verifier checks them (2026-08). Each start has one
 * user, its done or an intermediary on the way there (a custom-call
 * control_dep is no user); each done's operand is its start, or for the
 * collectives a value that traces back to it; the shapes follow XLA's shape
 * inference. XLA rebuilds the shapes of send, send-done, recv and recv-done
 * from their operands, whatever is written: a written shape that differs is
 * a warning saying what XLA will use. send/recv dones agree with their start
 * on channel_id and is_host_transfer.
 */
#include "hloasync/async.h"
#include "hloasync/check.h"
#include "checks.h"

#include <string.h>

static const char *nm(hloa_check *c, hloa_sym s)
{
    return hloa_check_name(c, s);
}

static const char *op_name(const hloa_instr *in)
{
    return hloa_opcodes[in->opcode].name;
}

static const hloa_shape *scalar(hloa_check *c, hloa_elem e)
{
    hloa_shape s = {.kind = HLOA_SHAPE_ARRAY, .elem = (uint8_t)e};
    return hloa_shape_intern(hloa_check_shapes(c), &s);
}

/* The operand's shape, or the tuple of all operand shapes when there are several. */
static const hloa_shape *operands_shape(hloa_check *c, const hloa_instr *in, uint32_t from, uint32_t n)
{
    if (from + n > in->n_operands || n == 0)
        return NULL; /* a wrong operand count was reported by the parser */
    if (n == 1) return in->operands[from] ? in->operands[from]->shape : NULL;
    const hloa_shape *elems[64];
    if (n > 64) return NULL;
    for (uint32_t i = 0; i < n; i++) {
        if (!in->operands[from + i] || !in->operands[from + i]->shape) return NULL;
        elems[i] = in->operands[from + i]->shape;
    }
    return hloa_shape_tuple(hloa_check_shapes(c), elems, n);
}

static const hloa_shape *tuple_of(hloa_check *c, const hloa_shape *a, const hloa_shape *b,
                                  const hloa_shape *d)
{
    const hloa_shape *elems[3] = {a, b, d};
    return hloa_shape_tuple(hloa_check_shapes(c), elems, d ? 3 : 2);
}

static const hloa_shape *element(const hloa_shape *s, uint32_t i)
{
    return s && s->kind == HLOA_SHAPE_TUPLE && i < s->n ? s->elems[i] : NULL;
}

/* Reports when the written shape is not the expected one (layouts ignored). */
static void expect_shape(hloa_check *c, const hloa_instr *in, const hloa_shape *want, const char *why)
{
    if (!want || !in->shape || hloa_shape_compatible(in->shape, want)) return;
    uint32_t b, e;
    hloa_instr_shape_span(c->m, in, &b, &e);
    hloa_check_report(c, HLOA_RULE_PAIR_SHAPE, in, b, e,
                      "%s '%s' has shape %s, but must be %s: %s", op_name(in), nm(c, in->name),
                      hloa_check_shape(c, 1, in->shape), why,
                      hloa_check_shape(c, 0, want));
}

/* send, send-done, recv, recv-done: XLA builds the shape from the operands and ignores the text. */
static void rebuilt_shape(hloa_check *c, const hloa_instr *in, const hloa_shape *xla)
{
    if (!xla || !in->shape || hloa_shape_compatible(in->shape, xla)) return;
    uint32_t b, e;
    hloa_instr_shape_span(c->m, in, &b, &e);
    hloa_check_report(c, HLOA_RULE_SEND_RECV_SHAPE, in, b, e,
                      "%s '%s' is written %s, but XLA builds it from its operands and uses %s",
                      op_name(in), nm(c, in->name), hloa_check_shape(c, 1, in->shape),
                      hloa_check_shape(c, 0, xla));
}

/* copy-start: (dest, src, u32[]) with src the operand and dest = src up to memory space. */
static void copy_start_shape(hloa_check *c, const hloa_instr *s)
{
    const hloa_shape *x = operands_shape(c, s, 0, s->n_operands);
    if (!x) return;
    expect_shape(c, s, tuple_of(c, x, x, scalar(c, HLOA_ELEM_U32)),
                 "destination, source and a u32[] context");
    const hloa_shape *dest = element(s->shape, 0), *src = element(s->shape, 1);
    if (dest && src && dest->has_layout && src->has_layout && hloa_shape_compatible(dest, src) &&
        !hloa_shape_equal_ignoring_memory_space(dest, src)) {
        uint32_t b, e;
        hloa_instr_shape_span(c->m, s, &b, &e);
        hloa_check_report(
            c, HLOA_RULE_PAIR_SHAPE, s, b, e,
            "copy-start '%s' may change only the memory space, but its destination %s and "
            "source %s differ in layout",
            nm(c, s->name), hloa_check_shape(c, 0, dest),
            hloa_check_shape(c, 1, src));
    }
}

static void start_shape(hloa_check *c, const hloa_instr *s)
{
    const hloa_shape *x = operands_shape(c, s, 0, s->n_operands);
    switch (s->opcode) {
    case HLOA_OP_COPY_START:
        copy_start_shape(c, s);
        break;
    case HLOA_OP_ALL_REDUCE_START:
        expect_shape(c, s, x, "the reduced operands, not an (input, output) tuple");
        break;
    case HLOA_OP_ALL_GATHER_START:
        if (x && (!s->shape || s->shape->kind != HLOA_SHAPE_TUPLE || s->shape->n != 2 ||
                  !hloa_shape_compatible(s->shape->elems[0], x)))
            expect_shape(c, s,
                         tuple_of(c, x, element(s->shape, 1) ? element(s->shape, 1) : x, NULL),
                         "(input, gathered output)");
        break;
    case HLOA_OP_COLLECTIVE_PERMUTE_START: {
        /* In place (slice_sizes= written, 4 operands): (operand 0, operand 1, context...);
           else (x, x, context...), x the operand or the tuple of them (a combined permute). */
        int in_place = hloa_instr_attr(s, HLOA_SYM_SLICE_SIZES) != NULL &&
                       s->n_operands == 4;
        const hloa_shape *a = in_place ? operands_shape(c, s, 0, 1) : x;
        const hloa_shape *b = in_place ? operands_shape(c, s, 1, 1) : x;
        if (!a || !b) break;
        if (!s->shape || s->shape->kind != HLOA_SHAPE_TUPLE || s->shape->n < 2 ||
            !hloa_shape_compatible(s->shape->elems[0], a) ||
            !hloa_shape_compatible(s->shape->elems[1], b))
            expect_shape(c, s, tuple_of(c, a, b, NULL), "input, output and optional context");
        break;
    }
    case HLOA_OP_SEND:
    case HLOA_OP_RECV: {
        const hloa_shape *data =
            s->opcode == HLOA_OP_SEND ? operands_shape(c, s, 0, 1) : element(s->shape, 0);
        if (data)
            rebuilt_shape(c, s, tuple_of(c, data, scalar(c, HLOA_ELEM_U32), scalar(c, HLOA_ELEM_TOKEN)));
        break;
    }
    default:
        break;
    }
}

static void done_shape(hloa_check *c, const hloa_instr *d, const hloa_instr *s)
{
    switch (d->opcode) {
    case HLOA_OP_COPY_DONE: {
        const hloa_shape *dest = element(s->shape, 0);
        expect_shape(c, d, dest, "element {0} of its copy-start");
        if (dest && d->shape && dest->has_layout && d->shape->has_layout &&
            hloa_shape_compatible(dest, d->shape) && dest != d->shape)
            expect_shape(c, d, dest, "element {0} of its copy-start, layout included");
        break;
    }
    case HLOA_OP_ALL_REDUCE_DONE:
        expect_shape(c, d, s->shape, "the shape of its all-reduce-start");
        break;
    case HLOA_OP_ALL_GATHER_DONE:
    case HLOA_OP_COLLECTIVE_PERMUTE_DONE:
        expect_shape(c, d, element(s->shape, 1), "element {1} of its start");
        break;
    case HLOA_OP_SEND_DONE:
        rebuilt_shape(c, d, scalar(c, HLOA_ELEM_TOKEN));
        break;
    case HLOA_OP_RECV_DONE:
        if (s->opcode == HLOA_OP_RECV && element(s->shape, 0))
            rebuilt_shape(c, d, tuple_of(c, element(s->shape, 0), scalar(c, HLOA_ELEM_TOKEN), NULL));
        break;
    default:
        break;
    }
}

/* send-done/recv-done repeat channel_id and is_host_transfer of their start (XLA's parser
   refuses a channel mismatch without saying why). */
static void check_channel(hloa_check *c, const hloa_instr *d, const hloa_instr *s)
{
    static const hloa_sym keys[] = {HLOA_SYM_CHANNEL_ID, HLOA_SYM_IS_HOST_TRANSFER};
    for (size_t k = 0; k < 2; k++) {
        const hloa_attr *a = hloa_instr_attr(d, keys[k]), *b = hloa_instr_attr(s, keys[k]);
        const char *av = a ? hloa_arena_strndup(&c->scratch, a->val, a->val_len) : NULL;
        const char *bv = b ? hloa_arena_strndup(&c->scratch, b->val, b->val_len) : NULL;
        /* is_host_transfer defaults to false; an absent channel_id on the done is no claim. */
        if (k == 1) {
            av = av ? av : "false";
            bv = bv ? bv : "false";
        }
        if (!av || !bv || !strcmp(av, bv)) continue;
        uint32_t from = a ? a->key_off : d->opcode_off;
        uint32_t to = a ? a->val_off + a->val_len : d->opcode_off + d->opcode_len;
        hloa_diag *dg = hloa_check_report(c, HLOA_RULE_PAIR_CHANNEL, d, from, to,
                                          "%s '%s' has %s=%s, but its %s '%s' has %s", op_name(d),
                                          nm(c, d->name), k ? "is_host_transfer" : "channel_id", av,
                                          op_name(s), nm(c, s->name), bv);
        hloa_diag_related(c->d, dg, s->off, "'%s' is defined here", nm(c, s->name));
    }
}

static int is_send_recv(uint16_t op)
{
    return op == HLOA_OP_SEND || op == HLOA_OP_RECV;
}

static int is_control_dep(hloa_check *c, const hloa_instr *in)
{
    if (in->opcode != HLOA_OP_CUSTOM_CALL) return 0;
    uint32_t n;
    const char *t = hloa_attr_string(hloa_instr_attr(in, HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    (void)c;
    return t && n == 11 && !memcmp(t, "control_dep", 11);
}

/* XLA's VerifySingleUser: one user (control_dep custom-calls aside), its done or on the way. */
static void check_start(hloa_check *c, const hloa_instr *s)
{
    uint16_t done_op = hloa_opcode_pair(s->opcode);
    /* The root of an async computation is used by its chain, not by a done (X = send, recv). */
    int exempt = is_send_recv(s->opcode) && s->parent && s->parent->root == s &&
                 hloa_check_runs_async(c, s->parent);
    const hloa_instr *user = NULL;
    uint32_t n_users = 0;
    for (uint32_t u = 0; u < s->n_users; u++)
        if (s->users[u]->broken) return; /* the parser reported that line; no guessing after */
    for (uint32_t u = 0; u < s->n_users; u++) {
        const hloa_instr *x = s->users[u];
        if (is_control_dep(c, x) || (u && x == s->users[u - 1])) continue;
        user = x;
        n_users++;
    }
    int fits = user && (user->opcode == done_op || hloa_is_async_intermediary(user) ||
                        (is_send_recv(s->opcode) && user->opcode == HLOA_OP_TUPLE));
    if (!exempt && (n_users != 1 || !fits)) {
        uint32_t b = s->opcode_off, e = s->opcode_off + s->opcode_len, n = 0;
        const char *uop = n_users == 1 ? hloa_opcode_name(user, c->m, &n) : NULL;
        hloa_diag *dg =
            uop ? hloa_check_report(
                      c, HLOA_RULE_PAIR_USER, s, b, e,
                      "the user of %s '%s' must be its %s, or pass the value on to it, but '%s' "
                      "is %.*s",
                      op_name(s), nm(c, s->name), hloa_opcodes[done_op].name,
                      nm(c, user->name), (int)n, uop)
                : hloa_check_report(c, HLOA_RULE_PAIR_USER, s, b, e,
                                    "%s '%s' must have exactly one user, its %s; it has %u",
                                    op_name(s), nm(c, s->name), hloa_opcodes[done_op].name,
                                    n_users);
        for (uint32_t u = 0; u < s->n_users && u < 4; u++)
            hloa_diag_related(c->d, dg, s->users[u]->off, "'%s' uses it",
                              nm(c, s->users[u]->name));
    } else if (!exempt && is_send_recv(s->opcode) && hloa_instr_attr(s, HLOA_SYM_CHANNEL_ID)) {
        /* XLA's VerifyChannels counts every user of a send/recv on a channel, control_dep too. */
        uint32_t all = 0;
        for (uint32_t u = 0; u < s->n_users; u++)
            all += !(u && s->users[u] == s->users[u - 1]);
        if (all > 1) {
            hloa_diag *dg = hloa_check_report(
                c, HLOA_RULE_PAIR_USER, s, s->opcode_off, s->opcode_off + s->opcode_len,
                "%s '%s' is on a channel, and XLA's channel check wants it used by its %s alone, "
                "a control_dep custom-call included; it has %u users",
                op_name(s), nm(c, s->name), hloa_opcodes[done_op].name, all);
            for (uint32_t u = 0; u < s->n_users && u < 4; u++)
                hloa_diag_related(c->d, dg, s->users[u]->off, "'%s' uses it",
                                  nm(c, s->users[u]->name));
        }
    }
    start_shape(c, s);
}

/* XLA's VerifySingleOperand: the start itself, or a value that traces back to one. */
static void check_done(hloa_check *c, const hloa_instr *d)
{
    uint16_t start_op = hloa_opcode_pair(d->opcode);
    hloa_instr *s = d->n_operands ? d->operands[0] : NULL;
    if (!s || s->broken) return; /* no operand (said by the arity check or undefined-name), or
                                    one the parser reported as written */
    if (s->opcode != start_op) {
        /* send/recv come out of a loop tuple; a collective's start may pass intermediaries. */
        if (is_send_recv(start_op) && s->opcode == HLOA_OP_GET_TUPLE_ELEMENT) return;
        const hloa_instr *p = is_send_recv(start_op) || start_op == HLOA_OP_COPY_START
                                  ? NULL
                                  : hloa_trace_producer(hloa_check_trace(c), s);
        if (p && p->opcode == start_op) {
            done_shape(c, d, s);
            return;
        }
        uint32_t b, e, n;
        hloa_instr_operand_span(c->m, d, 0, &b, &e);
        const char *sop = hloa_opcode_name(s, c->m, &n);
        hloa_diag *dg = hloa_check_report(c, HLOA_RULE_PAIR_OPERAND, d, b, e,
                                          "the operand of %s '%s' must be a %s, found %.*s '%s'",
                                          op_name(d), nm(c, d->name), hloa_opcodes[start_op].name,
                                          (int)n, sop, nm(c, s->name));
        hloa_diag_related(c->d, dg, s->off, "'%s' is defined here", nm(c, s->name));
        return;
    }
    done_shape(c, d, s);
    if (is_send_recv(start_op)) check_channel(c, d, s);
}

void hloa_check_pair(hloa_check *c, const hloa_subject *subject)
{
    const hloa_instr *in = subject->instr;
    if (hloa_opcodes[in->opcode].family == HLOA_FAM_PAIR_START)
        check_start(c, in);
    else
        check_done(c, in);
}
