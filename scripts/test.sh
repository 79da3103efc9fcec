#!/usr/bin/env bash
# The whole test suite (`npm test`, and CI through .ci/run). The end-to-end database is seeded in
# the background from the start: the seed works mostly on one core, and lint and the type check
# each use one, so the two overlap instead of adding up; the build does not need the database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-services.sh
seed_dir="$(mktemp -d)"
bash scripts/e2e-seed.sh "$seed_dir" > "$seed_dir.log" 2>&1 &
seed_pid=$!
trap 'kill "$seed_pid" 2>/dev/null || true' EXIT
npm run lint
npm run typecheck
npm run test:unit
# The type check above covers the build's code; the build need not check it again.
SKIP_BUILD_TYPECHECK=1 npm run build
wait "$seed_pid" || { cat "$seed_dir.log"; echo "the e2e seed failed"; exit 1; }
cat "$seed_dir.log"
E2E_DATA_DIR="$seed_dir" npm run test:e2e
