/*
 * The cost model: what one instruction costs in FLOPs, bytes of device
 * memory traffic and bytes sent over a link, and how long that takes on a
 * hardware profile. docs/cost-model.md gives every formula and the source of
 * every hardware number. A leaf only: what a while, call or conditional costs
 * depends on the schedule of what it runs, which estimate.c works out.
 */
#ifndef HLOASYNC_COST_H
#define HLOASYNC_COST_H

#include "hloasync/ir.h"
#include "hloasync/source.h"

#include <stddef.h>
#include <stdio.h>

/* A device's figures (hardware.c holds the built-in profiles, docs/cost-model.md their
   sources). Peaks are the vendors'; the rest says how far real kernels and collectives
   stay below them. */
typedef struct hloa_hw {
    char name[32];          /* the profile it started from: h100, b200, tpu-v5e, ... */
    /* compute */
    double tflops;          /* matrix peak, bf16/f16 (dot, convolution, GEMM), 10^12 FLOP/s */
    double tf32_tflops;     /* matrix peak of f32 dots (TF32 on GPUs) */
    double fp8_tflops;      /* matrix peak of fp8 and int8 dots */
    double vector_tflops;   /* every other operation */
    double matrix_efficiency; /* share of a matrix peak a large GEMM reaches */
    double hbm_gbps;        /* device memory bandwidth, 10^9 bytes/s */
    double kernel_us;       /* launching a kernel: every compute instruction pays it */
    double gemm_us;         /* a GEMM's (dot, convolution) fixed cost beyond the launch */
    /* within one host (NVLink, ICI) */
    double link_gbps;       /* interconnect bandwidth of a device, one direction, 10^9 bytes/s */
    double link_efficiency; /* share of link_gbps a large collective reaches */
    double latency_us;      /* fixed cost of a collective, send or recv */
    double step_us;         /* latency of each step of a ring (n-1 per pass) */
    double host_gbps;       /* host link (copies to or from memory space S(5)), 10^9 bytes/s */
    /* across hosts (XLA's SoL model: NICs, round trips, chunks, launch) */
    double gpus_per_host;   /* devices of one host: groups spanning more cross the NICs */
    double nic_gbps;        /* each device's NIC, one direction, 10^9 bytes/s */
    double rtt_us;          /* a network round trip */
    double launch_us;       /* launching a collective across hosts */
    double chunk_prep_us;   /* preparing each 4 MiB chunk */
    /* the schedule */
    double max_in_flight;   /* async collectives in flight at once (0: no limit) */
    /* XLA's measured tables (--perf-table) */
    const char *xla_device; /* the profile's key in them ("sm_90"), NULL: none */
    const struct hloa_perf_tables *tables; /* loaded for xla_device, or NULL */
    /* XLA's PGLE profile (--pgle): the first source of every time it names */
    const struct hloa_pgle *pgle; /* or NULL */
} hloa_hw;

/*
 * Reads --hw: a profile name, then comma-separated key=value overrides
 * ("h100,link_gbps=400"). -1 with a one-line reason in why when it is not one.
 */
int hloa_hw_parse(const char *spec, hloa_hw *hw, char *why, size_t why_size);
/* The default profile (h100). */
void hloa_hw_default(hloa_hw *hw);
/* The profiles and the keys, one per line, for --hw=list. */
void hloa_hw_list(FILE *out);
/* The keys of a profile in --hw=list's order: how many, and each one's name and value. */
size_t hloa_hw_n_keys(void);
const char *hloa_hw_key_name(size_t i);
double hloa_hw_key_value(const hloa_hw *hw, size_t i);

/* Where a time comes from, the first that has it: XLA's PGLE profile (--pgle), XLA's
   measured tables (--perf-table), the instruction's latency_metadata, the model. */
typedef enum hloa_cost_source {
    HLOA_SOURCE_MODEL,
    HLOA_SOURCE_METADATA,   /* frontend_attributes={latency_metadata=...} */
    HLOA_SOURCE_PERF_TABLE,
    HLOA_SOURCE_PGLE,
} hloa_cost_source;
/* "model", "metadata", "perf-table", "pgle": as the outputs name a source. */
const char *hloa_cost_source_name(hloa_cost_source s);

/* Where an instruction's time is spent. */
typedef enum hloa_stream {
    HLOA_STREAM_NONE,       /* no time: parameters, tuples, bitcasts, async links */
    HLOA_STREAM_COMPUTE,    /* FLOPs and device memory */
    HLOA_STREAM_COLLECTIVE, /* all-reduce, all-gather, reduce-scatter, all-to-all, permutes */
    HLOA_STREAM_COPY,       /* copy-start/copy-done: device or host copies */
    HLOA_STREAM_SEND_RECV,  /* send, recv */
    HLOA_STREAM_CONTROL,    /* while, call, conditional, async-start: their computations' */
} hloa_stream;

