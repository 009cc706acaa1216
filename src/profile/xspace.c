/*
 * The XSpace reader: jax.profiler's and XProf's .xplane.pb into a measured
 * run (run.h). The field numbers are those of tsl/profiler/protobuf/xplane.proto
 * (tensorflow/core/profiler/protobuf/xplane.proto before it moved to TSL):
 *
 *   XSpace         planes 1, errors 2, warnings 3, hostnames 4
 *   XPlane         id 1, name 2, lines 3, event_metadata 4 (map<int64, XEventMetadata>:
 *                  entries of key 1, value 2), stat_metadata 5 (map<int64, XStatMetadata>), stats 6
 *   XLine          id 1, name 2, timestamp_ns 3, events 4, duration_ps 9, display_id 10,
 *                  display_name 11
 *   XEvent         metadata_id 1, offset_ps 2 | num_occurrences 5, duration_ps 3, stats 4
 *   XStat          metadata_id 1, double 2, uint64 3, int64 4, str 5, bytes 6, ref_value 7
 *                  (a string held as the name of the XStatMetadata of that id)
 *   XEventMetadata id 1, name 2, metadata 3, display_name 4, stats 5
 *   XStatMetadata  id 1, name 2, description 3
 *
 * What a plane's lines mean is XProf's convention (xprof's xplane_schema):
 * GPU planes "/device:GPU:N" have a line per stream ("Stream #N(...)") whose
 * kernel events carry hlo_op, hlo_module and program_id stats (XLA:GPU's
 * thunk annotations); TPU planes have the lines "XLA Modules" (an event per
 * execution, named "name(program id)"), "XLA Ops" (an event per op, named by
 * its HLO text, displayed by its short name; program_id among the metadata's
 * stats) and "Async XLA Ops" (an async op from its start to its done, named by
 * the start's HLO text, hlo_op the done); the plane "/host:metadata" holds an
 * event metadata per module, its id the program id, its name "name(id)", its
 * stat "Hlo Proto" the module's after-optimizations HloProto.
 *
 * A file is read a plane at a time (decompressed when gzip or xz): a plane's
 * metadata may follow its lines, so a plane is held whole while it is read;
 * nothing is kept from it but the run's compact events, the names they use
 * and the modules' protos.
 */
#include "hloasync/instream.h"
#include "hloasync/protowire.h"
#include "hloasync/run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a stat means to the run. */
enum stat_role {
    ROLE_NONE,
    ROLE_HLO_OP,       /* hlo_op */
    ROLE_HLO_MODULE,   /* hlo_module */
    ROLE_PROGRAM_ID,   /* program_id */
    ROLE_OP_ID,        /* unique_hlo_op_id */
    ROLE_GROUP,        /* scheduling_group_id */
    ROLE_STREAM_ANN,   /* stream_annotation */
    ROLE_PIPELINED,    /* is_pipelined */
    ROLE_HLO_PROTO,    /* Hlo Proto (the metadata plane) */
};

static const struct {
    const char *name;
    uint8_t role;
} known_stats[] = {
    {"hlo_op", ROLE_HLO_OP},
    {"hlo_module", ROLE_HLO_MODULE},
    {"program_id", ROLE_PROGRAM_ID},
    {"unique_hlo_op_id", ROLE_OP_ID},
    {"scheduling_group_id", ROLE_GROUP},
    {"stream_annotation", ROLE_STREAM_ANN},
    {"is_pipelined", ROLE_PIPELINED},
    {"Hlo Proto", ROLE_HLO_PROTO},
};

typedef struct stat_md {
    int64_t id;
    const uint8_t *name;
    size_t len;
    uint8_t role;
} stat_md;

/* The stats that join an event to an instruction, as read so far (metadata's, then event's). */
typedef struct annot {
    const uint8_t *op, *module; /* hlo_op, hlo_module (NULL: none) */
    size_t op_len, module_len;
    int64_t program_id, op_id;
    int32_t group;
    const uint8_t *stream_ann;
    size_t stream_ann_len;
    int8_t pipelined;
    const uint8_t *proto; /* Hlo Proto */
    size_t proto_len;
} annot;

typedef struct event_md {
    int64_t id;
    const uint8_t *name, *display;
    size_t name_len, display_len;
    hloa_pb msg;   /* the whole XEventMetadata: its stats (field 5) are read when first used */
    annot a;       /* ... into this */
    int resolved;
} event_md;

