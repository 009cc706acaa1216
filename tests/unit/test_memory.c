/* Arena, interning, string buffers, source line tables, the editor. */
#include "hloasync/arena.h"
#include "hloasync/edit.h"
#include "hloasync/intern.h"
#include "hloasync/source.h"
#include "hloasync/strbuf.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

Test(arena, alignment_zeroing_and_big_blocks)
{
    hloa_arena a;
    hloa_arena_init(&a);
    for (int i = 1; i < 1000; i++) {
        char *p = hloa_arena_alloc(&a, (size_t)i);
        cr_assert_eq((uintptr_t)p % 8, 0);
        memset(p, 0xAB, (size_t)i);
    }
    int *z = hloa_arena_calloc(&a, 1000, sizeof(int));
    for (int i = 0; i < 1000; i++)
        cr_assert_eq(z[i], 0);
    char *big = hloa_arena_alloc(&a, 10 << 20);
    big[(10 << 20) - 1] = 1;
    cr_assert_str_eq(hloa_arena_printf(&a, "%s-%d", "x", 7), "x-7");
    cr_assert_str_eq(hloa_arena_strndup(&a, "hello", 4), "hell");
    hloa_arena_release(&a);
    cr_assert_null(a.blocks);
}

Test(intern, equal_strings_equal_symbols)
{
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_interner in;
    hloa_interner_init(&in, &a);
    char buf[64];
    hloa_sym syms[5000];
    for (int i = 0; i < 5000; i++) {
        snprintf(buf, sizeof(buf), "name.%d", i);
        syms[i] = hloa_intern_copy(&in, buf, strlen(buf));
        cr_assert_neq(syms[i], 0);
    }
    for (int i = 0; i < 5000; i++) {
        snprintf(buf, sizeof(buf), "name.%d", i);
        cr_assert_eq(hloa_intern_find(&in, buf, strlen(buf)), syms[i]);
        uint32_t n;
        const char *s = hloa_sym_str(&in, syms[i], &n);
        cr_assert_eq(n, strlen(buf));
        cr_assert_eq(memcmp(s, buf, n), 0);
    }
    cr_assert_eq(hloa_intern_find(&in, "absent", 6), 0);
    cr_assert_eq(hloa_intern(&in, "", 0), 0, "the empty name is symbol 0");
    hloa_interner_release(&in);
    hloa_arena_release(&a);
}

Test(strbuf, grows_and_detaches)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    for (int i = 0; i < 10000; i++)
        hloa_strbuf_addf(&sb, "%d,", i % 10);
    cr_assert_eq(sb.len, 20000);
    size_t n;
    char *p = hloa_strbuf_detach(&sb, &n);
    cr_assert_eq(n, 20000);
    cr_assert_eq(p[n], 0);
    cr_assert_null(sb.buf);
    free(p);
}

Test(source, line_and_column)
{
    hloa_source src;
    const char *text = "ab\ncd\r\n\nxyz";
    hloa_source_init_mem(&src, "t", text, strlen(text));
    uint32_t line, col, b, e;
    hloa_source_linecol(&src, 0, &line, &col);
    cr_assert(line == 1 && col == 1);
    hloa_source_linecol(&src, 4, &line, &col);
    cr_assert(line == 2 && col == 2);
    hloa_source_linecol(&src, 9, &line, &col);
    cr_assert(line == 4 && col == 2);
    hloa_source_line_span(&src, 3, &b, &e);
    cr_assert(b == 3 && e == 5, "CR before LF is not part of the line");
    hloa_source_release(&src);
}

Test(source, split_regions)
{
    hloa_source src;
    const char *text = "a\n// -----\nb\n// ----- more\nc";
    hloa_source_init_mem(&src, "t", text, strlen(text));
    hloa_region *r;
    size_t n = hloa_source_regions(&src, 1, &r);
    cr_assert_eq(n, 3);
    cr_assert(r[0].begin == 0 && r[0].end == 2);
    cr_assert_eq(text[r[1].begin], 'b');
    cr_assert_eq(text[r[2].begin], 'c');
    free(r);
    cr_assert_eq(hloa_source_regions(&src, 0, &r), 1);
    free(r);
    hloa_source_release(&src);
}

Test(edit, keeps_untouched_bytes)
{
    const char *text = "one two three";
    hloa_editor ed;
    hloa_editor_init(&ed);
    hloa_editor_replace(&ed, 4, 3, "2", 1);
    hloa_editor_insert(&ed, 0, ">", 1);
    hloa_editor_insert(&ed, 13, "!", 1);
    hloa_strbuf out = HLOA_STRBUF_INIT;
    hloa_editor_apply(&ed, text, 0, 13, &out);
    cr_assert_str_eq(out.buf, ">one 2 three!");
    hloa_strbuf_release(&out);
    hloa_editor_release(&ed);
}
