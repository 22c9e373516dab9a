import { expect, test, type Page } from '@playwright/test';
import { HREFLANG, LOCALES, localePrefix } from '@site/routing';
import { pageTypes } from '../a11y/page-types';

/** Plain HTTP checks run once, in the desktop project (playwright.config.ts). */
const HTTP_ONLY = '@http-only';

test.describe('files crawlers and browsers ask for', () => {
  test(
    'robots.txt names the three sitemaps; the favicon, icons and manifests answer',
    { tag: HTTP_ONLY },
    async ({ request, baseURL }) => {
      const robots = await request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toContain('text/plain');
      const sitemaps = (await robots.text()).split('\n').filter((line) => line.startsWith('Sitemap: '));
      expect(sitemaps).toHaveLength(3);
      for (const line of sitemaps) {
        const sitemap = await request.get(new URL(line.slice('Sitemap: '.length)).pathname);
        expect(sitemap.status(), line).toBe(200);
      }
      for (const [path, type] of [
        ['/favicon.ico', 'image/x-icon'],
        ['/icon.svg', 'image/svg+xml'],
        ['/apple-touch-icon.png', 'image/png'],
        ['/icon-192.png', 'image/png'],
        ['/icon-512.png', 'image/png'],
        ['/og-image.png', 'image/png'],
      ]) {
        const answer = await request.get(path);
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()['content-type'], path).toContain(type);
      }
      for (const locale of LOCALES) {
        const answer = await request.get(`${localePrefix(locale)}/manifest.webmanifest`);
        expect(answer.status()).toBe(200);
        const manifest = await answer.json();
        expect(manifest.start_url).toBe(localePrefix(locale) || '/');
        expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
      }
      expect(baseURL).toBeTruthy();
    },
  );
});

async function headOf(page: Page) {
  return page.evaluate(() => ({
    meta: Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [
        m.getAttribute('property') ?? m.getAttribute('name'),
        m.getAttribute('content'),
      ]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
  }));
}

test.describe('sharing tags, structured data and language links', () => {
  test('every indexable page type has Open Graph and Twitter tags; detail pages their JSON-LD', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const type of await pageTypes(request, 'en')) {
      await page.goto(type.path);
      const head = await headOf(page);
      const noindex = await page.locator('meta[name="robots"][content*="noindex"]').count();
      if (noindex || type.notFound) {
        expect(head.meta['og:title'], type.path).toBeUndefined();
        continue;
      }
      for (const key of [
        'og:title',
        'og:description',
        'og:image',
        'og:url',
        'og:locale',
        'twitter:card',
        'twitter:image',
      ]) {
        expect(head.meta[key], `${type.path} ${key}`).toBeTruthy();
      }
      expect(head.meta['og:locale']).toBe('en_US');
      const types = head.jsonLd.map((block) => block['@type']);
      const expected: Record<string, string[]> = {
        home: ['WebSite'],
        'news detail': ['NewsArticle', 'BreadcrumbList'],
        'brand detail': ['Organization', 'BreadcrumbList'],
        'org detail': ['Organization', 'BreadcrumbList'],
        'announce detail': ['BreadcrumbList'],
      };
      expect(types, type.path).toEqual(expected[type.name] ?? []);
      // The sharing image loads (from wherever it is today).
      const image = await request.get(head.meta['og:image']!);
      expect(image.status(), head.meta['og:image']).toBe(200);
    }
  });

  test('every sharing image is served by the site itself', async ({ page, request }) => {
    // Known gap, tracked here: CMS images (news covers, brand logos) are still served by the CMS
    // at its public address. This test turns red as "unexpectedly passed" once they come from
    // the site, and the annotation goes.
    test.fail(true, 'CMS images are not brought into the build yet');
    test.setTimeout(120_000);
    for (const type of await pageTypes(request, 'en')) {
      await page.goto(type.path);
      const head = await headOf(page);
      if (!head.meta['og:image']) continue;
      const image = await request.get(new URL(head.meta['og:image']).pathname);
      expect(image.status(), head.meta['og:image']).toBe(200);
    }
  });

  test('a members-only article says so in its JSON-LD and carries no body there', async ({ page }) => {
    await page.goto('/en/news');
    const membersOnly = page
      .locator('li, article')
      .filter({ hasText: /Members only/ })
      .locator('a[href*="/news/"]')
      .first();
    await expect(membersOnly).toBeVisible();
    await membersOnly.click();
    await page.waitForLoadState('networkidle');
    const news = (await headOf(page)).jsonLd.find((block) => block['@type'] === 'NewsArticle');
    expect(news).toMatchObject({ isAccessibleForFree: false, hasPart: { isAccessibleForFree: false } });
    expect(news.articleBody).toBeUndefined();
    await expect(page.locator(news.hasPart.cssSelector)).toHaveCount(1);
  });

  test('the language switch is links to the versions that exist, keeping the query and the layout', async ({
    page,
  }, info) => {
    const device = info.project.name === 'phone' ? 'mobile' : 'pc';
    await page.goto('/en/news?year=2024');
    const alternates = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
        l.getAttribute('hreflang'),
      ),
    );
    expect(alternates).toEqual(expect.arrayContaining(LOCALES.map((locale) => HREFLANG[locale])));
    const nav = page.getByRole('navigation', { name: 'Language' });
    // On a phone the language links are in the header's menu.
    if (device === 'mobile') await page.locator('header button[aria-controls]').click();
    await expect(nav.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/news');
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/zh/news' && url.search === '?year=2024');
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', device);
  });
});

test.describe('first screen', () => {
  test('home: the substitute-search tile is a band, not a tall empty box', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'the tiles stack on a phone');
    await page.goto('/en');
    const tile = await page.getByTestId('home-tile-rep').boundingBox();
    const news = await page.getByTestId('home-tile-news').boundingBox();
    expect(tile && news).toBeTruthy();
    expect(tile!.height).toBeLessThan(news!.height);
    expect(tile!.y + tile!.height).toBeLessThanOrEqual(news!.y);
    // The subtitle says something the title does not: it used to repeat it.
    const title = await page.locator('main h1').first().innerText();
    const subtitle = await page.locator('main h1 + p').first().innerText();
    expect(subtitle.toLowerCase().startsWith(title.toLowerCase())).toBe(false);
  });

  test('phone: a part search with a query shows results on the first screen, clear of the cookie banner', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'phones only');
    await page.goto('/en/rep/search?q=LM358');
    const first = page.getByTestId('part-result').first();
    await expect(first).toBeVisible();
    const viewport = page.viewportSize()!;
    const result = (await first.boundingBox())!;
    expect(result.y, 'first result starts on the first screen').toBeLessThan(viewport.height * 0.75);
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    const bannerBox = (await banner.boundingBox())!;
    const submit = (await page.getByRole('search').getByRole('button', { name: 'Search' }).boundingBox())!;
    expect(submit.y + submit.height, 'the search button is above the banner').toBeLessThanOrEqual(
      bannerBox.y,
    );
    expect(result.y, 'the first result starts above the banner').toBeLessThan(bannerBox.y);
  });

  test('phone: the main action of a form page scrolls clear of the cookie banner', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phones only');
    for (const [path, name] of [
      ['/en/login', 'Log in'],
      ['/en/register', 'Register'],
      ['/en/contact', 'Confirm'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('region', { name: /cookie/i });
      await expect(banner).toBeVisible();
      const action = page.getByRole('main').getByRole('button', { name, exact: true }).last();
      await action.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const box = (await action.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(box.y + box.height, `${path}: main action above the banner`).toBeLessThanOrEqual(
        bannerBox.y + 1,
      );
    }
  });
});
