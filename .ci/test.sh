#!/usr/bin/env bash
# `npm test`: every check and test, each stage timed (.ci/stages.sh). The checks (about one core) run in one
# lane while the unit tests (two jest workers) and then the build run in the other. The build comes after the
# unit tests and long after the typecheck (`next typegen` writes into .next). Then the tests that start
# processes (post-build.test.ts reads the build), then the browser tests: each of those two keeps both cores
# busy, and run together they took longer than one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/stages.sh
# scripts/test-fresh.sh has recorded the install already; a plain `npm test` starts a new table.
[ "${STAGES_CONTINUE:-}" = 1 ] || : >"$STAGES_FILE"

lanes "stage typecheck npm run typecheck && stage functions npm run check:functions && stage format npm run format:check && stage lint npm run lint" \
  "stage unit npm run test:unit && stage build npm run build:test"
# The Debian packages scripts/test-fresh.sh may still be installing: the stages from here on drive them.
wait_for_background
stage integration npm run test:integration
stage e2e npm run test:e2e
stage_summary
