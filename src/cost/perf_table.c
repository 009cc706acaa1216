/*
 * XLA's perf tables (perf_table.h). A file is read whole into a schema-less
 * tree (support/textproto.c); its entries for the device become rows of one
 * sorted array, keyed as XLA keys its interpolators' maps, and a lookup is a
 * binary search. XLA's source is cited as file:line at commit 183fa00cb5.
 */
#include "hloasync/perf_table.h"

#include "hloasync/arena.h"
#include "hloasync/ir.h"
#include "hloasync/shape.h"
#include "hloasync/strbuf.h"
#include "hloasync/textproto.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * What "one host" is when the table is keyed: sol_config.gpus_per_node,
 * whose default XLA passes as num_devices_per_host (sol_gpu_cost_model.cc:61).
 */
enum { DEVICES_PER_HOST = 8 };
/* Bounds of the collective interpolators (collective_interpolator.cc:85-91). */
#define MIN_BYTES ((int64_t)1 << 10)
#define MAX_BYTES ((int64_t)1 << 30)
enum { MIN_DEVICES = 2, MAX_DEVICES = 8 };
/* The most devices an iota replica-group list of the table may name (flattened to check it). */
enum { MAX_IOTA_DEVICES = 1 << 16, MAX_IOTA_RANK = 8 };
/* Elements of a profile's shape: bytes of the widest type times a group stay in an int64. */
#define MAX_ELEMENTS ((int64_t)1 << 40)
/* Beyond this a coordinate only snaps to a bound: capping it keeps the powers of two in range. */
#define MAX_COORD ((int64_t)1 << 62)

/* Bounds of the GEMM interpolators, point {b, m, k, n} (matmul_interpolator.cc:285-293). */
static const int64_t gemm_min[4] = {1, 256, 256, 256}, gemm_max[4] = {4, 4096, 4096, 4096};
static const int64_t bf16_min[4] = {1, 512, 512, 512}, bf16_max[4] = {4, 8192, 8192, 8192};

/*
 * XLA's four maps, the first component of a row's key:
 *   EXACT     {opcode, n_groups, group_size, elem or -1, bytes},
 *             a permute's {opcode, pattern, -1, -1, bytes}
 *   FALLBACK  {opcode, 0, bytes, group_size}: any groups of one host, any element type
 *   GEMM      {lhs.rhs.out, b, m, k, n}
 *   GEMM_BF16 {0, b, 2m, 2k, 2n}: the bf16 entries, for element types the table lacks
 */
enum { MAP_EXACT, MAP_FALLBACK, MAP_GEMM, MAP_GEMM_BF16 };
enum { KEY = 6 };

typedef struct row {
    int64_t key[KEY]; /* map, then its key and its point, as above */
    double value;     /* bytes/s of a collective, FLOP/s of a GEMM */
    uint32_t seq;     /* order of reading: of equal keys the last counts, as XLA's maps keep it */
} row;

struct hloa_perf_tables {
    HLOA_VEC(row) rows; /* sorted by key, then seq */
};

static const uint8_t elem_bits[HLOA_ELEM_COUNT] = {
    0,
#define ELEM(e, name, bits) bits,
#include "hloasync/elem_types.def"
#undef ELEM
};

/* Bytes of one element as XLA's ByteSizeOfPrimitiveType counts them (0: not an array type). */
static int64_t elem_bytes(int elem)
{
    return elem > 0 && elem < HLOA_ELEM_COUNT ? (elem_bits[elem] + 7) / 8 : 0;
}

static int cmp_rows(const void *pa, const void *pb)
{
    const row *a = pa, *b = pb;
    for (int i = 0; i < KEY; i++)
        if (a->key[i] != b->key[i])
            return a->key[i] < b->key[i] ? -1 : 1;
    return (a->seq > b->seq) - (a->seq < b->seq);
}

