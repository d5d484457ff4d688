#!/usr/bin/env bash
# Installs the Debian 12 packages xqsim needs to build, test and benchmark.
# Idempotent; run as root (or with sudo) on a fresh machine.
set -euo pipefail
packages=(
  g++ cmake make ninja-build ccache git python3 clang-format
  clang libclang-rt-dev  # the fuzz preset: clang++ and libFuzzer's runtime (libclang_rt.fuzzer)
  libboost-program-options-dev libeigen3-dev
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  libtomlplusplus-dev nlohmann-json3-dev
  rapidjson-dev  # the JSON record reader's fast parse (pairing/io/json_tree.cpp)
  pkgconf libxlsxwriter-dev  # xqsim export --format xlsx (reports/export_xlsx.cpp)
  libopenmpi-dev openmpi-bin
  help2man            # the man page xqsim.1, generated at build time (cmake/install.cmake)
  python3-jsonschema  # ctest Schemas.*: the JSON outputs against docs/schemas/
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
