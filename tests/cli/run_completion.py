#!/usr/bin/env python3
"""Bash completion in a real interactive bash, typed through a pseudo-terminal
(prints TAP): a partial line and a TAB, then the completed line is echoed
back and compared. Runs once on plain bash and once with the bash-completion
package loaded; a missing bash or package is a failure, not a skip.
Usage: run_completion.py HLO_ASYNC SOURCE_ROOT"""
import os
import pty
import re
import select
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
COMPLETION = os.path.join(ROOT, "completions", "hlo-async.bash")
BASH_COMPLETION = "/usr/share/bash-completion/bash_completion"

# (typed, the line after one TAB)
CASES = [
    ("hlo-async veri", "hlo-async verify "),
    ("hlo-async verify --format=sa", "hlo-async verify --format=sarif "),
    ("hlo-async verify --color=al", "hlo-async verify --color=always "),
    ("hlo-async verify --format sa", "hlo-async verify --format sarif "),
    ("hlo-async chains --format=sv", "hlo-async chains --format=svg "),
    ("hlo-async chains --format=tr", "hlo-async chains --format=trace "),
    ("hlo-async chains --hw=tp", "hlo-async chains --hw=tpu-v5e "),
    ("hlo-async verify --max-exp", "hlo-async verify --max-exposed-fraction="),
    ("hlo-async verify --sel", "hlo-async verify --select="),
    ("hlo-async verify --select=async-computation-sh", "hlo-async verify --select=async-computation-shared "),
    ("hlo-async desugar --chec", "hlo-async desugar --check "),
    ("hlo-async explain async-binding-o", "hlo-async explain async-binding-order "),
    ("hlo-async verify testdata/verify/o", "hlo-async verify testdata/verify/ok/"),
    ("hlo-async verify testdata/config/nested/mod", "hlo-async verify testdata/config/nested/module.hlo "),
]


class Shell:
    """An interactive bash on a pseudo-terminal."""

    def __init__(self, setup):
        bindir = tempfile.mkdtemp()
        os.symlink(BIN, os.path.join(bindir, "hlo-async"))
        env = {"PATH": bindir + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"), "HOME": bindir,
               "TERM": "dumb", "INPUTRC": "/dev/null", "LANG": "C"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.chdir(ROOT)
            os.execve("/bin/bash", ["bash", "--norc", "--noprofile", "-i"], env)
        self.buf = b""
        self.send("PS1='$ '; PS2=''; bind 'set bell-style none' 2>/dev/null\n")
        for line in setup:
            self.send(line + "\n")
        self.run("echo READY")

    def send(self, text):
        os.write(self.fd, text.encode())

    def read_until(self, pattern, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            m = re.search(pattern, self.buf)
            if m:
                self.buf = self.buf[m.end():]
                return m
            r, _, _ = select.select([self.fd], [], [], 0.1)
            if r:
                try:
                    self.buf += os.read(self.fd, 65536)
                except OSError:
                    break
        return None

    def run(self, command):
        self.send(command + "\n")
        return self.read_until(rb"\n" + re.escape(command.split()[-1].encode()) + rb"\r?\n")

    def complete(self, typed):
        """The line after typing `typed` and one TAB: ^A, then 'echo @@' before it, and Enter."""
        self.buf = b""
        self.send(typed + "\t")
        time.sleep(0.3)
        self.send("\x01echo @@'\x05'\n")
        m = self.read_until(rb"\n@@(.*?)\r?\n")
        return m.group(1).decode("utf-8", "replace") if m else None

    def close(self):
        self.send("exit\n")
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass


def main():
    if not os.path.exists("/bin/bash"):
        check("bash is installed", False)
        return
    modes = [("plain bash", [f"source '{COMPLETION}'"])]
    if os.path.exists(BASH_COMPLETION):
        modes.append(("bash-completion", [f"source '{BASH_COMPLETION}'", f"source '{COMPLETION}'"]))
    else:
        check("the bash-completion package is installed", False, BASH_COMPLETION + " not found")
    for name, setup in modes:
        shell = Shell(setup)
        for typed, want in CASES:
            got = shell.complete(typed)
            check(f"{name}: '{typed}<TAB>' -> '{want}'", got == "'" + want + "'" or got == want, repr(got))
        shell.close()


main()
finish()
