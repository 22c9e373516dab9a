import { keepNotFoundAddress, pageIdentity } from './page-identity';

describe('pageIdentity', () => {
  const notFound = {
    locale: 'jp' as const,
    device: 'pc' as const,
    route: '/404',
    alternates: [],
    indexable: false,
  };

  it('takes a page from its context', () => {
    expect(
      pageIdentity(
        { locale: 'zh', device: 'mobile', route: '/news', alternates: [], indexable: true },
        '/zh/news',
        'mobile',
      ),
    ).toEqual({ locale: 'zh', device: 'mobile', route: '/news' });
  });

  it('takes a not-found page from the address, in the static HTML and in the browser alike', () => {
    // Static HTML of each not-found page of a pc-root build.
    expect(pageIdentity({ ...notFound, locale: 'en' }, '/en/404.html', 'pc')).toEqual({
      locale: 'en',
      device: 'pc',
      route: '/404',
    });
    expect(pageIdentity({ ...notFound, device: 'mobile' }, '/mobile/404.html', 'pc')).toEqual({
      locale: 'jp',
      device: 'mobile',
      route: '/404',
    });
    // In the browser the runtime hands over the default not-found page's context.
    expect(pageIdentity(notFound, '/en/no-such-page-xyz', 'pc')).toEqual({
      locale: 'en',
      device: 'pc',
      route: '/404',
    });
    expect(pageIdentity(notFound, '/zh/mobile/a/b', 'pc')).toEqual({
      locale: 'zh',
      device: 'mobile',
      route: '/404',
    });
    expect(pageIdentity({ ...notFound, device: 'mobile' }, '/en/pc/nothing', 'mobile')).toEqual({
      locale: 'en',
      device: 'pc',
      route: '/404',
    });
    expect(pageIdentity({ ...notFound, device: 'mobile' }, '/nothing', 'mobile')).toEqual({
      locale: 'jp',
      device: 'mobile',
      route: '/404',
    });
  });
});

describe('keepNotFoundAddress', () => {
  const win = (pagePath: string | undefined, pathname: string) => ({ pagePath, location: { pathname } });

  it('declares a not-found page of another language or layout as /404.html', () => {
    for (const [pagePath, pathname] of [
      ['/en/404.html', '/en/no-such-page-xyz'],
      ['/zh/mobile/404.html', '/zh/mobile/x'],
      ['/pc/404.html', '/pc/x/y'],
    ]) {
      const w = win(pagePath, pathname);
      expect(keepNotFoundAddress(w)).toBe(true);
      expect(w.pagePath).toBe('/404.html');
    }
  });

  it('leaves other pages, the default not-found page and a not-found page at its own address alone', () => {
    for (const [pagePath, pathname] of [
      ['/en/news', '/en/news'],
      ['/404.html', '/no-such-page'],
      ['/en/404.html', '/en/404.html'],
      ['/en/news-404.html/x', '/en/y'],
    ]) {
      const w = win(pagePath, pathname);
      expect(keepNotFoundAddress(w)).toBe(false);
      expect(w.pagePath).toBe(pagePath);
    }
    expect(keepNotFoundAddress(win(undefined, '/x'))).toBe(false);
  });
});
