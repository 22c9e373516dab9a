import { createHmac } from 'crypto';
import http from 'http';
import type { AddressInfo } from 'net';
import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { post } from './helpers/client';
import { verifyPreviewToken } from '../src/lib/preview-token';

const SECRET = 'shared-preview-secret-for-tests-0123456789';
const CMS_PUBLIC = 'https://cms.example.test';

/** Issued by the CMS's preview handler (cms/src/preview) with SECRET at 2030-01-01T00:00Z. */
const CMS_ISSUED =
  'eyJ1aWQiOiJhcGk6Om5ld3MtYXJ0aWNsZS5uZXdzLWFydGljbGUiLCJkb2N1bWVudElkIjoiZG9jLW5ld3MtMSIsImxvY2FsZSI6ImVuIiwic3RhdHVzIjoiZHJhZnQiLCJleHAiOjE4OTM0NTY2MDB9.o8O5C31LOtRcLSJDUjrPljw2a9tKgsZL9XOHI8bEIKw';

/** The CMS's format: base64url JSON claims, a dot, HMAC-SHA256 over `preview:<claims>`. */
function sign(claims: Record<string, unknown>, secret = SECRET): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url')}`;
}

interface Doc {
  plural: string;
  documentId: string;
  locale: string;
  status: 'draft' | 'published';
  fields: Record<string, unknown>;
}