/* One plane's metadata, sorted by id. */
typedef struct plane_md {
    stat_md *stats;
    size_t n_stats, cap_stats;
    event_md *events;
    size_t n_events, cap_events;
} plane_md;

typedef struct reader {
    hloa_run *run;
    const char *path;
    char *err;
    size_t errlen;
    const uint8_t *base; /* the first byte in memory, for offsets in messages ... */
    uint64_t base_off;   /* ... and its offset in the (decompressed) file */
    int have_base_ts;
    int64_t base_ts_ns;  /* the first line's timestamp: starts are kept from it */
    uint32_t plane;      /* the plane's place in the space: its device id in the run */
} reader;

static int corrupt(reader *r, const uint8_t *at, const char *what)
{
    snprintf(r->err, r->errlen, "%s: not a readable XSpace: %s at byte %zu (a truncated or corrupt file?)",
             r->path, what, (size_t)(r->base_off + (uint64_t)(at - r->base)));
    return -1;
}

/* Reads the next field; -1 said when the message is corrupt. */
static int next(reader *r, hloa_pb *m, hloa_pb_field *f)
{
    const uint8_t *at = m->p;
    int got = hloa_pb_next(m, f);
    if (got < 0)
        return corrupt(r, at, "corrupt protobuf");
    return got;
}

/* A field that must be length-delimited (a string, a message): else the file is not an XSpace. */
static int want_len(reader *r, const hloa_pb_field *f)
{
    if (f->wire == HLOA_PB_LEN)
        return 0;
    return corrupt(r, f->data ? f->data : r->base, "a field of the wrong type");
}

static int cmp_stat(const void *a, const void *b)
{
    int64_t x = ((const stat_md *)a)->id, y = ((const stat_md *)b)->id;
    return (x > y) - (x < y);
}

static int cmp_event(const void *a, const void *b)
{
    int64_t x = ((const event_md *)a)->id, y = ((const event_md *)b)->id;
    return (x > y) - (x < y);
}

static const stat_md *find_stat(const plane_md *pm, int64_t id)
{
    stat_md key = {.id = id};
    if (!pm->n_stats) /* bsearch is not given NULL, even for nothing */
        return NULL;
    return bsearch(&key, pm->stats, pm->n_stats, sizeof key, cmp_stat);
}

static event_md *find_event(const plane_md *pm, int64_t id)
{
    event_md key = {.id = id};
    if (!pm->n_events)
        return NULL;
    return bsearch(&key, pm->events, pm->n_events, sizeof key, cmp_event);
}

static uint8_t role_of(const uint8_t *name, size_t len)
{
    for (size_t i = 0; i < sizeof known_stats / sizeof known_stats[0]; i++)
        if (strlen(known_stats[i].name) == len && !memcmp(known_stats[i].name, name, len))
            return known_stats[i].role;
    return ROLE_NONE;
}

/* The value of a map entry (key 1, value 2) as a message: 0, or -1 said. */
static int map_value(reader *r, const hloa_pb_field *entry, hloa_pb *value)
{
    hloa_pb e = hloa_pb_of_field(entry);
    hloa_pb_field f;
    int got;
    *value = hloa_pb_of(NULL, 0);
    while ((got = next(r, &e, &f)) > 0)
        if (f.number == 2) {
            if (want_len(r, &f))
                return -1;
            *value = hloa_pb_of_field(&f);
        }
    return got;
}

static int read_stat_md(reader *r, const hloa_pb_field *entry, plane_md *pm)
{
    hloa_pb v;
    if (map_value(r, entry, &v))
        return -1;
    stat_md s = {0};
    hloa_pb_field f;
    int got;
    while ((got = next(r, &v, &f)) > 0) {
        if (f.number == 1) {
            s.id = hloa_pb_int64(&f);
        } else if (f.number == 2) {
            if (want_len(r, &f))
                return -1;
            s.name = f.data;
            s.len = f.len;
        }
    }
    if (got < 0)
        return -1;
    s.role = role_of(s.name, s.len);
    if (pm->n_stats == pm->cap_stats) {
        pm->cap_stats = pm->cap_stats ? 2 * pm->cap_stats : 32;
        pm->stats = hloa_xreallocarray(pm->stats, pm->cap_stats, sizeof *pm->stats);
    }
    pm->stats[pm->n_stats++] = s;
    return 0;
}

