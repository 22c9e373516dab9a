/**
 * The CMS and a site build on PostgreSQL (decision 013), as `npm test` runs it when a
 * server answers on 127.0.0.1:5432:
 *   1. recreates the database `cms_site_check` (PG_SITE_CHECK_DATABASE_URL),
 *   2. seeds the CMS into it with the normal demo seed (`npm run seed` in cms/),
 *   3. starts the CMS on port 1338 (PG_SITE_CHECK_CMS_PORT; a free port when taken) without
 *      the admin panel and waits for /_health,
 *   4. builds the pc-root site from it under `flock /tmp/gatsby.lock`,
 *   5. checks that every page the CMS content implies was built, in every locale and device,
 *      that sample pages show their item's title and that media come from this CMS only,
 *      then runs the members-only leak check (scripts/check-members-leak.ts) on the output.
 *
 * Everything of its own lives in `.data/pg-site-check/` (CMS secrets, media, token file,
 * Gatsby cache, build output), so a system started with `npm start` (CMS on 1337 with
 * `.data/cms.sqlite`, `cms/.editor-token`, `cms/public/uploads`, `.cache-variants/`) may run
 * meanwhile. The CMS is stopped and all of it removed in every case; each run builds from an
 * empty Gatsby cache, as CI does. Exit status 0 when every check passed.
 *
 * Usage: npx tsx scripts/pg-site-check.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { verifyBuildAgainstCms } from './build-content-check';
import { formatReport, scanBuild } from './check-members-leak';
import { freePort, portIsFree, takeRunLock } from './check-host';
import {
  ProcessGroups,
  answersOk,
  endedWith,
  runPrefixed,
  seconds,
  waitFor,
  type RunOptions,
} from './processes';

const ROOT = path.resolve(__dirname, '..');
const WORK = path.join(ROOT, '.data', 'pg-site-check');
const CMS_DIR = path.join(ROOT, 'cms');
const ROOT_DEVICE = 'pc' as const;
const DATABASE_URL =
  process.env.PG_SITE_CHECK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/cms_site_check';
const PREFERRED_PORT = Number(process.env.PG_SITE_CHECK_CMS_PORT || 1338);
/** How long the build may wait for another Gatsby build to finish. */
const LOCK_WAIT_SECONDS = Number(process.env.PG_SITE_CHECK_LOCK_WAIT || 1800);
const LOCK_TAKEN = 'pg-site-check: Gatsby lock taken';
const RUN_LOCK = '/tmp/pg-site-check.lock';
/** Gatsby builds of a work tree share .cache and public: one at a time (README). */
const GATSBY_LOCK = '/tmp/gatsby.lock';

const paths = {
  data: path.join(WORK, 'cms-data'),
  public: path.join(WORK, 'cms-public'),
  token: path.join(WORK, 'editor-token'),
  release: path.join(WORK, 'release'),
  cache: path.join(WORK, 'cache-variants'),
  cmsLog: path.join(WORK, 'cms.log'),
};

function log(message: string) {
  console.log(`[pg-site-check] ${message}`);
}

const format = (s: number) => `${s.toFixed(1)} s`;

// ── processes ────────────────────────────────────────────────────────────────────────

/**
 * Process groups of the children (seed, CMS, build): each runs in a group of its own, so
 * that stopping it reaches every process it started (npm, flock, Gatsby's workers). SIGTERM,
 * SIGKILL after 15 s.
 */
const groups = new ProcessGroups({ graceMs: 15_000, pollMs: 500 });

/** Runs a command to completion with its output prefixed; rejects on a non-zero exit. */
const run = (
  name: string,
  command: string,
  args: string[],
  options: Omit<RunOptions, 'cwd' | 'groups'> & { cwd?: string },
) => runPrefixed(name, command, args, { ...options, cwd: options.cwd ?? ROOT, groups });

