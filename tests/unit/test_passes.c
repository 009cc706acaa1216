/*
 * The passes through the library: desugar in memory, resugar conditions, and
 * the property desugar(resugar(y)) == y up to the names of wrapper
 * computations, over every module of testdata/.
 */
#include "helpers.h"

#include "hloasync/async.h"
#include "hloasync/passes.h"
#include "hloasync/strbuf.h"

#include "check/checks.h" /* one check run on its own */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

/* Runs a rewriting pass over text; returns the rewritten text (heap), or NULL on errors. */
static char *rewrite(const char *text, size_t len, int (*pass)(hloa_module *, hloa_editor *,
                                                              hloa_diags *))
{
    hloa_source src;
    hloa_source_init_mem(&src, "t.hlo", text, len);
    hloa_region *regions;
    size_t n = hloa_source_regions(&src, 1, &regions);
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_editor ed;
    hloa_editor_init(&ed);
    int bad = 0;
    for (size_t r = 0; r < n; r++) {
        if (hloa_region_is_blank(&src, regions[r]))
            continue;
        hloa_module m;
        hloa_module_init(&m, &src, regions[r]);
        if (hloa_parse_module(&m, &d) == 0)
            bad |= pass(&m, &ed, &d) != 0;
        else
            bad = 1;
        hloa_module_release(&m);
    }
    char *out = NULL;
    if (!bad) {
        hloa_strbuf sb = HLOA_STRBUF_INIT;
        hloa_editor_apply(&ed, src.text, src.len, &sb);
        out = hloa_strbuf_detach(&sb, NULL);
    }
    hloa_editor_release(&ed);
    hloa_diags_release(&d);
    free(regions);
    hloa_source_release(&src);
    return out;
}

static char *desugar_text(const char *t)
{
    return rewrite(t, strlen(t), hloa_desugar);
}

static char *resugar_text(const char *t)
{
    return rewrite(t, strlen(t), hloa_resugar);
}

Test(desugar, builds_the_wrapper_in_memory)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  a = f32[8] parameter(0)\n"
                   "  s = ((f32[8]), f32[4], s32[]) custom-call-start(a), custom_call_target=\"x\","
                   " metadata={op_name=\"m\"}, sharding={replicated}\n"
                   "  ROOT d = f32[4] custom-call-done(s)\n}\n");
    cr_assert_eq(hloa_desugar(&p.m, NULL, &p.diags), 0);
    cr_assert_eq(p.m.n_comps, 2);
    hloa_comp *w = p.m.comps[0];
    cr_assert(w->generated);
    cr_assert_eq(w->n_params, 1);
    cr_assert_eq(w->root->opcode, HLOA_OP_CUSTOM_CALL);
    cr_assert_eq(w->root->n_attrs, 2, "custom_call_target and the copied metadata");
    hloa_instr *s = find_instr(&p, "s");
    cr_assert_eq(hloa_async_called(s), w);
    cr_assert_not_null(hloa_instr_attr(s, HLOA_SYM_SHARDING), "sharding stays on the start");
    cr_assert_null(hloa_instr_attr(w->root, HLOA_SYM_SHARDING), "and is not copied");
    cr_assert_not_null(hloa_instr_attr(s, HLOA_SYM_METADATA));
    hloa_verify_options o = {.max_in_flight = -1};
    hloa_verify_checks(&p.m, &o, 1, &p.diags);
    cr_assert_eq(p.diags.counts[HLOA_SEV_ERROR], 0);
    parsed_release(&p);
}

