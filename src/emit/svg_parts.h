/*
 * The parts of a module's SVG picture that svg.c draws around its detail
 * (svg_overview.c): the overview above it, and the XML text both write.
 */
#ifndef HLOASYNC_EMIT_SVG_PARTS_H
#define HLOASYNC_EMIT_SVG_PARTS_H

#include "hloasync/source.h"
#include "hloasync/strbuf.h"
#include "hloasync/timeline.h"

/* The overview lists the HLOA_SVG_TOP most exposed, or HLOA_SVG_TOP_LARGE of a module
   summarised (more async ops than hloa_chains_svg's max_ops). */
enum { HLOA_SVG_TOP = 5, HLOA_SVG_TOP_LARGE = 50 };

/* One of the most exposed: an async op or a synchronous transfer. */
typedef struct hloa_svg_top {
    const hloa_timeline_comp *tc;
    const hloa_async_op *op;  /* or NULL */
    const hloa_sync_op *sync; /* or NULL */
    double exposed_us;
} hloa_svg_top;

/* s[0, n) as XML character data (markup escaped, control bytes left out). */
void hloa_svg_xml_text(hloa_strbuf *sb, const char *s, size_t n);
/*
 * The overview of t at vertical offset y, width pixels wide: its totals, the
 * most exposed ops and transfers (up to max_top; their ranks into *top, heap,
 * *n_top entries) labelled with why, in the words of `chains`, and the
 * computations that leave the most exposed; with more async ops than max_ops, a line
 * saying that no op is drawn. Returns the height used.
 */
int hloa_svg_overview(hloa_strbuf *sb, hloa_source *src, const hloa_timeline *t, int y, int width,
                      long max_ops, size_t max_top, hloa_svg_top **top, size_t *n_top);

#endif
