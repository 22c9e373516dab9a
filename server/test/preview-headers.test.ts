import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor, isPreviewPage } from '../src/cache-policy';
import { DESKTOP, IPHONE, makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';

const CMS = 'https://cms.example.com';
let buildsDir: string;
let running: RunningSite;

/** The preview page in every locale and device of both builds, as a Gatsby build writes it. */
function addPreviewPages(root: string) {
  for (const build of ['pc', 'mobile'] as const) {
    const other = build === 'pc' ? 'mobile' : 'pc';
    for (const prefix of ['', '/zh', '/en']) {
      for (const segment of ['', `/${other}`]) {
        const pagePath = `${prefix}${segment}/preview`;
        const html = `<!DOCTYPE html><html><head><script>window.pagePath=${JSON.stringify(pagePath)}</script></head><body data-page="${pagePath}"></body></html>`;
        fs.mkdirSync(path.join(root, build, pagePath), { recursive: true });
        fs.writeFileSync(path.join(root, build, pagePath, 'index.html'), html);
        fs.mkdirSync(path.join(root, build, 'page-data', pagePath.slice(1)), { recursive: true });
        fs.writeFileSync(path.join(root, build, 'page-data', pagePath.slice(1), 'page-data.json'), '{}');
      }
    }
  }
}

beforeAll(async () => {
  buildsDir = tempDir('preview-headers-');
  addPreviewPages(await makeRelease(buildsDir, 'r1'));
  pointCurrent(buildsDir, 'r1');
  running = await startSite({
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    CMS_PUBLIC_URL: `${CMS}/`,
  });
});

afterAll(async () => {
  await running.site.close();
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

const get = (p: string, agent = DESKTOP) => request(running.port, p, { headers: { 'user-agent': agent } });
const frameAncestors = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors '));

describe('preview page headers', () => {
  it.each([
    ['/preview', DESKTOP],
    ['/en/preview', DESKTOP],
    ['/zh/preview/', DESKTOP],
    ['/en/mobile/preview', DESKTOP],
    ['/zh/pc/preview', IPHONE],
    ['/preview', IPHONE],
    ['/en/preview/index.html', DESKTOP],
    ['/%70review', DESKTOP],
  ])(
    '%s (%#) may be framed by the CMS admin only, is not indexed and not stored',
    async (pagePath, agent) => {
      const answer = await get(pagePath, agent);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('data-page="');
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe(`frame-ancestors 'self' ${CMS}`);
      // Drafts show media that are only on the CMS (decision 045 keeps them to this page).
      expect(String(answer.headers['content-security-policy'])).toContain(
        `img-src 'self' data: blob: ${CMS};`,
      );
      expect(String(answer.headers['content-security-policy'])).toContain(`media-src 'self' blob: ${CMS};`);
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      // The page's own inline script keeps its hash: the rest of the policy is the site's.
      expect(String(answer.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
      expect(String(answer.headers['content-security-policy'])).toContain("object-src 'none'");
    },
  );

  it('its page-data is not stored either', async () => {
    const answer = await get('/page-data/en/preview/page-data.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('the device redirect of the preview keeps the framing rule', async () => {
    const answer = await get('/en/pc/preview', DESKTOP);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/en/preview');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(frameAncestors(answer.headers['content-security-policy'])).toBe(`frame-ancestors 'self' ${CMS}`);
  });

  it.each(['/news', '/en/news/a-1', '/login', '/', '/previews', '/news/preview'])(
    'every other page (%s) may be framed by nobody',
    async (pagePath) => {
      const answer = await get(pagePath);
      expect(frameAncestors(answer.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
      expect(String(answer.headers['content-security-policy'])).not.toContain(CMS);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-robots-tag']).toBeUndefined();
    },
  );

  it('the API call of the preview is framed by nobody', async () => {
    // No API listens here: the proxy answers 502 with the site's headers.
    const answer = await request(running.port, '/website/preview', { method: 'POST', body: '{}' });
    expect(frameAncestors(answer.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('preview cache policy', () => {
  it('knows every form of the preview path', () => {
    for (const p of [
      '/preview',
      '/en/preview/',
      '/zh/mobile/preview/index.html',
      '/page-data/pc/preview/page-data.json',
    ]) {
      expect(isPreviewPage(p)).toBe(true);
      expect(
        cacheControlFor(p.endsWith('.json') ? 'page-data/preview/page-data.json' : 'preview/index.html', p),
      ).toBe('no-store');
    }
    expect(isPreviewPage('/news/preview')).toBe(false);
    expect(isPreviewPage('/website/preview')).toBe(false);
  });
});
