/* MLIR into the IR (mlir/build.c), the mlir-* rules (mlir/async_rules.c), the routing (frontend.c). */
#include "mlir/cfg.h"

#include "hloasync/async.h"
#include "hloasync/cost.h"
#include "hloasync/mlir.h"
#include "hloasync/parse.h"
#include "hloasync/source.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A module built from text, and what was reported. */
typedef struct built {
    hloa_source src;
    hloa_module m;
    hloa_diags d;
    int errors;
} built;

static void build(built *b, const char *text)
{
    hloa_source_init_mem(&b->src, "t.mlir", text, strlen(text));
    hloa_diags_init(&b->d);
    hloa_module_init(&b->m, &b->src, (hloa_region){0, (uint32_t)strlen(text)});
    b->errors = hloa_mlir_build_module(&b->m, &b->d, 1);
}

static void release(built *b)
{
    hloa_module_release(&b->m);
    hloa_diags_release(&b->d);
    hloa_source_release(&b->src);
}

static const char *name(const built *b, hloa_sym s)
{
    static char buf[8][128];
    static int k;
    uint32_t n;
    const char *p = hloa_name(&b->m, s, &n);
    char *out = buf[k++ % 8];
    snprintf(out, 128, "%.*s", (int)n, p);
    return out;
}

static hloa_comp *comp(const built *b, const char *n)
{
    return hloa_module_find_comp(&b->m, hloa_intern_find(&b->m.names, n, strlen(n)));
}

static hloa_instr *instr(const hloa_comp *c, const built *b, const char *n)
{
    for (uint32_t i = 0; i < c->n_instrs; i++)
        if (!strcmp(name(b, c->instrs[i]->name), n))
            return c->instrs[i];
    return NULL;
}

static const char *shape(const hloa_shape *s)
{
    static hloa_strbuf sb;
    hloa_strbuf_clear(&sb);
    if (s)
        hloa_shape_print(&sb, s);
    return s ? sb.buf : "(none)";
}

/* The rule ids reported, in order, space-separated. */
static const char *rules(const built *b)
{
    static char out[512];
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < b->d.list.len && len < sizeof(out); i++)
        len += (size_t)snprintf(out + len, sizeof(out) - len, "%s%s", i ? " " : "",
                                hloa_rules[b->d.list.items[i].rule].id);
    return out;
}

Test(mlir_build, mhlo_chain_functions_threads_and_symbols)
{
    built b;
    build(&b, "module @m {\n"
              "  func.func private @w(%p: tensor<8xf32>, %q: tensor<8xf32>) -> tensor<8xf32>"
              " attributes {execution_thread = \"host\"} {\n"
              "    %n = \"mhlo.add\"(%p, %q) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>\n"
              "    return %n : tensor<8xf32>\n"
              "  }\n"
              "  func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n"
              "    %s = \"mhlo.async_start\"(%a, %a) {called_computation = @w, execution_thread = \"host\"}"
              " : (tensor<8xf32>, tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>, tensor<8xf32>>, tensor<8xf32>, tensor<i32>>\n"
              "    %d = \"mhlo.async_done\"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>, tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>\n"
              "    %c = func.call @w(%d, %d) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>\n"
              "    return %c : tensor<8xf32>\n"
              "  }\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    cr_assert(b.m.is_mlir && b.m.has_header);
    cr_assert_str_eq(name(&b, b.m.name), "m");
    hloa_comp *w = comp(&b, "w"), *main = comp(&b, "main");
    cr_assert(w && main && b.m.entry == main && main->is_entry && !w->is_entry);
    cr_assert_str_eq(name(&b, w->thread), "host");
    cr_assert_eq(w->n_params, 2);
    cr_assert_str_eq(name(&b, w->params[1]->name), "%q", "values are named as written");
    cr_assert_str_eq(name(&b, w->root->name), "%n");
    cr_assert_eq(w->root->opcode, HLOA_OP_ADD);
    hloa_instr *s = instr(main, &b, "%s"), *d = instr(main, &b, "%d"), *c = instr(main, &b, "%c");
    cr_assert(s && d && c);
    cr_assert_eq(s->opcode, HLOA_OP_ASYNC_START);
    cr_assert_str_eq(shape(s->shape), "((f32[8], f32[8]), f32[8], s32[])");
    cr_assert_eq(hloa_async_called(s), w);
    cr_assert_eq(hloa_async_thread(&b.m, s), hloa_intern_find(&b.m.names, "host", 4));
    cr_assert_eq(s->n_users, 1);
    cr_assert_eq(s->users[0], d);
    cr_assert_eq(d->opcode, HLOA_OP_ASYNC_DONE);
    cr_assert_eq(c->opcode, HLOA_OP_CALL);
    cr_assert_eq(c->n_called, 1);
    cr_assert_eq(c->called[0], w);
    cr_assert_eq(d->n_users, 1, "the call uses d twice: one user, as in HLO");
    cr_assert_eq(w->n_callers, 2);
    cr_assert_eq(main->root, c);
    release(&b);
}

Test(mlir_build, stablehlo_region_results_and_tuple_elements)
{
    built b;
    build(&b, "func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
              "  %f = \"stablehlo.async_start\"(%x) ({\n"
              "    ^bb0(%a: tensor<4xf32>):\n"
              "      %r = \"stablehlo.all_reduce\"(%a) ({\n"
              "        ^bb0(%l: tensor<f32>, %m: tensor<f32>):\n"
              "          %s = stablehlo.add %l, %m : tensor<f32>\n"
              "          stablehlo.return %s : tensor<f32>\n"
              "      }) : (tensor<4xf32>) -> tensor<4xf32>\n"
              "      \"stablehlo.return\"(%r) : (tensor<4xf32>) -> ()\n"
              "  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>\n"
              "  %y = \"stablehlo.async_done\"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
              "  %p:2 = \"test.pair\"(%y) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
              "  %u, %v = \"test.pair\"(%p#1) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
              "  return %v, %p#0 : tensor<4xf32>, tensor<4xf32>\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    cr_assert_eq(b.d.list.len, 0, "%s", rules(&b));
    hloa_comp *main = comp(&b, "main"), *region = comp(&b, "region of %f"), *reducer = comp(&b, "region of %r");
    cr_assert(main && region && reducer);
    cr_assert(region->inline_body && reducer->inline_body && region->outer == main);
    hloa_instr *f = instr(main, &b, "%f");
    cr_assert(f->future);
    cr_assert(f->future_ok, "its type and region found right as it was built");
    cr_assert_eq(hloa_async_called(f), region);
    cr_assert_str_eq(shape(f->shape), "((f32[4]), f32[4])", "the async tuple of the region's result");
    cr_assert_eq(region->root->opcode, HLOA_OP_ALL_REDUCE);
    cr_assert_eq(region->root->called[0], reducer);
    cr_assert_eq(reducer->root->opcode, HLOA_OP_ADD);
    /* %p#1 and %v are get-tuple-elements; the return of two values a tuple */
    hloa_instr *u = instr(main, &b, "%u");
    cr_assert_eq(u->opcode, HLOA_OP_UNKNOWN);
    cr_assert_eq(u->operands[0]->opcode, HLOA_OP_GET_TUPLE_ELEMENT);
    cr_assert(u->operands[0]->anonymous);
    cr_assert_eq(u->operands[0]->operands[0], instr(main, &b, "%p"));
    cr_assert_eq(main->root->opcode, HLOA_OP_TUPLE);
    cr_assert_eq(main->root->operands[0]->operands[0], u, "%v is result 1 of the op named %u");
    cr_assert_str_eq(shape(main->root->shape), "(f32[4], f32[4])");
    release(&b);
}

/* Users come in the order of the instructions using them, once each (an op using a value
   twice is one user), past every size the array grows at; a tuple element (one per use)
   and a return's tuple are users too. */
Test(mlir_build, users_in_order_once_each)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
                          "  %d = stablehlo.add %x, %x : tensor<4xf32>\n");
    for (int i = 0; i < 9; i++)
        hloa_strbuf_addf(&sb, "  %%m%d = stablehlo.multiply %%d, %%x : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, "  %p:2 = \"test.pair\"(%m8) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
                          "  %q = stablehlo.add %p#1, %p#1 : tensor<4xf32>\n"
                          "  return %q, %m7 : tensor<4xf32>, tensor<4xf32>\n"
                          "}\n");
    built b;
    build(&b, sb.buf);
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    hloa_comp *main = comp(&b, "main");
    hloa_instr *x = instr(main, &b, "%x"), *d = instr(main, &b, "%d"), *p = instr(main, &b, "%p");
    cr_assert_eq(x->n_users, 10, "%%d once, then the nine multiplies");
    cr_assert_eq(x->users[0], d);
    for (uint32_t i = 1; i < 10; i++)
        cr_assert(x->users[i]->opcode == HLOA_OP_MULTIPLY && x->users[i]->index > x->users[i - 1]->index,
                  "user %u in order", i);
    cr_assert_eq(d->n_users, 9);
    hloa_instr *q = instr(main, &b, "%q");
    cr_assert(p->n_users == 2 && p->users[0] == q->operands[0] && p->users[1] == q->operands[1] &&
                  p->users[0]->opcode == HLOA_OP_GET_TUPLE_ELEMENT,
              "%%p#1 twice: an element for each use, each a user of %%p");
    for (int k = 0; k < 2; k++)
        cr_assert(q->operands[k]->n_users == 1 && q->operands[k]->users[0] == q);
    cr_assert(q->n_users == 1 && q->users[0] == main->root, "the return's tuple uses %%q");
    hloa_instr *m8 = instr(main, &b, "%m8");
    cr_assert(m8->n_users == 1 && m8->users[0] == p);
    release(&b);
    hloa_strbuf_release(&sb);
}

