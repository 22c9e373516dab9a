import type { Device } from './device';
import type { Locale } from './locales';

/** A language version of the same page, as a root-form path. */
export interface Alternate {
  locale: Locale;
  path: string;
}

/** Context every page is created with in gatsby-node. */
export interface SitePageContext {
  locale: Locale;
  device: Device;
  /** Route without prefix or device segment: '/', '/news', '/news/some-slug'. */
  route: string;
  alternates: Alternate[];
  indexable: boolean;
}

/** Context of a detail page: the item's node of the page's locale, nothing heavier. */
export interface DetailPageContext extends SitePageContext {
  /** Gatsby node id of the item in this locale. */
  id: string;
  slug: string;
  /** News only: node ids of the neighbours by date in the same locale, '' when none. */
  previousId: string;
  nextId: string;
}
