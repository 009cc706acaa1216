#!/usr/bin/env python3
"""XLA's profiles of a module through the command line (prints TAP).

  * the fixtures of testdata/xlaprof/ are what make_fixtures.py writes;
  * a PGLE profile in text and in binary times a module the same (chains --format=json);
  * --emit-pgle writes the profile of a measured run, and --pgle reads the same costs back
    (text and binary), each op then timed by its cost;
  * a ScheduleProto in text and in binary gives the same comparison;
  * truncated, corrupt and missing files, and misused options, are clean errors (exit 2).

Usage: run_xlaprof.py HLO_ASYNC TESTDATA_DIR
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

BIN, DATA = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
PROF = os.path.join(DATA, "xlaprof")
STEP = os.path.join(DATA, "chains", "pgle_profile.hlo")
SCHED_MODULE = os.path.join(DATA, "chains", "xla_schedule.hlo")
RUN = os.path.join(PROF, "pgle_step_run.xplane.pb")


def run(*args):
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, NO_COLOR="1"))


def ops_of(out):
    """start name -> (async_us, source) of chains --format=json's every op."""
    doc = json.loads(out)
    ops = {}
    for f in doc["files"]:
        for m in f["modules"]:
            for c in m["computations"]:
                for op in c["ops"]:
                    ops[op["start"]["name"]] = (op["estimate"]["async_us"], op["estimate"].get("source"))
    return ops


@test
def fixtures_are_the_generators():
    r = subprocess.run([sys.executable, os.path.join(PROF, "make_fixtures.py"), "--check"],
                       capture_output=True, text=True)
    check("testdata/xlaprof is what make_fixtures.py writes", r.returncode == 0, r.stdout + r.stderr)


@test
def pgle_text_and_binary_the_same():
    a = run("chains", "--format=json", "--pgle=" + os.path.join(PROF, "pgle_step.pbtxt"), STEP)
    b = run("chains", "--format=json", "--pgle=" + os.path.join(PROF, "pgle_step.pb"), STEP)
    check("--pgle text: exit 0", a.returncode == 0, a.stderr)
    check("--pgle binary: exit 0", b.returncode == 0, b.stderr)
    oa, ob = ops_of(a.stdout), ops_of(b.stdout)
    check("--pgle: text and binary time every op the same", oa == ob, f"{oa}\n{ob}")
    check("--pgle: the ops it names are timed by it, the others by the model",
          oa.get("ag-start") == (120, "pgle") and oa.get("rs-start") == (55.25, "pgle")
          and oa.get("cp-start", (0, ""))[1] == "model", oa)
    plain = ops_of(run("chains", "--format=json", STEP).stdout)
    check("without --pgle or --perf-table no source is said",
          all(src is None for _, src in plain.values()), plain)


@test
def emit_pgle_round_trip():
    with tempfile.TemporaryDirectory() as d:
        for name in ("run.pbtxt", "run.pb"):
            out = os.path.join(d, name)
            r = run("chains", "--measured=" + RUN, "--emit-pgle=" + out, STEP)
            check(f"--emit-pgle {name}: exit 0", r.returncode == 0, r.stderr)
            check(f"--emit-pgle {name}: says what it wrote",
                  re.search(r"PGLE profile of module 'pgle_step' from .*: 4 costs", r.stdout), r.stdout)
            with open(out, "rb") as f:
                data = f.read()
            binary = name.endswith(".pb")
            check(f"--emit-pgle {name}: {'binary' if binary else 'text'}",
                  (data[:1] == b"\x0a") if binary else data.startswith(b"costs { name: "), data[:40])
            # what the run measured (testdata/xlaprof/make_fixtures.py RUN_KERNELS): the slowest
            # execution of each async op (the copy is one too), the fastest of the fusion (two
            # kernels back to back)
            expect = {"ag-start": 120.0, "rs-start": 50.0, "cp-start": 3.0, "fusion.3": 28.0}
            if not binary:
                costs = dict((n, float(v)) for n, v in
                             re.findall(r'costs \{ name: "([^"]+)" cost_us: ([0-9.e+-]+) \}', data.decode()))
                check("--emit-pgle: the slowest communication, the fastest compute", costs == expect, costs)
            back = run("chains", "--format=json", "--pgle=" + out, STEP)
            ops = ops_of(back.stdout)
            check(f"--emit-pgle {name} then --pgle: the same costs",
                  all(ops[k] == (v, "pgle") for k, v in expect.items() if k in ops)
                  and len([k for k in expect if k in ops]) == 3, ops)
            verify = run("verify", "--pgle=" + out, "--select=pgle-*", STEP)
            check(f"--emit-pgle {name}: the profile fits its module (verify --select=pgle-*)",
                  verify.returncode == 0 and "pgle-" not in verify.stderr, verify.stderr)