/** Starts the CMS in its own process group, output to cms.log; resolves when /_health answers. */
async function startCms(env: NodeJS.ProcessEnv, url: string, timeoutMs = 180_000): Promise<void> {
  const out = fs.openSync(paths.cmsLog, 'w');
  const child = groups.spawn(
    process.execPath,
    [path.join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
    { cwd: CMS_DIR, env, stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit = endedWith(code, signal);
  });
  await waitFor(`the CMS at ${url}/_health`, answersOk(`${url}/_health`), {
    timeoutMs,
    intervalMs: 500,
    exited: () => exit && `stopped during start-up (${exit})`,
  });
}

function cmsLogTail(lines = 40): string {
  if (!fs.existsSync(paths.cmsLog)) return '';
  return fs.readFileSync(paths.cmsLog, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Everything in `.data/pg-site-check/` is this check's own. */
function removeOutput() {
  fs.rmSync(WORK, { recursive: true, force: true });
}

// ── database ─────────────────────────────────────────────────────────────────────────

/** Drops and creates the check's database, after closing any session still on it. */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || ['postgres', 'template0', 'template1'].includes(name)) {
    throw new Error(`refusing to recreate the database "${name}"`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

// ── main ─────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  takeRunLock(RUN_LOCK, log);
  runLockHeld = true;
  const started = performance.now();
  removeOutput();
  fs.mkdirSync(WORK, { recursive: true });

  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort();
  const cmsUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    GATSBY_TELEMETRY_DISABLED: '1',
    CMS_DATABASE_URL: DATABASE_URL,
    CMS_DATA_DIR: paths.data,
    CMS_PUBLIC_DIR: paths.public,
    CMS_EDITOR_TOKEN_FILE: paths.token,
    CMS_PORT: String(port),
    CMS_HOST: '127.0.0.1',
    CMS_PUBLIC_URL: cmsUrl,
    CMS_SERVE_ADMIN: 'false',
    // Nothing listens on the discard port: the seeded rebuild webhook reaches no site server.
    SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
    CMS_URL: cmsUrl,
  };
  // The build reads the CMS as `npm start` does: without a token.
  delete env.CMS_BUILD_TOKEN;
  delete env.CMS_API_TOKEN;
  delete env.REBUILD_TOKEN;

  const times: Record<string, number> = {};
  const safeUrl = new URL(DATABASE_URL);
  safeUrl.password = '';
  log(`recreating the database ${safeUrl.toString()} …`);
  await recreateDatabase(DATABASE_URL);

  log('seeding the CMS with the demo content …');
  let t = performance.now();
  await run('seed', 'npm', ['run', 'seed'], { cwd: CMS_DIR, env });
  times.seed = seconds(t);
  log(`seeded in ${format(times.seed)}`);
  if (!fs.existsSync(path.join(CMS_DIR, 'dist/config/server.js'))) {
    log('compiling the CMS (cms/dist is missing) …');
    await run('cms-build', 'npm', ['run', 'build:server'], { cwd: CMS_DIR, env });
  }
  const token = fs.readFileSync(paths.token, 'utf8').trim();

  try {
    log(`starting the CMS on ${cmsUrl} (PostgreSQL, without the admin panel) …`);
    t = performance.now();
    await startCms(env, cmsUrl);
    times.cms = seconds(t);
    log(`CMS ready in ${format(times.cms)}`);

    log(
      `building the ${ROOT_DEVICE}-root site from it (waiting for ${GATSBY_LOCK} if another build holds it) …`,
    );
    t = performance.now();
    let lockedAt = 0;
    await run(
      'build',
      'flock',
      [
        '-w',
        String(LOCK_WAIT_SECONDS),
        GATSBY_LOCK,
        'sh',
        '-c',
        `echo "${LOCK_TAKEN}"; exec "$@"`,
        'sh',
        process.execPath,
        require.resolve('tsx/cli'),
        'publish/src/build-sites.ts',
        '--only',
        ROOT_DEVICE,
        '--out',
        path.relative(ROOT, paths.release),
        '--id',
        `pg-site-check-${new Date()
          .toISOString()
          .replace(/[-:.TZ]/g, '')
          .slice(0, 14)}`,
        '--cache-dir',
        path.relative(ROOT, paths.cache),
        // Compression does not depend on the database; the end-to-end run checks the copies.
        '--no-precompress',
      ],
      {
        env,
        onLine: (line) => {
          if (line !== LOCK_TAKEN) return;
          lockedAt = performance.now();
          buildRunning = true;
        },
      },
    );
    buildRunning = false;
    times.lockWait = seconds(t, lockedAt || t);
    times.build = seconds(lockedAt || t);
    log(
      `built in ${format(times.build)}${times.lockWait >= 1 ? ` after ${format(times.lockWait)} waiting for the lock` : ''}`,
    );

    log('checking the pages against the CMS content …');
    t = performance.now();
    const publicDir = path.join(paths.release, ROOT_DEVICE);
    const result = await verifyBuildAgainstCms(cmsUrl, token, publicDir, ROOT_DEVICE, log);
    log('searching the build for members-only bodies …');
    const leaks = scanBuild(paths.release);
    console.log(formatReport(path.relative(ROOT, paths.release), leaks));
    times.verify = seconds(t);

    const failures = [...result.problems];
    if (leaks.leaks.length > 0 || leaks.problems.length > 0)
      failures.push('the members-only leak check failed');
    log('');
    log('summary');
    log(`  database      ${safeUrl.toString()}`);
    log(`  seed          ${format(times.seed)}`);
    log(`  CMS start     ${format(times.cms)}`);
    log(
      `  site build    ${format(times.build)}${times.lockWait >= 1 ? ` (+ ${format(times.lockWait)} waiting for the Gatsby lock)` : ''}`,
    );
    log(`  checks        ${format(times.verify)}`);
    log(
      `  pages         ${result.built} built, ${result.expected} expected (${result.detail} detail pages, ${result.expected - result.detail} others)`,
    );
    log(`  total         ${format(seconds(started))}`);
    for (const failure of failures) log(`FAILED: ${failure}`);
    log(
      failures.length === 0
        ? 'ok: the CMS and the site build work on PostgreSQL'
        : `${failures.length} problems`,
    );
    return failures.length === 0 ? 0 : 1;
  } catch (error) {
    const tail = cmsLogTail();
    if (tail) console.error(`[pg-site-check] last lines of the CMS log:\n${tail}`);
    throw error;
  }
}

/** Set once the run lock is taken: before that, `.data/pg-site-check/` may be another run's. */
let runLockHeld = false;
/** The build took the Gatsby lock and has not finished (its .cache and public are in the root). */
let buildRunning = false;
let cleaning: Promise<void> | undefined;

/** Stops every child (the CMS among them) and removes the output; once, whoever asks first. */
function cleanUp(): Promise<void> {
  cleaning ??= stopAndRemove();
  return cleaning;
}

async function stopAndRemove(): Promise<void> {
  if (!runLockHeld) return;
  const started = performance.now();
  await groups.stopAll();
  if (buildRunning) {
    // A build stopped half-way leaves its .cache and public in the root; build-sites would
    // have moved them to the cache folder. Removed only while no other build runs.
    spawnSync('flock', ['-n', GATSBY_LOCK, 'rm', '-rf', '.cache', 'public'], { cwd: ROOT });
  }
  removeOutput();
  log(`cleaned up (CMS stopped, ${path.relative(ROOT, WORK)} removed) in ${format(seconds(started))}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`[pg-site-check] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exit(1);
  });
