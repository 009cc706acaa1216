/*
 * First-class async pairs (SPEC 5.5): copy-start/done, all-reduce-start/done,
 * all-gather-start/done, collective-permute-start/done, send/send-done and
 * recv/recv-done. Each start has exactly one user, its done (all-gather too,
 * which XLA does not check: gap 5); each done's operand is its start; the
 * shapes follow XLA's shape inference (R34-R38); send/recv dones agree with
 * their start on channel_id and is_host_transfer.
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
        /* (x, x, context...); the in-place form with 4 operands is (operand0, operand1, ...) */
        int in_place = s->n_operands == 4;
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
            expect_shape(c, s,
                         tuple_of(c, data, scalar(c, HLOA_ELEM_U32), scalar(c, HLOA_ELEM_TOKEN)),
                         "data, a u32[] context and a token");
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
        expect_shape(c, d, scalar(c, HLOA_ELEM_TOKEN), "a token");
        break;
    case HLOA_OP_RECV_DONE:
        if (element(s->shape, 0))
            expect_shape(c, d, tuple_of(c, element(s->shape, 0), scalar(c, HLOA_ELEM_TOKEN), NULL),
                         "the received data and a token");
        break;
    default:
        break;
    }
}

/* send-done/recv-done repeat channel_id and is_host_transfer of their start (R38, gap 7). */
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

static void check_start(hloa_check *c, const hloa_instr *s)
{
    uint16_t done_op = hloa_opcode_pair(s->opcode);
    int ok = s->n_users == 1 && s->users[0]->opcode == done_op && s->users[0]->operands[0] == s;
    /* Pipelined send/recv travel through a tuple into a loop; XLA accepts that (R22). */
    if (is_send_recv(s->opcode) && s->n_users == 1 && s->users[0]->opcode == HLOA_OP_TUPLE) ok = 1;
    /* The root of an async computation is used by its chain, not by a done (X = send, recv ...). */
    int exempt = !ok && s->parent && s->parent->root == s && hloa_check_runs_async(c, s->parent);
    if (!ok && !exempt) {
        uint32_t b = s->opcode_off, e = s->opcode_off + s->opcode_len, n = 0;
        const char *uop = s->n_users == 1 ? hloa_opcode_name(s->users[0], c->m, &n) : NULL;
        hloa_diag *dg =
            uop ? hloa_check_report(
                      c, HLOA_RULE_PAIR_USER, s, b, e,
                      "%s '%s' must be used by its %s alone, but its only user '%s' is %.*s",
                      op_name(s), nm(c, s->name), hloa_opcodes[done_op].name,
                      nm(c, s->users[0]->name), (int)n, uop)
                : hloa_check_report(c, HLOA_RULE_PAIR_USER, s, b, e,
                                    "%s '%s' must have exactly one user, its %s; it has %u",
                                    op_name(s), nm(c, s->name), hloa_opcodes[done_op].name,
                                    s->n_users);
        for (uint32_t u = 0; u < s->n_users && u < 4; u++)
            hloa_diag_related(c->d, dg, s->users[u]->off, "'%s' uses it",
                              nm(c, s->users[u]->name));
    }
    start_shape(c, s);
}

static void check_done(hloa_check *c, const hloa_instr *d)
{
    uint16_t start_op = hloa_opcode_pair(d->opcode);
    const hloa_instr *s = d->n_operands ? d->operands[0] : NULL;
    if (!s) return; /* no operand: the arity check or undefined-name said so */
    if (s->opcode != start_op) {
        /* Pipelined send/recv come out of a loop tuple (R23 allows get-tuple-element). */
        if (is_send_recv(start_op) && s->opcode == HLOA_OP_GET_TUPLE_ELEMENT) return;
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