static int read_event_md(reader *r, const hloa_pb_field *entry, plane_md *pm)
{
    hloa_pb v;
    if (map_value(r, entry, &v))
        return -1;
    event_md e = {.msg = v};
    hloa_pb_field f;
    int got;
    while ((got = next(r, &v, &f)) > 0) {
        if (f.number == 1) {
            e.id = hloa_pb_int64(&f);
        } else if (f.number == 2 || f.number == 4 || f.number == 5) {
            if (want_len(r, &f))
                return -1;
            if (f.number == 2) {
                e.name = f.data;
                e.name_len = f.len;
            } else if (f.number == 4) {
                e.display = f.data;
                e.display_len = f.len;
            }
        }
    }
    if (got < 0)
        return -1;
    if (pm->n_events == pm->cap_events) {
        pm->cap_events = pm->cap_events ? 2 * pm->cap_events : 32;
        pm->events = hloa_xreallocarray(pm->events, pm->cap_events, sizeof *pm->events);
    }
    pm->events[pm->n_events++] = e;
    return 0;
}

/* Reads one XStat into a: the stats that join (the rest are skipped). 0, or -1 said. */
static int read_stat(reader *r, const plane_md *pm, const hloa_pb_field *sf, annot *a)
{
    if (want_len(r, sf))
        return -1;
    hloa_pb m = hloa_pb_of_field(sf);
    hloa_pb_field f;
    int got;
    int64_t md = 0;
    hloa_pb_field value = {0};
    int has_value = 0;
    while ((got = next(r, &m, &f)) > 0) {
        if (f.number == 1) {
            md = hloa_pb_int64(&f);
        } else if (f.number <= 7) { /* 2 to 7: a field's number is never 0 */
            value = f;
            has_value = 1;
        }
    }
    if (got < 0)
        return -1;
    const stat_md *s = find_stat(pm, md);
    if (!s || s->role == ROLE_NONE || !has_value)
        return 0;
    /* a string: str_value, bytes_value, or ref_value (the name of the stat metadata of that id) */
    const uint8_t *str = NULL;
    size_t len = 0;
    int64_t num = 0;
    if (value.number == 5 || value.number == 6) {
        if (want_len(r, &value))
            return -1;
        str = value.data;
        len = value.len;
    } else if (value.number == 7) {
        const stat_md *ref = find_stat(pm, hloa_pb_int64(&value));
        if (ref) {
            str = ref->name;
            len = ref->len;
        }
    } else if (value.number == 2) {
        double d = hloa_pb_double(&value);
        /* a double that is no int64 (NaN, out of range) is no id: converting it is undefined */
        num = d > -9.2e18 && d < 9.2e18 ? (int64_t)d : -1;
    } else {
        num = hloa_pb_int64(&value);
    }
    switch (s->role) {
    case ROLE_HLO_OP:
        a->op = str;
        a->op_len = len;
        break;
    case ROLE_HLO_MODULE:
        a->module = str;
        a->module_len = len;
        break;
    case ROLE_PROGRAM_ID:
        a->program_id = str ? -1 : num;
        break;
    case ROLE_OP_ID:
        a->op_id = str ? -1 : num;
        break;
    case ROLE_GROUP:
        a->group = str ? -1 : (int32_t)num;
        break;
    case ROLE_STREAM_ANN:
        a->stream_ann = str;
        a->stream_ann_len = len;
        break;
    case ROLE_PIPELINED:
        a->pipelined = str ? -1 : num != 0;
        break;
    default: /* ROLE_HLO_PROTO */
        a->proto = str;
        a->proto_len = len;
        break;
    }
    return 0;
}

static const annot no_annot = {.program_id = -1, .op_id = -1, .group = -1, .pipelined = -1};

/* The stats of an event metadata, read once. NULL when corrupt (said). */
static const annot *resolve(reader *r, const plane_md *pm, event_md *e)
{
    if (e->resolved)
        return &e->a;
    e->a = no_annot;
    hloa_pb m = e->msg; /* read whole once already (read_event_md): its fields are sound */
    hloa_pb_field f;
    while (next(r, &m, &f) > 0)
        if (f.number == 5 && read_stat(r, pm, &f, &e->a))
            return NULL;
    e->resolved = 1;
    return &e->a;
}