@test
def emit_pgle_errors():
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "x.pbtxt")
        r = run("chains", "--emit-pgle=" + out, STEP)
        check("--emit-pgle without --measured: usage error", r.returncode == 2 and "--measured" in r.stderr,
              r.stderr)
        other = os.path.join(DATA, "chains", "xla_schedule.hlo")
        r = run("chains", "--measured=" + RUN, "--emit-pgle=" + out, other)
        check("--emit-pgle of a module the run did not run: exit 2, said, nothing written",
              r.returncode == 2 and "ran no module 'xla_schedule'" in r.stderr and not os.path.exists(out),
              r.stderr)
        r = run("chains", "--measured=" + os.path.join(PROF, "pgle_truncated.pb"), "--emit-pgle=" + out, STEP)
        check("--emit-pgle of a run that is no XSpace: exit 2", r.returncode == 2 and "--measured" in r.stderr,
              r.stderr)
        r = run("chains", "--measured=" + RUN, "--emit-pgle=" + os.path.join(d, "no", "dir.pb"), STEP)
        check("--emit-pgle into a missing directory: exit 2", r.returncode == 2 and "--emit-pgle" in r.stderr,
              r.stderr)


@test
def schedule_text_and_binary_the_same():
    a = run("chains", "--format=json", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), SCHED_MODULE)
    b = run("chains", "--format=json", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pbtxt"), SCHED_MODULE)
    check("--xla-schedule: exit 0", a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr)
    ja, jb = json.loads(a.stdout), json.loads(b.stdout)
    for j in (ja, jb):
        j.pop("xla_schedule")
        j.pop("encoding")
    check("--xla-schedule: text and binary give the same comparison", ja == jb, f"{ja}\n{jb}")
    d = [o["disagreement_us"] for o in ja["ops"]]
    check("--xla-schedule: the largest disagreement first", d == sorted(d, reverse=True) and len(d) == 2, d)
    ag = [k for k in ja["kinds"] if k["kind"] == "all-gather"]
    check("--xla-schedule: XLA's wasted cycles over cycles_per_microsecond",
          ag and ag[0]["xla_wasted_cycles"] == 95200 and ag[0]["xla_wasted_us"] == 68, ja["kinds"])
    with tempfile.TemporaryDirectory() as dd:
        out = os.path.join(dd, "o.txt")
        r = run("chains", "-o", out, "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), SCHED_MODULE)
        check("--xla-schedule -o FILE: written there", r.returncode == 0 and os.path.getsize(out) > 0, r.stderr)
    r = run("chains", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), STEP)
    check("--xla-schedule of another module: the ops it lacks counted",
          r.returncode == 0 and "2 not in XLA's schedule" in r.stdout, r.stdout)


@test
def bad_files_and_options():
    for opt, name in (("--pgle", "pgle_truncated.pb"), ("--pgle", "pgle_corrupt.pb"),
                      ("--xla-schedule", "xla_schedule_truncated.pb"), ("--pgle", "missing.pbtxt"),
                      ("--xla-schedule", "missing.pb")):
        path = os.path.join(PROF, name)
        r = run("chains", f"{opt}={path}", STEP)
        check(f"{opt}={name}: exit 2, one clean line naming the file",
              r.returncode == 2 and r.stderr.count("\n") == 1 and path in r.stderr and not r.stdout,
              r.stderr)
    r = run("verify", "--pgle=" + os.path.join(PROF, "pgle_corrupt.pb"), STEP)
    check("verify --pgle of a corrupt file: exit 2", r.returncode == 2, r.stderr)
    r = run("chains", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), STEP, SCHED_MODULE)
    check("--xla-schedule with two modules: usage error", r.returncode == 2 and "one module file" in r.stderr,
          r.stderr)
    r = run("chains", "--format=svg", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), STEP)
    check("--xla-schedule --format=svg: usage error", r.returncode == 2 and "text or json" in r.stderr, r.stderr)
    r = run("verify", "--xla-schedule=x", STEP)
    check("verify takes no --xla-schedule", r.returncode == 2 and "unknown option" in r.stderr, r.stderr)
    with tempfile.TemporaryDirectory() as d:
        bad = os.path.join(d, "bad.hlo")
        with open(bad, "w") as f:
            f.write("HloModule m\nENTRY e {\n  ROOT x = f32[] bogus-op(\n}\n")
        r = run("chains", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), bad)
        check("--xla-schedule of a module with a syntax error: exit 1, the error shown",
              r.returncode == 1 and "bad.hlo:" in r.stderr, r.stderr)
        two = os.path.join(d, "two.hlo")
        with open(SCHED_MODULE) as f:
            text = f.read()
        with open(two, "w") as f:
            f.write(text + "\n// -----\n" + text)
        r = run("chains", "--split-input-file", "--xla-schedule=" + os.path.join(PROF, "xla_schedule.pb"), two)
        check("--xla-schedule of a file of two modules: exit 2, said",
              r.returncode == 2 and "reads one module a file" in r.stderr, r.stderr)


