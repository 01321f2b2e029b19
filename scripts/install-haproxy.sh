#!/usr/bin/env bash
# Installs Debian's HAProxy for the sync torture test: two server processes behind a real
# load balancer. The test writes its own configuration per run and starts haproxy itself; the
# package's system service is not used.
set -euo pipefail

exec bash "$(dirname "$0")/apt-install.sh" haproxy /usr/sbin/haproxy
