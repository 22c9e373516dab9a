/**
 * Part page benchmark (decision 095): time to first byte of server-rendered part pages
 * through the site server (its own process, loopback, 10 connections), beside a static page of
 * the same release in the same run, and the time to stream the part sitemaps.
 *
 *   npx tsx bench/part-pages.ts [--count 200000] [--db FILE] [--seconds 8] [--rounds 3] [--sitemaps 3]
 *     [--processes N]
 *
 * The parts store is `--db` when it already holds parts, else one generated with `--count`
 * parts into .data/bench/part-pages-<count>.sqlite (kept for the next run; the generation time
 * is printed). The release is the live one (.builds/current) when there is one, else a
 * synthetic one whose shell and static page weigh as much as a built page (60 kB).
 * Each round measures the static page, then part pages (random parts, random language and
 * layout), for `--seconds` each; the figures are the medians over the rounds.
 * `--sitemaps N` streams the index and the first N files of one language. `--processes N` sets
 * the site server's SITE_SERVER_PROCESSES (default: its own, one process per core up to four).
 * Run it niced on a shared machine: `nice -n 10 npx tsx bench/part-pages.ts`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateParts, openPartsStore } from '@site/parts';
import { CURRENT_LINK, RELEASE_FILE } from '@site/releases';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const COUNT = Number(arg('count', '200000'));
const SECONDS = Number(arg('seconds', '8'));
const ROUNDS = Number(arg('rounds', '3'));
const SITEMAP_FILES = Number(arg('sitemaps', '3'));
const PROCESSES = arg('processes', '');
const CONNECTIONS = 10;
const ROOT = path.resolve(__dirname, '..');
const log = (line: string) => process.stdout.write(`${line}\n`);
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function partsDatabase(): Promise<string> {
  const given = arg('db', '');
  const file = given || path.join(ROOT, '.data/bench', `part-pages-${COUNT}.sqlite`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const store = await openPartsStore({ kind: 'sqlite', path: file });
  try {
    const held = await store.count();
    if (held > 0) {
      log(`parts store: ${file}, ${held.toLocaleString('en')} parts (reused)`);
      return file;
    }
    const started = performance.now();
    await store.load(generateParts({ count: COUNT, seed: 1 }));
    const seconds = (performance.now() - started) / 1000;
    log(`parts store: ${file}, ${COUNT.toLocaleString('en')} parts generated in ${seconds.toFixed(1)} s`);
    return file;
  } finally {
    await store.close();
  }
}

/** A built page's weight: inline styles, Gatsby's scripts, a header and footer. */
function syntheticPage(pagePath: string, body: string): string {
  const styles = '.x{margin:0 auto;padding:16px;color:#111}\n'.repeat(900);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><style>${styles}</style>` +
    `<title data-gatsby-head="true">Page | Site</title>` +
    `<meta name="robots" content="noindex" data-gatsby-head="true"/>` +
    `<link rel="canonical" href="http://localhost:8000${pagePath}" data-gatsby-head="true"/></head><body>` +
    `<div id="___gatsby"><header>${'<a href="/x">Menu item</a>'.repeat(40)}</header><main>${body}</main>` +
    `<footer>${'<p>Footer text of the site. </p>'.repeat(60)}</footer></div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
    `<script src="/app.js" async></script></body></html>`
  );
}

function syntheticRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'part-pages-bench-'));
  for (const build of ['pc', 'mobile'] as const) {
    const other = build === 'pc' ? 'mobile' : 'pc';
    for (const prefix of ['', '/en', '/zh']) {
      for (const segment of ['', `/${other}`]) {
        const pages: [string, string][] = [
          ['/rep/part', '<div id="part-page"><!--$--><p>Loading</p><!--/$--></div>'],
          ['/rep/compare', '<div id="part-page"><!--$--><p>Loading</p><!--/$--></div>'],
          ['/rep/search', `<h1>Substitute part search</h1>${'<p>Search text. </p>'.repeat(30)}`],
        ];
        for (const [route, body] of pages) {
          const pagePath = `${prefix}${segment}${route}`;
          const file = path.join(dir, 'r1', build, pagePath, 'index.html');
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, syntheticPage(pagePath, body));
        }
      }
      const notFound = path.join(dir, 'r1', build, prefix, '404.html');
      fs.writeFileSync(notFound, syntheticPage(`${prefix}/404.html`, '<h1>Not found</h1>'));
    }
  }
  fs.writeFileSync(
    path.join(dir, 'r1', RELEASE_FILE),
    JSON.stringify({ id: 'r1', builtAt: new Date().toISOString() }),
  );
  fs.symlinkSync('r1', path.join(dir, CURRENT_LINK));
  return dir;
}

