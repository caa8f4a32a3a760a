#!/usr/bin/env bash
# `npm test`: every check and test, each stage timed (.ci/stages.sh). Every stage keeps both cores busy most of
# its time but for the gaps: so the checks (about one core) run in one lane while the unit tests and then the
# build run in the other, and the tests that start processes (which wait on them a third of the time) run in
# the background while the browser tests run. The build comes after the unit tests and after the typecheck
# (`next typegen` writes into .next); integration after the build (post-build.test.ts reads it).
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/stages.sh
# scripts/test-fresh.sh has recorded the install already; a plain `npm test` starts a new table.
[ "${STAGES_CONTINUE:-}" = 1 ] || : >"$STAGES_FILE"

lanes "stage typecheck npm run typecheck && stage functions npm run check:functions && stage format npm run format:check && stage lint npm run lint" \
  "stage unit npm run test:unit && stage build npm run build:test"
# The Debian packages scripts/test-fresh.sh may still be installing: the stages from here on drive them.
wait_for_background
in_background integration npm run test:integration
e2e=0
STAGE_NO_SUMMARY=1 stage e2e npm run test:e2e || e2e=$?
# Integration's output and result, once it is done, whatever the browser tests did.
wait_for_background
[ "$e2e" -eq 0 ] || { stage_summary; exit "$e2e"; }
stage_summary
