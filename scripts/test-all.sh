#!/usr/bin/env bash
# The one test command (`npm test`): static checks, unit and integration tests on SQLite and
# PostgreSQL, the CMS suite, a site build from a CMS on PostgreSQL, a production install, then
# the whole system in Chromium. Ends with each step's time and the total (CI allows 90 min).
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true

# step and summary: scripts/test-steps.sh
source scripts/test-steps.sh

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

redis_url="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
redis_ready() { node -e "
  const net = require('net');
  const { hostname, port } = new URL('${redis_url}');
  const s = net.connect(Number(port) || 6379, hostname);
  s.setTimeout(2000, () => process.exit(1));
  s.on('connect', () => s.write('PING\\r\\n'));
  s.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1));
  s.on('error', () => process.exit(1));
" 2>/dev/null; }

# The static checks read files only, each on one core: two at a time.
step_beside "typecheck" npx tsc -p tsconfig.json
step_beside "lint" npx eslint .
steps_wait
step_beside "formatting" npx prettier --check --log-level warn .
step_beside "i18n check" npx tsx scripts/i18n-check.ts
steps_wait
# One Jest worker per core: Jest's default is one less, which on two cores runs every file in
# band on one core while the other waits (decision 100).
step "unit and integration tests (SQLite)" npx jest --ci --maxWorkers=100%
if pg_ready; then
  pg_db api_test
  pg_db parts_test
  # With Redis answering, the shared rate limits across API instances are tested too.
  redis_env=()
  if redis_ready; then
    redis_env=(TEST_REDIS_URL="${redis_url}")
  else
    echo "Redis is not reachable at ${redis_url}: the shared-limit tests are left out."
  fi
  # Only the PostgreSQL blocks (and Redis's): with a database URL the suites run every engine,
  # and their SQLite blocks and engine-free tests have just run in the step above.
  step "website API and parts tests (PostgreSQL)" env TEST_DATABASE_URL="${pg_url}/api_test" PARTS_TEST_DATABASE_URL="${pg_url}/parts_test" \
    "${redis_env[@]}" npx jest --ci --maxWorkers=100% --selectProjects website-api parts \
    --testNamePattern '\[postgres\]|on postgres|shared through Redis'
else
  echo "PostgreSQL is not reachable at ${pg_url}: the PostgreSQL runs are skipped."
fi
if step "CMS tests" npm --prefix cms test; then
  # Its global setup compiled cms/dist from these sources: the CMS steps below (the PostgreSQL
  # suite's setup, the seeds of the PostgreSQL site build and of the whole deployment) load it
  # as it is instead of compiling it again (CMS_DIST_COMPILED, cms/scripts/run-seed.js).
  export CMS_DIST_COMPILED=1
fi
# A copy installed with `npm ci --omit=dev` starts the site server, the builder and the website
# API on ports of its own: mostly the install's downloads and writes, beside the CMS suite on
# PostgreSQL.
step_beside "production install" bash scripts/production-check.sh
if pg_ready; then
  pg_db cms_test
  step_beside "CMS tests (PostgreSQL)" npm --prefix cms run test:pg
fi
steps_wait
if pg_ready; then
  # The whole deployment (decision 076): CMS, builder, two site servers, two API instances and
  # nginx on PostgreSQL and Redis, with a publish, the login limits, the outbox, a killed
  # instance, and its first release (both variants, built from the demo content on PostgreSQL)
  # held against the CMS content and searched for members-only bodies.
  if redis_ready; then
    step "whole deployment (PostgreSQL, Redis, nginx)" env MULTI_CHECK_PG_URL="${pg_url}" \
      MULTI_CHECK_REDIS_URL="${redis_url}" npx tsx scripts/multi-instance-check.ts
  else
    echo "Redis is not reachable at ${redis_url}: the whole-deployment check is left out."
    # Without it, the same content checks on a pc-root build from a CMS seeded into PostgreSQL.
    step "CMS and site build (PostgreSQL)" env PG_SITE_CHECK_DATABASE_URL="${pg_url}/cms_site_check" \
      npx tsx scripts/pg-site-check.ts
  fi
fi
if [ "${SKIP_E2E:-0}" = "1" ]; then
  echo "SKIP_E2E=1: the whole-system end-to-end run is left out."
else
  step "end-to-end tests (whole system in Chromium)" bash scripts/e2e.sh
fi

summary
