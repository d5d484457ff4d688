# bash completion for xqsim, installed as share/bash-completion/completions/xqsim (loaded by
# bash-completion when `xqsim` is first completed; by hand: `source cli/completion/xqsim.bash`).
#
#   xqsim <TAB>                 the commands
#   xqsim pair --<TAB>          the command's options
#   xqsim pair <TAB>            its arguments: records (.json, .trf), scenarios (.toml), …
#   xqsim pair --format <TAB>   an option's values (table csv), files or folders
#
# The commands and their options are read from the program itself — `xqsim --help` and
# `xqsim COMMAND --help`, once per shell — so a new command or option completes with no change
# here. What an argument or an option's value completes to is in the two case statements of
# _xqsim_complete_value and _xqsim_complete_argument: a new command's files and option values
# are added there (keyed "command:option" and by command name).

# "program\ncommand" → "options|options that take a value", read from its --help.
declare -gA _xqsim_options_cache 2>/dev/null || true

# The commands: the lines "  NAME  summary" under "Commands:" in `xqsim --help`.
_xqsim_commands() {
  "$1" --help 2>/dev/null | awk '/^[Cc]ommands:/ { f = 1; next } f && /^$/ { exit } f && /^  [a-z]/ { print $1 }'
}

# A command's options ("--a --b|--b") from its --help: the option lines of Boost's table
# ("  -n [ --count ] COUNT   text", "  --mpi   text"); a word after the names is the value.
_xqsim_options() {
  local key="$1"$'\n'"$2"
  if [[ -z ${_xqsim_options_cache[$key]+set} ]]; then
    _xqsim_options_cache[$key]=$("$1" "$2" --help 2>/dev/null | awk '
      /^  -/ {
        spec = $0; sub(/^  /, "", spec); sub(/   +.*/, "", spec)  # the names and value, not the text
        n = split(spec, w, /[ ,]+/); value = 0; names = ""
        for (i = 1; i <= n; i++) {
          if (w[i] ~ /^-/) names = names " " w[i]
          else if (w[i] != "[" && w[i] != "]" && w[i] != "") value = 1
        }
        all = all names
        if (value) takes = takes names
      }
      END { print all " --help|" takes }')
  fi
  printf '%s\n' "${_xqsim_options_cache[$key]}"
}

# Files ending in one of the extensions ("json|trf"; "" = any file), and folders to go into.
_xqsim_files() {
  if declare -F _filedir >/dev/null; then
    _filedir ${1:+"$1"}
  else
    local IFS=$'\n' f
    for f in $(compgen -f -- "$cur"); do
      [[ -z $1 || -d $f || $f =~ \.($1)$ ]] && COMPREPLY+=("$f")
    done
  fi
}
_xqsim_dirs() {
  if declare -F _filedir >/dev/null; then _filedir -d; else local IFS=$'\n'; COMPREPLY+=($(compgen -d -- "$cur")); fi
}
_xqsim_words() { local IFS=$' \t\n'; COMPREPLY+=($(compgen -W "$1" -- "$cur")); }

# The value of option $2 of command $1 ($cur is the word being completed): the values each
# command's --help lists for it. Add a new option here (tests/completion checks them against --help).
_xqsim_complete_value() {
  case "$1:$2" in
    *:--rules | *:--scenario) _xqsim_files 'toml' ;;
    *:--entrants | results:--results) _xqsim_files 'csv' ;;
    pair:--format) _xqsim_words 'table csv' ;;
    standings:--format) _xqsim_words 'table csv json' ;;
    export:--format) _xqsim_words 'csv json html xlsx trf' ;;
    export:--what) _xqsim_words 'standings crosstable pairings results all' ;;
    export:--out) _xqsim_files '' ;;  # the table's file: any name
    *:--encoding) _xqsim_words 'auto utf-8 gb18030' ;;
    *:--lang) _xqsim_words 'en zh' ;;
    *:--repair-check) _xqsim_words 'on off' ;;
    standings:--stage) _xqsim_words '1' ;;
    add:--sex) _xqsim_words 'm w' ;;
    add:--title) _xqsim_words 'GM IM WGM FM WIM CM WFM WCM' ;;
    simulate:--out | compare:--out | merge:--out | *:--against | *:--dir) _xqsim_dirs ;;
    *:--out | *:--seeds-from | *:--record) _xqsim_files 'json|trf' ;;
    *:--check) _xqsim_files 'txt' ;;
    merge:--summary) _xqsim_files 'json' ;;
    *:--count | *:-n | *:--seed | *:--threads | *:--shard | *:--keep | *:--keep-warnings | *:--set | \
      *:--tiebreaks | *:--variant | *:--event | *:--repair-seed | *:--round | *:--from-round | *:--teams | \
      *:--category | *:--group | *:--date | *:--round-dates | *:--player | *:--name | *:--team | \
      *:--rating | *:--fide-id | *:--birth-date | *:--federation | *:--city | *:--start-date | \
      *:--end-date | *:--type | *:--chief-arbiter | *:--deputy-arbiter | *:--time-control | *:--sends) ;;  # free text
    *) _xqsim_files '' ;;  # an option not listed here: any file
  esac
}

# The arguments (not options) of command $1. Add a new command's arguments here.
_xqsim_complete_argument() {
  case "$1" in
    simulate | compare | signature) _xqsim_files 'toml' ;;
    merge) _xqsim_files 'json' ;;
    regress) _xqsim_files 'json|trf' ;;  # a folder or one record
    results) if [[ $2 -eq 0 ]]; then _xqsim_files 'json|trf'; else _xqsim_files 'csv'; fi ;;
    *) _xqsim_files 'json|trf' ;;  # init, pair, unpair, standings, verify, …: a record
  esac
}

_xqsim() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD - 1]}"
  local program="${COMP_WORDS[0]}"
  COMPREPLY=()
  [[ $program == "~/"* ]] && program="$HOME/${program#\~/}"
  if [[ $COMP_CWORD -eq 1 ]]; then
    if [[ $cur == -* ]]; then _xqsim_words '--help --version'; else _xqsim_words "$(_xqsim_commands "$program")"; fi
    return 0
  fi
  local command="${COMP_WORDS[1]}" spec all takes
  spec=$(_xqsim_options "$program" "$command")
  all="${spec%%|*}" takes="${spec#*|}"
  if [[ $cur == -* ]]; then
    _xqsim_words "$all"
    return 0
  fi
  if [[ $prev == -* && " $takes " == *" $prev "* ]]; then
    _xqsim_complete_value "$command" "$prev"
    return 0
  fi
  # Which argument this is: words after the command that are neither options nor their values.
  local i args=0 word
  for ((i = 2; i < COMP_CWORD; i++)); do
    word="${COMP_WORDS[i]}"
    if [[ $word == -* ]]; then
      [[ " $takes " == *" $word "* ]] && ((i++))
    else
      ((args++))
    fi
  done
  _xqsim_complete_argument "$command" "$args"
  return 0
}

complete -o filenames -F _xqsim xqsim
