/*
 * The cost model (cost.h): FLOPs, bytes and time of one instruction from its
 * shapes and attributes. docs/cost-model.md is the prose of this file.
 *
 *   compute        time = max(flops / peak, bytes / memory bandwidth)
 *   communication  time = latency + link bytes / link bandwidth
 *   copy           time = bytes / host link (S(5) on either side), else 2 x bytes / memory
 */
#include "hloasync/cost.h"

#include "hloasync/async.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* How an opcode's FLOPs and bytes are counted. */
typedef enum op_class {
    FREE,        /* no work: names, tuples, bitcasts, async links (the default) */
    ELEMENTWISE, /* one op per output element; operands and result move */
    MOVE,        /* no FLOPs; operands and result move */
    IN_PLACE,    /* dynamic-update-slice, scatter: the update is read and written */
    DOT,         /* 2 x result x contracting */
    CONVOLUTION, /* 2 x result x (kernel / output features) */
    REDUCE,      /* one op per input element */
    WINDOW,      /* one op per output element and window element */
    FFT,         /* 5 N log2 N per transform */
    FUSION,      /* its body's FLOPs, its boundary's bytes */
    CUSTOM,      /* a GEMM when backend_config has dot dimension numbers, else MOVE */
    ALL_REDUCE,  /* 2 (n-1)/n x size */
    ALL_GATHER,  /* (n-1)/n x the gathered size */
    SCATTERING,  /* reduce-scatter, all-to-all: (n-1)/n x size */
    PERMUTE,     /* collective-permute, collective-broadcast: the size */
    SEND,        /* send: its operand */
    RECV,        /* recv: element {0} of its shape */
    HOST_FEED,   /* infeed, outfeed: over the host link */
    COPY_START,  /* copy-start: host link or device memory */
    CONTROL,     /* while, call, conditional, async-start: what they run (estimate.c) */
} op_class;

