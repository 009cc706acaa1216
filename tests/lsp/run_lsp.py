#!/usr/bin/env python3
"""Protocol transcripts of `hlo-async lsp`, in the manner of mlir-lsp-server's lit tests.

Usage: run_lsp.py HLO_ASYNC TESTS_DIR [NAME.test...]
       run_lsp.py --seeds OUT_DIR TESTS_DIR   the client's side of each transcript, framed,
                                              as seeds for tests/fuzz/fuzz_lsp

Each NAME.test is a conversation, one directive a line (a message may go on over the
lines after it, up to the next directive):

    # a comment
    --> {JSON}        the client sends it (the runner frames it: Content-Length)
    -->> {JSON}       the same, held and written in one piece with the next --> (a request
                      and its $/cancelRequest arrive together)
    ==> TEXT          the client sends TEXT as it is (\\r \\n \\\\ \\xNN escapes): hostile bytes
    <-- {JSON}        the server sends this next (waited for); an object of the expected
                      message is matched as a subset (the keys it names), arrays whole,
                      and a string "re:PATTERN" matches a string by a regular expression
    close             the client closes the server's input
    close-output      the client closes its end of the server's output (it reads no more)
    exit N            the server exits with status N (after close, or after `exit`)
    log PATTERN       the server's log has a line matching PATTERN (at the end)
    await-log PATTERN wait until the server's log has a line matching PATTERN (the server is
                      at that point: a message sent next arrives while it works there)

In the JSON, $DIR is the absolute path of TESTS_DIR/data, $TEXT(FILE) the
contents of TESTS_DIR/data/FILE as a JSON string's inside, and $CHAINS(N) a
scheduled HLO module of N all-gather chains, as a JSON string's inside: a
document big enough that its check takes a while (as seeds: 2 chains). After the last
directive the server must send nothing more than was expected.
"""
import json
import os
import re
import select
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

WAIT = float(os.environ.get("HLOA_LSP_WAIT", "30"))  # seconds a reply may take (sanitizers)


def unescape(s):
    out, i = bytearray(), 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            c = s[i + 1]
            if c == "x":
                out.append(int(s[i + 2:i + 4], 16))
                i += 4
                continue
            out += {"r": b"\r", "n": b"\n", "t": b"\t", "\\": b"\\"}.get(c, ("\\" + c).encode())
            i += 2
            continue
        out += s[i].encode()
        i += 1
    return bytes(out)


def chains_module(n):
    """A scheduled module of n all-gather chains, each over a negate (its cover)."""
    lines = ["HloModule chains, is_scheduled=true", "",
             "ENTRY %main (p: f32[1024]) -> f32[1024] {", "  %p = f32[1024]{0} parameter(0)"]
    prev = "%p"
    for i in range(n):
        lines += [
            f"  %ag-start.{i} = (f32[1024]{{0}}, f32[8192]{{0}}) all-gather-start(f32[1024]{{0}} "
            f"{prev}), replica_groups={{{{0,1,2,3,4,5,6,7}}}}, dimensions={{0}}",
            f"  %neg.{i} = f32[1024]{{0}} negate(f32[1024]{{0}} {prev})",
            f"  %ag-done.{i} = f32[8192]{{0}} all-gather-done((f32[1024]{{0}}, f32[8192]{{0}}) "
            f"%ag-start.{i})",
            f"  %slice.{i} = f32[1024]{{0}} slice(f32[8192]{{0}} %ag-done.{i}), slice={{[0:1024]}}",
            f"  %add.{i} = f32[1024]{{0}} add(f32[1024]{{0}} %slice.{i}, f32[1024]{{0}} %neg.{i})"]
        prev = f"%add.{i}"
    lines += [f"  ROOT %out = f32[1024]{{0}} copy(f32[1024]{{0}} {prev})", "}"]
    return "\n".join(lines) + "\n"


