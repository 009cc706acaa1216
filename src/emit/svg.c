/*
 * The async schedule of one module as an SVG picture (emit.h, hloa_chains_svg).
 * First its overview (svg_overview.c): totals, the most exposed ops written out
 * with why, their ranks marked on their bars below. Then, unless the module has
 * more async ops than max_ops (the overview alone then), for each computation
 * with async ops, from the top:
 *
 *   compute   what the compute stream does: its instructions in grey, its
 *             waits at dones in red (by time only)
 *   lanes     one bar per op from its start to its done, ops packed into lanes;
 *             by time a bar is split into the part the compute covered (blue),
 *             the part it waited for another collective (yellow) and the part
 *             the compute stream waited for it (red)
 *   in flight the number of ops in flight, with its scale: by time from the clock
 *             (the trace counter's steps), by position at each position
 *   axis      estimated microseconds (scheduled modules) or schedule positions,
 *             at round steps, the last label kept inside the picture
 *
 * Tooltips (<title>) name each op, its lines and why it is exposed.
 */
#include "hloasync/emit.h"
#include "hloasync/strbuf.h"
#include "hloasync/timeline.h"

#include "instr_text.h"
#include "svg_parts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    LEFT = 90,     /* lane names */
    WIDTH = 1300,  /* the chart */
    RIGHT = 40,    /* room for the last axis label */
    LANE = 16,     /* height of a bar */
    LANE_GAP = 4,  /* between lanes */
    CHART = 60,    /* height of the in-flight plot */
    HEADER = 44,   /* the picture's title and legend */
};

static const char COVERED[] = "#4e79a7", EXPOSED[] = "#e15759", QUEUED[] = "#f1ce63",
                  COMPUTE[] = "#bab0ac", UNTIMED[] = "#76b7b2";

/* The x axis of a computation: by estimated time, or by schedule position. */
typedef struct x_axis {
    const double *at_us; /* the computation's instruction times, or NULL: by position */
    double scale;        /* pixels per microsecond or per position */
    double end;          /* the last microsecond or position */
} x_axis;

static double x_at(const x_axis *ax, double v)
{
    return LEFT + v * ax->scale;
}

static double x_of(const x_axis *ax, int64_t pos)
{
    return x_at(ax, ax->at_us ? ax->at_us[pos] : (double)pos);
}

/* The x axis of a computation: by time when asked (-1: when the module is scheduled). */
static x_axis axis_of(const hloa_timeline *t, const hloa_timeline_comp *tc, int by_time)
{
    uint32_t n = tc->comp->n_instrs;
    int timed = tc->at_us && tc->at_us[n] > 0 && (by_time > 0 || (by_time < 0 && t->scheduled));
    x_axis ax = {timed ? tc->at_us : NULL, 0, timed ? tc->at_us[n] : (double)n}; /* n >= 1 */
    ax.scale = WIDTH / ax.end;
    return ax;
}

