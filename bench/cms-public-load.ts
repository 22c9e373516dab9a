/**
 * Anonymous load on the CMS: how long a small public request waits while four of the
 * heaviest public GraphQL queries the CMS accepts run at the same time. Boots a real CMS
 * (`strapi start`, no admin panel) on a fresh SQLite file seeded with the demo content,
 * then, three times: the small request alone (the anchor), and the same request while
 * four clients send the heavy query back to back. Prints p50/p99 of both, their ratio,
 * and the medians of the three runs.
 *   npx tsx bench/cms-public-load.ts [--cms-dir cms] [--seconds 10] [--news 200]
 * `--cms-dir` may point at another checkout's cms/ (a git worktree with the CMS's
 * node_modules linked) to measure an earlier version with the same script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@site/test-utils/free-port';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const ROOT = path.resolve(__dirname, '..');
const CMS_DIR = path.resolve(ROOT, arg('cms-dir', 'cms'));
const SECONDS = Number(arg('seconds', '10'));
const NEWS = arg('news', '200');
const HEAVY_CLIENTS = 4;
const RUNS = 3;
const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The small request: one category, as a page of the site might ask. */
const SMALL = '/api/categories?locale=en&pagination[pageSize]=1';

/** Relations selected per news item: the three, then more through aliases and brands. */
const RELATIONS_3 = 'relatedBrands { name slug summary } tags { name slug } cover { url alternativeText }';
const RELATIONS_9 = `relatedBrands { name slug summary logo { url } category { name } materialFiles { url } }
  tags { name slug } cover { url alternativeText } category { name } c2: category { slug } c3: cover { name }`;
/** Candidates, heaviest first: the bench uses the first one the CMS answers without errors. */
const HEAVY: Array<{ name: string; query: string }> = [
  {
    name: 'pageSize 1000, 9 relations per item',
    query: `{ newsArticles(locale: "en", pagination: { pageSize: 1000 }) { title body summary ${RELATIONS_9} } }`,
  },
  {
    name: 'pageSize 1000, 3 relations per item (the probe query)',
    query: `{ newsArticles(locale: "en", pagination: { pageSize: 1000 }) { title body ${RELATIONS_3} } }`,
  },
  {
    name: 'pageSize 100, 9 relations per item',
    query: `{ newsArticles(locale: "en", pagination: { pageSize: 100 }) { title body summary ${RELATIONS_9} } }`,
  },
  {
    name: 'pageSize 100, 3 relations per item',
    query: `{ newsArticles(locale: "en", pagination: { pageSize: 100 }) { title body ${RELATIONS_3} } }`,
  },
];

function start(command: string, args: string[], env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn(command, args, {
    cwd: CMS_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code) => {
    if (code) log(`${label} exited with ${code}:\n${tail}`);
  });
  return child;
}

