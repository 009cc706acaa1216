/* The parser: what it accepts, what it reports, how it recovers. */
#include "helpers.h"

#include <criterion/criterion.h>
#include <stdlib.h>

Test(parse, module_with_header_signature_and_percent_names)
{
    parsed p;
    parse_text(&p, "HloModule m, is_scheduled=true, entry_computation_layout={(f32[8]{0})->f32[8]{0}}\n"
                   "\n"
                   "%add (a: f32[], b: f32[]) -> f32[] {\n"
                   "  %a = f32[] parameter(0)\n"
                   "  %b = f32[] parameter(1)\n"
                   "  ROOT %s = f32[] add(f32[] %a, f32[] %b)\n"
                   "}\n"
                   "\n"
                   "ENTRY %main.5 (x: f32[8]) -> f32[8] {\n"
                   "  %x = f32[8]{0} parameter(0), metadata={op_name=\"x\" source_line=3}\n"
                   "  ROOT %r = f32[8]{0} all-reduce(f32[8]{0} %x), replica_groups={}, to_apply=%add,"
                   " backend_config={\"a\":{\"b\":\"}\"}}\n"
                   "} // main.5\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(p.diags.list.len, 0);
    cr_assert(p.m.has_header);
    cr_assert(p.m.is_scheduled);
    cr_assert(p.m.percent_names);
    cr_assert(p.m.operand_shapes);
    cr_assert_eq(p.m.n_comps, 2);
    cr_assert_eq(p.m.entry, p.m.comps[1]);
    hloa_instr *r = find_instr(&p, "r");
    cr_assert_eq(r->opcode, HLOA_OP_ALL_REDUCE);
    cr_assert_eq(r->n_called, 1);
    cr_assert_eq(r->called[0], p.m.comps[0]);
    cr_assert_eq(r->n_attrs, 3);
    cr_assert_eq(r->operands[0], find_instr(&p, "x"));
    cr_assert_eq(find_instr(&p, "x")->n_users, 1);
    cr_assert(r->is_root);
    parsed_release(&p);
}

Test(parse, headerless_no_percent_no_entry_keyword)
{
    parsed p;
    parse_text(&p, "c1 {\n  a = s32[] parameter(0)\n  ROOT n = s32[] negate(a)\n}\n"
                   "c2 {\n  a = s32[] parameter(0)\n  ROOT c = s32[] call(a), to_apply=c1\n}\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_not(p.m.has_header);
    cr_assert_not(p.m.percent_names);
    cr_assert_eq(p.m.entry, p.m.comps[1], "the last computation is the entry");
    parsed_release(&p);
}

Test(parse, root_not_last_and_default_root)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  ROOT a = f32[] parameter(0)\n  b = f32[] negate(a)\n}\n"
                   "f {\n  x = f32[] parameter(0)\n  y = f32[] negate(x)\n}\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(p.m.comps[0]->root, find_instr(&p, "a"));
    cr_assert_eq(p.m.comps[1]->root, find_instr(&p, "y"));
    cr_assert_eq(p.m.entry, p.m.comps[0]);
    parsed_release(&p);
}

Test(parse, sugar_and_first_class_opcodes)
{
    parsed p;
    parse_text(&p,
               "ENTRY e {\n"
               "  p = f32[8] parameter(0)\n"
               "  cs = ((f32[8]), f32[8], s32[]) custom-call-start(p), custom_call_target=\"foo\"\n"
               "  cd = f32[8] custom-call-done(cs)\n"
               "  s = (f32[8], f32[8], u32[]) copy-start(p)\n"
               "  d = f32[8] copy-done(s)\n"
               "  u = ((f32[8]), f32[8], s32[]) negate-update(cs)\n"
               "  ROOT t = (f32[8], f32[8]) tuple(cd, d)\n"
               "}\n");
    cr_assert_eq(p.errors, 0);
    hloa_instr *cs = find_instr(&p, "cs");
    cr_assert_eq(cs->opcode, HLOA_OP_ASYNC_START);
    cr_assert_eq(cs->wrapped_opcode, HLOA_OP_CUSTOM_CALL);
    cr_assert_eq(cs->sugar, HLOA_SUGAR_OP);
    cr_assert_eq(find_instr(&p, "s")->opcode, HLOA_OP_COPY_START, "copy-start is an opcode");
    cr_assert_eq(find_instr(&p, "s")->sugar, HLOA_SUGAR_NONE);
    hloa_instr *u = find_instr(&p, "u");
    cr_assert_eq(u->opcode, HLOA_OP_ASYNC_UPDATE, "negate-update is sugar");
    cr_assert_eq(u->wrapped_opcode, HLOA_OP_NEGATE);
    parsed_release(&p);
}

/* The first diagnostic's text at its span. */
static int diag_text_is(const parsed *p, const hloa_diag *d, const char *want)
{
    return d->end - d->off == strlen(want) && !memcmp(p->src.text + d->off, want, d->end - d->off);
}

/*
 * XLA's ParseOpcode has no sugar for all-gather, all-reduce, collective-permute,
 * copy, send and recv: each spelling is one syntax error at the opcode, the
 * instruction is broken (its checks skipped) but defined (its user is fine).
 */
Test(parse, refused_sugar_is_one_error_at_the_opcode)
{
    static const char *const refused[] = {
        "all-gather-update", "all-reduce-update", "collective-permute-update", "copy-update",
        "send-update",       "recv-update",       "send-start",                "recv-start",
    };
    for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
        char text[512];
        snprintf(text, sizeof(text),
                 "ENTRY e {\n  p = f32[8] parameter(0)\n"
                 "  u = f32[8] %s(p), channel_id=1\n  ROOT n = f32[8] negate(u)\n}\n",
                 refused[i]);
        parsed p;
        parse_text(&p, text);
        cr_assert_eq(p.diags.list.len, 1, "%s: %zu diagnostics", refused[i], p.diags.list.len);
        const hloa_diag *d = &p.diags.list.items[0];
        cr_assert_eq(d->rule, HLOA_RULE_SYNTAX, "%s", refused[i]);
        cr_assert(diag_text_is(&p, d, refused[i]), "%s: at the opcode", refused[i]);
        cr_assert(strstr(d->message, "is not an opcode: XLA has no async sugar for"), "%s",
                  d->message);
        hloa_instr *u = find_instr(&p, "u");
        cr_assert(u->broken);
        cr_assert_eq(u->opcode, HLOA_OP_UNKNOWN);
        cr_assert_eq(u->sugar, HLOA_SUGAR_NONE);
        cr_assert_eq(u->n_operands, 1, "read on: its operand is kept");
        cr_assert_eq(u->n_attrs, 1, "and its attributes");
        cr_assert_eq(find_instr(&p, "n")->operands[0], u, "its user finds it");
        parsed_release(&p);
    }
    parsed p;
    parse_text(&p, "ENTRY e {\n  p = f32[8] parameter(0)\n"
                   "  u = f32[8] copy-update(p\n  ROOT n = f32[8] negate(p)\n}\n");
    cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 2, "and a syntax error after it is its own");
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n  p = f32[8] parameter(0)\n"
                   "  u = f32[8] all-reduce-update(p), to_apply={\n"
                   "    a = f32[] parameter(0)\n    b = f32[] parameter(1)\n"
                   "    ROOT s = f32[] add(a, b)\n  }\n"
                   "  ROOT n = f32[8] negate(add(copy-update(p), p))\n}\n");
    cr_assert_eq(p.diags.list.len, 2, "%s", p.diags.list.items[0].message);
    cr_assert(find_instr(&p, "u")->broken, "an inline body read after the opcode leaves it so");
    cr_assert_not(find_instr(&p, "s")->broken);
    cr_assert(find_instr(&p, "n")->broken, "a nested instruction's refusal is its line's");
    parsed_release(&p);
    /* Their first-class forms, and sugar of the other opcodes, stay. */
    parse_text(&p, "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                   "  ROOT s = f32[] add(a, b)\n}\n"
                   "ENTRY e {\n  p = f32[8] parameter(0)\n"
                   "  cs = (f32[8], f32[8], u32[]) copy-start(p)\n  cd = f32[8] copy-done(cs)\n"
                   "  as = f32[8] all-reduce-start(p), to_apply=add\n"
                   "  ad = f32[8] all-reduce-done(as)\n"
                   "  ns = ((f32[8]), f32[8], s32[]) negate-start(p)\n"
                   "  nu = ((f32[8]), f32[8], s32[]) negate-update(ns)\n"
                   "  nd = f32[8] negate-done(nu)\n"
                   "  ROOT t = (f32[8], f32[8], f32[8]) tuple(cd, ad, nd)\n}\n");
    cr_assert_eq(p.diags.list.len, 0, "%s", p.diags.list.len ? p.diags.list.items[0].message : "");
    cr_assert_eq(find_instr(&p, "cs")->opcode, HLOA_OP_COPY_START);
    cr_assert_eq(find_instr(&p, "ad")->opcode, HLOA_OP_ALL_REDUCE_DONE);
    cr_assert_eq(find_instr(&p, "nu")->wrapped_opcode, HLOA_OP_NEGATE);
    parsed_release(&p);
}

