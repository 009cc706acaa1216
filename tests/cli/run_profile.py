#!/usr/bin/env python3
"""Chrome trace profiles: the fixtures, the generator, the reader and the join (prints TAP).

testdata/profile/ holds traces that bench/gen_chrome_trace.py wrote from
step.hlo (fixtures.txt lists the arguments): each is written again here and
must be the same, so the fixtures are what the generator builds. Each trace
is then read by the reader alone (read_profile), whose run must hold the
intervals the generator built (per async op, step and device, the work on
its stream; on a TPU line, the done's wait), and joined to step.hlo by
`chains --measured`, whose measured time and exposed time (median, min,
max, runs) must be the ones the generator says a reader can measure. A
trace of another module, or naming instructions the module lacks, is said
so (exit 1). A trace larger than the reader's buffer is checked against
Python's own JSON reader; bad files (empty, no events, truncated plain and
gzip, not JSON, missing) are refused with the file named and exit 2, by the
reader and by `chains --measured`.

Usage: run_profile.py READ_PROFILE HLO_ASYNC REPO_ROOT
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

BIN, TOOL, ROOT = (os.path.abspath(a) for a in sys.argv[1:4])
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


def chains_measured(trace, *more):
    return subprocess.run([TOOL, "chains", f"--measured={os.path.join(DATA, trace)}", *more,
                           os.path.join(DATA, "step.hlo")], capture_output=True, text=True)


def close(a, b):
    return abs(a - b) <= 5e-4 + 1e-5 * abs(b)


@test
def the_run_holds_the_built_intervals():
    dones = done_of_start()
    for trace, expect in (("step.trace.json", "step.expect.json"),
                          ("step4.trace.json.gz", "step4.expect.json"),
                          ("step_tpu.trace.json", "step_tpu.expect.json")):
        want = json.load(open(os.path.join(DATA, expect), encoding="utf-8"))
        head, evs = events(os.path.join(DATA, trace))
        work, wait = defaultdict(list), defaultdict(list)
        steps = sum(1 for e in evs if e[0] == "module") // want["devices"]
        check(f"{trace}: every event names its module",
              {(e[6], int(e[7])) for e in evs} == {(want["module"], want["program_id"])})
        for kind, device, stream, start, dur, op, *_ in evs:
            if kind == "op" and op in dones:
                wait[dones[op]].append(float(dur))
            if kind == "kernel" and stream in ("Stream #20(nccl)", "Stream #15(MemcpyD2H)"):
                work[op].append(float(dur))
        check(f"{trace}: {want['steps']} steps of {want['devices']} devices",
              steps == want["steps"], f"{steps} module events")
        for op, e in want["ops"].items():
            got, built = (work, "work_us") if want["layout"] == "gpu" else (wait, "wait_us")
            check(f"{trace}: {op}'s {built}", sorted(got[op]) == sorted(e[built]),
                  f"{got[op]} != {e[built]}")
        check(f"{trace}: times from the first event",
              min(float(e[3]) for e in evs) == 0, head)
        check(f"{trace}: the host's events that name no op are left out",
              all(e[1].startswith("/device:") for e in evs))


@test
def chains_measures_what_was_built():
    for trace, expect in (("step.trace.json", "step.expect.json"),
                          ("step4.trace.json.gz", "step4.expect.json"),
                          ("step_tpu.trace.json", "step_tpu.expect.json")):
        want = json.load(open(os.path.join(DATA, expect), encoding="utf-8"))
        r = chains_measured(trace, "--format=json")
        check(f"chains --measured={trace}: exit 0", r.returncode == 0, r.stderr)
        m = json.loads(r.stdout)["files"][0]["modules"][0]["measured"]
        check(f"{trace}: {want['devices']} devices, all events matched",
              m["devices"] == want["devices"] and m["events_matched"] ==
              m["events_naming_an_instruction"] > 0 and not m["instructions_missing"], m)
        ops = {o["instruction"]["name"]: o for o in m["ops"]}
        check(f"{trace}: the async ops measured", set(ops) == set(want["ops"]), sorted(ops))
        runs = want["steps"] * want["devices"]
        for name, e in want["ops"].items():
            o = ops.get(name, {})
            check(f"{trace}: {name} ran {runs} times", o.get("runs") == runs, o.get("runs"))
            for fig in ("time", "exposed"):
                got = o.get(fig, {})
                check(f"{trace}: {name}'s measured {fig}",
                      all(close(got.get(k, -1), e[fig][k]) for k in e[fig]),
                      f"{got} != {e[fig]}")


@test
def a_trace_that_does_not_match_is_said_so():
    r = chains_measured("other.trace.json")
    check("another module: exit 1", r.returncode == 1, r.stderr)
    check("another module: named", "it ran 'other_step'" in r.stderr, r.stderr)
    r = chains_measured("renamed.trace.json")
    check("renamed instructions: exit 1", r.returncode == 1, r.stderr)
    check("renamed instructions: listed", "'ar-start.x'" in r.stderr and "8 of 8" in r.stderr,
          r.stderr)


@test
def one_trace_predicted_and_measured():
    for trace, expect, layout in (("step.trace.json", "step.expect.json", "GPU"),
                                  ("step_tpu.trace.json", "step_tpu.expect.json", "TPU")):
        want = json.load(open(os.path.join(DATA, expect), encoding="utf-8"))
        r = chains_measured(trace, "--format=trace")
        check(f"{trace} --format=trace: exit 0", r.returncode == 0, r.stderr)
        evs = json.loads(r.stdout)["traceEvents"]
        procs = {e["pid"]: e["args"]["name"] for e in evs
                 if e["ph"] == "M" and e["name"] == "process_name"}
        check(f"{trace}: the predicted process and one a device",
              sorted(procs.values()) == ["measured: /device:%s:%d" % (layout, d)
                                         for d in range(want["devices"])] + ["train_step / step"],
              procs)
        predicted = [p for p, n in procs.items() if not n.startswith("measured")][0]
        slices = [e for e in evs if e["ph"] == "X"]
        for name, e in want["ops"].items():
            figs = [x["args"] for x in slices if x["name"] == name and "measured_time_us" in
                    x.get("args", {})]
            check(f"{trace}: {name}'s slices carry both figures",
                  len(figs) == 1 + want["devices"] and all(
                      close(f["measured_time_us"], e["time"]["median_us"]) and
                      close(f["measured_exposed_us"], e["exposed"]["median_us"]) and
                      "model_time_us" in f for f in figs if "role" in f) and
                  any("role" not in f and "async_us" in f for f in figs), figs)
        flows = defaultdict(list)
        for e in evs:
            if e["ph"] in "sf":
                flows[e["id"]].append(e)
        check(f"{trace}: flows pair up, never backwards",
              all(len(f) == 2 and f[0]["ph"] == "s" and f[1]["ph"] == "f" and
                  f[0]["ts"] <= f[1]["ts"] for f in flows.values()), flows)
        users = [f for f in flows.values() if f[0].get("cat") == "first user"]
        check(f"{trace}: predicted flows from done to first user",
              len(users) == 3 and all(f[0]["pid"] == predicted for f in users), users)
        measured = [f for f in flows.values() if f[0].get("cat") == "measured"]
        # GPU: no done recorded, start -> first user; TPU: start -> done -> first user too
        per_device = 3 if layout == "GPU" else 4 + 3
        check(f"{trace}: measured flows on each device",
              len(measured) == per_device * want["devices"], len(measured))


@test
def intent_checked_at_run_time():
    """BEFORE -> AFTER -> ran: testdata/compare/step's requests held to two hand-written runs."""
    verdicts = {}
    for trace in ("intent_ran.trace.json", "intent_broken.trace.json"):
        r = subprocess.run([TOOL, "chains", "--compare", "--format=json",
                            os.path.join(ROOT, "testdata", "compare", "step.before.hlo"),
                            os.path.join(ROOT, "testdata", "compare", "step.after.hlo"),
                            f"--measured={os.path.join(DATA, trace)}"], capture_output=True,
                           text=True)
        check(f"--compare --measured={trace}: exit 1 (requests dropped)", r.returncode == 1,
              r.stderr)
        doc = json.loads(r.stdout)
        verdicts[trace] = [(q["kind"], q["id"], q["ran"]["verdict"]) for q in doc["requests"]]
        check(f"{trace}: counted", doc["ran_no"] == sum(v[2] == "no" for v in verdicts[trace]))
    check("a run that did what was asked", verdicts["intent_ran.trace.json"] == [
        ("pipeline", None, "no"), ("pipeline", None, "yes"), ("group", 0, "yes"),
        ("group", 1, "no"), ("stream", 1, "yes"), ("stream", 2, "not seen"),
        ("order", None, "unchecked"), ("order", None, "unchecked")],
        verdicts["intent_ran.trace.json"])
    check("a run that did not", verdicts["intent_broken.trace.json"] == [
        ("pipeline", None, "not seen"), ("pipeline", None, "no"), ("group", 0, "no"),
        ("group", 1, "no"), ("stream", 1, "no"), ("stream", 2, "not seen"),
        ("order", None, "unchecked"), ("order", None, "unchecked")],
        verdicts["intent_broken.trace.json"])
    r = subprocess.run([TOOL, "chains", "--compare",
                        os.path.join(ROOT, "testdata", "compare", "step.before.hlo"),
                        os.path.join(ROOT, "testdata", "compare", "step.after.hlo"),
                        f"--measured={os.path.join(DATA, 'step.trace.json')}"],
                       capture_output=True, text=True)
    check("a run of another module: every request not seen",
          r.stdout.count("ran: not seen: AFTER's module did not run in the profile") == 8, r.stdout)
    r = subprocess.run([TOOL, "chains", "--compare",
                        os.path.join(ROOT, "testdata", "compare", "step.before.hlo"),
                        os.path.join(ROOT, "testdata", "compare", "step.after.hlo"),
                        f"--measured={os.path.join(DATA, 'truncated.trace.json')}"],
                       capture_output=True, text=True)
    check("a truncated run: exit 2", r.returncode == 2 and "ends early" in r.stderr, r.stderr)