static hloa_sym name_of(reader *r, const uint8_t *s, size_t len)
{
    return s ? hloa_run_name(r->run, (const char *)s, len) : 0;
}

/* The run's module an event's annotations name, or HLOA_RUN_NONE. */
static uint32_t module_of(reader *r, const annot *a)
{
    if (!a->module && a->program_id == -1)
        return HLOA_RUN_NONE;
    size_t n = a->module_len;
    int64_t id = a->program_id;
    if (a->module) {
        int64_t in_name;
        hloa_run_split_module_name((const char *)a->module, a->module_len, &n, &in_name);
        if (id == -1)
            id = in_name;
    }
    return hloa_run_module_of(r->run, name_of(r, a->module, n), id);
}

/* The line kinds of XProf's TPU planes; every other line of a device plane is a stream. */
static int line_is(const uint8_t *name, size_t len, const char *want)
{
    return len == strlen(want) && !memcmp(name, want, len);
}

typedef struct line_info {
    int64_t id;
    const uint8_t *name, *display;
    size_t name_len, display_len;
    int64_t timestamp_ns;
} line_info;

/* An event's stats start from its metadata's (metadata id md): *e its metadata (NULL: none),
   *a the stats so far. NULL when the metadata is corrupt (said). */
static const annot *start_annot(reader *r, plane_md *pm, int64_t md, event_md **e, annot *a)
{
    *e = find_event(pm, md);
    const annot *ma = *e ? resolve(r, pm, *e) : &no_annot;
    if (ma)
        *a = *ma;
    return ma;
}

/* Reads one event of a line into the run (when it can join an instruction or tells a device's
   activity). 0, or -1 said. */
static int read_event(reader *r, plane_md *pm, const hloa_pb_field *ef, const line_info *li,
                      uint8_t kind, uint32_t stream, int device)
{
    if (want_len(r, ef))
        return -1;
    hloa_pb m = hloa_pb_of_field(ef);
    hloa_pb_field f;
    int got;
    int64_t md = 0, offset_ps = 0, duration_ps = 0;
    int aggregated = 0, md_seen = 0, stats_early = 0;
    event_md *e = NULL;
    const annot *ma = NULL;
    annot a;
    /* One pass when the metadata id comes first, as protobuf writes fields in number order;
       stats before it are read again once it is known. */
    while ((got = next(r, &m, &f)) > 0) {
        if (f.number == 1) {
            md = hloa_pb_int64(&f);
            md_seen = 1;
        } else if (f.number == 2) {
            offset_ps = hloa_pb_int64(&f);
        } else if (f.number == 3) {
            duration_ps = hloa_pb_int64(&f);
        } else if (f.number == 5) {
            aggregated = 1;
        } else if (f.number == 4 && !md_seen) {
            stats_early = 1;
        } else if (f.number == 4) {
            if (!ma && !(ma = start_annot(r, pm, md, &e, &a)))
                return -1;
            if (read_stat(r, pm, &f, &a))
                return -1;
        }
    }
    if (got < 0)
        return -1;
    if (aggregated) /* a count, not an interval in time */
        return 0;
    if (!ma && !(ma = start_annot(r, pm, md, &e, &a)))
        return -1;
    m = hloa_pb_of_field(ef); /* read whole above: its fields are sound */
    while (stats_early && next(r, &m, &f) > 0)
        if (f.number == 4 && read_stat(r, pm, &f, &a))
            return -1;
    hloa_run_event ev = {0};
    ev.kind = kind;
    ev.stream = stream;
    ev.scheduling_group = a.group;
    ev.op_id = a.op_id;
    ev.is_pipelined = a.pipelined;
    ev.stream_annotation = name_of(r, a.stream_ann, a.stream_ann_len);
    ev.module = module_of(r, &a);
    const uint8_t *op = a.op;
    size_t op_len = a.op_len;
    if (kind == HLOA_RUN_MODULE && e && e->name) {
        /* "jit_f(12345)": the module this execution ran */
        size_t n;
        int64_t id;
        hloa_run_split_module_name((const char *)e->name, e->name_len, &n, &id);
        ev.module = hloa_run_module_of(r->run, name_of(r, e->name, n), id != -1 ? id : a.program_id);
        op = NULL;
    } else if (kind == HLOA_RUN_ASYNC && e && e->name) {
        /* named by its start's HLO text, its hlo_op the done */
        ev.op_done = name_of(r, a.op, a.op_len);
        op = (const uint8_t *)hloa_run_hlo_text_name((const char *)e->name, e->name_len, &op_len);
    } else if (kind == HLOA_RUN_OP && !op && e) {
        if (e->display_len)
            op = e->display, op_len = e->display_len;
        else if (e->name)
            op = (const uint8_t *)hloa_run_hlo_text_name((const char *)e->name, e->name_len, &op_len);
    }
    ev.op = name_of(r, op, op_len);
    /* Kept: what can join an instruction, and a device's events of a module (its activity). */
    if (!ev.op && !(device && ev.module != HLOA_RUN_NONE))
        return 0;
    /* from the first line's timestamp: a difference of two clocks in ns, wrapped as the bits
       say (a corrupt timestamp is a wrong time, never an overflow) */
    int64_t since = (int64_t)((uint64_t)li->timestamp_ns - (uint64_t)r->base_ts_ns);
    ev.start_us = (double)since * 1e-3 + (double)offset_ps * 1e-6;
    ev.dur_us = duration_ps > 0 ? (double)duration_ps * 1e-6 : 0;
    hloa_run_add_event(r->run, &ev);
    return 0;
}

