/*
 * An MLIR module read in parts on several threads (mlir/parts.c) is the
 * module read whole: same computations and their names, instructions,
 * operands, users, roots, references and diagnostics. What the parts cannot
 * read as the whole does makes the module be read whole.
 */
#include "module_digest.h"

#include "hloasync/mlir.h"
#include "hloasync/parallel.h"
#include "hloasync/source.h"
#include "hloasync/strbuf.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct built {
    hloa_source src;
    hloa_diags diags;
    hloa_module m;
    int errors;
} built;

static void build(built *b, const char *text, int parts, int *used)
{
    hloa_source_init_mem(&b->src, "t.mlir", text, strlen(text));
    hloa_diags_init(&b->diags);
    hloa_module_init(&b->m, &b->src, (hloa_region){0, b->src.len});
    b->errors = hloa_mlir_build_module_in_parts(&b->m, &b->diags, parts, used);
    hloa_diags_sort(&b->diags);
}

static void built_release(built *b)
{
    hloa_module_release(&b->m);
    hloa_diags_release(&b->diags);
    hloa_source_release(&b->src);
}

/* Everything a reader can see, and the names of the computations (the digest prints
   MLIR's modules as HLO, where a region's computation is named). */
static char *render(const built *b)
{
    char *digest = module_digest(&b->m, b->errors, &b->diags);
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, digest);
    free(digest);
    for (uint32_t i = 0; i < b->m.n_comps; i++) {
        uint32_t n;
        const char *s = hloa_name(&b->m, b->m.comps[i]->name, &n);
        hloa_strbuf_addf(&sb, "%.*s root %d;", (int)n, s,
                         b->m.comps[i]->root ? (int)b->m.comps[i]->root->index : -1);
    }
    return hloa_strbuf_detach(&sb, NULL);
}

/* Reads text whole and in `parts` parts; returns how many parts were kept. */
static int same_in_parts(const char *text, int parts, const char *what)
{
    built whole, split;
    build(&whole, text, 1, NULL);
    int used = 0;
    build(&split, text, parts, &used);
    char *a = render(&whole), *b = render(&split);
    cr_assert_str_eq(b, a, "%s: read in %d parts, the module differs from the whole", what, parts);
    free(a);
    free(b);
    built_release(&whole);
    built_release(&split);
    return used;
}

/* A scheduled module as the benchmark's: functions called by MHLO bundles, then a long
   @main with chains, StableHLO futures with nested regions, and loc trailers. */
static char *bench_like(int chains, int fill, int in_module)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    const char *ind = in_module ? "  " : "";
    const char *bundle = "!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<64xf32>, tensor<i32>>";
    if (in_module)
        hloa_strbuf_adds(&sb, "#loc1 = loc(\"m.py\":1:1)\nmodule @m attributes {mhlo.is_scheduled = true} {\n");
    for (int i = 0; i < chains; i++)
        hloa_strbuf_addf(&sb,
                         "%sfunc.func private @ag%d(%%p: tensor<8xf32>) -> tensor<64xf32> {\n"
                         "%s  %%g = \"mhlo.all_gather\"(%%p) {all_gather_dim = 0 : i64} : "
                         "(tensor<8xf32>) -> tensor<64xf32>\n%s  return %%g : tensor<64xf32>\n%s}\n",
                         ind, i, ind, ind, ind);
    hloa_strbuf_addf(&sb, "%sfunc.func @main(%%x: tensor<8xf32>, %%y: tensor<4xf32>) -> "
                          "(tensor<4xf32>, tensor<8xf32>) {\n", ind);
    hloa_strbuf_addf(&sb, "%s  %%v0 = stablehlo.add %%y, %%y : tensor<4xf32>\n", ind);
    int v = 0;
    for (int c = 0; c < chains; c++) {
        hloa_strbuf_addf(&sb, "%s  %%s%d = \"mhlo.async_start\"(%%x) {called_computation = @ag%d, "
                              "execution_thread = \"main\"} : (tensor<8xf32>) -> %s loc(#loc1)\n",
                         ind, c, c, bundle);
        hloa_strbuf_addf(&sb, "%s  %%f%d = \"stablehlo.async_start\"(%%y) ({\n"
                              "%s    ^bb0(%%a: tensor<4xf32>):\n"
                              "%s      %%r = \"stablehlo.all_reduce\"(%%a) ({\n"
                              "%s        ^bb0(%%l: tensor<f32>, %%m: tensor<f32>):\n"
                              "%s          %%s = stablehlo.add %%l, %%m : tensor<f32>\n"
                              "%s          stablehlo.return %%s : tensor<f32>\n"
                              "%s      }) : (tensor<4xf32>) -> tensor<4xf32>\n"
                              "%s      \"stablehlo.return\"(%%r) : (tensor<4xf32>) -> ()\n"
                              "%s  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>\n",
                         ind, c, ind, ind, ind, ind, ind, ind, ind, ind);
        for (int k = 0; k < fill; k++, v++)
            hloa_strbuf_addf(&sb, "%s  %%v%d = stablehlo.multiply %%v%d, %%y : tensor<4xf32> "
                                  "loc(\"m.py\":%d:7)\n", ind, v + 1, v, v);
        if (c % 3 == 1) /* suppression comments: each part finds those in its lines */
            hloa_strbuf_addf(&sb, "%s  // hlo-async: ignore[async-exposed] -- chain %d\n", ind, c);
        hloa_strbuf_addf(&sb, "%s  %%d%d = \"mhlo.async_done\"(%%s%d) : (%s) -> tensor<64xf32>\n",
                         ind, c, c, bundle);
        hloa_strbuf_addf(&sb, "%s  %%e%d = \"stablehlo.async_done\"(%%f%d) : "
                              "(!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n", ind, c, c);
    }
    hloa_strbuf_addf(&sb, "%s  return %%v%d, %%x : tensor<4xf32>, tensor<8xf32>\n%s}\n", ind, v, ind);
    if (in_module)
        hloa_strbuf_adds(&sb, "}\n");
    return hloa_strbuf_detach(&sb, NULL);
}

