/*
 * The while loops of the schedule (timeline.h, cost/loops.c) in words and in
 * JSON: trip count, one iteration in time, and what XLA's collective
 * pipeliner did or could do with each collective of the body.
 */
#include "hloasync/emit.h"
#include "hloasync/timeline.h"

#include "instr_text.h"
#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const char *pipelining_name(uint8_t p)
{
    static const char *const names[] = {"none", "pipelined", "forward", "backward"};
    return p < 4 ? names[p] : "none";
}

static const char *pipelining_text(uint8_t p)
{
    switch (p) {
    case HLOA_PIPE_DONE:
        return "pipelined";
    case HLOA_PIPE_FORWARD:
        return "could be pipelined forward (its result is written into a loop output: the "
               "next iteration can send it)";
    case HLOA_PIPE_BACKWARD:
        return "could be pipelined backward (it reads a loop input: the iteration before "
               "can gather it)";
    default:
        return "not a form XLA's collective pipeliner moves";
    }
}

static const char *trip_from_name(uint8_t from)
{
    return from == 1 ? "known_trip_count" : from == 2 ? "counter" : NULL;
}

void hloa_loops_text(FILE *out, hloa_source *src, const hloa_timeline *t)
{
    if (!t->n_loops)
        return;
    const hloa_module *m = t->m;
    fprintf(out, "\nloops: %u while loop%s with collectives\n", t->n_loops, t->n_loops == 1 ? "" : "s");
    for (uint32_t i = 0; i < t->n_loops; i++) {
        const hloa_loop *l = &t->loops[i];
        uint32_t wn, bn;
        const char *ws = name_of(m, l->loop, &wn), *bs = hloa_name(m, l->body->name, &bn);
        fprintf(out, "  while '%.*s' (line %u), body '%.*s': ", (int)wn, ws, line_of(src, l->loop),
                (int)bn, bs);
        if (l->trip_count >= 0)
            fprintf(out, "%lld iteration%s (%s)\n", (long long)l->trip_count,
                    l->trip_count == 1 ? "" : "s",
                    l->trip_from == 1 ? "known_trip_count" : "read from its counter");
        else
            fputs("trip count not known\n", out);
        if (l->timed) {
            const hloa_totals *p = &l->per_iteration;
            char a[32], b[32];
            fprintf(out, "    per iteration: compute %s, communication %s",
                    time_text(a, sizeof(a), p->compute_us),
                    time_text(b, sizeof(b), p->communication_us));
            double hidden = hloa_hidden_fraction(p);
            if (t->scheduled) {
                fprintf(out, ", exposed %s", time_text(a, sizeof(a), p->exposed_us));
                if (hidden >= 0)
                    fprintf(out, " (%.0f%% hidden)", 100 * hidden);
                if (l->trip_count >= 0)
                    fprintf(out, "; all iterations: exposed %s",
                            time_text(a, sizeof(a), p->exposed_us * (double)l->trip_count));
            } else {
                fputs(" (not scheduled: no exposure estimate)", out);
            }
            fputc('\n', out);
        }
        for (uint32_t k = 0; k < l->n_colls; k++) {
            const hloa_loop_collective *c = &l->colls[k];
            uint32_t n;
            const char *s = name_of(m, c->in, &n);
            fprintf(out, "    %s '%.*s' (line %u): %s\n", hloa_opcodes[c->opcode].name, (int)n, s,
                    line_of(src, c->in), pipelining_text(c->pipelining));
        }
    }
}

cJSON *hloa_loops_json(hloa_source *src, const hloa_timeline *t)
{
    const hloa_module *m = t->m;
    cJSON *loops = cJSON_CreateArray();
    for (uint32_t i = 0; i < t->n_loops; i++) {
        const hloa_loop *l = &t->loops[i];
        cJSON *jl = cJSON_CreateObject();
        cJSON_AddItemToObject(jl, "while", hloa_instr_json(src, m, l->loop));
        uint32_t bn;
        const char *bs = hloa_name(m, l->body->name, &bn);
        char *body = strndup(bs, bn);
        cJSON_AddStringToObject(jl, "body", body);
        free(body);
        if (l->trip_count >= 0) {
            cJSON_AddNumberToObject(jl, "trip_count", (double)l->trip_count);
            cJSON_AddStringToObject(jl, "trip_count_from", trip_from_name(l->trip_from));
        } else {
            cJSON_AddNullToObject(jl, "trip_count");
            cJSON_AddNullToObject(jl, "trip_count_from");
        }
        if (l->timed)
            cJSON_AddItemToObject(jl, "per_iteration", hloa_totals_json(&l->per_iteration, t->scheduled));
        else
            cJSON_AddNullToObject(jl, "per_iteration");
        cJSON *colls = cJSON_AddArrayToObject(jl, "collectives");
        for (uint32_t k = 0; k < l->n_colls; k++) {
            const hloa_loop_collective *c = &l->colls[k];
            cJSON *jc = hloa_instr_json(src, m, c->in);
            cJSON_AddStringToObject(jc, "op", hloa_opcodes[c->opcode].name);
            cJSON_AddStringToObject(jc, "pipelining", pipelining_name(c->pipelining));
            cJSON_AddItemToArray(colls, jc);
        }
        cJSON_AddItemToArray(loops, jl);
    }
    return loops;
}