Test(mlir_build, names_symbols_and_declarations)
{
    built b;
    build(&b, "func.func private @decl(tensor<4xf32>) -> tensor<4xf32>\n"
              "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
              "  %a = func.call @decl(%x) : (tensor<4xf32>) -> tensor<4xf32>\n"
              "  %b = func.call @nowhere(%zz) : (tensor<4xf32>) -> tensor<4xf32>\n"
              "  %a = stablehlo.negate %x : tensor<4xf32>\n"
              "  \"test.sink\"(%a) : (tensor<4xf32>) -> ()\n"
              "  %c = stablehlo.custom_call @target(%x) {called_computations = [@gone, @decl]}"
              " : (tensor<4xf32>) -> tensor<4xf32>\n"
              "  %d = \"mhlo.async_start\"(%x) {called_computation = @decl} : (tensor<4xf32>) ->"
              " !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>\n"
              "  return %a : tensor<4xf32>\n"
              "}\n"
              "func.func @f() {\n"
              "  return\n"
              "}\n");
    /* A call of a declaration is fine (MLIR's call verifier finds a function); a custom_call's
       called_computations are not checked by StableHLO; an async op must run a body. */
    /* (an undefined value is told at its function's end: a later block may define it) */
    cr_assert_str_eq(rules(&b), "duplicate-name undefined-name duplicate-name undefined-name undefined-name");
    cr_assert_eq(b.errors, 5);
    cr_assert(strstr(b.d.list.items[3].message, "'@nowhere' is not defined"));
    cr_assert(strstr(b.d.list.items[4].message, "'@decl' is declared without a body"));
    hloa_comp *fc = comp(&b, "f");
    for (uint32_t i = 0; i < fc->n_instrs; i++)
        if (fc->instrs[i]->opcode == HLOA_OP_CUSTOM_CALL || fc->instrs[i]->opcode == HLOA_OP_CALL)
            cr_assert_eq(fc->instrs[i]->n_called, 0, "a reference to no body is left out");
    hloa_comp *f = comp(&b, "f");
    hloa_instr *sink = NULL;
    for (uint32_t i = 0; i < f->n_instrs; i++)
        if (strstr(name(&b, f->instrs[i]->name), "test.sink"))
            sink = f->instrs[i];
    cr_assert(sink, "an op without results is named after itself");
    release(&b);
}

Test(mlir_build, scheduled_suppressions_and_an_empty_module)
{
    built b;
    build(&b, "module attributes {mhlo.is_scheduled = true} {\n"
              "  // hlo-async: ignore[async-no-overlap]\n"
              "  func.func @main() {\n"
              "    return\n"
              "  }\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    cr_assert(b.m.is_scheduled && !b.m.has_header);
    cr_assert_eq(b.m.n_directives, 1);
    cr_assert_eq(b.src.text[b.m.directives[0]], '/');
    release(&b);
    build(&b, "// only a comment\n"); /* an empty module, as mlir-opt reads it */
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    cr_assert_eq(b.d.list.len, 0);
    cr_assert_eq(b.m.n_comps, 0);
    cr_assert_null(b.m.entry);
    release(&b);
}

Test(mlir_build, the_mlir_rules_mend_the_ir)
{
    built b;
    build(&b, "func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> {\n"
              "  return %p : tensor<8xf32>\n"
              "}\n"
              "func.func @main(%a: tensor<8xf32>) -> tensor<4xf32> {\n"
              "  %s = \"mhlo.async_start\"(%a) {called_computation = @w} : (tensor<8xf32>)"
              " -> !mhlo.async_bundle<tensor<8xf32>, tensor<4xf32>>\n"
              "  %d = \"mhlo.async_done\"(%s) : (!mhlo.async_bundle<tensor<8xf32>, tensor<4xf32>>) -> tensor<4xf32>\n"
              "  %f = \"stablehlo.async_start\"(%a) ({\n"
              "    ^bb0(%x: tensor<8xf32>):\n"
              "      %g = \"stablehlo.all_gather\"(%x) {all_gather_dim = 0 : i64} : (tensor<8xf32>) -> tensor<16xf32>\n"
              "      \"stablehlo.return\"(%g) : (tensor<16xf32>) -> ()\n"
              "  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>, tensor<8xf32>>\n"
              "  return %d : tensor<4xf32>\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "the mlir-* rules are not counted as errors of the reading");
    cr_assert_str_eq(rules(&b), "mlir-bundle-signature mlir-future-type mlir-future-await");
    hloa_comp *main = comp(&b, "main");
    cr_assert_str_eq(shape(instr(main, &b, "%s")->shape), "((f32[8]), f32[8])", "the bundle @w implies");
    cr_assert_str_eq(shape(instr(main, &b, "%f")->shape), "((f32[8]), f32[16])");
    cr_assert(!instr(main, &b, "%f")->future_ok,
              "a future of the wrong type is left to the rules once the module is whole, "
              "which report it once");
    release(&b);
}

Test(mlir_build, which_text_a_region_is)
{
    static const struct {
        const char *text;
        int mlir;
    } cases[] = {
        {"module @m {}", 1},
        {"  // a comment\n\nmodule {", 1},
        {"func.func @f() {", 1},
        {"#loc1 = loc(\"a.py\":1:2)\nmodule {", 1},
        {"#map=affine_map<(d0) -> (d0)>", 1},
        {"{-# dialect_resources: {} #-}", 1},
        {"HloModule m\nENTRY e {}", 0},
        {"modules", 0},
        {"module_x = f32[] parameter(0)", 0},
        {"func.funcs", 0},
        {"#", 0},
        {"#x y", 0},
        {"// only a comment", 0},
        {"", 0},
        {"!t = tensor<4xf32>", 1},
        {"!t x", 0},
        {"\"builtin.module\"() ({", 1},
        {"\"sdy.mesh\"() <{}>", 1},
        {"\"x.y\" ()", 0},
        {"\"\"(", 0},
        {"sdy.mesh @mesh = <[\"x\"=2]>", 1},
        {"gpu.module @kernels {", 1},
        {"a.b c", 0},
        {"ab @c", 0},
        {"ENTRY %main", 0},
        /* keywords and strings before the symbol, on the op's line */
        {"memref.global \"private\" constant @g : memref<2xi16>", 1},
        {"llvm.func internal @f() {", 1},
        {"ml_program.global private mutable @v(dense<0> : tensor<2xi32>) : tensor<2xi32>", 1},
        {"util.global private @g : tensor<4xf32>", 1},
        {"tt.func public @k(%a: i32) {", 1},
        {"util.func public\n@f", 0},
        {"a.b \"x\\\" @c", 0},
        {"a.b \"x @c", 0},
        {"a.b c.d @e", 0},
        {"a.b c=d @e", 0},
        {"ab c @d", 0},
        {"a.b\t@c", 1},
        {"a.b \"s\"", 0},
        {"a.b x", 0},
        {"a.b", 0},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        uint32_t n = (uint32_t)strlen(cases[i].text);
        cr_expect_eq(hloa_mlir_sniff(cases[i].text, 0, n), cases[i].mlir, "%s", cases[i].text);
        hloa_source src;
        hloa_source_init_mem(&src, "t", cases[i].text, n);
        hloa_region r = {0, n};
        cr_expect_eq(hloa_region_is_mlir(&src, r, HLOA_LANG_AUTO), cases[i].mlir);
        cr_expect(hloa_region_is_mlir(&src, r, HLOA_LANG_MLIR));
        cr_expect(!hloa_region_is_mlir(&src, r, HLOA_LANG_HLO));
        hloa_source_release(&src);
    }
}

Test(mlir_build, a_file_named_mlir_is_mlir_unless_it_starts_as_hlo)
{
    static const struct {
        const char *name, *text;
        int mlir;
    } cases[] = {
        {"a.mlir", "", 1},
        {"a.mlir", "// only a comment\n", 1},
        {"a.mlir", "x.y z", 1},
        {"a.mlir", "// c\nHloModule m\nENTRY e {}", 0},
        {"a.mlir", "\t\r\n// c\r\n  HloModule m", 0},
        {"a.mlir", "// c", 1},
        {"a.mlir", "/", 1},
        {"a.txt", "// only a comment\n", 0},
        {"mlir", "", 0},
        {".mlir", "", 0},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        uint32_t n = (uint32_t)strlen(cases[i].text);
        hloa_source src;
        hloa_source_init_mem(&src, cases[i].name, cases[i].text, n);
        hloa_region r = {0, n};
        cr_expect_eq(hloa_region_is_mlir(&src, r, HLOA_LANG_AUTO), cases[i].mlir, "%s: %s",
                     cases[i].name, cases[i].text);
        cr_expect(!hloa_region_is_mlir(&src, r, HLOA_LANG_HLO));
        hloa_source_release(&src);
    }
}

Test(mlir_build, names_and_strings_are_made_utf8)
{
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"plain", "plain"},
        {"caf\xc3\xa9", "caf\xc3\xa9"},
        {"\xff\xfe", "??"},
        {"a\xc3", "a?"},
        {"\xc0\xaf", "??"},             /* overlong */
        {"\xed\xa0\x80", "???"},        /* a surrogate */
        {"\xf4\x90\x80\x80", "????"},   /* past U+10FFFF */
        {"\xf0\x9f\x98\x80!", "\xf0\x9f\x98\x80!"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char buf[32];
        snprintf(buf, sizeof(buf), "%s", cases[i].in);
        cr_expect_str_eq(hloa_utf8_repair(buf), cases[i].out, "case %zu", i);
    }
    built b;
    build(&b, "func.func @\"f\xff\"(%x: tensor<4xf32>) -> tensor<4xf32>"
              " attributes {execution_thread = \"t\xfe\"} {\n"
              "  return %x : tensor<4xf32>\n"
              "}\n");
    cr_assert_eq(b.errors, 0);
    cr_assert(comp(&b, "f?"));
    cr_assert_str_eq(name(&b, comp(&b, "f?")->thread), "t?");
    release(&b);
}

Test(mlir_build, an_op_cut_by_a_syntax_error_is_reported_once)
{
    built b;
    /* the region never closes: only the syntax error, not what the half-read start lacks */
    build(&b, "func.func @f(%a: tensor<f32>) {\n"
              "  %0 = \"stablehlo.async_start\"(%a) ({\n"
              "  ^bb0(%b: tensor<f32>):\n"
              "    \"x\"(\"\\\"\")\n");
    cr_assert_str_eq(rules(&b), "syntax");
    hloa_comp *f = comp(&b, "f");
    cr_assert(f && instr(f, &b, "%0") && instr(f, &b, "%0")->broken);
    release(&b);
}

/* ---- MLIR as JAX, XLA and mlir-opt write it today (issue 48) ---- */

Test(mlir_build, forms_of_today_read_clean)
{
    static const char *const texts[] = {
        /* an op continued over lines; an induction variable defined by a pretty op */
        "func.func @main(%a: tensor<4xf32>, %i: index) -> tensor<4xf32> {\n"
        "  %s = stablehlo.add %a,\n      %a\n      : tensor<4xf32>\n"
        "  %r = scf.for %k = %i to %i step %i iter_args(%x = %s) -> tensor<4xf32> {\n"
        "    scf.yield %x : tensor<4xf32>\n  }\n"
        "  return %r : tensor<4xf32>\n}\n",
        /* Shardy: a mesh first, generic and pretty; a declaration called */
        "sdy.mesh @mesh = <[\"x\"=2]>\n\"sdy.mesh\"() <{mesh = #sdy.mesh<[\"y\"=4]>, sym_name = \"m2\"}> : () -> ()\n"
        "func.func private @ext(tensor<4xf32>) -> tensor<4xf32>\n"
        "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = func.call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
        /* the generic form, MLIR 17 and MLIR 16 */
        "\"builtin.module\"() ({\n"
        "  \"func.func\"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = \"a\"}> ({\n"
        "  ^bb0(%x: tensor<4xf32>):\n    \"func.return\"(%x) : (tensor<4xf32>) -> ()\n  }) : () -> ()\n"
        "  \"func.func\"() ({\n  ^bb0(%x: tensor<4xf32>):\n    \"func.return\"(%x) : (tensor<4xf32>) -> ()\n"
        "  }) {function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = \"main\", execution_thread = \"t\"} : () -> ()\n"
        "}) {mhlo.is_scheduled = true} : () -> ()\n",
        /* declarations alone */
        "func.func private @f() -> !stablehlo.future<tensor<f32>>\n",
        /* an empty module */
        "module {\n}\n",
    };
    for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
        built b;
        build(&b, texts[i]);
        cr_expect_eq(b.errors, 0, "text %zu: %s", i, rules(&b));
        cr_expect_eq(b.d.list.len, 0, "text %zu: %s", i, rules(&b));
        if (i == 0) {
            hloa_instr *s = instr(comp(&b, "main"), &b, "%s");
            cr_expect(s && s->n_operands == 2, "the operands on the next line are the op's");
        }
        if (i == 2) {
            cr_expect(b.m.is_scheduled, "the attributes after the generic module's region");
            hloa_comp *main = comp(&b, "main");
            cr_expect(main && main->n_params == 1 && b.m.entry == main);
            cr_expect_str_eq(name(&b, main->thread), "t", "an MLIR 16 function's name, type and thread after its body");
        }
        release(&b);
    }
}

