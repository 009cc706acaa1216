/*
 * XLA's ScheduleProto (xla_schedule.h): protobuf text through support/textproto.c,
 * the wire format through support/protowire.c, the embedded module's names of
 * a binary file through hloproto.h. Field numbers: xla/xla.proto (ScheduleProto)
 * and xla/service/hlo.proto (HloModuleProto), at openxla/xla 183fa00cb5.
 */
#include "hloasync/xla_schedule.h"

#include "hloasync/hloproto.h"
#include "hloasync/instream.h"
#include "hloasync/protowire.h"
#include "hloasync/textproto.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ScheduleProto */
enum { F_HLO_MODULE = 1, F_COMPUTATION_SCHEDULES = 2 };
/* ComputationScheduleProto */
enum { F_COMPUTATION_ID = 1, F_INSTRUCTIONS = 2, F_STATISTICS = 3, F_CYCLES_PER_US = 4 };
/* ScheduleProto.Instruction */
enum { F_ID = 1, F_START = 2, F_END = 3, F_MEMORY_USAGE = 5, F_PEAK_MEMORY = 6 };
/* SchedulerStatisticsProto: the kinds' wasted cycles are fields 1..10, then these */
enum { F_TOTAL_WASTED = 11, F_TOTAL_CYCLES = 12, F_MEMORY_PRESSURE_PEAK = 13 };
/* HloModuleProto.name */
enum { F_MODULE_NAME = 1 };

#define MAX_SCHEDULE ((size_t)1 << 31) /* a guard on memory: XLA's dumps are far smaller */

static const char *const kind_names[HLOA_XS_KINDS] = {
    "all-gather", "all-reduce", "collective-broadcast", "collective-permute", "all-to-all",
    "ragged-all-to-all", "reduce-scatter", "send", "recv", "call"};
/* Their fields' names in SchedulerStatisticsProto, in the same order. */
static const char *const kind_fields[HLOA_XS_KINDS] = {
    "all_gather_wasted_cycles", "all_reduce_wasted_cycles", "collective_broadcast_wasted_cycles",
    "collective_permute_wasted_cycles", "all_to_all_wasted_cycles",
    "ragged_all_to_all_wasted_cycles", "reduce_scatter_wasted_cycles", "send_wasted_cycles",
    "recv_wasted_cycles", "call_wasted_cycles"};

const char *hloa_xs_kind_name(int kind)
{
    return kind_names[kind];
}

/* ---- names by id ---- */

typedef struct name_row {
    int64_t comp_id, id;
    const char *comp_name, *name;
    uint32_t comp_len, len;
} name_row;

static int row_cmp(const void *x, const void *y)
{
    const name_row *a = x, *b = y;
    return (a->id > b->id) - (a->id < b->id);
}

/* Names every instruction and computation of s from rows (sorted here by id). */
static void name_all(hloa_xla_schedule *s, name_row *rows, size_t n)
{
    qsort(rows, n, sizeof(*rows), row_cmp);
    for (uint32_t c = 0; c < s->n_comps; c++) {
        hloa_xs_comp *xc = &s->comps[c];
        for (uint32_t i = 0; i < xc->n_instrs; i++) {
            name_row key = {0, xc->instrs[i].id, NULL, NULL, 0, 0};
            const name_row *r = bsearch(&key, rows, n, sizeof(*rows), row_cmp);
            if (!r)
                continue;
            xc->instrs[i].name = r->name;
            xc->instrs[i].name_len = r->len;
            if (!xc->name && r->comp_id == xc->id) {
                xc->name = r->comp_name;
                xc->name_len = r->comp_len;
            }
        }
    }
}

/* ---- text ---- */

/* A number field of m into *v (0 when absent): -1 when it is there and no number. */
static int text_int(hloa_textproto_msg m, const char *name, int64_t *v)
{
    const hloa_textproto_field *f = hloa_textproto_last(m, name);
    *v = 0;
    return f && hloa_textproto_int64(f, v) ? -1 : 0;
}

static int text_double(hloa_textproto_msg m, const char *name, double *v)
{
    const hloa_textproto_field *f = hloa_textproto_last(m, name);
    *v = 0;
    return f && hloa_textproto_double(f, v) ? -1 : 0;
}

