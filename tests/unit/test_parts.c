/*
 * A module read in parts on several threads (hloa_parse_module_in_parts) is
 * the module read whole: same computations, instructions, users, references
 * and diagnostics. What a part cannot read alone makes the whole module be
 * read again on one thread.
 */
#include "helpers.h"
#include "module_digest.h"

#include "hloasync/strbuf.h"

#include <criterion/criterion.h>
#include <stdlib.h>

/* Everything a reader of the module can see. */
static char *render(const parsed *p)
{
    return module_digest(&p->m, p->errors, &p->diags);
}

static void parse_in_parts(parsed *p, const char *text, int parts, int *used)
{
    hloa_source_init_mem(&p->src, "t.hlo", text, strlen(text));
    hloa_diags_init(&p->diags);
    hloa_module_init(&p->m, &p->src, (hloa_region){0, p->src.len});
    p->errors = hloa_parse_module_in_parts(&p->m, &p->diags, parts, used);
    hloa_diags_sort(&p->diags);
}

/* Reads text whole and in `parts` parts; returns how many parts were kept. */
static int same_in_parts(const char *text, int parts, const char *what)
{
    parsed whole, split;
    parse_text(&whole, text);
    int used = 0;
    parse_in_parts(&split, text, parts, &used);
    char *a = render(&whole), *b = render(&split);
    cr_assert_str_eq(b, a, "%s: read in %d parts, the module differs from the whole", what, parts);
    free(a);
    free(b);
    parsed_release(&whole);
    parsed_release(&split);
    return used;
}

/* A computation named name, calling callee (or nothing), with `instrs` negate instructions. */
static void add_comp(hloa_strbuf *sb, const char *name, const char *callee, int instrs)
{
    hloa_strbuf_addf(sb, "\n%%%s (p: f32[4]) -> f32[4] {\n  %%p.%s = f32[4]{0} parameter(0)\n",
                     name, name);
    const char *prev = "p";
    char prev_buf[64];
    for (int i = 0; i < instrs; i++) {
        hloa_strbuf_addf(sb, "  %%n%d.%s = f32[4]{0} negate(f32[4]{0} %%%s.%s)\n", i, name, prev,
                         name);
        snprintf(prev_buf, sizeof(prev_buf), "n%d", i);
        prev = prev_buf;
    }
    if (callee)
        hloa_strbuf_addf(sb, "  ROOT %%c.%s = f32[4]{0} call(f32[4]{0} %%%s.%s), to_apply=%%%s\n",
                         name, prev, name, callee);
    else
        hloa_strbuf_addf(sb, "  ROOT %%r.%s = f32[4]{0} copy(f32[4]{0} %%%s.%s)\n", name, prev,
                         name);
    hloa_strbuf_adds(sb, "}\n");
}

Test(parts, references_across_parts_resolve_as_in_the_whole)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "HloModule m, is_scheduled=true\n");
    /* leaf is defined last: a reference forward, from the first part into the last. */
    add_comp(&sb, "a", "leaf", 20);
    hloa_strbuf_adds(&sb, "// hlo-async: ignore[async-users]\n");
    add_comp(&sb, "b", "a", 20);
    add_comp(&sb, "c", "b", 20);
    add_comp(&sb, "leaf", NULL, 20);
    hloa_strbuf_adds(&sb, "\nENTRY");
    add_comp(&sb, "main", "c", 20);
    for (int parts = 2; parts <= 4; parts++) {
        int used = same_in_parts(sb.buf, parts, "calls across parts");
        /* Five computations: four parts may find two cuts nearest the same one. */
        cr_assert(used > 1 && used <= parts, "%d parts asked, %d kept", parts, used);
    }
    parsed p;
    int used;
    parse_in_parts(&p, sb.buf, 3, &used);
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(find_instr(&p, "c.a")->called[0], p.m.comps[3], "a calls leaf, in another part");
    cr_assert_eq(p.m.entry, p.m.comps[4]);
    cr_assert_eq(p.m.n_directives, 1);
    parsed_release(&p);
    hloa_strbuf_release(&sb);
}

