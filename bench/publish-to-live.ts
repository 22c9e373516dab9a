/**
 * Publish-to-live: an editor changes a news article through the CMS's admin API (as the admin
 * panel does: log in, then create, edit, publish, unpublish); the clock stops when the site
 * serves the change. Run it against a running system
 * (`npm start`: CMS webhook → site server `POST /__rebuild` → both builds → new release).
 *
 *   npx tsx bench/publish-to-live.ts [--runs N] [--timeout-s S] [--warmup]
 *
 * Three kinds of change, N runs each (default 3), one article per run:
 *   create    create and publish an English article: its page answers 200 with the title;
 *   edit      change the published article's title and publish: the page shows the new title;
 *   unpublish unpublish it: the page answers 404, and the news list and the sitemap no
 *             longer name it.
 * The article is deleted afterwards (one more rebuild; each change waits for the site to be
 * idle first). Printed per change: rebuild started, release live, change served, and from the
 * release's build-stats.json (when the builds folder is on this machine, `BUILDS_DIR`,
 * default .builds) the pages Gatsby rendered and the files written per variant. Then the
 * median per kind. Before each change it waits for the live release's link copy (decision 079),
 * which the publish starts from; how long, when more than a second, is printed. `--warmup` first
 * asks for rebuilds without a change until one leaves every HTML file as it was and was warm in
 * every variant (decision 078), at most three: the first build after the code or the build
 * environment changed recompiles everything, and the one after it rewrites every HTML file once
 * more (webpack's compilation hash, decision 070).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STATS_FILE, CURRENT_LINK, NEXT_PREFIX, type RebuildStatus } from '@site/releases';

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
    throw new Error(
      `${envName} is not set and ${file} is missing: start the system with \`npm start\` first`,
    );
  }
}

const EDITOR = {
  email: process.env.CMS_EDITOR_EMAIL || 'editor@example.com',
  // The password the CMS seed generated (cms/README.md), unless one was set.
  password: secret('CMS_EDITOR_PASSWORD', '.data/editor-password'),
};
const NEWS = '/content-manager/collection-types/api::news-article.news-article';
const rebuildToken = secret('REBUILD_TOKEN', '.data/rebuild-token');

async function rebuildStatus(): Promise<RebuildStatus> {
  const answer = await fetch(`${SITE}/__rebuild/status`, {
    headers: { Authorization: `Bearer ${rebuildToken}` },
  });
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
  if (!answer.ok)
    throw new Error(`editor login answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
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
const BUILDS = path.resolve(ROOT, process.env.BUILDS_DIR || '.builds');
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };

async function waitIdle(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await rebuildStatus();
    if (status.state === 'idle' && !status.rebuildQueued) return;
    if (Date.now() > deadline) throw new Error('the site server did not become idle');
    await sleep(1000);
  }
}

/**
 * Waits (at most `timeoutMs`) for the link copy of the live release that the next publish
 * starts from (decision 079), when the builds folder is on this machine. It is made in the
 * background once a release is live; a publish that comes sooner assembles its release in full.
 */
async function waitPrepared(timeoutMs: number) {
  let live: string;
  try {
    live = fs.realpathSync(path.join(BUILDS, CURRENT_LINK));
  } catch {
    return;
  }
  const copy = path.join(BUILDS, `${NEXT_PREFIX}${path.basename(live)}`);
  const t0 = Date.now();
  while (!['pc', 'mobile'].every((build) => fs.existsSync(path.join(copy, build)))) {
    if (Date.now() - t0 > timeoutMs) {
      console.log(`  no link copy of the live release after ${seconds(timeoutMs)}: measuring anyway`);
      return;
    }
    await sleep(500);
  }
  if (Date.now() - t0 > 1000)
    console.log(`  (waited ${seconds(Date.now() - t0)} for the live release's link copy)`);
}

type Kind = 'create' | 'edit' | 'unpublish';
const KINDS: Kind[] = ['create', 'edit', 'unpublish'];

interface VariantStats {
  device: string;
  rendered: number;
  htmlChanged: number;
  phases: { build: number; assemble: number; compress: number };
  files: { linked: number; written: number; compressed: number };
  /** Decision 078: a warm build, or why it was a full one. */
  warm?: boolean;
  /** Decision 079: assembled on the previous release's link copy. */
  prepared?: boolean;
  fullBuildReason?: string;
}

