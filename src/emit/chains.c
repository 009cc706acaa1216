/*
 * Rendering the async schedule (timeline.h) as an aligned text table and a
 * JSON document (cJSON); svg.c draws it, trace.c writes it for Perfetto.
 */
#include "hloasync/emit.h"
#include "hloasync/strbuf.h"
#include "hloasync/timeline.h"

#include "instr_text.h"
#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

/* "start", "update2", "done": the link at index k of an op. */
static void link_name(char *buf, size_t n, const hloa_async_op *op, int32_t k)
{
    if (k < 0)
        snprintf(buf, n, "never");
    else if (k == 0)
        snprintf(buf, n, "start");
    else if ((uint32_t)k <= op->n_updates)
        snprintf(buf, n, "update%d", k);
    else
        snprintf(buf, n, "done");
}

void hloa_chains_binding_text(hloa_strbuf *sb, const hloa_async_op *op)
{
    if (hloa_op_is_pair(op)) {
        hloa_strbuf_adds(sb, "-");
        return;
    }
    char at[32];
    for (uint32_t i = 0; i < op->n_params; i++) {
        link_name(at, sizeof(at), op, op->param_bound_at[i]);
        hloa_strbuf_addf(sb, "p%u@%s ", i, at);
    }
    link_name(at, sizeof(at), op, op->output_bound_at);
    hloa_strbuf_addf(sb, "out@%s", at);
}

/* ---- text ---- */

/* "1.5 GiB", "12.0 KiB", "96 B" */
static void bytes_text(char *buf, size_t n, double b)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (b >= 1024 && u < 4) {
        b /= 1024;
        u++;
    }
    snprintf(buf, n, u ? "%.1f %s" : "%.0f %s", b, units[u]);
}

/* "compute 12.0 µs, communication 30.1 µs, exposed 5.2 µs (83% hidden)"; "no communication" */
static void totals_text(FILE *out, const hloa_totals *t, int scheduled)
{
    char a[32], b[32];
    fprintf(out, "compute %s", time_text(a, sizeof(a), t->compute_us));
    if (t->communication_us < 0.0005) { /* nothing to hide (under 0.5 ns): no "0% hidden" */
        fputs(", no communication", out);
        return;
    }
    fprintf(out, ", communication %s", time_text(a, sizeof(a), t->communication_us));
    double hidden = hloa_hidden_fraction(t);
    if (!scheduled)
        fputs(" (not scheduled: no exposure estimate)", out);
    else
        fprintf(out, ", exposed %s (%.0f%% hidden)", time_text(b, sizeof(b), t->exposed_us),
                100 * hidden);
}

/* Columns on a terminal: bytes that start a UTF-8 character ("µ" is two bytes, one column). */
static size_t columns_of(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xc0) != 0x80;
    return n;
}

/* Is hw the profile --hw gives when it is not given (h100, no KEY=VALUE)? */
static int default_hw(const hloa_hw *hw)
{
    hloa_hw d;
    hloa_hw_default(&d);
    if (strcmp(d.name, hw->name))
        return 0;
    for (size_t k = 0; k < hloa_hw_n_keys(); k++)
        if (hloa_hw_key_value(&d, k) != hloa_hw_key_value(hw, k))
            return 0;
    return 1;
}

enum { COLS = 17, WHY = COLS - 1, MIN_WHY = 40 };

/* A row of a computation's table: an async op or a synchronous transfer. */
typedef struct row_of {
    const hloa_async_op *op;
    const hloa_sync_op *sync;
} row_of;

static int position_of(const row_of *r)
{
    return (int)(r->op ? r->op->begin : (int64_t)r->sync->in->index);
}

/* What a row's op leaves exposed, to the nanosecond (as hloa_more_exposed reads it). */
static double row_exposed(const row_of *r)
{
    return hloa_round_ns(r->op ? r->op->est.exposed_us : r->sync->time_us);
}

/* Schedule order (text order when not scheduled). */
static int by_position(const void *x, const void *y)
{
    int pa = position_of(x), pb = position_of(y);
    return (pa > pb) - (pa < pb);
}

/* The most exposed first, then the earliest (hloa_more_exposed); a synchronous transfer is
   exposed all of its time. */
