#!/usr/bin/env bash
# Installs Debian's poppler-utils (pdftoppm, pdftotext) for the end-to-end tests: the analytics test
# renders the downloaded PDF to pixels and reads its text layer.
set -euo pipefail

PDFTOPPM_PATH=/usr/bin/pdftoppm

if [ -x "$PDFTOPPM_PATH" ]; then
  echo "poppler-utils already installed: $PDFTOPPM_PATH"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

# `env` carries the variable through sudo, which would otherwise drop it.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils

if [ ! -x "$PDFTOPPM_PATH" ]; then
  echo "apt-get finished but $PDFTOPPM_PATH is still missing" >&2
  exit 1
fi
echo "poppler-utils installed: $PDFTOPPM_PATH"
