#!/usr/bin/env python3
"""Shell completion in real interactive shells, typed through a pseudo-terminal
(prints TAP): a partial line and a TAB, then the completed line is read back
and compared. Bash runs once plain and once with the bash-completion package
loaded (the line is echoed back); zsh runs with completions/ on $fpath and
compinit, fish with completions/ on $fish_complete_path (both autoload the
file as an installed one is; the line is read back by a key binding). A
missing shell or package is a failure, not a skip.
Usage: run_completion.py HLO_ASYNC SOURCE_ROOT"""
import os
import pty
import re
import select
import shutil
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
COMPLETIONS = os.path.join(ROOT, "completions")
COMPLETION = os.path.join(COMPLETIONS, "hlo-async.bash")
BASH_COMPLETION = "/usr/share/bash-completion/bash_completion"

# (typed, the line after one TAB)
CASES = [
    ("hlo-async veri", "hlo-async verify "),
    ("hlo-async verify --format=sa", "hlo-async verify --format=sarif "),
    ("hlo-async verify --color=al", "hlo-async verify --color=always "),
    ("hlo-async verify --format sa", "hlo-async verify --format sarif "),
    ("hlo-async chains --format=sv", "hlo-async chains --format=svg "),
    ("hlo-async chains --format=tr", "hlo-async chains --format=trace "),
    ("hlo-async chains --hw=tpu-v6", "hlo-async chains --hw=tpu-v6e "),
    ("hlo-async chains --hw=h100,nic", "hlo-async chains --hw=h100,nic_gbps="),
    ("hlo-async chains --hw=a100,link_gbps=50,gpus_p", "hlo-async chains --hw=a100,link_gbps=50,gpus_per_host="),
    ("hlo-async verify --hw h100,rtt", "hlo-async verify --hw h100,rtt_us="),
    ("hlo-async verify --hw h100,link_gbps=5,rt", "hlo-async verify --hw h100,link_gbps=5,rtt_us="),
    ("hlo-async verify --sev", "hlo-async verify --severity="),
    ("hlo-async verify --severity=w", "hlo-async verify --severity=warning "),
    ("hlo-async verify --stat", "hlo-async verify --statistics "),
    ("hlo-async verify --max-exp", "hlo-async verify --max-exposed-fraction="),
    ("hlo-async verify --sel", "hlo-async verify --select="),
    ("hlo-async verify --select=async-computation-sh", "hlo-async verify --select=async-computation-shared "),
    ("hlo-async desugar --chec", "hlo-async desugar --check "),
    ("hlo-async desugar --qui", "hlo-async desugar --quiet "),
    ("hlo-async rules --format=j", "hlo-async rules --format=json "),
    ("hlo-async explain async-binding-o", "hlo-async explain async-binding-order "),
    ("hlo-async verify testdata/verify/o", "hlo-async verify testdata/verify/ok/"),
    ("hlo-async verify testdata/config/nested/mod", "hlo-async verify testdata/config/nested/module.hlo "),
    ("hlo-async tex", "hlo-async text "),
    ("hlo-async text --stdin", "hlo-async text --stdin-filename="),
    ("hlo-async verify testdata/hloproto/tpu_offload.p", "hlo-async verify testdata/hloproto/tpu_offload.pb "),
]

