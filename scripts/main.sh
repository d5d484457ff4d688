#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds xqsim and runs the main job (the README's main
# command): a verified simulation batch of the bundled WXC 2022 men's scenario, its report
# written to out/wxc-2022-men/ (report.html, report.md, report.json, tables/*.csv, summary.json),
# and the standings of the bundled reference event.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
cmake --preset release
cmake --build --preset release --target xqsim
bin=build/release/cli/xqsim
"$bin" simulate scenarios/wxc-2022-men.toml -n "${XQ_COUNT:-2000}" --seed 1 --out out/wxc-2022-men
mkdir -p out
"$bin" standings samples/matchbp-event8.json --format csv > out/standings.csv.tmp
mv out/standings.csv.tmp out/standings.csv
echo "written: out/wxc-2022-men/report.html (and report.md, report.json, tables/, summary.json), out/standings.csv"
