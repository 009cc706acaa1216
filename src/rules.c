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
    [HLOA_RULE_UNUSED_SUPPRESSION] =
        "A comment `// hlo-async: ignore[rule, ...]` on the line before an instruction,\n"
        "or at the end of a line of the instruction, drops those rules' diagnostics\n"
        "in that instruction. A listed rule that drops nothing, an unknown rule id,\n"
        "or a malformed comment is reported, so stale suppressions do not pile up.\n"
        "\n"
        "bad:\n"
        "  // hlo-async: ignore[async-no-overlap]\n"
        "  %m = f32[8] multiply(%p, %p)\n"
        "good:\n"
        "  // hlo-async: ignore[async-no-overlap]\n"
        "  %ar = f32[8] all-reduce-start(%p), to_apply=%sum\n"
        "  %ard = f32[8] all-reduce-done(%ar)\n",
    [HLOA_RULE_MISSING_SHAPE] =
        "XLA cannot infer the shape of async and collective instructions, so their\n"
        "result shape must be written.\n"
        "\n"
        "bad:\n"
        "  s = async-start(p), calls=%wrapped\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%wrapped\n",
    [HLOA_RULE_ASYNC_START_SHAPE] =
        "The shape of async-start and async-update is the async tuple\n"
        "((bound operand shapes...), output, state...): a tuple of at least two\n"
        "elements whose element {0} is itself a tuple (XLA R4, R24).\n"
        "\n"
        "bad:\n"
        "  s = (f32[8], f32[8]) async-start(p), calls=%w\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n",
    [HLOA_RULE_ASYNC_CALLS] =
        "A generic async-start names the computation it runs with calls=. An\n"
        "async-update or async-done may restate calls=, but only naming the same\n"
        "computation (XLA R7, R8).\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p)\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n",
    [HLOA_RULE_ASYNC_CHAIN_USER] =
        "Each async-start and async-update has exactly one user: the next link of\n"
        "its chain, an async-update or async-done taking it as operand 0. Anything\n"
        "else (a second done, a tuple, a get-tuple-element) breaks the chain (R22).\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  d1 = f32[8] async-done(s)\n"
        "  d2 = f32[8] async-done(s)\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  d = f32[8] async-done(s)\n",
    [HLOA_RULE_ASYNC_CHAIN_UNTERMINATED] =
        "Every async chain ends in an async-done. A start or update nobody uses\n"
        "leaves the operation running forever (R22: 'requires one consumer, found 0').\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  ROOT r = f32[8] negate(p)\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  ROOT d = f32[8] async-done(s)\n",
    [HLOA_RULE_ASYNC_CHAIN_OPERAND] =
        "Operand 0 of async-update and async-done is the previous link of the chain:\n"
        "an async-start or async-update (not a done, a tuple or a first-class start\n"
        "like copy-start). async-done takes exactly that one operand (R5, R23, R31).\n"
        "\n"
        "bad:\n"
        "  t = (f32[8]) tuple(p)\n"
        "  d = f32[8] async-done(t)\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  d = f32[8] async-done(s)\n",
    [HLOA_RULE_ASYNC_WRAPPED_OPCODE] =
        "X-update and X-done name the operation X of their chain: the X of the\n"
        "X-start, or the root of the computation a generic start calls (R8).\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) custom-call-start(p), custom_call_target=\"foo\"\n"
        "  d = f32[8] add-done(s)\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) custom-call-start(p), custom_call_target=\"foo\"\n"
        "  d = f32[8] custom-call-done(s)\n",
    [HLOA_RULE_ASYNC_THREAD] =
        "A chain runs on one execution thread: async_execution_thread of the start\n"
        "(default \"main\"). Updates and dones may restate it but not change it, and\n"
        "the called computation's execution_thread must be the same (R8, R32).\n"
        "\n"
        "bad:\n"
        "  %w { ... }, execution_thread=\"host\"\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "good:\n"
        "  %w { ... }, execution_thread=\"host\"\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), async_execution_thread=\"host\", calls=%w\n",
    [HLOA_RULE_ASYNC_COMPUTATION_SHARED] =
        "A computation run by an async-start belongs to that chain alone: no second\n"
        "async-start, and no call, fusion, while or other instruction may name it\n"
        "(R10; XLA does not check the second half, gap 12).\n"
        "\n"
        "bad:\n"
        "  s1 = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  s2 = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "good:\n"
        "  s1 = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w1\n"
        "  s2 = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w2\n",
    [HLOA_RULE_ASYNC_COMPUTATION_NOT_TRIVIAL] =
        "XLA's verifier accepts only parameters and one root in a computation run by\n"
        "a generic async op (R30; computations of only send/recv, or only\n"
        "get-tuple-elements, are exempt). hlo-async warns, and not for late-bound\n"
        "(call-form) chains, which exist to run whole computations.\n"
        "\n"
        "bad:\n"
        "  %w { p = f32[8] parameter(0)  n = f32[8] negate(p)  ROOT a = f32[8] abs(n) }\n"
        "good:\n"
        "  %w { p = f32[8] parameter(0)  ROOT a = f32[8] abs(p) }\n",
    [HLOA_RULE_ASYNC_STATE] =
        "Elements {2..} of the async tuple are opaque state; they should not change\n"
        "between the start and its updates (gap 4).\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  u = ((f32[8]), f32[8], u32[]) async-update(s)\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  u = ((f32[8]), f32[8], s32[]) async-update(s)\n",
    [HLOA_RULE_ASYNC_OPERAND_SHAPE] =
        "A bound operand has the shape of the parameter it binds, and element {0}\n"
        "of the async tuple states that same shape (R25, R27).\n"
        "\n"
        "bad:\n"
        "  %w { a = f32[8] parameter(0)  ROOT n = f32[8] negate(a) }\n"
        "  s = ((f32[4]), f32[8], s32[]) async-start(q), calls=%w   // q: f32[4]\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w   // p: f32[8]\n",
    [HLOA_RULE_ASYNC_BINDING_ORDER] =
        "Operands bind parameters strictly left to right (late binding). Element {0}\n"
        "of each link is exactly the tuple of shapes bound so far: the start's lists\n"
        "its operands, and each update's is the previous {0} extended by exactly the\n"
        "operands it binds.\n"
        "\n"
        "bad:\n"
        "  s = ((f32[], f32[]), (), s32[]) call-start(a), to_apply=%foo\n"
        "  u = ((f32[]), f32[], s32[]) call-update(s, b)\n"
        "good:\n"
        "  s = ((f32[]), (), s32[]) call-start(a), to_apply=%foo\n"
        "  u = ((f32[], f32[]), f32[], s32[]) call-update(s, b)\n",
    [HLOA_RULE_ASYNC_OVERBOUND] =
        "A chain cannot bind more operands than the computation has parameters\n"
        "(XLA reads past element {0} instead: gap 3).\n"
        "\n"
        "bad:\n"
        "  %foo { p0 = f32[] parameter(0)  ROOT n = f32[] negate(p0) }\n"
        "  s = ((f32[], f32[]), f32[], s32[]) call-start(a, b), to_apply=%foo\n"
        "good:\n"
        "  s = ((f32[]), f32[], s32[]) call-start(a), to_apply=%foo\n",
    [HLOA_RULE_ASYNC_UNDERBOUND] =
        "By the async-done every parameter of the computation is bound.\n"
        "\n"
        "bad:\n"
        "  %foo { p0 = f32[] parameter(0)  p1 = f32[] parameter(1)  ROOT s = f32[] add(p0, p1) }\n"
        "  s = ((f32[]), (), s32[]) call-start(a), to_apply=%foo\n"
        "  d = f32[] call-done(s)\n"
        "good:\n"
        "  s = ((f32[]), (), s32[]) call-start(a), to_apply=%foo\n"
        "  u = ((f32[], f32[]), (), s32[]) call-update(s, b)\n"
        "  d = f32[] call-done(u)\n",
    [HLOA_RULE_ASYNC_OUTPUT_SHAPE] =
        "The output is the computation's root: element {1} once bound, and the\n"
        "result of async-done, must both be the root's shape (R26, R29).\n"
        "\n"
        "bad:\n"
        "  %w { p = f32[8] parameter(0)  ROOT n = f32[8] negate(p) }\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  d = f32[4] async-done(s)\n"
        "good:\n"
        "  d = f32[8] async-done(s)\n",
    [HLOA_RULE_ASYNC_OUTPUT_REBOUND] =
        "The output slot {1} is () until the output is bound, by an update or by the\n"
        "done, and is bound once: it never changes afterwards and never goes back\n"
        "to ().\n"
        "\n"
        "bad:\n"
        "  s = ((f32[]), f32[], s32[]) call-start(a), to_apply=%foo\n"
        "  u = ((f32[]), (), s32[]) call-update(s)\n"
        "good:\n"
        "  s = ((f32[]), f32[], s32[]) call-start(a), to_apply=%foo\n"
        "  u = ((f32[]), f32[], s32[]) call-update(s)\n",
    [HLOA_RULE_ASYNC_OUTPUT_BUFFER] =
        "Operands of an update after those that bind parameters are output buffers.\n"
        "They are allowed only on the update that binds the output, and their\n"
        "shapes are the leaves of the new output, in order.\n"
        "\n"
        "bad:\n"
        "  s = ((f32[1024]), (), s32[]) call-start(in), to_apply=%foo\n"
        "  u = ((f32[1024]), (f32[1024]), s32[]) call-update(s, out)   // out: f32[8]\n"
        "good:\n"
        "  u = ((f32[1024]), (f32[1024]), s32[]) call-update(s, out)   // out: f32[1024]\n",
    [HLOA_RULE_ASYNC_UPDATE_SHAPE] =
        "An async-update that binds nothing has exactly its operand's shape (R6,\n"
        "R28).\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w\n"
        "  u = ((f32[8]), f32[8], s32[], s32[]) async-update(s)\n"
        "good:\n"
        "  u = ((f32[8]), f32[8], s32[]) async-update(s)\n",
    [HLOA_RULE_ASYNC_ALIAS_LAYOUT] =
        "Element {0}[i] is the buffer of bound operand i, and element {1} the buffer\n"
        "of the done's result: where both sides write a layout they must agree in\n"
        "minor-to-major order, tiling and memory space (XLA's layout-sensitive mode\n"
        "of R25-R29).\n"
        "\n"
        "bad:\n"
        "  p = f32[8,128]{1,0} parameter(0)\n"
        "  s = ((f32[8,128]{0,1}), f32[8,128]{1,0}, s32[]) async-start(p), calls=%w\n"
        "good:\n"
        "  s = ((f32[8,128]{1,0}), f32[8,128]{1,0}, s32[]) async-start(p), calls=%w\n",
    [HLOA_RULE_ASYNC_ALIAS_INDEX] =
        "output_to_operand_aliasing={{out}: (operand, {in}), ...} pairs an index of\n"
        "the instruction's shape with an index of one of its operands: both must\n"
        "exist and name equal shapes (R27).\n"
        "\n"
        "bad:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w, output_to_operand_aliasing={{1}: (3, {})}\n"
        "good:\n"
        "  s = ((f32[8]), f32[8], s32[]) async-start(p), calls=%w, output_to_operand_aliasing={{1}: (0, {})}\n",
    [HLOA_RULE_ASYNC_BUFFER_REUSE] =
        "In a scheduled module an output buffer bound to a chain belongs to it until\n"
        "its done: no other chain in flight may bind it and no other instruction\n"
        "may use it in between.\n"
        "\n"
        "bad:\n"
        "  u = ((f32[8]), (f32[8]), s32[]) call-update(s, buf)\n"
        "  x = f32[8] negate(buf)\n"
        "  d = (f32[8]) call-done(u)\n"
        "good:\n"
        "  u = ((f32[8]), (f32[8]), s32[]) call-update(s, buf)\n"
        "  d = (f32[8]) call-done(u)\n"
        "  x = f32[8] negate(buf)\n",
    [HLOA_RULE_PAIR_USER] =
        "copy-start, all-reduce-start, all-gather-start, collective-permute-start,\n"
        "send and recv each have exactly one user, their done (all-gather-start\n"
        "included, which XLA does not check: gap 5). send/recv passing through a\n"
        "tuple into a loop (pipelining) are accepted as XLA does.\n"
        "\n"
        "bad:\n"
        "  cs = (f32[8], f32[8], u32[]) copy-start(p)\n"
        "  d1 = f32[8] copy-done(cs)\n"
        "  d2 = f32[8] copy-done(cs)\n"
        "good:\n"
        "  cs = (f32[8], f32[8], u32[]) copy-start(p)\n"
        "  d = f32[8] copy-done(cs)\n",
    [HLOA_RULE_PAIR_OPERAND] =
        "The operand of a first-class done is its matching start (R23).\n"
        "\n"
        "bad:\n"
        "  t = (f32[8], f32[8], u32[]) tuple(p, p, c)\n"
        "  d = f32[8] copy-done(t)\n"
        "good:\n"
        "  cs = (f32[8], f32[8], u32[]) copy-start(p)\n"
        "  d = f32[8] copy-done(cs)\n",
    [HLOA_RULE_PAIR_SHAPE] =
        "Shapes of first-class pairs (R34-R38): copy-start (dest, src, u32[]) with\n"
        "dest = src up to memory space, copy-done = {0}; all-reduce-start = the\n"
        "reduced shape, done = the start's; all-gather-start (in, out), done = {1};\n"
        "collective-permute-start (x, x, context...), done = {1}; send and recv\n"
        "(data, u32[], token[]), send-done token[], recv-done (data, token[]).\n"
        "\n"
        "bad:\n"
        "  ar = (f32[8], f32[8]) all-reduce-start(p), to_apply=%sum\n"
        "good:\n"
        "  ar = f32[8] all-reduce-start(p), to_apply=%sum\n",
    [HLOA_RULE_PAIR_CHANNEL] =
        "send-done and recv-done repeat the channel_id and is_host_transfer of their\n"
        "send or recv (R38; XLA's parser fails without a message here: gap 7).\n"
        "\n"
        "bad:\n"
        "  s = (f32[8], u32[], token[]) send(p, tok), channel_id=1\n"
        "  d = token[] send-done(s), channel_id=2\n"
        "good:\n"
        "  d = token[] send-done(s), channel_id=1\n",
    [HLOA_RULE_ASYNC_NO_OVERLAP] =
        "In a scheduled module (is_scheduled=true) text order is the schedule. A\n"
        "start immediately followed by its done (only its own updates between)\n"
        "overlaps nothing: the op is async in name only. A note, not an error.\n"
        "\n"
        "bad:\n"
        "  s = f32[8] all-reduce-start(p), to_apply=%sum\n"
        "  d = f32[8] all-reduce-done(s)\n"
        "  m = f32[8] multiply(q, q)\n"
        "good:\n"
        "  s = f32[8] all-reduce-start(p), to_apply=%sum\n"
        "  m = f32[8] multiply(q, q)\n"
        "  d = f32[8] all-reduce-done(s)\n",
    [HLOA_RULE_ASYNC_IN_FLIGHT] =
        "With --max-in-flight=N, at most N async ops (chains and first-class pairs)\n"
        "may be in flight at any point of a scheduled computation: more start\n"
        "before earlier ones are done than the limit allows.\n"
        "\n"
        "bad:\n"
        "  (--max-in-flight=1)\n"
        "  a = f32[8] all-reduce-start(p), to_apply=%sum\n"
        "  b = f32[8] all-reduce-start(q), to_apply=%sum\n"
        "  ...\n"
        "good:\n"
        "  a = f32[8] all-reduce-start(p), to_apply=%sum\n"
        "  ad = f32[8] all-reduce-done(a)\n"
        "  b = f32[8] all-reduce-start(q), to_apply=%sum\n",
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
