/*
 * The computations and instructions of an HloModuleProto, found once: the
 * renderer then reads each instruction's message as it prints it, and finds
 * operands, control predecessors and called computations by id.
 *
 * Field numbers: xla/service/hlo.proto (HloProto, HloModuleProto,
 * HloComputationProto, HloInstructionProto, HloScheduleProto).
 */
#include "proto.h"

#include "hloasync/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int hloa_hp_fail(hp_ctx *c, const char *fmt, ...)
{
    if (!c->failed && c->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->err, c->errlen, fmt, ap);
        va_end(ap);
    }
    c->failed = 1;
    return -1;
}

int hloa_hp_is(hp_str s, const char *word)
{
    size_t n = strlen(word);
    return s.n == n && !memcmp(s.p, word, n);
}

static hp_str str_of(const hloa_pb_field *f)
{
    hp_str s = {f->data, f->len};
    return s;
}

static int by_id(const void *a, const void *b)
{
    int64_t x = ((const hp_id *)a)->id, y = ((const hp_id *)b)->id;
    return (x > y) - (x < y);
}

static const hp_id *find_id(const hp_id *ids, uint32_t n, int64_t id)
{
    hp_id key = {id, 0};
    return n ? bsearch(&key, ids, n, sizeof(*ids), by_id) : NULL;
}

const hp_instr *hloa_hp_instr_by_id(const hp_comp *comp, int64_t id)
{
    const hp_id *e = find_id(comp->by_id, comp->n_instrs, id);
    return e ? &comp->instrs[e->at] : NULL;
}

const hp_comp *hloa_hp_comp_by_id(const hp_module *m, int64_t id)
{
    const hp_id *e = find_id(m->comps_by_id, m->n_comps, id);
    return e ? &m->comps[e->at] : NULL;
}

/* HloInstructionProto: name 1, opcode 2, shape 3, parameter_number 9, id 35. */
static int index_instr(hp_ctx *c, hp_str msg, hp_instr *in)
{
    memset(in, 0, sizeof(*in));
    in->msg = msg;
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int k;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number == 1 && f.wire == HLOA_PB_LEN)
            in->name = str_of(&f);
        else if (f.number == 2 && f.wire == HLOA_PB_LEN)
            in->opcode = str_of(&f);
        else if (f.number == 3 && f.wire == HLOA_PB_LEN)
            in->shape = str_of(&f);
        else if (f.number == 9 && f.wire == HLOA_PB_VARINT)
            in->parameter_number = hloa_pb_int64(&f);
        else if (f.number == 35 && f.wire == HLOA_PB_VARINT)
            in->id = hloa_pb_int64(&f);
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt instruction message");
    if (!in->name.n || !in->opcode.n)
        return hloa_hp_fail(c, "an instruction without a name or an opcode");
    return 0;
}

/* Duplicate ids would make a lookup ambiguous: refused, as XLA's CreateFromProto does. */
static int sort_ids(hp_ctx *c, hp_id *ids, uint32_t n, const char *what)
{
    qsort(ids, n, sizeof(*ids), by_id);
    for (uint32_t i = 1; i < n; i++)
        if (ids[i].id == ids[i - 1].id)
            return hloa_hp_fail(c, "two %ss have the id %lld", what, (long long)ids[i].id);
    return 0;
}

/* HloComputationProto: name 1, instructions 2, program_shape 4, id 5, root_id 6,
   execution_thread 8. */
static int index_comp(hp_ctx *c, hp_str msg, hp_comp *comp)
{
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int k;
    uint32_t n = 0;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number == 1 && f.wire == HLOA_PB_LEN)
            comp->name = str_of(&f);
        else if (f.number == 2 && f.wire == HLOA_PB_LEN)
            n++;
        else if (f.number == 4 && f.wire == HLOA_PB_LEN)
            comp->program_shape = str_of(&f);
        else if (f.number == 5 && f.wire == HLOA_PB_VARINT)
            comp->id = hloa_pb_int64(&f);
        else if (f.number == 6 && f.wire == HLOA_PB_VARINT) {
            comp->root_id = hloa_pb_int64(&f);
            comp->has_root = 1;
        } else if (f.number == 8 && f.wire == HLOA_PB_LEN)
            comp->thread = str_of(&f);
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt computation message");
    if (!comp->name.n)
        return hloa_hp_fail(c, "a computation without a name");
    comp->instrs = hloa_xcalloc(n ? n : 1, sizeof(*comp->instrs));
    comp->by_id = hloa_xcalloc(n ? n : 1, sizeof(*comp->by_id));
    r = hloa_pb_of(msg.p, msg.n);
    while (hloa_pb_next(&r, &f) > 0)
        if (f.number == 2 && f.wire == HLOA_PB_LEN) {
            hp_instr *in = &comp->instrs[comp->n_instrs];
            if (index_instr(c, str_of(&f), in))
                return -1;
            comp->by_id[comp->n_instrs].id = in->id;
            comp->by_id[comp->n_instrs].at = comp->n_instrs;
            comp->n_instrs++;
        }
    return sort_ids(c, comp->by_id, comp->n_instrs, "instruction");
}

