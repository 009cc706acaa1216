/* MLIR into the IR (mlir/build.c), the mlir-* rules (mlir/async_rules.c), the routing (frontend.c). */
#include "hloasync/async.h"
#include "hloasync/mlir.h"
#include "hloasync/parse.h"
#include "hloasync/source.h"

#include <criterion/criterion.h>
#include <stdio.h>
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
    cr_assert_str_eq(rules(&b), "undefined-name duplicate-name duplicate-name undefined-name undefined-name");
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
    build(&b, "// only a comment\n");
    cr_assert_eq(b.errors, 1);
    cr_assert(strstr(b.d.list.items[0].message, "func.func"));
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
