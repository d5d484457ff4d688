#!/usr/bin/env bash
# A million simulated tournaments (issue 15 item 8): every bundled scenario (scenarios/*.toml)
# plays TOTAL / their number of tournaments (the remainder to the first ones), each batch in
# SHARDS shards (`simulate --shard k/N`, one process each, run one after another), the shards
# merged (`xqsim merge`), and the merged summaries checked: every batch whole and 0 violations.
# Prints a table and the totals; exit 0 only when every batch has 0 violations.
#
#   scripts/million.sh [TOTAL=1000000] [OUT=out/million] [SHARDS=2]
#
# XQSIM names the program (default build/release/cli/xqsim, else build/dev/cli/xqsim). Each
# shard uses every core (--threads default). docs/testing.md gives the figures of a run.
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-1000000}
out=${2:-out/million}
shards=${3:-2}
xqsim=${XQSIM:-}
if [ -z "$xqsim" ]; then
  for x in build/release/cli/xqsim build/dev/cli/xqsim; do [ -x "$x" ] && xqsim=$x && break; done
fi
[ -n "$xqsim" ] || { echo "million.sh: build xqsim first (cmake --preset release && cmake --build --preset release)" >&2; exit 2; }

mapfile -t scenarios < <(ls scenarios/*.toml | sort)
n=${#scenarios[@]}
mkdir -p "$out"
start=$(date +%s)
printf '%-36s %10s %10s %8s\n' scenario tournaments violations seconds
sum=0
bad=0
for i in "${!scenarios[@]}"; do
  s=${scenarios[$i]}
  name=$(basename "$s" .toml)
  count=$((total / n + (i < total % n ? 1 : 0)))
  t0=$(date +%s)
  parts=()
  for k in $(seq 1 "$shards"); do
    "$xqsim" simulate "$s" -n "$count" --seed 1 --shard "$k/$shards" --out "$out/$name/shard-$k" > /dev/null
    parts+=("$out/$name/shard-$k/summary.json")
  done
  "$xqsim" merge "${parts[@]}" --out "$out/$name/merged" > /dev/null
  read -r got viol < <(python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(s["count"], s["violations"]["total"])' \
    "$out/$name/merged/summary.json")
  printf '%-36s %10s %10s %8s\n' "$name" "$got" "$viol" "$(($(date +%s) - t0))"
  sum=$((sum + got))
  [ "$got" -eq "$count" ] && [ "$viol" -eq 0 ] || bad=$((bad + 1))
done
printf '%-36s %10s %10s %8s\n' total "$sum" "" "$(($(date +%s) - start))"
[ "$bad" -eq 0 ] || { echo "million.sh: $bad batch(es) incomplete or with violations" >&2; exit 1; }
