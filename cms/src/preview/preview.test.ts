import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PREVIEW_TOKEN_TTL_MS,
  issuePreviewToken,
  previewConfig,
  previewSecret,
  previewUrl,
  verifyPreviewToken,
} from '.';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));

describe('preview tokens', () => {
  it('verify the claims they were issued with until they expire', () => {
    const token = issuePreviewToken(
      { uid: 'api::news-article.news-article', documentId: 'abc123', locale: 'en', status: 'draft' },
      SECRET,
      NOW,
    );
    const check = verifyPreviewToken(token, SECRET, NOW + PREVIEW_TOKEN_TTL_MS - 1000);
    expect(check).toEqual({
      status: 'valid',
      claims: {
        uid: 'api::news-article.news-article',
        documentId: 'abc123',
        locale: 'en',
        status: 'draft',
        exp: (NOW + PREVIEW_TOKEN_TTL_MS) / 1000,
      },
    });
    expect(verifyPreviewToken(token, SECRET, NOW + PREVIEW_TOKEN_TTL_MS)).toEqual({ status: 'expired' });
  });

  it('never live longer than ten minutes', () => {
    const token = issuePreviewToken(
      { uid: 'api::brand.brand', documentId: 'b1', locale: 'ja', status: 'draft' },
      SECRET,
      NOW,
      24 * 60 * 60 * 1000,
    );
    expect(payloadOf(token).exp).toBe((NOW + 10 * 60 * 1000) / 1000);
  });

  it('are refused when tampered with, signed with another secret or malformed', () => {
    const token = issuePreviewToken(
      { uid: 'api::brand.brand', documentId: 'b1', locale: 'ja', status: 'draft' },
      SECRET,
      NOW,
    );
    const [payload, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...payloadOf(token), documentId: 'b2' })).toString(
      'base64url',
    );
    expect(verifyPreviewToken(`${other}.${sig}`, SECRET, NOW)).toEqual({ status: 'invalid' });
    expect(verifyPreviewToken(token, `${SECRET}x`, NOW)).toEqual({ status: 'invalid' });
    expect(verifyPreviewToken(`${payload}.${sig.slice(0, -1)}`, SECRET, NOW)).toEqual({ status: 'invalid' });
    expect(verifyPreviewToken('', SECRET, NOW)).toEqual({ status: 'invalid' });
    expect(verifyPreviewToken(`${payload}`, SECRET, NOW)).toEqual({ status: 'invalid' });
  });
});

describe('the preview handler', () => {
  const options = { siteUrl: 'https://site.example/', secret: SECRET, now: NOW };

  it.each([
    ['api::news-article.news-article', 'ja', 'https://site.example/preview#token='],
    ['api::notice.notice', 'zh', 'https://site.example/zh/preview#token='],
    ['api::brand.brand', 'en', 'https://site.example/en/preview#token='],
    ['api::enterprise.enterprise', 'zh', 'https://site.example/zh/preview#token='],
  ])('opens %s in %s on the site preview page of that language', (uid, locale, start) => {
    const url = previewUrl(uid, { documentId: 'doc-1', locale, status: 'draft' }, options)!;
    expect(url.startsWith(start)).toBe(true);
    const check = verifyPreviewToken(tokenOf(url), SECRET, NOW);
    expect(check).toEqual({
      status: 'valid',
      claims: expect.objectContaining({ uid, documentId: 'doc-1', locale, status: 'draft' }),
    });
  });

  it('carries the published status when the editor previews the published version', () => {
    const url = previewUrl(
      'api::notice.notice',
      { documentId: 'n', locale: 'en', status: 'published' },
      options,
    )!;
    expect(payloadOf(tokenOf(url)).status).toBe('published');
  });

  it('uses Japanese for a missing or unknown locale, and has no preview for other types', () => {
    expect(previewUrl('api::notice.notice', { documentId: 'n', locale: null }, options)).toMatch(
      /^https:\/\/site\.example\/preview#token=/,
    );
    expect(
      payloadOf(tokenOf(previewUrl('api::notice.notice', { documentId: 'n', locale: 'fr' }, options)!))
        .locale,
    ).toBe('ja');
    expect(previewUrl('api::tag.tag', { documentId: 't', locale: 'en' }, options)).toBeNull();
    expect(previewUrl('api::about-page.about-page', { documentId: 'a', locale: 'en' }, options)).toBeNull();
    expect(previewUrl('api::news-article.news-article', { locale: 'en' }, options)).toBeNull();
  });

  it('is configured with the site origin as the only origin the admin may frame', async () => {
    const config = previewConfig({ SITE_URL: 'https://www.site.example/', PREVIEW_SECRET: SECRET });
    expect(config.enabled).toBe(true);
    expect(config.config.allowedOrigins).toEqual(['https://www.site.example']);
    const url = await config.config.handler('api::news-article.news-article', {
      documentId: 'd',
      locale: 'zh',
      status: 'draft',
    });
    expect(url).toMatch(/^https:\/\/www\.site\.example\/zh\/preview#token=/);
    expect(verifyPreviewToken(tokenOf(url!), SECRET).status).toBe('valid');
    expect(previewConfig({ CMS_PREVIEW: 'false' }).enabled).toBe(false);
  });
});

describe('the preview secret', () => {
  it('comes from PREVIEW_SECRET, else from a file created once with owner-only access', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preview-secret-'));
    try {
      expect(previewSecret({ PREVIEW_SECRET: 'from-env' }, dir)).toBe('from-env');
      const first = previewSecret({}, dir);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(previewSecret({}, dir)).toBe(first);
      expect(readFileSync(join(dir, 'preview-secret'), 'utf8').trim()).toBe(first);
      expect(statSync(join(dir, 'preview-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