@test
def kinds_come_from_the_lines():
    _, evs = events(os.path.join(DATA, "step.trace.json"))
    kinds = {(e[2], e[0]) for e in evs}
    check("lines to kinds", kinds == {("XLA Modules", "module"), ("Stream #13(compute)", "kernel"),
                                      ("Stream #20(nccl)", "kernel"),
                                      ("Stream #15(MemcpyD2H)", "kernel")}, kinds)
    _, evs = events(os.path.join(DATA, "step_tpu.trace.json"))
    kinds = {(e[2], e[0]) for e in evs}
    check("TPU lines to kinds", kinds == {("XLA Modules", "module"), ("XLA Ops", "op")}, kinds)


@test
def a_trace_of_another_module_reads_but_names_it():
    _, evs = events(os.path.join(DATA, "other.trace.json"))
    check("other module", {e[6] for e in evs} == {"other_step"})
    _, evs = events(os.path.join(DATA, "renamed.trace.json"))
    check("its ops", all(e[5].endswith(".x") for e in evs if e[0] != "module"))


@test
def a_bare_array_with_or_without_its_bracket():
    _, evs = events(os.path.join(DATA, "step_bare.trace.json"))
    check("bare array", len(evs) == 9, evs)
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
        if name != "step.hlo":  # an HLO file is no JSON: chains takes it for an XSpace
            r = chains_measured(name)
            # no bytes at all: chains takes the file for an XSpace of no planes
            said = "no planes" if name == "empty.trace.json" else why
            check(f"chains --measured={name}: exit 2, says why",
                  r.returncode == 2 and said in r.stderr and not r.stdout, r.stderr)


finish()
