/* The MLIR front end's pieces: the lexer and types read as shapes (mlir.h). */
#include "helpers.h" /* load_file */

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
        hloa_mlir_token t;
        if (hloa_mlir_lex_next(&lx, &t) == HLOA_MLIR_EOF)
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
    hloa_mlir_token t;
    cr_assert_eq(hloa_mlir_lex_next(&lx, &t), HLOA_MLIR_BARE);
    cr_assert(t.kind == HLOA_MLIR_BARE && t.off == 2 && t.len == 1);
    cr_assert_eq(hloa_mlir_lex_next(&lx, &t), HLOA_MLIR_EOF);
    cr_assert_eq(hloa_mlir_lex_next(&lx, &t), HLOA_MLIR_EOF, "and stays there");
    cr_assert(t.kind == HLOA_MLIR_EOF && t.off == 3 && t.len == 0, "at the end of the range");
    static const char nul[] = "ab\0cd";
    hloa_mlir_lex_init(&lx, nul, 0, 5);
    hloa_mlir_lex_next(&lx, &t);
    cr_assert(t.kind == HLOA_MLIR_BARE && t.len == 2, "a NUL ends an identifier");
    cr_assert_eq(hloa_mlir_lex_next(&lx, &t), HLOA_MLIR_ERROR);
}