Test(mlir_parts, a_long_body_cut_between_its_ops_joins_as_the_whole)
{
    for (int in_module = 0; in_module <= 1; in_module++) {
        char *text = bench_like(40, 30, in_module);
        for (int parts = 2; parts <= 5; parts++) {
            int used = same_in_parts(text, parts, in_module ? "in a module" : "functions alone");
            cr_assert_eq(used, parts, "%d parts asked, %d kept (in_module %d)", parts, used, in_module);
        }
        free(text);
    }
}

Test(mlir_parts, many_functions_cut_between_them)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "module {\n");
    /* each calls the next: references from every part into the next */
    for (int i = 0; i < 60; i++) {
        hloa_strbuf_addf(&sb, "  func.func private @f%d(%%a: tensor<4xf32>) -> tensor<4xf32> {\n", i);
        for (int k = 0; k < 8; k++)
            hloa_strbuf_addf(&sb, "    %%n%d = stablehlo.negate %%%s : tensor<4xf32>\n", k,
                             k ? (char[8]){'n', (char)('0' + k - 1), 0} : "a");
        if (i + 1 < 60)
            hloa_strbuf_addf(&sb, "    %%c = func.call @f%d(%%n7) : (tensor<4xf32>) -> tensor<4xf32>\n"
                                  "    return %%c : tensor<4xf32>\n  }\n", i + 1);
        else
            hloa_strbuf_adds(&sb, "    return %n7 : tensor<4xf32>\n  }\n");
    }
    hloa_strbuf_adds(&sb, "  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                          "    %c = func.call @f0(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
                          "    return %c : tensor<4xf32>\n  }\n}\n");
    for (int parts = 2; parts <= 6; parts++)
        cr_assert_eq(same_in_parts(sb.buf, parts, "functions calling the next"), parts);
    hloa_strbuf_release(&sb);
}