static uint32_t count(hloa_textproto_msg m, const char *name)
{
    uint32_t n = 0;
    for (const hloa_textproto_field *g = hloa_textproto_find(m, name); g;
         g = hloa_textproto_next(m, g, name))
        n++;
    return n;
}

static int text_comp(hloa_xla_schedule *s, hloa_textproto_msg m, hloa_xs_comp *xc)
{
    int bad = text_int(m, "computation_id", &xc->id) ||
              text_int(m, "cycles_per_microsecond", &xc->cycles_per_us);
    xc->instrs = hloa_arena_calloc(&s->arena, count(m, "instructions") + 1, sizeof(*xc->instrs));
    for (const hloa_textproto_field *f = hloa_textproto_find(m, "instructions"); f && !bad;
         f = hloa_textproto_next(m, f, "instructions")) {
        hloa_xs_instr *in = &xc->instrs[xc->n_instrs++];
        bad = f->kind != HLOA_TEXTPROTO_MESSAGE || text_int(f->msg, "id", &in->id) ||
              text_double(f->msg, "start_timestamp_cycles", &in->start_cycles) ||
              text_double(f->msg, "end_timestamp_cycles", &in->end_cycles) ||
              text_int(f->msg, "memory_usage_after", &in->memory_usage_after) ||
              text_int(f->msg, "peak_memory_after", &in->peak_memory_after);
    }
    const hloa_textproto_field *st = hloa_textproto_last(m, "scheduler_statistics");
    if (st && !bad) {
        xc->has_statistics = 1;
        bad = st->kind != HLOA_TEXTPROTO_MESSAGE;
        for (int k = 0; k < HLOA_XS_KINDS && !bad; k++)
            bad = text_double(st->msg, kind_fields[k], &xc->wasted_cycles[k]);
        bad = bad || text_double(st->msg, "total_wasted_cycles", &xc->total_wasted_cycles) ||
              text_double(st->msg, "total_cycles", &xc->total_cycles) ||
              text_int(st->msg, "memory_pressure_peak", &xc->memory_pressure_peak);
    }
    return bad ? -1 : 0;
}

/* The embedded module's names: hlo_module { name computations { name id instructions { name id } } } */
static int text_names(hloa_xla_schedule *s, hloa_textproto_msg module)
{
    const hloa_textproto_field *name = hloa_textproto_last(module, "name");
    if (name && name->value) {
        s->module_name = name->value;
        s->module_name_len = name->value_len;
    }
    size_t n = 0, cap = 0;
    for (const hloa_textproto_field *c = hloa_textproto_find(module, "computations"); c;
         c = hloa_textproto_next(module, c, "computations"))
        cap += c->kind == HLOA_TEXTPROTO_MESSAGE ? count(c->msg, "instructions") : 0;
    name_row *rows = hloa_xcalloc(cap + 1, sizeof(*rows));
    int bad = 0;
    for (const hloa_textproto_field *c = hloa_textproto_find(module, "computations"); c && !bad;
         c = hloa_textproto_next(module, c, "computations")) {
        int64_t cid;
        const hloa_textproto_field *cn = NULL;
        bad = c->kind != HLOA_TEXTPROTO_MESSAGE || text_int(c->msg, "id", &cid);
        if (!bad)
            cn = hloa_textproto_last(c->msg, "name");
        for (const hloa_textproto_field *f = bad ? NULL : hloa_textproto_find(c->msg, "instructions");
             f && !bad; f = hloa_textproto_next(c->msg, f, "instructions")) {
            name_row *r = &rows[n++];
            const hloa_textproto_field *in = f->kind == HLOA_TEXTPROTO_MESSAGE ? hloa_textproto_last(f->msg, "name") : NULL;
            bad = f->kind != HLOA_TEXTPROTO_MESSAGE || text_int(f->msg, "id", &r->id);
            r->comp_id = cid;
            r->comp_name = cn && cn->value ? cn->value : NULL;
            r->comp_len = cn && cn->value ? cn->value_len : 0;
            r->name = in && in->value ? in->value : NULL;
            r->len = in && in->value ? in->value_len : 0;
        }
    }
    if (!bad)
        name_all(s, rows, n);
    free(rows);
    return bad ? -1 : 0;
}

