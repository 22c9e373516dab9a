/**
 * `npm start`: the whole system on embedded defaults, on one machine.
 *   MailDev (SMTP 1025, web 1080) → CMS (Strapi on SQLite, seeded with demo content, 1337)
 *   → website API (SQLite, demo members, parts data, 8080)
 *   → builder (publish builds at a lower CPU priority, 127.0.0.1:8010; it builds the first
 *     release when there is none) → site server (8000)
 * Ctrl-C stops everything. Set SKIP_SITE_BUILD=1 to serve the existing release as is and
 * FORCE_SITE_BUILD=1 to build a new one even when a release exists.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_BUILDS_FOLDER, ReleaseStore } from '@site/releases';
import { requestRelease } from '../publish/src/builder-client';
import { loadRebuildToken } from '../publish/src/rebuild-token';
import { protectDataFiles } from './data-files';
import {
  answersOk,
  maildevArgs,
  maildevReadyUrl,
  prefixLines,
  runPrefixed,
  scriptLog,
  waitFor,
  type RunOptions,
} from './processes';

const ROOT = path.resolve(__dirname, '..');
const DATA = path.join(ROOT, '.data');
const BUILDS = path.join(ROOT, DEFAULT_BUILDS_FOLDER);
const children: ChildProcess[] = [];
/** Services stopped on purpose (the end-to-end run's API outage): their exit stops nothing. */
const stoppedOnPurpose = new Set<ChildProcess>();

const ports = {
  site: Number(process.env.PORT || 8000),
  api: Number(process.env.API_PORT || 8080),
  cms: Number(process.env.CMS_PORT || 1337),
  smtp: Number(process.env.MAIL_SMTP_PORT || 1025),
  mailWeb: Number(process.env.MAIL_WEB_PORT || 1080),
  builder: Number(process.env.BUILDER_PORT || 8010),
};

const env: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  CMS_URL: process.env.CMS_URL || `http://127.0.0.1:${ports.cms}`,
  CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL || `http://localhost:${ports.cms}`,
  API_URL: process.env.API_URL || `http://127.0.0.1:${ports.api}`,
  SITE_URL: process.env.SITE_URL || `http://localhost:${ports.site}`,
  GATSBY_SITE_URL: process.env.GATSBY_SITE_URL || process.env.SITE_URL || `http://localhost:${ports.site}`,
  SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${ports.smtp}`,
  SITE_REBUILD_URL: process.env.SITE_REBUILD_URL || `http://127.0.0.1:${ports.site}/__rebuild`,
  // The site server passes /__rebuild on to the builder (decision 074).
  BUILDER_URL: process.env.BUILDER_URL || `http://127.0.0.1:${ports.builder}`,
  // The API takes the client address from the site server on loopback only with this run's
  // secret, so no other local process can choose its address (decision 024).
  TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
  API_PROXY_SECRET: process.env.API_PROXY_SECRET || randomBytes(32).toString('hex'),
};

/** A line of the start script, with the seconds since the start (where the first start's minutes go). */
const log = scriptLog((since, message) => `\x1b[1m[start]\x1b[0m ${message ? `${since}  ${message}` : ''}`);

/** Runs a command to completion, with its output prefixed, in the repository with `env`. */
const run = (name: string, command: string, args: string[], options: Partial<RunOptions> = {}) =>
  runPrefixed(name, command, args, { ...options, cwd: options.cwd ?? ROOT, env: { ...env, ...options.env } });

/** Starts a long-running service and waits until `readyUrl` answers. */
async function service(
  name: string,
  command: string,
  args: string[],
  readyUrl: string,
  timeoutMs = 180_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  let exited = false;
  child.on('exit', (code) => {
    exited = true;
    if (stoppedOnPurpose.has(child)) return;
    if (!shuttingDown) {
      console.error(`[start] ${name} stopped unexpectedly (exit ${code}); stopping everything.`);
      void shutdown(1);
    }
  });
  await waitFor(`${name} at ${readyUrl}`, answersOk(readyUrl), {
    timeoutMs,
    intervalMs: 500,
    exited: () => (exited ? `${name} exited` : undefined),
  });
  log(`${name} is ready (${readyUrl})`);
  return child;
}