static const uint8_t class_of[HLOA_OP_COUNT] = {
    [HLOA_OP_ABS] = ELEMENTWISE, [HLOA_OP_ACOS] = ELEMENTWISE, [HLOA_OP_ACOSH] = ELEMENTWISE,
    [HLOA_OP_ADD] = ELEMENTWISE, [HLOA_OP_AND] = ELEMENTWISE, [HLOA_OP_ASIN] = ELEMENTWISE,
    [HLOA_OP_ASINH] = ELEMENTWISE, [HLOA_OP_ATAN] = ELEMENTWISE, [HLOA_OP_ATAN2] = ELEMENTWISE,
    [HLOA_OP_ATANH] = ELEMENTWISE, [HLOA_OP_BATCH_NORM_GRAD] = ELEMENTWISE,
    [HLOA_OP_BATCH_NORM_INFERENCE] = ELEMENTWISE, [HLOA_OP_BATCH_NORM_TRAINING] = ELEMENTWISE,
    [HLOA_OP_CBRT] = ELEMENTWISE, [HLOA_OP_CEIL] = ELEMENTWISE, [HLOA_OP_CHOLESKY] = ELEMENTWISE,
    [HLOA_OP_CLAMP] = ELEMENTWISE, [HLOA_OP_CLZ] = ELEMENTWISE, [HLOA_OP_COMPARE] = ELEMENTWISE,
    [HLOA_OP_COMPLEX] = ELEMENTWISE, [HLOA_OP_CONVERT] = ELEMENTWISE, [HLOA_OP_COS] = ELEMENTWISE,
    [HLOA_OP_COSH] = ELEMENTWISE, [HLOA_OP_DIVIDE] = ELEMENTWISE, [HLOA_OP_ERF] = ELEMENTWISE,
    [HLOA_OP_EXP] = ELEMENTWISE, [HLOA_OP_EXPM1] = ELEMENTWISE, [HLOA_OP_FLOOR] = ELEMENTWISE,
    [HLOA_OP_IMAG] = ELEMENTWISE, [HLOA_OP_IS_FINITE] = ELEMENTWISE, [HLOA_OP_LOG] = ELEMENTWISE,
    [HLOA_OP_LOG1P] = ELEMENTWISE, [HLOA_OP_LOGISTIC] = ELEMENTWISE, [HLOA_OP_MAP] = ELEMENTWISE,
    [HLOA_OP_MAXIMUM] = ELEMENTWISE, [HLOA_OP_MINIMUM] = ELEMENTWISE, [HLOA_OP_MULHI] = ELEMENTWISE,
    [HLOA_OP_MULTIPLY] = ELEMENTWISE, [HLOA_OP_NEGATE] = ELEMENTWISE, [HLOA_OP_NOT] = ELEMENTWISE,
    [HLOA_OP_OR] = ELEMENTWISE, [HLOA_OP_POPCNT] = ELEMENTWISE, [HLOA_OP_POWER] = ELEMENTWISE,
    [HLOA_OP_REAL] = ELEMENTWISE, [HLOA_OP_REDUCE_PRECISION] = ELEMENTWISE,
    [HLOA_OP_REMAINDER] = ELEMENTWISE, [HLOA_OP_RNG] = ELEMENTWISE,
    [HLOA_OP_RNG_BIT_GENERATOR] = ELEMENTWISE, [HLOA_OP_ROUND_NEAREST_AFZ] = ELEMENTWISE,
    [HLOA_OP_ROUND_NEAREST_EVEN] = ELEMENTWISE, [HLOA_OP_RSQRT] = ELEMENTWISE,
    [HLOA_OP_SELECT] = ELEMENTWISE, [HLOA_OP_SHIFT_LEFT] = ELEMENTWISE,
    [HLOA_OP_SHIFT_RIGHT_ARITHMETIC] = ELEMENTWISE, [HLOA_OP_SHIFT_RIGHT_LOGICAL] = ELEMENTWISE,
    [HLOA_OP_SIGN] = ELEMENTWISE, [HLOA_OP_SIN] = ELEMENTWISE, [HLOA_OP_SINH] = ELEMENTWISE,
    [HLOA_OP_SORT] = ELEMENTWISE, [HLOA_OP_SQRT] = ELEMENTWISE,
    [HLOA_OP_STOCHASTIC_CONVERT] = ELEMENTWISE, [HLOA_OP_SUBTRACT] = ELEMENTWISE,
    [HLOA_OP_TAN] = ELEMENTWISE, [HLOA_OP_TANH] = ELEMENTWISE, [HLOA_OP_TOPK] = ELEMENTWISE,
    [HLOA_OP_TRIANGULAR_SOLVE] = ELEMENTWISE, [HLOA_OP_XOR] = ELEMENTWISE,
    [HLOA_OP_BITCAST_CONVERT] = MOVE, [HLOA_OP_BROADCAST] = MOVE, [HLOA_OP_CONCATENATE] = MOVE,
    [HLOA_OP_COPY] = MOVE, [HLOA_OP_DYNAMIC_RESHAPE] = MOVE, [HLOA_OP_DYNAMIC_SLICE] = MOVE,
    [HLOA_OP_GATHER] = MOVE, [HLOA_OP_IOTA] = MOVE, [HLOA_OP_PAD] = MOVE, [HLOA_OP_RESHAPE] = MOVE,
    [HLOA_OP_REVERSE] = MOVE, [HLOA_OP_SHUFFLE] = MOVE, [HLOA_OP_SLICE] = MOVE,
    [HLOA_OP_TRANSPOSE] = MOVE, [HLOA_OP_SET_DIMENSION_SIZE] = MOVE,
    [HLOA_OP_DYNAMIC_UPDATE_SLICE] = IN_PLACE, [HLOA_OP_SCATTER] = IN_PLACE,
    [HLOA_OP_DOT] = DOT, [HLOA_OP_RAGGED_DOT] = DOT, [HLOA_OP_SCALED_DOT] = DOT,
    [HLOA_OP_CONVOLUTION] = CONVOLUTION,
    [HLOA_OP_REDUCE] = REDUCE,
    [HLOA_OP_REDUCE_WINDOW] = WINDOW, [HLOA_OP_SELECT_AND_SCATTER] = WINDOW,
    [HLOA_OP_FFT] = FFT,
    [HLOA_OP_FUSION] = FUSION,
    [HLOA_OP_CUSTOM_CALL] = CUSTOM,
    [HLOA_OP_ALL_REDUCE] = ALL_REDUCE, [HLOA_OP_ALL_REDUCE_START] = ALL_REDUCE,
    [HLOA_OP_COLLECTIVE_REDUCE] = ALL_REDUCE,
    [HLOA_OP_ALL_GATHER] = ALL_GATHER, [HLOA_OP_ALL_GATHER_START] = ALL_GATHER,
    [HLOA_OP_REDUCE_SCATTER] = SCATTERING, [HLOA_OP_ALL_TO_ALL] = SCATTERING,
    [HLOA_OP_RAGGED_ALL_TO_ALL] = SCATTERING,
    [HLOA_OP_COLLECTIVE_PERMUTE] = PERMUTE, [HLOA_OP_COLLECTIVE_PERMUTE_START] = PERMUTE,
    [HLOA_OP_COLLECTIVE_BROADCAST] = PERMUTE,
    [HLOA_OP_SEND] = SEND, [HLOA_OP_RECV] = RECV,
    [HLOA_OP_INFEED] = HOST_FEED, [HLOA_OP_OUTFEED] = HOST_FEED,
    [HLOA_OP_COPY_START] = COPY_START,
    [HLOA_OP_WHILE] = CONTROL, [HLOA_OP_CALL] = CONTROL, [HLOA_OP_CONDITIONAL] = CONTROL,
    [HLOA_OP_ASYNC_START] = CONTROL,
};

