#!/usr/bin/env python3
"""The GitHub Action (action.yml) run as a runner runs it (prints TAP).

A composite action is a list of steps. This test reads action.yml and runs
its `run:` steps in order with bash, as GitHub's runner does (`bash
--noprofile --norc -eo pipefail`), in a temporary git repository holding a
good and a bad HLO file, with the environment the runner sets: GITHUB_*
(the action's path, the workspace, the files GITHUB_OUTPUT, GITHUB_PATH and
GITHUB_ENV), RUNNER_* (OS, architecture, tool cache, temp). `${{ ... }}`
expressions of the inputs, the steps' outputs, `github.*` and `runner.*`
are replaced as the runner replaces them. A `uses:` step is another action
(actions/cache): the first run finds no cache, the second finds the tool
cache the first filled, which is what a cache hit restores.

Checked: the first run builds and installs the binary into the tool cache,
the second takes it from there; the problem matcher is registered from the
action's own directory and its patterns turn the output into annotations at
the bad file's line and column with the rule id; the verify step fails on
the bad file and passes on the good one; the SARIF file is written when
asked for, says the run completed, and is left by no run that failed (exit
2), which the README's upload step checks for; every input the README's workflow passes exists.

Usage: run_action.py SOURCE_ROOT WORK_DIR
"""
import json
import os
import re
import shutil
import subprocess
import sys

import yaml

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

ROOT, WORK = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
# The action runs from its own checkout, as actions/checkout leaves it: a clone whose origin is
# the repository's https URL (the links of SARIF's helpUri are made from it).
ORIGIN = "https://git.example.invalid/owner/hlo-async.git"
ACTION_PATH = os.path.join(WORK, "action")
ACTION = yaml.safe_load(open(os.path.join(ROOT, "action.yml")))

GOOD = """HloModule good
ENTRY %main {
  %p = f32[8] parameter(0)
  %s = f32[8] all-reduce-start(%p), replica_groups={}, to_apply=%sum
  ROOT %d = f32[8] all-reduce-done(%s)
}
%sum {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %c = f32[] add(%a, %b)
}
"""
BAD = """HloModule bad
ENTRY %main {
  %p = f32[8] parameter(0)
  %s = ((f32[8]), f32[8], s32[]) async-start(%p), calls=%w
  ROOT %n = f32[8] negate(%p)
}
%w {
  %a = f32[8] parameter(0)
  ROOT %r = f32[8] negate(%a)
}
"""


def expand(text, ctx):
    """${{ name.path }} replaced by its value in ctx ('' when unknown), as the runner does."""
    def value(m):
        expr = m.group(1).strip()
        return str(ctx.get(expr, ""))
    return re.sub(r"\$\{\{(.*?)\}\}", value, text)


def read_kv(path):
    """name=value lines of a GITHUB_OUTPUT or GITHUB_ENV file."""
    out = {}
    if os.path.exists(path):
        for line in open(path):
            if "=" in line:
                k, v = line.rstrip("\n").split("=", 1)
                out[k] = v
    return out


