#!/usr/bin/env python3
"""XLA's own HloProtos as inputs (prints TAP): DIR/profiles of the corpus.

  * nsys-jax/*.zip: every after-optimizations HloProto dump (dump/*.hlo.pb.xz)
    of each archive, taken out with zipfile into a temporary directory, is read
    as a module: `verify` exits 0 (XLA compiled it: no error), `text` renders
    it, `chains --format=json` exits 0; and the archive's step module (the one
    with the most async collectives) lists all-gather, all-reduce and
    reduce-scatter ops, each by the name XLA gave its start and done.
  * xplane/*.xplane.pb: the HloProto of every module in the XSpace's
    /host:metadata plane (an XStat's bytes_value in the plane's event metadata;
    xla/tsl/profiler/protobuf/xplane.proto: XSpace.planes 1, XPlane.name 2,
    XPlane.event_metadata 4 (map: value 2), XEventMetadata.stats 5,
    XStat.bytes_value 6) is read the same way; among them are copy-start /
    copy-done pairs and an all-reduce (the TPU run's).

Usage: run_hloproto.py HLO_ASYNC CORPUS_DIR
"""
import json
import os
import subprocess
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, CORPUS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
PROFILES = os.path.join(CORPUS, "profiles")


def run(*args):
    return subprocess.run([BIN, *args], capture_output=True, timeout=300)


def fields(b):
    """(number, wire type, value) of a protobuf message; a LEN value as bytes."""
    i = 0
    while i < len(b):
        k, i = varint(b, i)
        number, wire = k >> 3, k & 7
        if wire == 0:
            v, i = varint(b, i)
        elif wire == 1:
            v, i = b[i:i + 8], i + 8
        elif wire == 5:
            v, i = b[i:i + 4], i + 4
        elif wire == 2:
            n, i = varint(b, i)
            v, i = b[i:i + n], i + n
        else:
            raise ValueError(f"wire type {wire}")
        yield number, wire, v


def varint(b, i):
    v = shift = 0
    while True:
        x = b[i]
        i += 1
        v |= (x & 0x7F) << shift
        shift += 7
        if not x & 0x80:
            return v, i


def embedded_protos(path):
    """The bytes_value stats of the event metadata of the plane /host:metadata."""
    out = []
    for number, _, plane in fields(open(path, "rb").read()):
        if number != 1 or next((v for n, _, v in fields(plane) if n == 2), b"") != b"/host:metadata":
            continue
        for n, _, entry in fields(plane):
            if n != 4:
                continue
            for k, _, meta in fields(entry):
                if k != 2:
                    continue
                for s, _, stat in fields(meta):
                    if s == 5:
                        out += [v for f, _, v in fields(stat) if f == 6]
    return out


def ops_of(chains):
    """{op kind: [(start name, done name)]} of a chains JSON document's one module."""
    ops = {}
    for m in chains["files"][0]["modules"]:
        for c in m["computations"]:
            for op in c["ops"]:
                ops.setdefault(op["op"], []).append((op["start"]["name"],
                                                     (op.get("done") or {}).get("name")))
            for op in c["sync_ops"]:  # a synchronous collective: its one instruction
                name = op["instruction"]["name"]
                ops.setdefault(op["op"], []).append((name, name))
    return ops


def read_module(label, path):
    """verify exits 0, text renders, chains exits 0; its ops, or None."""
    v = run("verify", "--format=json", path)
    report = json.loads(v.stdout or b"{}")
    errors = [d for f in report.get("files", []) for d in f.get("diagnostics", [])
              if d.get("severity") == "error"]
    check(f"{label}: verify reads it with no error", v.returncode == 0 and not errors,
          f"exit {v.returncode}\n{v.stderr.decode()[:2000]}{errors[:3]}")
    t = run("text", path)
    check(f"{label}: text renders it", t.returncode == 0 and t.stdout.startswith(b"HloModule "),
          t.stderr.decode())
    c = run("chains", "--format=json", path)
    check(f"{label}: chains reads it", c.returncode == 0, c.stderr.decode()[:2000])
    return ops_of(json.loads(c.stdout)) if c.returncode == 0 else {}


archives = sorted(os.listdir(os.path.join(PROFILES, "nsys-jax"))) \
    if os.path.isdir(os.path.join(PROFILES, "nsys-jax")) else []
check("profiles/nsys-jax holds archives", len(archives) >= 2, PROFILES)
with tempfile.TemporaryDirectory() as tmp:
    for archive in archives:
        with zipfile.ZipFile(os.path.join(PROFILES, "nsys-jax", archive)) as z:
            names = [n for n in z.namelist()
                     if n.startswith("dump/") and n.endswith("after_optimizations.hlo.pb.xz")]
            check(f"{archive} holds after-optimizations HloProtos", len(names) >= 5, str(len(names)))
            out = os.path.join(tmp, archive)
            for n in names:
                z.extract(n, out)
        best = {}
        for n in sorted(names):
            ops = read_module(f"{archive}:{n}", os.path.join(out, n))
            if sum(map(len, ops.values())) > sum(map(len, best.values())):
                best = ops
        kinds = {k: v for k, v in best.items()}
        check(f"{archive}: the step module lists all-gather, all-reduce and reduce-scatter ops",
              "all-gather-start" in kinds and "all-reduce-start" in kinds and
              "reduce-scatter" in kinds, json.dumps(sorted(kinds)))
        names_ok = all(s and d for v in best.values() for s, d in v)
        check(f"{archive}: every op of the step module has its start's and its done's name",
              names_ok, json.dumps(best)[:2000])

    xplanes = sorted(f for f in os.listdir(os.path.join(PROFILES, "xplane")) if f.endswith(".pb")) \
        if os.path.isdir(os.path.join(PROFILES, "xplane")) else []
    check("profiles/xplane holds XSpace files", len(xplanes) >= 4, PROFILES)
    seen = {}
    for x in xplanes:
        protos = embedded_protos(os.path.join(PROFILES, "xplane", x))
        check(f"{x} embeds HloProtos", len(protos) >= 1, "none in /host:metadata")
        for i, p in enumerate(protos):
            path = os.path.join(tmp, f"{x}.{i}.hlo.pb")
            with open(path, "wb") as f:
                f.write(p)
            for k, v in read_module(f"{x} module {i}", path).items():
                seen.setdefault(k, []).extend(v)
    check("the XSpace files' modules hold copy-start/copy-done pairs and an all-reduce, named",
          "copy-start" in seen and "all-reduce" in seen and
          all(s and d for v in seen.values() for s, d in v), json.dumps(sorted(seen)))
finish()
