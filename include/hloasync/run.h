/*
 * A measured run: what a profile says happened, whichever file it came from
 * (an XSpace .xplane.pb, a Chrome trace JSON). Readers fill it (profile/);
 * the join to a module and everything measured is computed from it alone.
 *
 * Times are microseconds from the run's earliest timestamp. A big profile
 * holds millions of events: an event is kept compact (names interned, the
 * module an index), and readers keep only what can join an instruction or
 * tell a stream's activity.
 */
#ifndef HLOASYNC_RUN_H
#define HLOASYNC_RUN_H

#include "hloasync/arena.h"
#include "hloasync/intern.h"

#include <stddef.h>
#include <stdint.h>

#define HLOA_RUN_NONE UINT32_MAX

/* What an event stands for. */
typedef enum hloa_run_event_kind {
    HLOA_RUN_KERNEL, /* activity on a device stream (a kernel, a memcpy, a collective's kernel) */
    HLOA_RUN_OP,     /* an XLA op as the runtime saw it (a line "XLA Ops", "Async XLA Ops") */
    HLOA_RUN_MODULE, /* one execution of a module (a line "XLA Modules"): a step */
    HLOA_RUN_HOST,   /* anything else kept (host threads' events naming an op) */
} hloa_run_event_kind;

typedef struct hloa_run_event {
    double start_us;       /* from the run's earliest timestamp */
    double dur_us;
    hloa_sym op;           /* hlo_op: the instruction's name; 0 when none */
    uint32_t module;       /* index into modules[] (hlo_module / program_id), or HLOA_RUN_NONE */
    uint32_t stream;       /* index into streams[] */
    int32_t scheduling_group; /* scheduling_group_id (annotation level 1), or -1 */
    hloa_sym stream_annotation; /* stream_annotation (level 1); 0 when none */
    int64_t op_id;         /* unique_hlo_op_id, or -1 */
    int8_t is_pipelined;   /* is_pipelined (level 1): 0, 1, or -1 when not said */
    uint8_t kind;          /* hloa_run_event_kind */
} hloa_run_event;

/* A line of a plane (XSpace) or a thread of a process (Chrome trace). */
typedef struct hloa_run_stream {
    hloa_sym device;   /* plane or process name: "/device:GPU:0", "/host:CPU" */
    hloa_sym name;     /* line or thread name: "Stream #13(compute)", "XLA Ops" */
    int64_t device_id; /* plane id / pid */
    int64_t line_id;   /* line id / tid */
} hloa_run_stream;

/* A module the run executed: its name and program id, and its HloProto when the profile holds it. */
typedef struct hloa_run_module {
    hloa_sym name;            /* hlo_module */
    int64_t program_id;       /* program_id, or -1 */
    const uint8_t *hlo_proto; /* the after-optimizations HloProto (in the run's arena), or NULL */
    size_t hlo_proto_len;
} hloa_run_module;

typedef struct hloa_run {
    hloa_arena arena;   /* names, module protos */
    hloa_interner names;
    hloa_run_event *events;
    size_t n_events, cap_events;
    hloa_run_stream *streams;
    uint32_t n_streams, cap_streams;
    hloa_run_module *modules;
    uint32_t n_modules, cap_modules;
    const char *format; /* "XSpace", "Chrome trace JSON": what the reader read */
} hloa_run;

void hloa_run_init(hloa_run *run);
void hloa_run_release(hloa_run *run);

/* A name's bytes (from hloa_run_name) interned in the run (copied). */
hloa_sym hloa_run_name(hloa_run *run, const char *s, size_t n);
/* The NUL-less bytes of a name: its length in *len. */
const char *hloa_run_name_str(const hloa_run *run, hloa_sym sym, uint32_t *len);

/* The stream of these ids, added the first time (names may be 0 and filled later). */
uint32_t hloa_run_stream_of(hloa_run *run, int64_t device_id, int64_t line_id);
/* The module of this name and/or program id (-1: unknown), added the first time. */
uint32_t hloa_run_module_of(hloa_run *run, hloa_sym name, int64_t program_id);
/* Keeps a copy of a module's HloProto bytes. */
void hloa_run_module_proto(hloa_run *run, uint32_t module, const void *bytes, size_t len);
void hloa_run_add_event(hloa_run *run, const hloa_run_event *ev);

/*
 * Readers. Each fills an initialized run from a file (plain or compressed,
 * instream.h): 0, or -1 with "path: why" in err (the run is then partly
 * filled; release it).
 */
typedef struct hloa_instream hloa_instream;
/* Chrome trace JSON, as XProf's trace viewer and Perfetto export a profile (trace.json.gz). */
int hloa_read_chrome_trace(const char *path, hloa_run *run, char *err, size_t errlen);
/* The same from an open stream; path names it in messages. */
int hloa_read_chrome_trace_stream(hloa_instream *in, const char *path, hloa_run *run, char *err,
                                  size_t errlen);

#endif
