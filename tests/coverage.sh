#!/usr/bin/env bash
# Line, function and branch coverage of src/ by the whole test suite (gcov
# through Debian's lcov), and an HTML report.
#
# Usage: tests/coverage.sh [BUILD_DIR] [--min-branches PERCENT] [--corpus DIR]
#
# Configures BUILD_DIR (default build-coverage) with -Db_coverage=true if it
# is not configured yet (with --corpus, the corpus suite over DIR too:
# docs/testing.md), builds it, clears old counters, runs `meson test`,
# prints the three figures for src/ and writes BUILD_DIR/coverage-html/.
# With --min-branches, exits 1 when branch coverage of src/ is below PERCENT
# (CI's gate); exits 2 when the tests fail or lcov is missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=build-coverage min="" corpus=""
while [ $# -gt 0 ]; do
    case $1 in
        --min-branches) min=$2; shift 2 ;;
        --min-branches=*) min=${1#*=}; shift ;;
        --corpus) corpus=$2; shift 2 ;;
        --corpus=*) corpus=${1#*=}; shift ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) build=$1; shift ;;
    esac
done
for tool in lcov genhtml meson; do
    command -v "$tool" >/dev/null || { echo "coverage: $tool is not installed (apt-get install lcov meson)" >&2; exit 2; }
done
cd "$root"
if [ ! -f "$build/build.ninja" ]; then
    meson setup "$build" -Db_coverage=true --buildtype=debug -Dcorpus="$corpus" >/dev/null
fi
meson compile -C "$build" >/dev/null
# Counters of an earlier run would add up with this one's.
find "$build" -name '*.gcda' -delete
if ! meson test -C "$build" --print-errorlogs >"$build/coverage-tests.log" 2>&1; then
    tail -20 "$build/coverage-tests.log" >&2
    # which tests, and which of their checks, failed (CI quotes these lines)
    cat "$build/coverage-tests.log" "$build/meson-logs/testlog.txt" 2>/dev/null |
        grep -E '^not ok|^ *[0-9]+/[0-9]+ .* (FAIL|ERROR|TIMEOUT) ' | awk '!seen[$0]++' |
        sed 's/^ */coverage: failed: /; s/  */ /g' >&2 || true
    echo "coverage: the tests failed (full log: $build/coverage-tests.log)" >&2
    exit 2
fi
rc=(--rc lcov_branch_coverage=1)
info="$build/coverage.info"
lcov --quiet "${rc[@]}" --capture --directory "$build" --output-file "$info.all" 2>/dev/null
lcov --quiet "${rc[@]}" --extract "$info.all" "$root/src/*" --output-file "$info" 2>/dev/null
genhtml --quiet "${rc[@]}" --output-directory "$build/coverage-html" "$info" 2>/dev/null
summary=$(lcov "${rc[@]}" --summary "$info" 2>&1)
figure() { # the percentage and counts of one line of lcov's summary
    printf '%s\n' "$summary" | sed -n "s/^ *$1\.*: \([0-9.]*%\) (\(.*\))$/\1 (\2)/p"
}
echo "coverage of src/: lines $(figure lines), functions $(figure functions), branches $(figure branches)"
echo "HTML report: $build/coverage-html/index.html"
if [ -n "$min" ]; then
    branches=$(printf '%s\n' "$summary" | sed -n 's/^ *branches\.*: \([0-9.]*\)%.*/\1/p')
    if awk -v b="$branches" -v m="$min" 'BEGIN { exit !(b + 0 < m + 0) }'; then
        echo "coverage: branch coverage of src/ is $branches%, below $min%" >&2
        exit 1
    fi
    echo "branch coverage $branches% >= $min%"
fi
