/*
 * Every module in testdata/ that parses cleanly round-trips: parse, print
 * the whole module, parse the printed text, and the two IRs are equal.
 */
#include "helpers.h"

#include "hloasync/print.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Round-trips every module of one file; returns how many modules were checked. */
static int roundtrip_file(const char *path)
{
    hloa_source src;
    char err[256];
    cr_assert_eq(hloa_source_load(&src, path, NULL, err, sizeof(err)), 0, "%s: %s", path, err);
    hloa_region *regions;
    size_t n = hloa_source_regions(&src, 1, &regions);
    int checked = 0;
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(&src, regions[r]))
            continue;
        hloa_diags d1;
        hloa_diags_init(&d1);
        hloa_module a;
        hloa_module_init(&a, &src, regions[r]);
        if (hloa_parse_module(&a, &d1) == 0) {
            hloa_print_style st = hloa_print_style_of(&a);
            hloa_strbuf out = HLOA_STRBUF_INIT;
            hloa_print_module(&out, &a, &st);
            hloa_source src2;
            hloa_source_init_mem(&src2, "printed", out.buf, out.len);
            hloa_diags d2;
            hloa_diags_init(&d2);
            hloa_module b;
            hloa_module_init(&b, &src2, (hloa_region){0, src2.len});
            int errors = hloa_parse_module(&b, &d2);
            cr_expect_eq(errors, 0, "%s module %zu: the printed text has errors: %s\n%s", path, r,
                         d2.list.len ? d2.list.items[0].message : "", out.buf);
            char why[256] = "";
            cr_expect(errors || hloa_module_equal(&a, &b, why, sizeof(why)),
                      "%s module %zu: %s", path, r, why);
            checked++;
            hloa_module_release(&b);
            hloa_diags_release(&d2);
            hloa_source_release(&src2);
            hloa_strbuf_release(&out);
        }
        hloa_module_release(&a);
        hloa_diags_release(&d1);
    }
    free(regions);
    hloa_source_release(&src);
    return checked;
}

static int files_seen;

static int count_and_roundtrip(const char *path)
{
    files_seen++;
    return roundtrip_file(path);
}

Test(roundtrip, every_testdata_module)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir, "HLOA_TESTDATA must name the testdata directory");
    int checked = walk_hlo_files(dir, count_and_roundtrip);
    cr_assert_gt(files_seen, 10, "found only %d test files", files_seen);
    cr_assert_gt(checked, 10, "only %d modules parsed cleanly", checked);
}
