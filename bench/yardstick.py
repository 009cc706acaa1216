#!/usr/bin/env python3
"""How far the cost model is from XLA's own figures (docs/cost-model.md, "Yardsticks").

Two yardsticks, each printed as a table of ratios (ours / XLA's; below 1 the tool
thinks an op faster than XLA does):

  yardstick.py HLO_ASYNC cases FILE [--hw SPEC]
      the cases of FILE (bench/xla_estimator_cases.hlo): modules split by
      '// -----', each holding one async op and the figure one of XLA's
      estimator tests asserts for it ('// xla_us: FIGURE'), with the device
      constants that test pins ('// hw: SPEC'; --hw replaces them all).

  yardstick.py HLO_ASYNC tables DIR [--hw SPEC] [--perf-table FILE...]
      XLA's measured H100 tables (collectives_sm90.tsv and matmul_sm90.tsv in
      DIR): every row written as one async op of one module, costed at once.

--min-within FRACTION and --median LOW,HIGH turn the targets into an exit
status (1 when missed), so a test can hold them; --within sets the factor
(default 2).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile


def run_chains(tool, text, hw, perf_tables=()):
    """The async_us of every op of a module text, by its start's name."""
    with tempfile.NamedTemporaryFile("w", suffix=".hlo", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        cmd = [tool, "chains", "--format=json", "--hw=" + hw, path]
        cmd += ["--perf-table=" + p for p in perf_tables]
        out = subprocess.run(cmd, capture_output=True, text=True)
    finally:
        os.unlink(path)
    if out.returncode != 0:
        sys.exit("hlo-async failed (%d): %s" % (out.returncode, out.stderr.strip()[:2000]))
    figures = {}
    for fl in json.loads(out.stdout)["files"]:
        for m in fl["modules"]:
            for c in m["computations"]:
                for op in c["ops"]:
                    figures[op["start"]["name"]] = op["estimate"]["async_us"]
    return figures


# ---- XLA's measured tables ----

def iota_groups(n_groups, per_group):
    return "[%d,%d]<=[%d]" % (n_groups, per_group, n_groups * per_group)


def collective_op(i, row):
    """A wrapped computation and its async start/done for one row of collectives_sm90.tsv,
    written as collective_perf_table_gen writes the op it times (f32, one dimension)."""
    opcode, tensor = row["opcode"], int(row["tensor_bytes"]) // 4
    if opcode == "collective-permute":
        pairs = "{" + ",".join("{%s}" % p for p in row["pairs"].split(";")) + "}"
        devices = 1 + max(int(x) for p in row["pairs"].split(";") for x in p.split(","))
        src, dst = tensor, tensor
        attrs = "channel_id=1, source_target_pairs=%s" % pairs
    else:
        g, s = int(row["groups"]), int(row["per_group"])
        devices = g * s
        src = tensor // s if opcode == "all-gather" else tensor
        dst = tensor // s if opcode == "reduce-scatter" else tensor
        attrs = "channel_id=1, replica_groups=%s" % iota_groups(g, s)
        if opcode != "all-to-all":
            attrs += ", use_global_device_ids=true"
        if opcode in ("all-gather", "reduce-scatter", "all-to-all"):
            attrs += ", dimensions={0}"
        if opcode in ("all-reduce", "reduce-scatter"):
            attrs += ", to_apply=%add"
    comp = ("%%w%d (p: f32[%d]) -> f32[%d] {\n  %%p = f32[%d]{0} parameter(0)\n"
            "  ROOT %%r = f32[%d]{0} %s(f32[%d]{0} %%p), %s\n}\n"
            % (i, src, dst, src, dst, opcode, src, attrs))
    return comp, ("f32[%d]" % src, "f32[%d]" % dst), devices


def gemm_op(i, row):
    b, m, n, k = (int(row[x]) for x in "bmnk")
    lhs_t, rest = row["types"].split("x", 1)
    rhs_t, out_t = rest.split("->")
    batch = "%d," % b if b > 1 else ""
    bdims = "lhs_batch_dims={0}, rhs_batch_dims={0}, " if b > 1 else ""
    o = 1 if b > 1 else 0
    lhs, rhs, out = ("%s[%s%d,%d]" % (lhs_t, batch, m, k), "%s[%s%d,%d]" % (rhs_t, batch, k, n),
                     "%s[%s%d,%d]" % (out_t, batch, m, n))
    comp = ("%%w%d (a: %s, b: %s) -> %s {\n  %%a = %s parameter(0)\n  %%b = %s parameter(1)\n"
            "  ROOT %%r = %s dot(%s %%a, %s %%b), %slhs_contracting_dims={%d}, "
            "rhs_contracting_dims={%d}\n}\n"
            % (i, lhs, rhs, out, lhs, rhs, out, lhs, rhs, bdims, o + 1, o))
    return comp, (lhs, rhs), out


def tables_module(rows_c, rows_g):
    comps, entry, params = [], [], []
    ops = {}
    for i, row in enumerate(rows_c):
        comp, (src, dst), devices = collective_op(i, row)
        comps.append(comp)
        params.append(src)
        entry.append("  %%x%d = %s parameter(%d)\n" % (i, src, len(params) - 1))
        entry.append("  %%s%d = ((%s), %s, s32[]) async-start(%s %%x%d), calls=%%w%d\n"
                     % (i, src, dst, src, i, i))
        entry.append("  %%d%d = %s async-done(((%s), %s, s32[]) %%s%d)\n" % (i, dst, src, dst, i))
        ops["s%d" % i] = ("collective", row)
    base = len(rows_c)
    for j, row in enumerate(rows_g):
        i = base + j
        comp, (lhs, rhs), out = gemm_op(i, row)
        comps.append(comp)
        a, b = len(params), len(params) + 1
        params += [lhs, rhs]
        entry.append("  %%x%d = %s parameter(%d)\n  %%y%d = %s parameter(%d)\n" % (i, lhs, a, i, rhs, b))
        entry.append("  %%s%d = ((%s, %s), %s, s32[]) async-start(%s %%x%d, %s %%y%d), calls=%%w%d\n"
                     % (i, lhs, rhs, out, lhs, i, rhs, i, i))
        entry.append("  %%d%d = %s async-done(((%s, %s), %s, s32[]) %%s%d)\n" % (i, out, lhs, rhs, out, i))
        ops["s%d" % i] = ("gemm", row)
    add = ("%add (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n"
           "  %b = f32[] parameter(1)\n  ROOT %r = f32[] add(f32[] %a, f32[] %b)\n}\n")
    text = "HloModule yardstick, is_scheduled=true, num_partitions=8\n\n" + add + "".join(comps)
    text += "\nENTRY %main () -> () {\n" + "".join(entry) + "  ROOT %t = () tuple()\n}\n"
    # the entry's parameters are declared in its body only; the signature lists none
    return text, ops


def read_tsv(path):
    with open(path) as f:
        head = f.readline().rstrip("\n").split("\t")
        return [dict(zip(head, line.rstrip("\n").split("\t"))) for line in f if line.strip()]


def tables(args):
    rows_c = read_tsv(os.path.join(args.dir, "collectives_sm90.tsv"))
    rows_g = read_tsv(os.path.join(args.dir, "matmul_sm90.tsv"))
    text, ops = tables_module(rows_c, rows_g)
    figures = run_chains(args.tool, text, args.hw or "h100", args.perf_table)
    groups = {}
    for name, (what, row) in ops.items():
        if what == "collective":
            label = row["opcode"] + (" " + row["groups"] + "x" + row["per_group"] if row["groups"]
                                     else " " + row["pairs"][:11])
        else:
            label = "gemm " + row["types"]
        ratio = figures[name] / float(row["measured_us"])
        groups.setdefault(label, []).append(ratio)
    return groups


# ---- XLA's test figures ----

def cases(args):
    text = open(args.file).read()
    groups = {}
    for part in text.split("\n// -----\n"):
        head = {}
        for line in part.splitlines():
            if line.startswith("// ") and ":" in line:
                key, _, val = line[3:].partition(":")
                head.setdefault(key.strip(), val.strip())
        if "xla_us" not in head:
            continue
        hw = args.hw or head.get("hw", "h100")
        figures = run_chains(args.tool, part, hw, args.perf_table)
        if len(figures) != 1:
            sys.exit("case %s: %d async ops, not one" % (head.get("case"), len(figures)))
        ratio = list(figures.values())[0] / float(head["xla_us"].split()[0])
        groups.setdefault(head.get("group", "case"), []).append(ratio)
        if args.verbose:
            print("%-48s %9.3f %9.3f  %.2f" % (head.get("case"), list(figures.values())[0],
                                              float(head["xla_us"].split()[0]), ratio))
    return groups


def report(groups, within):
    everything = [r for rs in groups.values() for r in rs]
    print("%-34s %5s %9s %9s %9s" % ("group", "cases", "within", "median", "min..max"))
    for label in sorted(groups):
        rs = groups[label]
        ok = sum(1 for r in rs if 1 / within <= r <= within)
        print("%-34s %5d %9s %9.2f %4.2f..%.2f" % (label, len(rs), "%d" % ok, statistics.median(rs),
                                                   min(rs), max(rs)))
    ok = sum(1 for r in everything if 1 / within <= r <= within)
    med = statistics.median(everything)
    print("all: %d of %d within %gx of XLA (%.1f %%), median ours / XLA %.2f"
          % (ok, len(everything), within, 100.0 * ok / len(everything), med))
    return ok / len(everything), med


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tool")
    sub = ap.add_subparsers(dest="what", required=True)
    c = sub.add_parser("cases")
    c.add_argument("file")
    t = sub.add_parser("tables")
    t.add_argument("dir")
    for p in (c, t):
        p.add_argument("--hw")
        p.add_argument("--perf-table", action="append", default=[])
        p.add_argument("--within", type=float, default=2.0)
        p.add_argument("--min-within", type=float)
        p.add_argument("--median")
        p.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    groups = cases(args) if args.what == "cases" else tables(args)
    frac, med = report(groups, args.within)
    failed = args.min_within is not None and frac < args.min_within
    if args.median:
        lo, hi = (float(x) for x in args.median.split(","))
        failed |= not lo <= med <= hi
    if failed:
        print("target missed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
