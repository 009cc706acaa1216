/*
 * What a collective costs (collective.h). Where it runs follows XLA's SoL
 * latency estimator (collective_ops_utils.cc's CommunicationType): the ids of
 * its first replica group, read as device ids whatever the group mode, divided
 * by gpus_per_host; a group within one host is "single host", one that takes
 * every device of each host it touches is "world level", any other spans hosts
 * partly. Its time:
 *
 *   within a host  latency + steps x step + bytes sent / (link x link_efficiency)
 *                  (a ring: 2 (n-1) steps for an all-reduce, n-1 for the others,
 *                  1 for a permute; calibrated on XLA's measured H100 tables)
 *   across hosts   XLA's SoL model (sol_gpu_cost_model.cc, sol_latency_estimator.cc):
 *                  memory traffic / HBM + rounds x (G-1)/g x (transfer x 1.025 +
 *                  chunks x chunk_prep + rtt) + launch; an all-to-all pays each
 *                  peer off its host; a permute across hosts is a send/recv
 *
 * docs/cost-model.md gives both with their constants.
 */
#include "collective.h"


#include "hloasync/arena.h"
#include "hloasync/async.h"
#include "hloasync/perf_table.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef enum kind { ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL, PERMUTE } kind;

/* XLA's SoL constants (sol_gpu_cost_model.cc, collective_utils.h). */
static const double HEADER_OVERHEAD = 0.025;
static const double CHUNK_BYTES = 4194304;

/* The devices of a collective's groups as far as its placement needs them. */
typedef struct groups {
    int64_t size;  /* devices in each group */
    int64_t count; /* groups */
    const int64_t *ids; /* the first group's device ids (size of them), or NULL: 0 .. size-1
                           (groups not written, or past what the reader lists) */
    hloa_device_groups written;
} groups;

/* The groups of a collective as written (hloa_device_groups_written), or, when none are
   (none, {}, mesh groups), group_size devices from 0 in as many groups as the devices fill. */
static void read_groups(const hloa_cost_model *cm, const hloa_instr *in, int64_t group_size,
                        groups *g)
{
    memset(g, 0, sizeof(*g));
    if (!hloa_device_groups_written(hloa_instr_attr(in, HLOA_SYM_REPLICA_GROUPS), &g->written) &&
        g->written.n_groups && g->written.start.items[1] > 0) {
        g->size = g->written.start.items[1];
        g->count = g->written.n_groups;
        g->ids = g->written.ids.items;
        return;
    }
    hloa_device_groups_release(&g->written);
    g->size = group_size >= 1 ? group_size : 1;
    int64_t all = cm->replica_count * cm->num_partitions;
    g->count = all >= g->size ? all / g->size : 1;
}

