import React from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Locale } from '@site/routing';
import jp from '../../../src/i18n/resources/jp';
import zh from '../../../src/i18n/resources/zh';
import en from '../../../src/i18n/resources/en';
import { getLoadedResources, registerResources } from '../../../src/i18n/resources';
import { getTranslator } from '../../../src/i18n/translators';
import { ComparePageView, PartPageView } from '../../../src/features/parts/part-page-view';
import { PartPageHead } from '../../../src/features/parts/part-page-head';
import { partPageHead } from '../../../src/features/parts/part-page-head-data';
import {
  PAGE_SLOT_ID,
  PUBLIC_DATA_ID,
  type EmbeddedHead,
  type PageBase,
  type PublicPageData,
} from '../../../src/features/parts/part-page-data';

/*
 * Server rendering of the part and comparison pages (decision 095): the site's components
 * rendered with react-dom/server into the route's static page from the live build (the
 * "shell": header, footer, scripts, styles, Gatsby's page data), which the browser then
 * hydrates with the same components and the page data embedded as JSON.
 */

registerResources('jp', jp);
registerResources('zh', zh);
registerResources('en', en);

const translator = (locale: Locale) => getTranslator(locale, getLoadedResources(locale)!).t;

/** Elements Gatsby's Head API wrote into the shell; the page's own head replaces them. */
const GATSBY_HEAD_PAIRED = /<(title|script|style)\b[^>]*\bdata-gatsby-head="true"[^>]*>[\s\S]*?<\/\1>/g;
const GATSBY_HEAD_VOID = /<(?:meta|link)\b[^>]*\bdata-gatsby-head="true"[^>]*>/g;
const SLOT_OPEN = `<div id="${PAGE_SLOT_ID}">`;
/** The filled slot, marked as the browser's `ServedPageSlot` renders it for a visitor: markup React keeps as it is, with links that load documents. */
const SERVED_SLOT_OPEN = `<div id="${PAGE_SLOT_ID}" data-static="document">`;
/** The page path in Gatsby's loader script (`window.pagePath="/en/rep/part";…`). */
const PAGE_PATH = /window\.pagePath="[^"\\]*";/;

export class ShellError extends Error {}

/** Index just past the `</div>` that closes the element opened at `openEnd` (React's markup: every `<` in text or attributes is escaped). */
function closingDivEnd(html: string, openEnd: number): number {
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new ShellError('The page slot is not closed');
}

/** The head elements of a page, marked as Gatsby marks its Head's, so the browser's Head replaces them alike. */
export function renderHead(head: EmbeddedHead): string {
  return renderToStaticMarkup(React.createElement(PartPageHead, { head }))
    .replace(/<html\b[^>]*><\/html>/, '')
    .replace(/<(title|meta|link|script)\b/g, '<$1 data-gatsby-head="true"');
}

/** The screen inside the page slot (the browser keeps it as it is: `ServedPageSlot`). */
export function renderBody(data: PublicPageData, base: PageBase): string {
  const t = translator(base.locale);
  const element =
    data.kind === 'part'
      ? React.createElement(PartPageView, { data, t, base })
      : React.createElement(ComparePageView, { data, t, base });
  return renderToString(element);
}

/** JSON for a `<script type="application/json">`: `<` escaped so no text can close the tag. */
export function dataScript(data: PublicPageData, head: EmbeddedHead): string {
  const text = JSON.stringify({ ...data, head }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_DATA_ID}">${text}</script>`;
}

/**
 * The page: the shell with its head replaced, its slot filled and the data before `</body>`,
 * outside React's root.
 */
export function renderPartPage(
  shell: string,
  data: PublicPageData,
  base: PageBase,
  address?: string,
): string {
  const headEnd = shell.indexOf('</head>');
  const slotAt = shell.indexOf(SLOT_OPEN);
  const bodyEnd = shell.lastIndexOf('</body>');
  if (headEnd < 0 || slotAt < 0 || bodyEnd < 0) throw new ShellError('The shell has no head, slot or body');
  const openEnd = slotAt + SLOT_OPEN.length;
  const slotEnd = closingDivEnd(shell, openEnd);
  const head = shell.slice(0, headEnd).replace(GATSBY_HEAD_PAIRED, '').replace(GATSBY_HEAD_VOID, '');
  // Gatsby's runtime replaces an address that is not its page's own path with that path;
  // the page is this address's (its page data is answered at it too: partPageData).
  const tail = shell.slice(slotEnd, bodyEnd);
  // Written into the head and embedded with the data, for the browser's Head.
  const pageHead = partPageHead(data, translator(base.locale), base.locale, base.device);
  return (
    head +
    renderHead(pageHead) +
    shell.slice(headEnd, slotAt) +
    `${SERVED_SLOT_OPEN}${renderBody(data, base)}</div>` +
    (address === undefined ? tail : tail.replace(PAGE_PATH, `window.pagePath=${JSON.stringify(address)};`)) +
    dataScript(data, pageHead) +
    shell.slice(bodyEnd)
  );
}
