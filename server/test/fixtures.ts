import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { otherDevice, type Device } from '@site/routing';
import { CURRENT_LINK, RELEASE_FILE } from '@site/releases';
import { precompressDirectory } from '../../publish/src/precompress';

export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
export const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
export const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

export const APP_JS = 'app-0123456789abcdef0123.js';
export const STYLES_CSS = 'styles.89abcdef01234567.css';
export const VIDEO = 'static/5f1e2d3c/intro.mp4';

const LOCALE_PREFIXES = ['', '/en', '/zh'];
const ROUTES = [
  '/',
  '/login',
  '/news',
  '/news/a-1',
  '/pwd-active',
  '/account-active',
  '/history-active',
  '/contact',
];

export function tempDir(prefix: string): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Inline scripts as Gatsby writes them; the first differs per page and per release. */
export function inlineScripts(release: string, build: Device, pagePath: string): string[] {
  return [
    `window.pagePath=${JSON.stringify(pagePath)};window.___release=${JSON.stringify(release)};window.___build="${build}";`,
    `/*<![CDATA[*/window.___chunkMapping={"app":["/${APP_JS}"]};/*]]>*/`,
  ];
}

function page(release: string, build: Device, pagePath: string, marker: string): string {
  const scripts = inlineScripts(release, build, pagePath)
    .map((body, i) => `<script id="inline-${i}">${body}</script>`)
    .join('');
  // Padding pushes pages over the precompression threshold.
  const padding = '<p>Electronic components and semiconductor news. </p>'.repeat(40);
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"/>${scripts}` +
    `<script type="application/ld+json">{"@type":"WebSite"}</script>` +
    `<link rel="stylesheet" href="/${STYLES_CSS}"/></head>` +
    `<body><main data-release="${release}" data-build="${build}" data-page="${pagePath}" data-marker="${marker}">` +
    `${padding}</main><script src="/${APP_JS}" async></script></body></html>`
  );
}

/**
 * One build folder as Gatsby writes it: pages of the root device at the root, the other
 * device's under its segment, page-data, hashed bundles, static media, sitemap, 404 pages.
 */
function writeBuild(dir: string, release: string, build: Device) {
  const other = otherDevice(build);
  for (const prefix of LOCALE_PREFIXES) {
    for (const route of ROUTES) {
      for (const [device, segment] of [
        [build, ''],
        [other, `/${other}`],
      ] as const) {
        const pagePath = `${prefix}${segment}${route === '/' ? '' : route}` || '/';
        write(path.join(dir, pagePath, 'index.html'), page(release, build, pagePath, `page:${device}`));
        const dataPath = pagePath === '/' ? 'index' : pagePath.slice(1);
        write(
          path.join(dir, 'page-data', dataPath, 'page-data.json'),
          JSON.stringify({ path: pagePath, release }),
        );
      }
    }
    for (const segment of ['', `/${other}`]) {
      const notFound = `${prefix}${segment}/404.html`;
      write(
        path.join(dir, notFound),
        page(release, build, notFound, `notfound:${prefix || '/jp'}${segment || `/${build}`}`),
      );
    }
  }
  write(path.join(dir, 'page-data', 'app-data.json'), JSON.stringify({ webpackCompilationHash: release }));
  write(path.join(dir, APP_JS), `/* ${release} ${build} */\n${'console.log("app");\n'.repeat(200)}`);
  write(path.join(dir, STYLES_CSS), `body{color:#111}\n${'.tile{margin:0 auto;padding:16px}\n'.repeat(100)}`);
  write(path.join(dir, 'sw.js'), `self.addEventListener("fetch",()=>{});\n${'//\n'.repeat(10)}`);
  write(
    path.join(dir, 'sitemap-index.xml'),
    `<?xml version="1.0"?><sitemapindex>${'<sitemap/>'.repeat(200)}</sitemapindex>`,
  );
  write(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Site', icons: [] }));
  write(path.join(dir, 'static', 'fonts', 'site-1a2b3c.woff2'), Buffer.alloc(2048, 7));
  write(path.join(dir, VIDEO), Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)));
  write(path.join(dir, 'guide.pdf'), Buffer.from(`%PDF-1.4\n${'x'.repeat(3000)}`));
}

/** Writes `<buildsDir>/<id>/{pc,mobile,release.json}`, precompressed unless told otherwise. */
export async function makeRelease(buildsDir: string, id: string, options: { precompress?: boolean } = {}) {
  const root = path.join(buildsDir, id);
  for (const build of ['pc', 'mobile'] as const) writeBuild(path.join(root, build), id, build);
  write(path.join(root, RELEASE_FILE), JSON.stringify({ id, builtAt: new Date().toISOString() }));
  if (options.precompress !== false) {
    await precompressDirectory(path.join(root, 'pc'));
    await precompressDirectory(path.join(root, 'mobile'));
  }
  return root;
}

export function pointCurrent(buildsDir: string, id: string) {
  const link = path.join(buildsDir, CURRENT_LINK);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(id, link);
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A plain HTTP exchange: no redirect following, no decompression. */
export function request(
  port: number,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POSTs `chunks` without a declared length (Transfer-Encoding: chunked); resolves to the answer. */
export function postChunked(
  port: number,
  p: string,
  chunks: number,
  chunkSize: number,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: p, method: 'POST', headers, agent: false },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(chunkSize, 'x');
    let sent = 0;
    const more = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) {
          req.once('drain', more);
          return;
        }
      }
      req.end();
    };
    more();
  });
}

/** Polls `check` until it returns a value (not undefined); fails after `attempts` tries. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  attempts = 300,
  everyMs = 100,
): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error('condition not reached');
}
