#!/usr/bin/env bash
# Production install check: a copy of the repository installed with `npm ci --omit=dev` (no
# devDependencies: no TypeScript, Jest, ESLint) starts the website API, the builder and the
# site server with their production start commands, and the site server serves a release and
# passes /website/* to the API and /__rebuild to the builder. Prints what it checked; exits
# non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/production-check-XXXXXX")
api_port=${PRODUCTION_CHECK_API_PORT:-18080}
site_port=${PRODUCTION_CHECK_SITE_PORT:-18000}
builder_port=${PRODUCTION_CHECK_BUILDER_PORT:-18010}
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM -- "-${pid}" 2>/dev/null || true; done
  sleep 1
  for pid in "${pids[@]}"; do kill -KILL -- "-${pid}" 2>/dev/null || true; done
  rm -rf "${work}"
}
trap cleanup EXIT

echo "Copying the tracked files to ${work} …"
git -C "${repo}" ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "${work}"

cd "${work}"
# better-sqlite3's install script compiles SQLite from source when no prebuilt addon is found
# (about a minute on two cores, and no prebuilt one is downloadable here). The repository's own
# install has just compiled the same version for the same Node.js, and that compile is what it
# proves: its addon is handed to the install script as a local prebuild (as scripts/install-cms.js
# does for the CMS). The website API below loads it, so a wrong addon still fails the check.
prebuilds="${work}/.prebuilds"
addon_env=()
if addon_name=$(cd "${repo}" && node -e "
  const fs = require('fs');
  const { version } = require('./node_modules/better-sqlite3/package.json');
  const locked = require('./package-lock.json').packages['node_modules/better-sqlite3'];
  if (!locked || locked.version !== version) process.exit(1);
  if (!fs.existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node')) process.exit(1);
  console.log(\`better-sqlite3-v\${version}-node-v\${process.versions.modules}-\${process.platform}-\${process.arch}.tar.gz\`);
" 2>/dev/null); then
  mkdir -p "${prebuilds}"
  tar -czf "${prebuilds}/${addon_name}" -C "${repo}/node_modules/better-sqlite3" build/Release/better_sqlite3.node
  addon_env=(npm_config_better_sqlite3_local_prebuilds="${prebuilds}")
  echo "better-sqlite3: the addon of the repository's install is given as a local prebuild (${addon_name})"
fi
echo "npm ci --omit=dev (the CMS, its own project, is not part of this check) …"
started=$SECONDS
env "${addon_env[@]}" SKIP_CMS_INSTALL=1 npm ci --omit=dev --no-audit --no-fund --loglevel=error >"${work}/npm-ci.log" 2>&1 || {
  tail -40 "${work}/npm-ci.log"
  exit 1
}
echo "installed in $((SECONDS - started)) s"
# Gatsby depends on TypeScript and ESLint 7 at run time: those two prove nothing here.
for dev in jest prettier @testing-library/react typescript-eslint; do
  if [ -e "node_modules/${dev}" ]; then
    echo "devDependency ${dev} was installed: the check would prove nothing"
    exit 1
  fi
done

# A minimal release for the site server to serve.
release=20240101T000000000Z-production-check
for build in pc mobile; do
  mkdir -p ".builds/${release}/${build}"
  printf '<!doctype html><html lang="ja"><head><title>%s</title></head><body>%s</body></html>\n' \
    "${build}" "${build}" >".builds/${release}/${build}/index.html"
done
printf '{"id":"%s","builtAt":"2024-01-01T00:00:00.000Z"}\n' "${release}" >".builds/${release}/release.json"
ln -s "${release}" .builds/current

wait_for() {
  local url=$1 log=$2
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "${url}" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  echo "No answer from ${url}:"
  tail -30 "${log}"
  return 1
}

echo "Starting the website API (npm --prefix website-api start) …"
setsid env NODE_ENV=production API_PORT="${api_port}" SQLITE_PATH="${work}/.data/api.sqlite" \
  npm --prefix website-api start >"${work}/api.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:${api_port}/health" "${work}/api.log"
echo "website API answers /health"

echo "Starting the builder (npm --prefix publish start) …"
setsid env NODE_ENV=production BUILDER_PORT="${builder_port}" BUILDER_HOST=127.0.0.1 \
  BUILDS_DIR="${work}/.builds" REBUILD_TOKEN_FILE="${work}/.data/rebuild-token" \
  npm --prefix publish start >"${work}/builder.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:${builder_port}/__health" "${work}/builder.log"
echo "builder answers /__health"

echo "Starting the site server (npm --prefix server start) …"
setsid env NODE_ENV=production PORT="${site_port}" HOST=127.0.0.1 API_URL="http://127.0.0.1:${api_port}" \
  BUILDS_DIR="${work}/.builds" BUILDER_URL="http://127.0.0.1:${builder_port}" \
  npm --prefix server start >"${work}/site.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:${site_port}/__health" "${work}/site.log"
echo "site server answers /__health"

page=$(curl -fsS "http://127.0.0.1:${site_port}/")
case "${page}" in
  *'<body>pc</body>'*) echo "site server serves the release's pc build" ;;
  *)
    echo "unexpected page: ${page}"
    exit 1
    ;;
esac
# An API route through the site server's proxy: wrong credentials get the API's envelope
# (the spec's login failure: code 500, msg "1").
answer=$(curl -sS -X POST -H 'content-type: application/json' -H 'clientId: electronics-site-web' \
  -d '{"email":"nobody@example.com","password":"wrong-password-1"}' \
  "http://127.0.0.1:${site_port}/website/auth/login")
case "${answer}" in
  *'"code":'*'"msg":'*) echo "site server passes /website/* to the API: ${answer}" ;;
  *)
    echo "unexpected API answer: ${answer}"
    tail -20 "${work}/api.log"
    exit 1
    ;;
esac
# /__rebuild is the builder's: the site server passes it on, and the builder decides on the token.
status=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:${site_port}/__rebuild/status")
if [ "${status}" != "401" ]; then
  echo "unexpected /__rebuild/status answer without the token: ${status}"
  tail -20 "${work}/builder.log"
  exit 1
fi
token=$(cat "${work}/.data/rebuild-token")
answer=$(curl -fsS -H "Authorization: Bearer ${token}" "http://127.0.0.1:${site_port}/__rebuild/status")
case "${answer}" in
  *'"state":"idle"'*) echo "site server passes /__rebuild/status to the builder: idle" ;;
  *)
    echo "unexpected /__rebuild/status answer: ${answer}"
    exit 1
    ;;
esac
echo "Production install: the website API, the builder and the site server start without devDependencies."
