#!/usr/bin/env bash
# apt-install.sh PACKAGE PATH: installs Debian's PACKAGE unless PATH (a program it provides) is
# already there, as root or through sudo; fails when PATH is still missing afterwards. The tests'
# installers (install-chromium.sh, install-poppler.sh, install-haproxy.sh) use it.
set -euo pipefail

PACKAGE=$1
PROGRAM=$2

if [ -x "$PROGRAM" ]; then
  echo "$PACKAGE already installed: $PROGRAM"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

# `env` carries the variable through sudo, which would otherwise drop it.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$PACKAGE"

if [ ! -x "$PROGRAM" ]; then
  echo "apt-get finished but $PROGRAM is still missing" >&2
  exit 1
fi
echo "$PACKAGE installed: $PROGRAM"
