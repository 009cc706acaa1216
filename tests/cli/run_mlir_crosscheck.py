#!/usr/bin/env python3
"""The same rules in both texts: HLO test modules against hand-written MLIR (prints TAP).

Each async module of testdata/verify/ (those with a generic async-start) is in
the table below: either the MLIR file in testdata/mlir/crosscheck/ that says
the same in MHLO, with the MLIR-only rules that its MLIR spelling also breaks,
or the reason it has no MLIR form. For each pair, `hlo-async verify
--format=json` must give the HLO module's rule ids for the MLIR one too, plus
exactly the MLIR-only ids listed. Every async module of testdata/verify/ must
be in the table, so a new one cannot be left out unnoticed. JAX's async
collective custom-calls (second table): the StableHLO module gets every
diagnostic of the HLO one, severity and message too.

Usage: run_mlir_crosscheck.py HLO_ASYNC REPO_ROOT
"""
import glob
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
TESTDATA = os.path.join(ROOT, "testdata")

# HLO module -> (MLIR module, MLIR-only rules it also breaks) or a string: why it has no MLIR form.
NO_ALIASING = "output_to_operand_aliasing has no MHLO async form"
TABLE = {
    "verify/ok/seed_generic_async.hlo": ("mlir/crosscheck/seed_generic_async.mlir", set()),
    "verify/ok/seed_async_updates.hlo": ("mlir/crosscheck/seed_async_updates.mlir", set()),
    "verify/ok/threads_and_restated_attributes.hlo":
        ("mlir/crosscheck/threads_and_restated_attributes.mlir", set()),
    "verify/err/async_calls.hlo": ("mlir/crosscheck/async_calls.mlir", set()),
    "verify/err/async_chain_unterminated.hlo": ("mlir/crosscheck/async_chain_unterminated.mlir", set()),
    "verify/err/async_chain_user.hlo": ("mlir/crosscheck/async_chain_user.mlir", set()),
    "verify/err/async_computation_not_trivial.hlo":
        ("mlir/crosscheck/async_computation_not_trivial.mlir", set()),
    "verify/err/async_computation_shared.hlo": ("mlir/crosscheck/async_computation_shared.mlir", set()),
    "verify/err/async_computation_shared_earlier_caller.hlo":
        ("mlir/crosscheck/async_computation_shared_earlier_caller.mlir", set()),
    # The bundle states the operand's type as the input's: MHLO checks that too.
    "verify/err/async_operand_shape.hlo":
        ("mlir/crosscheck/async_operand_shape.mlir", {"mlir-bundle-signature"}),
    "verify/err/async_output_shape.hlo":
        ("mlir/crosscheck/async_output_shape.mlir", {"mlir-bundle-signature"}),
    "verify/err/async_thread.hlo": ("mlir/crosscheck/async_thread.mlir", set()),
    "verify/err/async_start_shape.hlo":
        "every !mhlo.async_bundle of two or more types is an async tuple (the short form "
        "<operand, output> is a valid one); one of fewer is a syntax error of the type",
    "verify/ok/async_computation_collectives_group.hlo":
        "frontend_attributes (_collectives_group) have no MHLO async form",
    "verify/ok/async_chains_xla_accepts.hlo": "a handle through tuple, opt-barrier, copy, "
        "custom-call and while, which the MHLO bundle (an operand of async ops only) has no form of",
    "verify/err/async_calls_loop_copies.hlo": "handles carried through a while loop, which "
        "the MHLO bundle (an operand of async ops only) has no form of",
    "verify/err/async_chain_xla_forms.hlo": "dot-start sugar, first-class collectives and "
        "() placeholders in {0}, which MHLO has no form of",
    "verify/err/async_runs_sync.hlo": "first-class collective pairs and backend_config, which "
        "MHLO's async bundles have no form of",
    "verify/err/async_cross_rank.hlo": "first-class collective pairs in a schedule, which MHLO's "
        "async bundles have no form of",
    "verify/ok/scheduling_intent_forms.hlo": "frontend_attributes (scheduling groups, stream "
        "annotations) have no MHLO async form",
    "verify/err/stream_annotation_passed_over.hlo": "frontend_attributes (stream "
        "annotations) have no MHLO async form",
    "verify/err/scheduling_group_copy_only.hlo": "frontend_attributes (scheduling groups) "
        "have no MHLO async form",
    "verify/err/scheduling_group_value_sync.hlo": "frontend_attributes (scheduling groups) "
        "have no MHLO async form",
    "verify/err/send_recv_deadlock_forms.hlo":
        "schedules, send/recv and frontend_attributes have no MHLO async form",
    "verify/ok/send_recv_no_deadlock.hlo":
        "schedules, send/recv and frontend_attributes have no MHLO async form",
    "verify/ok/call_on_same_thread.hlo": "its chain is call-start sugar, which MHLO has no form of",
    "verify/ok/inline_body_on_a_thread.hlo": "MHLO calls functions by symbol: no inline bodies",
    "verify/ok/inline_computation.hlo": "MHLO calls functions by symbol: no inline bodies",
    "verify/ok/late_binding_and_aliasing.hlo": "late binding (call-update binding operands) "
        "has no MHLO form: async_update takes only the bundle",
    "verify/ok/seed_design_examples.hlo": "late binding and sugared forms of the design, "
        "which MHLO has no form of",
    "verify/err/async_alias_index.hlo": NO_ALIASING,
    "verify/err/async_alias_index_forms.hlo": NO_ALIASING,
    "verify/err/async_alias_layout.hlo": NO_ALIASING,
    "verify/err/async_alias_layout_variants.hlo": NO_ALIASING,
    "verify/err/async_alias_layout_output.hlo": NO_ALIASING,
    "verify/err/async_alias_tiles_and_context.hlo": NO_ALIASING,
    "verify/err/async_chain_variants.hlo": "its cases mix syntax errors and sugared ops",
    "verify/err/async_computation_not_trivial_broken_start.hlo":
        "a syntax error inside an HLO instruction",
    "verify/err/async_in_flight_mixed.hlo": "its chains are sugared ops and first-class pairs",
    "verify/err/pair_user_async_root.hlo": "first-class pairs (copy-start) have no MHLO form",
    "verify/ok/compact_operands.hlo": "compact get-tuple-element operands (%t#1#0) are HLO "
        "text's; its chains are sugared ops and first-class pairs besides",
}