Test(mlir_build, type_aliases_resolve_where_types_use_them)
{
    built b;
    build(&b, "!t = tensor<4xf32>\n!f = !stablehlo.future<!t>\n#a = loc(unknown)\n"
              "func.func @main(%x: !t) -> !t {\n"
              "  %f = \"stablehlo.async_start\"(%x) ({\n  ^bb0(%y: !t):\n"
              "    %g = \"stablehlo.collective_permute\"(%y) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (!t) -> !t\n"
              "    \"stablehlo.return\"(%g) : (!t) -> ()\n  }) : (!t) -> !f\n"
              "  %d = \"stablehlo.async_done\"(%f) : (!f) -> !t\n  return %d : !t\n}\n");
    cr_assert_eq(b.d.list.len, 0, "%s", rules(&b));
    hloa_comp *main = comp(&b, "main");
    cr_assert_str_eq(shape(main->params[0]->shape), "f32[4]");
    cr_assert_str_eq(shape(instr(main, &b, "%f")->shape), "((f32[4]), f32[4])", "a future through two aliases");
    release(&b);
    /* an attribute alias named whole is read as its value (replica groups for the cost model) */
    build(&b, "#groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>\n"
              "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
              "  %r = \"stablehlo.all_reduce\"(%x) {replica_groups = #groups} : (tensor<4xf32>) -> tensor<4xf32>\n"
              "  return %r : tensor<4xf32>\n}\n");
    const hloa_attr *ga = hloa_instr_attr(instr(comp(&b, "main"), &b, "%r"), HLOA_SYM_REPLICA_GROUPS);
    cr_assert(ga && ga->val_len == 11 && !memcmp(ga->val, "{{0,1,2,3}}", 11), "#groups read as its value");
    release(&b);
    /* an attribute alias defined nowhere (others are): the attribute keeps its text */
    build(&b, "#groupz = dense<[[0, 1]]> : tensor<1x2xi64>\n#g = dense<[[0]]> : tensor<1x1xi64>\n"
              "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
              "  %r = \"stablehlo.all_reduce\"(%x) {replica_groups = #groups} : (tensor<4xf32>) -> tensor<4xf32>\n"
              "  return %r : tensor<4xf32>\n}\n");
    ga = hloa_instr_attr(instr(comp(&b, "main"), &b, "%r"), HLOA_SYM_REPLICA_GROUPS);
    cr_assert(ga && ga->val_len == 7 && !memcmp(ga->val, "#groups", 7), "%.*s", ga ? (int)ga->val_len : 0,
              ga ? ga->val : "");
    release(&b);
    /* a type no alias names is still refused, with its reason */
    build(&b, "func.func @main(%x: !nowhere) {\n  return\n}\n"
              "func.func @g(%x: tensor<4xf32>) -> !stablehlo.future<!gone> {\n"
              "  %f = \"stablehlo.async_start\"(%x) ({\n  ^bb0(%y: tensor<4xf32>):\n"
              "    \"stablehlo.return\"(%y) : (tensor<4xf32>) -> ()\n  }) : (tensor<4xf32>) -> !stablehlo.future<!gone>\n"
              "  return %f : !stablehlo.future<!gone>\n}\n");
    cr_assert(b.errors > 0 || b.d.list.len > 0);
    release(&b);
}

