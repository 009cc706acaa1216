#!/usr/bin/env python3
"""How the CPU time of each command grows with its input (issue 56's growth table).

Each family below writes an input of size n, 2n, 4n and 8n, runs the built
binary on it and measures the child's CPU time (user + system, from
resource.getrusage(RUSAGE_CHILDREN) before and after: other load on the
machine does not count). The exponent of a family is the slope of
log2(time) over log2(size), fitted by least squares: 1 is linear, 2 quadratic.
It exits 1 when a family's exponent is above --max (1.3 by default: n log n
at these sizes stays well under it).

Usage: growth.py HLO_ASYNC [--scale K] [--runs R] [--max E] [--only NAME,...] [--keep DIR]
  --scale K   multiplies every family's n (default 1: each runs in seconds)
  --runs R    times each size R times and keeps the least (default 1)
A benchmark, not a test: results go to bench/RESULTS.md by hand.
"""
import argparse
import math
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SUM = ("%sum (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n"
       "  ROOT %r = f32[] add(%a, %b)\n}\n\n")
PAIRS = "frontend_attributes={_xla_send_recv_source_target_pairs={{0,1}}}"


def scheduled(body, root, extra=""):
    """A scheduled module of two partitions whose entry holds body (lines) and ends at root."""
    return ("HloModule m, is_scheduled=true, num_partitions=2\n\n" + SUM + extra +
            "ENTRY %main (p: f32[8]) -> f32[8] {\n  %p = f32[8] parameter(0)\n" +
            "".join(body) + f"  ROOT %out = f32[8] negate({root})\n}}\n")


def send_recv(n, d):
    body = ["  %t = token[] after-all()\n"]
    for i in range(n):
        c = i + 1
        body += [f"  %s{i} = (f32[8], u32[], token[]) send(%p, %t), channel_id={c}, {PAIRS}\n",
                 f"  %r{i} = (f32[8], u32[], token[]) recv(%t), channel_id={c}, {PAIRS}\n",
                 f"  %sd{i} = token[] send-done(%s{i}), channel_id={c}\n",
                 f"  %rd{i} = (f32[8], token[]) recv-done(%r{i}), channel_id={c}\n"]
    body.append(f"  %g = f32[8] get-tuple-element(%rd{n - 1}), index=0\n")
    return write(d, "send_recv.hlo", scheduled(body, "%g")), ["verify"]


def mlir(generic):
    def family(n, d):
        path = os.path.join(d, "chains.mlir")
        subprocess.run([sys.executable, os.path.join(HERE, "gen_async_mlir.py"), "1", path, str(n)] +
                       (["--generic"] if generic else []), check=True)
        return path, ["verify"]
    return family


def exposed(suppressed):
    def family(n, d):
        body = []
        for i in range(n):
            if suppressed:
                body.append("  // hlo-async: ignore[async-exposed] -- measured\n")
            body += [f"  %s{i} = f32[8] all-reduce-start(%p), channel_id={i + 1}, replica_groups={{{{0,1}}}}, to_apply=%sum\n",
                     f"  %d{i} = f32[8] all-reduce-done(%s{i})\n"]
        return write(d, "exposed.hlo", scheduled(body, f"%d{n - 1}")), ["verify"]
    return family


def in_flight(n, d):
    body = [f"  %s{i} = f32[8] all-reduce-start(%p), channel_id={i + 1}, replica_groups={{{{0,1}}}}, to_apply=%sum\n"
            for i in range(n)]
    body += [f"  %d{i} = f32[8] all-reduce-done(%s{i})\n" for i in range(n)]
    return write(d, "in_flight.hlo", scheduled(body, f"%d{n - 1}")), ["verify", "--max-in-flight=0"]


def groups_lines(n, with_attr=True):
    """n scheduling groups of an all-reduce and the compute that overlaps it."""
    body = []
    for i in range(n):
        g = f', frontend_attributes={{_scheduling_group_id="{i}"}}' if with_attr else ""
        body += [f"  %s{i} = f32[8] all-reduce-start(%p), channel_id={i + 1}, replica_groups={{{{0,1}}}}, to_apply=%sum{g}\n",
                 f"  %m{i} = f32[8] multiply(%p, %p){g}\n",
                 f"  %d{i} = f32[8] all-reduce-done(%s{i}){g}\n"]
    return body


