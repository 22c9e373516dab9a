import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planContentPages } from './content-pages';
import { planRoute, planStaticRoutes } from './page-plan';
import { publishSitemaps, sitemapFiles } from './sitemaps';

const SITE = 'https://www.example.com';
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

const pages = [
  ...planStaticRoutes((route) => `/t${route}.tsx`, 'pc'),
  ...planContentPages(
    {
      news: { nodes: [{ id: 'n-jp', slug: "半導体-o'neil", locale: 'jp', date: '2026-01-01' }] },
      announce: { nodes: [] },
      brand: { nodes: [] },
      org: {
        nodes: [
          { id: 'o-en', slug: 'open', locale: 'en', detailAvailable: true },
          { id: 'o-en-2', slug: 'closed', locale: 'en', detailAvailable: false },
        ],
      },
    },
    (name) => `/t/${name}.tsx`,
    'pc',
  ),
];

describe('sitemapFiles', () => {
  it('lists each indexable page of the root device once per language, with its alternates', () => {
    const files = sitemapFiles(pages, SITE, 'pc');
    expect([...files.keys()].sort()).toEqual(['/en/sitemap.xml', '/sitemap.xml', '/zh/sitemap.xml']);
    const en = files.get('/en/sitemap.xml')!;
    expect(en.startsWith('<?xml version="1.0" encoding="UTF-8"?><urlset')).toBe(true);
    const locs = locsOf(en);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${SITE}/en/news`);
    expect(locs).toContain(`${SITE}/en/org/open`);
    expect(locs).not.toContain(`${SITE}/en/org/closed`);
    expect(locs).not.toContain(`${SITE}/en/login`);
    expect(locs.some((loc) => /\/(mobile|pc)(\/|$)/.test(new URL(loc).pathname))).toBe(false);
    expect(en).toContain(
      `<url><loc>${SITE}/en/news</loc><xhtml:link rel="alternate" hreflang="ja" href="${SITE}/news"/>` +
        `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/zh/news"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/news"/></url>`,
    );
  });

  it('percent-encodes non-ASCII paths and escapes XML', () => {
    const jp = sitemapFiles(pages, SITE, 'pc').get('/sitemap.xml')!;
    expect(jp).toContain(`<loc>${SITE}/news/${encodeURI('半導体-o')}&apos;neil</loc>`);
  });

  it('lists the mobile-root paths in a mobile-root build', () => {
    const mobilePages = planRoute('/news', '/t.tsx', 'mobile');
    expect(locsOf(sitemapFiles(mobilePages, SITE, 'mobile').get('/zh/sitemap.xml')!)).toEqual([
      `${SITE}/zh/news`,
    ]);
  });

  it('splits a language past the entry limit into numbered parts under an index', () => {
    const files = sitemapFiles(pages, SITE, 'pc', 4);
    const index = files.get('/en/sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const partUrls = locsOf(index);
    expect(partUrls[0]).toBe(`${SITE}/sitemaps/en/sitemap-0.xml`);
    const whole = locsOf(sitemapFiles(pages, SITE, 'pc').get('/en/sitemap.xml')!);
    const fromParts = partUrls.flatMap((url) => locsOf(files.get(new URL(url).pathname)!));
    expect(fromParts).toEqual(whole);
    expect(partUrls).toHaveLength(Math.ceil(whole.length / 4));
  });
});

describe('publishSitemaps', () => {
  it('writes each file under the public folder, and no parts of an earlier build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemaps-'));
    try {
      fs.mkdirSync(path.join(dir, 'sitemaps/en'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'sitemaps/en/sitemap-1.xml'), '<urlset/>');
      publishSitemaps(dir, pages, SITE, 'pc');
      expect(fs.readFileSync(path.join(dir, 'zh/sitemap.xml'), 'utf8')).toBe(
        sitemapFiles(pages, SITE, 'pc').get('/zh/sitemap.xml'),
      );
      expect(fs.existsSync(path.join(dir, 'sitemaps'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
