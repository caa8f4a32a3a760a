#!/usr/bin/env bash
# `npm run test:quick`: the loop after a change, in under a minute. The files changed since QUICK_BASE
# (default HEAD: what is not committed yet, untracked files included) get lint and the formatting check, and
# the unit tests that import them run (jest --findRelatedTests, projects dom and node); meanwhile the whole
# project is typechecked incrementally (tsconfig's tsbuildinfo). `npm test` runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The two hostile-input property runs send 1,000 generated requests each here; npm test sends 10,000.
export HOSTILE_RUNS="${HOSTILE_RUNS:-1000}"
STAGES_FILE=.ci/logs/quick.tsv
source .ci/stages.sh
: >"$STAGES_FILE"

base="${QUICK_BASE:-HEAD}"
changed=()
while IFS= read -r file; do
  [ -f "$file" ] && changed+=("$file")
done < <({ git diff --name-only --diff-filter=ACMR "$base" --; git ls-files --others --exclude-standard; } | sort -u)
code=()
for file in "${changed[@]}"; do
  case "$file" in *.ts | *.tsx | *.mjs | *.js) code+=("$file") ;; esac
done
echo "Changed since ${base}: ${#changed[@]} file(s), ${#code[@]} of them code."

checks="true"
if [ ${#changed[@]} -gt 0 ]; then
  checks="stage format npx prettier --check --ignore-unknown ${changed[*]@Q}"
fi
if [ ${#code[@]} -gt 0 ]; then
  checks="$checks && stage lint npx eslint --max-warnings=0 --cache --cache-location node_modules/.cache/marque-tests/eslint ${code[*]@Q}"
  checks="$checks && stage unit env NODE_OPTIONS=--experimental-vm-modules npx jest --passWithNoTests --selectProjects dom node --findRelatedTests ${code[*]@Q}"
fi
lanes "stage typecheck npm run -s tsc" "$checks"
stage_summary
