import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { HTML_LANG, type Locale } from '@site/routing';
import enParts from '@site/locales/en/parts.json';
import jpParts from '@site/locales/jp/parts.json';
import zhParts from '@site/locales/zh/parts.json';
import { CLIENT_ID, DEMO_MEMBER, expectLoggedIn, login, url } from './account-support';

/**
 * Server-rendered part and comparison pages (decision 095) against the running system, in
 * the project's layout (desktop: pc, phone: mobile) and every language: the part number is in
 * the HTML before any script, the page hydrates on the server's DOM (no console error, React's
 * #418/#423 included, and the server's nodes stay), a visitor sees the summary and the register
 * prompt, a substitute's links open its part page and the pair's page, axe finds nothing, a
 * search result opens the path form, the old query addresses answer 301 to it, an unknown part
 * is the not-found page, and a member gets the full graded list with explanations.
 */
const PARTS = { jp: jpParts, zh: zhParts, en: enParts } as const;
const QUERY = 'STM32F103C8T6';
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function watchConsole(page: Page, allowed404: string[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = new URL(message.location().url || 'about:blank', 'http://x').pathname;
    if (/status of 404/.test(message.text()) && allowed404.includes(at)) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * Marks the server's `<h1>` and the page frame's `<header>` as the HTML parser makes them, before
 * any script runs; `serverDomKept` then says whether hydration kept those very nodes (a
 * hydration mismatch makes React render the whole page again, with new nodes).
 */
async function markServerDom(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const held = window as unknown as { serverNodes?: HTMLElement[] };
      held.serverNodes = [document.querySelector('h1'), document.querySelector('header')].filter(
        (node): node is HTMLElement => node !== null,
      );
    });
  });
}

async function serverDomKept(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    ((window as unknown as { serverNodes?: Element[] }).serverNodes ?? []).map((node) => node.isConnected),
  );
}

async function partIdOf(request: APIRequestContext, locale: Locale, mpn = QUERY): Promise<string> {
  const found = await request.get(`/website/parts/search?q=${mpn}&mode=exact`, {
    headers: { clientId: CLIENT_ID, 'x-locale': locale },
  });
  return ((await found.json()).data.items as { id: string; mpn: string }[]).find((i) => i.mpn === mpn)!.id;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
  return (results as AxeResults).violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
  );
}

for (const locale of ['jp', 'zh', 'en'] as Locale[]) {
  test(`${locale}: a visitor opens a part page and a comparison page by their path`, async ({
    page,
    request,
  }, info) => {
    const p = PARTS[locale];
    const device = info.project.name === 'phone' ? 'mobile' : 'pc';
    const id = await partIdOf(request, locale);
    const path = url(locale, `/rep/part/${id}`);

    // In the HTML as the server sends it, before any script.
    const raw = await request.get(path);
    expect(raw.status()).toBe(200);
    expect(await raw.text()).toContain(`<h1 class="part-page__title">${QUERY}</h1>`);

    // Hydrated on the server's DOM: no console error (React's #418/#423 were the symptom of
    // the parts strings missing at hydration, decision 095) and the server's nodes kept.
    const errors = watchConsole(page);
    await markServerDom(page);
    expect((await page.goto(path))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await serverDomKept(page)).toEqual([true, true]);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', device);
    await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
    await expect(page.getByTestId('substitute-summary')).toContainText(
      p.substitutes.titleFor.replace('{{mpn}}', QUERY),
    );
    await expect(page.getByTestId('parts-register-prompt')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(QUERY));
    expect(await axeViolations(page)).toEqual([]);

    // A substitute opens its own page, and the pair's.
    const item = page.locator('.part-page__substitute').first();
    const substitute = (await item.locator('.part-page__mpn').textContent())!.trim();
    await item.locator('.part-page__mpn').click();
    await expect(page.getByRole('heading', { level: 1, name: substitute })).toBeVisible();
    await page.goBack();
    await page
      .locator('.part-page__substitute')
      .first()
      .getByRole('link', { name: p.substitutes.compare })
      .click();
    await page.waitForLoadState('networkidle');
    const title = p.compare.titleFor.replace('{{a}}', QUERY).replace('{{b}}', substitute);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('compare-summary')).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${url(locale, `/rep/compare/${id}/`)}`));
    expect(await serverDomKept(page)).toEqual([true, true]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${locale}: a search result opens the part page at its path`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(url(locale, '/rep/search', `?q=${QUERY}`));
    await page.waitForLoadState('networkidle');
    const link = page.getByTestId('part-result').getByRole('link', { name: QUERY, exact: true }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${url(locale, '/rep/part/')}[a-z0-9]+-${QUERY}$`));
    // A client-side navigation: the route's page data at the part's address, the part from the API.
    await link.click();
    await expect(page).toHaveURL((address) => address.pathname === href);
    await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
    await expect(page.getByTestId('parts-register-prompt')).toBeVisible();
    // Loaded from outside, the same address is the server's page.
    await markServerDom(page);
    expect((await page.goto(href!))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
    expect(await serverDomKept(page)).toEqual([true, true]);
    expect(errors).toEqual([]);
  });

  test(`${locale}: the old query addresses answer 301 to the path form`, async ({ page, request }, info) => {
    const id = await partIdOf(request, locale);
    const other = await partIdOf(request, locale, 'GD32F103C8T6');
    const layout = info.project.name === 'phone' ? '/pc' : '/mobile';
    for (const [old, target] of [
      [url(locale, '/rep/part', `?id=${id}`), url(locale, `/rep/part/${id}`)],
      [
        url(locale, '/rep/part', `?id=${id}&grade=A&page=2`),
        url(locale, `/rep/part/${id}`, '?grade=A&page=2'),
      ],
      [url(locale, '/rep/compare', `?a=${id}&b=${other}`), url(locale, `/rep/compare/${id}/${other}`)],
      [url(locale, `${layout}/rep/part`, `?id=${id}`), url(locale, `${layout}/rep/part/${id}`)],
    ]) {
      const answer = await request.get(old, { maxRedirects: 0 });
      expect([old, answer.status()]).toEqual([old, 301]);
      expect([old, answer.headers().location]).toEqual([old, target]);
    }
    const errors = watchConsole(page);
    await page.goto(url(locale, '/rep/compare', `?a=${id}&b=${other}`));
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(url(locale, `/rep/compare/${id}/${other}`));
    await expect(page.getByTestId('compare-summary')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${locale}: an unknown part is the not-found page of its language and layout`, async ({
    page,
  }, info) => {
    const device = info.project.name === 'phone' ? 'mobile' : 'pc';
    const path = url(locale, '/rep/part/ti-NOSUCHPART0');
    const errors = watchConsole(page, [path, `/page-data${path}/page-data.json`]);
    expect((await page.goto(path))?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('not-found-message')).toContainText(path);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', device);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
  });
}

test('en: a member gets the full graded list with explanations on the part page', async ({
  page,
  request,
}) => {
  await login(page, 'en', DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expectLoggedIn(page, 'en');
  const id = await partIdOf(request, 'en');
  const errors = watchConsole(page);
  await page.goto(url('en', `/rep/part/${id}`));
  const table = page.getByRole('table', { name: enParts.substitutes.caption.replace('{{mpn}}', QUERY) });
  await expect(table).toBeVisible();
  await expect(page.getByTestId('parts-register-prompt')).toHaveCount(0);
  const first = table.getByTestId('substitute-row').first();
  await first.getByRole('button', { name: enParts.substitutes.explain }).click();
  await expect(page.locator('tbody tr[data-verdict]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