Test(desugar, keeps_what_each_computation_holds_current)
{
    /* Passes skip computations by their kinds: a wrong mask would hide an async op. */
    parsed p;
    parse_text(&p, "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n"
                   "  ROOT sum = f32[] add(x, y)\n}\n"
                   "ENTRY e {\n  a = f32[8] parameter(0)\n"
                   "  c = (f32[8], f32[8], u32[]) copy-start(a)\n  d = f32[8] copy-done(c)\n"
                   "  z = f32[] constant(0)\n"
                   "  s = ((f32[8], f32[]), f32[], s32[]) reduce-start(d, z), dimensions={0},"
                   " to_apply=add\n"
                   "  r = f32[] reduce-done(s)\n"
                   "  cc = ((f32[]), f32[4], s32[]) custom-call-start(r), custom_call_target=\"f\"\n"
                   "  ROOT ccd = f32[4] custom-call-done(cc)\n}\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(p.m.comps[0]->kinds, 0, "add holds plain instructions only");
    hloa_comp *e = p.m.entry;
    cr_assert_eq(e->kinds, HLOA_HAS_ASYNC | HLOA_HAS_SUGAR | HLOA_HAS_PAIR | HLOA_HAS_CALLS);
    cr_assert_eq(hloa_comp_scan(p.m.comps[0], HLOA_HAS_ASYNC).n, 0);
    /* The scan reads the copy pair only: not a, z or the other plain instructions, nor the
       marked instructions of other kinds. */
    static const char *const marked[] = {"c", "d", "s", "r", "cc", "ccd"};
    static const uint8_t pairs[] = {1, 1, 0, 0, 0, 0};
    hloa_scan scan = hloa_comp_scan(e, HLOA_HAS_PAIR);
    cr_assert_eq(scan.n, 6);
    for (uint32_t i = 0; i < scan.n; i++) {
        cr_assert_eq(scan.instrs[i], find_instr(&p, marked[i]), "marked[%u]", i);
        cr_assert_eq(hloa_scan_at(&scan, i) != NULL, pairs[i], "%s", marked[i]);
    }
    cr_assert_eq(hloa_desugar(&p.m, NULL, &p.diags), 0);
    hloa_comp *w = hloa_async_called(find_instr(&p, "s"));
    cr_assert_not_null(w);
    cr_assert_eq(w->kinds, HLOA_HAS_CALLS, "the wrapped reduce calls add");
    scan = hloa_comp_scan(w, HLOA_HAS_CALLS);
    cr_assert_eq(scan.n, 1, "the wrapper marks its root, the reduce");
    cr_assert_eq(hloa_scan_at(&scan, 0), w->root);
    /* The custom call called nothing; desugared, its start calls its wrapper. */
    cr_assert(e->kinds & HLOA_HAS_CALLS);
    scan = hloa_comp_scan(e, HLOA_HAS_CALLS);
    for (uint32_t i = 0; i < scan.n; i++) {
        int calls = !strcmp(marked[i], "s") || !strcmp(marked[i], "cc");
        cr_assert_eq(hloa_scan_at(&scan, i) != NULL, calls, "%s after desugaring", marked[i]);
    }
    parsed_release(&p);
}

Test(desugar, wrappers_go_before_their_users_in_order)
{
    /* Two chains in g and one in e: the wrappers land before the computation using them, in
       the order of their starts, and every index and name lookup agrees after the move. */
#define CHAIN(s, d)                                                                                \
    "  " s " = ((f32[8]), f32[8], s32[]) negate-start(a)\n  " d " = f32[8] negate-done(" s ")\n"
    const char *text = "f {\n  ROOT a = f32[8] parameter(0)\n}\n"
                       "g {\n  a = f32[8] parameter(0)\n" CHAIN("x1", "d1") CHAIN("x2", "d2")
                       "  ROOT t = (f32[8], f32[8]) tuple(d1, d2)\n}\n"
                       "ENTRY e {\n  a = f32[8] parameter(0)\n" CHAIN("x3", "d3")
                       "  ROOT r = f32[8] copy(d3)\n}\n";
#undef CHAIN
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(hloa_desugar(&p.m, NULL, &p.diags), 0);
    cr_assert_eq(p.m.n_comps, 6);
    const char *want[] = {"f", "async_wrapped", "async_wrapped.1", "g", "async_wrapped.2", "e"};
    for (uint32_t i = 0; i < p.m.n_comps; i++) {
        hloa_comp *c = p.m.comps[i];
        uint32_t n;
        const char *name = hloa_name(&p.m, c->name, &n);
        cr_assert(n == strlen(want[i]) && !memcmp(name, want[i], n), "%.*s", (int)n, name);
        cr_assert_eq(c->index, i);
        cr_assert_eq(hloa_module_find_comp(&p.m, c->name), c);
    }
    cr_assert_eq(hloa_async_called(find_instr(&p, "x1")), p.m.comps[1]);
    cr_assert_eq(hloa_async_called(find_instr(&p, "x2")), p.m.comps[2]);
    cr_assert_eq(hloa_async_called(find_instr(&p, "x3")), p.m.comps[4]);
    parsed_release(&p);
}

Test(parse, finds_every_computation_by_name)
{
    /* Enough computations to grow the name table several times; a duplicate keeps the first. */
    hloa_strbuf sb = HLOA_STRBUF_INIT;
    for (int i = 0; i < 3000; i++)
        hloa_strbuf_addf(&sb, "c%d {\n  ROOT p = f32[] parameter(0)\n}\n", i);
    hloa_strbuf_addf(&sb, "c7 {\n  ROOT q = f32[] parameter(0)\n}\n");
    hloa_strbuf_addf(&sb, "ENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n");
    parsed p;
    parse_text(&p, sb.buf);
    cr_assert_eq(p.m.n_comps, 3002);
    for (uint32_t i = 0; i < 3000; i++)
        cr_assert_eq(hloa_module_find_comp(&p.m, p.m.comps[i]->name), p.m.comps[i]);
    cr_assert_eq(hloa_module_find_comp(&p.m, p.m.comps[3000]->name), p.m.comps[7]);
    cr_assert_null(hloa_module_find_comp(&p.m, find_instr(&p, "q")->name));
    parsed_release(&p);
    hloa_strbuf_release(&sb);
}

Test(desugar, call_start_runs_its_computation_directly_where_xla_accepts_it)
{
    /* Parameters and a root, called by the call-start alone: XLA takes it as the async
       computation itself. */
    char *out = desugar_text("f {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                             "  ROOT t = (f32[], f32[]) tuple(b, a)\n}\n"
                             "ENTRY e {\n  x = f32[] parameter(0)\n"
                             "  s = ((f32[]), (), s32[]) call-start(x), to_apply=f\n"
                             "  u = ((f32[], f32[]), (f32[], f32[]), s32[]) call-update(s, x)\n"
                             "  ROOT d = (f32[], f32[]) call-done(u)\n}\n");
    cr_assert_not_null(out);
    cr_assert(strstr(out, "s = ((f32[]), (), s32[]) async-start(x), calls=f\n"), "%s", out);
    cr_assert(strstr(out, "async-update(s, x)"));
    cr_assert_null(strstr(out, "async_wrapped"));
    free(out);
}

