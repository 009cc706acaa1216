/*
 * The byte readers of the fast path (src/hlo/quick.c) change nothing but
 * speed: every module of testdata/, read by the grammar alone and with the
 * byte readers, gives the same module, the same diagnostics and the same
 * spans (readings.h; the corpus suite does the same over the corpora).
 */
#include "readings.h"

#include <criterion/criterion.h>
#include <stdlib.h>

Test(grammar, byte_readers_change_nothing_on_testdata)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir);
    cr_assert_gt(compare_dir(dir), 80);
}