def substitute(text, data, uri_dir=None, seeds=False):
    text = text.replace("$DIR", uri_dir or data)

    def inline(m):
        with open(os.path.join(data, m.group(1)), encoding="utf-8") as f:
            return json.dumps(f.read())[1:-1]

    def chains(m):
        return json.dumps(chains_module(2 if seeds else int(m.group(1))))[1:-1]
    text = re.sub(r"\$CHAINS\((\d+)\)", chains, text)
    return re.sub(r"\$TEXT\(([^)]+)\)", inline, text)


def parse(path, data, uri_dir=None, seeds=False):
    """The directives of a test file: (kind, argument, line number)."""
    steps, cur = [], None
    for no, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        m = re.match(r"^(-->>|-->|<--|==>|close-output|close|exit|await-log|log)(?: (.*))?$",
                     line)
        if m:
            cur = [m.group(1), m.group(2) or "", no]
            steps.append(cur)
        elif line.startswith("#") or not line.strip():
            cur = None if line.startswith("#") else cur
        elif cur and cur[0] in ("-->", "-->>", "<--"):
            cur[1] += "\n" + line
        else:
            raise ValueError(f"{path}:{no}: not a directive: {line}")
    for s in steps:
        if s[0] in ("-->", "-->>", "<--"):
            s[1] = json.loads(substitute(s[1], data, uri_dir, seeds))
    return steps


def matches(want, got, where="$"):
    """None when got has what want says, else where and why not."""
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return f"{where}: want an object, got {json.dumps(got)[:200]}"
        for k, v in want.items():
            if k not in got:
                return f"{where}: no member '{k}' in {json.dumps(got)[:300]}"
            why = matches(v, got[k], f"{where}.{k}")
            if why:
                return why
        return None
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return f"{where}: want {len(want)} entries, got {json.dumps(got)[:600]}"
        for i, (w, g) in enumerate(zip(want, got)):
            why = matches(w, g, f"{where}[{i}]")
            if why:
                return why
        return None
    if isinstance(want, str) and want.startswith("re:"):
        if isinstance(got, str) and re.search(want[3:], got, re.S):
            return None
        return f"{where}: {json.dumps(got)[:300]} does not match /{want[3:]}/"
    if want != got or type(want) is not type(got):
        return f"{where}: want {json.dumps(want)[:200]}, got {json.dumps(got)[:300]}"
    return None


class Reader:
    """The server's messages, read from its stdout as they come."""

    def __init__(self, fd):
        self.fd, self.buf, self.eof = fd, b"", False

    def _take(self):
        end = self.buf.find(b"\r\n\r\n")
        if end < 0:
            return None
        m = re.search(rb"Content-Length: (\d+)", self.buf[:end])
        if not m:
            raise ValueError(f"a header without Content-Length: {self.buf[:end]!r}")
        n = int(m.group(1))
        if len(self.buf) < end + 4 + n:
            return None
        body = self.buf[end + 4:end + 4 + n]
        self.buf = self.buf[end + 4 + n:]
        return json.loads(body)

    def next(self, timeout):
        deadline = time.monotonic() + timeout
        while True:
            msg = self._take()
            if msg is not None:
                return msg
            if self.eof:
                return None
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            r, _, _ = select.select([self.fd], [], [], left)
            if r:
                chunk = os.read(self.fd, 1 << 20)
                if not chunk:
                    self.eof = True
                self.buf += chunk