@test
def pgle_rules_capped_and_headerless():
    with tempfile.TemporaryDirectory() as d:
        n = 13
        mod = os.path.join(d, "many.hlo")
        with open(mod, "w") as f:
            f.write("HloModule many\nENTRY %e (p: f32[8]) -> f32[8] {\n  %p = f32[8]{0} parameter(0)\n")
            prev = "p"
            for i in range(n):
                f.write(f"  %n{i} = f32[8]{{0}} negate(%{prev})\n")
                prev = f"n{i}"
            f.write(f"  ROOT %r = f32[8]{{0}} copy(%{prev})\n}}\n")
        prof = os.path.join(d, "other.pbtxt")
        with open(prof, "w") as f:
            f.write("".join(f'costs {{ name: "x{i}" cost_us: 1 }}\n' for i in range(n)))
        r = run("verify", "--color=never", "--pgle=" + prof, mod)
        missing = re.findall(r"\[pgle-missing-instruction\]", r.stderr)
        unknown = re.findall(r"\[pgle-unknown-instruction\]", r.stderr)
        check("pgle-missing-instruction: 10 reports and one for the rest",
              len(missing) == 11 and "3 more instructions are missing" in r.stderr, r.stderr[-600:])
        check("pgle-unknown-instruction: 10 reports and one for the rest",
              len(unknown) == 11 and "3 more entries of the PGLE profile" in r.stderr, r.stderr[-600:])
        r = run("verify", "--statistics", "--pgle=" + prof, mod)
        check("the summaries count what they stand for (--statistics)",
              re.search(r"13\s+1\s+warning\s+pgle-missing-instruction", r.stdout + r.stderr)
              and re.search(r"13\s+1\s+warning\s+pgle-unknown-instruction", r.stdout + r.stderr),
              r.stdout + r.stderr)
        bare = os.path.join(d, "bare.hlo")
        with open(bare, "w") as f:
            f.write("ENTRY %e (p: f32[8]) -> f32[8] {\n  ROOT %p = f32[8]{0} parameter(0)\n}\n")
        r = run("verify", "--color=never", "--pgle=" + os.path.join(PROF, "pgle_step.pbtxt"), bare)
        check("pgle-unknown-instruction in a module without a HloModule line: at its start",
              "bare.hlo:1:1: warning: " in r.stderr and "pgle_step.pbtxt:2:1: costs 'ag-start'" in r.stderr,
              r.stderr)
        sched = os.path.join(d, "other.pbtxt")
        with open(sched, "w") as f:
            f.write('computation_schedules { computation_id: 3 instructions { id: 1 } }\n')
        r = run("chains", "--xla-schedule=" + sched, SCHED_MODULE)
        check("--xla-schedule naming no computation of the module: warned, every op unmatched",
              r.returncode == 0 and "it is the schedule of another module" in r.stderr
              and "0 async ops timed by both, 2 not in XLA's schedule" in r.stdout, r.stdout + r.stderr)


finish()
