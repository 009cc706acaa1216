#!/usr/bin/env python3
"""MLIR as other projects write it: the corpus's mlir-2026/check.py, held to thresholds (TAP).

check.py verifies every file of CORPUS/mlir-2026/suite (StableHLO's testdata, Shardy's, IREE's
and XLA's MLIR tests, JAX's exports, LLVM's async dialect tests) and prints

  mlir-2026: S/N valid cases with a syntax error (F files); E with another error; C/I invalid
  async cases caught; B files without a report

This test fails unless S <= --max-syntax, E <= --max-other, C >= --min-caught and B == 0, and
when the folder or its checker is missing.

Usage: run_mlir_2026.py HLO_ASYNC CORPUS_DIR --max-syntax N --max-other N --min-caught N
"""
import argparse
import os
import re
import subprocess
import sys

ap = argparse.ArgumentParser()
ap.add_argument("binary")
ap.add_argument("corpus")
ap.add_argument("--max-syntax", type=int, required=True)
ap.add_argument("--max-other", type=int, required=True)
ap.add_argument("--min-caught", type=int, required=True)
args = ap.parse_args()

n = 0
failed = 0


def check(name, ok, detail=""):
    global n, failed
    n += 1
    failed += not ok
    print(f"{'ok' if ok else 'not ok'} {n} - {name}")
    for line in detail.splitlines() if not ok else []:
        print(f"# {line}")


checker = os.path.join(args.corpus, "mlir-2026", "check.py")
check(f"{checker} exists", os.path.isfile(checker))
if os.path.isfile(checker):
    r = subprocess.run([sys.executable, checker, os.path.abspath(args.binary), "-v"],
                       capture_output=True, text=True, timeout=1800)
    m = re.search(r"mlir-2026: (\d+)/(\d+) valid cases with a syntax error \((\d+) files\); "
                  r"(\d+) with another error; (\d+)/(\d+) invalid async cases caught; "
                  r"(\d+) files without a report", r.stdout)
    check("check.py prints its summary", m is not None, r.stdout[-2000:] + r.stderr[-2000:])
    if m:
        syntax, cases, _, other, caught, invalid, broken = (int(x) for x in m.groups())
        check(f"valid cases with a syntax error: {syntax}/{cases} <= {args.max_syntax}",
              syntax <= args.max_syntax, r.stdout)
        check(f"valid cases with another error: {other} <= {args.max_other}",
              other <= args.max_other, r.stdout)
        check(f"invalid async cases caught: {caught}/{invalid} >= {args.min_caught}",
              caught >= args.min_caught, r.stdout)
        check(f"every file reported ({broken} without a report)", broken == 0, r.stdout)
print(f"1..{n}")
sys.exit(1 if failed else 0)