def run_action(inputs, workspace, tool_cache, label):
    """Runs the action's steps; returns (outputs of each step id, [(step, exit, output)])."""
    runner_temp = os.path.join(WORK, f"temp-{label}")
    os.makedirs(runner_temp, exist_ok=True)
    files = {k: os.path.join(runner_temp, k.lower()) for k in ("GITHUB_OUTPUT", "GITHUB_PATH", "GITHUB_ENV")}
    ctx = {"github.action_path": ACTION_PATH, "github.workspace": workspace, "runner.os": "Linux",
           "runner.arch": "X64", "runner.temp": runner_temp, "runner.tool_cache": tool_cache}
    for name, spec in ACTION["inputs"].items():
        ctx[f"inputs.{name}"] = inputs.get(name, spec.get("default", ""))
    path_dirs, extra_env, ran = [], {}, []
    for i, step in enumerate(ACTION["runs"]["steps"]):
        if "uses" in step:
            ran.append((step["uses"], None, "another action: not run here"))
            continue
        for f in files.values():
            open(f, "w").close()
        env = dict(os.environ)
        env.update({"CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_ACTION_PATH": ACTION_PATH,
                    "GITHUB_WORKSPACE": workspace, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
                    "RUNNER_TEMP": runner_temp, "RUNNER_TOOL_CACHE": tool_cache, **files, **extra_env})
        env["PATH"] = os.pathsep.join(path_dirs + [env["PATH"]])
        for k, v in (step.get("env") or {}).items():
            env[k] = expand(str(v), ctx)
        script = os.path.join(runner_temp, f"step{i}.sh")
        open(script, "w").write(expand(step["run"], ctx))
        r = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=workspace, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=900)
        ran.append((step.get("id", f"step {i}"), r.returncode, r.stdout))
        for k, v in read_kv(files["GITHUB_OUTPUT"]).items():
            ctx[f"steps.{step.get('id')}.outputs.{k}"] = v
        path_dirs = [l.strip() for l in open(files["GITHUB_PATH"]) if l.strip()] + path_dirs
        extra_env.update(read_kv(files["GITHUB_ENV"]))
        if r.returncode != 0:
            break  # a failing step ends a composite action
    return ran


