/*
 * The overview at the top of a module's SVG picture (svg_parts.h): what a
 * person reads first, before the lanes. Its totals (compute, communication,
 * exposed, hidden), the ops and transfers that leave the most exposed, each
 * labelled in the picture with why (the words of `chains`, not a tooltip),
 * and the computations that leave the most exposed.
 */
#include "svg_parts.h"

#include "instr_text.h"

#include <stdlib.h>
#include <string.h>

enum { MARGIN = 8, TEXT_X = 90, BAR = 70, LINE = 14, REASON_CHARS = 210 };

static const char EXPOSED[] = "#e15759";

void hloa_svg_xml_text(hloa_strbuf *sb, const char *s, size_t n)
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

/* A time as the picture writes it (ASCII: "us", as its tooltips). */
static const char *us_text(char *buf, size_t n, double us)
{
    if (us >= 1e6)
        snprintf(buf, n, "%.2f s", us / 1e6);
    else if (us >= 1e3)
        snprintf(buf, n, "%.2f ms", us / 1e3);
    else
        snprintf(buf, n, "%.1f us", us);
    return buf;
}

/* The most exposed first (to the nanosecond, as `chains` orders them), then text order. */
static int by_exposed(const void *x, const void *y)
{
    const hloa_svg_top *a = x, *b = y;
    if (a->op && b->op && a->tc == b->tc)
        return hloa_more_exposed(a->op, b->op) ? -1 : hloa_more_exposed(b->op, a->op);
    double ea = hloa_round_ns(a->exposed_us), eb = hloa_round_ns(b->exposed_us);
    if (ea != eb)
        return ea > eb ? -1 : 1;
    const hloa_instr *ia = a->op ? a->op->start : a->sync->in,
                     *ib = b->op ? b->op->start : b->sync->in;
    return ia->off < ib->off ? -1 : ia->off > ib->off;
}

/* Every op and transfer that leaves something exposed, the most first; the first max kept. */
static hloa_svg_top *rank(const hloa_timeline *t, size_t max, size_t *n_out)
{
    HLOA_VEC(hloa_svg_top) all = {0};
    for (uint32_t c = 0; c < t->n_comps; c++) {
        const hloa_timeline_comp *tc = &t->comps[c];
        for (uint32_t i = 0; i < tc->n_ops; i++)
            if (hloa_round_ns(tc->ops[i].est.exposed_us) > 0)
                HLOA_VEC_PUSH(all,
                              ((hloa_svg_top){tc, &tc->ops[i], NULL, tc->ops[i].est.exposed_us}));
        for (uint32_t i = 0; i < tc->n_syncs; i++)
            if (hloa_round_ns(tc->syncs[i].time_us) > 0)
                HLOA_VEC_PUSH(all, ((hloa_svg_top){tc, NULL, &tc->syncs[i], tc->syncs[i].time_us}));
    }
    if (all.len > 1)
        qsort(all.items, all.len, sizeof(hloa_svg_top), by_exposed);
    *n_out = all.len < max ? all.len : max;
    return all.items;
}

/* "#1 name (all-reduce-start, line 12, computation main): exposed 30.4 us of 39.9 us", then
   the reason on a line of its own, under a bar as long as its share of the most exposed. */
static int top_entry(hloa_strbuf *sb, hloa_source *src, const hloa_module *m, const hloa_svg_top *e,
                     size_t k, double most, int y)
{
    char a[32], b[32], why[512];
    const hloa_instr *in = e->op ? e->op->start : e->sync->in;
    uint32_t n, cn;
    const char *name = name_of(m, in, &n);
    const char *comp = hloa_name(m, e->tc->comp->name, &cn);
    hloa_strbuf_addf(sb,
                     "<rect class=\"top-bar\" x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"10\" "
                     "fill=\"%s\"/>\n",
                     MARGIN + BAR - (int)(BAR * e->exposed_us / most + 0.5), y - 9,
                     BAR * e->exposed_us / most, EXPOSED);
    hloa_strbuf_addf(sb, "<text class=\"top\" x=\"%d\" y=\"%d\">#%zu ", TEXT_X, y, k + 1);
    hloa_svg_xml_text(sb, name, n);
    hloa_strbuf_addf(sb, " (%s, line %u, computation ",
                     e->op ? hloa_async_op_label(e->op) : hloa_opcodes[e->sync->opcode].name,
                     line_of(src, in));
    hloa_svg_xml_text(sb, comp, cn);
    hloa_strbuf_addf(sb, "): exposed %s of %s</text>\n", us_text(a, sizeof(a), e->exposed_us),
                     us_text(b, sizeof(b), e->op ? e->op->est.async_us : e->sync->time_us));
    if (e->op)
        hloa_why_text(src, m, e->tc, e->op, why, sizeof(why));
    else
        snprintf(why, sizeof(why), "%s", HLOA_SYNC_WHY);
    size_t len = strlen(why);
    hloa_strbuf_addf(sb, "<text class=\"reason\" x=\"%d\" y=\"%d\">", TEXT_X + 22, y + LINE - 1);
    hloa_svg_xml_text(sb, why, len < REASON_CHARS ? len : REASON_CHARS);
    hloa_strbuf_addf(sb, "%s</text>\n", len > REASON_CHARS ? "..." : "");
    return 2 * LINE + 2;
}

