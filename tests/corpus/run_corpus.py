#!/usr/bin/env python3
"""The command line over a corpus directory of one's own (prints TAP).

DIR/real holds real dumps (*.hlo, *.txt; a file of several modules separates
them with '// -----' lines, as XLA's tests do). Each must:

  * verify with no syntax error (exit 0 or 1, a JSON document on stdout);
  * desugar to itself byte for byte when it has no sugar, or else resugar
    from its desugared form back to itself, byte for byte;
  * give `chains --format=json` with exit 0.

A directory named but missing, or without dumps, fails. See docs/testing.md.

Usage: run_corpus.py HLO_ASYNC CORPUS_DIR
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, CORPUS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
REAL = os.path.join(CORPUS, "real")


def run(*args, data=None):
    return subprocess.run([BIN, *args], input=data, capture_output=True, timeout=300)


def modules_of(path):
    """--split-input-file for a file of several modules."""
    with open(path, "rb") as f:
        return ["--split-input-file"] if any(line.startswith(b"// -----") for line in f) else []


check("the corpus directory is there", os.path.isdir(CORPUS), CORPUS)
dumps = sorted(f for f in os.listdir(REAL) if f.endswith((".hlo", ".txt"))) if os.path.isdir(REAL) else []
check("DIR/real holds dumps", len(dumps) >= 20, f"{len(dumps)} in {REAL}")

async_ops = 0
for f in dumps:
    path = os.path.join(REAL, f)
    split = modules_of(path)
    r = run("verify", "--format=json", *split, path)
    try:
        doc = json.loads(r.stdout)
        syntax = [d for fl in doc["files"] for d in fl["diagnostics"] if d["rule"] == "syntax"]
    except (ValueError, KeyError) as e:
        doc, syntax = None, [repr(e)]
    check(f"verify real/{f}: no syntax error", r.returncode in (0, 1) and doc is not None and not syntax,
          f"exit {r.returncode}: {syntax[:3]} {r.stderr.decode()[-300:]}")

    text = open(path, "rb").read()
    d = run("desugar", *split, path)
    if d.returncode == 0 and d.stdout == text:
        check(f"desugar real/{f}: nothing to desugar, every byte kept", True)
    else:
        back = run("resugar", *split, f"--stdin-filename={f}", "-", data=d.stdout)
        check(f"desugar real/{f}: resugar gives back the input byte for byte",
              d.returncode == 0 and back.returncode == 0 and back.stdout == text,
              f"desugar exit {d.returncode}, resugar exit {back.returncode}")

    r = run("chains", "--format=json", *split, path)
    try:
        n = sum(m["async_ops"] for m in json.loads(r.stdout)["files"][0]["modules"])
    except (ValueError, KeyError, IndexError):
        n = -1
    async_ops += max(n, 0)
    check(f"chains real/{f}: exit 0, {n} async ops", r.returncode == 0 and n >= 0, r.stderr.decode()[-300:])

check("the real dumps hold async ops, and chains finds them", async_ops > 30, str(async_ops))
finish()
