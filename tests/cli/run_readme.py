#!/usr/bin/env python3
"""The README's examples, and docs/profiles.md's, are real output (prints TAP).

Every line `$ hlo-async ...` in a fenced block of README.md is run with bash
from the repository root, with the built binary first on PATH; what follows
it, up to the next `$` line or the end of the block, must be its output
(stdout, then stderr):

  * text: line for line; a line `...` stands for any number of lines;
  * a JSON document (the command has --format=json or sarif): the output's
    document contains the one shown: every key shown, with the value shown;
    arrays element for element, a last element "..." standing for any more;
    the string "..." for any value.

The quick start's first command ends by verifying a bundled example: that
file exists and verifies clean (.ci/run runs the whole command).

Usage: run_readme.py HLO_ASYNC SOURCE_ROOT
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])


def blocks(text):
    """The fenced blocks of text: (first line number, info string, lines)."""
    out, current = [], None
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            if current is None:
                current = (n + 1, line[3:].strip(), [])
            else:
                out.append(current)
                current = None
        elif current is not None:
            current[2].append(line)
    return out


def examples(text):
    """Each `$ hlo-async` command with its line number and expected output lines."""
    found = []
    for first, _, lines in blocks(text):
        for i, line in enumerate(lines):
            if not line.startswith("$ hlo-async"):
                continue
            j = i + 1
            while j < len(lines) and not lines[j].startswith("$ "):
                j += 1
            expected = lines[i + 1:j]
            while expected and not expected[-1].strip():
                expected.pop()
            found.append((first + i, line[2:], expected))
    return found


def text_matches(expected, got):
    pattern = "".join(r"(?:.*\n)*?" if line == "..." else re.escape(line) + r"\n" for line in expected)
    return re.fullmatch(pattern, got) is not None


def contains(shown, real):
    """Does the real JSON value hold everything the shown one does?"""
    if shown == "...":
        return True
    if isinstance(shown, dict):
        return isinstance(real, dict) and all(k in real and contains(v, real[k]) for k, v in shown.items())
    if isinstance(shown, list):
        if not isinstance(real, list):
            return False
        more = bool(shown) and shown[-1] == "..."
        items = shown[:-1] if more else shown
        if len(real) < len(items) or (not more and len(real) != len(items)):
            return False
        return all(contains(s, r) for s, r in zip(items, real))
    return shown == real


def run_example(command, bindir):
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""), NO_COLOR="1")
    env.pop("COLUMNS", None)  # chains fits its table to it: the examples show a pipe's width
    r = subprocess.run(["bash", "-c", command], cwd=ROOT, capture_output=True, timeout=120, env=env)
    return (r.stdout + r.stderr).decode("utf-8", "replace")


def main():
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    found = examples(text)
    check(f"README.md shows {len(found)} hlo-async commands (at least 10)", len(found) >= 10)
    # docs/profiles.md walks through a profile with commands on testdata/profile: real output too
    pages = [("README.md", found)]
    for page in ("docs/profiles.md",):
        shown = examples(open(os.path.join(ROOT, page), encoding="utf-8").read())
        check(f"{page} shows hlo-async commands", shown)
        pages.append((page, shown))
    with tempfile.TemporaryDirectory() as bindir:
        os.symlink(BIN, os.path.join(bindir, "hlo-async"))
        for page, line, command, expected in ((p, *x) for p, xs in pages for x in xs):
            got = run_example(command, bindir)
            name = f"{page}:{line}: {command}"
            if expected and expected[0].lstrip().startswith(("{", "[")) and "--format=" in command:
                try:
                    ok = contains(json.loads("\n".join(expected)), json.loads(got))
                except json.JSONDecodeError as e:
                    ok, got = False, f"{e}\n{got}"
            else:
                ok = text_matches(expected, got)
            check(name, ok, f"--- {page}\n" + "\n".join(expected) + "\n--- real\n" + got)

    # Each command's synopsis in the README is the one its --help prints, option for option.
    for cmd in ("verify", "desugar", "resugar", "chains"):
        usage = subprocess.run([BIN, cmd, "--help"], capture_output=True, text=True).stdout.split("\n\n")[0]
        want = " ".join(usage[len("usage: "):].split())
        shown = [" ".join(" ".join(lines).split()) for _, _, lines in blocks(text)
                 if lines and lines[0].startswith(f"hlo-async {cmd} [")]
        check(f"README.md: the synopsis of {cmd} is its --help's", want in shown, f"--help: {want}\nREADME: {shown}")

    quick = [b for b in blocks(text) if b[1] == "sh"]
    last = quick[0][2][-1].split("&&")[-1].split() if quick else []
    ok = len(last) == 3 and last[:2] == ["build/hlo-async", "verify"] and os.path.isfile(os.path.join(ROOT, last[2]))
    if ok:
        ok = subprocess.run([BIN, "verify", last[2]], cwd=ROOT, capture_output=True).returncode == 0
    check("quick start: its first command ends by verifying a bundled example clean", ok, repr(last))
    finish()


main()
