/*
 * Channels across the module: the instructions that share a channel_id are of
 * one kind (send/recv and their dones, or one collective), and the send/recv
 * instructions of a pipelined channel (frontend attribute
 * _xla_send_recv_pipeline) are used the same number of times each. XLA's
 * verifier made both checks when its corpus tests were written
 * (ChannelVerifier, ChannelVerifierPipelinedMissingDones).
 */
#include "hloasync/check.h"
#include "checks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An instruction on a channel, in text order. */
typedef struct on_channel {
    long long channel;     /* its channel_id */
    uint32_t order;        /* its place in text order: ties keep it */
    const hloa_instr *instr;
} on_channel;

/* Instructions that carry a channel (XLA's channel instructions). */
static int is_channel_op(uint16_t op)
{
    switch (op) {
    case HLOA_OP_SEND: case HLOA_OP_RECV: case HLOA_OP_SEND_DONE: case HLOA_OP_RECV_DONE:
    case HLOA_OP_ALL_GATHER: case HLOA_OP_ALL_GATHER_START:
    case HLOA_OP_ALL_REDUCE: case HLOA_OP_ALL_REDUCE_START:
    case HLOA_OP_ALL_TO_ALL: case HLOA_OP_RAGGED_ALL_TO_ALL:
    case HLOA_OP_COLLECTIVE_BROADCAST: case HLOA_OP_COLLECTIVE_REDUCE:
    case HLOA_OP_COLLECTIVE_PERMUTE: case HLOA_OP_COLLECTIVE_PERMUTE_START:
    case HLOA_OP_REDUCE_SCATTER:
        return 1;
    default:
        return 0;
    }
}

static int is_send_recv(uint16_t op)
{
    return op == HLOA_OP_SEND || op == HLOA_OP_RECV || op == HLOA_OP_SEND_DONE ||
           op == HLOA_OP_RECV_DONE;
}

static int by_channel(const void *a, const void *b)
{
    const on_channel *x = a, *y = b;
    if (x->channel != y->channel)
        return x->channel < y->channel ? -1 : 1;
    return (x->order > y->order) - (x->order < y->order);
}

/* The channel_id of in, when it is written as a number (XLA's are positive). */
static int channel_of(const hloa_instr *in, long long *channel)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_CHANNEL_ID);
    if (!a || !a->val_len || a->val_len > 18)
        return 0;
    long long v = 0;
    for (uint32_t i = 0; i < a->val_len; i++) {
        if (a->val[i] < '0' || a->val[i] > '9')
            return 0;
        v = v * 10 + (a->val[i] - '0');
    }
    *channel = v;
    return 1;
}

static const char *op_name(const hloa_instr *in)
{
    return hloa_opcodes[in->opcode].name;
}

static uint32_t opcode_end(const hloa_instr *in)
{
    return in->opcode_off + in->opcode_len;
}

/* The n instructions of a channel, ch, are of one kind: send/recv and their dones, or one op. */
static void check_kinds(hloa_check *c, const on_channel *ch, size_t n)
{
    int sends = 0;
    for (size_t k = 0; k < n; k++)
        sends += is_send_recv(ch[k].instr->opcode);
    if (sends == (int)n)
        return;
    /* The first of another kind than the channel's first instruction. */
    const hloa_instr *first = ch[0].instr;
    for (size_t k = 1; k < n; k++) {
        const hloa_instr *in = ch[k].instr;
        int same = is_send_recv(first->opcode) ? is_send_recv(in->opcode)
                                               : in->opcode == first->opcode;
        if (same)
            continue;
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_CHANNEL_KIND, in, in->opcode_off, opcode_end(in),
            "channel %lld is used by %s '%s' and by %s '%s': the instructions of a channel "
            "are of one kind",
            ch[k].channel, op_name(in), hloa_check_name(c, in->name), op_name(first),
            hloa_check_name(c, first->name));
        hloa_diag_related(c->d, dg, first->off, "'%s' uses channel %lld first",
                          hloa_check_name(c, first->name), ch[k].channel);
        return;
    }
}

/* A pipelined send/recv channel uses each of its opcodes the same number of times. */
static void check_pipelined(hloa_check *c, const on_channel *ch, size_t n)
{
    int pipelined = 0;
    uint32_t count[4] = {0}; /* send, recv, send-done, recv-done */
    static const uint16_t ops[4] = {HLOA_OP_SEND, HLOA_OP_RECV, HLOA_OP_SEND_DONE,
                                    HLOA_OP_RECV_DONE};
    for (size_t k = 0; k < n; k++) {
        if (!is_send_recv(ch[k].instr->opcode))
            return; /* another rule's problem */
        pipelined |= hloa_instr_has_frontend_attr(ch[k].instr, "_xla_send_recv_pipeline");
        for (int o = 0; o < 4; o++)
            count[o] += ch[k].instr->opcode == ops[o];
    }
    uint32_t want = 0;
    int uneven = 0;
    for (int o = 0; o < 4; o++) {
        if (!count[o])
            continue; /* as XLA: only the opcodes the channel uses are counted */
        uneven |= want && count[o] != want;
        want = want ? want : count[o];
    }
    if (!pipelined || !uneven)
        return;
    char counts[160] = "";
    for (int o = 0; o < 4; o++) {
        if (!count[o])
            continue;
        size_t len = strlen(counts);
        snprintf(counts + len, sizeof(counts) - len, "%s%s %u", len ? ", " : "",
                 hloa_opcodes[ops[o]].name, count[o]);
    }
    const hloa_instr *first = ch[0].instr;
    hloa_check_report(c, HLOA_RULE_CHANNEL_PIPELINE, first, first->opcode_off, opcode_end(first),
                      "channel %lld is pipelined (_xla_send_recv_pipeline), but its send/recv "
                      "instructions are not used the same number of times (%s)",
                      ch[0].channel, counts);
}

void hloa_check_channels(hloa_check *c, const hloa_subject *s)
{
    (void)s;
    const hloa_module *m = c->m;
    if (!hloa_module_may_have_attr(m, HLOA_SYM_CHANNEL_ID))
        return;
    HLOA_VEC(on_channel) all = {0};
    uint32_t order = 0;
    for (uint32_t i = 0; i < m->n_comps; i++) {
        const hloa_comp *comp = m->comps[i];
        for (uint32_t j = 0; j < comp->n_instrs; j++) {
            const hloa_instr *in = comp->instrs[j];
            long long channel;
            if (is_channel_op(in->opcode) && channel_of(in, &channel)) {
                on_channel e = {channel, order, in};
                HLOA_VEC_PUSH(all, e);
            }
            order++;
        }
    }
    hloa_sort_unless_in_order(all.items, all.len, sizeof(*all.items), by_channel);
    for (size_t i = 0, j; i < all.len; i = j) {
        for (j = i + 1; j < all.len && all.items[j].channel == all.items[i].channel; j++)
            ;
        check_kinds(c, all.items + i, j - i);
        check_pipelined(c, all.items + i, j - i);
    }
    free(all.items);
}