function finished(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const done = finished(child);
  process.kill(-child.pid, 'SIGTERM');
  await done;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error('the CMS stopped while starting');
    try {
      if ((await fetch(`${url}/_health`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the CMS did not answer within 5 minutes');
}

/** fetch, sent again when a kept-alive socket the server had closed resets (the time includes the retry). */
async function send(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (attempt < 3 && code === 'ECONNRESET') continue;
      throw error;
    }
  }
}

async function graphql(url: string, query: string): Promise<{ status: number; ok: boolean; bytes: number }> {
  const res = await send(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { errors?: unknown[] };
  return { status: res.status, ok: res.status === 200 && !body.errors, bytes: text.length };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values: number[]) => percentile(values, 50);

/** Small requests one after another for `SECONDS`; their latencies in ms. */
async function smallRequests(url: string): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const began = performance.now();
    const res = await send(url + SMALL);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the small request answered ${res.status}`);
    latencies.push(performance.now() - began);
    await sleep(20);
  }
  return latencies;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-public-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'development',
    CMS_SQLITE_FILE: path.join(dir, 'cms.sqlite'),
    CMS_DATA_DIR: dir,
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    CMS_EDITOR_TOKEN_FILE: path.join(dir, 'editor-token'),
    CMS_EDITOR_PASSWORD: 'Bench-Editor-2026-x',
    CMS_SERVE_ADMIN: 'false',
    CMS_PORT: String(port),
    CMS_HOST: '127.0.0.1',
    SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
    REBUILD_TOKEN: 'bench-rebuild-token',
  };
  for (const name of ['DATABASE_URL', 'CMS_DATABASE_URL']) delete process.env[name];
  let cms: ChildProcess | undefined;
  try {
    log(`seeding ${NEWS} news into ${dir} (compiles ${CMS_DIR}) …`);
    const seed = start(
      process.execPath,
      ['scripts/run-seed.js', '--news', NEWS, '--notices', '10', '--brands', '40', '--enterprises', '50'],
      env,
      'seed',
    );
    if ((await finished(seed)) !== 0) throw new Error('the seed failed');
    cms = start(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], env, 'cms');
    await waitForHealth(url, cms);

    let heavy: (typeof HEAVY)[number] | undefined;
    for (const candidate of HEAVY) {
      const answer = await graphql(url, candidate.query);
      log(
        `heavy candidate "${candidate.name}": ${answer.ok ? 'accepted' : 'refused'} (${answer.status}, ${answer.bytes} bytes)`,
      );
      if (answer.ok && !heavy) heavy = candidate;
    }
    if (!heavy) throw new Error('the CMS accepts none of the heavy queries');
    log(`heaviest accepted: ${heavy.name}`);
    log(
      `${RUNS} runs of ${SECONDS} s; small request ${SMALL}; ${HEAVY_CLIENTS} heavy clients; ${os.cpus().length} cores`,
    );

    const rows: Array<{ alone: number; loaded: number; heavyMs: number; heavyAlone: number }> = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const alone = await smallRequests(url);
      // The heavy query by itself, for what the limits cost a legitimate heavy reader.
      const heavyAloneTimes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const began = performance.now();
        if (!(await graphql(url, heavy.query)).ok) throw new Error('the heavy query failed');
        heavyAloneTimes.push(performance.now() - began);
      }
      let stopping = false;
      const heavyTimes: number[] = [];
      const clients = Array.from({ length: HEAVY_CLIENTS }, async () => {
        while (!stopping) {
          const began = performance.now();
          const answer = await graphql(url, heavy.query);
          if (!answer.ok) throw new Error(`the heavy query answered ${answer.status}`);
          heavyTimes.push(performance.now() - began);
        }
      });
      // Let every heavy client get going before measuring.
      await sleep(500);
      let loaded: number[];
      try {
        loaded = await smallRequests(url);
      } finally {
        stopping = true;
        await Promise.allSettled(clients);
      }
      for (const client of await Promise.allSettled(clients)) {
        if (client.status === 'rejected') throw client.reason;
      }
      const row = {
        alone: percentile(alone, 99),
        loaded: percentile(loaded, 99),
        heavyMs: median(heavyTimes),
        heavyAlone: median(heavyAloneTimes),
      };
      rows.push(row);
      log(
        `run ${run}: small alone p50 ${median(alone).toFixed(1)} ms p99 ${row.alone.toFixed(1)} ms (${alone.length}); ` +
          `under load p50 ${median(loaded).toFixed(1)} ms p99 ${row.loaded.toFixed(1)} ms (${loaded.length}); ` +
          `heavy query alone ${row.heavyAlone.toFixed(0)} ms, four at once median ${row.heavyMs.toFixed(0)} ms (${heavyTimes.length} answers); ratio p99 ${(row.loaded / row.alone).toFixed(1)}×`,
      );
    }
    const alone = median(rows.map((r) => r.alone));
    const loaded = median(rows.map((r) => r.loaded));
    log(
      `median of ${RUNS}: small request p99 alone ${alone.toFixed(1)} ms, under ${HEAVY_CLIENTS} × "${heavy.name}" ${loaded.toFixed(1)} ms ` +
        `(${(loaded / alone).toFixed(1)}× the anchor); heavy query alone ${median(rows.map((r) => r.heavyAlone)).toFixed(0)} ms, ` +
        `four at once ${median(rows.map((r) => r.heavyMs)).toFixed(0)} ms each`,
    );
  } finally {
    if (cms) await stop(cms);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