/** Answers `GET /api/{plural}/{documentId}?status=…&locale=…` as Strapi 5 does, 404 when absent. */
class FakeCms {
  docs: Doc[] = [];
  requests: { path: string; query: URLSearchParams; authorization?: string }[] = [];
  failWith: number | null = null;
  readonly token = 'cms-test-token';
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    this.requests.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (this.failWith) return send(this.failWith, { error: { status: this.failWith } });
    if (req.headers.authorization !== `Bearer ${this.token}`) return send(401, { data: null });
    const [, , plural, documentId] = url.pathname.split('/');
    const doc = this.docs.find(
      (d) =>
        d.plural === plural &&
        d.documentId === documentId &&
        d.locale === url.searchParams.get('locale') &&
        d.status === (url.searchParams.get('status') ?? 'published'),
    );
    if (!doc) return send(404, { data: null, error: { status: 404, name: 'NotFoundError' } });
    send(200, { data: { id: 1, documentId, locale: doc.locale, ...doc.fields }, meta: {} });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describeEngines('preview of drafts', (engine) => {
  let t: TestApp;
  let cms: FakeCms;
  const claims = (over: Record<string, unknown> = {}) => ({
    uid: 'api::news-article.news-article',
    documentId: 'doc-news-1',
    locale: 'en',
    status: 'draft',
    exp: Math.floor((t.clock.now() + 5 * 60 * 1000) / 1000),
    ...over,
  });
  const preview = (token: unknown) =>
    post<{ kind: string; locale: string; status: string; item: Record<string, unknown> }>(
      t.app,
      '/website/preview',
      { token },
    );

  beforeAll(async () => {
    cms = new FakeCms();
    const cmsUrl = await cms.start();
    t = await createTestApp(engine, {
      env: { CMS_URL: cmsUrl, CMS_API_TOKEN: cms.token, CMS_PUBLIC_URL: CMS_PUBLIC, PREVIEW_SECRET: SECRET },
    });
    cms.docs.push(
      {
        plural: 'news-articles',
        documentId: 'doc-news-1',
        locale: 'en',
        status: 'draft',
        fields: {
          slug: 'gan-chargers',
          title: 'GaN chargers (draft)',
          date: '2025-06-01',
          summary: null,
          hot: true,
          membersOnly: true,
          body: '# Heading\n\n![chart](/uploads/chart.png)\n\nDraft body <script>alert(1)</script> [x](javascript:alert(2)) <img src="x" onerror="alert(3)">',
          cover: { id: 3, url: '/uploads/cover.png', alternativeText: 'Cover' },
          category: { name: 'Power', slug: 'power' },
          tags: [{ name: 'GaN', slug: 'gan' }],
          relatedBrands: [{ name: 'Acme', slug: 'acme' }],
        },
      },
      {
        plural: 'news-articles',
        documentId: 'doc-news-1',
        locale: 'en',
        status: 'published',
        fields: { slug: 'gan-chargers', title: 'GaN chargers (live)', date: '2025-05-01', body: 'Live body' },
      },
      {
        plural: 'notices',
        documentId: 'doc-notice-1',
        locale: 'zh',
        status: 'draft',
        fields: {
          slug: 'maintenance',
          title: '维护通知',
          date: '2025-06-02',
          body: '系统维护',
          category: null,
        },
      },
      {
        plural: 'brands',
        documentId: 'doc-brand-1',
        locale: 'ja',
        status: 'draft',
        fields: {
          slug: 'acme',
          name: 'Acme',
          logo: { id: 4, url: 'https://cdn.example.test/logo.png' },
          automotiveGrade: true,
          companyOverview: '**Founded** 2001',
          materialFiles: [{ id: 9, name: 'catalog.pdf', url: '/uploads/catalog.pdf' }],
        },
      },
      {
        plural: 'enterprises',
        documentId: 'doc-org-1',
        locale: 'en',
        status: 'draft',
        fields: {
          slug: 'suzhou-co',
          name: 'Suzhou Co',
          automotiveGrade: 'in_progress',
          certifications: ['ISO 9001', 3],
          description: 'Makes *capacitors*.',
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await cms.stop();
  });

  it('answers the draft of a news article, sanitized, in the shape of the detail page', async () => {
    const answer = await preview(sign(claims()));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.code).toBe(200);
    const data = answer.body.data!;
    expect(data).toMatchObject({ kind: 'news', locale: 'en', status: 'draft' });
    expect(data.item).toMatchObject({
      slug: 'gan-chargers',
      title: 'GaN chargers (draft)',
      date: '2025-06-01',
      hot: true,
      membersOnly: true,
      detailSynced: true,
      cover: { url: `${CMS_PUBLIC}/uploads/cover.png`, alternativeText: 'Cover' },
      category: { name: 'Power', slug: 'power' },
      tags: [{ name: 'GaN', slug: 'gan' }],
      relatedBrands: [{ name: 'Acme', slug: 'acme' }],
    });
    const html = data.item.bodyHtml as string;
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('Draft body');
    expect(html).toContain(`<img src="${CMS_PUBLIC}/uploads/chart.png" alt="chart" />`);
    expect(html).not.toMatch(/<script|javascript:|onerror/);

    const request = cms.requests.at(-1)!;
    expect(request.path).toBe('/api/news-articles/doc-news-1');
    expect(request.authorization).toBe(`Bearer ${cms.token}`);
    expect(request.query.get('status')).toBe('draft');
    expect(request.query.get('locale')).toBe('en');
    expect(request.query.get('populate[cover]')).toBe('true');
    expect(request.query.get('populate[relatedBrands]')).toBe('true');
  });

  it('answers the published version when the editor previews that one', async () => {
    const answer = await preview(sign(claims({ status: 'published' })));
    expect(answer.body.data!.status).toBe('published');
    expect(answer.body.data!.item.title).toBe('GaN chargers (live)');
  });

  it('maps notices, brands and enterprises in their locales', async () => {
    const notice = await preview(
      sign(claims({ uid: 'api::notice.notice', documentId: 'doc-notice-1', locale: 'zh' })),
    );
    expect(notice.body.data).toMatchObject({
      kind: 'notice',
      locale: 'zh',
      item: { title: '维护通知', date: '2025-06-02', category: null, bodyHtml: '<p>系统维护</p>' },
    });
    expect(cms.requests.at(-1)!.query.get('populate[category]')).toBe('true');

    const brand = await preview(
      sign(claims({ uid: 'api::brand.brand', documentId: 'doc-brand-1', locale: 'ja' })),
    );
    expect(brand.body.data).toMatchObject({ kind: 'brand', locale: 'jp' });
    const item = brand.body.data!.item;
    expect(item).toMatchObject({
      name: 'Acme',
      automotiveGrade: true,
      logo: { url: 'https://cdn.example.test/logo.png' },
      productLineupHtml: null,
    });
    expect(item.companyOverviewHtml).toBe('<p><strong>Founded</strong> 2001</p>');
    // Material files: a signed, short-lived link on the site origin, never the CMS URL.
    expect(item.materialFiles).toEqual([
      {
        name: 'catalog.pdf',
        url: expect.stringMatching(/^\/website\/content\/files\/9\?exp=\d+&sig=[\w-]{43}$/),
      },
    ]);

    const org = await preview(sign(claims({ uid: 'api::enterprise.enterprise', documentId: 'doc-org-1' })));
    expect(org.body.data!.item).toMatchObject({
      name: 'Suzhou Co',
      automotiveGrade: 'in-progress',
      certifications: ['ISO 9001'],
      detailAvailable: true,
      membersOnly: false,
      descriptionHtml: '<p>Makes <em>capacitors</em>.</p>',
    });
  });

  it('accepts a token issued by the CMS', async () => {
    const offset = t.clock.offset;
    t.clock.offset = Date.UTC(2030, 0, 1, 0, 5) - Date.now();
    try {
      expect(verifyPreviewToken(CMS_ISSUED, SECRET, t.clock.now()).status).toBe('valid');
      const answer = await preview(CMS_ISSUED);
      expect(answer.body.data!.item.title).toBe('GaN chargers (draft)');
    } finally {
      t.clock.offset = offset;
    }
  });

  it('refuses an expired token with 403, without asking the CMS', async () => {
    const before = cms.requests.length;
    const token = sign(claims({ exp: Math.floor(t.clock.now() / 1000) + 60 }));
    expect((await preview(token)).status).toBe(200);
    t.clock.advance(61_000);
    try {
      const answer = await preview(token);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 403, data: { reason: 'expired' } });
    } finally {
      t.clock.advance(-61_000);
    }
    expect(cms.requests.length).toBe(before + 1);
  });

  it('refuses tampered, foreign, over-long and malformed tokens with 403', async () => {
    const before = cms.requests.length;
    const good = sign(claims());
    const [, sig] = good.split('.');
    const otherDoc = Buffer.from(JSON.stringify(claims({ documentId: 'doc-org-1' }))).toString('base64url');
    const refused = [
      `${otherDoc}.${sig}`,
      sign(claims(), `${SECRET}-other`),
      `${good.slice(0, -2)}AA`,
      sign(claims({ exp: Math.floor(t.clock.now() / 1000) + 24 * 3600 })),
      sign(claims({ uid: 'api::tag.tag' })),
      sign(claims({ locale: 'fr' })),
      sign(claims({ documentId: '../../users' })),
      'not-a-token',
      '',
    ];
    for (const token of refused) {
      const answer = await preview(token);
      expect([400, 403]).toContain(answer.status);
      if (token) expect(answer.body).toMatchObject({ code: 403, data: { reason: 'invalid' } });
    }
    for (const body of [{}, { token: 5 }, { token: ['x'] }, { token: 'x'.repeat(5000) }]) {
      const answer = await post(t.app, '/website/preview', body);
      expect(answer.status).toBe(400);
    }
    expect(cms.requests.length).toBe(before);
  });

  it('answers not-found for a document missing in that locale, and 502 when the CMS fails', async () => {
    const missing = await preview(sign(claims({ locale: 'zh' })));
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ code: 404, data: { reason: 'not-found' } });
    cms.failWith = 500;
    try {
      const down = await preview(sign(claims()));
      expect(down.status).toBe(502);
      expect(down.body.code).toBe(502);
    } finally {
      cms.failWith = null;
    }
  });
});