Test(parse, call_form_and_inline_computation)
{
    parsed p;
    parse_text(&p, "HloModule main, is_scheduled=true\n"
                   "ENTRY main {\n"
                   "  arg.0 = s32[] parameter(0)\n"
                   "  call-start.0 = ((s32[]), s32[], s32[]) call-start(arg.0), to_apply={\n"
                   "    arg.0 = s32[] parameter(0)\n"
                   "    ROOT abs.0 = abs(arg.0)\n"
                   "  }, async_execution_thread=\"thread\"\n"
                   "  ROOT call-done.0 = s32[] call-done(call-start.0)\n"
                   "}\n");
    cr_assert_eq(p.errors, 0, "%s", p.diags.list.len ? p.diags.list.items[0].message : "");
    hloa_instr *cs = find_instr(&p, "call-start.0");
    cr_assert_eq(cs->sugar, HLOA_SUGAR_CALL);
    cr_assert_eq(cs->n_called, 1);
    cr_assert(cs->called[0]->inline_body);
    cr_assert_eq(cs->operands[0]->parent, p.m.entry, "outer arg.0 is restored after the body");
    parsed_release(&p);
}

Test(parse, nested_operands_become_instructions)
{
    parsed p;
    parse_text(&p, "ENTRY test {\n"
                   "  ROOT root = add(f32[10] parameter(0), multiply(f32[10] parameter(1),"
                   " f32[10] parameter(2)))\n"
                   "}\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(p.m.entry->n_instrs, 5);
    cr_assert_eq(p.m.entry->n_params, 3);
    cr_assert_eq(p.m.entry->root->n_operands, 2);
    cr_assert(p.m.entry->root->operands[1]->anonymous);
    parsed_release(&p);
}

Test(parse, stack_frames_constants_and_attribute_kinds)
{
    parsed p;
    parse_text(&p, "HloModule m\n\nFileNames\n1 \"a.py\"\n\nFunctionNames\n1 \"<module>\"\n\n"
                   "FileLocations\n1 {file_name_id=1 function_name_id=1 line=2 end_line=2 column=1 "
                   "end_column=3}\n\nStackFrames\n1 {file_location_id=1 parent_frame_id=1}\n\n"
                   "ENTRY e {\n"
                   "  c = f32[2,3]{1,0} constant({ { 1, 2, 3 }, { 4, 5, -inf } })\n"
                   "  big = f32[1024,1024]{1,0} constant({...})\n"
                   "  t = (f32[], s32[2]) constant((1.5, {1, 2}))\n"
                   "  z = c64[] constant((1, 2))\n"
                   "  p = f32[1,8,8,1] parameter(0), sharding={devices=[2,1,1,1]<=[2]}\n"
                   "  k = f32[3,3,1,1] parameter(1), sharding={mesh['devices'=1], [{}, {}]}\n"
                   "  v = f32[1,8,8,1] convolution(p, k), window={size=3x3 pad=1_1x1_1}, "
                   "dim_labels=b01f_01io->b01f, metadata={op_name=\"c\" stack_frame_id=1}\n"
                   "  s = f32[1,4,8,1] slice(v), slice={[0:1], [0:8:2], [0:8], [0:1]}\n"
                   "  ROOT r = f32[1,4,8,1] pad(s, c), padding=0_0x0_0_1x0_0x0_0, "
                   "frontend_attributes={a=\"1\",b={\"json\":[1]}}, origin={{\"v\"}}\n"
                   "}\n");
    cr_assert_eq(p.errors, 0, "%s", p.diags.list.len ? p.diags.list.items[0].message : "");
    parsed_release(&p);
}

Test(parse, literal_checks)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  ROOT c = f32[2,3]{1,0} constant({1, 2, 3}, {4, 5, 6}})\n}\n");
    cr_assert_gt(count_rule(&p, HLOA_RULE_SYNTAX), 0, "a literal of the wrong rank");
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n  ROOT c = f16[] constant(-65520)\n}\n");
    cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 1, "f16 overflow");
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n  ROOT c = s8[] constant(300)\n}\n");
    cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 1, "s8 overflow");
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n  ROOT c = f32[2,0,4] constant({ { }, { } })\n}\n");
    cr_assert_eq(p.errors, 0, "zero-sized dims");
    parsed_release(&p);
}

/* Parses a module of one instruction, `ROOT c = <decl>`. */
static void constant_diags(parsed *p, const char *decl)
{
    static char text[512];
    snprintf(text, sizeof(text), "ENTRY e {\n  ROOT c = %s\n}\n", decl);
    parse_text(p, text);
}

/*
 * XLA's ParseDenseLiteral reads one scalar for an array shape (it drops the
 * error of its rank check): element 0 is the value, the others zero. Read,
 * with a warning at the literal unless that is a broadcast anyway.
 */
Test(parse, scalar_literal_for_an_array_constant)
{
    parsed p;
    constant_diags(&p, "f32[16] constant(1.0)");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(p.diags.list.len, 1);
    const hloa_diag *d = &p.diags.list.items[0];
    cr_assert_eq(d->rule, HLOA_RULE_CONSTANT_SCALAR_FILL);
    cr_assert_eq(d->severity, HLOA_SEV_WARNING);
    cr_assert(diag_text_is(&p, d, "1.0"), "at the literal");
    cr_assert_str_eq(d->message, "XLA fills element 0 of f32[16] with 1.0 and the other 15 with "
                                 "zero; write {...} or a broadcast");
    parsed_release(&p);
    constant_diags(&p, "f32[2] constant(7)");
    cr_assert_eq(count_rule(&p, HLOA_RULE_CONSTANT_SCALAR_FILL), 1);
    cr_assert(strstr(p.diags.list.items[0].message, "and element 1 with zero"));
    parsed_release(&p);
    constant_diags(&p, "(f32[], s32[3]) constant((1.5, 2))");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(count_rule(&p, HLOA_RULE_CONSTANT_SCALAR_FILL), 1, "in a tuple literal too");
    parsed_release(&p);
    constant_diags(&p, "pred[4]{0} constant(true)");
    cr_assert_eq(count_rule(&p, HLOA_RULE_CONSTANT_SCALAR_FILL), 1);
    parsed_release(&p);
    /* What a broadcast would be: read, no warning. */
    static const char *const quiet[] = {"f32[2,3] constant(0)", "f32[1] constant(1)",
                                        "s32[4] constant(-0)", "f32[4] constant(0.0)",
                                        "pred[2] constant(false)", "bf16[1,1] constant(-inf)"};
    for (size_t i = 0; i < sizeof(quiet) / sizeof(quiet[0]); i++) {
        constant_diags(&p, quiet[i]);
        cr_assert_eq(p.diags.list.len, 0, "%s: %s", quiet[i],
                     p.diags.list.len ? p.diags.list.items[0].message : "");
        parsed_release(&p);
    }
    /* What XLA refuses. */
    static const char *const refused[] = {
        "f32[0] constant(1)",      /* no element 0 to set */
        "f32[2,0] constant(1)",    /* no element 0 to set */
        "c64[2] constant((1, 2))", /* a complex value needs braces */
        "s32[2] constant(1.5)",    /* an integer type */
        "f32[2] constant(1, 2)",   /* one scalar, not a list */
        "f32[2] constant(x)",      /* not a value */
    };
    for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
        constant_diags(&p, refused[i]);
        cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 1, "%s", refused[i]);
        parsed_release(&p);
    }
}

/* Instruction i of the entry, in order (get-tuple-elements of `x#i` included). */
static hloa_instr *instr_at(const parsed *p, uint32_t i)
{
    cr_assert_lt(i, p->m.entry->n_instrs);
    return p->m.entry->instrs[i];
}

static int name_is(const parsed *p, const hloa_instr *in, const char *want)
{
    uint32_t n;
    const char *s = hloa_name(&p->m, in->name, &n);
    return n == strlen(want) && !memcmp(s, want, n);
}

/*
 * `p#1#0` is XLA's compact get-tuple-element: the parser makes one instruction
 * per step before the user (p_1, then p_1_0), once per computation, with the
 * element's shape; generated (not printed by the passes), its spans the text.
 */
Test(parse, compact_operands_make_get_tuple_elements)
{
    parsed p;
    const char *text = "ENTRY e {\n"
                       "  %p = (f32[4], (s32[], f32[2])) parameter(0)\n"
                       "  %a = s32[] negate(%p#1#0)\n"
                       "  %b = s32[] add(%a, s32[] %p#1#0)\n"
                       "  ROOT %t = (f32[4], s32[], f32[2]) tuple(%p # 0, %b, %p#1#1)\n"
                       "}\n";
    parse_text(&p, text);
    cr_assert_eq(p.diags.list.len, 0, "%s", p.diags.list.len ? p.diags.list.items[0].message : "");
    cr_assert_eq(p.m.entry->n_instrs, 8, "p, p_1, p_1_0, a, b, p_0, p_1_1, t");
    static const char *const names[] = {"p", "p_1", "p_1_0", "a", "b", "p_0", "p_1_1", "t"};
    for (uint32_t i = 0; i < 8; i++)
        cr_assert(name_is(&p, instr_at(&p, i), names[i]), "instruction %u is %s", i, names[i]);
    hloa_instr *pp = instr_at(&p, 0), *p1 = instr_at(&p, 1), *p10 = instr_at(&p, 2);
    hloa_instr *a = instr_at(&p, 3), *b = instr_at(&p, 4), *t = instr_at(&p, 7);
    for (uint32_t i = 1; i < 8; i++) {
        hloa_instr *g = instr_at(&p, i);
        if (i == 3 || i == 4 || i == 7)
            continue;
        cr_assert_eq(g->opcode, HLOA_OP_GET_TUPLE_ELEMENT);
        cr_assert(g->generated);
        cr_assert_eq(g->n_attrs, 1);
        cr_assert_eq(g->parent, p.m.entry);
    }
    cr_assert_eq(p1->operands[0], pp);
    cr_assert_eq(p10->operands[0], p1);
    cr_assert_eq(p1->shape, pp->shape->elems[1], "the element's shape");
    cr_assert_eq(p10->shape, pp->shape->elems[1]->elems[0]);
    cr_assert_eq(instr_at(&p, 5)->shape, pp->shape->elems[0]);
    cr_assert_eq(instr_at(&p, 6)->shape, pp->shape->elems[1]->elems[1]);
    cr_assert(!memcmp(p10->attrs[0].val, "0", p10->attrs[0].val_len));
    cr_assert(!memcmp(p1->attrs[0].val, "1", p1->attrs[0].val_len));
    cr_assert_eq(a->operands[0], p10);
    cr_assert_eq(b->operands[1], p10, "made once per computation");
    cr_assert_eq(t->operands[0], instr_at(&p, 5), "'#' is a token: spaces may surround it");
    cr_assert_eq(p10->n_users, 2);
    cr_assert_eq(pp->n_users, 2, "p_1 and p_0: its elements");
    /* Its spans are the text of the path: p_1_0's, `%p#1#0` on a's line. */
    const char *at = strstr(text, "%p#1#0");
    cr_assert_eq(p10->off, (uint32_t)(at - text));
    cr_assert_eq(p10->end, p10->off + 6);
    cr_assert_eq(p1->end, p1->off + 4, "p_1's is `%p#1`");
    uint32_t sb, se;
    hloa_instr_shape_span(&p.m, p10, &sb, &se);
    cr_assert_eq(sb, p10->off, "no shape written: the path");
    cr_assert_eq(se, p10->end);
    hloa_instr_operand_span(&p.m, a, 0, &sb, &se);
    cr_assert_eq(se - sb, 6, "the user's operand is `%p#1#0`");
    parsed_release(&p);
}