/* The memory space XLA gives host memory (S(5) in a layout). */
enum { HOST_MEMORY_SPACE = 5 };

void hloa_cost_model_init(hloa_cost_model *cm, const hloa_module *m, const hloa_hw *hw,
                          hloa_arena *arena)
{
    cm->m = m;
    cm->hw = *hw;
    cm->replica_count = cm->num_partitions = 1;
    for (uint32_t i = 0; i < m->n_attrs; i++) {
        int64_t v;
        if (hloa_attr_int(&m->attrs[i], &v) || v < 1)
            continue;
        if (m->attrs[i].key == HLOA_SYM_REPLICA_COUNT)
            cm->replica_count = v;
        else if (m->attrs[i].key == HLOA_SYM_NUM_PARTITIONS)
            cm->num_partitions = v;
    }
    cm->fused_flops = hloa_arena_alloc(arena, (m->n_comps + 1) * sizeof(double) * 2);
    for (uint32_t i = 0; i < 2 * m->n_comps; i++)
        cm->fused_flops[i] = -1;
    /* The MLIR reader hands no page of its text back (the HLO parser does, as it goes):
       pages a pass reads again are held already, and handing them back costs a TLB
       shootdown each. */
    if (m->is_mlir)
        memset(&cm->rereads, 0, sizeof(cm->rereads));
    else
        hloa_rereads_init(&cm->rereads, m->src, arena);
}

void hloa_cost_read(hloa_cost_model *cm, const hloa_instr *in)
{
    hloa_rereads_note(&cm->rereads, in->off, in->end);
}

void hloa_cost_model_done(hloa_cost_model *cm)
{
    hloa_rereads_hand_back(&cm->rereads);
}

/* ---- reading attribute values ---- */

/* Up to max integers of a text, in order ("{1,2}", "[\"1\"]", "3x3"); returns how many. */
static uint32_t read_ints(const char *s, size_t n, int64_t *out, uint32_t max)
{
    uint32_t k = 0;
    for (size_t i = 0; i < n && k < max;) {
        if (s[i] < '0' || s[i] > '9') {
            i++;
            continue;
        }
        int64_t v = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            v = v < INT64_MAX / 10 ? v * 10 + (s[i] - '0') : INT64_MAX;
            i++;
        }
        out[k++] = v;
    }
    return k;
}

/* The first occurrence of word in [s, s + n), or NULL. */
static const char *find(const char *s, size_t n, const char *word)
{
    size_t w = strlen(word);
    for (size_t i = 0; i + w <= n; i++)
        if (s[i] == word[0] && !memcmp(s + i, word, w))
            return s + i;
    return NULL;
}

/* The text after key in backend_config, or NULL (*n: the bytes left). */
static const char *backend_config_after(const hloa_instr *in, const char *key, size_t *n)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_BACKEND_CONFIG);
    const char *at = a ? find(a->val, a->val_len, key) : NULL;
    if (!at)
        return NULL;
    at += strlen(key);
    *n = a->val_len - (size_t)(at - a->val);
    return at;
}

int64_t hloa_backend_config_number(const hloa_instr *in, const char *key)
{
    size_t n;
    const char *at = backend_config_after(in, key, &n);
    /* Past the quotes, colons and an object's first key ("n" of known_trip_count). */
    size_t skip = 0;
    while (at && skip < n && skip < 16 && (at[skip] < '0' || at[skip] > '9'))
        skip++;
    int64_t v;
    if (!at || skip == n || skip == 16 || !read_ints(at + skip, n - skip, &v, 1))
        return -1;
    return v;
}

