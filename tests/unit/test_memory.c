/* Arena, interning, string buffers, source line tables, the editor. */
#include "hloasync/arena.h"
#include "cli/input.h"
#include "cli/write_file.h"
#include "hloasync/edit.h"
#include "hloasync/intern.h"
#include "hloasync/source.h"
#include "hloasync/strbuf.h"
#include "temp_file.h"

#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* An arena told it will grow big starts with a block as big as such an arena's (a whole
   huge page); one told nothing starts small, for the many small modules. */
Test(arena, an_expected_size_starts_it_with_big_blocks)
{
    hloa_arena small, big;
    hloa_arena_init(&small);
    hloa_arena_init(&big);
    hloa_arena_expect(&big, 64 << 20);
    hloa_arena_alloc(&small, 16);
    hloa_arena_alloc(&big, 16);
    size_t small_room = (size_t)(small.end - small.cur), big_room = (size_t)(big.end - big.cur);
    cr_assert_lt(small_room, 1 << 20, "no expectation: a small first block (%zu bytes left)", small_room);
    cr_assert_geq(big_room, 1 << 20, "64 MB expected: a big first block (%zu bytes left)", big_room);
    hloa_arena_release(&small);
    hloa_arena_release(&big);
    cr_assert_eq(big.expected, 0, "a released arena expects nothing");
}

/* Zero bytes asked of the allocators is still a pointer of its own, never NULL
   (callers take NULL for "none yet" and would grow it again). */
Test(arena, zero_sized_allocations_are_pointers)
{
    void *a = hloa_xmalloc(0), *b = hloa_xcalloc(0, 8), *c = hloa_xcalloc(4, 0);
    void *d = hloa_xrealloc(NULL, 0), *e = hloa_xzeroed(0, 8);
    cr_assert(a && b && c && d && e);
    cr_assert(a != b && b != c && c != d && d != e);
    free(a), free(b), free(c), free(d), free(e);
}

/* A count times a size past SIZE_MAX is "out of memory" (exit 2), never a wrapped,
   too small allocation written past its end. */
Test(arena, an_overflowing_array_is_out_of_memory, .exit_code = 2)
{
    hloa_xreallocarray(NULL, SIZE_MAX / 4 + 1, 8);
    cr_assert_fail("not reached");
}

Test(arena, an_overflowing_zeroed_array_is_out_of_memory, .exit_code = 2)
{
    hloa_xzeroed(SIZE_MAX / 2 + 1, 2);
    cr_assert_fail("not reached");
}

Test(arena, an_overflowing_huge_array_is_out_of_memory, .exit_code = 2)
{
    hloa_huge_zeroed(SIZE_MAX / 16 + 1, 16);
    cr_assert_fail("not reached");
}

Test(arena, a_vector_grown_past_half_the_address_space_is_out_of_memory, .exit_code = 2)
{
    size_t cap = 0;
    hloa_vec_grow(NULL, &cap, SIZE_MAX / 2 + 2, 2);
    cr_assert_fail("not reached");
}

Test(arena, an_arena_allocation_of_nearly_everything_is_out_of_memory, .exit_code = 2)
{
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_arena_alloc(&a, SIZE_MAX - 3);
    cr_assert_fail("not reached");
}

static int all_zero(const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i])
            return 0;
    return 1;
}

/* A page array freed on a thread starts the next one there, zeroed and at its own size;
   one too big to keep is given back. */
