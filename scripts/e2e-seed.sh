#!/usr/bin/env bash
# Migrates and seeds the end-to-end tests' database into DIR (scripts/e2e-server.sh serves it).
# Writes DIR/.seed-status (the exit status) last, so a waiting server knows when it is done.
set -uo pipefail
dir="$1"
mkdir -p "$dir"
export DATA_DIR="$dir" NODE_ENV=production LOG_LEVEL=warn
export ADMIN_EMAIL="${ADMIN_EMAIL:-editor@example.com}" ADMIN_PASSWORD="${ADMIN_PASSWORD:-e2e-editor-password}"
started=$(date +%s)
node scripts/payload-cli.mjs migrate >/dev/null && node scripts/payload-cli.mjs run src/seed/index.ts
status=$?
echo "e2e database seeded in $(($(date +%s) - started)) s (exit $status)"
echo "$status" > "$dir/.seed-status"
exit "$status"
