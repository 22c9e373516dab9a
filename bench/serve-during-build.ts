/**
 * Reading while publishing: latency and throughput of one news detail page on the site server,
 * while idle and while a publish build runs, in the same run. Run it against a running system
 * (`npm start`; the build runs in the builder process at a lower CPU priority, decision 074):
 *
 *   npx tsx bench/serve-during-build.ts [--duration 20] [--connections 10] [--rate 0]
 *       [--rounds 3] [--path /en/news/<slug>] [--max-build-s 900] [--settle-s 5] [--warmup]
 *
 * Each round: autocannon on the page for `--duration` seconds with nothing building ("idle"),
 * then `POST /__rebuild` (as the CMS webhook does, through the site server) and autocannon
 * again from the moment the build starts until it is live ("build": the whole build, capped at
 * `--max-build-s`; the window ends up to a second after the switch, as the status is polled
 * every 500 ms and autocannon stops on its next one-second tick). `--rounds` rounds (default 3); the table gives each window and the median
 * per kind, and the ratio of the median p99 during the build to the idle one against the aim
 * (at most 2×).
 *
 * Load: `--connections` connections (default 10) sending as fast as answers come (closed
 * loop: the figures include throughput); `--rate R` sends R requests per second in all
 * instead (a steady reader load: latency only means something then if the server keeps up).
 * The page is asked for as a desktop browser asks (user-agent, `Accept-Encoding: br, gzip`).
 * Without `--path` the first news article of the English sitemap (else of the English news
 * list) is used.
 *
 * Secrets as bench/publish-to-live.ts reads them: REBUILD_TOKEN, else REBUILD_TOKEN_FILE, else
 * .data/rebuild-token. SITE_URL (or PORT) names the site server; BUILDER_URL (or BUILDER_PORT)
 * where a builder may answer, only to say which process builds. Run it when nothing else
 * runs: after `npm start` has printed that its background compression is done, with no editor
 * publishing. autocannon runs in this process on the same machine, and takes CPU too.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { RebuildStatus } from '@site/releases';

const ROOT = path.resolve(__dirname, '..');
const SITE = (process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 8000}`).replace(/\/+$/, '');
const BUILDER = (process.env.BUILDER_URL || `http://127.0.0.1:${process.env.BUILDER_PORT || 8010}`).replace(
  /\/+$/,
  '',
);
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 bench';
const PAGE_HEADERS = { 'user-agent': DESKTOP, 'accept-encoding': 'br, gzip', accept: 'text/html' };
/** p99 during a build over p99 idle: readers keep their latency while the site is rebuilt. */
const AIM_RATIO = 2;

function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} needs a number, got "${process.argv[i + 1]}"`);
  return value;
}

function textArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const options = {
  duration: numberArg('duration', 20),
  connections: Math.max(1, numberArg('connections', 10)),
  rate: numberArg('rate', 0),
  rounds: Math.max(1, numberArg('rounds', 3)),
  maxBuildS: numberArg('max-build-s', 900),
  settleS: numberArg('settle-s', 5),
  warmup: process.argv.includes('--warmup'),
  path: textArg('path'),
};

function secret(envName: string, fileEnv: string, file: string): string {
  const fromEnv = process.env[envName]?.trim();
  if (fromEnv) return fromEnv;
  const where = path.resolve(ROOT, process.env[fileEnv] || file);
  try {
    return fs.readFileSync(where, 'utf8').trim();
  } catch {
    throw new Error(
      `${envName} is not set and ${where} is missing: start the system with \`npm start\` first`,
    );
  }
}

