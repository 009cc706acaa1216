"""TAP output shared by the Python test drivers: collect checks, then report.

    from tap import check, finish
    check("name", condition, "detail shown under a failure")
    @test                       # a function of checks, run at once; its crash is a failure
    def some_case(): ...
    finish()   # prints the plan and one line per check; exits 1 on any failure or none
"""
import sys

_results = []


def check(name, ok, detail=""):
    _results.append((name, bool(ok), detail))


def test(fn):
    """Runs fn now (a decorator): a crash of the check itself is a failed check."""
    try:
        fn()
    except Exception as ex:
        check(fn.__name__, False, f"{type(ex).__name__}: {ex}")
    return fn


def finish():
    print(f"1..{len(_results)}")
    for i, (name, ok, detail) in enumerate(_results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {name}")
        if not ok and detail:
            for line in str(detail).splitlines():
                print(f"# {line}")
    sys.exit(0 if _results and all(ok for _, ok, _ in _results) else 1)
