#!/usr/bin/env python3
"""Output that fits a CI log and a person: statistics, the severity floor, one
--max-diagnostics cap, colour from the environment, one JSON shape, and the
suggestions a newcomer from ruff or shellcheck needs (prints TAP).
Usage: run_output.py HLO_ASYNC SOURCE_ROOT"""
import collections
import json
import re
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
ERRS = os.path.join(ROOT, "testdata", "verify", "err")
ERR = os.path.join(ERRS, "undefined_name.hlo")
CLEAN_ENV = ("NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "COLUMNS")


def run(*args, env=None, cwd=None):
    e = {k: v for k, v in os.environ.items() if k not in CLEAN_ENV}
    e.update(env or {})
    return subprocess.run([BIN, *args], capture_output=True, timeout=120, env=e, cwd=cwd)


def shown(stderr):
    """The severities of the diagnostics a text run showed (their first lines, not related notes)."""
    return [w for line in stderr.decode().splitlines() for w in ("error", "warning", "note")
            if f": {w}: " in line and line.endswith("]") and not line.startswith(" ")]


def every_diagnostic(*args):
    """(rule, severity, path) of every diagnostic verify finds in the error goldens."""
    doc = json.loads(run("verify", "--format=json", *args, ERRS).stdout)
    return doc, [(d["rule"], d["severity"], f["path"]) for f in doc["files"] for d in f["diagnostics"]]


@test
def statistics():
    doc, diags = every_diagnostic()
    count = collections.Counter()
    for f in doc["files"]:
        for d in f["diagnostics"]:
            count[(d["rule"], d["severity"])] += 1 + d.get("more", 0)
    files = collections.Counter((r, s) for r, s, _ in set(diags))
    r = run("verify", "--statistics", ERRS)
    lines = r.stdout.decode().splitlines()
    rows = {}
    for line in lines[1:]:
        n, f, sev, rule = line.split()
        rows[(rule, sev)] = (int(n), int(f))
    check("--statistics: a header, then a row a rule and severity: its count and files",
          lines and lines[0].split() == ["count", "files", "severity", "rule"]
          and rows == {k: (count[k], files[k]) for k in count}, r.stdout.decode()[:400])
    check("--statistics: most frequent first", [int(x.split()[0]) for x in lines[1:]] ==
          sorted((int(x.split()[0]) for x in lines[1:]), reverse=True))
    check("--statistics: no diagnostics on stderr, the summary still, the exit status still",
          r.returncode == 1 and b"error:" not in r.stderr and b"checked:" in r.stderr, r.stderr[-300:])
    r = run("verify", "--statistics", "--format=json", ERRS)
    st = json.loads(r.stdout).get("statistics", [])
    check("--statistics --format=json: the same rows as \"statistics\"",
          {(x["rule"], x["severity"]): (x["count"], x["files"]) for x in st} == rows, st[:3])
    r = run("verify", "--statistics", "--format=sarif", ERR)
    check("--statistics with sarif: a usage error", r.returncode == 2 and b"--statistics" in r.stderr)


@test
def severity_floor():
    doc, diags = every_diagnostic()
    want = collections.Counter(s for _, s, _ in diags)
    for flag in ("--severity=warning", "-S", "-Swarning"):
        args = [flag, "warning"] if flag == "-S" else [flag]
        r = run("verify", *args, ERRS)
        seen = collections.Counter(shown(r.stderr))
        summary = r.stderr.decode().splitlines()[-1]
        check(f"verify {' '.join(args)}: no notes shown, but counted in the summary and in one line",
              seen["note"] == 0 and seen["warning"] > 0
              and f"{want['note']} notes" in summary and f"{want['note']} notes below the severity floor not shown"
              in r.stderr.decode(), summary)
    r = run("verify", "--format=json", "--severity=error", ERRS)
    doc2 = json.loads(r.stdout)
    sevs = {d["severity"] for f in doc2["files"] for d in f["diagnostics"]}
    check("--severity=error in JSON: only errors listed, every one counted",
          sevs == {"error"} and doc2["summary"] == doc["summary"], (sevs, doc2["summary"]))
    check("--severity=loud: a usage error naming the levels",
          run("verify", "--severity=loud", ERR).returncode == 2)
    with tempfile.TemporaryDirectory() as d:
        note = ("HloModule m, is_scheduled=true\nENTRY %e {\n  %p = f32[8] parameter(0)\n"
                "  %s = f32[8] copy-start(%p)\n  ROOT %d = f32[8] copy-done(%s)\n}\n")
        with open(os.path.join(d, "m.hlo"), "w") as f:
            f.write(note)
        plain = run("verify", os.path.join(d, "m.hlo"))
        with open(os.path.join(d, ".hlo-async.toml"), "w") as f:
            f.write('severity = "warning"\n')
        floored = run("verify", os.path.join(d, "m.hlo"))
        check("config key severity = \"warning\": notes hidden, still counted",
              b"note:" in plain.stderr and b"note:" not in floored.stderr
              and floored.stderr.splitlines()[-1] == plain.stderr.splitlines()[-1],
              plain.stderr.decode() + floored.stderr.decode())
        with open(os.path.join(d, ".hlo-async.toml"), "w") as f:
            f.write('severity = ["warning"]\n')
        r = run("verify", os.path.join(d, "m.hlo"))
        check("config key severity not a string: located error, exit 2",
              r.returncode == 2 and b".hlo-async.toml:1:12: error: 'severity' must be a string" in r.stderr, r.stderr)
        for text, want in (('severity = "loud"\n', b".hlo-async.toml:1:12: error: unknown severity 'loud'"),
                           ('severity = "note"\nseverity = "error"\n', b"'severity' is given twice"),
                           ('[severity]\nx = 1\n', b"'severity' must be a string")):
            with open(os.path.join(d, ".hlo-async.toml"), "w") as f:
                f.write(text)
            r = run("verify", os.path.join(d, "m.hlo"))
            check(f"config {text.strip()!r}: located error, exit 2", r.returncode == 2 and want in r.stderr, r.stderr)
        with open(os.path.join(d, ".hlo-async.toml"), "w") as f:
            f.write('selct = ["all"]\n')
        r = run("verify", os.path.join(d, "m.hlo"))
        check("config key 'selct': did you mean 'select'",
              r.returncode == 2 and b"unknown key 'selct' (did you mean 'select'?)" in r.stderr, r.stderr)


@test
def one_cap_for_the_run():
    doc, diags = every_diagnostic()
    r = run("verify", "--max-diagnostics=3", ERRS)
    text = r.stderr.decode()
    hidden = [line for line in text.splitlines() if "not shown" in line]
    check("--max-diagnostics=3: three diagnostics, one closing line with what it hid",
          len(shown(r.stderr)) == 3 and hidden == [f"hlo-async: {len(diags) - 3} more diagnostics not shown "
                                                   "(--max-diagnostics=3)"], hidden)
    r = run("verify", f"--max-diagnostics={len(diags) - 1}", ERRS)
    check("one diagnostic hidden: 'diagnostic', singular",
          b"hlo-async: 1 more diagnostic not shown (--max-diagnostics=" in r.stderr, r.stderr[-300:])
    r = run("verify", "--max-diagnostics=3", "--format=json", ERRS)
    listed = sum(len(f["diagnostics"]) for f in json.loads(r.stdout)["files"])
    check("--max-diagnostics=3 in JSON: three listed across the run", listed == 3, listed)


@test
def colour_from_the_environment():
    for env, want in (({"FORCE_COLOR": "1"}, True), ({"CLICOLOR_FORCE": "1"}, True),
                      ({"FORCE_COLOR": "0"}, False), ({"FORCE_COLOR": "1", "NO_COLOR": "1"}, False),
                      ({}, False)):
        r = run("verify", ERR, env=env)
        check(f"verify piped with {env or 'no colour variable'}: {'colour' if want else 'none'}",
              (b"\x1b[" in r.stderr) == want)
    r = run("verify", "--color=never", ERR, env={"FORCE_COLOR": "1"})
    check("--color=never wins over FORCE_COLOR", b"\x1b[" not in r.stderr)


@test
def one_json_shape():
    r = run("rules", "--format=json", "--isolated")
    doc = json.loads(r.stdout)
    check("rules --format=json: an object that begins with \"tool\", as verify's and chains'",
          isinstance(doc, dict) and list(doc)[0] == "tool" and doc["tool"]["name"] == "hlo-async"
          and doc["config"] is None and len(doc["rules"]) == len(run("rules", "--isolated").stdout.splitlines()))


@test
def suggestions():
    for args, want in ((["check", ERR], b"unknown command 'check' (did you mean 'verify'?)"),
                       (["lint", ERR], b"(did you mean 'verify'?)"),
                       (["verify", "--output-format=json", ERR],
                        b"unknown option '--output-format=json' (did you mean '--format'?)"),
                       (["explain", "PAIR-USER"], b"unknown rule 'PAIR-USER' (did you mean 'pair-user'?)")):
        r = run(*args)
        check(f"{' '.join(os.path.basename(a) for a in args)}: a suggestion, exit 2",
              r.returncode == 2 and want in r.stderr, r.stderr)


@test
def benchmark_generator_says_what_it_makes():
    """bench/gen_async_hlo.py's docstring names what verify says of its module, and only that."""
    gen = os.path.join(ROOT, "bench", "gen_async_hlo.py")
    doc = open(gen).read().split('"""')[1]
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "gen.hlo")
        subprocess.run([sys.executable, gen, "1", out], check=True, timeout=120)
        r = run("verify", "--statistics", "--format=json", out)
        full = json.loads(run("verify", "--format=json", out).stdout)
    # Every capped rule says how many it did not show ("N more", "more": N - 1 beyond itself),
    # and the summary counts them all.
    diags = [d for f in full["files"] for d in f["diagnostics"]]
    capped = [d for d in diags if re.match(r"\d+ more ", d["message"])]
    check("gen_async_hlo.py's module: each capped rule's last report says how many more, as \"more\"",
          len(capped) == 2 and all(d.get("more") == int(d["message"].split()[0]) - 1 for d in capped), capped)
    for sev, key in (("warning", "warnings"), ("note", "notes")):
        counted = sum(1 + d.get("more", 0) for d in diags if d["severity"] == sev)
        check(f"gen_async_hlo.py's module: the summary's {key} count every finding, shown or not",
              full["summary"][key] == counted and counted > 100, (full["summary"], counted))
    fired = {(x["rule"], x["severity"]) for x in json.loads(r.stdout)["statistics"]}
    said = {(rule, sev) for rule, sev in re.findall(r"\(([a-z-]+)\s+(error|warning|note)s\b", doc)}
    check("gen_async_hlo.py: 'verifies with no errors' holds", r.returncode == 0
          and "verifies with no errors" in doc and not any(s == "error" for _, s in fired), fired)
    check("gen_async_hlo.py: its docstring names every rule that fires, at its severity", said == fired,
          (said, fired))
    check("gen_async_hlo.py: no claim that the module verifies clean", "verifies clean" not in doc)


