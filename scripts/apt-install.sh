#!/usr/bin/env bash
# apt-install.sh PACKAGE PATH [PACKAGE PATH ...]: installs each Debian PACKAGE whose PATH (a program
# it provides) is not there yet, in one apt-get run, as root or through sudo; fails when a PATH is
# still missing afterwards. The tests' installers (install-chromium.sh, install-poppler.sh,
# install-haproxy.sh) use it.
set -euo pipefail

MISSING=()
PROGRAMS=()
while [ $# -ge 2 ]; do
  if [ -x "$2" ]; then
    echo "$1 already installed: $2"
  else
    MISSING+=("$1")
    PROGRAMS+=("$2")
  fi
  shift 2
done

if [ ${#MISSING[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

# `env` carries the variable through sudo, which would otherwise drop it.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "${MISSING[@]}"

for i in "${!MISSING[@]}"; do
  if [ ! -x "${PROGRAMS[$i]}" ]; then
    echo "apt-get finished but ${PROGRAMS[$i]} is still missing" >&2
    exit 1
  fi
  echo "${MISSING[$i]} installed: ${PROGRAMS[$i]}"
done