Test(mlir_build, generic_forms_that_do_not_read)
{
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"\"func.func\"() ({\n}) : () -> ()\n", "sym_name"},
        {"\"func.func\"() <{sym_name = \"f\", function_type = (tensor<4xf32>) tensor<4xf32>}> ({\n}) : () -> ()\n",
         "'->' in the function type"},
        {"\"func.func\"() <{sym_name = \"f\", function_type = () -> () extra}> ({\n}) : () -> ()\n",
         "the end of the function type"},
        {"\"func.func\"(%x) <{sym_name = \"f\"}> ({\n}) : () -> ()\n", "a function has no operands"},
        {"\"func.func\"() <{sym_name = \"f\", function_type = () -> ()}> ({\n}) : () -> \n", "a type"},
        {"\"builtin.module\"() ({\n}) : () \n", "'->'"},
        {"\"builtin.module\"() <{sym_name = \"m\"} ({\n})\n", "'>' to close the properties"},
        {"\"builtin.module\"(%x) ({\n}) : () -> ()\n", "a module has no operands"},
        {"\"builtin.module\"() {\n}\n", "the module's region"},
        {"!t =\nfunc.func @f() {\n  return\n}\n", "the alias's value"},
        {"func.func @f() {\n  %t = async.execute [%a {\n  }\n  return\n}\n", "']' after a dependency token"},
        {"func.func @f(%v: !async.value<f32>) {\n  %t = async.execute (%v %a: f32) {\n  }\n  return\n}\n",
         "'as'"},
        {"func.func @f(%v: !async.value<f32>) {\n  %t = async.execute (%v as a) {\n  }\n  return\n}\n",
         "the region's argument"},
        {"func.func @f() {\n  %t = async.execute -> !async.value<f32> \n  return\n}\n", "the body of the async.execute"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        built b;
        build(&b, cases[i].text);
        int found = 0;
        for (size_t k = 0; k < b.d.list.len; k++)
            found |= b.d.list.items[k].rule == HLOA_RULE_SYNTAX && strstr(b.d.list.items[k].message, cases[i].message);
        cr_expect(found, "case %zu: expected '%s', got %s %s", i, cases[i].message, rules(&b),
                  b.d.list.len ? b.d.list.items[0].message : "");
        release(&b);
    }
}

/* A StableHLO async region of one op (its operand f32[8,2]), as a module's text. */
static void build_region_op_on(built *b, char *buf, size_t n, const char *operand, const char *op,
                               const char *result)
{
    snprintf(buf, n,
             "func.func @main(%%x: %s) -> %s {\n"
             "  %%f = \"stablehlo.async_start\"(%%x) ({\n  ^bb0(%%a: %s):\n"
             "    %%g = %s : (%s) -> %s\n"
             "    \"stablehlo.return\"(%%g) : (%s) -> ()\n"
             "  }) : (%s) -> !stablehlo.future<%s>\n"
             "  %%d = \"stablehlo.async_done\"(%%f) : (!stablehlo.future<%s>) -> %s\n"
             "  return %%d : %s\n}\n",
             operand, result, operand, op, operand, result, result, operand, result, result, result, result);
    build(b, buf);
}

static void build_region_op(built *b, char *buf, size_t n, const char *op, const char *result)
{
    build_region_op_on(b, buf, n, "tensor<8x2xf32>", op, result);
}

Test(mlir_build, the_region_collective_as_stablehlo_checks_it)
{
    static const struct {
        const char *op, *result, *message; /* NULL: verifies */
    } cases[] = {
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = 1 : i64}", "tensor<8x8xf32>", NULL},
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = -1 : i64}", "tensor<8x8xf32>", "cannot be negative"},
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = 2 : i64}", "tensor<8x8xf32>", "valid index"},
        {"\"stablehlo.all_gather\"(%a)", "tensor<8x8xf32>", "missing or not an integer"},
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = 1 : i64}", "tensor<8x7xf32>", "not a multiple"},
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = 1 : i64}", "tensor<4x8xf32>", "differ in dimension 0"},
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = 1 : i64}", "tensor<8x8x1xf32>", "dimensions"},
        {"\"stablehlo.reduce_scatter\"(%a) {scatter_dimension = 0 : i64}", "tensor<4x2xf32>", NULL},
        {"\"stablehlo.reduce_scatter\"(%a) {scatter_dimension = 0 : i64}", "tensor<3x2xf32>", "not a multiple"},
        {"\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64}",
         "tensor<4x4xf32>", NULL},
        {"\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 0 : i64}",
         "tensor<4x4xf32>", "positive"},
        {"\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 3 : i64}",
         "tensor<4x4xf32>", "not a multiple of split_count"},
        {"\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 5 : i64, split_count = 2 : i64}",
         "tensor<4x4xf32>", "concat_dimension"},
        {"\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64}",
         "tensor<4x4x1xf32>", "dimensions"},
        {"\"stablehlo.collective_broadcast\"(%a)", "tensor<8x2xf32>", NULL},
        {"\"stablehlo.collective_broadcast\"(%a)", "tensor<8x2xbf16>", "keeps its operand's shape"},
        {"\"stablehlo.all_reduce\"(%a)", "tensor<8x3xf32>", "keeps its operand's shape"},
        {"\"stablehlo.slice\"(%a) {start_indices = array<i64: 0, 0>}", "tensor<4x2xf32>", NULL},
        {"\"stablehlo.all_gather\"(%a) {all_gather_dim = 1 : i64}", "tensor<?x8xf32>", NULL},
        {"\"stablehlo.all_to_all\"(%a) {concat_dimension = 1 : i64, split_count = 2 : i64}", "tensor<4x4xf32>",
         "split_dimension is missing"},
        {"\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64}", "tensor<4x4xf32>",
         "positive"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        built b;
        char buf[1024];
        build_region_op(&b, buf, sizeof(buf), cases[i].op, cases[i].result);
        int found = 0;
        for (size_t k = 0; k < b.d.list.len; k++)
            found |= b.d.list.items[k].rule == HLOA_RULE_MLIR_REGION_OP &&
                     cases[i].message && strstr(b.d.list.items[k].message, cases[i].message);
        if (cases[i].message)
            cr_expect(found, "case %zu: expected '%s', got %s %s", i, cases[i].message, rules(&b),
                      b.d.list.len ? b.d.list.items[0].message : "");
        else
            cr_expect_eq(b.d.list.len, 0, "case %zu: %s %s", i, rules(&b),
                         b.d.list.len ? b.d.list.items[0].message : "");
        release(&b);
    }
}

/* The same on operands of other shapes: one dimension (told in the singular), dynamic
   dimensions (they agree with any size, as StableHLO's inference lets them), an attribute
   that is no integer. */
