import { loadConfig } from '../src/config';
import fs from 'node:fs';
import path from 'node:path';
import { ANDROID, DESKTOP, IPAD, IPHONE, makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';
import { OFF_SITE_LOCATION, OFF_SITE_PROBES, rawGet, rawLocation } from './token-page-cases';

let buildsDir: string;
let running: RunningSite;

beforeAll(async () => {
  buildsDir = tempDir('site-routing-');
  await makeRelease(buildsDir, 'r1');
  pointCurrent(buildsDir, 'r1');
  running = await startSite({ BUILDS_DIR: buildsDir, REBUILD_TOKEN_FILE: path.join(buildsDir, 'token') });
});

afterAll(async () => {
  await running.site.close();
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => request(running.port, p, { headers });
const marker = (html: string) =>
  /data-build="(\w+)" data-page="([^"]*)" data-marker="([^"]*)"/.exec(html)?.slice(1);

describe.each([
  ['desktop', DESKTOP, 'pc', 'mobile'],
  ['iPhone', IPHONE, 'mobile', 'pc'],
  ['Android phone', ANDROID, 'mobile', 'pc'],
  ['iPad', IPAD, 'mobile', 'pc'],
])('%s', (_name, ua, own, other) => {
  it.each(['/', '/login', '/en/news', '/zh/news/a-1', '/en'])(
    'serves the root form %s from its own build',
    async (p) => {
      const res = await get(p, { 'User-Agent': ua });
      expect(res.status).toBe(200);
      expect(marker(res.text)).toEqual([own, p, `page:${own}`]);
      expect(res.headers.vary).toContain('User-Agent');
    },
  );

  it.each(['', '/en', '/zh'])("serves the other device's pages under %s/<device>", async (prefix) => {
    const p = `${prefix}/${other}/login`;
    const res = await get(p, { 'User-Agent': ua });
    expect(res.status).toBe(200);
    expect(marker(res.text)).toEqual([own, p, `page:${other}`]);
  });

  it.each([
    [`/${own}`, '/'],
    [`/${own}/login`, '/login'],
    [`/en/${own}/news`, '/en/news'],
    [`/zh/${own}/news/a-1/`, '/zh/news/a-1'],
    [`/zh/${own}`, '/zh'],
    [`/en/${own}/news?page=2`, '/en/news?page=2'],
  ])('redirects its own prefixed path %s to %s', async (from, to) => {
    const res = await get(from, { 'User-Agent': ua });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toContain('User-Agent');
  });

  it.each([
    ['/no-such-page', `notfound:/jp/${own}`],
    ['/en/no/such/page', `notfound:/en/${own}`],
    [`/zh/${other}/missing`, `notfound:/zh/${other}`],
    [`/${other}/missing`, `notfound:/jp/${other}`],
  ])('answers 404 with the not-found page for %s', async (p, expected) => {
    const res = await get(p, { 'User-Agent': ua });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(marker(res.text)?.[2]).toBe(expected);
  });
});

describe('root language', () => {
  it('redirects / by the locale cookie', async () => {
    expect((await get('/', { Cookie: 'a=1; locale=en' })).headers.location).toBe('/en');
    const zh = await get('/?ref=x', { Cookie: 'locale=zh', 'Accept-Language': 'en' });
    expect([zh.status, zh.headers.location]).toEqual([302, '/zh?ref=x']);
    expect(zh.headers['cache-control']).toBe('no-store');
  });

  it('serves / for the jp cookie even when the browser prefers another language', async () => {
    const res = await get('/', { Cookie: 'locale=jp', 'Accept-Language': 'zh-CN,zh;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.headers.vary).toBe('Accept-Encoding, User-Agent, Cookie, Accept-Language');
  });

  it('falls back to Accept-Language without a cookie (or with an unknown one)', async () => {
    expect((await get('/', { 'Accept-Language': 'zh-TW,zh;q=0.9,en;q=0.8' })).headers.location).toBe('/zh');
    expect((await get('/', { 'Accept-Language': 'fr, en-GB;q=0.5' })).headers.location).toBe('/en');
    expect((await get('/', { Cookie: 'locale=fr', 'Accept-Language': 'en' })).headers.location).toBe('/en');
    expect((await get('/', { 'Accept-Language': 'ja,en;q=0.5' })).status).toBe(200);
    expect((await get('/', { 'Accept-Language': 'fr' })).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });

  it('only applies to the root path', async () => {
    expect((await get('/news', { Cookie: 'locale=en' })).status).toBe(200);
  });
});

describe('route middleware', () => {
  it('redirects /bom to /', async () => {
    const res = await get('/bom');
    expect([res.status, res.headers.location]).toEqual([302, '/']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('redirects an undecodable path to its encoded form', async () => {
    const res = await get('/news/%E0%A4%A');
    expect([res.status, res.headers.location]).toEqual([302, '/news/%25E0%25A4%25A']);
  });

  it('never redirects to another host through a protocol-relative path', async () => {
    const res = await get('//evil.example/%E0%A4%A');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/evil.example/%25E0%25A4%25A');
  });

  it('serves page assets without the page middleware', async () => {
    const res = await get('/page-data/mobile/login/page-data.json', { 'User-Agent': DESKTOP });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ path: '/mobile/login', release: 'r1' });
  });

  it('answers 405 to other methods on pages', async () => {
    const res = await request(running.port, '/login', { method: 'DELETE' });
    expect([res.status, res.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('reports health and the live release', async () => {
    const health = await get('/__health');
    expect(JSON.parse(health.text)).toEqual({ status: 'ok', release: 'r1' });
    const latest = await get('/builds/latest.json');
    expect(latest.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(latest.text)).toEqual({ id: 'r1', builtAt: expect.any(String) });
  });

  it('writes one access-log line per request', async () => {
    const res = await get('/news', { 'User-Agent': IPHONE });
    const id = res.headers['x-request-id'];
    const lines = running.logs.filter((l) => l.msg === 'request' && l.requestId === id);
    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', path: '/news', status: 200, device: 'mobile', release: 'r1' }),
    ]);
    expect(lines[0]).not.toHaveProperty('url');
  });
});

describe('SITE_AREA=CN', () => {
  let cn: RunningSite;
  beforeAll(async () => {
    cn = await startSite({
      BUILDS_DIR: buildsDir,
      SITE_AREA: 'CN',
      SITE_AREA_REDIRECT_URL: 'https://parts.example.com/',
      REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    });
  });
  afterAll(() => cn.site.close());

  it.each(['/', '/rep', '/zh', '/en', '/zh/rep', '/en/rep/'])('keeps %s', async (p) => {
    const res = await request(cn.port, p, { headers: { 'User-Agent': DESKTOP } });
    expect(res.status).not.toBe(302);
  });

  it.each(['/news', '/login', '/zh/news', '/mobile/rep'])('sends %s to the external site', async (p) => {
    const res = await request(cn.port, p, { headers: { 'User-Agent': DESKTOP } });
    expect([res.status, res.headers.location]).toEqual([302, 'https://parts.example.com/']);
  });

  it('still serves the scripts of the open pages', async () => {
    const res = await request(cn.port, '/app-0123456789abcdef0123.js');
    expect(res.status).toBe(200);
  });

  it.each([
    '/page-data/index/page-data.json',
    '/page-data/en/page-data.json',
    '/page-data/zh/page-data.json',
    '/page-data/app-data.json',
  ])('serves the data of open pages and the shared data: %s', async (p) => {
    const res = await request(cn.port, p, { headers: { 'User-Agent': DESKTOP } });
    expect(res.status).toBe(200);
  });

  // A client-side link to a closed page fetches its page data first: refused (not redirected,
  // which the data request itself would follow), so Gatsby loads the address as a page instead.
  it.each([
    '/page-data/news/page-data.json',
    '/page-data/zh/news/page-data.json',
    '/page-data/mobile/rep/page-data.json',
  ])('refuses the page data of a closed page: %s', async (p) => {
    const res = await request(cn.port, p, { headers: { 'User-Agent': DESKTOP } });
    expect(res.status).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.text)).toEqual({ code: 403, msg: expect.any(String) });
  });

  it('sends the HTML file of a closed page to the external site', async () => {
    const res = await request(cn.port, '/news/index.html', { headers: { 'User-Agent': DESKTOP } });
    expect([res.status, res.headers.location]).toEqual([302, 'https://parts.example.com/']);
    const open = await request(cn.port, '/en/index.html', { headers: { 'User-Agent': DESKTOP } });
    expect(open.status).toBe(200);
  });
});

describe('SITE_AREA settings', () => {
  it('refuses CN without the external URL, and an unknown area, with the reason', () => {
    expect(() => loadConfig({ SITE_AREA: 'CN' })).toThrow(/SITE_AREA=CN needs SITE_AREA_REDIRECT_URL/);
    expect(() => loadConfig({ SITE_AREA: 'EU', SITE_AREA_REDIRECT_URL: 'https://x.example/' })).toThrow(
      /SITE_AREA must be CN or unset/,
    );
    expect(loadConfig({}).siteArea).toBeUndefined();
  });
});

describe('redirects stay on the site', () => {
  it('never answers a Location starting with // or /\\', async () => {
    for (const { ua, path: p } of OFF_SITE_PROBES) {
      const location = rawLocation(await rawGet(running.port, p, ua));
      expect([p, location]).toEqual([p, expect.not.stringMatching(OFF_SITE_LOCATION)]);
    }
    expect(await rawGet(running.port, '/pc/\\evil.com', DESKTOP)).toMatch(/\r\nLocation: \/%5Cevil\.com\r\n/);
  });
});
