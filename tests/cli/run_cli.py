#!/usr/bin/env python3
"""CLI transcripts: exit codes, formats, stdin, split input (prints TAP).
Usage: run_cli.py HLO_ASYNC TESTDATA_DIR"""
import json
import shutil
import re
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

BIN, DATA = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
OK = os.path.join(DATA, "verify/ok/scheduled_collectives.hlo")
ERR = os.path.join(DATA, "verify/err/undefined_name.hlo")


def run(*args, stdin=None, cwd=None, env=None):
    e = dict(os.environ)
    e.pop("NO_COLOR", None)
    e.update(env or {})
    return subprocess.run([BIN, *args], input=stdin, capture_output=True, timeout=60, cwd=cwd, env=e)


@test
def version_and_help():
    r = run("--version")
    check("--version exits 0 and names the tool", r.returncode == 0 and r.stdout.startswith(b"hlo-async "))
    r = run("--help")
    check("--help exits 0 and lists commands", r.returncode == 0 and b"verify" in r.stdout and b"desugar" in r.stdout)
    r = run("verify", "--help")
    check("verify --help exits 0 and lists options", r.returncode == 0 and b"--format" in r.stdout)
    check("-V is --version", run("-V").stdout == run("--version").stdout)
    check("-h is --help", run("-h").stdout == run("--help").stdout)
    r = run("rules", "-h")
    check("rules -h: its usage, exit 0", r.returncode == 0 and r.stdout.startswith(b"usage: hlo-async rules"))
    with open("/dev/full", "wb") as full:
        r = subprocess.run([BIN, "text", OK], stdout=full, stderr=subprocess.PIPE, timeout=60)
    check("text to a full disk: says it cannot write, exit 2",
          r.returncode == 2 and r.stderr == b"hlo-async: error: cannot write to standard output\n", r.stderr)
    r = run("text", "-o", "/dev/full", OK)
    check("text -o a full disk: says it cannot write the file, exit 2",
          r.returncode == 2 and r.stderr.startswith(b"hlo-async: error: cannot write '/dev/full': "), r.stderr)


@test
def usage_errors_exit_2():
    for args in ([], ["frobnicate"], ["verify", "--bogus", OK], ["verify", "--format=xml", OK],
                 ["verify", "--format"], ["explain"], ["explain", "no-such-rule"], ["desugar", OK, OK],
                 ["verify", "--config=" + OK, "--isolated", OK], ["rules", "--isolated", "--config=x.toml"]):
        r = run(*args)
        check(f"usage error {' '.join(os.path.basename(a) for a in args) or '(none)'} exits 2",
              r.returncode == 2 and r.stderr, f"exit {r.returncode}: {r.stderr[:200]!r}")


@test
def help_for_a_command():
    for cmd in ("verify", "desugar", "chains", "rules"):
        r = run("help", cmd)
        check(f"'hlo-async help {cmd}' is '{cmd} --help'", r.returncode == 0 and r.stdout == run(cmd, "--help").stdout)
    r = run("help", "verfy")
    check("'hlo-async help verfy': unknown command, a suggestion, exit 2",
          r.returncode == 2 and b"(did you mean 'verify'?)" in r.stderr, r.stderr)
    r = run("verify", "--config=" + OK, "--isolated", OK)
    check("--config with --isolated: says they exclude each other", b"exclude each other" in r.stderr, r.stderr)


@test
def chains_says_when_a_picture_is_empty():
    plain = b"HloModule m\nENTRY %e {\n  %p = f32[8] parameter(0)\n  ROOT %n = f32[8] negate(%p)\n}\n"
    r = run("chains", "--format=trace", "-", stdin=plain)
    check("chains --format=trace of a module without async ops says so, exit 0",
          r.returncode == 0 and r.stdout and b"no async ops in the input: the trace" in r.stderr, r.stderr)
    r = run("chains", "--format=svg", "-", stdin=plain)
    check("chains --format=svg of a module without async ops: no picture, one line saying so, exit 0",
          r.returncode == 0 and not r.stdout and
          r.stderr == b"hlo-async chains: <stdin>: module 'm' has no async ops: no picture\n", r.stderr)
    headerless = b"ENTRY %e {\n  %p = f32[8] parameter(0)\n  ROOT %n = f32[8] negate(%p)\n}\n"
    r = run("chains", "--format=svg", "-", stdin=headerless)
    check("chains --format=svg of a headerless module without async ops: 'the module', no picture",
          r.returncode == 0 and not r.stdout and
          r.stderr == b"hlo-async chains: <stdin>: the module has no async ops: no picture\n", r.stderr)
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "m.svg")
        r = run("chains", "--format=svg", "-o", out, "-", stdin=plain)
        check("chains --format=svg -o FILE of a module without async ops: no file written",
              r.returncode == 0 and not os.path.exists(out) and b"no picture" in r.stderr, r.stderr)
    for fmt in ("trace", "svg"):
        r = run("chains", f"--format={fmt}", OK)
        check(f"chains --format={fmt} of a module with async ops says nothing", r.returncode == 0 and not r.stderr,
              r.stderr)


@test
def odd_file_names_are_escaped():
    """A file name with the characters a format reserves: still the file's name, escaped."""
    import xml.etree.ElementTree as ET
    with tempfile.TemporaryDirectory() as d:
        name = 'a%b\r\nc.hlo'
        path = os.path.join(d, name)
        shutil.copy(ERR, path)
        r = run("verify", "--format=github", path)
        line = r.stdout.decode().splitlines()[0]
        check("github: '%', CR and LF of a file name are %25, %0D, %0A in its file property",
              r.returncode == 1 and line.startswith("::error file=") and "a%25b%0D%0Ac.hlo," in line
              and "\r" not in line, line)
        name = 'a&b<c>"d.hlo'
        path = os.path.join(d, name)
        shutil.copy(OK, path)
        r = run("chains", "--format=svg", path)
        svg = r.stdout.decode()
        try:
            root = ET.fromstring(svg)
            texts = "".join(root.itertext())
        except ET.ParseError as e:
            texts = f"not XML: {e}"
        check("svg: a file name with & < > \" is escaped, the picture is XML and shows the name",
              r.returncode == 0 and 'a&amp;b&lt;c&gt;&quot;d.hlo' in svg and name in texts, texts[:200])


@test
def lsp_arguments():
    r = run("lsp", "--help")
    check("lsp --help: its usage, exit 0", r.returncode == 0 and r.stdout.startswith(b"usage: hlo-async lsp"),
          r.stdout[:80])
    r = run("lsp", "--bogus")
    check("lsp with an unknown argument: a usage error naming it, exit 2",
          r.returncode == 2 and b"unknown argument '--bogus'" in r.stderr, r.stderr)
    r = run("lsp", "--log=/nonexistent-dir/lsp.log", stdin=b"")
    check("lsp --log in a missing directory: says it cannot open it, exit 2",
          r.returncode == 2 and b"cannot open '/nonexistent-dir/lsp.log'" in r.stderr, r.stderr)
    r = run("lsp", "--stdio", stdin=b"")
    check("lsp --stdio (what editors' clients add) is taken; input ending without exit: exit 1",
          r.returncode == 1 and b"without an exit notification" in r.stderr, r.stderr)


@test
def chains_svg_of_split_parts():
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "m.hlo")
        with open(path, "w") as f:
            f.write(open(OK).read() + "\n// -----\n\n// -----\nHloModule broken\n"
                    "ENTRY e {\n  ROOT x = f32[] negate(\n}\n")
        r = run("chains", "--format=svg", "--split-input-file", path)
        check("chains --format=svg of split parts: a blank part skipped, one that does not parse "
              "located (exit 1), the one that does drawn",
              r.returncode == 1 and r.stdout.count(b"<svg") == 1 and b"scheduled_collectives" not in r.stderr
              and re.search(rb"m\.hlo:\d+:\d+: error: .*\[syntax\]", r.stderr), r.stderr[-300:])
        r = run("chains", "-o", os.path.join(d, "no/such/dir/out.txt"), OK)
        check("chains -o into a missing directory: says so, exit 2",
              r.returncode == 2 and b"no/such/dir/out.txt" in r.stderr, r.stderr)


@test
def a_big_module_on_stdin():
    # Far past the 64 KB the reader of a pipe starts with: read whole, as from a file.
    lines = ["HloModule big, is_scheduled=true", "", "ENTRY %main {", "  %v0 = f32[8]{0} parameter(0)"]
    lines += [f"  %v{i} = f32[8]{{0}} negate(%v{i - 1})" for i in range(1, 8000)]
    lines += ["  ROOT %r = f32[8]{0} copy(%v7999)", "}", ""]
    text = "\n".join(lines).encode()
    r = run("desugar", "-", stdin=text)
    check(f"desugar - of a {len(text) // 1024} KB module on stdin: every byte back, exit 0",
          r.returncode == 0 and r.stdout == text and len(text) > 4 * 65536, r.stderr[-200:])


@test
def the_syntax_rule_stays_an_error():
    r = run("verify", "--error=syntax", ERR)
    check("--error=syntax: taken (it is one already), the file's errors still found",
          r.returncode == 1 and b"[undefined-name]" in r.stderr, r.stderr[-200:])
    for opt, verb in (("--ignore=syntax", b"ignored"), ("--note=syntax", b"made less than an error")):
        r = run("verify", opt, OK)
        check(f"{opt}: a usage error saying syntax cannot be {verb.decode()}",
              r.returncode == 2 and b"rule 'syntax' cannot be " + verb in r.stderr, r.stderr)


@test
def chains_counts_bytes_up_to_tebibytes():
    huge = (b"HloModule big, is_scheduled=true, num_partitions=4\nENTRY %main {\n"
            b"  %p = s8[562949953421312]{0} parameter(0)\n"
            b"  %ags = (s8[562949953421312]{0}, s8[2251799813685248]{0}) all-gather-start(%p), channel_id=1, "
            b"replica_groups={{0,1,2,3}}, dimensions={0}\n"
            b"  ROOT %agd = s8[2251799813685248]{0} all-gather-done(%ags)\n}\n")
    r = run("chains", "-", stdin=huge)
    check("chains: 2.5 PiB in flight is said in the largest unit, 2560.0 TiB",
          r.returncode == 0 and b"at most 2560.0 TiB in flight" in r.stdout, r.stdout[-300:])


