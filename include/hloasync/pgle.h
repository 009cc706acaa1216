/*
 * XLA's profile-guided latency estimator's profile as an input and an output:
 * tensorflow.profiler.ProfiledInstructionsProto
 * (tsl/profiler/protobuf/profiled_instructions.proto), the file
 * --xla_gpu_pgle_profile_file_or_directory_path reads, in protobuf text or
 * binary (the wire format):
 *
 *   message ProfiledInstructionsProto {
 *     message InstructionCost { string name = 1; double cost_us = 2; }
 *     message Latency { string source = 1; string target = 2; double latency_us = 3; }
 *     repeated InstructionCost costs = 1;
 *     repeated Latency latencies = 2;
 *   }
 *
 * Looked up as XLA's ProfileGuidedLatencyEstimator looks it up
 * (xla/service/profile_guided_latency_estimator.cc): by instruction name, an
 * async-start or -done also by the name of the instruction it wraps; of two
 * entries of one name the last counts (its instr_map_ is overwritten in order).
 */
#ifndef HLOASYNC_PGLE_H
#define HLOASYNC_PGLE_H

#include "hloasync/arena.h"
#include "hloasync/strbuf.h"

#include <stddef.h>
#include <stdint.h>

/* An entry of costs: an instruction's time. */
typedef struct hloa_pgle_cost {
    const char *name;  /* the instruction's name, name_len bytes (no NUL) */
    uint32_t name_len;
    double us;         /* cost_us */
    uint32_t line, col; /* where it is written in a text profile (1-based), 0 in a binary one */
} hloa_pgle_cost;

/* An entry of latencies: the time from one instruction to another (an async op's start to done). */
typedef struct hloa_pgle_latency {
    const char *source, *target; /* names, source_len and target_len bytes */
    uint32_t source_len, target_len;
    double us;                   /* latency_us */
    uint32_t line, col;          /* as for a cost */
} hloa_pgle_latency;

typedef struct hloa_pgle {
    hloa_arena arena;            /* the entries, their names, the text they point into */
    const char *path;            /* the file, as named */
    int binary;                  /* read from the wire format */
    hloa_pgle_cost *costs;       /* in file order */
    uint32_t n_costs;
    hloa_pgle_latency *latencies; /* in file order */
    uint32_t n_latencies;
    struct hloa_pgle_key *cost_keys;    /* costs by name, of equal names the last first */
    struct hloa_pgle_key *latency_keys; /* latencies by (source, target), likewise */
} hloa_pgle;

/*
 * Reads a profile (text or binary: a *.pb or *.binpb name, or bytes no text
 * holds, say binary; gzip and xz are read through) into a new *p. 0, or -1
 * with "PATH: why" in why ("PATH:LINE:COL: ..." for a text profile's syntax).
 */
int hloa_pgle_load(hloa_pgle **p, const char *path, char *why, size_t why_size);
/* The same for bytes in memory; binary: 1 wire format, 0 text, -1 tell from the bytes. */
int hloa_pgle_read(hloa_pgle **p, const char *path, const void *bytes, size_t len, int binary,
                   char *why, size_t why_size);
void hloa_pgle_free(hloa_pgle *p);

/* cost_us of an instruction of this name, -1 when the profile has none. */
double hloa_pgle_cost_us(const hloa_pgle *p, const char *name, size_t len);
/* latency_us from source to target, -1 when the profile has none. */
double hloa_pgle_latency_us(const hloa_pgle *p, const char *source, size_t source_len,
                            const char *target, size_t target_len);
/* Does any latency entry start at this name? */
int hloa_pgle_has_source(const hloa_pgle *p, const char *name, size_t len);

/*
 * Writes costs as XLA reads them: text (one `costs { name: "x" cost_us: 1.5 }`
 * a line, as nsys-jax's pgle_costs.py writes them) or binary (the wire format).
 */
void hloa_pgle_write(hloa_strbuf *out, const hloa_pgle_cost *costs, size_t n, int binary);

#endif
