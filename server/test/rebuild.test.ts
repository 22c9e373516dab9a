import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { RebuildStatus } from '../src/rebuild';
import { DESKTOP, eventually, makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';

jest.setTimeout(60_000);

const TOKEN = 'rebuild-token-for-tests-0123456789';

let work: string;
let buildsDir: string;
let running: RunningSite;
const flags = { count: '', fail: '', hold: '' };

/**
 * Stands in for scripts/build-sites.ts: copies a template release (no release.json, no
 * precompressed files) into $SITE_BUILD_OUT and stamps its home pages with the build id.
 * A fail flag makes it fail with output; a hold flag keeps it running.
 */
function fakeBuildCommand(template: string): string {
  return [
    `echo "$SITE_BUILD_ID" >> "${flags.count}"`,
    `echo "compiling pages for $SITE_BUILD_ID"`,
    `if [ -f "${flags.fail}" ]; then echo "ERROR #85901 GraphQL error: boom" >&2; exit 3; fi`,
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

beforeAll(async () => {
  work = tempDir('site-rebuild-');
  buildsDir = path.join(work, 'builds');
  flags.count = path.join(work, 'builds.log');
  flags.fail = path.join(work, 'fail');
  flags.hold = path.join(work, 'hold');
  const template = await makeRelease(path.join(work, 'template'), 'template', { precompress: false });
  fs.rmSync(path.join(template, 'release.json'));
  await makeRelease(buildsDir, '20240101T000000000Z-initial');
  pointCurrent(buildsDir, '20240101T000000000Z-initial');
  running = await startSite({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    SITE_BUILD_COMMAND: fakeBuildCommand(template),
    SITE_BUILD_CWD: work,
    REBUILD_QUIET_MS: '300',
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
    expect(fs.readlinkSync(path.join(buildsDir, 'current'))).toBe(id);

    const page = await request(running.port, '/', {
      headers: { 'User-Agent': DESKTOP, 'Accept-Encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBeUndefined(); // below the precompression threshold
    expect(page.text).toContain(`data-release="${id}"`);
    const hash = createHash('sha256').update(`window.___release="${id}"`).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(fs.existsSync(path.join(buildsDir, id, 'csp.conf'))).toBe(true);
    expect(fs.existsSync(path.join(buildsDir, id, 'pc', 'news', 'index.html.br'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(buildsDir, id, 'release.json'), 'utf8'))).toEqual({
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

  it('keeps the previous release live when a build fails, and logs why', async () => {
    const live = await latestId();
    fs.writeFileSync(flags.fail, '');
    try {
      await post();
      const failed = await eventually(async () => {
        const s = await status();
        return settled(s) && s.lastFailure ? s : undefined;
      });
      expect(failed.lastFailure?.exitCode).toBe(3);
      expect(failed.lastFailure?.outputTail).toContain('GraphQL error: boom');
      expect(await latestId()).toBe(live);
      expect((await request(running.port, '/', { headers: { 'User-Agent': DESKTOP } })).status).toBe(200);
      expect(fs.existsSync(path.join(buildsDir, failed.lastFailure!.id))).toBe(false);
      const line = running.logs.find((l) => l.msg === 'site build failed');
      expect(line).toEqual(
        expect.objectContaining({ level: 'error', exitCode: 3, outputTail: expect.stringContaining('boom') }),
      );
    } finally {
      fs.rmSync(flags.fail);
    }
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
    const releases = fs.readdirSync(buildsDir).filter((n) => !n.startsWith('.') && n !== 'current');
    expect(releases).toHaveLength(2);
    expect(releases).toContain(await latestId());
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