# zsh and fish: (typed, the line after it and one TAB). A typed line that holds
# a TAB itself is sent as it is, without one more.
SHARED_CASES = [
    ("hlo-async veri", "hlo-async verify "),
    ("hlo-async tex", "hlo-async text "),
    ("hlo-async verify testdata/hloproto/tpu_offload.p", "hlo-async verify testdata/hloproto/tpu_offload.pb "),
    ("hlo-async --vers", "hlo-async --version "),
    ("hlo-async verify --format=sa", "hlo-async verify --format=sarif "),
    ("hlo-async verify --format sa", "hlo-async verify --format sarif "),
    ("hlo-async verify -f gi", "hlo-async verify -f github "),
    ("hlo-async verify --format=sv", "hlo-async verify --format=sv"),
    ("hlo-async chains --format=sv", "hlo-async chains --format=svg "),
    ("hlo-async chains --format=tr", "hlo-async chains --format=trace "),
    ("hlo-async rules --format=j", "hlo-async rules --format=json "),
    ("hlo-async verify --color=al", "hlo-async verify --color=always "),
    ("hlo-async desugar --color n", "hlo-async desugar --color never "),
    ("hlo-async chains --hw=tpu-v6", "hlo-async chains --hw=tpu-v6e "),
    ("hlo-async verify --hw a1", "hlo-async verify --hw a100 "),
    ("hlo-async verify --hw=h100,nic", "hlo-async verify --hw=h100,nic_gbps="),
    ("hlo-async chains --timeline=p", "hlo-async chains --timeline=position "),
    ("hlo-async verify --fail-on=w", "hlo-async verify --fail-on=warning "),
    ("hlo-async verify --severity=e", "hlo-async verify --severity=error "),
    ("hlo-async verify --statis", "hlo-async verify --statistics "),
    ("hlo-async chains --wi", "hlo-async chains --wide "),
    ("hlo-async verify --input=ml", "hlo-async verify --input=mlir "),
    ("hlo-async desugar --chec", "hlo-async desugar --check "),
    ("hlo-async desugar --check --dif", "hlo-async desugar --check --dif"),
    ("hlo-async resugar --qui", "hlo-async resugar --quiet "),
    ("hlo-async verify --isolated --conf", "hlo-async verify --isolated --conf"),
    ("hlo-async verify --select=al", "hlo-async verify --select=all "),
    ("hlo-async explain async-binding-o", "hlo-async explain async-binding-order "),
    ("hlo-async verify testdata/verify/o", "hlo-async verify testdata/verify/ok/"),
    ("hlo-async verify testdata/config/nested/mod", "hlo-async verify testdata/config/nested/module.hlo "),
    ("hlo-async chains -o testdata/verify/o", "hlo-async chains -o testdata/verify/ok/"),
    ("hlo-async verify --config=testdata/config/nested/te", "hlo-async verify --config=testdata/config/nested/team/"),
]
# zsh completes an option that takes a value with its '=', and a rule of a
# list with a ',' that goes away again when a space is typed.
ZSH_CASES = SHARED_CASES + [
    ("hlo-async chains --format=sa", "hlo-async chains --format=sa"),
    ("hlo-async verify --max-exp", "hlo-async verify --max-exposed-fraction="),
    ("hlo-async verify --sel", "hlo-async verify --select="),
    ("hlo-async verify --select=async-computation-sh", "hlo-async verify --select=async-computation-shared,"),
    ("hlo-async verify --select=async-computation-sh\t ", "hlo-async verify --select=async-computation-shared "),
    ("hlo-async rules --ignore=syntax,async-binding-o", "hlo-async rules --ignore=syntax,async-binding-order,"),
]
# fish completes an option name with a space after it, offers only HLO files
# and directories, and the rule argument of explain only once. (No 'chains
# --format=sa' here: with no prefix match fish 3.6 falls back to a fuzzy
# match, 'svg', and puts it in place of the whole '--format=sa'.)
FISH_CASES = SHARED_CASES + [
    ("hlo-async verify --max-exp", "hlo-async verify --max-exposed-fraction "),
    ("hlo-async verify --sel", "hlo-async verify --select "),
    ("hlo-async verify --select=async-computation-sh", "hlo-async verify --select=async-computation-shared "),
    ("hlo-async rules --ignore=syntax,async-binding-o", "hlo-async rules --ignore=syntax,async-binding-order "),
    ("hlo-async verify testdata/config/nested/com", "hlo-async verify testdata/config/nested/com"),
    ("hlo-async explain syntax async-binding-o", "hlo-async explain syntax async-binding-o"),
]


class Pty:
    """A shell on a pseudo-terminal, with `hlo-async` (the binary under test)
    first on PATH and a fresh HOME."""

    def __init__(self):
        self.home = tempfile.mkdtemp()
        os.symlink(BIN, os.path.join(self.home, "hlo-async"))
        self.buf = b""

    def spawn(self, argv):
        env = {"PATH": self.home + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home,
               "TERM": "dumb", "INPUTRC": "/dev/null", "LANG": "C"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                os.chdir(ROOT)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)

    def send(self, text):
        os.write(self.fd, text.encode())

    def pump(self, timeout):
        """Reads what the shell wrote for up to `timeout` seconds; False once it is gone."""
        r, _, _ = select.select([self.fd], [], [], timeout)
        if r:
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return False
            if not data:
                return False
            self.buf += data
        return True

    def read_until(self, pattern, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            m = re.search(pattern, self.buf)
            if m:
                self.buf = self.buf[m.end():]
                return m
            if not self.pump(0.1):
                break
        return None

    def close(self):
        self.send("\x15exit\n")
        end = time.time() + 10
        while time.time() < end:
            if os.waitpid(self.pid, os.WNOHANG)[0]:
                break
            self.pump(0.1)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)
        shutil.rmtree(self.home, ignore_errors=True)


