#!/usr/bin/env python3
"""The VS Code extension packaged as VS Code's marketplace tool packages it:
`vsce package` (@vscode/vsce from editors/vscode's package-lock.json, `npm
ci` there) must write the .vsix, and the .vsix (a zip) must hold the
manifest, the client, the grammar and the language configuration the
manifest names, the grammar byte for byte as tested (run_grammar.js), and
the client's dependency vscode-languageclient so that the client's
require() resolves inside the unpacked extension.

Usage: run_vsix.py REPO_ROOT OUT_DIR [NODE]"""
import json
import os
import subprocess
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish, test  # noqa: E402

root, out_dir = (os.path.abspath(a) for a in sys.argv[1:3])
node = sys.argv[3] if len(sys.argv) > 3 else "node"
ext = os.path.join(root, "editors", "vscode")
vsce = os.path.join(ext, "node_modules", ".bin", "vsce")
source = json.load(open(os.path.join(ext, "package.json")))
vsix = os.path.join(out_dir, f"{source['name']}-{source['version']}.vsix")


@test
def packages():
    # An earlier run's .vsix must not pass for this one's.
    if os.path.exists(vsix):
        os.unlink(vsix)
    if not os.access(vsce, os.X_OK):
        check("vsce package writes the .vsix", False,
              f"{vsce} is missing: install the extension's packages (npm ci --prefix {ext})")
        return
    r = subprocess.run([vsce, "package", "--allow-missing-repository", "--out", vsix],
                       cwd=ext, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300)
    check("vsce package writes the .vsix", r.returncode == 0 and zipfile.is_zipfile(vsix),
          f"exit {r.returncode}\n{r.stdout}\n{r.stderr}")


def contents():
    with zipfile.ZipFile(vsix) as z:
        return {n: z.read(n) for n in z.namelist()}


@test
def holds_what_the_manifest_names():
    if not zipfile.is_zipfile(vsix):
        return
    files = contents()
    check("the .vsix holds its VSIX manifest", "extension.vsixmanifest" in files, sorted(files)[:20])
    manifest = json.loads(files.get("extension/package.json", b"{}"))
    check("the .vsix holds package.json, as in the repository",
          manifest.get("name") == source["name"] and manifest.get("contributes") == source["contributes"],
          json.dumps(manifest)[:500])
    main = os.path.normpath(os.path.join("extension", manifest.get("main", "?")))
    check(f"the .vsix holds the client the manifest names ({main})",
          files.get(main) == open(os.path.join(ext, source["main"]), "rb").read())
    for g in manifest.get("contributes", {}).get("grammars", []):
        name = os.path.normpath(os.path.join("extension", g["path"]))
        check(f"the .vsix holds the {g['language']} grammar ({name}), as tested",
              files.get(name) == open(os.path.join(ext, g["path"]), "rb").read())
    for lang in manifest.get("contributes", {}).get("languages", []):
        name = os.path.normpath(os.path.join("extension", lang["configuration"]))
        check(f"the .vsix holds the {lang['id']} language configuration ({name})", name in files)
    check("the .vsix leaves out the packaging tool (a development dependency)",
          not any(n.startswith("extension/node_modules/@vscode/vsce") for n in files))


@test
def client_dependency_resolves():
    if not zipfile.is_zipfile(vsix):
        return
    with tempfile.TemporaryDirectory() as tmp:
        with zipfile.ZipFile(vsix) as z:
            z.extractall(tmp)
        here = os.path.join(tmp, "extension")
        r = subprocess.run([node, "-e", "console.log(require.resolve('vscode-languageclient/node', {paths: [process.argv[1]]}))",
                            here], capture_output=True, text=True)
        check("the client's vscode-languageclient/node resolves inside the unpacked .vsix",
              r.returncode == 0 and r.stdout.startswith(here), r.stdout + r.stderr)
        grammars = json.load(open(os.path.join(here, "package.json")))["contributes"]["grammars"]
        for g in grammars:
            r = subprocess.run([node, os.path.join(os.path.dirname(os.path.abspath(__file__)), "run_grammar.js"),
                                root, "--grammar", os.path.join(here, g["path"])], capture_output=True, text=True)
            oks = sum(line.startswith("ok ") for line in r.stdout.splitlines())
            check(f"the .vsix's {g['language']} grammar tokenises the bundled examples ({oks} checks of run_grammar.js)",
                  r.returncode == 0 and oks > 0, r.stdout[-3000:] + r.stderr)


finish()
