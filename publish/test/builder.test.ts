import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CURRENT_LINK,
  RELEASE_FILE,
  type DocumentStatus,
  type RebuildStatus,
  type RequestAnswer,
} from '@site/releases';
import { requestRelease } from '../src/builder-client';
import { DESKTOP, eventually, makeRelease, pointCurrent, request, tempDir } from '../../server/test/fixtures';
import { startService, type ServiceProcess } from '../../test-utils/service-process';
import { startSite, type RunningSite } from './helpers';

jest.setTimeout(90_000);

const BUILDER_MAIN = path.join(__dirname, '..', 'src', 'builder-main.ts');
const TSX = require.resolve('tsx/cli');
/** The builder's token; the site server's own (helpers.ts) differs and must not matter. */
const TOKEN = 'builder-token-for-tests-0123456789';
const SITE_OWN_TOKEN = 'test-token-0123456789abcdef';
const BUILD_NICE = 7;
const INITIAL = '20240101T000000000Z-initial';

interface RunningBuilder extends ServiceProcess {
  port: number;
  /** The builder's own process (tsx runs it as a child of the launcher). */
  pid: number;
}

/** Starts `npx tsx publish/src/builder-main.ts` on an ephemeral port; resolves once it listens. */
async function startBuilder(env: Record<string, string>): Promise<RunningBuilder> {
  const builder = startService(BUILDER_MAIN, {
    ...process.env,
    BUILDER_PORT: '0',
    BUILDER_HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  });
  const listening = await builder.logged('builder listening');
  return { ...builder, port: listening.port as number, pid: listening.pid as number };
}

const work = tempDir('site-builder-');
const buildsDir = path.join(work, 'builds');
const flags = { count: path.join(work, 'builds.log'), hold: path.join(work, 'hold') };
const niceFile = (id: string) => path.join(work, `nice-${id}`);
let builder: RunningBuilder;
let site: RunningSite;

/**
 * Stands in for publish/src/build-sites.ts: notes its id and the niceness it runs at, copies a
 * template release into $SITE_BUILD_OUT and stamps its home pages with the build id.
 */
function fakeBuildCommand(template: string): string {
  return [
    `echo "$SITE_BUILD_ID" >> "${flags.count}"`,
    `nice > "${work}/nice-$SITE_BUILD_ID"`,
    `while [ -f "${flags.hold}" ]; do sleep 0.05; done`,
    `mkdir -p "$SITE_BUILD_OUT"`,
    `cp -R "${template}/pc" "${template}/mobile" "$SITE_BUILD_OUT/"`,
    `for b in pc mobile; do printf '<html><head></head><body><main data-release="%s">%s</main></body></html>' "$SITE_BUILD_ID" "$b" > "$SITE_BUILD_OUT/$b/index.html"; done`,
  ].join('\n');
}

const auth = { Authorization: `Bearer ${TOKEN}` };
const builds = () =>
  fs.existsSync(flags.count) ? fs.readFileSync(flags.count, 'utf8').trim().split('\n') : [];

/** The scheduler's status, asked of the site server (which forwards it). */
async function status(): Promise<RebuildStatus> {
  const res = await request(site.port, '/__rebuild/status', { headers: auth });
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { data: RebuildStatus }).data;
}
const settled = (s: RebuildStatus) => s.state === 'idle' && !s.rebuildQueued;

beforeAll(async () => {
  const template = await makeRelease(path.join(work, 'template'), 'template', { precompress: false });
  fs.rmSync(path.join(template, RELEASE_FILE));
  await makeRelease(buildsDir, INITIAL);
  pointCurrent(buildsDir, INITIAL);
  builder = await startBuilder({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN: TOKEN,
    SITE_BUILD_COMMAND: fakeBuildCommand(template),
    SITE_BUILD_CWD: work,
    REBUILD_QUIET_MS: '100',
    BUILD_NICE: String(BUILD_NICE),
  });
  // A separate site server: it serves the same builds folder and forwards /__rebuild.
  site = await startSite({ BUILDS_DIR: buildsDir, BUILDER_URL: `http://127.0.0.1:${builder.port}` });
});