def compare_groups(n, d):
    before = scheduled(groups_lines(n), f"%d{n - 1}").replace("is_scheduled=true, ", "")
    after = scheduled(groups_lines(n, with_attr=False), f"%d{n - 1}")
    return [write(d, "before.hlo", before), write(d, "after.hlo", after)], ["chains", "--compare"]


def update_chain(cmd):
    def family(n, d):
        shape = "((f32[8]), f32[8], s32[])"
        body = [f"  %u0 = {shape} async-start(%p), calls=%wrapped\n"]
        body += [f"  %u{i} = {shape} async-update(%u{i - 1})\n" for i in range(1, n)]
        body.append(f"  %done = f32[8] async-done(%u{n - 1})\n")
        wrapped = "%wrapped (x: f32[8]) -> f32[8] {\n  %x = f32[8] parameter(0)\n  ROOT %c = f32[8] custom-call(%x), custom_call_target=\"foo\"\n}\n\n"
        text = scheduled(body, "%done", wrapped)
        if cmd == "desugar":  # the sugared form of the same chain
            text = text.replace("async-start(%p), calls=%wrapped", "custom-call-start(%p), custom_call_target=\"foo\"")
            text = text.replace("async-update", "custom-call-update").replace("async-done", "custom-call-done")
            text = text.replace(wrapped, "")
        return write(d, "chain.hlo", text), [cmd, "-o", os.devnull]
    return family


def distinct_groups(n, d):
    return write(d, "groups.hlo", scheduled(groups_lines(n), f"%d{n - 1}")), ["verify", "--select=syntax"]


def write(d, name, text):
    path = os.path.join(d, name)
    with open(path, "w") as f:
        f.write(text)
    return path


# name, the generator, n (the first of four sizes)
FAMILIES = [
    ("verify, sequential send/recv channels", send_recv, 5000),
    ("verify, MLIR with many chains (pretty)", mlir(False), 10000),
    ("verify, MLIR with many chains (generic)", mlir(True), 10000),
    ("verify, back-to-back exposed collectives", exposed(False), 10000),
    ("verify, back-to-back exposed collectives, suppressed", exposed(True), 10000),
    ("verify, collectives all in flight at once", in_flight, 8000),
    ("chains --compare, scheduling groups", compare_groups, 2500),
    ("desugar, one chain of async-updates", update_chain("desugar"), 20000),
    ("resugar, one chain of async-updates", update_chain("resugar"), 20000),
    ("verify --select=syntax, distinct _scheduling_group_id values", distinct_groups, 20000),
]


def cpu_seconds(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=1800)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)} exited {r.returncode}: {r.stderr[-300:]!r}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def slope(xs, ys):
    """Least-squares slope of log2(ys) over log2(xs)."""
    lx = [math.log2(x) for x in xs]
    ly = [math.log2(max(y, 1e-3)) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("--scale", type=float, default=1)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--max", type=float, default=1.3)
    ap.add_argument("--only", default="")
    ap.add_argument("--keep")
    a = ap.parse_args()
    binary = os.path.abspath(a.binary)
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        d = a.keep or tmp
        os.makedirs(d, exist_ok=True)
        print(f"{'family':62} {'sizes':>16}  {'CPU seconds':<32} exponent")
        for name, gen, n0 in FAMILIES:
            if a.only and not any(o.strip() and o.strip() in name for o in a.only.split(",")):
                continue
            sizes = [max(1, int(n0 * a.scale)) * k for k in (1, 2, 4, 8)]
            times = []
            for n in sizes:
                paths, args = gen(n, d)
                paths = paths if isinstance(paths, list) else [paths]
                times.append(min(cpu_seconds([binary, *args, *paths]) for _ in range(a.runs)))
            e = slope(sizes, times)
            worst = max(worst, e)
            shown = " ".join(f"{t:.2f}" for t in times)
            print(f"{name:62} {sizes[0]:>7}..{sizes[-1]:<7}  {shown:<32} {e:.2f}", flush=True)
    print(f"worst exponent {worst:.2f} (at most {a.max})")
    return 1 if worst > a.max else 0


if __name__ == "__main__":
    sys.exit(main())
