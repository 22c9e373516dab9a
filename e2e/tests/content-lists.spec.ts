import { expect, test, type Page } from '@playwright/test';
import { localePrefix, type Locale } from '@site/routing';
import enAnnounce from '@site/locales/en/announce.json';
import enCommon from '@site/locales/en/common.json';
import enNews from '@site/locales/en/news.json';
import enOrg from '@site/locales/en/org.json';
import jpAnnounce from '@site/locales/jp/announce.json';
import jpCommon from '@site/locales/jp/common.json';
import jpNews from '@site/locales/jp/news.json';
import zhOrg from '@site/locales/zh/org.json';

/**
 * Content lists against the running system with the CMS demo content (cms/scripts/seed,
 * default sizes: 200 news 2019–2026 tagged e.g. `sic`, 50 notices with the categories
 * service, maintenance, events and policy, 500 enterprises A–Z plus 'Other').
 * The device comes from the project's user agent, so each test runs in both layouts.
 */

const NEWS = { en: enNews.list, jp: jpNews.list } as const;
const ANNOUNCE = { en: enAnnounce.list, jp: jpAnnounce.list } as const;
const ORG = { en: enOrg.list, zh: zhOrg.list } as const;
const PAGINATION = { en: enCommon.pagination.label, jp: jpCommon.pagination.label } as const;
const PAGE_LINK = { en: enCommon.pagination.page, jp: jpCommon.pagination.page } as const;
const KEYWORD_REQUIRED = {
  en: enCommon.search.keywordRequired,
  jp: jpCommon.search.keywordRequired,
} as const;

const url = (locale: Locale, route: string, search = '') => `${localePrefix(locale)}${route}${search}`;

/** On mobile the filters sit in a disclosure above the results. */
async function openFilters(page: Page, label: string) {
  const summary = page.locator('summary', { hasText: label });
  if (await summary.isVisible()) {
    const details = page.locator('details', { has: summary });
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await summary.click();
  }
}

