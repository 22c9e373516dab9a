import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, T, TEST_LOCALES, url } from '../account-support';
import { followNav } from './journey-support';

/**
 * The CN area holds for client-side navigations (docs/decisions/044): a site server of its own
 * with SITE_AREA=CN serves the current release (.builds/current) on a free port; the
 * "external site" is a small page served by this spec. From /rep, a click on a closed
 * section of the main navigation ends on the external site.
 */
const ROOT = path.resolve(__dirname, '../../..');
const BUILDS_DIR = process.env.E2E_BUILDS_DIR || path.join(ROOT, '.builds');
const EXTERNAL_TITLE = 'External parts site';

let external: http.Server;
let externalUrl: string;
let site: ChildProcess;
let siteOrigin: string;
let workDir: string;

test.beforeAll(async () => {
  external = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>${EXTERNAL_TITLE}</title><h1>${EXTERNAL_TITLE}</h1>`);
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  externalUrl = `http://127.0.0.1:${(external.address() as AddressInfo).port}/cn-parts`;

  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-area-'));
  site = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BUILDS_DIR,
      SITE_AREA: 'CN',
      SITE_AREA_REDIRECT_URL: externalUrl,
      // Its own rebuild token: this server never rebuilds, and the system's token stays as it is.
      REBUILD_TOKEN_FILE: path.join(workDir, 'rebuild-token'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    site.once('exit', (code) => reject(new Error(`the CN site server exited (${code})`)));
    readline.createInterface({ input: site.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'site server listening' && entry.port) resolve(entry.port);
      } catch {
        // not a log line
      }
    });
  });
  siteOrigin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise((resolve) => external?.close(resolve));
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

for (const locale of TEST_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { common: c } = T[locale];

    test(`${locale}: with SITE_AREA=CN a click from /rep to a closed section ends on the external site`, async ({
      page,
      request,
    }) => {
      // The closed section's page data is refused, its page redirected.
      const data = await request.get(`${siteOrigin}/page-data${url(locale, '/news')}/page-data.json`);
      expect(data.status()).toBe(403);
      const direct = await request.get(`${siteOrigin}${url(locale, '/news')}`, { maxRedirects: 0 });
      expect([direct.status(), direct.headers().location]).toEqual([302, externalUrl]);

      await page.goto(`${siteOrigin}${url(locale, '/rep')}`);
      await expect.poll(() => new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(url(locale, '/rep'));
      // Wait for the page's scripts, so the click is a client-side navigation.
      await page.waitForFunction(() => '___loader' in window);
      await followNav(page, locale, c.nav.news);
      await expect(page).toHaveURL(externalUrl, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: EXTERNAL_TITLE })).toBeVisible();
    });
  });
}