Test(desugar, call_start_gets_xlas_wrapper_where_the_direct_call_would_break_a_rule)
{
    /* More than parameters and a root on the main thread: XLA wraps the call; so does a
       one-op computation, which resugar would otherwise take for X-start sugar. */
    static const char *const bodies[] = {
        "f {\n  a = f32[] parameter(0)\n  n = f32[] negate(a)\n  ROOT m = f32[] abs(n)\n}\n",
        "f {\n  a = f32[] parameter(0)\n  ROOT n = f32[] negate(a)\n}\n",
    };
    for (size_t i = 0; i < 2; i++) {
        char text[512];
        snprintf(text, sizeof(text),
                 "%sENTRY e {\n  x = f32[] parameter(0)\n"
                 "  s = ((f32[]), f32[], s32[]) call-start(x), to_apply=f\n"
                 "  ROOT d = f32[] call-done(s)\n}\n",
                 bodies[i]);
        char *out = desugar_text(text);
        cr_assert_not_null(out);
        cr_assert(strstr(out, "async_wrapped {\n  async_param = f32[] parameter(0)\n"
                              "  ROOT call = f32[] call(async_param), to_apply=f\n}\n"),
                  "%s", out);
        cr_assert(strstr(out, "async-start(x), calls=async_wrapped\n"), "%s", out);
        cr_assert(strstr(out, bodies[i]), "f stays as written: %s", out);
        free(out);
    }
}