static int read_line(reader *r, plane_md *pm, const hloa_pb_field *lf, int device,
                     hloa_sym plane_name)
{
    if (want_len(r, lf))
        return -1;
    line_info li = {0};
    hloa_pb m = hloa_pb_of_field(lf);
    hloa_pb_field f;
    int got;
    while ((got = next(r, &m, &f)) > 0) {
        if (f.number == 1) {
            li.id = hloa_pb_int64(&f);
        } else if (f.number == 3) {
            li.timestamp_ns = hloa_pb_int64(&f);
        } else if (f.number == 2 || f.number == 11) {
            if (want_len(r, &f))
                return -1;
            if (f.number == 2)
                li.name = f.data, li.name_len = f.len;
            else
                li.display = f.data, li.display_len = f.len;
        }
    }
    if (got < 0)
        return -1;
    if (!r->have_base_ts) {
        r->have_base_ts = 1;
        r->base_ts_ns = li.timestamp_ns;
    }
    uint8_t kind = HLOA_RUN_HOST;
    if (device) {
        kind = line_is(li.name, li.name_len, "XLA Modules")     ? HLOA_RUN_MODULE
               : line_is(li.name, li.name_len, "XLA Ops")       ? HLOA_RUN_OP
               : line_is(li.name, li.name_len, "Async XLA Ops") ? HLOA_RUN_ASYNC
                                                                : HLOA_RUN_KERNEL;
    }
    uint32_t stream = hloa_run_stream_of(r->run, r->plane, li.id);
    hloa_run_stream *st = &r->run->streams[stream];
    st->device = plane_name;
    if (!st->name)
        st->name = li.display_len ? name_of(r, li.display, li.display_len)
                                  : name_of(r, li.name, li.name_len);
    m = hloa_pb_of_field(lf);
    while ((got = next(r, &m, &f)) > 0)
        if (f.number == 4 && read_event(r, pm, &f, &li, kind, stream, device))
            return -1;
    return got;
}

/* The metadata plane: each module's name, program id and HloProto. */
static int read_modules(reader *r, plane_md *pm)
{
    for (size_t i = 0; i < pm->n_events; i++) {
        event_md *e = &pm->events[i];
        const annot *a = resolve(r, pm, e);
        if (!a)
            return -1;
        if (!a->proto || !e->name)
            continue;
        size_t n;
        int64_t id;
        hloa_run_split_module_name((const char *)e->name, e->name_len, &n, &id);
        uint32_t mod = hloa_run_module_of(r->run, name_of(r, e->name, n), id != -1 ? id : e->id);
        hloa_run_module_proto(r->run, mod, a->proto, a->proto_len);
    }
    return 0;
}

static int starts_with(const uint8_t *s, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    return len >= n && !memcmp(s, prefix, n);
}