static int by_comp_exposed(const void *x, const void *y)
{
    const hloa_timeline_comp *a = *(const hloa_timeline_comp *const *)x,
                             *b = *(const hloa_timeline_comp *const *)y;
    double ea = hloa_round_ns(a->totals.exposed_us), eb = hloa_round_ns(b->totals.exposed_us);
    if (ea != eb)
        return ea > eb ? -1 : 1;
    return a->comp->index < b->comp->index ? -1 : a->comp->index > b->comp->index;
}

/* The computations that leave the most exposed in one run, when there are several. */
static int by_computation(hloa_strbuf *sb, const hloa_timeline *t, size_t max, int y)
{
    const hloa_timeline_comp **of = hloa_xcalloc(t->n_comps + 1, sizeof(*of));
    size_t n = 0;
    for (uint32_t c = 0; c < t->n_comps; c++)
        if (hloa_round_ns(t->comps[c].totals.exposed_us) > 0)
            of[n++] = &t->comps[c];
    int h = 0;
    if (n > 1) {
        qsort(of, n, sizeof(*of), by_comp_exposed);
        hloa_strbuf_addf(sb,
                         "<text class=\"heading\" x=\"%d\" y=\"%d\">most exposed computations "
                         "(one run of each)</text>\n",
                         MARGIN, y + h);
        h += LINE + 2;
        for (size_t k = 0; k < n && k < max; k++) {
            char a[32], b[32];
            uint32_t cn;
            const char *name = hloa_name(t->m, of[k]->comp->name, &cn);
            hloa_strbuf_addf(sb, "<text class=\"top\" x=\"%d\" y=\"%d\">", TEXT_X, y + h);
            hloa_svg_xml_text(sb, name, cn);
            hloa_strbuf_addf(sb, ": exposed %s of %s communication; %u async op%s</text>\n",
                             us_text(a, sizeof(a), of[k]->totals.exposed_us),
                             us_text(b, sizeof(b), of[k]->totals.communication_us), of[k]->n_ops,
                             of[k]->n_ops == 1 ? "" : "s");
            h += LINE;
        }
        h += 6;
    }
    free(of);
    return h;
}

int hloa_svg_overview(hloa_strbuf *sb, hloa_source *src, const hloa_timeline *t, int y, int width,
                      long max_ops, size_t max_top, hloa_svg_top **top, size_t *n_top)
{
    char a[32], b[32], c[32];
    const hloa_totals *tt = &t->totals;
    int h = 14;
    hloa_strbuf_addf(sb, "<g class=\"overview\" transform=\"translate(0,%d)\">\n", y);
    hloa_strbuf_addf(sb, "<text class=\"totals\" x=\"%d\" y=\"%d\">compute %s, communication %s",
                     MARGIN, h, us_text(a, sizeof(a), tt->compute_us),
                     us_text(b, sizeof(b), tt->communication_us));
    if (!t->scheduled)
        hloa_strbuf_adds(sb, " (not scheduled: no exposure estimate)");
    else if (tt->communication_us >= 0.0005)
        hloa_strbuf_addf(sb, ", exposed %s (%.0f%% hidden)", us_text(c, sizeof(c), tt->exposed_us),
                         100 * hloa_hidden_fraction(tt));
    hloa_strbuf_addf(sb, "; %u async op%s, %u synchronous transfer%s</text>\n", t->n_ops,
                     t->n_ops == 1 ? "" : "s", t->n_syncs, t->n_syncs == 1 ? "" : "s");
    h += LINE + 4;
    *top = NULL;
    *n_top = 0;
    if (t->scheduled)
        *top = rank(t, max_top, n_top);
    if ((long)t->n_ops > max_ops) {
        hloa_strbuf_addf(sb,
                         "<text class=\"summarised\" x=\"%d\" y=\"%d\">"
                         "%u async ops, more than %ld: no op is drawn",
                         MARGIN, h, t->n_ops, max_ops);
        if (t->scheduled)
            hloa_strbuf_addf(sb, ", the %zu most exposed are listed (at most %zu;", *n_top, max_top);
        else /* nothing to rank */
            hloa_strbuf_adds(sb, " (not scheduled: no exposure to rank them by;");
        hloa_strbuf_adds(sb, " --format=json or --format=trace holds every op)</text>\n");
        h += LINE + 4;
    }
    if (t->scheduled) {
        if (*n_top) {
            hloa_strbuf_addf(sb,
                             "<text class=\"heading\" x=\"%d\" y=\"%d\">"
                             "most exposed (of one run of its computation), and why</text>\n",
                             MARGIN, h);
            h += LINE + 4;
        }
        for (size_t k = 0; k < *n_top; k++)
            h += top_entry(sb, src, t->m, &(*top)[k], k, (*top)[0].exposed_us, h);
        h += by_computation(sb, t, (long)t->n_ops > max_ops ? 10 : 5, h + 4) + 4;
    }
    hloa_strbuf_addf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ccc\"/>\n</g>\n",
                     MARGIN, h, width - MARGIN, h);
    return h + 10;
}
