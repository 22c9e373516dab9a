import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import { MOBILE_AGENT_PATTERN, ROUTE_TABLE, routesWithRole } from '@site/routing';
import { CURRENT_LINK } from '@site/releases';
import { KEEP_ALIVE_TIMEOUT_MS } from '@site/runtime';
import { writeCspManifest } from '../../publish/src/csp-manifest';
import {
  ANDROID,
  APP_JS,
  DESKTOP,
  IPAD,
  IPHONE,
  VIDEO,
  eventually,
  inlineScripts,
  makeRelease,
  pointCurrent,
  postChunked,
  request,
  tempDir,
} from '../../server/test/fixtures';
import {
  OFF_SITE_LOCATION,
  OFF_SITE_PROBES,
  TOKEN_PAGE_VARIANTS,
  expectAnyTokenAddressIsTokenPage,
  expectEncodedQueryAnswers,
  expectTokenPageAnswer,
  rawGet,
  rawLocation,
  tokenSearches,
} from '../../server/test/token-page-cases';
import { API_BODY_LIMIT, PROXY_MESSAGES } from '../../server/src/api-proxy';
import { SITE_CONF, renderSiteConf } from './render-site-conf';
import { folderClosedToOthers, workerUserLine, writeLocalNginxConf } from './local-nginx';
import { freePort } from '@site/test-utils/free-port';

jest.setTimeout(60_000);

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx; installed with apt when absent and we are allowed to (root). */
function findNginx(): string | null {
  const present = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p)) ?? null;
  if (present()) return present();
  if (process.getuid?.() !== 0) return null;
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-q', 'nginx', 'libnginx-mod-http-brotli-static'], {
      stdio: 'ignore',
      timeout: 600_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    try {
      execFileSync('apt-get', ['update', '-q'], { stdio: 'ignore', timeout: 600_000 });
      install();
    } catch {
      return null;
    }
  }
  return present();
}

const NGINX = findNginx();
if (!NGINX) {
  console.warn(
    'nginx tests skipped: /usr/sbin/nginx not found and `apt-get install -y nginx` was not possible',
  );
}
const describeNginx = NGINX ? describe : describe.skip;
const RELEASE = '20240101T000000000Z-first';
const NEXT_RELEASE = '20240102T000000000Z-second';

interface RunningNginx {
  port: number;
  process: ChildProcess;
  pid: number;
}

async function startNginx(dir: string, site: string, serves: string): Promise<RunningNginx> {
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    site.replace('    listen 80;', `    listen 127.0.0.1:${port};`),
  );
  // The main configuration of scripts/multi-instance-check.ts's nginx too.
  const args = writeLocalNginxConf({
    dir,
    siteConf: path.join(dir, 'site.conf'),
    tempDir: path.join(dir, 'tmp'),
    errorLog: 'stderr crit',
    startupErrorLog: 'stderr',
    brotliModule: BROTLI_MODULE,
    accessLogOff: true,
    serves: [serves],
  });
  execFileSync(NGINX!, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await eventually(
    () =>
      new Promise<boolean | undefined>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(undefined));
      }),
    400,
    50,
  );
  return { port, process: child, pid: child.pid! };
}

async function stopNginx(running: RunningNginx | undefined) {
  if (!running || running.process.exitCode !== null) return;
  const exited = new Promise((resolve) => running.process.once('exit', resolve));
  process.kill(running.pid, 'SIGQUIT');
  await exited;
}