static int read_plane(reader *r, const hloa_pb_field *pf)
{
    if (want_len(r, pf))
        return -1;
    plane_md pm = {0};
    const uint8_t *name = NULL;
    size_t name_len = 0;
    hloa_pb m = hloa_pb_of_field(pf);
    hloa_pb_field f;
    int got;
    /* first the metadata (it may follow the lines), then the lines */
    while ((got = next(r, &m, &f)) > 0) {
        int bad = 0;
        if (f.number == 2) {
            bad = want_len(r, &f);
            name = f.data;
            name_len = f.len;
        } else if (f.number == 4) {
            bad = want_len(r, &f) || read_event_md(r, &f, &pm);
        } else if (f.number == 5) {
            bad = want_len(r, &f) || read_stat_md(r, &f, &pm);
        }
        if (bad) {
            got = -1;
            break;
        }
    }
    if (got == 0) {
        if (pm.n_stats) /* qsort is not given NULL, even for nothing */
            qsort(pm.stats, pm.n_stats, sizeof *pm.stats, cmp_stat);
        if (pm.n_events)
            qsort(pm.events, pm.n_events, sizeof *pm.events, cmp_event);
        hloa_sym plane_name = name_of(r, name, name_len);
        int device = starts_with(name, name_len, "/device:");
        if (line_is(name, name_len, "/host:metadata"))
            got = read_modules(r, &pm);
        m = hloa_pb_of_field(pf);
        while (got == 0 && (got = next(r, &m, &f)) > 0)
            got = f.number == 3 ? read_line(r, &pm, &f, device, plane_name) : 0;
    }
    free(pm.stats);
    free(pm.events);
    r->plane++;
    return got;
}

/* Starts from the earliest event: the run's time 0. */
static void from_earliest(hloa_run *run)
{
    if (!run->n_events)
        return;
    double t0 = run->events[0].start_us;
    for (size_t i = 1; i < run->n_events; i++)
        if (run->events[i].start_us < t0)
            t0 = run->events[i].start_us;
    for (size_t i = 0; i < run->n_events; i++)
        run->events[i].start_us -= t0;
}

static int read_space(reader *r, const uint8_t *bytes, size_t len)
{
    r->base = bytes;
    r->run->format = "XSpace";
    hloa_pb m = hloa_pb_of(bytes, len);
    hloa_pb_field f;
    int got;
    uint32_t planes = 0;
    while ((got = next(r, &m, &f)) > 0)
        if (f.number == 1) {
            if (read_plane(r, &f))
                return -1;
            planes++;
        }
    if (got < 0)
        return -1;
    if (!planes) {
        snprintf(r->err, r->errlen, "%s: not an XSpace: it holds no planes", r->path);
        return -1;
    }
    from_earliest(r->run);
    return 0;
}

int hloa_read_xspace_mem(const void *bytes, size_t len, hloa_run *run, char *err, size_t errlen)
{
    reader r = {.run = run, .path = "<memory>", .err = err, .errlen = errlen};
    return read_space(&r, bytes, len);
}

/*
 * A file is read a plane at a time: an XSpace's top level is its planes one
 * after another (field 1, each length-delimited), so only one plane's bytes
 * are held at once beside the run (a profile of 8 GPUs holds 8 device planes).
 */
typedef struct planes_in {
    hloa_instream *s;
    uint8_t buf[1 << 16];
    size_t at, n;    /* buf[at, n) not read yet */
    uint64_t off;    /* bytes of the file read so far */
    uint8_t *plane;  /* the plane's bytes (heap) */
    size_t cap;      /* allocated bytes of plane */
} planes_in;

/* The next byte: 1, 0 at the end, -1 on a read error (said). */
static int in_byte(reader *r, planes_in *in, uint8_t *b)
{
    if (in->at == in->n) {
        ssize_t got = hloa_instream_read(in->s, in->buf, sizeof in->buf);
        if (got < 0) {
            snprintf(r->err, r->errlen, "%s: %s", r->path, hloa_instream_error(in->s));
            return -1;
        }
        if (got == 0)
            return 0;
        in->at = 0;
        in->n = (size_t)got;
    }
    *b = in->buf[in->at++];
    in->off++;
    return 1;
}

