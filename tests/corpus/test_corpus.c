/*
 * The unit tests that read a corpus directory of one's own (meson setup
 * -Dcorpus=DIR; docs/testing.md): XLA's test modules in DIR/xla-tests and
 * real dumps in DIR/real. A directory named but missing or incomplete fails.
 */
#include "helpers.h"
#include "readings.h"
#include "spans.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

/* DIR/sub, from HLOA_CORPUS, which the corpus suite sets. */
static void corpus_dir(char *out, size_t n, const char *sub)
{
    const char *dir = getenv("HLOA_CORPUS");
    cr_assert_not_null(dir, "HLOA_CORPUS is not set");
    snprintf(out, n, "%s/%s", dir, sub);
}

Test(corpus, byte_readers_change_nothing, .timeout = 600)
{
    char dir[4096];
    modules_compared = 0;
    corpus_dir(dir, sizeof(dir), "xla-tests");
    cr_assert_geq(compare_dir(dir), 100, "XLA's test modules in %s", dir);
    corpus_dir(dir, sizeof(dir), "real");
    cr_assert_geq(compare_dir(dir), 20, "the real dumps in %s", dir);
    cr_assert_gt(modules_compared, 140, "%ld modules", modules_compared);
    fprintf(stderr, "# %ld modules read both ways\n", modules_compared);
}

Test(corpus, spans_only_estimate_gives_each_op_the_figures_of_the_whole_timeline, .timeout = 300)
{
    char dir[4096];
    corpus_dir(dir, sizeof(dir), "real");
    int dumps = walk_files(dir, is_text_dump, spans_agree);
    cr_assert_geq(dumps, 20, "the real dumps in %s", dir);
    cr_assert_geq(ops_compared, 20, "async ops compared: %d", ops_compared);
    fprintf(stderr, "# %d dumps, %d ops, %d with compute in their spans\n", dumps, ops_compared,
            scheduled_ops_compared);
}
