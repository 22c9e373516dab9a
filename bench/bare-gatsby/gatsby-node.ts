import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** How many pages to create: `BARE_GATSBY_PAGES` (bench/bare-gatsby.ts sets it). */
function pageCount(): number {
  const count = Number(process.env.BARE_GATSBY_PAGES);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`BARE_GATSBY_PAGES must be a positive integer, got "${process.env.BARE_GATSBY_PAGES}"`);
  }
  return count;
}

const BODY =
  'Semiconductor makers reported steady demand for power devices and microcontrollers this quarter. ' +
  'Distributors expect lead times to shorten as new capacity comes online, while prices for mature ' +
  'process nodes stay flat. Buyers are advised to review their second sources before the next cycle.';

const pagePath = (index: number) => (index === 0 ? '/' : `/page/${index}`);

/** N pages from one template; each page's content comes in its page context. */
export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  const count = pageCount();
  const component = path.resolve(__dirname, 'src/templates/page.tsx');
  for (let index = 0; index < count; index += 1) {
    actions.createPage({
      path: pagePath(index),
      component,
      context: {
        title: `Page ${index + 1} of ${count}`,
        body: `${BODY} (${index + 1})`,
        next: pagePath((index + 1) % count),
      },
    });
  }
};
