/**
 * The publish state outlives the builder (decision 072, addendum): what went live or failed
 * reads the same after a restart, and a change that was still on its way reads as failed with
 * the advice to publish again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PUBLISH_STATE_FILE, RELEASE_FILE, type DocumentStatus, type RebuildStatus } from '@site/releases';
import { INTERRUPTED_REASON } from '../src/scheduler';
import { eventually, makeRelease, pointCurrent, request, tempDir } from '../../server/test/fixtures';
import { startPublish as startSite, type RunningPublish as RunningSite } from './helpers';

jest.setTimeout(60_000);

const TOKEN = 'rebuild-token-for-tests-0123456789';
const auth = { Authorization: `Bearer ${TOKEN}` };

let work: string;
let buildsDir: string;
let env: Record<string, string>;
let running: RunningSite | null = null;

beforeAll(async () => {
  work = tempDir('publish-state-');
  buildsDir = path.join(work, 'builds');
  const template = await makeRelease(path.join(work, 'template'), 'template', { precompress: false });
  fs.rmSync(path.join(template, RELEASE_FILE));
  await makeRelease(buildsDir, '20240101T000000000Z-initial');
  pointCurrent(buildsDir, '20240101T000000000Z-initial');
  env = {
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    SITE_BUILD_COMMAND: `mkdir -p "$SITE_BUILD_OUT" && cp -R "${template}/pc" "${template}/mobile" "$SITE_BUILD_OUT/"`,
    SITE_BUILD_CWD: work,
    // Long enough to stop the server while a change waits for its build.
    REBUILD_QUIET_MS: '300',
  };
});

afterEach(async () => {
  await running?.site.close();
  running = null;
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const publish = (documentId: string) =>
  request(running!.port, '/__rebuild', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      event: 'entry.publish',
      model: 'news-article',
      entry: { documentId, locale: 'en' },
    }),
  });
async function documentStatus(documentId: string): Promise<DocumentStatus> {
  const query = new URLSearchParams({ type: 'news-article', documentId, locale: 'en', slug: 'a' });
  const res = await request(running!.port, `/__rebuild/status?${query}`, { headers: auth });
  return (JSON.parse(res.text) as { data: DocumentStatus }).data;
}
async function status(): Promise<RebuildStatus> {
  const res = await request(running!.port, '/__rebuild/status', { headers: auth });
  return (JSON.parse(res.text) as { data: RebuildStatus }).data;
}

test('a live change and the last success read the same after a restart', async () => {
  running = await startSite(env);
  expect((await publish('doc-live')).status).toBe(202);
  const live = await eventually(async () => {
    const { change } = await documentStatus('doc-live');
    return change?.state === 'live' ? change : undefined;
  });
  const before = await status();
  await running.site.close();
  expect(fs.existsSync(path.join(buildsDir, PUBLISH_STATE_FILE))).toBe(true);

  running = await startSite(env);
  expect((await documentStatus('doc-live')).change).toEqual(live);
  expect((await status()).lastSuccess).toEqual(before.lastSuccess);
  expect((await status()).state).toBe('idle');
});

test('a change still waiting for its build when the builder stopped reads as failed, publish again', async () => {
  running = await startSite({ ...env, REBUILD_QUIET_MS: '60000' });
  await publish('doc-waiting');
  expect((await documentStatus('doc-waiting')).change?.state).toBe('queued');
  await running.site.close();

  running = await startSite(env);
  const { change } = await documentStatus('doc-waiting');
  expect(change).toEqual(expect.objectContaining({ state: 'failed', reason: INTERRUPTED_REASON }));
  // Nothing builds by itself after the restart; publishing again brings it live.
  expect((await status()).state).toBe('idle');
  await publish('doc-waiting');
  await eventually(async () =>
    (await documentStatus('doc-waiting')).change?.state === 'live' ? true : undefined,
  );
});

test('an unreadable state file starts empty with a warning', async () => {
  fs.writeFileSync(path.join(buildsDir, PUBLISH_STATE_FILE), '{not json');
  running = await startSite(env);
  expect((await documentStatus('doc-live')).change).toBeNull();
  expect(running.logs.some((line) => line.msg === 'publish state not restored')).toBe(true);
});
