/*
 * While loops and the collectives of their bodies, as XLA's collective
 * pipeliner (collective_pipeliner.cc) sees them: which were pipelined
 * ("is_pipelined":true in their backend_config, or a send/recv pipeline),
 * which have the form it moves (an all-reduce or reduce-scatter whose result
 * is written into a loop output by a dynamic-update-slice: forward; an
 * all-gather that reads a loop input: backward; or what XLA:GPU's analyzer
 * marked trivially_pipelineable), the trip count, and one
 * iteration in time from the estimated timeline.
 */
#include "hloasync/timeline.h"

#include "hloasync/async.h"

#include <stdlib.h>
#include <string.h>

/* Operand k of in, or NULL: none, or a name that resolved to nothing (verify reads modules
   with errors too). */
static const hloa_instr *operand(const hloa_instr *in, uint32_t k)
{
    return in && k < in->n_operands ? in->operands[k] : NULL;
}

/* Ops that only move or retype data, which the pipeliner carries along with a collective. */
static int formatting(const hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_BITCAST:
    case HLOA_OP_BITCAST_CONVERT:
    case HLOA_OP_CONVERT:
    case HLOA_OP_COPY:
    case HLOA_OP_RESHAPE:
    case HLOA_OP_TRANSPOSE:
        return 1;
    default:
        return 0;
    }
}

/* The collective an instruction of a body starts or is, or HLOA_OP_UNKNOWN. */
static uint16_t collective_of(const hloa_instr *in)
{
    switch (in->opcode) {
    case HLOA_OP_SEND:
    case HLOA_OP_RECV:
        return in->opcode;
    case HLOA_OP_ASYNC_START: {
        const hloa_comp *runs = hloa_async_called(in);
        return runs && runs->root ? collective_of(runs->root) : HLOA_OP_UNKNOWN;
    }
    default:
        return hloa_opcode_collective(in->opcode);
    }
}

/* Where a collective's result is: itself, or the done of its async op (past updates). */
static const hloa_instr *result_of(const hloa_instr *in)
{
    for (int depth = 0; depth < 64; depth++) {
        const hloa_opcode_info *info = &hloa_opcodes[in->opcode];
        if (info->family != HLOA_FAM_PAIR_START && in->opcode != HLOA_OP_ASYNC_START &&
            in->opcode != HLOA_OP_ASYNC_UPDATE)
            return in;
        const hloa_instr *next = NULL;
        for (uint32_t k = 0; k < in->n_users; k++) {
            uint8_t op = in->users[k]->opcode;
            if (op == HLOA_OP_ASYNC_UPDATE || op == HLOA_OP_ASYNC_DONE ||
                hloa_opcodes[op].family == HLOA_FAM_PAIR_DONE)
                next = in->users[k];
        }
        if (!next)
            return NULL;
        in = next;
    }
    return NULL;
}

/* Is in a loop input: get-tuple-element of the body's parameter? */
static int loop_input(const hloa_instr *in)
{
    const hloa_instr *tuple = operand(in, 0);
    return in->opcode == HLOA_OP_GET_TUPLE_ELEMENT && tuple && tuple->opcode == HLOA_OP_PARAMETER;
}

/* Forward: the result, through formatting ops of one user, is the update of a
   dynamic-update-slice that goes to the body's root (a loop output). */
static int forward(const hloa_instr *coll)
{
    const hloa_instr *x = result_of(coll);
    for (int depth = 0; x && depth < 16; depth++) {
        if (x->n_users != 1)
            return 0;
        const hloa_instr *u = x->users[0];
        if (u->opcode == HLOA_OP_DYNAMIC_UPDATE_SLICE)
            return operand(u, 1) == x && u->n_users == 1 && u->users[0]->is_root &&
                   u->users[0]->opcode == HLOA_OP_TUPLE;
        if (!formatting(u))
            return 0;
        x = u;
    }
    return 0;
}

