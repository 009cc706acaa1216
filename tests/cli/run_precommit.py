#!/usr/bin/env python3
"""The pre-commit hooks, run by the real pre-commit against a throwaway
repository with good, bad, broken and sugared HLO files (prints TAP): the
hooks of .pre-commit-hooks.yaml through `pre-commit try-repo` on a clone of
this repository, and the README's `.pre-commit-config.yaml` snippet exactly
as written, through `pre-commit run`. A missing pre-commit or git is a
failure, not a skip.
Usage: run_precommit.py HLO_ASYNC SOURCE_ROOT"""
import re
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])

GOOD = """HloModule good
ENTRY %main {
  %p = f32[8] parameter(0)
  ROOT %n = f32[8] negate(%p)
}
"""
BAD = """HloModule bad
ENTRY %main {
  %p = f32[8] parameter(0)
  %s = ((f32[8]), f32[8], s32[]) negate-start(%p)
  ROOT %n = f32[8] negate(%p)
}
"""
SUGARED = """HloModule sugared
ENTRY %main {
  %p = f32[8] parameter(0)
  %s = ((f32[8]), f32[8], s32[]) negate-start(%p)
  ROOT %d = f32[8] negate-done(%s)
}
"""



def yaml_hooks(path):
    """The hooks of a .pre-commit-hooks.yaml list or of a config's repos."""
    import yaml
    doc = yaml.safe_load(open(path))
    if isinstance(doc, dict):
        return [h for r in doc.get("repos", []) for h in r.get("hooks", [])]
    return doc


