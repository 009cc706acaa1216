#!/usr/bin/env python3
"""XLA's own PGLE test profiles (CORPUS/profiles/pgle/) applied to their module (prints TAP).

XLA's profile_guided_latency_estimator_test.cc schedules its module with each profile; here
each profile must fit the module (verify --pgle finds no pgle-* diagnostic) and time it:
every instruction the profile names is timed by the profile's figure (chains --pgle), an
async op by its latency from start to done, else by its start's cost. The figures are read
from the profile files themselves.

Usage: run_corpus_xlaprof.py HLO_ASYNC CORPUS_DIR
"""
import glob
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

BIN, CORPUS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
PGLE = os.path.join(CORPUS, "profiles", "pgle")


def run(*args):
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, NO_COLOR="1"))


@test
def xla_pgle_test_profiles():
    modules = glob.glob(os.path.join(PGLE, "*.hlo"))
    profiles = sorted(glob.glob(os.path.join(PGLE, "*.pbtxt")))
    check("profiles/pgle/ holds a module and its profiles", len(modules) == 1 and len(profiles) >= 2,
          f"{modules} {profiles}")
    module = modules[0]
    for prof in profiles:
        name = os.path.basename(prof)
        with open(prof) as f:
            text = f.read()
        costs = {n: float(v) for n, v in re.findall(r'costs \{ name: "([^"]+)" cost_us: ([0-9.]+) \}', text)}
        lats = {(s, t): float(v) for s, t, v in
                re.findall(r'latencies \{ source: "([^"]+)" target: "([^"]+)" latency_us: ([0-9.]+) \}', text)}
        r = run("verify", "--pgle=" + prof, module)
        check(f"{name}: read, and it fits its module (no pgle-* diagnostic)",
              r.returncode in (0, 1) and "pgle-" not in r.stderr and "error: --pgle" not in r.stderr, r.stderr)
        r = run("chains", "--format=json", "--pgle=" + prof, module)
        check(f"{name}: chains --pgle exit 0", r.returncode == 0, r.stderr)
        doc = json.loads(r.stdout)
        timed = 0
        for c in doc["files"][0]["modules"][0]["computations"]:
            for op in c["ops"]:
                start, done = op["start"]["name"], op["done"]["name"]
                want = lats.get((start, done), costs.get(start))
                got = (op["estimate"]["async_us"], op["estimate"]["source"])
                check(f"{name}: {start} timed by the profile", want is not None and got == (want, "pgle"),
                      f"{got} != {want}")
                timed += 1
        check(f"{name}: its async ops are all timed", timed == 2, timed)
        r = run("chains", "--pgle=" + prof, "--wide", module)
        compute = re.search(r"compute ([0-9.]+) µs", r.stdout)
        check(f"{name}: the convolution by its cost", compute and float(compute.group(1)) == costs.get("c0"),
              r.stdout[:400])


finish()
