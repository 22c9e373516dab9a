/**
 * Website API benchmark on loopback with autocannon: page-visit ingest, login and a cached
 * members-only content read, each beside a bare Fastify route. The API runs as its own
 * process over a fresh SQLite file (or DATABASE_URL), as `npm start` runs it.
 *   npx tsx bench/api-bench.ts [--duration 10] [--connections 50] [--visits 20000] [--log-level warn]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { freePort } from '@site/test-utils/free-port';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
const LOG_LEVEL = arg('log-level', 'warn');
// The ingest run sends a fixed number of visits, so every answer is counted (a timed run
// drops the answers still in flight when it stops) and can be compared with the table.
const VISITS = Number(arg('visits', '20000'));
const ROOT = path.resolve(__dirname, '..');
const API_DIR = path.join(ROOT, 'website-api');
const CLIENT_ID = 'bench-client';
const CMS_TOKEN = 'bench-cms-token';
const MEMBER = { email: 'member@example.com', password: 'Demo-Member-2024!' };
const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for the CMS REST API with one members-only article. */
async function startCms(): Promise<{ url: string; close: () => void }> {
  const body = `## Market outlook\n\n${'Members-only analysis of the power semiconductor market. '.repeat(20)}`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ data: [{ slug: 'bench-article', membersOnly: true, detailSynced: true, body }] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => server.close(),
  };
}

function run(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForPort(port: number) {
  for (let i = 0; i < 300; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net
        .connect(port, '127.0.0.1', () => resolve(socket.end() && true))
        .on('error', () => resolve(false));
    });
    if (up) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${port}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

interface Figures {
  rps: number;
  p99: number;
  ok: number;
  other: number;
}

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const sqlitePath = path.join(dir, 'api.sqlite');
  const cms = await startCms();
  const apiPort = await freePort();
  const barePort = await freePort();
  const env = {
    SQLITE_PATH: sqlitePath,
    API_PORT: String(apiPort),
    CLIENT_ID,
    CMS_URL: cms.url,
    CMS_API_TOKEN: CMS_TOKEN,
    SMTP_URL: 'smtp://127.0.0.1:1',
    RATE_LIMIT_SCALE: '1000000',
    LOG_LEVEL,
  };

  const seed = run(['src/seed.ts'], { ...env, LOG_LEVEL: 'warn' }, API_DIR);
  await new Promise((resolve) => seed.once('exit', resolve));
  const api = run(['src/server.ts'], env, API_DIR);
  const bare = run(['bench/api-bare-server.ts'], { PORT: String(barePort) }, ROOT);
  await Promise.all([waitForPort(apiPort), waitForPort(barePort)]);

  const headers = { 'content-type': 'application/json', clientId: CLIENT_ID, 'x-locale': 'en' };
  const loginAnswer = await fetch(`http://127.0.0.1:${apiPort}/website/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(MEMBER),
  }).then((r) => r.json() as Promise<{ code: number; data: { token: string } }>);
  if (loginAnswer.code !== 200) throw new Error(`demo login failed: ${JSON.stringify(loginAnswer)}`);
  const token = loginAnswer.data.token;

  const visit = JSON.stringify({
    pageTitle: 'Semiconductor news',
    pageUrl: '/en/news/bench-article',
    deviceType: 'computer English bench',
  });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const rows: [string, Figures, Figures][] = [];

  log(
    `website API benchmark: ${DURATION}s per run, ${CONNECTIONS} connections, log level ${LOG_LEVEL}, SQLite, ${os.cpus().length} cores`,
  );
  const ingest = await measure({
    url: `${apiUrl}/website/newEnterPage`,
    method: 'POST',
    headers,
    body: visit,
    amount: VISITS,
  });
  rows.push([
    'page-visit ingest',
    ingest,
    await measure({ url: `${bareUrl}/bare`, method: 'POST', headers, body: visit }),
  ]);

  const login = await measure({
    url: `${apiUrl}/website/auth/login`,
    method: 'POST',
    headers,
    body: JSON.stringify(MEMBER),
  });
  rows.push([
    'login (argon2id)',
    login,
    await measure({ url: `${bareUrl}/bare`, method: 'POST', headers, body: JSON.stringify(MEMBER) }),
  ]);

  const content = await measure({
    url: `${apiUrl}/website/content/news/bench-article`,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  rows.push(['members-only read', content, await measure({ url: `${bareUrl}/bare/bench-article`, headers })]);

  const exitCode = await stop(api);
  await stop(bare);
  cms.close();

  const db = new Database(sqlitePath, { readonly: true });
  const stored = (db.prepare('select count(*) as n from page_visits').get() as { n: number }).n;
  db.close();

  log('');
  log('| route | req/s | p99 ms | bare req/s | bare p99 ms | ratio | non-200 |');
  log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, figures, baseline] of rows) {
    log(
      `| ${name} | ${figures.rps.toFixed(0)} | ${figures.p99} | ${baseline.rps.toFixed(0)} | ${baseline.p99} | ${(figures.rps / baseline.rps).toFixed(2)} | ${figures.other} |`,
    );
  }
  log('');
  log(
    `page visits accepted (HTTP 200): ${ingest.ok}; stored after SIGTERM: ${stored}; API exit code ${exitCode}`,
  );
  log(
    stored === ingest.ok ? 'every accepted visit is stored' : 'MISMATCH between accepted and stored visits',
  );
  fs.rmSync(dir, { recursive: true, force: true });
  if (stored !== ingest.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
