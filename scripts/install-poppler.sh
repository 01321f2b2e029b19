#!/usr/bin/env bash
# Installs Debian's poppler-utils (pdftoppm, pdftotext) for the end-to-end tests: the analytics test
# renders the downloaded PDF to pixels and reads its text layer.
set -euo pipefail

exec bash "$(dirname "$0")/apt-install.sh" poppler-utils /usr/bin/pdftoppm
