import { expect, test, type APIRequestContext } from '@playwright/test';
import enParts from '@site/locales/en/parts.json';
import jpParts from '@site/locales/jp/parts.json';
import { message } from '../../website-api/src/i18n/messages';
import {
  BROWSER_LOCALE,
  CLIENT_ID,
  TEST_LOCALES,
  authToken,
  createActiveMember,
  expectLoggedIn,
  login,
  shot,
  url,
  type TestLocale,
} from './account-support';

/**
 * The substitute search against the running system and its generated demo parts
 * (packages/parts: the well-known parts and their second sources come first in every
 * generated set, so the STM32F103C8T6 and its GigaDevice, Geehy and WCH equivalents exist
 * at any demo size). A member signs in, searches, opens the part, reads its graded
 * substitutes with their explanations and compares two parts. The device comes from the
 * project's user agent, so this runs in both layouts.
 */
const PARTS = { en: enParts, jp: jpParts } as const;
const QUERY = 'STM32F103C8T6';
/** A number with an ordering suffix the data does not hold: found through its family. */
const TOLERANT_QUERY = 'STM32F103C8T6XQ1';

/** The part the search should lead to, as the API (and so the demo data) knows it. */
async function partFor(request: APIRequestContext, locale: TestLocale, token: string, q: string) {
  const response = await request.get(`/website/parts/search?q=${encodeURIComponent(q)}&mode=exact`, {
    headers: { clientId: CLIENT_ID, 'x-locale': locale, Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  expect(body.code, `parts search for ${q}`).toBe(200);
  expect(body.data.limited).toBe(false);
  const part = (body.data.items as { id: string; mpn: string }[]).find((item) => item.mpn === q);
  if (!part) throw new Error(`The demo parts data holds no ${q}`);
  return part;
}

for (const locale of TEST_LOCALES) {
  test.describe(`substitute search (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const p = PARTS[locale];

    test(`${locale}: a member searches, reads graded substitutes and compares two parts`, async ({
      page,
      request,
    }, info) => {
      const member = await createActiveMember(request, locale);
      await login(page, locale, member.email, member.password);
      await expectLoggedIn(page, locale);
      const original = await partFor(request, locale, await authToken(page), QUERY);

      // Search: the query goes into the URL and the count into the live region.
      await page.goto(url(locale, '/rep/search'));
      const form = page.getByRole('search', { name: p.search.formLabel });
      await form.getByRole('searchbox', { name: p.search.q }).fill(QUERY);
      await form.getByRole('button', { name: p.search.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/rep/search\\?q=${QUERY}$`));
      await expect(page.getByTestId('search-status')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('parts-register-prompt')).toHaveCount(0);
      const result = page
        .getByTestId('part-result')
        .filter({ has: page.getByRole('heading', { name: QUERY, exact: true }) });
      await expect(result).toHaveCount(1);

      // A number with a suffix the data lacks is found through its family, with the notice.
      await page.goto(url(locale, '/rep/search', `?q=${TOLERANT_QUERY}`));
      const notice = page.getByTestId('not-exact-notice');
      await expect(notice).toContainText(message(locale, 'partsNotExact'));
      await expect(notice).toContainText(QUERY);
      await shot(page, info, `${locale}-parts-search-tolerant`);

      // Back to the exact search, then into the part: a client-side navigation to its path form
      // (decision 095), where a member gets the full screen from the API.
      await page.goBack();
      await page.getByTestId('part-result').getByRole('link', { name: QUERY, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${url(locale, `/rep/part/${original.id}`)}$`));
      await expect(page.getByRole('heading', { level: 1, name: QUERY })).toBeVisible();
      await expect(page.getByTestId('params-table')).toBeVisible();
      await expect(page.getByTestId('pins-table')).toBeAttached();

      // Graded substitutes, the legend they point to, and one row's explanation.
      const table = page.getByRole('table', { name: p.substitutes.caption.replace('{{mpn}}', QUERY) });
      await expect(table).toBeVisible();
      await expect(page.getByTestId('grade-legend')).toContainText(p.grade.meaning.A);
      const rows = table.getByTestId('substitute-row');
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await rows.first().getAttribute('data-grade')).toMatch(/^[A-D]$/);
      const first = rows.first();
      const candidate =
        (await first.getByRole('rowheader').getByRole('link').first().textContent())?.trim() ?? '';
      await first.getByRole('button', { name: p.substitutes.explain }).click();
      const explanation = page.getByRole('table', {
        name: p.substitutes.explainCaption.replace('{{candidate}}', candidate).replace('{{original}}', QUERY),
      });
      await expect(explanation).toBeVisible();
      const verdicts = await explanation
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-verdict')));
      expect(verdicts.length).toBeGreaterThan(0);
      for (const verdict of verdicts) expect(['better', 'worse', 'equal', 'unknown']).toContain(verdict);
      // Each line holds both values.
      await expect(explanation.locator('tbody tr').first().locator('td')).toHaveCount(3);
      await shot(page, info, `${locale}-parts-substitutes`);

      // Compare the part with that substitute.
      await first.getByRole('link', { name: p.substitutes.compare }).click();
      await expect(page).toHaveURL(
        new RegExp(`${url(locale, `/rep/compare/${original.id}/`)}[a-z0-9]+-[0-9A-Z]+$`),
      );
      const compare = page.getByTestId('compare-table');
      await expect(compare).toBeVisible();
      await expect(compare.getByRole('columnheader', { name: QUERY, exact: true })).toBeVisible();
      await expect(compare.getByRole('columnheader', { name: candidate, exact: true })).toBeVisible();
      await expect(page.getByTestId('compare-summary')).toBeVisible();
      await expect(page.getByTestId('parts-register-prompt')).toHaveCount(0);
      await shot(page, info, `${locale}-parts-compare`);
    });
  });
}
