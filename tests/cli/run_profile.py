#!/usr/bin/env python3
"""Profiles read into a run: the Chrome trace fixtures and the generator (prints TAP).

testdata/profile/ holds traces that bench/gen_chrome_trace.py wrote from
step.hlo (fixtures.txt lists the arguments): each is written again here and
must be the same, so the fixtures are what the generator builds. Each trace
is then read by the reader (read_profile) and the intervals the run holds are
held to the ones the generator says it built: per async op, step and device,
the work on its stream (the collective time) and the time the compute stream
waited at its done (the exposed time). A trace larger than the reader's
buffer is checked against Python's own JSON reader; bad files (empty, no
events, truncated plain and gzip, not JSON, missing) are refused with the
file named and exit 2.

Usage: run_profile.py READ_PROFILE REPO_ROOT
"""
import atexit
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
DATA = os.path.join(ROOT, "testdata", "profile")
GEN = os.path.join(ROOT, "bench", "gen_chrome_trace.py")
TMP = tempfile.mkdtemp(prefix="hloa-profile-")
atexit.register(shutil.rmtree, TMP, True)


def read(path):
    return subprocess.run([BIN, path, "--events"], capture_output=True, text=True)


def events(path):
    """The run's events: (kind, device, stream, start, dur, op, module, program id, ...)."""
    r = read(path)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    return lines[0], [ln.split("\t") for ln in lines[1:]]


def fixtures():
    for line in open(os.path.join(DATA, "fixtures.txt"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            name, *args = line.split()
            yield name, args


def content(path):
    with open(path, "rb") as f:
        data = f.read()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


@test
def fixtures_are_what_the_generator_writes():
    for name, args in fixtures():
        args = [os.path.join(TMP, a) if a.endswith(".json") else a for a in args]
        out = os.path.join(TMP, name)
        subprocess.run([sys.executable, GEN, os.path.join(DATA, "step.hlo"), "-o", out, *args],
                       check=True)
        check(f"{name} is the generator's", content(out) == content(os.path.join(DATA, name)))
        for a in args:
            if a.endswith(".expect.json"):
                mine = os.path.join(DATA, os.path.basename(a))
                check(f"{os.path.basename(a)} is the generator's",
                      content(a) == content(mine))


def done_of_start():
    """Each done op's start in step.hlo, read as the generator reads it."""
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import gen_chrome_trace  # noqa: E402
    _, entry = gen_chrome_trace.read_entry(os.path.join(DATA, "step.hlo"))
    return {name: operands[0] for name, op, operands, _ in entry if op.endswith("-done")}


@test
def measured_intervals_are_the_built_ones():
    dones = done_of_start()
    for trace, expect in (("step.trace.json", "step.expect.json"),
                          ("step4.trace.json.gz", "step4.expect.json")):
        want = json.load(open(os.path.join(DATA, expect), encoding="utf-8"))
        head, evs = events(os.path.join(DATA, trace))
        work, exposed = defaultdict(list), defaultdict(list)
        steps = sum(1 for e in evs if e[0] == "module") // want["devices"]
        check(f"{trace}: every event names its module",
              {(e[6], int(e[7])) for e in evs} == {(want["module"], want["program_id"])})
        for kind, device, stream, start, dur, op, *_ in evs:
            if kind == "op" and op in dones:
                exposed[dones[op]].append(float(dur))
            if kind == "kernel" and stream in ("Stream #20(nccl)", "Stream #15(MemcpyD2H)"):
                work[op].append(float(dur))
        check(f"{trace}: {want['steps']} steps of {want['devices']} devices",
              steps == want["steps"], f"{steps} module events")
        for op, e in want["ops"].items():
            check(f"{trace}: {op}'s collective time", sorted(work[op]) == sorted(e["work_us"]),
                  f"{work[op]} != {e['work_us']}")
            check(f"{trace}: {op}'s exposed time",
                  sorted(exposed[op]) == sorted(e["exposed_us"]),
                  f"{exposed[op]} != {e['exposed_us']}")
        check(f"{trace}: times from the first event",
              min(float(e[3]) for e in evs) == 0, head)
        check(f"{trace}: the host's events that name no op are left out",
              all(e[1].startswith("/device:") for e in evs))


@test
def kinds_come_from_the_lines():
    _, evs = events(os.path.join(DATA, "step.trace.json"))
    kinds = {(e[2], e[0]) for e in evs}
    check("lines to kinds", kinds == {("XLA Modules", "module"), ("XLA Ops", "op"),
                                      ("Stream #13(compute)", "kernel"),
                                      ("Stream #20(nccl)", "kernel"),
                                      ("Stream #15(MemcpyD2H)", "kernel")}, kinds)


@test
def a_trace_of_another_module_reads_but_names_it():
    _, evs = events(os.path.join(DATA, "other.trace.json"))
    check("other module", {e[6] for e in evs} == {"other_step"})
    check("its ops", all(e[5].endswith(".x") for e in evs if e[0] != "module"))


@test
def a_bare_array_with_or_without_its_bracket():
    _, evs = events(os.path.join(DATA, "step_bare.trace.json"))
    check("bare array", len(evs) > 10)
    text = open(os.path.join(DATA, "step_bare.trace.json"), encoding="utf-8").read()
    cut = os.path.join(TMP, "open.json")
    with open(cut, "w", encoding="utf-8") as f:
        f.write(text.rstrip().rstrip("]") + ",\n")  # as a crashed process leaves it
    _, evs2 = events(cut)
    check("bare array without ']'", evs2 == evs)


@test
def a_trace_larger_than_the_buffer():
    big = os.path.join(TMP, "big.json")
    subprocess.run([sys.executable, GEN, os.path.join(DATA, "step.hlo"), "-o", big,
                    "--size-mb", "5", "--devices", "3", "--long-names"], check=True)
    doc = json.load(open(big, encoding="utf-8"))
    first = min(e["ts"] for e in doc["traceEvents"] if e["ph"] == "X" and e["pid"] <= 3)
    want = sorted((round(e["ts"] - first, 3), e["dur"], e["args"].get("hlo_op", "-"))
                  for e in doc["traceEvents"] if e["ph"] == "X" and e["pid"] <= 3)
    _, evs = events(big)
    got = sorted((float(e[3]), float(e[4]), e[5]) for e in evs)
    check("5 MB: the events Python's json reads", got == want,
          f"{len(got)} events read, {len(want)} expected")
    gz = big + ".gz"
    with open(big, "rb") as f, gzip.open(gz, "wb") as g:
        shutil.copyfileobj(f, g)
    _, evs_gz = events(gz)
    check("5 MB gzip: the same events", evs_gz == evs)


@test
def bad_files_are_refused():
    cases = [
        ("empty.trace.json", "the file is empty"),
        ("no_events.trace.json", "the trace has no events"),
        ("truncated.trace.json", "the trace ends early"),
        ("truncated.trace.json.gz", "truncated"),
        ("step.hlo", "a trace is a JSON object or array"),
        ("missing.json", "No such file"),
    ]
    for name, why in cases:
        path = os.path.join(DATA, name)
        r = read(path)
        check(f"{name}: exit 2", r.returncode == 2, f"exit {r.returncode}: {r.stderr}")
        check(f"{name}: says why, naming the file",
              path in r.stderr and why in r.stderr and not r.stdout, r.stderr)


finish()
