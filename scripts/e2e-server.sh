#!/usr/bin/env bash
# Serves the production build on a fresh, seeded SQLite database for the end-to-end tests.
# With E2E_DATA_DIR set (scripts/test.sh seeds it while the checks and the build run), it waits
# for that seed and serves it; otherwise it seeds a new directory first.
set -euo pipefail
port="${1:-3100}"
export ADMIN_EMAIL="${ADMIN_EMAIL:-editor@example.com}" ADMIN_PASSWORD="${ADMIN_PASSWORD:-e2e-editor-password}"
if [ -n "${E2E_DATA_DIR:-}" ]; then
  dir="$E2E_DATA_DIR"
  until [ -f "$dir/.seed-status" ]; do sleep 1; done
  [ "$(cat "$dir/.seed-status")" = 0 ] || { echo "the e2e seed in $dir failed"; exit 1; }
else
  dir="$(mktemp -d)"
  bash scripts/e2e-seed.sh "$dir"
fi
# tests/e2e/database-faults.spec.ts and shutdown.spec.ts lock and copy this server's database.
echo "$dir" > "${TMPDIR:-/tmp}/retail-cloud-e2e-$port.data-dir"
export DATA_DIR="$dir" PORT="$port" NODE_ENV=production LOG_LEVEL=warn
# The ingest endpoint is on with a test key (tests/e2e/search-api.spec.ts sends it); the search
# itself stays open, as pages call it without a key.
export INGEST_API_KEY="${INGEST_API_KEY:-e2e-ingest-key-0123456789}"
unset SEARCH_API_KEY
# Leads go to the fake hub tests/e2e/enquiry.spec.ts starts on port 3199 (down until it does),
# retried after about 1 s, 2 s, 4 s … so a lead sent while it is down arrives within seconds.
export PAGE_CACHE_VARIANTS="${PAGE_CACHE_VARIANTS:-32}"
# Every spec (the fuzz suite's thousands of requests too) comes from 127.0.0.1: the per-address
# limits are raised so they do not refuse one spec for another's traffic (tests/e2e/limits.spec.ts
# checks the limits as shipped on a server of its own).
export RATE_LIMIT_SCALE="${RATE_LIMIT_SCALE:-1000}"
export LEAD_HUB_URL="${LEAD_HUB_URL:-http://127.0.0.1:3199/leads}"
export LEAD_OUTBOX_POLL_MS="${LEAD_OUTBOX_POLL_MS:-500}" LEAD_OUTBOX_BASE_DELAY_MS="${LEAD_OUTBOX_BASE_DELAY_MS:-1000}"
[ -f .next/BUILD_ID ] || npx next build
exec npx next start -p "$port"
