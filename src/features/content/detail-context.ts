import type { SitePageContext } from '../../lib/page-context';

/** Context of a detail page: the item's node of the page's locale, nothing heavier. */
export interface DetailPageContext extends SitePageContext {
  /** Gatsby node id of the item in this locale. */
  id: string;
  slug: string;
  /** News only: node ids of the neighbours by date in the same locale, '' when none. */
  previousId: string;
  nextId: string;
}