const rebuildToken = secret('REBUILD_TOKEN', 'REBUILD_TOKEN_FILE', '.data/rebuild-token');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function rebuildStatus(): Promise<RebuildStatus> {
  const answer = await fetch(`${SITE}/__rebuild/status`, {
    headers: { Authorization: `Bearer ${rebuildToken}` },
    signal: AbortSignal.timeout(20_000),
  });
  if (answer.status === 401)
    throw new Error('GET /__rebuild/status answered 401: REBUILD_TOKEN is not the token the system uses');
  if (!answer.ok) {
    const body = (await answer.text()).slice(0, 200);
    throw new Error(`GET /__rebuild/status answered ${answer.status}: ${body}`);
  }
  return ((await answer.json()) as { data: RebuildStatus }).data;
}

const isIdle = (s: RebuildStatus) => s.state === 'idle' && !s.rebuildQueued;

async function waitIdle(timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await rebuildStatus();
    if (isIdle(status)) return status;
    if (Date.now() > deadline)
      throw new Error(`${what}: the system did not become idle within ${seconds(timeoutMs)}`);
    await sleep(1000);
  }
}

async function requestRebuild(): Promise<void> {
  const answer = await fetch(`${SITE}/__rebuild`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${rebuildToken}`, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(20_000),
  });
  if (answer.status !== 202) {
    throw new Error(`POST /__rebuild answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  }
}

/** Waits for the build after `before` to be live; throws with the reason when it failed. */
async function waitLive(before: RebuildStatus, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await rebuildStatus();
    if (status.lastFailure && status.lastFailure.id !== before.lastFailure?.id) {
      throw new Error(
        `${what}: the build failed: ${status.lastFailure.summary ?? status.lastFailure.reason}`,
      );
    }
    if (isIdle(status) && status.lastSuccess && status.lastSuccess.id !== before.lastSuccess?.id) {
      return status.lastSuccess;
    }
    if (Date.now() > deadline) throw new Error(`${what}: no new release within ${seconds(timeoutMs)}`);
    await sleep(1000);
  }
}

/** Which process builds: a builder answering its health, or the site server itself. */
async function describeBuilds(): Promise<string> {
  try {
    const answer = await fetch(`${BUILDER}/__health`, { signal: AbortSignal.timeout(2000) });
    const body = (await answer.json()) as { role?: string };
    if (answer.ok && body.role === 'builder') return `a builder process at ${BUILDER}`;
  } catch {
    // nothing answers there
  }
  return `the site server itself (no builder answers at ${BUILDER})`;
}

/** A news detail page: from the English sitemap, else from the English news list. */
async function findNewsPage(): Promise<string> {
  const detail = /^\/en\/news\/[^/?#]+\/?$/;
  const text = async (url: string) => {
    const answer = await fetch(url, { headers: PAGE_HEADERS, signal: AbortSignal.timeout(20_000) });
    return answer.ok ? answer.text() : '';
  };
  const fromLocs = (xml: string) =>
    [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
      try {
        return new URL(m[1]).pathname;
      } catch {
        return m[1];
      }
    });
  let locs = fromLocs(await text(`${SITE}/en/sitemap.xml`));
  // A sitemap index names its parts: the first one is enough.
  const part = locs.find((loc) => loc.endsWith('.xml'));
  if (part) locs = fromLocs(await text(`${SITE}${part}`));
  const fromSitemap = locs.find((loc) => detail.test(loc));
  if (fromSitemap) return fromSitemap;
  const list = await text(`${SITE}/en/news`);
  const fromList = [...list.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).find((href) => detail.test(href));
  if (fromList) return fromList;
  throw new Error('no news article found in /en/sitemap.xml or /en/news: name a page with --path');
}

interface Window {
  round: number;
  kind: 'idle' | 'build';
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  note: string;
}

function windowOf(round: number, kind: Window['kind'], result: autocannon.Result, note: string): Window {
  return {
    round,
    kind,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    note,
  };
}

/**
 * autocannon on the page until `stopWhen` says so (polled every 500 ms) or `maxSeconds` pass.
 * Resolves with autocannon's result.
 */