static int read_text(hloa_xla_schedule *s, const char *text, size_t len, char *why, size_t why_size)
{
    hloa_textproto doc;
    char err[256];
    if (hloa_textproto_read(&doc, text, len, err, sizeof(err))) {
        snprintf(why, why_size, "%s:%s", s->path, err);
        hloa_textproto_release(&doc);
        return -1;
    }
    hloa_arena_adopt(&s->arena, &doc.arena);
    hloa_textproto_msg top = doc.top;
    s->comps = hloa_arena_calloc(&s->arena, count(top, "computation_schedules") + 1, sizeof(*s->comps));
    int bad = 0;
    for (const hloa_textproto_field *f = hloa_textproto_find(top, "computation_schedules"); f && !bad;
         f = hloa_textproto_next(top, f, "computation_schedules"))
        bad = f->kind != HLOA_TEXTPROTO_MESSAGE || text_comp(s, f->msg, &s->comps[s->n_comps++]);
    const hloa_textproto_field *module = hloa_textproto_last(top, "hlo_module");
    if (!bad && module)
        bad = module->kind != HLOA_TEXTPROTO_MESSAGE || text_names(s, module->msg);
    if (bad) {
        snprintf(why, why_size, "%s: a field of the ScheduleProto has a value of the wrong type",
                 s->path);
        return -1;
    }
    return 0;
}

/* ---- binary ---- */

static int bin_instr(hloa_pb m, hloa_xs_instr *in)
{
    hloa_pb_field f;
    int r;
    while ((r = hloa_pb_next(&m, &f)) > 0) {
        int want_double = f.number == F_START || f.number == F_END;
        if ((f.number == F_ID || f.number == F_MEMORY_USAGE || f.number == F_PEAK_MEMORY) &&
            f.wire != HLOA_PB_VARINT)
            return -1;
        if (want_double && f.wire != HLOA_PB_FIXED64)
            return -1;
        switch (f.number) {
        case F_ID: in->id = hloa_pb_int64(&f); break;
        case F_START: in->start_cycles = hloa_pb_double(&f); break;
        case F_END: in->end_cycles = hloa_pb_double(&f); break;
        case F_MEMORY_USAGE: in->memory_usage_after = hloa_pb_int64(&f); break;
        case F_PEAK_MEMORY: in->peak_memory_after = hloa_pb_int64(&f); break;
        default: break;
        }
    }
    return r;
}

static int bin_statistics(hloa_pb m, hloa_xs_comp *xc)
{
    hloa_pb_field f;
    int r;
    xc->has_statistics = 1;
    while ((r = hloa_pb_next(&m, &f)) > 0) {
        if (f.number == F_MEMORY_PRESSURE_PEAK) {
            if (f.wire != HLOA_PB_VARINT)
                return -1;
            xc->memory_pressure_peak = hloa_pb_int64(&f);
            continue;
        }
        if (f.number > F_TOTAL_CYCLES)
            continue;
        if (f.wire != HLOA_PB_FIXED64)
            return -1;
        double v = hloa_pb_double(&f);
        if (f.number == F_TOTAL_WASTED)
            xc->total_wasted_cycles = v;
        else if (f.number == F_TOTAL_CYCLES)
            xc->total_cycles = v;
        else
            xc->wasted_cycles[f.number - 1] = v;
    }
    return r;
}

static int bin_comp(hloa_xla_schedule *s, hloa_pb m, hloa_xs_comp *xc)
{
    hloa_pb_field f;
    int r;
    uint32_t n = 0;
    hloa_pb scan = m;
    while ((r = hloa_pb_next(&scan, &f)) > 0)
        n += f.number == F_INSTRUCTIONS;
    if (r < 0)
        return -1;
    xc->instrs = hloa_arena_calloc(&s->arena, n + 1, sizeof(*xc->instrs));
    while ((r = hloa_pb_next(&m, &f)) > 0) {
        int bad = 0;
        switch (f.number) {
        case F_COMPUTATION_ID:
        case F_CYCLES_PER_US:
            bad = f.wire != HLOA_PB_VARINT;
            *(f.number == F_COMPUTATION_ID ? &xc->id : &xc->cycles_per_us) = hloa_pb_int64(&f);
            break;
        case F_INSTRUCTIONS:
            bad = f.wire != HLOA_PB_LEN || bin_instr(hloa_pb_of_field(&f), &xc->instrs[xc->n_instrs++]);
            break;
        case F_STATISTICS:
            bad = f.wire != HLOA_PB_LEN || bin_statistics(hloa_pb_of_field(&f), xc);
            break;
        default:
            break;
        }
        if (bad)
            return -1;
    }
    return r;
}

