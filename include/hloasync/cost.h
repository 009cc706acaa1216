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

/* A device's peak figures (hardware.c holds the built-in profiles). */
typedef struct hloa_hw {
    char name[32];        /* the profile it started from: h100, a100, tpu-v5e, cpu */
    double tflops;        /* matrix peak (dot, convolution, GEMM), 10^12 FLOP/s */
    double vector_tflops; /* every other operation */
    double hbm_gbps;      /* device memory bandwidth, 10^9 bytes/s */
    double link_gbps;     /* interconnect bandwidth of a device, one direction, 10^9 bytes/s */
    double host_gbps;     /* host link (copies to or from memory space S(5)), 10^9 bytes/s */
    double latency_us;    /* fixed cost of a collective, send or recv, microseconds */
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
    uint8_t stream;    /* hloa_stream */
    uint8_t host;      /* a copy or transfer over the host link */
} hloa_cost;

typedef struct hloa_cost_model {
    const hloa_module *m; /* the module costed */
    hloa_hw hw;           /* the hardware */
    int64_t replica_count, num_partitions; /* from the HloModule line, 1 when absent */
    double *fused_flops;  /* per computation index: FLOPs of running it once, -1 not yet */
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
/*
 * Devices in each group of a collective (n of its formula): from
 * replica_groups in every form XLA prints, else the HloModule's
 * replica_count / num_partitions as the collective's mode reads them.
 */
int64_t hloa_collective_group_size(const hloa_cost_model *cm, const hloa_instr *in);
/* The value of a key of backend_config (a JSON object, or a string holding one): the
   first number after "key" (quoted or not), or -1. */
int64_t hloa_backend_config_number(const hloa_instr *in, const char *key);

#endif