@test
def desugar_of_more_errors_than_are_kept():
    lines = ["HloModule many", "ENTRY %e {", "  %p = f32[] parameter(0)"]
    lines += [f"  %v{i} = f32[] negate(%missing{i})" for i in range(10005)]
    lines += ["  ROOT %r = f32[] negate(%p)", "}", ""]
    r = run("desugar", "-", stdin="\n".join(lines).encode())
    err = r.stderr.decode()
    check("desugar of 10005 errors: 10000 shown, then how many more were not",
          r.returncode == 1 and err.count(": error: ") == 10000
          and err.endswith("<stdin>: note: 5 more diagnostics not shown\n"), err[-300:])


@test
def desugar_check_names_what_stops_it():
    r = run("desugar", "--check", ERR)
    line = r.stderr.decode().strip()
    check("desugar --check on a file with errors: one located line, the first error, its count",
          r.returncode == 1 and len(line.splitlines()) == 1 and ": cannot check: " in line
          and "[undefined-name]" in line and "stop desugar" in line and "shows every problem" in line, line)


@test
def usage_errors_are_short_and_suggest():
    for args, want in ((["verfy", OK], b"unknown command 'verfy' (did you mean 'verify'?)"),
                       (["verify", "--formt=json", OK], b"unknown option '--formt=json' (did you mean '--format'?)"),
                       (["desugar", "--chek", OK], b"(did you mean '--check'?)"),
                       (["explain", "async-thred"], b"unknown rule 'async-thred' (did you mean 'async-thread'?)"),
                       (["verify", "--ignore=async-thred", OK], b"(did you mean 'async-thread'?)")):
        r = run(*args)
        lines = r.stderr.decode().splitlines()
        check(f"{' '.join(os.path.basename(a) for a in args)}: one line, a suggestion, where help is",
              r.returncode == 2 and len(lines) == 2 and want in r.stderr and "--help" in lines[1], r.stderr.decode())


@test
def option_values_are_checked():
    """Each option's value is checked: exit 2, one line naming the option and the value."""
    for args, want in (
            (["verify", "--format=svg", OK], "verify: unknown format (text, json, sarif or github): 'svg'"),
            (["verify", "--format=trace", OK], "verify: unknown format (text, json, sarif or github): 'trace'"),
            (["chains", "--format=sarif", OK], "chains: --format is text, json, svg, trace or html"),
            (["chains", "--format=github", OK], "chains: --format is text, json, svg, trace or html"),
            (["chains", "--format=svg", OK, OK],
             "hlo-async chains: error: --format=svg draws one module a picture, and the input holds 2: "
             "give -o DIR to write one SVG each into DIR"),
            (["verify", "--color=sometimes", OK], "unknown --color value (auto, always or never): 'sometimes'"),
            (["verify", "--max-in-flight=x", OK], "--max-in-flight needs a non-negative number: 'x'"),
            (["verify", "--max-in-flight=-1", OK], "--max-in-flight needs a non-negative number: '-1'"),
            (["verify", "--max-exposed-fraction=2", OK], "--max-exposed-fraction needs a number from 0 to 1: '2'"),
            (["verify", "--max-exposed-fraction=abc", OK], "--max-exposed-fraction needs a number from 0 to 1: 'abc'"),
            (["chains", "--format=bogus", OK], "chains: unknown format (text, json, svg, trace or html): 'bogus'"),
            (["verify", "--input=bogus", OK], "unknown --input value (auto, hlo or mlir): 'bogus'"),
            (["verify", "--max-diagnostics=x", OK], "--max-diagnostics needs a non-negative number: 'x'"),
            (["verify", "--max-diagnostics=-2", OK], "--max-diagnostics needs a non-negative number: '-2'"),
            (["verify", "--max-exposed-fraction=0.5x", OK],
             "--max-exposed-fraction needs a number from 0 to 1: '0.5x'"),
            (["chains", "--timeline=x", OK], "unknown --timeline axis (time or position): 'x'"),
            (["chains", "--svg-max-ops=many", OK], "--svg-max-ops needs a non-negative number: 'many'"),
            (["verify", "-j", "x", OK], "--jobs needs a non-negative number: 'x'"),
            (["verify", "--jobs=-3", OK], "--jobs needs a non-negative number: '-3'"),
            (["verify", "-q=1", OK], "no value allowed for option '-q=1'"),
            (["verify", "--quiet=yes", OK], "no value allowed for option '--quiet=yes'"),
            (["verify", "-x", OK], "unknown option '-x'"),
            (["verify", "--format"], "missing value for option '--format'"),
            (["rules", "--format=sarif"], "rules: --format must be text or json"),
            (["rules", "a", "b"], "rules: at most one PATH"),
            (["chains", "--hw=bogus", OK], "--hw: no hardware profile 'bogus' (--hw=list shows them)"),
            (["chains", "--hw=h100,link_gbps=0", OK], "--hw: link_gbps needs a positive number, not '0'"),
            (["chains", "--hw=h100,link_gbps=1x", OK], "--hw: link_gbps needs a positive number, not '1x'")):
        r = run(*args)
        first = r.stderr.decode().splitlines()[0] if r.stderr else ""
        check(f"{' '.join(os.path.basename(a) for a in args)}: exit 2, '{want}'",
              r.returncode == 2 and want in first, f"exit {r.returncode}: {first!r}")
    # What is allowed: blanks and empty items in rule lists, '--' before files, -j 0 (one per
    # core) and more jobs than the cap, a zero latency.
    for args in (["verify", "--ignore= , async-thread , ", OK], ["verify", "--ignore=,,", OK],
                 ["verify", "--", OK], ["verify", "-j0", OK], ["verify", "-j", "100000", OK],
                 ["chains", "--hw=h100,latency_us=0", OK]):
        r = run(*args)
        check(f"{' '.join(os.path.basename(a) for a in args)}: accepted", r.returncode == 0,
              f"exit {r.returncode}: {r.stderr[:200]!r}")
    r = run("verify", "--", "--not-an-option.hlo")
    check("after '--' a name starting with '-' is a file", r.returncode == 2 and b"--not-an-option.hlo" in r.stderr
          and b"cannot read" in r.stderr, r.stderr[:200])