interface Figures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `CONNECTIONS` loops on keep-alive sockets for `seconds`; the time to the response head of each request. */
async function load(
  port: number,
  next: () => { path: string; ua: string },
  seconds: number,
): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const target = next();
      const started = performance.now();
      const req = http.get(
        { host: '127.0.0.1', port, path: target.path, agent, headers: { 'user-agent': target.ua } },
        (res) => {
          times.push(performance.now() - started);
          if (res.statusCode !== 200) reject(new Error(`${target.path}: ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    bytes: bytes / times.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor(port: number) {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) =>
      http
        .get({ host: '127.0.0.1', port, path: '/__health' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false)),
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The site server did not start');
}

async function fetchAll(port: number, target: string): Promise<{ ms: number; bytes: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ ms: performance.now() - started, bytes: body.length, body: body.toString('utf8') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main() {
  const db = await partsDatabase();
  const store = await openPartsStore({ kind: 'sqlite', path: db });
  const top = Number(
    (
      await store.db
        .selectFrom('part')
        .select((eb) => eb.fn.max('id').as('top'))
        .executeTakeFirstOrThrow()
    ).top,
  );
  const ids: string[] = [];
  while (ids.length < 1000) {
    const found = await store.partsByRowIds([1 + Math.floor(Math.random() * top)]);
    if (found[0]) ids.push(found[0].id);
  }
  await store.close();

  const live = path.join(ROOT, '.builds/current');
  const buildsDir = fs.existsSync(live) ? path.join(ROOT, '.builds') : syntheticRelease();
  log(
    `release: ${fs.existsSync(live) ? 'the live build' : 'synthetic (60 kB pages)'}; site server processes: ${PROCESSES || 'its default'}; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const port = 18000 + Math.floor(Math.random() * 1000);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BUILDS_DIR: buildsDir,
      PARTS_SQLITE_PATH: db,
      REBUILD_TOKEN: 'bench-token-0123456789abcdef',
      // No builder answers here: nothing rebuilds during the bench.
      BUILDER_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'error',
      ...(PROCESSES ? { SITE_SERVER_PROCESSES: PROCESSES } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitFor(port);
    const prefixes = ['', '/en', '/zh'];
    let turn = 0;
    const staticPage = () => ({ path: '/en/rep/search', ua: DESKTOP });
    const partPage = () => {
      turn++;
      const prefix = prefixes[turn % 3];
      const ua = turn % 2 ? DESKTOP : PHONE;
      return { path: `${prefix}/rep/part/${ids[turn % ids.length]}`, ua };
    };
    // Warm-up: the store's caches, the shells, the JIT.
    await load(port, partPage, 2);
    await load(port, staticPage, 1);
    const rounds: { static: Figures; part: Figures }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s = await load(port, staticPage, SECONDS);
      const p = await load(port, partPage, SECONDS);
      rounds.push({ static: s, part: p });
      log(
        `round ${round + 1}: static p50 ${s.p50.toFixed(2)} p95 ${s.p95.toFixed(2)} ms (${s.requests} req); part p50 ${p.p50.toFixed(2)} p95 ${p.p95.toFixed(2)} p99 ${p.p99.toFixed(2)} ms (${p.requests} req, ${(p.bytes / 1024).toFixed(1)} kB)`,
      );
    }
    const m = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
    log('');
    log(
      `| page (median of ${ROUNDS} rounds, TTFB ms, ${CONNECTIONS} connections) | p50 | p95 | p99 | req/s |`,
    );
    log('| --- | --- | --- | --- | --- |');
    log(
      `| static /en/rep/search | ${m((r) => r.static.p50).toFixed(2)} | ${m((r) => r.static.p95).toFixed(2)} | ${m((r) => r.static.p99).toFixed(2)} | ${(m((r) => r.static.requests) / SECONDS).toFixed(0)} |`,
    );
    log(
      `| part page | ${m((r) => r.part.p50).toFixed(2)} | ${m((r) => r.part.p95).toFixed(2)} | ${m((r) => r.part.p99).toFixed(2)} | ${(m((r) => r.part.requests) / SECONDS).toFixed(0)} |`,
    );
    log(`part p95 / static p95: ${(m((r) => r.part.p95) / m((r) => r.static.p95)).toFixed(2)}`);
    log(
      `load average after the rounds: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    const index = await fetchAll(port, '/sitemaps/parts/index.xml');
    const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/parts\/jp-\d+\.xml)<\/loc>/g)].map(
      (x) => x[1],
    );
    log('');
    log(
      `sitemap index: ${index.ms.toFixed(1)} ms, ${(index.bytes / 1024).toFixed(1)} kB, ${files.length} files per language`,
    );
    const times: number[] = [];
    for (const file of files.slice(0, SITEMAP_FILES)) {
      const one = await fetchAll(port, file);
      times.push(one.ms);
      log(
        `sitemap ${file}: ${one.ms.toFixed(0)} ms, ${(one.bytes / 1024 / 1024).toFixed(1)} MB, ${one.body.split('<url>').length - 1} URLs`,
      );
    }
    if (times.length) {
      const each = median(times);
      log(
        `median per file ${each.toFixed(0)} ms; every file of 3 languages at this rate: ${((each * files.length * 3) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    if (!fs.existsSync(live)) fs.rmSync(buildsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