/** The result count once the list shows the state of `search` (in the site's parameter order). */
async function countFor(page: Page, search: string): Promise<string> {
  const status = page.locator(`[data-testid="result-count"][data-query="${search}"]`);
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? '';
}

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function datesOf(page: Page): Promise<string[]> {
  return page
    .locator('main article time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
}

for (const locale of ['en', 'jp'] as const) {
  const s = NEWS[locale];

  test.describe(`news list (${locale})`, () => {
    test('first page is in the HTML, pages follow in the URL and history', async ({ page }) => {
      await page.goto(url(locale, '/news'));
      await expect(page.locator('main article')).toHaveCount(10);
      const total = number(await countFor(page, ''));
      expect(total).toBeGreaterThan(10);
      const pagination = page.getByRole('navigation', { name: PAGINATION[locale] });
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
      const firstTitle = await page.locator('main article h2').first().textContent();

      await pagination
        .getByRole('link', { name: PAGE_LINK[locale].replace('{{page}}', '2'), exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await countFor(page, '?page=2');
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
      await expect(page.locator('main article h2').first()).not.toHaveText(firstTitle ?? '');

      await page.goBack();
      await countFor(page, '');
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
      await expect(page.locator('main article h2').first()).toHaveText(firstTitle ?? '');
    });

    test('year filter keeps only that year', async ({ page }) => {
      await page.goto(url(locale, '/news'));
      await openFilters(page, s.filters);
      await page.getByRole('link', { name: s.year.replace('{{year}}', '2024'), exact: true }).click();
      await expect(page).toHaveURL(/[?&]year=2024\b/);
      await countFor(page, '?year=2024');
      await expect(
        page.getByRole('link', { name: s.year.replace('{{year}}', '2024'), exact: true }),
      ).toHaveAttribute('aria-current', 'true');
      const dates = await datesOf(page);
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(date.startsWith('2024')).toBe(true);
    });

    test('year and tag together, shared by URL', async ({ page }) => {
      await page.goto(url(locale, '/news', '?year=2024&tag=sic'));
      const count = number(await countFor(page, '?year=2024&tag=sic'));
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(30);
      for (const date of await datesOf(page)) expect(date.startsWith('2024')).toBe(true);
      for (const article of await page.locator('main article').all()) {
        await expect(article.locator('a[href*="tag=sic"]')).toHaveCount(1);
      }
    });

    test('keyword search needs a keyword and goes into the URL', async ({ page }) => {
      await page.goto(url(locale, '/news'));
      await openFilters(page, s.filters);
      const box = page.getByRole('searchbox', { name: s.searchLabel });
      await page.getByRole('search').getByRole('button', { name: s.searchButton }).click();
      await expect(page.getByRole('alert')).toHaveText(KEYWORD_REQUIRED[locale]);
      await expect(box).toHaveAttribute('aria-invalid', 'true');

      await box.fill('RISC-V');
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]q=RISC-V\b/);
      expect(number(await countFor(page, '?q=RISC-V'))).toBeGreaterThan(0);
      await openFilters(page, s.filters);
      await expect(page.getByRole('searchbox', { name: s.searchLabel })).toHaveValue('RISC-V');
    });

    test('no match shows the empty state', async ({ page }) => {
      await page.goto(url(locale, '/news', '?q=zzqx-no-such-article'));
      await countFor(page, '?q=zzqx-no-such-article');
      await expect(page.getByTestId('empty-state')).toContainText(s.empty);
      await expect(page.locator('main article')).toHaveCount(0);
      await page.getByRole('link', { name: s.showAll }).click();
      await countFor(page, '');
      await expect(page.locator('main article')).toHaveCount(10);
    });
  });
}

for (const locale of ['en', 'zh'] as const) {
  const s = ORG[locale];

  test.describe(`enterprise overview (${locale})`, () => {
    test('alphabet filter, Other group and company count', async ({ page }) => {
      await page.goto(url(locale, '/org'));
      const total = number(await countFor(page, ''));
      expect(total).toBeGreaterThan(20);
      await openFilters(page, s.filters);
      await page.getByRole('link', { name: 'Q', exact: true }).click();
      await expect(page).toHaveURL(/[?&]initial=Q\b/);
      const qCount = number(await countFor(page, '?initial=Q'));
      expect(qCount).toBeGreaterThan(0);
      expect(qCount).toBeLessThan(total);
      for (const title of await page.locator('main article h2').allTextContents())
        expect(title.trim()).toMatch(/^Q/);

      await page.goto(url(locale, '/org', '?initial=Other'));
      expect(number(await countFor(page, '?initial=Other'))).toBeGreaterThan(0);
      for (const title of await page.locator('main article h2').allTextContents())
        expect(title.trim()).not.toMatch(/^[A-Z]/);
    });

    test('keyword without match shows the empty result', async ({ page }) => {
      await page.goto(url(locale, '/org'));
      await openFilters(page, s.filters);
      const box = page.getByRole('searchbox', { name: s.searchLabel });
      await box.fill('zzqx-no-such-company');
      await box.press('Enter');
      await countFor(page, '?q=zzqx-no-such-company');
      await expect(page.getByTestId('empty-state')).toContainText(s.empty);
      await page.goBack();
      await countFor(page, '');
      await expect(page.locator('main article').first()).toBeVisible();
    });
  });
}

for (const locale of ['en', 'jp'] as const) {
  const s = ANNOUNCE[locale];

  test.describe(`notices (${locale})`, () => {
    test('year filter, then category filter instead', async ({ page }) => {
      await page.goto(url(locale, '/announce'));
      await openFilters(page, s.filters);
      await page.getByRole('link', { name: s.year.replace('{{year}}', '2024'), exact: true }).click();
      await expect(page).toHaveURL(/[?&]year=2024\b/);
      await countFor(page, '?year=2024');
      const dates = await datesOf(page);
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(date.startsWith('2024')).toBe(true);

      await openFilters(page, s.filters);
      const maintenance = page.locator('a[href*="category=maintenance"]').first();
      await maintenance.click();
      await expect(page).toHaveURL(/[?&]category=maintenance\b/);
      await expect(page).not.toHaveURL(/year=/);
      expect(number(await countFor(page, '?category=maintenance'))).toBeGreaterThan(0);
    });

    test('a year without notices shows the empty state', async ({ page }) => {
      await page.goto(url(locale, '/announce', '?year=2001'));
      await countFor(page, '?year=2001');
      await expect(page.getByTestId('empty-state')).toContainText(s.empty);
    });
  });
}

test('home shows the tiles of every section and the latest news', async ({ page }) => {
  await page.goto('/en');
  for (const tile of ['rep', 'news', 'brand', 'org', 'about'])
    await expect(page.getByTestId(`home-tile-${tile}`)).toBeVisible();
  await expect(page.getByTestId('home-tile-news').locator('a[href$="/news"]')).toBeVisible();
  await expect(page.getByTestId('home-tile-news').locator('article, li')).toHaveCount(5);
});
