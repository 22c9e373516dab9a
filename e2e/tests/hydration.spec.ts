import { expect, test, type Page } from '@playwright/test';
import { HTML_LANG } from '@site/routing';
import { T } from './account-support';

/**
 * A screen that is an island (src/features/app-shell/island.tsx) hydrates after the page
 * around it, when its own chunk is in. On a slow line the page is hydrated and its effects
 * have run long before that chunk arrives; an urgent update to a context above the island in
 * that window makes React give up on the island's server HTML (React error 421, reported as
 * an uncaught error) and render it again on the client. Here every script the page did not
 * name in its HTML (the island's chunk, lazily loaded parts) arrives late on purpose.
 */
const LATE_MS = 1500;

/** The script addresses a page's HTML names (its own chunks, preloaded or run at once). */
async function scriptsInHtml(page: Page, path: string): Promise<Set<string>> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const named = new Set<string>();
  for (const [, src] of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.js)"/g))
    named.add(new URL(src, 'http://site').pathname);
  return named;
}

async function withLateChunks(page: Page, path: string): Promise<string[]> {
  const named = await scriptsInHtml(page, path);
  const late: string[] = [];
  await page.route(/\.js(\?|$)/, async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (!named.has(pathname)) {
      late.push(pathname);
      await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    }
    await route.continue();
  });
  return late;
}

test.use({ locale: 'en-US' });

/** Uncaught errors and console errors of the page, as they come. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

// Forms (register, contact).
const ISLAND_PAGES = [
  {
    path: '/en/register',
    ready: (page: Page) => page.getByRole('button', { name: T.en.account.register.submit }),
  },
  {
    path: '/en/contact',
    ready: (page: Page) => page.getByRole('button', { name: T.en.contact.input.submit }),
  },
];

for (const { path, ready } of ISLAND_PAGES) {
  test(`${path}: an island whose chunk arrives after the page hydrated keeps its server HTML (no React error 421)`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const late = await withLateChunks(page, path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(late.length, 'scripts that arrived late').toBeGreaterThan(0);
    await expect(ready(page)).toBeVisible();
    await expect(ready(page)).toBeEnabled();
    expect(errors).toEqual([]);
  });
}

/** Whether React manages a DOM node: React keeps its fiber on the nodes it hydrated or made. */
const managedByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

// Lists, the home page's tiles and the footer keep the server's markup on the first load
// (StaticMarkup, decision 098 sixth round): React makes no fiber for them, and their links
// still navigate on the client.
test('/en/news: the list and the footer keep the server’s markup; their links navigate on the client', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/news');
  await page.waitForLoadState('networkidle');
  const entry = page.locator('[data-static] article h2 a').first();
  await expect(entry).toBeVisible();
  expect(await managedByReact(page, '[data-static] article h2 a')).toBe(false);
  expect(await managedByReact(page, 'footer[data-static] a')).toBe(false);
  // The keyword search beside it is React's, and works.
  expect(await managedByReact(page, 'input[type="search"], form input')).toBe(true);

  const href = await entry.getAttribute('href');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await entry.click();
  await expect(page).toHaveURL(href!);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back on the list by a client navigation, React renders it as usual.
  await page.goBack();
  await expect(page.locator('article h2 a').first()).toBeVisible();
  expect(await managedByReact(page, 'article h2 a')).toBe(true);
  await expect(page.locator('[data-static]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Setting `lang` on <html>, even to the value it has, makes Chromium restyle every element of the
// page (decision 098, tenth round): the first load leaves it as the server wrote it.
for (const [path, locale] of [
  ['/news', 'jp'],
  ['/zh/news', 'zh'],
  ['/en/contact', 'en'],
] as const) {
  test(`${path}: the first load sets no \`lang\` on <html>`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { langChanges: changes });
      new MutationObserver((records) => {
        for (const record of records) changes.push(String((record.target as Element).getAttribute('lang')));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    // The page is hydrated (its header is React's), and its Head, which renders after it.
    await expect.poll(() => managedByReact(page, 'header a')).toBe(true);
    expect(await page.evaluate(() => (window as { langChanges?: string[] }).langChanges)).toEqual([]);
  });
}

test('/en/news?year=…: a filtered list is React’s from the start', async ({ page }) => {
  await page.goto('/en/news?year=2024');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  expect(await managedByReact(page, 'article h2 a')).toBe(true);
});

// The part pages the site server renders (decision 095): a visitor's page is the server's markup,
// kept as it is (ServedPageSlot, decision 098 seventh round); its links load documents.
for (const path of [
  '/en/rep/part/st-STM32F103C8T6',
  '/zh/rep/compare/st-STM32F103C8T6/gigadevice-GD32F103C8T6',
]) {
  test(`${path}: a visitor's page keeps the server's markup, with scripts arriving late`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await withLateChunks(page, path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#part-page[data-static="document"] h1')).toBeVisible();
    expect(await managedByReact(page, '#part-page h1')).toBe(false);
    expect(await managedByReact(page, '#part-page a')).toBe(false);
    // The page around it is React's.
    expect(await managedByReact(page, 'header a')).toBe(true);

    // A link in the part's markup loads the page it names as a new document.
    const link = page.locator('#part-page a[href*="/rep/"]').last();
    const href = await link.getAttribute('href');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL(href!);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(errors).toEqual([]);
  });
}
