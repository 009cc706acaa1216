#!/usr/bin/env python3
"""Files as a user's file system and CI hand them over (prints TAP): symlink
loops, FIFOs and devices, inputs that shrink or grow while they are read,
-i on files with owners, extended attributes, ACLs and hard links, -i
interrupted by a signal, and the reports of a run that failed.

Each check runs the tool on real files, changed by another process where the
case is about a change: a file is truncated or appended to once the tool has
it mapped (seen in /proc/PID/maps), a signal is sent once the temporary file
of -i exists; for the earliest change, a preloaded mmap (shrink_on_map.c)
cuts the file it maps. Nothing is mocked.

Usage: run_filesystem.py HLO_ASYNC GENERATOR --shrink-on-map=LIB [--sanitized | --slow]
(GENERATOR: bench/gen_async_hlo.py, for big modules.)"""
import json
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
GEN = os.path.abspath(sys.argv[2])
# sanitizers cost time, and so do coverage counters (--slow)
SLOW = 6.0 if "--sanitized" in sys.argv else 3.0 if "--slow" in sys.argv else 1.0
FIFO_WAIT = 5.0  # HLOA_FIFO_WAIT_MS
# tests/cli/shrink_on_map.c built: a mapped file cut short before the tool reads it
SHRINK_ON_MAP = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--shrink-on-map=")), "")

SUGARED = (b"HloModule m\nENTRY %e {\n  %p = f32[8] parameter(0)\n"
           b"  %s = ((f32[8]), f32[8], s32[]) negate-start(%p)\n  ROOT %d = f32[8] negate-done(%s)\n}\n")
CLEAN = b"HloModule c\nENTRY %e {\n  ROOT %p = f32[8] parameter(0)\n}\n"


