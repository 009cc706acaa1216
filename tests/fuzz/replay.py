#!/usr/bin/env python3
"""The fuzz corpus replayed through the real binary (prints TAP).

tests/fuzz/corpus/ holds the inputs of fuzz_verify's corpus that each reached
code no other input reached (libFuzzer's -merge=1 over a run from testdata/;
binary inputs left out: the CLI refuses them before reading). Each is hostile
text: cut modules, bytes of one form in the place of another, nesting, huge
numbers. The brief's robustness contract, checked on every one of them:

  * verify and chains exit 0, 1 or 2, never with a signal;
  * no sanitizer report (the suite also runs under ASan/UBSan);
  * verify's JSON report parses, lists every input, and each diagnostic has
    a rule of `hlo-async rules`, a severity, and a line and column inside
    the file (end after start);
  * chains' JSON parses and its figures are numbers or null, never negative;
  * desugar --diff and resugar --diff exit 0, 1 or 2 and write a diff that
    names the inputs it changes.

tests/fuzz/mlir-corpus/ holds fuzz_mlir's, kept the same way: MLIR text
(*.mlir), replayed with --mlir through verify and chains (the rewriting
commands refuse MLIR, so they are not run).

Usage: replay.py HLO_ASYNC CORPUS_DIR [--mlir]
"""
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, CORPUS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
MLIR = "--mlir" in sys.argv[3:]
EXT = ".mlir" if MLIR else ".hlo"
SANITIZER = (b"runtime error", b"AddressSanitizer", b"LeakSanitizer", b"UndefinedBehaviorSanitizer")


def run(*args):
    return subprocess.run([BIN, *args], capture_output=True, timeout=600)


def parsed_json(name, r):
    """r's stdout as JSON, or None (a failed check) when it does not parse."""
    try:
        return json.loads(r.stdout)
    except ValueError as e:
        check(f"{name}: the JSON parses", False, str(e))
        return None


def clean_exit(name, r, allowed=(0, 1, 2)):
    check(f"{name}: exit {r.returncode} is one of {allowed} (no signal)", r.returncode in allowed,
          r.stderr[-400:])
    report = next((m for m in SANITIZER if m in r.stderr), None)
    at = r.stderr.find(report) if report else 0
    check(f"{name}: no sanitizer report", report is None,
          r.stderr[max(0, at - 200):][:800] if report else "")


inputs = sorted(f for f in os.listdir(CORPUS) if f.endswith(EXT))
check(f"the corpus has inputs ({len(inputs)})", len(inputs) > (100 if MLIR else 500))
sizes = {f: os.path.getsize(os.path.join(CORPUS, f)) for f in inputs}
lines_of = {}
for f in inputs:
    with open(os.path.join(CORPUS, f), "rb") as fh:
        lines_of[f] = fh.read().count(b"\n") + 1

rules = {x["id"] for x in json.loads(run("rules", "--format=json").stdout)["rules"]}

# verify: one process over the directory, as CI lint steps run it
LANG = ["--input=mlir"] if MLIR else []
r = run("verify", "--format=json", *LANG, CORPUS)
clean_exit("verify --format=json over the corpus", r)
report = parsed_json("verify", r)
if report is not None:
    files = {os.path.basename(x["path"]): x for x in report["files"]}
    missing = [f for f in inputs if f not in files]
    check(f"verify: every input is in the report ({len(files)} of {len(inputs)})", not missing,
          ", ".join(missing[:5]))
    bad = []
    for name, entry in files.items():
        for d in entry["diagnostics"]:
            problems = []
            if d["rule"] not in rules:
                problems.append(f"rule {d['rule']!r}")
            if d["severity"] not in ("error", "warning", "note"):
                problems.append(f"severity {d['severity']!r}")
            if not (1 <= d["line"] <= lines_of.get(name, 0) and d["column"] >= 1):
                problems.append(f"at {d['line']}:{d['column']} of {lines_of.get(name)} lines")
            if (d["end_line"], d["end_column"]) < (d["line"], d["column"]):
                problems.append("ends before it starts")
            if problems:
                bad.append(f"{name}: {d['message'][:80]}: {', '.join(problems)}")
    check("verify: each diagnostic has a known rule, a severity and a place inside its file",
          not bad, "\n".join(bad[:10]))
    check("verify: the corpus finds errors (it is hostile)",
          sum(1 for e in files.values() for d in e["diagnostics"] if d["severity"] == "error") >
          (50 if MLIR else 500))

# chains: its estimate over every module that reads
r = run("chains", "--format=json", *LANG, CORPUS)
clean_exit("chains --format=json over the corpus", r)
chains = parsed_json("chains", r)
if chains is not None:
    bad = []

    def figures(where, obj):
        for k, v in obj.items():
            if isinstance(v, dict):
                figures(f"{where}.{k}", v)
            elif k.endswith("_us") or k.endswith("_fraction") or k.startswith("bytes"):
                if v is not None and (not isinstance(v, (int, float)) or math.isnan(v) or
                                      (v < 0 and k != "hidden_fraction")):
                    bad.append(f"{where}.{k} = {v!r}")

    for entry in chains["files"]:
        for m in entry.get("modules", []):
            figures(os.path.basename(entry["path"]), m.get("totals") or {})
            for c in m.get("computations", []):
                figures(os.path.basename(entry["path"]), c.get("totals") or {})
                for op in c.get("ops", []):
                    figures(os.path.basename(entry["path"]), op.get("estimate") or {})
    check("chains: every figure is a number (not NaN, not negative) or null", not bad,
          "\n".join(bad[:10]))

# the rewriting commands, as a pre-commit hook runs them (a diff, the files untouched)
before = {f: open(os.path.join(CORPUS, f), "rb").read() for f in inputs}
for cmd in () if MLIR else ("desugar", "resugar"):
    r = run(cmd, "--diff", CORPUS)
    clean_exit(f"{cmd} --diff over the corpus", r)
    named = {os.path.basename(line.split()[1].decode(errors="replace"))
             for line in r.stdout.splitlines() if line.startswith(b"+++ ")}
    check(f"{cmd} --diff: the diff names only inputs of the corpus ({len(named)})",
          all(n.endswith(".hlo") and n in before for n in named), ", ".join(sorted(named)[:5]))
after = {f: open(os.path.join(CORPUS, f), "rb").read() for f in inputs}
check("--diff leaves every input as it was", before == after)
finish()