let shuttingDown = false;
async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping…');
  for (const child of children.reverse()) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  process.exit(code);
}

/** Newest modification time of a file or of any file below a folder (0 when missing). */
function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

/**
 * The seed compiles the CMS's TypeScript on every start; the admin panel bundle is built only
 * when it is missing or older than its sources (the panel's code and the admin settings).
 */
function adminBuildStale(): boolean {
  const built = newestChange(path.join(ROOT, 'cms/dist/build'));
  if (built === 0) return true;
  const sources = ['cms/src/admin', 'cms/config/admin.ts'].map((p) => newestChange(path.join(ROOT, p)));
  return Math.max(...sources) > built;
}

/**
 * Seeds the CMS and, where its admin panel bundle is stale (a fresh clone), builds the panel
 * beside the seed: the bundling (about 45 s) and the seeding (about 50 s) each keep about one
 * core busy. `strapi build` first compiles the CMS's TypeScript into dist/ and reads its
 * plugin settings from there; the seed, which runs Strapi from dist/, starts once that is
 * done and does not compile again, so no file of dist/ is written while the other reads it.
 */
async function prepareCms() {
  const cms = path.join(ROOT, 'cms');
  if (!adminBuildStale()) {
    log('seeding the CMS (idempotent) …');
    await run('cms-seed', 'npm', ['run', 'seed'], { cwd: cms });
    return;
  }
  log('building the CMS (TypeScript, then the admin panel, about a minute) …');
  let compiled = () => {};
  const distReady = new Promise<void>((resolve) => (compiled = resolve));
  const build = run('cms-build', 'npm', ['run', 'build'], {
    cwd: cms,
    onLine: (line) => {
      if (line.includes('Building build context (')) compiled();
    },
  });
  await Promise.race([distReady, build]);
  log('seeding the CMS (idempotent) beside the admin panel build …');
  await Promise.all([
    build,
    run('cms-seed', 'npm', ['run', 'seed'], { cwd: cms, env: { CMS_DIST_COMPILED: '1' } }),
  ]);
}

/**
 * The first release, asked of the builder like any publish (`POST /__rebuild`, decision 099):
 * the builder builds both variants, assembles, compresses and switches `.builds/current`, and
 * keeps Gatsby warm for the next publish (decision 078). Waits until it is live.
 */
async function ensureSiteRelease() {
  const live = await new ReleaseStore(BUILDS).live();
  if (live && process.env.FORCE_SITE_BUILD !== '1') {
    log(`serving the existing site release ${live.id} (FORCE_SITE_BUILD=1 builds a new one)`);
    return;
  }
  if (process.env.SKIP_SITE_BUILD === '1')
    throw new Error('SKIP_SITE_BUILD=1 but no release exists in .builds/');
  const token = loadRebuildToken(
    process.env.REBUILD_TOKEN,
    process.env.REBUILD_TOKEN_FILE || path.join(DATA, 'rebuild-token'),
  );
  log('the builder builds both site variants into .builds/ (the first release) …');
  const built = await requestRelease({
    builderUrl: `http://127.0.0.1:${ports.builder}`,
    token,
    onProgress: (seconds) => log(`  still building (${seconds} s)`),
  });
  log(`  site release ${built.id} live after ${(built.durationMs / 1000).toFixed(0)} s`);
}

/** The website API, started like the site server: tsx passes SIGTERM on to the server. */
function startApi(): Promise<ChildProcess> {
  const tsx = require.resolve('tsx/cli');
  return service(
    'api',
    process.execPath,
    [tsx, 'website-api/src/server.ts'],
    `http://127.0.0.1:${ports.api}/health`,
  );
}

/**
 * The end-to-end run takes the website API down and brings it back mid-test (a service
 * outage seen through the site; e2e/tests/journeys/service-outage.spec.ts). With
 * E2E_CONTROL_DIR set (scripts/e2e.sh), SIGUSR2 to this process stops a running API or
 * starts a stopped one; `<dir>/api.state` says `running` or `stopped` once it is so, and
 * `<dir>/system.pid` names this process. Nothing of this exists outside that run.
 */