static int cut_short(reader *r, uint64_t off)
{
    snprintf(r->err, r->errlen,
             "%s: not a readable XSpace: corrupt protobuf at byte %llu (a truncated or corrupt "
             "file?)",
             r->path, (unsigned long long)off);
    return -1;
}

/* A varint: 1, 0 at the end before its first byte (when that is allowed), -1 (said). */
static int in_varint(reader *r, planes_in *in, uint64_t *v, int end_ok)
{
    *v = 0;
    uint64_t at = in->off;
    for (int shift = 0; shift < 70; shift += 7) {
        uint8_t b;
        int got = in_byte(r, in, &b);
        if (got <= 0)
            return got < 0 ? -1 : shift == 0 && end_ok ? 0 : cut_short(r, at);
        *v |= (uint64_t)(b & 0x7f) << shift; /* shift <= 63 */
        if (!(b & 0x80))
            return 1;
    }
    return cut_short(r, at);
}

/* n bytes of the file into the plane buffer, grown as they come (a corrupt length costs no
   more than the bytes there are): 0, or -1 (said). */
static int in_plane(reader *r, planes_in *in, uint64_t n)
{
    uint64_t at = in->off;
    for (uint64_t have = 0; have < n;) {
        if (in->at == in->n) { /* refill: one byte through in_byte, then the buffer's rest */
            uint8_t b;
            int got = in_byte(r, in, &b);
            if (got <= 0)
                return got < 0 ? -1 : cut_short(r, at);
            in->at--;
            in->off--;
        }
        size_t take = in->n - in->at;
        if (take > n - have)
            take = (size_t)(n - have);
        if (have + take > in->cap) {
            while (in->cap < have + take)
                in->cap = in->cap ? 2 * in->cap : 1 << 16;
            in->plane = hloa_xrealloc(in->plane, in->cap);
        }
        memcpy(in->plane + have, in->buf + in->at, take);
        in->at += take;
        in->off += take;
        have += take;
    }
    return 0;
}

static int read_space_stream(reader *r, planes_in *in)
{
    r->run->format = "XSpace";
    uint32_t planes = 0;
    for (;;) {
        uint64_t key, v, at = in->off;
        int got = in_varint(r, in, &key, 1);
        if (got <= 0) {
            if (got < 0)
                return -1;
            break;
        }
        uint8_t wire = key & 7;
        if (key >> 3 == 0 || (wire != HLOA_PB_VARINT && wire != HLOA_PB_FIXED64 &&
                              wire != HLOA_PB_LEN && wire != HLOA_PB_FIXED32))
            return cut_short(r, at);
        if (wire != HLOA_PB_LEN && key >> 3 == 1) {
            snprintf(r->err, r->errlen,
                     "%s: not a readable XSpace: a field of the wrong type at byte %llu (a "
                     "truncated or corrupt file?)",
                     r->path, (unsigned long long)at);
            return -1;
        }
        if (wire == HLOA_PB_VARINT) {
            if (in_varint(r, in, &v, 0) < 0)
                return -1;
            continue;
        }
        uint64_t n = wire == HLOA_PB_FIXED64 ? 8 : 4;
        if (wire == HLOA_PB_LEN && in_varint(r, in, &n, 0) < 0)
            return -1;
        uint64_t body = in->off;
        if (in_plane(r, in, n))
            return -1;
        if (key >> 3 != 1) /* errors, warnings, hostnames: not the run */
            continue;
        hloa_pb_field f = {.number = 1, .wire = HLOA_PB_LEN, .data = in->plane, .len = (size_t)n};
        r->base = in->plane;
        r->base_off = body;
        if (read_plane(r, &f))
            return -1;
        planes++;
    }
    if (!planes) {
        snprintf(r->err, r->errlen, "%s: not an XSpace: it holds no planes", r->path);
        return -1;
    }
    from_earliest(r->run);
    return 0;
}

int hloa_read_xspace(const char *path, hloa_run *run, char *err, size_t errlen)
{
    planes_in *in = hloa_xcalloc(1, sizeof *in);
    in->s = hloa_instream_open(path, err, errlen);
    if (!in->s) {
        free(in);
        return -1;
    }
    reader r = {.run = run, .path = path, .err = err, .errlen = errlen};
    int rc = read_space_stream(&r, in);
    hloa_instream_close(in->s);
    free(in->plane);
    free(in);
    return rc;
}