/* The names: XLA's (the text cannot name them), unique in the computation. */
Test(parse, compact_operand_names)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n"
                   "  p = (f32[4], f32[4]) parameter(0)\n"
                   "  a = f32[4] negate(p#0)\n"
                   "  p_0 = f32[4] negate(p#1)\n"
                   "  ROOT c = f32[4] add(a, p_0)\n"
                   "}\n");
    cr_assert_eq(p.diags.list.len, 0, "%s", p.diags.list.len ? p.diags.list.items[0].message : "");
    cr_assert(name_is(&p, instr_at(&p, 1), "p_0.1"), "a later p_0 of the text takes the name");
    cr_assert(name_is(&p, instr_at(&p, 4), "p_0"));
    cr_assert_eq(instr_at(&p, 5)->operands[1], instr_at(&p, 4), "p_0 is the text's");
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n"
                   "  p_0 = f32[] parameter(1)\n"
                   "  p = (f32[4], f32[4]) parameter(0)\n"
                   "  a = f32[4] negate(p#0)\n"
                   "  ROOT c = f32[4] negate(p_0.1)\n"
                   "}\n");
    cr_assert(name_is(&p, instr_at(&p, 2), "p_0.1"), "an earlier p_0 keeps its name");
    cr_assert_eq(count_rule(&p, HLOA_RULE_UNDEFINED_NAME), 1, "p_0.1 is not a name of the text");
    cr_assert_eq(p.diags.list.len, 1);
    parsed_release(&p);
}

/* What XLA's parser refuses in `x#i`, at the operand; the operand is then undefined. */
Test(parse, compact_operand_errors)
{
    parsed p;
    const char *text = "ENTRY e {\n"
                       "  p = (f32[4], s32[]) parameter(0)\n"
                       "  a = f32[4] negate(p#2)\n"
                       "  b = f32[4] negate(p#0#1)\n"
                       "  c = f32[4] negate(f32[3] p#0)\n"
                       "  d = f32[4] negate(q#0)\n"
                       "  e = f32[4] negate(p#-1)\n"
                       "  f = f32[4] negate(p#x)\n"
                       "  ROOT t = (f32[4]) tuple(p#0)\n"
                       "}\n";
    parse_text(&p, text);
    cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 4, "p#2, p#0#1, p#-1, p#x");
    cr_assert_eq(count_rule(&p, HLOA_RULE_OPERAND_SHAPE), 1, "f32[3] p#0");
    cr_assert_eq(count_rule(&p, HLOA_RULE_UNDEFINED_NAME), 1, "q");
    const hloa_diag *d = &p.diags.list.items[0];
    cr_assert(diag_text_is(&p, d, "p#2"), "at the path");
    cr_assert_str_eq(d->message, "'p#2' takes element 2 of 'p', which has 2 elements: "
                                 "(f32[4], s32[])");
    d = &p.diags.list.items[1];
    cr_assert(diag_text_is(&p, d, "p#0#1"));
    cr_assert_str_eq(d->message, "'p#0#1' takes element 1 of 'p#0', which is not a tuple: its "
                                 "shape is f32[4]");
    cr_assert_null(find_instr(&p, "a")->operands[0]);
    cr_assert_null(find_instr(&p, "b")->operands[0]);
    cr_assert_not_null(find_instr(&p, "c")->operands[0], "a shape mismatch keeps the operand");
    parsed_release(&p);
}

Test(parse, names_are_scoped_and_checked)
{
    parsed p;
    parse_text(&p, "f {\n  a = f32[] parameter(0)\n  ROOT n = f32[] negate(a)\n}\n"
                   "ENTRY e {\n  b = f32[] parameter(0)\n  c = f32[] negate(a)\n"
                   "  b = f32[] negate(b)\n  ROOT r = f32[] call(b), to_apply=g\n}\n"
                   "f {\n  x = f32[] parameter(0)\n}\n");
    cr_assert_eq(count_rule(&p, HLOA_RULE_UNDEFINED_NAME), 2, "'a' of another computation, 'g'");
    cr_assert_eq(count_rule(&p, HLOA_RULE_DUPLICATE_NAME), 2, "'b' twice, 'f' twice");
    const hloa_diag *dup = NULL;
    for (size_t i = 0; i < p.diags.list.len; i++)
        if (p.diags.list.items[i].rule == HLOA_RULE_DUPLICATE_NAME)
            dup = &p.diags.list.items[i];
    cr_assert_eq(dup->n_related, 1, "the note points at the first definition");
    parsed_release(&p);
}

/* A module's definitions are gone in the next one read on the same thread, though its
   definition arrays are kept for reuse (and 'a' there has the symbol 'b' had before). */
Test(parse, names_of_an_earlier_module_are_not_defined)
{
    parsed p;
    for (int round = 0; round < 3; round++) {
        parse_text(&p, "ENTRY e {\n  a = f32[] parameter(0)\n  ROOT b = f32[] negate(a)\n}\n");
        cr_assert_eq(p.errors, 0);
        parsed_release(&p);
        parse_text(&p, "ENTRY e {\n  ROOT b = f32[] negate(a)\n}\n");
        cr_assert_eq(count_rule(&p, HLOA_RULE_UNDEFINED_NAME), 1, "round %d", round);
        parsed_release(&p);
    }
}

Test(parse, operand_shape_mismatch)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  a = f32[2,2] parameter(0)\n"
                   "  ROOT n = f32[2,5] negate(f32[2,5]{1,0} a)\n}\n");
    cr_assert_eq(count_rule(&p, HLOA_RULE_OPERAND_SHAPE), 1);
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n  a = f32[2,2]{1,0} parameter(0)\n"
                   "  ROOT n = f32[2,2] negate(f32[2,2]{0,1} a)\n}\n");
    cr_assert_eq(p.errors, 0, "layouts are ignored");
    parsed_release(&p);
}

Test(parse, opcode_lookup_knows_every_spelling_and_nothing_else)
{
    for (int op = 0; op < HLOA_OP_UNKNOWN; op++) {
        const char *name = hloa_opcodes[op].name;
        cr_assert_eq(hloa_opcode_lookup(name, (uint32_t)strlen(name)), op, "%s", name);
        char longer[64];
        snprintf(longer, sizeof(longer), "%sx", name);
        cr_assert_eq(hloa_opcode_lookup(longer, (uint32_t)strlen(longer)), -1, "%s", longer);
        cr_assert_eq(hloa_opcode_lookup(name, (uint32_t)strlen(name) - 1) == op, 0, "%s", name);
    }
    static const char *const not_opcodes[] = {"", "a", "ad", "add-start-done", "frobnicate",
                                              "all-reduce-starts", "Add", "copy_start"};
    for (size_t i = 0; i < sizeof(not_opcodes) / sizeof(not_opcodes[0]); i++)
        cr_assert_eq(hloa_opcode_lookup(not_opcodes[i], (uint32_t)strlen(not_opcodes[i])), -1,
                     "%s", not_opcodes[i]);
}

Test(parse, unknown_opcode_is_a_warning_and_kept)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  a = f32[] parameter(0)\n  ROOT f = f32[] frobnicate(a), "
                   "new_attr={x}\n}\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(count_rule(&p, HLOA_RULE_UNKNOWN_OPCODE), 1);
    hloa_instr *f = find_instr(&p, "f");
    cr_assert_eq(f->opcode, HLOA_OP_UNKNOWN);
    cr_assert_eq(f->n_operands, 1);
    cr_assert_eq(f->n_attrs, 1);
    parsed_release(&p);
}

/* The opcode's length is kept in 16 bits: the longest that fits is read as written. */
static void parse_with_opcode_of(parsed *p, size_t len)
{
    static const char head[] = "ENTRY e {\n  ROOT r = f32[] ";
    size_t n = sizeof(head) - 1;
    char *text = malloc(n + len + 8);
    cr_assert_not_null(text);
    memcpy(text, head, n);
    memset(text + n, 'o', len);
    strcpy(text + n + len, "()\n}\n");
    parse_text(p, text);
    free(text);
}