/* HloScheduleProto: sequences 1 (map<int64, InstructionSequence>: key 1, value 2). */
static int index_schedule(hp_ctx *c, hp_module *m)
{
    hloa_pb r = hloa_pb_of(m->schedule.p, m->schedule.n);
    hloa_pb_field f;
    int k;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number != 1 || f.wire != HLOA_PB_LEN)
            continue;
        hloa_pb e = hloa_pb_of_field(&f);
        hloa_pb_field g;
        int64_t key = 0;
        hp_str value = {0};
        while ((k = hloa_pb_next(&e, &g)) > 0) {
            if (g.number == 1 && g.wire == HLOA_PB_VARINT)
                key = hloa_pb_int64(&g);
            else if (g.number == 2 && g.wire == HLOA_PB_LEN)
                value = str_of(&g);
        }
        if (k < 0)
            break;
        const hp_comp *comp = hloa_hp_comp_by_id(m, key);
        if (!comp)
            return hloa_hp_fail(c, "the schedule names computation id %lld, which the module "
                                   "does not have", (long long)key);
        hp_comp *w = &m->comps[comp - m->comps];
        w->sequence = value;
        w->has_sequence = 1;
    }
    return k < 0 ? hloa_hp_fail(c, "corrupt schedule message") : 0;
}

/* HloModuleProto: name 1, entry_computation_name 2, computations 3, host_program_shape 4,
   entry_computation_id 6, schedule 7, input_output_alias 8, device_assignment 15,
   frontend_attributes 19. */
static int index_module(hp_ctx *c, const uint8_t *bytes, size_t len, hp_module *m)
{
    hloa_pb r = hloa_pb_of(bytes, len);
    hloa_pb_field f;
    int k;
    uint32_t n = 0;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        hp_str s = str_of(&f);
        if (f.wire == HLOA_PB_VARINT) {
            if (f.number == 6) {
                m->entry_id = hloa_pb_int64(&f);
                m->has_entry_id = 1;
            }
            continue;
        }
        if (f.wire != HLOA_PB_LEN)
            continue;
        switch (f.number) {
        case 1: m->name = s; break;
        case 2: m->entry_name = s; break;
        case 3: n++; break;
        case 4: m->host_program_shape = s; break;
        case 7: m->schedule = s; break;
        case 8: m->input_output_alias = s; break;
        case 15: m->device_assignment = s; break;
        case 19: m->frontend_attributes = s; break;
        default: break;
        }
    }
    if (k < 0)
        return hloa_hp_fail(c, "corrupt or truncated protobuf (not an HloProto?)");
    if (!n)
        return hloa_hp_fail(c, "no computation: not an HloProto or HloModuleProto");
    m->comps = hloa_xcalloc(n, sizeof(*m->comps));
    m->comps_by_id = hloa_xcalloc(n, sizeof(*m->comps_by_id));
    r = hloa_pb_of(bytes, len);
    while (hloa_pb_next(&r, &f) > 0)
        if (f.number == 3 && f.wire == HLOA_PB_LEN) {
            hp_comp *comp = &m->comps[m->n_comps];
            m->comps_by_id[m->n_comps].at = m->n_comps;
            m->n_comps++;
            if (index_comp(c, str_of(&f), comp))
                return -1;
            m->comps_by_id[m->n_comps - 1].id = comp->id;
        }
    if (sort_ids(c, m->comps_by_id, m->n_comps, "computation"))
        return -1;
    for (uint32_t i = 0; i < m->n_comps && !m->entry; i++)
        if (m->has_entry_id ? m->comps[i].id == m->entry_id
                            : (m->entry_name.n && m->comps[i].name.n == m->entry_name.n &&
                               !memcmp(m->comps[i].name.p, m->entry_name.p, m->entry_name.n)))
            m->entry = &m->comps[i];
    if (!m->entry) /* XLA writes the entry last (callees first) */
        m->entry = &m->comps[m->n_comps - 1];
    return m->schedule.n ? index_schedule(c, m) : 0;
}

/* Does msg read whole as protobuf, with a LEN field 3 (an HloModuleProto's computations)? */
static int holds_module(hp_str msg)
{
    hloa_pb r = hloa_pb_of(msg.p, msg.n);
    hloa_pb_field f;
    int k, comps = 0;
    while ((k = hloa_pb_next(&r, &f)) > 0)
        comps |= f.number == 3 && f.wire == HLOA_PB_LEN;
    return k == 0 && comps;
}

/*
 * An HloProto holds its module in field 1 (hlo_module) and nothing but its
 * buffer assignment (3) beside it; an HloModuleProto has its name in field 1
 * and its entry (2, 6) and computations (3) beside it. A name is text, which
 * never reads whole as a message holding computations.
 */
static int is_wrapper(const uint8_t *bytes, size_t len, hp_str *inner)
{
    hloa_pb r = hloa_pb_of(bytes, len);
    hloa_pb_field f;
    int k;
    inner->n = 0;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number != 1 && f.number != 3)
            return 0;
        if (f.number == 1 && f.wire == HLOA_PB_LEN) {
            hp_str s = str_of(&f);
            if (!holds_module(s))
                return 0;
            *inner = s;
        }
    }
    return k == 0 && inner->n;
}

int hloa_hp_index(hp_ctx *c, const uint8_t *bytes, size_t len, hp_module *m)
{
    memset(m, 0, sizeof(*m));
    hp_str inner;
    if (is_wrapper(bytes, len, &inner))
        return index_module(c, inner.p, inner.n, m);
    return index_module(c, bytes, len, m);
}

void hloa_hp_module_free(hp_module *m)
{
    for (uint32_t i = 0; i < m->n_comps; i++) {
        free(m->comps[i].instrs);
        free(m->comps[i].by_id);
    }
    free(m->comps);
    free(m->comps_by_id);
    memset(m, 0, sizeof(*m));
}
