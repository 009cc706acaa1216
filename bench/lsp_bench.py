#!/usr/bin/env python3
"""How fast `hlo-async lsp` answers on a big dump (a benchmark, not a test).

Usage: lsp_bench.py HLO_ASYNC FILE [--runs N]
       lsp_bench.py --session FILE OUT   writes OUT: a whole session for FILE (initialize,
                                         didOpen, a hover, shutdown, exit), framed, to time
                                         with hyperfine or /usr/bin/time:
                                         hyperfine 'hlo-async lsp < OUT > /dev/null'

Starts the server, opens FILE (languageId hlo) and times, from the last byte of
didOpen written to the server's input:
  * open -> diagnostics: until textDocument/publishDiagnostics arrives;
  * definition, references and hover on the name of every async-done found in
    the text (up to 20), each the median of --runs rounds;
  * an edit -> diagnostics: one character changed inside an instruction in the
    middle of the text (didChange, incremental), until the next
    publishDiagnostics, the server's debounce (200 ms) taken off;
and reads the server's peak RSS (VmHWM of /proc/PID/status) against the file's size.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import time


def send(proc, msg):
    body = json.dumps(msg).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def receive(proc):
    length = None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise EOFError("the server closed its output")
        if line in (b"\r\n", b"\n"):
            break
        m = re.match(rb"Content-Length: (\d+)", line)
        if m:
            length = int(m.group(1))
    return json.loads(proc.stdout.read(length))


def wait_for(proc, pred):
    while True:
        m = receive(proc)
        if pred(m):
            return m


def write_session(path, out):
    text = open(path, encoding="utf-8").read()
    uri = "file://" + os.path.abspath(path)
    msgs = [{"jsonrpc": "2.0", "id": 0, "method": "initialize",
             "params": {"processId": None, "rootUri": None, "capabilities": {}}},
            {"jsonrpc": "2.0", "method": "initialized", "params": {}},
            {"jsonrpc": "2.0", "method": "textDocument/didOpen",
             "params": {"textDocument": {"uri": uri, "languageId": "hlo", "version": 1, "text": text}}},
            {"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover",
             "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}},
            {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
            {"jsonrpc": "2.0", "method": "exit"}]
    with open(out, "wb") as f:
        for m in msgs:
            body = json.dumps(m).encode()
            f.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)


def main():
    if sys.argv[1] == "--session":
        write_session(sys.argv[2], sys.argv[3])
        return
    exe, path = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
    text = open(path, encoding="utf-8").read()
    uri = "file://" + os.path.abspath(path)
    proc = subprocess.Popen([exe, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    send(proc, {"jsonrpc": "2.0", "id": 0, "method": "initialize",
                "params": {"processId": None, "rootUri": None,
                           "capabilities": {"general": {"positionEncodings": ["utf-16"]}}}})
    wait_for(proc, lambda m: m.get("id") == 0)
    send(proc, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
    opened = {"jsonrpc": "2.0", "method": "textDocument/didOpen",
              "params": {"textDocument": {"uri": uri, "languageId": "hlo", "version": 1, "text": text}}}
    body = json.dumps(opened).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()
    t0 = time.perf_counter()
    diag = wait_for(proc, lambda m: m.get("method") == "textDocument/publishDiagnostics")
    t_open = time.perf_counter() - t0
    print(f"file: {path}, {len(text) / 1e6:.1f} MB")
    print(f"open -> diagnostics: {t_open:.2f} s ({len(diag['params']['diagnostics'])} diagnostics)")

    lines = text.split("\n")
    dones = [(i, m.start(1)) for i, l in enumerate(lines)
             for m in [re.match(r"\s*(?:ROOT )?%?([\w.\-]+) = \S.*-done\(", l)] if m][:20]
    rid = 1
    for method in ("textDocument/definition", "textDocument/references", "textDocument/hover"):
        times, answered = [], 0
        for _ in range(runs):
            for line, col in dones:
                params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": col + 1}}
                if method.endswith("references"):
                    params["context"] = {"includeDeclaration": True}
                t = time.perf_counter()
                send(proc, {"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
                reply = wait_for(proc, lambda m, rid=rid: m.get("id") == rid)
                answered += bool(reply.get("result"))
                times.append(time.perf_counter() - t)
                rid += 1
        print(f"{method.split('/')[1]}: median {statistics.median(times) * 1e3:.2f} ms, "
              f"max {max(times) * 1e3:.2f} ms over {len(times)} requests ({answered} answered)")

    mid = len(lines) // 2
    while "=" not in lines[mid]:
        mid += 1
    col = lines[mid].index("=") - 1  # the last character of the name: one more letter
    edits = []
    for k in range(runs):
        t = time.perf_counter()
        send(proc, {"jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": {"textDocument": {"uri": uri, "version": 2 + k},
                               "contentChanges": [{"range": {"start": {"line": mid, "character": col},
                                                             "end": {"line": mid, "character": col}},
                                                   "text": "x"}]}})
        wait_for(proc, lambda m: m.get("method") == "textDocument/publishDiagnostics")
        edits.append(time.perf_counter() - t - 0.2)
    print(f"edit -> diagnostics (debounce aside): median {statistics.median(edits):.2f} s")
    status = open(f"/proc/{proc.pid}/status").read()
    hwm = int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) * 1024
    print(f"peak RSS: {hwm / 1e6:.0f} MB, {hwm / len(text.encode()):.2f}x the file")
    send(proc, {"jsonrpc": "2.0", "id": rid, "method": "shutdown"})
    wait_for(proc, lambda m: m.get("id") == rid)
    send(proc, {"jsonrpc": "2.0", "method": "exit"})
    proc.wait()


if __name__ == "__main__":
    main()
