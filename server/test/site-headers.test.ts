import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  APP_JS,
  DESKTOP,
  IPHONE,
  STYLES_CSS,
  VIDEO,
  inlineScripts,
  makeRelease,
  pointCurrent,
  request,
  tempDir,
} from './fixtures';
import { startSite, type RunningSite } from './helpers';

let buildsDir: string;
let running: RunningSite;

beforeAll(async () => {
  buildsDir = tempDir('site-headers-');
  await makeRelease(buildsDir, 'r1');
  pointCurrent(buildsDir, 'r1');
  running = await startSite({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    CMS_PUBLIC_URL: 'https://cms.example.com/',
  });
});

afterAll(async () => {
  await running.site.close();
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
  request(running.port, p, { headers, method });
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const directive = (csp: string | string[] | undefined, name: string) =>
  String(csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('precompressed answers', () => {
  it('sends brotli when accepted, gzip otherwise, identity without Accept-Encoding', async () => {
    const br = await get('/news', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, User-Agent');
    const html = zlib.brotliDecompressSync(br.body).toString();
    expect(html).toContain('data-page="/news"');

    const gz = await get('/news', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);

    const plain = await get('/news', { 'Accept-Encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(html);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('gives each encoding its own validator', async () => {
    const br = await get(`/${APP_JS}`, { 'Accept-Encoding': 'br' });
    const gz = await get(`/${APP_JS}`, { 'Accept-Encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get(`/${APP_JS}`, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get(`/${APP_JS}`, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag! });
    expect(other.status).toBe(200);
  });
});

describe('content types', () => {
  it.each([
    ['/news', 'text/html; charset=utf-8'],
    [`/${APP_JS}`, 'text/javascript; charset=utf-8'],
    [`/${STYLES_CSS}`, 'text/css; charset=utf-8'],
    ['/page-data/app-data.json', 'application/json; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/sitemap-index.xml', 'application/xml; charset=utf-8'],
    ['/static/fonts/site-1a2b3c.woff2', 'font/woff2'],
    [`/${VIDEO}`, 'video/mp4'],
    ['/guide.pdf', 'application/pdf'],
  ])('%s is %s', async (p, type) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cache headers', () => {
  it.each([
    ['/news', 'public, max-age=0, must-revalidate'],
    ['/en/mobile/news', 'public, max-age=0, must-revalidate'],
    ['/page-data/news/page-data.json', 'public, max-age=0, must-revalidate'],
    ['/page-data/app-data.json', 'public, max-age=0, must-revalidate'],
    [`/${APP_JS}`, 'public, max-age=31536000, immutable'],
    [`/${STYLES_CSS}`, 'public, max-age=31536000, immutable'],
    ['/static/fonts/site-1a2b3c.woff2', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'public, max-age=0, must-revalidate'],
    ['/sitemap-index.xml', 'public, max-age=3600'],
    ['/login', 'no-store'],
    ['/en/mobile/login', 'no-store'],
    ['/zh/contact', 'no-store'],
    ['/pwd-active', 'no-store'],
  ])('%s: %s', async (p, cache) => {
    expect((await get(p)).headers['cache-control']).toBe(cache);
  });

  it('answers conditional requests with 304 and HEAD without a body', async () => {
    const first = await get('/en/news');
    expect(first.headers['last-modified']).toBeDefined();
    expect((await get('/en/news', { 'If-None-Match': first.headers.etag! })).status).toBe(304);
    expect((await get('/en/news', { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(
      304,
    );
    const head = await get('/en/news', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });
});

describe('ranges', () => {
  it('serves byte ranges of media files', async () => {
    const full = await get(`/${VIDEO}`);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const part = await get(`/${VIDEO}`, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.body).toEqual(full.body.subarray(100, 200));
    const tail = await get(`/${VIDEO}`, { Range: 'bytes=-10' });
    expect(tail.body).toEqual(full.body.subarray(4086));
    const open = await get(`/${VIDEO}`, { Range: 'bytes=4000-' });
    expect(open.headers['content-range']).toBe('bytes 4000-4095/4096');
  });

  it('answers 416 outside the file and ignores a stale If-Range', async () => {
    const bad = await get(`/${VIDEO}`, { Range: 'bytes=5000-6000' });
    expect([bad.status, bad.headers['content-range']]).toEqual([416, 'bytes */4096']);
    const stale = await get(`/${VIDEO}`, { Range: 'bytes=0-9', 'If-Range': '"other"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(4096);
  });
});

describe('security headers', () => {
  it("lists the page's inline script hashes and no 'unsafe-inline' for scripts", async () => {
    for (const [ua, build, p] of [
      [DESKTOP, 'pc', '/en/news'],
      [IPHONE, 'mobile', '/en/news'],
      [DESKTOP, 'pc', '/mobile/login'],
    ] as const) {
      const res = await get(p, { 'User-Agent': ua });
      const scriptSrc = directive(res.headers['content-security-policy'], 'script-src');
      const expected = inlineScripts('r1', build, p).map(sha);
      expect(scriptSrc).toBe(`script-src 'self' ${expected.join(' ')}`);
      expect(scriptSrc).not.toContain('unsafe-inline');
    }
  });

  it('hashes the not-found page it serves', async () => {
    const res = await get('/zh/missing', { 'User-Agent': IPHONE });
    expect(res.status).toBe(404);
    expect(directive(res.headers['content-security-policy'], 'script-src')).toContain(
      sha(inlineScripts('r1', 'mobile', '/zh/404.html')[0]),
    );
  });

  it('sends the fixed directives on every answer', async () => {
    for (const p of [
      '/',
      '/news',
      `/${APP_JS}`,
      '/missing',
      '/pc/news',
      '/__health',
      '/builds/latest.json',
    ]) {
      const res = await get(p, { 'User-Agent': DESKTOP });
      const csp = res.headers['content-security-policy']!;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      // CMS media are in the build (decision 045): images and media come from the site only.
      expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
      expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
      expect(csp).not.toContain('cms.example.com');
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it.each(['/pwd-active', '/en/account-active', '/zh/mobile/history-active'])(
    'sends no-referrer on %s',
    async (p) => {
      const res = await get(p, { 'User-Agent': DESKTOP });
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const res = await get('/news', { 'X-Forwarded-Proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-Proto from an untrusted address', async () => {
    const strict = await startSite({
      BUILDS_DIR: buildsDir,
      REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
      TRUSTED_PROXIES: '10.0.0.1',
    });
    try {
      const res = await request(strict.port, '/news', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await strict.site.close();
    }
  });
});

describe('path safety', () => {
  it('does not leave the build folder', async () => {
    for (const p of [
      '/../release.json',
      '/%2e%2e/release.json',
      '/..%2frelease.json',
      '/static/..%5c..%5crelease.json',
    ]) {
      const res = await rawGet(p);
      expect(res).toMatch(/^HTTP\/1\.1 (404|400)/);
      expect(res).not.toContain('builtAt');
    }
  });
});

/** Sends the path byte for byte; http.request would normalize nothing, but keeps this explicit. */
function rawGet(p: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(running.port, '127.0.0.1', () => {
      socket.write(`GET ${p} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}
