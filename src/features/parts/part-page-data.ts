import { buildPath, parsePath, type Device, type Locale, type SitePageContext } from '@site/routing';
import type { Direction, Grade, PartDetail } from '@site/contracts';

/**
 * The server-rendered part and comparison pages (decision 095): their addresses and the
 * public data they are rendered from. The same data is embedded in the page as JSON, so the
 * browser's first render of these components equals the server's markup. Visitor fields
 * only: no pin table, no parameter-by-parameter explanation.
 */

import { COMPARE_PAGE_ROUTE, PART_PAGE_ROUTE, parsePartPageRoute } from './part-routes';

export {
  COMPARE_PAGE_ROUTE,
  PART_PAGE_ROUTE,
  isPublicPartId,
  parsePartPageRoute,
  servingRoute,
  type PartPageRoute,
} from './part-routes';
/** Id of the JSON block that carries the page's data to the browser. */
export const PUBLIC_DATA_ID = 'part-page-data';
/** Id of the element the server fills with the rendered screen. */
export const PAGE_SLOT_ID = 'part-page';

export const partRoute = (id: string) => `${PART_PAGE_ROUTE}/${id}`;
export const compareRoute = (a: string, b: string) => `${COMPARE_PAGE_ROUTE}/${a}/${b}`;

/** Where the page's links point: its locale, and its layout as the address named it. */
export interface PageBase {
  locale: Locale;
  /** The layout of the page. */
  device: Device;
  /** The layout served at the root form for this reader (the build's root device). */
  rootDevice: Device;
}

export const pathIn = (base: PageBase, route: string) =>
  buildPath({ locale: base.locale, device: base.device, route }, base.rootDevice);

/** A part as a visitor may see it: the pin list is left out. */
export type PublicPart = Omit<PartDetail, 'pins' | 'family'>;

export interface PublicSubstitute {
  part: Pick<PublicPart, 'id' | 'mpn' | 'brand' | 'package' | 'lifecycle'>;
  grade: Grade;
  pinToPin: boolean;
  direction: Direction;
}

export interface PartPageData {
  kind: 'part';
  part: PublicPart;
  /** Substitutes per grade, over the whole graded list. */
  counts: Record<Grade, number>;
  /** The first entries, as the visitor preview shows them. */
  preview: PublicSubstitute[];
}

export interface ComparePageData {
  kind: 'compare';
  a: PublicPart;
  b: PublicPart;
  /** Null when the two parts do different jobs. */
  comparison: { grade: Grade; pinToPin: boolean; direction: Direction; better: number; worse: number } | null;
  /** B is in A's graded substitute list: the pair is worth a search engine's index. */
  indexable: boolean;
}

/**
 * The page's head as the server wrote it, embedded with the data: Gatsby renders the Head in the
 * browser before the parts strings are loaded, so it takes these texts instead of making them.
 */
export interface EmbeddedHead {
  pageContext: SitePageContext;
  title: string;
  description: string;
  structuredData: ({ '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>)[];
}

export type PublicPageData = (PartPageData | ComparePageData) & { head?: EmbeddedHead };

/** Folder of the part sitemaps, streamed by the site server from the parts store (robots.txt names its index). */
export const PART_SITEMAP_DIR = '/sitemaps/parts';
export const PART_SITEMAP_INDEX_PATH = `${PART_SITEMAP_DIR}/index.xml`;

/** The element holding the page data the site server embedded, if this document has one. */
export function embeddedDataElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PUBLIC_DATA_ID);
}

/**
 * The page data the site server embedded, when it belongs to the page at `pathname`; null in
 * Gatsby's own render, after a client-side navigation to another part, and on the query form.
 */
export function embeddedPageData(pathname: string): PublicPageData | null {
  const element = embeddedDataElement();
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as PublicPageData;
  const route = parsePartPageRoute(parsePath(pathname).route);
  if (data.kind === 'part') return route?.kind === 'part' && route.id === data.part.id ? data : null;
  return route?.kind === 'compare' && route.a === data.a.id && route.b === data.b.id ? data : null;
}

/** The query form's search of a part page address (`?id=…` and the substitutes list's state) for the screens that read it. */
export function partScreenSearch(pathname: string, search: string): string {
  const route = parsePartPageRoute(parsePath(pathname).route);
  const params = new URLSearchParams(search);
  if (route?.kind === 'part') params.set('id', route.id);
  if (route?.kind === 'compare') {
    params.set('a', route.a);
    params.set('b', route.b);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