static int by_exposed(const void *x, const void *y)
{
    const row_of *a = x, *b = y;
    if (a->op && b->op)
        return hloa_more_exposed(a->op, b->op) ? -1 : hloa_more_exposed(b->op, a->op);
    double ea = row_exposed(a), eb = row_exposed(b);
    if (ea != eb)
        return ea > eb ? -1 : 1;
    return by_position(a, b);
}

/* The row of a synchronous transfer: no links but itself, its time all exposed. */
static void sync_row(hloa_arena *a, const char **row, hloa_source *src, const hloa_module *m,
                     const hloa_sync_op *so, int timed)
{
    uint32_t sn;
    const char *ss = name_of(m, so->in, &sn);
    for (int k = 0; k < COLS; k++)
        row[k] = "-";
    row[0] = "sync";
    row[1] = hloa_opcodes[so->opcode].name;
    row[3] = hloa_arena_strndup(a, ss, sn);
    row[4] = hloa_arena_printf(a, "%u", line_of(src, so->in));
    char tb[32];
    row[10] = hloa_arena_printf(a, "%s", time_text(tb, sizeof(tb), so->time_us));
    if (timed) {
        row[11] = hloa_arena_printf(a, "%s", time_text(tb, sizeof(tb), 0));
        row[12] = row[10];
        row[16] = "synchronous: the compute stream waits for all of it";
    }
}

/*
 * Which columns go, first to last, when a table is wider than the width asked
 * for (as `ls` and `git` fit a terminal): the ones read least (binding, thread,
 * runs, updates) to make room for the reason; then slack, overlap, span and the
 * lines while the row itself does not fit. The reason (why) is cut to what is
 * left, or goes on a line of its own below the row.
 */
enum { FOR_WHY = 4 };
static const int dropped_first[] = {15, 14, 2, 5, 13, 9, 8, 4, 7};

/* The table of cells (rows x COLS) in width columns (0: all of it), the columns left out said. */
static void table_text(FILE *out, const char **cells, size_t rows, int width)
{
    size_t w[COLS] = {0};
    int shown[COLS];
    for (int k = 0; k < COLS; k++)
        shown[k] = 1;
    for (size_t r = 0; r < rows; r++)
        for (int k = 0; k < COLS; k++)
            if (columns_of(cells[r * COLS + k]) > w[k])
                w[k] = columns_of(cells[r * COLS + k]);
    size_t used = 1; /* the indent, and each column but why with a blank either side */
    for (int k = 0; k < WHY; k++)
        used += w[k] + 2;
    size_t dropped = 0;
    size_t why_wants = w[WHY] < MIN_WHY ? w[WHY] : MIN_WHY;
    while (width > 0 && dropped < sizeof(dropped_first) / sizeof(dropped_first[0]) &&
           (used + 1 + why_wants > (size_t)width && dropped < FOR_WHY ? 1 : used > (size_t)width)) {
        int k = dropped_first[dropped++];
        shown[k] = 0;
        used -= w[k] + 2;
    }
    size_t room = width > 0 && (size_t)width > used + 1 ? (size_t)width - used - 1 : 0;
    /* No room beside the rows: each reason on a line of its own below its row, as ls wraps. */
    int below = width > 0 && room < MIN_WHY / 2 && w[WHY] > room;
    if (below)
        room = (size_t)width > 8 ? (size_t)width - 8 : 1;
    hloa_strbuf line = HLOA_STRBUF_INIT;
    for (size_t r = 0; r < rows; r++) {
        hloa_strbuf_clear(&line);
        hloa_strbuf_adds(&line, " ");
        for (int k = 0; k < WHY; k++)
            if (shown[k])
                hloa_strbuf_addf(&line, " %s%*s ", cells[r * COLS + k],
                                 (int)(w[k] - columns_of(cells[r * COLS + k])), "");
        const char *why = cells[r * COLS + WHY];
        if (below && r == 0)
            why = ""; /* the header: the reasons below speak for themselves */
        if (below && r > 0) {
            while (line.len && line.buf[line.len - 1] == ' ')
                line.len--;
            hloa_strbuf_adds(&line, "\n      ");
        }
        if (width > 0 && columns_of(why) > room && room > 3) {
            size_t end = 0, c = 0; /* the bytes of room - 3 columns, whole characters */
            for (; why[end]; end++)
                if (((unsigned char)why[end] & 0xc0) != 0x80 && c++ == room - 3)
                    break;
            hloa_strbuf_addf(&line, " %.*s...", (int)end, why);
        } else {
            hloa_strbuf_addf(&line, " %s", why);
        }
        while (line.len && line.buf[line.len - 1] == ' ')
            line.len--;
        fwrite(line.buf, 1, line.len, out);
        fputc('\n', out);
    }
    hloa_strbuf_release(&line);
    if (dropped)
        fprintf(out, "  (%zu columns left out to fit in %d; --wide shows them)\n", dropped, width);
}

