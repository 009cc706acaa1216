#!/usr/bin/env python3
"""CLI transcripts: exit codes, formats, stdin, split input (prints TAP).
Usage: run_cli.py HLO_ASYNC TESTDATA_DIR"""
import json
import os
import subprocess
import sys
import tempfile

BIN, DATA = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
OK = os.path.join(DATA, "verify/ok/scheduled_collectives.hlo")
ERR = os.path.join(DATA, "verify/err/undefined_name.hlo")
results = []


def run(*args, stdin=None, cwd=None, env=None):
    e = dict(os.environ)
    e.pop("NO_COLOR", None)
    e.update(env or {})
    return subprocess.run([BIN, *args], input=stdin, capture_output=True, timeout=60, cwd=cwd, env=e)


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def test(fn):
    try:
        fn()
    except Exception as ex:  # a crash of the check itself is a failure
        check(fn.__name__, False, f"{type(ex).__name__}: {ex}")
    return fn


@test
def version_and_help():
    r = run("--version")
    check("--version exits 0 and names the tool", r.returncode == 0 and r.stdout.startswith(b"hlo-async "))
    r = run("--help")
    check("--help exits 0 and lists commands", r.returncode == 0 and b"verify" in r.stdout and b"desugar" in r.stdout)
    r = run("verify", "--help")
    check("verify --help exits 0 and lists options", r.returncode == 0 and b"--format" in r.stdout)


@test
def usage_errors_exit_2():
    for args in ([], ["frobnicate"], ["verify"], ["verify", "--bogus", OK], ["verify", "--format=xml", OK],
                 ["verify", "--format"], ["explain"], ["explain", "no-such-rule"], ["desugar", OK, OK]):
        r = run(*args)
        check(f"usage error {' '.join(os.path.basename(a) for a in args) or '(none)'} exits 2",
              r.returncode == 2 and r.stderr, f"exit {r.returncode}: {r.stderr[:200]!r}")


@test
def io_errors_exit_2():
    r = run("verify", "/nonexistent/x.hlo")
    check("missing file exits 2 with a message", r.returncode == 2 and b"cannot read" in r.stderr)
    r = run("verify", DATA)
    check("a directory operand exits 2", r.returncode == 2 and b"directory" in r.stderr)
    r = run("verify", OK, "/nonexistent/x.hlo")
    check("an I/O error wins over a clean file", r.returncode == 2)


@test
def verdict_exit_codes():
    check("clean file exits 0", run("verify", OK).returncode == 0)
    check("file with errors exits 1", run("verify", ERR).returncode == 1)
    r = run("verify", os.path.join(DATA, "verify/err/unknown_opcode.hlo"))
    check("warnings alone exit 0", r.returncode == 0 and b"warning:" in r.stderr)


@test
def json_report_schema():
    r = run("verify", "--format=json", OK, ERR)
    check("json: exit 1 for a file with errors", r.returncode == 1)
    doc = json.loads(r.stdout)
    check("json: tool name and version", doc["tool"]["name"] == "hlo-async" and doc["tool"]["version"])
    check("json: one entry per file", [os.path.basename(f["path"]) for f in doc["files"]] ==
          ["scheduled_collectives.hlo", "undefined_name.hlo"])
    check("json: clean file has no diagnostics", doc["files"][0]["diagnostics"] == [])
    diags = doc["files"][1]["diagnostics"]
    keys = {"rule", "severity", "message", "line", "column", "end_line", "end_column",
            "computation", "instruction", "related"}
    check("json: every diagnostic has every field", diags and all(keys <= set(d) for d in diags),
          json.dumps(diags)[:300])
    d = diags[0]
    check("json: undefined-name located", d["rule"] == "undefined-name" and d["severity"] == "error"
          and d["line"] == 6 and d["column"] == 29 and d["computation"] == "main"
          and d["instruction"] == "n", json.dumps(d))
    errs = sum(1 for f in doc["files"] for x in f["diagnostics"] if x["severity"] == "error")
    check("json: summary counts", doc["summary"] == {"files": 2, "errors": errs, "warnings": 0, "notes": 0},
          json.dumps(doc["summary"]))
    r = run("verify", "--format=json", "/nonexistent/x.hlo", OK)
    doc = json.loads(r.stdout)
    check("json: still one document when a file is missing", r.returncode == 2 and len(doc["files"]) == 1)