def report_of(rel):
    """The diagnostics of `verify --format=json` on rel, and why there are none when unread."""
    r = subprocess.run([BIN, "verify", "--format=json", "--isolated", rel], cwd=TESTDATA,
                       capture_output=True, timeout=60)
    try:
        report = json.loads(r.stdout)
    except json.JSONDecodeError:
        return None, f"exit {r.returncode}: {r.stderr.decode()}"
    return [d for f in report["files"] for d in f["diagnostics"]], ""


def rule_ids(rel):
    diags, why = report_of(rel)
    return (None if diags is None else {d["rule"] for d in diags}), why


async_modules = sorted(
    os.path.relpath(p, TESTDATA)
    for p in glob.glob(os.path.join(TESTDATA, "verify", "*", "*.hlo"))
    if "async-start(" in open(p, encoding="utf-8", errors="replace").read())
check("every async module of testdata/verify/ is in the table",
      set(async_modules) == set(TABLE),
      f"missing: {sorted(set(async_modules) - set(TABLE))}\nstale: {sorted(set(TABLE) - set(async_modules))}")

pairs = 0
for hlo, entry in sorted(TABLE.items()):
    if isinstance(entry, str):
        continue
    mlir, extra = entry
    pairs += 1
    want, why = rule_ids(hlo)
    got, why2 = rule_ids(mlir)
    if want is None or got is None:
        check(f"{hlo} ~ {mlir}", False, why + why2)
        continue
    check(f"{hlo} ~ {mlir}: {', '.join(sorted(want)) or 'clean'}",
          got == want | extra and all(x.startswith("mlir-") for x in extra),
          f"HLO: {sorted(want)}\nMLIR: {sorted(got)}\nMLIR-only expected: {sorted(extra)}")
check("at least 12 modules have an MLIR equivalent", pairs >= 12, f"{pairs}")

# JAX's async collective custom-calls: one implementation reads both texts, so each
# diagnostic of the HLO module is the MLIR one's, message and all (names without '%').
JAX = {
    "verify/err/async_collective_config.hlo": "mlir/crosscheck/async_collective_config.mlir",
    "verify/err/async_collective_unpaired.hlo": "mlir/crosscheck/async_collective_unpaired.mlir",
}


def diagnostics(rel):
    diags, _ = report_of(rel)
    return None if diags is None else sorted(
        (d["severity"], d["rule"], d["message"].replace("%", "")) for d in diags)


for hlo, mlir in sorted(JAX.items()):
    want, got = diagnostics(hlo), diagnostics(mlir)
    check(f"{hlo} ~ {mlir}: the same {len(want or [])} diagnostics", want is not None and want == got,
          f"HLO: {want}\nMLIR: {got}")
finish()
