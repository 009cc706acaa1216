/* The shape model: parse, print, hash-consing, comparisons. */
#include "hloasync/shape.h"

#include "hloasync/shape_cache.h" /* the spelling cache, tested on its own */
#include "hloasync/source.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct fixture {
    hloa_arena arena;
    hloa_shape_table table;
    hloa_diags diags;
} fixture;

static fixture fx;

static void setup(void)
{
    hloa_arena_init(&fx.arena);
    hloa_shape_table_init(&fx.table, &fx.arena);
    hloa_diags_init(&fx.diags);
}

static void teardown(void)
{
    hloa_diags_release(&fx.diags);
    hloa_shape_table_release(&fx.table);
    hloa_arena_release(&fx.arena);
}

/* Parses text whole; NULL (and a diagnostic) on error. */
static const hloa_shape *parse(const char *text)
{
    /* In the fixture's arena, with the NUL padding a source has: the shape table
       remembers texts by pointer, so each parse gets a copy of its own. */
    size_t n = strlen(text);
    char *copy = hloa_arena_calloc(&fx.arena, n + HLOA_SOURCE_PADDING, 1);
    memcpy(copy, text, n);
    hloa_lexer lx;
    hloa_lex_init(&lx, copy, 0, (uint32_t)n);
    hloa_shape_parser sp = {&fx.table, &lx, &fx.diags};
    hloa_token tok = hloa_lex_next(&lx);
    const hloa_shape *s = hloa_shape_parse(&sp, &tok, 0);
    if (s && tok.kind != HLOA_TK_EOF)
        return NULL;
    return s;
}

static void roundtrip(const char *text, const char *want)
{
    const hloa_shape *s = parse(text);
    cr_assert_not_null(s, "'%s' did not parse", text);
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_shape_print(&sb, s);
    cr_assert_str_eq(sb.buf, want ? want : text);
    cr_assert_eq(parse(sb.buf), s, "printing then parsing gives the same interned shape");
    hloa_strbuf_release(&sb);
}

TestSuite(shape, .init = setup, .fini = teardown);

Test(shape, every_form_round_trips)
{
    roundtrip("f32[]", NULL);
    roundtrip("f32[8,128]{1,0}", NULL);
    roundtrip("bf16[1024,512]{1,0:T(8,128)(2,1)}", NULL);
    roundtrip("f32[512]{0:T(256)S(1)}", NULL);
    roundtrip("s4[64]{0:E(4)}", NULL);
    roundtrip("pred[8]{0:T(1024)(128)(4,1)E(32)}", NULL);
    roundtrip("f32[]{:T(128)}", NULL);
    roundtrip("u32[]{:S(2)}", NULL);
    roundtrip("f32[10,10]{1,0:D(D,C)}", NULL);
    roundtrip("f32[<=4,?]{1,0}", NULL);
    roundtrip("token[]", NULL);
    roundtrip("()", NULL);
    roundtrip("((f32[64]), f32[32], s32[])", NULL);
    roundtrip("(((f32[8]), (f32[8], u32[])), f32[8], u32[], u32[])", NULL);
    roundtrip("b(f32[8])", NULL);
    roundtrip("f32[ 1, 2,3]{0, 1, 2 }", "f32[1,2,3]{0,1,2}");
    roundtrip("(f32[], /*index=1*/s32[])", "(f32[], s32[])");
    roundtrip("f8e4m3fn[16]{0}", NULL);
    roundtrip("newtype[4]{0}", NULL);
    roundtrip("f32[8]{0:#(s32)*(s64)}", NULL);
    roundtrip("f32[1024]{0:SC(0:256)(0:512)}", NULL);
}

Test(shape, hash_consing_makes_equal_shapes_identical)
{
    const hloa_shape *a = parse("(f32[8]{0}, s32[])");
    const hloa_shape *b = parse("(f32[8]{0},s32[])");
    const hloa_shape *c = parse("(f32[8]{0:S(1)}, s32[])");
    cr_assert_eq(a, b);
    cr_assert_neq(a, c);
    cr_assert(hloa_shape_equal_ignoring_memory_space(a, c));
    cr_assert(hloa_shape_compatible(a, c));
    cr_assert_eq(hloa_shape_tuple(&fx.table, NULL, 0), parse("()"));
}

