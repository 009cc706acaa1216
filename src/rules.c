/* The rule table (rows in rules.def) and the long explanations. */
#include "hloasync/diag.h"

#include <string.h>

/* Explanations: what the rule means, then a bad and a good example. */
static const char *const explanations[HLOA_RULE_COUNT] = {
    [HLOA_RULE_SYNTAX] =
        "The text does not follow the HLO grammar as XLA prints and parses it: an\n"
        "unexpected token, an unterminated string or comment, a malformed shape,\n"
        "two ROOTs in one computation, two ENTRY computations, a parameter number\n"
        "used twice, or nesting deeper than 500 levels. The parser recovers at the\n"
        "next instruction, so every syntax error of a file is reported in one run.\n"
        "\n"
        "bad:\n"
        "  ENTRY e {\n"
        "    p = f32[8] parameter(0)\n"
        "    ROOT n = f32[8] negate(p\n"
        "  }\n"
        "good:\n"
        "  ENTRY e {\n"
        "    p = f32[8] parameter(0)\n"
        "    ROOT n = f32[8] negate(p)\n"
        "  }\n",
    [HLOA_RULE_UNDEFINED_NAME] =
        "An operand or control predecessor must name an instruction defined earlier\n"
        "in the same computation; a computation reference (calls=, to_apply=,\n"
        "condition=, body=, branch_computations=, ...) must name a computation of\n"
        "the module.\n"
        "\n"
        "bad:\n"
        "  ENTRY e {\n"
        "    ROOT n = f32[8] negate(p)\n"
        "  }\n"
        "good:\n"
        "  ENTRY e {\n"
        "    p = f32[8] parameter(0)\n"
        "    ROOT n = f32[8] negate(p)\n"
        "  }\n",
    [HLOA_RULE_DUPLICATE_NAME] =
        "Instruction names are unique within a computation and computation names\n"
        "are unique within a module. The note points at the first definition.\n"
        "\n"
        "bad:\n"
        "  ENTRY e {\n"
        "    a = s8[] parameter(0)\n"
        "    a = s8[] parameter(1)\n"
        "    ROOT s = s8[] add(a, a)\n"
        "  }\n"
        "good:\n"
        "  ENTRY e {\n"
        "    a = s8[] parameter(0)\n"
        "    b = s8[] parameter(1)\n"
        "    ROOT s = s8[] add(a, b)\n"
        "  }\n",
    [HLOA_RULE_OPERAND_SHAPE] =
        "An operand written with an inline shape (the long dump style) must state a\n"
        "shape compatible with the operand's own result shape; layouts are ignored.\n"
        "\n"
        "bad:\n"
        "  p = f32[2,2] parameter(0)\n"
        "  ROOT n = f32[2,5] negate(f32[2,5] p)\n"
        "good:\n"
        "  p = f32[2,2] parameter(0)\n"
        "  ROOT n = f32[2,2] negate(f32[2,2] p)\n",
    [HLOA_RULE_UNKNOWN_OPCODE] =
        "hlo-async does not know this opcode. It may be newer than the tool, so the\n"
        "instruction is kept as written and takes part in name and operand checks;\n"
        "only its semantics are unknown. A warning, not an error.\n"
        "\n"
        "bad (for this tool):\n"
        "  ROOT x = f32[8] frobnicate(p)\n"
        "good:\n"
        "  ROOT x = f32[8] negate(p)\n",
    [HLOA_RULE_MLIR_TEXT] =
        "Some dumps and documents put the StableHLO/MHLO form of a program after its\n"
        "HLO text. hlo-async checks the HLO module and stops at the first line that\n"
        "starts an MLIR module ('module @...', 'func.func ...'), with this warning\n"
        "so that nothing is skipped silently.\n"
        "\n"
        "bad (for this tool):\n"
        "  ENTRY e { ROOT p = f32[] parameter(0) }\n"
        "  module @jit_f { func.func public @main() { ... } }\n"
        "good:\n"
        "  ENTRY e { ROOT p = f32[] parameter(0) }\n",
    [HLOA_RULE_MISSING_SHAPE] =
        "XLA cannot infer the shape of async and collective instructions, so their\n"
        "result shape must be written.\n"
        "\n"
        "bad:\n"
        "  s = async-start(p), calls=%wrapped\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%wrapped\n",
};

const hloa_rule_info hloa_rules[HLOA_RULE_COUNT] = {
#define RULE(e, id, sev, summary) {id, HLOA_SEV_##sev, summary},
#include "hloasync/rules.def"
#undef RULE
};

int hloa_rule_lookup(const char *id)
{
    for (int i = 0; i < HLOA_RULE_COUNT; i++)
        if (strcmp(hloa_rules[i].id, id) == 0)
            return i;
    return -1;
}

const char *hloa_rule_explanation(int rule)
{
    return rule >= 0 && rule < HLOA_RULE_COUNT ? explanations[rule] : NULL;
}
