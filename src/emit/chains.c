/*
 * Rendering the async schedule (timeline.h): an aligned text table, a JSON
 * document (cJSON) and an SVG timeline (one lane per non-overlapping group of
 * ops, a bar from start to done with ticks at updates, colours by kind, the
 * in-flight count drawn under the lanes).
 */
#include "hloasync/emit.h"
#include "hloasync/strbuf.h"
#include "hloasync/timeline.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const char *name_of(const hloa_module *m, const hloa_instr *in, uint32_t *len)
{
    return hloa_name(m, in->name, len);
}

static uint32_t line_of(hloa_source *src, const hloa_instr *in)
{
    uint32_t line, col;
    hloa_source_linecol(src, in->off, &line, &col);
    return line;
}

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

static const char *op_label(const hloa_async_op *op)
{
    return hloa_async_op_label(op);
}

/* "p0@start p1@update1 out@done" */
static void binding_text(hloa_strbuf *sb, const hloa_async_op *op)
{
    if (op->kind == HLOA_KIND_PAIR) {
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

/* "compute 12.0 us, communication 30.1 us, exposed 5.2 us (83% hidden)" */
static void totals_text(FILE *out, const hloa_totals *t, int scheduled)
{
    fprintf(out, "compute %.1f us, communication %.1f us", t->compute_us, t->communication_us);
    double hidden = hloa_hidden_fraction(t);
    if (!scheduled)
        fputs(" (not scheduled: no exposure estimate)", out);
    else if (hidden >= 0)
        fprintf(out, ", exposed %.1f us (%.0f%% hidden)", t->exposed_us, 100 * hidden);
    else
        fprintf(out, ", exposed %.1f us", t->exposed_us);
}

static int by_exposed(const void *x, const void *y)
{
    const hloa_async_op *a = *(const hloa_async_op *const *)x, *b = *(const hloa_async_op *const *)y;
    return hloa_more_exposed(a, b) ? -1 : hloa_more_exposed(b, a);
}

enum { COLS = 15 };

void hloa_chains_text(FILE *out, hloa_source *src, const hloa_timeline *t)
{
    const hloa_module *m = t->m;
    uint32_t n;
    const char *mn = m->has_header ? hloa_name(m, m->name, &n) : (n = 0, "");
    fprintf(out, "%s: module%s%.*s%s: %u async op%s in %u computation%s\n", src->path,
            n ? " " : " without a HloModule line", (int)n, mn,
            t->scheduled ? " (scheduled)" : "", t->n_ops, t->n_ops == 1 ? "" : "s", t->n_comps,
            t->n_comps == 1 ? "" : "s");
    fprintf(out, "  on %s: ", t->hw.name);
    totals_text(out, &t->totals, t->scheduled);
    fputc('\n', out);
    if (t->totals.untripped)
        fprintf(out, "  %u while loop%s without known_trip_count counted once\n",
                t->totals.untripped, t->totals.untripped == 1 ? "" : "s");
    hloa_strbuf cell = HLOA_STRBUF_INIT;
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        const char *cname = hloa_name(m, tc->comp->name, &n);
        fprintf(out, "\ncomputation %.*s: %u async op%s", (int)n, cname, tc->n_ops,
                tc->n_ops == 1 ? "" : "s");
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
            "span", "overlap", "time_us", "covered_us", "exposed_us", "thread", "binding"};
        hloa_arena a;
        hloa_arena_init(&a);
        size_t rows = tc->n_ops + 1;
        const char **cells = hloa_arena_alloc(&a, rows * COLS * sizeof(char *));
        size_t width[COLS] = {0};
        for (int k = 0; k < COLS; k++)
            cells[k] = head[k];
        /* The ops with the most exposed time first (schedule order when not scheduled). */
        const hloa_async_op **order = hloa_arena_alloc(&a, rows * sizeof(void *));
        for (uint32_t i = 0; i < tc->n_ops; i++)
            order[i] = &tc->ops[i];
        if (t->scheduled)
            qsort(order, tc->n_ops, sizeof(void *), by_exposed);
        for (uint32_t i = 0; i < tc->n_ops; i++) {
            const hloa_async_op *op = order[i];
            const char **row = cells + (i + 1) * COLS;
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
            const char *ts = op->kind != HLOA_KIND_PAIR ? (tn = op->thread_len, op->thread) : "-";
            int timed = t->scheduled;
            row[0] = hloa_op_kind_name(op->kind);
            row[1] = op_label(op);
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
            row[10] = hloa_arena_printf(&a, "%.1f", op->est.async_us);
            row[11] = timed ? hloa_arena_printf(&a, "%.1f", op->est.covered_us) : "-";
            row[12] = timed ? hloa_arena_printf(&a, "%.1f", op->est.exposed_us) : "-";
            row[13] = hloa_arena_strndup(&a, ts, tn);
            hloa_strbuf_clear(&cell);
            binding_text(&cell, op);
            row[14] = hloa_arena_strndup(&a, cell.buf, cell.len);
        }
        for (size_t r = 0; r < rows; r++)
            for (int k = 0; k < COLS; k++)
                if (strlen(cells[r * COLS + k]) > width[k])
                    width[k] = strlen(cells[r * COLS + k]);
        for (size_t r = 0; r < rows; r++) {
            fputs(" ", out);
            for (int k = 0; k + 1 < COLS; k++)
                fprintf(out, " %-*s ", (int)width[k], cells[r * COLS + k]);
            fprintf(out, " %s\n", cells[r * COLS + COLS - 1]);
        }
        hloa_arena_release(&a);
    }
    hloa_strbuf_release(&cell);
}

