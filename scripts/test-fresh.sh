#!/usr/bin/env bash
# The whole test run on a fresh machine with only Node and npm (Debian, as CI):
# installs what the tests drive for real, then runs `npm test`. `.ci/run` calls
# this same script, so the README's command and CI's are one.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each stage below and in `npm test` (.ci/test.sh) prints its wall and CPU time; a table closes the run.
source .ci/stages.sh
: >"$STAGES_FILE"

# Debian packages the tests drive for real: Chromium's headless shell (end-to-end; the full browser, with GTK
# and some forty packages more, only serves the bench's Lighthouse), PostgreSQL
# (backend tests on a real server), nginx (tests through a reverse proxy),
# SpamAssassin (scores every kind of email we send), a Java runtime (the W3C
# HTML checker, vnu.jar), and the Liberation fonts the pages' font stacks fall back to (the screenshots are
# taken with them).
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v spamassassin >/dev/null 2>&1 || missing+=(spamassassin)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
apt_install() {
  echo "Installing Debian packages: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  # Without what they only recommend: SpamAssassin's rule compiler (half a minute of CPU compiling rules into C
  # at install, on a machine whose tests are running; scores are the same without it) and Chromium's desktop
  # companions (Mesa's drivers, a printer dialog, a notification daemon), none of which a headless test uses.
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# `npm ci` fails on these machines; install respects the lockfile.
npm_install() { npm install --no-audit --no-fund 2>&1 | tee .ci/logs/npm-install.log; }

# Only the tests that start processes drive these packages: the integration and browser stages. On a fresh
# machine their install (a download of some hundreds of megabytes, then dpkg) runs in the background from the
# start, while Node, npm's packages, the checks, the unit tests and the build go ahead; `npm test` waits for
# it before the first stage that needs it (wait_for_background in .ci/stages.sh).
if [ ${#missing[@]} -gt 0 ]; then
  in_background packages apt_install
  # An early failure must not leave dpkg half done: the run ends only once the install has.
  trap 'wait "$BACKGROUND_PID" 2>/dev/null || true' EXIT
fi

# Node: the major in .nvmrc, installed from npm when the machine has an older one.
source .ci/use-node.sh
stage install npm_install
# EBADENGINE would mean a dependency does not support this Node: fail early.
if grep -q EBADENGINE .ci/logs/npm-install.log; then
  echo "npm install warned EBADENGINE (see .ci/logs/npm-install.log)" >&2
  exit 1
fi

STAGES_CONTINUE=1 npm test