Test(parts, names_made_by_another_part_are_looked_up_as_its_own)
{
    /* Computations that all use the same names: a part defines and looks up many a name
       another part interned first (a symbol of that part's range). */
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    for (int c = 0; c < 4; c++) {
        hloa_strbuf_addf(&sb, "%s%%c%d (p: f32[4]) -> f32[4] {\n  %%p = f32[4]{0} parameter(0)\n",
                         c == 3 ? "ENTRY " : "", c);
        /* x(i/2) was defined long before: the lookup is not answered by the recent names. */
        hloa_strbuf_adds(&sb, "  %x0 = f32[4]{0} copy(f32[4]{0} %p)\n");
        for (int i = 1; i < 2000; i++)
            hloa_strbuf_addf(&sb, "  %%x%d = f32[4]{0} add(f32[4]{0} %%x%d, f32[4]{0} %%x%d)\n", i,
                             i - 1, i / 2);
        hloa_strbuf_adds(&sb, "  ROOT %r = f32[4]{0} copy(f32[4]{0} %x1999)\n}\n\n");
    }
    for (int round = 0; round < 5; round++)
        for (int parts = 2; parts <= 4; parts++)
            cr_assert_gt(same_in_parts(sb.buf, parts, "the same names in every part"), 1);
    hloa_strbuf_release(&sb);
}

/* A computation, then the one given: the only place to cut is between them. */
static char *two_comps(const char *second)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "HloModule m\n");
    add_comp(&sb, "first", NULL, 2);
    hloa_strbuf_adds(&sb, second);
    return hloa_strbuf_detach(&sb, NULL);
}

Test(parts, what_a_part_cannot_read_alone_is_read_whole)
{
    hloa_strbuf many;
    hloa_strbuf_init(&many);
    /* Names are reserved by the lines: one line of 8000 attribute names outgrows them. */
    hloa_strbuf_adds(&many, "\n%many (p: f32[4]) -> f32[4] {\n  ROOT %x = f32[4]{0} parameter(0)");
    for (int i = 0; i < 8000; i++)
        hloa_strbuf_addf(&many, ", a%d=1", i);
    hloa_strbuf_adds(&many, "\n}\n");
    const struct {
        const char *what, *second;
    } cases[] = {
        {"a syntax error", "\n%second (p: f32[4]) -> f32[4] {\n  ROOT %x = f32[4]{0} negate(\n}\n"},
        {"a computation defined twice",
         "\n%first (p: f32[4]) -> f32[4] {\n  ROOT %p.again = f32[4]{0} parameter(0)\n}\n"},
        {"a computation defined twice after the cut",
         "\n%second (p: f32[4]) -> f32[4] {\n  ROOT %x = f32[4]{0} parameter(0)\n}\n"
         "\n%second (q: f32[4]) -> f32[4] {\n  ROOT %y = f32[4]{0} parameter(0)\n}\n"},
        {"a second ENTRY",
         "\nENTRY %e1 {\n  ROOT %x = f32[] constant(1)\n}\n\nENTRY %e2 {\n"
         "  ROOT %y = f32[] constant(2)\n}\n"},
        {"an inline computation after the cut",
         "\nENTRY %e {\n  %x = f32[] constant(1)\n  ROOT %r = f32[] reduce(f32[] %x, f32[] %x), "
         "dimensions={}, to_apply={\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n"
         "  ROOT %s = f32[] add(f32[] %a, f32[] %b)\n}\n}\n"},
        {"a header after the cut", "\n%second {\n  ROOT %x = f32[] constant(1)\n}\nHloModule m2\n"},
        {"more names than the part's share of the table", many.buf},
    };
    /* The same layout with nothing wrong is read in two parts. */
    char *fine = two_comps("\n%second (p: f32[4]) -> f32[4] {\n  ROOT %x = f32[4]{0} parameter(0)\n}\n");
    cr_assert_eq(same_in_parts(fine, 2, "a plain second computation"), 2);
    free(fine);
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char *text = two_comps(cases[i].second);
        int used = same_in_parts(text, 2, cases[i].what);
        cr_assert_eq(used, 1, "%s: the parts were kept", cases[i].what);
        free(text);
    }
    hloa_strbuf_release(&many);
}

/*
 * One computation of n negate instructions, with `top` as its first lines and
 * `bottom` as its last before the ROOT: a cut inside the body goes between them.
 */
static char *one_body(const char *top, const char *bottom, int n)
{
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "HloModule m, is_scheduled=true\n\nENTRY %e (p: f32[4]) -> f32[4] {\n"
                          "  %p = f32[4]{0} parameter(0)\n");
    hloa_strbuf_adds(&sb, top);
    for (int i = 0; i < n; i++)
        hloa_strbuf_addf(&sb, "  %%n%d = f32[4]{0} negate(f32[4]{0} %%%s%d)\n", i, i ? "n" : "p",
                         i ? i - 1 : 0);
    hloa_strbuf_adds(&sb, bottom);
    hloa_strbuf_addf(&sb, "  ROOT %%r = f32[4]{0} add(f32[4]{0} %%n%d, f32[4]{0} %%p)\n}\n", n - 1);
    char *text = hloa_strbuf_detach(&sb, NULL);
    /* %p0 stands for %p in the first negate: the text above writes "%p0" there. */
    char *q = strstr(text, "%p0)");
    memmove(q + 2, q + 3, strlen(q + 3) + 1);
    return text;
}