@test
def stdin_and_names():
    src = open(ERR, "rb").read()
    r = run("verify", "-", stdin=src)
    check("stdin: '-' reads standard input, named <stdin>", r.returncode == 1 and r.stderr.startswith(b"<stdin>:6:29: error:"),
          r.stderr[:200])
    r = run("verify", "--stdin-filename=model/x.hlo", "-", stdin=src)
    check("stdin: --stdin-filename names it", r.stderr.startswith(b"model/x.hlo:6:29: error:"), r.stderr[:200])


@test
def text_format_layout():
    r = run("verify", "--color=never", ERR)
    lines = r.stderr.decode().splitlines()
    check("text: gcc-style first line with rule id", lines[0].endswith("[undefined-name]") and ":6:29: error: " in lines[0], lines[0])
    check("text: source line and caret", lines[1].startswith("    6 | ") and lines[2].strip().startswith("| ") and "^" in lines[2], "\n".join(lines[:3]))
    check("text: summary line", lines[-1] == "1 file checked: 2 errors, 0 warnings", lines[-1])
    r = run("verify", "-q", ERR)
    check("text: -q drops the summary", b"checked" not in r.stderr)
    r = run("verify", "--color=always", ERR)
    check("color: always emits ANSI escapes", b"\x1b[" in r.stderr)
    r = run("verify", "--color=auto", ERR)
    check("color: auto on a pipe emits none", b"\x1b[" not in r.stderr)


@test
def split_input_file():
    text = ("HloModule a\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n// -----\n"
            "HloModule b\nENTRY e {\n  ROOT n = f32[] negate(q)\n}\n")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "two.hlo")
        open(path, "w").write(text)
        r = run("verify", "--split-input-file", "--color=never", path)
        check("split: locations are those of the original file", r.returncode == 1 and
              b"two.hlo:8:25: error: operand 'q'" in r.stderr, r.stderr[:300])
        r = run("verify", path)
        check("without split a second HloModule header is an error that suggests the option",
              r.returncode == 1 and b"--split-input-file" in r.stderr, r.stderr[:300])


@test
def desugar_keeps_bytes_and_writes_atomically():
    src = open(OK, "rb").read()
    r = run("desugar", OK)
    check("desugar: a file without sugar is printed byte for byte", r.returncode == 0 and r.stdout == src)
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "out.hlo")
        r = run("desugar", "-o", out, OK)
        check("desugar -o writes the file", r.returncode == 0 and open(out, "rb").read() == src)
        check("desugar -o leaves no temporary file", os.listdir(d) == ["out.hlo"], str(os.listdir(d)))
        out2 = os.path.join(d, "bad.hlo")
        r = run("desugar", "-o", out2, ERR)
        check("desugar: errors exit 1 and write nothing", r.returncode == 1 and not os.path.exists(out2)
              and r.stdout == b"", r.stderr[:200])
        r = run("desugar", "-o", os.path.join(d, "no/such/dir/x.hlo"), OK)
        check("desugar: unwritable output exits 2", r.returncode == 2 and b"error" in r.stderr)


@test
def rules_and_explain():
    r = run("rules")
    ids = [l.split()[0] for l in r.stdout.decode().splitlines()]
    check("rules: lists the SPEC 5.1 rules", r.returncode == 0 and
          {"syntax", "undefined-name", "duplicate-name", "operand-shape", "unknown-opcode", "missing-shape"} <= set(ids))
    r = run("explain", "undefined-name")
    check("explain: prints a bad and a good example", r.returncode == 0 and b"bad" in r.stdout and b"good" in r.stdout)


@test
def hostile_files():
    with tempfile.TemporaryDirectory() as d:
        cases = {"empty.hlo": b"", "nul.hlo": b"ENTRY e {\x00}", "binary.hlo": bytes(range(256)) * 4,
                 "crlf.hlo": b"ENTRY e {\r\n  ROOT p = f32[] parameter(0)\r\n}",
                 "utf8.hlo": b"ENTRY e {\n  ROOT p\xc3\xa9 = f32[] parameter(0)\n}\n"}
        for name, data in cases.items():
            p = os.path.join(d, name)
            open(p, "wb").write(data)
            r = run("verify", "--format=json", p)
            ok = r.returncode in (0, 1) and json.loads(r.stdout) is not None
            if name == "crlf.hlo":
                ok = ok and r.returncode == 0
            else:
                ok = ok and r.returncode == 1
            check(f"hostile input {name}: clean verdict, no crash", ok, f"exit {r.returncode} {r.stderr[:200]!r}")


print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok and detail:
        for line in str(detail).splitlines():
            print(f"# {line}")
sys.exit(0 if results and all(ok for _, ok, _ in results) else 1)