void hloa_chains_text(FILE *out, hloa_source *src, const hloa_timeline *t)
{
    hloa_chains_text_fit(out, src, t, 0);
}

void hloa_chains_text_fit(FILE *out, hloa_source *src, const hloa_timeline *t, int width)
{
    const hloa_module *m = t->m;
    uint32_t n;
    const char *mn = m->has_header ? hloa_name(m, m->name, &n) : (n = 0, "");
    fprintf(out, "%s: module%s%.*s%s: %u async op%s", src->path,
            n ? " " : " without a HloModule line", (int)n, mn,
            t->scheduled ? " (scheduled)" : "", t->n_ops, t->n_ops == 1 ? "" : "s");
    if (t->n_syncs)
        fprintf(out, " and %u synchronous", t->n_syncs);
    fprintf(out, " in %u computation%s\n", t->n_comps, t->n_comps == 1 ? "" : "s");
    fprintf(out, "  on %s%s: ", t->hw.name,
            default_hw(&t->hw) ? " (the default profile; --hw names another)" : "");
    totals_text(out, &t->totals, t->scheduled);
    fputc('\n', out);
    if (t->totals.untripped)
        fprintf(out, "  %u while loop%s without a known trip count counted once\n",
                t->totals.untripped, t->totals.untripped == 1 ? "" : "s");
    hloa_strbuf cell = HLOA_STRBUF_INIT;
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        const char *cname = hloa_name(m, tc->comp->name, &n);
        fprintf(out, "\ncomputation %.*s: %u async op%s", (int)n, cname, tc->n_ops,
                tc->n_ops == 1 ? "" : "s");
        if (tc->n_syncs)
            fprintf(out, " and %u synchronous", tc->n_syncs);
        if (t->scheduled && tc->peak_at >= 0) {
            const hloa_instr *at = tc->comp->instrs[tc->peak_at];
            uint32_t an;
            const char *as = name_of(m, at, &an);
            fprintf(out, ", at most %u in flight (position %lld, '%.*s' line %u)", tc->peak,
                    (long long)tc->peak_at, (int)an, as, line_of(src, at));
        }
        fputc('\n', out);
        fputs("  ", out);
        totals_text(out, &tc->totals, t->scheduled);
        if (t->scheduled && tc->bytes_peak_at >= 0) {
            const hloa_instr *at = tc->comp->instrs[tc->bytes_peak_at];
            uint32_t an;
            const char *as = name_of(m, at, &an);
            char b[32];
            bytes_text(b, sizeof(b), tc->bytes_peak);
            fprintf(out, "; at most %s in flight (position %lld, '%.*s' line %u)", b,
                    (long long)tc->bytes_peak_at, (int)an, as, line_of(src, at));
        }
        fputc('\n', out);
        /* Cells first (in a scratch arena), to size the columns. */
        static const char *const head[COLS] = {
            "kind", "op",     "runs",  "start",   "line",       "updates",    "done",   "line",
            "span", "overlap", "time", "covered", "exposed", "slack", "thread",
            "binding", "why"};
        hloa_arena a;
        hloa_arena_init(&a);
        size_t rows = tc->n_ops + tc->n_syncs + 1;
        const char **cells = hloa_arena_alloc(&a, rows * COLS * sizeof(char *));
        for (int k = 0; k < COLS; k++)
            cells[k] = head[k];
        /* The ops with the most exposed time first (schedule order when not scheduled). */
        row_of *order = hloa_arena_alloc(&a, rows * sizeof(row_of));
        for (uint32_t i = 0; i < tc->n_ops; i++)
            order[i] = (row_of){&tc->ops[i], NULL};
        for (uint32_t i = 0; i < tc->n_syncs; i++)
            order[tc->n_ops + i] = (row_of){NULL, &tc->syncs[i]};
        qsort(order, rows - 1, sizeof(row_of), t->scheduled ? by_exposed : by_position);
        for (uint32_t i = 0; i + 1 < rows; i++) {
            const hloa_async_op *op = order[i].op;
            const char **row = cells + (i + 1) * COLS;
            if (!op) {
                sync_row(&a, row, src, m, order[i].sync, t->scheduled);
                continue;
            }
            uint32_t sn, dn = 1;
            const char *ss = name_of(m, op->start, &sn);
            const char *ds = op->done ? name_of(m, op->done, &dn) : "-";
            hloa_strbuf_clear(&cell);
            for (uint32_t u = 0; u < op->n_updates; u++) {
                uint32_t un;
                const char *us = name_of(m, op->updates[u], &un);
                hloa_strbuf_addf(&cell, "%s%.*s(%u)", u ? " " : "", (int)un, us,
                                 line_of(src, op->updates[u]));
            }
            uint32_t rn = 1, tn = 1;
            const char *rs = op->comp ? hloa_name(m, op->comp->name, &rn) : "-";
            const char *ts = !hloa_op_is_pair(op) ? (tn = op->thread_len, op->thread) : "-";
            int timed = t->scheduled;
            row[0] = hloa_op_kind_name(op->kind);
            row[1] = hloa_async_op_label(op);
            row[2] = hloa_arena_strndup(&a, rs, rn);
            row[3] = hloa_arena_strndup(&a, ss, sn);
            row[4] = hloa_arena_printf(&a, "%u", line_of(src, op->start));
            row[5] = cell.len ? hloa_arena_strndup(&a, cell.buf, cell.len) : "-";
            row[6] = hloa_arena_strndup(&a, ds, dn);
            row[7] = op->done ? hloa_arena_printf(&a, "%u", line_of(src, op->done)) : "-";
            row[8] = t->scheduled && op->done
                         ? hloa_arena_printf(&a, "%lld", (long long)(op->end - op->begin))
                         : "-";
            row[9] = op->overlap >= 0 ? hloa_arena_printf(&a, "%lld", (long long)op->overlap)
                                      : "-";
            char tb[32];
            row[10] = hloa_arena_printf(&a, "%s", time_text(tb, sizeof(tb), op->est.async_us));
            row[11] = timed ? hloa_arena_printf(&a, "%s", time_text(tb, sizeof(tb), op->est.covered_us))
                            : "-";
            row[12] = timed ? hloa_arena_printf(&a, "%s", time_text(tb, sizeof(tb), op->est.exposed_us))
                            : "-";
            row[13] = timed && op->why.slack_us >= 0
                          ? hloa_arena_printf(&a, "%s", time_text(tb, sizeof(tb), op->why.slack_us))
                          : "-";
            row[14] = hloa_arena_strndup(&a, ts, tn);
            hloa_strbuf_clear(&cell);
            hloa_chains_binding_text(&cell, op);
            row[15] = hloa_arena_strndup(&a, cell.buf, cell.len);
            char why[512];
            hloa_why_text(src, m, tc, op, why, sizeof(why));
            row[16] = timed ? hloa_arena_strndup(&a, why, strlen(why)) : "-";
        }
        table_text(out, cells, rows, width);
        hloa_arena_release(&a);
    }
    hloa_strbuf_release(&cell);
    hloa_loops_text(out, src, t);
}