/* The embedded HloModuleProto: its name, and every instruction's name by id (hloproto.h). */
static int bin_names(hloa_xla_schedule *s, const hloa_pb_field *module, char *why, size_t why_size)
{
    hloa_pb m = hloa_pb_of_field(module);
    hloa_pb_field f;
    while (hloa_pb_next(&m, &f) > 0)
        if (f.number == F_MODULE_NAME && f.wire == HLOA_PB_LEN) {
            s->module_name = (const char *)f.data;
            s->module_name_len = (uint32_t)f.len;
        }
    hloa_hloproto_id *ids;
    size_t n;
    char err[256];
    if (hloa_hloproto_ids(module->data, module->len, &ids, &n, err, sizeof(err))) {
        snprintf(why, why_size, "%s: its hlo_module: %s", s->path, err);
        return -1;
    }
    name_row *rows = hloa_xcalloc(n + 1, sizeof(*rows));
    for (size_t i = 0; i < n; i++)
        rows[i] = (name_row){ids[i].comp_id, ids[i].id, ids[i].comp_name, ids[i].name,
                             (uint32_t)ids[i].comp_name_len, (uint32_t)ids[i].name_len};
    free(ids);
    name_all(s, rows, n);
    free(rows);
    return 0;
}

static int read_binary(hloa_xla_schedule *s, const uint8_t *bytes, size_t len, char *why,
                       size_t why_size)
{
    hloa_pb m = hloa_pb_of(bytes, len);
    hloa_pb_field f, module = {0};
    int r;
    uint32_t n = 0;
    while ((r = hloa_pb_next(&m, &f)) > 0)
        n += f.number == F_COMPUTATION_SCHEDULES;
    if (r < 0) {
        snprintf(why, why_size, "%s: not a ScheduleProto (corrupt or truncated)", s->path);
        return -1;
    }
    s->comps = hloa_arena_calloc(&s->arena, n + 1, sizeof(*s->comps));
    m = hloa_pb_of(bytes, len);
    while (hloa_pb_next(&m, &f) > 0) {
        if (f.number == F_HLO_MODULE && f.wire == HLOA_PB_LEN)
            module = f;
        if (f.number != F_COMPUTATION_SCHEDULES)
            continue;
        if (f.wire != HLOA_PB_LEN || bin_comp(s, hloa_pb_of_field(&f), &s->comps[s->n_comps++])) {
            snprintf(why, why_size, "%s: computation_schedules entry %u is corrupt", s->path,
                     s->n_comps);
            return -1;
        }
    }
    return module.data ? bin_names(s, &module, why, why_size) : 0;
}

int hloa_xla_schedule_read(hloa_xla_schedule **out, const char *path, const void *bytes,
                           size_t len, int binary, char *why, size_t why_size)
{
    hloa_xla_schedule *s = hloa_xcalloc(1, sizeof(*s));
    hloa_arena_init(&s->arena);
    s->path = hloa_arena_strndup(&s->arena, path, strlen(path));
    char *copy = hloa_arena_alloc(&s->arena, len + 1); /* names point into it */
    memcpy(copy, bytes, len);
    copy[len] = '\0';
    s->binary = binary >= 0 ? binary : hloa_pb_is_binary(NULL, copy, len);
    if (s->binary ? read_binary(s, (const uint8_t *)copy, len, why, why_size)
                  : read_text(s, copy, len, why, why_size)) {
        hloa_xla_schedule_free(s);
        return -1;
    }
    *out = s;
    return 0;
}

int hloa_xla_schedule_load(hloa_xla_schedule **s, const char *path, char *why, size_t why_size)
{
    unsigned char *bytes;
    size_t len;
    if (hloa_instream_slurp(path, MAX_SCHEDULE, &bytes, &len, why, why_size))
        return -1;
    int rc = hloa_xla_schedule_read(s, path, bytes, len, hloa_pb_is_binary(path, bytes, len), why,
                                    why_size);
    free(bytes);
    return rc;
}

void hloa_xla_schedule_free(hloa_xla_schedule *s)
{
    if (!s)
        return;
    hloa_arena_release(&s->arena);
    free(s);
}