Test(shape, compatible_ignores_layout_but_not_dims)
{
    cr_assert(hloa_shape_compatible(parse("f32[2,3]{1,0}"), parse("f32[2,3]{0,1}")));
    cr_assert(hloa_shape_compatible(parse("f32[2,3]"), parse("f32[2,3]{1,0:T(8,128)}")));
    cr_assert_not(hloa_shape_compatible(parse("f32[2,3]"), parse("f32[3,2]")));
    cr_assert_not(hloa_shape_compatible(parse("f32[2,3]"), parse("s32[2,3]")));
    cr_assert_not(hloa_shape_compatible(parse("f32[2]"), parse("(f32[2])")));
    cr_assert_not(hloa_shape_compatible(parse("f32[<=2]"), parse("f32[2]")));
    cr_assert_not(hloa_shape_equal_ignoring_memory_space(parse("f32[2,3]{1,0}"),
                                                         parse("f32[2,3]{0,1:S(1)}")));
}

Test(shape, memory_space)
{
    cr_assert_eq(hloa_shape_memory_space(parse("f32[8]{0:T(8)S(3)}")), 3);
    cr_assert_eq(hloa_shape_memory_space(parse("f32[8]{0}")), 0);
}

Test(shape, no_layout_printing)
{
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_shape_print_no_layout(&sb, parse("(f32[8]{0:S(1)}, s32[2,2]{0,1})"));
    cr_assert_str_eq(sb.buf, "(f32[8], s32[2,2])");
    hloa_strbuf_release(&sb);
}

Test(shape, printed_layouts_read_back_as_the_same_shape)
{
    /* A '{' is a layout only when a digit or ':' follows: a layout with no
       minor_to_major must print as {:...}, never {} (the fuzzers found it). */
    const char *texts[] = {"f32[20]{:}", "f32[8]{:T(8)}", "f32[2,3]{1,0:T(8,128)S(1)}", "f32[2]{0}",
                           "(f32[4]{:}, s32[])"};
    for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
        const hloa_shape *s = parse(texts[i]);
        cr_assert_not_null(s, "'%s' parses", texts[i]);
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_shape_print(&sb, s);
        cr_assert_str_eq(sb.buf, texts[i]);
        const hloa_shape *again = parse(sb.buf);
        cr_assert_not_null(again, "'%s' parses again", sb.buf);
        cr_assert(again == s, "'%s' reads back as the same interned shape", sb.buf);
        hloa_strbuf_release(&sb);
    }
}

/* hloa_shape_cached on a copy of text (with a source's padding); *after relative to it. */
static const hloa_shape *cached(const char *text, uint32_t *after)
{
    size_t n = strlen(text);
    char *copy = hloa_arena_calloc(&fx.arena, n + HLOA_SOURCE_PADDING, 1);
    memcpy(copy, text, n);
    *after = 0;
    return hloa_shape_cached(&fx.table, copy, 0, (uint32_t)n, after);
}

Test(shape, spellings_read_before_are_found_by_their_bytes)
{
    /* 32 bytes (the longest the first level of the cache holds), shorter and longer
       ones, and tuples; each looked up three times (a miss fills the first level). */
    const char *known[] = {"bf16[16,4096]{1,0:T(8,128)(2,1)}", "f32[8]{0}",
                           "f32[1024,1024,1024,1024]{3,2,1,0:T(8,128)}",
                           "(f32[16]{0:T(8)}, (s32[], u32[2]{0}))"};
    const char *after_text = " add(%x, %y), metadata={op_name=\"a b c d e f g h i j k\"}";
    for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
        const hloa_shape *s = parse(known[i]);
        cr_assert_not_null(s);
        char line[256];
        snprintf(line, sizeof(line), "%s%s", known[i], after_text);
        for (int round = 0; round < 3; round++) {
            uint32_t after;
            cr_assert_eq(cached(line, &after), s, "'%s' is found (round %d)", known[i], round);
            cr_assert_eq(after, strlen(known[i]));
        }
    }
    /* Spellings that share bytes with those but were never read: not found. */
    const char *others[] = {"f32[8]{0,1} add(%x)", "f32[8]{1} add()",
                            "bf16[16,4096]{1,0:T(8,128)(2,2)} add()",
                            "f32[1024,1024,1024,1024]{3,2,1,0:T(8,129)} add()",
                            "(f32[16]{0:T(8)},\n(s32[], u32[2]{0})) add()"};
    for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
        for (int round = 0; round < 2; round++) {
            uint32_t after;
            cr_assert_null(cached(others[i], &after), "'%s' is not found", others[i]);
        }
    }
}

