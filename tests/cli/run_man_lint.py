#!/usr/bin/env python3
"""mandoc -T lint -W warning on the man page (prints TAP); no mandoc is a failure.
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
r = subprocess.run([mandoc, "-T", "lint", "-W", "warning", page], capture_output=True, text=True)
ok = r.returncode == 0 and not r.stdout.strip()
print(f"{'ok' if ok else 'not ok'} 1 - mandoc -T lint -W warning {page}")
for line in (r.stdout + r.stderr).splitlines():
    print(f"# {line}")
sys.exit(0 if ok else 1)
