#!/usr/bin/env bash
# The one test command (`npm test`): static checks, unit and integration tests on SQLite and
# PostgreSQL, the CMS suite, a site build from a CMS on PostgreSQL, then the whole system in
# Chromium. Prints a summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true

passed=0
failed=0
failures=()
step() {
  local name="$1"
  shift
  echo
  echo "━━━ ${name} ━━━"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "━━━ ${name}: ok ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("${name}")
    echo "━━━ ${name}: FAILED ($((SECONDS - started)) s)"
  fi
}

pg_url="${TEST_DATABASE_URL_BASE:-postgres://postgres@127.0.0.1:5432}"
pg_ready() { node -e "
  const { Client } = require('pg');
  const c = new Client({ connectionString: '${pg_url}/postgres', connectionTimeoutMillis: 2000 });
  c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));
" 2>/dev/null; }
pg_db() { node -e "
  const { Client } = require('pg');
  const c = new Client({ connectionString: '${pg_url}/postgres' });
  c.connect().then(() => c.query('CREATE DATABASE \"$1\"').catch(() => undefined)).then(() => c.end());
"; }

step "typecheck" npx tsc -p tsconfig.json
step "lint" npx eslint .
step "i18n check" npx tsx scripts/i18n-check.ts
step "unit and integration tests (SQLite)" npx jest --ci
if pg_ready; then
  pg_db api_test
  pg_db parts_test
  step "website API and parts tests (PostgreSQL)" env TEST_DATABASE_URL="${pg_url}/api_test" PARTS_TEST_DATABASE_URL="${pg_url}/parts_test" \
    npx jest --ci --selectProjects website-api parts
else
  echo "PostgreSQL is not reachable at ${pg_url}: the PostgreSQL runs are skipped."
fi
step "CMS tests" npm --prefix cms test
if pg_ready; then
  pg_db cms_test
  step "CMS tests (PostgreSQL)" npm --prefix cms run test:pg
  # Seeds a CMS on its own database, starts it on port 1338 and builds the pc-root site from it.
  step "CMS and site build (PostgreSQL)" env PG_SITE_CHECK_DATABASE_URL="${pg_url}/cms_site_check" \
    npx tsx scripts/pg-site-check.ts
fi
if [ "${SKIP_E2E:-0}" = "1" ]; then
  echo "SKIP_E2E=1: the whole-system end-to-end run is left out."
else
  step "end-to-end tests (whole system in Chromium)" bash scripts/e2e.sh
fi

echo
if ((failed > 0)); then
  echo "Failed steps: ${failures[*]}"
fi
echo "steps: ${passed} passed, ${failed} failed"
((failed == 0))
