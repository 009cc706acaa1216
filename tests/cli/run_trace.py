#!/usr/bin/env python3
"""The schedule in time: `chains --format=trace` and `--format=json` (prints TAP).

Every module of testdata/chains/ goes through both; with --corpus DIR, every
real dump of DIR/real instead (the corpus suite: docs/testing.md). Each trace is held to the Trace Event
Format rules that Perfetto and chrome://tracing read:

  every event has ph, ts, pid and tid, and ts is a number >= 0;
  X (complete) events have a dur >= 0, and on one thread they nest (a slice
  ends before a later one that starts inside it ends);
  flow events pair up: one s and one f per id, the f not before the s;
  C (counter) events carry numbers only;
  M (metadata) events name processes and threads.

The JSON of a scheduled module that has work has non-zero totals, and its
exposed time is the sum of its ops' exposure plus synchronous communication,
never more than its communication.

Usage: run_trace.py HLO_ASYNC REPO_ROOT [--corpus DIR]
"""
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
CORPUS = os.path.join(os.path.abspath(sys.argv[sys.argv.index("--corpus") + 1]), "real") \
    if "--corpus" in sys.argv else None


def run(*args):
    return subprocess.run([BIN, *args], capture_output=True, text=True, cwd=ROOT)


def trace_problems(doc):
    """The Trace Event Format rules a document breaks, as lines of text."""
    bad = []
    events = doc.get("traceEvents")
    if not isinstance(events, list):
        return ["no traceEvents array"]
    slices = defaultdict(list)
    flows = defaultdict(lambda: {"s": [], "f": []})
    for e in events:
        where = json.dumps(e)[:160]
        for key in ("ph", "ts", "pid", "tid"):
            if key not in e:
                bad.append(f"no {key}: {where}")
        ts = e.get("ts")
        if not isinstance(ts, (int, float)) or ts < 0:
            bad.append(f"ts not a number >= 0: {where}")
            continue
        ph = e.get("ph")
        if ph == "X":
            dur = e.get("dur")
            if not isinstance(dur, (int, float)) or dur < 0:
                bad.append(f"X without dur >= 0: {where}")
            else:
                slices[(e["pid"], e["tid"])].append((ts, ts + dur, where))
        elif ph in ("s", "f"):
            flows[(e.get("cat"), e.get("id"))][ph].append(ts)
        elif ph == "C":
            args = e.get("args")
            if not isinstance(args, dict) or not args or not all(
                    isinstance(v, (int, float)) and not isinstance(v, bool) for v in args.values()):
                bad.append(f"counter without numbers: {where}")
        elif ph == "M":
            if e.get("name") not in ("process_name", "thread_name", "process_sort_index",
                                     "thread_sort_index") or not isinstance(e.get("args"), dict):
                bad.append(f"unknown metadata: {where}")
        else:
            bad.append(f"unexpected phase {ph}: {where}")
    eps = 1e-3  # the times are written to the nanosecond
    # Slices nest or follow each other on a track to the nanosecond, with no tolerance:
    # Perfetto drops a slice that overlaps another by as little as that.
    for track, items in slices.items():
        items = sorted(((round(b * 1000), round(e * 1000), where) for b, e, where in items),
                       key=lambda s: (s[0], -s[1]))
        stack = []
        for b, e, where in items:
            while stack and stack[-1] <= b:
                stack.pop()
            if stack and e > stack[-1]:
                bad.append(f"slice overlaps its enclosing one on {track} by {e - stack[-1]} ns: {where}")
            stack.append(e)
    for key, f in flows.items():
        if len(f["s"]) != 1 or len(f["f"]) != 1:
            bad.append(f"flow {key}: {len(f['s'])} starts, {len(f['f'])} ends")
        elif f["f"][0] + eps < f["s"][0]:
            bad.append(f"flow {key} ends before it starts")
    return bad