Test(parse, opcode_length_limit)
{
    parsed p;
    parse_with_opcode_of(&p, 65535);
    cr_assert_eq(p.errors, 0);
    hloa_instr *r = find_instr(&p, "r");
    cr_assert_eq(r->opcode_len, 65535);
    cr_assert_eq(r->opcode, HLOA_OP_UNKNOWN);
    parsed_release(&p);
    parse_with_opcode_of(&p, 65536);
    cr_assert_eq(p.errors, 1);
    cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 1);
    cr_assert(strstr(p.diags.list.items[0].message, "no opcode is longer than 65535"));
    parsed_release(&p);
}

Test(parse, missing_shape_on_async_ops)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  a = f32[] parameter(0)\n  s = copy-start(a)\n"
                   "  ROOT d = f32[] copy-done(s)\n}\n");
    cr_assert_eq(count_rule(&p, HLOA_RULE_MISSING_SHAPE), 1);
    parsed_release(&p);
}

Test(parse, structure_errors)
{
    const char *bad[] = {
        "ENTRY e {\n  ROOT a = f32[] parameter(0)\n  ROOT b = f32[] parameter(1)\n}\n",
        "ENTRY e {\n  ROOT a = f32[] parameter(0)\n}\nENTRY f {\n  ROOT a = f32[] parameter(0)\n}\n",
        "ENTRY e {\n  a = s8[] parameter(0)\n  b = s8[] parameter(0)\n  ROOT c = s8[] add(a, b)\n}\n",
        "ENTRY e () -> f32[1] {\n  ROOT foo = f32[1,2,3] parameter(0)\n}\n",
        "ENTRY e {\n}\n",
        "",
        "ENTRY e {\n  a = f32[] parameter(0)\n  ROOT n = f32[] negate(a, a)\n}\n",
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        parsed p;
        parse_text(&p, bad[i]);
        cr_assert_gt(count_rule(&p, HLOA_RULE_SYNTAX), 0, "case %zu must be a syntax error", i);
        parsed_release(&p);
    }
}

Test(parse, recovers_and_reports_every_error)
{
    parsed p;
    parse_text(&p, "HloModule m\n"
                   "ENTRY e {\n"
                   "  a = f32[8] parameter(0)\n"
                   "  b = f32[8] negate(a,\n"
                   "  c = f32[8] negate(@)\n"
                   "  d = f32[8] negate(b), metadata={op_name=\"x\"\n"
                   "  ROOT e = f32[8] add(d, a)\n"
                   "}\n"
                   "f {\n"
                   "  x = f32[8] parameter(0) extra\n"
                   "  ROOT y = f32[8] negate(x)\n"
                   "}\n");
    cr_assert_geq(count_rule(&p, HLOA_RULE_SYNTAX), 3, "got %d", count_rule(&p, HLOA_RULE_SYNTAX));
    cr_assert_eq(count_rule(&p, HLOA_RULE_UNDEFINED_NAME), 0, "broken instructions stay defined");
    cr_assert_eq(p.m.n_comps, 2, "the second computation is still read");
    for (size_t i = 1; i < p.diags.list.len; i++)
        cr_assert_leq(p.diags.list.items[i - 1].off, p.diags.list.items[i].off, "sorted");
    parsed_release(&p);
}

Test(parse, mlir_after_the_module_is_a_warning)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  ROOT a = f32[] parameter(0)\n}\n\nmodule @jit_f attributes {x = 1} {\n}\n");
    cr_assert_eq(p.errors, 0);
    cr_assert_eq(count_rule(&p, HLOA_RULE_MLIR_TEXT), 1);
    parsed_release(&p);
}

Test(parse, hostile_bytes_never_crash)
{
    const char *inputs[] = {"\x01\x02\x03", "HloModule", "HloModule m\nENTRY", "ENTRY e {",
                            "ENTRY e { ROOT a = ", "((((((((", "}}}}}}", "%", "ENTRY e {\r\n"
                            "  ROOT a = f32[] parameter(0)\r\n}\r\n",
                            "ENTRY e { ROOT a = f32[] parameter(99999999999) }"};
    for (size_t i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
        parsed p;
        parse_text(&p, inputs[i]);
        parsed_release(&p);
    }
    char nul[] = "ENTRY e {\n  ROOT a = f32[] parameter(0)\0\n}\n";
    parsed p;
    hloa_source_init_mem(&p.src, "t", nul, sizeof(nul) - 1);
    hloa_diags_init(&p.diags);
    hloa_module_init(&p.m, &p.src, (hloa_region){0, p.src.len});
    cr_assert_gt(hloa_parse_module(&p.m, &p.diags), 0, "a NUL byte is an error");
    parsed_release(&p);
}

/* The text with a tab after every '=', '(' and line break outside strings: no byte reader applies. */
static char *spaced_out(const char *text)
{
    char *out = malloc(strlen(text) * 2 + 1), *o = out;
    int in_string = 0;
    for (const char *s = text; *s; s++) {
        *o++ = *s;
        if (*s == '"')
            in_string = !in_string;
        if ((*s == '=' || *s == '(' || *s == '\n') && !in_string)
            *o++ = '\t';
    }
    *o = 0;
    return out;
}

static void same_diags(const parsed *a, const parsed *b, const char *line)
{
    cr_assert_eq(a->diags.list.len, b->diags.list.len, "%s: %zu vs %zu diagnostics", line,
                 a->diags.list.len, b->diags.list.len);
    for (size_t i = 0; i < a->diags.list.len; i++) {
        const hloa_diag *x = &a->diags.list.items[i], *y = &b->diags.list.items[i];
        cr_assert_eq(x->rule, y->rule, "%s: rule of diagnostic %zu", line, i);
        cr_assert_str_eq(x->message, y->message, "%s", line);
        cr_assert_str_eq(x->instruction ? x->instruction : "", y->instruction ? y->instruction : "",
                         "%s", line);
    }
}

/*
 * text, where the byte readers may apply, gives the module and diagnostics of
 * its spaced-out copy, where none does. what names the case in failures.
 */
static void reads_as_the_tokens_read_it(const char *text, const char *what)
{
    char *spaced = spaced_out(text);
    parsed a, b;
    parse_text(&a, text);
    parse_text(&b, spaced);
    char why[256] = "";
    cr_assert_eq(a.errors, b.errors, "%s: %d vs %d errors", what, a.errors, b.errors);
    same_diags(&a, &b, what);
    /* Module equality wants every operand defined; with errors the diagnostics tell. */
    cr_assert(a.errors || hloa_module_equal(&a.m, &b.m, why, sizeof(why)), "%s: %s", what, why);
    parsed_release(&a);
    parsed_release(&b);
    free(spaced);
}

/*
 * Instruction lines of the common form are read from the bytes (the prefix
 * `name = shape opcode(` and plain `, key=value` attributes); every line must
 * give the module and diagnostics the token-by-token reading gives.
 */