Test(mlir_lex, suppression_comments_are_noted_once_as_they_are_passed)
{
    static const char text[] = "a // hlo-async: ignore[x]\n"
                               "b \"// hlo-async: in a string\" // plain comment\n"
                               "  // hlo-async:\n" /* says nothing: suppress.c tells */
                               "c //hlo-async: ignore[y]";
    hloa_offsets dirs = {0};
    hloa_mlir_lexer lx;
    hloa_mlir_lex_init(&lx, text, 0, (uint32_t)strlen(text));
    lx.directives = &dirs;
    hloa_mlir_token t;
    while (hloa_mlir_lex_next(&lx, &t) != HLOA_MLIR_EOF)
        ;
    /* a look back reads the last comment again */
    const char *last = strstr(text, "c //");
    hloa_mlir_lex_init(&lx, text, (uint32_t)(last - text), (uint32_t)strlen(text));
    lx.directives = &dirs;
    while (hloa_mlir_lex_next(&lx, &t) != HLOA_MLIR_EOF)
        ;
    cr_assert_eq(dirs.len, 3, "the comments that speak to hlo-async, once each: %zu", dirs.len);
    cr_assert_eq(dirs.items[0], (uint32_t)(strstr(text, "// hlo-async: ignore[x]") - text));
    cr_assert_eq(dirs.items[1], (uint32_t)(strstr(text, "// hlo-async:\n") - text));
    cr_assert_eq(dirs.items[2], (uint32_t)(strstr(text, "//hlo-async: ignore[y]") - text));
    free(dirs.items);
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
        {"tuple<tensor<f32>,\r\n\ttensor<i32>>", "(f32[], s32[])"}, /* blanks of any kind */
        {"tensor<4xf32, #e<{a = (1)}>>", "f32[4]"},                  /* any bracket in an encoding */
        {"!async.value<tensor<2xf32>>", "f32[2]"},
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
        {"!async.value<f32, f32>", "!more than 1 types in one list"},
        {"!async.value<>", "!an !async.value carries one type"},
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
    cr_assert_eq(future, 2, "and says how many it carries");
    read_as_hlo("!stablehlo.future<tuple<tensor<f32>, tensor<2xi32>>>", got, sizeof(got), &future, NULL);
    cr_assert_str_eq(got, "(f32[], s32[2])");
    cr_assert_eq(future, 1, "one tuple, told apart from two values");
    read_as_hlo("!stablehlo.future<>", got, sizeof(got), &future, NULL);
    cr_assert(strstr(got, "at least one type"), "%s", got);
    /* more dims than a shape holds: refused, whatever follows (65, and 3000) */
    for (size_t dims = 65; dims <= 3000; dims += 2935) {
        char *many = malloc(dims * 3 + 32);
        size_t len = (size_t)sprintf(many, "tensor<");
        for (size_t d = 0; d < dims; d++)
            len += (size_t)sprintf(many + len, "9x");
        strcpy(many + len, "f32>");
        read_as_hlo(many, got, sizeof(got), NULL, NULL);
        cr_assert(strstr(got, "more than 64 dims"), "%zu dims: %s", dims, got);
        free(many);
    }
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

/* Corners of the reader: lists longer than a shape holds, encodings nested past what is read,
   and a future's first type that is no ranked tensor. */
Test(mlir_types, corners_of_lists_encodings_and_futures)
{
    char got[256];
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    /* a future of 257 types, one more than a list holds */
    hloa_strbuf_adds(&sb, "!stablehlo.future<");
    for (int k = 0; k < 257; k++)
        hloa_strbuf_adds(&sb, k ? ", tensor<f32>" : "tensor<f32>");
    hloa_strbuf_adds(&sb, ">");
    read_as_hlo(sb.buf, got, sizeof(got), NULL, NULL);
    cr_expect_str_eq(got, "!more than 256 types in one list");
    /* an encoding nested deeper than read */
    hloa_strbuf_clear(&sb);
    hloa_strbuf_adds(&sb, "tensor<4xf32, #e<");
    for (int k = 0; k <= HLOA_MAX_DEPTH; k++)
        hloa_strbuf_adds(&sb, "[");
    for (int k = 0; k <= HLOA_MAX_DEPTH; k++)
        hloa_strbuf_adds(&sb, "]");
    hloa_strbuf_adds(&sb, ">>");
    read_as_hlo(sb.buf, got, sizeof(got), NULL, NULL);
    cr_expect_str_eq(got, "!the tensor's encoding is not closed");
    hloa_strbuf_release(&sb);
    /* the first type of a future that is no ranked tensor is the one told */
    const char *two = "!stablehlo.future<f32, tuple<>>";
    char why[64];
    uint32_t pos = 0;
    hloa_mlir_type t = hloa_mlir_read_type(&ty.table, two, &pos, (uint32_t)strlen(two), why, sizeof(why));
    cr_assert(t.shape && t.future == 2);
    cr_expect_eq(t.not_tensor, 18 + 1, "the first, f32, at 18 (+ 1)");
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
            hloa_mlir_token t;
            hloa_mlir_lex_next(&lx, &t);
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

/* ---- syntax ---- */

/*
 * The visits of the syntax reader recorded as a tree (test only): what each
 * visit saw, copied, so that a test can look at a whole module.
 */
typedef struct rec_region rec_region;

typedef struct rec_op { /* hloa_mlir_op's fields, the arrays copied, and the regions */
    hloa_mlir_span name;
    int generic, broken;
    uint32_t off, end;
    const hloa_mlir_span *results;
    uint32_t n_results, n_result_values;
    const hloa_mlir_span *operands;
    uint32_t n_operands;
    const hloa_mlir_attr *attrs;
    uint32_t n_attrs;
    const hloa_mlir_span *operand_types;
    uint32_t n_operand_types;
    const hloa_mlir_span *result_types;
    uint32_t n_result_types;
    rec_region *regions;
    uint32_t n_regions;
} rec_op;

struct rec_region { /* hloa_mlir_region's fields and the ops */
    const hloa_mlir_span *args, *arg_types;
    uint32_t n_args;
    int of_func;
    uint32_t off, end;
    rec_op *ops;
    uint32_t n_ops;
};

typedef struct rec_func { /* hloa_mlir_func's fields and the body */
    hloa_mlir_span name, visibility;
    const hloa_mlir_span *arg_types;
    uint32_t n_args;
    const hloa_mlir_span *result_types;
    uint32_t n_results;
    const hloa_mlir_attr *attrs;
    uint32_t n_attrs;
    int has_body;
    uint32_t off, end;
    rec_region body;
} rec_func;

enum { REC_DEPTH = 64 };

typedef struct read_mlir {
    hloa_arena arena;
    hloa_diags diags;
    char *text;
    uint32_t errors;
    hloa_mlir_span module_name;
    int scheduled;
    rec_func *funcs;
    uint32_t n_funcs;
    rec_region top;          /* the ops at the top, outside functions (sdy.mesh) */
    /* while reading: what is open */
    rec_op open_ops[REC_DEPTH];
    uint32_t n_open_ops;
    rec_region open_regions[REC_DEPTH];
    uint32_t n_open_regions;
    int unbalanced;          /* an end without its begin, or too deep */
} read_mlir;

static void *copy_of(read_mlir *r, const void *items, uint32_t n, size_t size)
{
    return n ? hloa_arena_memdup(&r->arena, items, n, size) : NULL;
}

/* items (n of size) with one more, x, at the end: a new array in the arena */
static void *append(read_mlir *r, const void *items, uint32_t n, const void *x, size_t size)
{
    char *out = hloa_arena_alloc(&r->arena, (n + 1) * size);
    if (n)
        memcpy(out, items, n * size);
    memcpy(out + n * size, x, size);
    return out;
}

static void rec_module_header(void *ctx, hloa_mlir_span name, int scheduled)
{
    read_mlir *r = ctx;
    r->module_name = name;
    r->scheduled = scheduled;
}

static void rec_func_begin(void *ctx, const hloa_mlir_func *f)
{
    read_mlir *r = ctx;
    rec_func rf;
    memset(&rf, 0, sizeof(rf));
    rf.name = f->name;
    rf.visibility = f->visibility;
    rf.n_args = f->n_args;
    rf.n_results = f->n_results;
    rf.n_attrs = f->n_attrs;
    rf.has_body = f->has_body;
    rf.off = f->off;
    rf.arg_types = copy_of(r, f->arg_types, f->n_args, sizeof(hloa_mlir_span));
    rf.result_types = copy_of(r, f->result_types, f->n_results, sizeof(hloa_mlir_span));
    rf.attrs = copy_of(r, f->attrs, f->n_attrs, sizeof(hloa_mlir_attr));
    r->funcs = append(r, r->funcs, r->n_funcs++, &rf, sizeof(rf));
}

static void rec_func_end(void *ctx, const hloa_mlir_func *f)
{
    read_mlir *r = ctx;
    if (!r->n_funcs) {
        r->unbalanced = 1;
        return;
    }
    r->funcs[r->n_funcs - 1].end = f->end;
}

static void rec_op_begin(void *ctx, const hloa_mlir_op *op)
{
    read_mlir *r = ctx;
    if (r->n_open_ops == REC_DEPTH) {
        r->unbalanced = 1;
        return;
    }
    rec_op *o = &r->open_ops[r->n_open_ops++];
    memset(o, 0, sizeof(*o));
    o->name = op->name;
}

static void rec_op_end(void *ctx, const hloa_mlir_op *op)
{
    read_mlir *r = ctx;
    if (!r->n_open_ops) {
        r->unbalanced = 1;
        return;
    }
    rec_op o = r->open_ops[--r->n_open_ops];
    if (o.name.off != op->name.off || o.name.len != op->name.len)
        r->unbalanced = 1; /* op_begin told another name */
    o.name = op->name;
    o.generic = op->generic;
    o.broken = op->broken;
    o.off = op->off;
    o.end = op->end;
    o.n_results = op->n_results;
    o.n_result_values = op->n_result_values;
    o.n_operands = op->n_operands;
    o.n_attrs = op->n_attrs;
    o.n_operand_types = op->n_operand_types;
    o.n_result_types = op->n_result_types;
    o.results = copy_of(r, op->results, op->n_results, sizeof(hloa_mlir_span));
    o.operands = copy_of(r, op->operands, op->n_operands, sizeof(hloa_mlir_span));
    o.attrs = copy_of(r, op->attrs, op->n_attrs, sizeof(hloa_mlir_attr));
    o.operand_types = copy_of(r, op->operand_types, op->n_operand_types, sizeof(hloa_mlir_span));
    o.result_types = copy_of(r, op->result_types, op->n_result_types, sizeof(hloa_mlir_span));
    if (o.n_regions != op->n_regions)
        r->unbalanced = 1;
    rec_region *rg = r->n_open_regions ? &r->open_regions[r->n_open_regions - 1] : &r->top;
    rg->ops = append(r, rg->ops, rg->n_ops++, &o, sizeof(o));
}

static void rec_region_begin(void *ctx, const hloa_mlir_region *rg)
{
    read_mlir *r = ctx;
    if (r->n_open_regions == REC_DEPTH) {
        r->unbalanced = 1;
        return;
    }
    rec_region *o = &r->open_regions[r->n_open_regions++];
    memset(o, 0, sizeof(*o));
    o->n_args = rg->n_args;
    o->of_func = rg->of_func;
    o->off = rg->off;
    o->args = copy_of(r, rg->args, rg->n_args, sizeof(hloa_mlir_span));
    o->arg_types = copy_of(r, rg->arg_types, rg->n_args, sizeof(hloa_mlir_span));
}

static void rec_region_end(void *ctx, const hloa_mlir_region *rg)
{
    read_mlir *r = ctx;
    if (!r->n_open_regions) {
        r->unbalanced = 1;
        return;
    }
    rec_region done = r->open_regions[--r->n_open_regions];
    done.end = rg->end;
    if (rg->of_func && r->n_funcs)
        r->funcs[r->n_funcs - 1].body = done;
    else if (!rg->of_func && r->n_open_ops) {
        rec_op *o = &r->open_ops[r->n_open_ops - 1];
        o->regions = append(r, o->regions, o->n_regions++, &done, sizeof(done));
    } else
        r->unbalanced = 1;
}

static void mlir_read(read_mlir *r, const char *text)
{
    memset(r, 0, sizeof(*r));
    hloa_arena_init(&r->arena);
    hloa_diags_init(&r->diags);
    size_t n = strlen(text);
    r->text = malloc(n + HLOA_SOURCE_PADDING);
    memcpy(r->text, text, n);
    memset(r->text + n, 0, HLOA_SOURCE_PADDING);
    hloa_mlir_visitor v = {r,           rec_module_header, rec_func_begin,   rec_func_end,
                           rec_op_begin, rec_op_end,       rec_region_begin, rec_region_end,
                           NULL, NULL,       NULL,             NULL};
    r->errors = hloa_mlir_read(r->text, 0, (uint32_t)n, HLOA_MLIR_AT_TOP, 0, &v, &r->diags, NULL);
    cr_assert(!r->unbalanced && !r->n_open_ops && !r->n_open_regions,
              "every begin has its end: %.60s", text);
}

/* Reads text that must read without a diagnostic. */
static void mlir_read_clean(read_mlir *r, const char *text)
{
    mlir_read(r, text);
    cr_assert_eq(r->errors, 0, "%s", r->diags.list.len ? r->diags.list.items[0].message : "");
}

static void mlir_release(read_mlir *r)
{
    free(r->text);
    hloa_diags_release(&r->diags);
    hloa_arena_release(&r->arena);
}

static int span_is(const char *text, hloa_mlir_span s, const char *want)
{
    return s.len == strlen(want) && !memcmp(text + s.off, want, s.len);
}

/* The text of a seed of tests/fuzz/mlir-seeds (heap; src released). */
static char *seed(const char *name, hloa_source *src)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir, "HLOA_TESTDATA is not set");
    char path[4096];
    snprintf(path, sizeof(path), "%s/../tests/fuzz/mlir-seeds/%s", dir, name);
    char *text = load_file(path, src);
    hloa_source_release(src);
    return text;
}