def json_problems(doc):
    """Totals that contradict each other, in a chains --format=json document."""
    bad = []
    for f in doc["files"]:
        for m in f["modules"]:
            t = m["totals"]
            if m["scheduled"]:
                if t["exposed_us"] > t["communication_us"] + 1e-3:
                    bad.append(f"{f['path']}: exposed more than communication")
                for c in m["computations"]:
                    ct = c["totals"]
                    exposed = sum(op["estimate"]["exposed_us"] for op in c["ops"])
                    exposed += sum(so["estimate"]["exposed_us"] for so in c["sync_ops"])
                    listed = sum(op["estimate"]["async_us"] for op in c["ops"])
                    listed += sum(so["estimate"]["time_us"] for so in c["sync_ops"])
                    # figures of 6 significant digits: a sum of many is off by their rounding
                    if listed > ct["communication_us"] * (1 + 1e-5) + 1e-2:
                        bad.append(f"{f['path']}: {c['name']}: listed {listed} > {ct['communication_us']}")
                    if exposed > ct["exposed_us"] + 1e-2:
                        bad.append(f"{f['path']}: {c['name']}: ops exposed {exposed} > {ct['exposed_us']}")
                    if c["ops"] and c["bytes_in_flight_peak"] <= 0 and any(op["bytes"] for op in c["ops"]):
                        bad.append(f"{f['path']}: {c['name']}: no bytes in flight")
            else:
                if t["exposed_us"] is not None or t["hidden_fraction"] is not None:
                    bad.append(f"{f['path']}: exposure given for an unscheduled module")
    return bad


def modules_of(path):
    """--split-input-file for a file of several modules ('// -----' lines), as XLA's tests write them."""
    with open(path, errors="replace") as f:
        return ["--split-input-file"] if any(line.startswith("// -----") for line in f) else []


if CORPUS:
    check("the real corpus is there", os.path.isdir(CORPUS), CORPUS)
    inputs = sorted(os.path.join(CORPUS, f) for f in os.listdir(CORPUS)
                    if f.endswith((".hlo", ".txt"))) if os.path.isdir(CORPUS) else []
    check("the real corpus has dumps (at least 20)", len(inputs) >= 20, len(inputs))
else:
    inputs = sorted(os.path.join("testdata", "chains", f)
                    for f in os.listdir(os.path.join(ROOT, "testdata", "chains")) if f.endswith(".hlo"))
    inputs += ["testdata/verify/ok/scheduled_collectives.hlo", "testdata/verify/ok/first_class_pairs.hlo",
               "testdata/verify/err/async_exposed.hlo", "testdata/mlir/chains/async_dialect.mlir",
               "testdata/mlir/chains/scheduled_overlap.mlir"]
    # generated modules of the benchmark, HLO and MLIR: thousands of slices, each track checked
    generated = tempfile.mkdtemp()
    atexit.register(shutil.rmtree, generated, True)
    for gen, out, extra in (("gen_async_hlo.py", "gen_1mb.hlo", []),
                            ("gen_async_mlir.py", "gen_1mb.mlir", ["400"])):
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", gen), "1",
                        os.path.join(generated, out), *extra], check=True)
        inputs.append(os.path.join(generated, out))

scheduled_figures = []
for path in inputs:
    name = os.path.relpath(path, ROOT) if path.startswith(ROOT) else os.path.basename(path)
    r = run("chains", "--format=trace", *modules_of(os.path.join(ROOT, path)), path)
    ok = r.returncode == 0
    try:
        doc = json.loads(r.stdout)
        bad = trace_problems(doc)
    except ValueError as e:
        doc, bad = None, [f"not JSON: {e}"]
    check(f"trace: {name}", ok and not bad, (r.stderr + "\n".join(bad[:10]))[-3000:])
    r = run("chains", "--format=json", *modules_of(os.path.join(ROOT, path)), path)
    try:
        doc = json.loads(r.stdout)
        bad = json_problems(doc)
    except (ValueError, KeyError, TypeError) as e:
        doc, bad = None, [f"bad document: {e!r}"]
    check(f"json: {name}", r.returncode == 0 and not bad, (r.stderr + "\n".join(bad[:10]))[-3000:])
    if CORPUS and doc:
        for m in doc["files"][0]["modules"]:
            if m["scheduled"]:
                t = m["totals"]
                scheduled_figures.append((name, t))
                check(f"json: {name}: a scheduled module has non-zero totals",
                      t["compute_us"] + t["communication_us"] > 0, t)

if CORPUS:
    check("the corpus has scheduled dumps", len(scheduled_figures) >= 6, scheduled_figures)
    finish()  # exits: the checks below read testdata/