/* ---- JSON ---- */

static cJSON *instr_json(hloa_source *src, const hloa_module *m, const hloa_instr *in)
{
    if (!in)
        return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    uint32_t n;
    const char *s = name_of(m, in, &n);
    char *name = strndup(s, n);
    cJSON_AddStringToObject(o, "name", name);
    free(name);
    cJSON_AddNumberToObject(o, "line", line_of(src, in));
    cJSON_AddNumberToObject(o, "position", in->index);
    return o;
}

/* A number, or null when unknown (< 0, or not scheduled). */
static void add_number_or_null(cJSON *o, const char *key, double v, int known)
{
    if (known && v >= 0)
        cJSON_AddNumberToObject(o, key, v);
    else
        cJSON_AddNullToObject(o, key);
}

/* {"compute_us", "communication_us", "exposed_us", "hidden_fraction"}: exposure needs a schedule. */
static cJSON *totals_json(const hloa_totals *t, int scheduled)
{
    cJSON *o = cJSON_CreateObject();
    double hidden = hloa_hidden_fraction(t);
    cJSON_AddNumberToObject(o, "compute_us", hloa_round_figure(t->compute_us));
    cJSON_AddNumberToObject(o, "communication_us", hloa_round_figure(t->communication_us));
    add_number_or_null(o, "exposed_us", hloa_round_figure(t->exposed_us), scheduled);
    add_number_or_null(o, "hidden_fraction", hloa_round_figure(hidden), scheduled);
    return o;
}

