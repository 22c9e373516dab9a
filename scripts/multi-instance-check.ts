/**
 * The whole deployment on one machine (issue 13, decision 076), as `npm test` runs it when
 * PostgreSQL and Redis answer. All real processes, each in a process group of its own:
 *
 *   MailDev (SMTP sink with its REST API)
 *   CMS (Strapi on PostgreSQL, demo seed)          ── webhook ──▶ nginx /__rebuild ──▶ builder
 *   builder (npm run start:builder entry)           ── RELEASE_TARGETS ──▶ node A, node B folders
 *   node A: nginx (deploy/nginx/site.conf, root = node A's folder) and site server A
 *   node B: site server B
 *   API 1, API 2 (website-api) on one PostgreSQL database and one Redis (own key prefix),
 *   listed both in nginx's `upstream website_api`
 *
 * and checks:
 *   1. the login limits hold across both API instances however the client rotates
 *      (instances, X-Forwarded-For, User-Agent, a guessed X-Proxy-Secret);
 *   2. a publish in the CMS reaches both nodes: the edited article on node A (nginx and site
 *      server A) and node B, every `current` naming the same new release;
 *   3. mails queued through both instances from one outbox arrive once each in MailDev;
 *   4. one API instance killed (SIGKILL) under a load of page visits through nginx: no visit
 *      stored twice, no accepted visit lost (a visit is answered once stored, decision 023),
 *      no 5xx beyond the requests in flight at the kill;
 *   5. a part page (decision 095), rendered from a few generated parts in the API's database,
 *      through nginx on node A (its `site_renderer` is site server A) and from node B: 200
 *      with the part number in its <h1>, and its old query address answers 301 to it;
 *   6. the first release (both variants, built from the demo content on PostgreSQL) holds every
 *      page the CMS content implies and no members-only body (scripts/build-content-check.ts).
 *
 * Its databases (`multi_check_cms`, `multi_check_api`) are recreated at the start and
 * dropped at the end, its Redis keys (prefix `multi-check-<run>:`) deleted, its folder
 * `.data/multi-instance-check/` removed, every process group stopped, also on failure.
 * Ports from MULTI_CHECK_PORT_BASE (18400; a free port for any that is taken); PostgreSQL at
 * MULTI_CHECK_PG_URL (postgres://postgres@127.0.0.1:5432), Redis at MULTI_CHECK_REDIS_URL
 * (redis://127.0.0.1:6379). MULTI_CHECK_KEEP=1 keeps the folder (logs) afterwards.
 *
 * Usage: npx tsx scripts/multi-instance-check.ts
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import pg from 'pg';
import { buildPath, detailRoute } from '../packages/routing/src';
import { CURRENT_LINK } from '@site/releases';
import { generateParts, openPartsStore } from '../packages/parts/src';
import { renderSiteConf } from '../deploy/nginx/render-site-conf';
import { writeLocalNginxConf } from '../deploy/nginx/local-nginx';
import { verifyBuildAgainstCms } from './build-content-check';
import { formatReport, scanBuild } from './check-members-leak';
import { freePort, portIsFree, takeRunLock } from './check-host';
import {
  ProcessGroups,
  answersOk,
  endedWith,
  maildevArgs,
  maildevReadyUrl,
  scriptLog,
  seconds,
  sleep,
  waitFor,
} from './processes';

const ROOT = path.resolve(__dirname, '..');
const WORK = path.join(ROOT, '.data', 'multi-instance-check');
const CMS_DIR = path.join(ROOT, 'cms');
const RUN = randomBytes(4).toString('hex');
const PG_BASE = (process.env.MULTI_CHECK_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const REDIS_URL = process.env.MULTI_CHECK_REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `multi-check-${RUN}:`;
const CMS_DB = 'multi_check_cms';
const API_DB = 'multi_check_api';
const PORT_BASE = Number(process.env.MULTI_CHECK_PORT_BASE || 18400);
const RUN_LOCK = '/tmp/multi-instance-check.lock';
/** Gatsby builds take the same lock as scripts/pg-site-check.ts: one build at a time. */
const GATSBY_LOCK = '/tmp/gatsby.lock';
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CLIENT_ID = 'electronics-site-web';
/** The demo editor the CMS seed creates (cms/README.md). */
const EDITOR = {
  email: 'editor@example.com',
  // Given to this check's own CMS, which seeds its editor with it.
  password: process.env.CMS_EDITOR_PASSWORD || `Mi1-${randomBytes(12).toString('hex')}`,
};
const NEWS_UID = 'api::news-article.news-article';
const REBUILD_TOKEN = randomBytes(24).toString('hex');
const PROXY_SECRET = randomBytes(24).toString('hex');

/** Login limits of decision 026 (RATE_LIMIT_SCALE 1): per route and client, per account and client. */
const LOGIN_CLIENT_LIMIT = 30;
const LOGIN_ACCOUNT_CLIENT_LIMIT = 10;
/** Contact inquiries queued (two mails each: the confirmation and the notice to support). */
const INQUIRIES = 24;
/** The visit load: paced clients, each from its own loopback address (per-client limit 600/min). */
const LOAD_CLIENTS = 16;
const LOAD_RATE_PER_CLIENT = 10;
const LOAD_SECONDS = 8;
const KILL_AT_SECONDS = 4;

const dirs = {
  logs: path.join(WORK, 'logs'),
  cmsData: path.join(WORK, 'cms-data'),
  cmsPublic: path.join(WORK, 'cms-public'),
  cache: path.join(WORK, 'cache-variants'),
  builder: path.join(WORK, 'builder'),
  nodeA: path.join(WORK, 'node-a'),
  nodeB: path.join(WORK, 'node-b'),
  nginx: path.join(WORK, 'nginx'),
};
const editorTokenFile = path.join(WORK, 'editor-token');

const started = performance.now();
const log = scriptLog((since, message) => `[multi-instance-check ${since}] ${message}`, started);

class CheckFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

// ── processes ────────────────────────────────────────────────────────────────────────

interface Service {
  name: string;
  child: ChildProcess;
  group: number;
  log: string;
  exit?: string;
}

const services = new Map<string, Service>();
/** Groups of every child still possibly running (services and one-off commands); SIGKILL 10 s after SIGTERM. */
const groups = new ProcessGroups({ graceMs: 10_000, pollMs: 250 });

