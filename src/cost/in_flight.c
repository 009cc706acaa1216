/*
 * Ops and bytes in flight over one run of a computation, on the clock
 * (timeline.h, hloa_in_flight_steps): an op is in flight from when its start
 * is reached to when its done completes. The trace's counters and the SVG's
 * in-flight lane both draw these steps, so the two agree.
 */
#include "hloasync/arena.h"
#include "hloasync/timeline.h"

#include <stdlib.h>

/* A point where the counts change: an op begins or ends. */
typedef struct change {
    double at_us;
    int ops;      /* +1 or -1 */
    double bytes; /* + or - the op's bytes */
} change;

static int by_time(const void *a, const void *b)
{
    const change *x = a, *y = b;
    if (x->at_us != y->at_us)
        return x->at_us < y->at_us ? -1 : 1;
    return x->ops - y->ops; /* an end before a begin at the same time */
}

hloa_flight_step *hloa_in_flight_steps(const hloa_timeline_comp *tc, size_t *n_steps)
{
    change *ch = hloa_xcalloc(2 * (size_t)tc->n_ops + 1, sizeof(change));
    size_t n = 0;
    for (uint32_t i = 0; i < tc->n_ops; i++) {
        const hloa_estimate *e = &tc->ops[i].est;
        ch[n++] = (change){e->begin_us, 1, e->bytes};
        ch[n++] = (change){e->end_us, -1, -e->bytes};
    }
    if (n > 1)
        qsort(ch, n, sizeof(change), by_time);
    hloa_flight_step *steps = hloa_xcalloc(n + 1, sizeof(hloa_flight_step));
    size_t k = 0;
    long ops = 0;
    double bytes = 0;
    for (size_t i = 0; i < n; i++) {
        ops += ch[i].ops;
        bytes += ch[i].bytes;
        if (i + 1 < n && ch[i + 1].at_us == ch[i].at_us)
            continue; /* one step a time */
        steps[k++] = (hloa_flight_step){ch[i].at_us, (uint32_t)ops, bytes < 0.5 ? 0 : bytes};
    }
    free(ch);
    *n_steps = k;
    return steps;
}