const char *hloa_stream_name(uint8_t stream)
{
    static const char *const names[] = {"none", "compute", "collectives", "copies", "send/recv",
                                        "control"};
    return stream < sizeof(names) / sizeof(names[0]) ? names[stream] : "none";
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
    double module_peak = 0;
    for (uint32_t c = 0; c < t->n_comps; c++)
        if (t->comps[c].bytes_peak > module_peak)
            module_peak = t->comps[c].bytes_peak;
    cJSON *hw = cJSON_AddObjectToObject(mod, "hardware");
    cJSON_AddStringToObject(hw, "profile", t->hw.name);
    cJSON_AddNumberToObject(hw, "tflops", t->hw.tflops);
    cJSON_AddNumberToObject(hw, "vector_tflops", t->hw.vector_tflops);
    cJSON_AddNumberToObject(hw, "hbm_gbps", t->hw.hbm_gbps);
    cJSON_AddNumberToObject(hw, "link_gbps", t->hw.link_gbps);
    cJSON_AddNumberToObject(hw, "host_gbps", t->hw.host_gbps);
    cJSON_AddNumberToObject(hw, "latency_us", t->hw.latency_us);
    cJSON_AddItemToObject(mod, "totals", totals_json(&t->totals, t->scheduled));
    add_number_or_null(mod, "bytes_in_flight_peak", module_peak, t->scheduled);
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
                                      ? instr_json(src, m, tc->comp->instrs[tc->peak_at])
                                      : cJSON_CreateNull());
        } else {
            cJSON_AddNullToObject(jc, "in_flight_peak");
            cJSON_AddNullToObject(jc, "in_flight_peak_at");
        }
        cJSON_AddItemToObject(jc, "totals", totals_json(&tc->totals, t->scheduled));
        add_number_or_null(jc, "bytes_in_flight_peak", tc->bytes_peak, t->scheduled);
        cJSON_AddItemToObject(jc, "bytes_in_flight_peak_at",
                              t->scheduled && tc->bytes_peak_at >= 0
                                  ? instr_json(src, m, tc->comp->instrs[tc->bytes_peak_at])
                                  : cJSON_CreateNull());
        cJSON *ops = cJSON_AddArrayToObject(jc, "ops");
        for (uint32_t i = 0; i < tc->n_ops; i++) {
            const hloa_async_op *op = &tc->ops[i];
            cJSON *jo = cJSON_CreateObject();
            cJSON_AddStringToObject(jo, "kind", hloa_op_kind_name(op->kind));
            cJSON_AddStringToObject(jo, "op", op_label(op));
            if (op->comp) {
                const char *rs = hloa_name(m, op->comp->name, &n);
                char *runs = strndup(rs, n);
                cJSON_AddStringToObject(jo, "computation", runs);
                free(runs);
            } else {
                cJSON_AddNullToObject(jo, "computation");
            }
            cJSON_AddItemToObject(jo, "start", instr_json(src, m, op->start));
            cJSON *ups = cJSON_AddArrayToObject(jo, "updates");
            for (uint32_t u = 0; u < op->n_updates; u++)
                cJSON_AddItemToArray(ups, instr_json(src, m, op->updates[u]));
            cJSON_AddItemToObject(jo, "done", instr_json(src, m, op->done));
            if (op->kind == HLOA_KIND_PAIR) {
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
            add_number_or_null(est, "covered_us", hloa_round_figure(op->est.covered_us),
                               t->scheduled);
            add_number_or_null(est, "exposed_us", hloa_round_figure(op->est.exposed_us),
                               t->scheduled);
            cJSON_AddItemToArray(ops, jo);
        }
        cJSON_AddItemToArray(comps, jc);
    }
    return mod;
}

/* ---- SVG ---- */

static void xml_text(hloa_strbuf *sb, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '&':
            hloa_strbuf_adds(sb, "&amp;");
            break;
        case '<':
            hloa_strbuf_adds(sb, "&lt;");
            break;
        case '>':
            hloa_strbuf_adds(sb, "&gt;");
            break;
        case '"':
            hloa_strbuf_adds(sb, "&quot;");
            break;
        default:
            if ((unsigned char)s[i] >= 0x20 && (unsigned char)s[i] < 0x7f)
                hloa_strbuf_addc(sb, s[i]);
        }
    }
}

static const char *kind_color(hloa_op_kind k)
{
    static const char *const colors[] = {"#4e79a7", "#59a14f", "#b07aa1", "#f28e2b"};
    return colors[k];
}

enum { WIDTH = 1400, LEFT = 20, LANE = 16, LANE_GAP = 4, CHART = 60, TITLE = 40 };

/* One computation's timeline at vertical offset y; returns the height used. */
/* Where schedule position pos is drawn: by position, or by estimated time (at_us). */
typedef struct x_axis {
    const double *at_us; /* the computation's instruction times, or NULL: by position */
    double scale;        /* pixels per position or per microsecond */
} x_axis;

static double x_of(const x_axis *ax, int64_t pos)
{
    return LEFT + (ax->at_us ? ax->at_us[pos] : (double)pos) * ax->scale;
}

/* The x axis of a computation: by time when asked (-1: when the module is scheduled). */
static x_axis axis_of(const hloa_timeline *t, const hloa_timeline_comp *tc, int by_time)
{
    uint32_t n = tc->comp->n_instrs;
    int timed = tc->at_us && tc->at_us[n] > 0 &&
                (by_time > 0 || (by_time < 0 && t->scheduled));
    x_axis ax = {timed ? tc->at_us : NULL, 0};
    ax.scale = WIDTH / (timed ? tc->at_us[n] : n ? (double)n : 1);
    return ax;
}