/* The seed of MHLO bundles (tests/fuzz/mlir-seeds), read whole: every part in its place. */
Test(mlir_syntax, mhlo_module_with_bundles)
{
    hloa_source src;
    char *text = seed("mhlo_async_bundles.mlir", &src);
    read_mlir r;
    mlir_read_clean(&r, text);
    free(text);
    const char *t = r.text;
    cr_assert(span_is(t, r.module_name, "async_bundles"));
    cr_assert_eq(r.n_funcs, 3);
    const rec_func *g = &r.funcs[0], *m = &r.funcs[2];
    cr_assert(span_is(t, g->name, "gather") && span_is(t, g->visibility, "private"));
    cr_assert(g->n_args == 1 && span_is(t, g->arg_types[0], "tensor<16x64xf32>"));
    cr_assert(g->n_results == 1 && span_is(t, g->result_types[0], "tensor<128x64xf32>"));
    cr_assert(g->n_attrs == 1 && span_is(t, g->attrs[0].key, "execution_thread") &&
              span_is(t, g->attrs[0].value, "\"main\""));
    cr_assert_eq(g->body.n_ops, 2);
    const rec_op *ag = &g->body.ops[0];
    cr_assert(ag->generic && span_is(t, ag->name, "mhlo.all_gather"));
    cr_assert_eq(ag->n_attrs, 3);
    cr_assert(span_is(t, ag->attrs[1].value, "#mhlo.channel_handle<handle = 1, type = 1>"));
    cr_assert(span_is(t, ag->attrs[2].value, "dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>"));
    const rec_op *ret = &g->body.ops[1];
    cr_assert(!ret->generic && span_is(t, ret->name, "func.return") && ret->n_operands == 1);
    cr_assert(ret->n_result_types == 1 && span_is(t, ret->result_types[0], "tensor<128x64xf32>"));
    /* main: the async ops, their operands, attributes and function types */
    cr_assert_eq(m->n_args, 3);
    cr_assert_eq(m->body.n_args, 3, "the body's first block has the arguments");
    cr_assert(span_is(t, m->body.args[2], "%t") && span_is(t, m->body.arg_types[2], "!mhlo.token"));
    cr_assert_eq(m->n_results, 2);
    cr_assert_eq(m->body.n_ops, 6);
    const rec_op *s0 = &m->body.ops[0], *u = &m->body.ops[1], *s3 = &m->body.ops[3];
    cr_assert(span_is(t, s0->name, "mhlo.async_start") && s0->n_results == 1 && s0->n_operands == 1);
    cr_assert(span_is(t, s0->attrs[0].key, "called_computation") &&
              span_is(t, s0->attrs[0].value, "@gather"));
    cr_assert(span_is(t, s0->result_types[0],
                      "!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>"));
    cr_assert(span_is(t, u->name, "mhlo.async_update") && u->n_attrs == 0);
    cr_assert(span_is(t, u->operands[0], "%0"));
    cr_assert(s3->n_operands == 2 && s3->n_operand_types == 2 && s3->n_result_types == 1,
              "a result type in parentheses");
    cr_assert(span_is(t, s3->result_types[0],
                      "!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>"));
    const rec_op *r5 = &m->body.ops[5];
    cr_assert(span_is(t, r5->name, "return") && r5->n_operands == 2 && r5->n_result_types == 2);
    /* the types read as shapes */
    hloa_shape_table table;
    hloa_shape_table_init(&table, &r.arena);
    char why[128];
    uint32_t pos = s3->result_types[0].off;
    hloa_mlir_type bt = hloa_mlir_read_type(&table, t, &pos, pos + s3->result_types[0].len, why,
                                            sizeof(why));
    cr_assert_not_null(bt.shape, "%s", why);
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    hloa_shape_print(&sb, bt.shape);
    cr_assert_str_eq(sb.buf, "((s32[4], token[]), token[], u32[])");
    hloa_strbuf_release(&sb);
    hloa_shape_table_release(&table);
    mlir_release(&r);
}

