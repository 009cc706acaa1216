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

#include "collective.h"

#include "hloasync/perf_table.h"
#include "hloasync/pgle.h"
#include "hloasync/strbuf.h"

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

/* What one instruction computes: its FLOPs, and the time they take on their units. */
typedef struct hloa_cost_work {
    double flops;     /* every FLOP (and integer op) */
    double matrix_us; /* dots, convolutions, GEMMs at their element type's peak */
    double vector_us; /* the rest at the vector peak (transcendental ops weighted) */
} work;

/* The memory space XLA gives host memory (S(5) in a layout). */
enum { HOST_MEMORY_SPACE = 5 };

void hloa_cost_model_init(hloa_cost_model *cm, const hloa_module *m, const hloa_hw *hw,
                          hloa_arena *arena)
{
    cm->m = m;
    cm->hw = *hw;
    hloa_module_device_counts(m, &cm->replica_count, &cm->num_partitions);
    cm->fused_work = hloa_arena_alloc(arena, (m->n_comps + 1) * sizeof(*cm->fused_work));
    for (uint32_t i = 0; i < m->n_comps; i++)
        cm->fused_work[i].flops = -1;
    cm->fused_seen = hloa_arena_calloc(arena, m->n_comps + 1, 1);
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

/* The text after key in backend_config, or NULL (*n: the bytes left). */
static const char *backend_config_after(const hloa_instr *in, const char *key, size_t *n)
{
    const hloa_attr *a = hloa_instr_attr(in, HLOA_SYM_BACKEND_CONFIG);
    const char *at = a ? hloa_find(a->val, a->val_len, key, strlen(key)) : NULL;
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
    if (!at || skip == n || skip == 16)
        return -1;
    hloa_read_ints(at + skip, n - skip, &v, 1); /* reads one: at[skip] is a digit */
    return v;
}

int hloa_backend_config_flag(const hloa_instr *in, const char *key)
{
    size_t n;
    const char *at = backend_config_after(in, key, &n);
    size_t skip = 0; /* past the quote and colon */
    while (at && skip < n && skip < 4 && (at[skip] == '"' || at[skip] == ':' || at[skip] == ' '))
        skip++;
    if (!at || n - skip < 4)
        return -1;
    return !memcmp(at + skip, "true", 4) ? 1 : !memcmp(at + skip, "fals", 4) ? 0 : -1;
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
    return (int)hloa_read_ints(open, (size_t)(close - open), out, max);
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

/* The matrix peak a dot of lhs's element type runs at: bf16/f16 at tflops, f32 as TF32,
   fp8 and 8-bit integers at fp8_tflops, f64 and wider integers on the vector units. */
static double matrix_peak(const hloa_hw *hw, const hloa_shape *lhs)
{
    switch (lhs && lhs->kind == HLOA_SHAPE_ARRAY ? lhs->elem : HLOA_ELEM_BF16) {
    case HLOA_ELEM_F32:
        return hw->tf32_tflops;
    case HLOA_ELEM_F64:
    case HLOA_ELEM_S32:
    case HLOA_ELEM_S64:
    case HLOA_ELEM_U32:
    case HLOA_ELEM_U64:
    case HLOA_ELEM_C64:
    case HLOA_ELEM_C128:
        return hw->vector_tflops;
    case HLOA_ELEM_S8:
    case HLOA_ELEM_U8:
    case HLOA_ELEM_S4:
    case HLOA_ELEM_U4:
    case HLOA_ELEM_F8E5M2:
    case HLOA_ELEM_F8E4M3:
    case HLOA_ELEM_F8E4M3FN:
    case HLOA_ELEM_F8E4M3B11FNUZ:
    case HLOA_ELEM_F8E3M4:
    case HLOA_ELEM_F8E5M2FNUZ:
    case HLOA_ELEM_F8E4M3FNUZ:
    case HLOA_ELEM_F4E2M1FN:
        return hw->fp8_tflops;
    default:
        return hw->tflops;
    }
}

/* The integers of attribute key of in (dims), how many. */
static int attr_ints(const hloa_instr *in, hloa_sym key, int64_t *out)
{
    const hloa_attr *a = hloa_instr_attr(in, key);
    return a ? (int)hloa_read_ints(a->val, a->val_len, out, MAX_DIMS) : 0;
}

static double dot_flops(const hloa_instr *in)
{
    int64_t dims[MAX_DIMS];
    int n = attr_ints(in, HLOA_SYM_LHS_CONTRACTING_DIMS, dims);
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
    const char *arrow = hloa_find(labels->val, labels->val_len, "->", 2);
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
    const char *size = w ? hloa_find(w->val, w->val_len, "size=", 5) : NULL;
    if (!size)
        return 1;
    size += 5;
    size_t n = 0;
    while (size + n < w->val + w->val_len && ((size[n] >= '0' && size[n] <= '9') || size[n] == 'x'))
        n++;
    int64_t d[MAX_DIMS];
    uint32_t k = hloa_read_ints(size, n, d, MAX_DIMS);
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

/* ---- XLA's measured GEMMs (--perf-table) ---- */

/* Product of the dims of s that a names (is; b is then empty) or neither a nor b names (!is). */
static int64_t dims_of(const hloa_shape *s, const int64_t *a, int na, const int64_t *b, int nb,
                       int is)
{
    int64_t p = 1;
    for (uint32_t d = 0; d < s->n; d++) {
        int named = 0;
        for (int i = 0; i < na; i++)
            named |= a[i] == (int64_t)d;
        for (int i = 0; i < nb; i++)
            named |= b[i] == (int64_t)d;
        if (named == is) /* saturated: no table holds a product past int64 */
            p = s->dims[d] > 0 && p > INT64_MAX / s->dims[d] ? INT64_MAX : p * s->dims[d];
    }
    return p;
}

/* A dot's or a GEMM custom call's time in XLA's tables (matmul_interpolator.cc reads b, m, n, k
   the same way); -1 when they have none. */
static double gemm_from_table(hloa_cost_model *cm, const hloa_instr *in)
{
    const hloa_shape *lhs = operand_shape(in, 0), *rhs = operand_shape(in, 1);
    const hloa_shape *out = main_result(in);
    if (!lhs || !rhs || !out || lhs->kind != HLOA_SHAPE_ARRAY || rhs->kind != HLOA_SHAPE_ARRAY ||
        out->kind != HLOA_SHAPE_ARRAY)
        return -1;
    int64_t lc[MAX_DIMS], lb[MAX_DIMS], rc[MAX_DIMS], rb[MAX_DIMS];
    int nlc, nlb, nrc, nrb;
    if (in->opcode == HLOA_OP_DOT) {
        nlc = attr_ints(in, HLOA_SYM_LHS_CONTRACTING_DIMS, lc);
        nlb = attr_ints(in, HLOA_SYM_LHS_BATCH_DIMS, lb);
        nrc = attr_ints(in, HLOA_SYM_RHS_CONTRACTING_DIMS, rc);
        nrb = attr_ints(in, HLOA_SYM_RHS_BATCH_DIMS, rb);
    } else {
        nlc = backend_config_list(in, "lhs_contracting_dimensions", lc, MAX_DIMS);
        if (nlc < 0)
            return -1; /* no GEMM */
        nlb = backend_config_list(in, "lhs_batch_dimensions", lb, MAX_DIMS);
        nrc = backend_config_list(in, "rhs_contracting_dimensions", rc, MAX_DIMS);
        nrb = backend_config_list(in, "rhs_batch_dimensions", rb, MAX_DIMS);
        nlb = nlb < 0 ? 0 : nlb, nrc = nrc < 0 ? 0 : nrc, nrb = nrb < 0 ? 0 : nrb;
    }
    int64_t b = dims_of(lhs, lb, nlb, lc, 0, 1), k = dims_of(lhs, lc, nlc, lc, 0, 1);
    int64_t m = dims_of(lhs, lb, nlb, lc, nlc, 0), n = dims_of(rhs, rb, nrb, rc, nrc, 0);
    return hloa_perf_tables_gemm_us(cm->hw.tables, b, m, n, k, lhs->elem, rhs->elem, out->elem);
}

/* ---- bytes ---- */

/* A dynamic-update-slice a fusion's root is (or holds in its tuple) that updates one of the
   fusion's parameters in place: that parameter, or NULL. */
static const hloa_instr *in_place_buffer(const hloa_instr *root)
{
    if (!root || root->opcode != HLOA_OP_DYNAMIC_UPDATE_SLICE || root->n_operands < 2)
        return NULL;
    const hloa_instr *buf = root->operands[0];
    while (buf && buf->opcode == HLOA_OP_BITCAST && buf->n_operands == 1)
        buf = buf->operands[0];
    return buf && buf->opcode == HLOA_OP_PARAMETER ? buf : NULL;
}

/*
 * A fusion's memory traffic: its operands and its result, except that a root
 * dynamic-update-slice of a parameter updates that buffer in place: neither the
 * buffer is read nor the result written beyond the update (as XLA's cost
 * analysis counts it: FusionProcessOutputBytesAccessed).
 */
static double fusion_bytes(const hloa_instr *in)
{
    double bytes = operand_bytes(in, 0, in->n_operands) + (double)hloa_shape_byte_size(in->shape);
    const hloa_comp *body = in->n_called ? in->called[0] : NULL;
    const hloa_instr *root = body ? body->root : NULL;
    if (!root)
        return bytes;
    uint32_t n = root->opcode == HLOA_OP_TUPLE ? root->n_operands : 1;
    for (uint32_t i = 0; i < n; i++) {
        const hloa_instr *dus = root->opcode == HLOA_OP_TUPLE ? root->operands[i] : root;
        const hloa_instr *buf = in_place_buffer(dus);
        if (!buf || buf->param_number < 0 || (uint32_t)buf->param_number >= in->n_operands)
            continue;
        double whole = (double)hloa_shape_byte_size(dus->shape);
        bytes -= operand_bytes(in, (uint32_t)buf->param_number, (uint32_t)buf->param_number + 1);
        bytes -= whole - (double)hloa_shape_byte_size(dus->operands[1] ? dus->operands[1]->shape : NULL);
    }
    return bytes > 0 ? bytes : 0;
}

/* ---- time ---- */

/* A kernel's time: the roofline of its FLOPs (matrix units below their peak, as large GEMMs
   run) and its memory traffic, plus its launch, and a GEMM's fixed cost when it runs one. */
static double compute_us(const hloa_hw *hw, const work *w, double bytes)
{
    double t = w->matrix_us / hw->matrix_efficiency + w->vector_us;
    double m = bytes / (hw->hbm_gbps * 1e3);
    return hw->kernel_us + (w->matrix_us > 0 ? hw->gemm_us : 0) + (t > m ? t : m);
}

static double link_us(const hloa_hw *hw, double bytes, int host)
{
    return hw->latency_us + bytes / ((host ? hw->host_gbps : hw->link_gbps) * 1e3);
}

/* The work of one instruction (no bytes: in a fusion, only the fusion's boundary moves). */
static void work_of(hloa_cost_model *cm, const hloa_instr *in, work *w);

/* The calls whose computation work_of counts: a fusion's body, a call's (not a loop's). */
static int runs_fused(const hloa_instr *in)
{
    op_class k = (op_class)class_of[in->opcode];
    return (k == FUSION || k == CONTROL) && in->opcode != HLOA_OP_WHILE &&
           in->opcode != HLOA_OP_ASYNC_START;
}

/*
 * The work of running a fused computation once (memo: fused_work[index]). The
 * computations it runs are summed first, callees before callers, so fusions
 * nested as deep as the input likes take no stack; one a cycle (bad input)
 * returns to is still on the way there and counts nothing.
 */
static void comp_work(hloa_cost_model *cm, const hloa_comp *c, work *w)
{
    work *memo = &cm->fused_work[c->index];
    if (memo->flops < 0 && !cm->fused_seen[c->index]) {
        hloa_comp_list order = {0};
        hloa_comps_callees_first(c, cm->fused_seen, runs_fused, &order);
        for (size_t k = 0; k < order.len; k++) {
            work sum = {0};
            const hloa_comp *d = order.items[k];
            for (uint32_t i = 0; i < d->n_instrs; i++)
                work_of(cm, d->instrs[i], &sum);
            cm->fused_work[d->index] = sum;
        }
        free(order.items);
    }
    if (memo->flops < 0) /* a cycle through bad input counts nothing */
        return;
    w->flops += memo->flops;
    w->matrix_us += memo->matrix_us;
    w->vector_us += memo->vector_us;
}

/*
 * FLOPs one element of an elementwise op costs on the vector units: XLA's
 * measured H100 op profile (hlo_op_profiles_data.h, sm_90, clock cycles of a
 * dependent chain counted as FLOPs) for f16, f32 and f64; bf16 as f32 (XLA has
 * no bf16 row and charges 3, though the GPU computes bf16 math in f32); every
 * op and type it does not list, 3, as XLA charges them.
 */
static const struct op_profile {
    uint8_t opcode;
    uint16_t f16, f32, f64;
} op_profiles[] = {
    {HLOA_OP_EXP, 102, 79, 376},      {HLOA_OP_EXPM1, 217, 190, 712},
    {HLOA_OP_LOG, 182, 166, 815},     {HLOA_OP_LOG1P, 245, 229, 1259},
    {HLOA_OP_POWER, 526, 510, 2205},  {HLOA_OP_TANH, 502, 467, 431},
    {HLOA_OP_SQRT, 95, 75, 332},      {HLOA_OP_RSQRT, 95, 75, 277},
    {HLOA_OP_CBRT, 201, 178, 586},    {HLOA_OP_DIVIDE, 43, 19, 526},
    {HLOA_OP_SIN, 993, 958, 554},     {HLOA_OP_COS, 997, 978, 558},
    {HLOA_OP_ATAN2, 451, 431, 930},   {HLOA_OP_ADD, 7, 7, 15},
    {HLOA_OP_SUBTRACT, 7, 7, 15},     {HLOA_OP_MULTIPLY, 7, 3, 15},
};
enum { DEFAULT_OP_FLOPS = 3 };

static double op_weight(const hloa_instr *in)
{
    const hloa_shape *s = main_result(in);
    int elem = s && s->kind == HLOA_SHAPE_ARRAY ? s->elem : HLOA_ELEM_OTHER;
    if (elem != HLOA_ELEM_F16 && elem != HLOA_ELEM_BF16 && elem != HLOA_ELEM_F32 &&
        elem != HLOA_ELEM_F64)
        return DEFAULT_OP_FLOPS;
    for (size_t i = 0; i < sizeof(op_profiles) / sizeof(op_profiles[0]); i++)
        if (op_profiles[i].opcode == in->opcode)
            return elem == HLOA_ELEM_F16   ? op_profiles[i].f16
                   : elem == HLOA_ELEM_F64 ? op_profiles[i].f64
                                           : op_profiles[i].f32;
    return DEFAULT_OP_FLOPS;
}

static void add_vector(const hloa_hw *hw, work *w, double flops)
{
    w->flops += flops;
    w->vector_us += flops / (hw->vector_tflops * 1e6);
}

static void add_matrix(const hloa_hw *hw, work *w, double flops, const hloa_shape *lhs)
{
    w->flops += flops;
    w->matrix_us += flops / (matrix_peak(hw, lhs) * 1e6);
}

static void work_of(hloa_cost_model *cm, const hloa_instr *in, work *w)
{
    const hloa_hw *hw = &cm->hw;
    op_class k = (op_class)class_of[in->opcode];
    if (k == DOT || k == CONVOLUTION || k == WINDOW || k == CUSTOM)
        hloa_cost_read(cm, in); /* their dimension attributes */
    switch (k) {
    case ELEMENTWISE:
        add_vector(hw, w, (double)hloa_shape_elements(main_result(in)) * op_weight(in));
        break;
    case IN_PLACE: /* a scatter combines each update element; a dynamic-update-slice only moves */
        if (in->opcode == HLOA_OP_SCATTER)
            add_vector(hw, w, (double)hloa_shape_elements(operand_shape(in, in->n_operands - 1)));
        break;
    case DOT:
        add_matrix(hw, w, dot_flops(in), operand_shape(in, 0));
        break;
    case CONVOLUTION:
        add_matrix(hw, w, convolution_flops(in), operand_shape(in, 0));
        break;
    case REDUCE:
        for (uint32_t i = 0; i < in->n_operands / 2; i++)
            add_vector(hw, w, (double)hloa_shape_elements(operand_shape(in, i)));
        break;
    case WINDOW:
        add_vector(hw, w, (double)hloa_shape_elements(main_result(in)) * window_elements(in));
        break;
    case FFT:
        add_vector(hw, w, fft_flops(in));
        break;
    case FUSION:
    case CONTROL: {
        /* A fusion's body; a call inside a fusion (rare) likewise. */
        const hloa_comp *c = in->n_called ? in->called[0] : NULL;
        if (c && in->opcode != HLOA_OP_WHILE && in->opcode != HLOA_OP_ASYNC_START)
            comp_work(cm, c, w);
        break;
    }
    case CUSTOM: {
        int64_t dims[MAX_DIMS];
        int n = backend_config_list(in, "lhs_contracting_dimensions", dims, MAX_DIMS);
        if (n >= 0)
            add_matrix(hw, w,
                       2.0 * (double)hloa_shape_elements(main_result(in)) *
                           dims_product(operand_shape(in, 0), dims, n),
                       operand_shape(in, 0));
        break;
    }
    default:
        break;
    }
}

/* A custom-call with no work of its own: a JAX async collective's start or done (its time is
   the pair's, on the collective stream: the timeline costs the collective XLA makes of it),
   or one that only carries metadata (a sharding: XLA removes it before any kernel runs). */
static int custom_call_without_work(const hloa_instr *in)
{
    int intermediary;
    return in->opcode == HLOA_OP_CUSTOM_CALL &&
           (hloa_custom_collective(in, NULL) != HLOA_OP_UNKNOWN ||
            hloa_metadata_custom_call(in, &intermediary));
}

hloa_stream hloa_cost_stream(const hloa_instr *in)
{
    if (custom_call_without_work(in))
        return HLOA_STREAM_NONE;
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

hloa_stream hloa_cost_stream_in(const hloa_module *m, const hloa_instr *in)
{
    uint16_t as = in->opcode == HLOA_OP_UNKNOWN ? hloa_sdy_collective(m, in) : HLOA_OP_UNKNOWN;
    if (as == HLOA_OP_DYNAMIC_SLICE)
        return HLOA_STREAM_COMPUTE;
    return as != HLOA_OP_UNKNOWN ? HLOA_STREAM_COLLECTIVE : hloa_cost_stream(in);
}

/* The model's own figures for in (hloa_cost_instr without latency_metadata). */
static void model(hloa_cost_model *cm, const hloa_instr *in, hloa_cost *c)
{
    if (in->opcode == HLOA_OP_UNKNOWN) { /* Shardy's collectives: the op each becomes */
        hloa_sdy_lowering as;
        if (hloa_sdy_lower(cm->m, in, &as)) {
            model(cm, &as.instr, c);
            return;
        }
    }
    *c = (hloa_cost){.stream = (uint8_t)hloa_cost_stream(in)};
    op_class k = (op_class)class_of[in->opcode];
    const hloa_hw *hw = &cm->hw;
    work w = {0};
    if (custom_call_without_work(in))
        return;
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
        c->bytes = in->opcode == HLOA_OP_FUSION
                       ? fusion_bytes(in)
                       : operand_bytes(in, 0, in->n_operands) + (double)hloa_shape_byte_size(in->shape);
        break;
    }
    work_of(cm, in, &w);
    c->flops = w.flops;
    if (k >= ALL_REDUCE && k <= HOST_FEED)
        hloa_cost_read(cm, in); /* replica_groups, is_host_transfer */
    switch (k) {
    case ALL_REDUCE:
    case ALL_GATHER:
    case SCATTERING:
    case PERMUTE:
        hloa_collective_cost(cm, in, c);
        return;
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
        c->us = c->host ? c->link_bytes / (hw->host_gbps * 1e3)
                        : 2 * c->link_bytes / (hw->hbm_gbps * 1e3);
        return;
    }
    default:
        break;
    }
    c->us = compute_us(hw, &w, c->bytes);
    double measured = (k == DOT || k == CUSTOM) && hw->tables ? gemm_from_table(cm, in) : -1;
    if (measured >= 0) {
        c->us = measured;
        c->source = HLOA_SOURCE_PERF_TABLE;
    }
}

/* frontend_attributes={latency_metadata="30000"}: the time XLA's scheduler takes for the
   instruction, in nanoseconds (latency_hiding_scheduler.cc); -1 when none is written. */
static double latency_metadata_us(hloa_cost_model *cm, const hloa_instr *in)
{
    if (!hloa_instr_attr(in, HLOA_SYM_FRONTEND_ATTRIBUTES))
        return -1;
    hloa_cost_read(cm, in);
    uint32_t len;
    const char *v = hloa_instr_frontend_attr(in, "latency_metadata", &len);
    int64_t ns;
    if (!v || !hloa_simple_atoi(v, len, &ns) || ns < 0)
        return -1; /* XLA warns and ignores what SimpleAtoi does not read; no time is negative */
    return (double)ns / 1000;
}

const char *hloa_cost_source_name(hloa_cost_source s)
{
    static const char *const names[] = {"model", "metadata", "perf-table", "pgle"};
    return names[s];
}

/* The time XLA's PGLE profile gives in (its NodeCost: by name), or -1. */
static double pgle_us(const hloa_cost_model *cm, const hloa_instr *in)
{
    if (!cm->hw.pgle)
        return -1;
    uint32_t len;
    const char *name = hloa_name(cm->m, in->name, &len);
    return hloa_pgle_cost_us(cm->hw.pgle, name, len);
}

void hloa_cost_instr(hloa_cost_model *cm, const hloa_instr *in, hloa_cost *c)
{
    model(cm, in, c);
    if (c->stream != HLOA_STREAM_NONE && c->stream != HLOA_STREAM_CONTROL) {
        double us = pgle_us(cm, in);
        if (us >= 0) {
            c->us = us;
            c->source = HLOA_SOURCE_PGLE;
            return;
        }
        us = latency_metadata_us(cm, in);
        if (us >= 0) {
            c->us = us;
            c->source = HLOA_SOURCE_METADATA;
        }
    }
}