Test(shape, signature_spellings_end_before_their_comma_or_paren)
{
    /* `p: f32[8]{0}, q: s32[]) -> ...`: the ',' or ')' after a parameter's shape is not
       part of its spelling; the ')' that closes a tuple is. Three rounds each, as above. */
    const hloa_shape *f = parse("f32[8]{0}"), *t = parse("(f32[8]{0})");
    cr_assert_not_null(f);
    cr_assert_not_null(t);
    const struct {
        const char *text;
        const hloa_shape *want;
        uint32_t len;
    } cases[] = {
        {"f32[8]{0}, q: s32[]) -> f32[] {", f, 9},
        {"f32[8]{0}) -> (f32[8]{0}) {", f, 9},
        {"(f32[8]{0}) get-tuple-element(%t), index=0", t, 11},
        {"(f32[8]{0}), q: s32[]) -> f32[] {", t, 11},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
        for (int round = 0; round < 3; round++) {
            uint32_t after;
            cr_assert_eq(cached(cases[i].text, &after), cases[i].want, "'%s' (round %d)",
                         cases[i].text, round);
            cr_assert_eq(after, cases[i].len, "'%s' (round %d)", cases[i].text, round);
        }
}

Test(shape, tuple_elements_read_before_are_the_same_shapes)
{
    /* Elements of a tuple come from the text cache when spelled as before: the same
       interned shapes as the spellings alone, with comments and bad elements as ever. */
    const hloa_shape *f = parse("f32[2]{0}"), *s = parse("s32[]");
    const hloa_shape *t = parse("(f32[2]{0}, /*index=1*/s32[], b(f32[2]{0}), (s32[], f32[2]{0}))");
    cr_assert_not_null(t);
    cr_assert_eq(t->n, 4);
    cr_assert_eq(t->elems[0], f);
    cr_assert_eq(t->elems[1], s);
    cr_assert_eq(t->elems[2]->kind, HLOA_SHAPE_BUFFER);
    cr_assert_eq(t->elems[2]->elems[0], f);
    cr_assert_eq(t->elems[3]->elems[1], f);
    cr_assert_eq(parse("(f32[2]{0}, s32[], b(f32[2]{0}), (s32[], f32[2]{0}))"), t);
    uint32_t before = fx.diags.counts[HLOA_SEV_ERROR];
    cr_assert_null(parse("(f32[2]{0}, f32[2,]{0})"));
    cr_assert_gt(fx.diags.counts[HLOA_SEV_ERROR], before, "a bad element after a known one");
}

Test(shape, errors_are_reported_not_fatal)
{
    const char *bad[] = {"f32[", "f32[2,]", "f32[-1]", "(f32[], ", "f32[2]{1,0:Q(1)}",
                         "f32[99999999999999999999]", "(f32[]"};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        uint32_t before = fx.diags.counts[HLOA_SEV_ERROR];
        cr_assert_null(parse(bad[i]), "'%s' must not parse", bad[i]);
        cr_assert_gt(fx.diags.counts[HLOA_SEV_ERROR], before, "'%s' gives a diagnostic", bad[i]);
    }
}

Test(shape, deep_nesting_is_capped)
{
    size_t n = 100000;
    char *s = malloc(2 * n + 8);
    memset(s, '(', n);
    strcpy(s + n, "f32[]");
    memset(s + n + 5, ')', n);
    s[2 * n + 5] = 0;
    cr_assert_null(parse(s));
    cr_assert_eq(fx.diags.list.items[fx.diags.list.len - 1].rule, HLOA_RULE_SYNTAX);
    cr_assert(strstr(fx.diags.list.items[fx.diags.list.len - 1].message, "depth"));
    free(s);
    /* in a layout item's group too */
    n = 1000;
    s = malloc(2 * n + 32);
    strcpy(s, "f32[8]{0:T");
    memset(s + 10, '(', n);
    memset(s + 10 + n, ')', n);
    strcpy(s + 10 + 2 * n, "}");
    cr_assert_null(parse(s));
    cr_assert(strstr(fx.diags.list.items[fx.diags.list.len - 1].message, "depth"),
              "%s", fx.diags.list.items[fx.diags.list.len - 1].message);
    free(s);
}