Test(mlir_syntax, stablehlo_regions_of_one_op)
{
    hloa_source src;
    char *text = seed("stablehlo_futures.mlir", &src);
    read_mlir r;
    mlir_read_clean(&r, text);
    free(text);
    const char *t = r.text;
    cr_assert_eq(r.n_funcs, 1);
    const rec_func *f = &r.funcs[0];
    cr_assert(span_is(t, f->visibility, "public") && f->n_results == 2);
    cr_assert_eq(f->body.n_ops, 5);
    const rec_op *a = &f->body.ops[0], *b = &f->body.ops[1], *d = &f->body.ops[2];
    cr_assert(span_is(t, a->name, "stablehlo.async_start") && a->n_regions == 1);
    const rec_region *ra = &a->regions[0];
    cr_assert(ra->n_args == 1 && span_is(t, ra->args[0], "%a") &&
              span_is(t, ra->arg_types[0], "tensor<2x2xf32>"));
    cr_assert_eq(ra->n_ops, 2, "the collective and the return");
    cr_assert(span_is(t, ra->ops[0].name, "stablehlo.all_gather") && ra->ops[0].n_attrs == 2,
              "properties <{...}> are attributes");
    cr_assert(span_is(t, a->result_types[0], "!stablehlo.future<tensor<4x2xf32>>"));
    const rec_region *rb = &b->regions[0];
    cr_assert(rb->n_ops == 2 && rb->ops[0].n_regions == 1, "a region inside the region's op");
    const rec_region *body = &rb->ops[0].regions[0];
    cr_assert(body->n_ops == 2 && span_is(t, body->ops[0].name, "stablehlo.add") &&
              body->ops[0].n_operands == 2 && span_is(t, body->ops[0].result_types[0], "tensor<f32>"));
    cr_assert(!rb->ops[1].generic && span_is(t, rb->ops[1].name, "stablehlo.return"));
    cr_assert(span_is(t, d->name, "stablehlo.async_done") && span_is(t, d->operands[0], "%f"));
    mlir_release(&r);
}