/* A body of n filler ops around what is tested, at body indentation, cut in its middle. */
static char *body_around(const char *before, const char *middle, const char *after, int n)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, before);
    for (int i = 0; i < n; i++)
        hloa_strbuf_addf(&sb, "    %%w%d = stablehlo.negate %%p : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, middle);
    for (int i = n; i < 2 * n; i++)
        hloa_strbuf_addf(&sb, "    %%w%d = stablehlo.negate %%p : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, after);
    return hloa_strbuf_detach(&sb, NULL);
}

/* What a piece names from the pieces before: tuple elements, late roots, unnamed ops. */
Test(mlir_parts, what_a_piece_names_from_before_is_found_at_the_join)
{
    static const char head[] =
        "module {\n"
        "  func.func @main(%p: tensor<4xf32>, %q: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
        "    %t:2 = \"test.pair\"(%p, %q) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
        "    %a, %b = \"test.two\"(%p) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n"
        "    \"test.effect\"(%p) : (tensor<4xf32>) -> ()\n";
    static const char middle[] =
        "    \"test.effect\"(%q) : (tensor<4xf32>) -> ()\n";
    static const char tails[][400] = {
        /* %t#1 and %b after the cut: get-tuple-elements made at the join, in operand order */
        "    %u = stablehlo.add %t#1, %w3 : tensor<4xf32>\n"
        "    %z = stablehlo.add %b, %t#0 : tensor<4xf32>\n"
        "    \"test.effect\"(%u) : (tensor<4xf32>) -> ()\n"
        "    return %z, %u : tensor<4xf32>, tensor<4xf32>\n  }\n}\n",
        /* a return of what was defined before the cut: a tuple of them, and a parameter */
        "    return %t#0, %q : tensor<4xf32>, tensor<4xf32>\n  }\n}\n",
        /* the whole result of an op before the cut is returned as that op */
        "    return %t#0, %t#1 : tensor<4xf32>, tensor<4xf32>\n  }\n}\n",
        /* a value of the body used inside a region after the cut: not followed */
        "    %r = \"test.region\"(%q) ({\n"
        "    ^bb0(%x: tensor<4xf32>):\n"
        "      %y = stablehlo.add %x, %p : tensor<4xf32>\n"
        "      \"test.yield\"(%y, %p) : (tensor<4xf32>, tensor<4xf32>) -> ()\n"
        "    }) : (tensor<4xf32>) -> tensor<4xf32>\n"
        "    \"test.effect\"(%r) ({\n    }) : (tensor<4xf32>) -> ()\n"
        "    return %r, %w1 : tensor<4xf32>, tensor<4xf32>\n  }\n}\n",
    };
    for (size_t i = 0; i < sizeof(tails) / sizeof(tails[0]); i++) {
        char *text = body_around(head, middle, tails[i], 200);
        char what[32];
        snprintf(what, sizeof(what), "case %zu", i);
        for (int parts = 2; parts <= 4; parts++)
            cr_assert_eq(same_in_parts(text, parts, what), parts, "%s: the parts are kept", what);
        free(text);
    }
}

/* What the whole reading reports across a cut makes the module be read whole: the same. */
Test(mlir_parts, what_would_be_reported_across_a_cut_is_read_whole)
{
    static const char head[] =
        "module {\n"
        "  func.func @f(%p: tensor<4xf32>) -> tensor<4xf32> {\n    return %p : tensor<4xf32>\n  }\n"
        "  func.func @main(%p: tensor<4xf32>) -> tensor<4xf32> {\n"
        "    %dup = stablehlo.negate %p : tensor<4xf32>\n";
    static const char *const cases[][2] = {
        {"", "    %dup = stablehlo.negate %p : tensor<4xf32>\n    return %dup : tensor<4xf32>\n  }\n}\n"},
        {"", "    return %never : tensor<4xf32>\n  }\n}\n"},
        {"", "    return %w1 : tensor<4xf32>\n  }\n"
             "  func.func @f(%p: tensor<4xf32>) -> tensor<4xf32> {\n    return %p : tensor<4xf32>\n  }\n}\n"},
        {"", "    %x = stablehlo.negate %p : tensor<4xf32\n    return %x : tensor<4xf32>\n  }\n}\n"},
        {"", "    %r = \"test.region\"(%p) ({\n      %dup = stablehlo.negate %p : tensor<4xf32>\n"
             "      \"test.yield\"(%dup) : (tensor<4xf32>) -> ()\n    }) : (tensor<4xf32>) -> tensor<4xf32>\n"
             "    return %r : tensor<4xf32>\n  }\n}\n"},
        {"", "    %x = stablehlo.negate %never : tensor<4xf32>\n    return %x : tensor<4xf32>\n  }\n}\n"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char *text = body_around(head, cases[i][0], cases[i][1], 200);
        char what[32];
        snprintf(what, sizeof(what), "case %zu", i);
        cr_assert_eq(same_in_parts(text, 3, what), 1, "%s: read whole", what);
        free(text);
    }
}

/* A cut inside a nested region (its ops at the least indentation nearby) does not join. */
Test(mlir_parts, a_cut_inside_a_region_is_read_whole)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%p: tensor<4xf32>) -> tensor<4xf32> {\n"
                          "  %r = \"test.region\"(%p) ({\n  ^bb0(%a: tensor<4xf32>):\n");
    for (int i = 0; i < 2000; i++)
        hloa_strbuf_addf(&sb, "  %%w%d = stablehlo.negate %%a : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, "  \"test.yield\"(%w1) : (tensor<4xf32>) -> ()\n"
                          "  }) : (tensor<4xf32>) -> tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "a region's ops at the body's indentation"), 1);
    hloa_strbuf_release(&sb);
}

/* A cut inside a pretty op's braces (its lines at the body's indentation, as a broken module
   may have) is no cut between two ops: the part ends with an error and the module is read
   whole (the whole reading's brackets close elsewhere). */
Test(mlir_parts, a_cut_inside_a_pretty_ops_braces_is_read_whole)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "module @m {\n  func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n"
                          "    test.open {\n");
    for (int i = 0; i < 2000; i++)
        hloa_strbuf_addf(&sb, "    %%w%d = stablehlo.negate %%a : tensor<8xf32>\n", i);
    hloa_strbuf_adds(&sb, "    return %a : tensor<8xf32>\n  }\n}\n");
    for (int parts = 2; parts <= 3; parts++)
        cr_assert_eq(same_in_parts(sb.buf, parts, "a pretty op's braces over the body"), 1);
    hloa_strbuf_release(&sb);
}

