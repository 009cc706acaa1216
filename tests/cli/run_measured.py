#!/usr/bin/env python3
"""chains --measured: XSpace fixtures written by testdata/measured/gen_xspace.py with known
intervals, joined to testdata/measured/pair.hlo; the measured figures checked exactly against
the intervals the generator wrote (docs/measured.md). With --corpus DIR: every XSpace of
DIR/profiles/xplane read and joined to its embedded modules, every event that names an
instruction matched (prints TAP).
Usage: run_measured.py HLO_ASYNC SOURCE_ROOT [--corpus DIR]"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
CORPUS = sys.argv[sys.argv.index("--corpus") + 1] if "--corpus" in sys.argv else None
DATA = os.path.join(ROOT, "testdata", "measured")
PAIR = os.path.join(DATA, "pair.hlo")
TMP = tempfile.mkdtemp(prefix="hloa-measured-")
subprocess.run([sys.executable, os.path.join(DATA, "gen_xspace.py"), TMP], check=True)


def fx(name):
    return os.path.join(TMP, name)


def run(*args):
    return subprocess.run([BIN, *args], capture_output=True, timeout=120)


def measured_json(profile, *files):
    r = run("chains", "--format=json", "--measured=" + profile, *files)
    doc = json.loads(r.stdout) if r.stdout else {}
    mods = [m for f in doc.get("files", []) for m in f["modules"]]
    return r, mods


def ops_by_name(module):
    return {o["instruction"]["name"]: o for o in module["measured"]["ops"]}


def figures(op, what):
    f = op[what]
    return (f["median_us"], f["min_us"], f["max_us"])


def expect(label, op, time, exposed, source, runs=6):
    check(f"{label}: {runs} runs", op["runs"] == runs, op)
    check(f"{label}: time median [min, max] = {time}", figures(op, "time") == time, op["time"])
    check(f"{label}: exposed median [min, max] = {exposed}", figures(op, "exposed") == exposed,
          op["exposed"])
    check(f"{label}: exposed from {source}", op["exposed_from"] == source, op["exposed_from"])


@test
def committed_fixtures_are_the_generators():
    # testdata/measured/{gpu,tpu}.xplane.pb are in the repository for the README's example
    for name in ("gpu.xplane.pb", "tpu.xplane.pb"):
        with open(os.path.join(DATA, name), "rb") as a, open(fx(name), "rb") as b:
            check(f"{name}: what gen_xspace.py writes", a.read() == b.read())


@test
def gpu_streams():
    # all-reduce-start's kernel [10, 30 + s] beside compute [0,10] [11,25] [26,30]: idle 2 + s;
    # copy-start [25, 33]: idle [25,26] and [30,33]; all-reduce.1 synchronous, 5 µs
    for name in ("gpu.xplane.pb", "gpu.xplane.pb.gz"):
        r, mods = measured_json(fx(name), PAIR)
        check(f"{name}: exit 0", r.returncode == 0, r.stderr)
        m = mods[0]["measured"]
        check(f"{name}: 2 devices, 36 of 36 events matched",
              (m["devices"], m["events_naming_an_instruction"], m["events_matched"]) == (2, 36, 36), m)
        check(f"{name}: module and program id", (m["module"], m["program_id"]) == ("measured_pair", "7"), m)
        ops = ops_by_name(mods[0])
        expect(f"{name} all-reduce-start", ops["all-reduce-start"], (21, 20, 22), (3, 2, 4), "idle")
        expect(f"{name} copy-start", ops["copy-start"], (8, 8, 8), (4, 4, 4), "idle")
        expect(f"{name} all-reduce.1", ops["all-reduce.1"], (5, 5, 5), (5, 5, 5), "sync")
        ar = ops["all-reduce-start"]
        check(f"{name}: beside the model's time, exposure and why",
              ar["model"]["time_us"] > 0 and ar["model"]["factor"] == "schedule"
              and ar["model"]["done_before"]["name"] == "t", ar["model"])


@test
def tpu_lines():
    # XLA Ops: all-reduce-start [10, 10.5] .. all-reduce-done [28, 29 + 2s]; the copy's
    # Async XLA Ops event [25, 32 + s], its copy-done [31, 32 + s]; program id above 2^63
    r, mods = measured_json(fx("tpu.xplane.pb"), PAIR)
    check("tpu: exit 0", r.returncode == 0, r.stderr)
    m = mods[0]["measured"]
    check("tpu: 2 devices, every event matched",
          m["devices"] == 2 and m["events_matched"] == m["events_naming_an_instruction"] == 54, m)
    check("tpu: the 64-bit program id", m["program_id"] == str((1 << 64) - 59), m["program_id"])
    ops = ops_by_name(mods[0])
    expect("tpu all-reduce-start", ops["all-reduce-start"], (21, 19, 23), (3, 1, 5), "done-event")
    expect("tpu copy-start", ops["copy-start"], (8, 7, 9), (2, 1, 3), "done-event")
    expect("tpu all-reduce.1", ops["all-reduce.1"], (5, 5, 5), (5, 5, 5), "sync")


@test
def most_wrong_per_kind():
    r, mods = measured_json(fx("gpu.xplane.pb"), PAIR)
    kinds = mods[0]["measured"]["most_wrong_per_kind"]
    check("a row per collective kind", sorted(k["kind"] for k in kinds)
          == ["all-reduce", "all-reduce-start", "copy-start"], kinds)
    ratios = [abs(__import__("math").log(k["most_wrong_ratio"])) for k in kinds]
    check("the kind most wrong first", ratios == sorted(ratios, reverse=True), ratios)
    ar = next(k for k in kinds if k["kind"] == "all-reduce")
    check("its ratio is measured over the model", abs(ar["most_wrong_ratio"] * ar["model_us"] - 5) < 1e-3, ar)


@test
def text_beside_the_model():
    r = run("chains", "--wide", "--measured=" + fx("gpu.xplane.pb"), PAIR)
    out = r.stdout.decode()
    check("text: exit 0", r.returncode == 0, r.stderr)
    check("text: the measured section names the profile and the match",
          "measured: " + fx("gpu.xplane.pb") + " (XSpace), module measured_pair: 2 devices; 36 of 36" in out, out)
    row = next((l for l in out.splitlines() if l.split()[1:2] == ["all-reduce-start"] and "[" in l), "")
    check("text: a row with median, [min, max] and the model's figure",
          re.search(r"21\.0 µs +\[20\.0 µs, 22\.0 µs\] +39\.9 µs +3\.0 µs +\[2\.0 µs, 4\.0 µs\] +35\.2 µs +idle$",
                    row), row)
    check("text: where the model is most wrong", "where the model is most wrong, per collective kind:" in out, out)


@test
def svg_beside_the_model():
    import xml.etree.ElementTree as ET
    r = run("chains", "--format=svg", "--measured=" + fx("tpu.xplane.pb"), PAIR)
    check("svg: exit 0", r.returncode == 0, r.stderr)
    root = ET.fromstring(r.stdout)
    ns = "{http://www.w3.org/2000/svg}"
    inner = root.findall(ns + "svg")
    check("svg: the chains picture inside, whole", len(inner) == 1 and int(root.get("height")) > int(inner[0].get("height")))
    group = next((g for g in root.iter(ns + "g") if g.get("class") == "measured"), None)
    tips = [t.text for t in group.iter(ns + "title")] if group is not None else []
    check("svg: a model bar and a measured bar per op", len(tips) == 6, tips)
    check("svg: the measured figures in the tooltips",
          "measured (6 runs): time 21.0 us [19.0 us, 23.0 us], exposed 3.0 us (done-event)" in tips, tips)
    r = run("chains", "--format=svg", "--measured=" + fx("other.xplane.pb"), PAIR)
    check("svg: another module's run said, exit 1", r.returncode == 1 and b"did not run" in r.stderr, r.stderr)


@test
def modules_that_do_not_match():
    r = run("chains", "--measured=" + fx("other.xplane.pb"), PAIR)
    check("another module's run: exit 1, both names said",
          r.returncode == 1 and b"module 'measured_pair' did not run" in r.stderr and b"'jit_other'" in r.stderr,
          r.stderr)
    r = run("chains", "--measured=" + fx("renamed.xplane.pb"), PAIR)
    check("events naming instructions the module lacks: exit 1, the names said",
          r.returncode == 1 and b"12 of 36 events name instructions it lacks: 'fusion.20' 'copy-start.9'"
          in r.stderr, r.stderr)
    check("... and the join still shown", b"instructions the module lacks (2)" in r.stdout, r.stdout)


@test
def unreadable_profiles():
    for name, says in (("truncated.xplane.pb", b"corrupt protobuf at byte"),
                       ("corrupt.xplane.pb", b"a field of the wrong type at byte 0"),
                       ("empty.xplane.pb", b"holds no planes"),
                       ("missing.xplane.pb", b"missing.xplane.pb")):
        r = run("chains", "--measured=" + fx(name), PAIR)
        check(f"{name}: exit 2, nothing written, said", r.returncode == 2 and not r.stdout and says in r.stderr,
              r.stderr)
    r = run("chains", "--measured=-", PAIR)
    check("standard input refused: exit 2", r.returncode == 2 and b"not from standard input" in r.stderr, r.stderr)
    r = run("chains", "--measured=" + fx("gpu.xplane.pb"))
    check("no module given and none embedded: exit 2", r.returncode == 2 and b"embeds no module" in r.stderr,
          r.stderr)
    r = run("chains", "--compare", "--measured=" + fx("gpu.xplane.pb"), PAIR, PAIR)
    check("--compare with --measured: the requests held to the run (none here)",
          r.returncode == 0 and b"0 not as asked" in r.stdout, r.stdout + r.stderr)


@test
def chrome_trace_dispatched_by_content():
    path = fx("trace.json")
    with open(path, "w") as f:
        f.write('  {"traceEvents": []}')
    r = run("chains", "--measured=" + path, PAIR)
    check("a JSON profile goes to the Chrome trace reader", r.returncode in (0, 1, 2) and b"XSpace" not in r.stderr,
          r.stderr)


if CORPUS:
    @test
    def corpus_xspaces():
        files = sorted(glob.glob(os.path.join(CORPUS, "profiles", "xplane", "*.xplane.pb")))
        check("the corpus holds XSpace files", len(files) >= 4, files)
        for path in files:
            name = os.path.basename(path)
            r, mods = measured_json(path)
            check(f"{name}: exit 0", r.returncode == 0, r.stderr[:2000])
            joined = [m["measured"] for m in mods if "measured" in m]
            check(f"{name}: its embedded modules joined", joined and len(joined) == len(mods), len(mods))
            named = sum(m["events_naming_an_instruction"] for m in joined)
            matched = sum(m["events_matched"] for m in joined)
            check(f"{name}: every event naming an instruction matched ({matched} of {named})",
                  named > 0 and matched == named and not any(m["instructions_missing"] for m in joined))
            if name.startswith("tpu"):
                ops = {o["instruction"]["name"]: o for m in joined for o in m["ops"]}
                check(f"{name}: the all-reduce measured", ops.get("all-reduce", {}).get("runs", 0) > 0, ops.keys())
                copies = [o for o in ops.values() if o["kind"] == "copy-start"]
                check(f"{name}: its copy-start/copy-done pairs measured, time and exposure",
                      len(copies) >= 6 and all(o["time"]["median_us"] > 0 and o["exposed_from"] == "done-event"
                                               for o in copies), [o["instruction"]["name"] for o in copies])

finish()
