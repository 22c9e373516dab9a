import { expect, type APIRequestContext } from '@playwright/test';
import { DETAIL_SECTIONS, localePrefix, type Locale } from '@site/routing';

export interface PageType {
  /** What the page is, for messages: 'news detail', '404'. */
  name: string;
  /** Root-form path with query, in the locale. */
  path: string;
  notFound?: boolean;
}

/** One item of each detail section, from the locale's sitemap (root-form paths). */
async function detailPaths(request: APIRequestContext, locale: Locale): Promise<Map<string, string>> {
  const response = await request.get(`${localePrefix(locale)}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const prefix = localePrefix(locale);
  const found = new Map<string, string>();
  for (const [, loc] of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    const section = path.slice(prefix.length).match(/^\/([^/]+)\/[^/]+$/)?.[1];
    if (section && (DETAIL_SECTIONS as readonly string[]).includes(section) && !found.has(section))
      found.set(section, path);
  }
  return found;
}

/** Two part ids from the demo data, as a visitor's search returns them. */
async function partIds(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const response = await request.get('/website/parts/search?q=STM32F103&mode=prefix', {
    headers: { clientId: 'electronics-site-web', 'x-locale': locale },
  });
  const body = await response.json();
  expect(body.code, 'parts search').toBe(200);
  const ids = (body.data.items as { id: string }[]).map((item) => item.id);
  expect(ids.length, 'demo parts for the part and comparison pages').toBeGreaterThanOrEqual(2);
  return ids;
}

/**
 * Every page type of the site in one language, addressed in root form (the device comes from
 * the browser's user agent): each static route, one item of each detail section, the part
 * search with a query, a part, a comparison, and a not-found address.
 */
export async function pageTypes(request: APIRequestContext, locale: Locale): Promise<PageType[]> {
  const prefix = localePrefix(locale);
  const at = (route: string) => (route === '/' ? prefix || '/' : `${prefix}${route}`);
  const details = await detailPaths(request, locale);
  for (const section of DETAIL_SECTIONS)
    expect(details.get(section), `a ${section} item in ${locale}`).toBeTruthy();
  const [a, b] = await partIds(request, locale);
  return [
    { name: 'home', path: at('/') },
    ...(['/news', '/brand', '/org', '/announce'] as const).flatMap((route) => [
      { name: `${route.slice(1)} list`, path: at(route) },
      { name: `${route.slice(1)} detail`, path: details.get(route.slice(1))! },
    ]),
    { name: 'about', path: at('/about') },
    { name: 'substitute landing', path: at('/rep') },
    { name: 'part search', path: `${at('/rep/search')}?q=LM358` },
    // Server-rendered at their path form (decision 095); the query form answers 301 to it.
    { name: 'part', path: at(`/rep/part/${a}`) },
    { name: 'comparison', path: at(`/rep/compare/${a}/${b}`) },
    { name: 'contact', path: at('/contact') },
    { name: 'login', path: at('/login') },
    { name: 'register', path: at('/register') },
    { name: 'forgot password', path: at('/forget-pwd') },
    { name: 'account activation', path: at('/account-active') },
    { name: 'password reset', path: at('/pwd-active') },
    { name: 'consent', path: at('/history-active') },
    { name: 'privacy policy', path: at('/privacy-policy') },
    { name: 'terms of use', path: at('/terms-of-use') },
    { name: '404', path: at('/no-such-page-xyz'), notFound: true },
  ];
}