/** Worker process ids of an nginx master (Linux /proc). */
function workers(masterPid: number): number[] {
  const file = `/proc/${masterPid}/task/${masterPid}/children`;
  return fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const marker = (html: string) =>
  /data-build="(\w+)" data-page="([^"]*)" data-marker="([^"]*)"/.exec(html)?.slice(1);

const NGINX_PROXY_SECRET = 'nginx-proxy-secret-0123456789';

test("without --apiProxySecret no X-Proxy-Secret reaches the API, a client's own included", () => {
  const conf = renderSiteConf({});
  expect(conf).toContain('map "" $api_proxy_secret {\n    default "";');
  expect(conf).toContain('proxy_set_header X-Proxy-Secret $api_proxy_secret;');
  expect(renderSiteConf({ apiProxySecret: NGINX_PROXY_SECRET })).toContain(
    `map "" $api_proxy_secret {\n    default "${NGINX_PROXY_SECRET}";`,
  );
  expect(() => renderSiteConf({ apiProxySecret: 'short' })).toThrow(/at least 16/);
  expect(() => renderSiteConf({ apiProxySecret: 'has a space 0123456789' })).toThrow(/unsafe value/);
});

test('--api lists every API instance in upstream website_api, one server line each', () => {
  expect(renderSiteConf({ api: '10.0.0.11:8080,10.0.0.12:8080' })).toContain(
    'upstream website_api {\n    server 10.0.0.11:8080;\n    server 10.0.0.12:8080;\n    keepalive 32;',
  );
  expect(() => renderSiteConf({ api: '10.0.0.11:8080;evil' })).toThrow(/unsafe value/);
});

test('--control names the site server of both upstreams unless --renderer names the part page renderer', () => {
  const both = renderSiteConf({ control: '10.0.0.21:8000' });
  expect(both).toContain('upstream site_control {\n    server 10.0.0.21:8000;');
  expect(both).toContain('upstream site_renderer {\n    server 10.0.0.21:8000;');
  // A builder of its own takes /__rebuild; the site server still renders the part pages.
  const apart = renderSiteConf({ control: '10.0.0.30:8010', renderer: '10.0.0.21:8000' });
  expect(apart).toContain('upstream site_control {\n    server 10.0.0.30:8010;');
  expect(apart).toContain('upstream site_renderer {\n    server 10.0.0.21:8000;\n    keepalive 16;');
  expect(() => renderSiteConf({ renderer: '10.0.0.21:8000;evil' })).toThrow(/unsafe value/);
});

test('rendering for SITE_AREA=CN needs the external URL', () => {
  expect(() => renderSiteConf({ siteArea: 'CN' })).toThrow(/SITE_AREA=CN needs SITE_AREA_REDIRECT_URL/);
  expect(renderSiteConf({ siteArea: 'CN', siteAreaRedirect: 'https://parts.example.com/' })).toContain(
    'default "https://parts.example.com/";',
  );
});

test('nginx lets a kept-alive connection to the site server go before the server closes it', () => {
  const conf = fs.readFileSync(SITE_CONF, 'utf8');
  const block = /upstream site_renderer \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  expect(block).toMatch(/keepalive \d+;/);
  // nginx's own default is 60 s: a request sent down a connection the server is closing gets a 502.
  const seconds = Number(/keepalive_timeout (\d+)s;/.exec(block)?.[1] ?? 60);
  expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
});

test('the device map of site.conf equals MOBILE_AGENT_PATTERN', () => {
  const conf = fs.readFileSync(SITE_CONF, 'utf8');
  const line = /map \$http_user_agent \$device \{\s*default pc;\s*"~\*(.*)" mobile;\s*\}/.exec(conf);
  expect(line?.[1]).toBe(MOBILE_AGENT_PATTERN);
});

/**
 * The routes each path rule of site.conf names, by the map it belongs to (`location` for the
 * location rule): every rule reads `…(?:/(?:pc|mobile))?/<route or (?:a|b|c)>…`.
 */
function routeRules(conf: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  const rule = /\(\?:\/\(\?:pc\|mobile\)\)\?\/(\(\?:[a-z|-]+\)|[a-z-]+)(?=[(/$"])/;
  let owner = '';
  for (const line of conf.split('\n')) {
    const map = /^map \$\w+ (\$\w+) \{/.exec(line);
    if (map) owner = map[1];
    const match = rule.exec(line);
    if (!match) continue;
    const key = line.trimStart().startsWith('location') ? 'location' : owner;
    const names = match[1].replace(/^\(\?:|\)$/g, '').split('|');
    rules.set(key, [...(rules.get(key) ?? []), ...names.map((n) => `/${n}`)]);
  }
  return rules;
}

test('the route rules of site.conf are the route table of @site/routing', () => {
  const rules = routeRules(fs.readFileSync(SITE_CONF, 'utf8'));
  const sorted = (routes: readonly string[]) => [...routes].sort();
  // Token pages in every form: link-token routes and the preview (no-store, no-referrer).
  expect(sorted(rules.get('$token_page_uri') ?? [])).toEqual(sorted(routesWithRole('link-token', 'preview')));
  // A mailed link whose '?' was encoded goes to its page.
  expect(sorted(rules.get('$encoded_query_redirect') ?? [])).toEqual(sorted(routesWithRole('link-token')));
  // Their own location without error lines: the mailed-link pages.
  expect(sorted(rules.get('location') ?? [])).toEqual(sorted(routesWithRole('link-token')));
  // HTML no cache keeps: every route whose htmlCache is no-store but the preview, which the
  // token rule above already covers in every form.
  expect(sorted(rules.get('$file_cache_control') ?? [])).toEqual(
    sorted(ROUTE_TABLE.filter((r) => r.htmlCache === 'no-store' && r.role !== 'preview').map((r) => r.path)),
  );
  expect(sorted(rules.get('$preview_page_map') ?? [])).toEqual(sorted(routesWithRole('preview')));
});

test('workers run as root only when root starts nginx on a folder closed to others', () => {
  const open = tempDir('nginx-open-');
  fs.chmodSync(open, 0o755);
  const closed = path.join(open, 'private');
  fs.mkdirSync(path.join(closed, 'releases'), { recursive: true, mode: 0o755 });
  fs.chmodSync(closed, 0o700);
  try {
    expect(folderClosedToOthers(open)).toBeNull();
    expect(folderClosedToOthers(path.join(closed, 'releases'))).toBe(closed);
    expect(workerUserLine([path.join(closed, 'releases')], 0)).toBe('user root;');
    expect(workerUserLine([open], 0)).toBe('');
    // Another user's nginx ignores `user`: its workers are that user.
    expect(workerUserLine([path.join(closed, 'releases')], 1000)).toBe('');
  } finally {
    fs.rmSync(open, { recursive: true, force: true });
  }
});

const AS_ROOT = process.getuid?.() === 0;
if (NGINX && !AS_ROOT) {
  console.warn('nginx in a private folder skipped: it needs root (nginx started as root, workers as nobody)');
}

(NGINX && AS_ROOT ? describe : describe.skip)('nginx started by root on a release in a 0700 folder', () => {
  let privateDir: string;
  let running: RunningNginx;

  beforeAll(async () => {
    // As a checkout under /root is on Debian: only its owner, root, may pass.
    privateDir = tempDir('nginx-private-');
    fs.chmodSync(privateDir, 0o700);
    const releases = path.join(privateDir, 'releases');
    fs.mkdirSync(releases);
    await makeRelease(releases, RELEASE);
    await writeCspManifest(path.join(releases, RELEASE));
    pointCurrent(releases, RELEASE);
    const dir = path.join(privateDir, 'nginx');
    fs.mkdirSync(dir);
    running = await startNginx(
      dir,
      renderSiteConf({
        root: releases,
        api: `127.0.0.1:${await freePort()}`,
        brotli: fs.existsSync(BROTLI_MODULE),
        logDir: dir,
      }),
      releases,
    );
  });

  afterAll(async () => {
    await stopNginx(running);
    if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it('serves its pages', async () => {
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(privateDir).uid).toBe(0);
    for (const [ua, p, own] of [
      [DESKTOP, '/news', 'pc'],
      [IPHONE, '/en/news', 'mobile'],
    ] as const) {
      const res = await request(running.port, p, { headers: { 'User-Agent': ua } });
      expect([p, res.status]).toEqual([p, 200]);
      expect(marker(res.text)?.slice(0, 2)).toEqual([own, p]);
    }
  });
});

describeNginx('nginx with deploy/nginx/site.conf', () => {
  let root: string;
  let upstream: http.Server;
  let nginx: RunningNginx;
  let cn: RunningNginx;
  let logDir: string;
  const get = (p: string, headers: Record<string, string> = {}) => request(nginx.port, p, { headers });

  beforeAll(async () => {
    root = tempDir('nginx-site-');
    fs.chmodSync(root, 0o755);
    const releases = path.join(root, 'releases');
    fs.mkdirSync(releases, { mode: 0o755 });
    await makeRelease(releases, RELEASE);
    await writeCspManifest(path.join(releases, RELEASE));
    pointCurrent(releases, RELEASE);

    upstream = http.createServer((req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=60',
        'X-Powered-By': 'Express',
      });
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: { url: req.url, headers: req.headers } }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const apiPort = (upstream.address() as net.AddressInfo).port;
    const brotli = fs.existsSync(BROTLI_MODULE);

    const mainDir = path.join(root, 'main');
    fs.mkdirSync(mainDir);
    logDir = path.join(mainDir, 'logs');
    fs.mkdirSync(logDir);
    nginx = await startNginx(
      mainDir,
      renderSiteConf({
        root: releases,
        api: `127.0.0.1:${apiPort}`,
        cmsOrigin: 'https://cms.example.com',
        brotli,
        logDir,
        apiProxySecret: NGINX_PROXY_SECRET,
      }),
      releases,
    );
    const cnDir = path.join(root, 'cn');
    fs.mkdirSync(cnDir);
    cn = await startNginx(
      cnDir,
      renderSiteConf({
        root: releases,
        api: `127.0.0.1:${await freePort()}`,
        siteArea: 'CN',
        siteAreaRedirect: 'https://parts.example.com/',
        brotli,
      }),
      releases,
    );
  });

  afterAll(async () => {
    await stopNginx(nginx);
    await stopNginx(cn);
    upstream?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  describe.each([
    ['desktop', DESKTOP, 'pc', 'mobile'],
    ['iPhone', IPHONE, 'mobile', 'pc'],
    ['Android phone', ANDROID, 'mobile', 'pc'],
    ['iPad', IPAD, 'mobile', 'pc'],
  ])('%s', (_name, ua, own, other) => {
    it.each(['/', '/login', '/en/news', '/zh/news/a-1', '/en', '/en/news/'])(
      'serves %s from its own build',
      async (p) => {
        const res = await get(p, { 'User-Agent': ua });
        expect(res.status).toBe(200);
        expect(marker(res.text)?.slice(0, 2)).toEqual([own, p.length > 1 ? p.replace(/\/$/, '') : p]);
        expect(res.headers.vary).toContain('User-Agent');
      },
    );

    it.each(['', '/en', '/zh'])("serves the other device's pages under %s/<device>", async (prefix) => {
      const res = await get(`${prefix}/${other}/login`, { 'User-Agent': ua });
      expect(res.status).toBe(200);
      expect(marker(res.text)).toEqual([own, `${prefix}/${other}/login`, `page:${other}`]);
    });

    it.each([
      [`/${own}`, '/'],
      [`/${own}/`, '/'],
      [`/${own}/login`, '/login'],
      [`/en/${own}/news`, '/en/news'],
      [`/zh/${own}/news/a-1/`, '/zh/news/a-1'],
      [`/zh/${own}`, '/zh'],
      [`/en/${own}/news?page=2`, '/en/news?page=2'],
      [`/${own}//login`, '/login'],
    ])('redirects %s to %s', async (from, to) => {
      const res = await get(from, { 'User-Agent': ua });
      expect([res.status, res.headers.location]).toEqual([301, to]);
    });

    it.each([
      ['/no-such-page', `notfound:/jp/${own}`],
      ['/en/no/such/page', `notfound:/en/${own}`],
      [`/zh/${other}/missing`, `notfound:/zh/${other}`],
      [`/${other}/missing`, `notfound:/jp/${other}`],
    ])('answers 404 with the not-found page for %s', async (p, expected) => {
      const res = await get(p, { 'User-Agent': ua });
      expect(res.status).toBe(404);
      expect(marker(res.text)?.[2]).toBe(expected);
      expect(res.headers['content-security-policy']).toContain(
        sha(
          inlineScripts(
            RELEASE,
            own as 'pc',
            expected.replace('notfound:', '').replace(/^\/jp/, '').replace(`/${own}`, '') + '/404.html',
          )[0],
        ),
      );
    });
  });

  it('redirects / by cookie, then Accept-Language', async () => {
    const location = async (headers: Record<string, string>) => {
      const res = await get('/', headers);
      return res.status === 302 ? res.headers.location : res.status;
    };
    expect(await location({ Cookie: 'a=1; locale=en' })).toBe('/en');
    expect(await location({ Cookie: 'locale=zh', 'Accept-Language': 'en' })).toBe('/zh');
    expect(await location({ Cookie: 'locale=jp', 'Accept-Language': 'zh-CN' })).toBe(200);
    expect(await location({ 'Accept-Language': 'zh-TW,zh;q=0.9,en;q=0.8' })).toBe('/zh');
    expect(await location({ 'Accept-Language': 'fr, en-GB;q=0.5' })).toBe('/en');
    expect(await location({ 'Accept-Language': 'ja,en;q=0.5' })).toBe(200);
    expect(await location({})).toBe(200);
    const withQuery = await get('/?ref=x', { Cookie: 'locale=en' });
    expect(withQuery.headers.location).toBe('/en?ref=x');
    expect(withQuery.headers['cache-control']).toBe('no-store');
    expect((await get('/')).headers.vary).toBe('Accept-Encoding, User-Agent, Cookie, Accept-Language');
  });

  it('refuses malformed percent-escapes itself (the Node server redirects them to the encoded form)', async () => {
    expect((await get('/news/%E0%A4%A')).status).toBe(400);
  });

  it('redirects /bom to /', async () => {
    const res = await get('/bom');
    expect([res.status, res.headers.location]).toEqual([302, '/']);
  });

  it('limits the site to the CN area when configured', async () => {
    for (const p of ['/', '/rep', '/zh', '/en/rep/']) {
      expect((await request(cn.port, p)).status).not.toBe(302);
    }
    for (const p of ['/news', '/zh/login', '/mobile/rep']) {
      const res = await request(cn.port, p);
      expect([res.status, res.headers.location]).toEqual([302, 'https://parts.example.com/']);
    }
    expect((await request(cn.port, `/${APP_JS}`)).status).toBe(200);
  });

  it('holds the CN area for page data and HTML files, as the Node server does', async () => {
    for (const p of [
      '/page-data/index/page-data.json',
      '/page-data/en/page-data.json',
      '/page-data/app-data.json',
    ]) {
      expect([p, (await request(cn.port, p)).status]).toEqual([p, 200]);
    }
    for (const p of [
      '/page-data/news/page-data.json',
      '/page-data/zh/news/a-1/page-data.json',
      '/page-data/mobile/rep/page-data.json',
    ]) {
      const res = await request(cn.port, p);
      expect([p, res.status, res.headers['cache-control']]).toEqual([p, 403, 'no-store']);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({ code: 403, msg: expect.any(String) });
    }
    const html = await request(cn.port, '/news/index.html');
    expect([html.status, html.headers.location]).toEqual([302, 'https://parts.example.com/']);
    expect((await request(cn.port, '/en/index.html')).status).toBe(200);
    // Without the CN area, the same files are served.
    expect((await get('/page-data/news/page-data.json')).status).toBe(200);
  });

  it('serves precompressed files', async () => {
    const gz = await get('/news', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('data-page="/news"');
    if (fs.existsSync(BROTLI_MODULE)) {
      const br = await get('/news', { 'Accept-Encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).toString()).toContain('data-page="/news"');
    }
    const plain = await get('/news');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the cache headers of the Node server', async () => {
    const cases: [string, string][] = [
      ['/news', 'public, max-age=0, must-revalidate'],
      ['/page-data/news/page-data.json', 'public, max-age=0, must-revalidate'],
      ['/page-data/app-data.json', 'public, max-age=0, must-revalidate'],
      [`/${APP_JS}`, 'public, max-age=31536000, immutable'],
      ['/static/fonts/site-1a2b3c.woff2', 'public, max-age=31536000, immutable'],
      ['/sw.js', 'public, max-age=0, must-revalidate'],
      ['/sitemap-index.xml', 'public, max-age=3600'],
      ['/login', 'no-store'],
      ['/en/mobile/login', 'no-store'],
      ['/zh/contact', 'no-store'],
      ['/builds/latest.json', 'no-store'],
      ['/pc/news', 'public, max-age=3600'],
    ];
    for (const [p, cache] of cases) {
      const res = await get(p, { 'User-Agent': DESKTOP });
      expect([p, res.headers['cache-control']]).toEqual([p, cache]);
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe(
      'application/manifest+json; charset=utf-8',
    );
    const range = await get(`/${VIDEO}`, { Range: 'bytes=100-199' });
    expect([range.status, range.headers['content-range']]).toEqual([206, 'bytes 100-199/4096']);
    const latest = JSON.parse((await get('/builds/latest.json')).text) as { id: string };
    expect(latest.id).toBe(RELEASE);
  });

  it('sends the security headers with the hashes of the served page', async () => {
    for (const [ua, build, p] of [
      [DESKTOP, 'pc', '/en/news'],
      [IPHONE, 'mobile', '/en/news'],
      [DESKTOP, 'pc', '/mobile/login'],
    ] as const) {
      const res = await get(p, { 'User-Agent': ua });
      const csp = res.headers['content-security-policy']!;
      expect(csp).toContain(`script-src 'self' ${inlineScripts(RELEASE, build, p).map(sha).join(' ')};`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
      // CMS media are in the build (decision 045): images and media come from the site only.
      expect(csp).toContain("img-src 'self' data: blob:; media-src 'self' blob:;");
      expect(csp).not.toContain('cms.example.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await get('/pwd-active?token=abc')).headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/en/mobile/account-active')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets the CMS admin frame the preview page only, which is neither indexed nor stored', async () => {
    const release = path.join(root, 'releases', RELEASE);
    for (const [build, pagePath] of [
      ['pc', '/en/preview'],
      ['pc', '/zh/mobile/preview'],
      ['mobile', '/preview'],
    ] as const) {
      fs.mkdirSync(path.join(release, build, pagePath), { recursive: true, mode: 0o755 });
      fs.writeFileSync(
        path.join(release, build, pagePath, 'index.html'),
        `<html><body data-page="${pagePath}"></body></html>`,
      );
      fs.mkdirSync(path.join(release, build, 'page-data', pagePath), { recursive: true, mode: 0o755 });
      fs.writeFileSync(path.join(release, build, 'page-data', pagePath, 'page-data.json'), '{}');
    }
    for (const [ua, p] of [
      [DESKTOP, '/en/preview'],
      [DESKTOP, '/en/preview/'],
      [DESKTOP, '/zh/mobile/preview'],
      [IPHONE, '/preview'],
      [DESKTOP, '/page-data/en/preview/page-data.json'],
    ] as const) {
      const res = await get(p, { 'User-Agent': ua });
      expect([p, res.status]).toEqual([p, 200]);
      expect(res.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://cms.example.com",
      );
      // Drafts show media that are only on the CMS.
      expect(res.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://cms.example.com; media-src 'self' blob: https://cms.example.com;",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    for (const p of ['/en/news', '/login', '/news/preview']) {
      const res = await get(p, { 'User-Agent': DESKTOP });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('serves CMS media from /media/ as immutable files, in the CN area too', async () => {
    const release = path.join(root, 'releases', RELEASE);
    const files = ['cover_a1-640w-0a1b2c3d4e.webp', 'datasheet_b2-5f6a7b8c9d.docx'];
    for (const build of ['pc', 'mobile']) {
      fs.mkdirSync(path.join(release, build, 'media'), { recursive: true, mode: 0o755 });
      for (const name of files)
        fs.writeFileSync(path.join(release, build, 'media', name), Buffer.alloc(300, 1));
    }
    for (const name of files) {
      for (const ua of [DESKTOP, IPHONE]) {
        const res = await get(`/media/${name}`, { 'User-Agent': ua });
        expect([name, res.status, res.headers['cache-control']]).toEqual([
          name,
          200,
          'public, max-age=31536000, immutable',
        ]);
        expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
      }
      expect([name, (await request(cn.port, `/media/${name}`)).status]).toEqual([name, 200]);
    }
    expect((await get('/media/gone-0000000000.webp')).status).toBe(404);
  });

  it('proxies /website/ with X-Forwarded-For replaced, and answers 502 in the envelope when the API is down', async () => {
    const res = await request(nginx.port, '/website/newEnterPage?x=1', {
      method: 'POST',
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        'X-Proxy-Secret': 'a-client-guess-0123456789',
        Host: 'www.example.com',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const seen = (JSON.parse(res.text) as { data: { url: string; headers: Record<string, string> } }).data;
    expect(seen.url).toBe('/website/newEnterPage?x=1');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('www.example.com');
    // nginx's own secret, never the client's (--apiProxySecret), and its request id.
    expect(seen.headers['x-proxy-secret']).toBe(NGINX_PROXY_SECRET);
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    const down = await request(cn.port, '/website/newEnterPage', { method: 'POST', body: '{}' });
    expect(down.status).toBe(502);
    expect(down.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(down.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(down.text)).toEqual({ code: 502, msg: PROXY_MESSAGES.unavailable.jp });
    // The same texts as the Node server, in the language the site names in x-locale.
    for (const locale of ['en', 'zh'] as const) {
      const localized = await request(cn.port, '/website/contact', {
        method: 'POST',
        body: '{}',
        headers: { 'x-locale': locale, 'content-type': 'application/json' },
      });
      expect(JSON.parse(localized.text)).toEqual({ code: 502, msg: PROXY_MESSAGES.unavailable[locale] });
    }
  });

  describe('a body over the website API limit', () => {
    const TRIES = 20;
    const post = (body: string, headers: Record<string, string> = {}) =>
      request(nginx.port, '/website/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });

    it('answers 413 in the envelope every time, in the words of the API, with a declared length', async () => {
      const body = 'x'.repeat(10 * 1024 * 1024);
      const answers: [number, string | undefined, unknown][] = [];
      for (let i = 0; i < TRIES; i += 1) {
        const res = await post(body, { 'x-locale': 'en' });
        answers.push([res.status, res.headers['cache-control'], JSON.parse(res.text)]);
      }
      expect(answers).toEqual(
        Array(TRIES).fill([413, 'no-store', { code: 413, msg: PROXY_MESSAGES.tooLarge.en }]),
      );
      for (const locale of ['jp', 'zh'] as const) {
        const res = await post(body, locale === 'jp' ? {} : { 'x-locale': locale });
        expect(JSON.parse(res.text)).toEqual({ code: 413, msg: PROXY_MESSAGES.tooLarge[locale] });
      }
    });

    it('answers 413 every time when it comes chunked', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        statuses.push((await postChunked(nginx.port, '/website/auth/login', 160, 64 * 1024)).status);
      }
      expect(statuses).toEqual(Array(TRIES).fill(413));
    });

    it('passes a body at the limit on, and no X-Powered-By of the API back', async () => {
      const res = await post('x'.repeat(API_BODY_LIMIT));
      expect(res.status).toBe(200);
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('link tokens', () => {
    const token = randomBytes(32).toString('base64url');
    const accessLog = () => fs.readFileSync(path.join(logDir, 'access.log'), 'utf8');
    const errorLog = () => {
      const file = path.join(logDir, 'error.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    };
    /** Waits until the access log has a line for the probe path (nginx logs after answering). */
    const logged = (probe: string) =>
      eventually(async () => (accessLog().includes(` ${probe} `) ? true : undefined));

    describe.each(tokenSearches(token))('%s', (_name, search) => {
      it.each(TOKEN_PAGE_VARIANTS)(
        '%s %s answers %s, no-store and no-referrer',
        async (ua, p, status, location) => {
          await expectTokenPageAnswer(get, [ua, p, status, location], search);
        },
      );
    });

    it('treats any address with a token query as a token page', async () => {
      await expectAnyTokenAddressIsTokenPage(get, token);
    });

    it("sends a mailed link whose '?' was encoded to its page, never cached", async () => {
      await expectEncodedQueryAnswers(get, token);
    });

    it('writes paths to the access log, never a query or a token', async () => {
      const referer = `http://localhost/pwd-active?token=${token}`;
      for (const ua of [DESKTOP, IPHONE]) {
        for (const p of ['/pwd-active', '/pc/pwd-active', '/mobile/account-active', '/nowhere']) {
          await get(`${p}?token=${token}`, { 'User-Agent': ua, Referer: referer });
        }
        await get(`/page-data/history-active/page-data.json?token=${token}`, { 'User-Agent': ua });
        await get(`/pwd-active%3Ftoken%3D${token}`, { 'User-Agent': ua });
      }
      const probe = `/news/probe-${randomBytes(6).toString('hex')}`;
      await get(`${probe}?token=${token}`);
      await logged(probe);
      const log = accessLog();
      expect(log).toContain('"GET /pwd-active HTTP/1.1" 200');
      expect(log).toContain('"GET /pc/pwd-active HTTP/1.1" 301');
      expect(log).toContain('"GET /page-data/history-active/page-data.json HTTP/1.1" 200');
      expect(log).toContain('"http://localhost/pwd-active"');
      expect(log).not.toContain(token);
      expect(log).not.toContain('?token');
    });

    it('writes no token into the error log, which quotes the request line', async () => {
      const releaseDir = path.join(root, 'releases', RELEASE, 'pc');
      const locked = [
        'zh/news/index.html',
        'zh/pwd-active/index.html',
        'page-data/zh/pwd-active/page-data.json',
      ];
      for (const file of locked) fs.chmodSync(path.join(releaseDir, file), 0o000);
      try {
        // A failed page with a query: the error log is written, request line and all.
        const probe = randomBytes(6).toString('hex');
        expect((await get(`/zh/news?probe=${probe}`, { 'User-Agent': DESKTOP })).status).toBe(403);
        await eventually(async () => (errorLog().includes(`probe=${probe}`) ? true : undefined));
        for (const p of ['/zh/pwd-active', '/zh/pwd-active/', '/page-data/zh/pwd-active/page-data.json']) {
          const res = await get(`${p}?token=${token}`, { 'User-Agent': DESKTOP });
          expect([p, res.status, res.headers['cache-control']]).toEqual([p, 403, 'no-store']);
        }
        const after = randomBytes(6).toString('hex');
        await get(`/zh/news?probe=${after}`, { 'User-Agent': DESKTOP });
        await eventually(async () => (errorLog().includes(`probe=${after}`) ? true : undefined));
        expect(errorLog()).not.toContain(token);
      } finally {
        for (const file of locked) fs.chmodSync(path.join(releaseDir, file), 0o644);
      }
    });
  });

  it('never redirects off the site: no Location starting with // or /\\', async () => {
    for (const { ua, path: p } of OFF_SITE_PROBES) {
      const answer = await rawGet(nginx.port, p, ua);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect([p, status < 500]).toEqual([p, true]);
      expect([p, rawLocation(answer)]).toEqual([p, expect.not.stringMatching(OFF_SITE_LOCATION)]);
    }
    // The ordinary device redirect still works.
    expect(await rawGet(nginx.port, '/pc/news', DESKTOP)).toMatch(/\r\nLocation: \/news\r\n/);
  });

  it('picks up the next release: manifest, reload, then the switch', async () => {
    const releases = path.join(root, 'releases');
    await makeRelease(releases, NEXT_RELEASE);
    await writeCspManifest(path.join(releases, NEXT_RELEASE));
    const workersBefore = workers(nginx.pid);
    process.kill(nginx.pid, 'SIGHUP');
    // The reload is done when none of the old workers is left.
    await eventually(async () =>
      workers(nginx.pid).some((w) => workersBefore.includes(w)) ? undefined : true,
    );
    const oldPage = await get('/news', { 'User-Agent': DESKTOP });
    expect(oldPage.headers['content-security-policy']).toContain(
      inlineScripts(RELEASE, 'pc', '/news').map(sha).join(' '),
    );
    const expected = inlineScripts(NEXT_RELEASE, 'pc', '/news').map(sha).join(' ');
    // Both releases are in the map now: switching the link needs no further reload.
    const temp = path.join(releases, '.next');
    fs.symlinkSync(NEXT_RELEASE, temp);
    fs.renameSync(temp, path.join(releases, CURRENT_LINK));
    const res = await eventually(async () => {
      const answer = await get('/news', { 'User-Agent': DESKTOP });
      return answer.text.includes(`data-release="${NEXT_RELEASE}"`) ? answer : undefined;
    });
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${expected};`);
  });
});
