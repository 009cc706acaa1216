#!/usr/bin/env python3
"""Writes the fixtures of XLA's profiles of a module (testdata/xlaprof/), from the schemas.

No public dump of these files exists to test with, so they are written here by
hand, in protobuf text and in the wire format (no protobuf package: the few
encodings the schemas need are below):

  * ProfiledInstructionsProto, XLA's PGLE profile
    (tsl/profiler/protobuf/profiled_instructions.proto):
      costs = 1 { name = 1 (string), cost_us = 2 (double) }
      latencies = 2 { source = 1, target = 2 (string), latency_us = 3 (double) }
  * ScheduleProto, what --xla_dump_latency_hiding_schedule writes (xla/xla.proto):
      hlo_module = 1 (HloModuleProto, xla/service/hlo.proto: name = 1,
        computations = 3 { name = 1, instructions = 2 { name = 1, opcode = 2, id = 35 },
        id = 5 }, entry_computation_id = 6)
      computation_schedules = 2 { computation_id = 1, instructions = 2 { id = 1,
        start_timestamp_cycles = 2, end_timestamp_cycles = 3 (double),
        memory_usage_after = 5, peak_memory_after = 6 }, scheduler_statistics = 3
        { all_gather_wasted_cycles = 1 ... reduce_scatter_wasted_cycles = 7 ...
        total_wasted_cycles = 11, total_cycles = 12 (double),
        memory_pressure_peak = 13 }, cycles_per_microsecond = 4 }

  * XSpace, a measured run for --emit-pgle (tsl/profiler/protobuf/xplane.proto):
      planes = 1 { id = 1, name = 2, lines = 3 { id = 1, name = 2, timestamp_ns = 3,
        events = 4 { metadata_id = 1, offset_ps = 2, duration_ps = 3, stats = 4 { metadata_id = 1,
        str_value = 5 } } }, event_metadata = 4 (map: key = 1, value = 2 { id = 1, name = 2 }),
        stat_metadata = 5 (map: key = 1, value = 2 { id = 1, name = 2 }) }
    with XLA:GPU's thunk annotations (hlo_op, hlo_module) on a stream's kernels
    (xla/backends/gpu/runtime/annotation.cc).

Usage: make_fixtures.py [--check]   (--check: exit 1 when a file differs from what it writes)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


# ---- the wire format ----
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "common"))
from pbwire import f_bytes as f_len, f_double, f_int, key as tag, varint  # noqa: E402,F401


# ---- PGLE: the step of testdata/chains/pgle_profile.hlo ----
PGLE_COSTS = [("ag-start", 120.0), ("fusion.3", 30.5)]
PGLE_LATENCIES = [("rs.7", "rs-done", 55.25)]


# ---- PGLE: a profile that leaves out two instructions of testdata/verify/err/pgle_missing_instruction.hlo
PARTIAL_COSTS = [("ar-start", 12.5), ("e", 3.0), ("lt", 0.5), ("i2", 0.5), ("f", 2.0)]


def pgle_binary(costs, latencies):
    out = b""
    for name, us in costs:
        out += f_len(1, f_len(1, name) + f_double(2, us))
    for src, dst, us in latencies:
        out += f_len(2, f_len(1, src) + f_len(2, dst) + f_double(3, us))
    return out


def pgle_text(costs, latencies, of="testdata/chains/pgle_profile.hlo"):
    lines = ["# XLA's PGLE profile of %s (written by make_fixtures.py)" % of]
    lines += ['costs { name: "%s" cost_us: %r }' % (n, us) for n, us in costs]
    lines += ['latencies { source: "%s" target: "%s" latency_us: %r }' % l for l in latencies]
    return ("\n".join(lines) + "\n").encode()


# ---- ScheduleProto: XLA's predicted schedule of testdata/chains/xla_schedule.hlo ----
# (id, name, opcode, start cycles, end cycles) of the entry computation, in schedule order
SCHED_CPM = 1400  # cycles_per_microsecond
SCHED_ENTRY = [
    (1, "p", "parameter", 0, 0),
    (2, "g", "parameter", 0, 0),
    (3, "ag-start", "all-gather-start", 0, 1400),
    (4, "ar-start", "all-reduce-start", 1400, 2800),
    (5, "fusion.3", "fusion", 2800, 30800),
    (6, "ag-done", "all-gather-done", 126000, 127400),
    (7, "ar-done", "all-reduce-done", 154000, 155400),
    (8, "t", "tuple", 155400, 155400),
]
SCHED_STATS = {1: 95200.0, 2: 23800.0, 11: 119000.0, 12: 155400.0}  # all-gather, all-reduce wasted


def schedule_binary():
    instrs = b"".join(f_len(2, f_len(1, name) + f_len(2, op) + f_int(35, i))
                      for i, name, op, _, _ in SCHED_ENTRY)
    comp = f_len(1, "main") + instrs + f_int(5, 10)
    module = f_len(1, "xla_schedule") + f_len(3, comp) + f_int(6, 10)
    sched = f_int(1, 10)
    for i, _, _, b, e in SCHED_ENTRY:
        sched += f_len(2, f_int(1, i) + f_double(2, b) + f_double(3, e) + f_int(5, 4096) + f_int(6, 8192))
    stats = b"".join(f_double(k, v) for k, v in sorted(SCHED_STATS.items())) + f_int(13, 65536)
    sched += f_len(3, stats) + f_int(4, SCHED_CPM)
    return f_len(1, module) + f_len(2, sched)


def schedule_text():
    stat_names = {1: "all_gather_wasted_cycles", 2: "all_reduce_wasted_cycles",
                  11: "total_wasted_cycles", 12: "total_cycles"}
    out = ["# XLA's ScheduleProto of testdata/chains/xla_schedule.hlo (written by make_fixtures.py)",
           "hlo_module {", '  name: "xla_schedule"', "  computations {", '    name: "main"']
    for i, name, op, _, _ in SCHED_ENTRY:
        out.append('    instructions { name: "%s" opcode: "%s" id: %d }' % (name, op, i))
    out += ["    id: 10", "  }", "  entry_computation_id: 10", "}", "computation_schedules {",
            "  computation_id: 10"]
    for i, _, _, b, e in SCHED_ENTRY:
        out.append("  instructions { id: %d start_timestamp_cycles: %r end_timestamp_cycles: %r "
                   "memory_usage_after: 4096 peak_memory_after: 8192 }" % (i, float(b), float(e)))
    out.append("  scheduler_statistics {")
    out += ["    %s: %r" % (stat_names[k], v) for k, v in sorted(SCHED_STATS.items())]
    out += ["    memory_pressure_peak: 65536", "  }", "  cycles_per_microsecond: %d" % SCHED_CPM, "}"]
    return ("\n".join(out) + "\n").encode()


# ---- XSpace: two steps of testdata/chains/pgle_profile.hlo on one GPU ----
# (hlo_op, start us, duration us) of the kernels on one stream; fusion.3 runs two kernels
RUN_MODULE = "pgle_step"
RUN_KERNELS = [
    # step 1
    ("ag-start", 0.0, 100.0), ("fusion.3", 1.0, 14.0), ("fusion.3", 15.0, 16.0),
    ("rs.7", 120.0, 50.0), ("cp-start", 200.0, 2.0),
    # step 2: the collective slower, the compute faster
    ("ag-start", 1000.0, 120.0), ("fusion.3", 1001.0, 13.0), ("fusion.3", 1014.0, 15.0),
    ("rs.7", 1130.0, 45.0), ("cp-start", 1200.0, 3.0),
]


def xspace_binary():
    stat_md = [(1, "hlo_op"), (2, "hlo_module")]
    names = sorted(set(op for op, _, _ in RUN_KERNELS))
    event_md = [(i + 1, n) for i, n in enumerate(names)]
    md_of = {n: i for i, n in event_md}
    events = b""
    for op, start, dur in RUN_KERNELS:
        stats = f_len(4, f_int(1, 1) + f_len(5, op)) + f_len(4, f_int(1, 2) + f_len(5, RUN_MODULE))
        events += f_len(4, f_int(1, md_of[op]) + f_int(2, int(start * 1e6)) +
                        f_int(3, int(dur * 1e6)) + stats)
    line = f_int(1, 13) + f_len(2, "Stream #13(compute)") + f_int(3, 1000) + events
    plane = f_int(1, 1) + f_len(2, "/device:GPU:0") + f_len(3, line)
    for i, n in event_md:
        plane += f_len(4, f_int(1, i) + f_len(2, f_int(1, i) + f_len(2, n)))
    for i, n in stat_md:
        plane += f_len(5, f_int(1, i) + f_len(2, f_int(1, i) + f_len(2, n)))
    return f_len(1, plane)


def fixtures():
    pb = pgle_binary(PGLE_COSTS, PGLE_LATENCIES)
    sched = schedule_binary()
    return {
        "pgle_step.pb": pb,
        "pgle_step.pbtxt": pgle_text(PGLE_COSTS, PGLE_LATENCIES),
        "pgle_partial.pbtxt": pgle_text(PARTIAL_COSTS, [], "testdata/verify/err/pgle_missing_instruction.hlo"),
        # the last entry cut short: a length that runs past the end
        "pgle_truncated.pb": pb[:-5],
        # a field with wire type 7, which no protobuf writes
        "pgle_corrupt.pb": b"\x0f" + pb[1:],
        "xla_schedule.pb": sched,
        "xla_schedule.pbtxt": schedule_text(),
        "xla_schedule_truncated.pb": sched[: len(sched) // 2],
        "pgle_step_run.xplane.pb": xspace_binary(),
    }


def main():
    check = "--check" in sys.argv[1:]
    bad = 0
    for name, data in sorted(fixtures().items()):
        path = os.path.join(HERE, name)
        if check:
            with open(path, "rb") as f:
                if f.read() != data:
                    print("%s: differs from what make_fixtures.py writes" % name)
                    bad = 1
        else:
            with open(path, "wb") as f:
                f.write(data)
    return bad


if __name__ == "__main__":
    sys.exit(main())