/* A body of more than two settling ranges (hloa_comp_settle on the threads): each
   instruction numbered and owned where it stands, the async ones marked in order. */
Test(mlir_parts, a_big_body_is_settled_on_the_threads)
{
    char *text = bench_like(70, 2000, 1);
    cr_assert_eq(same_in_parts(text, 2, "big body"), 2);
    built b;
    int used = 0;
    build(&b, text, 2, &used);
    const hloa_comp *main = b.m.entry;
    cr_assert(main && main->n_instrs > 2 * 65536, "a body of %u instructions",
              main ? main->n_instrs : 0);
    uint32_t marked = 0;
    uint8_t kinds = 0;
    for (uint32_t i = 0; i < main->n_instrs; i++) {
        const hloa_instr *in = main->instrs[i];
        cr_assert(in->index == i && in->parent == main, "instruction %u", i);
        uint8_t k = hloa_instr_kinds(in);
        kinds |= k;
        if (!k)
            continue;
        cr_assert(marked < main->n_marked && main->marked[marked] == in &&
                      main->marked_kinds[marked] == k,
                  "marked %u is instruction %u", marked, i);
        marked++;
    }
    cr_assert_eq(marked, main->n_marked);
    cr_assert_eq(kinds, main->kinds);
    cr_assert_eq(marked, 4 * 70, "two chains of two ops each, 70 times");
    built_release(&b);
    free(text);
}

/* What the whole reading keeps from the module's top for the end (issue 48): declarations, the
   symbols of other ops, type aliases, the async dialect's executes; each part's goes to the join. */
Test(mlir_parts, what_the_top_holds_reaches_the_join)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "!t = tensor<4xf32>\nsdy.mesh @mesh = <[\"x\"=2]>\n");
    for (int i = 0; i < 40; i++)
        hloa_strbuf_addf(&sb, "func.func private @d%d(!t) -> !stablehlo.future<!t>\n", i);
    /* declarations alone, cut between them */
    cr_assert_eq(same_in_parts(sb.buf, 2, "declarations alone"), 2);
    for (int i = 0; i < 30; i++)
        hloa_strbuf_addf(&sb,
                         "func.func @f%d(%%x: !t) -> !t {\n"
                         "  %%f = \"stablehlo.async_start\"(%%x) ({\n  ^bb0(%%a: !t):\n"
                         "    %%g = \"stablehlo.collective_permute\"(%%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (!t) -> !t\n"
                         "    \"stablehlo.return\"(%%g) : (!t) -> ()\n  }) : (!t) -> !stablehlo.future<!t>\n"
                         "  %%d = \"stablehlo.async_done\"(%%f) : (!stablehlo.future<!t>) -> !t\n"
                         "  %%t = async.execute {\n    async.yield\n  }\n"
                         "  return %%d : !t\n}\n",
                         i);
    /* each part's futures checked with the aliases, each part's executes unawaited */
    cr_assert_eq(same_in_parts(sb.buf, 2, "aliases and executes"), 2);
    hloa_strbuf_release(&sb);
}

/* The lines a later part reads first (aliases, comments, a mesh), and a module whose alias
   comes after what it passes over: the later part cannot read the alias's type and the module
   is read whole, the same. */
Test(mlir_parts, aliases_a_later_part_reads_first)
{
    static const char *const heads[] = {
        "// a comment\n\n#loc = loc(\"x.py\":1:2)\n  !t = tensor<4xf32>\nsdy.mesh @m = <[\"x\"=2]>\n"
        "func.funcs.x @y = 1\n",
        "\"sdy.mesh\"() <{sym_name = \"m\"}> : () -> ()\n!t = tensor<4xf32>\n",
        "!t = tensor<4xf32>\nmodule {\n",
        "\t!t = tensor<4xf32>\nMy_dialect2.Mesh_B @m = <[\"x\"=2]>\n",
    };
    for (size_t h = 0; h < sizeof(heads) / sizeof(heads[0]); h++) {
        hloa_strbuf sb;
        hloa_strbuf_init(&sb);
        hloa_strbuf_adds(&sb, heads[h]);
        for (int i = 0; i < 40; i++)
            hloa_strbuf_addf(&sb, "func.func @f%d(%%x: !t) -> !t {\n  %%n = stablehlo.negate %%x : !t\n"
                                  "  return %%n : !t\n}\n",
                             i);
        if (h == 2)
            hloa_strbuf_adds(&sb, "}\n");
        same_in_parts(sb.buf, 2, heads[h]);
        hloa_strbuf_release(&sb);
    }
}

