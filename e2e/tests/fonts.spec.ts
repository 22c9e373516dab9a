import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';

/**
 * Each language's text is drawn in a font of that language (src/styles/tokens.css): shared
 * characters take Japanese forms on Japanese pages and simplified Chinese forms on Chinese ones,
 * and no character of a page's header or headline is left to the system's fallback search (the
 * costliest step of the first layout on Linux, decision 098, eighth round). Chromium tells which
 * platform fonts drew a node's text (DevTools protocol, CSS.getPlatformFontsForNode). The host's
 * CJK fonts are Debian's `fonts-noto-cjk`, which .ci/run installs.
 */
const NOTO_CJK = (() => {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).includes('Noto Sans CJK');
  } catch {
    return false;
  }
})();

/** The platform fonts that drew the text of the elements `selector` matches, each named once. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    expect(nodeIds.length, selector).toBeGreaterThan(0);
    const names = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) names.add(font.familyName);
    }
    return [...names].sort();
  } finally {
    await cdp.detach();
  }
}

const PAGES = [
  { path: '/', font: 'Noto Sans CJK JP' },
  { path: '/zh/', font: 'Noto Sans CJK SC' },
  { path: '/en/', font: 'Noto Sans CJK JP' },
  { path: '/news', font: 'Noto Sans CJK JP' },
  { path: '/zh/news', font: 'Noto Sans CJK SC' },
];

for (const { path, font } of PAGES) {
  test(`${path} draws its header and headline in ${font} alone`, async ({ page }) => {
    test.skip(!NOTO_CJK, 'the host has no Noto Sans CJK (Debian fonts-noto-cjk; .ci/run installs it)');
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await fontsOf(page, 'header, header *, main h1')).toEqual([font]);
  });
}
