#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds xqsim and runs the main job: the README's main command.
# For now: the standings of the bundled reference event (17 players, 11 rounds), written to
# out/standings.txt and out/standings.csv and shown on the terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
cmake --preset release
cmake --build --preset release --target xqsim
mkdir -p out
bin=build/release/cli/xqsim
"$bin" standings samples/matchbp-event8.json --format csv > out/standings.csv.tmp
mv out/standings.csv.tmp out/standings.csv
"$bin" standings samples/matchbp-event8.json | tee out/standings.txt.tmp
mv out/standings.txt.tmp out/standings.txt
echo "written: out/standings.txt, out/standings.csv"