/* Checks made as an op ends, of operands a later part cannot see (issue 48's async dialect and
   captures of StableHLO regions): the module is read whole, and reports as the whole does. */
Test(mlir_parts, checks_of_what_a_part_cannot_see_read_whole)
{
    static const char head[] =
        "module {\n  func.func @main(%p: tensor<4xf32>, %s: f32) -> f32 {\n"
        "    %t, %v = async.execute -> !async.value<f32> {\n      async.yield %s : f32\n    }\n";
    static const char *const tails[] = {
        "    %r = async.await %v : !async.value<i32>\n    return %s : f32\n  }\n}\n",
        "    %t2, %w = async.execute [%t] (%v as %a: !async.value<f32>) -> !async.value<f32> {\n"
        "      async.yield %a : f32\n    }\n    %r = async.await %w : !async.value<f32>\n"
        "    return %r : f32\n  }\n}\n",
        "    %f = \"stablehlo.async_start\"() ({\n"
        "      %g = \"stablehlo.collective_permute\"(%p) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}"
        " : (tensor<4xf32>) -> tensor<4xf32>\n"
        "      \"stablehlo.return\"(%g) : (tensor<4xf32>) -> ()\n"
        "    }) : () -> !stablehlo.future<tensor<4xf32>>\n"
        "    %d = \"stablehlo.async_done\"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>\n"
        "    %r = async.await %v : !async.value<f32>\n    return %r : f32\n  }\n}\n",
    };
    for (size_t i = 0; i < sizeof(tails) / sizeof(tails[0]); i++) {
        char *text = body_around(head, "", tails[i], 200);
        char what[32];
        snprintf(what, sizeof(what), "case %zu", i);
        cr_assert_eq(same_in_parts(text, 3, what), 1, "%s: read whole", what);
        free(text);
    }
}

/* MLIR's async dialect across a cut: an async.func and its async.calls are checked against each
   other (a part seeing either leaves the module to the whole reading); an execute whose token a
   later part uses inside the body of another is waited for there, as read whole (the digest
   holds the diagnostics: no mlir-async-unawaited). */
Test(mlir_parts, the_async_dialect_across_a_cut)
{
    static const char *const cases[][2] = {
        {"module {\n  async.func @f(%x: f32) -> !async.value<f32> {\n    return %x : f32\n  }\n"
         "  func.func @main(%p: tensor<4xf32>, %s: f32) -> f32 {\n",
         "    %v = async.call @f(%s) : (f32) -> !async.value<f32>\n"
         "    %r = async.await %v : !async.value<f32>\n    return %r : f32\n  }\n}\n"},
        {"module {\n  func.func @main(%p: tensor<4xf32>) {\n"
         "    %t = async.execute {\n      async.yield\n    }\n",
         "    %t2 = async.execute {\n      \"test.use\"(%t) : (!async.token) -> ()\n"
         "      async.yield\n    }\n    async.await %t2 : !async.token\n    return\n  }\n}\n"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char *text = body_around(cases[i][0], "", cases[i][1], 200);
        char what[32];
        snprintf(what, sizeof(what), "case %zu", i);
        int used = same_in_parts(text, 3, what);
        cr_assert_eq(used > 1, i == 1, "%s: read in %d parts", what, used);
        free(text);
    }
}

/* A generic function whose attributes, its thread among them, come after a body the parts cut:
   the thread reaches the joined function. (MLIR 16's form, its name after the body too, is read
   whole: a part cannot look past its end for the name.) */
Test(mlir_parts, a_generic_functions_thread_after_a_cut_body)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (tensor<4xf32>) -> "
                          "tensor<4xf32>, sym_name = \"main\"}> ({\n  ^bb0(%p: tensor<4xf32>):\n");
    for (int i = 0; i < 400; i++)
        hloa_strbuf_addf(&sb, "    %%w%d = \"stablehlo.negate\"(%%p) : (tensor<4xf32>) -> tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, "    \"func.return\"(%w399) : (tensor<4xf32>) -> ()\n"
                          "  }) {execution_thread = \"host\"} : () -> ()\n}) : () -> ()\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "a generic function cut in two"), 2, "the parts are kept");
    built b;
    build(&b, sb.buf, 2, NULL);
    uint32_t n;
    const char *thread = hloa_name(&b.m, b.m.entry->thread, &n);
    cr_assert(n == 4 && !memcmp(thread, "host", 4), "the thread after the body: %.*s", (int)n, thread);
    built_release(&b);
    hloa_strbuf_release(&sb);
}