/* ---- JSON ---- */



const char *hloa_stream_name(uint8_t stream)
{
    static const char *const names[] = {"none", "compute", "collectives", "copies", "send/recv",
                                        "control"};
    return stream < sizeof(names) / sizeof(names[0]) ? names[stream] : "none";
}

/* What limits an op's cover (why.c): the factor, in words, its places and its slack. */
static cJSON *why_json(hloa_source *src, const hloa_module *m, const hloa_timeline_comp *tc,
                       const hloa_async_op *op)
{
    const hloa_why *w = &op->why;
    cJSON *o = cJSON_CreateObject();
    char text[512];
    hloa_why_text(src, m, tc, op, text, sizeof(text));
    cJSON_AddStringToObject(o, "factor", hloa_why_factor_name((hloa_why_factor)w->factor));
    cJSON_AddStringToObject(o, "text", text);
    cJSON_AddItemToObject(o, "start_after", hloa_instr_json(src, m, w->after));
    cJSON_AddStringToObject(o, "start_after_is", w->after ? w->after_is_control ? "control" : "operand" : "none");
    cJSON_AddItemToObject(o, "done_before", hloa_instr_json(src, m, w->before));
    cJSON_AddStringToObject(o, "done_before_is", w->before ? w->before_is_control ? "control" : "user" : "none");
    cJSON_AddBoolToObject(o, "start_pinned", w->start_pinned);
    cJSON_AddBoolToObject(o, "done_pinned", w->done_pinned);
    hloa_add_number_or_null(o, "slack_us", hloa_round_figure(w->slack_us), w->slack_us >= 0);
    cJSON_AddNumberToObject(o, "slack_used_us", hloa_round_figure(op->est.covered_us));
    cJSON_AddNumberToObject(o, "queued_us", hloa_round_figure(op->est.queued_us));
    cJSON_AddNumberToObject(o, "shared_us", hloa_round_figure(op->est.shared_us));
    return o;
}

