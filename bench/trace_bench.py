#!/usr/bin/env python3
"""The Chrome trace reader's benchmark row (issue 58): a 500 MB trace, plain and gzip.

Writes a synthetic profile of testdata/profile/step.hlo of about SIZE MB
(gen_chrome_trace.py: 8 devices, XProf's long_name args, about 210 bytes an
event) and its gzip (`gzip -1`), then reads each with READ_PROFILE (the
reader alone, tests/profile/read_profile.c of a release build) and prints a
markdown table: hyperfine's median wall time and the mean user + system CPU
time over RUNS runs, the throughput of each over the uncompressed size,
/usr/bin/time's peak RSS, and the targets (>= 150 MB/s, <= 256 MB).

The VM this runs on is shared: when other jobs hold the cores the wall time
measures them too, and the CPU time is the reader's own.

Usage: trace_bench.py READ_PROFILE [--size-mb 500] [--runs 3] [--workdir DIR]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def hyperfine(cmd, runs):
    """(median wall s, mean user+system s) of cmd over runs (one warm-up)."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run(["hyperfine", "-N", "-w", "1", "-r", str(runs), "--export-json", out.name,
                        cmd], check=True, capture_output=True)
        r = json.load(open(out.name))["results"][0]
    return r["median"], r["user"] + r["system"]


def peak_rss_mb(args):
    r = subprocess.run(["/usr/bin/time", "-f", "%M", *args], capture_output=True, text=True,
                       check=True)
    return int(r.stderr.strip().splitlines()[-1]) / 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("read_profile")
    ap.add_argument("--size-mb", type=float, default=500)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--workdir", default="/tmp/hloa-bench-trace")
    a = ap.parse_args()
    os.makedirs(a.workdir, exist_ok=True)
    plain = os.path.join(a.workdir, f"trace{int(a.size_mb)}.json")
    if not os.path.exists(plain):
        subprocess.run([sys.executable, os.path.join(HERE, "gen_chrome_trace.py"),
                        os.path.join(ROOT, "testdata", "profile", "step.hlo"), "-o", plain,
                        "--size-mb", str(a.size_mb), "--devices", "8", "--long-names"],
                       check=True)
    gz = plain + ".gz"
    if not os.path.exists(gz):
        with open(gz, "wb") as f:
            subprocess.run(["gzip", "-1", "-c", plain], stdout=f, check=True)
    mb = os.path.getsize(plain) / 1e6
    print(f"| input | size MB | wall s | wall MB/s | CPU s | CPU MB/s | peak RSS MB | "
          f">= 150 MB/s, <= 256 MB |")
    print("|---|---|---|---|---|---|---|---|")
    for path in (plain, gz):
        wall, cpu = hyperfine(f"{a.read_profile} {path}", a.runs)
        rss = peak_rss_mb([a.read_profile, path])
        ok = "yes" if mb / wall >= 150 and rss <= 256 else \
            ("CPU yes, wall no" if mb / cpu >= 150 and rss <= 256 else "no")
        name = "gzip" if path == gz else "plain"
        print(f"| {name} ({os.path.getsize(path) / 1e6:.0f} MB on disk) | {mb:.0f} | {wall:.2f} | "
              f"{mb / wall:.0f} | {cpu:.2f} | {mb / cpu:.0f} | {rss:.0f} | {ok} |")


if __name__ == "__main__":
    main()