/* The integers of a backend_config list ("key":["1","2"]); -1 when there is none. */
static int backend_config_list(const hloa_instr *in, const char *key, int64_t *out, uint32_t max)
{
    size_t n;
    const char *at = backend_config_after(in, key, &n);
    const char *open = at ? memchr(at, '[', n < 8 ? n : 8) : NULL;
    if (!open)
        return -1;
    const char *close = memchr(open, ']', n - (size_t)(open - at));
    if (!close)
        return -1;
    return (int)read_ints(open, (size_t)(close - open), out, max);
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
        uint32_t k = close ? read_ints(s, (size_t)(close - s), d, 2) : 0;
        return k == 2 ? d[1] : k == 1 ? d[0] : 0;
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
                    int64_t v;
                    if (read_ints(m + len, (size_t)(close - m - len), &v, 1))
                        n *= v;
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
    const hloa_attr *groups = hloa_instr_attr(in, HLOA_SYM_REPLICA_GROUPS);
    int64_t n = groups ? groups_size(groups) : 0;
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

/* ---- FLOPs ---- */

/* The shape of operand i; NULL when there is none or it names nothing (bad input). */
static const hloa_shape *operand_shape(const hloa_instr *in, uint32_t i)
{
    return i < in->n_operands && in->operands[i] ? in->operands[i]->shape : NULL;
}

static double operand_bytes(const hloa_instr *in, uint32_t from, uint32_t to)
{
    double b = 0;
    for (uint32_t i = from; i < to && i < in->n_operands; i++)
        b += (double)hloa_shape_byte_size(operand_shape(in, i));
    return b;
}

/* The result an instruction computes: element {0} of a GEMM's (result, workspace) tuple. */
static const hloa_shape *main_result(const hloa_instr *in)
{
    const hloa_shape *s = in->shape;
    return hloa_shape_is_tuple(s) && s->n ? s->elems[0] : s;
}

/* Product of the dims of shape s named by dims (the contracting dims of a dot). */
static double dims_product(const hloa_shape *s, const int64_t *dims, int n)
{
    double p = 1;
    for (int i = 0; i < n; i++)
        if (s && s->kind == HLOA_SHAPE_ARRAY && dims[i] >= 0 && (uint64_t)dims[i] < s->n)
            p *= (double)s->dims[dims[i]];
    return p;
}

enum { MAX_DIMS = 16 };

static double dot_flops(const hloa_instr *in)
{
    int64_t dims[MAX_DIMS];
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_LHS_CONTRACTING_DIMS);
    int n = a ? (int)read_ints(a->val, a->val_len, dims, MAX_DIMS) : 0;
    return 2.0 * (double)hloa_shape_elements(main_result(in)) *
           dims_product(operand_shape(in, 0), dims, n);
}

/* 2 x output x (kernel elements / output features): the window and the input features of a
   group are the kernel's other dims (feature_group_count is in the kernel's 'i' already). */
static double convolution_flops(const hloa_instr *in)
{
    const hloa_shape *kernel = operand_shape(in, 1);
    const hloa_attr *labels = hloa_instr_attr(in, HLOA_SYM_DIM_LABELS);
    double out = (double)hloa_shape_elements(main_result(in));
    if (!kernel || kernel->kind != HLOA_SHAPE_ARRAY || !labels)
        return 2.0 * out;
    const char *us = memchr(labels->val, '_', labels->val_len);
    const char *arrow = find(labels->val, labels->val_len, "->");
    const char *o = us && arrow ? memchr(us, 'o', (size_t)(arrow - us)) : NULL;
    size_t o_dim = o ? (size_t)(o - us - 1) : 0;
    if (!o || o_dim >= kernel->n || kernel->dims[o_dim] <= 0)
        return 2.0 * out;
    return 2.0 * out * (double)hloa_shape_elements(kernel) / (double)kernel->dims[o_dim];
}