typedef struct hloa_cost {
    double flops;      /* floating-point (and integer) operations */
    double bytes;      /* device memory read and written */
    double link_bytes; /* bytes each device sends (collectives, send/recv) or a copy moves */
    double us;         /* estimated time, microseconds (0 for CONTROL: see estimate.c) */
    int64_t group;     /* devices in a collective's group (n), 0 for other instructions */
    int64_t hosts;     /* hosts a collective's group spans (1 within one), 0 other instructions */
    uint8_t stream;    /* hloa_stream */
    uint8_t host;      /* a copy or transfer over the host link */
    uint8_t source;    /* hloa_cost_source of us */
} hloa_cost;

typedef struct hloa_cost_model {
    const hloa_module *m; /* the module costed */
    hloa_hw hw;           /* the hardware */
    int64_t replica_count, num_partitions; /* from the HloModule line, 1 when absent */
    struct hloa_cost_work *fused_work; /* per computation index: the work of running it once
                                (flops -1: not yet) */
    uint8_t *fused_seen;  /* per computation index: its work is known or on the way */
    hloa_rereads rereads; /* the instructions whose attribute text it read */
} hloa_cost_model;

/* The fused_flops memo lives in arena. */
void hloa_cost_model_init(hloa_cost_model *cm, const hloa_module *m, const hloa_hw *hw,
                          hloa_arena *arena);
/* The model read the attribute text of in (for readers of attributes beside it). */
void hloa_cost_read(hloa_cost_model *cm, const hloa_instr *in);
/* Hands back the text pages it read again (hloa_rereads): call when done costing. */
void hloa_cost_model_done(hloa_cost_model *cm);
/* The cost of running in once (a fusion: its body's FLOPs, its boundary's bytes), into *c
   (filled in place: the timeline costs every instruction, and a struct returned by value
   is copied through the stack in pieces the next load cannot take whole). */
void hloa_cost_instr(hloa_cost_model *cm, const hloa_instr *in, hloa_cost *c);
/* The stream of in's work, as hloa_cost_instr gives it, without costing it. */
hloa_stream hloa_cost_stream(const hloa_instr *in);
/* The same, for an instruction of module m: Shardy's collectives (sdy.all_gather, ...; shardy.c)
   on the stream of the op they become. */
hloa_stream hloa_cost_stream_in(const hloa_module *m, const hloa_instr *in);
/* The op Shardy's export makes of a Shardy collective of m (sdy.all_gather -> all-gather, ...,
   sdy.all_slice -> dynamic-slice; shardy.c), or HLOA_OP_UNKNOWN when in is none. */
uint16_t hloa_sdy_collective(const hloa_module *m, const hloa_instr *in);
/* That op as an instruction outside the module, on the local tensors (it points into itself:
   keep it where it is). */
typedef struct hloa_sdy_lowering {
    hloa_instr instr;          /* the op: its opcode, local result, operand and groups */
    hloa_instr operand;        /* its operand, of the local operand's shape */
    hloa_instr *operands[1];
    hloa_shape result, operand_shape; /* the global shapes with the local bytes */
    hloa_attr groups;          /* replica_groups=[G,S]<=[N] over the mesh */
    char groups_text[80];
} hloa_sdy_lowering;
/* Fills *out when in is a Shardy collective it can read (its shape and operand known): 1, else 0. */
int hloa_sdy_lower(const hloa_module *m, const hloa_instr *in, hloa_sdy_lowering *out);
/* Does the compute stream wait for all of an instruction of this stream (a synchronous
   collective, transfer or feed: communication, all of it exposed)? */
static inline int hloa_stream_is_transfer(hloa_stream s)
{
    return s == HLOA_STREAM_COLLECTIVE || s == HLOA_STREAM_COPY || s == HLOA_STREAM_SEND_RECV;
}
/*
 * Devices in each group of a collective (n of its formula): from
 * replica_groups in every form XLA prints, else the HloModule's
 * replica_count / num_partitions as the collective's mode reads them.
 */
int64_t hloa_collective_group_size(const hloa_cost_model *cm, const hloa_instr *in);
/* The value of a key of backend_config (a JSON object, or a string holding one): the
   first number after "key" (quoted or not), or -1. */
int64_t hloa_backend_config_number(const hloa_instr *in, const char *key);

/* A boolean key of backend_config ("is_pipelined":true): 1, 0, or -1 when not written. */
int hloa_backend_config_flag(const hloa_instr *in, const char *key);
#endif
