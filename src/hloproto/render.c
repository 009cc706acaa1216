/*
 * An HloModuleProto rendered as HLO text, as XLA's HloModule::ToString
 * prints a module in a dump: the HloModule line, then each computation
 * (callees first, as the proto lists them) with its signature, its
 * instructions in the schedule's order when the module has one
 * (is_scheduled=true) and its root marked ROOT.
 *
 * Field numbers: xla/service/hlo.proto (HloScheduleProto.InstructionSequence:
 * instruction_ids 1; HloInputOutputAliasProto: entries 1, each
 * output_shape_index 1, parameter_number 2, parameter_shape_index 3, kind 4);
 * xla/xla_data.proto (DeviceAssignmentProto: replica_count 1,
 * computation_count 2).
 */
#include "proto.h"

#include "hloasync/arena.h"
#include "hloasync/hloproto.h"

#include <stdlib.h>
#include <string.h>

static void add_name(hloa_strbuf *out, hp_str s)
{
    hloa_strbuf_addc(out, '%');
    hloa_strbuf_add(out, (const char *)s.p, s.n);
}

/* input_output_alias={ {0}: (0, {}, may-alias), ... } */
static int aliases(hp_ctx *c, hloa_strbuf *out, hp_str io)
{
    hloa_pb r = hloa_pb_of(io.p, io.n);
    hloa_pb_field f;
    int k, first = 1;
    while ((k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number != 1 || f.wire != HLOA_PB_LEN)
            continue;
        hp_str e = {f.data, f.len};
        int64_t param = 0, kind = 0;
        hloa_pb s = hloa_pb_of(e.p, e.n);
        hloa_pb_field g;
        while (hloa_pb_next(&s, &g) > 0) {
            if (g.number == 2 && g.wire == HLOA_PB_VARINT)
                param = hloa_pb_int64(&g);
            else if (g.number == 4 && g.wire == HLOA_PB_VARINT)
                kind = hloa_pb_int64(&g);
        }
        hloa_strbuf_adds(out, first ? ", input_output_alias={ {" : ", {");
        first = 0;
        if (hloa_hp_ints(c, out, e, 1, ","))
            return -1;
        hloa_strbuf_addf(out, "}: (%lld, {", (long long)param);
        if (hloa_hp_ints(c, out, e, 3, ","))
            return -1;
        hloa_strbuf_addf(out, "}, %s)", kind == 2 ? "must-alias" : "may-alias");
    }
    if (!first)
        hloa_strbuf_adds(out, " }");
    return k < 0 ? hloa_hp_fail(c, "corrupt input_output_alias") : 0;
}

/* HloModule name, is_scheduled=true, entry_computation_layout={...}, ... */
static int header(hp_ctx *c, hloa_strbuf *out, const hp_module *m)
{
    hloa_strbuf_adds(out, "HloModule ");
    hloa_strbuf_add(out, (const char *)m->name.p, m->name.n);
    if (!m->name.n)
        hloa_strbuf_adds(out, "module");
    if (m->schedule.n)
        hloa_strbuf_adds(out, ", is_scheduled=true");
    hp_str layout = m->host_program_shape.n ? m->host_program_shape : m->entry->program_shape;
    if (layout.n) {
        hloa_strbuf_adds(out, ", entry_computation_layout={");
        if (hloa_hp_program_shape(c, out, layout))
            return -1;
        hloa_strbuf_addc(out, '}');
    }
    if (m->input_output_alias.n && aliases(c, out, m->input_output_alias))
        return -1;
    if (m->device_assignment.n) {
        int64_t replicas = 0, partitions = 0;
        hloa_pb r = hloa_pb_of(m->device_assignment.p, m->device_assignment.n);
        hloa_pb_field f;
        while (hloa_pb_next(&r, &f) > 0) {
            if (f.number == 1 && f.wire == HLOA_PB_VARINT)
                replicas = hloa_pb_int64(&f);
            else if (f.number == 2 && f.wire == HLOA_PB_VARINT)
                partitions = hloa_pb_int64(&f);
        }
        if (replicas > 1)
            hloa_strbuf_addf(out, ", replica_count=%lld", (long long)replicas);
        if (partitions > 1)
            hloa_strbuf_addf(out, ", num_partitions=%lld", (long long)partitions);
    }
    if (m->frontend_attributes.n && hloa_hp_frontend_attributes(c, out, m->frontend_attributes))
        return -1;
    hloa_strbuf_adds(out, "\n\n");
    return 0;
}

static int by_number(const void *a, const void *b)
{
    int64_t x = (*(const hp_instr *const *)a)->parameter_number;
    int64_t y = (*(const hp_instr *const *)b)->parameter_number;
    return (x > y) - (x < y);
}