/* The last row whose key starts with key[0, n), or NULL. */
static const row *find(const hloa_perf_tables *t, const int64_t *key, int n)
{
    size_t lo = 0, hi = t->rows.len;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = 0;
        for (int i = 0; i < n && !c; i++)
            c = t->rows.items[mid].key[i] < key[i] ? -1 : t->rows.items[mid].key[i] > key[i];
        if (c <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return NULL;
    const row *r = &t->rows.items[lo - 1];
    for (int i = 0; i < n; i++)
        if (r->key[i] != key[i])
            return NULL;
    return r;
}

static void add(hloa_perf_tables *t, const int64_t *key, double value)
{
    row r = {.value = value, .seq = (uint32_t)t->rows.len};
    memcpy(r.key, key, sizeof(r.key));
    HLOA_VEC_PUSH(t->rows, r);
}

/* ---- powers of two, as XLA's interpolator.h computes them ---- */

static int64_t next_pow2(int64_t n)
{
    uint64_t v = n > 0 ? (uint64_t)n - 1 : 0;
    for (int s = 1; s < 64; s *= 2)
        v |= v >> s;
    return (int64_t)(v + 1);
}

/* interpolator.h:162: a power of two is its own. */
static int64_t prev_pow2(int64_t n)
{
    return next_pow2((n >> 1) + 1);
}

static int64_t clamp(int64_t x, int64_t lo, int64_t hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

/* EuclideanComplementInterpolator::Eval: the nearer power of two (a tie goes up), clamped. */
static int64_t snap(int64_t x, int64_t lo, int64_t hi)
{
    x = x < MAX_COORD ? x : MAX_COORD;
    int64_t p = prev_pow2(x), q = next_pow2(x);
    return clamp(x - p < q - x ? p : q, lo, hi);
}

/* ---- collectives ---- */

/* The sync opcode of a collective XLA's tables know, or -1. */
static int sync_opcode(int op)
{
    int c = op >= 0 && op < HLOA_OP_COUNT ? hloa_opcode_collective((uint16_t)op) : HLOA_OP_UNKNOWN;
    return c == HLOA_OP_RAGGED_ALL_TO_ALL || c == HLOA_OP_COLLECTIVE_BROADCAST || c == HLOA_OP_UNKNOWN
               ? -1 /* not in XLA's tables */
               : c;
}

/* Only these key the exact map by element type (RequiresAccumulation, cc:430-439). */
static int accumulates(int op)
{
    return op == HLOA_OP_ALL_REDUCE || op == HLOA_OP_REDUCE_SCATTER;
}

typedef int64_t pair[2]; /* a collective-permute's (source, target) */

static int cmp_pairs(const void *pa, const void *pb)
{
    const int64_t *a = pa, *b = pb;
    return a[0] != b[0] ? (a[0] > b[0]) - (a[0] < b[0]) : (a[1] > b[1]) - (a[1] < b[1]);
}

static int cmp_ids(const void *pa, const void *pb)
{
    int64_t a = *(const int64_t *)pa, b = *(const int64_t *)pb;
    return (a > b) - (a < b);
}

/* GetCollectivePermuteCostModelType (collective_ops_utils.cc:230-256). */
int hloa_perf_tables_permute_pattern(const int64_t (*pairs)[2], size_t n, int64_t devices_per_host)
{
    if (!n || devices_per_host <= 0)
        return -1;
    int64_t(*sorted)[2] = hloa_xreallocarray(NULL, n, sizeof(*sorted));
    int64_t *targets = hloa_xreallocarray(NULL, n, sizeof(*targets));
    memcpy(sorted, pairs, n * sizeof(*sorted));
    for (size_t i = 0; i < n; i++)
        targets[i] = pairs[i][1];
    qsort(sorted, n, sizeof(*sorted), cmp_pairs);
    qsort(targets, n, sizeof(*targets), cmp_ids);
    int inter = 0, mutual = 1, two_way = 0;
    for (size_t i = 0; i < n; i++) {
        int64_t back[2] = {pairs[i][1], pairs[i][0]};
        inter |= pairs[i][0] / devices_per_host != pairs[i][1] / devices_per_host;
        mutual &= bsearch(back, sorted, n, sizeof(*sorted), cmp_pairs) != NULL;
        two_way |= bsearch(&pairs[i][0], targets, n, sizeof(*targets), cmp_ids) != NULL;
    }
    free(sorted);
    free(targets);
    int pattern = !two_way ? HLOA_PERMUTE_ONE_WAY
                  : mutual ? HLOA_PERMUTE_TWO_WAY_ALL_MUTUAL
                           : HLOA_PERMUTE_TWO_WAY_HAS_NON_MUTUAL;
    return pattern | (inter ? HLOA_PERMUTE_INTER_HOST : 0);
}

/* bytes / (the rate of the row keyed key) in microseconds, -1 without one. */
static double collective_time(const hloa_perf_tables *t, const int64_t *key, double bytes)
{
    const row *r = find(t, key, KEY);
    /* A rate of 0 (two GB200 rows lack theirs) would make XLA's time infinite: no answer. */
    return r && r->value > 0 ? bytes / r->value * 1e6 : -1;
}

/* CollectiveInterpolator::EstimatedRuntime (collective_interpolator.cc:706-798). */
double hloa_perf_tables_collective_us(const hloa_perf_tables *t, int opcode, int64_t n_groups,
                                      int64_t group_size, int permute_pattern, int elem,
                                      double bytes)
{
    int op = sync_opcode(opcode);
    if (!t || op < 0 || !(bytes >= 0))
        return -1;
    int64_t at = snap(bytes < 0x1p62 ? (int64_t)bytes : MAX_COORD, MIN_BYTES, MAX_BYTES);
    if (op == HLOA_OP_COLLECTIVE_PERMUTE) { /* exact by pattern, no fallback (cc:715-742) */
        int64_t key[KEY] = {MAP_EXACT, op, permute_pattern, -1, -1, at};
        return find(t, key, KEY - 1) ? collective_time(t, key, bytes) : -1;
    }
    if (group_size < 1 || n_groups < 1)
        return -1;
    /*
     * The exact map is asked with the instruction's own opcode (cc:753), and the
     * table holds sync ops only: an all-gather-start or all-reduce-start always
     * takes the fallback, whose key maps it to its sync op (cc:777-786).
     */
    if (op == opcode) {
        int64_t key[KEY] = {MAP_EXACT, op, n_groups, group_size, accumulates(op) ? elem : -1, at};
        if (find(t, key, KEY - 1)) /* XLA's Eval throws when the snapped point is missing */
            return collective_time(t, key, bytes);
    }
    int64_t key[KEY] = {MAP_FALLBACK, op, 0, 0, at, snap(group_size, MIN_DEVICES, MAX_DEVICES)};
    return find(t, key, 2) ? collective_time(t, key, bytes) : -1;
}

/* The element type named by s[0, n) in any case, or -1. */
static int elem_named(const char *s, size_t n)
{
    char name[16];
    if (n == 0 || n >= sizeof(name))
        return -1;
    for (size_t i = 0; i < n; i++)
        name[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] | 32 : s[i]);
    int e = hloa_elem_lookup(name, (uint32_t)n);
    return e > 0 ? e : -1;
}

/*
 * An iota replica-group list (IotaReplicaGroupList::FromProto): iota over the
 * reshape dims, transposed by perm, cut in n_groups groups of group_size.
 * *contiguous: the groups are {0..n-1}, {n..2n-1}, ..., the only ones an
 * explicit query can match; *one_host: every group lies in one host (the
 * single-partition communication type of CommunicationType, ops_utils.cc:266).
 * -1 when the list is not a valid one.
 */
static int read_iota(hloa_textproto_msg m, int64_t *n_groups, int64_t *group_size, int *contiguous,
                     int *one_host)
{
    int64_t dims[MAX_IOTA_RANK], perm[MAX_IOTA_RANK], stride[MAX_IOTA_RANK], idx[MAX_IOTA_RANK];
    int rank = 0, n_perm = 0;
    if (hloa_textproto_int64(hloa_textproto_find(m, "num_replica_groups"), n_groups) ||
        hloa_textproto_int64(hloa_textproto_find(m, "num_devices_per_group"), group_size) ||
        *n_groups < 1 || *group_size < 1 || *n_groups > MAX_IOTA_DEVICES / *group_size)
        return -1;
    int64_t total = *n_groups * *group_size, product = 1;
    for (const hloa_textproto_field *f = hloa_textproto_find(m, "iota_reshape_dims"); f;
         f = hloa_textproto_next(m, f, "iota_reshape_dims"), rank++)
        if (rank == MAX_IOTA_RANK || hloa_textproto_int64(f, &dims[rank]) || dims[rank] < 1 ||
            dims[rank] > total || (product *= dims[rank]) > total)
            return -1;
    for (const hloa_textproto_field *f = hloa_textproto_find(m, "iota_transpose_perm"); f;
         f = hloa_textproto_next(m, f, "iota_transpose_perm"), n_perm++)
        if (n_perm == rank || hloa_textproto_int64(f, &perm[n_perm]) || perm[n_perm] < 0 ||
            perm[n_perm] >= rank)
            return -1;
    if (rank == 0) { /* the plain list: one reshape dim, no transpose */
        dims[0] = product = total;
        perm[0] = 0;
        rank = n_perm = 1;
    }
    if (n_perm != rank || product != total)
        return -1;
    for (int d = rank - 1; d >= 0; d--) {
        stride[d] = d == rank - 1 ? 1 : stride[d + 1] * dims[d + 1];
        idx[d] = 0;
        for (int e = 0; e < d; e++)
            if (perm[e] == perm[d])
                return -1;
    }
    *contiguous = *one_host = 1;
    int64_t host = 0;
    for (int64_t pos = 0; pos < total; pos++) {
        int64_t device = 0;
        for (int j = 0; j < rank; j++)
            device += idx[j] * stride[perm[j]];
        for (int j = rank - 1; j >= 0 && ++idx[j] == dims[perm[j]]; j--)
            idx[j] = 0;
        *contiguous &= device == pos;
        if (pos % *group_size == 0)
            host = device / DEVICES_PER_HOST;
        *one_host &= device / DEVICES_PER_HOST == host;
    }
    return 0;
}

/*
 * One HloInstructionProfile: what Spec (cc:125-172) and ConstructExact- and
 * ConstructFallbackInterpolators (cc:441-612) make of it. A profile XLA could
 * not rebuild a module from (not rank 1, no iota list, no pairs) is skipped.
 */
static void add_profile(hloa_perf_tables *t, hloa_textproto_msg entry)
{
    const hloa_textproto_field *in = hloa_textproto_find(entry, "instruction");
    const hloa_textproto_field *opf = hloa_textproto_find(in->msg, "opcode");
    const hloa_textproto_field *shape = hloa_textproto_find(in->msg, "shape");
    int op = opf && opf->kind == HLOA_TEXTPROTO_STRING
                 ? hloa_opcode_lookup(opf->value, opf->value_len) : -1;
    if (op < 0 || sync_opcode(op) != op || !shape || shape->kind != HLOA_TEXTPROTO_MESSAGE)
        return;
    /* The element type is the enum's name (F32): XLA's spelling in capitals. */
    const hloa_textproto_field *et = hloa_textproto_find(shape->msg, "element_type");
    int elem = et && et->kind == HLOA_TEXTPROTO_SCALAR ? elem_named(et->value, et->value_len) : -1;
    const hloa_textproto_field *dim = hloa_textproto_find(shape->msg, "dimensions");
    int64_t elements, throughput = 0;
    if (!elem_bytes(elem) || hloa_textproto_int64(dim, &elements) || elements < 0 ||
        elements > MAX_ELEMENTS || hloa_textproto_next(shape->msg, dim, "dimensions"))
        return;
    const hloa_textproto_field *tp = hloa_textproto_find(entry, "network_throughput_bytes_per_sec");
    if (tp && hloa_textproto_int64(tp, &throughput))
        return;
    int64_t bytes = (elements * elem_bits[elem] + 7) / 8; /* the shape of the profile */

    if (op == HLOA_OP_COLLECTIVE_PERMUTE) { /* moves its operand, the same shape */
        HLOA_VEC(pair) pairs = {0};
        int bad = 0;
        for (const hloa_textproto_field *p = hloa_textproto_find(in->msg, "source_target_pairs");
             p && !bad; p = hloa_textproto_next(in->msg, p, "source_target_pairs")) {
            const hloa_textproto_field *s = hloa_textproto_find(p->msg, "source");
            const hloa_textproto_field *d = hloa_textproto_find(p->msg, "target");
            HLOA_VEC_GROW(pairs, 1);
            int64_t *st = pairs.items[pairs.len++];
            st[0] = st[1] = 0; /* proto3: a 0 is not written */
            bad = p->kind != HLOA_TEXTPROTO_MESSAGE || (s && hloa_textproto_int64(s, &st[0])) ||
                  (d && hloa_textproto_int64(d, &st[1]));
        }
        int pattern = bad ? -1
                          : hloa_perf_tables_permute_pattern((const int64_t(*)[2])pairs.items,
                                                             pairs.len, DEVICES_PER_HOST);
        free(pairs.items);
        if (pattern >= 0)
            add(t, (int64_t[KEY]){MAP_EXACT, op, pattern, -1, -1, bytes}, (double)throughput);
        return;
    }
    const hloa_textproto_field *iota = hloa_textproto_find(in->msg, "iota_collective_device_list");
    int64_t n_groups, group_size;
    int contiguous, one_host;
    if (!iota || iota->kind != HLOA_TEXTPROTO_MESSAGE ||
        read_iota(iota->msg, &n_groups, &group_size, &contiguous, &one_host))
        return;
    if (op == HLOA_OP_REDUCE_SCATTER) /* moves its operand, group_size times the result (cc:259) */
        bytes *= group_size;
    if (contiguous)
        add(t, (int64_t[KEY]){MAP_EXACT, op, n_groups, group_size, accumulates(op) ? elem : -1,
                              bytes},
            (double)throughput);
    if (one_host)
        add(t, (int64_t[KEY]){MAP_FALLBACK, op, 0, 0, bytes, group_size}, (double)throughput);
}

/* ---- GEMMs ---- */

static int64_t dtype_key(int lhs, int rhs, int out)
{
    return ((int64_t)lhs * HLOA_ELEM_COUNT + rhs) * HLOA_ELEM_COUNT + out;
}

/*
 * One GemmPerfTableEntry: a row per flops item, keyed "lhsxrhs->out" as
 * MatmulDTypeKey reads it (matmul_interpolator_utils.cc:43-52); the bf16 ones
 * also into the fallback map, at m, k and n doubled (matmul_interpolator.cc:307-315).
 */
static void add_gemm(hloa_perf_tables *t, hloa_textproto_msg entry)
{
    int64_t bmkn[4] = {0, 0, 0, 0}; /* proto3: a 0 is not written */
    static const char *const dims[4] = {"b", "m", "k", "n"};
    for (int d = 0; d < 4; d++) {
        const hloa_textproto_field *f = hloa_textproto_find(entry, dims[d]);
        if (f && (hloa_textproto_int64(f, &bmkn[d]) || bmkn[d] < 0 || bmkn[d] > MAX_COORD / 2))
            return;
    }
    for (const hloa_textproto_field *f = hloa_textproto_find(entry, "flops"); f;
         f = hloa_textproto_next(entry, f, "flops")) {
        if (f->kind != HLOA_TEXTPROTO_MESSAGE)
            continue;
        const hloa_textproto_field *k = hloa_textproto_find(f->msg, "key");
        int64_t flops = 0;
        const hloa_textproto_field *v = hloa_textproto_find(f->msg, "value");
        if (!k || k->kind != HLOA_TEXTPROTO_STRING || (v && hloa_textproto_int64(v, &flops)))
            continue;
        const char *s = k->value, *end = s + k->value_len;
        const char *arrow = hloa_find(s, k->value_len, "->", 2);
        const char *x = arrow ? memchr(s, 'x', (size_t)(arrow - s)) : NULL;
        if (!x || memchr(x + 1, 'x', (size_t)(arrow - x - 1)))
            continue;
        int lhs = elem_named(s, (size_t)(x - s)), rhs = elem_named(x + 1, (size_t)(arrow - x - 1));
        int out = elem_named(arrow + 2, (size_t)(end - arrow - 2));
        if (lhs < 0 || rhs < 0 || out < 0)
            continue;
        int64_t key[KEY] = {MAP_GEMM, dtype_key(lhs, rhs, out), bmkn[0], bmkn[1], bmkn[2], bmkn[3]};
        add(t, key, (double)flops);
        if (lhs == HLOA_ELEM_BF16 && rhs == HLOA_ELEM_BF16 && out == HLOA_ELEM_BF16)
            add(t, (int64_t[KEY]){MAP_GEMM_BF16, 0, bmkn[0], 2 * bmkn[1], 2 * bmkn[2], 2 * bmkn[3]},
                (double)flops);
    }
}

/*
 * EuclideanWeightedAverageInterpolator<4>::Eval (interpolator.h:208-297) at
 * key's point: the 16 corners of its power-of-two cell, each bound clamped,
 * weighed by 1 / (squared distance to the unclamped point + 1) in float as
 * XLA computes it, summed in XLA's order (dimension 0 varying fastest). -1
 * when a corner is not in the table (XLA's .at() would throw).
 */
static double weighted_flops(const hloa_perf_tables *t, const int64_t *key, const int64_t *lo,
                             const int64_t *hi)
{
    int64_t corner[2][4];
    for (int d = 0; d < 4; d++) {
        int64_t x = key[2 + d] < MAX_COORD ? key[2 + d] : MAX_COORD;
        corner[0][d] = clamp(prev_pow2(x), lo[d], hi[d]);
        corner[1][d] = clamp(next_pow2(x), lo[d], hi[d]);
    }
    double sum = 0, total = 0;
    for (int c = 0; c < 16; c++) {
        int64_t ck[KEY] = {key[0], key[1]};
        long double d2 = 0; /* exact where XLA's int64 sum is (its squares fit 64 bits) */
        for (int d = 0; d < 4; d++) {
            ck[2 + d] = corner[(c >> d) & 1][d];
            long double diff = (long double)ck[2 + d] - (long double)key[2 + d];
            d2 += diff * diff;
        }
        const row *r = find(t, ck, KEY);
        if (!r)
            return -1;
        float w = 1.0f / ((float)d2 + 1.0f);
        sum += r->value * w;
        total += w;
    }
    return sum / total;
}

/* 2 b m n k, exact as XLA's int64 product where it fits. */
static double gemm_flops(int64_t b, int64_t m, int64_t n, int64_t k)
{
    int64_t f = 2;
    if (__builtin_mul_overflow(f, b, &f) || __builtin_mul_overflow(f, m, &f) ||
        __builtin_mul_overflow(f, n, &f) || __builtin_mul_overflow(f, k, &f))
        return 2.0 * (double)b * (double)m * (double)n * (double)k;
    return (double)f;
}

/*
 * MatmulInterpolator::EstimatedRuntime (matmul_interpolator.cc:322-348). A
 * type the table lacks takes XLA's bf16 fallback as XLA does, quirk and all:
 * its m, k and n are counted in bytes of the output type (ExtractDotSpec,
 * cc:97-129), which puts an f16 GEMM on the bf16 grid, but the FLOPs are then
 * counted from those byte-scaled sizes too, so the time grows with the cube of
 * the output's width (an f16 GEMM takes 8 times a bf16 one). Parity with XLA's
 * estimate is the point of these tables, so that is what it returns.
 */
double hloa_perf_tables_gemm_us(const hloa_perf_tables *t, int64_t b, int64_t m, int64_t n,
                                int64_t k, int lhs, int rhs, int out)
{
    if (!t || b < 0 || m < 0 || n < 0 || k < 0)
        return -1;
    double rate;
    int64_t key[KEY] = {MAP_GEMM, dtype_key(lhs, rhs, out), b, m, k, n};
    int64_t width = elem_bytes(out);
    if (elem_bytes(lhs) && elem_bytes(rhs) && width && find(t, key, 2)) {
        rate = weighted_flops(t, key, gemm_min, gemm_max);
    } else {
        if (!width || m > MAX_COORD / width || n > MAX_COORD / width || k > MAX_COORD / width)
            return -1;
        m *= width, n *= width, k *= width;
        int64_t fb[KEY] = {MAP_GEMM_BF16, 0, b, m, k, n};
        rate = find(t, fb, 2) ? weighted_flops(t, fb, bf16_min, bf16_max) : -1;
    }
    return rate > 0 ? gemm_flops(b, m, n, k) / rate * 1e6 : -1;
}

/* ---- files ---- */

/*
 * The device's entries of a file of either schema, told apart entry by entry:
 *   DeviceHloInstructionProfiles  entries { key value { entries { instruction ... } } }
 *   GemmPerfTable                 entries { key value { entries { b m n k flops {key value} } } }
 */
static int load_device(hloa_perf_tables **t, hloa_textproto_msg top, const char *path,
                       const char *device, char *why, size_t why_size)
{
    hloa_strbuf keys = HLOA_STRBUF_INIT;
    size_t before = *t ? (*t)->rows.len : 0, n_devices = 0;
    for (const hloa_textproto_field *e = hloa_textproto_find(top, "entries"); e;
         e = hloa_textproto_next(top, e, "entries")) {
        const hloa_textproto_field *key = hloa_textproto_find(e->msg, "key");
        const hloa_textproto_field *value = hloa_textproto_find(e->msg, "value");
        if (!key || !value || value->kind != HLOA_TEXTPROTO_MESSAGE)
            continue;
        if (!hloa_textproto_is(key, device)) {
            hloa_strbuf_addf(&keys, "%s%.*s", keys.len ? ", " : "", (int)key->value_len,
                             key->value);
            continue;
        }
        n_devices++;
        if (!*t)
            *t = hloa_xcalloc(1, sizeof(**t));
        hloa_textproto_msg m = value->msg;
        for (const hloa_textproto_field *x = hloa_textproto_find(m, "entries"); x;
             x = hloa_textproto_next(m, x, "entries")) {
            if (x->kind != HLOA_TEXTPROTO_MESSAGE)
                continue;
            const hloa_textproto_field *in = hloa_textproto_find(x->msg, "instruction");
            if (in && in->kind == HLOA_TEXTPROTO_MESSAGE)
                add_profile(*t, x->msg);
            else if (hloa_textproto_find(x->msg, "flops"))
                add_gemm(*t, x->msg);
        }
    }
    int rc = -1;
    if (!n_devices)
        snprintf(why, why_size, "%s: no entries for device '%s' (it has: %s)", path, device,
                 keys.len ? keys.buf : "none");
    else if ((*t)->rows.len == before)
        snprintf(why, why_size, "%s: the entries of device '%s' hold no collective or GEMM timing",
                 path, device);
    else
        rc = 0;
    if (*t && (*t)->rows.len) /* qsort must not see the NULL of an empty vector */
        qsort((*t)->rows.items, (*t)->rows.len, sizeof(row), cmp_rows);
    hloa_strbuf_release(&keys);
    return rc;
}

int hloa_perf_tables_read(hloa_perf_tables **t, const char *path, const char *text, size_t len,
                          const char *device, char *why, size_t why_size)
{
    hloa_textproto doc;
    char msg[256];
    int rc = -1;
    if (hloa_textproto_read(&doc, text, len, msg, sizeof(msg)))
        snprintf(why, why_size, "%s:%s", path, msg);
    else
        rc = load_device(t, doc.top, path, device, why, why_size);
    hloa_textproto_release(&doc);
    return rc;
}

int hloa_perf_tables_load(hloa_perf_tables **t, const char *path, const char *device, char *why,
                          size_t why_size)
{
    size_t len;
    const char *cannot;
    char *text = hloa_read_whole_file(path, SIZE_MAX - 1, &len, &cannot);
    if (!text) {
        snprintf(why, why_size, "%s: %s", path, cannot);
        return -1;
    }
    int rc = hloa_perf_tables_read(t, path, text, len, device, why, why_size);
    free(text);
    return rc;
}

void hloa_perf_tables_free(hloa_perf_tables *t)
{
    if (!t)
        return;
    free(t->rows.items);
    free(t);
}