def main():
    for tool in ("pre-commit", "git"):
        if not shutil.which(tool):
            check(f"{tool} is installed", False, f"{tool} not found on PATH")
            return
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PATH=os.path.dirname(BIN) + os.pathsep + os.environ["PATH"],
                   PRE_COMMIT_HOME=os.path.join(tmp, "cache"), HOME=tmp,
                   GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
                   GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com")
        env.pop("NO_COLOR", None)
        repo = os.path.join(tmp, "consumer")
        os.makedirs(repo)

        def git(*args):
            return subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, timeout=60)

        git("init", "-q")
        for name, text in (("models/good.hlo", GOOD), ("models/bad.hlo", BAD),
                           ("notes.txt", "not HLO: the hook must not see this file\n"),
                           ("models/broken.hlo", "HloModule broken\nENTRY %main {\n  %p = f32[8] parameter(0\n}\n"),
                           ("dumps/module_0001.jit_f.cpu_after_optimizations.txt", GOOD),
                           ("dumps/module_0001.jit_f.cpu_after_optimizations-buffer-assignment.txt",
                            "BufferAssignment:\nallocation 0: size 32\n")):
            os.makedirs(os.path.dirname(os.path.join(repo, name)) or repo, exist_ok=True)
            open(os.path.join(repo, name), "w").write(text)
        git("add", "-A")

        # A repository with this tree's hooks file, as a user's pre-commit would fetch it: a
        # clone of this checkout with the working tree's hooks committed on top, or, in a
        # release tarball (no git), a new repository holding them.
        clone = os.path.join(tmp, "hlo-async")
        r = subprocess.run(["git", "clone", "-q", ROOT, clone], env=env, capture_output=True, timeout=120)
        if r.returncode != 0:
            os.makedirs(clone, exist_ok=True)
            subprocess.run(["git", "init", "-q"], cwd=clone, env=env, capture_output=True)
        for rel in (".pre-commit-hooks.yaml",):
            if os.path.exists(os.path.join(ROOT, rel)):
                shutil.copy(os.path.join(ROOT, rel), os.path.join(clone, rel))
        subprocess.run(["git", "add", "-A"], cwd=clone, env=env, capture_output=True)
        subprocess.run(["git", "commit", "-qm", "working tree"], cwd=clone, env=env, capture_output=True)
        check("a clone of the repository has the hooks file", os.path.exists(os.path.join(clone, ".pre-commit-hooks.yaml")))

        def try_repo(hook, *extra):
            return subprocess.run(["pre-commit", "try-repo", clone, hook, "--color=never", *extra],
                                  cwd=repo, env=env, capture_output=True, timeout=300)

        r = try_repo("hlo-async-verify", "--all-files", "--verbose")
        out = (r.stdout + r.stderr).decode("utf-8", "replace")
        check("hlo-async-verify fails on the bad file", r.returncode != 0, out[-2000:])
        check("it names the bad file and the rule", "models/bad.hlo" in out and "async-chain-unterminated" in out,
              out[-2000:])
        check("it reports nothing for the good file", "models/good.hlo:" not in out, out[-2000:])
        check("it reads an XLA dump's HLO, not its buffer assignment or other .txt files",
              "notes.txt" not in out and "buffer-assignment" not in out, out[-2000:])
        r = try_repo("hlo-async-desugar-check", "--all-files", "--verbose")
        out = (r.stdout + r.stderr).decode("utf-8", "replace")
        check("hlo-async-desugar-check does not repeat verify's errors: one line per bad file",
              out.count("models/broken.hlo:") == 1 and "cannot check:" in out and "(1 error stops desugar;" in out,
              out[-2000:])

        r = try_repo("hlo-async-verify", "--files", "models/good.hlo", "notes.txt")
        out = (r.stdout + r.stderr).decode("utf-8", "replace")
        check("hlo-async-verify passes on the good file (and skips non-HLO files)", r.returncode == 0,
              out[-2000:])

        open(os.path.join(repo, "models/sugared.hlo"), "w").write(SUGARED)
        git("add", "-A")
        r = try_repo("hlo-async-desugar-check", "--files", "models/sugared.hlo", "models/good.hlo")
        out = (r.stdout + r.stderr).decode("utf-8", "replace")
        check("hlo-async-desugar-check fails on a sugared file and names it",
              r.returncode != 0 and "would rewrite: models/sugared.hlo" in out, out[-2000:])
        check("and says the command that fixes it", "hlo-async desugar -i models/sugared.hlo" in out, out[-2000:])
        check("the check leaves the file untouched", open(os.path.join(repo, "models/sugared.hlo")).read() == SUGARED)

        # The README's snippet, pasted as it stands.
        readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
        section = readme[readme.index("## pre-commit"):]
        snippet = re.search(r"```yaml\n(.*?)```", section, flags=re.S).group(1)
        open(os.path.join(repo, ".pre-commit-config.yaml"), "w").write(snippet)
        git("add", "-A")
        r = subprocess.run(["pre-commit", "run", "--all-files", "--color=never"], cwd=repo, env=env,
                           capture_output=True, timeout=300)
        out = (r.stdout + r.stderr).decode("utf-8", "replace")
        check("the README's snippet: pre-commit runs both hooks and fails on the bad files",
              r.returncode != 0 and "hlo-async verify" in out and "hlo-async desugar --check" in out
              and "models/bad.hlo" in out and "would rewrite: models/sugared.hlo" in out, out[-3000:])
        os.remove(os.path.join(repo, "models/bad.hlo"))
        os.remove(os.path.join(repo, "models/broken.hlo"))
        os.remove(os.path.join(repo, "models/sugared.hlo"))
        git("add", "-A")
        r = subprocess.run(["pre-commit", "run", "--all-files", "--color=never"], cwd=repo, env=env,
                           capture_output=True, timeout=300)
        out = (r.stdout + r.stderr).decode("utf-8", "replace")
        check("the README's snippet: passes once the tree is clean", r.returncode == 0, out[-3000:])
        hooks = yaml_hooks(os.path.join(ROOT, ".pre-commit-hooks.yaml"))
        local = yaml_hooks(os.path.join(repo, ".pre-commit-config.yaml"))
        check("the snippet's hooks are those of .pre-commit-hooks.yaml (entry and files)",
              {h["id"]: (h["entry"], h["files"]) for h in local} ==
              {h["id"]: (h["entry"], h["files"]) for h in hooks}, (local, hooks))


main()
finish()
