#!/usr/bin/env python3
"""The house's layout, checked from the sources (TAP).

docs/architecture.md opens with the tree of src/: one line per folder, what
it holds and, after "uses:", the folders its files may call. This test holds
the code to that map:

  * every folder of src/ is on the map, and every folder on the map exists;
  * at most two .c files at src/'s top, and no source file over 1 700 lines;
  * each folder's meson.build lists every .c file of the folder;
  * no two files call each other's functions;
  * a file calls functions of its own folder and of the folders its folder
    uses, nothing else;
  * a file includes a private header of its own folder only ("x.h"), and
    include/hloasync/ holds only headers that more than one folder includes.

A function belongs to the .c file that defines it (non-static, at the start
of a line); a file calls it when its name appears in the file's code
(comments and strings left out). That is a reading of the text, not a
compiler's, and it is enough for a tree written in one style.

Usage: run_layout.py SOURCE_ROOT
"""
import os
import re
import sys

MAX_LINES = 1700
MAX_TOP_C = 2


def strip_code(text):
    """The code of a C file without its comments, strings and character literals."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"'(\\.|[^'\\\n])*'", "''", text)


def read_map(doc):
    """{folder: set of folders it may use} from the tree at the top of architecture.md."""
    uses = {}
    for line in open(doc, encoding="utf-8"):
        m = re.match(r"^\s*[│├└─\s]*([a-z]+)/\s+.*\buses: (.*?)\s*$", line)
        if m:
            named = m.group(2).replace(",", " ").split()
            uses[m.group(1)] = set() if named == ["nothing"] else set(named)
    return uses


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, name, problems):
        self.n += 1
        if problems:
            self.failed += 1
            print(f"not ok {self.n} - {name}")
            for p in problems:
                print(f"#   {p}")
        else:
            print(f"ok {self.n} - {name}")


def main():
    root = sys.argv[1]
    src = os.path.join(root, "src")
    public_dir = os.path.join(root, "include", "hloasync")
    tap = Tap()

    uses = read_map(os.path.join(root, "docs", "architecture.md"))
    folders = sorted(d for d in os.listdir(src) if os.path.isdir(os.path.join(src, d)))
    problems = [f"src/{d}/ is not on the map of docs/architecture.md" for d in folders if d not in uses]
    problems += [f"the map names {d}/, which src/ does not have" for d in uses if d not in folders]
    problems += [f"{d}/ may use {u}/, which is not a folder"
                 for d, us in uses.items() for u in sorted(us) if u not in uses and u != "everything"]
    tap.check("every folder of src/ is on the map of docs/architecture.md, and only those", problems)
    for d, us in uses.items():
        if "everything" in us:
            uses[d] = set(uses) - {d}

    top_c = sorted(f for f in os.listdir(src) if f.endswith(".c"))
    tap.check(f"at most {MAX_TOP_C} .c files at src/'s top",
              [f"src/ has {len(top_c)}: {', '.join(top_c)}"] if len(top_c) > MAX_TOP_C else [])

    files = {}  # path relative to src -> text
    for d, _, names in os.walk(src):
        for n in names:
            if n.endswith((".c", ".h")):
                path = os.path.relpath(os.path.join(d, n), src)
                files[path] = open(os.path.join(d, n), encoding="utf-8").read()
    tap.check(f"no source file over {MAX_LINES} lines",
              [f"src/{p}: {t.count(chr(10))} lines" for p, t in sorted(files.items())
               if t.count("\n") > MAX_LINES])

    problems = []
    for d in folders:
        build = os.path.join(src, d, "meson.build")
        listed = set(re.findall(r"'([\w.]+\.c)'", open(build).read())) if os.path.exists(build) else set()
        for p in sorted(files):
            if p.startswith(d + "/") and p.endswith(".c") and os.path.basename(p) not in listed:
                problems.append(f"src/{p} is not in src/{d}/meson.build")
    tap.check("each folder's meson.build lists its .c files", problems)

    folder_of = lambda p: p.split("/")[0] if "/" in p else ""
    code = {p: strip_code(t) for p, t in files.items() if p.endswith(".c")}
    defined = {}
    for p, t in code.items():
        for m in re.finditer(r"^(?!static\b)[A-Za-z_][\w \*]*?\b(\w+)\s*\([^;{]*\)\s*\{", t, flags=re.M):
            defined.setdefault(m.group(1), p)
    calls = {}  # (caller file, callee file) -> names
    for p, t in code.items():
        for name in set(re.findall(r"\b[A-Za-z_]\w*\b", t)):
            q = defined.get(name)
            if q and q != p:
                calls.setdefault((p, q), set()).add(name)

    pairs = [f"src/{a} <-> src/{b}: {', '.join(sorted(calls[(a, b)])[:3])} / "
             f"{', '.join(sorted(calls[(b, a)])[:3])}"
             for (a, b) in sorted(calls) if a < b and (b, a) in calls]
    tap.check("no two files call each other's functions", pairs)

    problems = []
    for (a, b), names in sorted(calls.items()):
        fa, fb = folder_of(a), folder_of(b)
        if fa != fb and fb not in uses.get(fa, set()):
            problems.append(f"src/{a} calls src/{b} ({', '.join(sorted(names)[:3])}), "
                            f"but {fa or 'src'}/ does not use {fb}/")
    tap.check("each folder calls only the folders the map says it uses", problems)

    problems = []
    includers = {}  # public header -> folders (or public headers) that include it
    public = set(os.listdir(public_dir))
    for p, t in sorted(files.items()):
        for inc in re.findall(r'#include "([^"]+)"', t):
            if inc.startswith("hloasync/"):
                includers.setdefault(inc[len("hloasync/"):], set()).add(folder_of(p))
            elif "/" in inc or not os.path.exists(os.path.join(src, os.path.dirname(p), inc)):
                problems.append(f"src/{p} includes \"{inc}\", not a header of its own folder")
    for h in public:
        for inc in re.findall(r'#include "hloasync/([^"]+)"', open(os.path.join(public_dir, h)).read()):
            includers.setdefault(inc, set()).add("include/")
    for h in sorted(public):
        if h.endswith(".h") and len(includers.get(h, set())) == 1 and "include/" not in includers[h]:
            (only,) = includers[h]
            problems.append(f"include/hloasync/{h} is used by {only}/ only: it belongs in src/{only}/")
    tap.check("private headers stay in their folder; include/hloasync/ holds what crosses", problems)

    print(f"1..{tap.n}")
    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
