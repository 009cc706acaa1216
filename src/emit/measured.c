/*
 * A measured run beside the model (join.h), for `chains --measured`: a
 * section after a module's table (text), a "measured" object (JSON), and
 * the summary per collective kind of where the model is most wrong.
 */
#include "hloasync/emit.h"
#include "hloasync/join.h"
#include "hloasync/strbuf.h"

#include "instr_text.h"
#include "schedule_json.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

/* The most exposed in the run first, then the longest, then the model's order. */
static int by_measured(const void *x, const void *y)
{
    const hloa_joined_op *a = *(const hloa_joined_op *const *)x;
    const hloa_joined_op *b = *(const hloa_joined_op *const *)y;
    double ea = hloa_round_ns(a->exposed.median_us), eb = hloa_round_ns(b->exposed.median_us);
    if (ea != eb)
        return ea > eb ? -1 : 1;
    double ta = hloa_round_ns(a->time.median_us), tb = hloa_round_ns(b->time.median_us);
    if (ta != tb)
        return ta > tb ? -1 : 1;
    return (a > b) - (a < b);
}

/* The joined ops with samples, in the order the outputs list them (heap). */
static const hloa_joined_op **measured_ops(const hloa_join *j)
{
    const hloa_joined_op **v = hloa_xmalloc((j->n_ops + 1) * sizeof *v);
    uint32_t n = 0;
    for (uint32_t k = 0; k < j->n_ops; k++)
        if (j->ops[k].time.n)
            v[n++] = &j->ops[k];
    qsort(v, n, sizeof *v, by_measured);
    return v;
}

/* "the model's time x 3.2", "x 0.25", "-" when the model says 0 */
static const char *ratio_text(char *buf, size_t n, double measured, double predicted)
{
    if (predicted <= 0)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%.2gx", measured / predicted);
    return buf;
}

static const char *module_name(const hloa_run *run, uint32_t module, uint32_t *len)
{
    hloa_sym s = run->modules[module].name;
    if (!s) {
        *len = 1;
        return "?";
    }
    return hloa_run_name_str(run, s, len);
}

/* The model's why of an op in words, names alone. */
static void model_why(const hloa_join *j, const hloa_joined_op *o, char *buf, size_t n)
{
    if (!o->op)
        snprintf(buf, n, "synchronous: the compute stream waits for all of it");
    else
        hloa_why_text(NULL, j->t->m, o->tc, o->op, buf, n);
}

enum { MCOLS = 10 };

/* Columns on a terminal: bytes that start a UTF-8 character ("µ" is two bytes, one column). */
static size_t columns_of(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xc0) != 0x80;
    return n;
}

/* A row of cells, each padded to its column's width, two spaces apart. */
static void row_text(FILE *out, char cells[MCOLS][96], const size_t *width)
{
    fputs("  ", out);
    for (int c = 0; c < MCOLS; c++) {
        fputs(cells[c], out);
        if (c + 1 < MCOLS)
            fprintf(out, "%*s", (int)(width[c] - columns_of(cells[c]) + 2), "");
    }
    fputc('\n', out);
}

static void op_cells(const hloa_join *j, const hloa_joined_op *o, char cells[MCOLS][96])
{
    uint32_t len;
    const char *on = name_of(j->t->m, hloa_joined_instr(o), &len);
    char a[32], b[32];
    snprintf(cells[0], 96, "%s", hloa_joined_kind(o));
    snprintf(cells[1], 96, "%.*s", (int)(len < 90 ? len : 90), on);
    snprintf(cells[2], 96, "%u", o->time.n);
    time_text(cells[3], 96, o->time.median_us);
    snprintf(cells[4], 96, "[%s, %s]", time_text(a, sizeof a, o->time.min_us),
             time_text(b, sizeof b, o->time.max_us));
    time_text(cells[5], 96, hloa_joined_predicted_us(o));
    time_text(cells[6], 96, o->exposed.median_us);
    snprintf(cells[7], 96, "[%s, %s]", time_text(a, sizeof a, o->exposed.min_us),
             time_text(b, sizeof b, o->exposed.max_us));
    time_text(cells[8], 96, hloa_joined_predicted_exposed_us(o));
    snprintf(cells[9], 96, "%s", hloa_exposed_from_name((hloa_exposed_from)o->exposed_from));
}