/*
 * Three comparisons over pairs of shapes, each pair read in a table of its
 * own (as two modules compared by the round-trip tests are): equal (deep),
 * compatible (element type and dims), and equal but for the memory space.
 */
Test(shape, three_comparisons_over_pairs)
{
    static const struct {
        const char *a, *b;
        int equal, compatible, but_memory_space;
    } cases[] = {
        {"f32[2,3]{1,0}", "f32[2,3]{1,0}", 1, 1, 1},
        {"f32[2,3]{1,0}", "f32[2,3]{0,1}", 0, 1, 0},
        {"f32[2,3]{1,0}", "f32[2,3]", 0, 1, 0},
        {"f32[2,3]", "f32[3,2]", 0, 0, 0},
        {"f32[2,3]", "s32[2,3]", 0, 0, 0},
        {"f32[2]", "f32[2,1]", 0, 0, 0},
        {"f32[2]{0:T(128)}", "f32[2]{0:T(256)}", 0, 1, 0},
        {"f32[2]{0:T(128)}", "f32[2]{0:T(128)S(1)}", 0, 1, 1},
        {"f32[2]{0:S(1)}", "f32[2]{0:S(5)}", 0, 1, 1},
        {"f32[2]{0:T(128)S(1)}", "f32[2]{0:S(1)T(128)}", 0, 1, 1},
        {"f32[2]{0:T(128)S(1)}", "f32[2]{0}", 0, 1, 0},
        {"f32[<=4]", "f32[<=4]", 1, 1, 1},
        {"f32[<=4]", "f32[4]", 0, 0, 0},
        {"f32[?]", "f32[<=4]", 0, 0, 0},
        {"(f32[2], s32[])", "(f32[2], s32[])", 1, 1, 1},
        {"(f32[2], s32[])", "(f32[2], u32[])", 0, 0, 0},
        {"(f32[2], s32[])", "(f32[2])", 0, 0, 0},
        {"(f32[2]{0}, s32[])", "(f32[2], s32[])", 0, 1, 0},
        {"((f32[2]), s32[])", "(f32[2], s32[])", 0, 0, 0},
        {"()", "()", 1, 1, 1},
        {"token[]", "token[]", 1, 1, 1},
        {"token[]", "f32[]", 0, 0, 0},
        {"f32[<=4,3]", "f32[4,<=3]", 0, 0, 0},
        {"foo8[2]", "foo8[2]", 1, 1, 1},
        {"foo8[2]", "bar8[2]", 0, 0, 0},
        {"foo8[2]", "foo16[2]", 0, 0, 0},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const hloa_shape *a = parse(cases[i].a);
        hloa_shape_table other;
        hloa_shape_table_init(&other, &fx.arena);
        hloa_shape_table mine = fx.table;
        fx.table = other;
        const hloa_shape *b = parse(cases[i].b);
        other = fx.table;
        fx.table = mine;
        cr_assert(a && b, "case %zu: both read", i);
        cr_expect_eq(hloa_shape_equal_deep(a, b), cases[i].equal, "case %zu: equal", i);
        cr_expect_eq(hloa_shape_equal_deep(b, a), cases[i].equal, "case %zu: equal, swapped", i);
        cr_expect_eq(hloa_shape_compatible(a, b), cases[i].compatible, "case %zu: compatible", i);
        cr_expect_eq(hloa_shape_equal_ignoring_memory_space(a, b), cases[i].but_memory_space,
                     "case %zu: equal but for the memory space", i);
        hloa_shape_table_release(&other);
    }
    cr_assert(hloa_shape_equal_deep(NULL, NULL));
    cr_assert_not(hloa_shape_equal_deep(parse("f32[]"), NULL));
    cr_assert_not(hloa_shape_compatible(NULL, parse("f32[]")));
    cr_assert_eq(hloa_shape_memory_space(parse("(f32[2]{0:S(1)})")), 0, "a tuple has none");
    cr_assert_eq(hloa_shape_memory_space(parse("f32[2]{0:T(128)S(5)}")), 5);
}
