import {
  CANONICAL_QUERY_WHITELIST,
  STATIC_ROUTES,
  buildPath,
  decideRoute,
  isIndexable,
  detectDevice,
  localeFromLanguages,
  parsePath,
  rootFormPath,
  switchLocalePath,
} from '../src';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('device rule', () => {
  it.each([
    [DESKTOP, 'pc'],
    [IPHONE, 'mobile'],
    [ANDROID, 'mobile'],
    [IPAD, 'mobile'],
    [undefined, 'pc'],
    ['curl/8.0', 'pc'],
  ])('%s is %s', (ua, device) => {
    expect(detectDevice(ua)).toBe(device);
  });
});

describe('paths', () => {
  it('builds root-device and other-device paths', () => {
    expect(buildPath({ locale: 'jp', device: 'pc', route: '/' }, 'pc')).toBe('/');
    expect(buildPath({ locale: 'jp', device: 'mobile', route: '/' }, 'pc')).toBe('/mobile');
    expect(buildPath({ locale: 'en', device: 'pc', route: '/news' }, 'pc')).toBe('/en/news');
    expect(buildPath({ locale: 'zh', device: 'pc', route: '/news/a-1' }, 'mobile')).toBe('/zh/pc/news/a-1');
    expect(rootFormPath('en', '/')).toBe('/en');
  });

  it('parses prefixes and segments', () => {
    expect(parsePath('/en/pc/news')).toEqual({
      locale: 'en',
      device: 'pc',
      route: '/news',
      hasLocalePrefix: true,
    });
    expect(parsePath('/login')).toEqual({
      locale: 'jp',
      device: null,
      route: '/login',
      hasLocalePrefix: false,
    });
    expect(parsePath('/zh')).toEqual({ locale: 'zh', device: null, route: '/', hasLocalePrefix: true });
  });

  it('switches language keeping page and device', () => {
    expect(switchLocalePath('/en/mobile/news/x', 'jp')).toBe('/mobile/news/x');
    expect(switchLocalePath('/brand', 'zh')).toBe('/zh/brand');
    expect(switchLocalePath('/en', 'jp')).toBe('/');
  });

  it('reads Accept-Language by quality', () => {
    expect(localeFromLanguages('fr;q=0.9, en;q=0.8, zh-CN;q=0.95')).toBe('zh');
    expect(localeFromLanguages(['de-DE', 'ja-JP'])).toBe('jp');
    expect(localeFromLanguages('de')).toBeNull();
  });
});

describe('route list', () => {
  it('holds the substitute-search pages under /rep', () => {
    expect(STATIC_ROUTES).toEqual(
      expect.arrayContaining(['/rep', '/rep/search', '/rep/part', '/rep/compare']),
    );
    expect(new Set(STATIC_ROUTES).size).toBe(STATIC_ROUTES.length);
    expect(buildPath({ locale: 'zh', device: 'mobile', route: '/rep/part' }, 'pc')).toBe(
      '/zh/mobile/rep/part',
    );
    expect(parsePath('/en/mobile/rep/compare')).toEqual({
      locale: 'en',
      device: 'mobile',
      route: '/rep/compare',
      hasLocalePrefix: true,
    });
    expect(switchLocalePath('/mobile/rep/search', 'en')).toBe('/en/mobile/rep/search');
  });

  it('indexes the search page but not the part and comparison shells, whose ids stay out of canonical links', () => {
    expect(isIndexable('/rep/search')).toBe(true);
    expect(isIndexable('/rep/part')).toBe(false);
    expect(isIndexable('/rep/compare')).toBe(false);
    expect(isIndexable('/login')).toBe(false);
    expect(CANONICAL_QUERY_WHITELIST).toEqual(expect.arrayContaining(['q', 'category', 'page']));
    for (const name of ['id', 'a', 'b']) expect(CANONICAL_QUERY_WHITELIST).not.toContain(name);
  });
});

describe('route decisions', () => {
  it('redirects the detected device own segment to the root form', () => {
    expect(decideRoute('/pc/login', '', DESKTOP)).toEqual({
      action: 'redirect',
      status: 301,
      location: '/login',
    });
    expect(decideRoute('/en/pc/news', '?page=2', DESKTOP)).toEqual({
      action: 'redirect',
      status: 301,
      location: '/en/news?page=2',
    });
    expect(decideRoute('/zh/mobile/news', '', IPHONE)).toEqual({
      action: 'redirect',
      status: 301,
      location: '/zh/news',
    });
  });

  it('serves the other device pages from the detected device build', () => {
    expect(decideRoute('/mobile/login', '', DESKTOP)).toEqual({
      action: 'serve',
      build: 'pc',
      pathname: '/mobile/login',
    });
    expect(decideRoute('/pc/login', '', ANDROID)).toEqual({
      action: 'serve',
      build: 'mobile',
      pathname: '/pc/login',
    });
  });

  it('applies the spec middleware', () => {
    expect(decideRoute('/bom', '', DESKTOP)).toEqual({ action: 'redirect', status: 302, location: '/' });
    const bad = decideRoute('/news/%E0%A4%A', '', DESKTOP);
    expect(bad).toEqual({ action: 'redirect', status: 302, location: '/news/%25E0%25A4%25A' });
    expect(decideRoute('//evil.example/%zz', '', DESKTOP)).toEqual({
      action: 'redirect',
      status: 302,
      location: '/evil.example/%25zz',
    });
    const cn = { siteArea: 'CN', externalUrl: 'https://example.cn/' };
    expect(decideRoute('/news', '', DESKTOP, cn)).toEqual({
      action: 'redirect',
      status: 302,
      location: 'https://example.cn/',
    });
    expect(decideRoute('/zh/rep', '', DESKTOP, cn).action).toBe('serve');
    expect(decideRoute('/', '', DESKTOP, cn).action).toBe('serve');
  });
});