void hloa_measured_text(FILE *out, const char *path, const hloa_join *j)
{
    const hloa_run *run = j->run;
    const hloa_module *m = j->t->m;
    uint32_t len;
    const char *name = module_name(run, j->module, &len);
    fprintf(out, "\nmeasured: %s (%s), module %.*s: %u device%s; %llu of %llu events naming an "
                 "instruction matched\n",
            path, run->format, (int)len, name, j->n_devices, j->n_devices == 1 ? "" : "s",
            (unsigned long long)j->matched, (unsigned long long)j->named);
    if (j->n_missing) {
        fprintf(out, "  instructions the module lacks (%u):", j->n_missing);
        for (uint32_t i = 0; i < j->n_missing && i < 10; i++)
            fprintf(out, " '%.*s'", (int)j->missing_len[i], j->missing[i]);
        fputs(j->n_missing > 10 ? " ...\n" : "\n", out);
    }
    if (!j->n_measured) {
        fputs("  no async op or collective of the module ran in the profile\n", out);
        return;
    }
    const hloa_joined_op **v = measured_ops(j);
    static const char *const head[MCOLS] = {"kind", "op", "runs", "time", "[min, max]", "model",
                                            "exposed", "[min, max]", "model", "measured by"};
    char cells[MCOLS][96];
    size_t width[MCOLS];
    for (int c = 0; c < MCOLS; c++)
        width[c] = columns_of(head[c]);
    for (uint32_t k = 0; k < j->n_measured; k++) {
        op_cells(j, v[k], cells);
        for (int c = 0; c < MCOLS; c++)
            if (columns_of(cells[c]) > width[c])
                width[c] = columns_of(cells[c]);
    }
    for (int c = 0; c < MCOLS; c++)
        snprintf(cells[c], 96, "%s", head[c]);
    row_text(out, cells, width);
    for (uint32_t k = 0; k < j->n_measured; k++) {
        char why[512];
        op_cells(j, v[k], cells);
        row_text(out, cells, width);
        model_why(j, v[k], why, sizeof why);
        fprintf(out, "       model: %s\n", why);
    }
    free(v);
    fputs("  where the model is most wrong, per collective kind:\n", out);
    for (uint32_t r = 0; r < j->n_kinds; r++) {
        const hloa_join_kind *kr = &j->kinds[r];
        char a[32], b[32], c[32], d[32], x[32], y[32], z[32];
        const char *wn = name_of(m, hloa_joined_instr(kr->worst), &len);
        fprintf(out,
                "    %s (%u op%s): time %s measured / %s model = %s; exposed %s / %s = %s; most "
                "wrong '%.*s' (%s)\n",
                kr->kind, kr->n, kr->n == 1 ? "" : "s", time_text(a, sizeof a, kr->measured_us),
                time_text(b, sizeof b, kr->predicted_us),
                ratio_text(x, sizeof x, kr->measured_us, kr->predicted_us),
                time_text(c, sizeof c, kr->measured_exposed_us),
                time_text(d, sizeof d, kr->predicted_exposed_us),
                ratio_text(y, sizeof y, kr->measured_exposed_us, kr->predicted_exposed_us),
                (int)len, wn,
                ratio_text(z, sizeof z, kr->worst->time.median_us,
                           hloa_joined_predicted_us(kr->worst)));
    }
}

static cJSON *figure_json(const hloa_measured *f)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "median_us", hloa_round_figure(f->median_us));
    cJSON_AddNumberToObject(o, "min_us", hloa_round_figure(f->min_us));
    cJSON_AddNumberToObject(o, "max_us", hloa_round_figure(f->max_us));
    return o;
}