class Shell(Pty):
    """An interactive bash on a pseudo-terminal."""

    def __init__(self, setup):
        super().__init__()
        self.spawn(["/bin/bash", "--norc", "--noprofile", "-i"])
        self.send("PS1='$ '; PS2=''; bind 'set bell-style none' 2>/dev/null\n")
        for line in setup:
            self.send(line + "\n")
        self.ready = self.run("echo READY") is not None

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


class ReadBack(Pty):
    """A shell whose ^G writes the command line, then '@@END', to a file and
    empties the line. The shell handles keys in the order they come, so ^G
    right after the TAB reads the line as the completion left it; the test
    only waits for the file."""

    def __init__(self):
        super().__init__()
        self.line_file = os.path.join(self.home, "line")

    def complete(self, typed, tab=True, timeout=15):
        """The line after typing `typed` and a TAB (none after a line that holds one)."""
        try:
            os.unlink(self.line_file)
        except FileNotFoundError:
            pass
        self.send(typed + ("\t" if tab and "\t" not in typed else "") + "\x07")
        end = time.time() + timeout
        while time.time() < end:
            try:
                with open(self.line_file, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except FileNotFoundError:
                text = ""
            if text.endswith("\n@@END\n"):
                return text[:-len("\n@@END\n")]
            if not self.pump(0.05):
                break
            self.buf = self.buf[-65536:]
        return None


class Zsh(ReadBack):
    """An interactive zsh without startup files: completions/ on $fpath, then
    compinit without a dump file (-D) or a question about insecure directories (-u)."""

    def __init__(self, path):
        super().__init__()
        self.spawn([path, "-f", "-i"])
        self.send("PS1='$ '; PS2=''; unsetopt beep\n")
        self.send(f"fpath=('{COMPLETIONS}' $fpath); autoload -Uz compinit && compinit -u -D\n")
        self.send(f"_hlo_read_back() {{ print -r -- \"$BUFFER\"$'\\n@@END' >| '{self.line_file}'; BUFFER= }}; "
                  "zle -N _hlo_read_back; bindkey '^G' _hlo_read_back\n")
        self.ready = self.complete("READY", tab=False, timeout=30) == "READY"


class Fish(ReadBack):
    """An interactive fish without config files (--no-config) that finds the
    completion as an installed one: completions/ first on $fish_complete_path."""

    def __init__(self, path):
        super().__init__()
        read_back = f"""bind \\cg 'printf "%s\\n@@END\\n" (commandline -b) >{self.line_file}; commandline -r ""'"""
        self.spawn([path, "--no-config", "-i", "-C",
                    f"set -g fish_complete_path '{COMPLETIONS}' $fish_complete_path; {read_back}"])
        self.ready = self.complete("READY", tab=False, timeout=30) == "READY"


def run(name, shell, cases):
    check(f"{name}: starts, and a typed line reads back", shell.ready)
    if shell.ready:
        for typed, want in cases:
            got = shell.complete(typed)
            shown = typed.replace("\t", "<TAB>")
            check(f"{name}: '{shown}<TAB>' -> '{want}'", got == "'" + want + "'" or got == want, repr(got))
    shell.close()


def main():
    if os.path.exists("/bin/bash"):
        modes = [("plain bash", [f"source '{COMPLETION}'"])]
        if os.path.exists(BASH_COMPLETION):
            modes.append(("bash-completion", [f"source '{BASH_COMPLETION}'", f"source '{COMPLETION}'"]))
        else:
            check("the bash-completion package is installed", False, BASH_COMPLETION + " not found")
        for name, setup in modes:
            run(name, Shell(setup), CASES)
    else:
        check("bash is installed", False)
    for name, shell, cases in (("zsh", Zsh, ZSH_CASES), ("fish", Fish, FISH_CASES)):
        path = shutil.which(name)
        if path:
            run(name, shell(path), cases)
        else:
            check(f"{name} is installed", False, name + " not found on PATH")


main()
finish()