/* A module holding modules, or functions of a body in blocks: the parts would not know which
   module's symbols they read, or which blocks dominate which: read whole. */
Test(mlir_parts, nested_modules_and_blocks_are_read_whole)
{
    static const char *const heads[] = {
        "func.func @top() {\n  return\n}\nmodule @inner {\n",
        "module {\n  \"builtin.module\"() ({\n",
    };
    for (size_t h = 0; h < 2; h++) {
        hloa_strbuf sb;
        hloa_strbuf_init(&sb);
        hloa_strbuf_adds(&sb, heads[h]);
        for (int f = 0; f < 4; f++) {
            hloa_strbuf_addf(&sb, "  func.func @f%d(%%a: tensor<8xf32>) -> tensor<8xf32> {\n", f);
            for (int i = 0; i < 500; i++)
                hloa_strbuf_addf(&sb, "    %%w%d = stablehlo.negate %%a : tensor<8xf32>\n", i);
            hloa_strbuf_adds(&sb, "    return %a : tensor<8xf32>\n  }\n");
        }
        hloa_strbuf_adds(&sb, h ? "  }) : () -> ()\n}\n" : "}\n");
        cr_assert_eq(same_in_parts(sb.buf, 3, "nested modules"), 1);
        hloa_strbuf_release(&sb);
    }
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n");
    for (int i = 0; i < 2000; i++)
        hloa_strbuf_addf(&sb, "  %%w%d = stablehlo.negate %%a : tensor<8xf32>\n", i);
    hloa_strbuf_adds(&sb, "  cf.br ^bb1(%w5 : tensor<8xf32>)\n^bb1(%b: tensor<8xf32>):\n");
    for (int i = 0; i < 2000; i++)
        hloa_strbuf_addf(&sb, "  %%v%d = stablehlo.negate %%b : tensor<8xf32>\n", i);
    hloa_strbuf_adds(&sb, "  return %v9 : tensor<8xf32>\n}\n");
    for (int parts = 2; parts <= 3; parts++)
        cr_assert_eq(same_in_parts(sb.buf, parts, "a body in blocks"), 1);
    hloa_strbuf_release(&sb);
}

/* A fuzzer's finding: a nested module after a function, an op in it that takes its
   function's '}' (the function then closes at the module's, and the module stays open to
   the end), and a function after it that starts a line: read whole, it is the nested
   module's; a part cut there would read it at the top. A module that does not open the
   text is a nested one: the text is read whole. */
Test(mlir_parts, error_in_a_nested_module_then_a_function)
{
    const char *text = "func.func @main() {\n"
                       "  func.call @only_inside() : () -> ()\n"
                       "  return\n"
                       "}\n"
                       "\n"
                       "module @inner {\n"
                       "  func.func @only_inside() {\n"
                       "    func.cal#mhlo.channel_handle< -> ()\n"
                       "    return\n"
                       "  }\n"
                       "}\n"
                       "\n"
                       "func.func private @main_helper() {\n"
                       "  return\n"
                       "}\n";
    for (int parts = 2; parts <= 3; parts++)
        same_in_parts(text, parts, "an error in a nested module");
}

/* Functions calling nothing, n of them, each of `ops` ops, indented with ind, lines ended by nl;
   the text ends without a newline when last_nl is 0. */
static char *functions(int n, int ops, const char *ind, const char *nl, int last_nl)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    for (int i = 0; i < n; i++) {
        hloa_strbuf_addf(&sb, "func.func @f%d(%%a: tensor<4xf32>) -> tensor<4xf32> {%s", i, nl);
        for (int k = 0; k < ops; k++)
            hloa_strbuf_addf(&sb, "%s%%n%d = stablehlo.negate %%a : tensor<4xf32>%s", ind, k, nl);
        hloa_strbuf_addf(&sb, "%sreturn %%n0 : tensor<4xf32>%s}%s", ind, nl, i + 1 < n || last_nl ? nl : "");
    }
    return hloa_strbuf_detach(&sb, NULL);
}

/* Tabs for indentation, lines ended by CR LF, a text without a last newline, comments and
   aliases before the module's header: the cuts fall between ops or functions all the same. */