# The trace of the FSDP layer: its seven ops, each with a flow to its done.
r = run("chains", "--format=trace", "testdata/chains/gpu_layer_schedule.hlo")
doc = json.loads(r.stdout)
ev = doc["traceEvents"]
ops = [e for e in ev if e["ph"] == "X" and "async_us" in e.get("args", {})]
check("trace: one slice per async op", sorted(e["name"] for e in ops) ==
      ["ag1", "ag2", "ar", "cp", "off", "opt", "rs"], [e["name"] for e in ops])
threads = {e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
check("trace: compute, collectives, copies and async compute tracks",
      {"compute", "collectives", "copies", "async compute"} <= threads, threads)
check("trace: a flow per op", sum(e["ph"] == "s" and e["cat"] == "async" for e in ev) == 7)
users = [e for e in ev if e["ph"] == "s" and e["cat"] == "first user"]
check("trace: a flow from each wait at a done to its first user",
      users and all(e["tid"] == 1 for e in users), users)
r = run("chains", "--format=trace", "testdata/verify/ok/threads_and_restated_attributes.hlo")
named = {e["args"]["name"] for e in json.loads(r.stdout)["traceEvents"]
         if e["ph"] == "M" and e["name"] == "thread_name"}
check("trace: a track per async execution thread", {"thread sparse", "thread host"} <= named, named)
# Ten collectives in flight at once: eight lanes of the stream, the last shared; two ops
# on one named thread: one track.
mev = json.loads(run("chains", "--format=trace", "testdata/chains/many_in_flight.hlo").stdout)["traceEvents"]
mnames = [e["args"]["name"] for e in mev if e["ph"] == "M" and e["name"] == "thread_name"]
mtid = {e["args"]["name"]: e["tid"] for e in mev if e["ph"] == "M" and e["name"] == "thread_name"}
mops = {e["name"]: e["tid"] for e in mev if e["ph"] == "X" and "async_us" in e.get("args", {})}
check("trace: ten collectives in flight on eight lanes, the ninth and tenth on the last",
      [n for n in mnames if n.startswith("collectives")] ==
      ["collectives"] + [f"collectives #{k}" for k in range(2, 9)]
      and mops.get("ags.9") == mops.get("ags.8") == mops.get("ags.7") == mtid.get("collectives #8"), mnames)
check("trace: two ops on one async execution thread share its track",
      mnames.count("thread side") == 1 and mops.get("t1s") == mops.get("t2s") == mtid.get("thread side"),
      (mnames, mops))
check("trace: counters of ops and bytes in flight",
      {e["name"] for e in ev if e["ph"] == "C"} == {"in flight", "bytes in flight"})
check("trace: the hardware is named", doc["otherData"]["hardware"] == "h100")
waits = [e for e in ev if e["ph"] == "X" and e.get("cat") == "wait"]
js = json.loads(run("chains", "--format=json", "testdata/chains/gpu_layer_schedule.hlo").stdout)
exposed = {op["done"]["name"]: op["estimate"]["exposed_us"]
           for op in js["files"][0]["modules"][0]["computations"][0]["ops"]}
check("trace: each wait is its op's exposed time",
      all(abs(w["dur"] - exposed[w["name"]]) < 2e-3 for w in waits) and
      len(waits) == sum(1 for v in exposed.values() if v > 0) >= 3,
      [(w["name"], w["dur"]) for w in waits])
check("trace: each op's slice says why and its slack",
      all(e["args"]["why"] in ("hidden", "queued", "shared", "no-work", "pinned", "schedule") and
          e["args"]["why_text"] and "slack_us" in e["args"] for e in ops), ops)
slack = {op["done"]["name"]: op["why"]["slack_us"]
         for op in js["files"][0]["modules"][0]["computations"][0]["ops"]}
check("trace: each op's slack is the JSON's (null where it is not known)",
      all(any(v is None and e["args"]["slack_us"] is None or
              v is not None and e["args"]["slack_us"] is not None and
              abs(v - e["args"]["slack_us"]) < 2e-3 for v in slack.values()) for e in ops) and
      len(ops) == len(slack), (ops, slack))
ranked = [op["estimate"]["exposed_us"] for op in js["files"][0]["modules"][0]["computations"][0]["ops"]]
text = run("chains", "--wide", "testdata/chains/gpu_layer_schedule.hlo").stdout
rows = [line for line in text.splitlines() if line.startswith("  pair") or
        line.startswith("  sugared") or line.startswith("  call")]
col = next(line for line in text.splitlines() if " exposed " in line and "kind" in line).index(" exposed ") + 1
exposed = [float(r[col:].split()[0]) for r in rows]  # "39.1 µs": the table's columns line up
check("text: the most exposed ops first", exposed == sorted(exposed, reverse=True), text)

# Options.
r = run("chains", "--hw=h100,link_gbps=900", "--format=json", "testdata/chains/gpu_layer_schedule.hlo")
fast = json.loads(r.stdout)["files"][0]["modules"][0]
check("--hw overrides a number", fast["hardware"]["link_gbps"] == 900 and
      fast["totals"]["communication_us"] < js["files"][0]["modules"][0]["totals"]["communication_us"])
r = run("chains", "--hw=h10", "testdata/chains/gpu_layer_schedule.hlo")
check("--hw: an unknown profile is a usage error", r.returncode == 2 and
      "did you mean 'h100'" in r.stderr, r.stderr)
r = run("chains", "--hw=list")
check("--hw=list lists the profiles", r.returncode == 0 and all(
    p in r.stdout for p in ("h100", "a100", "tpu-v5e", "cpu", "link_gbps")), r.stdout)
r = run("chains", "--format=svg", "testdata/chains/gpu_layer_schedule.hlo")
check("svg: by estimated time for a scheduled module", "x = estimated time on h100" in r.stdout)
r = run("chains", "--format=svg", "--timeline=position", "testdata/chains/gpu_layer_schedule.hlo")
check("svg: --timeline=position", "x = schedule position" in r.stdout)
r = run("chains", "--format=svg", "testdata/chains/late_binding_unscheduled.hlo")
check("svg: by position for an unscheduled module", "x = schedule position" in r.stdout)
r = run("chains", "--timeline=later", "testdata/chains/gpu_layer_schedule.hlo")
check("--timeline: an unknown axis is a usage error", r.returncode == 2, r.stderr)
r = run("verify", "--max-exposed-fraction=2", "testdata/chains/gpu_layer_schedule.hlo")
check("--max-exposed-fraction: above 1 is a usage error", r.returncode == 2, r.stderr)
r = run("verify", "--max-exposed-fraction=0.9", "-q", "testdata/chains/gpu_layer_schedule.hlo")
check("--max-exposed-fraction=0.9: the ops above 90 % exposed are errors",
      r.returncode == 1 and r.stderr.count("[async-exposed-budget]") == 3, r.stderr)
r = run("verify", "--hw=h100,link_gbps=100000,latency_us=0", "-q", "testdata/verify/err/async_exposed.hlo")
check("--hw: on a faster link nothing is exposed", r.returncode == 0 and "async-exposed" not in r.stderr,
      r.stderr)
# A schedule of many exposed ops: the 20 most exposed, then one note for the rest.
lines = ["HloModule many, is_scheduled=true, num_partitions=8",
         "%sum { %x = f32[] parameter(0)\n %y = f32[] parameter(1)\n ROOT %s = f32[] add(%x, %y) }",
         "ENTRY %main {", "  %p = f32[4096]{0} parameter(0)"]
for i in range(25):
    lines += [f"  %s{i} = f32[4096]{{0}} all-reduce-start(%p), replica_groups=[1,8]<=[8], to_apply=%sum",
              f"  %m{i} = f32[4096]{{0}} multiply(%p, %p)",
              f"  %d{i} = f32[4096]{{0}} all-reduce-done(%s{i})"]
lines += ["  ROOT %t = f32[4096]{0} add(%d0, %d1)", "}"]
r = subprocess.run([BIN, "verify", "-q", "--stdin-filename=many.hlo", "-"], input="\n".join(lines) + "\n",
                   capture_output=True, text=True)
check("async-exposed: 20 notes per computation and one for the rest",
      r.stderr.count("[async-exposed]") == 21 and "5 more async ops of 'main'" in r.stderr, r.stderr[-2000:])
r = subprocess.run([BIN, "verify", "-q", "--max-exposed-fraction=0.5", "--stdin-filename=many.hlo", "-"],
                   input="\n".join(lines) + "\n", capture_output=True, text=True)
check("async-exposed-budget: every op above the budget", r.stderr.count("[async-exposed-budget]") == 25,
      r.stderr[-2000:])
finish()
