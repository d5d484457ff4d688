#!/usr/bin/env bash
# ctest Completion.*: the bash completion of the source tree (cli/completion/xqsim.bash) offers
# what each command's --help says. For every command of `xqsim --help`, every option its Usage
# line gives a list of values (`--format csv|json|html|xlsx|trf`, `--lang en|zh`) completes to
# exactly those values; the values a help gives in words only (`--encoding ENC`) are checked one
# by one below, and so are the files an option takes (merge's --summary: .json).
#
# usage: completion_test.sh XQSIM SOURCE_DIR WORK_DIR
set -euo pipefail
xqsim=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") source=$(cd "$2" && pwd) work=$3
script=$source/cli/completion/xqsim.bash
problems=0 checked=0
fail() { echo "FAIL: $*"; problems=$((problems + 1)); }

rm -rf "$work"
mkdir -p "$work/files"
touch "$work/files/a.json" "$work/files/b.csv" "$work/files/c.txt"
bin_dir=$(dirname "$xqsim")
help_text() { "$xqsim" "$1" --help | tr -s ' \n' ' '; }  # a command's help, its wrapped lines joined

complete_words() {  # complete_words WORD… : what TAB after the last word offers, sorted, one a line
  (cd "$work/files" && PATH="$bin_dir:$PATH" bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _xqsim; printf "%s\n" "${COMPREPLY[@]}"' _ "$script" "$@" | sed '/^$/d' | sort)
}
offers_exactly() {  # offers_exactly "WORD…" VALUE… : TAB after the words offers these values, no other
  local words=$1 want got
  shift
  want=$(printf '%s\n' "$@" | sort)
  # shellcheck disable=SC2086
  got=$(complete_words $words "")
  checked=$((checked + 1))
  [ "$got" = "$want" ] || fail "completion of '$words ': offers '$(echo $got)', not '$(echo $want)'"
}

# The value lists of every command's Usage line (wrapped lines joined).
commands=$("$xqsim" --help | awk '/^[Cc]ommands:/ { f = 1; next } f && /^$/ { exit } f && /^  [a-z]/ { print $1 }')
[ -n "$commands" ] || { echo "FAIL: no commands in xqsim --help"; exit 1; }
for c in $commands; do
  usage=$("$xqsim" "$c" --help | awk '/^Usage:/ { f = 1 } f && /^$/ { exit } f' | tr -s ' \n' ' ')
  [ -n "$usage" ] || fail "xqsim $c --help: no Usage line"
  while read -r option values; do
    [ -n "$option" ] || continue
    # shellcheck disable=SC2046
    offers_exactly "xqsim $c $option" $(tr '|' ' ' <<<"$values")
  done < <(grep -oE -- '--[a-z][a-z-]* [a-z0-9][a-z0-9-]*(\|[a-z0-9][a-z0-9-]*)+' <<<"$usage" | sort -u)
done
[ "$checked" -ge 6 ] || fail "only $checked value lists found in the Usage lines"

# Values the helps give in words.
offers_exactly "xqsim init --encoding" auto utf-8 gb18030
offers_exactly "xqsim results --encoding" auto utf-8 gb18030
for c in init results; do
  help_text $c | grep -q -- 'auto (default: UTF-8, else GB18030 with a note), utf-8 or gb18030' ||
    fail "xqsim $c --help no longer lists auto, utf-8, gb18030 for --encoding: update this test and the script"
done
# Files: merge's --summary takes summary.json files (and folders to go into).
help_text merge | grep -q -- '--summary' || fail "xqsim merge --help has no --summary"
offers_exactly "xqsim merge --summary" a.json
offers_exactly "xqsim init --entrants" b.csv

echo "completion test: $checked option value lists checked, $problems problem(s)"
[ "$problems" -eq 0 ]
