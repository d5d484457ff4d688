#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and runs every test: the README's test command.
# Builds with the `ci` preset (Release, -Wall -Wextra -Wpedantic -Werror) and runs every test;
# then the unit tests under ASan and UBSan (scripts/sanitizers.sh) and each libFuzzer target for
# 20 s (scripts/fuzz.sh). docs/testing.md: what each step covers and how long it takes.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
scripts/check-format.sh
cmake --preset ci
cmake --build --preset ci
ctest --preset ci
scripts/sanitizers.sh
FUZZ_SEED=1 scripts/fuzz.sh 20