/* Elements of a window={size=3x3 ...}: 1 when none is written. */
static double window_elements(const hloa_instr *in)
{
    const hloa_attr *w = hloa_instr_attr(in, HLOA_SYM_WINDOW);
    const char *size = w ? find(w->val, w->val_len, "size=") : NULL;
    if (!size)
        return 1;
    size += 5;
    size_t n = 0;
    while (size + n < w->val + w->val_len && ((size[n] >= '0' && size[n] <= '9') || size[n] == 'x'))
        n++;
    int64_t d[MAX_DIMS];
    uint32_t k = read_ints(size, n, d, MAX_DIMS);
    double e = 1;
    for (uint32_t i = 0; i < k; i++)
        e *= (double)d[i];
    return e;
}

/* 5 N log2 N for each transform of length N, taken as the result's last dim. */
static double fft_flops(const hloa_instr *in)
{
    const hloa_shape *s = main_result(in);
    double out = (double)hloa_shape_elements(s);
    double last = s && s->kind == HLOA_SHAPE_ARRAY && s->n ? (double)s->dims[s->n - 1] : 1;
    return last > 1 ? 5.0 * out * log2(last) : out;
}

/* ---- time ---- */

static double compute_us(const hloa_hw *hw, double matrix_flops, double vector_flops, double bytes)
{
    double t = matrix_flops / (hw->tflops * 1e6) + vector_flops / (hw->vector_tflops * 1e6);
    double m = bytes / (hw->hbm_gbps * 1e3);
    return t > m ? t : m;
}

static double link_us(const hloa_hw *hw, double bytes, int host)
{
    return hw->latency_us + bytes / ((host ? hw->host_gbps : hw->link_gbps) * 1e3);
}

/* FLOPs of one instruction on the matrix units and elsewhere (no bytes: in a fusion). */
static void flops_of(hloa_cost_model *cm, const hloa_instr *in, double *matrix, double *vector);

/* FLOPs of running a fused computation once (memo: fused_flops[2i] matrix, [2i+1] other). */
static void comp_flops(hloa_cost_model *cm, const hloa_comp *c, double *matrix, double *vector)
{
    double *memo = &cm->fused_flops[2 * c->index];
    if (memo[0] == -2) /* a cycle through bad input counts nothing */
        return;
    if (memo[0] < 0) {
        memo[0] = -2;
        double mf = 0, vf = 0;
        for (uint32_t i = 0; i < c->n_instrs; i++)
            flops_of(cm, c->instrs[i], &mf, &vf);
        memo[0] = mf;
        memo[1] = vf;
    }
    *matrix += memo[0];
    *vector += memo[1];
}

static void flops_of(hloa_cost_model *cm, const hloa_instr *in, double *matrix, double *vector)
{
    op_class k = (op_class)class_of[in->opcode];
    if (k == DOT || k == CONVOLUTION || k == WINDOW || k == CUSTOM)
        hloa_cost_read(cm, in); /* their dimension attributes */
    switch (k) {
    case ELEMENTWISE:
        *vector += (double)hloa_shape_elements(main_result(in));
        break;
    case IN_PLACE: /* a scatter combines each update element; a dynamic-update-slice only moves */
        if (in->opcode == HLOA_OP_SCATTER)
            *vector += (double)hloa_shape_elements(operand_shape(in, in->n_operands - 1));
        break;
    case DOT:
        *matrix += dot_flops(in);
        break;
    case CONVOLUTION:
        *matrix += convolution_flops(in);
        break;
    case REDUCE:
        for (uint32_t i = 0; i < in->n_operands / 2; i++)
            *vector += (double)hloa_shape_elements(operand_shape(in, i));
        break;
    case WINDOW:
        *vector += (double)hloa_shape_elements(main_result(in)) * window_elements(in);
        break;
    case FFT:
        *vector += fft_flops(in);
        break;
    case FUSION:
    case CONTROL: {
        /* A fusion's body; a call inside a fusion (rare) likewise. */
        const hloa_comp *c = in->n_called ? in->called[0] : NULL;
        if (c && in->opcode != HLOA_OP_WHILE && in->opcode != HLOA_OP_ASYNC_START)
            comp_flops(cm, c, matrix, vector);
        break;
    }
    case CUSTOM: {
        int64_t dims[MAX_DIMS];
        int n = backend_config_list(in, "lhs_contracting_dimensions", dims, MAX_DIMS);
        if (n >= 0)
            *matrix += 2.0 * (double)hloa_shape_elements(main_result(in)) *
                       dims_product(operand_shape(in, 0), dims, n);
        break;
    }
    default:
        break;
    }
}

