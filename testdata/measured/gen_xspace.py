#!/usr/bin/env python3
"""Writes the XSpace fixtures of `chains --measured` (docs/measured.md) into DIR, by hand in the
protobuf wire format (no protobuf package), from the schema tsl/profiler/protobuf/xplane.proto:

  XSpace         planes 1
  XPlane         id 1, name 2, lines 3, event_metadata 4 (map: key 1, value 2), stat_metadata 5
  XLine          id 1, name 2, timestamp_ns 3, events 4, display_name 11
  XEvent         metadata_id 1, offset_ps 2, duration_ps 3, stats 4, num_occurrences 5
  XStat          metadata_id 1, double 2, uint64 3, int64 4, str 5, bytes 6, ref_value 7
  XEventMetadata id 1, name 2, display_name 4, stats 5
  XStatMetadata  id 1, name 2

The runs are of the module pair.hlo (measured_pair), with intervals chosen so that every figure
the join reports is known (docs/measured.md works them out):

  gpu.xplane.pb     two GPUs, three steps each, XLA:GPU's layout: kernels on "Stream #N(...)"
                    lines with hlo_op / hlo_module / program_id stats (ref_value on one device,
                    str_value on the other); a host plane whose launches name ops too
  gpu.xplane.pb.gz  the same, gzip
  tpu.xplane.pb     two TPU cores, three steps each, XProf's TPU layout: "XLA Modules" events
                    named "measured_pair(ID)" with a 64-bit program id above 2^63, "XLA Ops"
                    named by HLO text and displayed by name, program_id among the metadata's
                    stats, and an "Async XLA Ops" line for the copy (hlo_op: its done)
  other.xplane.pb   a run of another module (not measured_pair)
  renamed.xplane.pb measured_pair, but its events name instructions pair.hlo lacks
  strangers.xplane.pb  measured_pair, with kernels of twelve instructions pair.hlo lacks
  idonly.xplane.pb     events that name their module by program id alone (no hlo_module)
  noid.xplane.pb       events that name their module by name alone (no program_id)
  badproto.xplane.pb   the GPU run with an embedded HloProto that is not one
  truncated.xplane.pb  gpu.xplane.pb cut short
  corrupt.xplane.pb    a plane whose name is a varint (a wire type the schema does not allow)
  empty.xplane.pb      no bytes at all

Usage: gen_xspace.py DIR
       gen_xspace.py --steps N FILE   only the GPU run, of N steps (a big profile, to time)
"""
import gzip
import os
import sys


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "common"))
from pbwire import f_bytes as ld, f_int as vint, key, varint  # noqa: E402,F401

PS = 1_000_000  # picoseconds a microsecond


class Plane:
    """One XPlane: stat and event metadata made as they are first named."""

    def __init__(self, pid, name):
        self.pid, self.name = pid, name
        self.stat_ids, self.event_ids, self.event_md, self.lines = {}, {}, [], []

    def stat(self, name):
        if name not in self.stat_ids:
            self.stat_ids[name] = len(self.stat_ids) + 1
        return self.stat_ids[name]

    def xstat(self, name, value, as_ref=False):
        """An XStat: a str (as str_value, or as ref_value naming a stat metadata), an int."""
        body = vint(1, self.stat(name))
        if isinstance(value, str):
            body += vint(7, self.stat(value)) if as_ref else ld(5, value)
        elif value >= 1 << 63:
            body += vint(3, value)  # uint64_value
        else:
            body += vint(4, value)  # int64_value
        return body

    def event(self, name, display=None, stats=()):
        k = (name, display)
        if k not in self.event_ids:
            mid = len(self.event_ids) + 1
            self.event_ids[k] = mid
            body = vint(1, mid) + ld(2, name)
            if display:
                body += ld(4, display)
            for s in stats:
                body += ld(5, s)
            self.event_md.append((mid, body))
        return self.event_ids[k]

    def line(self, lid, name, timestamp_ns, events):
        """events: (metadata id, start µs, duration µs, [XStat bytes])"""
        body = [vint(1, lid), ld(2, name), vint(3, timestamp_ns)]
        for mid, start, dur, stats in events:
            ev = vint(1, mid) + vint(2, round(start * PS)) + vint(3, round(dur * PS))
            ev += b"".join(ld(4, s) for s in stats)
            body.append(ld(4, ev))
        self.lines.append(b"".join(body))

    def encode(self):
        # metadata after the lines, as a reader must accept (map order is free)
        body = [vint(1, self.pid), ld(2, self.name)]
        body += [ld(3, lb) for lb in self.lines]
        body += [ld(4, vint(1, mid) + ld(2, mb)) for mid, mb in self.event_md]
        body += [ld(5, vint(1, sid) + ld(2, vint(1, sid) + ld(2, sname)))
                 for sname, sid in self.stat_ids.items()]
        return ld(1, b"".join(body))


MODULE, PROGRAM = "measured_pair", 7
STEPS, STEP_US = 3, 1000.0