function apiOutageControl(first: ChildProcess, dir: string) {
  let api: ChildProcess | null = first;
  let busy = false;
  const state = path.join(dir, 'api.state');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(state, 'running');
  fs.writeFileSync(path.join(dir, 'system.pid'), String(process.pid));
  const toggle = async () => {
    if (api) {
      const stopping = api;
      stoppedOnPurpose.add(stopping);
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGTERM');
      await exited;
      children.splice(children.indexOf(stopping), 1);
      api = null;
      log('api stopped (end-to-end outage)');
      fs.writeFileSync(state, 'stopped');
    } else {
      api = await startApi();
      fs.writeFileSync(state, 'running');
    }
  };
  process.on('SIGUSR2', () => {
    if (busy || shuttingDown) return;
    busy = true;
    toggle()
      .catch((error: unknown) => {
        console.error(`[start] end-to-end API control failed: ${String(error)}`);
        void shutdown(1);
      })
      .finally(() => {
        busy = false;
      });
  });
}

/**
 * `.data/` 0700 and its databases and secrets 0600 (earlier starts left them 0644), with the
 * files kept elsewhere: the editor's API token and databases moved by a setting.
 */
function protectData() {
  const extra = [
    process.env.CMS_EDITOR_TOKEN_FILE || path.join(ROOT, 'cms', '.editor-token'),
    process.env.CMS_SQLITE_FILE,
    process.env.SQLITE_PATH,
    process.env.REBUILD_TOKEN_FILE,
  ].filter((file): file is string => Boolean(file));
  const changed = protectDataFiles(DATA, extra);
  for (const file of [...changed.folders, ...changed.files]) {
    log(`made ${path.relative(ROOT, file) || file} readable by its owner only`);
  }
}

async function main() {
  protectData();
  // The settings every service reads, this script's own checks included.
  Object.assign(process.env, env);
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  await service(
    'mail',
    process.execPath,
    maildevArgs(ROOT, { smtp: ports.smtp, web: ports.mailWeb }),
    maildevReadyUrl(ports.mailWeb),
  );

  // The website API's data does not depend on the CMS: it is prepared meanwhile.
  log('preparing the website API data: demo members and demo parts (idempotent) …');
  // Real parts and pinouts come from the KiCad symbol libraries when installed (packages/parts).
  const kicadDir = process.env.PARTS_KICAD_DIR || '/usr/share/kicad/symbols';
  log(
    fs.existsSync(kicadDir)
      ? `real parts: the KiCad symbol libraries in ${kicadDir} are imported beside the generated demo parts`
      : `real parts: none (no KiCad symbol libraries in ${kicadDir}); add them with apt-get install kicad-symbols or PARTS_KICAD_DIR=<dir>`,
  );
  const apiData = run('api-seed', 'npm', ['run', 'seed', '-w', '@site/website-api']);
  apiData.catch(() => undefined);
  await prepareCms();
  // The CMS's SQLite database is created by its first seed.
  protectData();
  await service('cms', 'npm', ['--prefix', 'cms', 'run', 'start'], `http://127.0.0.1:${ports.cms}/_health`);

  await apiData;
  protectData();
  const api = await startApi();
  if (process.env.E2E_CONTROL_DIR) apiOutageControl(api, process.env.E2E_CONTROL_DIR);

  // Publish builds run in a process of their own at a lower CPU priority; the site server
  // only serves (decision 074). The builder makes the first release too (decision 099).
  await service(
    'builder',
    process.execPath,
    [require.resolve('tsx/cli'), 'publish/src/builder-main.ts'],
    `http://127.0.0.1:${ports.builder}/__health`,
  );
  await ensureSiteRelease();
  await service(
    'site',
    process.execPath,
    [require.resolve('tsx/cli'), 'server/src/main.ts'],
    `http://127.0.0.1:${ports.site}/__health`,
  );

  // The rebuild token file is created by the first of the builder and the site server.
  protectData();
  log('');
  log(`site          http://localhost:${ports.site}`);
  log(
    `CMS admin     http://localhost:${ports.cms}/admin   (editor@example.com, password in .data/editor-password or CMS_EDITOR_PASSWORD)`,
  );
  log(`website API   http://localhost:${ports.api}/website`);
  log(`builder       http://127.0.0.1:${ports.builder}   (publish builds; the site passes /__rebuild on)`);
  log(`mailbox       http://localhost:${ports.mailWeb}`);
  log('press Ctrl-C to stop');
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
