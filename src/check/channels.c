/*
 * Channels across the module: the send/recv instructions of a pipelined
 * channel (frontend attribute _xla_send_recv_pipeline) are used the same
 * number of times each (a check an older XLA's verifier made; kept:
 * docs/xla-parity.md), and the host-transfer send and recv of one channel are
 * the same instruction but for their operands (XLA's VerifyChannels today).
 * Instructions of different kinds may share a channel: XLA stopped asking
 * otherwise in 2025 (channel ids mean nothing in SPMD programs).
 */
#include "hloasync/check.h"
#include "checks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A send/recv instruction on a channel, in text order. */
typedef struct on_channel {
    long long channel;     /* its channel_id */
    uint32_t order;        /* its place in text order: ties keep it */
    const hloa_instr *instr;
} on_channel;

/* The instructions whose channels the checks read: send, recv and their dones. */
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

/* A pipelined send/recv channel uses each of its opcodes the same number of times. */
static void check_pipelined(hloa_check *c, const on_channel *ch, size_t n)
{
    int pipelined = 0;
    uint32_t count[4] = {0}; /* send, recv, send-done, recv-done */
    static const uint16_t ops[4] = {HLOA_OP_SEND, HLOA_OP_RECV, HLOA_OP_SEND_DONE,
                                    HLOA_OP_RECV_DONE};
    for (size_t k = 0; k < n; k++) {
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

static int is_host_transfer(const hloa_instr *in)
{
    return hloa_attr_bool(hloa_instr_attr(in, HLOA_SYM_IS_HOST_TRANSFER)) == 1;
}

static int same_value(const hloa_instr *a, const hloa_instr *b, hloa_sym key)
{
    const hloa_attr *x = hloa_instr_attr(a, key), *y = hloa_instr_attr(b, key);
    return (!x && !y) || (x && y && x->val_len == y->val_len && !memcmp(x->val, y->val, x->val_len));
}

static int same_shape(const hloa_shape *a, const hloa_shape *b)
{
    return a == b || (a && b && hloa_shape_equal_deep(a, b));
}

/* What makes two host-transfer send/recv of one channel differ, or NULL (XLA's Identical). */
static const char *host_transfer_difference(const hloa_instr *a, const hloa_instr *b)
{
    if (a->opcode != b->opcode) return "one is a send, the other a recv";
    if (!same_shape(a->shape, b->shape)) return "their shapes differ";
    if (a->n_operands != b->n_operands) return "their operand counts differ";
    for (uint32_t i = 0; i < a->n_operands; i++)
        if (a->operands[i] && b->operands[i] &&
            !same_shape(a->operands[i]->shape, b->operands[i]->shape))
            return "the shapes of their operands differ";
    if (!same_value(a, b, HLOA_SYM_FRONTEND_ATTRIBUTES)) return "their frontend_attributes differ";
    if (!same_value(a, b, HLOA_SYM_BACKEND_CONFIG)) return "their backend_config differs";
    return NULL;
}

/* The host-transfer send and recv of a channel are one instruction but for their operands. */
static void check_host_transfers(hloa_check *c, const on_channel *ch, size_t n)
{
    const hloa_instr *first = NULL;
    for (size_t k = 0; k < n; k++) {
        const hloa_instr *in = ch[k].instr;
        if ((in->opcode != HLOA_OP_SEND && in->opcode != HLOA_OP_RECV) || !is_host_transfer(in))
            continue;
        if (!first) {
            first = in;
            continue;
        }
        const char *why = host_transfer_difference(first, in);
        if (!why) continue;
        hloa_diag *dg = hloa_check_report(
            c, HLOA_RULE_CHANNEL_HOST_TRANSFER, in, in->opcode_off, opcode_end(in),
            "%s '%s' and %s '%s' are host transfers on channel %lld, so XLA requires them to be "
            "the same instruction but for their operands; %s",
            op_name(in), hloa_check_name(c, in->name), op_name(first),
            hloa_check_name(c, first->name), ch[k].channel, why);
        hloa_diag_related(c->d, dg, first->off, "'%s' is defined here",
                          hloa_check_name(c, first->name));
    }
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
            if (is_send_recv(in->opcode) && channel_of(in, &channel)) {
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
        check_pipelined(c, all.items + i, j - i);
        check_host_transfers(c, all.items + i, j - i);
    }
    free(all.items);
}
