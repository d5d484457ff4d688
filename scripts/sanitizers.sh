#!/usr/bin/env bash
# The unit tests (ctest label `unit`) under AddressSanitizer and UndefinedBehaviorSanitizer,
# in CI together in one build (preset sanitize: g++ -O1, asserts on, warnings are errors), building only the unit tests
# (target xq_unit_tests). Part of scripts/test.sh (CI); docs/testing.md has the figures.
#   scripts/sanitizers.sh [PRESET...]     default: sanitize (ASan and UBSan in one build); asan, ubsan apart
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
[ ${#presets[@]} -gt 0 ] || presets=(sanitize)
for preset in "${presets[@]}"; do
  cmake --preset "$preset"
  cmake --build --preset "$preset" --target xq_unit_tests
  ctest --preset "$preset" -L unit -j 2
done