/*
 * Checks that text (one computation) is cut and read as the whole in 2 to
 * max_parts parts, then reads it into p in `parts` parts, all kept.
 */
static void read_cut_body(parsed *p, const char *text, int max_parts, int parts, const char *what)
{
    for (int k = 2; k <= max_parts; k++)
        cr_assert_gt(same_in_parts(text, k, what), 1, "%s: %d parts asked, the body was not cut",
                     what, k);
    int used;
    parse_in_parts(p, text, parts, &used);
    cr_assert_eq(used, parts, "%s", what);
}

Test(parts, cuts_inside_a_body_join_as_the_whole)
{
    /* Operands and control predecessors named across the cut, users on both sides. */
    char *text = one_body("  %c = f32[4]{0} copy(f32[4]{0} %p)\n",
                          "  %late = f32[4]{0} add(f32[4]{0} %c, f32[4]{0} %n3), "
                          "control-predecessors={%c}\n",
                          400);
    parsed p;
    read_cut_body(&p, text, 5, 3, "one computation cut");
    const hloa_comp *e = p.m.entry;
    cr_assert_eq(p.m.n_comps, 1);
    cr_assert_eq(e->n_instrs, 404);
    for (uint32_t i = 0; i < e->n_instrs; i++) {
        cr_assert_eq(e->instrs[i]->parent, e, "instruction %u is not the entry's", i);
        cr_assert_eq(e->instrs[i]->index, i);
    }
    hloa_instr *late = find_instr(&p, "late"), *c = find_instr(&p, "c");
    cr_assert_eq(late->operands[0], c, "an operand from the first part");
    cr_assert_eq(c->n_users, 1);
    cr_assert_eq(c->users[0], late);
    cr_assert_eq(e->root, find_instr(&p, "r"));
    cr_assert_eq(e->params[0], find_instr(&p, "p"));
    parsed_release(&p);
    free(text);
}

Test(parts, users_across_cuts_come_in_text_order)
{
    /* %c is used next to it, then across every cut, twice by one instruction. */
    char *text = one_body("  %c = f32[4]{0} copy(f32[4]{0} %p)\n"
                          "  %near = f32[4]{0} add(f32[4]{0} %c, f32[4]{0} %c)\n",
                          "  %twice = f32[4]{0} add(f32[4]{0} %c, f32[4]{0} %c)\n"
                          "  %late = f32[4]{0} add(f32[4]{0} %n3, f32[4]{0} %c)\n",
                          400);
    parsed p;
    read_cut_body(&p, text, 5, 4, "users of one definition on every side of the cuts");
    hloa_instr *c = find_instr(&p, "c");
    cr_assert_eq(c->n_users, 3);
    cr_assert_eq(c->users[0], find_instr(&p, "near"));
    cr_assert_eq(c->users[1], find_instr(&p, "twice"));
    cr_assert_eq(c->users[2], find_instr(&p, "late"));
    hloa_instr *p0 = find_instr(&p, "p");
    cr_assert_eq(p0->users[p0->n_users - 1], find_instr(&p, "r"), "the root, last");
    parsed_release(&p);
    free(text);
}

Test(parts, a_first_body_cut_before_its_first_instruction_keeps_the_name_style)
{
    /* The long header puts the even point before ENTRY's first line: the cut is there, and
       the style of names (no '%') comes from the part after, not from its later %c2. */
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, "HloModule m, frontend_attributes={k=\"");
    for (int i = 0; i < 5000; i++)
        hloa_strbuf_adds(&sb, "aaaaaaaaaa");
    hloa_strbuf_adds(&sb, "\"}\n\nENTRY e {\n  x = f32[] constant(1)\n  ROOT y = f32[] negate(x)\n}\n"
                          "\n%c2 {\n  %a = f32[] constant(2)\n  ROOT %b = f32[] negate(%a)\n}\n");
    cr_assert_eq(same_in_parts(sb.buf, 2, "a cut before the first instruction"), 2);
    parsed p;
    int used;
    parse_in_parts(&p, sb.buf, 2, &used);
    cr_assert_eq(p.m.percent_names, 0);
    parsed_release(&p);
    hloa_strbuf_release(&sb);
}