/** SIGTERM to a process group, SIGKILL after 10 s; says so when it took long. */
async function stopGroup(group: number): Promise<void> {
  const name = [...services.values()].find((s) => s.group === group)?.name ?? String(group);
  const t = performance.now();
  await groups.stop(group, () => log(`${name} did not stop within 10 s of SIGTERM: SIGKILL`));
  if (seconds(t) > 3) log(`stopping ${name} took ${seconds(t).toFixed(1)} s`);
}

/** Starts a long-running process in its own group, output to logs/<name>.log. */
function startService(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT) {
  const file = path.join(dirs.logs, `${name}.log`);
  const out = fs.openSync(file, 'a');
  const child = groups.spawn(command, args, { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  if (!child.pid) throw new Error(`${name} could not be started`);
  const service: Service = { name, child, group: child.pid, log: file };
  services.set(name, service);
  child.on('exit', (code, signal) => {
    service.exit = endedWith(code, signal);
  });
  return service;
}

/** Runs a command to completion, output to logs/<name>.log; rejects with its tail on failure. */
function runCommand(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT) {
  return new Promise<void>((resolve, reject) => {
    const service = startService(name, command, args, env, cwd);
    service.child.on('exit', (code, signal) => {
      groups.forget(service.group);
      services.delete(name);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${endedWith(code, signal)}):\n${tail(service.log, 30)}`));
    });
  });
}

function tail(file: string, lines = 25): string {
  if (!fs.existsSync(file)) return '';
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Polls `probe` every 300 ms until it answers true; fails early when the service exits. */
const waitUntil = (what: string, probe: () => Promise<boolean>, timeoutMs: number, service?: Service) =>
  waitFor(what, probe, {
    timeoutMs,
    intervalMs: 300,
    exited: () => service?.exit && `${service.name} exited (${service.exit})`,
    detail: service && (() => tail(service.log)),
  });

async function pickPorts() {
  const names = ['nginx', 'cms', 'builder', 'siteA', 'siteB', 'api1', 'api2', 'smtp', 'mailWeb'] as const;
  const ports = {} as Record<(typeof names)[number], number>;
  for (const [i, name] of names.entries()) {
    const preferred = PORT_BASE + i;
    ports[name] = (await portIsFree(preferred)) ? preferred : await freePort();
  }
  return ports;
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request with node:http: lets the client choose its loopback source address. */
function request(
  port: number,
  pathname: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    localAddress?: string;
    agent?: http.Agent;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.localAddress,
        agent: options.agent,
        headers: {
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
          // Every /website request names the site's client (CLIENT_ID, as the site sends it).
          ...(pathname.startsWith('/website/') ? { clientid: CLIENT_ID } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

// ── databases, Redis ─────────────────────────────────────────────────────────────────

async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: `${PG_BASE}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string) {
  await adminQuery(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
}

async function recreateDatabase(name: string) {
  await dropDatabase(name);
  await adminQuery(`CREATE DATABASE "${name}"`);
}

async function apiQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: `${PG_BASE}/${API_DB}` });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function redisClient() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  await redis.connect();
  return redis;
}

async function deleteRedisKeys(): Promise<number> {
  const redis = await redisClient();
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

// ── the deployment ───────────────────────────────────────────────────────────────────

type Ports = Awaited<ReturnType<typeof pickPorts>>;

function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    GATSBY_TELEMETRY_DISABLED: '1',
  };
  for (const name of [
    'CMS_BUILD_TOKEN',
    'CMS_API_TOKEN',
    'REBUILD_TOKEN',
    'DATABASE_URL',
    'REDIS_URL',
    'PORT',
  ])
    delete env[name];
  return env;
}

function cmsEnv(ports: Ports): NodeJS.ProcessEnv {
  const cmsUrl = `http://127.0.0.1:${ports.cms}`;
  return {
    ...baseEnv(),
    CMS_DATABASE_URL: `${PG_BASE}/${CMS_DB}`,
    CMS_DATA_DIR: dirs.cmsData,
    CMS_PUBLIC_DIR: dirs.cmsPublic,
    CMS_EDITOR_TOKEN_FILE: editorTokenFile,
    CMS_EDITOR_PASSWORD: EDITOR.password,
    CMS_PORT: String(ports.cms),
    CMS_HOST: '127.0.0.1',
    CMS_PUBLIC_URL: cmsUrl,
    CMS_SERVE_ADMIN: 'false',
    CMS_URL: cmsUrl,
    // A publish goes through nginx (node A) to the builder, as SITE_REBUILD_URL does in production.
    SITE_REBUILD_URL: `http://127.0.0.1:${ports.nginx}/__rebuild`,
    REBUILD_TOKEN,
  };
}

function writeNginxConf(ports: Ports): string[] {
  const dir = dirs.nginx;
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.chmodSync(path.join(dir, 'logs'), 0o777);
  const site = renderSiteConf({
    root: dirs.nodeA,
    listen: `127.0.0.1:${ports.nginx}`,
    api: `127.0.0.1:${ports.api1},127.0.0.1:${ports.api2}`,
    control: `127.0.0.1:${ports.builder}`,
    renderer: `127.0.0.1:${ports.siteA}`,
    cmsOrigin: `http://127.0.0.1:${ports.cms}`,
    brotli: fs.existsSync(BROTLI_MODULE),
    logDir: path.join(dir, 'logs'),
    apiProxySecret: PROXY_SECRET,
  });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  // Workers that can read node A's folder wherever the checkout is (root in a 0700 home folder
  // included): deploy/nginx/local-nginx.ts.
  return writeLocalNginxConf({
    dir,
    siteConf: path.join(dir, 'site.conf'),
    tempDir: dir,
    errorLog: `${dir}/logs/main-error.log warn`,
    startupErrorLog: `${dir}/logs/main-error.log`,
    workerProcesses: 2,
    workerConnections: 1024,
    brotliModule: BROTLI_MODULE,
    serves: [dirs.nodeA],
  });
}

function apiEnv(ports: Ports, port: number): NodeJS.ProcessEnv {
  return {
    ...baseEnv(),
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATABASE_URL: `${PG_BASE}/${API_DB}`,
    REDIS_URL,
    REDIS_KEY_PREFIX: REDIS_PREFIX,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    SITE_URL: `http://127.0.0.1:${ports.nginx}`,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    CMS_API_TOKEN: fs.readFileSync(editorTokenFile, 'utf8').trim(),
    PREVIEW_SECRET: randomBytes(24).toString('hex'),
    FILE_LINK_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    API_PROXY_SECRET: PROXY_SECRET,
    LOG_LEVEL: 'warn',
  };
}

function siteEnv(ports: Ports, port: number, buildsDir: string, apiPort: number): NodeJS.ProcessEnv {
  return {
    ...baseEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    BUILDS_DIR: buildsDir,
    BUILDER_URL: `http://127.0.0.1:${ports.builder}`,
    // The parts store the part pages are rendered from: the API's database (decision 095).
    DATABASE_URL: `${PG_BASE}/${API_DB}`,
    API_URL: `http://127.0.0.1:${apiPort}`,
    API_PROXY_SECRET: PROXY_SECRET,
    CMS_PUBLIC_URL: `http://127.0.0.1:${ports.cms}`,
  };
}

function builderEnv(ports: Ports): NodeJS.ProcessEnv {
  const cmsUrl = `http://127.0.0.1:${ports.cms}`;
  const pid = path.join(dirs.nginx, 'nginx.pid');
  return {
    ...baseEnv(),
    BUILDER_PORT: String(ports.builder),
    BUILDER_HOST: '127.0.0.1',
    BUILDS_DIR: dirs.builder,
    REBUILD_TOKEN,
    REBUILD_QUIET_MS: '500',
    KEEP_RELEASES: '2',
    CMS_URL: cmsUrl,
    CMS_PUBLIC_URL: cmsUrl,
    // Both variants, from a cache folder of its own; no .br/.gz copies (decision 013: they do
    // not depend on what is tested here). One Gatsby build at a time on the machine.
    SITE_BUILD_COMMAND:
      `flock -w 1800 ${GATSBY_LOCK} npx tsx publish/src/build-sites.ts --out "$SITE_BUILD_OUT" ` +
      `--id "$SITE_BUILD_ID" --cache-dir ${dirs.cache} --no-precompress`,
    RELEASE_TARGETS: `${dirs.nodeA},${dirs.nodeB}`,
    // Node A's nginx learns the release's CSP hashes before the switch (decision 040); the
    // reload is harmless for node B, whose site server reads them itself.
    RELEASE_TARGET_HOOK: `kill -HUP "$(cat ${pid})" && sleep 1`,
  };
}

// ── scenario 1: login limits across instances ────────────────────────────────────────

interface LoginFigures {
  requests: number;
  allowed: number;
  refused: number;
}

async function loginLimits(ports: Ports): Promise<string[]> {
  const targets = [ports.nginx, ports.api1, ports.api2];
  const rotate = (i: number) => ({
    'X-Forwarded-For': `203.0.113.${(i % 250) + 1}, 198.51.100.${(i * 7) % 250}`,
    'User-Agent': `rotating-agent/${i} (${randomBytes(3).toString('hex')})`,
    'X-Proxy-Secret': `guess-${randomBytes(12).toString('hex')}`,
    Forwarded: `for=192.0.2.${i % 250}`,
    'X-Real-IP': `192.0.2.${(i * 3) % 250}`,
  });
  const burst = async (count: number, email: (i: number) => string, offset: number) => {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        request(targets[(i + offset) % targets.length], '/website/auth/login', {
          body: { email: email(i), password: `Wrong-Pass-${i}-x9` },
          headers: rotate(i + offset),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const refused = statuses.filter((s) => s === 429).length;
    const others = statuses.filter((s) => s !== 429 && s !== 200);
    check(others.length === 0, `logins answered other than 200/429: ${others.join(', ')}`);
    return { requests: count, allowed: count - refused, refused } satisfies LoginFigures;
  };
  const problems: string[] = [];
  // a) One account, from one client that rotates its headers and the instance it reaches.
  const account = await burst(20, () => `victim-${RUN}@example.com`, 0);
  log(
    `  one account, rotating client: ${account.requests} logins over nginx, API 1 and API 2 → ` +
      `${account.allowed} allowed, ${account.refused} refused (limit ${LOGIN_ACCOUNT_CLIENT_LIMIT} per account and client)`,
  );
  if (account.allowed !== LOGIN_ACCOUNT_CLIENT_LIMIT)
    problems.push(`per-account limit: ${account.allowed} allowed, expected ${LOGIN_ACCOUNT_CLIENT_LIMIT}`);
  // b) Many accounts (credential stuffing) from the same client: the route's per-client limit.
  const stuffing = await burst(25, (i) => `stuffing-${RUN}-${i}@example.com`, 1);
  const expected = LOGIN_CLIENT_LIMIT - account.requests;
  log(
    `  many accounts, rotating client: ${stuffing.requests} logins → ${stuffing.allowed} allowed, ` +
      `${stuffing.refused} refused (limit ${LOGIN_CLIENT_LIMIT} a minute per client, ${account.requests} used above)`,
  );
  if (stuffing.allowed !== expected)
    problems.push(`per-client limit: ${stuffing.allowed} allowed, expected ${expected}`);
  const total = account.allowed + stuffing.allowed;
  log(
    `  login totals: ${account.requests + stuffing.requests} requests, ${total} allowed, ` +
      `${account.refused + stuffing.refused} refused (one instance alone would allow the same)`,
  );
  const redis = await redisClient();
  try {
    const key = `${REDIS_PREFIX}rate-limit:POST/website/auth/login-127.0.0.1`;
    const counted = Number(await redis.get(key));
    const keys = await redis.keys(`${REDIS_PREFIX}rate-limit:POST/website/auth/login-*`);
    log(`  Redis: ${keys.length} login key(s) for this run, ${key.slice(REDIS_PREFIX.length)} = ${counted}`);
    if (keys.length !== 1 || counted !== account.requests + stuffing.requests)
      problems.push(`Redis counted ${counted} logins under ${keys.length} keys: one client expected`);
  } finally {
    redis.disconnect();
  }
  return problems;
}

// ── scenario 3: one outbox, two senders ──────────────────────────────────────────────

interface MailFigures {
  queued: number;
  sent: number;
  received: number;
  senders: Record<string, number>;
}

async function outboxOnce(ports: Ports): Promise<{ problems: string[]; figures: MailFigures }> {
  const problems: string[] = [];
  const targets = [ports.nginx, ports.api1, ports.api2];
  const emails = Array.from({ length: INQUIRIES }, (_, i) => `inquiry-${RUN}-${i}@example.com`);
  const answers = await Promise.all(
    emails.map((email, i) =>
      request(targets[i % targets.length], '/website/contact', {
        // Each inquirer from its own loopback address: the contact route allows 5 per client.
        localAddress: `127.0.1.${i + 1}`,
        headers: { 'x-locale': 'en', 'User-Agent': DESKTOP },
        body: {
          region: 'japan',
          content: `Lead times for the MCU line, please (${i}).`,
          email,
          company: 'Acme Components',
          privacyConsent: true,
        },
      }),
    ),
  );
  const bad = answers.filter(
    (a) => a.status !== 200 || (JSON.parse(a.text) as { code: number }).code !== 200,
  );
  check(bad.length === 0, `contact answers not ok: ${bad.map((a) => `${a.status} ${a.text}`).join('; ')}`);
  const queuedRows = await apiQuery<{ n: string }>('SELECT count(*) AS n FROM outbox');
  const queued = Number(queuedRows[0].n);
  log(`  ${INQUIRIES} inquiries accepted through nginx, API 1 and API 2: ${queued} mails in the outbox`);

  const mails = async () => {
    const response = await fetch(`http://127.0.0.1:${ports.mailWeb}/email`);
    return (await response.json()) as Array<{ messageId: string; to: Array<{ address: string }> }>;
  };
  const deadline = Date.now() + 60_000;
  let received = await mails();
  while (received.length < queued && Date.now() < deadline) {
    await sleep(500);
    received = await mails();
  }
  // A mail sent twice would come a moment later: wait one more sender pass or two.
  await sleep(2500);
  received = await mails();
  const sentRows = await apiQuery<{ claimed_by: string; n: string }>(
    'SELECT claimed_by, count(*) AS n FROM outbox WHERE sent_at IS NOT NULL GROUP BY claimed_by',
  );
  const senders: Record<string, number> = {};
  for (const row of sentRows) senders[row.claimed_by.replace(/-[^-]+$/, '')] = Number(row.n);
  const sent = sentRows.reduce((sum, row) => sum + Number(row.n), 0);
  const byId = new Map<string, number>();
  for (const mail of received) byId.set(mail.messageId, (byId.get(mail.messageId) ?? 0) + 1);
  const twice = [...byId].filter(([, n]) => n > 1);
  const perInquirer = emails.map(
    (email) => received.filter((m) => m.to.some((t) => t.address === email)).length,
  );
  log(
    `  mails: ${queued} queued, ${sent} marked sent, ${received.length} received by MailDev ` +
      `(${byId.size} distinct Message-IDs); sent per instance: ${Object.values(senders).join(' / ')}`,
  );
  if (queued !== INQUIRIES * 2) problems.push(`${queued} mails queued, expected ${INQUIRIES * 2}`);
  if (sent !== queued) problems.push(`${sent} of ${queued} mails marked sent`);
  if (received.length !== queued)
    problems.push(`MailDev received ${received.length} mails, ${queued} queued`);
  if (twice.length) problems.push(`${twice.length} Message-IDs arrived more than once`);
  if (perInquirer.some((n) => n !== 1))
    problems.push(`confirmation mails per inquirer: ${perInquirer.join(',')} (each exactly 1 expected)`);
  if (Object.keys(senders).length < 2)
    log('  note: one instance sent every mail this time (both sender loops ran; the claim decides)');
  return { problems, figures: { queued, sent, received: received.length, senders } };
}

// ── scenario 2: a publish reaches both nodes ─────────────────────────────────────────

async function builderStatus(ports: Ports) {
  const answer = await request(ports.builder, '/__rebuild/status', {
    headers: { Authorization: `Bearer ${REBUILD_TOKEN}` },
  });
  check(answer.status === 200, `builder status answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: BuilderStatus }).data;
}

interface BuilderStatus {
  state: string;
  lastSuccess: { id: string; durationMs: number } | null;
  lastFailure: { reason: string; summary: string; finishedAt: string } | null;
  retryAt: string | null;
  nodes: Array<{ node: string; state: string; release: string | null; reason: string | null }>;
}

/** Waits for a release other than `previous` to be live on every node; returns its id. */
async function waitForRelease(ports: Ports, previous: string | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastLine = '';
  for (;;) {
    const builder = services.get('builder');
    if (builder?.exit) throw new Error(`the builder exited (${builder.exit}):\n${tail(builder.log)}`);
    const status = await builderStatus(ports);
    const live = status.lastSuccess?.id ?? null;
    if (live && live !== previous) {
      const failed = status.nodes.filter((n) => n.state !== 'live' || n.release !== live);
      check(failed.length === 0, `release ${live} did not reach every node: ${JSON.stringify(status.nodes)}`);
      return { id: live, buildSeconds: (status.lastSuccess?.durationMs ?? 0) / 1000 };
    }
    if (status.lastFailure && status.state === 'idle' && !live)
      throw new Error(`the build failed: ${status.lastFailure.summary}\n${tail(builder?.log ?? '', 40)}`);
    const line = `builder ${status.state}`;
    if (line !== lastLine) log(`  ${line}`);
    lastLine = line;
    if (Date.now() > deadline) throw new Error(`no new release within ${timeoutMs / 1000} s (${line})`);
    await sleep(2000);
  }
}

const currentOf = (dir: string) => {
  try {
    return fs.readlinkSync(path.join(dir, CURRENT_LINK));
  } catch {
    return null;
  }
};

/** The three places that serve pages: node A's nginx and site server, node B's site server. */
const servingPoints = (ports: Ports) =>
  [
    ['node A nginx', ports.nginx],
    ['node A site server', ports.siteA],
    ['node B site server', ports.siteB],
  ] as const;

const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

// ── scenario 5: a part page on both nodes ────────────────────────────────────────────

interface PartPage {
  id: string;
  mpn: string;
}

/** A few generated parts in the API's (empty) parts store, which the site servers read too. */
async function loadParts(): Promise<PartPage> {
  const store = await openPartsStore({ kind: 'postgres', url: `${PG_BASE}/${API_DB}` });
  try {
    await store.load(generateParts({ count: 200, seed: 7 }));
    const [part] = await store.partsByRowIds([1]);
    check(part, 'no part in the parts store after loading 200');
    return { id: part.id, mpn: part.mpn };
  } finally {
    await store.close();
  }
}

async function partPageOnBothNodes(ports: Ports, part: PartPage): Promise<string[]> {
  const problems: string[] = [];
  const pagePath = `/en/rep/part/${part.id}`;
  for (const [name, port] of servingPoints(ports)) {
    const page = await request(port, pagePath, { headers: { 'User-Agent': DESKTOP } });
    if (page.status !== 200) problems.push(`${name} ${pagePath}: HTTP ${page.status}`);
    else if (!page.text.includes(`<h1 class="part-page__title">${htmlText(part.mpn)}</h1>`))
      problems.push(`${name} ${pagePath}: no ${part.mpn} in its <h1>`);
    const old = await request(port, `/en/rep/part?id=${part.id}`, { headers: { 'User-Agent': DESKTOP } });
    if (old.status !== 301 || old.headers.location !== pagePath)
      problems.push(`${name} /en/rep/part?id=${part.id}: HTTP ${old.status} to ${old.headers.location}`);
  }
  if (problems.length === 0)
    log(`  ${pagePath} (${part.mpn}) served by node A (nginx, site server) and node B`);
  return problems;
}

/** The first release on node A, both variants, against the CMS's published content. */
async function firstReleaseMatchesContent(ports: Ports, releaseId: string): Promise<string[]> {
  const problems: string[] = [];
  const release = path.join(dirs.nodeA, releaseId);
  // The members-only search first: it reads every file synchronously (seconds), and a pooled
  // keep-alive connection to the CMS left idle meanwhile is closed by the CMS (5 s) under the
  // next request, which then fails ('fetch failed').
  const leaks = scanBuild(release);
  if (leaks.leaks.length > 0 || leaks.problems.length > 0) {
    console.log(formatReport(path.relative(ROOT, release), leaks));
    problems.push('the members-only leak check failed');
  }
  const token = fs.readFileSync(editorTokenFile, 'utf8').trim();
  const cmsUrl = `http://127.0.0.1:${ports.cms}`;
  for (const variant of ['pc', 'mobile'] as const) {
    const result = await verifyBuildAgainstCms(cmsUrl, token, path.join(release, variant), variant, log);
    log(`  ${variant}: ${result.built} pages, ${result.expected} expected (${result.detail} detail pages)`);
    problems.push(...result.problems.map((p) => `${variant}: ${p}`));
  }
  return problems;
}

async function publishReachesBothNodes(ports: Ports, previous: string) {
  const problems: string[] = [];
  const cms = `http://127.0.0.1:${ports.cms}`;
  const token = fs.readFileSync(editorTokenFile, 'utf8').trim();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const list = await fetch(
    `${cms}/api/news-articles?locale=en&fields[0]=slug&fields[1]=title&sort[0]=slug:asc&pagination[pageSize]=1`,
    { headers },
  );
  check(list.ok, `CMS list of news articles: HTTP ${list.status}`);
  const article = (
    (await list.json()) as { data: Array<{ documentId: string; slug: string; title: string }> }
  ).data[0];
  check(article, 'the CMS lists no news article in en');
  const pagePath = buildPath({ locale: 'en', device: 'pc', route: detailRoute('news', article.slug) }, 'pc');
  const title = `Multi-instance check ${RUN}: ${article.title}`;
  for (const [name, port] of servingPoints(ports)) {
    const page = await request(port, pagePath, { headers: { 'User-Agent': DESKTOP } });
    check(page.status === 200, `${name} ${pagePath}: HTTP ${page.status} before the publish`);
  }
  log(`  editing news "${article.slug}" (en) in the CMS: the title becomes "${title}"`);
  const t0 = performance.now();
  // As the editor does in the admin panel: the Content Manager's publish action, which saves
  // the changed fields into the draft and publishes it (the content API has no update route).
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  });
  check(login.ok, `CMS admin login: HTTP ${login.status} ${await login.clone().text()}`);
  const jwt = ((await login.json()) as { data: { token: string } }).data.token;
  const publish = await fetch(
    `${cms}/content-manager/collection-types/${NEWS_UID}/${article.documentId}/actions/publish?locale=en`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    },
  );
  check(publish.ok, `CMS publish: HTTP ${publish.status} ${await publish.text()}`);
  // The CMS's webhook reaches the builder through nginx; without it nothing would build.
  const requested = Date.now() + 20_000;
  let webhook = false;
  while (Date.now() < requested) {
    const status = await builderStatus(ports);
    if (status.state !== 'idle' || status.lastSuccess?.id !== previous) {
      webhook = true;
      break;
    }
    await sleep(250);
  }
  check(webhook, 'the CMS webhook did not reach the builder through nginx within 20 s');
  log(`  the CMS webhook reached the builder (through nginx) after ${seconds(t0).toFixed(1)} s`);

  const live = new Map<string, number>();
  const editedAt = new Date(Date.now() - seconds(t0) * 1000).toISOString();
  const deadline = Date.now() + 8 * 60_000;
  let polls = 0;
  while (live.size < 3) {
    check(
      Date.now() < deadline,
      `the edit was not live everywhere within 8 min: ${[...live.keys()].join(', ')}`,
    );
    polls += 1;
    if (polls % 8 === 0) {
      // A build that failed after its retry (decision 072) ends the wait with its reason.
      const builder = services.get('builder');
      if (builder?.exit) throw new Error(`the builder exited (${builder.exit}):\n${tail(builder.log)}`);
      const status = await builderStatus(ports);
      const failure = status.lastFailure;
      if (failure && failure.finishedAt > editedAt && status.state === 'idle' && !status.retryAt)
        throw new Error(`the publish build failed: ${failure.summary}\n${tail(builder?.log ?? '', 40)}`);
    }
    for (const [name, port] of servingPoints(ports)) {
      if (live.has(name)) continue;
      const page = await request(port, pagePath, { headers: { 'User-Agent': DESKTOP } }).catch(() => null);
      if (page?.status === 200 && page.text.includes(htmlText(title))) {
        live.set(name, seconds(t0));
        log(`  live on ${name} ${seconds(t0).toFixed(1)} s after the edit`);
      }
    }
    await sleep(250);
  }
  const release = await waitForRelease(ports, previous, 60_000);
  const links = {
    builder: currentOf(dirs.builder),
    'node A': currentOf(dirs.nodeA),
    'node B': currentOf(dirs.nodeB),
  };
  log(
    `  current → ${Object.entries(links)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')} (before: ${previous})`,
  );
  if (Object.values(links).some((id) => id !== release.id))
    problems.push(`current links differ from the new release ${release.id}: ${JSON.stringify(links)}`);
  for (const [name, port] of servingPoints(ports)) {
    const health = await request(port, name.includes('nginx') ? '/builds/latest.json' : '/__health');
    const id =
      (JSON.parse(health.text) as { id?: string; release?: string }).id ??
      (JSON.parse(health.text) as { release?: string }).release;
    if (id !== release.id) problems.push(`${name} reports release ${id}, expected ${release.id}`);
  }
  const page = await request(ports.nginx, pagePath, { headers: { 'User-Agent': DESKTOP } });
  if (!/script-src 'self' 'sha256-/.test(String(page.headers['content-security-policy'])))
    problems.push('nginx serves the new release without its CSP hashes (reload before the switch)');
  const publishToLive = Math.max(...live.values());
  return { problems, publishToLive, buildSeconds: release.buildSeconds, release: release.id };
}

// ── scenario 4: an API instance killed under load ────────────────────────────────────

interface Sent {
  seq: number;
  kind: 'visit' | 'get';
  start: number;
  end: number;
  status: number;
  accepted: boolean;
  error?: string;
}

async function killUnderLoad(ports: Ports) {
  const problems: string[] = [];
  const api2 = services.get('api2');
  check(api2, 'API 2 is not running');
  const prefix = `/mi/${RUN}/`;
  const results: Sent[] = [];
  let seq = 0;
  let killedAt = 0;
  const t0 = performance.now();
  const stopAt = t0 + LOAD_SECONDS * 1000;
  const client = async (k: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const localAddress = `127.0.2.${k + 1}`;
    const interval = 1000 / LOAD_RATE_PER_CLIENT;
    let next = performance.now() + Math.random() * interval;
    const inflight: Promise<void>[] = [];
    while (next < stopAt) {
      await sleep(Math.max(0, next - performance.now()));
      next += interval;
      const n = seq++;
      const kind = n % 10 === 9 ? 'get' : 'visit';
      const start = performance.now();
      const one = (
        kind === 'visit'
          ? request(ports.nginx, '/website/enterPage', {
              agent,
              localAddress,
              headers: { 'User-Agent': DESKTOP },
              body: { pageTitle: `Load ${n}`, pageUrl: `${prefix}${n}`, deviceType: 'computer English' },
              timeoutMs: 20_000,
            })
          : request(ports.nginx, '/website/parts/stats', { agent, localAddress, timeoutMs: 20_000 })
      ).then(
        (answer) => {
          let code = 0;
          try {
            code = (JSON.parse(answer.text) as { code: number }).code;
          } catch {
            // not JSON
          }
          results.push({
            seq: n,
            kind,
            start,
            end: performance.now(),
            status: answer.status,
            accepted: answer.status === 200 && code === 200,
          });
        },
        (error: Error) => {
          results.push({
            seq: n,
            kind,
            start,
            end: performance.now(),
            status: 0,
            accepted: false,
            error: error.message,
          });
        },
      );
      inflight.push(one);
    }
    await Promise.all(inflight);
    agent.destroy();
  };
  const killer = (async () => {
    await sleep(KILL_AT_SECONDS * 1000);
    killedAt = performance.now();
    process.kill(-api2.group, 'SIGKILL');
    log(`  API 2 killed (SIGKILL to its process group) ${seconds(t0).toFixed(1)} s into the load`);
  })();
  await Promise.all([...Array.from({ length: LOAD_CLIENTS }, (_, k) => client(k)), killer]);
  const loadSeconds = seconds(t0);

  // The surviving instance writes its queue every 200 ms; give it a moment.
  await sleep(1500);
  const rows = await apiQuery<{ page_url: string; n: string }>(
    'SELECT page_url, count(*) AS n FROM page_visits WHERE page_url LIKE $1 GROUP BY page_url',
    [`${prefix}%`],
  );
  const stored = new Map(rows.map((row) => [Number(row.page_url.slice(prefix.length)), Number(row.n)]));
  const storedTotal = rows.reduce((sum, row) => sum + Number(row.n), 0);
  const visits = results.filter((r) => r.kind === 'visit');
  const accepted = visits.filter((r) => r.accepted);
  const lost = accepted.filter((r) => !stored.has(r.seq));
  const twice = [...stored].filter(([, n]) => n > 1);
  const fiveXX = results.filter((r) => r.status >= 500 || r.status === 0);
  const inFlightAtKill = results.filter((r) => r.start <= killedAt && r.end >= killedAt);
  const other = results.filter((r) => r.status !== 0 && r.status < 500 && !r.accepted && r.kind === 'visit');
  const gets = results.filter((r) => r.kind === 'get');
  const getsBad = gets.filter((r) => r.status === 0 || r.status >= 500);
  const fiveXXAfterKill = fiveXX.filter((r) => r.start > killedAt);

  log(
    `  ${results.length} requests in ${loadSeconds.toFixed(1)} s (${visits.length} visit posts, ${gets.length} GETs) ` +
      `through nginx from ${LOAD_CLIENTS} client addresses`,
  );
  log(
    `  visits: ${accepted.length} accepted (2xx), ${storedTotal} stored (${stored.size} distinct), ` +
      `${twice.length} stored twice, ${lost.length} accepted but not stored, ${other.length} refused with 4xx`,
  );
  log(
    `  5xx or no answer: ${fiveXX.length} (${fiveXXAfterKill.length} sent after the kill); ` +
      `${inFlightAtKill.length} requests were in flight at the kill; GETs failed: ${getsBad.length}`,
  );
  const statuses = (list: Sent[]) =>
    Object.entries(
      list.reduce<Record<string, number>>((acc, r) => {
        acc[r.status || 'none'] = (acc[r.status || 'none'] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
  const acceptedSeqs = new Set(accepted.map((r) => r.seq));
  const storedUnanswered = [...stored.keys()].filter((n) => !acceptedSeqs.has(n)).length;
  log(
    `  answers: visits ${statuses(visits)}; GETs ${statuses(gets)}; ` +
      `${storedUnanswered} visits stored without a 2xx`,
  );
  for (const r of fiveXX.slice(0, 5))
    log(
      `    ${r.kind} #${r.seq}: ${r.status || r.error} (sent ${((r.start - killedAt) / 1000).toFixed(3)} s from the kill)`,
    );
  if (lost.length)
    log(
      `  the ${lost.length} lost visits were answered between ${((Math.min(...lost.map((r) => r.end)) - killedAt) / 1000).toFixed(3)} s ` +
        `and ${((Math.max(...lost.map((r) => r.end)) - killedAt) / 1000).toFixed(3)} s from the kill ` +
        `(answered before stored: decision 023 answers a visit once its batch is written)`,
    );

  if (twice.length) problems.push(`${twice.length} visits stored more than once`);
  if (lost.length) problems.push(`${lost.length} accepted visits not stored`);
  if (fiveXXAfterKill.length)
    problems.push(`${fiveXXAfterKill.length} requests sent after the kill got a 5xx or no answer`);
  if (fiveXX.length > inFlightAtKill.length)
    problems.push(
      `${fiveXX.length} 5xx answers, more than the ${inFlightAtKill.length} requests in flight at the kill`,
    );
  if (other.length)
    problems.push(`${other.length} visits were refused (4xx): the load should stay under the limits`);
  if (accepted.length < visits.length * 0.9)
    problems.push(`only ${accepted.length} of ${visits.length} visits accepted`);
  const survivor = await request(ports.api1, '/health');
  if (survivor.status !== 200) problems.push(`API 1 is not healthy after the kill: ${survivor.status}`);
  return {
    problems,
    figures: {
      requests: results.length,
      visits: visits.length,
      accepted: accepted.length,
      stored: storedTotal,
      lost: lost.length,
      fiveXX: fiveXX.length,
      inFlight: inFlightAtKill.length,
    },
  };
}

// ── main ─────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  takeRunLock(RUN_LOCK, log);
  runLockHeld = true;
  check(NGINX, 'nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)');
  check(
    spawnSync('rsync', ['--version']).status === 0,
    'rsync is not installed (RELEASE_TARGETS copies with it)',
  );
  fs.rmSync(WORK, { recursive: true, force: true });
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  const ports = await pickPorts();
  log(
    `run ${RUN}; ports ${Object.entries(ports)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  const figures: string[] = [];
  const failures: string[] = [];

  const redis = await redisClient().catch((error: Error) => {
    throw new Error(`Redis at ${REDIS_URL} does not answer: ${error.message}`);
  });
  redis.disconnect();
  log(`recreating the databases ${CMS_DB} and ${API_DB}; Redis key prefix ${REDIS_PREFIX}`);
  await recreateDatabase(CMS_DB);
  await recreateDatabase(API_DB);
  databasesCreated = true;

  const mail = startService(
    'maildev',
    process.execPath,
    maildevArgs(ROOT, { smtp: ports.smtp, web: ports.mailWeb }),
    baseEnv(),
  );
  await waitUntil('MailDev', answersOk(maildevReadyUrl(ports.mailWeb)), 30_000, mail);

  log('seeding the CMS with the demo content (PostgreSQL) …');
  let t = performance.now();
  await runCommand('cms-seed', 'npm', ['run', 'seed'], cmsEnv(ports), CMS_DIR);
  figures.push(`CMS seed ${seconds(t).toFixed(0)} s`);
  log(`seeded in ${seconds(t).toFixed(0)} s`);
  if (!fs.existsSync(path.join(CMS_DIR, 'dist/config/server.js'))) {
    log('compiling the CMS (cms/dist is missing) …');
    await runCommand('cms-build', 'npm', ['run', 'build:server'], cmsEnv(ports), CMS_DIR);
  }

  t = performance.now();
  const cms = startService(
    'cms',
    process.execPath,
    [path.join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
    cmsEnv(ports),
    CMS_DIR,
  );
  const tsx = require.resolve('tsx/cli');
  const api1 = startService(
    'api1',
    process.execPath,
    [tsx, 'website-api/src/server.ts'],
    apiEnv(ports, ports.api1),
  );
  // The first instance migrates the empty database; the second starts on the migrated one.
  await waitUntil('API 1', answersOk(`http://127.0.0.1:${ports.api1}/health`), 60_000, api1);
  const part = await loadParts();
  const api2 = startService(
    'api2',
    process.execPath,
    [tsx, 'website-api/src/server.ts'],
    apiEnv(ports, ports.api2),
  );
  const nginxArgs = writeNginxConf(ports);
  const test = spawnSync(NGINX, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
  check(test.status === 0, `nginx -t failed: ${test.stderr}`);
  const nginx = startService('nginx', NGINX, [...nginxArgs, '-g', 'daemon off;'], baseEnv());
  const builder = startService(
    'builder',
    process.execPath,
    [tsx, 'publish/src/builder-main.ts'],
    builderEnv(ports),
  );
  const siteA = startService(
    'site-a',
    process.execPath,
    [tsx, 'server/src/main.ts'],
    siteEnv(ports, ports.siteA, dirs.nodeA, ports.api1),
  );
  const siteB = startService(
    'site-b',
    process.execPath,
    [tsx, 'server/src/main.ts'],
    siteEnv(ports, ports.siteB, dirs.nodeB, ports.api2),
  );
  await waitUntil('API 2', answersOk(`http://127.0.0.1:${ports.api2}/health`), 60_000, api2);
  await waitUntil('nginx', answersOk(`http://127.0.0.1:${ports.nginx}/__health`), 20_000, nginx);
  await waitUntil('builder', answersOk(`http://127.0.0.1:${ports.builder}/__health`), 60_000, builder);
  await waitUntil('site server A', answersOk(`http://127.0.0.1:${ports.siteA}/__health`), 60_000, siteA);
  await waitUntil('site server B', answersOk(`http://127.0.0.1:${ports.siteB}/__health`), 60_000, siteB);
  await waitUntil('CMS', answersOk(`http://127.0.0.1:${ports.cms}/_health`), 180_000, cms);
  log(
    `CMS, builder, two site servers, two API instances, nginx and MailDev up in ${seconds(t).toFixed(0)} s`,
  );

  // The first release: a full build of both variants, asked through site server B (forwarded).
  log('first release: POST /__rebuild through site server B (forwarded to the builder) …');
  t = performance.now();
  const first = await request(ports.siteB, '/__rebuild', {
    method: 'POST',
    headers: { Authorization: `Bearer ${REBUILD_TOKEN}` },
    body: {},
  });
  check(
    first.status === 202 || first.status === 200,
    `POST /__rebuild answered ${first.status}: ${first.text}`,
  );
  const firstRelease = waitForRelease(ports, null, 20 * 60_000);
  firstRelease.catch(() => undefined);

  log('scenario 1: login limits across both API instances (while the first build runs)');
  failures.push(...(await loginLimits(ports)).map((p) => `login limits: ${p}`));
  log('scenario 3: one outbox, two sending instances (while the first build runs)');
  const mailResult = await outboxOnce(ports);
  failures.push(...mailResult.problems.map((p) => `outbox: ${p}`));

  const { id: firstId, buildSeconds: firstBuild } = await firstRelease;
  figures.push(
    `first release (full build of both variants) ${seconds(t).toFixed(0)} s (build ${firstBuild.toFixed(0)} s)`,
  );
  log(`first release ${firstId} live on both nodes after ${seconds(t).toFixed(0)} s`);

  log('scenario 5: a part page on both nodes');
  failures.push(...(await partPageOnBothNodes(ports, part)).map((p) => `part page: ${p}`));

  // The first release was built from the demo content on PostgreSQL: every page that content
  // implies, in both variants, and nothing members-only (what scripts/pg-site-check.ts checks
  // on a build of its own).
  log('scenario 6: the first release against the CMS content, and no members-only body in it');
  t = performance.now();
  failures.push(...(await firstReleaseMatchesContent(ports, firstId)).map((p) => `first release: ${p}`));
  figures.push(`first release checked against the CMS content in ${seconds(t).toFixed(0)} s`);

  log('scenario 2: a publish in the CMS reaches both nodes');
  const publish = await publishReachesBothNodes(ports, firstId);
  failures.push(...publish.problems.map((p) => `publish: ${p}`));
  log(
    `  publish-to-live ${publish.publishToLive.toFixed(1)} s (build and delivery ${publish.buildSeconds.toFixed(1)} s)`,
  );

  log(`scenario 4: API 2 killed ${KILL_AT_SECONDS} s into ${LOAD_SECONDS} s of page visits through nginx`);
  const kill = await killUnderLoad(ports);
  failures.push(...kill.problems.map((p) => `kill under load: ${p}`));

  log('');
  log('summary');
  const m = mailResult.figures;
  const k = kill.figures;
  for (const line of [
    ...figures,
    `publish-to-live ${publish.publishToLive.toFixed(1)} s, release ${publish.release} on builder, node A and node B`,
    `mails: ${m.queued} queued, ${m.sent} sent (${Object.values(m.senders).join(' + ')} by the two instances), ${m.received} received`,
    `kill under load: ${k.requests} requests, ${k.visits} visits posted, ${k.accepted} accepted, ${k.stored} stored, ` +
      `${k.lost} lost with the killed instance's queue, ${k.fiveXX} 5xx (${k.inFlight} in flight at the kill)`,
    `total ${seconds(started).toFixed(0)} s`,
  ])
    log(`  ${line}`);
  for (const failure of failures) log(`FAILED: ${failure}`);
  log(
    failures.length === 0
      ? 'ok: the whole deployment works on PostgreSQL and Redis'
      : `${failures.length} problems`,
  );
  return failures.length === 0 ? 0 : 1;
}

let runLockHeld = false;
let databasesCreated = false;
let cleaning: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaning ??= stopAndRemove();
  return cleaning;
}

async function stopAndRemove(): Promise<void> {
  if (!runLockHeld) return;
  const t = performance.now();
  await Promise.all(groups.groups().map(stopGroup));
  log(`processes stopped in ${seconds(t).toFixed(1)} s`);
  let keys = 0;
  try {
    keys = await deleteRedisKeys();
  } catch (error) {
    log(`could not delete the Redis keys ${REDIS_PREFIX}*: ${(error as Error).message}`);
  }
  if (databasesCreated) {
    for (const name of [CMS_DB, API_DB]) {
      await dropDatabase(name).catch((error: Error) => log(`could not drop ${name}: ${error.message}`));
    }
  }
  if (process.env.MULTI_CHECK_KEEP === '1') log(`kept ${path.relative(ROOT, WORK)} (MULTI_CHECK_KEEP=1)`);
  else await removeWork();
  log(
    `cleaned up in ${seconds(t).toFixed(1)} s: processes stopped, databases dropped, ${keys} Redis keys deleted`,
  );
}

/**
 * Removes the folder: three releases of about 57,000 files each per builds folder and two
 * Gatsby caches. The subfolders are removed by `rm -rf` processes at the same time rather than
 * by one walk in this process (a single walk took 45–70 s here).
 */
async function removeWork(): Promise<void> {
  const t = performance.now();
  if (!fs.existsSync(WORK)) return;
  const entries = fs.readdirSync(WORK).map((name) => path.join(WORK, name));
  const removals = entries.map(
    (entry) =>
      new Promise<void>((resolve) => {
        const rm = spawn('rm', ['-rf', entry], { stdio: 'ignore' });
        rm.on('error', () => resolve());
        rm.on('exit', () => resolve());
      }),
  );
  await Promise.all(removals);
  fs.rmSync(WORK, { recursive: true, force: true });
  log(`removed ${path.relative(ROOT, WORK)} in ${seconds(t).toFixed(1)} s`);
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
    console.error(`[multi-instance-check] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    for (const service of services.values()) {
      if (service.exit) console.error(`[multi-instance-check] ${service.name} had exited (${service.exit})`);
    }
    await cleanUp();
    process.exit(1);
  });
