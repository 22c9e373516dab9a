import React from 'react';
import type { HeadProps } from 'gatsby';
import { strings } from '@site/test-utils/render-with-providers';
import { renderToStaticMarkup } from '@site/test-utils/static-markup';
import type { SitePageContext, DetailPageContext } from '@site/routing';
import { Head as NewsHead } from '../../templates/news-detail';
import { Head as BrandHead } from '../../templates/brand-detail';
import { Head as OrgHead } from '../../templates/org-detail';
import { Head as AnnounceHead } from '../../templates/announce-detail';
import { Head as HomeHead } from '../../templates/routes/home';
import { Head as LoginHead } from '../../templates/routes/login';
import {
  MEMBERS_ONLY_BODY_CLASS,
  absoluteUrl,
  breadcrumbLd,
  newsArticleLd,
  organizationLd,
  serializeJsonLd,
  webSiteLd,
  type JsonLd,
} from './structured-data';

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: () => '' }));

const SITE = 'http://localhost:8000';

/**
 * What Google's rich results read of each type (developers.google.com/search/docs/appearance/
 * structured-data): the properties it requires, and those it recommends, which the site always fills.
 */
const RICH_RESULTS: Record<string, { required: string[]; recommended: string[] }> = {
  NewsArticle: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
  },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  Organization: { required: [], recommended: ['name', 'url', 'description'] },
  WebSite: { required: ['name', 'url'], recommended: [] },
};

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\/[^/]/.test(value) && !!new URL(value);
}

/** Checks one JSON-LD object against its type's rules; returns the problems found. */
function validate(data: JsonLd): string[] {
  const problems: string[] = [];
  const type = data['@type'];
  const rules = RICH_RESULTS[type];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  if (!rules) return [...problems, `unknown type ${type}`];
  for (const name of [...rules.required, ...rules.recommended]) {
    const value = data[name];
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    ) {
      problems.push(`${type}.${name} missing`);
    }
  }
  if (type === 'NewsArticle') {
    if (String(data.headline).length > 110) problems.push('headline over 110 characters');
    for (const image of data.image as unknown[])
      if (!isAbsoluteUrl(image)) problems.push(`image ${String(image)}`);
    for (const date of ['datePublished', 'dateModified'])
      if (!ISO_8601.test(String(data[date]))) problems.push(date);
    const author = data.author as { '@type': string; name: string; url: string };
    if (author['@type'] !== 'Organization' || !author.name || !isAbsoluteUrl(author.url))
      problems.push('author');
    if (data.isAccessibleForFree === false) {
      const part = data.hasPart as
        | { '@type': string; isAccessibleForFree: boolean; cssSelector: string }
        | undefined;
      if (
        part?.['@type'] !== 'WebPageElement' ||
        part.isAccessibleForFree !== false ||
        !/^\.[\w-]+$/.test(part.cssSelector)
      ) {
        problems.push('paywalled article without its WebPageElement');
      }
    }
  }
  if (type === 'BreadcrumbList') {
    const items = data.itemListElement as { '@type': string; position: number; name: string; item: string }[];
    items.forEach((item, index) => {
      if (
        item['@type'] !== 'ListItem' ||
        item.position !== index + 1 ||
        !item.name ||
        !isAbsoluteUrl(item.item)
      ) {
        problems.push(`ListItem ${index + 1}`);
      }
    });
  }
  for (const name of ['url', 'logo']) {
    if (data[name] !== undefined && !isAbsoluteUrl(data[name])) problems.push(`${type}.${name} not absolute`);
  }
  return problems;
}

/** Gatsby renders Head apart from the page; here as static markup. */
function headDocument(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(`<head>${renderToStaticMarkup(element)}</head>`, 'text/html');
}

function jsonLd(doc: Document): JsonLd[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent!),
  );
}

