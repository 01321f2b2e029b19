#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests. Playwright's own browser download
# (`npx playwright install`) does not work on these machines, so the tests drive /usr/bin/chromium.
set -euo pipefail

exec bash "$(dirname "$0")/apt-install.sh" chromium /usr/bin/chromium