Test(mlir_parts, the_texts_layout_cuts_as_well)
{
    static const struct {
        const char *ind, *nl;
        int last_nl;
    } layouts[] = {{"\t", "\n", 0}, {"  ", "\r\n", 1}, {" \t", "\n", 1}};
    for (size_t i = 0; i < sizeof(layouts) / sizeof(layouts[0]); i++) {
        for (int n = 1; n <= 30; n += 29) { /* one long body, many short ones */
            char *text = functions(n, n == 1 ? 600 : 20, layouts[i].ind, layouts[i].nl, layouts[i].last_nl);
            for (int parts = 2; parts <= 3; parts++)
                cr_expect_eq(same_in_parts(text, parts, "a layout"), parts, "layout %zu, %d functions", i, n);
            free(text);
        }
    }
    static const char *const heads[] = {
        "// a module follows\n\n#loc = loc(\"x.py\":1:2)\n\t\nmodule @m {\n",
        "/\n", /* no header: a syntax error, read as a whole would */
        "  \"builtin.module\"() ({\n",
    };
    static const char *const tails[] = {"}\n", "", "}) : () -> ()\n"};
    for (size_t h = 0; h < sizeof(heads) / sizeof(heads[0]); h++) {
        char *body = functions(30, 20, "  ", "\n", 1);
        hloa_strbuf sb;
        hloa_strbuf_init(&sb);
        hloa_strbuf_addf(&sb, "%s%s%s", heads[h], body, tails[h]);
        int used = same_in_parts(sb.buf, 3, heads[h]);
        cr_expect_eq(used > 1, h != 1, "%s: read in %d parts", heads[h], used);
        hloa_strbuf_release(&sb);
        free(body);
    }
}

/* More parts asked than the tool runs jobs: as many as it runs, the same module. */
Test(mlir_parts, more_parts_than_jobs)
{
    char *text = functions(400, 4, "  ", "\n", 1);
    int used = same_in_parts(text, HLOA_MAX_JOBS + 6, "many parts");
    cr_assert_eq(used, HLOA_MAX_JOBS);
    free(text);
}

/* Where there is no line to cut at after a part's share (a body of ops without results), the
   parts end before it: fewer parts, or the text read whole. */
Test(mlir_parts, no_cut_after_a_share_makes_fewer_parts)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%a: tensor<4xf32>) {\n");
    for (int i = 0; i < 1000; i++)
        hloa_strbuf_adds(&sb, "  \"test.effect\"(%a) : (tensor<4xf32>) -> ()\n");
    hloa_strbuf_adds(&sb, "  return\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "one body of effects"), 1);
    /* functions after it: the second share starts inside the first part, cut at the next */
    for (int i = 0; i < 3; i++)
        hloa_strbuf_addf(&sb, "func.func @g%d(%%a: tensor<4xf32>) {\n  return\n}\n", i);
    cr_assert_eq(same_in_parts(sb.buf, 3, "effects, then functions"), 3);
    cr_assert_eq(same_in_parts(sb.buf, 5, "effects, then functions"), 4);
    hloa_strbuf_release(&sb);
}

/* A return after a cut naming more values from before it than a join takes in (16): read
   whole, the same. */
Test(mlir_parts, a_late_return_of_many_values_is_read_whole)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%p: tensor<4xf32>) -> (");
    for (int i = 0; i < 17; i++)
        hloa_strbuf_addf(&sb, "%stensor<4xf32>", i ? ", " : "");
    hloa_strbuf_adds(&sb, ") {\n");
    for (int i = 0; i < 400; i++)
        hloa_strbuf_addf(&sb, "  %%w%d = stablehlo.negate %%p : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, "  return");
    for (int i = 0; i < 17; i++)
        hloa_strbuf_addf(&sb, "%s %%w%d", i ? "," : "", i);
    hloa_strbuf_adds(&sb, " :");
    for (int i = 0; i < 17; i++)
        hloa_strbuf_addf(&sb, "%s tensor<4xf32>", i ? "," : "");
    hloa_strbuf_adds(&sb, "\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "a return of 17 values"), 1);
    /* 16: the parts are kept */
    char *cut = strstr(sb.buf, ", %w16 :");
    memmove(cut, cut + 7, strlen(cut + 7) + 1);
    cut = strrchr(sb.buf, ',');
    memmove(cut, cut + 15, strlen(cut + 15) + 1);
    cut = strstr(sb.buf, ", tensor<4xf32>)");
    memmove(cut, cut + 15, strlen(cut + 15) + 1);
    cr_assert_eq(same_in_parts(sb.buf, 2, "a return of 16 values"), 2, "%s", strstr(sb.buf, "return"));
    hloa_strbuf_release(&sb);
}

/* A function inside an op's region in a body, the first line to cut at after a share's start:
   no cut between two ops of the body, the parts do not join there; read whole, the same. */
Test(mlir_parts, a_function_inside_a_body_is_no_cut)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%p: tensor<4xf32>) -> tensor<4xf32> {\n"
                          "  %dup = stablehlo.negate %p : tensor<4xf32>\n");
    for (int i = 0; i < 300; i++)
        hloa_strbuf_adds(&sb, "  \"test.effect\"(%p) : (tensor<4xf32>) -> ()\n");
    hloa_strbuf_adds(&sb, "  \"test.holder\"() ({\n  func.func @inner() {\n    return\n  }\n"
                          "  }) : () -> ()\n");
    for (int i = 0; i < 100; i++)
        hloa_strbuf_addf(&sb, "  %%w%d = stablehlo.negate %%p : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, "  return %dup : tensor<4xf32>\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "a function in a region"), 1);
    hloa_strbuf_release(&sb);
}

