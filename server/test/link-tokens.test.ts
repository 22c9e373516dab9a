import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isTokenPage, cacheControlFor } from '../src/cache-policy';
import { hasLinkTokenQuery } from '@site/routing';
import { DESKTOP, IPHONE, eventually, makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';
import {
  TOKEN_PAGE_VARIANTS,
  expectAnyTokenAddressIsTokenPage,
  expectEncodedQueryAnswers,
  expectTokenPageAnswer,
  tokenSearches,
} from './token-page-cases';

/** A token as the website API mints them: 32 random bytes, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

describe('link-tokens helpers', () => {
  it('finds a token query however it is written', () => {
    expect(hasLinkTokenQuery('?token=abc')).toBe(true);
    expect(hasLinkTokenQuery('token=abc')).toBe(true);
    expect(hasLinkTokenQuery('?a=1&token=')).toBe(true);
    expect(hasLinkTokenQuery('?%74oken=abc')).toBe(true);
    expect(hasLinkTokenQuery('?tokens=abc')).toBe(false);
    expect(hasLinkTokenQuery('?page=2')).toBe(false);
    expect(hasLinkTokenQuery('')).toBe(false);
    expect(hasLinkTokenQuery('?')).toBe(false);
  });

  it.each([
    '/pwd-active',
    '/pwd-active/',
    '/pwd-active/index.html',
    '/en/pwd-active',
    '/zh/mobile/pwd-active/',
    '/pc/account-active/index.html',
    '/en/pc/history-active',
    '/history-active//',
    '/page-data/pwd-active/page-data.json',
    '/page-data/en/mobile/account-active/page-data.json',
    '/page-data/zh/history-active/page-data.json',
  ])('%s is a token page', (p) => {
    expect(isTokenPage(p)).toBe(true);
    expect(cacheControlFor(p.includes('page-data') ? 'page-data/x/page-data.json' : 'x/index.html', p)).toBe(
      'no-store',
    );
  });

  it.each([
    '/',
    '/news',
    '/login',
    '/pwd-active/app.js',
    '/page-data/news/page-data.json',
    '/en/pwd-activex',
  ])('%s is not a token page', (p) => {
    expect(isTokenPage(p)).toBe(false);
  });

  it('keeps the account pages uncached in their index.html form', () => {
    expect(cacheControlFor('login/index.html', '/login/index.html')).toBe('no-store');
    expect(cacheControlFor('news/index.html', '/news/index.html')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('the site server and link tokens', () => {
  let buildsDir: string;
  let running: RunningSite;
  let apiDown: RunningSite;
  const token = newToken();

  beforeAll(async () => {
    buildsDir = tempDir('site-link-tokens-');
    await makeRelease(buildsDir, 'r1');
    pointCurrent(buildsDir, 'r1');
    running = await startSite({ BUILDS_DIR: buildsDir, REBUILD_TOKEN_FILE: path.join(buildsDir, 'token') });
    // An API address nothing listens on: the proxy's error line is checked too.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    apiDown = await startSite({
      BUILDS_DIR: buildsDir,
      REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
      API_URL: `http://127.0.0.1:${closedPort}`,
    });
  });

  afterAll(async () => {
    await running?.site.close();
    await apiDown?.site.close();
    fs.rmSync(buildsDir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => request(running.port, p, { headers });

  /** The access-log line of an answer (written when the answer closes). */
  const logLine = (site: RunningSite, requestId: string | string[] | undefined) =>
    eventually(async () => site.logs.find((l) => l.msg === 'request' && l.requestId === requestId));

  describe.each(tokenSearches(token))('%s', (_name, search) => {
    it.each(TOKEN_PAGE_VARIANTS)(
      '%s %s answers %s, no-store and no-referrer',
      async (ua, p, status, location) => {
        const res = await expectTokenPageAnswer(get, [ua, p, status, location], search);
        const line = await logLine(running, res.headers['x-request-id']);
        expect(line).toMatchObject({ path: p, status });
        expect(line.query).toEqual(search ? ['token'] : undefined);
      },
    );
  });

  it('answers a conditional request for a token page with no-store as well', async () => {
    const first = await get(`/pwd-active?token=${token}`);
    const again = await get(`/pwd-active?token=${token}`, { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['referrer-policy']).toBe('no-referrer');
  });

  it('treats any address with a token query as a token page', async () => {
    await expectAnyTokenAddressIsTokenPage(get, token);
  });

  it("sends a mailed link whose '?' was encoded to its page, never cached", async () => {
    await expectEncodedQueryAnswers(get, token);
  });

  it('leaves the other pages as they were', async () => {
    const news = await get('/news', { 'User-Agent': DESKTOP });
    expect(news.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(news.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const redirect = await get('/pc/news', { 'User-Agent': DESKTOP });
    expect([redirect.status, redirect.headers['cache-control']]).toEqual([301, 'public, max-age=3600']);
  });

  it('keeps the token out of the proxy error line', async () => {
    const res = await request(apiDown.port, `/website/auth/activate?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(502);
    const warn = await eventually(async () => apiDown.logs.find((l) => l.msg === 'website API unreachable'));
    expect(warn).toMatchObject({ path: '/website/auth/activate', query: ['token'] });
    await logLine(apiDown, res.headers['x-request-id']);
    expect(JSON.stringify(apiDown.logs)).not.toContain(token);
  });

  it('never writes the token into any log line', async () => {
    // The page, a redirect, a not-found answer and a page-data request, from both agents.
    for (const ua of [DESKTOP, IPHONE]) {
      for (const p of [
        '/pwd-active',
        '/pc/pwd-active',
        '/mobile/account-active',
        '/nowhere',
        '/page-data/x',
      ]) {
        const res = await get(`${p}?token=${token}`, { 'User-Agent': ua });
        await logLine(running, res.headers['x-request-id']);
      }
    }
    expect(running.logs.length).toBeGreaterThan(50);
    for (const line of running.logs) expect(JSON.stringify(line)).not.toContain(token);
  });
});
