import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, STATIC_ROUTES, buildPath, localePrefix, type Device, type Locale } from '@site/routing';
import { AGENTS, deviceOf, type AgentName } from '../support/agents';

const HTML_LANG: Record<Locale, string> = { jp: 'ja', zh: 'zh-CN', en: 'en' };
const AGENT_NAMES = Object.keys(AGENTS) as AgentName[];
/** Tests that do not depend on the browser profile; one project runs them (playwright.config.ts). */
const HTTP_ONLY = '@http-only';

async function get(request: APIRequestContext, path: string, agent: AgentName) {
  return request.get(path, { headers: { 'user-agent': AGENTS[agent] }, maxRedirects: 0 });
}

function layoutOf(html: string): string | undefined {
  return html.match(/data-layout="(pc|mobile)"/)?.[1];
}

/** Detail pages of each section, read from the sitemap of each language. */
async function detailRoutes(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const response = await request.get(`${localePrefix(locale)}/sitemap.xml`);
  const xml = await response.text();
  const prefix = localePrefix(locale);
  const routes = new Set<string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname.slice(prefix.length);
    const section = path.match(/^\/(news|announce|brand|org)\/[^/]+$/)?.[1];
    if (section && ![...routes].some((r) => r.startsWith(`/${section}/`))) routes.add(path);
  }
  return [...routes];
}

test.describe('device-aware routes', () => {
  for (const locale of LOCALES) {
    // Plain HTTP with every agent's user-agent: the desktop project runs it (HTTP_ONLY tag).
    test(`every route in ${locale} for every agent`, { tag: HTTP_ONLY }, async ({ request }) => {
      const routes = [...STATIC_ROUTES, ...(await detailRoutes(request, locale))];
      for (const agent of AGENT_NAMES) {
        const device = deviceOf(agent);
        const other: Device = device === 'pc' ? 'mobile' : 'pc';
        for (const route of routes) {
          const root = buildPath({ locale, device, route }, device);
          const rootAnswer = await get(request, root, agent);
          expect(rootAnswer.status(), `${agent} ${root}`).toBe(200);
          const rootHtml = await rootAnswer.text();
          expect(layoutOf(rootHtml), `${agent} ${root} layout`).toBe(device);
          expect(rootHtml).toContain(`<html lang="${HTML_LANG[locale]}"`);

          const otherPath = buildPath({ locale, device: other, route }, device);
          const otherAnswer = await get(request, otherPath, agent);
          expect(otherAnswer.status(), `${agent} ${otherPath}`).toBe(200);
          expect(layoutOf(await otherAnswer.text()), `${agent} ${otherPath} layout`).toBe(other);

          const ownPrefixed = buildPath({ locale, device, route }, other);
          const redirect = await get(request, ownPrefixed, agent);
          expect(redirect.status(), `${agent} ${ownPrefixed}`).toBe(301);
          expect(redirect.headers()['location']).toBe(root);
        }
        const unknown = `${localePrefix(locale)}/no-such-page-${agent}`;
        const notFound = await get(request, unknown, agent);
        expect(notFound.status(), `${agent} ${unknown}`).toBe(404);
        const notFoundHtml = await notFound.text();
        expect(notFoundHtml).toContain(`<html lang="${HTML_LANG[locale]}"`);
        expect(layoutOf(notFoundHtml)).toBe(device);
      }
    });
  }
});

