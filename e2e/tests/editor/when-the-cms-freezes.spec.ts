import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freeze, pidListeningOn } from '../../support/processes';
import { CMS_URL, EDITOR, NEWS_UID } from './strapi-admin';

/**
 * A CMS that stops answering must not hold publishing hostage (decision 072): a build started
 * while the CMS is frozen fails within a minute with a reason an editor can read, the live
 * release keeps serving, and the next publish after the CMS is back goes live. Runs last in
 * the editor project (file order): it freezes the real CMS process for about a minute.
 */

const ROOT = path.resolve(__dirname, '../../..');
const REBUILD_TOKEN = (
  process.env.REBUILD_TOKEN ||
  fs.readFileSync(path.resolve(ROOT, process.env.REBUILD_TOKEN_FILE || '.data/rebuild-token'), 'utf8')
).trim();
const CMS_PORT = Number(new URL(CMS_URL).port || 80);

interface Status {
  state: 'idle' | 'pending' | 'building';
  rebuildQueued: boolean;
  buildingSince: string | null;
  lastSuccess: { id: string; finishedAt: string } | null;
  lastFailure: { id: string; summary: string; reason: string; durationMs: number; finishedAt: string } | null;
  retryAt: string | null;
}

const auth = { Authorization: `Bearer ${REBUILD_TOKEN}` };

async function status(request: APIRequestContext): Promise<Status> {
  const answer = await request.get('/__rebuild/status', { headers: auth });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Status }).data;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('a frozen CMS fails the build fast, the live site keeps serving, and the next publish goes live', async ({
  request,
}) => {
  test.setTimeout(6 * 60_000);
  // Nothing else is building: this test's build is the only one.
  await until('the site server idle', 5 * 60_000, async () => {
    const s = await status(request);
    return s.state === 'idle' && !s.rebuildQueued ? s : undefined;
  });
  const before = await status(request);
  const home = await request.get('/en');
  expect(home.status()).toBe(200);
  const liveHome = await home.text();

  const cms = freeze(pidListeningOn(CMS_PORT));
  let failure: NonNullable<Status['lastFailure']>;
  try {
    const asked = Date.now();
    const answer = await request.post('/__rebuild', { headers: auth, data: {} });
    expect(answer.status()).toBe(202);
    failure = await until('the build to fail', 90_000, async () => {
      const s = await status(request);
      return s.lastFailure && s.lastFailure.id !== before.lastFailure?.id && s.state !== 'building'
        ? s.lastFailure
        : undefined;
    });
    const failedAfter = Date.now() - asked;
    console.log(`build failed ${(failedAfter / 1000).toFixed(1)} s after the request: ${failure.summary}`);
    expect(failedAfter, 'the build fails within a minute of the request').toBeLessThan(60_000);
    // A reason an editor can read: the CMS, not a stack trace.
    expect(failure.summary).toMatch(/CMS/);
    expect(failure.summary).not.toMatch(/\n|at .*\(.*:\d+:\d+\)/);
    // The live release is untouched and still served.
    const during = await status(request);
    expect(during.lastSuccess?.id).toBe(before.lastSuccess?.id);
    const still = await request.get('/en');
    expect(still.status()).toBe(200);
    expect(await still.text()).toBe(liveHome);
  } finally {
    cms.resume();
  }

  // The CMS is back: an editor publishes (the admin API, as the panel does) and it goes live.
  const login = await request.post(`${CMS_URL}/admin/login`, { data: EDITOR });
  expect(login.status()).toBe(200);
  const jwt = ((await login.json()) as { data: { token: string } }).data.token;
  const admin = { Authorization: `Bearer ${jwt}` };
  const list = await request.get(
    `${CMS_URL}/content-manager/collection-types/${NEWS_UID}?locale=en&page=1&pageSize=1&sort[0]=date:desc&filters[membersOnly][$eq]=false`,
    { headers: admin },
  );
  expect(list.status()).toBe(200);
  const [article] = ((await list.json()) as { results: { documentId: string }[] }).results;
  const published = await request.post(
    `${CMS_URL}/content-manager/collection-types/${NEWS_UID}/${article.documentId}/actions/publish?locale=en`,
    { headers: admin, data: {} },
  );
  expect(published.status()).toBe(200);
  const live = await until('the next publish to go live', 4 * 60_000, async () => {
    const s = await status(request);
    return s.lastSuccess && s.lastSuccess.id !== before.lastSuccess?.id && s.state === 'idle' ? s : undefined;
  });
  expect(Date.parse(live.lastSuccess!.finishedAt)).toBeGreaterThan(Date.parse(failure.finishedAt));
  expect((await request.get('/en')).status()).toBe(200);
});