Test(desugar, late_bound_sugar_grows_its_wrapper_as_xla_does)
{
    /* dot-start() binds nothing: stand-ins f32[1] for dot's two operands, replaced by what
       the updates bind; the root takes the done's shape. */
    char *out = desugar_text("ENTRY e {\n  l = f32[4,8] parameter(0)\n  r = f32[8,2] parameter(1)\n"
                             "  s = ((), (), u32[]) dot-start(), lhs_contracting_dims={1}, "
                             "rhs_contracting_dims={0}\n"
                             "  u = ((f32[4,8], f32[8,2]), (), u32[]) dot-update(s, l, r)\n"
                             "  ROOT d = f32[4,2] dot-done(u)\n}\n");
    cr_assert_not_null(out);
    cr_assert(strstr(out, "async_param = f32[4,8] parameter(0)"), "%s", out);
    cr_assert(strstr(out, "async_param.1 = f32[8,2] parameter(1)"), "%s", out);
    cr_assert(strstr(out, "ROOT dot = f32[4,2] dot(async_param, async_param.1), "
                          "lhs_contracting_dims={1}, rhs_contracting_dims={0}"),
              "%s", out);
    free(out);
}

/* A sugared start with no shape written cannot be desugared: said on its whole opcode. */
Test(desugar, a_start_without_shape_is_reported_on_its_opcode)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  x = f32[8] parameter(0)\n"
                   "  s = reduce-scatter-start(x), dimensions={0}\n"
                   "  ROOT d = f32[4] reduce-scatter-done(s)\n}\n");
    size_t parsed_diags = p.diags.list.len;
    cr_assert_gt(hloa_desugar(&p.m, NULL, &p.diags), 0);
    cr_assert_eq(p.diags.list.len, parsed_diags + 1);
    const hloa_diag *g = &p.diags.list.items[parsed_diags];
    cr_assert_eq(g->rule, HLOA_RULE_ASYNC_START_SHAPE);
    hloa_instr *start = find_instr(&p, "s");
    cr_assert_eq(g->off, start->opcode_off);
    cr_assert_eq(g->end - g->off, strlen("reduce-scatter-start"));
    parsed_release(&p);
}

Test(resugar, never_emits_first_class_names)
{
    /* Each root would print as a first-class opcode (or the call form) if sugared. */
    static const char *const roots[] = {
        "ROOT r = f32[8] copy(p)",
        "ROOT r = f32[8] all-reduce(p), to_apply=f",
        "ROOT r = f32[8] all-gather(p), dimensions={0}",
        "ROOT r = f32[8] collective-permute(p), source_target_pairs={{0,1}}",
        "ROOT r = (f32[8], u32[], token[]) send(p, t)",
        "ROOT r = (f32[8], u32[], token[]) recv(t)",
        "ROOT r = f32[8] call(p), to_apply=f",
    };
    for (size_t i = 0; i < sizeof(roots) / sizeof(roots[0]); i++) {
        int two = strstr(roots[i], "(p, t)") != NULL, tok = strstr(roots[i], "t)") != NULL;
        char text[1024];
        snprintf(text, sizeof(text),
                 "f {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n"
                 "  ROOT s = f32[] add(x, y)\n}\n"
                 "w {\n  %s\n  %s\n}\n"
                 "ENTRY e {\n  a = f32[8] parameter(0)\n  k = token[] after-all()\n"
                 "  s = ((%s), %s, s32[]) async-start(%s), calls=w\n"
                 "  ROOT d = %s async-done(s)\n}\n",
                 two ? "p = f32[8] parameter(0)" : tok ? "t = token[] parameter(0)"
                                                      : "p = f32[8] parameter(0)",
                 two ? "t = token[] parameter(1)\n  " : "", two ? "f32[8], token[]" : tok ? "token[]" : "f32[8]",
                 tok ? "(f32[8], u32[], token[])" : "f32[8]", two ? "a, k" : tok ? "k" : "a",
                 tok ? "(f32[8], u32[], token[])" : "f32[8]");
        /* the root line goes in after the parameters */
        char full[2048];
        char *at = strstr(text, "\n}\nENTRY");
        snprintf(full, sizeof(full), "%.*s\n  %s%s", (int)(at - text), text, roots[i], at);
        char *out = resugar_text(full);
        cr_assert_not_null(out, "%s", full);
        cr_assert_str_eq(out, full, "a wrapper around '%s' stays generic", roots[i]);
        free(out);
    }
}