function meta(doc: Document, key: string): string[] {
  return [...doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map(
    (m) => m.getAttribute('content')!,
  );
}

const detailContext = (route: string, locale: 'jp' | 'zh' | 'en' = 'en'): DetailPageContext => ({
  locale,
  device: 'pc',
  route,
  alternates: [
    { locale: 'jp', path: route },
    { locale: 'en', path: `/en${route}` },
  ],
  indexable: true,
  id: 'x',
  slug: route.split('/').pop()!,
  previousId: '',
  nextId: '',
});

const article = {
  slug: 'sic-supply',
  title: 'SiC supply expands',
  date: '2025-03-14',
  summary: 'Capacity doubles in 2025.',
  hot: false,
  membersOnly: false,
  detailSynced: true,
  bodyHtml: '<p>Public body text</p>',
  cover: { url: '/static/covers/sic.jpg', alternativeText: 'A SiC wafer' } as {
    url: string;
    alternativeText: string;
  } | null,
  category: { name: 'Market', slug: 'market' },
  tags: [{ name: 'SiC', slug: 'sic' }],
  relatedBrands: [],
};

function newsHead(overrides: Partial<typeof article>, locale: 'jp' | 'en' = 'en') {
  const props = {
    data: { article: { ...article, ...overrides }, previous: null, next: null },
    pageContext: detailContext('/news/sic-supply', locale),
  } as unknown as HeadProps<never, DetailPageContext>;
  return headDocument(<NewsHead {...(props as Parameters<typeof NewsHead>[0])} />);
}

describe('structured data builders', () => {
  it('NewsArticle has what Google reads, with absolute URLs and ISO dates', () => {
    const data = newsArticleLd({
      siteUrl: SITE,
      name: 'Electronics Insight',
      locale: 'en',
      url: `${SITE}/en/news/a`,
      headline: 'x'.repeat(140),
      description: 'd',
      datePublished: '2025-03-14',
      image: absoluteUrl(SITE, '/og-image.png'),
      keywords: ['SiC', 'GaN'],
      membersOnly: false,
    });
    expect(validate(data)).toEqual([]);
    expect(String(data.headline)).toHaveLength(110);
    expect(data).toMatchObject({ isAccessibleForFree: true, keywords: 'SiC, GaN', inLanguage: 'en' });
    expect(data.hasPart).toBeUndefined();
  });

  it('a members-only NewsArticle says which part is for members', () => {
    const data = newsArticleLd({
      siteUrl: SITE,
      name: 'n',
      locale: 'jp',
      url: `${SITE}/news/a`,
      headline: 'h',
      description: 'd',
      datePublished: '2025-03-14T09:00:00.000Z',
      image: `${SITE}/og-image.png`,
      keywords: [],
      membersOnly: true,
    });
    expect(validate(data)).toEqual([]);
    expect(data.hasPart).toEqual({
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: `.${MEMBERS_ONLY_BODY_CLASS}`,
    });
  });

  it('Organization takes the official site as its URL and sameAs, else the page', () => {
    const own = organizationLd({
      siteUrl: SITE,
      pageUrl: `${SITE}/brand/a`,
      name: 'A',
      description: 'd',
      officialUrl: 'https://a.example',
      logo: '/logo.png',
    });
    expect(validate(own)).toEqual([]);
    expect(own).toMatchObject({
      url: 'https://a.example',
      sameAs: ['https://a.example'],
      logo: `${SITE}/logo.png`,
    });
    const none = organizationLd({ siteUrl: SITE, pageUrl: `${SITE}/org/b`, name: 'B', description: 'd' });
    expect(validate(none)).toEqual([]);
    expect(none.url).toBe(`${SITE}/org/b`);
    expect(none.sameAs).toBeUndefined();
  });

  it('BreadcrumbList numbers its items from 1', () => {
    const data = breadcrumbLd([
      { name: 'Home', url: `${SITE}/` },
      { name: 'News', url: `${SITE}/news` },
    ]);
    expect(validate(data)).toEqual([]);
    expect((data.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2]);
  });

  it('WebSite names the site and its language', () => {
    const data = webSiteLd({ siteUrl: SITE, name: 'n', locale: 'zh', url: `${SITE}/zh`, description: 'd' });
    expect(validate(data)).toEqual([]);
    expect(data.inLanguage).toBe('zh-CN');
  });

  it('serializes so that no text can close the script element', () => {
    const data = breadcrumbLd([{ name: '</script><script>alert(1)</script>', url: `${SITE}/` }]);
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('head of each page type', () => {
  it('news: Open Graph, Twitter card, NewsArticle and BreadcrumbList', () => {
    const doc = newsHead({});
    expect(meta(doc, 'og:type')).toEqual(['article']);
    expect(meta(doc, 'og:title')).toEqual(['SiC supply expands']);
    expect(meta(doc, 'og:description')).toEqual(['Capacity doubles in 2025.']);
    expect(meta(doc, 'og:url')).toEqual([`${SITE}/en/news/sic-supply`]);
    expect(meta(doc, 'og:image')).toEqual([`${SITE}/static/covers/sic.jpg`]);
    expect(meta(doc, 'og:image:alt')).toEqual(['A SiC wafer']);
    expect(meta(doc, 'og:locale')).toEqual(['en_US']);
    expect(meta(doc, 'og:locale:alternate')).toEqual(['ja_JP']);
    expect(meta(doc, 'og:site_name')).toEqual([strings('en').common.site.name]);
    expect(meta(doc, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(doc, 'twitter:image')).toEqual([`${SITE}/static/covers/sic.jpg`]);
    const blocks = jsonLd(doc);
    expect(blocks.map((block) => block['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    for (const block of blocks) expect(validate(block)).toEqual([]);
    expect(blocks[1].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: strings('en').common.nav.home, item: `${SITE}/en` },
      { '@type': 'ListItem', position: 2, name: strings('en').common.nav.news, item: `${SITE}/en/news` },
      { '@type': 'ListItem', position: 3, name: 'SiC supply expands', item: `${SITE}/en/news/sic-supply` },
    ]);
  });

  it('a members-only article shows only what a visitor may see, and the site image when it has no cover', () => {
    const doc = newsHead({ membersOnly: true, bodyHtml: '<p>Secret members body</p>', cover: null }, 'jp');
    expect(doc.head.innerHTML).not.toContain('Secret members body');
    const [news] = jsonLd(doc);
    expect(validate(news)).toEqual([]);
    expect(news.isAccessibleForFree).toBe(false);
    expect(news.image).toEqual([`${SITE}/og-image.png`]);
    expect(meta(doc, 'og:image')).toEqual([`${SITE}/og-image.png`]);
    expect(meta(doc, 'og:image:width')).toEqual(['1200']);
    expect(meta(doc, 'og:locale')).toEqual(['ja_JP']);
  });

  it('brand: Organization with the logo, and BreadcrumbList', () => {
    const brand = {
      slug: 'acme',
      name: 'Acme Semi',
      summary: 'Power devices',
      logo: { url: '/static/logos/acme.png' },
      recommended: true,
      automotiveGrade: false,
      officialUrl: 'https://acme.example',
      membersOnly: true,
      detailSynced: true,
      category: null,
      qualityCertificationHtml: '<p>Members-only certification text</p>',
      companyOverviewHtml: null,
      productLineupHtml: null,
      useCasesHtml: null,
      materialsHtml: null,
      materialFiles: [],
      contactHtml: null,
    };
    const props = { data: { brand }, pageContext: detailContext('/brand/acme') } as unknown as Parameters<
      typeof BrandHead
    >[0];
    const doc = headDocument(<BrandHead {...props} />);
    const blocks = jsonLd(doc);
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    for (const block of blocks) expect(validate(block)).toEqual([]);
    expect(blocks[0]).toMatchObject({
      name: 'Acme Semi',
      logo: `${SITE}/static/logos/acme.png`,
      url: 'https://acme.example',
    });
    expect(doc.head.innerHTML).not.toContain('Members-only certification text');
    expect(meta(doc, 'og:image')).toEqual([`${SITE}/static/logos/acme.png`]);
  });

  it('enterprise: Organization and BreadcrumbList; an unavailable one is not indexed and has neither', () => {
    const org = {
      slug: 'shenzhen-power',
      name: 'Shenzhen Power',
      summary: null,
      category: null,
      automotiveGrade: 'none',
      certifications: [],
      recommended: false,
      detailAvailable: true,
      membersOnly: false,
      descriptionHtml: null,
      website: null,
    };
    const props = (detailAvailable: boolean) =>
      ({
        data: { org: { ...org, detailAvailable } },
        pageContext: detailContext('/org/shenzhen-power', 'zh'),
      }) as unknown as Parameters<typeof OrgHead>[0];
    const blocks = jsonLd(headDocument(<OrgHead {...props(true)} />));
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    for (const block of blocks) expect(validate(block)).toEqual([]);
    const unavailable = headDocument(<OrgHead {...props(false)} />);
    expect(jsonLd(unavailable)).toEqual([]);
    expect(meta(unavailable, 'og:title')).toEqual([]);
    expect(meta(unavailable, 'robots')).toEqual(['noindex']);
  });

  it('notice: BreadcrumbList', () => {
    const props = {
      data: { notice: { title: 'Maintenance', date: '2025-01-10', category: null, bodyHtml: '<p>x</p>' } },
      pageContext: detailContext('/announce/maintenance'),
    } as unknown as Parameters<typeof AnnounceHead>[0];
    const blocks = jsonLd(headDocument(<AnnounceHead {...props} />));
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    expect(validate(blocks[0])).toEqual([]);
  });

  it('home: WebSite, the default sharing image and the icons', () => {
    const pageContext: SitePageContext = {
      locale: 'zh',
      device: 'mobile',
      route: '/',
      alternates: [
        { locale: 'jp', path: '/' },
        { locale: 'zh', path: '/zh' },
        { locale: 'en', path: '/en' },
      ],
      indexable: true,
    };
    const doc = headDocument(<HomeHead {...({ pageContext } as Parameters<typeof HomeHead>[0])} />);
    const [website] = jsonLd(doc);
    expect(validate(website)).toEqual([]);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/zh`,
      name: strings('zh').common.site.name,
    });
    expect(meta(doc, 'og:locale:alternate').sort()).toEqual(['en_US', 'ja_JP']);
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/zh/manifest.webmanifest');
    expect(doc.querySelector('link[rel="icon"][href="/favicon.ico"]')).not.toBeNull();
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      '/apple-touch-icon.png',
    );
  });

  it('a page kept out of the index has no sharing tags', () => {
    const pageContext: SitePageContext = {
      locale: 'en',
      device: 'pc',
      route: '/login',
      alternates: [],
      indexable: false,
    };
    const doc = headDocument(<LoginHead {...({ pageContext } as Parameters<typeof LoginHead>[0])} />);
    expect(meta(doc, 'robots')).toEqual(['noindex']);
    expect(meta(doc, 'og:title')).toEqual([]);
    expect(jsonLd(doc)).toEqual([]);
  });
});