afterAll(async () => {
  fs.rmSync(flags.hold, { force: true });
  if (builder?.child.exitCode === null) {
    builder.child.kill('SIGTERM');
    await builder.exited;
  }
  await site?.site.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the builder process', () => {
  it('lowers its own CPU priority at start (BUILD_NICE), every thread of it', () => {
    // A process cannot raise its priority: when this one already runs nicer, the builder keeps that.
    const expected = Math.max(BUILD_NICE, os.getPriority());
    expect(builder.pid).not.toBe(process.pid);
    expect(os.getPriority(builder.pid)).toBe(expected);
    if (process.platform === 'linux') {
      const threads = fs.readdirSync(`/proc/${builder.pid}/task`).map(Number);
      expect(threads.length).toBeGreaterThan(1);
      expect(threads.map((tid) => os.getPriority(tid))).toEqual(threads.map(() => expected));
    }
    expect(builder.lines.find((l) => l.msg === 'builder listening')).toEqual(
      expect.objectContaining({ nice: expected, release: INITIAL, level: 30 }),
    );
  });

  it('answers its health and nothing but the rebuild routes', async () => {
    const health = await request(builder.port, '/__health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({
      status: 'ok',
      role: 'builder',
      release: INITIAL,
      build: 'idle',
    });
    const page = await request(builder.port, '/news', { headers: { 'User-Agent': DESKTOP } });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await request(builder.port, '/__rebuild', { method: 'POST' })).status).toBe(401);
  });

  it('builds on a CMS webhook sent to the site server, and the running site serves the new release', async () => {
    const news = { type: 'news-article', documentId: 'builder-doc-1', locale: 'en' };
    const answer = await request(site.port, '/__rebuild', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: news.type,
        uid: `api::${news.type}.${news.type}`,
        entry: { id: 3, documentId: news.documentId, locale: news.locale, slug: 'chip-news', title: 'T' },
      }),
    });
    expect(answer.status).toBe(202);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toBeDefined(); // the site server's own headers
    const scheduled = JSON.parse(answer.text) as { code: number; msg: string; data: RequestAnswer };
    expect([scheduled.code, scheduled.msg]).toEqual([200, 'Rebuild scheduled']);
    expect(scheduled.data.change).toEqual(
      expect.objectContaining({ state: 'queued', event: 'entry.publish', documentId: news.documentId }),
    );

    const done = await eventually(async () => {
      const s = await status();
      return settled(s) && s.lastSuccess ? s : undefined;
    });
    const id = done.lastSuccess!.id;
    expect(builds()).toEqual([id]);
    expect(fs.readlinkSync(path.join(buildsDir, CURRENT_LINK))).toBe(id);
    // The build ran under the builder, at its niceness.
    expect(Number(fs.readFileSync(niceFile(id), 'utf8').trim())).toBe(os.getPriority(builder.pid));
    expect(builder.lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['site build started', 'site release live']),
    );
    expect(site.logs.some((l) => l.msg === 'site build started')).toBe(false);

    // The site server, never restarted, serves what the builder switched to.
    const home = await request(site.port, '/', { headers: { 'User-Agent': DESKTOP } });
    expect(home.status).toBe(200);
    expect(home.text).toContain(`data-release="${id}"`);
    const latest = await request(site.port, '/builds/latest.json');
    expect((JSON.parse(latest.text) as { id: string }).id).toBe(id);

    // The editor's publish state, read through the site as the CMS reads it.
    const query = new URLSearchParams({ ...news, slug: 'chip-news' });
    const state = await request(site.port, `/__rebuild/status?${query}`, { headers: auth });
    expect(state.status).toBe(200);
    const document = (JSON.parse(state.text) as { data: DocumentStatus }).data;
    expect(document.change).toEqual(expect.objectContaining({ state: 'live', releaseId: id }));
    expect(document.path).toBe('/en/news/chip-news');
  });

  it('leaves the token to the builder: refused without it, with the builder answer passed through', async () => {
    const before = (await status()).requests;
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong' },
      { Authorization: `Bearer ${SITE_OWN_TOKEN}` },
      { Authorization: TOKEN },
      { Authorization: 'Bearer ' },
    ]) {
      const res = await request(site.port, '/__rebuild', { method: 'POST', headers, body: '{}' });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(JSON.parse(res.text)).toEqual({ code: 401, msg: 'Unauthorized' });
    }
    expect((await request(site.port, '/__rebuild/status')).status).toBe(401);
    expect((await status()).requests).toBe(before);

    const head = await request(site.port, '/__rebuild/status', { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const wrongMethod = await request(site.port, '/__rebuild', { headers: auth });
    expect([wrongMethod.status, wrongMethod.headers.allow]).toEqual([405, 'POST']);
    const half = await request(site.port, '/__rebuild/status?type=brand', { headers: auth });
    expect(half.status).toBe(400);
  });

  it('passes a webhook body larger than the builder reads through: the rebuild is scheduled without a change', async () => {
    const before = await status();
    const res = await request(site.port, '/__rebuild', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'brand',
        entry: { documentId: 'huge', locale: 'en', body: 'x'.repeat(1_100_000) },
      }),
    });
    expect(res.status).toBe(202);
    expect((JSON.parse(res.text) as { data: RequestAnswer }).data.change).toBeNull();
    const done = await eventually(async () => {
      const s = await status();
      return settled(s) && s.lastSuccess?.id !== before.lastSuccess?.id ? s : undefined;
    });
    expect(done.requests).toBe(before.requests + 1);
    expect(fs.readlinkSync(path.join(buildsDir, CURRENT_LINK))).toBe(done.lastSuccess!.id);
  });

  it("makes npm start's first release: requestRelease asks for a build and resolves once it is live", async () => {
    const before = builds().length;
    const progress: number[] = [];
    fs.writeFileSync(flags.hold, '');
    setTimeout(() => fs.rmSync(flags.hold, { force: true }), 400);
    const live = await requestRelease({
      builderUrl: `http://127.0.0.1:${builder.port}`,
      token: TOKEN,
      pollMs: 50,
      progressMs: 100,
      onProgress: (seconds) => progress.push(seconds),
    });
    expect(builds()).toHaveLength(before + 1);
    expect(live.id).toBe(builds().at(-1));
    expect(fs.readlinkSync(path.join(buildsDir, CURRENT_LINK))).toBe(live.id);
    expect(progress.length).toBeGreaterThan(0);
    await expect(
      requestRelease({ builderUrl: `http://127.0.0.1:${builder.port}`, token: 'not-the-token-0123456789' }),
    ).rejects.toThrow(/answered 401/);
  });

  it('stops on SIGTERM; the site then answers 503 on /__rebuild and keeps serving pages', async () => {
    const live = fs.readlinkSync(path.join(buildsDir, CURRENT_LINK));
    builder.child.kill('SIGTERM');
    expect(await builder.exited).toBe(0);
    expect(builder.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['builder stopped']));

    const post = await request(site.port, '/__rebuild', { method: 'POST', headers: auth, body: '{}' });
    expect(post.status).toBe(503);
    expect(post.headers['retry-after']).toBe('10');
    expect(post.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(post.text)).toEqual({
      code: 503,
      msg: 'The site builder is not reachable: publishing resumes when it is back',
    });
    expect((await request(site.port, '/__rebuild/status', { headers: auth })).status).toBe(503);
    expect(site.logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'site builder not reachable',
          level: 40,
          builder: `http://127.0.0.1:${builder.port}`,
          code: 'ECONNREFUSED',
        }),
      ]),
    );
    const home = await request(site.port, '/', { headers: { 'User-Agent': DESKTOP } });
    expect(home.status).toBe(200);
    expect(home.text).toContain(`data-release="${live}"`);
  });

  it('refuses a bad environment, naming every bad variable', () => {
    const result = spawnSync(process.execPath, [TSX, BUILDER_MAIN], {
      env: { ...process.env, BUILDER_PORT: 'eighty', BUILD_NICE: '-5' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid builder environment');
    expect(result.stderr).toContain('BUILDER_PORT');
    expect(result.stderr).toContain('BUILD_NICE');
  });
});

describe('forwarding to the builder', () => {
  /** A stand-in builder that records what reaches it and answers as told. */
  let stub: http.Server;
  let stubPort: number;
  let forwarding: RunningSite;
  let received: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[];
  let answer: (res: http.ServerResponse) => void;

  beforeAll(async () => {
    received = [];
    stub = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubPort = (stub.address() as AddressInfo).port;
    forwarding = await startSite({ BUILDS_DIR: buildsDir, BUILDER_URL: `http://127.0.0.1:${stubPort}/` });
  });

  afterAll(async () => {
    await forwarding.site.close();
    await new Promise((resolve) => stub.close(resolve));
  });

  it('passes method, authorization, body and query on, and the status, JSON and auth headers back', async () => {
    answer = (res) => {
      res.writeHead(418, {
        'content-type': 'application/json',
        'www-authenticate': 'Bearer',
        'x-other': '1',
      });
      res.end('{"code":418,"msg":"from the builder"}');
    };
    const res = await request(forwarding.port, '/__rebuild/status?type=brand&documentId=d&locale=en', {
      headers: { ...auth, Cookie: 'session=secret', 'User-Agent': DESKTOP },
    });
    expect(res.status).toBe(418);
    expect(JSON.parse(res.text)).toEqual({ code: 418, msg: 'from the builder' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.headers['x-other']).toBeUndefined();
    const post = await request(forwarding.port, '/__rebuild', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"event":"entry.publish"}',
    });
    expect(post.status).toBe(418);
    expect(received.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/__rebuild/status?type=brand&documentId=d&locale=en', body: '' },
      { method: 'POST', url: '/__rebuild', body: '{"event":"entry.publish"}' },
    ]);
    for (const got of received) {
      expect(got.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(got.headers.cookie).toBeUndefined(); // only what the builder needs goes on
      expect(got.headers['x-request-id']).toEqual(expect.any(String));
    }
    expect(received[1].headers['content-type']).toBe('application/json');
  });

  it('answers 502 when what answers at BUILDER_URL is not a builder', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>some other service</html>');
    };
    const res = await request(forwarding.port, '/__rebuild/status', { headers: auth });
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toEqual({
      code: 502,
      msg: 'The site builder gave an answer that is not JSON',
    });
  });
});
