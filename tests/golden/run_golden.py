#!/usr/bin/env python3
"""Golden tests, picked by extension under testdata/ (prints TAP).

  verify/ok/NAME.hlo                  `hlo-async verify` exits 0 and reports nothing
  verify/err/NAME.hlo + NAME.err      stderr of `hlo-async verify` equals NAME.err
  desugar/NAME.hlo + NAME.expected.hlo  stdout of `hlo-async desugar` equals it
  resugar/NAME.hlo + NAME.expected.hlo  stdout of `hlo-async resugar` equals it
  chains/NAME.hlo + NAME.json         stdout of `hlo-async chains --format=json` equals it
  chains/NAME.hlo + NAME.txt, .svg    (where there is one) the text table (--wide), the SVG timeline
  roundtrip/NAME.hlo                  `hlo-async desugar` leaves the file byte for byte
  mlir/{ok,err}/NAME.mlir + NAME.err, NAME.json
                                      MLIR: stderr of `hlo-async verify` and stdout of
                                      `verify --format=json` equal them (ok/: exit 0, no
                                      diagnostics; err/: exit 1 when NAME.err holds an
                                      error); desugar and resugar refuse it (exit 2)
  mlir/chains/NAME.mlir + NAME.json, NAME.txt   as chains/ for HLO
  compare/NAME.before.hlo, NAME.after.hlo + NAME.txt, NAME.json (and NAME.stderr: a warning)
                                      `chains --compare` in text and JSON
  config/CASE/commands + transcript   each line of commands run in CASE/ (a tree of
                                      config files and modules): its stdout, stderr and
                                      exit status, in turn, equal transcript

Properties, over the files of testdata/:
  desugar is idempotent: desugar(desugar(x)) == desugar(x), byte for byte;
  resugar(desugar(x)) == x for the sugared inputs of desugar/.

A first line `// ARGS: ...` adds options (e.g. --split-input-file).
The "For more information:" block that ends text diagnostics (each rule's link
to docs/rules.md, whose base the build chooses) is left out of what is compared:
tests/cli/run_output.py tests it.
HLOA_UPDATE_GOLDEN=1 rewrites the expected files from the current output.
Usage: run_golden.py HLO_ASYNC TESTDATA_DIR
"""
import json
import re
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
UPDATE = os.environ.get("HLOA_UPDATE_GOLDEN") == "1"


def extra_args(path):
    with open(path, "rb") as f:
        first = f.readline().decode("utf-8", "replace").strip()
    return first[len("// ARGS:"):].split() if first.startswith("// ARGS:") else []


DOC_LINKS = re.compile(rb"^For more information:\n(?:  [a-z0-9-]+: \S+\n)+", re.M)


def run(cmd, rel, stdin=None, fmt=None):
    args = [BIN, cmd] + (fmt.split() if fmt else ["--color=never"]) + extra_args(os.path.join(ROOT, rel))
    args += ["--stdin-filename=" + rel, "-"] if stdin is not None else [rel]
    env = dict(os.environ, NO_COLOR="1")
    r = subprocess.run(args, cwd=ROOT, capture_output=True, timeout=60, env=env, input=stdin)
    r.stderr = DOC_LINKS.sub(b"", r.stderr)
    return r



def files(sub, suffix):
    d = os.path.join(ROOT, sub)
    if not os.path.isdir(d):
        return []
    return sorted(f for f in os.listdir(d) if f.endswith(suffix) and not f.endswith(".expected.hlo"))


def compare(name, got, expected_path):
    if UPDATE:
        with open(expected_path, "wb") as f:
            f.write(got)
    if not os.path.exists(expected_path):
        check(name, False, f"missing {os.path.relpath(expected_path, ROOT)}")
        return
    want = open(expected_path, "rb").read()
    detail = "" if got == want else "--- expected\n" + want.decode("utf-8", "replace") + \
        "--- got\n" + got.decode("utf-8", "replace")
    check(name, got == want, detail)


