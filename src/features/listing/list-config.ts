import type { SitePageContext } from '../../lib/page-context';
import type { ListType, Term } from './index-format';

/** Items per page of each list; the page query renders the same first page statically. */
export const PAGE_SIZE: Record<ListType, number> = { news: 10, brand: 12, org: 20, announce: 10 };

/** How many tags the news side menu offers. */
export const POPULAR_TAG_LIMIT = 10;

/** Filter choices known at build time, so the side menus are in the HTML before any script runs. */
export interface ListFacets {
  years: number[];
  tags: Term[];
  categories: Term[];
}

export interface ListingContext {
  /** Root-relative URL of this list's index in the page's locale, e.g. `/search-index/news-en.1a2b3c4d5e.json`. */
  indexUrl: string;
  facets: ListFacets;
}

/** Page context of the list routes: the site context plus the list's index and facets. */
export interface ListPageContext extends SitePageContext {
  listing: ListingContext;
}
