import { createTestApp, type TestApp } from './helpers/app';
import { describeEngines } from './helpers/database';
import { FakeCms } from './helpers/fake-cms';
import { get } from './helpers/client';
import { activeMember, login } from './helpers/members';

/** Where browsers load CMS media (CMS_PUBLIC_URL). */
const MEDIA = 'https://media.example.test';

describeEngines('members-only content', (engine) => {
  let t: TestApp;
  let cms: FakeCms;
  let token: string;

  beforeAll(async () => {
    cms = new FakeCms();
    const cmsUrl = await cms.start();
    t = await createTestApp(engine, {
      env: { CMS_URL: cmsUrl, CMS_API_TOKEN: cms.token, CMS_PUBLIC_URL: MEDIA },
    });
    token = await login(t.app, await activeMember(t.app));
    cms.items.push(
      {
        collection: 'news-articles',
        locale: 'ja',
        fields: {
          slug: 'sic-mosfet-2025',
          title: 'SiC',
          membersOnly: true,
          detailSynced: true,
          body: '## 概要\n\n会員向け本文 <script>alert(1)</script> [link](javascript:alert(2)) [ok](https://example.com)',
        },
      },
      {
        collection: 'news-articles',
        locale: 'en',
        fields: { slug: 'sic-mosfet-2025', membersOnly: true, body: 'Members body' },
      },
      {
        collection: 'news-articles',
        locale: 'zh',
        fields: {
          slug: 'rules-check',
          membersOnly: true,
          body: '# Title\n\n![chart](/uploads/chart.png) ![pixel](https://tracker.example/p.png)\n\n[call](tel:+86-21-1234) [brand](/brand/acme) [out](https://example.org)',
        },
      },
      {
        collection: 'news-articles',
        locale: 'ja',
        fields: { slug: 'pending-item', membersOnly: true, detailSynced: false, body: 'x' },
      },
      {
        collection: 'brands',
        locale: 'zh',
        fields: {
          slug: 'acme-semi',
          membersOnly: true,
          detailSynced: true,
          qualityCertification: 'IATF 16949',
          companyOverview: '**Founded** 2001',
          productLineup: null,
          materialFiles: [{ id: 7, name: 'catalog.pdf', url: '/uploads/catalog.pdf' }],
        },
      },
      {
        collection: 'enterprises',
        locale: 'en',
        fields: { slug: 'shenzhen-co', membersOnly: true, detailAvailable: false },
      },
      {
        collection: 'enterprises',
        locale: 'en',
        fields: { slug: 'suzhou-co', membersOnly: true, description: 'Makes *capacitors*.' },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await cms.stop();
  });

  it('tells a visitor the body is members-only without asking the CMS', async () => {
    const before = cms.requests.length;
    const answer = await get(t.app, '/website/content/news/sic-mosfet-2025', { locale: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 403, msg: 'This is members-only content' });
    expect((await get(t.app, '/website/content/news/sic-mosfet-2025')).body.msg).toBe(
      'こちらは会員限定コンテンツです',
    );
    expect(cms.requests.length).toBe(before);
  });

  it('gives a member the sanitized body, read with the server token in the reader locale', async () => {
    const answer = await get<{ html: Record<string, string>; membersOnly: boolean }>(
      t.app,
      '/website/content/news/sic-mosfet-2025',
      { token },
    );
    expect(answer.body.code).toBe(200);
    const html = answer.body.data!.html.body;
    expect(html).toContain('<h2>概要</h2>');
    expect(html).toContain('会員向け本文');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(answer.body.data!.membersOnly).toBe(true);
    const request = cms.requests.find((r) => r.path.includes('sic-mosfet-2025'))!;
    expect(request.authorization).toBe(`Bearer ${cms.token}`);
    expect(request.path).toContain('locale=ja');
    const en = await get<{ html: Record<string, string> }>(t.app, '/website/content/news/sic-mosfet-2025', {
      token,
      locale: 'en',
    });
    expect(en.body.data!.html.body).toBe('<p>Members body</p>');
  });

  it('follows the rules of the built pages (packages/cms-content)', async () => {
    const answer = await get<{ html: Record<string, string> }>(t.app, '/website/content/news/rules-check', {
      token,
      locale: 'zh',
    });
    const html = answer.body.data!.html.body;
    // The page title is the only h1.
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<h1');
    // Images from the CMS only, loaded from its public origin (the CSP allows no other host).
    expect(html).toContain(`<img src="${MEDIA}/uploads/chart.png" alt="chart" />`);
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('href="tel:+86-21-1234"');
    // Site links stay in the reader's language.
    expect(html).toContain('href="/zh/brand/acme"');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">out</a>');
  });

  it('serves repeated reads from the cache until the TTL passes', async () => {
    const count = () => cms.requests.filter((r) => r.path.includes('acme-semi')).length;
    const first = await get<{ html: Record<string, string | null>; materialFiles: unknown[] }>(
      t.app,
      '/website/content/brand/acme-semi',
      { token, locale: 'zh' },
    );
    expect(first.body.data!.html).toEqual({
      qualityCertification: '<p>IATF 16949</p>',
      companyOverview: '<p><strong>Founded</strong> 2001</p>',
      productLineup: null,
      useCases: null,
      materials: null,
      contact: null,
    });
    // A signed link on the site's origin, never the CMS URL (decision 016).
    expect(first.body.data!.materialFiles).toEqual([
      {
        name: 'catalog.pdf',
        url: expect.stringMatching(/^\/website\/content\/files\/7\?exp=\d+&sig=[\w-]{43}$/),
      },
    ]);
    expect(JSON.stringify(first.body)).not.toContain('/uploads/');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        get(t.app, '/website/content/brand/acme-semi', { token, locale: 'zh' }),
      ),
    );
    expect(count()).toBe(1);
    t.clock.advance(61_000);
    await get(t.app, '/website/content/brand/acme-semi', { token, locale: 'zh' });
    expect(count()).toBe(2);
  });

  it("answers the spec's not-synced message for an item whose detail is not synced", async () => {
    const news = await get(t.app, '/website/content/news/pending-item', { token });
    expect(news.body).toEqual({
      code: 404,
      msg: '現在、ニュース・企業の詳細は同期されていません',
      data: { reason: 'not-synced' },
    });
    const enterprise = await get(t.app, '/website/content/enterprise/shenzhen-co', { token, locale: 'en' });
    expect(enterprise.body).toEqual({
      code: 404,
      msg: 'Currently news/company detail is not synced',
      data: { reason: 'not-synced' },
    });
    const ok = await get<{ html: Record<string, string> }>(t.app, '/website/content/enterprise/suzhou-co', {
      token,
      locale: 'en',
    });
    expect(ok.body.data!.html.description).toBe('<p>Makes <em>capacitors</em>.</p>');
  });

  it('answers a missing item as unavailable and a bad slug as bad input', async () => {
    const missing = await get(t.app, '/website/content/news/no-such-item', { token, locale: 'en' });
    expect(missing.body).toEqual({
      code: 404,
      msg: 'The content you are looking for is currently unavailable',
      data: { reason: 'not-found' },
    });
    const bad = await get(t.app, `/website/content/news/${encodeURIComponent('../admin')}`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([{ field: 'id', message: 'validation:content.slugInvalid' }]);
  });

  it('answers 502 in the envelope while the CMS fails', async () => {
    cms.failWith = 500;
    try {
      const answer = await get(t.app, '/website/content/news/another-item', { token, locale: 'en' });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        code: 502,
        msg: 'The content you are looking for is currently unavailable',
      });
    } finally {
      cms.failWith = null;
    }
  });
});
