import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { generateParts, openPartsStore, type PartsStore } from '@site/parts';
import { freePort } from '@site/test-utils/free-port';
import { loadConfig } from '../../server/src/config';
import { writeCspManifest } from '../../publish/src/csp-manifest';
import { createLogger } from '@site/runtime';
import { createSiteServer, type SiteServer } from '../../server/src/site-server';
import {
  DESKTOP,
  IPHONE,
  eventually,
  makeRelease,
  pointCurrent,
  request,
  tempDir,
} from '../../server/test/fixtures';
import { writeShells } from '../../server/test/part-page-fixtures';
import { renderSiteConf } from './render-site-conf';
import { writeLocalNginxConf } from './local-nginx';

jest.setTimeout(60_000);

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
if (!NGINX) console.warn('nginx part page tests skipped: no nginx (deploy/nginx/nginx.test.ts installs it)');
const describeNginx = NGINX ? describe : describe.skip;
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const RELEASE = '20240101T000000000Z-first';

describeNginx('part pages through nginx (decision 095)', () => {
  let root: string;
  let store: PartsStore;
  let site: SiteServer;
  let sitePort: number;
  let nginx: ChildProcess;
  let nginxPort: number;
  let id: string;

  beforeAll(async () => {
    root = tempDir('nginx-parts-');
    fs.chmodSync(root, 0o755);
    store = await openPartsStore({ kind: 'sqlite', path: path.join(root, 'parts.sqlite') });
    await store.load(generateParts({ count: 400, seed: 3 }));
    id = (await store.partsByRowIds([7]))[0].id;
    const releases = path.join(root, 'releases');
    fs.mkdirSync(releases, { mode: 0o755 });
    const release = await makeRelease(releases, RELEASE, { precompress: false });
    writeShells(release);
    await writeCspManifest(release);
    pointCurrent(releases, RELEASE);

    const config = loadConfig({
      REBUILD_TOKEN: 'test-token-0123456789abcdef',
      BUILDS_DIR: releases,
      REBUILD_TOKEN_FILE: path.join(root, 'token'),
    });
    site = createSiteServer(
      config,
      createLogger('error', () => {}),
      { partsStore: store },
    );
    sitePort = (await site.listen(0, '127.0.0.1')).port;

    nginxPort = await freePort();
    const dir = path.join(root, 'nginx');
    fs.mkdirSync(dir);
    const conf = renderSiteConf({
      root: releases,
      listen: `127.0.0.1:${nginxPort}`,
      api: `127.0.0.1:${await freePort()}`,
      control: `127.0.0.1:${sitePort}`,
      brotli: fs.existsSync(BROTLI_MODULE),
      logDir: dir,
    });
    fs.writeFileSync(path.join(dir, 'site.conf'), conf);
    const args = writeLocalNginxConf({
      dir,
      siteConf: path.join(dir, 'site.conf'),
      tempDir: path.join(dir, 'tmp'),
      errorLog: 'stderr crit',
      startupErrorLog: 'stderr',
      brotliModule: BROTLI_MODULE,
      accessLogOff: true,
      serves: [releases],
    });
    execFileSync(NGINX!, [...args, '-t', '-q'], { stdio: 'pipe' });
    nginx = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    await eventually(
      () =>
        new Promise<boolean | undefined>((resolve) => {
          const socket = net.connect(nginxPort, '127.0.0.1', () => {
            socket.destroy();
            resolve(true);
          });
          socket.on('error', () => resolve(undefined));
        }),
      400,
      50,
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await site?.close();
    await store?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const HEADERS = [
    'content-type',
    'location',
    'cache-control',
    'etag',
    'content-security-policy',
    'x-frame-options',
  ];

  it.each([
    ['/en/rep/part/{id}', DESKTOP],
    ['/zh/mobile/rep/part/{id}', DESKTOP],
    ['/rep/part/{id}', IPHONE],
    ['/en/rep/compare/{id}/ti-NOSUCHPART', DESKTOP],
    ['/en/rep/part/ti-NOSUCHPART', IPHONE],
    ['/en/rep/part?id={id}&grade=A', DESKTOP],
    ['/rep/compare?a={id}&b=ti-OTHER', IPHONE],
    ['/page-data/en/rep/part/{id}/page-data.json', DESKTOP],
    ['/page-data/en/rep/part/ti-NOSUCHPART/page-data.json', DESKTOP],
    ['/sitemaps/parts/index.xml', DESKTOP],
    ['/sitemaps/parts/en-0.xml', DESKTOP],
  ])('%s (%#): nginx answers as the Node site server does, and keeps the answer', async (template, ua) => {
    const p = template.replace(/\{id\}/g, id);
    const headers = { 'User-Agent': ua };
    const node = await request(sitePort, p, { headers });
    const first = await request(nginxPort, p, { headers });
    expect([p, first.status]).toEqual([p, node.status]);
    expect(first.text).toBe(node.text);
    for (const name of HEADERS) expect([name, first.headers[name]]).toEqual([name, node.headers[name]]);
    const again = await request(nginxPort, p, { headers });
    expect(again.text).toBe(node.text);
    expect(again.headers['x-cache-status']).toBe('HIT');
  });

  it('keeps the layouts apart in its cache', async () => {
    const desktop = await request(nginxPort, `/zh/rep/part/${id}`, { headers: { 'User-Agent': DESKTOP } });
    const phone = await request(nginxPort, `/zh/rep/part/${id}`, { headers: { 'User-Agent': IPHONE } });
    expect(desktop.text).toContain('part-page__layout--pc');
    expect(phone.text).toContain('part-page__layout--mobile');
  });
});
