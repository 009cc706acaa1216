#!/usr/bin/env python3
"""The man page (prints TAP): mandoc -T lint, every level down to style, with exit 0
and no message; rendered by mandoc and by man-db (groff) alike, what a reader sees
is right (the JSON shape, which files a directory stands for). No mandoc or man is a
failure.
Usage: run_man_lint.py MAN_PAGE"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

page = sys.argv[1]
mandoc, man = shutil.which("mandoc"), shutil.which("man")
check("mandoc is installed", mandoc)
check("man (man-db) is installed", man)
if mandoc:
    r = subprocess.run([mandoc, "-T", "lint", page], capture_output=True, text=True)
    check(f"mandoc -T lint {page}: exit 0, no message",
          r.returncode == 0 and not (r.stdout + r.stderr).strip(), r.stdout + r.stderr)
renders = []
if mandoc:
    renders.append(("mandoc", subprocess.run([mandoc, "-T", "ascii", "-O", "width=80", page],
                                             capture_output=True, text=True).stdout))
if man:
    env = dict(os.environ, MANWIDTH="80", MAN_KEEP_FORMATTING="0", LANG="C")
    r = subprocess.run([man, "-l", "-Tascii", page], capture_output=True, text=True, env=env)
    renders.append(("man-db", r.stdout))
for who, text in renders:
    flat = " ".join(re.sub(r".\x08", "", text).split())  # overstrike (bold, underline) undone
    check(f"{who}: the JSON document reads {{\"tool\": ..., \"files\": ..., \"summary\": ...}}",
          '{"tool": {...}, "files": [...], "summary": {...}}' in flat, flat[flat.find("cJSON"):][:200])
    check(f"{who}: a directory stands for what INPUTS says, no *after_optimizations* rule",
          "after_optimizations*" not in flat and "HloModule" in flat)
# Every example (.Dl, and each line of a literal display) reads as one line at 80 columns, as `man` shows it in a terminal.
examples, literal = [], False
for line in open(page, encoding="utf-8"):
    literal = line.startswith(".Bd -literal") or (literal and not line.startswith(".Ed"))
    if line.startswith(".Dl ") or (literal and not line.startswith(".")):
        examples.append(line[4 if line.startswith(".Dl ") else 0:].replace("\\-", "-")
                        .replace("\\e", "\\").replace("\\&", "").strip())
examples = [e for e in examples if e]
for who, text in renders:
    lines = [" ".join(re.sub(r".\x08", "", line).split()) for line in text.splitlines()]
    broken = [e for e in examples if " ".join(e.split()) not in lines]
    check(f"{who}: every example line fits one line of 80 columns", examples and not broken, broken)
finish()
