/* An instruction's name and line as the renderers of the schedule print them. */
#ifndef HLOASYNC_EMIT_INSTR_TEXT_H
#define HLOASYNC_EMIT_INSTR_TEXT_H

#include "hloasync/ir.h"
#include "hloasync/source.h"
#include "hloasync/timeline.h"

#include <stdio.h>

static inline const char *name_of(const hloa_module *m, const hloa_instr *in, uint32_t *len)
{
    return hloa_name(m, in->name, len);
}

static inline uint32_t line_of(hloa_source *src, const hloa_instr *in)
{
    uint32_t line, col;
    hloa_source_linecol(src, in->off, &line, &col);
    return line;
}

/* A time in the unit a person reads it in: "850 ns", "41.0 µs", "1.26 ms", "1.26 s". */
static inline const char *time_text(char *buf, size_t n, double us)
{
    if (us >= 1e6)
        snprintf(buf, n, "%.2f s", us / 1e6);
    else if (us >= 1e3)
        snprintf(buf, n, "%.2f ms", us / 1e3);
    else if (us > 0 && us < 0.05)
        snprintf(buf, n, "%.0f ns", us * 1e3);
    else
        snprintf(buf, n, "%.1f \xc2\xb5s", us);
    return buf;
}

/* "compute 12.0 µs, communication 30.1 µs, exposed 5.2 µs (83% hidden)"; "no communication" */
static inline void totals_text(FILE *out, const hloa_totals *t, int scheduled)
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

/* Why a synchronous transfer is exposed, in every renderer's words. */
#define HLOA_SYNC_WHY "synchronous: the compute stream waits for all of it"

#endif