static void add_name(cJSON *o, const char *key, const char *s, uint32_t len)
{
    char *copy = strndup(s, len);
    cJSON_AddStringToObject(o, key, copy);
    free(copy);
}

cJSON *hloa_measured_json(hloa_source *src, const char *path, const hloa_join *j)
{
    const hloa_run *run = j->run;
    const hloa_module *m = j->t->m;
    cJSON *o = cJSON_CreateObject();
    uint32_t len;
    cJSON_AddStringToObject(o, "file", path);
    cJSON_AddStringToObject(o, "format", run->format);
    const char *name = module_name(run, j->module, &len);
    add_name(o, "module", name, len);
    int64_t pid = run->modules[j->module].program_id;
    char id[32];
    snprintf(id, sizeof id, "%llu", (unsigned long long)pid);
    if (pid == -1)
        cJSON_AddNullToObject(o, "program_id");
    else
        cJSON_AddStringToObject(o, "program_id", id); /* 64 bits: more than a JSON number holds */
    cJSON_AddNumberToObject(o, "devices", j->n_devices);
    cJSON_AddNumberToObject(o, "events_naming_an_instruction", (double)j->named);
    cJSON_AddNumberToObject(o, "events_matched", (double)j->matched);
    cJSON *missing = cJSON_AddArrayToObject(o, "instructions_missing");
    for (uint32_t i = 0; i < j->n_missing; i++) {
        char *s = strndup(j->missing[i], j->missing_len[i]);
        cJSON_AddItemToArray(missing, cJSON_CreateString(s));
        free(s);
    }
    cJSON *ops = cJSON_AddArrayToObject(o, "ops");
    const hloa_joined_op **v = measured_ops(j);
    for (uint32_t k = 0; k < j->n_measured; k++) {
        const hloa_joined_op *jo = v[k];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "kind", hloa_joined_kind(jo));
        cJSON_AddItemToObject(e, "instruction", hloa_instr_json(src, m, hloa_joined_instr(jo)));
        cJSON_AddBoolToObject(e, "async", jo->op != NULL);
        cJSON_AddNumberToObject(e, "runs", jo->time.n);
        cJSON_AddNumberToObject(e, "devices", jo->devices);
        cJSON_AddItemToObject(e, "time", figure_json(&jo->time));
        cJSON_AddItemToObject(e, "exposed", figure_json(&jo->exposed));
        cJSON_AddStringToObject(e, "exposed_from",
                                hloa_exposed_from_name((hloa_exposed_from)jo->exposed_from));
        cJSON *model = cJSON_AddObjectToObject(e, "model");
        cJSON_AddNumberToObject(model, "time_us", hloa_round_figure(hloa_joined_predicted_us(jo)));
        cJSON_AddNumberToObject(model, "exposed_us",
                                hloa_round_figure(hloa_joined_predicted_exposed_us(jo)));
        if (jo->op) {
            const hloa_why *w = &jo->op->why;
            char text[512];
            model_why(j, jo, text, sizeof text);
            cJSON_AddStringToObject(model, "factor", hloa_why_factor_name((hloa_why_factor)w->factor));
            cJSON_AddStringToObject(model, "why", text);
            cJSON_AddItemToObject(model, "start_after", hloa_instr_json(src, m, w->after));
            cJSON_AddItemToObject(model, "done_before", hloa_instr_json(src, m, w->before));
        }
        cJSON_AddItemToArray(ops, e);
    }
    free(v);
    cJSON *kinds = cJSON_AddArrayToObject(o, "most_wrong_per_kind");
    for (uint32_t r = 0; r < j->n_kinds; r++) {
        const hloa_join_kind *kr = &j->kinds[r];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "kind", kr->kind);
        cJSON_AddNumberToObject(e, "ops", kr->n);
        cJSON_AddNumberToObject(e, "measured_us", hloa_round_figure(kr->measured_us));
        cJSON_AddNumberToObject(e, "model_us", hloa_round_figure(kr->predicted_us));
        cJSON_AddNumberToObject(e, "measured_exposed_us", hloa_round_figure(kr->measured_exposed_us));
        cJSON_AddNumberToObject(e, "model_exposed_us", hloa_round_figure(kr->predicted_exposed_us));
        const char *wn = name_of(m, hloa_joined_instr(kr->worst), &len);
        add_name(e, "most_wrong", wn, len);
        hloa_add_number_or_null(e, "most_wrong_ratio", hloa_round_figure(kr->worst_ratio),
                                kr->worst_ratio > 0);
        cJSON_AddItemToArray(kinds, e);
    }
    return o;
}

