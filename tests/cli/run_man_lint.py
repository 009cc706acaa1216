#!/usr/bin/env python3
"""mandoc -T lint on the man page, every level down to style: exit 0 and no message (prints TAP);
no mandoc is a failure.
Usage: run_man_lint.py MAN_PAGE"""
import shutil
import subprocess
import sys

page = sys.argv[1]
mandoc = shutil.which("mandoc")
print("1..1")
if not mandoc:
    print("not ok 1 - mandoc is not installed")
    sys.exit(1)
r = subprocess.run([mandoc, "-T", "lint", page], capture_output=True, text=True)
ok = r.returncode == 0 and not (r.stdout + r.stderr).strip()
print(f"{'ok' if ok else 'not ok'} 1 - mandoc -T lint {page}: exit 0, no message")
for line in (r.stdout + r.stderr).splitlines():
    print(f"# {line}")
sys.exit(0 if ok else 1)