static int svg_comp(hloa_strbuf *sb, hloa_source *src, const hloa_timeline *t,
                    const hloa_timeline_comp *tc, int y, int by_time)
{
    const hloa_module *m = t->m;
    uint32_t n;
    const char *cname = hloa_name(m, tc->comp->name, &n);
    uint32_t positions = tc->comp->n_instrs;
    x_axis ax = axis_of(t, tc, by_time);
    hloa_strbuf_addf(sb, "<g class=\"computation\" transform=\"translate(0,%d)\">\n", y);
    hloa_strbuf_addf(sb, "<text class=\"title\" x=\"%d\" y=\"16\">computation ", LEFT);
    xml_text(sb, cname, n);
    hloa_strbuf_addf(sb, ": %u async op%s", tc->n_ops, tc->n_ops == 1 ? "" : "s");
    if (t->scheduled)
        hloa_strbuf_addf(sb, ", at most %u in flight", tc->peak);
    else
        hloa_strbuf_adds(sb, " (not scheduled: text order)");
    hloa_strbuf_adds(sb, "</text>\n");
    int lanes_top = TITLE - 12;
    /* Where the next op of the same lane starts: room for a label after a short bar. */
    double *room = hloa_xmalloc((tc->n_ops ? tc->n_ops : 1) * sizeof(double));
    double *lane_next = hloa_xmalloc((tc->n_lanes ? tc->n_lanes : 1) * sizeof(double));
    for (uint32_t k = 0; k < tc->n_lanes; k++)
        lane_next[k] = LEFT + WIDTH + LEFT;
    for (uint32_t i = tc->n_ops; i-- > 0;) {
        room[i] = lane_next[tc->ops[i].lane];
        lane_next[tc->ops[i].lane] = x_of(&ax, tc->ops[i].begin);
    }
    free(lane_next);
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        const hloa_async_op *op = &tc->ops[i];
        double x1 = x_of(&ax, op->begin);
        /* by time, a bar ends when its done completes (after the wait) */
        double x2 = ax.at_us ? LEFT + op->est.end_us * ax.scale
                             : x_of(&ax, op->done ? op->end : (int64_t)positions);
        if (x2 - x1 < 2)
            x2 = x1 + 2;
        int ly = lanes_top + (int)op->lane * (LANE + LANE_GAP);
        uint32_t sn;
        const char *ss = name_of(m, op->start, &sn);
        hloa_strbuf_addf(sb,
                         "<rect class=\"op %s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                         "fill=\"%s\"%s><title>",
                         hloa_op_kind_name(op->kind), x1, ly, x2 - x1, LANE, kind_color(op->kind),
                         op->done ? "" : " fill-opacity=\"0.4\"");
        xml_text(sb, ss, sn);
        hloa_strbuf_addf(sb, " (%s %s, line %u", hloa_op_kind_name(op->kind), op_label(op),
                         line_of(src, op->start));
        if (op->done) {
            uint32_t dn;
            const char *ds = name_of(m, op->done, &dn);
            hloa_strbuf_adds(sb, ", done ");
            xml_text(sb, ds, dn);
            hloa_strbuf_addf(sb, " line %u", line_of(src, op->done));
        } else {
            hloa_strbuf_adds(sb, ", no done");
        }
        if (op->overlap >= 0)
            hloa_strbuf_addf(sb, ", overlap %lld", (long long)op->overlap);
        hloa_strbuf_adds(sb, ")</title></rect>\n");
        for (uint32_t u = 0; u < op->n_updates; u++) {
            double ux = x_of(&ax, op->updates[u]->index);
            hloa_strbuf_addf(sb,
                             "<line class=\"update\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                             "stroke=\"#222\" stroke-width=\"1.5\"/>\n",
                             ux, ly - 2, ux, ly + LANE + 2);
        }
        /* A label inside the bar where it fits, else after it when the lane has room. */
        uint32_t ln = sn < 40 ? sn : 40;
        double need = 6.5 * ln + 8;
        if (x2 - x1 >= need || room[i] - x2 >= need) {
            int inside = x2 - x1 >= need;
            hloa_strbuf_addf(sb, "<text class=\"%s\" x=\"%.1f\" y=\"%d\">",
                             inside ? "label" : "label-out", inside ? x1 + 4 : x2 + 3,
                             ly + LANE - 4);
            xml_text(sb, ss, ln);
            hloa_strbuf_adds(sb, "</text>\n");
        }
    }
    free(room);
    int chart_top = lanes_top + (int)tc->n_lanes * (LANE + LANE_GAP) + 14;
    if (t->scheduled && tc->in_flight) {
        hloa_strbuf_addf(sb, "<text class=\"axis\" x=\"%d\" y=\"%d\">in flight (peak %u)</text>\n",
                         LEFT, chart_top - 2, tc->peak);
        double ymax = tc->peak ? tc->peak : 1;
        hloa_strbuf_addf(sb, "<polyline class=\"in-flight\" fill=\"none\" stroke=\"#e15759\" "
                             "stroke-width=\"1.5\" points=\"");
        /* A step line, with at most ~2 points per pixel column. */
        uint32_t step = tc->comp->n_instrs > 2 * WIDTH ? tc->comp->n_instrs / (2 * WIDTH) : 1;
        for (uint32_t i = 0; i < tc->comp->n_instrs; i += step) {
            uint32_t v = 0;
            for (uint32_t k = i; k < i + step && k < tc->comp->n_instrs; k++)
                v = tc->in_flight[k] > v ? tc->in_flight[k] : v;
            double yy = chart_top + 6 + CHART - v * CHART / ymax;
            uint32_t next = i + step < positions ? i + step : positions;
            hloa_strbuf_addf(sb, "%.1f,%.1f %.1f,%.1f ", x_of(&ax, i), yy, x_of(&ax, next), yy);
        }
        hloa_strbuf_adds(sb, "\"/>\n");
        hloa_strbuf_addf(sb,
                         "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                         "stroke=\"#999\"/>\n",
                         LEFT, chart_top + 6 + CHART, LEFT + WIDTH, chart_top + 6 + CHART);
        chart_top += CHART + 8;
    }
    /* Schedule positions or microseconds along the x axis. */
    for (int k = 0; k <= 10; k++) {
        double x = LEFT + k * WIDTH / 10.0;
        if (ax.at_us)
            hloa_strbuf_addf(sb, "<text class=\"axis\" x=\"%.1f\" y=\"%d\">%.4g us</text>\n", x,
                             chart_top + 16, tc->at_us[positions] * k / 10);
        else
            hloa_strbuf_addf(sb, "<text class=\"axis\" x=\"%.1f\" y=\"%d\">%lld</text>\n", x,
                             chart_top + 16, (long long)positions * k / 10);
    }
    hloa_strbuf_adds(sb, "</g>\n");
    return chart_top + 30;
}