Test(parse, byte_readers_agree_with_the_tokens)
{
    static const char *lines[] = {
        "%a = f32[] add(%p, %p), metadata={op_name=\"x\" source_line=3},"
        " frontend_attributes={k=\"v\"}",
        "%a = f32[] negate(%p), sharding={replicated}, index=7, direction=EQ",
        "%a = f32[] negate(%p), k=1x1", "%a = f32[] negate(%p), k=1e3",
        "%a = f32[] negate(%p), k=nan", "%a = f32[] negate(%p), k=-1",
        "%a = f32[] negate(%p), k=nanny", "%a = f32[] negate(%p), k=b01f_01io->b01f",
        "%a = f32[] negate(%p), k=[2,4]<=[8]", "%a = f32[] negate(%p), k=[2,4]<=[8]T(1,0)",
        "%a = f32[] negate(%p), k=true ", "%a = f32[] negate(%p), k=0_0x1_1",
        "%a = f32[] negate(%p), k={size=3x3 pad=0_0x1_1}", "%a = f32[] negate(%p), k=\"s\"",
        "%a = f32[] negate(%p), k=a b", "%a = f32[] negate(%p), k=", "%a = f32[] negate(%p), k=,",
        "%a = f32[] negate(%p), k=1, k=2", "%a = f32[] negate(%p), k=1 , j=2",
        "%a = f32[] negate(%p), k=12a", "%a = f32[] negate(%p), k=x:y",
        "%a = f32[] negate(%p), k={", "%a = f32[] negate(%p), k={1}{2}",
        "%a = f32[] negate(%p), k={1} {2}", "%a = f32[] negate(%p), k=E1, j=_x, m=Z",
        "%a = f32[] negate(%p), to_apply=%a", "%a = f32[] negate(%p), backend_config={\"x\":1}",
        "%a = f32[] negate(%p),k=1", "%a = f32[] negate(%p), control-predecessors={%p}",
        "%a = f32[] negate(%p) , k=1", "%a = f32[] nan(%p)", "%a = f32[] nanny(%p)",
        "%a = f32[] frobnicate(%p)", "%a = f32[] negate (%p)", "%a = f32[]  negate(%p)",
        "%a=f32[] negate(%p)", "%a = f32[3] negate(%p)", "%a = (f32[], f32[]) tuple(%p, %p)",
        "%a = f32[] add-start(%p, %p)", "%a = f32[] parameter(1)", "%a = f32[] parameter(01)",
        "%a = f32[] parameter( 1)", "%a = f32[] parameter(1 )", "%a = f32[] parameter(-1)",
        "%a = f32[] parameter(99999999999)", "%a = f32[] parameter(18446744073709551615)",
        "%a = f32[] parameter(99999999999999999999)", "%a = f32[] parameter(1), k=2",
        "%a = f32[] parameter(1x)", "%a = f32[] parameter()", "%a = f32[] negate(%p, %p)",
        "%a = f32[] negate(%q)", "%p = f32[] negate(%p)", "%a = f32[] constant(1)",
        "%a = f32[] negate(%p)", "a = f32[] negate(p)", "%a = f32[] negate(f32[] %p)",
        "%a = f32[] negate(f32[] negate(%p))", "%a = f32[]{:S(1)} negate(%p)",
        "%a = f32[] negate(%p)\n  %b: f32[] negate(%p)", "%a = f32[] negate(%p)\n  %",
        "%a = f32[] negate(%p)\n  %b= f32[] negate(%p)", "%a = f32[] negate(%p)\n  %b",
        "%a = f32[] negate(%p), k=1\n  %b:", "%a = f32[] parameter(1)\n  %b.c-d = f32[] negate(%p)",
        "%a = f32[] negate(%p), replica_groups=[2,8]<=[16]",
        "%a = f32[] negate(%p), k=[2,8]<=[2,8]T(1,0)", "%a = f32[] negate(%p), k=[2]<=",
        "%a = f32[] negate(%p), k=<=[2]", "%a = f32[] negate(%p), k=[2]<[3]",
        "%a = f32[] negate(%p), k=[2] <=[3]", "%a = f32[] negate(%p), k=a[2]b{3}",
        "%a = f32[] negate(%p), k=1[2]", "%a = f32[] negate(%p), k=[1]2x3",
        "%a = f32[] negate(%p), k=[1]nan", "%a = f32[] negate(%p), k=x-",
        "%a = f32[] negate(%p), to_apply=e", "%a = f32[] negate(%p), to_apply=%e, k=1",
        "%a = f32[] negate(%p), to_apply=%f", "%a = f32[] negate(%p), to_apply=nan",
        "%a = f32[] negate(%p), to_apply=%e:", "%a = f32[] negate(%p), to_apply=%",
        "%a = f32[] negate(%p), to_apply=1",
        "%a = f32[] negate(%p), to_apply={ROOT %z = f32[] parameter(0)}",
        "%a = f32[] negate(%p), calls=%e, to_apply=%e",
        "%a = f32[] negate(%p), to_apply=%e, to_apply=%e", "%a = f32[] negate(%p), to_apply=%e x",
        "%a = f32[] negate(%p), backend_config={\"a\":{\"b\":\"}\"}}, k=1",
        "%a = f32[] negate(%p), backend_config={\"a\":1",
        "%a = f32[] negate(%p), backend_config={} x", "%a = f32[] negate(%p), backend_config=\"x\"",
        "%a = f32[] negate(%p), backend_config={\"a\\\"\":1}",
        "%a = f32[] negate(%p), async_execution_thread=\"t\"",
        "%a = f32[] negate(%p), control-predecessors={%p}",
        "%a = (f32[], f32[]) tuple(%p, %p)\n  %b = (f32[], f32[]) tuple(%p, %p)",
        "%a = (f32[], (f32[])) tuple(%p, %p)\n  %b = (f32[], (f32[])) tuple(%p, %p)",
        "%a = (f32[], f32[]) tuple(%p, %p)\n  %b = (f32[], f32[])x tuple(%p, %p)",
        "%a = (f32[], f32[]) tuple(%p, %p)\n  %b = (f32[], f32[]) (%p, %p)",
        "%a = (f32[], f32[]) tuple(%p, %p)\n  %b = (f32[], f32[]", "%a = ((f32[]) tuple(%p)",
        "%a = f32[] {} negate(%p)", "%a = f32[]{} negate(%p)", "%a = f32[] negate(f32[] {} %p)",
        "%a = f32[]x negate(%p)", "%a = f32[],f32[] negate(%p)", "%a = f32[] negate(f32[]  %p)",
    };
    for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
        char text[1024];
        /* The parameter's shape is read first, so the line's own shape is one read before. */
        snprintf(text, sizeof(text),
                 "HloModule m\n\nENTRY %%e (p: f32[]) -> f32[] {\n  %%p = f32[] parameter(0)\n"
                 "  %s\n  ROOT %%r = f32[] negate(%%p)\n}\n",
                 lines[i]);
        reads_as_the_tokens_read_it(text, lines[i]);
    }
}

/* Signatures of the common form are read from the bytes; each must read as the tokens read it. */
Test(parse, signature_reader_agrees_with_the_tokens)
{
    static const char *signatures[] = {
        "(a: f32[], b: f32[]) -> f32[]", "(%a: f32[], %b: f32[]) -> f32[]", "() -> f32[]",
        "(a: f32[],b: f32[]) -> f32[]", "(a:f32[]) -> f32[]", "(a: f32[]) ->f32[]",
        "(a: (f32[], f32[])) -> f32[]", "(a: f32[8]{0}) -> f32[]", "(a: f32[]) -> f32[8]{0}",
        "(a: f32[], ) -> f32[]", "(a: f32[] b: f32[]) -> f32[]", "(a: f32[]) f32[]",
        "(a: f32[]) -> s32[]", "(1: f32[]) -> f32[]", "(nan: f32[]) -> f32[]",
        "(a: f32[]) -> f32[]x", "(a: f32[]x) -> f32[]", "(a: f32[]) -> (f32[], f32[])",
        "(a: f32[]) -> ", "(a: f32[]", "(a: f32[],", "(%: f32[]) -> f32[]",
        "(a-b.c: f32[]) -> f32[]",
    };
    for (size_t i = 0; i < sizeof(signatures) / sizeof(signatures[0]); i++) {
        char text[1024];
        /* The first computation reads f32[] and the tuple before the one tried. */
        snprintf(text, sizeof(text),
                 "HloModule m\n\n%%c0 (x: f32[]) -> (f32[], f32[]) {\n  %%x = f32[] parameter(0)\n"
                 "  ROOT %%t = (f32[], f32[]) tuple(%%x, %%x)\n}\n\n%%c1 %s {\n"
                 "  ROOT %%y = f32[] constant(1)\n}\n\nENTRY %%e (p: f32[]) -> f32[] {\n"
                 "  ROOT %%p = f32[] parameter(0)\n}\n",
                 signatures[i]);
        reads_as_the_tokens_read_it(text, signatures[i]);
    }
}

/* The spans a byte reader records are those the tokens give. */
Test(parse, byte_readers_record_exact_spans)
{
    const char *text = "ENTRY e {\n  p = f32[8]{0} parameter(0)\n"
                       "  ROOT %n = f32[8]{0} negate(p), k={1,2}, index=7, direction=EQ\n}\n";
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0);
    hloa_instr *n = find_instr(&p, "n");
    const char *t = p.src.text;
    hloa_spans sp;
    hloa_instr_spans(&p.m, n, &sp);
    cr_assert_not(n->spans_apart);
    cr_assert_eq(strncmp(t + sp.name_off, "%n = ", 5), 0);
    cr_assert_eq(strncmp(t + sp.shape_off, "f32[8]{0} ", sp.shape_end - sp.shape_off + 1), 0);
    cr_assert_eq(sp.shape_end - sp.shape_off, 9);
    cr_assert_eq(n->opcode_len, 6);
    cr_assert_eq(sp.opcode_off, n->opcode_off);
    cr_assert_eq(strncmp(t + n->opcode_off, "negate(", 7), 0);
    cr_assert_eq(t[sp.operands_off], '(');
    cr_assert_eq(t[sp.operands_end - 1], ')');
    cr_assert_eq(n->n_attrs, 3);
    static const char *keys[] = {"k", "index", "direction"}, *vals[] = {"{1,2}", "7", "EQ"};
    for (int i = 0; i < 3; i++) {
        const hloa_attr *a = &n->attrs[i];
        cr_assert_eq(strncmp(t + a->key_off, keys[i], strlen(keys[i])), 0);
        cr_assert_eq(t[a->key_off + strlen(keys[i])], '=');
        cr_assert_eq(a->val_len, strlen(vals[i]));
        cr_assert_eq(strncmp(t + a->val_off, vals[i], a->val_len), 0);
        cr_assert_eq(a->val, t + a->val_off);
    }
    cr_assert_eq(t[n->end], '\n', "the instruction ends with its last value");
    cr_assert_eq(t[n->end - 1], 'Q');
    parsed_release(&p);
}

/* The text of span [b, e) of the instruction spans of n, as a NUL-terminated copy. */
static char *span_text(const parsed *p, uint32_t b, uint32_t e)
{
    char *s = malloc(e - b + 1);
    memcpy(s, p->src.text + b, e - b);
    s[e - b] = '\0';
    return s;
}

/* Checks that n's spans hold the name, shape, opcode and operand list given. */
static void expect_spans(const parsed *p, const char *instr, const char *name, const char *shape,
                         const char *opcode, const char *operands)
{
    hloa_instr *n = find_instr(p, instr);
    cr_assert_not_null(n, "%s", instr);
    hloa_spans sp;
    hloa_instr_spans(&p->m, n, &sp);
    char *got[4] = {span_text(p, sp.name_off, sp.name_off + strlen(name)),
                    span_text(p, sp.shape_off, sp.shape_end),
                    span_text(p, sp.opcode_off, sp.opcode_off + n->opcode_len),
                    span_text(p, sp.operands_off, sp.operands_end)};
    const char *want[4] = {name, shape, opcode, operands};
    for (int i = 0; i < 4; i++) {
        cr_assert_str_eq(got[i], want[i], "%s: span %d", instr, i);
        free(got[i]);
    }
    cr_assert_eq(sp.opcode_off, n->opcode_off);
}

