/**
 * Parts benchmark: generates each size into .data/bench/, then measures search and
 * substitutes through the website API (as a member) on loopback, beside a naive LIKE scan.
 * Prints figures only (build phases, database and index sizes, latency percentiles).
 *   npx tsx bench/parts-bench.ts [--sizes 1000000,8000000] [--requests 2000] [--keep] [--reuse] [--kicad DIR]
 * --kicad DIR loads the parts of the KiCad symbol libraries in DIR before the generated ones
 * (as npm start does) and draws a fifth of the samples from them.
 * --keep leaves the databases in .data/bench/; --reuse measures a database kept by an
 * earlier run instead of building it again (no build figures then).
 * Run it niced on a shared machine: `nice -n 10 npx tsx bench/parts-bench.ts`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { generateParts, openPartsStore, type PartRecord, type PartsStore } from '@site/parts';
import { importKicad } from '../packages/parts/src/kicad/import';
import { buildApp } from '../website-api/src/app';
import { loadConfig } from '../website-api/src/config';
import { insertMember } from '../website-api/src/repositories/members';
import { createSession } from '../website-api/src/repositories/sessions';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const SIZES = arg('sizes', '1000000,8000000').split(',').map(Number);
const REQUESTS = Number(arg('requests', '2000'));
const BASELINE_RUNS = 10;
const REUSE = process.argv.includes('--reuse');
const KEEP = REUSE || process.argv.includes('--keep');
const KICAD = arg('kicad', '');
const DIR = path.resolve(__dirname, '../.data/bench');
const log = (line: string) => process.stdout.write(`${line}\n`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const CLIENT_ID = 'parts-bench';
let bearer = '';

function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent,
        headers: { clientid: CLIENT_ID, authorization: `Bearer ${bearer}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p95: at(95), p99: at(99) };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(8);

async function measure(port: number, urls: string[], kind: string): Promise<number[]> {
  for (const url of urls.slice(0, 100)) await get(port, url); // warm-up
  const times: number[] = [];
  let lastLog = Date.now();
  for (let i = 0; i < REQUESTS; i++) {
    const url = urls[i % urls.length];
    const t0 = process.hrtime.bigint();
    const res = await get(port, url);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      log(`    ${kind}: ${i + 1} / ${REQUESTS} requests`);
    }
  }
  return times;
}

/** The same lookups done the naive way: a LIKE '%…%' scan (or, for substitutes, a scan without indexes). */
function baseline(store: PartsStore, sqlText: string, params: unknown[][]): number[] {
  const db = store.raw.sqlite!;
  const statement = db.prepare(sqlText);
  const times: number[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) {
    const t0 = process.hrtime.bigint();
    statement.all(...params[i % params.length]);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return times;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;

/** Builds the database of one size, printing progress; returns the time spent in each phase. */
async function build(store: PartsStore, size: number): Promise<Map<string, number>> {
  const phases = new Map<string, number>();
  const t0 = Date.now();
  let phase = 'load';
  let phaseStart = t0;
  let lastLog = t0;
  function* records(): Generator<PartRecord> {
    if (KICAD) yield* importKicad(KICAD);
    yield* generateParts({ count: size, seed: 1 });
  }
  await store.load(records(), {
    onProgress: (e) => {
      const now = Date.now();
      if (e.phase === 'load') {
        if (now - lastLog > 15_000) {
          lastLog = now;
          const rate = e.loaded / ((now - t0) / 1000);
          log(
            `  load ${e.loaded.toLocaleString('en')} / ${size.toLocaleString('en')} at ${seconds(now - t0)} (${Math.round(rate).toLocaleString('en')} parts/s)`,
          );
        }
        return;
      }
      const name = e.phase === 'index' ? `index ${e.detail}` : e.phase;
      phases.set(phase, (phases.get(phase) ?? 0) + now - phaseStart);
      phase = name;
      phaseStart = now;
      if (e.phase !== 'done') log(`  ${name} at ${seconds(now - t0)}`);
    },
  });
  phases.set('total', Date.now() - t0);
  return phases;
}

async function benchSize(size: number): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `parts-${size}${KICAD ? '-kicad' : ''}.sqlite`);
  const reused = REUSE && fs.existsSync(file);
  if (!reused) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  log(`\n=== ${size.toLocaleString('en')} parts (${file}${reused ? ', kept by an earlier run' : ''})`);
  const store = await openPartsStore({ kind: 'sqlite', path: file });
  // A kept database is measured as it is (a bulk load drops duplicate numbers, so its count
  // may be a little under the size); an empty one is built.
  const phases = reused && (await store.count()) > 0 ? null : await build(store, size);
  const bytes = await store.sizeBytes();

  const db = store.raw.sqlite!;
  log('  measuring object sizes (dbstat)');
  const objects = db
    .prepare(`SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC`)
    .all() as { name: string; bytes: number }[];
  const maxId = (db.prepare('SELECT max(id) AS m FROM part').get() as { m: number }).m;
  const realMax = (db.prepare('SELECT max(id) AS m FROM part WHERE demo = 0').get() as { m: number | null })
    .m;
  const sampleIds = Array.from({ length: 500 }, (_, i) =>
    realMax && i % 5 === 0 ? 1 + ((i * 2654435761) % realMax) : 1 + ((i * 2654435761) % maxId),
  );
  const samples = db
    .prepare(
      `SELECT p.mpn, p.mpn_norm, p.family_norm, b.code FROM part p JOIN brand b ON b.id = p.brand_id WHERE p.id IN (${sampleIds.join(',')})`,
    )
    .all() as { mpn: string; mpn_norm: string; family_norm: string; code: string }[];

  // The whole website API over this store, its own database in memory, limits out of the way.
  const config = loadConfig({
    SQLITE_PATH: ':memory:',
    CLIENT_ID,
    RATE_LIMIT_SCALE: '1000000',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, partsStore: store, mail: { autoStart: false } }, false);
  const memberId = await insertMember(
    app.db.kysely,
    {
      email: 'bench@example.test',
      username: 'Bench',
      companyName: 'Bench',
      status: 'active',
      locale: 'jp',
      passwordHash: null,
    },
    app.now(),
  );
  bearer = (await createSession(app.db.kysely, memberId, app.now())).token;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const base = '/website/parts';
  const kinds: [string, string[], string, unknown[][]][] = [
    [
      'exact',
      samples.map((s) => `${base}/search?mode=exact&q=${encodeURIComponent(s.mpn)}`),
      'SELECT id FROM part WHERE mpn LIKE ? ORDER BY mpn LIMIT 20',
      samples.map((s) => [`%${s.mpn}%`]),
    ],
    [
      'prefix',
      samples.map(
        (s) =>
          `${base}/search?mode=prefix&q=${encodeURIComponent(s.mpn_norm.slice(0, Math.max(4, s.mpn_norm.length - 3)))}`,
      ),
      'SELECT id FROM part WHERE mpn LIKE ? ORDER BY mpn LIMIT 20',
      samples.map((s) => [`${s.mpn.slice(0, Math.max(4, s.mpn.length - 3))}%`]),
    ],
    [
      'tolerant',
      samples.map((s) => `${base}/search?q=${encodeURIComponent(`${s.family_norm}XQ9`)}`),
      'SELECT id FROM part WHERE mpn LIKE ? ORDER BY mpn LIMIT 20',
      samples.map((s) => [`%${s.family_norm.slice(0, -1)}%`]),
    ],
    [
      'substitutes',
      samples.map((s) => `${base}/${s.code}-${s.mpn_norm}/substitutes`),
      'SELECT id FROM part NOT INDEXED WHERE func_hash = (SELECT func_hash FROM part WHERE id = ?) ORDER BY abs(primary_value) LIMIT 400',
      sampleIds.map((id) => [id]),
    ],
  ];
  const rows: string[] = [];
  for (const [kind, urls, likeSql, likeParams] of kinds) {
    log(`  measuring ${kind}: ${REQUESTS} requests through the API, then ${BASELINE_RUNS} naive scans`);
    const api = percentiles(await measure(port, urls, kind));
    const naive = percentiles(baseline(store, likeSql, likeParams));
    rows.push(
      `  ${kind.padEnd(12)}${fmt(api.p50)}${fmt(api.p95)}${fmt(api.p99)}   |${fmt(naive.p50)}${fmt(naive.p95)}${fmt(naive.p99)}`,
    );
  }
  await app.close();
  await store.close();

  if (phases) {
    const total = phases.get('total')!;
    log(`  build ${seconds(total)}:`);
    for (const [name, ms] of phases)
      if (name !== 'total') log(`    ${name.padEnd(26)}${seconds(ms).padStart(10)}`);
  } else log('  build: not measured (database kept by an earlier run)');
  log(`  database size: ${gib(bytes)}`);
  for (const o of objects.filter((x) => x.bytes >= 1024 ** 2))
    log(`    ${o.name.padEnd(26)}${`${(o.bytes / 1024 ** 2).toFixed(0)} MiB`.padStart(10)}`);
  log(
    `  latency in ms, ${REQUESTS} sequential requests per kind through the API | naive scan, ${BASELINE_RUNS} runs, in-process`,
  );
  log(
    `  ${'kind'.padEnd(12)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}   |${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
  );
  for (const row of rows) log(row);
  if (!KEEP) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
}

(async () => {
  for (const size of SIZES) await benchSize(size);
  agent.destroy();
})().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
