import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { HTML_LANG, type Locale } from '@site/routing';
import enParts from '@site/locales/en/parts.json';
import jpParts from '@site/locales/jp/parts.json';
import zhParts from '@site/locales/zh/parts.json';
import { CLIENT_ID, DEMO_MEMBER, expectLoggedIn, login, url } from './account-support';

/**
 * Server-rendered part and comparison pages (decision 095) against the running system, in
 * the project's layout (desktop: pc, phone: mobile) and every language: the part number is in
 * the HTML before any script, a visitor sees the
 * summary and the register prompt, a substitute's links open its part page and the pair's
 * page, axe finds nothing, an unknown part is the not-found page, and a member gets the full
 * graded list with explanations.
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
    const found = await request.get(`/website/parts/search?q=${QUERY}&mode=exact`, {
      headers: { clientId: CLIENT_ID, 'x-locale': locale },
    });
    const id = ((await found.json()).data.items as { id: string; mpn: string }[]).find(
      (i) => i.mpn === QUERY,
    )!.id;
    const path = url(locale, `/rep/part/${id}`);

    // In the HTML as the server sends it, before any script.
    const raw = await request.get(path);
    expect(raw.status()).toBe(200);
    expect(await raw.text()).toContain(`<h1 class="part-page__title">${QUERY}</h1>`);

    // Console errors are not asserted here: in Chromium the page frame at a part address still
    // hydrates with React's #418 (decision 095, open); the part's own markup matches.
    expect((await page.goto(path))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(path);
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
    expect(await axeViolations(page)).toEqual([]);
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
  const found = await request.get(`/website/parts/search?q=${QUERY}&mode=exact`, {
    headers: { clientId: CLIENT_ID, 'x-locale': 'en' },
  });
  const id = ((await found.json()).data.items as { id: string; mpn: string }[]).find(
    (i) => i.mpn === QUERY,
  )!.id;
  await page.goto(url('en', `/rep/part/${id}`));
  const table = page.getByRole('table', { name: enParts.substitutes.caption.replace('{{mpn}}', QUERY) });
  await expect(table).toBeVisible();
  await expect(page.getByTestId('parts-register-prompt')).toHaveCount(0);
  const first = table.getByTestId('substitute-row').first();
  await first.getByRole('button', { name: enParts.substitutes.explain }).click();
  await expect(page.locator('tbody tr[data-verdict]').first()).toBeVisible();
});