/* Errors are located where the text goes wrong, and reading goes on at the next function. */
Test(mlir_syntax, errors_are_located_and_reading_goes_on)
{
    static const struct {
        const char *text, *message;
        uint32_t off;
    } cases[] = {
        {"func.func @f(%a: tensor<f32>) {\n  %0 = \"x.y\"(%a : (tensor<f32>) -> tensor<f32>\n}\n",
         "expected an operand or ')', found ':'", 48},
        {"func.func @f() {\n  %0 = \"x.y\"() : () tensor<f32>\n}\n",
         "expected '->' and the result types, found 'tensor'", 37},
        {"func.func f() {\n}\n", "expected the function's @name, found 'f'", 10},
        {"func.func @f() {\n  %0 \"x.y\"() : () -> ()\n}\n", "expected '=' after the results, found '\"x.y\"'", 22},
        {"func.func @f() {\n  %0:x = \"x.y\"() : () -> ()\n}\n",
         "expected the number of results after ':', found 'x'", 22},
        {"module {\n  func.func @f() {\n  }\n", "expected '}' to close the module, found the end of the input", 32},
        {"func.func @f() {\n  %0 = \"x.y\"() {a = } : () -> ()\n}\n", "expected an attribute value, found '}'", 37},
        {"func.func @f() {\n  %0 = \"x.y\"() {= 1} : () -> ()\n}\n", "expected an attribute name, found '='", 33},
        {"x = 1\n", "expected func.func, module or an operation, found 'x'", 0},
        {"{-# never closed", "expected '#-}' to close the dialect resources, found the end of the input", 16},
        {"#loc = loc(\"a\":1:2\nfunc.func @f() {\n}\n", "expected a closing bracket, found the end of the input", 38},
        {"func.func @f() {\n  %0 = \"x.y\"() : (tensor<f32) -> ()\n}\n",
         "expected '>' to close the type, found the end of the input", 55},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        read_mlir r;
        mlir_read(&r, cases[i].text);
        cr_expect_gt(r.errors, 0, "case %zu", i);
        if (r.diags.list.len) {
            const hloa_diag *dg = &r.diags.list.items[0];
            cr_expect_str_eq(dg->message, cases[i].message, "case %zu: %s", i, dg->message);
            cr_expect_eq(dg->off, cases[i].off, "case %zu: at %u", i, dg->off);
            cr_expect_eq(dg->rule, HLOA_RULE_SYNTAX);
        }
        mlir_release(&r);
    }
    /* an alias ends with its line: the function on the next is read */
    read_mlir a;
    mlir_read(&a, "#a = loc(unknown)\n#b =\nfunc.func @f() {\n}\n");
    cr_assert_eq(a.n_funcs, 1);
    mlir_release(&a);
    /* after an error, the next function is still read */
    read_mlir r;
    mlir_read(&r, "func.func @bad( {\n}\nfunc.func @good() -> tensor<f32> {\n  return\n}\n");
    cr_assert_eq(r.errors, 1);
    cr_assert_eq(r.n_funcs, 2);
    cr_assert(span_is(r.text, r.funcs[1].name, "good") && r.funcs[1].body.n_ops == 1);
    mlir_release(&r);
}

/* Every prefix of the seeds reads without a crash, its spans inside it. */
static void spans_inside(const rec_region *rg, uint32_t end)
{
    for (uint32_t k = 0; k < rg->n_ops; k++) {
        const rec_op *op = &rg->ops[k];
        cr_assert_leq(op->end, end);
        cr_assert_leq(op->name.off + op->name.len, end);
        for (uint32_t j = 0; j < op->n_regions; j++)
            spans_inside(&op->regions[j], end);
    }
}

Test(mlir_syntax, every_prefix_reads_inside_itself)
{
    hloa_source src;
    char *whole = seed("stablehlo_futures.mlir", &src);
    size_t len = strlen(whole);
    for (size_t n = 0; n <= len; n += 1 + n % 3) {
        char saved = whole[n];
        whole[n] = '\0';
        read_mlir r;
        mlir_read(&r, whole);
        whole[n] = saved;
        for (uint32_t f = 0; f < r.n_funcs; f++) {
            cr_assert_leq(r.funcs[f].end, n);
            spans_inside(&r.funcs[f].body, (uint32_t)n);
        }
        for (size_t k = 0; k < r.diags.list.len; k++)
            cr_assert_leq(r.diags.list.items[k].off, n, "an error past the prefix %zu", n);
        mlir_release(&r);
    }
    free(whole);
}