/* Backward: the operand, through formatting ops, is a loop input or a dynamic slice of one. */
static int backward(const hloa_instr *coll)
{
    if (coll->n_operands < 1)
        return 0;
    const hloa_instr *x = operand(coll, 0);
    for (int depth = 0; depth < 16 && x && formatting(x); depth++)
        x = operand(x, 0);
    if (x && x->opcode == HLOA_OP_DYNAMIC_SLICE)
        x = operand(x, 0);
    return x && loop_input(x);
}

static uint8_t pipelining(const hloa_instr *in, uint16_t coll)
{
    if (hloa_backend_config_flag(in, "is_pipelined") == 1 ||
        ((coll == HLOA_OP_SEND || coll == HLOA_OP_RECV) &&
         hloa_instr_frontend_attr(in, "_xla_send_recv_pipeline", &(uint32_t){0})))
        return HLOA_PIPE_DONE;
    /* XLA:GPU's analyzer marks what it finds pipelineable trivially_pipelineable="" */
    int marked = hloa_instr_has_frontend_attr(in, "trivially_pipelineable");
    if ((coll == HLOA_OP_ALL_REDUCE || coll == HLOA_OP_REDUCE_SCATTER) && (marked || forward(in)))
        return HLOA_PIPE_FORWARD;
    if (coll == HLOA_OP_ALL_GATHER && (marked || backward(in)))
        return HLOA_PIPE_BACKWARD;
    return HLOA_PIPE_NONE;
}

/* ---- the trip count from the loop's counter ---- */

/* The integer a scalar constant holds, into *v. */
static int constant_value(const hloa_module *m, const hloa_instr *in, int64_t *v)
{
    if (in->opcode != HLOA_OP_CONSTANT)
        return 0;
    hloa_spans s;
    hloa_instr_spans(m, in, &s);
    const char *t = m->src->text + s.operands_off + 1;
    size_t n = s.operands_end - s.operands_off - 2; /* "(8)": a parsed literal is in parentheses */
    return hloa_simple_atoi(t, n, v); /* false for "" and for a literal not one integer */
}

/* The index= of a get-tuple-element, into *i. */
static int tuple_index(const hloa_instr *gte, int64_t *i)
{
    const hloa_attr *a = hloa_instr_attr(gte, HLOA_SYM_INDEX);
    return a && hloa_read_ints(a->val, a->val_len, i, 1) == 1 && *i <= UINT32_MAX;
}

/* Is a compare's direction= dir ("LT")? */
static int direction(const hloa_instr *cmp, const char *dir)
{
    const hloa_attr *a = hloa_instr_attr(cmp, HLOA_SYM_DIRECTION);
    return a && a->val_len == 2 && !memcmp(a->val, dir, 2);
}

/*
 * The common counted loop, as XLA's WhileLoopTripCountAnnotator reads it when
 * known_trip_count is not written: the condition compares tuple element i of
 * its parameter LT (or LE) a constant, the loop starts element i at a constant and the
 * body adds a positive constant to it.
 */