@test
def io_errors_exit_2():
    r = run("verify", "/nonexistent/x.hlo")
    check("missing file exits 2 with a message", r.returncode == 2 and b"cannot read" in r.stderr)
    with tempfile.TemporaryDirectory() as d:
        r = run("verify", os.path.join(d, "sub"))
        check("a missing directory operand exits 2", r.returncode == 2 and b"cannot read" in r.stderr)
    r = run("verify", OK, "/nonexistent/x.hlo")
    check("an I/O error wins over a clean file", r.returncode == 2)
    check("the summary says what could not be read",
          r.stderr.decode().splitlines()[-1] == "1 file checked: 0 errors, 0 warnings; 1 file could not be read",
          r.stderr.decode())
    r = run("verify", "/nonexistent/x.hlo")
    check("no file read: the summary does not say all is well",
          r.stderr.decode().splitlines()[-1].endswith("; 1 file could not be read"), r.stderr.decode())
    r = run("verify", "/nonexistent/x.hlo", "/nonexistent/y.hlo")
    check("two files not read: counted in the plural",
          r.returncode == 2 and r.stderr.decode().splitlines()[-1]
          == "0 files checked: 0 errors, 0 warnings; 2 files could not be read", r.stderr.decode())


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
    check("json: summary counts", doc["summary"] == {"files": 2, "modules": 2, "errors": errs, "warnings": 0, "notes": 0},
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


def run_on_tty(*args, env=None, stdin=None):
    """Runs hlo-async with stderr (and stdin="tty": stdin too) on a pseudo-terminal; returns what it wrote there."""
    import pty
    e = dict(os.environ, TERM="xterm")
    e.pop("NO_COLOR", None)
    e.update(env or {})
    master, slave = pty.openpty()
    p = subprocess.Popen([BIN, *args], stdout=subprocess.DEVNULL, stderr=slave, env=e,
                         stdin=slave if stdin == "tty" else subprocess.DEVNULL)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    p.wait(timeout=60)
    os.close(master)
    return out


@test
def color_on_a_terminal():
    check("color: auto colours a terminal", b"\x1b[" in run_on_tty("verify", ERR))
    check("color: NO_COLOR turns it off", b"\x1b[" not in run_on_tty("verify", ERR, env={"NO_COLOR": "1"}))
    check("color: --color=never on a terminal", b"\x1b[" not in run_on_tty("verify", "--color=never", ERR))


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
        flagged = r.stderr
        r = run("verify", "--color=never", path)
        check("a file with '// -----' lines is split without the flag; the summary counts modules",
              r.returncode == 1 and r.stderr == flagged and b"1 file (2 modules) checked" in r.stderr, r.stderr[:300])
        for cmd in ("desugar", "resugar", "chains"):
            r = run(cmd, path)
            check(f"{cmd} splits it too", b"second 'HloModule'" not in r.stderr, r.stderr[:300])
        open(path, "w").write(text.replace("// -----\n", ""))
        r = run("verify", path)
        check("without a separator a second HloModule header is an error that says how to split",
              r.returncode == 1 and b"'// -----'" in r.stderr, r.stderr[:300])


def tabs_for_spaces(text):
    """`, ` -> `,\t` and ` %` -> `\t%` outside strings and comments: the same tokens at
    the same offsets, but operand lists the byte reader no longer takes (it wants spaces)."""
    out, i, n, quote = bytearray(), 0, len(text), None
    while i < n:
        c = text[i]
        if quote:
            out.append(c)
            if c == 0x5C and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            quote = None if c == quote else quote
            i += 1
        elif c in (0x22, 0x27):
            quote = c
            out.append(c)
            i += 1
        elif text.startswith(b"//", i) or text.startswith(b"/*", i):
            j = text.find(b"\n" if text[i + 1] == 0x2F else b"*/", i + 2)
            j = n if j < 0 else j + (0 if text[i + 1] == 0x2F else 2)
            out += text[i:j]
            i = j
        elif text.startswith(b", ", i) or text.startswith(b" %", i):
            out += b",\t" if c == 0x2C else b"\t%"
            i += 2
        else:
            out.append(c)
            i += 1
    return bytes(out)


@test
def byte_reader_reports_as_the_tokens_do():
    """Every test file verifies to the same JSON with its operand lists read token by token."""
    files = []
    for sub in ("verify/ok", "verify/err", "desugar", "resugar", "roundtrip", "chains"):
        for name in sorted(os.listdir(os.path.join(DATA, sub))):
            if name.endswith(".hlo") and not name.endswith(".expected.hlo"):
                files.append(os.path.join(DATA, sub, name))
    changed = differ = 0
    for f in files:
        src = open(f, "rb").read()
        var = tabs_for_spaces(src)
        if var == src:
            continue
        changed += 1
        outs = []
        for body in (src, var):
            with tempfile.TemporaryDirectory() as d:
                open(os.path.join(d, "x.hlo"), "wb").write(body)
                split = ["--split-input-file"] if b"\n// -----" in body else []
                r = run("verify", "--format=json", *split, "x.hlo", cwd=d)
                outs.append((r.returncode, r.stdout))
        if outs[0] != outs[1]:
            differ += 1
            check(f"same diagnostics with tabs for spaces: {os.path.relpath(f, DATA)}", False)
    check(f"{changed} test files verify alike with operand lists read by bytes or by tokens",
          changed >= 50 and differ == 0, f"{changed} files, {differ} differ")


@test
def parallel_modules_match_one_thread():
    """-j N verifies/rewrites the modules of a split file side by side: same bytes as -j 1."""
    def modules(sub):
        out = []
        for name in sorted(os.listdir(os.path.join(DATA, sub))):
            if name.endswith(".hlo") and not name.endswith(".expected.hlo"):
                text = open(os.path.join(DATA, sub, name), "rb").read()
                if b"// -----" not in text and b"\0" not in text:
                    out.append(text.rstrip(b"\n") + b"\n")
        return out
    with tempfile.TemporaryDirectory() as d:
        for sub, cmds in (("verify/err", (["verify", "--color=never"], ["verify", "--format=json"],
                                          ["verify", "--format=sarif"])),
                          ("verify/ok", (["verify", "--format=json"], ["desugar"])),
                          ("desugar", (["desugar"], ["verify", "--color=never"])),
                          ("resugar", (["resugar"],))):
            mods = modules(sub)
            path = os.path.join(d, sub.replace("/", "_") + ".hlo")
            open(path, "wb").write(b"// -----\n".join(mods * 3))
            for cmd in cmds:
                one = run(*cmd, "--split-input-file", "-j", "1", path)
                for j in ("2", "7", "0"):
                    many = run(*cmd, "--split-input-file", f"--jobs={j}", path)
                    check(f"{' '.join(cmd)} -j {j} on {len(mods) * 3} modules of {sub} matches -j 1",
                          (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)
                          and one.returncode in (0, 1) and (one.stdout or one.stderr),
                          f"exit {one.returncode}/{many.returncode}")
    # Several files: checked side by side in batches, reported in the order given.
    missing = os.path.join(DATA, "no-such-file.hlo")
    for fmt in ("--color=never", "--format=json", "--format=sarif", "--format=github"):
        for extra in ([], ["--max-diagnostics=25"]):
            args = ["verify", fmt, *extra, os.path.join(DATA, "verify"), missing, os.path.join(DATA, "desugar")]
            one = run(*args[:1], "-j", "1", *args[1:])
            for j in ("2", "5"):
                many = run(*args[:1], "-j", j, *args[1:])
                check(f"verify {fmt} {' '.join(extra)} -j {j} on two directories and a missing file matches -j 1",
                      (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)
                      and one.returncode == 2 and b"no-such-file.hlo" in one.stderr,
                      f"exit {one.returncode}/{many.returncode}")
    for bad in ("x", "-1", "2x"):
        r = run("verify", f"--jobs={bad}", OK)
        check(f"--jobs={bad} is a usage error", r.returncode == 2 and b"--jobs" in r.stderr, r.stderr[:200])


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
def rule_settings():
    cases = os.path.join(DATA, "config")
    r = run("rules", "--format=json", os.path.join(cases, "nested", "team", "deep"))
    by_id = {x["id"]: x for x in json.loads(r.stdout)["rules"]} if r.returncode == 0 else {}
    check("rules PATH: the severity in effect there, 'off' for rules not selected",
          by_id.get("constant-scalar-fill", {}).get("severity") == "note"
          and by_id.get("constant-scalar-fill", {}).get("default_severity") == "warning"
          and by_id.get("unknown-opcode", {}).get("severity") == "off"
          and by_id.get("syntax", {}).get("severity") == "error", r.stderr.decode())
    r = run("rules", "--isolated", "--ignore=pair-*", "--warning=all", cwd=os.path.join(cases, "nested"))
    rows = dict(l.split()[:2] for l in r.stdout.decode().splitlines())
    check("rules: flags over no file; a prefix and 'all'; syntax stays an error",
          r.returncode == 0 and rows.get("pair-user") == "off" and rows.get("async-calls") == "warning"
          and rows.get("syntax") == "error" and not r.stderr)
    module = open(os.path.join(cases, "nested", "module.hlo"), "rb").read()
    r = run("verify", "--format=json", "--stdin-filename=team/deep/x.hlo", "-", stdin=module,
            cwd=os.path.join(cases, "nested"))
    doc = json.loads(r.stdout) if r.stdout else {}
    sev = {d["rule"]: d["severity"] for f in doc.get("files", []) for d in f["diagnostics"]}
    check("stdin: the config above --stdin-filename applies; json shows the severity in effect",
          sev == {"constant-scalar-fill": "note", "async-no-overlap": "note"}, repr(sev))
    r = run("verify", "--format=sarif", "--isolated", "--error=unknown-opcode",
            os.path.join(cases, "nested", "module.hlo"))
    levels = {x["ruleId"]: x["level"] for x in json.loads(r.stdout)["runs"][0]["results"]} if r.stdout else {}
    check("sarif: a result's level is the severity in effect", r.returncode == 1 and
          levels.get("unknown-opcode") == "error" and levels.get("constant-scalar-fill") == "warning", repr(levels))
    r = run("verify", "--config=/nonexistent/h.toml", OK)
    check("--config naming no file: exit 2 with the path", r.returncode == 2 and b"/nonexistent/h.toml" in r.stderr)
    with tempfile.TemporaryDirectory() as d:
        cfg = os.path.join(d, "pyproject.toml")
        with open(cfg, "w") as f:
            f.write("[tool.other]\nx = 1\n")
        r = run("verify", "--config=" + cfg, OK)
        check("--config=pyproject.toml without [tool.hlo-async]: exit 2",
              r.returncode == 2 and b"no [tool.hlo-async] table" in r.stderr, r.stderr.decode())
        with open(cfg, "w") as f:
            f.write('[tool.hlo-async]\nselect = "async-state"\n')
        r = run("verify", "--config=" + cfg, OK)
        check("a key that is not an array: located error, exit 2",
              r.returncode == 2 and b"pyproject.toml:2:10: error: 'select' must be an array" in r.stderr,
              r.stderr.decode())


@test
def rules_and_explain():
    r = run("rules")
    ids = [l.split()[0] for l in r.stdout.decode().splitlines()]
    check("rules: lists the SPEC 5.1 rules", r.returncode == 0 and
          {"syntax", "undefined-name", "duplicate-name", "operand-shape", "unknown-opcode", "missing-shape"} <= set(ids))
    r = run("rules", "--format=json")
    listed = json.loads(r.stdout)["rules"] if r.returncode == 0 else []
    check("rules --format=json: the same rules, each with its scope and explanation",
          [x["id"] for x in listed] == ids and all(x["scope"] and x["explanation"] for x in listed))
    check("rules --format=text: the plain listing", run("rules", "--format=text").stdout == run("rules").stdout)
    r = run("rules", "--format=yaml")
    check("rules: an unknown format is a usage error (exit 2)",
          r.returncode == 2 and b"'yaml'" in r.stderr and not r.stdout)
    r = run("rules", "--frobnicate")
    check("rules: an unknown option is a usage error (exit 2)",
          r.returncode == 2 and b"unknown option '--frobnicate'" in r.stderr and not r.stdout)
    r = run("rules", "--help")
    check("rules --help: usage on stdout, exit 0", r.returncode == 0 and b"--format=text|json" in r.stdout)
    r = run("explain", "undefined-name")
    check("explain: prints a bad and a good example", r.returncode == 0 and b"bad" in r.stdout and b"good" in r.stdout)
    import re
    internal = re.compile(rb"\bR[0-9]{1,2}\b|\bgap [0-9]+|\bSPEC\b|\bissue [0-9]+|\bseed\b")
    cited = [i for i in ids if internal.search(run("explain", i).stdout)]
    check("explain: no rule cites a reference a user cannot look up (R10, gap 3, SPEC)", not cited, cited)


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
            ok = r.returncode in (0, 1, 2) and json.loads(r.stdout) is not None
            if name == "crlf.hlo":
                ok = ok and r.returncode == 0
            elif name in ("nul.hlo", "binary.hlo"):
                ok = ok and r.returncode == 2 and b"binary file, not HLO text" in r.stderr
            else:
                ok = ok and r.returncode == 1
            check(f"hostile input {name}: clean verdict, no crash", ok, f"exit {r.returncode} {r.stderr[:200]!r}")
        elf = os.path.join(d, "a.out")
        open(elf, "wb").write(b"\x7fELF\x02\x01\x01\x00" + bytes(200))
        for cmd in ("verify", "desugar", "resugar", "chains"):
            r = run(cmd, elf)
            check(f"{cmd} of a binary file: 'binary file', exit 2, no bytes of it echoed",
                  r.returncode == 2 and b"binary file" in r.stderr and b"ELF" not in r.stderr, r.stderr[:300])


SUGARED = os.path.join(DATA, "desugar/thread_and_signatures.hlo")
WARN_ONLY = os.path.join(DATA, "verify/err/unknown_opcode.hlo")


@test
def directories_are_searched():
    r = run("verify", "-q", "--format=json", os.path.join(DATA, "verify/ok"))
    doc = json.loads(r.stdout)
    names = [os.path.basename(f["path"]) for f in doc["files"]]
    want = sorted(f for f in os.listdir(os.path.join(DATA, "verify/ok")) if f.endswith(".hlo"))
    check("a directory stands for its HLO files, sorted", names == want, str(names))
    hlo = open(OK).read()
    with tempfile.TemporaryDirectory() as d:
        # Shaped like an --xla_dump_to directory: the HLO dumps of each kind and their companions.
        dump = {
            "module_0001.jit_f.before_optimizations.txt": hlo,
            "module_0001.jit_f.cpu_after_optimizations.txt": hlo,
            "module_0001.jit_f.0003.simplification.after_algsimp.txt": hlo,
            "module_0001.jit_f.cpu_after_optimizations-buffer-assignment.txt":
                "BufferAssignment:\nallocation 0: size 32, parameter 0\n",
            "module_0001.jit_f.cpu_after_optimizations-memory-usage-report.txt":
                "Total bytes used: 64 (64B)\n\nAllocations sorted by size:\n",
            "module_0001.jit_f.cpu_after_optimizations.html": "<html>" + hlo + "</html>",
            "module_0001.jit_f.cpu_after_optimizations.dot": "digraph G {}\n",
            "module_0001.jit_f.before_optimizations.hlo.pb": "\x08\x01\x12\x05jit_f",
            "module_0001.jit_f.ir-no-opt.ll": "; ModuleID = 'jit_f'\n",
            "notes.txt": "HLO notes\n",
            "hand/x.hlo": "// a test\n" + hlo,
            "hand/y.hlo.txt": hlo,
            ".hidden/z.hlo": hlo,
            # by their first bytes: blanks, CRs, tabs and // comments may come before HloModule
            "crlf.txt": "\r\n\t// dumped on Windows\r\n  " + hlo.replace("\n", "\r\n"),
            "only_comments.txt": "// a comment\n// and another\n",
            "short.txt": "Hlo",
        }
        for name, text in dump.items():
            os.makedirs(os.path.dirname(os.path.join(d, name)), exist_ok=True)
            open(os.path.join(d, name), "w").write(text)
        want = ["crlf.txt", "hand/x.hlo", "hand/y.hlo.txt",
                "module_0001.jit_f.0003.simplification.after_algsimp.txt",
                "module_0001.jit_f.before_optimizations.txt", "module_0001.jit_f.cpu_after_optimizations.txt"]
        for cmd in ("verify", "chains"):
            r = run(cmd, "--format=json", d)
            got = sorted(os.path.relpath(f["path"], d) for f in json.loads(r.stdout)["files"]) if r.stdout else []
            check(f"{cmd} DIR of an XLA dump: every HLO dump, none of their companions", got == want,
                  f"{got}\n{r.stderr.decode()}")
        r = run("verify", "--format=json", d + "/")
        got = sorted(os.path.relpath(f["path"], d) for f in json.loads(r.stdout)["files"]) if r.stdout else []
        check("DIR/ (a trailing slash): the same files", got == want, f"{got}\n{r.stderr.decode()}")
        r = run("desugar", "--check", d)
        check("desugar --check DIR reads the same files", r.returncode == 0, r.stderr.decode())
        r = run("verify", "-q", "--force-exclude", os.path.join(d, "notes.txt"), os.path.join(d, "hand/x.hlo"))
        check("--force-exclude: a named file that is not HLO is skipped", r.returncode == 0, r.stderr.decode())
        r = run("verify", "-q", os.path.join(d, "notes.txt"))
        check("without it, a named file is read as HLO", r.returncode == 1)
        os.makedirs(os.path.join(d, "empty"))
        for cmd in ("verify", "desugar --check", "resugar --check", "chains"):
            r = run(*cmd.split(), os.path.join(d, "empty"))
            check(f"{cmd}: a directory without HLO files is an error (exit 2)",
                  r.returncode == 2 and b"no HLO files in" in r.stderr and b"--allow-empty" in r.stderr,
                  f"exit {r.returncode}: {r.stderr.decode()}")
        r = run("verify", "--allow-empty", os.path.join(d, "empty"))
        check("--allow-empty: no HLO files is no error", r.returncode == 0 and b"0 files checked" in r.stderr)


@test
def hloproto_inputs():
    """An HloProto (testdata/hloproto/) in a directory, on standard input, through text and -i."""
    proto_dir = os.path.join(DATA, "hloproto")
    pb = open(os.path.join(proto_dir, "fsdp_step.hlo.pb"), "rb").read()
    text = open(os.path.join(proto_dir, "fsdp_step.hlo"), "rb").read()
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(os.path.join(proto_dir, "fsdp_step.hlo.pb.xz"), os.path.join(d, "step.hlo.pb.xz"))
        open(os.path.join(d, "twin.hlo.pb"), "wb").write(pb)
        open(os.path.join(d, "twin.txt"), "wb").write(text)
        r = run("verify", "--format=json", d)
        got = sorted(os.path.relpath(f["path"], d) for f in json.loads(r.stdout)["files"]) if r.stdout else []
        check("DIR: an HloProto dump, unless its text dump X.txt is beside it", got ==
              ["step.hlo.pb.xz", "twin.txt"], f"{got}\n{r.stderr.decode()}")
        r = run("verify", "--color=never", "--stdin-filename=in.hlo.pb", "-", stdin=pb)
        check("standard input named *.pb is read as an HloProto", r.returncode == 0 and
              b"in.hlo.pb:24:58: note:" in r.stderr, r.stderr.decode())
        r = run("text", os.path.join(d, "twin.txt"))
        check("text prints HLO text as it is", r.returncode == 0 and r.stdout == text, r.stderr.decode())
        out = os.path.join(d, "out.hlo")
        r = run("text", "-o", out, os.path.join(d, "step.hlo.pb.xz"))
        check("text -o FILE writes the rendering", r.returncode == 0 and open(out, "rb").read() == text,
              r.stderr.decode())
        open(out, "wb").write(b"before\n")
        r = run("text", "-o", out, os.path.join(d, "twin.txt"), os.path.join(d, "missing.hlo"))
        check("text -o FILE when an input cannot be read: exit 2, FILE as it was (no half output)",
              r.returncode == 2 and b"missing.hlo" in r.stderr and open(out, "rb").read() == b"before\n"
              and not [f for f in os.listdir(d) if ".tmp" in f], r.stderr.decode())
        os.unlink(out)
        r = run("text", "-o", out, os.path.join(d, "missing.hlo"))
        check("... and no FILE when there was none", r.returncode == 2 and not os.path.exists(out),
              r.stderr.decode())
        r = run("text", "-o", os.path.join(d, "no", "such", "dir"), os.path.join(d, "twin.txt"))
        check("text -o into a missing directory: exit 2", r.returncode == 2, r.stderr.decode())
        r = run("text", os.path.join(d, "missing.hlo.pb"))
        check("text of a missing file: exit 2", r.returncode == 2 and b"cannot read" in r.stderr,
              r.stderr.decode())
        r = run("text", "--help")
        check("text --help", r.returncode == 0 and b"hlo-async text" in r.stdout, r.stderr.decode())
        r = run("text", "--format=json", os.path.join(d, "twin.txt"))
        check("text: an option it does not take is a usage error (exit 2)", r.returncode == 2 and
              b"Try 'hlo-async text --help'" in r.stderr, r.stderr.decode())
        r = run("text", stdin=text)
        check("text reads piped standard input", r.returncode == 0 and r.stdout == text, r.stderr.decode())
        r = run("desugar", "-i", os.path.join(d, "twin.hlo.pb"))
        check("desugar -i refuses an HloProto and leaves it", r.returncode == 2 and
              open(os.path.join(d, "twin.hlo.pb"), "rb").read() == pb, r.stderr.decode())


@test
def stdin_without_dash():
    text = open(OK, "rb").read()
    for cmd in ("verify", "desugar", "resugar", "chains"):
        r = run(cmd, stdin=text)
        check(f"{cmd}: no operand and piped input reads standard input", r.returncode == 0, r.stderr.decode())
        out = run_on_tty(cmd, "--color=never", stdin="tty")
        check(f"{cmd}: no operand at a terminal says so and does not wait for input",
              b"no input files" in out and b"--help" in out, out.decode("utf-8", "replace"))


@test
def sarif_format():
    r = run("verify", "--format=sarif", OK, ERR, cwd=DATA)
    check("sarif: exit 1 for errors", r.returncode == 1)
    doc = json.loads(r.stdout)
    check("sarif: version 2.1.0 with $schema", doc["version"] == "2.1.0" and "sarif" in doc["$schema"])
    run0 = doc["runs"][0]
    driver = run0["tool"]["driver"]
    ids = [l.split()[0] for l in run("rules").stdout.decode().splitlines()]
    check("sarif: every rule in tool.driver.rules", [x["id"] for x in driver["rules"]] == ids)
    check("sarif: rules carry descriptions, help and a level",
          all(x["shortDescription"]["text"] and x["fullDescription"]["text"] and x["help"]["text"]
              and x["defaultConfiguration"]["level"] in ("error", "warning", "note") for x in driver["rules"]))
    res = run0["results"]
    check("sarif: results for the errors", len(res) == 2 and all(x["ruleId"] == "undefined-name" for x in res))
    x = res[0]
    loc = x["locations"][0]["physicalLocation"]
    check("sarif: ruleIndex points at the rule", driver["rules"][x["ruleIndex"]]["id"] == x["ruleId"])
    # In a git checkout the URI is relative to its top; in a release tarball, to the working directory.
    top = subprocess.run(["git", "-C", DATA, "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    base = top.stdout.strip() if top.returncode == 0 and top.stdout.strip() else DATA
    check("sarif: repository-relative URI with %SRCROOT%",
          loc["artifactLocation"]["uri"] == os.path.relpath(ERR, os.path.realpath(base))
          and loc["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
          and run0["originalUriBaseIds"]["%SRCROOT%"]["uri"].startswith("file:///"), json.dumps(loc))
    check("sarif: region with start and end", loc["region"] == {"startLine": 6, "startColumn": 29,
                                                                "endLine": 6, "endColumn": 31},
          json.dumps(loc["region"]))
    check("sarif: message text and level", x["message"]["text"].startswith("operand 'q'") and x["level"] == "error")
    r = run("verify", "--format=sarif", os.path.join(DATA, "verify/err/duplicate_name.hlo"))
    rel = json.loads(r.stdout)["runs"][0]["results"][0].get("relatedLocations", [])
    check("sarif: notes become relatedLocations", rel and rel[0]["message"]["text"].startswith("previous definition"))
    # Outside any repository: paths relative to the working directory, escaped as URIs.
    with tempfile.TemporaryDirectory() as d:
        name = "a b#%ü.hlo"
        with open(os.path.join(d, name), "w") as f:
            f.write(open(ERR).read())
        for arg in (name, "./" + name, os.path.join(d, name)):
            r = run("verify", "--format=sarif", arg, cwd=d)
            run0 = json.loads(r.stdout)["runs"][0]
            loc = run0["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
            check(f"sarif outside a repository ({arg if arg[0] != '/' else 'absolute'}): "
                  "the path from the working directory, percent-encoded",
                  loc["uri"] == "a%20b%23%25%C3%BC.hlo" and loc["uriBaseId"] == "%SRCROOT%"
                  and run0["originalUriBaseIds"]["%SRCROOT%"]["uri"].endswith(
                      os.path.basename(d) + "/"), json.dumps(loc))
        r = run("verify", "--format=sarif", ERR, cwd=d)
        loc = json.loads(r.stdout)["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
        check("sarif: a file outside the root is an absolute file URI",
              loc["artifactLocation"] == {"uri": "file://" + ERR}, json.dumps(loc))


@test
def github_format():
    r = run("verify", "--format=github", ERR, WARN_ONLY, cwd=DATA)
    lines = r.stdout.decode().splitlines()
    check("github: one workflow command per diagnostic", r.returncode == 1 and len(lines) == 3, "\n".join(lines))
    check("github: ::error with file, line, col, end and title",
          lines[0].startswith("::error file=") and ",line=6,col=29,endLine=6,endColumn=31,title=hlo-async (undefined-name)::operand 'q'" in lines[0],
          lines[0])
    check("github: warnings are ::warning", lines[2].startswith("::warning "), lines[2])
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "a,b:c.hlo")
        open(p, "wb").write(open(ERR, "rb").read())
        r = run("verify", "--format=github", p)
        check("github: ',' and ':' in properties are escaped", b"a%2Cb%3Ac.hlo,line=" in r.stdout, r.stdout[:300])


@test
def output_file():
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "report.json")
        r = run("verify", "--format=json", "--output-file", out, "--color=never", ERR)
        doc = json.load(open(out))
        check("--output-file: the chosen format goes to the file", doc["summary"]["errors"] == 2 and r.stdout == b"")
        check("--output-file: text still goes to stderr", b"[undefined-name]" in r.stderr)
        check("--output-file: no temporary file is left", os.listdir(d) == ["report.json"], str(os.listdir(d)))
        r = run("verify", "--format=sarif", "--output-file", os.path.join(d, "no/such/dir/x.sarif"), OK)
        check("--output-file: an unwritable report exits 2", r.returncode == 2 and b"error" in r.stderr)
        # Text to a file: the diagnostics, the rules' links and the lines of what was not
        # shown, as stderr has them, never colored.
        errs = os.path.join(DATA, "verify/err")
        txt = os.path.join(d, "report.txt")
        r = run("verify", "--severity=error", "--max-diagnostics=2", "--output-file", txt,
                "--color=always", errs)
        text = open(txt, "rb").read()
        check("--output-file, text: the file holds the diagnostics shown on stderr",
              r.returncode == 1 and text.count(b": error: ") == 2
              and text.count(b": error: ") == r.stderr.count(b": error: ")
              and b"For more information:" in text, text[-400:])
        check("--output-file, text: what was not shown is said in the file too",
              re.search(rb"hlo-async: \d+ more diagnostics not shown \(--max-diagnostics=2\)\n", text)
              and re.search(rb"hlo-async: \d+ warnings and \d+ notes below the severity floor not shown\n",
                            text), text[-300:])
        check("--output-file, text: no color codes in the file", b"\x1b[" not in text)
        r = run("verify", "--severity=error", os.path.join(errs, "scheduling_group_gap.hlo"))
        check("--severity=error over one warning: '1 warning below the severity floor', no notes",
              r.returncode == 0 and b"hlo-async: 1 warning below the severity floor not shown\n" in r.stderr,
              r.stderr[-300:])


@test
def policy_options():
    check("--fail-on=warning: warnings fail", run("verify", "--fail-on=warning", WARN_ONLY).returncode == 1)
    check("--fail-on=error: warnings pass", run("verify", "--fail-on=error", WARN_ONLY).returncode == 0)
    r = run("verify", "--max-diagnostics=1", "--color=never", ERR)
    check("--max-diagnostics=1 shows one and counts all", r.returncode == 1 and r.stderr.count(b"[undefined-name]") == 1
          and b"hlo-async: 1 more diagnostic not shown (--max-diagnostics=1)" in r.stderr and b"2 errors" in r.stderr, r.stderr.decode())
    r = run("verify", "--format=json", "--max-diagnostics=0", ERR)
    doc = json.loads(r.stdout)
    check("--max-diagnostics=0 in JSON: none listed, all counted",
          doc["files"][0]["diagnostics"] == [] and doc["files"][0]["dropped"] == 2 and doc["summary"]["errors"] == 2)
    check("--fail-on=bogus is a usage error", run("verify", "--fail-on=bogus", OK).returncode == 2)


@test
def suppressions():
    r = run("verify", os.path.join(DATA, "verify/ok/suppressed.hlo"))
    check("suppressed diagnostics are not reported", r.returncode == 0 and b"warning:" not in r.stderr, r.stderr.decode())
    r = run("verify", "--format=json", os.path.join(DATA, "verify/err/unused_suppression.hlo"))
    rules = [d["rule"] for d in json.loads(r.stdout)["files"][0]["diagnostics"]]
    check("unused, unknown and malformed suppressions are warnings; the suppressed error is gone",
          r.returncode == 0 and rules == ["unused-suppression"] * 4, str(rules))


def apply_diff(src, diff):
    """Applies a unified diff to src (bytes); enough for the hunks hlo-async writes."""
    old = src.decode().splitlines(keepends=True)
    out, pos = [], 0
    lines = diff.decode().splitlines(keepends=True)
    i = 0
    while i < len(lines):
        l = lines[i]
        if l.startswith("@@"):
            start = int(l.split()[1].split(",")[0][1:])
            start = start - 1 if start > 0 else 0
            out += old[pos:start]
            pos = start
            i += 1
            while i < len(lines) and not lines[i].startswith("@@"):
                t = lines[i]
                if t.startswith(" "):
                    out.append(old[pos]); pos += 1
                elif t.startswith("-"):
                    pos += 1
                elif t.startswith("+"):
                    out.append(t[1:])
                i += 1
            continue
        i += 1
    out += old[pos:]
    return "".join(out).encode()


@test
def in_place_check_and_diff():
    src = open(SUGARED, "rb").read()
    want = run("desugar", SUGARED).stdout
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "m.hlo")
        open(p, "wb").write(src)
        os.chmod(p, 0o640)
        r = run("desugar", "--check", p)
        check("--check: exit 1 and names a file that would change",
              r.returncode == 1 and b"would rewrite: " + p.encode() in r.stderr and open(p, "rb").read() == src)
        r = run("desugar", "--diff", p)
        check("--diff: exit 1 with a unified diff", r.returncode == 1 and r.stdout.startswith(b"--- ")
              and b"\n@@ -" in r.stdout)
        check("--diff: the diff applied to the file gives the rewrite", apply_diff(src, r.stdout) == want)
        r = run("desugar", "--diff", "m.hlo", cwd=d)
        check("--diff of a relative path: a/ and b/ prefixes, as patch -p1 and git apply read",
              r.returncode == 1 and r.stdout.startswith(b"--- a/m.hlo\n+++ b/m.hlo\n@@ -"), r.stdout[:80])
        check("--diff of an absolute path: no prefixes",
              run("desugar", "--diff", p).stdout.startswith(b"--- " + p.encode() + b"\n+++ " + p.encode() + b"\n"))
        with open("/dev/full", "wb") as full:
            r = subprocess.run([BIN, "desugar", "--diff", p], stdout=full, stderr=subprocess.PIPE, timeout=60)
        check("--diff to a full disk: an error, exit 2", r.returncode == 2 and b"error" in r.stderr, r.stderr)
        r = run("desugar", "-i", p)
        check("-i: rewrites the file", r.returncode == 0 and open(p, "rb").read() == want and r.stdout == b"")
        check("-i: names the file it rewrote on stderr", r.stderr == b"rewrote " + p.encode() + b"\n", r.stderr)
        check("-i: keeps the mode", (os.stat(p).st_mode & 0o777) == 0o640, oct(os.stat(p).st_mode))
        check("-i: leaves no temporary file", os.listdir(d) == ["m.hlo"], str(os.listdir(d)))
        os.utime(p, (1000000000, 1000000000))
        r = run("desugar", "-i", p)
        check("-i: a file with nothing to change is not touched, nor named",
              r.returncode == 0 and os.stat(p).st_mtime == 1000000000 and r.stderr == b"")
        r = run("desugar", "--check", p)
        check("--check: exit 0 when nothing would change", r.returncode == 0 and r.stderr == b"")
        r = run("resugar", "-i", "-q", p)
        check("resugar -i -q restores the original bytes, silently",
              r.returncode == 0 and open(p, "rb").read() == src and r.stderr == b"", r.stderr)
        bad = os.path.join(d, "bad.hlo")
        broken = b"HloModule b\nENTRY %e {\n  %p = f32[8] parameter(0)\n  %s = ((f32[8]), f32[8], s32[]) negate-start(%p\n}\n"
        open(bad, "wb").write(broken)
        os.utime(bad, (1000000000, 1000000000))
        r = run("desugar", "-i", bad, p)
        check("-i: a file with errors is left untouched, exit 1", r.returncode == 1 and open(bad, "rb").read() == broken
              and os.stat(bad).st_mtime == 1000000000 and b"[syntax]" in r.stderr)
        link = os.path.join(d, "link.hlo")
        os.symlink(p, link)
        r = run("desugar", "-i", link)
        check("-i: through a symbolic link the target is rewritten", r.returncode == 0 and os.path.islink(link)
              and open(p, "rb").read() == want)
        for args in (["-i", "-"], ["-i", "--check", p], ["-o", os.path.join(d, "x"), "--diff", p], ["-i"]):
            check(f"usage error: desugar {' '.join(os.path.basename(a) for a in args)}", run("desugar", *args).returncode == 2)


@test
def problem_matcher_reads_the_text_format():
    import re
    matcher = json.load(open(os.path.join(os.path.dirname(DATA), ".github", "hlo-async-matcher.json")))
    pat = matcher["problemMatcher"][0]["pattern"][0]
    rx = re.compile(pat["regexp"])
    r = run("verify", "--color=never", ERR)
    first = r.stderr.decode().splitlines()[0]
    m = rx.match(first)
    check("the GitHub problem matcher parses a text diagnostic",
          m and m.group(pat["line"]) == "6" and m.group(pat["column"]) == "29"
          and m.group(pat["code"]) == "undefined-name" and m.group(pat["severity"]) == "error", first)

    def annotate(line):
        """What GitHub's runner makes of a line: (severity, file, code) of the first matcher that takes it."""
        for m in matcher["problemMatcher"]:
            p = m["pattern"][0]
            g = re.match(p["regexp"], line)
            if g:
                return (g.group(p["severity"]) if "severity" in p else m.get("severity", "error"),
                        g.group(p["file"]), g.group(p["code"]))
        return None
    r = run("verify", "--color=never", os.path.join(DATA, "verify", "err", "async_no_overlap.hlo"),
            os.path.join(DATA, "verify", "err", "unknown_opcode.hlo"), cwd=DATA)
    got = [a for a in map(annotate, r.stderr.decode().splitlines()) if a]
    check("the matchers: a note is a notice, a warning a warning; related notes are no annotation",
          got == [("notice", "verify/err/async_no_overlap.hlo", "async-no-overlap")] * 2 +
          [("warning", "verify/err/unknown_opcode.hlo", "unknown-opcode")], repr(got))


@test
def paths_are_written_one_way():
    for arg, cwd in (("./verify//err/unknown_opcode.hlo", DATA), (os.path.join(DATA, "verify/err/unknown_opcode.hlo"), DATA),
                     ("testdata/./verify/err/unknown_opcode.hlo", os.path.dirname(DATA))):
        want = "verify/err/unknown_opcode.hlo" if cwd == DATA else "testdata/verify/err/unknown_opcode.hlo"
        outs = {fmt: run("verify", "--color=never", "--format=" + fmt, arg, cwd=cwd) for fmt in ("text", "json", "github")}
        text = outs["text"].stderr.decode()
        js = json.loads(outs["json"].stdout)["files"][0]["path"]
        gh = outs["github"].stdout.decode()
        check(f"{arg}: one path in text, json and github ({want})",
              text.startswith(want + ":") and js == want and f"file={want}," in gh, f"{text}\n{js}\n{gh}")


@test
def chains_svg_timeline():
    import xml.etree.ElementTree as ET
    sched = os.path.join(DATA, "chains/gpu_layer_schedule.hlo")
    doc = json.loads(run("chains", "--format=json", sched).stdout)
    ops = [o for c in doc["files"][0]["modules"][0]["computations"] for o in c["ops"]]
    r = run("chains", "--format=svg", sched)
    check("chains --format=svg exits 0", r.returncode == 0, r.stderr.decode())
    root = ET.fromstring(r.stdout)
    ns = "{http://www.w3.org/2000/svg}"
    check("svg: the document is SVG", root.tag == ns + "svg")
    rects = [e for e in root.iter(ns + "rect") if e.get("class", "").startswith("op ")]
    check("svg: one rect per async op", len(rects) == len(ops), f"{len(rects)} rects, {len(ops)} ops")
    titles = " ".join(t.text or "" for t in root.iter(ns + "title"))
    texts = " ".join(t.text or "" for t in root.iter(ns + "text"))
    check("svg: every op is named in a tooltip", all(o["start"]["name"] in titles for o in ops))
    check("svg: the computation and op names are drawn as labels",
          "computation main" in texts and "ag1" in texts and "opt" in texts, texts[:300])
    exposed = [o for o in ops if o["estimate"]["exposed_us"] > 0]
    parts = [e for e in root.iter(ns + "rect") if e.get("class") == "exposed"]
    check("svg: each op split into covered and exposed time",
          len(parts) == len(exposed) >= 3 and all(float(e.get("width")) > 0 for e in parts),
          f"{len(parts)} exposed parts, {len(exposed)} exposed ops")
    check("svg: a compute lane with its instructions and its waits",
          any(e.get("class") == "compute" for e in root.iter(ns + "rect")) and
          any(e.get("class") == "wait" for e in root.iter(ns + "rect")))
    check("svg: tooltips say why an op is exposed",
          any(w in titles for w in ("just before the start", "another collective in flight")), titles[:400])
    width = float(root.get("width"))
    axis_x = [float(t.get("x")) for t in root.iter(ns + "text") if t.get("class") == "axis"]
    labels = [t.text for t in root.iter(ns + "text") if t.get("class") == "axis" and t.text.endswith(" us")]
    check("svg: axis labels at round steps, none repeated, none past the picture",
          len(labels) == len(set(labels)) >= 4 and max(axis_x) <= width, labels)
    check("svg: the in-flight plot has a scale",
          {"0", "3"} <= {t.text for t in root.iter(ns + "text") if t.get("text-anchor") == "end"})
    check("svg: update ticks", len([e for e in root.iter(ns + "line") if e.get("class") == "update"]) == 1)
    check("svg: the in-flight count under the lanes",
          any(e.get("class") == "in-flight" for e in root.iter(ns + "polyline")))
    # the overview: totals, then the most exposed drawn as text with why, in the JSON's words
    tops = [t.text for t in root.iter(ns + "text") if t.get("class") == "top"]
    reasons = [t.text for t in root.iter(ns + "text") if t.get("class") == "reason"]
    ranked = sorted(ops, key=lambda o: -o["estimate"]["exposed_us"])[:5]
    check("svg overview: totals as text, the hidden share among them",
          any(t.get("class") == "totals" and "hidden" in t.text for t in root.iter(ns + "text")))
    check("svg overview: the 5 most exposed, in the order and words of chains --format=json",
          [t.split()[1] for t in tops] == [o["start"]["name"] for o in ranked] and
          reasons == [o["why"]["text"] for o in ranked], (tops, reasons))
    check("svg overview: the most exposed marked with their rank on their bars",
          any(t.text == "#1 ar" for t in root.iter(ns + "text")), texts[:300])
    # the README's picture is this module's, drawn by today's binary (HLOA_UPDATE_GOLDEN=1 redraws it)
    root_dir = os.path.dirname(DATA)
    drawn = run("chains", "--format=svg", "testdata/chains/gpu_layer_schedule.hlo", cwd=root_dir).stdout
    doc_svg = os.path.join(root_dir, "docs", "chains-timeline.svg")
    if os.environ.get("HLOA_UPDATE_GOLDEN") == "1":
        open(doc_svg, "wb").write(drawn)
    check("docs/chains-timeline.svg is what chains --format=svg draws today", open(doc_svg, "rb").read() == drawn)
    # 2000 chains in one computation: lanes are packed, so the picture stays small.
    lines = ["HloModule many, is_scheduled=true", "%sum {", "  %x = f32[] parameter(0)",
             "  %y = f32[] parameter(1)", "  ROOT %s = f32[] add(%x, %y)", "}", "ENTRY %main {",
             "  %p = f32[8] parameter(0)"]
    for i in range(2000):
        lines.append(f"  %a{i} = f32[8] all-reduce-start(%p), to_apply=%sum")
        if i >= 2:
            lines.append(f"  %d{i - 2} = f32[8] all-reduce-done(%a{i - 2})")
    lines += ["  %d1998 = f32[8] all-reduce-done(%a1998)", "  %d1999 = f32[8] all-reduce-done(%a1999)",
              "  ROOT %r = f32[8] negate(%p)", "}"]
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "many.hlo")
        open(p, "w").write("\n".join(lines) + "\n")
        r = run("chains", "--format=svg", p)
        root = ET.fromstring(r.stdout)
        rects = [e for e in root.iter(ns + "rect") if e.get("class", "").startswith("op ")]
        lanes = {e.get("y") for e in rects}
        check("svg: 2000 chains packed into 3 lanes, a picture under 600 px high (overview included)",
              len(rects) == 2000 and len(lanes) == 3 and float(root.get("height")) < 600,
              f"{len(rects)} rects, {len(lanes)} lanes, height {root.get('height')}")
        j = json.loads(run("chains", "--format=json", p).stdout)["files"][0]["modules"][0]["computations"][0]
        check("chains: peak in flight of the 2000-chain schedule is 3", j["in_flight_peak"] == 3, str(j["in_flight_peak"]))


@test
def chains_svg_summarised():
    """Past --svg-max-ops the picture is the overview alone, and says so; not scheduled,
    there is no exposure to rank the ops by, and it says that."""
    import xml.etree.ElementTree as ET
    ns = "{http://www.w3.org/2000/svg}"
    for hlo, want in (("gpu_layer_schedule.hlo", "7 async ops, more than 6: no op is drawn, the 5 most exposed"),
                      ("late_binding_unscheduled.hlo", "no op is drawn (not scheduled: no exposure to rank")):
        r = run("chains", "--format=svg", "--svg-max-ops=6" if "gpu" in hlo else "--svg-max-ops=0",
                os.path.join(DATA, "chains", hlo))
        root = ET.fromstring(r.stdout)
        said = [t.text for t in root.iter(ns + "text") if t.get("class") == "summarised"]
        bars = [e for e in root.iter(ns + "rect") if e.get("class", "").startswith("op ")]
        check(f"svg of {hlo} past --svg-max-ops: the overview alone, said on the picture",
              r.returncode == 0 and len(said) == 1 and want in said[0] and not bars, (said, len(bars)))
    r = run("chains", "--format=svg", "--svg-max-ops=7", os.path.join(DATA, "chains/gpu_layer_schedule.hlo"))
    check("svg at --svg-max-ops exactly: every op drawn",
          r.returncode == 0 and b'class="summarised"' not in r.stdout and r.stdout.count(b'<rect class="op ') == 7)


@test
def chains_svg_in_flight_from_the_clock():
    """The SVG's in-flight lane steps where the trace's counter does: at each time an op's
    start is reached or its done completes, not at the done's place in the schedule."""
    import xml.etree.ElementTree as ET
    ns = "{http://www.w3.org/2000/svg}"
    hlo = os.path.join(DATA, "chains/overlapping_spans_in_time.hlo")
    trace = json.loads(run("chains", "--format=trace", hlo).stdout)["traceEvents"]
    names = {e["pid"]: e["args"]["name"].split(" / ")[-1] for e in trace if e.get("name") == "process_name"}
    counters = {}
    for e in trace:
        if e.get("ph") == "C" and e["name"] == "in flight":
            counters.setdefault(names[e["pid"]], []).append((e["ts"], e["args"]["ops"]))
    root = ET.fromstring(run("chains", "--format=svg", hlo).stdout)
    drawn = {}
    for g in root.iter(ns + "g"):
        if g.get("class") != "computation":
            continue
        title = next(t.text for t in g.iter(ns + "text") if t.get("class") == "title")
        comp = title.split(":")[0][len("computation "):]
        # the scale: each count's grid label sits 3 px under its line
        level = {round(float(t.get("y")) - 3, 1): int(t.text) for t in g.iter(ns + "text")
                 if t.get("text-anchor") == "end"}
        line = next(p for p in g.iter(ns + "polyline") if p.get("class") == "in-flight")
        pts = [tuple(map(float, xy.split(","))) for xy in line.get("points").split()]
        steps = [(pts[i][0], level[pts[i][1]]) for i in range(2, len(pts), 2)]  # after the 0 from the left
        drawn[comp] = steps
    check("svg in flight: a lane for each computation the trace counts", set(drawn) == set(counters) == {"body", "main"},
          (sorted(drawn), sorted(counters)))
    for comp, want in counters.items():
        got = drawn.get(comp, [])
        same_counts = [v for _, v in got] == [v for _, v in want]
        # x = LEFT + t * pixels a microsecond: one scale for every step of the lane
        scales = [(x - 90) / ts for (x, _), (ts, _) in zip(got, want) if ts > 0]
        same_times = got and abs(got[0][0] - 90) < 0.05 and want[0][0] == 0 and \
            max(scales) - min(scales) < 0.01 * max(scales)
        check(f"svg in flight of {comp}: the trace counter's steps, at its times ({len(want)} steps)",
              same_counts and same_times, f"svg {got}\ntrace {want}")
    check("svg in flight: two ops overlap in main, and the lane shows it",
          max(v for _, v in drawn.get("main", [(0, 0)])) == 2, drawn.get("main"))


@test
def chains_svg_one_picture_per_module():
    import xml.etree.ElementTree as ET
    ns = "{http://www.w3.org/2000/svg}"
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "pictures") + "/"
        r = run("chains", "--format=svg", "-o", out, os.path.join(DATA, "chains"))
        names = sorted(os.listdir(out)) if os.path.isdir(out) else []
        check("svg of a directory into -o DIR/: one picture per module, exit 0",
              r.returncode == 0 and "gpu_layer_schedule.svg" in names and
              "pairs_and_generic.1.svg" in names, (names, r.stderr))
        check("svg of a directory: a module without async ops gets no picture, a line instead",
              "pairs_and_generic.2.svg" not in names and
              b"pairs_and_generic.hlo (module 2 of 2): module 'nothing_async' has no async ops: no picture\n"
              in r.stderr and b"module 'loop_edges' has no async ops: no picture (7 synchronous transfers"
              in r.stderr, r.stderr)
        check("svg: each picture is a whole SVG document",
              all(open(os.path.join(out, n)).read().rstrip().endswith("</svg>") for n in names))
        out2 = os.path.join(d, "two")
        os.makedirs(out2)
        same = [os.path.join(DATA, "chains/gpu_layer_schedule.hlo"), os.path.join(d, "gpu_layer_schedule.hlo")]
        shutil.copy(same[0], same[1])
        r = run("chains", "--format=svg", "-o", out2, *same)
        check("svg: two inputs of one name into an existing directory: NAME.svg and NAME-2.svg",
              r.returncode == 0 and sorted(os.listdir(out2)) == ["gpu_layer_schedule-2.svg", "gpu_layer_schedule.svg"],
              (os.listdir(out2), r.stderr))
        # six collectives in flight, a file name that XML must escape, a millisecond axis
        lines = ["HloModule six, is_scheduled=true, num_partitions=8", "%sum {", "  %x = f32[] parameter(0)",
                 "  %y = f32[] parameter(1)", "  ROOT %s = f32[] add(%x, %y)", "}", "ENTRY %main {",
                 "  %p = f32[268435456] parameter(0)"]
        lines += [f"  %a{i} = f32[268435456] all-reduce-start(%p), channel_id={i + 1}, "
                  "replica_groups=[1,8]<=[8], use_global_device_ids=true, to_apply=%sum" for i in range(6)]
        lines += [f"  %d{i} = f32[268435456] all-reduce-done(%a{i})" for i in range(6)]
        lines += ["  ROOT %t = (f32[268435456], f32[268435456]) tuple(%d0, %d5)", "}"]
        odd = os.path.join(d, 'a&b"c.hlo')
        open(odd, "w").write("\n".join(lines) + "\n")
        r = run("chains", "--format=svg", odd)
        root = ET.fromstring(r.stdout)
        title = "".join(root.find(ns + "text").itertext())
        scale = {t.text for t in root.iter(ns + "text") if t.get("text-anchor") == "end"}
        check("svg: a name XML must escape, a millisecond axis, a scale in steps past 4 in flight",
              r.returncode == 0 and 'a&b"c.hlo' in title and
              any((t.text or "").endswith(" ms") for t in root.iter(ns + "text")) and {"0", "2", "4", "6"} <= scale,
              (title, scale))
        out3 = os.path.join(d, "three") + "/"
        r = run("chains", "--format=svg", "-o", out3, "--stdin-filename=layer", "-",
                stdin=open(same[0], "rb").read())
        check("svg of standard input into DIR/: named after --stdin-filename",
              r.returncode == 0 and os.listdir(out3) == ["layer.svg"], (os.listdir(out3), r.stderr))
        r = run("chains", "--format=svg", "-o", os.path.join(d, "no", "such", "dir") + "/", same[0])
        check("svg into a directory that cannot be made: exit 2 and why",
              r.returncode == 2 and b"cannot make directory" in r.stderr, r.stderr)
        r = run("chains", "--format=svg", "-o", os.path.join(d, "one.svg"), os.path.join(DATA, "chains"))
        check("svg of several modules into one file: a clear error, exit 2, nothing written",
              r.returncode == 2 and b"give -o DIR" in r.stderr and not os.path.exists(os.path.join(d, "one.svg")),
              r.stderr)


PERF_TABLE = """# a DeviceHloInstructionProfiles text proto, as XLA writes them
entries {
  key: "sm_90"
  value {
    entries {
      instruction {
        opcode: "all-reduce"
        shape { element_type: F32 dimensions: 256 }
        channel_id: 1
        use_global_device_ids: true
        iota_collective_device_list {
          num_replica_groups: 1 num_devices_per_group: 8 iota_reshape_dims: 8 iota_transpose_perm: 0
        }
      }
      network_throughput_bytes_per_sec: 20765736
    }
  }
}
"""

AR_MODULE = b"""HloModule m, is_scheduled=true, num_partitions=8
%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %r = f32[] add(%a, %b)
}
ENTRY %e (p: f32[256]) -> f32[256] {
  %p = f32[256]{0} parameter(0)
  %s = f32[256]{0} all-reduce-start(%p), channel_id=1, replica_groups=[1,8]<=[8], use_global_device_ids=true, to_apply=%add
  ROOT %d = f32[256]{0} all-reduce-done(%s)
}
"""


@test
def perf_table_option():
    with tempfile.TemporaryDirectory() as d:
        table = os.path.join(d, "t.txtpb")
        open(table, "w").write(PERF_TABLE)
        mod = os.path.join(d, "ar.hlo")
        open(mod, "wb").write(AR_MODULE)

        def async_us(*args):
            r = run("chains", "--format=json", *args, mod)
            return json.loads(r.stdout)["files"][0]["modules"][0]["computations"][0]["ops"][0]["estimate"]["async_us"]
        # 1024 bytes at the measured 20 765 736 B/s: 49.312 us (the model says 41.007)
        check("--perf-table: a collective at XLA's measured throughput",
              abs(async_us("--perf-table=" + table) - 1024 / 20765736 * 1e6) < 1e-3, async_us("--perf-table=" + table))
        check("--perf-table: without it, the model", abs(async_us() - 41.0072) < 1e-3, async_us())
        r = run("verify", "--perf-table=" + table, "--max-exposed-fraction=0.5", mod)
        check("verify takes --perf-table", r.returncode == 1 and b"takes 49.3 us on h100" in r.stderr, r.stderr)
        r = run("chains", "--perf-table=" + os.path.join(d, "missing"), mod)
        check("--perf-table of a missing file: exit 2 and the reason",
              r.returncode == 2 and b"--perf-table: " in r.stderr and b"No such file" in r.stderr, r.stderr)
        r = run("chains", "--hw=tpu-v5e", "--perf-table=" + table, mod)
        check("--perf-table with a profile XLA's tables do not measure: exit 2",
              r.returncode == 2 and b"names none of theirs" in r.stderr, r.stderr)
        r = run("chains", "--hw=b200", "--perf-table=" + table, mod)
        check("--perf-table without the profile's device: exit 2, the devices it has",
              r.returncode == 2 and b"no entries for device 'sm_100_B200' (it has: sm_90)" in r.stderr, r.stderr)
        bad = os.path.join(d, "bad.txtpb")
        open(bad, "w").write("entries {\n  key: \"sm_90\"\n  value { entries { b: }\n")
        r = run("chains", "--perf-table=" + bad, mod)
        check("--perf-table of a broken file: exit 2, located",
              r.returncode == 2 and re.search(rb"bad\.txtpb:3:\d+: ", r.stderr), r.stderr)


@test
def help_per_command():
    for cmd in ("verify", "desugar", "resugar", "chains", "rules", "explain"):
        r = run(cmd, "--help")
        check(f"{cmd} --help exits 0 with usage", r.returncode == 0 and b"usage: hlo-async " + cmd.encode() in r.stdout)
    # Completion is typed into a real bash through a pseudo-terminal: run_completion.py.


@test
def chains_compare():
    before = os.path.join(DATA, "compare/step.before.hlo")
    after = os.path.join(DATA, "compare/step.after.hlo")
    r = run("chains", "--compare", before, after)
    check("--compare: exit 1 when a request was dropped, each line located in BEFORE",
          r.returncode == 1 and not r.stderr and
          sum(line.startswith(before.encode() + b":") for line in r.stdout.splitlines()) == 8,
          r.stdout + r.stderr)
    r = run("chains", "--compare", after, after)
    check("--compare of a scheduled module with itself: its groups, streams and orders kept, "
          "its unpipelined all-gather not",
          r.returncode == 1 and b"3 of 4 scheduling requests kept" in r.stdout and
          r.stdout.count(b"dropped pipeline") == 1, r.stdout + r.stderr)
    r = run("chains", "--compare", os.path.join(DATA, "verify/ok/scheduled_collectives.hlo"), OK)
    check("--compare of a module that asks nothing: exit 0, 0 of 0",
          r.returncode == 0 and b"0 of 0 scheduling requests kept" in r.stdout, r.stdout + r.stderr)
    r = run("chains", "--compare", before)
    check("--compare with one file: exit 2", r.returncode == 2 and b"two files" in r.stderr, r.stderr)
    r = run("chains", "--compare", "--format=svg", before, after)
    check("--compare --format=svg: exit 2", r.returncode == 2 and b"text, json or html" in r.stderr, r.stderr)
    with tempfile.TemporaryDirectory() as d:
        two = os.path.join(d, "two.hlo")
        with open(two, "w") as f:
            f.write(open(before).read() + "\n// -----\n" + open(after).read())
        r = run("chains", "--compare", two, after)
        check("--compare of a file of two modules: exit 2, said", r.returncode == 2 and b"holds 2" in r.stderr, r.stderr)
        bad = os.path.join(d, "bad.hlo")
        with open(bad, "w") as f:
            f.write("HloModule m\nENTRY %e { ROOT %x = f32[] add( }\n")
        r = run("chains", "--compare", before, bad)
        check("--compare of a module with syntax errors: exit 1, located",
              r.returncode == 1 and b"bad.hlo:2:" in r.stderr and not r.stdout, r.stderr)
        empty = os.path.join(d, "empty.hlo")
        with open(empty, "w") as f:
            f.write("// -----\n\n// -----\n")
        r = run("chains", "--compare", empty, after)
        check("--compare of a file of blank parts: exit 2, no module", r.returncode == 2 and b"holds 0" in r.stderr, r.stderr)
        r = run("chains", "--compare", "-o", os.path.join(d, "no", "such", "dir.txt"), before, after)
        check("--compare -o into a missing directory: exit 2, nothing written",
              r.returncode == 2 and b"error" in r.stderr and not r.stdout, r.stderr)
        r = run("chains", "--compare", before, os.path.join(d, "missing.hlo"))
        check("--compare of a missing file: exit 2", r.returncode == 2 and b"cannot read" in r.stderr, r.stderr)
        out = os.path.join(d, "out.json")
        r = run("chains", "--compare", "--format=json", "-o", out, before, after)
        doc = json.load(open(out)) if os.path.exists(out) else {}
        check("--compare -o FILE --format=json: the document, kept and dropped counted",
              r.returncode == 1 and doc.get("kept") == 4 and doc.get("dropped") == 4 and
              len(doc.get("requests", [])) == 8 and doc["requests"][0]["at"]["line"] == 30, r.stderr)
        unscheduled = os.path.join(d, "unscheduled.hlo")
        with open(unscheduled, "w") as f:
            f.write(open(after).read().replace("is_scheduled=true, ", ""))
        r = run("chains", "--compare", before, unscheduled)
        check("--compare with an AFTER not scheduled: orders by control edges alone",
              r.returncode == 1 and b"kept    order: 'last' runs after 'then'" in r.stdout and
              b"not scheduled" in r.stdout, r.stdout + r.stderr)



@test
def chains_html_page():
    """--format=html: one page, its data one JSON block nothing in the input can end."""
    src = open(OK).read()
    # Metadata that would end the data block, and one without a line, on two ops.
    src = src.replace("to_apply=%sum, backend_config",
                      'to_apply=%sum, metadata={op_name="x" source_file="a</script><!--b.py" source_line=7}, '
                      "backend_config", 1)
    src = src.replace("copy-start(f32[8192,2048]{1,0} %w)",
                      'copy-start(f32[8192,2048]{1,0} %w), metadata={source_file="c.py"}', 1)
    src = src.replace("source_target_pairs={{0,1},{1,2},{2,3},{3,0}}",
                      'source_target_pairs={{0,1},{1,2},{2,3},{3,0}}, metadata={op_name="y"}', 1)
    src = src.replace('source_file="a</script>', 'source_file="a\\"</script>', 1)
    # A synchronous all-reduce: a transfer the compute stream waits for whole.
    src = src.replace("  ROOT %tuple", "  %ar.sync = f32[2048]{0} all-reduce(f32[2048]{0} %b), replica_groups={}, "
                      'to_apply=%sum, metadata={source_file="s.py" source_line=3}\n  ROOT %tuple', 1)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "m.hlo")
        with open(path, "w") as f:
            f.write(src)
        out = os.path.join(d, "report.html")
        r = run("chains", "--format=html", "-o", out, path)
        page = open(out).read() if os.path.exists(out) else ""
        check("chains --format=html -o FILE: one page, exit 0", r.returncode == 0 and
              page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>"), r.stderr)
        m = re.search(r'<script type="application/json" id="hloa-data">(.*?)</script>', page, re.S)
        data = json.loads(m.group(1)) if m else {}
        check("the data block is the only thing the input's text could end: two </script>",
              page.count("</script>") == 2 and "a</script>" not in page and "\\u003c/script>" in page)
        ops = data["files"][0]["modules"][0]["computations"][0]["ops"] if data else []
        by_name = {o["start"]["name"]: o for o in ops}
        check("each op has its clock (begin, end, finish) and its metadata's file and line",
              len(ops) == 3 and all(len(o["clock"]) == 3 and o["clock"][0] <= o["clock"][1] for o in ops) and
              by_name["all-reduce-start"]["source"] == 'a\\"</script><!--b.py:7' and
              by_name["copy-start"]["source"] == "c.py" and "source" not in by_name["collective-permute-start"],
              json.dumps(ops)[:400])
        syncs = data["files"][0]["modules"][0]["computations"][0]["sync_ops"] if data else []
        check("a synchronous transfer has its clock (begin, end) and its source",
              len(syncs) == 1 and len(syncs[0]["clock"]) == 2 and syncs[0]["source"] == "s.py:3", json.dumps(syncs))
        check("the page holds verify's findings of the module and the profile",
              data and isinstance(data["files"][0]["diagnostics"], list) and data["profile"]["hardware"] == "h100")
        outside = page.replace(m.group(1), "") if m else page
        check("the page names no address (no src=, href=, url(, http)",
              not re.search(r"\s(src|href)\s*=|url\(|https?://", outside), outside[:200])
        r = run("chains", "--format=html", "--perf-table=/nonexistent.txtpb", path)
        check("chains --format=html with a table that cannot be read: exit 2", r.returncode == 2, r.stderr)
        r = run("chains", "--compare", "--format=html", "-o", out, path, path)
        page = open(out).read()
        m = re.search(r'id="hloa-data">(.*?)</script>', page, re.S)
        doc = json.loads(m.group(1)) if m else {}
        check("chains --compare --format=html: the comparison's JSON as a page, exit 0",
              r.returncode == 0 and doc.get("compare", {}).get("exposure", {}).get("delta_us") == 0, r.stderr)

finish()