function load(
  url: string,
  maxSeconds: number,
  stopWhen?: () => Promise<boolean>,
): Promise<{ result: autocannon.Result; stoppedBy: 'time' | 'condition' }> {
  return new Promise((resolve, reject) => {
    let stoppedBy: 'time' | 'condition' = 'time';
    let polling = true;
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        ...(options.rate > 0 ? { overallRate: options.rate } : {}),
        duration: maxSeconds,
        headers: PAGE_HEADERS,
        timeout: 30,
      },
      (error, result) => {
        polling = false;
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ result, stoppedBy });
      },
    );
    if (!stopWhen) return;
    void (async () => {
      while (polling) {
        await sleep(500);
        if (!polling) return;
        let stop = false;
        try {
          stop = await stopWhen();
        } catch (error) {
          console.error(
            `  status poll failed (${error instanceof Error ? error.message : String(error)}); the window goes on`,
          );
        }
        if (stop && polling) {
          stoppedBy = 'condition';
          polling = false;
          instance.stop();
        }
      }
    })();
  });
}

async function idleWindow(round: number, url: string): Promise<Window> {
  await waitIdle(options.maxBuildS * 1000, `round ${round} idle`);
  const before = await rebuildStatus();
  const { result } = await load(url, options.duration);
  const after = await rebuildStatus();
  // Someone published meanwhile: the window is not idle; said, not hidden.
  const disturbed =
    !isIdle(after) ||
    after.lastSuccess?.id !== before.lastSuccess?.id ||
    after.lastFailure?.id !== before.lastFailure?.id;
  return windowOf(round, 'idle', result, disturbed ? 'NOT IDLE: a build ran during the window' : '');
}

