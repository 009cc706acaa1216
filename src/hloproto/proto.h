/*
 * The HloModuleProto as the renderer reads it (src/hloproto/): the module's
 * computations and instructions found once (index.c), each instruction kept
 * as the bytes of its message with the few fields every other one needs
 * (its id, name and shape, to print it as an operand), and the lookups by id
 * that operand_ids, control_predecessor_ids and called_computation_ids need.
 *
 * Field numbers are those of xla/service/hlo.proto and xla/xla_data.proto
 * (openxla/xla), written beside the code that reads them.
 */
#ifndef HLOA_HLOPROTO_PROTO_H
#define HLOA_HLOPROTO_PROTO_H

#include "hloasync/protowire.h"
#include "hloasync/strbuf.h"

#include <stddef.h>
#include <stdint.h>

/* Protobuf's own limit on nested messages: deeper tuples are refused, not followed. */
#define HLOA_PROTO_MAX_DEPTH 100

/* A string or bytes field: into the buffer being read. */
typedef struct hp_str {
    const uint8_t *p;
    size_t n;
} hp_str;

/* What rendering needs to say why it stopped. */
typedef struct hp_ctx {
    char *err;     /* the reason, once one is known */
    size_t errlen;
    int failed;    /* a reason was written */
} hp_ctx;

typedef struct hp_instr {
    hp_str msg;            /* the HloInstructionProto */
    hp_str name;           /* 1 */
    hp_str opcode;         /* 2 */
    hp_str shape;          /* 3: a ShapeProto */
    int64_t id;            /* 35 */
    int64_t parameter_number; /* 9 */
} hp_instr;

typedef struct hp_id {
    int64_t id;
    uint32_t at; /* index into the owner's array */
} hp_id;

typedef struct hp_comp {
    hp_str name;           /* 1 */
    hp_str thread;         /* 8: execution_thread */
    hp_str program_shape;  /* 4 */
    int64_t id, root_id;   /* 5, 6 */
    int has_root;          /* root_id was written */
    hp_instr *instrs;      /* 2, in the proto's order (heap) */
    uint32_t n_instrs;
    hp_id *by_id;          /* instrs by id, sorted (heap) */
    hp_str sequence;       /* the schedule's InstructionSequence of this computation, or empty */
    int has_sequence;
} hp_comp;

typedef struct hp_module {
    hp_str name;               /* 1 */
    hp_str entry_name;         /* 2 */
    int64_t entry_id;          /* 6 */
    int has_entry_id;
    hp_comp *comps;            /* 3, callees before callers (heap) */
    uint32_t n_comps;
    hp_id *comps_by_id;        /* sorted (heap) */
    hp_str host_program_shape; /* 4 */
    hp_str schedule;           /* 7: HloScheduleProto */
    hp_str input_output_alias; /* 8 */
    hp_str device_assignment;  /* 15 */
    hp_str frontend_attributes; /* 19 */
    hp_comp *entry;            /* the entry computation */
} hp_module;

/* index.c: the module of an HloProto (field 1) or a bare HloModuleProto. 0, or -1 (ctx says). */
int hloa_hp_index(hp_ctx *c, const uint8_t *bytes, size_t len, hp_module *m);
void hloa_hp_module_free(hp_module *m);
const hp_instr *hloa_hp_instr_by_id(const hp_comp *comp, int64_t id);
const hp_comp *hloa_hp_comp_by_id(const hp_module *m, int64_t id);
/* Writes a reason once (the first one stays) and returns -1. */
int hloa_hp_fail(hp_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A field's bytes as a string; does s equal the C string? */
int hloa_hp_is(hp_str s, const char *word);

/* shape.c: a ShapeProto as XLA prints it, with its layout (f32[8,4]{1,0}) or without. */
int hloa_hp_shape(hp_ctx *c, hloa_strbuf *out, hp_str shape, int layout, int depth);
/* A ProgramShapeProto's "(params)->result" as entry_computation_layout prints it. */
int hloa_hp_program_shape(hp_ctx *c, hloa_strbuf *out, hp_str program_shape);
/* A string as absl::CEscape writes it, in double quotes. */
void hloa_hp_quote(hloa_strbuf *out, hp_str s);
/* The elements of a repeated integer field number of msg, "a,b,c" (sep between). */
int hloa_hp_ints(hp_ctx *c, hloa_strbuf *out, hp_str msg, uint32_t number, const char *sep);

/* instr.c: one instruction's line, without its indent and newline. */
int hloa_hp_instr(hp_ctx *c, hloa_strbuf *out, const hp_module *m, const hp_comp *comp,
                  const hp_instr *in);
/* ", frontend_attributes={k=\"v\",...}" of a FrontendAttributes message, keys sorted; nothing when empty. */
int hloa_hp_frontend_attributes(hp_ctx *c, hloa_strbuf *out, hp_str fa);

#endif