/* ---- desugar(resugar(y)) == y up to wrapper names ---- */

static int is_async_callee(const hloa_module *m, const hloa_comp *c)
{
    for (uint32_t k = 0; k < m->n_comps; k++)
        for (uint32_t i = 0; i < m->comps[k]->n_instrs; i++) {
            const hloa_instr *in = m->comps[k]->instrs[i];
            if (in->opcode == HLOA_OP_ASYNC_START && hloa_async_called(in) == c)
                return 1;
        }
    return 0;
}

static int same_str(const hloa_module *a, hloa_sym x, const hloa_module *b, hloa_sym y)
{
    uint32_t n1, n2;
    const char *s1 = hloa_name(a, x, &n1), *s2 = hloa_name(b, y, &n2);
    return n1 == n2 && !memcmp(s1, s2, n1);
}

/* y has an attribute p: the same key and value (the order of attributes means nothing to XLA). */
static int has_attr(const hloa_module *a, const hloa_attr *p, const hloa_module *b,
                    const hloa_instr *y)
{
    for (uint32_t k = 0; k < y->n_attrs; k++) {
        const hloa_attr *q = &y->attrs[k];
        if (same_str(a, p->key, b, q->key) && p->val_len == q->val_len &&
            !memcmp(p->val, q->val, p->val_len))
            return 1;
    }
    return 0;
}

/* The same attributes, calls= aside, in any order. */
static int same_attrs(const hloa_module *a, const hloa_instr *x, const hloa_module *b,
                      const hloa_instr *y)
{
    uint32_t nx = 0, ny = 0;
    for (uint32_t k = 0; k < x->n_attrs; k++) {
        if (x->attrs[k].key == HLOA_SYM_CALLS)
            continue;
        if (!has_attr(a, &x->attrs[k], b, y))
            return 0;
        nx++;
    }
    for (uint32_t k = 0; k < y->n_attrs; k++)
        ny += y->attrs[k].key != HLOA_SYM_CALLS;
    return nx == ny;
}

/* Two wrapper computations do the same: parameters, instructions by position, root attributes. */
static int same_callee(const hloa_module *a, const hloa_comp *x, const hloa_module *b,
                       const hloa_comp *y)
{
    if (!x || !y || x->n_params != y->n_params || x->n_instrs != y->n_instrs ||
        !same_str(a, x->thread, b, y->thread))
        return x == y;
    for (uint32_t i = 0; i < x->n_instrs; i++) {
        const hloa_instr *p = x->instrs[i], *q = y->instrs[i];
        if (p->opcode != q->opcode || !hloa_shape_equal_deep(p->shape, q->shape) ||
            p->n_operands != q->n_operands || p->is_root != q->is_root ||
            (p->opcode == HLOA_OP_PARAMETER && p->param_number != q->param_number))
            return 0;
        for (uint32_t k = 0; k < p->n_operands; k++)
            if (p->operands[k]->index != q->operands[k]->index)
                return 0;
        if (p->is_root && !same_attrs(a, p, b, q))
            return 0;
    }
    return 1;
}

