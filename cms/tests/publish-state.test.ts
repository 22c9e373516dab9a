import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { UID } from '@strapi/strapi';
import { EDITOR_EMAIL, editorPasswordFile } from '../scripts/seed/access';
import type { PublishState } from '../src/publish-state';
import { startCms, type CmsApp } from './helpers/cms-app';

/**
 * The whole publish-state path with real parts: a publish in the CMS fires the
 * `site-rebuild` webhook at a real site server (server/src/main.ts), which passes it on to a
 * real builder (publish/src/builder-main.ts, with a small build command that fails when told
 * to), and the admin route asks the site server for the state.
 */

const REPO = resolve(__dirname, '..', '..');
const TOKEN = 'publish-state-test-token-0123456789';
const SITE_URL = 'https://site.example.test';

let app: CmsApp | null;
let site: ChildProcess[] = [];
let siteOrigin = '';
let adminJwt = '';
let work = '';
let failFile = '';

/** Writes pc/ and mobile/ home pages, or fails with an error line while the fail file counts down. */
const BUILD_COMMAND = [
  'n=$(cat "$FAIL_FILE" 2>/dev/null || echo 0)',
  'if [ "$n" -gt 0 ]; then echo $((n - 1)) > "$FAIL_FILE"; echo "Error: query for newsArticles failed: CMS answered 502" >&2; exit 1; fi',
  'for b in pc mobile; do mkdir -p "$SITE_BUILD_OUT/$b"; echo "<html>$SITE_BUILD_ID</html>" > "$SITE_BUILD_OUT/$b/index.html"; done',
].join('\n');

/** Starts `script` (a TypeScript entry of the repository) and resolves once it logs `listening`. */
function startProcess(
  script: string,
  listening: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(join(REPO, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: REPO,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolveStart, reject) => {
    let buffered: string | null = '';
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    // Its JSON log (failed builds are logged as errors) is not part of the test output.
    child.stderr!.resume();
    child.stdout!.on('data', (chunk: Buffer) => {
      if (buffered === null) return;
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        let entry: { msg?: string; port?: number };
        try {
          entry = JSON.parse(line) as { msg?: string; port?: number };
        } catch {
          continue;
        }
        if (entry.msg === listening && entry.port) {
          buffered = null;
          resolveStart({ child, origin: `http://127.0.0.1:${entry.port}` });
          return;
        }
      }
    });
  });
}

/** The builder (publish/, with the small build command) and a site server that forwards to it. */
async function startSite(buildsDir: string): Promise<{ children: ChildProcess[]; origin: string }> {
  const builder = await startProcess('publish/src/builder-main.ts', 'builder listening', {
    BUILDER_PORT: '0',
    BUILDER_HOST: '127.0.0.1',
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    SITE_BUILD_COMMAND: BUILD_COMMAND,
    SITE_BUILD_CWD: work,
    FAIL_FILE: failFile,
    REBUILD_QUIET_MS: '100',
    REBUILD_RETRY_DELAY_MS: '300',
  });
  const server = await startProcess('server/src/main.ts', 'site server listening', {
    PORT: '0',
    HOST: '127.0.0.1',
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    BUILDER_URL: builder.origin,
    SITE_SERVER_PROCESSES: '1',
    API_URL: 'http://127.0.0.1:9',
  });
  return { children: [server.child, builder.child], origin: server.origin };
}

