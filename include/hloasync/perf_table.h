/*
 * XLA's measured performance tables as an input: the collective table
 * (xla.gpu.DeviceHloInstructionProfiles, default_collective_perf_table.txtpb)
 * and the GEMM table (xla.GemmPerfTable, default_matmul_perf_table.txtpb), in
 * protobuf text format, read for one device ("sm_90" is the H100's key), and
 * looked up as XLA's default-table interpolators do (collective_interpolator.cc,
 * matmul_interpolator.cc): the same keys, the same snapping to powers of two,
 * the same clamping, the same weights. Every number it returns is what XLA's
 * SoL latency estimator would say; where XLA finds nothing, -1 says so and the
 * caller falls back on its own model.
 */
#ifndef HLOASYNC_PERF_TABLE_H
#define HLOASYNC_PERF_TABLE_H

#include <stddef.h>
#include <stdint.h>

/* The tables of one device, from one file or several. */
typedef struct hloa_perf_tables hloa_perf_tables;

/* How a collective-permute's source-target pairs go, as XLA's cost model types them. */
typedef enum hloa_permute_pattern {
    HLOA_PERMUTE_ONE_WAY,                /* no device both sends and receives */
    HLOA_PERMUTE_TWO_WAY_ALL_MUTUAL,     /* some device does, and every (s,t) has its (t,s) */
    HLOA_PERMUTE_TWO_WAY_HAS_NON_MUTUAL, /* some device does, and some (s,t) lacks its (t,s) */
    HLOA_PERMUTE_INTER_HOST = 4,         /* or'ed in: some pair crosses hosts (never looked up) */
} hloa_permute_pattern;

/*
 * Reads the file at path (either schema: the content says which) and keeps
 * the entries of device. *t is created on the first call (NULL before it) and
 * gathers every file loaded into it. Returns 0, or -1 with a one-line reason
 * in why: "PATH: no entries for device 'sm_90' (it has: sm_100_B200, ...)", a
 * parse error "PATH:LINE:COL: ...", or the system's for a file it cannot read.
 */
int hloa_perf_tables_load(hloa_perf_tables **t, const char *path, const char *device, char *why,
                          size_t why_size);
/* The same for a table's text already in memory (path names it in messages). */
int hloa_perf_tables_read(hloa_perf_tables **t, const char *path, const char *text, size_t len,
                          const char *device, char *why, size_t why_size);
/* Frees t and everything it holds (NULL is fine). */
void hloa_perf_tables_free(hloa_perf_tables *t);

/*
 * The pattern of n (source, target) pairs with devices_per_host devices a
 * host: a hloa_permute_pattern, or -1 when there are no pairs.
 */
int hloa_perf_tables_permute_pattern(const int64_t (*pairs)[2], size_t n,
                                     int64_t devices_per_host);

/*
 * A collective within one host, in microseconds, as XLA's collective
 * interpolator estimates it; -1 when no entry of t applies.
 *   opcode          HLOA_OP_ALL_REDUCE, _ALL_GATHER, _REDUCE_SCATTER, _ALL_TO_ALL,
 *                   _COLLECTIVE_PERMUTE, or the -start of one that has it
 *   n_groups, group_size  its replica groups, iota-like: an explicit list is
 *                   taken as the contiguous groups of its count and size, as XLA does
 *   permute_pattern a hloa_permute_pattern (collective-permute only)
 *   elem            the hloa_elem of its result (all-reduce and reduce-scatter only)
 *   bytes           what it moves by XLA's rule: the output of an all-reduce,
 *                   all-gather or all-to-all; the operand of a reduce-scatter or
 *                   collective-permute
 */
double hloa_perf_tables_collective_us(const hloa_perf_tables *t, int opcode, int64_t n_groups,
                                      int64_t group_size, int permute_pattern, int elem,
                                      double bytes);

/*
 * A GEMM of b (the product of the batch dimensions) times m x k by k x n, with
 * element types lhs, rhs and out (hloa_elem), in microseconds as XLA's matmul
 * interpolator estimates it; -1 when t has no entry it could use.
 */
double hloa_perf_tables_gemm_us(const hloa_perf_tables *t, int64_t b, int64_t m, int64_t n,
                                int64_t k, int lhs, int rhs, int out);

#endif
