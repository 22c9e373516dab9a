#!/usr/bin/env bash
# Starts the whole system as `npm start` does, waits for the site, runs Playwright, stops.
set -uo pipefail
cd "$(dirname "$0")/.."
log=.data/e2e-system.log
mkdir -p .data
if curl -fsS -o /dev/null http://127.0.0.1:${PORT:-8000}/__health 2>/dev/null; then
  echo "A site server already answers on port ${PORT:-8000}: testing against it."
  npx playwright test -c e2e/playwright.config.ts
  exit $?
fi
echo "Starting the system (log: ${log}) …"
npx tsx scripts/start.ts >"${log}" 2>&1 &
system=$!
trap 'kill -TERM ${system} 2>/dev/null; wait ${system} 2>/dev/null' EXIT
for _ in $(seq 1 1800); do
  if grep -q "press Ctrl-C to stop" "${log}"; then break; fi
  if ! kill -0 ${system} 2>/dev/null; then
    echo "The system did not start:"; tail -50 "${log}"; exit 1
  fi
  sleep 1
done
grep -E "pages in|\[start\]" "${log}" | tail -20
npx playwright test -c e2e/playwright.config.ts
