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
    HLOA_RUN_ASYNC,  /* an async op from its start to its done, as one event (a line
                        "Async XLA Ops"): op is the start's name, op_done the done's */
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
    hloa_sym op_done;      /* HLOA_RUN_ASYNC: the done's name (its hlo_op); else 0 */
} hloa_run_event;

/* A line of a plane (XSpace) or a thread of a process (Chrome trace). */
typedef struct hloa_run_stream {
    hloa_sym device;   /* plane or process name: "/device:GPU:0", "/host:CPU" */
    hloa_sym name;     /* line or thread name: "Stream #13(compute)", "XLA Ops" */
    int64_t device_id; /* the plane's place in the XSpace (plane ids repeat: hosts have none) / pid */
    int64_t line_id;   /* line id / tid */
} hloa_run_stream;

/* A module the run executed: its name and program id, and its HloProto when the profile holds it. */
typedef struct hloa_run_module {
    hloa_sym name;            /* hlo_module */
    int64_t program_id;       /* program_id (a fingerprint: its 64 bits, maybe negative here), or
                                 -1 when not known */
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
/* The module of this name and/or program id (-1: unknown; any other value, negative too, is
   an id), added the first time. */
uint32_t hloa_run_module_of(hloa_run *run, hloa_sym name, int64_t program_id);
/* Keeps a copy of a module's HloProto bytes. */
void hloa_run_module_proto(hloa_run *run, uint32_t module, const void *bytes, size_t len);
void hloa_run_add_event(hloa_run *run, const hloa_run_event *ev);

/* Names as XProf writes them, shared by the readers: */
/* "jit_f(12345)": the name before the parenthesis and the program id in it (its 64 bits); else
   all of it a name and *id -1. */
void hloa_run_split_module_name(const char *s, size_t len, size_t *name_len, int64_t *id);
/* The instruction an HLO text names: "%copy-start.2 = (...) copy-start(...)" -> copy-start.2
   (a plain name is itself). */
const char *hloa_run_hlo_text_name(const char *s, size_t len, size_t *name_len);

/*
 * The readers. Each fills an initialized run from path ("-": standard input;
 * plain, gzip or xz, told by content) and returns 0, or -1 with "path: why"
 * in err (a file that is not of its format, truncated or corrupt). run->format
 * says what was read.
 */
/* An XSpace (.xplane.pb) of jax.profiler / XProf (profile/xspace.c). */
int hloa_read_xspace(const char *path, hloa_run *run, char *err, size_t errlen);
/* The same over bytes in memory (tests, fuzzers). */
int hloa_read_xspace_mem(const void *bytes, size_t len, hloa_run *run, char *err, size_t errlen);
/* A Chrome trace JSON (trace.json.gz) of XProf's trace viewer or Perfetto (profile/chrome_trace.c). */
int hloa_read_chrome_trace(const char *path, hloa_run *run, char *err, size_t errlen);
/* Either, told by the first bytes of the (decompressed) content, never by the name (profile/read.c). */
int hloa_read_run(const char *path, hloa_run *run, char *err, size_t errlen);
/* The Chrome trace reader from an open stream (tests, fuzzers); path names it in messages. */
typedef struct hloa_instream hloa_instream;
int hloa_read_chrome_trace_stream(hloa_instream *in, const char *path, hloa_run *run, char *err,
                                  size_t errlen);

#endif