/*
 * Spans farther apart than the record's gaps hold (a long run of blanks, a
 * long name, a huge operand list, a nested operand with a long shape) are
 * kept in the module, and read back the same as the near ones.
 */
Test(parse, spans_far_apart_are_kept_exactly)
{
    char blanks[400], name[600], ops[4 * 30000 + 1];
    memset(blanks, ' ', sizeof(blanks) - 1);
    blanks[sizeof(blanks) - 1] = '\0';
    memset(name, 'x', sizeof(name) - 1);
    name[sizeof(name) - 1] = '\0';
    size_t k = 0;
    for (int i = 0; i < 30000; i++)
        k += (size_t)sprintf(ops + k, "%sa", i ? ", " : "");
    size_t cap = 4 * sizeof(ops) + 4096;
    char *text = malloc(cap);
    snprintf(text, cap,
             "ENTRY e {\n"
             "  a = f32[] parameter(0)\n"
             "  near = f32[] negate(a)\n"
             "  ROOT%sgap = f32[] negate(a)\n"
             "  %s = f32[] negate(a)\n"
             "  spaced = f32[]%snegate%s(a)\n"
             "  wide = (%s) tuple(%s)\n"
             "}\n",
             blanks, name, blanks, blanks, "f32[]", ops);
    parsed p;
    parse_text(&p, text);
    expect_spans(&p, "near", "near", "f32[]", "negate", "(a)");
    cr_assert_not(find_instr(&p, "near")->spans_apart);
    expect_spans(&p, "gap", "gap", "f32[]", "negate", "(a)");
    cr_assert(find_instr(&p, "gap")->spans_apart);
    expect_spans(&p, name, name, "f32[]", "negate", "(a)");
    cr_assert(find_instr(&p, name)->spans_apart);
    expect_spans(&p, "spaced", "spaced", "f32[]", "negate", "(a)");
    cr_assert(find_instr(&p, "spaced")->spans_apart);
    hloa_instr *wide = find_instr(&p, "wide");
    cr_assert(wide->spans_apart);
    cr_assert_eq(wide->n_operands, 30000);
    hloa_spans sp;
    hloa_instr_spans(&p.m, wide, &sp);
    cr_assert_eq(sp.operands_end - sp.operands_off, strlen(ops) + 2);
    cr_assert(p.m.spans_apart.len >= 4);
    for (size_t i = 1; i < p.m.spans_apart.len; i++)
        cr_assert_lt(p.m.spans_apart.items[i - 1].off, p.m.spans_apart.items[i].off, "kept sorted");
    parsed_release(&p);
    free(text);
}

/* A nested operand instruction whose shape is long has its name (the opcode) far off. */
Test(parse, nested_operand_with_a_long_shape)
{
    char dims[700];
    size_t k = 0;
    for (int i = 0; i < 200; i++)
        k += (size_t)sprintf(dims + k, "%s1", i ? "," : "");
    char text[4096];
    snprintf(text, sizeof(text),
             "ENTRY e {\n  a = f32[%s] parameter(0)\n"
             "  ROOT t = f32[%s] add(f32[%s] a, f32[%s] negate(f32[%s] a))\n}\n",
             dims, dims, dims, dims, dims);
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 0);
    hloa_instr *nested = NULL;
    for (uint32_t i = 0; i < p.m.entry->n_instrs; i++)
        if (p.m.entry->instrs[i]->anonymous)
            nested = p.m.entry->instrs[i];
    cr_assert_not_null(nested);
    cr_assert(nested->spans_apart);
    hloa_spans sp;
    hloa_instr_spans(&p.m, nested, &sp);
    cr_assert_eq(sp.shape_off, nested->off);
    cr_assert_eq(sp.name_off, nested->opcode_off);
    cr_assert_eq(strncmp(p.src.text + sp.shape_end - 2, "1]", 2), 0);
    cr_assert_eq(strncmp(p.src.text + sp.operands_off, "(f32[", 5), 0);
    cr_assert_eq(p.src.text[sp.operands_end - 1], ')');
    parsed_release(&p);
}

/* More attributes than an instruction record counts: an error there, nothing kept. */
Test(parse, too_many_attributes)
{
    size_t n = HLOA_MAX_ATTRS + 1, cap = n * 12 + 256, k = 0;
    char *text = malloc(cap);
    k += (size_t)snprintf(text, cap, "ENTRY e {\n  ROOT a = f32[] parameter(0)");
    for (size_t i = 0; i < n; i++)
        k += (size_t)snprintf(text + k, cap - k, ", k%zu=1", i);
    snprintf(text + k, cap - k, "\n}\n");
    parsed p;
    parse_text(&p, text);
    cr_assert_eq(p.errors, 1);
    cr_assert_eq(count_rule(&p, HLOA_RULE_SYNTAX), 1);
    cr_assert_eq(p.diags.list.items[0].off, 12, "at the instruction");
    hloa_instr *a = find_instr(&p, "a");
    cr_assert(a->broken);
    cr_assert_eq(a->n_attrs, 0);
    parsed_release(&p);
    free(text);
}

/* hloa_attr_has_word: a dict key or a listed name, never part of a longer word. */
Test(ir, attr_has_word_finds_whole_words_only)
{
    static const char v[] = "{_xla_a=\"1\", _xla_ab=\"x\"}";
    hloa_attr a = {.val = v, .val_len = sizeof(v) - 1};
    cr_assert(hloa_attr_has_word(&a, "_xla_a", 6));
    cr_assert(hloa_attr_has_word(&a, "_xla_ab", 7));
    cr_assert_not(hloa_attr_has_word(&a, "_xla", 4));
    cr_assert_not(hloa_attr_has_word(&a, "xla_a", 5));
    static const char list[] = "%b1,%b10";
    hloa_attr l = {.val = list, .val_len = sizeof(list) - 1};
    cr_assert(hloa_attr_has_word(&l, "b10", 3)); /* at the end of the value */
    cr_assert(hloa_attr_has_word(&l, "b1", 2));
    cr_assert_not(hloa_attr_has_word(&l, "b", 1));
    static const char bare[] = "body";
    hloa_attr w = {.val = bare, .val_len = sizeof(bare) - 1};
    cr_assert(hloa_attr_has_word(&w, "body", 4)); /* the whole value */
    cr_assert_not(hloa_attr_has_word(&w, "bodyx", 5));
}


/* A pair of texts and what hloa_module_equal says of them: why they differ, or NULL. */
typedef struct difference {
    const char *other, *why;
} difference;

/* Compares base with each case's text: the reason given, or equality where why is NULL. */
static void expect_differences(const char *base, const difference *cases, size_t n)
{
    parsed a;
    parse_text(&a, base);
    cr_assert_eq(a.errors, 0);
    for (size_t i = 0; i < n; i++) {
        parsed b;
        parse_text(&b, cases[i].other);
        cr_assert_eq(b.errors, 0, "case %zu", i);
        char why[128] = "";
        int eq = hloa_module_equal(&a.m, &b.m, why, sizeof(why));
        if (cases[i].why) {
            cr_expect_not(eq, "case %zu", i);
            cr_expect_str_eq(why, cases[i].why, "case %zu: %s", i, why);
        } else {
            cr_expect(eq, "case %zu: %s", i, why);
        }
        parsed_release(&b);
    }
    parsed_release(&a);
}

/*
 * hloa_module_equal, what the round-trip and grammar tests lean on, finds
 * each kind of difference and says which: pairs of modules that differ in one
 * thing, and pairs that differ only in blanks inside attribute values.
 */
Test(module_equal, names_each_difference)
{
    static const char base[] =
        "HloModule m, is_scheduled=true\n"
        "%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
        "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
        "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n}\n";
    static const difference cases[] = {
        {"HloModule n, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n}\n",
         "module header differs"},
        {"HloModule m\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n}\n",
         "is_scheduled differs"},
        {"HloModule m, is_scheduled=true\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  ROOT %p = f32[2] parameter(0)\n}\n",
         "computation count differs (2 vs 1)"},
        {"HloModule m, is_scheduled=true\n%g (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%g, metadata={op_name=\"a b\"}\n}\n",
         "computation 0 is named differently"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n"
         "  ROOT %d = f32[2] negate(f32[2] %c)\n}\n",
         "computation 'e': instruction count differs"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %q = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %q), to_apply=%f, metadata={op_name=\"a b\"}\n}\n",
         "instruction 'p' is named differently"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] negate(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n}\n",
         "instruction 'c': opcode differs"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2]{0} call(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n}\n",
         "instruction 'c': shape differs"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p, f32[2] %p), to_apply=%f, metadata={op_name=\"a b\"}\n}\n",
         "instruction 'c': operand count differs"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f\n}\n",
         "instruction 'c': attribute count differs"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a  b\"}\n}\n",
         "instruction 'c': attribute 1 differs"},
        {"HloModule m, is_scheduled=true\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
         "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a b\", x=1}\n}\n",
         "instruction 'c': attribute 1 differs"},
    };
    expect_differences(base, cases, sizeof(cases) / sizeof(cases[0]));
    /* Blanks between tokens of a value do not count; inside a string they do (above). */
    static const difference blanks = {
        "HloModule m, is_scheduled=true\n"
        "%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
        "ENTRY %e (p: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
        "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={ op_name=\"a b\" }\n}\n",
        NULL};
    expect_differences(base, &blanks, 1);
    /* Parameters that swap their numbers. */
    static const difference swapped = {
        "ENTRY %e (p: f32[2], q: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(1)\n"
        "  %q = f32[2] parameter(0)\n  ROOT %s = f32[2] add(%p, %q)\n}\n",
        "instruction 'p': parameter number differs"};
    expect_differences("ENTRY %e (p: f32[2], q: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n"
                       "  %q = f32[2] parameter(1)\n  ROOT %s = f32[2] add(%p, %q)\n}\n",
                       &swapped, 1);
}

