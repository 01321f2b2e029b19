#!/usr/bin/env bash
# Installs Debian's HAProxy for the sync torture test (issue 27): two server processes behind a real
# load balancer. The test writes its own configuration per run and starts haproxy itself; the
# package's system service is not used.
set -euo pipefail

HAPROXY_PATH=/usr/sbin/haproxy

if [ -x "$HAPROXY_PATH" ]; then
  echo "haproxy already installed: $("$HAPROXY_PATH" -v 2>/dev/null | head -n 1 || echo "$HAPROXY_PATH")"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

# `env` carries the variable through sudo, which would otherwise drop it.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy

if [ ! -x "$HAPROXY_PATH" ]; then
  echo "apt-get finished but $HAPROXY_PATH is still missing" >&2
  exit 1
fi
echo "haproxy installed: $("$HAPROXY_PATH" -v 2>/dev/null | head -n 1 || echo "$HAPROXY_PATH")"