static int64_t counted(const hloa_module *m, const hloa_instr *loop, const hloa_comp *body)
{
    const hloa_comp *cond = hloa_called_by(loop, HLOA_SYM_CONDITION);
    const hloa_instr *cmp = cond ? cond->root : NULL;
    /* (a compare and an add have two operands: the parser holds them to it) */
    if (!cmp || cmp->opcode != HLOA_OP_COMPARE || !body || loop->n_operands != 1)
        return -1;
    const hloa_instr *counter = operand(cmp, 0), *limit = operand(cmp, 1);
    int inclusive = direction(cmp, "LE") || direction(cmp, "GE"); /* i <= limit */
    if (!inclusive && !direction(cmp, "LT") && !direction(cmp, "GT"))
        return -1;
    if (direction(cmp, "GT") || direction(cmp, "GE"))
        counter = operand(cmp, 1), limit = operand(cmp, 0);
    int64_t end, begin, step;
    if (!counter || !limit || !loop_input(counter) || !constant_value(m, limit, &end))
        return -1;
    int64_t i;
    if (!tuple_index(counter, &i))
        return -1;
    const hloa_instr *init = operand(loop, 0), *next = body->root;
    const hloa_instr *first = init && init->opcode == HLOA_OP_TUPLE ? operand(init, (uint32_t)i) : NULL;
    const hloa_instr *add = next && next->opcode == HLOA_OP_TUPLE ? operand(next, (uint32_t)i) : NULL;
    if (!first || !add || add->opcode != HLOA_OP_ADD || !constant_value(m, first, &begin))
        return -1;
    const hloa_instr *was = operand(add, 0), *inc = operand(add, 1);
    if (!was || !inc)
        return -1;
    if (was->opcode == HLOA_OP_CONSTANT)
        was = inc, inc = operand(add, 0);
    int64_t was_i;
    if (!loop_input(was) || !tuple_index(was, &was_i) || was_i != i ||
        !constant_value(m, inc, &step) || step <= 0)
        return -1;
    if (inclusive && end < INT64_MAX)
        end++;
    if (end <= begin)
        return 0;
    /* counted in unsigned: end - begin and the rounding up overflow int64 near its ends */
    uint64_t range = (uint64_t)end - (uint64_t)begin, trips = range / (uint64_t)step;
    trips += range % (uint64_t)step != 0;
    return trips <= INT64_MAX ? (int64_t)trips : -1;
}

int64_t hloa_while_trip_count(const hloa_module *m, const hloa_instr *w, uint8_t *from)
{
    int64_t n = hloa_backend_config_number(w, "known_trip_count");
    *from = n >= 0;
    if (n < 0 && (n = counted(m, w, hloa_called_by(w, HLOA_SYM_BODY))) >= 0)
        *from = 2;
    return n;
}

void hloa_timeline_loops(hloa_timeline *t, hloa_arena *arena)
{
    const hloa_module *m = t->m;
    HLOA_VEC(hloa_loop) loops = {0};
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        for (uint32_t j = 0; j < comp->n_instrs; j++) {
            const hloa_instr *w = comp->instrs[j];
            if (w->opcode != HLOA_OP_WHILE)
                continue;
            hloa_loop l = {.loop = w, .body = hloa_called_by(w, HLOA_SYM_BODY), .trip_count = -1};
            if (!l.body)
                continue;
            uint32_t n = 0;
            for (uint32_t k = 0; k < l.body->n_instrs; k++)
                n += collective_of(l.body->instrs[k]) != HLOA_OP_UNKNOWN;
            if (!n)
                continue;
            l.colls = hloa_arena_alloc(arena, n * sizeof(*l.colls));
            for (uint32_t k = 0; k < l.body->n_instrs; k++) {
                const hloa_instr *in = l.body->instrs[k];
                uint16_t op = collective_of(in);
                if (op != HLOA_OP_UNKNOWN)
                    l.colls[l.n_colls++] =
                        (hloa_loop_collective){.in = in, .opcode = op, .pipelining = pipelining(in, op)};
            }
            l.trip_count = hloa_while_trip_count(m, w, &l.trip_from);
            const hloa_comp *cond = hloa_called_by(w, HLOA_SYM_CONDITION);
            if (t->run_known && t->run_known[l.body->index] == 2) {
                l.timed = 1;
                l.per_iteration = t->runs[l.body->index];
                if (cond) { /* estimated with its body */
                    const hloa_totals *r = &t->runs[cond->index];
                    l.per_iteration.compute_us += r->compute_us;
                    l.per_iteration.communication_us += r->communication_us;
                    l.per_iteration.exposed_us += r->exposed_us;
                    l.per_iteration.wall_us += r->wall_us;
                }
            }
            HLOA_VEC_PUSH(loops, l);
        }
    }
    t->n_loops = (uint32_t)loops.len;
    t->loops = loops.len ? hloa_arena_alloc(arena, loops.len * sizeof(hloa_loop)) : NULL;
    if (loops.len)
        memcpy(t->loops, loops.items, loops.len * sizeof(hloa_loop));
    free(loops.items);
}