/* A pretty op's types end where its location starts; types spelled plainly or not. */
Test(mlir_syntax, pretty_types_end_before_the_location)
{
    static const char text[] =
        "func.func @f(%y: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %a = stablehlo.multiply %y, %y : tensor<4xf32> loc(\"model.py\":3:7)\n"
        "  %b = stablehlo.add %a, %y : tensor<4xf32, #enc<[1]>> loc(#loc1)\n"
        "  %c = stablehlo.convert %b : (tensor<4xf32>) -> tensor<4xbf16> loc(fused[\"a\", \"b\"])\n"
        "  return %c : tensor<4xbf16>\n"
        "}\n";
    read_mlir r;
    mlir_read_clean(&r, text);
    const char *t = r.text;
    const rec_func *f = &r.funcs[0];
    cr_assert_eq(f->body.n_ops, 4);
    static const char *const want[] = {"tensor<4xf32>", "tensor<4xf32, #enc<[1]>>", "tensor<4xbf16>"};
    for (uint32_t i = 0; i < 3; i++) {
        const rec_op *op = &f->body.ops[i];
        cr_assert(op->n_result_types == 1 && span_is(t, op->result_types[0], want[i]),
                  "op %u: [%.*s]", i, (int)op->result_types[0].len, t + op->result_types[0].off);
        cr_assert(t[op->end - 1] == ')', "op %u ends after its location", i);
    }
    mlir_release(&r);
}

/* Ops written plainly (read byte by byte) and the same ops written so that the tokens read
   them (a comment after, a function type) give the same operands, types and ends. */
Test(mlir_syntax, plain_pretty_ops_read_as_the_tokens_read_them)
{
    static const char text[] =
        "func.func @plain(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %a = stablehlo.add %x, %y : tensor<4xf32> loc(\"m.py\":1:2)\n"
        "  %b = stablehlo.add %a ,%y:tensor<4xf32>\n"
        "  %c:2 = test.two %b : tensor<4xf32>, !mhlo.token\n"
        "  %d = stablehlo.add %c#0, %y : tensor<4xf32>\n"
        "  return %d : tensor<4xf32>\n"
        "}\n"
        "func.func @tokens(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %a = stablehlo.add %x, %y : tensor<4xf32> // a comment\n"
        "  %b = stablehlo.add %a ,%y:tensor<4xf32> // after a plain op\n"
        "  %c:2 = test.two %b : (tensor<4xf32>) -> (tensor<4xf32>, !mhlo.token)\n"
        "  %d = stablehlo.add %c#0, %y : tensor<4xf32> -> tensor<4xf32>\n"
        "  return %d : tensor<4xf32>\n"
        "}\n";
    read_mlir r;
    mlir_read_clean(&r, text);
    const char *t = r.text;
    cr_assert_eq(r.n_funcs, 2);
    const rec_region *plain = &r.funcs[0].body, *tokens = &r.funcs[1].body;
    cr_assert(plain->n_ops == 5 && tokens->n_ops == 5);
    for (uint32_t i = 0; i < 5; i++) {
        const rec_op *a = &plain->ops[i], *b = &tokens->ops[i];
        cr_assert(a->n_operands == b->n_operands && a->n_result_types == b->n_result_types,
                  "op %u: %u/%u operands, %u/%u result types", i, a->n_operands, b->n_operands,
                  a->n_result_types, b->n_result_types);
        for (uint32_t k = 0; k < a->n_operands; k++)
            cr_assert(a->operands[k].len == b->operands[k].len &&
                          !memcmp(t + a->operands[k].off, t + b->operands[k].off, a->operands[k].len),
                      "op %u operand %u", i, k);
        for (uint32_t k = 0; k < a->n_result_types; k++) {
            hloa_mlir_span x = a->result_types[k], y = b->result_types[k];
            cr_assert(x.len == y.len && !memcmp(t + x.off, t + y.off, x.len), "op %u type %u: [%.*s] [%.*s]",
                      i, k, (int)x.len, t + x.off, (int)y.len, t + y.off);
        }
        /* Each ends with its last type (or its location), before the comment or newline. */
        cr_assert(t[a->end] == '\n' && t[a->end - 1] != ' ', "op %u of @plain", i);
        cr_assert((t[b->end] == '\n' || !strncmp(t + b->end, " //", 3)) && t[b->end - 1] != ' ',
                  "op %u of @tokens", i);
    }
    cr_assert(span_is(t, plain->ops[2].result_types[1], "!mhlo.token"));
    mlir_release(&r);
}

/* Attribute values spelled plainly (passed over byte by byte) and the same values each
   followed by a comment (read by the tokens) span the same text. */