/* A round step (1, 2 or 5 x 10^k) that cuts [0, end] into about `about` pieces. */
static double round_step(double end, int about)
{
    double raw = end / about, p = pow(10, floor(log10(raw)));
    double m = raw / p;
    return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

static void axis(hloa_strbuf *sb, const x_axis *ax, int y)
{
    hloa_strbuf_addf(sb, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\"/>\n",
                     LEFT, y, LEFT + WIDTH, y);
    double step = ax->at_us ? round_step(ax->end, 8) : fmax(1, round_step(ax->end, 8));
    int ms = ax->at_us && ax->end >= 10000;
    for (int k = 0; k * step <= ax->end * (1 + 1e-9); k++) {
        double v = k * step, x = x_at(ax, v);
        /* the last label ends at its tick: nothing runs past the chart */
        const char *anchor = x > LEFT + WIDTH - 30 ? "end" : k ? "middle" : "start";
        hloa_strbuf_addf(sb, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#999\"/>", x, y,
                         x, y + 4);
        if (ax->at_us)
            hloa_strbuf_addf(sb, "<text class=\"axis\" x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">%g %s</text>\n",
                             x, y + 15, anchor, ms ? v / 1000 : v, ms ? "ms" : "us");
        else
            hloa_strbuf_addf(sb, "<text class=\"axis\" x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">%.0f</text>\n",
                             x, y + 15, anchor, v);
    }
    hloa_strbuf_addf(sb, "<text class=\"axis\" x=\"%d\" y=\"%d\">%s</text>\n", LEFT - 82, y + 15,
                     ax->at_us ? "time" : "position");
}

/* Runs of the compute lane narrower than a pixel are drawn together. */
typedef struct run {
    double x1, x2;   /* its extent */
    int wait;        /* a wait at a done, or compute */
    uint32_t n;      /* instructions in it */
    double us;       /* their time */
    const hloa_instr *first;
} run;

static void flush(hloa_strbuf *sb, const hloa_module *m, run *r, int y)
{
    if (!r->n)
        return;
    uint32_t n;
    const char *s = name_of(m, r->first, &n);
    hloa_strbuf_addf(sb,
                     "<rect class=\"%s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>",
                     r->wait ? "wait" : "compute", r->x1, y, fmax(r->x2 - r->x1, 0.5), LANE,
                     r->wait ? EXPOSED : COMPUTE);
    if (r->wait)
        hloa_strbuf_adds(sb, "waits at ");
    hloa_svg_xml_text(sb, s, n);
    if (r->n > 1)
        hloa_strbuf_addf(sb, " and %u more", r->n - 1);
    hloa_strbuf_addf(sb, ": %.1f us</title></rect>\n", r->us);
    r->n = 0;
}

/* The compute stream's lane (by time): instructions that take time, and waits at dones. */
static void compute_lane(hloa_strbuf *sb, const hloa_module *m, const hloa_timeline_comp *tc,
                         const x_axis *ax, int y)
{
    const hloa_comp *c = tc->comp;
    uint8_t *is_done = hloa_xcalloc(c->n_instrs + 1, 1);
    for (uint32_t i = 0; i < tc->n_ops; i++)
        if (tc->ops[i].done)
            is_done[tc->ops[i].done->index] = 1;
    hloa_strbuf_addf(sb, "<text class=\"lane-name\" x=\"%d\" y=\"%d\">compute</text>\n", LEFT - 82,
                     y + LANE - 4);
    run r = {0};
    for (uint32_t i = 0; i < c->n_instrs; i++) {
        double us = tc->at_us[i + 1] - tc->at_us[i];
        if (us <= 0)
            continue;
        double x1 = x_of(ax, i), x2 = x_of(ax, i + 1);
        int wait = is_done[i];
        if (r.n && (r.wait != wait || x1 - r.x2 > 0.25 || (x2 - r.x1 >= 1 && x2 - x1 >= 1)))
            flush(sb, m, &r, y);
        if (!r.n)
            r = (run){x1, x2, wait, 0, 0, c->instrs[i]};
        r.x2 = x2;
        r.n++;
        r.us += us;
    }
    flush(sb, m, &r, y);
    free(is_done);
}

static void op_title(hloa_strbuf *sb, hloa_source *src, const hloa_module *m,
                     const hloa_timeline_comp *tc, const hloa_async_op *op, int timed)
{
    uint32_t sn;
    const char *ss = name_of(m, op->start, &sn);
    hloa_strbuf_adds(sb, "<title>");
    hloa_svg_xml_text(sb, ss, sn);
    hloa_strbuf_addf(sb, " (%s %s, line %u", hloa_op_kind_name(op->kind), hloa_async_op_label(op),
                     line_of(src, op->start));
    if (op->done) {
        uint32_t dn;
        const char *ds = name_of(m, op->done, &dn);
        hloa_strbuf_adds(sb, ", done ");
        hloa_svg_xml_text(sb, ds, dn);
        hloa_strbuf_addf(sb, " line %u", line_of(src, op->done));
    } else {
        hloa_strbuf_adds(sb, ", no done");
    }
    hloa_strbuf_adds(sb, ")");
    if (timed) {
        char why[512];
        hloa_why_text(src, m, tc, op, why, sizeof(why));
        hloa_strbuf_addf(sb, ": %.1f us, covered %.1f, exposed %.1f; ", op->est.async_us,
                         op->est.covered_us, op->est.exposed_us);
        hloa_svg_xml_text(sb, why, strlen(why));
    }
    hloa_strbuf_adds(sb, "</title>");
}

/* The in-flight step line of levels[i] from xs[i] to xs[i + 1] (n levels), over its scale. */
static int step_line(hloa_strbuf *sb, const double *xs, const uint32_t *levels, size_t n,
                     double end_x, int bottom)
{
    uint32_t peak = 1;
    for (size_t i = 0; i < n; i++)
        peak = levels[i] > peak ? levels[i] : peak;
    double ymax = peak;
    int base = bottom + CHART;
    hloa_strbuf_addf(sb, "<text class=\"lane-name\" x=\"%d\" y=\"%d\">in flight</text>\n",
                     LEFT - 82, bottom + CHART / 2);
    for (uint32_t v = 0; v <= peak; v += peak > 4 ? (peak + 3) / 4 : 1) {
        double yy = base - v * CHART / ymax;
        hloa_strbuf_addf(
            sb,
            "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#eee\"/>"
            "<text class=\"axis\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%u</text>\n",
            LEFT, yy, LEFT + WIDTH, yy, LEFT - 4, yy + 3, v);
    }
    hloa_strbuf_addf(sb,
                     "<polyline class=\"in-flight\" fill=\"none\" stroke=\"%s\" "
                     "stroke-width=\"1.5\" points=\"",
                     EXPOSED);
    for (size_t i = 0; i < n; i++) {
        double yy = base - levels[i] * CHART / ymax;
        hloa_strbuf_addf(sb, "%.1f,%.1f %.1f,%.1f ", xs[i], yy, i + 1 < n ? xs[i + 1] : end_x, yy);
    }
    hloa_strbuf_adds(sb, "\"/>\n");
    return base + 6;
}

/*
 * Ops in flight under the lanes. By time, from the clock: an op counts from when its start
 * is reached to when its done completes, the steps the trace's counter draws
 * (hloa_in_flight_steps); by position, the count at each position. Either way at most
 * about two steps a pixel column: the most in flight among those merged.
 */
static int in_flight_lane(hloa_strbuf *sb, const hloa_timeline_comp *tc, const x_axis *ax,
                          int bottom)
{
    size_t n = 0, k = 0;
    hloa_flight_step *steps = NULL;
    if (ax->at_us)
        steps = hloa_in_flight_steps(tc, &n);
    else
        n = tc->comp->n_instrs;
    double *xs = hloa_xmalloc((2 * n + 3) * sizeof(double));
    uint32_t *levels = hloa_xmalloc((2 * n + 3) * sizeof(uint32_t));
    xs[k] = LEFT, levels[k++] = 0; /* nothing in flight before the first step */
    uint32_t last = 0;             /* the count after the steps merged into the last point */
    for (size_t i = 0; i < n; i++) {
        double x = steps ? x_at(ax, steps[i].at_us) : x_of(ax, (int64_t)i);
        uint32_t v = steps ? steps[i].ops : tc->in_flight[i];
        if (k > 1 && x - xs[k - 1] < 0.5) { /* within half a pixel: one step, the most */
            levels[k - 1] = v > levels[k - 1] ? v : levels[k - 1];
            last = v;
            continue;
        }
        if (last != levels[k - 1]) /* and then what they left in flight */
            xs[k] = xs[k - 1] + 0.5, levels[k++] = last;
        xs[k] = x, levels[k++] = v, last = v;
    }
    if (last != levels[k - 1])
        xs[k] = xs[k - 1] + 0.5, levels[k++] = last;
    int end = step_line(sb, xs, levels, k, LEFT + WIDTH, bottom);
    free(xs);
    free(levels);
    free(steps);
    return end;
}

/* One computation at vertical offset y; returns the height used. */
/* The most ops in flight at once on the clock. */
static uint32_t clock_peak(const hloa_timeline_comp *tc)
{
    size_t n;
    hloa_flight_step *steps = hloa_in_flight_steps(tc, &n);
    uint32_t peak = 0;
    for (size_t i = 0; i < n; i++)
        peak = steps[i].ops > peak ? steps[i].ops : peak;
    free(steps);
    return peak;
}

/* Its rank among the overview's most exposed (from 1), or 0. */
static size_t rank_of(const hloa_svg_top *top, size_t n_top, const hloa_async_op *op)
{
    for (size_t k = 0; k < n_top; k++)
        if (top[k].op == op)
            return k + 1;
    return 0;
}

static int svg_comp(hloa_strbuf *sb, hloa_source *src, const hloa_timeline *t,
                    const hloa_timeline_comp *tc, int y, int by_time, const hloa_svg_top *ranked,
                    size_t n_top)
{
    const hloa_module *m = t->m;
    uint32_t n;
    const char *cname = hloa_name(m, tc->comp->name, &n);
    uint32_t positions = tc->comp->n_instrs;
    x_axis ax = axis_of(t, tc, by_time);
    int timed = ax.at_us != NULL;
    hloa_strbuf_addf(sb, "<g class=\"computation\" transform=\"translate(0,%d)\">\n", y);
    hloa_strbuf_addf(sb, "<text class=\"title\" x=\"%d\" y=\"14\">computation ", LEFT - 82);
    hloa_svg_xml_text(sb, cname, n);
    hloa_strbuf_addf(sb, ": %u async op%s", tc->n_ops, tc->n_ops == 1 ? "" : "s");
    if (t->scheduled)
        hloa_strbuf_addf(sb, ", at most %u in flight; compute %.1f us, exposed %.1f us",
                         timed ? clock_peak(tc) : tc->peak, tc->totals.compute_us,
                         tc->totals.exposed_us);
    else
        hloa_strbuf_adds(sb, " (not scheduled: text order)");
    hloa_strbuf_adds(sb, "</text>\n");
    int top = 24;
    if (timed) {
        compute_lane(sb, m, tc, &ax, top);
        top += LANE + LANE_GAP + 4;
    }
    hloa_strbuf_addf(sb, "<text class=\"lane-name\" x=\"%d\" y=\"%d\">async ops</text>\n", LEFT - 82,
                     top + LANE - 4);
    /* Where the next op of the same lane starts: room for a label after a short bar. */
    double *room = hloa_xmalloc((tc->n_ops + 1) * sizeof(double));
    double *lane_next = hloa_xmalloc((tc->n_lanes + 1) * sizeof(double));
    for (uint32_t k = 0; k < tc->n_lanes; k++)
        lane_next[k] = LEFT + WIDTH + RIGHT;
    for (uint32_t i = tc->n_ops; i-- > 0;) {
        room[i] = lane_next[tc->ops[i].lane];
        lane_next[tc->ops[i].lane] = x_of(&ax, tc->ops[i].begin);
    }
    free(lane_next);
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        const hloa_async_op *op = &tc->ops[i];
        const hloa_estimate *e = &op->est;
        double x1 = x_of(&ax, op->begin);
        /* by time, a bar ends when its done completes (after the wait) */
        double x2 = timed ? x_at(&ax, e->end_us) : x_of(&ax, op->done ? op->end : (int64_t)positions);
        if (x2 - x1 < 2)
            x2 = x1 + 2;
        int ly = top + (int)op->lane * (LANE + LANE_GAP);
        hloa_strbuf_addf(sb,
                         "<rect class=\"op %s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                         "fill=\"%s\"%s>",
                         hloa_op_kind_name(op->kind), x1, ly, x2 - x1, LANE, timed ? COVERED : UNTIMED,
                         op->done ? "" : " fill-opacity=\"0.4\"");
        op_title(sb, src, m, tc, op, timed);
        hloa_strbuf_adds(sb, "</rect>\n");
        if (timed && e->queued_us > 0) {
            double qw = fmin(e->queued_us * ax.scale, x2 - x1);
            hloa_strbuf_addf(sb,
                             "<rect class=\"queued\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                             "fill=\"%s\"><title>waits %.1f us for its place in flight</title></rect>\n",
                             x1, ly, qw, LANE, QUEUED, e->queued_us);
        }
        if (timed && e->exposed_us > 0) {
            double ew = fmin(e->exposed_us * ax.scale, x2 - x1);
            hloa_strbuf_addf(sb,
                             "<rect class=\"exposed\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                             "fill=\"%s\"><title>exposed %.1f us</title></rect>\n",
                             x2 - ew, ly, ew, LANE, EXPOSED, e->exposed_us);
        }
        for (uint32_t u = 0; u < op->n_updates; u++) {
            double ux = x_of(&ax, op->updates[u]->index);
            hloa_strbuf_addf(sb,
                             "<line class=\"update\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                             "stroke=\"#222\" stroke-width=\"1.5\"/>\n",
                             ux, ly - 2, ux, ly + LANE + 2);
        }
        /* A label inside the bar where it fits, else after it when the lane has room; an op
           of the overview's most exposed is marked with its rank there ("#2 name"). */
        uint32_t sn;
        const char *ss = name_of(m, op->start, &sn);
        uint32_t ln = sn < 40 ? sn : 40;
        size_t rank = rank_of(ranked, n_top, op);
        char mark[24] = "";
        if (rank)
            snprintf(mark, sizeof(mark), "#%zu ", rank);
        double need = 6.5 * (ln + strlen(mark)) + 8;
        int inside = x2 - x1 >= need;
        if (inside || room[i] - x2 >= need || rank) {
            hloa_strbuf_addf(sb, "<text class=\"%s\" x=\"%.1f\" y=\"%d\">%s",
                             inside ? "label" : "label-out", inside ? x1 + 4 : x2 + 3, ly + LANE - 4,
                             mark);
            if (inside || room[i] - x2 >= need) /* no room for its name: its rank alone */
                hloa_svg_xml_text(sb, ss, ln);
            hloa_strbuf_adds(sb, "</text>\n");
        }
    }
    free(room);
    int bottom = top + (int)tc->n_lanes * (LANE + LANE_GAP) + 8; /* a computation here has ops */
    if (t->scheduled) /* the in-flight counts of a scheduled module are known */
        bottom = in_flight_lane(sb, tc, &ax, bottom);
    axis(sb, &ax, bottom);
    hloa_strbuf_adds(sb, "</g>\n");
    return bottom + 30;
}

