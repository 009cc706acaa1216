/*
 * XLA's own schedule prediction as an input (src/xlaprof/): the ScheduleProto
 * that --xla_dump_latency_hiding_schedule writes (xla/xla.proto), in protobuf
 * text or binary, and set beside the tool's clock (xlaprof/beside.c).
 *
 *   message ScheduleProto {
 *     HloModuleProto hlo_module = 1;
 *     repeated ComputationScheduleProto computation_schedules = 2;
 *   }
 *   ComputationScheduleProto { computation_id = 1; repeated Instruction instructions = 2;
 *     SchedulerStatisticsProto scheduler_statistics = 3; cycles_per_microsecond = 4 }
 *   Instruction { id = 1; start_timestamp_cycles = 2; end_timestamp_cycles = 3;
 *     memory_usage_after = 5; peak_memory_after = 6 }
 *
 * Instructions are named by id: the embedded hlo_module gives their names
 * (HloComputationProto.id 5 and name 1, HloInstructionProto.id 35 and name 1;
 * binary through hloproto.h). The latency-hiding scheduler writes the
 * timestamps forward from the computation's start, end = start + the
 * instruction's cost (latency_hiding_scheduler.cc ComputationScheduleToProto).
 */
#ifndef HLOASYNC_XLA_SCHEDULE_H
#define HLOASYNC_XLA_SCHEDULE_H

#include "hloasync/arena.h"
#include "hloasync/timeline.h"

#include <stddef.h>
#include <stdint.h>

/* The collective kinds of SchedulerStatisticsProto, in its field order (fields 1..10). */
enum {
    HLOA_XS_ALL_GATHER,
    HLOA_XS_ALL_REDUCE,
    HLOA_XS_COLLECTIVE_BROADCAST,
    HLOA_XS_COLLECTIVE_PERMUTE,
    HLOA_XS_ALL_TO_ALL,
    HLOA_XS_RAGGED_ALL_TO_ALL,
    HLOA_XS_REDUCE_SCATTER,
    HLOA_XS_SEND,
    HLOA_XS_RECV,
    HLOA_XS_CALL,
    HLOA_XS_KINDS
};
/* "all-gather", ..., "call": a kind as the outputs name it. */
const char *hloa_xs_kind_name(int kind);

typedef struct hloa_xs_instr {
    int64_t id;
    double start_cycles, end_cycles;
    int64_t memory_usage_after, peak_memory_after;
    const char *name; /* from the embedded module, name_len bytes; NULL when it names none */
    uint32_t name_len;
} hloa_xs_instr;

typedef struct hloa_xs_comp {
    int64_t id;
    const char *name;      /* from the embedded module; NULL when none */
    uint32_t name_len;
    hloa_xs_instr *instrs; /* in the schedule's order */
    uint32_t n_instrs;
    double wasted_cycles[HLOA_XS_KINDS]; /* scheduler_statistics, per kind */
    double total_wasted_cycles, total_cycles;
    int64_t memory_pressure_peak;
    int has_statistics;
    int64_t cycles_per_us; /* cycles_per_microsecond */
} hloa_xs_comp;

typedef struct hloa_xla_schedule {
    hloa_arena arena;   /* everything below, and the bytes names point into */
    const char *path;
    int binary;
    const char *module_name; /* the embedded module's name; NULL when none */
    uint32_t module_name_len;
    hloa_xs_comp *comps;
    uint32_t n_comps;
} hloa_xla_schedule;

/*
 * Reads a ScheduleProto (text or binary: a *.pb or *.binpb name, or bytes no
 * text holds, say binary; gzip and xz read through) into a new *s. 0, or -1
 * with "PATH: why" in why.
 */
int hloa_xla_schedule_load(hloa_xla_schedule **s, const char *path, char *why, size_t why_size);
/* The same for bytes in memory; binary: 1 wire format, 0 text, -1 tell from the bytes. */
int hloa_xla_schedule_read(hloa_xla_schedule **s, const char *path, const void *bytes, size_t len,
                           int binary, char *why, size_t why_size);
void hloa_xla_schedule_free(hloa_xla_schedule *s);

/* One async op: XLA's predicted span beside the tool's clock. */
typedef struct hloa_xs_op {
    const hloa_timeline_comp *tc;
    const hloa_async_op *op;
    double xla_start_us, xla_end_us; /* start's start, done's end, cycles / cycles_per_us */
    double start_us, end_us;         /* the tool's: est.begin_us, est.end_us */
    double disagreement_us;          /* the larger of |start - xla start| and |end - xla end| */
} hloa_xs_op;

/* Per computation and collective kind: XLA's wasted cycles beside the tool's exposed time. */
typedef struct hloa_xs_kind {
    const hloa_timeline_comp *tc;
    const hloa_xs_comp *xc;
    int kind;              /* HLOA_XS_* */
    double xla_wasted_us;  /* wasted_cycles / cycles_per_us */
    double exposed_us;     /* the tool's: its ops' exposed time, its synchronous ones' whole */
} hloa_xs_kind;

typedef struct hloa_xs_beside {
    hloa_xs_op *ops;        /* ops found in both, the largest disagreement first */
    uint32_t n_ops;
    uint32_t n_unmatched;   /* async ops of the timeline XLA's schedule does not time */
    hloa_xs_kind *kinds;    /* by computation, then kind order; a kind where either is > 0 */
    uint32_t n_kinds;
    uint32_t n_comps_matched; /* computations of the schedule the module has */
} hloa_xs_beside;

/*
 * Sets schedule s beside timeline t (built HLOA_TIMELINE_FULL and estimated):
 * computations matched by name, instructions by name; everything in arena.
 */
void hloa_xs_beside_build(const hloa_xla_schedule *s, const hloa_timeline *t, hloa_arena *arena,
                          hloa_xs_beside *b);

#endif
