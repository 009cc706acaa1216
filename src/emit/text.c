/* Human diagnostics in the GCC/Clang layout, with a source excerpt and caret. */
#include "hloasync/emit.h"

#include "hloasync/strbuf.h"

#include <string.h>

enum { WINDOW = 160 }; /* longest source excerpt shown, in bytes */

static const char *severity_color(hloa_severity s)
{
    return s == HLOA_SEV_ERROR ? "\033[1;31m" : s == HLOA_SEV_WARNING ? "\033[1;35m" : "\033[1;36m";
}

/* The excerpt: `  LINE | text` then `       | ^~~~`, long lines cut around the column. */
static void excerpt(hloa_strbuf *sb, hloa_source *src, uint32_t off, uint32_t end, int color)
{
    uint32_t lb, le, line, col;
    hloa_source_line_span(src, off, &lb, &le);
    hloa_source_linecol(src, off, &line, &col);
    uint32_t from = lb, to = le;
    if (to - from > WINDOW) {
        from = off - lb > WINDOW / 3 ? off - WINDOW / 3 : lb;
        to = from + WINDOW < le ? from + WINDOW : le;
    }
    if (end > to)
        end = to;
    if (end <= off)
        end = off + 1;
    char gutter[32];
    int gw = snprintf(gutter, sizeof(gutter), "%5u", line);
    hloa_strbuf_addf(sb, "%s | %s", gutter, from > lb ? "..." : "");
    for (uint32_t i = from; i < to; i++) {
        unsigned char c = (unsigned char)src->text[i];
        hloa_strbuf_addc(sb, (c == '\t' || (c >= 0x20 && c < 0x7f)) ? (char)c : '?');
    }
    hloa_strbuf_adds(sb, to < le ? "...\n" : "\n");
    hloa_strbuf_addf(sb, "%*s | %s", gw, "", from > lb ? "   " : "");
    for (uint32_t i = from; i < off && i < to; i++)
        hloa_strbuf_addc(sb, src->text[i] == '\t' ? '\t' : ' ');
    if (color)
        hloa_strbuf_adds(sb, "\033[1;32m");
    hloa_strbuf_addc(sb, '^');
    for (uint32_t i = off + 1; i < end; i++)
        hloa_strbuf_addc(sb, '~');
    if (color)
        hloa_strbuf_adds(sb, "\033[0m");
    hloa_strbuf_addc(sb, '\n');
}

static void location(hloa_strbuf *sb, hloa_source *src, uint32_t off, hloa_severity sev,
                     int color)
{
    uint32_t line, col;
    hloa_source_linecol(src, off, &line, &col);
    if (color)
        hloa_strbuf_adds(sb, "\033[1m");
    hloa_strbuf_addf(sb, "%s:%u:%u: ", src->path, line, col);
    if (color)
        hloa_strbuf_addf(sb, "%s%s:\033[0m ", severity_color(sev), hloa_severity_name(sev));
    else
        hloa_strbuf_addf(sb, "%s: ", hloa_severity_name(sev));
}

void hloa_emit_text(FILE *out, hloa_source *src, const hloa_diags *d, int color)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    for (size_t i = 0; i < d->list.len; i++) {
        const hloa_diag *dg = &d->list.items[i];
        hloa_strbuf_clear(&sb);
        location(&sb, src, dg->off, dg->severity, color);
        hloa_strbuf_addf(&sb, "%s [%s]\n", dg->message, hloa_rules[dg->rule].id);
        excerpt(&sb, src, dg->off, dg->end, color);
        for (uint32_t k = 0; k < dg->n_related; k++) {
            location(&sb, src, dg->related[k].off, HLOA_SEV_NOTE, color);
            hloa_strbuf_addf(&sb, "%s\n", dg->related[k].message);
            excerpt(&sb, src, dg->related[k].off, dg->related[k].off + 1, color);
        }
        fwrite(sb.buf, 1, sb.len, out);
    }
    if (d->dropped)
        fprintf(out, "%s: note: %u more diagnostics not shown\n", src->path, d->dropped);
    hloa_strbuf_release(&sb);
}
