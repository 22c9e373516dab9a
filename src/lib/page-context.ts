import type { Device, Locale } from '@site/routing';

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
