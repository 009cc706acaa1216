#!/usr/bin/env python3
"""A synthetic profile of any HLO module: Chrome trace JSON with known intervals.

Reads a module's ENTRY computation (HLO text) and plays it, in its text order,
on every device for several steps the way XLA:GPU runs it: compute ops one
after another on the compute stream; each async start launches its work on
a stream of its own kind (collectives one after another on the collective
stream, copies on the copy stream) as soon as that stream is free; at a done
the compute stream waits until the work has ended. Durations are drawn from
the names (a hash), so the same module always gives the same trace, and
nothing is left to chance: for every async op, step and device the
generator knows the work's time on its stream (work_us) and the time the
compute stream waited at the done (wait_us), and writes them with --expect,
with what a reader of the trace can measure of them (time_us, exposed_us):

  --layout gpu  XLA:GPU's streams: kernels on "Stream #N(...)" lines, a
                collective's kernel named by its start, the done a stream
                wait that no event records. time: the kernel's; exposed:
                the part of it during which no compute kernel ran.
  --layout tpu  a TPU's "XLA Ops" line: an event an op, the done's lasting
                while the core waits. time: from the start's event to the end
                of the done's; exposed: the done's.

The file is the one XProf's trace viewer exports (xprof/convert/
trace_viewer/trace_events_to_json.h, openxla/xprof): the object form with
`displayTimeUnit`, `metadata` and `traceEvents`; one process a device, named
by a `process_name` metadata event (`/device:GPU:N`, as XProf names the
planes: GPU or TPU), its threads named by `thread_name` (the lines: "XLA
Modules", "XLA Ops", "Stream #13(compute)", ...); complete events ("ph":"X") with
`ts` and `dur` in microseconds and the XLA:GPU thunk annotations in `args`
(`hlo_op`, `hlo_module`, `program_id`, with --annotate the level-1 ones:
`scheduling_group_id`, `stream_annotation`, `is_pipelined`); a host process
with events that name no op (a reader drops them). Perfetto's JSON importer
(src/trace_processor/importers/json/) reads the same file.

Usage: gen_chrome_trace.py MODULE.hlo [-o OUT] [--layout gpu|tpu] [--steps N]
         [--devices N] [--gzip] [--expect FILE] [--module-name NAME] [--rename-ops]
         [--size-mb N] [--long-names] [--annotate] [--bare] [--pretty]

-o - (the default) writes to standard output. --size-mb repeats steps until
the trace has about N MB (for the benchmark). --module-name and --rename-ops
make a trace that does not match the module (another module's name; op
names the module does not have).
"""
import argparse
import gzip
import hashlib
import json
import re
import statistics
import sys

ZERO_TIME = {"parameter", "constant", "tuple", "get-tuple-element", "bitcast", "after-all",
             "opt-barrier", "partition-id", "replica-id"}
COPY_KINDS = {"copy-start"}

INSTR = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(.*)$")


def opcode_and_operands(rest):
    """The opcode and operand names of an instruction's text after '=' (the shape skipped)."""
    depth = 0
    i = 0
    while i < len(rest):
        c = rest[i]
        if c in "([{":
            if c == "(" and depth == 0 and i > 0 and re.match(r"[\w\-]", rest[i - 1]):
                m = re.search(r"([a-z][\w\-]*)$", rest[:i])
                if m:
                    args, d, j = [], 1, i + 1
                    cur = ""
                    while j < len(rest) and d:
                        ch = rest[j]
                        if ch in "([{":
                            d += 1
                        elif ch in ")]}":
                            d -= 1
                        if d == 1 and ch == ",":
                            args.append(cur)
                            cur = ""
                        elif d:
                            cur += ch
                        j += 1
                    args.append(cur)
                    names = []
                    for a in args:
                        t = a.strip().split()
                        if t:
                            names.append(t[-1].lstrip("%"))
                    return m.group(1), names, rest[j:]
            depth += 1
        elif c in ")]}":
            depth -= 1
        i += 1
    return None, [], ""


def read_entry(path):
    """The module's name and its ENTRY computation: [(name, opcode, operands, attrs text)]."""
    name, entry, in_entry = None, [], False
    for line in open(path, encoding="utf-8"):
        s = line.strip()
        if s.startswith("HloModule "):
            name = s.split()[1].rstrip(",")
        if s.startswith("ENTRY "):
            in_entry = True
            continue
        if in_entry:
            if s == "}":
                break
            m = INSTR.match(s)
            if m:
                op, operands, attrs = opcode_and_operands(m.group(2))
                if op:
                    entry.append((m.group(1), op, operands, attrs))
    if name is None or not entry:
        sys.exit(f"{path}: no HloModule line or no ENTRY computation")
    return name, entry


