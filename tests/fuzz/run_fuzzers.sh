#!/usr/bin/env bash
# Runs every fuzz target for SECONDS seconds (two at a time on two cores) with
# the seed corpus from testdata/ (FUZZ_JOBS at a time, default 2) and prints one TAP line per target: a crash,
# leak, sanitizer report or timeout fails it (the input is kept under OUT).
# Usage: run_fuzzers.sh BUILD_DIR SECONDS OUT_DIR
set -u
build=$1 seconds=$2 out=$3
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
targets=(fuzz_verify fuzz_desugar fuzz_resugar fuzz_parts fuzz_config fuzz_mlir fuzz_perf_table fuzz_lsp)
run_one() {
    local t=$1
    mkdir -p "$out/$t.corpus"
    # The HLO targets start from the HLO of testdata/, the config target from its config files.
    local seeds=("$root/testdata/verify/ok" "$root/testdata/verify/err" "$root/testdata/desugar"
                 "$root/testdata/resugar" "$root/testdata/roundtrip" "$root/testdata/chains"
                 "$root/tests/fuzz/regressions" "$root/tests/fuzz/corpus")
    local dict=("-dict=$root/tests/fuzz/hlo.dict")
    if [ "$t" = fuzz_config ]; then
        seeds=("$root/testdata/config") dict=()
    elif [ "$t" = fuzz_perf_table ]; then # XLA's tables, small ones in their own syntax
        seeds=("$root/tests/fuzz/perf-seeds") dict=()
    elif [ "$t" = fuzz_lsp ]; then # the server starts from whole conversations
        seeds=("$root/tests/fuzz/lsp-seeds") dict=("-dict=$root/tests/fuzz/lsp.dict")
    elif [ "$t" = fuzz_mlir ]; then # the MLIR front end starts from MLIR text
        seeds=("$root/tests/fuzz/mlir-seeds" "$root/testdata/mlir/ok" "$root/testdata/mlir/err"
               "$root/testdata/mlir/chains" "$root/testdata/mlir/crosscheck")
        dict=("-dict=$root/tests/fuzz/mlir.dict")
    fi
    "$build/tests/fuzz/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        "${dict[@]}" -artifact_prefix="$out/$t-" -print_final_stats=1 \
        "$out/$t.corpus" "${seeds[@]}" \
        >"$out/$t.log" 2>&1
    echo $? >"$out/$t.rc"
}
pids=()
for t in "${targets[@]}"; do
    run_one "$t" &
    pids+=($!)
    # FUZZ_JOBS at a time
    if [ ${#pids[@]} -ge "${FUZZ_JOBS:-2}" ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
wait
echo "1..${#targets[@]}"
i=0 fail=0
for t in "${targets[@]}"; do
    i=$((i + 1))
    rc=$(cat "$out/$t.rc" 2>/dev/null || echo 1)
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/$t.log" | grep -o '[0-9]*$')
    if [ "$rc" = 0 ]; then
        echo "ok $i - $t ran ${seconds}s (${runs:-?} inputs) without findings"
    else
        fail=1
        echo "not ok $i - $t: exit $rc"
        grep -E 'ERROR|SUMMARY|fuzz property failed|Test unit written' "$out/$t.log" | head -5 | sed 's/^/# /'
    fi
done
exit $fail