/* ---- SVG ---- */

/* A time as time_text writes it, "us" for "µs" (the SVG's text is ASCII, as svg.c's). */
static const char *svg_time(char *buf, size_t n, double us)
{
    time_text(buf, n, us);
    size_t len = strlen(buf);
    if (len >= 3 && !strcmp(buf + len - 3, "\xc2\xb5s"))
        memcpy(buf + len - 3, "us", 3);
    return buf;
}

static const char MODEL[] = "#bab0ac", MEASURED[] = "#4e79a7", WAIT[] = "#e15759";

/* An attribute of the root element of an SVG document ("width", "height"), or fallback. */
static int root_attr(const char *svg, size_t len, const char *name, int fallback)
{
    const char *root = hloa_find(svg, len, "<svg", 4);
    if (!root)
        return fallback;
    const char *end = memchr(root, '>', len - (size_t)(root - svg));
    char key[32];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *at = end ? hloa_find(root, (size_t)(end - root), key, strlen(key)) : NULL;
    return at ? atoi(at + strlen(key)) : fallback;
}

/* A bar of a row: [0, us) from x0 on the scale, its exposed end in red. */
static void bar(hloa_strbuf *sb, double x0, double scale, double y, double us, double exposed_us,
                const char *fill, const char *tip)
{
    double w = us * scale, e = (exposed_us < us ? exposed_us : us) * scale;
    hloa_strbuf_addf(sb, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"9\" fill=\"%s\"><title>",
                     x0, y, w > 0.5 ? w : 0.5, fill);
    hloa_strbuf_add_xml(sb, tip, strlen(tip));
    hloa_strbuf_adds(sb, "</title></rect>");
    if (e > 0)
        hloa_strbuf_addf(sb, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"9\" fill=\"%s\"/>",
                         x0 + w - e, y, e, WAIT);
    hloa_strbuf_adds(sb, "\n");
}