interface Measurement {
  kind: Kind;
  ms: number;
  release: string | null;
  variants: VariantStats[] | null;
}

function buildStats(id: string): VariantStats[] | null {
  try {
    const stats = JSON.parse(fs.readFileSync(path.join(BUILDS, id, BUILD_STATS_FILE), 'utf8')) as {
      variants: VariantStats[];
    };
    return stats.variants;
  } catch {
    return null;
  }
}

function describeStats(variants: VariantStats[] | null): string {
  if (!variants) return 'no build-stats.json';
  return variants
    .map(
      (v) =>
        `${v.device}${v.warm ? ' (warm)' : v.fullBuildReason ? ` (full build: ${v.fullBuildReason})` : ''}` +
        `${v.prepared ? ' (on the prepared copy)' : ''}: ` +
        `${v.rendered} pages rendered, ${v.htmlChanged} HTML changed, ${v.files.written} files written / ${v.files.linked} linked, ` +
        `${v.files.compressed} .br/.gz; build ${v.phases.build.toFixed(1)} s, assemble ${v.phases.assemble.toFixed(1)} s, compress ${v.phases.compress.toFixed(1)} s`,
    )
    .join('; ');
}

const text = async (url: string) => {
  const answer = await fetch(url, { headers: BROWSER });
  return { status: answer.status, body: await answer.text() };
};

/**
 * Makes one change and waits until `served()` holds; returns the time from the first CMS call,
 * with the release that was live then.
 */
