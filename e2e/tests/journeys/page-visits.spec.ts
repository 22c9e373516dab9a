import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page, type Request } from '@playwright/test';
import { BROWSER_LOCALE, T, TEST_LOCALES, url } from '../account-support';
import { followNav } from './journey-support';

/**
 * `newEnterPage` after every route change, whatever the cookie choice
 * (docs/decisions/051-page-visits-and-consent.md): the rows of the website API's
 * `page_visits` table are counted (SQLite at SQLITE_PATH, as scripts/e2e.sh sets it), one per
 * route change, before and after accepting or rejecting the cookie banner. The page a visit
 * enters the site on is recorded once more, with `enterPage` (decision 091).
 */
const DATABASE = process.env.SQLITE_PATH || path.resolve(__dirname, '../../../.data/e2e/website-api.sqlite');

function visitsAfter(id: number, source: 'newEnterPage' | 'enterPage' = 'newEnterPage'): string[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT page_url FROM page_visits WHERE id > ? AND source = ? ORDER BY id')
      .all(id, source) as { page_url: string }[];
    return rows.map((row) => row.page_url);
  } finally {
    db.close();
  }
}

function lastVisitId(): number {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM page_visits').get() as { id: number }).id;
  } finally {
    db.close();
  }
}

/** The visit requests the page sends, to check what they carry. */
function watchVisits(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/website/newEnterPage') sent.push(request);
  });
  return sent;
}

/** Waits until exactly `expected` rows were written after `since` (the API writes them in batches). */
async function expectVisits(since: number, expected: string[]) {
  await expect.poll(() => visitsAfter(since), { timeout: 15_000 }).toEqual(expected);
}

const strip = (address: string) => address.replace(/(.)\/$/, '$1');

for (const locale of TEST_LOCALES) {
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    const { common: c } = T[locale];

    for (const choice of ['accept', 'reject'] as const) {
      test(`${locale}: every route change records one visit, before and after choosing "${choice}"`, async ({
        page,
      }) => {
        const sent = watchVisits(page);
        const since = lastVisitId();
        const home = url(locale, '/');
        await page.goto(home);
        await expect(page.getByRole('button', { name: c.cookie[choice] })).toBeVisible();
        await expectVisits(since, [home]);

        // Undecided: client-side navigations are recorded.
        await followNav(page, locale, c.nav.news);
        await expect.poll(() => strip(new URL(page.url()).pathname)).toBe(url(locale, '/news'));
        await expectVisits(since, [home, url(locale, '/news')]);

        // The choice itself is no route change.
        await page.getByRole('button', { name: c.cookie[choice] }).click();
        await page.waitForTimeout(1000);
        await expectVisits(since, [home, url(locale, '/news')]);

        // After the choice, as before.
        await followNav(page, locale, c.nav.brand);
        await expect.poll(() => strip(new URL(page.url()).pathname)).toBe(url(locale, '/brand'));
        // Back once the brand page is shown: a Back within the navigation (the address changes
        // before the page renders) leaves the list shown and records neither.
        await expectVisits(since, [home, url(locale, '/news'), url(locale, '/brand')]);
        await page.goBack();
        await expect.poll(() => strip(new URL(page.url()).pathname)).toBe(url(locale, '/news'));
        const all = [home, url(locale, '/news'), url(locale, '/brand'), url(locale, '/news')];
        await expectVisits(since, all);
        await page.waitForTimeout(1000);
        await expectVisits(since, all);

        // The visit entered on the home page (typed: no referrer); the rest were route changes.
        expect(visitsAfter(since, 'enterPage')).toEqual([home]);

        // No cookie and no token travel with a visit.
        expect(sent).toHaveLength(all.length);
        for (const request of sent) {
          const headers = await request.allHeaders();
          expect(headers.cookie).toBeUndefined();
          expect(headers.authorization).toBeUndefined();
          expect(Object.keys(request.postDataJSON()).sort()).toEqual(['deviceType', 'pageTitle', 'pageUrl']);
        }
      });
    }
  });
}
