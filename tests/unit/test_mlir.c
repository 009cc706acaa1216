/* The MLIR front end's pieces: the lexer and types read as shapes (mlir.h). */
#include "hloasync/mlir.h"
#include "hloasync/source.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The tokens of s as "kind:text kind:text ..." (at most 24), the EOF left out. */
static void tokens_of(const char *s, char *out, size_t n)
{
    hloa_mlir_lexer lx;
    hloa_mlir_lex_init(&lx, s, 0, (uint32_t)strlen(s));
    size_t len = 0;
    out[0] = '\0';
    for (int k = 0; k < 24 && len < n; k++) {
        hloa_mlir_token t = hloa_mlir_lex_next(&lx);
        if (t.kind == HLOA_MLIR_EOF)
            break;
        len += (size_t)snprintf(out + len, n - len, "%s%s:%.*s", k ? " " : "",
                                hloa_mlir_kind_name(t.kind), (int)t.len, s + t.off);
    }
}

Test(mlir_lex, every_token_form)
{
    static const struct {
        const char *text, *tokens;
    } cases[] = {
        {"%x %0 %arg_1 %x#1 %x:2", "value:%x value:%0 value:%arg_1 value:%x#1 value:%x punctuation:: integer:2"},
        {"%$a.b-c %1abc", "value:%$a.b-c value:%1 identifier:abc"},
        {"@main @\"quoted name\" ^bb0 ^bb", "symbol:@main symbol:@\"quoted name\" block:^bb0 block:^bb"},
        {"#map #mhlo.channel_handle<handle = 1>",
         "attribute:#map attribute:#mhlo.channel_handle punctuation:< identifier:handle "
         "punctuation:= integer:1 punctuation:>"},
        {"!mhlo.async_bundle<tensor<4xf32>>",
         "type:!mhlo.async_bundle punctuation:< identifier:tensor punctuation:< integer:4 "
         "identifier:xf32 punctuation:> punctuation:>"},
        {"func.func private @f(%a: tensor<f32>) -> ()",
         "identifier:func.func identifier:private symbol:@f punctuation:( value:%a punctuation:: "
         "identifier:tensor punctuation:< identifier:f32 punctuation:> punctuation:) punctuation:-> "
         "punctuation:( punctuation:)"},
        {"42 0x1F 1.5 1. 2e3 1.5E-3 -7 3e", "integer:42 integer:0x1F number:1.5 number:1. number:2e3 "
                                            "number:1.5E-3 punctuation:- integer:7 integer:3 identifier:e"},
        {"\"a\\\"b\\n\" \"\"", "string:\"a\\\"b\\n\" string:\"\""},
        {"{-# dialect_resources: {} #-}", "'{-#':{-# identifier:dialect_resources punctuation:: "
                                          "punctuation:{ punctuation:} '#-}':#-}"},
        {"a // comment\n  b // another", "identifier:a identifier:b"},
        {"[ ] ( ) , = ? * + | { }", "punctuation:[ punctuation:] punctuation:( punctuation:) "
                                    "punctuation:, punctuation:= punctuation:? punctuation:* "
                                    "punctuation:+ punctuation:| punctuation:{ punctuation:}"},
        {"loc(\"f.py\":3:7)", "identifier:loc punctuation:( string:\"f.py\" punctuation:: integer:3 "
                              "punctuation:: integer:7 punctuation:)"},
        /* what MLIR does not have */
        {"\"open\nx", "invalid token:\" identifier:open identifier:x"}, /* lexing goes on */
        {"% x", "invalid token:% identifier:x"},
        {"@ x", "invalid token:@ identifier:x"},
        {"^ x", "invalid token:^ identifier:x"},
        {"# x", "invalid token:# identifier:x"},
        {"! x", "invalid token:! identifier:x"},
        {"a ; b", "identifier:a invalid token:; identifier:b"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char got[1024];
        tokens_of(cases[i].text, got, sizeof(got));
        cr_expect_str_eq(got, cases[i].tokens, "case %zu: '%s' gives '%s'", i, cases[i].text, got);
    }
    cr_assert_str_eq(hloa_mlir_kind_name((hloa_mlir_kind)99), "token");
}

Test(mlir_lex, a_region_ends_where_told_and_nul_bytes_are_errors)
{
    static const char text[] = "a b c";
    hloa_mlir_lexer lx;
    hloa_mlir_lex_init(&lx, text, 2, 3);
    hloa_mlir_token t = hloa_mlir_lex_next(&lx);
    cr_assert(t.kind == HLOA_MLIR_BARE && t.off == 2 && t.len == 1);
    cr_assert_eq(hloa_mlir_lex_next(&lx).kind, HLOA_MLIR_EOF);
    cr_assert_eq(hloa_mlir_lex_next(&lx).kind, HLOA_MLIR_EOF, "and stays there");
    static const char nul[] = "ab\0cd";
    hloa_mlir_lex_init(&lx, nul, 0, 5);
    t = hloa_mlir_lex_next(&lx);
    cr_assert(t.kind == HLOA_MLIR_BARE && t.len == 2, "a NUL ends an identifier");
    cr_assert_eq(hloa_mlir_lex_next(&lx).kind, HLOA_MLIR_ERROR);
}

/* ---- types ---- */

typedef struct types {
    hloa_arena arena;
    hloa_shape_table table;
} types;

static types ty;

static void setup(void)
{
    hloa_arena_init(&ty.arena);
    hloa_shape_table_init(&ty.table, &ty.arena);
}

static void teardown(void)
{
    hloa_shape_table_release(&ty.table);
    hloa_arena_release(&ty.arena);
}

TestSuite(mlir_types, .init = setup, .fini = teardown);

/* The HLO spelling of an MLIR type, "!" and the reason when it is refused. */
static const char *read_as_hlo(const char *mlir, char *out, size_t n, int *future, uint32_t *used)
{
    char why[160] = "";
    uint32_t pos = 0;
    hloa_mlir_type t = hloa_mlir_read_type(&ty.table, mlir, &pos, (uint32_t)strlen(mlir), why,
                                           sizeof(why));
    if (!t.shape) {
        snprintf(out, n, "!%s", why);
        return out;
    }
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_shape_print(&sb, t.shape);
    snprintf(out, n, "%s", sb.buf);
    hloa_strbuf_release(&sb);
    if (future)
        *future = t.future;
    if (used)
        *used = pos;
    return out;
}

Test(mlir_types, every_form_as_an_hlo_shape)
{
    static const struct {
        const char *mlir, *hlo;
    } cases[] = {
        {"tensor<4x8xf32>", "f32[4,8]"},
        {"tensor<f32>", "f32[]"},
        {"  tensor< 16xbf16 >", "bf16[16]"},
        {"tensor<16 x bf16>", "!expected an element type (f32, i32, ui8, i1, ...), found '16 x bf16>'"},
        {"tensor<?x4xi32>", "s32[?,4]"},
        {"tensor<2x3xi1>", "pred[2,3]"},
        {"tensor<8xui8>", "u8[8]"},
        {"tensor<8xsi16>", "s16[8]"},
        {"tensor<4xindex>", "s64[4]"},
        {"tensor<2xcomplex<f32>>", "c64[2]"},
        {"tensor<complex<f64>>", "c128[]"},
        {"tensor<4xf8E4M3FN>", "f8e4m3fn[4]"},
        {"tensor<?x8xf32, #mhlo.type_extensions<bounds = [16, ?]>>", "f32[?,8]"},
        {"tuple<tensor<4xf32>, tensor<i32>>", "(f32[4], s32[])"},
        {"tuple<>", "()"},
        {"tuple<tuple<tensor<f32>>, !mhlo.token>", "((f32[]), token[])"},
        {"!mhlo.token", "token[]"},
        {"!stablehlo.token", "token[]"},
        {"f32", "f32[]"},
        {"!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<i32>>, tensor<8xf32>, tensor<ui32>>",
         "((f32[4], s32[]), f32[8], u32[])"},
        {"!mhlo.async_bundle<tensor<4xf32>, tensor<8xf32>>", "((f32[4]), f32[8])"},
        {"!mhlo.async_bundle<tuple<>, tuple<>, tensor<i32>>", "((), (), s32[])"},
        /* refused, with the reason */
        {"tensor<*xf32>", "!an unranked tensor has no HLO shape"},
        {"tensor<4xq8>", "!expected an element type (f32, i32, ui8, i1, ...), found 'q8>'"},
        {"tensor<4xf32", "!expected '>' to close the tensor, found the end"},
        {"tensor<4xcomplex<i32>>", "!expected complex<f32> or complex<f64>"},
        {"tensor<4xf32, #enc<[1>", "!the tensor's encoding is not closed"},
        {"tuple<tensor<f32> tensor<f32>>", "!expected ',' or '>' in a list of types, found 'tensor<f32>>'"},
        {"!mhlo.async_bundle<tensor<f32>>", "!an async bundle holds operands, an output and state: at least 2 types"},
        {"!foo.bar<1>", "!type '!foo.bar<1>' is not one this tool reads"},
        {"memref<4xf32>", "!expected an element type (f32, i32, ui8, i1, ...), found 'memref<4xf32'"},
        {"", "!expected an element type (f32, i32, ui8, i1, ...), found the end"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char got[256];
        read_as_hlo(cases[i].mlir, got, sizeof(got), NULL, NULL);
        cr_expect_str_eq(got, cases[i].hlo, "case %zu: %s gives %s", i, cases[i].mlir, got);
    }
}

Test(mlir_types, futures_say_so_and_position_moves_past_the_type)
{
    char got[256];
    int future = 0;
    uint32_t used = 0;
    read_as_hlo("!stablehlo.future<tensor<4xf32>> rest", got, sizeof(got), &future, &used);
    cr_assert_str_eq(got, "f32[4]");
    cr_assert(future);
    cr_assert_eq(used, 32, "just past the type");
    read_as_hlo("!stablehlo.future<tensor<f32>, tensor<2xi32>>", got, sizeof(got), &future, NULL);
    cr_assert_str_eq(got, "(f32[], s32[2])", "a future of several values carries them as a tuple");
    read_as_hlo("tensor<f32>", got, sizeof(got), &future, NULL);
    cr_assert_not(future);
    /* deep nesting is refused, not a stack overflow */
    size_t depth = 600;
    char *deep = malloc(depth * 7 + 16);
    size_t k = 0;
    for (size_t d = 0; d < depth; d++)
        k += (size_t)sprintf(deep + k, "tuple<");
    strcpy(deep + k, "f32");
    read_as_hlo(deep, got, sizeof(got), NULL, NULL);
    cr_assert(strstr(got, "nested more than"), "%s", got);
    free(deep);
    /* the same type read twice is the same shape */
    char why[64];
    uint32_t p1 = 0, p2 = 0;
    const char *a = "tensor<4x8xf32>", *b = "tuple<tensor<4x8xf32>>";
    hloa_mlir_type x = hloa_mlir_read_type(&ty.table, a, &p1, (uint32_t)strlen(a), why, sizeof(why));
    hloa_mlir_type y = hloa_mlir_read_type(&ty.table, b, &p2, (uint32_t)strlen(b), why, sizeof(why));
    cr_assert(x.shape && y.shape && y.shape->elems[0] == x.shape, "interned");
}

/*
 * A region may end anywhere (a lit file's module, a cut dump): lexing every
 * prefix of a text of every token form gives tokens inside the prefix, always
 * moves on, and ends; reading every prefix of types either reads a type that
 * ends inside it or says why not.
 */
Test(mlir_lex, every_prefix_lexes_inside_itself)
{
    static const char text[] =
        "func.func @\"f\"(%arg0: tensor<4xf32>, %x#12: !mhlo.token) -> () // c\n"
        "  ^bb0 #a.b<x> {-# r: 0x1F #-} 1.5e-3 2E+7 7. \"s\\\"t\" -> - %1:2 [?] = * + | $";
    uint32_t len = (uint32_t)strlen(text);
    for (uint32_t end = 0; end <= len; end++) {
        hloa_mlir_lexer lx;
        hloa_mlir_lex_init(&lx, text, 0, end);
        uint32_t last = 0;
        for (int k = 0; k < 200; k++) {
            hloa_mlir_token t = hloa_mlir_lex_next(&lx);
            cr_assert_leq(t.off + t.len, end, "prefix %u: a token past the end", end);
            if (t.kind == HLOA_MLIR_EOF)
                break;
            cr_assert(t.len > 0 && t.off >= last, "prefix %u: no progress", end);
            last = t.off + t.len;
            cr_assert_lt(k, 199, "prefix %u: lexing does not end", end);
        }
    }
}

Test(mlir_types, every_prefix_reads_inside_itself_or_says_why, .init = setup, .fini = teardown)
{
    static const char *const texts[] = {
        "!mhlo.async_bundle<tuple<tensor<4x?xcomplex<f32>, #e<[1, (2)]>>, !stablehlo.token>, "
        "tensor<8xui16>, tensor<si32>>",
        "!stablehlo.future<tensor<2x3xf8E5M2>, tuple<>, tensor<index>>",
        "tensor<4294967296x1125899906842624xi64>",
    };
    for (size_t k = 0; k < sizeof(texts) / sizeof(texts[0]); k++) {
        uint32_t len = (uint32_t)strlen(texts[k]);
        for (uint32_t end = 0; end <= len; end++) {
            char why[160] = "";
            uint32_t pos = 0;
            hloa_mlir_type t = hloa_mlir_read_type(&ty.table, texts[k], &pos, end, why, sizeof(why));
            if (t.shape)
                cr_assert(pos <= end && pos > 0, "text %zu prefix %u: read to %u", k, end, pos);
            else
                cr_assert(why[0] && pos == 0, "text %zu prefix %u: refused without a reason", k, end);
            cr_assert_eq(t.shape != NULL, end == len, "text %zu prefix %u: only the whole reads", k, end);
        }
    }
}