for f in files("verify/ok", ".hlo"):
    rel = f"verify/ok/{f}"
    r = run("verify", rel)
    lines = [l for l in r.stderr.decode().splitlines() if not l.endswith("checked: 0 errors, 0 warnings")]
    check(rel, r.returncode == 0 and not lines, f"exit {r.returncode}\n" + "\n".join(lines))

for f in files("verify/err", ".hlo"):
    rel = f"verify/err/{f}"
    r = run("verify", rel)
    want_exit = 1
    errpath = os.path.join(ROOT, rel[:-4] + ".err")
    if os.path.exists(errpath) and b"error:" not in open(errpath, "rb").read():
        want_exit = 0
    if r.returncode != want_exit and not UPDATE:
        check(rel, False, f"exit {r.returncode}, want {want_exit}\n{r.stderr.decode()}")
        continue
    compare(rel, r.stderr, errpath)

# desugar/NAME.hlo and resugar/NAME.hlo rewrite to NAME.expected.hlo
for command in ("desugar", "resugar"):
    for f in files(command, ".hlo"):
        rel = f"{command}/{f}"
        r = run(command, rel)
        if r.returncode != 0:
            check(rel, False, f"exit {r.returncode}\n{r.stderr.decode()}")
            continue
        compare(rel, r.stdout, os.path.join(ROOT, rel[:-4] + ".expected.hlo"))

for f in files("chains", ".hlo"):
    rel = f"chains/{f}"
    r = run("chains", rel, fmt="--format=json")
    if r.returncode != 0:
        check(rel, False, f"exit {r.returncode}\n{r.stderr.decode()}")
        continue
    compare(rel, r.stdout, os.path.join(ROOT, rel[:-4] + ".json"))
    for ext, fmt in ((".txt", "--format=text --wide"), (".svg", "--format=svg")):
        expected = os.path.join(ROOT, rel[:-4] + ext)
        if os.path.exists(expected) or (os.environ.get("HLOA_UPDATE_GOLDEN") and ext == ".txt"):
            r = run("chains", rel, fmt=fmt)
            if r.returncode != 0:
                check(f"{rel} {fmt}", False, f"exit {r.returncode}\n{r.stderr.decode()}")
                continue
            compare(f"{rel} ({ext[1:]})", r.stdout, expected)

# chains --compare: compare/NAME.before.hlo and NAME.after.hlo -> NAME.txt, NAME.json; exit 1
# when a request is dropped, 0 when all are kept. Stderr is empty, or (two modules: a
# warning) NAME.stderr, the same for both formats.
for f in files("compare", ".before.hlo"):
    name = f[: -len(".before.hlo")]
    rel_b, rel_a = f"compare/{name}.before.hlo", f"compare/{name}.after.hlo"
    stderr_path = os.path.join(ROOT, f"compare/{name}.stderr")
    want_stderr = open(stderr_path, "rb").read() if os.path.exists(stderr_path) else b""
    for ext, fmt in ((".json", "--format=json"), (".txt", "--format=text")):
        r = subprocess.run([BIN, "chains", "--compare", fmt, rel_b, rel_a], cwd=ROOT,
                           capture_output=True, timeout=60)
        if ext == ".json" and r.returncode in (0, 1):
            dropped = json.loads(r.stdout)["dropped"]  # the exit status both formats must give
        if r.returncode != (1 if dropped else 0):
            check(f"{rel_b} --compare {fmt}", False,
                  f"exit {r.returncode} with {dropped} dropped\n{r.stderr.decode()}")
            continue
        if ext == ".json" and (UPDATE and r.stderr or os.path.exists(stderr_path)):
            compare(f"compare/{name} (stderr)", r.stderr, stderr_path)
        else:
            check(f"compare/{name} --compare {fmt} (stderr)", r.stderr == want_stderr, r.stderr.decode())
        compare(f"compare/{name} ({ext[1:]})", r.stdout, os.path.join(ROOT, f"compare/{name}{ext}"))