def gpu_space(module=MODULE, names=None, steps=None, strangers=0, program=PROGRAM, proto=None):
    """Two GPUs; per step s (from s * 1000 µs, device d 0.5 µs later), in µs:
    compute stream: fusion.1 [0, 10], fusion.2 [11, 25], fusion.3 [26, 30], all-reduce.1 [35, 40]
    nccl stream:    all-reduce-start [10, 30 + s]
    copy stream:    copy-start [25, 33]"""
    names = names or {}
    n = lambda op: names.get(op, op)  # noqa: E731
    planes = []
    for d in range(2):
        p = Plane(d, f"/device:GPU:{d}")
        ref = d == 0

        def kernel(op, p=p, ref=ref):
            stats = [p.xstat("hlo_op", n(op), ref)]
            if module:
                stats.append(p.xstat("hlo_module", module, ref))
            if program is not None:
                stats.append(p.xstat("program_id", program))
            stats.append(p.xstat("correlation_id", 1))
            return (p.event(op.replace("-", "_") + "_kernel"), stats)

        compute, nccl, copy = [], [], []
        for s in range(steps or STEPS):
            t0 = s * STEP_US + 0.5 * d
            for op, a, b in (("fusion.1", 0, 10), ("fusion.2", 11, 25), ("fusion.3", 26, 30),
                             ("all-reduce.1", 35, 40)):
                mid, st = kernel(op)
                compute.append((mid, t0 + a, b - a, st))
            mid, st = kernel("all-reduce-start")
            nccl.append((mid, t0 + 10, 20 + s % STEPS, st))
            mid, st = kernel("copy-start")
            copy.append((mid, t0 + 25, 8, st))
        for k in range(strangers):  # kernels naming instructions the module lacks
            mid, st = kernel(f"stranger.{k}")
            compute.append((mid, 4000.0 + k, 0.5, st))
        # a kernel of no module (the runtime's own copy): not the module's compute
        compute.append((p.event("__rocclr_copyBuffer"), 5000.0, 3.0, []))
        p.line(13, "Stream #13(compute)", 1_000_000, compute)
        p.line(14, "Stream #14(nccl)", 1_000_000, nccl)
        p.line(15, "Stream #15(MemcpyD2D)", 1_000_000, copy)
        planes.append(p)
    host = Plane(0, "/host:CPU")
    launch = host.event("cuLaunchKernel")
    host.line(7, "python3", 999_990, [(launch, 0.0, 2.0, [host.xstat("hlo_op", n("fusion.1")),
                                                         host.xstat("hlo_module", module or "")])])
    planes.append(host)
    meta = Plane(0, "/host:metadata")
    if proto is not None:  # the module's HloProto, as XProf keeps it: event metadata id = program id
        meta.event_md.append((PROGRAM, vint(1, PROGRAM) + ld(2, f"{module}({PROGRAM})")
                              + ld(5, vint(1, meta.stat("Hlo Proto")) + ld(6, proto))))
    planes.append(meta)
    return b"".join(p.encode() for p in planes)


BIG = (1 << 64) - 59  # a fingerprint above 2^63: negative as an int64


def tpu_space():
    """Two TPU cores; per step s, in µs: the module [0, 45]; XLA Ops fusion.1 [0, 10],
    all-reduce-start [10, 10.5], fusion.2 [11, 25], copy-start [25, 25.5], fusion.3 [26, 28],
    all-reduce-done [28, 29 + 2s], copy-done [31, 32 + s], all-reduce.1 [35, 40];
    Async XLA Ops: the copy [25, 32 + s]."""
    planes = []
    for d in range(2):
        p = Plane(2 + 8 * d, f"/device:TPU:{d}")
        prog = p.xstat("program_id", BIG)

        def op(name, text, p=p, prog=prog):
            return p.event(f"%{name} = {text}", name, [prog])

        mods, ops, asyncs, traceme = [], [], [], []
        module_md = p.event(f"{MODULE}({BIG})")
        copy_md = p.event("%copy-start = (f32[1024,1024]{1,0}, f32[1024,1024]{1,0}, u32[]) "
                          "copy-start(f32[1024,1024]{1,0} %fusion.2)", "async-copy", [prog])
        for s in range(STEPS):
            t0 = s * STEP_US + 0.25 * d
            mods.append((module_md, t0, 45, [p.xstat("run_id", s + 1)]))
            for name, a, b in (("fusion.1", 0, 10), ("all-reduce-start", 10, 10.5),
                               ("fusion.2", 11, 25), ("copy-start", 25, 25.5),
                               ("fusion.3", 26, 28), ("all-reduce-done", 28, 29 + 2 * s),
                               ("copy-done", 31, 32 + s), ("all-reduce.1", 35, 40)):
                ops.append((op(name, "f32[1024,1024]{1,0} fusion()"), t0 + a, b - a, []))
            asyncs.append((copy_md, t0 + 25, 7 + s, [p.xstat("hlo_op", "copy-done")]))
            traceme.append((p.event("dependency-wait"), t0 + 1, 0.5, []))
        p.line(2, "XLA Modules", 0, mods)
        p.line(3, "XLA Ops", 0, ops)
        p.line(4, "Async XLA Ops", 0, asyncs)
        p.line(6, "XLA TraceMe", 0, traceme)
        planes.append(p)
    return b"".join(p.encode() for p in planes)


def main():
    if sys.argv[1] == "--steps":
        with open(sys.argv[3], "wb") as f:
            f.write(gpu_space(steps=int(sys.argv[2])))
        return
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    gpu = gpu_space()
    files = {
        "gpu.xplane.pb": gpu,
        "tpu.xplane.pb": tpu_space(),
        "other.xplane.pb": gpu_space(module="jit_other"),
        "renamed.xplane.pb": gpu_space(names={"fusion.2": "fusion.20", "copy-start": "copy-start.9"}),
        "strangers.xplane.pb": gpu_space(strangers=12),
        "idonly.xplane.pb": gpu_space(module=None),
        "noid.xplane.pb": gpu_space(program=None),
        "badproto.xplane.pb": gpu_space(proto=b"\x0a\x05junk"),
        "truncated.xplane.pb": gpu[: len(gpu) // 2],
        "corrupt.xplane.pb": vint(1, 5),
        "empty.xplane.pb": b"",
    }
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    with gzip.open(os.path.join(out, "gpu.xplane.pb.gz"), "wb") as f:
        f.write(gpu)


if __name__ == "__main__":
    main()