async function buildWindow(round: number, url: string): Promise<Window> {
  const before = await waitIdle(options.maxBuildS * 1000, `round ${round} build`);
  await requestRebuild();
  // The quiet window of the scheduler (1.5 s) passes first: the load starts with the build.
  const startDeadline = Date.now() + 120_000;
  for (;;) {
    const status = await rebuildStatus();
    if (status.state === 'building') break;
    if (status.lastFailure && status.lastFailure.id !== before.lastFailure?.id)
      throw new Error(
        `round ${round}: the build failed at once: ${status.lastFailure.summary ?? status.lastFailure.reason}`,
      );
    if (status.lastSuccess?.id !== before.lastSuccess?.id)
      throw new Error(`round ${round}: the build was over before it was seen running`);
    if (Date.now() > startDeadline) throw new Error(`round ${round}: the build did not start within 120 s`);
    await sleep(200);
  }
  const { result, stoppedBy } = await load(url, options.maxBuildS, async () => {
    const status = await rebuildStatus();
    return status.state !== 'building';
  });
  const release = await waitLive(before, options.maxBuildS * 1000, `round ${round}`);
  const notes = [`release ${release.id}, build ${seconds(release.durationMs)}`];
  if (stoppedBy === 'time') notes.push(`window capped at --max-build-s ${options.maxBuildS}`);
  if (result.duration < 5) notes.push('SHORT: the build took under 5 s');
  return windowOf(round, 'build', result, notes.join('; '));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function printTable(windows: Window[]) {
  const header = [
    'round',
    'window',
    'seconds',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors',
  ];
  const rows = windows.map((w) => [
    String(w.round),
    w.kind,
    w.seconds.toFixed(1),
    String(w.requests),
    w.rps.toFixed(0),
    w.p50.toFixed(1),
    w.p99.toFixed(1),
    w.max.toFixed(0),
    String(w.non2xx),
    String(w.errors),
    w.note,
  ]);
  for (const kind of ['idle', 'build'] as const) {
    const mine = windows.filter((w) => w.kind === kind);
    rows.push([
      'median',
      kind,
      median(mine.map((w) => w.seconds)).toFixed(1),
      String(median(mine.map((w) => w.requests))),
      median(mine.map((w) => w.rps)).toFixed(0),
      median(mine.map((w) => w.p50)).toFixed(1),
      median(mine.map((w) => w.p99)).toFixed(1),
      median(mine.map((w) => w.max)).toFixed(0),
      String(median(mine.map((w) => w.non2xx))),
      String(median(mine.map((w) => w.errors))),
      '',
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i < header.length ? (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])) : cell,
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const [i, row] of rows.entries()) {
    if (i === windows.length) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(line(row));
  }
}

async function main() {
  const health = await fetch(`${SITE}/__health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (!health?.ok) throw new Error(`no site server answers at ${SITE}: start the system with \`npm start\``);
  await rebuildStatus(); // the token and the route work before anything is measured
  const page = options.path ?? (await findNewsPage());
  const url = `${SITE}${page}`;
  const probe = await fetch(url, { headers: PAGE_HEADERS, signal: AbortSignal.timeout(20_000) });
  const body = await probe.arrayBuffer();
  if (probe.status !== 200)
    throw new Error(`${page} answered ${probe.status}: pick another page with --path`);

  console.log(`serving during a build: ${url}`);
  console.log(
    `  page: ${probe.headers.get('content-type')}, ${probe.headers.get('content-encoding') ?? 'identity'}, ${body.byteLength} bytes as received`,
  );
  console.log(`  builds run in: ${await describeBuilds()}`);
  console.log(
    `  load: ${options.connections} connections, ${options.rate > 0 ? `${options.rate} requests/s in all` : 'as fast as answers come'}; ` +
      `idle windows ${options.duration} s, build windows the whole build (at most ${options.maxBuildS} s); ${options.rounds} round(s)`,
  );

  if (options.warmup) {
    console.log('warm-up: one build, not measured …');
    const before = await waitIdle(options.maxBuildS * 1000, 'warm-up');
    await requestRebuild();
    const release = await waitLive(before, options.maxBuildS * 1000, 'warm-up');
    console.log(`warm-up: release ${release.id} in ${seconds(release.durationMs)}`);
  }

  // The first seconds of load warm the server's code and caches: not measured.
  await load(url, 3);

  const windows: Window[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    const idle = await idleWindow(round, url);
    windows.push(idle);
    console.log(
      `round ${round} idle:  p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms, ${idle.rps.toFixed(0)} req/s ${idle.note}`,
    );
    const build = await buildWindow(round, url);
    windows.push(build);
    console.log(
      `round ${round} build: p50 ${build.p50.toFixed(1)} ms, p99 ${build.p99.toFixed(1)} ms, ${build.rps.toFixed(0)} req/s over ${build.seconds.toFixed(1)} s (${build.note})`,
    );
    if (round < options.rounds) await sleep(options.settleS * 1000);
  }

  printTable(windows);
  const p99 = (kind: Window['kind']) => median(windows.filter((w) => w.kind === kind).map((w) => w.p99));
  const rps = (kind: Window['kind']) => median(windows.filter((w) => w.kind === kind).map((w) => w.rps));
  const ratio = p99('idle') > 0 ? p99('build') / p99('idle') : Number.POSITIVE_INFINITY;
  console.log(
    `\np99 during a build / idle: ${ratio.toFixed(2)}× (median ${p99('build').toFixed(1)} ms / ${p99('idle').toFixed(1)} ms); ` +
      `aim ≤ ${AIM_RATIO}×: ${ratio <= AIM_RATIO ? 'met' : 'NOT met'}`,
  );
  console.log(
    `throughput during a build / idle: ${(rps('build') / Math.max(rps('idle'), 1e-9)).toFixed(2)}×`,
  );
  const failed = windows.filter((w) => w.non2xx > 0 || w.errors > 0);
  if (failed.length > 0) {
    console.log(
      `warning: ${failed.length} window(s) had non-2xx answers or errors (rounds ${failed.map((w) => `${w.round} ${w.kind}`).join(', ')})`,
    );
  }
  if (windows.some((w) => w.note.startsWith('NOT IDLE'))) {
    console.log('warning: a build ran during an idle window: run again when no editor publishes');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
