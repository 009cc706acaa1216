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

#include <stddef.h>
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
/* A scalar field of a message and where it goes: one table serves the text and the wire. */
typedef struct field_spec {
    const char *name; /* in text */
    uint32_t number;  /* on the wire */
    uint8_t is_double; /* a double (FIXED64), else an int64 (VARINT) */
    size_t off;       /* into the struct filled */
} field_spec;

#define COMP(f) offsetof(hloa_xs_comp, f)
#define WASTED(k) (COMP(wasted_cycles) + (k) * sizeof(double))
static const field_spec instr_fields[] = {
    {"id", F_ID, 0, offsetof(hloa_xs_instr, id)},
    {"start_timestamp_cycles", F_START, 1, offsetof(hloa_xs_instr, start_cycles)},
    {"end_timestamp_cycles", F_END, 1, offsetof(hloa_xs_instr, end_cycles)},
    {"memory_usage_after", F_MEMORY_USAGE, 0, offsetof(hloa_xs_instr, memory_usage_after)},
    {"peak_memory_after", F_PEAK_MEMORY, 0, offsetof(hloa_xs_instr, peak_memory_after)},
};
static const field_spec comp_fields[] = {
    {"computation_id", F_COMPUTATION_ID, 0, COMP(id)},
    {"cycles_per_microsecond", F_CYCLES_PER_US, 0, COMP(cycles_per_us)},
};
static const field_spec statistics_fields[] = {
    {"all_gather_wasted_cycles", 1, 1, WASTED(0)},
    {"all_reduce_wasted_cycles", 2, 1, WASTED(1)},
    {"collective_broadcast_wasted_cycles", 3, 1, WASTED(2)},
    {"collective_permute_wasted_cycles", 4, 1, WASTED(3)},
    {"all_to_all_wasted_cycles", 5, 1, WASTED(4)},
    {"ragged_all_to_all_wasted_cycles", 6, 1, WASTED(5)},
    {"reduce_scatter_wasted_cycles", 7, 1, WASTED(6)},
    {"send_wasted_cycles", 8, 1, WASTED(7)},
    {"recv_wasted_cycles", 9, 1, WASTED(8)},
    {"call_wasted_cycles", 10, 1, WASTED(9)},
    {"total_wasted_cycles", F_TOTAL_WASTED, 1, COMP(total_wasted_cycles)},
    {"total_cycles", F_TOTAL_CYCLES, 1, COMP(total_cycles)},
    {"memory_pressure_peak", F_MEMORY_PRESSURE_PEAK, 0, COMP(memory_pressure_peak)},
};
#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

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

/* The fields of spec that m writes, into out: -1 when one is there and no number of its type. */
static int text_fields(hloa_textproto_msg m, const field_spec *spec, size_t n, void *out)
{
    for (size_t k = 0; k < n; k++) {
        const hloa_textproto_field *f = hloa_textproto_last(m, spec[k].name);
        char *at = (char *)out + spec[k].off;
        if (f && (spec[k].is_double ? hloa_textproto_double(f, (double *)(void *)at)
                                    : hloa_textproto_int64(f, (int64_t *)(void *)at)))
            return -1;
    }
    return 0;
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
    int bad = text_fields(m, comp_fields, N_OF(comp_fields), xc);
    xc->instrs = hloa_arena_calloc(&s->arena, count(m, "instructions") + 1, sizeof(*xc->instrs));
    for (const hloa_textproto_field *f = hloa_textproto_find(m, "instructions"); f && !bad;
         f = hloa_textproto_next(m, f, "instructions"))
        bad = f->kind != HLOA_TEXTPROTO_MESSAGE ||
              text_fields(f->msg, instr_fields, N_OF(instr_fields), &xc->instrs[xc->n_instrs++]);
    const hloa_textproto_field *st = hloa_textproto_last(m, "scheduler_statistics");
    if (st && !bad) {
        xc->has_statistics = 1;
        bad = st->kind != HLOA_TEXTPROTO_MESSAGE ||
              text_fields(st->msg, statistics_fields, N_OF(statistics_fields), xc);
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
        int64_t cid = 0;
        const hloa_textproto_field *cn = NULL;
        const field_spec id = {"id", 0, 0, 0};
        bad = c->kind != HLOA_TEXTPROTO_MESSAGE || text_fields(c->msg, &id, 1, &cid);
        if (!bad)
            cn = hloa_textproto_last(c->msg, "name");
        for (const hloa_textproto_field *f = bad ? NULL : hloa_textproto_find(c->msg, "instructions");
             f && !bad; f = hloa_textproto_next(c->msg, f, "instructions")) {
            name_row *r = &rows[n++];
            const hloa_textproto_field *in = f->kind == HLOA_TEXTPROTO_MESSAGE ? hloa_textproto_last(f->msg, "name") : NULL;
            bad = f->kind != HLOA_TEXTPROTO_MESSAGE || text_fields(f->msg, &id, 1, &r->id);
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

/* The fields of spec that m holds, into out (the others skipped); -1 on a wrong wire type. */
static int bin_fields(hloa_pb m, const field_spec *spec, size_t n, void *out)
{
    hloa_pb_field f;
    int r;
    while ((r = hloa_pb_next(&m, &f)) > 0)
        for (size_t k = 0; k < n; k++) {
            if (f.number != spec[k].number)
                continue;
            if (f.wire != (spec[k].is_double ? HLOA_PB_FIXED64 : HLOA_PB_VARINT))
                return -1;
            char *at = (char *)out + spec[k].off;
            if (spec[k].is_double)
                *(double *)(void *)at = hloa_pb_double(&f);
            else
                *(int64_t *)(void *)at = hloa_pb_int64(&f);
        }
    return r;
}

static int bin_comp(hloa_xla_schedule *s, hloa_pb m, hloa_xs_comp *xc)
{
    hloa_pb_field f;
    uint32_t n = 0;
    hloa_pb scan = m;
    while (hloa_pb_next(&scan, &f) > 0)
        n += f.number == F_INSTRUCTIONS;
    xc->instrs = hloa_arena_calloc(&s->arena, n + 1, sizeof(*xc->instrs));
    if (bin_fields(m, comp_fields, N_OF(comp_fields), xc) < 0)
        return -1; /* a corrupt message too */
    while (hloa_pb_next(&m, &f) > 0) {
        int bad = 0;
        if (f.number == F_INSTRUCTIONS)
            bad = f.wire != HLOA_PB_LEN || bin_fields(hloa_pb_of_field(&f), instr_fields,
                                                      N_OF(instr_fields),
                                                      &xc->instrs[xc->n_instrs++]);
        else if (f.number == F_STATISTICS)
            bad = f.wire != HLOA_PB_LEN || (xc->has_statistics = 1,
                                            bin_fields(hloa_pb_of_field(&f), statistics_fields,
                                                       N_OF(statistics_fields), xc));
        if (bad)
            return -1;
    }
    return 0;
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
