import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AGENTS } from '../../support/agents';

/** The reader's two browsers: a desktop and a phone, as the desktop and phone projects set them up. */
export type Reader = 'desktop' | 'phone';

export const LAYOUT_OF: Record<Reader, 'pc' | 'mobile'> = { desktop: 'pc', phone: 'mobile' };

export function readerContext(
  browser: Browser,
  reader: Reader,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  return reader === 'desktop'
    ? browser.newContext({ baseURL, userAgent: AGENTS.desktop, viewport: { width: 1366, height: 900 } })
    : browser.newContext({
        baseURL,
        userAgent: AGENTS.iphone,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
}

/** The layout the site server answered with (`data-layout` of the page). */
export async function expectLayout(page: Page, layout: 'pc' | 'mobile'): Promise<void> {
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', layout);
}

/** The page's own heading: the article title on a detail page. */
export const pageTitle = (page: Page) => page.locator('main h1');

/**
 * A preview address (`…/preview#token=…`) in a reader's page: the banner shows, the heading is
 * the draft's title, the token has left the address, and the layout is the expected one.
 */
export async function expectPreview(
  page: Page,
  url: string,
  title: string,
  layout: 'pc' | 'mobile',
): Promise<void> {
  await page.goto(url);
  const banner = page.getByTestId('preview-banner');
  const refusal = page.getByTestId('preview-message');
  await expect(
    banner.or(refusal).first(),
    `the preview page at ${new URL(url).pathname} answers`,
  ).toBeVisible({
    timeout: 30_000,
  });
  if (await refusal.isVisible())
    throw new Error(`The preview page refused the draft: ${await refusal.textContent()}`);
  await expect(pageTitle(page)).toHaveText(title);
  expect(await page.evaluate(() => window.location.hash), 'the token is taken out of the address').toBe('');
  await expectLayout(page, layout);
}
