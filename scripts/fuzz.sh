#!/usr/bin/env bash
# Builds the libFuzzer targets (preset `fuzz`: clang, ASan + UBSan) and runs each for SECONDS
# (default 20; CI runs the default). docs/testing.md: running longer, one target, reproducing.
#   scripts/fuzz.sh [SECONDS] [TARGET...]     TARGET: record_json trf entry_list results_csv rules_toml scenario
# Each target keeps what it learns in build/fuzz/fuzz-corpus/TARGET (the seeds from the sources
# are in build/fuzz/fuzz-seeds/TARGET); a crashing input is written to build/fuzz/fuzz-crashes/.
# Exit 1 when any target found a crash, leak, sanitizer report or timeout.
# FUZZ_SEED fixes libFuzzer's random seed (CI: 1, so a run repeats the one before it on the same
# seeds; a slower machine runs a prefix of it); unset or 0, each run draws its own.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(record_json trf entry_list results_csv rules_toml scenario)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
build=build/fuzz
mkdir -p "$build/fuzz-crashes"
failed=()
summary=()
for t in "${targets[@]}"; do
  exe="$build/tests/fuzz/${t}_fuzz"
  corpus="$build/fuzz-corpus/$t"
  mkdir -p "$corpus"
  log="$build/fuzz-crashes/$t.log"
  dict=()  # the format's keywords (tests/fuzz/*.dict) help the mutations past the key checks
  case $t in
    record_json) dict=(-dict=tests/fuzz/record_json.dict) ;;
    rules_toml | scenario) dict=(-dict=tests/fuzz/toml.dict) ;;
  esac
  echo "fuzz: $t for ${seconds}s"
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb: memory beyond 2 GB is a bug.
  if "$exe" -seed="${FUZZ_SEED:-0}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 "${dict[@]}" \
      -artifact_prefix="$build/fuzz-crashes/$t-" "$corpus" "$build/fuzz-seeds/$t" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    summary+=("$t: $runs runs, $rate exec/s, corpus $(ls "$corpus" | wc -l) files")
  else
    failed+=("$t")
    tail -n 60 "$log" >&2
    summary+=("$t: FAILED (log $log; reproduce: $exe $build/fuzz-crashes/$t-*)")
  fi
done
printf 'fuzz: %s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: crashes in ${failed[*]}" >&2
  exit 1
fi