for sub in ("mlir/ok", "mlir/err"):
    for f in files(sub, ".mlir"):
        rel = f"{sub}/{f}"
        stem = os.path.join(ROOT, rel[:-len(".mlir")])
        r = run("verify", rel)
        # err/: 1 when what NAME.err expects holds an error (warnings alone exit 0, as in verify/err)
        want_exit = 0 if sub == "mlir/ok" or not os.path.exists(stem + ".err") else \
            int(b": error: " in open(stem + ".err", "rb").read())
        if r.returncode != want_exit and not UPDATE:
            check(rel, False, f"exit {r.returncode}, want {want_exit}\n{r.stderr.decode()}")
            continue
        if sub == "mlir/ok":
            lines = [l for l in r.stderr.decode().splitlines() if " checked: 0 errors, 0 warnings" not in l]
            check(rel, not lines, "\n".join(lines))
        else:
            compare(rel, r.stderr, stem + ".err")
        compare(f"{rel} (json)", run("verify", rel, fmt="--format=json").stdout, stem + ".json")
        for command in ("desugar", "resugar"):
            r = run(command, rel)
            check(f"{rel} ({command} refuses MLIR)", r.returncode == 2 and b"is MLIR text" in r.stderr
                  and not r.stdout, f"exit {r.returncode}\n{r.stderr.decode()}")

for f in files("mlir/chains", ".mlir"):
    rel = f"mlir/chains/{f}"
    stem = os.path.join(ROOT, rel[:-len(".mlir")])
    for ext, fmt in ((".json", "--format=json"), (".txt", "--format=text --wide")):
        r = run("chains", rel, fmt=fmt)
        if r.returncode != 0:
            check(f"{rel} {fmt}", False, f"exit {r.returncode}\n{r.stderr.decode()}")
            continue
        compare(f"{rel} ({ext[1:]})", r.stdout, stem + ext)

for sub in ("verify/ok", "verify/err", "desugar", "resugar", "roundtrip", "chains"):
    for f in files(sub, ".hlo"):
        rel = f"{sub}/{f}"
        once = run("desugar", rel)
        if once.returncode != 0:
            continue  # inputs with errors are not rewritten
        twice = run("desugar", rel, stdin=once.stdout)
        check(f"{rel} (desugar is idempotent)", twice.returncode == 0 and twice.stdout == once.stdout,
              twice.stderr.decode())
        if sub == "desugar":  # inputs in sugared form
            back = run("resugar", rel, stdin=once.stdout)
            src = open(os.path.join(ROOT, rel), "rb").read()
            check(f"{rel} (resugar undoes desugar byte for byte)", back.returncode == 0 and back.stdout == src,
                  back.stderr.decode() + "\n--- got\n" + back.stdout.decode("utf-8", "replace"))

def transcript(case_dir):
    """Runs each line of case_dir/commands there: '$ line', stdout, stderr, '[exit N]'."""
    out = b""
    with open(os.path.join(case_dir, "commands")) as f:
        lines = [l.strip() for l in f if l.strip()]
    for line in lines:
        argv = shlex.split(line)
        r = subprocess.run([BIN] + argv[1:], cwd=case_dir, capture_output=True, timeout=60,
                           env=dict(os.environ, NO_COLOR="1"))
        out += f"$ {line}\n".encode() + r.stdout + DOC_LINKS.sub(b"", r.stderr) + f"[exit {r.returncode}]\n".encode()
    return out


config_root = os.path.join(ROOT, "config")
for case in sorted(os.listdir(config_root)) if os.path.isdir(config_root) else []:
    case_dir = os.path.join(config_root, case)
    if os.path.exists(os.path.join(case_dir, "commands")):
        compare(f"config/{case}", transcript(case_dir), os.path.join(case_dir, "transcript"))

for f in files("roundtrip", ".hlo"):
    rel = f"roundtrip/{f}"
    r = run("desugar", rel)
    src = open(os.path.join(ROOT, rel), "rb").read()
    check(rel + " (desugar keeps every byte)", r.returncode == 0 and r.stdout == src,
          f"exit {r.returncode}\n{r.stderr.decode()}")

finish()