Test(mlir_syntax, plain_attribute_values_span_as_the_tokens_span_them)
{
    static const char *const values[] = {
        "dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>",
        "(i32) -> i32",
        "\"a, b}\"",
        "#mhlo.channel_handle<handle = 1, type = 0>",
        "{inner = [1, {2}]}",
        "affine_map<(d0) -> (d0)>",
    };
    enum { N = sizeof(values) / sizeof(values[0]) };
    char text[2048];
    size_t len = 0;
    for (int commented = 0; commented < 2; commented++) {
        len += (size_t)snprintf(text + len, sizeof(text) - len, "func.func @f%d() {\n  \"t.op\"() {", commented);
        for (int i = 0; i < N; i++)
            len += (size_t)snprintf(text + len, sizeof(text) - len, "%sk%d = %s%s", i ? ", " : "", i,
                                    values[i], commented ? " // note\n" : "");
        len += (size_t)snprintf(text + len, sizeof(text) - len, ", unit} : () -> ()\n  return\n}\n");
    }
    read_mlir r;
    mlir_read_clean(&r, text);
    const char *t = r.text;
    cr_assert_eq(r.n_funcs, 2);
    for (int f = 0; f < 2; f++) {
        const rec_op *op = &r.funcs[f].body.ops[0];
        cr_assert_eq(op->n_attrs, N + 1, "@f%d", f);
        for (int i = 0; i < N; i++)
            cr_assert(span_is(t, op->attrs[i].value, values[i]), "@f%d value %d: [%.*s]", f, i,
                      (int)op->attrs[i].value.len, t + op->attrs[i].value.off);
        cr_assert(op->attrs[N].value.len == 0 && span_is(t, op->attrs[N].key, "unit"));
    }
    mlir_release(&r);
}

/* The rarer forms: successors, several regions and blocks, %x:N results, attributes on
   arguments and results, loc trailers everywhere, nested visibility, function types. */
Test(mlir_syntax, rarer_forms)
{
    static const char text[] =
        "#loc0 = loc(unknown)\n"
        "module @m attributes {mhlo.num_partitions = 2 : i32} {\n"
        "  func.func nested @g(%a: tensor<f32> {mhlo.sharding = \"{replicated}\"} loc(#loc0),\n"
        "                      %b: tensor<f32>) -> (tensor<f32> {jax.result_info = \"r\"}, tensor<f32>) {\n"
        "    %p:2, %q = \"test.multi\"(%a, %b)[^bb1] <{k = 1}> ({\n"
        "    ^bb0(%x: tensor<f32>):\n"
        "      \"test.yield\"(%x) : (tensor<f32>) -> ()\n"
        "    ^bb1:\n"
        "      \"test.yield\"() : () -> ()\n"
        "    }, {\n"
        "    }) {unit_attr, \"quoted\" = [1, (2)]} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) loc(\"f.py\":1:2)\n"
        "    %c = stablehlo.compare GT, %p#0, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
        "    func.return %p#1, %q : tensor<f32>, tensor<f32>\n"
        "  } loc(#loc0)\n"
        "  func.func private @decl(tensor<f32>, !mhlo.token) -> tensor<f32>\n"
        "}\n";
    read_mlir r;
    mlir_read_clean(&r, text);
    const char *t = r.text;
    cr_assert_eq(r.n_funcs, 2);
    const rec_func *g = &r.funcs[0], *decl = &r.funcs[1];
    cr_assert(span_is(t, g->visibility, "nested") && g->n_args == 2 && g->n_results == 2);
    cr_assert(g->body.n_args == 2 && span_is(t, g->body.args[1], "%b"));
    const rec_op *m = &g->body.ops[0];
    cr_assert(m->n_results == 2 && m->n_result_values == 3, "%%p:2 counts two values");
    cr_assert(m->n_regions == 2 && m->regions[0].n_ops == 2 && m->regions[0].n_args == 1);
    cr_assert(m->regions[1].n_ops == 0, "an empty region");
    cr_assert(m->n_attrs == 3 && span_is(t, m->attrs[1].key, "unit_attr") && m->attrs[1].value.len == 0);
    cr_assert(span_is(t, m->attrs[2].key, "\"quoted\"") && span_is(t, m->attrs[2].value, "[1, (2)]"));
    cr_assert(m->n_operand_types == 2 && m->n_result_types == 3);
    const rec_op *c = &g->body.ops[1];
    cr_assert(!c->generic && c->n_operands == 2 && span_is(t, c->operands[0], "%p#0"));
    cr_assert(c->n_result_types == 1 && span_is(t, c->result_types[0], "tensor<i1>"),
              "a function type's results are the op's types");
    cr_assert(!decl->has_body && decl->n_args == 2 && decl->body.n_args == 0);
    mlir_release(&r);
    /* more errors, each where it happens */
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"func.func @f() {\n  %0 = \"x.y\"()[^bb1 : () -> ()\n}\n", "expected a block or ']' after the successors, found ':'"},
        {"func.func @f() {\n  %0 = \"x.y\"() <{a = 1} : () -> ()\n}\n", "expected '>' to close the properties, found ':'"},
        {"func.func @f() {\n  %0 = \"x.y\"() ({\n  } : () -> ()\n}\n", "expected ',' or ')' after a region, found ':'"},
        {"func.func @f() {\n  %0 = \"x.y\"() -> ()\n}\n", "expected ':' and the op's function type, found '->'"},
        {"func.func @f() {\n  %0 = \"x.y\"() : tensor<f32>\n}\n", "expected '(' and the operand types, found 'tensor'"},
        {"func.func @f() {\n  %0 = 7\n}\n", "expected an operation, found '7'"},
        {"func.func @f(%a tensor<f32>) {\n}\n", "expected ':' and the argument's type, found 'tensor'"},
        {"func.func @f() {\n  ^bb0(%a: tensor<f32>)\n  return\n}\n", "expected ':' after a block label, found 'return'"},
        {"func.func @f() {\n  return loc(\n}\n", "expected ')' to close loc(...), found '}'"},
        {"func.func @f() {\n  x.y {\n  return\n", "expected a closing bracket, found the end of the input"},
        {"func.func @f() {\n  \"x.y\"() : () -> () loc x\n}\n", "expected '(' after loc, found 'x'"},
        {"module attributes {a} x", "expected '{' to open the module, found 'x'"},
        {"#a = x\n#b 1\nfunc.func @f()\n", "expected '=' after an attribute alias, found '1'"},
        {"func.func @f() -> (tensor<f32> {a = }) {\n}\n", "expected an attribute value, found '}'"},
        {"func.func @f() {\n  %0 = \"x.y\"() : () -> ()\n", "expected '}' to close the region, found the end of the input"},
        {"func.func @f() {\n  %0 = \"x.y\"() : () -> ()\n  // a comment to the end",
         "expected '}' to close the region, found the end of the input"},
        {"func.func @f() {\n  \x01\n}\n", "expected an operation, found byte 0x01"},
        {"func.func @f() {\n  %0 = \"x.y\"() {a = 1 : () -> ()\n}\n", "expected ':' and the op's function type, found the end of the input"},
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        mlir_read(&r, bad[i].text);
        cr_expect_gt(r.errors, 0, "case %zu", i);
        if (r.diags.list.len)
            cr_expect_str_eq(r.diags.list.items[0].message, bad[i].message, "case %zu: %s", i,
                             r.diags.list.items[0].message);
        mlir_release(&r);
    }
}

