#!/usr/bin/env node
// Root postinstall: the CMS is its own npm project (docs/decisions/002-cms-own-install.md).
// Installs it when its node_modules is missing or older than its lock file.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const cms = path.join(root, 'cms');
const lock = path.join(cms, 'package-lock.json');
const marker = path.join(cms, 'node_modules', '.package-lock.json');
const ADDON = 'build/Release/better_sqlite3.node';

if (process.env.SKIP_CMS_INSTALL === '1' || !fs.existsSync(path.join(cms, 'package.json'))) process.exit(0);
const fresh =
  fs.existsSync(marker) && fs.existsSync(lock) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
if (fresh) {
  console.log('cms: dependencies up to date');
  process.exit(0);
}

/**
 * better-sqlite3 is the CMS's only dependency with an approved install script, and that script
 * compiles SQLite from source (about a minute on two cores). The website API has just compiled
 * the same version in the root install for the same Node.js: when the CMS's lock names that
 * version, its addon is copied instead of compiled a second time.
 */
function reusableAddon() {
  try {
    const locked = JSON.parse(fs.readFileSync(lock, 'utf8')).packages['node_modules/better-sqlite3'];
    const built = path.join(root, 'node_modules/better-sqlite3');
    const version = JSON.parse(fs.readFileSync(path.join(built, 'package.json'), 'utf8')).version;
    const addon = path.join(built, ADDON);
    return locked && locked.version === version && fs.existsSync(addon) ? addon : null;
  } catch {
    return null;
  }
}

function npm(args) {
  execFileSync('npm', args, {
    cwd: cms,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  });
}

function addonLoads() {
  try {
    execFileSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
      cwd: cms,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

const addon = fs.existsSync(lock) ? reusableAddon() : null;
console.log('cms: installing dependencies (its own npm project) …');
npm([
  fs.existsSync(lock) ? 'ci' : 'install',
  '--no-audit',
  '--no-fund',
  ...(addon ? ['--ignore-scripts'] : []),
]);
if (addon) {
  const target = path.join(cms, 'node_modules/better-sqlite3', ADDON);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(addon, target);
  if (addonLoads()) {
    console.log('cms: better-sqlite3 addon reused from the root install (same version, same Node.js)');
  } else {
    console.log('cms: the reused better-sqlite3 addon does not load; compiling it');
    npm(['rebuild', 'better-sqlite3']);
  }
}