@test
def compare_says_when_the_modules_differ():
    plain = "HloModule {}\nENTRY %e {{\n  %p = f32[8] parameter(0)\n  ROOT %n = f32[8] negate(%p)\n}}\n"
    with tempfile.TemporaryDirectory() as d:
        for name in ("jit_apply_fn", "jit_cg"):
            with open(os.path.join(d, name + ".hlo"), "w") as f:
                f.write(plain.format(name))
        r = run("chains", "--compare", "jit_apply_fn.hlo", "jit_cg.hlo", cwd=d)
        check("chains --compare of two different modules: a warning naming both",
              b"warning: BEFORE is module 'jit_apply_fn' and AFTER is 'jit_cg'" in r.stderr, r.stderr)
        r = run("chains", "--compare", "jit_cg.hlo", "jit_cg.hlo", cwd=d)
        check("chains --compare of one module twice: no warning", r.returncode == 0 and not r.stderr, r.stderr)


@test
def documentation_a_user_can_open():
    r = run("verify", ERRS)
    text = r.stderr.decode()
    fired = sorted({rule for rule, _, _ in every_diagnostic()[1]})
    block = text[text.find("For more information:\n"):].splitlines()[1:-1]
    links = dict(line.strip().split(": ", 1) for line in block)
    check("verify: once per rule that fired, the rule and its link, before the summary",
          sorted(links) == fired and text.count("For more information:") == 1
          and all(u.endswith(f"/docs/rules.md#{k}") for k, u in links.items()), block[:5])
    check("verify -q: no links", b"For more information" not in run("verify", "-q", ERRS).stderr)
    check("verify --statistics: no links", b"For more information" not in run("verify", "--statistics", ERRS).stderr)
    with open(os.path.join(ROOT, "docs", "rules.md"), encoding="utf-8") as f:
        anchors = set(__import__("re").findall(r'<a id="([^"]+)"></a>', f.read()))
    check("every link names an anchor of docs/rules.md", set(links) <= anchors)
    doc = json.loads(run("verify", "--format=sarif", ERR).stdout)
    driver = doc["runs"][0]["tool"]["driver"]
    check("sarif: the tool's informationUri is the README, each rule's helpUri its anchor",
          driver.get("informationUri", "").endswith("/README.md")
          and all(x.get("helpUri", "").endswith(f"/docs/rules.md#{x['id']}") for x in driver["rules"])
          and driver["informationUri"].split(":")[0] in ("file", "https", "http"), driver.get("informationUri"))
    r = run("explain", "async-exposed")
    last = r.stdout.decode().rstrip().splitlines()[-1]
    check("explain: ends with the rule's link", last == "Documentation: " + links.get(
        "async-exposed", driver["rules"][0]["helpUri"].replace("#syntax", "#async-exposed")), last)
    for args in (["--help"], ["verify", "--help"], ["chains", "--help"]):
        out = run(*args).stdout.decode().rstrip().splitlines()[-1]
        check(f"hlo-async {' '.join(args)}: ends with where the docs are", out.startswith("Documentation: ")
              and "/README.md (docs/ beside it)" in out, out)


