#!/usr/bin/env bash
# What the test suite needs beyond npm packages: Debian's Chromium for Playwright, a running
# PostgreSQL for the data-layer tests and a running Redis for the scaled-out configuration.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the end-to-end tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
    || { echo "Could not install chromium (needs root and Debian's packages)"; exit 1; }
fi
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    echo "Starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  pg_isready -q -h 127.0.0.1 -p 5432 || { echo "PostgreSQL is not reachable on 127.0.0.1:5432"; exit 1; }
fi
# Redis for the scaled-out tests (the shared page cache of tests/scale-out).
if ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  if command -v redis-server >/dev/null; then
    echo "Starting Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  fi
  for _ in $(seq 1 20); do (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null && break; sleep 0.5; done
  (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null || { echo "Redis is not reachable on 127.0.0.1:6379"; exit 1; }
fi