/* A function's arguments on lines of their own, the cut after them (their lines start as the
   body's ops do): a part ending before the body's first op (a block's label may follow) is no
   part; the module is read whole, the same. */
Test(mlir_parts, a_cut_right_after_a_header_on_several_lines)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(\n  %a: tensor<4xf32> {test.note = \"");
    for (int i = 0; i < 4000; i++) /* the middle of the text in this line */
        hloa_strbuf_adds(&sb, "x");
    hloa_strbuf_adds(&sb, "\"},\n  %b: tensor<4xf32>) -> tensor<4xf32> {\n");
    for (int i = 0; i < 20; i++)
        hloa_strbuf_addf(&sb, "  %%w%d = stablehlo.add %%a, %%b : tensor<4xf32>\n", i);
    hloa_strbuf_adds(&sb, "  return %w19 : tensor<4xf32>\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "arguments on their lines"), 1);
    hloa_strbuf_release(&sb);
}

/* Broken ops from a part's first line on (a part that starts inside a body goes wrong at
   once): read whole, the errors as the whole reading reports them. */
Test(mlir_parts, a_part_broken_from_its_start_is_read_whole)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "func.func @main(%p: tensor<4xf32>) -> tensor<4xf32> {\n");
    for (int i = 0; i < 400; i++)
        hloa_strbuf_addf(&sb, "  %%w%d = stablehlo.negate %%p : tensor<4xf32>\n", i);
    for (int i = 0; i < 400; i++)
        hloa_strbuf_addf(&sb, "  %%v%d = stablehlo.negate %%p : tensor<4xf32\n", i);
    hloa_strbuf_adds(&sb, "  return %w0 : tensor<4xf32>\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "broken after the cut"), 1);
    hloa_strbuf_release(&sb);
}

/* An attribute alias a part cannot find may be one before it that it did not read: the
   module is read whole, the same. */
Test(mlir_parts, an_attribute_alias_a_part_does_not_know_is_read_whole)
{
    static const char tail[] =
        "    %r = \"stablehlo.all_reduce\"(%p) {replica_groups = #groups} : (tensor<4xf32>) -> tensor<4xf32>\n"
        "    return %r : tensor<4xf32>\n  }\n}\n";
    char *text = body_around("module {\n  func.func @main(%p: tensor<4xf32>) -> tensor<4xf32> {\n", "", tail, 200);
    cr_assert_eq(same_in_parts(text, 2, "an alias defined nowhere"), 1);
    free(text);
}

/* A text too small to hold a module's header, asked for in parts: read whole, the same. And
   one ending in blanks after its last line. */
Test(mlir_parts, a_tiny_text_and_trailing_blanks)
{
    cr_assert_eq(same_in_parts("func.func @f()\n", 2, "a tiny text"), 1);
    char *body = functions(30, 20, "  ", "\n", 1);
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_addf(&sb, "%s  \t", body);
    cr_assert_eq(same_in_parts(sb.buf, 3, "blanks at the end"), 3);
    hloa_strbuf_release(&sb);
    free(body);
}

/* A nested module indented with a tab is a nested module all the same: read whole. */
Test(mlir_parts, a_nested_module_indented_with_a_tab_is_read_whole)
{
    char *body = functions(30, 20, "  ", "\n", 1);
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_addf(&sb, "module {\n\tmodule @inner {\n\t}\n%s}\n", body);
    cr_assert_eq(same_in_parts(sb.buf, 3, "a tab before a nested module"), 1);
    hloa_strbuf_release(&sb);
    free(body);
}
