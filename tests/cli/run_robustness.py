#!/usr/bin/env python3
"""Hostile inputs and data-loss checks (prints TAP). Every hostile input gets a
diagnostic or a clean exit 2 quickly, never a crash, hang or runaway memory; a
failed rewrite never damages the original file.
Usage: run_robustness.py HLO_ASYNC [--sanitized | --slow]"""
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import check, finish  # noqa: E402

BIN = os.path.abspath(sys.argv[1])
# A bound against hangs and runaway (quadratic) growth, not a speed target:
# bench/ holds those. Generous, so a loaded machine or a coverage build passes.
# sanitizers cost time, and so do coverage counters (--slow)
SLOW = 6.0 if "--sanitized" in sys.argv else 3.0 if "--slow" in sys.argv else 1.0
HANG = 10 * SLOW



def run(args, stdin=None, timeout=30):
    """Runs hlo-async; returns (exit, stdout, stderr, seconds, peak RSS in MB)."""
    t0 = time.monotonic()
    p = subprocess.Popen([BIN, *args], stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = p.communicate(stdin, timeout=timeout)
    dt = time.monotonic() - t0
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return p.returncode, out, err, dt, ru.ru_maxrss / 1024


def hostile_cases():
    n = 100000
    yield "empty file", b""
    yield "NUL bytes", b"HloModule m\nENTRY e {\n  ROOT p = f32[] para\x00meter(0)\n}\n"
    yield "invalid UTF-8", b"HloModule m\nENTRY e {\n  ROOT p\xff\xfe = f32[] parameter(0)\n}\n"
    yield "no final newline", b"HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}"
    yield "100000-deep tuple shape", b"ENTRY e {\n  ROOT p = " + b"(" * n + b"f32[]" + b")" * n + b" parameter(0)\n}\n"
    yield "100000 unclosed brackets", b"ENTRY e {\n  ROOT p = f32[] parameter(0), metadata=" + b"{[(" * n + b"\n}\n"
    yield "100000-deep nested operands", b"ENTRY e {\n  ROOT r = f32[] " + b"negate(" * n + b"f32[] parameter(0)" + b")" * n + b"\n}\n"
    yield "100000-deep inline computations", b"ENTRY e {\n  ROOT r = f32[] call(), to_apply=" + b"{ ROOT x = f32[] call(), to_apply=" * n + b"\n}\n"
    yield "100000-deep literal", b"ENTRY e {\n  ROOT c = f32[1] constant(" + b"{" * n + b"1" + b"}" * n + b")\n}\n"
    yield "a name of 10^6 characters", b"ENTRY e {\n  ROOT %" + b"n" * 1000000 + b" = f32[] parameter(0)\n}\n"
    yield "an opcode of 10^6 characters", b"ENTRY e {\n  ROOT r = f32[] " + b"o" * 1000000 + b"()\n}\n"
    yield "an operand name of 10^6 characters", b"ENTRY e {\n  ROOT r = f32[] negate(%" + b"q" * 1000000 + b")\n}\n"
    ops = b", ".join(b"p" for _ in range(200000))
    yield "200000 operands", b"ENTRY e {\n  p = f32[] parameter(0)\n  ROOT t = (f32[]) tuple(" + ops + b")\n}\n"
    yield "dimension over 64 bits", b"ENTRY e {\n  ROOT p = f32[99999999999999999999999] parameter(0)\n}\n"
    yield "dimension product over 64 bits", b"ENTRY e {\n  ROOT p = f32[4294967296,4294967296,4294967296] parameter(0)\n}\n"
    yield "literal of an overflowing size", b"ENTRY e {\n  ROOT c = f32[4294967296,4294967296] constant({...})\n}\n"
    yield "unterminated string", b"ENTRY e {\n  ROOT p = f32[] parameter(0), metadata={op_name=\"abc\n}\n"
    yield "unterminated comment", b"ENTRY e {\n  /* never closed\n  ROOT p = f32[] parameter(0)\n}\n"
    yield "unterminated raw dict", b"ENTRY e {\n  ROOT p = f32[] parameter(0), backend_config={\"a\":{\n}\n"
    yield "a computation calling itself", (b"%c {\n  p = f32[] parameter(0)\n  ROOT r = f32[] call(p), to_apply=%c\n}\n"
                                           b"ENTRY e {\n  p = f32[] parameter(0)\n  ROOT r = f32[] call(p), to_apply=%c\n}\n")
    yield "an async computation calling itself", (b"%w {\n  p = f32[] parameter(0)\n  s = ((f32[]), f32[], s32[]) async-start(p), calls=%w\n"
                                                  b"  ROOT d = f32[] async-done(s)\n}\n"
                                                  b"ENTRY e {\n  p = f32[] parameter(0)\n  s = ((f32[]), f32[], s32[]) async-start(p), calls=%w\n"
                                                  b"  ROOT d = f32[] async-done(s)\n}\n")
    yield "an annotated async computation calling itself", (
        b"%w {\n  p = f32[] parameter(0)\n  s = ((f32[]), f32[], s32[]) async-start(p), calls=%w\n"
        b"  ROOT d = f32[] async-done(s)\n}\n"
        b"ENTRY e {\n  p = f32[] parameter(0)\n"
        b"  s = ((f32[]), f32[], s32[]) async-start(p), calls=%w, frontend_attributes={_scheduling_group_id=\"1\"}\n"
        b"  ROOT d = f32[] async-done(s), frontend_attributes={_scheduling_group_id=\"1\"}\n}\n")
    yield "100000-deep literal= tuple", (b"ENTRY e {\n  ROOT c = f32[] custom-call(), custom_call_target=\"x\", literal="
                                        + b"(" * n + b"s32[] 1" + b")" * n + b"\n}\n")
    yield "an update whose operand is itself", (b"ENTRY e {\n  p = f32[] parameter(0)\n"
                                                b"  u = ((f32[]), f32[], s32[]) async-update(u)\n  ROOT d = f32[] async-done(u)\n}\n")
    yield "a parameter number of 2^31", b"ENTRY e {\n  ROOT p = f32[] parameter(2147483647)\n}\n"
    yield "CRLF, CR and tabs", b"HloModule m\r\nENTRY e {\r\n\tROOT p = f32[] parameter(0)\r\n}\r\n"
    rnd = bytes((i * 7919 + 13) % 256 for i in range(65536))
    yield "random binary", rnd
    yield "a split file of separators only", b"// -----\n// -----\n// -----\n"


def hostile():
    with tempfile.TemporaryDirectory() as d:
        for name, data in hostile_cases():
            path = os.path.join(d, "hostile.hlo")
            open(path, "wb").write(data)
            for cmd in (["verify", "--format=json"], ["desugar", "-o", os.devnull], ["resugar", "-o", os.devnull],
                        ["chains"]):
                args = cmd + (["--split-input-file"] if "split" in name else []) + [path]
                try:
                    rc, out, err, dt, rss = run(args, timeout=30)
                except subprocess.TimeoutExpired:
                    check(f"hostile input, {name}: {cmd[0]} finishes", False, "timed out")
                    continue
                crashed = rc < 0 or rc > 2 or b"Sanitizer" in err or b"runtime error" in err
                said = (b"error" in err or b'"errors":' in out) if rc else True
                ok = not crashed and rc in (0, 1, 2) and said and dt < HANG
                check(f"hostile input, {name}: {cmd[0]} exits {rc} in {dt:.2f}s", ok,
                      err.decode("utf-8", "replace")[:300])
    rc, out, err, dt, rss = run(["verify", "-"], stdin=bytes(range(256)) * 1000)
    check("binary on standard input: 'binary file', exit 2, no crash", rc == 2 and b"binary file" in err, err[:300])


def no_data_loss():
    sugared = (b"HloModule m\nENTRY %e {\n  %p = f32[8] parameter(0)\n"
               b"  %s = ((f32[8]), f32[8], s32[]) negate-start(%p)\n  ROOT %d = f32[8] negate-done(%s)\n}\n")
    with tempfile.TemporaryDirectory() as d:
        # -i in a directory the user cannot write: as root, run the tool as nobody.
        ro = os.path.join(d, "ro")
        os.makedirs(ro)
        f = os.path.join(ro, "m.hlo")
        open(f, "wb").write(sugared)
        os.chmod(f, 0o644)
        os.chmod(ro, 0o555)
        os.chmod(d, 0o755)
        prefix, tool = [], BIN
        if os.geteuid() == 0:
            # nobody may not reach the build directory: run a copy from here
            tool = os.path.join(d, "hlo-async")
            shutil.copy(BIN, tool)
            os.chmod(tool, 0o755)
            setpriv = shutil.which("setpriv")
            if not setpriv:
                check("setpriv is installed (to test as an ordinary user)", False)
                return
            prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        p = subprocess.run(prefix + [tool, "desugar", "-i", f], capture_output=True, timeout=30)
        check("-i in a read-only directory: exit 2 with a message, file intact",
              p.returncode == 2 and b"cannot create a temporary file" in p.stderr and open(f, "rb").read() == sugared
              and os.listdir(ro) == ["m.hlo"], p.stderr.decode()[:300])
        os.chmod(ro, 0o755)

        # A full disk: /dev/full as the output, and as standard output.
        src = os.path.join(d, "s.hlo")
        open(src, "wb").write(sugared)
        rc, out, err, dt, rss = run(["desugar", "-o", "/dev/full", src])
        check("-o /dev/full: exit 2 with a message, the device left alone",
              rc == 2 and b"No space left" in err and not os.path.isfile("/dev/full"), err.decode()[:300])
        with open("/dev/full", "wb") as full:
            p = subprocess.run([BIN, "desugar", src], stdout=full, stderr=subprocess.PIPE, timeout=30)
        check("standard output on a full disk: exit 2 with a message", p.returncode == 2 and b"cannot write" in p.stderr)
        with open("/dev/full", "wb") as full:
            p = subprocess.run([BIN, "verify", "--format=json", src], stdout=full, stderr=subprocess.PIPE, timeout=30)
        check("a JSON report on a full disk: exit 2 with a message", p.returncode == 2 and b"cannot write" in p.stderr)
        rc, out, err, dt, rss = run(["verify", "--format=sarif", "--output-file=/dev/full", src])
        check("--output-file=/dev/full: exit 2", rc == 2 and b"No space left" in err)

        # A file that disappears while the tool runs: once the tool reads the first file (it has
        # mapped it), the second goes.
        first = os.path.join(d, "first.hlo")
        open(first, "wb").write(b"HloModule f\nENTRY %e {\n  %p = f32[8] parameter(0)\n" + b"".join(
            b"  %%s%d = ((f32[8]), f32[8], s32[]) negate-start(%%p)\n  %%d%d = f32[8] negate-done(%%s%d)\n"
            % (i, i, i) for i in range(20000)) + b"  ROOT %r = f32[8] negate(%p)\n}\n")
        gone = os.path.join(d, "gone.hlo")
        open(gone, "wb").write(sugared)
        keep = os.path.join(d, "keep.hlo")
        open(keep, "wb").write(sugared)
        proc = subprocess.Popen([BIN, "desugar", "-i", first, gone, keep], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        while proc.poll() is None:
            try:
                if first in open(f"/proc/{proc.pid}/maps").read():
                    break
            except OSError:
                break
        os.unlink(gone)
        out, err = proc.communicate(timeout=30)
        check("a file that disappears mid-run: exit 2 naming it, the others still done",
              proc.returncode == 2 and b"gone.hlo" in err and b"No such file" in err
              and open(keep, "rb").read() != sugared, err.decode()[:300])

        # An interrupted rewrite leaves no temporary file and the original whole.
        big = os.path.join(d, "big.hlo")
        layers = b"".join(b"  %%s%d = ((f32[8]), f32[8], s32[]) negate-start(%%p)\n  %%d%d = f32[8] negate-done(%%s%d)\n"
                          % (i, i, i) for i in range(100000))
        original = b"HloModule b\nENTRY %e {\n  %p = f32[8] parameter(0)\n" + layers + b"  ROOT %r = f32[8] negate(%p)\n}\n"
        open(big, "wb").write(original)
        proc = subprocess.Popen([BIN, "desugar", "-i", big], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        leftovers = [x for x in os.listdir(d) if x.startswith("big.hlo.tmp")]
        body = open(big, "rb").read()
        check("-i killed mid-run: the file is the old or the new one, never half",
              body == original or body.startswith(b"HloModule b\nENTRY %e {\n") and body.rstrip().endswith(b"}"),
              f"{len(body)} bytes")
        for x in leftovers:  # a kill between mkstemp and rename can leave the temporary; never the target
            os.unlink(x)


def big_mlir():
    """Big MLIR modules read whole and in parts: clean, and (under the sanitizers) with
    nothing leaked; a builder's blocks once outlived the run at 4.5 MB and more."""
    gen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "gen_async_mlir.py")
    with tempfile.TemporaryDirectory() as d:
        for mb, jobs in ((5, "1"), (9, "2")):
            path = os.path.join(d, f"big{mb}.mlir")
            subprocess.run([sys.executable, gen, str(mb), path, "2000"], check=True)
            size = os.path.getsize(path) / 1e6
            code, out, err, dt, _ = run(["verify", "-j", jobs, "--format=json", path], timeout=120 * SLOW)
            leaked = b"LeakSanitizer" in err or b"AddressSanitizer" in err
            check(f"a {size:.1f} MB MLIR module (-j {jobs}) verifies clean, nothing leaked",
                  code == 0 and not leaked, err.decode(errors="replace")[-400:])


def deep_call_graphs():
    """Computations nested 16 000 deep (calls, while loops, fusions, and calls down to a
    send/recv): verify and chains answer, as every walk over the call graph keeps its own
    stack (a recursion once overflowed the C stack in the cost model)."""
    n = 16000
    sum_ = "%sum (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %r = f32[] add(%a, %b)\n}\n"
    leaf = {
        "call": "  %s = f32[8] all-reduce-start(%p), channel_id=1, replica_groups={{0,1}}, to_apply=%sum\n  ROOT %d = f32[8] all-reduce-done(%s)\n",
        "while": "  %s = f32[8] all-reduce-start(%p), channel_id=1, replica_groups={{0,1}}, to_apply=%sum\n  ROOT %d = f32[8] all-reduce-done(%s)\n",
        "fusion": "  ROOT %n = f32[8] negate(%p)\n",
        "send/recv": ("  %t = token[] after-all()\n"
                      "  %s = (f32[8], u32[], token[]) send(%p, %t), channel_id=1, frontend_attributes={_xla_send_recv_source_target_pairs={{0,1}}}\n"
                      "  %r = (f32[8], u32[], token[]) recv(%t), channel_id=1, frontend_attributes={_xla_send_recv_source_target_pairs={{0,1}}}\n"
                      "  %sd = token[] send-done(%s), channel_id=1\n  %rd = (f32[8], token[]) recv-done(%r), channel_id=1\n"
                      "  ROOT %g = f32[8] get-tuple-element(%rd), index=0\n"),
    }
    step = {
        "call": "call(%p), to_apply=%c{}",
        "while": "while(%p), condition=%cond, body=%c{}",
        "fusion": "fusion(%p), kind=kLoop, calls=%c{}",
        "send/recv": "call(%p), to_apply=%c{}",
    }
    with tempfile.TemporaryDirectory() as d:
        for kind in leaf:
            parts = ["HloModule deep, is_scheduled=true, num_partitions=2\n", sum_,
                     "%cond (p: f32[8]) -> pred[] {\n  %p = f32[8] parameter(0)\n  ROOT %t = pred[] constant(true)\n}\n",
                     "%c0 (p: f32[8]) -> f32[8] {\n  %p = f32[8] parameter(0)\n" + leaf[kind] + "}\n"]
            for i in range(1, n + 1):
                parts.append(f"%c{i} (p: f32[8]) -> f32[8] {{\n  %p = f32[8] parameter(0)\n"
                             f"  ROOT %r = f32[8] {step[kind].format(i - 1)}\n}}\n")
            parts.append(f"ENTRY %main (p: f32[8]) -> f32[8] {{\n  %p = f32[8] parameter(0)\n"
                         f"  ROOT %r = f32[8] {step[kind].format(n)}\n}}\n")
            path = os.path.join(d, "deep.hlo")
            open(path, "w").write("\n".join(parts))
            for cmd in (["verify"], ["chains"], ["chains", "--format=json"]):
                code, out, err, dt, _ = run(cmd + [path], timeout=60 * SLOW)
                check(f"{n} nested {kind} computations: {' '.join(cmd)} exits {code}",
                      code in (0, 1) and (out or cmd == ["verify"]) and b"Sanitizer" not in err, err.decode(errors="replace")[-300:])

def split_file_memory():
    """A split file of 16 000 modules, each with a note: the memory of the modules in flight,
    not of every module's diagnostics (20 KB a module were once kept to the end)."""
    if "--sanitized" in sys.argv:
        return  # the sanitizers' shadow memory says nothing of the tool's
    module = ("HloModule m{i}, is_scheduled=true, num_partitions=2\n\n"
              "%sum.{i} (a: f32[], b: f32[]) -> f32[] {{\n  %a = f32[] parameter(0)\n"
              "  %b = f32[] parameter(1)\n  ROOT %r = f32[] add(%a, %b)\n}}\n\n"
              "ENTRY %main.{i} (p: f32[8]) -> f32[8] {{\n  %p = f32[8] parameter(0)\n"
              "  %s = f32[8] all-reduce-start(%p), channel_id=1, replica_groups={{{{0,1}}}}, to_apply=%sum.{i}\n"
              "  %d = f32[8] all-reduce-done(%s)\n  ROOT %o = f32[8] negate(%d)\n}}\n")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "split.hlo")
        with open(path, "w") as f:  # a module at a time: the peak measured is also this script's
            for i in range(16000):
                f.write(("// -----\n" if i else "") + module.format(i=i))
        p = subprocess.Popen([BIN, "verify", "-j1", "--split-input-file", path],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        err = p.stderr.read()
        _, status, ru = os.wait4(p.pid, 0)
        mb = ru.ru_maxrss / 1024
        check(f"16000 split modules with a note each: verify -j1 peaks at {mb:.0f} MB (under 120)",
              os.waitstatus_to_exitcode(status) == 0 and b"16000 modules" in err and mb < 120,
              err.decode(errors="replace")[-300:])


hostile()
no_data_loss()
big_mlir()
deep_call_graphs()
split_file_memory()
finish()