static int by_value(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* Where the first group runs: the hosts it touches, and whether it takes each whole. */
static void placement(const groups *g, int64_t per_host, int64_t *hosts, int *world)
{
    if (!g->ids) { /* devices 0 .. size-1 */
        *hosts = (g->size + per_host - 1) / per_host;
        *world = g->size % per_host == 0;
        return;
    }
    int64_t *host = hloa_xmalloc((size_t)g->size * sizeof(int64_t));
    for (int64_t i = 0; i < g->size; i++)
        host[i] = g->ids[i] / per_host;
    qsort(host, (size_t)g->size, sizeof(int64_t), by_value);
    *hosts = 0;
    *world = 1;
    for (int64_t i = 0, j; i < g->size; i = j) {
        for (j = i + 1; j < g->size && host[j] == host[i]; j++)
            ;
        (*hosts)++;
        *world &= j - i == per_host;
    }
    free(host);
}

/* The (source, target) pairs of a collective-permute (heap, *n of them). */
static int64_t (*read_pairs(const hloa_instr *in, size_t *n))[2]
{
    hloa_device_groups w;
    *n = 0;
    if (hloa_device_groups_written(hloa_instr_attr(in, HLOA_SYM_SOURCE_TARGET_PAIRS), &w))
        return NULL;
    int64_t(*pairs)[2] = hloa_xmalloc(((size_t)w.n_groups + 1) * sizeof(*pairs));
    for (uint32_t k = 0; k < w.n_groups; k++) {
        const int64_t *pair = w.ids.items + w.start.items[k];
        if (w.start.items[k + 1] - w.start.items[k] == 2)
            pairs[*n][0] = pair[0], pairs[(*n)++][1] = pair[1];
    }
    hloa_device_groups_release(&w);
    return pairs;
}

/* Does some pair send between hosts? */
static int crosses_hosts(const int64_t (*pairs)[2], size_t n, int64_t per_host)
{
    for (size_t i = 0; i < n; i++)
        if (pairs[i][0] / per_host != pairs[i][1] / per_host)
            return 1;
    return 0;
}

static kind kind_of(uint16_t opcode)
{
    switch (opcode) {
    case HLOA_OP_ALL_REDUCE:
    case HLOA_OP_ALL_REDUCE_START:
    case HLOA_OP_COLLECTIVE_REDUCE:
        return ALL_REDUCE;
    case HLOA_OP_ALL_GATHER:
    case HLOA_OP_ALL_GATHER_START:
        return ALL_GATHER;
    case HLOA_OP_REDUCE_SCATTER:
        return REDUCE_SCATTER;
    case HLOA_OP_ALL_TO_ALL:
    case HLOA_OP_RAGGED_ALL_TO_ALL:
        return ALL_TO_ALL;
    default:
        return PERMUTE;
    }
}

static double operand_bytes(const hloa_instr *in, uint32_t from, uint32_t to)
{
    double b = 0;
    for (uint32_t i = from; i < to && i < in->n_operands; i++)
        if (in->operands[i])
            b += (double)hloa_shape_byte_size(in->operands[i]->shape);
    return b;
}

/* The result a collective other than a permute computes (a permute's bytes are its
   operand's): element 0 of an all-gather-start's (operand, result) is its operand, so the
   last element there. */
static double result_bytes(const hloa_instr *in)
{
    const hloa_shape *s = in->shape;
    if (in->opcode == HLOA_OP_ALL_GATHER_START && hloa_shape_is_tuple(s) && s->n)
        return (double)hloa_shape_byte_size(s->elems[s->n - 1]);
    return (double)hloa_shape_byte_size(s);
}

/* One NIC transfer of m bytes with its chunks and a round trip (SoL's ring step), us. */
static double nic_step_us(const hloa_hw *hw, double m)
{
    return m / (hw->nic_gbps * 1e3) * (1 + HEADER_OVERHEAD) + ceil(m / CHUNK_BYTES) * hw->chunk_prep_us +
           hw->rtt_us;
}

/* XLA's SoL time of a collective across hosts: N hosts (world level) or the group size
   (partly), C communicators, B bytes transferred, A bytes of memory traffic. */
static double across_hosts_us(const hloa_hw *hw, kind k, double n_nodes, double comms, double b,
                              double a)
{
    double per_host = hw->gpus_per_host;
    int send_recv = k == PERMUTE;
    double gpus = send_recv ? 2 : floor(n_nodes * per_host / comms);
    if (gpus < 2)
        gpus = 2;
    double g = floor(gpus / n_nodes);
    if (g < 1)
        g = 1;
    double net;
    if (k == ALL_TO_ALL) {
        double peers = g * (n_nodes - 1);
        net = peers * nic_step_us(hw, floor(b / (gpus - 1)));
    } else {
        double m = send_recv ? b : floor(b / gpus);
        net = nic_step_us(hw, m) * (gpus - 1) / g * (k == ALL_REDUCE ? 2 : 1);
    }
    return a / (hw->hbm_gbps * 1e3) + net + hw->launch_us;
}

void hloa_collective_cost(const hloa_cost_model *cm, const hloa_instr *in, hloa_cost *c)
{
    const hloa_hw *hw = &cm->hw;
    kind k = kind_of(in->opcode);
    /* collective-permute's in-place form has 4 operands: only the first is sent */
    double size = k == PERMUTE || in->opcode == HLOA_OP_RAGGED_ALL_TO_ALL
                      ? operand_bytes(in, 0, 1)
                      : operand_bytes(in, 0, in->n_operands);
    int64_t per_host = hw->gpus_per_host >= 1 ? (int64_t)hw->gpus_per_host : 1;
    /* the devices of a group as its mode counts them; its ids as XLA places them */
    c->group = hloa_collective_group_size(cm, in);
    groups g;
    int world = 0;
    int64_t hosts = 1;
    size_t n_pairs = 0;
    int64_t(*pairs)[2] = NULL;
    if (k == PERMUTE) {
        g = (groups){.size = 2, .count = 1};
        pairs = read_pairs(in, &n_pairs);
        hosts = crosses_hosts((const int64_t(*)[2])pairs, n_pairs, per_host) ? 2 : 1;
    } else {
        read_groups(cm, in, c->group, &g);
        placement(&g, per_host, &hosts, &world);
    }
    double n = c->group > 0 ? (double)c->group : 1;
    c->hosts = hosts;
    c->link_bytes = k == ALL_REDUCE   ? 2 * (n - 1) / n * size
                   : k == ALL_GATHER ? (n - 1) * size /* (n-1)/n of n x operand */
                   : k == PERMUTE    ? size
                                     : (n - 1) / n * size;
    double measured = -1;
    if (hosts <= 1 && hw->tables) {
        /* XLA's table, at XLA's bytes: a reduce-scatter's and a permute's operand, the others'
           result */
        int pattern = k == PERMUTE ? hloa_perf_tables_permute_pattern(
                                         (const int64_t(*)[2])pairs, n_pairs, per_host)
                                   : 0;
        const hloa_shape *out = in->shape && hloa_shape_is_tuple(in->shape) && in->shape->n
                                    ? in->shape->elems[in->shape->n - 1]
                                    : in->shape;
        double b = k == REDUCE_SCATTER || k == PERMUTE ? size : result_bytes(in);
        if (pattern >= 0)
            measured = hloa_perf_tables_collective_us(
                hw->tables, in->opcode, g.count, g.size, pattern,
                out && out->kind == HLOA_SHAPE_ARRAY ? out->elem : HLOA_ELEM_OTHER, b);
    }
    if (measured >= 0) {
        c->us = measured;
        c->source = HLOA_SOURCE_PERF_TABLE;
    } else if (hosts <= 1) {
        double steps = k == ALL_REDUCE ? 2 * (n - 1) : k == PERMUTE ? 1 : n - 1;
        c->us = hw->latency_us + steps * hw->step_us +
                c->link_bytes / (hw->link_gbps * hw->link_efficiency * 1e3);
    } else {
        /* XLA's bytes: transferred (the result, a reduce-scatter's operand, a permute's
           operand) and accessed in memory (an all-gather or reduce-scatter reads and
           writes (3n-1)/n of them, the others their operands and result) */
        double b = k == REDUCE_SCATTER || k == PERMUTE ? size : result_bytes(in);
        double a = k == ALL_GATHER || k == REDUCE_SCATTER ? (3 * n - 1) * b / n
                                                          : size + (double)hloa_shape_byte_size(in->shape);
        double nodes = k == PERMUTE ? 2 : world ? (double)hosts : n;
        c->us = across_hosts_us(hw, k, nodes, k == PERMUTE ? 1 : (double)g.count, b, a);
    }
    hloa_device_groups_release(&g.written);
    free(pairs);
}

/* ---- group size ---- */
/* n of "{{0,1},{2,3}}" (the first group), "[G,S]<=[...]" or "mesh[...] {axes}"; 0 when empty. */
static int64_t groups_size(const hloa_attr *a)
{
    const char *s = a->val, *end = a->val + a->val_len;
    if (s < end && *s == '{') {
        const char *g = memchr(s + 1, '{', (size_t)(end - s - 1));
        if (!g)
            return 0; /* {} */
        int64_t n = 0;
        for (const char *p = g + 1; p < end && *p != '}'; p++)
            if (*p >= '0' && *p <= '9' && (p == g + 1 || p[-1] < '0' || p[-1] > '9'))
                n++;
        return n;
    }
    if (s < end && *s == '[') {
        int64_t d[2];
        const char *close = memchr(s, ']', (size_t)(end - s));
        uint32_t k = close ? hloa_read_ints(s, (size_t)(close - s), d, 2) : 0;
        int64_t n = k == 2 ? d[1] : k == 1 ? d[0] : 0;
        /* partitions are at most a million (2^20): n x partitions stays an int64 */
        return n <= (int64_t)1 << 40 ? n : (int64_t)1 << 40;
    }
    if (end - s > 5 && !memcmp(s, "mesh[", 5)) {
        /* mesh['x'=4,'y'=2] {'x'}: the product of the sizes of the axes the group spans. */
        const char *close = memchr(s, ']', (size_t)(end - s));
        const char *axes = close ? memchr(close, '{', (size_t)(end - close)) : NULL;
        if (!axes)
            return 0;
        int64_t n = 1;
        for (const char *p = axes + 1; p < end && *p != '}';) {
            const char *q = memchr(p + 1, '\'', (size_t)(end - p - 1));
            if (*p != '\'' || !q) {
                p++;
                continue;
            }
            /* find 'name'=size inside the mesh */
            size_t len = (size_t)(q - p + 1);
            for (const char *m = s + 5; m + len < close; m++)
                if (!memcmp(m, p, len) && m[len] == '=') {
                    int64_t v; /* a million devices at most: the product stays an int64 */
                    if (hloa_read_ints(m + len, (size_t)(close - m - len), &v, 1))
                        n = !v || n <= (1 << 20) / v ? n * v : 1 << 20;
                    break;
                }
            p = q + 1;
        }
        return n;
    }
    return 0;
}

int64_t hloa_collective_group_size(const hloa_cost_model *cm, const hloa_instr *in)
{
    const hloa_attr *written = hloa_instr_attr(in, HLOA_SYM_REPLICA_GROUPS);
    int64_t n = written ? groups_size(written) : 0;
    int has_channel = hloa_instr_attr(in, HLOA_SYM_CHANNEL_ID) != NULL;
    int global = hloa_attr_bool(hloa_instr_attr(in, HLOA_SYM_USE_GLOBAL_DEVICE_IDS));
    int64_t all = cm->replica_count * cm->num_partitions;
    /* XLA's group modes: cross-replica (no channel), cross-partition (a channel, global ids
       not written), cross-replica-and-partition (global ids false), flattened ids (true). */
    if (!has_channel)
        return n ? n : cm->replica_count;
    if (global < 0)
        return n ? n : cm->num_partitions;
    if (global == 0)
        return n ? n * cm->num_partitions : all;
    return n ? n : all;
}