/* Modules inside modules, generic and pretty, read by a visitor that is not told of nested
   modules: their functions are read all the same, and only the outer module's header and
   schedule are told (a nested one's is_scheduled is its own). */
Test(mlir_syntax, nested_modules_to_a_visitor_without_them)
{
    static const char generic[] =
        "\"builtin.module\"() ({\n"
        "^bb0:\n"
        "  \"builtin.module\"() ({\n"
        "    func.func @f() {\n      return\n    }\n"
        "  }) {mhlo.is_scheduled = true} : () -> ()\n"
        "  module @inner {\n"
        "    func.func @g() {\n      return\n    }\n"
        "  }\n"
        "}) {mhlo.is_scheduled = false} : () -> ()\n";
    read_mlir r;
    mlir_read_clean(&r, generic);
    cr_assert_eq(r.n_funcs, 2);
    cr_assert(span_is(r.text, r.funcs[0].name, "f") && span_is(r.text, r.funcs[1].name, "g"));
    cr_assert_not(r.scheduled, "the nested module's schedule is not the module's");
    mlir_release(&r);
    /* a module after a function at the top, a module in it */
    static const char after_top[] =
        "func.func @top() {\n  return\n}\n"
        "module @x {\n  module @y {\n    func.func @h() {\n      return\n    }\n  }\n}\n";
    mlir_read_clean(&r, after_top);
    cr_assert_eq(r.n_funcs, 2);
    cr_assert(span_is(r.text, r.funcs[1].name, "h"));
    cr_assert_eq(r.module_name.len, 0, "no module header told");
    mlir_release(&r);
}

/* async.execute's operands, 'as' a region argument each, and the generic function's head:
   each read as written, or an error where it goes wrong. */
Test(mlir_syntax, execute_arguments_and_generic_function_heads)
{
    static const char two[] =
        "func.func @f(%p: !async.value<f32>, %q: !async.value<f32>) {\n"
        "  %t = async.execute (%p as %x: !async.value<f32>, %q as %y: !async.value<f32>) {\n"
        "    async.yield\n  }\n  return\n}\n";
    read_mlir r;
    mlir_read_clean(&r, two);
    const rec_op *e = &r.funcs[0].body.ops[0];
    cr_assert(span_is(r.text, e->name, "async.execute") && e->n_operands == 2);
    cr_assert(span_is(r.text, e->operands[1], "%q"));
    cr_assert(e->n_regions == 1 && e->regions[0].n_args == 2);
    cr_assert(span_is(r.text, e->regions[0].args[1], "%y") &&
              span_is(r.text, e->regions[0].arg_types[1], "!async.value<f32>"));
    mlir_release(&r);
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"func.func @f() {\n  %t = async.execute (%a as %x %y) {\n  }\n}\n",
         "expected ':' and the argument's type, found '%y'"},
        {"func.func @f() {\n  %t = async.execute (%a as %x: 5) {\n  }\n}\n", "expected a type, found '5'"},
        {"\"func.func\" x\n", "expected '()', found 'x'"},
        {"\"func.func\"() : () -> ()\n", "expected a func.func's sym_name property, found ':'"},
        {"\"func.func\"() <{sym_name = 1, function_type = () -> ()}> ({\n}) : () -> ()\n",
         "expected a func.func's sym_name property, found '('"},
        {"\"func.func\"() <{sym_name = 12, function_type = () -> ()}> ({\n}) : () -> ()\n",
         "expected a func.func's sym_name property, found '('"},
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        mlir_read(&r, bad[i].text);
        cr_expect_gt(r.errors, 0, "case %zu", i);
        if (r.diags.list.len)
            cr_expect_str_eq(r.diags.list.items[0].message, bad[i].message, "case %zu: %s", i,
                             r.diags.list.items[0].message);
        mlir_release(&r);
    }
}