def await_log(path, pattern):
    """Whether the log at path comes to have a line matching pattern within WAIT seconds."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                if re.search(pattern, f.read(), re.M):
                    return True
        time.sleep(0.001)
    return False


def run(exe, path, data):
    steps = parse(path, data)
    logf, errf = path + ".log.tmp", path + ".stderr.tmp"
    err = open(errf, "wb")
    proc = subprocess.Popen([exe, "lsp", f"--log={logf}"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=err, cwd=data)
    out = Reader(proc.stdout.fileno())
    problems, status, logs, held = [], None, [], b""
    try:
        for kind, arg, no in steps:
            if kind in ("-->", "-->>"):
                body = json.dumps(arg).encode()
                held += b"Content-Length: %d\r\n\r\n" % len(body) + body
                if kind == "-->":
                    proc.stdin.write(held)
                    proc.stdin.flush()
                    held = b""
            elif kind == "==>":
                proc.stdin.write(unescape(arg))
                proc.stdin.flush()
            elif kind == "<--":
                got = out.next(WAIT)
                if got is None:
                    problems.append(f"line {no}: no message came (want {json.dumps(arg)[:200]})")
                    break
                why = matches(arg, got)
                if why:
                    problems.append(f"line {no}: {why}")
                    break
            elif kind == "close":
                proc.stdin.close()
            elif kind == "close-output":
                proc.stdout.close()
                out.eof = True
            elif kind == "exit":
                status = int(arg)
            elif kind == "log":
                logs.append((no, arg))
            elif kind == "await-log":
                if not await_log(logf, arg):
                    problems.append(f"line {no}: after {WAIT} s the log has no line matching "
                                    f"/{arg}/")
                    break
        if not problems:
            if not proc.stdin.closed:
                proc.stdin.close()
            rc = proc.wait(timeout=WAIT)
            extra = None if proc.stdout.closed else out.next(0.2)
            if extra is not None:
                problems.append(f"one more message than expected: {json.dumps(extra)[:300]}")
            if status is not None and rc != status:
                problems.append(f"exit status {rc}, want {status}")
            if rc < 0 or rc > 2:
                problems.append(f"the server died: status {rc}")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        err.close()
        log = open(logf, encoding="utf-8", errors="replace").read() if os.path.exists(logf) else ""
        log += open(errf, encoding="utf-8", errors="replace").read()
        for f in (logf, errf):
            if os.path.exists(f):
                os.unlink(f)
    for no, pattern in logs:
        if not re.search(pattern, log, re.M):
            problems.append(f"line {no}: the log has no line matching /{pattern}/; it is:\n{log}")
    if re.search(r"ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:", log):
        problems.append("a sanitizer report:\n" + log[-3000:])
    return problems


def client_bytes(steps):
    """What the client of a transcript writes, framed, in one piece."""
    out = b""
    for kind, arg, _ in steps:
        if kind in ("-->", "-->>"):
            body = json.dumps(arg).encode()
            out += b"Content-Length: %d\r\n\r\n" % len(body) + body
        elif kind == "==>":
            out += unescape(arg)
    return out


def main():
    if sys.argv[1] == "--seeds":
        out, tests = sys.argv[2], sys.argv[3]
        data = os.path.join(os.path.abspath(tests), "data")
        os.makedirs(out, exist_ok=True)
        for name in sorted(f for f in os.listdir(tests) if f.endswith(".test")):
            with open(os.path.join(out, name[:-5] + ".lsp"), "wb") as f:
                # documents named in a directory of no machine (the seeds go in the repository)
                f.write(client_bytes(parse(os.path.join(tests, name), data, "/tmp/lsp-seeds",
                                           seeds=True)))
        return
    exe, tests = os.path.abspath(sys.argv[1]), sys.argv[2]
    data = os.path.join(os.path.abspath(tests), "data")
    names = sys.argv[3:] or sorted(f for f in os.listdir(tests) if f.endswith(".test"))
    if not names:
        check("transcripts found", False, f"no *.test in {tests}")
    for name in names:
        path = os.path.abspath(os.path.join(tests, name))
        try:
            problems = run(exe, path, data)
        except Exception as ex:  # a test file that cannot be read fails, it is not skipped
            problems = [f"{type(ex).__name__}: {ex}"]
        check(name, not problems, "\n".join(problems))
    finish()


if __name__ == "__main__":
    main()
