#!/usr/bin/env python3
"""The hlo-async benchmark (SPEC 7, issue 5).

Generates async-heavy modules of 10, 100 and 300 MB (gen_async_hlo.py) and an
MLIR module of 50 MB with 20 000 async chains (gen_async_mlir.py: MHLO bundles
and StableHLO futures, issue 31), the same with its ops in the generic form
(issue 48; timed next to MLIR's own parser, `mlir-opt --allow-unregistered-dialect`
of Debian's mlir-16-tools: `apt-get install mlir-16-tools`), joins
20 copies of a real dump (--real; the results here use Mixtral 8x7B's, 4 MB)
with `// -----` (80 MB, --split-input-file),
and measures `verify`, `desugar` and `resugar` (and, on the joined file,
`chains --format=trace`) next to `wc -l` on the same file
with hyperfine (time: medians of rounds that run every command once in turn)
and /usr/bin/time (peak RSS). Prints a markdown table:
throughput, the time ratio to `wc -l`, peak RSS as a multiple of the file size,
and whether each SPEC 7 target is met.

Usage: bench.py HLO_ASYNC [--workdir DIR] [--sizes 10,100,300] [--runs N] [--real FILE]
                [--corpus DIR]

--real FILE adds the joined file's rows; --corpus DIR also measures every dump
in DIR. Without them the generated modules are measured alone.
"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def hyperfine(cmds, runs):
    """Median wall time of each command over `runs` rounds, the commands interleaved.

    One hyperfine call per round runs every command once, in turn: this VM's
    speed drifts by a quarter within minutes, and a command timed minutes
    after `wc -l` would compare two machines. The first round only warms up.
    """
    rounds = []
    for _ in range(runs + 1):
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            subprocess.run(["hyperfine", "-N", "-w", "0", "-r", "1", "-i", "--export-json", out.name,
                            *cmds], check=True, capture_output=True)
            rounds.append([r["times"][0] for r in json.load(open(out.name))["results"]])
    return [statistics.median(r[i] for r in rounds[1:]) for i in range(len(cmds))]


def peak_rss(cmd):
    r = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], capture_output=True, text=True)
    return int(r.stderr.strip().splitlines()[-1]) * 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "hloa-bench"))
    ap.add_argument("--sizes", default="10,100,300")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--real", default="", help="a real dump, joined 20 times with '// -----' (none: no row)")
    ap.add_argument("--corpus", default="", help="a directory of real dumps, each timed (none: no rows)")
    ap.add_argument("--mlir-mb", type=int, default=50, help="the MLIR module's size (0: none)")
    a = ap.parse_args()
    binary = os.path.abspath(a.binary)
    os.makedirs(a.workdir, exist_ok=True)
    files = []  # (label, path, extra args, held to the SPEC 7 targets)
    if a.real and os.path.exists(a.real):
        joined = os.path.join(a.workdir, "mixtral_x20.hlo")
        if not os.path.exists(joined):
            src = open(a.real, "rb").read()
            with open(joined, "wb") as f:
                f.write(b"// -----\n".join([src] * 20))
        files.append(("mixtral x20 (split)", joined, ["--split-input-file"], True))
    for mb in [int(x) for x in a.sizes.split(",") if x]:
        path = os.path.join(a.workdir, f"async_{mb}mb.hlo")
        if not os.path.exists(path):
            subprocess.run([sys.executable, os.path.join(HERE, "gen_async_hlo.py"), str(mb), path], check=True)
        files.append((f"generated {mb} MB", path, [], mb == 100))
    if a.mlir_mb:
        path = os.path.join(a.workdir, f"async_{a.mlir_mb}mb.mlir")
        if not os.path.exists(path):
            subprocess.run([sys.executable, os.path.join(HERE, "gen_async_mlir.py"), str(a.mlir_mb),
                            path, "20000"], check=True)
        files.append((f"MLIR {a.mlir_mb} MB", path, [], "mlir"))
        generic = os.path.join(a.workdir, f"async_{a.mlir_mb}mb_generic.mlir")
        if not os.path.exists(generic):
            subprocess.run([sys.executable, os.path.join(HERE, "gen_async_mlir.py"), str(a.mlir_mb),
                            generic, "20000", "--generic"], check=True)
        files.append((f"MLIR {a.mlir_mb} MB, generic form", generic, [], "mlir"))
    if a.corpus and os.path.isdir(a.corpus):
        for name in sorted(os.listdir(a.corpus)):
            if name.endswith((".hlo", ".txt")):
                files.append((name, os.path.join(a.corpus, name), [], False))

    # The benchmark measures the common path, a module that verifies clean: a module left
    # in the work directory by an older generator, or a tool that now reports errors on it,
    # would time the printing of diagnostics instead.
    for label, path, extra, target in files:
        if target and subprocess.run([binary, "verify", "-q", *extra, path],
                                     capture_output=True).returncode != 0:
            sys.exit(f"{label}: {path} does not verify clean; delete it to generate it anew")

    print(f"machine: {platform.machine()}, {os.cpu_count()} cores (verify's default -j), "
          f"{platform.platform()}")
    print(f"binary: {binary}\n")
    print("| file | MB | command | time | MB/s | x wc -l | peak RSS | x file |")
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    verdicts, rsses = [], {}
    for label, path, extra, target in files:
        size = os.path.getsize(path)
        mb = size / 1e6
        cmds = {
            "wc -l": ["wc", "-l", path],
            "verify": [binary, "verify", "-q", *extra, path],
        }
        if "--split-input-file" in extra:
            # The modules run on every core by default; one thread, for comparison.
            cmds["verify -j 1"] = [binary, "verify", "-q", "-j", "1", *extra, path]
        if target != "mlir":  # the rewriting commands refuse MLIR
            cmds |= {
                "desugar": [binary, "desugar", *extra, "-o", os.devnull, path],
                "resugar": [binary, "resugar", *extra, "-o", os.devnull, path],
            }
        if target and "--split-input-file" in extra:
            # The schedule in time (issue 30): the cost model and the trace of every module.
            cmds["chains --format=trace"] = [binary, "chains", "--format=trace", *extra, "-o",
                                             os.devnull, path]
        means = hyperfine([" ".join(c) for c in cmds.values()], a.runs)
        wc = means[0]
        for (name, cmd), t in zip(cmds.items(), means):
            rss = peak_rss(cmd)
            ratio = t / wc
            print(f"| {label} | {mb:.1f} | {name} | {t * 1000:.0f} ms | {mb / t:.0f} | "
                  f"{ratio:.1f} | {rss / 1e6:.1f} MB | {rss / size:.2f} |")
            rsses[(label, name)] = rss
            if name == "verify" and target == "mlir":
                verdicts.append((f"verify within 15x wc -l on {label} (20 000 chains)", ratio <= 15,
                                 f"{ratio:.1f}x"))
            elif name == "verify" and target:
                verdicts.append((f"verify within 12x wc -l on {label}", ratio <= 12, f"{ratio:.1f}x"))
                verdicts.append((f"verify peak RSS under 1.5x the file on {label}", rss < 1.5 * size,
                                 f"{rss / size:.2f}x"))
            if name == "chains --format=trace":
                v = means[list(cmds).index("verify")]
                verdicts.append((f"chains --format=trace within 2x of verify on {label}", t <= 2 * v,
                                 f"{t / v:.2f}x"))
            if name == "desugar" and target:
                verdicts.append((f"desugar within 20x wc -l on {label}", ratio <= 20, f"{ratio:.1f}x"))
    paths = {label: path for label, path, _, _ in files}
    generic = paths.get(f"MLIR {a.mlir_mb} MB, generic form")
    mlir_opt = next((m for m in ("mlir-opt-16", "mlir-opt") if shutil.which(m)), None)
    if generic and not mlir_opt:
        verdicts.append(("verify at least 10x faster than mlir-opt on the generic form", False,
                         "mlir-opt not found: apt-get install mlir-16-tools"))
    elif generic:
        # MLIR's own parser and verifier, the ops unregistered (no StableHLO in Debian's MLIR).
        opt = [mlir_opt, "--allow-unregistered-dialect", "-o", os.devnull, generic]
        ours = [binary, "verify", "-q", generic]
        t_opt, t_ours = hyperfine([" ".join(opt), " ".join(ours)], a.runs)
        size = os.path.getsize(generic)
        r_opt, r_ours = peak_rss(opt), peak_rss(ours)
        print(f"\n{mlir_opt} and verify on the generic form, in the same rounds: "
              f"{t_opt * 1000:.0f} ms ({r_opt / 1e6:.0f} MB) and {t_ours * 1000:.0f} ms "
              f"({r_ours / 1e6:.0f} MB)")
        verdicts.append((f"verify at least 10x faster than {mlir_opt} on the generic form",
                         t_opt >= 10 * t_ours, f"{t_opt / t_ours:.1f}x"))
        verdicts.append(("verify peak RSS at most 3x the file on the generic form", r_ours <= 3 * size,
                         f"{r_ours / size:.2f}x"))
    if "generated 100 MB" in paths and "generated 300 MB" in paths:
        # Timed again side by side, round by round, for the same reason as above.
        t100, t300 = hyperfine([" ".join([binary, "verify", "-q", paths[label]])
                                for label in ("generated 100 MB", "generated 300 MB")], a.runs)
        print(f"\nverify, 100 and 300 MB in the same rounds: {t100 * 1000:.0f} ms and "
              f"{t300 * 1000:.0f} ms")
        verdicts.append(("verify on 300 MB costs at most 3.3x of 100 MB", t300 <= 3.3 * t100,
                         f"{t300 / t100:.2f}x"))
        r100, r300 = rsses[("generated 100 MB", "verify")], rsses[("generated 300 MB", "verify")]
        verdicts.append(("verify peak RSS on 300 MB at most 3.3x of 100 MB", r300 <= 3.3 * r100,
                         f"{r300 / r100:.2f}x"))
    print("\n| target | met | measured |\n|---|---|---|")
    for name, ok, got in verdicts:
        print(f"| {name} | {'yes' if ok else 'NO'} | {got} |")
    sys.exit(0 if all(ok for _, ok, _ in verdicts) else 1)


if __name__ == "__main__":
    main()
