#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests and the benches. Playwright's own browser
# download (`npx playwright install`) does not work on these machines: the tests drive
# /usr/bin/chromium-headless-shell, the benches and the installability check /usr/bin/chromium
# (tests/support/e2e-browser.ts says why).
set -euo pipefail

exec bash "$(dirname "$0")/apt-install.sh" chromium /usr/bin/chromium chromium-headless-shell /usr/bin/chromium-headless-shell