def draw(name, lo, hi):
    """A duration in [lo, hi) µs drawn from a name: the same for the same name, in ns."""
    h = int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "little")
    return int(lo * 1000 + h % int((hi - lo) * 1000))


def attr(attrs, key):
    m = re.search(key + r'="?(\w+)"?', attrs)
    return m.group(1) if m else None


def play(entry, device, step):
    """One step on one device: events (stream, ns start, ns dur, op) and each async op's figures.

    A start costs the compute stream nothing (the host launches its work); a
    done holds it until the work has ended (wait_ns).
    """
    jitter = 1000 + 37 * device + 11 * step  # per mille: devices and steps differ a little
    t = 0
    free = {"collective": 0, "copy": 0}
    running = {}  # start name -> (stream, end ns)
    events, figures = [], {}
    for name, op, operands, attrs in entry:
        if op.endswith("-done") and operands and operands[0] in running:
            start = operands[0]
            kind, end = running.pop(start)
            wait = max(0, end - t)
            events.append(("ops", t, wait, name, op))
            t += wait
            figures[start]["wait_ns"] = wait
            figures[start]["done_end_ns"] = t
            continue
        if op.endswith("-start") or op in ("send", "recv"):
            kind = "copy" if op in COPY_KINDS else "collective"
            events.append(("ops", t, 0, name, op))
            work = draw(name, 20, 60) * jitter // 1000 if kind == "collective" else draw(name, 3, 9)
            begin = max(t, free[kind])
            free[kind] = begin + work
            running[name] = (kind, begin + work)
            events.append((kind, begin, work, name, op))
            figures[name] = {"opcode": op, "stream": kind, "begin_ns": begin, "work_ns": work,
                             "start_ns": t, "wait_ns": 0}
            continue
        if op in ZERO_TIME:
            continue
        d = draw(name, 4, 16) * jitter // 1000
        events.append(("ops", t, d, name, op))
        events.append(("compute", t, d, name, op))
        t += d
    # where the compute stream ran nothing during each op's work (what a GPU trace can tell)
    busy = [(b, b + d) for kind, b, d, _, _ in events if kind == "compute"]
    for f in figures.values():
        lo, hi = f["begin_ns"], f["begin_ns"] + f["work_ns"]
        f["idle_ns"] = f["work_ns"] - sum(max(0, min(hi, e) - max(lo, b)) for b, e in busy)
    return events, figures, max([t] + [e for _, e in running.values()])


LAYOUTS = {  # per layout: the device's name and its lines (tid, XProf's line name, what plays there)
    # XLA:GPU: kernels on streams, a collective's kernel named by its start; the done is a
    # stream wait no event records
    "gpu": ("/device:GPU:{}", [(1, "XLA Modules", "module"), (3, "Stream #13(compute)", "compute"),
                               (4, "Stream #20(nccl)", "collective"),
                               (5, "Stream #15(MemcpyD2H)", "copy")]),
    # TPU: one event an op on "XLA Ops", the done's lasting while the core waits
    "tpu": ("/device:TPU:{}", [(1, "XLA Modules", "module"), (2, "XLA Ops", "ops")]),
}


