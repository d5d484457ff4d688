#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and runs every test: the README's test command.
# Builds with the `ci` preset (Release, -Wall -Wextra -Wpedantic -Werror).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
scripts/check-format.sh
cmake --preset ci
cmake --build --preset ci
ctest --preset ci
