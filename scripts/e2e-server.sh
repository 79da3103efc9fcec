#!/usr/bin/env bash
# Serves the production build on a fresh, seeded SQLite database for the end-to-end tests.
set -euo pipefail
port="${1:-3100}"
dir="$(mktemp -d)"
export DATA_DIR="$dir" PORT="$port" NODE_ENV=production LOG_LEVEL=warn
export ADMIN_EMAIL="${ADMIN_EMAIL:-editor@example.com}" ADMIN_PASSWORD="${ADMIN_PASSWORD:-e2e-editor-password}"
# The ingest endpoint is on with a test key (tests/e2e/search-api.spec.ts sends it); the search
# itself stays open, as pages call it without a key.
export INGEST_API_KEY="${INGEST_API_KEY:-e2e-ingest-key-0123456789}"
unset SEARCH_API_KEY
# Seen once or twice under load: `payload migrate` ended with status 0 before it connected,
# leaving no database. Check for the file and try again rather than seed into nothing.
for attempt in 1 2 3; do
  npx payload migrate >/dev/null && [ -s "$dir/retail-cloud.db" ] && break
  echo "payload migrate left no database (attempt $attempt)" >&2
  [ "$attempt" = 3 ] && exit 1
done
npx payload run src/seed/index.ts
[ -f .next/BUILD_ID ] || npx next build
exec npx next start -p "$port"
