#!/usr/bin/env bash
# The whole-system end-to-end run: starts the system as `npm start` does (MailDev, CMS, website
# API, both site builds, site server), checks every internal link of the pages the sitemaps
# list (scripts/link-check.ts), runs Playwright in Chromium (desktop and phone projects, two spec
# files at a time; then the specs that must run alone and the editor project, which publishes,
# one at a time), checks the built output for members-only bodies, then stops everything.
#
# The website API gets a fresh database for the run (.data/e2e/): the consent test needs the
# seeded legacy member untouched. Both Playwright projects come from one address, so rate
# limits are scaled up (RATE_LIMIT_SCALE, default 10). When a site already answers on PORT, the
# tests run against it as it is.
set -uo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-8000}
log=.data/e2e-system.log
mkdir -p .data

if curl -fsS -o /dev/null "http://127.0.0.1:${port}/__health" 2>/dev/null; then
  echo "A site server already answers on port ${port}: testing against it."
  npx tsx scripts/link-check.ts "http://127.0.0.1:${port}" || links=1
  npx playwright test -c e2e/playwright.config.ts "$@" && exit "${links:-0}"
  exit 1
fi

rm -rf .data/e2e && mkdir -p .data/e2e
# The run tests the code as it is: both site builds are made anew unless E2E_REUSE_BUILD=1.
if [ "${E2E_REUSE_BUILD:-0}" != "1" ]; then export FORCE_SITE_BUILD=1; fi
export SQLITE_PATH="${PWD}/.data/e2e/website-api.sqlite"
export RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE:-10}
# One member of the previous data handler per browser profile (each can consent only once):
# legacy and legacy-2 for the consent spec, legacy-3 and legacy-4 for the token-logs spec.
export SEED_LEGACY_MEMBERS=4
# The token-logs spec searches the services' log lines for link tokens.
export E2E_SYSTEM_LOG="${PWD}/${log}"
# The service-outage spec stops and restarts the website API through scripts/start.ts.
export E2E_CONTROL_DIR="${PWD}/.data/e2e"
# The editor project publishes more than once; the first release must still be there afterwards
# for the comparison below.
export KEEP_RELEASES=${KEEP_RELEASES:-5}

echo "Starting the system (log: ${log}) …"
started=$(date +%s)
# Its own process group (setsid): stopping it stops every service it started.
setsid node_modules/.bin/tsx scripts/start.ts >"${log}" 2>&1 &
system=$!
stop_system() {
  kill -TERM -- -${system} 2>/dev/null || return 0
  for _ in $(seq 1 20); do
    kill -0 -- -${system} 2>/dev/null || return 0
    sleep 0.5
  done
  kill -KILL -- -${system} 2>/dev/null
}
trap stop_system EXIT

last=0
for _ in $(seq 1 3600); do
  if grep -q "press Ctrl-C to stop" "${log}"; then break; fi
  if ! kill -0 ${system} 2>/dev/null; then
    echo "The system did not start:"
    tail -60 "${log}"
    exit 1
  fi
  # Progress: the start script's own lines, as they come.
  lines=$(grep -c "^\[start\]\|\[start\]" "${log}" || true)
  if ((lines > last)); then
    grep "\[start\]" "${log}" | sed -n "$((last + 1)),${lines}p"
    last=${lines}
  fi
  sleep 1
done
if ! grep -q "press Ctrl-C to stop" "${log}"; then
  echo "The system did not start within an hour:"
  tail -60 "${log}"
  exit 1
fi
echo "System up in $(($(date +%s) - started)) s."

status=0
failed_parts=()
fail() {
  status=1
  failed_parts+=("$1")
}
# Every internal link of every page the sitemaps list, in both layouts, before the editor's
# publish changes anything (decision 089).
npx tsx scripts/link-check.ts "http://127.0.0.1:${port}" || fail "link check"
started_release=$(readlink .builds/current)
npx playwright test -c e2e/playwright.config.ts "$@" || fail "Playwright (exit code $?)"
# The first release is served while its .br/.gz copies are still being written in the
# background: it is searched for members-only bodies once, here, when all of them exist (a
# search before Playwright read the same files, with fewer copies; decision 100).
npx tsx scripts/check-members-leak.ts ".builds/${started_release}" || fail "leak check of the first release"
# The editor project published one article: that content-only rebuild must have left every
# JavaScript and CSS file as it was (decision 070), and no members-only body may be in it. The
# first release came from a cold build cache, so only the compilation hash may differ.
live_release=$(readlink .builds/current)
if [ "${live_release}" != "${started_release}" ]; then
  npx tsx scripts/compare-releases.ts ".builds/${started_release}" ".builds/${live_release}" --allow-hash-change | grep -v "^    " || fail "release comparison"
  npm run --silent check:members-leak || fail "leak check of the published release"
fi
if ((status != 0)); then echo "end-to-end run failed: ${failed_parts[*]}"; fi
exit ${status}