Test(parts, a_missing_computation_on_either_side_of_a_cut_is_reported_as_in_the_whole)
{
    /* Reported after the join, with the computation the instruction ends up in. */
    char *text = one_body("  %a = f32[4]{0} call(f32[4]{0} %p), to_apply=%nowhere\n",
                          "  %b = f32[4]{0} call(f32[4]{0} %n3), to_apply=%elsewhere\n", 300);
    parsed p;
    read_cut_body(&p, text, 4, 2, "references to missing computations on both sides");
    cr_assert_eq(p.errors, 2);
    cr_assert_eq(p.diags.list.len, 2);
    for (size_t i = 0; i < 2; i++) {
        const hloa_diag *g = &p.diags.list.items[i];
        cr_assert_eq(g->rule, HLOA_RULE_UNDEFINED_NAME);
        cr_assert_str_eq(g->computation, "e", "diagnostic %zu", i);
    }
    cr_assert_null(find_instr(&p, "b")->called[0]);
    parsed_release(&p);
    free(text);
}

/* A tuple the cases below take elements of. */
#define TUPLE_T "  %t = (f32[4]{0}, f32[4]{0}) tuple(f32[4]{0} %p, f32[4]{0} %p)\n"

Test(parts, compact_operands_before_a_cut_join_as_the_whole)
{
    /* `t#0` and `t#1` make get-tuple-elements in the part before the cut. */
    char *text = one_body(TUPLE_T "  %g = f32[4]{0} negate(%t#0)\n"
                                  "  %h = f32[4]{0} add(%t#1, f32[4]{0} %t#0)\n",
                          "", 400);
    parsed p;
    read_cut_body(&p, text, 4, 2, "get-tuple-elements before the cut");
    hloa_instr *t0 = find_instr(&p, "t_0"), *g = find_instr(&p, "g");
    cr_assert(t0->generated);
    cr_assert_eq(t0->opcode, HLOA_OP_GET_TUPLE_ELEMENT);
    cr_assert_eq(g->operands[0], t0);
    cr_assert_eq(find_instr(&p, "h")->operands[1], t0);
    cr_assert_eq(t0->n_users, 2);
    parsed_release(&p);
    free(text);
}

Test(parts, what_a_cut_body_cannot_join_is_read_whole)
{
    const struct {
        const char *what, *top, *bottom;
    } cases[] = {
        {"a name defined on both sides", "  %dup = f32[4]{0} copy(f32[4]{0} %p)\n",
         "  %dup = f32[4]{0} copy(f32[4]{0} %p)\n"},
        {"an operand defined nowhere", "", "  %x = f32[4]{0} negate(f32[4]{0} %nowhere)\n"},
        {"an operand defined after its use", "  %x = f32[4]{0} negate(f32[4]{0} %later)\n",
         "  %later = f32[4]{0} copy(f32[4]{0} %p)\n"},
        {"an operand shape that does not match", "",
         "  %x = f32[8]{0} negate(f32[8]{0} %p)\n"},
        {"a control predecessor defined nowhere", "",
         "  %x = f32[4]{0} copy(f32[4]{0} %p), control-predecessors={%nowhere}\n"},
        {"a nested operand after the cut", "",
         "  %x = f32[4]{0} negate(f32[4]{0} copy(f32[4]{0} %p))\n"},
        {"two ROOTs on either side", "  ROOT %first = f32[4]{0} copy(f32[4]{0} %p)\n", ""},
        {"a parameter number used on both sides", "  %q = f32[4]{0} parameter(1)\n",
         "  %q2 = f32[4]{0} parameter(1)\n"},
        /* A head's `x#i` may reuse, or name after, what the parts before made of x. */
        {"a compact get-tuple-element operand after the cut", TUPLE_T,
         "  %x = f32[4]{0} negate(%t#0)\n"},
        {"a get-tuple-element's name used after the cut",
         TUPLE_T "  %g = f32[4]{0} negate(%t#0)\n", "  %x = f32[4]{0} negate(f32[4]{0} %t_0)\n"},
        {"a get-tuple-element's name taken after the cut",
         TUPLE_T "  %g = f32[4]{0} negate(%t#0)\n", "  %t_0 = f32[4]{0} copy(f32[4]{0} %p)\n"},
    };
    /* The same layout with nothing wrong is cut. */
    char *fine = one_body("  %q = f32[4]{0} parameter(1)\n",
                          "  %x = f32[4]{0} negate(f32[4]{0} %q)\n", 300);
    cr_assert_eq(same_in_parts(fine, 2, "a body with nothing wrong"), 2);
    free(fine);
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char *text = one_body(cases[i].top, cases[i].bottom, 300);
        cr_assert_eq(same_in_parts(text, 2, cases[i].what), 1, "%s: the parts were kept",
                     cases[i].what);
        free(text);
    }
}

