/**
 * CMS media brought into the build (docs/decisions/045-cms-images-in-the-build.md): served
 * from `/media/` in both builds, cached as immutable (every name carries a content hash),
 * open in the CN area like any file, and no page's CSP allows images from the CMS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from '../src/cache-policy';
import { isAssetRequest } from '../src/page-choice';
import { contentSecurityPolicy } from '../src/security-headers';
import { DESKTOP, IPHONE, makeRelease, pointCurrent, request, tempDir } from './fixtures';
import { startSite, type RunningSite } from './helpers';

const CMS = 'https://cms.example.com';
const WEBP = 'cover_a1-640w-0a1b2c3d4e.webp';
const DOCX = 'datasheet_b2-5f6a7b8c9d.docx';
const WEBP_BYTES = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake picture');
let buildsDir: string;
let open: RunningSite;
let cn: RunningSite;

beforeAll(async () => {
  buildsDir = tempDir('media-headers-');
  const root = await makeRelease(buildsDir, 'r1');
  for (const build of ['pc', 'mobile']) {
    fs.mkdirSync(path.join(root, build, 'media'), { recursive: true });
    fs.writeFileSync(path.join(root, build, 'media', WEBP), WEBP_BYTES);
    fs.writeFileSync(path.join(root, build, 'media', DOCX), Buffer.alloc(300, 1));
  }
  pointCurrent(buildsDir, 'r1');
  const env = {
    BUILDS_DIR: buildsDir,
    REBUILD_TOKEN_FILE: path.join(buildsDir, 'token'),
    CMS_PUBLIC_URL: CMS,
  };
  open = await startSite(env);
  cn = await startSite({ ...env, SITE_AREA: 'CN', SITE_AREA_REDIRECT_URL: 'https://parts.example.com/' });
});

afterAll(async () => {
  await open.site.close();
  await cn.site.close();
  fs.rmSync(buildsDir, { recursive: true, force: true });
});

const get = (site: RunningSite, p: string, agent = DESKTOP) =>
  request(site.port, p, { headers: { 'user-agent': agent } });

describe('/media/', () => {
  it.each([
    [`/media/${WEBP}`, 'image/webp'],
    [`/media/${DOCX}`, 'application/octet-stream'],
  ])('serves %s from either build as an immutable file', async (p, type) => {
    for (const agent of [DESKTOP, IPHONE]) {
      const answer = await get(open, p, agent);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get(open, `/media/${WEBP}`)).body).toEqual(WEBP_BYTES);
  });

  it('stays open in the CN area, whatever the extension', async () => {
    for (const p of [`/media/${WEBP}`, `/media/${DOCX}`]) {
      const answer = await get(cn, p);
      expect([p, answer.status]).toEqual([p, 200]);
    }
    // A page is still closed there.
    expect((await get(cn, '/news')).status).toBe(302);
  });

  it('answers a missing file with 404, not a page', async () => {
    const answer = await get(open, '/media/gone-0000000000.webp');
    expect(answer.status).toBe(404);
  });

  it('is a file path for the page middleware and the cache policy', () => {
    expect(isAssetRequest(`/media/${DOCX}`)).toBe(true);
    expect(isAssetRequest('/mediakit')).toBe(false);
    expect(cacheControlFor(`media/${WEBP}`, `/media/${WEBP}`)).toBe('public, max-age=31536000, immutable');
  });
});

describe('images and media in the CSP', () => {
  it('come from the site only on every page and file', async () => {
    for (const p of ['/', '/en/news', '/news/a-1', `/media/${WEBP}`, '/missing']) {
      const csp = String((await get(open, p)).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).toContain("media-src 'self' blob:;");
      expect(csp).not.toContain(CMS);
    }
  });

  it('may name further origins for a page that needs them (the preview)', () => {
    expect(contentSecurityPolicy([], { mediaOrigins: [CMS], frameAncestors: `'self' ${CMS}` })).toContain(
      `img-src 'self' data: blob: ${CMS}; media-src 'self' blob: ${CMS};`,
    );
  });
});