void hloa_measured_svg(hloa_strbuf *sb, const char *chains_svg, size_t len, const char *path,
                       const hloa_join *j)
{
    enum { ROW = 30, HEAD = 64, LABEL = 220 };
    int w = root_attr(chains_svg, len, "width", 1000), h = root_attr(chains_svg, len, "height", 0);
    if (w < 600)
        w = 600;
    uint32_t rows = j->n_measured;
    int mh = HEAD + (int)rows * ROW + 12;
    hloa_strbuf_addf(sb,
                     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                     "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Helvetica, sans-serif\" "
                     "font-size=\"11\">\n",
                     w, h + mh, w, h + mh);
    /* the chains picture as it is, without its XML declaration */
    const char *inner = hloa_find(chains_svg, len, "<svg", 4);
    if (inner)
        hloa_strbuf_add(sb, inner, len - (size_t)(inner - chains_svg));
    hloa_strbuf_addf(sb, "<g class=\"measured\" transform=\"translate(0,%d)\">\n", h);
    hloa_strbuf_addf(sb, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", w, mh);
    uint32_t len_name;
    const char *name = module_name(j->run, j->module, &len_name);
    hloa_strbuf_adds(sb, "<text x=\"8\" y=\"18\" font-size=\"13\" font-weight=\"bold\">measured: ");
    hloa_strbuf_add_xml(sb, path, strlen(path));
    hloa_strbuf_addf(sb, " (%s), module ", j->run->format);
    hloa_strbuf_add_xml(sb, name, len_name);
    hloa_strbuf_addf(sb, ": %u device%s, %llu of %llu events matched</text>\n", j->n_devices,
                     j->n_devices == 1 ? "" : "s", (unsigned long long)j->matched,
                     (unsigned long long)j->named);
    static const struct {
        const char *fill, *text;
    } legend[] = {{MODEL, "model: time"}, {MEASURED, "measured: median time, [min, max]"},
                  {WAIT, "exposed (the wait at the done)"}};
    for (int k = 0; k < 3; k++)
        hloa_strbuf_addf(sb,
                         "<rect x=\"%d\" y=\"28\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                         "<text x=\"%d\" y=\"38\" fill=\"#555\" font-size=\"10\">%s</text>\n",
                         8 + 220 * k, legend[k].fill, 24 + 220 * k, legend[k].text);
    const hloa_joined_op **v = measured_ops(j);
    double top = 0;
    for (uint32_t k = 0; k < rows; k++) {
        double p = hloa_joined_predicted_us(v[k]);
        top = p > top ? p : top;
        top = v[k]->time.max_us > top ? v[k]->time.max_us : top;
    }
    double scale = top > 0 ? (w - LABEL - 20) / top : 0;
    for (uint32_t k = 0; k < rows; k++) {
        const hloa_joined_op *o = v[k];
        double y = HEAD + k * ROW;
        uint32_t n;
        const char *on = name_of(j->t->m, hloa_joined_instr(o), &n);
        hloa_strbuf_addf(sb, "<text x=\"8\" y=\"%.1f\" fill=\"#333\">", y + 14);
        hloa_strbuf_add_xml(sb, on, n);
        hloa_strbuf_addf(sb, " (%s)</text>\n", hloa_joined_kind(o));
        char why[512], tip[768], a[32], b[32], c[32], d[32];
        model_why(j, o, why, sizeof why);
        snprintf(tip, sizeof tip, "model: time %s, exposed %s; %s",
                 svg_time(a, sizeof a, hloa_joined_predicted_us(o)),
                 svg_time(b, sizeof b, hloa_joined_predicted_exposed_us(o)), why);
        bar(sb, LABEL, scale, y, hloa_joined_predicted_us(o), hloa_joined_predicted_exposed_us(o),
            MODEL, tip);
        snprintf(tip, sizeof tip, "measured (%u runs): time %s [%s, %s], exposed %s (%s)", o->time.n,
                 svg_time(a, sizeof a, o->time.median_us), svg_time(b, sizeof b, o->time.min_us),
                 svg_time(c, sizeof c, o->time.max_us), svg_time(d, sizeof d, o->exposed.median_us),
                 hloa_exposed_from_name((hloa_exposed_from)o->exposed_from));
        bar(sb, LABEL, scale, y + 11, o->time.median_us, o->exposed.median_us, MEASURED, tip);
        double x1 = LABEL + o->time.min_us * scale, x2 = LABEL + o->time.max_us * scale;
        hloa_strbuf_addf(sb,
                         "<path d=\"M%.1f %.1fv5M%.1f %.1fH%.1fM%.1f %.1fv5\" stroke=\"#333\" "
                         "fill=\"none\"/>\n",
                         x1, y + 13, x1, y + 15.5, x2, x2, y + 13);
    }
    free(v);
    char a[32];
    double y = HEAD + rows * ROW;
    hloa_strbuf_addf(sb,
                     "<path d=\"M%d %.1fH%d\" stroke=\"#999\"/><text x=\"%d\" y=\"%.1f\" "
                     "fill=\"#555\" font-size=\"10\">0</text><text x=\"%d\" y=\"%.1f\" "
                     "fill=\"#555\" font-size=\"10\" text-anchor=\"end\">%s</text>\n",
                     LABEL, y, w - 20, LABEL, y + 11, w - 20, y + 11, svg_time(a, sizeof a, top));
    hloa_strbuf_adds(sb, "</g>\n</svg>\n");
}
