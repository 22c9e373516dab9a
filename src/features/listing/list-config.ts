import type { ListingContext } from '@site/cms-content/src/list-facets';
import type { ListType } from '@site/cms-content/src/list-index';
import type { SitePageContext } from '@site/routing';

/** Items per page of each list; the page query renders the same first page statically. */
export const PAGE_SIZE: Record<ListType, number> = { news: 10, brand: 12, org: 20, announce: 10 };

/** Page context of the list routes: the site context plus the list's index and facets. */
export interface ListPageContext extends SitePageContext {
  listing: ListingContext;
}