hloa_stream hloa_cost_stream(const hloa_instr *in)
{
    switch ((op_class)class_of[in->opcode]) {
    case FREE:
        return HLOA_STREAM_NONE;
    case CONTROL:
        return HLOA_STREAM_CONTROL;
    case ALL_REDUCE:
    case ALL_GATHER:
    case SCATTERING:
    case PERMUTE:
        return HLOA_STREAM_COLLECTIVE;
    case SEND:
    case RECV:
    case HOST_FEED:
        return HLOA_STREAM_SEND_RECV;
    case COPY_START:
        return HLOA_STREAM_COPY;
    default:
        return HLOA_STREAM_COMPUTE;
    }
}

void hloa_cost_instr(hloa_cost_model *cm, const hloa_instr *in, hloa_cost *c)
{
    *c = (hloa_cost){.stream = (uint8_t)hloa_cost_stream(in)};
    op_class k = (op_class)class_of[in->opcode];
    const hloa_hw *hw = &cm->hw;
    double matrix = 0, vector = 0;
    switch (k) {
    case FREE:
        return;
    case CONTROL:
        return;
    case IN_PLACE: {
        /* The buffer is updated where it is: the update is read and written, the indices
           read. dynamic-update-slice(operand, update, indices...); scatter(operands...,
           indices, updates...) with as many updates as operands. */
        uint32_t n = in->n_operands;
        if (in->opcode == HLOA_OP_SCATTER)
            c->bytes = operand_bytes(in, n / 2, n / 2 + 1) + 2 * operand_bytes(in, n / 2 + 1, n);
        else
            c->bytes = 2 * operand_bytes(in, 1, 2) + operand_bytes(in, 2, n);
        break;
    }
    case ALL_REDUCE:
    case ALL_GATHER:
    case SCATTERING:
    case PERMUTE:
    case SEND:
    case RECV:
    case HOST_FEED:
    case COPY_START:
        break;
    default:
        c->bytes = operand_bytes(in, 0, in->n_operands) + (double)hloa_shape_byte_size(in->shape);
        break;
    }
    flops_of(cm, in, &matrix, &vector);
    c->flops = matrix + vector;
    if (k >= ALL_REDUCE && k <= HOST_FEED)
        hloa_cost_read(cm, in); /* replica_groups, is_host_transfer */
    switch (k) {
    case ALL_REDUCE:
    case ALL_GATHER:
    case SCATTERING:
    case PERMUTE: {
        /* collective-permute's in-place form has 4 operands: only the first is sent */
        double size = k == PERMUTE || in->opcode == HLOA_OP_RAGGED_ALL_TO_ALL
                          ? operand_bytes(in, 0, 1)
                          : operand_bytes(in, 0, in->n_operands);
        c->group = hloa_collective_group_size(cm, in);
        double n = c->group > 0 ? (double)c->group : 1;
        c->link_bytes = k == ALL_REDUCE   ? 2 * (n - 1) / n * size
                       : k == ALL_GATHER ? (n - 1) * size /* (n-1)/n of n x operand */
                       : k == SCATTERING ? (n - 1) / n * size
                                         : size;
        c->us = link_us(hw, c->link_bytes, 0);
        return;
    }
    case SEND:
    case RECV:
    case HOST_FEED: {
        const hloa_shape *s = k == RECV || in->opcode == HLOA_OP_INFEED ? main_result(in) : NULL;
        c->link_bytes = s ? (double)hloa_shape_byte_size(s) : operand_bytes(in, 0, 1);
        c->host = k == HOST_FEED || hloa_attr_bool(hloa_instr_attr(in, HLOA_SYM_IS_HOST_TRANSFER)) == 1;
        c->us = link_us(hw, c->link_bytes, c->host);
        return;
    }
    case COPY_START: {
        const hloa_shape *dest = main_result(in);
        c->link_bytes = operand_bytes(in, 0, 1);
        c->host = hloa_shape_memory_space(dest) == HOST_MEMORY_SPACE ||
                 hloa_shape_memory_space(operand_shape(in, 0)) == HOST_MEMORY_SPACE;
        c->bytes = c->host ? 0 : 2 * c->link_bytes;
        c->us = c->host ? c->link_bytes / (hw->host_gbps * 1e3) : compute_us(hw, 0, 0, c->bytes);
        return;
    }
    default:
        break;
    }
    c->us = compute_us(hw, matrix, vector, c->bytes);
}
