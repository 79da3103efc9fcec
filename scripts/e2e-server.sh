#!/usr/bin/env bash
# Serves the production build on a fresh, seeded SQLite database for the end-to-end tests.
set -euo pipefail
port="${1:-3100}"
dir="$(mktemp -d)"
export DATA_DIR="$dir" PORT="$port" NODE_ENV=production LOG_LEVEL=warn
export ADMIN_EMAIL="${ADMIN_EMAIL:-editor@example.com}" ADMIN_PASSWORD="${ADMIN_PASSWORD:-e2e-editor-password}"
npx payload migrate >/dev/null
npx payload run src/seed/index.ts
[ -f .next/BUILD_ID ] || npx next build
exec npx next start -p "$port"