static void legend(hloa_strbuf *sb, int timed)
{
    static const struct {
        const char *name, *color;
    } timed_keys[] = {{"compute", COMPUTE}, {"covered", COVERED}, {"queued", QUEUED},
                      {"exposed / wait", EXPOSED}},
      untimed_keys[] = {{"start to done", UNTIMED}};
    int n = timed ? 4 : 1;
    for (int k = 0; k < n; k++) {
        int x = LEFT + WIDTH - 460 + k * 120;
        hloa_strbuf_addf(sb,
                         "<rect class=\"legend\" x=\"%d\" y=\"24\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                         "<text class=\"axis\" x=\"%d\" y=\"34\">%s</text>\n",
                         x, timed ? timed_keys[k].color : untimed_keys[k].color, x + 16,
                         timed ? timed_keys[k].name : untimed_keys[k].name);
    }
}

void hloa_chains_svg(hloa_strbuf *sb, hloa_source *src, const hloa_timeline *t, int by_time,
                     long max_ops)
{
    hloa_strbuf body = HLOA_STRBUF_INIT;
    int large = (long)t->n_ops > max_ops;
    hloa_svg_top *top;
    size_t n_top;
    int width = LEFT + WIDTH + RIGHT;
    int y = HEADER;
    y += hloa_svg_overview(&body, src, t, y, width, max_ops,
                           large ? HLOA_SVG_TOP_LARGE : HLOA_SVG_TOP, &top, &n_top);
    int timed = 0; /* some computation is drawn by time */
    for (uint32_t c = 0; c < t->n_comps && !large; c++) {
        if (!t->comps[c].n_ops) /* only synchronous transfers: no async timeline to draw */
            continue;
        timed |= axis_of(t, &t->comps[c], by_time).at_us != NULL;
        y += svg_comp(&body, src, t, &t->comps[c], y, by_time, top, n_top);
    }
    free(top);
    int height = y + 10;
    hloa_strbuf_addf(sb,
                     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                     "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Helvetica, sans-serif\" "
                     "font-size=\"11\">\n",
                     width, height, width, height);
    hloa_strbuf_adds(sb, "<style>.title{font-size:13px;font-weight:bold} .label{fill:#fff} "
                         ".label-out{fill:#333} .axis{fill:#555;font-size:10px} "
                         ".lane-name{fill:#333;font-size:10px} .totals{font-size:12px} "
                         ".heading{font-weight:bold} .summarised{fill:#b00} .top{fill:#222} "
                         ".reason{fill:#555}</style>\n");
    hloa_strbuf_adds(sb, "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n");
    hloa_strbuf_addf(sb, "<text class=\"title\" x=\"%d\" y=\"18\">", LEFT - 82);
    hloa_svg_xml_text(sb, src->path, strlen(src->path));
    if (t->m->name) {
        uint32_t mn;
        const char *mname = hloa_name(t->m, t->m->name, &mn);
        hloa_strbuf_adds(sb, ", module ");
        hloa_svg_xml_text(sb, mname, mn);
    }
    if (large)
        hloa_strbuf_addf(sb, ": async ops summarised (estimated on %s)</text>\n", t->hw.name);
    else if (timed)
        hloa_strbuf_addf(sb, ": async timeline (x = estimated time on %s)</text>\n", t->hw.name);
    else
        hloa_strbuf_adds(sb, ": async timeline (x = schedule position)</text>\n");
    if (!large)
        legend(sb, timed);
    hloa_strbuf_add(sb, body.buf ? body.buf : "", body.len);
    hloa_strbuf_adds(sb, "</svg>\n");
    hloa_strbuf_release(&body);
}