Test(pages, freed_arrays_are_reused_zeroed)
{
    size_t bytes = 0;
    unsigned char *p = hloa_pages_grow(NULL, &bytes, 64 << 10);
    cr_assert_eq(bytes, 64 << 10);
    cr_assert(all_zero(p, bytes));
    memset(p, 0xAB, bytes);
    p = hloa_pages_grow(p, &bytes, 128 << 10);
    cr_assert_eq(bytes, 128 << 10);
    cr_assert(p[0] == 0xAB && p[(64 << 10) - 1] == 0xAB, "grown in place of the old");
    cr_assert(all_zero(p + (64 << 10), 64 << 10), "the new part is zeroed");
    memset(p, 0xCD, bytes);
    cr_assert_eq(hloa_pages_grow(p, &bytes, 96 << 10), p, "already big enough");
    cr_assert_eq(bytes, 128 << 10, "and not shrunk");
    cr_assert(p[(128 << 10) - 1] == 0xCD, "nor cleared");
    hloa_pages_free(p, bytes);

    size_t big_bytes = 0;
    unsigned char *big = hloa_pages_grow(NULL, &big_bytes, 4 << 20);
    cr_assert_eq(big_bytes, 4 << 20, "nothing kept is big enough");
    hloa_pages_free(big, big_bytes);

    size_t again = 0;
    unsigned char *q = hloa_pages_grow(NULL, &again, 4096);
    cr_assert_eq(q, p, "the kept array comes back");
    cr_assert_eq(again, 128 << 10, "with its own size");
    cr_assert(all_zero(q, again));
    size_t fresh = 0;
    unsigned char *r = hloa_pages_grow(NULL, &fresh, 4096);
    cr_assert_eq(fresh, 4096, "the big one was not kept");
    hloa_pages_free(r, fresh);
    hloa_pages_free(q, again);
    hloa_arena_free_spares();
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

/* Checks that each of names.0 .. names.(n-1) interned as syms[i] and nothing else did. */
static void assert_names_found(const hloa_interner *in, const hloa_sym *syms, uint32_t n)
{
    char buf[32];
    for (uint32_t i = 0; i < n; i++) {
        snprintf(buf, sizeof(buf), "names.%u", i);
        cr_assert_eq(hloa_intern_find(in, buf, strlen(buf)), syms[i], "%s", buf);
        uint32_t len;
        const char *s = hloa_sym_str(in, syms[i], &len);
        cr_assert(len == strlen(buf) && memcmp(s, buf, len) == 0, "%s", buf);
    }
    cr_assert_eq(hloa_intern_find(in, "names.x", 7), 0);
}

/* A slot keeps a tag of the hash above the symbol: past 2^20 symbols the tag narrows, and
   every name must still be found as the symbol it was given. */
Test(intern, symbols_past_a_million_keep_their_names)
{
    enum { N = (1 << 20) + 5000 };
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_interner in;
    hloa_interner_init(&in, &a);
    hloa_sym *syms = malloc(N * sizeof(*syms));
    char buf[32];
    for (uint32_t i = 0; i < N; i++) {
        snprintf(buf, sizeof(buf), "names.%u", i);
        syms[i] = hloa_intern_copy(&in, buf, strlen(buf));
        cr_assert(syms[i] != 0 && (i == 0 || syms[i] > syms[i - 1]), "%s", buf);
    }
    cr_assert_gt(syms[N - 1], 1u << 20);
    assert_names_found(&in, syms, N);
    free(syms);
    hloa_interner_release(&in);
    hloa_arena_release(&a);
}

/* Shared by views whose ranges end past 2^20: their symbols fit under the tags too. Just
   under 2^20 names reserved: the ranges, as big as the table allows, go past what was. */
Test(intern, views_past_a_million_symbols_keep_their_names)
{
    enum { N = (1 << 20) - 1000 };
    hloa_arena a, va, vb;
    hloa_arena_init(&a);
    hloa_arena_init(&va);
    hloa_arena_init(&vb);
    hloa_interner in;
    hloa_interner_init(&in, &a);
    uint32_t room = hloa_interner_share(&in, N);
    cr_assert_geq(room, N);
    hloa_interner views[2];
    uint32_t first = in.n_syms, half = room / 2;
    hloa_interner_view(&views[0], &in, first, half, &va);
    hloa_interner_view(&views[1], &in, first + half, room - half, &vb);
    hloa_sym *syms = malloc(N * sizeof(*syms));
    char buf[32];
    for (uint32_t i = 0; i < N; i++) {
        snprintf(buf, sizeof(buf), "names.%u", i);
        /* Alternate views, and ask each name of the other view again: found, not made. */
        syms[i] = hloa_intern_copy(&views[i % 2], buf, strlen(buf));
        cr_assert_neq(syms[i], 0, "%s", buf);
        cr_assert_eq(hloa_intern_copy(&views[(i + 1) % 2], buf, strlen(buf)), syms[i]);
    }
    cr_assert_gt(syms[N - 1], 1u << 20);
    hloa_interner_view_release(&views[0]);
    hloa_interner_view_release(&views[1]);
    assert_names_found(&in, syms, N);
    free(syms);
    hloa_interner_release(&in);
    hloa_arena_release(&vb);
    hloa_arena_release(&va);
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

Test(strbuf, find_of_empty_missing_and_longer_needles)
{
    const char *hay = "abcabd";
    cr_assert_eq(hloa_find(hay, 6, "", 0), hay, "the empty needle is at the start");
    cr_assert_eq(hloa_find(hay, 6, "abd", 3), hay + 3);
    cr_assert_null(hloa_find(hay, 6, "abe", 3));
    cr_assert_null(hloa_find(hay, 2, "abc", 3), "a needle longer than the hay");
    cr_assert_null(hloa_find(hay, 6, "x", 1));
}

/* The suggestion for a mistyped name: the closest within a quarter of its length, the
   first of those as close; none for a word too long to measure. */
Test(strbuf, closest_names_for_a_typo)
{
    const char *const names[] = {"verify", "verity", "desugar", "resugar"};
    cr_assert_str_eq(hloa_closest("verifx", names, 4), "verify");
    const char *const twins[] = {"abcd", "abce"};
    cr_assert_str_eq(hloa_closest("abcf", twins, 2), "abcd", "the first of two as close");
    cr_assert_str_eq(hloa_closest("resugar", names, 4), "resugar", "a closer one later wins");
    cr_assert_null(hloa_closest("chains", names, 4));
    char longword[80];
    memset(longword, 'a', sizeof(longword) - 1);
    longword[sizeof(longword) - 1] = 0;
    const char *const long_names[] = {longword};
    cr_assert_null(hloa_closest(longword, long_names, 1), "past 64 characters nothing is measured");
}

/* Whole files up to a limit: one byte past it is "too large", a directory a read error. */
Test(strbuf, whole_files_up_to_a_limit)
{
    char path[512];
    write_temp_file(path, sizeof path, "whole", "0123456789", 10);
    size_t len = 0;
    const char *why = NULL;
    char *t = hloa_read_whole_file(path, 10, &len, &why);
    cr_assert(t && len == 10 && !strcmp(t, "0123456789"));
    free(t);
    cr_assert_null(hloa_read_whole_file(path, 9, &len, &why));
    cr_assert_str_eq(why, "too large");
    cr_assert_null(hloa_read_whole_file("/", 100, &len, &why));
    cr_assert_str_eq(why, "read error");
    unlink(path);
    cr_assert_null(hloa_read_whole_file(path, 100, &len, &why));
    cr_assert_str_eq(why, strerror(ENOENT));
}

Test(strbuf, integers_as_printf_prints_them)
{
    const long long values[] = {0, 7, -7, 10, -10, 1234567890123LL, LLONG_MAX, LLONG_MIN};
    for (size_t i = 0; i < sizeof(values) / sizeof(values[0]); i++) {
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_strbuf_adds(&sb, "x");
        hloa_strbuf_addi(&sb, values[i]);
        char want[32];
        snprintf(want, sizeof(want), "x%lld", values[i]);
        cr_assert_str_eq(sb.buf, want);
        hloa_strbuf_release(&sb);
    }
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

/*
 * Lines are counted per block of 4096 bytes, only as far as asked: every
 * offset of a text whose lines are 1 to 9000 bytes long (some crossing
 * several blocks, with CRs) gets the line, column and span a byte-by-byte
 * count gives, asked for in any order.
 */
Test(source, line_and_column_across_count_blocks)
{
    size_t len = 0, cap = 1 << 20;
    char *text = malloc(cap);
    cr_assert_not_null(text);
    uint32_t seed = 7;
    while (len < 200000) {
        seed = seed * 1103515245u + 12345u;
        size_t n = 1 + (seed >> 8) % ((seed & 1) ? 9000 : 60);
        for (size_t i = 0; i < n && len < cap - 2; i++, len++)
            text[len] = (char)('a' + len % 26);
        if (seed & 2)
            text[len++] = '\r';
        text[len++] = '\n';
    }
    text[len++] = 'z'; /* the last line has no newline */
    hloa_source src;
    hloa_source_init_mem(&src, "t", text, len);
    /* the expected figures, byte by byte */
    uint32_t *line_of = malloc((len + 1) * sizeof(uint32_t));
    uint32_t *begin_of = malloc((len + 1) * sizeof(uint32_t));
    uint32_t line = 1, begin = 0;
    for (size_t i = 0; i <= len; i++) {
        line_of[i] = line;
        begin_of[i] = begin;
        if (i < len && text[i] == '\n')
            line++, begin = (uint32_t)i + 1;
    }
    /* far offsets first: counting extends in one go, then nearer ones read what is counted */
    uint32_t offsets[] = {(uint32_t)len, 150000, 4095, 4096, 4097, 0, 1, 8191, 8192, 100000, 199999};
    for (size_t k = 0; k < sizeof(offsets) / sizeof(offsets[0]); k++) {
        uint32_t off = offsets[k], l, c;
        hloa_source_linecol(&src, off, &l, &c);
        cr_assert_eq(l, line_of[off], "offset %u", off);
        cr_assert_eq(c, off - begin_of[off] + 1, "offset %u", off);
    }
    for (uint32_t off = 0; off <= len; off += 1 + off % 97) {
        uint32_t l, c, b, e;
        hloa_source_linecol(&src, off, &l, &c);
        cr_assert_eq(l, line_of[off], "offset %u", off);
        cr_assert_eq(c, off - begin_of[off] + 1, "offset %u", off);
        hloa_source_line_span(&src, off, &b, &e);
        cr_assert_eq(b, begin_of[off], "offset %u", off);
        uint32_t end = b;
        while (end < len && text[end] != '\n')
            end++;
        if (end > b && text[end - 1] == '\r')
            end--;
        cr_assert_eq(e, end, "offset %u", off);
    }
    uint32_t l, c;
    hloa_source_linecol(&src, (uint32_t)len + 10, &l, &c);
    cr_assert_eq(l, line_of[len], "past the end: the last line");
    free(line_of);
    free(begin_of);
    free(text);
    hloa_source_release(&src);
}

/*
 * Pages read again after the parser handed them back are handed back in
 * batches: the pages noted are handed back and forgotten, and the text reads
 * the same when touched again (what that saves in resident memory is the
 * benchmark's figure: verify's peak RSS on the generated 100 MB module).
 */
Test(source, rereads_are_handed_back_in_batches)
{
    size_t len = 64 * 4096 + 100;
    char *text = malloc(len);
    for (size_t i = 0; i < len; i++)
        text[i] = (char)('a' + i % 26);
    char path[512];
    write_temp_file(path, sizeof path, "rereads", text, len);
    hloa_source src;
    char err[256];
    cr_assert_eq(hloa_source_load(&src, path, NULL, err, sizeof(err)), 0, "%s", err);
    cr_assert(src.mapped, "a regular file is mapped");
    hloa_arena arena;
    hloa_arena_init(&arena);
    hloa_rereads r;
    hloa_rereads_init(&r, &src, &arena);
    cr_assert_not_null(r.pages);
    uint32_t page = r.page_size;
    hloa_rereads_note(&r, page + 10, 3 * page + 1); /* pages 1, 2 and 3 */
    hloa_rereads_note(&r, 40 * page, 40 * page);    /* nothing */
    hloa_rereads_note(&r, 0, (uint32_t)len + 1);    /* past the end: ignored */
    cr_assert_eq(r.n_noted, 3);
    cr_assert_eq(r.pages[0], 0xeull, "pages 1-3 noted");
    hloa_rereads_hand_back(&r);
    cr_assert_eq(r.n_noted, 0);
    cr_assert_eq(r.pages[0], 0, "the bits go with the pages");
    cr_assert(memcmp(src.text, text, len) == 0, "the text reads the same after");
    /* A batch: noting more pages than HLOA_REREAD_BATCH hands back on the way. */
    for (uint32_t k = 0; k < HLOA_REREAD_BATCH; k++)
        hloa_rereads_note(&r, (k % 64) * page, (k % 64) * page + 1);
    cr_assert_eq(r.n_noted, 0, "handed back when the batch filled");
    cr_assert(memcmp(src.text, text, len) == 0);
    /* Text read into memory (stdin, a pipe) has no pages to hand back. */
    hloa_source mem;
    hloa_source_init_mem(&mem, "m", text, len);
    hloa_rereads none;
    hloa_rereads_init(&none, &mem, &arena);
    cr_assert_null(none.pages);
    hloa_rereads_note(&none, 0, 100);
    hloa_rereads_hand_back(&none);
    cr_assert_eq(none.n_noted, 0);
    hloa_source_release(&mem);
    hloa_arena_release(&arena);
    hloa_source_release(&src);
    unlink(path);
    free(text);
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

/* Separator lines at every offset from the 16-byte steps of the search, among lines
   that start with '/' too, the first line one of them: found as a naive search finds them. */
Test(source, split_regions_at_every_offset)
{
    char text[8192];
    size_t len = 0, expected[512], n_expected = 0;
    for (size_t i = 0; len + 64 < sizeof(text); i++) {
        if (i % 5 == 0) {
            expected[n_expected++] = len;
            len += (size_t)sprintf(text + len, "// -----%s\n", i % 3 ? "" : " x");
        } else {
            len += (size_t)sprintf(text + len, "%s%.*s\n", i % 4 ? "" : "//-", (int)(i % 23),
                                   "abcdefghijklmnopqrstuvwxyz");
        }
    }
    hloa_source src;
    hloa_source_init_mem(&src, "t", text, len);
    hloa_region *r;
    size_t n = hloa_source_regions(&src, 1, &r);
    cr_assert_eq(n, n_expected + 1);
    cr_assert_eq(r[0].begin, 0);
    for (size_t i = 0; i < n_expected; i++)
        cr_assert_eq(r[i].end, expected[i], "region %zu ends at separator %zu", i, i);
    free(r);
    hloa_source_release(&src);
}

/* Separator lines at the ends of the text, next to each other, and near misses. */
Test(source, split_regions_at_the_edges)
{
    static const struct {
        const char *text;
        uint32_t bounds[8]; /* begin and end of each region */
        size_t n;
    } cases[] = {
        {"", {0, 0}, 1},
        {"a", {0, 1}, 1},
        {"// -----", {0, 0, 8, 8}, 2},
        {"// -----\n", {0, 0, 9, 9}, 2},
        {"// -----\n// -----\n\n// -----\nx\n", {0, 0, 9, 9, 18, 19, 28, 30}, 4},
        {"a\n//-----\n// ---\nb", {0, 18}, 1},
        {"x\n\n// -----\n\n// -----", {0, 3, 12, 13, 21, 21}, 3},
    };
    for (size_t t = 0; t < sizeof(cases) / sizeof(cases[0]); t++) {
        hloa_source src;
        hloa_source_init_mem(&src, "t", cases[t].text, strlen(cases[t].text));
        hloa_region *r;
        size_t n = hloa_source_regions(&src, 1, &r);
        cr_assert_eq(n, cases[t].n, "text %zu: %zu regions", t, n);
        for (size_t i = 0; i < n; i++)
            cr_assert(r[i].begin == cases[t].bounds[2 * i] &&
                          r[i].end == cases[t].bounds[2 * i + 1],
                      "text %zu: region %zu is [%u, %u)", t, i, r[i].begin, r[i].end);
        free(r);
        hloa_source_release(&src);
    }
}

/* Records, for hloa_input_each_module, which module it was given and on how many threads. */
static void *note_module(const void *ctx, const hloa_input *in, hloa_region region, int jobs)
{
    (void)ctx;
    char *note = malloc(64);
    snprintf(note, 64, "%.*s/%d", (int)(region.end - region.begin), in->src.text + region.begin,
             jobs);
    return note;
}

/* Every module is handed out once, in text order, blank ones never; a lone one gets all threads. */
Test(source, each_module_of_an_input)
{
    static const struct {
        const char *text;
        int split;
        const char *want; /* the notes, '-' for a skipped region */
    } cases[] = {
        {"a\n// -----\n\n// -----\nb\n// -----\nc", 1, "a\n/1 - b\n/1 c/1"},
        {"a\n// -----\nb", 0, "a\n// -----\nb/4"},
        {"a", 1, "a/4"},
        {"", 1, "/4"},
        {"// -----\n", 1, "- -"},
    };
    for (size_t t = 0; t < sizeof(cases) / sizeof(cases[0]); t++) {
        hloa_input in = {0};
        hloa_source_init_mem(&in.src, "t", cases[t].text, strlen(cases[t].text));
        hloa_diags_init(&in.diags);
        void **notes;
        size_t n = hloa_input_each_module(&in, cases[t].split, 4, note_module, NULL, &notes);
        cr_assert_eq(n, in.n_regions);
        hloa_strbuf got = HLOA_STRBUF_INIT;
        for (size_t r = 0; r < n; r++) {
            if (r)
                hloa_strbuf_addc(&got, ' ');
            hloa_strbuf_adds(&got, notes[r] ? notes[r] : "-");
            free(notes[r]);
        }
        cr_assert_str_eq(got.buf, cases[t].want, "text %zu", t);
        hloa_strbuf_release(&got);
        free(notes);
        hloa_input_close(&in);
    }
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
    hloa_editor_apply(&ed, text, 13, &out);
    cr_assert_str_eq(out.buf, ">one 2 three!");
    hloa_strbuf_release(&out);
    hloa_editor_release(&ed);
}

/* At one offset an insertion goes before a replacement, whichever was made first. */
Test(edit, an_insertion_goes_before_a_replacement_at_its_offset)
{
    const char *text = "one two";
    hloa_editor ed;
    hloa_editor_init(&ed);
    hloa_editor_replace(&ed, 4, 3, "2", 1);
    hloa_editor_insert(&ed, 4, "[", 1);
    hloa_editor_insert(&ed, 4, "(", 1);
    hloa_strbuf out = HLOA_STRBUF_INIT;
    hloa_editor_apply(&ed, text, 7, &out);
    cr_assert_str_eq(out.buf, "one [(2");
    hloa_strbuf_release(&out);
    hloa_editor_release(&ed);
}

/* Edits that put back the bytes they cover change nothing: no diff, no header. */
Test(edit, edits_that_change_nothing_make_no_diff)
{
    const char *text = "a\nb\n";
    hloa_editor ed;
    hloa_editor_init(&ed);
    hloa_editor_replace(&ed, 2, 1, "b", 1);
    hloa_editor_insert(&ed, 4, "", 0);
    cr_assert_eq(hloa_editor_changes(&ed, text), 0);
    hloa_strbuf out = HLOA_STRBUF_INIT;
    cr_assert_eq(hloa_editor_diff(&ed, text, 4, "a/t", "b/t", &out), 0);
    cr_assert_eq(out.len, 0);
    hloa_strbuf_release(&out);
    hloa_editor_release(&ed);
}

/* A last line without a newline is marked as diff(1) marks it, on both sides. */
Test(edit, a_diff_marks_a_missing_final_newline)
{
    const char *text = "x\ny\nlast";
    hloa_editor ed;
    hloa_editor_init(&ed);
    hloa_editor_replace(&ed, 4, 4, "LAST", 4);
    hloa_strbuf out = HLOA_STRBUF_INIT;
    cr_assert_eq(hloa_editor_diff(&ed, text, 8, "a/t", "b/t", &out), 1);
    cr_assert_str_eq(out.buf, "--- a/t\n+++ b/t\n@@ -1,3 +1,3 @@\n x\n y\n"
                              "-last\n\\ No newline at end of file\n"
                              "+LAST\n\\ No newline at end of file\n");
    hloa_strbuf_release(&out);
    hloa_editor_release(&ed);
}

/* Lines added to an empty file: a hunk from line 0 of nothing. */
Test(edit, a_diff_of_an_empty_file)
{
    hloa_editor ed;
    hloa_editor_init(&ed);
    hloa_editor_insert(&ed, 0, "new\n", 4);
    hloa_strbuf out = HLOA_STRBUF_INIT;
    cr_assert_eq(hloa_editor_diff(&ed, "", 0, "a/t", "b/t", &out), 1);
    cr_assert_str_eq(out.buf, "--- a/t\n+++ b/t\n@@ -0,0 +1,1 @@\n+new\n");
    hloa_strbuf_release(&out);
    hloa_editor_release(&ed);
}

/* Everything written to fd since it was opened, read back (fd is a temporary file). */
static char *read_back(FILE *f, size_t *len)
{
    fflush(f);
    long n = ftell(f);
    char *buf = malloc((size_t)n + 1);
    rewind(f);
    *len = fread(buf, 1, (size_t)n, f);
    buf[*len] = 0;
    return buf;
}

Test(edit, written_output_is_the_applied_text)
{
    /* 12 MB with edits at both ends, around the stage and window sizes, a run longer
       than both, and an inserted text longer than the stage: written straight to a
       file it must be the text hloa_editor_apply builds. */
    size_t n = 12u << 20;
    char *text = malloc(n);
    for (size_t i = 0; i < n; i++)
        text[i] = (char)('a' + i % 23);
    hloa_source src;
    hloa_source_init_mem(&src, "t", text, n);
    hloa_editor ed;
    hloa_editor_init(&ed);
    uint32_t at[] = {0, 1, 255u << 10, 256u << 10, (256u << 10) + 1, 4u << 20, (4u << 20) + 7,
                     9u << 20, (uint32_t)n - 1};
    for (size_t i = 0; i < sizeof(at) / sizeof(at[0]); i++)
        hloa_editor_replace(&ed, at[i], 1, "<edit>", 6);
    size_t big = 300u << 10;
    char *long_text = malloc(big);
    memset(long_text, 'Z', big);
    hloa_editor_insert(&ed, 5u << 20, long_text, big);
    hloa_editor_insert(&ed, (uint32_t)n, "end", 3);
    hloa_strbuf want = HLOA_STRBUF_INIT;
    hloa_editor_apply(&ed, src.text, src.len, &want);
    FILE *f = tmpfile();
    cr_assert_not_null(f);
    cr_assert_eq(hloa_editor_write(&ed, &src, fileno(f)), 0);
    size_t got_len;
    char *got = read_back(f, &got_len);
    cr_assert_eq(got_len, want.len);
    cr_assert(memcmp(got, want.buf, want.len) == 0, "the written text is not the applied one");
    /* No edits: the input as it is. */
    hloa_editor none;
    hloa_editor_init(&none);
    FILE *g = tmpfile();
    cr_assert_eq(hloa_editor_write(&none, &src, fileno(g)), 0);
    size_t same_len;
    char *same = read_back(g, &same_len);
    cr_assert_eq(same_len, n);
    cr_assert(memcmp(same, text, n) == 0);
    FILE *full = fopen("/dev/full", "w");
    if (full) {
        cr_assert_neq(hloa_editor_write(&ed, &src, fileno(full)), 0, "a full disk is an error");
        fclose(full);
    }
    fclose(f);
    fclose(g);
    free(got);
    free(same);
    free(long_text);
    free(text);
    hloa_strbuf_release(&want);
    hloa_editor_release(&none);
    hloa_editor_release(&ed);
    hloa_source_release(&src);
}

/* ---- atomic writes ---- */

static int write_abc(void *ctx, int fd)
{
    (void)ctx;
    return write(fd, "abc", 3) == 3 ? 0 : errno;
}

static int fail_with_eio(void *ctx, int fd)
{
    (void)ctx;
    (void)!write(fd, "partial", 7);
    return EIO;
}

/* The number of entries of dir (temporary files left behind would show). */
static int entries_of(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return n;
}

Test(write_file, replaces_keeps_the_mode_and_leaves_nothing_behind)
{
    char dir[] = "/tmp/hloa-write-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char path[256], err[256] = "";
    snprintf(path, sizeof(path), "%s/out.hlo", dir);
    FILE *f = fopen(path, "w");
    fputs("old", f);
    fclose(f);
    chmod(path, 0600);
    cr_assert_eq(hloa_write_file_atomic_with(path, write_abc, NULL, err, sizeof(err)), 0, "%s", err);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0600, "the mode of the file replaced");
    cr_assert_eq(st.st_size, 3);
    cr_assert_eq(entries_of(dir), 1);
    /* a writer that fails: the file as it was, no temporary file, the error named */
    cr_assert_eq(hloa_write_file_atomic_with(path, fail_with_eio, NULL, err, sizeof(err)), -1);
    cr_assert(strstr(err, "cannot write '") && strstr(err, ".tmp") && strstr(err, strerror(EIO)),
              "%s", err);
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(st.st_size, 3, "untouched");
    cr_assert_eq(entries_of(dir), 1, "the temporary file is gone");
    /* a new file gets 0644 */
    char fresh[256];
    snprintf(fresh, sizeof(fresh), "%s/new.hlo", dir);
    cr_assert_eq(hloa_write_file_atomic(fresh, "x\n", 2, err, sizeof(err)), 0, "%s", err);
    cr_assert_eq(stat(fresh, &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0644);
    /* no directory to write in */
    char nowhere[256];
    snprintf(nowhere, sizeof(nowhere), "%s/no/such/dir/x.hlo", dir);
    cr_assert_eq(hloa_write_file_atomic(nowhere, "x", 1, err, sizeof(err)), -1);
    cr_assert(strstr(err, "cannot create a temporary file beside"), "%s", err);
    /* a directory in the place of the file: not a regular file, opened in place, refused */
    cr_assert_eq(hloa_write_file_atomic(dir, "x", 1, err, sizeof(err)), -1);
    cr_assert(strstr(err, "cannot open '") && strstr(err, strerror(EISDIR)), "%s", err);
    unlink(path);
    unlink(fresh);
    rmdir(dir);
}

Test(write_file, a_device_is_written_in_place_never_replaced)
{
    char err[256] = "";
    cr_assert_eq(hloa_write_file_atomic("/dev/null", "x", 1, err, sizeof(err)), 0, "%s", err);
    struct stat st;
    cr_assert_eq(stat("/dev/null", &st), 0);
    cr_assert(S_ISCHR(st.st_mode), "/dev/null is still the device");
    cr_assert_eq(hloa_write_file_atomic("/dev/full", "x", 1, err, sizeof(err)), -1);
    cr_assert(strstr(err, "cannot write '/dev/full'") && strstr(err, strerror(ENOSPC)), "%s", err);
}