/* signature ::= '(' name ': ' shape (', ' ...)* ') -> ' shape, shapes without layouts */
static int signature(hp_ctx *c, hloa_strbuf *out, const hp_comp *comp)
{
    const hp_instr **params = hloa_xcalloc(comp->n_instrs ? comp->n_instrs : 1, sizeof(*params));
    uint32_t n = 0;
    const hp_instr *root = NULL;
    for (uint32_t i = 0; i < comp->n_instrs; i++) {
        if (hloa_hp_is(comp->instrs[i].opcode, "parameter"))
            params[n++] = &comp->instrs[i];
        if (comp->has_root && comp->instrs[i].id == comp->root_id)
            root = &comp->instrs[i];
    }
    qsort(params, n, sizeof(*params), by_number);
    hloa_strbuf_adds(out, " (");
    int r = 0;
    for (uint32_t i = 0; i < n && !r; i++) {
        if (i)
            hloa_strbuf_adds(out, ", ");
        hloa_strbuf_add(out, (const char *)params[i]->name.p, params[i]->name.n);
        hloa_strbuf_adds(out, ": ");
        r = hloa_hp_shape(c, out, params[i]->shape, 0, 0);
    }
    free(params);
    if (r)
        return -1;
    if (!root && comp->n_instrs) /* no root_id: XLA's root is the last instruction */
        root = &comp->instrs[comp->n_instrs - 1];
    if (!root)
        return hloa_hp_fail(c, "computation '%.*s' has no instruction", (int)comp->name.n,
                            (const char *)comp->name.p);
    hloa_strbuf_adds(out, ") -> ");
    return hloa_hp_shape(c, out, root->shape, 0, 0);
}

/* The instructions in the order they print: the schedule's sequence, else the proto's. */
static int order(hp_ctx *c, const hp_comp *comp, const hp_instr ***out, uint32_t *n)
{
    *out = hloa_xcalloc(comp->n_instrs ? comp->n_instrs : 1, sizeof(**out));
    *n = 0;
    if (!comp->has_sequence) {
        for (uint32_t i = 0; i < comp->n_instrs; i++)
            (*out)[(*n)++] = &comp->instrs[i];
        return 0;
    }
    uint8_t *seen = hloa_xcalloc(comp->n_instrs ? comp->n_instrs : 1, 1);
    hloa_pb r = hloa_pb_of(comp->sequence.p, comp->sequence.n);
    hloa_pb_field f;
    int k, bad = 0;
    while (!bad && (k = hloa_pb_next(&r, &f)) > 0) {
        if (f.number != 1)
            continue;
        hloa_pb packed = {0};
        uint64_t v;
        int j;
        while (!bad && (j = hloa_pb_repeated(&f, HLOA_PB_VARINT, &packed, &v)) > 0) {
            const hp_instr *in = hloa_hp_instr_by_id(comp, (int64_t)v);
            if (!in)
                bad = hloa_hp_fail(c, "the schedule of '%.*s' names instruction id %lld, which "
                                      "it does not have", (int)comp->name.n,
                                   (const char *)comp->name.p, (long long)v);
            else if (!seen[in - comp->instrs]) {
                seen[in - comp->instrs] = 1;
                (*out)[(*n)++] = in;
            }
        }
        if (j < 0)
            bad = hloa_hp_fail(c, "corrupt schedule sequence");
    }
    if (!bad && k < 0)
        bad = hloa_hp_fail(c, "corrupt schedule sequence");
    for (uint32_t i = 0; i < comp->n_instrs; i++) /* left out of the sequence: after it */
        if (!seen[i])
            (*out)[(*n)++] = &comp->instrs[i];
    free(seen);
    return bad ? -1 : 0;
}

static int computation(hp_ctx *c, hloa_strbuf *out, const hp_module *m, const hp_comp *comp)
{
    if (comp == m->entry)
        hloa_strbuf_adds(out, "ENTRY ");
    add_name(out, comp->name);
    if (signature(c, out, comp))
        return -1;
    hloa_strbuf_adds(out, " {\n");
    const hp_instr **seq;
    uint32_t n;
    int r = order(c, comp, &seq, &n);
    for (uint32_t i = 0; i < n && !r; i++) {
        hloa_strbuf_adds(out, "  ");
        r = hloa_hp_instr(c, out, m, comp, seq[i]);
        hloa_strbuf_addc(out, '\n');
    }
    free(seq);
    if (r)
        return -1;
    hloa_strbuf_addc(out, '}');
    if (comp->thread.n && !hloa_hp_is(comp->thread, "main")) {
        hloa_strbuf_adds(out, ", execution_thread=");
        hloa_hp_quote(out, comp->thread);
    }
    hloa_strbuf_adds(out, "\n\n");
    return 0;
}

int hloa_hloproto_to_text(const uint8_t *bytes, size_t len, hloa_strbuf *out, char *err,
                          size_t errlen)
{
    hp_ctx c = {err, errlen, 0};
    hp_module m;
    int r = hloa_hp_index(&c, bytes, len, &m);
    if (!r)
        r = header(&c, out, &m);
    for (uint32_t i = 0; i < m.n_comps && !r; i++)
        r = computation(&c, out, &m, &m.comps[i]);
    hloa_hp_module_free(&m);
    return r;
}
