import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import {
  CSP_MANIFEST_FILE,
  CURRENT_LINK,
  RELEASE_FILE,
  type ChangeState,
  type DocumentStatus,
  type RebuildStatus,
  type RequestAnswer,
} from '@site/releases';
import { DESKTOP, eventually, makeRelease, pointCurrent, request, tempDir } from '../../server/test/fixtures';
import { startPublish as startSite, type RunningPublish as RunningSite } from './helpers';

jest.setTimeout(60_000);

const TOKEN = 'rebuild-token-for-tests-0123456789';

let work: string;
let buildsDir: string;
let running: RunningSite;
let buildCommand: string;
const flags = { count: '', fail: '', hold: '' };
const RETRY_DELAY_MS = 400;

/**
 * Stands in for publish/src/build-sites.ts: copies a template release (no release.json, no
 * precompressed files) into $SITE_BUILD_OUT and stamps its home pages with the build id.
 * The fail file holds how many of the next builds fail (with output); a hold flag keeps a
 * build running.
 */
function fakeBuildCommand(template: string): string {
  return [
    `echo "$SITE_BUILD_ID" >> "${flags.count}"`,
    `echo "compiling pages for $SITE_BUILD_ID"`,
    `n=$(cat "${flags.fail}" 2>/dev/null || echo 0)`,
    `if [ "$n" -gt 0 ]; then echo $((n - 1)) > "${flags.fail}"; printf '\\033[31mERROR #85901\\033[0m GraphQL error: boom\\n  at query.ts:1\\n' >&2; exit 3; fi`,
    `while [ -f "${flags.hold}" ]; do sleep 0.05; done`,
    `mkdir -p "$SITE_BUILD_OUT"`,
    `cp -R "${template}/pc" "${template}/mobile" "$SITE_BUILD_OUT/"`,
    `for b in pc mobile; do printf '<html><head><script>window.___release="%s"</script></head><body><main data-release="%s">%s</main></body></html>' "$SITE_BUILD_ID" "$SITE_BUILD_ID" "$b" > "$SITE_BUILD_OUT/$b/index.html"; done`,
  ].join('\n');
}

const auth = { Authorization: `Bearer ${TOKEN}` };
const post = () =>
  request(running.port, '/__rebuild', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: '{"event":"entry.publish"}',
  });
async function status(): Promise<RebuildStatus> {
  const res = await request(running.port, '/__rebuild/status', { headers: auth });
  return (JSON.parse(res.text) as { data: RebuildStatus }).data;
}
const builds = () =>
  fs.existsSync(flags.count) ? fs.readFileSync(flags.count, 'utf8').trim().split('\n') : [];
const latestId = async () =>
  (JSON.parse((await request(running.port, '/builds/latest.json')).text) as { id: string }).id;
const settled = (s: RebuildStatus) => s.state === 'idle' && !s.rebuildQueued;
const failNext = (builds: number) => fs.writeFileSync(flags.fail, String(builds));
/** The command writes its id first thing: waits for it to have started `count` builds. */
const buildsStarted = (count: number) =>
  eventually(async () => (builds().length >= count ? builds() : undefined));

/** A Strapi webhook body, as the CMS sends it on publish, unpublish and delete. */
const webhook = (event: string, model: string, documentId: string, locale: string) =>
  request(running.port, '/__rebuild', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      event,
      createdAt: new Date().toISOString(),
      model,
      uid: `api::${model}.${model}`,
      entry: {
        id: 7,
        documentId,
        locale,
        slug: `${documentId}-slug`,
        title: 'Title',
        body: 'x'.repeat(5000),
      },
    }),
  });