def us(ns):
    """ns as µs in JSON, exact: integers of ns written with three decimals."""
    return f"{ns // 1000}.{ns % 1000:03d}" if ns % 1000 else str(ns // 1000)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("module")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--devices", type=int, default=2)
    ap.add_argument("--gzip", action="store_true")
    ap.add_argument("--expect", help="write the known figures (JSON) here")
    ap.add_argument("--module-name", help="name the module so in the trace")
    ap.add_argument("--rename-ops", action="store_true", help="op names the module lacks")
    ap.add_argument("--size-mb", type=float, help="repeat steps to about this size")
    ap.add_argument("--long-names", action="store_true", help="XProf's long_name args too")
    ap.add_argument("--annotate", action="store_true", help="level-1 annotations in args")
    ap.add_argument("--bare", action="store_true", help="a bare array, not the object form")
    ap.add_argument("--pretty", action="store_true", help="one event a line")
    ap.add_argument("--layout", choices=sorted(LAYOUTS), default="gpu",
                    help="XLA:GPU's streams (default) or a TPU's XLA Ops line")
    a = ap.parse_args()

    name, entry = read_entry(a.module)
    module = a.module_name or name
    program_id = 1000 + draw(module, 0, 1) % 1000
    rename = (lambda n: n + ".x") if a.rename_ops else (lambda n: n)
    attrs = {n: at for n, _, _, at in entry}

    if a.output == "-":
        raw = sys.stdout.buffer
    else:
        raw = open(a.output, "wb")
    sink = gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") if a.gzip else raw
    size = [0]

    def out(text):
        b = text.encode()
        size[0] += len(b)
        sink.write(b)

    sep = ",\n" if a.pretty else ","
    if a.bare:
        out("[")
    else:
        out('{"displayTimeUnit":"ns","metadata":{"highres-ticks":true},"traceEvents":[')
    first = [True]

    def event(text):
        if not first[0]:
            out(sep)
        first[0] = False
        out(text)

    devices = list(range(a.devices))
    device_name, lines = LAYOUTS[a.layout]
    for d in devices:
        pid = d + 1
        event(f'{{"args":{{"name":"{device_name.format(d)}"}},"name":"process_name","ph":"M",'
              f'"pid":{pid}}}')
        for tid, tname, _ in lines:
            event(f'{{"args":{{"name":"{tname}"}},"name":"thread_name","ph":"M",'
                  f'"pid":{pid},"tid":{tid}}}')
    host = a.devices + 1
    event(f'{{"args":{{"name":"/host:CPU"}},"name":"process_name","ph":"M","pid":{host}}}')

    expect = {"module": module, "program_id": program_id, "steps": 0, "devices": a.devices,
              "layout": a.layout, "ops": {}}
    tid_of = {kind: tid for tid, _, kind in lines}
    step, origin = 0, 5_000_000
    while True:
        step_end = origin
        for d in devices:
            events, figures, length = play(entry, d, step)
            pid = d + 1
            event(f'{{"pid":{pid},"tid":1,"name":"{module}({program_id})","ts":{us(origin)},'
                  f'"dur":{us(length)},"ph":"X","args":{{"hlo_module":"{module}",'
                  f'"program_id":{program_id},"step_num":{step}}}}}')
            for kind, start, dur, op, opcode in events:
                if kind not in tid_of:
                    continue
                args = f'"hlo_op":"{rename(op)}","hlo_module":"{module}","program_id":{program_id}'
                if a.long_names:
                    args += f',"long_name":"{rename(op)} = {opcode}(...)","correlation_id":{start}'
                if a.annotate:
                    group = attr(attrs[op], "_scheduling_group_id")
                    stream = attr(attrs[op], "_xla_stream_annotation")
                    if group is not None:
                        args += f',"scheduling_group_id":{group}'
                    if stream is not None:
                        args += f',"stream_annotation":"{stream}"'
                    if "is_pipelined" in attrs[op] or "_xla_send_recv_pipeline" in attrs[op]:
                        args += ',"is_pipelined":true'
                event(f'{{"pid":{pid},"tid":{tid_of[kind]},"name":"{rename(op)}",'
                      f'"ts":{us(origin + start)},"dur":{us(dur)},"ph":"X","args":{{{args}}}}}')
            for op, f in figures.items():
                e = expect["ops"].setdefault(rename(op), {"opcode": f["opcode"],
                                                          "stream": f["stream"],
                                                          "work_us": [], "wait_us": [],
                                                          "time_us": [], "exposed_us": []})
                e["work_us"].append(f["work_ns"] / 1000)
                e["wait_us"].append(f["wait_ns"] / 1000)
                if a.layout == "gpu":  # the kernel's time; where no compute kernel ran
                    e["time_us"].append(f["work_ns"] / 1000)
                    e["exposed_us"].append(f["idle_ns"] / 1000)
                else:  # from the start's event to the end of the done's; the done's
                    e["time_us"].append((f["done_end_ns"] - f["start_ns"]) / 1000)
                    e["exposed_us"].append(f["wait_ns"] / 1000)
            step_end = max(step_end, origin + length)
        # the host's own activity between steps names no op
        event(f'{{"pid":{host},"tid":1,"name":"PjitFunction(step)","ts":{us(origin)},'
              f'"dur":{us(step_end - origin)},"ph":"X"}}')
        step += 1
        origin = step_end + 20_000
        if a.size_mb is None and step >= a.steps:
            break
        if a.size_mb is not None and size[0] >= a.size_mb * 1e6:
            break
    out("]" if a.bare else '],"showCounterMessage":"","totalCounterEvents":0}')
    out("\n")
    expect["steps"] = step
    for e in expect["ops"].values():
        for k in ("time", "exposed"):
            e[k] = {"median_us": statistics.median(e[k + "_us"]), "min_us": min(e[k + "_us"]),
                    "max_us": max(e[k + "_us"])}

    if a.gzip:
        sink.close()
    if raw is not sys.stdout.buffer:
        raw.close()
    if a.expect:
        with open(a.expect, "w", encoding="utf-8") as f:
            json.dump(expect, f, indent=1, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
