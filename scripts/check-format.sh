#!/usr/bin/env bash
# Fails when a C++ file tracked by git is not formatted by .clang-format (part of scripts/test.sh).
# To format everything: git ls-files '*.cpp' '*.hpp' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files '*.cpp' '*.hpp')
if ! clang-format --dry-run -Werror $files; then
  echo "check-format: the files above are not formatted; run: git ls-files '*.cpp' '*.hpp' | xargs clang-format -i" >&2
  exit 1
fi
echo "check-format: $(echo "$files" | wc -l) files formatted"