Test(parts, a_name_defined_on_both_sides_is_found_when_later_computations_reuse_it)
{
    /* The head defines a1..a40 and dup; %later, after the cut ENTRY in the same part,
       defines them again in the other order: what the head defined is then only in its list
       of hidden definitions, which the join must search whatever order they came in. */
    hloa_strbuf top, bottom;
    hloa_strbuf_init(&top);
    hloa_strbuf_init(&bottom);
    hloa_strbuf_adds(&top, "  %dup = f32[4]{0} copy(f32[4]{0} %p)\n");
    for (int i = 1; i <= 40; i++)
        hloa_strbuf_addf(&bottom, "  %%a%d = f32[4]{0} copy(f32[4]{0} %%p)\n", i);
    hloa_strbuf_adds(&bottom, "  %dup = f32[4]{0} copy(f32[4]{0} %p)\n");
    char *body = one_body(top.buf, bottom.buf, 300);
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    hloa_strbuf_adds(&sb, body);
    hloa_strbuf_adds(&sb, "\n%later (q: f32[4]) -> f32[4] {\n  %q = f32[4]{0} parameter(0)\n");
    for (int i = 40; i >= 1; i--)
        hloa_strbuf_addf(&sb, "  %%a%d = f32[4]{0} copy(f32[4]{0} %%q)\n", i);
    hloa_strbuf_adds(&sb, "  %dup = f32[4]{0} copy(f32[4]{0} %a1)\n"
                          "  ROOT %r = f32[4]{0} copy(f32[4]{0} %dup)\n}\n");
    parsed whole;
    parse_text(&whole, sb.buf);
    cr_assert_eq(count_rule(&whole, HLOA_RULE_DUPLICATE_NAME), 1);
    parsed_release(&whole);
    cr_assert_eq(same_in_parts(sb.buf, 2, "a duplicate hidden by a later computation"), 1);
    free(body);
    hloa_strbuf_release(&top);
    hloa_strbuf_release(&bottom);
    hloa_strbuf_release(&sb);
}

Test(parts, a_cut_inside_an_inline_body_is_read_whole)
{
    /* One computation whose lines are mostly an inline body's: wherever the cut goes, the
       part before it ends inside that body, or the part after holds it. */
    const char *text = "ENTRY %e {\n  %x = f32[] constant(1)\n  ROOT %r = f32[] reduce(f32[] %x, "
                       "f32[] %x), dimensions={}, to_apply={\n  %a = f32[] parameter(0)\n"
                       "  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(f32[] %a, f32[] %b)\n"
                       "}\n}\n";
    cr_assert_eq(same_in_parts(text, 4, "one computation"), 1);
}

static int parts_kept;

static int check_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "%s", path);
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
        hloa_strbuf_add(&sb, buf, n);
    fclose(f);
    if (strlen(sb.buf) == sb.len) /* NUL bytes are read by other tests */
        for (int parts = 2; parts <= 4; parts++)
            parts_kept += same_in_parts(sb.buf, parts, path) > 1;
    hloa_strbuf_release(&sb);
    return 1;
}

Test(parts, every_testdata_file_reads_the_same_in_parts)
{
    const char *dir = getenv("HLOA_TESTDATA");
    cr_assert_not_null(dir, "HLOA_TESTDATA must name the testdata directory");
    int files = walk_hlo_files(dir, check_file);
    cr_assert_gt(files, 50, "only %d files under %s", files, dir);
    /* Files of one computation cannot be cut; enough of the rest must have been. */
    cr_assert_gt(parts_kept, 100, "the parts were kept only %d times", parts_kept);
}

/* Spans too far apart for an instruction record, on both sides of a cut, read as in the whole. */
Test(parts, spans_far_apart_on_both_sides_of_a_cut)
{
    char top[1200], bottom[1200], blanks[300];
    memset(blanks, ' ', sizeof(blanks) - 1);
    blanks[sizeof(blanks) - 1] = '\0';
    snprintf(top, sizeof(top), "  %%c = f32[4]{0}%scopy(f32[4]{0} %%p)\n", blanks);
    snprintf(bottom, sizeof(bottom), "  %%late =%sf32[4]{0} copy(f32[4]{0} %%c)\n", blanks);
    char *text = one_body(top, bottom, 400);
    parsed p;
    read_cut_body(&p, text, 4, 2, "far spans around a cut");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(p.m.spans_apart.len, 2);
    cr_assert(find_instr(&p, "c")->spans_apart);
    cr_assert(find_instr(&p, "late")->spans_apart);
    cr_assert_lt(p.m.spans_apart.items[0].off, p.m.spans_apart.items[1].off);
    parsed_release(&p);
    free(text);
}