static int semantically_equal(const hloa_module *a, const hloa_module *b, char *why, size_t n)
{
    for (uint32_t c = 0; c < a->n_comps; c++) {
        const hloa_comp *x = a->comps[c];
        if (is_async_callee(a, x) && x->generated)
            continue;
        const hloa_comp *y = NULL;
        for (uint32_t k = 0; k < b->n_comps && !y; k++)
            if (same_str(a, x->name, b, b->comps[k]->name))
                y = b->comps[k];
        if (!y) {
            /* A user's wrapper dropped by resugar comes back under a generated name. */
            if (is_async_callee(a, x))
                continue;
            snprintf(why, n, "computation %u is missing", c);
            return 0;
        }
        if (x->n_instrs != y->n_instrs) {
            snprintf(why, n, "computation %u: instruction count", c);
            return 0;
        }
        for (uint32_t i = 0; i < x->n_instrs; i++) {
            const hloa_instr *p = x->instrs[i], *q = y->instrs[i];
            if (!same_str(a, p->name, b, q->name) || p->opcode != q->opcode ||
                !hloa_shape_equal_deep(p->shape, q->shape) || p->n_operands != q->n_operands ||
                !same_attrs(a, p, b, q)) {
                snprintf(why, n, "computation %u instruction %u differs", c, i);
                return 0;
            }
            if (p->opcode == HLOA_OP_ASYNC_START &&
                !same_callee(a, hloa_async_called(p), b, hloa_async_called(q))) {
                snprintf(why, n, "computation %u instruction %u runs a different computation", c,
                         i);
                return 0;
            }
        }
    }
    return 1;
}

/* Parses text (one module) and desugars it in memory. */
static int check_file(const char *path)
{
    hloa_source src;
    char *y = load_file(path, &src);
    int checked = 0;
    char *resugared = resugar_text(y);
    char *back = resugared ? desugar_text(resugared) : NULL;
    if (back) {
        hloa_region *ry, *rb;
        hloa_source sy, sb;
        hloa_source_init_mem(&sy, "y", y, strlen(y));
        hloa_source_init_mem(&sb, "b", back, strlen(back));
        size_t ny = hloa_source_regions(&sy, 1, &ry), nb = hloa_source_regions(&sb, 1, &rb);
        cr_expect_eq(ny, nb, "%s: module count", path);
        for (size_t r = 0; r < ny && r < nb; r++) {
            if (hloa_region_is_blank(&sy, ry[r]))
                continue;
            parsed a, b;
            load(&a, y, ry[r]);
            load(&b, back, rb[r]);
            char why[256] = "";
            cr_expect(semantically_equal(&a.m, &b.m, why, sizeof(why)),
                      "%s module %zu: desugar(resugar(y)) differs: %s\n%s", path, r, why, back);
            checked++;
            parsed_release(&a);
            parsed_release(&b);
        }
        free(ry);
        free(rb);
        hloa_source_release(&sy);
        hloa_source_release(&sb);
    }
    free(back);
    free(resugared);
    free(y);
    hloa_source_release(&src);
    return checked;
}

Test(resugar, desugar_of_resugar_is_semantically_the_input)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir);
    cr_assert_gt(walk_hlo_files(dir, check_file), 20);
}

/* ---- the checks side by side ---- */

/* Every field a renderer reads, in list order. */
static void render_diags(hloa_strbuf *sb, const hloa_diags *d)
{
    hloa_strbuf_addf(sb, "counts %u %u %u dropped %u\n", d->counts[0], d->counts[1], d->counts[2],
                     d->dropped);
    for (size_t i = 0; i < d->list.len; i++) {
        const hloa_diag *g = &d->list.items[i];
        hloa_strbuf_addf(sb, "%d [%u, %u) seq %u %s in %s/%s\n", (int)g->rule, g->off, g->end,
                         g->seq, g->message, g->computation ? g->computation : "-",
                         g->instruction ? g->instruction : "-");
        for (uint32_t k = 0; k < g->n_related; k++)
            hloa_strbuf_addf(sb, "  %u %s\n", g->related[k].off, g->related[k].message);
    }
}

/* Calls fn on each module of path (split at "// -----"), parsed and desugared; fn returns 1
   when it found something to count. Returns 1 when any module did. */
/* The checks of a module on one thread and on four: one report. Findings? */
static int module_side_by_side(parsed *p, const char *path, size_t r)
{
    hloa_verify_options o = {.max_in_flight = 2};
    hloa_strbuf report[2];
    int found = 0;
    for (int run = 0; run < 2; run++) {
        hloa_diags d;
        hloa_diags_init(&d);
        hloa_verify_checks(&p->m, &o, run ? 4 : 1, &d);
        found |= d.list.len > 0;
        hloa_strbuf_init(&report[run]);
        render_diags(&report[run], &d);
        hloa_diags_release(&d);
    }
    cr_expect_str_eq(report[1].buf, report[0].buf, "%s module %zu", path, r);
    hloa_strbuf_release(&report[0]);
    hloa_strbuf_release(&report[1]);
    return found;
}

