import fs from 'node:fs';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { HTML_LANG, type Locale } from '@site/routing';
import { pageTypes, type PageType } from './page-types';

/**
 * axe-core (WCAG 2.0–2.2, levels A and AA) and the browser console on every page type, in
 * Japanese and English, in the project's layout (desktop: pc, phone: mobile), with the site's
 * CSP enforced. axe is evaluated through the DevTools protocol, which the CSP does not govern,
 * so the page's own script policy stays as served.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LOCALES: Locale[] = ['jp', 'en'];

/** Errors in the console, leaving out the 404 answers a not-found page is made of. */
function watchConsole(page: Page, type: PageType): string[] {
  const errors: string[] = [];
  const expected404 = (message: ConsoleMessage) => {
    if (!type.notFound || !/status of 404/.test(message.text())) return false;
    const url = new URL(message.location().url || 'about:blank', 'http://x');
    const pathname = type.path.split('?')[0];
    // The page itself, and the page data Gatsby asks for before it shows the not-found page.
    return url.pathname === pathname || url.pathname === `/page-data${pathname}/page-data.json`;
  };
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected404(message))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function openHydrated(page: Page, type: PageType) {
  const response = await page.goto(type.path);
  expect(response?.status(), type.path).toBe(type.notFound ? 404 : 200);
  await page.waitForLoadState('networkidle');
  if (type.notFound) {
    // The message names the address once the page has hydrated.
    await expect(page.getByTestId('not-found-message')).toContainText(type.path);
  }
}

async function axe(page: Page): Promise<AxeResults> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
}

function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`.trim(),
    ),
  );
}

// A Japanese browser: the root addresses stay Japanese (an English one is sent to /en first).
test.use({ locale: 'ja-JP' });

for (const locale of LOCALES) {
  test(`${locale}: every page type has no axe violations and no console errors`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const device = info.project.name === 'phone' ? 'mobile' : 'pc';
    const problems: string[] = [];
    for (const type of await pageTypes(request, locale)) {
      const errors = watchConsole(page, type);
      await openHydrated(page, type);
      await expect(page.locator('html'), type.path).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(page.locator('[data-layout]').first(), type.path).toHaveAttribute('data-layout', device);
      const results = await axe(page);
      problems.push(...describeViolations(results).map((line) => `${type.name} ${type.path}: ${line}`));
      problems.push(...errors.map((line) => `${type.name} ${type.path}: console ${line}`));
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    expect(problems).toEqual([]);
  });
}

test('a not-found address keeps its address, language and layout after hydration, in every language', async ({
  page,
}, info) => {
  const device = info.project.name === 'phone' ? 'mobile' : 'pc';
  const other = device === 'pc' ? 'mobile' : 'pc';
  for (const [path, locale, layout] of [
    ['/no-such-page-xyz', 'jp', device],
    ['/zh/no-such-page-xyz', 'zh', device],
    ['/en/no-such-page-xyz', 'en', device],
    [`/en/${other}/no/such/page`, 'en', other],
    [`/${other}/no-such-page-xyz`, 'jp', other],
  ] as const) {
    const type: PageType = { name: '404', path, notFound: true };
    const errors = watchConsole(page, type);
    await openHydrated(page, type);
    expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', layout);
    expect(errors, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});