@test
def chains_text_fits_and_reads():
    layer = os.path.join(ROOT, "testdata", "chains", "gpu_layer_schedule.hlo")
    wide = run("chains", "--wide", layer).stdout.decode().splitlines()
    check("chains --wide: every column, the whole reason (a row wider than 150)",
          max(map(len, wide)) > 150 and "left out" not in "\n".join(wide))
    for cols in ("80", "120"):
        out = run("chains", layer, env={"COLUMNS": cols}).stdout.decode()
        rows = [line for line in out.splitlines() if line.startswith("  ") and not line.startswith("  on ")
                and not line.startswith("  compute")]
        check(f"chains with COLUMNS={cols}: each table row fits, a line says columns were left out",
              rows and all(len(r) <= int(cols) for r in rows if not r.startswith("  (")) and
              f"left out to fit in {cols}; --wide shows them)" in out, out)
    for cols in ("", "abc", "0"):
        out = run("chains", layer, env={"COLUMNS": cols}).stdout.decode()
        check(f"chains with COLUMNS={cols!r} (no width): the width of a log", "to fit in 100;" in out, out[-200:])
    out = run("chains", "-o", "/dev/stdout", layer, env={"COLUMNS": "30"}).stdout.decode()
    check("chains in 30 columns: still every op, each reason below its row",
          out.count("\n       ") >= 7 and "left out to fit in 30" in out, out[-600:])
    out = run("chains", layer).stdout.decode()
    check("chains into a pipe, no COLUMNS: fit in 100 columns",
          "to fit in 100;" in out and all(len(line) <= 100 for line in out.splitlines()
                                          if line.startswith("  ") and "|" not in line and "in flight" not in line
                                          and not line.startswith("  on ")), out)
    check("chains: human units (µs), no bare 'us' figures in the totals",
          "compute 39.4 µs, communication 257.5 µs" in out and "exposed 148.5 us" not in out, out[:300])
    check("chains: the default profile named as such", "on h100 (the default profile; --hw names another)" in out,
          out[:200])
    out = run("chains", "--hw=a100", layer).stdout.decode()
    check("chains --hw=a100: no word of a default", "  on a100: " in out, out[:200])
    out = run("chains", "--hw=h100,link_gbps=100", layer).stdout.decode()
    check("chains --hw=h100,link_gbps=100: not the default either", "  on h100: " in out, out[:200])
    with tempfile.TemporaryDirectory() as d:
        big = os.path.join(d, "big.hlo")
        with open(big, "w") as f:
            f.write("HloModule big, is_scheduled=true\n%sum (x: f32[], y: f32[]) -> f32[] {\n"
                    "  %x = f32[] parameter(0)\n  %y = f32[] parameter(1)\n  ROOT %s = f32[] add(%x, %y)\n}\n"
                    "ENTRY %e (p: f32[4000000000]) -> f32[4000000000] {\n  %p = f32[4000000000] parameter(0)\n"
                    "  %s = f32[4000000000] all-reduce-start(%p), replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=%sum\n"
                    "  ROOT %d = f32[4000000000] all-reduce-done(%s)\n}\n")
        out = run("chains", big).stdout.decode()
        check("chains: a long collective in ms, not in a seven-digit us figure",
              " ms" in out and not __import__("re").search(r"\d{5,}\.\d (us|µs)", out), out[:300])
        plain = os.path.join(d, "plain.hlo")
        with open(plain, "w") as f:
            f.write("HloModule plain, is_scheduled=true\nENTRY %e (p: f32[8]) -> f32[8] {\n"
                    "  %p = f32[8] parameter(0)\n  %s = f32[8] copy-start(%p)\n  ROOT %d = f32[8] copy-done(%s)\n}\n")
        out = run("chains", plain).stdout.decode()
        check("chains: no '0% hidden' where there is no communication", "0% hidden" not in out, out[:300])


finish()