static int files_with_findings;

static int check_side_by_side(const char *path)
{
    files_with_findings += each_module(path, module_side_by_side);
    return 1;
}

/*
 * The caller count that lets the async check skip looking up callers never
 * says fewer than the called lists hold (after desugaring), and says as many
 * in a module read without errors. Does the module call any computation?
 */
static int module_caller_counts(parsed *p, const char *path, size_t r)
{
    hloa_callers callers;
    hloa_callers_find(&p->m, &callers);
    int any = 0;
    for (uint32_t c = 0; c < p->m.n_comps; c++) {
        uint32_t found = 0;
        for (const hloa_caller *k = callers.of[c]; k; k = k->next)
            found++;
        uint32_t counted = p->m.comps[c]->n_callers;
        cr_expect_geq(counted, found, "%s module %zu computation %u", path, r, c);
        if (!p->errors)
            cr_expect_eq(counted, found, "%s module %zu computation %u", path, r, c);
        any |= found > 0;
    }
    hloa_callers_release(&callers);
    return any;
}

static int files_with_callers;

static int count_callers(const char *path)
{
    files_with_callers += each_module(path, module_caller_counts);
    return 1;
}

/* The schedule check's report of a module with its chains in the order given. */
static void schedule_report(parsed *p, const hloa_chains *chains, hloa_strbuf *out)
{
    hloa_verify_options o = {.max_in_flight = 2};
    hloa_diags d;
    hloa_diags_init(&d);
    hloa_check c;
    hloa_check_init(&c, &p->m, chains, &o, &d);
    hloa_check_schedule(&c, &(hloa_subject){0});
    hloa_check_release(&c);
    hloa_diags_sort(&d);
    hloa_strbuf_init(out);
    render_diags(out, &d);
    hloa_diags_release(&d);
}

/* Chains come in schedule order and are merged with the pairs; out of order, they are sorted. */
Test(verify, schedule_check_takes_chains_in_any_order)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir);
    char path[4096];
    snprintf(path, sizeof(path), "%s/verify/err/async_in_flight_mixed.hlo", dir);
    hloa_source src;
    char *text = load_file(path, &src);
    parsed p;
    load(&p, text, (hloa_region){0, (uint32_t)strlen(text)});
    hloa_chains chains;
    hloa_chains_find(&p.m, &chains);
    cr_assert_geq(chains.len, 3);
    hloa_strbuf in_order, reversed;
    schedule_report(&p, &chains, &in_order);
    for (size_t i = 0, j = chains.len - 1; i < j; i++, j--) {
        hloa_chain t = chains.items[i];
        chains.items[i] = chains.items[j];
        chains.items[j] = t;
    }
    schedule_report(&p, &chains, &reversed);
    cr_expect(strstr(in_order.buf, "in flight") != NULL, "%s", in_order.buf);
    cr_expect_str_eq(reversed.buf, in_order.buf);
    hloa_strbuf_release(&in_order);
    hloa_strbuf_release(&reversed);
    parsed_release(&p);
    free(text);
    hloa_source_release(&src);
}

Test(verify, caller_counts_hold_the_called_lists)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir);
    cr_assert_gt(walk_hlo_files(dir, count_callers), 50);
    cr_assert_gt(files_with_callers, 50, "only %d files with callers", files_with_callers);
}

Test(verify, checks_side_by_side_report_what_one_thread_reports)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir);
    cr_assert_gt(walk_hlo_files(dir, check_side_by_side), 50);
    /* Enough files where the checks found something, or the comparison says little. */
    cr_assert_gt(files_with_findings, 25, "only %d files with findings", files_with_findings);
}

