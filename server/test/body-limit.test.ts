import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { makeRelease, pointCurrent, postChunked, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';
import { API_BODY_LIMIT, PROXY_MESSAGES } from '../src/api-proxy';
import { serverOptions } from '../../website-api/src/app';
import { message } from '../../website-api/src/i18n/messages';
import { TEST_CLIENT_ID, createTestApp, testConfig, type TestApp } from '../../website-api/test/helpers/app';

/**
 * Bodies over the website API's limit answer 413 through the site server every time, whether
 * their length is declared or they come chunked (the API alone answered 413 and closed the
 * socket mid-upload, which the proxy turned into a 502 on most tries).
 */

const TRIES = 20;
const TEN_MB = 10 * 1024 * 1024;

let buildsDir: string;
let api: TestApp;
let running: RunningSite;

beforeAll(async () => {
  buildsDir = tempDir('site-body-limit-');
  await makeRelease(buildsDir, 'r1');
  pointCurrent(buildsDir, 'r1');
  // The real website API, in process on SQLite, listening as it does in production.
  api = await createTestApp('sqlite');
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  running = await startSite({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    API_URL: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  await running?.site.close();
  await api?.close();
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

const loginBody = (size: number) => {
  const shell = JSON.stringify({ email: 'a@example.com', password: '' });
  return JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(size - shell.length) });
};

describe('a body over the limit', () => {
  it('is the limit of the website API, and answered in its words', () => {
    expect(API_BODY_LIMIT).toBe(serverOptions(testConfig()).bodyLimit);
    for (const locale of ['jp', 'zh', 'en'] as const) {
      expect(PROXY_MESSAGES.tooLarge[locale]).toBe(message(locale, 'payloadTooLarge'));
    }
  });

  it(`answers 413 in the envelope every time, ${TRIES} tries of 10 MB with a declared length`, async () => {
    const body = loginBody(TEN_MB);
    const answers: [number, string][] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const res = await request(running.port, '/website/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', clientId: TEST_CLIENT_ID, 'x-locale': 'en' },
        body,
      });
      answers.push([res.status, res.text]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const expected = JSON.stringify({ code: 413, msg: PROXY_MESSAGES.tooLarge.en });
    expect(answers).toEqual(Array(TRIES).fill([413, expected]));
    expect(running.logs.filter((l) => l.msg === 'website API unreachable')).toEqual([]);
  });

  it(`answers 413 every time when it comes chunked, ${TRIES} tries`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      const res = await postChunked(running.port, '/website/auth/login', 160, 64 * 1024, {
        'Content-Type': 'application/json',
        clientId: TEST_CLIENT_ID,
      });
      statuses.push(res.status);
      expect(JSON.parse(res.text)).toEqual({ code: 413, msg: PROXY_MESSAGES.tooLarge.jp });
    }
    expect(statuses).toEqual(Array(TRIES).fill(413));
    expect(running.logs.filter((l) => l.msg === 'website API unreachable')).toEqual([]);
  });

  it('lets a body at the limit through to the API', async () => {
    const res = await request(running.port, '/website/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', clientId: TEST_CLIENT_ID },
      body: loginBody(API_BODY_LIMIT),
    });
    // The API read it and refused the password by its own rules, not by size.
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
    expect((JSON.parse(res.text) as { code: number }).code).not.toBe(413);
  });
});

describe('an answer the API gives before it has read the body', () => {
  let early: http.Server;
  let site: RunningSite;

  beforeAll(async () => {
    // Answers on the request line and headers, then closes the connection without reading
    // the body, as an API that refuses a request early does.
    early = http.createServer((req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json', Connection: 'close', 'X-Powered-By': 'x' });
      res.end(JSON.stringify({ code: 401, msg: 'early' }), () => req.socket.destroy());
    });
    await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
    site = await startSite({
      BUILDS_DIR: buildsDir,
      REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
      API_URL: `http://127.0.0.1:${(early.address() as AddressInfo).port}`,
    });
  });

  afterAll(async () => {
    await site?.site.close();
    early?.closeAllConnections();
    await new Promise((resolve) => early?.close(resolve));
  });

  it('reaches the client whole while the client is still sending, every time', async () => {
    const answers: [number, string][] = [];
    for (let i = 0; i < TRIES; i += 1) {
      // 60 KiB in 4 KiB chunks: under the limit, more than the API reads before it answers.
      const res = await postChunked(site.port, '/website/member/profile', 15, 4 * 1024);
      answers.push([res.status, res.text]);
    }
    expect(answers).toEqual(Array(TRIES).fill([401, JSON.stringify({ code: 401, msg: 'early' })]));
  });

  it('does not pass on what the API runs on', async () => {
    const res = await request(site.port, '/website/member/profile');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