/* A synchronous transfer: what it runs, where, and its time, all of it exposed. */
static cJSON *sync_json(hloa_source *src, const hloa_module *m, const hloa_sync_op *so,
                        int scheduled)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "op", hloa_opcodes[so->opcode].name);
    cJSON_AddItemToObject(o, "instruction", hloa_instr_json(src, m, so->in));
    cJSON_AddStringToObject(o, "stream", hloa_stream_name(so->stream));
    cJSON *est = cJSON_AddObjectToObject(o, "estimate");
    cJSON_AddNumberToObject(est, "time_us", hloa_round_figure(so->time_us));
    hloa_add_number_or_null(est, "exposed_us", hloa_round_figure(so->time_us), scheduled);
    return o;
}

cJSON *hloa_chains_json(hloa_source *src, const hloa_timeline *t)
{
    const hloa_module *m = t->m;
    cJSON *mod = cJSON_CreateObject();
    uint32_t n;
    if (m->has_header) {
        const char *s = hloa_name(m, m->name, &n);
        char *name = strndup(s, n);
        cJSON_AddStringToObject(mod, "name", name);
        free(name);
    } else {
        cJSON_AddNullToObject(mod, "name");
    }
    cJSON_AddBoolToObject(mod, "scheduled", t->scheduled);
    cJSON_AddNumberToObject(mod, "async_ops", t->n_ops);
    cJSON_AddNumberToObject(mod, "sync_ops", t->n_syncs);
    double module_peak = 0;
    for (uint32_t c = 0; c < t->n_comps; c++)
        if (t->comps[c].bytes_peak > module_peak)
            module_peak = t->comps[c].bytes_peak;
    cJSON *hw = cJSON_AddObjectToObject(mod, "hardware");
    cJSON_AddStringToObject(hw, "profile", t->hw.name);
    for (size_t k = 0; k < hloa_hw_n_keys(); k++)
        cJSON_AddNumberToObject(hw, hloa_hw_key_name(k), hloa_hw_key_value(&t->hw, k));
    cJSON_AddItemToObject(mod, "totals", hloa_totals_json(&t->totals, t->scheduled));
    hloa_add_number_or_null(mod, "bytes_in_flight_peak", module_peak, t->scheduled);
    cJSON_AddNumberToObject(mod, "while_loops_counted_once", t->totals.untripped);
    cJSON *comps = cJSON_AddArrayToObject(mod, "computations");
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        cJSON *jc = cJSON_CreateObject();
        const char *s = hloa_name(m, tc->comp->name, &n);
        char *name = strndup(s, n);
        cJSON_AddStringToObject(jc, "name", name);
        free(name);
        cJSON_AddNumberToObject(jc, "instructions", tc->comp->n_instrs);
        cJSON_AddNumberToObject(jc, "lanes", tc->n_lanes);
        if (t->scheduled) {
            cJSON_AddNumberToObject(jc, "in_flight_peak", tc->peak);
            cJSON_AddItemToObject(jc, "in_flight_peak_at",
                                  tc->peak_at >= 0
                                      ? hloa_instr_json(src, m, tc->comp->instrs[tc->peak_at])
                                      : cJSON_CreateNull());
        } else {
            cJSON_AddNullToObject(jc, "in_flight_peak");
            cJSON_AddNullToObject(jc, "in_flight_peak_at");
        }
        cJSON_AddItemToObject(jc, "totals", hloa_totals_json(&tc->totals, t->scheduled));
        hloa_add_number_or_null(jc, "bytes_in_flight_peak", tc->bytes_peak, t->scheduled);
        cJSON_AddItemToObject(jc, "bytes_in_flight_peak_at",
                              t->scheduled && tc->bytes_peak_at >= 0
                                  ? hloa_instr_json(src, m, tc->comp->instrs[tc->bytes_peak_at])
                                  : cJSON_CreateNull());
        cJSON *ops = cJSON_AddArrayToObject(jc, "ops");
        for (uint32_t i = 0; i < tc->n_ops; i++) {
            const hloa_async_op *op = &tc->ops[i];
            cJSON *jo = cJSON_CreateObject();
            cJSON_AddStringToObject(jo, "kind", hloa_op_kind_name(op->kind));
            cJSON_AddStringToObject(jo, "op", hloa_async_op_label(op));
            if (op->comp) {
                const char *rs = hloa_name(m, op->comp->name, &n);
                char *runs = strndup(rs, n);
                cJSON_AddStringToObject(jo, "computation", runs);
                free(runs);
            } else {
                cJSON_AddNullToObject(jo, "computation");
            }
            cJSON_AddItemToObject(jo, "start", hloa_instr_json(src, m, op->start));
            cJSON *ups = cJSON_AddArrayToObject(jo, "updates");
            for (uint32_t u = 0; u < op->n_updates; u++)
                cJSON_AddItemToArray(ups, hloa_instr_json(src, m, op->updates[u]));
            cJSON_AddItemToObject(jo, "done", hloa_instr_json(src, m, op->done));
            if (hloa_op_is_pair(op)) {
                cJSON_AddNullToObject(jo, "thread");
                cJSON_AddNullToObject(jo, "bound");
            } else {
                char *thread = strndup(op->thread, op->thread_len);
                cJSON_AddStringToObject(jo, "thread", thread);
                free(thread);
                cJSON *bound = cJSON_AddObjectToObject(jo, "bound");
                cJSON *params = cJSON_AddArrayToObject(bound, "operands");
                char at[32];
                for (uint32_t p = 0; p < op->n_params; p++) {
                    link_name(at, sizeof(at), op, op->param_bound_at[p]);
                    cJSON_AddItemToArray(params, cJSON_CreateString(at));
                }
                link_name(at, sizeof(at), op, op->output_bound_at);
                cJSON_AddStringToObject(bound, "output", at);
            }
            if (t->scheduled && op->done)
                cJSON_AddNumberToObject(jo, "span", (double)(op->end - op->begin));
            else
                cJSON_AddNullToObject(jo, "span");
            if (op->overlap >= 0)
                cJSON_AddNumberToObject(jo, "overlap", (double)op->overlap);
            else
                cJSON_AddNullToObject(jo, "overlap");
            cJSON_AddNumberToObject(jo, "lane", op->lane);
            cJSON_AddStringToObject(jo, "stream", hloa_stream_name(op->est.stream));
            cJSON_AddNumberToObject(jo, "bytes", op->est.bytes);
            cJSON *est = cJSON_AddObjectToObject(jo, "estimate");
            cJSON_AddNumberToObject(est, "async_us", hloa_round_figure(op->est.async_us));
            hloa_add_number_or_null(est, "covered_us", hloa_round_figure(op->est.covered_us),
                               t->scheduled);
            hloa_add_number_or_null(est, "exposed_us", hloa_round_figure(op->est.exposed_us),
                               t->scheduled);
            if (t->scheduled)
                cJSON_AddItemToObject(jo, "why", why_json(src, m, tc, op));
            else
                cJSON_AddNullToObject(jo, "why");
            cJSON_AddItemToArray(ops, jo);
        }
        cJSON *syncs = cJSON_AddArrayToObject(jc, "sync_ops");
        for (uint32_t i = 0; i < tc->n_syncs; i++)
            cJSON_AddItemToArray(syncs, sync_json(src, m, &tc->syncs[i], t->scheduled));
        cJSON_AddItemToArray(comps, jc);
    }
    cJSON_AddItemToObject(mod, "loops", hloa_loops_json(src, t));
    return mod;
}
