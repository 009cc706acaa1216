#!/usr/bin/env python3
"""Counts the tests of meson test runs (each TAP subtest is one test) and
prints 'N passed, N failed'; exits 1 when anything failed or nothing ran.
Usage: count_tests.py BUILD_DIR... [--extra NAME=0|1]... [--extra-failures N] [--extra-passes N]"""
import json
import os
import re
import sys

passed = failed = 0
args = sys.argv[1:]
dirs = []
i = 0
while i < len(args):
    if args[i] == "--extra":
        name, ok = args[i + 1].rsplit("=", 1)
        passed += ok == "1"
        failed += ok != "1"
        if ok != "1":
            print(f"FAILED: {name}")
        i += 2
    elif args[i] == "--extra-failures":
        failed += int(args[i + 1])
        i += 2
    elif args[i] == "--extra-passes":
        passed += int(args[i + 1])
        i += 2
    else:
        dirs.append(args[i])
        i += 1

for d in dirs:
    log = os.path.join(d, "meson-logs", "testlog.json")
    if not os.path.exists(log):
        print(f"FAILED: no test log in {d}")
        failed += 1
        continue
    for line in open(log):
        t = json.loads(line)
        out = t.get("stdout") or ""
        oks = len(re.findall(r"^ok\b", out, re.M))
        bad = len(re.findall(r"^not ok\b", out, re.M))
        if t.get("result") != "OK" and bad == 0:
            bad = 1  # crashed or timed out before reporting
            print(f"FAILED: {d}: {t.get('name')} ({t.get('result')})")
        for m in re.findall(r"^not ok\b.*$", out, re.M):
            print(f"FAILED: {d}: {t.get('name')}: {m}")
        passed += oks
        failed += bad

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or not passed else 0)