/* Each syntax error of a module says what it expected and where (the first error of each). */
Test(parse, each_error_says_what_and_where)
{
    static const struct {
        const char *text;
        uint32_t line, col;
        const char *message;
    } cases[] = {
        {"ENTRY e {\n  a = f32[] parameter(0)\n  ROOT c = f32[] negate(a), sharding=\n}\n",
         4, 1, "expected an attribute value, found '}'"},
        {"ENTRY e {\n  ROOT c = f32[2,] parameter(0)\n}\n",
         2, 18, "expected a dimension, found ']'"},
        {"ENTRY e {\n  ROOT c = bf16[] constant(400000000000000000000000000000000000000)\n}\n",
         2, 28, "integer out of range"},
        {"ENTRY e {\n  ROOT c = c64[] constant((1 2))\n}\n",
         2, 30, "expected ',', found '2'"},
        {"ENTRY ENTRY e {\n  ROOT c = f32[] constant(1)\n}\n",
         1, 13, "expected '{' to open the computation body, found 'e'"},
        {"ENTRY e {\n  ROOT c = f16[] constant(1e5)\n}\n",
         2, 27, "value 1e5 is out of range for literal's primitive type f16"},
        {"ENTRY e {\n  ROOT c = f32[] constant(1e39)\n}\n",
         2, 27, "value 1e39 is out of range for literal's primitive type f32"},
        {"HloModule m, 5\nENTRY e {\n  ROOT c = f32[] constant(1)\n}\n",
         1, 14, "expected an attribute (name=value), found '5'"},
        {"ENTRY e {\n  ROOT c = s64[] constant(99999999999999999999)\n}\n",
         2, 27, "integer out of range"},
        {"ENTRY e {\n  a = f32[] parameter(0)\n  ROOT r = f32[] reduce(a, a), dimensions={}, to_apply={ x = f32[] parameter(0)\n}\n",
         5, 1, "expected '}' to close the computation, found end of input"},
        {"ENTRY e {\n  ROOT c = s32[] constant(1.5)\n}\n",
         2, 27, "expected an integer for a literal of type s32"},
        {"ENTRY e {\n  ROOT c = f32[] negate(\n}\n",
         3, 1, "expected an operand name, found '}'"},
        {"ENTRY {\n  ROOT c = f32[] constant(1)\n}\n",
         1, 7, "expected a computation name, found '{'"},
        {"ENTRY e {\n  ROOT c = f32[] constant(=)\n}\n",
         2, 27, "expected a literal value, found '='"},
        {"ENTRY e {\n  a = f32[] parameter(0)\n  b = f32[] parameter(2)\n  ROOT r = f32[] add(a, b)\n}\n",
         1, 7, "parameter number 1 is missing from this computation"},
        {"ENTRY e () -> f32[2] {\n  ROOT c = f32[] constant(1)\n}\n",
         1, 7, "shape of computation 'e', f32[2], is not compatible with that of its root instruction, f32[]"},
        {"ENTRY e {\n  ROOT c = s16[] constant(40000)\n}\n",
         2, 27, "value 40000 is out of range for literal's primitive type s16"},
        {"ENTRY e {\n  ROOT c = s32[] constant(3000000000)\n}\n",
         2, 27, "value 3000000000 is out of range for literal's primitive type s32"},
        {"ENTRY e {\n  ROOT c = f32[] constant(1) junk\n}\n",
         2, 30, "expected ',' and an attribute, or the end of the instruction, found 'junk'"},
        {"ENTRY e {\n  ROOT c = f32[] constant(1)\n}, execution_thread=3\n",
         3, 21, "expected a thread name string, found '3'"},
        {"ENTRY e {\n  ROOT c = f32[] constant(1)\n}, foo=\"x\"\n",
         3, 4, "expected execution_thread=, found 'foo='"},
        {"ENTRY e {\n  ROOT c = token[] constant({whatever})\n}\n",
         2, 29, "expected a literal value, found '{'"},
        {"ENTRY e {\n  ROOT c = token[] constant({)\n}\n",
         2, 29, "expected a literal value, found '{'"},
        {"ENTRY e {\n  ROOT c = (s32[], f32[]) constant(1, 2)\n}\n",
         2, 36, "expected '(' of a tuple literal, found '1'"},
        {"ENTRY e {\n  ROOT c = (s32[], f32[]) constant((1 2))\n}\n",
         2, 39, "expected ',', found '2'"},
        {"ENTRY e {\n  ROOT c = u16[] constant(70000)\n}\n",
         2, 27, "value 70000 is out of range for literal's primitive type u16"},
        {"ENTRY e {\n  ROOT c = u32[] constant(5000000000)\n}\n",
         2, 27, "value 5000000000 is out of range for literal's primitive type u32"},
        {"ENTRY e {\n  ROOT c = u8[] constant(-1)\n}\n",
         2, 26, "value -1 is out of range for literal's primitive type u8"},
        {"ENTRY e {\n  a = f32[] parameter(0)\n  ROOT c = f32[] negate(a), sharding={devices=[2]0,1]}\n}\n",
         3, 53, "expected '}', found ']'"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        parsed p;
        parse_text(&p, cases[i].text);
        cr_assert_gt(p.diags.list.len, 0, "case %zu: no diagnostic", i);
        const hloa_diag *dg = &p.diags.list.items[0];
        uint32_t line, col;
        hloa_source_linecol(&p.src, dg->off, &line, &col);
        cr_expect_eq(dg->rule, HLOA_RULE_SYNTAX, "case %zu", i);
        cr_expect_str_eq(dg->message, cases[i].message, "case %zu", i);
        cr_expect(line == cases[i].line && col == cases[i].col, "case %zu: at %u:%u", i, line, col);
        parsed_release(&p);
    }
}

/* Literal forms and header and computation attributes that read without an error. */
Test(parse, literal_and_attribute_forms_that_read)
{
    static const char *const good[] = {
        "ENTRY e {\n  ROOT c = c64[2] constant({(1, 2), (3.5, -4)})\n}\n",
        "ENTRY e {\n  ROOT c = f32[1000] constant({...})\n}\n",
        "ENTRY e {\n  ROOT c = (s32[], f32[2]) constant((1, {2, 3}))\n}\n",
        "ENTRY e {\n  ROOT c = pred[2] constant({true, false})\n}\n",
        "ENTRY e {\n  ROOT c = f32[2] constant({inf, -inf})\n}\n",
        "HloModule m, entry_computation_layout={(f32[])->f32[]}, alias_passthrough_params=true\n"
        "ENTRY e {\n  ROOT c = f32[] constant(1)\n}\n",
        "ENTRY e {\n  ROOT c = f32[] constant(1)\n}, execution_thread=\"host\"\n",
    };
    for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
        parsed p;
        parse_text(&p, good[i]);
        cr_expect_eq(p.errors, 0, "case %zu", i);
        cr_expect_eq(p.diags.list.len, 0, "case %zu: %s", i,
                     p.diags.list.len ? p.diags.list.items[0].message : "");
        parsed_release(&p);
    }
    parsed p;
    parse_text(&p, "HloModule m, is_scheduled=false\nENTRY e {\n  ROOT c = f32[] constant(1)\n}\n");
    cr_assert_not(p.m.is_scheduled);
    parsed_release(&p);
    parse_text(&p, "ENTRY e {\n  ROOT c = f32[] constant(1)\n}, execution_thread=\"host\"\n");
    uint32_t n;
    const char *thread = hloa_name(&p.m, p.m.comps[0]->thread, &n);
    cr_assert(n == 4 && !memcmp(thread, "host", 4));
    parsed_release(&p);
}

/* The rest of what hloa_module_equal compares: strings with escapes, roots, callees, threads. */
Test(module_equal, strings_roots_callees_and_threads)
{
#define HEAD "HloModule m\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n" \
             "%g (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n"
#define ENTRY_OPEN "ENTRY %e (p: f32[2], q: f32[2]) -> f32[2] {\n  %p = f32[2] parameter(0)\n" \
                   "  %q = f32[2] parameter(1)\n"
    static const char base[] =
        HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}\n"
                        "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n";
    static const difference cases[] = { /* why NULL: equal */
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"c\"}\n"
                         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "instruction 'c': attribute 1 differs"},
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\" }\n"
                         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         NULL},
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"bc\"}\n"
                         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "instruction 'c': attribute 1 differs"},
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}, x=1\n"
                         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "instruction 'c': attribute count differs"},
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%g, metadata={op_name=\"a\\\"b\"}\n"
                         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "instruction 'c': attribute 0 differs"},
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}\n"
                         "  ROOT %s = f32[2] add(f32[2] %q, f32[2] %c)\n}\n",
         "instruction 's': operand 0 differs"},
        {HEAD ENTRY_OPEN "  ROOT %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}\n"
                         "  %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "instruction 'c': ROOT differs"},
        {"HloModule m\n%f (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}, execution_thread=\"t\"\n"
         "%g (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n" ENTRY_OPEN
         "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}\n"
         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "computation 'f': entry or thread differs"},
        {"HloModule m\n%f {\n  ROOT %x = f32[2] parameter(0)\n}\n"
         "%g (x: f32[2]) -> f32[2] {\n  ROOT %x = f32[2] parameter(0)\n}\n" ENTRY_OPEN
         "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}\n"
         "  ROOT %s = f32[2] add(f32[2] %c, f32[2] %q)\n}\n",
         "computation 'f': result shape differs"},
        {HEAD ENTRY_OPEN "  %c = f32[2] call(f32[2] %p), to_apply=%f, metadata={op_name=\"a\\\"b\"}\n"
                         "  ROOT %s = f32[2] multiply(f32[2] %c, f32[2] %q)\n}\n",
         "instruction 's': opcode differs"},
    };
