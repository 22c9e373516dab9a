import { areaRule, decideRoute, pageOfFile, siteAreaOptions } from '../src';

const CN = { siteArea: 'CN', externalUrl: 'https://parts.example.cn/' };
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

describe('siteAreaOptions', () => {
  it('is empty without an area, and checks the external URL with CN', () => {
    expect(siteAreaOptions(undefined, undefined)).toEqual({});
    expect(siteAreaOptions('', 'https://x.example/')).toEqual({});
    expect(siteAreaOptions('CN', 'https://parts.example.cn/')).toEqual(CN);
  });

  it('refuses CN without the external URL, naming the missing setting', () => {
    expect(() => siteAreaOptions('CN', undefined)).toThrow(/SITE_AREA=CN needs SITE_AREA_REDIRECT_URL/);
    expect(() => siteAreaOptions('CN', '  ')).toThrow(/SITE_AREA_REDIRECT_URL/);
  });

  it('refuses an unknown area and an external URL that is not absolute http(s)', () => {
    expect(() => siteAreaOptions('cn', 'https://x.example/')).toThrow(/SITE_AREA must be CN or unset/);
    expect(() => siteAreaOptions('CN', '/elsewhere')).toThrow(/absolute http\(s\) URL/);
    expect(() => siteAreaOptions('CN', 'javascript:alert(1)')).toThrow(/absolute http\(s\) URL/);
  });
});

describe('pageOfFile', () => {
  it('maps page data and HTML files to their page', () => {
    expect(pageOfFile('/page-data/index/page-data.json')).toEqual({ kind: 'page-data', page: '/' });
    expect(pageOfFile('/page-data/news/page-data.json')).toEqual({ kind: 'page-data', page: '/news' });
    expect(pageOfFile('/page-data/en/mobile/rep/page-data.json')).toEqual({
      kind: 'page-data',
      page: '/en/mobile/rep',
    });
    expect(pageOfFile('/news/index.html')).toEqual({ kind: 'html', page: '/news/' });
    expect(pageOfFile('/index.html')).toEqual({ kind: 'html', page: '/' });
  });

  it('leaves shared files and not-found pages alone', () => {
    for (const path of [
      '/page-data/app-data.json',
      '/page-data/sq/d/123.json',
      '/page-data/404.html/page-data.json',
      '/page-data/en/404.html/page-data.json',
      '/404.html',
      '/app-0123456789abcdef.js',
      '/static/x/index.html',
    ]) {
      expect(pageOfFile(path)).toBeNull();
    }
  });
});

describe('areaRule', () => {
  it('opens everything without the CN area', () => {
    expect(areaRule('/page-data/news/page-data.json', {})).toEqual({ action: 'open' });
    expect(areaRule('/news/index.html', {})).toEqual({ action: 'open' });
  });

  it('refuses the page data of closed pages and keeps that of open ones', () => {
    expect(areaRule('/page-data/news/page-data.json', CN)).toEqual({ action: 'refuse-data' });
    expect(areaRule('/page-data/en/brand/acme/page-data.json', CN)).toEqual({ action: 'refuse-data' });
    expect(areaRule('/page-data/rep/search/page-data.json', CN)).toEqual({ action: 'refuse-data' });
    for (const open of ['index', 'rep', 'zh', 'en', 'zh/rep', 'en/rep']) {
      expect(areaRule(`/page-data/${open}/page-data.json`, CN)).toEqual({ action: 'open' });
    }
    expect(areaRule('/page-data/app-data.json', CN)).toEqual({ action: 'open' });
  });

  it('redirects the HTML file of a closed page like the page', () => {
    expect(areaRule('/news/index.html', CN)).toEqual({ action: 'redirect', location: CN.externalUrl });
    expect(areaRule('//news/index.html', CN)).toEqual({ action: 'redirect', location: CN.externalUrl });
    expect(areaRule('/en/rep/index.html', CN)).toEqual({ action: 'open' });
    expect(decideRoute('/news', '', DESKTOP, CN)).toEqual({
      action: 'redirect',
      status: 302,
      location: CN.externalUrl,
    });
  });
});
