/**
 * Publish-to-live: an editor publishes a news article through the CMS's admin API (as the
 * admin panel does: log in, create the entry, publish it); the clock stops when the site
 * serves the article's page. Run it against a running system
 * (`npm start`: CMS webhook → site server `POST /__rebuild` → both builds → new release).
 *
 *   npx tsx bench/publish-to-live.ts [--runs N] [--timeout-s S]
 *
 * Prints, per run: publish accepted, rebuild started, build finished (and its own duration),
 * page served; then the median. The article is deleted afterwards (which triggers one more
 * rebuild; the next run waits for the site to be idle first).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SITE = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 8000}`;
const CMS = process.env.CMS_URL || `http://127.0.0.1:${process.env.CMS_PORT || 1337}`;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function secret(envName: string, file: string): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  try {
    return fs.readFileSync(path.join(ROOT, file), 'utf8').trim();
  } catch {
    throw new Error(`${envName} is not set and ${file} is missing: start the system with \`npm start\` first`);
  }
}

const EDITOR = {
  email: process.env.CMS_EDITOR_EMAIL || 'editor@example.com',
  password: process.env.CMS_EDITOR_PASSWORD || 'Editor-Demo-2024!',
};
const NEWS = '/content-manager/collection-types/api::news-article.news-article';
const rebuildToken = secret('REBUILD_TOKEN', '.data/rebuild-token');

interface RebuildStatus {
  state: 'idle' | 'pending' | 'building';
  rebuildQueued: boolean;
  lastSuccess: { id: string; finishedAt: string; durationMs: number } | null;
  lastFailure: { id: string; reason: string } | null;
}

async function rebuildStatus(): Promise<RebuildStatus> {
  const answer = await fetch(`${SITE}/__rebuild/status`, { headers: { Authorization: `Bearer ${rebuildToken}` } });
  if (!answer.ok) throw new Error(`GET /__rebuild/status answered ${answer.status}`);
  return ((await answer.json()) as { data: RebuildStatus }).data;
}

let adminJwt: string | null = null;

/** The editor's admin session (the admin panel's own login). */
async function editorJwt(): Promise<string> {
  if (adminJwt) return adminJwt;
  const answer = await fetch(`${CMS}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  if (!answer.ok) throw new Error(`editor login answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  adminJwt = ((await answer.json()) as { data: { token: string } }).data.token;
  return adminJwt;
}

async function cms(method: string, route: string, body?: unknown) {
  const answer = await fetch(`${CMS}${route}`, {
    method,
    headers: { Authorization: `Bearer ${await editorJwt()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as { data: { documentId: string } }) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function waitIdle(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await rebuildStatus();
    if (status.state === 'idle' && !status.rebuildQueued) return;
    if (Date.now() > deadline) throw new Error('the site server did not become idle');
    await sleep(1000);
  }
}

async function once(run: number, timeoutMs: number): Promise<number> {
  await waitIdle(timeoutMs);
  const before = await rebuildStatus();
  const slug = `bench-publish-${Date.now().toString(36)}-${run}`;
  const page = `${SITE}/en/news/${slug}`;
  const t0 = Date.now();
  const created = await cms('POST', `${NEWS}?locale=en`, {
    title: `Publish-to-live measurement ${run}`,
    slug,
    date: new Date().toISOString().slice(0, 10),
    summary: 'An article published by the publish-to-live benchmark.',
    body: 'Published by `bench/publish-to-live.ts`; deleted when the measurement ends.',
    membersOnly: false,
    hot: false,
  });
  const documentId = created?.data.documentId;
  if (!documentId) throw new Error('the CMS did not answer with the new document');
  await cms('POST', `${NEWS}/${documentId}/actions/publish?locale=en`, {});
  console.log(`run ${run}: published ${slug} (${seconds(Date.now() - t0)})`);
  let started: number | null = null;
  let built: RebuildStatus['lastSuccess'] = null;
  try {
    const deadline = t0 + timeoutMs;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${page} not served within ${seconds(timeoutMs)}`);
      const status = await rebuildStatus();
      if (started === null && status.state !== 'idle') {
        started = Date.now();
        console.log(`run ${run}: rebuild ${status.state} after ${seconds(started - t0)}`);
      }
      if (!built && status.lastSuccess && status.lastSuccess.id !== before.lastSuccess?.id) {
        built = status.lastSuccess;
        console.log(`run ${run}: release ${built.id} built in ${seconds(built.durationMs)}, live after ${seconds(Date.now() - t0)}`);
      }
      if (status.lastFailure && status.lastFailure.id !== before.lastFailure?.id)
        throw new Error(`the rebuild failed: ${status.lastFailure.reason}`);
      const answer = await fetch(page, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' } });
      if (answer.status === 200) {
        const total = Date.now() - t0;
        console.log(`run ${run}: ${page} served after ${seconds(total)}`);
        return total;
      }
      await sleep(500);
    }
  } finally {
    await cms('DELETE', `${NEWS}/${documentId}?locale=en`).catch(() => undefined);
  }
}

async function main() {
  const runs = arg('runs', 1);
  const timeoutMs = arg('timeout-s', 1200) * 1000;
  const health = await fetch(`${SITE}/__health`).catch(() => null);
  if (!health?.ok) throw new Error(`no site server answers at ${SITE}: start the system with \`npm start\``);
  console.log(`publish-to-live against ${SITE} (CMS ${CMS}), ${runs} run(s)`);
  const totals: number[] = [];
  for (let run = 1; run <= runs; run += 1) totals.push(await once(run, timeoutMs));
  totals.sort((a, b) => a - b);
  console.log(`publish-to-live: median ${seconds(totals[Math.floor(totals.length / 2)])} over ${runs} run(s) (aim: 30 s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