void hloa_chains_svg(hloa_strbuf *sb, hloa_source *src, const hloa_timeline *const *ts, size_t n,
                     int by_time)
{
    hloa_strbuf body = HLOA_STRBUF_INIT;
    int y = 40;
    int timed = 0; /* some computation is drawn by time */
    for (size_t i = 0; i < n; i++)
        for (uint32_t c = 0; c < ts[i]->n_comps; c++) {
            timed |= axis_of(ts[i], &ts[i]->comps[c], by_time).at_us != NULL;
            y += svg_comp(&body, src, ts[i], &ts[i]->comps[c], y, by_time);
        }
    int height = y + 10;
    hloa_strbuf_addf(sb,
                     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                     "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Helvetica, sans-serif\" "
                     "font-size=\"11\">\n",
                     WIDTH + 2 * LEFT, height, WIDTH + 2 * LEFT, height);
    hloa_strbuf_adds(sb, "<style>.title{font-size:13px;font-weight:bold} .label{fill:#fff} "
                         ".label-out{fill:#333} .axis{fill:#555;font-size:10px}</style>\n");
    hloa_strbuf_addf(sb, "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n");
    hloa_strbuf_addf(sb, "<text class=\"title\" x=\"%d\" y=\"18\">", LEFT);
    xml_text(sb, src->path, strlen(src->path));
    if (timed)
        hloa_strbuf_addf(sb, ": async timeline (x = estimated time on %s)</text>\n", ts[0]->hw.name);
    else
        hloa_strbuf_adds(sb, ": async timeline (x = schedule position)</text>\n");
    static const hloa_op_kind kinds[] = {HLOA_KIND_GENERIC, HLOA_KIND_SUGARED, HLOA_KIND_CALL,
                                         HLOA_KIND_PAIR};
    for (int k = 0; k < 4; k++) {
        int x = WIDTH - 330 + k * 90;
        hloa_strbuf_addf(sb,
                         "<rect class=\"legend\" x=\"%d\" y=\"8\" width=\"12\" height=\"12\" "
                         "fill=\"%s\"/><text class=\"axis\" x=\"%d\" y=\"18\">%s</text>\n",
                         x, kind_color(kinds[k]), x + 16, hloa_op_kind_name(kinds[k]));
    }
    hloa_strbuf_add(sb, body.buf ? body.buf : "", body.len);
    hloa_strbuf_adds(sb, "</svg>\n");
    hloa_strbuf_release(&body);
}