beforeAll(async () => {
  app = await startCms();
  if (!app) return;
  work = mkdtempSync(join(tmpdir(), 'publish-state-'));
  failFile = join(work, 'fail');
  const buildsDir = join(work, 'builds');
  mkdirSync(buildsDir);
  const started = await startSite(buildsDir);
  site = started.children;
  siteOrigin = started.origin;
  process.env.SITE_URL = `${SITE_URL}/`;

  // Point the seeded webhook at this site server, as the seed does with SITE_REBUILD_URL.
  const store = app.strapi.get('webhookStore');
  const hook = ((await store.findWebhooks()) as Array<{ id: number; name: string }>).find(
    (w) => w.name === 'site-rebuild',
  )!;
  const updated = await store.updateWebhook(String(hook.id), {
    ...hook,
    url: `${siteOrigin}/__rebuild`,
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  app.strapi.get('webhookRunner').add(updated);

  const login = await fetch(`${app.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: EDITOR_EMAIL,
      password: readFileSync(editorPasswordFile(), 'utf8').trim(),
    }),
  });
  adminJwt = ((await login.json()) as { data: { token: string } }).data.token;
});

afterAll(async () => {
  for (const child of site) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await app?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const run = (name: string, fn: () => Promise<void>) =>
  test(name, async () => {
    if (!app) return;
    await fn();
  });

async function state(model: string, documentId: string, locale: string, jwt = adminJwt) {
  const res = await fetch(`${app!.url}/publish-state/${model}/${documentId}?locale=${locale}`, {
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { data: PublishState } };
}

async function until(
  model: string,
  documentId: string,
  locale: string,
  check: (s: PublishState) => boolean,
): Promise<PublishState> {
  for (let i = 0; i < 600; i += 1) {
    const { body } = await state(model, documentId, locale);
    if (check(body.data)) return body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`publish state of ${model} ${documentId} ${locale} never matched`);
}

const uid = (model: string) => `api::${model}.${model}` as UID.ContentType;

async function firstDocument(model: string): Promise<{ documentId: string; slug: string }> {
  return (await app!.strapi.db.query(uid(model)).findOne({
    select: ['documentId', 'slug'],
    where: { locale: 'en', publishedAt: { $notNull: true } },
  })) as {
    documentId: string;
    slug: string;
  };
}

/** Publishing again what is published: one `entry.publish` webhook call, as from the admin. */
async function republish(model: string, documentId: string, locale: string) {
  await app!.strapi.documents(uid(model)).publish({ documentId, locale } as never);
}

describe('publish state for editors', () => {
  run('needs an admin session', async () => {
    const { documentId } = await firstDocument('news-article');
    expect((await state('news-article', documentId, 'en', '')).status).toBe(401);
    expect((await state('news-article', documentId, 'en', app!.token)).status).toBe(401);
    const res = await fetch(`${siteOrigin}/__rebuild/status?type=news-article&documentId=${documentId}`);
    expect(res.status).toBe(401);
  });

  run('answers 404 for types without a page', async () => {
    expect((await state('category', 'x', 'en')).status).toBe(404);
  });

  run('shows nothing before a change, with the link to the live page', async () => {
    const { documentId, slug } = await firstDocument('brand');
    const { status, body } = await state('brand', documentId, 'en');
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.objectContaining({
        published: true,
        change: null,
        error: null,
        pageUrl: `${SITE_URL}/en/brand/${slug}`,
      }),
    );
    const ja = await state('brand', documentId, 'ja');
    expect(ja.body.data.pageUrl).toMatch(new RegExp(`^${SITE_URL}/brand/[^/]+$`));
  });

  run('a publish goes queued or building, then live with the release', async () => {
    const { documentId, slug } = await firstDocument('news-article');
    await republish('news-article', documentId, 'en');
    const live = await until('news-article', documentId, 'en', (s) => s.change?.state === 'live');
    expect(live.change).toEqual(
      expect.objectContaining({
        type: 'news-article',
        locale: 'en',
        event: 'entry.publish',
        releaseId: expect.any(String),
        liveSince: expect.any(String),
      }),
    );
    expect(live.pageUrl).toBe(`${SITE_URL}/en/news/${slug}`);
    expect(live.build?.live?.id).toBe(live.change!.releaseId);
    // The other locales of the document were not touched.
    expect((await state('news-article', documentId, 'zh')).body.data.change).toBeNull();
  });

  run('a failed build is retried once; after the second failure the reason stays', async () => {
    const { documentId } = await firstDocument('enterprise');
    const before = (await state('enterprise', documentId, 'en')).body.data.build?.live?.id;
    writeFileSync(failFile, '2');
    await republish('enterprise', documentId, 'en');
    const failed = await until(
      'enterprise',
      documentId,
      'en',
      (s) => s.change?.state === 'failed' && s.change.attempt === 2,
    );
    expect(failed.change?.reason).toBe('Error: query for newsArticles failed: CMS answered 502');
    expect(failed.change?.retryAt).toBeNull();
    expect(failed.build?.live?.id).toBe(before);

    // The next publish (of any document) brings it live.
    const { documentId: notice } = await firstDocument('notice');
    await republish('notice', notice, 'en');
    const live = await until('enterprise', documentId, 'en', (s) => s.change?.state === 'live');
    expect(live.change?.releaseId).not.toBe(before);
    expect(live.change?.reason).toBeNull();
  });

  run('an unpublished locale has no page link', async () => {
    const { documentId } = await firstDocument('notice');
    await app!.strapi.documents(uid('notice')).unpublish({ documentId, locale: 'zh' } as never);
    const s = await until('notice', documentId, 'zh', (x) => x.change?.event === 'entry.unpublish');
    expect(s.published).toBe(false);
    expect(s.pageUrl).toBeNull();
  });
});