Test(mlir_build, the_region_collective_on_other_operands)
{
    static const struct {
        const char *operand, *op, *result, *message; /* NULL: verifies */
    } cases[] = {
        {"tensor<8xf32>", "\"stablehlo.all_gather\"(%a) {all_gather_dim = 1 : i64}", "tensor<16xf32>",
         "it is 1, the operand has 1 dimension"},
        {"tensor<8x2xf32>", "\"stablehlo.all_gather\"(%a) {all_gather_dim = \"one\"}", "tensor<8x4xf32>",
         "all_gather_dim is missing or not an integer"},
        {"tensor<?x2xf32>", "\"stablehlo.all_gather\"(%a) {all_gather_dim = 0 : i64}", "tensor<?x2xf32>", NULL},
        {"tensor<8x2xf32>", "\"stablehlo.all_gather\"(%a) {all_gather_dim = 0 : i64}", "tensor<?x2xf32>", NULL},
        {"tensor<?x4xf32>",
         "\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 3 : i64}",
         "tensor<?x12xf32>", NULL},
        {"tensor<6x?xf32>",
         "\"stablehlo.all_to_all\"(%a) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 3 : i64}",
         "tensor<2x?xf32>", NULL},
        {"tensor<?x2xf32>", "\"stablehlo.all_reduce\"(%a)", "tensor<8x2xf32>", NULL},
        {"tensor<8x2xf32>", "\"stablehlo.all_reduce\"(%a)", "tensor<?x2xf32>", NULL},
        {"tensor<8x2xf32>", "\"stablehlo.collective_permute\"(%a)", "tensor<8x2xf16>", "keeps its operand's shape"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        built b;
        char buf[1024];
        build_region_op_on(&b, buf, sizeof(buf), cases[i].operand, cases[i].op, cases[i].result);
        const char *got = b.d.list.len ? b.d.list.items[0].message : "";
        if (cases[i].message) {
            cr_expect(b.d.list.len && b.d.list.items[0].rule == HLOA_RULE_MLIR_REGION_OP &&
                          strstr(got, cases[i].message) && !strstr(got, "1 dimensions"),
                      "case %zu: expected '%s', got %s %s", i, cases[i].message, rules(&b), got);
        } else {
            cr_expect_eq(b.d.list.len, 0, "case %zu: %s %s", i, rules(&b), got);
        }
        release(&b);
    }
}

Test(mlir_build, futures_across_calls_and_from_outside)
{
    built b;
    build(&b, "func.func private @finish(%f: !stablehlo.future<tensor<4xf32>>) -> tensor<4xf32> {\n"
              "  %y = \"stablehlo.async_done\"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
              "  return %y : tensor<4xf32>\n}\n"
              "func.func private @outside(%f: !stablehlo.future<tensor<4xf32>>) -> tensor<4xf32> {\n"
              "  %y = \"stablehlo.async_done\"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
              "  return %y : tensor<4xf32>\n}\n"
              "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
              "  %f = \"stablehlo.async_start\"(%x) ({\n  ^bb0(%a: tensor<4xf32>):\n"
              "    %g = \"stablehlo.collective_permute\"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>\n"
              "    \"stablehlo.return\"(%g) : (tensor<4xf32>) -> ()\n  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>\n"
              "  %y = func.call @finish(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
              "  return %y : tensor<4xf32>\n}\n");
    cr_assert_eq(b.d.list.len, 0, "%s", rules(&b));
    hloa_comp *finish = comp(&b, "finish"), *outside = comp(&b, "outside"), *main = comp(&b, "main");
    cr_assert(finish->params[0]->holds_future && outside->params[0]->holds_future);
    hloa_trace t;
    hloa_trace_init(&t, &b.m);
    cr_expect_eq(hloa_trace_start(&t, instr(finish, &b, "%y")), instr(main, &b, "%f"),
                 "the done in @finish pairs with the start in @main, through the call");
    cr_expect_eq(hloa_trace_producer(&t, instr(outside, &b, "%y")->operands[0]), outside->params[0],
                 "a future nobody here passes ends the walk at the argument");
    hloa_trace_release(&t);
    release(&b);
}

Test(mlir_build, mlirs_async_dialect_as_chains)
{
    built b;
    build(&b, "func.func @main(%x: f32) -> f32 {\n"
              "  %t = async.execute {\n    async.yield\n  }\n"
              "  %t2, %v = async.execute [%t] -> !async.value<f32> {\n    async.yield %x : f32\n  }\n"
              "  %t3, %w = async.execute [%t2] (%v as %a: !async.value<f32>) -> !async.value<f32> {\n"
              "    async.yield %a : f32\n  }\n"
              "  %one = arith.constant 1 : index\n"
              "  %g = async.create_group %one : !async.group\n"
              "  %i = async.add_to_group %t, %g : !async.token\n"
              "  async.await_all %g\n"
              "  %r = async.await %w : !async.value<f32>\n"
              "  %r2 = async.await %w : !async.value<f32>\n"
              "  return %r : f32\n}\n");
    cr_assert_eq(b.d.list.len, 0, "%s %s", rules(&b), b.d.list.len ? b.d.list.items[0].message : "");
    hloa_comp *main = comp(&b, "main");
    hloa_instr *t3 = instr(main, &b, "%t3"), *r = instr(main, &b, "%r");
    cr_assert(t3->execute && t3->opcode == HLOA_OP_ASYNC_START);
    cr_assert_str_eq(shape(t3->shape), "((f32[]), f32[])", "its value operand unwrapped in, its value out");
    cr_assert_eq(r->opcode, HLOA_OP_ASYNC_DONE);
    cr_assert_str_eq(shape(r->operands[0]->shape), "f32[]", "%w is what the value carries");
    hloa_comp *body = hloa_async_called(t3);
    cr_assert(body && body->n_params == 1);
    release(&b);
}

Test(mlir_build, mlirs_async_dialect_rules)
{
    static const struct {
        const char *body, *rule, *message;
    } cases[] = {
        {"  %t, %v = async.execute -> !async.value<f32> {\n    %c = arith.constant 1 : i32\n    async.yield %c : i32\n  }\n"
         "  %r = async.await %v : !async.value<f32>\n",
         "mlir-async-type", "async.yield"},
        {"  %t, %v = async.execute -> !async.value<f32> {\n    async.yield %x : f32\n  }\n"
         "  %r = async.await %v : !async.value<i32>\n",
         "mlir-async-type", "awaited as"},
        {"  %t, %v = async.execute -> !async.value<f32> {\n    async.yield %x : f32\n  }\n"
         "  %r = \"async.await\"(%v) : (!async.value<f32>) -> i32\n",
         "mlir-async-type", "does not match async value type"},
        {"  %t = async.execute {\n    async.yield\n  }\n  %r = \"async.await\"(%t) : (!async.token) -> f32\n",
         "mlir-async-type", "empty result"},
        {"  %t = async.execute {\n    async.yield\n  }\n  %r = async.await %t : !async.value<f32>\n",
         "mlir-async-type", "the token of an async.execute"},
        {"  %r = \"async.await\"(%x) : (f32) -> f32\n", "mlir-async-type", "awaits an !async.token or"},
        {"  %t2, %w = \"async.execute\"(%x) ({\n  ^bb0(%a: f32, %b: f32):\n    \"async.yield\"(%a) : (f32) -> ()\n"
         "  }) {operandSegmentSizes = array<i32: 0, 1>} : (f32) -> (!async.token, !async.value<f32>)\n"
         "  %r = async.await %w : !async.value<f32>\n",
         "mlir-async-type", "takes 2 arguments"},
        {"  %t = async.execute {\n    async.yield\n  }\n", "mlir-async-unawaited", "nothing awaits '%t'"},
        {"  %t = async.execute {\n    async.yield\n  }\n  %one = arith.constant 1 : index\n"
         "  %g = async.create_group %one : !async.group\n  %i = async.add_to_group %t, %g : !async.token\n",
         "mlir-async-unawaited", "nothing awaits '%t'"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char text[1024];
        snprintf(text, sizeof(text), "func.func @main(%%x: f32) {\n%s  return\n}\n", cases[i].body);
        built b;
        build(&b, text);
        int found = 0;
        for (size_t k = 0; k < b.d.list.len; k++)
            found |= !strcmp(hloa_rules[b.d.list.items[k].rule].id, cases[i].rule) &&
                     strstr(b.d.list.items[k].message, cases[i].message) != NULL;
        cr_expect(found, "case %zu: expected %s '%s', got %s %s", i, cases[i].rule, cases[i].message,
                  rules(&b), b.d.list.len ? b.d.list.items[0].message : "");
        release(&b);
    }
}

/* Corners of issue 48's reading: each text with the rules it gets (NULL: reads, whatever). */
Test(mlir_build, corners_of_todays_forms)
{
    static const struct {
        const char *text, *rules;
    } cases[] = {
        /* ops ended by a line that starts another: results, %x:2, call, return */
        {"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
         "  %p:2 = \"t.pair\"(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
         "  %q, %r = \"t.pair\"(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
         "  %s = stablehlo.add %q, %r : tensor<4xf32>\n"
         "  %c = call @f(%s) : (tensor<4xf32>) -> tensor<4xf32>\n"
         "  return %c : tensor<4xf32>\n}\n",
         ""},
        /* generic ops written otherwise than plainly */
        {"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
         "  %0 = \"t.x\"() : () -> tensor<4xf32>\n"
         "  %1:2 = \"t.y\"(%a, %0) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
         "  %2 = \"t.z\"(%1#0) {k = \"a \\\" b\"} : (tensor<4xf32>) -> tensor<4xf32>\n"
         "  %3 = \"t.w\"(%2)\n      : (tensor<4xf32>) -> tensor<4xf32>\n"
         "  %4 = \"t.v\"(%3) : (tensor<4xf32>) -> (tensor<4xf32>) loc(unknown)\n"
         "  return %4 : tensor<4xf32>\n}\n",
         ""},
        /* an MLIR 16 function whose body holds brackets in strings and comments */
        {"\"func.func\"() ({\n  ^bb0(%x: f32):\n    // a comment ) } ]\n"
         "    %0 = \"t.s\"() {s = \"a } ) \\\" b\"} : () -> f32\n    \"func.return\"(%x) : (f32) -> ()\n"
         "  }) {function_type = (f32) -> f32, sym_name = \"main\"} : () -> ()\n",
         ""},
        /* an MLIR 16 function whose dict after the body does not read */
        {"\"func.func\"() ({\n  ^bb0(%x: f32):\n    \"func.return\"(%x) : (f32) -> ()\n"
         "  }) {function_type = , sym_name = \"main\"} : () -> ()\n",
         NULL},
        /* a region that uses an outer value inside a region that is not a start's */
        {"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
         "  %r = \"t.region\"() ({\n    \"t.use\"(%a) : (tensor<4xf32>) -> ()\n  }) : () -> tensor<4xf32>\n"
         "  return %r : tensor<4xf32>\n}\n",
         ""},
        /* a future of several tensors read, but no async_done awaits one (StableHLO: "future
           must have exactly one type parameter"); a second region's name */
        {"func.func private @g(%f: !stablehlo.future<tensor<4xf32>, tensor<2xi32>>) -> tensor<4xf32> {\n"
         "  %0:2 = \"stablehlo.async_done\"(%f) : (!stablehlo.future<tensor<4xf32>, tensor<2xi32>>) -> (tensor<4xf32>, tensor<2xi32>)\n"
         "  return %0#0 : tensor<4xf32>\n}\n"
         "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
         "  %w = \"t.two\"() ({\n    \"t.y\"() : () -> ()\n  }, {\n    \"t.y\"() : () -> ()\n  }) : () -> tensor<4xf32>\n"
         "  return %w : tensor<4xf32>\n}\n",
         "mlir-future-type"},
        /* a custom_call's attribute dict that does not read */
        {"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
         "  %c = stablehlo.custom_call @t(%a) {= 1} : (tensor<4xf32>) -> tensor<4xf32>\n"
         "  return %c : tensor<4xf32>\n}\n",
         "syntax"},
        /* an async_done written pretty, a form StableHLO does not define: its future's types
           are not read */
        {"func.func @f(%f: !stablehlo.future<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32> {\n"
         "  %y = stablehlo.async_done %f : tensor<4xf32>\n  return %y : tensor<4xf32>\n}\n",
         NULL},
        /* a function awaiting its argument, called twice: each call's future is its own */
        {"func.func private @fin(%f: !stablehlo.future<tensor<4xf32>>) -> tensor<4xf32> {\n"
         "  %y = \"stablehlo.async_done\"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
         "  return %y : tensor<4xf32>\n}\n"
         "func.func @main(%a: !stablehlo.future<tensor<4xf32>>, %b: !stablehlo.future<tensor<4xf32>>) -> tensor<4xf32> {\n"
         "  %0 = func.call @fin(%a) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
         "  %1 = func.call @fin(%b) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
         "  return %1 : tensor<4xf32>\n}\n",
         ""},
        /* the async dialect's types read as what they carry */
        {"func.func @f(%t: !async.token, %v: !async.value<tensor<4xf32>>, %g: !async.group) -> tensor<4xf32> {\n"
         "  async.await %t : !async.token\n"
         "  %r = async.await %v : !async.value<tensor<4xf32>>\n"
         "  async.await_all %g\n"
         "  return %r : tensor<4xf32>\n}\n",
         ""},
        /* an !async.value of two types, an empty future */
        {"func.func @f(%v: !async.value<f32, f32>) {\n  return\n}\n", NULL},
        {"func.func @f(%v: !stablehlo.future<>) {\n  return\n}\n", NULL},
        /* a top op named by sym_name only, a call to it is no function */
        {"\"t.sym\"() <{sym_name = \"s\"}> : () -> ()\n"
         "func.func @main() {\n  %0 = func.call @s() : () -> f32\n  return\n}\n",
         ""},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        built b;
        build(&b, cases[i].text);
        if (cases[i].rules)
            cr_expect_str_eq(rules(&b), cases[i].rules, "case %zu: %s", i,
                             b.d.list.len ? b.d.list.items[0].message : "");
        release(&b);
    }
}

Test(mlir_build, executes_waited_for_as_the_dialect_allows)
{
    /* awaited through a group, returned, passed to a call, an element used by an op */
    built b;
    build(&b, "func.func private @take(%t: !async.token)\n"
              "func.func @main(%x: f32) -> !async.token {\n"
              "  %a = async.execute {\n    async.yield\n  }\n"
              "  %b = async.execute {\n    async.yield\n  }\n"
              "  %c = async.execute {\n    async.yield\n  }\n"
              "  %d, %v = async.execute -> !async.value<f32> {\n    async.yield %x : f32\n  }\n"
              "  %one = arith.constant 1 : index\n"
              "  %g = async.create_group %one : !async.group\n"
              "  %i = async.add_to_group %a, %g : !async.token\n"
              "  async.await_all %g\n"
              "  func.call @take(%b) : (!async.token) -> ()\n"
              "  \"t.use\"(%v) : (!async.value<f32>) -> ()\n"
              "  return %c : !async.token\n}\n");
    cr_expect_str_eq(rules(&b), "", "%s", b.d.list.len ? b.d.list.items[0].message : "");
    release(&b);
}

Test(mlir_build, a_types_text_to_its_end)
{
    static const struct {
        const char *text;
        uint32_t len;
    } cases[] = {
        {"f32, tensor<4xf32>", 3},
        {"tensor<4x?xf32, #enc<[1, (2)]>>>", 31},
        {"tuple<a, {b}>) -> x", 13},
        {"i32  \n next", 3},
        {"i32 \t, x", 3},
        {"f32>", 3},
        {"", 0},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
        cr_expect_eq(hloa_mlir_type_len(cases[i].text, 0, (uint32_t)strlen(cases[i].text)), cases[i].len,
                     "%s", cases[i].text);
}

/* JAX's async collective custom_calls become HLO's custom-calls: target, frontend attributes (the
   config's string read with MLIR's escapes), reducer; a '{' after another op's @f(...) is a region. */
Test(mlir_build, jax_custom_calls_read_as_hlo_custom_calls)
{
    built b;
    build(&b, "func.func private @sum(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {\n"
              "  %s = stablehlo.add %a, %b : tensor<f32>\n  return %s : tensor<f32>\n}\n"
              "func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
              "  %ag = stablehlo.custom_call @\"all-gather-start\"(%x) {mhlo.frontend_attributes = "
              "{async_collective_config = \"{\\22all_gather_dimension\\22:\\0A1,\\t\\22replica_groups\\22: "
              "[[0,\\n1]], \\22note\\22: \\\"\\2z\\q\\5C\\5C\\\"}\"}} : (tensor<8x4xf32>) -> tensor<16x4xf32>\n"
              "  %ar = \"stablehlo.custom_call\"(%x) <{call_target_name = \"all-reduce-start\", "
              "called_computations = [@sum]}> : (tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "  %sh = stablehlo.custom_call @Sharding(%ar) {mhlo.sharding = \"{replicated}\"} : "
              "(tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "  %rd = stablehlo.custom_call @\"all-reduce-done\"(%sh) : (tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "  t.wrap @g(%x) {\n    \"t.y\"() : () -> ()\n  }\n"
              "  %nt = stablehlo.custom_call(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "  %cut = stablehlo.custom_call @\"all-gather-start\"(%x) {mhlo.frontend_attributes = "
              "{async_collective_config = \"\\2\"}} : (tensor<8x4xf32>) -> tensor<16x4xf32>\n"
              "  return %rd : tensor<8x4xf32>\n}\n");
    cr_assert_eq(b.d.list.len, 0, "%s", b.d.list.len ? b.d.list.items[0].message : "");
    hloa_comp *main = comp(&b, "main");
    hloa_instr *ag = instr(main, &b, "%ag"), *ar = instr(main, &b, "%ar"), *sh = instr(main, &b, "%sh"),
               *rd = instr(main, &b, "%rd");
    cr_assert(ag && ar && sh && rd);
    int done = -1;
    cr_expect_eq(hloa_custom_collective(ag, &done), HLOA_OP_ALL_GATHER);
    cr_expect_eq(done, 0);
    cr_expect_eq(hloa_custom_collective(ar, NULL), HLOA_OP_ALL_REDUCE);
    cr_expect_eq(hloa_custom_collective(rd, &done), HLOA_OP_ALL_REDUCE);
    cr_expect_eq(done, 1);
    cr_expect_eq(ar->n_called, 1);
    uint32_t n;
    const char *t = hloa_attr_string(hloa_instr_attr(sh, HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    cr_expect(t && n == 8 && !memcmp(t, "Sharding", 8));
    cr_expect_null(hloa_instr_attr(instr(main, &b, "%nt"), HLOA_SYM_CUSTOM_CALL_TARGET)); /* none written */
    hloa_collective_config cfg;
    cr_expect_eq(hloa_collective_config_read(&b.m, ag, &cfg), 0, "%s", cfg.error ? cfg.error : "");
    cr_expect(cfg.has[HLOA_CFG_ALL_GATHER_DIM] && cfg.value[HLOA_CFG_ALL_GATHER_DIM] == 1);
    cr_expect_eq(cfg.groups.n_groups, 1);
    hloa_collective_config_release(&cfg);
    /* an escape cut by the string's end is its byte: "2", no JSON object */
    cr_expect_eq(hloa_collective_config_read(&b.m, instr(main, &b, "%cut"), &cfg), -1);
    hloa_collective_config_release(&cfg);
    /* the done leads back to its start through the Sharding custom_call */
    hloa_trace tr;
    hloa_trace_init(&tr, &b.m);
    int via_loop;
    cr_expect_eq(hloa_custom_collective_start(&tr, rd, &via_loop), ar);
    hloa_trace_release(&tr);
    release(&b);
}

/* What the cost model reads of dots and convolutions, written the ways JAX and mlir-opt write them. */
Test(mlir_build, dots_and_convolutions_read_for_their_dimensions)
{
    built b;
    build(&b, "func.func @main(%a: tensor<8x16xbf16>, %b: tensor<16x4xbf16>, %i: tensor<1x9x9x3xf32>,"
              " %k: tensor<3x3x3x8xf32>) -> tensor<8x4xbf16> {\n"
              "  %p = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xbf16>, tensor<16x4xbf16>) -> tensor<8x4xbf16>\n"
              "  %d = stablehlo.dot %a, %b : (tensor<8x16xbf16>, tensor<16x4xbf16>) -> tensor<8x4xbf16>\n"
              "  %c = stablehlo.convolution(%i, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]}"
              " {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x7x7x8xf32>\n"
              "  %g = \"stablehlo.convolution\"(%i, %k) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>}"
              " : (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x7x7x8xf32>\n"
              "  return %p : tensor<8x4xbf16>\n}\n");
    cr_assert_eq(b.d.list.len, 0, "%s", rules(&b));
    hloa_comp *main = comp(&b, "main");
    static const struct {
        const char *op;
        hloa_sym key;
        const char *value;
    } want[] = {
        {"%p", HLOA_SYM_LHS_CONTRACTING_DIMS, "{1}"},
        {"%d", HLOA_SYM_LHS_CONTRACTING_DIMS, "{1}"},
        {"%c", HLOA_SYM_DIM_LABELS, "b01f_01io->b01f"},
        {"%g", HLOA_SYM_DIM_LABELS, "b01f_01io->b01f"},
    };
    for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
        hloa_instr *in = instr(main, &b, want[i].op);
        const hloa_attr *a = hloa_instr_attr(in, want[i].key);
        cr_expect(a && a->val_len == strlen(want[i].value) && !memcmp(a->val, want[i].value, a->val_len),
                  "%s: %.*s", want[i].op, a ? (int)a->val_len : 0, a ? a->val : "");
    }
    cr_expect_eq(instr(main, &b, "%c")->n_operands, 2, "a pretty op's operands in parentheses after its name");
    release(&b);
}

/* ---- what the cost model reads of MLIR: custom-call targets, Shardy's collectives ---- */

/* The cost of instruction n of function main of b on h100. */
static hloa_cost mlir_cost(built *b, const char *n)
{
    hloa_hw hw;
    char why[128];
    cr_assert_eq(hloa_hw_parse("h100", &hw, why, sizeof(why)), 0, "%s", why);
    hloa_arena a;
    hloa_arena_init(&a);
    hloa_cost_model cm;
    hloa_cost_model_init(&cm, &b->m, &hw, &a);
    hloa_instr *in = instr(comp(b, "main"), b, n);
    cr_assert(in, "instruction %s", n);
    hloa_cost c;
    hloa_cost_instr(&cm, in, &c);
    hloa_cost_model_done(&cm);
    hloa_arena_release(&a);
    return c;
}

Test(mlir_build, custom_call_targets_and_metadata_calls)
{
    built b;
    build(&b, "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n"
              "  %s = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = \"{replicated}\"} : (tensor<8xf32>) -> tensor<8xf32>\n"
              "  %q = stablehlo.custom_call @\"SPMDFullToShardShape\"(%s) : (tensor<8xf32>) -> tensor<8xf32>\n"
              "  %g = \"stablehlo.custom_call\"(%q) {call_target_name = \"xla.sdy.ShardingGroup\"} : (tensor<8xf32>) -> tensor<8xf32>\n"
              "  %k = stablehlo.custom_call @my_kernel(%g) : (tensor<8xf32>) -> tensor<8xf32>\n"
              "  return %k : tensor<8xf32>\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    const hloa_comp *c = comp(&b, "main");
    uint32_t n;
    const char *t = hloa_attr_string(hloa_instr_attr(instr(c, &b, "%q"), HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    cr_assert(t && n == 20 && !memcmp(t, "SPMDFullToShardShape", n));
    int intermediary;
    cr_assert(hloa_metadata_custom_call(instr(c, &b, "%s"), &intermediary) && intermediary);
    cr_assert(hloa_metadata_custom_call(instr(c, &b, "%q"), &intermediary) && !intermediary);
    cr_assert(hloa_metadata_custom_call(instr(c, &b, "%g"), &intermediary) && !intermediary,
              "every xla.sdy.* target annotates");
    cr_assert(!hloa_metadata_custom_call(instr(c, &b, "%k"), &intermediary));
    cr_assert(!hloa_is_async_intermediary(instr(c, &b, "%g")));
    cr_assert_eq(mlir_cost(&b, "%s").us, 0);
    cr_assert_eq(mlir_cost(&b, "%g").stream, HLOA_STREAM_NONE);
    cr_assert_gt(mlir_cost(&b, "%k").us, 0, "a kernel costs its launch");
    release(&b);
}

Test(mlir_build, shardy_collectives_as_they_lower)
{
    built b;
    build(&b, "sdy.mesh @m = <[\"x\"=2, \"y\"=4]>\n"
              "func.func @main(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {\n"
              "  %r = sdy.all_reduce {\"x\", \"y\"} %a out_sharding=<@m, [{}, {}]> : tensor<64x64xf32>\n"
              "  %sub = sdy.all_reduce {\"y\":(2)2} %r out_sharding=<@m, [{}, {}]> : tensor<64x64xf32>\n"
              "  %gen = \"sdy.all_gather\"(%sub) <{gathering_axes = #sdy<list_of_axis_ref_lists[{\"y\"}, {}]>, out_sharding = #sdy.sharding<@m, [{\"x\"}, {}]>}> : (tensor<64x64xf32>) -> tensor<64x64xf32>\n"
              "  %lost = sdy.all_reduce {\"x\"} %gen out_sharding=<@nowhere, [{}, {}]> : tensor<64x64xf32>\n"
              "  %bare = sdy.all_reduce {\"x\"} %lost : tensor<64x64xf32>\n"
              "  %in = sdy.all_to_all [{\"z\"}: 0->1] %bare out_sharding=<mesh<[\"z\"=2]>, [{}, {\"z\"}]> : tensor<64x64xf32>\n"
              "  %odd = sdy.all_reduce {\"q\":(1)} %in out_sharding=<@m, [{}, {}]> : tensor<64x64xf32>\n"
              "  %c = sdy.sharding_constraint %odd <@m, [{\"x\"}, {}]> : tensor<64x64xf32>\n"
              "  return %c : tensor<64x64xf32>\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    const hloa_comp *c = comp(&b, "main");
    hloa_sdy_lowering as;
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%r"), &as));
    cr_assert_eq(as.instr.opcode, HLOA_OP_ALL_REDUCE);
    cr_assert_str_eq(as.groups_text, "[1,8]<=[8]", "one group of the mesh's 8 devices");
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%sub"), &as));
    cr_assert_str_eq(as.groups_text, "[4,2]<=[8]", "a sub-axis counts its own size");
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%gen"), &as));
    cr_assert_eq(as.instr.opcode, HLOA_OP_ALL_GATHER);
    cr_assert_eq(as.result.bytes, 64 * 64 * 4 / 2, "the generic form: the local result");
    cr_assert_eq(as.operand_shape.bytes, 64 * 64 * 4 / 8, "%llu %s", (unsigned long long)as.operand_shape.bytes, as.groups_text);
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%lost"), &as));
    cr_assert_str_eq(as.groups_text, "[1,1]<=[1]", "no mesh: no axis sized");
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%bare"), &as));
    cr_assert_eq(as.result.bytes, 64 * 64 * 4);
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%in"), &as));
    cr_assert_str_eq(as.groups_text, "[1,2]<=[2]", "a mesh written in the sharding");
    cr_assert_eq(as.result.bytes, 64 * 64 * 4 / 2);
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%odd"), &as));
    cr_assert_str_eq(as.groups_text, "[8,1]<=[8]", "a sub-axis without its size counts 1");
    cr_assert(!hloa_sdy_lower(&b.m, instr(c, &b, "%c"), &as), "no collective");
    cr_assert_eq(hloa_cost_stream_in(&b.m, instr(c, &b, "%c")), HLOA_STREAM_NONE);
    cr_assert_eq(hloa_cost_stream_in(&b.m, instr(c, &b, "%r")), HLOA_STREAM_COLLECTIVE);
    cr_assert_gt(mlir_cost(&b, "%r").us, mlir_cost(&b, "%sub").us, "8 devices take longer than 2");
    release(&b);
}

Test(mlir_build, shardy_collectives_written_oddly)
{
    built b;
    build(&b, "sdy.mesh @m2 = <[\"x\"=8]>\n"
              "sdy.mesh @m = <[\"x\"=2, \"out_sharding\"=2], device_ids=[1, 0, 3, 2]>\n"
              "sdy.mesh @big = <[\"x\"=99999999999, \"y\"=4]>\n"
              "func.func @main(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {\n"
              "  %q = sdy.all_reduce {\"out_sharding\"} %a out_sharding=<@m, [{}, {}]> : tensor<64x64xf32>\n"
              "  %h = sdy.all_reduce {\"x\", \"y\"} %q out_sharding=<@big, [{}, {}]> : tensor<64x64xf32>\n"
              "  %n = sdy.all_reduce {\"x\"} %h out_sharding=<#alias, [{\"x\"}, {}]> : tensor<64x64xf32>\n"
              "  %e = sdy.all_reduce {\"x\"} %n out_sharding=<@m> : tensor<64x64xf32>\n"
              "  return %e : tensor<64x64xf32>\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    const hloa_comp *c = comp(&b, "main");
    hloa_sdy_lowering as;
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%q"), &as));
    cr_assert_str_eq(as.groups_text, "[4,1]<=[4]",
                     "the axes end where out_sharding is first written; @m, not @m2");
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%h"), &as));
    cr_assert_str_eq(as.groups_text, "[1,1048576]<=[1048576]", "a million devices at most");
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%n"), &as));
    cr_assert_str_eq(as.groups_text, "[1,1]<=[1]", "a mesh not written out sizes nothing");
    cr_assert(hloa_sdy_lower(&b.m, instr(c, &b, "%e"), &as));
    cr_assert_eq(as.result.bytes, 64 * 64 * 4, "no dims: one shard");
    release(&b);
    /* a type the reader does not know: no bytes to cost */
    build(&b, "sdy.mesh @m = <[\"x\"=2]>\n"
              "func.func @main(%a: !foo.bar) -> !foo.bar {\n"
              "  %q = sdy.all_reduce {\"x\"} %a out_sharding=<@m, [{}]> : !foo.bar\n"
              "  return %q : !foo.bar\n"
              "}\n");
    cr_assert_eq(b.errors, 0, "%s", rules(&b));
    cr_assert(!hloa_sdy_lower(&b.m, instr(comp(&b, "main"), &b, "%q"), &as));
    cr_assert_eq(hloa_cost_stream_in(&b.m, instr(comp(&b, "main"), &b, "%q")), HLOA_STREAM_COLLECTIVE);
    cr_assert_eq(mlir_cost(&b, "%q").us, 0);
    release(&b);
}

Test(mlir_build, blocks_arguments_and_uses_by_dominance)
{
    built b;
    build(&b, "func.func @f(%c: i1) -> i32 {\n"
              "  cf.br ^bb2\n"
              "^bb1(%x: i32):\n"
              "  %y = arith.addi %x, %z#1 : i32\n"
              "  cf.cond_br %c, ^bb1(%y : i32), ^bb3\n"
              "^bb2:\n"
              "  %z:2 = \"test.two\"() : () -> (i32, i32)\n"
              "  cf.br ^bb1(%z#0 : i32)\n"
              "^bb3:\n"
              "  return %w : i32\n"
              "^bb4:\n"
              "  %w = arith.constant 1 : i32\n"
              "  return %q : i32\n"
              "}\n");
    /* %w of an unreachable block dominates nothing but what no path reaches; %q is nowhere */
    cr_assert_str_eq(rules(&b), "undefined-name undefined-name");
    cr_assert(strstr(b.d.list.items[0].message, "'%w' is defined in a block that does not dominate"));
    cr_assert(strstr(b.d.list.items[1].message, "'%q' is not defined"));
    hloa_comp *f = comp(&b, "f");
    cr_assert_eq(f->n_params, 1);
    hloa_instr *x = instr(f, &b, "%x"), *y = instr(f, &b, "%y"), *z = instr(f, &b, "%z");
    cr_assert(x->opcode == HLOA_OP_PARAMETER && x->param_number == -1 && x->shape);
    /* a use before its value, in a block it dominates: the value, a tuple element of it
       placed before the user */
    cr_assert_eq(y->n_operands, 2);
    cr_assert_eq(y->operands[0], x);
    hloa_instr *g = y->operands[1];
    cr_assert(g && g->opcode == HLOA_OP_GET_TUPLE_ELEMENT && g->operands[0] == z);
    cr_assert(g->index + 1 == y->index, "the element goes right before its user");
    cr_assert(z->n_users == 2 && z->users[0] == g, "users in the order of the text");
    /* a branch's successor operands are its operands */
    hloa_instr *br = f->instrs[z->index + 2];
    cr_assert_eq(br->n_operands, 1);
    release(&b);
}

/* Dominators the slow way: dom(v) = {v} and what all of v's reached predecessors' have. */
static void naive_dominators(uint32_t n, const uint32_t (*edge)[2], uint32_t m, uint8_t *dom,
                             uint8_t *reached)
{
    memset(reached, 0, n);
    reached[0] = 1;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t e = 0; e < m; e++)
            if (reached[edge[e][0]] && !reached[edge[e][1]])
                reached[edge[e][1]] = changed = 1;
    }
    memset(dom, 1, (size_t)n * n); /* dom[v * n + a]: a dominates v */
    memset(dom, 0, n);
    dom[0] = 1;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t v = 1; v < n; v++) {
            if (!reached[v])
                continue;
            for (uint32_t a = 0; a < n; a++) {
                uint8_t all = 1;
                for (uint32_t e = 0; e < m; e++)
                    if (edge[e][1] == v && reached[edge[e][0]] && !dom[edge[e][0] * n + a])
                        all = 0;
                uint8_t want = a == v || all;
                if (dom[v * n + a] != want)
                    dom[v * n + a] = want, changed = 1;
            }
        }
    }
}

Test(mlir_build, dominators_agree_with_the_slow_way_on_random_graphs)
{
    built b;
    build(&b, "func.func @f() {\n  return\n}\n");
    hloa_comp *f = comp(&b, "f");
    uint32_t seed = 12345;
    for (int round = 0; round < 300; round++) {
        seed = seed * 1103515245u + 12345u;
        uint32_t n = 2 + (seed >> 16) % 30, m = 0;
        uint32_t(*edge)[2] = calloc((size_t)n * 3, sizeof(*edge));
        hloa_mlir_cfg g;
        hloa_mlir_span at = {0, 1};
        for (uint32_t v = 0; v < n; v++) /* from block 0 to any other, a few each */
            for (uint32_t k = 0; k < 3; k++) {
                seed = seed * 1103515245u + 12345u;
                if ((seed >> 16) % 4 == 0)
                    continue;
                uint32_t to = 1 + (seed >> 8) % (n - 1);
                edge[m][0] = v, edge[m++][1] = to;
            }
        /* told as a reader tells them: each block, then its branches */
        hloa_mlir_cfg_init(&g, 0, 1000, at);
        for (uint32_t v = 0, e = 0; v < n; v++) {
            if (v) {
                at.off = v;
                hloa_mlir_cfg_block(&g, 1000 + v, at);
            }
            for (; e < m && edge[e][0] == v; e++)
                hloa_mlir_cfg_branch(&g, 1000 + edge[e][1], at);
        }
        cr_assert_eq(hloa_mlir_cfg_finish(&g, &b.m, f, &b.d), 0);
        uint8_t *dom = malloc((size_t)n * n), *reached = malloc(n);
        naive_dominators(n, (const uint32_t(*)[2])edge, m, dom, reached);
        for (uint32_t v = 0; v < n; v++)
            for (uint32_t a = 0; a < n; a++)
                cr_assert_eq(hloa_mlir_cfg_dominates(&g, a, v), !reached[v] || dom[v * n + a],
                             "round %d: does %u dominate %u?", round, a, v);
        cr_assert_eq(hloa_mlir_cfg_block_at(&g, n - 1), n - 1);
        free(dom);
        free(reached);
        free(edge);
        hloa_mlir_cfg_release(&g);
    }
    release(&b);
}

/* Brackets, types and regions nested deeper than the reader goes (HLOA_MAX_DEPTH): a syntax
   error where the nesting goes past it, not a crash; each place that nests has its own. */
Test(mlir_build, nesting_deeper_than_read_is_a_located_error)
{
    static const struct {
        const char *before, *open, *close, *after, *message;
        uint32_t line;
    } cases[] = {
        {"#a = ", "[", "]", "\nfunc.func @f() {\n  return\n}\n", "expected less deep nesting, found '['", 1},
        {"func.func @f() {\n  %0 = \"x.y\"() {a = ", "[", "]", "} : () -> ()\n  return\n}\n",
         "expected less deep nesting, found '['", 2},
        {"func.func @f() {\n  x.y ", "(", ")", "\n  return\n}\n", "expected less deep nesting, found '('", 2},
        {"func.func @f() {\n  %0 = \"x.y\"() : () -> !t.x<", "<", ">", ">\n  return\n}\n",
         "expected less deep nesting, found '<'", 2},
        {"func.func @f() {\n  %0 = \"x.y\"() : () -> tensor<", "!a<", ">", ">\n  return\n}\n",
         "expected less deep nesting, found '<'", 2},
        {"func.func @f(%a: tensor<4xf32>) {\n  %0 = stablehlo.add %a, %a : ", "tuple<", ">", "\n  return\n}\n",
         "expected less deep nesting, found '<'", 2},
        {"func.func @f() {\n", "  \"x.y\"() ({\n", "  }) : () -> ()\n", "  return\n}\n",
         "expected regions nested less deep, found '\"x.y\"'", 2 + HLOA_MAX_DEPTH},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        hloa_strbuf sb;
        hloa_strbuf_init(&sb);
        hloa_strbuf_adds(&sb, cases[i].before);
        for (int k = 0; k <= HLOA_MAX_DEPTH; k++)
            hloa_strbuf_adds(&sb, cases[i].open);
        if (i == 5)
            hloa_strbuf_adds(&sb, "tensor<4xf32>");
        for (int k = 0; k <= HLOA_MAX_DEPTH; k++)
            hloa_strbuf_adds(&sb, cases[i].close);
        hloa_strbuf_adds(&sb, cases[i].after);
        built b;
        build(&b, sb.buf);
        cr_assert(b.errors > 0 && b.d.list.len > 0, "case %zu: an error", i);
        const hloa_diag *dg = &b.d.list.items[0];
        uint32_t line, col;
        hloa_source_linecol(&b.src, dg->off, &line, &col);
        cr_expect_eq(dg->rule, HLOA_RULE_SYNTAX, "case %zu", i);
        cr_expect_str_eq(dg->message, cases[i].message, "case %zu", i);
        cr_expect(line == cases[i].line && (line > 2 || col > HLOA_MAX_DEPTH),
                  "case %zu: at %u:%u, past the nesting read", i, line, col);
        release(&b);
        hloa_strbuf_release(&sb);
    }
}