test.describe('address bar', () => {
  test('keeps the requested URL after load and after client navigation', async ({ page }, testInfo) => {
    const device: Device = testInfo.project.name === 'phone' ? 'mobile' : 'pc';
    const other: Device = device === 'pc' ? 'mobile' : 'pc';
    for (const start of ['/en/news', `/${other}/news`, `/zh/${other}/brand`]) {
      await page.goto(start);
      await expect(page.locator('[data-layout]').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(start);
      // Client-side navigation through the header or drawer menu.
      const layout = page.locator('[data-layout]').first();
      const expectedLayout = start.includes(`/${other}/`) ? other : device;
      await expect(layout).toHaveAttribute('data-layout', expectedLayout);
      if (expectedLayout === 'mobile') await page.locator('header button[aria-controls]').click();
      await page.locator('header nav a[href$="/announce"]').first().click();
      const target = start.replace(/\/(news|brand)$/, '/announce');
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', expectedLayout);
    }
  });

  test('the language switch keeps the page and the layout', async ({ page }, testInfo) => {
    const device: Device = testInfo.project.name === 'phone' ? 'mobile' : 'pc';
    const other: Device = device === 'pc' ? 'mobile' : 'pc';
    await page.goto(`/${other}/news`);
    if (other === 'mobile') await page.locator('header button[aria-controls]').click();
    const english = page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', `/en/${other}/news`);
    await english.click();
    await expect(page).toHaveURL((url) => url.pathname === `/en/${other}/news`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  });
});

test.describe('language memory', () => {
  // A Japanese browser: without the cookies, / would be Japanese.
  test.use({ locale: 'ja-JP' });

  test('a reader who came in through a link to /en opens / in English (decision 090)', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect
      .poll(async () =>
        (await page.context().cookies())
          .filter((cookie) => ['language', 'locale'].includes(cookie.name))
          .map(
            (cookie) =>
              `${cookie.name}=${cookie.value} ${Math.round((cookie.expires - Date.now() / 1000) / 86400)}d`,
          )
          .sort(),
      )
      .toEqual(['language=en 365d', 'locale=en 365d']);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('stylesheet', () => {
  // Decision 077: the site's stylesheet is a cached file, not inlined into every page.
  test('a page links the one site stylesheet, and a client navigation does not load it again', async ({
    page,
  }, testInfo) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/news');
    const links = page.locator('link[rel="stylesheet"]');
    await expect(links).toHaveCount(1);
    const href = await links.getAttribute('href');
    expect(href).toMatch(/^\/styles\.[0-9a-f]+\.css$/);
    await expect(page.locator('style[data-identity="gatsby-global-css"]')).toHaveCount(0);

    if (testInfo.project.name === 'phone') await page.locator('header button[aria-controls]').click();
    await page.locator('header nav a[href$="/announce"]').first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/announce');
    await expect(links).toHaveCount(1);
    expect(requested).toEqual([href]);
  });
});

test.describe('sitemaps', () => {
  for (const locale of LOCALES) {
    test(
      `${localePrefix(locale) || '/'} sitemap is valid and lists each indexable page once`,
      { tag: HTTP_ONLY },
      async ({ page, request }) => {
        const response = await request.get(`${localePrefix(locale)}/sitemap.xml`);
        expect(response.status()).toBe(200);
        const xml = await response.text();
        await page.goto('/');
        const parsed = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const error = doc.getElementsByTagName('parsererror').length > 0;
          const urls = [...doc.getElementsByTagName('url')].map((url) => ({
            loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
            alternates: url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
          }));
          return { error, urls };
        }, xml);
        expect(parsed.error).toBe(false);
        const locs = parsed.urls.map((url) => new URL(url.loc).pathname);
        expect(new Set(locs).size).toBe(locs.length);
        for (const url of parsed.urls) expect(url.alternates).toBe(3);
        for (const route of [
          '/',
          '/news',
          '/brand',
          '/org',
          '/announce',
          '/about',
          '/rep',
          '/contact',
          '/privacy-policy',
          '/terms-of-use',
        ]) {
          expect(locs).toContain(buildPath({ locale, device: 'pc', route }, 'pc'));
        }
        for (const route of [
          '/login',
          '/register',
          '/forget-pwd',
          '/account-active',
          '/history-active',
          '/pwd-active',
        ]) {
          expect(locs).not.toContain(buildPath({ locale, device: 'pc', route }, 'pc'));
        }
        expect(locs.some((path) => /\/(mobile|pc)(\/|$)/.test(path))).toBe(false);
      },
    );
  }
});
