/*
 * Two estimates of one module that must agree, shared by the unit tests
 * (testdata/) and the corpus suite (tests/corpus/).
 */
#ifndef HLOA_TEST_SPANS_H
#define HLOA_TEST_SPANS_H

#include "helpers.h"

#include "hloasync/async.h"
#include "hloasync/cost.h"
#include "hloasync/timeline.h"

#include <criterion/criterion.h>
#include <math.h>

/*
 * verify's exposure check estimates a timeline of spans only
 * (HLOA_TIMELINE_SPANS: instructions outside every span are not costed);
 * chains estimates the whole. Each op gets the same figures from both, on
 * every module of testdata/ and of the real corpus.
 */
static int ops_compared, scheduled_ops_compared;

static int module_spans_agree(parsed *p, const char *path, size_t r)
{
    hloa_chains chains;
    hloa_chains_find(&p->m, &chains);
    hloa_timeline full, spans;
    hloa_timeline_build_from(&p->m, &chains, HLOA_TIMELINE_FULL, &p->m.arena, &full);
    hloa_timeline_build_from(&p->m, &chains, HLOA_TIMELINE_SPANS, &p->m.arena, &spans);
    hloa_hw hw;
    hloa_hw_default(&hw);
    hloa_timeline_estimate(&full, &hw, &p->m.arena);
    hloa_timeline_estimate(&spans, &hw, &p->m.arena);
    cr_assert_eq(spans.n_ops, full.n_ops, "%s module %zu", path, r);
    /* The whole timeline also lists the computations with only synchronous transfers. */
    uint32_t with_ops = 0;
    for (uint32_t k = 0; k < full.n_comps; k++)
        with_ops += full.comps[k].n_ops > 0;
    cr_assert_eq(spans.n_comps, with_ops, "%s module %zu", path, r);
    for (uint32_t k = 0, j = 0; k < full.n_comps; k++) {
        if (!full.comps[k].n_ops)
            continue;
        const hloa_timeline_comp *sc = &spans.comps[j++];
        cr_assert_eq(sc->comp, full.comps[k].comp);
        cr_assert_eq(sc->n_ops, full.comps[k].n_ops);
        for (uint32_t i = 0; i < full.comps[k].n_ops; i++) {
            const hloa_async_op *a = &full.comps[k].ops[i], *b = &sc->ops[i];
            cr_assert_eq(a->start, b->start, "%s module %zu: same ops in the same order", path, r);
            cr_expect(fabs(b->est.async_us - a->est.async_us) <= 1e-9 * fabs(a->est.async_us) + 1e-9, "%s module %zu op %u: async %g vs %g",
                      path, r, i, b->est.async_us, a->est.async_us);
            /* Sums over fewer instructions: equal up to the rounding of the longer sums. */
            double tolerance = 1e-9 * (full.comps[k].totals.wall_us + 1);
            cr_expect(fabs(b->est.covered_us - a->est.covered_us) <= tolerance,
                      "%s module %zu op %u: covered %.12g vs %.12g", path, r, i, b->est.covered_us,
                      a->est.covered_us);
            cr_expect(fabs(b->est.exposed_us - a->est.exposed_us) <= tolerance,
                      "%s module %zu op %u: exposed %.12g vs %.12g", path, r, i, b->est.exposed_us,
                      a->est.exposed_us);
            cr_expect_eq(b->est.stream, a->est.stream);
            cr_expect_eq(b->est.bytes, a->est.bytes);
            /* and the same factor, read from positions alone in both */
            cr_expect_eq(b->why.factor, a->why.factor, "%s module %zu op %u: why %d vs %d", path,
                         r, i, b->why.factor, a->why.factor);
            cr_expect_eq(b->why.after, a->why.after);
            cr_expect_eq(b->why.before, a->why.before);
            ops_compared++;
            scheduled_ops_compared += p->m.is_scheduled && a->done && a->end - a->begin > 1;
        }
    }
    hloa_chains_release(&chains);
    return 0;
}

static int spans_agree(const char *path)
{
    each_module(path, module_spans_agree);
    return 1;
}

#endif
