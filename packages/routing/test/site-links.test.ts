import { contentLinkFor, contentLinkInLayout, contentLinksInLayout, parseSitePageLink } from '../src';

const SITE = 'https://www.example.com';

describe('content links to site pages', () => {
  it('take one prefix, the page language’s, however the editor wrote the link', () => {
    for (const href of [
      '/brand/acme',
      '/zh/brand/acme',
      '/en/brand/acme',
      '/jp/brand/acme',
      '/zh/zh/brand/acme',
    ]) {
      expect([href, contentLinkFor(href, 'zh')]).toEqual([href, '/zh/brand/acme']);
      expect([href, contentLinkFor(href, 'en')]).toEqual([href, '/en/brand/acme']);
      expect([href, contentLinkFor(href, 'jp')]).toEqual([href, '/brand/acme']);
    }
  });

  it('drop device segments, so that the reader’s own layout is served', () => {
    expect(contentLinkFor('/pc/brand/acme', 'zh')).toBe('/zh/brand/acme');
    expect(contentLinkFor('/zh/mobile/brand/acme', 'zh')).toBe('/zh/brand/acme');
    expect(contentLinkFor('/mobile/en/news', 'en')).toBe('/en/news');
    expect(contentLinkFor('/zh/pc', 'jp')).toBe('/');
    expect(contentLinkFor('/en/', 'zh')).toBe('/zh');
  });

  it('keep query, fragment and a trailing slash', () => {
    expect(contentLinkFor('/zh/news?year=2024#list', 'en')).toBe('/en/news?year=2024#list');
    expect(contentLinkFor('/news/', 'zh')).toBe('/zh/news/');
  });

  it('read absolute links to the site’s own origin as site links', () => {
    expect(contentLinkFor(`${SITE}/zh/brand/acme`, 'en', SITE)).toBe('/en/brand/acme');
    expect(contentLinkFor(`${SITE}/brand/acme?x=1`, 'zh', `${SITE}/`)).toBe('/zh/brand/acme?x=1');
    expect(contentLinkFor(`${SITE}/`, 'zh', SITE)).toBe('/zh');
    // Without the site's origin, or on another origin, the address is another site's.
    expect(contentLinkFor(`${SITE}/brand/acme`, 'zh')).toBeNull();
    expect(contentLinkFor('https://other.example/brand/acme', 'zh', SITE)).toBeNull();
    expect(contentLinkFor('http://www.example.com/brand/acme', 'zh', SITE)).toBeNull();
  });

  it('leave files, other sites, protocol-relative, mail and phone links alone', () => {
    for (const href of [
      '/uploads/a.pdf',
      '/favicon.ico',
      '/zh/sitemap.xml',
      '/website/content/files/1',
      '//evil.example/brand',
      'mailto:a@example.com',
      'tel:+81',
      'javascript:alert(1)',
      '#top',
      'brand/acme',
      '',
    ]) {
      expect([href, contentLinkFor(href, 'zh', SITE)]).toEqual([href, null]);
    }
  });

  it('name the language and route they point at', () => {
    expect(parseSitePageLink('/en/pc/rep/search?q=1')).toEqual({
      locale: 'en',
      route: '/rep/search',
      rest: '?q=1',
    });
    expect(parseSitePageLink('/news')).toEqual({ locale: 'jp', route: '/news', rest: '' });
  });
});

describe('content links in a layout', () => {
  it('carry the device segment on a page in the build’s other layout, none in its root layout', () => {
    expect(contentLinkInLayout('/zh/brand/acme', 'mobile', 'pc')).toBe('/zh/mobile/brand/acme');
    expect(contentLinkInLayout('/brand/acme', 'pc', 'mobile')).toBe('/pc/brand/acme');
    expect(contentLinkInLayout('/en', 'mobile', 'pc')).toBe('/en/mobile');
    expect(contentLinkInLayout('/zh/brand/acme', 'pc', 'pc')).toBe('/zh/brand/acme');
    expect(contentLinkInLayout('/uploads/a.pdf', 'mobile', 'pc')).toBeNull();
  });

  it('rewrite the site links of sanitized HTML and nothing else', () => {
    const html =
      '<p><a href="/zh/brand/acme">a</a> <a href="/zh/news?year=2024&amp;tag=sic">n</a> ' +
      '<a href="https://example.org/brand" rel="noopener noreferrer" target="_blank">x</a> ' +
      '<a href="/uploads/a.pdf">f</a></p><img src="/brand/acme" />';
    expect(contentLinksInLayout(html, 'mobile', 'pc')).toBe(
      '<p><a href="/zh/mobile/brand/acme">a</a> <a href="/zh/mobile/news?year=2024&amp;tag=sic">n</a> ' +
        '<a href="https://example.org/brand" rel="noopener noreferrer" target="_blank">x</a> ' +
        '<a href="/uploads/a.pdf">f</a></p><img src="/brand/acme" />',
    );
    expect(contentLinksInLayout(html, 'pc', 'pc')).toBe(html);
  });
});