async function documentStatus(type: string, documentId: string, locale: string, slug?: string) {
  const query = new URLSearchParams({ type, documentId, locale, ...(slug ? { slug } : {}) });
  const res = await request(running.port, `/__rebuild/status?${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { data: DocumentStatus }).data;
}
/** Polls until the change of a document reaches `state` (and `also` holds), returns it. */
const changeReaches = (
  [type, documentId, locale]: [string, string, string],
  state: ChangeState['state'],
  also: (c: ChangeState) => boolean = () => true,
) =>
  eventually(async () => {
    const { change } = await documentStatus(type, documentId, locale);
    return change && change.state === state && also(change) ? change : undefined;
  });

beforeAll(async () => {
  work = tempDir('site-rebuild-');
  buildsDir = path.join(work, 'builds');
  flags.count = path.join(work, 'builds.log');
  flags.fail = path.join(work, 'fail');
  flags.hold = path.join(work, 'hold');
  const template = await makeRelease(path.join(work, 'template'), 'template', { precompress: false });
  fs.rmSync(path.join(template, RELEASE_FILE));
  buildCommand = fakeBuildCommand(template);
  await makeRelease(buildsDir, '20240101T000000000Z-initial');
  pointCurrent(buildsDir, '20240101T000000000Z-initial');
  running = await startSite({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    SITE_BUILD_COMMAND: buildCommand,
    SITE_BUILD_CWD: work,
    REBUILD_QUIET_MS: '300',
    REBUILD_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
  });
});

afterAll(async () => {
  fs.rmSync(flags.hold, { force: true });
  await running.site.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('rebuild endpoint', () => {
  it('refuses requests without the token', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong' },
      { Authorization: TOKEN },
      { Authorization: 'Bearer ' },
    ]) {
      const res = await request(running.port, '/__rebuild', { method: 'POST', headers });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(JSON.parse(res.text)).toEqual({ code: 401, msg: 'Unauthorized' });
    }
    expect((await request(running.port, '/__rebuild/status')).status).toBe(401);
    expect(builds()).toEqual([]);
  });

  it('runs one build for three quick requests and switches the live release', async () => {
    const before = await latestId();
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect((JSON.parse(answers[2].text) as { data: RebuildStatus }).data.state).toBe('pending');
    const done = await eventually(async () => {
      const s = await status();
      return settled(s) && s.lastSuccess ? s : undefined;
    });
    expect(builds()).toHaveLength(1);
    const id = builds()[0];
    expect(done.lastSuccess?.id).toBe(id);
    expect(await latestId()).toBe(id);
    expect(id).not.toBe(before);
    expect(fs.readlinkSync(path.join(buildsDir, CURRENT_LINK))).toBe(id);

    const page = await request(running.port, '/', {
      headers: { 'User-Agent': DESKTOP, 'Accept-Encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBeUndefined(); // below the precompression threshold
    expect(page.text).toContain(`data-release="${id}"`);
    const hash = createHash('sha256').update(`window.___release="${id}"`).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(fs.existsSync(path.join(buildsDir, id, CSP_MANIFEST_FILE))).toBe(true);
    expect(fs.existsSync(path.join(buildsDir, id, 'pc', 'news', 'index.html.br'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(buildsDir, id, RELEASE_FILE), 'utf8'))).toEqual({
      id,
      builtAt: expect.any(String),
    });
  });

  it('queues exactly one more build for requests during a build, never two at once', async () => {
    fs.writeFileSync(flags.hold, '');
    const start = builds().length;
    await post();
    await eventually(async () => ((await status()).state === 'building' ? true : undefined));
    await Promise.all([post(), post(), post()]);
    const during = await status();
    expect([during.state, during.rebuildQueued]).toEqual(['building', true]);
    fs.rmSync(flags.hold);
    const done = await eventually(async () => {
      const s = await status();
      return settled(s) && builds().length === start + 2 && s.lastSuccess?.id === builds().at(-1)
        ? s
        : undefined;
    });
    expect(builds()).toHaveLength(start + 2);
    expect(await latestId()).toBe(done.lastSuccess?.id);
  });

  it('keeps the previous release live when a build and its retry fail, and logs why', async () => {
    const live = await latestId();
    const start = builds().length;
    failNext(2);
    await post();
    const failed = await eventually(async () => {
      const s = await status();
      return settled(s) && s.lastFailure?.attempt === 2 ? s : undefined;
    });
    expect(builds()).toHaveLength(start + 2);
    expect(failed.retryAt).toBeNull();
    expect(failed.lastFailure?.exitCode).toBe(3);
    expect(failed.lastFailure?.outputTail).toContain('GraphQL error: boom');
    expect(failed.lastFailure?.summary).toBe('ERROR #85901 GraphQL error: boom');
    expect(await latestId()).toBe(live);
    expect((await request(running.port, '/', { headers: { 'User-Agent': DESKTOP } })).status).toBe(200);
    expect(fs.existsSync(path.join(buildsDir, failed.lastFailure!.id))).toBe(false);
    const lines = running.logs.filter((l) => l.msg === 'site build failed').slice(-2);
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, exitCode: 3, attempt: 1, retryAt: expect.any(String) }),
      expect.objectContaining({ level: 50, exitCode: 3, attempt: 2, retryAt: null }),
    ]);
    expect(lines[0].outputTail).toEqual(expect.stringContaining('boom'));
  });

  it('switches without a failed request and keeps two releases', async () => {
    const live = await latestId();
    fs.writeFileSync(flags.hold, '');
    await post();
    await eventually(async () => ((await status()).state === 'building' ? true : undefined));
    const statuses: number[] = [];
    // Bounded: stops at the switch or after 3000 requests; the build is let go after 20.
    for (let i = 0; i < 3000 && (await latestId()) === live; i += 1) {
      if (i === 20) fs.rmSync(flags.hold);
      statuses.push((await request(running.port, '/news', { headers: { 'User-Agent': DESKTOP } })).status);
    }
    expect(statuses.length).toBeGreaterThan(20);
    await eventually(async () => (settled(await status()) ? true : undefined));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await latestId()).not.toBe(live);
    const releases = fs.readdirSync(buildsDir).filter((n) => !n.startsWith('.') && n !== CURRENT_LINK);
    expect(releases).toHaveLength(2);
    expect(releases).toContain(await latestId());
  });
});

describe('publish state per change', () => {
  const news: [string, string, string] = ['news-article', 'news-doc-1', 'en'];

  it('answers per document and locale, with the page path by the routing rules', async () => {
    const unknown = await documentStatus('news-article', 'never-published', 'en', 'chip-shortage');
    expect(unknown.change).toBeNull();
    expect(unknown.path).toBe('/en/news/chip-shortage');
    expect((await documentStatus('news-article', 'x', 'ja', 'a b')).path).toBe('/news/a%20b');
    expect((await documentStatus('notice', 'x', 'zh', 'holiday')).path).toBe('/zh/announce/holiday');
    expect((await documentStatus('brand', 'x', 'ja', 'acme')).path).toBe('/brand/acme');
    expect((await documentStatus('enterprise', 'x', 'en', 'acme-co')).path).toBe('/en/org/acme-co');
    expect((await documentStatus('category', 'x', 'en', 'ic')).path).toBeNull();
    expect((await documentStatus('brand', 'x', 'fr', 'acme')).path).toBeNull();
    const bad = await request(running.port, '/__rebuild/status?type=brand', { headers: auth });
    expect(bad.status).toBe(400);
    const noToken = await request(running.port, '/__rebuild/status?type=brand&documentId=x');
    expect(noToken.status).toBe(401);
  });

  it('moves a change queued → building → live with the release; a change during the build waits for the next', async () => {
    fs.writeFileSync(flags.hold, '');
    const start = builds().length;
    const answer = await webhook('entry.publish', ...news);
    expect(answer.status).toBe(202);
    expect((JSON.parse(answer.text) as { data: RequestAnswer }).data.change).toEqual(
      expect.objectContaining({ state: 'queued', event: 'entry.publish', locale: 'en', buildId: null }),
    );
    const building = await changeReaches(news, 'building');
    expect(await buildsStarted(start + 1)).toHaveLength(start + 1);
    expect(building.buildId).toBe(builds().at(-1));

    const other: [string, string, string] = ['brand', 'brand-doc-1', 'ja'];
    await webhook('entry.unpublish', ...other);
    expect((await documentStatus(...other)).change?.state).toBe('queued');
    // The other locale of the same document is a change of its own.
    expect((await documentStatus('news-article', 'news-doc-1', 'ja')).change).toBeNull();
    fs.rmSync(flags.hold);

    const live = await changeReaches(news, 'live');
    expect(live.releaseId).toBe(building.buildId);
    expect(live.liveSince).toEqual(expect.any(String));
    const otherLive = await changeReaches(other, 'live');
    expect(otherLive.event).toBe('entry.unpublish');
    expect(otherLive.releaseId).not.toBe(live.releaseId);
    await eventually(async () => (settled(await status()) ? true : undefined));
    expect(await latestId()).toBe(otherLive.releaseId);
    expect(builds()).toHaveLength(start + 2);
  });

  it('retries a failed build once, not before the delay, and the retry can bring the change live', async () => {
    const live = await latestId();
    const start = builds().length;
    failNext(1);
    // The first build fails before the hold; the retry then holds, so its state can be seen.
    fs.writeFileSync(flags.hold, '');
    await webhook('entry.publish', ...news);
    const retrying = await changeReaches(news, 'building', (c) => c.attempt === 2);
    expect(retrying.reason).toBe('ERROR #85901 GraphQL error: boom');
    expect(await buildsStarted(start + 2)).toHaveLength(start + 2);
    const failure = running.logs.filter((l) => l.msg === 'site build failed').at(-1)!;
    expect(failure).toEqual(expect.objectContaining({ attempt: 1, retryAt: expect.any(String) }));
    const retryStarted = (await status()).buildingSince!;
    expect(Date.parse(retryStarted) - Date.parse(failure.finishedAt as string)).toBeGreaterThanOrEqual(
      RETRY_DELAY_MS - 5,
    );
    expect(await latestId()).toBe(live);
    const page = await request(running.port, '/', { headers: { 'User-Agent': DESKTOP } });
    expect(page.text).toContain(`data-release="${live}"`);
    fs.rmSync(flags.hold);

    const retried = await changeReaches(news, 'live');
    expect(retried.attempt).toBe(2);
    expect(retried.reason).toBeNull();
    expect(builds()).toHaveLength(start + 2);
    expect(await latestId()).toBe(retried.releaseId);
  });

  it('keeps the change failed with the reason after the retry fails; the next publish goes live', async () => {
    const live = await latestId();
    const start = builds().length;
    failNext(2);
    await webhook('entry.delete', ...news);
    const failed = await changeReaches(news, 'failed', (c) => c.attempt === 2);
    expect(failed).toEqual(
      expect.objectContaining({
        event: 'entry.delete',
        reason: 'ERROR #85901 GraphQL error: boom',
        retryAt: null,
      }),
    );
    const after = await status();
    expect([after.state, after.retryAt]).toEqual(['idle', null]); // no third try is scheduled
    expect(builds()).toHaveLength(start + 2);
    expect(await latestId()).toBe(live);

    const enterprise: [string, string, string] = ['enterprise', 'enterprise-doc-1', 'zh'];
    await webhook('entry.publish', ...enterprise);
    const done = await changeReaches(enterprise, 'live');
    expect(builds()).toHaveLength(start + 3);
    expect(await latestId()).toBe(done.releaseId);
    // The build after the failure also carried the failed change: it is live now too.
    expect((await documentStatus(...news)).change).toEqual(
      expect.objectContaining({
        state: 'live',
        releaseId: done.releaseId,
        event: 'entry.delete',
        reason: null,
      }),
    );
  });

  it('a new publish during the retry delay replaces the retry', async () => {
    // A server of its own whose retry waits long enough to be seen waiting.
    const dir = path.join(work, 'builds-slow-retry');
    await makeRelease(dir, '20240101T000000000Z-initial');
    pointCurrent(dir, '20240101T000000000Z-initial');
    const slow = await startSite({
      BUILDS_DIR: dir,
      REBUILD_TOKEN: TOKEN,
      SITE_BUILD_COMMAND: buildCommand,
      SITE_BUILD_CWD: work,
      REBUILD_QUIET_MS: '50',
      REBUILD_RETRY_DELAY_MS: '600000',
    });
    const site = slow.site.rebuilds!;
    try {
      const start = builds().length;
      failNext(1);
      site.request({ type: 'news-article', documentId: 'n', locale: 'en', event: 'entry.publish' });
      await eventually(async () =>
        site.change('news-article', 'n', 'en')?.state === 'failed' ? true : undefined,
      );
      expect(site.status()).toEqual(
        expect.objectContaining({ state: 'pending', retryAt: expect.any(String) }),
      );
      expect(site.change('news-article', 'n', 'en')?.retryAt).toBe(site.status().retryAt);

      const answer = site.request({ type: 'notice', documentId: 'm', locale: 'ja', event: 'entry.publish' });
      expect(answer.retryAt).toBeNull();
      await eventually(async () => (site.change('notice', 'm', 'ja')?.state === 'live' ? true : undefined));
      const notice = site.change('notice', 'm', 'ja')!;
      expect(site.change('news-article', 'n', 'en')).toEqual(
        expect.objectContaining({ state: 'live', releaseId: notice.releaseId, attempt: 1 }),
      );
      // The change is live once switched; the build settles after pruning old releases.
      await eventually(async () => (site.status().state === 'idle' ? true : undefined));
      expect(site.status()).toEqual(expect.objectContaining({ state: 'idle', retryAt: null }));
      expect(builds()).toHaveLength(start + 2);
    } finally {
      await slow.site.close();
    }
  });

  it('schedules the rebuild for a body too large to read, without a change', async () => {
    const start = builds().length;
    const res = await request(running.port, '/__rebuild', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'brand',
        entry: { documentId: 'huge', locale: 'en', body: 'x'.repeat(1_100_000) },
      }),
    });
    expect(res.status).toBe(202);
    await eventually(async () =>
      builds().length === start + 1 && settled(await status()) ? true : undefined,
    );
    expect((await documentStatus('brand', 'huge', 'en')).change).toBeNull();
  });
});

describe('rebuild token file', () => {
  it('is created with 32 random bytes when no token is configured, and then required', async () => {
    const tokenFile = path.join(work, 'data', 'rebuild-token');
    const site = await startSite({ BUILDS_DIR: buildsDir, REBUILD_TOKEN: '', REBUILD_TOKEN_FILE: tokenFile });
    try {
      const token = fs.readFileSync(tokenFile, 'utf8').trim();
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(tokenFile).mode & 0o777).toBe(0o600);
      const ok = await request(site.port, '/__rebuild/status', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(ok.status).toBe(200);
      const bad = await request(site.port, '/__rebuild/status', {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(bad.status).toBe(401);
    } finally {
      await site.site.close();
    }
  });
});