/* The attribute readers the passes share (async.h): strings, integers, booleans, callees. */
Test(async, attribute_readers)
{
    parsed p;
    parse_text(&p, "HloModule m\n%f { ROOT %x = f32[] parameter(0) }\n%g { ROOT %x = f32[] parameter(0) }\n"
                   "ENTRY %e {\n  %p = f32[] parameter(0)\n  %i = s32[] parameter(1)\n"
                   "  %a = f32[] custom-call(%p), custom_call_target='sq', a=12, b=-3, "
                   "c=1234567890123456789, d=12x, e=true, f=false, g=yes, "
                   "called_computations={%f, %g}, h=\"\"\n"
                   "  %b = f32[] custom-call(%p), custom_call_target=\"dq\", called_computations={}, "
                   "to_apply=%g\n"
                   "  %c = f32[] conditional(%i, %p, %p), branch_computations={ %f ,\n %g }\n"
                   "  ROOT %t = (f32[], f32[], f32[]) tuple(%a, %b, %c)\n}\n");
    cr_assert_eq(p.errors, 0);
    const hloa_instr *a = find_instr(&p, "a"), *b = find_instr(&p, "b"), *c = find_instr(&p, "c");
    uint32_t n;
    const char *s = hloa_attr_string(hloa_instr_attr(a, HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    cr_assert(s && n == 2 && !memcmp(s, "sq", 2), "a single-quoted string");
    s = hloa_attr_string(hloa_instr_attr(b, HLOA_SYM_CUSTOM_CALL_TARGET), &n);
    cr_assert(s && n == 2 && !memcmp(s, "dq", 2));
    int64_t v = 0;
    const hloa_attr *attrs = a->attrs;
    /* attrs: custom_call_target, a, b, c, d, e, f, g, called_computations, h */
    cr_assert_eq(hloa_attr_int(&attrs[1], &v), 0);
    cr_assert_eq(v, 12);
    cr_assert_eq(hloa_attr_int(&attrs[2], &v), 0);
    cr_assert_eq(v, -3);
    cr_assert_eq(hloa_attr_int(&attrs[3], &v), 0, "19 digits, inside int64");
    cr_assert_eq(v, 1234567890123456789);
    /* the parser refuses an attribute's integer past int64; the reader of one built so */
    hloa_attr big = {.val = "123456789012345678901", .val_len = 21};
    cr_assert_eq(hloa_attr_int(&big, &v), -1, "21 digits: too long");
    cr_assert_eq(hloa_attr_int(&attrs[4], &v), -1, "not a number to its end");
    cr_assert_eq(hloa_attr_int(NULL, &v), -1);
    cr_assert_eq(hloa_attr_bool(&attrs[5]), 1);
    cr_assert_eq(hloa_attr_bool(&attrs[6]), 0);
    cr_assert_eq(hloa_attr_bool(&attrs[7]), -1);
    cr_assert_eq(hloa_attr_bool(&attrs[1]), -1);
    cr_assert_eq(hloa_attr_bool(NULL), -1);
    cr_assert_null(hloa_attr_string(&attrs[1], &n), "a number is no string");
    cr_assert_eq(n, 0);
    s = hloa_attr_string(&attrs[9], &n);
    cr_assert(s && n == 0, "the empty string");
    /* called lists: {%f, %g} gives two entries, {} none; to_apply after an empty list is 0 */
    cr_assert_eq(a->n_called, 2);
    cr_assert_eq(hloa_attr_called_index(a, &attrs[8]), 0);
    cr_assert_eq(hloa_attr_called_index(a, &attrs[1]), -1, "not a reference");
    cr_assert_eq(b->n_called, 1);
    cr_assert_eq(hloa_attr_called_index(b, &b->attrs[1]), -1, "an empty list names nothing");
    cr_assert_eq(hloa_called_by(b, HLOA_SYM_TO_APPLY), b->called[0]);
    cr_assert_null(hloa_called_by(b, HLOA_SYM_BODY));
    cr_assert_eq(c->n_called, 2, "a list over lines with blanks");
    cr_assert_eq(hloa_async_thread(&p.m, a), HLOA_SYM_MAIN);
    parsed_release(&p);
}
