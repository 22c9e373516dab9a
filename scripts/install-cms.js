#!/usr/bin/env node
// Root postinstall: the CMS is its own npm project (docs/decisions/002-cms-own-install.md).
// Installs it when its node_modules is missing or older than its lock file.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const cms = path.resolve(__dirname, '..', 'cms');
const lock = path.join(cms, 'package-lock.json');
const marker = path.join(cms, 'node_modules', '.package-lock.json');

if (process.env.SKIP_CMS_INSTALL === '1' || !fs.existsSync(path.join(cms, 'package.json'))) process.exit(0);
const fresh =
  fs.existsSync(marker) && fs.existsSync(lock) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
if (fresh) {
  console.log('cms: dependencies up to date');
  process.exit(0);
}
console.log('cms: installing dependencies (its own npm project) …');
execFileSync('npm', [fs.existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'], {
  cwd: cms,
  stdio: 'inherit',
  env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
});