def annotations(output, matcher_file):
    """What the problem matcher's patterns make of the output lines: (severity, file, line, col, code)."""
    found = []
    for m in json.load(open(matcher_file))["problemMatcher"]:
        pattern = m["pattern"][0]
        rx = re.compile(pattern["regexp"])
        for line in output.splitlines():
            g = rx.match(line)
            if g:
                sev = g.group(pattern["severity"]) if "severity" in pattern else m.get("severity", "error")
                found.append((sev, g.group(pattern["file"]), int(g.group(pattern["line"])),
                              int(g.group(pattern["column"])), g.group(pattern["code"])))
    return found


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    workspace = os.path.join(WORK, "repo")
    os.makedirs(os.path.join(workspace, "hlo"))
    open(os.path.join(workspace, "hlo", "good.hlo"), "w").write(GOOD)
    open(os.path.join(workspace, "hlo", "bad.hlo"), "w").write(BAD)
    subprocess.run(["git", "init", "-q", workspace], check=True)
    subprocess.run(["git", "clone", "-q", ROOT, ACTION_PATH], check=True)
    subprocess.run(["git", "-C", ACTION_PATH, "remote", "set-url", "origin", ORIGIN], check=True)
    commit = subprocess.run(["git", "-C", ACTION_PATH, "rev-parse", "HEAD"], capture_output=True,
                            text=True, check=True).stdout.strip()
    tool_cache = os.path.join(WORK, "toolcache")

    check("action.yml is a composite action with paths, args and sarif inputs",
          ACTION["runs"]["using"] == "composite" and {"paths", "args", "sarif"} <= set(ACTION["inputs"]))

    # First run: nothing cached, the binary is built; the bad file fails the step.
    ran = run_action({"paths": "hlo", "sarif": "results.sarif"}, workspace, tool_cache, "first")
    steps = {name: (rc, out) for name, rc, out in ran}
    build_rc, build_out = steps.get("build", (None, ""))
    cached = os.path.join(tool_cache, "hlo-async")
    built = [k for k in (os.listdir(cached) if os.path.isdir(cached) else [])
             if os.access(os.path.join(cached, k, "bin", "hlo-async"), os.X_OK)]
    check("first run: the build step builds and installs hlo-async into the tool cache",
          build_rc == 0 and "from the cache" not in build_out and len(built) == 1, build_out[-3000:])
    matcher = os.path.join(ACTION_PATH, ".github", "hlo-async-matcher.json")
    registered = [out for _, rc, out in ran if out and "::add-matcher::" in out]
    check("the problem matcher is registered from the action's own directory",
          registered and f"::add-matcher::{matcher}" in registered[0] and os.path.exists(matcher),
          registered)
    verify_rc, verify_out = steps.get("verify", (None, ""))
    check("the verify step fails on the bad file (exit 1)", verify_rc == 1, f"exit {verify_rc}\n{verify_out[-2000:]}")
    found = annotations(verify_out, matcher)
    check("the matcher turns the output into an annotation at the bad file's line and column, with the rule",
          ("error", "hlo/bad.hlo", 4, 34, "async-chain-unterminated") in found, f"{found}\n{verify_out[-2000:]}")
    check("no annotation for the good file", not any(f == "hlo/good.hlo" for _, f, _, _, _ in found), found)
    sarif = os.path.join(workspace, "results.sarif")
    try:
        doc = json.load(open(sarif))
        ok = doc["version"] == "2.1.0" and any(r["ruleId"] == "async-chain-unterminated"
                                               for run in doc["runs"] for r in run["results"]) \
            and doc["runs"][0]["invocations"][0]["executionSuccessful"] is True
    except (OSError, ValueError, KeyError) as e:
        ok, doc = False, repr(e)
    check("the SARIF file is written, with the bad file's result", ok, str(doc)[:500])
    try:
        helps = {r["id"]: r.get("helpUri", "") for r in doc["runs"][0]["tool"]["driver"]["rules"]}
    except (TypeError, KeyError, IndexError):
        helps = {}
    want = f"{ORIGIN[:-len('.git')]}/blob/{commit}/docs/rules.md#async-chain-unterminated"
    check("SARIF's helpUri links into the action's repository at the commit it ran",
          helps.get("async-chain-unterminated") == want, f"{helps.get('async-chain-unterminated')} != {want}")

    # Second run: the tool cache holds the binary (what actions/cache restores); the good file passes.
    ran = run_action({"paths": "hlo/good.hlo", "args": "--select=async-* --fail-on=warning"}, workspace,
                     tool_cache, "second")
    steps = {name: (rc, out) for name, rc, out in ran}
    check("second run: the binary comes from the cache, nothing is built",
          steps.get("build", (None, ""))[0] == 0 and "from the cache" in steps["build"][1], steps.get("build"))
    check("second run: the verify step passes on the good file, extra args taken",
          steps.get("verify", (None, ""))[0] == 0, steps.get("verify"))

    # A run that fails (a path that cannot be read): exit 2, and no SARIF left to upload, not even
    # the one the first run wrote.
    ran = run_action({"paths": "hlo/good.hlo hlo/missing.hlo", "sarif": "results.sarif"}, workspace,
                     tool_cache, "third")
    steps = {name: (rc, out) for name, rc, out in ran}
    verify_rc, verify_out = steps.get("verify", (None, ""))
    check("a run that fails (exit 2) leaves no SARIF file to upload",
          verify_rc == 2 and not os.path.exists(sarif) and "missing.hlo" in verify_out,
          f"exit {verify_rc}\n{verify_out[-2000:]}")

    # The README's workflow passes only inputs the action has.
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    used = set()
    for block in re.findall(r"```yaml\n(.*?)```", readme, flags=re.S):
        try:
            doc = yaml.safe_load(block)
        except yaml.YAMLError:
            continue
        for job in (doc or {}).get("jobs", {}).values() if isinstance(doc, dict) else []:
            for step in job.get("steps", []):
                if str(step.get("uses", "")).startswith("./"):
                    used |= set((step.get("with") or {}).keys())
    check("the README's workflow uses the action, with inputs it has", used and used <= set(ACTION["inputs"]),
          f"README passes {sorted(used)}; the action has {sorted(ACTION['inputs'])}")
    uploads = []
    for block in re.findall(r"```yaml\n(.*?)```", readme, flags=re.S):
        doc = yaml.safe_load(block)
        for job in (doc.get("jobs") or {}).values() if isinstance(doc, dict) else []:
            uploads += [step for step in job.get("steps", []) if "upload-sarif" in str(step.get("uses", ""))]
    check("the README's workflow uploads SARIF only when a completed run left the file",
          uploads and all("hashFiles(" in str(step.get("if", "")) and step.get("with", {}).get("sarif_file", "")
                          in str(step.get("if", "")) for step in uploads), uploads)
    finish()


main()
