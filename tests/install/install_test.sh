#!/usr/bin/env bash
# ctest Install.*: `cmake --install` into a temporary prefix, then what an installed xqsim gives:
# the files (program, man page when help2man was found, bash completion, headers, libraries, the
# CMake package), the program running from there, its completion, and a project outside the tree
# (tests/install/consumer) that find_package(xqsim)s, links xqsim::pairing, and pairs round 1
# exactly as the installed `xqsim pair` does.
#
# usage: install_test.sh BUILD_DIR WORK_DIR SOURCE_DIR CXX_COMPILER MAN_PAGE(ON|OFF)
set -euo pipefail
build=$1 work=$2 source=$3 cxx=$4 man=$5
prefix=$work/prefix
problems=0
fail() { echo "FAIL: $*"; problems=$((problems + 1)); }
expect_file() { [ -f "$prefix/$1" ] || fail "not installed: $1"; }

rm -rf "$work"
mkdir -p "$work"
start=$(date +%s)
cmake --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; exit 1; }

# The files.
[ -x "$prefix/bin/xqsim" ] || fail "not installed (executable): bin/xqsim"
expect_file share/bash-completion/completions/xqsim
for f in pairing/pairing.hpp pairing/model/record.hpp pairing/io/record_file.hpp verify/verify.hpp \
  reports/batch_summary.hpp sim/batch.hpp; do
  expect_file "include/$f"
done
for lib in model io standings swiss team roundrobin knockout pairing verify reports sim; do
  expect_file "lib/libxq_$lib.a"
done
for f in xqsimConfig.cmake xqsimConfigVersion.cmake xqsimTargets.cmake; do expect_file "lib/cmake/xqsim/$f"; done
if [ "$man" = ON ]; then
  page=$prefix/share/man/man1/xqsim.1
  if [ -f "$page" ]; then
    version=$("$prefix/bin/xqsim" --version)
    grep -q "^\.TH XQSIM \"1\" .*\"$version\"" "$page" || fail "xqsim.1: no .TH line with '$version'"
    for s in SYNOPSIS COMMANDS OPTIONS; do grep -q "^\.SH \"\?$s" "$page" || fail "xqsim.1: no $s section"; done
    for c in $("$prefix/bin/xqsim" --help | awk '/^Commands:/ { f = 1; next } f && /^$/ { exit } f { print $1 }'); do
      grep -q "^\.SS \"xqsim $c\"" "$page" || fail "xqsim.1: no subsection for xqsim $c"
    done
    grep -q 'progress' "$page" || fail "xqsim.1: simulate's --progress is not in the page"
  else
    fail "not installed: share/man/man1/xqsim.1 (help2man was found at configure time)"
  fi
elif [ -e "$prefix/share/man/man1/xqsim.1" ]; then
  fail "a man page was installed although help2man was not found"
fi
nothing_else=$(cd "$prefix" && find . -type f ! -path './include/*' ! -path './lib/*' ! -path ./bin/xqsim \
  ! -path ./share/bash-completion/completions/xqsim ! -path ./share/man/man1/xqsim.1)
[ -z "$nothing_else" ] || fail "unexpected files installed: $nothing_else"

# The installed program runs, and its completion completes (bash, the installed script).
"$prefix/bin/xqsim" --version | grep -Eq '^xqsim [0-9]+\.[0-9]+\.[0-9]+$' || fail "installed xqsim --version"
complete_words() {  # complete_words WORD… : what TAB after the last word offers, one per line
  (cd "$source" && PATH="$prefix/bin:$PATH" bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _xqsim; printf "%s\n" "${COMPREPLY[@]}"' _ "$prefix/share/bash-completion/completions/xqsim" "$@")
}
offers() {  # offers WORD… :: WANT… : TAB after the words offers each WANT
  local words=() got
  while [ "$1" != :: ]; do words+=("$1"); shift; done
  shift
  got=$(complete_words "${words[@]}")
  for want in "$@"; do
    grep -qx -- "$want" <<<"$got" || fail "completion of '${words[*]}': '$want' not offered (got: $(echo $got))"
  done
}
offers xqsim "" :: simulate compare merge init pair unpair results standings verify signature regress
offers xqsim st :: standings
offers xqsim simulate --pro :: --progress
offers xqsim compare -- :: --progress --tiebreaks --variant --lang --help
offers xqsim pair -- :: --seed --out --format --explain --print --rules --set --help
offers xqsim pair --format "" :: table csv
offers xqsim standings --format "" :: table csv json
offers xqsim simulate --repair-check "" :: on off
offers xqsim simulate scenarios/wxc-2022-m :: scenarios/wxc-2022-men.toml
offers xqsim standings samples/matchbp-event8. :: samples/matchbp-event8.json samples/matchbp-event8.trf

# A project outside the tree builds against the package and pairs as the installed xqsim does.
cmake -S "$source/tests/install/consumer" -B "$work/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$prefix" >"$work/consumer-configure.log" 2>&1 ||
  { cat "$work/consumer-configure.log"; exit 1; }
found=$(sed -n 's/^xqsim_DIR:PATH=//p' "$work/consumer/CMakeCache.txt")
[ "$found" = "$prefix/lib/cmake/xqsim" ] || fail "the consumer found xqsim in '$found', not in the prefix"
cmake --build "$work/consumer" >"$work/consumer-build.log" 2>&1 || { cat "$work/consumer-build.log"; exit 1; }
"$work/consumer/consumer" >"$work/consumer.csv" || fail "the consumer exited $?"

printf 'name,rating\n' >"$work/players.csv"
for i in 1 2 3 4 5 6 7 8; do printf 'Player %d,%d\n' "$i" $((2400 - 25 * i)) >>"$work/players.csv"; done
"$prefix/bin/xqsim" init --entrants "$work/players.csv" --set rounds=5 --out "$work/event.json" >/dev/null
"$prefix/bin/xqsim" pair "$work/event.json" --format csv 2>/dev/null |
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; print "board,red_no,black_no,red_name,black_name"; next }
           $col["board"] != "bye" { print $col["board"] "," $col["red_no"] "," $col["black_no"] "," $col["red_name"] "," $col["black_name"] }' \
    >"$work/cli.csv"
[ "$(wc -l <"$work/consumer.csv")" -eq 5 ] || fail "the consumer printed $(wc -l <"$work/consumer.csv") lines, not a header and 4 boards"
diff "$work/cli.csv" "$work/consumer.csv" >"$work/diff.txt" ||
  fail "the consumer's round 1 differs from xqsim pair's: $(cat "$work/diff.txt")"
cat "$work/consumer.csv"

echo "install test: $(($(date +%s) - start)) s, $problems problem(s)"
[ "$problems" -eq 0 ]