def run(args, timeout=30, cwd=None):
    """Runs hlo-async: (exit, stdout, stderr, seconds); exit None when it did not end in time."""
    t0 = time.monotonic()
    p = subprocess.Popen([BIN, *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, cwd=cwd)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        return None, out, err, time.monotonic() - t0
    return p.returncode, out, err, time.monotonic() - t0


def text(b):
    return b.decode("utf-8", "replace")[-600:]


def big_module(d, name, mb):
    """A generated scheduled module of about mb MB, sugared (desugar -i changes it)."""
    path = os.path.join(d, name)
    subprocess.run([sys.executable, GEN, str(mb), path], check=True)
    return path


def mapped_by(pid, path):
    """Has process pid mapped path (or ended)? Either way waiting is over."""
    try:
        with open(f"/proc/{pid}/maps") as f:
            return os.path.realpath(path) in f.read()
    except OSError:
        return True


def while_mapped(args, path, change, timeout=120):
    """Runs hlo-async; once it has path mapped, change(path) runs. (exit, stderr)."""
    p = subprocess.Popen([BIN, *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE)
    while p.poll() is None and not mapped_by(p.pid, path):
        time.sleep(0.0005)
    change(path)
    try:
        _, err = p.communicate(timeout=timeout * SLOW)
    except subprocess.TimeoutExpired:
        p.kill()
        return None, p.communicate()[1]
    return p.returncode, err


def symlink_loops():
    with tempfile.TemporaryDirectory() as d:
        top = os.path.join(d, "dumps")
        os.makedirs(os.path.join(top, "sub"))
        open(os.path.join(top, "a.hlo"), "wb").write(CLEAN)
        open(os.path.join(top, "sub", "b.hlo"), "wb").write(CLEAN)
        os.symlink(".", os.path.join(top, "x"))
        rc, _, err, dt = run(["verify", top])
        check("a symlink loop (d/x -> .): every file checked once, the loop named, exit 0",
              rc == 0 and b"2 files checked" in err and b"symlink loop" in err and b"dumps/x" in err,
              text(err))
        os.symlink("..", os.path.join(top, "sub", "up"))
        os.symlink(".", os.path.join(top, "y"))
        rc, _, err, dt = run(["verify", top], timeout=30 * SLOW)
        check(f"two and three symlink loops: every file checked once, in {dt:.2f}s",
              rc == 0 and b"2 files checked" in err and err.count(b"symlink loop") == 3, text(err))
        rc, _, err, dt = run(["desugar", "--check", top])
        check("the rewriting commands walk a looping directory once too",
              rc == 0 and err.count(b"symlink loop") == 3, text(err))
        # A symlink to a directory read already (no loop): read once, said so.
        other = os.path.join(d, "other")
        os.makedirs(other)
        open(os.path.join(other, "c.hlo"), "wb").write(CLEAN)
        os.symlink(other, os.path.join(other, "..", "dumps", "z"))
        rc, _, err, dt = run(["verify", top, "--allow-empty"])
        check("a symlink out of the tree is followed once", rc == 0 and b"3 files checked" in err, text(err))
        two = os.path.join(d, "two")
        os.makedirs(two)
        os.symlink(other, os.path.join(two, "l1"))
        os.symlink(other, os.path.join(two, "l2"))
        rc, _, err, dt = run(["verify", two])
        check("two symlinks to one directory: read once, the second way said",
              rc == 0 and b"1 file checked" in err and b"skipping 'two/l2': the same directory as 'two/l1'"
              in err.replace(d.encode() + b"/", b""), text(err))


def fifos_and_devices():
    with tempfile.TemporaryDirectory() as d:
        fifo = os.path.join(d, "f.hlo")
        os.mkfifo(fifo)
        rc, _, err, dt = run(["verify", fifo], timeout=FIFO_WAIT * 4 * SLOW)
        check(f"a FIFO no process writes: exit 2 with a message after a bounded wait ({dt:.1f}s)",
              rc == 2 and b"FIFO" in err and dt < FIFO_WAIT + 5 * SLOW, text(err))

        def writer(data, delay, pause):
            time.sleep(delay)
            with open(fifo, "wb") as w:  # opens once the tool has opened it to read
                time.sleep(pause)
                w.write(data)
        for data, what, want, delay, pause in ((CLEAN, "a module", 0, 0.3, 0), (b"", "nothing", 1, 0.3, 0),
                                               (CLEAN, "a module after a pause", 0, 0, 0.3)):
            t = threading.Thread(target=writer, args=(data, delay, pause))
            t.start()
            rc, _, err, dt = run(["verify", fifo], timeout=FIFO_WAIT * 4 * SLOW)
            t.join()
            check(f"a FIFO whose writer comes late and writes {what}: read, exit {want} in {dt:.1f}s",
                  rc == want and dt < FIFO_WAIT, text(err))
        rc, _, err, dt = run(["desugar", "-i", fifo], timeout=FIFO_WAIT * 4 * SLOW)
        check("-i on a FIFO: refused at once, exit 2", rc == 2 and b"regular files" in err and dt < 2 * SLOW, text(err))
        txt = os.path.join(d, "g.txt")
        os.mkfifo(txt)
        open(os.path.join(d, "ok.hlo"), "wb").write(CLEAN)
        rc, _, err, dt = run(["verify", d], timeout=FIFO_WAIT * 4 * SLOW)
        check(f"FIFOs in a directory are skipped ({dt:.2f}s)", rc == 0 and b"1 file checked" in err and dt < 2 * SLOW,
              text(err))
        rc, _, err, dt = run(["verify", "--force-exclude", txt, os.path.join(d, "ok.hlo")],
                             timeout=FIFO_WAIT * 4 * SLOW)
        check("--force-exclude does not hang on a FIFO named *.txt", rc == 2 and b"FIFO" in err, text(err))

        p = subprocess.Popen([BIN, "verify", "/dev/zero"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        t0 = time.monotonic()
        try:
            _, err = p.communicate(timeout=30 * SLOW)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            p.kill()
            rc, err = None, p.communicate()[1]
        dt = time.monotonic() - t0
        rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        check(f"/dev/zero: refused as binary after its first bytes ({dt:.2f}s, {rss:.0f} MB at most)",
              rc == 2 and b"binary file" in err and dt < 2 * SLOW and rss < 400, text(err))
        huge = os.path.join(d, "huge.hlo")
        with open(huge, "wb") as f:
            f.truncate(5 << 30)
        rc, _, err, dt = run(["verify", huge])
        check("a file over 4 GiB: refused, exit 2", rc == 2 and b"larger than 4 GiB" in err, text(err))
        os.unlink(huge)
        p = subprocess.run(["bash", "-c", 'exec 0<&-; exec "$0" verify -', BIN], capture_output=True, timeout=30)
        check("standard input closed: exit 2 with a message", p.returncode == 2 and b"cannot read" in p.stderr,
              text(p.stderr))
        zeros = os.path.join(d, "zeros.hlo")
        with open(zeros, "wb") as f:
            f.truncate(3 << 30)  # sparse: 3 GiB of NUL bytes, no disk
        rc, _, err, dt = run(["verify", zeros])
        check(f"a 3 GiB file of NUL bytes: refused as binary in {dt:.2f}s",
              rc == 2 and b"binary file" in err and dt < 2 * SLOW, text(err))


def changing_inputs():
    with tempfile.TemporaryDirectory() as d:
        big = big_module(d, "big.hlo", 40)
        original = open(big, "rb").read()
        for args in (["verify"], ["chains"], ["desugar", "-o", os.path.join(d, "out.hlo")], ["desugar", "-i"],
                     ["chains", "--format=trace", "-o", os.path.join(d, "t.json")]):
            open(big, "wb").write(original)
            rc, err = while_mapped(args + [big], big, lambda p: os.truncate(p, 4096))
            check(f"{' '.join(args[:2])}: a file truncated while read ends 'file changed while it was read', "
                  f"exit 2 (not a signal: {rc})",
                  rc == 2 and b"file changed while it was read" in err, text(err))
        check("no output written from a file that changed", not os.path.exists(os.path.join(d, "out.hlo"))
              and not os.path.exists(os.path.join(d, "t.json")))

        def grow(p):
            with open(p, "ab") as f:
                f.write(b"// appended\n" * 1000)
        open(big, "wb").write(original)
        rc, err = while_mapped(["verify", big], big, grow)
        check("verify: a file that grows while read: exit 2, 'file changed while it was read'",
              rc == 2 and b"file changed while it was read" in err, text(err))

        # Cut short before the tool looks at a byte (a preloaded mmap truncates it): the pages past
        # the new end read as zeros, which is the change, not a binary file.
        for args in (["verify"], ["desugar", "-i"]):
            open(big, "wb").write(original)
            env = dict(os.environ, LD_PRELOAD=SHRINK_ON_MAP, HLOA_TEST_SHRINK=big,
                       ASAN_OPTIONS=os.environ.get("ASAN_OPTIONS", "") + ":verify_asan_link_order=0")
            p = subprocess.run([BIN, *args, big], capture_output=True, timeout=60 * SLOW, env=env)
            check(f"{args[0]}: a file cut short between its mapping and its first read: "
                  f"'file changed while it was read', exit 2, not 'binary file'",
                  SHRINK_ON_MAP and os.path.getsize(big) == 4096 and p.returncode == 2
                  and b"file changed while it was read" in p.stderr and b"binary" not in p.stderr,
                  f"preload {SHRINK_ON_MAP!r}: {text(p.stderr)}")

        # Lines appended while desugar -i runs stay: the file is not replaced.
        lines = b"".join(b"// line %d appended while -i ran\n" % i for i in range(1000))
        open(big, "wb").write(original)
        rc, err = while_mapped(["desugar", "-i", big], big, lambda p: open(p, "ab").write(lines))
        body = open(big, "rb").read()
        check("desugar -i while lines are appended: exit 2, the file keeps every line",
              rc == 2 and body == original + lines and b"changed" in err, text(err))
        check("... and no temporary file is left", not [x for x in os.listdir(d) if ".tmp" in x], os.listdir(d))


def in_place_keeps_the_file():
    with tempfile.TemporaryDirectory() as d:
        os.chmod(d, 0o755)

        def sugared(name):
            path = os.path.join(d, name)
            open(path, "wb").write(SUGARED)
            return path
        # Owner, group and mode (root: chown to another user first).
        f = sugared("owned.hlo")
        uid, gid = (1234, 5678) if os.geteuid() == 0 else (os.geteuid(), os.getegid())
        os.chown(f, uid, gid)
        os.chmod(f, 0o640)
        rc, _, err, _ = run(["desugar", "-i", f])
        st = os.stat(f)
        check(f"-i keeps owner {uid}:{gid} and mode 640", rc == 0 and (st.st_uid, st.st_gid) == (uid, gid)
              and st.st_mode & 0o7777 == 0o640 and open(f, "rb").read() != SUGARED,
              f"{text(err)} uid {st.st_uid} gid {st.st_gid} mode {st.st_mode & 0o7777:o}")
        # An owner that cannot be kept (an ordinary user, a file of a group it is not in): refused.
        if os.geteuid() == 0:
            shared = os.path.join(d, "shared")
            os.makedirs(shared)
            os.chmod(shared, 0o777)
            tool = os.path.join(d, "hlo-async")  # nobody may not reach the build directory
            shutil.copy(BIN, tool)
            os.chmod(tool, 0o755)
            f = os.path.join(shared, "group.hlo")
            open(f, "wb").write(SUGARED)
            os.chown(f, 65534, 0)
            os.chmod(f, 0o664)
            setpriv = shutil.which("setpriv")
            check("setpriv is installed (to run as an ordinary user)", setpriv)
            p = subprocess.run([setpriv or "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", tool,
                                "desugar", "-i", f], capture_output=True, timeout=60)
            check("-i as a user outside the file's group: refused (exit 2), the file and its group kept",
                  p.returncode == 2 and b"cannot keep the owner" in p.stderr and open(f, "rb").read() == SUGARED
                  and os.stat(f).st_gid == 0 and os.listdir(shared) == ["group.hlo"], p.stderr)
        # Extended attributes.
        f = sugared("xattr.hlo")
        os.setxattr(f, "user.origin", b"dump of step 12")
        os.setxattr(f, "user.empty", b"")
        rc, _, err, _ = run(["desugar", "-i", f])
        kept = {name: os.getxattr(f, name) for name in os.listxattr(f)}
        check("-i keeps extended attributes (user.*)",
              rc == 0 and kept == {"user.origin": b"dump of step 12", "user.empty": b""}
              and open(f, "rb").read() != SUGARED, f"{text(err)} {kept}")
        # An ACL: a named user's entry and the mask; dropping it used to give the group write access.
        f = sugared("acl.hlo")
        setfacl, getfacl = shutil.which("setfacl"), shutil.which("getfacl")
        check("setfacl and getfacl are installed (package acl)", setfacl and getfacl)
        if setfacl and getfacl:
            p = subprocess.run([setfacl, "-m", "u:4321:rw,g::r,m::r", f], capture_output=True)
            supported = p.returncode == 0 or b"not supported" not in p.stderr
            check("setfacl works here (or the file system has no ACLs)", supported, p.stderr)
            if p.returncode == 0:
                before = subprocess.run([getfacl, "-c", f], capture_output=True).stdout
                mode = os.stat(f).st_mode & 0o7777
                rc, _, err, _ = run(["desugar", "-i", f])
                after = subprocess.run([getfacl, "-c", f], capture_output=True).stdout
                check("-i keeps the ACL and the mode", rc == 0 and before == after and b"user:4321:rw-" in after
                      and os.stat(f).st_mode & 0o7777 == mode and open(f, "rb").read() != SUGARED,
                      f"{text(err)}\nbefore:\n{before.decode()}\nafter:\n{after.decode()}")
        # A hard link: refused with a reason, both names keep their text.
        f = sugared("linked.hlo")
        other = os.path.join(d, "elsewhere.hlo")
        os.link(f, other)
        rc, _, err, _ = run(["desugar", "-i", f])
        check("-i on a file with another hard link: refused (exit 2) with the reason, both names unchanged",
              rc == 2 and b"hard links" in err and open(f, "rb").read() == SUGARED
              and os.stat(f).st_ino == os.stat(other).st_ino, text(err))
        check("... and no temporary file is left", not [x for x in os.listdir(d) if ".tmp" in x], os.listdir(d))


def signals_remove_the_temporary_file():
    with tempfile.TemporaryDirectory() as d:
        big = big_module(d, "sig.hlo", 40)
        original = open(big, "rb").read()
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            # the signal's default action in the run, whatever the suite was started under (nohup
            # ignores SIGHUP, a shell's background job SIGINT: both dispositions are inherited)
            p = subprocess.Popen([BIN, "desugar", "-i", big], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 preexec_fn=lambda sig=sig: signal.signal(sig, signal.SIG_DFL))
            caught = False
            while p.poll() is None and not caught:
                if any(x.startswith("sig.hlo.tmp") for x in os.listdir(d)):
                    p.send_signal(sig)
                    caught = True
            p.wait(timeout=60 * SLOW)
            left = [x for x in os.listdir(d) if x.startswith("sig.hlo.tmp")]
            body = open(big, "rb").read()
            check(f"{signal.Signals(sig).name} while -i writes: the temporary file is removed, the file whole, "
                  f"the run ends by the signal",
                  caught and not left and p.returncode == -sig and (body == original or body.endswith(b"}\n")),
                  f"caught {caught}, left {left}, exit {p.returncode}")
            for x in left:
                os.unlink(os.path.join(d, x))
            open(big, "wb").write(original)
        # Under nohup (SIGHUP ignored) a SIGHUP changes nothing: the rewrite completes.
        p = subprocess.Popen([BIN, "desugar", "-q", "-i", big], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN))
        while p.poll() is None and not any(x.startswith("sig.hlo.tmp") for x in os.listdir(d)):
            pass
        p.send_signal(signal.SIGHUP)
        _, err = p.communicate(timeout=60 * SLOW)
        check("SIGHUP while -i writes, SIGHUP ignored (nohup): the rewrite completes",
              p.returncode == 0 and open(big, "rb").read() != original, text(err))
        # A signal between two files (the first rewritten, no temporary file yet): ends the run.
        small = os.path.join(d, "a.hlo")
        open(small, "wb").write(SUGARED)
        open(big, "wb").write(original)
        p = subprocess.Popen([BIN, "desugar", "-i", small, big], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while p.poll() is None and open(small, "rb").read() == SUGARED:
            pass
        p.send_signal(signal.SIGTERM)
        p.wait(timeout=60 * SLOW)
        check("SIGTERM after a file was rewritten, before the next one's temporary file: ends the run, nothing left",
              p.returncode == -signal.SIGTERM and open(big, "rb").read() == original
              and not [x for x in os.listdir(d) if ".tmp" in x], f"exit {p.returncode}")


def invocation(sarif):
    """The first invocation of a SARIF log (a file name, or the text), or {} with why there is none."""
    try:
        doc = json.load(open(sarif)) if isinstance(sarif, str) else json.loads(sarif)
        return doc["runs"][0]["invocations"][0]
    except (OSError, ValueError, KeyError, IndexError) as e:
        return {"error": repr(e)}


def failed_runs_report_it():
    with tempfile.TemporaryDirectory() as d:
        good = os.path.join(d, "good.hlo")
        open(good, "wb").write(CLEAN)
        missing = os.path.join(d, "missing_dir") + "/"
        sarif = os.path.join(d, "r.sarif")
        rc, _, err, _ = run(["verify", "--format=sarif", f"--output-file={sarif}", missing, good])
        inv = invocation(sarif)
        notes = inv.get("toolExecutionNotifications", [])
        check("SARIF of a run that failed: executionSuccessful false, the error in toolExecutionNotifications",
              rc == 2 and inv.get("executionSuccessful") is False
              and any("missing_dir" in n["message"]["text"] and n["level"] == "error" for n in notes), inv)
        rc, out, err, _ = run(["verify", "--format=sarif", good])
        inv = invocation(out)
        check("SARIF of a run that completed: executionSuccessful true, no notifications",
              rc == 0 and inv == {"executionSuccessful": True}, inv)
        rc, out, err, _ = run(["verify", "--format=json", missing, good])
        doc = json.loads(out or b"{}")
        check("JSON of a run that failed: its errors in 'failures', no summary",
              rc == 2 and "summary" not in doc and any("missing_dir" in f for f in doc.get("failures", []))
              and len(doc.get("files", [])) == 1, doc)
        rc, out, err, _ = run(["verify", "--format=json", good])
        check("JSON of a run that completed: a summary, no failures",
              rc == 0 and "summary" in json.loads(out) and "failures" not in json.loads(out))
        empty = os.path.join(d, "empty")
        os.makedirs(empty)
        rc, _, err, _ = run(["verify", "--format=sarif", f"--output-file={sarif}", empty])
        inv = invocation(sarif)
        check("a directory without HLO files: the SARIF written says the run failed",
              rc == 2 and inv.get("executionSuccessful") is False and "no HLO files" in
              inv.get("toolExecutionNotifications", [{}])[0].get("message", {}).get("text", ""), inv)
        bad_config = os.path.join(d, "bad.toml")
        open(bad_config, "w").write("select = [\"no-such-rule\"]\n")
        rc, out, err, _ = run(["verify", "--format=json", f"--config={bad_config}", good])
        check("a wrong config file: the JSON says the run failed", rc == 2 and "failures" in json.loads(out or b"{}"),
              text(err))
        for fmt, name in (("trace", "t.json"), ("svg", "p.svg"), ("json", "c.json"), ("text", "c.txt"),
                          ("svg", "pictures/")):
            target = os.path.join(d, name)
            rc, out, err, _ = run(["chains", f"--format={fmt}", "-o", target, missing, good])
            check(f"chains --format={fmt} -o {name} after a file could not be read: exit 2, nothing written",
                  rc == 2 and not os.path.exists(target) and b"nothing written" in err and not out, text(err))
        rc, out, err, _ = run(["chains", "--format=trace", missing, good])
        check("chains --format=trace to stdout after a failure: nothing printed", rc == 2 and not out, text(err))


symlink_loops()
fifos_and_devices()
changing_inputs()
in_place_keeps_the_file()
signals_remove_the_temporary_file()
failed_runs_report_it()
finish()