#undef HEAD
#undef ENTRY_OPEN
    expect_differences(base, cases, sizeof(cases) / sizeof(cases[0]));
}

/* Each integer type's limits, both sides; f16's; complex and float forms. */
Test(parse, literal_limits_of_every_type)
{
    static const struct {
        const char *type, *value;
        int fits;
    } cases[] = {
        {"s8", "-128", 1}, {"s8", "127", 1}, {"s8", "-129", 0}, {"s8", "128", 0},
        {"s16", "-32768", 1}, {"s16", "32767", 1}, {"s16", "-32769", 0}, {"s16", "32768", 0},
        {"s32", "-2147483648", 1}, {"s32", "2147483647", 1}, {"s32", "-2147483649", 0},
        {"u8", "0", 1}, {"u8", "255", 1}, {"u8", "256", 0}, {"u8", "-1", 0},
        {"u16", "65535", 1}, {"u16", "65536", 0}, {"u16", "-1", 0},
        {"u32", "4294967295", 1}, {"u32", "4294967296", 0}, {"u32", "-1", 0},
        {"s64", "-9223372036854775808", 1}, {"u64", "9223372036854775807", 1},
        {"f16", "65519", 1}, {"f16", "-65519.5", 1}, {"f16", "65520", 0}, {"f16", "inf", 1},
        {"bf16", "3e38", 1}, {"f32", "-3.5e38", 0}, {"f32", "7", 1}, {"f64", "1e300", 1},
        {"c64", "(1, -2.5)", 1}, {"c128", "(1e300, 0)", 1}, {"c64", "1.5", 1}, {"c64", "(1, 2", 0},
        {"c64", "(1; 2)", 0}, {"pred", "true", 1}, {"s32", "true", 1}, {"u4", "3", 1},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char text[256];
        snprintf(text, sizeof(text), "ENTRY e {\n  ROOT c = %s[] constant(%s)\n}\n", cases[i].type,
                 cases[i].value);
        parsed p;
        parse_text(&p, text);
        cr_expect_eq(p.errors == 0, cases[i].fits, "case %zu: %s[] constant(%s): %s", i,
                     cases[i].type, cases[i].value,
                     p.diags.list.len ? p.diags.list.items[0].message : "no diagnostic");
        parsed_release(&p);
    }
}

/* A frontend attribute's value by key: quoted or bare keys, quoted, dict or bare values. */
Test(parse, frontend_attribute_values_by_key)
{
    parsed p;
    parse_text(&p, "ENTRY e {\n  p = f32[8] parameter(0)\n"
                   "  a = f32[8] negate(p), frontend_attributes={k1=\"v1\", \"k2\"=\"v \\\"2\\\"\","
                   " k3={{0,1},{1,\"}\"}}, k4=bare , k5 = \"x\"}\n"
                   "  b = f32[8] negate(p), frontend_attributes={x=\"k1\"}\n"
                   "  c = f32[8] negate(p), frontend_attributes={k1}\n"
                   "  e = f32[8] negate(p), frontend_attributes={ \"k0\" = {\"a}\": 1} ,\n"
                   "    k1 = two words\n}\n"
                   "  f = f32[8] negate(p), frontend_attributes={x=1, k1}\n"
                   "  ROOT d = f32[8] negate(p)\n}\n");
    cr_assert_eq(p.errors, 0, "the module does not parse");
    static const struct {
        const char *instr, *key, *want; /* want NULL: no such attribute */
    } cases[] = {
        {"a", "k1", "v1"},        {"a", "k2", "v \\\"2\\\""}, {"a", "k3", "{{0,1},{1,\"}\"}}"},
        {"a", "k4", "bare"},      {"a", "k5", "x"},           {"a", "k6", NULL},
        {"b", "k1", NULL},        {"c", "k1", NULL},          {"d", "k1", NULL},
        {"e", "k0", "{\"a}\": 1}"}, {"e", "k1", "two words"},   {"f", "k1", NULL},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        uint32_t n = 0;
        const char *v = hloa_instr_frontend_attr(find_instr(&p, cases[i].instr), cases[i].key, &n);
        if (!cases[i].want)
            cr_expect_null(v, "%s's %s is '%.*s', not absent", cases[i].instr, cases[i].key,
                           (int)n, v ? v : "");
        else
            cr_expect(v && n == strlen(cases[i].want) && !memcmp(v, cases[i].want, n),
                      "%s's %s is '%.*s', not '%s'", cases[i].instr, cases[i].key, (int)n,
                      v ? v : "", cases[i].want);
    }
    parsed_release(&p);
}

/* The integer readers of attribute text (ir.c): absl::SimpleAtoi's reading, and the numbers of
   a list. */
Test(parse, integer_readers)
{
    static const struct {
        const char *s;
        int ok;
        int64_t v;
    } atoi_cases[] = {
        {"12", 1, 12},    {" -7 ", 1, -7}, {"+3", 1, 3},     {"", 0, 0},    {"+", 0, 0},
        {"1.5", 0, 0},    {"x", 0, 0},     {"1 2", 0, 0},    {"99999999999999999999", 0, 0},
        {"123456789012345678901234567890123", 0, 0},
    };
    for (size_t i = 0; i < sizeof(atoi_cases) / sizeof(atoi_cases[0]); i++) {
        int64_t v = 0;
        int ok = hloa_simple_atoi(atoi_cases[i].s, strlen(atoi_cases[i].s), &v);
        cr_expect_eq(ok, atoi_cases[i].ok, "'%s'", atoi_cases[i].s);
        if (ok)
            cr_expect_eq(v, atoi_cases[i].v, "'%s'", atoi_cases[i].s);
    }
    int64_t out[3] = {0};
    const char *list = "{1, 22,\"333\", 99999999999999999999999}";
    cr_expect_eq(hloa_read_ints(list, strlen(list), out, 3), 3);
    cr_expect(out[0] == 1 && out[1] == 22 && out[2] == 333);
    cr_expect_eq(hloa_read_ints(list + 17, strlen(list + 17), out, 3), 1);
    cr_expect_eq(out[0], INT64_MAX); /* past int64: the most it holds */
    cr_expect_eq(hloa_read_ints("none", 4, out, 3), 0);
}

/* The first diagnostic whose message holds s, or NULL. */
static const hloa_diag *diag_with(const parsed *p, const char *s)
{
    for (size_t i = 0; i < p->diags.list.len; i++)
        if (strstr(p->diags.list.items[i].message, s))
            return &p->diags.list.items[i];
    return NULL;
}

/* Inline computations nested past the depth limit: one located syntax error, no
   recursion past it. */
Test(parse, inline_computations_nested_too_deep)
{
    hloa_strbuf t = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&t, "ENTRY main {\n  a = s32[] parameter(0)\n  ROOT c = s32[] call(a), to_apply=");
    for (int i = 0; i < HLOA_MAX_DEPTH + 1; i++)
        hloa_strbuf_adds(&t, "{\n a = s32[] parameter(0)\n ROOT c = s32[] call(a), to_apply=");
    hloa_strbuf_adds(&t, "x\n");
    for (int i = 0; i < HLOA_MAX_DEPTH + 1; i++)
        hloa_strbuf_adds(&t, "}\n");
    hloa_strbuf_adds(&t, "}\n");
    parsed p;
    parse_text(&p, t.buf);
    const hloa_diag *d = diag_with(&p, "maximum nesting depth exceeded");
    cr_assert_not_null(d);
    cr_assert_eq(d->rule, HLOA_RULE_SYNTAX);
    cr_assert_gt(p.errors, 0);
    parsed_release(&p);
    hloa_strbuf_release(&t);
}

/* An instruction naming more computations than its record counts: a located
   syntax error, and it keeps none of them (the other instructions keep theirs). */
Test(parse, an_instruction_with_too_many_computation_references)
{
    hloa_strbuf t = HLOA_STRBUF_INIT;
    hloa_strbuf_adds(&t, "b {\n  x = s32[] parameter(0)\n  ROOT n = s32[] negate(x)\n}\n"
                         "ENTRY main {\n  i = s32[] parameter(0)\n  a = s32[] parameter(1)\n"
                         "  k = s32[] call(a), to_apply=b\n"
                         "  ROOT c = s32[] conditional(i, a), branch_computations={b");
    for (int i = 0; i < HLOA_MAX_ATTRS; i++)
        hloa_strbuf_adds(&t, ", b");
    hloa_strbuf_adds(&t, "}\n}\n");
    parsed p;
    parse_text(&p, t.buf);
    const hloa_diag *d = diag_with(&p, "computation references: at most 60000 of each are read");
    cr_assert_not_null(d, "%s", p.diags.list.len ? p.diags.list.items[0].message : "no diagnostic");
    cr_assert_eq(d->rule, HLOA_RULE_SYNTAX);
    hloa_instr *c = find_instr(&p, "c"), *k = find_instr(&p, "k");
    cr_assert_eq(c->n_called, 0);
    cr_assert_eq(k->n_called, 1);
    cr_assert_eq(k->called[0], p.m.comps[0]);
    parsed_release(&p);
    hloa_strbuf_release(&t);
}