async function measure(
  kind: Kind,
  run: number,
  timeoutMs: number,
  change: () => Promise<void>,
  served: () => Promise<boolean>,
): Promise<Measurement> {
  await waitIdle(timeoutMs);
  await waitPrepared(Math.min(timeoutMs, 180_000));
  const before = await rebuildStatus();
  const t0 = Date.now();
  await change();
  console.log(`${kind} ${run}: CMS accepted the change after ${seconds(Date.now() - t0)}`);
  let started: number | null = null;
  const deadline = t0 + timeoutMs;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${kind} ${run}: not served within ${seconds(timeoutMs)}`);
    const status = await rebuildStatus();
    if (started === null && status.state !== 'idle') {
      started = Date.now();
      console.log(`${kind} ${run}: rebuild ${status.state} after ${seconds(started - t0)}`);
    }
    if (status.lastFailure && status.lastFailure.id !== before.lastFailure?.id)
      throw new Error(`${kind} ${run}: the rebuild failed: ${status.lastFailure.reason}`);
    if (await served()) {
      const ms = Date.now() - t0;
      // The release may have gone live between the status poll and the page check: ask again.
      const after = await rebuildStatus();
      const live =
        after.lastSuccess && after.lastSuccess.id !== before.lastSuccess?.id ? after.lastSuccess : null;
      const variants = live ? buildStats(live.id) : null;
      console.log(
        `${kind} ${run}: served after ${seconds(ms)}` +
          (live
            ? ` (release ${live.id}, its rebuild ${seconds(live.durationMs)}; ${describeStats(variants)})`
            : ''),
      );
      return { kind, ms, release: live?.id ?? null, variants };
    }
    await sleep(500);
  }
}

/** One article through its life: created and published, retitled, unpublished, deleted. */
async function lifecycle(run: number, timeoutMs: number): Promise<Measurement[]> {
  const slug = `bench-publish-${Date.now().toString(36)}-${run}`;
  const page = `${SITE}/en/news/${slug}`;
  const title = `Publish-to-live measurement ${run}`;
  const retitled = `Publish-to-live measurement ${run} retitled`;
  let documentId: string | undefined;
  const results: Measurement[] = [];
  try {
    results.push(
      await measure(
        'create',
        run,
        timeoutMs,
        async () => {
          const created = await cms('POST', `${NEWS}?locale=en`, {
            title,
            slug,
            date: new Date().toISOString().slice(0, 10),
            summary: 'An article published by the publish-to-live benchmark.',
            body: 'Published by `bench/publish-to-live.ts`; deleted when the measurement ends.',
            membersOnly: false,
            hot: false,
          });
          documentId = created?.data.documentId;
          if (!documentId) throw new Error('the CMS did not answer with the new document');
          await cms('POST', `${NEWS}/${documentId}/actions/publish?locale=en`, {});
        },
        async () => {
          const answer = await text(page);
          return answer.status === 200 && answer.body.includes(title);
        },
      ),
    );
    results.push(
      await measure(
        'edit',
        run,
        timeoutMs,
        async () => {
          await cms('PUT', `${NEWS}/${documentId}?locale=en`, { title: retitled });
          await cms('POST', `${NEWS}/${documentId}/actions/publish?locale=en`, {});
        },
        async () => {
          const answer = await text(page);
          return answer.status === 200 && answer.body.includes(retitled);
        },
      ),
    );
    results.push(
      await measure(
        'unpublish',
        run,
        timeoutMs,
        async () => {
          await cms('POST', `${NEWS}/${documentId}/actions/unpublish?locale=en`, {});
        },
        async () => {
          const [detail, list, sitemap] = await Promise.all([
            text(page),
            text(`${SITE}/en/news`),
            text(`${SITE}/en/sitemap.xml`),
          ]);
          return (
            detail.status === 404 &&
            list.status === 200 &&
            !list.body.includes(slug) &&
            sitemap.status === 200 &&
            !sitemap.body.includes(slug)
          );
        },
      ),
    );
  } finally {
    if (documentId) await cms('DELETE', `${NEWS}/${documentId}?locale=en`).catch(() => undefined);
  }
  return results;
}

/**
 * Rebuilds without a content change until one changes no HTML file and was warm in every
 * variant (at most three). A full build starts the warm Gatsby processes afterwards (decision
 * 078); at 10× content their start-up (30–47 s) ran beside the first measured publish.
 */
async function warmUp(timeoutMs: number) {
  for (let round = 1; round <= 3; round += 1) {
    const variants = await rebuildOnce(timeoutMs);
    if (variants && variants.every((v) => v.htmlChanged === 0 && v.warm !== false)) return;
  }
  console.log('warm-up: the third rebuild still changed HTML files or was not warm; measuring anyway');
}

/** One rebuild without a content change; its variants' build-stats.json. */
async function rebuildOnce(timeoutMs: number): Promise<VariantStats[] | null> {
  await waitIdle(timeoutMs);
  await waitPrepared(Math.min(timeoutMs, 180_000));
  const before = await rebuildStatus();
  const t0 = Date.now();
  const answer = await fetch(`${SITE}/__rebuild`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${rebuildToken}` },
  });
  if (!answer.ok) throw new Error(`POST /__rebuild answered ${answer.status}`);
  for (;;) {
    if (Date.now() - t0 > timeoutMs) throw new Error('the warm-up rebuild did not finish');
    const status = await rebuildStatus();
    if (status.lastFailure && status.lastFailure.id !== before.lastFailure?.id)
      throw new Error(`the warm-up rebuild failed: ${status.lastFailure.reason}`);
    if (status.lastSuccess && status.lastSuccess.id !== before.lastSuccess?.id) {
      const variants = buildStats(status.lastSuccess.id);
      console.log(
        `warm-up: release ${status.lastSuccess.id} in ${seconds(status.lastSuccess.durationMs)}; ${describeStats(variants)}`,
      );
      return variants;
    }
    await sleep(1000);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const runs = arg('runs', 3);
  const timeoutMs = arg('timeout-s', 1200) * 1000;
  const health = await fetch(`${SITE}/__health`).catch(() => null);
  if (!health?.ok) throw new Error(`no site server answers at ${SITE}: start the system with \`npm start\``);
  console.log(`publish-to-live against ${SITE} (CMS ${CMS}), ${runs} run(s) of each kind of change`);
  if (process.argv.includes('--warmup')) await warmUp(timeoutMs);
  const all: Measurement[] = [];
  for (let run = 1; run <= runs; run += 1) all.push(...(await lifecycle(run, timeoutMs)));
  console.log('\npublish-to-live, median per kind of change (aim: 15 s at demo scale, 30 s at 10× scale):');
  for (const kind of KINDS) {
    const mine = all.filter((m) => m.kind === kind);
    const rendered = mine
      .map((m) => m.variants?.map((v) => `${v.device} ${v.rendered}`).join(' + ') ?? 'n/a')
      .join(', ');
    console.log(
      `  ${kind.padEnd(10)} median ${seconds(median(mine.map((m) => m.ms)))}  runs ${mine
        .map((m) => seconds(m.ms))
        .join(', ')}  pages rendered per rebuild: ${rendered}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
