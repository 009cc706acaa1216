/*
 * A module read in parts on several threads (hloa_parse_module_in_parts) is
 * the module read whole: same computations, instructions, users, references
 * and diagnostics. What a part cannot read alone makes the whole module be
 * read again on one thread.
 */
#include "helpers.h"

#include "hloasync/print.h"
#include "hloasync/strbuf.h"

#include <criterion/criterion.h>
#include <stdlib.h>

static int by_string(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Everything a reader of the module can see, as text (symbol numbers are not seen). */
static char *render(const parsed *p)
{
    const hloa_module *m = &p->m;
    hloa_strbuf sb;
    hloa_strbuf_init(&sb);
    if (!p->errors) {
        hloa_print_style st = hloa_print_style_of(m);
        hloa_print_module(&sb, m, &st);
    }
    hloa_strbuf_addf(&sb, "errors %d entry %d header %d scheduled %d percent %d shapes %d "
                          "directives %u\n",
                     p->errors, m->entry ? (int)m->entry->index : -1, m->has_header,
                     m->is_scheduled, m->percent_names, m->operand_shapes, m->n_directives);
    for (size_t i = 0; i < p->diags.list.len; i++) {
        const hloa_diag *g = &p->diags.list.items[i];
        hloa_strbuf_addf(&sb, "diag %d [%u, %u) %s in %s/%s\n", (int)g->rule, g->off, g->end,
                         g->message, g->computation ? g->computation : "-",
                         g->instruction ? g->instruction : "-");
    }
    for (uint32_t c = 0; c < m->n_comps; c++) {
        const hloa_comp *comp = m->comps[c];
        hloa_strbuf_addf(&sb, "comp %u [%u, %u) instrs %u params %u kinds %u marked %u entry %u\n",
                         comp->index, comp->off, comp->end, comp->n_instrs, comp->n_params,
                         comp->kinds, comp->n_marked, comp->is_entry);
        for (uint32_t i = 0; i < comp->n_instrs; i++) {
            const hloa_instr *in = comp->instrs[i];
            hloa_strbuf_addf(&sb, " %u:%u users %u", in->index, in->off, in->n_users);
            for (uint32_t k = 0; k < in->n_called; k++)
                hloa_strbuf_addf(&sb, " calls %d", in->called[k] ? (int)in->called[k]->index : -1);
        }
        hloa_strbuf_adds(&sb, "\n");
    }
    /* Instruction names in use, in string order. */
    char **names = malloc((m->names.n_syms + 1) * sizeof(*names));
    size_t n = 0;
    for (hloa_sym s = 0; s < m->names.n_syms; s++)
        if (hloa_module_names_instr(m, s)) {
            uint32_t len;
            const char *name = hloa_name(m, s, &len);
            names[n++] = strndup(name, len);
        }
    qsort(names, n, sizeof(*names), by_string);
    for (size_t i = 0; i < n; i++) {
        hloa_strbuf_addf(&sb, "%s,", names[i]);
        free(names[i]);
    }
    free(names);
    return hloa_strbuf_detach(&sb, NULL);
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
    add_comp(&many, "many_names", NULL, 300);
    const struct {
        const char *what, *second;
    } cases[] = {
        {"a syntax error", "\n%second (p: f32[4]) -> f32[4] {\n  ROOT %x = f32[4]{0} negate(\n}\n"},
        {"a computation defined twice",
         "\n%first (p: f32[4]) -> f32[4] {\n  ROOT %p.again = f32[4]{0} parameter(0)\n}\n"},
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

Test(parts, cuts_only_between_top_level_computations)
{
    /* One computation, '}' alone on lines inside it: nowhere to cut. */
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
