#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests. Playwright's own browser download
# (`npx playwright install`) does not work on these machines, so the tests drive /usr/bin/chromium.
set -euo pipefail

CHROMIUM_PATH=/usr/bin/chromium

if [ -x "$CHROMIUM_PATH" ]; then
  echo "chromium already installed: $("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH")"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

# `env` carries the variable through sudo, which would otherwise drop it.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "apt-get finished but $CHROMIUM_PATH is still missing" >&2
  exit 1
fi
echo "chromium installed: $("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH")"
